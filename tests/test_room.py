"""The deep searches' frames in a chunk of their own (:mod:`playable.solver.room`).

* :func:`~playable.solver.room.roomy` calls the search with its arguments
  and gives back its answer;
* its frame is too large for a chunk of 16 or 32 KB, so it opens one of
  64 KB, and what is left of that chunk holds the frames of the deepest
  trick search (Whist's thirteen tricks, Quadrille's ten);
* a trick search's probe goes through it from :data:`ROOMY_FROM` cards,
  and below that is called in place, its answer and nodes the same;
* on Linux, a Whist probe of 37,000 nodes asks the system for few pages
  whatever the depth of the stack it is called from (without it, CPython
  3.11 gave back and asked again for a chunk at every crossing of a
  chunk's border: up to 12,800 page faults at some depths, far fewer at
  others).
"""

from __future__ import annotations

import resource
import sys
from collections.abc import Callable
from types import CodeType
from typing import Any

import pytest

from playable.bench import solver_positions
from playable.games import GAMES
from playable.solver import room, trick_steps
from playable.solver.pairs_leads import lead_order
from playable.solver.partition import owners_code
from playable.solver.partners import PartnersSearch
from playable.solver.search import TrickSearch
from playable.solver.solve import searcher
from playable.whist import solve as whist_solve

#: CPython's chunk of frames: the first size, and the slots a new chunk
#: keeps free beyond the frame that opened it (8 bytes a slot).
CHUNK = 16 * 1024
OVERHEAD = 1000
SLOT = 8


def slots(code: CodeType) -> int:
    """The slots of a frame of ``code``: its locals, cells and free
    variables, and its value stack (the interpreter adds a few)."""
    return (code.co_nlocals + len(code.co_cellvars) + len(code.co_freevars) +
            code.co_stacksize)


def inner(build: Callable[..., Any], name: str) -> CodeType:
    """The code of the closure ``name`` made by a search's ``_build``."""
    for const in build.__code__.co_consts:
        if isinstance(const, CodeType) and const.co_name == name:
            return const
    raise AssertionError(f"no closure {name} in {build.__qualname__}")


def first_lead() -> Any:
    """The first of the Whist first leads ``bench --solver`` times, as a problem."""
    case = [c.label for c in GAMES["whist"].solver.cases].index("Whist, the first lead")
    return whist_solve.problem(solver_positions("whist", 1, case=case)[0])


def test_roomy_calls_the_search_with_its_arguments() -> None:
    assert room.roomy(lambda *a: sum(a) * 2, 1, 2, 3) == 12
    assert room.roomy(divmod, 17, 5) == (3, 2)


def test_roomys_frame_opens_a_chunk_with_room_for_the_deepest_trick_search() -> None:
    frame = slots(room.roomy.__code__)
    assert frame >= room.SLOTS
    # too large for a chunk of 32 KB with the free slots a chunk keeps: a
    # chunk opened for it is 64 KB
    assert SLOT * (frame + OVERHEAD) > 2 * CHUNK
    assert SLOT * (frame + OVERHEAD) <= 4 * CHUNK
    left = 4 * CHUNK - SLOT * frame
    # Whist: a trick is a frame of each seat's turn, thirteen of them, and
    # the deepest helper at the last (the leads' order, which weighs a
    # class in a frame of its own; the bounds)
    build = PartnersSearch._build
    trick = sum(slots(inner(build, n)) for n in ("start", "second", "third", "fourth"))
    leads = sum(slots(inner(lead_order, n)) for n in ("order_leads", "class_weights"))
    helper = max([leads] + [slots(inner(build, n)) for n in ("bounds", "top")]
                 + [slots(inner(owners_code, "describe"))])  # the position described
    whist = SLOT * (13 * trick + helper)
    # Quadrille: the trick's start and three cards played, ten tricks
    qbuild = TrickSearch._build
    qtrick = slots(inner(qbuild, "trick_start")) + 3 * slots(inner(qbuild, "play"))
    quadrille = SLOT * (10 * qtrick + slots(inner(qbuild, "seize")))
    assert max(whist, quadrille) < left, (whist, quadrille, left)


def test_a_probe_goes_through_roomy_from_roomy_from_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    through: list[int] = []

    def counted(search: Callable[..., bool], *args: int) -> bool:
        through.append(len(args))
        return search(*args)

    monkeypatch.setattr(trick_steps, "roomy", counted)
    problem = first_lead()
    deep = searcher(problem)
    root = deep.root()
    assert sum(h.bit_count() for h in root.hands) >= room.ROOMY_FROM
    answers = [deep.at_least(root, k) for k in (5, 9)]
    assert len(through) == 2
    # the same probes called in place: the same answers and nodes
    monkeypatch.setattr(trick_steps, "roomy", trick_steps._direct)
    again = searcher(problem)
    assert [again.at_least(again.root(), k) for k in (5, 9)] == answers
    assert again.nodes == deep.nodes
    # a small position (the last four tricks) is searched in place
    node = again.root()
    while sum(h.bit_count() for h in node.hands) >= room.ROOMY_FROM:
        node = again.advance(node, again.lawful(node)[0])
    monkeypatch.setattr(trick_steps, "roomy", counted)
    through.clear()
    again.at_least(node, 1)
    assert through == []


@pytest.mark.skipif(sys.platform != "linux" or sys.implementation.name != "cpython",
                    reason="page faults counted as Linux counts them, frames as CPython keeps them")
def test_a_deep_probe_asks_for_few_pages_at_any_depth_of_the_stack() -> None:
    problem = first_lead()

    def probe() -> tuple[int, int]:
        search = searcher(problem)
        before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
        assert not search.at_least(search.root(), 9)
        return resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before, search.nodes

    # a step of the stack of some 600 bytes (70 slots): 32 steps span more
    # than a chunk of 16 KB, so that some depth puts a chunk's border deep
    # in the search (where, called in place, it was crossed at every node)
    made: dict[str, Any] = {}
    exec("def at_depth(n, probe):\n    if False:\n        " +  # noqa: S102 - our own text
         " = ".join(f"_{i}" for i in range(64)) +
         " = None\n    return at_depth(n - 1, probe) if n else probe()\n", made)
    at_depth = made["at_depth"]
    assert slots(at_depth.__code__) * SLOT * 32 > CHUNK

    probe()  # the modules' and the allocator's first pages
    found = [at_depth(n, probe) for n in range(33)]
    nodes = found[0][1]
    # a search deep and long enough that frames called in place would show
    # (15,065 nodes since 0.3.19's orders of the leads and the second hand;
    # 20,000 was the bound before)
    assert nodes > 10_000
    assert all(n == nodes for _, n in found)
    # measured: through roomy at most some 1,000 (the tables' own pages);
    # called in place, 6,500 to 12,800 at the five worst depths
    assert max(f for f, _ in found) < nodes // 6, found
