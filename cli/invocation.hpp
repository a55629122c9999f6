// A parsed command line, for every command (commands.cpp, census_command.cpp) and for main.cpp,
// which builds it; the exit statuses come with it (exit_status.hpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "batch.hpp"
#include "exit_status.hpp"
#include "hupai/notation.hpp"
#include "options.hpp"
#include "score.hpp"

namespace hupai::cli {

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
