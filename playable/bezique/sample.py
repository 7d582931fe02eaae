"""Bezique for the strong player (:mod:`playable.solver.pimc`): its last eight
tricks, where nothing is hidden.

Once the stock is exhausted and the declared cards are taken up, every card
a seat has not seen is in its adversary's hand: the one "sample" is the deal
itself (:func:`sample`), solved once a move by the whole analysis
(:mod:`playable.bezique.solve`), and the player is then exact.  Before the
last eight tricks, and at three-handed Bezique, the solver does not go: the
strong player plays there as the cautious player
(:class:`playable.bezique.strategy.CautiousPlayer`), declarations and draws
included.  The registry's entry carries :data:`SAMPLING`
(``playable.games.BEZIQUE.sampling``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from playable.bezique import solve as bezique_solve
from playable.bezique.cards import expected_pack
from playable.bezique.deal import GAME, Deal, Options, View
from playable.bezique.strategy import CautiousPlayer
from playable.engine.cards import Card, Rank
from playable.engine.core import Action
from playable.engine.errors import SetupError
from playable.solver.pimc import GameSampling, Unsampled, sample_budget

__all__ = ["SAMPLING", "sample", "values"]


def sample(view: View, rng: random.Random) -> Deal:
    """The deal of two-handed Bezique in its last eight tricks, as ``view``
    shows it: the stock exhausted and the declared cards taken up, every card
    the seat has not seen is in the adversary's hand, so there is one sample,
    the deal itself (``rng`` is not drawn from).  The tricks already played are
    given to ``setup`` as counts (``won``): all of them, with their brisques,
    to the seat that won the last (the view does not say who won each, and
    they change no card's value now).  The view does not carry the options:
    the sample is played by the default ones (the last trick scoring 10).
    ``Unsampled`` before the last eight, three-handed, or with a wrong
    declaration's faced cards or an announcement pending."""
    if view.players != 2 or not view.last_eight or view.to_move is None:
        raise Unsampled("the Bezique sampler takes a two-handed deal in its last eight tricks")
    if any(view.faced) or view.announced or any(view.tables):
        raise Unsampled("cards faced or announced: not a plain position of the last eight")
    me, other = view.seat, 1 - view.seat
    options = Options()
    rest = Counter(expected_pack(options))
    rest.subtract(view.hand)
    rest.subtract(view.played)
    if any(n < 0 for n in rest.values()):
        raise Unsampled("the cards seen are not those of one pack")
    theirs = sorted(rest.elements(), key=lambda c: (c.suit.value, c.rank))
    if len(theirs) != view.hand_sizes[other]:
        raise Unsampled("the adversary's hand is not the cards unseen")
    trick = [c for _, c in view.trick]
    before = view.played[:len(view.played) - len(trick)]
    leader = view.trick[0][0] if view.trick else view.to_move
    won = [[0, 0], [0, 0]]
    won[leader] = [len(before) // 2, sum(1 for c in before if c.rank in (Rank.ACE, Rank.TEN))]
    hands: list[Sequence[Card]] = [(), ()]
    hands[me], hands[other] = view.hand, theirs
    try:
        return Deal.setup(hands=list(hands), trump=view.trump.value, won=won,
                          leader=leader, trick=trick, scores=list(view.scores),
                          dealer=view.dealer, options=options)
    except SetupError as exc:
        raise Unsampled(f"the sample is refused: {exc}") from exc


def _key(view: View) -> str:
    """The position as the seat sees it, as text (for the move's seed)."""
    return f"bezique|{view.seat}|{' '.join(map(str, view.hand))}|{len(view.played)}"



def values(deal: Deal, match: tuple[int, int] | None,
           budget: int | None = None) -> dict[Action, int]:
    """Each lawful act's value by the whole analysis of
    :func:`playable.bezique.solve.analyse` (``match`` is None: the match
    objective is All-Fours' only), within ``budget`` nodes (None: the default
    budget; :class:`playable.solver.solve.NoVerdict`, an
    :class:`~playable.solver.solve.Exhausted`, past it)."""
    return dict(bezique_solve.analyse(deal, line=False, budget=sample_budget(budget)).values)


#: How the strong player plays Bezique.
SAMPLING = GameSampling(GAME, CautiousPlayer, sample, _key, values, exact=True)
