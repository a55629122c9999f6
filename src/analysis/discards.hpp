// Discard analysis's general road (analysis/discards.cpp), for the fast roads that leave it
// some discards and for the tests that compare them with it.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "admission/effective_hand.hpp"
#include "hupai/analysis.hpp"

namespace hupai::detail {

/// Some distinct discards of a hand.
struct discard_set {
    tile_mask tiles = 0;  ///< a tile of each of these kinds (flowers included)
    bool joker = false;   ///< a joker
};

/// Every distinct discard of h: each kind held (a flower only where flowers are wildcards) and
/// a joker.
discard_set discards_of(const hand& h, const rules& r) noexcept;

/// The choices of the discards `which` of h (validated for a win; e its effective hand) by the
/// exact engines, every draw measured, appended to `out` unsorted.
void general_discards(const hand& h, const rules& r, const effective_hand& e,
                      const discard_set& which, const std::array<std::uint8_t, kinds>* visible,
                      std::vector<discard_choice>& out);

}  // namespace hupai::detail
