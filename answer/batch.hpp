// Batch mode (contract: docs/CLI.md): JSON Lines in, one JSON line out per non-empty input line,
// in order. The line processor is separate from the stream driver so that tests, the fuzzer and
// the benchmark can feed it memory directly.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "admission/compiled.hpp"
#include "hupai/ev.hpp"
#include "hupai/notation.hpp"
#include "hupai/rules.hpp"
#include "json_writer.hpp"
#include "options.hpp"

namespace hupai::cli {

/// Longest batch line read whole; a longer one is answered with a line_too_long error (a hand
/// itself is limited to max_line_bytes by parse_hand; the rest leaves room for ids).
inline constexpr std::size_t max_batch_line = 64 * 1024;

/// What the command line sets for every line: the rules of lines that name no "rules" (preset
/// plus overrides) and the notation of lines that name none (nullopt: the preset's, see
/// notation_for).
struct batch_config {
    rule_options rules;
    std::optional<notation> notation_given;
    /// The most states an `ev` or `call` line may search, whatever its own max_states asks
    /// (0: no cap beyond the line's): what one line may cost a service or a fuzzer.
    std::size_t max_ev_states = 0;
};

/// Answers batch lines. Holds per-thread scratch: give each worker thread its own.
class batch_processor {
public:
    /// Errors (bad command-line options): unknown_preset, unknown_flag, invalid_value,
    /// invalid_wildcard. A rule set that is incomplete (ruijin without --wild) is not an error
    /// here: each line that uses it is answered with the error, since a line may name its own.
    static result<batch_processor> create(const batch_config& config);

    /// Appends the answer to one line (without its newline) and a '\n'. Returns false when the
    /// answer is an error object.
    bool answer_line(std::string_view line, out_buffer& out);
    /// Appends the line_too_long answer to a line of `bytes` bytes (over max_batch_line), read no
    /// further than its head (a stream skips the rest). Returns false.
    bool answer_overlong(std::size_t bytes, out_buffer& out);

    struct tally {
        std::uint64_t lines = 0;   ///< non-empty lines answered
        std::uint64_t errors = 0;  ///< of which error objects
    };
    /// Answers every non-empty line of `block`. Lines end with '\n', "\r\n" or a lone '\r' (a
    /// last line without one is answered too); a line of spaces is not empty (it is answered
    /// with empty_hand). Adds to `t`.
    void answer_block(std::string_view block, out_buffer& out, tally& t);

private:
    batch_processor(batch_config config, rules defaults);
    bool answer_object_line(std::string_view line, out_buffer& out);
    /// Lowers o.max_states to the configured cap.
    void cap_states(ev_options& o) const noexcept;
    /// An object line's rules compiled: the last line's compiled value when its rules are the
    /// same value (lines of one stream mostly share them), else r compiled and kept.
    const detail::compiled_rules& compiled(const rules& r);

    batch_config config_;
    rules defaults_;
    detail::compiled_rules compiled_defaults_;             // defaults_ compiled, for every line
    std::optional<detail::compiled_rules> compiled_last_;  // the last object line's rules
    notation bare_notation_;                               // of bare lines
    std::string id_;    // scratch: the echoed id of an object line
    std::string hand_;  // scratch: the hand text of an object line
};

/// Options of `hupai batch` beyond the processor's.
struct batch_run_options {
    int jobs = 1;           ///< worker threads; 1 answers on the reading thread
    bool progress = false;  ///< rate lines on stderr
};

/// Reads lines from `in_fd` until EOF and writes the answers to `out_fd`; progress lines go to
/// `err_fd`. Output is written whenever no more input is ready, when 64 KiB are pending, and at
/// EOF. Memory stays bounded whatever the input's length. A UTF-8 byte order mark at the start
/// of the input is skipped. Returns the exit status: 0 if every line was answered, 1 if any line
/// was an error, 3 if the input could not be read or the answers not written (with a message on
/// `err_fd`; the run stops at a write failure).
/// Each worker answers with its own copy of `prototype`.
int run_batch(const batch_processor& prototype, const batch_run_options& options, int in_fd,
              int out_fd, int err_fd);

}  // namespace hupai::cli
