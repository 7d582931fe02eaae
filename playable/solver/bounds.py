"""The bounds of :class:`playable.solver.search.TrickSearch` at a trick's
start: tricks a side takes whatever the play, from the hands alone.

:func:`trump_tricks`, the tricks one hand's trumps take against the other
side's; :func:`cashed`, the plain tricks a hand cashes once it has the lead;
:func:`sure_tricks`, the most of these a side is sure of (DDS's quick tricks:
the leader's, or his partner's through a card of the leader's in their
suit); :func:`kept_trick`, a trick a side keeps, by the top cards of one
hand, when the other side leads; and :func:`short_of_all`, a quick look that
says where a side's sure tricks cannot be every trick left.  Each gives with its number the cards whose
ranks it rests on, for the partition search (:mod:`playable.solver.partition`);
the lengths it rests on are in the shape.  The tests check each against the
exhaustive search.
"""

from __future__ import annotations

from playable.engine.tricks import TRUMPS


def trump_tricks(mine: int, theirs: int) -> tuple[int, int]:
    """Tricks the trumps of one hand (``mine``) take whatever the play,
    against the other side's trumps ``theirs``: a trump played takes its
    trick unless a higher trump is in it, every card is played by the end
    and a hand puts one card in a trick, so each of the other side's trumps
    beats at most one of the hand's below it (walking down the trumps, each
    of theirs is owed one).  With the number, the lowest trump counted (its
    bit; 0 when none is, or when the other side has no trump): whoever holds
    the trumps below it, the number is no less."""
    if not theirs:
        return mine.bit_count(), 0
    m = owing = low = 0
    x = mine | theirs
    while x:
        b = 1 << (x.bit_length() - 1)
        x ^= b
        if b & theirs:
            owing += 1
        elif owing:
            owing -= 1
        else:
            m += 1
            low = b
    return m, low


def cashed(hands: list[int], s: int, below: int, others: list[int], cm: tuple[int, ...],
           above: tuple[int, ...]) -> tuple[int, int, int]:
    """The plain tricks hand ``s`` of ``hands`` cashes once it has the lead
    (``cm`` the tables' class masks, ``above`` their higher cards): in each
    suit its cards above every card of ``below`` in it, as many as it holds
    and each hand of ``others`` holding a trump must follow (the lead
    stays with it while they win; those without a trump cannot take them).
    With the number, the cards whose ranks it rests on (the highest card of
    ``below`` in each suit counted) and the suits in which it takes one at
    least (their masks)."""
    trumps = cm[TRUMPS]
    mine = hands[s]
    m = rel = suits = 0
    for c in range(4):
        mc = mine & cm[c]
        if not mc:
            continue
        tc = below & cm[c]
        top = (mc & above[tc.bit_length() - 1]) if tc else mc
        if not top:
            continue
        if tc:
            rel |= 1 << (tc.bit_length() - 1)
        q = top.bit_count()
        for o in others:
            h = hands[o]
            if h & trumps:
                length = (h & cm[c]).bit_count()
                if length < q:  # noqa: PLR1730
                    q = length
        if q:
            m += q
            suits |= cm[c]
    return m, rel, suits


#: _OTHERS[n][s]: the seats of ``n`` other than ``s`` (for :func:`sure_tricks`,
#: made once a number of seats).
_OTHERS: dict[int, list[list[int]]] = {}


