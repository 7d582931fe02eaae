"""All-Fours: one test (or a few) for every law and term, the options, the
match, records and views.  Hands are set up with ``Deal.from_hands`` (dealer
P0, eldest hand P1 unless said otherwise)."""

from __future__ import annotations

import json
import random

import pytest

from playable import bench
from playable.allfours import (
    ORDER,
    Deal,
    Match,
    Options,
    View,
    expected_pack,
    players,
    show,
)
from playable.allfours.strategy import PeriodPlayer
from playable.allfours.words import describe
from playable.engine.cards import Card, Rank, Suit, card, cards
from playable.engine.core import Action, DealLike, GameDeal, Phase, ViewLike
from playable.engine.errors import (
    IllegalBid,
    IllegalPlay,
    Misdeal,
    OutOfTurn,
    RecordError,
    RuleError,
)
from playable.engine.strategies import RandomPlayer, play_out
from playable.games import GAMES
from playable.laws import LAWS
from playable.laws.ids import AllFoursLaws as L
from playable.laws.ids import LawId
from playable.table import record

ELDEST = "A♠ 9♠ 4♥ 7♣ 3♦ 2♦"
DEALER = "K♥ 5♠ Q♣ 10♣ 8♦ 6♦"


def deal_of(eldest: str = ELDEST, dealer: str = DEALER, turn_up: str = "7♥", stock: str = "",
            **options: object) -> Deal:
    return Deal.from_hands(eldest=eldest, dealer=dealer, turn_up=turn_up, stock=stock,
                           options=Options(**options))  # type: ignore[arg-type]


def lines(deal: Deal, law: LawId) -> list[str]:
    return [str(line) for line in deal.account.lines if line.law == law]


def finish(deal: Deal, seed: int = 0) -> Deal:
    return play_out(deal, [PeriodPlayer(), PeriodPlayer()], random.Random(seed))


# -- the deal -------------------------------------------------------------------


def test_dealt_by_threes_eldest_first_and_thirteenth_turned_up() -> None:
    pack = expected_pack()
    deal = Deal(pack, dealer=0)
    assert set(deal.hand(1)) == set(pack[0:3] + pack[6:9])
    assert set(deal.hand(0)) == set(pack[3:6] + pack[9:12])
    assert deal.turn_up == pack[12] and deal.trump is pack[12].suit
    assert deal.stock == tuple(pack[13:])
    assert deal.phase is Phase.BIDDING and deal.to_move == 1 and players() == 2


def test_from_hands_makes_a_full_consistent_pack() -> None:
    deal = deal_of(stock="2♣ 3♣")
    assert sorted(map(str, deal.pack)) == sorted(map(str, expected_pack()))
    assert deal.stock[:2] == tuple(cards("2♣ 3♣"))
    with pytest.raises(ValueError, match="named twice"):
        deal_of(stock="A♠")
    with pytest.raises(ValueError, match="six cards"):
        Deal.from_hands(eldest="A♠", dealer=DEALER, turn_up="7♥")


def test_a_pack_that_is_not_the_full_pack_is_refused() -> None:
    pack = expected_pack()
    with pytest.raises(ValueError, match="full pack"):
        Deal(pack[:-1] + pack[:1])


def test_knave_turned_up_scores_the_dealer_one() -> None:
    deal = deal_of(turn_up="J♥")
    assert lines(deal, L.S93_III) == [
        "P0 +1  J♥ turned up for trumps: the dealer (South) scores one  [all-fours:s93-iii]"]


def test_stand_and_the_eldest_leads() -> None:
    deal = deal_of()
    deal.stand()
    assert deal.phase is Phase.PLAY and deal.to_move == 1
    assert len(deal.legal_plays()) == 6


# -- 93 v: begging ------------------------------------------------------------------------


def test_take_one_scores_the_eldest_and_keeps_the_trump() -> None:
    deal = deal_of()
    deal.beg()
    assert deal.to_move == 0 and [a.kind for a in deal.legal_actions()] == ["take-one", "run"]
    deal.take_one()
    assert lines(deal, L.S93_V) == [('P1 +1  the eldest hand (North) begged and the dealer said '
                                    '"take one"  [all-fours:s93-v]')]
    assert deal.trump.name == "HEARTS" and deal.phase is Phase.PLAY


def test_running_gives_three_more_each_and_turns_up_the_seventh() -> None:
    deal = deal_of(stock="2♣ 3♣ 4♣ 5♣ 6♣ 8♣ K♠")
    deal.beg()
    deal.run()
    assert str(deal.turn_up) == "K♠" and deal.trump.name == "SPADES"
    assert set(cards("2♣ 3♣ 4♣")) <= set(deal.hand(1))
    assert set(cards("5♣ 6♣ 8♣")) <= set(deal.hand(0))
    assert card("7♥") in deal.aside and len(deal.hand(0)) == len(deal.hand(1)) == 9


