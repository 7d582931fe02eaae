"""The worked hands' helpers (``notebooks/worked.py``): the solver's verdict
beside every card played, and the account of where a deal was won and lost."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

import worked  # the notebooks' helper, beside them
from playable.allfours import Deal as AllFoursDeal
from playable.allfours.strategy import PeriodPlayer
from playable.bezique import Deal as BeziqueDeal
from playable.bezique.strategy import CautiousPlayer
from playable.engine.cards import Card
from playable.engine.core import Action
from playable.engine.strategies import RandomPlayer
from playable.table import analysis
from playable.whist import Deal as WhistDeal
from playable.whist import Options as WhistOptions
from playable.whist.strategy import PeriodPlayer as WhistPeriodPlayer

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


def allfours_played(seed: int) -> worked.AllFoursTable:
    """An All-Fours deal played to its end through the worked table: the
    period player against a random one, so that some cards cost something."""
    deal = AllFoursDeal.new(seed, dealer=0)
    table = worked.AllFoursTable(deal, [PeriodPlayer(), RandomPlayer()], random.Random(seed))
    table.speak()
    while not deal.is_over:
        table.trick()
    return table


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_every_card_played_has_the_solvers_verdict_on_the_deal_as_it_stood(seed: int) -> None:
    table = allfours_played(seed)
    deal = table.deal
    plays = [(i, a) for i, a in enumerate(deal.history) if a.kind == "play"]
    assert [(j.seat, j.card) for j in table.verdicts.judged] == \
        [(a.player, a.cards[0]) for _, a in plays]
    for (i, action), judged in list(zip(plays, table.verdicts.judged))[::3]:
        assert judged.verdict == analysis.judge(deal.replayed(i), action)


def test_the_account_adds_the_costs_up_to_the_end_of_the_deal() -> None:
    costly_deals = 0
    for seed in range(1, 9):
        table = allfours_played(seed)
        points = table.deal.result().points
        end = points[0] - points[1]
        text = table.account().text
        costly = [j for j in table.verdicts.judged if j.verdict and j.verdict.cost]
        standing = table.verdicts._standing(end, "points")
        if costly:
            costly_deals += 1
            assert f"The play left {standing}: " in text, text
            assert "The costly cards" in text
            for j in costly:
                assert j.verdict is not None and j.verdict.words() in text
        else:
            assert f"would have left {standing} at the end" in text
            assert "Every card played was a best card" in text
    assert costly_deals, "the random player makes costly cards in some of these deals"


def test_bezique_is_judged_in_its_last_eight_tricks_only() -> None:
    deal = BeziqueDeal.new(429, dealer=0)
    table = worked.BeziqueTable(deal, [CautiousPlayer(), CautiousPlayer()], random.Random(429))
    before = table.tricks(24)
    assert worked.KNOWN not in before.text  # not a column of dashes before the last eight
    last = table.tricks(8)
    assert worked.KNOWN in last.text
    assert {j.trick for j in table.verdicts.judged} == set(range(25, 33))
    assert "from trick 25 (the first card the solver judges)" in table.account().text



def whist_revoked(first_trick: int) -> tuple[worked.WhistTable, str, str]:
    """The worked Whist deal (seed 108, the game at 6-4), North renouncing in
    trick 12, played through the worked table to the score; the table, the
    tricks' pictures as text and the claims' as text."""
    deal = WhistDeal.new(108, dealer=0, options=WhistOptions(score=(6, 4)))
    players = [WhistPeriodPlayer() for _ in range(4)]
    players[2] = worked.Slip(players[2], 12, Card.parse("4♥"), "overlooks his club")
    table = worked.WhistTable(deal, players, random.Random(108), first_trick=first_trick)
    tricks = []
    while deal.stage == "play":
        tricks.append(table.trick().text)
    return table, "\n".join(tricks), table.claims().text


def test_whist_is_judged_from_its_first_trick_and_not_once_a_revoke_is_made() -> None:
    table, tricks, _ = whist_revoked(first_trick=9)
    deal = table.deal
    renounce = deal.irregularities[0]
    assert (renounce.law, renounce.player) == ("whist:s76-xv", 2)  # North's, in trick 12
    judged = [(j.trick, j.verdict is not None) for j in table.verdicts.judged]
    # tricks 9-11 judged, then trick 12 up to the renounce (South, West); the
    # renounce, a card the solver does not value, has none; the cards after it
    # are not put to it (a renounce on the table, then a revoke to be claimed)
    assert judged == [(t, True) for t in (9, 10, 11) for _ in range(4)] + \
        [(12, True)] * 2 + [(12, False)]
    assert "from trick 9 (the first card the solver judges)" in table.account().text
    for words in ("not judged (too slow this early)", "not judged: an irregular card",
                  "not judged: a renounce on the table", "not judged: a revoke to be claimed"):
        assert words in tricks


def test_whist_claims_show_each_penalty_and_the_claim_made() -> None:
    table, _, claims = whist_revoked(first_trick=14)
    for words in ("three tricks taken from the revokers",
                  "three points deducted from the revokers' score",
                  "three points added to the claimants' score"):
        assert words in claims
    assert "claim revoke" in claims and table.deal.is_over
    result = table.deal.result()
    assert result.points == (3, 0) and result.game is None  # the revokers stop at nine
    assert "after this deal 9 to 4" in table.score().text

# ------------------------------------------------------- verdicts solved, none stored


@pytest.mark.parametrize("name", ["quadrille-a-called-king-and-codille",
                                  "quadrille-sans-prendre"])
def test_the_worked_quadrille_hands_solve_every_verdict_as_they_run(
        name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Played as the notebook plays it (its own first code cell), every card
    is judged by the solver, the first thirteen too: no verdict is read from
    a file (issue 35; nbval checks that the verdicts are those printed)."""
    import nbformat

    notebook = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    setup = next(c.source for c in notebook.cells if c.cell_type == "code")
    asked: list[int] = []

    def judge(position: Any, action: Action) -> None:
        asked.append(sum(len(position.hand(s)) for s in range(4)))

    monkeypatch.setattr(analysis, "judge", judge)
    space: dict[str, Any] = {}
    exec(setup, space)  # noqa: S102 - the notebook's own cell, from the repository
    table = space["table"]
    table.deal_cards()
    table.speak()
    table.name_and_call()
    while not table.deal.is_over and table.deal.stage in ("play", "vole"):
        table.trick()
    assert asked == list(range(40, 0, -1)), "every card of the ten tricks, from the first lead"
    assert not (NOTEBOOKS / "worked-verdicts.json").exists()
