"""Quadrille's cards: their order as data, and the rule of following.

This module holds the order of the cards at Quadrille and nothing else of the
game (the deal and its acts are in :mod:`playable.quadrille`, which re-exports
every public name here, and the modules it gathers):

* :data:`ORDER`, a :class:`playable.engine.tricks.CardOrder` built from the period
  order: for each suit, its cards from the highest when it is not trumps
  (:func:`plain_order`); for each trump suit, the trumps from the highest
  (:func:`trump_order`), spadille, manille and basto first.  A card's *key*,
  the engine's one encoding of a card, is its place in ``ORDER.cards`` (the
  40-card pack in :func:`playable.engine.cards.quadrille_pack` order).
* The questions asked of that order: :func:`is_trump`, :func:`power`,
  :func:`is_matador`, :func:`beats`, :func:`manille`, :func:`card_title`, and
  the tables the edition prints (:func:`order_table`,
  :func:`order_table_markdown`).
* The rule of following (:func:`lawful_plays`, :func:`lawful_keys`): the
  shared rule :attr:`playable.engine.tricks.Follow.SUIT` (follow suit if able, law 14),
  with Quadrille's own exception laid over it, the matadores' privilege of law
  17.  The winner of a trick is :func:`playable.engine.tricks.winner` on the tables of
  :data:`ORDER`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from playable.engine.cards import Card, Rank, Suit, quadrille_pack
from playable.engine.tricks import SUIT_INDEX, SUITS, TRUMPS, CardOrder, Follow, Tables, lawful
from playable.engine.tricks import beats as beats_key

GAME: Final = "quadrille"

SPADILLE: Final = Card.parse("A♠")
BASTO: Final = Card.parse("A♣")

_COURT = (Rank.KING, Rank.QUEEN, Rank.KNAVE)
#: The small cards, highest first: downwards in black, upwards in red.
_BLACK_SMALL = (Rank.SEVEN, Rank.SIX, Rank.FIVE, Rank.FOUR, Rank.THREE, Rank.TWO)
_RED_SMALL = (Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN)


def _of(suit: Suit, ranks: Sequence[Rank]) -> tuple[Card, ...]:
    return tuple(Card(rank, suit) for rank in ranks)


def _plain(suit: Suit) -> tuple[Card, ...]:
    """A suit that is not trumps, highest first: king, queen, knave, then in red
    the ace and the small cards upwards, in black the small cards downwards.
    The black aces are always trumps (spadille, basto)."""
    if suit.is_red:
        return _of(suit, (*_COURT, Rank.ACE, *_RED_SMALL))
    return _of(suit, (*_COURT, *_BLACK_SMALL))


def _trumps(suit: Suit) -> tuple[Card, ...]:
    """The trumps when ``suit`` is named, highest first: spadille, manille (the
    two of a black suit, the seven of a red), basto; in red, punto (the trump
    ace); then king, queen, knave and the other small cards."""
    manille_ = Rank.SEVEN if suit.is_red else Rank.TWO
    rest = (Rank.ACE, *_COURT, *_RED_SMALL) if suit.is_red else (*_COURT, *_BLACK_SMALL)
    others = [rank for rank in rest if rank is not manille_]
    return (SPADILLE, Card(manille_, suit), BASTO, *_of(suit, others))


#: Spadille and basto: trumps whatever suit is named.
ALWAYS_TRUMPS: Final = (SPADILLE, BASTO)

#: The order of the cards at Quadrille, as data.  (*Hoyle's Games, Improved and
#: Enlarged*, Quadrille, p. 265 and the terms, pp. 278-280; Chambers's
#: Encyclopaedia, "Quadrille"; the tables of the *Académie universelle des
#: jeux*; David Parlett's account after *The Game of Quadrille*.)
ORDER: Final = CardOrder(
    GAME,
    tuple(quadrille_pack()),
    # CardOrder also builds a table for a deal without trumps, and refuses
    # an order in which a card has no place there; spadille and basto are
    # always trumps and belong to no plain suit.  They are listed last in their
    # suits here only to give them that place, which no Quadrille deal uses
    # (:func:`plain_order` leaves them out).
    {suit: _plain(suit) + tuple(c for c in ALWAYS_TRUMPS if c.suit is suit) for suit in Suit},
    {suit: _trumps(suit) for suit in Suit},
)

#: Quadrille's rule of following (law 14), bound once: the matadores' privilege
#: (law 17) is laid over it by :func:`lawful_keys`.
FOLLOW: Final = Follow.SUIT

#: The pack in key order: ``CARDS[k]`` is the card keyed ``k``.
CARDS: Final = ORDER.cards
#: The tables of the order for each trump suit, by the suit's index in ``SUITS``.
TABLES: Final = tuple(ORDER.tables(suit) for suit in SUITS)
#: The keys of the three matadores proper for each trump suit, by index.
MATADORES: Final = tuple(frozenset(t.trumps[:3]) for t in TABLES)

key = ORDER.key

#: The keys of the kings and of the queens, suit by suit in ``SUITS`` order (the
#: cards a king or queen is called from, laws 6-8).
KINGS: Final = tuple(key(Card(Rank.KING, suit)) for suit in SUITS)
QUEENS: Final = tuple(key(Card(Rank.QUEEN, suit)) for suit in SUITS)
#: The suits' own words, in ``SUITS`` order, as the trump is named (``"hearts"``).
SUIT_NOUNS: Final = tuple(suit.noun for suit in SUITS)


def key_or_none(card: object) -> int | None:
    """A card's key, or None for anything that is not a card of the pack."""
    try:
        return ORDER.key(card)  # type: ignore[arg-type]
    except (KeyError, TypeError):
        return None


