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
"""
import argparse
import json
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
        if kind < 27 and kind % 9 == 4 and k == 0:
            k = 1  # copy 0 of a five is kept for a red one
        self.next[kind] = k + 1
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
    config = HandConfig(
        is_tsumo=tsumo,
        is_riichi=riichi > 0,
        is_daburu_riichi=riichi == 2,
        is_ippatsu=s.get("ippatsu", False),
        is_rinshan=s.get("rinshan", False),
        is_chankan=s.get("chankan", False),
        is_haitei=last and tsumo,
        is_houtei=last and not tsumo,
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
    args = ap.parse_args()

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