def test_running_goes_on_while_the_suit_begged_against_comes_up() -> None:
    deal = deal_of(stock="2♣ 3♣ 4♣ 5♣ 6♣ 8♣ J♥ 9♣ J♣ K♣ A♣ 3♠ 4♠ J♠")
    deal.beg()
    deal.run()
    assert list(map(str, deal.turned)) == ["7♥", "J♥", "J♠"]
    # the knave of the suit begged against scores nothing; the knave that makes trumps does
    assert lines(deal, L.S93_III) == [
        "P0 +1  J♠ turned up for trumps: the dealer (South) scores one  [all-fours:s93-iii]"]
    assert len(deal.hand(1)) == 12


def test_when_the_pack_runs_out_the_same_dealer_deals_again() -> None:
    used = set(cards(f"{ELDEST} {DEALER} 7♥"))
    hearts = [c for c in expected_pack() if c.suit is Suit.HEARTS and c not in used]
    others = [c for c in expected_pack() if c.suit is not Suit.HEARTS and c not in used]
    others += hearts[5:]
    # a heart at every place a card is turned up while running: the suit never changes
    stock = [hearts.pop(0) if i % 7 == 6 and i < 35 else others.pop() for i in range(39)]
    deal = deal_of(stock=" ".join(map(str, stock)))
    deal.beg()
    deal.run()
    assert len(deal.turned) == 6 and all(c.suit is Suit.HEARTS for c in deal.turned)
    assert deal.is_over and deal.void and "pack ran out" in deal.void
    assert deal.result().points == (0, 0)
    match = Match(first_dealer=0)
    match.count(deal)
    assert match.dealer == 0  # the same dealer deals again


def test_discard_to_six_after_running() -> None:
    deal = deal_of(stock="2♣ 3♣ 4♣ 5♣ 6♣ 8♣ K♠", after_running="discard")
    deal.beg()
    deal.run()
    assert deal.phase is Phase.DEAL and deal.to_move == 1
    for c in ("2♣", "3♣", "4♣"):
        deal.discard(c)
    assert deal.to_move == 0 and len(deal.hand(1)) == 6
    for c in ("5♣", "6♣", "8♣"):
        deal.discard(c)
    assert deal.phase is Phase.PLAY and len(deal.hand(0)) == 6
    assert deal.view(1).discards == tuple(cards("2♣ 3♣ 4♣"))
    finish(deal)
    assert len(deal.tricks) == 6
    assert not set(cards("2♣ 3♣ 4♣ 5♣ 6♣ 8♣")) & set(deal.won(0) + deal.won(1))


def test_keep_nine_keeps_one_run_and_discards_after_two() -> None:
    one = deal_of(stock="2♣ 3♣ 4♣ 5♣ 6♣ 8♣ K♠", after_running="keep-nine")
    one.beg()
    one.run()
    assert one.phase is Phase.PLAY and len(one.hand(1)) == 9
    two = deal_of(stock="2♣ 3♣ 4♣ 5♣ 6♣ 8♣ 2♥ 9♣ J♣ K♣ A♣ 3♠ 4♠ K♠",
                  after_running="keep-nine")
    two.beg()
    two.run()
    assert two.phase is Phase.DEAL and len(two.hand(1)) == 12


def test_keeping_all_cards_plays_nine_tricks() -> None:
    deal = deal_of(stock="2♣ 3♣ 4♣ 5♣ 6♣ 8♣ K♠")
    deal.beg()
    deal.run()
    finish(deal)
    assert len(deal.tricks) == 9


def test_only_the_eldest_stands_or_begs_and_only_the_dealer_answers() -> None:
    deal = deal_of()
    with pytest.raises(OutOfTurn) as err:
        deal.apply(Action("beg", 0))
    assert err.value.law == L.S93_V
    deal.beg()
    with pytest.raises(OutOfTurn):
        deal.apply(Action("run", 1))
    with pytest.raises(IllegalBid):
        deal.apply(Action("stand", 1))


# -- law ii ---------------------------------------------------------------------------


def test_a_second_beg_is_refused_unless_agreed() -> None:
    deal = deal_of(stock="2♣ 3♣ 4♣ 5♣ 6♣ 8♣ K♠")
    deal.beg()
    deal.run()
    with pytest.raises(IllegalBid) as err:
        deal.beg()
    assert err.value.law == L.S92_II
    given = deal_of()
    given.beg()
    given.take_one()
    with pytest.raises(IllegalBid, match="begged already"):
        given.beg()
    agreed = deal_of(stock="2♣ 3♣ 4♣ 5♣ 6♣ 8♣ K♠", begs=2)
    agreed.beg()
    agreed.run()
    assert agreed.phase is Phase.BIDDING
    agreed.beg()
    agreed.take_one()
    assert [line.player for line in agreed.account.lines] == [1]


# -- law iii --------------------------------------------------------------------------


def test_trump_or_follow_suit() -> None:
    deal = deal_of(eldest="K♦ A♠ 9♠ 4♥ 7♣ 3♣", dealer="8♦ 2♥ 5♠ Q♣ 10♣ 6♣")
    deal.stand()
    deal.play("K♦")
    # holding a diamond: a diamond or a trump, even though he could follow
    assert set(deal.legal_plays()) == set(cards("8♦ 2♥"))
    assert deal.why_not(Action("play", 0, (card("2♥"),))) is None
    refused = deal.why_not(Action("play", 0, (card("6♣"),)))
    assert isinstance(refused, IllegalPlay) and refused.law == L.S92_III


