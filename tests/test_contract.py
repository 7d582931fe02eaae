"""The contract every game of the registry keeps, checked for each of them.

Parametrized over :data:`playable.games.GAMES` and each game's option sets
(``Game.option_sets``): adding a game to the registry adds it here.  The model
is OpenSpiel's ``random_sim_test``: many deals played to the end by random
lawful acts from fixed seeds, with the invariants checked at every step.

* the deal's shape: ``to_move`` is a seat (or None once over), ``phase`` a
  :class:`~playable.engine.core.Phase`, ``legal_actions`` not empty until the end,
  each offered to the seat to move; no card of the pack is in two hands, and
  no more cards are held or played than the pack has;
* a refused act (an irregular act under strict options, a seat not at the
  table, an act the game does not have, a card not held) raises a
  :class:`~playable.engine.errors.RuleError` naming a law of the registry and leaves
  the deal as it was: history, legal acts, account, who is to move, phase,
  irregularities, hands and every seat's view;
* ``clone()`` is independent of its original, both ways;
* a seat's view shows no card that another seat holds unseen;
* a record round-trips (``record.dumps`` then ``record.loads``);
* every law an act cites (a refusal, an irregularity, a score line) is in
  :data:`playable.laws.LAWS`, and every score line names its item.

Randomness is seeded throughout (hypothesis is derandomized), so a failure
names a seed that reproduces it.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Iterator
from enum import Enum

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from picking import some_irregular

from playable.engine.cards import Card
from playable.engine.core import Action, OptionsLike, Phase, ScoreLine
from playable.engine.errors import NotHeld, OutOfTurn, RuleError
from playable.games import GAMES, Game, TableDeal
from playable.laws import LAWS
from playable.table import record

#: Deals played to the end for each option set of each game.
SEEDS = 200
#: Hypothesis examples for the checks made at one point of a deal.
EXAMPLES = 25

CASES = [pytest.param(game, options, id=f"{game.id}-{name}")
         for game in GAMES.values() for name, options in game.option_sets]

HYPOTHESIS = settings(max_examples=EXAMPLES, derandomize=True, deadline=None,
                      suppress_health_check=[HealthCheck.too_slow])


# --------------------------------------------------------------------------
# Helpers


def deal_of(game: Game, options: OptionsLike, seed: int) -> TableDeal:
    """The deal of ``seed``, the deal going round the table with the seeds."""
    return game.rules.new(seed, options=options, dealer=seed % game.seats(options))


def random_play(deal: TableDeal, rng: random.Random, steps: int | None = None
                ) -> Iterator[Action]:
    """Random lawful acts, each applied once yielded, to the end (or ``steps`` acts)."""
    done = 0
    while not deal.is_over and (steps is None or done < steps):
        legal = deal.legal_actions()
        action = legal[int(rng.random() * len(legal))]
        yield action
        deal.apply(action)
        done += 1


def account(deal: TableDeal) -> list[ScoreLine]:
    return list(deal.account.lines)


def cards_played(deal: TableDeal) -> int:
    return deal.cards_played


def snapshot(deal: TableDeal, seats: int) -> tuple[object, ...]:
    """Everything a refused act must leave as it was."""
    return (
        list(deal.history), list(deal.legal_actions()), account(deal), deal.to_move,
        deal.phase, deal.is_over, list(deal.irregularities),
        [tuple(deal.hand(p)) for p in range(seats)],
        [repr(deal.view(p)) for p in range(seats)],
        [str(deal.view(p)) for p in range(seats)],
    )


def light_snapshot(deal: TableDeal, seats: int) -> tuple[object, ...]:
    return (list(deal.history), deal.to_move, deal.phase, list(deal.irregularities),
            [tuple(deal.hand(p)) for p in range(seats)])


def cards_in(value: object, found: set[Card], depth: int = 0) -> set[Card]:
    """Every card anywhere in ``value``: its fields, items, keys, recursively."""
    if depth > 12 or value is None or isinstance(value, str | int | float | bool | Enum):
        return found
    if isinstance(value, Card):
        found.add(value)
    elif isinstance(value, dict):
        for key, item in value.items():
            cards_in(key, found, depth + 1)
            cards_in(item, found, depth + 1)
    elif isinstance(value, list | tuple | set | frozenset):
        for item in value:
            cards_in(item, found, depth + 1)
    elif dataclasses.is_dataclass(value):
        for f in dataclasses.fields(value):
            cards_in(getattr(value, f.name), found, depth + 1)
    return found


def check_shape(deal: TableDeal, seats: int, pack: Counter[Card] | None,
                legal: list[Action] | None = None) -> None:
    """The invariants that hold at every step of every deal (``legal``: the
    deal's legal acts, when the caller has them); with ``pack``, the cards
    are counted too."""
    assert isinstance(deal.phase, Phase)
    if deal.is_over:
        assert deal.to_move is None, "nobody is to move once the deal is over"
        assert deal.phase is Phase.OVER
        return
    mover = deal.to_move
    assert mover is not None and 0 <= mover < seats
    assert deal.phase is not Phase.OVER
    legal = deal.legal_actions() if legal is None else legal
    assert legal, "a deal that is not over offers an act"
    assert all(a.player == mover for a in legal), "acts are offered to the seat to move"
    if pack is None:
        return
    held = Counter[Card]()
    for p in range(seats):
        held.update(deal.hand(p))
    assert held <= pack, f"cards held that the pack has not: {held - pack}"
    assert held.total() + cards_played(deal) <= pack.total(), "more cards than the pack"


def check_laws(deal: TableDeal) -> None:
    lines = account(deal)
    cited = [line.law for line in lines if line.law is not None]
    cited += [i.law for i in deal.irregularities]
    unknown = sorted(set(cited) - set(LAWS))
    assert not unknown, f"laws cited that the registry has not: {unknown}"
    bare = [str(line) for line in lines if line.law is None and not line.authority]
    assert not bare, f"score lines that cite neither a law nor an authority: {bare}"


# --------------------------------------------------------------------------
# Random play to the end


@pytest.mark.parametrize(("game", "options"), CASES)
def test_random_lawful_play_keeps_the_invariants(game: Game, options: OptionsLike) -> None:
    seats = game.seats(options)
    pack = Counter(game.expected_pack(options))
    for seed in range(SEEDS):
        deal = deal_of(game, options, seed)
        assert Counter(deal.pack) == pack
        rng = random.Random(seed)
        counted = pack if seed < SEEDS // 4 else None  # counting the cards costs most
        while not deal.is_over:
            legal = deal.legal_actions()
            check_shape(deal, seats, counted, legal)
            deal.apply(legal[int(rng.random() * len(legal))])
        check_shape(deal, seats, pack)
        assert deal.result() is not None
        assert cards_played(deal) > 0
        check_laws(deal)


@pytest.mark.parametrize(("game", "options"), [c for c in CASES if not c.values[1].strict])
def test_irregular_acts_are_committed_and_punished_as_at_the_table(
        game: Game, options: OptionsLike) -> None:
    """Not in strict mode, an irregular act the table may commit is committed
    (or, where the law refuses it outright, refused with the deal unchanged),
    and the deal goes on to its end with its invariants."""
    seats = game.seats(options)
    pack = Counter(game.expected_pack(options))
    for seed in range(SEEDS // 8):
        deal = deal_of(game, options, seed)
        rng = random.Random(seed)
        for _ in range(2000):
            if deal.is_over:
                break
            irregular = deal.irregular_actions() if rng.random() < 0.15 else []
            if irregular:
                action = some_irregular(rng, irregular)
                before = light_snapshot(deal, seats)
                try:
                    deal.apply(action)
                except RuleError as exc:
                    assert exc.law in LAWS
                    assert light_snapshot(deal, seats) == before, f"{action} refused, yet changed"
            else:
                legal = deal.legal_actions()
                deal.apply(legal[int(rng.random() * len(legal))])
            check_shape(deal, seats, pack)
        assert deal.is_over, f"seed {seed}: the deal did not end"
        check_laws(deal)


# --------------------------------------------------------------------------
# Refused acts


def refused_acts(game: Game, deal: TableDeal, seats: int) -> list[Action]:
    """Acts no deal may take: a seat not at the table, an act the game has
    not, a card the seat to move does not hold."""
    mover = deal.to_move if deal.to_move is not None else 0
    acts = [Action("play", seats, (deal.pack[0],)), Action("play", -1, (deal.pack[0],)),
            Action("no-such-act", mover)]
    hand = Counter(deal.hand(mover))
    missing = [c for c in game.expected_pack(deal.options) if hand[c] == 0]
    if missing:
        acts.append(Action("play", mover, (missing[0],)))
    return acts


@pytest.mark.parametrize(("game", "options"), CASES)
@HYPOTHESIS
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 300))
def test_a_refused_act_leaves_the_deal_unchanged(game: Game, options: OptionsLike, seed: int,
                                                 steps: int) -> None:
    seats = game.seats(options)
    strict = dataclasses.replace(options, strict=True)  # type: ignore[type-var]
    deal = deal_of(game, strict, seed)
    for _ in random_play(deal, random.Random(seed), steps):
        pass
    if deal.is_over:
        return
    for action in refused_acts(game, deal, seats) + deal.irregular_actions():
        before = snapshot(deal, seats)
        reason = deal.why_not(action)
        assert reason is not None, f"{action} is not refused"
        assert cites_rightly(reason), f"{action} is refused citing {reason.law!r}"
        with pytest.raises(RuleError) as refused:
            deal.apply(action)
        assert cites_rightly(refused.value)
        assert snapshot(deal, seats) == before, f"{action} was refused, yet the deal changed"
    for action in deal.legal_actions():
        assert deal.why_not(action) is None, f"{action} is offered, yet refused"


# --------------------------------------------------------------------------
# Clones


def cites_rightly(error: RuleError) -> bool:
    """A refusal cites a law of the edition, or none where no law speaks of
    the act: a card not held, or a play out of turn at a game whose laws have
    no law of it (All-Fours)."""
    if error.law is None:
        return isinstance(error, (NotHeld, OutOfTurn))
    return error.law in LAWS


@pytest.mark.parametrize(("game", "options"), CASES)
@HYPOTHESIS
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 300))
def test_a_clone_is_independent_of_its_original(game: Game, options: OptionsLike, seed: int,
                                                steps: int) -> None:
    seats = game.seats(options)
    deal = deal_of(game, options, seed)
    rng = random.Random(seed)
    for _ in random_play(deal, rng, steps):
        pass
    clone = deal.clone()
    assert snapshot(clone, seats) == snapshot(deal, seats)
    if deal.is_over:
        return
    before = snapshot(deal, seats)
    for _ in random_play(clone, random.Random(seed + 1), 3):
        pass
    assert snapshot(deal, seats) == before, "playing on the clone changed the original"
    after = snapshot(clone, seats)
    other = deal.clone()
    for _ in random_play(deal, random.Random(seed + 2), 3):
        pass
    assert snapshot(clone, seats) == after, "playing on the original changed the clone"
    assert snapshot(other, seats) == before, "playing on the original changed a clone"


# --------------------------------------------------------------------------
# Views


def public(deal: TableDeal) -> set[Card]:
    """The cards named aloud so far: played, called, declared, asked about,
    exposed (every act's cards but a discard, which is put aside face down)."""
    return {c for a in deal.history if a.kind != "discard" for c in a.cards}


@pytest.mark.parametrize(("game", "options"), CASES)
def test_a_seat_not_at_the_table_has_no_hand_no_view_and_does_not_deal(
        game: Game, options: OptionsLike) -> None:
    """``deal.hand(9)`` and ``deal.view(9)`` failed with a bare IndexError,
    and ``hand(-1)`` gave the last seat's cards, ``view(-1)`` a view of a
    seat -1: a seat out of range is refused in the words a dealer out of
    range is, by one check (:func:`playable.engine.checks.seat`)."""
    seats = game.seats(options)
    deal = deal_of(game, options, 1)
    span = "seat 0 or 1" if seats == 2 else f"a seat 0-{seats - 1}"
    for seat in (-1, seats, 9):
        for looked in (deal.hand, deal.view):
            with pytest.raises(ValueError) as refused:
                looked(seat)
            assert str(refused.value) == f"the player must be {span}, not {seat}"
        with pytest.raises(ValueError) as refused:
            game.rules.new(1, options=options, dealer=seat)
        assert str(refused.value) == f"the dealer must be {span}, not {seat}"
    for seat in range(seats):
        assert deal.view(seat).seat == seat and len(deal.hand(seat)) >= 0


@pytest.mark.parametrize(("game", "options"), CASES)
def test_a_view_hides_the_cards_the_others_hold(game: Game, options: OptionsLike) -> None:
    seats = game.seats(options)
    pack = Counter(game.expected_pack(options))
    for seed in range(SEEDS // 10):
        deal = deal_of(game, options, seed)
        rng = random.Random(seed)
        while True:
            hands = [Counter(deal.hand(p)) for p in range(seats)]
            named = public(deal)
            for p in range(seats):
                others = Counter[Card]()
                for q in range(seats):
                    if q != p:
                        others.update(hands[q])
                # Cards every copy of which another seat holds, unseen by p.
                secret = {c for c, n in others.items()
                          if n == pack[c] and c not in named}
                leaked = cards_in(deal.view(p), set()) & secret
                assert not leaked, (f"seed {seed}, act {len(deal.history)}: P{p}'s view "
                                    f"shows {sorted(map(str, leaked))}, held by another seat")
            if deal.is_over:
                break
            legal = deal.legal_actions()
            deal.apply(legal[int(rng.random() * len(legal))])


# --------------------------------------------------------------------------
# Records


@pytest.mark.parametrize(("game", "options"), CASES)
def test_a_record_round_trips(game: Game, options: OptionsLike) -> None:
    for seed in range(SEEDS // 4):
        deal = deal_of(game, options, seed)
        rng = random.Random(seed)
        stop = None if seed % 3 else rng.randrange(60)  # some records stop mid-deal
        for _ in random_play(deal, rng, stop):
            pass
        back = record.loads(record.dumps(deal))
        assert type(back) is type(deal)
        assert back.history == deal.history
        assert back.is_over == deal.is_over
        assert account(back) == account(deal)
        if deal.is_over:
            assert back.result().to_json() == deal.result().to_json()
        assert record.to_json(back) == record.to_json(deal)


# --------------------------------------------------------------------------
# Score lines name their item


def test_every_score_line_names_its_item() -> None:
    unnamed: dict[str, set[str]] = {}
    for game in GAMES.values():
        for _, options in game.option_sets:
            for seed in range(10):
                deal = deal_of(game, options, seed)
                for _ in random_play(deal, random.Random(seed)):
                    pass
                lines = account(deal) + list(getattr(deal.result(), "lines", ()))
                for line in lines:
                    if not line.item:
                        unnamed.setdefault(game.id, set()).add(line.reason)
    assert not unnamed, f"score lines without an item: {unnamed}"

