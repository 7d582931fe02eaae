"""Bezique's cards: their order in play (as data), the pack, the options, the acts.

This module holds what a deal of Bezique is made of, before any card is dealt:

* :data:`CARD_ORDER` — the period order of the cards (124: ace, ten, king,
  queen, knave, nine, eight, seven) as a :class:`playable.tricks.CardOrder`.
  It is the game's one card encoding: a card's *key* is its place in
  :attr:`CardOrder.cards`, laid out suit by suit, each suit from the seven up,
  so that ``key >> 3`` is the suit (its index in :data:`SUITS`) and
  ``key & 7`` the strength, 0 (seven) to 7 (ace).  :data:`KEY`, :data:`CARD`,
  :data:`ORDER` and :func:`key_of` read that order.  The winner of a trick and
  the rule of following in the last eight tricks (``Follow.SUIT_AND_WIN``)
  come from its tables in :mod:`playable.tricks`;
* :class:`Options` (the game of 1,000, 2,000 or 4,000, the last trick, two or
  three players, ``strict``) and :func:`expected_pack` (two or three piquet
  packs, less one eight in the three-handed two-pack game);
* the acts a deal accepts, built once (:data:`PLAYS`, :data:`DRAWS`,
  :func:`cached_action`, :func:`declare_action`): actions are immutable, and a
  playout that re-uses them finds the card of a play by the act's identity.

The rest of the game: the position and the course of play in
:mod:`playable.bezique_play`, declarations in
:mod:`playable.bezique_declarations`, forfeits in
:mod:`playable.bezique_forfeits`, the ``Deal`` that joins them in
:mod:`playable.bezique`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from playable.cards import Card, Rank, Suit, bezique_pack
from playable.checks import options_from_json
from playable.core import Action
from playable.errors import IllegalPlay
from playable.law_ids import BeziqueLaws as L
from playable.tricks import SUITS, TRUMPS, CardOrder
from playable.tricks import winner as trick_winner

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


# --------------------------------------------------------------------------
# Options


LAST_TRICK_CHOICES = ("last", "twenty-fourth")
GAME_CHOICES = (1000, 2000, 4000)


#: What becomes of an overdrawn card (126 iv); see :class:`Options`.
OVERDRAW_CHOICES = ("returned", "kept")
#: Which declared cards may serve again (125 ii); see :class:`Options`.
REUSE_CHOICES = ("another-class", "new-card")
#: How the seven of trumps scores (125 vii); see :class:`Options`.
SEVEN_CHOICES = ("played", "declared")
#: Whether a double bezique after a bezique needs a new card (124 ii); see :class:`Options`.
DOUBLE_CHOICES = ("on-table", "new-card")
#: Which cards make bezique (124 ii); see :class:`Options`.
BEZIQUE_CHOICES = ("spades-diamonds", "with-trumps")
#: Which card takes a trick while the stock lasts (122); see :class:`Options`.
TRICK_CHOICES = ("any-suit", "suit-led")


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


@dataclass(frozen=True)
class Options:
    """The rules agreed before play.

    * ``players`` — 2, or 3 (128).
    * ``packs`` — piquet packs shuffled together: two for two players, three
      for three (128 i), which is what ``None`` gives; ``packs=2`` with three players is the game "with two
      packs of cards, suppressing an eight" (128 ii, cut off in the
      transcription).  The engine's reading: one eight is taken out
      (``suppressed_eight`` names its suit), leaving 63 cards; eight are dealt
      to each, the twenty-fifth is turned up, and the 39 cards of the stock
      (turn-up included) go round evenly, three to a trick, for thirteen
      tricks before the last eight — which is why an eight must go.
    * ``suppressed_eight`` — the suit of the eight taken out when three play
      with two packs (128 ii): the text does not say which; the engine takes
      out the eight of clubs unless the players name another suit.
    * ``game`` — 1,000, 2,000 or 4,000 up (125 viii), for a :class:`Match`.
    * ``last_trick`` — ``"last"``: the last trick of the deal scores 10
      (125 vii); ``"twenty-fourth"``: the last trick before the stock is
      exhausted scores it instead (the twenty-fourth when two play), the
      alternative Enquire Within allows if agreed beforehand.
    * ``overdraw`` — what becomes of the card too many after an overdraw
      (126 iv): ``"returned"``, the adversary decides which of the two cards
      drawn goes back into the pack, towards the middle (Enquire Within, 122);
      ``"kept"``, the overdrawer keeps it and misses his next draw (the
      engine's reading before the witness was found; records written then
      replay with it); an overdraw by a player whose adversary holds a card
      too many already pays that adversary nothing, each playing his next
      trick without drawing ("Should both have more than their proper number
      there is no penalty, but each must play without drawing", 122).
    * ``reuse`` — which cards lying declared on the table may serve again
      (125 ii-vi): ``"another-class"``, a card on the table may serve in a
      declaration of another class without any new card from the hand
      (married kings and queens "used, while they remain on the table, to make
      up four kings, four queens", 125 ii; Foster, *Complete Hoyle*, 1897, who
      asks a new card from the hand only for a new declaration in the same
      class); ``"new-card"``, every declaration lays at least one new card
      from the hand (the engine's earlier reading; the edition has found no
      period source that holds it for Bezique).
    * ``double`` — a double bezique made after a bezique: ``"on-table"``,
      its four cards need only lie on the table together, a bezique
      declared "may be again used to form Double Bezique" (Enquire Within,
      124 ii, which asks no new card), so a second queen of spades and knave
      of diamonds laid down in fours may join the first bezique for 500;
      ``"new-card"``, at least one of its cards comes new from the hand, as
      for every new declaration in a class whose cards have served in it
      (Foster, *Complete Hoyle*: no 40 for a second bezique and then 500 for
      the two, "at least one new card must be added from the player's
      hand").  ``reuse="new-card"`` asks a new card of it in either case.
    * ``bezique`` — which cards make bezique: ``"spades-diamonds"``, the queen
      of spades and knave of diamonds whatever the trumps (Enquire Within,
      124 ii); ``"with-trumps"``, the variation the same paragraph gives: when
      spades or diamonds are trumps, the queen of clubs and knave of hearts.
    * ``seven`` — how the seven of trumps scores (125 vii): ``"played"``, 10
      when played to a trick while the stock lasts and 10 when exchanged for
      the turn-up (Enquire Within, 123 iii-iv and 125 vii); ``"declared"``,
      10 when declared by its holder after winning a trick, in place of a
      declaration (``declare`` with the value ``"seven of trumps"``), or when
      exchanged, and nothing when played (*Hoyle's Games Modernized*, ed.
      Hoffmann, 1909: "the seven of trumps ... declared by either player").
    * ``trick`` — which card takes a trick while the stock lasts:
      ``"any-suit"``, a trump takes any card of another suit, and else the
      higher card takes the trick "whether of the same suit or not", the ace
      highest, then the ten, king, queen, knave, nine, eight, seven (Enquire
      Within, 122); ``"suit-led"``, only a card of the suit led or a trump
      can take it, the reading the same paragraph gives to "some players"
      (and the engine's before this option).  In the last eight tricks the
      play is "as at Whist" (123 v) under both.
    * ``strict`` — refuse the irregular acts of 126, and a wrong declaration
      (Enquire Within, 123 ii), instead of letting the table commit them and
      paying the forfeit or bearing the penalty.
    """

    players: int = 2
    packs: int | None = None
    suppressed_eight: str = "♣"
    game: int = 1000
    last_trick: str = "last"
    overdraw: str = "returned"
    reuse: str = "another-class"
    double: str = "on-table"
    bezique: str = "spades-diamonds"
    seven: str = "played"
    trick: str = "any-suit"
    strict: bool = False

    def __post_init__(self) -> None:
        if self.players not in (2, 3):
            raise ValueError(f"players must be 2 or 3, not {self.players!r}")
        if self.packs is None:
            object.__setattr__(self, "packs", self.players)
        if self.packs not in (2, 3) or (self.players == 2 and self.packs != 2):
            raise ValueError(f"packs must be 2 for two players, 2 or 3 for three, "
                             f"not {self.packs!r}")
        try:
            suit = Suit.parse(self.suppressed_eight)
        except ValueError:
            raise ValueError(f"suppressed_eight must name a suit, not "
                             f"{self.suppressed_eight!r}") from None
        object.__setattr__(self, "suppressed_eight", suit.value)
        if self.game not in GAME_CHOICES:
            raise ValueError(f"game must be 1000, 2000 or 4000 up (125 viii), not {self.game!r}")
        if self.last_trick not in LAST_TRICK_CHOICES:
            raise ValueError(f"last_trick must be 'last' or 'twenty-fourth', "
                             f"not {self.last_trick!r}")
        if self.overdraw not in OVERDRAW_CHOICES:
            raise ValueError(f"overdraw must be 'returned' or 'kept', not {self.overdraw!r}")
        if self.reuse not in REUSE_CHOICES:
            raise ValueError(f"reuse must be 'another-class' or 'new-card', not {self.reuse!r}")
        if self.double not in DOUBLE_CHOICES:
            raise ValueError(f"double must be 'on-table' or 'new-card', not {self.double!r}")
        if self.bezique not in BEZIQUE_CHOICES:
            raise ValueError(f"bezique must be 'spades-diamonds' or 'with-trumps', "
                             f"not {self.bezique!r}")
        if self.seven not in SEVEN_CHOICES:
            raise ValueError(f"seven must be 'played' or 'declared', not {self.seven!r}")
        if self.trick not in TRICK_CHOICES:
            raise ValueError(f"trick must be 'any-suit' or 'suit-led', not {self.trick!r}")
        if not isinstance(self.strict, bool):
            raise TypeError(f"strict must be true or false, not {self.strict!r}")

    @property
    def eight_suppressed(self) -> bool:
        return self.players == 3 and self.packs == 2

    def to_json(self) -> dict[str, Any]:
        # ``packs`` as null where it is the players' own number (two for two,
        # three for three), so that what differs from the defaults is what was
        # agreed: a position of the three-handed game need not name its packs.
        return {"players": self.players,
                "packs": None if self.packs == self.players else self.packs,
                "suppressed_eight": self.suppressed_eight, "game": self.game,
                "last_trick": self.last_trick, "overdraw": self.overdraw,
                "reuse": self.reuse, "double": self.double, "bezique": self.bezique,
                "seven": self.seven, "trick": self.trick,
                "strict": self.strict}

    @classmethod
    def from_json(cls, data: Any) -> Options:
        """Read options: missing keys take their defaults; an unknown key or a
        value of the wrong type raises a ``ValueError`` naming the option
        (:func:`playable.checks.options_from_json`, the one reader)."""
        return options_from_json(cls, data)


#: The options when none are given, made once: a deal shuffled without
#: options (every deal of a random playout) need not make and check new ones.
DEFAULT_OPTIONS = Options()


def players(options: Options | None = None) -> int:
    return (options or DEFAULT_OPTIONS).players


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
