"""The single calls: each answer checked against a known one (the same hands as the C++ tests and
docs/CLI.md)."""

import pytest

import hupai


def test_hand_parses_every_notation_and_prints_canonical_mpsz():
    h = hupai.Hand("22m234p [789s] [555z] (1111m)")
    assert str(h) == "22m234p [789s] [555z] (1111m)"
    assert repr(h) == "Hand('22m234p [789s] [555z] (1111m)')"
    assert h.counts[1] == 2 and sum(h.counts) == 5
    assert [m.kind for m in h.melds] == ["chow", "pung", "concealed_kong"]
    assert h.melds[2].tiles == ["1m"] * 4
    assert repr(h.melds[0]) == "Meld(chow, 7s8s9s)"
    assert hupai.Hand("🀇🀈🀉") == hupai.Hand("123m")
    assert hupai.Hand("一万 二万 三万") == hupai.Hand("123m")
    assert hupai.Hand("101 102 103") == hupai.Hand("123m")
    assert hupai.Hand("ABC", notation="mediatek") == hupai.Hand("123m")
    assert str(hupai.Hand("0m55p?")) == "0m55p?"
    assert hupai.Hand("0m").red_fives == [1, 0, 0]
    assert hupai.Hand("12m?").jokers == 1
    assert hupai.Hand("1f2f3m").flowers[:2] == [1, 1]
    assert len({hupai.Hand("123m"), hupai.Hand("1m2m3m")}) == 1


def test_hand_from_counts_is_a_batch_row():
    h = hupai.Hand("123m456p789s1122z")
    assert hupai.Hand.from_counts(h.counts) == h
    assert str(hupai.Hand.from_counts([0] * 33 + [3], jokers=1)) == "777z?"
    with pytest.raises(hupai.HandError, match="^invalid_value: a hand has 34 counts"):
        hupai.Hand.from_counts([1, 2, 3])


def test_check():
    w = hupai.check("123m456p789s11122z", rules="riichi")
    assert w.win and bool(w) and w.forms == ["standard"] and not w.fei and not w.zhifei
    assert repr(w) == "Win(win=True, forms=['standard'])"
    assert hupai.check("11223344556677m").forms == ["standard", "seven_pairs"]
    assert hupai.check("19m19p19s1234567z1m", rules="riichi").forms == ["thirteen_orphans"]
    assert not hupai.check("123m456p789s11123z")
    # Flags as keyword arguments, and Rules values.
    assert not hupai.check("11223344556677z", seven_pairs=False)
    rules = hupai.Rules("chinese", seven_pairs=False)
    assert not hupai.check("11223344556677z", rules=rules)
    assert hupai.check("11223344556677z", rules=rules, seven_pairs=True)


def test_check_wildcards():
    assert hupai.check("123m456p789s1122z?").win
    w = hupai.check("123m456p789s11z2z5m5m", rules="ruijin", wild="5m")
    assert w.win
    ruijin = hupai.Rules("ruijin", wild=["5m"])
    assert hupai.check("123m456p789s1z2z5m5m5m", rules=ruijin).win
    with pytest.raises(hupai.HandError) as e:
        hupai.check("123m456p789s11z2z5m5m", rules="ruijin")
    assert e.value.name == "missing_wildcard"


def test_waits():
    w = hupai.waits("123m456p789s1122z")
    assert w.tiles == ["1z", "2z"] and w.shanten == 0 and bool(w)
    assert w.shapes == {"1z": ["dual_pung"], "2z": ["dual_pung"]}
    assert repr(w) == "Waits(tiles=['1z', '2z'], shanten=0)"
    nine = hupai.waits("1112345678999m", rules="riichi")
    assert nine.tiles == [f"{i}m" for i in range(1, 10)]
    far = hupai.waits("1357m2468p13579s", rules="chinese")
    assert far.tiles == [] and not far and far.shanten > 0


