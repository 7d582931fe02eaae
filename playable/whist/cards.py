"""Whist: the card order, as data, the seats and sides, and the records of the play.

The pack is the full 52, ranked in every suit from the ace down to the two
(*Enquire Within*, ¶73: "the ace is the lowest in cutting" only; in play it is
the highest, as in every account of the game); the trump suit in the same
order.  :data:`ORDER` is the game's :class:`~playable.engine.tricks.CardOrder`;
a card's *key* is its place in :data:`CARDS` (the full pack in
:func:`playable.engine.cards.full_pack` order).  The rule of following is
:attr:`playable.engine.tricks.Follow.SUIT`: follow suit if able, else any
card (¶73; a card of another suit while holding the suit led is a revoke,
¶76 xv).

Four seats play to the left, clockwise: seat 0 South, 1 West, 2 North, 3
East (:func:`playable.engine.words.compass`); partners sit opposite, so a
seat's side is ``seat % 2``: side 0 South–North, side 1 West–East.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Sequence
from itertools import groupby
from operator import itemgetter
from typing import Any, Final, NamedTuple

from playable.engine.cards import Card, Rank, Suit, full_pack
from playable.engine.tricks import CardOrder, Follow

GAME: Final = "whist"
SEATS: Final = 4
TRICKS: Final = 13
#: Tricks a side must take before it scores (six, "the book"); each over it is a point.
BOOK: Final = 6

#: The ranks of every suit from the highest.
RANKS: Final = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.KNAVE, Rank.TEN, Rank.NINE, Rank.EIGHT,
                Rank.SEVEN, Rank.SIX, Rank.FIVE, Rank.FOUR, Rank.THREE, Rank.TWO)
#: The honours: ace, king, queen and knave of trumps.
HONOURS: Final = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.KNAVE)

_PACK: Final = tuple(full_pack())
_CANON: Final = {(c.rank, c.suit): c for c in _PACK}

#: The card order of Whist, as data.
ORDER: Final = CardOrder(GAME, _PACK, {s: tuple(_CANON[r, s] for r in RANKS) for s in Suit})
CARDS: Final = ORDER.cards
#: The key of each of the pack's own card objects, by identity (the deal holds
#: only those: a card read from text is made the pack's own, :func:`canonical`).
KEY_BY_ID: Final = ORDER.key_by_id
#: Follow suit if able; else any card.
FOLLOW: Final = Follow.SUIT
#: The order's tables under each trump suit.
TABLES: Final = {suit: ORDER.tables(suit) for suit in Suit}

#: Under each trump (by the suit's identity): for each of the pack's own cards,
#: by identity, the identities of the cards that beat it
#: (:attr:`playable.engine.tricks.Tables.beaten`).
BEATEN_BY_ID: Final = {id(suit): {id(c): frozenset(id(CARDS[k]) for k in beaten)
                                  for c, beaten in zip(CARDS, TABLES[suit].beaten, strict=True)}
                       for suit in Suit}
SIDE_NAMES: Final = ("South–North", "West–East")
#: The seats by the compass in the order of play, to the left (South first).
NAMES: Final = ("South", "West", "North", "East")


def side(seat: int) -> int:
    """The side a seat plays for: 0 South–North, 1 West–East."""
    return seat % 2


def partner(seat: int) -> int:
    return (seat + 2) % SEATS


def left(seat: int) -> int:
    """The seat on ``seat``'s left: the next to play."""
    return (seat + 1) % SEATS


def card_key(card: Any) -> int:
    """The key of ``card``; ``ValueError`` if it is not a card of the pack."""
    try:
        return ORDER.key(card)
    except (KeyError, TypeError):
        raise ValueError(f"{card!r} is not a card of the full pack") from None


def canonical(card: Any) -> Card:
    """The pack's own object for ``card`` (text or a card)."""
    if isinstance(card, str):
        card = Card.parse(card)
    return CARDS[card_key(card)]


def expected_pack(options: object = None) -> list[Card]:
    """The full pack of 52."""
    return list(CARDS)


def is_honour(card: Card, trump: Suit) -> bool:
    return card.suit is trump and card.rank in HONOURS


# --------------------------------------------------------------------------
# Display


_SUIT_ORDER: Final = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


def _shown_order(trump: Suit | None) -> list[Card]:
    """The pack as :func:`sort_cards` orders it under ``trump``."""
    order = {s: i + 1 for i, s in enumerate(_SUIT_ORDER)}
    if trump is not None:
        order[trump] = 0
    return sorted(_PACK, key=lambda c: (order[c.suit], -c.rank))


#: For each trump (by the suit's identity; None for no trump): the pack in
#: shown order, and each of the pack's own cards' place in it, by identity.
_SHOWN: Final = {id(t): (cards, {id(c): i for i, c in enumerate(cards)})
                 for t in (*Suit, None) for cards in [_shown_order(t)]}


