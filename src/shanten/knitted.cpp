// The knitted forms' distances (knitted.hpp).
#include "shanten/knitted.hpp"

#include <algorithm>
#include <bit>

#if defined(__SSE4_1__)
#include <smmintrin.h>
#endif

#include "shanten/plain.hpp"
#include "shanten/standard.hpp"
#include "tables/knitted.hpp"

namespace hupai::detail {

namespace {

/// (need, excess) of one slot of kind k.
struct slot {
    int need;
    int excess;
};
slot one_slot(const shanten_input& in, int k) noexcept {
    const auto i = static_cast<std::size_t>(k);
    return {in.counts[i] == 0 ? 1 : 0, in.caps[i] == 0 ? 1 : 0};
}

/// Whether the rules and the input allow a knitted form at all: every suit in play.
bool three_suits(const rules& r) noexcept { return r.max_suits >= 3; }

/// The pattern's tiles of a suit's held kinds shifted down by the pattern (0: 147, 1: 258,
/// 2: 369): bits 0, 3 and 6.
inline constexpr unsigned pattern_tile_bits = 0x49u;
/// The ranking codes of one tile of each kind of pattern p whose bit 3i (the pattern's (i+1)-th
/// tile, as pattern_tile_bits) is set, by [p][bits]: a suit's codes less these are those of the
/// suit less those tiles. Indexed by the held bits as they lie, not packed: fewer operations.
constexpr auto removed_codes = [] {
    std::array<std::array<ranking_codes, pattern_tile_bits + 1>, 3> t{};
    for (int p = 0; p < 3; ++p) {
        for (unsigned b = 0; b <= pattern_tile_bits; ++b) {
            if ((b & ~pattern_tile_bits) != 0) continue;
            for (int i = 0; i < 3; ++i) {
                if ((b >> (3 * i) & 1u) == 0) continue;
                const ranking_codes c = suit_code_of_kind(p + 3 * i);
                t[static_cast<std::size_t>(p)][b].head += c.head;
                t[static_cast<std::size_t>(p)][b].tail += c.tail;
            }
        }
    }
    return t;
}();

/// The ranking codes of suit s of a plain hand (its codes `suit`, its held kinds `held`) less one
/// tile of each held kind of pattern p: the rest an arrangement with pattern p there leaves.
constexpr ranking_codes rest_codes(ranking_codes suit, kind_mask held, int s, int p) noexcept {
    const auto bits = static_cast<unsigned>(held >> (9 * s + p)) & pattern_tile_bits;
    const ranking_codes d = removed_codes[static_cast<std::size_t>(p)][bits];
    return {suit.head - d.head, suit.tail - d.tail};
}

/// The kinds a plain hand holds at least one, two, three and four of.
struct count_masks {
    kind_mask one, two, three, four;
};
count_masks count_masks_of(const std::uint8_t* counts, kind_mask held) noexcept {
    return {held, kinds_holding_more_than(counts, 1), kinds_holding_more_than(counts, 2),
            kinds_holding_more_than(counts, 3)};
}

/// Bit 9s + n for the suited kinds n that can start two (n < 8) and three (n < 7) in a row.
constexpr kind_mask starts_of(int n) noexcept {
    const kind_mask suit = (kind_mask{1} << n) - 1;
    return suit | suit << 9 | suit << 18;
}
inline constexpr kind_mask two_starts = starts_of(8);
inline constexpr kind_mask run_starts = starts_of(7);

/// Whether the hand less one tile of each held kind of arrangement mask a (its counts by `m`)
/// holds a meld and a pair apart, that is whether its distance to them is 0: a pung and a pair
/// of another kind (never of the same: five copies), or a run and a pair whose kind is outside
/// the run or held three times inside it. Exact where melds are pungs and suited runs (without
/// honour_chows); with honour chows it still never says yes wrongly.
bool rest_holds_meld_and_pair(const count_masks& m, kind_mask a) noexcept {
    const kind_mask two = (m.two & ~a) | (m.three & a);
    if (two == 0) return false;
    const kind_mask three = (m.three & ~a) | (m.four & a);
    if (three != 0 && (two & (two - 1)) != 0) return true;
    const kind_mask s = ((m.one & ~a) | (m.two & a)) & suited_kind_mask;
    const kind_mask runs = s & s >> 1 & s >> 2 & run_starts;
    if (runs == 0) return false;
    // The run starts whose three kinds take in every pair kind: from the highest less two up to
    // the lowest (none when they lie more than two apart). Every other run leaves a pair apart.
    const int lo = std::countr_zero(two);
    const int hi = 63 - std::countl_zero(two);
    const kind_mask inside =
        ((kind_mask{2} << lo) - 1) & ~((kind_mask{1} << std::max(hi - 2, 0)) - 1);
    return (runs & (~inside | three | three >> 1 | three >> 2)) != 0;
}

/// A lower bound on the distance to a meld and a pair of the hand less one tile of each held
/// kind of arrangement mask a (its counts by `m`): the pair misses a tile unless the rest holds
/// two of a kind (two without any tile); the meld one unless it holds a pung or a run, two
/// unless it holds two of one (a pair, or two suited kinds at most two apart). The two
/// bounds add: the pair and the meld take different tiles. Under honour_chows the meld is
/// not bounded (honours run without being in a row).
int rest_floor(const count_masks& m, kind_mask a, bool honour_chows) noexcept {
    const kind_mask one = (m.one & ~a) | (m.two & a);
    const kind_mask two = (m.two & ~a) | (m.three & a);
    const kind_mask three = (m.three & ~a) | (m.four & a);
    const int pair = two != 0 ? 0 : one != 0 ? 1 : 2;
    if (honour_chows) return pair;
    const kind_mask s = one & suited_kind_mask;
    const bool run = (s & s >> 1 & s >> 2 & run_starts) != 0;
    const bool meld = three != 0 || run;
    const bool partial =
        two != 0 || (s & s >> 1 & two_starts) != 0 || (s & s >> 2 & run_starts) != 0;
    // Without a run, a lone pung whose kind is the only pair cannot be both (that takes five
    // tiles): one of them misses a tile.
    const bool apart = run || (three & (three - 1)) != 0 || (two & ~three) != 0;
    return std::max(pair + (meld ? 0 : partial ? 1 : one != 0 ? 2 : 3), apart ? 0 : 1);
}

/// Per arrangement: the slots of its nine a hand does not hold (`need`, lanes 6 and 7 unused),
/// the fewest of them and the first arrangement that needs that few.
struct nine_needs {
    std::array<std::uint16_t, 8> need;
    int fewest;
    unsigned first;
};

#if defined(__SSE4_1__)
/// By a suit's nine held-kind bits: byte p the kinds of pattern p it holds (0–3).
inline constexpr auto pattern_counts = [] {
    std::array<std::uint32_t, 512> t{};
    for (unsigned m = 0; m < t.size(); ++m) {
        for (unsigned p = 0; p < 3; ++p) {
            const unsigned n = (m >> p & 1u) + (m >> (p + 3) & 1u) + (m >> (p + 6) & 1u);
            t[m] |= n << (8 * p);
        }
    }
    return t;
}();

/// Shuffle indices that move suit s's count of arrangement i's pattern (byte 4s + pattern of
/// the suits' counts) to 16-bit lane i, the rest zero.
inline constexpr auto suit_lanes = [] {
    std::array<std::array<std::int8_t, 16>, 3> out{};
    for (std::size_t s = 0; s < 3; ++s) {
        out[s].fill(-1);
        for (std::size_t i = 0; i < 6; ++i) {
            out[s][2 * i] =
                static_cast<std::int8_t>(4 * static_cast<int>(s) + knitted_patterns[i][s]);
        }
    }
    return out;
}();
#endif

nine_needs nine_needs_of(kind_mask held) noexcept {
    nine_needs n;
#if defined(__SSE4_1__)
    // Each suit's counts by pattern from one look-up, moved to the arrangements' lanes and
    // summed; the fewest need and its first lane from one horizontal minimum.
    const auto counts = [&](int s) {
        return static_cast<int>(pattern_counts[static_cast<std::size_t>(held >> (9 * s) & 0x1FFu)]);
    };
    const __m128i c = _mm_setr_epi32(counts(0), counts(1), counts(2), 0);
    const auto lanes = [&](std::size_t s) {
        return _mm_shuffle_epi8(
            c, _mm_loadu_si128(reinterpret_cast<const __m128i*>(suit_lanes[s].data())));
    };
    const __m128i held_slots = _mm_add_epi16(_mm_add_epi16(lanes(0), lanes(1)), lanes(2));
    // Lanes 6 and 7 all ones: above any real need, so never the fewest.
    const __m128i need = _mm_or_si128(_mm_sub_epi16(_mm_set1_epi16(9), held_slots),
                                      _mm_setr_epi16(0, 0, 0, 0, 0, 0, -1, -1));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(n.need.data()), need);
    const auto least = static_cast<unsigned>(_mm_cvtsi128_si32(_mm_minpos_epu16(need)));
    n.fewest = static_cast<int>(least & 0xFFFFu);
    n.first = least >> 16 & 7u;
#else
    n.need.fill(0xFFFF);
    for (std::size_t i = 0; i < knitted_arrangements.size(); ++i) {
        n.need[i] = static_cast<std::uint16_t>(9 - std::popcount(held & knitted_arrangements[i]));
    }
    n.fewest = *std::min_element(n.need.begin(), n.need.begin() + 6);
    n.first = 0;
    while (n.need[n.first] != n.fewest) ++n.first;
#endif
    return n;
}

/// 组合龙 of a plain hand (plain_knitted; inlined into both its callers, its frame kept out of a
/// call): the nine slots of an arrangement plus the standard distance of the rest (one tile of each
/// held kind of the nine taken) to a meld and a pair, the least over the arrangements. Only the
/// suits lose tiles, and suit s's rest depends on its pattern alone: nine rests, each ranked from
/// the suit's codes less the taken tiles' (at most once), the honours' id the hand's.
[[gnu::always_inline]] inline int plain_knitted_straight(const std::uint8_t* counts,
                                                         bool honour_chows,
                                                         const plain_ranks& ranks, kind_mask held,
                                                         const nine_needs& nine_need,
                                                         int whole) noexcept {
    const table_view& v = view();
    const group_ranking& rank = v.rank[static_cast<int>(gen::group_type::suit)];
    // Taking tiles away never brings a hand nearer, so the whole hand's distance to a meld and a
    // pair bounds every rest's from below: an arrangement whose need plus that bound reaches
    // the best cannot improve on it.
    const int floor = whole >= 0 ? whole : final_need_of(v, 1, halves_of_ranks(v, ranks));
    const int fewest = nine_need.fewest;
    // The honours lose no tile to an arrangement: where they hold a meld and a pair apart by
    // themselves, every rest's distance is the floor's 0, and the fewest need is the answer
    // with nothing ranked.
    if (v.honour_records[ranks.honours][static_cast<std::size_t>(gen::lane(1, 1))] == 0) {
        return fewest;
    }
    // Rest s.p: suit s less one tile of each held kind of pattern p, ranked from the suit's codes
    // less the taken tiles'.
    const auto rank_rest = [&](int s, int p) {
        return rank.id(rest_codes(ranks.suits[static_cast<std::size_t>(s)], held, s, p));
    };
    const auto distance_of_ids = [&](unsigned i, std::uint32_t a, std::uint32_t b,
                                     std::uint32_t c) {
        const int d = final_need_of(v, 1, halves_of_ids(v, a, b, c, ranks.honours));
        return d < no_distance ? nine_need.need[i] + d : no_distance;
    };
    // The arrangements of the fewest need first: the first one measured straight away, most
    // hands ask no other.
    const unsigned first = nine_need.first;
    const auto& f = knitted_patterns[first];
    std::array<std::uint32_t, 3> first_ids{rank_rest(0, f[0]), rank_rest(1, f[1]),
                                           rank_rest(2, f[2])};
    int best = distance_of_ids(first, first_ids[0], first_ids[1], first_ids[2]);
    if (fewest + floor >= best) return best;
    // The others rank each rest at most once (by 3 · suit + pattern), the first's kept.
    constexpr std::uint32_t unranked = ~std::uint32_t{0};
    std::array<std::uint32_t, 9> rest_id;
    rest_id.fill(unranked);
    for (int s = 0; s < 3; ++s) {
        rest_id[static_cast<std::size_t>(3 * s + f[s])] = first_ids[static_cast<std::size_t>(s)];
    }
    const auto id = [&](int s, int p) {
        std::uint32_t& out = rest_id[static_cast<std::size_t>(3 * s + p)];
        if (out == unranked) out = rank_rest(s, p);
        return out;
    };
    const auto measure = [&](unsigned i) {
        const auto& p = knitted_patterns[i];
        best = std::min(best, distance_of_ids(i, id(0, p[0]), id(1, p[1]), id(2, p[2])));
    };
    // Each other arrangement's rest is bounded from below by the floor, then by what it holds:
    // on orderly hands, whose arrangements tie and whose rests lack a meld alike, the bound
    // reaches the first one's distance and the others are not ranked. The cheaper tests first:
    // whether the rest holds a meld and a pair apart (exact without honour chows), then
    // rest_floor.
    const count_masks m = count_masks_of(counts, held);
    const auto may_improve = [&](unsigned i) {
        const int need = nine_need.need[i];
        if (need + floor >= best) return false;
        const kind_mask a = knitted_arrangements[i];
        if (need + 1 >= best && !honour_chows && !rest_holds_meld_and_pair(m, a)) return false;
        return need + rest_floor(m, a, honour_chows) < best;
    };
    for (unsigned i = first + 1; i < knitted_arrangements.size(); ++i) {
        if (nine_need.need[i] == fewest && may_improve(i)) measure(i);
    }
    // The others need one more at least.
    if (fewest + 1 + floor >= best) return best;
    for (unsigned i = 0; i < knitted_arrangements.size(); ++i) {
        if (nine_need.need[i] != fewest && may_improve(i)) measure(i);
    }
    return best;
}

}  // namespace

