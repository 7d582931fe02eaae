"""Whist's fast paths (issue 34) give what the general rules give.

The acts a playout is offered are worked out by following suit alone when no
card is called or compelled and no call of honours is possible, from hands
kept as they are shown (the suit led read till its cards end); hands are
sorted by the pack's shown order, read by identity, and the turn-up taken
into the dealer's hand is put in its place among his trumps.  A deal is
dealt from its cards' keys shuffled, each seat's hand and honours read from
one placing of the pack; a trick's winner is read from the cards that beat
each card, by identity, and its record made when read; ``is_over`` is a
field kept with the phase.  These tests hold each fast path to the rule it
stands for, on seeded deals with irregular acts among the regular ones, so
that a card called or a trump recalled takes the general path and the fast
one resumes after it; and they hold that the shortcuts, which read the
pack's own cards by identity, meet only those (a card made elsewhere, a deal
pickled or deep-copied)."""

from __future__ import annotations

import copy
import pickle
import random
from collections.abc import Callable

import pytest

from playable.engine.cards import Card, Suit
from playable.engine.core import Action, Phase
from playable.engine.errors import IllegalPlay, RuleError
from playable.engine.tricks import winner
from playable.whist import Deal, Options
from playable.whist.cards import CARDS, HONOURS, ORDER, sort_cards, with_trump


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


@pytest.mark.parametrize("trump", list(Suit))
def test_a_trump_taken_in_goes_where_sorting_would_put_it(trump: Suit) -> None:
    """The turn-up taken into the dealer's hand (:func:`with_trump`) lands
    where sorting the hand with it would put it, for every trump card and
    hands of every length, without touching the hand it was given."""
    rng = random.Random(35)
    for card in (c for c in CARDS if c.suit is trump):
        others = [c for c in CARDS if c is not card]
        for _ in range(20):
            hand = sort_cards(rng.sample(others, rng.randrange(0, 13)), trump)
            before = hand[:]
            assert with_trump(hand, card) == _by_suit_and_rank([*hand, card], trump)
            assert hand == before


def _rule(deal: Deal) -> list[Card]:
    """The cards the general rule of the position allows (``_lawful``)."""
    seat = deal.to_move
    assert seat is not None
    return deal._lawful(seat)


def _played(seed: int, check: Callable[[Deal], None] = lambda deal: None,
            options: Options | None = None) -> Deal:
    """A seeded deal played to its end at random, an irregular act now and
    then among the regular ones (a misdeal or a card exposed in dealing before
    the first card, a card exposed, a card of another suit while holding the
    suit led, a renounce recalled, honours called at eight where ``options``
    give the score), ``check`` read after each act."""
    rng = random.Random(seed)
    deal = Deal.new(seed, options=options, dealer=seed % 4)
    if seed % 13 == 0:
        deal.apply(Action("misdeal", deal.dealer))
    elif seed % 13 == 1:
        deal.apply(Action("deal-exposed", deal.dealer, (deal.hand(deal.eldest)[0],)))
    check(deal)
    while not deal.is_over:
        acts = deal.legal_actions()
        if deal.stage == "play":
            seat = deal.to_move
            assert seat is not None
            roll = rng.random()
            # now and then an irregular act: a card exposed (to be called), a card
            # of another suit while holding the suit led, a renounce recalled
            held = list(deal.held(seat))
            try:
                if roll < 0.05:
                    deal.apply(Action("expose", seat, (rng.choice(held),)))
                    check(deal)
                    continue
                if roll < 0.20 and deal.trick:
                    led = deal.trick[0][1].suit
                    other = [c for c in held if c.suit is not led]
                    trumps = [c for c in other if c.suit is deal.trump]
                    if other and len(other) < len(held):
                        deal.apply(Action("play", seat, (rng.choice(trumps or other),)))
                        check(deal)
                        continue
                if roll < 0.35 and deal.renounces:
                    renouncer, card = deal.renounces[-1]
                    # a trump not covered: the highest or lowest of the suit led (¶76 x)
                    how = (rng.choice(["highest", "lowest"]) if card.suit is deal.trump
                           and deal.trick[-1] == (renouncer, card) else None)
                    deal.apply(Action("recall", renouncer, (), how))
                    check(deal)
                    continue
            except RuleError:
                pass
        deal.apply(acts[int(rng.random() * len(acts))])
        check(deal)
    return deal


#: At eight, so that honours may be called (¶76 xx) and the game won by them.
AT_EIGHT = Options(score=(8, 5))


