"""Expected values and call judgement (hupai.ev, hupai.calls, hupai.batch_ev): the worked
sample of docs/EV.md, the batch ops' dict shapes, the NumPy form against ev() and the errors."""

import math

import numpy
import pytest

import hupai
from conftest import random_counts

SAMPLE = "222567m345p33667s"
DORA = {"dora_indicators": "1z"}


def row_of(result, discard):
    (row,) = [r for r in result.rows if r.discard == discard]
    return row


def test_the_worked_sample():
    e = hupai.ev(SAMPLE, situation=DORA)
    assert isinstance(e, hupai.EvResult)
    assert len(e.rows) == 10 and e.states == 173
    six = row_of(e, "6s")
    assert six.shanten == 0
    assert len(six.win_prob) == len(six.tenpai_prob) == len(six.exp_score) == 18
    assert six.win_prob[0] == pytest.approx(0.7170382017, abs=1e-9)
    assert six.exp_score[16] == pytest.approx(656.238080, abs=1e-6)
    assert [r.discard for r in e.rows] == sorted(
        (r.discard for r in e.rows), key=lambda t: ("mpsz".index(t[1]), t[0]))
    assert all(0 <= p <= 1 for r in e.rows for p in r.win_prob + r.tenpai_prob)


def test_the_options_are_the_batch_keys():
    e = hupai.ev(SAMPLE, situation=DORA, t_min=3, t_max=12)
    six = row_of(e, "6s")
    assert len(six.win_prob) == 10
    # The same hand as a Hand and the situation as a list of indicators answer the same.
    same = hupai.ev(hupai.Hand(SAMPLE), situation={"dora_indicators": ["1z"]}, t_min=3, t_max=12)
    assert same.as_dict() == e.as_dict()
    # Repeat counters raise the expected score; the chance to win does not move.
    honba = row_of(hupai.ev(SAMPLE, situation={**DORA, "honba": 2}, t_min=3, t_max=12), "6s")
    assert honba.win_prob == six.win_prob and honba.exp_score[0] > six.exp_score[0]
    # No ura dora: less expected score again.
    no_ura = row_of(hupai.ev(SAMPLE, situation=DORA, ura_dora=False), "6s")
    assert no_ura.exp_score[0] < row_of(hupai.ev(SAMPLE, situation=DORA), "6s").exp_score[0]


def test_as_dict_is_the_batch_ops_shape():
    e = hupai.ev(SAMPLE, situation=DORA)
    d = e.as_dict()
    assert set(d) == {"hand", "ev_states", "ev"}
    assert d["hand"] == SAMPLE and d["ev_states"] == 173 and len(d["ev"]) == 10
    six = [r for r in d["ev"] if r["discard"] == "6s"][0]
    assert set(six) == {"discard", "shanten", "tenpai_prob", "win_prob", "exp_score"}
    assert six == row_of(e, "6s").as_dict()
    assert six["win_prob"][0] == pytest.approx(0.7170382017, abs=1e-9)


def test_as_dict_equals_the_batch_line_of_ev_md():
    # docs/EV.md's batch line: {"hand": SAMPLE, "ops": ["ev"], "situation": {"dora_indicators":
    # ["1z"]}, "ev": {"t_min": 17}} and the first row of its answer.
    d = hupai.ev(SAMPLE, situation={"dora_indicators": ["1z"]}, t_min=17).as_dict()
    assert d["hand"] == SAMPLE and d["ev_states"] == 173
    assert d["ev"][0] == {"discard": "2m", "shanten": 1, "tenpai_prob": [0.13461538461538461, 0],
                          "win_prob": [0, 0], "exp_score": [0, 0]}


def test_the_13_tile_check_of_ev_md():
    (row,) = hupai.ev("222567m34p3367s4z", situation=DORA).rows
    assert row.tenpai_prob[0] == pytest.approx(0.955009480189351, abs=1e-12)
    assert row.win_prob[0] == pytest.approx(0.5249186197831287, abs=1e-12)
    assert row.exp_score[0] == pytest.approx(4826.421226369695, abs=1e-8)


