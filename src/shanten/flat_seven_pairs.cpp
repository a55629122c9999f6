// The flat path's seven pairs (flat.hpp: flat_seven_pairs, flat_seven_pairs_distance): the
// distance of a wildcard hand's seven pairs from the natural tiles' pairs and singles, read in one
// pass over counts and caps, where the wildcards act as a plain budget.
#include <algorithm>
#include <bit>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "shanten/flat.hpp"
#include "shanten/records.hpp"
#include "shanten/special_forms.hpp"
#include "tables/count_words.hpp"

namespace hupai::detail {

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
