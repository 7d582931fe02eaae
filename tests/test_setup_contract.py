"""The contract of ``Deal.setup`` for every game of the registry: a deal set
up at the point another deal reached goes on exactly as that deal does.

For each game and option set (as in ``tests/test_contract.py``), deals are
played by random lawful acts from fixed seeds to a random point; there
``deal.to_setup()`` gives the arguments of the game's ``setup``, and the deal
set up from them (through the registry, as a record's ``"start"`` is read)
must

* set up again to the same arguments (``to_setup`` of it is the same);
* hold the same hands, have the same seat to move, phase and lawful acts (in
  any order: a set-up hand is in the order it was given, not as dealt);
* after the same random continuation, reach the same end: over or not, the
  same points for each seat;
* write a record (version 3, with its ``"start"``) that replays to the same
  deal.

A point the setup cannot express raises :class:`~playable.engine.errors.SetupError`;
most points of regular play must be expressible (the test counts them).
"""

from __future__ import annotations

import random

import pytest

from playable.engine.core import OptionsLike
from playable.engine.errors import SetupError
from playable.games import GAMES, Game, TableDeal
from playable.table import record
from tests.test_contract import CASES, deal_of, random_play

#: Deals set up again for each option set of each game.
SEEDS = 60


def totals(deal: TableDeal, seats: int) -> tuple[int, ...]:
    return deal.account.totals(seats)


@pytest.mark.parametrize(("game", "options"), CASES)
def test_a_deal_set_up_where_another_stands_goes_on_the_same(game: Game,
                                                             options: OptionsLike) -> None:
    seats = game.seats(options)
    expressed = 0
    for seed in range(SEEDS):
        deal = deal_of(game, options, seed)
        rng = random.Random(seed)
        for _ in random_play(deal, rng, rng.randrange(80)):
            pass
        try:
            here = deal.to_setup()  # type: ignore[attr-defined]
        except SetupError:
            continue
        expressed += 1
        again = game.rules.setup(here, options)
        assert again.to_setup() == here, f"seed {seed}"  # type: ignore[attr-defined]
        assert again.start == here
        assert [tuple(again.hand(p)) for p in range(seats)] == [
            tuple(deal.hand(p)) for p in range(seats)], f"seed {seed}"
        assert (again.to_move, again.phase, again.is_over) == (
            deal.to_move, deal.phase, deal.is_over), f"seed {seed}"
        # the same acts (in the order of the hand as set up, not as dealt)
        assert sorted(map(str, again.legal_actions())) == sorted(
            map(str, deal.legal_actions())), f"seed {seed}"
        before = totals(deal, seats), totals(again, seats)
        go_on = random.Random(seed + 1)
        for action in random_play(deal, go_on):
            again.apply(action)
        assert again.is_over == deal.is_over
        gained = [a - b for a, b in zip(totals(deal, seats), before[0], strict=True)]
        assert [a - b for a, b in zip(totals(again, seats), before[1], strict=True)] == gained
        back = record.loads(record.dumps(again))
        assert record.to_json(back)["version"] == record.VERSION_SET_UP
        assert back.history == again.history
        assert record.to_json(back) == record.to_json(again)
    assert expressed >= SEEDS * 3 // 4, f"only {expressed} of {SEEDS} points could be set up"


@pytest.mark.parametrize("game", list(GAMES.values()), ids=lambda g: g.id)
def test_a_setup_argument_the_game_does_not_take_is_named(game: Game) -> None:
    with pytest.raises(SetupError, match="no_such_argument: not an argument"):
        game.rules.setup({"no_such_argument": 1}, None)


@pytest.mark.parametrize("game", list(GAMES.values()), ids=lambda g: g.id)
def test_a_record_cannot_start_from_both_a_pack_and_a_start(game: Game) -> None:
    deal = deal_of(game, game.rules.default_options(), 3)
    for _ in random_play(deal, random.Random(3), 6):  # a few acts in: the cards are dealt
        pass
    data = record.to_json(game.rules.setup(deal.to_setup(), None))  # type: ignore[attr-defined]
    assert data["version"] == 3 and "pack" not in data and "seed" not in data
    with pytest.raises(record.RecordError, match="not both"):
        record.from_json({**data, "seed": 3})
    with pytest.raises(record.RecordError, match="version 3"):
        record.from_json({**data, "version": 2})
    with pytest.raises(record.RecordError, match="start"):
        record.from_json({**data, "start": ["not", "an", "object"]})
