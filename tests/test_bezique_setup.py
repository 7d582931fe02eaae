"""Bezique set up at a given point (``Deal.setup``, ``deal.start``,
``deal.to_setup``): every point of regular play written as setup arguments
gives a deal with the same legal acts, the same view for every seat and,
played on the same way, the same outcome; the arguments round-trip through
``start`` and JSON; and each inconsistency is a ``SetupError`` naming it."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playable.bezique import Deal, Options
from playable.engine.errors import SetupError

VARIANTS = [Options(), Options(players=3), Options(players=3, packs=2),
            Options(seven="declared"), Options(last_trick="twenty-fourth"),
            Options(bezique="with-trumps")]


def same_point(a: Deal, b: Deal) -> None:
    assert a.legal_actions() == b.legal_actions()
    assert a.to_move == b.to_move and a.phase == b.phase
    for p in range(a.n):
        assert a.view(p) == b.view(p)
    assert str(a) == str(b)


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1), variant=st.sampled_from(VARIANTS),
       acts=st.integers(0, 160))
def test_to_setup_gives_the_same_deal(seed: int, variant: Options, acts: int) -> None:
    deal = Deal.new(seed, options=variant, dealer=seed % variant.players)
    rng = random.Random(seed)
    for _ in range(acts):
        if deal.is_over:
            break
        deal.apply(rng.choice(deal.legal_actions()))
    if deal.is_over:
        with pytest.raises(SetupError):
            deal.to_setup()
        return
    kwargs = deal.to_setup()
    again = Deal.setup(**json.loads(json.dumps(kwargs)), options=deal.options)
    same_point(deal, again)
    assert again.start is not None and again.to_setup() == kwargs
    before, carried = len(deal.account.lines), len(again.account.lines)
    rng_a, rng_b = random.Random(seed + 1), random.Random(seed + 1)
    while not deal.is_over:
        deal.apply(rng_a.choice(deal.legal_actions()))
        again.apply(rng_b.choice(again.legal_actions()))
        assert deal.to_move == again.to_move
    assert again.is_over
    assert deal.result().scores == again.result().scores
    assert deal.result().tricks == again.result().tricks
    assert ([line.to_json() for line in deal.account.lines[before:]]
            == [line.to_json() for line in again.account.lines[carried:]])


def test_start_round_trips() -> None:
    deal = Deal.setup(hands=["A♥ 10♥ K♥ Q♥ J♥ 9♣ 8♣ 7♣", "A♠ 10♠ K♠ Q♠ J♠ 9♦ 8♦ 7♦"],
                      trump="♥", won=[[14, 7], [10, 5]], leader=1, scores=[230, 180])
    assert deal.start is not None
    again = Deal.setup(**json.loads(json.dumps(deal.start)), options=deal.options)
    same_point(deal, again)
    assert again.start == deal.start
    assert Deal.new(1).start is None


def test_the_last_eight_in_a_few_lines() -> None:
    deal = Deal.setup(hands=["A♥ 10♥ K♥ Q♥ J♥ 9♣ 8♣ 7♣", "A♠ 10♠ K♠ Q♠ J♠ 9♦ 8♦ 7♦"],
                      trump="♥", won=[[14, 7], [10, 5]], leader=1, scores=[230, 180])
    assert deal.last_eight and deal.to_move == 1 and deal.stock_size == 0
    assert len(deal.tricks) == 24 and deal.tricks_won() == (14, 10)
    assert deal.scores() == (230, 180)
    deal.play("A♠")
    # no spade: P0 must trump, and any trump wins (124)
    assert {str(c) for c in deal.legal_plays()} == {"A♥", "10♥", "K♥", "Q♥", "J♥"}
    while not deal.is_over:
        deal.apply(deal.legal_actions()[0])
    brisques = sum(line.points for line in deal.account.lines if line.item == "brisque")
    assert brisques == 10 * 16  # every ace and ten of the pack, those won before the setup too


@pytest.mark.parametrize(("kwargs", "field"), [
    ({"hands": ["A♥ A♥ A♥ Q♥ J♥ 9♣ 8♣ 7♣", "A♠ 10♠ K♠ Q♠ J♠ 9♦ 8♦ 7♦"], "trump": "♥",
      "won": [[14, 7], [10, 5]], "leader": 1}, "cards"),
    ({"hands": ["A♥ 10♥ K♥ Q♥ J♥ 9♣ 8♣", "A♠ 10♠ K♠ Q♠ J♠ 9♦ 8♦ 7♦"], "trump": "♥",
      "won": [[14, 7], [10, 5]], "leader": 1}, "won"),
    ({"hands": ["A♥ 10♥ K♥ Q♥ J♥ 9♣ 8♣ 7♣", "A♠ 10♠ K♠ Q♠ J♠ 9♦ 8♦ 7♦"],
      "won": [[14, 7], [10, 5]], "leader": 1}, "trump"),
    ({"hands": ["A♥ 10♥ K♥ Q♥ J♥ 9♣ 8♣ 7♣", "A♠ 10♠ K♠ Q♠ J♠ 9♦ 8♦ 7♦"], "trump": "♥",
      "won": [[14, 7], [10, 5]]}, "leader"),
    ({"hands": ["A♥ 10♥ K♥ Q♥ J♥ 9♣ 8♣ 7♣", "A♠ 10♠ K♠ Q♠ J♠ 9♦ 8♦ 7♦"], "trump": "♥",
      "won": [[14, 7], [10, 5]], "leader": 1, "scores": [235, 0]}, "scores[0]"),
    ({"hands": ["A♥ 10♥ K♥ Q♥ J♥ 9♣ 8♣", "A♠ 10♠ K♠ Q♠ J♠ 9♦ 8♦ 7♦"], "trump": "♥",
      "won": [[14, 7], [10, 5]], "leader": 1, "tables": [["K♥:marriage"], []]}, "tables"),
    ({"hands": ["A♥ 10♥ K♥ Q♥ J♥ 9♣ 8♣ 7♣", "A♠ 10♠ K♠ Q♠ J♠ 9♦ 8♦ 7♦"], "trump": "♥",
      "won": [[14, 7], [10, 5]], "leader": 1, "colour": "red"}, "colour"),
    ({"hands": "A♥ 10♥", "trump": "♥"}, "hands"),
    ({"hands": [["A♥", 7], []], "trump": "♥"}, "hands[0][1]"),
])
def test_an_inconsistent_setup_names_what_is_wrong(kwargs: dict[str, object],
                                                   field: str) -> None:
    with pytest.raises(SetupError) as info:
        Deal.setup(**kwargs)  # type: ignore[arg-type]
    assert info.value.field == field or info.value.field.startswith(field)


def test_a_declaration_the_cards_cannot_make_is_refused() -> None:
    deal = Deal.new(5)
    kwargs = deal.to_setup()
    hands = kwargs["hands"]
    first = hands[0].split()[0]
    kwargs["hands"] = [" ".join(hands[0].split()[1:]), hands[1]]
    kwargs["tables"] = [[f"{first}:sequence+double bezique"], []]
    with pytest.raises(SetupError) as info:
        Deal.setup(**kwargs)
    assert info.value.field == "tables[0]" and "cannot serve" in info.value.reason


def test_a_setup_at_the_draw_after_a_trick() -> None:
    deal = Deal.from_hands(["K♥ Q♥ A♣ 9♦ 8♦ J♠ 8♠ 7♠", "7♣ 8♣ 9♣ 7♦ 9♠ 10♠ J♣ J♦"],
                           turn_up="9♥")
    deal.play("7♣")
    deal.play("A♣")
    deal.declare("royal marriage", "K♥ Q♥")
    again = Deal.setup(**deal.to_setup())
    same_point(deal, again)
    assert [a.kind for a in again.legal_actions()] == ["draw"]


@pytest.mark.parametrize("seed", range(12))
def test_a_position_round_trips(seed: int) -> None:
    options = VARIANTS[seed % len(VARIANTS)]
    deal = Deal.new(seed, options=options, dealer=seed % options.players)
    rng = random.Random(seed)
    for _ in range(rng.randrange(120)):
        if deal.is_over:
            return
        deal.apply(rng.choice(deal.legal_actions()))
    again = Deal.from_position(deal.position())
    same_point(deal, again)
    assert again.options == deal.options
