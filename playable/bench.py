"""Speed of the engine, measured beside a floor: ``python -m playable bench``.

The floor is the least work any two-handed trick game must do in pure
Python: shuffle a 52-card pack, deal two hands of six, and play six tricks in
which each player follows suit if able.  Each game's figures are the playouts
its registry entry names (:attr:`playable.games.Game.playouts`): whole deals
through the engine's checked interface (the same rules a reader's game goes
through), played at random or by the engine's players, in microseconds per
card played; the ratio to the floor is what the targets are stated in.
Figures are printed, never asserted in tests.

``python -m playable bench --solver`` times the perfect-information solver
instead (:func:`solver`): the median, the 99th percentile and the worst over
seeded deals of the positions each game's registry entry names
(:attr:`playable.games.Solver.cases`: All-Fours from the first lead,
Quadrille's ten tricks from the first lead, Bezique's last eight tricks,
Whist's last eight and its first lead; the slow ones, those with a ``most``,
on fewer deals unless ``--deals`` is given), with the nodes searched.

``python -m playable bench --peers`` (:func:`peers`) sets each game's random
playouts beside OpenSpiel's hearts, bridge and skat (C++ engines driven from
Python, the ``bench`` extra: ``pip install -e '.[bench]'``) and the floor, all
measured in turn in one run, and prints the ratios and whether each game
meets its target beside them (its random playout's ``within``).
"""

from __future__ import annotations

import importlib
import importlib.util
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, TextIO

from playable.engine.cards import full_pack
from playable.engine.checks import shown
from playable.engine.core import OptionsLike
from playable.engine.strategies import play_out
from playable.games import GAMES, Game
from playable.solver.solve import Budget, Exhausted

Playout = Callable[[random.Random], int]
_FULL = full_pack()


def random_playout(game: Game, options: OptionsLike | None = None) -> Playout:
    """Whole deals of ``game`` with random regular acts, through the checked
    interface: ``Deal.shuffled``, then ``legal_actions``/``apply`` until the
    end; a playout returns the number of cards played."""
    shuffled = game.rules.shuffled

    def playout(rng: random.Random) -> int:
        deal = shuffled(rng, options)
        pick = rng.random
        while not deal.is_over:
            legal = deal.legal_actions()
            deal.apply(legal[int(pick() * len(legal))])
        return deal.cards_played

    return playout


def players_playout(game: Game, names: Sequence[str], options: OptionsLike | None = None
                    ) -> Playout:
    """Whole deals of ``game`` played by the engine's players named, one per seat."""
    players = [game.player(name) for name in names]
    shuffled = game.rules.shuffled

    def playout(rng: random.Random) -> int:
        return play_out(shuffled(rng, options), players, rng).cards_played

    return playout


def variants(game: Game) -> list[tuple[str, Playout]]:
    """The playouts the benchmark measures for ``game`` (its registry entry)."""
    return [(p.label, players_playout(game, p.players, p.options) if p.players
             else random_playout(game, p.options)) for p in game.playouts]


def floor_playout(rng: random.Random) -> int:
    """The trivial loop: deal 2 x 6 from a shuffled 52, follow suit if able."""
    deck = _FULL[:]
    rng.shuffle(deck)
    hands = [deck[0:6], deck[6:12]]
    leader = 0
    played = 0
    for _ in range(6):
        lead_hand = hands[leader]
        lead = lead_hand.pop(rng.randrange(len(lead_hand)))
        other = hands[1 - leader]
        follow = [c for c in other if c.suit is lead.suit] or other
        reply = follow[rng.randrange(len(follow))]
        other.remove(reply)
        played += 2
        if reply.suit is lead.suit and reply.rank > lead.rank:
            leader = 1 - leader
    return played


def measure(playout: Playout, seconds: float, seed: int = 1) -> tuple[float, float]:
    """(playouts per second, microseconds per card), median of five rounds."""
    rng = random.Random(seed)
    rates, per_card = [], []
    for _ in range(5):
        cards = playouts = 0
        start = time.perf_counter()
        deadline = start + seconds / 5
        while True:
            cards += playout(rng)
            playouts += 1
            now = time.perf_counter()
            if now >= deadline:
                break
        elapsed = now - start
        rates.append(playouts / elapsed)
        per_card.append(elapsed / cards * 1e6)
    return statistics.median(rates), statistics.median(per_card)


