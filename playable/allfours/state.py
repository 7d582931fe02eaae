"""All-Fours: the position of a deal — its fields, what it shows, its result.

:class:`DealState` is the part of :class:`playable.allfours.Deal` that every
other part reads: the fields of a deal (declared once, with ``__slots__`` and
the ``_COPIED`` list that :meth:`playable.engine.core.GameDeal.clone` copies), the
card order of the trump in force (the tables of
:data:`playable.allfours.cards.ORDER`), and the moves between the stages of
the deal.  The acts are split by subject, each a mixin of ``Deal``:

* :mod:`playable.allfours.speaking` — stand, beg, take one, run, discard (93 · v,
  law ii);
* :mod:`playable.allfours` — the play itself (law iii), with the deal's
  construction, its views and the match;
* :mod:`playable.allfours.scoring` — High, Low, Jack, Game (93 · i–iv, law vi)
  and the questions of law v;
* :mod:`playable.allfours.irregular` — the misdeals of law i and the wrong
  score of law iv.

:class:`View` is what one seat can see; :class:`Result` what a deal scored.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from playable.allfours.cards import CARDS, NAMES, PLACES, TABLES, Answer, Trick
from playable.allfours.options import Options, score_fault
from playable.engine.cards import Card, Suit
from playable.engine.core import Account, Action, GameDeal, Irregularity, Phase, ScoreLine, nested
from playable.engine.errors import SetupError
from playable.engine.tricks import Follow
from playable.laws.ids import AllFoursLaws as L
from playable.laws.ids import LawId

_BIDDING, _PLAY, _OVER = Phase.BIDDING, Phase.PLAY, Phase.OVER
#: A :class:`Trick` made without the Python-level ``__new__`` of a NamedTuple.
_trick = tuple.__new__
_DEFAULTS: Final = Options()

#: Law iii: "each player must trump or follow suit"; the rule itself is
#: :func:`playable.engine.tricks.lawful` under this name, with no exception of the game's.
FOLLOW: Final = Follow.SUIT_OR_TRUMP

#: The acts offered again and again, made once: a play or a discard of each
#: card by each seat (indexed ``[seat][key]``) and the acts without a card.
PLAYS: Final = tuple(tuple(Action("play", p, (c,)) for c in CARDS) for p in (0, 1))
#: The key of the card each of those plays names, by the act's identity (made
#: once and kept: no other act has the identity of one of them).
PLAY_KEY: Final = {id(a): k for table in PLAYS for k, a in enumerate(table)}
DISCARDS: Final = tuple(tuple(Action("discard", p, (c,)) for c in CARDS) for p in (0, 1))
SIMPLE: Final = {(kind, p): Action(kind, p) for p in (0, 1)
                 for kind in ("stand", "beg", "take-one", "run", "new-deal", "let-stand", "supply")}


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
        body = [line.said(NAMES) for line in self.lines] or ["(no points)"]
        body.append(f"Points: {NAMES[0]} {self.points[0]}, {NAMES[1]} {self.points[1]}")
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



def match_score(score: object, options: Options | None = None) -> tuple[int, int] | None:
    """A match score as a deal keeps it: None (a deal played alone), or two
    whole numbers by seat, each below the target (at the target the match
    is over); anything else raises :class:`~playable.engine.errors.SetupError`."""
    if score is None:
        return None
    why = score_fault(score, (options if options is not None else _DEFAULTS).target)
    if why is not None:
        raise SetupError("score", why)
    assert isinstance(score, list | tuple)
    return (score[0], score[1])



class DealState(GameDeal):
    """The fields of a deal of All-Fours and the moves between its stages.

    Cards in hand, in the stock and in the tricks played are kept as keys of
    :data:`~playable.allfours.cards.ORDER` (``_hands``, ``_stock``, ``_played``,
    ``_held``, ``_lead``; the cards each seat has won, ``_won``, are read
    from ``_played``); what the table can see is kept as cards (``turned``,
    ``aside``, ``shown``, ``trick``, ``tricks``).  ``_step`` is the stage:
    ``"stand"``, ``"answer"``, ``"discard"``, ``"law-i"`` (a misdeal's remedy
    awaited), ``"play"``, ``"over"``.

    A new mutable field must be named in ``_COPIED`` with the function that
    copies it, so that :meth:`clone` does not share it.
    """

    GAME = "all-fours"
    #: Two (a slot, not a class attribute: the base's checked ``apply`` reads
    #: it at every act, and a slot is read faster).
    seats: int

    @property
    def names(self) -> tuple[str, ...]:
        """The two seats by the compass: South, North."""
        return NAMES

    _COPIED: ClassVar[dict[str, Callable[[Any], Any]]] = {
        "history": list, "irregularities": list, "_account": Account.copy, "answers": list,
        "_hands": nested, "_stock": list, "turned": list, "aside": list, "shown": list,
        "_tricks": list, "_played": list, "_renounces": list,
        "_discards": nested, "_dealt": nested,
    }

    __slots__ = (
        "_account",
        "_beaten",
        "_chooser",
        "_count_due",
        "_counted",
        "_dealt",
        "_discards",
        "_follows",
        "_hands",
        "_held",
        "_keys",
        "_lead",
        "_leader",
        "_misdeal",
        "_misdealt",
        "_places",
        "_played",
        "_power",
        "_renounces",
        "_start",
        "_step",
        "_stock",
        "_tricks",
        "answers",
        "aside",
        "begs",
        "dealer",
        "eldest",
        "history",
        "irregularities",
        "is_over",
        "options",
        "phase",
        "score",
        "seats",
        "seed",
        "shown",
        "to_move",
        "trump",
        "turn_up",
        "turned",
        "void",
        "won_match",
    )

    options: Options
    _account: Account  # the lines scored (:attr:`account`, which makes the count when due)
    _count_due: bool  # the play is over and its count not yet written in the account
    seed: int | None
    dealer: int
    eldest: int
    phase: Phase
    to_move: int | None
    history: list[Action]
    irregularities: list[Irregularity]
    answers: list[Answer]
    _keys: list[int]  # the pack as dealt, top first
    _hands: list[dict[int, Action]]  # each seat's cards (keys, in the order dealt) and
    # the act of playing each (from PLAYS), so that the legal plays cost no work
    _stock: list[int]  # the rest of the pack, top card last
    turn_up: Card
    trump: Suit
    _follows: tuple[int, ...]  # the order's tables for this trump (playable.engine.tricks)
    _power: tuple[int, ...]
    _beaten: tuple[frozenset[int], ...]  # the keys that beat each key (the same tables)
    _places: tuple[int, ...]  # each key's place in a hand shown (trumps first)
    turned: list[Card]  # every card turned up, the one in force last
    aside: list[Card]  # turn-ups replaced, discards, cards drawn under law i
    shown: list[Card]  # cards exposed in dealing (law i)
    _played: list[tuple[int, int, int, int]]  # each trick played: leader, lead, reply, winner
    _tricks: list[Trick]  # the same as Trick records, made when asked for (:attr:`tricks`)
    void: str | None
    begs: int
    _step: str
    #: Whether the deal is over (``_step`` is ``"over"``): kept as a field, set
    #: where the stage changes (:meth:`_await`), as it is asked before every act.
    is_over: bool
    _leader: int
    _lead: int | None  # the card led to the trick on the table
    _held: tuple[tuple[int, ...], tuple[int, ...]]  # the hands when the play began
    _renounces: list[tuple[int, int, str]]  # (seat, suit renounced, what) not yet found
    _misdeal: tuple[str, int] | None  # (kind, seat wronged) awaiting its remedy
    _misdealt: bool
    _discards: list[list[Card]]
    #: the cards dealt to each seat: its first six, then any dealt later
    #: (:meth:`_take`), less one held back by a deal too short (law i)
    _dealt: list[list[int]]
    _chooser: int  # who chooses the remedy of a misdeal
    score: tuple[int, int] | None  # the match score the deal is played at (None: alone)
    won_match: int | None  # who reached the target before the reckoning (the deal ended)
    _start: dict[str, Any] | None  # the arguments of Deal.setup, for a set-up deal
    _counted: bool  # the deal has been counted in a match: the reckoning is closed

    @property
    def pack(self) -> list[Card]:
        """The pack as it was dealt, top first."""
        return [CARDS[k] for k in self._keys]

    @property
    def cards_played(self) -> int:
        return 2 * len(self._played) + (self._lead is not None)

    @property
    def tricks(self) -> list[Trick]:
        """The tricks played, in order (made from ``_played`` when first asked
        for: a playout that reads none makes none)."""
        made, played = self._tricks, self._played
        if len(made) < len(played):
            made += [_trick(Trick, (leader, CARDS[lead], CARDS[reply], won_by))
                     for leader, lead, reply, won_by in played[len(made):]]
        return made

    @property
    def _won(self) -> list[list[int]]:
        """The cards in each seat's tricks, in the order played (read from
        ``_played`` when asked for: the play keeps no second record)."""
        won: list[list[int]] = [[], []]
        for _, lead, reply, won_by in self._played:
            won[won_by] += (lead, reply)
        return won

    @property
    def trick(self) -> list[tuple[int, Card]]:
        """The trick on the table: ``(seat, card)`` of the card led, if one is."""
        lead = self._lead
        return [] if lead is None else [(self._leader, CARDS[lead])]

    @property
    def account(self) -> Account:
        """The lines scored in the deal, in the order they count.  The count
        of the play (High, Low, Jack, Game) falls due at the last trick and is
        written here when the account is first read after it
        (:meth:`_count`): the deal does not change in between, so the lines
        are the same, and a playout that never reads them does not make them."""
        if self._count_due:
            self._count_due = False
            self._count()
        return self._account

    def _count(self) -> None:
        raise NotImplementedError  # the count of the play: playable.allfours.scoring

    def _take(self, seat: int, key: int) -> None:
        """``seat`` is dealt the card ``key`` from the stock after the deal's
        first six (running the cards, a card too many or supplied, law i)."""
        self._hands[seat][key] = PLAYS[seat][key]
        self._dealt[seat].append(key)

    def _seat_law(self) -> LawId:
        return L.S93_V

    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def _turn_up(self, key: int) -> None:
        """Turn ``key`` up: its suit is trumps, and the order's tables follow."""
        self.turn_up = card = CARDS[key]
        self.trump = card.suit
        tables = TABLES[key]
        self._follows, self._power, self._beaten = tables.follows, tables.power, tables.beaten
        self._places = PLACES[key]

    def _await(self, step: str, phase: Phase, seat: int | None) -> None:
        """Move to the stage ``step``, ``seat`` to act."""
        self._step = step
        self.is_over = step == "over"
        self.phase = phase
        self.to_move = seat

    def _throw_in(self, law: LawId, why: str) -> None:
        """The deal is void: nothing in it counts; the same dealer deals again."""
        self.void = f"{why} ({law})"
        self._account = Account(names=NAMES)
        self._misdeal = None
        self._await("over", _OVER, None)

    def _begin_play(self) -> None:
        """The hands as they are now are the cards "out" (93 · i–iii)."""
        self._held = (tuple(self._hands[0]), tuple(self._hands[1]))
        self._step = "play"
        self.phase = _PLAY
        self.to_move = self._leader = self.eldest

    def _out_at_once(self) -> bool:
        """A point scored before the reckoning (the knave turned up, the gift,
        a wrong score's penalty) that brings a player to the target wins the
        match then and there when the deal knows the match score: the deal
        ends, not played out (Hoffmann: the turned knave takes "precedence of
        any other score").  True if the deal ended so."""
        if self.score is None or self.won_match is not None:
            return self.won_match is not None
        target = self.options.target
        totals = {0: self.score[0], 1: self.score[1]}
        for line in self.account.lines:
            totals[line.player] += line.points
            if totals[line.player] >= target:
                self.won_match = line.player
                self._await("over", _OVER, None)
                return True
        return False

    def match_points(self, seat: int) -> int:
        """``seat``'s match score before this deal (0 for a deal played alone)."""
        return 0 if self.score is None else self.score[seat]

    def _resume_speaking(self) -> None:
        """Back to the eldest hand, to stand or beg; or, where a misdeal's
        remedy lets stand a deal whose knave turned up puts the dealer out,
        the end of the deal (:meth:`_out_at_once`)."""
        self._misdeal = None
        if not self._out_at_once():
            self._await("stand", _BIDDING, self.eldest)

