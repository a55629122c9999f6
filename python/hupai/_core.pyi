"""hupai's compiled core; import hupai instead."""

import numpy
import numpy.typing


from collections.abc import Sequence
from typing import Literal, overload

__version__: str

MAX_DECOMPOSITIONS: int = 100000

class HandError(ValueError):
    """
    Bad input: a hand, rule flag, preset, argument or array the library rejects.

    A subclass of ValueError. ``name`` is the library's stable error name (e.g.
    'unknown_character'), ``code`` its batch status code (error_name(code) == name),
    ``offset`` the byte offset for parse errors, and str(e) the message, which starts
    with the name.
    """

    name: str
    code: int
    offset: int

def error_name(status: int) -> str:
    """
    The stable name of a batch status code: 0 is 'ok', others are error names.

    >>> hupai.error_name(4)
    'too_many_copies'
    """

def presets() -> list[str]:
    """The preset names: riichi, chinese, sichuan, ruijin, mediatek, gb."""

def flags() -> list[str]:
    """The rule flag names accepted as keyword arguments and by Rules."""

class Meld:
    """A declared meld of a hand."""

    @property
    def kind(self) -> str:
        """'chow', 'pung', 'exposed_kong', 'added_kong' or 'concealed_kong'."""

    @property
    def tiles(self) -> list[str]:
        """Its tiles in MPSZ, e.g. ['1m', '2m', '3m']."""

    def __repr__(self) -> str: ...

    def as_dict(self) -> dict[str, object]:
        """
        Its attributes as a dict of plain values (nested results as their dicts).
        """

    def __eq__(self, other: object, /) -> bool: ...

    def __hash__(self) -> int: ...

    def __getstate__(self) -> tuple[str, bytes, object]: ...

    def __setstate__(self, arg: object, /) -> None: ...

class Hand:
    """
    A hand: concealed tiles, `?` jokers and declared melds.

    >>> h = hupai.Hand('123m456p789s11122z')
    >>> str(h)
    '123m456p789s11122z'
    """

    def __init__(self, text: str, notation: str = 'auto') -> None:
        """
        Parses text in MPSZ, Unicode tiles, Chinese names or numeric codes (notation='auto'),
        or in the notation named ('mpsz', 'unicode', 'chinese', 'codes', 'mediatek').
        Raises HandError (e.g. name 'unknown_character') for malformed text.
        """

    @staticmethod
    def from_counts(counts: Sequence[int], jokers: int = 0) -> Hand:
        """
        A concealed hand from 34 counts per kind (a row of a batch array), or 42 with the
        flowers, and `?` jokers. Counts above 4 are judged (too_many_copies) by the
        questions, as in the batch functions.

        >>> hupai.Hand.from_counts([2] + [0] * 33)
        Hand('11m')
        """

    @property
    def counts(self) -> list[int]:
        """
        Concealed tiles per kind 0–33 (1m…9m, 1p…9p, 1s…9s, 1z…7z): a row of a batch array.
        """

    @property
    def flowers(self) -> list[int]:
        """Flowers 1f…8f held."""

    @property
    def jokers(self) -> int:
        """`?` tiles (always wild)."""

    @property
    def red_fives(self) -> list[int]:
        """Red fives among the concealed 5m, 5p, 5s."""

    @property
    def melds(self) -> list[Meld]:
        """The declared melds."""

    @property
    def text(self) -> str:
        """The hand in MPSZ, as str(hand)."""

    def __str__(self) -> str: ...

    def __repr__(self) -> str: ...

    def as_dict(self) -> dict[str, object]:
        """
        Its attributes as a dict of plain values (nested results as their dicts).
        """

    def __eq__(self, other: object, /) -> bool: ...

    def __hash__(self) -> int: ...

    def __getstate__(self) -> tuple[str, bytes, object]: ...

    def __setstate__(self, arg: object, /) -> None: ...

class Rules:
    """
    A rule set: a preset with flags.

    >>> hupai.Rules('ruijin', wild='5m')
    Rules('ruijin', wild='5m')
    """

    def __init__(self, preset: str = 'chinese', **flags: object) -> None:
        """
        The preset (see presets()) with each keyword argument set as a flag (see flags()):
        booleans, integers, enum names as str, and wild as a tile list ('5z,6z' or
        ['5z', '6z']). Raises HandError: unknown_preset, unknown_flag, invalid_value.
        """

    def set(self, flag: str, value: object) -> None:
        """Sets one flag, as a keyword argument of the constructor does."""

    @property
    def preset(self) -> str: ...

    def validate(self) -> None:
        """
        Raises HandError (missing_wildcard) if the combination cannot judge hands.
        """

    def __repr__(self) -> str: ...

    def as_dict(self) -> dict[str, object]:
        """
        {'preset': name, 'flags': {flag: value as text}}: the flags set, in order.
        Rules(d['preset'], **d['flags']) makes an equal Rules.
        """

    def __getstate__(self) -> tuple[str, bytes, object]: ...

    def __setstate__(self, arg: object, /) -> None: ...

    def __eq__(self, other: object, /) -> bool: ...

    __hash__: None = None

class Win:
    """The answer of check()."""

    @property
    def win(self) -> bool: ...

    @property
    def forms(self) -> list[str]:
        """Every form that completes the hand, e.g. ['standard', 'seven_pairs']."""

    @property
    def fei(self) -> bool:
        """Ruijin 飞: holds every 宝 (then win is False)."""

    @property
    def zhifei(self) -> bool:
        """Ruijin 制飞 (13-tile hands)."""

    def __bool__(self) -> bool: ...

    def __repr__(self) -> str: ...

    def as_dict(self) -> dict[str, object]:
        """
        Its attributes as a dict of plain values (nested results as their dicts).
        """

    def __eq__(self, other: object, /) -> bool: ...

    def __hash__(self) -> int: ...

    def __getstate__(self) -> tuple[str, bytes, object]: ...

    def __setstate__(self, arg: object, /) -> None: ...