def run(games: list[str], seconds: float = 2.0, out: TextIO = sys.stdout) -> int:
    """Measure the floor and each game's playouts, ``seconds`` on each, and
    print the table to ``out``; returns the exit status.  An unknown game, or
    a time that is not a number of seconds more than 0 (``nan`` or ``inf``
    would never finish), is refused before anything is measured: the reason
    is printed and 2 returned (the command line checks both first)."""
    unknown = [g for g in games if g not in GAMES]
    if unknown:
        print(f"unknown game {shown(unknown[0])}; the games are {', '.join(GAMES)}", file=out)
        return 2
    if type(seconds) not in (int, float) or not (math.isfinite(seconds) and seconds > 0):
        print(f"the time of a measurement is a number of seconds more than 0, "
              f"not {shown(seconds)}", file=out)
        return 2
    print(f"{'what':<34} {'playouts/s':>11} {'µs/card':>9} {'× floor':>8}", file=out)
    _, floor = measure(floor_playout, seconds)
    print(f"{'floor (2×6 from 52, follow suit)':<34} {'':>11} {floor:9.2f} {1:8.2f}", file=out)
    for game in games:
        for label, playout in variants(GAMES[game]):
            rate, per_card = measure(playout, seconds)
            print(f"{label:<34} {rate:11.0f} {per_card:9.2f} {per_card / floor:8.2f}",
                  file=out, flush=True)
    return 0


# --------------------------------------------------------------------------
# The solver: python -m playable bench --solver


def solver_positions(game: str, deals: int, seed: int = 1, case: int = 0) -> list[Any]:
    """The positions the solver's benchmark analyses, from seeded deals: the
    game's ``case``-th :class:`~playable.games.SolverCase` (All-Fours at its
    first lead, six cards each, or, case 1, nine each after a run; Bezique at
    the first card of its last eight tricks; Quadrille at its first lead)."""
    rng = random.Random(seed)
    out: list[Any] = []
    entry = GAMES[game]
    reach = entry.solver.cases[case].reach
    while len(out) < deals:
        deal = entry.rules.shuffled(random.Random(rng.randrange(2**32)), None)
        if reach(deal, rng) and not deal.is_over:
            out.append(deal)
    return out


def solver(deals: int = 50, out: TextIO = sys.stdout, slow_deals: int | None = None,
           analyse_too: bool = True, budget: Budget | None = None,
           games: Sequence[str] | None = None) -> int:
    """Time the solver on ``deals`` seeded positions of each case of each game
    (of ``games``, by id, where given)
    (:attr:`playable.games.Solver.cases`; of a slow case, ``slow_deals`` or by
    default ``deals`` up to its ``most``) and print the medians, the 99th
    percentiles (:func:`percentile`) and the slowest, with the nodes searched: the search alone (each lawful card's
    value) and (with ``analyse_too``) the whole analysis (with the principal
    line played out through the engine for the points).  Then a slow case's
    slowest searches, by their place among the seeded positions (the ``n``-th
    of :func:`solver_positions`), so they can be found again.  Each search and
    analysis has the limits of ``budget`` (by default the default
    :class:`playable.solver.solve.Budget`): a position past them is counted
    apart, not timed."""
    from playable.table.analysis import analyse

    limits = Budget() if budget is None else budget
    print(f"{'what':<50} {'median ms':>10} {'p99 ms':>8} {'max ms':>8} {'nodes':>8} "
          f"{'p99 nodes':>10} {'max nodes':>10}", file=out)
    for entry in GAMES.values():
        if games is not None and entry.id not in games:
            continue
        for number, case in enumerate(entry.solver.cases):
            count = deals
            if case.most is not None:
                count = min(deals, case.most) if slow_deals is None else slow_deals
            _time_case(entry, number, count, limits, analyse_too, analyse, out)
    return 0


