#!/usr/bin/env bash
# Builds the page: the native build's table generators and `hupai`, the WebAssembly module
# (cmake/wasm32-wasi.cmake, embedding the native build's tables), then the page's files with the
# module in $build/web/, where `$build/hupai serve` finds them.
#
#   scripts/web.sh          build
#   scripts/web.sh test     build, then the parity test (wasm vs hupai batch) and the browser
#                           tests (Chromium through playwright-core), screenshots in
#                           $build/web-artifacts/
#   scripts/web.sh serve    build, then run $build/hupai serve on 127.0.0.1:8080
#
# Environment: HUPAI_BUILD_DIR (the native build dir, default build; the wasm build goes to
# its name plus -wasm), HUPAI_JOBS (default 2). Packages: scripts/setup.sh.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

build=${HUPAI_BUILD_DIR:-build}
wasm=$build-wasm
jobs=${HUPAI_JOBS:-2}
mode=${1:-build}

if [[ ! -f $build/CMakeCache.txt ]]; then
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release
fi
cmake --build "$build" -j "$jobs" --target hupai_cli
build=$(cd "$build" && pwd)  # absolute from here on

# Warnings are errors here too: the module is built by clang 14, the native build by GCC 12, and
# each compiler finds what the other does not.
if [[ ! -f $wasm/CMakeCache.txt ]]; then
    cmake -S . -B "$wasm" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_TOOLCHAIN_FILE="$PWD/cmake/wasm32-wasi.cmake" \
        -DHUPAI_HOST_TABLES="$build/src" -DHUPAI_WERROR=ON \
        -DHUPAI_CLI=OFF -DHUPAI_TESTS=OFF -DHUPAI_BENCH=OFF -DHUPAI_FUZZ=OFF
fi
cmake --build "$wasm" -j "$jobs"

page=$build/web
rm -rf "$page"
mkdir -p "$page"
cp web/index.html web/style.css web/sw.js web/manifest.webmanifest web/favicon.svg "$page/"
cp -R web/src "$page/src"
cp "$wasm/hupai.wasm" "$page/"
echo "web: the page is in $page/ ($(du -sh "$page" | cut -f1)); run $build/hupai serve"

case $mode in
    build) ;;
    test)
        if [[ ! -d web/node_modules/playwright-core ]]; then
            (cd web && npm ci --no-audit --no-fund)
        fi
        HUPAI_BUILD_DIR="$build" node --test --test-concurrency=1 web/test/*.test.mjs
        ;;
    serve) exec "$build/hupai" serve --port 8080 ;;
    *)
        echo "usage: scripts/web.sh [build|test|serve]" >&2
        exit 2
        ;;
esac
