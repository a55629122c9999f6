// The win forms that are not melds and a pair: seven pairs, thirteen orphans, thirteen_lan.
//
// Each takes the 34 natural counts of a hand (as the words the standard check already loaded)
// and its wildcards; the caller has checked the shape the form needs (14 concealed tiles, no
// declared melds). Counts may exceed 4 (Ruijin flowers standing for the 宝's kind). No
// allocation, no search: a few word operations.
#pragma once

#include <cstdint>

#include "hupai/rules.hpp"
#include "tables/win_table.hpp"

namespace hupai::detail {

/// The kinds held an odd number of times.
HUPAI_HOT_INLINE int odd_kinds(const count_words& w) noexcept {
    return byte_sum((w.suit[0] & low_bits) + (w.suit[1] & low_bits) + (w.suit[2] & low_bits) +
                    (w.last & low_bits)) +
           static_cast<int>((w.nine_m & 1) + (w.nine_p & 1));
}

/// Whether some kind is held three times or more.
HUPAI_HOT_INLINE bool some_kind_thrice(const count_words& w) noexcept {
    return has_at_least(w.suit[0], 3) | has_at_least(w.suit[1], 3) | has_at_least(w.suit[2], 3) |
           has_at_least(w.last, 3) | (w.nine_m >= 3) | (w.nine_p >= 3);
}

/// Whether the natural tiles and `wildcards` pair up completely: a natural tile pairs with one
/// of its kind or with a wildcard, two wildcards pair with each other. With `quads` four (or
/// more) of a kind count as several pairs; without it the pairs must all be of different kinds
/// (wildcard pairs can always take a kind nobody holds). Serves seven pairs and the six pairs of
/// Ruijin's 制飞. A kind held an odd number of times leaves one tile for a wildcard; the
/// wildcards left over are even in number (14 or 12 tiles in all) and pair among themselves.
HUPAI_HOT_INLINE bool pairs_complete(const count_words& w, int wildcards, bool quads) noexcept {
    return odd_kinds(w) <= wildcards && (quads || !some_kind_thrice(w));
}

/// Whether every natural tile is a terminal or an honour (a quick test before the full one).
HUPAI_HOT_INLINE bool only_orphan_kinds(const count_words& w) noexcept {
    constexpr std::uint64_t middle = 0xFFFFFFFFFFFFFF00ull;  // numbers 2–8 of a suit
    return ((w.suit[0] | w.suit[1] | w.suit[2]) & middle) == 0;
}

/// Thirteen orphans for a 14-tile concealed hand: every natural tile a terminal or honour, none
/// held three times, at most one held twice (the wildcards then fill exactly the rest).
inline bool thirteen_orphans_complete(const count_words& w) noexcept {
    // The 13 kinds: 1 and 9 of each suit, and the honours.
    const std::uint64_t ends = (w.suit[0] & 0xFF) | (w.suit[1] & 0xFF) << 8 |
                               (w.suit[2] & 0xFF) << 16 | std::uint64_t{w.nine_m & 0xFF} << 24 |
                               std::uint64_t{w.nine_p & 0xFF} << 32 | (w.last & 0xFF) << 40;
    const bool small =
        !has_at_least(ends, 3) & !has_at_least(w.honours(), 3) & (w.nine_m <= 2) & (w.nine_p <= 2);
    const int twice = byte_sum((ends >> 1) & low_bits) + byte_sum((w.honours() >> 1) & low_bits);
    return only_orphan_kinds(w) & small & (twice <= 1);
}

/// Thirteen_lan for a 14-tile concealed hand: natural tiles pairwise different, within a suit at
/// least 3 apart, and room for every wildcard in a legal place: at most 3 per suit (fewer when
/// its tiles leave no gap, e.g. {2,7}), 7 honours, and only in suits the rules let the hand use.
bool thirteen_lan_complete(const count_words& w, const rules& r) noexcept;

}  // namespace hupai::detail
