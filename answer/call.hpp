// The `call` batch op: the options another player's discard offers a hand (docs/EV.md,
// "Calls"), read from text options and written as the batch object {"hand", "call": {"tile",
// "from"}, "calls": [options]}. The `hupai call` command (advice_commands.hpp) prints the same
// answer; the WebAssembly module answers with this file.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "hupai/calls.hpp"
#include "hupai/error.hpp"
#include "hupai/notation.hpp"
#include "json_writer.hpp"
#include "score.hpp"

namespace hupai::cli {

/// The question from keys tile (one tile in notation n; a red five as 0m 0p 0s) and from (left,
/// across, right; default left). Errors: invalid_value (no tile, more than one, a flower or a
/// joker), unknown_flag (another key), and those of parse_hand.
result<call_question> build_call_question(const std::vector<situation_option>& given, notation n);

/// The situation of a call (a ron's score, the model's table) from the situation keys of
/// hupai::set_situation; `seen` keys add their tiles to `visible`. Errors: set_situation's.
result<situation> build_call_situation(const std::vector<situation_option>& given, notation n,
                                       std::array<std::uint8_t, kinds>& visible);

/// Appends the batch answer object: "id" (when given), "hand", "call" and "calls".
void write_call_answer(json_writer& w, std::string_view id_json, std::string_view hand_text,
                       const call_question& q, const std::vector<call_option>& options,
                       bool scored);

/// The meld as the notation writes it alone: "[123m]", "[5555z]".
std::string meld_text(const meld& m);

/// The option's discard: "3m", a red five "0m" (or with unicode its picture and " (red)").
std::string discard_text(const call_option& o, bool unicode);

}  // namespace hupai::cli