def test_karaten_is_reported_apart_under_riichi():
    # 1111m: only a 5th 1m would complete it.
    w = hupai.waits("1111m234p567s789s", rules="riichi")
    assert w.tiles == [] and w.karaten == ["1m"]
    assert repr(w) == "Waits(tiles=[], karaten=['1m'], shanten=1)"
    assert hupai.waits("1111m234p567s789s", rules="chinese").karaten == []


def test_shanten():
    assert hupai.shanten("123m456p789s1122z") == 0
    assert hupai.shanten("123m456p789s11122z") == -1
    assert hupai.shanten(hupai.Hand("1m")) == 0
    s = hupai.shanten_by_form("19m19p19s1234567z", rules="riichi")
    assert s.overall == 0 and s.by_form["thirteen_orphans"] == 0
    assert "thirteen_lan" not in s.by_form
    assert repr(s).startswith("Shanten(overall=0, by_form={")
    assert hupai.shanten_by_form("147m258p369s1234z", rules="ruijin", wild="7z").by_form[
        "thirteen_lan"
    ] <= 0


def test_analyze():
    choices = hupai.analyze("123m456p789s11222z", rules="riichi")
    assert len(choices) == 11
    best = choices[0]
    assert best.discard == "1m" and best.shanten == 0
    assert best.improving == ["1m", "4m"] and best.unseen == {"1m": 3, "4m": 4}
    assert best.unseen_total == 7
    assert choices[-1].discard == "1z" and choices[-1].unseen_total == 2
    seen = hupai.analyze("123m456p789s11222z", rules="riichi", visible="1z")
    assert seen[-1].unseen_total == 1
    assert repr(seen[-1]) == "Discard('1z', shanten=0, improving=['1z'], unseen_total=1)"
    counts = [0] * 34
    counts[27] = 1
    assert hupai.analyze("123m456p789s11222z", visible=counts)[-1].unseen_total == 1
    assert hupai.analyze("123m456p789s1122z?")[-1].discard == "?"


def test_decompose():
    ds = hupai.decompose("111222333m456p99s")
    assert len(ds) == 2
    assert [g.kind for g in ds[0].groups] == ["pair", "chow", "chow", "chow", "chow"]
    assert ds[0].groups[0].tiles == ["9s", "9s"] and ds[0].form == "standard"
    assert repr(ds[1]) == "Decomposition(standard: 9s9s 4p5p6p 1m1m1m 2m2m2m 3m3m3m)"
    assert len(hupai.decompose("111222333m456p99s", limit=1)) == 1
    assert hupai.decompose("123m456p789s11123z") == []
    wild = hupai.decompose("123m456p789s11z2z2z?")
    assert any(any(g.wild) for d in wild for g in d.groups)
    assert repr(wild[0].groups[0]).startswith("Group(")
    declared = hupai.decompose("123m456p11z [789s]")
    assert declared[0].groups[0].declared and declared[0].groups[0].kind == "chow"
    assert hupai.decompose("11223344556677m")[-1].form == "seven_pairs"


def test_presets_and_flags_lists():
    assert hupai.presets() == ["riichi", "chinese", "sichuan", "ruijin", "mediatek"]
    assert hupai.flags()[0] == "standard" and "wild" in hupai.flags()
    r = hupai.Rules("riichi", seven_pairs=False, max_suits=2, wild=["5z", "6z"])
    assert r.preset == "riichi"
    assert repr(r) == "Rules('riichi', seven_pairs='false', max_suits='2', wild='5z,6z')"
    r.set("karaten", False)
    assert repr(r).endswith("karaten='false')")
    hupai.Rules("ruijin", wild="5m").validate()


def test_size():
    assert hupai.size("123m [555z]") == 6
    assert hupai.size("123m456p789s1122z?") == 14
    assert hupai.size("123m1f2f") == 3
    assert hupai.size("123m1f2f", rules="ruijin", wild="5z") == 5


def test_version():
    assert hupai.__version__.count(".") == 2
