"""The bounds of :class:`playable.solver.search.TrickSearch` at a trick's
start: tricks a side takes whatever the play, from the hands alone.

:func:`trump_tricks`, the tricks one hand's trumps take against the other
side's; :func:`cashed`, the plain tricks a hand cashes once it has the lead;
:func:`sure_tricks`, the most of these a side is sure of (DDS's quick tricks:
the leader's, or his partner's through a card of the leader's in their
suit); and :func:`kept_trick`, a trick a side keeps, by the top cards of one
hand, when the other side leads.  Each gives with its number the cards whose
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
    for s in seats:
        m, rel = trump_tricks(hands[s] & trumps, theirs)
        if leading:
            # above every other hand's cards, a partner's too, and no more
            # in a suit than each other hand with a trump holds of it, a
            # partner's too: a partner who overtook or trumped would lead next
            rest = [o for o in range(len(hands)) if o != s]
            q, rq, suits = cashed(hands, s, every & ~hands[s], rest, cm, above)
            if s == leader or suits & hands[leader]:
                m += q
                rel |= rq
        if m > best:
            best, best_rel = m, rel
    return best, best_rel


def kept_trick(hands: list[int], xs: list[int], ys: list[int], remaining: int,
               cm: tuple[int, ...], privilege: int) -> int:
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
    (the rest is in the shape: the lengths, the privileged trumps' owners)."""
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
    lengths = [[(hands[y] & cm[c]).bit_count() for c in range(4)] for y in ys]
    most = [max(row[c] for row in lengths) for c in range(4)]
    longest = matadores = 0
    for y in ys:
        matadores += (hands[y] & trumps & privilege).bit_count()
        length = (hands[y] & trumps & ~privilege).bit_count()
        if length > longest:  # noqa: PLR1730
            longest = length
    lead_trumps = matadores + longest
    plain_leads = sum(most)
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
            leads = lead_trumps + plain_leads - sum(most[c] for c in inside)
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
