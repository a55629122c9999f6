// The knitted forms' distances (全不靠, 组合龙): their rules take no wildcards, so a slot is
// filled by a held tile or drawn while copies remain (caps).
#pragma once

#include "shanten/plain.hpp"

namespace hupai::detail {

/// 全不靠: 14 different kinds among the 16 of an arrangement (its nine and the honours), the
/// held ones first, then those still drawable; the least over the six arrangements. Target: 14
/// concealed tiles, no declared meld (the caller checks).
int honours_and_knitted_distance(const shanten_input& in) noexcept;

// plain_knitted (both for a plain hand's 34 counts, the caps all 4) and knitted_pair are
// declared in shanten/plain.hpp, which the fast path includes.

/// Both for any input and target (no_distance where the target is not theirs).
knitted_pair knitted_distances(const shanten_input& in, const rules& r,
                               const target_shape& t) noexcept;

}  // namespace hupai::detail
