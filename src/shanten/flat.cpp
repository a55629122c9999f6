// The flat path (flat.hpp).
#include "shanten/flat.hpp"

#include <algorithm>
#include <bit>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "shanten/frontier.hpp"
#include "shanten/lanes.hpp"
#include "shanten/plain.hpp"
#include "shanten/records.hpp"
#include "shanten/special_forms.hpp"
#include "shanten/standard.hpp"
#include "tables/count_words.hpp"

namespace hupai::detail {

namespace {

// Per byte, 0x80 where a kind is not plain: more than 4 copies, or a cap other than 4.
inline std::uint64_t unplain_marks(const std::uint8_t* c, const std::uint8_t* cap) noexcept {
    return above_marks(load_le<std::uint64_t>(c), copies) |
           nonzero_marks(load_le<std::uint64_t>(cap) ^ 0x0404040404040404ull);
}

// Whether every suit's table record is its exact frontier (table_covers for each): 8 kinds a
// word, the last word (kinds 19–26) keeping only its last three. A group holds at most 14 tiles
// when the concealed part does.
bool suits_covered(const shanten_input& in) noexcept {
    const std::uint8_t* c = in.counts.data();
    const std::uint8_t* cap = in.caps.data();
    if (in.concealed > gen::max_group_tiles) {
        return table_covers(c, cap, 9) && table_covers(c + 9, cap + 9, 9) &&
               table_covers(c + 18, cap + 18, 9);
    }
    const std::uint64_t bad = unplain_marks(c, cap) | unplain_marks(c + 8, cap + 8) |
                              unplain_marks(c + 16, cap + 16) |
                              (unplain_marks(c + 19, cap + 19) & ~0ull << 40);
    return bad == 0;
}

// Whether the target and the rules are ones the table records measure: no kong, at most four
// melds and one pair, every suit allowed.
bool flat_shape(const target_shape& t, const rules& r) noexcept {
    return t.kongs == 0 && t.melds >= 0 && t.melds <= 4 && t.pairs >= 0 && t.pairs <= 1 &&
           r.max_suits >= 3;
}

// Whether the honours' record is their exact frontier (the exact path's own test). c and cap
// point at kind 27 of the hand's 34.
bool honours_covered(const std::uint8_t* c, const std::uint8_t* cap, bool honour_chows,
                     int concealed, const target_shape& t) noexcept {
    if (concealed <= gen::max_group_tiles) {
        // Kinds 26–33 in one word, kind 26 (9s) masked: every kind plain, or (without honour
        // chows) the kinds that are not plain unheld with a cap of at most 4 and enough plain
        // ones left (record_fits_capped_honours).
        const std::uint64_t unplain = unplain_marks(c - 1, cap - 1) & ~0ull << 8;
        if (unplain == 0) return true;
        if (honour_chows) return false;
        const std::uint64_t held_or_large = nonzero_marks(load_le<std::uint64_t>(c - 1)) |
                                            above_marks(load_le<std::uint64_t>(cap - 1), copies);
        return (unplain & held_or_large) == 0 && 7 - std::popcount(unplain) >= t.melds + 1;
    }
    if (table_covers(c, cap, 7)) return true;
    frontier_dims d;
    d.melds = t.melds;
    return !honour_chows && record_fits_capped_honours(c, cap, d);
}

// --- Holes ---------------------------------------------------------------------------------------
//
// A hole is a kind of at most 4 copies whose cap is below 4: a wild kind's own (its tiles are
// wildcards, so its slots beyond its natural copies, Ruijin's flowers, take a wildcard each), a
// kind of a declared meld. The table records take it for a plain kind, so over records the
// hand's distance is that of a relaxed hand in which a hole's slots are all drawn naturally;
// the true distance is no less. It is no more either where some best relaxed target can be
// rearranged to leave at most `slots` unfilled slots on holes, and those slots' wildcards cost
// nothing more: wild_distance(N, slots) = wild_distance(N, 0), N the relaxed need. Rearranged:
// a group on a hole that holds no natural tile (a pung, a pair, a chow through it) moves to a
// fresh kind (unheld, cap 4, unused by the target: the same need, no hole slot). Each group left
// holds a natural tile: a pung or pair of the hole holds one of its copies and leaves at most 2
// slots unfilled, and a chow through the hole leaves 1 (none where it holds the hole's copy),
// holding a tile of the kinds that may share a chow with the hole (its window: in a suit the
// kinds up to two away, under honour chows the hole's family). No tile serves two groups, so
// twice the hole's copies plus its window's tiles bound its unfilled slots. Without drop bits
// the records place at most 4 copies of a kind, and a best target leaves no copy of the hole
// unused while one of its slots is unfilled (the copy would fill it for one less need): so 4
// less its copies bound them too, and 3 where the window holds fewer than 4 tiles, since all 4
// unfilled means no copy of the hole in any group left, so 4 chows, each with a window tile
// (with drop bits, a fifth copy, only the first bound holds). In a suit, 4 shrinks to 3 where
// four such chows cannot all be locked on the hole (below). Summed over the holes, the slots;
// and they are unfilled, so at most N. Where some record has drop bits, the relaxed distance is
// the least over excess levels and each level's target is checked alike
// (checked_drops_distance). A target uses at most N unheld kinds (each at least one slot
// unfilled) and moves at most melds + pairs groups, so fresh kinds suffice when the hand has
// that many more unheld kinds of cap 4; one more is kept in hand so that a natural draw (one
// fewer unheld kind, no more need) cannot break it.

// Four chows on a hole h with no copy of its own, in a suit. Take a best target among those whose
// groups on holes each hold a natural tile with the fewest slots on h; if it has 4, it is those
// four chows and a pair not on h (4 melds at most). A chow at h's low end (h−2, h−1, h) moves
// to (h−3, h−2, h−1) keeping its natural tiles and its need, one slot from h to h−3; at the
// high end, likewise to h+3. A middle chow (h−1, h, h+1) holding h+1 alone moves to (h+1, h+2,
// h+3), its two unfilled slots now on h+2 and h+3. Each needs the new kinds in the suit and
// plain (cap 4, no hole), and a free copy: a kind outside h's chows is used by the pair alone,
// and h+2 by high-end chows, which there are none of once those move. So with plain kinds up to
// three away on both sides, the four are middle chows each holding h−1 and h+1 (4 copies of
// each); with them on the high side only, each holds a natural of h−2 or h−1; on the low side
// only, of h+1 or h+2; with neither, of the window. Fewer such tiles: at most 3 slots on h.
// Under honour chows, a chow on a wind hole is h with two of the other winds, and moves to those
// two and the third, z, where z is free: the other chows but those like it (n of the four) and
// the pair use z, 4 − n + 2 where the pair is z, so z is full only where the pair is z and
// n ≤ 2. Chows like each other lack the same z, and the pair is one kind: four chows cannot all
// be locked where the other winds are plain. A dragon's one chow cannot move.
bool four_chows_locked(int g, const std::uint8_t* c, const std::uint8_t* cap, int h,
                       int window) noexcept {
    if (g == 3) {
        const bool wind = h < 4;
        for (int k = 0; wind && k < 4; ++k) {
            if (k != h && cap[k] != copies) return window >= 4;
        }
        return !wind && window >= 4;
    }
    const auto plain = [&](int k) { return static_cast<unsigned>(k) < 9u && cap[k] == copies; };
    const auto count = [&](int k) { return static_cast<unsigned>(k) < 9u ? c[k] : 0; };
    const bool low = plain(h - 3) && plain(h - 2), high = plain(h + 2) && plain(h + 3);
    if (low && high) return count(h - 1) >= 4 && count(h + 1) >= 4;
    if (high) return count(h - 2) + count(h - 1) >= 4;
    if (low) return count(h + 1) + count(h + 2) >= 4;
    return window >= 4;
}

// Whether the suits' records serve the flat path: each its exact frontier (suits_covered), or,
// with `holes`, exact but for holes, whose kinds (bit 9g + i: kind i of suit g) go to `holes`
// (none where some suited kind holds more than 4 copies). One pass over the counts' words.
bool suits_flat(const shanten_input& in, bool with_holes, std::uint32_t& holes) noexcept {
    holes = 0;
    if (in.concealed > gen::max_group_tiles) return suits_covered(in);
    std::uint32_t unplain = 0, large = 0;
    for (int at : {0, 8, 16, 19}) {
        const std::uint8_t* c = in.counts.data() + at;
        const std::uint64_t keep = at == 19 ? ~0ull << 40 : ~0ull;  // kinds 24–26 of that word
        unplain |= mark_bits(unplain_marks(c, in.caps.data() + at) & keep) << at;
        large |= mark_bits(above_marks(load_le<std::uint64_t>(c), copies) & keep) << at;
    }
    if (unplain == 0) return true;
    holes = unplain;
    return with_holes && large == 0;
}

// The honours' holes (bit i: kind 27 + i), or false where some honour kind holds more than 4
// copies. c and cap point at kind 27.
bool honour_holes(const std::uint8_t* c, const std::uint8_t* cap, unsigned& holes) noexcept {
    holes = 0;
    for (int i = 0; i < 7; ++i) {
        if (c[i] > copies) return false;
        if (cap[i] != copies) holes |= 1u << i;
    }
    return true;
}

// The bounds on the unfilled slots of a group's holes (bits of `holes`, kinds of the group):
// loose, twice each hole's copies and the natural tiles of its window; tight, each hole's also
// no more than 4 less its copies, nor 3 where four chows cannot be locked on it (without drop
// bits only). c and cap point at the group's first kind.
hole_bounds hole_slots_of(int g, const std::uint8_t* c, const std::uint8_t* cap, unsigned holes,
                          bool honour_chows) noexcept {
    hole_bounds b{0, 0};
    for (; holes != 0; holes &= holes - 1) {
        const int h = std::countr_zero(holes);
        // The window's natural tiles: in a suit up to two places away, under honour chows the
        // rest of the hole's family (the winds' four, the dragons' three).
        int window = 0;
        if (g < 3) {
            const auto at = [&](int k) { return static_cast<unsigned>(k) < 9u ? c[k] : 0; };
            window = at(h - 2) + at(h - 1) + at(h + 1) + at(h + 2);
        } else if (honour_chows) {
            const int from = h < 4 ? 0 : 4, to = h < 4 ? 4 : 7;
            for (int k = from; k < to; ++k) window += c[k];
            window -= c[h];
        }
        b.loose += 2 * c[h] + window;
        const bool four = c[h] == 0 && four_chows_locked(g, c, cap, h, window);
        b.tight += std::min({2 * c[h] + window, 4 - c[h], four ? 4 : 3});
    }
    return b;
}

// The kinds a target may use that the hand does not hold and that have the plain cap of 4.
int fresh_kinds(const shanten_input& in) noexcept {
    int fresh = 0;
    for_count_words(in.honours ? kinds : suited_kinds, [&](int at, std::uint64_t keep) {
        const std::uint64_t c = load_le<std::uint64_t>(in.counts.data() + at);
        const std::uint64_t cap = load_le<std::uint64_t>(in.caps.data() + at);
        fresh += std::popcount(keep & zero_marks(c) & zero_marks(cap ^ 0x0404040404040404ull));
    });
    return fresh;
}

// The suits' records merged over the excess levels, as the exact path merges their frontiers, on
// the records' own shape: a suit's need falls by at most one, at one excess slot. two_suits, when
// not null, holds the first two suits' merged needs (the merge tables' plain record; neither
// suit has drop bits), so that only the third suit is merged here.
void merge_suit_records(const gen::record* const rec[3], const gen::record* two_suits,
                        const target_shape& t, merged_suits& suits) noexcept {
    constexpr std::uint8_t none = unreachable;
    std::memset(suits, none, sizeof suits);
    suits[0][0][0] = 0;
    if (two_suits != nullptr) {
        for (int m = 0; m <= t.melds; ++m)
            for (int p = 0; p <= t.pairs; ++p) {
                const int v = (*two_suits)[static_cast<std::size_t>(gen::lane(m, p))];
                suits[m][p][0] = static_cast<std::uint8_t>(v == 0xFF ? none : v);
            }
    }
    for (int g = two_suits != nullptr ? 2 : 0; g < 3; ++g) {
        merged_suits next;
        std::memset(next, none, sizeof next);
        for (int m1 = 0; m1 <= t.melds; ++m1)
            for (int p1 = 0; p1 <= t.pairs; ++p1)
                for (int j1 = 0; j1 < g + 1; ++j1) {
                    const int a = suits[m1][p1][j1];
                    if (a == none) continue;
                    for (int m2 = 0; m1 + m2 <= t.melds; ++m2)
                        for (int p2 = 0; p1 + p2 <= t.pairs; ++p2) {
                            const int v = (*rec[g])[static_cast<std::size_t>(gen::lane(m2, p2))];
                            if (v == 0xFF) continue;
                            std::uint8_t* out = next[m1 + m2][p1 + p2];
                            const int n = a + (v & 15);
                            out[j1] = static_cast<std::uint8_t>(std::min<int>(out[j1], n));
                            if (v >> 4 & 1) {
                                out[j1 + 1] =
                                    static_cast<std::uint8_t>(std::min<int>(out[j1 + 1], n - 1));
                            }
                        }
                }
        std::memcpy(suits, next, sizeof suits);
    }
}

// The distance of the merged suits with the honours at the target: honours(m, p, best) calls
// best(ez, n) for each excess ez the honours' need n of (m melds, p pairs) is reached with (at
// most ez slots); the least need with at most e excess slots goes to wild_distance for each e
// the budget allows.
template <class Honours>
int distance_at_target(const merged_suits& suits, Honours&& honours, const target_shape& t,
                       const wild_budget& w, int extra = 0) noexcept {
    // best[e]: the whole hand at the target with e excess slots.
    std::array<int, 4 + max_excess + 1> best;
    best.fill(no_distance);
    for (int m = 0; m <= t.melds; ++m)
        for (int p = 0; p <= t.pairs; ++p) {
            for (int j = 0; j < 4; ++j) {
                const int a = suits[m][p][j];
                if (a == unreachable) continue;
                honours(t.melds - m, t.pairs - p, [&](int ez, int n) {
                    int& b = best[static_cast<std::size_t>(j + ez)];
                    b = std::min(b, a + n);
                });
            }
        }
    // The least need with at most e excess slots.
    const int last = std::min(static_cast<int>(best.size()) - 1, w.capacity());
    for (std::size_t e = 1; e <= static_cast<std::size_t>(last); ++e)
        best[e] = std::min(best[e], best[e - 1]);
    return least_wild_distance(best.data(), last, w, extra);
}

// Where at most one of the suits of these record ids has drop bits (bit g of drops): the other
// two suits' merged needs from the merge tables (suits are alike, so any two merge in the
// table), the third suit's record moved to recs[2]; else null, recs unchanged.
const gen::record* two_plain_suits(const table_view& v, const std::uint32_t* ids, unsigned drops,
                                   const gen::record** recs) noexcept {
    if (std::popcount(drops & 7u) > 1) return nullptr;
    const int last = (drops & 7u) == 0 ? 2 : std::countr_zero(drops & 7u);
    const int first = last == 0 ? 1 : 0, second = last == 2 ? 1 : 2;
    recs[2] = &v.suit_records[ids[last]];
    return &v.ss_records[v.ss_merge[ids[first] * v.header->suit_records + ids[second]]];
}

// The merged need at excess 0 of four groups with these record ids.
int need_of_ids(const std::uint32_t* ids, const target_shape& t) noexcept {
    const table_view& v = view();
    const halves x{v.ss_merge[ids[0] * v.header->suit_records + ids[1]],
                   v.sh_merge[ids[2] * v.honour_count + ids[3]]};
    return t.pairs == 1 ? final_need_of(v, t.melds, x) : merged_distance(x.ss, x.sh, t.melds, 0);
}

// The standard distance from four group records some of which gain from fifth copies: the suits
// merged over their excess levels, then the honours' record, whose need falls by one per drop bit
// for up to four slots.
int distance_with_drops(const gen::record* const rec[4], const gen::record* two_suits,
                        const target_shape& t, const wild_budget& w, int extra) noexcept {
    merged_suits suits;
    merge_suit_records(rec, two_suits, t, suits);
    const gen::record& honours = *rec[3];
    return distance_at_target(
        suits,
        [&](int m, int p, auto&& best) {
            const int v = honours[static_cast<std::size_t>(gen::lane(m, p))];
            if (v == 0xFF) return;
            int n = v & 15;
            for (int ez = 0; ez <= 4; ++ez) {
                if (ez > 0 && (v >> (3 + ez) & 1)) --n;
                best(ez, n);
            }
        },
        t, w, extra);
}

// distance_with_drops where suit s alone has drop bits: its need falls by one at one excess slot
// in the lanes whose bit is set, so the least needs are N(0) and N(1), each the least over
// suit s's lanes of its need and the other three groups' at the rest of the target (the merge
// tables' plain records of the other two suits, or of the other suit's half, and the last
// group's record). Tens of look-ups where the general merge takes thousands of instructions.
int one_suit_drops_distance(const std::uint32_t* ids, int s, const target_shape& t,
                            const wild_budget& w, int extra) noexcept {
    const table_view& v = view();
    const gen::record& dropping = v.suit_records[ids[s]];
    // The other groups as two records, a and b (plain needs, 0xFF none, in their low nibble or
    // whole byte: b's nibble is its need where b is the honours' record).
    const gen::record& a = s == 2
                               ? v.ss_records[v.ss_merge[ids[0] * v.header->suit_records + ids[1]]]
                               : v.suit_records[ids[1 - s]];
    const gen::record& b = s == 2 ? v.honour_records[ids[3]]
                                  : v.sh_records[v.sh_merge[ids[2] * v.honour_count + ids[3]]];
    const auto need_of = [](const gen::record& r, int m, int p, bool nibble) {
        const int x = r[static_cast<std::size_t>(gen::lane(m, p))];
        return x == 0xFF ? no_distance : nibble ? x & 15 : x;
    };
    // a's own lanes are plain needs where a is a merged record, nibbles where it is a suit's.
    const bool a_nibble = s != 2, b_nibble = s == 2;
    std::array<int, 4 + max_excess + 1> best;
    best.fill(no_distance);
    for (int m = 0; m <= t.melds; ++m)
        for (int p = 0; p <= t.pairs; ++p) {
            const int x = dropping[static_cast<std::size_t>(gen::lane(m, p))];
            if (x == 0xFF) continue;
            int rest = no_distance;  // the other groups at exactly melds − m, pairs − p
            for (int m1 = 0; m1 <= t.melds - m; ++m1)
                for (int p1 = 0; p1 <= t.pairs - p; ++p1) {
                    rest = std::min(rest,
                                    need_of(a, m1, p1, a_nibble) +
                                        need_of(b, t.melds - m - m1, t.pairs - p - p1, b_nibble));
                }
            const int n = rest + (x & 15);
            best[0] = std::min(best[0], n);
            if (x >> 4 & 1) best[1] = std::min(best[1], n - 1);
        }
    const int last = std::min(static_cast<int>(best.size()) - 1, w.capacity());
    for (std::size_t e = 1; e <= static_cast<std::size_t>(last); ++e)
        best[e] = std::min(best[e], best[e - 1]);
    for (int& n : best) n = std::min(n, static_cast<int>(no_distance));
    return least_wild_distance(best.data(), last, w, extra);
}

}  // namespace

// An unreachable lane is 0xFF; a reachable one never has need 15 (a target has at most 14 slots),
// so a low nibble of 15 marks the unreachable lanes.
bool record_has_drops(const gen::record& rec) noexcept {
    constexpr std::uint64_t nibbles = 0x0F0F0F0F0F0F0F0Full;
    std::uint64_t words[2];
    std::memcpy(words, rec.data(), sizeof words);
    std::uint64_t any = 0;
    for (const std::uint64_t w : words) {
        any |= nonzero_marks(w >> 4 & nibbles) & nonzero_marks((w & nibbles) ^ nibbles);
    }
    return any != 0;
}

const drop_marks& record_drops() noexcept {
    static const drop_marks marks = [] {
        const table_view& v = view();
        drop_marks m;
        const auto mark = [](std::array<std::uint64_t, 4>& bits, const gen::record* records,
                             std::uint32_t count) {
            for (std::uint32_t id = 0; id < count && id < 256; ++id) {
                if (record_has_drops(records[id])) bits[id >> 6] |= std::uint64_t{1} << (id & 63);
            }
        };
        mark(m.suit, v.suit_records, v.header->suit_records);
        mark(m.honour, v.honour_records, v.honour_count);
        return m;
    }();
    return marks;
}

int flat_distance_of_ids(const std::uint32_t* ids, unsigned drops, const target_shape& t,
                         const wild_budget& w, int extra) noexcept {
    if (drops == 0) {
        const int need = need_of_ids(ids, t);
        return wild_distance(need, std::min(extra, need), w);
    }
    if ((drops & 8u) == 0 && std::has_single_bit(drops)) {
        return one_suit_drops_distance(ids, std::countr_zero(drops), t, w, extra);
    }
    const table_view& v = view();
    const gen::record* recs[4] = {&v.suit_records[ids[0]], &v.suit_records[ids[1]],
                                  &v.suit_records[ids[2]], &v.honour_records[ids[3]]};
    const gen::record* two_suits = two_plain_suits(v, ids, drops, recs);
    return distance_with_drops(recs, two_suits, t, w, extra);
}

// Every group's table record is its exact frontier (the exact path's own test, group_frontier_of),
// so the exact path's answer is the least over excess levels e of wild_distance(N(e), e): N(e) the
// merged records' need with at most e excess slots. Without a drop bit in any record, N(e) = N(0)
// for every e, and wild_distance grows with the excess: the answer is wild_distance(N(0), 0), and
// N(0) is what the plain path reads from the merge tables. With drop bits, distance_with_drops
// merges the records over the excess levels.
bool flat_standard_parts::init(const shanten_input& in, const rules& r, const target_shape& t,
                               bool holes) noexcept {
    if (!flat_shape(t, r)) return false;
    const std::uint8_t* c = in.counts.data();
    const std::uint8_t* cap = in.caps.data();
    std::uint32_t suited_holes = 0;
    unsigned honours_holes = 0;
    if (!suits_flat(in, holes, suited_holes)) return false;
    const table_view& v = view();
    ids_[3] = v.empty_honour;
    if (in.honours) {
        if (!honours_covered(c + 27, cap + 27, r.honour_chows, in.concealed, t) &&
            !(holes && in.concealed <= gen::max_group_tiles &&
              honour_holes(c + 27, cap + 27, honours_holes))) {
            return false;
        }
        ids_[3] = honour_id(v, c + 27, r.honour_chows);
    }
    for (int g = 0; g < 3; ++g) ids_[g] = suit_id(v, c + 9 * g);
    const drop_marks& marks = record_drops();
    marks_ = &marks;
    drops_ = 0;
    for (int g = 0; g < 4; ++g) drops_ |= static_cast<unsigned>(marks.has(g, ids_[g])) << g;
    caps_ = cap;
    concealed_ = in.concealed;
    t_ = t;
    honour_chows_ = r.honour_chows;
    honours_ = in.honours;
    need_ = drops_ == 0 ? need_of_ids(ids_, t_) : no_distance;
    any_holes_ = (suited_holes | honours_holes) != 0;
    if (any_holes_) {
        hole_slots_ = {0, 0};
        for (int g = 0; g < 3; ++g) holes_[g] = suited_holes >> (9 * g) & 0x1FFu;
        holes_[3] = honours_holes;
        for (int g = 0; g < 4; ++g) {
            bounds_[g] = holes_[g] != 0
                             ? hole_slots_of(g, c + 9 * g, cap + 9 * g, holes_[g], r.honour_chows)
                             : hole_bounds{0, 0};
            hole_slots_.tight += bounds_[g].tight;
            hole_slots_.loose += bounds_[g].loose;
        }
        const int relaxed_need = drops_ == 0 ? need_ : need_of_ids(ids_, t_);
        const int wanted = relaxed_need + t.melds + t.pairs + 1;
        // Counted only where a floor does not settle it: the kinds in play less one per
        // concealed tile (held kinds), per hole and per honour that may be capped unheld.
        const int capped_honours =
            honours_holes != 0 ? std::popcount(honours_holes) : (r.honour_chows ? 0 : 7);
        const int floor = (in.honours ? kinds - capped_honours : suited_kinds) - in.concealed -
                          std::popcount(suited_holes);
        if (floor < wanted && fresh_kinds(in) < wanted) return false;
    }
    return true;
}

int flat_standard_parts::distance(const wild_budget& w, int* at_least) const noexcept {
    if (!any_holes_) {
        return drops_ != 0 ? flat_distance_of_ids(ids_, drops_, t_, w) : wild_distance(need_, 0, w);
    }
    return drops_ != 0 ? checked_drops_distance(ids_, drops_, hole_slots_.loose, w, at_least)
                       : checked_distance(need_, hole_slots_.tight, w, at_least);
}

int flat_standard_parts::checked_drops_distance(const std::uint32_t* ids, unsigned drops, int slots,
                                                const wild_budget& w, int* at_least,
                                                int below) const noexcept {
    // The relaxed distance is the least over excess levels e of wild_distance(N(e), e); each
    // level's best target, rearranged, lays at most min(slots, N(e)) more excess on the holes.
    const int d = flat_distance_of_ids(ids, drops, t_, w);
    if (slots == 0 || d >= below || flat_distance_of_ids(ids, drops, t_, w, slots) == d) return d;
    if (at_least != nullptr) *at_least = d;
    return no_flat;
}

int flat_standard_parts::checked_distance(int need, int slots, const wild_budget& w,
                                          int* at_least) noexcept {
    // The slots on holes are unfilled slots: no more than the need (excess_costs_nothing).
    const int d = wild_distance(need, 0, w);
    if (excess_costs_nothing(need, slots, w)) return d;
    if (at_least != nullptr) *at_least = d;
    return no_flat;
}

int flat_standard_parts::distance_with(int g, const std::uint8_t* counts, const wild_budget& w,
                                       int* at_least) const noexcept {
    return distance_after_draw(g, counts, w, true, at_least, no_distance + 1);
}

int flat_standard_parts::tables_distance_with(int g, const std::uint8_t* counts,
                                              const wild_budget& w) const noexcept {
    return distance_after_draw(g, counts, w, false, nullptr, no_distance + 1);
}

int flat_standard_parts::distance_after_draw(int g, const std::uint8_t* counts,
                                             const wild_budget& w, bool merge_drops, int* at_least,
                                             int below) const noexcept {
    const table_view& v = view();
    std::uint32_t ids[4] = {ids_[0], ids_[1], ids_[2], ids_[3]};
    if (g < 3) {
        // A natural draw keeps a suit's counts within 0–4 and its caps plain.
        ids[g] = suit_id(v, counts);
    } else {
        // A drawn honour may be one capped below 4 (in a declared meld): test the group again;
        // honours with holes are tested above.
        const bool honours_holes = any_holes_ && holes_[3] != 0;
        if (!honours_ ||
            (!honours_holes &&
             !honours_covered(counts, caps_ + 27, honour_chows_, concealed_ + 1, t_)) ||
            (honours_holes && concealed_ + 1 > gen::max_group_tiles)) {
            return no_flat;
        }
        ids[3] = honour_id(v, counts, honour_chows_);
    }
    const unsigned drops = (drops_ & ~(1u << g)) | static_cast<unsigned>(marks_->has(g, ids[g]))
                                                       << g;
    // Without holes as before them; with holes, their bounds after the draw (a natural draw
    // stays within its kind's cap, so a hole's copies stay within 4).
    const auto slots = [&] {
        hole_bounds b = hole_slots_;
        if (holes_[g] != 0) {
            const hole_bounds now =
                hole_slots_of(g, counts, caps_ + 9 * g, holes_[g], honour_chows_);
            b.tight += now.tight - bounds_[g].tight;
            b.loose += now.loose - bounds_[g].loose;
        }
        return b;
    };
    if (drops == 0) {
        const int need = need_of_ids(ids, t_);
        const int d = wild_distance(need, 0, w);
        if (!any_holes_ || d >= below) return d;
        return checked_distance(need, slots().tight, w, at_least);
    }
    if (!merge_drops) return no_flat;
    return any_holes_ ? checked_drops_distance(ids, drops, slots().loose, w, at_least, below)
                      : flat_distance_of_ids(ids, drops, t_, w);
}

unsigned flat_standard_parts::lowering_draws(int g, unsigned draws, const std::uint8_t* counts,
                                             const wild_budget& w, int below,
                                             unsigned& unknown) const noexcept {
    const table_view& v = view();
    std::array<std::uint8_t, kinds> after;  // the counts after a draw, where they are read
    std::memcpy(after.data(), counts, kinds);
    std::uint8_t* group = after.data() + 9 * g;
    const group_ranking& rank =
        v.rank[static_cast<int>(g < 3           ? gen::group_type::suit
                                : honour_chows_ ? gen::group_type::honour_chows
                                                : gen::group_type::honour)];
    const std::uint32_t key = (g < 3 ? suit_codes(group) : honour_codes(group)).key();
    const std::uint32_t* weights = g < 3 ? key_weights<9>.data() : key_weights<7>.data();
    // A draw's need, with a pair in the target: its group's id merged with its partner's (in
    // the merge table, base[stride · id]), that half's id against the other half's (shared by
    // every draw into g) in the final table's row (final[final_stride · half]).
    const std::uint32_t suits = v.header->suit_records, honours = v.honour_count;
    const std::uint16_t* base = g == 0   ? v.ss_merge + ids_[1]
                                : g == 1 ? v.ss_merge + ids_[0] * suits
                                : g == 2 ? v.sh_merge + ids_[3]
                                         : v.sh_merge + ids_[2] * honours;
    const std::uint32_t stride = g == 0 ? suits : g == 2 ? honours : 1;
    const std::uint32_t other =
        g < 2 ? v.sh_merge[ids_[2] * honours + ids_[3]] : v.ss_merge[ids_[0] * suits + ids_[1]];
    const std::uint8_t* final_row =
        v.final_need + static_cast<std::uint32_t>(t_.melds) * v.ss_count * v.sh_count;
    const std::uint8_t* final = g < 2 ? final_row + other : final_row + other * v.sh_count;
    const std::uint32_t final_stride = g < 2 ? v.sh_count : 1;
    // The needs whose distance at excess 0 is below `below`.
    const int need_below = below <= 0 ? 0 : std::min(no_distance, below + held_usable(w));
    const std::array<std::uint64_t, 4>& marks = g < 3 ? marks_->suit : marks_->honour;
    // A drawn honour keeps the honours' record exact where they have holes (checked at init)
    // or no kind capped below 4 (and no more than a group's tiles); else distance_with tests
    // it. Where another group's record has drop bits, every draw merges them.
    const bool one_pass =
        t_.pairs == 1 && (drops_ & ~(1u << g)) == 0 &&
        (g < 3 ||
         (honours_ && concealed_ + 1 <= gen::max_group_tiles &&
          ((any_holes_ && holes_[3] != 0) ||
           nonzero_marks(load_le<std::uint64_t>(caps_ + 26) ^ 0x0404040404040404ull) >> 8 == 0)));
    // Draws of alike kinds (alike_draws, none near a hole either) leave the group with one
    // record id and the holes' bounds as they were: one answers for all.
    const unsigned alike =
        one_pass && !(g == 3 && honour_chows_)
            ? draws &
                  alike_draws(held_bits(group, g < 3 ? 9 : 7) | (any_holes_ ? holes_[g] : 0), g < 3)
            : 0;
    // The draws that move a hole's bound: into its window (the hole's own kind included).
    unsigned near_holes = 0;
    if (any_holes_ && holes_[g] != 0) {
        const unsigned h = holes_[g];
        near_holes = g < 3 ? (h | h << 1 | h << 2 | h >> 1 | h >> 2) & 0x1FFu
                     : honour_chows_
                         ? ((h & 0xFu) != 0 ? 0xFu : 0u) | ((h & 0x70u) != 0 ? 0x70u : 0u)
                         : h;
    }
    unsigned lower = 0;
    unknown = 0;
    for (draws &= ~alike | (alike & (0u - alike)); draws != 0; draws &= draws - 1) {
        const int i = std::countr_zero(draws);
        const unsigned b = (alike >> i & 1u) != 0 ? alike : 1u << i;
        const std::uint32_t id = rank.id(key + weights[i]);
        if (one_pass && (marks[id >> 6] >> (id & 63) & 1u) == 0) {
            const int need = final[final_stride * base[stride * id]];
            if (need >= need_below) continue;  // 0xFF, no target, included
            int slots = any_holes_ ? hole_slots_.tight : 0;
            if (near_holes >> i & 1u) {
                ++group[i];
                slots += hole_slots_of(g, group, caps_ + 9 * g, holes_[g], honour_chows_).tight -
                         bounds_[g].tight;
                --group[i];
            }
            (excess_costs_nothing(need, slots, w) ? lower : unknown) |= b;
        } else {
            int at_least = no_flat;
            ++group[i];
            const int d = distance_after_draw(g, group, w, true, &at_least, below);
            --group[i];
            if (d != no_flat) {
                if (d < below) lower |= b;
            } else if (at_least == no_flat || at_least < below) {
                unknown |= b;
            }
        }
    }
    return lower;
}

int flat_standard_distance(const shanten_input& in, const rules& r,
                           const target_shape& t) noexcept {
    flat_standard_parts parts;
    return parts.init(in, r, t, true) ? parts.distance(in.wild) : no_flat;
}

namespace {

// The suits of these record ids merged as flat_distance_of_ids merges them.
void merge_suits_of_ids(const std::uint32_t* ids, const target_shape& t,
                        merged_suits& suits) noexcept {
    const table_view& v = view();
    const drop_marks& marks = record_drops();
    unsigned drops = 0;
    for (int g = 0; g < 3; ++g) drops |= static_cast<unsigned>(marks.has(g, ids[g])) << g;
    const gen::record* recs[3] = {&v.suit_records[ids[0]], &v.suit_records[ids[1]],
                                  &v.suit_records[ids[2]]};
    const gen::record* two_suits = two_plain_suits(v, ids, drops, recs);
    merge_suit_records(recs, two_suits, t, suits);
}

// The merged suits with the honours' frontier at the target.
int suits_with_honours(const merged_suits& suits, const frontier& honours, const frontier_dims& d,
                       const target_shape& t, const wild_budget& w) noexcept {
    return distance_at_target(
        suits,
        [&](int m, int p, auto&& best) {
            for (int ez = 0; ez <= d.excess; ++ez) {
                const int n = honours.need[d.at(m, p, 0, ez)];
                if (n != unreachable) best(ez, n);
            }
        },
        t, w);
}

// suits_with_honours of the suits of these record ids.
int suits_with_honours(const std::uint32_t* ids, const frontier& honours, const frontier_dims& d,
                       const target_shape& t, const wild_budget& w) noexcept {
    merged_suits suits;
    merge_suits_of_ids(ids, t, suits);
    return suits_with_honours(suits, honours, d, t, w);
}

// Whether flat_suits_standard_distance's shape and suits fit, and its dims.
bool flat_suits_fit(const shanten_input& in, const rules& r, const target_shape& t,
                    frontier_dims& d) noexcept {
    if (!flat_shape(t, r) || !in.honours || !suits_covered(in)) return false;
    d.melds = t.melds;
    d.kongs = 0;
    d.excess = in.wild.capacity();
    return honours_by_parts_apply(in.caps.data(), r, d);
}

}  // namespace

// The suits as flat_standard_parts merges them (each suit's record is its exact frontier) and the
// honours' frontier by parts (frontier.hpp: the merged needs equal the exact frontier's), merged
// at the target as the exact path merges them.
int flat_suits_standard_distance(const shanten_input& in, const rules& r,
                                 const target_shape& t) noexcept {
    frontier_dims d;
    frontier honours;
    if (!flat_suits_fit(in, r, t, d) ||
        !honours_by_parts(in.counts.data() + 27, in.caps.data() + 27, r.honour_chows, d, honours)) {
        return no_flat;
    }
    const table_view& v = view();
    std::uint32_t ids[3];
    for (int g = 0; g < 3; ++g) ids[g] = suit_id(v, in.counts.data() + 9 * g);
    return suits_with_honours(ids, honours, d, t, in.wild);
}

bool flat_suits_parts::init(const shanten_input& in, const rules& r, const target_shape& t,
                            frontier_cache& cache) noexcept {
    if (!flat_suits_fit(in, r, t, d_)) return false;
    const std::uint8_t* c = in.counts.data();
    const std::uint8_t* cap = in.caps.data();
    // Any frontier the cache gives serves the whole hand's merge (the honours by parts, or the
    // exact program's where they do not apply). A copy: the cache may reuse the slot for a drawn
    // hand's honours.
    honours_ = cache.get(3, c + 27, cap + 27, r, true, true, d_).value;
    const table_view& v = view();
    for (int g = 0; g < 3; ++g) ids_[g] = suit_id(v, c + 9 * g);
    merge_suits_of_ids(ids_, t, suits_);
    r_ = &r;
    caps_ = cap;
    cache_ = &cache;
    t_ = t;
    rest_built_ = 0;
    return true;
}

const flat_suits_parts::rest_needs& flat_suits_parts::rest_of(int g) noexcept {
    rest_needs& rest = rest_[g];
    if (rest_built_ >> g & 1u) return rest;
    rest_built_ |= 1u << g;
    // The two other suits merged over their excess levels (a third, empty record adds nothing),
    // from the merge tables when neither has drop bits.
    const table_view& v = view();
    const drop_marks& marks = record_drops();
    const int a = g == 0 ? 1 : 0, b = g == 2 ? 1 : 2;
    gen::record empty;
    empty.fill(0xFF);
    empty[static_cast<std::size_t>(gen::lane(0, 0))] = 0;
    const gen::record* recs[3] = {&v.suit_records[ids_[a]], &v.suit_records[ids_[b]], &empty};
    const gen::record* two_suits = nullptr;
    if (!marks.has(a, ids_[a]) && !marks.has(b, ids_[b])) {
        two_suits = &v.ss_records[v.ss_merge[ids_[a] * v.header->suit_records + ids_[b]]];
    }
    merged_suits suits;
    merge_suit_records(recs, two_suits, t_, suits);
    // With the honours' frontier ("at most e" already): the least need at most e excess slots.
    // Sums stay bytes (each term at most unreachable) and are clipped to unreachable after.
    // A row of byte lanes per (melds, pairs) (lanes.hpp): the honours' levels of one split, read
    // whole, moved up by the suits' j excess slots, plus the suits' need; the sums' lanes past
    // d_.excess (from the next split's entries, or past d.size() inside the array) are dropped.
    using namespace lanes;
    for (auto& by_pairs : rest)
        for (auto& row : by_pairs) row.fill(unreachable);
    row beyond;  // 0xFF past the deepest level
    for (std::size_t e = 0; e < 16; ++e)
        beyond.lane[e] = e > static_cast<std::size_t>(d_.excess) ? 0xFF : 0;
    const vec past = load(beyond);
    for (int m1 = 0; m1 <= t_.melds; ++m1)
        for (int p1 = 0; p1 <= t_.pairs; ++p1)
            for (int j = 0; j < 4; ++j) {
                const int x = suits[m1][p1][j];
                if (x == unreachable || j > d_.excess) continue;
                const vec need = splat(static_cast<std::uint8_t>(x));
                for (int m2 = 0; m1 + m2 <= t_.melds; ++m2)
                    for (int p2 = 0; p1 + p2 <= t_.pairs; ++p2) {
                        const vec honours = load_bytes(&honours_.need[d_.at(m2, p2, 0, 0)]);
                        const vec moved = j == 0   ? honours
                                          : j == 1 ? lanes_up<1>(honours)
                                          : j == 2 ? lanes_up<2>(honours)
                                                   : lanes_up<3>(honours);
                        std::uint8_t* row = rest[static_cast<std::size_t>(m1 + m2)]
                                                [static_cast<std::size_t>(p1 + p2)]
                                                    .data();
                        store_bytes(
                            row, least(load_bytes(row), either(add_saturated(moved, need), past)));
                    }
            }
    for (auto& by_pairs : rest)
        for (auto& row : by_pairs)
            for (auto& n : row) n = std::min(n, unreachable);
    return rest;
}

int flat_suits_parts::distance(const wild_budget& w) const noexcept {
    return suits_with_honours(suits_, honours_, d_, t_, w);
}

int flat_suits_parts::distance_with(int g, const std::uint8_t* counts,
                                    const wild_budget& w) noexcept {
    if (g == 3) {
        // Any frontier the cache gives serves the whole hand's merge (honours by parts or the
        // exact program's).
        const frontier& h = cache_->get(3, counts, caps_ + 27, *r_, true, true, d_).value;
        return suits_with_honours(suits_, h, d_, t_, w);
    }
    // A natural draw keeps a suit's counts within 0–4 and its caps plain.
    const std::uint32_t id = suit_id(view(), counts);
    const int capacity = w.capacity();
    if (capacity > d_.excess) {
        std::uint32_t ids[3] = {ids_[0], ids_[1], ids_[2]};
        ids[g] = id;
        return suits_with_honours(ids, honours_, d_, t_, w);
    }
    // The drawn suit's record against the other groups merged once (rest_of): the same sums as
    // suits_with_honours, grouped otherwise. A suit's need falls by at most one, at one excess
    // slot (its drop bit).
    // The excess levels as byte lanes (lanes.hpp): sums past no_distance, unreachable ones
    // included (they saturate), lose to the starting no_distance as they did as ints.
    using namespace lanes;
    const rest_needs& rest = rest_of(g);
    const gen::record& rec = view().suit_records[id];
    vec best = splat(static_cast<std::uint8_t>(no_distance));
    for (int m = 0; m <= t_.melds; ++m)
        for (int p = 0; p <= t_.pairs; ++p) {
            const int v = rec[static_cast<std::size_t>(gen::lane(m, p))];
            if (v == 0xFF) continue;
            const vec others = load_bytes(
                rest[static_cast<std::size_t>(t_.melds - m)][static_cast<std::size_t>(t_.pairs - p)]
                    .data());
            const auto n = static_cast<std::uint8_t>(v & 15);
            best = least(best, add_saturated(others, splat(n)));
            // The drop: one less need a level up (a need that drops is at least 1).
            if (v >> 4 & 1) {
                best = least(best, add_saturated(lanes_up<1>(others),
                                                 splat(static_cast<std::uint8_t>(n - 1))));
            }
        }
    // The least need with at most e excess slots.
    best = least(best, lanes_up<1>(best));
    best = least(best, lanes_up<2>(best));
    best = least(best, lanes_up<4>(best));
    best = least(best, lanes_up<8>(best));
    row needs;
    store(needs, best);
    return least_wild_distance(needs.lane.data(), capacity, w);
}

// The exact path (seven_pairs_distance) chooses 7 pair items of costs (need, excess). When every
// held kind has the plain cap of 4 and at most 4 copies, each item with excess is an unheld
// capped kind's pair or (seven_pairs_quads) a third pair of a kind, both of need 2; and when at
// least 7 kinds can be paired without a wildcard, the 7 cheapest items of excess 0 cost no more
// than any choice with such items (each costs at most 2). wild_distance grows with need and
// excess, so the answer is wild_distance of the plain need at excess 0, and the plain need is
// the natural counts' pairs and singles as on the plain path.
//
// With holes: a held kind capped below 4 (flowers standing for the 宝, whose slots past them take a
// wildcard each) counts as plain, so the need is a relaxed hand's, no more than the true one. A
// best relaxed choice leaves unfilled slots on such kinds only to pair their singles (a pair
// with no copy of its kind moves to a kind that can be paired without a wildcard, as above), so
// their singles bound those slots (as does the need), and where wild_distance at that excess
// equals it at 0 the relaxed answer is the true one.
namespace {

// What flat seven pairs reads of a hand's counts and caps, in one pass: whether some count or
// cap is over 4, whether some held kind is capped below 4, the kinds that can be paired (cap at
// least 2), the pairs and singles as stats_of gives them (with quads a kind's count halved, its
// odd copy a single, from the tiles; without, a kind held twice or more one pair, once a
// single) and the singles of held capped kinds (at most that many slots on them).
struct pairs_census {
    bool bad = false, capped_held = false;
    int pairable = 0, pairs = 0, singles = 0, tiles = 0, slots = 0;
};

#if defined(__SSE2__)
// Sixteen kinds a step: byte compares and their masks counted (a third of the word loop's
// instructions, which compute each byte test by carries).
pairs_census census_of(const shanten_input& in, bool quads) noexcept {
    const auto load16 = [](const std::uint8_t* p) {
        return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    };
    const __m128i zero = _mm_setzero_si128(), one = _mm_set1_epi8(1);
    const __m128i four = _mm_set1_epi8(copies);
    pairs_census s;
    unsigned bad = 0, capped_held = 0;
    // A block of 16 kinds from `at`, of which those of `keep` (as mask bits, and as the bytes
    // of `kept`) count: kinds 0–15, 16–31 and 18–33 for its last two, or without honours
    // kinds 0–15 and 16–26.
    const auto block = [&](int at, unsigned keep, __m128i kept) {
        const __m128i c = _mm_and_si128(load16(in.counts.data() + at), kept);
        const __m128i cap = load16(in.caps.data() + at);
        const auto bits = [&](__m128i m) {
            return static_cast<unsigned>(_mm_movemask_epi8(m)) & keep;
        };
        bad |= bits(_mm_or_si128(_mm_cmpgt_epi8(c, four), _mm_cmpgt_epi8(cap, four)));
        // Held (not zero) and capped (not 4): the complement of either test.
        const unsigned capped =
            ~bits(_mm_or_si128(_mm_cmpeq_epi8(c, zero), _mm_cmpeq_epi8(cap, four))) & keep;
        capped_held |= capped;
        s.pairable += std::popcount(bits(_mm_cmpgt_epi8(cap, one)));
        const unsigned single = bits(_mm_cmpeq_epi8(quads ? _mm_and_si128(c, one) : c, one));
        s.singles += std::popcount(single);
        s.slots += std::popcount(capped & single);
        if (quads) {
            const __m128i sums = _mm_sad_epu8(c, zero);
            s.tiles += _mm_cvtsi128_si32(sums) + _mm_cvtsi128_si32(_mm_unpackhi_epi64(sums, sums));
        } else {
            s.pairs += std::popcount(bits(_mm_cmpgt_epi8(c, one)));
        }
    };
    const __m128i all = _mm_set1_epi8(-1);
    block(0, 0xFFFFu, all);
    if (in.honours) {
        block(16, 0xFFFFu, all);
        block(18, 0xC000u, _mm_set_epi64x(static_cast<long long>(0xFFFF000000000000ull), 0));
    } else {
        block(16, 0x07FFu, _mm_set_epi64x(0xFFFFFF, -1));  // kinds 16–26
    }
    s.bad = bad != 0;
    s.capped_held = capped_held != 0;
    return s;
}
#else
// Eight kinds a word (for_count_words), each byte test by carries.
pairs_census census_of(const shanten_input& in, bool quads) noexcept {
    pairs_census s;
    std::uint64_t bad = 0, capped_held = 0;
    for_count_words(in.honours ? kinds : suited_kinds, [&](int at, std::uint64_t keep) {
        const std::uint64_t c = load_le<std::uint64_t>(in.counts.data() + at);
        const std::uint64_t cap = load_le<std::uint64_t>(in.caps.data() + at);
        bad |= keep & (above_marks(c, copies) | above_marks(cap, copies));
        const std::uint64_t capped =
            keep & nonzero_marks(c) & nonzero_marks(cap ^ 0x0404040404040404ull);
        capped_held |= capped;
        s.pairable += std::popcount(keep & above_marks(cap, 1));
        // A single: an odd count with quads (its low bit moved to the byte's mark), a count of
        // 1 without.
        const std::uint64_t single = keep & (quads ? c << 7 & high_bits : zero_marks(c ^ low_bits));
        s.singles += std::popcount(single);
        s.slots += std::popcount(capped & single);
        if (quads) {
            s.tiles += byte_sum(c & keep);
        } else {
            s.pairs += std::popcount(keep & above_marks(c, 1));
        }
    });
    s.bad = bad != 0;
    s.capped_held = capped_held != 0;
    return s;
}
#endif

}  // namespace

bool flat_seven_pairs::init(const shanten_input& in, const rules& r, bool holes) noexcept {
    if (r.max_suits < 3) return false;
    quads_ = r.seven_pairs_quads;
    const pairs_census s = census_of(in, quads_);
    if (s.bad || s.pairable < 7 || (s.capped_held && !holes)) return false;
    in_ = &in;
    pairs_ = quads_ ? (s.tiles - s.singles) / 2 : s.pairs;
    singles_ = s.singles;
    slots_ = s.slots;
    return true;
}

tile_mask flat_seven_pairs::lowering_draws(tile_mask draws, const wild_budget& w, int below,
                                           tile_mask& unknown) const noexcept {
    // As distance_with: a kind held once (with quads, an odd number of times) makes a pair of
    // a single; one held no times (with quads, an even number) adds a single; any other count
    // changes nothing. A kind capped below 4 is not answered.
    tile_mask plain = 0, pairing = 0, adding = 0;
    for_count_words(in_->honours ? kinds : suited_kinds, [&](int at, std::uint64_t keep) {
        const std::uint64_t c = load_le<std::uint64_t>(in_->counts.data() + at);
        const std::uint64_t cap = load_le<std::uint64_t>(in_->caps.data() + at);
        plain |= tile_mask{mark_bits(keep & zero_marks(cap ^ 0x0404040404040404ull))} << at;
        const std::uint64_t odd = c << 7 & high_bits;
        pairing |= tile_mask{mark_bits(keep & (quads_ ? odd : zero_marks(c ^ low_bits)))} << at;
        adding |= tile_mask{mark_bits(keep & (quads_ ? odd ^ high_bits : zero_marks(c)))} << at;
    });
    tile_mask lower = 0;
    unknown = draws & ~plain;
    draws &= plain;
    const auto answer = [&](tile_mask kinds, int d) {
        if (d == no_flat) {
            unknown |= kinds;
        } else if (d < below) {
            lower |= kinds;
        }
    };
    answer(draws & pairing, checked(pairs_ + 1, singles_ - 1, w));
    answer(draws & adding, checked(pairs_, singles_ + 1, w));
    answer(draws & ~pairing & ~adding, checked(pairs_, singles_, w));
    return lower;
}

int flat_seven_pairs::distance(const wild_budget& w) const noexcept {
    return checked(pairs_, singles_, w);
}

int flat_seven_pairs::checked_with_slots(int need, const wild_budget& w) const noexcept {
    return excess_costs_nothing(need, slots_, w) ? wild_distance(need, 0, w) : no_flat;
}

int flat_seven_pairs_distance(const shanten_input& in, const rules& r) noexcept {
    flat_seven_pairs pairs;
    return pairs.init(in, r, true) ? pairs.distance(in.wild) : no_flat;
}
}  // namespace hupai::detail
