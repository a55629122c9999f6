// The suit frontier's dynamic program with (pairs, melds) as the lanes of a 16-byte row, one row
// per excess level: each choice of a kind (new chows, pungs, a pair) moves every entry of a
// pending-chow state by the same number of lanes and excess rows and adds the same need, so it is
// a shift, a saturating add and a byte minimum per row instead of a loop over entries.
#pragma once

#include <cstdint>

#include "shanten/frontier_shape.hpp"

namespace hupai::detail {

/// While one is alive on a thread, the suit program there expects runs of suits one kind away
/// from a common suit (discard analysis: a hand's suits and their draws, the hand's own suit
/// often from a cache), and takes that common suit as its base where two suits in a row are two
/// draws of it (suit_lanes.cpp). Elsewhere (a single shanten question) it would mostly be a base
/// asked for nothing.
class related_suits {
public:
    related_suits() noexcept;
    ~related_suits();
    related_suits(const related_suits&) = delete;
    related_suits& operator=(const related_suits&) = delete;
};

/// The exact frontier of one suit (9 counts and caps, any values), closed over excess as
/// group_frontier gives it; false, leaving out alone, where the target holds kongs (the lanes
/// hold melds and pairs only).
bool suit_frontier_by_lanes(const std::uint8_t* counts, const std::uint8_t* caps,
                            const frontier_dims& d, frontier& out) noexcept;

}  // namespace hupai::detail