class Waits:
    """The answer of waits()."""

    @property
    def tiles(self) -> list[str]:
        """The tiles that complete the hand, e.g. ['1z', '2z']."""

    @property
    def karaten(self) -> list[str]:
        """Riichi: tiles that would complete it, but the hand holds all 4."""

    @property
    def shapes(self) -> dict[str, list[str]]:
        """Per waiting tile, its wait shapes, e.g. {'1z': ['dual_pung']}."""

    @property
    def shanten(self) -> int: ...

    @property
    def fei(self) -> bool: ...

    @property
    def zhifei(self) -> bool: ...

    def __bool__(self) -> bool: ...

    def __repr__(self) -> str: ...

    def as_dict(self) -> dict[str, object]:
        """
        Its attributes as a dict of plain values (nested results as their dicts).
        """

    def __eq__(self, other: object, /) -> bool: ...

    def __hash__(self) -> int: ...

    def __getstate__(self) -> tuple[str, bytes, object]: ...

    def __setstate__(self, arg: object, /) -> None: ...

class Shanten:
    """The answer of shanten_by_form()."""

    @property
    def overall(self) -> int:
        """-1 complete, 0 ready, …"""

    @property
    def by_form(self) -> dict[str, int]:
        """Per form the rules allow and the hand can reach, its shanten."""

    def __repr__(self) -> str: ...

    def as_dict(self) -> dict[str, object]:
        """
        Its attributes as a dict of plain values (nested results as their dicts).
        """

    def __eq__(self, other: object, /) -> bool: ...

    def __hash__(self) -> int: ...

    def __getstate__(self) -> tuple[str, bytes, object]: ...

    def __setstate__(self, arg: object, /) -> None: ...

class Draws:
    """The improving draws of analyze_draws()."""

    @property
    def shanten(self) -> int:
        """Of the hand."""

    @property
    def improving(self) -> list[str]:
        """Tiles whose draw lowers the shanten."""

    @property
    def unseen(self) -> dict[str, int]:
        """Per improving tile, the copies not yet seen."""

    @property
    def unseen_total(self) -> int: ...

    def __repr__(self) -> str: ...

    def as_dict(self) -> dict[str, object]:
        """
        Its attributes as a dict of plain values (nested results as their dicts).
        """

    def __eq__(self, other: object, /) -> bool: ...

    def __hash__(self) -> int: ...

    def __getstate__(self) -> tuple[str, bytes, object]: ...

    def __setstate__(self, arg: object, /) -> None: ...

class Discard:
    """One discard of analyze()."""

    @property
    def discard(self) -> str:
        """The tile discarded ('?' for a joker)."""

    @property
    def shanten(self) -> int:
        """Of the hand after the discard."""

    @property
    def improving(self) -> list[str]:
        """Tiles whose draw lowers that shanten."""

    @property
    def unseen(self) -> dict[str, int]:
        """Per improving tile, the copies not yet seen."""

    @property
    def unseen_total(self) -> int: ...

    def __repr__(self) -> str: ...

    def as_dict(self) -> dict[str, object]:
        """
        Its attributes as a dict of plain values (nested results as their dicts).
        """

    def __eq__(self, other: object, /) -> bool: ...

    def __hash__(self) -> int: ...

    def __getstate__(self) -> tuple[str, bytes, object]: ...

    def __setstate__(self, arg: object, /) -> None: ...

class Group:
    """One group of a decomposition."""

    @property
    def kind(self) -> str:
        """'pair', 'chow', 'pung', 'kong' or 'single'."""

    @property
    def tiles(self) -> list[str]:
        """The kinds it is made of (what wildcards stand for)."""

    @property
    def wild(self) -> list[bool]:
        """Per tile, whether a wildcard plays it."""

    @property
    def declared(self) -> bool:
        """A declared meld of the hand."""

    def __repr__(self) -> str: ...

    def as_dict(self) -> dict[str, object]:
        """
        Its attributes as a dict of plain values (nested results as their dicts).
        """

    def __eq__(self, other: object, /) -> bool: ...

    def __hash__(self) -> int: ...

    def __getstate__(self) -> tuple[str, bytes, object]: ...

    def __setstate__(self, arg: object, /) -> None: ...

class Decomposition:
    """One reading of a winning hand."""

    @property
    def form(self) -> str: ...

    @property
    def groups(self) -> list[Group]: ...

    def __repr__(self) -> str: ...

    def as_dict(self) -> dict[str, object]:
        """
        Its attributes as a dict of plain values (nested results as their dicts).
        """

    def __eq__(self, other: object, /) -> bool: ...

    def __hash__(self) -> int: ...

    def __getstate__(self) -> tuple[str, bytes, object]: ...

    def __setstate__(self, arg: object, /) -> None: ...

@overload
def texts(counts: numpy.typing.NDArray[numpy.uint8], *, as_array: Literal[False] = False) -> list[str]:
    """
    The MPSZ text of each row of uint8[N, 34] counts, as str(Hand.from_counts(row)):
    hupai.counts() the other way round. With as_array=True a numpy array of
    fixed-width bytes instead, dtype S<w> with w the longest text (at least 1), each
    padded with NUL bytes: no Python object a row, and hupai.counts() reads it back.

    >>> hupai.texts(hupai.counts(['123m456p789s1122z', '東東東']))
    ['123m456p789s1122z', '111z']
    >>> hupai.texts(hupai.counts(['123m', '東東']), as_array=True)
    array([b'123m', b'11z'], dtype='|S4')
    """

