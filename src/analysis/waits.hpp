// The roads of find_waits and what they share beyond the shapes: the table road in waits.cpp
// (plain hands from wait.bin), the knitted waits in waits_knitted.hpp, the general road in
// waits_general.cpp, and the shanten engine's distance of a hand that waits on none.
#pragma once

#include <cstdint>

#include "admission/effective_hand.hpp"
#include "analysis/wait_shapes.hpp"
#include "analysis/wait_words.hpp"
#include "hupai/analysis.hpp"
#include "shanten/shanten.hpp"

namespace hupai::wait_shapes {

/// The shanten engine's distance to the target of a 3n+1 hand's waits (its size plus one).
/// Plain hands (no meld, no wildcard) read it straight from the counts (3n+1 sizes aim at the
/// same target for shanten and for waits); the others from their shanten input `in`.
inline int distance_to_win(const hand& h, const rules& r, const effective_hand& e, bool plain,
                           const shanten_input& in) noexcept {
    if (plain) return detail::plain_distances(h.counts.data(), r).overall;
    return detail::distance_of(in, r, detail::waits_shape(e.size, e.melds)).overall;
}

/// find_waits for a hand already validated under r (as a part of a larger check, such as a
/// scored win less its winning tile), without validating it again.
waits_result valid_hand_waits(const hand& h, const rules& r) noexcept;

/// find_waits for every other validated hand: each candidate kind drawn and the win check asked
/// (waits_general.cpp), under the rules' facts c (rules_facts or compiled_rules, for which it is
/// made). Out of line, so that find_waits keeps the table path inlined.
template <class Facts>
[[gnu::noinline]] waits_result general_waits(const hand& h, const Facts& c) noexcept;

}  // namespace hupai::wait_shapes
