"""The strong player: Perfect-Information Monte Carlo.

At its turn in the play, :class:`StrongPlayer` deals the cards it cannot see
again, at random but consistently with everything its seat has seen, makes
each such *sample* a deal with every hand known (the game's own
``Deal.setup``, which checks it), has the perfect-information solver value
every lawful card in it (:func:`playable.analysis.analyse`) and plays the card
best on average over the samples — the method of the strong bridge and skat
programs ("PIMC").  Among cards equally good on average it plays the period
player's choice when that is one of them, else the first in the game's order.

What a sample keeps (All-Fours; :func:`allfours_sample`)
--------------------------------------------------------
Everything the seat's view shows is kept as it is: its own hand and discards,
the cards turned up (the trump in force and those run through), the tricks
and the card led to the trick in progress, the begs, the questions of law v,
the penalties already scored, the match score.  The adversary's hand is drawn
from the cards the seat has not seen, never with a card of a suit he has
shown void in: under law iii he may trump though he holds the suit led, but
he plays a third suit only when he holds none of it, so a reply of a third
suit to a plain lead (or of a plain card to a trump lead) shows that he holds
no card of the suit led — and, as nobody takes cards in during the play,
none later.  His discards after running (``Options.after_running``) are
drawn from the rest, as many as he must have laid aside; the stock is left
to ``setup``'s fixed order (the play never reaches it).  Each hand so drawn
is uniform among the hands consistent with what was seen.

Quadrille (:func:`quadrille_sample`)
------------------------------------
A seat sees, at its turn, its own hand, the speaking, the trump and the card
called, the tricks quitted (law 12: on its turn) and the trick on the table.
A sample keeps all of it and deals the unseen cards to the three other seats,
as many to each as he has not played, never:

* a card of a suit a seat showed he had none of: a plain suit led and not
  followed (law 14: follow suit if able); a trump led and not followed
  shows no trump but the matadores his privilege lets him keep back, and none
  below a matador led (law 17);
* the called king away from the friend once the friend is known to the
  seat; spadille away from an ombre who played forced spadille (all passed:
  the holder of spadille plays, law 4); a king away from an ombre who
  called a queen (only the holder of the four kings may, laws 6-7).

Each other hand is drawn uniformly among those consistent (a shuffle kept
if it breaks none of these, up to fifty tries; then, where the bars are
tight, the cards with fewest seats open first, each to a seat drawn by its
room: close to uniform).  The speaking bears on the hands only where the laws
make it: how a player bid is not read as what he holds (the bidding is the
sensible player's, :class:`playable.quadrille_players.SensiblePlayer`, and
the strong player plays the cards only).  A seat's view does not hold the
agreed stakes: the sample is valued under the default ``Options`` with the
pool carried.  A sample is solved by :func:`playable.quadrille_solve.open_values`
in counters, the vole included, without the devole (an ombre's side that
takes no trick valued as if it took one: that proof is most of the search
from the first lead, and the table rarely sees it); at the seventh trick, where
"no vole" is an act, by the whole analysis (four cards each).

Bezique's last eight (:func:`bezique_sample`)
---------------------------------------------
Once the stock is exhausted and the declared cards are taken up, every card
a seat has not seen is in its adversary's hand: the one "sample" is the deal
itself, solved once a move (the player is then exact).

Where it does not sample (and plays as the period player instead)
-----------------------------------------------------------------
* every act that is not a card played: All-Fours' stand, beg, take one, run
  and discard, Quadrille's speaking, the trump and the call, the ombre's
  demands and the words of the vole under ``vole_announced``, Bezique's
  declarations and draws — the solver values the play only (but
  Quadrille's "no vole" beside the cards of the seventh trick is valued);
* a position the solver does not take: Bezique before its last eight tricks
  (and three-handed Bezique);
* a move where every sample took the solver past its budget of nodes
  (Quadrille, :data:`QUADRILLE_NODES`);
* a hand of more than ``max_cards`` cards (:data:`DEFAULT_MAX_CARDS`, 9; ten
  at Quadrille, every hand):
  All-Fours after two runs of the cards or more (twelve cards each and up),
  until the play has brought the hands down to nine — the solver's time
  grows too fast with the hands for a move to stay within its budget;
* a deal the laws' irregularities have touched (a card exposed in dealing, a
  renounce — then what the seat saw is not what lawful play shows, and
  ``setup`` refuses it — or a sample ``setup`` or the solver refuses for any
  other reason).

The period players are :class:`playable.allfours_players.PeriodPlayer`,
:class:`playable.quadrille_players.SensiblePlayer` and
:class:`playable.bezique_players.CautiousPlayer`; :meth:`StrongPlayer.advise`
says which of the two ways each act was chosen.

Time per move: bounded and stated
---------------------------------
A move is at most ``samples`` solved deals (:data:`DEFAULT_SAMPLES`, 20) and
stops early, after at least one, once ``seconds`` (:data:`DEFAULT_SECONDS`,
1.0 s) have passed since it began (``time.monotonic``, read between solves:
a move takes at most the budget and one solve more; ``seconds=None`` for no
limit, as the tests and the simulations use, so that a move depends on the
seed alone).  One solve is short because the player takes on hands of nine
cards or fewer (:data:`DEFAULT_MAX_CARDS`): an All-Fours solve takes a few
milliseconds from six cards each, at times a tenth of a second or more from
nine, so at the default budget a move takes its twenty samples in a few tens
of milliseconds, and the slowest (nine cards each) stops at the second
(``python -m playable bench --pimc`` prints the median and the slowest).
With one lawful card the player plays it at once; in Bezique's last eight it
solves the one deal there is.

Quadrille's budget is its own (:data:`QUADRILLE_SAMPLES`, 12 samples;
:data:`QUADRILLE_SECONDS`, 2 s; :data:`QUADRILLE_NODES`, 60,000 nodes a
solve): a solve from the first lead takes from a few hundred nodes to
millions (the devole left out, a few tens of thousands in the middle), so
each solve is cut at its budget of nodes (:class:`playable.solve.Exhausted`)
and that sample is dropped; a move takes at most the two seconds and one
solve of 60,000 nodes more (half a second to a second in CPython on this
machine as we measured it, shared with other work: ``bench --pimc`` prints
the moves' median and slowest), and where every sample of a move passed the budget
(the first tricks of some deals) the move is the sensible player's.  The
samples kept are those the solver answers in time: a small bias towards the
simpler deals, the price of a bounded move.

Reproducible: ``StrongPlayer(seed=...)`` draws each move's samples from its
own ``random.Random``, seeded with the player's seed and the position as the
seat sees it (hand, tricks, trick, turn-ups, score), so the same position
gets the same samples and the same card whatever was played before, in any
process.  The generator a session passes (``rng``) is used only by the
period player when the strong player falls back on it.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal

from playable import allfours_solve, analysis, quadrille_solve
from playable.allfours import CARDS as ALLFOURS_CARDS
from playable.allfours import Deal as AllFoursDeal
from playable.allfours import View as AllFoursView
from playable.allfours_cards import ORDER as ALLFOURS_ORDER
from playable.allfours_players import PeriodPlayer
from playable.bezique import Deal as BeziqueDeal
from playable.bezique import Options as BeziqueOptions
from playable.bezique import View as BeziqueView
from playable.bezique_cards import expected_pack as bezique_expected_pack
from playable.bezique_players import CautiousPlayer
from playable.cards import Card, Rank, Suit
from playable.core import Action, Phase
from playable.errors import SetupError
from playable.quadrille import Deal as QuadrilleDeal
from playable.quadrille import View as QuadrilleView
from playable.quadrille_order import CARDS as QUADRILLE_CARDS
from playable.quadrille_order import KINGS as QUADRILLE_KINGS
from playable.quadrille_order import MATADORES as QUADRILLE_MATADORES
from playable.quadrille_order import SPADILLE
from playable.quadrille_order import TABLES as QUADRILLE_TABLES
from playable.quadrille_order import key as quadrille_key
from playable.quadrille_players import SensiblePlayer
from playable.quadrille_position import SEATS as QUADRILLE_SEATS
from playable.quadrille_position import TRICKS as QUADRILLE_TRICKS
from playable.solve import Budget, Exhausted, solve
from playable.strategies import Advice, Advising, Player
from playable.tricks import SUIT_INDEX, TRUMPS

__all__ = ["DEFAULT_MAX_CARDS", "DEFAULT_SAMPLES", "DEFAULT_SECONDS", "QUADRILLE_NODES",
           "QUADRILLE_SAMPLES", "QUADRILLE_SECONDS", "SAMPLERS", "StrongAdvice", "StrongPlayer",
           "Unsampled", "allfours_sample", "bezique_sample", "quadrille_deal_out",
           "quadrille_sample", "quadrille_values"]

#: Samples solved per move, at most.
DEFAULT_SAMPLES: Final = 20
#: Seconds a move may take before it stops sampling (after at least one sample).
DEFAULT_SECONDS: Final = 1.0
#: The most cards a hand may hold for the player to sample: one solve of nine
#: cards each takes milliseconds, of twelve (All-Fours after two runs) a second
#: or more, of eighteen longer than anyone waits.
DEFAULT_MAX_CARDS: Final = 9
#: Quadrille's budget of a move: samples, seconds, and nodes for one solve.
QUADRILLE_SAMPLES: Final = 12
QUADRILLE_SECONDS: Final = 2.0
QUADRILLE_NODES: Final = 60_000


class Unsampled(ValueError):
    """The seat's view cannot be dealt again consistently: the position is not
    one the sampler takes (not the play, an irregularity seen)."""


#: A sampler: (the seat's view, a generator) -> a deal with every hand known,
#: consistent with the view; :class:`Unsampled` where it does not sample.
Sampler = Callable[[Any, random.Random], Any]
#: A sample's values: (the deal, the match score or None, a budget of nodes
#: or None) -> each lawful act's value for the player to move.
Values = Callable[[Any, tuple[int, int] | None, int | None], dict[Action, int]]


# --------------------------------------------------------------------------
# All-Fours


def allfours_sample(view: AllFoursView, rng: random.Random) -> AllFoursDeal:
    """A deal of All-Fours consistent with ``view`` (see the module
    docstring): the seat's own cards as they are, the adversary's hand drawn
    from the unseen cards outside the suits he has shown void in, his
    discards from the rest.  ``Unsampled`` outside the play or after an
    irregularity; the deal is made by ``Deal.setup`` (checked)."""
    if view.phase is not Phase.PLAY or view.to_move is None:
        raise Unsampled("the All-Fours sampler takes a deal in its play")
    if view.shown:
        raise Unsampled("a card was exposed in dealing (law i)")
    if any(line.item == "renounce" for line in view.lines):
        raise Unsampled("a renounce was found (law iii)")
    me, other = view.seat, 1 - view.seat
    trump = view.trump
    played: list[list[Card]] = [[], []]
    void: set[Suit] = set()
    for t in view.tricks:
        replier = 1 - t.leader
        for seat, card in ((t.leader, t.lead), (replier, t.reply)):
            if seat == other and card.suit in void:
                raise Unsampled(f"P{other} played {card} after showing void: a renounce "
                                "(law iii)")
            played[seat].append(card)
        if replier == other and t.reply.suit is not t.lead.suit and t.reply.suit is not trump:
            void.add(t.lead.suit)
    for seat, card in view.trick:
        if seat == other and card.suit in void:
            raise Unsampled(f"P{other} played {card} after showing void: a renounce (law iii)")
        played[seat].append(card)
    size = 6 + 3 * (len(view.turned) - 1)
    laid_aside = size - view.hand_sizes[other] - len(played[other])
    if laid_aside < 0 or size - len(view.hand) - len(played[me]) != len(view.discards):
        raise Unsampled("the cards do not add up to a lawful deal")
    seen = view.seen
    unseen = [c for c in ALLFOURS_CARDS if c not in seen]
    eligible = [c for c in unseen if c.suit not in void]
    wanted = view.hand_sizes[other]
    if len(eligible) < wanted:
        raise Unsampled(f"P{other} cannot hold {wanted} cards outside the suits he showed "
                        "void in")
    hand = rng.sample(eligible, wanted)
    held = set(hand)
    rest = [c for c in unseen if c not in held]
    discards = rng.sample(rest, laid_aside)
    hands: list[Sequence[Card]] = [(), ()]
    hands[me], hands[other] = view.hand, hand
    laid: list[Sequence[Card]] = [(), ()]
    laid[me], laid[other] = view.discards, discards
    penalties = [{k: v for k, v in line.to_json().items() if k != "law"}
                 for line in view.lines if line.item in ("wrong-score", "renounce")]
    try:
        return AllFoursDeal.setup(
            dealer=view.dealer, hands=hands, turn_up=view.turn_up, turned=view.turned[:-1],
            begs=view.begs, stage="play", discards=laid,
            tricks=[(t.lead, t.reply) for t in view.tricks],
            trick=[c for _, c in view.trick], asked=[[a.asker, a.card] for a in view.answers],
            penalties=penalties, to_move=view.to_move, options=view.options)
    except SetupError as exc:
        raise Unsampled(f"the sample is refused: {exc}") from exc


def _allfours_key(view: AllFoursView) -> str:
    """The position as the seat sees it, as text (for the move's seed)."""
    tricks = " ".join(f"{t.leader}{t.lead}{t.reply}" for t in view.tricks)
    trick = " ".join(f"{s}{c}" for s, c in view.trick)
    hand = " ".join(str(c) for c in view.hand)
    turned = " ".join(str(c) for c in view.turned)
    return (f"all-fours|{view.seat}|{view.dealer}|{hand}|{turned}|{view.begs}|{tricks}|{trick}"
            f"|{view.options.score}")


def allfours_values(deal: AllFoursDeal, match: tuple[int, int] | None,
                    budget: int | None = None) -> dict[Action, int]:
    """Each lawful card's value for the player to move in ``deal`` (every hand
    known): what Jack and Game still to be won are worth to him (with ``match``,
    the match as :mod:`playable.allfours_solve` values it), without the line
    :func:`playable.analysis.analyse` plays out — the fixed points (High, Low,
    what was scored before) are the same for every card of a sample, so they
    change no choice, and a solve costs a third of ``analyse``.  Within
    ``budget`` nodes (None: the default budget of an analysis),
    :class:`playable.solve.Exhausted` past it."""
    p = allfours_solve.problem(deal, match)
    t = p.tables
    by_key: dict[int, int] = {}
    for b, v in solve(p, line=False, budget=_limits(budget)).values.items():
        by_key.setdefault(t.key[b], v)
    return {a: by_key[ALLFOURS_ORDER.key(a.cards[0])] for a in deal.legal_actions()}


def _limits(budget: int | None) -> Budget:
    """A sample's budget: ``budget`` nodes, or for None the default budget of
    an analysis (:class:`playable.solve.Budget`), so that no solve is
    unbounded."""
    return Budget() if budget is None else Budget(nodes=budget, seconds=None)


def analysed_values(deal: Any, match: tuple[int, int] | None,
                    budget: int | None = None) -> dict[Action, int]:
    """Each lawful act's value by :func:`playable.analysis.analyse` (any game
    it solves), within ``budget`` nodes (None: the default budget;
    :class:`playable.solve.NoVerdict`, an :class:`~playable.solve.Exhausted`,
    past it)."""
    return dict(analysis.analyse(deal, line=False, match=match,
                                 budget=_limits(budget)).values)


# --------------------------------------------------------------------------
# Bezique


def bezique_sample(view: BeziqueView, rng: random.Random) -> BeziqueDeal:
    """The deal of two-handed Bezique in its last eight tricks, as ``view``
    shows it: the stock exhausted and the declared cards taken up, every card
    the seat has not seen is in the adversary's hand, so there is one sample,
    the deal itself (``rng`` is not drawn from).  The tricks already played are
    given to ``setup`` as counts (``won``): all of them, with their brisques,
    to the seat that won the last (the view does not say who won each, and
    they change no card's value now).  The view does not carry the options:
    the sample is played by the default ones (the last trick scoring 10).
    ``Unsampled`` before the last eight, three-handed, or with a wrong
    declaration's faced cards or an announcement pending."""
    if view.players != 2 or not view.last_eight or view.to_move is None:
        raise Unsampled("the Bezique sampler takes a two-handed deal in its last eight tricks")
    if any(view.faced) or view.announced or any(view.tables):
        raise Unsampled("cards faced or announced: not a plain position of the last eight")
    me, other = view.seat, 1 - view.seat
    options = BeziqueOptions()
    rest = Counter(bezique_expected_pack(options))
    rest.subtract(view.hand)
    rest.subtract(view.played)
    if any(n < 0 for n in rest.values()):
        raise Unsampled("the cards seen are not those of one pack")
    theirs = sorted(rest.elements(), key=lambda c: (c.suit.value, c.rank))
    if len(theirs) != view.hand_sizes[other]:
        raise Unsampled("the adversary's hand is not the cards unseen")
    trick = [c for _, c in view.trick]
    before = view.played[:len(view.played) - len(trick)]
    leader = view.trick[0][0] if view.trick else view.to_move
    won = [[0, 0], [0, 0]]
    won[leader] = [len(before) // 2, sum(1 for c in before if c.rank in (Rank.ACE, Rank.TEN))]
    hands: list[Sequence[Card]] = [(), ()]
    hands[me], hands[other] = view.hand, theirs
    try:
        return BeziqueDeal.setup(hands=list(hands), trump=view.trump.value, won=won,
                                 leader=leader, trick=trick, scores=list(view.scores),
                                 dealer=view.dealer, options=options)
    except SetupError as exc:
        raise Unsampled(f"the sample is refused: {exc}") from exc


def _bezique_key(view: BeziqueView) -> str:
    return f"bezique|{view.seat}|{' '.join(map(str, view.hand))}|{len(view.played)}"


# --------------------------------------------------------------------------
# Quadrille


def _quadrille_constraints(view: QuadrilleView) -> tuple[
        dict[int, int], list[int], dict[int, set[int]], dict[int, int]]:
    """What the seat ``view`` belongs to knows of the other hands: how many
    cards each other seat holds (``sizes``), the cards unseen (``unseen``,
    keys), the cards each may not hold (``barred``, keys) and the cards one
    of them must hold (``owed``: key -> seat); :class:`Unsampled` where
    what was seen is not lawful play (a renounce)."""
    trump = view.trump
    assert trump is not None and view.ombre is not None
    t = QUADRILLE_TABLES[SUIT_INDEX[trump]]
    follows, power = t.follows, t.power
    matadores = QUADRILLE_MATADORES[SUIT_INDEX[trump]]
    me = view.seat
    others = [s for s in range(QUADRILLE_SEATS) if s != me]
    quitted = view.quitted or ()
    tricks = [list(tr.cards) for tr in quitted]
    if view.trick:
        tricks.append(list(view.trick))
    played: set[int] = set()
    count = dict.fromkeys(others, 0)
    barred: dict[int, set[int]] = {s: set() for s in others}
    for cards in tricks:
        lead = quadrille_key(cards[0][1])
        for seat, card in cards:
            k = quadrille_key(card)
            if seat != me:
                if k in barred[seat]:
                    raise Unsampled(f"P{seat} played {card} after showing he held none such: "
                                    "a renounce (laws 14, 17)")
                count[seat] += 1
                if follows[k] != follows[lead]:
                    barred[seat] |= _shown_void(lead, follows, power, matadores)
            played.add(k)
    mine = {quadrille_key(c) for c in view.hand}
    unseen = [k for k in range(len(QUADRILLE_CARDS)) if k not in played and k not in mine]
    # a seat's hand now: ten less the cards he played (the trick's included)
    sizes = {s: QUADRILLE_TRICKS - count[s] for s in others}
    if sum(sizes.values()) != len(unseen):
        raise Unsampled("the cards do not add up to a lawful deal")
    owed: dict[int, int] = {}
    called = view.called
    if called is not None:
        c = quadrille_key(called)
        if c not in played and c not in mine and view.friend is not None:
            owed[c] = view.friend  # the friend known (the called king still out)
    if view.speaking and all(w == "pass" for _, w in view.speaking):
        _owe(owed, quadrille_key(SPADILLE), view.ombre, played, mine, me)  # forced spadille
    if called is not None and called.rank == Rank.QUEEN:  # a queen called: he held the kings
        for k in QUADRILLE_KINGS:
            _owe(owed, k, view.ombre, played, mine, me)
    for k, seat in owed.items():
        if k in barred[seat]:
            raise Unsampled(f"P{seat} must hold {QUADRILLE_CARDS[k]} and showed he did not")
    return sizes, unseen, barred, owed


def _owe(owed: dict[int, int], k: int, seat: int, played: set[int], mine: set[int],
        me: int) -> None:
    """Record that ``seat`` held the card keyed ``k`` when the speaking ended:
    owed to his hand unless played (or the seat's own)."""
    if k in played:
        return
    if k in mine:
        if seat != me:
            raise Unsampled(f"{QUADRILLE_CARDS[k]} is in this hand, not P{seat}'s")
        return
    if seat == me:
        raise Unsampled(f"this seat should hold {QUADRILLE_CARDS[k]}")
    owed[k] = seat


def _shown_void(lead: int, follows: Sequence[int], power: Sequence[int],
                matadores: frozenset[int]) -> set[int]:
    """The cards a seat showed he did not hold by not following ``lead`` (a
    key): the suit led, or for a trump led every trump but the matadores his
    privilege keeps back (law 17: none below a matador led)."""
    cls = follows[lead]
    cards = [k for k in range(len(QUADRILLE_CARDS)) if follows[k] == cls]
    if cls != TRUMPS:
        return set(cards)
    return {k for k in cards if k not in matadores
            or (lead in matadores and power[k] < power[lead])}


def quadrille_deal_out(sizes: Mapping[int, int], unseen: Sequence[int],
                       barred: Mapping[int, set[int]], owed: Mapping[int, int],
                       rng: random.Random, tries: int = 50) -> dict[int, list[int]]:
    """The unseen cards dealt to the other seats: ``sizes[s]`` each, none a
    card ``barred[s]``, each card ``owed`` to its seat.  First by plain
    rejection (a shuffle, kept if it breaks no bar: uniform among the deals
    consistent), then, if ``tries`` shuffles fail, the cards with the fewest
    seats open to them first, each to one of its seats drawn by the room left
    there (close to uniform).  :class:`Unsampled` if no deal is found."""
    seats = sorted(sizes)
    free = [k for k in unseen if k not in owed]
    room = {s: sizes[s] - sum(1 for v in owed.values() if v == s) for s in seats}
    if any(n < 0 for n in room.values()):
        raise Unsampled("a seat is owed more cards than he holds")
    for _ in range(tries):
        rng.shuffle(free)
        out = {s: [k for k, v in owed.items() if v == s] for s in seats}
        i = 0
        ok = True
        for s in seats:
            chunk = free[i:i + room[s]]
            i += room[s]
            if any(k in barred[s] for k in chunk):
                ok = False
                break
            out[s] += chunk
        if ok:
            return out
    for _ in range(tries):
        left = dict(room)
        out = {s: [k for k, v in owed.items() if v == s] for s in seats}
        cards = sorted(free, key=lambda k: (sum(1 for s in seats if k not in barred[s]),
                                            rng.random()))
        for k in cards:
            open_ = [s for s in seats if left[s] and k not in barred[s]]
            if not open_:
                break
            pick = rng.choices(open_, weights=[left[s] for s in open_])[0]
            out[pick].append(k)
            left[pick] -= 1
        else:
            return out
    raise Unsampled("no deal of the unseen cards fits what was seen")


def quadrille_sample(view: QuadrilleView, rng: random.Random) -> QuadrilleDeal:
    """A deal of Quadrille consistent with ``view`` (see the module
    docstring): the seat's own hand as it is, the tricks quitted and the
    trick on the table as played, the other hands drawn from the unseen
    cards, none with a card of a suit its holder showed he had none of, the
    called king with the friend once he is known, spadille with the ombre
    after forced spadille, the four kings with an ombre who called a queen.
    Made by ``Deal.setup`` (checked) under the default ``Options`` with the
    pool carried (a seat's view does not hold the others).
    ``Unsampled`` outside the play, after a card shown or a renounce."""
    if view.phase is not Phase.PLAY or view.to_move != view.seat or view.quitted is None \
            or view.trump is None or view.ombre is None:
        raise Unsampled("the Quadrille sampler takes a deal in its play, at the seat's turn")
    if view.seen:
        raise Unsampled("cards of another hand were shown (laws 9, 11)")
    sizes, unseen, barred, owed = _quadrille_constraints(view)
    dealt = quadrille_deal_out(sizes, unseen, barred, owed, rng)
    hands: list[list[Card]] = [[] for _ in range(QUADRILLE_SEATS)]
    hands[view.seat] = list(view.hand)
    for s, keys in dealt.items():
        hands[s] = [QUADRILLE_CARDS[k] for k in sorted(keys)]
    vole: list[str] = []
    try:
        return QuadrilleDeal.setup(
            hands=hands, dealer=view.dealer, speaking=[w for _, w in view.speaking],
            trump=view.trump.noun, called=None if view.called is None else str(view.called),
            tricks=[[c for _, c in tr.cards] for tr in view.quitted],
            trick=[c for _, c in view.trick], vole=vole, pool=view.pool)
    except SetupError as exc:
        raise Unsampled(f"the sample is refused: {exc}") from exc


def _quadrille_key(view: QuadrilleView) -> str:
    """The position as the seat sees it, as text (for the move's seed)."""
    quitted = " ".join("".join(str(c) for _, c in tr.cards) for tr in view.quitted or ())
    trick = " ".join(str(c) for _, c in view.trick)
    hand = " ".join(str(c) for c in view.hand)
    return (f"quadrille|{view.seat}|{view.dealer}|{hand}|{view.speaking}|{view.trump}"
            f"|{view.called}|{quitted}|{trick}|{view.friend}")


def quadrille_values(deal: QuadrilleDeal, match: tuple[int, int] | None,
                     budget: int | None = None) -> dict[Action, int]:
    """Each lawful act's value (counters, the mover's side's minus the
    others') by :mod:`playable.quadrille_solve`: the search alone when every
    act is a card, the whole analysis when the words of the vole are among
    them (the seventh trick: four cards each).  ``budget`` bounds the nodes
    searched (:class:`playable.solve.Exhausted` past it; None: the default
    budget)."""
    acts = deal.legal_actions()
    if any(a.kind != "play" for a in acts):
        return dict(quadrille_solve.analyse(deal, line=False, budget=_limits(budget)).values)
    by_key = quadrille_solve.open_values(deal, budget=_limits(budget), devole=False)
    return {a: by_key[quadrille_key(a.cards[0])] for a in acts}


# --------------------------------------------------------------------------
# The games


@dataclass(frozen=True)
class GameSampling:
    """How the strong player plays one game: its period player (for what it
    does not sample), its sampler (None: none), the position's key (for the
    seed of a move), how a sample's acts are valued (with the match, and a
    budget of nodes for one solve), and its budget per move by default."""

    fallback: Callable[[], Player]
    sampler: Sampler | None = None
    key: Callable[[Any], str] | None = None
    values: Values = analysed_values
    #: The sampler gives the deal itself (nothing is hidden): one sample a move.
    exact: bool = False
    #: What the values count, for the advice.
    unit: str = "points of the deal"
    #: ``values`` values words as well as cards (the vole's, at Quadrille).
    words: bool = False
    #: The budget of a move by default (see the module docstring).
    samples: int = DEFAULT_SAMPLES
    seconds: float | None = DEFAULT_SECONDS
    nodes: int | None = None
    max_cards: int = DEFAULT_MAX_CARDS


#: Each game's sampling, by game id.
SAMPLERS: Final[Mapping[str, GameSampling]] = {
    "all-fours": GameSampling(PeriodPlayer, allfours_sample, _allfours_key, allfours_values,
                              unit="Jack and Game"),
    "quadrille": GameSampling(SensiblePlayer, quadrille_sample, _quadrille_key,
                              quadrille_values, unit="counters", words=True,
                              samples=QUADRILLE_SAMPLES, seconds=QUADRILLE_SECONDS,
                              nodes=QUADRILLE_NODES, max_cards=QUADRILLE_TRICKS),
    "bezique": GameSampling(CautiousPlayer, bezique_sample, _bezique_key, exact=True),
}


# --------------------------------------------------------------------------
# The player


@dataclass(frozen=True)
class StrongAdvice:
    """The act the strong player chose and why: the mean value of each card
    over the samples (for the side to move, in the game's points), or the
    period player's advice where it did not sample."""

    action: Action
    reason: str
    law: str | None = None
    samples: int = 0
    means: tuple[tuple[Action, float], ...] = ()


class StrongPlayer:
    """Perfect-Information Monte Carlo for ``game`` (an id of the registry);
    see the module docstring.  ``samples`` solved deals per move at most,
    stopping early after ``seconds`` (None: no limit); ``seed`` makes it
    reproducible."""

    name = "strong"

    def __init__(self, game: str = "all-fours", *, seed: int = 0,
                 samples: int | None = None,
                 seconds: float | None | Literal["game"] = "game",
                 max_cards: int | None = None,
                 nodes: int | None | Literal["game"] = "game") -> None:
        if game not in SAMPLERS:
            raise ValueError(f"no strong player for {game!r}; the games are "
                             f"{', '.join(SAMPLERS)}")
        sampling = SAMPLERS[game]
        samples = sampling.samples if samples is None else samples
        if samples < 1:
            raise ValueError(f"a move needs one sample at least, not {samples}")
        self.game = game
        self.seed = seed
        self.samples = samples
        self.seconds = sampling.seconds if seconds == "game" else seconds
        self.max_cards = sampling.max_cards if max_cards is None else max_cards
        self.nodes = sampling.nodes if nodes == "game" else nodes
        self.sampling = sampling
        self.fallback: Player = sampling.fallback()

    def __repr__(self) -> str:
        return (f"StrongPlayer({self.game!r}, seed={self.seed}, samples={self.samples}, "
                f"seconds={self.seconds}, nodes={self.nodes})")

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.advise(view, legal, rng).action

    def advise(self, view: Any, legal: Sequence[Action], rng: random.Random) -> StrongAdvice:
        """The act chosen among ``legal``, with the mean values it was chosen by."""
        if not legal:
            raise ValueError("no legal act to choose from")
        sampler, key = self.sampling.sampler, self.sampling.key
        cards = [a for a in legal if a.kind == "play"]
        if sampler is None or key is None or not cards or \
                (len(cards) < len(legal) and not self.sampling.words):
            return self._fallback(view, legal, rng, "")
        if len(legal) == 1:
            return StrongAdvice(legal[0], "the only lawful card")
        if len(view.hand) > self.max_cards:
            return self._fallback(view, legal, rng, f" ({len(view.hand)} cards in hand: more "
                                                    f"than the solver answers in time)")
        own = random.Random(f"pimc|{self.seed}|{key(view)}")
        match = getattr(view.options, "score", None) if self.game == "all-fours" else None
        totals = [0.0] * len(legal)
        started = time.monotonic()
        done = over = 0
        for _ in range(1 if self.sampling.exact else self.samples):
            if (done or over) and self.seconds is not None and \
                    time.monotonic() - started > self.seconds:
                break
            try:
                deal = sampler(view, own)
                values = self.sampling.values(deal, match, self.nodes)
            except Unsampled as exc:
                return self._fallback(view, legal, rng, f" ({exc})")
            except Exhausted:  # this sample is past the budget: the next
                over += 1
                continue
            except ValueError as exc:  # the solver refuses the position
                return self._fallback(view, legal, rng, f" (the solver: {exc})")
            if len(values) != len(legal) or any(a not in values for a in legal):
                raise AssertionError("a sample's lawful acts are not the seat's")
            for i, act in enumerate(legal):
                totals[i] += values[act]
            done += 1
        if not done:
            return self._fallback(view, legal, rng, f" (every sample took the solver past "
                                                    f"its {self.nodes} nodes)")
        means = [t / done for t in totals]
        top = max(means)
        best = [a for a, m in zip(legal, means, strict=True) if m == top]
        chosen = best[0]
        period = self.fallback.choose(view, legal, random.Random(0)) if len(best) > 1 else None
        if period in best:
            assert period is not None
            chosen = period
        worth = f"{top:+.2f} in {self.sampling.unit}" + (
            "" if match is None else " (the match won counting 100)")
        if self.sampling.exact:
            reason = f"best with every card known: {worth}"
        else:
            reason = f"best on average over {done} sample{'s' * (done != 1)}: {worth}"
        return StrongAdvice(chosen, reason, None, done,
                            tuple(zip(legal, means, strict=True)))

    def _fallback(self, view: Any, legal: Sequence[Action], rng: random.Random,
                  why: str) -> StrongAdvice:
        """The period player's act, and its advice where it gives one."""
        player = self.fallback
        if isinstance(player, Advising):
            advice: Advice = player.advise(view, legal, rng)
            return StrongAdvice(advice.action, f"as the period player{why}: {advice.reason}",
                                advice.law)
        return StrongAdvice(player.choose(view, legal, rng), f"as the period player{why}")
