"""The order of the leads at a trick's start, for Whist's search
(:class:`playable.solver.partners.PartnersSearch`): the likeliest best
lead first, so that a side that can reach its tricks finds the lead that
does so early and the others are never tried.

:func:`lead_order` makes the function that orders them: the lead the
table found best there first, then the others by a weight after DDS's
(Bo Haglund's double-dummy solver, its ``Moves.cpp``, read and not
copied): a class whose adversaries hold few cards first (a small tree),
against a class an adversary can ruff or whose highest cards the leader's
right-hand adversary holds, for the partner's ruff and the class the
partner commands, and for a singleton the partner returns for the
leader's ruff; a card that can win the trick by a weight of who holds the
class's two highest cards and whether it heads a sequence, a lower card
more (its rank counted from the highest out, as DDS counts it: from the
lowest, 24% more nodes), a run of the leader's weighed by its top card,
as DDS weighs a group of equal cards (by its lowest, the card played, 3%
more nodes); one that cannot, by whether the side holds the second and
third highest cards; and the last lead that answered with as many cards
in hand and the same seat to lead (the lowest card of its run); the
figures are nodes for the value from the first lead.

A class's weights depend on that class's cards in each hand and on a few
facts about the rest (the cards left in hand, where an adversary is out
of the class, and who holds a trump), so they are worked out once for
each such combination and kept (:func:`lead_order`'s ``weights``): seven
in eight of the classes weighed at a trick's start had been weighed
before with the same cards (the first leads of seeded deals 1-40).  The
search is the same, node for node; its time is measured in
:mod:`playable.solver.partners`' docstring and in
``tests/benchmarks/solver_pyodide.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

__all__ = ["lead_order"]

#: The most classes' weights one search keeps (then it forgets them and
#: makes them again as they are met): one search of Whist's seeded deals
#: 1-40 from the first lead met 19,381 at the most.
KEPT = 1 << 15


def lead_order(hands: list[int], masks: Sequence[int], trumps: int, cls: Sequence[int],
               killers: list[int], moves_of: Callable[[int, int], Sequence[int]],
               one_run: Callable[[int, int], bool]) -> Callable[[int, int, int, int, int],
                                                                Sequence[int]]:
    """The function ``(leader, lead_hand, first, remaining, left) -> leads``:
    the cards the seat ``leader`` may lead from ``lead_hand`` (one of each
    run, :func:`moves_of`'s), ``first`` (the table's best lead; -1: none)
    first where he holds it, then by weight (see the module docstring);
    ``remaining``: the cards still out; ``left``: the cards in each hand.
    ``hands``: the search's four hands, read at each call; ``masks``: the
    masks of the classes that hold cards; ``trumps``: the trumps' mask (0:
    none); ``cls``: each bit's class; ``killers``: by ``left << 2 |
    leader``, the last lead that answered (-1: none); ``one_run(hand,
    others)``: whether ``hand`` is one run of cards against ``others``."""
    width = len(cls).bit_length()  # the bits of a card's number
    low_bits = (1 << width) - 1
    #: by the class's cards in each hand and what else they read
    #: (``flags``): the leads of the class, each as one int (its weight, less
    #: first, then its bit), the same as the last lead that answered, and
    #: the leads' bits
    weights: dict[tuple[int, int, int, int, int],
                  tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]] = {}

    def order_leads(leader: int, lead_hand: int, first: int, remaining: int,
                    left: int) -> Sequence[int]:
        """The leads, the likeliest best first (see :func:`lead_order`)."""
        if one_run(lead_hand, remaining & ~lead_hand):
            return moves_of(lead_hand, remaining & ~lead_hand)
        pa = hands[(leader + 2) & 3]
        a1, a2 = hands[(leader + 1) & 3], hands[(leader + 3) & 3]
        t1, t2, tp = a1 & trumps, a2 & trumps, pa & trumps
        # what a class's weights read beyond its own cards (and the cards
        # left in hand, where an adversary is out of the class)
        flags = (bool(t1) << 4 | bool(t2) << 5 | bool(tp) << 6 |
                 (tp.bit_length() > t1.bit_length()) << 7 |
                 (tp.bit_length() > t2.bit_length()) << 8 | bool(lead_hand & trumps) << 9)
        killer = killers[left << 2 | leader]
        if killer >= 0 and not (lead_hand >> killer) & 1:
            killer = -1
        weighed: list[int] = []  # each lead as one int: its weight, less first, then its bit
        for m in masks:
            lm = lead_hand & m
            if not lm:
                continue
            x1, x2 = a1 & m, a2 & m
            f = flags if x1 and x2 else flags | left
            key = (lm, pa & m, x1, x2, f)
            got = weights.get(key)
            if got is None:
                if len(weights) > KEPT:
                    weights.clear()
                got = weights[key] = class_weights(m, lm, pa & m, x1, x2, f)
            packed, as_killer, bits = got
            k = -1
            if killer >= 0 and (1 << killer) & m:
                # the last lead that answered, as the lowest card of its run here
                for i, b in enumerate(bits):
                    if b <= killer:
                        k = i
            if k < 0 and (first < 0 or not (1 << first) & m):
                weighed += packed
                continue
            for i, x in enumerate(packed):
                if i == k:
                    x = as_killer[i]
                if x & low_bits != first:
                    weighed.append(x)
        weighed.sort()
        head = [first] if first >= 0 and (lead_hand >> first) & 1 else []
        return head + [x & low_bits for x in weighed]

    def class_weights(m: int, lm: int, xp: int, x1: int, x2: int, flags: int) -> tuple[
            tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
        """The leads of class ``m`` (the leader's cards of it ``lm``, his
        partner's ``xp``, the adversaries' ``x1`` on his left and ``x2``),
        each as one int (its weight, less first, then its bit); the same if
        it is the last lead that answered; and the leads' bits.
        ``flags``: the cards left in hand (where an adversary is out of the
        class), and who holds a trump."""
        left = flags & 15
        out = lm | xp | x1 | x2
        hi = out.bit_length() - 1  # the highest card out of the class
        rest = out ^ (1 << hi)
        hi2 = rest.bit_length() - 1  # the second (-1: none)
        l1, l2, lp = x1.bit_count(), x2.bit_count(), xp.bit_count()
        plain = m != trumps
        # a class whose adversaries hold few cards makes a small tree
        base = -10 * ((l1 or left) + (l2 or left))
        ruff1 = plain and not x1 and flags >> 4 & 1
        ruff2 = plain and not x2 and flags >> 5 & 1
        if ruff1 or ruff2:
            base -= 12
        if plain and not xp and flags >> 6 & 1 and l2:
            base += 17  # the partner ruffs
        # the seats by their places from the leader: 0 himself, 1 on his
        # left, 2 his partner, 3 on his right
        top_bit = 1 << hi
        owner_hi = 0 if lm & top_bit else 2 if xp & top_bit else 1 if x1 & top_bit else 3
        if hi2 >= 0:
            bit2 = 1 << hi2
            hi2_owner = 0 if lm & bit2 else 2 if xp & bit2 else 1 if x1 & bit2 else 3
            rest ^= bit2
        else:
            hi2_owner = -1
        # the third highest card's owner, where the side holds the second
        # (the next round's highest is then the side's)
        bit3 = 1 << (rest.bit_length() - 1) if rest else 0
        third = 0
        if (hi2_owner == 0 or hi2_owner == 2) and bit3:
            if hi2_owner == 2 and xp & bit3:
                third = 20
            elif lp > 1 and (hi2_owner == 0 and xp & bit3 or hi2_owner == 2 and lm & bit3):
                third = 13
        if owner_hi == 3 or hi2_owner == 3:
            if l2 != 1:
                base -= 12
        elif owner_hi == 1 and hi2_owner == 2 and lp != 1:
            base += 27
        if plain and owner_hi == 2 and lp > 1 and flags >> 9 & 1 and lm.bit_count() == 1:
            base += 19  # the partner wins it and returns it for the leader's ruff
        # the partner's ruff wins, whatever the adversaries void trump
        pruff = plain and not xp and flags >> 6 & 1 and (x1 or flags >> 7 & 1) and (
            x2 or flags >> 8 & 1)
        safe = not plain or (not ruff1 and not ruff2)
        # the trick won by the partner's card, or his ruff
        can = (xp and xp.bit_length() > (x1 | x2).bit_length() and safe) or bool(pruff)
        single = (l1 == 1 and owner_hi == 1) or (l2 == 1 and owner_hi == 3)
        bits = moves_of(lm, out ^ lm)
        packed: list[int] = []
        as_killer: list[int] = []
        for b in bits:
            nxt = out & ~((2 << b) - 1)  # the cards out above it
            # b, the lowest of a run of the leader's, is weighed by the
            # run's top card, as DDS weighs a group of equal cards: seq, the
            # leader's cards above b up to another hand's first card
            wall = nxt & ~lm
            seq = nxt & lm & ((wall & -wall) - 1) if wall else nxt & lm
            run_top = seq.bit_length() - 1 if seq else b
            if seq:
                nxt = out & ~((2 << run_top) - 1)
            # its rank among the cards out, from the highest (1) down: DDS's
            # relative rank, which weighs a lower card more
            rank = nxt.bit_count() + 1
            wins = (safe or pruff) if run_top == hi else can
            w = base
            if wins:
                if single:
                    w += 35 + rank
                elif owner_hi == 0:
                    w += 48 + rank if hi2_owner == 2 else (31 if run_top == hi else rank - 3)
                elif owner_hi == 2:
                    w += 42 + rank if hi2_owner == 0 else 28 + rank
                elif seq and run_top == hi2:
                    w += 40
                else:
                    w += 22 + rank if seq else 11 + rank
            else:
                w += third
                if single:
                    w += rank + 2
                elif owner_hi == 0:
                    w += 33 + rank if hi2_owner == 2 else (38 if run_top == hi else rank - 14)
                elif owner_hi == 2:
                    w += 34 + rank
                elif seq and run_top == hi2:
                    w += 35
                else:
                    # the card's own rank, 2 to 14 (a lower card more)
                    w += 15 - (m & ((1 << run_top) - 1)).bit_count()
            packed.append(-w << width | b)
            as_killer.append(-(w + (55 if wins else 18)) << width | b)
        return tuple(packed), tuple(as_killer), tuple(bits)

    return order_leads
