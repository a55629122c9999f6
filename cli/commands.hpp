// The commands of `hupai` (contract: docs/CLI.md), run from a parsed command line. main.cpp only
// turns argv into an `invocation`.
#pragma once

#include <array>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "batch.hpp"
#include "hupai/notation.hpp"
#include "options.hpp"
#include "score.hpp"

namespace hupai::cli {

/// Exit statuses.
inline constexpr int exit_answered = 0;
inline constexpr int exit_batch_errors = 1;  ///< batch: some line was an error
inline constexpr int exit_bad_input = 2;
inline constexpr int exit_io_error = 3;  ///< input unreadable or output not written

/// A parsed command line.
struct invocation {
    std::string command;             ///< empty: the demo, or with words the hand's own question
    std::vector<std::string> words;  ///< the arguments that are not options: the hand
    rule_options rules;
    std::optional<notation> hand_notation;  ///< --notation; nullopt: the preset's (notation_for)
    bool json = false;                      ///< print the batch object instead of text
    bool unicode = false;                   ///< tiles as Unicode mahjong tiles in text output
    bool help = false;
    batch_run_options batch;
    int tiles = -1;                           ///< census --tiles
    std::vector<situation_option> situation;  ///< score: --tsumo, --dora 4s, …
    std::optional<std::string> visible;       ///< --visible: tiles seen outside the hand
    std::vector<situation_option> ev;         ///< ev: --t-max 18, --no-ura, … (ev options)
    std::vector<situation_option> call;       ///< call: --tile 3m, --from left
    bool call_values = false;                 ///< call --ev: each option's expected values
};

/// The commands, in help order, with what `hupai --help` says of them.
struct command_info {
    std::string_view name;
    std::string_view synopsis;  ///< e.g. "check HAND"
    std::string_view summary;   ///< one line: what it answers
    std::string_view example;   ///< a command line to try
};
const std::vector<command_info>& commands();

/// Whether `name` is a command.
bool is_command(std::string_view name) noexcept;

/// The help text of a command ("" for `hupai --help`).
std::string help_text(std::string_view command);

/// Runs a command; text goes to `out`, the one-line error message to `err`. Returns the exit
/// status (batch reads standard input and writes standard output directly).
int run(const invocation& inv, std::FILE* out, std::FILE* err);

/// Writes an error message and a newline to `err` as exactly one line: control characters that
/// came from the command line (a newline inside a --rules value, say) are shown as \xNN.
void print_error(std::FILE* err, std::string_view message);

/// Reports a failure: with --json the object batch mode prints ({"id": null, "error": …}) on
/// `out`, else print_error on `err`. Returns `status`.
int report_error(bool json, std::FILE* out, std::FILE* err, std::string_view message, int status);

/// "riichi rules, wild 7z, seven_pairs_quads=false": the preset, the wild kinds and the other
/// overrides as given.
std::string rules_words(const rule_options& given, const rules& r, bool unicode);

/// The tiles seen outside the hand (--visible, a batch line's "visible"): counts of the 34 kinds
/// from a hand text in any notation, melds included. Errors: those of parse_hand, and
/// invalid_value for jokers or flowers.
result<std::array<std::uint8_t, kinds>> parse_visible(std::string_view text, notation n);

/// The demo printed by `hupai` without arguments.
std::string demo_text();

}  // namespace hupai::cli
