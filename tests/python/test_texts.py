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


def plain_mpsz(row):
    """The canonical text of concealed counts, written here without the library."""
    out = ""
    for suit, (first, size) in zip("mpsz", ((0, 9), (9, 9), (18, 9), (27, 7))):
        digits = "".join(str(i + 1) * int(row[first + i]) for i in range(size))
        out += digits + suit if digits else ""
    return out


def test_texts_of_any_count_at_any_kind():
    # The fast writer takes counts of at most 4, checked eight bytes at a time: every byte
    # value that could fool the check, at the kinds where the words and the tail meet.
    rows = []
    for kind in (0, 7, 8, 15, 16, 31, 32, 33):
        for value in (0, 1, 4, 5, 6, 7, 8, 123, 127, 128, 129, 132, 133, 250, 255):
            row = np.zeros(34, np.uint8)
            row[(kind + 5) % 34] = 3
            row[kind] = value
            rows.append(row)
    counts = np.array(rows)
    assert hupai.texts(counts) == [plain_mpsz(r) for r in rows]