@pytest.mark.parametrize("options", [None, AT_EIGHT, Options(score=(3, 4), variety="short")])
@pytest.mark.parametrize("seed", range(1, 81))
def test_the_acts_offered_are_the_lawful_cards_in_every_position(
        seed: int, options: Options | None) -> None:
    """The cards offered are the general rule's (:meth:`_lawful`), and the
    call at eight is offered where :meth:`_call_fault` finds no fault."""
    def check(deal: Deal) -> None:
        if deal.stage == "play":
            acts = deal.legal_actions()
            assert [a.cards[0] for a in acts if a.kind == "play"] == _rule(deal)
            seat = deal.to_move
            assert seat is not None
            assert any(a.kind == "call" for a in acts) is (deal._call_fault(seat) is None)

    _played(seed, check, options)


@pytest.mark.parametrize("seed", range(1, 41))
def test_is_over_is_kept_with_the_phase(seed: int) -> None:
    """``is_over`` is a field set with the phase: it says the phase is over
    after every act, the misdeal, the new deal and the call at eight too."""
    def check(deal: Deal) -> None:
        assert deal.is_over is (deal.phase is Phase.OVER)
        assert deal.clone().is_over is deal.is_over

    assert _played(seed, check).is_over
    assert _played(seed, check, AT_EIGHT).is_over


@pytest.mark.parametrize("seed", range(1, 41))
def test_each_trick_goes_where_the_rule_of_the_trick_sends_it(seed: int) -> None:
    """The trick turned by the cards that beat each card, by identity, goes to
    the seat :func:`playable.engine.tricks.winner` finds, in every trick."""
    deal = _played(seed)
    tables = ORDER.tables(deal.trump)
    for trick in deal.tricks:
        keys = [ORDER.key(c) for _, c in trick.cards]
        assert trick.winner == trick.cards[winner(keys, tables.follows, tables.power)][0]
    # and the tricks taken, by side, before a revoke's penalty moves any
    if not deal.claims:
        assert deal.won == [sum(1 for t in deal.tricks if t.winner % 2 == s) for s in (0, 1)]


@pytest.mark.parametrize("dealer", range(4))
def test_the_hands_are_dealt_a_card_at_a_time_from_the_dealers_left(dealer: int) -> None:
    """Each seat's every fourth card, read as slices of the pack, are the
    cards dealt one at a time from the dealer's left, the last turned up."""
    for seed in range(20):
        deal = Deal.new(seed, dealer=dealer)
        hands: list[list[Card]] = [[], [], [], []]
        for i, card in enumerate(deal.pack):
            hands[(dealer + 1 + i) % 4].append(card)
        assert deal.dealt == tuple(tuple(h) for h in hands)
        assert deal.turn_up is hands[dealer][-1]
        for seat in range(4):
            kept = [c for c in hands[seat] if c is not deal.turn_up]
            assert deal.hand(seat) == tuple(_by_suit_and_rank(kept, deal.trump))
            assert deal._hands[seat] == _by_suit_and_rank(kept, deal.trump)


@pytest.mark.parametrize("seed", range(40))
def test_honours_held_by_identity_are_the_honours_by_suit_and_rank(seed: int) -> None:
    deal = Deal.new(seed, dealer=seed % 4)
    by_seat = [sum(1 for c in deal.dealt[s] if c.suit is deal.trump and c.rank in HONOURS)
               for s in range(4)]
    assert [deal.honours_of(s) for s in range(4)] == by_seat
    assert deal.honours_held() == (by_seat[0] + by_seat[2], by_seat[1] + by_seat[3])


@pytest.mark.parametrize("seed", range(1, 21))
def test_a_card_made_elsewhere_is_played_as_the_packs_own(seed: int) -> None:
    """The shortcuts read cards by identity, and a deal holds only the pack's
    own: a card played as an equal card made elsewhere (``Card(rank, suit)``,
    not :meth:`Card.parse`), lawful, out of turn or renounced, is the pack's
    own card on the table and in the exposed cards, and the deal goes on to
    the same end as with the pack's own (once, a renounce of such a card
    turned the next trick's following into a ``KeyError``)."""
    def made(card: Card) -> Card:
        return Card(card.rank, card.suit)

    ours, made_elsewhere = Deal.new(seed), Deal.new(seed)
    rng = random.Random(seed)
    while not ours.is_over:
        seat = ours.to_move
        assert seat is not None
        acts = ours.legal_actions()
        act = acts[int(rng.random() * len(acts))]
        if ours.stage == "play" and act.kind == "play":
            held = list(ours.held(seat))
            roll = rng.random()
            if roll < 0.2 and ours.trick:  # a renounce, when he can make one
                led = ours.trick[0][1].suit
                other = [c for c in held if c.suit is not led]
                if other and len(other) < len(held):
                    act = Action("play", seat, (rng.choice(other),))
            elif roll < 0.3:  # out of turn: it stands (viii), or is taken back and exposed (ix)
                stranger = (seat + 1 + rng.randrange(3)) % 4
                if ours.held(stranger):
                    early = Action("play", stranger, (rng.choice(ours.held(stranger)),))
                    try:  # a card standing out of turn must obey a call on it (viii, ix)
                        ours.clone().apply(early)
                        act = early
                    except IllegalPlay:
                        pass
        ours.apply(act)
        if act.kind == "play":
            made_elsewhere.apply(Action("play", act.player, (made(act.cards[0]),)))
            for _, card in made_elsewhere.trick:
                assert card is CARDS[ORDER.key(card)]
            for cards in made_elsewhere.exposed:
                assert all(c is CARDS[ORDER.key(c)] for c in cards)
        else:
            made_elsewhere.apply(act)
    assert made_elsewhere.is_over
    assert made_elsewhere.tricks == ours.tricks
    assert made_elsewhere.result() == ours.result()


