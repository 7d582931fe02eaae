"""The perfect-information solver every trick game shares ("double dummy").

Given a position whose every hand is known, the solver finds the value of each
card the player to move may lawfully play, in the game's own currency, when
both sides play their best from there on.  A game adapts its deal to a
:class:`Problem` (:mod:`playable.allfours_solve`, :mod:`playable.bezique_solve`)
and turns the answer back into its own acts; :mod:`playable.analysis` picks the
adapter for a deal.

What a problem is made of
-------------------------
* :class:`Tables` — the game's card order under one trump suit, compacted to
  bits: one bit per physical card (two for each card of Bezique's doubled
  pack), laid out class by class (the four plain suits, then the trumps) and,
  within a class, from the lowest card up.  Made by :func:`compact` from the
  game's own :class:`~playable.tricks.CardOrder` tables (``follows`` and
  ``power``), never typed again: "a higher card of the class" is a mask.
* the rule of following is the game's :class:`~playable.tricks.Follow` value;
  :data:`LAWFUL` holds the same three rules as :func:`playable.tricks.lawful`,
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
  strong player, the analyses of :mod:`playable.analysis`).  The node count
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
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from playable.cards import Suit
from playable.core import Action, DealLike
from playable.tricks import SUITS, TRUMPS, CardOrder, Follow

#: Larger than any value.
INF: Final = 1 << 40

#: A lawful-cards rule on bitmasks: (hand, led class, winning card's bit,
#: class masks, above) -> the cards of ``hand`` that may be played.
LawfulRule = Callable[[int, int, int, Sequence[int], Sequence[int], Sequence[int]], int]


# --------------------------------------------------------------------------
# The card order as bits


@dataclass(frozen=True)
class Tables:
    """A game's card order under one trump, as bits (see the module docstring).

    ``key[b]`` is the game's card key of bit ``b``; ``bits[k]`` the bits of
    key ``k`` (one per copy in the pack); ``cls[b]`` the class the card follows
    as (0-3 the suits of :data:`playable.tricks.SUITS`, 4 the trumps);
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
# The rules of following, on bitmasks (the same rules as playable.tricks.lawful)


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


#: The bitmask form of each rule of :class:`playable.tricks.Follow`.
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
    led, the bitmask form of :func:`playable.quadrille_order.lawful_keys`:
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


# --------------------------------------------------------------------------
# A problem and its answer


