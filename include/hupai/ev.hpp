// hupai/ev.hpp — expected values of a hand's discards (何切る): by turn, the chance to become
// ready, the chance to win by self-draw and the expected score, under a one-player model
// (docs/EV.md).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "hupai/error.hpp"
#include "hupai/hand.hpp"
#include "hupai/rules.hpp"
#include "hupai/scoring.hpp"
#include "hupai/tiles.hpp"

namespace hupai {

/// A tile as written: its kind and whether it is a red five (0m, 0p, 0s).
struct ev_tile {
    tile kind = 0;
    bool red = false;
    friend constexpr bool operator==(const ev_tile&, const ev_tile&) = default;
};

/// The table around the hand. The defaults: dealer in the East round, no indicator, nothing seen.
struct ev_situation {
    tile seat_wind = make_tile(suit::honour, 1);   ///< 1z–4z; 1z is the dealer
    tile round_wind = make_tile(suit::honour, 1);  ///< 1z–4z
    std::uint8_t dora_count = 0;                   ///< how many dora_indicators are set (0–5)
    std::array<ev_tile, max_indicators> dora_indicators{};  ///< each also leaves the wall
    /// Tiles seen elsewhere (rivers, other players' melds): counts of the 34 kinds and how many
    /// of the fives are red; they only leave the wall.
    std::array<std::uint8_t, kinds> seen{};
    std::array<std::uint8_t, 3> seen_red{};
    int honba = 0;          ///< repeat counters: 100 from each payer of a win
    int riichi_sticks = 0;  ///< 1,000 each to the winner
};

/// Which links the values read (docs/EV.md, "Links, read both ways"): every link of a state
/// (the model), or only its own moves, the draws and discards the search allows it (a variant
/// in which every number is the outcome of a game when no draw state's moves weigh more than
/// the pool: tegawari off, say).
enum class ev_links : std::uint8_t { both, moves };

/// How the search runs (docs/EV.md, "Options").
struct ev_options {
    int t_min = 1;             ///< first turn reported (0 ≤ t_min ≤ t_max)
    int t_max = 18;            ///< last turn (t_max ≤ 18); t_max − t draws remain at turn t
    int wall = 0;              ///< S, the wall size of the denominators; 0: derived from the tiles
    int extra = 1;             ///< how far the search may stray from the starting hand
    bool shanten_down = true;  ///< allow discards that raise the shanten within the budget
    bool tegawari = true;      ///< allow draws that do not lower the shanten within the budget
    bool red_dora = true;      ///< red fives are kinds of their own and dora (riichi scoring)
    bool ura_dora = true;      ///< average a riichi win over the ura indicators
    ev_links links = ev_links::both;     ///< the model's links, or the moves alone
    std::size_t max_states = 1'000'000;  ///< the search stops with too_far beyond this many
};

/// One discard (or, for a 3n+1 hand, the hand as it stands): values for t = t_min … t_max.
struct ev_row {
    bool has_discard = false;         ///< false for the one row of a 3n+1 hand
    ev_tile discard;                  ///< the discarded tile (a red five is its own row)
    int shanten = 0;                  ///< of the hand after the discard
    std::vector<double> tenpai_prob;  ///< chance to be or become ready before the draws run out
    std::vector<double> win_prob;     ///< chance to win by self-draw by then
    std::vector<double> exp_score;    ///< expected value of that win (empty without a score)
};

struct ev_result {
    std::vector<ev_row> rows;  ///< 3n+2: one per discard that the search reaches, in tile order
                               ///< (1m…7z, then the red fives 0m 0p 0s); 3n+1: one row
    std::size_t states = 0;    ///< states searched (draw and choice states together)
    bool scored = true;        ///< the rules score wins (riichi, gb); else exp_score is empty
};

/// Sets one situation field from text, by its key (the batch "situation" keys of the ev op):
/// seat_wind and round_wind 1z–4z; dora_indicators a tile list ("1z,0p", comma or space
/// separated, red fives allowed, at most 5); seen a hand text (any notation; melds count their
/// tiles); honba and riichi_sticks an integer from 0 to 1000.
/// Errors: unknown_flag (another key), invalid_value, and those of parse_tile / parse_hand.
/// Example: set_ev_situation(s, "dora_indicators", "1z").
result<void> set_ev_situation(ev_situation& s, std::string_view key, std::string_view value);

/// Sets one option from text, by its key (the batch "ev" keys): t_min, t_max (0–18), wall
/// (0–136, 0 derived), extra (−14–14), max_states (1–100,000,000) integers; shanten_down,
/// tegawari, red_dora, ura_dora booleans (true/false/1/0/yes/no/on/off); links both or moves.
/// Errors: unknown_flag, invalid_value. Example: set_ev_option(o, "t_max", "12").
result<void> set_ev_option(ev_options& o, std::string_view key, std::string_view value);

/// The expected values of a hand under rules r (docs/EV.md). Hand: concealed tiles plus declared
/// melds, 14 tiles counting 3 a meld (one row per distinct discard) or 13 (one row). For rules
/// that score riichi this is the reference model of docs/EV.md exactly (the rule flags of a win
/// are set as it says); other rule sets use their own shanten and score (gb) or count a win as 1
/// (no scoring: exp_score left empty).
/// Cost: grows about tenfold per shanten with the defaults: a ready hand about 0.1 ms, 1-shanten
/// a millisecond or two, 3-shanten a tenth of a second to a second; about 270 bytes a state
/// searched (docs/EV.md, "Speed").
/// Errors: those of validate_hand; invalid_value (size not 13 or 14, jokers, t_min/t_max out of
/// 0 ≤ t_min ≤ t_max ≤ 18, a wall S with S − t ≤ 0 for some t < t_max, negative counters, a wind
/// that is not 1z–4z); impossible_situation (more copies of a kind visible than exist);
/// too_far (more than max_states states).
/// Example: expected_values(parse_hand("222567m345p33667s"), presets::riichi, {1 indicator 1z})
/// → 10 rows, 173 states; the 6s row: shanten 0, win_prob[0] = 0.7170382017…
result<ev_result> expected_values(const hand& h, const rules& r, const ev_situation& s = {},
                                  const ev_options& o = {});

}  // namespace hupai
