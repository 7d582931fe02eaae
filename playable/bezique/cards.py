"""Bezique's cards: their order in play (as data), the pack, the options, the acts.

This module holds what a deal of Bezique is made of, before any card is dealt:

* :data:`CARD_ORDER` — the period order of the cards (124: ace, ten, king,
  queen, knave, nine, eight, seven) as a :class:`playable.engine.tricks.CardOrder`.
  It is the game's one card encoding: a card's *key* is its place in
  :attr:`CardOrder.cards`, laid out suit by suit, each suit from the seven up,
  so that ``key >> 3`` is the suit (its index in :data:`SUITS`) and
  ``key & 7`` the strength, 0 (seven) to 7 (ace).  :data:`KEY`, :data:`CARD`,
  :data:`ORDER` and :func:`key_of` read that order.  The winner of a trick and
  the rule of following in the last eight tricks (``Follow.SUIT_AND_WIN``)
  come from its tables in :mod:`playable.engine.tricks`;
* :class:`Options` (the game of 1,000, 2,000 or 4,000, the last trick, two or
  three players, ``strict``) and :func:`expected_pack` (two or three piquet
  packs, less one eight in the three-handed two-pack game);
* the acts a deal accepts, built once (:data:`PLAYS`, :data:`DRAWS`,
  :func:`cached_action`, :func:`declare_action`): actions are immutable, and a
  playout that re-uses them finds the card of a play by the act's identity.

The rest of the game: the position and the course of play in
:mod:`playable.bezique.play`, declarations in
:mod:`playable.bezique.declarations`, forfeits in
:mod:`playable.bezique.irregular`, the ``Deal`` that joins them in
:mod:`playable.bezique`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from playable.bezique.options import DEFAULT_OPTIONS, Options
from playable.engine.cards import Card, Rank, Suit, bezique_pack
from playable.engine.core import Action
from playable.engine.errors import IllegalPlay
from playable.engine.tricks import SUITS, TRUMPS, CardOrder
from playable.engine.tricks import winner as trick_winner
from playable.engine.words import seat_name
from playable.laws.ids import BeziqueLaws as L


def name_of(seat: object, players: int) -> str:
    """A seat as the game's words name it, by the compass, play going to the
    left (:func:`playable.engine.words.compass`): South and North at two;
    South, West and East at three."""
    return seat_name(seat, players)


GAME: Final = "bezique"

_CANONICAL = {(c.rank, c.suit): c for c in bezique_pack(1)}  # the shared Card objects

#: Rank in play, highest first (Enquire Within: ace, ten, king, queen, knave,
#: nine, eight, seven), the same in every suit and in trumps.
RANK_IN_PLAY: Final = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.KNAVE, Rank.NINE,
                       Rank.EIGHT, Rank.SEVEN)

#: The order of the cards, as data: each suit from its highest card (124).
CARD_ORDER: Final = CardOrder(
    GAME,
    cards=tuple(_CANONICAL[rank, suit] for suit in SUITS for rank in reversed(RANK_IN_PLAY)),
    plain={suit: tuple(_CANONICAL[rank, suit] for rank in RANK_IN_PLAY) for suit in SUITS},
)

#: The card of each key, and the key of each card.
CARD: tuple[Card, ...] = CARD_ORDER.cards
KEY: dict[Card, int] = {card: CARD_ORDER.key(card) for card in CARD}
#: Rank in play, lowest first; a card's strength is its rank's place here.
ORDER: tuple[Rank, ...] = tuple(card.rank for card in CARD[:8])
STRENGTH: dict[Rank, int] = {rank: i for i, rank in enumerate(ORDER)}
SEVEN, EIGHT, NINE, KNAVE, QUEEN, KING, TEN, ACE = range(8)
_SPADES, _DIAMONDS = SUITS.index(Suit.SPADES), SUITS.index(Suit.DIAMONDS)
QUEEN_OF_SPADES: Final = _SPADES * 8 + QUEEN
KNAVE_OF_DIAMONDS: Final = _DIAMONDS * 8 + KNAVE
#: The bezique of Enquire Within's variation when spades or diamonds are trumps (124 ii).
QUEEN_OF_CLUBS: Final = SUITS.index(Suit.CLUBS) * 8 + QUEEN
KNAVE_OF_HEARTS: Final = SUITS.index(Suit.HEARTS) * 8 + KNAVE
#: The aces and tens, 10 each in the tricks at the end (125 vii).
BRISQUES: Final = frozenset(k for k in range(32) if k & 7 in (TEN, ACE))


def key_of(card: Card) -> int:
    """The key of a card of the Bezique pack; ``IllegalPlay`` for any other."""
    try:
        return CARD_ORDER.key(card)
    except KeyError:
        raise IllegalPlay(L.S124, f"{card} is not in the Bezique pack (seven to ace)") from None


def stock_winner(trick: Sequence[int], follows: Sequence[int], power: Sequence[int],
                 rule: str) -> int:
    """The place in ``trick`` (keys, in the order played) of the card that
    takes it while the stock lasts, under ``Options.trick``: ``"any-suit"``,
    a trump takes any card of another suit, and else the higher card takes
    it "whether of the same suit or not" (Enquire Within, 122); ``"suit-led"``,
    the highest trump, else the highest card of the suit led.  Of equal cards
    the first played wins under both."""
    if rule != "any-suit":
        return trick_winner(trick, follows, power)
    best = 0
    for i in range(1, len(trick)):
        trump, best_trump = follows[trick[i]] == TRUMPS, follows[trick[best]] == TRUMPS
        if (trump and not best_trump) or (
                trump == best_trump and power[trick[i]] > power[trick[best]]):
            best = i
    return best


_PACKS: dict[Options, tuple[Card, ...]] = {}


def expected_pack(options: Options | None = None) -> list[Card]:
    """Two or three piquet packs together (124, 128 i), less one eight in the
    three-handed two-pack game (128 ii).  A new list each call (made once per
    options: every shuffled deal asks for it)."""
    options = options or DEFAULT_OPTIONS
    pack = _PACKS.get(options)
    if pack is None:
        cards = bezique_pack(options.packs or options.players)
        if options.eight_suppressed:
            cards.remove(Card(Rank.EIGHT, Suit.parse(options.suppressed_eight)))
        pack = _PACKS[options] = tuple(cards)
    return list(pack)


_PACK_KEYS: dict[Options, list[int]] = {}
_PACK_IN_ORDER: dict[Options, tuple[tuple[Card, ...], tuple[int, ...]]] = {}


def pack_in_order(options: Options) -> tuple[tuple[Card, ...], tuple[int, ...]]:
    """:func:`expected_pack`'s cards and their keys, in its order (made once
    per options: every shuffled deal reads them)."""
    both = _PACK_IN_ORDER.get(options)
    if both is None:
        pack = tuple(expected_pack(options))
        both = _PACK_IN_ORDER[options] = (pack, tuple(CARD_ORDER.keys(pack)))
    return both


def pack_keys(options: Options) -> list[int]:
    """The keys of the expected pack, sorted (a deal's pack is checked against them)."""
    keys = _PACK_KEYS.get(options)
    if keys is None:
        keys = _PACK_KEYS[options] = sorted(CARD_ORDER.keys(expected_pack(options)))
    return keys


# --------------------------------------------------------------------------
# Actions are immutable: build each once.

_ACTIONS: dict[tuple[str, int, int, str | None], Action] = {}


def cached_action(kind: str, player: int, key: int = -1, value: str | None = None) -> Action:
    """The act ``kind`` of ``player`` with the card keyed ``key`` (if any)."""
    k = (kind, player, key, value)
    action = _ACTIONS.get(k)
    if action is None:
        action = Action(kind, player, (CARD[key],) if key >= 0 else (), value)
        _ACTIONS[k] = action
    return action


#: The plays from the hand and the draws, built once: PLAYS[player][key], DRAWS[player].
PLAYS: tuple[tuple[Action, ...], ...] = tuple(
    tuple(cached_action("play", p, k) for k in range(32)) for p in range(3))
#: The plays of a card declared on the table, named ``"table"``: TABLE_PLAYS[player][key].
TABLE_PLAYS: tuple[tuple[Action, ...], ...] = tuple(
    tuple(cached_action("play", p, k, "table") for k in range(32)) for p in range(3))
#: The key of the card of each act of :data:`PLAYS`, by the act's identity.
HAND_PLAY_KEY: dict[int, int] = {id(a): k for row in PLAYS for k, a in enumerate(row)}
DRAWS: tuple[Action, ...] = tuple(cached_action("draw", p) for p in range(3))

_DECLARE_ACTIONS: dict[tuple[int, str, tuple[int, ...]], Action] = {}
#: The keys of the cards of each act of :func:`declare_action` and
#: :func:`announce_action`, by the act's identity (as :data:`HAND_PLAY_KEY`).
COMBINATION_KEYS: dict[int, tuple[int, ...]] = {}


def declare_action(player: int, kind: str, keys: tuple[int, ...]) -> Action:
    """The declaration ``kind`` by ``player`` of the cards keyed ``keys``."""
    k = (player, kind, keys)
    action = _DECLARE_ACTIONS.get(k)
    if action is None:
        action = Action("declare", player, tuple(CARD[x] for x in keys), kind)
        _DECLARE_ACTIONS[k] = action
        COMBINATION_KEYS[id(action)] = keys
    return action


_ANNOUNCE_ACTIONS: dict[tuple[int, str, tuple[int, ...]], Action] = {}


def announce_action(player: int, kind: str, keys: tuple[int, ...]) -> Action:
    """The announcement ``kind`` by ``player`` of the cards keyed ``keys``, to
    score after a later trick (Foster's double declarations)."""
    k = (player, kind, keys)
    action = _ANNOUNCE_ACTIONS.get(k)
    if action is None:
        action = Action("announce", player, tuple(CARD[x] for x in keys), kind)
        _ANNOUNCE_ACTIONS[k] = action
        COMBINATION_KEYS[id(action)] = keys
    return action
