"""All-Fours with every hand known: the value of each card (the solver).

``values(deal)`` gives, for a deal in its play (from the first lead or any
card after), each lawful act of :meth:`playable.allfours.Deal.legal_actions`
and its value for the player to move: the deal's points at the end, his minus
his adversary's, both playing their best from there on.  ``analyse(deal)``
gives the whole :class:`playable.solver.solve.Analysis` (the best acts, the principal
line, each seat's points at its end as the engine counts them, the nodes
searched).

What the play still decides is **Jack** (to whoever wins the knave of trumps
in his tricks, if it was out) and **Game** (the counts of 93 · iv: ace 4, king
3, queen 2, knave 1, ten 10, ties as ``Options.game_tie`` says); High and Low
are fixed by the cards dealt, and the points already scored (the turn-up, the
gift, a renounce's penalty) by what happened before.  Everything the search
needs comes from the game's modules: the card order (``ORDER``'s tables, as
bits by :func:`playable.solver.solve.compact`), the rule of following (``FOLLOW``,
law iii), what each card counts (``VALUE``) and who scores Game for given
counts (:meth:`~playable.allfours.Deal.game_winner`, so the tie rule is the
deal's own).

**The match.**  ``values(deal, match=(s0, s1))`` values the cards for the
match instead, given the seats' scores before this deal: winning the match in
this deal's count is worth :data:`MATCH_WEIGHT` (100), losing it as much the
other way, and the deal's points decide between equal outcomes.  The lines
count in the engine's order (what the deal scored so far, a renounce still to
be found, then High, Low, Jack, Game; the first to ``Options.target`` wins at
once, :meth:`playable.allfours.Match.count`), so near the end of a match a
card that loses a point of the deal may win the match.  Jack is folded into
the count for this (the knave counts :data:`JACK_WEIGHT` more), as the
search's final score sees only the difference of the counts.

Read from the deal, public: ``phase``, ``is_over``, ``trump``, ``hand(seat)``,
``trick``, ``to_move``, ``won(seat)``, ``result()`` (its ``game`` counts and
its lines), ``game_winner(counts)``, ``trumps_out()``, ``options``.  Private,
in one function (:func:`_renounces_pending`), for the match objective only:
``_renounces``, the renounces not yet found (their point counts before High).
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from playable.allfours.cards import ORDER, VALUE, name_of
from playable.allfours.deal import Deal, Match
from playable.allfours.state import FOLLOW
from playable.engine.cards import Rank
from playable.engine.core import Action, Phase
from playable.solver.solve import Analysis, Budget, Problem, analyse_deal, compact, laid_out, solve

__all__ = ["analyse", "nodes", "problem", "ran", "stood", "values"]


#: The match objective: a match won or lost is worth this many points of the
#: deal (so it comes first, and the deal's points decide between equal outcomes).
MATCH_WEIGHT = 100
#: The match objective folds Jack into the count: the knave of trumps counts
#: this much beside its 1 for Game, more than every card's count together.
JACK_WEIGHT = 1000


def problem(deal: Deal, match: tuple[int, int] | None = None) -> Problem:
    """The position of ``deal`` (in its play) as a :class:`playable.solver.solve.Problem`:
    seat 0 is side 0; the value is seat 0's points minus seat 1's from Jack
    and Game.  With ``match`` (the two seats' scores in the match before this
    deal), the value is the match: :data:`MATCH_WEIGHT` for seat 0 winning it
    in this deal's count (minus as much for seat 1) plus the deal's points."""
    if deal.phase is not Phase.PLAY or deal.is_over or deal.to_move is None:
        raise ValueError("the solver needs a deal in its play (after the trump is settled)")
    t = compact(ORDER, deal.trump)
    hands, trick = laid_out(t, ORDER, (deal.hand(seat) for seat in (0, 1)), deal.trick)
    leader = trick[0][0] if trick else deal.to_move
    in_play = hands[0] | hands[1]
    for _, b in trick:
        in_play |= 1 << b
    # Jack: the knave of trumps, if it is still to be won (it was out: it is held)
    jack = next((b for b, k in enumerate(t.key)
                 if ORDER.cards[k].rank is Rank.KNAVE and ORDER.cards[k].suit is deal.trump), -1)
    jack_open = jack >= 0 and bool(in_play >> jack & 1)
    count = [VALUE[k] for k in t.key]
    g0, g1 = deal.result().game
    total = g0 + g1 + sum(count[b] for b in range(len(count)) if in_play >> b & 1)
    points = [0] * len(t.key)
    if match is None:
        if jack_open:
            points[jack] = 1
        final = _final(total, 0, deal.game_winner, lambda jack_to, game_to: _sign(game_to))
        return Problem(t, FOLLOW, (0, 1), hands, leader, trick, tuple(points), tuple(count),
                       count_diff=g0 - g1, final=final, final_offset=total)
    if max(match) >= deal.options.target or min(match) < 0:
        raise ValueError(f"match scores {match} are not those of a match still to be won "
                         f"(to {deal.options.target})")
    weight = JACK_WEIGHT if jack_open else 0
    if jack_open:
        count[jack] += JACK_WEIGHT
    lines = _lines_so_far(deal, match)
    trumps = deal.trumps_out()
    fixed_jack = None
    if jack >= 0 and not jack_open and trumps:
        knave = ORDER.cards[t.key[jack]]
        fixed_jack = next((s for s in (0, 1) if knave in deal.won(s)), None)

    def value(jack_to: int | None, game_to: int | None) -> int:
        owed = list(lines)
        if trumps:
            owed += [(trumps[0][1], 1), (trumps[-1][1], 1)]
        jack_seat = jack_to if jack_open else fixed_jack
        if jack_seat is not None:
            owed.append((jack_seat, 1))
        if game_to is not None:
            owed.append((game_to, 1))
        scores, won = [0, 0], None
        for seat, pts in owed:
            scores[seat] += pts
            if scores[seat] >= deal.options.target:
                won = seat
                break
        deal_points = (_sign(jack_seat) if jack_seat is not None else 0) + _sign(game_to)
        return MATCH_WEIGHT * _sign(won) + deal_points

    final = _final(total, weight, deal.game_winner, value)
    return Problem(t, FOLLOW, (0, 1), hands, leader, trick, tuple(points), tuple(count),
                   count_diff=g0 - g1, final=final, final_offset=total + weight)


def _sign(seat: int | None) -> int:
    """+1 for seat 0, -1 for seat 1, 0 for no one."""
    return 0 if seat is None else 1 - 2 * seat


def _final(total: int, weight: int, game_winner: Callable[[tuple[int, int]], int | None],
           value: Callable[[int | None, int | None], int]) -> tuple[int, ...]:
    """``final(D)`` for every difference ``D`` of the counts (seat 0's minus
    seat 1's, from ``-(total + weight)`` up; the knave counting ``weight`` more
    when Jack is folded in): who scores Game by the deal's own rule
    (``game_winner``), then ``value(jack_to, game_to)``.  Differences no play
    reaches take the value below them, so the table never decreases (as
    :mod:`playable.solver.solve` requires)."""
    span = total + weight
    out: list[int | None] = []
    for d in range(-span, span + 1):
        jack_to, g = None, d
        if weight:
            if abs(d) <= weight // 2:
                out.append(None)  # the knave won by no one: not reached
                continue
            jack_to = 0 if d > 0 else 1
            g = d - weight if d > 0 else d + weight
        if abs(g) > total or (total + g) % 2:
            out.append(None)
            continue
        out.append(value(jack_to, game_winner(((total + g) // 2, (total - g) // 2))))
    first = next(v for v in out if v is not None)
    filled: list[int] = []
    for v in out:
        filled.append(v if v is not None else filled[-1] if filled else first)
    return tuple(filled)


def _lines_so_far(deal: Deal, match: tuple[int, int]) -> list[tuple[int, int]]:
    """The match's scores before this deal, then the lines the deal has scored
    so far (the turn-up, the gift, renounces found) and those a renounce not
    yet found will score (law iii: the renouncer always plays the suit again),
    as (seat, points) in the order they count.  ``ValueError`` when both
    players have one not yet found (the play decides which counts first)."""
    lines = [(0, match[0]), (1, match[1])]
    lines += [(line.player, line.points) for line in deal.result().lines]
    pending = _renounces_pending(deal)
    if len(set(pending)) > 1:
        # which is found first depends on the play, and may decide the match
        raise ValueError("both players have a renounce not yet found: the match objective "
                         "does not follow the order they will be found in")
    lines += [(1 - seat, 1) for seat in pending]
    return lines


def _renounces_pending(deal: Deal) -> list[int]:
    """The seats with a renounce not yet found (law iii).  PRIVATE STATE: the
    deal keeps them in ``_renounces`` and shows them nowhere else."""
    return [seat for seat, _, _ in deal._renounces]


def analyse(deal: Deal, line: bool = True, match: tuple[int, int] | None = None,
            budget: Budget | None = None) -> Analysis:
    """Each lawful card's value for the player to move, the best, the line;
    with ``match`` (the scores before this deal), valued for the match (see
    :func:`problem`); :class:`playable.solver.solve.NoVerdict` past ``budget``."""
    worth = None if match is None else (lambda d: match_worth(d, match))
    return analyse_deal(deal, problem(deal, match), ORDER, lambda d: tuple(d.result().points),
                        line, worth, budget)


def values(deal: Deal, match: tuple[int, int] | None = None) -> dict[Action, int]:
    """Each lawful act and its value for the player to move: the deal's points
    at the end, his minus his adversary's, both playing their best (with
    ``match``, :data:`MATCH_WEIGHT` for the match won, see :func:`problem`)."""
    return dict(analyse(deal, match=match).values)


def match_worth(deal: Deal, match: tuple[int, int]) -> int:
    """Seat 0's value of a finished deal for the match: the engine's own count
    (:meth:`playable.allfours.Match.count`: the first to the target in the
    order the lines count wins) from the scores ``match``."""
    counted = Match(deal.options)
    counted.scores = list(match)
    for seat in (0, 1):
        if match[seat] >= deal.options.target:
            raise ValueError(f"the match is over: {name_of(seat)} has {match[seat]}")
    counted.count(deal)
    points = deal.result().points
    return MATCH_WEIGHT * _sign(counted.winner) + points[0] - points[1]


def open_values(deal: Deal) -> dict[int, int]:
    """The search alone: for each lawful card key, what Jack and Game are worth
    to the player to move (his minus his adversary's), without the engine's
    playout of the line (the benchmark's measure of the search)."""
    p = problem(deal)
    sol = solve(p, line=False)
    return {p.tables.key[b]: v for b, v in sol.values.items()}


# --------------------------------------------------------------------------
# The positions ``python -m playable bench --solver`` times


def _reached(deal: Deal, kinds: list[str], cards: int) -> bool:
    """Make the first lawful act of each kind in turn; the deal is at its
    first lead with ``cards`` in each hand, or this deal does not serve."""
    for kind in kinds:
        acts = [a for a in deal.legal_actions() if a.kind == kind]
        if not acts:
            break
        deal.apply(acts[0])
    return deal.phase is Phase.PLAY and len(deal.hand(0)) == cards


def stood(deal: Deal, rng: Random) -> bool:
    """The eldest stands: six cards each at the first lead."""
    return _reached(deal, ["stand"], 6)


def ran(deal: Deal, rng: Random) -> bool:
    """The eldest begs and the dealer runs the cards once, and they are kept
    (the default ``after_running``): nine cards each at the first lead."""
    return _reached(deal, ["beg", "run"], 9)


def nodes(deal: Deal, budget: Budget) -> int:
    """The nodes the search alone takes to value each lawful card."""
    return solve(problem(deal), line=False, budget=budget).nodes
