"""Whist's fast paths (issue 34) give what the general rules give.

The acts a playout is offered are worked out by following suit alone when no
card is called or compelled, from hands kept as they are shown; hands are
sorted by the pack's shown order, read by identity.  These tests hold each
fast path to the rule it stands for, on seeded deals with irregular acts among
the regular ones, so that a card called or a trump recalled takes the general
path and the fast one resumes after it."""

from __future__ import annotations

import random

import pytest

from playable.engine.cards import Card, Suit
from playable.engine.core import Action
from playable.engine.errors import RuleError
from playable.whist import Deal
from playable.whist.cards import CARDS, sort_cards


def _by_suit_and_rank(cards: list[Card], trump: Suit | None) -> list[Card]:
    """The shown order as the docstring of :func:`sort_cards` states it."""
    place = {s: i + 1 for i, s in enumerate((Suit.SPADES, Suit.HEARTS, Suit.CLUBS,
                                             Suit.DIAMONDS))}
    if trump is not None:
        place[trump] = 0
    return sorted(cards, key=lambda c: (place[c.suit], -c.rank))


@pytest.mark.parametrize("trump", [*Suit, None])
def test_sort_cards_by_identity_and_by_value_agree(trump: Suit | None) -> None:
    rng = random.Random(34)
    for _ in range(50):
        hand = rng.sample(list(CARDS), rng.randrange(0, 14))
        expected = _by_suit_and_rank(hand, trump)
        assert sort_cards(hand, trump) == expected
        made = [Card(c.rank, c.suit) for c in hand]  # equal cards, not the pack's own
        assert sort_cards(made, trump) == expected
        assert sort_cards(iter(hand), trump) == expected  # read once only


def _rule(deal: Deal) -> list[Card]:
    """The cards the general rule of the position allows (``_lawful``)."""
    seat = deal.to_move
    assert seat is not None
    return deal._lawful(seat)


@pytest.mark.parametrize("seed", range(1, 81))
def test_the_acts_offered_are_the_lawful_cards_in_every_position(seed: int) -> None:
    rng = random.Random(seed)
    deal = Deal.new(seed)
    while not deal.is_over:
        acts = deal.legal_actions()
        if deal.stage == "play":
            assert [a.cards[0] for a in acts if a.kind == "play"] == _rule(deal)
            seat = deal.to_move
            assert seat is not None
            roll = rng.random()
            # now and then an irregular act: a card exposed (to be called), a card
            # of another suit while holding the suit led, a renounce recalled
            held = list(deal.held(seat))
            try:
                if roll < 0.05:
                    deal.apply(Action("expose", seat, (rng.choice(held),)))
                    continue
                if roll < 0.20 and deal.trick:
                    led = deal.trick[0][1].suit
                    other = [c for c in held if c.suit is not led]
                    trumps = [c for c in other if c.suit is deal.trump]
                    if other and len(other) < len(held):
                        deal.apply(Action("play", seat, (rng.choice(trumps or other),)))
                        continue
                if roll < 0.35 and deal.renounces:
                    renouncer, card = deal.renounces[-1]
                    # a trump not covered: the highest or lowest of the suit led (¶76 x)
                    how = (rng.choice(["highest", "lowest"]) if card.suit is deal.trump
                           and deal.trick[-1] == (renouncer, card) else None)
                    deal.apply(Action("recall", renouncer, (), how))
                    continue
            except RuleError:
                pass
        deal.apply(acts[int(rng.random() * len(acts))])
