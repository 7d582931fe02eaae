"""The solver's tables kept across the positions of one deal
(:class:`playable.solver.memory.Memory`): the same values in fewer nodes."""

from __future__ import annotations

import pytest

from playable.games import TableDeal
from playable.solver.memory import Memory, rules
from playable.table import analysis
from playable.table.web import Table


def played(game_id: str, seed: int) -> TableDeal:
    """A deal of ``game_id`` played out by the engine's period players, as
    the Deal page plays it for a reader who watches."""
    table = Table(game_id, seed)
    table.run()
    assert table.deal.is_over
    return table.deal


def first_card(game_id: str, seed: int) -> TableDeal:
    """The deal of :func:`played` as it stood at its first card the solver
    takes."""
    deal = played(game_id, seed)
    for i, action in enumerate(deal.history):
        position = deal.replayed(i)
        if action.kind == "play" and analysis.solvable(position):
            return position
    raise AssertionError("no card to judge")


#: (game, seed, the first act judged): Whist from its eighth trick, where a
#: position solves in milliseconds (its first lead takes seconds).
CASES = [("all-fours", 3, 0), ("bezique", 1, 0), ("quadrille", 2, 0), ("whist", 1, 28)]


@pytest.mark.parametrize("game_id,seed,first", CASES)
def test_a_kept_table_gives_every_value_in_fewer_nodes(game_id: str, seed: int,
                                                       first: int) -> None:
    """At every position of a played deal that the solver takes, the values
    found with the tables kept from the positions before are the values found
    afresh; and the nodes, over the deal, are fewer."""
    deal = played(game_id, seed)
    history = list(deal.history)
    position = deal.replayed(first)
    memory = Memory()
    fresh = kept = solved = 0
    for action in history[first:]:
        if analysis.solvable(position) and action.kind == "play":
            alone = analysis.analyse(position, line=False)
            with memory:
                found = analysis.analyse(position, line=False)
            assert (found.values, found.best, found.value) == \
                (alone.values, alone.best, alone.value), len(position.history)
            fresh, kept, solved = fresh + alone.nodes, kept + found.nodes, solved + 1
        position.apply(action)
    assert solved >= 8
    assert memory.reused > 0 and memory.size() > solved
    assert kept < fresh


def test_annotate_gives_each_act_the_verdict_it_has_alone() -> None:
    """:func:`analysis.annotate` keeps the tables from act to act; each
    verdict is :func:`analysis.judge`'s of that act with nothing kept."""
    deal = played("quadrille", 3)
    history = list(deal.history)
    verdicts = analysis.annotate(deal)
    for i, action in enumerate(history):
        alone = analysis.judge(deal.replayed(i), action)
        assert verdicts[i] == (None if alone is None else alone.to_json()), i


def test_a_search_outside_a_memory_starts_afresh() -> None:
    """No table outlives its search unless a memory is entered: the same
    analysis twice searches the same nodes."""
    position = first_card("quadrille", 2)
    first = analysis.analyse(position, line=False)
    again = analysis.analyse(position, line=False)
    assert first.nodes == again.nodes > 0
    memory = Memory()
    with memory:
        analysis.analyse(position, line=False)
        warm = analysis.analyse(position, line=False)
    assert warm.nodes < first.nodes
    assert warm.values == first.values


def test_a_memory_forgets_everything_past_its_limit() -> None:
    position = first_card("all-fours", 3)
    memory = Memory(limit=10)
    with memory:
        analysis.analyse(position, line=False)
    assert memory.size() > 10 and memory.cleared == 0
    with memory:  # entered again past its limit: it starts afresh
        assert memory.size() == 0 and memory.cleared == 1
        analysis.analyse(position, line=False)
    with pytest.raises(ValueError, match="at least one entry"):
        Memory(limit=0)


def test_a_memory_is_counted_again_only_when_it_could_have_reached_its_limit(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Counting walks every table (some 50 ms for a whole Whist deal's): a
    memory far below its limit is counted when first entered, and then only
    once its searches, at GROWTH entries a second, could have filled it;
    one with a small limit is counted at each entry, and forgets past it."""
    counted: list[int] = []
    size = Memory.size
    monkeypatch.setattr(Memory, "size", lambda self: counted.append(self.limit) or size(self))
    position = first_card("all-fours", 3)
    roomy, small = Memory(), Memory(limit=10)
    for _ in range(5):  # a few milliseconds each
        with roomy:
            analysis.analyse(position, line=False)
        with small:
            analysis.analyse(position, line=False)
    assert counted.count(roomy.limit) == 1
    assert counted.count(small.limit) == 5 and small.cleared == 4


def test_memories_nest_and_each_keeps_its_own_tables() -> None:
    position = first_card("bezique", 1)
    outer, inner = Memory(), Memory()
    with outer:
        with inner:
            analysis.analyse(position, line=False)
        assert inner.size() > 0 and outer.size() == 0
        analysis.analyse(position, line=False)
    assert outer.size() > 0


def test_the_tables_are_kept_by_the_rules_they_hold_for() -> None:
    """Two positions of one deal share the rules a table's answers rest on;
    the deals of other trumps do not."""
    from playable.whist import solve as whist_solve

    deal = played("whist", 1)
    a = whist_solve.problem(deal.replayed(4))
    b = whist_solve.problem(deal.replayed(8))
    assert rules(a) == rules(b)
    other = next(d for d in (played("whist", s) for s in range(2, 12))
                 if d.trump != deal.trump)
    assert rules(whist_solve.problem(other.replayed(4))) != rules(a)


def test_a_question_answered_is_not_searched_again() -> None:
    """A search of tricks keeps what each probe proved at its position
    (:meth:`~playable.solver.trick_steps.TrickSteps.proved`): asked again,
    at that position or any number of tricks those answers decide, it
    answers without a node; with a memory entered, so does the next search
    of the same rules (a verdict asks of the position the act before it
    valued)."""
    from playable.solver.solve import searcher
    from playable.whist import solve as whist_solve

    problem = whist_solve.problem(played("whist", 2).replayed(17))  # mid-trick, 9 tricks left
    search = searcher(problem)
    root = search.root()
    assert search.proved(root) == (0, 9, 9)
    value = search.exact(root)
    left, steps = search._steps(root)
    tricks = max(x for x in range(left + 1) if steps[x] <= value)
    least, most, _ = search.proved(root)
    assert least <= tricks <= most and steps[least] == steps[most] == value
    nodes, probes = search.nodes, search.probes
    assert [search.at_least(root, k) for k in range(least + 1)] == [True] * (least + 1)
    assert [search.at_least(root, k) for k in range(most + 1, left + 2)] == [False] * (left + 1 - most)
    assert (search.nodes, search.probes) == (nodes, probes)
    with Memory():
        first = searcher(problem)
        assert first.exact(first.root()) == value
        again = searcher(problem)
        assert again.exact(again.root()) == value and again.nodes == 0
    fresh = searcher(problem)
    assert fresh.exact(fresh.root()) == value and fresh.nodes > 0
