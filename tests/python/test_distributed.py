"""examples/distributed: 10,000,000 hands mapped over a two-worker Dask LocalCluster give the
totals of the same partitions run in this process."""

import time

import numpy as np
import pytest
from conftest import expected_kinds_held, load_example

distributed = pytest.importorskip("dask.distributed")


def test_random_counts_deal_like_a_table():
    """Kinds held 0–4 times per hand match the exact counts of a deal of 14 from 136 tiles
    (conftest.expected_kinds_held), within 5 standard errors."""
    census = load_example("shanten_census")
    n = 200_000
    counts = census.random_counts(11, 0, n)
    for c in range(5):
        per_hand = (counts == c).sum(axis=1)
        exact = expected_kinds_held(c, 14)
        error = per_hand.std() / np.sqrt(n)
        assert abs(per_hand.mean() - exact) < 5 * error + 1e-9, (c, per_hand.mean(), exact)


def test_random_counts_are_hands_of_the_wall():
    census = load_example("shanten_census")
    counts = census.random_counts(7, 0, 50_000)
    assert counts.shape == (50_000, 34) and counts.dtype == np.uint8
    assert (counts.sum(axis=1) == 14).all() and counts.max() <= 4
    np.testing.assert_array_equal(counts, census.random_counts(7, 0, 50_000))
    assert not np.array_equal(counts, census.random_counts(7, 1, 50_000))
    assert not np.array_equal(counts, census.random_counts(8, 0, 50_000))


def test_ten_million_hands_on_a_local_cluster_match_one_process():
    census = load_example("shanten_census")
    hands, partitions, seed = 10_000_000, 20, 20261124
    start = time.perf_counter()
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        totals = census.run_dask(client, hands, partitions, seed, "riichi")
    cluster_seconds = time.perf_counter() - start
    single = census.run_single(hands, partitions, seed, "riichi")
    print(f"10,000,000 hands: cluster {cluster_seconds:.1f} s")
    np.testing.assert_array_equal(totals, single)
    assert totals[:-1].sum() == hands and totals[-1] == 0
    assert totals[0] > 0  # some complete hands among ten million
