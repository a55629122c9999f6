// The suit frontier's dynamic program with (pairs, melds) as the lanes of a 16-byte row, one row
// per excess level: each choice of a kind (new chows, pungs, a pair) moves every entry of a
// pending-chow state by the same number of lanes and excess rows and adds the same need, so it is
// a shift, a saturating add and a byte minimum per row instead of a loop over entries.
#pragma once

#include <cstdint>

#include "shanten/frontier.hpp"

namespace hupai::detail {

/// The exact frontier of one suit (9 counts and caps, any values) without its excess closure, as
/// the generic program computes it; false, leaving out alone, where the target holds kongs (the
/// lanes hold melds and pairs only).
bool suit_frontier_by_lanes(const std::uint8_t* counts, const std::uint8_t* caps,
                            const frontier_dims& d, frontier& out) noexcept;

}  // namespace hupai::detail
