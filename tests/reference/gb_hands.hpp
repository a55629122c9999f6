// Random winning hands of every GB form, and random situations for them: the hand sets of the
// GB scoring tests and benchmarks. Deterministic for a seed (reference::rng).
#pragma once

#include <cstdint>

#include "hupai/hand.hpp"
#include "hupai/scoring.hpp"
#include "reference/win_hands.hpp"

namespace hupai::reference {

/// The form a random GB win is built in.
enum class gb_shape : std::uint8_t {
    standard,             ///< four sets and a pair; now and then declared chows, pungs, kongs
    seven_pairs,          ///< seven pairs (a pair may repeat: four of a kind)
    thirteen_orphans,     ///< the thirteen kinds and a second of one
    honours_and_knitted,  ///< 全不靠: 14 singles of one knitted set and the honours
    knitted_straight,     ///< 组合龙 plus a set (maybe declared) and a pair
};
inline constexpr int gb_shape_count = 5;

/// Builds a random winning hand of `shape` into `h` (no flowers); false when a draw ran out of
/// copies (draw again).
bool random_gb_win(rng& r, gb_shape shape, hand& h);

/// A random situation that can happen with the winning hand `h`: a winning tile among its
/// concealed kinds, tsumo or not, random winds, and now and then last_tile.
situation random_gb_situation(rng& r, const hand& h);

}  // namespace hupai::reference
