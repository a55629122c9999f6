#!/usr/bin/env bash
# Times riichi scoring by hupai and by the Python `mahjong` package on the same 10,000 corpus
# hands in one run (tools/bench_riichi_python.py). `mahjong` goes into a virtual environment in
# the build directory (created once): it is a benchmark-only dependency, never the library's
# or the tests'.
#
# Extra arguments go to the tool: `--random 10000` compares 10,000 random winning hands with
# `mahjong` instead of timing (needs the hupai command, built here too).
# Environment: HUPAI_BUILD_DIR (default build), HUPAI_JOBS (default 2).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

build=${HUPAI_BUILD_DIR:-build}
venv=$build/pyvenv
if [[ ! -x $venv/bin/python ]] || ! "$venv/bin/python" -c 'import mahjong' 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet 'mahjong==2.1.0'
fi
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DHUPAI_BENCH=ON >&2
cmake --build "$build" -j "${HUPAI_JOBS:-2}" --target hupai_bench hupai_cli >&2
"$venv/bin/python" tools/bench_riichi_python.py --bench "$build/bench/hupai_bench" \
    --hupai "$build/hupai" --corpus tests/data/riichi-majiang.jsonl "$@"
