"""Bezique's last eight tricks with both hands known: the value of each card
(the solver).

``values(deal)`` gives, for a two-handed deal in its last eight tricks (the
stock exhausted), each lawful act of :meth:`playable.bezique.Deal.legal_actions`
and its value for the player to move: the deal's points at the end, his minus
his adversary's, both playing their best from there on.  ``analyse(deal)``
gives the whole :class:`playable.solve.Analysis`.

What the play still decides is the **brisques** (each ace and ten in a
player's tricks, 10) and the **last trick** (10, when ``Options.last_trick``
is ``"last"``; with ``"twenty-fourth"`` it was scored before the last eight).
The rule of the last eight — follow suit and win the trick if able, trump if
void (124) — is :attr:`playable.tricks.Follow.SUIT_AND_WIN`, the rule
:mod:`playable.bezique_play` gives :func:`playable.tricks.lawful` there; the
card order is the game's :data:`~playable.bezique_cards.CARD_ORDER` (as bits,
two to a card for the doubled pack, by :func:`playable.solve.compact`), the
brisques its :data:`~playable.bezique_cards.BRISQUES`.

Three-handed Bezique is not a game of two sides and is refused, as is a deal
in which a revoke in the last eight awaits its forfeit (126 v).

Read from the deal, all public: ``options``, ``last_eight``, ``is_over``,
``trump``, ``hand(seat)``, ``current_trick``, ``to_move``, ``irregularities``,
``scores()``.
"""

from __future__ import annotations

from playable.bezique import Deal
from playable.bezique_cards import BRISQUES, CARD_ORDER
from playable.core import Action
from playable.law_ids import BeziqueLaws as L
from playable.solve import Analysis, Budget, Problem, analyse_deal, compact, solve
from playable.tricks import Follow

__all__ = ["LAST_EIGHT", "analyse", "problem", "values"]

#: The rule of following in the last eight tricks (124), as bezique_play uses it.
LAST_EIGHT = Follow.SUIT_AND_WIN
#: What a brisque, and the last trick, are worth (125 vii).
BRISQUE_POINTS = LAST_TRICK_POINTS = 10


def problem(deal: Deal) -> Problem:
    """The position of ``deal`` (two-handed, in its last eight tricks) as a
    :class:`playable.solve.Problem`: seat 0 is side 0."""
    if deal.options.players != 2:
        raise ValueError("the solver plays two-handed Bezique only")
    if not deal.last_eight or deal.is_over or deal.to_move is None:
        raise ValueError("the solver needs a deal in its last eight tricks (the stock exhausted)")
    if any(i.law == L.S126_V for i in deal.irregularities):
        raise ValueError("a revoke in the last eight awaits its forfeit (126 v)")
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
    :class:`playable.solve.NoVerdict` past ``budget``."""
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
