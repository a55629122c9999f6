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
    # The array's width is each text's length, counted a word at a time: exact for every row.
    for row in rows:
        alone = hupai.texts(row[None], as_array=True)
        assert alone.dtype.itemsize == max(1, len(plain_mpsz(row)))
        assert alone[0] == plain_mpsz(row).encode()


def test_texts_as_array_round_trip_every_size():
    # Dealt hands of 1 to 18 tiles (seed 7): the array holds each row's text, NUL-padded to
    # the longest, and hupai.counts reads it back to the same counts.
    for tiles in range(1, 19):
        hands = hupai.random_hands(500, tiles, seed=7)
        listed = hupai.texts(hands)
        array = hupai.texts(hands, as_array=True)
        assert isinstance(array, np.ndarray) and array.shape == (500,)
        assert array.dtype == np.dtype(f"S{max(len(t) for t in listed)}")
        assert [b.decode() for b in array] == listed
        np.testing.assert_array_equal(hupai.counts(array), hands)
        np.testing.assert_array_equal(hupai.counts(array[::3]), hands[::3])  # not contiguous


def test_texts_as_array_of_any_count_and_empty_rows():
    rows = np.zeros((4, 34), np.uint8)
    rows[1, 0] = 7                     # above 4: the full writer's text, 1111111m
    rows[2, [0, 9, 18, 27]] = 4        # the longest text of counts of at most 4 per suit
    rows[3, 33] = 255
    array = hupai.texts(rows, as_array=True)
    assert array.tolist() == [t.encode() for t in hupai.texts(rows)]
    assert array.tolist()[:3] == [b"", b"1111111m", b"1111m1111p1111s1111z"]
    assert array.dtype.itemsize == 256
    full = np.full((1, 34), 4, np.uint8)
    assert hupai.texts(full, as_array=True).dtype.itemsize == 4 * 34 + 4
    empty = hupai.texts(np.zeros((0, 34), np.uint8), as_array=True)
    assert empty.shape == (0,) and empty.dtype == np.dtype("S1")
    assert hupai.texts(np.zeros((2, 34), np.uint8), as_array=True).tolist() == [b"", b""]
    assert hupai.counts(np.array([], dtype="S5")).shape == (0, 34)
    with pytest.raises(hupai.HandError, match="C-contiguous|contiguous"):
        hupai.texts(np.zeros((4, 68), np.uint8)[:, ::2], as_array=True)


def test_counts_of_bytes_reads_what_the_list_reads():
    # Red fives, other notations, padding of any length and entries that fill their width.
    texts = ["0m55m", "東東東", "123m456p789s1122z", "11m[111z]", "5555m", "1m"]
    for width in (None, 20, 40):
        given = np.array([t.encode() for t in texts], dtype=f"S{width}" if width else "S")
        np.testing.assert_array_equal(hupai.counts(given), hupai.counts(texts))


def error_of(hands):
    with pytest.raises(hupai.HandError) as caught:
        hupai.counts(hands)
    e = caught.value
    return e.name, e.code, e.offset, str(e)


def test_bad_bytes_rows_raise_as_the_list_does():
    # A NUL inside an entry is a byte of it (NumPy drops only the trailing ones).
    for bad in ("12x", "m123m", "123mm", "1m2m3", "0z", "8z", "11111m", "1m\x003m"):
        listed = error_of(["123m", bad])
        assert error_of(np.array([b"123m", bad.encode()])) == listed, bad
