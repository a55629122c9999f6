// Discard analysis of plain hands by table look-ups shared between discards (the fast path of
// analyze_discards; docs/SHANTEN.md, "Discard analysis").
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "hupai/analysis.hpp"

namespace hupai::detail {

/// The choices of every distinct discard of `h`, best first (analyze_discards' order).
/// Preconditions: validate_hand(h, r, purpose::win) succeeded, plain_hand(h, r) holds and the
/// rules have no thirteen_lan.
void plain_discards(const hand& h, const rules& r, const std::array<std::uint8_t, kinds>* visible,
                    std::vector<discard_choice>& out);

}  // namespace hupai::detail
