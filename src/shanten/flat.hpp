// The flat path: the standard form and seven pairs of a hand with wildcards, when the wildcards
// act as a plain budget — no kind the target may use is capped below 4 copies except unheld ones
// the table records already account for, and no group gains from a fifth copy. Then every target's
// excess (slots only a wildcard can play) can be 0 at no cost in need, so the distance is the
// natural tiles' table need less the wildcards held, from a few look-ups instead of the exact
// path's frontiers. Each function answers no_flat where it does not apply; the caller then asks
// the exact path.
#pragma once

#include "shanten/model.hpp"

namespace hupai::detail {

inline constexpr int no_flat = -1;  ///< the flat path does not apply to this hand

/// The standard form's distance as standard_distance gives it, or no_flat.
int flat_standard_distance(const shanten_input& in, const rules& r, const target_shape& t) noexcept;

/// Seven pairs' distance (a 14-tile target, no declared meld) as the exact path gives it over
/// every allowed suit set, or no_flat.
int flat_seven_pairs_distance(const shanten_input& in, const rules& r) noexcept;

}  // namespace hupai::detail