def sort_cards(hand: Iterable[Card], trump: Suit | None = None) -> list[Card]:
    """Cards grouped by suit (trumps first, then ♠ ♥ ♣ ♦), high to low."""
    if not isinstance(hand, (list, tuple)):
        hand = list(hand)  # read twice below
    cards, place = _SHOWN[id(trump)]
    try:  # the pack's own cards (a deal holds only those), placed without a call a card
        return list(map(cards.__getitem__, sorted(map(place.__getitem__, map(id, hand)))))
    except KeyError:  # an equal card made elsewhere: placed by its suit and rank
        pass
    order = {s: i + 1 for i, s in enumerate(_SUIT_ORDER)}
    if trump is not None:
        order[trump] = 0
    return sorted(hand, key=lambda c: (order[c.suit], -c.rank))


def with_trump(hand: list[Card], card: Card) -> list[Card]:
    """``hand``, shown as :func:`sort_cards` shows it under ``card``'s suit,
    and ``card`` in its place (the turn-up taken in: after the trumps above it),
    a new list; as ``sort_cards([*hand, card], card.suit)``, without sorting."""
    suit, rank = card.suit, card.rank
    i = 0
    for c in hand:  # the trumps lead the hand, from the highest
        if c.suit is not suit or c.rank < rank:
            break
        i += 1
    out = hand[:i]
    out.append(card)
    out += hand[i:]
    return out


#: For each dealer, the place in the pack of each seat's first card (the deal
#: begins on the dealer's left, a card at a time).
FIRST_CARD: Final = tuple(tuple((s - dealer - 1) % SEATS for s in range(SEATS))
                           for dealer in range(SEATS))
#: The honours lead the shown order of the pack under their trumps (the four
#: highest trumps): a seat's honours are the places below this in his hand.
_HONOUR_PLACES: Final = len(HONOURS)
assert all(_SHOWN[id(t)][0][i].suit is t and _SHOWN[id(t)][0][i].rank in HONOURS
           for t in Suit for i in range(_HONOUR_PLACES))


#: For each trump (by the suit's identity): each card's place in the shown
#: order, by the card's key.
_PLACE_BY_KEY: Final = {id(t): tuple(_SHOWN[id(t)][1][id(c)] for c in CARDS) for t in Suit}


def dealt_hands(order: Sequence[int], dealer: int
                ) -> tuple[tuple[Card, ...], list[list[Card]], tuple[int, ...]]:
    """The deal of the pack whose cards' keys are ``order`` (all 52, the top
    card first) by ``dealer``, one card at a time from his left, the last, his
    own, turned up for trumps (¶73): the pack as cards; the four hands, each as
    :func:`sort_cards` shows it, the dealer's without the card turned up; and
    the honours each seat was dealt, the turn-up counted the dealer's.  (The
    pack is placed in the shown order once, by key; every fourth place, sorted,
    is a hand.)"""
    cards_of = itemgetter(*order)
    pack: tuple[Card, ...] = cards_of(CARDS)
    cards = _SHOWN[id(pack[-1].suit)][0]
    places: tuple[int, ...] = cards_of(_PLACE_BY_KEY[id(pack[-1].suit)])
    hands = []
    honours = []
    for first in FIRST_CARD[dealer]:
        mine = sorted(places[first::SEATS])
        honours.append(bisect_left(mine, _HONOUR_PLACES))
        hands.append(mine)
    hands[dealer].remove(places[-1])  # the turn-up, on the table
    return pack, [list(itemgetter(*mine)(cards)) for mine in hands], tuple(honours)


def show(hand: Iterable[Card], trump: Suit | None = None) -> str:
    """A hand as text, sorted, two spaces between suits; ``"-"`` for none."""
    suits = groupby(sort_cards(hand, trump), key=lambda c: c.suit)
    return "  ".join(" ".join(map(str, cards)) for _, cards in suits) or "-"


def seat_name(seat: int) -> str:
    """A seat by the compass, with the record's index: ``"South (P0)"``."""
    return f"{NAMES[seat]} (P{seat})"


def short_name(seat: int) -> str:
    """A seat by the compass alone: ``"South"``."""
    return NAMES[seat]


# --------------------------------------------------------------------------
# Records of the play


class Trick(NamedTuple):
    """A trick turned: its leader, its four cards with their seats in the
    order played, and its winner."""

    leader: int
    cards: tuple[tuple[int, Card], ...]
    winner: int

    def __str__(self) -> str:
        return (", ".join(f"{short_name(s)} {c}" for s, c in self.cards)
                + f": {short_name(self.winner)} wins")


def in_seat_order(cards: Sequence[tuple[int, Card]]) -> bool:
    """Whether a trick's cards, (seat, card) as played, lie in the order of
    the seats from its leader's (no card stood out of turn, ¶76 viii)."""
    return all(s == (cards[0][0] + i) % SEATS for i, (s, _) in enumerate(cards))


def seat_ordered(cards: Sequence[tuple[int, Card]]) -> list[tuple[int, Card]]:
    """A trick's cards put in the order of the seats from its leader's,
    whatever order they were played in (the winner does not depend on it)."""
    lead = cards[0][0]
    return sorted(cards, key=lambda sc: (sc[0] - lead) % SEATS)


def trick_text(cards: Sequence[tuple[int, Card]]) -> str:
    return ", ".join(f"{short_name(s)} {c}" for s, c in cards) or "-"
