#!/usr/bin/env python3
"""Batch lines for comparing two `hupai batch` binaries byte for byte.

Writes JSON Lines for `hupai batch`: random hands and near-ready hands of 13 and 14 tiles (some
with declared melds, flowers and `?` jokers), each asking a random set of the ops win, shanten,
waits, decompose, analyze and score (the batch answers only the ops that fit the hand's size),
under one preset configuration. The lines depend on the preset and the number given with
--random-state alone, so two builds answer the same questions:

    tools/batch_lines.py --preset chinese-7z --lines 200000 > lines.jsonl
    build-a/hupai batch < lines.jsonl > a.jsonl
    build-b/hupai batch < lines.jsonl > b.jsonl
    cmp a.jsonl b.jsonl

A restructuring that must not change any answer is checked this way over every preset
(--preset all writes them one after another). Not part of CI: a large run takes minutes.
"""

import argparse
import json
import random
import sys

# name: (rules preset, wild kinds or None, suits of the tile set, flowers: None, "extra" (set
# aside, beside the hand's tiles) or "in" (Ruijin's, which count as tiles))
PRESETS = {
    "riichi": ("riichi", None, "mpsz", None),
    "chinese": ("chinese", None, "mpsz", "extra"),
    "chinese-7z": ("chinese", "7z", "mpsz", "extra"),
    "sichuan": ("sichuan", None, "mps", None),
    "ruijin-5m": ("ruijin", "5m", "mpsz", "in"),
    "ruijin-1z": ("ruijin", "1z", "mpsz", "in"),
    "ruijin-2f": ("ruijin", "2f", "mpsz", "in"),
    "mediatek": ("mediatek", None, "mps", None),
    "gb": ("gb", None, "mpsz", "extra"),
}

OPS = ["win", "shanten", "waits", "decompose", "analyze", "score"]
SCORED = ("riichi", "gb")  # the presets that score wins
SUIT_ORDER = "mpsz"


def kinds_of(suits):
    return [(r, s) for s in suits for r in range(1, (7 if s == "z" else 9) + 1)]


def write_tiles(tiles):
    """MPSZ text of (rank, suit) tiles, by suit then rank."""
    out = []
    for s in SUIT_ORDER + "f":
        ranks = sorted(r for r, t in tiles if t == s)
        if ranks:
            out.append("".join(str(r) for r in ranks) + s)
    return "".join(out)


def random_group(rng, suits, wall):
    """A pung or a chow drawn from the wall (None when the wall has no such group)."""
    for _ in range(8):
        s = rng.choice(suits)
        if s != "z" and rng.random() < 0.6:
            r = rng.randint(1, 7)
            group = [(r, s), (r + 1, s), (r + 2, s)]
        else:
            r = rng.randint(1, 7 if s == "z" else 9)
            group = [(r, s)] * 3
        if all(wall.count(t) >= group.count(t) for t in set(group)):
            for t in group:
                wall.remove(t)
            return group
    return None


def make_hand(rng, suits, flowers_ok):
    size = rng.choice((13, 14))
    wall = [k for k in kinds_of(suits) for _ in range(4)]
    rng.shuffle(wall)
    melds = []
    tiles = []
    style = rng.random()
    if style < 0.45:  # near-ready: groups and a pair, then a few tiles replaced
        for _ in range(4):
            g = random_group(rng, suits, wall)
            if g:
                tiles += g
        pair = rng.choice(wall)
        if wall.count(pair) >= 2:
            wall.remove(pair)
            wall.remove(pair)
            tiles += [pair, pair]
        rng.shuffle(tiles)
        for _ in range(rng.choice((0, 0, 1, 1, 2, 3))):
            if tiles:
                wall.append(tiles.pop())
                rng.shuffle(wall)
                tiles.append(wall.pop())
        while len(tiles) > size:
            wall.append(tiles.pop())
        while len(tiles) < size:
            tiles.append(wall.pop())
    else:
        tiles = [wall.pop() for _ in range(size)]

    if rng.random() < 0.12:  # declared melds taken out of the concealed tiles
        for _ in range(rng.choice((1, 1, 2))):
            if len(tiles) < 5:
                break
            kind = rng.random()
            s = rng.choice(suits)
            if kind < 0.45 and s != "z":
                r = rng.randint(1, 7)
                need = [(r, s), (r + 1, s), (r + 2, s)]
                text = "[%d%d%d%s]" % (r, r + 1, r + 2, s)
            else:
                r = rng.randint(1, 7 if s == "z" else 9)
                if kind < 0.8:
                    need, text = [(r, s)] * 3, "[%d%d%d%s]" % (r, r, r, s)
                elif kind < 0.9:
                    need, text = [(r, s)] * 4, "[%d%d%d%d%s]" % (r, r, r, r, s)
                else:
                    need, text = [(r, s)] * 4, "(%d%d%d%d%s)" % (r, r, r, r, s)
            if all(wall.count(t) >= need.count(t) for t in set(need)):
                for t in need:
                    wall.remove(t)
                del tiles[:3]
                melds.append(text)

    jokers = 0
    if rng.random() < 0.08:
        jokers = rng.choice((1, 1, 2, 3))
        del tiles[:jokers]
    flowers = []
    if flowers_ok and rng.random() < 0.15:
        flowers = [(f, "f") for f in rng.sample(range(1, 9), rng.choice((1, 1, 2, 3)))]
        if flowers_ok == "in":
            del tiles[: len(flowers)]

    # A joker last would be the winning tile, which scoring refuses: most go in front.
    text = write_tiles(tiles + flowers)
    if jokers and rng.random() < 0.8:
        text = "?" * jokers + text
    else:
        text += "?" * jokers
    return " ".join([text] + melds)


def make_line(rng, preset, wild, suits, flowers_ok):
    q = {"hand": make_hand(rng, suits, flowers_ok), "rules": preset}
    if preset == "mediatek":
        q["notation"] = "mpsz"
    if wild:
        q["wild"] = wild
    ops = OPS if preset in SCORED else OPS[:-1]
    r = rng.random()
    if r < 0.1:
        q["ops"] = ops
    elif r < 0.95:
        q["ops"] = rng.sample(ops, rng.randint(1, 3))
    # else: the default ops
    if rng.random() < 0.05:
        q["id"] = rng.randint(0, 10**6)
    return json.dumps(q, ensure_ascii=False, separators=(",", ":"))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--preset", required=True, choices=sorted(PRESETS) + ["all"])
    ap.add_argument("--lines", type=int, default=200000, help="lines per preset")
    ap.add_argument("--random-state", type=int, default=20261129)
    args = ap.parse_args()
    names = sorted(PRESETS) if args.preset == "all" else [args.preset]
    out = sys.stdout
    for name in names:
        preset, wild, suits, flowers_ok = PRESETS[name]
        rng = random.Random("%d/%s" % (args.random_state, name))
        for _ in range(args.lines):
            out.write(make_line(rng, preset, wild, suits, flowers_ok))
            out.write("\n")


if __name__ == "__main__":
    main()
