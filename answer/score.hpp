// The `score` command and batch op: the situation from options or a batch object, the score
// computed under the rules' scoring system, written as a score sheet or as the "score" JSON
// object of docs/SCORING.md.
#pragma once

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "hupai/error.hpp"
#include "hupai/gb.hpp"
#include "hupai/hand.hpp"
#include "hupai/notation.hpp"
#include "hupai/rules.hpp"
#include "hupai/scoring.hpp"
#include "json_writer.hpp"

namespace hupai::cli {

/// One situation field as given (--tsumo, --dora 4s, a batch "situation" key), by its
/// set_situation key.
struct situation_option {
    std::string key;
    std::string value;
};

/// The situation of `options` applied in order, the winning tile defaulting to the last
/// concealed tile of `hand_text` read in notation n (see last_concealed_tile). Errors: those of
/// set_situation and, without a win_tile, of last_concealed_tile.
result<situation> build_situation(std::string_view hand_text, notation n,
                                  const std::vector<situation_option>& options);

/// A computed score of any scoring system (only the one of the rules is filled).
struct scored {
    scoring_system system = scoring_system::none;
    riichi_score riichi;
    gb_score gb;
    situation where;
};

/// Scores `h` under the rules' scoring system. Errors: invalid_value for rules that do not
/// score (naming the presets that do), and those of the system's scoring call.
result<scored> compute_score(const hand& h, const situation& s, const rules& r);

/// Appends the "score" object's value (not its key).
void write_score(json_writer& w, const scored& sc);

/// The score sheet `hupai score` prints (after the hand header).
std::string score_sheet(const scored& sc, bool unicode);

}  // namespace hupai::cli
