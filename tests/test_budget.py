"""Every analysis has a budget (issue 30, point 1).

The solver's entry points (:func:`playable.table.analysis.analyse`, ``judge``,
``annotate``, ``analyse_many``, the strong player's solves) take a
:class:`playable.solver.solve.Budget` of nodes and seconds; past it they stop with
:class:`playable.solver.solve.NoVerdict` ("no verdict: the position is too large to
solve here"), carrying what was solved before.  The position of the issue:
All-Fours, seed 42, the eldest begs and the dealer runs the cards: 21 cards a
hand, which ran for minutes and took gigabytes with no budget.

No assertion here is timed: the budgets are of nodes, or of seconds read from
a clock the test makes (one tick a reading).
"""

from __future__ import annotations

import io
import pickle
import re
from pathlib import Path

import pytest

from playable import allfours, bench, bezique, quadrille
from playable.__main__ import main
from playable.bench import solver_positions
from playable.games import GAMES
from playable.solver.batch import SerialExecutor
from playable.solver.solve import Budget, Exhausted, NoVerdict
from playable.table import analysis, record


def run_cards(seed: int = 42) -> allfours.Deal:
    """The issue's position: the eldest begs, the dealer runs the cards."""
    deal = allfours.Deal.new(seed=seed)
    deal.beg()
    deal.run()
    assert len(deal.hand(deal.to_move)) == 21
    return deal


def test_past_a_budget_of_nodes_the_analysis_gives_no_verdict_and_says_why() -> None:
    deal = run_cards()
    with pytest.raises(NoVerdict) as info:
        analysis.analyse(deal, budget=Budget(nodes=30_000))
    no = info.value
    assert str(no) == ("no verdict: the position is too large to solve here "
                       "(budget: 30,000 nodes / 60 s)")
    assert no.reason == str(no).removeprefix("no verdict: ")
    assert no.seat == deal.to_move
    # the count is checked at each trick's start: a few nodes over at most
    assert 30_000 < no.nodes < 30_000 + 50
    assert isinstance(no, Exhausted)  # the strong player gives it up as before


def test_a_budget_of_seconds_reads_the_clock_every_n_nodes_not_at_each() -> None:
    reads: list[float] = []

    def clock() -> float:  # one second a reading
        reads.append(float(len(reads)))
        return reads[-1]

    budget = Budget(nodes=None, seconds=5, clock=clock, every=1000)
    with pytest.raises(NoVerdict) as info:
        analysis.analyse(run_cards(), budget=budget)
    assert str(info.value).endswith("(budget: 5 s)")
    # the start, one reading each thousand nodes until the sixth second, and
    # one more to say what was spent
    assert len(reads) == 8
    assert 6000 < budget.spent < 6000 + 50
    assert info.value.seconds == 7.0


def test_the_acts_solved_before_the_budget_ran_out_are_the_partial_answer() -> None:
    """Each act solved before the budget ran out, with what it is worth
    against the best of them: the same differences as the whole analysis
    gives (All-Fours after one run: nine cards a hand)."""
    found_some = False
    for deal in solver_positions("all-fours", 6, case=1):
        whole = analysis.analyse(deal, budget=None)
        values = dict(whole.values)
        for nodes in (300, 1000, 3000, 10_000):
            try:
                analysis.analyse(deal, budget=Budget(nodes=nodes))
            except NoVerdict as no:
                if no.solved:
                    found_some = True
                    top = max(values[a] for a, _ in no.solved)
                    assert dict(no.solved) == {a: values[a] - top for a, _ in no.solved}
                    assert max(v for _, v in no.solved) == 0
    assert found_some


def test_the_default_budget_leaves_the_analysis_as_it_was() -> None:
    """Within the default budget, the same answer as with none."""
    for deal in solver_positions("quadrille", 3):
        assert analysis.analyse(deal) == analysis.analyse(deal, budget=None)


def test_judge_and_annotate_give_no_verdict_past_the_budget() -> None:
    deal = run_cards()
    deal.apply(deal.legal_actions()[0])
    deal.apply(deal.legal_actions()[0])
    history = list(deal.history)
    with pytest.raises(NoVerdict):
        analysis.judge(deal.replayed(2), history[2], budget=Budget(nodes=5_000))
    unjudged: dict[int, NoVerdict] = {}
    verdicts = analysis.annotate(deal, budget=Budget(nodes=5_000), unjudged=unjudged)
    assert verdicts == [None] * 4  # the beg and the run are not cards; the cards too large
    assert sorted(unjudged) == [2, 3]
    assert all("too large to solve here" in str(no) for no in unjudged.values())
    # a record carries the nulls, and its reader takes them
    again = record.loads(record.dumps(deal, analysis=verdicts))
    assert again.history == deal.history


def test_analyse_many_answers_each_deal_within_its_own_budget() -> None:
    small = solver_positions("all-fours", 1)[0]
    big = run_cards()
    budget = Budget(nodes=20_000)
    answers = analysis.analyse_many([small, big, small], SerialExecutor(), budget=budget)
    assert answers[0] == answers[2] == analysis.analyse(small)
    assert isinstance(answers[1], NoVerdict)
    assert budget.spent == 0  # each deal had a fresh budget of its limits
    copy = pickle.loads(pickle.dumps(answers[1]))  # from a process pool's worker
    assert str(copy) == str(answers[1]) and copy.nodes == answers[1].nodes
    assert (copy.tricks, copy.side) == (answers[1].tricks, answers[1].side)
    proved = NoVerdict(budget, 1, (), (3, 5, 9), (1, 3))  # a search of tricks had proved these
    copy = pickle.loads(pickle.dumps(proved))
    assert (copy.seat, copy.tricks, copy.side) == (1, (3, 5, 9), (1, 3))