def sure_tricks(hands: list[int], seats: list[int], others: list[int], leader: int,
                cm: tuple[int, ...], above: tuple[int, ...]) -> tuple[int, int]:
    """Tricks the side of ``seats`` takes whatever the play, against
    ``others``, from the start of a trick led by ``leader``: the most one
    hand's trumps take (:func:`trump_tricks`), and for the ``leader`` (if one
    of ``seats``) with his quick tricks (:func:`cashed`: his plain cards that
    no other hand can beat, a partner's neither: a partner who overtook one,
    or trumped it, would lead next, perhaps no winner), in other tricks than
    his trumps'; or for a partner of the leader, his trumps' and his quick
    tricks (above the leader's cards too) when the leader holds a card of a
    suit in which the partner takes one (the leader leads it, the partner
    wins it and has the lead).  With the number, the cards whose ranks it
    rests on (in each class, the lowest: the lowest trump counted, the
    highest card below a suit's quick tricks); the lengths it rests on are
    in the shape."""
    trumps = cm[TRUMPS]
    theirs = 0
    for o in others:
        theirs |= hands[o]
    theirs &= trumps
    every = 0
    for h in hands:
        every |= h
    best = best_rel = 0
    leading = leader in seats
    if leading:
        n = len(hands)
        if n not in _OTHERS:
            _OTHERS[n] = [[o for o in range(n) if o != s] for s in range(n)]
        others_of = _OTHERS[n]
    for s in seats:
        m, rel = trump_tricks(hands[s] & trumps, theirs)
        if leading:
            # above every other hand's cards, a partner's too, and no more
            # in a suit than each other hand with a trump holds of it, a
            # partner's too: a partner who overtook or trumped would lead next
            q, rq, suits = cashed(hands, s, every & ~hands[s], others_of[s], cm, above)
            if s == leader or suits & hands[leader]:
                m += q
                rel |= rq
        if m > best:
            best, best_rel = m, rel
    return best, best_rel


def short_of_all(hands: list[int], seats: list[int], remaining: int, trumps: int,
                 above: tuple[int, ...]) -> bool:
    """Whether :func:`sure_tricks` of the side of ``seats`` is surely short of
    every trick left, found without counting it: each of its hands holds a
    plain card that a card of another hand (of ``remaining``, the cards in
    the hands) beats in its class (its lowest plain card is looked at).  A
    hand's sure tricks are at most its trumps and its plain cards above
    every other hand's in their suit, so such a card is never among them.
    The trick search asks this before the other side's sure tricks where the
    question is one trick (a devole's): there they answer only when they are
    every trick, and seldom are (70 of 10,480 entries on the slowest first
    lead of ``bench --solver``)."""
    plain = ~trumps
    for s in seats:
        h = hands[s]
        x = h & plain
        if not x or not remaining & ~h & above[(x & -x).bit_length() - 1]:
            return False
    return True


