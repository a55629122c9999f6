#!/usr/bin/env bash
# Builds Release with benchmarks, runs them, and prints Markdown for BENCHMARKS.md: the machine,
# ns per hand with reference/fast ratios, and callgrind instruction counts per call.
#
#   scripts/bench.sh [FILTER]   FILTER: a --benchmark_filter regex (default: all)
#
# Environment: HUPAI_BUILD_DIR (default build), HUPAI_JOBS (default 2),
# HUPAI_BENCH_ARGS (extra Google Benchmark flags, e.g. --benchmark_repetitions=5),
# HUPAI_CALLGRIND_CALLS (calls per instruction count, default 3600; 0 skips callgrind).
# HUPAI_STARTUP_RUNS (fresh processes timed for start-up, default 21).
# Raw results stay in $HUPAI_BUILD_DIR/bench/: results.json, callgrind.tsv, startup.tsv, report.md.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

build=${HUPAI_BUILD_DIR:-build}
jobs=${HUPAI_JOBS:-2}
calls=${HUPAI_CALLGRIND_CALLS:-3600}
filter=${1:-}
out=$build/bench

scripts/setup.sh >&2
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DHUPAI_BENCH=ON >&2
targets=(hupai_callgrind hupai_startup)
if ninja -C "$build" -t targets all 2>/dev/null | grep -q '^hupai_bench:'; then
    targets+=(hupai_bench)
fi
cmake --build "$build" -j "$jobs" --target "${targets[@]}" >&2
mkdir -p "$out"

report=()
if [[ " ${targets[*]} " == *" hupai_bench "* ]]; then
    args=(--benchmark_format=json --benchmark_out="$out/results.json" --benchmark_out_format=json)
    [[ -z $filter ]] || args+=(--benchmark_filter="$filter")
    # shellcheck disable=SC2206  # HUPAI_BENCH_ARGS is a list of flags
    args+=(${HUPAI_BENCH_ARGS:-})
    echo "bench: running hupai_bench ${filter:+(filter $filter)}" >&2
    "$out/hupai_bench" "${args[@]}" >/dev/null
    report+=("$out/results.json")
else
    echo "bench: no benchmark sources in bench/ yet" >&2
fi

# Instructions per call: (run of N calls - run of 0 calls) / N, same start-up in both runs.
instructions() {
    local file
    file=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$file" "$out/hupai_callgrind" "$@" \
        >/dev/null 2>"$file.log" || {
        grep -v '^==[0-9]*==' "$file.log" >&2
        rm -f "$file" "$file.log"
        return 1
    }
    sed -n 's/^summary: *//p' "$file"
    rm -f "$file" "$file.log"
}

if ((calls > 0)) && command -v valgrind >/dev/null 2>&1; then
    : >"$out/callgrind.tsv"
    # The C batch calls beside the C++ loops they stand for (bench/callgrind_driver.cpp).
    for op in parse is_win check_win compute_shanten shanten_number find_waits analyze_discards \
        decompose batch_win loop_win batch_shanten loop_shanten batch_waits loop_waits; do
        if [[ -n $filter ]] && ! [[ $op =~ $filter ]]; then continue; fi
        echo "bench: callgrind $op ($calls calls)" >&2
        if base=$(instructions "$op" 0) && total=$(instructions "$op" "$calls"); then
            per_call=$(awk -v t="$total" -v b="$base" -v n="$calls" \
                'BEGIN { printf "%.0f", (t - b) / n }')
            printf '%s\t%s\t%s\n' "$op" "$calls" "$per_call" >>"$out/callgrind.tsv"
        else
            echo "bench: callgrind $op skipped: the driver failed (above)" >&2
        fi
    done
    report+=(--callgrind "$out/callgrind.tsv")
fi

# Start-up: fresh processes of hupai_startup, each also timed whole (exec to exit) from here.
runs=${HUPAI_STARTUP_RUNS:-21}
echo "bench: start-up ($runs processes)" >&2
: >"$out/startup.tsv"
for ((i = 0; i < runs; i++)); do
    start=$(date +%s%N)
    "$out/hupai_startup" >>"$out/startup.tsv"
    end=$(date +%s%N)
    printf 'process\twall\t%s\n' "$((end - start))" >>"$out/startup.tsv"
done
report+=(--startup "$out/startup.tsv")

{
    scripts/machine_info.sh
    echo
    python3 tools/bench_report.py "${report[@]}"
} | tee "$out/report.md"
