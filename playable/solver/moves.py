"""The problem the solver searches, on bits, and its one move generator.

The lowest layer of the perfect-information solver (:mod:`playable.solver.solve`
describes the whole and is its public entry): a game's card order under one
trump compacted to bits (:class:`Tables`, made by :func:`compact`), the rules
of following written on bitmasks (:data:`LAWFUL`, with Quadrille's
matadores' privilege laid over them by :func:`privileged`), the position
with every hand known (:class:`Problem`), and the moves of a seat:
:func:`move_generator` makes, for one problem, the function both searches of
:mod:`playable.solver.search` call at every node (the lawful cards, one of
each set of equivalent cards), and :func:`allowed_bits` gives the lawful cards
unmerged, for the callers outside the search's loop.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from playable.engine.cards import Card, Suit
from playable.engine.tricks import SUITS, TRUMPS, CardOrder, Follow

#: A lawful-cards rule on bitmasks: (hand, led class, winning card's bit,
#: class masks, above) -> the cards of ``hand`` that may be played.
LawfulRule = Callable[[int, int, int, Sequence[int], Sequence[int], Sequence[int]], int]


# --------------------------------------------------------------------------
# The card order as bits


@dataclass(frozen=True)
class Tables:
    """A game's card order under one trump, as bits (see :mod:`playable.solver.solve`).

    ``key[b]`` is the game's card key of bit ``b``; ``bits[k]`` the bits of
    key ``k`` (one per copy in the pack); ``cls[b]`` the class the card follows
    as (0-3 the suits of :data:`playable.engine.tricks.SUITS`, 4 the trumps);
    ``class_mask[c]`` the bits of class ``c``; ``above[b]`` the bits of the
    same class that stand strictly higher; ``below_group[b]`` the bits below
    the lowest card of ``b``'s power, ``upto_group[b]`` the bits up to the
    highest card of ``b``'s power (so the cards between two cards, equal
    powers included, are a mask).
    """

    key: tuple[int, ...]
    bits: tuple[tuple[int, ...], ...]
    cls: tuple[int, ...]
    power: tuple[int, ...]
    class_mask: tuple[int, ...]
    above: tuple[int, ...]
    below_group: tuple[int, ...]
    upto_group: tuple[int, ...]

    @property
    def trumps(self) -> int:
        return self.class_mask[TRUMPS]

    def beats(self, b: int) -> int:
        """The bits that beat the card of bit ``b`` when it is winning a trick:
        a higher card of its class, or any trump if it is not one."""
        return self.above[b] | (0 if self.cls[b] == TRUMPS else self.class_mask[TRUMPS])


def laid_out(t: Tables, order: CardOrder, hands: Iterable[Iterable[Card]],
             trick: Iterable[tuple[int, Card]]) -> tuple[list[int], list[tuple[int, int]]]:
    """Each hand as a mask of ``t``'s bits, and the trick on the table as
    (seat, bit): a deal of a game with one copy of each card, as its solver's
    problem takes it."""
    bits = t.bits
    masks: list[int] = []
    for hand in hands:
        mask = 0
        for card in hand:
            mask |= 1 << bits[order.key(card)][0]
        masks.append(mask)
    return masks, [(seat, bits[order.key(card)][0]) for seat, card in trick]


_COMPACT: dict[tuple[str, int, int], Tables] = {}


def compact(order: CardOrder, trump: Suit | None, copies: int = 1) -> Tables:
    """The bit tables of ``order`` when ``trump`` is trumps, ``copies`` bits per
    card (made once for each order, trump and number of copies)."""
    memo = (order.game, -1 if trump is None else SUITS.index(trump), copies)
    found = _COMPACT.get(memo)
    if found is not None and found.key and len(found.bits) == len(order.cards):
        return found
    t = order.tables(trump)
    follows, power = t.follows, t.power
    keys = sorted(range(len(order.cards)), key=lambda k: (follows[k], power[k], k))
    key = tuple(k for k in keys for _ in range(copies))
    bits: list[tuple[int, ...]] = [()] * len(order.cards)
    for b, k in enumerate(key):
        bits[k] = (*bits[k], b)
    cls = tuple(follows[k] for k in key)
    pw = tuple(power[k] for k in key)
    class_mask = [0] * 5
    for b, c in enumerate(cls):
        class_mask[c] |= 1 << b
    above, below, upto = [], [], []
    n = len(key)
    for b in range(n):
        same = [x for x in range(n) if cls[x] == cls[b]]
        above.append(sum(1 << x for x in same if pw[x] > pw[b]))
        group = [x for x in same if pw[x] == pw[b]]
        below.append((1 << min(group)) - 1)
        upto.append((1 << (max(group) + 1)) - 1)
    tables = Tables(key, tuple(bits), cls, pw, tuple(class_mask), tuple(above), tuple(below),
                    tuple(upto))
    _COMPACT[memo] = tables
    return tables


# --------------------------------------------------------------------------
# The rules of following, on bitmasks (the same rules as playable.engine.tricks.lawful)


def _suit(hand: int, led: int, best: int, cm: Sequence[int], cls: Sequence[int],
          above: Sequence[int]) -> int:
    """``Follow.SUIT``: follow suit if able, else any card."""
    return hand & cm[led] or hand


def _suit_or_trump(hand: int, led: int, best: int, cm: Sequence[int], cls: Sequence[int],
                   above: Sequence[int]) -> int:
    """``Follow.SUIT_OR_TRUMP``: a card of the suit led or a trump; any card
    when void of the suit led."""
    if hand & cm[led]:
        return hand & (cm[led] | cm[TRUMPS])
    return hand


def _suit_and_win(hand: int, led: int, best: int, cm: Sequence[int], cls: Sequence[int],
                  above: Sequence[int]) -> int:
    """``Follow.SUIT_AND_WIN``: follow suit and win if able; void, trump (and
    win if able); else any card."""
    follow = hand & cm[led]
    if follow:
        if cls[best] == led:
            return follow & above[best] or follow
        return follow
    trumps = hand & cm[TRUMPS]
    if trumps:
        if cls[best] == TRUMPS:
            return trumps & above[best] or hand
        return trumps
    return hand


#: The bitmask form of each rule of :class:`playable.engine.tricks.Follow`.
LAWFUL: Final[dict[Follow, LawfulRule]] = {
    Follow.SUIT: _suit,
    Follow.SUIT_OR_TRUMP: _suit_or_trump,
    Follow.SUIT_AND_WIN: _suit_and_win,
}


def bits_of(mask: int) -> list[int]:
    """The bits set in ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def privileged(hand: int, allowed: int, lead: int, privilege: int, t: Tables) -> int:
    """Quadrille's matadores' privilege (law 17) laid over the cards a rule
    of following ``allowed`` from ``hand`` when the card of bit ``lead`` was
    led, the bitmask form of :func:`playable.quadrille.cards.lawful_keys`:
    when a trump is led and the only trumps the hand must follow with are
    privileged (``privilege``: the matadores' bits), it need not play one
    (any card of the hand); but a privileged card led forces a lower
    privileged card (what counts is the card led, not a higher one played on
    it).  The tests check it against the engine's rule."""
    cls = t.cls
    if cls[lead] != TRUMPS:
        return allowed
    trumps = allowed & t.class_mask[TRUMPS]
    if not trumps or trumps & ~privilege:
        return allowed
    if (privilege >> lead) & 1 and trumps & t.below_group[lead]:
        return allowed
    return hand


