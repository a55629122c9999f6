// The special forms' distances (seven pairs, thirteen orphans, thirteen lan): from a plain
// hand's counted stats on the fast path, by counting slots against caps and wildcards elsewhere.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "shanten/model.hpp"

namespace hupai::detail {

/// What the special forms need of a plain hand, from its counts (kinds 27–33 ignored without
/// honours). pairs, singles and the orphans' fields hold for hands of at most 14 tiles and no
/// count above 4; size and large for any counts.
struct plain_stats {
    int size = 0;              ///< tiles (exact unless large)
    int pairs = 0;             ///< kinds held twice or more (a quadruple is two under quads)
    int singles = 0;           ///< kinds one tile from a pair: held once (or thrice under quads)
    int orphans_held = 0;      ///< orphan kinds held
    bool orphan_pair = false;  ///< an orphan kind held twice or more
    bool large = false;        ///< some count above 4 (of the kinds counted)
};
/// The definition, a kind at a time (`quads`: the rules' seven_pairs_quads).
plain_stats plain_stats_by_kind(const std::uint8_t* counts, bool honours, bool quads) noexcept;
/// The same by vector arithmetic where the target has it (the tests compare the two): the plain
/// path asks it for every hand.
plain_stats plain_stats_of(const std::uint8_t* counts, bool honours, bool quads) noexcept;

/// Seven pairs' need without wildcards from the pairs held and the kinds one tile from a pair.
inline int seven_pairs_need(int pairs, int singles) noexcept {
    const int a = pairs < 7 ? pairs : 7;
    const int b = singles < 7 - a ? singles : 7 - a;
    return b + 2 * (7 - a - b);
}
/// The same from the kinds held at least 1…4 times.
inline int seven_pairs_need_of(int ge1, int ge2, int ge3, int ge4, bool quads) noexcept {
    return quads ? seven_pairs_need(ge2 + ge4, ge1 - ge2 + ge3 - ge4)
                 : seven_pairs_need(ge2, ge1 - ge2);
}

inline constexpr std::array<int, 13> orphan_kinds = {0,  8,  9,  17, 18, 26, 27,
                                                     28, 29, 30, 31, 32, 33};

// Thirteen orphans without wildcards: the orphan kinds missing, plus one if none is paired.
inline int thirteen_orphans_need(const plain_stats& s) noexcept {
    return static_cast<int>(orphan_kinds.size()) - s.orphans_held + (s.orphan_pair ? 0 : 1);
}

// plain_stats_by_kind by vectors: the kinds in three 16-byte registers (0–15, 16–31, 32–33),
// per-kind values summed bytewise and then by psadbw. Each kind's min(c, 1) + 16 min(c, 2) (≤ 33,
// ≤ 99 for the three kinds at a byte) sums to held + 16 × (held + held twice), one number for
// both while a hand of ≤ 14 tiles holds at most 14 kinds; the orphans' the same over their
// bytes. The four sums are 16-bit fields of one word: psadbw's totals (< 2¹³) never cross.
#if defined(__SSE2__)
inline plain_stats stats_of(const std::uint8_t* c, bool honours, bool quads) noexcept {
    const auto bytes16 = [](const std::uint8_t* p) {
        return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    };
    const auto bytes = [](std::uint64_t low, std::uint64_t high) {
        return _mm_set_epi64x(static_cast<long long>(high), static_cast<long long>(low));
    };
    const __m128i zero = _mm_setzero_si128();
    const __m128i a = bytes16(c);
    // Without honours: kinds 16–26, and nothing of 32–33.
    const __m128i b =
        _mm_and_si128(bytes16(c + 16), honours ? bytes(~0ull, ~0ull) : bytes(~0ull, 0xFFFFFFull));
    const __m128i z =
        honours ? _mm_srli_epi64(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(c + 26)), 48)
                : zero;
    const __m128i ones = _mm_set1_epi8(1), twos = _mm_set1_epi8(2), fours = _mm_set1_epi8(4);
    const auto marks = [&](__m128i v) {
        return _mm_add_epi8(_mm_min_epu8(v, ones), _mm_slli_epi16(_mm_min_epu8(v, twos), 4));
    };
    const __m128i ma = marks(a), mb = marks(b), mz = marks(z);
    // The orphans: bytes 0, 8, 9 of a (1m, 9m, 1p), 1, 2, 10–15 of b (9p, 1s, 9s, 1z–5z), all z.
    const __m128i orphans =
        _mm_add_epi8(_mm_add_epi8(_mm_and_si128(ma, bytes(0xFFull, 0xFFFFull)),
                                  _mm_and_si128(mb, bytes(0xFFFF00ull, 0xFFFFFFFFFFFF0000ull))),
                     mz);
    const __m128i odd =
        quads ? _mm_add_epi8(_mm_add_epi8(_mm_and_si128(a, ones), _mm_and_si128(b, ones)),
                             _mm_and_si128(z, ones))
              : zero;
    const __m128i over = _mm_subs_epu8(_mm_max_epu8(_mm_max_epu8(a, b), z), fours);
    const auto sum = [&](__m128i v, int field) {
        return _mm_slli_epi64(_mm_sad_epu8(v, zero), 16 * field);
    };
    __m128i sums =
        _mm_or_si128(_mm_or_si128(sum(_mm_add_epi8(_mm_add_epi8(ma, mb), mz), 0), sum(orphans, 1)),
                     _mm_or_si128(sum(_mm_add_epi8(_mm_add_epi8(a, b), z), 2), sum(odd, 3)));
    sums = _mm_add_epi64(sums, _mm_unpackhi_epi64(sums, sums));
    const auto s = static_cast<std::uint64_t>(_mm_cvtsi128_si64(sums));
    const auto field = [&](int i) { return static_cast<int>(s >> (16 * i) & 0xFFFFu); };
    plain_stats st;
    const int held = field(0) & 15, held_twice = (field(0) >> 4) - held;
    st.size = field(2);
    st.pairs = quads ? (st.size - field(3)) / 2 : held_twice;
    st.singles = quads ? field(3) : held - held_twice;
    st.orphans_held = field(1) & 15;
    st.orphan_pair = (field(1) >> 4) > st.orphans_held;
    st.large = _mm_movemask_epi8(_mm_cmpeq_epi8(over, zero)) != 0xFFFF;
    return st;
}
#else
inline plain_stats stats_of(const std::uint8_t* c, bool honours, bool quads) noexcept {
    return plain_stats_by_kind(c, honours, quads);
}
#endif

