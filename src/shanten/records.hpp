// The shanten tables (shanten.bin, src/gen/shanten_tables.hpp) as the engine reads them: ranking
// codes that turn a group's counts into its record id, the records, and the merges of suits and
// honours that the plain path and discard analysis combine.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#if defined(__SSE4_1__)
#include <smmintrin.h>
#endif

#include "gen/shanten_tables.hpp"
#include "shanten/model.hpp"
#include "tables/count_words.hpp"
#include "tables/embedded.hpp"

HUPAI_EMBEDDED_TABLE(shanten)

namespace hupai::detail {

/// Weight of kind i (of a group of n kinds) in a ranking key (see group_ranking).
constexpr std::uint32_t key_weight(int n, int i) noexcept {
    const int head = gen::head_kinds_of(n);
    std::uint32_t w = 1;
    for (int j = i < head ? 0 : head; j < i; ++j) w *= 5;
    return i < head ? w : w << 16;
}
/// key_weight(N, i) for every kind of a group of N kinds.
template <int N>
inline constexpr std::array<std::uint32_t, N> key_weights = [] {
    std::array<std::uint32_t, N> w{};
    for (int i = 0; i < N; ++i) w[static_cast<std::size_t>(i)] = key_weight(N, i);
    return w;
}();
/// The base-5 codes of a group's head and tail kinds, and their ranking key.
struct ranking_codes {
    std::uint32_t head = 0, tail = 0;
    std::uint32_t key() const noexcept { return head | tail << 16; }
};
/// The codes of the counts of a group of N kinds (the weights fold into constants; head and
/// tail are two independent sums, shorter dependency chains than one running sum).
template <int N>
ranking_codes ranking_codes_of(const std::uint8_t* counts) noexcept {
    constexpr int head_kinds = gen::head_kinds_of(N);
    ranking_codes c;
    for (int i = 0; i < head_kinds; ++i) {
        c.head += counts[i] * key_weights<N>[static_cast<std::size_t>(i)];
    }
    for (int i = head_kinds; i < N; ++i) {
        c.tail += counts[i] * (key_weights<N>[static_cast<std::size_t>(i)] >> 16);
    }
    return c;
}
template <int N>
std::uint32_t ranking_key(const std::uint8_t* counts) noexcept {
    return ranking_codes_of<N>(counts).key();
}

/// ranking_codes_of<9> and ranking_codes_of<7> by word arithmetic, equal to them on every vector
/// of counts 0–4 (the exhaustive test checks): the fast path ranks four groups a hand, and nine
/// scalar multiply-adds a group would be its largest cost. They read the group's counts only.
inline ranking_codes suit_codes(const std::uint8_t* c) noexcept {
    // Head kinds 0–4, tail kinds 5–8: kinds 1–8 as two quads, then kind 0 the lowest digit.
    const base5_le_quads q = base5_le_quads_of(load_le<std::uint64_t>(c + 1));
    return {c[0] + 5 * q.low, q.high};
}
/// suit_codes of one tile of kind k (0–8) alone: the codes are linear in the counts, so those of
/// a suit less some tiles are its codes less theirs.
constexpr ranking_codes suit_code_of_kind(int k) noexcept {
    // The head weighs kinds 0–4 as 5^k, the tail kinds 5–8 as 5^(k − 5).
    std::uint32_t weight = 1;
    for (int i = k < 5 ? 0 : 5; i < k; ++i) weight *= 5;
    return k < 5 ? ranking_codes{weight, 0} : ranking_codes{0, weight};
}
inline ranking_codes honour_codes(const std::uint8_t* c) noexcept {
    // Head kinds 0–3, tail kinds 4–6: bytes 0–6 from two overlapping 4-byte loads, byte 7 zero.
    const std::uint64_t low = load_le<std::uint32_t>(c);
    const std::uint64_t high = load_le<std::uint32_t>(c + 3) >> 8;
    const base5_le_quads q = base5_le_quads_of(low | high << 32);
    return {q.low, q.high};
}

/// The ranking codes of a hand's four groups (suits m, p, s, then the honours) from its 34
/// counts (each 0–4), equal to suit_codes and honour_codes of each (the tests check). With
/// SSE4.1, all eight codes in one pass: three 16-byte loads within the 34 counts, the digits
/// shuffled into place, pairs of digits weighed by one multiply-add of bytes, pairs of pairs by
/// one of words, and the suits' fifth head digit added across by one horizontal add.
struct hand_codes {
    ranking_codes group[4];
};
#if defined(__SSE4_1__)
template <int L>
HUPAI_HOT_INLINE std::uint32_t lane32(__m128i v) noexcept {
    return static_cast<std::uint32_t>(_mm_extract_epi32(v, L));
}
#endif
HUPAI_HOT_INLINE hand_codes hand_codes_of(const std::uint8_t* c) noexcept {
#if defined(__SSE4_1__)
    const auto load = [c](int at) {
        return _mm_loadu_si128(reinterpret_cast<const __m128i*>(c + at));
    };
    const __m128i from0 = load(0), from2 = load(2), from18 = load(18);
    constexpr char none = -128;  // a shuffle index that gives 0
    // Head digits 0–3 in bytes 0–3 of a dword, digit 4 (the suits' fifth) alone in the next:
    // m and p from bytes 0–15, s and the honours from bytes 18–33.
    const __m128i heads_mp = _mm_shuffle_epi8(
        from0, _mm_setr_epi8(0, 1, 2, 3, 4, none, none, none, 9, 10, 11, 12, 13, none, none, none));
    const __m128i heads_sz = _mm_shuffle_epi8(
        from18,
        _mm_setr_epi8(0, 1, 2, 3, 4, none, none, none, 9, 10, 11, 12, none, none, none, none));
    // Tail digits, a dword a group: m's and p's (kinds 5–8: bytes 5–8, 14–17) from bytes 2–17,
    // s's and the honours' (kinds 5–8, 4–6: bytes 23–26, 31–33) from bytes 18–33.
    const __m128i tails = _mm_or_si128(
        _mm_shuffle_epi8(from2, _mm_setr_epi8(3, 4, 5, 6, 12, 13, 14, 15, none, none, none, none,
                                              none, none, none, none)),
        _mm_shuffle_epi8(from18, _mm_setr_epi8(none, none, none, none, none, none, none, none, 5, 6,
                                               7, 8, 13, 14, 15, none)));
    // Byte pairs: first + 5 × second (words); word pairs: first + 25 × second (dwords), the
    // fifth head digit's word × 625.
    const __m128i by_pairs = _mm_set1_epi16(0x0501);
    const __m128i quads = _mm_set1_epi32(0x00190001);
    const __m128i head_quads = _mm_set_epi32(625, 0x00190001, 625, 0x00190001);
    const __m128i head =
        _mm_hadd_epi32(_mm_madd_epi16(_mm_maddubs_epi16(heads_mp, by_pairs), head_quads),
                       _mm_madd_epi16(_mm_maddubs_epi16(heads_sz, by_pairs), head_quads));
    const __m128i tail = _mm_madd_epi16(_mm_maddubs_epi16(tails, by_pairs), quads);
    return {{{lane32<0>(head), lane32<0>(tail)},
             {lane32<1>(head), lane32<1>(tail)},
             {lane32<2>(head), lane32<2>(tail)},
             {lane32<3>(head), lane32<3>(tail)}}};
#else
    return {{suit_codes(c), suit_codes(c + 9), suit_codes(c + 18), honour_codes(c + 27)}};
#endif
}

/// A group's count vector as a ranking key: the base-5 codes of the ranker's head kinds (bits
/// 0–15) and tail kinds (bits 16–31), so that one more tile of kind i adds key_weight(kinds, i) and
/// its record id is two look-ups away. Precondition of key() and id(): counts 0–4, ≤ 14 tiles.
/// The head and tail entries also carry the group's count fields (gen::count_field) in their high
/// halves: entry() is the rank in bits 0–31 and the group's fields in bits 32–63.
struct group_ranking {
    const std::uint64_t* head = nullptr;  ///< ranker head offsets (and fields) by head code
    const std::uint64_t* tail = nullptr;  ///< ranker tail positions (and fields) by tail code
    const std::uint8_t* record_of = nullptr;

