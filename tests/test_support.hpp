// Shared helpers for the tests: fixed, printed seeds and a scale for the large randomized runs.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

namespace hupai::testing {

/// The seed of a randomized test: HUPAI_TEST_SEED if set, else `fixed`. Printed so that any
/// failure can be replayed.
inline std::uint64_t test_seed(const char* test_name, std::uint64_t fixed) {
    std::uint64_t seed = fixed;
    if (const char* env = std::getenv("HUPAI_TEST_SEED")) seed = std::strtoull(env, nullptr, 0);
    std::printf("[seed] %s: %llu (replay with HUPAI_TEST_SEED=%llu)\n", test_name,
                static_cast<unsigned long long>(seed), static_cast<unsigned long long>(seed));
    return seed;
}

/// `n` scaled by HUPAI_TEST_SCALE (default 1). The sanitizer run of CI uses a small scale so
/// the instrumented suite stays fast; the plain run keeps the full counts.
inline std::uint64_t scaled(std::uint64_t n) {
    double scale = 1.0;
    if (const char* env = std::getenv("HUPAI_TEST_SCALE")) scale = std::strtod(env, nullptr);
    const auto v = static_cast<std::uint64_t>(static_cast<double>(n) * scale);
    return v == 0 ? 1 : v;
}

/// What a shell command line writes on its standard output; `status` is pclose's (0 = success,
/// -1 when the command could not start).
inline std::string command_output(const std::string& command_line, int& status) {
    std::string out;
    status = -1;
    FILE* p = ::popen(command_line.c_str(), "r");
    if (p == nullptr) return out;
    char buf[65536];
    std::size_t n = 0;
    while ((n = std::fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
    status = ::pclose(p);
    return out;
}

#ifdef HUPAI_SOURCE_DIR  // defined for every test by hupai_test() in tests/CMakeLists.txt
/// The text of a file of the source tree, e.g. "README.md" (empty if it cannot be read), for
/// tests that hold documentation to what the code does.
inline std::string source_file_text(std::string_view relative) {
    std::ifstream in(std::string(HUPAI_SOURCE_DIR) + "/" + std::string(relative));
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}
#endif

}  // namespace hupai::testing
