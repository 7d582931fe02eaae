"""The trick search of four seats in two partnerships (:class:`PartnersSearch`).

A problem scored by its tricks alone, four seats whose sides alternate
round the table (partners opposite), a trump class or none, and the rule
"follow suit if able, else any card" with every card of a class of its own
power, is the double-dummy problem of bridge; :func:`partners` says whether
a problem is one, and :func:`playable.solver.solve.solve` then searches it
with :class:`PartnersSearch` in place of the general
:class:`~playable.solver.search.TrickSearch`.  It keeps that search's
interface (probes "does side 0 take at least ``k`` of the tricks left?",
:meth:`~playable.solver.search.TrickSearch.exact` by a binary search over
``k``) and changes what it searches, after the published design of Bo
Haglund's DDS:

* the transposition table, at each trick's start, is partitioned by the
  ranks that decided each answer (DDS's "winning ranks"): a position is
  described by its *shape* (each hand's length in each class), the leader
  and the owners of each class's cards out from the highest down (two bits
  a card); an answer proved ("side 0 takes at least ``k``", or fewer)
  carries the cards its proof rested on, and holds for every position of
  its shape and leader whose owners agree down to the lowest of those
  cards in each class, the cards below playing as small cards.  A proof
  rests on the winner of each trick that beat a card of its own class, on
  the cards a bound looked at (below), and, where a side failed with every
  card it could play, on the lowest card of each run of equal cards (tried
  as one card) that those ranks would cut in two: a run that another
  position holds split in two gives that side a card more to try; but
  never on the cards of a class one hand holds alone, whose owner the shape
  says (a bound counted them, and the trick before, where the class was
  shared, kept its answer for their owners only: 16% fewer nodes for the
  value from the first lead of seeded deals 1-40);
* at a trick's start, before any card is tried
  (:mod:`~playable.solver.pairs_bounds`), the leader's *quick tricks*
  (the cards of his side no other hand can beat in their class, cashed
  while each adversary holding a trump still follows, or freely once his
  own top trumps have drawn theirs; his partner's too, where the leader
  can reach them, or both hands' where the leader cashes his and then
  reaches his partner in a class he left alone; with none of these, the
  trick his partner ruffs in a class he is out of, each adversary
  following or trumping lower: 2% fewer nodes for the value from the
  first lead of seeded deals 1-40) bound his side's tricks
  from below, and the sure tricks of one hand's trumps
  (:func:`~playable.solver.search.trump_tricks`) bound either side's, as
  do DDS's later-tricks rules for the side not on lead (a trick where the
  side to lead, with no trump out, cannot take every trick leading only
  the classes it commands; a trump trick held over the top trump or
  beside the second and third; two with the two highest); a
  trick that answers the probe (side 0's one trick to take, or the one it
  cannot spare) is not played out once no card the other side may still
  play to it can take it from its winner's side, nor, after DDS's quick
  trick of the second hand, once the lead is made where the second seat's
  side surely takes it (its highest card of the suit led beats the lead and
  the third seat's, or it ruffs while the third seat follows or cannot);
* cards of one hand with no card of another hand (or on the table)
  between them are one choice (the lowest of the run is tried); and once
  a card failed below the lowest rank of its class its failure rested on
  (DDS's lowest winning rank), the hand's other cards of the class below
  that rank play as it did and are not tried (a whole deal's nodes fell by
  some 40%);
* move ordering: the table's lead first, then the leads by a weight after
  DDS's (:mod:`~playable.solver.pairs_leads`, which says what it weighs);
  to a lead, the seat whose side holds the trick beyond the reach of the
  adversaries to come plays low, the others the cheapest card that takes
  it beyond that reach (the second hand too, against the third's cards),
  else the cheapest that takes it, else low; but a second hand whose
  partner, fourth, takes the trick (his card of the suit led beats the
  lead and the third seat's, the third following or holding no trump)
  plays low, as DDS's does (13% fewer nodes; found, with the runs' top
  card, by searching afresh in both the positions where ours took the
  most beside DDS); a second hand that cannot take it, where his partner
  does not, covers as DDS does: the
  lowest card of a sequence of his above the lead and the other seats'
  lowest cards of the class (17% fewer nodes); a hand out of the suit
  led throws a class's top cards last (2% fewer), and a second hand
  discards before he trumps where his partner, fourth, takes the trick
  (1.4% fewer), as DDS's do (nodes for the value from the first lead);
* the root's cards after the first are valued by walking the tricks from
  the card before's value (:meth:`PartnersSearch.exact`), the table kept
  across the probes and the cards.

Measured (a shared machine of two cores). Whole deals from the first lead,
``python -m playable bench --peers`` (Whist's seeded deals 1-40, wall
time; each solver asked for one best card and its tricks,
:func:`~playable.solver.solve.solve_one`, DDS's one optimal solution, each
first called once untimed): x51 to x56 beside DDS at the median of the
deals' ratios and x48 to x55 in all (three runs, 2026-12-08), 0.9 to 1.0 s
a deal against 16 to 18 ms, the same tricks on every deal; in the same
hour, before the leads' weights were kept class by class
(:mod:`~playable.solver.pairs_leads`: the same nodes), x57 to x59 and x56
to x57 (x58 to x60 and x60 to x61 measured a day before; x60.6 and x72.9
in all before the leads' runs weighed by their top card and the second
hand's low card where his partner takes the trick).  Seeds 1-10 alone,
the bench's deals before 0.3.19, had flattered it: x40 to x46 at their
median where the same solver's over seeds 1-40 was x60.6.  On seeds
1-10 (x44 to x51 before the rule of a class one hand holds alone, x56 before
:meth:`PartnersSearch.found`, x62 before :mod:`playable.solver.room`, x122
before DDS's weights of the leads, x694 before the partition; the steps
are in git's history and the CHANGELOG).  Where the gap is: on those
deals the search starts about as many tricks as DDS (its trick starts
against DDS's "trick nodes", each asked for one best card: 0.91 times at
the median, 0.65 to 1.85; 1.07 before the rule of a class held alone),
but a trick start costs some 45 times DDS's (about 20 us against 0.45;
DDS built from its source with a trace, a tool only), so issue 34's x25
needs a trick at some 25 times DDS's cost.  Its answers still rest on
more cards than DDS's (searched afresh, 8% to 13% more with six to eight
tricks left), so fewer positions share one.  One best card and its
tricks from the first lead of seeded deals 1-40 (the search of
:func:`~playable.solver.solve.solve_one`): 9.8 million nodes (11.6
before the leads' runs weighed by their top card and the second hand's
low card; 13.8 before the rule of a class held alone, 14.6 before that).
The Deal page's figures: ``tests/benchmarks/solver_pyodide.py``.
"""