int honours_and_knitted_distance(const shanten_input& in) noexcept {
    constexpr int size = 14;
    int best = no_distance;
    for (const kind_mask a : knitted_arrangements) {
        // Slots by cost: held (0, 0), drawable (1, 0), only a wildcard's (1, 1).
        int held = 0, drawable = 0, wild_only = 0;
        const kind_mask kinds_of = a | (in.honours ? honour_kind_mask : 0);
        for (int k = 0; k < kinds; ++k) {
            if ((kinds_of >> k & 1u) == 0) continue;
            const slot c = one_slot(in, k);
            held += c.need == 0;
            drawable += c.need == 1 && c.excess == 0;
            wild_only += c.excess == 1;
        }
        const int from_held = std::min(size, held);
        const int from_drawn = std::min(size - from_held, drawable);
        const int from_wild = size - from_held - from_drawn;
        if (from_wild > wild_only) continue;
        best = std::min(best, wild_distance(from_drawn + from_wild, from_wild, in.wild));
    }
    return best;
}

/// 组合龙: the nine slots of an arrangement plus the standard distance of the rest (one tile of
/// each held knitted kind taken, its cap lowered by one) to `rest` (the complete hand's shape
/// less three melds), the least over the arrangements; an arrangement whose nine alone need
/// the best so far or more is not measured further. rest_distance(part, rest) measures the
/// standard form.
template <class RestDistance>
int knitted_straight_distance(const shanten_input& in, target_shape rest, int best,
                              RestDistance&& rest_distance) noexcept {
    for (const kind_mask a : knitted_arrangements) {
        int need = 0;
        bool reachable = true;
        shanten_input part = in;
        for (int k = 0; k < suited_kinds; ++k) {
            if ((a >> k & 1u) == 0) continue;
            const auto i = static_cast<std::size_t>(k);
            const slot c = one_slot(in, k);
            need += c.need;
            reachable = reachable && c.excess == 0;
            if (part.counts[i] != 0) {
                --part.counts[i];
                --part.concealed;
            }
            if (part.caps[i] != 0) --part.caps[i];
        }
        // The rest's distance is at least 0: an arrangement whose nine alone need `best` or
        // more cannot improve on it.
        if (!reachable || need >= best) continue;
        const int d = rest_distance(part, rest);
        if (d < no_distance) best = std::min(best, need + d);
    }
    return best;
}

