"""Tricks, for every game: the card order as data, following suit, the winner.

The one home of the rules every trick-taking game here shares:

* :class:`CardOrder` — a game's order of the cards, given as data (for each
  suit, its cards from the highest when it is not trumps; for each trump suit,
  the trumps from the highest, which may include cards of other suits, as
  Quadrille's spadille and basto).  From it come, for each trump suit, two
  tables indexed by a card's *key* (its place in :attr:`CardOrder.cards`):
  which suit the card follows as (:data:`TRUMPS` for a trump) and how high it
  stands.
* :func:`winner` — the trick goes to the highest trump, or if none was played
  to the highest card of the suit led; of equal cards the first played wins
  (Bezique, 124).
* :func:`lawful` — the cards a player may play to a trick under a game's rule
  of following (:class:`Follow`): follow suit if able (Quadrille, law 14);
  follow suit or trump (All-Fours, law iii); follow and win if able, else trump
  (Bezique, the last eight tricks, 124).  A game's own exceptions — Quadrille's
  matadores (law 17) — are laid over these by the game.

Cards are handled by key (small ints) so that a playout costs little; the
games turn keys back into :class:`~playable.engine.cards.Card` objects with
:attr:`CardOrder.cards`.
"""

from __future__ import annotations

import enum
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Final, Protocol, cast, runtime_checkable

from playable.engine.cards import Card, Suit

#: The suit class of every trump in a :class:`CardOrder`'s tables.
TRUMPS: Final = 4
#: The suits in the order their index is used in the tables.
SUITS: Final = tuple(Suit)
SUIT_INDEX: Final = {suit: i for i, suit in enumerate(SUITS)}
#: The "trump suit" index of a deal played without trumps (none of the games
#: here, but a deal before its trump is known has none).
NO_TRUMP: Final = 4

_TRUMP_POWER = 100  # the highest trump; the others count down from it
_PLAIN_POWER = 50  # the highest card of a plain suit; the others count down from it


@dataclass(frozen=True)
class Tables:
    """The card order under one trump suit, as tables indexed by card key."""

    follows: tuple[int, ...]  # the suit index each card follows as; TRUMPS for a trump
    power: tuple[int, ...]  # how high each card stands (trumps above every plain card)
    trumps: tuple[int, ...]  # the trumps' keys, highest first

    @cached_property
    def beaten(self) -> tuple[frozenset[int], ...]:
        """For each card key, the keys of the cards that :func:`beats` it (made
        the first time it is asked for): the winner of a trick of two in one
        look-up, of a trick of four in three (the card winning so far gives
        way only to one that beats it: :func:`winner`'s rule, first played of
        equal cards included)."""
        follows, power = self.follows, self.power
        keys = range(len(follows))
        return tuple(frozenset(k for k in keys if beats(k, best, follows, power))
                     for best in keys)


