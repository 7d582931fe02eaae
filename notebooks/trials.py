"""Putting the period advice to the test: many seeded deals, played in
duplicate, summed up with confidence intervals.

*Duplicate* play: each seed's deal (or match) is played twice, the player
with the advice in one seat and then in the other, the cards the same.  What
one deal's luck gives one seat it gives the other, so the difference between
the two players is measured with far less noise than by independent deals.
Each seed gives one *pair*; the pairs are independent, and the statistics are
computed over them.

Everything here is deterministic: a seed fixes the cards and the players'
generator; the work is shared between processes, but each task's result
depends on its seed alone, and results come back in order.  The progress bar
prints to the notebook in fixed steps and no timings, so the stored outputs
are the same on every run.
"""

from __future__ import annotations

import io
import math
import os
import random
import sys
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from statistics import NormalDist
from typing import Any

from playable.engine.core import Action
from playable.engine.strategies import Player, RandomPlayer, play_out
from playable.games import GAMES, Game
from playable.solver.batch import run_batch

# --------------------------------------------------------------------------
# The players, built by name (so that worker processes can build them)


def allfours_player(without: str) -> Player:
    """The All-Fours period player; ``without`` names the maxim switched off
    (``"s94-i"`` ... ``"s94-iv"``), ``"all"`` for none of them, ``""`` for none off."""
    from playable.allfours.strategy import MAXIMS, PeriodPlayer

    if without == "all":
        return PeriodPlayer(maxims=())
    return PeriodPlayer.without(without) if without else PeriodPlayer(MAXIMS)


def bezique_player(without: str) -> Player:
    """The Bezique cautious player with one caution off (``"all"``: every one)."""
    from playable.bezique.strategy import CAUTIONS, CautiousPlayer

    if without == "all":
        return CautiousPlayer(())
    return CautiousPlayer(c for c in CAUTIONS if c != without)


def whist_player(without: str) -> Player:
    """The Whist period player of maxims i-xx (its default until 0.3.8: the
    notebook tests xxi and xxii apart); ``without`` names the maxim of ¶75
    switched off (``"s75-i"`` ... ``"s75-xx"``), ``"all"`` for every one,
    ``""`` for none."""
    from playable.whist.strategy import MAXIMS, PeriodPlayer

    if without == "all":
        return PeriodPlayer(())
    return PeriodPlayer.without(without, of=MAXIMS) if without else PeriodPlayer(MAXIMS)


# --------------------------------------------------------------------------
# One pair: the same cards twice, seats exchanged.  Each returns
# (points of the advised player minus the other's, averaged over the two
# seatings; the advised player's share of wins, 0, 0.5 or 1).


def _in_duplicate(game: Game, advised: Player, other: Player, seed: int,
                  totals: Callable[[Any], Sequence[int]]) -> tuple[float, float]:
    """One seeded deal of ``game`` (from the registry) played twice, the
    advised player in each seat in turn: the mean point difference and mean
    win (1, half for a tie, 0) for him.  ``totals`` reads the points from the
    game's result."""
    diffs, wins = [], []
    for seat in (0, 1):
        players = [advised, other] if seat == 0 else [other, advised]
        deal = game.rules.new(seed, dealer=seed % 2)
        for player in players:
            if isinstance(player, OpenHands):
                player.watch(deal)
        deal = play_out(deal, players, random.Random(seed))
        scores = totals(deal.result())
        diffs.append(scores[seat] - scores[1 - seat])
        wins.append(_win(scores[seat], scores[1 - seat]))
    return sum(diffs) / 2, sum(wins) / 2


def allfours_deal_pair(task: tuple[str, int]) -> tuple[float, float]:
    """One All-Fours deal in duplicate: the full period player against the
    same player with one maxim off."""
    without, seed = task
    return _in_duplicate(GAMES["all-fours"], allfours_player(""), allfours_player(without),
                         seed, lambda result: result.points)


def allfours_match_pair(task: tuple[str, int]) -> tuple[float, float]:
    """One All-Fours match to ten in duplicate; the difference is in the
    match's final score."""
    from playable.allfours import Match

    without, seed = task
    advised, other = allfours_player(""), allfours_player(without)
    diffs, wins = [], []
    for seat in (0, 1):
        players = [advised, other] if seat == 0 else [other, advised]
        match = Match(first_dealer=seed % 2)
        rng = random.Random(seed)
        while match.winner is None:
            deal = match.new_deal(rng.randrange(2**32))
            match.count(play_out(deal, players, rng))
        winner = match.winner
        diffs.append(match.scores[seat] - match.scores[1 - seat])
        wins.append(1.0 if winner == seat else 0.0)
    return sum(diffs) / 2, sum(wins) / 2


