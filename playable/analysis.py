"""Analysis of any game's deal with every hand known: ``analyse(deal)``.

The one entry point above the games' solvers: it picks the adapter for the
deal's game (:mod:`playable.allfours_solve`, :mod:`playable.bezique_solve`,
:mod:`playable.quadrille_solve`) and returns its :class:`playable.solve.Analysis` —
each lawful act with its value for the player to move, the best, the
principal line and the points at its end.  The shared search is
:mod:`playable.solve`.

>>> from playable.allfours import Deal
>>> deal = Deal.new(seed=7)
>>> deal.stand()
>>> a = analyse(deal)
>>> a.value == max(v for _, v in a.values)
True
"""

from __future__ import annotations

from collections.abc import Iterable
from concurrent.futures import Executor
from typing import Any

from playable import allfours_solve, bezique_solve, quadrille_solve
from playable.batch import run_batch
from playable.solve import Analysis

__all__ = ["Analysis", "analyse", "analyse_many", "solvable"]


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
