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
import numpy.typing as _npt

from ._core import (
    CallOption,
    Decomposition,
    Discard,
    Draws,
    EvResult,
    EvRow,
    Fan,
    Fu,
    FORM_STANDARD,
    FORM_SEVEN_PAIRS,
    FORM_THIRTEEN_ORPHANS,
    FORM_THIRTEEN_LAN,
    FORM_HONOURS_AND_KNITTED,
    FORM_KNITTED_STRAIGHT,
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
    batch_discards,
    batch_ev,
    batch_improving,
    batch_score_gb,
    batch_score_riichi,
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
    texts,
    waits,
    _counts_of,
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
    "FORM_STANDARD",
    "FORM_SEVEN_PAIRS",
    "FORM_THIRTEEN_ORPHANS",
    "FORM_THIRTEEN_LAN",
    "FORM_HONOURS_AND_KNITTED",
    "FORM_KNITTED_STRAIGHT",
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
    "batch_discards",
    "batch_ev",
    "batch_improving",
    "batch_score_gb",
    "batch_score_riichi",
    "batch_shanten",
    "batch_waits",
    "batch_win",
    "calls",
    "check",
    "counts",
    "discard_mask",
    "decompose",
    "error_name",
    "ev",
    "flags",
    "planes",
    "presets",
    "random_hands",
    "score",
    "shanten",
    "shanten_by_form",
    "size",
    "texts",
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
    A list, a tuple or a numpy array of fixed-width bytes (dtype 'S', each entry without
    its trailing NUL bytes) is read in one C++ loop; texts(counts) is the way back, and
    texts(counts, as_array=True) gives such an array.

    >>> hupai.counts(["123m456p789s1122z"]).shape
    (1, 34)
    """
    given = hands if isinstance(hands, (list, tuple, _np.ndarray)) else list(hands)
    out: _np.ndarray = _counts_of(given)
    return out


def _counts_arg(counts: object) -> _npt.NDArray[_np.uint8]:
    """uint8[N, 34] counts of at most 4 each, checked as the batch functions check them."""
    if (not isinstance(counts, _np.ndarray) or counts.dtype != _np.uint8 or counts.ndim != 2
            or counts.shape[1] != 34):
        error = HandError("invalid_value: counts must be a numpy array of uint8 with shape"
                          " [N, 34]")
        error.name, error.code, error.offset = "invalid_value", 18, 0
        raise error
    if counts.size and int(counts.max()) > 4:
        error = HandError("too_many_copies: counts hold at most 4 of a kind")
        error.name, error.code, error.offset = "too_many_copies", 4, 0
        raise error
    return counts


def planes(counts: _npt.NDArray[_np.uint8], cumulative: bool = False) -> _npt.NDArray[_np.uint8]:
    """The uint8[N, 4, 34] planes of uint8[N, 34] counts, for learning: plane p is 1 where a
    kind is held exactly p + 1 times (one-hot), or with cumulative=True at least p + 1 times.

    >>> hupai.planes(hupai.counts(["1123m"]))[0, :, :3].tolist()
    [[0, 1, 1], [1, 0, 0], [0, 0, 0], [0, 0, 0]]
    """
    c = _counts_arg(counts)[:, None, :]
    levels = _np.arange(1, 5, dtype=_np.uint8)[None, :, None]
    held = c >= levels if cumulative else c == levels
    return held.astype(_np.uint8)


def discard_mask(counts: _npt.NDArray[_np.uint8]) -> _npt.NDArray[_np.bool_]:
    """The bool[N, 34] legal discards of uint8[N, 34] counts: the kinds held.

    >>> hupai.discard_mask(hupai.counts(["1123m"]))[0, :4].tolist()
    [True, True, True, False]
    """
    mask: _npt.NDArray[_np.bool_] = _counts_arg(counts) > 0
    return mask
