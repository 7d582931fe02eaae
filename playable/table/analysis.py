"""Analysis of any game's deal with every hand known: ``analyse(deal)``.

The one entry point above the games' solvers: it finds the deal's game in
the registry (:mod:`playable.games`), whose :class:`~playable.games.Solver`
names the game's adapter (:mod:`playable.allfours.solve`,
:mod:`playable.bezique.solve`, :mod:`playable.quadrille.solve`), and returns
its :class:`playable.solver.solve.Analysis` —
each lawful act with its value for the player to move, the best, the
principal line and the points at its end.  The shared search is
:mod:`playable.solver.solve`.

Above it, the verdict on one act in words a reader can use:
:func:`judge` (``"best"``, or ``"cost 2 points: best was K♠"``) and
:func:`annotate`, the verdict on every act of a deal as far as it has gone,
which a record can carry (:func:`playable.table.record.to_json`), and
:func:`standing`, the value of every act open where a deal stands.  Every verdict
is "double dummy": the best play with every hand known, which no player at
the table had.

>>> from playable.allfours.deal import Deal
>>> deal = Deal.new(seed=7)
>>> deal.stand()
>>> a = analyse(deal)
>>> a.value == max(v for _, v in a.values)
True

Every analysis has a budget
---------------------------
A position with many cards a hand (All-Fours after the cards are run, with
eighteen or twenty-one cards each) can take the solver minutes and much
memory, so every entry point here takes a ``budget``: a
:class:`playable.solver.solve.Budget` of nodes searched and seconds (the clock read
every few thousand nodes, never at each), by default
:data:`playable.solver.solve.DEFAULT_NODES` nodes and
:data:`playable.solver.solve.DEFAULT_SECONDS` seconds, ``None`` for no limit.  The
default covers, with room to spare, every position the edition's notebooks and
benchmark solve (see :data:`playable.solver.solve.DEFAULT_NODES` for the figures).  Past its budget an analysis stops with
:class:`playable.solver.solve.NoVerdict`, whose words are "no verdict: the position
is too large to solve here (budget: ...)", and which carries what was solved
before it stopped: each act solved and what it is worth against the best of
those (``solved``), where the search had solved one.

>>> from playable.solver.solve import Budget, NoVerdict
>>> deal = Deal.new(seed=42)
>>> deal.beg()
>>> deal.run()
>>> len(deal.hand(deal.to_move))
21
>>> try:
...     analyse(deal, budget=Budget(nodes=20_000))
... except NoVerdict as no:
...     print(no)
no verdict: the position is too large to solve here (budget: 20,000 nodes / 60 s)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Any, Literal

from playable.engine.core import Action
from playable.engine.words import compass
from playable.games import GAMES, Solver
from playable.solver.batch import run_batch
from playable.solver.memory import Memory
from playable.solver.solve import Analysis, Budget, NoVerdict

__all__ = ["UNITS", "Analysis", "Budget", "Limits", "NoVerdict", "Verdict", "analyse",
           "analyse_many", "annotate", "best_first", "judge", "not_judged", "refusal", "solvable",
           "standing", "why_unjudged"]

#: A budget as the entry points take it: a :class:`Budget` (used as it is:
#: its count goes on), ``"default"`` for a fresh budget of the default
#: limits, or None for no limit.
Limits = Budget | Literal["default"] | None


def _budget(budget: Limits) -> Budget | None:
    """The budget ``budget`` names (a fresh one for ``"default"``)."""
    return Budget() if budget == "default" else budget


def _each(budget: Limits) -> Limits:
    """The budget of one of several analyses: the same limits, nothing spent."""
    return budget.fresh() if isinstance(budget, Budget) else budget

#: The currency each game's solver values an act in: (one, several), by game
#: id, as the registry's :class:`~playable.games.Solver` of each game says.
UNITS: dict[str, tuple[str, str]] = {g.id: g.solver.units for g in GAMES.values()}


def _solver(game: object) -> Solver | None:
    """The solver of the game of this id (a deal's ``GAME``); None for none."""
    entry = GAMES.get(game) if isinstance(game, str) else None
    return None if entry is None else entry.solver


def analyse(deal: Any, line: bool = True, match: tuple[int, int] | None = None,
            budget: Limits = "default", values_only: bool = False) -> Analysis:
    """The solver's verdict on ``deal`` as it stands (see
    :class:`playable.solver.solve.Analysis`); ``ValueError`` for a game or a stage of
    a deal the solver does not take (Bezique before its last eight tricks,
    or three-handed; Quadrille before its play).  Quadrille's values are in
    counters (:mod:`playable.quadrille.solve`).  ``match``: the match scores before this
    deal, to value the cards for the match (All-Fours only, see
    :mod:`playable.allfours.solve`).  :class:`NoVerdict` past ``budget``
    (see the module docstring).  ``values_only``: for a reader of the
    values, the best acts and the value alone; where the game's solver has
    a cheaper analysis for them (:attr:`playable.games.Solver.values_only`:
    Quadrille's, whose principal line is not then searched), that one, its
    ``line`` and ``points`` empty; elsewhere the whole analysis."""
    game = getattr(deal, "GAME", None)
    solver = _solver(game)
    if match is not None:
        if solver is None or solver.for_match is None:
            offered = " and ".join(g.title for g in GAMES.values()
                                   if g.solver.for_match is not None)
            raise ValueError(f"the match objective is offered for {offered} only, not "
                             f"{game!r}")
        return solver.for_match(deal, line, match, _budget(budget))
    if solver is None:
        raise ValueError(f"no solver for {game!r} yet")
    if values_only and solver.values_only is not None:
        return solver.values_only(deal, _budget(budget))
    return solver.analyse(deal, line, budget=_budget(budget))


def best_first(deal: Any, budget: Limits = "default") -> Analysis | None:
    """One best act of ``deal`` as it stands and its value, the others not
    valued (:attr:`playable.games.Solver.best_first`), for a reader waiting
    on a position whose every act takes seconds to value; None for a game
    whose solver offers none (its whole analysis is quick enough).
    :class:`NoVerdict` past ``budget``, ``ValueError`` as :func:`analyse`."""
    solver = _solver(getattr(deal, "GAME", None))
    if solver is None or solver.best_first is None:
        return None
    return solver.best_first(deal, _budget(budget))


def solvable(deal: Any) -> bool:
    """Whether :func:`analyse` takes ``deal`` as it stands."""
    return refusal(deal) is None


def refusal(deal: Any) -> str | None:
    """Why :func:`analyse` does not take ``deal`` as it stands, in the
    solver's own words (the ``ValueError`` its ``takes`` raises), or None
    where it takes it."""
    solver = _solver(getattr(deal, "GAME", None))
    if solver is None:
        return f"no solver for {getattr(deal, 'GAME', None)!r}"
    try:
        solver.takes(deal)
    except ValueError as exc:
        return str(exc)
    return None


def why_unjudged(deal: Any, action: Action) -> str:
    """Why :func:`judge` gives no verdict on ``action`` in ``deal`` as it
    stands (before the act), in the table's words: the solver does not take
    the position (its own reason, in the game's words), or the act is not
    one of the lawful cards it values (a question; an irregular act)."""
    refused = refusal(deal)
    if refused is not None:
        return GAMES[deal.GAME].words.unsolved(deal, action, refused)
    if deal.why_not(action) is None:  # All-Fours law v: a question
        return "a question, not a card: the solver values the cards played"
    return "an irregular act: the solver values the lawful acts only"


def not_judged(deal: Any, verdicts: Sequence[object], past: dict[int, NoVerdict] | None = None,
               which: Callable[[Action], bool] | None = None) -> list[str]:
    """The acts of ``deal`` with no verdict in ``verdicts`` (one entry an
    act, as :func:`annotate` gives them), counted by the reason, as the Deal
    page words them ("2 acts not judged: ..."): :func:`why_unjudged`, or
    the :class:`NoVerdict` in ``past`` of an act past its budget; ``which``:
    the acts counted (a reader's own)."""
    reasons: dict[str, int] = {}
    for i, (action, verdict) in enumerate(zip(deal.history, verdicts, strict=True)):
        if not isinstance(verdict, dict) and (which is None or which(action)):
            why = past[i].reason if past and i in past else why_unjudged(deal.replayed(i), action)
            reasons[why] = reasons.get(why, 0) + 1
    return [f"{n} act{'s' if n > 1 else ''} not judged: {why}." for why, n in reasons.items()]


def analyse_many(deals: Iterable[Any], executor: Executor | None = None,
                 line: bool = True, budget: Limits = "default") -> list[Analysis | NoVerdict]:
    """:func:`analyse` of each deal, computed on ``executor`` (any
    ``concurrent.futures.Executor``: by default a process pool, or this
    process in Pyodide; see :func:`playable.solver.batch.run_batch`), in the order of
    ``deals``: the same answers on every executor.  The deals go to the
    workers by ``pickle``.  Each deal has a budget of ``budget``'s limits
    (its own: one deal past it does not take the others' time); a deal past
    it is answered by its :class:`NoVerdict`, in its place in the list."""
    return run_batch(_analyse_task, [(deal, line, _each(budget)) for deal in deals], executor)


def _analyse_task(task: tuple[Any, bool, Limits]) -> Analysis | NoVerdict:
    """One deal of :func:`analyse_many` (a module function: it is pickled by name)."""
    deal, line, budget = task
    try:
        return analyse(deal, line, budget=budget)
    except NoVerdict as no:
        return no


# --------------------------------------------------------------------------
# The verdict on one act, and on every act of a deal


@dataclass(frozen=True)
class Verdict:
    """The solver's verdict on ``action``, made by ``seat`` where the deal
    stood before it: its ``value`` and the best acts' (``best``,
    ``best_value``), for that seat, in the game's currency (``unit``, as
    :data:`UNITS` names it: ``"points"``, ``"counters"``)."""

    seat: int
    action: Action
    value: int
    best: tuple[Action, ...]
    best_value: int
    unit: str

    @property
    def cost(self) -> int:
        """What the act cost against the best: 0 for a best act."""
        return self.best_value - self.value

    def words(self) -> str:
        """``"best"``, or ``"cost 2 points: best was K♠"`` (several best
        acts are joined with "or")."""
        if self.cost == 0:
            return "best"
        unit = self.unit.removesuffix("s") if self.cost == 1 else self.unit
        return f"cost {self.cost} {unit}: best was {_either(list(map(_named, self.best)))}"

    def to_json(self) -> dict[str, object]:
        """The verdict as a record carries it (:func:`playable.table.record.to_json`)."""
        return {"value": self.value, "best": [a.to_json() for a in self.best],
                "best_value": self.best_value, "cost": self.cost, "unit": self.unit,
                "words": self.words()}


def _either(names: list[str], shown: int = 3) -> str:
    """``"A♠"``, ``"A♠ or 7♦"``, ``"A♠, 7♦ or K♥"``, ``"A♠, 7♦, K♥ or 2 others"``."""
    if len(names) <= shown:
        return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"
    rest = len(names) - shown
    return f"{', '.join(names[:shown])} or {rest} other{'s' if rest > 1 else ''}"


def _named(action: Action) -> str:
    """An act as a verdict names it: the card played, else the kind of act."""
    return " ".join(map(str, action.cards)) if action.cards else action.kind


def judge(deal: Any, action: Action, match: tuple[int, int] | None = None,
          budget: Limits = "default") -> Verdict | None:
    """The verdict on ``action`` in ``deal`` as it stands (before the act):
    ``None`` where the solver does not take the position (see
    :func:`solvable`) or the act is not one of the lawful acts it values (an
    irregularity committed at the table).  ``match`` and ``budget`` as for
    :func:`analyse` (:class:`NoVerdict` past it); the deal is not changed.
    Where the game has an analysis of its own for a verdict
    (:attr:`playable.games.Solver.verdict`: Whist's), that one values the act
    and the best acts alone; the verdict is the same."""
    if not solvable(deal):
        return None
    solver = _solver(getattr(deal, "GAME", None))
    if match is None and solver is not None and solver.verdict is not None:
        # the act and the best acts valued alone (the game's own analysis for it)
        if not action.cards or action not in deal.legal_actions():
            return None
        found = solver.verdict(deal, action, _budget(budget))
    else:
        found = analyse(deal, line=False, match=match, budget=budget)
    values = dict(found.values)
    if action not in values:
        return None
    return Verdict(found.seat, action, values[action], found.best, found.value,
                   UNITS[deal.GAME][1])


def standing(deal: Any, budget: Limits = "default") -> list[str]:
    """Where ``deal`` stands (not over), the solver's value of every lawful act
    of the player to move, in words, as a Deal page's *Show the best card*
    gives them: "Now, for South: the best is A♣, 9♣ or 7♦ (+1 point)." and a
    line an act ("  K♦: +0"); or one line, "Now: no verdict: ...", where the
    solver does not take the position or it is past ``budget``."""
    refused = refusal(deal)
    if refused is not None:
        return [f"Now: no verdict: {GAMES[deal.GAME].words.unsolved(deal, None, refused)}."]
    try:
        found = analyse(deal, line=False, budget=budget, values_only=True)
    except NoVerdict as no:
        return [f"Now: no verdict: {no.reason}."]
    names = compass(deal.seats, GAMES[deal.GAME].words.to_the_right)
    unit = UNITS[deal.GAME][0 if abs(found.value) == 1 else 1]
    best = _either(list(map(_named, found.best)), len(found.best))
    return [f"Now, for {names[found.seat]}: the best is {best} ({found.value:+d} {unit}).",
            *(f"  {_named(a)}: {v:+d}{' (best)' if a in found.best else ''}"
              for a, v in found.values)]


def annotate(deal: Any,
             progress: Callable[[int, int], None] | None = None,
             budget: Limits = "default",
             unjudged: dict[int, NoVerdict] | None = None,
             known: Sequence[object] | None = None,
             which: Callable[[Action], bool] | None = None) -> list[dict[str, object] | None]:
    """The verdict on every act of ``deal``'s history (as
    :meth:`Verdict.to_json`, or ``None`` where :func:`judge` gives none), in
    the order of the acts; ``progress(done, total)`` is called after each.
    Each act has a budget of ``budget``'s limits; an act past it has ``None``
    (a record's null: no verdict), and its :class:`NoVerdict` is put in
    ``unjudged`` (by the act's index) for a caller who says why.  ``known``:
    verdicts found before, one entry per act (a record's ``"analysis"``): an
    entry that is a verdict is kept as it is, a null judged again.
    ``which``: the acts to judge (a reader's own), the others' entries None.
    The deal is played again from its start (``deal.restarted()``) and is not
    changed.
    The solver's tables are kept from each act to the next
    (:class:`~playable.solver.memory.Memory`): the verdicts are the ones
    :func:`judge` gives each act alone, found in fewer nodes."""
    position = deal.restarted()
    history = list(deal.history)
    if known is not None and len(known) != len(history):
        raise ValueError(f"{len(known)} verdicts known for {len(history)} acts")
    verdicts: list[dict[str, object] | None] = []
    with Memory():
        for done, action in enumerate(history, 1):
            entry = None if known is None else known[done - 1]
            if not isinstance(entry, dict) and (which is None or which(action)):
                entry = _judged(position, action, budget, unjudged, done - 1)
            verdicts.append(entry if isinstance(entry, dict) else None)
            position.apply(action)
            if progress is not None:
                progress(done, len(history))
    return verdicts


def _judged(position: Any, action: Action, budget: Limits,
            unjudged: dict[int, NoVerdict] | None, index: int) -> dict[str, object] | None:
    """:func:`annotate`'s verdict on one act (its record form, or None)."""
    try:
        verdict = judge(position, action, budget=_each(budget))
    except NoVerdict as no:
        if unjudged is not None:
            unjudged[index] = no
        return None
    return None if verdict is None else verdict.to_json()
