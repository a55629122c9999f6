#!/usr/bin/env bash
# The Python package hupai, from the checkout, in a virtual environment of its own.
#
#   scripts/python.sh [test] [PYTEST ARGS…]  pip install '.[test]' into the venv, then run pytest on
#                                           tests/python (a run that collects no test fails)
#   scripts/python.sh stubs                 regenerate python/hupai/_core.pyi from the installed module
#   scripts/python.sh bench                 bench/python_bench.py (installs the `mahjong` package,
#                                           used only for the comparison)
#
# Environment: HUPAI_VENV (default .venv). pip builds the C++ library and the nanobind module
# with CMake (scikit-build-core, build tree in build-py/), so a rerun rebuilds only what changed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

venv=${HUPAI_VENV:-.venv}
if [[ ! -x $venv/bin/python ]]; then
    python3 -m venv "$venv"
fi
py=$venv/bin/python

install() {
    echo "python: installing the package into $venv (pip install '.[test]')"
    "$py" -m pip install --quiet --disable-pip-version-check '.[test]'
}

command=${1:-test}
[[ $# -gt 0 ]] && shift
case $command in
test)
    install
    status=0
    "$py" -m pytest tests/python "$@" || status=$?
    if ((status == 5)); then
        echo "python: pytest collected no test" >&2
        exit 1
    fi
    exit "$status"
    ;;
stubs)
    "$py" -m nanobind.stubgen -q -m hupai._core -p python/stubs.pattern -o python/hupai/_core.pyi
    echo "python: wrote python/hupai/_core.pyi"
    ;;
bench)
    install
    "$py" -m pip install --quiet --disable-pip-version-check mahjong
    "$py" bench/python_bench.py "$@"
    ;;
*)
    echo "usage: scripts/python.sh [test [PYTEST ARGS…] | stubs | bench]" >&2
    exit 2
    ;;
esac
