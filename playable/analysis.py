"""Analysis of any game's deal with every hand known: ``analyse(deal)``.

The one entry point above the games' solvers: it picks the adapter for the
deal's game (:mod:`playable.allfours_solve`, :mod:`playable.bezique_solve`,
:mod:`playable.quadrille_solve`) and returns its :class:`playable.solve.Analysis` —
each lawful act with its value for the player to move, the best, the
principal line and the points at its end.  The shared search is
:mod:`playable.solve`.

Above it, the verdict on one act in words a reader can use:
:func:`judge` (``"best"``, or ``"cost 2 points: best was K♠"``) and
:func:`annotate`, the verdict on every act of a deal as far as it has gone,
which a record can carry (:func:`playable.record.to_json`).  Every verdict
is "double dummy": the best play with every hand known, which no player at
the table had.

>>> from playable.allfours import Deal
>>> deal = Deal.new(seed=7)
>>> deal.stand()
>>> a = analyse(deal)
>>> a.value == max(v for _, v in a.values)
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Any

from playable import allfours_solve, bezique_solve, quadrille_solve
from playable.batch import run_batch
from playable.core import Action
from playable.solve import Analysis

__all__ = ["UNITS", "Analysis", "Verdict", "analyse", "analyse_many", "annotate", "judge",
           "solvable"]

#: The currency each game's solver values an act in: (one, several).  An
#: All-Fours or Bezique value is the player's points less his adversary's at
#: the end of the deal; a Quadrille value his side's counters less the others'.
UNITS: dict[str, tuple[str, str]] = {
    "all-fours": ("point", "points"),
    "bezique": ("point", "points"),
    "quadrille": ("counter", "counters"),
}


def analyse(deal: Any, line: bool = True, match: tuple[int, int] | None = None) -> Analysis:
    """The solver's verdict on ``deal`` as it stands (see
    :class:`playable.solve.Analysis`); ``ValueError`` for a game or a stage of
    a deal the solver does not take (Bezique before its last eight tricks,
    or three-handed; Quadrille before its play).  Quadrille's values are in
    counters (:mod:`playable.quadrille_solve`).  ``match``: the match scores before this
    deal, to value the cards for the match (All-Fours only, see
    :mod:`playable.allfours_solve`)."""
    game = getattr(deal, "GAME", None)
    if game == "all-fours":
        return allfours_solve.analyse(deal, line, match)
    if match is not None:
        raise ValueError(f"the match objective is offered for All-Fours only, not {game!r}")
    if game == "bezique":
        return bezique_solve.analyse(deal, line)
    if game == "quadrille":
        return quadrille_solve.analyse(deal, line)
    raise ValueError(f"no solver for {game!r} yet")


def solvable(deal: Any) -> bool:
    """Whether :func:`analyse` takes ``deal`` as it stands."""
    try:
        if getattr(deal, "GAME", None) == "all-fours":
            allfours_solve.problem(deal)
        elif getattr(deal, "GAME", None) == "bezique":
            bezique_solve.problem(deal)
        elif getattr(deal, "GAME", None) == "quadrille":
            quadrille_solve.check(deal)
        else:
            return False
    except ValueError:
        return False
    return True


def analyse_many(deals: Iterable[Any], executor: Executor | None = None,
                 line: bool = True) -> list[Analysis]:
    """:func:`analyse` of each deal, computed on ``executor`` (any
    ``concurrent.futures.Executor``: by default a process pool, or this
    process in Pyodide; see :func:`playable.batch.run_batch`), in the order of
    ``deals``: the same answers on every executor.  The deals go to the
    workers by ``pickle``."""
    return run_batch(_analyse_task, [(deal, line) for deal in deals], executor)


def _analyse_task(task: tuple[Any, bool]) -> Analysis:
    """One deal of :func:`analyse_many` (a module function: it is pickled by name)."""
    deal, line = task
    return analyse(deal, line)


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
        """The verdict as a record carries it (:func:`playable.record.to_json`)."""
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


def judge(deal: Any, action: Action, match: tuple[int, int] | None = None) -> Verdict | None:
    """The verdict on ``action`` in ``deal`` as it stands (before the act):
    ``None`` where the solver does not take the position (see
    :func:`solvable`) or the act is not one of the lawful acts it values (an
    irregularity committed at the table).  ``match`` as for :func:`analyse`;
    the deal is not changed."""
    if not solvable(deal):
        return None
    found = analyse(deal, line=False, match=match)
    values = dict(found.values)
    if action not in values:
        return None
    return Verdict(found.seat, action, values[action], found.best, found.value,
                   UNITS[deal.GAME][1])


def annotate(deal: Any,
             progress: Callable[[int, int], None] | None = None) -> list[dict[str, object] | None]:
    """The verdict on every act of ``deal``'s history (as
    :meth:`Verdict.to_json`, or ``None`` where :func:`judge` gives none), in
    the order of the acts; ``progress(done, total)`` is called after each.
    The deal is played again from its start (``deal.restarted()``) and is not
    changed."""
    position = deal.restarted()
    history = list(deal.history)
    verdicts: list[dict[str, object] | None] = []
    for done, action in enumerate(history, 1):
        verdict = judge(position, action)
        verdicts.append(None if verdict is None else verdict.to_json())
        position.apply(action)
        if progress is not None:
            progress(done, len(history))
    return verdicts
