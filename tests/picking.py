"""How the tests that play at random choose an irregular act (not a test).

A game offers some irregular acts once a card (a card shown, a card played
out of turn: which card it is decides the penalty's weight, and a reader
as at the table chooses it) and others once (a misdeal, a revoke claimed).
Chosen evenly among the acts, the first kind would crowd the others out;
chosen a kind first, then an act of that kind, each kind offered is as
likely as the next.
"""

from __future__ import annotations

import random

from playable.engine.core import Action


def some_irregular(rng: random.Random, acts: list[Action]) -> Action:
    """One of ``acts`` (not empty): a kind among theirs, then an act of it."""
    kinds = sorted({a.kind for a in acts})
    kind = kinds[int(rng.random() * len(kinds))]
    of_kind = [a for a in acts if a.kind == kind]
    return of_kind[int(rng.random() * len(of_kind))]
