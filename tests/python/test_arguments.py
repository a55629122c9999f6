"""Every argument of the wrong type or value raises hupai.HandError (a ValueError) with the
library's error name and code, whatever the wrong value is (None, 123, a bool, a float, bytes):
never nanobind's TypeError. threads is checked and capped at the cores; decompose's limit at
MAX_DECOMPOSITIONS."""

import os
import random

import numpy as np
import pytest

import hupai

HAND14 = "123m456p789s11122z"
HAND13 = "123m456p789s1122z"
C14 = hupai.counts([HAND14])
C13 = hupai.counts([HAND13])
WRONG = [None, 123, 1.5, b"11m", object()]

# name: a call with one argument replaced by `x`
CALLS = {
    "check(hand)": lambda x: hupai.check(x),
    "check(rules)": lambda x: hupai.check(HAND14, rules=x),
    "waits(hand)": lambda x: hupai.waits(x),
    "shanten(hand)": lambda x: hupai.shanten(x),
    "shanten(rules)": lambda x: hupai.shanten(HAND13, rules=x),
    "shanten_by_form(hand)": lambda x: hupai.shanten_by_form(x),
    "size(hand)": lambda x: hupai.size(x),
    "analyze(hand)": lambda x: hupai.analyze(x),
    "analyze(visible)": lambda x: hupai.analyze(HAND14, visible=x),
    "analyze_draws(visible)": lambda x: hupai.analyze_draws(HAND13, visible=x),
    "decompose(hand)": lambda x: hupai.decompose(x),
    "decompose(limit)": lambda x: hupai.decompose(HAND14, limit=x),
    "score(hand)": lambda x: hupai.score(x),
    "score(situation)": lambda x: hupai.score(HAND14, situation=x),
    "ev(hand)": lambda x: hupai.ev(x),
    "ev(t_max)": lambda x: hupai.ev("222567m345p33667s", t_max=x),
    "calls(tile)": lambda x: hupai.calls(HAND13, x),
    "calls(from_)": lambda x: hupai.calls(HAND13, "3m", from_=x),
    "error_name(status)": lambda x: hupai.error_name(x),
    "Hand(text)": lambda x: hupai.Hand(x),
    "Hand(notation)": lambda x: hupai.Hand(HAND13, notation=x),
    "Hand.from_counts(counts)": lambda x: hupai.Hand.from_counts(x),
    "Hand.from_counts(jokers)": lambda x: hupai.Hand.from_counts([0] * 34, jokers=x),
    "Rules(preset)": lambda x: hupai.Rules(x),
    "Rules(flag value)": lambda x: hupai.Rules("riichi", aka_dora=x),
    "Rules.set(flag)": lambda x: hupai.Rules("riichi").set(x, True),
    "GbScore.count(fan)": lambda x: hupai.score("123456789m11789s", rules="gb").count(x),
    "batch_shanten(counts)": lambda x: hupai.batch_shanten(x),
    "batch_shanten(jokers)": lambda x: hupai.batch_shanten(C13, jokers=x if x is not None else 1),
    "batch_shanten(rules)": lambda x: hupai.batch_shanten(C13, rules=x),
    "batch_shanten(threads)": lambda x: hupai.batch_shanten(C13, threads=x),
    "batch_win(threads)": lambda x: hupai.batch_win(C14, threads=x),
    "batch_waits(melds)": lambda x: hupai.batch_waits(C13, melds=x if x is not None else 1),
    "batch_analyze(threads)": lambda x: hupai.batch_analyze(C14, threads=x),
    "batch_ev(counts)": lambda x: hupai.batch_ev(x),
    "batch_ev(threads)": lambda x: hupai.batch_ev(C14, threads=x, t_max=2),
}

# Calls where None is allowed (its documented default) and so is not a wrong value.
NONE_ALLOWED = {"analyze(visible)", "analyze_draws(visible)", "score(situation)",
                "Rules(flag value)", "ev(t_max)"}


# Int arguments that 123 is a right value of: their ranges are tested below.
INT_IN_RANGE = {"error_name(status)", "Rules(flag value)", "ev(t_max)", "Hand.from_counts(jokers)",
                "decompose(limit)", "batch_shanten(threads)", "batch_win(threads)",
                "batch_analyze(threads)", "batch_ev(threads)"}


