"""Whist as *Enquire Within* ¶73–77 has it: the deal, the play, the score, the
call at eight, each irregularity of ¶76 with its penalty, the rubber and the
solver (``playable.whist``)."""

from __future__ import annotations

import random

import pytest

from playable.engine.cards import Card, Suit, full_pack
from playable.engine.core import Action, Phase
from playable.engine.errors import IllegalPlay, Misdeal, OutOfTurn, RuleError
from playable.table.words import TableWords
from playable.whist import Deal, Options, Rubber, game_value
from playable.whist.solve import analyse
from playable.whist.strategy import PeriodPlayer

#: South, West, North, East; East deals and turns up the 5♥ (hearts trumps):
#: West holds ace, king and queen of trumps, North the knave.
HANDS = ["A♠ K♠ Q♠ 2♥ 3♥ 4♥ 5♦ 6♦ 7♦ 2♣ 3♣ 4♣ 5♣",
         "J♠ 10♠ 9♠ A♥ K♥ Q♥ 8♦ 9♦ 10♦ 6♣ 7♣ 8♣ 9♣",
         "8♠ 7♠ 6♠ J♥ 10♥ 9♥ J♦ Q♦ K♦ 10♣ J♣ Q♣ K♣",
         "5♠ 4♠ 3♠ 2♠ 8♥ 7♥ 6♥ A♦ 2♦ 3♦ 4♦ A♣"]


def table(**options: object) -> Deal:
    return Deal.setup(hands=HANDS, dealer=3, turn_up="5♥", options=Options(**options))  # type: ignore[arg-type]


def play(deal: Deal, cards: str) -> None:
    for card in cards.split():
        deal.play(card)


def refusal(deal: Deal, action: Action) -> str:
    """The law cited by the refusal of ``action`` (it must be refused)."""
    with pytest.raises(RuleError) as refused:
        deal.apply(action)
    return str(refused.value.law)


def finish(deal: Deal) -> None:
    """Play the deal out, each seat its first lawful card."""
    while not deal.is_over:
        deal.apply(next(a for a in deal.legal_actions() if a.kind == "play"))


# --------------------------------------------------------------------------
# The deal and the play (¶73)


def test_the_dealer_deals_one_at_a_time_from_his_left_and_turns_up_the_last() -> None:
    pack = full_pack()
    deal = Deal(pack, dealer=2)
    assert deal.hand(3)[0] in pack[0::4] and set(deal.hand(3)) == set(pack[0::4])
    assert set(deal.hand(0)) == set(pack[1::4]) and set(deal.hand(1)) == set(pack[2::4])
    assert deal.turn_up == pack[-1] and deal.trump is pack[-1].suit
    assert pack[-1] not in deal.hand(2) and pack[-1] in deal.held(2)  # on the table
    assert len(deal.hand(2)) == 12 and deal.to_move == 3  # the elder hand leads


def test_the_turn_up_lies_on_the_table_till_the_first_trick_is_played() -> None:
    deal = table()
    play(deal, "A♠ 9♠ 6♠")
    assert Card.parse("5♥") not in deal.hand(3)
    deal.play("2♠")
    assert Card.parse("5♥") in deal.hand(3) and deal.up_on_table is False


def test_suit_is_followed_and_the_highest_trump_or_card_of_the_suit_led_wins() -> None:
    deal = table()
    assert {a.cards[0].suit for a in deal.legal_actions() if a.cards} == {
        Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS}
    deal.play("5♣")
    assert {str(a.cards[0]) for a in deal.legal_actions()} == {"6♣", "7♣", "8♣", "9♣"}
    play(deal, "9♣ K♣ A♣")
    assert deal.tricks[-1].winner == 3 and deal.to_move == 3
    play(deal, "A♦ 5♦ 8♦ J♦")
    assert deal.tricks[-1].winner == 3
    play(deal, "2♠ Q♠ J♠ 6♠")
    assert deal.tricks[-1].winner == 0
    play(deal, "6♦ 9♦ Q♦ 2♦")
    assert deal.tricks[-1].winner == 2
    deal.play("K♦")  # North leads; East has diamonds, South one, West trumps none
    play(deal, "3♦ 7♦ 10♦")
    assert deal.tricks[-1].winner == 2


def test_a_trump_takes_the_trick_from_the_suit_led() -> None:
    deal = table()
    play(deal, "A♠ 9♠ 6♠ 2♠ K♠ 10♠ 7♠ 3♠ Q♠ J♠ 8♠ 4♠")
    deal.play("2♣")
    play(deal, "6♣ 10♣ A♣")
    deal.play("5♠")  # East leads his last spade: nobody else holds one
    play(deal, "2♥ A♥ 9♥")
    assert deal.tricks[-1].winner == 1


# --------------------------------------------------------------------------
# The score


def test_odd_tricks_and_three_honours_are_scored_tricks_first() -> None:
    deal = table()
    finish(deal)
    result = deal.result()
    assert sum(result.tricks) == 13
    items = [(line.player, line.item, line.points) for line in result.lines]
    winner = 0 if result.tricks[0] > 6 else 1
    assert items[0] == (winner, "tricks", max(result.tricks) - 6)
    assert items[-1] == (1, "honours", 2)  # West's ace, king and queen of trumps


def test_four_honours_score_four_and_two_nothing() -> None:
    hands = [HANDS[0], HANDS[1].replace("Q♥", "J♥"), HANDS[2].replace("J♥", "Q♥"), HANDS[3]]
    deal = Deal.setup(hands=hands, dealer=3, turn_up="5♥")
    finish(deal)
    assert [line.points for line in deal.result().lines if line.item == "honours"] == [2]
    hands = [HANDS[0].replace("2♥", "J♥"), HANDS[1], HANDS[2].replace("J♥", "2♥"), HANDS[3]]
    hands = [hands[0], hands[1].replace("A♥", "3♥"), hands[2], hands[3]]
    hands[0] = hands[0].replace("3♥", "A♥")
    deal = Deal.setup(hands=hands, dealer=3, turn_up="5♥")  # two honours each side
    finish(deal)
    assert [line for line in deal.result().lines if line.item == "honours"] == []
    four = [HANDS[0], HANDS[1].replace("9♠", "J♥"), HANDS[2].replace("J♥", "9♠"), HANDS[3]]
    deal = Deal.setup(hands=four, dealer=3, turn_up="5♥")
    finish(deal)
    assert [line.points for line in deal.result().lines if line.item == "honours"] == [4]


def test_honours_do_not_count_at_nine_nor_at_four_in_short_whist() -> None:
    seen = 0
    for variety, nine in (("long", 9), ("short", 4)):
        for seed in range(60):
            deal = Deal.new(seed, options=Options(variety=variety, score=(nine, 0)))
            if deal.honours_held()[0] < 3:
                continue
            finish(deal)
            result = deal.result()
            honours = [line.points for line in result.lines
                       if line.item == "honours" and line.player == 0]
            if result.tricks[0] > 6:
                assert honours == [] and result.game == 0  # out by the tricks first
            else:
                seen += 1
                assert honours == [0] and result.game is None
    assert seen >= 2


def test_honours_do_not_count_once_the_tricks_have_won_the_game() -> None:
    deal = Deal.setup(hands=HANDS, dealer=3, turn_up="5♥", options=Options(score=(0, 9)))
    finish(deal)
    result = deal.result()
    assert result.tricks[1] > 6 and result.game == 1
    assert [line.item for line in result.lines] == ["tricks"]  # West–East's honours unscored


