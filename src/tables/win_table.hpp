// Access to win.bin (src/gen/win_gen.hpp): per-suit labels and wildcard needs, thirteen_lan
// capacities, and the ranks the wait tables are indexed by.
//
// The win check reads a hand's 34 counts as four 64-bit words and turns each group into its
// base-5 number: two multiply-adds per pair of words give the numbers of four kinds at once
// (quads), and built for x86-64-v2 (HUPAI_X86_64_V2) one more multiply-add joins each group's
// quads, so that a whole hand costs about ten vector instructions, four loads from a table of
// 2 MB and no branch on the tiles. Counts above 4 (Ruijin flowers standing for the 宝's kind)
// have no index; callers that may meet them check any_large() and take
// needs_with_large_counts().
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>
#if defined(__SSE4_1__)
#include <immintrin.h>
#endif

#include "gen/win_gen.hpp"
#include "tables/count_words.hpp"
#include "tables/embedded.hpp"

HUPAI_EMBEDDED_TABLE(win)

namespace hupai::detail {

/// A packed need entry (see gen::pack_needs).
using need_entry = std::uint8_t;
constexpr int need_without_pair(need_entry e) noexcept { return e & 0xF; }
/// The extra cost of putting the pair in this suit: −1 … 2.
constexpr int pair_extra(need_entry e) noexcept { return gen::pair_extra_of(e); }
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

/// The base-5 numbers of a hand's groups (gen::suited_index, gen::honour_index): m, p, s, then
/// the honours. Precondition: counts 0–4, at most 14 in a suit.
struct hand_indices {
    std::uint32_t group[4];
};

/// A suit's number from its quads and its 9.
HUPAI_HOT_INLINE std::uint32_t suited_index_of(base5_quads q, std::uint32_t nine) noexcept {
    return q.high * gen::suited_lows + q.low * 5 + nine;
}

/// The honours' number from their quads (1z–3z after a cleared digit, then 4z–7z).
HUPAI_HOT_INLINE std::uint32_t honour_index_of(base5_quads q) noexcept {
    return q.high * 625 + q.low;
}

#if defined(__SSE4_1__)
/// The four words in two registers: kinds 1–8 of m and p, then kinds 1–8 of s with the last word
/// (9s, 1z–7z). indices_of and the special forms' tally read the same two, so that the compiler
/// builds them once.
struct word_vectors {
    __m128i first, second;
};
HUPAI_HOT_INLINE word_vectors vectors_of(const count_words& w) noexcept {
    return {_mm_set_epi64x(static_cast<long long>(w.suit[1]), static_cast<long long>(w.suit[0])),
            _mm_set_epi64x(static_cast<long long>(w.last), static_cast<long long>(w.suit[2]))};
}
#endif

HUPAI_HOT_INLINE hand_indices indices_of(const count_words& w) noexcept {
#if defined(__SSE4_1__)
    // The eight quads, packed to 16 bits, and one more multiply-add joining each group's two:
    // 3125·high + 5·low for a suit (its 9 added after), 625·high + low for the honours.
    const __m128i pairs = _mm_set1_epi16(0x0105);
    const __m128i pairs_of_pairs = _mm_set1_epi32(0x00010019);
    const word_vectors v = vectors_of(w);
    const __m128i a = _mm_madd_epi16(_mm_maddubs_epi16(v.first, pairs), pairs_of_pairs);
    const __m128i b = _mm_madd_epi16(
        _mm_maddubs_epi16(v.second, _mm_insert_epi16(pairs, 0x0100, 4)), pairs_of_pairs);
    const __m128i numbers =
        _mm_madd_epi16(_mm_packus_epi32(a, b), _mm_set_epi16(1, 625, 5, 3125, 5, 3125, 5, 3125));
    const auto lo = static_cast<std::uint64_t>(_mm_cvtsi128_si64(numbers));
    const auto hi = static_cast<std::uint64_t>(_mm_extract_epi64(numbers, 1));
    return {{static_cast<std::uint32_t>(lo) + w.nine_m,
             static_cast<std::uint32_t>(lo >> 32) + w.nine_p,
             static_cast<std::uint32_t>(hi) + w.nine(2), static_cast<std::uint32_t>(hi >> 32)}};
#else
    hand_indices i;
    for (int s = 0; s < 3; ++s) i.group[s] = suited_index_of(base5_quads_of(w.suit[s]), w.nine(s));
    i.group[3] = honour_index_of(base5_quads_of(w.honours()));
    return i;
#endif
}

/// The label of a suit (gen::win_gen.hpp, Labels) from its number.
HUPAI_HOT_INLINE std::uint8_t suited_label_at(std::uint32_t index) noexcept {
    return hupai_win_begin[gen::win_suited_offset + index];
}
/// The label of the honours from their number.
HUPAI_HOT_INLINE std::uint8_t honour_label_at(std::uint32_t index, bool honour_chows) noexcept {
    return hupai_win_begin[gen::honour_label_at(index, honour_chows)];
}
/// The label at byte `offset` of win.bin, for a caller that keeps a group's offset itself (a
/// suit's is win_suited_offset plus its number, the honours' gen::honour_label_at).
HUPAI_HOT_INLINE std::uint8_t label_at_offset(std::uint32_t offset) noexcept {
    return hupai_win_begin[offset];
}
/// The need entry a label stands for.
HUPAI_HOT_INLINE need_entry entry_of_label(std::uint8_t label) noexcept {
    return hupai_win_begin[gen::win_label_entries_offset + label];
}

/// The four labels of a hand: suits m, p, s, then the honours.
struct hand_labels {
    std::uint8_t group[4];