def test_a_13_tile_hand_has_one_row_without_discard():
    e = hupai.ev("222567m345p3367s", situation=DORA)
    assert len(e.rows) == 1 and e.rows[0].discard is None and e.rows[0].shanten == 0
    assert e.as_dict()["ev"][0]["discard"] is None
    assert "None" in repr(e.rows[0])


def test_red_fives_are_rows_of_their_own():
    e = hupai.ev("222067m345p33667s", situation=DORA)
    discards = [r.discard for r in e.rows]
    assert "0m" in discards and discards[-1] == "0m"


def test_rules_without_a_score_have_no_expected_score():
    e = hupai.ev(SAMPLE, rules="chinese", t_max=6)
    assert all(r.exp_score is None for r in e.rows)
    assert all(r["exp_score"] is None for r in e.as_dict()["ev"])


def test_ev_errors():
    with pytest.raises(hupai.HandError) as e:
        hupai.ev("222567m345p366s")  # 12 tiles
    assert e.value.name == "invalid_value"
    with pytest.raises(hupai.HandError) as e:
        hupai.ev(SAMPLE, situation={"seen": "22m"})  # a fifth 2m
    assert e.value.name == "impossible_situation"
    with pytest.raises(hupai.HandError) as e:
        hupai.ev(SAMPLE, max_states=10)
    assert e.value.name == "too_far"
    with pytest.raises(hupai.HandError) as e:
        hupai.ev(SAMPLE, t_max=19)
    assert e.value.name == "invalid_value"
    with pytest.raises(hupai.HandError) as e:
        hupai.ev(SAMPLE, situation={"wind": "1z"})
    assert e.value.name == "unknown_flag"
    with pytest.raises(hupai.HandError) as e:
        hupai.ev(SAMPLE, situation="1z")
    assert e.value.name == "invalid_value"


def test_ev_of_a_wrong_size_is_invalid_value():
    with pytest.raises(hupai.HandError) as e:
        hupai.ev("222567m345p33667s1z")  # 15 tiles
    assert e.value.name == "invalid_value"


def test_calls_on_the_sample():
    options = hupai.calls("12m456p789s11222z", "3m", from_="left")
    assert [o.kind for o in options] == ["pass", "chi", "ron"]
    passing, chi, ron = options
    assert passing.meld is None and passing.discard is None and passing.shanten == 0
    assert chi.meld == "[123m]" and chi.discard == "4p" and chi.no_yaku
    assert chi.shanten == 0 and set(chi.improving) == {"4p", "7p"}
    assert isinstance(chi.after, hupai.Hand) and str(chi.after) == "56p789s11222z [123m]"
    assert ron.no_yaku and ron.shanten == -1 and ron.ron_points == 0
    assert not any(o.has_ev for o in options) and chi.win_prob is None


def test_calls_as_dict_is_the_batch_ops_shape():
    passing, chi, ron = hupai.calls("12m456p789s11222z", "3m")
    assert chi.as_dict() == {"option": "chi", "meld": "[123m]", "discard": "4p", "shanten": 0,
                             "improving": ["4p", "7p"], "total": 7,
                             "after": "56p789s11222z [123m]", "no_yaku": True}
    assert set(ron.as_dict()) == {"option", "shanten", "points", "no_yaku"}
    assert "meld" not in passing.as_dict() and "discard" not in passing.as_dict()


def test_calls_only_chi_from_the_left():
    kinds = [o.kind for o in hupai.calls("12m456p789s11222z", "3m", from_="across")]
    assert kinds == ["pass", "ron"]
    with pytest.raises(hupai.HandError) as e:
        hupai.calls("12m456p789s11222z", "3m", from_="behind")
    assert e.value.name == "invalid_value"
    with pytest.raises(hupai.HandError) as e:
        hupai.calls("12m456p789s11222z", "34m")
    assert e.value.name == "invalid_value"