def test_game_values_and_the_rubber() -> None:
    assert [game_value(n, 5) for n in (0, 1, 2, 3, 4)] == [3, 2, 2, 1, 1]
    assert [game_value(n, 10) for n in (0, 4, 5, 9)] == [3, 2, 1, 1]
    rubber = Rubber(Options(variety="short"), dealer=3)
    rng = random.Random(5)
    while not rubber.over:
        deal = rubber.new_deal(rng.randrange(10**6))
        finish(deal)
        rubber.count(deal)
    won = rubber.winner
    assert won is not None and rubber.games_won[won] == 2
    games = [v for s, v in rubber.games if s == won]
    lost = sum(v for s, v in rubber.games if s != won)
    assert rubber.points()[won] == sum(games) + 2 - lost


def test_a_rubber_begins_in_a_game_at_a_score() -> None:
    """``Rubber(score=...)``: the game in progress at that score, its deals
    dealt at it and their points counted on from it; the options' own score
    the rubber's to keep; a score no game has is refused by name."""
    rubber = Rubber(Options(score=(1, 1)), dealer=3, score=(3, 7))
    assert rubber.score == [3, 7] and rubber.options.score is None
    deal = rubber.new_deal(5)
    assert deal.options.score == (3, 7)
    finish(deal)
    points = [0, 0]
    for line in deal.result().lines:
        points[line.player] += line.points
    rubber.count(deal)
    if max(3 + points[0], 7 + points[1]) >= 10:
        assert len(rubber.games) == 1 and rubber.score == [0, 0]
    else:
        assert rubber.score == [3 + points[0], 7 + points[1]]
    with pytest.raises(ValueError, match="side 1's score must be a whole number from 0 to 4"):
        Rubber(Options(variety="short"), score=(0, 5))
    with pytest.raises(ValueError, match="two numbers"):
        Rubber(score=(1,))


# --------------------------------------------------------------------------
# Honours called at eight (¶76 xx)


def test_honours_called_at_eight_and_answered_win_the_game() -> None:
    deal = table(score=(0, 8))
    play(deal, "5♣")  # South leads; West holds three honours and may call
    assert Action("call", 1) in deal.legal_actions()
    deal.apply(Action("call", 1))
    assert deal.is_over and deal.result().game == 1
    assert deal.result().points == (0, 2)


def test_a_call_says_whether_it_was_answered_or_the_caller_held_three() -> None:
    """The account had said "called at eight and answered" of a caller who
    held the three honours himself, his partner holding none; and the period
    player called "with two honours" whatever he held."""
    from playable.whist.strategy import PeriodPlayer

    alone = table(score=(0, 8))  # West holds A♥ K♥ Q♥, East none
    play(alone, "5♣")
    advice = PeriodPlayer().advise(alone.view(1), alone.legal_actions())
    assert advice.action == Action("call", 1) and "with three honours" in advice.reason
    alone.apply(Action("call", 1))
    (line,) = [x for x in alone.result().told().splitlines() if "called" in x]
    assert "the caller holding three: 3 honours" in line and "answered" not in line
    # the queen with East: West's two answered by his partner
    hands = [HANDS[0], HANDS[1].replace("Q♥", "8♥"), HANDS[2], HANDS[3].replace("8♥", "Q♥")]
    answered = Deal.setup(hands=hands, dealer=3, turn_up="5♥", options=Options(score=(0, 8)))
    assert answered.honours_of(1) == 2 and answered.honours_of(3) == 1
    play(answered, "5♣")
    advice = PeriodPlayer().advise(answered.view(1), answered.legal_actions())
    assert "with two honours" in advice.reason
    answered.apply(Action("call", 1))
    assert answered.is_over
    assert "honours called at eight and answered: 3 honours" in answered.result().told()


def test_a_call_unanswered_plays_on() -> None:
    hands = [HANDS[0], HANDS[1].replace("Q♥", "9♥"), HANDS[2].replace("9♥", "Q♥"), HANDS[3]]
    deal = Deal.setup(hands=hands, dealer=3, turn_up="5♥", options=Options(score=(8, 0)))
    deal.play("5♣")
    assert Action("call", 1) not in deal.legal_actions()  # West–East at nought
    deal = Deal.setup(hands=hands, dealer=3, turn_up="5♥", options=Options(score=(0, 8)))
    deal.play("5♣")
    deal.apply(Action("call", 1))  # A, K with West; East holds none; North the queen
    assert not deal.is_over and deal.to_move == 1
    assert deal.answers[-1].answer == "no honour: play on"


def test_calls_where_the_law_forbids_them() -> None:
    strict = Deal.setup(hands=HANDS, dealer=3, turn_up="5♥",
                        options=Options(strict=True, score=(0, 7)))
    strict.play("5♣")
    with pytest.raises(RuleError) as refused:
        strict.apply(Action("call", 1))
    assert refused.value.law == "whist:s76-xx"
    short = Deal.setup(hands=HANDS, dealer=3, turn_up="5♥",
                       options=Options(variety="short", score=(0, 4)))
    short.play("5♣")
    assert Action("call", 1) not in short.legal_actions()
    # the clubs' rule: eight with the deal (East deals) cannot call against nine
    clubs = Deal.setup(hands=HANDS, dealer=3, turn_up="5♥",
                       options=Options(score=(9, 8), deal_calls_against_nine=False))
    clubs.play("5♣")
    assert Action("call", 1) not in clubs.legal_actions()
    law = Deal.setup(hands=HANDS, dealer=3, turn_up="5♥", options=Options(score=(9, 8)))
    law.play("5♣")
    assert Action("call", 1) in law.legal_actions()


# --------------------------------------------------------------------------
# The irregularities of ¶76


def test_a_misdeal_lets_the_adversaries_demand_a_fresh_deal_and_strict_play_refuses_it() -> None:
    """¶76 iv: "a fresh deal may be demanded", and "In cases of a misdeal, the
    deal passes to the next player"; or the adversaries let the deal stand."""
    deal = table()
    deal.apply(Action("misdeal", 3))
    assert deal.irregularities[-1].law == "whist:s76-iv"
    assert deal.stage == "misdealt" and deal.phase is Phase.DEAL and deal.to_move == 0
    assert [a.kind for a in deal.legal_actions()] == ["new-deal", "let-stand"]
    stands = deal.clone()
    with pytest.raises(RuleError):
        deal.apply(Action("new-deal", 1))  # the elder hand speaks for the adversaries
    with pytest.raises(Misdeal):
        deal.apply(Action("misdeal", 3))  # the adversaries are deciding
    deal.apply(Action("new-deal", 0))
    assert deal.is_over and deal.result().void and not deal.result().redeal
    assert deal.irregularities[-1].law == "whist:s76-iv"
    stands.apply(Action("let-stand", 0))
    assert stands.stage == "play" and stands.to_move == 0 and not stands.is_over
    # the reading of the engine before 0.3.8: void at once
    old = table(misdeal="void")
    old.apply(Action("misdeal", 3))
    assert old.is_over and old.result().void == deal.result().void
    with pytest.raises(ValueError, match="misdeal"):
        Options(misdeal="redeal")  # type: ignore[arg-type]
    rubber = Rubber(dealer=3)
    rubber.count(deal)
    assert rubber.dealer == 0  # ¶76 iv: "the deal passes to the next player"
    with pytest.raises(Misdeal) as refused:
        table(strict=True).apply(Action("misdeal", 3))
    assert refused.value.law == "whist:s76-iv"


def test_a_card_exposed_in_dealing_gives_the_adversaries_a_new_deal() -> None:
    deal = table()
    deal.apply(Action("deal-exposed", 3, (Card.parse("A♠"),)))
    assert deal.irregularities[-1].law == "whist:s76-ii"
    assert deal.phase is Phase.DEAL and deal.to_move == 0
    assert {a.kind for a in deal.legal_actions()} == {"new-deal", "let-stand"}
    again = deal.clone()
    deal.apply(Action("new-deal", 0))
    assert deal.result().void and deal.result().redeal
    again.apply(Action("let-stand", 0))
    assert again.to_move == 0 and not any(again.exposed)
    with pytest.raises(Misdeal) as strict:
        table(strict=True).apply(Action("deal-exposed", 3, (Card.parse("A♠"),)))
    assert strict.value.law == "whist:s76-ii"


