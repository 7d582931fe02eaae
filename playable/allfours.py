"""All-Fours for two players, as *Enquire Within Upon Everything* gives it.

The edition's text is the end of the laws (92 · i–vi), the terms (93 · i–v)
and the maxims (94 · i–iv, the last cut off).  The opening of the article is
lost from the fragment; what it said is taken from fuller printings of the
same article (the deal, the turn-up, the knave turned up, ten points game):

* a full pack of 52, ranked as at whist (ace high, two low);
* six cards each, dealt by threes, eldest hand first; the thirteenth card is
  turned up for trumps, and the dealer scores one at once if it is a knave;
* the eldest hand **stands** or **begs** (93 · v); to a beg the dealer answers
  **take one** (the eldest scores one and the turn-up stands) or **runs** the
  cards: three more to each and the next card turned up, again and again while
  the suit begged against comes up (93 · v);
* the eldest leads; each player must **trump or follow suit** (law iii): the
  second player may trump though he holds the suit led, and may play a card
  of a third suit only when he holds none of the suit led;
* **High**, **Low**, **Jack** and **Game** score one each (93 · i–iv), counted
  in that order; one card may count all four (law vi); the match is ten points,
  and a player who reaches ten in the middle of the count has won.

Choices where the period sources differ are fields of :class:`Options`; the
engine's reading where they are silent is said in the docstring of the rule.

The API in brief: ``Deal.new(seed)``, ``Deal(pack, dealer=0)`` and
``Deal.from_hands(eldest=..., dealer=..., turn_up=...)`` make a deal;
``deal.phase`` (``BIDDING`` for stand/beg and the answer, ``DEAL`` while a
misdeal is put right or cards are discarded after running, ``PLAY``, ``OVER``),
``deal.to_move``, ``deal.legal_actions()``, ``deal.legal_plays()``,
``deal.apply(action)`` or ``stand()``, ``beg()``, ``take_one()``, ``run()``,
``play(card)``, ``ask(card)``; ``deal.view(seat)``, ``deal.clone()``,
``deal.result()``, ``deal.points_by_card()`` (law vi).  :class:`Match` plays to
ten with the deal alternating.  The period player is
:class:`playable.allfours_players.PeriodPlayer`; the terminal game and
:func:`describe` live in :mod:`playable.allfours_terminal` (set
``PLAYABLE_RECORD_DIR`` to keep the record of every deal played there).

Irregularities are acts, not only errors (see :mod:`playable.core`): with
``Options.strict`` false (the default) the table may commit them and the law
punishes them; with ``strict`` true the same act is refused, the law cited.
The lawful acts are :meth:`Deal.legal_actions`; the irregular ones a careless
table could commit are :meth:`Deal.irregular_actions`; questions under law v
are :meth:`Deal.questions`.

Record kinds (see :mod:`playable.record`; ``P`` is the acting seat)
-------------------------------------------------------------------
``options``: the fields of :class:`Options` by name (``strict``, ``target``,
``game_tie``, ``after_running``, ``begs``, ``wrong_score_penalty``,
``own_card_exposed``); missing keys take their defaults.

``actions`` (``kind``: what it means):

* ``stand`` / ``beg`` — the eldest hand keeps the turn-up or begs (93 · v);
* ``take-one`` / ``run`` — the dealer's answer to a beg (93 · v);
* ``discard`` ``cards:[c]`` — lay one card aside after the cards were run
  (only with ``after_running`` ``"discard"`` or ``"keep-nine"``);
* ``play`` ``cards:[c]`` — play a card to the trick (law iii);
* ``ask`` ``cards:[c]`` — ask whether the trump ``c`` just played is high or
  low (law v); the answer is recomputed on replay and kept in ``deal.answers``;
* irregular acts of the dealer, before the eldest has spoken (law i):
  ``expose`` ``cards:[c]`` (a card shown in dealing), ``deal-extra``
  ``value:"s"`` (seat ``s`` given a card too many, from the top of the stock),
  ``deal-short`` ``value:"s"`` (seat ``s`` given one too few, its last card
  left on the stock);
* remedies under law i: ``new-deal``, ``let-stand``, ``draw`` ``value:"k"``
  (draw blind the ``k``-th card of the opposing hand, the extra card),
  ``supply`` (make a short hand up from the stock);
* ``mark`` ``value:"n"`` — an irregular act: the player puts up ``n`` points
  that are not due (law iv).

``result`` (:meth:`Result.to_json`): ``points`` per seat, ``lines`` (each
point scored: ``player``, ``points``, ``law``, ``reason``, in the order they
count), ``game`` (what each seat counts for game), ``trumps`` and ``void``
(why the deal was thrown in, or null).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, fields
from typing import Any, Literal, NamedTuple, TextIO

from playable.cards import Card, Rank, Suit, full_pack
from playable.cards import cards as _parse_cards
from playable.core import Account, Action, Irregularity, Phase, ScoreLine
from playable.core import why_not as core_why_not
from playable.errors import IllegalBid, IllegalPlay, Misdeal, OutOfTurn, RuleError

GAME = "all-fours"

# Law identifiers (playable.laws) cited by the rules below.
LAW_MISDEAL = "all-fours:s92-i"
LAW_ONE_BEG = "all-fours:s92-ii"
LAW_FOLLOW = "all-fours:s92-iii"
LAW_WRONG_SCORE = "all-fours:s92-iv"
LAW_ASK = "all-fours:s92-v"
LAW_ALL_FOUR = "all-fours:s92-vi"
TERM_HIGH = "all-fours:s93-i"
TERM_LOW = "all-fours:s93-ii"
TERM_JACK = "all-fours:s93-iii"
TERM_GAME = "all-fours:s93-iv"
TERM_BEGGING = "all-fours:s93-v"

_KNAVE = Rank.KNAVE
_DEAL, _BIDDING, _PLAY, _OVER = Phase.DEAL, Phase.BIDDING, Phase.PLAY, Phase.OVER
#: What each rank counts towards Game (93 · iv); the others count nothing.
GAME_VALUES: dict[Rank, int] = {Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.KNAVE: 1,
                                Rank.TEN: 10}
_VALUE = [0] * 15
for _rank, _points in GAME_VALUES.items():
    _VALUE[_rank] = _points

_FULL = full_pack()
_IDS = frozenset(id(c) for c in _FULL)
_CANON = {(c.rank, c.suit): c for c in _FULL}


def _full_pack_of(pack: Sequence[Any]) -> list[Card]:
    """The pack as the engine's own card objects; ``ValueError`` unless it is
    the full pack of 52 different cards."""
    if len(pack) == 52 and set(map(id, pack)) == _IDS:
        return list(pack)
    deck = [_card(c) for c in pack]
    if len(deck) != 52 or len(set(map(id, deck))) != 52:
        raise ValueError("an All-Fours deal needs the full pack of 52 different cards")
    return deck


def _card(card: Any) -> Card:
    """The pack's own object for ``card`` (the engine compares cards by identity)."""
    if id(card) in _IDS:
        return card  # type: ignore[no-any-return]
    try:
        return _CANON[card.rank, card.suit]
    except (AttributeError, KeyError, TypeError):
        raise ValueError(f"{card!r} is not a card of the full pack") from None


