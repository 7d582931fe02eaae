"""Bezique, two- and three-handed, as *Enquire Within Upon Everything* gives it.

The period text (``docs/sources/bezique.txt``) opens with the last words of
paragraph 124 and goes on with 125 (declarations and their re-use), 126
(forfeits), 127 (cautions) and 128 (three players).  The rules of play that
paragraph 124 held are lost from the transcription; the engine takes them
from the "Mode of Playing" paragraph of other editions of the same book
(numbered 123 there) and cites them as ``bezique:s124``:

* the pack: two piquet packs (seven to ace) shuffled together, 64 cards; each
  player gets eight, dealt by three, two and three, beginning on the dealer's
  left; the next card is turned up for trumps and lies at the bottom of the
  stock, to be drawn last; a seven turned up scores the dealer 10;
* rank in play: ace, ten, king, queen, knave, nine, eight, seven; of two equal
  cards the first played wins;
* while the stock lasts no one need follow suit; the winner of a trick may
  make one declaration (and exchange the seven of trumps for the turn-up)
  before drawing, then each player draws one card, the winner first (in the
  engine the winner's ``draw`` act makes the whole round of draws, the
  others' following his as a matter of course);
* when the stock is exhausted the declared cards are taken back into the hand
  and the last eight tricks are played: follow suit and win the trick if
  able, trump if void (a failure is a revoke, 126 v).

Declarations and scores (Enquire Within; *Cassell's Book of In-door
Amusements*; Foster's *Complete Hoyle*, which agree): bezique (queen of
spades and knave of diamonds) 40, double bezique 500, treble bezique 1,500
(three packs, 128 i), royal marriage (king and queen of trumps) 40, common
marriage 20, sequence (ace, ten, king, queen, knave of trumps) 250, four aces
100, four kings 80, four queens 60, four knaves 40.  Re-use of declared cards
(125 ii-vi) follows three rules, in Foster's words of the period practice:
every declaration lays at least one new card from the hand; a card never
serves twice in the same kind of declaration; and a card that has served in a
higher declaration of a class (sequence; double or treble bezique) cannot
serve in a lower one of the same class (royal marriage; bezique).  The three
classes are marriages and sequences, beziques, and fours; between classes a
card on the table serves freely, which is what 125 ii, iv, v and vi say case
by case.

Options (agreed before play, ``Options``): the game of 1,000, 2,000 or 4,000
(125 viii); the last trick scored at the end, or at the twenty-fourth trick,
the last before the stock is exhausted (Enquire Within's alternative); two or
three players, and for three the two-pack game with an eight suppressed
(128 ii, see :class:`Options`); ``strict``.

Irregularities (126): drawing out of turn, playing out of turn, playing
without drawing, overdrawing and a revoke in the last eight tricks are acts
the table can commit; :meth:`Deal.apply` records them and the forfeit is paid
(see the ``_forfeit`` docstrings), or, with ``Options(strict=True)``, refuses
them citing the paragraph.

Each physical card is one position of the pack, so the two (or three) equal
cards of the Bezique pack are never confused: a declared queen of spades and
the one still in the hand are different cards to the rules.

Sources checked: *Enquire Within Upon Everything* (the Project Gutenberg
edition, whose paragraphs 122-123 hold the pack, the deal, the mode of
playing and the forfeits in prose); R. F. Foster, *Foster's Complete Hoyle*
(1897; the classes of declarations and the re-use rules); *Cassell's Book of
In-door Amusements, Card Games and Fireside Fun* (1881; the scores); *Hoyle's
Games Modernized*, ed. "Professor Hoffmann" (1909; a card led out of turn is
taken back); the *Encyclopaedia Britannica*, 9th edition, article "Bézique"
(three-handed play).  The engine's own readings where the sources are silent
are marked as such in the docstrings.
"""

from __future__ import annotations

import functools
import os
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TextIO

from playable.cards import Card, Rank, Suit, bezique_pack, shuffled
from playable.cards import cards as parse_cards
from playable.core import Account, Action, Irregularity, Phase, ScoreLine
from playable.core import why_not as core_why_not
from playable.errors import IllegalDeclaration, IllegalPlay, Misdeal, OutOfTurn, RuleError

GAME = "bezique"

# Law identifiers (every one is in playable.laws).
S124 = "bezique:s124"
S125_I, S125_II, S125_III = "bezique:s125-i", "bezique:s125-ii", "bezique:s125-iii"
S125_IV, S125_V, S125_VI = "bezique:s125-iv", "bezique:s125-v", "bezique:s125-vi"
S125_VII, S125_VIII = "bezique:s125-vii", "bezique:s125-viii"
S126_I, S126_II, S126_III = "bezique:s126-i", "bezique:s126-ii", "bezique:s126-iii"
S126_IV, S126_V = "bezique:s126-iv", "bezique:s126-v"
S127, S128_I, S128_II = "bezique:s127", "bezique:s128-i", "bezique:s128-ii"

# --------------------------------------------------------------------------
# Cards as small integers.  A card's *key* is suit * 8 + strength, strength
# 0 (seven) to 7 (ace) in the Bezique order; a card's *id* is its position in
# the pack as dealt, so equal cards have equal keys and different ids.

SUITS: tuple[Suit, ...] = tuple(Suit)
#: Rank in play, lowest first (Enquire Within: ace, ten, king, queen, knave, nine, eight, seven).
ORDER: tuple[Rank, ...] = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.KNAVE, Rank.QUEEN,
                           Rank.KING, Rank.TEN, Rank.ACE)
STRENGTH: dict[Rank, int] = {rank: i for i, rank in enumerate(ORDER)}
KEY: dict[Card, int] = {Card(rank, suit): s * 8 + STRENGTH[rank]
                        for s, suit in enumerate(SUITS) for rank in ORDER}
CARD: tuple[Card, ...] = tuple(sorted(KEY, key=KEY.__getitem__))
SEVEN, EIGHT, NINE, KNAVE, QUEEN, KING, TEN, ACE = range(8)
_SPADES, _DIAMONDS = SUITS.index(Suit.SPADES), SUITS.index(Suit.DIAMONDS)
QUEEN_OF_SPADES = _SPADES * 8 + QUEEN
KNAVE_OF_DIAMONDS = _DIAMONDS * 8 + KNAVE
BRISQUES = frozenset(k for k in range(32) if k & 7 in (TEN, ACE))


#: The pack's cards are shared objects (``Card.parse`` and the packs return
#: them), so the key of one is found by identity, without hashing a dataclass.
_KEY_BY_ID: dict[int, int] = {id(c): KEY[c] for c in bezique_pack(1)}


def key_of(card: Card) -> int:
    """The key of a card of the Bezique pack; ``IllegalPlay`` for any other."""
    k = _KEY_BY_ID.get(id(card))
    if k is not None:
        return k
    try:
        return KEY[card]
    except KeyError:
        raise IllegalPlay(S124, f"{card} is not in the Bezique pack (seven to ace)") from None


# --------------------------------------------------------------------------
# Declarations


@dataclass(frozen=True)
class Kind:
    """A kind of declaration: its name, points, class, and the marks on a card
    that forbid it to serve again in this kind (125 ii, iii)."""

    name: str
    points: int
    klass: str
    bit: int
    blocked_by: int
    lower: str = ""  # the lower declaration of the class that a card of this one may not make


_MARRIAGE, _SEQUENCE, _BEZIQUE, _DOUBLE, _TREBLE = 1, 2, 4, 8, 16
_ACES, _KINGS, _QUEENS, _KNAVES = 32, 64, 128, 256
_MARKS = ((_MARRIAGE, "marriage"), (_SEQUENCE, "sequence"), (_BEZIQUE, "bezique"),
          (_DOUBLE, "double bezique"), (_TREBLE, "treble bezique"), (_ACES, "four aces"),
          (_KINGS, "four kings"), (_QUEENS, "four queens"), (_KNAVES, "four knaves"))

