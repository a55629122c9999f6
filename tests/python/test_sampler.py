"""hupai.random_hands deals like a table: hands of distinct wall positions, so that pairs and
triplets come as often as the exact combinatorics say, from a seeded stream."""

import time

import numpy as np
import pytest
from conftest import expected_kinds_held

import hupai


@pytest.mark.parametrize("tiles, rules, kinds", [(14, "riichi", 34), (13, "chinese", 34),
                                                  (14, "sichuan", 27), (5, "gb", 34)])
def test_kinds_held_c_times_match_exact_combinatorics(tiles, rules, kinds):
    """Per hand, the kinds held 0, 1, 2 (pairs), 3 (triplets) and 4 times average the exact
    expectation within 5 standard errors; every kind is as likely as another."""
    n = 400_000
    hands = hupai.random_hands(n, tiles, seed=20261124, rules=rules)
    print(f"[seed] 20261124, {rules}, {tiles} tiles")
    for c in range(5):
        per_hand = (hands[:, :kinds] == c).sum(axis=1)
        exact = expected_kinds_held(c, tiles, kinds)
        error = per_hand.std() / np.sqrt(n) + 1e-12
        assert abs(per_hand.mean() - exact) < 5 * error, (c, per_hand.mean(), exact)
    per_kind = hands.mean(axis=0)
    assert (per_kind[kinds:] == 0).all()
    spread = hands[:, :kinds].std(axis=0) / np.sqrt(n)
    assert (np.abs(per_kind[:kinds] - tiles / kinds) < 5 * spread).all()


def test_a_kind_drawn_by_kind_then_rejected_would_be_caught():
    """The test above tells a wrong deal apart: kinds drawn uniformly (fifth copies refused)
    make pairs far too common."""
    rng = np.random.default_rng(5)
    n, tiles = 100_000, 14
    wrong = np.zeros((n, 34), np.uint8)
    np.add.at(wrong, (np.repeat(np.arange(n), tiles), rng.integers(0, 34, n * tiles)), 1)
    pairs = (wrong == 2).sum(axis=1)
    assert abs(pairs.mean() - expected_kinds_held(2, tiles)) > 5 * pairs.std() / np.sqrt(n)


def test_hands_are_of_the_wall_and_the_seed_deals_them_again():
    hands = hupai.random_hands(50_000, seed=7)
    assert hands.shape == (50_000, 34) and hands.dtype == np.uint8 and hands.flags.c_contiguous
    assert (hands.sum(axis=1) == 14).all() and hands.max() <= 4
    np.testing.assert_array_equal(hands, hupai.random_hands(50_000, seed=7))
    assert not np.array_equal(hands, hupai.random_hands(50_000, seed=8))
    assert not np.array_equal(hupai.random_hands(1000), hupai.random_hands(1000))  # fresh seeds
    assert hupai.random_hands(0).shape == (0, 34)
    whole = hupai.random_hands(3, tiles=136, seed=1)
    assert (whole == 4).all()
    shanten, status = hupai.batch_shanten(hands[:1000], rules="riichi")
    assert (status == 0).all() and shanten.max() <= 6


def test_wrong_arguments_are_hand_errors():
    for call in (lambda: hupai.random_hands(-1), lambda: hupai.random_hands(None),
                 lambda: hupai.random_hands(5, tiles=137),
                 lambda: hupai.random_hands(5, tiles=109, rules="sichuan"),
                 lambda: hupai.random_hands(5, seed=-1), lambda: hupai.random_hands(5, seed="x"),
                 lambda: hupai.random_hands(5, rules=None)):
        with pytest.raises(hupai.HandError):
            call()


def test_rate():
    n = 2_000_000
    hupai.random_hands(n, seed=1)
    start = time.process_time()
    hupai.random_hands(n, seed=2)
    seconds = time.process_time() - start
    print(f"random_hands: {n / max(seconds, 1e-9) / 1e6:.1f} M hands/s (CPU time, one thread)")