    /// The flags every group has: what decides a hand without wildcards.
    std::uint32_t common() const noexcept {
        return std::uint32_t{group[0]} & group[1] & group[2] & group[3];
    }
};

/// Precondition: at most 14 natural tiles, counts 0–4.
HUPAI_HOT_INLINE hand_labels labels_of(const count_words& w, bool honour_chows) noexcept {
    const hand_indices i = indices_of(w);
    return {{suited_label_at(i.group[0]), suited_label_at(i.group[1]), suited_label_at(i.group[2]),
             honour_label_at(i.group[3], honour_chows)}};
}

/// Whether a hand without wildcards whose labels have `common` flags in common wins in the
/// standard form: every group completes, and not every group holds a pair. A 3n+2 hand's groups
/// hold the pair in one group or in all four (their tiles add up to 2 modulo 3, each group's
/// to 0 or 2), and four pairs are no win.
constexpr bool standard_without_wildcards(std::uint32_t common) noexcept {
    return (common & (gen::label_complete | gen::label_pair)) == gen::label_complete;
}

/// The four need entries of a hand: suits m, p, s, then the honours.
struct hand_needs {
    need_entry suit[4];
};

/// The entry of suit s, by its own number (the scalar route, beside indices_of's).
/// Precondition: its counts are 0–4 and sum to at most 14.
HUPAI_HOT_INLINE need_entry suited_need(const count_words& w, int s) noexcept {
    return entry_of_label(suited_label_at(suited_index_of(base5_quads_of(w.suit[s]), w.nine(s))));
}

/// The entry of the honours, by their own number. Precondition: their counts are 0–4.
HUPAI_HOT_INLINE need_entry honour_need(const count_words& w, bool honour_chows) noexcept {
    return entry_of_label(
        honour_label_at(honour_index_of(base5_quads_of(w.honours())), honour_chows));
}

/// The rank of suit s among the vectors of at most 14 tiles (the wait tables' index).
/// Precondition: its counts are 0–4 and sum to at most 14.
HUPAI_HOT_INLINE std::uint32_t suited_rank(const count_words& w, int s) noexcept {
    const base5_quads q = base5_quads_of(w.suit[s]);
    return read_le(hupai_win_begin + gen::win_high_slots_offset + gen::rank_slot_bytes * q.high,
                   4) +
           read_le(hupai_win_begin + gen::win_low_slots_offset +
                       gen::rank_slot_bytes * (q.low * 8 + w.nine(s)),
                   4);
}

/// The honours' number (gen::honour_index). Precondition: their counts are 0–4.
HUPAI_HOT_INLINE std::uint32_t honour_index(const count_words& w) noexcept {
    return honour_index_of(base5_quads_of(w.honours()));
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
    const hand_labels l = labels_of(w, honour_chows);
    return {{entry_of_label(l.group[0]), entry_of_label(l.group[1]), entry_of_label(l.group[2]),
             entry_of_label(l.group[3])}};
}

/// The fewest wildcards that complete the whole hand as melds and one pair (pair true) or as
/// melds only, from the sum of its groups' additive needs (gen::additive_need). The pair goes
/// where it costs least. A pair of wildcards alone is never cheaper, every suit's extra being at
/// most 2.
HUPAI_HOT_INLINE int wildcards_needed(std::uint32_t additive_sum, bool pair) noexcept {
    const int total = static_cast<int>(additive_sum >> 16);
    if (!pair) return total;
    // Some nibble is non-zero (the counts of the four suits add up to 4); bit 16 only tells the
    // compiler that the count of trailing zeros has a set bit to find.
    return total + (std::countr_zero(additive_sum | 0x10000u) >> 2) - 1;
}

/// The sum of the additive needs of four keys in the u32 table at `offset` of win.bin (read from
/// the blob, so that the table shares its base address).
HUPAI_HOT_INLINE std::uint32_t additive_sum(std::size_t offset,
                                            const std::uint8_t (&keys)[4]) noexcept {
    std::uint32_t sum = 0;
    for (const std::uint8_t k : keys)
        sum += read_le(hupai_win_begin + offset + 4 * std::size_t{k}, 4);
    return sum;
}

/// The additive need (gen::additive_need) of one group's label: four groups' summed are what
/// wildcards_needed reads, so a caller changing one group can keep the other three's sum.
HUPAI_HOT_INLINE std::uint32_t label_additive_need(std::uint8_t label) noexcept {
    return read_le(hupai_win_begin + gen::win_label_additive_offset + 4 * std::size_t{label}, 4);
}

/// wildcards_needed of four need entries.
HUPAI_HOT_INLINE int wildcards_needed(const hand_needs& n, bool pair) noexcept {
    return wildcards_needed(additive_sum(gen::win_additive_offset, n.suit), pair);
}

/// wildcards_needed of four labels, without reading their entries.
HUPAI_HOT_INLINE int wildcards_needed(const hand_labels& l, bool pair) noexcept {
    return wildcards_needed(additive_sum(gen::win_label_additive_offset, l.group), pair);
}

}  // namespace hupai::detail
