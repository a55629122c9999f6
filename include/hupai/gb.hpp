// hupai/gb.hpp — the Chinese Official score (国标麻将, MCR, 81 fan) of a winning hand.
//
// score_gb reads a winning hand every way it can be read (standard melds and pair, seven pairs,
// thirteen orphans, honours and knitted tiles, knitted straight plus a meld and a pair), scores
// each reading with the exclusion rules of the Green Book (the 不计 lists and the principles of
// non-repeat, non-separation, non-identical, high-versus-low and account-once) and keeps the best.
// docs/GB_SCORING.md lists every fan, its 不计 list and the tie rules.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

#include "hupai/error.hpp"
#include "hupai/hand.hpp"
#include "hupai/rules.hpp"
#include "hupai/scoring.hpp"

namespace hupai {

/// The 81 fans in the order of the Green Book (大四喜 … 花牌), then 明暗杠, a fan of common
/// practice (5 points) that replaces 暗杠 + 明杠 when a hand holds exactly one of each.
enum class gb_fan : std::uint8_t {
    big_four_winds,
    big_three_dragons,
    all_green,
    nine_gates,
    four_kongs,
    seven_shifted_pairs,
    thirteen_orphans,
    all_terminals,
    little_four_winds,
    little_three_dragons,
    all_honors,
    four_concealed_pungs,
    pure_terminal_chows,
    quadruple_chow,
    four_pure_shifted_pungs,
    four_pure_shifted_chows,
    three_kongs,
    all_terminals_and_honors,
    seven_pairs,
    greater_honors_and_knitted_tiles,
    all_even_pungs,
    full_flush,
    pure_triple_chow,
    pure_shifted_pungs,
    upper_tiles,
    middle_tiles,
    lower_tiles,
    pure_straight,
    three_suited_terminal_chows,
    pure_shifted_chows,
    all_five,
    triple_pung,
    three_concealed_pungs,
    lesser_honors_and_knitted_tiles,
    knitted_straight,
    upper_four,
    lower_four,
    big_three_winds,
    mixed_straight,
    reversible_tiles,
    mixed_triple_chow,
    mixed_shifted_pungs,
    chicken_hand,
    last_tile_draw,
    last_tile_claim,
    out_with_replacement_tile,
    robbing_the_kong,
    all_pungs,
    half_flush,
    mixed_shifted_chows,
    all_types,
    melded_hand,
    two_concealed_kongs,
    two_dragon_pungs,
    outside_hand,
    fully_concealed_hand,
    two_melded_kongs,
    last_tile,
    dragon_pung,
    prevalent_wind,
    seat_wind,
    concealed_hand,
    all_chows,
    tile_hog,
    double_pung,
    two_concealed_pungs,
    concealed_kong,
    all_simples,
    pure_double_chow,
    mixed_double_chow,
    short_straight,
    two_terminal_chows,
    pung_of_terminals_or_honors,
    melded_kong,
    one_voided_suit,
    no_honors,
    edge_wait,
    closed_wait,
    single_wait,
    self_drawn,
    flower_tiles,
    concealed_kong_and_melded_kong,
};
inline constexpr int gb_fan_count = 82;

/// The id of a fan: the snake_case of its English name, e.g. "pure_straight".
std::string_view name(gb_fan f) noexcept;
/// The English name as printed on a score sheet, e.g. "Pure Straight".
std::string_view english_name(gb_fan f) noexcept;
/// The Chinese name, e.g. "清龙".
std::string_view chinese_name(gb_fan f) noexcept;
/// Points of one occurrence, e.g. 16 for pure_straight (flower_tiles: 1 per flower).
int points(gb_fan f) noexcept;

/// The forms a GB hand wins by. The two knitted forms: 全不靠 / 七星不靠 (14 single tiles from
/// the knitted sets 147 258 369 and the honours) and 组合龙 (the nine knitted tiles plus a meld
/// and a pair).
enum class gb_form : std::uint8_t {
    standard,
    seven_pairs,
    thirteen_orphans,
    honours_and_knitted,
    knitted_straight,
};
/// "standard", "seven_pairs", "thirteen_orphans", "honours_and_knitted", "knitted_straight".
std::string_view name(gb_form f) noexcept;

/// One fan of a score and how many times it is counted.
struct gb_fan_entry {
    gb_fan fan = gb_fan::chicken_hand;
    std::uint8_t count = 0;
    friend bool operator==(const gb_fan_entry&, const gb_fan_entry&) = default;
};

/// The most distinct fans one hand can score (a generous bound).
inline constexpr int gb_max_fans = 32;

/// The score of a win under the Chinese Official rules.
struct gb_score {
    gb_form form = gb_form::standard;                   ///< the form of the reading kept
    std::array<gb_fan_entry, gb_max_fans> fan_table{};  ///< fans in enum order (see fans())
    std::uint8_t fan_kinds = 0;                         ///< how many entries of fan_table are used
    int total = 0;                                      ///< all points, flowers included
    int flowers = 0;                                    ///< how many flowers the hand holds (0–8)
    bool qualifies = false;  ///< total without flowers reaches 8 (起和番)
    bool tsumo = false;      ///< self-drawn: `each` pays; else discarder/other
    int discarder = 0;       ///< on a discard: 8 + total
    int other = 0;           ///< on a discard: each of the two others pays 8
    int each = 0;            ///< on tsumo: each of the three pays 8 + total
    int total_won = 0;       ///< the sum of all payments

    /// The fans of the reading kept, in enum order, each with its count.
    std::span<const gb_fan_entry> fans() const noexcept { return {fan_table.data(), fan_kinds}; }
    /// How many times fan f is counted (0 when absent).
    int count(gb_fan f) const noexcept {
        for (const auto& e : fans()) {
            if (e.fan == f) return e.count;
        }
        return 0;
    }
};

/// Scores a winning hand: concealed tiles including the winning tile, declared melds, flowers
/// (1f–8f, counted as flower_tiles), and the situation of the win (win_tile, tsumo, seat and
/// round wind, rinshan, chankan, last_tile, last_copy). Every reading is scored and the best
/// kept; on equal totals a standard reading before seven pairs, and for the wait fan edge before
/// closed before single. A hand with no other fan scores chicken_hand (8).
///
/// Errors: those of validate_hand(…, purpose::win), and wrong_hand_size for other than 14 tiles
/// (a declared meld counting 3); invalid_wildcard when the rules set a wild
/// kind and forbidden_tile for a `?` joker (GB has no wildcards); invalid_value when win_tile is
/// not among the concealed tiles; impossible_situation for more than 8 flowers, a riichi-only
/// situation (riichi, ippatsu, blessing, dora, honba, sticks), rinshan without a kong or on a
/// discard, chankan on a tsumo or when the hand holds the winning kind elsewhere, last_copy when
/// another tile of the winning kind is concealed; not_a_win when no GB form completes the hand.
/// Cost: a few hundred nanoseconds; no allocation unless an error is returned.
/// Example: score_gb(parse_hand("123456789m789s11s"), {win_tile 9s, ron}, gb) → pure_straight
/// 16, concealed_hand 2, all_chows 2, mixed_double_chow 1, one_voided_suit 1: total 22.
result<gb_score> score_gb(const hand& h, const situation& s, const rules& r);

}  // namespace hupai
