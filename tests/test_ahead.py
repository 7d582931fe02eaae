"""Thinking ahead at the Deal page (:mod:`playable.table.ahead`, the table's
``ponder``): the solver's answers worked out in slices while the reader looks
at the table, shown to no one until he asks, and then the answers the
question gives without them.

The page's side (``docs/js/deal.js`` asking for the slices while the reader
pauses) is tested in ``tests/test_browser.py``."""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest
from test_web_table import play_simply

from playable.solver.solve import Budget
from playable.table import analysis, web


def ticking() -> Budget:
    """The page's budget with a clock that moves a second each time it is
    read: the slices are the same every run."""
    ticks = itertools.count()
    return Budget(seconds=None, clock=lambda: float(next(ticks)))


def no_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """From here on, any search the table makes fails the test."""
    def searched(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("searched again: the answer was not taken from what was worked out")

    for name in ("judge", "analyse", "best_first"):
        monkeypatch.setattr(analysis, name, searched)


def ponder_out(table: web.Table, seconds: float = 1.5) -> int:
    """Ponder until there is no more to do; the slices it took."""
    for slices in itertools.count(1):
        found = table.ponder(seconds)
        assert found["ok"] and set(found) == {"ok", "ponder"}, "the answer shows nothing found"
        if found["ponder"]["done"]:
            return slices
    raise AssertionError  # pragma: no cover


def verdicts_asked(table: web.Table) -> list[dict[str, Any]]:
    """Every act's verdict, asked for as the page asks once the deal is over."""
    state = table.state()
    while state["best"]["judged"] < state["best"]["acts"]:
        state = table.judge(state["best"]["judged"])["state"]
    return state["best"]["verdicts"]


def test_a_seated_reader_s_verdicts_are_worked_out_as_he_plays_and_kept_back(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """While the deal is in play, the verdicts worked out are in neither the
    page's state nor the record (they would show the hidden hands); once it
    is over, the question takes them without a search, and they are the
    verdicts of a table that never worked ahead."""
    table = web.Table("all-fours", 6, seat=0)
    state = table.run()["state"]
    kept = 0
    while not state["over"]:
        ponder_out(table)
        kept = max(kept, table.ponder(1.5)["ponder"]["verdicts"])
        state = table.state()
        assert state["best"]["verdicts"] == [] and state["best"]["judged"] == 0
        assert "analysis" not in json.loads(table.record())
        state = play_simply(table, state)
    assert kept >= 4, "worked out during the deal, not after it"
    ponder_out(table)  # the acts after the reader's last
    unaided = web.Table("all-fours", 6, seat=0)
    fresh = unaided.run()["state"]
    while not fresh["over"]:
        fresh = play_simply(unaided, fresh)
    expected = verdicts_asked(unaided)
    no_search(monkeypatch)
    assert verdicts_asked(table) == expected
    assert json.loads(table.record())["analysis"] == json.loads(unaided.record())["analysis"]


def test_a_watcher_s_question_is_answered_from_what_was_worked_out(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Watching, the slices work out the values of every card now (Whist's
    seed 3 after two tricks: several slices), then the verdict on the last
    act; "Show the best card" then answers at once, as a table that never
    worked ahead answers after its search."""
    from test_web_table import _watched_after

    table = _watched_after("whist", 3, 2)
    table.budget = ticking()
    assert ponder_out(table) >= 3
    cold = _watched_after("whist", 3, 2)
    last = len(cold.deal.history) - 1
    now = cold.best_now()["now"]
    verdict = cold.judge(last)["state"]["best"]["verdicts"]
    no_search(monkeypatch)
    assert table.best_now(1.5)["now"] == now
    assert table.judge(last)["state"]["best"]["verdicts"] == verdict


def test_an_act_past_its_budget_is_left_for_the_question() -> None:
    """An act whose slices spend the whole of its budget (added up) is left:
    the question judges it as it always has, and says why if it finds no
    verdict; the acts after it are worked out.  Every verdict the question
    alone finds is found; near the budget's edge some acts it gives up are
    judged, the tables being warmer for the work done ahead (a verdict is
    the same whatever the tables: only the search is shorter)."""
    budget = Budget(nodes=20_000, seconds=None)
    table = web.Table("whist", 3)
    table.run()
    table.budget = budget
    ponder_out(table, 0.5)
    assert table._ahead.stuck and table._ahead.verdicts
    assert max(table._ahead.verdicts) > min(table._ahead.stuck)
    unaided = web.Table("whist", 3)
    unaided.run()
    unaided.budget = budget
    verdicts, alone = verdicts_asked(table), verdicts_asked(unaided)
    assert [v["index"] for v in verdicts] == [v["index"] for v in alone]
    assert all(v == w for v, w in zip(verdicts, alone, strict=True) if w["words"])
    unjudged = [v for v in verdicts if v["why"]]
    assert unjudged and all(v["why"].startswith("the position is too large to solve here "
                                                "(budget: 20,000 nodes") for v in unjudged)
    full = web.Table("whist", 3)
    full.run()
    exact = {v["index"]: v for v in verdicts_asked(full)}  # the default budget: every act judged
    assert all(v == exact[v["index"]] for v in verdicts if v["words"])


def counting_searches(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """From here on, the index of each act the table judges by a search."""
    searched: list[int] = []
    judge = analysis.judge

    def counted(position: Any, action: Any, **kwargs: Any) -> Any:
        searched.append(len(position.history))
        return judge(position, action, **kwargs)

    monkeypatch.setattr(analysis, "judge", counted)
    return searched


def test_a_take_back_keeps_the_verdicts_on_the_acts_still_standing(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A take-back keeps the verdict worked out ahead on every act before
    the one taken back, and forgets those after; asked for at the end of
    the deal, the acts kept are not searched again, and every verdict is
    that of a table that never worked ahead nor took anything back."""
    table = web.Table("all-fours", 6, seat=0)
    state = table.run()["state"]
    while len(table.deal.tricks) < 3:
        state = play_simply(table, state)
    ponder_out(table)
    played = len(table.deal.history)
    table.undo()
    size = len(table.deal.history)
    assert 0 < size < played
    assert sorted(table._ahead.verdicts) == list(range(size)), "the acts standing, only those"
    state = table.state()
    assert state["best"]["verdicts"] == [] and "analysis" not in json.loads(table.record())
    searched = counting_searches(monkeypatch)
    while not state["over"]:
        state = play_simply(table, state)
    verdicts = verdicts_asked(table)
    assert searched and min(searched) >= size, "an act kept was searched again"
    unaided = web.Table("all-fours", 6, seat=0)
    fresh = unaided.run()["state"]
    while not fresh["over"]:
        fresh = play_simply(unaided, fresh)
    assert verdicts == verdicts_asked(unaided)


def test_a_watcher_s_verdicts_shown_are_kept_back_after_a_take_back(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Watching, the verdicts asked for are shown as the deal goes; after a
    take-back those on the acts still standing are kept back (the page
    shows none), and asked for again they come without a search."""
    from test_web_table import _watched_after

    table = _watched_after("all-fours", 6, 3)
    shown = verdicts_asked(table)
    table.undo()
    size = len(table.deal.history)
    assert 0 < size < len(shown) and table.state()["best"]["verdicts"] == []
    searched = counting_searches(monkeypatch)
    assert verdicts_asked(table) == shown[:size] and searched == []


def test_the_page_asks_for_a_slice_through_the_entry_point() -> None:
    web.call("open", json.dumps(["all-fours", 6, 0]))
    for _ in range(2):
        json.loads(web.call("run"))
    found = json.loads(web.call("ponder", "[0.5]"))
    assert found["ok"] and isinstance(found["ponder"]["done"], bool)
