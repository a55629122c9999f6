// The exit statuses of `hupai`: the commands (cli/), the batch stream and `hupai serve` answer
// with these.
#pragma once

namespace hupai::cli {

/// Exit statuses.
inline constexpr int exit_answered = 0;
inline constexpr int exit_batch_errors = 1;  ///< batch: some line was an error
inline constexpr int exit_bad_input = 2;
inline constexpr int exit_io_error = 3;  ///< input unreadable or output not written

}  // namespace hupai::cli
