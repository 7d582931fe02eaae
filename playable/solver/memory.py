"""The solver's tables kept from one search to the next (:class:`Memory`).

A search's transposition table holds what it proved about positions met at
a trick's start: bounds on what one side takes from there, under a key that
describes the hands (in relative ranks, or as bits) and the leader.  What it
proved depends on the position and on the problem's rules (its card order,
the rule of following, the sides, the scoring), never on how play came
there.  So the table of one position's search answers for the positions
that follow it in the same deal: after a card is played, every trick's start
the first search reached is still a position of the game, with the same
value.  Bridge's DDS keeps its tables in this way between the boards of one
deal ("reuse" of the transposition table when only the played cards
differ).

:class:`Memory` keeps the tables of the searches made while it is entered
(``with memory:``), one table for each kind of search and each set of
rules (:func:`rules`: every field of the problem except the hands, the
trick, the leader and the count so far).  A search made outside any memory
starts with empty tables, as before.  The answers are the same with or
without it (the tests compare them on seeded deals of every game); only the
nodes searched, and so the time, fall.

A memory is bounded: past ``limit`` entries in all its tables (counted when
it is entered, not at each search) it forgets them all and starts again, so a
reader's long session at the Deal page stays within a bounded size.
Measured (tracemalloc, CPython 3.11): a whole Whist deal judged act by act
keeps some 28,500 entries in 14 MB, about 500 bytes an entry with its key;
the default limit of 200,000 entries is thus some 100 MB at most, seven whole
Whist deals.  (Seed 3's whole deal, its every act judged: 88,600 entries.)

Counting them walks every table, some 50 ms at 88,600 entries, which the
Deal page's short slices of work (:mod:`playable.table.ahead`: a few a
second) would pay each time.  So a memory is not counted again while its
tables cannot have reached the limit since the last count, a search adding
at most :data:`GROWTH` entries a second it is entered.  (Measured, CPython
3.11, every act of seeded deals judged in slices of 0.1 s, in windows of
20 ms and more: at most some 134,000 a second at All-Fours, 62,000 at
Quadrille, 18,000 at Whist; the bound is three times the most, for a faster
machine.)

The memory entered is found by the searches through a context variable, so
that no game's adapter (which builds its problems and searches in its own
way) has to pass it on; :mod:`playable.table.analysis` and the Deal page's
table enter one for the positions of one deal.
"""

from __future__ import annotations

import math
import time
from contextvars import ContextVar, Token
from typing import Any, Final, Self

from playable.solver.moves import Problem

__all__ = ["GROWTH", "Memory", "kept", "rules"]

#: The most entries a search adds to a memory's tables in a second it is
#: entered, three times the most measured (see the module docstring): while
#: its last count plus this many for each second entered since is within its
#: limit, a memory is not counted again.
GROWTH: Final = 400_000

#: The memory entered now, if any.
_ENTERED: ContextVar[Memory | None] = ContextVar("playable_solver_memory", default=None)


def rules(problem: Problem) -> tuple[object, ...]:
    """What a table's answers depend on besides the position: the problem's
    card order, rule of following, sides, scoring and privileged cards."""
    p = problem
    return (p.tables, p.follow, p.side, p.points, p.count, p.trick_count, p.last_bonus,
            p.final, p.final_offset, p.privilege, p.distinct)


class Memory:
    """The tables of the searches made while this memory is entered, kept for
    the next search of the same kind and rules (see the module docstring).
    ``limit`` bounds the entries kept in all (:meth:`size`, counted each time
    the memory is entered, unless its tables cannot have reached the limit
    since the last count: :data:`GROWTH`)."""

    def __init__(self, limit: int = 200_000) -> None:
        if limit < 1:
            raise ValueError(f"a memory keeps at least one entry, not {limit}")
        self.limit = limit
        #: The entries at the last count, and the seconds entered since.
        self._counted = 0
        self._since = math.inf
        self._entered_at = 0.0
        #: (the search's kind, the table's name, the rules) -> the table
        self.tables: dict[tuple[object, ...], dict[Any, Any]] = {}
        #: How many searches found a table kept for them.
        self.reused = 0
        #: How many times the memory forgot everything at its limit.
        self.cleared = 0
        self._tokens: list[Token[Memory | None]] = []

    def __enter__(self) -> Self:
        if not self._tokens:  # entered anew, not within itself
            if self._counted + GROWTH * self._since > self.limit:
                self._counted, self._since = self.size(), 0.0
                if self._counted > self.limit:
                    self.tables.clear()
                    self.cleared += 1
                    self._counted = 0
            self._entered_at = time.monotonic()
        self._tokens.append(_ENTERED.set(self))
        return self

    def __exit__(self, *exc: object) -> None:
        _ENTERED.reset(self._tokens.pop())
        if not self._tokens:
            self._since += time.monotonic() - self._entered_at

    def size(self) -> int:
        """The entries kept, in all the tables: a table's entries may be
        filed in dictionaries within it (by shape, then by cards), or listed
        as tuples under one key; anything else under a key is one entry."""
        return sum(_entries(t) for t in self.tables.values())

    def table(self, kind: str, name: str, problem: Problem) -> dict[Any, Any]:
        """The table ``name`` of a search of ``kind`` for ``problem``: the one
        kept for its rules, else a new one, kept from now on."""
        key = (kind, name, rules(problem))
        found = self.tables.get(key)
        if found is not None:
            self.reused += 1
            return found
        made: dict[Any, Any] = {}
        self.tables[key] = made
        return made

    def clear(self) -> None:
        """Forget every table."""
        self.tables.clear()


def _entries(filed: object) -> int:
    """The entries under one key of a table (see :meth:`Memory.size`)."""
    if isinstance(filed, dict):
        return sum(_entries(v) for v in filed.values())
    if isinstance(filed, list) and filed and isinstance(filed[0], tuple):
        return len(filed)
    return 1


def kept(kind: str, name: str, problem: Problem) -> dict[Any, Any]:
    """The table ``name`` of a search of ``kind`` for ``problem``: the entered
    :class:`Memory`'s (:meth:`Memory.table`), or a new one if none is entered."""
    memory = _ENTERED.get()
    return {} if memory is None else memory.table(kind, name, problem)
