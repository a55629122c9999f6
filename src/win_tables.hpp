// Access to win.bin (src/gen/win_gen.hpp): per-suit wildcard needs and thirteen_lan capacities.
//
// The win check reads a hand's 34 counts as four 64-bit words and turns each suit into its table
// index with SWAR arithmetic: two multiplications give two 4-digit base-5 numbers at once, so a
// whole hand costs about eight multiplications, a dozen loads from tables that fit a core's L2
// cache, and no branch on the tiles. The index loads bring the tally of the hand's tiles that the
// special forms need along (win_gen.hpp, Slots). Counts above 4 (Ruijin flowers standing for the
// 宝's kind) have no index; callers that may meet them check any_large() and take
// needs_with_large_counts(). Built for x86-64-v2 (HUPAI_X86_64_V2), the whole hand's quads come
// from two SIMD multiply-adds per pair of words instead (quads_of).
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>
#if defined(__SSE4_1__)
#include <immintrin.h>
#endif

#include "gen/win_gen.hpp"
#include "tables.hpp"

HUPAI_EMBEDDED_TABLE(win)

// The win check's helpers below are a few instructions each and called from several places;
// the compiler must not turn them into calls (a call costs as much as the helper).
#if defined(__GNUC__)
#define HUPAI_HOT_INLINE [[gnu::always_inline]] inline
#else
#define HUPAI_HOT_INLINE inline
#endif

