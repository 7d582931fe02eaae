"""Properties of Whist's engine on random deals, each checked against a
small independent reading of ¶73 and the score (not the engine's own tables):
the lawful cards follow suit, every trick goes to the highest trump or the
highest card of the suit led, and a deal scores its odd tricks and honours."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from playable.engine.cards import Card, Rank
from playable.whist import Deal, Options

HONOURS = {Rank.ACE, Rank.KING, Rank.QUEEN, Rank.KNAVE}


def lawful(held: list[Card], trick: list[tuple[int, Card]]) -> set[Card]:
    if not trick:
        return set(held)
    led = trick[0][1].suit
    same = {c for c in held if c.suit is led}
    return same or set(held)


def taker(cards: tuple[tuple[int, Card], ...], trump: object) -> int:
    trumps = [(c.rank, s) for s, c in cards if c.suit is trump]
    if trumps:
        return max(trumps)[1]
    led = cards[0][1].suit
    return max((c.rank, s) for s, c in cards if c.suit is led)[1]


@settings(max_examples=60, derandomize=True, deadline=None)
@given(seed=st.integers(0, 10**6), variety=st.sampled_from(["long", "short"]))
def test_a_random_deal_keeps_the_rules_of_73_and_scores_as_they_say(seed: int,
                                                                    variety: str) -> None:
    deal = Deal.new(seed, options=Options(variety=variety), dealer=seed % 4)  # type: ignore[arg-type]
    rng = random.Random(seed)
    dealt = [list(deal.held(s)) for s in range(4)]
    assert deal.to_move == (deal.dealer + 1) % 4
    while not deal.is_over:
        seat = deal.to_move
        assert seat is not None
        plays = {a.cards[0] for a in deal.legal_actions() if a.kind == "play"}
        assert plays == lawful(list(deal.held(seat)), list(deal.trick))
        deal.play(sorted(plays, key=str)[rng.randrange(len(plays))])
    for trick in deal.tricks:
        assert trick.winner == taker(trick.cards, deal.trump)
    won = [sum(1 for t in deal.tricks if t.winner % 2 == side) for side in (0, 1)]
    honours = [sum(1 for s in (side, side + 2) for c in dealt[s]
                   if c.suit is deal.trump and c.rank in HONOURS) for side in (0, 1)]
    expected = [max(0, won[side] - 6) + {4: 4, 3: 2}.get(honours[side], 0) for side in (0, 1)]
    assert list(deal.result().points) == expected
    assert list(deal.result().tricks) == won
