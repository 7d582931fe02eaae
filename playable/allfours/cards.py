"""All-Fours: the card order, as data, and the cards the game keeps track of.

This module holds :data:`ORDER`, the game's :class:`~playable.engine.tricks.CardOrder`:
the full pack of 52 ranked as at whist in every suit, ace high and two low
(:data:`RANKS`), the trump suit in the same order.  A card's *key* is its place
in ``ORDER.cards`` (the full pack in :func:`playable.engine.cards.full_pack` order),
and the deal holds its hands, stock and tricks as keys; the winner of a trick
and the rule of following (law iii, :attr:`playable.engine.tricks.Follow.SUIT_OR_TRUMP`)
come from :mod:`playable.engine.tricks`, from this order's tables.

Also here: what each rank counts towards Game (93 · iv), the display helpers
(:func:`sort_cards`, :func:`show`), and the records of the play (:class:`Trick`,
:class:`Answer`).  The deal itself is :class:`playable.allfours.Deal`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Final, NamedTuple

from playable.engine.cards import Card, Rank, Suit, full_pack
from playable.engine.tricks import CardOrder
from playable.engine.words import compass, seat_name

#: The two seats by the compass, as every text of the game names them
#: (:func:`playable.engine.words.compass`): seat 0 South, seat 1 North.
NAMES: Final = tuple(compass(2))


def name_of(seat: object) -> str:
    """A seat as the game's words name it: "South", "North"."""
    return seat_name(seat, 2)


GAME: Final = "all-fours"

#: The ranks of every suit from the highest: "as at whist" (the opening of the
#: article, supplied from the witness, the 1894 *Enquire Within*), trumps in
#: the same order.
RANKS: Final = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.KNAVE, Rank.TEN, Rank.NINE, Rank.EIGHT,
                Rank.SEVEN, Rank.SIX, Rank.FIVE, Rank.FOUR, Rank.THREE, Rank.TWO)

_PACK: Final = tuple(full_pack())
_CANON: Final = {(c.rank, c.suit): c for c in _PACK}

#: The card order of All-Fours, as data: keys are places in the full pack.
ORDER: Final = CardOrder(GAME, _PACK, {s: tuple(_CANON[r, s] for r in RANKS) for s in Suit})
#: The card of each key.
CARDS: Final = ORDER.cards
#: The key of each card (the order's own lookup).
key_of: Final = ORDER.key
#: The key of each of the pack's own card objects, by identity: the play's way
#: to a key without a call (``key_of`` for a card equal to one of them).
KEY_BY_ID: Final = ORDER.key_by_id

#: The order's tables (:meth:`~playable.engine.tricks.CardOrder.tables`) when the
#: card of each key is turned up for trumps.
TABLES: Final = tuple(ORDER.tables(c.suit) for c in CARDS)

#: What each rank counts towards Game (93 · iv); the others count nothing.
GAME_VALUES: dict[Rank, int] = {Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.KNAVE: 1,
                                Rank.TEN: 10}
#: What each card, by key, counts towards Game.
VALUE: Final = tuple(GAME_VALUES.get(c.rank, 0) for c in CARDS)


def game_value(card: Card) -> int:
    """What a card counts towards Game (93 · iv)."""
    return GAME_VALUES.get(card.rank, 0)


def card_key(card: Any) -> int:
    """The key of ``card``; ``ValueError`` if it is not a card of the pack."""
    try:
        return key_of(card)
    except (KeyError, TypeError):
        raise ValueError(f"{card!r} is not a card of the full pack") from None


def canonical(card: Any) -> Card:
    """The pack's own object for ``card`` (the deal compares cards by identity)."""
    return CARDS[card_key(card)]


def keys_of_pack(pack: Sequence[Any]) -> list[int]:
    """The keys of ``pack``, top first; ``ValueError`` unless it is the full
    pack of 52 different cards."""
    keys = [card_key(c) for c in pack]
    if len(keys) != 52 or len(set(keys)) != 52:
        raise ValueError("an All-Fours deal needs the full pack of 52 different cards")
    return keys


def expected_pack(options: object = None) -> list[Card]:
    """The full pack of 52."""
    return list(CARDS)


# --------------------------------------------------------------------------
# Display


_SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


def sort_cards(hand: Iterable[Card], trump: Suit | None = None) -> list[Card]:
    """Cards grouped by suit (trumps first, then ♠ ♥ ♣ ♦), high to low."""
    order = {s: i + 1 for i, s in enumerate(_SUIT_ORDER)}
    if trump is not None:
        order[trump] = 0
    return sorted(hand, key=lambda c: (order[c.suit], -c.rank))


def _places(trump: Suit) -> tuple[int, ...]:
    """Each key's place in a hand sorted by :func:`sort_cards` with ``trump``."""
    place = [0] * len(CARDS)
    for i, card in enumerate(sort_cards(CARDS, trump)):
        place[key_of(card)] = i
    return tuple(place)


_PLACES = {suit: _places(suit) for suit in Suit}
#: For each key, the places of every key in a hand shown (:func:`sort_cards`)
#: when that card is turned up: a hand sorts by them without looking at a card.
PLACES: Final = tuple(_PLACES[c.suit] for c in CARDS)


def show(hand: Iterable[Card], trump: Suit | None = None) -> str:
    """A hand as text, sorted, with two spaces between suits:
    ``"J♥ 7♥  A♠ 10♠ 4♠  3♣"``; ``"-"`` for no cards."""
    groups: list[list[str]] = []
    last: Suit | None = None
    for c in sort_cards(hand, trump):
        if c.suit is not last:
            groups.append([])
            last = c.suit
        groups[-1].append(str(c))
    return "  ".join(" ".join(g) for g in groups) or "-"


# --------------------------------------------------------------------------
# Records of the play


class Trick(NamedTuple):
    """One trick: who led, the two cards, who won it."""

    leader: int
    lead: Card
    reply: Card
    winner: int

    @property
    def cards(self) -> tuple[tuple[int, Card], tuple[int, Card]]:
        """The two cards with their seats, in the order played (the shape of
        :class:`playable.engine.tricks.PlayedTrick`)."""
        return (self.leader, self.lead), (1 - self.leader, self.reply)

    def __str__(self) -> str:
        return (f"{name_of(self.leader)} {self.lead}, {name_of(1 - self.leader)} "
                f"{self.reply}: {name_of(self.winner)} wins")


@dataclass(frozen=True, slots=True)
class Answer:
    """A question asked under law v and its true answer."""

    asker: int
    card: Card
    answer: str

    def __str__(self) -> str:
        return f"{name_of(self.asker)} asks whether {self.card} is high or low: {self.answer}"
