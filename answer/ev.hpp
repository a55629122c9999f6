// The `ev` batch op: expected values of a hand's discards (docs/EV.md), read from text options
// and written as the batch object {"hand", "ev_states", "ev": [rows]}. The `hupai ev` command
// (advice_commands.hpp) prints the same answer; the WebAssembly module answers with this file.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "hupai/error.hpp"
#include "hupai/ev.hpp"
#include "hupai/notation.hpp"
#include "json_writer.hpp"
#include "score.hpp"

namespace hupai::cli {

/// The ev situation and options of the given keys applied in order (set_ev_situation,
/// set_ev_option). Errors: theirs.
result<ev_situation> build_ev_situation(const std::vector<situation_option>& given);
result<ev_options> build_ev_options(const std::vector<situation_option>& given);

/// Appends the batch answer object: "id" (when given), "hand", "ev_states" and "ev", the rows
/// with their arrays in 17 significant digits ("exp_score" null under rules without a score).
void write_ev_answer(json_writer& w, std::string_view id_json, std::string_view hand_text,
                     const ev_result& r);

}  // namespace hupai::cli
