// The size a question takes, said in the question's own words: `hupai score` of 13 tiles names
// score and suggests the command (or batch op) that fits the hand, with the options it needs.
#pragma once

#include <string>
#include <string_view>

#include "admission/validated.hpp"
#include "hupai/analysis.hpp"
#include "options.hpp"

namespace hupai::cli {

/// How a message names a question: a command of the hupai command line carrying the rule
/// options it was given (`hupai waits --rules mediatek`), or an op of a batch line.
struct question_names {
    bool batch = false;
    std::string options;  ///< the rule options a suggested command carries, e.g. " --rules riichi"
};

/// The options of `o` as a suggested command line repeats them: " --rules NAME" for a preset
/// other than the default, " --set FLAG=VALUE" per override (shell-quoted where needed).
std::string command_line_options(const rule_options& o);

/// Whether hand `h` is of a size `question` takes (check, score and win: 3n+2; waits: 3n+1;
/// analyze: either). Errors: the hand's own faults (validate_hand's, for any size), and
/// wrong_hand_size naming the question, the sizes it takes and the question that fits the hand:
/// "13 tiles: hupai score takes a winning hand of 3n+2 tiles (14, 11, 8, 5 or 2); for this 3n+1
/// hand try hupai waits or hupai analyze".
result<void> question_fits(std::string_view question, const hand& h, const rules& r,
                           const question_names& names);

/// question_fits, keeping the hand validated for the question (its size's purpose) so that the
/// questions asked of it next validate it no more (admission/validated.hpp).
result<detail::validated_hand> admit_question(std::string_view question, const hand& h,
                                              const rules& r, const question_names& names);

}  // namespace hupai::cli
