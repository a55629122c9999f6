// The fans of one reading of a GB hand. The melds are scored as the Green Book's principles
// ask: a fan of four melds leaves no other meld combination; a fan of three melds leaves the
// fourth meld one combination with one of them (account-once); otherwise each pair of melds is
// looked at, and the chow-pair fans (一般高 喜相逢 连六 老少副) are cut to what account-once and
// non-identical allow: one fewer than the chows they connect.
#include <algorithm>
#include <bit>
#include <utility>

#include "gb_internal.hpp"

namespace hupai::gb_detail {

namespace {

constexpr auto no_fan = static_cast<gb_fan>(gb_fan_count);

constexpr int suit_index(tile t) noexcept { return t / 9; }
constexpr bool same_suit(tile a, tile b) noexcept {
    return is_suited(a) && suit_index(a) == suit_index(b);
}
constexpr bool is_terminal(tile t) noexcept {
    return is_suited(t) && (number_of(t) == 1 || number_of(t) == 9);
}

/// Three numbers consecutive in some order.
constexpr bool shifted_by_one(int a, int b, int c) noexcept {
    const int lo = std::min({a, b, c});
    const int hi = std::max({a, b, c});
    return hi - lo == 2 && a != b && b != c && a != c;
}
constexpr bool three_suits(tile a, tile b, tile c) noexcept {
    return suit_index(a) != suit_index(b) && suit_index(a) != suit_index(c) &&
           suit_index(b) != suit_index(c);
}

/// Insertion sort of at most four kinds (std::sort trips GCC 12's array-bounds warning here).
void sort_small(tile* a, int n) noexcept {
    for (int i = 1; i < n; ++i) {
        for (int j = i; j > 0 && a[j - 1] > a[j]; --j) std::swap(a[j - 1], a[j]);
    }
}

// ---- Chows (by their lowest kind) ----

gb_fan two_chows(tile a, tile b) noexcept {
    if (!same_suit(a, b)) return number_of(a) == number_of(b) ? gb_fan::mixed_double_chow : no_fan;
    if (a == b) return gb_fan::pure_double_chow;
    if (a + 3 == b || b + 3 == a) return gb_fan::short_straight;
    if (std::min(number_of(a), number_of(b)) == 1 && std::max(number_of(a), number_of(b)) == 7) {
        return gb_fan::two_terminal_chows;
    }
    return no_fan;
}

gb_fan three_chows(tile a, tile b, tile c) noexcept {  // a <= b <= c
    if (three_suits(a, b, c)) {
        const int ra = number_of(a), rb = number_of(b), rc = number_of(c);
        if (shifted_by_one(ra, rb, rc)) return gb_fan::mixed_shifted_chows;
        if (ra == rb && rb == rc) return gb_fan::mixed_triple_chow;
        if (ra + rb + rc == 12 && (ra - 1) % 3 == 0 && (rb - 1) % 3 == 0 && ra != rb && rb != rc &&
            ra != rc) {
            return gb_fan::mixed_straight;
        }
        return no_fan;
    }
    if (!same_suit(a, b) || !same_suit(b, c)) return no_fan;
    if (number_of(a) == 1 && b == a + 3 && c == b + 3) return gb_fan::pure_straight;
    if (b - a == c - b && (b - a == 1 || b - a == 2)) return gb_fan::pure_shifted_chows;
    if (a == b && b == c) return gb_fan::pure_triple_chow;
    return no_fan;
}

gb_fan four_chows(const tile* c) noexcept {  // sorted
    if (!same_suit(c[0], c[3])) return no_fan;
    const int d = c[1] - c[0];
    if (c[2] - c[1] == d && c[3] - c[2] == d) {
        if (d == 0) return gb_fan::quadruple_chow;
        if (d == 1 || d == 2) return gb_fan::four_pure_shifted_chows;
    }
    return no_fan;
}

// The order in which one chow-pair fan is kept over another (一般高, 喜相逢, 连六, 老少副).
constexpr int pair_rank(gb_fan f) noexcept {
    return f == gb_fan::pure_double_chow     ? 0
           : f == gb_fan::mixed_double_chow  ? 1
           : f == gb_fan::short_straight     ? 2
           : f == gb_fan::two_terminal_chows ? 3
                                             : 4;
}
constexpr std::array<gb_fan, 4> pair_fans = {gb_fan::pure_double_chow, gb_fan::mixed_double_chow,
                                             gb_fan::short_straight, gb_fan::two_terminal_chows};

/// The chow-pair fans of n chows (no three-chow fan among them): every related pair, cut to
/// (related chows − 1) by dropping repeats of one fan first and the lowest-ranked fans first.
void chow_pairs(const tile* c, int n, fan_table& t) {
    std::array<int, 4> found{};
    int total = 0;
    std::array<bool, 4> related{};
    for (int i = 0; i < n; ++i) {
        for (int j = i + 1; j < n; ++j) {
            const gb_fan f = two_chows(c[i], c[j]);
            if (f == no_fan) continue;
            ++found[static_cast<std::size_t>(pair_rank(f))];
            ++total;
            related[static_cast<std::size_t>(i)] = related[static_cast<std::size_t>(j)] = true;
        }
    }
    const int limit = static_cast<int>(std::count(related.begin(), related.end(), true)) - 1;
    for (int keep_each = 1; keep_each >= 0 && total > limit; --keep_each) {
        for (int k = 3; k >= 0 && total > limit; --k) {
            auto& x = found[static_cast<std::size_t>(k)];
            while (x > keep_each && total > limit) {
                --x;
                --total;
            }
        }
    }
    for (int k = 0; k < 4; ++k)
        t[at(pair_fans[static_cast<std::size_t>(k)])] +=
            static_cast<std::uint8_t>(found[static_cast<std::size_t>(k)]);
}

/// The best three-chow fan among chows c[0..n) (n = 3 or 4) and, for four, the one combination of
/// the fourth chow with one of the three. Returns whether there was a three-chow fan.
bool chow_triples(const tile* c, int n, fan_table& t) {
    int best = 0;
    gb_fan best_fan = no_fan, best_extra = no_fan;
    const int skips = n == 4 ? 4 : 1;
    for (int skip = skips - 1; skip >= 0; --skip) {
        tile three[3]{};
        int k = 0;
        for (int i = 0; i < n; ++i) {
            if (n == 4 && i == skip) continue;
            three[k++] = c[i];
        }
        const gb_fan f = three_chows(three[0], three[1], three[2]);
        if (f == no_fan) continue;
        gb_fan extra = no_fan;
        if (n == 4) {
            for (const tile x : three) {
                const gb_fan e = two_chows(x, c[skip]);
                if (e != no_fan && (extra == no_fan || pair_rank(e) < pair_rank(extra))) extra = e;
            }
        }
        const int value = fan_points[at(f)] + (extra == no_fan ? 0 : 1);
        if (value > best) {
            best = value;
            best_fan = f;
            best_extra = extra;
        }
    }
    if (best_fan == no_fan) return false;
    t[at(best_fan)] = 1;
    if (best_extra != no_fan) t[at(best_extra)] += 1;
    return true;
}

/// 一色双龙会 / 三色双龙会: four chows 123 and 789 and a pair of fives.
gb_fan terminal_chows(const tile* c, tile pair) noexcept {
    if (!is_suited(pair) || number_of(pair) != 5) return no_fan;
    std::array<int, 3> low{}, high{};
    for (int i = 0; i < 4; ++i) {
        const int r = number_of(c[i]);
        if (r == 1) {
            ++low[static_cast<std::size_t>(suit_index(c[i]))];
        } else if (r == 7) {
            ++high[static_cast<std::size_t>(suit_index(c[i]))];
        } else {
            return no_fan;
        }
    }
    const auto ps = static_cast<std::size_t>(suit_index(pair));
    if (low[ps] == 2 && high[ps] == 2) return gb_fan::pure_terminal_chows;
    if (low[ps] != 0 || high[ps] != 0) return no_fan;
    for (std::size_t s = 0; s < 3; ++s) {
        if (s != ps && (low[s] != 1 || high[s] != 1)) return no_fan;
    }
    return gb_fan::three_suited_terminal_chows;
}

// ---- Pungs and kongs (by kind) ----

gb_fan two_pungs(tile a, tile b) noexcept {
    if (is_suited(a) && is_suited(b))
        return number_of(a) == number_of(b) ? gb_fan::double_pung : no_fan;
    return is_dragon(a) && is_dragon(b) ? gb_fan::two_dragon_pungs : no_fan;
}

gb_fan three_pungs(tile a, tile b, tile c) noexcept {  // a < b < c
    if (is_suited(a) && is_suited(b) && is_suited(c)) {
        if (three_suits(a, b, c)) {
            if (shifted_by_one(number_of(a), number_of(b), number_of(c)))
                return gb_fan::mixed_shifted_pungs;
            if (number_of(a) == number_of(b) && number_of(b) == number_of(c))
                return gb_fan::triple_pung;
            return no_fan;
        }
        if (same_suit(a, c) && b == a + 1 && c == b + 1) return gb_fan::pure_shifted_pungs;
        return no_fan;
    }
    if (is_wind(a) && is_wind(b) && is_wind(c)) return gb_fan::big_three_winds;
    if (is_dragon(a) && is_dragon(b) && is_dragon(c)) return gb_fan::big_three_dragons;
    return no_fan;
}

gb_fan four_pungs(const tile* p) noexcept {  // sorted
    if (same_suit(p[0], p[3]) && p[1] == p[0] + 1 && p[2] == p[1] + 1 && p[3] == p[2] + 1) {
        return gb_fan::four_pure_shifted_pungs;
    }
    if (p[0] == 27 && p[3] == 30) return gb_fan::big_four_winds;
    return no_fan;
}

/// The pung-combination fans of n pungs (2–4), account-once as for chows: a fan of all four
/// ends it; a three-pung fan leaves the fourth one combination; else every pair counts.
void pung_fans(const tile* p, int n, fan_table& t) {
    if (n == 4) {
        if (const gb_fan f = four_pungs(p); f != no_fan) {
            t[at(f)] = 1;
            return;
        }
    }
    if (n >= 3) {
        // The best three-pung fan; with four pungs, the one left out (`free`) may still form
        // one two-pung fan with one of the three.
        int best = 0, free = -1;
        gb_fan best_fan = no_fan;
        for (int skip = n == 4 ? 0 : -1; skip < (n == 4 ? 4 : 0); ++skip) {
            tile three[3]{};
            int k = 0;
            for (int i = 0; i < n; ++i) {
                if (i != skip) three[k++] = p[i];
            }
            const gb_fan f = three_pungs(three[0], three[1], three[2]);
            if (f != no_fan && fan_points[at(f)] > best) {
                best = fan_points[at(f)];
                best_fan = f;
                free = skip;
            }
        }
        if (best_fan != no_fan) {
            t[at(best_fan)] = 1;
            for (int i = 0; free >= 0 && i < n; ++i) {
                if (i == free) continue;
                if (const gb_fan f = two_pungs(p[i], p[free]); f != no_fan) {
                    t[at(f)] += 1;
                    break;
                }
            }
            return;
        }
    }
    for (int i = 0; i < n; ++i) {
        for (int j = i + 1; j < n; ++j) {
            if (const gb_fan f = two_pungs(p[i], p[j]); f != no_fan) t[at(f)] += 1;
        }
    }
}

/// 暗刻 and kong fans from the counts of concealed pungs (kongs included), kongs and concealed
/// kongs.
void kong_fans(int concealed_pungs, int kongs, int concealed_kongs, fan_table& t) {
    switch (kongs) {
        case 1:
            t[at(concealed_kongs == 1 ? gb_fan::concealed_kong : gb_fan::melded_kong)] = 1;
            break;
        case 2:
            t[at(concealed_kongs == 0   ? gb_fan::two_melded_kongs
                 : concealed_kongs == 1 ? gb_fan::concealed_kong_and_melded_kong
                                        : gb_fan::two_concealed_kongs)] = 1;
            break;
        case 3:
            t[at(gb_fan::three_kongs)] = 1;
            break;
        case 4:
            t[at(gb_fan::four_kongs)] = 1;
            break;
        default:
            break;
    }
    if (concealed_pungs == 4) {
        t[at(gb_fan::four_concealed_pungs)] = 1;
    } else if (concealed_pungs == 3) {
        t[at(gb_fan::three_concealed_pungs)] = 1;
    } else if (concealed_pungs == 2 && !(kongs == 2 && concealed_kongs == 2)) {
        t[at(gb_fan::two_concealed_pungs)] = 1;  // 双暗杠 already counts its two
    }
}

/// 全带幺 / 全带五 / 全双刻: what every set and the pair hold.
void set_traits(const reading& r, fan_table& t) {
    bool outside = true, five = true, even = true;
    auto look = [&](tile k, bool chow) {
        if (!is_suited(k)) {
            five = even = false;
            return;
        }
        const int lo = number_of(k), hi = chow ? lo + 2 : lo;
        outside &= lo == 1 || hi == 9;
        five &= lo <= 5 && hi >= 5;
        even &= !chow && lo % 2 == 0;
    };
    for (int i = 0; i < 4; ++i) {
        look(r.sets[static_cast<std::size_t>(i)].first,
             r.sets[static_cast<std::size_t>(i)].kind == set_kind::chow);
    }
    look(r.pair, false);
    if (outside) t[at(gb_fan::outside_hand)] = 1;
    if (five) t[at(gb_fan::all_five)] = 1;
    if (even) t[at(gb_fan::all_even_pungs)] = 1;
}

/// 七对 or 连七对 (seven pairs of seven consecutive numbers of one suit).
gb_fan seven_pairs_fan(const hand_facts& f) noexcept {
    int first = -1;
    for (int t = 0; t < kinds; ++t) {
        if (f.concealed[static_cast<std::size_t>(t)] != 0) {
            first = t;
            break;
        }
    }
    if (first < 0 || !is_suited(static_cast<tile>(first)) ||
        number_of(static_cast<tile>(first)) > 3) {
        return gb_fan::seven_pairs;
    }
    for (int k = 0; k < 7; ++k) {
        if (f.concealed[static_cast<std::size_t>(first + k)] != 2) return gb_fan::seven_pairs;
    }
    return gb_fan::seven_shifted_pairs;
}

/// The fans of the melds (standard form: four sets; knitted straight: its one set) and the pair.
void meld_fans(const hand_facts& f, const reading& r, fan_table& t) {
    tile chows[4], pungs[4];
    int nc = 0, np = 0, concealed = 0, kongs = 0, concealed_kongs = 0, dragons = 0;
    for (int i = 0; i < r.set_count; ++i) {
        const set& s = r.sets[static_cast<std::size_t>(i)];
        if (s.kind == set_kind::chow) {
            chows[nc++] = s.first;
            continue;
        }
        pungs[np++] = s.first;
        if (s.kind == set_kind::kong) {
            ++kongs;
            concealed_kongs += s.concealed;
        }
        // A pung completed by a discard is exposed (明刻).
        concealed += s.concealed && !(r.place == i && !f.sit.tsumo);
        dragons += is_dragon(s.first);
    }
    sort_small(chows, nc);
    sort_small(pungs, np);
    kong_fans(concealed, kongs, concealed_kongs, t);
    if (np == 4) t[at(gb_fan::all_pungs)] = 1;
    if (r.set_count == 4) {
        if (nc == 4) {
            if (const gb_fan tc = terminal_chows(chows, r.pair); tc != no_fan) {
                t[at(tc)] = 1;
            } else if (const gb_fan fc = four_chows(chows); fc != no_fan) {
                t[at(fc)] = 1;
            } else if (!chow_triples(chows, 4, t)) {
                chow_pairs(chows, 4, t);
            }
        } else if (nc == 3) {
            if (!chow_triples(chows, 3, t)) chow_pairs(chows, 3, t);
        } else if (nc == 2) {
            chow_pairs(chows, 2, t);
        }
        if (np >= 2) pung_fans(pungs, np, t);
        set_traits(r, t);
    }
    if (nc == r.set_count && is_suited(r.pair)) t[at(gb_fan::all_chows)] = 1;
    // The pair completes three dragon or four wind pungs.
    if (t[at(gb_fan::two_dragon_pungs)] != 0 && is_dragon(r.pair)) {
        t[at(gb_fan::two_dragon_pungs)] = 0;
        t[at(gb_fan::little_three_dragons)] = 1;
    }
    if (t[at(gb_fan::big_three_winds)] != 0 && is_wind(r.pair)) {
        t[at(gb_fan::big_three_winds)] = 0;
        t[at(gb_fan::little_four_winds)] = 1;
    }
    if (dragons == 1) t[at(gb_fan::dragon_pung)] = 1;
}

/// 幺九刻, 圈风刻, 门风刻: after the exclusions, from what is left; adds them to `present`.
void pung_honours(const hand_facts& f, const reading& r, fan_table& t, fan_set& present) {
    if (t[at(gb_fan::big_four_winds)] != 0) return;
    const bool winds_used =
        t[at(gb_fan::big_three_winds)] != 0 || t[at(gb_fan::little_four_winds)] != 0;
    const bool all_used = t[at(gb_fan::all_terminals)] != 0 || t[at(gb_fan::all_honors)] != 0 ||
                          t[at(gb_fan::all_terminals_and_honors)] != 0;
    int count = 0;
    for (int i = 0; i < r.set_count; ++i) {
        const set& s = r.sets[static_cast<std::size_t>(i)];
        if (s.kind == set_kind::chow) continue;
        const tile k = s.first;
        if (is_wind(k)) {
            const bool round = k == f.sit.round_wind, seat = k == f.sit.seat_wind;
            if (round) {
                t[at(gb_fan::prevalent_wind)] = 1;
                add(present, gb_fan::prevalent_wind);
            }
            if (seat) {
                t[at(gb_fan::seat_wind)] = 1;
                add(present, gb_fan::seat_wind);
            }
            count += !round && !seat && !winds_used;
        } else {
            count += is_terminal(k);
        }
    }
    if (all_used) count = 0;
    if (f.nine_gates && count > 0) --count;  // 九莲宝灯 holds one terminal pung
    t[at(gb_fan::pung_of_terminals_or_honors)] = static_cast<std::uint8_t>(count);
    if (count > 0) add(present, gb_fan::pung_of_terminals_or_honors);
}

/// 边张 / 嵌张 / 单钓将 where the winning tile sits, when the hand waited on it alone.
void wait_fan(const hand_facts& f, const reading& r, fan_table& t) {
    if (!f.unique_wait) return;
    if (const gb_fan w = wait_fan_of(f, r); w != gb_fan::chicken_hand) t[at(w)] = 1;
}

}  // namespace

gb_fan wait_fan_of(const hand_facts& f, const reading& r) noexcept {
    if (r.place == in_body) return gb_fan::chicken_hand;
    if (r.place == in_pair) return gb_fan::single_wait;
    const set& s = r.sets[r.place];
    if (s.kind != set_kind::chow) return gb_fan::chicken_hand;
    const tile w = f.sit.win_tile;
    if (w == s.first + 1) return gb_fan::closed_wait;
    if ((number_of(s.first) == 1 && w == s.first + 2) ||
        (number_of(s.first) == 7 && w == s.first)) {
        return gb_fan::edge_wait;
    }
    return gb_fan::chicken_hand;
}

fan_set score_reading(const hand_facts& f, const reading& r, fan_table& t) noexcept {
    t = f.base_fans;
    switch (r.form) {
        case gb_form::standard:
            meld_fans(f, r, t);
            if (f.nine_gates) t[at(gb_fan::nine_gates)] = 1;
            break;
        case gb_form::knitted_straight:
            t[at(gb_fan::knitted_straight)] = 1;
            meld_fans(f, r, t);
            break;
        case gb_form::seven_pairs:
            t[at(seven_pairs_fan(f))] = 1;
            break;
        case gb_form::thirteen_orphans:
            t[at(gb_fan::thirteen_orphans)] = 1;
            break;
        case gb_form::honours_and_knitted: {
            int honours = 0, suited = 0;
            for (int k = 0; k < kinds; ++k) {
                (is_suited(static_cast<tile>(k)) ? suited : honours) +=
                    f.concealed[static_cast<std::size_t>(k)];
            }
            t[at(honours == 7 ? gb_fan::greater_honors_and_knitted_tiles
                              : gb_fan::lesser_honors_and_knitted_tiles)] = 1;
            if (suited == 9) t[at(gb_fan::knitted_straight)] = 1;
            break;
        }
    }
    wait_fan(f, r, t);
    fan_set present = apply_exclusions(t);
    pung_honours(f, r, t, present);
    if ((present[0] | present[1]) == 0) {
        t[at(gb_fan::chicken_hand)] = 1;
        add(present, gb_fan::chicken_hand);
    }
    return present;
}

int total_points(const fan_table& t, const fan_set& present) noexcept {
    int sum = 0;
    for_each_fan(present, [&](std::size_t i) { sum += t[i] * fan_points[i]; });
    return sum;
}

int total_points(const fan_table& t) noexcept { return total_points(t, fans_present(t)); }

}  // namespace hupai::gb_detail
