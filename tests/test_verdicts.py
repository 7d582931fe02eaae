"""The solver's verdict on one act and on every act of a deal
(:func:`playable.table.analysis.judge`, :func:`playable.table.analysis.annotate`), the
deal played again from its start (``deal.replayed``), and records that carry
the analysis."""

from __future__ import annotations

import json
import random

import pytest

from playable.allfours import Deal as AllFoursDeal
from playable.engine.errors import RecordError
from playable.games import GAMES, TableDeal
from playable.table import analysis, record
from playable.table.session import Session


def played(game_id: str, seed: int, acts: int | None = None) -> TableDeal:
    """A deal of ``game_id`` played at random (seeded) to the end, or for ``acts`` acts."""
    deal = GAMES[game_id].rules.new(seed)
    rng = random.Random(seed)
    while not deal.is_over and (acts is None or len(deal.history) < acts):
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


def allfours_in_play(seed: int) -> AllFoursDeal:
    deal = AllFoursDeal.new(seed=seed)
    deal.stand()
    return deal


@pytest.mark.parametrize("seed", range(6))
def test_the_verdict_on_each_lawful_card_is_its_cost_against_the_best(seed: int) -> None:
    deal = allfours_in_play(seed)
    found = analysis.analyse(deal)
    for action, value in found.values:
        verdict = analysis.judge(deal, action)
        assert verdict is not None
        assert (verdict.value, verdict.best_value, verdict.best) == (value, found.value,
                                                                     found.best)
        assert verdict.cost == found.cost(action) >= 0
        if verdict.cost == 0:
            assert verdict.words() == "best"
        else:
            unit = "point" if verdict.cost == 1 else "points"
            assert verdict.words().startswith(f"cost {verdict.cost} {unit}: best was ")
            assert str(found.best[0].cards[0]) in verdict.words()


@pytest.mark.parametrize("seed", range(3))
def test_a_verdict_found_alone_is_the_verdict_of_the_whole_analysis(seed: int) -> None:
    """Whist judges an act by valuing it and the best acts alone (its
    ``Solver.verdict``): on every lawful card of every position of a seeded
    deal from its sixth trick on, the same verdict as the analysis that
    values every card gives."""
    assert GAMES["whist"].solver.verdict is not None
    deal = played("whist", seed)
    history = list(deal.history)
    for i in range(20, len(history)):
        position = deal.replayed(i)
        if not analysis.solvable(position):
            continue
        found = analysis.analyse(position, line=False)
        for action, value in found.values:
            verdict = analysis.judge(position, action)
            assert verdict is not None
            assert (verdict.value, verdict.best_value, verdict.best) == (
                value, found.value, found.best), (seed, i, action)


def test_no_verdict_where_the_solver_does_not_go_or_for_an_irregular_act() -> None:
    deal = AllFoursDeal.new(seed=3)  # the elder hand has not yet spoken
    assert analysis.judge(deal, deal.legal_actions()[0]) is None
    deal = allfours_in_play(3)
    irregular = deal.irregular_actions()
    assert irregular, "the engine offers an irregular act (a renounce, a lead out of turn...)"
    assert analysis.judge(deal, irregular[0]) is None


def test_several_best_cards_are_named_three_at_most() -> None:
    verdict = analysis.Verdict(0, allfours_in_play(1).legal_actions()[0], 0,
                               tuple(allfours_in_play(1).legal_actions()[:5]), 4, "points")
    cards = [str(a.cards[0]) for a in verdict.best]
    assert verdict.words() == f"cost 4 points: best was {', '.join(cards[:3])} or 2 others"


