"""The helpers of the maxims notebook (``notebooks/trials.py``): the
reference players (every hand open, the strong player) and the interval of a
place between random play and the best.

The notebook itself is run by nbval; these check the pieces it trusts: the
open-handed player plays a card the solver calls best, it and the strong
player are one player in Bezique's last eight (which the notebook says), and
the ratio's interval agrees with the textbook formula and lets the deals two
series share cancel.
"""

from __future__ import annotations

import math
import random
import statistics
from types import ModuleType

import pytest

from playable.allfours import Deal as AllFoursDeal
from playable.allfours.strategy import PeriodPlayer
from playable.engine.core import Phase
from playable.engine.strategies import play_out
from playable.table import analysis


@pytest.fixture(scope="module")
def trials() -> ModuleType:
    import trials as module

    return module


# --------------------------------------------------------------- the players


def test_every_hand_open_plays_a_card_the_solver_calls_best(trials: ModuleType) -> None:
    checked = 0
    for seed in range(6):
        deal = AllFoursDeal.new(seed, dealer=seed % 2)
        player = trials.OpenHands("all-fours")
        player.watch(deal)
        period, rng = PeriodPlayer(), random.Random(seed)
        while not deal.is_over:
            seat, legal = deal.to_move, deal.legal_actions()
            assert seat is not None
            if seat == 0:
                act = player.choose(deal.view(seat), legal, rng)
                if (deal.phase is Phase.PLAY and len(legal) > 1
                        and len(deal.hand(seat)) <= player.max_cards):
                    assert act in analysis.analyse(deal, line=False).best, (seed, str(deal))
                    checked += 1
            else:
                act = period.choose(deal.view(seat), legal, rng)
            deal.apply(act)
    assert checked > 10


def test_the_open_handed_player_must_be_shown_the_deal(trials: ModuleType) -> None:
    deal = AllFoursDeal.new(3)
    with pytest.raises(ValueError, match="shown the deal"):
        trials.OpenHands("all-fours").choose(deal.view(deal.to_move), deal.legal_actions(),
                                             random.Random(0))
    with pytest.raises(ValueError, match="no reference player"):
        trials.reference_player("all-fours", "clairvoyant", 4)


def test_in_beziques_last_eight_the_strong_player_is_the_open_handed_one(
        trials: ModuleType) -> None:
    """The notebook's Bezique reference: every unseen card is then in the
    other hand, so the strong player's one sample is the deal itself."""
    from playable.bezique import Deal as BeziqueDeal

    for seed in range(3):
        played = []
        for name in ("strong", "open"):
            deal = BeziqueDeal.new(seed, dealer=seed % 2)
            player = trials.reference_player("bezique", name, 2)
            if isinstance(player, trials.OpenHands):
                player.watch(deal)
            play_out(deal, [player, trials.bezique_player("")], random.Random(seed))
            played.append(list(deal.history))
        assert played[0] == played[1]
        assert (trials.bezique_reference_pair(("strong", seed))
                == trials.bezique_reference_pair(("open", seed)))


def test_the_open_handed_player_beats_random_play_at_all_fours(trials: ModuleType) -> None:
    """A reference pair is a duplicate against the period player: random play
    loses to him on these seeds, the open hands win."""
    random_play = [trials.allfours_reference_pair(("random", s))[0] for s in range(20)]
    open_hands = [trials.allfours_reference_pair(("open", s))[0] for s in range(20)]
    assert statistics.mean(random_play) < 0 < statistics.mean(open_hands)


# ------------------------------------------------------------- the intervals


def test_a_ratio_of_one_length_agrees_with_the_textbook_formula(trials: ModuleType) -> None:
    """For series of one length the delta method is the ratio estimator's
    standard error: sd of (x - R y) / mean(y), over sqrt(n)."""
    rng = random.Random(5)
    x = [rng.gauss(1.0, 0.7) for _ in range(300)]
    y = [xi + rng.gauss(2.0, 0.5) for xi in x]  # correlated with x
    r = trials.ratio([(1.0, x)], [(1.0, y)])
    expected = statistics.mean(x) / statistics.mean(y)
    z = [(a - expected * b) / statistics.mean(y) for a, b in zip(x, y, strict=True)]
    assert r.mean == pytest.approx(expected)
    assert r.se == pytest.approx(statistics.stdev(z) / math.sqrt(len(z)))
    assert r.low < r.mean < r.high and r.half_width == pytest.approx(1.96 * r.se)


def test_the_deals_two_series_share_cancel(trials: ModuleType) -> None:
    """mean(x over six deals) - mean(x over the first three): the first three
    deals count 1/6 - 1/3 and the last three 1/6, so the variance is s²/6,
    whatever the first three were."""
    x = [1.0, -1.0, 0.0, 1.0, -1.0, 0.0]
    one = [1.0] * 6
    r = trials.ratio([(1.0, x), (-1.0, x[:3])], [(1.0, one)])
    assert r.mean == pytest.approx(0.0)
    assert r.se == pytest.approx(math.sqrt(statistics.variance(x) / 6))
    shifted = [v + 2.0 for v in x]
    same = trials.ratio([(1.0, shifted)], [(1.0, shifted)])
    assert same.mean == 1.0 and same.se == pytest.approx(0.0, abs=1e-12)


def test_a_scale_puts_its_floor_at_nought_and_its_ceiling_at_one(trials: ModuleType) -> None:
    rng = random.Random(8)
    floor = [rng.gauss(-1.0, 0.8) for _ in range(200)]
    ceiling = [rng.gauss(0.5, 0.5) for _ in range(50)]
    scale = trials.Scale(floor, ceiling)
    bottom, top = scale.place([(1.0, floor)]), scale.place([(1.0, ceiling)])
    assert bottom.mean == 0.0 and bottom.se == pytest.approx(0.0, abs=1e-12)
    assert top.mean == pytest.approx(1.0) and top.se == pytest.approx(0.0, abs=1e-12)
    gap = statistics.mean(ceiling) - statistics.mean(floor)
    assert scale.place([]).mean == pytest.approx(-statistics.mean(floor) / gap)
    assert scale.share([(1.0, ceiling)]).mean == pytest.approx(statistics.mean(ceiling) / gap)
