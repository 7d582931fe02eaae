"""Cards, suits, ranks and packs shared by the games.

Notation: a rank (``2``-``10``, ``T`` for ten, ``J``, ``Q``, ``K``, ``A``)
followed by a suit symbol or letter: ``J♥`` and ``JH`` are the knave of
hearts, ``10♦`` and ``TD`` the ten of diamonds.  ``str(card)`` prints the
symbol form; :meth:`Card.parse` reads either form.

A pack is an ordinary list of cards.  The Bezique packs hold each card two or
three times over; equal cards compare equal, and the game keeps count.
"""

from __future__ import annotations

import enum
import html
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TypeVar


class NotationError(ValueError):
    """Text that does not name a card."""

    def __init__(self, text: str, reason: str) -> None:
        super().__init__(f"{text!r} is not a card: {reason}")
        self.text = text


class Suit(enum.Enum):
    CLUBS = "♣"
    DIAMONDS = "♦"
    HEARTS = "♥"
    SPADES = "♠"

    @property
    def letter(self) -> str:
        return self.name[0]

    @property
    def noun(self) -> str:
        """The suit's name in the plural, as in 'the knave of hearts'."""
        return self.name.lower()

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return f"Suit.{self.name}"

    @classmethod
    def parse(cls, text: str) -> Suit:
        key = text.strip().upper()
        for suit in cls:
            if key in (suit.value, suit.letter, suit.name, suit.name[:-1]):
                return suit
        raise NotationError(text, "unknown suit (use ♣ ♦ ♥ ♠ or C D H S)")


class Rank(enum.IntEnum):
    """Ranks with their whist order as values (two lowest, ace highest).
    Each game keeps its own order of play; this is only the natural one."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    KNAVE = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def symbol(self) -> str:
        return _RANK_SYMBOLS[self]

    @property
    def noun(self) -> str:
        return self.name.lower()

    def __str__(self) -> str:
        return self.symbol

    def __repr__(self) -> str:
        return f"Rank.{self.name}"

    @classmethod
    def parse(cls, text: str) -> Rank:
        key = text.strip().upper()
        if key in _RANKS_BY_SYMBOL:
            return _RANKS_BY_SYMBOL[key]
        raise NotationError(text, "unknown rank (use 2-10, T, J, Q, K or A)")


_RANK_SYMBOLS = {r: str(r.value) for r in Rank if r <= 10}
_RANK_SYMBOLS.update({Rank.KNAVE: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A"})
_RANKS_BY_SYMBOL = {symbol: rank for rank, symbol in _RANK_SYMBOLS.items()}
_RANKS_BY_SYMBOL["T"] = Rank.TEN


@dataclass(frozen=True, slots=True)
class Card:
    rank: Rank
    suit: Suit

    def __str__(self) -> str:
        return f"{self.rank.symbol}{self.suit.value}"

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @property
    def name(self) -> str:
        """The card in words: ``"knave of hearts"``."""
        return f"{self.rank.noun} of {self.suit.noun}"

    @property
    def ascii(self) -> str:
        """The letter notation: ``"JH"``, ``"TD"``."""
        rank = "T" if self.rank == Rank.TEN else self.rank.symbol
        return f"{rank}{self.suit.letter}"

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``"J♥"``, ``"JH"``, ``"10♦"``, ``"TD"`` (any case)."""
        if not isinstance(text, str):
            raise NotationError(repr(text), "expected a string")
        body = text.strip()
        if len(body) < 2:
            raise NotationError(text, "too short: a rank and a suit are needed")
        rank_text, suit_text = body[:-1], body[-1]
        try:
            rank = Rank.parse(rank_text)
        except NotationError:
            raise NotationError(text, f"unknown rank {rank_text!r} (use 2-10, T, J, Q, K or A)") from None
        try:
            suit = Suit.parse(suit_text)
        except NotationError:
            raise NotationError(text, f"unknown suit {suit_text!r} (use ♣ ♦ ♥ ♠ or C D H S)") from None
        return _CARDS[rank, suit]

    def _repr_html_(self) -> str:
        return face_html(self)


_CARDS = {(r, s): Card(r, s) for s in Suit for r in Rank}

#: The style of a card's face; :mod:`playable.table.render` draws hands and tricks
#: from these faces (and the back from the same box).
FACE_STYLE = (
    "display:inline-flex;flex-direction:column;align-items:center;justify-content:center;"
    "box-sizing:border-box;width:2.5em;height:3.4em;margin:.12em;padding:0;"
    "border:1px solid #888;border-radius:.3em;background:#fff;"
    "box-shadow:0 1px 2px rgba(0,0,0,.3);vertical-align:middle;"
    "font:600 1em/1.05 system-ui,sans-serif;text-align:center"
)
RED_INK, BLACK_INK = "#b00020", "#111"