@pytest.mark.parametrize("seed", range(30))
def test_the_keys_shuffled_deal_the_pack_the_cards_shuffled_would(seed: int) -> None:
    """A deal shuffles the cards' keys, not the cards: the pack is the one the
    standard library's shuffle of the 52 cards gives from the same seed, each
    card the pack's own; and a deal made from that pack is the same deal."""
    pack = list(CARDS)
    random.Random(seed).shuffle(pack)
    deal = Deal.new(seed, dealer=seed % 4)
    assert deal.pack == tuple(pack)
    assert all(a is b for a, b in zip(deal.pack, pack, strict=True))
    again = Deal([Card(c.rank, c.suit) for c in pack], dealer=seed % 4)
    assert all(a is b for a, b in zip(again.pack, pack, strict=True))
    assert again.dealt == deal.dealt
    assert again._hands == deal._hands
    assert again.honours_held() == deal.honours_held()


@pytest.mark.parametrize("seed", range(1, 41))
def test_the_tricks_made_when_read_are_those_turned(seed: int) -> None:
    """The tricks are kept as they lay on the table and made into records when
    read: read at every act or only at the end, they are the same records, of
    the cards in the order played, and ``cards_played`` counts them."""
    def check(deal: Deal) -> None:
        tricks = deal.tricks
        assert deal.cards_played == 4 * len(tricks) + len(deal.trick)
        assert all(t.leader == t.cards[0][0] and len(t.cards) == 4 for t in tricks)
        assert tricks == deal.clone().tricks

    every_act = _played(seed, check)
    at_the_end = _played(seed)
    assert every_act.tricks == at_the_end.tricks
    assert at_the_end.cards_played == 4 * len(at_the_end.tricks) + len(at_the_end.trick)


@pytest.mark.parametrize("seed", range(1, 21))
def test_a_deal_pickled_or_deep_copied_is_the_same_deal(seed: int) -> None:
    """The shortcuts read the pack's own cards by identity, and a card pickled
    comes back an equal card made elsewhere: a deal pickled (sent to another
    process, as :func:`playable.table.analysis.analyse_many` sends it) or
    deep-copied comes back replayed, the same position, played on the same."""
    def same(a: Deal, b: Deal) -> None:
        assert b.legal_actions() == a.legal_actions()
        assert ((b.tricks, b.trick, b.to_move, b.stage, b.is_over)
                == (a.tricks, a.trick, a.to_move, a.stage, a.is_over))
        assert b.irregularities == a.irregularities and b.history == a.history
        assert [list(b.held(s)) for s in range(4)] == [list(a.held(s)) for s in range(4)]

    def check(deal: Deal) -> None:
        if len(deal.history) % 5 == 0:
            for copied in (pickle.loads(pickle.dumps(deal)), copy.deepcopy(deal)):
                same(deal, copied)
                rng = random.Random(seed)
                ahead = deal.clone()
                while not ahead.is_over:  # played on alike
                    acts = ahead.legal_actions()
                    pick = int(rng.random() * len(acts))
                    ahead.apply(acts[pick])
                    copied.apply(copied.legal_actions()[pick])
                    same(ahead, copied)

    _played(seed, check, AT_EIGHT if seed % 2 else None)
    # a deal set up at a point, then played on a little
    dealt = Deal.new(seed)
    for _ in range(9):
        dealt.apply(dealt.legal_actions()[0])
    at_a_point = Deal.setup(**dealt.to_setup())  # type: ignore[arg-type]
    for _ in range(3):
        at_a_point.apply(at_a_point.legal_actions()[-1])
    copied = pickle.loads(pickle.dumps(at_a_point))
    assert copied.start == at_a_point.start
    same(at_a_point, copied)
