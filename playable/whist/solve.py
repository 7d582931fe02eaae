"""Whist with every hand known: the value of each card (the solver).

``analyse(deal)`` gives, for a deal in its play, each lawful card of the seat
to move and its value for his side: the points of the deal at its end, his
side's less the other's, both sides playing their best from there on
(:class:`playable.solver.solve.Analysis`).  What the play still decides is
the tricks: each over six is a point (¶73).  The honours are fixed by the
cards dealt and counted by the engine on the principal line played out, as
are the points of a score (a side at nine counts no honours; a game won by
the tricks stops the honours); where the table claims its honours
(``Options.claim_honours``), the holders claim them in full.  The search is the double-dummy search of four seats in two
partnerships (:class:`playable.solver.partners.PartnersSearch`, which
:func:`playable.solver.solve.solve` chooses for such a problem): one count a
trick, partners opposite, the rule of following ``FOLLOW`` (¶73).

The solver takes regular positions of the play only: no card exposed and
called, no renounce on the table or revoke made (its claim would follow the
last trick), no card standing out of turn (¶76 viii), no call at eight
open.
"""

from __future__ import annotations

from random import Random

from playable.engine.core import Action, Phase
from playable.solver.solve import Analysis, Budget, Problem, analyse_deal, compact, laid_out, solve
from playable.whist.cards import BOOK, FOLLOW, ORDER, SEATS, TRICKS, side
from playable.whist.deal import Deal

__all__ = ["analyse", "best_first", "first_lead", "last_eight", "nodes", "problem", "takes"]


def takes(deal: Deal) -> None:
    """``ValueError`` unless :func:`analyse` takes ``deal`` (see the module docstring)."""
    if getattr(deal, "GAME", None) != "whist":
        raise ValueError("not a deal of Whist")
    if deal.phase is not Phase.PLAY or deal.stage != "play" or deal.to_move is None:
        raise ValueError("the solver needs a deal in its play")
    if any(deal.exposed) or deal.renounces or deal.compelled or deal.revokes or deal.stood:
        raise ValueError("a card exposed and called, a renounce, a revoke or a card standing "
                         "out of turn: the solver takes regular positions only")
    if any(a.kind != "play" for a in deal.legal_actions()):
        raise ValueError("a call at eight is open: the solver takes the cards only")


def _final() -> tuple[int, ...]:
    """The points of the tricks for each difference ``D`` of the sides'
    tricks at the end (side 0's less side 1's, from -13 up), never decreasing."""
    out = []
    for d in range(-TRICKS, TRICKS + 1):
        mine = (TRICKS + d) // 2 if (TRICKS + d) % 2 == 0 else (TRICKS + d - 1) // 2
        theirs = TRICKS - mine
        out.append(max(0, mine - BOOK) - max(0, theirs - BOOK))
    return tuple(out)


FINAL = _final()


def problem(deal: Deal) -> Problem:
    """The card play of ``deal`` as a :class:`playable.solver.solve.Problem`:
    South–North side 0, one count a trick, ``final`` the odd tricks' points."""
    takes(deal)
    assert deal.to_move is not None
    t = compact(ORDER, deal.trump)
    hands, trick = laid_out(t, ORDER, (deal.held(seat) for seat in range(SEATS)), deal.trick)
    leader = trick[0][0] if trick else deal.to_move
    sides = tuple(side(s) for s in range(SEATS))
    return Problem(t, FOLLOW, sides, hands, leader, trick, (0,) * len(t.key), trick_count=1,
                   count_diff=deal.won[0] - deal.won[1], final=FINAL, final_offset=TRICKS)


def analyse(deal: Deal, line: bool = True, *, budget: Budget | None = None) -> Analysis:
    """Each lawful card's value for the side to move, the best, the line."""
    return analyse_deal(deal, problem(deal), ORDER, _points, line, None, budget, _claimed,
                        quick=True)


def verdict(deal: Deal, act: Action, budget: Budget | None = None) -> Analysis:
    """What a verdict on ``act``, a lawful card, needs: its value and the
    best cards' (:func:`~playable.solver.solve.judge_one`), as :func:`analyse`
    gives them; the other cards are not valued."""
    return analyse_deal(deal, problem(deal), ORDER, _points, False, None, budget, _claimed,
                        act=act, quick=True)


def best_first(deal: Deal, budget: Budget | None = None) -> Analysis:
    """One best card and its value, as :func:`analyse` gives them, the other
    cards not valued (:func:`~playable.solver.solve.solve_first`): what the
    Deal page shows first where every card's value takes seconds."""
    return analyse_deal(deal, problem(deal), ORDER, _points, False, None, budget, _claimed,
                        quick=True, first=True)


def _points(deal: Deal) -> tuple[int, ...]:
    """Each seat's points for the finished deal, as the engine counts them."""
    return tuple(deal.result().points)


def _claimed(deal: Deal) -> None:
    """The honours claimed in full by their holders where the table claims
    them (``Options.claim_honours``, ¶76 xix): the line's value counts them,
    as the engine does when it claims them itself."""
    while deal.stage == "honours":
        deal.apply(next(a for a in deal.legal_actions() if a.kind == "claim-honours"))


def nodes(deal: Deal, budget: Budget) -> int:
    """The nodes the search alone takes to value each lawful card."""
    return solve(problem(deal), line=False, budget=budget).nodes


def first_lead(deal: Deal, rng: Random) -> bool:
    """The first lead, every hand of thirteen: ``bench --solver`` times it on
    a few deals, within the default budget (a search past it is counted
    apart; issue 35 asks for the best card within a second)."""
    return deal.stage == "play" and not deal.tricks and not deal.trick


def last_eight(deal: Deal, rng: Random) -> bool:
    """A position ``bench --solver`` times: five tricks played at random,
    eight cards in each hand at a lead.  (From the first lead, thirteen
    cards in four hands, :func:`first_lead`: each lawful card valued in a
    few seconds, 2.8 s at the median of ten seeded deals, see
    :mod:`playable.solver.partners`.)"""
    while len(deal.tricks) < 5 and not deal.is_over:
        plays = [a for a in deal.legal_actions() if a.kind == "play"]
        if not plays:
            return False
        deal.apply(plays[rng.randrange(len(plays))])
    return deal.stage == "play" and not deal.trick and len(deal.tricks) == 5
