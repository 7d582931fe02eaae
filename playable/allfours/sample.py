"""All-Fours for the strong player (:mod:`playable.solver.pimc`): the deal dealt
again as a seat has seen it, and each card's value in such a deal.

What a sample keeps
-------------------
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

Where the strong player does not sample here, it plays as the period player
(:class:`playable.allfours.strategy.PeriodPlayer`): the stand, the beg, take
one, the run and the discard; a hand of more than nine cards
(:data:`playable.solver.pimc.DEFAULT_MAX_CARDS`: after two runs of the cards or
more, until the play has brought the hands down to nine); a card exposed in
dealing or a renounce found.  At a match score the cards are valued for the
match (:mod:`playable.allfours.solve`).  The registry's entry carries
:data:`SAMPLING` (``playable.games.ALL_FOURS.sampling``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from playable.allfours import solve as allfours_solve
from playable.allfours.cards import ORDER, name_of
from playable.allfours.deal import CARDS, GAME, Deal, View
from playable.allfours.strategy import PeriodPlayer
from playable.engine.cards import Card, Suit
from playable.engine.core import Action, Phase
from playable.engine.errors import SetupError
from playable.solver.pimc import GameSampling, Unsampled, sample_budget
from playable.solver.solve import solve

__all__ = ["SAMPLING", "sample", "values"]


def sample(view: View, rng: random.Random) -> Deal:
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
                raise Unsampled(f"{name_of(other)} played {card} after showing void: a renounce "
                                "(law iii)")
            played[seat].append(card)
        if replier == other and t.reply.suit is not t.lead.suit and t.reply.suit is not trump:
            void.add(t.lead.suit)
    for seat, card in view.trick:
        if seat == other and card.suit in void:
            raise Unsampled(f"{name_of(other)} played {card} after "
                            "showing void: a renounce (law iii)")
        played[seat].append(card)
    size = 6 + 3 * (len(view.turned) - 1)
    laid_aside = size - view.hand_sizes[other] - len(played[other])
    if laid_aside < 0 or size - len(view.hand) - len(played[me]) != len(view.discards):
        raise Unsampled("the cards do not add up to a lawful deal")
    seen = view.seen
    unseen = [c for c in CARDS if c not in seen]
    eligible = [c for c in unseen if c.suit not in void]
    wanted = view.hand_sizes[other]
    if len(eligible) < wanted:
        raise Unsampled(f"{name_of(other)} cannot hold {wanted} cards outside the suits he showed "
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
        return Deal.setup(
            dealer=view.dealer, hands=hands, turn_up=view.turn_up, turned=view.turned[:-1],
            begs=view.begs, stage="play", discards=laid,
            tricks=[(t.lead, t.reply) for t in view.tricks],
            trick=[c for _, c in view.trick], asked=[[a.asker, a.card] for a in view.answers],
            penalties=penalties, to_move=view.to_move, options=view.options)
    except SetupError as exc:
        raise Unsampled(f"the sample is refused: {exc}") from exc


def _key(view: View) -> str:
    """The position as the seat sees it, as text (for the move's seed)."""
    tricks = " ".join(f"{t.leader}{t.lead}{t.reply}" for t in view.tricks)
    trick = " ".join(f"{s}{c}" for s, c in view.trick)
    hand = " ".join(str(c) for c in view.hand)
    turned = " ".join(str(c) for c in view.turned)
    return (f"all-fours|{view.seat}|{view.dealer}|{hand}|{turned}|{view.begs}|{tricks}|{trick}"
            f"|{view.options.score}")


def values(deal: Deal, match: tuple[int, int] | None,
           budget: int | None = None) -> dict[Action, int]:
    """Each lawful card's value for the player to move in ``deal`` (every hand
    known): what Jack and Game still to be won are worth to him (with ``match``,
    the match as :mod:`playable.allfours.solve` values it), without the line
    :func:`playable.table.analysis.analyse` plays out — the fixed points (High, Low,
    what was scored before) are the same for every card of a sample, so they
    change no choice, and a solve costs a third of ``analyse``.  Within
    ``budget`` nodes (None: the default budget of an analysis),
    :class:`playable.solver.solve.Exhausted` past it."""
    p = allfours_solve.problem(deal, match)
    t = p.tables
    by_key: dict[int, int] = {}
    for b, v in solve(p, line=False, budget=sample_budget(budget)).values.items():
        by_key.setdefault(t.key[b], v)
    return {a: by_key[ORDER.key(a.cards[0])] for a in deal.legal_actions()}


def _match(view: View) -> tuple[int, int] | None:
    """The match score the deal is played at (None: a deal alone)."""
    return view.options.score


#: How the strong player plays All-Fours.
SAMPLING = GameSampling(GAME, PeriodPlayer, sample, _key, values, match=_match,
                        unit="Jack and Game",
                        match_unit=f"the match won counting {allfours_solve.MATCH_WEIGHT}")