@dataclass
class Problem:
    """A position with every hand known, compacted for the search.

    ``hands[seat]`` are bit masks of :attr:`tables`; ``trick`` the cards on the
    table, ``(seat, bit)`` in the order played, led by ``leader``; ``side[seat]``
    is 0 or 1.  ``points``/``count`` per bit, ``trick_count``, ``last_bonus``
    and ``final`` (indexed by the count difference ``D`` plus ``final_offset``)
    are the scoring (see the module docstring); ``count_diff`` is ``D`` so far.
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
        t = self.tables
        lead = self.trick[0][1]
        best = self.trick[_winner(self.trick, t)][1]
        allowed = LAWFUL[self.follow](hand, t.cls[lead], best, t.class_mask, t.cls, t.above)
        if self.privilege:
            allowed = privileged(hand, allowed, lead, self.privilege, t)
        return allowed


def _check(p: Problem) -> None:
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


def _winner(trick: Sequence[tuple[int, int]], t: Tables) -> int:
    """The place in ``trick`` of the card winning it (the first of equal cards)."""
    best = 0
    for i in range(1, len(trick)):
        if (1 << trick[i][1]) & t.beats(trick[best][1]):
            best = i
    return best


#: The budget of one analysis by default (:class:`Budget`): nodes searched,
#: and seconds.  Measured with no budget, the worked hands' notebooks solve
#: at most 14,216 nodes a position (the maxims notebook's Bezique 9,525), the
#: Quadrille verdicts they store (``notebooks/worked-verdicts.json``) at most
#: 1,235,345, ``bench --solver``'s positions at most 2,662,199 (its eleventh
#: Quadrille first lead, 5.6 s of CPU); All-Fours after a run, 21 cards a
#: hand, runs past two minutes and a gigabyte.  At some 400,000 nodes a
#: second the nodes end a solve here in about ten seconds; the seconds
#: bound it where Python is slower (the browser's), inside the Deal page's
#: limit of 180 s on a call.
DEFAULT_NODES: Final = 4_000_000
DEFAULT_SECONDS: Final = 60.0


@dataclass
class Budget:
    """What the searches of one analysis may spend: ``nodes`` (positions
    visited, counted over every search made under this budget) and
    ``seconds`` (from the first search, by ``clock``); None for no limit.
    Past either, the search raises :class:`Exhausted`.

    The node count is compared at every node, as before; the clock is read
    only when ``every`` more nodes have been visited, never at each node.
    ``clock`` may be replaced (a test's counter, for instance) so that a
    budget of time is deterministic where it must be.  A budget is used
    once: its count goes on across the searches of one analysis (the values
    of the cards, the principal line, a second search of the vole) and is
    not reset."""

    nodes: int | None = DEFAULT_NODES
    seconds: float | None = DEFAULT_SECONDS
    clock: Callable[[], float] = time.monotonic
    every: int = 4096
    #: The nodes visited so far, by every search under this budget (one
    #: cell, which the searches count in).
    counter: list[int] = field(default_factory=lambda: [0], repr=False)
    #: When the first search under this budget began (by ``clock``).
    started: float | None = field(default=None, repr=False)

    @property
    def spent(self) -> int:
        """The nodes visited so far."""
        return self.counter[0]

    def elapsed(self) -> float:
        """Seconds since the first search under this budget (0 before it)."""
        return 0.0 if self.started is None else self.clock() - self.started

    def limit(self) -> int:
        """The count at which a search must call :meth:`check` again: the
        last node allowed, or the next reading of the clock if sooner."""
        if self.started is None:
            self.started = self.clock()
        cap = INF if self.nodes is None else self.nodes
        if self.seconds is not None:
            cap = min(cap, self.counter[0] + self.every)
        return cap

    def check(self) -> int:
        """:class:`Exhausted` if the budget is spent; else the next
        :meth:`limit`."""
        if self.nodes is not None and self.counter[0] > self.nodes:
            raise Exhausted(self)
        if self.seconds is not None and self.elapsed() > self.seconds:
            raise Exhausted(self)
        return self.limit()

    def fresh(self) -> Budget:
        """A budget of the same limits, nothing spent (for another analysis)."""
        return Budget(self.nodes, self.seconds, self.clock, self.every)

    def words(self) -> str:
        """``"4,000,000 nodes / 60 s"``: the budget as the reader is told it."""
        parts = []
        if self.nodes is not None:
            parts.append(f"{self.nodes:,} nodes")
        if self.seconds is not None:
            parts.append(f"{self.seconds:g} s")
        return " / ".join(parts) or "no limit"


def as_budget(budget: int | Budget | None) -> Budget | None:
    """A budget of ``budget`` nodes (no time limit) for a number, the budget
    itself for a :class:`Budget`, None for None."""
    if budget is None or isinstance(budget, Budget):
        return budget
    return Budget(nodes=budget, seconds=None)


class Exhausted(Exception):
    """The search reached its budget (of nodes, or of time) before it had its
    answer: a caller bounding its time gives up the position.  ``values``:
    what :func:`solve` had found before it stopped (each lawful bit solved
    and its value for the side to move; empty when none was)."""

    def __init__(self, budget: int | Budget) -> None:
        self.budget = as_budget(budget)
        assert self.budget is not None
        if isinstance(budget, int) or self.budget.seconds is None or (
                self.budget.nodes is not None and self.budget.spent > self.budget.nodes):
            said = f"more than {self.budget.nodes} nodes searched"
        else:
            said = f"more than {self.budget.seconds:g} s searching"
        super().__init__(said)
        self.values: dict[int, int] = {}


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


# --------------------------------------------------------------------------
# The search


class Search:
    """Zero-window alpha-beta over one problem, with its transposition table.

    :meth:`probe` answers whether the value (side 0's) of the position after
    the root plays ``moves`` is at least ``beta``: the result ``v`` is a lower
    bound if ``v >= beta`` and an upper bound otherwise (fail-soft).
    """

    def __init__(self, problem: Problem, budget: int | Budget | None = None) -> None:
        _check(problem)
        self.problem = problem
        self.probes = 0
        #: What the search may spend (None: no limit): a number of nodes, or
        #: a :class:`Budget` it shares with the other searches of an
        #: analysis; :class:`Exhausted` is raised past it.
        self.budget = as_budget(budget)
        self.table: dict[tuple[int, ...], tuple[int, int, int]] = {}
        self._build()

    def _build(self) -> None:
        """Make the search: one closure over the problem's tables, for speed."""
        p = self.problem
        t = p.tables
        n = p.seats
        side = p.side
        cls, cm, above = t.cls, t.class_mask, t.above
        below_group, upto_group = t.below_group, t.upto_group
        pts = p.points
        cnt = p.count or (0,) * len(pts)
        sig = tuple(cls[b] * 1_000_003 + pts[b] * 1009 + cnt[b]
                    if not ((p.privilege | p.distinct) >> b) & 1 else -1 - b
                    for b in range(len(pts)))
        beats = tuple(t.beats(b) for b in range(len(pts)))
        lawful = LAWFUL[p.follow]
        privilege = p.privilege
        trick_count, last_bonus = p.trick_count, p.last_bonus
        final, offset = p.final, p.final_offset
        top = len(final) - 1
        if any(final[i] > final[i + 1] for i in range(top)):
            raise ValueError("final() must not decrease as the count difference grows")
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

        hands = list(p.hands)
        self.hands = hands
        tt = self.table
        meter = self.budget
        counter = [0] if meter is None else meter.counter
        self._base = counter[0]
        limit = INF if meter is None else meter.limit()

        def over() -> None:
            """Past the count to check at: the budget spent (:class:`Exhausted`),
            or the next count to check at."""
            nonlocal limit
            assert meter is not None
            limit = meter.check()

        def merged(moves: int, hand: int, others: int) -> list[int]:
            """The moves, one of each set of equivalent cards (the lowest)."""
            out = []
            prev = -1
            while moves:
                low = moves & -moves
                b = low.bit_length() - 1
                moves ^= low
                if prev >= 0 and sig[prev] == sig[b] and not (
                        others & upto_group[b] & ~below_group[prev]):
                    prev = b
                    continue
                out.append(b)
                prev = b
            return out

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
            moves = merged(lead_hand, lead_hand, remaining & ~lead_hand)
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
            allowed = lawful(hand, cls[lead], win, cm, cls, above)
            if privilege:
                allowed = privileged(hand, allowed, lead, privilege, t)
            remaining = tmask
            for h in hands:
                remaining |= h
            moves = merged(allowed, hand, remaining & ~hand)
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
        self._merged = merged
        self._counter = counter
        self._over = over

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
            w = _winner(p.trick, t)
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
        p = self.problem
        hand = node.hands[node.to_move(p.seats)]
        allowed = self.allowed(node)
        remaining = node.tmask
        for h in node.hands:
            remaining |= h
        return self._merged(allowed, hand, remaining & ~hand)

    def allowed(self, node: Node) -> int:
        """Every bit the seat to move at ``node`` may play (not merged)."""
        p = self.problem
        t = p.tables
        hand = node.hands[node.to_move(p.seats)]
        if node.pos == 0:
            return hand
        allowed = LAWFUL[p.follow](hand, node.led, node.win, t.class_mask, t.cls, t.above)
        if p.privilege:
            allowed = privileged(hand, allowed, node.lead, p.privilege, t)
        return allowed

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


@dataclass(frozen=True)
class Node:
    """A position in the search: the hands, the trick in progress (``pos``
    cards, ``led`` class, winning bit ``win`` of ``win_seat``, the cards'
    mask, points and count), the count difference ``d``, the points and counts
    still to be won, ``base``: what side 0 has won since the root, and the
    bit of the card ``lead`` (-1 at the start of a trick)."""

    hands: tuple[int, ...]
    leader: int
    pos: int
    led: int
    win: int
    win_seat: int
    tmask: int
    tpts: int
    tcnt: int
    d: int
    prem: int
    crem: int
    base: int
    lead: int = -1

    def to_move(self, seats: int) -> int:
        return (self.leader + self.pos) % seats

    @property
    def over(self) -> bool:
        return not any(self.hands) and self.pos == 0


def tricks_only(problem: Problem) -> bool:
    """Whether ``problem`` is scored by its tricks alone (one count a trick,
    no points, no card counts, no bonus): then :func:`solve` searches it
    with :class:`TrickSearch`."""
    return (problem.trick_count == 1 and not any(problem.points) and not any(problem.count)
            and not problem.last_bonus)


class TrickSearch(Search):
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
    other tricks than his trumps'.  Leads are tried from the lowest card up
    (the order that searched fewest nodes over seeded deals), the table's
    best first; to a lead, a seat whose side holds the trick plays low
    first, otherwise the cards that take it first: the cheapest that no
    adversary still to play holds a card to beat, then the others from the
    highest (the cheapest when last to play).  These bounds and that order
    cut the nodes of ``bench --solver``'s forty seeded Quadrille deals from
    the first lead by a third in all and nearly a half at the median, the
    slowest (a lone ombre whose devole or remise takes millions of nodes to
    prove) by a third to a half.

    The table's key is the position in relative ranks when no two cards of a
    class are of equal power (each class's cards still out, from the lowest,
    by the seat holding each, with the number of privileged trumps still out:
    they are always the highest), so positions that differ only in which low
    cards were played meet in one entry (the partition search of DDS, in its
    simplest form)."""

    def _build(self) -> None:
        super()._build()
        p = self.problem
        t = p.tables
        n = p.seats
        side = p.side
        cls, cm, above = t.cls, t.class_mask, t.above
        trumps = cm[TRUMPS]
        beats = tuple(t.beats(b) for b in range(len(t.key)))
        lawful = LAWFUL[p.follow]
        privilege = p.privilege
        hands = self.hands
        meter = self.budget
        limit = INF if meter is None else meter.limit()

        def over() -> None:
            """:meth:`Search._build`'s check, for this search's own count."""
            nonlocal limit
            assert meter is not None
            limit = meter.check()
        tt: dict[tuple[int, ...], tuple[int, int, int]] = {}
        self.table = tt
        counter = self._counter
        merged = self._merged
        seats0 = [s for s in range(n) if side[s] == 0]
        seats1 = [s for s in range(n) if side[s]]
        # the table's key: each class's remaining cards by their owners, from
        # the lowest (the relative ranks), when no two cards of a class are of
        # equal power; the matadores' privilege is always the top trumps'
        spans: list[tuple[int, int]] = []
        relative = True
        for c in range(5):
            members = bits_of(cm[c])
            if not members:
                continue
            if members != list(range(members[0], members[-1] + 1)) or \
                    len({t.power[b] for b in members}) != len(members):
                relative = False
            spans.append((members[0], (1 << len(members)) - 1))
        if privilege and privilege & ~trumps:
            relative = False
        owners: dict[tuple[int, ...], int] = {}

        def table_key(leader: int) -> tuple[int, ...]:
            if not relative:
                return (*hands, leader)
            rem = 0
            for h in hands:
                rem |= h
            parts = [leader, (rem & privilege).bit_count()]
            for sh, msk in spans:
                segs = tuple([(h >> sh) & msk for h in hands])
                code = owners.get(segs)
                if code is None:
                    code = 1
                    r = 0
                    for h in segs:
                        r |= h
                    for b in bits_of(r):
                        code = code * n + next(i for i, h in enumerate(segs) if h >> b & 1)
                    owners[segs] = code
                parts.append(code)
            return tuple(parts)

        def held(seats: list[int]) -> int:
            out = 0
            for s in seats:
                out |= hands[s]
            return out

        def trump_tricks(mine: int, theirs: int) -> int:
            """Tricks the trumps of one hand (``mine``) take whatever the
            play, against the other side's trumps ``theirs``: a trump played
            takes its trick unless a higher trump is in it, every card is
            played by the end and a hand puts one card in a trick, so each
            of the other side's trumps beats at most one of the hand's below
            it (walking down the trumps, each of theirs is owed one)."""
            if not theirs:
                return mine.bit_count()
            m = owing = 0
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
            return m

        def sure(seats: list[int], others: list[int], leader: int) -> int:
            """Tricks ``seats`` take whatever the play: the most one hand's
            trumps take (:func:`trump_tricks`), and for the ``leader`` (if
            one of ``seats``) with his plain cards that no other hand can
            beat in their suit ("quick tricks"), as many of each suit as he
            holds and each adversary holding a trump must follow (the lead
            stays with him while they win; those without a trump cannot
            take them), in other tricks than his trumps'."""
            theirs_all = held(others)
            theirs = theirs_all & trumps
            best = 0
            for s in seats:
                m = trump_tricks(hands[s] & trumps, theirs)
                if s == leader:
                    mine = hands[s]
                    for c in range(4):
                        mc = mine & cm[c]
                        if not mc:
                            continue
                        tc = theirs_all & cm[c]
                        top = (mc & above[tc.bit_length() - 1]) if tc else mc
                        if not top:
                            continue
                        q = top.bit_count()
                        for o in others:
                            h = hands[o]
                            if h & trumps:
                                length = (h & cm[c]).bit_count()
                                if length < q:  # noqa: PLR1730
                                    q = length
                        m += q
                if m > best:  # noqa: PLR1730 - no call in the search's loop
                    best = m
            return best

        def trick_start(leader: int, k: int) -> bool:
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
            if left == 1:  # the last trick is forced
                win, win_seat = lead_hand.bit_length() - 1, leader
                for i in range(1, n):
                    seat = (leader + i) % n
                    b = hands[seat].bit_length() - 1
                    if (1 << b) & beats[win]:
                        win, win_seat = b, seat
                return side[win_seat] == 0
            key = table_key(leader)
            entry = tt.get(key)
            if entry is not None:
                lo, hi, first = entry
                if lo >= k:
                    return True
                if hi < k:
                    return False
            else:
                lo = sure(seats0, seats1, leader)
                hi = left - sure(seats1, seats0, leader)
                first = -1
                if lo >= k or hi < k:
                    tt[key] = (lo, hi, first)
                    return lo >= k
            remaining = 0
            for h in hands:
                remaining |= h
            moves = merged(lead_hand, lead_hand, remaining & ~lead_hand)
            if first >= 0 and first in moves:
                moves.remove(first)
                moves.insert(0, first)
            maximize = side[leader] == 0
            result = not maximize
            best = first
            for b in moves:
                bit = 1 << b
                hands[leader] = lead_hand ^ bit
                ok = play(1, leader, b, b, leader, remaining, k)
                if ok == maximize:
                    result, best = ok, b
                    break
            hands[leader] = lead_hand
            if result:
                if k > lo:  # noqa: PLR1730
                    lo = k
            elif k - 1 < hi:
                hi = k - 1
            tt[key] = (lo, hi, best)
            return result

        def play(pos: int, leader: int, lead: int, win: int, win_seat: int, remaining: int,
                 k: int) -> bool:
            """Does side 0 take at least ``k`` tricks (this one among them)
            after ``pos`` cards of the trick were played?  ``remaining``:
            the cards not played before this trick."""
            counter[0] += 1
            seat = (leader + pos) % n
            hand = hands[seat]
            allowed = lawful(hand, cls[lead], win, cm, cls, above)
            if privilege:
                allowed = privileged(hand, allowed, lead, privilege, t)
            moves = merged(allowed, hand, remaining & ~hand)
            mine = side[seat]
            if len(moves) > 1 and side[win_seat] != mine:
                # the other side holds the trick: the cards that take it
                # first, then low
                takes = beats[win]
                taking = [b for b in moves if (1 << b) & takes]
                if pos < n - 1 and taking:
                    # the cheapest card no later adversary holds a card to
                    # beat first, then the others from the highest
                    later = 0
                    for i in range(pos + 1, n):
                        o = (leader + i) % n
                        if side[o] != mine:
                            later |= hands[o]
                    safe = [b for b in taking if not later & beats[b]]
                    if safe:
                        taking = safe[:1] + [b for b in reversed(taking) if b != safe[0]]
                    else:
                        taking.reverse()
                moves = taking + [b for b in moves if not (1 << b) & takes]
            maximize = mine == 0
            nxt = pos + 1
            winning = beats[win]
            for b in moves:
                bit = 1 << b
                hands[seat] = hand ^ bit
                if bit & winning:
                    w, ws = b, seat
                else:
                    w, ws = win, win_seat
                if nxt == n:
                    ok = trick_start(ws, k - 1 if side[ws] == 0 else k)
                else:
                    ok = play(nxt, leader, lead, w, ws, remaining, k)
                if ok == maximize:
                    hands[seat] = hand
                    return ok
            hands[seat] = hand
            return not maximize

        self._tricks_start = trick_start
        self._tricks_play = play

    # -- the value as a step function of the tricks -----------------------------

    def _steps(self, node: Node) -> tuple[int, list[int]]:
        """At ``node``: the tricks left (the one in progress among them) and
        ``g``: ``g[x]`` the value (side 0's) if side 0 takes ``x`` of them."""
        p = self.problem
        left = (sum(h.bit_count() for h in node.hands) + node.pos) // p.seats
        final, offset = p.final, p.final_offset
        top = len(final) - 1
        g = [final[max(0, min(top, node.d + 2 * x - left + offset))] + node.base
             for x in range(left + 1)]
        return left, g

    def at_least(self, node: Node, k: int) -> bool:
        """Does side 0 take at least ``k`` of the tricks left at ``node``?"""
        self.probes += 1
        self.hands[:] = node.hands
        if node.pos == 0:
            return self._tricks_start(node.leader, k)
        remaining = node.tmask
        for h in node.hands:
            remaining |= h
        return self._tricks_play(node.pos, node.leader, node.lead, node.win, node.win_seat,
                                 remaining, k)

    def probe(self, node: Node, beta: int) -> int:
        """:meth:`Search.probe`'s answer (fail-hard): ``beta`` if the value at
        ``node`` is at least ``beta``, else ``beta - 1``."""
        _, g = self._steps(node)
        k = next((x for x, v in enumerate(g) if v >= beta), None)
        if k is None:
            return beta - 1
        return beta if self.at_least(node, k) else beta - 1

    def exact(self, node: Node, guess: int = 0) -> int:
        """The exact value (side 0's) at ``node``: the highest step of
        ``final`` side 0 reaches, by a binary search over the steps (the
        steps either side of ``guess`` first: the value of the card before)."""
        _, g = self._steps(node)
        steps = [x for x in range(1, len(g)) if g[x] != g[x - 1]]
        lo, hi = 0, len(steps)  # the steps reached: steps[:lo] surely, steps[hi:] surely not
        # the guess first: the step it stands on, then the one above
        j = sum(1 for x in steps if g[x] <= guess)
        for mid in (j - 1, j):
            if lo <= mid < hi:
                if self.at_least(node, steps[mid]):
                    lo = mid + 1
                else:
                    hi = mid
        while lo < hi:
            mid = (lo + hi) // 2
            if self.at_least(node, steps[mid]):
                lo = mid + 1
            else:
                hi = mid
        return g[steps[lo - 1]] if lo else g[0]


def solve(problem: Problem, line: bool = True, budget: int | Budget | None = None) -> Solution:
    """The value of each lawful bit for the side to move (merged cards share
    one value), the best value, and (with ``line``) the principal line;
    :class:`Exhausted` past ``budget`` (a number of nodes, or a
    :class:`Budget`), carrying the values of the bits solved before it."""
    search = TrickSearch(problem, budget) if tricks_only(problem) else Search(problem, budget)
    root = search.root()
    seats = problem.seats
    mover = problem.side[root.to_move(seats)]
    sign = -1 if mover else 1
    allowed = search.allowed(root)
    choices = search.lawful(root)
    values: dict[int, int] = {}
    t = problem.tables

    def merged_too() -> dict[int, int]:
        """``values`` with the merged cards, which take the value of the card
        they were merged with (where it was solved)."""
        out = dict(values)
        for b in bits_of(allowed):
            if b not in choices:
                c = max(c for c in choices if c < b and t.cls[c] == t.cls[b])
                if c in values:
                    out[b] = values[c]
        return dict(sorted(out.items()))

    guess = 0
    path: list[int] = []
    try:
        for b in choices:
            v = search.exact(search.advance(root, b), guess)
            values[b] = sign * v
            guess = v
        best = max(values[b] for b in choices)
        if line:
            path = principal_line(search, root, sign * best)
    except Exhausted as exc:
        exc.values = merged_too()
        raise
    return Solution(merged_too(), best, path, search.nodes, len(search.table), search.probes)


def principal_line(search: Search, node: Node, value: int) -> list[int]:
    """The cards both sides play from ``node`` (whose exact value, side 0's,
    is ``value``) keeping to the best: at each turn, the first card whose
    value is the node's."""
    seats = search.problem.seats
    side = search.problem.side
    path = []
    while not node.over:
        maximize = side[node.to_move(seats)] == 0
        for b in search.lawful(node):
            child = search.advance(node, b)
            # a max node's children are worth at most its value: test "at least";
            # a min node's at least: test "at most"
            if maximize:
                ok = search.probe(child, value) >= value
            else:
                ok = search.probe(child, value + 1) <= value
            if ok:
                path.append(b)
                node = child
                break
        else:  # pragma: no cover - the value is exact, so some card keeps it
            raise AssertionError("no card keeps the value of the position")
    return path


# --------------------------------------------------------------------------
# The answer in the engine's own acts


@dataclass(frozen=True)
class Analysis:
    """The solver's verdict on a position, in the engine's acts.

    ``values`` — each lawful act (as ``deal.legal_actions()`` offers it, in
    that order) and its value for the side to move: the deal's points at the
    end, that side's minus the other's, both sides playing their best after
    it; ``best`` the acts of the highest value, ``value`` that value;
    ``line`` the acts of the principal line (the first best act, then the best
    replies, to the end of the play); ``points`` each seat's points for the
    deal at the end of that line, as the engine counts them; ``nodes`` the
    positions searched.
    """

    seat: int
    values: tuple[tuple[Action, int], ...]
    best: tuple[Action, ...]
    value: int
    line: tuple[Action, ...]
    points: tuple[int, ...]
    nodes: int

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
        return f"P{self.seat} to play: {cards}; best {self.value:+d}"


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
    empty when none was found.  ``nodes`` and ``seconds`` are what was spent.
    A subclass of :class:`Exhausted`, so a caller that gives up an exhausted
    search (the strong player) gives this up too."""

    def __init__(self, budget: Budget, seat: int | None = None,
                 solved: tuple[tuple[Action, int], ...] = ()) -> None:
        super().__init__(budget)
        assert self.budget is not None
        self.reason = f"the position is too large to solve here (budget: {self.budget.words()})"
        self.args = (f"no verdict: {self.reason}",)
        self.seat = seat
        self.solved = solved
        self.nodes = self.budget.spent
        self.seconds = self.budget.elapsed()

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled whole (an answer of :func:`playable.analysis.analyse_many`'s
        process pool)."""
        return (_no_verdict, (self.budget, self.seat, self.solved, self.nodes, self.seconds))


def _no_verdict(budget: Budget, seat: int | None, solved: tuple[tuple[Action, int], ...],
                nodes: int, seconds: float) -> NoVerdict:
    found = NoVerdict(budget, seat, solved)
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
    return NoVerdict(exc.budget, problem.to_move, solved)


def analyse_deal(deal: DealLike, problem: Problem, order: CardOrder,
                 points: Callable[[Any], tuple[int, ...]], line: bool = True,
                 worth: Callable[[Any], int] | None = None,
                 budget: Budget | None = None) -> Analysis:
    """Solve ``problem`` (the position of ``deal``, compacted by its game's
    adapter) and give the answer in ``deal``'s acts.  The open points the search
    values are turned into the deal's whole points by playing the principal
    line out on a clone of ``deal`` and reading ``points(clone)`` at the end
    (so the fixed points — High and Low, the turn-up, a renounce's penalty,
    brisques already won — are the engine's own count).  ``worth(clone)``, if
    given, is side 0's value of the finished deal in place of its points
    difference (the match objective).  Past ``budget``, :class:`NoVerdict`
    with the acts solved before it."""
    try:
        solution = solve(problem, line=True, budget=budget)
    except Exhausted as exc:
        raise no_verdict(exc, deal, problem, order) from exc
    t = problem.tables
    seat = problem.to_move
    key = order.key
    acts = deal.legal_actions()
    by_key: dict[int, int] = {}
    for b, v in solution.values.items():
        by_key.setdefault(t.key[b], v)
    if sorted(by_key) != sorted({key(a.cards[0]) for a in acts}):
        raise AssertionError("the solver's cards are not the engine's legal plays")
    clone = deal.clone()
    played: list[Action] = []
    for b in solution.line:
        k = t.key[b]
        act = next(a for a in clone.legal_actions() if key(a.cards[0]) == k)
        clone.apply(act)
        played.append(act)
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
                    solution.nodes)
