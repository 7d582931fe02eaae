"""Quadrille with every hand known: the value of each card (the solver).

``values(deal)`` gives, for a deal in its play (the trump named, the king
called or the ombre alone, from the first lead or any card after), each
lawful act of :meth:`playable.quadrille.Deal.legal_actions` and its value for
the player to move; ``analyse(deal)`` the whole
:class:`playable.solver.solve.Analysis` (the best acts, the principal line played
through the engine, each seat's counters at its end, the nodes searched);
``outcomes(deal)`` the outcome each act leads to (``"vole"``, ``"won"``,
``"remise"``, ``"codille"``).

**The sides are the true ones.**  The ombre and his friend (the holder of the
king called) are side 0, the others side 1, whether or not the king has
appeared: the solver sees every hand.

**The value is in counters**, the engine's own payments: for a deal finished
with the ombre's side taking ``T`` tricks (the vole undertaken or not),
:func:`playable.quadrille.scoring.settlement` of that finish, under the
deal's ``Options`` (the pool carried, the mark, game, consolation, matadores,
sans prendre, vole, devole, the beasts already paid), gives each seat's net
counters; the value for a side is its seats' counters minus the others'.
Counters rather than an ordinal scale because they are what the laws pay, and
they keep the outcomes' order (vole > won > remise > codille, and a devole
below codille) while weighing them as the table does; :func:`outcomes` names
the outcome.  The ombre is taken to demand everything owed him at the end
(the sans prendre, all the matadores held: law 18), as a best player does.

Which outcome the cards decide comes from the engine, never retyped: six
tricks or more won, five a remise, fewer codille (the settlement's own test of
``side_tricks()``); the vole is the engine's too.  The play is searched by
:mod:`playable.solver.solve` with one count per trick (the count difference is the
ombre's side's tricks minus the others') and ``final`` the counters of the
settlement for each number of tricks, without the vole.  The vole (all ten
tricks) is searched apart (:class:`VoleSearch`): it is open only when the
side won the first six tricks and the engine's own test
(``Position._vole_open``: not forced spadille, not forfeited, the called king
seen or the ombre alone, or the vole announced) holds at the sixth; under
``Options(friend_shown="lead")`` a friend who leads a matador or the king
before the king has appeared forfeits it (law 10, as
``Position._check_friend_lead`` reads it).  Since the payments only grow with
the tricks, the value of a card is the vole's if the side can force the vole
after it, else the value of the play without it (where the winner of the
sixth trick says "no vole": a vole undertaken and failed can only cost).

The card order is the game's :data:`~playable.quadrille.cards.ORDER` (as bits
by :func:`playable.solver.solve.compact`); the rule of following is
:data:`~playable.quadrille.cards.FOLLOW` with the matadores' privilege (law
17) laid over it by :func:`playable.solver.solve.privileged`, the bitmask form of
:func:`playable.quadrille.cards.lawful_keys` (the tests check the two agree).

Read from the deal, public: ``phase``, ``stage``, ``to_move``, ``trump``,
``hand(seat)``, ``trick``, ``tricks``, ``tricks_won``, ``side()``,
``ombre``, ``friend``, ``friend_revealed``, ``called``, ``mode``, ``eldest``,
``vole_undertaken``, ``vole_forfeited``, ``matadores_held()``, ``options``,
``clone()``, ``apply()``, ``legal_actions()``, ``open_claims()``,
``result()``.  Private, in one function each: ``_must`` (cards shown that
must be played, law 11: such a deal is refused, :func:`_shown_cards`) and
``_vole_open`` (:func:`_vole_opens`); and :func:`_settle_as` sets the public
fields ``tricks_won``, ``vole_undertaken`` and the demands on a clone to ask
the settlement what a finish would pay.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from random import Random

from playable.engine.core import Action, Phase
from playable.quadrille.cards import FOLLOW, ORDER, is_matador
from playable.quadrille.deal import Deal
from playable.quadrille.scoring import settlement
from playable.quadrille.state import SEATS, TRICKS
from playable.solver.solve import (
    Analysis,
    Budget,
    Exhausted,
    Node,
    NoVerdict,
    Problem,
    TrickSearch,
    as_budget,
    compact,
    laid_out,
    move_generator,
    no_verdict,
    principal_line,
    solve,
    trump_tricks,
)
from playable.solver.solve import trick_winner as _winner_at

__all__ = ["Verdict", "VoleSearch", "analyse", "check", "first_lead", "nodes", "open_values",
           "outcomes", "problem",
           "search", "values", "values_only"]


# --------------------------------------------------------------------------
# What a finish pays (the engine's settlement)


def _settle_as(deal: Deal, tricks: int, undertaken: bool) -> tuple[tuple[int, ...], str]:
    """Each seat's net counters, and the outcome, if ``deal`` finished with the
    ombre's side taking ``tricks`` tricks (the vole ``undertaken`` or not),
    the ombre demanding all he is owed: the engine's
    :func:`~playable.quadrille.scoring.settlement` of a clone on which the
    public fields ``tricks_won``, ``vole_undertaken``,
    ``demanded_sans_prendre`` and ``demanded_matadores`` are set so.  (How
    the side's tricks fall between ombre and friend moves counters between
    them only: the ombre is given them all, the first adversary the rest.)"""
    assert deal.ombre is not None
    clone = deal.clone()
    _beast_renounces_on_table(clone)
    others = [s for s in range(SEATS) if s not in deal.side()]
    won = [0] * SEATS
    won[deal.ombre] = tricks
    won[others[0]] = TRICKS - tricks
    clone.tricks_won = won
    clone.vole_undertaken = undertaken
    clone.demanded_sans_prendre = deal.mode == "sans prendre"
    clone.demanded_matadores = deal.matadores_held()
    result = settlement(clone)
    return result.totals, result.outcome


def _beast_renounces_on_table(deal: Deal) -> None:
    """Beast each renounce made in the trick on the table, as quitting it
    will (law 14, where renounces are noticed: ``notice_renounces``): every
    finish of the play pays those beasts, and the pool they swell.  (A
    position after such a renounce had no value of its own: the search
    counted without the beasts, the line played out paid them.)  PRIVATE:
    the engine's own ``Position._beast_renounce``, on a clone."""
    if not deal.options.notice_renounces:
        return  # a renounce is beasted when claimed, an act the search does not play
    number = len(deal.tricks) + 1
    for r in deal.renounces:
        if r[1] == number and not r[2]:
            deal._beast_renounce(r, "when the trick was quitted")


