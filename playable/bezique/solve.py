"""Bezique's last eight tricks with both hands known: the value of each card
(the solver).

``values(deal)`` gives, for a two-handed deal in its last eight tricks (the
stock exhausted), each lawful act of :meth:`playable.bezique.Deal.legal_actions`
and its value for the player to move: the deal's points at the end, his minus
his adversary's, both playing their best from there on.  ``analyse(deal)``
gives the whole :class:`playable.solver.solve.Analysis`.

What the play still decides is the **brisques** (each ace and ten in a
player's tricks, 10) and the **last trick** (10, when ``Options.last_trick``
is ``"last"``; with ``"twenty-fourth"`` it was scored before the last eight).
The rule of the last eight — follow suit and win the trick if able, trump if
void (124) — is :attr:`playable.engine.tricks.Follow.SUIT_AND_WIN`, the rule
:mod:`playable.bezique.play` gives :func:`playable.engine.tricks.lawful` there; the
card order is the game's :data:`~playable.bezique.cards.CARD_ORDER` (as bits,
two to a card for the doubled pack, by :func:`playable.solver.solve.compact`), the
brisques its :data:`~playable.bezique.cards.BRISQUES`.

Three-handed Bezique is not a game of two sides and is refused, as is a deal
in which a revoke in the last eight awaits its forfeit (126 v), or whose
hands are not of one size (a draw missed or a card overdrawn before the
last eight, 126 iii-iv: the search plays out hands of one size).

Read from the deal, all public: ``options``, ``last_eight``, ``is_over``,
``trump``, ``hand(seat)``, ``current_trick``, ``to_move``, ``irregularities``,
``scores()``.
"""

from __future__ import annotations

from random import Random

from playable.bezique.cards import BRISQUES, CARD_ORDER
from playable.bezique.deal import Deal
from playable.engine.core import Action
from playable.engine.tricks import Follow
from playable.laws.ids import BeziqueLaws as L
from playable.solver.solve import Analysis, Budget, Problem, analyse_deal, compact, solve

__all__ = ["LAST_EIGHT", "analyse", "last_eight", "nodes", "problem", "values"]

#: The rule of following in the last eight tricks (124), as bezique_play uses it.
LAST_EIGHT = Follow.SUIT_AND_WIN
#: What a brisque, and the last trick, are worth (125 vii).
BRISQUE_POINTS = LAST_TRICK_POINTS = 10


def problem(deal: Deal) -> Problem:
    """The position of ``deal`` (two-handed, in its last eight tricks) as a
    :class:`playable.solver.solve.Problem`: seat 0 is side 0."""
    if deal.options.players != 2:
        raise ValueError("the solver plays two-handed Bezique only")
    if not deal.last_eight or deal.is_over or deal.to_move is None:
        raise ValueError("the solver needs a deal in its last eight tricks (the stock exhausted)")
    if any(i.law == L.S126_V for i in deal.irregularities):
        raise ValueError("a revoke in the last eight awaits its forfeit (126 v)")
    held = [len(deal.hand(seat)) + sum(s == seat for s, _ in deal.current_trick)
            for seat in (0, 1)]
    if held[0] != held[1]:  # the search plays out hands of one size
        raise ValueError(f"the hands are not of one size ({held[0]} cards and {held[1]}, the "
                         "trick counted: a draw missed or a card overdrawn, 126 iii-iv)")
    t = compact(CARD_ORDER, deal.trump, copies=2)
    used = [0] * len(CARD_ORDER.cards)

    def bit(card: object) -> int:
        k = CARD_ORDER.key(card)  # type: ignore[arg-type]
        b = t.bits[k][used[k]]
        used[k] += 1
        return b

    hands = [0, 0]
    for seat in (0, 1):
        for card in deal.hand(seat):
            hands[seat] |= 1 << bit(card)
    trick = [(seat, bit(card)) for seat, card in deal.current_trick]
    leader = trick[0][0] if trick else deal.to_move
    points = tuple(BRISQUE_POINTS if k in BRISQUES else 0 for k in t.key)
    bonus = LAST_TRICK_POINTS if deal.options.last_trick == "last" else 0
    return Problem(t, LAST_EIGHT, (0, 1), hands, leader, trick, points, last_bonus=bonus)


def analyse(deal: Deal, line: bool = True, budget: Budget | None = None) -> Analysis:
    """Each lawful card's value for the player to move, the best, the line;
    :class:`playable.solver.solve.NoVerdict` past ``budget``."""
    return analyse_deal(deal, problem(deal), CARD_ORDER, lambda d: tuple(d.scores()), line,
                        budget=budget)


def values(deal: Deal) -> dict[Action, int]:
    """Each lawful act and its value for the player to move: the deal's points
    at the end, his minus his adversary's, both playing their best."""
    return dict(analyse(deal).values)


def open_values(deal: Deal) -> dict[int, int]:
    """The search alone: for each lawful card key, what the brisques and the
    last trick still to be won are worth to the player to move."""
    p = problem(deal)
    sol = solve(p, line=False)
    return {p.tables.key[b]: v for b, v in sol.values.items()}


# --------------------------------------------------------------------------
# The positions ``python -m playable bench --solver`` times


def last_eight(deal: Deal, rng: Random) -> bool:
    """The deal played at random to the first card of its last eight tricks."""
    while not deal.last_eight:
        acts = deal.legal_actions()
        deal.apply(acts[int(rng.random() * len(acts))])
    return True


def nodes(deal: Deal, budget: Budget) -> int:
    """The nodes the search alone takes to value each lawful card."""
    return solve(problem(deal), line=False, budget=budget).nodes