@overload
def texts(counts: numpy.typing.NDArray[numpy.uint8], *, as_array: Literal[True]) -> numpy.typing.NDArray[numpy.bytes_]: ...

@overload
def texts(counts: numpy.typing.NDArray[numpy.uint8], *, as_array: bool) -> list[str] | numpy.typing.NDArray[numpy.bytes_]: ...

def random_hands(n: int, tiles: int = 14, seed: int | None = None, rules: str | Rules = 'chinese', **flags: object) -> numpy.typing.NDArray[numpy.uint8]:
    """
    n hands of `tiles` tiles dealt from the rules' wall as uint8[n, 34] counts, for the
    batch functions. Each hand is `tiles` distinct tiles of the wall, every set of
    positions equally likely, as a table deals (pairs and triplets as often as in play).
    The wall: 4 copies of each of the 34 kinds (136 tiles), or of the 27 suited kinds
    under rules without honours (sichuan: 108). Flowers are not dealt: where the rules
    have them they are set aside and replaced on drawing, so the hand is a deal from the
    other tiles. There are no `?` jokers in a wall. seed: an int from 0 to 2**63 - 1
    (the same seed deals the same hands), or None for a fresh one. xoshiro256** and a
    partial Fisher-Yates shuffle, one thread, the GIL released.

    >>> hands = hupai.random_hands(3, seed=7)
    >>> hands.shape, hands.dtype, hands.sum(axis=1).tolist()
    ((3, 34), dtype('uint8'), [14, 14, 14])
    """

def check(hand: str | Hand, rules: str | Rules = 'chinese', **flags: object) -> Win:
    """
    Whether a 3n+2 hand (usually 14 tiles) wins, and by which forms.

    >>> hupai.check('123m456p789s11122z', rules='riichi')
    Win(win=True, forms=['standard'])
    """

def waits(hand: str | Hand, rules: str | Rules = 'chinese', **flags: object) -> Waits:
    """
    The tiles that complete a 3n+1 hand (usually 13 tiles), with their wait shapes.

    >>> hupai.waits('123m456p789s1122z').tiles
    ['1z', '2z']
    """

def shanten(hand: str | Hand, rules: str | Rules = 'chinese', **flags: object) -> int:
    """
    Fewest tile exchanges to ready: -1 complete, 0 ready (3n+2 hands: after the best
    discard).

    >>> hupai.shanten('123m456p789s1122z')
    0
    """

def size(hand: str | Hand, rules: str | Rules = 'chinese', **flags: object) -> int:
    """
    The size the questions judge a hand by: concealed tiles and jokers, 3 per declared
    meld, and flowers where the rules make them tiles (ruijin).

    >>> hupai.size('123m [555z]')
    6
    """

def shanten_by_form(hand: str | Hand, rules: str | Rules = 'chinese', **flags: object) -> Shanten:
    """
    Shanten overall and per form.

    >>> hupai.shanten_by_form('19m19p19s1234567z', rules='riichi').by_form['thirteen_orphans']
    0
    """

def analyze(hand: str | Hand, rules: str | Rules = 'chinese', visible: str | Hand | Sequence[int] | None = None, **flags: object) -> list[Discard]:
    """
    For each discard of a 3n+2 hand, best first: the shanten after it and the improving
    tiles with their unseen copies (4 minus those in the hand and in `visible`: a hand
    text, a Hand, or 34 counts).

    >>> hupai.analyze('123m456p789s11222z', visible='1z')[-1]
    Discard('1z', shanten=0, improving=['1z'], unseen_total=1)
    """

def analyze_draws(hand: str | Hand, rules: str | Rules = 'chinese', visible: str | Hand | Sequence[int] | None = None, **flags: object) -> Draws:
    """
    The draws that lower a 3n+1 hand's shanten (受け入れ / 有效牌), with their unseen
    copies (4 minus those in the hand and in `visible`).

    >>> hupai.analyze_draws('123m456p789s1122z').improving
    ['1z', '2z']
    """

class Yaku:
    """One yaku of a RiichiScore."""

    @property
    def name(self) -> str:
        """Its id: 'riichi', 'pinfu', …, 'kokushi_13' (docs/SCORING.md)."""

    @property
    def han(self) -> int:
        """Its han (dora, aka_dora, ura_dora: their count); 0 for a yakuman."""

    @property
    def yakuman(self) -> int:
        """A yakuman's multiple, 1 or 2; else 0."""

    def __repr__(self) -> str: ...

    def as_dict(self) -> dict[str, object]:
        """
        Its attributes as a dict of plain values (nested results as their dicts).
        """

    def __eq__(self, other: object, /) -> bool: ...

    def __hash__(self) -> int: ...

    def __getstate__(self) -> tuple[str, bytes, object]: ...

    def __setstate__(self, arg: object, /) -> None: ...

class Fu:
    """One fu detail of a RiichiScore."""

    @property
    def reason(self) -> str:
        """'base', 'closed_ron', 'tsumo', 'closed_pung', …"""

    @property
    def fu(self) -> int: ...

    def __repr__(self) -> str: ...

    def as_dict(self) -> dict[str, object]:
        """
        Its attributes as a dict of plain values (nested results as their dicts).
        """

    def __eq__(self, other: object, /) -> bool: ...

    def __hash__(self) -> int: ...

    def __getstate__(self) -> tuple[str, bytes, object]: ...

    def __setstate__(self, arg: object, /) -> None: ...