def test_a_card_exposed_in_dealing_and_let_stand_is_in_every_other_seats_view() -> None:
    """The card exposed in dealing, the deal let stand (¶76 ii), was seen by the
    whole table: every seat but its holder's sees it in his view, with its
    holder, until it is played; the strong player's sampler, which deals the
    unseen cards again, does not take such a view (it had dealt the card to
    any hand), and the strong player plays as the period player there."""
    from playable.solver.pimc import StrongPlayer, Unsampled
    from playable.table.views import shown_cards
    from playable.whist import sample

    deal = table()
    holder = 1  # West's card: South, eldest, is the first to play
    card = deal.hand(holder)[0]
    deal.apply(Action("deal-exposed", 3, (card,)))
    deal.apply(Action("let-stand", 0))
    for seat in range(4):
        view = deal.view(seat)
        assert view.dealing_exposed == (None if seat == holder else (holder, card))
        assert card in shown_cards(view)
    mover = deal.to_move
    assert mover is not None and mover != holder
    with pytest.raises(Unsampled):
        sample.sample(deal.view(mover), random.Random(0))
    advice = StrongPlayer(sample.SAMPLING, samples=2, seconds=None).advise(
        deal.view(mover), deal.legal_actions(), random.Random(0))
    assert advice.action in deal.legal_actions() and not advice.samples
    assert table().view(0).dealing_exposed is None


def test_a_fresh_deal_may_be_called_in_the_first_round_and_not_after() -> None:
    """¶76 v: "After the first round has been played, no fresh deal can be
    called": a misdeal or a card exposed in dealing is found until the first
    trick is turned, the cards played to it then played for nothing."""
    deal = table()
    play(deal, "A♠ 9♠")
    assert Action("misdeal", 3) in deal.irregular_actions()
    void = deal.clone()
    void.apply(Action("misdeal", 3))
    void.apply(Action("new-deal", 0))
    assert void.is_over and void.result().void and void.to_move is None
    assert len(void.trick) == 2 and void.result().points == (0, 0)
    assert not void.legal_actions()
    from playable.table import record

    back = record.loads(record.dumps(void))  # its record reads back, the result checked
    assert back.result() == void.result() and back.history == void.history
    # a card exposed in dealing, let stand: the play goes on where it stood
    deal.apply(Action("deal-exposed", 3, (Card.parse("K♠"),)))
    assert deal.phase is Phase.DEAL and deal.to_move == 0
    deal.apply(Action("let-stand", 0))
    assert deal.to_move == 2 and deal.leader == 0 and len(deal.trick) == 2
    assert [str(a.cards[0]) for a in deal.legal_actions()] == ["8♠", "7♠", "6♠"]
    deal.play("6♠")
    assert deal.up_on_table and Action("misdeal", 3) in deal.irregular_actions()
    deal.play("2♠")  # the first trick turned: the first round played
    assert not deal.up_on_table
    assert not {"misdeal", "deal-exposed"} & {a.kind for a in deal.irregular_actions()}
    for act in (Action("misdeal", 3), Action("deal-exposed", 3, (Card.parse("K♦"),))):
        with pytest.raises(Misdeal) as refused:
            deal.apply(act)
        assert refused.value.law == "whist:s76-v"
    strict = table(strict=True)
    play(strict, "A♠ 9♠ 6♠ 2♠")
    with pytest.raises(Misdeal) as late:
        strict.apply(Action("misdeal", 3))
    assert late.value.law == "whist:s76-v"


def test_a_card_led_out_of_turn_is_exposed_and_called() -> None:
    deal = table()
    deal.apply(Action("play", 1, (Card.parse("J♠"),)))  # West leads; South is to lead
    assert deal.to_move == 0 and not deal.trick and Card.parse("J♠") in deal.exposed[1]
    assert deal.irregularities[-1].law == "whist:s76-ix"
    deal.play("A♠")
    assert [str(a.cards[0]) for a in deal.legal_actions()] == ["J♠"]  # called
    with pytest.raises(IllegalPlay) as refused:
        deal.play("9♠")
    assert refused.value.law == "whist:s76-ix"
    with pytest.raises(OutOfTurn) as strict:
        table(strict=True).apply(Action("play", 1, (Card.parse("J♠"),)))
    assert strict.value.law == "whist:s76-ix"


def test_the_third_hand_before_the_second_stands_and_the_fourth_may_play_first() -> None:
    """¶76 viii: "If the third hand play before the second, the fourth has a
    right to play before his partner": the card stands, the fourth is asked
    first, and may play or wait; the trick is read as played."""
    deal = table()
    deal.play("A♠")
    deal.apply(Action("play", 2, (Card.parse("8♠"),)))  # North before West
    assert deal.trick == [(0, Card.parse("A♠")), (2, Card.parse("8♠"))]
    assert not any(deal.exposed) and deal.stood
    assert deal.irregularities[-1].law == "whist:s76-viii"
    assert deal.to_move == 3  # East, West's partner
    assert [a.kind for a in deal.legal_actions()] == ["play"] * 4 + ["wait"]
    waited = deal.clone()
    deal.play("2♠")  # East plays before his partner
    assert deal.to_move == 1 and deal.before is None
    deal.play("9♠")
    assert deal.tricks[-1].cards[3] == (1, Card.parse("9♠")) and deal.tricks[-1].winner == 0
    assert deal.to_move == 0 and not deal.stood
    waited.apply(Action("wait", 3))
    assert waited.to_move == 1 and [a.kind for a in waited.legal_actions()] == ["play"] * 3
    waited.play("9♠")
    assert waited.to_move == 3  # East, the one seat yet to play
    with pytest.raises(RuleError) as refused:
        waited.apply(Action("wait", 3))
    assert refused.value.law == "whist:s76-viii"
    with pytest.raises(OutOfTurn) as strict:
        strict_deal = table(strict=True)
        strict_deal.play("A♠")
        strict_deal.apply(Action("play", 2, (Card.parse("8♠"),)))
    assert strict.value.law == "whist:s76-viii"


def test_the_fourth_hand_before_the_second_stands_and_the_second_must_win() -> None:
    """¶76 viii: "if the fourth hand play before the second or third, the cards
    so played must stand, and the second be compelled to win the trick if he
    can"; before the third alone, the card stands and no one is compelled."""
    deal = table()
    deal.play("5♦")
    deal.apply(Action("play", 3, (Card.parse("A♦"),)))  # East before West
    assert deal.compelled == {1: "win"} and deal.to_move == 1
    # West cannot beat the ace: any diamond
    assert [str(c) for c in deal.legal_plays()] == ["10♦", "9♦", "8♦"]
    deal.play("8♦")
    assert deal.to_move == 2 and deal.compelled == {}
    deal.play("J♦")
    assert deal.tricks[-1].winner == 3 and deal.to_move == 3
    deal = table()
    deal.play("5♦")
    deal.apply(Action("play", 3, (Card.parse("4♦"),)))
    assert [str(c) for c in deal.legal_plays()] == ["10♦", "9♦", "8♦"]  # each wins it
    # West with the three of diamonds for the nine: he may not play it
    hands = [h.replace("9♦", "3♦") if i == 1 else h.replace("3♦", "9♦") if i == 3 else h
             for i, h in enumerate(HANDS)]
    deal = Deal.setup(hands=hands, dealer=3, turn_up="5♥")
    deal.play("5♦")
    deal.apply(Action("play", 3, (Card.parse("4♦"),)))
    assert [str(c) for c in deal.legal_plays()] == ["10♦", "8♦"]
    with pytest.raises(IllegalPlay) as refused:
        deal.play("3♦")
    assert refused.value.law == "whist:s76-viii"
    assert "must win the trick" in refused.value.reason
    deal = table()
    play(deal, "5♦ 8♦")
    deal.apply(Action("play", 3, (Card.parse("A♦"),)))  # East before North
    assert deal.compelled == {} and deal.to_move == 2
    assert deal.irregularities[-1].description == "played A♦ before North: the card stands"
    # a renounce made out of turn stands, and may be recalled; the turn goes
    # back to the hand whose turn it was
    deal = table()
    deal.play("5♦")
    deal.apply(Action("play", 2, (Card.parse("K♣"),)))
    assert [i.law for i in deal.irregularities] == ["whist:s76-viii", "whist:s76-xv"]
    deal.apply(Action("recall", 2))
    assert deal.trick == [(0, Card.parse("5♦"))] and deal.to_move == 1
    assert not deal.stood and deal.before is None and Card.parse("K♣") in deal.exposed[2]


