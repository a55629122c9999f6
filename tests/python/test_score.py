"""hupai.score: the riichi score of a win, as the batch op `score` answers it."""

import pytest

import hupai


def test_score_of_a_riichi_win():
    s = hupai.score("234567m234p23466s", situation={"win_tile": "4s", "riichi": 1,
                                                     "dora_indicators": ["1s"]})
    assert [y["name"] for y in s["yaku"]] == ["riichi", "pinfu", "tanyao", "sanshoku", "dora"]
    assert (s["han"], s["fu"], s["limit"]) == (6, 30, "haneman")
    assert s["payments"] == {"ron": 18000}
    assert s["total"] == 18000


def test_default_win_tile_tsumo_and_flags():
    s = hupai.score("12399m456p23789s4s", situation={"tsumo": True, "seat_wind": "2z"})
    assert s["payments"] == {"dealer": 700, "non_dealer": 400}
    assert s["wait"] == "two_sided"
    y = hupai.score("111m222p333s55544z", situation={"seat_wind": "2z"}, double_yakuman=True)
    assert y["yaku"] == [{"name": "suuankou_tanki", "yakuman": 2}]
    assert y["total"] == 64000


def test_no_yaku_is_an_answer():
    assert hupai.score("123m456p789s11222z") == {"no_yaku": True, "yaku": [], "han": 0,
                                                 "total": 0}


@pytest.mark.parametrize("hand, situation, name", [
    ("123m456p789s11z2z3z4z", None, "not_a_win"),
    ("12399m456p23789s4s", {"ippatsu": True}, "impossible_situation"),
    ("12399m456p23789s4s", {"win_tile": "7z"}, "invalid_value"),
    ("12399m456p23789s4s", {"moon": "full"}, "unknown_flag"),
])
def test_bad_input_raises(hand, situation, name):
    with pytest.raises(hupai.HandError) as e:
        hupai.score(hand, situation=situation)
    assert e.value.name == name


def test_a_hand_value_needs_its_win_tile():
    with pytest.raises(hupai.HandError):
        hupai.score(hupai.Hand("12399m456p23789s4s"))
    assert hupai.score(hupai.Hand("12399m456p23789s4s"), situation={"win_tile": "4s"})["fu"] == 30