def test_any_card_when_void_of_the_suit_led() -> None:
    deal = deal_of(eldest="K♦ A♠ 9♠ 4♥ 7♣ 3♣", dealer="8♠ 2♥ 5♠ Q♣ 10♣ 6♣")
    deal.stand()
    deal.play("K♦")
    assert len(deal.legal_plays()) == 6


def test_a_trump_led_must_be_followed_with_a_trump() -> None:
    deal = deal_of(eldest="4♥ A♠ 9♠ K♦ 7♣ 3♣", dealer="8♦ 2♥ 5♠ Q♣ 10♣ 6♣")
    deal.stand()
    deal.play("4♥")
    assert deal.legal_plays() == [card("2♥")]


def test_a_renounce_is_penalised_when_found() -> None:
    deal = deal_of(eldest="K♦ 3♦ A♠ 9♠ 4♥ 7♣", dealer="8♦ 2♥ 5♠ Q♣ 10♣ 6♣")
    deal.stand()
    deal.play("K♦")
    deal.play("6♣")  # renounce: holds 8♦
    assert [i.law for i in deal.irregularities] == [L.S92_III]
    assert lines(deal, L.S92_III) == []  # not found yet
    deal.play("3♦")
    deal.play("8♦")  # shows the diamond he held
    assert len(deal.irregularities) == 1
    assert lines(deal, L.S92_III) == [
        ("P1 +1  South renounced (6♣ to the lead of K♦) and was found out playing 8♦: "
        "North scores one  [all-fours:s92-iii]")]


def test_strict_mode_refuses_a_renounce() -> None:
    deal = deal_of(eldest="K♦ A♠ 9♠ 4♥ 7♣ 3♣", dealer="8♦ 2♥ 5♠ Q♣ 10♣ 6♣", strict=True)
    deal.stand()
    deal.play("K♦")
    with pytest.raises(IllegalPlay) as err:
        deal.play("6♣")
    assert err.value.law == L.S92_III and "renounce" in err.value.reason
    assert "All-Fours, law iii" in str(err.value)


def test_each_renounce_costs_a_point() -> None:
    rng = random.Random(3)
    found = 0
    for seed in range(200):
        deal = Deal.new(seed)
        while not deal.is_over:
            bad = [a for a in deal.irregular_actions() if a.kind == "play"]
            deal.apply(bad[0] if bad else rng.choice(deal.legal_actions()))
        penalties = lines(deal, L.S92_III)
        assert len(penalties) == len(deal.irregularities)
        found += len(penalties)
    assert found > 20


def test_playing_out_of_turn_or_a_card_not_held_is_refused() -> None:
    deal = deal_of()
    deal.stand()
    with pytest.raises(OutOfTurn):
        deal.apply(Action("play", 0, (card("K♥"),)))
    with pytest.raises(IllegalPlay, match="does not hold"):
        deal.play("K♥")


# -- law iv ---------------------------------------------------------------------------


@pytest.mark.parametrize("penalty", [4, 1])
def test_a_wrong_score_is_taken_down_and_the_adversary_scores(penalty: int) -> None:
    deal = deal_of(wrong_score_penalty=penalty)
    deal.mark(1, 2)
    assert deal.result().points == (penalty, 0)
    assert lines(deal, L.S92_IV)[0].startswith(f"P0 +{penalty}  North marked 2 points not due")


def test_strict_mode_refuses_a_wrong_score() -> None:
    deal = deal_of(strict=True)
    with pytest.raises(RuleError) as err:
        deal.mark(0)
    assert err.value.law == L.S92_IV


# -- law v ----------------------------------------------------------------------------


def test_asking_high_or_low_gets_the_truth_and_changes_nothing() -> None:
    deal = deal_of(eldest="6♥ A♠ 9♠ 7♣ 3♦ 2♦", dealer="K♥ 8♥ 5♠ Q♣ 10♣ 8♦", turn_up="4♥")
    deal.stand()
    deal.play("6♥")
    before = (deal.to_move, deal.legal_actions())
    assert deal.ask("6♥", player=0) == "low"  # 4♥ is turned up, not out
    assert (deal.to_move, deal.legal_actions()) == before
    deal.play("8♥")
    assert deal.ask("8♥", player=1) == "neither high nor low"
    assert [a.kind for a in deal.history].count("ask") == 2
    with pytest.raises(RuleError) as err:
        deal.ask("A♠")
    assert err.value.law == L.S92_V
    replayed = record.from_json(record.to_json(deal))
    assert replayed.answers == deal.answers


def test_the_only_trump_out_is_high_and_low() -> None:
    deal = deal_of(eldest="J♥ 9♠ 5♠ 8♣ 3♣ 7♦", dealer="8♠ 2♠ 7♣ 6♣ 9♦ 4♦", turn_up="5♥")
    deal.stand()
    deal.play("J♥")
    assert deal.ask("J♥", player=0) == "high and low"
    assert deal.questions(0) == [Action("ask", 0, (card("J♥"),))]


# -- law vi and the terms -----------------------------------------------------------------


