// Counts as little-endian words: the loaders every layer reads count bytes and table fields
// with, and the word arithmetic on them (byte tests, sums, base-5 numbers) that the win check,
// validation and the shanten rankers share. No tables: a leaf any layer may include.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>

// The win check's helpers below are a few instructions each and called from several places;
// the compiler must not turn them into calls (a call costs as much as the helper).
#if defined(__GNUC__)
#define HUPAI_HOT_INLINE [[gnu::always_inline]] inline
#else
#define HUPAI_HOT_INLINE inline
#endif

namespace hupai::detail {

/// Bytes p[0..sizeof(Word)) as a little-endian word (byte i = p[i]): count bytes, and the tables'
/// fields.
template <class Word>
HUPAI_HOT_INLINE Word load_le(const unsigned char* p) noexcept {
    Word w = 0;
    if constexpr (std::endian::native == std::endian::little) {
        std::memcpy(&w, p, sizeof w);
    } else {
        for (int i = sizeof w - 1; i >= 0; --i) w = static_cast<Word>(w << 8 | p[i]);
    }
    return w;
}

/// The first `bytes` (1–4) bytes at p as a little-endian number.
HUPAI_HOT_INLINE std::uint32_t read_le(const unsigned char* p, int bytes) noexcept {
    std::uint32_t v = 0;
    if constexpr (std::endian::native == std::endian::little) {
        std::memcpy(&v, p, static_cast<std::size_t>(bytes));
    } else {
        for (int b = bytes - 1; b >= 0; --b) v = v << 8 | p[b];
    }
    return v;
}

inline constexpr std::uint64_t low_bits = 0x0101010101010101ull;
inline constexpr std::uint64_t high_bits = 0x8080808080808080ull;

/// Whether some byte of w is at least `limit` (1…127). No byte is missed: a byte ≥ 0x80 shows in
/// w itself, and limit…0x7F reach the high bit when 0x80 − limit is added, without a carry.
constexpr bool has_at_least(std::uint64_t w, int limit) noexcept {
    const std::uint64_t add = low_bits * static_cast<std::uint64_t>(0x80 - limit);
    return ((w | (w + add)) & high_bits) != 0;
}

/// Per byte of x (each below 0x80), 0x80 where the byte exceeds `limit` (below 0x80).
constexpr std::uint64_t above_marks(std::uint64_t x, unsigned limit) noexcept {
    return (x + (0x7Fu - limit) * low_bits) & high_bits;
}
/// Per byte of x (each below 0x80), 0x80 where the byte is not zero.
constexpr std::uint64_t nonzero_marks(std::uint64_t x) noexcept { return above_marks(x, 0); }
/// Per byte of x (each below 0x80), 0x80 where the byte is zero.
constexpr std::uint64_t zero_marks(std::uint64_t x) noexcept {
    return ~nonzero_marks(x) & high_bits;
}

/// The sum of the bytes of w, when it is below 256.
constexpr int byte_sum(std::uint64_t w) noexcept { return static_cast<int>((w * low_bits) >> 56); }

/// The 34 counts of a hand: each suit's kinds 1–8 as a word, and a word holding 9s and 1z–7z.
struct count_words {
    std::uint64_t suit[3];  ///< bytes 0–7: kinds 1–8 of m, p, s
    std::uint64_t last;     ///< byte 0: 9s; bytes 1–7: 1z–7z
    std::uint32_t nine_m;
    std::uint32_t nine_p;

