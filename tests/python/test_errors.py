"""Bad input of every kind is a hupai.HandError (a ValueError) carrying the library's error name,
never a crash."""

import numpy as np
import pytest

import hupai


@pytest.mark.parametrize(
    "text, name, offset",
    [
        ("123x", "unknown_character", 3),
        ("123", "missing_suit", 0),
        ("8z", "invalid_tile", 0),
        ("11111m", "too_many_copies", 0),
        ("123m [124m]", "invalid_meld", 5),
        ("", "empty_hand", 0),
        ("1m" * 600, "line_too_long", 0),
    ],
)
def test_parse_errors_carry_name_offset_and_message(text, name, offset):
    with pytest.raises(hupai.HandError) as e:
        hupai.Hand(text)
    assert e.value.name == name
    assert str(e.value).startswith(name + ": ")
    assert isinstance(e.value, ValueError)
    if offset:
        assert e.value.offset == offset


def test_bytes_for_text_are_a_hand_error_not_a_crash():
    with pytest.raises(hupai.HandError, match="str, not bytes"):
        hupai.Hand(b"\xff")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "call, name",
    [
        (lambda: hupai.check("123m456p789s1122z"), "wrong_hand_size"),
        (lambda: hupai.waits("123m456p789s11122z"), "wrong_hand_size"),
        (lambda: hupai.shanten("1111222233334444m"), "hand_too_large"),
        (lambda: hupai.shanten("123m1z", rules="sichuan"), "forbidden_tile"),
        (lambda: hupai.check("11m [123m] [789p] [789s] [123s]", rules="sichuan"), "forbidden_meld"),
        (lambda: hupai.shanten("123m", rules="ruijin"), "missing_wildcard"),
        (lambda: hupai.shanten("123m", wild="9z"), "invalid_wildcard"),
        (lambda: hupai.shanten("123m", rules="tokyo"), "unknown_preset"),
        (lambda: hupai.shanten("123m", sevenpairs=False), "unknown_flag"),
        (lambda: hupai.shanten("123m", max_suits=7), "invalid_value"),
        (lambda: hupai.shanten("123m", seven_pairs=1.5), "invalid_value"),
        (lambda: hupai.shanten("123m", max_suits=2**80), "invalid_value"),
        (lambda: hupai.shanten("123m", rules=3), "invalid_value"),
        (lambda: hupai.shanten(42), "invalid_value"),
        (lambda: hupai.Hand("123m", notation="klingon"), "unknown_notation"),
        (lambda: hupai.Rules("chinese", flowers="everywhere"), "invalid_value"),
        (lambda: hupai.analyze("123m456p789s11122z", visible=[1] * 33), "invalid_value"),
        (lambda: hupai.analyze("123m456p789s11122z", visible=[5] * 34), "invalid_value"),
        (lambda: hupai.analyze("123m456p789s11122z", visible=["a"] * 34), "invalid_value"),
        (lambda: hupai.analyze("123m456p789s11122z", visible=5), "invalid_value"),
        (lambda: hupai.analyze("123m456p789s11122z", visible="1x"), "unknown_character"),
        (lambda: hupai.Hand.from_counts([300] * 34), "invalid_value"),
    ],
)
def test_question_errors(call, name):
    with pytest.raises(hupai.HandError) as e:
        call()
    assert e.value.name == name
    assert str(e.value).startswith(name + ": ")


GOOD = np.zeros((2, 34), dtype=np.uint8)


@pytest.mark.parametrize(
    "counts, fragment",
    [
        (GOOD.astype(np.int32), "dtype uint8"),
        (GOOD.astype(np.float64), "dtype uint8"),
        (np.zeros((2, 33), dtype=np.uint8), "shape [N, 34]"),
        (np.zeros(34, dtype=np.uint8), "shape [N, 34]"),
        (np.zeros((2, 34, 1), dtype=np.uint8), "shape [N, 34]"),
        (np.zeros((0, 33), dtype=np.uint8), "shape [N, 34]"),
        (np.asfortranarray(np.zeros((3, 34), dtype=np.uint8)), "C-contiguous"),
        (np.zeros((4, 34), dtype=np.uint8)[::2], "C-contiguous"),
        ([[0] * 34], "numpy array"),
        ("123m", "numpy array"),
    ],
)
def test_batch_argument_errors(counts, fragment):
    for batch in (hupai.batch_shanten, hupai.batch_win, hupai.batch_waits, hupai.batch_analyze):
        with pytest.raises(hupai.HandError) as e:
            batch(counts)
        assert e.value.name == "invalid_value" and fragment in str(e.value)


def test_batch_optional_array_errors():
    with pytest.raises(hupai.HandError, match="jokers must have one entry per row"):
        hupai.batch_shanten(GOOD, jokers=np.zeros(3, dtype=np.uint8))
    with pytest.raises(hupai.HandError, match="melds must have shape"):
        hupai.batch_shanten(GOOD, melds=np.zeros((2, 4, 3), dtype=np.uint8))
    with pytest.raises(hupai.HandError, match="unknown_flag"):
        hupai.batch_shanten(GOOD, nonsense=True)
    with pytest.raises(hupai.HandError, match="missing_wildcard"):
        hupai.batch_shanten(GOOD, rules="ruijin")


def test_bad_rows_are_marked_and_do_not_spoil_the_batch():
    counts = hupai.counts(["123m456p789s1122z", "123m456p789s1122z", "1z", "123m456p789s1122z"])
    counts[1, 0] = 5  # a fifth 1m
    counts[2] = 0
    counts[2, :5] = (4, 4, 4, 4, 1)  # 17 tiles
    shanten, status = hupai.batch_shanten(counts, rules="sichuan")
    names = [hupai.error_name(int(s)) for s in status]
    assert names == ["forbidden_tile", "too_many_copies", "hand_too_large", "forbidden_tile"]
    assert (shanten == 99).all()
    shanten, status = hupai.batch_shanten(counts)
    assert [hupai.error_name(int(s)) for s in status] == ["ok", "too_many_copies", "hand_too_large", "ok"]
    assert shanten[0] == 0 and shanten[3] == 0 and shanten[1] == 99
    melds = np.zeros((4, 4, 4), dtype=np.uint8)
    melds[0, 0] = (9, 0, 0, 0)  # not a meld kind
    melds[3, 0] = (1, 0, 0, 0)  # a chow of three 1m
    _, status = hupai.batch_shanten(counts, melds=melds)
    assert hupai.error_name(int(status[0])) == "invalid_meld"
    assert hupai.error_name(int(status[3])) == "invalid_meld"


def test_error_names_cover_every_status():
    assert hupai.error_name(0) == "ok"
    assert hupai.error_name(1) == "unknown_character"
    assert hupai.error_name(20) == "not_a_win"
    assert hupai.error_name(21) == "impossible_situation"
    assert hupai.error_name(23) == "unknown_op"
    assert hupai.error_name(24) == "too_far"
    assert hupai.error_name(25) == "out_of_memory"
    with pytest.raises(hupai.HandError, match="status is an int from 0 to 25"):
        hupai.error_name(26)
