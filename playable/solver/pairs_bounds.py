"""The sure tricks of a position at a trick's start, for Whist's search
(:class:`playable.solver.partners.PartnersSearch`): the bounds it takes at
each new position before any card is tried (see that module's docstring).

:func:`sure_tricks` makes, over the search's hands (a list it changes in
place) and its problem's classes, the function that counts them: the tricks
the side on lead surely takes (the leader's quick tricks, or his partner's
where the leader can reach them, or both: the leader's, then his
partner's in the classes the leader left alone, reached in one of them;
the leader's counted as if no adversary could ruff once his trumps that no
other hand beats are as many as each adversary's trumps; or one hand's
sure trumps; or, where he has none of these, the trick his partner ruffs
in a class the leader leads and the partner is out of, DDS's too), the tricks the
other side surely takes (one hand's sure trumps, or DDS's later-tricks
rules), and the cards each count rests on.
"""

from __future__ import annotations

from collections.abc import Callable

from playable.solver.search import trump_tricks

__all__ = ["sure_tricks"]


def sure_tricks(hands: list[int], masks: list[int], trumps: int, cards: int,
                fired: list[int]) -> Callable[[int, int, int], tuple[int, int, int, int]]:
    """The function ``(leader, left, remaining) -> (q, rq, r, rr)``: the
    tricks ``q`` of the ``left`` the leader's side surely takes and ``r``
    the other side's, with the cards ``rq``, ``rr`` each rests on
    (``remaining``: the cards still out).  ``hands``: the four hands, read
    at each call; ``masks``: the classes' masks that hold cards; ``trumps``:
    the trumps' mask (0: none); ``cards``: the bits of a set of cards;
    ``fired[0]`` counts the later-tricks bounds taken over the sure trumps',
    ``fired[3]`` the quick tricks of both hands taken over the others,
    ``fired[4]`` the adversaries' trumps found drawn, ``fired[5]`` the
    partner's ruff counted, ``fired[6]`` the quick tricks of both hands
    taken where the leader's trumps drew theirs before he crossed."""
    #: :func:`sure_trumps`'s answers, by its hands' trumps
    sure: dict[int, tuple[int, int]] = {}
    #: :func:`quick`'s tricks and cards class by class: the leader's, his partner's
    mq = [0] * (2 * len(masks))
    oq = list(mq)

    #: whether the last :func:`quick` found the adversaries' trumps drawn
    drew = [False]

    def quick(mine: int, ours: int, a1: int, a2: int, per: list[int],
              drawn: bool = False) -> tuple[int, int]:
        """The quick tricks of a hand on lead (``mine``; ``ours`` his
        partner's, ``a1`` and ``a2`` the adversaries'): his cards that no
        other hand (his partner's neither, who might take the lead from
        him) can beat in their class, as many of a plain class as each
        adversary holding a trump can follow; all his cards of a class once
        every other hand is out of it and no adversary can trump it.  With
        them, the cards they rest on (in each class counted, the lowest of
        the cards counted: the lengths are the shape's); class by class (the
        ``i``-th of ``masks``) the tricks counted and that card, in ``per``
        (at ``2 * i`` and ``2 * i + 1``).  ``drawn``: the adversaries'
        trumps are gone (the leader's drew them before this hand cashes)."""
        t1, t2 = (0, 0) if drawn else (a1 & trumps, a2 & trumps)
        drew[0] = False
        if t1 or t2:
            mt = mine & trumps
            rest = (a1 | a2 | ours) & trumps
            if (mt >> rest.bit_length()).bit_count() >= max(t1.bit_count(), t2.bit_count()):
                # his trumps no other hand can beat draw the adversaries'
                # first: then none of theirs is left to ruff his classes
                t1 = t2 = 0
                fired[4] += 1
                drew[0] = True
        q = r = 0
        i = 0
        for m in masks:
            mc = mine & m
            w = 0
            tops = 0
            if mc:
                x1, x2, xp = a1 & m, a2 & m, ours & m
                others = x1 | x2 | xp
                tops = mc >> others.bit_length() << others.bit_length() if others else mc
                w = tops.bit_count()
            if w:
                l1, l2 = x1.bit_count(), x2.bit_count()
                if m != trumps and (t1 or t2):
                    if t1 and l1 < w:
                        w = l1
                    if t2 and l2 < w:
                        w = l2
                    # the w highest cards decide
                    drop = tops.bit_count() - w
                    while drop > 0:
                        tops &= tops - 1
                        drop -= 1
                elif l1 <= w and l2 <= w and xp.bit_count() <= w:
                    w = mc.bit_count()
            # the lowest of the highest cards counted: the cards below it
            # play as small cards
            low = tops & -tops if w else 0
            r |= low
            q += w
            per[i] = w
            per[i + 1] = low
            i += 2
        return q, r

    def crossed(mine: int, ours: int) -> tuple[int, int]:
        """DDS's quick tricks of both hands of the side on lead: the leader
        (``mine``) cashes his quick tricks (as :func:`quick` left them in
        ``mq``), then leads a class in which he counted none to his
        partner's (``ours``) highest card, and the partner cashes his own
        (``oq``; counted with the adversaries' trumps gone where the
        leader's drew them) in every class the leader left alone.  The tricks, and
        the cards they rest on; none (0, 0) without such a class.  (Where
        they are more than the partner's cards, the side takes every
        trick: the partner, following or discarding to the leader's
        tricks, keeps his highest card of that class and as many of those
        he counts as he has cards left.)"""
        q = r = 0
        entry = False
        i = 0
        for m in masks:
            w = mq[i]
            if w:
                q += w
                r |= mq[i + 1]
            else:
                wo = oq[i]
                q += wo
                r |= oq[i + 1]
                if wo and mine & m:
                    entry = True
            i += 2
        return (q, r) if entry else (0, 0)

    def entry_to(mine: int, ours: int, a1: int, a2: int) -> int:
        """Whether the leader (``mine``) can put his partner (``ours``) on
        lead whatever the adversaries (``a1``, ``a2``) play: a class the
        leader holds where the partner's highest card beats theirs and
        the leader's lowest, and neither can trump it.  That card of
        the partner's, as a bit (0: none)."""
        t1, t2 = a1 & trumps, a2 & trumps
        for m in masks:
            pm, mc = ours & m, mine & m
            if not pm or not mc:
                continue
            x1, x2 = a1 & m, a2 & m
            if pm.bit_length() > ((x1 | x2) | (mc & -mc)).bit_length() and (
                    m == trumps or (x1 or not t1) and (x2 or not t2)):
                return 1 << (pm.bit_length() - 1)
        return 0

    def sure_trumps(a: int, b: int, theirs: int) -> tuple[int, int]:
        """The most tricks one of two hands' trumps take whatever the
        play, and the lowest trump it counts (0: the lengths decide)."""
        if not trumps:
            return 0, 0
        ma, mb = a & trumps, b & trumps
        # remembered by the three sets of trumps (disjoint: one int)
        key = (ma << cards | mb) << cards | theirs
        out = sure.get(key)
        if out is None:
            if len(sure) > 1 << 18:
                sure.clear()
            x, rx = trump_tricks(ma, theirs) if ma else (0, 0)
            y, ry = trump_tricks(mb, theirs) if mb else (0, 0)
            out = sure[key] = (x, rx) if x >= y else (y, ry)
        return out

    def later(leader: int, left: int, remaining: int) -> tuple[int, int]:
        """The tricks the side not on lead surely takes by DDS's
        later-tricks rules (one or two; 0: none found), and the cards
        that rests on: with no trump out, a trick if the side to lead
        cannot take them all (leading each time, it leads only classes
        it commands, and takes no more tricks in one than its longer
        hand holds); with trumps out, a trump trick behind the top
        trump (the second sitting over the first, with a card to play
        under it), or with the second and third, or two with the two
        highest and a third trump to spare."""
        mine, ours = hands[leader], hands[(leader + 2) & 3]
        us = mine | ours
        tr = remaining & trumps
        if not tr:
            total = 0
            theirs = 0
            for m in masks:
                x = remaining & m
                if x:
                    t1 = 1 << (x.bit_length() - 1)
                    if t1 & us:
                        a, b = (mine & m).bit_count(), (ours & m).bit_count()
                        total += max(a, b)
                    else:
                        theirs |= t1
            return (1, theirs) if total < left else (0, 0)
        t1 = 1 << (tr.bit_length() - 1)
        x = tr ^ t1
        if not x:
            return 0, 0
        t2 = 1 << (x.bit_length() - 1)
        hh = (leader + 1) & 3 if hands[(leader + 1) & 3] & t2 else (leader + 3) & 3
        if t1 & us:
            if t2 & us or (hands[hh] & trumps).bit_count() < 2:
                return 0, 0
            if hands[(hh + 3) & 3] & t1:  # the second sits over the top
                return 1, t2
            x ^= t2
            t3 = 1 << (x.bit_length() - 1) if x else 0
            return (1, t3) if t3 & ~us else (0, 0)
        if t2 & us:
            return 1, t1
        if (hands[hh] & trumps).bit_count() > 1 or (
                hands[(hh + 2) & 3] & trumps).bit_count() > 1:
            return 2, t2
        return 1, t1

    def ruff(mine: int, ours: int, a1: int, a2: int) -> tuple[int, int]:
        """DDS's quick trick of the partner's ruff, where the leader
        (``mine``) has none of his own: a plain class he holds and his
        partner (``ours``) does not, the partner holding a trump, and each
        adversary following or holding no trump, or void and holding only
        trumps below the partner's highest.  One trick, and the card it
        rests on (the partner's highest trump where it must beat theirs;
        else none: the lengths decide); (0, 0) where no class will do."""
        tp = ours & trumps
        if not tp:
            return 0, 0
        t1, t2 = a1 & trumps, a2 & trumps
        high = tp.bit_length()
        for m in masks:
            if m == trumps or not mine & m or ours & m:
                continue
            f1, f2 = a1 & m, a2 & m
            if (f1 or not t1) and (f2 or not t2):
                fired[5] += 1
                return 1, 0
            # the trumps of an adversary void in the class, which the partner's must beat
            if ((0 if f1 else t1) | (0 if f2 else t2)).bit_length() < high:
                fired[5] += 1
                return 1, 1 << (high - 1)
        return 0, 0

    def count(leader: int, left: int, remaining: int) -> tuple[int, int, int, int]:
        """The sure tricks of each side, the leader's first (see above)."""
        partner = (leader + 2) & 3
        mine, ours = hands[leader], hands[partner]
        a1, a2 = hands[(leader + 1) & 3], hands[(leader + 3) & 3]
        r, rr = sure_trumps(a1, a2, (mine | ours) & trumps)
        lt, rl = later(leader, left, remaining)
        if lt > r:
            r, rr = lt, rl
            fired[0] += 1
        q, rq = quick(mine, ours, a1, a2, mq)
        drawn = drew[0]
        # the partner's quick tricks, reached (unless the leader's are all
        # the other side can spare)
        e = entry_to(mine, ours, a1, a2) if q < left - r else 0
        if e:
            qp, rp = quick(ours, mine, a2, a1, oq)
            if qp > q:
                q, rq = qp, rp | e
            if drawn:
                # the leader cashes his trumps, which draw theirs, before he
                # crosses: the partner's classes are then safe from a ruff
                quick(ours, mine, a2, a1, oq, True)
            c, rc = crossed(mine, ours)
            # where more, the side takes every trick the other side can spare
            c = min(c, left - r)
            if c > q:
                q, rq = c, rc
                fired[3] += 1
                fired[6] += drawn
        if q < left - r:
            s, rs = sure_trumps(ours, mine, (a1 | a2) & trumps)
            if s > q:
                q, rq = s, rs
        if not q and trumps:
            q, rq = ruff(mine, ours, a1, a2)
        if q > left - r:  # noqa: PLR1730 - both are sure; never met
            q = left - r
        return q, rq, r, rr

    return count