    /// The count of the suit's 9.
    std::uint32_t nine(int s) const noexcept {
        return s == 0 ? nine_m : s == 1 ? nine_p : static_cast<std::uint32_t>(last & 0xFF);
    }
    /// The honours alone, in bytes 1–7.
    std::uint64_t honours() const noexcept { return last & ~std::uint64_t{0xFF}; }
};

/// Reads counts[0..34).
HUPAI_HOT_INLINE count_words load_words(const std::uint8_t* counts) noexcept {
    return {{load_le<std::uint64_t>(counts), load_le<std::uint64_t>(counts + 9),
             load_le<std::uint64_t>(counts + 18)},
            load_le<std::uint64_t>(counts + 26),
            counts[8],
            counts[17]};
}

/// Whether some count of w or some byte of `more` (eight more counts) exceeds 4, without a
/// branch: the words' high-bit tests are merged before the one test.
HUPAI_HOT_INLINE bool any_large(const count_words& w, std::uint64_t more) noexcept {
    const auto high = [](std::uint64_t x) { return x | (x + low_bits * (0x80 - 5)); };
    const std::uint64_t nines = w.nine_m | std::uint64_t{w.nine_p} << 8;
    const std::uint64_t words = high(w.suit[0]) | high(w.suit[1]) | high(w.suit[2]) | high(w.last) |
                                high(nines) | high(more);
    return (words & high_bits) != 0;
}

/// Whether some count exceeds 4.
HUPAI_HOT_INLINE bool any_large(const count_words& w) noexcept {
    return has_at_least(w.suit[0], 5) || has_at_least(w.suit[1], 5) || has_at_least(w.suit[2], 5) ||
           has_at_least(w.last, 5) || w.nine_m > 4 || w.nine_p > 4;
}

/// The number of natural tiles (the bytes of the four words add up without a carry while no
/// count exceeds 63).
HUPAI_HOT_INLINE int tile_total(const count_words& w) noexcept {
    return byte_sum(w.suit[0] + w.suit[1] + w.suit[2] + w.last) +
           static_cast<int>(w.nine_m + w.nine_p);
}

/// Two big-endian base-5 numbers of 4 digits from the bytes of x (each 0–4): bytes 0–3 and
/// bytes 4–7. Byte pairs first (5·first + second), then pairs of pairs.
struct base5_quads {
    std::uint32_t high;  ///< bytes 0–3
    std::uint32_t low;   ///< bytes 4–7
};

HUPAI_HOT_INLINE base5_quads base5_quads_of(std::uint64_t x) noexcept {
    // x · (5·256 + 1), one multiplication: written in C++, the constant becomes three
    // shift-and-add instructions, and hidden in a register it takes one the caller needs.
#if defined(__GNUC__) && defined(__x86_64__)
    asm("imulq $0x501, %0, %0" : "+r"(x) : : "cc");
#else
    x *= 0x501;
#endif
    x = (x >> 8) & 0x00FF00FF00FF00FFull;  // 16-bit lanes ≤ 24
    // Lane i + 1 of the product gets lane i + 1 plus 25 × lane i: the quads are lanes 1 and 3,
    // the top lane needing no mask (what carries past bit 63 is lost).
    x *= 0x190001u;
    return {static_cast<std::uint16_t>(x >> 16), static_cast<std::uint32_t>(x >> 48)};
}

/// Two little-endian base-5 numbers of 4 digits from the bytes of x (each 0–4): bytes 0–3 and
/// 4–7 — the rankers' digit order (base5_quads_of above is the big-endian sibling, for
/// the win table's order).
struct base5_le_quads {
    std::uint32_t low = 0, high = 0;
};
inline base5_le_quads base5_le_quads_of(std::uint64_t x) noexcept {
    std::uint64_t pairs = 0x105;  // 256 + 5
#if defined(__GNUC__)
    // One multiplication: a visible constant would become three shift-and-add instructions.
    asm("" : "+r"(pairs));
#endif
    // Byte 2j + 1 of the product is byte 2j + 5 × byte 2j + 1 (≤ 24, no carry): 16-bit lanes.
    x = ((x * pairs) >> 8) & 0x00FF00FF00FF00FFull;
    // Lane 2j + 1 of the product is lane 2j + 25 × lane 2j + 1 (≤ 624): the quads are lanes 1
    // and 3, the top lane needing no mask (what carries past bit 63 is lost).
    x *= 0x10019u;  // 65536 + 25
    return {static_cast<std::uint16_t>(x >> 16), static_cast<std::uint32_t>(x >> 48)};
}

/// Bit i set where byte i of `marks` is 0x80 (every other byte zero): the marks gathered into
/// one byte by a multiply, no two products overlapping.
constexpr unsigned mark_bits(std::uint64_t marks) noexcept {
    return static_cast<unsigned>((marks >> 7) * 0x0102040810204080ull >> 56);
}

/// Bit b: kind first + b held, of n kinds: 9 (a suit) or 7 (the honours). Eight kinds a word:
/// each nonzero count's byte marked (counts are below 0x80) and the marks gathered into one byte
/// by a multiply; reads only the n counts.
inline unsigned held_bits(const std::uint8_t* counts, int n) noexcept {
    const auto eight = [](std::uint64_t x) { return mark_bits(nonzero_marks(x)); };
    if (n == 9) return eight(load_le<std::uint64_t>(counts)) | (counts[8] != 0 ? 1u << 8 : 0u);
    // Kinds 0–3 and 3–6 from two 4-byte loads, kind 3 read twice.
    const std::uint64_t low = load_le<std::uint32_t>(counts);
    const std::uint64_t high = load_le<std::uint32_t>(counts + 3) >> 8;
    return eight(low | high << 32);
}

/// Calls f(at, keep) for n (at least 8) count bytes 8 at a time: the word starting at byte `at`,
/// `keep` masking off the bytes an earlier word already covered (the last word overlaps the one
/// before it rather than reading past the n bytes).
template <class F>
HUPAI_HOT_INLINE void for_count_words(int n, F&& f) noexcept {
    for (int i = 0; i < n; i += 8) {
        const int at = i < n - 8 ? i : n - 8;
        f(at, ~0ull << (8 * (i - at)));
    }
}

}  // namespace hupai::detail
