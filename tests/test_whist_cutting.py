"""Whist's cuts (``playable.whist.cutting``): cutting in for partners and the
deal (¶73; ¶76 i) and the right-hand adversary's cut to the dealer, of at
least three cards above and below (¶73 ii; ¶76 i's gloss)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from playable.engine.cards import Card
from playable.engine.errors import RuleError
from playable.table import record
from playable.whist import LAW, Deal, Options, Rubber
from playable.whist.cutting import CuttingIn, cut, cut_in, cutter, cutting_value

NAMES = ("Ann", "Ben", "Cat", "Dan")


@pytest.mark.parametrize("lifted", [-1, 0, 1, 2, 50, 51, 52, 53])
def test_less_than_three_cards_above_or_below_is_not_a_cut(lifted: int) -> None:
    pack = Deal.new(7, dealer=3).pack
    with pytest.raises(RuleError) as refused:
        cut(pack, lifted)
    assert refused.value.law == LAW.cut == "whist:s76-i"
    assert "is not a cut" in str(refused.value)
    with pytest.raises(ValueError, match=r"'cut'.*is not a cut \(¶76 i\)"):
        Options(cut=lifted)


@pytest.mark.parametrize("lifted", [True, 3.0, "20"])
def test_a_cut_is_a_whole_number_of_cards(lifted: object) -> None:
    with pytest.raises(ValueError, match="whole number"):
        Options(cut=lifted)  # type: ignore[arg-type]


@pytest.mark.parametrize("lifted", [3, 20, 49])
def test_the_cut_puts_the_cards_lifted_under_the_rest_and_the_deal_follows(lifted: int) -> None:
    uncut = Deal.new(7, dealer=3)
    dealt = Deal.new(7, dealer=3, options=Options(cut=lifted))
    assert list(dealt.pack) == [*uncut.pack[lifted:], *uncut.pack[:lifted]]
    assert dealt.turn_up == uncut.pack[lifted - 1]  # the bottom card of the packet lifted
    assert dealt.held(0) != uncut.held(0)  # the hands are another deal's


def test_the_right_hand_adversary_cuts_and_the_account_says_so() -> None:
    assert [cutter(d) for d in range(4)] == [3, 0, 1, 2]  # East cuts to South, North to East
    dealt = Deal.new(7, dealer=3, options=Options(cut=20))
    assert "North (P2) cuts to the dealer, lifting 20 cards." in str(dealt)
    assert "cuts to the dealer" not in str(Deal.new(7, dealer=3))


def test_a_cut_deal_replays_from_its_record_and_its_pack_is_not_cut_twice() -> None:
    dealt = Deal.new(7, dealer=3, options=Options(cut=20))
    for _ in range(9):
        dealt.apply(dealt.legal_actions()[0])
    written = record.to_json(dealt)
    assert written["options"]["cut"] == 20  # type: ignore[index]
    again = record.from_json(written)
    assert again.pack == dealt.pack and again.history == dealt.history
    assert dealt.restarted().pack == dealt.pack  # dealt again from the pack as it lies
    tampered = {**written, "options": {**written["options"], "cut": 2}}  # type: ignore[dict-item]
    with pytest.raises(record.RecordError, match="options.cut"):
        record.from_json(tampered)


def test_the_rubber_cuts_each_deal_where_asked() -> None:
    rubber = Rubber(dealer=3)
    assert rubber.new_deal(seed=5, cut=30).pack == Deal.new(
        5, dealer=3, options=Options(score=(0, 0), cut=30)).pack
    assert rubber.new_deal(seed=5).options.cut is None
    with pytest.raises(ValueError, match="not a cut"):
        rubber.new_deal(seed=5, cut=51)


def test_the_ace_is_lowest_in_cutting_and_suits_do_not_count() -> None:
    values = {str(c): cutting_value(Card.parse(c)) for c in ("A♠", "2♥", "10♦", "K♣", "K♠")}
    assert values == {"A♠": 1, "2♥": 2, "10♦": 10, "K♣": 13, "K♠": 13}


def ordered_by_cut(cutting: CuttingIn) -> bool:
    """Whether the order agrees with every round's cards: a player who cut a
    lower card than another in one round stands before him."""
    place = {name: i for i, name in enumerate(cutting.order)}
    return all(place[a] < place[b] for r in cutting.rounds for a, ca in r for b, cb in r
               if cutting_value(ca) < cutting_value(cb))


@pytest.mark.parametrize("seed", range(60))
def test_the_two_lowest_are_partners_against_the_two_highest_and_the_lowest_deals(
        seed: int) -> None:
    cutting = cut_in(NAMES, random.Random(seed))
    assert sorted(cutting.order) == sorted(NAMES)
    assert cutting.rounds[0] and [n for n, _ in cutting.rounds[0]] == list(NAMES)
    assert ordered_by_cut(cutting)
    assert cutting.dealer == cutting.order[0]
    assert cutting.partners == (cutting.order[:2], cutting.order[2:])
    for r in cutting.rounds:  # one round's cards are different cards
        assert len({c for _, c in r}) == len(r)
    seats = cutting.seats(3)
    assert seats[3] == cutting.dealer and seats[1] == cutting.order[1]  # partners opposite
    assert {seats[0], seats[2]} == set(cutting.order[2:])
    assert cut_in(NAMES, random.Random(seed)) == cutting  # the same draws, the same cut


def test_ties_cut_again_among_the_tied_until_they_differ() -> None:
    tied_rounds = 0
    for seed in range(200):
        cutting = cut_in(NAMES, random.Random(seed))
        for r in cutting.rounds:
            counts = Counter(cutting_value(c) for _, c in r)
            # a round with a tie is followed by a round of exactly the tied players
            for value, n in counts.items():
                if n > 1:
                    tied = {name for name, c in r if cutting_value(c) == value}
                    assert any({name for name, _ in later} == tied
                               for later in cutting.rounds[cutting.rounds.index(r) + 1:])
                    tied_rounds += 1
        # every round after the first is a tie's, two players or more
        assert all(len(r) >= 2 for r in cutting.rounds[1:])
    assert tied_rounds > 10  # the seeds do meet ties


def test_cutting_in_wants_four_different_names() -> None:
    for names in (NAMES[:3], ("Ann", "Ann", "Cat", "Dan"), ("Ann", "", "Cat", "Dan")):
        with pytest.raises(ValueError, match="four players"):
            cut_in(names, random.Random(1))
    with pytest.raises(ValueError, match="a seat 0-3"):
        cut_in(NAMES, random.Random(1)).seats(4)
