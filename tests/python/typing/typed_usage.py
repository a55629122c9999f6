# pyright: strict
"""A small program typed throughout: scripts/python.sh checks it with mypy --strict (and
pyright --strict where pyright is installed), so the stubs type what a caller touches."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

import hupai

version: str = hupai.__version__
limit: int = hupai.MAX_DECOMPOSITIONS


def waits_of(text: str) -> list[str]:
    return hupai.waits(text, rules="riichi").tiles


def error_of(text: str) -> tuple[str, int, int] | None:
    try:
        hupai.check(text)
    except hupai.HandError as e:
        name: str = e.name
        code: int = e.code
        offset: int = e.offset
        return name, code, offset
    return None


def shanten_of(counts: npt.NDArray[np.uint8]) -> npt.NDArray[np.int8]:
    shanten, status = hupai.batch_shanten(counts, rules="riichi", threads=0)
    ok: npt.NDArray[np.bool_] = status == 0
    return shanten[ok]


def values() -> dict[str, object]:
    win = hupai.check("123m456p789s11122z")
    hand = hupai.Hand("123m456p789s11122z")
    rules = hupai.Rules("riichi", aka_dora=False)
    same: bool = win == hupai.check("123m456p789s11122z") and rules == hupai.Rules("riichi")
    return {"win": win.as_dict(), "hand": hand.as_dict(), "rules": rules.as_dict(),
            "hash": hash(hand), "same": same}


if __name__ == "__main__":
    print(waits_of("123m456p789s1122z"), error_of("123x"), values())
    print(shanten_of(hupai.counts(["123m456p789s1122z"])))


def dealt() -> tuple[npt.NDArray[np.uint8], npt.NDArray[np.bool_], npt.NDArray[np.int8]]:
    hands = hupai.random_hands(100, 14, seed=1, rules="riichi")
    planes: npt.NDArray[np.uint8] = hupai.planes(hands)
    mask = hupai.discard_mask(hands)
    shanten, unseen, full, status = hupai.batch_discards(hands, full=False)
    assert full is None and planes.shape == (100, 4, 34)
    improving = hupai.batch_improving(hupai.random_hands(10, 13, seed=2))[1]
    return unseen + improving.sum() + status, mask, shanten


def scored(hands: npt.NDArray[np.uint8]) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.bool_]]:
    win_tiles: npt.NDArray[np.uint8] = hands.argmax(axis=1).astype(np.uint8)
    total, han, fu, yakuman, no_yaku, status = hupai.batch_score_riichi(
        hands, win_tiles, tsumo=True, riichi=np.ones(len(hands), np.uint8), threads=0)
    points: npt.NDArray[np.int32] = total + han + fu + yakuman + status
    gb_total, qualifies, total_won, _ = hupai.batch_score_gb(hands, "1m", seat_wind="2z")
    return points + gb_total + total_won, no_yaku | qualifies


def round_trip(texts: list[str]) -> list[str]:
    counts: npt.NDArray[np.uint8] = hupai.counts(np.array(texts, dtype="S"))
    return hupai.texts(counts)


def round_trip_array(counts: npt.NDArray[np.uint8]) -> npt.NDArray[np.uint8]:
    texts: npt.NDArray[np.bytes_] = hupai.texts(counts, as_array=True)
    back: npt.NDArray[np.uint8] = hupai.counts(texts)
    return back
