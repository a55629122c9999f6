"""The skins stay complete: every public function of the C++ library has its Python and C
counterpart (or a stated reason not to), every preset and flag is reachable from Python, every
error name is one of the library's, and the C test program calls every function of hupai.h."""

import re

import pytest
from conftest import ROOT

import hupai

# Each public C++ function (include/hupai/*.hpp) and where Python reaches it.
PYTHON_OF = {
    "validate_hand": "every question validates first (check, waits, …)",
    "check_copies": "every question counts the set (the hand, analyze's visible, score's indicators)",
    "hand_size": "size",
    "size_fits": "every question raises wrong_hand_size (check, waits, …)",
    "check_win": "check",
    "is_win": "batch_win (the unchecked hot path is for C++ loops)",
    "decompose": "decompose",
    "name": "the names appear as str in every result",
    "find_waits": "waits",
    "compute_shanten": "shanten_by_form",
    "shanten_number": "shanten, batch_shanten",
    "analyze_discards": "analyze",
    "analyze_draws": "analyze_draws",
    "analyze_discards_into": "batch_analyze",
    "parse_notation_name": "Hand(text, notation=…)",
    "parse_hand": "Hand",
    "detect_notation": "Hand(text) detects",
    "format_hand": "str(Hand)",
    "format_tile": "tile names in every result",
    "parse_tile": "wild= flag values",
    "form_bit": "Win.forms",
    "preset_names": "presets",
    "preset": "Rules",
    "flag_names": "flags",
    "set_flag": "Rules(**flags), Rules.set, keyword flags",
    "set_wild": "the wild= flag",
    "validate": "Rules.validate",
    "make_error": "HandError",
    "census": "not bound: a whole-table computation of the command line (hupai census)",
    "score_riichi": "score",
    "set_situation": "score(situation=…) sets each key",
    "situation_keys": "score(situation=…): the keys of its docstring",
    "last_concealed_tile": "score: the default winning tile of a hand text",
    "yaku_list": "score().yaku (RiichiScore)",
    "fu_list": "score().fu_details (RiichiScore)",
    "is_yakuman": "score().yaku entries carry yakuman (Yaku)",
    "score_gb": "score(rules='gb') (GbScore)",
    "fans": "score(rules='gb').fans (GbScore)",
    "english_name": "Fan.english",
    "chinese_name": "Fan.chinese",
    "points": "Fan.points",
    "to_decimal": "not bound: census output",
    "expected_values": "ev (EvResult), batch_ev",
    "set_ev_situation": "ev(situation=…) sets each key",
    "set_ev_option": "ev(t_max=…, …) and calls(ev=…) set each option",
    "analyze_calls": "calls (CallOption)",
}
HEADERS = ["analysis.hpp", "notation.hpp", "rules.hpp", "error.hpp", "census.hpp", "scoring.hpp",
           "gb.hpp", "hand.hpp", "tiles.hpp", "ev.hpp", "calls.hpp"]


def public_functions():
    names = set()
    for header in HEADERS:
        text = (ROOT / "include" / "hupai" / header).read_text()
        for m in re.finditer(r"^(?:constexpr |inline )?[A-Za-z_:<>,\s]+?\b([a-z_]+)\(", text, re.M):
            if not m.group(0).lstrip().startswith(("//", "return", "if", "for", "assert")):
                names.add(m.group(1))
    return names


def test_every_public_cpp_function_is_reached_from_python():
    found = public_functions()
    # Inline helpers of tiles.hpp / hand.hpp are arithmetic the results already carry.
    helpers = {"suit_of", "number_of", "make_tile", "is_suited", "is_honour", "is_flower",
               "is_orphan", "is_wind", "is_dragon", "five_of", "bit", "contains", "is_kong", "size", "count", "concealed_size",
               "flower_count", "held", "chow", "same", "forms", "dealer",
               # members of result<T> (error.hpp): Python raises HandError instead
               "bool", "ok", "result"}
    missing = sorted(found - set(PYTHON_OF) - helpers)
    assert not missing, f"public C++ functions with no Python counterpart listed: {missing}"
    for name, where in PYTHON_OF.items():
        target = where.split(" ")[0].split(",")[0].split("(")[0]
        if hasattr(hupai, target):
            assert callable(getattr(hupai, target)) or isinstance(getattr(hupai, target), type)


def test_scoring_is_bound_once_the_library_scores():
    text = (ROOT / "include" / "hupai" / "scoring.hpp").read_text()
    if re.search(r"\bscore_riichi\(", text):
        assert hasattr(hupai, "score"), "scoring.hpp scores wins: bind it as hupai.score"
    gb = (ROOT / "include" / "hupai" / "gb.hpp").read_text()
    if re.search(r"\bscore_gb\(", gb):
        assert isinstance(hupai.score("123456789m11789s", rules="gb"), hupai.GbScore)


# Values for the flags that are not booleans; every other flag is set to True and False.
NON_BOOL = {
    "max_suits": [2, 3],
    "min_concealed": [0, 14],
    "red_fives": [1, "1,2,1"],
    "wild": ["5z", ["5z", "6z"], ""],
    "flowers": ["set_aside", "wild_kind"],
    "scoring": ["none", "riichi", "gb"],
    "kazoe": ["yakuman", "sanbaiman"],
    "double_wind_fu": [2, 4],
    "renhou": ["none", "mangan", "yakuman"],
}


@pytest.mark.parametrize("flag", hupai.flags())
def test_every_flag_is_a_keyword_argument(flag):
    for value in NON_BOOL.get(flag, [True, False]):
        hupai.Rules("chinese", **{flag: value})
        try:
            hupai.shanten("123m456p789s1122z", rules="chinese", **{flag: value})
        except hupai.HandError as e:  # the flag was taken; the hand or rules do not fit it
            assert e.name in {"forbidden_tile", "missing_wildcard", "wrong_hand_size"}, e


@pytest.mark.parametrize("preset", hupai.presets())
def test_every_preset_answers_every_question(preset):
    rules = hupai.Rules(preset, wild="5m") if preset == "ruijin" else hupai.Rules(preset)
    win = "123m456m789m11122m" if preset == "mediatek" else "123m456p789p11122m"
    assert hupai.check(win, rules=rules).win
    if preset != "mediatek":  # mediatek judges 14 concealed tiles only
        assert "1m" in hupai.waits("123m456p789p1122m", rules=rules).tiles
    assert hupai.shanten(win, rules=rules) == -1
    assert hupai.analyze(win, rules=rules)
    assert hupai.decompose(win, rules=rules)
    assert (hupai.batch_shanten(hupai.counts([win]), rules=rules)[0] == -1).all()


def test_error_names_are_the_librarys():
    text = (ROOT / "include" / "hupai" / "error.hpp").read_text()
    body = re.search(r"enum class errc[^{]*\{(.*?)\};", text, re.S).group(1)
    names = re.findall(r"^\s*([a-z_0-9]+),", body, re.M)
    assert [hupai.error_name(i + 1) for i in range(len(names))] == names


def test_the_c_test_program_calls_every_c_function():
    header = (ROOT / "include" / "hupai" / "hupai.h").read_text()
    declared = set(re.findall(r"^[a-z_ ]+\*?\s*(hupai_[a-z_]+)\(", header, re.M))
    assert len(declared) > 20
    test = (ROOT / "tests" / "capi" / "capi_test.c").read_text()
    uncalled = sorted(f for f in declared if f + "(" not in test)
    assert not uncalled, f"hupai.h functions the C test never calls: {uncalled}"