@pytest.mark.parametrize("game_id,seed", [("all-fours", 5), ("bezique", 2)])
def test_annotate_judges_every_act_on_the_deal_as_it_stood(game_id: str, seed: int) -> None:
    deal = played(game_id, seed)
    history = list(deal.history)
    verdicts = analysis.annotate(deal)
    assert list(deal.history) == history  # the deal itself is not changed
    assert len(verdicts) == len(history)
    judged = [i for i, v in enumerate(verdicts) if v is not None]
    assert judged, "some acts are judged"
    for i in judged[:: max(1, len(judged) // 5)]:
        verdict = analysis.judge(deal.replayed(i), history[i])
        assert verdict is not None and verdicts[i] == verdict.to_json()
    for i, v in enumerate(verdicts):
        if v is None:
            assert not analysis.solvable(deal.replayed(i)) or \
                analysis.judge(deal.replayed(i), history[i]) is None


def test_annotate_reports_its_progress() -> None:
    deal = played("all-fours", 2)
    seen: list[tuple[int, int]] = []
    analysis.annotate(deal, progress=lambda done, total: seen.append((done, total)))
    total = len(deal.history)
    assert seen == [(i, total) for i in range(1, total + 1)]


def test_a_quadrille_verdict_is_in_counters() -> None:
    deal = played("quadrille", 1)
    history = list(deal.history)
    late = deal.replayed(len(history) - 6)  # the last tricks: a quick search
    verdict = analysis.judge(late, history[len(history) - 6])
    assert verdict is not None and verdict.unit == "counters"


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("seed", [1, 4])
def test_replayed_gives_the_deal_as_it_stood(game_id: str, seed: int) -> None:
    deal = played(game_id, seed)
    n = len(deal.history)
    for acts in (0, n // 3, n):
        again = deal.replayed(acts)
        assert list(again.history) == list(deal.history[:acts])
        assert again.legal_actions() == played(game_id, seed, acts).legal_actions()
    assert str(deal.replayed(n).result()) == str(deal.result())
    with pytest.raises(ValueError):
        deal.replayed(n + 1)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_deal_set_up_at_a_position_is_replayed_from_that_position(game_id: str) -> None:
    dealt = played(game_id, 6, acts=12)
    position = dealt.position()
    session = Session.at_position(game_id, position, 1, humans=(dealt.to_move,))
    session.play_on()  # the human's turn: he is to move
    session.attempt(session.deal.legal_actions()[0])
    session.play_on()
    assert session.take_back() >= 1
    assert session.deal.position() == position  # before the human's act, at the position
    assert session.deal.restarted().position() == position


def test_a_record_carries_the_analysis_and_reads_back() -> None:
    deal = played("all-fours", 5)
    verdicts = analysis.annotate(deal)
    text = record.dumps(deal, analysis=verdicts)
    data = json.loads(text)
    assert data["analysis"] == verdicts and list(data)[-1] == "analysis"
    again = record.loads(text)
    assert list(again.history) == list(deal.history)
    assert analysis.annotate(again) == verdicts  # the verdicts come again from the replay
    with pytest.raises(ValueError, match="entries"):
        record.dumps(deal, analysis=verdicts[:-1])


def _altered(text: str, change: str) -> str:
    data = json.loads(text)
    first = next(i for i, v in enumerate(data["analysis"]) if v is not None)
    if change == "short":
        data["analysis"].pop()
    elif change == "cost":
        data["analysis"][first]["cost"] += 1
    elif change == "key":
        data["analysis"][first]["extra"] = 1
    elif change == "best":
        data["analysis"][first]["best"] = [{"player": "x"}]
    elif change == "empty":
        data["analysis"][first]["best"] = []
    elif change == "type":
        data["analysis"][first] = "best"
    return json.dumps(data, ensure_ascii=False)


@pytest.mark.parametrize("change,where", [
    ("short", "analysis"), ("cost", "analysis[{i}].cost"), ("key", "analysis[{i}]"),
    ("best", "analysis[{i}].best[0]"), ("empty", "analysis[{i}].best"),
    ("type", "analysis[{i}]"),
])
def test_a_record_with_a_malformed_analysis_is_refused_naming_the_place(
        change: str, where: str) -> None:
    deal = played("all-fours", 5)
    verdicts = analysis.annotate(deal)
    first = next(i for i, v in enumerate(verdicts) if v is not None)
    with pytest.raises(RecordError) as caught:
        record.loads(_altered(record.dumps(deal, analysis=verdicts), change))
    assert caught.value.field.startswith(where.format(i=first))
