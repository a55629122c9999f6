#!/usr/bin/env bash
# Quick start, command 1: installs the tools, builds the hupai command (Release, in build/) and
# runs its demo. Arguments are passed to the command: `scripts/demo.sh check 123m456p789s11122z`.
# Environment: HUPAI_BUILD_DIR (default build), HUPAI_JOBS (default 2).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build=${HUPAI_BUILD_DIR:-build}
jobs=${HUPAI_JOBS:-2}

scripts/setup.sh >&2

echo "demo: building hupai (Release) in $build/ ..." >&2
mkdir -p "$build"
log=$build/demo-build.log
if ! { cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DHUPAI_CLI=ON \
          -DHUPAI_TESTS=OFF -DHUPAI_BENCH=OFF -DHUPAI_FUZZ=OFF &&
       cmake --build "$build" --target hupai_cli -j "$jobs"; } >"$log" 2>&1; then
    tail -n 60 "$log" >&2
    echo "demo: the build failed (full log: $log)" >&2
    exit 1
fi

exec "$build/hupai" "$@"
