"""Whist's solver beside DDS, the double-dummy solver of bridge programs
(issue 34), through endplay (the ``bench`` extra, never the engine's).

The engine's solver (:mod:`playable.whist.solve`'s search, counted in tricks:
:func:`playable.whist.pbn.solver_tricks`) must find the tricks DDS finds on
100 seeded deals from the first lead, each with every seat to lead, trumps
as turned up (some 400 CPU seconds in all, a test a deal, where the bench
extra is installed: the four searches of a deal share their tables, a
:class:`~playable.solver.memory.Memory`, as the Deal page's do), and on the
same hundred deals from the eighth trick's lead (after six tricks played at
random).
"""

from __future__ import annotations

import dataclasses
import io
import random

import pytest

from playable import bench
from playable.games import GAMES
from playable.solver.memory import Memory
from playable.whist import Deal, pbn

endplay = pytest.importorskip(
    "endplay", reason="endplay (DDS) is not installed: it is in the bench extra, "
                      "pip install -e '.[bench]'")


def _after(seed: int, tricks: int) -> Deal:
    """Seeded deal ``seed`` after ``tricks`` tricks played at random by regular cards."""
    deal = Deal.new(seed, dealer=seed % 4)
    rng = random.Random(seed)
    while len(deal.tricks) < tricks:
        deal.apply(rng.choice([a for a in deal.legal_actions() if a.kind == "play"]))
    return deal


def test_the_same_tricks_as_dds_on_100_deals_with_every_leader() -> None:
    differ = []
    for seed in range(100):
        deal = _after(seed, 6)
        for leader in range(4):
            ours, theirs = pbn.solver_tricks(deal, leader), pbn.dds_tricks(deal, leader)
            assert 0 <= theirs <= 7
            if ours != theirs:
                differ.append((seed, leader, ours, theirs))
    assert not differ, f"(seed, leader, ours, DDS): {differ}"


@pytest.mark.parametrize("seed", range(100))
def test_whole_deals_from_the_first_lead_with_every_leader(seed: int) -> None:
    deal = Deal.new(seed, dealer=seed % 4)
    differ = []
    with Memory():
        for leader in range(4):
            ours, theirs = pbn.solver_tricks(deal, leader), pbn.dds_tricks(deal, leader)
            if ours != theirs:
                differ.append((leader, ours, theirs))
    assert not differ, f"(leader, ours, DDS): {differ}"


def test_tricks_are_counted_from_a_trick_s_first_lead() -> None:
    deal = _after(7, 9)
    deal.apply(deal.legal_actions()[0])
    for count in (pbn.solver_tricks, pbn.dds_tricks):
        with pytest.raises(ValueError, match="from a trick's first lead"):
            count(deal)


def test_bench_peers_sets_the_solver_beside_dds(monkeypatch: pytest.MonkeyPatch) -> None:
    """``bench --peers``: Whist's solver timed beside DDS on seeded deals, its
    tricks checked against DDS's, its target stated (the registry's
    ``solver_peers``, no game named in the bench); the deals here are short
    ones, so that the test is quick."""
    whist = GAMES["whist"]
    (peer,) = whist.solver_peers
    assert peer.within == 25.0 and peer.module == "endplay"

    class Short:
        def new(self, seed: int) -> Deal:
            return _after(seed, 8)

    monkeypatch.setattr(bench, "GAMES", {"whist": dataclasses.replace(whist, rules=Short())})
    out = io.StringIO()
    lines = bench.solver_peers(deals=4, out=out)
    (line,) = [line for line in lines if line.startswith("Whist")]
    assert "beside DDS (endplay), 4 deals" in line and "the same tricks on every deal" in line
    assert "target ≤ 25×" in line and out.getvalue().strip() == "\n".join(lines)


def test_whists_playout_target_is_judged_beside_bridge_alone() -> None:
    (first, *_) = [p for p in GAMES["whist"].playouts if not p.players]
    assert first.within is not None and first.peers == ("bridge",)
    ratios = {("W", "OpenSpiel hearts"): 3.0, ("W", "OpenSpiel bridge"): 0.9}
    line = bench._targets([("Whist", "W", 1.0)], ["OpenSpiel hearts", "OpenSpiel bridge"],
                          lambda label, to: ratios[label, to],
                          only={"W": ["OpenSpiel bridge"]})
    assert line.endswith("Whist ≤ 1.0 (× bridge): all met.")
    ratios["W", "OpenSpiel bridge"] = 1.2
    assert "not met: Whist 1.20 × bridge" in bench._targets(
        [("Whist", "W", 1.0)], ["OpenSpiel hearts", "OpenSpiel bridge"],
        lambda label, to: ratios[label, to], only={"W": ["OpenSpiel bridge"]})