def test_a_card_played_before_its_turn_is_taken_back_and_called_under_the_old_reading() -> None:
    """``Options(out_of_turn="called")``, the reading of the engine before it
    followed viii (records written then replay with it): the card is not let
    stand but taken back and called, ix's remedy, citing ix."""
    deal = table(out_of_turn="called")
    deal.play("A♠")
    deal.apply(Action("play", 2, (Card.parse("8♠"),)))  # North before West
    assert deal.to_move == 1 and len(deal.trick) == 1
    assert Card.parse("8♠") in deal.exposed[2]
    assert deal.irregularities[-1].law == "whist:s76-ix"
    deal.play("9♠")
    assert [str(a.cards[0]) for a in deal.legal_actions()] == ["8♠"]
    with pytest.raises(OutOfTurn) as strict:
        strict_deal = table(strict=True, out_of_turn="called")
        strict_deal.play("A♠")
        strict_deal.apply(Action("play", 2, (Card.parse("8♠"),)))
    assert strict.value.law == "whist:s76-ix"
    with pytest.raises(ValueError, match="out_of_turn"):
        Options(out_of_turn="taken-back")  # type: ignore[arg-type]


def test_an_exposed_card_is_called_when_it_may_be_played() -> None:
    deal = table()
    deal.apply(Action("expose", 2, (Card.parse("K♣"),)))
    deal.play("5♣")
    deal.play("9♣")
    assert [str(a.cards[0]) for a in deal.legal_actions()] == ["K♣"]


def test_any_card_may_be_shown_or_played_out_of_turn_but_not_the_trump_card_lying_up() -> None:
    """Which card is shown or led out of turn decides what the penalty costs
    (an ace called, the suit of the lead answered): the table offers each
    card of each hand, in its order, save the trump card while it lies face
    up on the table (all have seen it): shown again, it is not called."""
    deal = table()
    offered = deal.irregular_actions()
    for seat in range(4):
        shown = [a.cards[0] for a in offered if a.kind == "expose" and a.player == seat]
        face_up = [deal.turn_up] if seat == deal.dealer else []
        assert shown == [c for c in deal.held(seat) if c not in face_up]
        out_of_turn = [a.cards[0] for a in offered if a.kind == "play" and a.player == seat]
        assert out_of_turn == ([] if seat == deal.to_move else list(deal.held(seat)))
    assert "the trump card, lies face up" in str(deal.why_not(Action("expose", 3, (deal.turn_up,))))
    deal.apply(Action("expose", 3, (deal.turn_up,)))  # as the table has it: all have seen it
    assert not deal.exposed[3] and not deal.irregularities[-1].penalty
    deal.apply(Action("expose", 3, (Card.parse("A♣"),)))  # not the first card of his hand
    assert deal.exposed[3] == {Card.parse("A♣")}


def test_the_account_tells_an_irregular_act_once_and_names_the_card_of_the_others() -> None:
    """The deal told trick by trick (``replay``, the Deal page's account): an
    act the laws note is told by its note alone ("West exposed K♥ ..."), not
    by a second line with its kind; an act they do not note (the card called
    let go) is told with the card it names."""
    deal = table()
    deal.apply(Action("expose", 1, (Card.parse("K♥"),)))
    deal.apply(Action("waive", 0, (Card.parse("K♥"),)))
    told = str(deal).splitlines()
    assert "  Irregular: West (P1) exposed K♥: it is called, to be played when it may be " \
           "[whist:s76-ix]" in told
    assert "  West (P1): expose" not in told and "  South (P0): waive K♥" in told


def test_a_trump_played_by_mistake_is_recalled_with_the_lowest_called() -> None:
    deal = table()
    play(deal, "A♠ 9♠")
    deal.play("J♥")  # North trumps, holding spades
    assert deal.renounces == [(2, Card.parse("J♥"))]
    deal.apply(Action("recall", 2, (), "lowest"))
    assert deal.to_move == 2 and Card.parse("J♥") in deal.exposed[2]
    assert [str(a.cards[0]) for a in deal.legal_actions()] == ["6♠"]
    assert deal.irregularities[-1].law == "whist:s76-x"


def test_a_card_not_following_is_recalled_before_the_trick_is_turned() -> None:
    deal = table()
    play(deal, "A♠")
    deal.play("8♦")  # West renounces
    deal.play("6♠")
    deal.apply(Action("recall", 1))
    assert deal.to_move == 1 and [c for _, c in deal.trick] == [Card.parse("A♠")]
    assert Card.parse("6♠") in deal.hand(2) and deal.irregularities[-1].law == "whist:s76-xi"
    with pytest.raises(RuleError):
        deal.apply(Action("recall", 1, (), "lowest"))  # nothing to recall now


def test_the_partners_question_finds_a_renounce() -> None:
    deal = table()
    play(deal, "A♠ 8♦")
    deal.apply(Action("ask", 3))  # East asks West "having none?"
    assert "recalled" in deal.answers[-1].answer and deal.to_move == 1
    deal.play("9♠")
    play(deal, "6♠ 2♠")
    assert not deal.revokes


def test_the_last_trick_may_be_seen_and_no_other() -> None:
    deal = table()
    play(deal, "A♠ 9♠ 6♠ 2♠ K♠ 10♠ 7♠ 3♠")
    deal.apply(Action("see-trick", 0, (), "2"))  # South made trick 2
    assert deal.answers[-1].answer.startswith("South K♠") and not deal.irregularities
    deal.apply(Action("see-trick", 0, (), "1"))
    assert deal.irregularities[-1].law == "whist:s76-xii"
    assert not deal.irregularities[-1].penalty
    strict = table(strict=True)
    play(strict, "A♠ 9♠ 6♠ 2♠ K♠ 10♠ 7♠ 3♠")
    with pytest.raises(RuleError):
        strict.apply(Action("see-trick", 0, (), "1"))


