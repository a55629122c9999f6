// `hupai census --tiles N`: shanten distribution of every concealed N-tile hand under a preset.
#pragma once

#include <cstdio>

#include "invocation.hpp"

namespace hupai::cli {

/// Runs the census command (text table, or JSON with --json). Returns the exit status.
int census_command(const invocation& inv, std::FILE* out, std::FILE* err);

}  // namespace hupai::cli