def test_one_card_may_count_all_four() -> None:
    deal = deal_of(eldest="J♥ 9♠ 5♠ 8♣ 3♣ 7♦", dealer="8♠ 2♠ 7♣ 6♣ 9♦ 4♦", turn_up="5♥")
    deal.stand()
    finish(deal)
    assert deal.result().points == (0, 4)
    assert deal.points_by_card() == {card("J♥"): ["High", "Low", "Jack", "Game"]}


def test_high_is_the_highest_trump_out_not_the_turn_up() -> None:
    deal = deal_of(eldest="Q♥ 3♥ 9♠ 7♣ 3♦ 2♦", dealer="K♥ 8♥ 5♠ Q♣ 10♣ 8♦", turn_up="A♥")
    deal.stand()
    finish(deal)
    assert lines(deal, L.S93_I) == [
        "P0 +1  High: K♥, the highest trump out, held by South  [all-fours:s93-i]"]


def test_low_goes_to_its_original_holder_even_if_captured() -> None:
    deal = deal_of(eldest="A♥ 9♠ 5♠ 8♣ K♣ 7♦", dealer="2♥ 10♠ 7♣ 6♣ 9♦ 4♦", turn_up="6♥")
    deal.stand()
    deal.play("A♥")
    deal.play("2♥")
    finish(deal)
    assert lines(deal, L.S93_II) == [("P0 +1  Low: 2♥, the lowest trump out, dealt to South, "
                                     "though North won it  [all-fours:s93-ii]")]


def test_jack_goes_to_whoever_wins_it() -> None:
    deal = deal_of(eldest="A♥ 9♠ 5♠ 8♣ K♣ 7♦", dealer="J♥ 10♠ 7♣ 6♣ 9♦ 4♦", turn_up="6♥")
    deal.stand()
    deal.play("A♥")
    deal.play("J♥")
    finish(deal)
    assert lines(deal, L.S93_III) == [
        "P1 +1  Jack: J♥, won from South, in North's tricks  [all-fours:s93-iii]"]


def test_no_jack_when_the_knave_is_not_out() -> None:
    deal = deal_of(turn_up="6♥")
    deal.stand()
    finish(deal)
    assert not [line for line in deal.account.lines if line.reason.startswith("Jack")]


def test_game_counts_and_ties() -> None:
    deal = finish(Deal.new(0), 0)
    g0, g1 = deal.result().game
    assert (g0, g1) == (6, 6)
    assert lines(deal, L.S93_IV) == [
        "P1 +1  Game: 6 to 6, a tie, which the eldest hand (North) scores  [all-fours:s93-iv]"]
    none = finish(Deal.new(0, options=Options(game_tie="none")), 0)
    assert lines(none, L.S93_IV) == []
    values = {"A": 4, "K": 3, "Q": 2, "J": 1, "10": 10}
    assert g0 == sum(values.get(str(c)[:-1], 0) for c in deal.won(0))


NOTHING = {"eldest": "2♥ 9♠ 5♠ 8♣ 3♣ 7♦", "dealer": "3♥ 8♠ 2♠ 7♣ 6♣ 9♦", "turn_up": "5♥"}


def test_nothing_to_count_is_a_tie_the_elder_hand_scores() -> None:
    """Term iv as Hoffmann reads it (the default): nought to nought is a tie,
    and under game_tie "eldest" the elder hand scores Game."""
    deal = deal_of(**NOTHING)
    deal.stand()
    finish(deal)
    assert deal.result().game == (0, 0)
    assert lines(deal, L.S93_IV) == [
        ("P1 +1  Game: nothing to count on either side, which the eldest hand (North) scores as a "
         "tie  [all-fours:s93-iv]")]
    none = deal_of(**NOTHING, game_tie="none")
    none.stand()
    assert lines(finish(none), L.S93_IV) == []


def test_no_game_when_nothing_counts_on_the_texts_reading() -> None:
    deal = deal_of(**NOTHING, game_nought="nobody")
    deal.stand()
    finish(deal)
    assert deal.result().game == (0, 0) and lines(deal, L.S93_IV) == []
    with pytest.raises(ValueError, match="'game_nought'"):
        Options(game_nought="eldest")  # type: ignore[arg-type]


def test_points_count_in_order_high_low_jack_game() -> None:
    deal = deal_of(eldest="A♥ 9♠ 5♠ 8♣ K♣ 7♦", dealer="J♥ 10♠ 7♣ 6♣ 9♦ 4♦", turn_up="6♥")
    deal.stand()
    finish(deal)
    order = [line.reason.split(":")[0] for line in deal.account.lines]
    assert order == ["High", "Low", "Jack", "Game"]