class Fan:
    """One fan of a GbScore."""

    @property
    def name(self) -> str:
        """Its id, the snake_case of the English name: 'pure_straight'."""

    @property
    def english(self) -> str:
        """'Pure Straight'."""

    @property
    def chinese(self) -> str:
        """'清龙'."""

    @property
    def points(self) -> int:
        """Points of one occurrence."""

    @property
    def count(self) -> int:
        """
        How many times it is counted (two tile_hog: 2; flower_tiles: the flowers).
        """

    def __repr__(self) -> str: ...

    def as_dict(self) -> dict[str, object]:
        """
        Its attributes as a dict of plain values (nested results as their dicts).
        """

    def __eq__(self, other: object, /) -> bool: ...

    def __hash__(self) -> int: ...

    def __getstate__(self) -> tuple[str, bytes, object]: ...

    def __setstate__(self, arg: object, /) -> None: ...

class RiichiScore:
    """What a riichi win is worth: score(hand, rules='riichi')."""

    @property
    def no_yaku(self) -> bool:
        """Complete but without a yaku: every other field is 0 or empty."""

    @property
    def yaku(self) -> list[Yaku]:
        """The yaku of the best reading, in the order of the spec."""

    @property
    def han(self) -> int:
        """0 for a yakuman hand."""

    @property
    def fu(self) -> int:
        """Rounded up to 10 (chiitoitsu 25); 0 for a yakuman hand."""

    @property
    def fu_details(self) -> list[Fu]:
        """Where the fu come from, before rounding."""

    @property
    def yakuman(self) -> int:
        """The sum of the yakuman multiples (0 for a counted yakuman)."""

    @property
    def limit(self) -> str:
        """'none', 'mangan', 'haneman', 'baiman', 'sanbaiman' or 'yakuman'."""

    @property
    def base_points(self) -> int: ...

    @property
    def payments(self) -> dict[str, int]:
        """
        Honba included: {'ron': N}, or on tsumo {'dealer': N, 'non_dealer': M}
        ({'non_dealer': M} for the dealer's).
        """

    @property
    def total(self) -> int:
        """The winner's gain: the payments plus 1,000 per riichi stick."""

    @property
    def form(self) -> str:
        """The reading's form: 'standard', 'seven_pairs' or 'thirteen_orphans'."""

    @property
    def wait(self) -> str:
        """
        How the winning tile completed it: 'two_sided', 'closed', 'edge', 'single', …
        """

    def as_dict(self) -> dict[str, object]:
        """
        The batch op `score`'s dict (docs/SCORING.md): what score() returned before
        RiichiScore.
        """

    def __repr__(self) -> str: ...

    def __eq__(self, other: object, /) -> bool: ...

    def __hash__(self) -> int: ...

    def __getstate__(self) -> tuple[str, bytes, object]: ...

    def __setstate__(self, arg: object, /) -> None: ...

class GbScore:
    """
    What a win is worth under the Chinese Official rules: score(hand, rules='gb').
    """

    @property
    def form(self) -> str:
        """
        The reading's form: 'standard', 'seven_pairs', 'thirteen_orphans',
        'honours_and_knitted' or 'knitted_straight'.
        """

    @property
    def fans(self) -> list[Fan]:
        """The fans of the best reading, in Green Book order."""

    @property
    def total(self) -> int:
        """All points, flowers included."""

    @property
    def qualifies(self) -> bool:
        """The total without flowers reaches 8."""

    @property
    def flowers(self) -> int:
        """Flowers held."""

    @property
    def tsumo(self) -> bool:
        """Self-drawn."""

    @property
    def payments(self) -> dict[str, int]:
        """
        {'discarder': 8 + total, 'other': 8} on a discard, {'each': 8 + total} on tsumo.
        """

    @property
    def total_won(self) -> int:
        """The sum of all payments."""

    def count(self, fan: str) -> int:
        """How many times the fan (by id) is counted; 0 when absent."""

    def as_dict(self) -> dict[str, object]:
        """The batch op `score`'s dict (docs/SCORING.md)."""

    def __repr__(self) -> str: ...

    def __eq__(self, other: object, /) -> bool: ...

    def __hash__(self) -> int: ...

    def __getstate__(self) -> tuple[str, bytes, object]: ...

    def __setstate__(self, arg: object, /) -> None: ...

class EvRow:
    """
    One discard of ev() (or the 13-tile hand as it stands, discard None):
    values for each turn t_min … t_max.
    """

    @property
    def discard(self) -> str | None:
        """
        The discarded tile (0m, 0p, 0s for a red five), None for a 13-tile hand.
        """

    @property
    def shanten(self) -> int:
        """The shanten after the discard."""

    @property
    def tenpai_prob(self) -> list[float]:
        """By turn: the chance to be or become ready before the draws run out."""

    @property
    def win_prob(self) -> list[float]:
        """By turn: the chance to win by self-draw."""

    @property
    def exp_score(self) -> list[float] | None:
        """
        By turn: the expected score of that win; None under rules without a score.
        """

    def as_dict(self) -> dict[str, object]:
        """
        The batch op `ev`'s row: discard, shanten, tenpai_prob, win_prob, exp_score.
        """

    def __repr__(self) -> str: ...

    def __eq__(self, other: object, /) -> bool: ...

    def __hash__(self) -> int: ...

    def __getstate__(self) -> tuple[str, bytes, object]: ...

    def __setstate__(self, arg: object, /) -> None: ...

