"""A deal at the table: the players, whose turn, the engine's acts, take back.

A :class:`Session` is one deal of any registered game (:mod:`playable.games`)
with a player for each seat.  Some seats may be *human*: the session plays
the engine's players (:meth:`Session.step`, :meth:`Session.run`) until it is a
human's turn, then waits for the human's act (:meth:`Session.act`), which it
refuses, with its law, if strict play would (the deal unchanged).  Every act
of an engine player leaves a :class:`~playable.engine.strategies.Note`: the player's
reason and the law or maxim it follows when it gives one (the All-Fours period
player cites its maxims), else its act and its name.  :meth:`Session.take_back`
takes back the last human act and the engine's acts after it, by dealing the
same pack again and replaying the history before it (a deal is never mutated
back), and puts the players' generator back as it was, so the engine plays
the same way again.

The session's randomness is one ``random.Random`` made from a seed (by
default the deal's), never the global one.  Where the game has a match or a
table of several deals (All-Fours and Bezique ``Match``, Quadrille ``Table``),
:meth:`Session.sitting` plays one deal after another (:meth:`Session.book`,
:meth:`Session.next_deal`).

The terminals, the "Deal a hand" pages (:mod:`playable.table.web`) and the
notebooks' worked hands drive a session and only draw it.  :func:`autoplay`
plays a deal on with the engine's players, for the examples.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar, runtime_checkable

from playable.engine.cards import Card
from playable.engine.core import Action, Irregularity, OptionsLike, named
from playable.engine.errors import RuleError
from playable.engine.strategies import Note, Player, decide
from playable.engine.words import seat_name
from playable.games import Game, Series, TableDeal, game, game_of
from playable.table.views import shown_cards
from playable.table.words import TableWords

__all__ = ["Retraced", "Session", "SessionError", "autoplay", "dealt_again"]

D = TypeVar("D", bound=TableDeal)

#: The most engine acts :meth:`Session.run` makes in one call (a deal has a
#: few hundred at most; more would be a loop).
RUN_LIMIT = 10_000


class SessionError(RuntimeError):
    """A session asked to do what it cannot now: an engine act on a human's
    turn, an act after the end of the deal, the next deal of a series
    before this one is over."""


@runtime_checkable
class Staged(Protocol):
    """A deal that names its stage within the phase (Quadrille's ``stage``)."""

    @property
    def stage(self) -> str: ...


def stage_of(deal: TableDeal) -> str:
    """The deal's stage: its own word where it has one, else its phase."""
    return deal.stage if isinstance(deal, Staged) else deal.phase.value


@dataclass(frozen=True)
class Retraced:
    """A human's act as a table opened again from its record finds it
    (:meth:`Session.resume`): its index in the history, whether the table
    made it for him, whether he committed it as at the table (an irregular
    act, not a lawful one), and the irregularities it noted."""

    index: int
    action: Action
    made_for: bool
    committed: bool
    found: tuple[Irregularity, ...]


class Session:
    """One deal of a registered game, its players and its humans.

    ``players`` has one engine player per seat (by default the game's player
    who sits opposite a human, :attr:`playable.games.Game.opposite`); the seats
    in ``humans`` are played by the caller.  ``rng`` is the players' generator
    (by default ``random.Random`` of ``seed``, or of the deal's seed, or 0).
    ``script``: acts the engine's players make in their stead while the deal
    follows them (a file's acts, which a table opened from it retraces after
    a take-back; :meth:`step`).
    """

    def __init__(self, deal: TableDeal, players: Sequence[Player] | None = None, *,
                 humans: Iterable[int] = (), rng: random.Random | None = None,
                 seed: int | None = None, series: Series | None = None,
                 script: Sequence[Action] = ()) -> None:
        self.game: Game = game_of(deal)
        self.deal = deal
        seats = self.game.seats(deal.options)
        if players is None:
            players = [self.game.player()] * seats
        if len(players) != seats:
            raise ValueError(f"{self.game.title} is played by {seats}: "
                             f"{len(players)} player(s) given")
        self.players: list[Player] = list(players)
        self.humans = frozenset(humans)
        outside = sorted(s for s in self.humans if not 0 <= s < seats)
        if outside:
            raise ValueError(f"no seat {outside[0]} at a table of {seats}")
        if rng is None:  # seeded, never from the system: a deal without a seed plays as 0
            rng = random.Random(seed if seed is not None else deal.seed or 0)
        self.rng = rng
        self.series = series
        self.script = tuple(script)
        self._booked = False
        #: The note of each act of the history made by an engine player.
        self._notes: dict[int, Note] = {}
        #: The players' generator as it was before each act, by history index.
        self._states: dict[int, tuple[object, ...]] = {}
        #: History indices of humans' acts the table made for them (a forced
        #: draw, a lone lawful card): :meth:`take_back` passes over them.
        self.made_for: set[int] = set()
        #: Whether the table waits, before each deal's first act, for a human's
        #: irregular act (:attr:`paused`): set where the humans play "as at
        #: the table" (the terminal's mode, the page's *Play as at the table*).
        self.waits = False
        #: Whether a table that :attr:`waits` stops too before each later act
        #: of another seat where a human may break a law (:attr:`paused`), at
        #: his asking: a card led out of turn at the fifth trick, Quadrille's
        #: tricks looked at out of turn (law 12), are acts of another's turn,
        #: which a table that runs on to his turn never offers him.
        self.stops = False
        #: The deal, and the acts made in it, where the humans went on past
        #: :attr:`paused` (:meth:`go_on`).
        self._gone_on: tuple[TableDeal, int] | None = None

    # -- made from the registry ----------------------------------------------

    @classmethod
    def new(cls, game_id: str, seed: int | None = None, *, humans: Iterable[int] = (),
            players: str | Sequence[Player] | None = None, dealer: int = 0,
            options: OptionsLike | None = None) -> Session:
        """A deal of ``game_id`` from ``seed`` (as its ``Deal.new(seed)`` deals
        it); ``players`` by name (``"period"``, ``"random"``) or one per seat."""
        chosen = game(game_id)
        deal = chosen.rules.new(seed, options=options, dealer=dealer)
        return cls(deal, _players(chosen, deal, players), humans=humans, seed=seed)

    @classmethod
    def at_position(cls, game_id: str, text: str, seed: int | None = None, *,
                    humans: Iterable[int] = (),
                    players: str | Sequence[Player] | None = None) -> Session:
        """A deal of ``game_id`` set up at the position ``text`` (one line:
        :mod:`playable.engine.notation`); ``seed`` seeds the engine's players.  A
        position that cannot be set up raises
        :class:`~playable.engine.errors.SetupError` naming what is wrong."""
        return cls.given(game(game_id).rules.from_position(text), seed, humans=humans,
                         players=players)

    @classmethod
    def sitting(cls, game_id: str, seed: int, *, humans: Iterable[int] = (),
                players: str | Sequence[Player] | None = None, rng: random.Random | None = None,
                options: OptionsLike | None = None, dealer: int | None = None) -> Session:
        """The first deal of a match (or Quadrille's table) of ``game_id``, made
        from ``seed``; :meth:`next_deal` deals the next."""
        chosen = game(game_id)
        rng = random.Random(seed) if rng is None else rng
        series = chosen.new_series(rng, seed, options=options, dealer=dealer)
        deal = series.next_deal()
        return cls(deal, _players(chosen, deal, players), humans=humans, rng=rng, series=series)

    @classmethod
    def given(cls, deal: TableDeal, seed: int | None, *, humans: Iterable[int] = (),
              players: str | Sequence[Player] | None = None,
              script: Sequence[Action] = ()) -> Session:
        """One deal given (set up at a position, or read from a Deal page's
        file), played on its own, not as part of a match: a record may carry
        a match's score in its options, which a match of its own would not
        take; ``seed`` seeds the engine's players; ``script``: the acts they
        make while the deal follows them (see :class:`Session`)."""
        return cls(deal, _players(game_of(deal), deal, players), humans=humans, seed=seed,
                   script=script)

    @classmethod
    def of_deals(cls, deals: Sequence[TableDeal], seed: int, *, humans: Iterable[int] = (),
                 players: str | Sequence[Player] | None = None,
                 rng: random.Random | None = None) -> Session:
        """The first of ``deals`` (of one game: read from a file, ``play
        --deal``), the others to follow it at the same table
        (:class:`GivenDeals`); ``seed`` seeds the table (its match, the
        engine's players).  A deal given with acts made goes on from them,
        and retraces them after a take-back (its ``script``)."""
        if not deals:
            raise ValueError("no deal to play")
        chosen = game_of(deals[0])
        rng = random.Random(seed) if rng is None else rng
        # the table's first dealer the file's (its intro names him), not one cut for
        series = GivenDeals(chosen.new_series(rng, seed, options=deals[0].options,
                                              dealer=deals[0].dealer), deals)
        deal = series.next_deal()
        return cls(deal, _players(chosen, deal, players), humans=humans, rng=rng, series=series,
                   script=deal.history)

    # -- where the deal stands -----------------------------------------------

    @property
    def seats(self) -> int:
        return len(self.players)

    @property
    def over(self) -> bool:
        return self.deal.is_over

    def name(self, seat: int | None) -> str:
        """A seat as the engine's words name it, by the compass."""
        return seat_name(seat, self.seats, self.game.words.to_the_right)

    @property
    def to_move(self) -> int | None:
        """The seat to move, or None when the deal is over."""
        return None if self.deal.is_over else self.deal.to_move

    @property
    def humans_turn(self) -> bool:
        """Whether a human is to move (and the deal not over)."""
        seat = self.to_move
        return seat is not None and seat in self.humans

    @property
    def paused(self) -> bool:
        """Whether the table waits, before the deal's first act, for a human
        who may break a law there though another is to move: the dealer's
        misdeals before the eldest speaks or leads (All-Fours' law i; Whist's
        ¶76: two cards dealt together, a card exposed in dealing), a card led
        out of turn.  Only at a table that :attr:`waits` for it, once a deal
        (before each act of another seat where it :attr:`stops`), until
        :meth:`go_on`; :meth:`run` stops there."""
        deal, gone = self.deal, self._gone_on
        return (self.waits and (self.stops or not deal.history)
                and not (gone is not None and gone[0] is deal and gone[1] == len(deal.history))
                and not self.humans_turn and bool(self.irregular_actions()))

    def go_on(self) -> None:
        """Past :attr:`paused`: the engine's player of the seat to move acts."""
        self._gone_on = (self.deal, len(self.deal.history))

    @property
    def notes(self) -> list[Note | None]:
        """For each act of the history, the engine player's note (None for a
        human's act, or an act made outside the session)."""
        return [self._notes.get(i) for i in range(len(self.deal.history))]

    @property
    def chosen(self) -> list[int]:
        """The history indices of the humans' acts that they chose (not those
        the table made for them): what :meth:`take_back` takes back."""
        return [i for i, a in enumerate(self.deal.history)
                if a.player in self.humans and i not in self.made_for]

    @property
    def last_note(self) -> Note | None:
        """The note of the last act, if an engine player made it."""
        return self._notes.get(len(self.deal.history) - 1)

    # -- the engine's acts ---------------------------------------------------

    def _before_act(self) -> None:
        self._states[len(self.deal.history)] = self.rng.getstate()

    def step(self) -> Note:
        """One act by the engine's player of the seat to move; its note."""
        deal = self.deal
        seat = self.to_move
        if seat is None:
            raise SessionError("the deal is over")
        if seat in self.humans:
            raise SessionError(f"it is {self.name(seat)}'s turn, a human's")
        self._before_act()
        # the players choose every act the laws put before them, irregularities
        # before it included (tests/test_fuzz.py): a player that cannot is a
        # fault, and its error is not hidden behind an act made for it
        note = self._scripted(seat) or decide(self.players[seat], deal, self.rng)
        deal.apply(note.action)
        self._notes[len(deal.history) - 1] = note
        return note

    def advice(self) -> Note:
        """What the game's period player would do in the seat of the human to
        move, and why when it says (its reason, and the maxim or law it
        follows): made, as an engine seat's act is, from that seat's view
        alone (``deal.view(seat)``), so it shows nothing of the hidden hands.
        Its generator is its own, seeded by the number of acts so far: the
        table's is not drawn on, and a position asked again gets the same
        advice."""
        seat = self.to_move
        if seat is None or seat not in self.humans:
            raise SessionError("advice is for a human whose turn it is")
        player = self.game.players["period"]()
        return decide(player, self.deal, random.Random(f"advice {len(self.deal.history)}"))

    def _scripted(self, seat: int) -> Note | None:
        """The script's next act, where it is ``seat``'s and the deal has
        made the script's acts so far (a reader who took back acts of a
        file's deal sees them made again, not the engine's own choices)."""
        history, script = self.deal.history, self.script
        done = len(history)
        if done >= len(script) or script[done].player != seat or any(
                a != b for a, b in zip(history, script)):
            return None
        return Note(seat, script[done], "the file", who=named(self.deal.names, seat))

    def run(self, until: Callable[[TableDeal], bool] | None = None,
            limit: int = RUN_LIMIT) -> Iterator[Note]:
        """The engine's acts, one by one (each yielded once it is made), until
        it is a human's turn, the deal is over, the table waits for a human
        (:attr:`paused`), or ``until(deal)`` is true."""
        for _ in range(limit):
            if self.to_move is None or self.humans_turn or self.paused or (
                    until is not None and until(self.deal)):
                return
            yield self.step()
        raise SessionError(f"the engine made {limit} acts without reaching a human's turn "
                           "or the end of the deal")

    def play_on(self, until: Callable[[TableDeal], bool] | None = None) -> list[Note]:
        """:meth:`run` to its end: the notes of the acts made."""
        return list(self.run(until))

    # -- a human's acts ------------------------------------------------------

    def refusal(self, action: Action) -> RuleError | None:
        """Why strict play would refuse ``action`` now (naming its law), or None."""
        return self.deal.why_not(action)

    def act(self, action: Action, made_for: bool = False) -> None:
        """A human's act (``made_for``: one the table made for him, which
        :meth:`take_back` passes over).  One that strict play would refuse
        raises its :class:`~playable.engine.errors.RuleError` (citing the
        law), the deal unchanged."""
        if self.to_move is None:
            raise SessionError("the deal is over")
        if action.player not in self.humans:
            raise SessionError(f"{self.name(action.player)} is not a human's seat")
        refused = self.deal.why_not(action)
        if refused is not None:
            raise refused
        self._before_act()
        self.deal.apply(action)
        if made_for:
            self.made_for.add(len(self.deal.history) - 1)

    def commit(self, action: Action) -> list[Irregularity]:
        """A human's act "as at the table": an irregular act (a renounce, a
        card shown, an overdraw, a wrong score) is committed, not refused,
        and the law deals with it when it is found (the deal must be played
        with ``Options(strict=False)``); returns the irregularities it noted.
        An act no table could make at all still raises its error."""
        if self.to_move is None:
            raise SessionError("the deal is over")
        if action.player not in self.humans:
            raise SessionError(f"{self.name(action.player)} is not a human's seat")
        if self.deal.options.strict:
            raise SessionError("this deal is played strictly: irregular acts are refused")
        before = len(self.deal.irregularities)
        self._before_act()
        self.deal.apply(action)
        return list(self.deal.irregularities[before:])

    def can_commit(self, action: Action) -> bool:
        """Whether :meth:`commit` would take ``action``: tried on a copy of the
        deal (the deal itself unchanged).  An act no table could make even
        irregularly (a call by one who does not play, a card not held) cannot."""
        if self.to_move is None or action.player not in self.humans or self.deal.options.strict:
            return False
        try:
            self.deal.clone().apply(action)
        except (RuleError, ValueError):
            return False
        return True

    def irregular_actions(self, deal: TableDeal | None = None) -> list[Action]:
        """The irregular acts open to the humans now (or at ``deal``, a point
        of this table's): those strict play would refuse, for play "as at the
        table"."""
        deal = self.deal if deal is None else deal
        if deal.is_over or deal.to_move is None or deal.options.strict:
            return []
        legal = set(deal.legal_actions())
        acts = [a for a in deal.irregular_actions() if a.player in self.humans and a not in legal]
        unseen = self.unseen(deal)
        # an act naming a card no human has been shown would show it (the
        # dealer's card exposed in dealing, offered for each card of each
        # hand): of those of one kind on one holder's cards, one is offered,
        # its card drawn at random, as the card that happens to be exposed
        # is, and the same at this point of the deal each time it is asked
        drawn: dict[tuple[object, ...], list[Action]] = {}
        out: list[Action | tuple[object, ...]] = []
        for a in acts:
            holders = sorted({unseen[c] for c in a.cards if c in unseen})
            if not holders:
                out.append(a)
                continue
            key = (a.kind, a.player, a.value, holders[0])
            if key not in drawn:
                drawn[key] = []
                out.append(key)
            drawn[key].append(a)
        return [a if isinstance(a, Action) else
                random.Random(f"{len(deal.history)} {a}").choice(sorted(drawn[a], key=str))
                for a in out]

    def unseen(self, deal: TableDeal | None = None) -> dict[Card, int]:
        """The cards the other seats hold that no human's view shows (a card
        turned up, exposed or declared is shown), each with its holder."""
        deal = self.deal if deal is None else deal
        shown = set().union(*(shown_cards(deal.view(h)) for h in self.humans))
        return {c: s for s in range(deal.seats) if s not in self.humans
                for c in deal.hand(s) if c not in shown}

    def attempt(self, action: Action) -> RuleError | None:
        """:meth:`act`, returning the refusal instead of raising it."""
        try:
            self.act(action)
        except RuleError as refused:
            return refused
        return None

    # -- taking back ---------------------------------------------------------

    @property
    def can_take_back(self) -> bool:
        """Whether :meth:`take_back` has an act to take back: one a human
        chose (with no human at the table, any act); the engine's acts before
        a human's first choice stand."""
        return bool(self.chosen if self.humans else self.deal.history)

    def take_back(self, to_start: bool = False) -> int:
        """Take back the last act a human chose (not one made for him) and
        every act after it (with no human at the table: the last act;
        ``to_start``: every act, where a human chose one); returns how many
        acts were taken back (0: none to take back).  The
        same pack is dealt again and the history before that act replayed;
        the players' generator is put back as it was then."""
        if not self.can_take_back:
            return 0
        history = self.deal.history
        keep = len(history) - 1
        if to_start:
            keep = 0
        elif self.humans:
            keep = self.chosen[-1]
        self.replay(keep)
        return len(history) - keep

    def replay(self, acts: int) -> None:
        """Deal the same pack again and replay the first ``acts`` acts of the
        history: the deal as it stood then."""
        self.deal = self.deal.replayed(acts)
        if self.series is not None and not self._booked:
            self.series.retake(self.deal)  # a match that counts its deal as it goes
        state = self._states.get(acts)
        if state is not None:
            self.rng.setstate(state)
        self._notes = {i: n for i, n in self._notes.items() if i < acts}
        self._states = {i: s for i, s in self._states.items() if i <= acts}
        self.made_for = {i for i in self.made_for if i < acts}

    def resume(self, deal: TableDeal,
               due: Callable[[TableDeal], Action | None] | None = None) -> list[Retraced]:
        """Go on with ``deal`` in place of the current deal: the same deal (as
        its record replays it, :func:`playable.table.record.loads`) at the point it
        had reached, for a table opened again after it was lost (the Deal
        page's engine restarted).  The notes of the acts before are not kept.
        What a record does not say is found again by replaying it: the
        humans' acts the table made for them (:attr:`made_for`: where ``due``,
        the act the table makes for a human at a point, was that act) and
        those committed as at the table (:meth:`irregular_actions`, as
        :meth:`commit` takes them), each with the irregularities it noted.
        Returned: the humans' acts after those of the session's script (a
        file's acts, which were not made at this table)."""
        self.deal = deal
        if self.series is not None and not self._booked:
            self.series.retake(deal)
        self._notes = {}
        self._states = {}
        found = self._retrace(due)
        self.made_for = {r.index for r in found if r.made_for}
        return found

    def _retrace(self, due: Callable[[TableDeal], Action | None] | None) -> list[Retraced]:
        """:meth:`resume`'s replay: the humans' acts after the script's."""
        history, script = self.deal.history, self.script
        given = next((i for i, (a, b) in enumerate(zip(history, script)) if a != b),
                     min(len(history), len(script)))
        again = self.deal.replayed(0)
        found: list[Retraced] = []
        for i, action in enumerate(history):
            if i < given or action.player not in self.humans:
                again.apply(action)
                continue
            made = due is not None and due(again) == action
            committed = not made and action in self.irregular_actions(again)
            before = len(again.irregularities)
            again.apply(action)
            found.append(Retraced(i, action, made, committed,
                                  tuple(again.irregularities[before:])))
        return found

    # -- several deals -------------------------------------------------------

    def book(self) -> None:
        """Count the finished deal in the match or table (once)."""
        if self.series is None:
            raise SessionError("this deal is not part of a match")
        if not self.deal.is_over:
            raise SessionError("the deal is not over")
        if not self._booked:
            self.series.book(self.deal)
            self._booked = True

    def next_deal(self) -> TableDeal:
        """Book this deal if it is not yet, and deal the next of the match."""
        self.book()
        assert self.series is not None
        if self.series.over:
            won = TableWords(self.game.id, self.seats, -1).series_won(self.series, "match")
            raise SessionError(f"the match is over ({(won or 'won').rstrip('.')})")
        self.deal = self.series.next_deal()
        self._booked = False
        self._notes = {}
        self._states = {}
        self.made_for = set()
        self.script = tuple(self.deal.history)  # a deal given with its acts retraces them
        return self.deal


class GivenDeals:
    """Deals given, not dealt (read from a file: ``play --deal``), played one
    after another at one table: the game's own series (its match or table)
    counts each as it counts its own, and the table is over when the deals
    are all played, or the match is won before."""

    def __init__(self, series: Series, deals: Sequence[TableDeal]) -> None:
        self._series = series
        self._deals = list(deals)
        self._next = 0

    @property
    def match(self) -> object:
        return self._series.match

    @property
    def over(self) -> bool:
        return self._series.over or self._next >= len(self._deals)

    @property
    def winner(self) -> int | None:
        return self._series.winner

    @property
    def scores(self) -> tuple[int, ...]:
        return self._series.scores

    def next_deal(self) -> TableDeal:
        if self._next >= len(self._deals):
            raise SessionError("every deal given has been played")
        deal = self._deals[self._next]
        self._next += 1
        return deal

    def book(self, deal: TableDeal) -> None:
        self._series.book(deal)

    def retake(self, deal: TableDeal) -> None:
        self._series.retake(deal)


def dealt_again(deal: TableDeal, options: OptionsLike, acts: bool = False) -> TableDeal:
    """The same cards dealt again under ``options`` (from its pack, or set up
    from its start), no act made, or with ``acts`` its acts made again: a
    deal given (``play --deal``, a Deal page's file) played "as at the
    table"."""
    entry = game(deal.GAME)
    if deal.start is not None:
        again = entry.rules.setup(deal.start, options)
    else:
        again = entry.rules.from_pack(deal.pack, dealer=deal.dealer, options=options,
                                      seed=deal.seed)
    for action in deal.history if acts else ():
        again.apply(action)
    return again


def _players(chosen: Game, deal: TableDeal, players: str | Sequence[Player] | None
             ) -> list[Player]:
    seats = chosen.seats(deal.options)
    if players is None or isinstance(players, str):
        return [chosen.player(players)] * seats
    return list(players)


def autoplay(deal: D, until: str | None = None, players: Sequence[Player] | None = None,
             rng: random.Random | None = None) -> D:
    """Play a deal on with the engine's players (the game's period player at
    every seat unless ``players`` are given), with ``rng`` (by default
    ``random.Random(0)``), until its stage is ``until`` (Quadrille's ``"play"``,
    ``"claims"``...; for a game without stages, its phase) or it is over;
    returns the deal."""
    session = Session(deal, players or None, rng=random.Random(0) if rng is None else rng)
    for _ in session.run(None if until is None else lambda d: stage_of(d) == until):
        pass
    return deal