def test_only_the_player_who_made_the_last_trick_may_see_it() -> None:
    """¶76 xii: "the player who made it may see the preceding trick".  A look
    by another seat is noted under the law, with no penalty (the law sets
    none), and refused in strict play; it had been shown to any seat."""
    deal = table()
    play(deal, "A♠ 9♠ 6♠ 2♠ K♠ 10♠ 7♠ 3♠")  # South makes both tricks
    for seat in (1, 2, 3):
        deal.apply(Action("see-trick", seat, (), "2"))
        assert deal.answers[-1].answer.startswith("South K♠")
        assert deal.irregularities[-1].law == "whist:s76-xii"
        assert deal.irregularities[-1].player == seat and not deal.irregularities[-1].penalty
        assert "South made" in deal.irregularities[-1].description
    assert len(deal.irregularities) == 3
    strict = table(strict=True)
    play(strict, "A♠ 9♠ 6♠ 2♠ K♠ 10♠ 7♠ 3♠")
    with pytest.raises(RuleError, match="only the player who made trick 2, South, may see it"):
        strict.apply(Action("see-trick", 1, (), "2"))
    assert not strict.irregularities and not strict.answers
    strict.apply(Action("see-trick", 0, (), "2"))
    assert strict.answers[-1].answer.startswith("South K♠") and not strict.irregularities


def test_the_cards_of_a_trick_are_drawn_for_the_player_to_play() -> None:
    deal = table()
    play(deal, "A♠ 9♠")
    deal.apply(Action("draw", 2))
    assert deal.answers[-1].answer == "South A♠, West 9♠"
    with pytest.raises(RuleError):
        deal.apply(Action("draw", 3))


#: Eleven tricks of the deal of :data:`HANDS`, each seat playing its first
#: lawful card; South–North have four, West–East seven, North leads.
ELEVEN = ["4♥ A♥ J♥ 8♥", "K♥ 10♥ 7♥ 3♥", "Q♥ 9♥ 6♥ 2♥", "J♠ 8♠ 5♠ A♠", "K♠ 10♠ 7♠ 4♠",
          "Q♠ 9♠ 6♠ 3♠", "5♣ 9♣ K♣ A♣", "5♥ 4♣ 8♣ Q♣", "2♠ 3♣ 7♣ J♣", "A♦ 7♦ 10♦ K♦",
          "4♦ 6♦ 9♦ Q♦"]
LEFT = ["2♣ 5♦", "6♣ 8♦", "10♣ J♦", "3♦ 2♦"]


def revoked(**options: object) -> Deal:
    """Trick twelve of :data:`HANDS`: North leads the J♦, and West, holding the
    8♦, plays the 6♣."""
    deal = Deal.setup(hands=LEFT, dealer=3, turn_up="5♥", tricks=ELEVEN,
                      options=Options(**options))  # type: ignore[arg-type]
    play(deal, "J♦ 3♦ 5♦")
    return deal


def test_a_revoke_is_refused_in_strict_play() -> None:
    deal = revoked(strict=True)
    with pytest.raises(IllegalPlay) as refused:
        deal.play("6♣")
    assert refused.value.law == "whist:s76-xv"


@pytest.mark.parametrize(("how", "lines"), [
    ("add", [(0, "revoke", 3), (1, "tricks", 1), (1, "honours", 2)]),
    ("deduct", [(1, "revoke", -3), (1, "tricks", 1), (1, "honours", 2)]),
    ("tricks", [(0, "revoke", 0), (0, "tricks", 3), (1, "honours", 2)]),
])
def test_a_revoke_is_claimed_when_the_cards_are_abandoned(how: str,
                                                         lines: list[tuple[int, str, int]]
                                                         ) -> None:
    deal = revoked()
    deal.play("6♣")
    assert deal.revokes == [(1, 12)]
    deal.apply(Action("claim-revoke", 0, (), "tricks"))  # too soon: noted, nothing more
    assert deal.revokes and not deal.irregularities[-1].penalty
    play(deal, "10♣ 2♦ 2♣ 8♦")
    assert deal.stage == "claims" and deal.phase is Phase.SCORING and deal.to_move == 2
    deal.apply(Action("claim-revoke", 2, (), how))
    assert [(line.player, line.item, line.points) for line in deal.result().lines] == lines


def test_the_revokers_cannot_score_out() -> None:
    deal = revoked(score=(0, 9))
    play(deal, "6♣ 10♣ 2♦ 2♣ 8♦")
    deal.apply(Action("claim-revoke", 2, (), "add"))
    assert deal.result().game is None  # West–East's odd trick would have put them out
    assert not [line for line in deal.result().lines if line.item == "tricks"]


def test_no_claim_after_the_tricks_are_gathered_and_the_proof_lies_with_the_claimants() -> None:
    deal = revoked()
    play(deal, "6♣ 10♣ 2♦ 2♣ 8♦")
    deal.apply(Action("claim-revoke", 1, (), "add"))  # the revokers claim: nothing proved
    assert deal.irregularities[-1].law == "whist:s76-xvii"
    deal.apply(Action("gather", 2))
    assert deal.is_over and not [line for line in deal.result().lines if line.item == "revoke"]
    assert any(i.law == "whist:s76-xvi" for i in deal.irregularities)


def test_revokes_on_both_sides_make_a_new_deal() -> None:
    deal = Deal.setup(hands=LEFT, dealer=3, turn_up="5♥", tricks=ELEVEN)
    play(deal, "J♦ 2♦ 2♣ 6♣")  # South and West both renounce, each holding a diamond
    play(deal, "10♣ 3♦ 5♦ 8♦")
    assert deal.result().void and deal.result().redeal
    assert deal.irregularities[-1].law == "whist:s76-xviii"


# --------------------------------------------------------------------------
# The honours claimed by the table (¶76 xix, Options.claim_honours)


def played_out(deal: Deal) -> Deal:
    """Play on while a card is to be played (to the claims at the end), each
    seat its last lawful card: South–North take seven tricks."""
    while deal.stage == "play":
        deal.play(deal.legal_plays()[-1])
    return deal


def test_the_holders_claim_their_honours_or_the_cards_are_packed_without() -> None:
    deal = played_out(table(claim_honours=True))
    assert deal.stage == "honours" and deal.phase is Phase.SCORING and deal.to_move == 1
    assert deal.legal_actions() == [Action("claim-honours", 1, (), "three"), Action("pack", 1)]
    assert [line.item for line in deal.result().lines] == ["tricks"]  # nothing claimed yet
    claimed = deal.clone()
    claimed.apply(Action("claim-honours", 3, (), "three"))  # East claims for his side
    assert claimed.is_over and claimed.result().points[1] == 2
    assert claimed.result().lines[-1].reason == "three honours, claimed"
    deal.apply(Action("pack", 1))
    assert deal.is_over and deal.result().points[1] == 0
    assert deal.result().lines[-1].points == 0 and deal.result().lines[-1].law == "whist:s76-xix"
    with pytest.raises(RuleError, match="no omission") as refused:  # nothing rectifies it
        deal.apply(Action("claim-honours", 1, (), "three"))
    assert refused.value.law == "whist:s76-xix"


def test_by_default_the_engine_claims_the_honours_and_the_table_cannot() -> None:
    deal = played_out(table())
    assert deal.is_over and deal.result().lines[-1].reason == "three honours, claimed"
    with pytest.raises(RuleError, match="claim_honours is off"):
        deal.apply(Action("claim-honours", 1, (), "three"))
    before = played_out(table(claim_honours=True))
    with pytest.raises(RuleError):  # only the holders let the cards be packed
        before.apply(Action("pack", 0))
    assert before.stage == "honours"


def test_an_overscore_of_honours_is_deducted_when_proved() -> None:
    deal = played_out(table(claim_honours=True))
    deal.apply(Action("claim-honours", 1, (), "four"))  # West–East held three
    assert deal.is_over and deal.result().points[1] == 2  # three honours' two points
    assert deal.irregularities[-1].law == "whist:s76-xix"
    assert "overscore" in deal.result().lines[-1].reason
    other = played_out(table(claim_honours=True))
    other.apply(Action("claim-honours", 0, (), "three"))  # South–North held one
    assert other.stage == "honours" and other.result().points[0] == 1  # the odd trick only
    assert other.irregularities[-1].player == 0
    other.apply(Action("claim-honours", 1, (), "three"))
    assert other.result().points == (1, 2)
    strict = played_out(table(claim_honours=True, strict=True))
    for act in (Action("claim-honours", 1, (), "four"), Action("claim-honours", 0, (), "three")):
        with pytest.raises(RuleError) as refused:
            strict.apply(act)
        assert refused.value.law == "whist:s76-xix"
    assert strict.stage == "honours" and not strict.irregularities and not strict.history[52:]


