"""The solver's two searches: :class:`Search` and :class:`TrickSearch`.

:class:`Search` is the zero-window alpha-beta of any problem, driven by
MTD(f); :class:`TrickSearch`, the search of a problem scored by its tricks
alone (Quadrille), after DDS (the module docstring of :mod:`playable.solver.solve`
describes both, and :func:`playable.solver.solve.solve` chooses between them).  A
position met between the searches' steps is a :class:`Node`.

Each search is a few closures made once for its problem (``_build``), which
call one another for each card played: the cards a seat may play come from
the problem's one move generator (:func:`playable.solver.moves.move_generator`,
one call a node, in both searches); the loop over those cards is each
search's own, since what a card is worth differs (a value against ``beta``,
or whether side 0 takes ``k`` tricks), and so do the order the cards are
tried in and the bounds (sharing the loop would cost a call for each card
tried).  Both count their nodes in one cell, a :class:`~playable.solver.budget.Budget`'s
when they have one.  The trick search's value as a step function of its
tricks (its probes and exact values) is :mod:`playable.solver.trick_steps`.
"""

from __future__ import annotations

from typing import Any

from playable.engine.tricks import TRUMPS
from playable.solver.bounds import kept_trick, short_of_all, sure_tricks, trump_tricks
from playable.solver.budget import INF, Budget, as_budget
from playable.solver.memory import kept
from playable.solver.moves import (
    Problem,
    allowed_bits,
    bits_of,
    check_problem,
    lead_order,
    led_rule,
    move_generator,
    trick_winner,
)
from playable.solver.node import Node
from playable.solver.partition import Ranks, like_small
from playable.solver.trick_steps import TrickSteps

#: The cards an upper bound of :class:`TrickSearch`'s table rests on, before
#: it is asked (the bound is then the tricks left).
UNASKED: tuple[int, ...] = (-1,)

__all__ = ["Node", "Search", "TrickSearch", "kept_trick", "sure_tricks", "tricks_only",
           "trump_tricks"]

# --------------------------------------------------------------------------
# The search


