// Discard analysis of plain hands by table look-ups shared between discards (the fast path of
// analyze_discards; docs/SHANTEN.md, "Discard analysis").
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "admission/effective_hand.hpp"
#include "analysis/discards.hpp"
#include "hupai/analysis.hpp"
#include "shanten/records.hpp"

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
/// Preconditions: validate_hand(h, r, purpose::win) succeeded, incremental_hand(h, r) holds and the
/// rules have no thirteen_lan.
void plain_discards(const hand& h, const rules& r, const std::array<std::uint8_t, kinds>* visible,
                    std::vector<discard_choice>& out);

/// Whether wild_discards takes a hand (validated for a win) with wildcards in play: no
/// declared meld, no flower in play, no in-hand kong, thirteen lan or knitted form; no suited
/// wild kind and at most two wild honour kinds (none under honour chows); enough wildcards,
/// held or to draw, for the slots of the wild orphan kinds. Its rests are then flat
/// (shanten/flat.hpp): each form's distance is its natural tiles' need less the wildcards held.
bool wild_discards_apply(const hand& h, const effective_hand& e, const rules& r) noexcept;

/// analyze_discards' choices of a hand wild_discards_apply takes, appended to `out` unsorted,
/// but for the discards some of whose records gain from a fifth copy (a wildcard playing one):
/// those are returned, for the general analysis.
discard_set wild_discards(const hand& h, const effective_hand& e, const rules& r,
                          const std::array<std::uint8_t, kinds>* visible,
                          std::vector<discard_choice>& out);

}  // namespace hupai::detail
