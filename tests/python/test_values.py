"""Every answer, Hand and Rules is a value: equal to the same answer asked again and unequal to
another, hashable where it cannot change, given as a dict, pickled and copied unchanged; and the
functions themselves travel to other processes (ProcessPoolExecutor, Dask)."""

import concurrent.futures
import copy
import multiprocessing
import pickle

import pytest

import hupai

RIICHI_WIN = ("234567m234p23466s", {"win_tile": "4s", "riichi": 1})

# name: (make the value, make a different value of the same type)
VALUES = {
    "Win": (lambda: hupai.check("123m456p789s11122z", rules="riichi"),
            lambda: hupai.check("123m456p789s11123z", rules="riichi")),
    "Waits": (lambda: hupai.waits("123m456p789s1122z"), lambda: hupai.waits("123m456p789s1133z")),
    "Shanten": (lambda: hupai.shanten_by_form("123m456p789s1134z"),
                lambda: hupai.shanten_by_form("19m19p19s1234567z")),
    "Draws": (lambda: hupai.analyze_draws("123m456p789s1122z"),
              lambda: hupai.analyze_draws("123m456p789s1122z", visible="1z")),
    "Discard": (lambda: hupai.analyze("123m456p789s11222z")[0],
                lambda: hupai.analyze("123m456p789s11222z")[-1]),
    "Decomposition": (lambda: hupai.decompose("111222333m456p99s")[0],
                      lambda: hupai.decompose("111222333m456p99s")[1]),
    "Group": (lambda: hupai.decompose("111222333m456p99s")[0].groups[1],
              lambda: hupai.decompose("111222333m456p99s")[0].groups[0]),
    "Hand": (lambda: hupai.Hand("123m0p [555z]"), lambda: hupai.Hand("123m5p [555z]")),
    "Meld": (lambda: hupai.Hand("123m [555z]").melds[0], lambda: hupai.Hand("1m [123s]").melds[0]),
    "RiichiScore": (lambda: hupai.score(RIICHI_WIN[0], situation=RIICHI_WIN[1]),
                    lambda: hupai.score(RIICHI_WIN[0], situation={"win_tile": "4s"})),
    "Yaku": (lambda: hupai.score(RIICHI_WIN[0], situation=RIICHI_WIN[1]).yaku[0],
             lambda: hupai.score(RIICHI_WIN[0], situation=RIICHI_WIN[1]).yaku[1]),
    "Fu": (lambda: hupai.score(RIICHI_WIN[0], situation=RIICHI_WIN[1]).fu_details[0],
           lambda: hupai.score(RIICHI_WIN[0], situation=RIICHI_WIN[1]).fu_details[1]),
    "GbScore": (lambda: hupai.score("123456789m11789s", rules="gb"),
                lambda: hupai.score("123456789m11789s", rules="gb", situation={"tsumo": True})),
    "Fan": (lambda: hupai.score("123456789m11789s", rules="gb").fans[0],
            lambda: hupai.score("123456789m11789s", rules="gb").fans[-1]),
    "EvResult": (lambda: hupai.ev("222567m345p33667s", t_max=3),
                 lambda: hupai.ev("222567m345p33667s", t_max=4)),
    "EvRow": (lambda: hupai.ev("222567m345p33667s", t_max=3).rows[0],
              lambda: hupai.ev("222567m345p33667s", t_max=3).rows[1]),
    "CallOption": (lambda: hupai.calls("12m456p789s11222z", "3m")[1],
                   lambda: hupai.calls("12m456p789s11222z", "3m")[0]),
    "Rules": (lambda: hupai.Rules("ruijin", wild="5m"), lambda: hupai.Rules("ruijin", wild="6m")),
}


def test_every_class_is_covered():
    classes = {name for name in dir(hupai._core) if isinstance(getattr(hupai._core, name), type)}
    assert classes - {"HandError"} == set(VALUES)


@pytest.mark.parametrize("name", sorted(VALUES))
def test_equal_by_value(name):
    make, other = VALUES[name]
    a, b = make(), make()
    assert type(a).__name__ == name
    assert a is not b and a == b and not (a != b)
    assert a != other() and not (a == other())
    assert a != "something else" and a != 123 and a != None  # noqa: E711


