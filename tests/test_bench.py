"""``python -m playable bench --peers``: our games beside OpenSpiel's, in one
run.  Only what the benchmark prints and counts is tested, never a time."""

from __future__ import annotations

import io
import random
import sys
from typing import Any

import pytest

from playable import bench
from playable.__main__ import main
from playable.games import GAMES


def test_peers_without_open_spiel_say_how_to_install_it(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """One line on stderr and status 2, as the command line promises for
    every refusal (it was written to stdout, among the figures)."""
    monkeypatch.setitem(sys.modules, "pyspiel", None)  # import pyspiel raises ImportError
    assert bench.openspiel_peers() is None
    out = io.StringIO()
    assert main(["bench", "--peers", "--seconds", "0.01"], stdout=out) == 2
    assert out.getvalue() == ""
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert "install them with pip install -e '.[bench]'" in err


def test_peers_print_each_game_beside_the_floor_and_each_peer() -> None:
    fake = [bench.Peer("one", bench.floor_playout),
            bench.Peer("two", lambda rng: 2 * bench.floor_playout(rng))]
    out = io.StringIO()
    assert bench.peers(seconds=0.03, out=out, rounds=1, others=fake) == 0
    table, closing = out.getvalue().split("\n\n")
    lines = table.splitlines()
    assert lines[0].split()[-4:] == ["×", "one", "×", "two"]
    rows = {line[:36].strip(): line[36:].split() for line in lines[1:]}
    assert list(rows) == ["floor (2×6 from 52, follow suit)", "one", "two",
                          "Quadrille (random players)", "All-Fours (random)",
                          "Bezique, two-handed", "Whist (random)"]
    for label, figures in rows.items():
        assert len(figures) == 4, label  # µs per card, × floor, × each peer
        assert all(float(f) > 0 for f in figures), label
    assert rows["floor (2×6 from 52, follow suit)"][1] == "1.00"
    assert rows["one"][2] == "1.00" and rows["two"][3] == "1.00"
    assert closing.startswith("Targets, µs per card × each peer: Quadrille ≤ 1.0, "
                              "All-Fours ≤ 1.0, Bezique ≤ 2.0, Whist ≤ 1.0 (× bridge): ")


def test_peers_take_each_ratio_within_a_round(monkeypatch: pytest.MonkeyPatch) -> None:
    """The machine slows down from the third round on, for all alike: the
    ratio of two contestants is the median of their ratios round by round
    (2, as in every round), not the ratio of their medians (20)."""
    def one(rng: random.Random) -> int:
        return 2

    times = {bench.floor_playout: [2.0, 2.0, 20.0, 20.0, 20.0], one: [1.0, 1.0, 1.0, 10.0, 10.0]}
    monkeypatch.setattr(bench, "_per_card", lambda playout, seconds, seed: times.get(
        playout, [3.0] * 5)[seed - 1])
    out = io.StringIO()
    assert bench.peers(seconds=1.0, out=out, others=[bench.Peer("one", one)]) == 0
    lines = out.getvalue().split("\n\n")[0].splitlines()
    assert lines[0].startswith("µs per card, median of 5 rounds")  # five at least
    rows = {line[:36].strip(): line[36:].split() for line in lines[1:]}
    assert rows["floor (2×6 from 52, follow suit)"] == ["20.00", "1.00", "2.00"]
    assert rows["one"] == ["1.00", "0.50", "1.00"]
    # each of our games took 3 µs a card in every round: three times "one" in
    # three rounds of five, so three times its time, and no target is met
    assert out.getvalue().split("\n\n")[1] == (
        "Targets, µs per card × each peer: Quadrille ≤ 1.0, All-Fours ≤ 1.0, Bezique ≤ 2.0, "
        "Whist ≤ 1.0 (× bridge): not met: Quadrille 3.00 × one, All-Fours 3.00 × one, Bezique 3.00 × one.\n")
    # a longer run has more rounds, each as long as before
    seeds: list[tuple[float, int]] = []
    monkeypatch.setattr(bench, "_per_card", lambda playout, seconds, seed: seeds.append(
        (seconds, seed)) or 1.0)
    out = io.StringIO()
    bench.peers(seconds=10.0, out=out, others=[bench.Peer("one", one)])
    assert out.getvalue().startswith("µs per card, median of 40 rounds")
    assert {seconds for seconds, _ in seeds} == {bench.ROUND_SECONDS}
    assert sorted({seed for _, seed in seeds}) == list(range(1, 41))


def test_a_target_is_judged_beside_every_peer_on_the_ratio_as_printed() -> None:
    ratios = {("Q", "one"): 1.004, ("Q", "two"): 0.8,  # 1.00 as printed: met
              ("A", "one"): 0.9, ("A", "two"): 1.01,  # the second peer is the worst
              ("B", "one"): 1.9, ("B", "two"): 1.99}

    def ratio(label: str, to: str) -> float:
        return ratios[label, to]

    line = bench._targets([("Quadrille", "Q", 1.0), ("All-Fours", "A", 1.0),
                           ("Bezique", "B", 2.0)], ["one", "two"], ratio)
    assert line.endswith("Quadrille ≤ 1.0, All-Fours ≤ 1.0, Bezique ≤ 2.0: "
                         "not met: All-Fours 1.01 × two.")
    ratios["A", "two"] = 0.99
    assert bench._targets([("All-Fours", "A", 1.0), ("Bezique", "B", 2.0)], ["one", "two"],
                          ratio).endswith(": All-Fours ≤ 1.0, Bezique ≤ 2.0: all met.")
    # every game of the registry has a target, on its first random playout
    assert all(next(p for p in g.playouts if not p.players).within for g in GAMES.values())


def test_our_playouts_beside_the_peers_are_each_games_random_ones() -> None:
    out = io.StringIO()
    bench.peers(seconds=0.01, out=out, rounds=1, others=[])
    labels = [line[:36].strip() for line in out.getvalue().splitlines()[1:]]
    for game in GAMES.values():
        first = next(p for p in game.playouts if not p.players)
        assert first.label in labels


def test_openspiel_peers_count_the_cards_played() -> None:
    pytest.importorskip("pyspiel")
    found = bench.openspiel_peers()
    assert found is not None
    played = {peer.label: [peer.playout(random.Random(seed)) for seed in range(1, 6)]
              for peer in found}
    assert played["OpenSpiel hearts"] == [52] * 5
    assert set(played["OpenSpiel bridge"]) <= {0, 52}  # 0: passed out
    # a game of null ends at the soloist's first trick; 0: nobody bid
    assert all(n % 3 == 0 and 0 <= n <= 30 for n in played["OpenSpiel skat"])
    assert 52 in played["OpenSpiel bridge"] and 30 in played["OpenSpiel skat"]


def test_solver_peers_call_each_solver_once_untimed_before_the_deals_timed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A solver's first call in a process may pay for setting itself up
    (DDS allocates its tables): ``bench --peers`` calls each solver once on
    a deal it does not time, then times the seeded deals 1 to N."""
    import dataclasses

    from playable.games import SolverPeer

    calls: list[tuple[str, int]] = []

    class Seeds:  # a "deal" here is its seed
        def new(self, seed: int) -> int:
            return seed

    def solver(name: str) -> Any:
        def solve(deal: int) -> int:
            calls.append((name, deal))
            return deal % 3

        return solve

    peer = SolverPeer("theirs", "json", solver("theirs"), solver("ours"))
    game = dataclasses.replace(GAMES["whist"], rules=Seeds(), solver_peers=(peer,))
    monkeypatch.setattr(bench, "GAMES", {"whist": game})
    (line,) = bench.solver_peers(deals=3, out=io.StringIO())
    assert calls[:2] == [("theirs", 0), ("ours", 0)]
    assert sorted(calls[2:]) == sorted((name, seed) for seed in (1, 2, 3)
                                       for name in ("ours", "theirs"))
    assert "3 deals from the first lead" in line and "the same tricks on every deal" in line
    # each deal's ratio, in the order of the seeds, after the median
    assert line.splitlines()[1].startswith("  Deal by deal (seeds 1 to 3), ours ÷ theirs: ×")
    assert line.splitlines()[1].count("×") == 3
