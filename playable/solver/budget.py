"""What the solver's searches may spend: a :class:`Budget` of nodes and
seconds, and :class:`Exhausted`, raised past it.

Shared by every search of one analysis (the values of the cards, the
principal line, Quadrille's search of the vole): the searches of
:mod:`playable.solver.search` count their nodes in the budget's one cell and
call :meth:`Budget.check` only when the count passes :meth:`Budget.limit`.
:mod:`playable.solver.solve` is the public entry (and names these again).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

#: Larger than any value (and any count of nodes).
INF: Final = 1 << 40


#: The budget of one analysis by default (:class:`Budget`): nodes searched,
#: and seconds.  Measured with no budget, the worked hands' notebooks solve
#: at most 14,216 nodes a position (the maxims notebook's Bezique 9,525), the
#: Quadrille verdicts of their first thirteen cards (once stored, now solved
#: as they run) at most 1,235,345 before issue 35's bounds, ``bench --solver``'s positions at most 2,662,199 (its eleventh
#: Quadrille first lead, 5.6 s of CPU; since issue 35's bounds and partition
#: table, 1,014,701 over 200 first leads, the 68th; with the bounds of
#: :mod:`playable.solver.bounds` and the vole searched only where every trick
#: is kept, 833,653, the 129th); All-Fours after a run, 21 cards a
#: hand, runs past two minutes and a gigabyte.  At some 400,000 nodes a
#: second the nodes end a solve here in about ten seconds; the seconds
#: bound it where Python is slower (the browser's), inside the Deal page's
#: limit of 180 s on a call.
DEFAULT_NODES: Final = 4_000_000
DEFAULT_SECONDS: Final = 60.0


@dataclass
class Budget:
    """What the searches of one analysis may spend: ``nodes`` (positions
    visited, counted over every search made under this budget) and
    ``seconds`` (from the first search, by ``clock``); None for no limit.
    Past either, the search raises :class:`Exhausted`.

    The node count is compared at every node, as before; the clock is read
    only when ``every`` more nodes have been visited, never at each node.
    ``clock`` may be replaced (a test's counter, for instance) so that a
    budget of time is deterministic where it must be.  A budget is used
    once: its count goes on across the searches of one analysis (the values
    of the cards, the principal line, a second search of the vole) and is
    not reset."""

    nodes: int | None = DEFAULT_NODES
    seconds: float | None = DEFAULT_SECONDS
    clock: Callable[[], float] = time.monotonic
    every: int = 4096
    #: The nodes visited so far, by every search under this budget (one
    #: cell, which the searches count in).
    counter: list[int] = field(default_factory=lambda: [0], repr=False)
    #: When the first search under this budget began (by ``clock``).
    started: float | None = field(default=None, repr=False)

    @property
    def spent(self) -> int:
        """The nodes visited so far."""
        return self.counter[0]

    def elapsed(self) -> float:
        """Seconds since the first search under this budget (0 before it)."""
        return 0.0 if self.started is None else self.clock() - self.started

    def limit(self) -> int:
        """The count at which a search must call :meth:`check` again: the
        last node allowed, or the next reading of the clock if sooner."""
        if self.started is None:
            self.started = self.clock()
        cap = INF if self.nodes is None else self.nodes
        if self.seconds is not None:
            cap = min(cap, self.counter[0] + self.every)
        return cap

    def check(self) -> int:
        """:class:`Exhausted` if the budget is spent; else the next
        :meth:`limit`."""
        if self.nodes is not None and self.counter[0] > self.nodes:
            raise Exhausted(self)
        if self.seconds is not None and self.elapsed() > self.seconds:
            raise Exhausted(self)
        return self.limit()

    def fresh(self) -> Budget:
        """A budget of the same limits, nothing spent (for another analysis)."""
        return Budget(self.nodes, self.seconds, self.clock, self.every)

    def left(self, nodes: int, seconds: float, most: float) -> Budget:
        """What is left of these limits once ``nodes`` and ``seconds`` have
        been spent (on the slices before of one analysis), fresh, its seconds
        no more than ``most`` (the next slice's)."""
        return Budget(None if self.nodes is None else self.nodes - nodes,
                      most if self.seconds is None else min(most, self.seconds - seconds),
                      self.clock, self.every)

    def outspent(self, nodes: int, seconds: float) -> bool:
        """Whether ``nodes`` and ``seconds``, spent over the slices of one
        analysis, pass these limits (the analysis then has no verdict, as one
        past them in one go)."""
        return (self.nodes is not None and nodes > self.nodes) or (
            self.seconds is not None and seconds > self.seconds)

    def words(self) -> str:
        """``"4,000,000 nodes / 60 s"``: the budget as the reader is told it."""
        parts = []
        if self.nodes is not None:
            parts.append(f"{self.nodes:,} nodes")
        if self.seconds is not None:
            parts.append(f"{self.seconds:g} s")
        return " / ".join(parts) or "no limit"


def as_budget(budget: int | Budget | None) -> Budget | None:
    """A budget of ``budget`` nodes (no time limit) for a number, the budget
    itself for a :class:`Budget`, None for None."""
    if budget is None or isinstance(budget, Budget):
        return budget
    return Budget(nodes=budget, seconds=None)


class Exhausted(Exception):
    """The search reached its budget (of nodes, or of time) before it had its
    answer: a caller bounding its time gives up the position.  ``values``:
    what :func:`playable.solver.solve.solve` had found before it stopped (each
    lawful bit solved and its value for the side to move; empty when none
    was); ``tricks``: where the search is one of tricks, the least and the
    most tricks side 0 had been proved to take at the root, of the tricks
    left there (:meth:`playable.solver.trick_steps.TrickSteps.proved`), else
    None."""

    def __init__(self, budget: int | Budget) -> None:
        self.budget = as_budget(budget)
        assert self.budget is not None
        if isinstance(budget, int) or self.budget.seconds is None or (
                self.budget.nodes is not None and self.budget.spent > self.budget.nodes):
            said = f"more than {self.budget.nodes} nodes searched"
        else:
            said = f"more than {self.budget.seconds:g} s searching"
        super().__init__(said)
        self.values: dict[int, int] = {}
        self.tricks: tuple[int, int, int] | None = None
