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

/// The kinds of a group (bit i: its kind i) that one more tile of leaves the group with one
/// and the same record id, given the kinds it holds (bit i: its kind i held): in a suit those
/// with no tile held within two places, among honours without chows those not held. Nothing
/// but tiles drawn for it can join such a tile, so the place it plays does not depend on its
/// kind; the discards test checks every vector of the tables. Honour chows take no shortcut.
constexpr unsigned alike_draws(unsigned held, bool suit) noexcept {
    if (!suit) return ~held & 0x7Fu;
    return ~(held | held << 1 | held << 2 | held >> 1 | held >> 2) & 0x1FFu;
}

/// The choices of every distinct discard of `h`, best first (analyze_discards' order).
/// Preconditions: validate_hand(h, r, purpose::win) succeeded, incremental_hand(h, r) holds and the
/// rules have no thirteen_lan.
void plain_discards(const hand& h, const rules& r, const std::array<std::uint8_t, kinds>* visible,
                    std::vector<discard_choice>& out);

}  // namespace hupai::detail
