// The commands of `hupai` (docs/CLI.md), run from a parsed command line. main.cpp only
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
#include "invocation.hpp"
#include "options.hpp"
#include "reporting.hpp"
#include "score.hpp"

namespace hupai::cli {

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

/// The demo printed by `hupai` without arguments.
std::string demo_text();

}  // namespace hupai::cli