namespace {
/// 全不靠 of a plain hand holding the kinds `held`, whose arrangements lack `fewest` of their nine
/// at least: 14 kinds of an arrangement's nine and the honours, so the fewest need leaves the
/// most.
int plain_honours_and_knitted(kind_mask held, const nine_needs& nine_need) noexcept {
    const int kinds_held = 9 - nine_need.fewest + std::popcount(held & honour_kind_mask);
    return 14 - std::min(14, kinds_held);
}
}  // namespace

knitted_pair plain_knitted(const std::uint8_t* counts, const rules& r, const plain_ranks& ranks,
                           int whole) noexcept {
    // A plain hand's caps are all 4: every kind not held is drawable, so each form's need is its
    // slots less the held kinds they can use, read from the held-kind mask.
    knitted_pair out;
    if (!three_suits(r)) return out;
    const kind_mask held = held_kinds_of_counts(counts);
    const nine_needs nine_need = nine_needs_of(held);
    if (r.honours_and_knitted && r.honours) {
        out.honours_and_knitted = plain_honours_and_knitted(held, nine_need);
    }
    if (r.knitted_straight) {
        out.knitted_straight =
            plain_knitted_straight(counts, r.honour_chows, ranks, held, nine_need, whole);
    }
    return out;
}

int plain_knitted_least(const std::uint8_t* counts, const rules& r, int best) noexcept {
    if (!three_suits(r)) return best;
    const kind_mask held = held_kinds_of_counts(counts);
    const nine_needs nine_need = nine_needs_of(held);
    if (r.honours_and_knitted && r.honours) {
        best = std::min(best, plain_honours_and_knitted(held, nine_need));
    }
    // Every 组合龙 lacks at least the fewest of an arrangement's nine: only below the best is it
    // measured, and only then are the suits ranked.
    if (r.knitted_straight && nine_need.fewest < best) {
        const plain_ranks ranks = ranks_of(view(), counts, r.honours, r.honour_chows);
        best = std::min(best,
                        plain_knitted_straight(counts, r.honour_chows, ranks, held, nine_need, -1));
    }
    return best;
}