@pytest.mark.parametrize("call", sorted(CALLS))
@pytest.mark.parametrize("x", WRONG, ids=["None", "123", "1.5", "bytes", "object"])
def test_wrong_arguments_raise_hand_error_with_its_code(call, x):
    if (x is None and call in NONE_ALLOWED) or (x == 123 and call in INT_IN_RANGE):
        pytest.skip("a right value of this argument")
    with pytest.raises(hupai.HandError) as e:
        CALLS[call](x)
    assert isinstance(e.value, ValueError)
    assert e.value.name in {"invalid_value", "unknown_flag", "unknown_preset",
                            "unknown_notation", "invalid_tile", "unknown_character",
                            "wrong_hand_size", "missing_suit"}, (e.value.name, str(e.value))
    assert hupai.error_name(e.value.code) == e.value.name
    assert str(e.value).startswith(e.value.name)


def test_error_name_takes_the_status_codes_only():
    assert hupai.error_name(0) == "ok" and hupai.error_name(4) == "too_many_copies"
    assert hupai.error_name(np.uint8(4)) == "too_many_copies"  # numpy's ints are ints
    for bad in (-1, 26, 200, True, np.float64(1)):
        with pytest.raises(hupai.HandError, match="status is an int"):
            hupai.error_name(bad)


def test_threads_zero_is_every_core_and_more_are_capped():
    expected = hupai.batch_shanten(np.repeat(C13, 1000, axis=0))[0]
    for threads in (0, 1, 2, os.cpu_count(), 10_000):
        np.testing.assert_array_equal(
            hupai.batch_shanten(np.repeat(C13, 1000, axis=0), threads=threads)[0], expected)
    for bad in (-1, -100, True, 1 << 40):
        with pytest.raises(hupai.HandError, match="threads") as e:
            hupai.batch_shanten(C13, threads=bad)
        assert e.value.name == "invalid_value" and e.value.code == 18


def test_decompose_limit_is_capped_at_a_documented_maximum():
    assert hupai.MAX_DECOMPOSITIONS == 100_000
    assert len(hupai.decompose("111222333m456p99s", limit=hupai.MAX_DECOMPOSITIONS)) == 2
    assert hupai.decompose("111222333m456p99s", limit=0) == []
    assert len(hupai.decompose("111222333m456p99s", limit=1)) == 1
    for bad in (hupai.MAX_DECOMPOSITIONS + 1, -1, 10**30):
        with pytest.raises(hupai.HandError, match="MAX_DECOMPOSITIONS"):
            hupai.decompose("111222333m456p99s", limit=bad)


def test_errors_of_the_library_carry_their_code_too():
    with pytest.raises(hupai.HandError) as e:
        hupai.check("123m456p789s11122x")
    assert e.value.name == "unknown_character" and hupai.error_name(e.value.code) == e.value.name


def outcome(call, *args, **kwargs):
    """A call's answer, or its HandError's name, offset and message."""
    try:
        return ("answer", call(*args, **kwargs))
    except hupai.HandError as e:
        return ("error", e.name, e.offset, str(e))


def test_a_hand_text_answers_as_the_hand_it_parses_to():
    # Plain MPSZ texts are read straight into counts, others parsed: either way the answer, or
    # the error, is that of the Hand the text parses to (red fives, jokers, melds, bad texts).
    rng = random.Random(20261129)
    texts = ["123m456p789s1122z", "123m456p789s11222z", "0m", "123m0p", "5555m", "55555m",
             "123m ?", "12m [345s]", "123", "m123", "123x", "0z", "", "1m2m3m", "8z", "11m 22p"]
    alphabet = "0123456789mpsz ?[]x"
    for _ in range(600):
        digits = {suit: "" for suit in "mpsz"}
        for _ in range(rng.choice((13, 14))):
            suit = rng.choice("mpsz")
            digits[suit] += rng.choice("1234567" if suit == "z" else "123456789")
        if rng.random() < 0.2 and digits["m"]:
            digits["m"] = "0" + digits["m"][1:]  # a red five
        text = "".join(d + suit for suit, d in digits.items() if d)
        if rng.random() < 0.3:
            at = rng.randrange(len(text) + 1)
            text = text[:at] + rng.choice(alphabet) + text[at:]
        texts.append(text)
    read_plain = 0
    for text in texts:
        hand = outcome(hupai.Hand, text)
        expected = hand[1] if hand[0] == "answer" else None
        for call in (hupai.shanten, hupai.size):
            got = outcome(call, text, "riichi")
            want = outcome(call, expected, "riichi") if expected is not None else hand
            assert got == want, (text, call.__name__)
        read_plain += expected is not None and text.isalnum() and "0" not in text
    assert read_plain > 300  # the plain texts were among them
    # A red five counts where the text is scored: the text is the Hand it parses to.
    red = "234067m234p23466s"
    assert hupai.score(red) == hupai.score(hupai.Hand(red), situation={"win_tile": "6s"})
    assert hupai.score(red).as_dict() != hupai.score(red.replace("0", "5")).as_dict()
