"""Players: the shape every strategy has, and the random player.

A strategy is any object with ``choose(view, legal, rng) -> Action``: it is
given what its seat can see (the game's ``view(player)``), the acts open to
it (``deal.legal_actions()``) and a seeded ``random.Random``, never the
global one.  The period players (All-Fours maxims, Quadrille advice, Bezique
cautions) live in their game's module beside the rules they reason about.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from playable.core import Action


class Strategy(Protocol):
    name: str

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action: ...


class RandomPlayer:
    """Chooses uniformly among the legal acts."""

    name = "random"

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        if not legal:
            raise ValueError("no legal act to choose from")
        return legal[rng.randrange(len(legal))]


def play_out(deal: Any, players: Sequence[Strategy], rng: random.Random) -> Any:
    """Play a deal to its end, each seat by its strategy; returns the deal."""
    while not deal.is_over:
        seat = deal.to_move
        action = players[seat].choose(deal.view(seat), deal.legal_actions(), rng)
        deal.apply(action)
    return deal