def _side_value(deal: Deal, totals: Sequence[int]) -> int:
    """The ombre's side's counters minus the others'."""
    side = deal.side()
    return sum(n if s in side else -n for s, n in enumerate(totals))


@dataclass(frozen=True)
class Payoffs:
    """The value for the ombre's side (counters, his side's minus the others')
    of each finish: ``plain[T]`` with ``T`` tricks to the side, the vole not
    undertaken (or, once it is, undertaken); ``vole`` the vole made; with
    the outcome of each."""

    plain: tuple[int, ...]
    plain_outcome: tuple[str, ...]
    vole: int


def payoffs(deal: Deal) -> Payoffs:
    """What each finish of ``deal`` pays, by the engine's settlement.  The
    plain finishes are with the vole undertaken when it already is, or when
    the seat to move is about to undertake it by leading to the seventh
    trick (the stage ``vole``)."""
    undertaken = deal.vole_undertaken or deal.stage == "vole"
    plain, names = [], []
    for t in range(TRICKS + 1):
        totals, outcome = _settle_as(deal, t, undertaken)
        plain.append(_side_value(deal, totals))
        names.append(outcome)
    vole = _side_value(deal, _settle_as(deal, TRICKS, True)[0])
    return Payoffs(tuple(plain), tuple(names), vole)


# --------------------------------------------------------------------------
# The problem


def _shown_cards(deal: Deal) -> bool:
    """Whether a seat holds a card shown that he must play as soon as he
    lawfully may (law 11).  PRIVATE STATE: ``_must``."""
    return any(deal._must)


