// The six knitted arrangements of the Chinese Official forms (全不靠, 组合龙): 147, 258 and 369,
// each in a different suit. As 34-bit kind masks, and the held kinds of count words as one.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "hupai/tiles.hpp"
#include "tables/count_words.hpp"

namespace hupai::detail {

/// Bit k: kind k (0–33).
using kind_mask = std::uint64_t;

inline constexpr kind_mask suited_kind_mask = (kind_mask{1} << suited_kinds) - 1;
inline constexpr kind_mask honour_kind_mask = ((kind_mask{1} << kinds) - 1) & ~suited_kind_mask;

/// The arrangements' patterns: arrangement i holds pattern knitted_patterns[i][s] in suit s
/// (0: 147, 1: 258, 2: 369), each pattern in one suit.
inline constexpr int knitted_patterns[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                               {2, 0, 1}, {1, 2, 0}, {2, 1, 0}};

/// The arrangements as kind masks: for each permutation of the suits, 147 of one, 258 of
/// another, 369 of the third.
inline constexpr std::array<kind_mask, 6> knitted_arrangements = [] {
    std::array<kind_mask, 6> out{};
    for (std::size_t i = 0; i < out.size(); ++i) {
        for (int s = 0; s < 3; ++s) {
            for (int n = knitted_patterns[i][s]; n < 9; n += 3)
                out[i] |= kind_mask{1} << (9 * s + n);
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

/// held_kinds of the 34 counts at `counts` (each at most 7), read with byte compares where SSE2
/// is there: three loads (kinds 0–15, 16–31 and 18–33, so that no byte past kind 33 is read).
HUPAI_HOT_INLINE kind_mask held_kinds_of_counts(const std::uint8_t* counts) noexcept {
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const auto empty = [&](const std::uint8_t* p) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        // A 16-byte movemask fills the low 16 bits alone: no narrowing needed.
        return kind_mask{static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, zero)))};
    };
    const kind_mask none =
        empty(counts) | empty(counts + 16) << 16 | (empty(counts + 18) >> 14) << 32;
    return ~none & (suited_kind_mask | honour_kind_mask);
#else
    return held_kinds(load_words(counts));
#endif
}

/// The kinds of which the 34 counts at `counts` (each at most 7) hold more than n (0–6), read
/// like held_kinds_of_counts.
HUPAI_HOT_INLINE kind_mask kinds_holding_more_than(const std::uint8_t* counts, int n) noexcept {
#if defined(__SSE2__)
    const __m128i floor = _mm_set1_epi8(static_cast<char>(n));
    const auto more = [&](const std::uint8_t* p) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
        return kind_mask{static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpgt_epi8(v, floor)))};
    };
    return more(counts) | more(counts + 16) << 16 | (more(counts + 18) >> 14) << 32;
#else
    kind_mask out = 0;
    for (int k = 0; k < kinds; ++k) out |= kind_mask{counts[k] > n} << k;
    return out;
#endif
}

/// Bits 9s + p (p < 3) of q, one per suit and pattern (p 0: 147, 1: 258, 2: 369), packed
/// as bit 3s + p.
HUPAI_HOT_INLINE unsigned pattern_bits(kind_mask q) noexcept {
    // One multiply gathers the three: bits 0–2 move up 32, bits 9–11 up 26, bits 18–20 up 20,
    // into bits 32–40; the other products land below 32 or above 40, each alone, so no carry
    // reaches the window.
    constexpr kind_mask gather = (kind_mask{1} << 32) | (kind_mask{1} << 26) | (kind_mask{1} << 20);
    return static_cast<unsigned>(((q & 0x1C0E07u) * gather) >> 32) & 0x1FFu;
}

/// Bit 3s + p set when suit s holds pattern p whole.
HUPAI_HOT_INLINE unsigned whole_patterns(kind_mask held) noexcept {
    // Bit 9s + p: kinds p, p + 3 and p + 6 of suit s held (p < 3 keeps them in the suit).
    return pattern_bits(held & held >> 3 & held >> 6);
}

/// Bit 3s + p set when suit s holds at least two of pattern p's three kinds.
HUPAI_HOT_INLINE unsigned two_thirds_patterns(kind_mask held) noexcept {
    const kind_mask b = held >> 3, c = held >> 6;
    return pattern_bits((held & b) | (held & c) | (b & c));
}

/// By whole_patterns: bit i set when arrangement i is held whole.
inline constexpr std::array<std::uint8_t, 512> whole_arrangements_of_patterns = [] {
    std::array<std::uint8_t, 512> out{};
    for (unsigned w = 0; w < out.size(); ++w) {
        for (unsigned i = 0; i < 6; ++i) {
            bool whole = true;
            for (int s = 0; s < 3; ++s)
                whole = whole && (w >> (3 * s + knitted_patterns[i][s]) & 1u);
            if (whole) out[w] = static_cast<std::uint8_t>(out[w] | 1u << i);
        }
    }
    return out;
}();

/// Bit i set when `held` holds arrangement i whole.
HUPAI_HOT_INLINE unsigned whole_arrangements(kind_mask held) noexcept {
    return whole_arrangements_of_patterns[whole_patterns(held)];
}

/// Bit i set when `held` holds at least two of each of arrangement i's patterns' three kinds:
/// every arrangement lacking at most one of its nine is among them.
HUPAI_HOT_INLINE unsigned near_whole_arrangements(kind_mask held) noexcept {
    return whole_arrangements_of_patterns[two_thirds_patterns(held)];
}

/// The words minus one tile of each kind of `a` (each held at least once).
HUPAI_HOT_INLINE count_words without(const count_words& w, const count_words& a) noexcept {
    return {{w.suit[0] - a.suit[0], w.suit[1] - a.suit[1], w.suit[2] - a.suit[2]},
            w.last - a.last,
            w.nine_m - a.nine_m,
            w.nine_p - a.nine_p};
}

/// The words plus those of `a`.
HUPAI_HOT_INLINE constexpr count_words with(const count_words& w, const count_words& a) noexcept {
    return {{w.suit[0] + a.suit[0], w.suit[1] + a.suit[1], w.suit[2] + a.suit[2]},
            w.last + a.last,
            w.nine_m + a.nine_m,
            w.nine_p + a.nine_p};
}

/// The words of one tile of kind k (0–33).
HUPAI_HOT_INLINE constexpr count_words kind_words(int k) noexcept {
    count_words w{{0, 0, 0}, 0, 0, 0};
    if (k == 8) {
        w.nine_m = 1;
    } else if (k == 17) {
        w.nine_p = 1;
    } else if (k >= 26) {
        w.last = std::uint64_t{1} << (8 * (k - 26));
    } else {
        w.suit[k / 9] = std::uint64_t{1} << (8 * (k % 9));
    }
    return w;
}

/// The words of the kinds in `m`, one tile each.
constexpr count_words words_of_mask(kind_mask m) noexcept {
    count_words w{{0, 0, 0}, 0, 0, 0};
    for (; m != 0; m &= m - 1) w = with(w, kind_words(std::countr_zero(m)));
    return w;
}

inline constexpr std::array<count_words, 6> knitted_arrangement_words = [] {
    std::array<count_words, 6> out{};
    for (std::size_t i = 0; i < out.size(); ++i) out[i] = words_of_mask(knitted_arrangements[i]);
    return out;
}();

}  // namespace hupai::detail