KINDS: dict[str, Kind] = {k.name: k for k in (
    Kind("bezique", 40, "beziques", _BEZIQUE, _BEZIQUE | _DOUBLE | _TREBLE),
    Kind("double bezique", 500, "beziques", _DOUBLE, _DOUBLE | _TREBLE),
    Kind("treble bezique", 1500, "beziques", _TREBLE, _TREBLE),
    Kind("royal marriage", 40, "marriages and sequences", _MARRIAGE, _MARRIAGE | _SEQUENCE),
    Kind("common marriage", 20, "marriages and sequences", _MARRIAGE, _MARRIAGE),
    Kind("sequence", 250, "marriages and sequences", _SEQUENCE, _SEQUENCE),
    Kind("four aces", 100, "fours", _ACES, _ACES),
    Kind("four kings", 80, "fours", _KINGS, _KINGS),
    Kind("four queens", 60, "fours", _QUEENS, _QUEENS),
    Kind("four knaves", 40, "fours", _KNAVES, _KNAVES),
)}
_FOURS = {"four aces": ACE, "four kings": KING, "four queens": QUEEN, "four knaves": KNAVE}
_FOURS_ITEMS = tuple(_FOURS.items())
_BEZIQUE_KEYS = tuple((QUEEN_OF_SPADES,) * n + (KNAVE_OF_DIAMONDS,) * n for n in (1, 2, 3))


def marks_text(mask: int) -> str:
    """The declarations a card on the table has served in: ``"bezique+four queens"``."""
    return "+".join(name for bit, name in _MARKS if mask & bit)


def kind_cards(kind: str, trump: int, suit: int | None = None) -> tuple[int, ...]:
    """The keys a declaration needs (fours excepted: any four of the rank)."""
    t8 = trump * 8
    if kind == "bezique":
        return (QUEEN_OF_SPADES, KNAVE_OF_DIAMONDS)
    if kind == "double bezique":
        return (QUEEN_OF_SPADES, QUEEN_OF_SPADES, KNAVE_OF_DIAMONDS, KNAVE_OF_DIAMONDS)
    if kind == "treble bezique":
        return (QUEEN_OF_SPADES,) * 3 + (KNAVE_OF_DIAMONDS,) * 3
    if kind == "royal marriage":
        return (t8 + KING, t8 + QUEEN)
    if kind == "common marriage":
        assert suit is not None
        return (suit * 8 + KING, suit * 8 + QUEEN)
    if kind == "sequence":
        return (t8 + ACE, t8 + TEN, t8 + KING, t8 + QUEEN, t8 + KNAVE)
    raise KeyError(kind)


# --------------------------------------------------------------------------
# Options


LAST_TRICK_CHOICES = ("last", "twenty-fourth")
GAME_CHOICES = (1000, 2000, 4000)


@dataclass(frozen=True)
class Options:
    """The rules agreed before play.

    * ``players`` — 2, or 3 (128).
    * ``packs`` — piquet packs shuffled together: two for two players, three
      for three (128 i); ``packs=2`` with three players is the game "with two
      packs of cards, suppressing an eight" (128 ii, cut off in the
      transcription).  The engine's reading: one eight is taken out
      (``suppressed_eight`` names its suit), leaving 63 cards; eight are dealt
      to each, the twenty-fifth is turned up, and the 39 cards of the stock
      (turn-up included) go round evenly, three to a trick, for thirteen
      tricks before the last eight — which is why an eight must go.
    * ``game`` — 1,000, 2,000 or 4,000 up (125 viii), for a :class:`Match`.
    * ``last_trick`` — ``"last"``: the last trick of the deal scores 10
      (125 vii); ``"twenty-fourth"``: the last trick before the stock is
      exhausted scores it instead (the twenty-fourth when two play), the
      alternative Enquire Within allows if agreed beforehand.
    * ``strict`` — refuse the irregular acts of 126 instead of letting the
      table commit them and paying the forfeit.
    """

    players: int = 2
    packs: int | None = None
    suppressed_eight: str = "♣"
    game: int = 1000
    last_trick: str = "last"
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
        if not isinstance(self.strict, bool):
            raise TypeError(f"strict must be true or false, not {self.strict!r}")

    @property
    def eight_suppressed(self) -> bool:
        return self.players == 3 and self.packs == 2

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "packs": self.packs,
                "suppressed_eight": self.suppressed_eight, "game": self.game,
                "last_trick": self.last_trick, "strict": self.strict}

    @classmethod
    def from_json(cls, data: Any) -> Options:
        if not isinstance(data, dict):
            raise TypeError("options must be an object")
        unknown = set(data) - {"players", "packs", "suppressed_eight", "game", "last_trick",
                               "strict"}
        if unknown:
            raise ValueError(f"unknown option(s) {sorted(unknown)}")
        for name in ("players", "packs", "game"):
            value = data.get(name)
            if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
                raise ValueError(f"option {name!r} must be a whole number, not {value!r}")
        return cls(**data)



_ORDERS = {n: tuple(tuple((leader + i) % n for i in range(n)) for leader in range(n))
           for n in (2, 3)}
_SORTED_KEYS: dict[Options, list[int]] = {}


def _sorted_keys(options: Options) -> list[int]:
    keys = _SORTED_KEYS.get(options)
    if keys is None:
        keys = _SORTED_KEYS[options] = sorted(KEY[c] for c in expected_pack(options))
    return keys


def players(options: Options | None = None) -> int:
    return (options or Options()).players


def expected_pack(options: Options | None = None) -> list[Card]:
    """Two or three piquet packs together (124, 128 i), less one eight in the
    three-handed two-pack game (128 ii)."""
    options = options or Options()
    pack = bezique_pack(options.packs or options.players)
    if options.eight_suppressed:
        pack.remove(Card(Rank.EIGHT, Suit.parse(options.suppressed_eight)))
    return pack


# --------------------------------------------------------------------------
# Results


@dataclass(frozen=True)
class DealResult:
    """The outcome of a deal: each player's points and every line that made them."""

    scores: tuple[int, ...]
    lines: tuple[ScoreLine, ...]
    tricks: tuple[int, ...]
    irregularities: tuple[Irregularity, ...]
    complete: bool

    def to_json(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "tricks": list(self.tricks),
                "lines": [line.to_json() for line in self.lines],
                "irregularities": [i.to_json() for i in self.irregularities]}

    def __str__(self) -> str:
        body = "\n".join(str(line) for line in self.lines)
        totals = "  ".join(f"P{p} {s}" for p, s in enumerate(self.scores))
        return f"{body}\nTotals: {totals}" if body else f"Totals: {totals}"


@dataclass(frozen=True)
class Trick:
    """A trick as played: who led, the cards in order, who won, in which stage."""

    number: int
    cards: tuple[tuple[int, Card], ...]
    winner: int
    last_eight: bool

    def __str__(self) -> str:
        played = ", ".join(f"P{p} {c}" for p, c in self.cards)
        return f"trick {self.number}: {played} — P{self.winner} wins"


@dataclass(frozen=True)
class View:
    """What one player can see: his own hand and declared cards, everyone's
    declared cards, the turn-up, the stock's size, the trick, and the cards
    played so far."""

    player: int
    players: int
    packs: int
    dealer: int
    trump: Suit
    turn_up: Card | None
    stock: int
    hand: tuple[Card, ...]
    table: tuple[tuple[Card, str], ...]
    tables: tuple[tuple[Card, ...], ...]
    hand_sizes: tuple[int, ...]
    trick: tuple[tuple[int, Card], ...]
    played: tuple[Card, ...]
    scores: tuple[int, ...]
    last_eight: bool
    to_move: int | None
    open_declarations: tuple[tuple[str, tuple[Card, ...]], ...]


# --------------------------------------------------------------------------
# Actions are immutable: build each once.

_ACTIONS: dict[tuple[str, int, int, str | None], Action] = {}


def _action(kind: str, player: int, key: int = -1, value: str | None = None) -> Action:
    k = (kind, player, key, value)
    act = _ACTIONS.get(k)
    if act is None:
        act = Action(kind, player, (CARD[key],) if key >= 0 else (), value)
        _ACTIONS[k] = act
    return act


#: The plays from the hand and the draws, built once: PLAYS[player][key], DRAWS[player].
PLAYS: tuple[tuple[Action, ...], ...] = tuple(
    tuple(_action("play", p, k) for k in range(32)) for p in range(3))
_HAND_PLAY_KEY: dict[int, int] = {id(a): k for row in PLAYS for k, a in enumerate(row)}
DRAWS: tuple[Action, ...] = tuple(_action("draw", p) for p in range(3))