def test_honours_claimed_by_the_table_keep_the_call_at_eight_and_nine() -> None:
    called = table(claim_honours=True, score=(0, 8))
    play(called, "5♣")
    called.apply(Action("call", 1))  # the call claims them: the game, no claim after
    assert called.is_over and called.result().game == 1
    nine = played_out(table(claim_honours=True, score=(3, 9)))  # at nine they do not count
    assert nine.is_over and nine.result().lines[-1].reason == "three honours, not counted at 9"
    eight = played_out(table(claim_honours=True, score=(3, 8)))  # not called: claimed after
    assert eight.stage == "honours"
    eight.apply(Action("claim-honours", 1, (), "three"))
    assert eight.result().game == 1


def test_the_revokes_are_claimed_before_the_honours() -> None:
    deal = revoked(claim_honours=True)
    play(deal, "6♣ 10♣ 2♦ 2♣ 8♦")
    assert deal.stage == "claims"
    deal.apply(Action("claim-revoke", 2, (), "add"))
    assert deal.stage == "honours" and deal.to_move == 1
    deal.apply(Action("claim-honours", 1, (), "three"))
    assert [(line.player, line.item, line.points) for line in deal.result().lines] == [
        (0, "revoke", 3), (1, "tricks", 1), (1, "honours", 2)]


# --------------------------------------------------------------------------
# The fourth hand's recall (¶76 xi): the trick lies till the next lead


def test_the_fourth_hand_recalls_his_renounce_before_the_next_lead() -> None:
    deal = revoked()
    deal.play("6♣")  # West, the fourth hand, renounces: the engine turns the trick
    assert deal.revokes == [(1, 12)] and Action("recall", 1) in deal.irregular_actions()
    deal.apply(Action("recall", 1))
    assert deal.irregularities[-1].law == "whist:s76-xi"
    assert deal.to_move == 1 and len(deal.tricks) == 11 and deal.won == [4, 7]
    assert [str(c) for _, c in deal.trick] == ["J♦", "3♦", "5♦"] and not deal.revokes
    assert [str(a.cards[0]) for a in deal.legal_actions()] == ["8♦"]
    assert Card.parse("6♣") in deal.exposed[1]
    play(deal, "8♦ 10♣ 2♦ 2♣ 6♣")
    assert deal.is_over and not deal.revokes and deal.result().tricks == (6, 7)


def test_a_recall_refused_leaves_the_trick_turned() -> None:
    """A recall of a renounce in the first trick, turned and not gathered,
    refused (a demand that is not "highest" or "lowest") leaves the deal as it
    was: the trick turned, no fresh deal to be called (¶76 v)."""
    deal = table()
    play(deal, "A♠ 9♠ 6♠ A♦")  # East renounces, fourth in hand: the trick is turned
    with pytest.raises(RuleError):
        deal.apply(Action("recall", 3, (), "middle"))
    assert len(deal.tricks) == 1 and not deal.trick and deal.revokes == [(3, 1)]
    assert not deal.up_on_table and Action("misdeal", 3) not in deal.irregular_actions()
    deal.apply(Action("recall", 3))  # the trick laid on the table again, three cards on it
    assert len(deal.trick) == 3 and not deal.tricks and deal.up_on_table
    assert Action("misdeal", 3) in deal.irregular_actions()


def test_no_recall_once_the_next_card_is_led_and_the_first_trick_keeps_its_turn_up() -> None:
    deal = revoked()
    play(deal, "6♣ 10♣")  # North leads to the last trick: the twelfth is gathered
    with pytest.raises(RuleError):
        deal.apply(Action("recall", 1))
    first = table()
    play(first, "A♠ 9♠ 6♠ A♣")  # East, the dealer, renounces the ace of clubs
    assert first.up_on_table is False
    first.apply(Action("recall", 3))
    assert first.up_on_table and Card.parse("5♥") not in first.hand(3)  # on the table again
    first.play("2♠")
    assert first.up_on_table is False and Card.parse("5♥") in first.hand(3) and not first.revokes


def test_the_partner_asks_of_the_fourth_hands_renounce() -> None:
    deal = revoked()
    deal.play("6♣")
    deal.apply(Action("ask", 3))  # East asks West "having none?" before North leads
    assert "recalled" in deal.answers[-1].answer and deal.to_move == 1 and not deal.revokes


# --------------------------------------------------------------------------
# Positions, the solver


def test_a_deal_set_up_writes_its_arguments_back() -> None:
    deal = table()
    play(deal, "A♠ 9♠ 6♠ 2♠ K♠")
    again = Deal.setup(**deal.to_setup())  # type: ignore[arg-type]
    assert again.to_setup() == deal.to_setup()
    assert again.to_move == deal.to_move == 1


def test_the_solver_values_the_last_three_tricks_as_a_full_search_does() -> None:
    rng = random.Random(3)
    for seed in range(4):
        deal = Deal.new(seed, dealer=seed % 4)
        while len(deal.tricks) < 10:
            legal = deal.legal_actions()
            deal.apply(legal[rng.randrange(len(legal))])
        analysis = analyse(deal)
        mine = deal.to_move
        assert mine is not None

        def best(d: Deal) -> int:  # side 0's points less side 1's
            if d.is_over:
                p = d.result().points
                return p[0] - p[1]
            outcomes = []
            for a in d.legal_actions():
                child = d.clone()
                child.apply(a)
                outcomes.append(best(child))
            return max(outcomes) if (d.to_move or 0) % 2 == 0 else min(outcomes)

        sign = 1 if mine % 2 == 0 else -1
        assert analysis.value == sign * best(deal)


def test_every_card_is_dealt_once() -> None:
    deal = Deal.new(11)
    cards = [c for s in range(4) for c in deal.held(s)]
    assert sorted(map(str, cards)) == sorted(map(str, full_pack()))


def test_the_table_offers_the_partners_question_once_a_trick() -> None:
    from playable.table.words import TableWords

    words = TableWords("whist", 4, you=3)  # East
    deal = table()
    play(deal, "A♠")
    assert words.choices(deal)[-1].kind == "play"
    deal.play("8♦")  # West, East's partner, renounces
    deal.play("6♠")
    assert words.choices(deal)[-1] == Action("ask", 3)
    deal.apply(Action("ask", 3))
    assert "recalled" in words.answer(deal.answers[-1])
    assert all(a.kind == "play" for a in TableWords("whist", 4, you=1).choices(deal))


def test_the_solver_takes_no_deal_with_a_revoke_made() -> None:
    deal = Deal.setup(hands=LEFT, dealer=3, turn_up="5♥", tricks=ELEVEN)
    play(deal, "J♦ 3♦ 5♦ 6♣")
    with pytest.raises(ValueError, match="revoke"):
        analyse(deal)
    clean = Deal.setup(hands=LEFT, dealer=3, turn_up="5♥", tricks=ELEVEN)
    play(clean, "J♦ 3♦ 5♦ 8♦")
    assert analyse(clean).value == -3  # North: West–East's odd trick and three honours


