// The `ev` command and batch op: expected values of a hand's discards (docs/EV.md), read from
// text options, written as a table or as the batch object {"hand", "ev_states", "ev": [rows]}.
#pragma once

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "commands.hpp"
#include "hupai/error.hpp"
#include "hupai/ev.hpp"
#include "hupai/notation.hpp"
#include "json_writer.hpp"
#include "score.hpp"

namespace hupai::cli {

/// The ev situation from keys seat_wind, round_wind, dora_indicators (a tile list, red fives
/// 0m 0p 0s allowed), seen (a hand text in notation n), honba, riichi_sticks, applied in order.
/// Errors: unknown_flag (another key), invalid_value, and those of parse_tile / parse_hand.
result<ev_situation> build_ev_situation(const std::vector<situation_option>& given, notation n);

/// The ev options from keys t_min, t_max, wall, extra, max_states (integers), shanten_down,
/// tegawari, red_dora, ura_dora (booleans), applied in order. Errors: unknown_flag,
/// invalid_value.
result<ev_options> build_ev_options(const std::vector<situation_option>& given);

/// Appends the batch answer object: "id" (when given), "hand", "ev_states" and "ev", the rows
/// with their arrays in 17 significant digits ("exp_score" null under rules without a score).
void write_ev_answer(json_writer& w, std::string_view id_json, std::string_view hand_text,
                     const ev_result& r);

/// The table `hupai ev` prints: one line per row, best expected score at t_min first (the win
/// chance where the rules do not score).
std::string ev_table(const ev_result& r, const ev_options& o, bool unicode);

/// `hupai ev HAND`: the table, or with --json the batch answer object. Returns the exit status.
int ev_command(const invocation& inv, std::FILE* out, std::FILE* err, const hand& h, const rules& r,
               notation n);

}  // namespace hupai::cli
