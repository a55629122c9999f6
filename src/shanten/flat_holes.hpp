// The flat path's holes: kinds of at most 4 copies capped below 4 (a wild kind's own, a declared
// meld's), which the table records take for plain kinds. Which kinds are holes, and the bounds
// on the slots a best target leaves unfilled on them, under which the records' relaxed distance
// is the true one. Inline: read on every flat answer with holes, per drawn tile included.
#pragma once

#include <bit>

#include "shanten/flat_records.hpp"

namespace hupai::detail::flat_records {

// Internal linkage in each file that includes this header, as in the one file these came from:
// the compiler inlines a function called once there, and keeps the generated code the same.
namespace {  // NOLINT(cert-dcl59-cpp,google-build-namespaces)

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
inline bool four_chows_locked(int g, const std::uint8_t* c, const std::uint8_t* cap, int h,
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
inline bool suits_flat(const shanten_input& in, bool with_holes, std::uint32_t& holes) noexcept {
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
inline bool honour_holes(const std::uint8_t* c, const std::uint8_t* cap, unsigned& holes) noexcept {
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
inline hole_bounds hole_slots_of(int g, const std::uint8_t* c, const std::uint8_t* cap,
                                 unsigned holes, bool honour_chows) noexcept {
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
inline int fresh_kinds(const shanten_input& in) noexcept {
    int fresh = 0;
    for_count_words(in.honours ? kinds : suited_kinds, [&](int at, std::uint64_t keep) {
        const std::uint64_t c = load_le<std::uint64_t>(in.counts.data() + at);
        const std::uint64_t cap = load_le<std::uint64_t>(in.caps.data() + at);
        fresh += std::popcount(keep & zero_marks(c) & zero_marks(cap ^ 0x0404040404040404ull));
    });
    return fresh;
}

}  // namespace

}  // namespace hupai::detail::flat_records