namespace hupai::detail {

/// A packed need entry (see gen::pack_needs).
using need_entry = std::uint8_t;
constexpr int need_without_pair(need_entry e) noexcept { return e & 0xF; }
/// The extra cost of putting the pair in this suit: −1 … 2.
constexpr int pair_extra(need_entry e) noexcept {
    return std::countr_zero(unsigned{e} >> 4 | 0x10u) - 1;
}
constexpr int need_with_pair(need_entry e) noexcept { return need_without_pair(e) + pair_extra(e); }

/// Whether the embedded blob has the size, magic and version this build expects.
bool win_tables_ok() noexcept;

/// The entry of a suited vector c[0..9) (counts 0–4): gen::need_impossible beyond 14 tiles.
need_entry suited_entry(const std::uint8_t* c) noexcept;
/// The entry of an honour vector c[0..7) (counts 0–4).
need_entry honour_entry(const std::uint8_t* c, bool honour_chows) noexcept;
/// gen::lan_capacity(mask) for mask < 512, read from the table.
inline std::uint8_t lan_capacity(unsigned mask) noexcept {
    return hupai_win_begin[gen::win_lan_offset + (mask & 0x1FFu)];
}

/// Needs of a suit (9 counts) or of the honours (7) when a count may exceed 4, for a hand whose
/// natural tiles number at most 14 once its in-hand kongs are set aside.
need_entry needs_with_large_counts(const std::uint8_t* counts, gen::suit_shape shape) noexcept;

// --- The counts as words ------------------------------------------------------------------

/// Eight bytes as a little-endian word (byte i = p[i]): count bytes, and the tables' u64 fields.
HUPAI_HOT_INLINE std::uint64_t load_le64(const unsigned char* p) noexcept {
    std::uint64_t w = 0;
    if constexpr (std::endian::native == std::endian::little) {
        std::memcpy(&w, p, sizeof w);
    } else {
        for (int i = 7; i >= 0; --i) w = w << 8 | p[i];
    }
    return w;
}

/// Eight count bytes as a word.
HUPAI_HOT_INLINE std::uint64_t load_counts8(const std::uint8_t* p) noexcept { return load_le64(p); }

inline constexpr std::uint64_t low_bits = 0x0101010101010101ull;
inline constexpr std::uint64_t high_bits = 0x8080808080808080ull;

/// Whether some byte of w is at least `limit` (1…127). No byte is missed: a byte ≥ 0x80 shows in
/// w itself, and limit…0x7F reach the high bit when 0x80 − limit is added, without a carry.
constexpr bool has_at_least(std::uint64_t w, int limit) noexcept {
    const std::uint64_t add = low_bits * static_cast<std::uint64_t>(0x80 - limit);
    return ((w | (w + add)) & high_bits) != 0;
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
    return {{load_counts8(counts), load_counts8(counts + 9), load_counts8(counts + 18)},
            load_counts8(counts + 26),
            counts[8],
            counts[17]};
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

HUPAI_HOT_INLINE std::uint32_t read_le(const unsigned char* p, int bytes) noexcept {
    std::uint32_t v = 0;
    if constexpr (std::endian::native == std::endian::little) {
        std::memcpy(&v, p, static_cast<std::size_t>(bytes));
    } else {
        for (int b = bytes - 1; b >= 0; --b) v = v << 8 | p[b];
    }
    return v;
}

/// The quads of the four words: suits m, p, s (kinds 1–8), then the honours (byte 0, the 9s,
/// cleared: the high quad is 1z–3z).
struct hand_quads {
    base5_quads group[4];
};

#if defined(__SSE4_1__)
/// Two words' quads from one 128-bit register: pmaddubsw forms 5·first + second of each byte
/// pair, pmaddwd 25·first + second of each pair of pairs, leaving the big-endian quads in order
/// in the 32-bit lanes. Four instructions for two words where the word arithmetic takes two
/// multiplications and five shifts and masks per word. `pair_weights` are the pmaddubsw
/// weights (a 0 drops a byte: the 9s before the honours).
HUPAI_HOT_INLINE void simd_quads(std::uint64_t first, std::uint64_t second, __m128i pair_weights,
                                 base5_quads& a, base5_quads& b) noexcept {
    __m128i x = _mm_set_epi64x(static_cast<long long>(second), static_cast<long long>(first));
    x = _mm_maddubs_epi16(x, pair_weights);
    x = _mm_madd_epi16(x, _mm_set1_epi32(0x00010019));  // words 25, 1
    const auto lo = static_cast<std::uint64_t>(_mm_cvtsi128_si64(x));
    const auto hi = static_cast<std::uint64_t>(_mm_extract_epi64(x, 1));
    a = {static_cast<std::uint32_t>(lo), static_cast<std::uint32_t>(lo >> 32)};
    b = {static_cast<std::uint32_t>(hi), static_cast<std::uint32_t>(hi >> 32)};
}
#endif

HUPAI_HOT_INLINE hand_quads quads_of(const count_words& w) noexcept {
    hand_quads q;
#if defined(__SSE4_1__)
    // Bytes weighted 5, 1 (5·first + second); the last word's byte 0, the 9s, weighted 0.
    const __m128i pairs = _mm_set1_epi16(0x0105);
    simd_quads(w.suit[0], w.suit[1], pairs, q.group[0], q.group[1]);
    simd_quads(w.suit[2], w.last, _mm_insert_epi16(pairs, 0x0100, 4), q.group[2], q.group[3]);
#else
    for (int s = 0; s < 3; ++s) q.group[s] = base5_quads_of(w.suit[s]);
    q.group[3] = base5_quads_of(w.honours());
#endif
    return q;
}

/// Slot i of the slot table at `offset` (gen::win_high_slots_offset …).
HUPAI_HOT_INLINE std::uint64_t read_slot(std::size_t offset, std::uint32_t i) noexcept {
    return load_le64(hupai_win_begin + offset + 8 * std::size_t{i});
}

/// The sum of a suit's two slots from its quads (kinds 1–4 and 5–8) and its 9, which picks the
/// low slot among the 8 of kinds 5–8: its rank in bits 0–31, its tally above (win_gen.hpp).
HUPAI_HOT_INLINE std::uint64_t suited_slots_of(base5_quads q, std::uint32_t nine) noexcept {
    return read_slot(gen::win_high_slots_offset, q.high) +
           read_slot(gen::win_low_slots_offset, q.low * 8 + nine);
}

/// The sum of the honours' two slots from their quads: their index in bits 0–31, their tally
/// above.
HUPAI_HOT_INLINE std::uint64_t honour_slots_of(base5_quads q) noexcept {
    return read_slot(gen::win_honour_high_slots_offset, q.high) +
           read_slot(gen::win_honour_low_slots_offset, q.low);
}

/// suited_slots_of suit s. Precondition: its counts are 0–4 and sum to at most 14.
HUPAI_HOT_INLINE std::uint64_t suited_slots(const count_words& w, int s) noexcept {
    return suited_slots_of(base5_quads_of(w.suit[s]), w.nine(s));
}

/// honour_slots_of the honours. Precondition: their counts are 0–4.
HUPAI_HOT_INLINE std::uint64_t honour_slots(const count_words& w) noexcept {
    return honour_slots_of(base5_quads_of(w.honours()));
}

/// The rank or index in a sum of slots.
HUPAI_HOT_INLINE std::uint32_t slot_index(std::uint64_t slots) noexcept {
    return static_cast<std::uint32_t>(slots);
}

/// The entry of a suit from its slots (suited_slots).
HUPAI_HOT_INLINE need_entry suited_need_of(std::uint64_t slots) noexcept {
    return hupai_win_begin[gen::win_suited_offset + slot_index(slots)];
}
/// The entry of suit s. Precondition: its counts are 0–4 and sum to at most 14.
HUPAI_HOT_INLINE need_entry suited_need(const count_words& w, int s) noexcept {
    return suited_need_of(suited_slots(w, s));
}

/// The entry of the honours from their slots (honour_slots).
HUPAI_HOT_INLINE need_entry honour_need_of(std::uint64_t slots, bool honour_chows) noexcept {
    return hupai_win_begin[gen::honour_entry_at(slot_index(slots), honour_chows)];
}
/// The entry of the honours. Precondition: their counts are 0–4.
HUPAI_HOT_INLINE need_entry honour_need(const count_words& w, bool honour_chows) noexcept {
    return honour_need_of(honour_slots(w), honour_chows);
}

/// The four need entries of a hand: suits m, p, s, then the honours.
struct hand_needs {
    need_entry suit[4];
};

/// A hand's four need entries and the tally of its natural tiles (gen::tally_field), as the
/// slots add it up: with gen::tally_bias.
struct hand_lookup {
    hand_needs needs;
    std::uint32_t biased_tally;

    int count(gen::tally_field f) const noexcept {
        const std::uint32_t tally = biased_tally - gen::tally_bias;
        return static_cast<int>(tally >> gen::tally_bit(f) & gen::tally_mask(f));
    }
};

/// Whether a hand without wildcards whose slots add up to `biased_tally` may be a special form:
/// some kind held an odd number of times is missing (seven pairs), fewer than 3 tiles in pairs
/// and middle tiles together (thirteen orphans: at most one kind twice, no middle tile), or with
/// thirteen_lan no tile in pairs. Each field's top bit in the biased sum is clear exactly when
/// the field is below its threshold (gen::tally_bias), so one mask and one compare decide.
constexpr bool may_be_special(std::uint32_t biased_tally, bool thirteen_lan) noexcept {
    constexpr int lan_guard = gen::tally_bit(gen::tally_field::paired_again) + 7;
    const std::uint32_t guards = (gen::candidate_guards & ~(1u << lan_guard)) |
                                 static_cast<std::uint32_t>(thirteen_lan) << lan_guard;
    return (biased_tally & guards) != guards;
}

/// Precondition: at most 14 natural tiles, counts 0–4.
HUPAI_HOT_INLINE hand_lookup look_up(const count_words& w, bool honour_chows) noexcept {
    const hand_quads q = quads_of(w);
    const std::uint64_t m = suited_slots_of(q.group[0], w.nine_m);
    const std::uint64_t p = suited_slots_of(q.group[1], w.nine_p);
    const std::uint64_t s = suited_slots_of(q.group[2], w.nine(2));
    const std::uint64_t z = honour_slots_of(q.group[3]);
    return {{{suited_need_of(m), suited_need_of(p), suited_need_of(s),
              honour_need_of(z, honour_chows)}},
            static_cast<std::uint32_t>((m + p + s + z) >> gen::tally_shift)};
}

/// Precondition: at most 14 natural tiles; counts 0–4 unless `may_be_large`.
template <bool may_be_large>
HUPAI_HOT_INLINE hand_needs needs_of(const count_words& w, const std::uint8_t* counts,
                                     bool honour_chows) noexcept {
    if constexpr (may_be_large) {
        if (any_large(w)) [[unlikely]] {
            return {{needs_with_large_counts(counts, gen::suit_shape::suited),
                     needs_with_large_counts(counts + 9, gen::suit_shape::suited),
                     needs_with_large_counts(counts + 18, gen::suit_shape::suited),
                     needs_with_large_counts(counts + 27, honour_chows
                                                              ? gen::suit_shape::honours_with_chows
                                                              : gen::suit_shape::honours)}};
        }
    }
    return look_up(w, honour_chows).needs;
}

/// The fewest wildcards that complete the whole hand as melds and one pair (pair true) or as
/// melds only. The pair goes where it costs least (gen::additive_need, read from win.bin so that
/// the table shares the blob's base address). A pair of wildcards alone is never cheaper, every
/// suit's extra being at most 2.
HUPAI_HOT_INLINE int wildcards_needed(const hand_needs& n, bool pair) noexcept {
    const auto additive = [](need_entry e) {
        return read_le(hupai_win_begin + gen::win_additive_offset + 4 * std::size_t{e}, 4);
    };
    const auto [a, b, c, d] = n.suit;
    const std::uint32_t sum = additive(a) + additive(b) + additive(c) + additive(d);
    const int total = static_cast<int>(sum >> 16);
    if (!pair) return total;
    // Some nibble is non-zero (the counts of the four suits add up to 4); bit 16 only tells the
    // compiler that the count of trailing zeros has a set bit to find.
    return total + (std::countr_zero(sum | 0x10000u) >> 2) - 1;
}

}  // namespace hupai::detail
