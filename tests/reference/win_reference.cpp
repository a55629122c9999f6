// Brute-force win check (see win_reference.hpp). Plain on purpose: no tables, no memo.
#include "reference/win_reference.hpp"

#include <algorithm>
#include <bit>
#include <vector>

namespace hupai::reference {

namespace {

constexpr tile_mask flower_mask = ((tile_mask{1} << flower_kinds) - 1) << kinds;
constexpr tile_mask honour_mask = ((tile_mask{1} << 7) - 1) << suited_kinds;
constexpr tile_mask suit_mask(int s) { return ((tile_mask{1} << 9) - 1) << (9 * s); }

using counts_t = std::array<int, kinds>;
using triple = std::array<int, 3>;

/// The chows that contain kind t: consecutive numbers of its suit; with honour_chows, any three
/// different winds containing it, or the three dragons.
std::vector<triple> chows_containing(int t, bool honour_chows) {
    std::vector<triple> out;
    if (t < suited_kinds) {
        const int first = t / 9 * 9;
        for (int start = t - 2; start <= t; ++start) {
            if (start >= first && start + 2 <= first + 8)
                out.push_back({start, start + 1, start + 2});
        }
    } else if (honour_chows && t <= 30) {
        for (int a = 27; a <= 30; ++a) {
            for (int b = a + 1; b <= 30; ++b) {
                for (int c = b + 1; c <= 30; ++c) {
                    if (a == t || b == t || c == t) out.push_back({a, b, c});
                }
            }
        }
    } else if (honour_chows) {
        out.push_back({31, 32, 33});
    }
    return out;
}

const std::vector<triple>& chows_of(int t, bool honour_chows) {
    static const auto table = [] {
        std::array<std::array<std::vector<triple>, kinds>, 2> all;
        for (int hc = 0; hc < 2; ++hc) {
            for (int k = 0; k < kinds; ++k) {
                all[static_cast<std::size_t>(hc)][static_cast<std::size_t>(k)] =
                    chows_containing(k, hc != 0);
            }
        }
        return all;
    }();
    return table[honour_chows ? 1 : 0][static_cast<std::size_t>(t)];
}

/// Melds only: the lowest natural tile goes into a pung (with 1–3 natural tiles of its kind) or
/// a chow, every other place of the group taken by a natural tile or a wildcard, both tried.
bool split(counts_t& c, int w, bool honour_chows) {
    int t = 0;
    while (t < kinds && c[static_cast<std::size_t>(t)] == 0) ++t;
    if (t == kinds) return w % 3 == 0;
    auto& ct = c[static_cast<std::size_t>(t)];
    for (int n = std::min(ct, 3); n >= 1; --n) {
        if (3 - n > w) continue;
        ct -= n;
        const bool ok = split(c, w - (3 - n), honour_chows);
        ct += n;
        if (ok) return true;
    }
    for (const triple& chow : chows_of(t, honour_chows)) {
        std::array<int, 2> others{};
        int k = 0;
        for (const int m : chow) {
            if (m != t) others[static_cast<std::size_t>(k++)] = m;
        }
        for (int natural = 0; natural < 4; ++natural) {
            int wild = 0;
            bool possible = true;
            for (int i = 0; i < 2; ++i) {
                if (natural >> i & 1) {
                    possible = possible && c[static_cast<std::size_t>(others[i])] > 0;
                } else {
                    ++wild;
                }
            }
            if (!possible || wild > w) continue;
            --ct;
            for (int i = 0; i < 2; ++i) {
                if (natural >> i & 1) --c[static_cast<std::size_t>(others[i])];
            }
            const bool ok = split(c, w - wild, honour_chows);
            ++ct;
            for (int i = 0; i < 2; ++i) {
                if (natural >> i & 1) ++c[static_cast<std::size_t>(others[i])];
            }
            if (ok) return true;
        }
    }
    return false;
}

int suit_count(unsigned suits) { return std::popcount(suits & 7u); }

unsigned suits_of(const counts_t& c) {
    unsigned suits = 0;
    for (int t = 0; t < suited_kinds; ++t) {
        if (c[static_cast<std::size_t>(t)] != 0) suits |= 1u << (t / 9);
    }
    return suits;
}

/// Kinds that exist under the rules (honours only when the rules have them).
tile_mask kinds_of_rules(const rules& r) {
    const tile_mask suited = (tile_mask{1} << suited_kinds) - 1;
    return r.honours ? suited | honour_mask : suited;
}

/// Every way to make k in-hand kongs of four tiles of one kind, wildcards included: each kind
/// chosen at most once, by brute force over every number of its natural tiles the kong takes;
/// kongs of four wildcards fill the rest. Calls f with the counts and wildcards left. A wild
/// kind's natural tiles (Ruijin's flowers) never join one.
template <class F>
bool any_kong_choice(const counts_t& natural, int wildcards, int k, const rules& r, F&& f) {
    const auto choose = [&](const auto& self, const counts_t& rest, int from, int left,
                            int wild) -> bool {
        if (4 * left <= wild && f(rest, wild - 4 * left)) return true;
        if (left == 0) return false;
        for (int t = from; t < kinds; ++t) {
            if (contains(r.wild, static_cast<tile>(t))) continue;
            const int held = rest[static_cast<std::size_t>(t)];
            for (int n = 1; n <= std::min(held, 4); ++n) {
                if (4 - n > wild) continue;
                counts_t next = rest;
                next[static_cast<std::size_t>(t)] -= n;
                if (self(self, next, t + 1, left - 1, wild - (4 - n))) return true;
            }
        }
        return false;
    };
    return choose(choose, natural, 0, k, wildcards);
}

int in_hand_kongs(const reading& v, const rules& r) {
    return r.kongs_in_hand && v.size > 14 ? v.size - 14 : 0;
}

/// Multisets of `w` kinds from `kinds_list[from…]` added to c; stops when f returns true.
template <class F>
bool each_multiset(counts_t& c, const std::vector<int>& kinds_list, std::size_t from, int w,
                   F&& f) {
    if (w == 0) return f(static_cast<const counts_t&>(c));
    for (std::size_t i = from; i < kinds_list.size(); ++i) {
        auto& slot = c[static_cast<std::size_t>(kinds_list[i])];
        ++slot;
        const bool ok = each_multiset(c, kinds_list, i, w - 1, f);
        --slot;
        if (ok) return true;
    }
    return false;
}

std::vector<int> kinds_in(tile_mask m) {
    std::vector<int> out;
    for (int t = 0; t < kinds; ++t) {
        if (contains(m, static_cast<tile>(t))) out.push_back(t);
    }
    return out;
}

/// Whether the per-suit tile counts allow melds and one pair (each ≡ 0 mod 3, one ≡ 2): a
/// necessary condition, checked before the backtracking.
bool congruent(const counts_t& c, bool pair) {
    int twos = 0;
    for (int s = 0; s < 4; ++s) {
        int n = 0;
        for (int t = 9 * s; t < std::min(9 * s + 9, kinds); ++t)
            n += c[static_cast<std::size_t>(t)];
        if (n % 3 == 1) return false;
        twos += n % 3 == 2;
    }
    return twos == (pair ? 1 : 0);
}

/// Candidates for substitution: kinds within 2 of a natural tile of their suit, natural honours
/// (all winds or all dragons with honour chows), and the first kind of each suit for groups made
/// of wildcards alone (any such group can be renamed to pungs or the pair of that kind).
tile_mask substitution_candidates(const counts_t& natural, const rules& r) {
    tile_mask m = bit(0) | bit(9) | bit(18);
    if (r.honours) m |= bit(27);
    for (int t = 0; t < kinds; ++t) {
        if (natural[static_cast<std::size_t>(t)] == 0) continue;
        if (t < suited_kinds) {
            for (int d = -2; d <= 2; ++d) {
                const int k = t + d;
                if (k >= t / 9 * 9 && k < t / 9 * 9 + 9) m |= bit(static_cast<tile>(k));
            }
        } else if (r.honour_chows) {
            m |= t <= 30 ? (tile_mask{0xF} << 27) : (tile_mask{0x7} << 31);
        } else {
            m |= bit(static_cast<tile>(t));
        }
    }
    return m;
}

/// Thirteen orphans by definition: the wildcards take orphan kinds so that all 13 are present and
/// one twice. A kind three times, or two kinds twice, can never become that (the pruning).
bool orphans_by_definition(const reading& v, const rules& r) {
    std::vector<int> orphans;
    for (int t = 0; t < kinds; ++t) {
        if (is_orphan(static_cast<tile>(t)) && (is_suited(static_cast<tile>(t)) || r.honours)) {
            orphans.push_back(t);
        }
    }
    if (orphans.size() != 13) return false;
    for (int t = 0; t < kinds; ++t) {
        if (v.natural[static_cast<std::size_t>(t)] != 0 && !is_orphan(static_cast<tile>(t))) {
            return false;
        }
    }
    counts_t c = v.natural;
    const auto complete = [&](const counts_t& f) {
        int twos = 0;
        for (const int t : orphans) {
            const int n = f[static_cast<std::size_t>(t)];
            if (n < 1 || n > 2) return false;
            twos += n == 2;
        }
        return twos == 1 && suit_count(suits_of(f)) <= r.max_suits;
    };
    const auto promising = [&](const counts_t& f) {
        int twos = 0;
        for (const int t : orphans) {
            if (f[static_cast<std::size_t>(t)] > 2) return false;
            twos += f[static_cast<std::size_t>(t)] == 2;
        }
        return twos <= 1;
    };
    // Depth-first over the kinds, in order, each taking 0, 1 or 2 more wildcards.
    const auto search = [&](auto&& self, std::size_t i, int w) -> bool {
        if (!promising(c)) return false;
        if (w == 0) return complete(c);
        if (i == orphans.size()) return false;
        auto& slot = c[static_cast<std::size_t>(orphans[i])];
        for (int a = 0; a <= std::min(w, 2); ++a) {
            slot += a;
            const bool ok = self(self, i + 1, w - a);
            slot -= a;
            if (ok) return true;
        }
        return false;
    };
    return search(search, 0, v.wildcards);
}

/// Thirteen_lan by definition: 14 tiles, no two identical, within a suit at least 3 apart. The
/// wildcards take kinds in increasing order; a kind that clashes with a tile already there can
/// never be part of a valid set (the pruning).
bool lan_by_definition(const reading& v, const rules& r) {
    counts_t c = v.natural;
    const auto clashes = [&](int t) {
        if (c[static_cast<std::size_t>(t)] != 0) return true;
        if (t >= suited_kinds) return false;
        for (int d = -2; d <= 2; ++d) {
            const int k = t + d;
            if (d != 0 && k >= t / 9 * 9 && k < t / 9 * 9 + 9 &&
                c[static_cast<std::size_t>(k)] != 0) {
                return true;
            }
        }
        return false;
    };
    for (int t = 0; t < kinds; ++t) {
        const int n = c[static_cast<std::size_t>(t)];
        if (n > 1) return false;
        if (n == 1) {
            c[static_cast<std::size_t>(t)] = 0;
            const bool bad = clashes(t);
            c[static_cast<std::size_t>(t)] = 1;
            if (bad) return false;
        }
    }
    const std::vector<int> allowed = kinds_in(kinds_of_rules(r));
    const auto search = [&](auto&& self, std::size_t from, int w) -> bool {
        if (w == 0) return suit_count(suits_of(c)) <= r.max_suits;
        for (std::size_t i = from; i < allowed.size(); ++i) {
            const int t = allowed[i];
            if (clashes(t)) continue;
            c[static_cast<std::size_t>(t)] = 1;
            const bool ok = self(self, i + 1, w - 1);
            c[static_cast<std::size_t>(t)] = 0;
            if (ok) return true;
        }
        return false;
    };
    return search(search, 0, v.wildcards);
}

/// Kinds a pair of wildcards alone may take without opening a suit the rules forbid: the kinds
/// of suits in use, honours when the rules have them, and every suit while another is allowed.
tile_mask wildcard_pair_kinds(const reading& v, const rules& r) {
    tile_mask m = r.honours ? honour_mask : 0;
    const bool open = suit_count(v.suits) < r.max_suits;
    for (int s = 0; s < 3; ++s) {
        if (open || (v.suits >> s & 1u)) m |= suit_mask(s);
    }
    return m;
}

bool standard_by_backtracking(const reading& v, const rules& r) {
    return any_kong_choice(v.natural, v.wildcards, in_hand_kongs(v, r), r,
                           [&](const counts_t& rest, int wildcards) {
                               return melds_complete(rest, wildcards, true, r.honour_chows);
                           });
}

bool standard_by_substitution(const reading& v, const rules& r) {
    return any_kong_choice(
        v.natural, v.wildcards, in_hand_kongs(v, r), r, [&](const counts_t& rest, int wildcards) {
            counts_t c = rest;
            const auto candidates = kinds_in(substitution_candidates(rest, r) & kinds_of_rules(r));
            return each_multiset(c, candidates, 0, wildcards, [&](const counts_t& f) {
                // The suits of the final hand: its tiles, the in-hand kongs and the declared melds.
                return suit_count(suits_of(f) | v.suits) <= r.max_suits && congruent(f, true) &&
                       melds_complete(f, 0, true, r.honour_chows);
            });
        });
}

/// The six knitted arrangements by definition: for each order (a, b, c) of the suits, the kinds
/// 1 4 7 of a, 2 5 8 of b, 3 6 9 of c.
std::vector<std::array<int, 9>> knitted_arrangements() {
    std::vector<std::array<int, 9>> out;
    std::array<int, 3> order = {0, 1, 2};
    do {
        std::array<int, 9> a{};
        for (int i = 0; i < 9; ++i) a[static_cast<std::size_t>(i)] = 9 * order[i % 3] + i;
        out.push_back(a);
    } while (std::next_permutation(order.begin(), order.end()));
    return out;
}

/// 全不靠 by definition: 14 natural concealed tiles, no kind twice, every suited one among the
/// nine of one arrangement.
bool honours_and_knitted_by_definition(const reading& v) {
    if (v.melds != 0 || v.wildcards != 0 || v.size != 14) return false;
    for (const auto& a : knitted_arrangements()) {
        bool ok = true;
        for (int t = 0; t < kinds; ++t) {
            const int n = v.natural[static_cast<std::size_t>(t)];
            const bool knitted = std::find(a.begin(), a.end(), t) != a.end();
            ok = ok && n <= 1 && (n == 0 || t >= suited_kinds || knitted);
        }
        if (ok) return true;
    }
    return false;
}

/// 组合龙 by definition: 14 tiles, the nine of an arrangement among the natural concealed ones,
/// the rest melds and one pair (backtracking).
bool knitted_straight_by_definition(const reading& v, const rules& r) {
    if (v.wildcards != 0 || v.size != 14) return false;
    for (const auto& a : knitted_arrangements()) {
        counts_t rest = v.natural;
        bool held = true;
        for (const int t : a) held = held && rest[static_cast<std::size_t>(t)]-- > 0;
        if (held && melds_complete(rest, 0, true, r.honour_chows)) return true;
    }
    return false;
}

template <class Standard>
win_answer answer(const hand& h, const rules& r, Standard&& standard) {
    const reading v = read_hand(h, r);
    win_answer a;
    a.fei = v.fei;
    if (v.fei || suit_count(v.suits) > r.max_suits) return a;
    if (r.standard && standard(v)) a.forms |= form_bit(form::standard);
    if (v.melds == 0 && v.size == 14) {
        if (r.seven_pairs && pairs_by_definition(v.natural, v.wildcards, r.seven_pairs_quads,
                                                 wildcard_pair_kinds(v, r))) {
            a.forms |= form_bit(form::seven_pairs);
        }
        if (r.thirteen_orphans && orphans_by_definition(v, r)) {
            a.forms |= form_bit(form::thirteen_orphans);
        }
        if (r.thirteen_lan && lan_by_definition(v, r)) a.forms |= form_bit(form::thirteen_lan);
        if (r.honours_and_knitted && honours_and_knitted_by_definition(v)) {
            a.forms |= form_bit(form::honours_and_knitted);
        }
    }
    if (r.knitted_straight && knitted_straight_by_definition(v, r)) {
        a.forms |= form_bit(form::knitted_straight);
    }
    a.win = a.forms != 0;
    return a;
}

}  // namespace

reading read_hand(const hand& h, const rules& r) {
    reading v;
    v.wildcards = h.jokers;
    for (int t = 0; t < kinds; ++t) {
        const int n = h.counts[static_cast<std::size_t>(t)];
        if (contains(r.wild, static_cast<tile>(t))) {
            v.wildcards += n;
        } else {
            v.natural[static_cast<std::size_t>(t)] = n;
        }
    }
    if (r.flowers == flower_role::wild_kind) {
        int flowers = 0;
        for (int t = kinds; t < all_kinds; ++t) flowers += h.counts[static_cast<std::size_t>(t)];
        if (r.wild & flower_mask) {
            // The 宝 is a flower: every flower is wild; holding 3 is 飞 (Ruijin's rule).
            v.wildcards += flowers;
            v.bao = flowers;
            v.fei = r.fei && flowers >= 3;
        } else if ((r.wild & ~flower_mask) != 0) {
            // A flower is a natural tile of the 宝's kind; holding all 4 宝 is 飞.
            const int b = std::countr_zero(r.wild & ~flower_mask);
            v.natural[static_cast<std::size_t>(b)] += flowers;
            v.bao = h.counts[static_cast<std::size_t>(b)];
            v.fei = r.fei && v.bao >= 4;
        }
    }
    v.melds = h.meld_count;
    int natural = 0;
    for (const int n : v.natural) natural += n;
    v.size = natural + v.wildcards + 3 * v.melds;
    v.suits = suits_of(v.natural);
    for (int i = 0; i < h.meld_count; ++i) {
        const tile t = h.melds[static_cast<std::size_t>(i)].tiles[0];
        if (is_suited(t)) v.suits |= 1u << (t / 9);
    }
    return v;
}

bool melds_complete(counts_t counts, int wildcards, bool pair, bool honour_chows) {
    if (!pair) return split(counts, wildcards, honour_chows);
    // Choose the pair first, then split the rest into melds.
    for (auto& n : counts) {
        if (n >= 2) {
            n -= 2;
            const bool ok = split(counts, wildcards, honour_chows);
            n += 2;
            if (ok) return true;
        }
    }
    if (wildcards >= 1) {
        for (auto& n : counts) {
            if (n >= 1) {
                n -= 1;
                const bool ok = split(counts, wildcards - 1, honour_chows);
                n += 1;
                if (ok) return true;
            }
        }
    }
    return wildcards >= 2 && split(counts, wildcards - 2, honour_chows);
}

bool melds_complete_by_substitution(const counts_t& counts, int wildcards, bool pair,
                                    bool honour_chows, tile_mask candidates) {
    counts_t c = counts;
    return each_multiset(c, kinds_in(candidates), 0, wildcards, [&](const counts_t& f) {
        return congruent(f, pair) && melds_complete(f, 0, pair, honour_chows);
    });
}

bool pairs_by_definition(const counts_t& counts, int wildcards, bool quads, tile_mask allowed) {
    counts_t c = counts;
    std::array<bool, kinds> paired{};
    // The lowest natural tile pairs with one of its kind or with a wildcard.
    const auto search = [&](auto&& self, int w) -> bool {
        int t = 0;
        while (t < kinds && c[static_cast<std::size_t>(t)] == 0) ++t;
        if (t == kinds) {
            if (w % 2 != 0) return false;
            if (quads) return w == 0 || allowed != 0;
            int free = 0;
            for (int k = 0; k < kinds; ++k) {
                free +=
                    contains(allowed, static_cast<tile>(k)) && !paired[static_cast<std::size_t>(k)];
            }
            return w / 2 <= free;
        }
        auto& n = c[static_cast<std::size_t>(t)];
        auto& p = paired[static_cast<std::size_t>(t)];
        if (!quads && p) return false;
        const bool was = p;
        p = true;
        bool ok = false;
        if (n >= 2) {
            n -= 2;
            ok = self(self, w);
            n += 2;
        }
        if (!ok && w >= 1) {
            n -= 1;
            ok = self(self, w - 1);
            n += 1;
        }
        p = was;
        return ok;
    };
    return search(search, wildcards);
}

win_answer check_win(const hand& h, const rules& r) {
    return answer(h, r, [&](const reading& v) { return standard_by_backtracking(v, r); });
}

win_answer check_win_by_substitution(const hand& h, const rules& r) {
    return answer(h, r, [&](const reading& v) { return standard_by_substitution(v, r); });
}

bool is_zhifei(const hand& h, const rules& r) {
    const reading v = read_hand(h, r);
    if (!r.zhifei || v.fei || v.melds != 0 || v.size != 13 || v.bao < 1) return false;
    if (suit_count(v.suits) > r.max_suits) return false;
    const int rest = v.wildcards - 1;
    if (r.standard && melds_complete(v.natural, rest, false, r.honour_chows)) return true;
    return r.seven_pairs &&
           pairs_by_definition(v.natural, rest, r.seven_pairs_quads, wildcard_pair_kinds(v, r));
}

}  // namespace hupai::reference
