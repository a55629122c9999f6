"""hupai.score: a RiichiScore under riichi rules, a GbScore under gb, with the batch op's dict
through as_dict(); the GB corpus (tests/data/gb-examples.jsonl) replayed through Python."""

import json

import pytest
from conftest import ROOT

import hupai


def test_score_of_a_riichi_win():
    s = hupai.score("234567m234p23466s", situation={"win_tile": "4s", "riichi": 1,
                                                     "dora_indicators": ["1s"]})
    assert isinstance(s, hupai.RiichiScore)
    assert [y.name for y in s.yaku] == ["riichi", "pinfu", "tanyao", "sanshoku", "dora"]
    assert [y.han for y in s.yaku] == [1, 1, 1, 2, 1]
    assert (s.han, s.fu, s.limit, s.yakuman) == (6, 30, "haneman", 0)
    assert s.payments == {"ron": 18000}
    assert s.total == 18000
    assert (s.form, s.wait, s.no_yaku) == ("standard", "two_sided", False)
    assert s.fu_details[0].reason == "base" and s.fu_details[0].fu == 20
    assert repr(s) == ("RiichiScore([riichi 1, pinfu 1, tanyao 1, sanshoku 2, dora 1], 6 han 30 fu,"
                       " haneman, payments={'ron': 18000}, total=18000)")
    assert repr(s.yaku[3]) == "Yaku('sanshoku', han=2)"


def test_as_dict_keeps_the_batch_shape():
    s = hupai.score("234567m234p23466s", situation={"win_tile": "4s", "riichi": 1,
                                                     "dora_indicators": ["1s"]}).as_dict()
    assert [y["name"] for y in s["yaku"]] == ["riichi", "pinfu", "tanyao", "sanshoku", "dora"]
    assert (s["han"], s["fu"], s["limit"]) == (6, 30, "haneman")
    assert s["payments"] == {"ron": 18000}
    assert s["total"] == 18000
    assert set(s) == {"yaku", "han", "fu", "fu_details", "yakuman", "limit", "payments", "total",
                      "form", "wait"}


def test_default_win_tile_tsumo_and_flags():
    s = hupai.score("12399m456p23789s4s", situation={"tsumo": True, "seat_wind": "2z"})
    assert s.payments == {"dealer": 700, "non_dealer": 400}
    assert s.wait == "two_sided"
    y = hupai.score("111m222p333s55544z", situation={"seat_wind": "2z"}, double_yakuman=True)
    assert [(e.name, e.yakuman) for e in y.yaku] == [("suuankou_tanki", 2)]
    assert y.as_dict()["yaku"] == [{"name": "suuankou_tanki", "yakuman": 2}]
    assert y.total == 64000 and y.limit == "yakuman"
    assert repr(y) == ("RiichiScore([suuankou_tanki yakuman×2], yakuman, "
                       "payments={'ron': 64000}, total=64000)")


def test_no_yaku_is_an_answer():
    s = hupai.score("123m456p789s11222z")
    assert s.no_yaku and s.yaku == [] and s.total == 0
    assert repr(s) == "RiichiScore(no_yaku=True)"
    assert s.as_dict() == {"no_yaku": True, "yaku": [], "han": 0, "total": 0}


def test_score_of_a_gb_win():
    s = hupai.score("123456789m11789s", rules="gb")
    assert isinstance(s, hupai.GbScore)
    assert [(f.name, f.points, f.count) for f in s.fans] == [
        ("pure_straight", 16, 1), ("concealed_hand", 2, 1), ("all_chows", 2, 1),
        ("mixed_double_chow", 1, 1), ("one_voided_suit", 1, 1)]
    assert (s.fans[0].english, s.fans[0].chinese) == ("Pure Straight", "清龙")
    assert (s.total, s.qualifies, s.form, s.flowers, s.tsumo) == (22, True, "standard", 0, False)
    assert s.payments == {"discarder": 30, "other": 8} and s.total_won == 46
    assert s.count("pure_straight") == 1 and s.count("seven_pairs") == 0
    assert repr(s) == ("GbScore([pure_straight 16, concealed_hand 2, all_chows 2, "
                       "mixed_double_chow 1, one_voided_suit 1], total=22, "
                       "payments={'discarder': 30, 'other': 8})")
    assert repr(s.fans[0]) == "Fan('pure_straight', '清龙', points=16, count=1)"
    d = s.as_dict()
    assert d["fans"][0] == {"name": "pure_straight", "chinese": "清龙", "points": 16, "count": 1}
    assert (d["total"], d["qualifies"], d["total_won"]) == (22, True, 46)