def test_every_score_line_names_its_item() -> None:
    deal = deal_of(eldest="K♦ 3♦ A♠ 9♠ 4♥ 7♣", dealer="8♦ 2♥ 5♠ Q♣ 10♣ 6♣", turn_up="J♥")
    deal.beg()
    deal.take_one()
    deal.mark(0, 1)
    for c in ("K♦", "6♣", "3♦", "8♦"):  # a renounce, found out
        deal.play(c)
    finish(deal)
    assert [(line.item, line.law) for line in deal.account.lines] == [
        ("turn-up", L.S93_III), ("gift", L.S93_V), ("wrong-score", L.S92_IV),
        ("renounce", L.S92_III), ("high", L.S93_I), ("low", L.S93_II), ("game", L.S93_IV)]
    knave = deal_of(eldest="A♥ 9♠ 5♠ 8♣ K♣ 7♦", dealer="J♥ 10♠ 7♣ 6♣ 9♦ 4♦", turn_up="6♥")
    knave.stand()
    finish(knave)
    assert [line.item for line in knave.result().lines] == ["high", "low", "jack", "game"]
    assert knave.result().to_json()["lines"][2]["item"] == "jack"


# -- law i ----------------------------------------------------------------------------


def test_exposed_card_new_deal_cancels_the_knave_point() -> None:
    deal = deal_of(turn_up="J♥")
    deal.expose("A♠")
    assert deal.phase is Phase.DEAL and deal.to_move == 1
    assert [a.kind for a in deal.legal_actions()] == ["new-deal", "let-stand"]
    assert card("A♠") in deal.view(0).shown
    deal.claim_new_deal()
    assert deal.is_over and deal.result().points == (0, 0)
    assert deal.void is not None and L.S92_I in deal.void


def test_exposed_card_let_stand() -> None:
    deal = deal_of()
    deal.expose("A♠")
    deal.apply(Action("let-stand", 1))
    assert deal.phase is Phase.BIDDING and deal.to_move == 1


def test_dealer_showing_his_own_card() -> None:
    stands = deal_of(own_card_exposed="stands")
    stands.expose("K♥")
    assert stands.phase is Phase.BIDDING and card("K♥") in stands.view(1).shown
    literal = deal_of()
    literal.expose("K♥")
    assert [a.kind for a in literal.legal_actions()] == ["new-deal", "let-stand"]


def test_too_many_cards_draw_the_extra_card_from_the_opposing_hand() -> None:
    deal = deal_of(stock="6♣")
    deal.give_extra(0)  # the dealer gives himself seven
    assert len(deal.hand(0)) == 7 and deal.to_move == 1
    assert [str(a) for a in deal.legal_actions()][:2] == ["P1 new-deal", "P1 draw 1"]
    deal.draw(7)
    assert len(deal.hand(0)) == 6 and card("6♣") in deal.aside
    assert deal.phase is Phase.BIDDING
    with pytest.raises(Misdeal, match="before the eldest hand"):
        deal.give_extra(1)  # one misdeal a deal, before the eldest speaks


def test_too_few_cards() -> None:
    deal = deal_of()
    deal.give_short(1)
    assert len(deal.hand(1)) == 5 and deal.to_move == 1
    assert [a.kind for a in deal.legal_actions()] == ["new-deal", "supply"]
    deal.apply(Action("supply", 1))
    assert len(deal.hand(1)) == 6


def test_the_hands_as_dealt_hold_every_card_dealt() -> None:
    """``Deal.dealt``: each seat's first six, then the cards dealt to it later
    (running the cards, 93 v; a card too many, or one supplied, law i), as
    the end of a deal shows them; the end of a deal whose cards were run had
    shown the first six alone, while its Low was a card dealt by the run."""
    from playable.table.words import as_dealt

    run = Deal.new(1)
    first = [list(h) for h in run.dealt]
    assert [sorted(map(str, h)) for h in first] == [sorted(map(str, run.hand(s)))
                                                   for s in range(2)]
    stock = run.stock
    run.beg()
    run.run()
    assert [len(h) for h in run.dealt] == [len(run.hand(s)) for s in range(2)]
    assert all(len(h) > 6 for h in run.dealt)
    # the eldest's three, then the dealer's, from the top of the stock
    eldest, dealer = run.eldest, run.dealer
    assert list(run.dealt[eldest][6:9]) == list(stock[:3])
    assert list(run.dealt[dealer][6:9]) == list(stock[3:6])
    assert [sorted(map(str, h)) for h in as_dealt(run, 2)] == [sorted(map(str, h)) for h in run.dealt]
    assert run.clone()._dealt is not run._dealt
    short = deal_of()
    short.give_short(1)
    assert len(short.dealt[1]) == 5
    short.apply(Action("supply", 1))
    assert sorted(map(str, short.dealt[1])) == sorted(map(str, short.hand(1))) and len(short.dealt[1]) == 6
    extra = deal_of()
    extra.give_extra(0)
    assert sorted(map(str, extra.dealt[0])) == sorted(map(str, extra.hand(0))) and len(extra.dealt[0]) == 7


def test_a_deal_ended_before_a_trick_counts_no_game_at_the_table() -> None:
    """The knave turned up at nine ends the deal at once: the table had told
    "Game (the count of the tricks): you 0, North 0." of tricks never played."""
    from playable.table.words import TableWords

    _, deal = knave_at_nine()
    assert deal.is_over and not deal.tricks
    said = TableWords("all-fours", 2, 0).verdict(deal, None)
    assert said and not any(line.startswith("Game (") for line in said), said
    played = Deal.new(3)
    played.stand()
    while not played.is_over:
        played.apply(played.legal_actions()[0])
    assert any(line.startswith("Game (the count of the tricks)")
               for line in TableWords("all-fours", 2, 0).verdict(played, None))


