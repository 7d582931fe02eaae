"""The shared trick-taking rules: card orders as data, following, the winner."""

from __future__ import annotations

import pytest

from playable.cards import Card, Rank, Suit
from playable.tricks import TRUMPS, CardOrder, Follow, lawful, winner

RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.KNAVE, Rank.TEN)
CARDS = tuple(Card(r, s) for s in Suit for r in RANKS)
PLAIN = {s: tuple(Card(r, s) for r in RANKS) for s in Suit}
ORDER = CardOrder("toy", CARDS, PLAIN)


def keys(text: str) -> list[int]:
    return [ORDER.key(Card.parse(t)) for t in text.split()]


def test_tables_put_trumps_above_plain_cards() -> None:
    t = ORDER.tables(Suit.HEARTS)
    assert {t.follows[k] for k in keys("AH KH TH")} == {TRUMPS}
    assert min(t.power[k] for k in keys("TH")) > max(t.power[k] for k in keys("AS AC"))
    assert [ORDER.cards[k] for k in t.trumps] == list(PLAIN[Suit.HEARTS])


def test_winner_is_highest_trump_else_highest_of_suit_led_first_of_equals() -> None:
    t = ORDER.tables(Suit.HEARTS)
    assert winner(keys("KS AS TH"), t.follows, t.power) == 2
    assert winner(keys("KS AC QS"), t.follows, t.power) == 0
    assert winner(keys("KS AS"), t.follows, t.power) == 1
    trick = keys("KS") * 2  # two equal cards (Bezique's two packs): the first wins
    assert winner(trick, t.follows, t.power) == 0


@pytest.mark.parametrize(("rule", "hand", "trick", "expected"), [
    (Follow.SUIT, "AS TH KC", "KS", "AS"),
    (Follow.SUIT, "TH KC", "KS", "TH KC"),
    (Follow.SUIT_OR_TRUMP, "AS TH KC", "KS", "AS TH"),
    (Follow.SUIT_OR_TRUMP, "TH KC", "KS", "TH KC"),
    (Follow.SUIT_AND_WIN, "AS QS TH", "KS", "AS"),
    (Follow.SUIT_AND_WIN, "QS JS TH", "KS", "QS JS"),
    (Follow.SUIT_AND_WIN, "TH KC", "KS", "TH"),
    (Follow.SUIT_AND_WIN, "TH KC", "KS AH", "TH KC"),
    (Follow.SUIT_AND_WIN, "KC QC", "KS", "KC QC"),
    (Follow.SUIT, "KC QC", "", "KC QC"),
])
def test_lawful_under_each_rule(rule: Follow, hand: str, trick: str, expected: str) -> None:
    t = ORDER.tables(Suit.HEARTS)
    got = lawful(keys(hand), keys(trick) if trick else [], rule, t.follows, t.power)
    assert sorted(got) == sorted(keys(expected))


def test_an_order_without_a_place_for_a_card_is_refused() -> None:
    with pytest.raises(ValueError, match="no place"):
        CardOrder("broken", CARDS, {Suit.SPADES: PLAIN[Suit.SPADES]})