from __future__ import annotations

from collections.abc import Sequence

from playable.engine.tricks import TRUMPS, Follow
from playable.solver.budget import INF
from playable.solver.moves import Problem, bits_of
from playable.solver.pairs_bounds import sure_tricks
from playable.solver.pairs_leads import lead_order
from playable.solver.partition import (
    below_found,
    highest_counted,
    highest_of,
    highest_rows,
    nth_out,
    owners_code,
    table_readers,
)
from playable.solver.search import Node, TrickSearch, tricks_only

__all__ = ["PartnersSearch", "partners"]


def partners(problem: Problem) -> bool:
    """Whether ``problem`` is the double-dummy problem :class:`PartnersSearch`
    takes: tricks alone, four seats in two alternating sides, "follow suit,
    else any card", no privileged or distinct card, every class's cards
    consecutive bits each of its own power."""
    if not tricks_only(problem) or problem.seats != 4 or problem.follow is not Follow.SUIT:
        return False
    s = problem.side
    if s[0] != s[2] or s[1] != s[3] or s[0] == s[1] or problem.privilege or problem.distinct:
        return False
    t = problem.tables
    for mask in t.class_mask:
        members = bits_of(mask)
        if members and (members != list(range(members[0], members[-1] + 1)) or
                        len({t.power[b] for b in members}) != len(members)):
            return False
    return True


