// The shared steps of the `hupai` binary's tests (cli_support.hpp).
#include "cli_support.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace hupai::cli_test {

std::string quoted(const std::string& s) {
    std::string q = "'";
    for (const char c : s) {
        if (c == '\'') {
            q += "'\\''";
        } else {
            q += c;
        }
    }
    return q + "'";
}

std::string temp_path(const char* stem) {
    std::string path = ::testing::TempDir() + "hupai_cli_" + stem + "_XXXXXX";
    const int fd = ::mkstemp(path.data());
    if (fd >= 0) ::close(fd);
    return path;
}

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// Runs a shell command line whose stderr goes to `err_path`: its stdout, stderr and status.
outcome run_command_line(const std::string& cmd, const std::string& err_path) {
    outcome o;
    FILE* p = ::popen(cmd.c_str(), "r");
    if (p == nullptr) return o;
    char buf[65536];
    std::size_t n = 0;
    while ((n = std::fread(buf, 1, sizeof buf, p)) > 0) o.out.append(buf, n);
    const int status = ::pclose(p);
    o.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    o.err = slurp(err_path);
    std::remove(err_path.c_str());
    return o;
}

// Runs the binary with `args` and `input` on standard input.
outcome run_cli(const std::vector<std::string>& args, const std::string& input) {
    const std::string in_path = temp_path("in");
    const std::string err_path = temp_path("err");
    {
        std::ofstream in(in_path, std::ios::binary);
        in << input;
    }
    std::string cmd = quoted(HUPAI_CLI_PATH);
    for (const auto& a : args) cmd += " " + quoted(a);
    cmd += " <" + quoted(in_path) + " 2>" + quoted(err_path);
    const outcome o = run_command_line(cmd, err_path);
    std::remove(in_path.c_str());
    return o;
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t at = 0;
    while (at < text.size()) {
        const auto nl = text.find('\n', at);
        if (nl == std::string::npos) {
            lines.push_back(text.substr(at));
            break;
        }
        lines.push_back(text.substr(at, nl - at));
        at = nl + 1;
    }
    return lines;
}

std::vector<json> json_lines(const std::string& text) {
    std::vector<json> v;
    for (const auto& line : lines_of(text)) v.push_back(json::parse(line));
    return v;
}

std::set<std::string> keys_of(const json& j) {
    std::set<std::string> k;
    for (const auto& [key, value] : j.items()) k.insert(key);
    return k;
}

// A bad command line: exit 2. Without --json nothing on stdout and one line on stderr starting
// with the code; with --json nothing on stderr and the error object on stdout.
void expect_refused(const std::vector<std::string>& args, const std::string& code, bool json_out) {
    const auto o = run_cli(args);
    std::string shown;
    for (const auto& a : args) shown += a + " ";
    EXPECT_EQ(o.status, 2) << shown;
    const std::string& message = json_out ? o.out : o.err;
    EXPECT_EQ(json_out ? o.err : o.out, "") << shown;
    ASSERT_EQ(lines_of(message).size(), 1u) << shown << "→ " << message;
    if (!json_out) {
        EXPECT_EQ(o.err.rfind(code + ": ", 0), 0u) << shown << "→ " << o.err;
        return;
    }
    const auto j = json::parse(o.out);
    EXPECT_TRUE(j.at("id").is_null()) << shown;
    EXPECT_EQ(j.at("error").get<std::string>().rfind(code + ": ", 0), 0u) << shown << o.out;
}

void expect_rejected(const std::vector<std::string>& args, const std::string& code) {
    expect_refused(args, code, false);
}
void expect_rejected_json(const std::vector<std::string>& args, const std::string& code) {
    expect_refused(args, code, true);
}

// The tokens of the text line that starts with `prefix` (after it), or empty.
std::vector<std::string> tokens_after(const std::string& text, const std::string& prefix) {
    for (const auto& line : lines_of(text)) {
        if (line.rfind(prefix, 0) != 0) continue;
        std::istringstream s(line.substr(prefix.size()));
        std::vector<std::string> t;
        std::string w;
        while (s >> w) t.push_back(w);
        return t;
    }
    return {};
}

}  // namespace hupai::cli_test
