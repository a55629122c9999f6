"""batch_score_riichi and batch_score_gb answer each row as score() does, with the situation
given as scalars or per-row arrays; a bad row gets its status and does not stop the batch."""

import numpy as np
import pytest

import hupai

TILES = [f"{n}{s}" for s in "mps" for n in range(1, 10)] + [f"{n}z" for n in range(1, 8)]


def complete_hands(rng, n):
    """n complete concealed 14-tile hands (four chows or pungs and a pair) as uint8[n, 34],
    with a winning kind each (one of the tiles held)."""
    rows = []
    while len(rows) < n:
        c = np.zeros(34, np.int64)
        for _ in range(4):
            if rng.random() < 0.6:
                suit, start = rng.integers(3), rng.integers(7)
                c[9 * suit + start: 9 * suit + start + 3] += 1
            else:
                c[rng.integers(34)] += 3
        c[rng.integers(34)] += 2
        if c.max() <= 4:
            rows.append(c)
    counts = np.array(rows, dtype=np.uint8)
    win = np.array([rng.choice(np.flatnonzero(row)) for row in counts], dtype=np.uint8)
    return counts, win


def text(row):
    return str(hupai.Hand.from_counts([int(c) for c in row]))


def single(row, rules, situation):
    """score() of one row, or the status code of the HandError it raises."""
    try:
        return hupai.score(text(row), rules=rules, situation=situation), 0
    except hupai.HandError as e:
        return None, e.code


def test_riichi_rows_match_score_with_per_row_situations(rng):
    n = 300
    counts, win = complete_hands(rng, n)
    tsumo = rng.random(n) < 0.5
    riichi = rng.integers(0, 3, n).astype(np.uint8)
    seat = rng.integers(27, 31, n)
    dora = np.array([TILES[k] for k in rng.integers(34, size=n)])
    total, han, fu, yakuman, no_yaku, status = hupai.batch_score_riichi(
        counts, win, tsumo=tsumo, riichi=riichi, seat_wind=seat, round_wind="2z",
        dora_indicators=dora, honba=2, threads=2)
    assert total.dtype == np.int32 and han.dtype == np.int8 and fu.dtype == np.int16
    assert yakuman.dtype == np.int8 and no_yaku.dtype == np.bool_ and status.dtype == np.uint8
    wins = 0
    for i in range(n):
        situation = {"win_tile": TILES[win[i]], "tsumo": bool(tsumo[i]), "riichi": int(riichi[i]),
                     "seat_wind": TILES[seat[i]], "round_wind": "2z",
                     "dora_indicators": str(dora[i]), "honba": 2}
        s, code = single(counts[i], "riichi", situation)
        assert status[i] == code, (text(counts[i]), situation)
        if s is None:
            assert total[i] == han[i] == fu[i] == yakuman[i] == 0 and not no_yaku[i]
            continue
        wins += not s.no_yaku
        assert (total[i], han[i], fu[i], yakuman[i], no_yaku[i]) == \
            (s.total, s.han, s.fu, s.yakuman, s.no_yaku), text(counts[i])
    assert wins > n // 4  # the comparison saw many scored wins


def test_gb_rows_match_score(rng):
    n = 200
    counts, win = complete_hands(rng, n)
    tsumo = rng.random(n) < 0.5
    total, qualifies, total_won, status = hupai.batch_score_gb(counts, win, tsumo=tsumo,
                                                               seat_wind="3z", threads=0)
    scored = 0
    for i in range(n):
        situation = {"win_tile": TILES[win[i]], "tsumo": bool(tsumo[i]), "seat_wind": "3z"}
        s, code = single(counts[i], "gb", situation)
        assert status[i] == code
        if s is None:
            assert total[i] == total_won[i] == 0 and not qualifies[i]
            continue
        scored += 1
        assert (total[i], qualifies[i], total_won[i]) == (s.total, s.qualifies, s.total_won)
    assert scored > n // 2


def test_bad_rows_get_their_status_and_the_rest_is_scored():
    counts = hupai.counts(["234567m234p23466s", "123m456p789s1122z", "234567m234p23466s",
                           "234567m234p23466s", "234567m234p23466s"])
    win = np.array([21, 27, 0, 40, 21], dtype=np.uint8)  # 4s; 1z of 13 tiles; 1m not held; 40
    riichi = np.array([1, 1, 1, 1, 3], dtype=np.int64)  # riichi 3 is no value
    total, *_, status = hupai.batch_score_riichi(counts, win, riichi=riichi)
    names = [hupai.error_name(int(s)) for s in status]
    assert names[0] == "ok" and total[0] == 12000
    assert names[1] == "wrong_hand_size" and "ok" not in names[1:]
    assert (total[1:] == 0).all()
    assert hupai.batch_score_riichi(counts[:0], "4s")[0].shape == (0,)


def test_arguments_are_checked():
    counts = hupai.counts(["234567m234p23466s"] * 2)
    with pytest.raises(hupai.HandError, match="riichi as an array must have shape"):
        hupai.batch_score_riichi(counts, "4s", riichi=np.ones(3, np.uint8))
    with pytest.raises(hupai.HandError, match="unknown_flag"):
        hupai.batch_score_riichi(counts, "4s", no_such_flag=True)
    with pytest.raises(hupai.HandError, match="rules='gb'"):
        hupai.batch_score_gb(counts, "4s", rules="riichi")
    with pytest.raises(hupai.HandError, match="dtype uint8"):
        hupai.batch_score_riichi(counts.astype(np.int32), "4s")
    with pytest.raises(hupai.HandError):
        hupai.batch_score_riichi(counts, "4s", threads=-1)
    # a rule flag next to the situation keys changes the rules
    assert hupai.batch_score_riichi(counts, "4s")[0].tolist() == [11600, 11600]
    assert hupai.batch_score_riichi(counts, "4s", kiriage=True)[0].tolist() == [12000, 12000]
