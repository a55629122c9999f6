#!/usr/bin/env bash
# Runs clang-tidy (.clang-tidy) on the library sources, src/**/*.cpp, and fails on any warning.
#   scripts/tidy.sh [FILE…]   (default: every src/ source)
# Environment: HUPAI_BUILD_DIR (its -tidy sibling holds compile_commands.json; default build),
# HUPAI_JOBS (default 2).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

dir=${HUPAI_BUILD_DIR:-build}-tidy
jobs=${HUPAI_JOBS:-2}

scripts/setup.sh >&2
# Configuring is enough: the analysis needs the compile commands and the generated version.hpp.
cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_EXPORT_COMPILE_COMMANDS=ON \
    -DHUPAI_TESTS=OFF -DHUPAI_BENCH=OFF -DHUPAI_FUZZ=OFF -DHUPAI_CLI=OFF >/dev/null

if (($# > 0)); then
    files=("$@")
else
    mapfile -t files < <(find src -name '*.cpp' | sort)
fi
run_clang_tidy=$(command -v run-clang-tidy-14 || command -v run-clang-tidy)
log="$dir/tidy.log"
"$run_clang_tidy" -quiet -p "$dir" -j "$jobs" "${files[@]}" 2>&1 |
    sed 's/\x1b\[[0-9;]*m//g' >"$log" || true
warnings=$(grep -cE ': (warning|error): ' "$log" || true)
grep -E -A2 ': (warning|error): ' "$log" || true
if ((warnings > 0)); then
    echo "tidy: $warnings findings in ${#files[@]} files (full log: $log)"
    exit 1
fi
echo "tidy: ${#files[@]} files clean"
