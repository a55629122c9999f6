#!/usr/bin/env bash
# Prints the machine a benchmark ran on, as a Markdown section for BENCHMARKS.md.
set -euo pipefail

field() { lscpu 2>/dev/null | sed -n "s/^$1:[[:space:]]*//p" | head -n 1; }

cpu=$(field 'Model name')
[[ -n $cpu ]] || cpu=$(sed -n 's/^model name[[:space:]]*:[[:space:]]*//p' /proc/cpuinfo | head -n 1)
mhz=$(sed -n 's/^cpu MHz[[:space:]]*:[[:space:]]*//p' /proc/cpuinfo | head -n 1)
governor=$(cat /sys/devices/system/cpu/cpu0/cpufreq/scaling_governor 2>/dev/null || echo 'n/a')
hypervisor=$(field 'Hypervisor vendor')
memory=$(awk '/^MemTotal:/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)
# shellcheck disable=SC1091  # the running system's file
os=$(. /etc/os-release 2>/dev/null && echo "${PRETTY_NAME:-unknown}")
gxx=$(g++ --version 2>/dev/null | head -n 1 || echo 'not found')
clangxx=$(clang++ --version 2>/dev/null | head -n 1 || echo 'not found')
benchmark=$(dpkg-query -W -f='${Version}' libbenchmark-dev 2>/dev/null || echo 'unknown')
valgrind=$(valgrind --version 2>/dev/null || echo 'not found')
# The build's target: x86-64-v2 unless the build directory (HUPAI_BUILD_DIR) turned it off.
target='baseline x86-64'
if grep -q '^HUPAI_X86_64_V2:BOOL=ON' "${HUPAI_BUILD_DIR:-build}/CMakeCache.txt" 2>/dev/null; then
    target='x86-64-v2'
fi
simd=$(grep -m 1 -o -w -E 'avx512f|avx2|bmi2|popcnt' /proc/cpuinfo 2>/dev/null |
    sort -u | paste -sd " ")

cat <<MD
### Machine

| | |
|---|---|
| CPU | ${cpu:-unknown} (${mhz:-?} MHz${hypervisor:+, virtualized: $hypervisor}) |
| cores | $(nproc) online, $(field 'Thread(s) per core') thread(s) per core |
| caches | L1d $(field 'L1d cache'), L2 $(field 'L2 cache'), L3 $(field 'L3 cache') |
| CPU extensions (the build targets $target) | ${simd:-none listed} |
| frequency governor | $governor |
| memory | $memory |
| OS | $os, kernel $(uname -r) |
| compiler | $gxx |
| clang | $clangxx |
| Google Benchmark | $benchmark |
| valgrind | $valgrind |
| hupai | $(git rev-parse --short HEAD 2>/dev/null || echo 'unknown') |
MD