knitted_draws plain_knitted_draws(const std::uint8_t* counts, const rules& r, int most,
                                  kind_mask draws) noexcept {
    if (!three_suits(r)) return {};
    const kind_mask held = held_kinds_of_counts(counts);
    const nine_needs nine_need = nine_needs_of(held);
    const int loose = r.honours_and_knitted && r.honours
                          ? plain_honours_and_knitted(held, nine_need)
                          : no_distance;
    int least = loose;
    // 组合龙 per arrangement: its rest's suits' codes and ids, their halves and its distance
    // to a meld and a pair; only where the nine's need and the whole hand's distance (no rest
    // is nearer) leave it within `most`.
    struct rest_of {
        std::array<ranking_codes, 3> codes;
        std::array<std::uint32_t, 3> ids;
        halves kept;
        int distance = no_distance;
    };
    std::array<rest_of, knitted_arrangements.size()> rests;
    const table_view& v = view();
    const group_ranking& rank = v.rank[static_cast<int>(gen::group_type::suit)];
    plain_ranks ranks;
    if (r.knitted_straight && nine_need.fewest <= most) {
        ranks = ranks_of(v, counts, r.honours, r.honour_chows);
        const int floor = final_need_of(v, 1, halves_of_ranks(v, ranks));
        for (std::size_t i = 0; i < knitted_arrangements.size(); ++i) {
            const int need = nine_need.need[i];
            if (need + floor > most) continue;
            rest_of& x = rests[i];
            const auto& p = knitted_patterns[i];
            for (std::size_t s = 0; s < 3; ++s) {
                x.codes[s] = rest_codes(ranks.suits[s], held, static_cast<int>(s), p[s]);
                x.ids[s] = rank.id(x.codes[s]);
            }
            x.kept = halves_of_ids(v, x.ids[0], x.ids[1], x.ids[2], ranks.honours);
            x.distance = final_need_of(v, 1, x.kept);
            if (x.distance < no_distance) least = std::min(least, need + x.distance);
        }
    }
    if (least > most || least >= no_distance) return {};
    // A draw lowers a form's distance by one at most, and only a form at `least` matters.
    // 全不靠: one more kind of its sixteen held, an honour or a kind of an arrangement of the
    // fewest need. 组合龙: per arrangement at `least`, a kind of its nine not held (its rest
    // unchanged), or a draw that brings its rest nearer a meld and a pair.
    kind_mask out = 0;
    if (loose == least) {
        out |= honour_kind_mask;
        for (std::size_t i = 0; i < knitted_arrangements.size(); ++i) {
            if (nine_need.need[i] == nine_need.fewest) out |= knitted_arrangements[i];
        }
        out &= ~held;
    }
    const auto zt = r.honour_chows ? gen::group_type::honour_chows : gen::group_type::honour;
    const group_ranking& zrank = v.rank[static_cast<int>(zt)];
    const ranking_codes zcodes = honour_codes(counts + suited_kinds);
    const kind_mask twice = kinds_holding_more_than(counts, 1);
    for (std::size_t i = 0; i < knitted_arrangements.size(); ++i) {
        const rest_of& x = rests[i];
        if (x.distance >= no_distance || nine_need.need[i] + x.distance != least) continue;
        const kind_mask nine = knitted_arrangements[i];
        out |= nine & ~held;
        if (x.distance == 0) continue;  // no draw brings the rest nearer
        // The draws left to settle into the rest: its group's id after one more tile (one
        // half's merged id changes, the other's is kept), the kinds of a group far from every
        // tile its rest holds (alike_draws) at one look-up.
        const auto lowers = [&](int k) {
            halves h = x.kept;
            if (k < 18) {
                const ranking_codes w = suit_code_of_kind(k % 9);
                const std::size_t s = k < 9 ? 0 : 1;
                const std::uint32_t id =
                    rank.id(ranking_codes{x.codes[s].head + w.head, x.codes[s].tail + w.tail});
                h.ss = k < 9 ? v.ss_merge[id * v.suit_count + x.ids[1]]
                             : v.ss_merge[x.ids[0] * v.suit_count + id];
            } else if (k < suited_kinds) {
                const ranking_codes w = suit_code_of_kind(k - 18);
                const std::uint32_t id =
                    rank.id(ranking_codes{x.codes[2].head + w.head, x.codes[2].tail + w.tail});
                h.sh = v.sh_merge[id * v.honour_count + ranks.honours];
            } else {
                const std::uint32_t w = key_weight(7, k - suited_kinds);
                const std::uint32_t z =
                    zrank.id(ranking_codes{zcodes.head + (w & 0xFFFFu), zcodes.tail + (w >> 16)});
                h.sh = v.sh_merge[x.ids[2] * v.honour_count + z];
            }
            return final_need_of(v, 1, h) < x.distance;
        };
        const kind_mask rest_held = (held & ~nine) | (twice & nine);
        for (int g = 0; g < 4; ++g) {
            const int at = 9 * g;
            kind_mask m = draws & ~out & (g < 3 ? kind_mask{0x1FF} << at : honour_kind_mask);
            if (g < 3 || !r.honour_chows) {
                const auto local = static_cast<unsigned>(rest_held >> at) & 0x1FFu;
                const kind_mask alike = kind_mask{alike_draws(local, g < 3)} << at;
                if ((m & alike) != 0) {
                    if (lowers(std::countr_zero(m & alike))) out |= m & alike;
                    m &= ~alike;
                }
            }
            for (; m != 0; m &= m - 1) {
                const int k = std::countr_zero(m);
                if (lowers(k)) out |= kind_mask{1} << k;
            }
        }
    }
    return {least, out & draws};
}