def percentile(values: Sequence[float], q: float) -> Any:
    """The ``q``-th percentile of ``values`` by nearest rank: the smallest
    value that at least ``q`` per cent of them do not exceed (one of the
    values, never a blend of two; of 200, the 99th is the 198th smallest)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q / 100 * len(ordered)) - 1)]


def _time_case(entry: Game, number: int, count: int, limits: Budget, analyse_too: bool,
               analyse: Callable[..., object], out: TextIO) -> None:
    """Time one :class:`~playable.games.SolverCase` on ``count`` positions."""
    case = entry.solver.cases[number]
    positions = solver_positions(entry.id, count, case=number)
    search_ms, whole_ms, nodes = [], [], []
    past = 0  # positions past the budget
    placed: list[int] = []  # the place of each position timed among them
    for place, deal in enumerate(positions):
        start = time.perf_counter()
        try:
            searched_nodes = entry.solver.nodes(deal, limits.fresh())
            searched = time.perf_counter() - start
            if analyse_too:
                start = time.perf_counter()
                analyse(deal, budget=limits.fresh())
                whole_ms.append((time.perf_counter() - start) * 1000)
        except Exhausted:
            past += 1
            continue
        nodes.append(searched_nodes)
        search_ms.append(searched * 1000)
        placed.append(place)
    for what, times in ((f"{case.label}: search", search_ms), (f"{case.label}: analyse", whole_ms)):
        if times:
            # the three times to one precision, so that a case timed once
            # (median and max alike) never prints its median above its max
            print(f"{what:<50} {statistics.median(times):10.2f} {percentile(times, 99):8.2f} "
                  f"{max(times):8.2f} {statistics.median(nodes):8.0f} "
                  f"{percentile(nodes, 99):10d} {max(nodes):10d}", file=out, flush=True)
    if past:
        print(f"  {past} of {len(positions)} past the budget ({limits.words()}): not "
              "counted above", file=out, flush=True)
    if case.target_ms is not None:
        slow = sorted(range(len(search_ms)), key=lambda i: -search_ms[i])[:3]
        over = sum(1 for ms in search_ms if ms > case.target_ms)
        print(f"  {over} of {len(search_ms)} over {case.target_ms / 1000:g} s; the "
              "slowest searches: " + ", ".join(
                  f"#{placed[i]} {search_ms[i] / 1000:.1f} s ({nodes[i]} nodes)"
                  for i in slow),
              file=out, flush=True)


def pimc(deals: int = 10, out: TextIO = sys.stdout, games: Sequence[str] | None = None,
         seconds: float | None | Literal["game"] = "game", first: int = 1) -> int:
    """Time the strong player (:mod:`playable.solver.pimc`) at its default budget, and
    measure it in duplicate: ``deals`` seeded deals of All-Fours against the
    period player (its seat alternating) and of Quadrille beside three
    sensible players (its seat turning), each played again with the period
    (sensible) player in its seat, the cards the same.  Prints, for each
    game, the median and the slowest of its moves with more than one lawful
    card, the samples solved per move, and what the strong player's seat
    gained a deal over the period player's in the same seat (points of the
    deal, counters at Quadrille), with its 95% confidence interval over the
    deals.  By default the games where it samples the cards it cannot see
    (not Bezique, whose last eight tricks it sees whole: its sampling is
    ``exact``).  From Python: ``games`` to measure, the seeds from ``first``, and
    ``seconds=None`` to play without the clock (samples and nodes only: the
    figure then depends on the seeds alone, not on the machine's load)."""
    from playable.solver.pimc import StrongPlayer

    print(f"{'what':<44} {'median ms':>10} {'max ms':>8} {'samples':>8} {'min samples':>11}",
          file=out)
    if games is None:
        games = [g.id for g in GAMES.values() if not g.sampling.exact]
    for game in games:
        entry = GAMES[game]
        label = entry.title
        seats = entry.seats()
        budget = entry.sampling
        strong = StrongPlayer(budget, seconds=seconds)
        times: list[float] = []
        samples: list[int] = []
        gains: list[float] = []
        fallback = 0
        for seed in range(first, first + deals):
            mine = seed % seats
            period = entry.player("period")
            base = _pimc_deal(entry, seed, [period] * seats, None, [], [])
            got = _pimc_deal(entry, seed, [strong if s == mine else period for s in range(seats)],
                             strong, times, samples)
            fallback += got[1]
            gains.append(_seat_score(got[0], mine) - _seat_score(base[0], mine))
        nodes = "" if budget.nodes is None else f", {budget.nodes} nodes a solve"
        clock = "no limit" if strong.seconds is None else f"{strong.seconds:g} s"
        print(f"{label}: budget {budget.samples} samples or {clock} a move{nodes}; "
              f"{_counted(len(times), 'move')} sampled in {_counted(deals, 'deal')} "
              f"({fallback} more played as the period player)", file=out)
        if times:
            print(f"{label + ': time per move':<44} {statistics.median(times):10.1f} "
                  f"{max(times):8.1f} {statistics.median(samples):8.0f} {min(samples):11d}",
                  file=out, flush=True)
        mean = statistics.fmean(gains)
        counted = _counted(len(gains), "deal")
        if len(gains) > 1:
            half = 1.96 * statistics.stdev(gains) / math.sqrt(len(gains))
            spread = f"95% CI {mean - half:+.2f} to {mean + half:+.2f}, {counted}"
        else:  # one deal has no spread to measure
            spread = f"{counted}: too few deals for an interval"
        unit = entry.solver.units[1]
        print(f"{label}: strong minus period in the same seat: {mean:+.2f} {unit} a deal "
              f"({spread})", file=out, flush=True)
    return 0


def _counted(count: int, noun: str) -> str:
    """``count`` of ``noun`` in words: "1 deal", "10 deals", "0 moves"."""
    return f"{count} {noun}{'s' * (count != 1)}"


def _pimc_deal(entry: Game, seed: int, players: Sequence[Any], strong: Any,
               times: list[float], samples: list[int]) -> tuple[Any, int]:
    """One seeded deal of ``entry`` played by ``players``; the moves of
    ``strong`` with more than one lawful act, a card among them, timed into
    ``times`` (and their samples) or counted as played as the period player."""
    deal = entry.rules.new(seed, dealer=seed % entry.seats())
    rng = random.Random(seed)
    fallback = 0
    while not deal.is_over:
        seat = deal.to_move
        assert seat is not None
        view, legal = deal.view(seat), deal.legal_actions()
        player = players[seat]
        if player is strong and len(legal) > 1 and any(a.kind == "play" for a in legal):
            start = time.perf_counter()
            advice = strong.advise(view, legal, rng)
            elapsed = (time.perf_counter() - start) * 1000
            if advice.samples:
                times.append(elapsed)
                samples.append(advice.samples)
            else:  # played as the period player
                fallback += 1
            deal.apply(advice.action)
        else:
            deal.apply(player.choose(view, legal, rng))
    return deal, fallback


def _seat_score(deal: Any, seat: int) -> float:
    """What ``seat`` made of a finished deal: his points less his adversary's
    (two-handed), his counters (Quadrille)."""
    result = deal.result()
    totals = getattr(result, "totals", None)
    if totals is not None:
        return float(totals[seat])
    points = result.points
    return float(points[seat] - points[1 - seat])


# --------------------------------------------------------------------------
# Beside OpenSpiel's C++ engines: python -m playable bench --peers

#: How to install the peers: ``open_spiel`` is in the ``bench`` extra, never
#: a dependency of the engine.
PEERS_INSTALL = "pip install -e '.[bench]'"

#: Seeded deals on which ``bench --peers`` times each game's solver beside
#: another engine's (:attr:`playable.games.Game.solver_peers`).  Forty, not
#: ten nor three: Whist's ratio to DDS varies from deal to deal by a factor
#: of eight (×21 to ×167 over seeds 1-40 in 0.3.18), and the median of seeds 1-10's
#: ratios (×45 in 0.3.18) was well below the median of seeds 1-40's (×61,
#: the same solver and machine); three deals' had fallen on seed 2's, ×31.
SOLVER_PEER_DEALS = 40


@dataclass(frozen=True)
class Peer:
    """A game of another engine measured beside ours: its label and its
    random playout (the cards it played, as :data:`Playout`)."""

    label: str
    playout: Playout


def openspiel_peers() -> list[Peer] | None:
    """OpenSpiel's hearts, bridge (its play, not its double-dummy result) and
    skat, driven from Python through ``pyspiel`` as our games are driven:
    chance outcomes and legal actions picked at random, one call per act; or
    None when ``open_spiel`` is not installed."""
    try:
        pyspiel = importlib.import_module("pyspiel")
    except ImportError:
        return None

    def bridge_cards(history: list[int]) -> int:
        # after the 52 cards dealt, a player's act below 52 is a card played (bids are 52 up)
        return sum(1 for a in history[52:] if a < 52)

    def skat_cards(history: list[int]) -> int:
        # after the 32 cards dealt, the acts below 32 are cards: the two the soloist
        # lays away into the skat, then those played (a null game may end early)
        laid = sum(1 for a in history[32:] if a < 32)
        return laid - 2 if laid else 0

    return [Peer("OpenSpiel hearts", _openspiel_playout(pyspiel.load_game("hearts"),
                                                        lambda history: 52)),
            Peer("OpenSpiel bridge", _openspiel_playout(
                pyspiel.load_game("bridge", {"use_double_dummy_result": False}),
                bridge_cards)),
            Peer("OpenSpiel skat", _openspiel_playout(pyspiel.load_game("skat"), skat_cards))]


def _openspiel_playout(game: Any, cards: Callable[[list[int]], int]) -> Playout:
    """Whole deals of an OpenSpiel ``game`` at random; ``cards`` counts the
    cards played from the deal's history of actions."""

    def playout(rng: random.Random) -> int:
        state = game.new_initial_state()
        pick = rng.random
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[int(pick() * len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[int(pick() * len(legal))])
        return cards(state.history())

    return playout


#: The length of one round of :func:`peers`: short, so that a change in the
#: machine's speed (another machine's work on the same host) falls within a
#: round, on every contestant of that round alike.
ROUND_SECONDS = 0.25


def peers(seconds: float = 2.0, out: TextIO = sys.stdout, rounds: int | None = None,
          others: Sequence[Peer] | None = None, solver_deals: int = 0) -> int:
    """Our games' random playouts beside the floor and OpenSpiel's games
    (``others``, by default :func:`openspiel_peers`), in one run.  Every
    contestant is measured in each of ``rounds`` rounds (by default one for
    each :data:`ROUND_SECONDS` of ``seconds``, five at least), in turn, for
    ``seconds / rounds`` from the round's seed.  Printed: each contestant's
    median microseconds per card, and its ratio to the floor and to each peer
    as the median of the ratios taken round by round, each between two
    figures measured a moment apart.  (On a shared machine the speed of the
    whole machine drifts by a third and more within a minute: a ratio of two
    medians taken over the minute carries that drift, a ratio within one
    round does not.)  A closing line says whether each game's random playout
    meets its target (its random playout's ``within``) beside every peer, or
    beside those its ``peers`` name; then, with ``solver_deals``, each game's
    solver beside another engine's (:func:`solver_peers`, on that many deals:
    the command line's ``--deals``, by default :data:`SOLVER_PEER_DEALS`).  Without
    ``open_spiel`` it says how to install it on stderr, measures nothing and
    returns 2."""
    if others is None:
        others = openspiel_peers()
        if others is None:
            # a refusal, not a measurement: on stderr, as the command line's are
            print(f"bench --peers measures OpenSpiel's games beside ours: install them with "
                  f"{PEERS_INSTALL} (the bench extra)", file=sys.stderr, flush=True)
            return 2
    if rounds is None:
        rounds = max(5, round(seconds / ROUND_SECONDS))
    # each game's first random playout in the registry (its players' playouts think;
    # OpenSpiel's do not)
    firsts = {game.id: next(p for p in game.playouts if not p.players)
              for game in GAMES.values()}
    ours = [(p.label, random_playout(GAMES[game], p.options)) for game, p in firsts.items()]
    contestants = ([("floor (2×6 from 52, follow suit)", floor_playout)]
                   + [(peer.label, peer.playout) for peer in others] + ours)
    samples: dict[str, list[float]] = {label: [] for label, _ in contestants}
    for round_ in range(rounds):
        for label, playout in contestants:
            samples[label].append(_per_card(playout, seconds / rounds, seed=round_ + 1))

    def ratio(label: str, to: str) -> float:
        return statistics.median(a / b for a, b in zip(samples[label], samples[to]))

    floor = contestants[0][0]
    names = [peer.label.removeprefix("OpenSpiel ") for peer in others]
    print(f"{'µs per card, median of ' + str(rounds) + ' rounds':<36} {'µs/card':>8} "
          f"{'× floor':>8} " + " ".join(f"{'× ' + n:>9}" for n in names), file=out)
    for label, _ in contestants:
        ratios = " ".join(f"{ratio(label, peer.label):9.2f}" for peer in others)
        print(f"{label:<36} {statistics.median(samples[label]):8.2f} "
              f"{ratio(label, floor):8.2f} {ratios}", file=out, flush=True)
    if others:
        labels = [peer.label for peer in others]
        print(_targets([(GAMES[game].title, p.label, p.within)
                        for game, p in firsts.items() if p.within is not None],
                       labels, ratio, only={p.label: [f"OpenSpiel {name}" for name in p.peers]
                                            for p in firsts.values() if p.peers}), file=out)
    if solver_deals:
        solver_peers(deals=solver_deals, out=out)
    return 0


def _targets(targets: Sequence[tuple[str, str, float]], peers: Sequence[str],
             ratio: Callable[[str, str], float],
             only: Mapping[str, Sequence[str]] | None = None) -> str:
    """The closing line of :func:`peers`: each target (a game's name, the
    label of its playout, the most it may take as a multiple of every one of
    ``peers``, or of those ``only`` names for its label) met or not, judged
    on the ratio as printed (two places); where not, the worst ratio and its
    peer."""
    only = only or {}

    def beside(label: str) -> str:
        named = only.get(label)
        return "" if not named else " (× " + ", ".join(
            n.removeprefix("OpenSpiel ") for n in named) + ")"

    stated = ", ".join(f"{name} ≤ {most:.1f}{beside(label)}" for name, label, most in targets)
    missed = []
    for name, label, most in targets:
        judged = [p for p in only[label] if p in peers] if label in only else peers
        if not judged:  # none of the peers it is judged beside was measured
            continue
        worst, peer = max((ratio(label, peer), peer) for peer in judged)
        if round(worst, 2) > most:
            missed.append(f"{name} {worst:.2f} × {peer.removeprefix('OpenSpiel ')}")
    verdict = "all met" if not missed else "not met: " + ", ".join(missed)
    return f"\nTargets, µs per card × each peer: {stated}: {verdict}."


def solver_peers(deals: int = SOLVER_PEER_DEALS, out: TextIO = sys.stdout) -> list[str]:
    """Each game's solver beside another engine's (Whist's beside DDS), on
    ``deals`` seeded deals from the first lead: the median milliseconds per
    deal of each, the median of their ratios deal by deal and the ratio of
    their whole times, whether they found
    the same tricks on every deal, and the target (``within``), then each
    deal's ratio on a line of its own (where the median falls); each solver
    is first called once, untimed, on seeded deal 0 (a solver's first call may
    set it up).  A peer whose module is not installed is named with how to
    install it.  Returns the lines printed."""
    lines: list[str] = []
    for entry in GAMES.values():
        for peer in entry.solver_peers:
            if importlib.util.find_spec(peer.module.split(".")[0]) is None:
                lines.append(f"{entry.title}'s solver beside {peer.label}: {peer.module} is not "
                             f"installed ({PEERS_INSTALL}, the bench extra)")
                continue
            ours_ms: list[float] = []
            theirs_ms: list[float] = []
            differ = 0
            # each solver once, untimed, on a deal not timed: DDS allocates its
            # tables at its first call in a process (some 60 ms here, three
            # times its median deal), which timed in the first deal made the
            # median of three deals' ratios x35 where it was x213
            warm = entry.rules.new(0)
            peer.solve(warm)
            peer.ours(warm)
            for seed in range(1, deals + 1):
                deal = entry.rules.new(seed)
                start = time.perf_counter()
                found = peer.ours(deal)
                middle = time.perf_counter()
                expected = peer.solve(deal)
                end = time.perf_counter()
                ours_ms.append((middle - start) * 1e3)
                theirs_ms.append((end - middle) * 1e3)
                differ += found != expected
            ratios = [a / max(b, 1e-9) for a, b in zip(ours_ms, theirs_ms)]
            ratio = statistics.median(ratios)
            overall = sum(ours_ms) / max(sum(theirs_ms), 1e-9)
            target = "" if peer.within is None else (
                f"; target ≤ {peer.within:g}×: " + ("met" if round(ratio, 1) <= peer.within
                                                    else "not met"))
            agree = ("the same tricks on every deal" if not differ
                     else f"different tricks on {differ} of {_counted(deals, 'deal')}")
            lines.append(f"{entry.title}'s solver beside {peer.label}, "
                         f"{_counted(deals, 'deal')} from the first lead: "
                         f"ours {statistics.median(ours_ms):.1f} ms a deal, "
                         f"{peer.label} {statistics.median(theirs_ms):.1f} ms; "
                         f"× {ratio:.1f} (median of the deals' ratios; × {overall:.1f} in all); "
                         f"{agree}{target}."
                         f"\n  Deal by deal (seeds 1 to {deals}), ours ÷ {peer.label}: "
                         + ", ".join(f"×{r:.1f}" for r in ratios) + ".")
    for line in lines:
        print(line, file=out, flush=True)
    return lines


def _per_card(playout: Playout, seconds: float, seed: int) -> float:
    """Microseconds per card played by ``playout`` in ``seconds`` from ``seed``."""
    rng = random.Random(seed)
    cards = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        cards += playout(rng)
        now = time.perf_counter()
        if now >= deadline:
            break
    return (now - start) / max(cards, 1) * 1e6
