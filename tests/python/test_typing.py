"""The stubs type what a caller touches: mypy --strict passes on tests/python/typing and fails on
a program that misuses HandError, __version__, the NumPy arrays or texts' array form (scripts/python.sh typecheck
installs mypy and also runs pyright)."""

import pytest
from conftest import ROOT

api = pytest.importorskip("mypy.api")


def test_typed_program_passes_and_misuse_is_caught(tmp_path, pytestconfig):
    bad = tmp_path / "bad.py"
    bad.write_text(
        "import numpy as np\n"
        "import numpy.typing as npt\n"
        "import hupai\n"
        "v: int = hupai.__version__\n"
        "try:\n"
        "    hupai.check('11m')\n"
        "except hupai.HandError as e:\n"
        "    n: str = e.code\n"
        "s, status = hupai.batch_shanten(hupai.counts(['11m']))\n"
        "f: npt.NDArray[np.float64] = s\n"
        "t: list[str] = hupai.texts(hupai.counts(['11m']), as_array=True)\n")
    good = ROOT / "tests" / "python" / "typing"
    cache = pytestconfig.cache.mkdir("mypy")  # one mypy run, its cache kept between runs
    out, err, status = api.run(["--strict", "--cache-dir", str(cache), str(good), str(bad)])
    errors = [line for line in (out + err).splitlines() if ": error:" in line]
    assert status == 1
    assert {line.split(":")[1] for line in errors if "bad.py" in line} == {"4", "8", "10", "11"}, errors
    assert all("bad.py" in line for line in errors), errors
