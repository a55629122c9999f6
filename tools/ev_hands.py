#!/usr/bin/env python3
"""Deals random riichi hands and writes them as batch `ev` lines (JSON Lines) for comparing
expected-value engines (the library's and tests/reference's hupai_ev_reference).

    ev_hands.py [--count N] [--seed S] [--max-shanten 3] [--thirteen 0.3] [--melds 0.25]
                [--t-min 1] [--t-max 18] [--extra 1] > hands.jsonl

Each hand is dealt from a shuffled 136-tile wall with one red five per suit, without
replacement: optionally 1-2 declared melds first (a chow, a pung or a concealed kong taken from
the wall), then the concealed tiles (14 or 13 in all, melds counting 3), 1-2 dora indicators and
0-6 seen tiles; seat and round winds at random. A hand is kept when its shanten (standard form
with its melds; seven pairs and thirteen orphans when it has none) is the one asked for, each
shanten 0..max equally often. The same seed gives the same lines.
"""

import argparse
import json
import random
import sys

SUITS = "mpsz"


def kind_name(kind, red=False):
    return ("0" if red else str(kind % 9 + 1)) + SUITS[kind // 9]


def new_wall():
    """136 tiles as (kind, red): the first copy of each five is red."""
    return [(k, k < 27 and k % 9 == 4 and c == 0) for k in range(34) for c in range(4)]


def take(wall, kind, red_first=False):
    """Removes one tile of `kind` from the wall (a red one only if red_first or no other)."""
    candidates = [i for i, t in enumerate(wall) if t[0] == kind]
    if not candidates:
        return None
    plain = [i for i in candidates if not wall[i][1]]
    i = candidates[0] if red_first or not plain else plain[0]
    return wall.pop(i)


def deal_meld(wall, rng):
    """A chow, pung or concealed kong whose tiles are all still in the wall, or None."""
    shape = rng.choice(["chow", "chow", "pung", "pung", "kong"])
    for _ in range(50):
        if shape == "chow":
            suit, low = rng.randrange(3), rng.randrange(7)
            kinds = [suit * 9 + low + i for i in range(3)]
        else:
            kinds = [rng.randrange(34)] * (4 if shape == "kong" else 3)
        need = {k: kinds.count(k) for k in kinds}
        if all(sum(1 for t in wall if t[0] == k) >= n for k, n in need.items()):
            tiles = [take(wall, k, rng.random() < 0.3) for k in kinds]
            return shape, tiles
    return None


def meld_text(shape, tiles):
    suit = SUITS[tiles[0][0] // 9]
    digits = "".join(kind_name(*t)[0] for t in tiles)
    if shape == "kong":
        return "(" + digits + suit + ")"
    return "[" + digits + suit + "]"


def concealed_text(tiles):
    out = ""
    for s in range(4):
        part = sorted(tiles_of_suit for tiles_of_suit in tiles if tiles_of_suit[0] // 9 == s)
        # red five written 0, first among the fives
        digits = "".join(kind_name(k, red)[0] for k, red in sorted(part, key=lambda t: (t[0], not t[1])))
        if digits:
            out += digits + SUITS[s]
    return out


def standard_shanten(counts, melds):
    """8 - 2 sets - partial sets - pair over the best split (sets + partials at most 4 - melds)."""
    best = [8]
    need = 4 - melds

    def search(i, sets, partials):
        while i < 34 and counts[i] == 0:
            i += 1
        if i == 34:
            used = min(partials, need - sets)
            best[0] = min(best[0], 8 - 2 * (sets + melds) - used)
            return
        suited = i < 27
        pos = i % 9
        if counts[i] >= 3:
            counts[i] -= 3
            search(i, sets + 1, partials)
            counts[i] += 3
        if suited and pos <= 6 and counts[i + 1] and counts[i + 2]:
            for k in (i, i + 1, i + 2):
                counts[k] -= 1
            search(i, sets + 1, partials)
            for k in (i, i + 1, i + 2):
                counts[k] += 1
        if counts[i] >= 2:
            counts[i] -= 2
            search(i, sets, partials + 1)
            counts[i] += 2
        for step in (1, 2):
            if suited and pos + step <= 8 and counts[i + step]:
                counts[i] -= 1
                counts[i + step] -= 1
                search(i, sets, partials + 1)
                counts[i] += 1
                counts[i + step] += 1
        counts[i] -= 1
        search(i, sets, partials)
        counts[i] += 1

    search(0, 0, 0)
    for pair in range(34):
        if counts[pair] >= 2:
            counts[pair] -= 2
            before = best[0]
            best[0] = 8
            search(0, 0, 0)
            with_pair = best[0] - 1
            best[0] = min(before, with_pair)
            counts[pair] += 2
    return best[0]


def shanten(counts, melds):
    sh = standard_shanten(list(counts), melds)
    if melds == 0:
        pairs = sum(1 for c in counts if c >= 2)
        kinds = sum(1 for c in counts if c >= 1)
        sh = min(sh, 6 - pairs + max(0, 7 - kinds))
        orphans = [k for k in range(34) if k >= 27 or k % 9 in (0, 8)]
        distinct = sum(1 for k in orphans if counts[k])
        sh = min(sh, 13 - distinct - (1 if any(counts[k] >= 2 for k in orphans) else 0))
    return sh


def deal(rng, size, meld_chance):
    wall = new_wall()
    rng.shuffle(wall)
    melds = []
    if rng.random() < meld_chance:
        for _ in range(rng.choice([1, 1, 2])):
            m = deal_meld(wall, rng)
            if m:
                melds.append(m)
    concealed = [wall.pop() for _ in range(size - 3 * len(melds))]
    indicators = [wall.pop() for _ in range(rng.choice([1, 1, 2]))]
    seen = [wall.pop() for _ in range(rng.randrange(7))]
    return melds, concealed, indicators, seen


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-shanten", type=int, default=3)
    ap.add_argument("--thirteen", type=float, default=0.3, help="share of 13-tile hands")
    ap.add_argument("--melds", type=float, default=0.25, help="share of hands with melds")
    ap.add_argument("--t-min", type=int, default=1)
    ap.add_argument("--t-max", type=int, default=18)
    ap.add_argument("--extra", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    for n in range(args.count):
        target = n % (args.max_shanten + 1)
        size = 13 if rng.random() < args.thirteen else 14
        while True:
            melds, concealed, indicators, seen = deal(rng, size, args.melds)
            counts = [0] * 34
            for k, _ in concealed:
                counts[k] += 1
            if shanten(counts, len(melds)) == target:
                break
        hand = concealed_text(concealed)
        if melds:
            hand += " " + " ".join(meld_text(*m) for m in melds)
        line = {
            "id": "ev%06d" % (n + 1),
            "hand": hand,
            "rules": "riichi",
            "ops": ["ev"],
            "situation": {
                "seat_wind": kind_name(27 + rng.randrange(4)),
                "round_wind": kind_name(27 + rng.randrange(4)),
                "dora_indicators": [kind_name(*t) for t in indicators],
                "seen": concealed_text(seen),
                "honba": rng.choice([0, 0, 0, 1, 2]),
                "riichi_sticks": rng.choice([0, 0, 0, 1]),
            },
            "ev": {"t_min": args.t_min, "t_max": args.t_max, "extra": args.extra},
        }
        sys.stdout.write(json.dumps(line) + "\n")


if __name__ == "__main__":
    main()