class Search:
    """Zero-window alpha-beta over one problem, with its transposition table.

    :meth:`probe` answers whether the value (side 0's) of the position after
    the root plays ``moves`` is at least ``beta``: the result ``v`` is a lower
    bound if ``v >= beta`` and an upper bound otherwise (fail-soft).
    """

    def __init__(self, problem: Problem, budget: int | Budget | None = None) -> None:
        check_problem(problem)
        self.problem = problem
        self.probes = 0
        #: What the search may spend (None: no limit): a number of nodes, or
        #: a :class:`Budget` it shares with the other searches of an
        #: analysis; :class:`Exhausted` is raised past it.
        self.budget = as_budget(budget)
        #: The transposition table, made by ``_build`` (its own, or the one
        #: kept for its kind and rules by the memory entered: :meth:`_kept`).
        self.table: dict[Any, Any] = {}
        final = problem.final
        if any(final[i] > final[i + 1] for i in range(len(final) - 1)):
            raise ValueError("final() must not decrease as the count difference grows")
        #: The hands as the search plays them (its closures change them in place).
        self.hands = list(problem.hands)
        #: The one move generator, which both searches call at every node.
        self._moves = move_generator(problem)
        self._beats = tuple(problem.tables.beats(b) for b in range(len(problem.tables.key)))
        #: The cell the nodes are counted in (the budget's, if any).
        self._counter = [0] if self.budget is None else self.budget.counter
        self._base = self._counter[0]
        self._build()

    def _kept(self, name: str) -> dict[Any, Any]:
        """This search's table ``name``: new, or the one the entered
        :class:`~playable.solver.memory.Memory` keeps for its kind and rules."""
        return kept(type(self).__name__, name, self.problem)

    def _build(self) -> None:
        """Make the search: one closure over the problem's tables, for speed."""
        p = self.problem
        n = p.seats
        side = p.side
        pts = p.points
        cnt = p.count or (0,) * len(pts)
        beats = self._beats
        lawful_moves = self._moves
        trick_count, last_bonus = p.trick_count, p.last_bonus
        final, offset = p.final, p.final_offset
        top = len(final) - 1
        # final() is constant below lo_const and above hi_const (as D - offset)
        lo_const = 0
        while lo_const < top and final[lo_const + 1] == final[0]:
            lo_const += 1
        hi_const = top
        while hi_const > 0 and final[hi_const - 1] == final[top]:
            hi_const -= 1

        # final() over every difference the search can ask about, as one list:
        # fx[d - xmin] (d moves by at most the counts left, and the bounds look
        # as far again)
        held = p.trick_count * (sum(h.bit_count() for h in p.hands) + len(p.trick)) // n
        for h in p.hands:
            held += sum(cnt[b] for b in bits_of(h))
        held += sum(cnt[b] for _, b in p.trick)
        xmin = p.count_diff - 2 * held - 1
        fx = [final[max(0, min(top, x + offset))]
              for x in range(xmin, p.count_diff + 2 * held + 2)]

        hands = self.hands
        tt: dict[tuple[int, ...], tuple[int, int, int]] = self._kept("tt")
        self.table = tt
        meter = self.budget
        counter = self._counter
        limit = INF if meter is None else meter.limit()

        def over() -> None:
            """Past the count to check at: the budget spent (:class:`Exhausted`),
            or the next count to check at."""
            nonlocal limit
            assert meter is not None
            limit = meter.check()

        def trick_start(leader: int, d: int, prem: int, crem: int, beta: int) -> int:
            """The value (side 0's) from the start of a trick led by ``leader``;
            ``prem``/``crem`` are the points/counts still to be won."""
            counter[0] += 1
            if counter[0] > limit:
                over()
            lead_hand = hands[leader]
            if not lead_hand:
                return fx[d - xmin]
            lo = fx[d - crem - xmin] - prem
            if lo >= beta:
                return lo
            hi = fx[d + crem - xmin] + prem
            if hi < beta:
                return hi
            if not lead_hand & (lead_hand - 1):  # one card each: the last trick is forced
                win = lead_hand.bit_length() - 1
                win_seat, tpts, tcnt = leader, pts[win], cnt[win]
                for i in range(1, n):
                    seat = (leader + i) % n
                    b = hands[seat].bit_length() - 1
                    if (1 << b) & beats[win]:
                        win, win_seat = b, seat
                    tpts += pts[b]
                    tcnt += cnt[b]
                gain = tpts + last_bonus
                gcnt = tcnt + trick_count
                if side[win_seat]:
                    return fx[d - gcnt - xmin] - gain
                return fx[d + gcnt - xmin] + gain
            dk = d + offset
            if dk < lo_const - crem:
                dk = lo_const - crem
            elif dk > hi_const + crem:
                dk = hi_const + crem
            key = (*hands, leader, dk)
            entry = tt.get(key)
            first = -1
            if entry is not None:
                elo, ehi, first = entry
                if elo >= beta:
                    return elo
                if ehi < beta:
                    return ehi
                if elo > lo:  # noqa: PLR1730 - no call in the search's loop
                    lo = elo
                if ehi < hi:  # noqa: PLR1730
                    hi = ehi
            remaining = 0
            for h in hands:
                remaining |= h
            moves = lawful_moves(lead_hand, -1, -1, remaining & ~lead_hand)
            if len(moves) > 1:
                moves = order_leads(moves, leader, remaining, first)
            maximize = side[leader] == 0
            best_value = -INF if maximize else INF
            best_move = moves[0]
            for b in moves:
                bit = 1 << b
                hands[leader] = lead_hand ^ bit
                v = play(1, leader, b, b, leader, bit, pts[b], cnt[b], d, prem, crem, beta)
                if maximize:
                    if v > best_value:
                        best_value, best_move = v, b
                        if v >= beta:
                            break
                elif v < best_value:
                    best_value, best_move = v, b
                    if v < beta:
                        break
            hands[leader] = lead_hand
            if best_value >= beta:
                lo = best_value
            else:
                hi = best_value
            tt[key] = (lo, hi, best_move)
            return best_value

        def order_leads(moves: list[int], leader: int, remaining: int, first: int) -> list[int]:
            """The lead the table found best first, then the cards no other hand
            can beat (the "tops"), lowest first, then the rest, highest first
            (the order that searched fewest nodes over seeded deals of both games)."""
            others = remaining & ~hands[leader]
            tops, rest = [], []
            for b in moves:
                if b == first:
                    continue
                if others & beats[b]:
                    rest.append(b)
                else:
                    tops.append(b)
            rest.reverse()
            head = [first] if first in moves else []
            return head + tops + rest

        def play(pos: int, leader: int, lead: int, win: int, win_seat: int, tmask: int,
                 tpts: int, tcnt: int, d: int, prem: int, crem: int, beta: int) -> int:
            """The value after ``pos`` cards of the trick were played (the
            card led ``lead``, the winning card so far ``win``, of
            ``win_seat``)."""
            if pos == n:
                last = not hands[leader]
                gain = tpts + (last_bonus if last else 0)
                gcnt = tcnt + trick_count
                if side[win_seat]:
                    return trick_start(win_seat, d - gcnt, prem - gain, crem - gcnt,
                                       beta + gain) - gain
                return trick_start(win_seat, d + gcnt, prem - gain, crem - gcnt,
                                   beta - gain) + gain
            counter[0] += 1
            seat = (leader + pos) % n
            hand = hands[seat]
            remaining = tmask
            for h in hands:
                remaining |= h
            moves = lawful_moves(hand, lead, win, remaining & ~hand)
            if len(moves) > 1:
                # the cards that take the trick first, the cheapest first
                takes = beats[win]
                moves = [b for b in moves if (1 << b) & takes] + \
                        [b for b in moves if not (1 << b) & takes]
            maximize = side[seat] == 0
            best_value = -INF if maximize else INF
            nxt = pos + 1
            closes = nxt == n
            winning = beats[win]
            for b in moves:
                bit = 1 << b
                hands[seat] = hand ^ bit
                if bit & winning:
                    w, ws = b, seat
                else:
                    w, ws = win, win_seat
                if closes:  # the trick is complete: its winner leads the next
                    gain = tpts + pts[b] + (0 if hands[leader] else last_bonus)
                    gcnt = tcnt + cnt[b] + trick_count
                    if side[ws]:
                        v = trick_start(ws, d - gcnt, prem - gain, crem - gcnt,
                                        beta + gain) - gain
                    else:
                        v = trick_start(ws, d + gcnt, prem - gain, crem - gcnt,
                                        beta - gain) + gain
                else:
                    v = play(nxt, leader, lead, w, ws, tmask | bit, tpts + pts[b],
                             tcnt + cnt[b], d, prem, crem, beta)
                if maximize:
                    if v > best_value:
                        best_value = v
                        if v >= beta:
                            break
                elif v < best_value:
                    best_value = v
                    if v < beta:
                        break
            hands[seat] = hand
            return best_value

        self._play = play
        self._trick_start = trick_start

    # -- the root ------------------------------------------------------------

    def root(self) -> Node:
        """The problem's position as a :class:`Node`."""
        p = self.problem
        t = p.tables
        pts = p.points
        cnt = p.count or (0,) * len(pts)
        held = 0
        for h in p.hands:
            held |= h
        tmask = 0
        for _, b in p.trick:
            tmask |= 1 << b
        cards = bits_of(held | tmask)
        tricks_left = (held.bit_count() + len(p.trick)) // p.seats
        prem = sum(pts[b] for b in cards) + (p.last_bonus if tricks_left else 0)
        crem = sum(cnt[b] for b in cards) + p.trick_count * tricks_left
        if p.trick:
            w = trick_winner(p.trick, t)
            led, win, win_seat = t.cls[p.trick[0][1]], p.trick[w][1], p.trick[w][0]
            lead = p.trick[0][1]
        else:
            led = win = win_seat = lead = -1
        tpts = sum(pts[b] for _, b in p.trick)
        tcnt = sum(cnt[b] for _, b in p.trick)
        return Node(tuple(p.hands), p.leader, len(p.trick), led, win, win_seat, tmask, tpts,
                    tcnt, p.count_diff, prem, crem, 0, lead)

    def lawful(self, node: Node) -> list[int]:
        """The bits the seat to move at ``node`` may play, one of each set of
        equivalent cards."""
        hand = node.hands[node.to_move(self.problem.seats)]
        remaining = node.tmask
        for h in node.hands:
            remaining |= h
        return self._moves(hand, node.lead, node.win, remaining & ~hand)

    def allowed(self, node: Node) -> int:
        """Every bit the seat to move at ``node`` may play (not merged)."""
        hand = node.hands[node.to_move(self.problem.seats)]
        return allowed_bits(self.problem, hand, node.lead, node.win)

    def advance(self, node: Node, b: int) -> Node:
        """The node after the seat to move plays bit ``b``."""
        p = self.problem
        t = p.tables
        pts = p.points
        cnt = p.count or (0,) * len(pts)
        seat = node.to_move(p.seats)
        bit = 1 << b
        hands = list(node.hands)
        hands[seat] ^= bit
        led, win, win_seat, lead = node.led, node.win, node.win_seat, node.lead
        if node.pos == 0:
            led, win, win_seat, lead = t.cls[b], b, seat, b
        elif bit & t.beats(win):
            win, win_seat = b, seat
        tmask, tpts, tcnt = node.tmask | bit, node.tpts + pts[b], node.tcnt + cnt[b]
        pos = node.pos + 1
        if pos < p.seats:
            return Node(tuple(hands), node.leader, pos, led, win, win_seat, tmask, tpts, tcnt,
                        node.d, node.prem, node.crem, node.base, lead)
        last = not hands[node.leader]
        gain = tpts + (p.last_bonus if last else 0)
        gcnt = tcnt + p.trick_count
        sign = -1 if p.side[win_seat] else 1
        return Node(tuple(hands), win_seat, 0, -1, -1, -1, 0, 0, 0, node.d + sign * gcnt,
                    node.prem - gain, node.crem - gcnt, node.base + sign * gain)

    def probe(self, node: Node, beta: int) -> int:
        """Is the value (side 0's, from the root) at ``node`` at least ``beta``?
        Fail-soft: the answer ``v`` is a lower bound if ``v >= beta``, else an
        upper bound."""
        self.probes += 1
        self.hands[:] = node.hands
        b = beta - node.base
        if node.pos == 0:
            v = self._trick_start(node.leader, node.d, node.prem, node.crem, b)
        else:
            v = self._play(node.pos, node.leader, node.lead, node.win, node.win_seat,
                           node.tmask, node.tpts, node.tcnt, node.d, node.prem, node.crem, b)
        return v + node.base

    def found(self, node: Node) -> int:
        """The card the last search at ``node`` found best, if the search
        keeps it (-1: none): :func:`~playable.solver.solve.solve_one` tries it first."""
        return -1

    def exact(self, node: Node, guess: int = 0) -> int:
        """The exact value (side 0's) at ``node``, by MTD(f) from ``guess``."""
        lo, hi = -INF, INF
        g = guess
        while lo < hi:
            beta = g + 1 if g == lo else g
            g = self.probe(node, beta)
            if g < beta:
                hi = g
            else:
                lo = g
        return g

    @property
    def nodes(self) -> int:
        """The nodes this search visited."""
        return self._counter[0] - self._base


