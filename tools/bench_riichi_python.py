#!/usr/bin/env python3
"""Times riichi scoring of the 10,000 corpus hands (tests/data/riichi-majiang.jsonl) by hupai and
by the Python `mahjong` package in the same run, and prints ns per hand and the ratio.

hupai's figure comes from hupai_bench (score_riichi/corpus/fast, CPU time per hand, median of 3
repetitions); Python's from HandCalculator.estimate_hand_value on the same hands, inputs
converted before timing, CPU time per hand (median of --rounds passes). The
script also counts how many of Python's answers agree with the corpus (total points), to show it
scored the same hands. `mahjong` is a benchmark-only dependency: install it in a virtual
environment (see BENCHMARKS.md), never for the library or the tests.

    python3 -m venv build/pyvenv && build/pyvenv/bin/pip install mahjong==2.1.0
    build/pyvenv/bin/python tools/bench_riichi_python.py --bench build/bench/hupai_bench

With --random N it instead draws N random winning hands (pairs, chows, pungs, open melds and
kongs of every kind, random situations with chankan and first-turn wins, and rule flags), scores them with `hupai batch` and
with `mahjong`, and lists the hands whose totals differ: a differential check beyond the corpus.
Hands that hold four plain fives are skipped (a wall with red fives has three).
"""
import argparse
import json
import random
import statistics
import subprocess
import sys
import time

from mahjong.constants import EAST
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.meld import Meld

SUITS = "mpsz"
RED_IDS = {0: 16, 1: 52, 2: 88}  # the 136-format id of the red five of m, p, s


def kind_of(digit, suit):
    n = 5 if digit == "0" else int(digit)
    return SUITS.index(suit) * 9 + n - 1