def _vole_opens(deal: Deal) -> tuple[bool, bool]:
    """Whether the vole would be open at the sixth trick (the side having won
    the first six), with the called king not yet seen and with it seen: the
    engine's own ``Position._vole_open`` (PRIVATE) asked of two clones."""
    out = []
    for revealed in (False, True):
        clone = deal.clone()
        clone.friend_revealed = deal.friend_revealed or revealed
        out.append(clone._vole_open())
    return out[0], out[1]


def check(deal: Deal) -> None:
    """``ValueError`` unless :func:`analyse` takes ``deal``: a deal of
    Quadrille in its play (the trump named, the king called or the ombre
    alone; the words of the vole included), no shown card awaiting its
    play (law 11)."""
    if getattr(deal, "GAME", None) != "quadrille":
        raise ValueError("not a deal of Quadrille")
    if deal.phase is not Phase.PLAY or deal.stage not in ("play", "vole") \
            or deal.to_move is None or deal.trump is None or deal.ombre is None:
        raise ValueError("the solver needs a deal in its play (the trump named, the king "
                         "called or the ombre alone)")
    if _shown_cards(deal):
        raise ValueError("a card shown must be played when it lawfully may (law 11): the "
                         "solver takes regular positions only")


def problem(deal: Deal, devole: bool = True) -> Problem:
    """The card play of ``deal`` as a :class:`playable.solver.solve.Problem`: the
    ombre's side is side 0; one count per trick; ``final`` the counters each
    number of tricks pays (:func:`payoffs`, without the vole).  Without
    ``devole``, no trick at all pays what one trick pays (a coarser question,
    much cheaper from the first lead: see :func:`open_values`)."""
    check(deal)
    if deal.stage == "vole" and deal.options.vole_announced:
        raise ValueError("the winner of the sixth trick speaks first (vole_announced): "
                         "no card may be played yet")
    assert deal.trump is not None and deal.to_move is not None
    t = compact(ORDER, deal.trump)
    hands, trick = laid_out(t, ORDER, (deal.hand(seat) for seat in range(SEATS)), deal.trick)
    leader = trick[0][0] if trick else deal.to_move
    side_seats = deal.side()
    side = tuple(0 if s in side_seats else 1 for s in range(SEATS))
    won = sum(n for s, n in enumerate(deal.tricks_won) if s in side_seats)
    lost = sum(deal.tricks_won) - won
    pay = payoffs(deal).plain
    # a count the side cannot end with (fewer tricks than it has won, more
    # than it can still win) pays as the nearest it can: the search asks a
    # final that never falls as the count grows, and a failed vole, which
    # pays less than a remise, is undertaken only with six tricks won
    most = won + TRICKS - len(deal.tricks)
    pay = tuple(pay[min(max(t, won), most)] for t in range(TRICKS + 1))
    if not devole:
        pay = (pay[1], *pay[1:])
    # final[D + TRICKS], D the side's tricks minus the others' at the end
    final = tuple(pay[(d + TRICKS) // 2] if (d + TRICKS) % 2 == 0 else pay[(d + TRICKS - 1) // 2]
                  for d in range(-TRICKS, TRICKS + 1))
    trump = deal.trump
    privilege = sum(1 << b for b, k in enumerate(t.key) if is_matador(ORDER.cards[k], trump))
    called = _called_bit(deal, t.bits)
    return Problem(t, FOLLOW, side, hands, leader, trick, (0,) * len(t.key), trick_count=1,
                   count_diff=won - lost, final=final, final_offset=TRICKS,
                   privilege=privilege, distinct=0 if called < 0 else 1 << called)


def _called_bit(deal: Deal, bits: Sequence[Sequence[int]]) -> int:
    return -1 if deal.called is None else bits[ORDER.key(deal.called)][0]


# --------------------------------------------------------------------------
# The vole


class VoleSearch:
    """Whether the ombre's side can take every trick still to be played and
    so make the vole: each trick won by side 0, the vole open when the sixth
    is quitted (``opens[revealed]``, the called king seen or not), and no lead
    that forfeits it (``forfeits``: the bits whose lead by ``friend``, not
    eldest, before the king is seen forfeits the vole; 0 when none does).
    A search of its own (all side 0's cards are tried until one keeps the
    vole, all side 1's until one breaks it) with a table at each trick's
    start and the equivalent cards merged (the searches' move generator,
    :func:`playable.solver.solve.move_generator`), lost at once when one of
    side 1's hands has a trump trick whatever the play (:meth:`_a_sure_trick`)."""

    def __init__(self, p: Problem, called: int, opens: tuple[bool, bool], forfeits: int,
                 friend: int | None, eldest: int, revealed: bool) -> None:
        self.problem = p
        self.called, self.opens, self.forfeits = called, opens, forfeits
        self.friend, self.eldest, self.revealed = friend, eldest, revealed
        self.moves = move_generator(p)
        self.table: dict[tuple[int, ...], bool] = {}
        self.nodes = 0
        #: The most nodes the search may visit (None: no limit).
        self.budget: int | None = None
        #: The budget of the analysis it is part of, if any (its nodes are
        #: counted there too), and the count to check it at.
        self.meter: Budget | None = None
        self._limit = 0

    def charge(self, meter: Budget) -> None:
        """Count this search's nodes in ``meter`` from now on, and stop
        (:class:`playable.solver.solve.Exhausted`) past it."""
        self.meter = meter
        self._limit = meter.limit()

    def _moves(self, hands: list[int], seat: int, trick: list[tuple[int, int]]) -> list[int]:
        hand = hands[seat]
        lead = win = -1
        if trick:
            lead = trick[0][1]
            win = trick[_winner_at(trick, self.problem.tables)][1]
        remaining = 0
        for h in hands:
            remaining |= h
        for _, b in trick:
            remaining |= 1 << b
        return self.moves(hand, lead, win, remaining & ~hand)

    def possible(self, hands: Sequence[int], leader: int, trick: Sequence[tuple[int, int]],
                 revealed: bool | None = None) -> bool:
        """Whether side 0 can force the vole from the position (``trick`` on
        the table, led by ``leader``)."""
        return self._go(list(hands), leader, list(trick),
                        self.revealed if revealed is None else revealed)

    def _go(self, hands: list[int], leader: int, trick: list[tuple[int, int]],
            revealed: bool) -> bool:
        p = self.problem
        n = p.seats
        side = p.side
        if len(trick) == n:
            t = p.tables
            win_seat = trick[_winner_at(trick, t)][0]
            if side[win_seat]:
                return False
            if not any(hands):
                return True
            done = TRICKS - hands[win_seat].bit_count()
            if done == 6 and not self.opens[revealed]:
                return False
            key = (*hands, win_seat, revealed)
            found = self.table.get(key)
            if found is None:
                found = self.table[key] = self._go(hands, win_seat, [], revealed)
            return found
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            raise Exhausted(self.budget)
        meter = self.meter
        if meter is not None:
            meter.counter[0] += 1
            if meter.counter[0] > self._limit:
                self._limit = meter.check()
        if len(trick) < 2 and self._a_sure_trick(hands, trick):
            return False
        seat = (leader + len(trick)) % n
        # an adversary holds the trick: only a later seat of side 0 can take it
        if trick and side[trick[_winner_at(trick, p.tables)][0]] and \
                all(side[(leader + i) % n] for i in range(len(trick), n)):
            return False
        mine = side[seat] == 0
        hand = hands[seat]
        for b in self._moves(hands, seat, trick):
            if self.forfeited(seat, trick, b, revealed):
                ok = False
            else:
                hands[seat] = hand ^ (1 << b)
                ok = self._go(hands, leader, [*trick, (seat, b)], revealed or b == self.called)
                hands[seat] = hand
            if ok == mine:
                return ok
        return not mine

    def forfeited(self, seat: int, trick: Sequence[tuple[int, int]], b: int,
                  revealed: bool) -> bool:
        """Whether ``seat`` leading ``b`` forfeits the vole (law 10 read of
        the lead): the friend, not eldest, leads a card of ``forfeits`` before
        the king is seen."""
        return (not trick and seat == self.friend and not revealed and seat != self.eldest
                and bool((self.forfeits >> b) & 1))

    def _a_sure_trick(self, hands: list[int], trick: list[tuple[int, int]]) -> bool:
        """Whether side 1 takes a trick whatever the play, so that the vole
        is lost: one of its hands' trumps take one against every trump of
        side 0, in its hands or on the table (each can beat one of them at
        most: :func:`playable.solver.solve.trump_tricks`).  Asked at a
        trick's first card and its second (the root's, after a card)."""
        p = self.problem
        trumps = p.tables.trumps
        side = p.side
        theirs = 0
        for s, h in enumerate(hands):
            if not side[s]:
                theirs |= h
        for s, b in trick:
            if not side[s]:
                theirs |= 1 << b
        theirs &= trumps
        return any(side[s] and h & trumps and trump_tricks(h & trumps, theirs)[0]
                   for s, h in enumerate(hands))

    def line(self, hands: Sequence[int], leader: int, trick: Sequence[tuple[int, int]],
             revealed: bool | None = None) -> list[int]:
        """A line that makes the vole (side 0's cards keep it, side 1's are the
        first tried), from a position where it can be forced (``trick`` may be
        whole: the root's card was its last, and its winner leads on)."""
        hs, tr = list(hands), list(trick)
        rev = self.revealed if revealed is None else revealed
        n = self.problem.seats
        if len(tr) == n:
            leader, tr = tr[_winner_at(tr, self.problem.tables)][0], []
        out: list[int] = []
        while any(hs):
            seat = (leader + len(tr)) % n
            for b in self._moves(hs, seat, tr):
                if self.forfeited(seat, tr, b, rev):
                    continue
                nh = list(hs)
                nh[seat] ^= 1 << b
                nt = [*tr, (seat, b)]
                nrev = rev or b == self.called
                if len(nt) == n:
                    w = nt[_winner_at(nt, self.problem.tables)][0]
                    ok = self._go(nh, leader, nt, nrev)
                    nt, nl = [], w
                else:
                    ok = self._go(nh, leader, nt, nrev)
                    nl = leader
                if ok:
                    hs, tr, leader, rev = nh, nt, nl, nrev
                    out.append(b)
                    break
            else:  # pragma: no cover - the vole can be forced from here
                raise AssertionError("no card keeps the vole")
        return out


def vole_search(deal: Deal, p: Problem) -> VoleSearch | None:
    """The vole's search for ``deal``, or None when the vole is out of the
    question: undertaken already (the plain search counts it), a trick lost,
    the sixth trick quitted without it, or closed at the sixth whatever
    happens (forced spadille, forfeited)."""
    if deal.vole_undertaken or deal.stage != "play" or len(deal.tricks) >= 6:
        return None
    side = deal.side()
    if any(t.winner not in side for t in deal.tricks):
        return None
    opens = _vole_opens(deal)
    if not any(opens):
        return None
    t = p.tables
    called = _called_bit(deal, t.bits)
    forfeits = 0
    if deal.options.friend_shown == "lead" and deal.friend is not None:
        forfeits = p.privilege | (0 if called < 0 else 1 << called)
    return VoleSearch(p, called, opens, forfeits, deal.friend, deal.eldest,
                      deal.friend is None or deal.friend_revealed)


# --------------------------------------------------------------------------
# The answer in the engine's acts


def _finish(deal: Deal) -> None:
    """Close a deal whose cards are played out (or stopped at "no vole"): the
    ombre demands everything open to him (law 18), then settles."""
    while not deal.is_over:
        acts = deal.legal_actions()
        demands = [a for a in acts if a.kind == "demand" and a.value == "sans-prendre"]
        demands += [a for a in acts if a.kind == "demand" and a.value != "sans-prendre"][:1]
        deal.apply(demands[0] if demands else next(a for a in acts if a.kind == "settle"))


@dataclass(frozen=True)
class Verdict:
    """The search's answer: side 0's value of each lawful card (by key),
    whether the vole is forced after it, and the nodes searched (the play's
    and the vole's searches)."""

    values: dict[int, int]
    vole: dict[int, bool]
    nodes: int


def _card_values(deal: Deal, p: Problem, line: bool = True,
                 budget: int | Budget | None = None
                 ) -> tuple[Verdict, list[int], VoleSearch | None]:
    """Side 0's value of each lawful card (by key), the plain principal line
    (bits; with ``line``) and the vole's search; :class:`playable.solver.solve.Exhausted`
    past ``budget``: nodes (the play's search, then the vole's), or a
    :class:`playable.solver.solve.Budget` both count in."""
    sol = solve(p, line=line, budget=budget)
    t = p.tables
    mover = p.side[p.to_move]
    values: dict[int, int] = {}
    for b, v in sol.values.items():
        values.setdefault(t.key[b], -v if mover else v)
    vole: dict[int, bool] = dict.fromkeys(values, False)
    nodes = sol.nodes
    vs = vole_search(deal, p)
    if vs is not None:
        meter = budget if budget is None or isinstance(budget, Budget) \
            else as_budget(max(0, budget - nodes))
        if meter is not None:
            vs.charge(meter)
        # the vole needs every trick left, and its search asks more of side
        # 0 than the play's (the sixth trick, the leads that forfeit it): a
        # card after which the trick search finds side 0 short of one trick
        # is not searched for the vole (its search has no bounds of its own)
        sweep = TrickSearch(p, meter)
        root = sweep.root()
        pay = payoffs(deal)
        seat = p.to_move
        for k in list(values):
            b = t.bits[k][0]
            hands = list(p.hands)
            hands[seat] ^= 1 << b
            after = sweep.advance(root, b)
            if vs.forfeited(seat, p.trick, b, vs.revealed):
                continue  # the root's lead forfeits the vole (law 10 read of the lead)
            if sweep.at_least(after, _tricks_left(after)) and vs.possible(
                    hands, p.leader, [*p.trick, (seat, b)], vs.revealed or b == vs.called):
                values[k] = max(values[k], pay.vole)
                vole[k] = True
        nodes += sweep.nodes + vs.nodes
    return Verdict(values, vole, nodes), sol.line, vs


def _tricks_left(node: Node) -> int:
    """The tricks still to be played at ``node``, the one in progress among them."""
    return (sum(h.bit_count() for h in node.hands) + node.pos) // SEATS


def _side0_value(deal: Deal, budget: Budget | None = None,
                 values_only: bool = False) -> tuple[int, list[Action], Deal]:
    """Side 0's value of ``deal`` (in play, or its cards played out), a best
    line in the engine's acts (none with ``values_only``) and the finished
    clone (within ``budget``)."""
    clone = deal.clone()
    if clone.phase is not Phase.PLAY:
        _finish(clone)
        return _side_value(clone, clone.result().totals), [], clone
    a = _analyse(clone, True, budget, values_only)
    mover_side = 0 if deal.to_move in deal.side() else 1
    return (-a.value if mover_side else a.value), list(a.line), clone


def analyse(deal: Deal, line: bool = True, budget: Budget | None = None, *,
            values_only: bool = False) -> Analysis:
    """Each lawful act's value for the player to move (counters: his side's
    minus the others', both sides playing their best), the best, the
    principal line played through the engine and each seat's counters at its
    end (the ombre demanding all he is owed, then settling);
    :class:`playable.solver.solve.NoVerdict` past ``budget`` (every search of the
    analysis counts in it: the cards', the vole's, the words' and the
    line's), with the cards solved when the first search stopped.

    The counters at the end come from the principal line, which is searched
    even when ``line`` is False (it is then not returned): the strong
    player's samples read such analyses within a budget the line's search
    counts in.  With ``values_only`` the line is not searched at all: the
    values, the best acts and the value are the same (the line only checks
    them), ``line`` and ``points`` are empty and ``nodes`` are the values'
    alone, and the analysis costs less: the Deal page's best card, which
    reads only the values, at its slowest position (seed 1, act 7) 105,393
    nodes to 78,808, 0.76 s to 0.45 s in CPython."""
    try:
        return _analyse(deal, line, budget, values_only)
    except NoVerdict:
        raise
    except Exhausted as exc:
        assert budget is not None
        raise NoVerdict(budget, deal.to_move) from exc


def _analyse(deal: Deal, line: bool, budget: Budget | None,
             values_only: bool = False) -> Analysis:
    """:func:`analyse`, with :class:`playable.solver.solve.Exhausted` raised as the
    search raises it (past the first search: a later one stopped)."""
    check(deal)
    seat = deal.to_move
    assert seat is not None
    sign = -1 if seat not in deal.side() else 1
    acts = deal.legal_actions()
    card_acts = [a for a in acts if a.kind == "play"]
    values0: dict[Action, int] = {}
    lines: dict[Action, list[Action]] = {}
    nodes = 0
    verdict: Verdict | None = None
    vs: VoleSearch | None = None
    plain_line: list[int] = []
    if card_acts:
        p = problem(deal)
        problem_tables = p.tables
        try:
            verdict, plain_line, vs = _card_values(deal, p, not values_only, budget)
        except Exhausted as exc:
            raise no_verdict(exc, deal, p, ORDER) from exc
        nodes = verdict.nodes
        got = {ORDER.key(a.cards[0]) for a in card_acts}
        if set(verdict.values) != got:
            raise AssertionError("the solver's cards are not the engine's legal plays")
        for a in card_acts:
            values0[a] = verdict.values[ORDER.key(a.cards[0])]
    for a in acts:
        if a.kind != "play":  # the words of the vole: the position after them
            child = deal.clone()
            child.apply(a)
            v, rest, _ = _side0_value(child, budget, values_only)
            values0[a] = v
            lines[a] = [a, *rest]
    values = tuple((a, sign * values0[a]) for a in acts)
    best_value = max(v for _, v in values)
    best = tuple(a for a, v in values if v == best_value)
    if values_only:
        return Analysis(seat, values, best, best_value, (), (), nodes, deal.names[seat])
    first = best[0]
    if first not in lines and verdict is not None and plain_line and \
            not any(verdict.vole.values()):
        # the act the plain principal line starts with, if it is a best act
        lead = ORDER.cards[problem_tables.key[plain_line[0]]]
        first = next((a for a in best if a.kind == "play" and a.cards[0] == lead), first)
    clone = deal.clone()
    played: list[Action] = []
    if first in lines:
        for act in lines[first]:
            clone.apply(act)
            played.append(act)
    else:
        assert verdict is not None
        k = ORDER.key(first.cards[0])
        p = problem(deal)
        t = p.tables
        if verdict.vole[k] and vs is not None:
            hands = list(p.hands)
            b = t.bits[k][0]
            bits = [b, *vs.line(_after(hands, p.to_move, b), p.leader, [*p.trick, (p.to_move, b)],
                                vs.revealed or b == vs.called)]
        else:
            bits = _line_from(deal, p, k, plain_line, budget)
        for b in bits:
            if clone.phase is not Phase.PLAY:
                break
            k = t.key[b]
            act = next(a for a in clone.legal_actions() if a.cards and ORDER.key(a.cards[0]) == k)
            clone.apply(act)
            played.append(act)
            if clone.stage != "vole":
                continue
            if not verdict.vole[ORDER.key(first.cards[0])]:
                stop = next(a for a in clone.legal_actions() if a.kind == "no-vole")
                clone.apply(stop)
                played.append(stop)
                break
            played += _undertake(clone)
    _finish(clone)
    final = clone.result().totals
    if sign * _side_value(clone, final) != best_value:
        raise AssertionError("the principal line does not pay the value found")
    return Analysis(seat, values, best, best_value, tuple(played) if line else (), final, nodes,
                    deal.names[seat])


def _undertake(deal: Deal) -> list[Action]:
    """The words a vole line says at the sixth trick where the vole is
    announced (``Options(vole_announced=True)``): "I ask" while the king
    called is unknown, then "I play the vole"; none where the next card
    undertakes it."""
    said: list[Action] = []
    while deal.stage == "vole":
        word = next((a for a in deal.legal_actions() if a.kind in ("ask", "play-vole")), None)
        if word is None:
            break
        deal.apply(word)
        said.append(word)
    return said


def _after(hands: list[int], seat: int, b: int) -> list[int]:
    out = list(hands)
    out[seat] ^= 1 << b
    return out


def _line_from(deal: Deal, p: Problem, k: int, plain_line: list[int],
               budget: Budget | None = None) -> list[int]:
    """The plain principal line, if it starts with the card keyed ``k``;
    else ``k`` and the principal line of the position after it (searched
    within ``budget``)."""
    t = p.tables
    if plain_line and t.key[plain_line[0]] == k:
        return plain_line
    search = TrickSearch(p, budget)
    node = search.advance(search.root(), t.bits[k][0])
    value = search.exact(node)
    return [t.bits[k][0], *principal_line(search, node, value)]


def values_only(deal: Deal, budget: Budget | None = None) -> Analysis:
    """:func:`analyse` with ``values_only``: the values and the best acts,
    no line searched, no points (the registry's entry for a reader who
    reads the values alone: the Deal page's best card)."""
    return analyse(deal, False, budget, values_only=True)


def values(deal: Deal) -> dict[Action, int]:
    """Each lawful act and its value for the player to move (counters: his
    side's minus the others'), both sides playing their best."""
    return dict(analyse(deal).values)


def outcomes(deal: Deal) -> dict[Action, str]:
    """The outcome each lawful act leads to with best play: ``"vole"``,
    ``"won"``, ``"remise"`` or ``"codille"`` (the settlement's words)."""
    out = {}
    for a in deal.legal_actions():
        child = deal.clone()
        child.apply(a)
        if child.phase is Phase.PLAY:
            line = analyse(child).line
            for act in line:
                child.apply(act)
        _finish(child)
        out[a] = child.result().outcome
    return out


def search(deal: Deal, budget: int | Budget | None = None) -> Verdict:
    """The search alone (no line, no playout): each lawful card's value for
    side 0 (the ombre's side), the vole, the nodes;
    :class:`playable.solver.solve.Exhausted` past ``budget``."""
    return _card_values(deal, problem(deal), line=False, budget=budget)[0]


def open_values(deal: Deal, budget: int | Budget | None = None,
                devole: bool = True) -> dict[int, int]:
    """The search alone: for each lawful card key, its value (counters) to the
    side to move, the vole included, without the engine's playout of the line
    (the benchmark's measure of the search, and the strong player's);
    :class:`playable.solver.solve.Exhausted` past ``budget`` nodes.  Without
    ``devole`` a side that takes no trick is valued as if it took one: the
    proof that a lone ombre takes at least one trick, when he does, is most
    of the search from the first lead on the slowest deals, and the strong
    player asks the cheaper question."""
    p = problem(deal, devole)
    verdict = _card_values(deal, p, line=False, budget=budget)[0]
    sign = -1 if p.side[p.to_move] else 1
    return {k: sign * v for k, v in verdict.values.items()}


# --------------------------------------------------------------------------
# The positions ``python -m playable bench --solver`` times


def first_lead(deal: Deal, rng: Random) -> bool:
    """The speaking, the trump and the call made at random, to the first lead."""
    while deal.phase is not Phase.PLAY and not deal.is_over:
        acts = deal.legal_actions()
        deal.apply(acts[int(rng.random() * len(acts))])
    return True


def nodes(deal: Deal, budget: Budget) -> int:
    """The nodes the search of the play and the vole takes."""
    return search(deal, budget).nodes