def test_the_deals_irregularities_cite_the_laws_of_76_that_name_them() -> None:
    """Laws i-viii of 76, once lost, are read: no item's text is lost, and the
    deal's irregularities cite ii, iv and v, not 73; a card played before
    its turn by the third or fourth hand cites viii, whose remedy the engine
    applies, and a lead out of turn ix."""
    from playable.laws import LAWS
    from playable.whist import Deal
    from playable.whist.state import LAW

    assert not {law_id for law_id, item in LAWS.items() if item.cut == "lost"}
    assert Deal.ACT_LAWS["misdeal"] == "whist:s76-iv"
    assert Deal.ACT_LAWS["deal-exposed"] == "whist:s76-ii"
    assert (LAW.no_fresh_deal, LAW.lead_out_of_turn, LAW.play_out_of_turn) == (
        "whist:s76-v", "whist:s76-ix", "whist:s76-ix")
    assert LAW.cards_stand == Deal.ACT_LAWS["wait"] == "whist:s76-viii"


def test_the_deal_says_an_act_by_its_seat_and_a_score_by_its_side() -> None:
    """Issue 33's one naming: ``deal.said`` names the seat of an act by the
    compass (the record's ``str`` keeps the index) and a score line by its
    partnership, as Whist scores."""
    from playable.whist import Deal

    deal = Deal.new(5, dealer=3)
    act = deal.legal_actions()[0]
    assert deal.names == ("South", "West", "North", "East")
    assert deal.said(act) == f"South play {act.cards[0]}" and str(act).startswith("P0 ")
    while not deal.is_over:
        deal.apply(deal.legal_actions()[0])
    lines = deal.result().lines
    assert lines and all(deal.said(line).startswith(("South–North ", "West–East "))
                         for line in lines)


def test_a_careless_table_may_overscore_its_honours() -> None:
    deal = played_out(table(claim_honours=True))
    assert deal.irregular_actions() == [Action("claim-honours", 1, (), "four"),
                                        Action("claim-honours", 2, (), "three")]
    for act in reversed(deal.irregular_actions()):  # North's first: the holders claim after
        deal.apply(act)
    assert deal.is_over and [i.player for i in deal.irregularities] == [2, 1]
    assert deal.result().points == (1, 2)


def test_claimed_honours_score_as_the_engine_claims_them_and_packed_nothing() -> None:
    seen = 0
    for seed in range(40):
        for score in (None, (3, 8), (8, 9)):
            plain = Deal.new(seed, options=Options(score=score), dealer=seed % 4)
            finish(plain)
            lines = [(line.player, line.item, line.points) for line in plain.result().lines]
            for how in ("claim-honours", "pack"):
                deal = Deal.new(seed, options=Options(score=score, claim_honours=True),
                                dealer=seed % 4)
                for act in plain.history:  # the same cards, played the same way
                    deal.apply(act)
                if deal.is_over:  # no honours to claim: the same score
                    assert [(line.player, line.item, line.points)
                            for line in deal.result().lines] == lines
                    continue
                seen += 1
                offered = next(a for a in deal.legal_actions() if a.kind == how)
                deal.apply(offered)
                got = [(line.player, line.item, line.points) for line in deal.result().lines]
                if how == "claim-honours":
                    assert got == lines
                else:
                    assert got == [(p, i, 0 if i == "honours" else n) for p, i, n in lines]
    assert seen >= 20


def test_the_trump_card_left_on_the_table_after_the_first_round_is_called() -> None:
    """¶76 vii: the trump card not taken up at the end of the first round "may
    be treated as an exposed card, and called"; the act is open from the
    first trick's turning until the dealer plays to the second, and only to
    the dealer while the card is his."""
    deal = table()
    with pytest.raises(RuleError) as early:
        deal.apply(Action("leave-trump", 3))  # the first round not yet played
    assert early.value.law == "whist:s76-vii"
    play(deal, "A♠ 9♠ 6♠ 2♠")
    with pytest.raises(RuleError):
        deal.apply(Action("leave-trump", 0))  # not the dealer
    assert Action("leave-trump", 3) in deal.irregular_actions()
    deal.apply(Action("leave-trump", 3))
    assert deal.exposed[3] == {Card.parse("5♥")}
    assert Action("leave-trump", 3) not in deal.irregular_actions()
    with pytest.raises(RuleError):
        deal.apply(Action("leave-trump", 3))  # once
    late = table()
    play(late, "A♠ 9♠ 6♠ 2♠ K♠ 10♠ 7♠ 3♠")  # East has played to the second trick
    assert Action("leave-trump", 3) not in late.irregular_actions()
    with pytest.raises(RuleError):
        late.apply(Action("leave-trump", 3))
    played = table()
    play(played, "2♥ A♥ 9♥ 5♥")  # East played the trump card itself to the first trick
    assert Action("leave-trump", 3) not in played.irregular_actions()


def test_after_the_first_round_the_table_names_the_trump_suit_not_the_card() -> None:
    """¶76 vii's gloss: "no one has a right to ask what was the trump-card, but
    he may ask 'What are Trumps?'": the table's words and the Deal page's
    board stop showing the card once the first trick is turned."""
    from playable.table.web import Table
    from playable.table.words import TableWords

    words = TableWords("whist", 4)
    deal = table()
    assert words.table(deal)[0].startswith("Trumps: hearts ♥ (turned up 5♥")
    play(deal, "A♠ 9♠ 6♠ 2♠")
    assert words.table(deal)[0] == "Trumps: hearts ♥."
    page = Table("whist", seed=4)
    assert page.state()["turn_up"] is not None
    while page.deal.tricks == []:
        if page.session.humans_turn:
            page.session.act(page.deal.legal_actions()[0])
        else:
            page.session.play_on()
    assert page.state()["turn_up"] is None and page.state()["trump"] is not None


def test_an_exposed_card_may_be_called_or_let_go_by_the_adversaries() -> None:
    """¶76 ix: "that card may be called": the engine calls it unless an
    adversary of its holder waives the call; the holder's side may not."""
    deal = table()
    deal.apply(Action("expose", 2, (Card.parse("K♣"),)))
    for seat in (0, 2):  # North's own side
        with pytest.raises(RuleError) as refused:
            deal.apply(Action("waive", seat, (Card.parse("K♣"),)))
        assert refused.value.law == "whist:s76-ix"
    called = deal.clone()
    deal.apply(Action("waive", 3, (Card.parse("K♣"),)))
    assert not any(deal.exposed)
    play(deal, "5♣ 9♣")
    assert [str(c) for c in deal.legal_plays()] == ["K♣", "Q♣", "J♣", "10♣"]
    play(called, "5♣ 9♣")
    assert [str(c) for c in called.legal_plays()] == ["K♣"]
    with pytest.raises(RuleError):
        deal.apply(Action("waive", 1, (Card.parse("Q♣"),)))  # not exposed


