"""One accounting of the set through Python: the hand, its melds, the tiles seen and the
indicators hold at most 4 of a kind, one of each flower and the rules' red fives; and a score
refuses the situations that cannot happen."""

import pytest

import hupai


def error_of(call):
    with pytest.raises(hupai.HandError) as e:
        call()
    return e.value


def test_seen_tiles_count_with_the_hand():
    e = error_of(lambda: hupai.analyze("34068m5678p23456s", visible="3m3m3m3m"))
    assert e.name == "too_many_copies"
    assert str(e) == "too_many_copies: 5 of 3m: 1 in the hand, 4 seen; a set has 4"
    assert hupai.analyze("34068m5678p23456s", visible="3m3m3m")
    e = error_of(lambda: hupai.analyze_draws("1m", visible="1m1m1m1m"))
    assert str(e) == "too_many_copies: 5 of 1m: 1 in the hand, 4 seen; a set has 4"
    e = error_of(lambda: hupai.analyze("23m [111m]", visible="1m1m"))
    assert str(e) == "too_many_copies: 5 of 1m: 3 in declared melds, 2 seen; a set has 4"


def test_indicators_red_fives_and_flowers_are_tiles_of_the_set():
    e = error_of(lambda: hupai.score("234567m234p23466s", rules="riichi", situation={
        "dora_indicators": "1m,1m,1m,1m,1m"}))
    assert str(e) == "too_many_copies: 5 of 1m: 5 among the dora indicators; a set has 4"
    assert hupai.score("234567m234p23466s", rules="riichi",
                       situation={"dora_indicators": "1m,1m,1m,1m"}).total > 0
    red = {"win_tile": "2z", "seat_wind": "2z", "riichi": 1, "tsumo": True}
    e = error_of(lambda: hupai.score("456p789s111z22z (0000m)", rules="riichi", situation=red))
    assert str(e) == ("too_many_copies: 4 of 0m (red 5m): 4 in declared melds; the riichi set has"
                      " 1 (the red_fives flag)")
    s = hupai.score("456p789s111z22z (0000m)", rules=hupai.Rules("riichi", red_fives="4,1,1"),
                    situation=red)
    assert [y.han for y in s.yaku if y.name == "aka_dora"] == [4]
    e = error_of(lambda: hupai.score("406p789s111z22z (5500m)", rules="riichi", situation=red))
    assert str(e) == ("too_many_copies: 2 of 0m (red 5m): 2 in declared melds; the riichi set has"
                      " 1 (the red_fives flag)")
    e = error_of(lambda: hupai.score("123456789m789s11s1f1f1f1f", rules="gb"))
    assert str(e) == "too_many_copies: 4 of 1f: 4 in the hand; a set has 1"
    assert error_of(lambda: hupai.check("123456789m789s11s2f2f")).name == "too_many_copies"


@pytest.mark.parametrize("situation, what", [
    ({"blessing": True, "riichi": 1, "tsumo": True}, "blessing with riichi"),
    ({"blessing": True}, "blessing on a ron by the dealer"),
    ({"blessing": True, "tsumo": True, "last_tile": True}, "blessing on the last tile"),
    ({"blessing": True, "chankan": True, "seat_wind": "3z", "win_tile": "4s"},
     "blessing with chankan"),
    ({"ippatsu": True}, "ippatsu without riichi"),
    ({"chankan": True, "tsumo": True}, "chankan on a tsumo"),
    ({"chankan": True, "last_tile": True, "win_tile": "3p"}, "chankan on the last tile"),
    ({"rinshan": True, "tsumo": True}, "rinshan without a kong"),
])
def test_situations_that_cannot_happen_are_refused(situation, what):
    e = error_of(lambda: hupai.score("234567m234p23466s", rules="riichi", situation=situation))
    assert str(e) == "impossible_situation: " + what


def test_what_can_happen_is_scored():
    s = hupai.score("234567m234p23466s", rules="riichi",
                    situation={"blessing": True, "tsumo": True})
    assert [y.name for y in s.yaku] == ["tenhou"]