class EvResult:
    """The answer of ev(): its rows, the states searched, and as_dict()."""

    @property
    def rows(self) -> list[EvRow]:
        """
        One row per discard in tile order (1m … 7z, then 0m 0p 0s); one for 13 tiles.
        """

    @property
    def states(self) -> int:
        """States searched."""

    @property
    def hand(self) -> str:
        """The hand, as text."""

    def as_dict(self) -> dict[str, object]:
        """The batch op `ev`'s answer: {'hand', 'ev_states', 'ev': [rows]}."""

    def __repr__(self) -> str: ...

    def __eq__(self, other: object, /) -> bool: ...

    def __hash__(self) -> int: ...

    def __getstate__(self) -> tuple[str, bytes, object]: ...

    def __setstate__(self, arg: object, /) -> None: ...

class CallOption:
    """One option of calls(): the call, the hand it leaves, and its values."""

    @property
    def kind(self) -> str:
        """'pass', 'chi', 'pon', 'open_kan' or 'ron'."""

    @property
    def meld(self) -> str | None:
        """The meld declared ('[123m]'), else None."""

    @property
    def discard(self) -> str | None:
        """The best discard after a chi or pon, else None."""

    @property
    def shanten(self) -> int:
        """The shanten of the hand after the option (ron: -1)."""

    @property
    def improving(self) -> list[str]:
        """The tiles whose draw lowers that shanten."""

    @property
    def unseen_total(self) -> int:
        """Copies of the improving tiles not yet seen."""

    @property
    def no_yaku(self) -> bool:
        """Riichi: the option can no longer end in a win with a yaku."""

    @property
    def ron_points(self) -> int:
        """A ron under a scoring preset: the winner's total gain."""

    @property
    def has_ev(self) -> bool:
        """Expected values were asked (calls(ev=…))."""

    @property
    def tenpai_prob(self) -> float | None:
        """At t_min, with ev; else None."""

    @property
    def win_prob(self) -> float | None:
        """At t_min, with ev; else None."""

    @property
    def exp_score(self) -> float | None:
        """At t_min, with ev under scoring rules; else None."""

    @property
    def after(self) -> Hand:
        """The hand after the option (and its discard)."""

    def as_dict(self) -> dict[str, object]:
        """The batch op `call`'s dict of the option."""

    def __repr__(self) -> str: ...

    def __eq__(self, other: object, /) -> bool: ...

    def __hash__(self) -> int: ...

    def __getstate__(self) -> tuple[str, bytes, object]: ...

    def __setstate__(self, arg: object, /) -> None: ...

def ev(hand: str | Hand, rules: str | Rules = 'riichi', situation: dict[str, object] | None = None, *, t_min: int = 1, t_max: int = 18, wall: int | None = None, extra: int = 1, shanten_down: bool = True, tegawari: bool = True, red_dora: bool = True, ura_dora: bool = True, max_states: int | None = None, links: str = 'both', **flags: object) -> EvResult:
    """
    Expected values of each discard of a 14-tile hand (何切る), or of a 13-tile hand as it
    stands, by turn: the chance to become ready, to win by self-draw, and the expected
    score (docs/EV.md). `situation` takes the batch op's keys (seat_wind, round_wind,
    dora_indicators, seen, honba, riichi_sticks); the keyword options are the batch op's
    `ev` keys (wall and max_states None: the library's defaults; links 'both', the model,
    or 'moves', each state reading only its own moves: the CLI's --links moves).
    EvResult.as_dict() gives the batch op's answer. Raises HandError (invalid_value,
    impossible_situation, too_far, …).

    >>> e = hupai.ev('222567m345p33667s', situation={'dora_indicators': '1z'})
    >>> e
    EvResult('222567m345p33667s', 10 rows, 173 states)
    >>> [r for r in e.rows if r.discard == '6s']
    [EvRow('6s', shanten=0, tenpai_prob=1, win_prob=0.717, exp_score=6117)]
    """

def calls(hand: str | Hand, tile: str | Hand, from_: str = 'left', rules: str | Rules = 'riichi', situation: dict[str, object] | None = None, visible: str | Hand | Sequence[int] | None = None, ev: dict[str, object] | None = None, **flags: object) -> list[CallOption]:
    """
    Whether a 13-tile hand should call another player's discard `tile` (鳴き判断), from
    'left', 'across' or 'right': every option in the order pass, chi, pon, open_kan, ron,
    each with the hand it leaves (docs/EV.md). `situation` takes score()'s keys for the
    table and a ron; `visible` the tiles seen; `ev` a dict of ev() options ({} for the
    defaults) adds each option's expected values. Raises HandError.

    >>> hupai.calls('12m456p789s11222z', '3m')
    [CallOption('pass', shanten=0, no_yaku=False), CallOption('chi', meld='[123m]', discard='4p', shanten=0, no_yaku=True), CallOption('ron', shanten=-1, no_yaku=True)]
    """