@pytest.mark.parametrize("name", sorted(VALUES))
def test_as_dict_is_plain_and_tells_values_apart(name):
    make, other = VALUES[name]
    d = make().as_dict()
    assert isinstance(d, dict) and d == make().as_dict() and d != other().as_dict()
    assert pickle.loads(pickle.dumps(d)) == d  # plain values only
    assert all(isinstance(k, str) for k in d)


@pytest.mark.parametrize("name", sorted(VALUES))
def test_pickles_and_copies_unchanged(name):
    make, _ = VALUES[name]
    a = make()
    for protocol in range(2, pickle.HIGHEST_PROTOCOL + 1):
        b = pickle.loads(pickle.dumps(a, protocol))
        assert type(b) is type(a) and b == a and repr(b) == repr(a) and b.as_dict() == a.as_dict()
    for c in (copy.copy(a), copy.deepcopy(a)):
        assert c is not a and c == a and repr(c) == repr(a)


@pytest.mark.parametrize("name", sorted(set(VALUES) - {"Rules"}))
def test_immutable_values_hash_by_value(name):
    make, other = VALUES[name]
    assert hash(make()) == hash(make())
    assert len({make(), make(), other()}) == 2


def test_rules_change_so_do_not_hash_but_compare_by_effect():
    with pytest.raises(TypeError):
        hash(hupai.Rules("riichi"))
    assert hupai.Rules("riichi") == hupai.Rules("riichi", aka_dora=True)
    r = hupai.Rules("riichi")
    r.set("aka_dora", False)
    assert r != hupai.Rules("riichi") and r == hupai.Rules("riichi", aka_dora=False)
    d = r.as_dict()
    assert hupai.Rules(d["preset"], **d["flags"]) == r
    assert copy.deepcopy(r).as_dict() == d


def test_a_pickle_of_another_version_is_refused():
    a = hupai.check("123m456p789s11122z")
    version, data, extra = a.__getstate__()
    assert version == hupai.__version__ and isinstance(data, bytes)
    b = hupai.Win.__new__(hupai.Win)
    with pytest.raises(hupai.HandError, match="made by hupai 0.0.0") as e:
        b.__setstate__(("0.0.0", data, extra))
    assert e.value.name == "invalid_value"
    with pytest.raises(hupai.HandError, match="bytes"):
        b.__setstate__((version, data[:-1], extra))
    with pytest.raises(hupai.HandError):
        hupai.Rules.__new__(hupai.Rules).__setstate__(("x",))


def test_functions_pickle_by_name():
    for f in (hupai.waits, hupai.check, hupai.batch_shanten, hupai.Hand.from_counts):
        assert pickle.loads(pickle.dumps(f)) is f


HANDS = ["123m456p789s1122z", "1112345678999m", "19m19p19s1234567z", "2345m678p11s4567z"]


def test_process_pool_maps_hupai_functions_directly():
    expected = [hupai.waits(h) for h in HANDS]
    # spawn: the workers start empty, so the function and hands travel by pickle alone.
    context = multiprocessing.get_context("spawn")
    with concurrent.futures.ProcessPoolExecutor(2, mp_context=context) as pool:
        got = list(pool.map(hupai.waits, HANDS))
        hands = list(pool.map(hupai.Hand, HANDS))
        rules = list(pool.map(hupai.Rules, ["riichi", "gb"]))
    assert got == expected and [w.tiles for w in got] == [w.tiles for w in expected]
    assert hands == [hupai.Hand(h) for h in HANDS]
    assert rules == [hupai.Rules("riichi"), hupai.Rules("gb")]


def test_dask_client_maps_hupai_functions_directly():
    distributed = pytest.importorskip("dask.distributed")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        futures = client.map(hupai.waits, HANDS)
        got = client.gather(futures)
        rules = client.submit(hupai.Rules, "riichi", aka_dora=False).result()
    assert got == [hupai.waits(h) for h in HANDS]
    assert rules == hupai.Rules("riichi", aka_dora=False)