knitted_pair knitted_distances(const shanten_input& in, const rules& r,
                               const target_shape& t) noexcept {
    knitted_pair out;
    if (!three_suits(r) || t.kongs != 0 || t.pairs != 1) return out;
    // Under kongs_in_hand a target past 14 tiles holds kongs: not these forms'.
    if (r.honours_and_knitted && t.special) {
        out.honours_and_knitted = honours_and_knitted_distance(in);
    }
    // 组合龙: 14 tiles, at most one declared meld (its nine take three melds' room).
    if (r.knitted_straight && t.melds + in.melds == 4 && t.melds >= 3) {
        target_shape rest = t;
        rest.melds = t.melds - 3;
        rest.special = false;
        // Plain inputs take the records (their caps are all 4: the rest never needs more than
        // three of a kind, so a lowered cap does not matter there); others the exact engine.
        const auto plain_rest = [&](const shanten_input& part, const target_shape& s) {
            return plain_standard_distance(part.counts.data(), s.melds, 1, r.honours,
                                           r.honour_chows);
        };
        const auto exact_rest = [&](const shanten_input& part, const target_shape& s) {
            return standard_distance(part, r, s);
        };
        // Each form's distance is reported: the arrangements prune only one another.
        out.knitted_straight = in.records_exact && in.melds == 0
                                   ? knitted_straight_distance(in, rest, no_distance, plain_rest)
                                   : knitted_straight_distance(in, rest, no_distance, exact_rest);
    }
    return out;
}

}  // namespace hupai::detail