def trump_order(trump: Suit) -> list[Card]:
    """The trumps from highest to lowest when ``trump`` is named.

    Spadille (A♠), manille, basto (A♣); in red, punto (the trump ace); then
    king, queen, knave and the small cards, which run upwards from the two in
    red and downwards from the seven in black.  (*Hoyle's Games, Improved and
    Enlarged*, Quadrille, p. 265 and the terms, pp. 278-280; Chambers's
    Encyclopaedia, "Quadrille"; the tables of the *Académie universelle des
    jeux*; David Parlett's account after *The Game of Quadrille*.)
    """
    return [CARDS[k] for k in ORDER.tables(trump).trumps]


def plain_order(suit: Suit) -> list[Card]:
    """A suit that is not trumps, highest first: king, queen, knave, then in red
    the ace and the small cards upwards (A 2 3 4 5 6 7), in black the small
    cards downwards (7 6 5 4 3 2).  The black aces are always trumps (spadille,
    basto), so a black plain suit has nine cards and a red one ten."""
    return [c for c in ORDER.plain[suit] if c not in ALWAYS_TRUMPS]


def manille(trump: Suit) -> Card:
    """The second trump: the two of a black trump suit, the seven of a red one."""
    return CARDS[ORDER.tables(trump).trumps[1]]


def is_trump(card: Card, trump: Suit) -> bool:
    return TABLES[SUIT_INDEX[trump]].follows[key(card)] == TRUMPS


def power(card: Card, trump: Suit) -> int:
    """How high ``card`` stands when ``trump`` is trumps: a trump 89-100 (spadille
    100), a plain card 41-50 (the king 50).  Only cards of one suit, or a trump
    against anything, meet in a trick; across plain suits the number says only
    how high each stands in its own suit."""
    return TABLES[SUIT_INDEX[trump]].power[key(card)]


def is_matador(card: Card, trump: Suit) -> bool:
    """Spadille, manille and basto: the three matadores proper, which alone
    enjoy the privilege of law 17."""
    return key(card) in MATADORES[SUIT_INDEX[trump]]


