"""planes and discard_mask: the arrays a learner takes, made from dealt counts."""

import numpy as np
import pytest

import hupai


def test_planes_one_hot_and_cumulative_give_back_the_counts():
    hands = hupai.random_hands(20_000, 14, seed=9)
    one_hot = hupai.planes(hands)
    cumulative = hupai.planes(hands, cumulative=True)
    assert one_hot.shape == (20_000, 4, 34) and one_hot.dtype == np.uint8
    assert (one_hot.sum(axis=1) <= 1).all()  # one plane per held kind
    np.testing.assert_array_equal((one_hot * np.arange(1, 5)[None, :, None]).sum(axis=1), hands)
    np.testing.assert_array_equal(cumulative.sum(axis=1), hands)
    assert (np.diff(cumulative.astype(np.int8), axis=1) <= 0).all()  # at least p+1 ⊇ p+2
    row = hupai.planes(hupai.counts(["1112m"]))[0]
    assert row[:, 0].tolist() == [0, 0, 1, 0] and row[:, 1].tolist() == [1, 0, 0, 0]


def test_discard_mask_is_the_kinds_held_and_agrees_with_batch_discards():
    hands = hupai.random_hands(500, 14, seed=10)
    mask = hupai.discard_mask(hands)
    assert mask.dtype == np.bool_ and (mask == (hands > 0)).all()
    shanten, _, _, _ = hupai.batch_discards(hands)
    np.testing.assert_array_equal(mask, shanten != 99)


def test_wrong_counts_are_hand_errors():
    for bad in (None, [[0] * 34], np.zeros((2, 33), np.uint8), np.zeros((2, 34), np.int32)):
        for f in (hupai.planes, hupai.discard_mask):
            with pytest.raises(hupai.HandError) as e:
                f(bad)
            assert e.value.name == "invalid_value" and e.value.code == 18
    five = np.zeros((1, 34), np.uint8)
    five[0, 0] = 5
    with pytest.raises(hupai.HandError, match="too_many_copies"):
        hupai.planes(five)