def bezique_deal_pair(task: tuple[str, int]) -> tuple[float, float]:
    """One two-handed Bezique deal in duplicate: the cautious player against
    the same player with one caution off."""
    without, seed = task
    return _in_duplicate(GAMES["bezique"], bezique_player(""), bezique_player(without), seed,
                         lambda result: result.scores)


def whist_deal_pair(task: tuple[str, int]) -> tuple[float, float]:
    """One Whist deal in duplicate, four seats: the full period player sits
    South and North against the same player with one maxim off at West and
    East, then the sides change places, the cards the same.  The difference
    is in the deal's points (odd tricks and honours, side by side)."""
    without, seed = task
    advised, other = whist_player(""), whist_player(without)
    game = GAMES["whist"]
    diffs, wins = [], []
    for side in (0, 1):
        players = [advised, other] * 2 if side == 0 else [other, advised] * 2
        deal = play_out(game.rules.new(seed, dealer=seed % 4), players, random.Random(seed))
        points = deal.result().points
        diffs.append(points[side] - points[1 - side])
        wins.append(_win(points[side], points[1 - side]))
    return sum(diffs) / 2, sum(wins) / 2


def _win(mine: float, theirs: float) -> float:
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


# --------------------------------------------------------------------------
# The reference points: random play, the strong player, every hand open.
# Each plays against the full period player, in duplicate, on the same seeds
# as the maxims; the period player against himself scores 0 on this scale.


class OpenHands:
    """The perfect-information reference: it plays every card the solver's
    best with every hand known — it is shown the deal itself (:meth:`watch`),
    not the view of its seat, as no player at the table is.  The solver's
    values are those the strong player averages (the registry's
    ``GAMES[game].sampling.values``: for All-Fours, what Jack and Game still
    to be won are worth; for Bezique, the whole analysis of
    :func:`playable.bezique.solve.analyse`), and it breaks ties as the strong player
    does (the period player's card if it is among the best, else the first).
    Where the solver does not go it plays as the period player, as the strong
    player does: every act but a card played, Bezique before its last eight
    tricks, an All-Fours hand of more than ``pimc.DEFAULT_MAX_CARDS`` cards
    (after two runs of the cards)."""

    name = "every hand open"

    def __init__(self, game: str) -> None:
        from playable.solver.pimc import DEFAULT_MAX_CARDS

        self.sampling = GAMES[game].sampling
        self.fallback = self.sampling.fallback()
        self.max_cards = DEFAULT_MAX_CARDS
        self.deal: Any = None

    def watch(self, deal: Any) -> None:
        """Sit at ``deal`` with every hand in sight."""
        self.deal = deal

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        from playable.table.analysis import solvable

        deal = self.deal
        if deal is None or deal.to_move != view.seat:
            raise ValueError("the open-handed player is shown the deal before it plays")
        if (len(legal) > 1 and all(a.kind == "play" for a in legal)
                and len(view.hand) <= self.max_cards and solvable(deal)):
            values = self.sampling.values(deal, None)
            top = max(values[a] for a in legal)
            best = [a for a in legal if values[a] == top]
            if len(best) == 1:
                return best[0]
            period = self.fallback.choose(view, legal, random.Random(0))
            return period if period in best else best[0]
        return self.fallback.choose(view, legal, rng)


#: The reference players by name, each against the full period player.
REFERENCES = ("random", "strong", "open")


def reference_player(game: str, name: str, samples: int) -> Player:
    """``"random"`` (the registry's random player: every act at random),
    ``"strong"`` (:class:`playable.solver.pimc.StrongPlayer`, ``samples`` deals solved
    a move, no time limit, so that a move depends on the seed alone) or
    ``"open"`` (:class:`OpenHands`)."""
    from playable.solver.pimc import StrongPlayer

    if name == "random":
        return RandomPlayer()
    if name == "strong":
        return StrongPlayer(GAMES[game].sampling, seed=0, samples=samples, seconds=None)
    if name == "open":
        return OpenHands(game)
    raise ValueError(f"no reference player {name!r}; they are {', '.join(REFERENCES)}")


