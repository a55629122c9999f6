#!/usr/bin/env bash
# Installs what building, testing, fuzzing and benchmarking hupai need, from Debian 12 packages.
# Idempotent: when every package is already installed it touches nothing (no `apt-get update`).
# Runs as root, or through sudo otherwise.
set -euo pipefail

packages=(
    cmake ninja-build g++ python3
    python3-venv                       # the Python comparison of the riichi scoring benchmark
    clang libclang-rt-14-dev           # libFuzzer and the sanitizer runtimes for clang
    libgtest-dev libgmock-dev          # tests
    libbenchmark-dev valgrind          # benchmarks and instruction counts
    nlohmann-json3-dev                 # the hupai command
    clang-format clang-tidy            # formatting check and lint
    libcpp-httplib-dev                 # hupai serve (found through pkg-config)
    wasi-libc libc++-14-dev-wasm32 libc++abi-14-dev-wasm32 libclang-rt-14-dev-wasm32 lld-14
                                       # the WebAssembly build (scripts/web.sh)
    chromium fonts-wqy-microhei wrk    # the page's browser tests (CJK tile faces), the load test
    python3-venv python3-dev pkg-config # the Python package (scripts/python.sh), the Go example
)
# Node.js and npm for the page's tooling (web/package.json), unless a Node.js is installed.
if ! command -v npm >/dev/null 2>&1; then packages+=(nodejs npm); fi
# A Java runtime for PySpark (the Spark example, scripts/python.sh scale), unless a java of
# version 17 or later is installed: Debian 12's default is OpenJDK 17, which PySpark 4 needs at
# least. `java -version` prints "1.8.0_…" for 8 and "17.0.…" from 9 on.
java_major() {
    java -version 2>&1 | sed -n 's/.*version "\(1\.\)\{0,1\}\([0-9]*\).*/\2/p' | head -n 1
}
java_version=0
if command -v java >/dev/null 2>&1; then java_version=$(java_major); fi
if ((${java_version:-0} < 17)); then packages+=(default-jre-headless); fi

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
    echo "setup: no dpkg/apt here; install the equivalents of: ${packages[*]}" >&2
    exit 0
fi

missing=()
for p in "${packages[@]}"; do
    if [[ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" != "install ok installed" ]]; then
        missing+=("$p")
    fi
done

if ((${#missing[@]} == 0)); then
    echo "setup: all ${#packages[@]} packages are installed"
    exit 0
fi

as_root=()
if ((EUID != 0)); then
    if ! command -v sudo >/dev/null 2>&1; then
        echo "setup: not root and no sudo; as root run: apt-get install ${missing[*]}" >&2
        exit 1
    fi
    as_root=(sudo)
fi

echo "setup: installing ${missing[*]}"
apt=("${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -q -y -o DPkg::Lock::Timeout=300)
"${apt[@]}" update
"${apt[@]}" install --no-install-recommends "${missing[@]}"