def test_a_quadrille_analysis_counts_every_search_in_one_budget() -> None:
    """One of the slowest of the benchmark's first leads (the eleventh:
    half a million nodes) stops at the budget of the whole analysis."""
    deal = solver_positions("quadrille", 12)[11]
    assert isinstance(deal, quadrille.Deal)
    budget = Budget(nodes=40_000)
    with pytest.raises(NoVerdict):
        analysis.analyse(deal, budget=budget)
    assert 40_000 < budget.spent < 40_000 + 50


def test_the_strong_players_exact_bezique_solve_keeps_a_budget() -> None:
    """Bezique's strong player values its last eight tricks by the whole
    analysis: a budget of nodes given to it is kept (it was not used)."""
    deal = solver_positions("bezique", 1)[0]
    assert isinstance(deal, bezique.Deal)
    values = GAMES["bezique"].sampling.values
    with pytest.raises(Exhausted):
        values(deal, None, 1)
    assert values(deal, None, None) == dict(analysis.analyse(deal).values)


def test_bench_solver_counts_apart_the_positions_past_its_budget() -> None:
    out = io.StringIO()
    assert bench.solver(2, out=out, slow_deals=2, budget=Budget(nodes=2_000)) == 0
    text = out.getvalue()
    assert "past the budget (2,000 nodes / 60 s): not counted above" in text


def test_replay_says_no_verdict_where_the_record_carries_none(tmp_path: Path) -> None:
    """A record annotated within a budget too small for its cards: replay
    shows each act's verdict, "no verdict" for the nulls."""
    deal = run_cards()
    deal.apply(deal.legal_actions()[0])
    verdicts = analysis.annotate(deal, budget=Budget(nodes=5_000))
    path = tmp_path / "run.json"
    path.write_text(record.dumps(deal, analysis=verdicts), encoding="utf-8")
    out = io.StringIO()
    assert main(["replay", str(path)], stdout=out) == 0
    lines = out.getvalue().splitlines()
    at = lines.index("The solver's verdicts, every hand known (as the record carries them):")
    names = ["South", "North"]  # issue 33: the seats by the compass, as the table names them
    assert lines[at + 1:] == [f"  {i}. {names[a.player]}: {' '.join([a.kind, *map(str, a.cards)])}"
                              ": no verdict" for i, a in enumerate(deal.history, 1)]
    small = solver_positions("all-fours", 1)[0]
    small.apply(small.legal_actions()[0])
    path = tmp_path / "small.json"
    path.write_text(record.dumps(small, analysis=analysis.annotate(small)), encoding="utf-8")
    out = io.StringIO()
    assert main(["replay", str(path)], stdout=out) == 0
    assert re.search(r"  \d+\. (South|North): play .+: (best|cost \d+ points?: best was .+)$",
                     out.getvalue().splitlines()[-1])


def test_where_a_deal_stands_past_the_budget_is_no_verdict() -> None:
    """:func:`analysis.standing` of a position too large for its budget is
    the one line of the budget's words, as the page's *Show the best card*."""
    deal = run_cards()
    assert analysis.standing(deal, budget=Budget(nodes=2_000)) == [
        "Now: no verdict: the position is too large to solve here (budget: 2,000 nodes / 60 s)."]


def test_what_was_proved_is_said_for_the_side_to_move() -> None:
    """An exhausted search of tricks notes the least and the most tricks
    side 0 was proved to take; the position's :class:`NoVerdict` says them
    for the side of the player to move, its seats named from his round the
    table (North and South where North plays, East and West where East does)."""
    from playable.solver.solve import no_verdict
    from playable.whist import Deal as WhistDeal
    from playable.whist import solve as whist_solve
    from playable.whist.cards import ORDER

    deal = WhistDeal.new(5)
    def play() -> None:
        deal.apply(next(a for a in deal.legal_actions() if a.kind == "play"))

    while deal.to_move != 2 or deal.trick:  # North to lead
        play()
    exc = Exhausted(Budget(nodes=1))
    exc.tricks = (3, 5, 9)  # side 0's: South and North
    problem = whist_solve.problem(deal)
    said = no_verdict(exc, deal, problem, ORDER)
    assert (said.seat, said.side, said.tricks) == (2, (2, 0), (3, 5, 9))
    play()  # East to play: his side takes the rest
    said = no_verdict(exc, deal, whist_solve.problem(deal), ORDER)
    assert (said.seat, said.side, said.tricks) == (3, (3, 1), (4, 6, 9))


def test_a_budget_spent_over_slices_leaves_what_is_left_and_says_when_it_is_spent() -> None:
    """The slices of one analysis (the Deal page's best card, its thinking
    ahead) share one budget: each has what the slices before left, its
    seconds no more than its own; past the limits, the analysis is spent."""
    page = Budget(nodes=1_000, seconds=60.0)
    left = page.left(400, 59.5, 1.5)
    assert (left.nodes, left.seconds, left.spent) == (600, 0.5, 0)
    assert page.left(0, 0.0, 1.5).seconds == 1.5
    unlimited = Budget(nodes=None, seconds=None)
    assert (unlimited.left(10**9, 1e6, 0.2).nodes, unlimited.left(10**9, 1e6, 0.2).seconds) \
        == (None, 0.2)
    assert not page.outspent(1_000, 60.0)
    assert page.outspent(1_001, 1.0) and page.outspent(1, 60.5)
    assert not unlimited.outspent(10**9, 1e6)