#: Deals the notebook's strong player samples and solves a move (the player's
#: own default is 20, and at most a second a move): a constant here, not an
#: argument, so that the worker processes read the same.
STRONG_SAMPLES = 4


def allfours_reference_pair(task: tuple[str, int]) -> tuple[float, float]:
    """One All-Fours deal in duplicate: a reference player (:data:`REFERENCES`)
    against the full period player."""
    name, seed = task
    return _in_duplicate(GAMES["all-fours"], reference_player("all-fours", name, STRONG_SAMPLES),
                         allfours_player(""), seed, lambda result: result.points)


def bezique_reference_pair(task: tuple[str, int]) -> tuple[float, float]:
    """One two-handed Bezique deal in duplicate: a reference player against
    the full cautious player."""
    name, seed = task
    return _in_duplicate(GAMES["bezique"], reference_player("bezique", name, STRONG_SAMPLES),
                         bezique_player(""), seed, lambda result: result.scores)


# --------------------------------------------------------------------------
# Running many pairs, with a progress bar


class Progress:
    """A text progress bar that moves in fixed steps of 5% and shows no
    times, so that the notebook's stored output is its last state and the
    same on every run."""

    def __init__(self, label: str, total: int, width: int = 20,
                 stream: io.TextIOBase | Any = None) -> None:
        self.label, self.total, self.width = label, total, width
        self.stream = stream if stream is not None else sys.stdout
        self.shown = -1
        self.done = 0
        self._draw(0)

    def _draw(self, step: int) -> None:
        if step == self.shown:
            return
        self.shown = step
        bar = "#" * step + "." * (self.width - step)
        end = "\n" if step == self.width else ""
        self.stream.write(f"\r{self.label} [{bar}] {100 * step // self.width:3d}%"
                          f" of {self.total:,}{end}")
        self.stream.flush()

    def advance(self, n: int = 1) -> None:
        self.done += n
        self._draw(self.done * self.width // self.total)


def workers() -> int:
    """Worker processes: one per core, at most four."""
    return max(1, min(4, os.cpu_count() or 1))


def pool() -> Executor:
    """A pool of :func:`workers` processes like the one :func:`run` makes
    for itself, to pass to several runs so that the workers start once (the
    caller closes it: ``with trials.pool() as pool:``)."""
    from concurrent.futures import ProcessPoolExecutor
    from multiprocessing import get_context

    return ProcessPoolExecutor(workers(), mp_context=get_context("spawn"))


def run(job: Callable[[tuple[str, int]], tuple[float, float]], variant: str,
        seeds: Sequence[int], label: str,
        executor: Executor | None = None) -> list[tuple[float, float]]:
    """``job((variant, seed))`` for every seed, on ``executor`` (any
    ``concurrent.futures.Executor``: a thread pool, a cluster's such as Dask's
    ``Client.get_executor()``; by default a pool of :func:`workers` processes);
    the results in the order of the seeds, and the same on every executor (each
    depends on its seed alone)."""
    tasks = [(variant, seed) for seed in seeds]
    bar = Progress(label, len(tasks))
    return run_batch(job, tasks, executor, progress=lambda n: bar.advance())


# --------------------------------------------------------------------------
# Statistics over the pairs


class Interval:
    """An estimate ``mean`` with the half width of its 95% interval."""

    mean: float

    @property
    def half_width(self) -> float:
        raise NotImplementedError

    @property
    def low(self) -> float:
        return self.mean - self.half_width

    @property
    def high(self) -> float:
        return self.mean + self.half_width


@dataclass(frozen=True)
class Estimate(Interval):
    """A mean over independent pairs with its 95% confidence interval
    (normal approximation: the pairs number in the thousands)."""

    mean: float
    sd: float
    n: int

    @property
    def half_width(self) -> float:
        return 1.96 * self.sd / math.sqrt(self.n)

    def detectable(self, tests: int, power: float = 0.8) -> float:
        """The smallest true effect that this many pairs would find ``power``
        of the time at the corrected threshold (0.05 / ``tests``, two-sided):
        what the sample size was chosen for."""
        z = NormalDist()
        return ((z.inv_cdf(1 - 0.05 / tests / 2) + z.inv_cdf(power))
                * self.sd / math.sqrt(self.n))

    def p_value(self, null: float = 0.0) -> float:
        """Two-sided p-value of the hypothesis that the true mean is ``null``."""
        se = self.sd / math.sqrt(self.n)
        if se == 0:
            return 1.0 if self.mean == null else 0.0
        return math.erfc(abs(self.mean - null) / se / math.sqrt(2))


def estimate(values: Sequence[float]) -> Estimate:
    n = len(values)
    mean = math.fsum(values) / n
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    return Estimate(mean, math.sqrt(var), n)


@dataclass(frozen=True)
class Comparison:
    """What switching one piece of advice off does, over many pairs."""

    name: str
    points: Estimate  # the advised player's points minus the other's
    wins: Estimate  # the advised player's share of wins

    @classmethod
    def of(cls, name: str, results: Sequence[tuple[float, float]]) -> Comparison:
        return cls(name, estimate([d for d, _ in results]), estimate([w for _, w in results]))


@dataclass(frozen=True)
class Ratio(Interval):
    """A ratio of means with its 95% confidence interval (the delta method:
    the ratio's first-order error from the means' errors and their
    covariances)."""

    mean: float
    se: float

    @property
    def half_width(self) -> float:
        return 1.96 * self.se


Series = Sequence[float]


def ratio(numerator: Sequence[tuple[float, Series]],
          denominator: Sequence[tuple[float, Series]]) -> Ratio:
    """``sum(c * mean(s) for c, s in numerator) / sum(... denominator)`` with
    its interval.  Each series holds one value a pair, in the order of the
    seeds from the same first seed, so that a shorter series is played on the
    first deals of a longer one: the covariance of two means is estimated on
    the deals they share (``cov / n`` for series of one length; ``m · cov /
    (n₁ n₂)`` where ``m`` deals of ``n₁`` and ``n₂`` are shared); a series
    on both sides is two series that share all their deals."""
    series = [values for _, values in (*numerator, *denominator)]
    weights = [(c, 0.0) for c, _ in numerator] + [(0.0, c) for c, _ in denominator]
    means = [math.fsum(v) / len(v) for v in series]
    top = math.fsum(w[0] * m for w, m in zip(weights, means, strict=True))
    bottom = math.fsum(w[1] * m for w, m in zip(weights, means, strict=True))
    r = top / bottom
    grad = [(w[0] - r * w[1]) / bottom for w in weights]
    var = 0.0
    for i, a in enumerate(series):
        for j, b in enumerate(series):
            if grad[i] and grad[j]:
                var += grad[i] * grad[j] * _covariance_of_means(a, b)
    return Ratio(r, math.sqrt(max(var, 0.0)))


@dataclass(frozen=True)
class Scale:
    """Places between a floor (0) and a ceiling (1), for players measured
    by the points a pair against one opponent (who scores 0 against himself):
    the floor's and the ceiling's series of pairs, played on the first deals
    of the series placed on it (see :func:`ratio`)."""

    floor: Series
    ceiling: Series

    def place(self, terms: Sequence[tuple[float, Series]]) -> Ratio:
        """Where the player whose points a pair are ``sum(c * s)`` stands:
        (his mean − the floor's) / (the ceiling's − the floor's).  No terms:
        the opponent himself."""
        return ratio([*terms, (-1.0, self.floor)], self.gap)

    def share(self, terms: Sequence[tuple[float, Series]]) -> Ratio:
        """What a difference of ``sum(c * s)`` a pair is, as a share of the gap."""
        return ratio(terms, self.gap)

    @property
    def gap(self) -> list[tuple[float, Series]]:
        return [(1.0, self.ceiling), (-1.0, self.floor)]


Pairs = Sequence[tuple[float, float]]


@dataclass(frozen=True)
class Rung:
    """One player's place on a :class:`Scale`: his points a deal against the
    opponent and his share of the deals won (None for the opponent himself,
    0 and one half by definition), his place, and, for the opponent with a
    piece of advice switched off, what that advice closes of the gap."""

    name: str
    pairs: int
    points: Estimate | None
    wins: Estimate | None
    place: Ratio
    closes: Ratio | None = None


def rungs(scale: Scale, above: Sequence[tuple[str, Pairs]], opponent: str,
          advice: Sequence[tuple[str, Pairs]],
          below: Sequence[tuple[str, Pairs]]) -> list[Rung]:
    """The rungs of ``scale`` from the top: the reference players ``above``
    (name, his pairs against the opponent), the opponent himself, the opponent
    with each piece of advice off (name, the *opponent's* pairs against that
    player, as :func:`allfours_deal_pair` and :func:`bezique_deal_pair` give
    them: that player's points are their negation), the reference players
    ``below``."""
    def reference(name: str, pairs: Pairs) -> Rung:
        points = [d for d, _ in pairs]
        return Rung(name, len(pairs), estimate(points), estimate([w for _, w in pairs]),
                    scale.place([(1.0, points)]))

    out = [reference(name, pairs) for name, pairs in above]
    out.append(Rung(opponent, 0, None, None, scale.place([])))
    for name, pairs in advice:
        points = [d for d, _ in pairs]
        out.append(Rung(name, len(pairs), estimate([-d for d in points]),
                        estimate([1.0 - w for _, w in pairs]), scale.place([(-1.0, points)]),
                        scale.share([(1.0, points)])))
    return out + [reference(name, pairs) for name, pairs in below]


def _covariance_of_means(a: Series, b: Series) -> float:
    m = min(len(a), len(b))
    ma, mb = math.fsum(a[:m]) / m, math.fsum(b[:m]) / m
    cov = math.fsum((x - ma) * (y - mb) for x, y in zip(a[:m], b[:m], strict=True)) / (m - 1)
    return m * cov / (len(a) * len(b))


def verdict(e: Estimate, null: float, tests: int) -> str:
    """Plain words for an estimate: does its interval exclude ``null``, and
    does it pass the stricter threshold for ``tests`` comparisons made at once
    (Bonferroni: p below 0.05 / tests)?"""
    p = e.p_value(null)
    if p < 0.05 / tests:
        side = "helps" if e.mean > null else "hurts"
        return f"{side} ({_p(p)})"
    if p < 0.05:
        return f"weak evidence ({_p(p)})"
    return f"no clear effect ({_p(p)})"


def _p(p: float) -> str:
    return "p < 0.0001" if p < 0.0001 else f"p = {p:.4f}" if p < 0.01 else f"p = {p:.2f}"


# --------------------------------------------------------------------------
# Plots that come out the same on every run


def svg(fig: Any, alt: str) -> Any:
    """The figure as SVG for the notebook, written so that two runs give
    the same bytes: text as text, a fixed hash salt for the ids, and no
    date or software version in the metadata.  ``alt`` describes the plot
    for readers who cannot see it (the site uses it as the image's text)."""
    import matplotlib
    import matplotlib.pyplot as plt
    from IPython.display import SVG

    buffer = io.StringIO()
    with matplotlib.rc_context({"svg.hashsalt": "laws-of-the-card-table",
                                "svg.fonttype": "none"}):
        fig.savefig(buffer, format="svg", bbox_inches="tight",
                    metadata={"Date": None, "Creator": None})
    plt.close(fig)
    return SVG(buffer.getvalue(), metadata={"alt": alt})


def forest(ax: Any, comparisons: Sequence[Comparison], which: str, null: float,
           xlabel: str, title: str, percent: bool = False) -> None:
    """One row per comparison: the estimate and its 95% interval, with the
    line of no effect."""
    ladder(ax, [(c.name, getattr(c, which)) for c in comparisons], null, xlabel, title,
           percent)


def ladder(ax: Any, rows: Sequence[tuple[str, Interval]], null: float | None,
           xlabel: str, title: str, percent: bool = False) -> None:
    """One row per estimate, the first at the top: the estimate and its 95%
    interval, with a dashed line at ``null`` (None: none)."""
    names = [name for name, _ in rows][::-1]
    estimates = [e for _, e in rows][::-1]
    ys = range(len(estimates))
    means = [e.mean for e in estimates]
    errors = [e.half_width for e in estimates]
    if null is not None:
        ax.axvline(null, color="#888", linewidth=1, linestyle="--")
    ax.errorbar(means, list(ys), xerr=errors, fmt="o", color="#6d3a1f", ecolor="#6d3a1f",
                capsize=4, markersize=5)
    ax.set_yticks(list(ys), names)
    ax.set_xlabel(xlabel)
    if percent:
        from matplotlib.ticker import PercentFormatter

        ax.xaxis.set_major_formatter(PercentFormatter(1.0))
    ax.set_title(title, fontsize=11, loc="left")
    ax.grid(axis="x", color="#ddd", linewidth=0.6)
    ax.set_axisbelow(True)
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
