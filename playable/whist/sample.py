"""Whist for the strong player (:mod:`playable.solver.pimc`): the deal dealt
again as a seat has seen it, and each card's value in such a deal.

A sample keeps everything the seat's view shows: its own cards, the card
turned up (the dealer's: on the table until the first trick is turned, then
in his hand unless he has played it), the tricks turned and the trick on the
table.  The three other hands are drawn from the cards the seat has not seen,
each as large as the view says, never with a card of a suit its holder has
shown void in (he did not follow it: a renounce is corrected or punished, so
the engine's own players never make one).  Where a sample cannot be drawn so
(after a card exposed, a call, an irregularity), the strong player plays as
the period player (:class:`playable.whist.strategy.PeriodPlayer`).  The
registry's entry carries :data:`SAMPLING`.
"""

from __future__ import annotations

import random

from playable.engine.cards import Card, Suit
from playable.engine.core import Action, Phase
from playable.engine.errors import SetupError
from playable.solver.pimc import GameSampling, Unsampled, sample_budget
from playable.solver.solve import solve
from playable.whist import solve as whist_solve
from playable.whist.cards import CARDS, GAME, ORDER, SEATS, canonical, in_seat_order, seat_ordered
from playable.whist.deal import Deal
from playable.whist.state import View
from playable.whist.strategy import PeriodPlayer

__all__ = ["SAMPLING", "sample", "values"]

#: Draws tried before a sample is given up.
TRIES = 50


def sample(view: View, rng: random.Random) -> Deal:
    """A deal of Whist consistent with ``view`` (see the module docstring)."""
    if view.phase is not Phase.PLAY or view.stage != "play" or view.to_move is None:
        raise Unsampled("the Whist sampler takes a deal in its play")
    if view.exposed or view.answers or view.dealing_exposed:
        raise Unsampled("a card exposed, or a question asked: the sampler takes regular play")
    if view.trick and not in_seat_order(view.trick):
        raise Unsampled("cards stand out of turn in the trick (¶76 viii): the sampler takes "
                        "regular play")
    me = view.seat
    up = canonical(view.turned_up)
    void: list[set[Suit]] = [set() for _ in range(SEATS)]
    seen = set(view.held)
    for cards in [*(t.cards for t in view.tricks), view.trick]:
        if not cards:
            continue
        led = cards[0][1].suit
        for s, c in cards:
            seen.add(c)
            if c.suit is not led:
                void[s].add(led)
    if view.turn_up is not None:
        seen.add(up)
    wanted = [len(view.hand) if s == me else view.hand_sizes[s] for s in range(SEATS)]
    hands: list[list[Card]] = [[], [], [], []]
    hands[me] = list(view.hand)
    dealer = view.dealer
    fixed_up = up not in seen  # in the dealer's hand, taken in after the first trick
    if fixed_up and dealer != me:
        hands[dealer].append(up)
    if view.turn_up is not None and dealer != me:
        wanted[dealer] -= 1  # the turn-up lies on the table, counted in his size
    unseen = [c for c in CARDS if c not in seen and c is not up]
    for _ in range(TRIES):
        pool = list(unseen)
        rng.shuffle(pool)
        drawn = [list(h) for h in hands]
        ok = True
        order = sorted((s for s in range(SEATS) if s != me), key=lambda s: -len(void[s]))
        for s in order:
            need = wanted[s] - len(drawn[s])
            fits = [c for c in pool if c.suit not in void[s]]
            if len(fits) < need:
                ok = False
                break
            take = fits[:need]
            drawn[s] += take
            taken = set(take)
            pool = [c for c in pool if c not in taken]
        if ok and not pool:
            try:
                return Deal.setup(hands=drawn, dealer=dealer, turn_up=up,
                                  tricks=[[c for _, c in seat_ordered(t.cards)]
                                          for t in view.tricks],
                                  trick=[c for _, c in view.trick], options=view.options)
            except SetupError as exc:
                raise Unsampled(f"the sample is refused: {exc}") from exc
    raise Unsampled("no hands consistent with the suits shown void were drawn")


def _key(view: View) -> str:
    """The position as the seat sees it, as text (for the move's seed)."""
    tricks = " ".join(f"{t.leader}" + "".join(str(c) for _, c in t.cards) for t in view.tricks)
    trick = " ".join(f"{s}{c}" for s, c in view.trick)
    hand = " ".join(str(c) for c in view.held)
    return f"whist|{view.seat}|{view.dealer}|{view.turned_up}|{hand}|{tricks}|{trick}"


def values(deal: Deal, match: tuple[int, int] | None,
           budget: int | None = None) -> dict[Action, int]:
    """Each lawful card's value for the side to move in ``deal`` (every hand
    known): the odd tricks still to be won, his side's less the other's."""
    p = whist_solve.problem(deal)
    t = p.tables
    by_key: dict[int, int] = {}
    for b, v in solve(p, line=False, budget=sample_budget(budget)).values.items():
        by_key.setdefault(t.key[b], v)
    return {a: by_key[ORDER.key(a.cards[0])] for a in deal.legal_actions()}


SAMPLING = GameSampling(GAME, PeriodPlayer, sample, _key, values, unit="odd tricks")