def knave_at_nine(**options: object) -> tuple[Match, Deal]:
    """A match at nine to eight whose dealer (P0) turns up a knave."""
    match = Match(score=(9, 8), options=Options(**options))  # type: ignore[arg-type]
    return match, match.take(Deal.setup(hands=[DEALER, ELDEST], turn_up="J♠",
                                        score=match.scores, options=match.options))


def test_a_misdeal_is_claimed_before_the_knave_turned_at_nine_wins() -> None:
    """Issue 29 point 6: the knave turned up at nine ends the deal at once,
    but a hand dealt wrong may still be found and a new deal claimed before a
    card is played (law i); the claim voids the knave's point (Foster: it
    "could not have been the proper trump"), and the match goes on."""
    match, deal = knave_at_nine()
    assert deal.is_over and deal.won_match == 0
    assert Action("deal-extra", 0, value="0") in deal.irregular_actions()
    deal.give_extra(0)  # the dealer finds seven cards in his own hand
    assert not deal.is_over and deal.won_match is None and deal.to_move == 1
    assert [str(a) for a in deal.legal_actions()][:2] == ["P1 new-deal", "P1 draw 1"]
    deal.claim_new_deal()
    assert deal.is_over and deal.result().points == (0, 0) and deal.won_match is None
    assert match.count(deal) == [] and match.winner is None and match.scores == [9, 8]
    assert match.dealer == 0  # the same dealer deals again


def test_a_misdeal_let_stand_at_nine_leaves_the_knave_to_win() -> None:
    for remedy in ("draw", "let-stand", "supply"):
        match, deal = knave_at_nine()
        if remedy == "draw":
            deal.give_extra(0)
            deal.draw(1)
        elif remedy == "let-stand":
            deal.expose("A♠")
            deal.apply(Action("let-stand", 1))
        else:
            deal.give_short(1)
            deal.apply(Action("supply", 1))
        assert deal.is_over and deal.won_match == 0, remedy
        assert [line.item for line in match.count(deal)] == ["turn-up"]
        assert match.winner == 0
    stands = knave_at_nine(own_card_exposed="stands")[1]
    stands.expose("K♥")
    assert stands.is_over and stands.won_match == 0
    late = knave_at_nine()
    late[0].count(late[1])
    with pytest.raises(Misdeal, match="before the eldest hand"):
        late[1].give_extra(0)  # counted in the match: too late
    strict = knave_at_nine(strict=True)[1]
    with pytest.raises(Misdeal, match="a card too many"):
        strict.give_extra(0)


def test_who_claims_a_misdeal_of_the_number_is_an_option() -> None:
    """Issue 29 point 7d: by default the player the error wrongs claims (the
    dealer, when he gave the eldest a card too many or himself one too few);
    ``misdeal_claim="eldest"`` gives every such claim to the eldest, who lets
    the dealer draw an extra card of his own hand blind if he wants no new
    deal."""
    wronged = deal_of()
    wronged.give_extra(1)
    assert [str(a) for a in wronged.legal_actions()][:2] == ["P0 new-deal", "P0 draw 1"]
    short = deal_of()
    short.give_short(0)
    assert [str(a) for a in short.legal_actions()] == ["P0 new-deal", "P0 supply"]
    eldest = deal_of(misdeal_claim="eldest")
    eldest.give_extra(1)
    assert [str(a) for a in eldest.legal_actions()] == ["P1 new-deal", "P1 let-stand"]
    with pytest.raises(Misdeal, match="own hand"):
        eldest.draw(1)
    eldest.apply(Action("let-stand", 1))
    assert eldest.to_move == 0 and {a.kind for a in eldest.legal_actions()} == {"draw"}
    with pytest.raises(Misdeal):
        eldest.claim_new_deal(0)  # the eldest let the deal stand
    eldest.draw(7)
    assert len(eldest.hand(1)) == 6 and eldest.phase is Phase.BIDDING and eldest.to_move == 1
    short = deal_of(misdeal_claim="eldest")
    short.give_short(0)
    assert [str(a) for a in short.legal_actions()] == ["P1 new-deal", "P1 supply"]
    claimed = deal_of(misdeal_claim="eldest")
    claimed.give_extra(1)
    claimed.claim_new_deal()
    assert claimed.void is not None and "claimed by North" in claimed.void
    mine = deal_of(misdeal_claim="eldest")
    mine.give_extra(0)  # the dealer's own hand: as by default
    assert [str(a) for a in mine.legal_actions()][:2] == ["P1 new-deal", "P1 draw 1"]


def test_no_new_deal_once_a_card_is_played() -> None:
    deal = deal_of()
    deal.stand()
    deal.play("A♠")
    with pytest.raises(Misdeal) as err:
        deal.claim_new_deal(1)
    assert err.value.law == L.S92_I and "not after" in err.value.reason


def test_strict_mode_refuses_misdeals() -> None:
    deal = deal_of(strict=True)
    for act in (lambda: deal.expose("A♠"), lambda: deal.give_extra(1),
                lambda: deal.give_short(0)):
        with pytest.raises(Misdeal):
            act()
    assert deal.history == []