def test_the_trump_card_taken_up_too_soon_lets_the_adversaries_call_a_fresh_deal() -> None:
    """¶76 iii: "the trump-card must be left, face upwards, on the table till
    the first trick be turned, or opponents may call a fresh deal"."""
    deal = table()
    assert Action("take-up-trump", 3) in deal.irregular_actions()
    with pytest.raises(RuleError):
        deal.apply(Action("take-up-trump", 0))  # not the dealer
    deal.apply(Action("take-up-trump", 3))
    assert deal.irregularities[-1].law == "whist:s76-iii"
    assert deal.stage == "taken-up" and deal.to_move == 0 and not deal.up_on_table
    assert Card.parse("5♥") in deal.hand(3)
    with pytest.raises(Misdeal):
        deal.apply(Action("misdeal", 3))  # the adversaries are deciding
    stands = deal.clone()
    deal.apply(Action("new-deal", 0))
    assert deal.result().void and deal.result().redeal  # the same dealer
    stands.apply(Action("let-stand", 0))
    assert stands.stage == "play" and stands.to_move == 0
    assert Action("take-up-trump", 3) not in stands.irregular_actions()
    with pytest.raises(RuleError):
        stands.apply(Action("take-up-trump", 3))  # it is in his hand already
    recalled = stands.clone()
    play(recalled, "A♠ 9♠ 6♠")
    recalled.apply(Action("play", 3, (Card.parse("A♣"),)))  # East renounces, the fourth card
    recalled.apply(Action("recall", 3))  # the first trick laid again: the card stays taken up
    assert not recalled.up_on_table and Card.parse("5♥") in recalled.hand(3)
    play(stands, "A♠ 9♠ 6♠ 2♠")  # the first round: the card was not left on the table
    assert Action("leave-trump", 3) not in stands.irregular_actions()
    with pytest.raises(RuleError):
        stands.apply(Action("leave-trump", 3))
    late = table()
    play(late, "A♠ 9♠ 6♠ 2♠")  # the first trick turned: the card taken up by right
    assert refusal(late, Action("take-up-trump", 3)) == "whist:s76-iii"
    assert refusal(table(strict=True), Action("take-up-trump", 3)) == "whist:s76-iii"


def test_two_cards_dealt_together_are_put_right_before_another_card_or_misdealt() -> None:
    """¶76 vi: "If two cards be dealt to the same player, the dealer may
    rectify his error before dealing another card": the slip found in the
    dealing, then the dealer's next act, put right (no penalty) or not (the
    hands wrong, a misdeal under iv, the deal passing)."""
    deal = table()
    assert Action("two-cards", 3, (), "0") in deal.irregular_actions()
    for wrong in (Action("two-cards", 1, (), "0"),  # not the dealer
                  Action("two-cards", 3, (), "4"),  # no such seat
                  Action("rectify", 3)):  # nothing to put right
        assert refusal(deal, wrong) == "whist:s76-vi"
    deal.apply(Action("two-cards", 3, (), "2"))
    slip = deal.irregularities[-1]
    assert (slip.law, slip.player, slip.penalty) == ("whist:s76-vi", 3, False)
    assert deal.stage == "two-dealt" and deal.phase is Phase.DEAL and deal.to_move == 3
    assert [a.kind for a in deal.legal_actions()] == ["rectify"]  # to deal on is irregular
    assert deal.irregular_actions() == [Action("deal-on", 3)]
    assert deal.why_not(Action("deal-on", 3)) is not None and deal.why_not(Action("rectify", 3)) \
        is None
    # the dealer's next act decides: no lead, no other fault of the deal, in between
    for between in (Action("play", 0, (Card.parse("A♠"),)), Action("misdeal", 3),
                    Action("rectify", 0)):
        with pytest.raises(RuleError):
            deal.apply(between)
    assert PeriodPlayer().advise(deal.view(3), deal.legal_actions()).action.kind == "rectify"
    late = deal.clone()
    deal.apply(Action("rectify", 3))
    assert deal.stage == "play" and deal.to_move == 0 and deal.two_dealt is None
    assert deal.irregularities[-1].penalty is False and deal.history[-1].kind == "rectify"
    assert [len(deal.hand(s)) for s in range(4)] == [13, 13, 13, 12]  # the turn-up on the table
    from playable.table import record

    back = record.loads(record.dumps(deal))  # its record reads back, the acts checked again
    assert back.history == deal.history and back.irregularities == deal.irregularities
    late.apply(Action("deal-on", 3))
    wrong = late.irregularities[-1]
    assert wrong.law == "whist:s76-iv" and "North holds a card too many, East a card too few" \
        in wrong.description
    assert late.stage == "misdealt" and late.to_move == 0
    late.apply(Action("new-deal", 0))
    assert late.result().void and not late.result().redeal  # the deal passes (iv's gloss)
    void = table(misdeal="void")
    void.apply(Action("two-cards", 3, (), "3"))  # to himself: his last card falls to North
    void.apply(Action("deal-on", 3))
    assert void.is_over and "his last card falls to North" in void.irregularities[-1].description
    play(deal, "A♠")  # in the dealing only: not once the first card is led
    assert not any(a.kind == "two-cards" for a in deal.irregular_actions())
    assert refusal(deal, Action("two-cards", 3, (), "0")) == "whist:s76-vi"
    assert refusal(table(strict=True), Action("two-cards", 3, (), "0")) == "whist:s76-vi"


def test_a_partner_deals_for_another_only_with_the_adversaries_consent() -> None:
    """¶76 vi's gloss: "One partner may not deal for another without the
    consent of opponents": refused, the dealer deals again himself;
    consented to, the play goes on; not after the first round (v)."""
    deal = table()
    assert Action("deal-for-partner", 1) in deal.irregular_actions()
    for wrong in (Action("deal-for-partner", 0), Action("deal-for-partner", 3)):
        with pytest.raises(Misdeal):
            deal.apply(wrong)  # an adversary, or the dealer himself
    play(deal, "A♠ 9♠")
    deal.apply(Action("deal-for-partner", 1))
    assert deal.irregularities[-1].law == "whist:s76-vi"
    assert deal.stage == "partner-dealt" and deal.to_move == 0
    assert PeriodPlayer().advise(deal.view(0), deal.legal_actions()).action.kind == "new-deal"
    assert TableWords("whist", 4, 0).prompt(deal, deal.legal_actions()) == \
        "The dealer's partner dealt for him: a new deal, or let it stand? "
    consented = deal.clone()
    deal.apply(Action("new-deal", 0))
    assert deal.result().redeal and "without the adversaries' consent" in (deal.result().void or "")
    consented.apply(Action("let-stand", 0))
    assert consented.stage == "play" and consented.to_move == 2 and len(consented.trick) == 2
    play(consented, "6♠ 2♠")
    assert refusal(consented, Action("deal-for-partner", 1)) == "whist:s76-v"
    assert refusal(table(strict=True), Action("deal-for-partner", 1)) == "whist:s76-vi"


def test_a_look_at_the_bottom_card_lets_the_adversaries_call_a_fresh_deal() -> None:
    """¶76 iii: "Dealer must not look at bottom card; ... or opponents may call
    a fresh deal", found like a misdeal before the first trick is turned."""
    deal = table()
    assert Action("look-at-bottom", 3) in deal.irregular_actions()
    with pytest.raises(Misdeal):
        deal.apply(Action("look-at-bottom", 1))  # not the dealer
    play(deal, "A♠")
    deal.apply(Action("look-at-bottom", 3))
    assert deal.irregularities[-1].law == "whist:s76-iii"
    assert "bottom card, 5♥" in deal.irregularities[-1].description
    assert deal.stage == "looked" and deal.to_move == 0
    assert [a.kind for a in deal.legal_actions()] == ["new-deal", "let-stand"]
    assert deal.up_on_table  # a look is not a taking up: the card still lies there
    stands = deal.clone()
    deal.apply(Action("new-deal", 0))
    assert deal.result().redeal and "bottom card" in (deal.result().void or "")
    stands.apply(Action("let-stand", 0))
    assert stands.stage == "play" and stands.to_move == 1 and stands.trick  # the play goes on
    play(stands, "9♠ 6♠ 2♠")  # the first trick turned: the card goes into East's hand
    assert not stands.up_on_table and Card.parse("5♥") in stands.hand(3)
    assert Action("leave-trump", 3) in stands.irregular_actions()  # not taken up early
    with pytest.raises(Misdeal) as late:
        stands.apply(Action("look-at-bottom", 3))
    assert late.value.law == "whist:s76-v"  # no fresh deal after the first round
    with pytest.raises(Misdeal) as strict:
        table(strict=True).apply(Action("look-at-bottom", 3))
    assert strict.value.law == "whist:s76-iii"