def unbeaten(b: int, others: Sequence[int], cls: Sequence[int], cm: Sequence[int],
             beats: Sequence[int]) -> bool:
    """Whether no hand of ``others`` can take a trick that the card of bit
    ``b`` wins, when each must follow suit if able: none holds a higher card
    of its class, nor, for a plain card, is void in its suit with a trump."""
    c = cls[b]
    higher = beats[b] & cm[c]
    for h in others:
        if h & higher or (c != TRUMPS and not h & cm[c] and h & cm[TRUMPS]):
            return False
    return True


def lead_order(moves: list[int], hands: Sequence[int], leader: int, first: int,
               side: Sequence[int], cls: Sequence[int], cm: Sequence[int],
               beats: Sequence[int]) -> list[int]:
    """The leads ``moves`` of ``leader`` in the order the trick search tries
    them: ``first`` (the table's best, if among them), then the cards that
    take the trick whatever the other side plays (:func:`unbeaten`), then
    those of a class in which a partner's highest card takes it, then the
    rest, each group in the order of ``moves`` (the lowest card first)."""
    mine = side[leader]
    others = [h for o, h in enumerate(hands) if side[o] != mine]
    partner = 0
    for o, h in enumerate(hands):
        if o != leader and side[o] == mine:
            partner |= h
    wins, via, rest = [], [], []
    for b in moves:
        if b == first:
            continue
        if unbeaten(b, others, cls, cm, beats):
            wins.append(b)
            continue
        pc = partner & cm[cls[b]]
        if pc and unbeaten(pc.bit_length() - 1, others, cls, cm, beats):
            via.append(b)
        else:
            rest.append(b)
    head = [first] if first in moves else []
    return head + wins + via + rest


