// What the tests of the `hupai` binary share (cli_*_test.cpp): running it with arguments, input
// and shell redirections, and reading its lines, JSON objects and refusals.
#pragma once

#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

namespace hupai::cli_test {

using nlohmann::json;

struct outcome {
    std::string out;
    std::string err;
    int status = -1;
};

/// `s` quoted for sh.
std::string quoted(const std::string& s);

/// A new empty file under the test's temporary directory.
std::string temp_path(const char* stem);

/// A file's bytes.
std::string slurp(const std::string& path);

/// Runs a shell command line whose stderr goes to `err_path`: its stdout, stderr and status.
outcome run_command_line(const std::string& cmd, const std::string& err_path);

/// Runs the binary with `args` and `input` on standard input.
outcome run_cli(const std::vector<std::string>& args, const std::string& input = "");

std::vector<std::string> lines_of(const std::string& text);

std::vector<json> json_lines(const std::string& text);

std::set<std::string> keys_of(const json& j);

/// A bad command line: exit 2. Without --json nothing on stdout and one line on stderr starting
/// with the code; with --json nothing on stderr and the error object on stdout.
void expect_refused(const std::vector<std::string>& args, const std::string& code, bool json_out);
void expect_rejected(const std::vector<std::string>& args, const std::string& code);
void expect_rejected_json(const std::vector<std::string>& args, const std::string& code);

/// The tokens of the text line that starts with `prefix` (after it), or empty.
std::vector<std::string> tokens_after(const std::string& text, const std::string& prefix);

}  // namespace hupai::cli_test
