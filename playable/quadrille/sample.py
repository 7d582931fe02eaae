"""Quadrille for the strong player (:mod:`playable.solver.pimc`): the unseen cards
dealt again as a seat has seen the play, and each act's value in such a deal.

What a sample keeps
-------------------
A seat sees, at its turn, its own hand, the speaking, the trump and the card
called, the tricks quitted (law 12: on its turn) and the trick on the table.
A sample (:func:`sample`) keeps all of it and deals the unseen cards to the
three other seats, as many to each as he has not played, never:

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
room: close to uniform; :func:`deal_out`).  The speaking bears on the hands
only where the laws make it: how a player bid is not read as what he holds
(the bidding is the sensible player's,
:class:`playable.quadrille.strategy.SensiblePlayer`, and the strong player
plays the cards only).  A seat's view does not hold the agreed stakes: the
sample is valued under the default ``Options`` with the pool carried.  A
sample is solved by :func:`playable.quadrille.solve.open_values` in counters,
the vole included, without the devole (an ombre's side that takes no trick
valued as if it took one: that proof is most of the search from the first
lead, and the table rarely sees it); at the seventh trick, where "no vole" is
an act, by the whole analysis (four cards each; :func:`values`).

Where it does not sample, the strong player plays as the sensible player:
the speaking, the trump and the call, the ombre's demands and the words of
the vole under ``vole_announced`` (but "no vole" beside the cards of the
seventh trick is valued); a card of another hand shown, or one of its own
that it must play as soon as it may (law 11: a sample would not hold it to
the card), or a renounce; a move where every sample took the solver past
its budget of nodes.

Its budget
----------
Quadrille's budget of a move is its own (:data:`SAMPLES`, 12 samples;
:data:`SECONDS`, 2 s; :data:`NODES`, 60,000 nodes a solve), and it takes on
every hand (ten cards: :data:`playable.quadrille.state.TRICKS`): a solve
from the first lead takes from a few hundred nodes to millions (the devole
left out, a few tens of thousands in the middle), so each solve is cut at its
budget of nodes (:class:`playable.solver.solve.Exhausted`) and that sample is
dropped; a move takes at most the two seconds and one solve of 60,000 nodes
more (half a second to a second in CPython on this machine as we measured
it, shared with other work: ``python -m playable bench --pimc`` prints the
moves' median and slowest), and where every sample of a move passed the
budget (the first tricks of some deals) the move is the sensible player's.
The samples kept are those the solver answers in time: a small bias towards
the simpler deals, the price of a bounded move.  The registry's entry
carries :data:`SAMPLING` (``playable.games.QUADRILLE.sampling``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Final

from playable.engine.cards import Card, Rank
from playable.engine.core import Action, Phase
from playable.engine.errors import SetupError
from playable.engine.tricks import SUIT_INDEX, TRUMPS
from playable.quadrille import solve as quadrille_solve
from playable.quadrille.cards import CARDS, KINGS, MATADORES, SPADILLE, TABLES
from playable.quadrille.cards import key as card_key
from playable.quadrille.deal import GAME, Deal, View
from playable.quadrille.state import SEATS, TRICKS, name_of
from playable.quadrille.strategy import SensiblePlayer
from playable.solver.pimc import GameSampling, Unsampled, sample_budget

__all__ = ["NODES", "SAMPLES", "SAMPLING", "SECONDS", "deal_out", "sample", "values"]

#: Quadrille's budget of a move: samples, seconds, and nodes for one solve.
SAMPLES: Final = 12
SECONDS: Final = 2.0
NODES: Final = 60_000


def _constraints(view: View) -> tuple[
        dict[int, int], list[int], dict[int, set[int]], dict[int, int]]:
    """What the seat ``view`` belongs to knows of the other hands: how many
    cards each other seat holds (``sizes``), the cards unseen (``unseen``,
    keys), the cards each may not hold (``barred``, keys) and the cards one
    of them must hold (``owed``: key -> seat); :class:`Unsampled` where
    what was seen is not lawful play (a renounce)."""
    trump = view.trump
    assert trump is not None and view.ombre is not None
    t = TABLES[SUIT_INDEX[trump]]
    follows, power = t.follows, t.power
    matadores = MATADORES[SUIT_INDEX[trump]]
    me = view.seat
    others = [s for s in range(SEATS) if s != me]
    quitted = view.quitted or ()
    tricks = [list(tr.cards) for tr in quitted]
    if view.trick:
        tricks.append(list(view.trick))
    played: set[int] = set()
    count = dict.fromkeys(others, 0)
    barred: dict[int, set[int]] = {s: set() for s in others}
    for cards in tricks:
        lead = card_key(cards[0][1])
        for seat, card in cards:
            k = card_key(card)
            if seat != me:
                if k in barred[seat]:
                    raise Unsampled(f"{name_of(seat)} played {card} after showing "
                                    "he held none such: a renounce (laws 14, 17)")
                count[seat] += 1
                if follows[k] != follows[lead]:
                    barred[seat] |= _shown_void(lead, follows, power, matadores)
            played.add(k)
    mine = {card_key(c) for c in view.hand}
    unseen = [k for k in range(len(CARDS)) if k not in played and k not in mine]
    # a seat's hand now: ten less the cards he played (the trick's included)
    sizes = {s: TRICKS - count[s] for s in others}
    if sum(sizes.values()) != len(unseen):
        raise Unsampled("the cards do not add up to a lawful deal")
    owed: dict[int, int] = {}
    called = view.called
    if called is not None:
        c = card_key(called)
        if c not in played and c not in mine and view.friend is not None:
            owed[c] = view.friend  # the friend known (the called king still out)
    if view.speaking and all(w == "pass" for _, w in view.speaking):
        _owe(owed, card_key(SPADILLE), view.ombre, played, mine, me)  # forced spadille
    if called is not None and called.rank == Rank.QUEEN:  # a queen called: he held the kings
        for k in KINGS:
            _owe(owed, k, view.ombre, played, mine, me)
    for k, seat in owed.items():
        if k in barred[seat]:
            raise Unsampled(f"{name_of(seat)} must hold {CARDS[k]} and showed he did not")
    return sizes, unseen, barred, owed


def _owe(owed: dict[int, int], k: int, seat: int, played: set[int], mine: set[int],
        me: int) -> None:
    """Record that ``seat`` held the card keyed ``k`` when the speaking ended:
    owed to his hand unless played (or the seat's own)."""
    if k in played:
        return
    if k in mine:
        if seat != me:
            raise Unsampled(f"{CARDS[k]} is in this hand, not {name_of(seat)}'s")
        return
    if seat == me:
        raise Unsampled(f"this seat should hold {CARDS[k]}")
    owed[k] = seat


def _shown_void(lead: int, follows: Sequence[int], power: Sequence[int],
                matadores: frozenset[int]) -> set[int]:
    """The cards a seat showed he did not hold by not following ``lead`` (a
    key): the suit led, or for a trump led every trump but the matadores his
    privilege keeps back (law 17: none below a matador led)."""
    cls = follows[lead]
    cards = [k for k in range(len(CARDS)) if follows[k] == cls]
    if cls != TRUMPS:
        return set(cards)
    return {k for k in cards if k not in matadores
            or (lead in matadores and power[k] < power[lead])}


def deal_out(sizes: Mapping[int, int], unseen: Sequence[int],
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


def sample(view: View, rng: random.Random) -> Deal:
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
    if view.shown:  # a sample would not hold him to them
        raise Unsampled("this seat showed a card it must play as soon as it may (law 11)")
    sizes, unseen, barred, owed = _constraints(view)
    dealt = deal_out(sizes, unseen, barred, owed, rng)
    hands: list[list[Card]] = [[] for _ in range(SEATS)]
    hands[view.seat] = list(view.hand)
    for s, keys in dealt.items():
        hands[s] = [CARDS[k] for k in sorted(keys)]
    vole: list[str] = []
    try:
        return Deal.setup(
            hands=hands, dealer=view.dealer, speaking=[w for _, w in view.speaking],
            trump=view.trump.noun, called=None if view.called is None else str(view.called),
            tricks=[[c for _, c in tr.cards] for tr in view.quitted],
            trick=[c for _, c in view.trick], vole=vole, pool=view.pool)
    except SetupError as exc:
        raise Unsampled(f"the sample is refused: {exc}") from exc


def _key(view: View) -> str:
    """The position as the seat sees it, as text (for the move's seed)."""
    quitted = " ".join("".join(str(c) for _, c in tr.cards) for tr in view.quitted or ())
    trick = " ".join(str(c) for _, c in view.trick)
    hand = " ".join(str(c) for c in view.hand)
    return (f"quadrille|{view.seat}|{view.dealer}|{hand}|{view.speaking}|{view.trump}"
            f"|{view.called}|{quitted}|{trick}|{view.friend}")


def values(deal: Deal, match: tuple[int, int] | None,
           budget: int | None = None) -> dict[Action, int]:
    """Each lawful act's value (counters, the mover's side's minus the
    others') by :mod:`playable.quadrille.solve`: the search alone when every
    act is a card, the whole analysis when the words of the vole are among
    them (the seventh trick: four cards each).  ``budget`` bounds the nodes
    searched (:class:`playable.solver.solve.Exhausted` past it; None: the default
    budget)."""
    acts = deal.legal_actions()
    if any(a.kind != "play" for a in acts):
        return dict(quadrille_solve.analyse(deal, line=False, budget=sample_budget(budget)).values)
    by_key = quadrille_solve.open_values(deal, budget=sample_budget(budget), devole=False)
    return {a: by_key[card_key(a.cards[0])] for a in acts}



#: How the strong player plays Quadrille.
SAMPLING = GameSampling(GAME, SensiblePlayer, sample, _key, values, unit="counters",
                        words=True, samples=SAMPLES, seconds=SECONDS, nodes=NODES,
                        max_cards=TRICKS)