# --------------------------------------------------------------------------
# A problem


@dataclass
class Problem:
    """A position with every hand known, compacted for the search.

    ``hands[seat]`` are bit masks of :attr:`tables`; ``trick`` the cards on the
    table, ``(seat, bit)`` in the order played, led by ``leader``; ``side[seat]``
    is 0 or 1.  ``points``/``count`` per bit, ``trick_count``, ``last_bonus``
    and ``final`` (indexed by the count difference ``D`` plus ``final_offset``)
    are the scoring (see :mod:`playable.solver.solve`); ``count_diff`` is ``D`` so far.
    ``privilege`` is the bits of the cards that enjoy Quadrille's privilege
    (law 17, :func:`privileged`), laid over ``follow``; 0 for none.  The
    bits of ``privilege`` and ``distinct`` are never merged with another card
    as equivalent (what a privileged card obliges depends on which it is).
    """

    tables: Tables
    follow: Follow
    side: tuple[int, ...]
    hands: list[int]
    leader: int
    trick: list[tuple[int, int]]
    points: tuple[int, ...]
    count: tuple[int, ...] = ()
    trick_count: int = 0
    last_bonus: int = 0
    count_diff: int = 0
    final: tuple[int, ...] = (0,)
    final_offset: int = 0
    privilege: int = 0
    distinct: int = 0

    @property
    def seats(self) -> int:
        return len(self.hands)

    @property
    def to_move(self) -> int:
        return (self.leader + len(self.trick)) % self.seats

    def lawful(self) -> int:
        """The bits the seat to move may play."""
        hand = self.hands[self.to_move]
        if not self.trick:
            return hand
        best = self.trick[trick_winner(self.trick, self.tables)][1]
        return allowed_bits(self, hand, self.trick[0][1], best)


def check_problem(p: Problem) -> None:
    """``ValueError`` unless the hands and the trick make a position of play:
    a card in one place only, every seat holding as many cards as the others
    once the trick is complete, a seat to each side."""
    n = p.seats
    if n < 2 or len(p.side) != n or set(p.side) - {0, 1} or len(p.trick) >= n:
        raise ValueError("a problem needs two or more seats, each on side 0 or 1, and "
                         "fewer cards on the table than seats")
    seen = 0
    for h in p.hands:
        if h & seen:
            raise ValueError("a card is in two hands")
        seen |= h
    on_table = [s for s, _ in p.trick]
    if [s % n for s in on_table] != [(p.leader + i) % n for i in range(len(p.trick))]:
        raise ValueError("the cards on the table were not played in turn from the leader")
    for _, b in p.trick:
        if seen >> b & 1:
            raise ValueError("a card on the table is also in a hand")
        seen |= 1 << b
    sizes = {h.bit_count() + (1 if s in on_table else 0) for s, h in enumerate(p.hands)}
    if len(sizes) != 1:
        raise ValueError("the hands are not of one size (counting the cards on the table)")
    if len(p.points) != len(p.tables.key) or (p.count and len(p.count) != len(p.points)):
        raise ValueError("points and count are given for each bit of the tables")


