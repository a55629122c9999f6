"""Shared fixtures of the Python suite: seeded random hands (the seed is printed; replay with
HUPAI_TEST_SEED=…) and the repository root."""

import importlib
import os
import pathlib
import sys

import numpy as np
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def load_example(name: str):
    """examples/distributed/<name>.py imported by its name, as the workers import it."""
    directory = str(ROOT / "examples" / "distributed")
    if directory not in sys.path:
        sys.path.insert(0, directory)
    return importlib.import_module(name)


def random_counts(rng: np.random.Generator, n: int, tiles: int) -> np.ndarray:
    """n hands of `tiles` tiles drawn from the 136-tile wall, as uint8[n, 34] counts."""
    draws = np.argsort(rng.random((n, 136)), axis=1)[:, :tiles] // 4
    out = np.zeros((n, 34), dtype=np.uint8)
    np.add.at(out, (np.repeat(np.arange(n), tiles), draws.ravel()), 1)
    return out


def expected_kinds_held(c: int, tiles: int, kinds: int = 34) -> float:
    """Kinds held exactly c times in a hand of `tiles` dealt from a wall of 4 copies of `kinds`
    kinds, on average: kinds · C(4, c) · C(4·kinds − 4, tiles − c) / C(4·kinds, tiles)."""
    from math import comb

    wall = 4 * kinds
    return kinds * comb(4, c) * comb(wall - 4, tiles - c) / comb(wall, tiles)


@pytest.fixture
def rng(request):
    seed = int(os.environ.get("HUPAI_TEST_SEED", "20261124"))
    print(f"[seed] {request.node.name}: {seed} (replay with HUPAI_TEST_SEED={seed})")
    return np.random.default_rng(seed)
