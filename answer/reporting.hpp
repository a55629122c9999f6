// How the commands report: an error as one line or as batch mode's JSON object, and the rules a
// command answered under in words.
#pragma once

#include <cstdio>
#include <string>
#include <string_view>

#include "hupai/rules.hpp"
#include "options.hpp"

namespace hupai::cli {

/// Writes an error message and a newline to `err` as exactly one line: control characters that
/// came from the command line (a newline inside a --rules value, say) are shown as \xNN.
void print_error(std::FILE* err, std::string_view message);

/// Reports a failure: with --json the object batch mode prints ({"id": null, "error": …}) on
/// `out`, else print_error on `err`. Returns `status`.
int report_error(bool json, std::FILE* out, std::FILE* err, std::string_view message, int status);

/// "riichi rules, wild 7z, seven_pairs_quads=false": the preset, the wild kinds and the other
/// overrides as given.
std::string rules_words(const rule_options& given, const rules& r, bool unicode);

}  // namespace hupai::cli