# -- general -----------------------------------------------------------------------------


def test_unknown_act_is_refused_with_a_law() -> None:
    with pytest.raises(RuleError, match="not an act of All-Fours"):
        deal_of().apply(Action("fly", 1))


def test_every_cited_law_is_registered() -> None:
    deal = finish(Deal.new(5), 5)
    assert all(line.law in LAWS for line in deal.account.lines)


def test_view_hides_the_other_hand() -> None:
    deal = deal_of()
    view = deal.view(1)
    assert set(view.hand) == set(cards(ELDEST))
    assert not set(cards(DEALER)) & set(view.seen)
    assert view.hand_sizes == (6, 6) and view.stock_size == 39


def test_view_is_the_dataclass_made_field_by_field() -> None:
    """The view is made without the dataclass's __init__: at every act of
    seeded deals it equals, field by field and in its text, the View the
    constructor makes from the same values."""
    from dataclasses import fields

    rng = random.Random(7)
    for seed in range(5):
        deal = Deal.new(seed)
        while not deal.is_over:
            for seat in (0, 1):
                view = deal.view(seat)
                assert list(vars(view)) == [f.name for f in fields(View)]
                made = View(**{f.name: getattr(view, f.name) for f in fields(View)})
                assert view == made and repr(view) == repr(made)
            legal = deal.legal_actions()
            deal.apply(legal[rng.randrange(len(legal))])


def test_clone_is_independent() -> None:
    deal = deal_of()
    copy = deal.clone()
    copy.stand()
    copy.play("A♠")
    assert deal.phase is Phase.BIDDING and len(deal.hand(1)) == 6


def snapshot(deal: Deal) -> str:
    """Everything a deal shows, as text."""
    seen = [record.to_json(deal), deal.result().to_json(), deal.won(0), deal.won(1),
            deal.stock, deal.aside, deal.trumps_out(), deal.points_by_card(), deal.view(0),
            deal.view(1), [i.to_json() for i in deal.irregularities], deal.answers,
            deal.legal_actions(), deal.irregular_actions(), deal.questions(), str(deal)]
    return "\n".join(map(str, seen))


def random_act(deal: Deal, rng: random.Random) -> Action:
    """A lawful act mostly; now and then an irregular act or a question."""
    odd = deal.irregular_actions() + deal.questions()
    return rng.choice(odd if odd and rng.random() < 0.2 else deal.legal_actions())


@pytest.mark.parametrize("seed", range(40))
def test_a_clone_shares_no_mutable_field(seed: int) -> None:
    """Every mutable field is in ``_COPIED``: after a clone is played out, the
    deal goes on exactly as an independent replay of it does."""
    rng = random.Random(seed)
    deal = Deal.new(seed, options=Options(after_running=rng.choice(["keep", "discard"])))
    for _ in range(rng.choice([0, rng.randrange(14)])):  # often from the deal itself
        if not deal.is_over:
            deal.apply(random_act(deal, rng))
    replay = record.from_json(record.to_json(deal))
    copy = deal.clone()
    while not copy.is_over:
        copy.apply(random_act(copy, rng))
    while True:
        assert snapshot(deal) == snapshot(replay)
        if deal.is_over:
            break
        act = random_act(deal, rng)
        deal.apply(act)
        replay.apply(act)


def test_the_deal_is_a_game_deal_of_the_core() -> None:
    deal = deal_of()
    assert isinstance(deal, GameDeal) and isinstance(deal, DealLike)
    assert isinstance(deal.view(1), ViewLike) and deal.view(1).seat == 1
    assert deal.seats == 2 and deal.cards_played == 0
    assert all("apply" not in vars(k) for k in Deal.__mro__ if k is not GameDeal)


def test_the_card_order_is_data_ace_high_as_at_whist() -> None:
    assert all(ORDER.plain[s] == tuple(Card(r, s) for r in sorted(Rank, reverse=True))
               for s in Suit)
    for trump in Suit:
        for a in expected_pack():
            for b in expected_pack():
                rule = (a.suit is b.suit and a.rank > b.rank) or (
                    a.suit is trump and b.suit is not trump)
                assert ORDER.beats(a, b, trump) is rule


def test_options_round_trip_and_errors() -> None:
    options = Options(target=7, game_tie="none", after_running="discard", begs=2,
                      wrong_score_penalty=1, own_card_exposed="stands", strict=True)
    assert Options.from_json(json.loads(json.dumps(options.to_json()))) == options
    assert Options.from_json({}) == Options()
    with pytest.raises(ValueError, match="options.colour: unknown option"):
        Options.from_json({"colour": "red"})
    with pytest.raises(ValueError, match="'game_tie'"):
        Options(game_tie="dealer")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="'wrong_score_penalty'"):
        Options(wrong_score_penalty=2)