def test_calls_with_expected_values():
    options = hupai.calls("12m456p789s11222z", "3m", ev={})
    assert all(o.has_ev for o in options)
    passing, chi, ron = options
    assert passing.win_prob == pytest.approx(0.3991434381, abs=1e-9) and passing.exp_score > 0
    # With values the chi keeps the 4p 7p wait no longer: it discards 2z for a yakuhai wait.
    assert chi.discard == "2z" and not chi.no_yaku and 0 < chi.win_prob < passing.win_prob
    assert ron.no_yaku and ron.win_prob == 0 and ron.exp_score == 0
    assert chi.as_dict()["win_prob"] == chi.win_prob
    short = hupai.calls("12m456p789s11222z", "3m", ev={"t_max": 6})
    assert short[0].win_prob < passing.win_prob


def test_calls_situation_is_scores():
    # A ron with a yaku: riichi declared, so it is worth points.
    ron = hupai.calls("12m456p789s11222z", "3m", situation={"riichi": True})[-1]
    assert ron.kind == "ron" and not ron.no_yaku and ron.ron_points > 0


def sample_hands():
    return [SAMPLE, "123456789m1234p5s", "11223344556677z", "19m19p19s1234567z5m"]


def test_batch_ev_agrees_with_ev():
    hands = sample_hands()
    win, score, ready, shanten, states, status = hupai.batch_ev(
        hupai.counts(hands), dora_indicators="1z", t_max=12, threads=2)
    assert win.shape == score.shape == ready.shape == shanten.shape == (4, 37)
    assert win.dtype == numpy.float64 and shanten.dtype == numpy.int8
    assert states.dtype == numpy.uint64 and status.dtype == numpy.uint8
    assert (status == 0).all()
    for i, h in enumerate(hands):
        e = hupai.ev(h, situation=DORA, t_max=12)
        assert states[i] == e.states
        seen = set()
        for r in e.rows:
            col = hupai.Hand(r.discard).counts.index(1)
            seen.add(col)
            assert win[i, col] == r.win_prob[0] and score[i, col] == r.exp_score[0]
            assert ready[i, col] == r.tenpai_prob[0] and shanten[i, col] == r.shanten
        for col in set(range(37)) - seen:
            assert math.isnan(win[i, col]) and shanten[i, col] == 99
    win, _, _, shanten, states, _ = hupai.batch_ev(hupai.counts([SAMPLE]), dora_indicators=["1z"])
    assert win[0, 23] == pytest.approx(0.7170382017, abs=1e-9) and states[0] == 173


