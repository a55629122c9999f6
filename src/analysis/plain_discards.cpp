// Discard analysis of plain hands (no declared meld, no wildcard in play, max_suits 3, no
// thirteen_lan). An exchange changes the record of one or two groups, so the record ids after
// every discard and every draw come from ranking keys moved by one tile's weight, and each
// exchange costs a merge and a final look-up. Most of them are shared or settled without one:
//
// - A draw fills at most one target slot, so it can lower only a form already at the best
//   distance: the standard form's draws are looked up only then, and the special forms' answers
//   depend only on how many copies of the discarded and the drawn kind are held.
// - Discards of one group that leave it with the same record id (a "class") leave the same hand
//   to every other group, so the draws into other groups are looked up once per class, and
//   those leading to the same record id of their group once for all of them.
// - The draws of a group's alike_draws kinds (far from every held tile) all lead to the same
//   record id, found once for all of them, before and after any discard of the group.
// - One tile changes a standard need by at most one. So with D the need of the whole hand
//   (the discard not yet made) and "lowering" the draws that lower D: after a discard keeping D,
//   only lowering draws can lower the need; after one raising it to D + 1, every lowering draw
//   lowers it (to D or below), and drawing the discarded kind back restores D.
//   The draws into the discard's own group are settled so; those into the other groups are a
//   few list entries a class, all looked up (branches skipping the settled ones mispredicted).
//
// This file is the plain hands' road; wild_discards.cpp takes the hands with wildcards whose
// rests are all flat, through the same analysis (plain_analysis.hpp).
#include "analysis/plain_discards.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <span>
#include <type_traits>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "analysis/discard_steps.hpp"
#include "analysis/plain_analysis.hpp"
#include "core/rules_faults.hpp"
#include "shanten/flat.hpp"
#include "shanten/shanten.hpp"

namespace hupai::detail {

using namespace discard_steps;

void plain_discards(const hand& h, const rules& r, const std::array<std::uint8_t, kinds>* visible,
                    std::vector<discard_choice>& out) {
    // A plain hand's size is its groups' tiles, which the analysis counts.
    plain_analysis<false> analysis(h.counts.data(), h.counts.data(), 0, r, visible, nullptr);
    std::array<choice, kinds> choices;
    // discard_order, the position in tile order last; padded to a multiple of 4 with keys above
    // every other (all below 2^31, so that signed comparisons order them).
    alignas(16) std::array<std::uint32_t, kinds + 2> keys;
    std::size_t n = 0;
    for (tile_mask w = analysis.held_kinds(); w != 0; w &= w - 1, ++n) {
        choice& c = choices[n];
        static_cast<void>(analysis.choose(static_cast<tile>(std::countr_zero(w)), c));
        keys[n] = discard_order(c.shanten, c.unseen_total, static_cast<std::uint32_t>(n));
    }
    if (analysis.knitted()) [[unlikely]] {
        for (std::size_t i = 0; i < n; ++i) {
            choice& c = choices[i];
            analysis.add_knitted(c);
            keys[i] = discard_order(c.shanten, c.unseen_total, static_cast<std::uint32_t>(i));
        }
    }
    for (std::size_t j = n; j % 4 != 0; ++j) keys[j] = 0x7FFFFFFFu;
    // Best first. Each choice's place is the number of keys below its own (the keys differ in
    // their position): counted without a branch, four keys at a time where SSE2 is there. An
    // insertion sort's comparisons, taken as branches, mispredicted and each misprediction threw
    // away the next discard's analysis under way (measured: about 0.2 µs a hand).
    const auto place_of = [&](std::size_t i) {
        std::size_t place = 0;
#if defined(__SSE2__)
        const __m128i key = _mm_set1_epi32(static_cast<int>(keys[i]));
        __m128i below = _mm_setzero_si128();
        for (std::size_t j = 0; j < n; j += 4) {
            const __m128i four = _mm_load_si128(reinterpret_cast<const __m128i*>(&keys[j]));
            below = _mm_sub_epi32(below, _mm_cmplt_epi32(four, key));  // a lane −1 when below
        }
        below = _mm_add_epi32(below, _mm_shuffle_epi32(below, 0x4E));
        below = _mm_add_epi32(below, _mm_shuffle_epi32(below, 0xB1));
        place = static_cast<std::size_t>(_mm_cvtsi128_si32(below));
#else
        for (std::size_t j = 0; j < n; ++j) place += keys[j] < keys[i];
#endif
        return place;
    };
    out.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t place = place_of(i);
        copy_choice(choices[i], out[place]);
    }
}

}  // namespace hupai::detail