def test_str_forms() -> None:
    deal = deal_of()
    assert show(cards("2♦ A♠ 4♥ 9♠")) == "A♠ 9♠  4♥  2♦"
    assert deal.show_hand(1) == "4♥  A♠ 9♠  7♣  3♦ 2♦"
    assert str(deal).splitlines()[0] == "Dealer South; eldest hand North; trumps ♥ (turned up 7♥)"
    deal.stand()
    deal.play("A♠")
    deal.play("5♠")
    assert str(deal.tricks[0]) == "North A♠, South 5♠: North wins"


# -- the match ------------------------------------------------------------------------------


def test_match_to_ten_alternating_deal() -> None:
    match = Match(first_dealer=1)
    winner = match.play([PeriodPlayer(), RandomPlayer()], random.Random(2))
    assert match.over and match.scores[winner] >= 10 > match.scores[1 - winner]
    dealers = [d.dealer for d in match.deals]
    for before, after, deal in zip(dealers, dealers[1:], match.deals):
        assert after == (before if deal.void else 1 - before)


def test_match_is_won_in_the_middle_of_the_count() -> None:
    match = Match()
    match.scores = [9, 0]
    deal = deal_of(eldest="8♠ 2♠ 7♣ 6♣ 9♦ 4♦", dealer="J♥ 9♠ 5♠ 8♣ 3♣ 7♦", turn_up="5♥")
    deal.stand()
    finish(deal)
    assert deal.result().points == (4, 0)
    counted = match.count(deal)
    assert match.winner == 0 and [line.reason.split(":")[0] for line in counted] == ["High"]
    assert match.scores == [10, 0]


def test_seven_up_target() -> None:
    match = Match(Options(target=7))
    match.play([RandomPlayer(), RandomPlayer()], random.Random(1))
    assert max(match.scores) == 7


# -- records ------------------------------------------------------------------------------


def played_record(seed: int = 4) -> dict[str, object]:
    deal = finish(Deal.new(seed), seed)
    return record.to_json(deal)


def test_record_round_trip_and_describe() -> None:
    data = played_record()
    deal = record.loads(json.dumps(data, ensure_ascii=False))
    assert deal.result().to_json() == data["result"]
    text = describe(deal)
    assert "Trick 1:" in text and "Points:" in text


@pytest.mark.parametrize(("change", "field", "reason"), [
    (lambda r: r.update(version=4), "version", "found 4"),
    (lambda r: r["pack"].__setitem__(0, "1♠"), "pack[0]", "unknown rank"),
    (lambda r: r["pack"].__setitem__(0, r["pack"][1]), "pack", "dealt more often"),
    (lambda r: r.update(options={"target": "ten"}), "options.target", "whole number"),
    (lambda r: r.update(options={"trumps": "hearts"}), "options.trumps", "unknown option"),
    (lambda r: r["actions"].__setitem__(1, {"player": 0, "kind": "play", "cards": ["A♠"]}),
     "actions[1]", "refused"),
    (lambda r: r["actions"].__setitem__(0, {"player": 0, "kind": "fly"}), "actions[0].kind",
     "not an act"),
    (lambda r: r["result"].update(points=[9, 9]), "result.points[0]", "does not match"),
])
def test_bad_records_name_the_field(change: object, field: str, reason: str) -> None:
    data = played_record()
    change(data)  # type: ignore[operator]
    with pytest.raises(RecordError) as err:
        record.loads(json.dumps(data, ensure_ascii=False))
    assert err.value.field == field and reason in err.value.reason


def test_a_renounce_in_a_strict_record_is_refused() -> None:
    deal = deal_of(eldest="K♦ A♠ 9♠ 4♥ 7♣ 3♣", dealer="8♦ 2♥ 5♠ Q♣ 10♣ 6♣")
    deal.stand()
    deal.play("K♦")
    deal.play("6♣")
    data = record.to_json(deal)
    assert record.from_json(data).irregularities  # accepted as at the table
    data["options"] = {"strict": True}
    with pytest.raises(RecordError) as err:
        record.from_json(data)
    assert err.value.field == "actions[2]" and "renounce" in err.value.reason


def test_record_from_seed_without_pack() -> None:
    data = played_record(9)
    del data["pack"]
    assert record.from_json(data).result().to_json() == data["result"]


# -- speed ------------------------------------------------------------------------------


def test_bench_playouts_play_whole_deals() -> None:
    rng = random.Random(1)
    for label, playout in bench.variants(GAMES["all-fours"]):
        assert label.startswith("All-Fours") and playout(rng) >= 2


def test_a_lone_lawful_card_is_not_called_the_lowest() -> None:
    """The period player's reason for a card forced on it (the last card in
    hand, or the one trump it must follow with) had been "throw the lowest
    card"; it is "the only card he may play"."""
    from playable.allfours.strategy import PeriodPlayer

    forced = choosing = 0
    for seed in range(1, 20):
        deal = Deal.new(seed)
        while not deal.is_over:
            legal = deal.legal_actions()
            assert deal.to_move is not None
            advice = PeriodPlayer().advise(deal.view(deal.to_move), legal)
            plays = [a for a in legal if a.kind == "play"]
            if plays and len(plays) == 1:
                forced += 1
                assert "lowest" not in advice.reason, advice
            elif "throw the lowest card" in advice.reason:
                choosing += 1
            deal.apply(advice.action)
    assert forced and choosing, "both reasons are seen"
