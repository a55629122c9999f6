"""Python figures of BENCHMARKS.md: a single hupai.shanten call on text, the NumPy batch on one
and two threads, hupai.texts and hupai.counts, and the `mahjong` package's shanten on the same
hands, in one run; then single hupai.score calls on the riichi corpus hands.

    scripts/python.sh bench            # installs `mahjong` into the venv for the comparison
    scripts/python.sh bench --calls    # the single calls alone (shanten and score)

Prints ns per hand; median of repeated runs, wall time (--cpu: CPU time of all threads, for a
loaded machine; the threads=2 speed-up is then meaningless; --best: the fastest run instead of
the median). On the shared machine: `taskset -c 1 … --cpu --best`.
"""

from __future__ import annotations

import json
import pathlib
import statistics
import sys
import time

import numpy as np

import hupai

SEED = 20261124
CORPUS = pathlib.Path(__file__).resolve().parents[1] / "tests" / "data" / "riichi-majiang.jsonl"


def random_counts(rng: np.random.Generator, n: int, tiles: int) -> np.ndarray:
    draws = np.argsort(rng.random((n, 136)), axis=1)[:, :tiles] // 4
    out = np.zeros((n, 34), dtype=np.uint8)
    np.add.at(out, (np.repeat(np.arange(n), tiles), draws.ravel()), 1)
    return out


CLOCK = time.perf_counter  # --cpu: time.process_time (all threads' CPU time; a loaded machine)
PICK = statistics.median  # --best: the fastest run (min), the least disturbed on a shared machine


def best_of(fn, repeat: int = 7) -> float:
    """Median (--best: least) seconds of fn() over `repeat` runs, on CLOCK."""
    times = []
    for _ in range(repeat):
        start = CLOCK()
        kept = fn()  # freed after the clock stops: the answer's cost, not its disposal
        times.append(CLOCK() - start)
        del kept
    return PICK(times)


def score_rows() -> list:
    """ns of one hupai.score call on the riichi corpus hands, as text and as Hand, with the
    rules as a preset name, a Rules object or keyword flags (names as a call's literal
    keywords are: interned), and the situation dict or its win_tile alone."""
    cases = [json.loads(line)["input"] for line in CORPUS.open()]
    cases = [c for c in cases if c.get("rules") == "riichi"]
    texts = [c["hand"] for c in cases]
    hands = [hupai.Hand(t) for t in texts]
    situations = [c["situation"] for c in cases]
    wins = [{"win_tile": s["win_tile"]} for s in situations]
    flags = [{sys.intern(k): v for k, v in c["flags"].items()} for c in cases]
    made = {}
    rules = [made.setdefault(json.dumps(f, sort_keys=True), hupai.Rules("riichi", **f))
             for f in flags]
    score = hupai.score
    calls = [
        ("text, 'riichi', situation", lambda: [score(t, "riichi", s) for t, s in zip(texts, situations)]),
        ("Hand, 'riichi', situation", lambda: [score(h, "riichi", s) for h, s in zip(hands, situations)]),
        ("Hand, 'riichi', {'win_tile': …}", lambda: [score(h, "riichi", s) for h, s in zip(hands, wins)]),
        ("Hand, Rules(…), situation", lambda: [score(h, r, s) for h, r, s in zip(hands, rules, situations)]),
        ("Hand, 'riichi', situation, **flags (8)",
         lambda: [score(h, "riichi", s, **f) for h, s, f in zip(hands, situations, flags)]),
    ]
    return [(f"hupai.score({name}), {len(cases):,} corpus hands", best_of(fn) / len(cases) * 1e9)
            for name, fn in calls]


