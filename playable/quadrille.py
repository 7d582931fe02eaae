"""Quadrille: Ombre by four, with the nineteen general laws applied at the table.

Four players (seats 0-3) use the 40-card pack.  Everything turns in the order of
play, which is *to the right* (counter-clockwise): seat ``s + 1`` sits on the
right of seat ``s``, the cards are dealt and the players speak and play in that
order, and the *eldest hand*, who speaks first and leads to the first trick, is
the player on the dealer's right, ``(dealer + 1) % 4``.  (*Hoyle's Games,
Improved and Enlarged*, Quadrille, p. 262: the deal begins "with the right-hand
player, who is the elder-hand", and "the right-hand player leads"; p. 275, law 1:
"dealt to the right hand".)

A deal passes through the phases of :class:`playable.core.Phase`:

``DEAL``
    The dealer deals ten cards each in packets of four and three, beginning with
    either number (law 1): the act ``deal`` with value ``"4-3-3"``, ``"3-4-3"`` or
    ``"3-3-4"``.  Any other packets are a misdeal: the same dealer gathers the
    cards and deals again, without penalty (Hoyle p. 275, laws 2-3).
``BIDDING``
    Speaking, from the eldest: ``pass``, ``ask-leave`` (to play with a called
    king) or ``sans-prendre`` (to play alone).  A sans prendre offered after
    someone has asked leave forces the asker to play sans prendre himself or give
    up (Hoyle's "forced sans prendre").  If all pass, the holder of spadille must
    play, calling a king ("forced spadille", law 4).  Then the ombre names the
    trump (``name-trump``, laws 2-3) and, unless alone, calls a king (``call``,
    laws 6-8).
``PLAY``
    Ten tricks (``play``).  Follow suit if able, with the matadores' privilege
    (law 17).  When the ombre's side has won the first six tricks, the winner of
    the sixth says ``no-vole`` to stop, or plays to the seventh and so
    undertakes the vole.
``SCORING``
    The ombre demands what he is owed beyond the game (law 18: ``demand`` with
    value ``"sans-prendre"`` or ``"matadores N"``), then ``settle``.
``OVER``
    :meth:`Deal.result` gives every payment with its reason.

Irregular acts (a card played out of turn, a renounce, a card or a game shown, a
look at the tricks out of turn, another's game turned up) are acts too: by
default the table commits them and the laws punish them; with
``Options(strict=True)`` the engine refuses them, citing the law.  They are not
among :meth:`Deal.legal_actions`, which lists only the regular acts of the
player to move; :meth:`Deal.irregular_actions` lists those a careless table
could commit now, :meth:`Deal.why_not` says which law strict play would cite,
and :meth:`Deal.apply` accepts them.

Payments follow one period source: the account of Quadrille in *Hoyle's Games
Improved* (paragraphs 5-7 of the description of the game: who is paid the game,
the consolation and the matadores; remise and codille; the losses split between
ombre and friend, the ombre who makes fewer than three tricks paying alone, and
the exception of forced spadille) with its laws and terms (pp. 275-280 of the
*Improved and Enlarged* edition).  The number of counters for each item is an
agreed stake ("who agree upon the value thereof", p. 262), so each is an
:class:`Options` field; the defaults are this edition's choice, not a period
table.  Details the source leaves open are taken, and said so, from *The Game of
Quadrille* (1726 and later editions) and the French *Académie universelle des
jeux*.

Record kinds (see :mod:`playable.record`; ``P`` is the acting seat)
-------------------------------------------------------------------
``options``: the fields of :class:`Options` by name (``strict``, ``mark``,
``game``, ``consolation``, ``matador``, ``sans_prendre``, ``vole``, ``devole``,
``failed_vole_pays``, ``notice_renounces``, ``pool_carried``); missing keys take
their defaults.

``actions`` (``kind``: what it means):

* ``deal`` ``value:"4-3-3"`` — the dealer deals, by those packets (law 1;
  other packets are a misdeal, and he deals again);
* ``pass`` / ``ask-leave`` / ``sans-prendre`` — speaking (laws 4-5);
* ``name-trump`` ``value:"hearts"`` — the ombre names the trump; the value is
  his words, which may name two suits or none (laws 2-3);
* ``call`` ``cards:[c]`` — the king (or queen) called (laws 6-8);
* ``play`` ``cards:[c]`` — a card played; by a seat not to move it is played
  out of turn (law 9), and a card that does not follow suit is a renounce
  (laws 14, 17);
* ``no-vole`` — the winner of the first six tricks stops ("I do not play the
  vole"); playing on undertakes it;
* ``demand`` ``value:"sans-prendre"`` or ``value:"matadores N"``, then
  ``settle`` — the ombre's claims and the close of the deal (laws 18-19);
* irregular acts: ``show-card`` ``cards:[c]`` (law 11), ``look-tricks``
  (law 12), ``turn-up`` ``value:"s"`` (seat ``s``'s game turned up, law 13),
  ``claim-renounce`` ``value:"s"`` (law 14), ``replay`` ``value:"n"`` (from
  trick ``n``, law 15), ``show-game`` (law 16), ``rule-fraud`` (the table rules
  that seat ``P`` showed himself the friend fraudulently, law 10).

``result`` (:meth:`Result.to_json`): ``outcome`` (won, vole, remise, codille),
``ombre``, ``friend``, ``mode``, ``trump``, ``called``, ``tricks`` per seat,
``matadores`` held, ``vole_undertaken``, the pool before and after, ``totals``
per seat, every ``transfer`` (payer, payee, counters, item, reason, and the law
or source) and the ``irregularities``.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from dataclasses import dataclass, fields, replace
from typing import Any, NamedTuple

from playable.cards import Card, Rank, Suit, quadrille_pack, show
from playable.core import Action, Irregularity, Phase
from playable.core import why_not as core_why_not
from playable.errors import IllegalBid, IllegalPlay, Misdeal, OutOfTurn, RuleError

GAME = "quadrille"
SEATS = 4
#: The pool, as a payer or payee in :class:`Transfer` (seats are 0-3).
POOL = 4
TRICKS = 10

SPADILLE = Card(Rank.ACE, Suit.SPADES)
BASTO = Card(Rank.ACE, Suit.CLUBS)

_BLACK_SMALL = (Rank.SEVEN, Rank.SIX, Rank.FIVE, Rank.FOUR, Rank.THREE, Rank.TWO)
_RED_SMALL = (Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN)
_COURT = (Rank.KING, Rank.QUEEN, Rank.KNAVE)


class ImpossibleAct(RuleError):
    """An act no table could perform (a card the player does not hold, an act
    unknown to the game).  It is refused in every mode; it cites the law of the
    stage of the deal it was tried in, for want of a law against it."""


# --------------------------------------------------------------------------
# The order of the cards
#
# Inside the engine a card is its index in CARDS (0-39) and a trump suit its
# index in SUITS: the tables below are lists, so that the hot path of play never
# hashes a Card.  Cards are the interface everywhere else.

SUITS: tuple[Suit, ...] = tuple(Suit)
CARDS: tuple[Card, ...] = tuple(quadrille_pack())
_IX_BY_ID: dict[int, int] = {id(c): i for i, c in enumerate(CARDS)}
_IX_BY_CARD: dict[Card, int] = {c: i for i, c in enumerate(CARDS)}
_SUIT_IX: dict[Suit, int] = {s: i for i, s in enumerate(SUITS)}
_TRUMP = 4  # the "suit" of every trump in the tables


def _ix(card: Card) -> int:
    i = _IX_BY_ID.get(id(card))
    return i if i is not None else _IX_BY_CARD[card]


def manille(trump: Suit) -> Card:
    """The second trump: the two of a black trump suit, the seven of a red one."""
    return _interned(Rank.SEVEN if trump.is_red else Rank.TWO, trump)


def _interned(rank: Rank, suit: Suit) -> Card:
    return CARDS[_IX_BY_CARD[Card(rank, suit)]]


def trump_order(trump: Suit) -> list[Card]:
    """The trumps from highest to lowest when ``trump`` is named.

    Spadille (A♠), manille, basto (A♣); in red, punto (the trump ace); then
    king, queen, knave and the small cards, which run upwards from the two in
    red and downwards from the seven in black.  (*Hoyle's Games, Improved and
    Enlarged*, Quadrille, p. 265 and the terms, pp. 278-280; Chambers's
    Encyclopaedia, "Quadrille"; the tables of the *Académie universelle des
    jeux*; David Parlett's account after *The Game of Quadrille*, 1726.)
    """
    cached = _TRUMP_CARDS.get(trump)
    if cached is not None:
        return list(cached)
    order = [SPADILLE, manille(trump), BASTO]
    if trump.is_red:
        order.append(Card(Rank.ACE, trump))
        order += [Card(r, trump) for r in _COURT]
        order += [Card(r, trump) for r in _RED_SMALL if r != Rank.SEVEN]
    else:
        order += [Card(r, trump) for r in _COURT]
        order += [Card(r, trump) for r in _BLACK_SMALL if r != Rank.TWO]
    return order


def plain_order(suit: Suit) -> list[Card]:
    """A suit that is not trumps, highest first: king, queen, knave, then in red
    the ace and the small cards upwards (A 2 3 4 5 6 7), in black the small
    cards downwards (7 6 5 4 3 2).  The black aces are always trumps (spadille,
    basto), so a black plain suit has nine cards and a red one ten."""
    order = [Card(r, suit) for r in _COURT]
    if suit.is_red:
        order += [Card(Rank.ACE, suit)] + [Card(r, suit) for r in _RED_SMALL]
    else:
        order += [Card(r, suit) for r in _BLACK_SMALL]
    return order


def _build_tables(trump: Suit) -> tuple[list[int], list[int], frozenset[int], list[int]]:
    power = [0] * 40
    suit_of = [0] * 40
    order = [_ix(c) for c in trump_order(trump)]
    for i, c in enumerate(order):
        power[c] = 100 - i
        suit_of[c] = _TRUMP
    for s in Suit:
        if s is not trump:
            for i, card in enumerate(plain_order(s)):
                power[_ix(card)] = 50 - i
                suit_of[_ix(card)] = _SUIT_IX[s]
    return power, suit_of, frozenset(order[:3]), order


#: For each trump suit (by index in SUITS): each card's strength, each card's
#: suit (4 for a trump), the three matadores, the trumps in order.
_TRUMP_CARDS: dict[Suit, tuple[Card, ...]] = {}
_POW: list[list[int]] = []
_SOF: list[list[int]] = []
_MATS: list[frozenset[int]] = []
_TRUMPS: list[list[int]] = []
for _t in SUITS:
    _p, _s, _m, _o = _build_tables(_t)
    _POW.append(_p)
    _SOF.append(_s)
    _MATS.append(_m)
    _TRUMPS.append(_o)
for _t, _o in zip(SUITS, _TRUMPS):
    _TRUMP_CARDS[_t] = tuple(CARDS[c] for c in _o)


def is_trump(card: Card, trump: Suit) -> bool:
    return _SOF[_SUIT_IX[trump]][_ix(card)] == _TRUMP


def power(card: Card, trump: Suit) -> int:
    """How high ``card`` stands when ``trump`` is trumps: a trump 89-100 (spadille
    100), a plain card 41-50 (the king 50).  Only cards of one suit, or a trump
    against anything, meet in a trick; across plain suits the number says only
    how high each stands in its own suit."""
    return _POW[_SUIT_IX[trump]][_ix(card)]


def is_matador(card: Card, trump: Suit) -> bool:
    """Spadille, manille and basto: the three matadores proper, which alone
    enjoy the privilege of law 17."""
    return _ix(card) in _MATS[_SUIT_IX[trump]]


def beats(card: Card, best: Card, trump: Suit) -> bool:
    """Whether ``card`` beats ``best``, the card winning the trick so far."""
    t = _SUIT_IX[trump]
    return _beats(_ix(card), _ix(best), t)


def _beats(c: int, best: int, t: int) -> bool:
    sof = _SOF[t]
    a, b = sof[c], sof[best]
    if a == b:
        return _POW[t][c] > _POW[t][best]
    return a == _TRUMP


def order_table(trump: Suit | None = None) -> dict[str, list[Card]]:
    """The order of the cards, highest first, as the engine plays them: for each
    trump suit, its trumps; and a plain black and a plain red suit."""
    suits = [trump] if trump else [Suit.SPADES, Suit.CLUBS, Suit.HEARTS, Suit.DIAMONDS]
    table = {f"{s.noun.capitalize()} trumps": [CARDS[c] for c in _TRUMPS[_SUIT_IX[s]]]
             for s in suits}
    if trump is None:
        table["Spades or clubs, not trumps"] = plain_order(Suit.SPADES)
        table["Hearts or diamonds, not trumps"] = plain_order(Suit.HEARTS)
    return table


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


# --------------------------------------------------------------------------
# Options


@dataclass(frozen=True)
class Options:
    """The rules agreed at the table.

    Stakes are in counters.  The period sources leave their value to the
    players ("who agree upon the value thereof", Hoyle p. 262); the defaults
    are this edition's.  Each item is paid by each adversary (see
    :func:`settlement`).
    """

    #: Refuse irregular acts, citing the law, instead of letting the table
    #: commit them and punishing them.
    strict: bool = False
    #: Counters the dealer puts in the pool at each deal ("the mark", Hoyle's
    #: terms p. 279).
    mark: int = 4
    #: The game, paid by each adversary to the winners (and by the losers on
    #: codille).
    game: int = 1
    #: The consolation, "always paid by losers to those who win, whether by
    #: codill or remise" (Hoyle's terms p. 278).
    consolation: int = 1
    #: For each matador (spadille, manille, basto and the trumps following them
    #: unbroken) held by the ombre's side.
    matador: int = 1
    #: For a game won sans prendre.
    sans_prendre: int = 2
    #: For the vole made.
    vole: int = 4
    #: For a devole (the ombre's side makes no trick), paid by the ombre's side.
    devole: int = 4
    #: Whether a vole undertaken and not made pays the vole to each adversary
    #: (the *Académie universelle des jeux*); Hoyle's law 29 (p. 277) lets the
    #: ombre keep the game he has won and says nothing of a payment.
    failed_vole_pays: bool = False
    #: The table notices each renounce when its trick is turned and quitted
    #: (Hoyle law 15, p. 276), and beasts it at once.  With False, a renounce is
    #: punished only when a player claims it (the act ``claim-renounce``).
    notice_renounces: bool = True
    #: Counters already in the pool when this deal begins (stakes and beasts
    #: carried from earlier deals); :class:`Table` sets it.
    pool_carried: int = 0

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if f.type in ("bool", bool):
                if not isinstance(value, bool):
                    raise TypeError(f"option {f.name!r} must be true or false, not {value!r}")
            elif not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise ValueError(f"option {f.name!r} must be a whole number of counters "
                                 f"(0 or more), not {value!r}")

    def to_json(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_json(cls, data: Any) -> Options:
        if not isinstance(data, dict):
            raise TypeError("options must be an object")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown option(s) {unknown}; the options are {sorted(known)}")
        return cls(**data)


def players(options: Options | None = None) -> int:
    return SEATS


def expected_pack(options: Options | None = None) -> list[Card]:
    return quadrille_pack()


# --------------------------------------------------------------------------
# Results


class Transfer(NamedTuple):
    """Counters passing from ``payer`` to ``payee`` (a seat 0-3, or
    :data:`POOL`), for ``item``, with the reason and its authority: a law of
    the text (``law``) or the treatise the rule is taken from (``source``)."""

    payer: int
    payee: int
    counters: int
    item: str
    reason: str
    law: str | None = None
    source: str = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"payer": _who(self.payer), "payee": _who(self.payee),
                               "counters": self.counters, "item": self.item,
                               "reason": self.reason}
        if self.law:
            out["law"] = self.law
        if self.source:
            out["source"] = self.source
        return out

    def __str__(self) -> str:
        cite = self.law.split(":")[1] if self.law else self.source
        return f"{_who(self.payer)} pays {_who(self.payee)} {self.counters}: {self.reason} [{cite}]"


def _who(seat: int) -> str:
    return "pool" if seat == POOL else f"P{seat}"


@dataclass(eq=True)
class Result:
    """How a deal ended and every payment it made."""

    outcome: str  # "won", "vole", "remise" or "codille"
    ombre: int
    friend: int | None
    mode: str  # "called", "forced", "sans prendre"
    trump: Suit
    called: Card | None
    tricks: tuple[int, ...]
    side_tricks: int
    matadores: int
    vole_undertaken: bool
    pool_before: int
    transfers: tuple[Transfer, ...]
    irregularities: tuple[Irregularity, ...]

    @property
    def totals(self) -> tuple[int, ...]:
        """Net counters won (+) or paid (-) by each seat in this deal."""
        net = [0] * (SEATS + 1)
        for t in self.transfers:
            net[t.payer] -= t.counters
            net[t.payee] += t.counters
        return tuple(net[:SEATS])

    @property
    def pool_change(self) -> int:
        return sum(t.counters for t in self.transfers if t.payee == POOL) - sum(
            t.counters for t in self.transfers if t.payer == POOL)

    @property
    def pool_after(self) -> int:
        return self.pool_before + self.pool_change

    def to_json(self) -> dict[str, Any]:
        return {
            "outcome": self.outcome, "ombre": self.ombre, "friend": self.friend,
            "mode": self.mode, "trump": self.trump.noun,
            "called": str(self.called) if self.called else None,
            "tricks": list(self.tricks), "matadores": self.matadores,
            "vole_undertaken": self.vole_undertaken,
            "pool_before": self.pool_before, "pool_after": self.pool_after,
            "totals": list(self.totals),
            "transfers": [t.to_json() for t in self.transfers],
            "irregularities": [i.to_json() for i in self.irregularities],
        }

    def __str__(self) -> str:
        side = f"P{self.ombre}" + (f" and P{self.friend}" if self.friend is not None else "")
        head = (f"{side} ({self.mode}, {self.trump.noun}): {self.side_tricks} tricks, "
                f"{self.outcome}")
        lines = [head] + [f"  {t}" for t in self.transfers]
        lines.append("  totals " + "  ".join(f"P{i} {n:+d}" for i, n in enumerate(self.totals))
                     + f"  pool {self.pool_before} -> {self.pool_after}")
        return "\n".join(lines)


# --------------------------------------------------------------------------
# The deal

_PATTERNS = ("4-3-3", "3-4-3", "3-3-4")
_SUIT_WORDS: dict[str, Suit] = {}
for _suit in Suit:
    for _w in (_suit.noun, _suit.noun[:-1], _suit.value, _suit.letter.lower()):
        _SUIT_WORDS[_w] = _suit

#: The act of playing each card, for each seat, made once.
_PLAY: list[list[Action]] = [[Action("play", p, (c,)) for c in CARDS] for p in range(SEATS)]
_WORDS: dict[tuple[str, int, str | None], Action] = {}


def _word(kind: str, player: int, value: str | None = None) -> Action:
    key = (kind, player, value)
    act = _WORDS.get(key)
    if act is None:
        act = _WORDS[key] = Action(kind, player, (), value)
    return act


@dataclass(frozen=True)
class Trick:
    """A quitted trick: its leader, the cards in the order played, its winner."""

    leader: int
    cards: tuple[tuple[int, Card], ...]
    winner: int

    def __str__(self) -> str:
        return " ".join(f"P{s}:{c}" for s, c in self.cards) + f"  -> P{self.winner}"


@dataclass(slots=True)
class View:
    """What one seat can see (see :meth:`Deal.view`): a fresh copy each time,
    so a strategy may keep or change it without touching the deal."""

    player: int
    phase: Phase
    stage: str
    to_move: int | None
    dealer: int
    eldest: int
    hand: tuple[Card, ...]
    speaking: tuple[tuple[int, str], ...]
    ombre: int | None
    mode: str | None
    trump: Suit | None
    called: Card | None
    #: The ombre's friend: None while this seat does not know him, or when the
    #: ombre plays alone.
    friend: int | None
    trick: tuple[tuple[int, Card], ...]
    tricks_won: tuple[int, ...]
    #: The quitted tricks, for the player whose turn it is only (law 12).
    quitted: tuple[Trick, ...] | None
    #: Cards of other seats the table has seen (shown, played out of turn, games shown).
    seen: dict[int, tuple[Card, ...]]
    pool: int
    vole_undertaken: bool

    def __str__(self) -> str:
        lines = [f"P{self.player} holds {show(self.hand)}"]
        if self.trump:
            call = f", called {self.called}" if self.called else ""
            lines.append(f"ombre P{self.ombre} ({self.mode}) in {self.trump.noun}{call}")
        if self.trick:
            lines.append("trick: " + " ".join(f"P{s}:{c}" for s, c in self.trick))
        return "\n".join(lines)


class Deal:
    """One deal of Quadrille; see the module docstring for its course."""

    GAME = GAME

    def __init__(self, pack: Sequence[Card], dealer: int = 0, options: Options | None = None,
                 seed: int | None = None) -> None:
        try:
            order = [_ix(c) for c in pack]
        except (KeyError, TypeError):
            order = []
        if sorted(order) != list(range(40)):
            raise ValueError("a Quadrille deal needs the 40-card pack (no eights, nines or tens), "
                             "each card once")
        if not (isinstance(dealer, int) and 0 <= dealer < SEATS):
            raise ValueError(f"the dealer must be a seat 0-3, not {dealer!r}")
        self.pack: tuple[Card, ...] = tuple(CARDS[i] for i in order)
        self._order = order
        self.dealer = dealer
        self.options = options or Options()
        self.seed = seed
        self.history: list[Action] = []
        self.irregularities: list[Irregularity] = []
        self.eldest = (dealer + 1) % SEATS
        self.phase = Phase.DEAL
        #: The step within the phase: deal | speak | reply | name | call | play |
        #: vole | claims | over.
        self.stage = "deal"
        self.to_move: int | None = dealer
        self._hands: list[list[int]] = [[] for _ in range(SEATS)]
        self._dealt: list[tuple[int, ...]] = []
        self.packets: str | None = None
        # speaking
        self.speaking: list[tuple[int, str]] = []
        self._speaker_index = 0
        self.passed: set[int] = set()
        self.asker: int | None = None
        self.offerer: int | None = None
        # the game undertaken
        self.ombre: int | None = None
        self.mode: str | None = None  # "called", "forced" or "sans prendre"
        self.trump: Suit | None = None
        self._t = -1
        self.called: Card | None = None
        self._called = -1
        self.friend: int | None = None
        self.friend_revealed = False
        # play
        self.leader = self.eldest
        self._trick: list[tuple[int, int]] = []
        self.tricks: list[Trick] = []
        self.tricks_won = [0] * SEATS
        self.vole_undertaken = False
        self.vole_forfeited = False
        # irregularities and their consequences
        self._must: list[set[int]] = [set() for _ in range(SEATS)]  # law 11
        self._seen: list[set[int]] = [set() for _ in range(SEATS)]  # known to the table
        self.renounces: list[list[int]] = []  # [seat, trick number, beasted 0/1]
        self.fraud_suspects: set[int] = set()  # law 10, awaiting the table's ruling
        self.fines: list[Transfer] = []  # beasts for irregularities, paid to the pool
        # claims (law 18)
        self.demanded_sans_prendre = False
        self.demanded_matadores = 0
        self._legal: list[Action] | None = None
        self._result: Result | None = None

    # -- construction -------------------------------------------------------

    @classmethod
    def new(cls, seed: int | None = None, options: Options | None = None,
            dealer: int = 0) -> Deal:
        """A deal from a pack shuffled with ``random.Random(seed)``."""
        pack = list(CARDS)
        random.Random(seed).shuffle(pack)
        return cls(pack, dealer=dealer, options=options, seed=seed)

    @classmethod
    def shuffled(cls, rng: random.Random, dealer: int = 0,
                 options: Options | None = None) -> Deal:
        """A deal from a pack shuffled with the caller's generator (no seed kept)."""
        pack = list(CARDS)
        rng.shuffle(pack)
        return cls(pack, dealer=dealer, options=options)

    @classmethod
    def from_hands(cls, hands: Sequence[Sequence[Card] | str], dealer: int = 0,
                   options: Options | None = None, packets: str = "4-3-3") -> Deal:
        """A deal already dealt: ``hands[s]`` is what seat ``s`` holds (cards, or
        text such as ``"A♠ 7♥ K♣ ..."``).  The pack is the one that, dealt by
        ``packets`` from the dealer's right, gives these hands."""
        from playable.cards import cards as parse

        held = [parse(h) if isinstance(h, str) else list(h) for h in hands]
        if len(held) != SEATS or any(len(h) != TRICKS for h in held):
            raise ValueError("four hands of ten cards are needed")
        sizes = _read_packets(packets)
        if sorted(sizes) != [3, 3, 4]:
            raise ValueError(f"packets {packets!r} are not a lawful deal (law 1)")
        pack: list[Card] = []
        taken = [0] * SEATS
        for size in sizes:
            for k in range(1, SEATS + 1):
                seat = (dealer + k) % SEATS
                pack += held[seat][taken[seat]:taken[seat] + size]
                taken[seat] += size
        deal = cls(pack, dealer=dealer, options=options)
        deal.apply(_word("deal", dealer, packets))
        return deal

    def clone(self) -> Deal:
        """An independent copy, for search and simulation."""
        other = copy.copy(self)
        other.history = list(self.history)
        other.irregularities = list(self.irregularities)
        other._hands = [list(h) for h in self._hands]
        other.speaking = list(self.speaking)
        other.passed = set(self.passed)
        other._trick = list(self._trick)
        other.tricks = list(self.tricks)
        other.tricks_won = list(self.tricks_won)
        other._must = [set(s) for s in self._must]
        other._seen = [set(s) for s in self._seen]
        other.renounces = [list(r) for r in self.renounces]
        other.fraud_suspects = set(self.fraud_suspects)
        other.fines = list(self.fines)
        other._legal = None
        return other

    # -- the position as cards ------------------------------------------------

    @property
    def hands(self) -> list[list[Card]]:
        """Each seat's cards now (a copy)."""
        return [[CARDS[c] for c in h] for h in self._hands]

    def hand(self, seat: int) -> tuple[Card, ...]:
        """One seat's cards now, trumps first, each suit from the highest."""
        return tuple(sorted((CARDS[c] for c in self._hands[seat]), key=self._display_key))

    @property
    def dealt(self) -> tuple[tuple[Card, ...], ...]:
        """The hands as dealt."""
        return tuple(tuple(CARDS[c] for c in h) for h in self._dealt)

    @property
    def trick(self) -> list[tuple[int, Card]]:
        """The trick on the table: (seat, card) in the order played."""
        return [(s, CARDS[c]) for s, c in self._trick]

    # -- what may be done ---------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def stake(self) -> int:
        """What is "upon the game": the counters carried in the pool plus this
        deal's mark.  A beast is this many counters ("paying as many counters as
        are down on the board", Hoyle's terms p. 278)."""
        return self.options.pool_carried + self.options.mark

    def legal_actions(self) -> list[Action]:
        """The regular acts open to the player to move.  Irregular acts are
        accepted by :meth:`apply` but never offered."""
        if self._legal is not None:
            return self._legal
        stage, p = self.stage, self.to_move
        acts: list[Action]
        if stage == "play" or stage == "vole":
            assert p is not None
            table = _PLAY[p]
            acts = [table[c] for c in self._lawful(p)]
            if stage == "vole":
                acts.append(_word("no-vole", p))
        elif stage == "speak":
            assert p is not None
            acts = [_word("pass", p)]
            if self.asker is None:
                acts.append(_word("ask-leave", p))
            acts.append(_word("sans-prendre", p))
        elif stage == "reply":
            assert p is not None
            acts = [_word("sans-prendre", p), _word("pass", p)]
        elif stage == "name":
            assert p is not None
            acts = [_word("name-trump", p, s.noun) for s in SUITS]
        elif stage == "call":
            assert p is not None
            acts = [Action("call", p, (c,)) for c in self.callable_cards()]
        elif stage == "deal":
            acts = [_word("deal", self.dealer, v) for v in _PATTERNS]
        elif stage == "claims":
            assert p is not None
            acts = [_word("demand", p, v) for v in self.open_claims()]
            acts.append(_word("settle", p))
        else:
            acts = []
        self._legal = acts
        return acts

    def legal_plays(self) -> list[Card]:
        """The cards the player to move may lawfully play (empty outside play)."""
        if self.stage not in ("play", "vole") or self.to_move is None:
            return []
        return [CARDS[c] for c in self._lawful(self.to_move)]

    def _lawful(self, seat: int) -> list[int]:
        """Following suit and law 17 (:func:`lawful_plays`); then law 11: a card
        drawn and shown must be played as soon as it lawfully may be."""
        hand = self._hands[seat]
        cards_ = _lawful_ix(hand, self._trick[0][1], self._t) if self._trick else hand
        must = self._must[seat]
        if must:
            shown = [c for c in cards_ if c in must]
            if shown:
                return shown
        return cards_

    def callable_cards(self) -> list[Card]:
        """The cards the ombre may call: any king but the king of trumps (law 7),
        his own included (law 8); with the four kings, also a queen of one of his
        kings, never the queen of trumps (laws 6-7)."""
        assert self.trump is not None and self.ombre is not None
        out = [Card(Rank.KING, s) for s in SUITS if s is not self.trump]
        hand = self._hands[self.ombre]
        if all(_ix(Card(Rank.KING, s)) in hand for s in SUITS):
            out += [Card(Rank.QUEEN, s) for s in SUITS if s is not self.trump]
        return [CARDS[_ix(c)] for c in out]

    def open_claims(self) -> list[str]:
        """What the ombre may still demand (law 18): ``"sans-prendre"`` after a
        game won sans prendre; ``"matadores N"`` (N up to what his side holds)."""
        if self.stage != "claims" or not self._side_won():
            return []
        claims = []
        if self.mode == "sans prendre" and not self.demanded_sans_prendre:
            claims.append("sans-prendre")
        held = self.matadores_held()
        if held and not self.demanded_matadores:
            claims += [f"matadores {n}" for n in range(held, 0, -1)]
        return claims

    # -- acting --------------------------------------------------------------

    def play(self, card: Card | str, player: int | None = None) -> None:
        """Play a card (``Card`` or notation) for the player to move, or for
        ``player`` (out of turn, law 9)."""
        self.act("play", player, card)

    def irregular_actions(self) -> list[Action]:
        """Irregular acts the table could commit now, each punished by its law
        (or refused, in strict mode): a misdeal (law 1), a card played out of
        turn (law 9) or a renounce (laws 14, 17), a card shown (law 11), a look
        at the tricks out of turn (law 12), a game turned up (law 13) or shown
        (law 16), a renounce claimed (law 14) or replayed (law 15), and the
        table's ruling on a friend who showed himself (law 10)."""
        out: list[Action] = []
        if self.stage == "deal":
            return [_word("deal", self.dealer, "5-5")]
        if self.phase is Phase.PLAY:
            mover = self.to_move
            following = (_lawful_ix(self._hands[mover], self._trick[0][1], self._t)
                         if self._trick and mover is not None else None)
            for seat in range(SEATS):
                for c in self._hands[seat]:
                    if seat != mover or (following is not None and c not in following):
                        out.append(_PLAY[seat][c])
                    if not self._alone(seat):
                        out.append(Action("show-card", seat, (CARDS[c],)))
                if not (seat == self.ombre and self.mode == "sans prendre"):
                    out.append(_word("show-game", seat))
                out += [_word("turn-up", seat, str(o)) for o in range(SEATS) if o != seat]
                if seat != mover:
                    out.append(_word("look-tricks", seat))
            out += [_word("replay", self.to_move or 0, str(n))
                    for n in sorted({r[1] for r in self.renounces if r[2]})
                    if n <= len(self.tricks)]
        if self.phase in (Phase.PLAY, Phase.SCORING):
            out += [_word("claim-renounce", (o + 1) % SEATS, str(o))
                    for o in sorted({r[0] for r in self.renounces if not r[2]})]
            out += [_word("rule-fraud", s) for s in sorted(self.fraud_suspects)]
        return out

    why_not = core_why_not  # the law strict play would cite, or None (playable.core)

    def act(self, kind: str, player: int | None = None, card: Card | str | None = None,
            value: str | None = None) -> None:
        """Shorthand for :meth:`apply`: ``deal.act("ask-leave")``,
        ``deal.act("call", card="K♠")``, ``deal.act("show-card", player=2,
        card="7♠")``.  The player defaults to the one whose turn it is."""
        seat = self.to_move if player is None else player
        if seat is None:
            raise ImpossibleAct("quadrille:law-18", f"{kind}: the deal is settled")
        cards_ = () if card is None else (Card.parse(card) if isinstance(card, str) else card,)
        self.apply(Action(kind, seat, cards_, value))

    def apply(self, action: Action) -> None:
        """Apply one act.  A regular act is checked against the laws; an irregular
        one is refused with its law in strict mode, and otherwise committed and
        the law that punishes it applied.  The act joins :attr:`history`."""
        legal = self._legal if self._legal is not None else self.legal_actions()
        for a in legal:  # identity first: the acts offered are made once
            if a is action:
                break
        else:
            if action not in legal:
                self._irregular(action)
                self.history.append(action)
                self._legal = None
                return
        if action.kind == "play":
            self._play_card(action.player, _IX_BY_ID.get(id(action.cards[0]))
                            or _ix(action.cards[0]))
        else:
            self._regular(action)
        self.history.append(action)
        self._legal = None

    def _regular(self, action: Action) -> None:
        kind = action.kind
        if kind in ("pass", "ask-leave", "sans-prendre"):
            self._speak(action.player, kind)
        elif kind == "name-trump":
            self._name_trump(action)
        elif kind == "call":
            self._call(action.cards[0])
        elif kind == "deal":
            self._deal(action.value or "")
        elif kind == "no-vole":
            self._end_play()
        elif kind == "demand":
            self._demand(action.value or "")
        elif kind == "settle":
            self._settle()

    # -- the deal (law 1) -----------------------------------------------------

    def _deal(self, value: str) -> None:
        """Law 1: ten cards each, by fours and threes, the dealer beginning with
        either.  Other packets are a misdeal: the same dealer deals again, with
        no penalty (Hoyle p. 275, laws 2-3: "He who deals wrong is to deal
        again").  The engine deals the second time from the same pack."""
        sizes = _read_packets(value)
        if sorted(sizes) != [3, 3, 4]:
            law = "quadrille:law-1"
            if self.options.strict:
                raise Misdeal(law, f"cards dealt {value}: the deal is by fours and threes only")
            self._note(law, self.dealer, f"misdeal ({value}): the same dealer deals again, "
                                         "no penalty")
            return
        position = 0
        for size in sizes:
            for k in range(1, SEATS + 1):
                seat = (self.dealer + k) % SEATS
                self._hands[seat] += self._order[position:position + size]
                position += size
        self._dealt = [tuple(h) for h in self._hands]
        self.packets = value
        self.phase = Phase.BIDDING
        self.stage = "speak"
        self.to_move = self.eldest

    # -- speaking (laws 2-8) ----------------------------------------------------

    def _speak(self, seat: int, word: str) -> None:
        """Pass, ask leave or offer sans prendre, in turn from the eldest.

        A sans prendre offered after another has asked leave obliges the asker
        to play sans prendre himself or give up (Hoyle's "forced sans prendre",
        terms p. 280; the elder has the preference, law 22 p. 277).  He who
        passed may not come back in (law 4); he who asked and was given leave
        must play, and not sans prendre unless forced (law 5).  If all pass, the
        holder of spadille must play, calling a king (law 4's exception).
        """
        self.speaking.append((seat, word))
        if self.stage == "reply":
            if word == "sans-prendre":
                self._undertake(seat, "sans prendre")
            else:
                self.passed.add(seat)
                assert self.offerer is not None
                self._undertake(self.offerer, "sans prendre")
            return
        if word == "pass":
            self.passed.add(seat)
        elif word == "ask-leave":
            self.asker = seat
        elif self.asker is not None:
            self.offerer = seat
            self.stage = "reply"
            self.to_move = self.asker
            return
        else:
            self._undertake(seat, "sans prendre")
            return
        self._speaker_index += 1
        if self._speaker_index < SEATS:
            self.to_move = (self.eldest + self._speaker_index) % SEATS
        elif self.asker is not None:
            self._undertake(self.asker, "called")
        else:
            spadille = _ix(SPADILLE)
            holder = next(s for s in range(SEATS) if spadille in self._hands[s])
            self._undertake(holder, "forced")

    def _undertake(self, seat: int, mode: str) -> None:
        self.ombre = seat
        self.mode = mode
        self.stage = "name"
        self.to_move = seat

    def _name_trump(self, action: Action) -> None:
        """Laws 2-3: the trump is named by its proper name; if two suits are
        named, the first named is trumps (and so it is if he names a suit his
        game is not in: the engine takes him at his word)."""
        text = action.value or ""
        named, improper = _read_suits(text)
        law = "quadrille:law-2" if named else "quadrille:law-3"
        if not named or improper or len(named) > 1:
            if self.options.strict:
                raise IllegalBid(law, f"trumps named as {text!r}: "
                                      + ("the first suit named would stand" if named
                                         else "name the suit by its proper name"))
            if not named:
                self._note(law, action.player, f"trumps named as {text!r}, not by a proper "
                                               "name: as if he had not spoken")
                return
            self._note(law, action.player, f"trumps named as {text!r}: {named[0].noun}, "
                                           "the first named, stand")
        self.trump = named[0]
        self._t = _SUIT_IX[self.trump]
        if self.mode == "sans prendre":
            self._start_play()
        else:
            self.stage = "call"

    def _call(self, card: Card) -> None:
        """Calling a king (laws 6-8): its holder is the ombre's friend, known to
        the others only when the card is played; a king in the ombre's own hand
        means that he plays alone and must make six tricks alone (law 8)."""
        assert self.ombre is not None
        c = _ix(card)
        self.called = CARDS[c]
        self._called = c
        holder = next(s for s in range(SEATS) if c in self._hands[s])
        self.friend = None if holder == self.ombre else holder
        self._start_play()

    def _start_play(self) -> None:
        self.phase = Phase.PLAY
        self.stage = "play"
        self.leader = self.eldest
        self.to_move = self.eldest

    # -- play (laws 10, 14, 17; the vole) ----------------------------------------

    def _play_card(self, seat: int, c: int) -> None:
        self._hands[seat].remove(c)
        if self._must[seat]:
            self._must[seat].discard(c)
        trick = self._trick
        if not trick:
            if self.stage == "vole":
                self.vole_undertaken = True  # Hoyle law 11 (p. 276)
                self.stage = "play"
            if seat == self.friend:
                self._check_friend_lead(seat, c)
        trick.append((seat, c))
        if c == self._called:
            self.friend_revealed = True
        if len(trick) < SEATS:
            self.to_move = (seat + 1) % SEATS
            return
        self._quit_trick()

    def _quit_trick(self) -> None:
        t = self._t
        sof, pw = _SOF[t], _POW[t]
        trick = self._trick
        best_seat, best = trick[0]
        best_suit, best_power = sof[best], pw[best]
        for seat, c in trick[1:]:
            s = sof[c]
            if (s == best_suit and pw[c] > best_power) or (s == _TRUMP and best_suit != _TRUMP):
                best_seat, best_suit, best_power = seat, s, pw[c]
        self.tricks.append(Trick(trick[0][0], tuple((s, CARDS[c]) for s, c in trick), best_seat))
        self.tricks_won[best_seat] += 1
        self._trick = []
        self.leader = self.to_move = best_seat
        number = len(self.tricks)
        if self.renounces and self.options.notice_renounces:
            for r in self.renounces:
                if r[1] == number and not r[2]:
                    self._beast_renounce(r, "when the trick was quitted")
        if number == TRICKS:
            self._end_play()
        elif number == 6 and self._vole_open():
            self.stage = "vole"

    def _vole_open(self) -> bool:
        """The vole may be undertaken when the ombre's side has won the first six
        tricks: not by forced spadille (Hoyle law 16, p. 276), not before the
        called king has appeared (*Académie*, law LI; Hoyle law 19), not by a
        side that has forfeited it (law 10)."""
        side = self.side()
        if any(t.winner not in side for t in self.tricks):
            return False
        if self.mode == "forced" or self.vole_forfeited:
            return False
        return self.friend is None or self.friend_revealed

    def _check_friend_lead(self, seat: int, c: int) -> None:
        """Law 10: the friend, not eldest hand, who leads spadille, manille or
        basto, or leads the called king, before the called king has appeared,
        gives notice that he is the friend: his side may not undertake the vole,
        and he is beasted if the table rules it fraudulent (``rule-fraud``)."""
        if seat == self.eldest or self.friend_revealed:
            return
        if c in _MATS[self._t] or c == self._called:
            self.vole_forfeited = True
            self.fraud_suspects.add(seat)
            self._note("quadrille:law-10", seat,
                       f"led {CARDS[c]}, showing himself the friend before the called king "
                       "appeared: no vole for his side; a beast if the table rules it fraudulent")

    def _end_play(self) -> None:
        self.phase = Phase.SCORING
        self.stage = "claims"
        self.to_move = self.ombre

    # -- claims and settlement (laws 18, 19) -----------------------------------

    def _demand(self, value: str) -> None:
        """Law 18: the ombre receives the matadores he demands, and only as many
        as he names; law 19, as far as the fragment goes: a demand of matadores
        does not stand for the sans prendre, nor the other way about.  A claim
        not made before the deal is settled is lost (Hoyle law 9, p. 276)."""
        if value == "sans-prendre":
            self.demanded_sans_prendre = True
        else:
            self.demanded_matadores = int(value.split()[1])

    def _settle(self) -> None:
        self.phase = Phase.OVER
        self.stage = "over"
        self.to_move = None
        self._result = settlement(self)

    # -- irregular acts -------------------------------------------------------

    def _irregular(self, action: Action) -> None:
        kind, seat = action.kind, action.player
        if not (isinstance(seat, int) and 0 <= seat < SEATS):
            raise ImpossibleAct(self._stage_law(), f"there is no seat {seat!r}")
        if self.phase is Phase.OVER:
            raise ImpossibleAct("quadrille:law-18", f"{action}: the deal is settled")
        strict = self.options.strict
        handler = _IRREGULAR.get(kind)
        if handler is not None:
            handler(self, action, strict)
        elif kind == "play":
            self._irregular_play(action, strict)
        elif kind in ("pass", "ask-leave", "sans-prendre"):
            self._refuse_speech(action)
        elif kind == "name-trump":
            if self.stage != "name" or seat != self.ombre:
                raise OutOfTurn("quadrille:law-2", f"{action}: only the ombre names the trump, "
                                                   "when the speaking is done")
            self._name_trump(action)
        elif kind == "call":
            self._irregular_call(action, strict)
        elif kind == "deal":
            if self.stage != "deal" or seat != self.dealer:
                raise OutOfTurn("quadrille:law-1", f"{action}: it is P{self.dealer}'s deal, "
                                                   "before anything else")
            self._deal(action.value or "")
        elif kind in ("demand", "settle", "no-vole"):
            self._refuse_late(action)
        else:
            raise ImpossibleAct(self._stage_law(), f"{action}: no such act here (open: "
                                + ", ".join(str(a) for a in self.legal_actions()) + ")")

    def _stage_law(self) -> str:
        return {"deal": "quadrille:law-1", "speak": "quadrille:law-4", "reply": "quadrille:law-5",
                "name": "quadrille:law-3", "call": "quadrille:law-7",
                "claims": "quadrille:law-18"}.get(self.stage, "quadrille:law-9")

    def _refuse_speech(self, action: Action) -> None:
        seat = action.player
        if self.stage not in ("speak", "reply"):
            if seat == self.ombre and self.mode == "called":
                raise IllegalBid("quadrille:law-5", f"{action}: P{seat} asked leave and was "
                                 "given it: he must play, calling a king, and may not go sans "
                                 "prendre unless forced")
            raise IllegalBid("quadrille:law-4", f"{action}: the speaking is over")
        if seat in self.passed:
            raise IllegalBid("quadrille:law-4", f"{action}: P{seat} has passed and may not "
                             "come back in")
        if seat != self.to_move:
            raise OutOfTurn("quadrille:law-9", f"{action}: it is P{self.to_move}'s turn to speak")
        if action.kind == "ask-leave":
            raise IllegalBid("quadrille:law-5", f"{action}: P{self.asker} has already asked "
                             "leave; a later player may only pass or play sans prendre")
        raise IllegalBid("quadrille:law-5", f"{action}: not open now")

    def _irregular_call(self, action: Action, strict: bool) -> None:
        seat = action.player
        if self.stage != "call" or seat != self.ombre:
            raise OutOfTurn("quadrille:law-7", f"{action}: only the ombre who asked leave (or "
                                               "forced spadille) calls, after naming the trump")
        if not action.cards:
            law = "quadrille:law-3"
            if strict:
                raise IllegalBid(law, f"the king called as {action.value!r}: call it by its "
                                      "proper name")
            self._note(law, seat, f"called {action.value!r}, not by the proper name of a "
                                  "card: as if he had not spoken")
            return
        card = action.cards[0]
        if card.suit is self.trump and card.rank in (Rank.KING, Rank.QUEEN):
            raise IllegalBid("quadrille:law-7", f"{card} may not be called: neither the king "
                                                "nor the queen of trumps")
        if card.rank == Rank.QUEEN:
            raise IllegalBid("quadrille:law-6", f"{card}: a queen may be called only by him "
                                                "who holds the four kings")
        raise IllegalBid("quadrille:law-6", f"{card}: call a king (or, with the four kings, "
                                            "a queen)")

    def _refuse_late(self, action: Action) -> None:
        if action.kind == "no-vole":
            raise IllegalPlay("quadrille:law-10", f"{action}: the vole is not in question now")
        if self.stage != "claims" or action.player != self.ombre:
            raise OutOfTurn("quadrille:law-18", f"{action}: the ombre makes his demands when "
                                                "the cards are played out")
        raise IllegalBid("quadrille:law-18", f"{action}: not owed, or already demanded "
                                             f"(open: {', '.join(self.open_claims()) or 'none'})")

    def _irregular_play(self, action: Action, strict: bool) -> None:
        seat = action.player
        if len(action.cards) != 1:
            raise ImpossibleAct("quadrille:law-9", f"{action}: play one card")
        card = action.cards[0]
        if self.stage not in ("play", "vole"):
            raise OutOfTurn("quadrille:law-9", f"{action}: the cards are not being played now")
        c = _IX_BY_CARD.get(card, -1)
        if c not in self._hands[seat]:
            raise ImpossibleAct("quadrille:law-9", f"{action}: P{seat} does not hold {card}")
        if seat != self.to_move:
            self._out_of_turn(seat, c, strict)
            return
        hand = self._hands[seat]
        following = _lawful_ix(hand, self._trick[0][1], self._t) if self._trick else hand
        if c in following:  # lawful by suit, but a card shown must be played first
            shown = show(sorted((CARDS[x] for x in self._must[seat]), key=_card_key))
            raise IllegalPlay("quadrille:law-11", f"{action}: P{seat} drew and showed {shown} "
                                                  "and must play it now")
        forced_matador = self._matador_forced(seat)
        law = "quadrille:law-17" if forced_matador else "quadrille:law-14"
        if strict:
            why = ("a matador led forces the lower matador" if forced_matador
                   else f"P{seat} can follow suit")
            raise IllegalPlay(law, f"{action}: a renounce ({why})")
        number = len(self.tricks) + 1
        self._note("quadrille:law-14", seat, f"renounced with {card} in trick {number}")
        self.renounces.append([seat, number, 0])
        self._play_card(seat, c)

    def _matador_forced(self, seat: int) -> bool:
        """Whether the renounce consists in keeping back a matador that the
        matador led forces (law 17)."""
        if not self._trick:
            return False
        sof, mats = _SOF[self._t], _MATS[self._t]
        return sof[self._trick[0][1]] == _TRUMP and all(
            c in mats for c in self._hands[seat] if sof[c] == _TRUMP)

    def _out_of_turn(self, seat: int, c: int, strict: bool) -> None:
        """Law 9: playing out of turn is not beasted.  The card is taken back
        into the hand; the table has seen it.  (Hoyle's law 5, p. 275, further
        lets the adversaries call that card later in the deal; the engine
        leaves that to the players.)"""
        law = "quadrille:law-9"
        if strict:
            raise OutOfTurn(law, f"P{seat} played {CARDS[c]}: it is P{self.to_move}'s turn")
        self._seen[seat].add(c)
        self._note(law, seat, f"played {CARDS[c]} out of turn: taken back, no beast")

    # irregular acts that are only ever irregular

    def _show_card(self, action: Action, strict: bool) -> None:
        """Law 11: a card drawn from the hand and shown must be played, at the
        first turn it may lawfully be played; except by him who plays sans
        prendre or called his own king."""
        seat = action.player
        self._require_play_phase(action)
        c = _IX_BY_CARD.get(action.cards[0], -1) if len(action.cards) == 1 else -1
        if c not in self._hands[seat]:
            raise ImpossibleAct("quadrille:law-11", f"{action}: show one card of your hand")
        law = "quadrille:law-11"
        if self._alone(seat):  # lawful for him: no irregularity
            self._seen[seat].add(c)
            return
        if strict:
            raise IllegalPlay(law, f"P{seat} would show {CARDS[c]}: a card shown must be played")
        self._seen[seat].add(c)
        self._must[seat].add(c)
        self._note(law, seat, f"showed {CARDS[c]}: he must play it as soon as it may be played")

    def _show_game(self, action: Action, strict: bool) -> None:
        """Law 16: he who shows his game before the deal is out is beasted,
        unless he plays sans prendre."""
        seat = action.player
        self._require_play_phase(action)
        law = "quadrille:law-16"
        sans_prendre = seat == self.ombre and self.mode == "sans prendre"
        if not sans_prendre and strict:
            raise IllegalPlay(law, f"P{seat} may not show his game before the deal is out")
        self._seen[seat].update(self._hands[seat])
        if sans_prendre:  # lawful for him: no irregularity
            return
        self._note(law, seat, "showed his game before the deal was out: beasted")
        self._fine([(seat, self.stake)], law, f"beast: P{seat} showed his game")

    def _turn_up(self, action: Action, strict: bool) -> None:
        """Law 13: he who turns up a player's game instead of his tricks is
        beasted with him, each paying half (the odd counter, if any, by him who
        turned it up)."""
        seat = action.player
        self._require_play_phase(action)
        other = _seat_value(action)
        if other is None or other == seat:
            raise ImpossibleAct("quadrille:law-13", f"{action}: name the other seat whose game "
                                                    "was turned up")
        law = "quadrille:law-13"
        if strict:
            raise IllegalPlay(law, f"P{seat} may not turn up P{other}'s game")
        self._seen[other].update(self._hands[other])
        self._note(law, seat, f"turned up P{other}'s game instead of the tricks: both beasted, "
                              "half each")
        beast = self.stake
        self._fine([(seat, beast - beast // 2), (other, beast // 2)], law,
                   f"half a beast: P{seat} turned up P{other}'s game")

    def _look(self, action: Action, strict: bool) -> None:
        """Law 12: only the player whose turn it is may look at the quitted
        tricks.  The law sets no penalty: a look out of turn is recorded."""
        seat = action.player
        self._require_play_phase(action)
        if seat == self.to_move:
            return
        law = "quadrille:law-12"
        if strict:
            raise OutOfTurn(law, f"P{seat} may look at the tricks only when it is his turn "
                                 f"(it is P{self.to_move}'s)")
        self._note(law, seat, "looked at the quitted tricks out of his turn (the law sets no "
                              "penalty)")

    def _rule_fraud(self, action: Action, strict: bool) -> None:
        """Law 10: the table rules that the friend showed himself with a
        fraudulent design: he is beasted."""
        seat = action.player
        if seat not in self.fraud_suspects:
            raise ImpossibleAct("quadrille:law-10", f"{action}: P{seat} has not led so as to "
                                                    "show himself the friend")
        self.fraud_suspects.discard(seat)
        law = "quadrille:law-10"
        self._note(law, seat, "his lead ruled fraudulent by the table: beasted")
        self._fine([(seat, self.stake)], law, f"beast: P{seat} showed himself the friend, "
                                              "ruled fraudulent")

    def _claim_renounce(self, action: Action, strict: bool) -> None:
        """Law 14, when renounces are left to be claimed (``notice_renounces``
        off): during the deal, a beast for each renounce; once the cards are
        played out and gathered ("mixed"), one beast in all."""
        offender = _seat_value(action)
        if offender is None:
            raise ImpossibleAct("quadrille:law-14", f"{action}: name the seat that renounced")
        open_ = [r for r in self.renounces if r[0] == offender and not r[2]]
        if not open_:
            raise ImpossibleAct("quadrille:law-14", f"{action}: P{offender} has no renounce "
                                                    "to claim")
        law = "quadrille:law-14"
        if self.phase is Phase.SCORING:
            for r in open_:
                r[2] = 1
            self._note(law, offender, f"{len(open_)} renounce(s) claimed after the cards were "
                                      "mixed: one beast in all")
            self._fine([(offender, self.stake)], law, f"beast: P{offender} renounced "
                                                      "(claimed when the cards were mixed)")
            return
        if self.phase is not Phase.PLAY:
            raise ImpossibleAct(law, f"{action}: no renounce can be claimed now")
        for r in open_:
            self._beast_renounce(r, f"claimed by P{action.player}")

    def _beast_renounce(self, r: list[int], when: str) -> None:
        """Law 14: each renounce costs a beast."""
        r[2] = 1
        self._fine([(r[0], self.stake)], "quadrille:law-14",
                   f"beast: P{r[0]} renounced in trick {r[1]} ({when})")

    def _replay(self, action: Action, strict: bool) -> None:
        """Law 15: a renounce that harmed the game, found before the deal is
        played out: everyone takes up his cards from the trick where it was made
        and plays them again.  The beast stands (the *Académie*: "la Bête n'en
        est pas moins faite")."""
        self._require_play_phase(action)
        law = "quadrille:law-15"
        try:
            number = int(action.value or "")
        except ValueError:
            raise ImpossibleAct(law, f"{action}: give the number of the trick where the "
                                     "renounce was made") from None
        if number > len(self.tricks) or not any(r[1] == number and r[2] for r in self.renounces):
            raise ImpossibleAct(law, f"{action}: no renounce has been beasted in a quitted "
                                     f"trick {number}")
        for seat, c in self._trick:
            self._hands[seat].append(c)
        for t in self.tricks[number - 1:]:
            for seat, card in t.cards:
                self._hands[seat].append(_ix(card))
            self.tricks_won[t.winner] -= 1
        self.leader = self.to_move = self.tricks[number - 1].leader
        del self.tricks[number - 1:]
        self._trick = []
        self.friend_revealed = any(c == self.called for t in self.tricks for _, c in t.cards)
        if number <= 7:
            self.vole_undertaken = False
        self.stage = "vole" if number == 7 and self._vole_open() else "play"
        self.renounces = [r for r in self.renounces if r[1] < number or r[2]]
        self._note(law, action.player, "the renounce harmed the game: the cards are taken up "
                                       f"and played again from trick {number}")

    def _require_play_phase(self, action: Action) -> None:
        if self.phase is not Phase.PLAY:
            raise ImpossibleAct(self._stage_law(), f"{action}: only while the cards are played")

    def _alone(self, seat: int) -> bool:
        """The ombre who plays sans prendre or called his own king."""
        return seat == self.ombre and (self.mode == "sans prendre" or self.friend is None)

    def _note(self, law: str, player: int, description: str) -> None:
        self.irregularities.append(Irregularity(law, player, description, len(self.history)))

    def _fine(self, payers: list[tuple[int, int]], law: str, reason: str) -> None:
        for seat, counters in payers:
            if counters:
                self.fines.append(Transfer(seat, POOL, counters, "beast", reason, law=law))

    # -- who is who -------------------------------------------------------------

    def side(self) -> tuple[int, ...]:
        """The ombre and his friend (if any)."""
        assert self.ombre is not None
        return (self.ombre,) if self.friend is None else (self.ombre, self.friend)

    def side_tricks(self) -> int:
        return sum(self.tricks_won[s] for s in self.side())

    def _side_won(self) -> bool:
        return self.ombre is not None and self.side_tricks() >= 6

    def matadores_held(self) -> int:
        """The matadores of the ombre's side: spadille, manille, basto and the
        trumps that follow them unbroken ("false matadores", Hoyle's terms p.
        279), in the hands as dealt of ombre and friend together (*The Game of
        Quadrille*: "it is indifferent whether they are all in the Ombre's
        hand"); none unless all three are held."""
        if self._t < 0 or self.ombre is None:
            return 0
        held = {c for s in self.side() for c in self._dealt[s]}
        n = 0
        for c in _TRUMPS[self._t]:
            if c not in held:
                break
            n += 1
        return n if n >= 3 else 0

    # -- views -----------------------------------------------------------------

    def view(self, player: int) -> View:
        """What seat ``player`` can see: his hand, the speaking, the game
        undertaken, the trick on the table, the tricks won and what the table has
        seen of other hands; the friend only once the called card is played (or
        to the friend himself); the quitted tricks only on his turn (law 12)."""
        friend = self.friend
        if friend is not None and not self.friend_revealed and player != friend:
            friend = None
        seen = {}
        for s in range(SEATS):
            shown = self._seen[s].intersection(self._hands[s])
            if s != player and shown:
                seen[s] = tuple(sorted((CARDS[c] for c in shown), key=self._display_key))
        return View(
            player=player, phase=self.phase, stage=self.stage, to_move=self.to_move,
            dealer=self.dealer, eldest=self.eldest, hand=tuple(self.hand(player)),
            speaking=tuple(self.speaking), ombre=self.ombre, mode=self.mode, trump=self.trump,
            called=self.called, friend=friend, trick=tuple(self.trick),
            tricks_won=tuple(self.tricks_won),
            quitted=tuple(self.tricks) if player == self.to_move else None,
            seen=seen, pool=self.options.pool_carried, vole_undertaken=self.vole_undertaken)

    def _display_key(self, card: Card) -> tuple[int, int]:
        if self._t < 0:
            return _card_key(card)
        c = _ix(card)
        suit = _SOF[self._t][c]
        return (-1 if suit == _TRUMP else suit, -_POW[self._t][c])

    def result(self) -> Result:
        """The outcome and every payment (only once the deal is settled)."""
        if self._result is None:
            raise ValueError("the deal is not over: the ombre has not settled")
        return self._result

    def __str__(self) -> str:
        return describe(self)


def _card_key(card: Card) -> tuple[int, int]:
    return (_SUIT_IX[card.suit], -card.rank.value)


_IRREGULAR = {
    "show-card": Deal._show_card,
    "show-game": Deal._show_game,
    "turn-up": Deal._turn_up,
    "look-tricks": Deal._look,
    "rule-fraud": Deal._rule_fraud,
    "claim-renounce": Deal._claim_renounce,
    "replay": Deal._replay,
}

#: The irregular acts, with the law each comes under.
IRREGULAR_ACTS = {
    "play (out of turn)": "quadrille:law-9", "play (a renounce)": "quadrille:law-14",
    "show-card": "quadrille:law-11", "look-tricks": "quadrille:law-12",
    "turn-up": "quadrille:law-13", "claim-renounce": "quadrille:law-14",
    "replay": "quadrille:law-15", "show-game": "quadrille:law-16",
    "rule-fraud": "quadrille:law-10",
}


def _seat_value(action: Action) -> int | None:
    text = (action.value or "").strip().upper().lstrip("P")
    return int(text) if text.isdigit() and 0 <= int(text) < SEATS else None


def _read_packets(value: str) -> list[int]:
    try:
        sizes = [int(part) for part in value.replace(",", "-").split("-")]
    except ValueError:
        raise Misdeal("quadrille:law-1", f"{value!r} does not say how the cards were dealt "
                                         "(write the packets, e.g. '4-3-3')") from None
    if any(n <= 0 for n in sizes):
        raise Misdeal("quadrille:law-1", f"{value!r}: each packet holds one card or more")
    return sizes


def _read_suits(text: str) -> tuple[list[Suit], list[str]]:
    """The suits named in ``text`` in order, and the words that name no suit."""
    named: list[Suit] = []
    improper: list[str] = []
    for word in text.replace(",", " ").replace(";", " ").split():
        w = word.lower()
        if w in ("and", "or", "then"):
            continue
        suit = _SUIT_WORDS.get(w)
        if suit is None:
            improper.append(word)
        elif suit not in named:
            named.append(suit)
    return named, improper


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
    return [CARDS[c] for c in _lawful_ix([_ix(c) for c in hand], _ix(lead), _SUIT_IX[trump])]


def _lawful_ix(hand: list[int], lead: int, t: int) -> list[int]:
    sof = _SOF[t]
    led = sof[lead]
    follow = [c for c in hand if sof[c] == led]
    if not follow:
        return hand
    if led == _TRUMP:
        mats = _MATS[t]
        for c in follow:
            if c not in mats:
                return follow
        if lead in mats:
            pw = _POW[t]
            floor = pw[lead]
            for c in follow:
                if pw[c] < floor:
                    return follow
        return hand
    return follow


# --------------------------------------------------------------------------
# Settlement

HOYLE = "Hoyle ¶5-7"


def settlement(deal: Deal) -> Result:
    """Every payment of a finished deal, after the account of Quadrille in
    *Hoyle's Games Improved* (paragraphs 5-7):

    * Won (six tricks or more): the ombre's side takes what is upon the game
      (the pool), and each adversary pays the game, the consolation and, as
      demanded (law 18), the matadores and the sans prendre; and the vole if
      made.  Receipts are divided between ombre and friend, the odd counter to
      the ombre (*The Game of Quadrille*).
    * Remise (five tricks): the side is beasted (pays the pool's worth into the
      pool) and pays each adversary the consolation and the matadores.
    * Codille (four or fewer): the adversaries divide the pool (odd counters to
      the holders of the best trumps, else left in the pool: *The Game of
      Quadrille*); the side pays each adversary the game, the consolation and
      the matadores, and is beasted.
    * Losses are paid half by the ombre, half by the friend (the odd counter by
      the ombre); but an ombre who makes fewer than three tricks pays all alone,
      unless he played by force of spadille (¶6-7).  A lone ombre (sans prendre,
      or a king of his own called, law 8) pays and wins all himself.
    * A devole (the side makes no trick) costs the side the devole besides.
    * Beasts for irregularities (laws 10, 13, 14, 16) go into the pool.
    """
    assert deal.ombre is not None and deal.trump is not None and deal.mode is not None
    o = deal.options
    side = deal.side()
    friend = deal.friend
    ombre = deal.ombre
    others = [s for s in range(SEATS) if s not in side]
    transfers: list[Transfer] = []
    stake = deal.stake
    if o.mark:
        transfers.append(Transfer(deal.dealer, POOL, o.mark, "mark",
                                  "the dealer's mark into the pool", source="Hoyle, terms"))
    transfers += deal.fines
    tricks = deal.side_tricks()
    held = deal.matadores_held()
    alone_pays = friend is not None and deal.mode != "forced" and deal.tricks_won[ombre] < 3

    def side_shares(total: int) -> list[tuple[int, int]]:
        if friend is None:
            return [(ombre, total)]
        return [(ombre, total - total // 2), (friend, total // 2)]

    def loss_shares(total: int) -> list[tuple[int, int]]:
        return [(ombre, total)] if alone_pays else side_shares(total)

    def receive(each: int, item: str, reason: str, law: str | None = None) -> None:
        if each:
            transfers.extend(_pair([(d, each) for d in others], side_shares(each * len(others)),
                                   item, reason, law, "" if law else HOYLE))

    def pay(each: int, item: str, reason: str, law: str | None = None) -> None:
        if each:
            transfers.extend(_pair(loss_shares(each * len(others)), [(d, each) for d in others],
                                   item, reason, law, "" if law else HOYLE))

    if tricks >= 6:
        vole = deal.vole_undertaken and tricks == TRICKS
        outcome = "vole" if vole else "won"
        if stake:
            transfers.extend(_pair([(POOL, stake)], side_shares(stake), "pool",
                                   "what is upon the game, to the winners", None, HOYLE))
        receive(o.game, "game", "the game, from each adversary")
        receive(o.consolation, "consolation", "the consolation, from each adversary")
        if deal.mode == "sans prendre" and deal.demanded_sans_prendre:
            receive(o.sans_prendre, "sans prendre", "the sans prendre, as demanded",
                    "quadrille:law-18")
        if deal.demanded_matadores:
            n = deal.demanded_matadores
            receive(o.matador * n, "matadores", f"{n} matador(es), as demanded",
                    "quadrille:law-18")
        if vole:
            receive(o.vole, "vole", "the vole, from each adversary")
        elif deal.vole_undertaken and o.failed_vole_pays:
            pay(o.vole, "vole", "the vole undertaken and not made")
    else:
        outcome = "remise" if tricks == 5 else "codille"
        who = f"P{ombre} alone" if alone_pays else "the ombre's side"
        if outcome == "codille" and stake:
            transfers.extend(_codille_pool(deal, others, stake))
        if stake:
            transfers.extend(_pair(loss_shares(stake), [(POOL, stake)], "beast",
                                   f"beast: {outcome}, paid by {who}", None, HOYLE))
        if outcome == "codille":
            pay(o.game, "game", f"the game, to each adversary ({outcome})")
        pay(o.consolation, "consolation", f"the consolation, to each adversary ({outcome})")
        if held:
            pay(o.matador * held, "matadores", f"{held} matador(es), to each adversary")
        if tricks == 0:
            pay(o.devole, "devole", "the devole: no trick made")
    return Result(outcome=outcome, ombre=ombre, friend=friend, mode=deal.mode, trump=deal.trump,
                  called=deal.called, tricks=tuple(deal.tricks_won), side_tricks=tricks,
                  matadores=held, vole_undertaken=deal.vole_undertaken,
                  pool_before=deal.options.pool_carried, transfers=tuple(transfers),
                  irregularities=tuple(deal.irregularities))


def _pair(payers: list[tuple[int, int]], payees: list[tuple[int, int]], item: str, reason: str,
          law: str | None, source: str = "") -> list[Transfer]:
    """Match what each payer owes to what each payee is due (equal totals)."""
    out: list[Transfer] = []
    due = [[s, n] for s, n in payees if n]
    j = 0
    for payer, owed in payers:
        while owed and j < len(due):
            n = min(owed, due[j][1])
            out.append(Transfer(payer, due[j][0], n, item, reason, law, source))
            owed -= n
            due[j][1] -= n
            if not due[j][1]:
                j += 1
    return out


def _codille_pool(deal: Deal, winners: list[int], stake: int) -> list[Transfer]:
    """The adversaries who win codille divide the pool; the odd counters go one
    each to those who held the best trumps, and stay in the pool if none held a
    trump (*The Game of Quadrille*, on Quintille, "as at Quadrille")."""
    t = deal._t
    share, odd = divmod(stake, len(winners))
    pw, sof = _POW[t], _SOF[t]
    best = {s: max((pw[c] for c in deal._dealt[s] if sof[c] == _TRUMP), default=0)
            for s in winners}
    order = sorted((s for s in winners if best[s]), key=lambda s: -best[s])
    dues = [(s, share + (1 if s in order[:odd] else 0)) for s in winners]
    total = sum(n for _, n in dues)
    return _pair([(POOL, total)], dues, "pool", "codille: the adversaries divide the pool", None,
                 "The Game of Quadrille")


# --------------------------------------------------------------------------
# Several deals: the pool carried


class Table:
    """Several deals at one table: the pool carried from deal to deal, each
    player's counters, and the deal passing to the right.  Counters paid in and
    out always sum to zero across the four players and the pool."""

    def __init__(self, options: Options | None = None, dealer: int = 0) -> None:
        self.options = options or Options()
        self.dealer = dealer
        self.pool = 0
        self.counters = [0] * SEATS
        self.results: list[Result] = []

    def new_deal(self, seed: int | None = None) -> Deal:
        options = replace(self.options, pool_carried=self.pool)
        return Deal.new(seed, options=options, dealer=self.dealer)

    def settle(self, deal: Deal) -> Result:
        """Book a finished deal and pass the deal to the right."""
        result = deal.result()
        if result.pool_before != self.pool:
            raise ValueError(f"the deal began with {result.pool_before} in the pool, "
                             f"the table holds {self.pool}")
        for seat, n in enumerate(result.totals):
            self.counters[seat] += n
        self.pool = result.pool_after
        self.results.append(result)
        self.dealer = (self.dealer + 1) % SEATS
        return result

    def play(self, strategies: Sequence[Any], rng: random.Random, deals: int = 4) -> None:
        """Play ``deals`` deals through, each seat by its strategy."""
        from playable.strategies import play_out

        for _ in range(deals):
            deal = self.new_deal(rng.randrange(2**32))
            play_out(deal, strategies, rng)
            self.settle(deal)

    def __str__(self) -> str:
        return ("  ".join(f"P{s} {n:+d}" for s, n in enumerate(self.counters))
                + f"  pool {self.pool}")


# --------------------------------------------------------------------------
# Reading a deal, playing in the terminal, the benchmark


def describe(deal: Deal) -> str:
    """A deal as text: the hands dealt, the speaking, the game, trick by trick,
    the irregularities and the payments."""
    lines = [f"Quadrille: P{deal.dealer} deals" + (f" (seed {deal.seed})" if deal.seed is not None
                                                    else "")]
    if deal.dealt:
        lines.append(f"  packets {deal.packets}; P{deal.eldest} is eldest hand")
        for s, hand in enumerate(deal.dealt):
            ordered = sorted(hand, key=deal._display_key)
            lines.append(f"  P{s}: {show(ordered)}")
    if deal.speaking:
        lines.append("Speaking: " + ", ".join(f"P{s} {w}" for s, w in deal.speaking))
    if deal.ombre is not None:
        game = f"P{deal.ombre} is ombre ({deal.mode})"
        if deal.trump:
            game += f", {deal.trump.noun} trumps"
        if deal.called:
            game += f", calls {deal.called}"
            game += (f" (P{deal.friend} is the friend)" if deal.friend is not None
                     else " (his own: he plays alone, law 8)")
        lines.append(game)
    for i, t in enumerate(deal.tricks, 1):
        lines.append(f"  {i:2d}. {t}")
    if deal.trick:
        lines.append("  on the table: " + " ".join(f"P{s}:{c}" for s, c in deal.trick))
    for irr in deal.irregularities:
        lines.append(f"  ! {irr.law.split(':')[1]}: P{irr.player} {irr.description}")
    claims = [a.value for a in deal.history if a.kind == "demand"]
    if deal.phase is Phase.OVER and deal.ombre is not None:
        lines.append(f"P{deal.ombre} demands: " + (", ".join(str(c) for c in claims) or "nothing"))
    if deal.is_over:
        lines.append(str(deal.result()))
    elif deal.to_move is not None:
        lines.append(f"P{deal.to_move} to {deal.stage}")
    return "\n".join(lines)


def play_terminal(stdin: Any, stdout: Any, seed: int | None = None) -> int:
    """Play at the terminal: the reader in seat 0, the engine's players in the
    others (see :mod:`playable.quadrille_terminal`); each deal's record is
    saved in ``$PLAYABLE_RECORD_DIR`` if it is set."""
    import os

    from playable.quadrille_terminal import play_terminal as run

    return run(stdin, stdout, seed=seed, record_dir=os.environ.get("PLAYABLE_RECORD_DIR"))


def autoplay(deal: Deal, until: str | None = None, players: Sequence[Any] | None = None,
             rng: random.Random | None = None) -> Deal:
    """Play a deal on with the engine's players (:class:`SensiblePlayer` at every
    seat unless ``players`` are given) until its stage is ``until`` (``"play"``,
    ``"claims"``...) or it is over; returns the deal."""
    from playable.quadrille_players import SensiblePlayer

    seats = list(players) if players else [SensiblePlayer()] * SEATS
    rng = rng or random.Random(0)
    while not deal.is_over and deal.stage != until:
        seat = deal.to_move
        assert seat is not None
        deal.apply(seats[seat].choose(deal.view(seat), deal.legal_actions(), rng))
    return deal


def random_playout(rng: random.Random, options: Options | None = None) -> int:
    """A whole deal with random regular acts, through the checked interface;
    returns the number of cards played."""
    deal = Deal.shuffled(rng, options=options)
    while deal.phase is not Phase.OVER:
        legal = deal.legal_actions()
        deal.apply(legal[int(rng.random() * len(legal))])
    return sum(len(t.cards) for t in deal.tricks)


def bench_variants() -> list[tuple[str, Any]]:
    from playable.quadrille_players import SensiblePlayer

    sensible = [SensiblePlayer() for _ in range(SEATS)]

    def sensible_playout(rng: random.Random) -> int:
        from playable.strategies import play_out

        deal = play_out(Deal.shuffled(rng), sensible, rng)
        return sum(len(t.cards) for t in deal.tricks)

    return [("Quadrille (random players)", random_playout),
            ("Quadrille (sensible players)", sensible_playout)]


__all__ = [
    "BASTO",
    "GAME",
    "POOL",
    "SPADILLE",
    "Deal",
    "ImpossibleAct",
    "Options",
    "Result",
    "Table",
    "Transfer",
    "Trick",
    "View",
    "autoplay",
    "beats",
    "bench_variants",
    "card_title",
    "describe",
    "expected_pack",
    "is_trump",
    "lawful_plays",
    "manille",
    "order_table",
    "order_table_markdown",
    "plain_order",
    "play_terminal",
    "players",
    "power",
    "random_playout",
    "settlement",
    "trump_order",
]