def kept_trick(hands: list[int], xs: list[int], ys: list[int], remaining: int,
               cm: tuple[int, ...], privilege: int, *, screen: bool = True) -> int:
    """Whether side ``xs`` takes a trick whatever the play, from the start of
    a trick that side ``ys`` leads, when the rule of following is "follow
    suit if able, else any card" (with the matadores' privilege, law 17, on
    the bits ``privilege``; ``remaining`` the cards in the hands): the cards
    the answer rests on, 0 when it is not shown.

    Take a hand of ``xs`` holding the highest card out in each suit of a set
    A (``a`` suits, of its ``L`` cards; each set of the suits whose highest
    card it holds is tried), and say ``ys`` take every trick, so
    lead every one.  The hand keeps its top cards until their suit is led
    (it plays its other cards before, ``L - a`` of them).  Until a suit of A
    is led, every trick is led in a class outside A, in each plain suit at
    most as many times as the longest holding of ``ys`` in it (each of them
    must follow), in the trumps at most as many times as ``ys`` hold
    privileged trumps (law 17: a matador need not follow a lower trump)
    and hold trumps not privileged in their longest holding (a trump led
    is a matador, or each hand holding a trump not privileged must play a
    trump to it, that or a matador); if these ``U`` leads are at most ``L - a``, a suit of A is
    led at last, the hand still holding its top card of it.  A hand of
    ``ys`` sheds a card of A before that only on a lead it cannot follow, at
    most ``U_C`` less its length in C (its trumps not privileged, in the
    trumps) for each class C outside A; if it holds more cards than that
    in each suit of A, it must follow the suit led and cannot trump the top
    card, which takes the trick.  The answer rests on the top cards of A
    (the rest is in the shape: the lengths, the privileged trumps' owners).

    With ``screen`` (the tests compare without), a hand none of whose sets A
    can pass the count of leads is not tried set by set: the same answer in
    about half the time (with the loops below written out: 6.1 to 2.9 µs a
    call, on the calls of ``bench --solver``'s slowest Quadrille first
    leads, where it is asked some 10,000 times a search and seldom answers)."""
    # each hand of xs: the suits whose highest card out it holds (none: no
    # trick kept, and nothing more to count)
    tops_of = []
    for s in xs:
        h = hands[s]
        suits = []
        for c in range(4):
            if h & cm[c]:
                top = 1 << ((remaining & cm[c]).bit_length() - 1)
                if top & h:
                    suits.append((c, top))
        if suits:
            tops_of.append((h.bit_count(), suits))
    if not tops_of:
        return 0
    trumps = cm[TRUMPS]
    # each hand of ys: its length in each plain suit; the longest of them in
    # each suit, and the leads of trumps (each lead a matador less, or, with
    # every hand holding a trump not privileged following, the longest
    # holding of those one less)
    c0, c1, c2, c3 = cm[0], cm[1], cm[2], cm[3]
    lengths = []
    m0 = m1 = m2 = m3 = longest = matadores = 0
    for y in ys:
        h = hands[y]
        row = ((h & c0).bit_count(), (h & c1).bit_count(), (h & c2).bit_count(),
               (h & c3).bit_count())
        lengths.append(row)
        # (compared in place of max(): a call each, and this is asked often)
        if row[0] > m0:  # noqa: PLR1730
            m0 = row[0]
        if row[1] > m1:  # noqa: PLR1730
            m1 = row[1]
        if row[2] > m2:  # noqa: PLR1730
            m2 = row[2]
        if row[3] > m3:  # noqa: PLR1730
            m3 = row[3]
        t = h & trumps
        if t:
            matadores += (t & privilege).bit_count()
            length = (t & ~privilege).bit_count()
            if length > longest:  # noqa: PLR1730
                longest = length
    most = (m0, m1, m2, m3)
    lead_trumps = matadores + longest
    every_lead = lead_trumps + m0 + m1 + m2 + m3
    if screen:
        # a set A passes the count of leads below when every_lead -
        # sum(most[A]) <= spare - |A|, that is when every_lead - spare plus
        # the sum of 1 - most[c] over A is at most 0; the least that sum can
        # be is the sum of its negative terms (or, none negative, its least
        # term), so a hand whose least fails has no set that passes
        passing = []
        for spare, suits in tops_of:
            least, smallest = 0, 2  # (no gain is above 1)
            for c, _ in suits:
                gain = 1 - most[c]
                if gain < 0:
                    least += gain
                elif gain < smallest:
                    smallest = gain
            if not least:
                least = smallest
            if every_lead - spare + least <= 0:
                passing.append((spare, suits))
        if not passing:
            return 0
        tops_of = passing
    # the hands of ys with a trump: their lengths, the leads they cannot
    # follow (of trumps, and of each plain suit) and the sum of those
    ruffers = []
    for y, row in zip(ys, lengths, strict=True):
        hy = hands[y] & trumps
        if hy:
            short = [most[c] - row[c] for c in range(4)]
            cannot = max(0, lead_trumps - (hy & ~privilege).bit_count()) + sum(short)
            ruffers.append((row, short, cannot))
    for spare, suits in tops_of:
        # A: any of those suits (the fewer, the fewer a hand of ys must keep)
        for pick in range(1, 1 << len(suits)):
            chosen = [suits[i] for i in range(len(suits)) if pick >> i & 1]
            inside = [c for c, _ in chosen]
            leads = every_lead - sum(most[c] for c in inside)
            if leads > spare - len(chosen):
                continue
            for row, short, cannot in ruffers:
                shed = cannot - sum(short[c] for c in inside)
                if any(row[c] <= shed for c in inside):
                    break
            else:
                tops = 0
                for _, top in chosen:
                    tops |= top
                return tops
    return 0
