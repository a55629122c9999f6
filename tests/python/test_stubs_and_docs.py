"""The type stubs match the module (regenerate with scripts/python.sh stubs), ship with the
package, and every docstring example runs."""

import doctest
import importlib.resources
import subprocess
import sys

import numpy
import pytest
from conftest import ROOT

import hupai


def test_stubs_are_up_to_date(tmp_path):
    out = tmp_path / "_core.pyi"
    subprocess.run([sys.executable, "-m", "nanobind.stubgen", "-q", "-m", "hupai._core", "-p",
                    str(ROOT / "python" / "stubs.pattern"), "-o", str(out)], check=True)
    checked_in = (ROOT / "python" / "hupai" / "_core.pyi").read_text()
    assert out.read_text() == checked_in, "stale stubs: run scripts/python.sh stubs"


def test_stubs_and_marker_are_installed():
    files = importlib.resources.files("hupai")
    assert (files / "_core.pyi").is_file() and (files / "py.typed").is_file()


def docstrings():
    objects = [hupai, hupai.counts]
    for name in dir(hupai._core):
        obj = getattr(hupai._core, name)
        objects.append(obj)
        if isinstance(obj, type):
            objects.extend(getattr(obj, a) for a in vars(obj) if not a.startswith("__"))
    for obj in objects:
        doc = getattr(obj, "__doc__", None)
        if isinstance(doc, str) and ">>>" in doc:
            yield getattr(obj, "__qualname__", getattr(obj, "__name__", repr(obj))), doc


@pytest.mark.parametrize("name, doc", list(docstrings()))
def test_docstring_examples_run(name, doc):
    parser = doctest.DocTestParser()
    test = parser.get_doctest(doc, {"hupai": hupai, "numpy": numpy}, name, None, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    runner.run(test)
    assert runner.failures == 0 and runner.tries > 0


def test_every_public_function_has_a_docstring():
    for name in hupai.__all__:
        obj = getattr(hupai, name)
        if callable(obj):
            assert obj.__doc__ and len(obj.__doc__) > 20, name


def test_python_md_examples_run():
    text = (ROOT / "docs" / "PYTHON.md").read_text()
    # Code fences end an example's expected output, as a blank line would.
    text = "\n".join("" if line.startswith("```") else line for line in text.splitlines())
    test = doctest.DocTestParser().get_doctest(text, {}, "docs/PYTHON.md", None, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    runner.run(test)
    assert runner.failures == 0 and runner.tries >= 15
