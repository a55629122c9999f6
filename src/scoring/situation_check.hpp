// The checks every scoring system makes of a situation before reading the hand (docs/SCORING.md):
// the winning tile is among the concealed tiles, and the situation can happen.
#pragma once

#include "hupai/error.hpp"
#include "hupai/hand.hpp"
#include "hupai/rules.hpp"
#include "hupai/scoring.hpp"

namespace hupai::detail {

/// Checks `s` for a win of `h` scored by `system` (riichi or gb): the win tile is a kind of the
/// 34 held among the concealed tiles (a red one when `s.win_tile_red`), winds are 1z–4z,
/// indicators are real kinds and counters not negative (invalid_value); chankan on a tsumo,
/// chankan with another tile of the winning kind in the hand, chankan with rinshan, rinshan
/// without a kong or on a ron (impossible_situation). Riichi adds: riichi above 2, ippatsu
/// without riichi, riichi with an open hand, blessing with a declared meld, chankan on the last
/// tile, ippatsu with rinshan, blessing with riichi, with chankan, on
/// the last tile or on a ron by the dealer (impossible_situation), last_copy (invalid_value: gb
/// only). Then check_copies of the hand with the indicators under `r` (too_many_copies), when
/// there are any. `h` is validated (validate_hand). Cost: a few comparisons, and one pass over the
/// kinds with indicators.
result<void> check_situation(const hand& h, const situation& s, const rules& r,
                             scoring_system system);

}  // namespace hupai::detail
