"""The strong player: Perfect-Information Monte Carlo, for any game.

At its turn in the play, :class:`StrongPlayer` deals the cards it cannot see
again, at random but consistently with everything its seat has seen, makes
each such *sample* a deal with every hand known (the game's own
``Deal.setup``, which checks it), has the perfect-information solver value
every lawful card in it and plays the card best on average over the samples
— the method of the strong bridge and skat programs ("PIMC").  Among cards
equally good on average it plays the period player's choice when that is one
of them, else the first in the game's order.

This module is the method alone and imports no game.  What it needs of a
game is one :class:`GameSampling`, given to the player when it is made: the
game's sampler (dealing the unseen cards), how a sample's acts are valued,
the key of a position (for the seed of a move), the period player it falls
back on, and the game's budget of a move.  Each game's is in a module of its
own, which says what a sample of that game keeps:

* All-Fours, :mod:`playable.allfours.sample`: the adversary's hand and
  discards drawn outside the suits he has shown void in; Jack and Game valued
  (for the match at a match score);
* Quadrille, :mod:`playable.quadrille.sample`: the three other hands dealt
  within the bars of laws 4, 6-7, 14 and 17; its own budget of a move;
* Bezique, :mod:`playable.bezique.sample`: the last eight tricks, where the
  one sample is the deal itself (the player is then exact).

The registry carries each game's (``playable.games.Game.sampling``) and makes
its strong player from it (``Game.player("strong")``).

Where it does not sample (and plays as the period player instead)
-----------------------------------------------------------------
* every act that is not a card played (but the words the game's sampling
  values beside the cards: Quadrille's "no vole" at the seventh trick) — the
  solver values the play only;
* a position the game's sampler does not take (:class:`Unsampled`: Bezique
  before its last eight tricks, or three-handed; a deal the laws'
  irregularities have touched, a card exposed in dealing, a renounce — then
  what the seat saw is not what lawful play shows, and ``setup`` refuses it —
  or a sample ``setup`` or the solver refuses for any other reason);
* a move where every sample took the solver past its budget of nodes (where
  the game's sampling sets one: Quadrille);
* a hand of more than ``max_cards`` cards (:data:`DEFAULT_MAX_CARDS`, 9, unless
  the game's sampling says otherwise: ten at Quadrille, every hand): All-Fours
  after two runs of the cards or more — the solver's time grows too fast with
  the hands for a move to stay within its budget.

:meth:`StrongPlayer.advise` says which of the two ways each act was chosen.

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
With one lawful card the player plays it at once; where the game's sampling
is exact (Bezique's last eight) it solves the one deal there is.  A game's
sampling may set its own budget (Quadrille's: samples, seconds and nodes a
solve; see :mod:`playable.quadrille.sample`).  Every solve has a budget of
nodes (:func:`sample_budget`): the game's, or the default budget of an
analysis (:class:`playable.solver.solve.Budget`).

Reproducible: ``StrongPlayer(sampling, seed=...)`` draws each move's samples
from its own ``random.Random``, seeded with the player's seed and the position
as the seat sees it (hand, tricks, trick, turn-ups, score: the game's key),
so the same position gets the same samples and the same card whatever was
played before, in any process.  The generator a session passes (``rng``) is
used only by the period player when the strong player falls back on it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal

from playable.engine.core import Action
from playable.engine.strategies import Advice, Advising, Player
from playable.solver.solve import Budget, Exhausted

__all__ = ["DEFAULT_MAX_CARDS", "DEFAULT_SAMPLES", "DEFAULT_SECONDS", "GameSampling",
           "StrongAdvice", "StrongPlayer", "Unsampled", "sample_budget"]

#: Samples solved per move, at most.
DEFAULT_SAMPLES: Final = 20
#: Seconds a move may take before it stops sampling (after at least one sample).
DEFAULT_SECONDS: Final = 1.0
#: The most cards a hand may hold for the player to sample: one solve of nine
#: cards each takes milliseconds, of twelve (All-Fours after two runs) a second
#: or more, of eighteen longer than anyone waits.
DEFAULT_MAX_CARDS: Final = 9


#: The strong player's word for a move it did not weigh: one lawful act.
ONLY: Final = "the only lawful card"


class Unsampled(ValueError):
    """The seat's view cannot be dealt again consistently: the position is not
    one the sampler takes (not the play, an irregularity seen)."""


#: A sampler: (the seat's view, a generator) -> a deal with every hand known,
#: consistent with the view; :class:`Unsampled` where it does not sample.
Sampler = Callable[[Any, random.Random], Any]
#: A sample's values: (the deal, the match score or None, a budget of nodes
#: or None) -> each lawful act's value for the player to move.
Values = Callable[[Any, tuple[int, int] | None, int | None], dict[Action, int]]


def sample_budget(budget: int | None) -> Budget:
    """A sample's budget: ``budget`` nodes, or for None the default budget of
    an analysis (:class:`playable.solver.solve.Budget`), so that no solve is
    unbounded."""
    return Budget() if budget is None else Budget(nodes=budget, seconds=None)


def _no_match(view: Any) -> None:
    """No match objective: a game whose samples are valued for the deal alone."""


@dataclass(frozen=True)
class GameSampling:
    """How the strong player plays one game (its ``game`` id): its period
    player (for what it does not sample), its sampler (None: none), the
    position's key (for the seed of a move), how a sample's acts are valued
    (with the match, and a budget of nodes for one solve), the match score a
    view is played at (for ``values``), and its budget per move by default."""

    game: str
    fallback: Callable[[], Player]
    sampler: Sampler | None
    key: Callable[[Any], str] | None
    values: Values
    #: The match score the seat's view is played at, valued by ``values``
    #: (All-Fours' match objective); None: the deal alone.
    match: Callable[[Any], tuple[int, int] | None] = _no_match
    #: What the values count at a match score, for the advice.
    match_unit: str = ""
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
    """Perfect-Information Monte Carlo for the game of ``sampling`` (the
    registry's ``Game.sampling``, which ``Game.player("strong")`` passes);
    see the module docstring.  ``samples`` solved deals per move at most,
    stopping early after ``seconds`` (None: no limit); ``seed`` makes it
    reproducible.  Left out, the budget is the game's."""

    name = "strong"

    def __init__(self, sampling: GameSampling, *, seed: int = 0,
                 samples: int | None = None,
                 seconds: float | None | Literal["game"] = "game",
                 max_cards: int | None = None,
                 nodes: int | None | Literal["game"] = "game") -> None:
        samples = sampling.samples if samples is None else samples
        if samples < 1:
            raise ValueError(f"a move needs one sample at least, not {samples}")
        self.game = sampling.game
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
        why = self._at_once(view, legal)
        if why == ONLY:
            return StrongAdvice(legal[0], ONLY)
        if why is not None:
            return self._fallback(view, legal, rng, why)
        sampler, key = self.sampling.sampler, self.sampling.key
        assert sampler is not None and key is not None
        own = random.Random(f"pimc|{self.seed}|{key(view)}")
        match = self.sampling.match(view)
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
                # the table holds the seat to cards its view does not show
                # (Whist's own cards exposed and called, a recalled trump's
                # compulsion): a sample, dealt from the view, would not
                return self._fallback(view, legal, rng, " (a sample does not hold this seat "
                                                        "to the cards the table holds it to)")
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
            f" ({self.sampling.match_unit})" if match is not None and self.sampling.match_unit
            else "")
        if self.sampling.exact:
            reason = f"best with every card known: {worth}"
        else:
            reason = f"best on average over {done} sample{'s' * (done != 1)}: {worth}"
        return StrongAdvice(chosen, reason, None, done,
                            tuple(zip(legal, means, strict=True)))

    def _at_once(self, view: Any, legal: Sequence[Action]) -> str | None:
        """Why :meth:`advise` answers ``view`` without a sample: :data:`ONLY`
        (one lawful act), or what the period player's advice is prefixed with
        ("" where nothing: no sampler, or acts other than cards); None where
        it samples, so far as the view says before a sample is dealt."""
        cards = [a for a in legal if a.kind == "play"]
        if self.sampling.sampler is None or self.sampling.key is None or not cards or \
                (len(cards) < len(legal) and not self.sampling.words):
            return ""
        if len(legal) == 1:
            return ONLY
        if len(view.hand) > self.max_cards:
            return f" ({len(view.hand)} cards in hand: more than the solver answers in time)"
        return None

    def thinks(self, view: Any, legal: Sequence[Action]) -> bool:
        """Whether :meth:`advise` samples ``view``, and so may take up to its
        seconds: not where it answers at once (:meth:`_at_once`), nor where
        the sampler does not take the view (Bezique before its last eight,
        or by three), where it plays as the period player.  The table says
        "thinking" only then."""
        if self._at_once(view, legal) is not None:
            return False
        assert self.sampling.sampler is not None
        try:
            self.sampling.sampler(view, random.Random(0))
        except ValueError:  # Unsampled, or the position refused: the period player, at once
            return False
        return True

    def _fallback(self, view: Any, legal: Sequence[Action], rng: random.Random,
                  why: str) -> StrongAdvice:
        """The period player's act, and its advice where it gives one."""
        player = self.fallback
        if isinstance(player, Advising):
            advice: Advice = player.advise(view, legal, rng)
            return StrongAdvice(advice.action, f"as the period player{why}: {advice.reason}",
                                advice.law)
        return StrongAdvice(player.choose(view, legal, rng), f"as the period player{why}")
