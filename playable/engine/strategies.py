"""Players: the shape every strategy has, the random player, and a deal played out.

A strategy is any object with a ``name`` and ``choose(view, legal, rng) ->
Action``: it is given what its seat can see (the game's ``deal.view(seat)``),
the acts open to it (``deal.legal_actions()``) and a seeded
``random.Random``, never the global one.  :class:`Strategy` is generic over
the view: the period players (All-Fours maxims, Quadrille advice, Bezique
cautions) read their own game's ``View`` and live beside their game, in
``playable.<game>.strategy``.  A strategy that can say why it chose also has
``advise(view, legal, rng)``, which returns the act with its reason and the
law or maxim it follows (:class:`Advising`); the session turns either into a
:class:`Note`.

:class:`Player` is a strategy of *some* game, as the registry and the session
hold them side by side: its view is its own game's, which only its deal can
make, so it may be handed only what ``deal.view(seat)`` returns.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Never, Protocol, TypeVar, runtime_checkable

from playable.engine.core import Action, DealLike, ViewLike, named

V_contra = TypeVar("V_contra", bound=ViewLike, contravariant=True)
D = TypeVar("D", bound=DealLike)


class Strategy(Protocol[V_contra]):
    """A player of one game, whose view (a :class:`~playable.engine.core.ViewLike`)
    is ``V_contra``: ``Strategy[allfours.View]``."""

    @property
    def name(self) -> str: ...

    def choose(self, view: V_contra, legal: Sequence[Action], rng: random.Random) -> Action: ...


class Advice(Protocol):
    """An act with the reason a player gives for it, and the law (or maxim) it
    follows, if any."""

    @property
    def action(self) -> Action: ...

    @property
    def reason(self) -> str: ...

    @property
    def law(self) -> str | None: ...


@runtime_checkable
class Player(Protocol):
    """A strategy of some game (:class:`Strategy` of that game's view), as the
    registry and the session hold players of different games together: it can
    be given only the view its own deal makes (``deal.view(seat)``)."""

    @property
    def name(self) -> str: ...

    def choose(self, view: Never, legal: Sequence[Action], rng: random.Random) -> Action: ...


@runtime_checkable
class Advising(Player, Protocol):
    """A player that says why it chose: ``advise`` gives the act (the same
    that ``choose`` gives, drawing the same numbers from ``rng``) and its reason."""

    def advise(self, view: Never, legal: Sequence[Action], rng: random.Random) -> Advice: ...


@dataclass(frozen=True, slots=True)
class Note:
    """What an engine player did at its turn, and why when it says so:
    ``reason`` and ``law`` are the player's advice; a player that gives none
    leaves them empty, and the note is its act and its name."""

    seat: int
    action: Action
    player: str
    reason: str = ""
    law: str | None = None
    #: The seat's name at its table, by the compass (``deal.names``), which
    #: the note's text gives ("South play J♥ (random)"); "seat 0" without it.
    who: str = ""

    def __str__(self) -> str:
        said = self.action.said(self.who or f"seat {self.seat}")
        if not self.reason:
            return f"{said} ({self.player})"
        return f"{said}: {self.reason}" + (f" [{self.law}]" if self.law else "")


def decide(player: Player, deal: DealLike, rng: random.Random) -> Note:
    """The act of ``player`` for the seat to move in ``deal`` (not applied),
    with its advice when the player gives one."""
    seat = deal.to_move
    if seat is None:
        raise ValueError("nobody is to move: the deal is over")
    view, legal = deal.view(seat), deal.legal_actions()
    if isinstance(player, Advising):
        advice = player.advise(view, legal, rng)
        return Note(seat, advice.action, player.name, advice.reason, advice.law,
                    named(deal.names, seat))
    return Note(seat, player.choose(view, legal, rng), player.name, who=named(deal.names, seat))


class RandomPlayer:
    """Chooses uniformly among the legal acts."""

    name = "random"

    def choose(self, view: object, legal: Sequence[Action], rng: random.Random) -> Action:
        if not legal:
            raise ValueError("no legal act to choose from")
        return legal[rng.randrange(len(legal))]


def play_out(deal: D, players: Sequence[Player], rng: random.Random) -> D:
    """Play a deal to its end, each seat by its strategy; returns the deal."""
    while not deal.is_over:
        seat = deal.to_move
        assert seat is not None, "a deal that is not over has a seat to move"
        action = players[seat].choose(deal.view(seat), deal.legal_actions(), rng)
        deal.apply(action)
    return deal
