"""hupai: a mahjong hand judge (win, waits, shanten, discard analysis, wildcards, presets).

Every answer comes from the C++ library; this package translates types. Hands are text in any
notation the library reads (MPSZ, Unicode tiles, Chinese names, numeric codes) or ``Hand``
values; rules are a preset name or a ``Rules`` value, with rule flags as keyword arguments.

>>> import hupai
>>> hupai.check("123m456p789s11122z", rules="riichi")
Win(win=True, forms=['standard'])
>>> hupai.waits("123m456p789s1122z").tiles
['1z', '2z']
>>> hupai.shanten("123m456p789s1122z")
0

Arrays of hands (uint8[N, 34] counts) go through ``batch_shanten``, ``batch_win``,
``batch_waits``, ``batch_analyze`` and ``batch_ev``; docs/PYTHON.md describes them. ``ev`` gives
the expected values of a hand's discards and ``calls`` judges a call (docs/EV.md).
"""

from __future__ import annotations

import copyreg as _copyreg
from typing import Iterable, Union

import numpy as _np

from ._core import (
    CallOption,
    Decomposition,
    Discard,
    Draws,
    EvResult,
    EvRow,
    Fan,
    Fu,
    GbScore,
    Group,
    MAX_DECOMPOSITIONS,
    Hand,
    HandError,
    Meld,
    RiichiScore,
    Rules,
    Shanten,
    Waits,
    Win,
    Yaku,
    __version__,
    analyze,
    analyze_draws,
    batch_analyze,
    batch_ev,
    batch_shanten,
    batch_waits,
    batch_win,
    calls,
    check,
    decompose,
    error_name,
    ev,
    flags,
    presets,
    random_hands,
    score,
    shanten,
    shanten_by_form,
    size,
    waits,
)

__all__ = [
    "CallOption",
    "Decomposition",
    "Discard",
    "Draws",
    "EvResult",
    "EvRow",
    "Fan",
    "Fu",
    "GbScore",
    "Group",
    "Hand",
    "HandError",
    "MAX_DECOMPOSITIONS",
    "Meld",
    "RiichiScore",
    "Rules",
    "Shanten",
    "Waits",
    "Win",
    "Yaku",
    "__version__",
    "analyze",
    "analyze_draws",
    "batch_analyze",
    "batch_ev",
    "batch_shanten",
    "batch_waits",
    "batch_win",
    "calls",
    "check",
    "counts",
    "decompose",
    "error_name",
    "ev",
    "flags",
    "presets",
    "random_hands",
    "score",
    "shanten",
    "shanten_by_form",
    "size",
    "waits",
]


def _by_name(function: object) -> str:
    """Pickles a compiled function by its name, as pickle does a Python function: hupai.waits
    travels to a ProcessPoolExecutor or a Dask worker as a reference to hupai._core.waits."""
    return str(getattr(function, "__qualname__"))


_copyreg.pickle(type(check), _by_name)


def counts(hands: Iterable[Union[str, Hand]]) -> _np.ndarray:
    """The uint8[N, 34] count array of hands (text or Hand), for the batch functions.

    Only concealed tiles are counted: pass jokers and melds to the batch functions apart.

    >>> hupai.counts(["123m456p789s1122z"]).shape
    (1, 34)
    """
    rows = [(h if isinstance(h, Hand) else Hand(h)).counts for h in hands]
    return _np.array(rows, dtype=_np.uint8).reshape(len(rows), 34)