def main() -> None:
    global CLOCK, PICK
    if "--cpu" in sys.argv:
        CLOCK = time.process_time
    if "--best" in sys.argv:
        PICK = min
    only_calls = "--calls" in sys.argv
    rng = np.random.default_rng(SEED)
    half = 20_000 if only_calls else 500_000  # the same first 20,000 hands
    counts = np.concatenate([random_counts(rng, half, 13), random_counts(rng, half, 14)])
    texts = [str(hupai.Hand.from_counts(row.tolist())) for row in counts[:20_000]]
    n = len(counts)
    rows = []

    def single_calls():
        shanten = hupai.shanten
        for t in texts:
            shanten(t, "riichi")

    single = best_of(single_calls) / len(texts) * 1e9
    rows.append(("hupai.shanten(text, 'riichi'), one call (parse + judge)", single))

    hands = [hupai.Hand(t) for t in texts]

    def single_hand_calls():
        shanten = hupai.shanten
        for h in hands:
            shanten(h, "riichi")

    rows.append(("hupai.shanten(Hand, 'riichi'), one call", best_of(single_hand_calls) / len(texts) * 1e9))
    rows.extend(score_rows())
    if only_calls:
        print_rows(rows)
        return
    # The second core may sit idle until asked: a few two-thread calls first, so that the
    # timing sees both cores awake (without them the first run measured 1.3x, not 1.9x).
    for _ in range(10):
        hupai.batch_shanten(counts, rules="riichi", threads=2)
    one = best_of(lambda: hupai.batch_shanten(counts, rules="riichi", threads=1)) / n * 1e9
    two = best_of(lambda: hupai.batch_shanten(counts, rules="riichi", threads=2)) / n * 1e9
    rows.append(("hupai.batch_shanten, threads=1", one))
    rows.append(("hupai.batch_shanten, threads=2", two))
    waits = best_of(lambda: hupai.batch_waits(counts[:500_000], rules="riichi"), 3) / 500_000 * 1e9
    rows.append(("hupai.batch_waits (13 tiles), threads=1", waits))
    sub = counts[500_000:550_000]
    analyze = best_of(lambda: hupai.batch_analyze(sub, rules="riichi"), 3) / len(sub) * 1e9
    rows.append(("hupai.batch_analyze (14 tiles), threads=1", analyze))

    all_texts = hupai.texts(counts)
    as_bytes = hupai.texts(counts, as_array=True)
    assert as_bytes.tolist() == [t.encode() for t in all_texts]
    rows.append(("hupai.texts(counts)", best_of(lambda: hupai.texts(counts), 5) / n * 1e9))
    rows.append(("hupai.texts(counts, as_array=True)",
                 best_of(lambda: hupai.texts(counts, as_array=True), 5) / n * 1e9))
    rows.append(("hupai.counts(texts), a list of str",
                 best_of(lambda: hupai.counts(all_texts), 5) / n * 1e9))
    rows.append((f"hupai.counts(texts), a numpy array of bytes ({as_bytes.dtype.str})",
                 best_of(lambda: hupai.counts(as_bytes), 5) / n * 1e9))

    try:
        from mahjong.shanten import Shanten
    except ImportError:
        Shanten = None
    if Shanten is not None:
        calc = Shanten()
        sample = [row.tolist() for row in counts[:: n // 5_000]][:5_000]
        # hupai and mahjong agree on these hands first (both count seven pairs and kokushi)
        ours = hupai.batch_shanten(np.array(sample, dtype=np.uint8), rules="riichi")[0]
        theirs = [calc.calculate_shanten(row) for row in sample]
        agree = sum(int(a) == b for a, b in zip(ours, theirs))
        theirs_ns = best_of(lambda: [calc.calculate_shanten(r) for r in sample], 3) / len(sample) * 1e9
        rows.append((f"mahjong {sys.modules['mahjong'].__dict__.get('__version__', '')} "
                     f"Shanten.calculate_shanten (agrees on {agree}/{len(sample)})", theirs_ns))
        ratio_batch = theirs_ns / one
        ratio_single = theirs_ns / single
    print_rows(rows, n)
    print(f"  threads=2 speed-up: {one / two:.2f}x")
    if Shanten is not None:
        print(f"  batch_shanten vs mahjong: {ratio_batch:,.0f}x; single call vs mahjong: {ratio_single:,.0f}x")


def print_rows(rows: list, n: int = 0) -> None:
    clock = "CPU time" if CLOCK is time.process_time else "wall time"
    pick = "fastest" if PICK is min else "median"
    hands = f"{n:,} random hands (half 13, half 14 tiles)" if n else "20,000 random 13-tile hands"
    print(f"{hands}, riichi; {pick} of runs, {clock}")
    for name, ns in rows:
        print(f"  {name:<72} {ns:>12,.1f} ns/hand")


if __name__ == "__main__":
    main()
