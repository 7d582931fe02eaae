"""The strong player: Perfect-Information Monte Carlo (issue 13, point 3).

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

Bezique's last eight (:func:`bezique_sample`)
---------------------------------------------
Once the stock is exhausted and the declared cards are taken up, every card
a seat has not seen is in its adversary's hand: the one "sample" is the deal
itself, solved once a move (the player is then exact).

Where it does not sample (and plays as the period player instead)
-----------------------------------------------------------------
* every act that is not a card played: All-Fours' stand, beg, take one, run
  and discard, Quadrille's speaking, Bezique's declarations and draws — the
  solver values the play only;
* a position the solver does not take: Bezique before its last eight tricks
  (and three-handed Bezique); Quadrille until its solver lands
  (:data:`SAMPLERS` has no sampler for it yet: the strong player is then the
  sensible player throughout);
* a hand of more than ``max_cards`` cards (:data:`DEFAULT_MAX_CARDS`, 9):
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
(``python -m playable bench --pimc`` prints the median and the slowest).  With one lawful card the player plays it at once; in
Bezique's last eight it solves the one deal there is.

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
from typing import Any, Final

from playable import allfours_solve, analysis
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
from playable.quadrille_players import SensiblePlayer
from playable.solve import solve
from playable.strategies import Advice, Advising, Player

__all__ = ["DEFAULT_MAX_CARDS", "DEFAULT_SAMPLES", "DEFAULT_SECONDS", "SAMPLERS", "StrongAdvice", "StrongPlayer",
           "Unsampled", "allfours_sample", "bezique_sample"]

#: Samples solved per move, at most.
DEFAULT_SAMPLES: Final = 20
#: Seconds a move may take before it stops sampling (after at least one sample).
DEFAULT_SECONDS: Final = 1.0
#: The most cards a hand may hold for the player to sample: one solve of nine
#: cards each takes milliseconds, of twelve (All-Fours after two runs) a second
#: or more, of eighteen longer than anyone waits.
DEFAULT_MAX_CARDS: Final = 9


class Unsampled(ValueError):
    """The seat's view cannot be dealt again consistently: the position is not
    one the sampler takes (not the play, an irregularity seen)."""


#: A sampler: (the seat's view, a generator) -> a deal with every hand known,
#: consistent with the view; :class:`Unsampled` where it does not sample.
Sampler = Callable[[Any, random.Random], Any]


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


def allfours_values(deal: AllFoursDeal, match: tuple[int, int] | None) -> dict[Action, int]:
    """Each lawful card's value for the player to move in ``deal`` (every hand
    known): what Jack and Game still to be won are worth to him (with ``match``,
    the match as :mod:`playable.allfours_solve` values it), without the line
    :func:`playable.analysis.analyse` plays out — the fixed points (High, Low,
    what was scored before) are the same for every card of a sample, so they
    change no choice, and a solve costs a third of ``analyse``."""
    p = allfours_solve.problem(deal, match)
    t = p.tables
    by_key: dict[int, int] = {}
    for b, v in solve(p, line=False).values.items():
        by_key.setdefault(t.key[b], v)
    return {a: by_key[ALLFOURS_ORDER.key(a.cards[0])] for a in deal.legal_actions()}


def analysed_values(deal: Any, match: tuple[int, int] | None) -> dict[Action, int]:
    """Each lawful act's value by :func:`playable.analysis.analyse` (any game
    it solves)."""
    return dict(analysis.analyse(deal, line=False, match=match).values)


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
# The games


@dataclass(frozen=True)
class GameSampling:
    """How the strong player plays one game: its period player (for what it
    does not sample), its sampler (None: none yet), the position's key (for
    the seed of a move) and whether to value the cards for the match."""

    fallback: Callable[[], Player]
    sampler: Sampler | None = None
    key: Callable[[Any], str] | None = None
    values: Callable[[Any, tuple[int, int] | None], dict[Action, int]] = analysed_values
    #: The sampler gives the deal itself (nothing is hidden): one sample a move.
    exact: bool = False
    #: What the values count, for the advice.
    unit: str = "points of the deal"


#: Each game's sampling, by game id.  Quadrille has none yet (its solver is
#: being written): the strong player is then its sensible player.
SAMPLERS: Final[Mapping[str, GameSampling]] = {
    "all-fours": GameSampling(PeriodPlayer, allfours_sample, _allfours_key, allfours_values,
                              unit="Jack and Game"),
    "quadrille": GameSampling(SensiblePlayer),
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
                 samples: int = DEFAULT_SAMPLES,
                 seconds: float | None = DEFAULT_SECONDS,
                 max_cards: int = DEFAULT_MAX_CARDS) -> None:
        if game not in SAMPLERS:
            raise ValueError(f"no strong player for {game!r}; the games are "
                             f"{', '.join(SAMPLERS)}")
        if samples < 1:
            raise ValueError(f"a move needs one sample at least, not {samples}")
        self.game = game
        self.seed = seed
        self.samples = samples
        self.seconds = seconds
        self.max_cards = max_cards
        self.sampling = SAMPLERS[game]
        self.fallback: Player = self.sampling.fallback()

    def __repr__(self) -> str:
        return (f"StrongPlayer({self.game!r}, seed={self.seed}, samples={self.samples}, "
                f"seconds={self.seconds})")

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.advise(view, legal, rng).action

    def advise(self, view: Any, legal: Sequence[Action], rng: random.Random) -> StrongAdvice:
        """The act chosen among ``legal``, with the mean values it was chosen by."""
        if not legal:
            raise ValueError("no legal act to choose from")
        sampler, key = self.sampling.sampler, self.sampling.key
        if sampler is None or key is None or any(a.kind != "play" for a in legal):
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
        done = 0
        for _ in range(1 if self.sampling.exact else self.samples):
            if done and self.seconds is not None and time.monotonic() - started > self.seconds:
                break
            try:
                deal = sampler(view, own)
                values = self.sampling.values(deal, match)
            except Unsampled as exc:
                return self._fallback(view, legal, rng, f" ({exc})")
            except ValueError as exc:  # the solver refuses the position
                return self._fallback(view, legal, rng, f" (the solver: {exc})")
            if len(values) != len(legal) or any(a not in values for a in legal):
                raise AssertionError("a sample's lawful acts are not the seat's")
            for i, act in enumerate(legal):
                totals[i] += values[act]
            done += 1
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
