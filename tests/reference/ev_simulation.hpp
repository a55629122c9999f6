// A Monte-Carlo simulation of the expected-value model (ev_model.hpp): games played draw by draw.
//
// At turn t the pool holds S − t tiles, w_k(state) of kind k (the state's wall); a drawn tile
// of an allowed draw moves the hand to its choice state, any other tile leaves the state as
// it is. At a choice state a policy picks one of the allowed discards; a draw that completes a
// hand with a yaku is a win, which the policy may take (ending the game with the win's value) or
// decline. The game ends after the draw of turn t_max − 1.
//
// Relation to the oracle: the oracle with `links: moves` computes, for every state and turn,
// X(t) = (1 − Σ w/(S − t)) X(t+1) + Σ w/(S − t) X̂ over the allowed draws, and the best choice
// over the allowed discards — exactly the expectation of these games under the policy that
// takes, at every choice state, the discard of best oracle value (and, for the score, a win
// when it is worth at least the value of playing on). That holds whenever Σ w ≤ S − t at every
// draw (the "stay" weight is a probability): without tegawari, say, where a draw state draws
// only its improving tiles. The model itself (`links: both`) also lets a draw state draw along
// the links that came from discards and a choice state throw back a drawn tile outside its
// moves, and with tegawari the allowed draws can weigh more than S − t tiles: its numbers are
// not the outcome of any game, and no simulation reproduces them.
#pragma once

#include <cstdint>
#include <functional>
#include <span>

#include "reference/ev_model.hpp"

namespace hupai::reference {

/// One allowed discard at a choice state: the kind and the draw state it leads to.
struct ev_discard_option {
    int kind = 0;
    ev_counts after{};
    bool riichi = false;
};

/// Picks the index of the discard to make at choice state (hand, riichi) at turn t.
using ev_choose_discard = std::function<std::size_t(const ev_counts& hand, bool riichi, int turn,
                                                    std::span<const ev_discard_option> options)>;
/// Whether to take a win of the given value that completed choice state (hand, riichi) at turn t.
using ev_take_win = std::function<bool(const ev_counts& hand, bool riichi, int turn, double value)>;

struct ev_simulation_result {
    std::uint64_t games = 0;
    std::uint64_t wins = 0;    ///< games won by a draw (taken or declined: a win occurred)
    double score_sum = 0;      ///< sum over games of the value of the win taken (0 without one)
    double score_squares = 0;  ///< sum of its squares
};

/// Plays `games` games from draw state (start, riichi) at turn t_min of the model's options,
/// with random numbers from `seed`. Errors: invalid_value when a draw state's allowed draws
/// weigh more than S − t tiles (the model is no game there).
result<ev_simulation_result> simulate(const ev_model& model, const ev_counts& start, bool riichi,
                                      std::uint64_t games, std::uint64_t seed,
                                      const ev_choose_discard& choose, const ev_take_win& take);

}  // namespace hupai::reference
