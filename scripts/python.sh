#!/usr/bin/env bash
# The Python package hupai, from the checkout, in a virtual environment of its own.
#
#   scripts/python.sh [test] [PYTEST ARGS…]  pip install '.[test]' into the venv, type-check
#                                           tests/python/typing (typecheck), then run pytest on
#                                           tests/python (a run that collects no test fails)
#   scripts/python.sh typecheck             mypy --strict, and pyright in strict mode where npm
#                                           is, on tests/python/typing against the stubs
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

pyright_version=1.1.414
typed=tests/python/typing

# Each checker is installed once into the venv (mypy with pip, pyright with npm into
# $venv/pyright), so a rerun installs nothing.
typecheck() {
    if ! "$py" -c 'import mypy' 2>/dev/null; then
        "$py" -m pip install --quiet --disable-pip-version-check mypy
    fi
    echo "python: mypy --strict $typed"
    "$py" -m mypy --strict --no-error-summary "$typed"
    local pyright=$venv/pyright/node_modules/.bin/pyright
    if [[ ! -x $pyright ]] && command -v npm >/dev/null 2>&1; then
        npm install --silent --no-audit --no-fund --prefix "$venv/pyright" "pyright@$pyright_version"
    fi
    if [[ -x $pyright ]]; then
        echo "python: pyright (strict) $typed"
        "$pyright" --pythonpath "$py" "$typed"
    else
        echo "python: no npm, so no pyright check"
    fi
}

command=${1:-test}
[[ $# -gt 0 ]] && shift
case $command in
test)
    install
    typecheck
    status=0
    "$py" -m pytest tests/python "$@" || status=$?
    if ((status == 5)); then
        echo "python: pytest collected no test" >&2
        exit 1
    fi
    exit "$status"
    ;;
typecheck)
    typecheck
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
    echo "usage: scripts/python.sh [test [PYTEST ARGS…] | typecheck | stubs | bench]" >&2
    exit 2
    ;;
esac
