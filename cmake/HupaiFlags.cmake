# Warning and sanitizer flags live in an interface target linked PRIVATE, so that consumers of
# the installed library never inherit them (and -Werror is switched on in CI only).
add_library(hupai_flags INTERFACE)
if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
  target_compile_options(hupai_flags INTERFACE
    -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wnon-virtual-dtor
    -Wold-style-cast -Wcast-align -Woverloaded-virtual -Wimplicit-fallthrough)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # GCC 12 reports -Wrestrict false positives inside libstdc++'s string concatenation.
    target_compile_options(hupai_flags INTERFACE -Wno-restrict)
  endif()
  if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    # Clang's -Wconversion also warns on sign changes, which GCC's (the native build's) leaves
    # alone, and on the deliberate branch-free `&` of booleans in the hot paths: every clang
    # build (WebAssembly, libFuzzer) checks the warning set GCC checks.
    target_compile_options(hupai_flags INTERFACE -Wno-sign-conversion -Wno-bitwise-instead-of-logical)
  endif()
  if(HUPAI_WERROR)
    target_compile_options(hupai_flags INTERFACE -Werror)
  endif()
endif()

if(HUPAI_SANITIZE)
  set(HUPAI_SANITIZER_FLAGS -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
  add_compile_options(${HUPAI_SANITIZER_FLAGS})
  add_link_options(${HUPAI_SANITIZER_FLAGS})
endif()

if(HUPAI_LIBFUZZER)
  # Coverage instrumentation for everything the harnesses reach, not just the harness itself.
  # C++ only: the embedded tables' assembly goes through the C compiler, which may be GCC.
  add_compile_options($<$<COMPILE_LANGUAGE:CXX>:-fsanitize=fuzzer-no-link>)
endif()

# x86-64-v2 (SSSE3, SSE4.1/4.2, POPCNT: every x86-64 processor since 2009) lets the win check
# turn all four groups of a hand into table indices with two SIMD multiply-adds per pair of
# groups (src/tables/count_words.hpp). On by default when the compiler targets x86-64 and the machine
# configuring the build runs such code; OFF builds the portable word arithmetic for any x86-64
# processor (the sanitizer stage of scripts/test.sh tests that path).
set(hupai_x86_64_v2_default OFF)
if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$" AND NOT CMAKE_CROSSCOMPILING)
  include(CheckCXXSourceRuns)
  set(CMAKE_REQUIRED_FLAGS -march=x86-64-v2)
  check_cxx_source_runs([[
    int main() { return __builtin_cpu_supports("sse4.2") && __builtin_cpu_supports("popcnt") ? 0 : 1; }
  ]] HUPAI_HOST_RUNS_X86_64_V2)
  unset(CMAKE_REQUIRED_FLAGS)
  if(HUPAI_HOST_RUNS_X86_64_V2)
    set(hupai_x86_64_v2_default ON)
  endif()
endif()
option(HUPAI_X86_64_V2 "Build for x86-64-v2 processors (SSE4.2, POPCNT)" ${hupai_x86_64_v2_default})
if(HUPAI_X86_64_V2)
  target_compile_options(hupai_flags INTERFACE -march=x86-64-v2)
endif()