@dataclass(frozen=True)
class CardOrder:
    """A game's order of the cards, as data.

    ``cards`` are the distinct cards of the game's pack in the game's own key
    order (a card's key is its index here).  ``plain[suit]`` lists a suit's
    cards from the highest when another suit is trumps; ``trumps[suit]`` lists
    the trumps from the highest when ``suit`` is trumps (by default the suit's
    own cards in its plain order).
    """

    game: str
    cards: tuple[Card, ...]
    plain: Mapping[Suit, tuple[Card, ...]]
    trumps: Mapping[Suit, tuple[Card, ...]] = field(default_factory=dict)
    _key: dict[Card, int] = field(init=False, repr=False, compare=False)
    _by_id: dict[int, int] = field(init=False, repr=False, compare=False)
    _tables: tuple[Tables, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        key = {card: i for i, card in enumerate(self.cards)}
        if len(key) != len(self.cards):
            raise ValueError(f"{self.game}: a card appears twice in the card order")
        object.__setattr__(self, "_key", key)
        object.__setattr__(self, "_by_id", {id(card): i for i, card in enumerate(self.cards)})
        tables = [self._build(suit) for suit in SUITS]
        tables.append(self._build(None))
        object.__setattr__(self, "_tables", tuple(tables))

    def _build(self, trump: Suit | None) -> Tables:
        size = len(self.cards)
        follows = [-1] * size
        power = [0] * size
        trump_cards: tuple[Card, ...] = ()
        if trump is not None:
            trump_cards = self.trumps.get(trump) or self.plain.get(trump, ())
        trump_keys = tuple(self.key(card) for card in trump_cards)
        for i, k in enumerate(trump_keys):
            follows[k], power[k] = TRUMPS, _TRUMP_POWER - i
        for suit in SUITS:
            if suit is trump or suit not in self.plain:
                continue
            for i, card in enumerate(self.plain[suit]):
                k = self.key(card)
                if follows[k] == TRUMPS:
                    continue  # a card of this suit that is always a trump
                follows[k], power[k] = SUIT_INDEX[suit], _PLAIN_POWER - i
        missing = [str(self.cards[k]) for k in range(size) if follows[k] < 0]
        if missing:
            raise ValueError(f"{self.game}: no place in the order for {', '.join(missing)}")
        return Tables(tuple(follows), tuple(power), trump_keys)

    @property
    def key_by_id(self) -> Mapping[int, int]:
        """Each card object's key by ``id()``: the pack's own card objects are
        shared, so a key is found without hashing a dataclass."""
        return self._by_id

    def key(self, card: Card) -> int:
        """A card's key; ``KeyError`` for a card not in this game's pack."""
        k = self._by_id.get(id(card))
        return k if k is not None else self._key[card]

    def keys(self, cards: Iterable[Card]) -> list[int]:
        """The keys of ``cards`` (:meth:`key`), the pack's own card objects
        found by identity in one pass."""
        cards = list(cards)
        keys = list(map(self._by_id.get, map(id, cards)))
        if None in keys:
            return [self.key(card) for card in cards]
        return cast("list[int]", keys)  # no None in it

    def tables(self, trump: Suit | None) -> Tables:
        """The tables of the order when ``trump`` is trumps (``None``: no trump)."""
        return self._tables[NO_TRUMP if trump is None else SUIT_INDEX[trump]]

    def beats(self, card: Card, best: Card, trump: Suit | None) -> bool:
        """Whether ``card`` beats ``best``, the card winning the trick so far."""
        t = self.tables(trump)
        return beats(self.key(card), self.key(best), t.follows, t.power)


@runtime_checkable
class PlayedTrick(Protocol):
    """A trick played, as every surface reads it (the table's words, the Deal
    pages, the accounts of a deal): its cards, each with the seat that played
    it, in the order played, and the seat that won it.  Each game's ``Trick``
    has this shape, whatever else it keeps."""

    @property
    def cards(self) -> Sequence[tuple[int, Card]]: ...

    @property
    def winner(self) -> int: ...


class Follow(enum.Enum):
    """A game's rule of following suit."""

    #: Follow suit if able; otherwise any card (Quadrille, law 14).
    SUIT = "follow suit"
    #: Follow suit or trump; any card only when void of the suit led (All-Fours, law iii).
    SUIT_OR_TRUMP = "follow suit or trump"
    #: Follow suit and win if able; void, trump and win if able; else any card
    #: (Bezique, the last eight tricks, 124).
    SUIT_AND_WIN = "follow suit and win"


# The rules bound once: on Python 3.11 looking a member up on its Enum class
# costs more than following suit itself.
_SUIT, _SUIT_OR_TRUMP = Follow.SUIT, Follow.SUIT_OR_TRUMP


def beats(card: int, best: int, follows: Sequence[int], power: Sequence[int]) -> bool:
    """Whether the card keyed ``card`` beats ``best``: a higher card of the same
    suit (trumps being one suit), or a trump on a plain card."""
    a, b = follows[card], follows[best]
    if a == b:
        return power[card] > power[best]
    return a == TRUMPS


def winner(trick: Sequence[int], follows: Sequence[int], power: Sequence[int]) -> int:
    """The place in ``trick`` (keys, in the order played) of the card that wins
    it: the highest trump, else the highest card of the suit led; of equal
    cards the first played."""
    best = 0
    best_suit, best_power = follows[trick[0]], power[trick[0]]
    for i in range(1, len(trick)):
        k = trick[i]
        s = follows[k]
        if (s == best_suit and power[k] > best_power) or (s == TRUMPS and best_suit != TRUMPS):
            best, best_suit, best_power = i, s, power[k]
    return best


def lawful(hand: Collection[int], trick: Sequence[int], rule: Follow,
           follows: Sequence[int], power: Sequence[int]) -> list[int]:
    """The keys of ``hand`` that may be played to ``trick`` (keys in the order
    played; empty: any card may be led) under ``rule``."""
    if not trick:
        return list(hand)
    led = follows[trick[0]]
    # (loops, not comprehensions: on Python 3.11 a comprehension is a call of its own)
    if rule is _SUIT_OR_TRUMP:
        either = []  # the cards of the suit led and the trumps, in one pass
        void = True
        for k in hand:
            suit = follows[k]
            if suit == led:
                void = False
                either.append(k)
            elif suit == TRUMPS:
                either.append(k)
        return list(hand) if void else either
    follow = []
    for k in hand:
        if follows[k] == led:
            follow.append(k)
    if rule is _SUIT:
        return follow or list(hand)
    # the card winning the trick so far (of one card, that card: no call)
    best = trick[0] if len(trick) == 1 else trick[winner(trick, follows, power)]
    if follow:
        if follows[best] == led:
            higher = []
            for k in follow:
                if power[k] > power[best]:
                    higher.append(k)
            return higher or follow
        return follow
    trumps = []
    for k in hand:
        if follows[k] == TRUMPS:
            trumps.append(k)
    if trumps:
        if follows[best] == TRUMPS:
            higher = []
            for k in trumps:
                if power[k] > power[best]:
                    higher.append(k)
            return higher or list(hand)
        return trumps
    return list(hand)


def holds(hand: Iterable[int], suit: int, follows: Sequence[int]) -> bool:
    """Whether ``hand`` holds a card that follows as ``suit`` (a suit index, or
    :data:`TRUMPS`): the question every renounce turns on."""
    for k in hand:  # (a loop: on Python 3.11 a comprehension is a call of its own)
        if follows[k] == suit:
            return True
    return False
