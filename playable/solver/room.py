"""A deep search called where its frames have room (:func:`roomy`).

CPython (3.11, the version measured here) keeps the frames of Python
functions on a stack of chunks of memory, each asked of the system on its
own (``mmap``) when a frame does not fit in the chunk in use and given
back (``munmap``) as soon as the first frame in it returns.  A recursive
search whose depth swings across the border of two chunks asks for a
chunk and gives it back at every crossing: on Whist's seeded deals 1, 3,
5, 7 and 9 from the first lead, 324,000 calls of ``mmap`` and as many of
``munmap`` (counted with ``strace -c``), 2.4 s of the system's time beside
8.5 s of the search's own, and 385,000 page faults; on Quadrille's two
slowest first leads, 0.6 s of 3.2.

A chunk is made large enough for the frame that did not fit with room for
about 1,000 more slots (8 KB) besides, in steps that double from 16 KB.
:func:`roomy` has a frame of some 25 KB (locals that are never set),
which fits in no chunk of 16 or 32 KB: called from one, it opens a chunk
of 64 KB (``strace`` shows one a probe), and the search it calls has the
other 39 KB to itself, more than the deepest of the solver's searches
asks (a Whist deal from its first lead some 26 KB: 13 tricks of four
frames of 400 to 660 bytes, and the helpers of the deepest).  The chunk is asked for once a call, and given back when
the search returns.  The same calls, through :func:`roomy`: 0.1 s of the
system's time, 48,000 page faults; nothing else changes (the nodes, the
answers).

A call through :func:`roomy` costs some 20 us (the chunk asked for and
given back, its pages touched), against 0.03 us a plain call: the trick
searches' probes (:class:`~playable.solver.trick_steps.TrickSteps`) take it
only where the hands hold :data:`ROOMY_FROM` cards or more, where a probe
takes thousands of nodes and the frames are deep; smaller positions, whose
probes are many and cheap (the strong player's samples), are searched in
place.  In Pyodide the browser's figures barely moved
(``tests/benchmarks/solver_pyodide.py``): there a call costs a large frame
and a chunk of the allocator's, and the crossings had cost little.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["ROOMY_FROM", "roomy"]

#: The fewest cards in the hands at which a trick search's probe is called
#: through :func:`roomy` (five tricks of four hands).
ROOMY_FROM = 20
#: The never-set locals that make :func:`roomy`'s frame (8 bytes a slot).
SLOTS = 3200

# The function written out, as a def with 3,200 names would be, and compiled
# once: the names are locals (assigned in a branch never taken), so each is
# a slot of the frame, and the branch is not compiled.
_SOURCE = (
    "def roomy(search, *args):\n"
    "    if False:\n"
    "        " + " = ".join(f"_{i}" for i in range(SLOTS)) + " = None\n"
    "    return search(*args)\n"
)
_made: dict[str, Any] = {}
exec(compile(_SOURCE, __name__ + ".roomy", "exec"), _made)  # noqa: S102 - our own text, above

#: ``roomy(search, *args)``: ``search(*args)``, its frames in a chunk of their own.
roomy: Callable[..., Any] = _made["roomy"]
roomy.__module__ = __name__
roomy.__doc__ = ("``search(*args)``, called from a frame too large for the chunk in use, "
                 "so that the search's frames have a chunk of their own (see the module).")
