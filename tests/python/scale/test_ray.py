"""examples/distributed/ray_census.py on a local Ray of 2 CPUs: 4,000,000 hands as Ray tasks
give the totals of the same partitions run in this process."""

import time

import numpy as np
import pytest
from conftest import load_example

ray = pytest.importorskip("ray")


def test_tasks_match_one_process():
    census, example = load_example("shanten_census"), load_example("ray_census")
    hands, partitions, seed = 4_000_000, 8, 20261124
    print(f"[seed] {seed}: {hands} hands in {partitions} tasks")
    start = time.perf_counter()
    example.start(cpus=2)
    try:
        assert ray.cluster_resources()["CPU"] == 2
        totals = example.run_ray(hands, partitions, seed, "riichi")
    finally:
        ray.shutdown()
    print(f"Ray, start to stop: {time.perf_counter() - start:.1f} s")
    np.testing.assert_array_equal(totals, census.run_single(hands, partitions, seed, "riichi"))
    assert totals[:-1].sum() == hands and totals[-1] == 0
    assert totals[0] > 0  # some complete hands among four million
