"""All-Fours with every hand known: the value of each card (issue 13, the solver).

``values(deal)`` gives, for a deal in its play (from the first lead or any
card after), each lawful act of :meth:`playable.allfours.Deal.legal_actions`
and its value for the player to move: the deal's points at the end, his minus
his adversary's, both playing their best from there on.  ``analyse(deal)``
gives the whole :class:`playable.solve.Analysis` (the best acts, the principal
line, each seat's points at its end as the engine counts them, the nodes
searched).

What the play still decides is **Jack** (to whoever wins the knave of trumps
in his tricks, if it was out) and **Game** (the counts of 93 · iv: ace 4, king
3, queen 2, knave 1, ten 10, ties as ``Options.game_tie`` says); High and Low
are fixed by the cards dealt, and the points already scored (the turn-up, the
gift, a renounce's penalty) by what happened before.  Everything the search
needs comes from the game's modules: the card order (``ORDER``'s tables, as
bits by :func:`playable.solve.compact`), the rule of following (``FOLLOW``,
law iii), what each card counts (``VALUE``) and who scores Game for given
counts (:meth:`~playable.allfours.Deal.game_winner`, so the tie rule is the
deal's own).

The match is not weighed: the value is the deal's points, which is what the
period maxims play for; near the end of a match, where one point decides it,
the same search would take a different final score (not offered yet).

Read from the deal, all public: ``phase``, ``is_over``, ``trump``,
``hand(seat)``, ``trick``, ``to_move``, ``result().game`` (the counts won so
far), ``game_winner(counts)``, ``trumps_out()``.
"""

from __future__ import annotations

from playable.allfours import Deal
from playable.allfours_cards import ORDER, VALUE
from playable.allfours_state import FOLLOW
from playable.cards import Rank
from playable.core import Action, Phase
from playable.solve import Analysis, Problem, analyse_deal, compact, solve

__all__ = ["analyse", "problem", "values"]


def problem(deal: Deal) -> Problem:
    """The position of ``deal`` (in its play) as a :class:`playable.solve.Problem`:
    seat 0 is side 0; the value is seat 0's points minus seat 1's from Jack
    and Game."""
    if deal.phase is not Phase.PLAY or deal.is_over or deal.to_move is None:
        raise ValueError("the solver needs a deal in its play (after the trump is settled)")
    t = compact(ORDER, deal.trump)
    hands = [0, 0]
    for seat in (0, 1):
        for card in deal.hand(seat):
            hands[seat] |= 1 << t.bits[ORDER.key(card)][0]
    trick = [(seat, t.bits[ORDER.key(card)][0]) for seat, card in deal.trick]
    leader = trick[0][0] if trick else deal.to_move
    # Jack: the knave of trumps, if it is still to be won (it was out: it is held)
    points = [0] * len(t.key)
    for b, k in enumerate(t.key):
        card = ORDER.cards[k]
        if card.rank is Rank.KNAVE and card.suit is deal.trump:
            points[b] = 1
    count = tuple(VALUE[k] for k in t.key)
    g0, g1 = deal.result().game
    open_count = sum(count[b] for h in hands for b in range(len(count)) if h >> b & 1)
    open_count += sum(count[b] for _, b in trick)
    total = g0 + g1 + open_count
    # Game at the end, by the deal's own rule, for each difference of counts
    final: list[int] = []
    for d in range(-total, total + 1):
        if (total + d) % 2:
            final.append(final[-1] if final else -1)
            continue
        won = deal.game_winner(((total + d) // 2, (total - d) // 2))
        final.append(0 if won is None else 1 if won == 0 else -1)
    return Problem(t, FOLLOW, (0, 1), hands, leader, trick, tuple(points), count,
                   count_diff=g0 - g1, final=tuple(final), final_offset=total)


def analyse(deal: Deal, line: bool = True) -> Analysis:
    """Each lawful card's value for the player to move, the best, the line."""
    return analyse_deal(deal, problem(deal), ORDER, lambda d: tuple(d.result().points), line)


def values(deal: Deal) -> dict[Action, int]:
    """Each lawful act and its value for the player to move: the deal's points
    at the end, his minus his adversary's, both playing their best."""
    return dict(analyse(deal).values)


def open_values(deal: Deal) -> dict[int, int]:
    """The search alone: for each lawful card key, what Jack and Game are worth
    to the player to move (his minus his adversary's), without the engine's
    playout of the line (the benchmark's measure of the search)."""
    p = problem(deal)
    sol = solve(p, line=False)
    return {p.tables.key[b]: v for b, v in sol.values.items()}