/// Each special form's distance under one suit set (bit s: suit s may be used).
int seven_pairs_distance(const shanten_input& in, const rules& r, unsigned suits) noexcept;
int thirteen_orphans_distance(const shanten_input& in, unsigned suits) noexcept;
int thirteen_lan_distance(const shanten_input& in, unsigned suits) noexcept;
/// thirteen_lan_distance by costing every legal set's slots (need and excess) and combining
/// the suits' and honours' sizes: what it falls back to when some allowed kind has no natural
/// copy left (cap 0, e.g. the wild kind itself), and the definition the table form is tested
/// against.
int thirteen_lan_distance_by_slots(const shanten_input& in, unsigned suits) noexcept;

/// thirteen_lan_distance of a hand without wildcards (counts of the 34 kinds, every kind
/// drawable): 14 less the most slots its held kinds can fill, from a table of each suit's held
/// kinds by set size instead of every legal set's slots.
int plain_thirteen_lan_distance(const std::uint8_t* counts, unsigned suits, bool honours) noexcept;

/// thirteen_lan_distance(in, 7) of one hand and of each of its draws, for discard analysis: it
/// reads only which kinds are held (and the wildcards), so a natural draw changes one bit of
/// it; where some kind the form may take has no copy left (the 宝's own), that reading is
/// checked against the wildcards the slots on such kinds need (special_forms.cpp: lan_checked).
class thirteen_lan_draws {
public:
    /// distance's answer where the check fails: thirteen_lan_distance then answers.
    static constexpr int unanswered = -1;
    /// Reads the hand's held kinds; only then may distance be asked.
    void init(const shanten_input& in) noexcept;
    /// The distance after drawing kind `drawn` naturally (-1: a wildcard, or nothing), with
    /// wildcards w; or unanswered.
    int distance(const wild_budget& w, int drawn) const noexcept;

private:
    unsigned held_[4] = {};  ///< bit b: kind 9g + b held (g = 3: the honours)
    bool honours_ = true;
    int capped_ = 0;  ///< kinds the form may take with no copy left
};

}  // namespace hupai::detail