def batch_ev(counts: numpy.typing.NDArray[numpy.uint8], melds: numpy.typing.NDArray[numpy.uint8] | None = None, rules: str | Rules = 'riichi', *, t_min: int = 1, t_max: int = 18, wall: int | None = None, extra: int = 1, shanten_down: bool = True, tegawari: bool = True, red_dora: bool = True, ura_dora: bool = True, max_states: int | None = None, links: str = 'both', seat_wind: str = '1z', round_wind: str = '1z', dora_indicators: str | Sequence[str] | None = None, threads: int = 1, **flags: object) -> tuple[numpy.typing.NDArray[numpy.float64], numpy.typing.NDArray[numpy.float64], numpy.typing.NDArray[numpy.float64], numpy.typing.NDArray[numpy.int8], numpy.typing.NDArray[numpy.uint64], numpy.typing.NDArray[numpy.uint8]]:
    """
    ev() of N hands of 3n+2 tiles at turn t_min: returns (win_prob float64[N, 37],
    exp_score float64[N, 37], tenpai_prob float64[N, 37], shanten int8[N, 37], states
    uint64[N], status uint8[N]). Column d is discarding kind d (0–33), columns 34–36 the
    red fives 0m 0p 0s; NaN (shanten 99) where the hand has no such discard, and exp_score
    NaN under rules without a score. counts: uint8[N, 34] concealed tiles per kind; they
    hold no red fives (use ev() for a hand with red fives). melds: uint8[N, 4, 4] or None,
    as batch_shanten's. The options are ev()'s (links too); the table: winds and dora
    indicators.
    The GIL is released; threads splits the rows (0: one per core, never more than the
    cores). status: 0 ok or an error code (error_name(code): wrong_hand_size for a
    3n+1 hand, too_far, …); a bad row does not stop the batch.

    >>> win, score, ready, shanten, states, status = hupai.batch_ev(
    ...     hupai.counts(['222567m345p33667s']), dora_indicators='1z')
    >>> round(float(win[0, 23]), 4), int(shanten[0, 23]), int(states[0]), int(status[0])
    (0.717, 0, 173, 0)
    """

def score(hand: str | Hand, rules: str | Rules = 'riichi', situation: dict[str, object] | None = None, **flags: object) -> RiichiScore | GbScore:
    """
    What a winning hand is worth under the rules' scoring system: a RiichiScore (yaku,
    han, fu, limit, payments) under riichi, a GbScore (fans, total, qualifies, payments)
    under gb, for the best reading (docs/SCORING.md). `situation` takes the batch keys
    (win_tile, tsumo, seat_wind, round_wind, riichi, ippatsu, rinshan, chankan,
    last_tile, blessing, last_copy, dora_indicators, ura_indicators, honba,
    riichi_sticks); the winning tile defaults to the last concealed tile of a hand text.
    RiichiScore.as_dict() gives the batch op's dict. Raises HandError (not_a_win,
    impossible_situation, invalid_wildcard under gb, …).

    >>> hupai.score('234567m234p23466s', situation={'win_tile': '4s', 'riichi': 1})
    RiichiScore([riichi 1, pinfu 1, tanyao 1, sanshoku 2], 5 han 30 fu, mangan, payments={'ron': 12000}, total=12000)
    >>> hupai.score('123456789m11789s', rules='gb').total
    22
    """

def decompose(hand: str | Hand, rules: str | Rules = 'chinese', limit: int = 1000, **flags: object) -> list[Decomposition]:
    """
    Every way a winning 3n+2 hand splits into groups (the first `limit`, 0 to
    MAX_DECOMPOSITIONS = 100,000; a larger limit raises HandError invalid_value).

    >>> hupai.decompose('111222333m456p99s')
    [Decomposition(standard: 9s9s 1m2m3m 1m2m3m 1m2m3m 4p5p6p), Decomposition(standard: 9s9s 4p5p6p 1m1m1m 2m2m2m 3m3m3m)]
    """

FORM_STANDARD: int = 1

FORM_SEVEN_PAIRS: int = 2

FORM_THIRTEEN_ORPHANS: int = 4

FORM_THIRTEEN_LAN: int = 8

FORM_HONOURS_AND_KNITTED: int = 16

FORM_KNITTED_STRAIGHT: int = 32

def batch_improving(counts: numpy.typing.NDArray[numpy.uint8], jokers: numpy.typing.NDArray[numpy.uint8] | None = None, melds: numpy.typing.NDArray[numpy.uint8] | None = None, rules: str | Rules = 'chinese', visible: numpy.typing.NDArray[numpy.uint8] | None = None, mask: bool = False, threads: int = 1, **flags: object) -> tuple[numpy.typing.NDArray[numpy.int8], numpy.typing.NDArray[numpy.uint8 | numpy.bool_], numpy.typing.NDArray[numpy.uint8]]:
    """
    Improving tiles (受け入れ) of N 3n+1 hands: returns (shanten int8[N], improving
    uint8[N, 34], status uint8[N]). improving[i, t] is the unseen copies of kind t when
    drawing it lowers row i's shanten (analyze_draws), else 0; with mask=True it is
    bool[N, 34], true for each improving kind (also one with no copy left unseen).
    visible: None, uint8[34] tiles seen outside every hand, or uint8[N, 34] per row; with
    a hand they hold at most 4 of a kind (else that row's status is too_many_copies).

    counts: uint8[N, 34] concealed tiles per kind (C-contiguous); jokers: uint8[N] or None;
    melds: uint8[N, 4, 4] or None, each meld (kind, t0, t1, t2) with kind 0 none, 1 chow,
    2 pung, 3 exposed kong, 4 added kong, 5 concealed kong. The GIL is released; threads
    splits the rows: 0 is one per core, and more than the cores (os.cpu_count()) run as
    many as the cores; a negative number raises HandError. status: uint8[N], 0 ok or an error code
    (error_name(code)); a bad row is marked there and does not stop the batch. Raises
    HandError (invalid_value) for arrays of the wrong dtype, shape or layout.

    >>> shanten, improving, status = hupai.batch_improving(hupai.counts(['123m456p789s1122z']))
    >>> int(shanten[0]), improving[0, 27:29].tolist()
    (0, [2, 2])
    """