def beats(card: Card, best: Card, trump: Suit) -> bool:
    """Whether ``card`` beats ``best``, the card winning the trick so far."""
    t = TABLES[SUIT_INDEX[trump]]
    return beats_key(key(card), key(best), t.follows, t.power)


def lawful_plays(hand: Sequence[Card], lead: Card, trump: Suit) -> list[Card]:
    """The cards of ``hand`` that may follow ``lead`` when ``trump`` is trumps.

    Follow suit if able (a renounce otherwise, law 14).  The matadores'
    privilege (law 17): when a trump is led and a player's only trumps are
    matadores, he need not play one; but a matador led forces a lower matador
    (Hoyle p. 265: "if spadille be led, and you hold manille or basto unguarded,
    you must play it; also, if manille be led, and you have basto unguarded,
    that must be played"; the *Académie*: the higher matador always forces the
    lower).  What counts is the card led, not a higher matador played on it.
    """
    t = SUIT_INDEX[trump]
    return [CARDS[k] for k in lawful_keys([key(c) for c in hand], key(lead), TABLES[t],
                                          MATADORES[t])]


#: Each card as a trick of one card led (made once: the lawful cards are asked
#: for at every card of the play).
_LED: Final = tuple((k,) for k in range(len(CARDS)))


def lawful_keys(hand: list[int], lead: int, tables: Tables, matadores: frozenset[int]) -> list[int]:
    """:func:`lawful_plays` on keys: :data:`FOLLOW` (:attr:`Follow.SUIT`), then law 17."""
    follows = tables.follows
    cards = lawful(hand, _LED[lead], FOLLOW, follows, tables.power)
    if follows[lead] != TRUMPS or follows[cards[0]] != TRUMPS:
        return cards  # a plain suit led, or no trump to follow a trump with
    for k in cards:
        if k not in matadores:
            return cards  # a trump other than a matador: it must follow
    if lead in matadores:
        floor = tables.power[lead]
        for k in cards:
            if tables.power[k] < floor:
                return cards  # a matador led forces a lower matador
    return list(hand)


def card_title(card: Card, trump: Suit) -> str:
    """A trump's period name, if it has one: Spadille, Manille, Basto, Punto."""
    if card == SPADILLE:
        return "Spadille"
    if card == BASTO:
        return "Basto"
    if card == manille(trump):
        return "Manille"
    if trump.is_red and card == Card(Rank.ACE, trump):
        return "Punto"
    return ""


def order_table(trump: Suit | None = None) -> dict[str, list[Card]]:
    """The order of the cards, highest first, as the engine plays them: for each
    trump suit, its trumps; and a plain black and a plain red suit."""
    suits = [trump] if trump else [Suit.SPADES, Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS]
    table = {f"{s.noun.capitalize()} trumps": trump_order(s) for s in suits}
    if trump is None:
        table["Spades or clubs, not trumps"] = plain_order(Suit.SPADES)
        table["Hearts or diamonds, not trumps"] = plain_order(Suit.HEARTS)
    return table


def order_table_markdown() -> str:
    """The order of the cards as a Markdown table, one column for each trump suit
    and one for each colour of plain suit, generated from the engine's tables."""
    columns = order_table()
    heads = list(columns)
    trumps_of = {f"{s.noun.capitalize()} trumps": s for s in Suit}
    depth = max(len(c) for c in columns.values())
    lines = ["| Place | " + " | ".join(heads) + " |", "|---|" + "---|" * len(heads)]
    for i in range(depth):
        cells = []
        for head in heads:
            cards_ = columns[head]
            if i >= len(cards_):
                cells.append("")
                continue
            name = card_title(cards_[i], trumps_of[head]) if head in trumps_of else ""
            cells.append(f"{cards_[i]} {name}".strip())
        lines.append(f"| {i + 1} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def card_sort_key(card: Card) -> tuple[int, int]:
    """Cards before a trump is named: by suit, each from its highest rank."""
    return (SUIT_INDEX[card.suit], -card.rank.value)