def tricks_only(problem: Problem) -> bool:
    """Whether ``problem`` is scored by its tricks alone (one count a trick,
    no points, no card counts, no bonus): then :func:`solve` searches it
    with :class:`TrickSearch`."""
    return (problem.trick_count == 1 and not any(problem.points) and not any(problem.count)
            and not problem.last_bonus)


class TrickSearch(TrickSteps, Search):
    """The search of a problem scored by its tricks alone (Quadrille), after
    DDS: each probe asks "does side 0 take at least ``k`` of the tricks still
    to be played?", and the table at each trick's start holds a lower and an
    upper bound on that number (not on the value), so a position met again
    with another count of tricks behind it is known.  The value, ``final`` of
    the count difference, is a step function of those tricks: :meth:`exact`
    finds which step by a binary search over the numbers of tricks where
    ``final`` changes.

    Bounds besides the table: no more tricks than are left; the sure
    tricks of one hand's trumps (a trump played wins its trick unless a
    higher trump is in it, and each of the other side's trumps can beat at
    most one of the hand's below it: walking down the trumps, the hand's
    trumps left over once each of theirs has taken one below it are sure);
    and the leader's quick tricks (his plain cards no other hand can beat,
    as many in each suit as every adversary with a trump must follow), in
    other tricks than his trumps', or his partner's, reached by a card of
    the leader's in their suit; and, when the other side leads, the trick a
    hand keeps by its top cards, which that side can neither draw nor trump
    before their suit must be led (:func:`~playable.solver.bounds.kept_trick`:
    a lone ombre's one trick, against the devole, or the trick the
    defenders keep against a vole; looked for only when the question is
    that one trick, since it costs more than the others).  At a new
    entry side 0's bound is asked first, side 1's only when side 0's does
    not answer (the entry keeps it unasked till a question needs it).  Leads are tried the table's best
    first, then the cards that take the trick whatever the other side
    plays, then those of a class in which a partner's highest card takes
    it, then the rest, each group from the lowest card up; but from the
    lowest card up alone when the leader's side needs every trick left (a
    devole's defenders: cashing their winners first searched far more); to a lead, a seat whose side holds the trick plays low
    first (unless an adversary still to play can take it: then the cheapest
    card that takes it beyond their reach first), otherwise the cards that
    take it first: the cheapest that no adversary still to play holds a card
    to beat, then the others from the highest (the cheapest when last to
    play; but low first when his side must take every trick, no adversary
    is to come and a partner to come can take it); when the question is one
    trick (the devole's), of the cards that do not take it, those another
    hand beats in their class first, the highest of a class kept.  A trick that answers the question (side 0's one trick, or the
    one it cannot spare) is not played out once no card to come can take it
    from its winner's side; nor, where the rule of following depends on
    the card led alone, once a seat of the other side to come after the
    mover may play a card that beats the winner and that none of the
    winner's side to come may beat (it takes the trick: the seats before
    it cannot play above it; the answer rests on its rank).  These bounds and that order
    cut the nodes of ``bench --solver``'s forty seeded Quadrille deals from
    the first lead by a third in all and nearly a half at the median, the
    slowest (a lone ombre whose devole or remise takes millions of nodes to
    prove) by a third to a half.

    The table's key is the position in relative ranks when no two cards of a
    class are of equal power (its shape, each seat's number of cards of each
    class, and the owners of the cards still out, class by class from the
    highest: :class:`~playable.solver.partition.Ranks`, with the number of
    privileged trumps still out: they are always the highest), so positions
    that differ only in which low cards were played meet in one entry.  And
    where what a seat may play depends on the card led alone (Quadrille's
    rule), the partition search of DDS: each answer carries the cards whose
    ranks decided it (the winners that beat a card of their own class, the
    cards a bound looked at), and holds for every position of its shape whose
    cards agree down to the lowest of those in each class (the others play as
    small cards); and so a card (a lead, or a card that takes the trick, or
    one that does not) is not tried after a card of its class and kind that
    failed, both below the cards the answers so far rest on
    (:func:`~playable.solver.partition.like_small`).
    With it the nodes of ``bench --solver``'s 200 seeded Quadrille deals from the first lead
    fell by half, a quarter at the median; with the partner's quick tricks and the kept trick
    (and Quadrille's vole searched only where this search finds every trick kept), from a median
    of 5,276 to 4,230, at the 99th percentile from 500,689 to 466,220, at the most (a lone
    ombre's devole) from 1,038,344 to 833,653; with the leads that take the trick tried first,
    at the devole's question the highest card of a class kept, and the kept trick's leads of
    trumps counted closer, from 4,229 to 2,632 at the median, 466,220 to 251,781 at the 99th
    percentile, 833,653 to 733,463 at the most (CPU time of the 200 searches: median 26 ms to
    16 ms, over 1 s eight to two or three, the slowest two lone ombres' devoles, 2.5 and 1.8 s);
    with the trick seized by a card to come, from 1,927 to 1,662 at the median, 164,789 to
    157,830 at the 99th percentile, 488,417 to 299,871 at the most (#128 to 232,773: its
    defenders' cards before the ombre's were each tried where his one trick was sure; #11,
    310,188 to 299,871, is the most now: a lone ombre whose trick comes from his four trumps).
    With the probes' frames in a chunk of their own (:mod:`playable.solver.room`), the same
    nodes in a fifth less time: #11 1.2 s, #128 1.0 s, one of the 200 over 1 s (median 13 ms);
    with the bounds that seldom answer asked less (:func:`~playable.solver.bounds.short_of_all`,
    the screen of :func:`~playable.solver.bounds.kept_trick`) and the orders made in plain
    loops, none (#11 0.96 s, #128 0.80 s, CPU of the 200 14.4 s to 11.6 s)."""

    #: Whether cards are skipped by :func:`like_small` (the tests compare without).
    like_small = True
    #: Whether a trick is taken at once by a card to come that nothing to come
    #: can beat (``seize`` in ``_build``; the tests compare without).
    seizes = True

    def _build(self) -> None:
        """Make the search of tricks (in place of :meth:`Search._build`'s),
        one closure over the problem's tables, for speed."""
        p = self.problem
        t = p.tables
        n = p.seats
        side = p.side
        cm, above, cls = t.class_mask, t.above, t.cls
        trumps = cm[TRUMPS]
        beats = self._beats
        lawful_moves = self._moves
        privilege = p.privilege
        hands = self.hands
        meter = self.budget
        limit = INF if meter is None else meter.limit()

        def over() -> None:
            """:meth:`Search._build`'s check, for this search's own count."""
            nonlocal limit
            assert meter is not None
            limit = meter.check()
        tt: dict[tuple[object, ...], tuple[int, int, int, tuple[int, ...], tuple[int, ...]]]
        tt = self._kept("tt")
        self.table = tt
        counter = self._counter
        seats0 = [s for s in range(n) if side[s] == 0]
        seats1 = [s for s in range(n) if side[s]]
        # the table's key: the shape and the owners of the cards out, class by
        # class (the relative ranks: :class:`~playable.solver.partition.Ranks`),
        # when no two cards of a class are of equal power; the matadores'
        # privilege is always the top trumps'
        relative = True
        for c in range(5):
            members = bits_of(cm[c])
            if members and (members != list(range(members[0], members[-1] + 1)) or
                            len({t.power[b] for b in members}) != len(members)):
                relative = False
        if privilege and privilege & ~trumps:
            relative = False
        ranks = Ranks(t, n, privilege)
        describe, cut, top = ranks.describe, ranks.cut, ranks.top
        led_lawful = led_rule(p)
        # the partition search (entries that hold for every position whose
        # cards that decided agree): where the relative ranks hold and what a
        # seat may play depends on the card led alone
        partition = relative and led_lawful is not None
        #: (leader, shape) -> entries (code mask, code, tricks, lower bound?, cards' counts)
        pt: dict[tuple[int, int], list[tuple[int, int, int, bool, tuple[int, ...]]]] = self._kept("pt")
        #: the cards the last answer of trick_start() or play() rested on
        rel = 0
        # the cards never skipped as like a small card tried before (all, without the partition)
        fixed = privilege | p.distinct if partition and self.like_small else -1
        seizing = partition and self.seizes
        #: mates[b]: the other cards of the class of bit b
        mates = tuple(cm[cls[b]] & ~(1 << b) for b in range(len(cls)))

        def lawful_later(leader: int, pos: int, wside: int, lead: int) -> int:
            """The cards the seats not of side ``wside`` may lawfully play
            from place ``pos`` of the trick (led ``lead``) to its end, when
            the rule of following depends on the card led alone."""
            assert led_lawful is not None
            out = 0
            for o in after[leader][pos]:
                if side[o] != wside:
                    out |= led_lawful(hands[o], lead)
            return out

        def seize(leader: int, pos: int, sd: int, lead: int, takes: int) -> int:
            """A card of a seat of side ``sd`` to play from place ``pos`` of
            the trick led ``lead`` (``takes``: the cards that beat the winner
            so far) that takes the trick whatever the other seats to come
            play: one it may play, beating the winner, and none of the other
            side's seats to come may play a card that beats it (before it,
            such a card would be beaten by it: no two cards of a class are
            of equal power): its bit, 0 if none."""
            assert led_lawful is not None
            held = other = -1
            for s in to_come[leader][pos][sd]:
                cand = hands[s] & takes
                if cand:
                    cand &= led_lawful(hands[s], lead)
                while cand:
                    low = cand & -cand
                    cand ^= low
                    x = low.bit_length() - 1
                    if held < 0:  # the other side's cards to come, then those it may play
                        held = 0
                        for o in to_come[leader][pos][1 - sd]:
                            held |= hands[o]
                    if not held & beats[x]:
                        return low
                    if other < 0:
                        other = lawful_later(leader, pos, sd, lead)
                    if not other & beats[x]:
                        return low
            return 0

        #: after[leader][pos]: the seats that play from place ``pos`` of a
        #: trick led by ``leader`` to its end (the mover among them)
        after = [[tuple((lead + i) % n for i in range(pos, n)) for pos in range(n + 1)]
                 for lead in range(n)]
        #: to_come[leader][pos][sd]: those of side ``sd`` (the mover among
        #: them), and later[leader][pos][sd]: those after the mover
        to_come = [[tuple(tuple(o for o in seats if side[o] == sd) for sd in (0, 1))
                    for seats in row] for row in after]
        later = [[tuple(tuple(o for o in seats[1:] if side[o] == sd) for sd in (0, 1))
                  for seats in row] for row in after]

        def sure(seats: list[int], others: list[int], leader: int) -> tuple[int, int]:
            """:func:`sure_tricks` of the hands as they stand."""
            return sure_tricks(hands, seats, others, leader, cm, above)

        def one_trick(xs: list[int], ys: list[int], remaining: int) -> int:
            """:func:`kept_trick` of the hands as they stand."""
            return kept_trick(hands, xs, ys, remaining, cm, privilege)

        def trick_start(leader: int, k: int) -> bool:
            """Does side 0 take at least ``k`` of the tricks from the start of
            a trick led by ``leader``?  (``rel``: the cards the answer rests on.)"""
            nonlocal rel
            counter[0] += 1
            if counter[0] > limit:
                over()
            lead_hand = hands[leader]
            left = lead_hand.bit_count()
            if k <= 0 or k > left:
                rel = 0
                return k <= 0
            if left == 1:  # the last trick is forced
                win, win_seat = lead_hand.bit_length() - 1, leader
                cards = lead_hand
                for i in range(1, n):
                    seat = (leader + i) % n
                    h = hands[seat]
                    cards |= h
                    b = h.bit_length() - 1
                    if (1 << b) & beats[win]:
                        win, win_seat = b, seat
                # its winner's rank decided only if it beat a card of its class
                rel = 1 << win if cards & cm[cls[win]] & ~(1 << win) else 0
                return side[win_seat] == 0
            remaining = 0
            for h in hands:
                remaining |= h
            if relative:
                shape, code = describe(hands)
                key: tuple[object, ...] = (leader, shape, code)
            else:
                key = (*hands, leader)
            entry = tt.get(key)
            if entry is not None:
                lo, hi, first, jlo, jhi = entry
                if lo >= k:
                    rel = top(jlo, remaining)
                    return True
                if hi < k:
                    rel = top(jhi, remaining)
                    return False
            if partition:  # a position of this shape whose deciding cards agree
                for emask, ecode, v, lower, js in pt.get((leader, shape), ()):
                    if (v >= k if lower else v < k) and code & emask == ecode:
                        rel = top(js, remaining)
                        return lower
            if entry is None:
                # the lower bound first, and the upper only if it does not
                # answer (an entry keeps it unasked, UNASKED, till a question
                # needs it)
                lo, rlo = sure(seats0, seats1, leader)
                first = -1
                # the other side leads and the question is one trick: kept?
                if not lo and side[leader] and k == 1 and led_lawful is not None:
                    kept = one_trick(seats0, seats1, remaining)
                    if kept:
                        lo, rlo = 1, kept
                jlo = cut(rlo, remaining)[1]
                if lo >= k:
                    tt[key] = (lo, left, first, jlo, UNASKED)
                    rel = rlo
                    return True
                hi, jhi = left, UNASKED
            if jhi is UNASKED and not (k == 1 and side[leader] and
                                       short_of_all(hands, seats1, remaining, trumps, above)):
                # (a devole's question: the other side's sure tricks answer
                # it only if they are every trick left: not asked where they
                # cannot be, the entry keeping them unasked)
                theirs, rhi = sure(seats1, seats0, leader)
                if not theirs and not side[leader] and k == left and led_lawful is not None:
                    kept = one_trick(seats1, seats0, remaining)
                    if kept:
                        theirs, rhi = 1, kept
                hi, jhi = left - theirs, cut(rhi, remaining)[1]  # unasked, it was ``left``
                if hi < k:
                    tt[key] = (lo, hi, first, jlo, jhi)
                    rel = rhi
                    return False
            moves = lawful_moves(lead_hand, -1, -1, remaining & ~lead_hand)
            if len(moves) > 1:
                if k == 1 if side[leader] else k == left:
                    # the leader's side needs every trick left: the lowest
                    # first (cashing its winners first searched far more
                    # nodes proving a devole), the table's best before them
                    if first in moves:
                        moves.remove(first)
                        moves.insert(0, first)
                else:
                    moves = lead_order(moves, hands, leader, first, side, cls, cm, beats)
            maximize = side[leader] == 0
            result = not maximize
            best = first
            found = small = 0
            for b in moves:
                bit = 1 << b
                if small and not bit & fixed and like_small(b, found, small, cm, cls):
                    continue  # a lead like one that failed (as at a card of a trick)
                hands[leader] = lead_hand ^ bit
                ok = play(1, leader, b, b, leader, remaining, k)
                if ok == maximize:
                    result, best = ok, b
                    found = rel
                    break
                found |= rel
                small |= bit & ~fixed
            hands[leader] = lead_hand
            emask, js = cut(found, remaining)
            if result:
                if k > lo:
                    lo, jlo = k, js
            elif k - 1 < hi:
                hi, jhi = k - 1, js
            tt[key] = (lo, hi, best, jlo, jhi)
            if partition:
                pt.setdefault((leader, shape), []).append(
                    (emask, code & emask, k if result else k - 1, result, js))
            rel = found
            return result

        def play(pos: int, leader: int, lead: int, win: int, win_seat: int, remaining: int,
                 k: int) -> bool:
            """Does side 0 take at least ``k`` tricks (this one among them)
            after ``pos`` cards of the trick were played?  ``remaining``:
            the cards not played before this trick.  (``rel``: the cards the
            answer rests on.)"""
            nonlocal rel
            counter[0] += 1
            seat = (leader + pos) % n
            hand = hands[seat]
            mine = side[seat]
            takes = beats[win]
            # the other side's cards still to come in this trick (the
            # winner's side's adversaries, and the mover's)
            theirs = mine_later = 0
            wside = side[win_seat]
            for o in to_come[leader][pos][1 - wside]:
                theirs |= hands[o]
            for o in later[leader][pos][1 - mine]:
                mine_later |= hands[o]
            if (k <= 1 if wside == 0 else k > hands[leader].bit_count()) and (
                    not theirs & takes or led_lawful is not None and not lawful_later(
                        leader, pos, wside, lead) & takes):
                # the trick answers the question (side 0's one trick, or the
                # one side 0 cannot spare), and no card to come can take it
                # from the winner's side (the other side's cards to come, or
                # when the rule of following depends on the suit led alone,
                # those they may lawfully play): the rest of the trick is not
                # played out (its winner's rank decided)
                rel = 1 << win
                return wside == 0
            if seizing and mine == wside and pos < n - 1 and theirs & takes and (
                    k <= 1 if wside else k > hands[leader].bit_count()):
                # the one trick that answers the question, for the side that
                # does not hold it: a seat of that side after the mover (of
                # the winner's side: its cards need not be tried) with a card
                # it may play that beats the winner and that none of the
                # winner's side to come may beat
                rel = seize(leader, pos, 1 - wside, lead, takes)
                if rel:
                    return wside != 0
            moves = lawful_moves(hand, lead, win, remaining & ~hand)
            if len(moves) > 1:
                # (each order made in plain loops: a comprehension is a call
                # of its own in this Python, and these lists are short)
                if wside != mine:
                    # the other side holds the trick: the cards that take it
                    # first, then low
                    taking, rest = [], []
                    for b in moves:
                        if (1 << b) & takes:
                            taking.append(b)
                        else:
                            rest.append(b)
                    if mine_later and taking:
                        # the cheapest card no later adversary holds a card
                        # to beat first, then the others from the highest
                        safe = -1
                        for b in taking:
                            if not mine_later & beats[b]:
                                safe = b
                                break
                        taking.reverse()
                        if safe >= 0:
                            taking.remove(safe)
                            taking.insert(0, safe)
                    if k == 1 and len(rest) > 1:
                        # the one trick in question (a devole's): the cards
                        # it cannot take, those another hand beats in their
                        # class first, the highest of a class kept
                        out = remaining & ~hand
                        beaten, highest = [], []
                        for b in rest:
                            if out & above[b]:
                                beaten.append(b)
                            else:
                                highest.append(b)
                        rest = beaten + highest
                    if rest and not mine_later and theirs & ~hand & takes and (
                            k == 1 if mine else k > hands[leader].bit_count()):
                        # the mover's side must take every trick, no adversary
                        # is to come and a partner to come can take this one:
                        # low first, then the cards that take it
                        moves = rest + taking
                    else:
                        moves = taking + rest
                elif mine_later & takes:
                    # a partner holds the trick, but an adversary to come
                    # can take it: the cheapest card that takes it beyond
                    # their reach first, then low
                    for b in moves:
                        if (1 << b) & takes and not mine_later & beats[b]:
                            moves.remove(b)
                            moves.insert(0, b)
                            break
            maximize = mine == 0
            nxt = pos + 1
            winning = beats[win]
            found = small = big = 0  # the cards tried that took nothing, that took it
            if nxt < n:
                for b in moves:
                    bit = 1 << b
                    like = big if bit & winning else small
                    if like and not bit & fixed and like_small(b, found, like, cm, cls):
                        continue
                    hands[seat] = hand ^ bit
                    if bit & winning:
                        ok = play(nxt, leader, lead, b, seat, remaining, k)
                        big |= bit & ~fixed
                    else:
                        ok = play(nxt, leader, lead, win, win_seat, remaining, k)
                        small |= bit & ~fixed
                    if ok == maximize:
                        hands[seat] = hand
                        return ok
                    found |= rel
                hands[seat] = hand
                rel = found
                return not maximize
            # the trick's last card: the cards played before it in the trick
            # (the trick's winner's rank decided if it beat a card of its class),
            # and the tricks left after it (a question they answer at once is
            # answered here, counted as trick_start() counts it)
            played = remaining
            for h in hands:
                played &= ~h
            left = hand.bit_count() - 1
            for b in moves:
                bit = 1 << b
                like = big if bit & winning else small
                if like and not bit & fixed and like_small(b, found, like, cm, cls):
                    continue
                if bit & winning:
                    w, ws = b, seat
                    big |= bit & ~fixed
                else:
                    w, ws = win, win_seat
                    small |= bit & ~fixed
                need = k - 1 if side[ws] == 0 else k
                if need <= 0 or need > left:
                    counter[0] += 1
                    if counter[0] > limit:
                        over()
                    ok = need <= 0
                    rel = 0
                else:
                    hands[seat] = hand ^ bit
                    ok = trick_start(ws, need)
                    hands[seat] = hand
                if (played | bit) & mates[w]:
                    rel |= 1 << w
                if ok == maximize:
                    return ok
                found |= rel
            rel = found
            return not maximize

        self._tricks_start = trick_start
        self._tricks_play = play