def batch_discards(counts: numpy.typing.NDArray[numpy.uint8], jokers: numpy.typing.NDArray[numpy.uint8] | None = None, melds: numpy.typing.NDArray[numpy.uint8] | None = None, rules: str | Rules = 'chinese', visible: numpy.typing.NDArray[numpy.uint8] | None = None, full: bool = False, threads: int = 1, **flags: object) -> tuple[numpy.typing.NDArray[numpy.int8], numpy.typing.NDArray[numpy.uint8], numpy.typing.NDArray[numpy.bool_] | None, numpy.typing.NDArray[numpy.uint8]]:
    """
    Discard analysis of N 3n+2 hands in compact form: returns (shanten int8[N, 34] after
    discarding each kind, 99 where the hand holds none; unseen uint8[N, 34], the unseen
    copies of the tiles that lower that shanten (analyze's unseen_total); improving
    bool[N, 34, 34] with full=True ([i, d, t]: drawing t after discarding d lowers it),
    else None; status uint8[N]). A `?` joker's discard has no column.
    visible: None, uint8[34] tiles seen outside every hand, or uint8[N, 34] per row; with
    a hand they hold at most 4 of a kind (else that row's status is too_many_copies).

    counts: uint8[N, 34] concealed tiles per kind (C-contiguous); jokers: uint8[N] or None;
    melds: uint8[N, 4, 4] or None, each meld (kind, t0, t1, t2) with kind 0 none, 1 chow,
    2 pung, 3 exposed kong, 4 added kong, 5 concealed kong. The GIL is released; threads
    splits the rows: 0 is one per core, and more than the cores (os.cpu_count()) run as
    many as the cores; a negative number raises HandError. status: uint8[N], 0 ok or an error code
    (error_name(code)); a bad row is marked there and does not stop the batch. Raises
    HandError (invalid_value) for arrays of the wrong dtype, shape or layout.

    >>> shanten, unseen, _, status = hupai.batch_discards(hupai.counts(['123m456p789s11222z']), visible=hupai.counts(['1z'])[0])
    >>> shanten[0, 27:29].tolist(), unseen[0, 27:29].tolist()
    ([0, 0], [1, 2])
    """

def batch_score_riichi(counts: numpy.typing.NDArray[numpy.uint8], win_tile: str | int | numpy.typing.NDArray[numpy.generic], *, rules: str | Rules = 'riichi', threads: int = 1, **keys: object) -> tuple[numpy.typing.NDArray[numpy.int32], numpy.typing.NDArray[numpy.int8], numpy.typing.NDArray[numpy.int16], numpy.typing.NDArray[numpy.int8], numpy.typing.NDArray[numpy.bool_], numpy.typing.NDArray[numpy.uint8]]:
    """
    Riichi scores of N concealed winning hands: returns (total int32[N], han int8[N],
    fu int16[N], yakuman int8[N], no_yaku bool[N], status uint8[N]), the fields of
    score()'s RiichiScore.

    win_tile and the keyword situation keys of score() (tsumo, seat_wind, round_wind,
    riichi, ippatsu, rinshan, chankan, last_tile, blessing, last_copy, dora_indicators,
    ura_indicators, honba, riichi_sticks) are each a scalar, the same for every row, or a
    numpy array of shape [N], one value a row; a one-tile key (win_tile, seat_wind,
    round_wind) takes a tile text or a kind index 0-33 (1m = 0, 7z = 33). Other keywords
    are rule flags. A row that is no win, or whose situation is refused, has zeros and its
    error code in status (error_name(code)); a bad row does not stop the batch.

    counts: uint8[N, 34] concealed tiles per kind (C-contiguous), no meld or joker. The
    GIL is released; threads splits the rows as in batch_shanten. Raises HandError
    (invalid_value) for an array of the wrong dtype, shape or layout and for a value that
    is no situation value at all.

    >>> c = hupai.counts(['234567m234p23466s', '123m456p789s11122z'])
    >>> total, han, fu, yakuman, no_yaku, status = hupai.batch_score_riichi(c, '4s', riichi=1)
    >>> total.tolist(), han.tolist(), status.tolist()
    ([12000, 0], [5, 0], [0, 18])
    """

def batch_score_gb(counts: numpy.typing.NDArray[numpy.uint8], win_tile: str | int | numpy.typing.NDArray[numpy.generic], *, rules: str | Rules = 'gb', threads: int = 1, **keys: object) -> tuple[numpy.typing.NDArray[numpy.int32], numpy.typing.NDArray[numpy.bool_], numpy.typing.NDArray[numpy.int32], numpy.typing.NDArray[numpy.uint8]]:
    """
    GB (Chinese Official) scores of N concealed winning hands: returns (total int32[N],
    qualifies bool[N], total_won int32[N], status uint8[N]), the fields of score()'s
    GbScore.

    win_tile and the keyword situation keys of score() (tsumo, seat_wind, round_wind,
    riichi, ippatsu, rinshan, chankan, last_tile, blessing, last_copy, dora_indicators,
    ura_indicators, honba, riichi_sticks) are each a scalar, the same for every row, or a
    numpy array of shape [N], one value a row; a one-tile key (win_tile, seat_wind,
    round_wind) takes a tile text or a kind index 0-33 (1m = 0, 7z = 33). Other keywords
    are rule flags. A row that is no win, or whose situation is refused, has zeros and its
    error code in status (error_name(code)); a bad row does not stop the batch.

    counts: uint8[N, 34] concealed tiles per kind (C-contiguous), no meld or joker. The
    GIL is released; threads splits the rows as in batch_shanten. Raises HandError
    (invalid_value) for an array of the wrong dtype, shape or layout and for a value that
    is no situation value at all.

    >>> c = hupai.counts(['123456789m11789s'])
    >>> hupai.batch_score_gb(c, numpy.array([26], dtype=numpy.uint8))[0].tolist()
    [22]
    """

