// The six knitted arrangements of the Chinese Official forms (全不靠, 组合龙): 147, 258 and 369,
// each in a different suit. As 34-bit kind masks, and the held kinds of count words as one.
#pragma once

#include <array>
#include <cstdint>

#include "tables/count_words.hpp"

namespace hupai::detail {

/// Bit k: kind k (0–33).
using kind_mask = std::uint64_t;

inline constexpr kind_mask suited_kind_mask = (kind_mask{1} << suited_kinds) - 1;
inline constexpr kind_mask honour_kind_mask = ((kind_mask{1} << kinds) - 1) & ~suited_kind_mask;

/// The arrangements: for each permutation (a, b, c) of the suits, 147 of a, 258 of b, 369 of c.
inline constexpr std::array<kind_mask, 6> knitted_arrangements = [] {
    constexpr int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    std::array<kind_mask, 6> out{};
    for (int i = 0; i < 6; ++i) {
        for (int offset = 0; offset < 3; ++offset) {
            for (int n = offset; n < 9; n += 3)
                out[i] |= kind_mask{1} << (9 * perms[i][offset] + n);
        }
    }
    return out;
}();

/// Bit i set when byte i of x (each at most 7) is not zero.
HUPAI_HOT_INLINE std::uint64_t nonzero_bytes(std::uint64_t x) noexcept {
    const std::uint64_t nz = (x | x >> 1 | x >> 2) & low_bits;
    // Byte i's bit 8i lands at bit 56 + i and nowhere else at or above 56, without a carry.
    return (nz * 0x0102040810204080ull) >> 56;
}

/// The kinds the words hold (counts at most 7).
HUPAI_HOT_INLINE kind_mask held_kinds(const count_words& w) noexcept {
    return nonzero_bytes(w.suit[0]) | kind_mask{w.nine_m != 0} << 8 |
           nonzero_bytes(w.suit[1]) << 9 | kind_mask{w.nine_p != 0} << 17 |
           nonzero_bytes(w.suit[2]) << 18 | nonzero_bytes(w.last) << 26;
}

/// The words of the kinds in `m`, one tile each.
constexpr count_words words_of_mask(kind_mask m) noexcept {
    count_words w{{0, 0, 0}, 0, 0, 0};
    for (int k = 0; k < kinds; ++k) {
        if ((m >> k & 1u) == 0) continue;
        if (k == 8) {
            w.nine_m = 1;
        } else if (k == 17) {
            w.nine_p = 1;
        } else if (k >= 26) {
            w.last |= std::uint64_t{1} << (8 * (k - 26));
        } else {
            w.suit[k / 9] |= std::uint64_t{1} << (8 * (k % 9));
        }
    }
    return w;
}

/// The words minus one tile of each kind of `a` (each held at least once).
HUPAI_HOT_INLINE count_words without(const count_words& w, const count_words& a) noexcept {
    return {{w.suit[0] - a.suit[0], w.suit[1] - a.suit[1], w.suit[2] - a.suit[2]},
            w.last - a.last,
            w.nine_m - a.nine_m,
            w.nine_p - a.nine_p};
}

inline constexpr std::array<count_words, 6> knitted_arrangement_words = [] {
    std::array<count_words, 6> out{};
    for (std::size_t i = 0; i < out.size(); ++i) out[i] = words_of_mask(knitted_arrangements[i]);
    return out;
}();

}  // namespace hupai::detail
