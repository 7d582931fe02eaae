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

* the transposition table, at each trick's start, is keyed on the leader
  and the hands in *relative ranks*: for each class, the owners of its
  cards still out from the highest down (so a position whose only
  difference is which small cards were played meets the same entry); it
  holds a lower and an upper bound on side 0's tricks and the best lead;
* at a trick's start, before any card is tried, the leader's *quick
  tricks* (the cards of his side no adversary can beat in their class,
  cashed while each adversary holding a trump still follows) bound his
  side's tricks from below, and the sure tricks of the other side's
  trumps (:func:`~playable.solver.search.trump_tricks`) from above;
* cards of one hand with no card of another hand (or on the table)
  between them are one choice (the move generator's merge);
* move ordering: the table's lead first; then the leads that cash a sure
  trick, the partner's ruffs, the leads of a class the partner commands,
  the rest from the lowest; to a lead, the seat whose side holds the trick
  beyond the reach of the adversaries to come plays low, the others the
  cheapest card that takes it beyond that reach (the second hand too,
  against the third's cards: that halved the nodes of seeded ten-card
  deals), else the cheapest that takes it, else low.

Measured (a shared machine of two cores): on 20 seeded deals of eight cards
a hand, every seat leading, side 0's tricks took 12 ms at the median and
79 ms at the worst (about 5,300 nodes at the median), against 26 ms and
188 ms for :class:`~playable.solver.search.TrickSearch` on the same
deals, and 0.21 ms for DDS's ``solve_board``.  Whole deals of thirteen
cards are still out of its reach: none of twenty (five deals, every
leader) was solved within 1,000,000 nodes (about 3 s), where DDS takes
51 ms at the median.  What DDS has and
this search has not: the partition of the table by the ranks that decided
an answer (TrickSearch's), the later-tricks cut-offs, and DDS's weighted
move ordering.
"""

from __future__ import annotations

from playable.engine.tricks import TRUMPS, Follow
from playable.solver.budget import INF
from playable.solver.moves import Problem, bits_of
from playable.solver.search import TrickSearch, tricks_only, trump_tricks

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

    def _build(self) -> None:
        """Make the search: closures over the problem's tables, for speed
        (:meth:`TrickSearch.at_least` calls them)."""
        p = self.problem
        t = p.tables
        cm = t.class_mask
        trumps = cm[TRUMPS]
        beats = self._beats
        moves_of = self._moves
        hands = self.hands
        side = p.side
        meter = self.budget
        counter = self._counter
        limit = INF if meter is None else meter.limit()
        masks = [m for m in cm if m]
        cls, above = t.cls, t.above
        cls_mask = tuple(cm[c] for c in cls)
        tt: dict[tuple[int, ...], list[int]] = {}
        self.table = tt
        codes: dict[tuple[int, int, int, int], int] = {}

        def over() -> None:
            nonlocal limit
            assert meter is not None
            limit = meter.check()

        def encode(segs: tuple[int, int, int, int]) -> int:
            """The owners of a class's cards out, from the highest, two bits
            each, after a leading 1."""
            x = segs[0] | segs[1] | segs[2] | segs[3]
            code = 1
            while x:
                top = 1 << (x.bit_length() - 1)
                x ^= top
                code = code << 2 | (0 if segs[0] & top else 1 if segs[1] & top
                                    else 2 if segs[2] & top else 3)
            codes[segs] = code
            return code

        def quick(leader: int) -> int:
            """The leader's quick tricks: his cards that no other hand (his
            partner's neither, who might take the lead from him) can beat
            in their class, as many of a plain class as each adversary
            holding a trump can follow; all his cards of a class once every
            other hand is out of it and no adversary can trump it."""
            mine = hands[leader]
            a1, a2 = hands[(leader + 1) & 3], hands[(leader + 3) & 3]
            ours = hands[(leader + 2) & 3]
            t1, t2 = a1 & trumps, a2 & trumps
            q = 0
            for m in masks:
                mc = mine & m
                if not mc:
                    continue
                x1, x2, xp = a1 & m, a2 & m, ours & m
                others = x1 | x2 | xp
                w = (mc >> others.bit_length()).bit_count() if others else mc.bit_count()
                if not w:
                    continue
                l1, l2 = x1.bit_count(), x2.bit_count()
                if m != trumps and (t1 or t2):
                    if t1 and l1 < w:
                        w = l1
                    if t2 and l2 < w:
                        w = l2
                elif l1 <= w and l2 <= w and xp.bit_count() <= w:
                    w = mc.bit_count()
                q += w
            return q

        def entry_to(mine: int, ours: int, a1: int, a2: int) -> bool:
            """Whether the leader (``mine``) can put his partner (``ours``) on
            lead whatever the adversaries (``a1``, ``a2``) play: a class the
            leader holds where the partner's highest card beats theirs and
            neither can trump it."""
            t1, t2 = a1 & trumps, a2 & trumps
            for m in masks:
                pm, mc = ours & m, mine & m
                if not pm or not mc:
                    continue
                x1, x2 = a1 & m, a2 & m
                if pm.bit_length() > ((x1 | x2) | (mc & -mc)).bit_length() and (
                        m == trumps or (x1 or not t1) and (x2 or not t2)):
                    return True
            return False

        def sure_trumps(a: int, b: int, theirs: int) -> int:
            """The most tricks one of two hands' trumps take whatever the play."""
            if not trumps:
                return 0
            ma, mb = a & trumps, b & trumps
            x = trump_tricks(ma, theirs)[0] if ma else 0
            y = trump_tricks(mb, theirs)[0] if mb else 0
            return max(x, y)

        def start(leader: int, k: int) -> bool:
            """Does side 0 take at least ``k`` of the tricks from the start of
            a trick led by ``leader``?"""
            counter[0] += 1
            if counter[0] > limit:
                over()
            lead_hand = hands[leader]
            left = lead_hand.bit_count()
            if k <= 0:
                return True
            if k > left:
                return False
            h0, h1, h2, h3 = hands
            if left == 1:  # the last trick, forced
                win, ws = lead_hand.bit_length() - 1, leader
                for i in (1, 2, 3):
                    s = (leader + i) & 3
                    b = hands[s].bit_length() - 1
                    if (1 << b) & beats[win]:
                        win, ws = b, s
                return side[ws] == 0
            key = [leader]
            for m in masks:
                segs = (h0 & m, h1 & m, h2 & m, h3 & m)
                c = codes.get(segs)
                key.append(encode(segs) if c is None else c)
            tkey = tuple(key)
            entry = tt.get(tkey)
            if entry is not None:
                lo, hi, rbest = entry
                if lo >= k:
                    return True
                if hi < k:
                    return False
                first = -1
                if rbest >= 0:  # the best lead, in relative ranks: the j-th of its class out
                    x = (h0 | h1 | h2 | h3) & cm[rbest >> 4]
                    for _ in range(rbest & 15):
                        x ^= 1 << (x.bit_length() - 1)
                    first = x.bit_length() - 1
            else:
                partner = (leader + 2) & 3
                mine, ours = hands[leader], hands[partner]
                a1, a2 = hands[(leader + 1) & 3], hands[(leader + 3) & 3]
                q = quick(leader)
                if entry_to(mine, ours, a1, a2):  # the partner's quick tricks, reached
                    qp = quick(partner)
                    if qp > q:  # noqa: PLR1730
                        q = qp
                s = sure_trumps(ours, mine, (a1 | a2) & trumps)
                if s > q:  # noqa: PLR1730 - no call in the search's loop
                    q = s
                r = sure_trumps(a1, a2, (mine | ours) & trumps)
                if q > left - r:  # noqa: PLR1730 - both are sure; never met
                    q = left - r
                if side[leader] == 0:
                    lo, hi = q, left - r
                else:
                    lo, hi = r, left - q
                first = -1
                if lo >= k or hi < k:
                    tt[tkey] = [lo, hi, -1]
                    return lo >= k
            moves = order_leads(leader, lead_hand, first)
            maximize = side[leader] == 0
            result = not maximize
            best = first
            for b in moves:
                hands[leader] = lead_hand ^ (1 << b)
                ok = second(leader, b, k)
                if ok == maximize:
                    result, best = ok, b
                    break
            hands[leader] = lead_hand
            if result:
                if k > lo:  # noqa: PLR1730
                    lo = k
            elif k - 1 < hi:
                hi = k - 1
            rbest = -1
            if best >= 0:
                rbest = cls[best] << 4 | ((h0 | h1 | h2 | h3) & above[best]).bit_count()
            tt[tkey] = [lo, hi, rbest]
            return result

        def order_leads(leader: int, lead_hand: int, first: int) -> list[int]:
            """The leads, the likeliest best first (see the module docstring)."""
            partner = (leader + 2) & 3
            ours = hands[partner]
            a1, a2 = hands[(leader + 1) & 3], hands[(leader + 3) & 3]
            others = a1 | a2 | ours
            moves = moves_of(lead_hand, -1, -1, others)
            if len(moves) == 1:
                return moves
            t1, t2, tp = a1 & trumps, a2 & trumps, ours & trumps
            cash, toward, ruff, rest = [], [], [], []
            for b in moves:
                if b == first:
                    continue
                m = cls_mask[b]
                x1, x2 = a1 & m, a2 & m
                theirs = x1 | x2
                if not (theirs >> b) and (m == trumps or (x1 or not t1) and (x2 or not t2)):
                    cash.append(b)
                    continue
                pm = ours & m
                if pm and pm.bit_length() > theirs.bit_length() and (
                        m == trumps or (x1 or not t1) and (x2 or not t2)):
                    toward.append(b)
                elif not pm and tp and m != trumps and (
                        x2 or not t2 or t2.bit_length() < tp.bit_length()):
                    ruff.append(b)
                else:
                    rest.append(b)
            out = [first] if first >= 0 and (lead_hand >> first) & 1 else []
            return out + cash + ruff + toward + rest

        def second(leader: int, lead: int, k: int) -> bool:
            """The second seat to play, to the card ``lead``."""
            counter[0] += 1
            seat = (leader + 1) & 3
            hand = hands[seat]
            m = cls_mask[lead]
            mine = hand & m
            moves = moves_of(hand, lead, lead, others_of(seat, 1 << lead))
            if len(moves) > 1:
                takes = beats[lead]
                if mine:
                    # second hand low, unless a card of his takes the trick
                    # beyond the third seat's reach: the cheapest such first
                    third_hand = hands[(leader + 2) & 3]
                    reach = third_hand & m or third_hand
                    for b in moves:
                        if (1 << b) & takes and not reach & beats[b]:
                            moves = [b] + [c for c in moves if c != b]
                            break
                else:
                    # void: the cheapest trump that takes first, then discards
                    win = [b for b in moves if (1 << b) & takes]
                    if win:
                        moves = win[:1] + [b for b in moves if b != win[0]]
            maximize = side[seat] == 0
            lead_bit = 1 << lead
            for b in moves:
                bit = 1 << b
                hands[seat] = hand ^ bit
                if bit & beats[lead]:
                    ok = third(leader, lead, b, seat, lead_bit | bit, k)
                else:
                    ok = third(leader, lead, lead, leader, lead_bit | bit, k)
                if ok == maximize:
                    hands[seat] = hand
                    return ok
            hands[seat] = hand
            return not maximize

        def others_of(seat: int, table: int) -> int:
            out = table
            for s in (0, 1, 2, 3):
                if s != seat:
                    out |= hands[s]
            return out

        def third(leader: int, lead: int, win: int, ws: int, table: int, k: int) -> bool:
            """The third seat (the leader's partner), ``win`` of ``ws`` winning."""
            counter[0] += 1
            seat = (leader + 2) & 3
            hand = hands[seat]
            m = cls_mask[lead]
            moves = moves_of(hand, lead, win, others_of(seat, table))
            last = hands[(leader + 3) & 3]
            reach = last & m or last  # what the fourth seat may play
            takes = beats[win]
            if len(moves) > 1:
                if ws == leader:
                    if reach & takes:
                        # the partner's card at risk: the cheapest card that
                        # takes it beyond the fourth seat's reach, then low
                        safe = [b for b in moves if (1 << b) & takes and not reach & beats[b]]
                        if safe:
                            moves = safe[:1] + [b for b in moves if b != safe[0]]
                else:
                    win_cards = [b for b in moves if (1 << b) & takes]
                    if win_cards:
                        safe = [b for b in win_cards if not reach & beats[b]]
                        head = safe[0] if safe else win_cards[0]
                        moves = [head] + [b for b in moves if b != head]
            maximize = side[seat] == 0
            for b in moves:
                bit = 1 << b
                hands[seat] = hand ^ bit
                if bit & takes:
                    ok = fourth(leader, lead, b, seat, table | bit, k)
                else:
                    ok = fourth(leader, lead, win, ws, table | bit, k)
                if ok == maximize:
                    hands[seat] = hand
                    return ok
            hands[seat] = hand
            return not maximize

        def fourth(leader: int, lead: int, win: int, ws: int, table: int, k: int) -> bool:
            """The last seat: the trick is done after his card."""
            counter[0] += 1
            seat = (leader + 3) & 3
            hand = hands[seat]
            takes = beats[win]
            maximize = side[seat] == 0
            # the trick's winner: his side's if he takes it or his partner holds it
            if side[ws] == side[seat]:  # low first (the next leader is his side's)
                moves = moves_of(hand, lead, win, others_of(seat, table))
                kk = k - 1 if side[ws] == 0 else k
                for b in moves:
                    bit = 1 << b
                    hands[seat] = hand ^ bit
                    ok = start(seat if bit & takes else ws, kk)
                    if ok == maximize:
                        hands[seat] = hand
                        return ok
                hands[seat] = hand
                return not maximize
            moves = moves_of(hand, lead, win, others_of(seat, table))
            if len(moves) > 1:
                win_cards = [b for b in moves if (1 << b) & takes]
                if win_cards:
                    moves = win_cards[:1] + [b for b in moves if b != win_cards[0]]
            sk = side[seat]
            for b in moves:
                bit = 1 << b
                hands[seat] = hand ^ bit
                if bit & takes:
                    ok = start(seat, k - 1 if sk == 0 else k)
                else:
                    ok = start(ws, k - 1 if side[ws] == 0 else k)
                if ok == maximize:
                    hands[seat] = hand
                    return ok
            hands[seat] = hand
            return not maximize

        def play(pos: int, leader: int, lead: int, win: int, win_seat: int, remaining: int,
                 k: int) -> bool:
            """:meth:`TrickSearch.at_least`'s entry in a trick begun (``remaining``:
            the cards not played before it)."""
            table = remaining
            for h in hands:
                table &= ~h
            if pos == 1:
                return second(leader, lead, k)
            if pos == 2:
                return third(leader, lead, win, win_seat, table, k)
            return fourth(leader, lead, win, win_seat, table, k)

        self._tricks_start = start
        self._tricks_play = play
