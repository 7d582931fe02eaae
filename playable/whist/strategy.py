"""Whist's period player: a placeholder until the maxims of ¶75 are played.

:class:`PeriodPlayer` plays the lowest lawful card (and any other regular act
before a card: the first offered).  The helper that writes the period player
from the maxims replaces this module; its interface (``name``, ``choose``) is
the one every game's player has (:class:`playable.engine.strategies.Strategy`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from playable.engine.core import Action
from playable.whist.state import View


class PeriodPlayer:
    """The lowest lawful card; else the first act offered."""

    name = "period"

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        cards = [a for a in legal if a.kind == "play"]
        if not cards:
            return legal[0]
        trump = view.trump
        return min(cards, key=lambda a: (a.cards[0].suit is trump, a.cards[0].rank))
