// A parsed command line and the exit statuses of the commands, for every command (commands.cpp,
// census_command.cpp) and for main.cpp, which builds it.
#pragma once

#include <optional>
#include <string>
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

}  // namespace hupai::cli