    std::uint64_t entry(ranking_codes c) const noexcept { return head[c.head] + tail[c.tail]; }
    /// The record id of an entry (precondition: its group holds at most 14 tiles).
    std::uint32_t id_of(std::uint64_t entry) const noexcept {
        return record_of[static_cast<std::uint32_t>(entry)];
    }
    std::uint32_t id(ranking_codes c) const noexcept { return id_of(entry(c)); }
    std::uint32_t id(std::uint32_t key) const noexcept { return id({key & 0xFFFFu, key >> 16}); }
};
/// The kinds of a group (bit i: its kind i) that one more tile of leaves the group with one
/// and the same record id, given the kinds it holds (bit i: its kind i held): in a suit those
/// with no tile held within two places, among honours without chows those not held. Nothing
/// but tiles drawn for it can join such a tile, so the place it plays does not depend on its
/// kind; the discards test checks every vector of the tables. Honour chows take no shortcut.
constexpr unsigned alike_draws(unsigned held, bool suit) noexcept {
    if (!suit) return ~held & 0x7Fu;
    return ~(held | held << 1 | held << 2 | held >> 1 | held >> 2) & 0x1FFu;
}

/// The rankings of the suits, the honours and the honours under honour_chows (by group_type).
const group_ranking& ranking(gen::group_type g) noexcept;

/// The fast path's steps (also the census's): record ids of a suit's and of the honours'
/// counts (0–4 each, ≤ 14 tiles), their deduplicated merges, and the distance of a merged pair.
std::uint32_t suit_record_id(const std::uint8_t* counts) noexcept;
std::uint32_t honour_record_id(const std::uint8_t* counts, bool honour_chows) noexcept;
std::uint32_t empty_honour_id() noexcept;  ///< the honours when the rules have none
std::uint32_t merge_suits(std::uint32_t a, std::uint32_t b) noexcept;
std::uint32_t merge_suit_honours(std::uint32_t suit, std::uint32_t honours) noexcept;
int merged_distance(std::uint32_t suits, std::uint32_t suit_honours, int melds, int pairs) noexcept;

/// The merge tables as plain pointers, for loops that look them up many times.
struct merge_tables {
    const std::uint16_t* ss_merge = nullptr;
    const std::uint16_t* sh_merge = nullptr;
    const std::uint8_t* final_need = nullptr;
    std::uint32_t suit_records = 0, honour_records = 0, ss_count = 0, sh_count = 0;
    std::uint32_t suits(std::uint32_t a, std::uint32_t b) const noexcept {
        return ss_merge[a * suit_records + b];
    }
    std::uint32_t suit_honours(std::uint32_t c, std::uint32_t z) const noexcept {
        return sh_merge[c * honour_records + z];
    }
    /// The standard need with a pair; 0xFF when impossible.
    int need(int melds, std::uint32_t ss, std::uint32_t sh) const noexcept {
        return final_need[(static_cast<std::uint32_t>(melds) * ss_count + ss) * sh_count + sh];
    }
};
const merge_tables& merges() noexcept;

/// The embedded table's record of one group's counts (precondition: 0–4 each, ≤ 14 tiles).
const gen::record& table_record(gen::group_type g, const std::uint8_t* counts) noexcept;

/// The embedded tables as pointers, built once (inline: the plain path reads them every call).
struct table_view {
    const gen::blob_header* header = nullptr;
    const std::uint64_t* suit_head = nullptr;
    const std::uint64_t* suit_tail = nullptr;
    const std::uint64_t* honour_head = nullptr;
    const std::uint64_t* honour_tail = nullptr;
    const std::uint8_t* suit_record_of = nullptr;
    const std::uint8_t* honour_record_of[2] = {nullptr, nullptr};  // plain, honour chows
    const gen::record* suit_records = nullptr;
    const gen::record* honour_records = nullptr;
    const std::uint16_t* ss_merge = nullptr;
    const std::uint16_t* sh_merge = nullptr;
    const gen::record* ss_records = nullptr;
    const gen::record* sh_records = nullptr;
    const std::uint8_t* final_need = nullptr;
    std::uint32_t ss_count = 0, sh_count = 0;
    std::uint32_t suit_count = 0;  ///< distinct suit records (header->suit_records)
    std::uint32_t honour_count = 0;
    std::uint32_t empty_honour = 0;
    group_ranking rank[gen::group_type_count];  // by group_type
};
table_view make_view() noexcept;
HUPAI_HOT_INLINE const table_view& view() noexcept {
    static const table_view v = make_view();
    return v;
}

// Ranks (precondition: counts 0–4, at most 14 tiles in the group).
inline std::uint32_t suit_id(const table_view& v, const std::uint8_t* c) noexcept {
    return v.rank[static_cast<int>(gen::group_type::suit)].id(suit_codes(c));
}
inline std::uint32_t honour_id(const table_view& v, const std::uint8_t* c, bool chows) noexcept {
    const auto g = chows ? gen::group_type::honour_chows : gen::group_type::honour;
    return v.rank[static_cast<int>(g)].id(honour_codes(c));
}
}  // namespace hupai::detail