class PartnersSearch(TrickSearch):
    """The search of :func:`partners`' problems (see the module docstring)."""

    #: how often DDS's later-tricks bound, its skip of small cards and the
    #: second hand's quick trick fired
    fired: list[int]

    def _build(self) -> None:
        """Make the search: closures over the problem's tables, for speed
        (:meth:`TrickSearch.at_least` calls them)."""
        #: whether :meth:`exact` walks from its guess (from its second call)
        self._walk = False
        p = self.problem
        t = p.tables
        cm = t.class_mask
        trumps = cm[TRUMPS]
        beats = self._beats
        hands = self.hands
        side = p.side
        meter = self.budget
        counter = self._counter
        limit = INF if meter is None else meter.limit()
        masks = [m for m in cm if m]
        rows = highest_rows(masks)
        cls, above = t.cls, t.above
        cls_mask = tuple(cm[c] for c in cls)
        # each card's outside: the cards of the other classes and one bit above all
        full = (2 << len(cls)) - 1
        outside = tuple(full ^ m for m in cls_mask)
        # each class with cards: its mask, the offset of its field in the
        # owners' code (two bits a card, from its highest card), the offset
        # of its lengths in the shape (four bits a hand) and its field's mask
        classes: list[tuple[int, int, int, int]] = []
        offset = 0
        for i, m in enumerate(masks):
            n = m.bit_count()
            classes.append((m, offset, 16 * i, ((1 << (2 * n)) - 1) << offset))
            offset += 2 * n
        #: (shape, leader) -> code mask -> the code's cards under the mask ->
        #: (lower, upper bound on side 0's tricks, the best lead in relative
        #: ranks) proved there (an answer holds for every position whose
        #: cards under its mask agree).  Tuples, not lists, here and in
        #: ``hint``: a tuple of numbers, and a dict of nothing else, leave
        #: the garbage collector's care, so its full collections no longer
        #: walk the tables (a list stays in its care: they had taken 14% of
        #: the time of five deep searches)
        pt: dict[int, dict[int, dict[int, tuple[int, int, int]]]] = self._kept("pt")
        self.table = pt
        #: (shape, leader, code) -> (lower bound, upper bound, the code mask
        #: of each, the best lead in relative ranks): the bounds of the quick
        #: and sure tricks, and the lead that last answered there
        hint: dict[tuple[int, int], tuple[int, int, int, int, int]] = {}
        #: :func:`~playable.solver.partition.owners_code`'s description of
        #: a position at a trick's start, and those made, by the hands
        describe, whole = owners_code(classes)
        # what the tables say, read between searches (TrickSteps.known, .table_lead)
        self._known_start, self._stored_lead = table_readers(hands, hint, pt, whole, describe, cm)
        tops: dict[tuple[int, int], int] = {}
        #: :func:`moves_of`'s answers, by its key
        runs_of: dict[int, tuple[int, ...]] = {}
        cards = len(cls)  # the bits of a set of cards
        #: how often each of DDS's cut-offs fired (the tests count them): a
        #: later-tricks bound (:mod:`~playable.solver.pairs_bounds`) better
        #: than the sure trumps', a card
        #: skipped as one already tried
        #: (:func:`~playable.solver.partition.below_found`), the second
        #: hand's quick trick
        fired = self.fired = [0, 0, 0, 0, 0, 0, 0]
        count = sure_tricks(hands, masks, trumps, cards, fired)
        #: the cards whose ranks the last answer rested on
        rel = 0
        #: by the cards left in a hand and the seat to lead (``left << 2 |
        #: leader``): the last lead that answered
        killers = self._killers = [-1] * 64

        def over() -> None:
            nonlocal limit
            assert meter is not None
            limit = meter.check()

        def cut(found: int, remaining: int) -> int:
            """The owners' code mask of the cards ``found`` an answer rests
            on: in each class, its cards out down to the lowest of them."""
            if not found:
                return 0
            out = 0
            for m, off, _, _ in classes:
                rc = found & m
                if rc:
                    j = (remaining & m & ~((rc & -rc) - 1)).bit_count()
                    out |= ((1 << (2 * j)) - 1) << off
            return out

        def top(emask: int, remaining: int) -> int:
            """The cards of ``remaining`` an entry of code mask ``emask``
            rests on: the highest of each class, as many as its field holds."""
            out = 0
            if rows is not None:  # read from partition.highest's tables
                for (low, size, table), (_, _, _, fm) in zip(rows, classes):
                    f = emask & fm
                    if f:
                        sub = (remaining >> low) & size
                        row = table[sub]
                        if row is None:
                            row = highest_of(table, sub)
                        out |= row[f.bit_count() // 2] << low
                return out
            key = (emask, remaining)
            got = tops.get(key)
            if got is not None:
                return got
            for m, _, _, fm in classes:
                f = emask & fm
                if f:
                    out |= highest_counted(remaining & m, f.bit_count() // 2)
            if len(tops) > 1 << 18:
                tops.clear()
            tops[key] = out
            return out

        def bounds(leader: int, left: int, remaining: int,
                   ranked: int) -> tuple[int, int, int, int, int]:
            """(lower, upper bound on side 0's tricks, the code mask each
            rests on, of the cards ``ranked``; no best lead yet)."""
            q, rq, r, rr = count(leader, left, remaining)
            rq &= ranked
            rr &= ranked
            if side[leader] == 0:
                return q, left - r, cut(rq, remaining), cut(rr, remaining), -1
            return r, left - q, cut(rr, remaining), cut(rq, remaining), -1

        def start(leader: int, k: int) -> bool:
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
            h0, h1, h2, h3 = hands
            if left == 1:  # the last trick, forced
                win, ws = lead_hand.bit_length() - 1, leader
                for i in (1, 2, 3):
                    s = (leader + i) & 3
                    b = hands[s].bit_length() - 1
                    if (1 << b) & beats[win]:
                        win, ws = b, s
                # its winner's rank decided only if it beat a card of its class
                rel = 1 << win if (h0 | h1 | h2 | h3) & cls_mask[win] & ~(1 << win) else 0
                return side[ws] == 0
            remaining = h0 | h1 | h2 | h3
            hk = (h0, h1, h2, h3)
            sc = whole.get(hk)
            if sc is None:
                sc = describe(hk)
            shape, code, ranked = sc  # ranked: every card but a lone hand's classes
            pkey = shape << 2 | leader
            # the bounds known at this very position first: the table's
            # partition is scanned only where they do not answer
            hkey = (pkey, code)
            entry = hint.get(hkey)
            if entry is not None:
                if entry[0] >= k:
                    rel = top(entry[2], remaining)
                    return True
                if entry[1] < k:
                    rel = top(entry[3], remaining)
                    return False
            bucket = pt.get(pkey)
            rbest = -1
            if bucket is not None:
                # the masks stored last first (the likelier to answer)
                for emask, codes in reversed(bucket.items()):
                    bound = codes.get(code & emask)
                    if bound is not None:
                        if bound[0] >= k or bound[1] < k:
                            rel = top(emask, remaining)
                            if entry is not None:  # kept for this position
                                if bound[0] >= k:
                                    hint[hkey] = (bound[0], entry[1], emask, entry[3],
                                                  entry[4])
                                else:
                                    hint[hkey] = (entry[0], bound[1], entry[2], emask,
                                                  entry[4])
                            return bound[0] >= k
                        if bound[2] >= 0:
                            rbest = bound[2]
            if entry is None:
                entry = hint[hkey] = bounds(leader, left, remaining, ranked)
            lo, hi = entry[0], entry[1]
            if lo >= k:
                rel = top(entry[2], remaining)
                return True
            if hi < k:
                rel = top(entry[3], remaining)
                return False
            if entry[4] >= 0:
                rbest = entry[4]
            first = -1
            if rbest >= 0:  # the best lead, in relative ranks: the j-th of its class out
                first = nth_out(rbest, remaining, cm)
            maximize = side[leader] == 0
            result = not maximize
            best = -1
            found = 0
            skip = 0
            # the table's lead is tried before the others are weighed: where
            # it answers (as often), their order is not needed
            ahead = first >= 0 and (lead_hand >> first) & 1 and not one_run(
                lead_hand, remaining & ~lead_hand)
            if ahead:
                hands[leader] = lead_hand ^ (1 << first)
                if second(leader, first, remaining, k) == maximize:
                    result, best, found = maximize, first, rel
                else:
                    found = rel
                    skip = below_found(first, rel, cls_mask[first])
            if best < 0:
                moves = order_leads(leader, lead_hand, first, remaining, left)
                for b in moves[1:] if ahead else moves:
                    if (1 << b) & skip:
                        fired[1] += 1
                        continue
                    hands[leader] = lead_hand ^ (1 << b)
                    ok = second(leader, b, remaining, k)
                    if ok == maximize:
                        result, best = ok, b
                        found = rel
                        break
                    found |= rel
                    skip |= below_found(b, rel, cls_mask[b])
            hands[leader] = lead_hand
            if best >= 0:
                killers[left << 2 | leader] = best
            else:
                found = runs(moves, lead_hand, remaining, found)
            found &= ranked  # the shape places the cards of a class one hand holds alone
            emask = cut(found, remaining)
            if bucket is None:
                bucket = pt[pkey] = {}
            under = bucket.get(emask)
            if under is None:
                under = bucket[emask] = {}
            ecode = code & emask
            bound = under.get(ecode)
            elo, ehi, ejlo, ejhi, erbest = entry
            if best >= 0:
                rbest = erbest = cls[best] << 4 | (remaining & above[best]).bit_count()
            if result:
                if k > elo:
                    elo, ejlo = k, emask
            elif k - 1 < ehi:
                ehi, ejhi = k - 1, emask
            hint[hkey] = (elo, ehi, ejlo, ejhi, erbest)
            if bound is None:
                under[ecode] = (k, INF, rbest) if result else (0, k - 1, rbest)
            else:
                blo, bhi, brbest = bound
                if result:
                    if k > blo:  # noqa: PLR1730 - no call in the search's loop
                        blo = k
                elif k - 1 < bhi:
                    bhi = k - 1
                under[ecode] = (blo, bhi, rbest if best >= 0 else brbest)
            rel = found
            return result

        def moves_of(mask: int, others: int) -> Sequence[int]:
            """The cards of ``mask``, lowest first, one of each run of
            cards of a class with no card of ``others`` between them (kept
            as a tuple: shared, and out of the garbage collector's care)."""
            if not mask & (mask - 1):
                return (mask.bit_length() - 1,)
            # the key: ``mask`` and the cards of ``others`` within its span
            key = (others & ((1 << mask.bit_length()) - (mask & -mask))) << cards | mask
            out = runs_of.get(key)
            if out is not None:
                return out
            if len(runs_of) > 1 << 18:
                runs_of.clear()
            run: list[int] = []
            while mask:
                low = mask & -mask
                b = low.bit_length() - 1
                run.append(b)
                # the next card of ``others`` or of another class above it
                wall = (others | outside[b]) & ~((low << 1) - 1)
                mask &= -(wall & -wall)
            out = runs_of[key] = tuple(run)
            return out

        def one_run(hand: int, others: int) -> bool:
            """Whether the cards of ``hand`` are one run, no card of
            ``others`` between them (:func:`moves_of` gives one card)."""
            if not hand & (hand - 1):
                return True
            low = hand & -hand
            return not hand & ~cls_mask[low.bit_length() - 1] and not others & (
                (1 << hand.bit_length()) - low)

        order_leads = lead_order(hands, masks, trumps, cls, killers, moves_of, one_run)

        def cheapest_first(moves: Sequence[int], cards: int) -> Sequence[int]:
            """``moves`` with the lowest of ``cards`` first (a move: the card
            beaten parts the run), unchanged if ``cards`` is empty."""
            if not cards:
                return moves
            b = (cards & -cards).bit_length() - 1
            i = moves.index(b)
            return [b, *moves[:i], *moves[i + 1:]] if i else moves

        def winners_last(moves: Sequence[int], hand: int, remaining: int,
                         keep: int) -> Sequence[int]:
            """The discards ``moves`` (after the first ``keep``, left where
            they are) with the top cards of a plain class last: a card whose
            run reaches the highest card out of its class."""
            low: list[int] = []
            high: list[int] = []
            for i in range(keep, len(moves)):
                b = moves[i]
                m = cls_mask[b]
                if m != trumps and not (remaining & m & ~hand) >> b:
                    high.append(b)
                else:
                    low.append(b)
            if not high or not low:
                return moves
            return [*moves[:keep], *low, *high]

        def runs(moves: Sequence[int], hand: int, remaining: int, found: int) -> int:
            """``found`` (the cards a failure rests on), with the lowest
            card of each run of equal cards of ``hand`` (``moves`` holds
            the lowest of each) that the ranks in ``found`` would cut in
            two: the side failed with every card, trying one card of each
            run, which holds only where the run is the same."""
            for b in moves:
                m = cls_mask[b]
                rc = found & m
                low = rc & -rc  # the lowest card of the class the failure rests on
                if low >> b > 1:
                    # the run: the hand's cards from b up to the first card out not its
                    up = remaining & m & ~hand & ~((2 << b) - 1)
                    wall = up & -up
                    if low & hand and (not wall or low < wall):
                        found |= 1 << b
            return found

        def second(leader: int, lead: int, remaining: int, k: int) -> bool:
            """The second seat to play, to the card ``lead``."""
            nonlocal rel
            counter[0] += 1
            seat = (leader + 1) & 3
            hand = hands[seat]
            m = cls_mask[lead]
            mine = hand & m
            th = hands[(leader + 2) & 3]
            # the third seat follows the suit led, or holds no trump to ruff it
            third_follows = m == trumps or th & m or not th & trumps
            if third_follows and (k <= 1 if side[seat] == 0 else
                                  k > hands[leader].bit_count()):
                # the trick is all the second seat's side needs: DDS's quick
                # trick of the second hand, where his side surely takes it
                last = hands[(leader + 3) & 3]
                ours = (hand | last) & m
                if ours.bit_length() > (th & m | 1 << lead).bit_length():
                    # its highest card beats the lead and the third's
                    rel = 1 << (ours.bit_length() - 1)
                    fired[2] += 1
                    return side[seat] == 0
                if m != trumps and (not mine and hand & trumps or
                                    not last & m and last & trumps):
                    # it ruffs, and the third seat follows or cannot
                    rel = 0
                    fired[2] += 1
                    return side[seat] == 0
            moves = moves_of(mine or hand, remaining & ~hand)
            if len(moves) > 1:
                takes = beats[lead]
                # his partner, fourth, beats the lead and the third seat's card
                partner_takes = third_follows and (hands[(leader + 3) & 3] & m).bit_length() > (
                    th & m | 1 << lead).bit_length()
                if mine and partner_takes:
                    pass  # low first, as DDS's second hand plays
                elif mine:
                    # second hand low, unless a card of his takes the trick
                    # beyond the third seat's reach: the cheapest such first
                    reach = th & m or th
                    for i, b in enumerate(moves):
                        if (1 << b) & takes and not reach & beats[b]:
                            moves = [b, *moves[:i], *moves[i + 1:]]
                            break
                    else:
                        # none takes it: DDS's cover, the lowest card of a
                        # sequence of his above the lead and above the lowest
                        # card of the third and fourth seats in the class
                        # (it forces out a high card), unless his partner,
                        # fourth, takes the trick
                        t3 = th & m
                        t4 = hands[(leader + 3) & 3] & m
                        if t4.bit_length() <= max(lead + 1, t3.bit_length()):
                            floor = max(lead, (t3 & -t3).bit_length() - 1,
                                        (t4 & -t4).bit_length() - 1)
                            out = remaining & m
                            for i, b in enumerate(moves):
                                if b > floor and hand & out & ~((2 << b) - 1) & -(
                                        out & ~((2 << b) - 1)):
                                    if i:
                                        moves = [b, *moves[:i], *moves[i + 1:]]
                                    break
                else:
                    # void: discards first where his partner takes the trick,
                    # as DDS's second hand does; else the cheapest trump that
                    # takes first; a class's winners last
                    if partner_takes:
                        moves = winners_last(moves, hand, remaining, 0)
                    else:
                        moves = cheapest_first(moves, hand & takes)
                        moves = winners_last(moves, hand, remaining, 1 if hand & takes else 0)
            maximize = side[seat] == 0
            found = 0
            skip = 0
            for b in moves:
                bit = 1 << b
                if bit & skip:
                    fired[1] += 1
                    continue
                hands[seat] = hand ^ bit
                if bit & beats[lead]:
                    ok = third(leader, lead, b, seat, remaining, k)
                else:
                    ok = third(leader, lead, lead, leader, remaining, k)
                if ok == maximize:
                    hands[seat] = hand
                    return ok
                found |= rel
                skip |= below_found(b, rel, cls_mask[b])
            hands[seat] = hand
            rel = runs(moves, hand, remaining, found)
            return not maximize

        def settled(leader: int, pos: int, lead: int, win: int, ws: int) -> bool:
            """Whether no card the other side may still play to the trick
            once ``pos`` cards of it are played can take it from the
            winner's side (the caller asks it where the trick answers the
            question: side 0's one trick to take, or the one it cannot
            spare)."""
            wside = side[ws]
            m = cls_mask[lead]
            takes = beats[win]
            for i in range(pos, 4):
                o = (leader + i) & 3
                if side[o] != wside:
                    h = hands[o]
                    if (h & m or h) & takes:
                        return False
            return True

        def third(leader: int, lead: int, win: int, ws: int, remaining: int, k: int) -> bool:
            """The third seat (the leader's partner), ``win`` of ``ws`` winning."""
            nonlocal rel
            counter[0] += 1
            if (k <= 1 if side[ws] == 0 else k > hands[leader].bit_count()) and settled(
                    leader, 2, lead, win, ws):
                rel = 1 << win
                return side[ws] == 0
            seat = (leader + 2) & 3
            hand = hands[seat]
            m = cls_mask[lead]
            playable = hand & m or hand
            moves = moves_of(playable, remaining & ~hand)
            last = hands[(leader + 3) & 3]
            reach = last & m or last  # what the fourth seat may play
            takes = beats[win]
            keep = 0  # the cards put first, before the discards
            if len(moves) > 1 and (ws != leader or reach & takes):
                # the cheapest card that takes the trick beyond the fourth
                # seat's reach first (where the partner's card is at risk),
                # else (where the adversary's wins) the cheapest that takes it
                wins = playable & takes
                x = wins
                while x:
                    low = x & -x
                    if not reach & beats[low.bit_length() - 1]:
                        moves = cheapest_first(moves, low)
                        keep = 1
                        break
                    x ^= low
                else:
                    if ws != leader and wins:
                        moves = cheapest_first(moves, wins)
                        keep = 1
            if not hand & m and len(moves) > keep + 1:
                moves = winners_last(moves, hand, remaining, keep)
            maximize = side[seat] == 0
            found = 0
            skip = 0
            for b in moves:
                bit = 1 << b
                if bit & skip:
                    fired[1] += 1
                    continue
                hands[seat] = hand ^ bit
                if bit & takes:
                    ok = fourth(leader, lead, b, seat, remaining, k)
                else:
                    ok = fourth(leader, lead, win, ws, remaining, k)
                if ok == maximize:
                    hands[seat] = hand
                    return ok
                found |= rel
                skip |= below_found(b, rel, cls_mask[b])
            hands[seat] = hand
            rel = runs(moves, hand, remaining, found)
            return not maximize

        def fourth(leader: int, lead: int, win: int, ws: int, remaining: int, k: int) -> bool:
            """The last seat: the trick is done after his card."""
            nonlocal rel
            counter[0] += 1
            if (k <= 1 if side[ws] == 0 else k > hands[leader].bit_count()) and settled(
                    leader, 3, lead, win, ws):
                rel = 1 << win
                return side[ws] == 0
            seat = (leader + 3) & 3
            hand = hands[seat]
            takes = beats[win]
            maximize = side[seat] == 0
            m = cls_mask[lead]
            playable = hand & m or hand
            moves = moves_of(playable, remaining & ~hand)
            # the cards of this trick and the tricks after it
            table = remaining & ~(hands[0] | hands[1] | hands[2] | hands[3])
            sw = side[ws]
            keep = 0
            if sw != side[seat] and len(moves) > 1 and playable & takes:
                moves = cheapest_first(moves, playable & takes)
                keep = 1
            if not hand & m and len(moves) > keep + 1:
                moves = winners_last(moves, hand, remaining, keep)
            sk = side[seat]
            found = 0
            skip = 0
            for b in moves:
                bit = 1 << b
                if bit & skip:
                    fired[1] += 1
                    continue
                hands[seat] = hand ^ bit
                if bit & takes:
                    w = b
                    ok = start(seat, k - 1 if sk == 0 else k)
                else:
                    w = win
                    ok = start(ws, k - 1 if sw == 0 else k)
                # the winner's rank decided if it beat a card of its class
                if (table | bit) & cls_mask[w] & ~(1 << w):
                    rel |= 1 << w
                if ok == maximize:
                    hands[seat] = hand
                    return ok
                found |= rel
                skip |= below_found(b, rel, cls_mask[b])
            hands[seat] = hand
            rel = runs(moves, hand, remaining, found)
            return not maximize

        def play(pos: int, leader: int, lead: int, win: int, win_seat: int, remaining: int,
                 k: int) -> bool:
            """:meth:`TrickSearch.at_least`'s entry in a trick begun (``remaining``:
            the cards not played before it)."""
            if pos == 1:
                return second(leader, lead, remaining, k)
            if pos == 2:
                return third(leader, lead, win, win_seat, remaining, k)
            return fourth(leader, lead, win, win_seat, remaining, k)

        self._tricks_start = start
        self._tricks_play = play

    def found(self, node: Node) -> int:
        """The killer lead at a trick's start (``-1``: none, or mid-trick): at
        the root, the only start of its search with that many cards, the lead
        its last search found best; elsewhere maybe another position's."""
        if node.pos:
            return -1
        return self._killers[node.hands[node.leader].bit_count() << 2 | node.leader]

    def exact(self, node: Node, guess: int = 0) -> int:
        """:meth:`TrickSearch.exact`, but from the second call on (the root's
        next cards, whose values mostly lie near the card's before, passed as
        ``guess``) the steps are walked one by one from the guess, up while
        they are reached, down while they are not: a probe far from the
        value is cheap, but a binary search's probes there are wasted (the
        first call too, from DDS's 7 of 13: deals 1-70 2% slower at the median)."""
        if not self._walk:
            self._walk = True
            return super().exact(node, guess)
        _, g = self._steps(node)
        steps = [x for x in range(1, len(g)) if g[x] != g[x - 1]]
        j = sum(1 for x in steps if g[x] <= guess)  # the steps the guess reaches
        if j and not self.at_least(node, steps[j - 1]):
            j -= 1  # walk down: steps[j] is not reached
            while j and not self.at_least(node, steps[j - 1]):
                j -= 1
        else:
            while j < len(steps) and self.at_least(node, steps[j]):
                j += 1
        return g[steps[j - 1]] if j else g[0]
