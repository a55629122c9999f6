// hupai/scoring.hpp — what a win is worth: the situation of a win, shared by every scoring system.
//
// The scoring system a rule set uses is `rules::scoring` (riichi's yaku, han, fu and points; GB's
// 81 fan). docs/SCORING.md describes both and the situations each accepts.
#pragma once

#include <array>
#include <cstdint>

#include "hupai/tiles.hpp"

namespace hupai {

/// The most dora (or ura) indicators a situation holds: one, plus one per kong.
inline constexpr int max_indicators = 5;

/// How a hand was won: the facts the tiles alone do not say. A plain value; the defaults are a
/// ron by the dealer (East seat) in the East round with nothing else special.
struct situation {
    tile win_tile = 0;          ///< the kind that completed the hand (among the concealed tiles)
    bool win_tile_red = false;  ///< the winning tile is a red five (written 0m, 0p, 0s)
    bool tsumo = false;         ///< self-drawn (自摸 / ツモ); otherwise won on a discard
    tile seat_wind = make_tile(suit::honour, 1);   ///< 1z–4z; 1z is the dealer
    tile round_wind = make_tile(suit::honour, 1);  ///< 1z–4z
    std::uint8_t riichi = 0;  ///< riichi only: 0 none, 1 riichi, 2 double riichi
    bool ippatsu = false;     ///< riichi only: won within one go-around of riichi
    bool rinshan = false;  ///< won on the replacement tile after a kong (嶺上開花 / 杠上开花)
    bool chankan = false;         ///< won by robbing a kong (槍槓 / 抢杠和)
    bool last_tile = false;       ///< the wall's last tile: 海底 on tsumo, 河底 on ron
    bool blessing = false;        ///< riichi only: first-turn win (tenhou, chiihou, renhou)
    bool last_copy = false;       ///< gb only: the winning tile is the last of its kind (和绝张)
    std::uint8_t dora_count = 0;  ///< riichi only: how many dora_indicators are set
    std::uint8_t ura_count = 0;   ///< riichi only: how many ura_indicators are set
    std::array<tile, max_indicators> dora_indicators{};
    std::array<tile, max_indicators> ura_indicators{};
    int honba = 0;          ///< riichi only: repeat counters (300 a win)
    int riichi_sticks = 0;  ///< riichi only: 1,000-point sticks on the table

    /// The dealer is the player whose seat wind is East.
    constexpr bool dealer() const noexcept { return seat_wind == make_tile(suit::honour, 1); }
    friend constexpr bool operator==(const situation&, const situation&) = default;
};

}  // namespace hupai
