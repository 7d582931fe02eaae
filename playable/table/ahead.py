"""Thinking ahead at the Deal page: the solver's answers to what the reader
will ask, worked out in short slices while he looks at the table.

"Show the best card" asks questions that take seconds early in a deal
(Whist's first lead: some 4 s in CPython, twice that in the browser, and the
verdicts on a whole deal 5 to 7 s in CPython).  A reader looks at the table
for longer than that between his acts, while the engine's worker is idle:
the page asks its table to :meth:`~playable.table.web.Table.ponder` for a
fraction of a second at a time, and each slice goes on with the questions
the reader's click will ask, from the tables the slices before it filled
(:class:`~playable.solver.memory.Memory`).  Played card by card, a deal's
verdicts are worked out as it goes, and are there when the reader asks.

What a slice finds is kept here, apart from the table's verdicts, and shown
to no one until the reader asks: a reader in a seat must not learn, from the
verdict on an act, where the hidden cards lie, so the verdicts on a deal in
play are worked out and kept back; nothing of them is in the page's state
or the record.  When the reader asks (:meth:`~playable.table.web.Table.judge`),
each act worked out is taken from here; each is the verdict
:func:`~playable.table.analysis.judge` gives the act, found sooner.  An act
whose slices spend its whole budget (:attr:`playable.table.web.Table.budget`,
added up over them) is left for the reader's question, which judges it as
it always has, with a budget of its own.

Standard library only, like the rest of the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Mapping, Sequence
from dataclasses import dataclass, field

from playable.engine.core import Action
from playable.games import TableDeal
from playable.solver.memory import Memory
from playable.solver.solve import Budget, NoVerdict

__all__ = ["Ahead", "Position", "position_of"]

#: A position of the table's deal: the deal (its ``id``) and its acts so far.
Position = tuple[int, tuple[Action, ...]]


def position_of(deal: TableDeal) -> Position:
    """The table's deal as it stands, as a key of what was found there."""
    return id(deal), tuple(deal.history)


@dataclass
class Ahead:
    """What the table has worked out ahead of the reader's questions, for one
    deal (the table starts a new one for each deal, and keeps after a
    take-back what still holds: :meth:`before`)."""

    #: The verdict on each act worked out (by its index in the deal's
    #: history), not yet asked for: its record form
    #: (:meth:`~playable.table.analysis.Verdict.to_json`), or None where the
    #: solver gives none (an irregular act, a position it does not take).
    verdicts: dict[int, dict[str, object] | None] = field(default_factory=dict)
    #: What the slices have spent on the act being worked out: its index,
    #: nodes, seconds.
    spent: tuple[int, int, float] | None = None
    #: The acts whose slices spent their whole budget: left for the
    #: reader's question.
    stuck: set[int] = field(default_factory=set)
    #: The values of every lawful act at a position, found whole (the
    #: ``now`` of :meth:`~playable.table.web.Table.best_now`'s answer).
    now: tuple[Position, dict[str, object]] | None = None
    #: The position whose best act needs no more work: found, or past its budget.
    settled: Position | None = None

    def before(self, size: int, shown: Mapping[int, dict[str, object] | None],
               too_large: Container[int]) -> Ahead:
        """What still holds once the acts from ``size`` on are taken back:
        the verdict on each act before them, worked out here or ``shown`` by
        the table (kept back again: the deal is in play once more), and the
        acts left for the question (here, or ``too_large`` for the table's
        budget: the question judges them again, and says why it gives no
        verdict).  A verdict rests only on the acts before its own, which a
        take-back leaves as they were; what was found at a position (the
        values of every act now) is not kept."""
        verdicts = {i: v for i, v in {**self.verdicts, **shown}.items()
                    if i < size and i not in too_large}
        stuck = {i for i in self.stuck if i < size}
        stuck.update(i for i in shown if i < size and i in too_large)
        spent = self.spent if self.spent is not None and self.spent[0] < size else None
        return Ahead(verdicts=verdicts, spent=spent, stuck=stuck)

    def take(self, index: int) -> tuple[bool, dict[str, object] | None]:
        """The verdict on the act at ``index`` if it was worked out (True, and
        it), no longer kept here; else (False, None)."""
        if index in self.verdicts:
            return True, self.verdicts.pop(index)
        return False, None

    def ponder(self, deal: TableDeal, watching: bool,
               best_now: Callable[[float], dict[str, object]], known: Container[int],
               page: Budget, memory: Memory, seconds: float) -> dict[str, object]:
        """About ``seconds`` of work on what "Show the best card" will ask at
        ``deal`` as it stands.  For a reader who is ``watching`` a deal in
        play, the values of every lawful act now (``best_now``'s slices, the
        page's :meth:`~playable.table.web.Table.best_now`, which keeps them
        in :attr:`now` once found whole), then the verdict on the last act;
        in a seat, or once the deal is over, the verdict on every act so far
        not ``known`` (:meth:`judge`), the table's ``memory`` entered.
        Answers ``done`` (nothing more to do at this position) and
        ``verdicts`` (how many are kept here)."""
        from playable.table.analysis import solvable

        until = page.clock() + seconds
        indices: Sequence[int] = range(len(deal.history))
        if watching and not deal.is_over:
            position = position_of(deal)
            if self.settled != position and solvable(deal):
                now = best_now(seconds)["now"]
                if isinstance(now, dict) and now.get("partial"):
                    return {"done": False, "verdicts": len(self.verdicts)}
            self.settled = position
            indices = indices[-1:]  # the last act's verdict, which the question shows
        with memory:
            done = self.judge(deal, indices, known, page, until)
        return {"done": done, "verdicts": len(self.verdicts)}

    def judge(self, deal: TableDeal, indices: Sequence[int], known: Container[int],
              page: Budget, until: float) -> bool:
        """Work out the verdict on each act of ``deal``'s history at
        ``indices`` (in order) that is neither ``known`` (the table's own) nor
        worked out already, until the clock (``page.clock``) passes ``until``;
        each act within ``page``'s limits, added up over its slices.  True
        when there is no more to do: every act has its verdict, or spent its
        budget and is left (:attr:`stuck`)."""
        from playable.table.analysis import judge

        history = deal.history
        todo = [i for i in indices
                if i not in known and i not in self.verdicts and i not in self.stuck]
        position: TableDeal | None = None
        at = 0
        for index in todo:
            left = until - page.clock()
            if left <= 0:
                return False
            if position is None:
                position, at = deal.replayed(index), index
            while at < index:
                position.apply(history[at])
                at += 1
            nodes, seconds = (self.spent[1], self.spent[2]) if (
                self.spent is not None and self.spent[0] == index) else (0, 0.0)
            try:
                verdict = judge(position, history[index],
                                budget=page.left(nodes, seconds, left))
            except NoVerdict as no:
                nodes, seconds = nodes + no.nodes, seconds + no.seconds
                self.spent = (index, nodes, seconds)
                if page.outspent(nodes, seconds):
                    self.stuck.add(index)
                    self.spent = None
                    continue
                return False
            self.verdicts[index] = None if verdict is None else verdict.to_json()
            self.spent = None
        return True