def test_gb_flowers_tsumo_and_a_hand_value():
    s = hupai.score(hupai.Hand("147m25p36s1234567z12f"), rules=hupai.Rules("gb"),
                    situation={"win_tile": "7z", "tsumo": True})
    assert s.form == "honours_and_knitted" and s.flowers == 2
    assert s.count("flower_tiles") == 2 and s.tsumo
    assert s.payments == {"each": 8 + s.total} and s.total_won == 3 * (8 + s.total)


@pytest.mark.parametrize("hand, rules, situation, name", [
    ("123m456p789s11z2z3z4z", "riichi", None, "not_a_win"),
    ("12399m456p23789s4s", "riichi", {"ippatsu": True}, "impossible_situation"),
    ("12399m456p23789s4s", "riichi", {"win_tile": "7z"}, "invalid_value"),
    ("12399m456p23789s4s", "riichi", {"moon": "full"}, "unknown_flag"),
    ("123m456p789s11z2z3z4z", "gb", None, "not_a_win"),
    ("123456789m11789s", "gb", {"riichi": 1}, "impossible_situation"),
    ("123456789m11789s", "gb", {"rinshan": True}, "impossible_situation"),
    ("123456789m1789s?", "gb", {"win_tile": "9s"}, "forbidden_tile"),
    ("123456789m1789s", "gb", None, "wrong_hand_size"),
    ("123456789m11789s", hupai.Rules("gb", wild="5z"), None, "invalid_wildcard"),
])
def test_bad_input_raises(hand, rules, situation, name):
    with pytest.raises(hupai.HandError) as e:
        hupai.score(hand, rules=rules, situation=situation)
    assert e.value.name == name
    assert str(e.value).startswith(name + ": ")


def test_rules_without_scoring_raise():
    with pytest.raises(hupai.HandError) as e:
        hupai.score("123456789m11789s", rules="chinese")
    assert e.value.name == "invalid_value"


def test_a_hand_value_needs_its_win_tile():
    with pytest.raises(hupai.HandError):
        hupai.score(hupai.Hand("12399m456p23789s4s"))
    assert hupai.score(hupai.Hand("12399m456p23789s4s"), situation={"win_tile": "4s"}).fu == 30


def gb_corpus():
    lines = (ROOT / "tests" / "data" / "gb-examples.jsonl").read_text(encoding="utf-8").splitlines()
    cases = [json.loads(line) for line in lines if line.strip()]
    return [c for c in cases if "situation" in c["input"]]


GB_CORPUS = gb_corpus()


def test_the_gb_corpus_is_all_there():
    # As the C++ corpus test counts: every fan case of the file, none skipped.
    assert len(GB_CORPUS) == 198


@pytest.mark.parametrize("case", GB_CORPUS, ids=[c["input"]["id"] for c in GB_CORPUS])
def test_gb_corpus(case):
    given, expect = case["input"], case["expect"]
    s = hupai.score(given["hand"], rules=given["rules"], situation=given["situation"])
    fans = {f.name: f.count for f in s.fans}
    assert s.total == expect["total"], f"{given['hand']}: {fans}"
    if "fans" in expect:
        assert fans == expect["fans"], given["hand"]
    assert s.total == sum(f.points * f.count for f in s.fans)
    assert s.as_dict()["total"] == s.total


def test_situation_values_of_every_type_read_alike():
    hand = hupai.Hand("234567m234p2366s4s")
    text = {"win_tile": "4s", "tsumo": "true", "riichi": "1", "honba": "2",
            "dora_indicators": "1s,9p", "ura_indicators": "1s 3m"}
    typed = {"win_tile": "4s", "tsumo": True, "riichi": 1, "honba": 2,
             "dora_indicators": ["1s", "9p"], "ura_indicators": ("1s", "3m")}
    want = hupai.score(hand, "riichi", text)
    for situation in (typed, dict(typed, dora_indicators=["1s", "九筒"])):
        got = hupai.score(hand, "riichi", situation)
        assert got.as_dict() == want.as_dict()
    assert hupai.score(hand, hupai.Rules("riichi"), typed).as_dict() == want.as_dict()
    with pytest.raises(hupai.HandError, match="out of range"):
        hupai.score(hand, "riichi", dict(typed, honba=10**30))
    with pytest.raises(hupai.HandError, match="dora_indicators"):
        hupai.score(hand, "riichi", dict(typed, dora_indicators=["1s"] * 6))
    with pytest.raises(hupai.HandError):
        hupai.score(hand, "riichi", dict(typed, dora_indicators=["1s", 3]))
