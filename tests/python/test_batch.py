"""The NumPy batch functions give, row for row, the single calls' answers (100,000 random hands),
on one thread or several, with jokers and melds."""

import numpy as np
import pytest
from conftest import random_counts

import hupai

TILES = [hupai.Hand.from_counts([1 if k == t else 0 for k in range(34)]).__str__() for t in range(34)]


def single_shanten(counts, jokers=None, rules="chinese"):
    out = []
    for i, row in enumerate(counts):
        h = hupai.Hand.from_counts(row.tolist(), int(jokers[i]) if jokers is not None else 0)
        out.append(hupai.shanten(h, rules=rules))
    return np.array(out)


@pytest.mark.parametrize("rules", ["riichi", "chinese"])
def test_batch_shanten_equals_single_calls_on_100000_random_hands(rng, rules):
    counts = np.concatenate([random_counts(rng, 50_000, 13), random_counts(rng, 50_000, 14)])
    shanten, status = hupai.batch_shanten(counts, rules=rules)
    assert shanten.shape == (100_000,) and shanten.dtype == np.int8
    assert (status == 0).all()
    np.testing.assert_array_equal(shanten, single_shanten(counts, rules=rules))
    two, status2 = hupai.batch_shanten(counts, rules=rules, threads=2)
    np.testing.assert_array_equal(two, shanten)
    np.testing.assert_array_equal(status2, status)
    every_core, _ = hupai.batch_shanten(counts, rules=rules, threads=0)
    np.testing.assert_array_equal(every_core, shanten)


def test_batch_shanten_with_jokers_and_wild_kinds(rng):
    counts = random_counts(rng, 20_000, 12)
    jokers = rng.integers(0, 3, size=20_000).astype(np.uint8)
    shanten, status = hupai.batch_shanten(counts, jokers=jokers, rules="ruijin", wild="5z")
    assert (status == 0).all()
    expected = [
        hupai.shanten(hupai.Hand.from_counts(c.tolist(), int(j)), rules="ruijin", wild="5z")
        for c, j in zip(counts, jokers)
    ]
    np.testing.assert_array_equal(shanten, expected)


def test_batch_win_equals_check(rng):
    # Random hands rarely win: add complete hands (14 tiles of four pungs and a pair).
    counts = random_counts(rng, 50_000, 14)
    kinds = np.argsort(rng.random((20_000, 34)), axis=1)[:, :5]
    wins = np.zeros((20_000, 34), dtype=np.uint8)
    for j, n in enumerate((3, 3, 3, 3, 2)):
        wins[np.arange(20_000), kinds[:, j]] = n
    counts = np.concatenate([counts, wins])
    win, forms, status = hupai.batch_win(counts, threads=2)
    assert win.dtype == np.bool_ and (status == 0).all() and win[50_000:].all()
    for i in range(0, len(counts), 7):
        w = hupai.check(hupai.Hand.from_counts(counts[i].tolist()))
        assert win[i] == w.win
        assert [f for b, f in enumerate(["standard", "seven_pairs", "thirteen_orphans", "thirteen_lan"]) if forms[i] >> b & 1] == w.forms


def test_batch_waits_equals_waits(rng):
    counts = random_counts(rng, 30_000, 13)
    waits, shanten, status = hupai.batch_waits(counts, rules="riichi", threads=2)
    assert waits.shape == (30_000, 34) and waits.dtype == np.bool_ and (status == 0).all()
    ready = 0
    for i, row in enumerate(counts):
        w = hupai.waits(hupai.Hand.from_counts(row.tolist()), rules="riichi")
        assert [TILES[k] for k in np.flatnonzero(waits[i])] == w.tiles
        assert shanten[i] == w.shanten
        ready += bool(w)
    assert ready > 0


def test_batch_analyze_equals_analyze(rng):
    counts = random_counts(rng, 5_000, 14)
    shanten, improving, status = hupai.batch_analyze(counts, threads=2)
    assert shanten.shape == (5_000, 34) and improving.shape == (5_000, 34, 34)
    assert improving.dtype == np.bool_ and (status == 0).all()
    for i, row in enumerate(counts):
        choices = hupai.analyze(hupai.Hand.from_counts(row.tolist()))
        expected_shanten = np.full(34, 99, dtype=np.int8)
        for c in choices:
            d = TILES.index(c.discard)
            expected_shanten[d] = c.shanten
            assert [TILES[k] for k in np.flatnonzero(improving[i, d])] == c.improving
        np.testing.assert_array_equal(shanten[i], expected_shanten)
        assert not improving[i][row == 0].any()


def test_batch_with_declared_melds():
    hands = ["123m456p11z [789s]", "123m456p1z [789s] [555z]", "11z [123m] [456p] [789s] (1111s)"]
    parsed = [hupai.Hand(h) for h in hands]
    counts = hupai.counts(parsed)
    melds = np.zeros((3, 4, 4), dtype=np.uint8)
    kinds = {"chow": 1, "pung": 2, "exposed_kong": 3, "added_kong": 4, "concealed_kong": 5}
    for i, h in enumerate(parsed):
        for j, m in enumerate(h.melds):
            melds[i, j] = [kinds[m.kind]] + [TILES.index(t) for t in m.tiles[:3]]
    win, _, status = hupai.batch_win(counts, melds=melds)
    assert [hupai.error_name(int(s)) for s in status] == ["ok", "wrong_hand_size", "ok"]
    assert win.tolist() == [hupai.check(parsed[0]).win, False, hupai.check(parsed[2]).win]
    shanten, _ = hupai.batch_shanten(counts, melds=melds)
    assert shanten.tolist() == [hupai.shanten(h) for h in parsed]


def test_empty_batches_and_read_only_inputs():
    empty = np.zeros((0, 34), dtype=np.uint8)
    shanten, status = hupai.batch_shanten(empty)
    assert shanten.shape == (0,) and status.shape == (0,)
    waits, _, _ = hupai.batch_waits(empty)
    assert waits.shape == (0, 34)
    frozen = hupai.counts(["123m456p789s1122z"])
    frozen.flags.writeable = False
    assert hupai.batch_shanten(frozen)[0].tolist() == [0]


def test_counts_helper():
    c = hupai.counts(["123m", hupai.Hand("7z")])
    assert c.dtype == np.uint8 and c.shape == (2, 34)
    assert c[0, :3].tolist() == [1, 1, 1] and c[1, 33] == 1
    assert hupai.counts([]).shape == (0, 34)