# --------------------------------------------------------------------------
# Options


GameTie = Literal["eldest", "none"]
AfterRunning = Literal["keep", "discard", "keep-nine"]
OwnCardExposed = Literal["new-deal", "stands"]


@dataclass(frozen=True)
class Options:
    """The rules agreed before play.  Each field is a point where period
    sources differ (or a law leaves the choice to the players).

    * ``strict`` — refuse irregular acts (a renounce, a misdeal, a wrong score)
      with the law cited, instead of letting the table commit them and
      punishing them as the laws say.
    * ``target`` — points to win the match: 10 in *Enquire Within* and the
      Hoyle tradition; 7 in American "Seven-up" (Foster's *Complete Hoyle*).
    * ``game_tie`` — who scores Game when the counts are equal: ``"eldest"``,
      the non-dealer (Cassell's *Book of In-door Amusements*), or ``"none"``
      (many modern rule books).  When neither player has anything to count,
      nobody scores Game whatever this says: 93 · iv allows a deal "without
      having any to reckon for game".
    * ``after_running`` — what the hands do after the cards were run:
      ``"keep"`` (play all the cards, nine or more tricks: *Enquire Within*
      says nothing of discarding, and several Hoyle-derived accounts play "the
      respective number of tricks"), ``"discard"`` (each discards down to six:
      "the usual practice", Foster), ``"keep-nine"`` (keep nine, but discard
      to six after two or more runs: "some clubs", Foster).
    * ``begs`` — how many times the eldest may beg in one hand: law ii allows
      one "except by mutual agreement"; set 2 or more when both agree.
    * ``wrong_score_penalty`` — law iv: a wrong score is taken down and the
      adversary scores "four points or one, as may have previously been
      agreed".
    * ``own_card_exposed`` — law i allows a new deal "for an exposed card"
      (as fuller printings of the law begin); ``"new-deal"`` reads that of any
      card, ``"stands"`` follows *Facts Worth Knowing*, where the deal stands
      good if the dealer shows one of his own cards.
    """

    strict: bool = False
    target: int = 10
    game_tie: GameTie = "eldest"
    after_running: AfterRunning = "keep"
    begs: int = 1
    wrong_score_penalty: int = 4
    own_card_exposed: OwnCardExposed = "new-deal"

    def __post_init__(self) -> None:
        if not isinstance(self.strict, bool):
            raise TypeError(f"'strict' must be true or false, not {self.strict!r}")
        for name in ("target", "begs"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise ValueError(f"{name!r} must be a whole number of at least 1, not {value!r}")
        choices: dict[str, tuple[Any, ...]] = {
            "game_tie": ("eldest", "none"),
            "after_running": ("keep", "discard", "keep-nine"),
            "wrong_score_penalty": (4, 1),
            "own_card_exposed": ("new-deal", "stands"),
        }
        for name, allowed in choices.items():
            value = getattr(self, name)
            if value not in allowed or isinstance(value, bool):
                raise ValueError(f"{name!r} must be one of {', '.join(map(repr, allowed))}, "
                                 f"not {value!r}")

    def to_json(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_json(cls, data: Any) -> Options:
        """Read options; missing keys take their defaults, an unknown key or a
        wrong value raises ``ValueError`` naming it."""
        if not isinstance(data, dict):
            raise TypeError("options must be an object")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown option {unknown[0]!r} (the options are "
                             f"{', '.join(sorted(known))})")
        return cls(**data)


DEFAULT_OPTIONS = Options()


def players(options: Options | None = None) -> int:
    """All-Fours is a game for two here."""
    return 2


def expected_pack(options: Options | None = None) -> list[Card]:
    """The full pack of 52."""
    return list(_FULL)


# --------------------------------------------------------------------------
# Display


_SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


def sort_cards(hand: Iterable[Card], trump: Suit | None = None) -> list[Card]:
    """Cards grouped by suit (trumps first, then ♠ ♥ ♣ ♦), high to low."""
    order = {s: i + 1 for i, s in enumerate(_SUIT_ORDER)}
    if trump is not None:
        order[trump] = 0
    return sorted(hand, key=lambda c: (order[c.suit], -c.rank))


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


def game_value(card: Card) -> int:
    """What a card counts towards Game (93 · iv)."""
    return _VALUE[card.rank]


# --------------------------------------------------------------------------
# Records of the play


class Trick(NamedTuple):
    """One trick: who led, the two cards, who won it."""

    leader: int
    lead: Card
    reply: Card
    winner: int

    def __str__(self) -> str:
        return f"P{self.leader} {self.lead}, P{1 - self.leader} {self.reply}: P{self.winner} wins"


@dataclass(frozen=True, slots=True)
class Answer:
    """A question asked under law v and its true answer."""

    asker: int
    card: Card
    answer: str

    def __str__(self) -> str:
        return f"P{self.asker} asks whether {self.card} is high or low: {self.answer}"


@dataclass(frozen=True)
class Result:
    """What a deal scored and why.

    ``lines`` are the points in the order they count (the knave turned up and
    the gift when they happen, penalties when they are found, then High, Low,
    Jack, Game); ``points`` their totals per seat; ``game`` what each seat
    counts for Game; ``void`` says why the deal was thrown in (then nothing in
    it counts and the same dealer deals again); ``complete`` is false while the
    deal is still in progress."""

    points: tuple[int, int]
    lines: tuple[ScoreLine, ...]
    game: tuple[int, int]
    trumps: Suit
    void: str | None = None
    complete: bool = True

    def to_json(self) -> dict[str, Any]:
        return {"points": list(self.points), "lines": [line.to_json() for line in self.lines],
                "game": list(self.game), "trumps": str(self.trumps), "void": self.void}

    def __str__(self) -> str:
        if self.void:
            return f"No score: {self.void}"
        body = [str(line) for line in self.lines] or ["(no points)"]
        body.append(f"Points: P0 {self.points[0]}, P1 {self.points[1]}")
        return "\n".join(body)


@dataclass(frozen=True)
class View:
    """What one seat can see: its own hand and discards, the turned-up
    cards, the tricks, cards shown to it, the questions asked, the score."""

    seat: int
    dealer: int
    phase: Phase
    to_move: int | None
    hand: tuple[Card, ...]
    trump: Suit
    turn_up: Card
    turned: tuple[Card, ...]
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[Trick, ...]
    hand_sizes: tuple[int, int]
    stock_size: int
    shown: tuple[Card, ...]
    discards: tuple[Card, ...]
    begs: int
    lines: tuple[ScoreLine, ...]
    answers: tuple[Answer, ...]
    options: Options

    @property
    def eldest(self) -> int:
        return 1 - self.dealer

    @property
    def seen(self) -> frozenset[Card]:
        """Every card this seat has seen, its own hand included."""
        out = set(self.hand) | set(self.turned) | set(self.shown) | set(self.discards)
        for t in self.tricks:
            out.update((t.lead, t.reply))
        out.update(c for _, c in self.trick)
        return frozenset(out)


# --------------------------------------------------------------------------
# The deal


def _cached(kind: str, player: int, card: Card | None = None, value: str | None = None) -> Action:
    return Action(kind, player, (card,) if card is not None else (), value)


_PLAY_ACTIONS = [{id(c): _cached("play", p, c) for c in _FULL} for p in (0, 1)]
_DISCARD_ACTIONS = [{id(c): _cached("discard", p, c) for c in _FULL} for p in (0, 1)]
_SIMPLE = {(kind, p): _cached(kind, p) for p in (0, 1)
           for kind in ("stand", "beg", "take-one", "run", "new-deal", "let-stand", "supply")}

#: The acts a deal answers to; the irregular ones are marked.
KINDS = ("stand", "beg", "take-one", "run", "discard", "play", "ask", "expose", "deal-extra",
         "deal-short", "new-deal", "let-stand", "draw", "supply", "mark")


class Deal:
    """One deal of All-Fours between seats 0 and 1.

    ``Deal(pack, dealer=0)`` deals from ``pack`` (52 cards, top first): three
    to the eldest hand, three to the dealer, three and three again, and the
    thirteenth turned up.  ``Deal.new(seed)`` shuffles a pack with
    ``random.Random(seed)``; :meth:`from_hands` sets chosen hands up.

    Every act goes through :meth:`apply` (the convenience methods
    :meth:`stand`, :meth:`beg`, :meth:`take_one`, :meth:`run`, :meth:`play`,
    :meth:`ask` build the action), is checked against the laws, and is kept in
    :attr:`history`, which with the pack is the deal's record.
    """

    GAME = GAME

    __slots__ = (
        "_account", "_chooser", "_discards", "_hands", "_held", "_lead", "_leader", "_misdeal",
        "_misdealt", "_pending", "_renounces", "_step", "_stock", "_won", "answers", "aside",
        "begs", "dealer", "eldest", "history", "irregularities", "options", "pack", "phase",
        "seed", "shown", "to_move", "trick", "tricks", "trump", "turn_up", "turned", "void",
    )

    def __init__(self, pack: Sequence[Card], dealer: int = 0, options: Options | None = None,
                 seed: int | None = None) -> None:
        if dealer not in (0, 1):
            raise ValueError(f"the dealer must be seat 0 or 1, not {dealer!r}")
        self._setup(_full_pack_of(pack), dealer, options, seed)

    @classmethod
    def shuffled(cls, rng: random.Random, dealer: int = 0, options: Options | None = None,
                 seed: int | None = None) -> Deal:
        """A deal from the full pack shuffled with ``rng`` (a full pack by
        construction, so not checked again)."""
        deck = list(_FULL)
        rng.shuffle(deck)
        deal = cls.__new__(cls)
        deal._setup(deck, dealer, options, seed)
        return deal

    def _setup(self, deck: list[Card], dealer: int, options: Options | None,
               seed: int | None) -> None:
        """Deal by threes, eldest first, and turn up the thirteenth card."""
        self.pack = deck
        self.dealer = dealer
        self.eldest = eldest = 1 - dealer
        self.options = options if options is not None else DEFAULT_OPTIONS
        self.seed = seed
        self.history: list[Action] = []
        self._account = Account()
        self._pending: list[tuple[int, int, str, str, tuple[object, ...]]] = []
        self.irregularities: list[Irregularity] = []
        self.answers: list[Answer] = []
        hands: list[dict[int, Card]] = [{}, {}]
        hands[eldest] = {id(c): c for c in deck[0:3] + deck[6:9]}
        hands[dealer] = {id(c): c for c in deck[3:6] + deck[9:12]}
        self._hands = hands
        self._stock = deck[:12:-1]  # the rest of the pack, top card last
        self.turn_up = deck[12]
        self.trump = self.turn_up.suit
        self.turned = [self.turn_up]
        self.aside: list[Card] = []  # turn-ups replaced, discards, cards drawn under law i
        self.shown: list[Card] = []  # cards exposed in dealing (law i)
        self.tricks: list[Trick] = []
        self.trick: list[tuple[int, Card]] = []
        self.void: str | None = None
        self.phase = _BIDDING
        self.to_move: int | None = eldest
        self.begs = 0
        self._step = "stand"
        self._leader = eldest
        self._lead: Card | None = None
        self._won: list[list[Card]] = [[], []]
        self._held: tuple[tuple[Card, ...], tuple[Card, ...]] = ((), ())
        self._renounces: list[tuple[int, Suit, str]] = []
        self._misdeal: tuple[str, int] | None = None
        self._misdealt = False
        self._discards: list[list[Card]] = [[], []]
        self._chooser = eldest
        self._score_turn_up(self.turn_up)

    # -- construction ------------------------------------------------------

    @classmethod
    def new(cls, seed: int | None = None, options: Options | None = None,
            dealer: int = 0) -> Deal:
        """A deal from a pack shuffled with ``random.Random(seed)``."""
        if dealer not in (0, 1):
            raise ValueError(f"the dealer must be seat 0 or 1, not {dealer!r}")
        return cls.shuffled(random.Random(seed), dealer=dealer, options=options, seed=seed)

    @classmethod
    def from_hands(cls, eldest: str | Iterable[str], dealer: str | Iterable[str],
                   turn_up: str, stock: str | Iterable[str] = "", *, dealer_seat: int = 0,
                   options: Options | None = None) -> Deal:
        """A deal with chosen hands, for examples and tests.

        ``eldest`` and ``dealer`` are six cards each (``"J♥ 2♣ ..."`` or
        ``"JH 2C ..."``), ``turn_up`` the thirteenth card, ``stock`` the cards
        that come next off the pack (for running), top first.  The rest of
        the pack follows in a fixed order, so the deal is a full, consistent
        pack and its record replays like any other.
        """
        e, d = _parse_cards(eldest), _parse_cards(dealer)
        if len(e) != 6 or len(d) != 6:
            raise ValueError(f"each hand needs six cards (eldest has {len(e)}, dealer {len(d)})")
        top = e[:3] + d[:3] + e[3:] + d[3:] + _parse_cards(turn_up) + _parse_cards(stock)
        ids = {id(c) for c in top}
        if len(ids) != len(top):
            raise ValueError("a card is named twice: " + ", ".join(
                sorted({str(c) for c in top if top.count(c) > 1})))
        pack = top + [c for c in _FULL if id(c) not in ids]
        return cls(pack, dealer=dealer_seat, options=options)

    def clone(self) -> Deal:
        """An independent copy (for search and simulation)."""
        other = Deal.__new__(Deal)
        for name in Deal.__slots__:
            setattr(other, name, getattr(self, name))
        other.history = list(self.history)
        other._account = Account(list(self.account.lines))
        other._pending = []
        other.irregularities = list(self.irregularities)
        other.answers = list(self.answers)
        other._hands = [dict(h) for h in self._hands]
        other._stock = list(self._stock)
        other.turned = list(self.turned)
        other.aside = list(self.aside)
        other.shown = list(self.shown)
        other.tricks = list(self.tricks)
        other.trick = list(self.trick)
        other._won = [list(w) for w in self._won]
        other._renounces = list(self._renounces)
        other._discards = [list(d) for d in self._discards]
        return other

    # -- looking at the deal -------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self._step == "over"

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds now, sorted (trumps first)."""
        return tuple(sort_cards(self._hands[seat].values(), self.trump))

    def show_hand(self, seat: int) -> str:
        """The cards ``seat`` holds, as text (trumps first)."""
        return show(self._hands[seat].values(), self.trump)

    @property
    def stock(self) -> tuple[Card, ...]:
        """The undealt cards, top first."""
        return tuple(reversed(self._stock))

    def won(self, seat: int) -> tuple[Card, ...]:
        """The cards in the tricks ``seat`` has won."""
        return tuple(self._won[seat])

    @property
    def cards_played(self) -> int:
        return 2 * len(self.tricks) + len(self.trick)

    def view(self, player: int) -> View:
        """What ``player`` can see at the table."""
        return View(
            seat=player, dealer=self.dealer, phase=self.phase, to_move=self.to_move,
            hand=self.hand(player), trump=self.trump, turn_up=self.turn_up,
            turned=tuple(self.turned), trick=tuple(self.trick), tricks=tuple(self.tricks),
            hand_sizes=(len(self._hands[0]), len(self._hands[1])),
            stock_size=len(self._stock), shown=tuple(self.shown),
            discards=tuple(self._discards[player]), begs=self.begs,
            lines=tuple(self.account.lines), answers=tuple(self.answers), options=self.options,
        )

    def legal_plays(self) -> list[Card]:
        """The cards the player to move may lawfully play (law iii): any card
        to lead; to a lead, a card of the suit led or a trump, or any card if
        he holds none of the suit led.  Empty outside the play."""
        if self._step != "play":
            return []
        return [a.cards[0] for a in self.legal_actions()]

    def legal_actions(self) -> list[Action]:
        """The lawful acts open to the player to move (questions under law v
        and irregular acts are not among them: see :meth:`questions` and
        :meth:`irregular_actions`)."""
        step = self._step
        seat = self.to_move
        if step == "play":
            plays = _PLAY_ACTIONS[seat]  # type: ignore[index]
            hand = self._hands[seat]  # type: ignore[index]
            lead = self._lead
            if lead is not None:
                suit = lead.suit
                for c in hand.values():
                    if c.suit is suit:  # law iii: follow suit or trump
                        trump = self.trump
                        return [plays[k] for k, c in hand.items()
                                if c.suit is suit or c.suit is trump]
            return [plays[k] for k in hand]
        if step == "stand":
            return [_SIMPLE["stand", seat], _SIMPLE["beg", seat]]  # type: ignore[index]
        if step == "answer":
            return [_SIMPLE["take-one", seat], _SIMPLE["run", seat]]  # type: ignore[index]
        if step == "discard":
            discards = _DISCARD_ACTIONS[seat]  # type: ignore[index]
            return [discards[i] for i in self._hands[seat]]  # type: ignore[index]
        if step == "law-i":
            return self._remedies()
        return []

    def irregular_actions(self) -> list[Action]:
        """Irregular acts the table could commit now, each punished by its law
        (or refused in strict mode): the dealer's misdeals before the eldest
        has spoken (law i), a renounce (law iii), a wrong score (law iv)."""
        out: list[Action] = []
        if self._step == "stand" and not self._misdealt and self.begs == 0:
            d = self.dealer
            for seat in (0, 1):
                out += [Action("expose", d, (c,)) for c in self._hands[seat].values()]
                out.append(Action("deal-extra", d, value=str(seat)))
                out.append(Action("deal-short", d, value=str(seat)))
        if self._step == "play" and self._lead is not None:
            lawful = {id(c) for c in self.legal_plays()}
            mover = self._leader ^ 1
            out += [Action("play", mover, (c,))
                    for c in self._hands[mover].values() if id(c) not in lawful]
        if self._step in ("stand", "answer", "discard", "play"):
            out += [Action("mark", p, value="1") for p in (0, 1)]
        return out

    def questions(self, player: int | None = None) -> list[Action]:
        """The questions law v allows now: whether a trump just played (to the
        trick on the table, or to the last trick before the next lead) is high
        or low.  Asking changes nothing in the play; the answer is kept."""
        if self._step != "play":
            return []
        cards = [c for _, c in self._table() if c.suit is self.trump]
        seats = (0, 1) if player is None else (player,)
        return [Action("ask", p, (c,)) for p in seats for c in cards]

    def result(self) -> Result:
        """The points scored so far and why (complete once the deal is over)."""
        lines = tuple(self.account.lines)
        return Result(points=(self.account.total(0), self.account.total(1)), lines=lines,
                      game=self._counts(), trumps=self.trump, void=self.void,
                      complete=self.is_over)

    # -- acts ---------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Do ``action`` if the laws allow it; otherwise raise the
        :class:`~playable.errors.RuleError` of the law that forbids it."""
        handler = _HANDLERS.get(action.kind)
        if handler is None:
            law = LAW_FOLLOW if self._step == "play" else TERM_BEGGING
            open_ = sorted({a.kind for a in self.legal_actions()}) or ["none: the deal is over"]
            raise RuleError(law, f"{action.kind!r} is not an act of All-Fours; the acts open now "
                                 f"are: {', '.join(open_)}")
        if action.player not in (0, 1):
            raise OutOfTurn(TERM_BEGGING, f"there is no seat {action.player!r} at a table of two")
        handler(self, action)
        self.history.append(action)

    def stand(self) -> None:
        """The eldest hand keeps the turn-up for trumps (93 · v)."""
        self.apply(_SIMPLE["stand", self.eldest])

    def beg(self) -> None:
        """The eldest hand begs (93 · v; law ii: once a hand unless agreed)."""
        self.apply(_SIMPLE["beg", self.eldest])

    def take_one(self) -> None:
        """The dealer answers a beg with "take one" (93 · v)."""
        self.apply(_SIMPLE["take-one", self.dealer])

    def run(self) -> None:
        """The dealer answers a beg by running the cards (93 · v)."""
        self.apply(_SIMPLE["run", self.dealer])

    def play(self, card: Card | str, player: int | None = None) -> None:
        """Play a card (``Card`` or notation) for the player to move, or for
        ``player`` (law iii)."""
        c = Card.parse(card) if isinstance(card, str) else card
        seat = self.to_move if player is None else player
        self.apply(Action("play", seat if seat is not None else -1, (c,)))

    def discard(self, card: Card | str) -> None:
        """Lay a card aside after running (``Options.after_running``)."""
        c = Card.parse(card) if isinstance(card, str) else card
        self.apply(Action("discard", self.to_move if self.to_move is not None else -1, (c,)))

    def ask(self, card: Card | str, player: int | None = None) -> str:
        """Ask (law v) whether the trump ``card`` just played is high or low;
        returns the answer, which is also kept in :attr:`answers`."""
        c = Card.parse(card) if isinstance(card, str) else card
        seat = player if player is not None else (self.to_move if self.to_move is not None else 0)
        self.apply(Action("ask", seat, (c,)))
        return self.answers[-1].answer

    def mark(self, player: int, points: int = 1) -> None:
        """``player`` puts up ``points`` that are not due: a wrong score (law iv)."""
        self.apply(Action("mark", player, value=str(points)))

    def expose(self, card: Card | str) -> None:
        """The dealer shows ``card`` in dealing (law i)."""
        c = Card.parse(card) if isinstance(card, str) else card
        self.apply(Action("expose", self.dealer, (c,)))

    def give_extra(self, seat: int) -> None:
        """The dealer gives ``seat`` a card too many (law i)."""
        self.apply(Action("deal-extra", self.dealer, value=str(seat)))

    def give_short(self, seat: int) -> None:
        """The dealer gives ``seat`` a card too few (law i)."""
        self.apply(Action("deal-short", self.dealer, value=str(seat)))

    def claim_new_deal(self, player: int | None = None) -> None:
        """Claim a new deal under law i (by the player to choose, by default)."""
        seat = self.to_move if player is None else player
        self.apply(_SIMPLE["new-deal", seat if seat is not None else self.eldest])

    def draw(self, place: int) -> None:
        """Draw the extra card, blind, from the opposing hand: its ``place``-th
        card as the cards lie (law i)."""
        self.apply(Action("draw", self.to_move if self.to_move is not None else -1,
                          value=str(place)))

    why_not = core_why_not  # the law strict play would cite, or None (playable.core)

    # -- the rules, one function each ----------------------------------------

    @property
    def account(self) -> Account:
        """The points scored so far, each with its law and reason, in the
        order they count."""
        pending = self._pending
        if pending:
            add = self._account.add
            for player, points, law, template, args in pending:
                add(player, points, law, template.format(*args))
            pending.clear()
        return self._account

    def _score(self, player: int, points: int, law: str, template: str, *args: object) -> None:
        """Score ``points`` for ``player`` under ``law``; the reason is
        ``template.format(*args)`` (written out when the account is read)."""
        self._pending.append((player, points, law, template, args))

    def _score_turn_up(self, card: Card) -> None:
        """The dealer scores one when the card turned up for trumps is a
        knave (the opening of the article; 93 · iii is the Jack).  A knave of
        the suit begged against, turned up while running, is not a trump and
        scores nothing."""
        if card.rank is _KNAVE:
            self._score(self.dealer, 1, TERM_JACK,
                        "{} turned up for trumps: the dealer (P{}) scores one", card, self.dealer)

    def _do_stand(self, action: Action) -> None:
        """93 · v: the eldest hand stands (keeps the trump turned up)."""
        self._bidding_turn(action, "stand")
        self._start_play()

    def _do_beg(self, action: Action) -> None:
        """93 · v, law ii: the eldest hand begs, once a hand unless both agreed
        otherwise (``Options.begs``)."""
        if self.begs and self.begs >= self.options.begs:
            raise IllegalBid(LAW_ONE_BEG, f"P{action.player} has begged already in this hand; "
                             "no one may beg more than once in a hand except by mutual "
                             "agreement")
        self._bidding_turn(action, "beg")
        self.begs += 1
        self._step = "answer"
        self.to_move = self.dealer

    def _bidding_turn(self, action: Action, word: str) -> None:
        if self._step != "stand":
            raise IllegalBid(TERM_BEGGING, f"no one may {word} now: the eldest hand stands or "
                             "begs on seeing the trump turned up, before the play")
        if action.player != self.eldest:
            raise OutOfTurn(TERM_BEGGING, f"only the eldest hand (P{self.eldest}) stands or begs")

    def _answer_turn(self, action: Action) -> None:
        if self._step != "answer":
            raise IllegalBid(TERM_BEGGING, f"{action.kind} answers a beg, and no beg is waiting")
        if action.player != self.dealer:
            raise OutOfTurn(TERM_BEGGING, f"only the dealer (P{self.dealer}) answers the beg")

    def _do_take_one(self, action: Action) -> None:
        """93 · v: "Take one" — the eldest scores one and the trump stands."""
        self._answer_turn(action)
        self._score(self.eldest, 1, TERM_BEGGING,
                    "the eldest hand (P{}) begged and the dealer said \"take one\"", self.eldest)
        self._start_play()

    def _do_run(self, action: Action) -> None:
        """93 · v: running the cards.  Three more cards to each (eldest first)
        and the next card turned up; while it is of the suit begged against,
        three more each and another turned up, until the suit changes.  The
        replaced turn-ups are laid aside, face up.  If the pack cannot give
        three each and a card to turn, the deal is thrown in and the same
        dealer deals again (the engine's reading: the text is silent; Foster
        has the cards "bunched" and dealt again by the same dealer when the
        players agree to it after a run)."""
        self._answer_turn(action)
        begged = self.trump
        stock = self._stock
        while True:
            if len(stock) < 7:
                self._throw_in(TERM_BEGGING, f"the pack ran out before a suit other than "
                               f"{begged.noun} was turned up: the cards are thrown in and "
                               f"P{self.dealer} deals again")
                return
            for seat in (self.eldest, self.dealer):
                hand = self._hands[seat]
                for _ in range(3):
                    c = stock.pop()
                    hand[id(c)] = c
            self.aside.append(self.turn_up)
            self.turn_up = stock.pop()
            self.turned.append(self.turn_up)
            if self.turn_up.suit is not begged:
                break
        self.trump = self.turn_up.suit
        self._score_turn_up(self.turn_up)
        if self.begs < self.options.begs:
            self._step = "stand"
            self.phase = _BIDDING
            self.to_move = self.eldest
        else:
            self._start_play()

    def _start_play(self) -> None:
        """After the trump is settled: discard if ``Options.after_running``
        asks it (eldest first), then the eldest leads."""
        size = len(self._hands[self.eldest])
        rule = self.options.after_running
        if size > 6 and (rule == "discard" or (rule == "keep-nine" and size > 9)):
            self._step = "discard"
            self.phase = _DEAL
            self.to_move = self.eldest
            return
        self._begin_play()

    def _begin_play(self) -> None:
        """The hands as they are now are the cards "out" (93 · i–iii)."""
        self._held = (tuple(self._hands[0].values()), tuple(self._hands[1].values()))
        self._step = "play"
        self.phase = _PLAY
        self.to_move = self._leader = self.eldest

    def _do_discard(self, action: Action) -> None:
        """Discarding to six after the cards were run (Foster; an option).
        Discards are laid aside face down and count for no one."""
        if self._step != "discard":
            raise IllegalPlay(TERM_BEGGING, "no discarding now: only after the cards were run, "
                              f"and only when the options say so (after_running="
                              f"{self.options.after_running!r})")
        if action.player != self.to_move:
            raise OutOfTurn(TERM_BEGGING, f"P{self.to_move} discards now (the eldest first)")
        card = _card(action.card)
        hand = self._hands[action.player]
        if id(card) not in hand:
            raise IllegalPlay(TERM_BEGGING, f"P{action.player} does not hold {card}")
        del hand[id(card)]
        self.aside.append(card)
        self._discards[action.player].append(card)
        if len(hand) == 6:
            if action.player == self.eldest:
                self.to_move = self.dealer
            else:
                self._begin_play()

    def _do_play(self, action: Action) -> None:
        """Law iii: each player must trump or follow suit.  A card of a third
        suit, played while holding the suit led, is a renounce: refused in
        strict mode; otherwise played, and the adversary scores one when it
        is found — when the renouncer plays a card of the suit he renounced,
        which shows he held it (he always does, by the last trick at latest)."""
        if self._step != "play":
            raise IllegalPlay(LAW_FOLLOW, "no card may be played now: "
                              + ("the deal is over" if self._step == "over" else
                                 "the trump is not yet settled"))
        seat = action.player
        if seat != self.to_move:
            raise OutOfTurn(LAW_FOLLOW, f"it is P{self.to_move}'s turn to play, not P{seat}'s")
        cards = action.cards
        if len(cards) != 1:
            raise IllegalPlay(LAW_FOLLOW, "a play is one card")
        card = cards[0]
        key = id(card)
        hand = self._hands[seat]
        if key not in hand:
            card = _card(card)
            key = id(card)
            if key not in hand:
                raise IllegalPlay(LAW_FOLLOW, f"P{seat} does not hold {card}")
        lead = self._lead
        suit = card.suit
        if lead is not None and suit is not lead.suit and suit is not self.trump:
            led = lead.suit
            if any(c.suit is led for c in hand.values()):
                reason = (f"P{seat} holds {led.noun} and must follow suit or trump: {card} "
                          f"to the lead of {lead} is a renounce")
                if self.options.strict:
                    raise IllegalPlay(LAW_FOLLOW, reason)
                self.irregularities.append(
                    Irregularity(LAW_FOLLOW, seat, reason, len(self.history)))
                self._renounces.append((seat, led, f"{card} to the lead of {lead}"))
        if self._renounces:
            self._find_renounces(seat, card)
        del hand[key]
        if lead is None:
            self._lead = card
            self.trick.append((seat, card))
            self.to_move = 1 - seat
            return
        self._close_trick(lead, card)

    def _find_renounces(self, seat: int, card: Card) -> None:
        """Law iii's penalty, when the renounce is found: one point to the
        adversary for each renounce."""
        keep = []
        for who, led, what in self._renounces:
            if who == seat and card.suit is led:
                self._score(1 - seat, 1, LAW_FOLLOW,
                            "P{} renounced ({}) and was found out playing {}: P{} scores one",
                            seat, what, card, 1 - seat)
            else:
                keep.append((who, led, what))
        self._renounces = keep

    def _close_trick(self, lead: Card, reply: Card) -> None:
        """The trick goes to the higher card of the suit led, or to the trump."""
        leader = self._leader
        suit = reply.suit
        if suit is lead.suit:
            winner = 1 - leader if reply.rank > lead.rank else leader
        elif suit is self.trump:
            winner = 1 - leader
        else:
            winner = leader
        won = self._won[winner]
        won.append(lead)
        won.append(reply)
        self.tricks.append(Trick(leader, lead, reply, winner))
        self.trick = []
        self._lead = None
        if self._hands[winner]:
            self.to_move = self._leader = winner
        else:
            self._count()

    def trumps_out(self) -> list[tuple[Card, int]]:
        """The trumps "out" and who was dealt each, highest first: the cards
        held when the play began (turn-ups and discards are not out)."""
        trump = self.trump
        out = [(c, seat) for seat in (0, 1) for c in self._held[seat] if c.suit is trump]
        out.sort(key=lambda t: -t[0].rank)
        return out

    def _count(self) -> None:
        """The points of the play, in the order they count: High, Low, Jack,
        Game (93 · i–iv).  High goes to the holder of the highest trump out,
        Low to the player it was dealt to even if the adversary won it, Jack
        to whoever has the knave of trumps in his tricks (no one, if it was
        not out)."""
        self._step = "over"
        self.phase = _OVER
        self.to_move = None
        won = self._won
        trumps = self.trumps_out()
        if trumps:
            high, high_seat = trumps[0]
            low, low_seat = trumps[-1]
            self._score(high_seat, 1, TERM_HIGH,
                        "High: {}, the highest trump out, held by P{}", high, high_seat)
            if any(c is low for c in won[low_seat]):
                self._score(low_seat, 1, TERM_LOW,
                            "Low: {}, the lowest trump out, dealt to P{}", low, low_seat)
            else:
                self._score(low_seat, 1, TERM_LOW, "Low: {}, the lowest trump out, dealt to "
                            "P{}, though P{} won it", low, low_seat, 1 - low_seat)
            for knave, holder in trumps:
                if knave.rank is _KNAVE:
                    if any(c is knave for c in won[holder]):
                        self._score(holder, 1, TERM_JACK,
                                    "Jack: {}, kept by its holder, in P{}'s tricks", knave, holder)
                    else:
                        self._score(1 - holder, 1, TERM_JACK, "Jack: {}, won from P{}, in "
                                    "P{}'s tricks", knave, holder, 1 - holder)
        self._score_game()

    def _counts(self) -> tuple[int, int]:
        """What each player's tricks count for Game so far (93 · iv)."""
        won = self._won
        return (sum([_VALUE[c.rank] for c in won[0]]), sum([_VALUE[c.rank] for c in won[1]]))

    def game_winner(self, counts: tuple[int, int] | None = None) -> int | None:
        """93 · iv: who scores Game with these counts (by default the counts of
        the tricks won): the greater count; equal counts as
        ``Options.game_tie`` says; nothing to count on either side, no one."""
        g0, g1 = self._counts() if counts is None else counts
        if g0 != g1:
            return 0 if g0 > g1 else 1
        if g0 == 0 or self.options.game_tie == "none":
            return None
        return self.eldest

    def _score_game(self) -> None:
        """Game (93 · iv): ace 4, king 3, queen 2, knave 1, ten 10."""
        g0, g1 = counts = self._counts()
        winner = self.game_winner(counts)
        if winner is None:
            return
        if g0 == g1:
            self._score(winner, 1, TERM_GAME,
                        "Game: {} to {}, a tie, which the eldest hand (P{}) scores",
                        g0, g1, winner)
        else:
            self._score(winner, 1, TERM_GAME, "Game: P{} counts {} to {} in the tricks",
                        winner, max(g0, g1), min(g0, g1))

    def points_by_card(self) -> dict[Card, list[str]]:
        """Law vi, one card may count all four: for each card that made a
        point, the points it made — High, Low, Jack, and Game when the game
        would have gone otherwise without it.  Empty until the play is over."""
        if self.void is not None or self._step != "over":
            return {}
        made: dict[Card, list[str]] = {}
        trumps = self.trumps_out()
        if trumps:
            made.setdefault(trumps[0][0], []).append("High")
            made.setdefault(trumps[-1][0], []).append("Low")
            made.update({c: made.get(c, []) + ["Jack"] for c, _ in trumps if c.rank is _KNAVE})
        counts = self._counts()
        winner = self.game_winner(counts)
        if winner is not None:
            for c in self._won[winner]:
                less = list(counts)
                less[winner] -= _VALUE[c.rank]
                if _VALUE[c.rank] and self.game_winner((less[0], less[1])) != winner:
                    made.setdefault(c, []).append("Game")
        return made

    def _do_ask(self, action: Action) -> None:
        """Law v: when a trump is played, a player may ask his adversary
        whether it is high or low, and the answer is true: "high" if it is the
        highest trump out, "low" if the lowest, "high and low" if it is the
        only one, else "neither high nor low".  (Between them the two players
        know every card out, so the true answer can always be given.)"""
        if self._step != "play":
            raise RuleError(LAW_ASK, "a trump may be asked about only during the play, when "
                                     "it is played")
        card = _card(action.card) if len(action.cards) == 1 else None
        table = [c for _, c in self._table()]
        if card is None or card.suit is not self.trump or not any(c is card for c in table):
            raise RuleError(LAW_ASK, "law v allows asking about a trump when it is played: "
                                     f"{card or 'that'} is not a trump on the table")
        trumps = self.trumps_out()
        high = trumps[0][0] is card
        low = trumps[-1][0] is card
        answer = ("high and low" if high and low else "high" if high else "low" if low
                  else "neither high nor low")
        self.answers.append(Answer(action.player, card, answer))

    def _table(self) -> list[tuple[int, Card]]:
        """The cards on the table: the trick in progress, or the last trick
        until the next card is led."""
        if self.trick:
            return self.trick
        if self.tricks:
            t = self.tricks[-1]
            return [(t.leader, t.lead), (1 - t.leader, t.reply)]
        return []

    def _do_mark(self, action: Action) -> None:
        """Law iv: a wrong score (points put up that are not due) is taken
        down and the adversary scores four or one, as agreed
        (``Options.wrong_score_penalty``).  The engine keeps the true score,
        so every mark a player makes himself is a wrong one."""
        if self._step in ("over", "law-i"):
            raise RuleError(LAW_WRONG_SCORE, "no marking now")
        try:
            points = int(action.value or "")
        except ValueError:
            points = 0
        if points < 1:
            raise RuleError(LAW_WRONG_SCORE, "a mark is a number of points, 1 or more")
        reason = f"P{action.player} marked {points} point{'s' * (points > 1)} not due"
        if self.options.strict:
            raise RuleError(LAW_WRONG_SCORE, reason + ": a wrong score must be taken down")
        self.irregularities.append(
            Irregularity(LAW_WRONG_SCORE, action.player, reason, len(self.history)))
        penalty = self.options.wrong_score_penalty
        self._score(1 - action.player, penalty, LAW_WRONG_SCORE,
                    "{}: taken down, and P{} scores {}, as agreed", reason, 1 - action.player,
                    penalty)

    # -- law i: misdeals -------------------------------------------------------

    def _misdeal_turn(self, action: Action) -> None:
        if self._step != "stand" or self.begs or self._misdealt:
            raise Misdeal(LAW_MISDEAL, "a misdeal happens in dealing, before the eldest hand "
                                       "has stood or begged")
        if action.player != self.dealer:
            raise OutOfTurn(LAW_MISDEAL, f"only the dealer (P{self.dealer}) deals")

    def _do_expose(self, action: Action) -> None:
        """Law i: a card exposed in dealing.  The eldest may demand a new deal
        or let the deal stand; if the dealer showed one of his own cards and
        ``Options.own_card_exposed`` is ``"stands"``, the deal stands."""
        self._misdeal_turn(action)
        card = _card(action.card)
        owner = next((s for s in (0, 1) if id(card) in self._hands[s]), None)
        if owner is None:
            raise Misdeal(LAW_MISDEAL, f"{card} is not in either hand")
        reason = f"the dealer exposed {card}, a card of P{owner}'s hand, in dealing"
        if self.options.strict:
            raise Misdeal(LAW_MISDEAL, reason)
        self._misdealt = True
        self.shown.append(card)
        self.irregularities.append(
            Irregularity(LAW_MISDEAL, action.player, reason, len(self.history)))
        if owner == self.dealer and self.options.own_card_exposed == "stands":
            return
        self._await_remedy("expose", owner, self.eldest)

    def _do_deal_extra(self, action: Action) -> None:
        """Law i: too many cards dealt to one hand (the engine gives it the top
        card of the stock).  The adversary of that hand may have a new deal or
        draw the extra card from it, blind, before a card is played."""
        self._misdeal_turn(action)
        seat = _seat(action.value)
        reason = f"the dealer gave P{seat} a card too many"
        if self.options.strict:
            raise Misdeal(LAW_MISDEAL, reason)
        c = self._stock.pop()
        self._hands[seat][id(c)] = c
        self._misdealt = True
        self.irregularities.append(
            Irregularity(LAW_MISDEAL, action.player, reason, len(self.history)))
        self._await_remedy("extra", seat, 1 - seat)

    def _do_deal_short(self, action: Action) -> None:
        """Law i: too few cards dealt to one hand (its last card is left on
        the stock).  Its holder may demand a new deal; if he does not, the
        engine makes the hand up from the stock (the text gives only the new
        deal: the engine will not play a short hand)."""
        self._misdeal_turn(action)
        seat = _seat(action.value)
        reason = f"the dealer gave P{seat} a card too few"
        if self.options.strict:
            raise Misdeal(LAW_MISDEAL, reason)
        hand = self._hands[seat]
        last = next(reversed(hand))
        self._stock.append(hand.pop(last))
        self._misdealt = True
        self.irregularities.append(
            Irregularity(LAW_MISDEAL, action.player, reason, len(self.history)))
        self._await_remedy("short", seat, seat)

    def _await_remedy(self, kind: str, seat: int, chooser: int) -> None:
        self._misdeal = (kind, seat)
        self._chooser = chooser
        self._step = "law-i"
        self.phase = _DEAL
        self.to_move = chooser

    def _remedies(self) -> list[Action]:
        assert self._misdeal is not None
        kind, seat = self._misdeal
        who = self._chooser
        out = [_SIMPLE["new-deal", who]]
        if kind == "expose":
            out.append(_SIMPLE["let-stand", who])
        elif kind == "extra":
            out += [Action("draw", who, value=str(k)) for k in range(1, len(self._hands[seat]) + 1)]
        else:
            out.append(_SIMPLE["supply", who])
        return out

    def _remedy_turn(self, action: Action, kinds: tuple[str, ...]) -> tuple[str, int]:
        if self._misdeal is None or self._misdeal[0] not in kinds:
            if self.cards_played or self._step in ("play", "over"):
                raise Misdeal(LAW_MISDEAL, f"too late for {action.kind}: law i allows it before "
                                           "a card has been played, but not after")
            raise Misdeal(LAW_MISDEAL, f"no {action.kind}: nothing in the deal calls for it")
        if action.player != self._chooser:
            raise OutOfTurn(LAW_MISDEAL, f"P{self._chooser} chooses the remedy")
        return self._misdeal

    def _do_new_deal(self, action: Action) -> None:
        """Law i: a new deal, claimed before a card has been played.  Nothing
        in the misdealt deal counts (so not a knave turned up: Foster, "it
        could not have been the proper trump"); the same dealer deals again."""
        kind, seat = self._remedy_turn(action, ("expose", "extra", "short"))
        what = {"expose": "a card exposed", "extra": f"P{seat} dealt a card too many",
                "short": f"P{seat} dealt a card too few"}[kind]
        self._throw_in(LAW_MISDEAL, f"new deal claimed by P{action.player} for {what}: "
                                    f"P{self.dealer} deals again")

    def _do_let_stand(self, action: Action) -> None:
        """Law i: the exposed card is let stand; play goes on, the card known."""
        self._remedy_turn(action, ("expose",))
        self._resume()

    def _do_draw(self, action: Action) -> None:
        """Law i: the extra card drawn, blind, from the opposing hand (the
        ``value`` counts the cards of that hand as they lie, from 1).  It is
        laid aside face down."""
        _, seat = self._remedy_turn(action, ("extra",))
        hand = self._hands[seat]
        try:
            k = int(action.value or "")
        except ValueError:
            k = 0
        if not 1 <= k <= len(hand):
            raise Misdeal(LAW_MISDEAL, f"draw names a card of the opposing hand by its place, "
                                       f"1 to {len(hand)}")
        key = list(hand)[k - 1]
        self.aside.append(hand.pop(key))
        self._resume()

    def _do_supply(self, action: Action) -> None:
        """A short hand made up from the top of the stock (see deal-short)."""
        _, seat = self._remedy_turn(action, ("short",))
        c = self._stock.pop()
        self._hands[seat][id(c)] = c
        self._resume()

    def _resume(self) -> None:
        self._misdeal = None
        self._step = "stand"
        self.phase = _BIDDING
        self.to_move = self.eldest

    def _throw_in(self, law: str, why: str) -> None:
        """The deal is void: nothing in it counts; the same dealer deals again."""
        self.void = f"{why} ({law})"
        self._account = Account()
        self._pending = []
        self._misdeal = None
        self._step = "over"
        self.phase = _OVER
        self.to_move = None

    # -- text ----------------------------------------------------------------

    def __str__(self) -> str:
        e, d = self.eldest, self.dealer
        turned = ", ".join(str(c) for c in self.turned)
        lines = [f"Dealer P{d}; eldest hand P{e}; trumps {self.trump} (turned up {turned})",
                 f"P{e} (eldest): {show(self._hands[e].values(), self.trump)}",
                 f"P{d} (dealer): {show(self._hands[d].values(), self.trump)}"]
        if self.trick:
            lines.append("On the table: " + ", ".join(f"P{p} {c}" for p, c in self.trick))
        return "\n".join(lines)

    def __repr__(self) -> str:
        return (f"<All-Fours deal: dealer P{self.dealer}, trumps {self.trump}, "
                f"{self.phase.value}, {len(self.history)} acts>")


def _seat(value: str | None) -> int:
    if value not in ("0", "1"):
        raise Misdeal(LAW_MISDEAL, f"a misdeal names the seat it wronged, 0 or 1, not {value!r}")
    return int(value)



_HANDLERS: dict[str, Callable[[Deal, Action], None]] = {
    "stand": Deal._do_stand,
    "beg": Deal._do_beg,
    "take-one": Deal._do_take_one,
    "run": Deal._do_run,
    "discard": Deal._do_discard,
    "play": Deal._do_play,
    "ask": Deal._do_ask,
    "mark": Deal._do_mark,
    "expose": Deal._do_expose,
    "deal-extra": Deal._do_deal_extra,
    "deal-short": Deal._do_deal_short,
    "new-deal": Deal._do_new_deal,
    "let-stand": Deal._do_let_stand,
    "draw": Deal._do_draw,
    "supply": Deal._do_supply,
}


# --------------------------------------------------------------------------
# The match


class Match:
    """A match to ``options.target`` points (ten), the deal alternating.

    :meth:`count` takes a finished deal's lines in the order they count, and
    the first player to reach the target wins at once, even in the middle of
    the count (the lines after it are not counted).  A deal thrown in (a new
    deal under law i, or the pack run out) counts nothing, and the same dealer
    deals again.
    """

    def __init__(self, options: Options | None = None, first_dealer: int = 0) -> None:
        self.options = options if options is not None else DEFAULT_OPTIONS
        self.scores = [0, 0]
        self.dealer = first_dealer
        self.deals: list[Deal] = []
        self.counted: list[list[ScoreLine]] = []
        self.winner: int | None = None

    @property
    def over(self) -> bool:
        return self.winner is not None

    def new_deal(self, seed: int | None = None) -> Deal:
        """The next deal, by the player whose turn it is to deal."""
        if self.over:
            raise ValueError(f"the match is over: P{self.winner} has won")
        deal = Deal.new(seed, options=self.options, dealer=self.dealer)
        self.deals.append(deal)
        return deal

    def count(self, deal: Deal) -> list[ScoreLine]:
        """Count a finished deal; returns the lines that counted."""
        if not deal.is_over:
            raise ValueError("the deal is not finished")
        counted: list[ScoreLine] = []
        for line in deal.result().lines:
            if self.winner is not None:
                break
            self.scores[line.player] += line.points
            counted.append(line)
            if self.scores[line.player] >= self.options.target:
                self.winner = line.player
        self.counted.append(counted)
        if deal.void is None:
            self.dealer = 1 - deal.dealer
        return counted

    def play(self, players: Sequence[Any], rng: random.Random) -> int:
        """Play the match out with two strategies; returns the winner."""
        from playable.strategies import play_out

        while not self.over:
            deal = self.new_deal(rng.randrange(2**32))
            play_out(deal, players, rng)
            self.count(deal)
        assert self.winner is not None
        return self.winner


# --------------------------------------------------------------------------
# Speed, the command line


def random_playout(rng: random.Random, options: Options | None = None) -> int:
    """One deal played at random through the checked interface; returns the
    number of cards played."""
    deal = Deal.shuffled(rng, options=options)
    while deal._step != "over":
        legal = deal.legal_actions()
        deal.apply(legal[int(rng.random() * len(legal))])
    return deal.cards_played


def _period_playout(rng: random.Random) -> int:
    from playable.allfours_players import PeriodPlayer
    from playable.strategies import RandomPlayer, play_out

    deal = Deal.shuffled(rng)
    play_out(deal, [PeriodPlayer(), RandomPlayer()], rng)
    return deal.cards_played


def bench_variants() -> list[tuple[str, Callable[[random.Random], int]]]:
    """The playouts ``python -m playable bench all-fours`` measures."""
    discard = Options(after_running="discard")
    return [
        ("All-Fours (random)", random_playout),
        ("All-Fours (random, discard to six)", lambda rng: random_playout(rng, discard)),
        ("All-Fours (period v random)", _period_playout),
    ]


def describe(deal: Deal) -> str:
    """The deal trick by trick, for ``python -m playable replay``."""
    from playable.allfours_terminal import describe as _describe

    return _describe(deal)


def play_terminal(stdin: TextIO, stdout: TextIO, seed: int | None = None) -> int:
    """Play a match in the terminal against the period player."""
    from playable.allfours_terminal import play_terminal as _play

    return _play(stdin, stdout, seed=seed, record_dir=os.environ.get("PLAYABLE_RECORD_DIR"))
