// The shanten engine's interface for the analysis layer (waits, discard analysis, census):
// the model, the tables' records, the plain path, the exact path and the special forms. Each
// part has its own header in this folder; this one adds the distances of a whole hand.
#pragma once

#include "shanten/flat.hpp"
#include "shanten/frontier.hpp"
#include "shanten/model.hpp"
#include "shanten/plain.hpp"
#include "shanten/records.hpp"
#include "shanten/special_forms.hpp"
#include "shanten/standard.hpp"

namespace hupai::detail {

distances distance_of(const shanten_input& in, const rules& r, target_shape t) noexcept;

/// Seven pairs of a hand off the plain path (14-tile target, no declared meld): the flat path
/// where it applies, else exact_seven_pairs_distance.
int seven_pairs_with_wildcards(const shanten_input& in, const rules& r) noexcept;
/// Seven pairs by the items of every allowed suit set, whatever the caps and wildcards.
int exact_seven_pairs_distance(const shanten_input& in, const rules& r) noexcept;
}  // namespace hupai::detail
