"""batch_improving and batch_discards answer each row as analyze_draws and analyze do, with the
tiles seen shared or per row; FORM_* name the bits of batch_win's forms."""

import numpy as np
import pytest

import hupai


def text(row):
    return str(hupai.Hand.from_counts([int(c) for c in row]))


@pytest.mark.parametrize("rules", ["riichi", "chinese"])
def test_batch_improving_matches_analyze_draws(rules):
    hands = hupai.random_hands(300, 13, seed=3, rules=rules)
    seen = hupai.random_hands(300, 4, seed=4, rules=rules)
    seen = np.minimum(seen, 4 - hands).astype(np.uint8)  # with the hand, at most 4 of a kind
    shanten, improving, status = hupai.batch_improving(hands, rules=rules, visible=seen,
                                                       threads=2)
    _, mask, _ = hupai.batch_improving(hands, rules=rules, visible=seen, mask=True)
    assert improving.dtype == np.uint8 and mask.dtype == np.bool_ and (status == 0).all()
    for i in range(len(hands)):
        d = hupai.analyze_draws(text(hands[i]), rules=rules, visible=seen[i].tolist())
        assert shanten[i] == d.shanten
        assert [t for t, on in zip(TILES, mask[i]) if on] == d.improving
        assert {TILES[t]: int(improving[i, t]) for t in np.flatnonzero(mask[i])} == d.unseen


TILES = [f"{n}{s}" for s in "mps" for n in range(1, 10)] + [f"{n}z" for n in range(1, 8)]


def test_batch_discards_matches_analyze_and_batch_analyze():
    hands = hupai.random_hands(300, 14, seed=5)
    seen = hupai.counts(["1z2z3z5m"])[0]
    hands[:, 27:30] = np.minimum(hands[:, 27:30], 3)
    hands[:, 4] = np.minimum(hands[:, 4], 3)
    ok_rows = hands.sum(axis=1) == 14
    hands = hands[ok_rows]
    shanten, unseen, full, status = hupai.batch_discards(hands, visible=seen, full=True,
                                                         threads=0)
    _, _, none, _ = hupai.batch_discards(hands, visible=seen)
    assert none is None and (status == 0).all()
    a_shanten, a_improving, _ = hupai.batch_analyze(hands)
    np.testing.assert_array_equal(shanten, a_shanten)
    np.testing.assert_array_equal(full, a_improving)
    for i in range(0, len(hands), 3):
        choices = hupai.analyze(text(hands[i]), visible=seen.tolist())
        got = {TILES[d]: (int(shanten[i, d]), int(unseen[i, d])) for d in range(34)
               if hands[i, d]}
        assert got == {c.discard: (c.shanten, c.unseen_total) for c in choices}
        assert (shanten[i][hands[i] == 0] == 99).all() and (unseen[i][hands[i] == 0] == 0).all()


def test_bad_rows_and_bad_visible():
    hands = hupai.counts(["123m456p789s1122z", "123m456p789s11z", "1111m"])
    hands[2, 0] = 5
    shanten, improving, status = hupai.batch_improving(hands)
    assert [hupai.error_name(s) for s in status] == ["ok", "wrong_hand_size", "too_many_copies"]
    assert shanten[1] == 99 and not improving[1].any()
    seen = np.zeros(34, np.uint8)
    seen[27] = 3  # with the hand's two 1z, five
    assert hupai.error_name(hupai.batch_improving(hands[:1], visible=seen)[2][0]) == \
        "too_many_copies"
    for bad in (np.zeros(33, np.uint8), np.zeros((2, 34), np.uint8), [0] * 34,
                np.zeros(34, np.int64)):
        with pytest.raises(hupai.HandError, match="visible"):
            hupai.batch_improving(hands, visible=bad)
    with pytest.raises(hupai.HandError, match="mask is a bool"):
        hupai.batch_improving(hands, mask=None)
    with pytest.raises(hupai.HandError, match="full is a bool"):
        hupai.batch_discards(hands, full=1)


def test_form_bits_name_batch_win_forms():
    names = ["standard", "seven_pairs", "thirteen_orphans", "thirteen_lan",
             "honours_and_knitted", "knitted_straight"]
    bits = [getattr(hupai, "FORM_" + n.upper()) for n in names]
    assert bits == [1 << i for i in range(6)]
    hands = ["123m456p789s11122z", "1122m3344p5566s77z", "19m19p19s12345677z",
             "147m258p369s12345z"]
    win, forms, status = hupai.batch_win(hupai.counts(hands), rules="gb")
    for h, f in zip(hands, forms):
        assert [n for n, b in zip(names, bits) if f & b] == hupai.check(h, rules="gb").forms