def trick_winner(trick: Sequence[tuple[int, int]], t: Tables) -> int:
    """The place in ``trick`` of the card winning it (the first of equal cards)."""
    best = 0
    for i in range(1, len(trick)):
        if (1 << trick[i][1]) & t.beats(trick[best][1]):
            best = i
    return best


# --------------------------------------------------------------------------
# The moves


def allowed_bits(p: Problem, hand: int, lead: int, win: int) -> int:
    """Every bit of ``hand`` that ``p``'s rule of following (with its
    privilege) allows when bit ``lead`` was led and bit ``win`` is winning the
    trick; ``lead`` -1: the hand leads, and may play any card."""
    if lead < 0:
        return hand
    t = p.tables
    out = LAWFUL[p.follow](hand, t.cls[lead], win, t.class_mask, t.cls, t.above)
    if p.privilege:
        out = privileged(hand, out, lead, p.privilege, t)
    return out


def led_rule(p: Problem) -> Callable[[int, int], int] | None:
    """When ``p``'s rule of following depends on the card led alone, not on
    the card winning the trick (:attr:`Follow.SUIT`, with Quadrille's
    privilege laid over it): ``lawful(hand, lead)``, the bits of ``hand``
    that may be played to the card of bit ``lead``, the same whatever is
    played before it (what a seat to come may play); else None."""
    if p.follow is not Follow.SUIT:
        return None
    t = p.tables
    cls, cm, above = t.cls, t.class_mask, t.above
    privilege = p.privilege

    def lawful(hand: int, lead: int) -> int:
        mask = _suit(hand, cls[lead], lead, cm, cls, above)
        return privileged(hand, mask, lead, privilege, t) if privilege else mask

    return lawful


#: A move generator (:func:`move_generator`): (hand, lead, win, others) -> the
#: bits the hand may play, one of each set of equivalent cards, lowest first.
MoveGenerator = Callable[[int, int, int, int], list[int]]


def move_generator(p: Problem) -> MoveGenerator:
    """The moves of ``p``'s positions, for both searches: ``moves(hand, lead,
    win, others)`` is the list of the bits of ``hand`` that :func:`allowed_bits`
    gives (``lead`` -1 when leading, with ``win`` unused), lowest first, with
    equivalent cards merged, the lowest of each set kept.  Two cards of the
    hand are equivalent when they are of one class, with the same points and
    count, not of ``p.privilege`` or ``p.distinct``, and no card of
    ``others`` (the cards of the other hands and on the table) stands between
    them in the order (cards of equal power count as between)."""
    t = p.tables
    cls, cm, above = t.cls, t.class_mask, t.above
    below_group, upto_group = t.below_group, t.upto_group
    pts = p.points
    cnt = p.count or (0,) * len(pts)
    sig = tuple(cls[b] * 1_000_003 + pts[b] * 1009 + cnt[b]
                if not ((p.privilege | p.distinct) >> b) & 1 else -1 - b
                for b in range(len(pts)))
    lawful = LAWFUL[p.follow]
    suit = lawful is _suit
    privilege = p.privilege

    def moves(hand: int, lead: int, win: int, others: int) -> list[int]:
        # called at every node of both searches, so written out in one
        # function: allowed_bits()'s three lines and the merge, a node
        # costing one call of this and one of the rule, as before the two
        # searches shared it (calling allowed_bits() from here, one call more
        # a node, measured 1-2% slower on bench --solver's All-Fours and
        # Bezique positions)
        if lead < 0:
            mask = hand
        else:
            led = cls[lead]
            # (Follow.SUIT's rule, _suit(), the commonest, written out)
            mask = (hand & cm[led] or hand) if suit else lawful(hand, led, win, cm, cls, above)
            if privilege and led == TRUMPS:  # the privilege is of a trump led alone
                mask = privileged(hand, mask, lead, privilege, t)
        if mask and not mask & (mask - 1):  # one card
            return [mask.bit_length() - 1]
        out = []
        prev = -1
        while mask:
            low = mask & -mask
            b = low.bit_length() - 1
            mask ^= low
            if prev >= 0 and sig[prev] == sig[b] and not (
                    others & upto_group[b] & ~below_group[prev]):
                prev = b
                continue
            out.append(b)
            prev = b
        return out

    return moves
