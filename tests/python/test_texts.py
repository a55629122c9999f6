"""hupai.counts reads lists, tuples, iterables and bytes arrays of hands in one loop, and
hupai.texts gives each row back as str(Hand.from_counts(row))."""

import numpy as np
import pytest

import hupai


def test_texts_and_counts_round_trip_random_hands():
    hands = hupai.random_hands(2000, 14, seed=11)
    texts = hupai.texts(hands)
    assert texts[:50] == [str(hupai.Hand.from_counts(row.tolist())) for row in hands[:50]]
    for given in (texts, tuple(texts), iter(texts), np.array(texts, dtype="S")):
        back = hupai.counts(given)
        assert back.dtype == np.uint8 and back.shape == (2000, 34)
        np.testing.assert_array_equal(back, hands)


def test_counts_reads_every_notation_and_hands_as_before():
    given = ["123m456p789s1122z", "東東東", hupai.Hand("0m55m"), "1111m", "11m[111z]"]
    expected = [hupai.Hand(h).counts if isinstance(h, str) else h.counts for h in given]
    assert hupai.counts(given).tolist() == expected
    assert hupai.counts([]).shape == (0, 34)
    assert hupai.texts(np.zeros((0, 34), np.uint8)) == []


def test_bad_hands_raise_hand_error():
    with pytest.raises(hupai.HandError, match="unknown_character"):
        hupai.counts(["123m", "12x"])
    with pytest.raises(hupai.HandError, match="unknown_character"):
        hupai.counts(np.array([b"123m", b"12x"]))
    with pytest.raises(hupai.HandError):
        hupai.counts([123])
    with pytest.raises(hupai.HandError, match="shape"):
        hupai.counts(np.array([[b"1m"]]))
    with pytest.raises(hupai.HandError, match="dtype uint8"):
        hupai.texts(np.zeros((1, 34), np.int64))