_DECLARE_ACTIONS: dict[tuple[int, str, tuple[int, ...]], Action] = {}


def _declare_action(player: int, kind: str, keys: tuple[int, ...]) -> Action:
    k = (player, kind, keys)
    act = _DECLARE_ACTIONS.get(k)
    if act is None:
        act = Action("declare", player, tuple(CARD[x] for x in keys), kind)
        _DECLARE_ACTIONS[k] = act
    return act


# --------------------------------------------------------------------------
# The deal


class Deal:
    """One deal of Bezique: the position, the history, the account.

    ``Deal(pack, dealer=0, options=Options())`` deals ``pack`` (top card
    first) as the rules direct; :meth:`new` shuffles a pack with a seed;
    :meth:`from_hands` builds a deal from given hands.  ``apply`` is checked;
    ``legal_actions`` lists the regular acts open to the player to move.
    """

    GAME = GAME

    def __init__(self, pack: Sequence[Card], dealer: int = 0, options: Options | None = None,
                 seed: int | None = None) -> None:
        options = options or Options()
        n = options.players
        pack = list(pack)
        by_id = _KEY_BY_ID
        try:
            keys = [by_id[id(c)] if id(c) in by_id else KEY[c] for c in pack]
        except (KeyError, TypeError):
            keys = []
        expected = _sorted_keys(options)
        if sorted(keys) != expected:
            raise Misdeal(S128_I if n == 3 else S124,
                          f"the pack must be the {len(expected)} cards of "
                          f"{options.packs} piquet packs"
                          + (" less one eight" if options.eight_suppressed else ""))
        if not (isinstance(dealer, int) and 0 <= dealer < n):
            raise ValueError(f"dealer must be a seat 0-{n - 1}, not {dealer!r}")
        self.options = options
        self.pack: tuple[Card, ...] = tuple(pack)
        self.dealer = dealer
        self.seed = seed
        self.n = n
        self.history: list[Action] = []
        self.account = Account()
        self.irregularities: list[Irregularity] = []
        self._tricks: list[tuple[tuple[int, ...], tuple[int, ...], int, bool]] = []
        self.declarations: list[tuple[int, str, tuple[Card, ...], int]] = []
        #: Each declaration by the pack positions of its cards and which came from the hand.
        self.declared_ids: list[tuple[int, str, tuple[int, ...], tuple[int, ...]]] = []
        self._keys = keys
        self._mask = [0] * len(pack)
        self._cnt: list[list[int]] = [[0] * 32 for _ in range(n)]  # hand + table, by key
        self._hand: list[dict[int, list[int]]] = [{} for _ in range(n)]
        self._table: list[dict[int, list[int]]] = [{} for _ in range(n)]
        self._count = [0] * n
        self._owed = [0] * n
        self._played: list[int] = []
        self._deal()

    # -- construction ------------------------------------------------------

    @classmethod
    def new(cls, seed: int | None = None, options: Options | None = None,
            dealer: int = 0) -> Deal:
        """A deal from a pack shuffled with ``random.Random(seed)``."""
        options = options or Options()
        return cls(shuffled(expected_pack(options), random.Random(seed)), dealer=dealer,
                   options=options, seed=seed)

    @classmethod
    def shuffled(cls, rng: random.Random, dealer: int = 0, options: Options | None = None,
                 seed: int | None = None) -> Deal:
        """A deal from a pack shuffled with the caller's ``rng``."""
        options = options or Options()
        return cls(shuffled(expected_pack(options), rng), dealer=dealer, options=options,
                   seed=seed)

    @classmethod
    def from_hands(cls, hands: Sequence[str | Sequence[Card]], turn_up: str | Card,
                   stock: str | Sequence[Card] = (), dealer: int = 0,
                   options: Options | None = None) -> Deal:
        """A deal whose players hold ``hands`` (by seat), with ``turn_up``
        turned for trumps and ``stock`` (top card first) on top of the rest of
        the stock, which follows in the pack's fixed order."""
        options = options or Options()
        n = options.players
        held = [parse_cards(h) if isinstance(h, str) else list(h) for h in hands]
        if len(held) != n or any(len(h) != 8 for h in held):
            raise ValueError(f"give {n} hands of eight cards")
        turn = Card.parse(turn_up) if isinstance(turn_up, str) else turn_up
        top = parse_cards(stock) if isinstance(stock, str) else list(stock)
        rest = expected_pack(options)
        for c in [c for h in held for c in h] + [turn] + top:
            try:
                rest.remove(c)
            except ValueError:
                raise ValueError(f"{c} is given more often than the pack holds it") from None
        order = [(dealer + 1 + i) % n for i in range(n)]
        pack: list[Card] = []
        taken = [0] * n
        for batch in (3, 2, 3):
            for p in order:
                pack += held[p][taken[p]:taken[p] + batch]
                taken[p] += batch
        return cls(pack + [turn] + top + rest, dealer=dealer, options=options)

    def _deal(self) -> None:
        """The deal by three, two and three, beginning on the dealer's left; the
        next card turned up for trumps; a seven turned scores the dealer 10
        (124, as Enquire Within's mode of playing gives it)."""
        n = self.n
        order = [(self.dealer + 1 + i) % n for i in range(n)]
        pos = 0
        for batch in (3, 2, 3):
            for p in order:
                for i in range(pos, pos + batch):
                    self._take(p, i)
                pos += batch
        self._turn_up_id = pos
        self.trump_index = self._keys[pos] >> 3
        self.trump = SUITS[self.trump_index]
        self._seven = self.trump_index * 8 + SEVEN
        # The stock: the turn-up at the bottom (index 0), the top card last.
        self._stock = [pos] + list(range(len(self.pack) - 1, pos, -1))
        self._exchanged = False
        self._last_eight = False
        self._over = False
        self._leader = order[0]
        self._trick: list[int] = []
        self._trick_players: list[int] = []
        self._to_play = self._participants(self._leader)
        self._queue: list[int] = []
        self._window = False
        self._declared = False
        self._taken_in_exchange = -1
        self._legal_cache: list[Action] | None = None
        self._allowed: list[int] = []
        self._revoke: Irregularity | None = None
        self._trick_owner: list[int] | None = None
        if self._keys[pos] == self._seven:
            self.account.add(self.dealer, 10, S125_VII,
                             f"a seven turned up for trumps ({CARD[self._seven]}): the dealer scores")

    def _take(self, p: int, card_id: int) -> None:
        k = self._keys[card_id]
        lst = self._hand[p].get(k)
        if lst is None:
            self._hand[p][k] = [card_id]
        else:
            lst.append(card_id)
        self._count[p] += 1
        self._cnt[p][k] += 1

    def _participants(self, leader: int) -> list[int]:
        """The players who play to a trick, in order from the leader (all of
        them, unless an irregularity has left someone without a card)."""
        order = _ORDERS[self.n][leader]
        if min(self._count) > 0:
            return list(order)
        return [q for q in order if self._count[q] > 0]

    # -- the position ------------------------------------------------------

    @property
    def phase(self) -> Phase:
        return Phase.OVER if self._over else Phase.PLAY

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def to_move(self) -> int | None:
        """The player whose act is awaited: the winner of the trick (declaring,
        exchanging, drawing), the next to draw, or the next to play."""
        if self._over:
            return None
        if self._queue:
            return self._queue[0]
        return self._to_play[0]

    @property
    def last_eight(self) -> bool:
        """True once the stock is exhausted: the last eight tricks (124)."""
        return self._last_eight

    @property
    def turn_up(self) -> Card | None:
        """The card turned up for trumps (or the seven exchanged for it), while
        it lies under the stock."""
        return self.pack[self._stock[0]] if self._stock else None

    @property
    def stock_size(self) -> int:
        return len(self._stock)

    def hand(self, player: int) -> list[Card]:
        """The cards a player holds off the table."""
        return [CARD[k] for k in sorted(self._hand[player]) for _ in self._hand[player][k]]

    def table(self, player: int) -> list[Card]:
        """The cards a player has declared and not yet played (125 i)."""
        return [CARD[k] for k in sorted(self._table[player]) for _ in self._table[player][k]]

    def held(self, player: int) -> list[Card]:
        """All the cards a player holds, on the table or not."""
        return sorted(self.hand(player) + self.table(player), key=KEY.__getitem__)

    def won(self, player: int) -> list[Card]:
        """The cards in the tricks a player has won."""
        owners = self._trick_owner or [t[2] for t in self._tricks]
        return [self.pack[i] for t, o in zip(self._tricks, owners) if o == player for i in t[1]]

    @property
    def current_trick(self) -> list[tuple[int, Card]]:
        return [(p, self.pack[i]) for p, i in zip(self._trick_players, self._trick)]

    def scores(self) -> tuple[int, ...]:
        return self.account.totals(self.n)

    def card_count(self) -> dict[str, int]:
        """Where every card of the pack is: in hands, on the table, in the stock,
        in the trick on the table, in the tricks won."""
        return {
            "hands": sum(len(v) for h in self._hand for v in h.values()),
            "tables": sum(len(v) for t in self._table for v in t.values()),
            "stock": len(self._stock),
            "trick": len(self._trick),
            "tricks won": sum(len(t[1]) for t in self._tricks),
        }

    # -- legal acts --------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """The regular acts open to the player to move (irregular ones, which
        the table may commit all the same, are in :meth:`irregular_actions`).
        The list is shared until the next act: read it, do not change it."""
        if self._legal_cache is not None:
            return self._legal_cache
        if self._over:
            acts: list[Action] = []
        elif self._queue:
            p = self._queue[0]
            if self._window:
                acts = [] if self._declared else self._declaration_actions(p)
                if not self._exchanged and self._can_exchange(p):
                    acts.append(_action("exchange", p, self._seven))
            else:
                acts = []
            acts.append(DRAWS[p])
        else:
            p = self._to_play[0]
            acts = self._play_actions(p)
        self._legal_cache = acts
        return acts

    def legal_plays(self) -> list[Card]:
        """The cards the player to move may play now (none while a draw is due)."""
        seen: list[Card] = []
        for a in self.legal_actions():
            if a.kind == "play" and a.cards[0] not in seen:
                seen.append(a.cards[0])
        return seen

    def _play_actions(self, p: int) -> list[Action]:
        plays = PLAYS[p]
        if not self._last_eight:
            acts = [plays[k] for k in sorted(self._hand[p])]
            table = self._table[p]
            if table:
                for k, ids in sorted(table.items()):
                    acts += [_action("play", p, k, tag) for tag in self._table_tags(ids)]
            return acts
        allowed = self._allowed_last_eight(p)
        self._allowed = allowed
        return [plays[k] for k in allowed]

    def _table_tags(self, ids: list[int]) -> list[str]:
        """How a play from the table names its card: ``"table"``, or, when
        equal cards on the table have served in different declarations,
        ``"table:<declarations>"`` for each (the re-use rules tell them apart)."""
        if len(ids) == 1:
            return ["table"]
        masks = sorted({self._mask[i] for i in ids}, reverse=True)
        if len(masks) == 1:
            return ["table"]
        return ["table:" + marks_text(m) if m else "table:" for m in masks]

    def _allowed_last_eight(self, p: int) -> list[int]:
        """In the last eight tricks: follow suit and win the trick if able; if
        void, trump (and win if able); else any card (124; a failure is the
        revoke of 126 v).  The third hand of three who can neither follow nor
        win by trumping throws any card (Britannica, 9th ed., on three-handed
        Bezique)."""
        keys = sorted(self._hand[p])
        if not self._trick:
            return keys
        led = self._keys[self._trick[0]] >> 3
        best = self._keys[self._trick[self._best_index()]]
        follow = [k for k in keys if k >> 3 == led]
        if follow:
            if best >> 3 == led:
                higher = [k for k in follow if k > best]
                return higher or follow
            return follow
        trumps = [k for k in keys if k >> 3 == self.trump_index]
        if trumps:
            if best >> 3 == self.trump_index:
                higher = [k for k in trumps if k > best]
                return higher or keys
            return trumps
        return keys

    def _best_index(self) -> int:
        """The winning card so far: a trump beats any other suit, a higher card
        of the suit led beats a lower, and of equal cards the first played wins
        (124)."""
        keys = self._keys
        trump = self.trump_index
        best = 0
        bk = keys[self._trick[0]]
        for i in range(1, len(self._trick)):
            k = keys[self._trick[i]]
            if k >> 3 == bk >> 3:
                if k > bk:
                    best, bk = i, k
            elif k >> 3 == trump:
                best, bk = i, k
        return best

    def _can_exchange(self, p: int) -> bool:
        """The seven of trumps may be exchanged for the turn-up by the winner of
        a trick, before he draws, once in a deal (the turn-up being drawn last,
        while the stock lasts).  A turned seven is not exchanged: it has scored
        for the dealer already (125 vii)."""
        return (not self._exchanged and self._seven in self._hand[p]
                and self._keys[self._stock[0]] != self._seven)

    # -- declarations ------------------------------------------------------

    def legal_declarations(self) -> list[Action]:
        """The declarations open now to the player to move: only to the winner
        of a trick, once, before he draws, while the stock lasts (124)."""
        return [a for a in self.legal_actions() if a.kind == "declare"]

    def declarations_open_to(self, player: int) -> list[Action]:
        """The declarations ``player`` could make from the cards he holds now,
        were it his turn to declare."""
        return list(self._declaration_actions(player, check_turn=False))

    def _declaration_actions(self, p: int, check_turn: bool = True) -> list[Action]:
        """The declarations ``p`` may make from the cards he holds (see
        :meth:`_assign` for the rules of re-use)."""
        if self._last_eight:
            return []
        counts = self._cnt[p]
        taken = self._taken_in_exchange
        if taken >= 0 and taken in self._hand[p].get(self._keys[taken], ()):
            counts = list(counts)
            counts[self._keys[taken]] -= 1
        t = self.trump_index
        candidates: list[tuple[str, tuple[int, ...]]] = []
        q, j = counts[QUEEN_OF_SPADES], counts[KNAVE_OF_DIAMONDS]
        if q and j:
            candidates.append(("bezique", _BEZIQUE_KEYS[0]))
            if q > 1 and j > 1:
                candidates.append(("double bezique", _BEZIQUE_KEYS[1]))
                if q > 2 and j > 2 and self.options.packs == 3:
                    candidates.append(("treble bezique", _BEZIQUE_KEYS[2]))
        for s in range(0, 32, 8):
            if counts[s + KING] and counts[s + QUEEN]:
                if s == t * 8:
                    candidates.append(("royal marriage", (s + KING, s + QUEEN)))
                    if counts[s + ACE] and counts[s + TEN] and counts[s + KNAVE]:
                        candidates.append(("sequence", kind_cards("sequence", t)))
                else:
                    candidates.append(("common marriage", (s + KING, s + QUEEN)))
        for kind, rank in _FOURS_ITEMS:
            a, b, c, d = counts[rank], counts[8 + rank], counts[16 + rank], counts[24 + rank]
            if a + b + c + d >= 4:
                for combo in _fours_combinations((a, b, c, d)):
                    candidates.append((kind, tuple(s * 8 + rank for s in combo)))
        if not candidates:
            return []
        plain = not self._table[p] and taken < 0
        return [_declare_action(p, kind, keys) for kind, keys in candidates
                if plain or isinstance(self._assign(p, kind, keys), list)]

    def _assign(self, p: int, kind_name: str, keys: Sequence[int]) -> list[int] | RuleError:
        """Which of the player's cards a declaration uses, or why it may not be
        made.

        Declared cards lie on the table and may serve again (125 i), within
        three rules: a card never serves twice in the same kind of declaration
        (125 ii: kings and queens once married cannot be re-married); a card
        of a higher declaration of its class cannot serve in a lower one
        (125 iii: the king and queen of a sequence make no royal marriage;
        neither do the cards of a double bezique make a bezique); and at least
        one card must come new from the hand (Foster, *Complete Hoyle*).
        Between classes cards serve freely (125 ii, iv, v, vi).  The engine
        uses the table's cards where they may serve and the hand's for the
        rest, as one lays down at the table only what is needed.
        """
        kind = KINDS[kind_name]
        need: dict[int, int] = {}
        for k in keys:
            need[k] = need.get(k, 0) + 1
        mask = self._mask
        chosen: list[int] = []
        from_hand: list[tuple[int, int]] = []  # (key, id) available to swap in
        hand_used = 0
        blocked: RuleError | None = None
        for k, m in need.items():
            table_ids = self._table[p].get(k, [])
            eligible = sorted((i for i in table_ids if not mask[i] & kind.blocked_by),
                              key=lambda i: (-mask[i].bit_count(), i))
            hand_ids = [i for i in self._hand[p].get(k, []) if i != self._taken_in_exchange]
            use_table = min(m, len(eligible))
            use_hand = m - use_table
            if use_hand > len(hand_ids):
                refused = [i for i in table_ids if mask[i] & kind.blocked_by]
                if refused and len(table_ids) + len(hand_ids) >= m:
                    blocked = self._reuse_error(CARD[k], mask[refused[0]], kind)
                elif self._taken_in_exchange >= 0 and self._keys[self._taken_in_exchange] == k:
                    blocked = IllegalDeclaration(
                        S125_VII, f"{CARD[k]} was taken in exchange for the seven of trumps "
                                  "and may not serve in the declaration made with the exchange")
                else:
                    blocked = IllegalDeclaration(
                        S125_I, f"P{p} does not hold the cards of a {kind.name}: "
                                f"{CARD[k]} is missing")
                return blocked
            chosen += eligible[:use_table]
            chosen += hand_ids[:use_hand]
            hand_used += use_hand
            if use_table and hand_ids[use_hand:]:
                from_hand.append((k, hand_ids[use_hand]))
        if hand_used == 0:
            if not from_hand:
                return IllegalDeclaration(
                    S125_I, f"a {kind.name} must lay at least one new card from the hand: "
                            "these cards are all on the table already")
            k, new_id = from_hand[0]
            for idx in range(len(chosen) - 1, -1, -1):
                if self._keys[chosen[idx]] == k:
                    chosen[idx] = new_id
                    break
        return chosen

    def _reuse_error(self, card: Card, mask: int, kind: Kind) -> IllegalDeclaration:
        used = marks_text(mask)
        if mask & kind.bit:
            if kind.bit == _MARRIAGE:
                return IllegalDeclaration(S125_II, f"{card} has been married already: kings "
                                                   "and queens once married cannot be re-married")
            return IllegalDeclaration(
                S125_II, f"{card} has served in a {used} already: a card may not serve twice "
                         f"in the same kind of declaration")
        return IllegalDeclaration(
            S125_III, f"{card} has served in a {used}: a card of a higher declaration may not "
                      f"then make a {kind.name}, the lower one of its class")

    def _reuse_law(self, ids: list[int], kind: Kind) -> str:
        """The paragraph that allows a declaration re-using declared cards: the
        case of 125 ii, iv, v or vi it is, or 125 i (declared cards may serve
        again from the table) for the others."""
        keys, mask = self._keys, self._mask
        beziques = _BEZIQUE | _DOUBLE | _TREBLE
        for i in ids:
            m, k = mask[i], keys[i]
            if not m:
                continue
            if k == QUEEN_OF_SPADES and (
                    (m & _MARRIAGE and kind.bit & (beziques | _QUEENS))
                    or (m & beziques and kind.bit & (_MARRIAGE | _QUEENS))):
                return S125_VI
            if k == self.trump_index * 8 + ACE and m & _ACES and kind.bit == _SEQUENCE:
                return S125_V
            if k == KNAVE_OF_DIAMONDS and m & _KNAVES and kind.bit & (beziques | _SEQUENCE):
                return S125_IV
            if m & _MARRIAGE and kind.bit & (_KINGS | _QUEENS | _SEQUENCE):
                return S125_II
        return S125_I

    # -- acts --------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Apply one act, checked against the laws.  Irregular acts of 126 are
        recorded and punished (or refused with ``Options(strict=True)``); acts
        no table could commit are refused with the law cited."""
        if self._over:
            raise OutOfTurn(S124, "the deal is over")
        queue = self._queue
        if not queue:
            key = _HAND_PLAY_KEY.get(id(action), -1)
            if key >= 0 and action.player == self._to_play[0]:
                self._play_in_turn(action, key)
                return
        elif action is DRAWS[queue[0]] and self._stock:
            self.history.append(action)  # the regular draw of the round (124)
            self._legal_cache = None
            self._draw_round()
            return
        kind = action.kind
        if not 0 <= action.player < self.n:
            raise OutOfTurn(S124, f"there is no player {action.player} at a table of {self.n}")
        if kind == "play":
            self._apply_play(action)
        elif kind == "draw":
            self._apply_draw(action)
        elif kind == "declare":
            self._apply_declare(action)
        elif kind == "exchange":
            self._apply_exchange(action)
        else:
            raise RuleError(S124, f"{kind!r} is not an act of Bezique "
                                  "(play, draw, declare, exchange)")

    def _seat(self, player: int | None) -> int:
        seat = self.to_move if player is None else player
        if seat is None:
            raise OutOfTurn(S124, "the deal is over")
        return seat

    def play(self, card: Card | str, player: int | None = None,
             from_table: bool = False) -> None:
        """Play ``card`` for the player to move (or ``player``), from the hand,
        or from the declared cards on the table if ``from_table`` (125 i)."""
        c = Card.parse(card) if isinstance(card, str) else card
        self.apply(_action("play", self._seat(player), key_of(c),
                           "table" if from_table else None))

    def draw(self, player: int | None = None) -> None:
        """Draw the top card of the stock, for the player to move (or ``player``)."""
        self.apply(_action("draw", self._seat(player)))

    def declare(self, kind: str, cards_: str | Sequence[Card],
                player: int | None = None) -> None:
        """Declare ``kind`` with ``cards_`` (all its cards, those on the table
        included), for the player to move (or ``player``)."""
        cs = parse_cards(cards_) if isinstance(cards_, str) else list(cards_)
        self.apply(Action("declare", self._seat(player), tuple(cs), kind))

    def exchange(self, player: int | None = None) -> None:
        """Exchange the seven of trumps for the turn-up (125 vii)."""
        self.apply(_action("exchange", self._seat(player), self._seven))

    why_not = core_why_not  # the law strict play would cite, or None (playable.core)

    def _record(self, action: Action) -> int:
        self.history.append(action)
        self._legal_cache = None
        return len(self.history) - 1

    def _play_in_turn(self, action: Action, k: int) -> None:
        """A play from the hand by the player whose turn it is (the common
        case of :meth:`_apply_play`, without the search for the card)."""
        p = action.player
        ids = self._hand[p].get(k)
        if not ids:
            self._apply_play(action)
            return
        if self._last_eight:
            allowed = self._allowed if self._legal_cache is not None else None
            if k not in (allowed or self._allowed_last_eight(p)):
                self._revoke_in_last_eight(action, p, k)
        self.history.append(action)
        self._legal_cache = None
        card_id = ids.pop()
        if not ids:
            del self._hand[p][k]
        self._count[p] -= 1
        self._cnt[p][k] -= 1
        self._trick.append(card_id)
        self._trick_players.append(p)
        self._played.append(card_id)
        if k == self._seven and not self._last_eight:
            self.account.add(p, 10, S125_VII, f"the seven of trumps played ({CARD[k]})")
        to_play = self._to_play
        del to_play[0]
        if not to_play:
            self._settle_trick()

    def _apply_play(self, action: Action) -> None:
        p = action.player
        if len(action.cards) != 1:
            raise IllegalPlay(S124, "a play names one card")
        k = key_of(action.cards[0])
        card_id = self._locate(p, k, action.value)
        if self._queue:
            if p in self._queue and not self._trick and p == self._leader:
                self._forfeit_play_without_drawing(action, p, card_id)
            else:
                self._forfeit_out_of_turn_play(action, p)
            return
        if p != self._to_play[0]:
            self._forfeit_out_of_turn_play(action, p)
            return
        if self._last_eight:
            allowed = self._allowed if self._legal_cache is not None else None
            if k not in (allowed or self._allowed_last_eight(p)):
                self._revoke_in_last_eight(action, p, k)
        self._record(action)
        self._put(p, card_id)

    def _locate(self, p: int, k: int, value: str | None) -> int:
        """The card a play names: from the hand (``value`` None), or from the
        table (``"table"``, or ``"table:<declarations>"`` to choose among equal
        declared cards, 125 i).  Not removed yet."""
        if value is None:
            ids = self._hand[p].get(k)
            if ids:
                return ids[-1]
            ids = self._table[p].get(k)
            if ids:
                return max(ids, key=lambda i: (self._mask[i].bit_count(), i))
            raise IllegalPlay(S125_I, f"P{p} does not hold {CARD[k]}")
        if not value.startswith("table"):
            raise IllegalPlay(S125_I, f"a card is played from the hand or from the table, "
                                      f"not {value!r}")
        ids = self._table[p].get(k)
        if not ids:
            raise IllegalPlay(S125_I, f"P{p} has no {CARD[k]} declared on the table")
        if value == "table":
            return max(ids, key=lambda i: (self._mask[i].bit_count(), i))
        wanted = value[len("table:"):]
        for i in ids:
            if marks_text(self._mask[i]) == wanted:
                return i
        raise IllegalPlay(S125_I, f"P{p} has no {CARD[k]} on the table that served in {wanted!r}")

    def _remove(self, p: int, card_id: int) -> None:
        k = self._keys[card_id]
        for src in (self._hand[p], self._table[p]):
            ids = src.get(k)
            if ids and card_id in ids:
                ids.remove(card_id)
                if not ids:
                    del src[k]
                self._count[p] -= 1
                self._cnt[p][k] -= 1
                return
        raise AssertionError("card not held")  # pragma: no cover

    def _put(self, p: int, card_id: int) -> None:
        self._remove(p, card_id)
        self._to_trick(p, card_id)

    def _to_trick(self, p: int, card_id: int) -> None:
        """A card goes to the trick; the seven of trumps played while the stock
        lasts scores 10 (125 vii); the trick is settled when complete."""
        self._mask[card_id] = 0
        self._trick.append(card_id)
        self._trick_players.append(p)
        self._played.append(card_id)
        if not self._last_eight and self._keys[card_id] == self._seven:
            self.account.add(p, 10, S125_VII, f"the seven of trumps played ({CARD[self._seven]})")
        self._to_play.pop(0)
        if not self._to_play:
            self._settle_trick()

    @property
    def tricks(self) -> list[Trick]:
        """The tricks played, in order."""
        pack = self.pack
        return [Trick(i, tuple((p, pack[c]) for p, c in zip(players_, ids)), winner, last)
                for i, (players_, ids, winner, last) in enumerate(self._tricks, 1)]

    def _settle_trick(self) -> None:
        """The best card takes the trick (124).  While the stock lasts the
        winner may declare, then each draws, the winner first; in the last
        eight the winner leads again, and the last trick ends the deal."""
        trick, players_ = self._trick, self._trick_players
        if len(trick) == 2:  # two cards: the second wins only by beating the first
            a, b = self._keys[trick[0]], self._keys[trick[1]]
            if (a >> 3 == b >> 3 and b > a) or (b >> 3 == self.trump_index != a >> 3):
                winner = players_[1]
            else:
                winner = players_[0]
        else:
            winner = players_[self._best_index()]
        self._tricks.append((tuple(players_), tuple(trick), winner, self._last_eight))
        self._trick = []
        self._trick_players = []
        self._leader = winner
        if not self._last_eight:
            self._queue = list(_ORDERS[self.n][winner])
            self._window = True
            self._declared = False
            self._taken_in_exchange = -1
            return
        self._to_play = self._participants(winner)
        if not self._to_play:
            self._finish()

    def _apply_draw(self, action: Action) -> None:
        p = action.player
        if action.cards:
            raise RuleError(S124, "a draw names no card: the top card of the stock is taken")
        if not self._stock:
            raise OutOfTurn(S124, "the stock is exhausted: there is nothing to draw")
        queue = self._queue
        if queue and queue[0] == p:
            self.history.append(action)
            self._legal_cache = None
            self._draw_round()
        elif p in self._queue:
            self._forfeit_draw_out_of_turn(action, p)
        else:
            self._forfeit_overdraw(action, p)

    def _draw_round(self) -> None:
        """The draws after a trick: the winner first, then each player in turn
        from his left (124); the others' draws follow the winner's of course."""
        stock, owed = self._stock, self._owed
        for q in self._queue:
            if not stock:
                break
            if owed[q] == 0:
                self._take(q, stock.pop())
            else:
                self._draw_due(q)
        self._queue = []
        self._window = False
        self._after_draw()

    def _draw_due(self, p: int) -> None:
        """A player's draw: one card, two if he played without drawing last
        time, none if he holds a card too many (Enquire Within on 126 iii, iv)."""
        wanted = 1 + self._owed[p]
        if wanted <= 0:
            self._owed[p] += 1
            return
        self._owed[p] = 0
        for _ in range(min(wanted, len(self._stock))):
            self._take(p, self._stock.pop())

    def _after_draw(self) -> None:
        if not self._stock and not self._last_eight:
            self._queue = []
            self._window = False
            if self.options.last_trick == "twenty-fourth":
                self.account.add(self._leader, 10, S125_VII,
                                 "the last trick before the stock is exhausted "
                                 "(the twenty-fourth, as agreed)")
            self._begin_last_eight()
        if not self._queue and not self._over:
            self._window = False
            played = self._trick_players
            self._to_play = [q for q in self._participants(self._leader) if q not in played]
            if not self._to_play:
                if self._trick:
                    self._settle_trick()
                else:
                    self._finish()

    def _begin_last_eight(self) -> None:
        """The stock exhausted, the players take up their declared cards and
        play the last eight tricks (124)."""
        self._last_eight = True
        for p in range(self.n):
            for k, ids in self._table[p].items():
                self._hand[p].setdefault(k, []).extend(ids)
                for i in ids:
                    self._mask[i] = 0
            self._table[p] = {}

    def _apply_declare(self, action: Action) -> None:
        p = action.player
        kind_name = action.value or ""
        if kind_name not in KINDS:
            raise IllegalDeclaration(S125_I, f"{kind_name!r} is not a declaration "
                                             f"(the declarations: {', '.join(KINDS)})")
        kind = KINDS[kind_name]
        self._check_declaration_turn(p)
        keys = tuple(key_of(c) for c in action.cards)
        self._check_combination(kind, keys)
        result = self._assign(p, kind_name, keys)
        if isinstance(result, RuleError):
            raise result
        law = S128_I if kind_name == "treble bezique" else self._reuse_law(result, kind)
        self._record(action)
        self.declared_ids.append((p, kind_name, tuple(result),
                                  tuple(i for i in result if self._mask[i] == 0)))
        for i in result:
            if self._mask[i] == 0:  # from the hand to the table (125 i)
                k = self._keys[i]
                ids = self._hand[p][k]
                ids.remove(i)
                if not ids:
                    del self._hand[p][k]
                self._table[p].setdefault(k, []).append(i)
            self._mask[i] |= kind.bit
        self._declared = True
        shown = tuple(CARD[k] for k in keys)
        self.declarations.append((p, kind_name, shown, kind.points))
        self.account.add(p, kind.points, law,
                         f"{kind_name} declared ({' '.join(str(c) for c in shown)})")

    def _check_declaration_turn(self, p: int) -> None:
        """Immediately after taking a trick, and then only, before drawing; one
        declaration after each trick; none once the stock is exhausted (124)."""
        if self._last_eight:
            raise IllegalDeclaration(S124, "the stock is exhausted: no more declarations")
        if not (self._queue and self._queue[0] == p and self._window):
            raise IllegalDeclaration(S124, f"P{p} may not declare now: only the winner of a "
                                           "trick declares, after taking it and before drawing")
        if self._declared:
            raise IllegalDeclaration(S124, "only one declaration after each trick")

    def _check_combination(self, kind: Kind, keys: tuple[int, ...]) -> None:
        t = self.trump_index
        if kind.name in _FOURS:
            rank = _FOURS[kind.name]
            ok = len(keys) == 4 and all(k & 7 == rank for k in keys)
        elif kind.name == "treble bezique" and self.options.packs != 3:
            raise IllegalDeclaration(S128_I, "treble bezique needs three packs")
        elif kind.name == "common marriage":
            ok = (len(keys) == 2 and keys[0] >> 3 == keys[1] >> 3 != t
                  and sorted(k & 7 for k in keys) == [QUEEN, KING])
        else:
            ok = sorted(keys) == sorted(kind_cards(kind.name, t))
        if not ok:
            shown = " ".join(str(CARD[k]) for k in keys)
            raise IllegalDeclaration(S125_I, f"{shown} is not a {kind.name}"
                                             f" ({self.trump.noun} are trumps)")

    def _apply_exchange(self, action: Action) -> None:
        """Exchanging the seven of trumps for the turn-up scores 10 (125 vii);
        made by the winner of a trick before he draws (124)."""
        p = action.player
        if action.cards and action.cards != (CARD[self._seven],):
            raise IllegalDeclaration(S125_VII, f"only the seven of trumps "
                                               f"({CARD[self._seven]}) is exchanged")
        if self._last_eight or not self._stock:
            raise IllegalDeclaration(S125_VII, "the turn-up has been drawn: no exchange")
        if not (self._queue and self._queue[0] == p and self._window):
            raise IllegalDeclaration(S125_VII, f"P{p} may not exchange now: the winner of a "
                                               "trick exchanges, before drawing")
        if self._exchanged:
            raise IllegalDeclaration(S125_VII, "the seven of trumps has been exchanged already")
        if self._keys[self._stock[0]] == self._seven:
            raise IllegalDeclaration(S125_VII, "the turn-up is a seven: there is nothing to "
                                               "exchange it for")
        if self._seven not in self._hand[p]:
            raise IllegalDeclaration(S125_VII, f"P{p} does not hold the seven of trumps")
        self._record(action)
        seven_id = self._hand[p][self._seven][-1]
        self._remove(p, seven_id)
        old = self._stock[0]
        self._stock[0] = seven_id
        self._take(p, old)
        self._taken_in_exchange = old
        self._exchanged = True
        self.account.add(p, 10, S125_VII,
                         f"the seven of trumps exchanged for the turn-up ({self.pack[old]})")

    # -- forfeits (126) ----------------------------------------------------

    def _adversaries(self, p: int) -> list[int]:
        return [q for q in range(self.n) if q != p]

    def _pay(self, p: int, points: int, law: str, what: str, at: int) -> None:
        """A forfeit: the offender's adversary scores it (each adversary, when
        three play: the engine's reading of "the adversary")."""
        self.irregularities.append(Irregularity(law, p, what, at))
        for q in self._adversaries(p):
            self.account.add(q, points, law, f"forfeit: P{p} {what}")

    def _forfeit_draw_out_of_turn(self, action: Action, p: int) -> None:
        """126 i: drawing out of turn, 10.  The card drawn is kept; the player
        draws no more this round."""
        if self.options.strict:
            raise OutOfTurn(S126_I, f"P{p} may not draw now: P{self._queue[0]} draws first")
        at = self._record(action)
        self._queue.remove(p)
        self._draw_due(p)
        self._pay(p, 10, S126_I, "drew out of turn", at)
        self._after_draw()

    def _forfeit_out_of_turn_play(self, action: Action, p: int) -> None:
        """126 ii: playing out of turn, 10.  The card is taken up again (a card
        led out of turn is taken back, *Hoyle's Games Modernized*, 1909)."""
        if self.options.strict:
            who = self.to_move
            raise OutOfTurn(S126_II, f"P{p} may not play now: it is P{who}'s turn"
                            + (" to draw" if self._queue else ""))
        at = self._record(action)
        self._pay(p, 10, S126_II, "played out of turn (the card is taken up again)", at)

    def _forfeit_play_without_drawing(self, action: Action, p: int, card_id: int) -> None:
        """126 iii: playing without drawing, 10.  The card led stands; the
        player must draw two cards next time (Enquire Within)."""
        if self.options.strict:
            raise IllegalPlay(S126_III, f"P{p} must draw before playing")
        at = self._record(action)
        self._queue.remove(p)
        self._window = False
        self._owed[p] += 1
        self._pay(p, 10, S126_III, "played without drawing (he draws two next time)", at)
        self._draw_round()  # the others draw; the lead stands
        self._put(p, card_id)

    def _forfeit_overdraw(self, action: Action, p: int) -> None:
        """126 iv: overdrawing, 100: a draw by a player whose draw is not due.
        He keeps the card and misses his next draw (Enquire Within: a player
        with a card too many plays without drawing)."""
        if self.options.strict:
            raise OutOfTurn(S126_IV, f"P{p} has no draw due: that would be overdrawing")
        at = self._record(action)
        self._take(p, self._stock.pop())
        self._owed[p] -= 1
        self._pay(p, 100, S126_IV, "overdrew (a card too many)", at)
        if not self._stock:
            self._after_draw()

    def _revoke_in_last_eight(self, action: Action, p: int, k: int) -> None:
        """126 v: a revoke in the last eight tricks — not following suit, not
        winning when able, not trumping when void — costs all the eight tricks,
        settled at the end of the deal (see :meth:`_finish`)."""
        allowed = " ".join(str(CARD[x]) for x in self._allowed_last_eight(p))
        if self.options.strict:
            raise IllegalPlay(S126_V, f"{CARD[k]} is a revoke in the last eight tricks: "
                                      f"P{p} must play {'one of ' if ' ' in allowed else ''}"
                                      f"{allowed}")
        at = len(self.history)
        must = f"one of {allowed}" if " " in allowed else allowed
        irregularity = Irregularity(S126_V, p, f"revoked with {CARD[k]} (had to play {must})",
                                    at)
        self.irregularities.append(irregularity)
        if self._revoke is None:
            self._revoke = irregularity

    def irregular_actions(self) -> list[Action]:
        """Some irregular acts the table could commit now (126), for tests and
        demonstrations: a draw out of turn, an overdraw, a card played out of
        turn, a card played without drawing, a revoke."""
        if self._over:
            return []
        acts: list[Action] = []
        mover = self.to_move
        assert mover is not None
        for p in range(self.n):
            if p == mover:
                continue
            if self._stock:
                acts.append(DRAWS[p])
            held = list(self._hand[p]) or list(self._table[p])
            if held:
                acts.append(_action("play", p, held[0]))
        if self._queue and self._queue[0] == mover == self._leader:
            held = list(self._hand[mover])
            if held:
                acts.append(_action("play", mover, held[0]))
        if not self._queue and self._stock:
            acts.append(_action("draw", mover))
        if self._last_eight and not self._queue:
            allowed = set(self._allowed_last_eight(mover))
            acts += [_action("play", mover, k) for k in self._hand[mover] if k not in allowed]
        return acts

    # -- the end -----------------------------------------------------------

    def _finish(self) -> None:
        """The end of the deal: a revoke's forfeit (126 v), the last trick 10
        and each ace and ten in the tricks 10 (125 vii), counted from the
        dealer's left (the non-dealer first, Enquire Within).

        The forfeit of a revoke: the offender's tricks among the last eight
        go to his adversary (when three play, to the adversary whose card was
        best in the trick without the offender's: the engine's reading)."""
        self._over = True
        self._legal_cache = None
        n, keys = self.n, self._keys
        owner = [t[2] for t in self._tricks]
        forfeited: set[int] = set()
        offender = self._revoke.player if self._revoke else None
        if offender is not None:
            for idx, (players_, ids, winner, last_eight) in enumerate(self._tricks):
                if last_eight and winner == offender:
                    others = [(q, c) for q, c in zip(players_, ids) if q != offender]
                    if others:
                        owner[idx] = self._best_of(others)
                        forfeited.add(idx)
        won: list[list[int]] = [[] for _ in range(n)]
        won_forfeit: list[list[int]] = [[] for _ in range(n)]
        for idx, t in enumerate(self._tricks):
            target = won_forfeit if idx in forfeited else won
            target[owner[idx]].extend(k for k in t[1] if keys[k] in BRISQUES)
        self._trick_owner = owner
        if self.options.last_trick == "last" and self._tricks:
            last = len(self._tricks) - 1
            if last in forfeited:
                self.account.add(owner[last], 10, S126_V,
                                 f"the last trick, forfeited to P{owner[last]} by "
                                 f"P{offender}'s revoke")
            else:
                self.account.add(owner[last], 10, S125_VII, "the last trick")
        for i in range(n):
            p = (self.dealer + 1 + i) % n
            if won[p]:
                self.account.add(p, 10 * len(won[p]), S125_VII,
                                 f"{self._brisques_text(won[p])} in the tricks")
            if won_forfeit[p]:
                self.account.add(p, 10 * len(won_forfeit[p]), S126_V,
                                 f"{self._brisques_text(won_forfeit[p])} in the last eight "
                                 f"tricks forfeited by P{offender}'s revoke")

    def _brisques_text(self, ids: list[int]) -> str:
        aces = sum(1 for i in ids if self._keys[i] & 7 == ACE)
        tens = len(ids) - aces
        parts = []
        if aces:
            parts.append(f"{aces} ace{'s' if aces > 1 else ''}")
        if tens:
            parts.append(f"{tens} ten{'s' if tens > 1 else ''}")
        return " and ".join(parts)

    def _best_of(self, played: list[tuple[int, int]]) -> int:
        keys, trump = self._keys, self.trump_index
        best_p, best_k = played[0][0], keys[played[0][1]]
        for q, c in played[1:]:
            k = keys[c]
            if (k >> 3 == best_k >> 3 and k > best_k) or (k >> 3 == trump and best_k >> 3 != trump):
                best_p, best_k = q, k
        return best_p

    def tricks_won(self) -> tuple[int, ...]:
        """Tricks each player holds (after a revoke's forfeit, at the end)."""
        owners = self._trick_owner or [t[2] for t in self._tricks]
        return tuple(owners.count(p) for p in range(self.n))

    def result(self) -> DealResult:
        """The deal's account so far (complete once the deal is over)."""
        return DealResult(self.scores(), tuple(self.account.lines), self.tricks_won(),
                          tuple(self.irregularities), self._over)

    # -- views and copies --------------------------------------------------

    def view(self, player: int) -> View:
        """What ``player`` sees (see :class:`View`)."""
        table = tuple((CARD[k], marks_text(self._mask[i]))
                      for k in sorted(self._table[player]) for i in self._table[player][k])
        opens = tuple((a.value or "", a.cards) for a in self.declarations_open_to(player))
        return View(
            player=player, players=self.n, packs=self.options.packs or self.n,
            dealer=self.dealer, trump=self.trump,
            turn_up=self.turn_up, stock=len(self._stock), hand=tuple(self.hand(player)),
            table=table, tables=tuple(tuple(self.table(p)) for p in range(self.n)),
            hand_sizes=tuple(self._count), trick=tuple(self.current_trick),
            played=tuple(self.pack[i] for i in self._played), scores=self.scores(),
            last_eight=self._last_eight, to_move=self.to_move, open_declarations=opens)

    def clone(self) -> Deal:
        """An independent copy, for search and simulation."""
        other = object.__new__(Deal)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.account = Account(list(self.account.lines))
        other.irregularities = list(self.irregularities)
        other._tricks = list(self._tricks)
        other._cnt = [list(c) for c in self._cnt]
        other.declarations = list(self.declarations)
        other.declared_ids = list(self.declared_ids)
        other._mask = list(self._mask)
        other._hand = [{k: list(v) for k, v in h.items()} for h in self._hand]
        other._table = [{k: list(v) for k, v in t.items()} for t in self._table]
        other._count = list(self._count)
        other._owed = list(self._owed)
        other._played = list(self._played)
        other._stock = list(self._stock)
        other._trick = list(self._trick)
        other._trick_players = list(self._trick_players)
        other._to_play = list(self._to_play)
        other._queue = list(self._queue)
        other._legal_cache = None
        return other

    def __str__(self) -> str:
        lines = [f"Bezique, {self.n} players, P{self.dealer} deals; "
                 f"trumps {self.trump.noun}" + (f", turn-up {self.turn_up}" if self.turn_up
                                               else "") + f"; stock {len(self._stock)}"]
        for p in range(self.n):
            table = self.table(p)
            lines.append(f"P{p}: {' '.join(map(str, self.hand(p)))}"
                         + (f" | table {' '.join(map(str, table))}" if table else ""))
        if self._trick:
            lines.append("trick: " + ", ".join(f"P{p} {c}" for p, c in self.current_trick))
        return "\n".join(lines)