def test_batch_ev_agrees_with_ev_on_random_hands(rng):
    counts = random_counts(rng, 12, 14)
    options = {"t_max": 6, "extra": 0, "max_states": 100000}
    win, score, _, shanten, states, status = hupai.batch_ev(counts, threads=2, **options)
    assert (status == 0).sum() >= 6
    for i, row in enumerate(counts):
        text = "".join(str(k % 9 + 1) + "mpsz"[k // 9] for k in range(34) for _ in range(row[k]))
        try:
            e = hupai.ev(text, **options)
        except hupai.HandError as err:
            assert hupai.error_name(int(status[i])) == err.name
            continue
        assert status[i] == 0 and states[i] == e.states
        for r in e.rows:
            col = hupai.Hand(r.discard).counts.index(1)
            assert win[i, col] == r.win_prob[0] and score[i, col] == r.exp_score[0]
            assert shanten[i, col] == r.shanten
        assert numpy.isnan(win[i]).sum() == 37 - len(e.rows)


def test_batch_ev_threads_answer_alike():
    counts = hupai.counts(sample_hands() * 3)
    one = hupai.batch_ev(counts, t_max=8, threads=1)
    many = hupai.batch_ev(counts, t_max=8, threads=0)
    for a, b in zip(one, many):
        numpy.testing.assert_array_equal(a, b)


def test_batch_ev_marks_bad_rows():
    counts = hupai.counts([SAMPLE, "222567m345p3367s", SAMPLE])
    counts[2, 0] = 5
    _, _, _, _, states, status = hupai.batch_ev(counts, max_states=200)
    assert status[0] == 0 and states[0] > 0
    assert hupai.error_name(int(status[1])) == "wrong_hand_size"
    assert status[2] != 0
    _, _, _, _, _, status = hupai.batch_ev(hupai.counts([SAMPLE]), max_states=10)
    assert hupai.error_name(int(status[0])) == "too_far"


def test_batch_ev_melds():
    melds = numpy.zeros((1, 4, 4), dtype=numpy.uint8)
    melds[0, 0] = [2, 1, 1, 1]  # pung of 2m
    counts = hupai.counts(["567m345p33667s"])
    win, _, _, _, _, status = hupai.batch_ev(counts, melds, t_max=8)
    e = hupai.ev("567m345p33667s [222m]", t_max=8)
    assert status[0] == 0
    assert win[0, 23] == row_of(e, "6s").win_prob[0]


def test_batch_ev_array_errors():
    with pytest.raises(hupai.HandError) as e:
        hupai.batch_ev(numpy.zeros((1, 33), dtype=numpy.uint8))
    assert e.value.name == "invalid_value"
    with pytest.raises(hupai.HandError) as e:
        hupai.batch_ev(hupai.counts([SAMPLE]), seat_wind="5z")
    assert e.value.name == "invalid_value"


def test_calls_keep_red_fives_visible_tiles_and_unscored_rules():
    _, chi = hupai.calls("46p55s123m789m112z", "0p")
    assert chi.meld == "[406p]" and chi.discard == "2z" and set(chi.improving) == {"5s", "1z"}
    _, pon = hupai.calls("46p55s123m789m112z", "1z", from_="right", visible="5p")
    assert pon.kind == "pon" and pon.improving == ["5p"] and pon.unseen_total == 3
    options = hupai.calls("123m456p789s1122z", "1z", rules="chinese", ev={"t_max": 6})
    assert [o.kind for o in options] == ["pass", "pon", "ron"]
    assert all(o.exp_score is None and o.as_dict()["exp_score"] is None for o in options)
    assert "points" not in options[-1].as_dict() and options[-1].win_prob == 1


# `hupai ev 123m4688p35799s12z --rules riichi --dora 1z --t-max 10 --links L --json`: the 1m row's
# win_prob, exp_score and tenpai_prob at t = 1, as the command line printed them.
LINKS_HAND = "123m4688p35799s12z"
CLI_LINKS = {
    "both": (0.013102381028579869, 73.22161696669178, 0.16854476250352834),
    "moves": (0.012766994870169947, 71.01313840842364, 0.16780595665454884),
}


@pytest.mark.parametrize("links", ["both", "moves"])
def test_links_give_the_command_lines_numbers(links):
    want = CLI_LINKS[links]
    e = hupai.ev(LINKS_HAND, situation=DORA, t_max=10, links=links)
    one = row_of(e, "1m")
    got = (one.win_prob[0], one.exp_score[0], one.tenpai_prob[0])
    assert got == pytest.approx(want, rel=1e-12) and e.states == 10127
    win, score, ready, _, states, status = hupai.batch_ev(
        hupai.counts([LINKS_HAND]), dora_indicators="1z", t_max=10, links=links)
    assert status[0] == 0 and states[0] == 10127
    assert (win[0, 0], score[0, 0], ready[0, 0]) == pytest.approx(want, rel=1e-12)


def test_links_default_to_both_and_refuse_other_values():
    default = hupai.ev(SAMPLE, situation=DORA).rows
    assert default == hupai.ev(SAMPLE, situation=DORA, links="both").rows
    assert default == hupai.ev(SAMPLE, situation=DORA, links=None).rows  # None: the default
    for bad in ("neither", 1):
        with pytest.raises(hupai.HandError) as err:
            hupai.ev(SAMPLE, links=bad)
        assert err.value.name == "invalid_value"
    with pytest.raises(hupai.HandError):
        hupai.batch_ev(hupai.counts([SAMPLE]), links="neither")
