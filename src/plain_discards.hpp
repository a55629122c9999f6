// Discard analysis of plain hands by table look-ups shared between discards (the fast path of
// analyze_discards; docs/SHANTEN.md, "Discard analysis").
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "hupai/analysis.hpp"

namespace hupai::detail {

/// analyze_discards' order as one integer, smaller first: lower shanten (−1…99), then more unseen
/// improving tiles (at most 136), then `position` (below 256: a discard's tile, or its place in
/// tile order).
constexpr std::uint32_t discard_order(int shanten, int unseen_total,
                                      std::uint32_t position) noexcept {
    return static_cast<std::uint32_t>(shanten + 1) << 16 |
           static_cast<std::uint32_t>(255 - unseen_total) << 8 | position;
}

/// The choices of every distinct discard of `h`, best first (analyze_discards' order).
/// Preconditions: validate_hand(h, r, purpose::win) succeeded, plain_hand(h, r) holds and the
/// rules have no thirteen_lan.
void plain_discards(const hand& h, const rules& r, const std::array<std::uint8_t, kinds>* visible,
                    std::vector<discard_choice>& out);

}  // namespace hupai::detail