class Wall:
    """Hands out distinct 136-format ids: copy 0 of a five is the red one."""

    def __init__(self):
        self.next = {}

    def take(self, kind, red=False):
        if red:
            return RED_IDS[kind // 9]
        k = self.next.get(kind, 0)
        self.next[kind] = k + 1
        if kind < 27 and kind % 9 == 4:
            k = (k + 1) % 4  # copy 0 of a five is kept for a red one, used last
        return kind * 4 + k


def tiles_of(text):
    """[(kind, red)] of an MPSZ run like 340m."""
    out, digits = [], ""
    for ch in text:
        if ch.isdigit():
            digits += ch
        elif ch in SUITS:
            out += [(kind_of(d, ch), d == "0") for d in digits]
            digits = ""
    return out


def convert(case):
    inp = case["input"]
    s = inp["situation"]
    wall = Wall()
    parts = inp["hand"].split()
    concealed = tiles_of(parts[0])
    tiles, melds = [], []
    win_kind = kind_of(s["win_tile"][0], s["win_tile"][1])
    win_red = s["win_tile"][0] == "0"
    win_id = None
    for kind, red in concealed:
        t = wall.take(kind, red)
        tiles.append(t)
        if kind == win_kind and red == win_red and win_id is None:
            win_id = t
    for part in parts[1:]:
        closed = part.startswith("(")
        added = part.endswith("+]")
        body = tiles_of(part.strip("[]()+"))
        ids = [wall.take(k, r) for k, r in body]
        tiles += ids
        if len(ids) == 4:
            kind = Meld.SHOUMINKAN if added else Meld.KAN
            melds.append(Meld(meld_type=kind, tiles=ids, opened=not closed))
        elif body[0][0] == body[1][0]:
            melds.append(Meld(meld_type=Meld.PON, tiles=ids, opened=True))
        else:
            melds.append(Meld(meld_type=Meld.CHI, tiles=ids, opened=True))
    flags = inp["flags"]
    options = OptionalRules(
        has_open_tanyao=flags["open_tanyao"],
        has_aka_dora=flags["aka_dora"],
        has_double_yakuman=flags["double_yakuman"],
        kazoe_limit=HandConstants.KAZOE_LIMITED
        if flags["kazoe"] == "yakuman"
        else HandConstants.KAZOE_SANBAIMAN,
        kiriage=flags["kiriage"],
        fu_for_open_pinfu=True,
    )
    riichi = s.get("riichi", 0)
    last = s.get("last_tile", False)
    tsumo = s.get("tsumo", False)
    dealer = s["seat_wind"] == "1z"
    blessing = s.get("blessing", False)
    renhou = flags.get("renhou", "none")
    options.renhou_as_yakuman = renhou == "yakuman"
    config = HandConfig(
        is_tsumo=tsumo,
        is_riichi=riichi > 0,
        is_daburu_riichi=riichi == 2,
        is_ippatsu=s.get("ippatsu", False),
        is_rinshan=s.get("rinshan", False),
        is_chankan=s.get("chankan", False),
        is_haitei=last and tsumo,
        is_houtei=last and not tsumo,
        is_tenhou=blessing and tsumo and dealer,
        is_chiihou=blessing and tsumo and not dealer,
        is_renhou=blessing and not tsumo and not dealer and renhou != "none",
        player_wind=EAST + int(s["seat_wind"][0]) - 1,
        round_wind=EAST + int(s["round_wind"][0]) - 1,
        tsumi_number=s.get("honba", 0),
        kyoutaku_number=s.get("riichi_sticks", 0),
        options=options,
    )

    def indicators(key):
        return [kind_of(t[0], t[1]) * 4 + 3 for t in s.get(key, [])]

    return dict(
        tiles=tiles,
        win_tile=win_id,
        melds=melds or None,
        dora_indicators=indicators("dora_indicators"),
        ura_dora_indicators=indicators("ura_indicators") if riichi else None,
        config=config,
    ), case["expect"]["total"]


FLAG_DEFAULTS = {"open_tanyao": True, "aka_dora": True, "double_yakuman": True,
                 "yakuman_stacking": True, "kazoe": "yakuman", "kiriage": False,
                 "double_wind_fu": 4, "renhou": "none"}


def tile_name(kind):
    return f"{kind % 9 + 1}{'mpsz'[kind // 9]}" if kind < 27 else f"{kind - 26}z"


def random_case(rng, ident):
    """A random winning hand as a batch line, or None when the draw breaks the 4 copies."""
    used = [0] * 34
    concealed, melds = [], []
    flush_suit = rng.randrange(3) if rng.random() < 0.3 else None

    def any_kind():
        return flush_suit * 9 + rng.randrange(9) if flush_suit is not None else rng.randrange(34)

    def take(kind, n):
        used[kind] += n
        return used[kind] <= 4

    pair = any_kind()
    if not take(pair, 2):
        return None
    concealed += [pair, pair]
    for _ in range(4):
        declared = rng.random() < 0.25
        if rng.random() < 0.5:
            start = (flush_suit if flush_suit is not None else rng.randrange(3)) * 9 + rng.randrange(7)
            if not all(take(start + d, 1) for d in range(3)):
                return None
            if declared:
                melds.append("[" + "".join(str(start % 9 + 1 + d) for d in range(3)) + "mps"[start // 9] + "]")
            else:
                concealed += [start, start + 1, start + 2]
        else:
            kind = any_kind()
            kong = rng.random() < 0.15
            if not take(kind, 4 if kong else 3):
                return None
            name = tile_name(kind)
            if kong:
                melds.append(rng.choice(["(%s)", "[%s]", "[%s+]"]) % (name[0] * 4 + name[1]))
            elif declared:
                melds.append(f"[{name[0] * 3}{name[1]}]")
            else:
                concealed += [kind] * 3
    win = rng.choice(concealed)
    text = ""
    for suit in range(4):  # honours 27-33 all have kind // 9 == 3
        digits = "".join(tile_name(k)[0] for k in sorted(concealed) if k // 9 == suit)
        if digits:
            text += digits + "mpsz"[suit]
    closed = all(m.startswith("(") for m in melds)
    tsumo = rng.random() < 0.5
    situation = {"win_tile": tile_name(win), "tsumo": tsumo,
                 "seat_wind": f"{rng.randrange(1, 5)}z", "round_wind": f"{rng.randrange(1, 3)}z",
                 "riichi": rng.choice([0, 1, 1, 2]) if closed else 0,
                 "dora_indicators": [tile_name(rng.randrange(34))],
                 "honba": rng.randrange(3), "riichi_sticks": rng.randrange(2)}
    if situation["riichi"]:
        situation["ura_indicators"] = [tile_name(rng.randrange(34))]
        situation["ippatsu"] = rng.random() < 0.2
    if rng.random() < 0.05:
        situation["last_tile"] = True
    if tsumo and any("+" in m or len(m.strip("[]()+")) == 5 for m in melds) and rng.random() < 0.2:
        situation["rinshan"] = not situation.get("last_tile", False)  # hupai: rinshan only
    if (not tsumo and concealed.count(win) == 1 and used[win] == 1 and not situation.get("last_tile")
            and rng.random() < 0.1):
        situation["chankan"] = True
    if not melds and rng.random() < 0.1:
        situation.update(blessing=True, riichi=0, ippatsu=False)
        situation.pop("ura_indicators", None)
    flags = dict(FLAG_DEFAULTS, open_tanyao=rng.random() < 0.5, aka_dora=rng.random() < 0.5,
                 double_yakuman=rng.random() < 0.5, kiriage=rng.random() < 0.5,
                 kazoe=rng.choice(["yakuman", "sanbaiman"]),
                 renhou=rng.choice(["none", "mangan", "yakuman"]))
    return {"id": ident, "hand": (text + " " + " ".join(melds)).strip(), "rules": "riichi",
            "ops": ["score"], "situation": situation, "flags": flags}


def differential(hupai, count, seed):
    rng = random.Random(seed)
    cases = []
    while len(cases) < count:
        case = random_case(rng, len(cases))
        if case is not None:
            cases.append(case)
    lines = "".join(json.dumps(c) + "\n" for c in cases)
    out = subprocess.run([hupai, "batch"], input=lines, capture_output=True, text=True).stdout
    compared = differ = 0
    for case, answer in zip(cases, out.splitlines()):
        kw, _ = convert({"input": case, "expect": {"total": 0}})
        held = [t // 4 for t in kw["tiles"]]
        if any(held.count(five) == 4 for five in (4, 13, 22)):
            continue  # four plain fives: not in a wall with red fives
        score = json.loads(answer).get("score")
        r = HandCalculator.estimate_hand_value(**kw)
        theirs = python_total(r) or 0
        compared += 1
        if score is None or score["total"] != theirs:
            differ += 1
            if differ <= 20:
                print(json.dumps(case), "| hupai", answer, "| mahjong", theirs, r.error)
    print(f"seed {seed}: {compared} random winning hands compared, {differ} differ")
    return 0 if differ == 0 else 1


def python_total(result):
    cost = result.cost
    if cost is None:
        return None
    return cost["total"]  # honba and riichi sticks included


def hupai_ns(bench):
    out = subprocess.run(
        [bench, "--benchmark_filter=^score_riichi/corpus/fast$", "--benchmark_format=json",
         "--benchmark_repetitions=3", "--benchmark_report_aggregates_only=true"],
        check=True, capture_output=True, text=True).stdout
    runs = json.loads(out)["benchmarks"]
    med = [b for b in runs if b.get("aggregate_name") == "median"][0]
    return med["cpu_time"] * {"ns": 1, "us": 1e3}[med["time_unit"]], med.get("median_ns")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bench", default="build/bench/hupai_bench")
    ap.add_argument("--corpus", default="tests/data/riichi-majiang.jsonl")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--random", type=int, default=0, help="compare N random hands instead")
    ap.add_argument("--seed", type=int, default=20261124)
    ap.add_argument("--hupai", default="build/hupai")
    args = ap.parse_args()
    if args.random:
        return differential(args.hupai, args.random, args.seed)

    cases = [json.loads(line) for line in open(args.corpus, encoding="utf-8") if line.strip()]
    inputs = [convert(c) for c in cases]

    agree = 0
    for kw, expected in inputs:
        r = HandCalculator.estimate_hand_value(**kw)
        agree += python_total(r) == expected
    per_round = []
    for _ in range(args.rounds):
        # CPU time of this process, as hupai_bench reports CPU time: the machine's load moves
        # wall-clock figures by 2-5x on a shared machine, CPU time far less.
        t0 = time.process_time_ns()
        for kw, _expected in inputs:
            HandCalculator.estimate_hand_value(**kw)
        per_round.append((time.process_time_ns() - t0) / len(inputs))
    py_ns = statistics.median(per_round)
    hp_ns, hp_median = hupai_ns(args.bench)
    print(f"hands                      {len(inputs)}")
    print(f"python mahjong agrees      {agree} of {len(inputs)} totals")
    print(f"python mahjong ns/hand     {py_ns:,.0f}")
    print(f"hupai score_riichi ns/hand {hp_ns:,.0f} (median hand {hp_median:,.0f})")
    print(f"ratio                      {py_ns / hp_ns:,.0f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