def face_html(card: Card, extra_style: str = "") -> str:
    """One card's face as HTML, its suit named for screen readers; how
    Jupyter shows a card.  ``extra_style`` is added to the face's style."""
    name = html.escape(card.name)
    ink = RED_INK if card.suit.is_red else BLACK_INK
    return (f'<span class="playing-card" role="img" aria-label="{name}" title="{name}" '
            f'style="{FACE_STYLE};color:{ink}{extra_style}">'
            f"<span>{html.escape(card.rank.symbol)}</span>"
            f'<span style="font-size:1.35em">{card.suit.value}</span></span>')


def card(text: str) -> Card:
    """Shorthand for :meth:`Card.parse`."""
    return Card.parse(text)


def cards(text: str | Iterable[str]) -> list[Card]:
    """Parse several cards: ``cards("JH 10D AS")`` or ``cards(["JH", "TD"])``."""
    items = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [Card.parse(item) for item in items]


def show(hand: Iterable[Card]) -> str:
    """Cards as a line of notation: ``"J♥ 10♦ A♠"``."""
    return " ".join(str(c) for c in hand)


def face_down(hand: Sequence[Card]) -> str:
    """A hand told to one who has not seen it: ``"13 cards, not shown"``."""
    return f"{len(hand)} card{'' if len(hand) == 1 else 's'}, not shown"


def pack(ranks: Sequence[Rank], copies: int = 1) -> list[Card]:
    """A pack of the given ranks in every suit, ``copies`` times over, in a
    fixed order (suit by suit, rank by rank)."""
    return [_CARDS[r, s] for _ in range(copies) for s in Suit for r in ranks]


FULL_RANKS: tuple[Rank, ...] = tuple(Rank)
PIQUET_RANKS: tuple[Rank, ...] = tuple(r for r in Rank if r >= Rank.SEVEN)
QUADRILLE_RANKS: tuple[Rank, ...] = tuple(
    r for r in Rank if r not in (Rank.EIGHT, Rank.NINE, Rank.TEN)
)


def full_pack() -> list[Card]:
    """The 52-card pack (All-Fours)."""
    return pack(FULL_RANKS)


def quadrille_pack() -> list[Card]:
    """The 40-card pack: eights, nines and tens taken out."""
    return pack(QUADRILLE_RANKS)


def piquet_pack() -> list[Card]:
    """The 32-card piquet pack: seven to ace."""
    return pack(PIQUET_RANKS)


def bezique_pack(packs: int = 2) -> list[Card]:
    """Two (or three) piquet packs together: 64 (or 96) cards."""
    return pack(PIQUET_RANKS, copies=packs)


def shuffled(cards_: Sequence[Card], rng: random.Random) -> list[Card]:
    """A shuffled copy, using the caller's seeded generator (never the global one)."""
    deck = list(cards_)
    shuffle(deck, rng)
    return deck


_T = TypeVar("_T")
#: The longest list shuffled inline (longer ones go to ``rng.shuffle``).
_MOST = 1024
#: For a list of each length shuffled so far, the steps of the Fisher-Yates
#: loop: ``(i, k)`` from the last place down, a place drawn from the ``i + 1``
#: numbers up to ``i`` with ``k = (i + 1).bit_length()`` bits, as
#: ``random.Random._randbelow`` draws it.
_STEPS: dict[int, tuple[tuple[int, int], ...]] = {}


def _steps(length: int) -> tuple[tuple[int, int], ...]:
    steps = _STEPS[length] = tuple((i, (i + 1).bit_length()) for i in range(length - 1, 0, -1))
    return steps


def shuffle(items: list[_T], rng: random.Random) -> None:
    """Shuffle ``items`` in place exactly as ``rng.shuffle(items)`` does — the
    same order, the same numbers drawn from ``rng`` — in about half the time:
    the standard library's Fisher-Yates loop, with its ``_randbelow`` (for a
    plain ``random.Random``, whole numbers from ``getrandbits``, a draw out of
    range drawn again) written inline, its steps worked out once for each
    length.  Any other generator (a subclass, which may draw differently), or
    a list longer than :data:`_MOST`, is shuffled by its own ``shuffle``."""
    length = len(items)
    if type(rng) is not random.Random or length > _MOST:
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    for i, k in _STEPS.get(length) or _steps(length):
        j = getrandbits(k)
        while j > i:  # out of range (``_randbelow(i + 1)`` draws again)
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]