def batch_shanten(counts: numpy.typing.NDArray[numpy.uint8], jokers: numpy.typing.NDArray[numpy.uint8] | None = None, melds: numpy.typing.NDArray[numpy.uint8] | None = None, rules: str | Rules = 'chinese', threads: int = 1, **flags: object) -> tuple[numpy.typing.NDArray[numpy.int8], numpy.typing.NDArray[numpy.uint8]]:
    """
    Shanten of N hands: returns (shanten int8[N], status uint8[N]).

    counts: uint8[N, 34] concealed tiles per kind (C-contiguous); jokers: uint8[N] or None;
    melds: uint8[N, 4, 4] or None, each meld (kind, t0, t1, t2) with kind 0 none, 1 chow,
    2 pung, 3 exposed kong, 4 added kong, 5 concealed kong. The GIL is released; threads
    splits the rows: 0 is one per core, and more than the cores (os.cpu_count()) run as
    many as the cores; a negative number raises HandError. status: uint8[N], 0 ok or an error code
    (error_name(code)); a bad row is marked there and does not stop the batch. Raises
    HandError (invalid_value) for arrays of the wrong dtype, shape or layout.

    >>> hupai.batch_shanten(numpy.array([hupai.Hand('123m456p789s1122z').counts], dtype=numpy.uint8))
    (array([0], dtype=int8), array([0], dtype=uint8))
    """

def batch_win(counts: numpy.typing.NDArray[numpy.uint8], jokers: numpy.typing.NDArray[numpy.uint8] | None = None, melds: numpy.typing.NDArray[numpy.uint8] | None = None, rules: str | Rules = 'chinese', threads: int = 1, **flags: object) -> tuple[numpy.typing.NDArray[numpy.bool_], numpy.typing.NDArray[numpy.uint8], numpy.typing.NDArray[numpy.uint8]]:
    """
    Win of N 3n+2 hands: returns (win bool[N], forms uint8[N] as bits of
    standard, seven_pairs, thirteen_orphans, thirteen_lan, honours_and_knitted,
    knitted_straight, status uint8[N]).

    counts: uint8[N, 34] concealed tiles per kind (C-contiguous); jokers: uint8[N] or None;
    melds: uint8[N, 4, 4] or None, each meld (kind, t0, t1, t2) with kind 0 none, 1 chow,
    2 pung, 3 exposed kong, 4 added kong, 5 concealed kong. The GIL is released; threads
    splits the rows: 0 is one per core, and more than the cores (os.cpu_count()) run as
    many as the cores; a negative number raises HandError. status: uint8[N], 0 ok or an error code
    (error_name(code)); a bad row is marked there and does not stop the batch. Raises
    HandError (invalid_value) for arrays of the wrong dtype, shape or layout.
    """

def batch_waits(counts: numpy.typing.NDArray[numpy.uint8], jokers: numpy.typing.NDArray[numpy.uint8] | None = None, melds: numpy.typing.NDArray[numpy.uint8] | None = None, rules: str | Rules = 'chinese', threads: int = 1, **flags: object) -> tuple[numpy.typing.NDArray[numpy.bool_], numpy.typing.NDArray[numpy.int8], numpy.typing.NDArray[numpy.uint8]]:
    """
    Waits of N 3n+1 hands: returns (waits bool[N, 34], shanten int8[N],
    status uint8[N]).

    counts: uint8[N, 34] concealed tiles per kind (C-contiguous); jokers: uint8[N] or None;
    melds: uint8[N, 4, 4] or None, each meld (kind, t0, t1, t2) with kind 0 none, 1 chow,
    2 pung, 3 exposed kong, 4 added kong, 5 concealed kong. The GIL is released; threads
    splits the rows: 0 is one per core, and more than the cores (os.cpu_count()) run as
    many as the cores; a negative number raises HandError. status: uint8[N], 0 ok or an error code
    (error_name(code)); a bad row is marked there and does not stop the batch. Raises
    HandError (invalid_value) for arrays of the wrong dtype, shape or layout.
    """

def batch_analyze(counts: numpy.typing.NDArray[numpy.uint8], jokers: numpy.typing.NDArray[numpy.uint8] | None = None, melds: numpy.typing.NDArray[numpy.uint8] | None = None, rules: str | Rules = 'chinese', threads: int = 1, **flags: object) -> tuple[numpy.typing.NDArray[numpy.int8], numpy.typing.NDArray[numpy.bool_], numpy.typing.NDArray[numpy.uint8]]:
    """
    Discard analysis of N 3n+2 hands: returns (shanten int8[N, 34] after
    discarding each kind, 99 where the hand holds none; improving
    bool[N, 34, 34], [i, d, k] true when drawing k after discarding d lowers
    that shanten; status uint8[N]).

    counts: uint8[N, 34] concealed tiles per kind (C-contiguous); jokers: uint8[N] or None;
    melds: uint8[N, 4, 4] or None, each meld (kind, t0, t1, t2) with kind 0 none, 1 chow,
    2 pung, 3 exposed kong, 4 added kong, 5 concealed kong. The GIL is released; threads
    splits the rows: 0 is one per core, and more than the cores (os.cpu_count()) run as
    many as the cores; a negative number raises HandError. status: uint8[N], 0 ok or an error code
    (error_name(code)); a bad row is marked there and does not stop the batch. Raises
    HandError (invalid_value) for arrays of the wrong dtype, shape or layout.
    """
