#!/usr/bin/env bash
# Quick start, command 2, and the whole of CI (.ci/run): formatting, a Release build with its
# tests, an ASan+UBSan build with its tests, every libFuzzer harness for a minute, a proof
# that the installed library works with find_package, the Python package's tests, its manylinux
# wheel, and the Spark and Ray examples. Each stage is timed; a summary closes the run, and the
# exit status is non-zero if any stage failed.
#
# Build dirs (kept between runs, so reruns are incremental): build/ (Release), build-asan/,
# build-fuzz/, build-venv/ (the Python package's venv; pip's build tree is build-py/),
# build-wheelhouse/ (the manylinux wheel).
# Environment: HUPAI_BUILD_DIR (the Release dir, default build; the others take its name plus
# -asan, -fuzz and -venv), HUPAI_JOBS (build and test parallelism, default 2),
# HUPAI_FUZZ_SECONDS (per fuzzer, default 60), HUPAI_STAGES (space-separated subset to run,
# e.g. "format release-build release-tests"; default all).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

jobs=${HUPAI_JOBS:-2}
fuzz_seconds=${HUPAI_FUZZ_SECONDS:-60}
build=${HUPAI_BUILD_DIR:-build}
asan=$build-asan
fuzz=$build-fuzz
tmp=$(mktemp -d -t hupai-test.XXXXXX)
trap 'rm -rf "$tmp"' EXIT

ctest_args=(--output-on-failure --no-tests=error --timeout 600 -LE slow -j "$jobs")
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:strict_string_checks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

# --- stages ------------------------------------------------------------------------------------

stage_setup() { scripts/setup.sh; }

cpp_files() {
    if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
        git ls-files --cached --others --exclude-standard -- '*.cpp' '*.hpp' '*.h' '*.cc'
    else
        find . -path './build*' -prune -o -type f \
            \( -name '*.cpp' -o -name '*.hpp' -o -name '*.h' -o -name '*.cc' \) -print
    fi | while read -r f; do [[ -f $f ]] && printf '%s\n' "${f#./}"; done | sort
}

