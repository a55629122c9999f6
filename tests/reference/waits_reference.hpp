// A plain brute-force waits finder for hands in which no wildcard takes part: the oracle of the
// waits tests (tests/analysis/waits_test.cpp). Independent of the library's tables: each kind is
// drawn in turn and the hand split into melds and a pair by backtracking (the lowest kind held
// opens a pung, the pair or a chow), the special forms checked by their definitions, and each
// wait's shapes found by removing the group the drawn tile joins and splitting the rest again.
#pragma once

#include <array>
#include <cstdint>

#include "hupai/analysis.hpp"

namespace hupai::reference {

/// Whether counts c (any values, 34 kinds) split exactly into melds (chows within a suit, pungs)
/// and `pairs` pairs (0 or 1). Honours form pungs only.
bool splits(std::array<int, kinds>& c, int pairs);

/// The standard-form shapes (bits of wait_shape: single, dual_pung, closed, edge, two_sided) of
/// drawn kind k in complete counts u (the draw included) with `pairs` pairs: every group holding
/// the drawn tile after whose removal the rest still splits.
std::uint16_t standard_shapes(std::array<int, kinds>& u, int k, int pairs);

struct plain_waits_answer {
    tile_mask waits = 0;
    tile_mask karaten = 0;
    std::array<std::uint16_t, kinds> shapes{};
};

/// find_waits's waits, karaten and shapes for a hand with no wild kind, no joker, flowers set
/// aside, and rules without in-hand kongs, honour chows or thirteen_lan. Precondition:
/// validate_hand(h, r, purpose::wait) succeeds.
plain_waits_answer plain_waits(const hand& h, const rules& r);

}  // namespace hupai::reference
