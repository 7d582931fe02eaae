"""The perfect-information solver every trick game shares ("double dummy").

Given a position whose every hand is known, the solver finds the value of each
card the player to move may lawfully play, in the game's own currency, when
both sides play their best from there on.  A game adapts its deal to a
:class:`Problem` (:mod:`playable.allfours.solve`, :mod:`playable.bezique.solve`)
and turns the answer back into its own acts; :mod:`playable.table.analysis` picks the
adapter for a deal.

What a problem is made of
-------------------------
* :class:`Tables` — the game's card order under one trump suit, compacted to
  bits: one bit per physical card (two for each card of Bezique's doubled
  pack), laid out class by class (the four plain suits, then the trumps) and,
  within a class, from the lowest card up.  Made by :func:`compact` from the
  game's own :class:`~playable.engine.tricks.CardOrder` tables (``follows`` and
  ``power``), never typed again: "a higher card of the class" is a mask.
* the rule of following is the game's :class:`~playable.engine.tricks.Follow` value;
  :data:`LAWFUL` holds the same three rules as :func:`playable.engine.tricks.lawful`,
  written on bitmasks (the tests check that both give the same cards on random
  hands and tricks, and the solver's cards equal the engine's legal acts);
  Quadrille's matadores' privilege (law 17) is laid over it by
  :func:`privileged` for the bits of ``Problem.privilege`` (it depends on the
  card led, which the search carries with the trick).
* the scoring, as a sum over tricks plus a final term: each card carries
  ``points`` (scored at once by the side that wins the trick holding it: the
  knave of trumps at All-Fours, an ace or ten at Bezique) and ``count``
  (added to the winner's count: what the cards count for Game); each trick
  adds ``trick_count`` to the count and the last trick ``last_bonus`` to the
  points; at the end ``final(D)`` scores the difference ``D`` of the two
  sides' counts (All-Fours: Game, one point to the greater count).  ``final``
  must never decrease as ``D`` grows.

Values are "side 0's points minus side 1's" over the play still to come;
:func:`solve` returns them for the side to move.  Seats play in turn from the
leader; each seat belongs to a side (two seats for two players; four seats in
two sides are allowed for, as Quadrille will need).

The search (after Haglund's DDS for bridge)
-------------------------------------------
* zero-window alpha-beta (each probe answers "is the value at least beta?"),
  driven by MTD(f) to the exact value of each lawful card at the root;
* a transposition table at the start of each trick, keyed on the hands, the
  leader and the count difference (clamped where ``final`` can no longer tell
  two differences apart), holding a lower and an upper bound and the best lead;
* equivalent cards merged: two cards of one hand in the same class, with the
  same points and count and no card of any other hand (or on the table)
  between them in the order (cards of equal power count as between), are one
  choice; the lowest is tried;
* move ordering: the lead the table found best first, then the leads no other
  hand can beat, then the rest from the highest; to a lead, the cards that
  take the trick first, the cheapest first;
* bounds: the points and counts still to be won bound the value, and a probe
  stops as soon as the bound answers it (a deal whose Jack and Game are
  settled is not searched further); the last trick, forced, is counted
  without a search;
* a budget, if given (``solve(..., budget=N)`` for N nodes, or a
  :class:`Budget` of nodes and seconds shared by every search of one
  analysis): past it the search raises :class:`Exhausted`, carrying the
  values of the cards it had solved, for a caller whose time is bounded (the
  strong player, the analyses of :mod:`playable.table.analysis`).  The node count
  is checked where it is counted; the clock is read only every
  :attr:`Budget.every` nodes, so a budget costs the search nothing
  measurable.

A problem scored by its tricks alone (Quadrille: one count a trick, no
points) is searched by :class:`TrickSearch` instead, after DDS: probes ask
"does side 0 take at least ``k`` of the tricks left?", the table holds bounds
on that number under a key in relative ranks, and the trumps' sure tricks
bound it (see its docstring).

The answer in the engine's acts is :class:`Analysis`, made by
:func:`analyse_deal`: the value of each act of ``deal.legal_actions()``, the
best, the principal line played out through the engine on a clone (whose
final count turns the open points into the deal's whole points).

The modules
-----------
This module is the solver's public entry: :func:`solve` (and, cheaper,
:func:`solve_one`, one best card, and :func:`judge_one`, what a verdict on
one card needs), the principal line,
the answer in the engine's acts (:class:`Analysis`, :func:`analyse_deal`,
:class:`NoVerdict`), and every name of the parts below, which are imported
from here.  Beneath it (none importing a module named before it):
:mod:`playable.solver.partners` the search of four seats in two
partnerships with "follow suit, else any card" (:class:`PartnersSearch`,
chosen where :func:`partners` holds: bridge's double-dummy problem, Whist's),
its bounds at a trick's start (quick tricks, the partner's reached, sure
trumps, DDS's later tricks) in :mod:`playable.solver.pairs_bounds`, the
order of its leads (DDS's weights) in :mod:`playable.solver.pairs_leads`;
:mod:`playable.solver.search` the two searches (:class:`Search`,
:class:`TrickSearch`), the trick search's probes and exact values in
:mod:`playable.solver.trick_steps`, the position both read
(:class:`Node`) in :mod:`playable.solver.node`; :mod:`playable.solver.bounds`
the bounds a trick search takes at a trick's start before any card is tried
(the trumps and sure tricks a side cannot lose, a trick kept by top cards);
:mod:`playable.solver.budget`
what they may spend (:class:`Budget`, :class:`Exhausted`);
:mod:`playable.solver.memory` the tables kept from one search to the next
of the same rules while a :class:`~playable.solver.memory.Memory` is
entered (the positions of one deal, as :func:`playable.table.analysis.annotate`
and the Deal page judge them);
:mod:`playable.solver.moves` the problem on bits (:class:`Tables`,
:data:`LAWFUL`, :func:`privileged`, :class:`Problem`) and the one move
generator both searches call at every node
(:func:`~playable.solver.moves.move_generator`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from playable.engine.core import Action, DealLike, named
from playable.engine.tricks import CardOrder
from playable.solver.budget import (
    DEFAULT_NODES,
    DEFAULT_SECONDS,
    INF,
    Budget,
    Exhausted,
    as_budget,
)
from playable.solver.moves import (
    LAWFUL,
    LawfulRule,
    MoveGenerator,
    Problem,
    Tables,
    allowed_bits,
    bits_of,
    compact,
    laid_out,
    move_generator,
    privileged,
    trick_winner,
)
from playable.solver.partners import PartnersSearch, partners
from playable.solver.search import Node, Search, TrickSearch, tricks_only, trump_tricks
from playable.solver.trick_steps import TrickSteps

__all__ = ["DEFAULT_NODES", "DEFAULT_SECONDS", "INF", "LAWFUL", "Analysis", "Budget",
           "Exhausted", "LawfulRule", "MoveGenerator", "NoVerdict", "Node", "Problem",
           "Search", "Solution", "Tables", "TrickSearch", "allowed_bits", "analyse_deal",
           "as_budget", "bits_of", "compact", "judge_one", "laid_out", "move_generator",
           "no_verdict", "principal_line", "privileged", "quick_line", "searcher", "solve",
           "solve_first", "solve_one", "trick_winner", "tricks_only", "trump_tricks"]


@dataclass
class Solution:
    """The solver's answer: the value of each lawful bit for the side to move
    (cards merged as equivalent share one value), the principal line (bits, from
    the position on, both sides playing their best) and the nodes searched."""

    values: dict[int, int]
    value: int
    line: list[int]
    nodes: int
    table_size: int = 0
    probes: int = 0



def searcher(problem: Problem, budget: int | Budget | None = None) -> Search:
    """The search of ``problem``: :class:`PartnersSearch` for bridge's
    double-dummy problem (:func:`partners`), :class:`TrickSearch` for another
    problem scored by its tricks alone, else :class:`Search`."""
    if partners(problem):
        return PartnersSearch(problem, budget)
    if tricks_only(problem):
        return TrickSearch(problem, budget)
    return Search(problem, budget)


def solve(problem: Problem, line: bool = True, budget: int | Budget | None = None,
          quick: bool = False) -> Solution:
    """The value of each lawful bit for the side to move (merged cards share
    one value), the best value, and (with ``line``) the principal line, or
    with ``quick`` a line that keeps the value found the quick way
    (:func:`quick_line`); :class:`Exhausted` past ``budget`` (a number of
    nodes, or a :class:`Budget`), carrying the values of the bits solved
    before it."""
    search = searcher(problem, budget)
    root = search.root()
    seats = problem.seats
    mover = problem.side[root.to_move(seats)]
    sign = -1 if mover else 1
    allowed = search.allowed(root)
    choices = search.lawful(root)
    values: dict[int, int] = {}
    guess = 0
    path: list[int] = []
    try:
        for b in choices:
            v = search.exact(search.advance(root, b), guess)
            values[b] = sign * v
            guess = v
        best = max(values[b] for b in choices)
        if line:
            path = (quick_line if quick else principal_line)(search, root, sign * best)
    except Exhausted as exc:
        exc.values = _merged_too(values, problem, allowed, choices)
        _proved(exc, search, root)
        raise
    return Solution(_merged_too(values, problem, allowed, choices), best, path, search.nodes,
                    len(search.table), search.probes)


def _merged_too(values: dict[int, int], problem: Problem, allowed: int,
                choices: list[int]) -> dict[int, int]:
    """``values`` (of bits of ``choices``) with the merged cards of
    ``allowed``, which take the value of the card they were merged with
    (where it was valued)."""
    out = dict(values)
    for b in bits_of(allowed):
        if b not in choices:
            c = _merged_with(b, problem, choices)
            if c in values:
                out[b] = values[c]
    return dict(sorted(out.items()))


def _merged_with(b: int, problem: Problem, choices: list[int]) -> int:
    """The card of ``choices`` the lawful card ``b`` was merged with (itself
    where it is one of them): the next below it in its class."""
    if b in choices:
        return b
    cls = problem.tables.cls
    return max(c for c in choices if c < b and cls[c] == cls[b])


def judge_one(problem: Problem, bit: int, budget: int | Budget | None = None,
              quick: bool = False) -> Solution:
    """What a verdict on the card ``bit`` needs, the other cards not valued
    where they fall short (:func:`playable.table.analysis.judge`): ``bit``'s
    exact value for the side to move; then, while the position itself is
    worth more than the best so far (one probe of it), the card its search
    found doing better, valued exactly (or, where it names none, the first
    card that does); then each other lawful card asked whether it does as
    well as the best; and the principal line (with ``quick``, a line that
    keeps the value, :func:`quick_line`).  ``values`` holds ``bit`` and
    the best cards (with the cards merged with them), ``value`` the best;
    the same as :func:`solve` gives them.  Fewer nodes than :func:`solve`:
    a card that falls short is asked once, near the best, where
    :func:`solve` walks down to its value, and one probe of the position
    says that no card does better (the verdicts on every act of Whist's
    whole deals at the Deal page's seeds 1-4: 15%, 4%, 27% and 30% fewer
    nodes, 14%, 3%, 24% and 30% less time; the most where the first leads
    are slowest)."""
    search = searcher(problem, budget)
    root = search.root()
    maximize = problem.side[root.to_move(problem.seats)] == 0
    sign = 1 if maximize else -1
    allowed = search.allowed(root)
    choices = search.lawful(root)
    mine = _merged_with(bit, problem, choices)
    values: dict[int, int] = {}

    def worth(node: Node, v: int) -> bool:
        """Is ``node`` worth ``v`` (side 0's value) or more to the side to
        move: side 0's value ``v`` or above where side 0 moves, ``v`` or
        below where side 1 does?"""
        return search.probe(node, v) >= v if maximize else search.probe(node, v + 1) <= v

    try:
        best = search.exact(search.advance(root, mine))  # side 0's, as the probes'
        values[mine] = sign * best
        checked = {mine}  # the cards known to do no better than the best so far
        while len(checked) < len(choices) and worth(root, best + sign):
            b = search.found(root)  # the card the search found doing better
            if b < 0 or b in checked or b not in choices:  # none named: the first that does
                for b in choices:
                    if b not in checked:
                        checked.add(b)
                        if worth(search.advance(root, b), best + sign):
                            break
            best = search.exact(search.advance(root, b), best + sign)
            values[b] = sign * best
            checked.add(b)
        for b in choices:  # no card does better now: which do as well?
            if b not in values and worth(search.advance(root, b), best):
                values[b] = sign * best
        path = (quick_line if quick else principal_line)(search, root, best)
    except Exhausted as exc:
        exc.values = _merged_too(values, problem, allowed, choices)
        _proved(exc, search, root)
        raise
    return Solution(_merged_too(values, problem, allowed, choices), sign * best, path,
                    search.nodes, len(search.table), search.probes)


def solve_one(problem: Problem, budget: int | Budget | None = None) -> tuple[int, int]:
    """The best value for the side to move and one bit that keeps it, the
    other cards not valued (DDS's "one optimal solution"): the position's
    value found by one search of the root, then a card whose value is that:
    the one the search found best, where it keeps it (:meth:`Search.found`),
    else the first lawful card that does (the tables the search filled
    answer most of its probes); :class:`Exhausted` past ``budget``.  Cheaper
    than :func:`solve`, which values every card: Whist's seeded deals 1-10
    from the first lead, 20.8 s in all against 29.5 s (the value alone,
    before the card was found and before 0.3.4's orders of the leads and the
    second hand).  Finding the card took 8% of the nodes of those deals (and
    42% of deal 6's) when the lawful cards were tried in their order; the
    search's own card takes a dozen."""
    _, _, sign, value, bit = _one_best(problem, budget)
    return sign * value, bit


def _one_best(problem: Problem, budget: int | Budget | None) -> tuple[Search, Node, int, int, int]:
    """:func:`solve_one`'s search: the search of ``problem``, its root, the
    sign of the side to move (1 for side 0), the root's value (side 0's) and
    one bit that keeps it."""
    search = searcher(problem, budget)
    root = search.root()
    try:
        value = search.exact(root)
        bit, _ = keeping(search, root, value, search.found(root))
    except Exhausted as exc:
        _proved(exc, search, root)
        raise
    return search, root, -1 if problem.side[root.to_move(problem.seats)] else 1, value, bit


def _proved(exc: Exhausted, search: Search, root: Node) -> None:
    """Note on ``exc`` what the probes had proved at ``root`` before the
    budget ran out (:attr:`Exhausted.tricks`), where ``search`` is one of
    tricks (its probes ask how many side 0 takes)."""
    if isinstance(search, TrickSteps):
        least, most, left = search.proved(root)
        if least > 0 or most < left:
            exc.tricks = (least, most, left)


def solve_first(problem: Problem, budget: int | Budget | None = None,
                quick: bool = False) -> Solution:
    """What a reader waiting on a slow position is shown first: the value
    and one best bit (:func:`solve_one`'s), with the cards merged with it,
    and a line that keeps the value (with ``quick``, :func:`quick_line`;
    else the principal line), the other bits not valued.  Whist's Deal-page
    positions (seeds 1-4, 208 positions): at the slowest, seed 3's first
    lead, 3.1 s against 7.3 s for every card's value; the tables it fills
    make every card's value after it cost 4% more in all than alone."""
    search, root, sign, value, bit = _one_best(problem, budget)
    try:
        path = (quick_line if quick else principal_line)(search, root, value)
    except Exhausted as exc:
        _proved(exc, search, root)
        raise
    choices = search.lawful(root)
    values = _merged_too({bit: sign * value}, problem, search.allowed(root), choices)
    return Solution(values, sign * value, path, search.nodes, len(search.table), search.probes)


def keeping(search: Search, node: Node, value: int, first: int = -1) -> tuple[int, Node]:
    """The first lawful card at ``node`` (whose exact value, side 0's, is
    ``value``) that keeps that value, and the node after it; ``first``, a
    card to try before the others where it is lawful."""
    maximize = search.problem.side[node.to_move(search.problem.seats)] == 0
    cards = search.lawful(node)
    if first >= 0 and (search.allowed(node) >> first) & 1:
        cards = [first, *(b for b in cards if b != first)]
    for b in cards:
        child = search.advance(node, b)
        # a max node's children are worth at most its value: test "at least";
        # a min node's at least: test "at most"
        if maximize:
            ok = search.probe(child, value) >= value
        else:
            ok = search.probe(child, value + 1) <= value
        if ok:
            return b, child
    # the value is exact, so some card keeps it
    raise AssertionError("no card keeps the value of the position")  # pragma: no cover


def principal_line(search: Search, node: Node, value: int) -> list[int]:
    """The cards both sides play from ``node`` (whose exact value, side 0's,
    is ``value``) keeping to the best: at each turn, the first card whose
    value is the node's (:func:`keeping`)."""
    path = []
    while not node.over:
        b, node = keeping(search, node, value)
        path.append(b)
    return path


def quick_line(search: Search, node: Node, value: int) -> list[int]:
    """Cards both sides play from ``node`` (whose exact value, side 0's, is
    ``value``) keeping to the best, as the tables of a trick search already
    know them (:meth:`~playable.solver.trick_steps.TrickSteps.known`): the
    last card of a trick that leads to a trick's start the tables prove
    keeps the value, where one does; at a trick's start, the lead the tables
    found best there tried first; else, as :func:`principal_line`, the first
    card that keeps it.  Not the principal line (whose cards are the first
    that keep the value), and never shown: the line that turns the values
    into the deal's points, where any line that keeps the value ends with
    the same points (Whist's: the tricks each side takes, which the value
    fixes).  The first lead of the Deal page's Whist deals 1-4: 149,000 nodes
    for deal 3's principal line, 1,600 for this one."""
    if not isinstance(search, TrickSteps):
        return principal_line(search, node, value)
    seats = search.problem.seats
    path = []
    while not node.over:
        found = None
        if node.pos == seats - 1:  # the trick's last card: a trick's start follows
            maximize = search.problem.side[node.to_move(seats)] == 0
            for b in search.lawful(node):
                child = search.advance(node, b)
                said = search.known(child, value if maximize else value + 1)
                if said is not None and said == maximize:
                    found = b, child
                    break
        b, node = found or keeping(search, node, value, search.table_lead(node))
        path.append(b)
    return path


# --------------------------------------------------------------------------
# The answer in the engine's own acts


@dataclass(frozen=True)
class Analysis:
    """The solver's verdict on a position, in the engine's acts.

    ``values`` — each lawful act (as ``deal.legal_actions()`` offers it, in
    that order) and its value for the side to move: the deal's points at the
    end, that side's minus the other's, both sides playing their best after
    it (in the analysis for a verdict on one act, :func:`analyse_deal`'s
    ``act``, that act and the best acts alone); ``best`` the acts of the
    highest value, ``value`` that value; ``line`` the acts of the principal
    line (the first best act, then the best replies, to the end of the
    play); ``points`` each seat's points for the deal at the end of that
    line, as the engine counts them (where the line is not shown, maybe of
    another line that keeps the value and ends with the same points:
    :func:`analyse_deal`'s ``quick``; ``line`` and ``points`` both empty in an
    analysis of the values alone, which searches no line:
    :func:`playable.quadrille.solve.values_only`); ``nodes`` the positions
    searched; ``who`` the seat to move by its name at the table
    (``deal.names``), which ``str()`` gives.
    """

    seat: int
    values: tuple[tuple[Action, int], ...]
    best: tuple[Action, ...]
    value: int
    line: tuple[Action, ...]
    points: tuple[int, ...]
    nodes: int
    who: str = ""

    def value_of(self, action: Action) -> int:
        """The value of the lawful act ``action`` (``KeyError`` for another)."""
        for a, v in self.values:
            if a == action:
                return v
        raise KeyError(action)

    def cost(self, action: Action) -> int:
        """What ``action`` costs against the best: 0 for a best act."""
        return self.value - self.value_of(action)

    def __str__(self) -> str:
        cards = ", ".join(f"{a.cards[0] if a.cards else a.kind} {v:+d}" for a, v in self.values)
        return f"{self.who or f'seat {self.seat}'} to play: {cards}; best {self.value:+d}"


class NoVerdict(Exhausted):
    """No verdict on a position: its analysis ran past its :class:`Budget`.
    ``str()`` of it says so in the reader's words (``"no verdict: the
    position is too large to solve here (budget: 4,000,000 nodes / 60 s)"``);
    ``reason`` is the same without ``"no verdict: "``.  ``seat`` is the
    player to move; ``solved``, the partial answer: each lawful act whose
    value the search had found before it stopped, with what it is worth
    against the best of those (0 for that one, less for the others; the
    values are relative, since the points fixed outside the search are
    counted by playing out the principal line, which was not reached);
    empty when none was found.  ``tricks``: where the search is one of
    tricks and its probes had proved something at the position, the least
    and the most tricks the side of the player to move takes there, and the
    tricks left (``side``: the seats of that side); else None.  ``nodes``
    and ``seconds`` are what was spent.
    A subclass of :class:`Exhausted`, so a caller that gives up an exhausted
    search (the strong player) gives this up too."""

    def __init__(self, budget: Budget, seat: int | None = None,
                 solved: tuple[tuple[Action, int], ...] = (),
                 tricks: tuple[int, int, int] | None = None,
                 side: tuple[int, ...] = ()) -> None:
        super().__init__(budget)
        assert self.budget is not None
        self.reason = f"the position is too large to solve here (budget: {self.budget.words()})"
        self.args = (f"no verdict: {self.reason}",)
        self.seat = seat
        self.solved = solved
        #: here for the side of the player to move (``side``: its seats), not side 0's
        self.tricks = tricks
        self.side = side
        self.nodes = self.budget.spent
        self.seconds = self.budget.elapsed()

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled whole (an answer of :func:`playable.table.analysis.analyse_many`'s
        process pool)."""
        return (_no_verdict, (self.budget, self.seat, self.solved, self.nodes, self.seconds,
                              self.tricks, self.side))


def _no_verdict(budget: Budget, seat: int | None, solved: tuple[tuple[Action, int], ...],
                nodes: int, seconds: float, tricks: tuple[int, int, int] | None = None,
                side: tuple[int, ...] = ()) -> NoVerdict:
    found = NoVerdict(budget, seat, solved, tricks, side)
    found.nodes, found.seconds = nodes, seconds
    return found


def no_verdict(exc: Exhausted, deal: DealLike, problem: Problem,
               order: CardOrder) -> NoVerdict:
    """The :class:`NoVerdict` of ``deal``'s analysis stopped by ``exc``: the
    values of the bits it solved (:attr:`Exhausted.values`, for the side to
    move) as ``deal``'s acts, relative to the best of them."""
    if isinstance(exc, NoVerdict):
        return exc
    t = problem.tables
    by_key: dict[int, int] = {}
    for b, v in exc.values.items():
        by_key.setdefault(t.key[b], v)
    acts = [a for a in deal.legal_actions() if a.cards and order.key(a.cards[0]) in by_key]
    top = max((by_key[order.key(a.cards[0])] for a in acts), default=0)
    solved = tuple((a, by_key[order.key(a.cards[0])] - top) for a in acts)
    assert exc.budget is not None
    mine = problem.side[problem.to_move]
    tricks = exc.tricks
    if tricks is not None and mine:  # the other side's tricks are the rest
        least, most, left = tricks
        tricks = (left - most, left - least, left)
    seats = problem.seats  # the side's seats from the player to move round the table
    return NoVerdict(exc.budget, problem.to_move, solved, tricks,
                     tuple(s % seats for s in range(problem.to_move, problem.to_move + seats)
                           if problem.side[s % seats] == mine))


def analyse_deal(deal: DealLike, problem: Problem, order: CardOrder,
                 points: Callable[[Any], tuple[int, ...]], line: bool = True,
                 worth: Callable[[Any], int] | None = None,
                 budget: Budget | None = None,
                 finish: Callable[[Any], None] | None = None,
                 act: Action | None = None, quick: bool = False,
                 first: bool = False) -> Analysis:
    """Solve ``problem`` (the position of ``deal``, compacted by its game's
    adapter) and give the answer in ``deal``'s acts; with ``act``, one of
    them, what a verdict on it needs (:func:`judge_one`): ``values`` holds
    that act's and the best acts' alone; with ``first``, one best act
    (:func:`solve_first`): ``values`` holds it alone, with the acts merged
    with it.  The open points the search
    values are turned into the deal's whole points by playing the principal
    line out on a clone of ``deal`` and reading ``points(clone)`` at the end
    (so the fixed points — High and Low, the turn-up, a renounce's penalty,
    brisques already won — are the engine's own count).  ``worth(clone)``, if
    given, is side 0's value of the finished deal in place of its points
    difference (the match objective).  ``finish(clone)``, if given, takes the
    acts after the last card that the search does not value, as the side they
    serve takes them (Whist's honours claimed by the table).  ``quick``,
    for a game whose points at the end any line that keeps the value gives
    alike (Whist's): where the line is not shown, it need not be the
    principal one (:func:`quick_line`).  Past ``budget``, :class:`NoVerdict`
    with the acts solved before it."""
    t = problem.tables
    key = order.key
    try:
        if first:
            solution = solve_first(problem, budget=budget, quick=quick and not line)
        elif act is None:
            solution = solve(problem, line=True, budget=budget, quick=quick and not line)
        else:  # the act's card: the bit of its key in the hand (a doubled pack has two)
            held, k = problem.hands[problem.to_move], key(act.cards[0])
            solution = judge_one(problem, next(b for b in bits_of(held) if t.key[b] == k),
                                 budget=budget, quick=quick)
    except Exhausted as exc:
        raise no_verdict(exc, deal, problem, order) from exc
    seat = problem.to_move
    acts = deal.legal_actions()
    by_key: dict[int, int] = {}
    for b, v in solution.values.items():
        by_key.setdefault(t.key[b], v)
    if act is not None or first:
        acts = [a for a in acts if key(a.cards[0]) in by_key]
    elif sorted(by_key) != sorted({key(a.cards[0]) for a in acts}):
        raise AssertionError("the solver's cards are not the engine's legal plays")
    clone = deal.clone()
    played: list[Action] = []
    for b in solution.line:
        k = t.key[b]
        act = next(a for a in clone.legal_actions() if key(a.cards[0]) == k)
        clone.apply(act)
        played.append(act)
    if finish is not None and not clone.is_over:
        finish(clone)
    if not clone.is_over:
        raise AssertionError("the principal line does not end the deal")
    final = points(clone)
    mine = problem.side[seat]
    if worth is None:
        diff = sum(final[s] if problem.side[s] == mine else -final[s] for s in range(len(final)))
    else:
        diff = worth(clone) * (-1 if mine else 1)
    offset = diff - solution.value
    values = tuple((a, by_key[key(a.cards[0])] + offset) for a in acts)
    best_value = solution.value + offset
    best = tuple(a for a, v in values if v == best_value)
    return Analysis(seat, values, best, best_value, tuple(played) if line else (), final,
                    solution.nodes, named(deal.names, seat))