stage_format() {
    local clang_format bad=() files=() f
    clang_format=$(command -v clang-format-14 || command -v clang-format)
    mapfile -t files < <(cpp_files)
    for f in "${files[@]}"; do
        "$clang_format" --dry-run -Werror "$f" >/dev/null 2>&1 || bad+=("$f")
    done
    if ((${#bad[@]} > 0)); then
        echo "not clang-formatted (fix with: clang-format -i FILE):"
        printf '  %s\n' "${bad[@]}"
        return 1
    fi
    echo "${#files[@]} C++ files are clang-formatted"
}

# Builds go on after a failed compile (ninja -k 0) so that one run shows every broken file.
stage_release_build() {
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DHUPAI_WERROR=ON \
        -DHUPAI_TESTS=ON -DHUPAI_BENCH=ON -DHUPAI_FUZZ=ON -DHUPAI_CLI=ON
    cmake --build "$build" -j "$jobs" -- -k 0
}

stage_release_tests() { ctest --test-dir "$build" "${ctest_args[@]}"; }

stage_install() {
    cmake --install "$build" --prefix "$tmp/prefix"
    cmake -S examples/consumer -B "$tmp/consumer" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_PREFIX_PATH="$tmp/prefix"
    cmake --build "$tmp/consumer" -j "$jobs"
    "$tmp/consumer/hupai_consumer"
    "$tmp/consumer/hupai_c_consumer"
}

# -O1 with line tables only: half the compile time of -O2 -g under the sanitizers (the JSON-heavy
# CLI and its tests dominate), and stack traces still name files and lines. Built for any x86-64
# processor, so that the portable word arithmetic the release build replaces with SIMD is tested.
stage_asan_build() {
    cmake -S . -B "$asan" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" -DHUPAI_SANITIZE=ON \
        -DHUPAI_WERROR=ON -DHUPAI_TESTS=ON -DHUPAI_BENCH=OFF -DHUPAI_FUZZ=ON -DHUPAI_CLI=ON \
        -DHUPAI_X86_64_V2=OFF
    cmake --build "$asan" -j "$jobs" -- -k 0
}

stage_asan_tests() { HUPAI_TEST_SCALE=0.02 ctest --test-dir "$asan" "${ctest_args[@]}"; }

# The whole build carries libFuzzer's coverage instrumentation (fuzzer-no-link), not only the
# harnesses, so that the fuzzers are guided by the library's branches.
stage_fuzz_build() {
    cmake -S . -B "$fuzz" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only -DNDEBUG" \
        -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_CXX_FLAGS=-fsanitize=fuzzer-no-link \
        -DHUPAI_LIBFUZZER=ON -DHUPAI_SANITIZE=ON \
        -DHUPAI_TESTS=OFF -DHUPAI_BENCH=OFF -DHUPAI_CLI=OFF -DHUPAI_FUZZ=ON
    cmake --build "$fuzz" -j "$jobs" -- -k 0
}

fuzzer_names() {
    local src
    for src in fuzz/*_fuzzer.cpp; do
        [[ -e $src ]] && basename "$src" .cpp
    done
}

# Runs one fuzzer on a scratch copy of its seed corpus; a finding lands in $fuzz/findings/.
fuzz_one() {
    local name=$1 short=${1%_fuzzer}
    local work="$tmp/fuzz/$name" log="$fuzz/logs/$name.log"
    local args=(-max_total_time="$fuzz_seconds" -timeout=25 -rss_limit_mb=2048
        -print_final_stats=1 -artifact_prefix="$fuzz/findings/$name-")
    mkdir -p "$work/corpus"
    if [[ -d fuzz/corpus/$short ]]; then cp -R "fuzz/corpus/$short/." "$work/corpus/"; fi
    if [[ -f fuzz/$short.dict ]]; then args+=(-dict="fuzz/$short.dict"); fi
    "$fuzz/fuzz/$name" "${args[@]}" "$work/corpus" >"$log" 2>&1 </dev/null
}

fuzz_report() {
    local name=$1 status=$2 log="$fuzz/logs/$1.log"
    if ((status == 0)); then
        local runs coverage
        runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
        coverage=$(grep -Eo 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+' "$log" | tail -n 1 || true)
        echo "  $name: ok, ${runs:-?} inputs run, final $coverage"
    else
        echo "  $name: FAILED (exit $status); the end of $log:"
        tail -n 60 "$log" | sed 's/^/    /'
        local artifact
        for artifact in "$fuzz/findings/$name"-*; do
            [[ -f $artifact ]] || continue
            echo "    finding: $artifact ($(wc -c <"$artifact") bytes)"
            echo "    replay: $fuzz/fuzz/$name $artifact"
            od -A d -c "$artifact" | head -n 12 | sed 's/^/      /'
        done
    fi
}

# Waits for one fuzzer of stage_fuzz_run's `running` (pid → name) to end and reports it.
reap_one() {
    local pid status=0
    wait -n -p pid || status=$?
    fuzz_report "${running[$pid]}" "$status"
    unset "running[$pid]"
    return "$status"
}

stage_fuzz_run() {
    local names=() name failed=0
    local -A running=()
    mapfile -t names < <(fuzzer_names)
    if ((${#names[@]} == 0)); then
        echo "no fuzz/*_fuzzer.cpp harnesses"
        return 0
    fi
    rm -rf "$fuzz/findings" "$fuzz/logs"
    mkdir -p "$fuzz/findings" "$fuzz/logs"
    for name in "${names[@]}"; do
        if [[ ! -x $fuzz/fuzz/$name ]]; then
            echo "  $name: not built"
            failed=1
        fi
    done
    ((failed == 0)) || return 1

    echo "${#names[@]} fuzzers, ${fuzz_seconds} s each, $jobs at a time"
    for name in "${names[@]}"; do
        while ((${#running[@]} >= jobs)); do
            reap_one || failed=1
        done
        fuzz_one "$name" &
        running[$!]=$name
    done
    while ((${#running[@]} > 0)); do
        reap_one || failed=1
    done
    return "$failed"
}

# The page: the WebAssembly build, its parity with hupai batch, and the browser tests in Chromium
# (scripts/web.sh; screenshots in $build/web-artifacts/).
stage_web() { HUPAI_BUILD_DIR="$build" HUPAI_JOBS="$jobs" scripts/web.sh test; }

# A short bounded load of hupai serve on loopback: every answer a 200 with its lines, memory
# reported, a clean stop (scripts/serve_load.sh; BENCHMARKS.md has the full-length figures).
stage_serve_load() { HUPAI_BUILD_DIR="$build" HUPAI_LOAD_SECONDS=3 scripts/serve_load.sh; }

# The Python package installed from the checkout into a venv and its pytest suite (which maps
# 10,000,000 hands over a Dask LocalCluster): scripts/python.sh.
stage_python() { HUPAI_VENV="$build-venv" scripts/python.sh test -q; }

# The stages after python take the package it built and installed, unless it did not run.
python_built() { [[ ${result[python]:-} == ok ]] && echo 1 || echo 0; }

# The Spark and Ray examples of examples/distributed on a local[2] SparkSession and a 2-CPU
# Ray, in the python stage's venv with examples/distributed/requirements.txt added
# (scripts/python.sh scale; PySpark brings Spark, about 450 MB, downloaded once into the venv).
stage_scale() {
    HUPAI_VENV="$build-venv" HUPAI_PYTHON_BUILT=$(python_built) scripts/python.sh scale -q
}

# The python stage's wheel repaired by auditwheel into a manylinux_* wheel in $build-wheelhouse,
# installed into a fresh venv and asked a shanten (scripts/python.sh wheel).
stage_wheel() {
    HUPAI_VENV="$build-venv" HUPAI_WHEELHOUSE="$build-wheelhouse" \
        HUPAI_PYTHON_BUILT=$(python_built) scripts/python.sh wheel
}

# examples/go: a Go package over the C API (cgo), built against the installed library found by
# pkg-config.
stage_go() {
    cmake --install "$build" --prefix "$tmp/go-prefix" >/dev/null
    export PKG_CONFIG_PATH="$tmp/go-prefix/lib/pkgconfig"
    # Go's build cache does not key a cgo package on what pkg-config answers, so a package built
    # against an earlier run's prefix would link against a path that is gone. The prefix in the
    # cgo variables (which are keyed) makes each run build its own.
    export CGO_CFLAGS="-I$tmp/go-prefix/include" CGO_LDFLAGS="-L$tmp/go-prefix/lib"
    (cd examples/go && go vet ./... && go test -count=1 -v ./...)
}

# --- driver ------------------------------------------------------------------------------------

# name, function, prerequisite stages
plan=(
    "setup stage_setup"
    "format stage_format setup"
    "release-build stage_release_build setup"
    "release-tests stage_release_tests release-build"
    "install-consumer stage_install release-build"
    "web stage_web release-build"
    "serve-load stage_serve_load release-build"
    "go stage_go release-build"
    "python stage_python setup"
    "wheel stage_wheel python"
    "scale stage_scale python"
    "asan-build stage_asan_build setup"
    "asan-tests stage_asan_tests asan-build"
    "fuzz-build stage_fuzz_build setup"
    "fuzz-run stage_fuzz_run fuzz-build"
)

declare -A result=() seconds=()
order=()
now_ms() { date +%s%3N; }
started=$(now_ms)

echo "hupai CI: $(git rev-parse --short HEAD 2>/dev/null || echo 'no git') on $(nproc) cores," \
    "$(g++ --version | head -n 1), $(clang++ --version 2>/dev/null | head -n 1)"

for entry in "${plan[@]}"; do
    read -r name fn needs <<<"$entry"
    if [[ -n ${HUPAI_STAGES:-} && " $HUPAI_STAGES " != *" $name "* ]]; then continue; fi
    order+=("$name")
    skip=""
    for need in $needs; do
        if [[ ${result[$need]:-ok} != ok ]]; then skip=$need; fi
    done
    if [[ -n $skip ]]; then
        result[$name]="skipped ($skip failed)"
        seconds[$name]=0
        echo "=== $name: skipped, $skip failed"
        continue
    fi
    echo "=== $name"
    t0=$(now_ms)
    (set -e; "$fn")
    status=$?
    seconds[$name]=$(($(now_ms) - t0))
    if ((status == 0)); then result[$name]=ok; else result[$name]=FAILED; fi
    printf '=== %s: %s in %d.%01d s\n' "$name" "${result[$name]}" \
        $((seconds[$name] / 1000)) $((seconds[$name] % 1000 / 100))
    if [[ $name == setup && $status != 0 ]]; then break; fi
done

total=$(($(now_ms) - started))
failed=()
echo
echo "=== summary"
printf '%-18s %-32s %9s\n' stage result seconds
for name in "${order[@]}"; do
    printf '%-18s %-32s %7d.%01d\n' "$name" "${result[$name]:-not run}" \
        $((${seconds[$name]:-0} / 1000)) $((${seconds[$name]:-0} % 1000 / 100))
    [[ ${result[$name]:-} == ok ]] || failed+=("$name")
done
printf '%-18s %-32s %7d.%01d\n' total "" $((total / 1000)) $((total % 1000 / 100))
if ((${#failed[@]} > 0)); then
    echo "CI FAILED: ${failed[*]}"
    exit 1
fi
echo "CI OK: every stage passed"