@functools.cache
def _fours_combinations(avail: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every way of choosing four cards of one rank from ``avail[s]`` copies
    in each suit ``s``: tuples of suits, lowest suit first."""
    out: list[tuple[int, ...]] = []

    def walk(s: int, left: int, acc: tuple[int, ...]) -> None:
        if left == 0:
            out.append(acc)
            return
        if s == 4:
            return
        for take in range(min(avail[s], left), -1, -1):
            walk(s + 1, left - take, acc + (s,) * take)

    walk(0, 4, ())
    return out


# --------------------------------------------------------------------------
# A match: deals until someone reaches the game (125 viii)


class Match:
    """Deals played until a player reaches the game agreed (125 viii).

    The deal passes to the left (to the other player when two play).  The
    winner is the first to reach the game, counting the points in the order
    they were scored, the aces and tens from the dealer's left (Enquire
    Within: the non-dealer scores aces and tens first).
    """

    def __init__(self, options: Options | None = None, seed: int | None = None,
                 dealer: int = 0) -> None:
        self.options = options or Options()
        self.seed = seed
        self._rng = random.Random(seed)
        self.first_dealer = dealer
        self.deals: list[Deal] = []
        self.winner: int | None = None

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def totals(self) -> tuple[int, ...]:
        n = self.options.players
        return tuple(sum(d.account.total(p) for d in self.deals) for p in range(n))

    def next_deal(self) -> Deal:
        """Deal the next hand (the previous one must be finished)."""
        if self.is_over:
            raise RuleError(S125_VIII, f"the game is won by P{self.winner}")
        if self.deals and not self.deals[-1].is_over:
            raise RuleError(S125_VIII, "the current deal is not finished")
        dealer = (self.first_dealer + len(self.deals)) % self.options.players
        deal = Deal.new(self._rng.randrange(2 ** 32), options=self.options, dealer=dealer)
        self.deals.append(deal)
        return deal

    def settle(self) -> int | None:
        """After a deal: who, if anyone, has reached the game."""
        running = [0] * self.options.players
        for d in self.deals:
            for line in d.account.lines:
                running[line.player] += line.points
                if running[line.player] >= self.options.game and self.winner is None:
                    self.winner = line.player
        return self.winner

    def play(self, strategies: Sequence[Any], rng: random.Random) -> int:
        """Play deals to the end of the game; returns the winner."""
        from playable.strategies import play_out

        while not self.is_over:
            deal = self.next_deal()
            play_out(deal, strategies, rng)
            self.settle()
        assert self.winner is not None
        return self.winner


# --------------------------------------------------------------------------
# The command line and the benchmark


def describe(deal: Deal) -> str:
    """A deal told act by act, for replay."""
    from playable.bezique_terminal import describe as _describe

    return _describe(deal)


def play_terminal(stdin: TextIO, stdout: TextIO, seed: int | None = None) -> int:
    """Two-handed Bezique in the terminal against the cautious player."""
    from playable.bezique_terminal import play_terminal as _play

    return _play(stdin, stdout, seed=seed, record_dir=os.environ.get("PLAYABLE_RECORD_DIR"))


def _random_playout(options: Options) -> Callable[[random.Random], int]:
    pack = expected_pack(options)

    def playout(rng: random.Random) -> int:
        deck = pack[:]
        rng.shuffle(deck)
        deal = Deal(deck, options=options)
        pick = rng.random
        while not deal.is_over:
            legal = deal.legal_actions()
            deal.apply(legal[int(pick() * len(legal))])
        return len(deck)

    return playout


def bench_variants() -> list[tuple[str, Callable[[random.Random], int]]]:
    """Random playouts through the checked interface, declarations included."""
    return [
        ("Bezique, two-handed", _random_playout(Options())),
        ("Bezique, three-handed (3 packs)", _random_playout(Options(players=3))),
        ("Bezique, three-handed (2 packs)", _random_playout(Options(players=3, packs=2))),
    ]
