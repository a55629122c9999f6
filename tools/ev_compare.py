#!/usr/bin/env python3
"""Compares two files of batch `ev` answers line by line, as the expected-value model demands.

    tools/ev_compare.py EXPECTED.jsonl ACTUAL.jsonl [--tolerance 1e-9] [--no-states]

Each line is the answer to the same input line: the same error code, or the same rows (their
number, order, discards and shanten), the same `ev_states` (unless --no-states), and every
number of `tenpai_prob`, `win_prob` and `exp_score` equal within the tolerance: relative for
magnitudes above 1, absolute below. Prints one line per disagreement (at most 20) and a summary
line "N passed, M failed"; exits 1 on any disagreement.
"""

from __future__ import annotations

import argparse
import json
import math
import sys

ARRAYS = ("tenpai_prob", "win_prob", "exp_score")


def close(a, b, tolerance: float) -> bool:
    if a is None or b is None:
        return a is None and b is None
    scale = max(1.0, abs(a), abs(b))
    return math.isfinite(a) and math.isfinite(b) and abs(a - b) <= tolerance * scale


def differences(expected: dict, actual: dict, tolerance: float, states: bool) -> list[str]:
    if "error" in expected or "error" in actual:
        code = lambda answer: str(answer.get("error", "")).split(":", 1)[0]  # noqa: E731
        return [] if code(expected) == code(actual) else [
            f"error {expected.get('error')!r} vs {actual.get('error')!r}"]
    out = []
    if states and expected.get("ev_states") != actual.get("ev_states"):
        out.append(f"ev_states {expected.get('ev_states')} vs {actual.get('ev_states')}")
    rows_e, rows_a = expected.get("ev", []), actual.get("ev", [])
    if [(r["discard"], r["shanten"]) for r in rows_e] != [(r["discard"], r["shanten"]) for r in rows_a]:
        out.append(f"rows {[(r['discard'], r['shanten']) for r in rows_e]} vs "
                   f"{[(r['discard'], r['shanten']) for r in rows_a]}")
        return out
    for row_e, row_a in zip(rows_e, rows_a):
        for key in ARRAYS:
            xs, ys = row_e.get(key), row_a.get(key)
            if xs is None or ys is None:
                if (xs is None) != (ys is None):
                    out.append(f"{row_e['discard']} {key}: {xs!r} vs {ys!r}")
                continue
            if len(xs) != len(ys):
                out.append(f"{row_e['discard']} {key}: {len(xs)} vs {len(ys)} numbers")
                continue
            for t, (x, y) in enumerate(zip(xs, ys)):
                if not close(x, y, tolerance):
                    out.append(f"{row_e['discard']} {key}[{t}]: {x!r} vs {y!r}")
                    break
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("expected")
    parser.add_argument("actual")
    parser.add_argument("--tolerance", type=float, default=1e-9)
    parser.add_argument("--no-states", action="store_true", help="do not compare ev_states")
    args = parser.parse_args()
    with open(args.expected, encoding="utf-8") as f:
        expected = [json.loads(line) for line in f if line.strip()]
    with open(args.actual, encoding="utf-8") as f:
        actual = [json.loads(line) for line in f if line.strip()]
    if len(expected) != len(actual):
        print(f"{len(expected)} expected lines but {len(actual)} answers")
        print(f"0 passed, {max(len(expected), len(actual))} failed")
        return 1
    passed = failed = 0
    for number, (e, a) in enumerate(zip(expected, actual), 1):
        found = differences(e, a, args.tolerance, not args.no_states)
        if found:
            failed += 1
            if failed <= 20:
                print(f"line {number} ({e.get('id', e.get('hand'))}): " + "; ".join(found[:3]))
        else:
            passed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
