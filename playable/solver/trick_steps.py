"""The value of a search of tricks as a step function of the tricks side 0 takes.

:class:`~playable.solver.search.TrickSearch` answers one question at a time,
"does side 0 take at least ``k`` of the tricks still to be played?" (its
closures ``_tricks_start`` and ``_tricks_play``, made by its ``_build``).
:class:`TrickSteps` turns those answers into the values the solver's
callers ask for: a probe against a value ``beta`` is the question for the
fewest tricks that reach it, and the exact value a binary search over the
numbers of tricks at which ``final`` changes step.  It is a mixin, laid
before :class:`~playable.solver.search.Search` in the trick search's bases,
so that its :meth:`probe` and :meth:`exact` are the ones
:func:`playable.solver.solve.principal_line` and :func:`~playable.solver.solve.solve`
call.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from playable.solver.budget import INF
from playable.solver.moves import Problem
from playable.solver.node import Node
from playable.solver.room import ROOMY_FROM, roomy

__all__ = ["TrickSteps"]


def _direct(search: Callable[..., bool], *args: int) -> bool:
    """``search(*args)``, where the frames are few (:func:`roomy`'s alternative)."""
    return search(*args)


def _where(node: Node) -> tuple[object, ...]:
    """What the tricks side 0 takes from ``node`` depend on in a problem
    scored by its tricks alone: the hands, the leader, and the trick on the
    table (not the tricks won before it, nor their points)."""
    return node.hands, node.leader, node.pos, node.lead, node.win, node.win_seat, node.tmask


class TrickSteps:
    """:meth:`at_least`, :meth:`probe` and :meth:`exact` of a search of
    tricks, over the questions its closures answer."""

    problem: Problem
    hands: list[int]
    probes: int
    #: Readers of the search's tables at a trick's start (the hands set),
    #: where its ``_build`` makes them (:func:`~playable.solver.partition.table_readers`):
    #: whether side 0 takes ``k`` tricks, where the tables prove it either
    #: way (else None), and the lead they last found best (else -1)
    _known_start: Callable[[int, int], bool | None] | None = None
    _stored_lead: Callable[[int], int] | None = None
    #: Does side 0 take at least ``k`` tricks from a trick's start (leader, k)?
    _tricks_start: Callable[[int, int], bool]
    #: The same after ``pos`` cards of a trick (pos, leader, lead, win,
    #: win_seat, the cards not played before the trick, k).
    _tricks_play: Callable[[int, int, int, int, int, int, int], bool]
    #: By position (:func:`_where`): the least and the most tricks side 0
    #: was proved to take there (:meth:`at_least`), kept for the search's
    #: kind and rules by the memory entered
    _proved: dict[tuple[object, ...], tuple[int, int]] | None = None
    _kept: Callable[[str], dict[Any, Any]]

    def _steps(self, node: Node) -> tuple[int, list[int]]:
        """At ``node``: the tricks left (the one in progress among them) and
        ``g``: ``g[x]`` the value (side 0's) if side 0 takes ``x`` of them."""
        p = self.problem
        left = (sum(h.bit_count() for h in node.hands) + node.pos) // p.seats
        final, offset = p.final, p.final_offset
        top = len(final) - 1
        g = [final[max(0, min(top, node.d + 2 * x - left + offset))] + node.base
             for x in range(left + 1)]
        return left, g

    def at_least(self, node: Node, k: int) -> bool:
        """Does side 0 take at least ``k`` of the tricks left at ``node``?
        Each answer is kept (:meth:`proved`), and a question it already
        answers is not searched again: a verdict asks of the position the
        act before it valued, the slices of a slow position ask again what
        the slice before found (with the tables kept by the memory entered)."""
        proved = self._proved
        if proved is None:
            proved = self._proved = self._kept("proved")
        where = _where(node)
        least, most = proved.get(where, (0, INF))
        if k <= least:
            return True
        if k > most:
            return False
        found = self._search(node, k)
        proved[where] = (k, most) if found else (least, k - 1)
        return found

    def proved(self, node: Node) -> tuple[int, int, int]:
        """What this search's probes (or those of a search before it, with the
        memory entered) proved at ``node``: side 0 takes at least the first
        number and at most the second of the tricks left, the third."""
        left, _ = self._steps(node)
        least, most = (self._proved or {}).get(_where(node), (0, left))
        return max(least, 0), min(most, left), left

    def _search(self, node: Node, k: int) -> bool:
        """:meth:`at_least`, searched."""
        self.probes += 1
        self.hands[:] = node.hands
        # a deep search's frames in a chunk of their own (playable.solver.room)
        call = roomy if sum(h.bit_count() for h in node.hands) >= ROOMY_FROM else _direct
        if node.pos == 0:
            return call(self._tricks_start, node.leader, k)
        remaining = node.tmask
        for h in node.hands:
            remaining |= h
        return call(self._tricks_play, node.pos, node.leader, node.lead, node.win,
                    node.win_seat, remaining, k)

    def _reaching(self, node: Node, beta: int) -> int | None:
        """The fewest tricks side 0 must take at ``node`` for a value of
        ``beta`` or more (None: no number does)."""
        _, g = self._steps(node)
        return next((x for x, v in enumerate(g) if v >= beta), None)

    def probe(self, node: Node, beta: int) -> int:
        """:meth:`Search.probe`'s answer (fail-hard): ``beta`` if the value at
        ``node`` is at least ``beta``, else ``beta - 1``."""
        k = self._reaching(node, beta)
        if k is None:
            return beta - 1
        return beta if self.at_least(node, k) else beta - 1

    def known(self, node: Node, beta: int) -> bool | None:
        """What :meth:`probe` would answer at ``node``, a trick's start, as
        the tables already say it, without a search: whether the value is at
        least ``beta``; None where they do not say (or mid-trick)."""
        if node.pos or self._known_start is None:
            return None
        k = self._reaching(node, beta)
        if k is None or k == 0:
            return k == 0
        self.hands[:] = node.hands
        return self._known_start(node.leader, k)

    def table_lead(self, node: Node) -> int:
        """The lead the tables last found best at ``node``, a trick's start
        (-1: none, or mid-trick), read without a search."""
        if node.pos or self._stored_lead is None:
            return -1
        self.hands[:] = node.hands
        return self._stored_lead(node.leader)

    def exact(self, node: Node, guess: int = 0) -> int:
        """The exact value (side 0's) at ``node``: the highest step of
        ``final`` side 0 reaches, by a binary search over the steps (the
        steps either side of ``guess`` first: the value of the card before)."""
        _, g = self._steps(node)
        steps = [x for x in range(1, len(g)) if g[x] != g[x - 1]]
        lo, hi = 0, len(steps)  # the steps reached: steps[:lo] surely, steps[hi:] surely not
        # the guess first: the step it stands on, then the one above
        j = sum(1 for x in steps if g[x] <= guess)
        for mid in (j - 1, j):
            if lo <= mid < hi:
                if self.at_least(node, steps[mid]):
                    lo = mid + 1
                else:
                    hi = mid
        while lo < hi:
            mid = (lo + hi) // 2
            if self.at_least(node, steps[mid]):
                lo = mid + 1
            else:
                hi = mid
        return g[steps[lo - 1]] if lo else g[0]
