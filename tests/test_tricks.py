"""The shared trick-taking rules: card orders as data, following, the winner."""

from __future__ import annotations

import pytest

from playable.engine.cards import Card, Rank, Suit
from playable.engine.tricks import TRUMPS, CardOrder, Follow, lawful, winner

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


def test_the_winner_read_from_the_beaten_table_is_the_winner() -> None:
    """Tables.beaten (the cards that beat each card) gives the winner of any
    trick when the card winning so far gives way only to a card that beats
    it, equal cards included: the reading of Quadrille's quitted tricks and
    Bezique's tricks of two.  Every trump of every game's order, seeded tricks
    of two to four cards (two packs' equal cards among them)."""
    import random

    from playable.allfours.cards import ORDER as ALLFOURS
    from playable.bezique.cards import CARD_ORDER as BEZIQUE
    from playable.quadrille.cards import ORDER as QUADRILLE

    rng = random.Random(7)
    checked = 0
    for order in (ALLFOURS, BEZIQUE, QUADRILLE, ORDER):
        for trump in (*Suit, None):
            t = order.tables(trump)
            for _ in range(300):
                trick = [rng.randrange(len(order.cards)) for _ in range(rng.randint(2, 4))]
                best = 0
                for place in range(1, len(trick)):
                    if trick[place] in t.beaten[trick[best]]:
                        best = place
                assert best == winner(trick, t.follows, t.power), (order.game, trump, trick)
                checked += 1
    assert checked == 4 * 5 * 300


def test_quadrille_quits_each_trick_to_the_winner_of_its_cards() -> None:
    """Quadrille's quitted tricks, won as :func:`winner` finds it: seeded deals
    played at random to the end."""
    import random

    from playable.quadrille import Deal
    from playable.quadrille.cards import ORDER as QUADRILLE

    tricks = 0
    for seed in range(40):
        deal = Deal.new(seed)
        rng = random.Random(seed)
        while not deal.is_over:
            legal = deal.legal_actions()
            deal.apply(legal[rng.randrange(len(legal))])
        t = QUADRILLE.tables(deal.trump)
        for trick in deal.tricks:
            cards = [QUADRILLE.key(card) for _, card in trick.cards]
            assert trick.winner == trick.cards[winner(cards, t.follows, t.power)][0]
            tricks += 1
    assert tricks > 200
