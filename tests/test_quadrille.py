"""Quadrille: the order of the cards, the deal, the speaking, the play, the
payments and each of the nineteen general laws."""

from __future__ import annotations

import io
import json
import random
import re
from collections.abc import Iterable

import pytest
from conftest import advised

from playable import bench
from playable.engine.cards import Card, Suit, card, cards
from playable.engine.core import Action, DealLike, GameDeal, Phase
from playable.engine.errors import (
    IllegalBid,
    IllegalPlay,
    Misdeal,
    NotHeld,
    OutOfTurn,
    RecordError,
    RuleError,
)
from playable.games import GAMES
from playable.laws import LAWS
from playable.laws.ids import QuadrilleLaws as L
from playable.quadrille import (
    HOYLE,
    POOL,
    Deal,
    ImpossibleAct,
    Options,
    Result,
    Table,
    beats,
    describe,
    lawful_plays,
    manille,
    order_table,
    order_table_markdown,
    plain_order,
    trump_order,
)
from playable.quadrille.strategy import SensiblePlayer, estimate
from playable.table import record
from playable.table.session import autoplay
from playable.table.terminal import play
from playable.table.words import TableWords

#: P0 deals, P1 is eldest.  With hearts trumps and the king of spades called,
#: P1 is ombre and P2 his friend.
HANDS = [
    "J♠ 7♣ 6♠ 5♠ 4♠ 4♣ 3♣ 2♣ 3♦ 7♦",
    "A♠ 7♥ A♥ K♥ Q♥ 2♥ K♣ Q♣ 3♠ 4♦",
    "A♣ J♥ 3♥ 4♥ K♠ Q♠ 7♠ 2♠ 6♦ 5♦",
    "K♦ Q♦ J♦ A♦ 2♦ 5♥ 6♥ J♣ 6♣ 5♣",
]


def s(cards_: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards_)


def called_game(options: Options | None = None, call: str = "K♠",
                trump: str = "hearts", hands: list[str] | None = None) -> Deal:
    deal = Deal.from_hands(hands or HANDS, options=options)
    for word in ("ask-leave", "pass", "pass", "pass"):
        deal.act(word)
    deal.act("name-trump", value=trump)
    deal.act("call", card=call)
    return deal


def law_of(exc: pytest.ExceptionInfo[RuleError]) -> str:
    return exc.value.law


# -- the cards ------------------------------------------------------------------


def test_pack_is_forty_cards() -> None:
    deal = Deal.new(1)
    assert len(deal.pack) == 40 and len(set(deal.pack)) == 40
    assert not any(c.rank.value in (8, 9, 10) for c in deal.pack)


@pytest.mark.parametrize(("trump", "order"), [
    (Suit.HEARTS, "A♠ 7♥ A♣ A♥ K♥ Q♥ J♥ 2♥ 3♥ 4♥ 5♥ 6♥"),
    (Suit.DIAMONDS, "A♠ 7♦ A♣ A♦ K♦ Q♦ J♦ 2♦ 3♦ 4♦ 5♦ 6♦"),
    (Suit.SPADES, "A♠ 2♠ A♣ K♠ Q♠ J♠ 7♠ 6♠ 5♠ 4♠ 3♠"),
    (Suit.CLUBS, "A♠ 2♣ A♣ K♣ Q♣ J♣ 7♣ 6♣ 5♣ 4♣ 3♣"),
])
def test_trump_order(trump: Suit, order: str) -> None:
    assert s(trump_order(trump)) == order


def test_plain_order() -> None:
    assert s(plain_order(Suit.HEARTS)) == "K♥ Q♥ J♥ A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥"
    assert s(plain_order(Suit.DIAMONDS)) == "K♦ Q♦ J♦ A♦ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦"
    assert s(plain_order(Suit.SPADES)) == "K♠ Q♠ J♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠"
    assert s(plain_order(Suit.CLUBS)) == "K♣ Q♣ J♣ 7♣ 6♣ 5♣ 4♣ 3♣ 2♣"


def test_every_trump_suit_orders_all_forty_cards() -> None:
    for trump in Suit:
        plain = [c for x in Suit if x is not trump for c in plain_order(x)
                 if c not in trump_order(trump)]
        assert len(trump_order(trump)) + len(plain) == 40
        assert manille(trump) in trump_order(trump)


def test_order_table_and_markdown() -> None:
    table = order_table()
    assert list(table) == ["Spades trumps", "Clubs trumps", "Hearts trumps", "Diamonds trumps",
                           "Spades or clubs, not trumps", "Hearts or diamonds, not trumps"]
    md = order_table_markdown()
    lines = md.splitlines()
    assert len(lines) == 2 + 12
    assert "| 1 | A♠ Spadille | A♠ Spadille | A♠ Spadille | A♠ Spadille | K♠ | K♥ |" in lines
    assert "7♥ Manille" in md and "2♣ Manille" in md and "A♦ Punto" in md
    assert lines[-1].startswith("| 12 |") and "6♥" in lines[-1]


def test_beats() -> None:
    assert beats(card("2♥"), card("K♠"), Suit.HEARTS)  # any trump beats a plain card
    assert beats(card("2♥"), card("3♥"), Suit.HEARTS)  # red trumps run upward
    assert not beats(card("7♥"), card("2♥"), Suit.SPADES)  # red plain: seven lowest
    assert beats(card("A♥"), card("2♥"), Suit.SPADES)
    assert beats(card("7♠"), card("2♠"), Suit.HEARTS)  # black plain: two lowest
    assert not beats(card("K♦"), card("2♠"), Suit.HEARTS)  # no suit, no trump: loses
    assert beats(card("A♠"), card("7♥"), Suit.HEARTS)  # spadille over manille


# -- the deal (law 1) -----------------------------------------------------------


def test_deal_goes_to_the_right_from_the_eldest() -> None:
    deal = Deal.new(3, dealer=2)
    assert deal.eldest == 3 and deal.to_move == 2
    deal.act("deal", value="4-3-3")
    assert deal.hands[3][:4] == list(deal.pack[:4])
    assert deal.hands[0][:4] == list(deal.pack[4:8])
    assert deal.hands[2][4:7] == list(deal.pack[25:28])  # the dealer last
    assert deal.to_move == 3 and deal.phase is Phase.BIDDING


@pytest.mark.parametrize("packets", ["4-3-3", "3-4-3", "3-3-4"])
def test_law_1_lawful_packets(packets: str) -> None:
    deal = Deal.new(5)
    deal.act("deal", value=packets)
    assert [len(h) for h in deal.hands] == [10] * 4
    assert not deal.irregularities


def test_law_1_misdeal_at_the_table_and_strict() -> None:
    deal = Deal.new(5)
    deal.act("deal", value="2-4-4")
    assert deal.stage == "deal" and deal.irregularities[0].law == L.LAW_1
    assert deal.fines == []
    deal.act("deal", value="3-3-4")
    assert deal.stage == "speak"
    with pytest.raises(Misdeal) as exc:
        Deal.new(5, options=Options(strict=True)).act("deal", value="5-5")
    assert law_of(exc) == L.LAW_1
    with pytest.raises(Misdeal):
        Deal.new(5).act("deal", value="four")


# -- speaking (laws 2-8) --------------------------------------------------------


def test_law_2_two_suits_named() -> None:
    deal = Deal.from_hands(HANDS)
    for word in ("ask-leave", "pass", "pass", "pass"):
        deal.act(word)
    deal.act("name-trump", value="diamonds and hearts")
    assert deal.trump is Suit.DIAMONDS
    assert deal.irregularities[-1].law == L.LAW_2
    strict = Deal.from_hands(HANDS, options=Options(strict=True))
    for word in ("ask-leave", "pass", "pass", "pass"):
        strict.act(word)
    with pytest.raises(IllegalBid) as exc:
        strict.act("name-trump", value="diamonds and hearts")
    assert law_of(exc) == L.LAW_2


def test_law_3_proper_names() -> None:
    deal = Deal.from_hands(HANDS)
    for word in ("ask-leave", "pass", "pass", "pass"):
        deal.act(word)
    deal.act("name-trump", value="red")
    assert deal.trump is None and deal.stage == "name"
    assert deal.irregularities[-1].law == L.LAW_3
    deal.act("name-trump", value="♥")
    assert deal.trump is Suit.HEARTS
    deal.apply(Action("call", 1, (), "my friend's king"))
    assert deal.stage == "call" and deal.irregularities[-1].law == L.LAW_3
    strict = Deal.from_hands(HANDS, options=Options(strict=True))
    strict.act("sans-prendre")
    with pytest.raises(IllegalBid) as exc:
        strict.act("name-trump", value="the long suit")
    assert law_of(exc) == L.LAW_3


def test_law_4_who_passed_stays_out_and_forced_spadille() -> None:
    deal = Deal.from_hands(HANDS)
    deal.act("pass")
    with pytest.raises(IllegalBid) as exc:
        deal.act("ask-leave", player=1)
    assert law_of(exc) == L.LAW_4
    for _ in range(3):
        deal.act("pass")
    assert (deal.ombre, deal.mode) == (1, "forced")  # P1 holds spadille
    assert card("A♠") in deal.hand(1)


def test_law_5_forced_sans_prendre() -> None:
    deal = Deal.from_hands(HANDS)
    deal.act("ask-leave")  # P1
    deal.act("pass")  # P2
    deal.act("sans-prendre")  # P3 offers to play alone
    assert deal.to_move == 1
    assert [a.kind for a in deal.legal_actions()] == ["sans-prendre", "pass"]
    deal.act("pass")  # P1 gives up: P3 plays sans prendre
    assert (deal.ombre, deal.mode) == (3, "sans prendre")
    other = Deal.from_hands(HANDS)
    for word in ("ask-leave", "pass", "sans-prendre"):
        other.act(word)
    other.act("sans-prendre")  # P1, forced, plays alone himself
    assert (other.ombre, other.mode) == (1, "sans prendre")


def test_law_5_the_asker_must_play_and_not_alone() -> None:
    deal = Deal.from_hands(HANDS)
    for word in ("ask-leave", "pass", "pass", "pass"):
        deal.act(word)
    for word in ("sans-prendre", "pass"):
        with pytest.raises(IllegalBid) as exc:
            deal.act(word, player=1)
        assert law_of(exc) == L.LAW_5
    second = Deal.from_hands(HANDS)
    second.act("ask-leave")
    assert "ask-leave" not in [a.kind for a in second.legal_actions()]
    with pytest.raises(IllegalBid):
        second.act("ask-leave")


def test_speaking_out_of_turn_is_refused() -> None:
    deal = Deal.from_hands(HANDS)
    with pytest.raises(OutOfTurn):
        deal.act("ask-leave", player=3)


def four_kings() -> Deal:
    """East asks leave with the four kings and names hearts: he is to call."""
    hands = ["J♠ 7♣ 6♠ 5♠ 4♠ 4♣ 3♣ 2♣ 3♦ 7♦", "K♠ K♣ K♥ K♦ A♠ 7♥ A♥ Q♥ 2♥ 3♠",
             "A♣ J♥ 3♥ 4♥ Q♠ 7♠ 2♠ 6♦ 5♦ 4♦", "Q♣ J♣ 6♣ 5♣ Q♦ J♦ A♦ 2♦ 5♥ 6♥"]
    deal = Deal.from_hands(hands)
    for word in ("ask-leave", "pass", "pass", "pass"):
        deal.act(word)
    deal.act("name-trump", value="hearts")
    return deal


def test_law_6_queens_with_four_kings() -> None:
    deal = four_kings()
    assert s(deal.callable_cards()) == "K♣ K♦ K♠ Q♣ Q♦ Q♠"
    deal.act("call", card="Q♠")
    assert deal.friend == 2
    plain = Deal.from_hands(HANDS)
    for word in ("ask-leave", "pass", "pass", "pass"):
        plain.act(word)
    plain.act("name-trump", value="hearts")
    with pytest.raises(IllegalBid) as exc:
        plain.act("call", card="Q♠")
    assert law_of(exc) == L.LAW_6


@pytest.mark.parametrize("called", ["K♥", "Q♥"])
def test_law_7_not_the_king_or_queen_of_trumps(called: str) -> None:
    deal = Deal.from_hands(HANDS, options=Options(strict=True))
    for word in ("ask-leave", "pass", "pass", "pass"):
        deal.act(word)
    deal.act("name-trump", value="hearts")
    with pytest.raises(IllegalBid) as exc:
        deal.act("call", card=called)
    assert law_of(exc) == L.LAW_7
    assert card("K♥") not in deal.callable_cards()
    assert not deal.irregularities and deal.stage == "call"


def test_law_7_at_the_table_the_king_of_trumps_called_does_not_stand() -> None:
    """As at the table the call is said: noted under law 7, which sets no
    penalty; nobody is made the friend by it, and the ombre calls again."""
    deal = Deal.from_hands(HANDS)
    for word in ("ask-leave", "pass", "pass", "pass"):
        deal.act(word)
    deal.act("name-trump", value="hearts")
    king = Action("call", 1, (card("K♥"),))
    assert deal.irregular_actions() == [king]
    error = deal.why_not(king)
    assert error is not None and error.law == L.LAW_7
    deal.apply(king)
    (noted,) = deal.irregularities
    assert noted.law == L.LAW_7 and noted.player == 1 and not noted.penalty
    assert "does not stand" in noted.description and deal.fines == []
    assert deal.stage == "call" and deal.to_move == 1
    assert deal.called is None and deal.friend is None
    deal.act("call", card="K♠")  # a king that may be called: the game goes on
    assert deal.called == card("K♠") and deal.friend == 2 and deal.phase is Phase.PLAY


def test_law_8_own_king_plays_alone() -> None:
    deal = called_game(call="K♣")
    assert deal.friend is None and deal.side() == (1,)
    result = autoplay(deal).result()
    assert result.friend is None
    payers = {t.payer for t in result.transfers if t.item in ("game", "consolation")}
    assert payers in ({0, 2, 3}, {1})  # all three adversaries, or the ombre alone


def test_called_holder_hidden_in_views_until_played() -> None:
    deal = called_game()
    assert deal.friend == 2
    assert deal.view(0).friend is None and deal.view(3).friend is None
    assert deal.view(1).friend is None  # the ombre does not know him either
    assert deal.view(2).friend == 2
    for c in ("Q♣", "3♥", "5♣", "2♣", "K♠"):
        deal.play(c)
    assert deal.friend_revealed and deal.view(0).friend == 2


# -- play (laws 9-17) -------------------------------------------------------------


def test_follow_suit_and_legal_plays() -> None:
    deal = called_game()
    deal.play("Q♣")
    assert deal.to_move == 2
    assert sorted(map(str, deal.legal_plays())) == sorted(map(str, deal.hand(2)))  # no clubs
    deal.play("3♥")
    assert sorted(map(str, deal.legal_plays())) == ["5♣", "6♣", "J♣"]


def test_law_9_out_of_turn() -> None:
    deal = called_game()
    deal.play("Q♣")
    deal.act("play", player=3, card="J♣")
    assert deal.irregularities[-1].law == L.LAW_9
    assert deal.to_move == 2 and card("J♣") in deal.hand(3) and deal.fines == []
    assert deal.view(0).seen == {3: (card("J♣"),)}
    strict = called_game(Options(strict=True))
    strict.play("Q♣")
    with pytest.raises(OutOfTurn) as exc:
        strict.act("play", player=3, card="J♣")
    assert law_of(exc) == L.LAW_9


def test_card_not_held_is_impossible() -> None:
    deal = called_game()
    with pytest.raises(NotHeld) as refused:  # no law's business: it cites none
        deal.play("K♦")
    assert refused.value.law is None
    with pytest.raises(RuleError):
        deal.act("dance")


def test_law_10_friend_out_of_turn() -> None:
    """The text's reading (the default): the friend plays basto out of turn
    before the king has appeared: taken back, no vole, fraud to be ruled."""
    deal = called_game()
    assert deal.to_move == 1
    deal.act("play", player=2, card="A♣")
    assert deal.irregularities[-1].law == L.LAW_10
    assert deal.vole_forfeited and deal.fraud_suspects == {2}
    assert card("A♣") in deal.hand(2) and deal.to_move == 1 and deal.fines == []
    assert not deal.friend_revealed  # basto does not show the king
    deal.act("rule-fraud", player=2)
    assert (deal.fines[-1].payer, deal.fines[-1].counters, deal.fines[-1].law) == (
        2, deal.stake, L.LAW_10)
    # the ruling names what he did (a card out of turn here: "his lead" had been said)
    assert deal.irregularities[-1].description.startswith(
        "his showing himself the friend ruled fraudulent")
    # the called king played out of turn: the table has seen it
    king = called_game()
    king.act("play", player=2, card="K♠")
    assert king.vole_forfeited and king.friend_revealed and king.view(3).friend == 2
    # another card out of turn, or the friend's lead in turn, is no notice
    other = called_game()
    other.act("play", player=2, card="3♥")
    assert other.irregularities[-1].law == L.LAW_9 and not other.vole_forfeited
    for c in ("Q♣", "3♥", "5♣", "2♣"):
        other.play(c)
    other.play("A♣")  # P2 leads basto in his turn
    assert not other.vole_forfeited and not other.fraud_suspects
    # a defender's matador out of turn is law 9 only
    defender = called_game()
    defender.act("play", player=0, card="J♠")
    assert not defender.vole_forfeited
    # strict play refuses the card, citing law 9, and notes nothing
    strict = called_game(Options(strict=True))
    with pytest.raises(OutOfTurn) as exc:
        strict.act("play", player=2, card="A♣")
    assert law_of(exc) == L.LAW_9 and not strict.vole_forfeited and not strict.irregularities


def test_law_10_friend_shows_himself_by_his_lead() -> None:
    """The English treatise's reading, the engine's before issue 12."""
    deal = called_game(Options(friend_shown="lead"))
    for c in ("Q♣", "3♥", "5♣", "2♣"):
        deal.play(c)
    assert deal.to_move == 2
    deal.play("A♣")
    assert deal.vole_forfeited and 2 in deal.fraud_suspects
    assert deal.irregularities[-1].law == L.LAW_10
    with pytest.raises(ImpossibleAct):
        deal.act("rule-fraud", player=3)
    deal.act("rule-fraud", player=2)
    assert (deal.fines[-1].payer, deal.fines[-1].counters) == (2, deal.stake)
    with pytest.raises(ImpossibleAct):  # ruled once
        deal.act("rule-fraud", player=2)


def test_law_10_not_for_the_eldest_nor_after_the_king() -> None:
    hands = [HANDS[0], HANDS[2], HANDS[1], HANDS[3]]  # P1 (eldest) holds the called king
    deal = Deal.from_hands(hands, options=Options(friend_shown="lead"))
    for word in ("pass", "ask-leave", "pass", "pass"):
        deal.act(word)
    deal.act("name-trump", value="hearts")
    deal.act("call", card="K♠")
    assert (deal.ombre, deal.friend) == (2, 1)
    deal.play("A♣")  # the eldest leads basto: no notice given by law 10
    assert not deal.vole_forfeited


def test_law_11_card_shown_must_be_played() -> None:
    deal = called_game()
    deal.play("Q♣")
    deal.act("show-card", player=3, card="6♣")
    deal.play("3♥")
    assert deal.legal_plays() == [card("6♣")]
    with pytest.raises(IllegalPlay) as exc:
        deal.play("J♣")
    assert law_of(exc) == L.LAW_11
    deal.play("6♣")
    strict = called_game(Options(strict=True))
    with pytest.raises(IllegalPlay):
        strict.act("show-card", player=3, card="6♣")


def test_the_cards_that_may_be_shown_are_offered_in_the_hands_order() -> None:
    """A reader as at the table reads the cards he may show (law 11) in the
    order his hand is shown him, trumps first, not in the order dealt, and
    after the cards he may play out of turn, not one of each by turns."""
    deal = called_game()
    for seat in range(4):
        mine = [a for a in deal.irregular_actions() if a.player == seat and a.cards]
        shown = [a.cards[0] for a in mine if a.kind == "show-card"]
        assert shown == TableWords("quadrille", 4, seat).hand_order(deal)
        # the plays first, then the cards shown: the table lists each kind once
        kinds = [a.kind for a in mine]
        assert kinds == sorted(kinds, key=["play", "show-card"].index)


def test_law_11_not_for_him_who_plays_alone() -> None:
    deal = Deal.from_hands(HANDS)
    deal.act("sans-prendre")
    deal.act("name-trump", value="hearts")
    deal.act("show-card", player=1, card="K♣")
    assert len(deal.legal_plays()) == 10
    own = called_game(call="K♣", options=Options(strict=True))
    own.act("show-card", player=1, card="Q♣")  # lawful for him even when strict
    assert len(own.legal_plays()) == 10


def test_law_11_shown_card_waits_until_lawful() -> None:
    deal = called_game()
    deal.act("show-card", player=3, card="K♦")
    deal.play("Q♣")
    deal.play("3♥")
    assert sorted(map(str, deal.legal_plays())) == ["5♣", "6♣", "J♣"]


def test_law_12_looking_at_tricks() -> None:
    deal = called_game()
    for c in ("Q♣", "3♥", "5♣", "2♣"):
        deal.play(c)
    deal.act("look-tricks", player=2)  # his turn: lawful, nothing recorded
    assert not deal.irregularities
    assert deal.view(0).quitted is None and deal.view(2).quitted is not None
    deal.act("look-tricks", player=0)
    assert deal.irregularities[-1].law == L.LAW_12 and deal.fines == []
    strict = called_game(Options(strict=True))
    strict.play("Q♣")
    with pytest.raises(OutOfTurn) as exc:
        strict.act("look-tricks", player=0)
    assert law_of(exc) == L.LAW_12


def test_law_12_counting_aloud_in_ones_own_turn_is_lawful() -> None:
    """"Except when it is his turn to play": the player to move may count
    aloud, as he may look at the tricks; out of his turn it is noted, with
    no penalty; Hoyle's law 32 (every count irregular) is an option."""
    for options in (Options(), Options(strict=True)):
        deal = called_game(options)
        for c in ("Q♣", "3♥", "5♣", "2♣"):
            deal.play(c)
        assert deal.to_move == 2
        assert Action("count-aloud", 2) not in deal.irregular_actions()
        assert deal.why_not(Action("count-aloud", 2)) is None
        deal.act("count-aloud", player=2)
        assert not deal.irregularities and deal.to_move == 2
    with pytest.raises(IllegalPlay) as exc:  # (strict) out of his turn: refused
        deal.act("count-aloud", player=0)
    assert law_of(exc) == L.LAW_12
    deal = called_game()
    for c in ("Q♣", "3♥", "5♣", "2♣"):
        deal.play(c)
    assert Action("count-aloud", 0) in deal.irregular_actions()
    deal.act("count-aloud", player=0)
    (noted,) = deal.irregularities
    assert noted.law == L.LAW_12 and not noted.penalty and deal.fines == []
    hoyle = called_game(Options(count_aloud="always"))
    for c in ("Q♣", "3♥", "5♣", "2♣"):
        hoyle.play(c)
    assert Action("count-aloud", 2) in hoyle.irregular_actions()
    hoyle.act("count-aloud", player=2)
    assert hoyle.irregularities[-1].law == L.LAW_12


def test_law_13_turning_up_a_game() -> None:
    deal = called_game(Options(mark=5))
    deal.play("Q♣")
    deal.act("turn-up", player=0, value="P2")
    assert [(f.payer, f.counters) for f in deal.fines] == [(0, 3), (2, 2)]
    assert len(deal.view(3).seen[2]) == 10
    with pytest.raises(ImpossibleAct):
        deal.act("turn-up", player=0, value="0")
    with pytest.raises(IllegalPlay):
        called_game(Options(strict=True)).act("turn-up", player=0, value="2")


def test_the_table_says_what_the_pool_holds_once_the_deal_is_settled() -> None:
    """As the verdict counts it, a remise's or codille's beast too: the line
    had named the renounces' beasts alone ("4 in beasts owed") beside a
    verdict whose pool went 0 -> 12."""
    from playable.table.words import TableWords

    seen = set()
    for seed in range(1, 12):
        done = autoplay(Deal.new(seed), rng=random.Random(seed))
        result = done.result()
        told = " ".join(TableWords("quadrille", 4, 0).table(done))
        after = result.pool_after
        assert (f"settled, the pool holds {after}, carried" if after
                else "settled, the pool is empty") in told
        assert "beasts owed" not in told
        seen.add(result.outcome)
    assert "remise" in seen or "codille" in seen, seen


def test_law_14_each_renounce_a_beast() -> None:
    deal = called_game()
    for c in ("Q♣", "3♥", "K♦", "2♣"):
        deal.play(c)
    assert deal.renounces == [[3, 1, 1]]
    assert [(f.payer, f.counters, f.law) for f in deal.fines] == [(3, 4, L.LAW_14)]
    for c in ("6♦", "5♥"):  # P3 renounces again (he has diamonds)
        deal.play(c)
    deal.play("3♦")
    deal.play("4♦")
    assert len(deal.fines) == 2
    # the table says where the beasts go: the pool of the next deal (the
    # table had said "pays 4 into the pool" and then "The pool: 0 counters")
    from playable.table.words import TableWords

    said = TableWords("quadrille", 4, 0).table(deal)
    mark = deal.options.mark
    assert (f"The pool: {deal.stake} counters upon the game (the dealer's mark of {mark} in "
            "it); 8 in beasts owed to the next deal's pool.") in said
    strict = called_game(Options(strict=True))
    strict.play("Q♣")
    strict.play("3♥")
    with pytest.raises(IllegalPlay) as exc:
        strict.play("K♦")
    assert law_of(exc) == L.LAW_14


def test_law_14_mixed_cards_one_beast() -> None:
    deal = called_game(Options(notice_renounces=False))
    for c in ("Q♣", "3♥", "K♦", "2♣", "6♦", "5♥", "3♦", "4♦"):
        deal.play(c)
    assert deal.fines == [] and len(deal.renounces) == 2
    autoplay(deal, until="claims")
    deal.act("claim-renounce", player=0, value="3")
    assert [(f.payer, f.counters) for f in deal.fines] == [(3, 4)]
    with pytest.raises(ImpossibleAct):
        deal.act("claim-renounce", player=0, value="3")


def test_law_14_claimed_during_the_deal_each_costs() -> None:
    deal = called_game(Options(notice_renounces=False))
    for c in ("Q♣", "3♥", "K♦", "2♣", "6♦", "5♥", "3♦", "4♦"):
        deal.play(c)
    deal.act("claim-renounce", player=1, value="3")
    assert len(deal.fines) == 2


def test_law_15_replay_from_the_renounce() -> None:
    deal = called_game()
    for c in ("Q♣", "3♥", "K♦", "2♣", "6♦"):
        deal.play(c)
    deal.act("replay", value="1")
    assert len(deal.tricks) == 0 and deal.trick == [] and deal.to_move == 1
    assert len(deal.fines) == 1  # the beast stands
    assert all(len(h) == 10 for h in deal.hands)
    deal.play("Q♣")
    deal.play("3♥")
    with pytest.raises(RuleError):
        deal.act("replay", value="2")
    assert card("K♦") not in deal.legal_plays()


def test_law_15_no_replay_once_the_deal_is_played_out() -> None:
    """Law 15 allows a replay "if ... the deal is not played out": asked once
    the tenth trick is made, it is refused under law 15 itself (it had been
    refused under law 18, the law of the claims stage)."""
    deal = called_game()
    for c in ("Q♣", "3♥", "K♦", "2♣"):
        deal.play(c)
    autoplay(deal, until="claims")
    assert deal.stage == "claims" and len(deal.fines) == 1
    for seat in (None, 3):
        with pytest.raises(ImpossibleAct, match="the deal is played out: law 15") as exc:
            deal.act("replay", player=seat, value="1")
        assert exc.value.law == L.LAW_15 and len(deal.tricks) == 10
    assert Action("replay", 1, value="1") not in deal.irregular_actions()


def test_law_16_showing_ones_game() -> None:
    deal = called_game()
    assert Action("show-game", 3) in deal.irregular_actions()
    deal.act("show-game", player=3)
    assert deal.fines[-1].payer == 3 and deal.fines[-1].law == L.LAW_16
    # a game shown is not shown, nor beasted, again (it had been offered and
    # beasted a second time)
    assert Action("show-game", 3) not in deal.irregular_actions()
    with pytest.raises(IllegalPlay, match="shown already"):
        deal.act("show-game", player=3)
    assert len(deal.fines) == 1
    with pytest.raises(IllegalPlay):
        called_game(Options(strict=True)).act("show-game", player=3)
    alone = Deal.from_hands(HANDS, options=Options(strict=True))
    alone.act("sans-prendre")
    alone.act("name-trump", value="hearts")
    alone.act("show-game", player=1)
    assert alone.fines == [] and len(alone.view(0).seen[1]) == 10


@pytest.mark.parametrize(("game_shown", "shows", "vole"), [
    ("beasted", 2, True),  # law 16: the beast is the whole penalty
    ("no-vole", 2, False),  # Hoyle law 30: the friend who shows his game loses the vole
    ("no-vole", 3, True),  # a defender's game shown takes nothing from the ombre's side
])
def test_law_16_a_game_shown_and_the_vole(game_shown: str, shows: int, vole: bool) -> None:
    options = Options(game_shown=game_shown)  # type: ignore[arg-type]
    deal = called_game(options, hands=STRONG)
    deal.act("show-game", player=shows)
    assert deal.fines[-1].payer == shows and deal.fines[-1].law == L.LAW_16
    for _ in range(24):
        deal.play(deal.legal_plays()[0])
    assert deal.tricks_won[1] + deal.tricks_won[2] == 6
    assert (deal.stage == "vole") is vole
    assert ("no-vole" in [a.kind for a in deal.legal_actions()]) is vole


def test_law_16_a_game_shown_when_the_vole_is_in_question_closes_it() -> None:
    """Under Hoyle's law 30 a game shown after six tricks won, the vole not
    yet undertaken, takes it away: play goes on without it."""
    deal = called_game(Options(game_shown="no-vole"), hands=STRONG)
    for _ in range(24):
        deal.play(deal.legal_plays()[0])
    assert deal.stage == "vole"
    deal.act("show-game", player=1)
    assert deal.stage == "play" and deal.vole_forfeited
    assert "no-vole" not in [a.kind for a in deal.legal_actions()]
    autoplay(deal, until="claims")
    assert not deal.vole_undertaken


@pytest.mark.parametrize(("hand", "led", "may"), [
    ("A♣ K♦ 5♦ 3♠", "2♥", "A♣ K♦ 5♦ 3♠"),  # a small trump does not force basto
    ("A♣ K♦ 5♦ 3♠", "A♠", "A♣"),  # spadille forces it
    ("A♣ K♦ 5♦ 3♠", "7♥", "A♣"),  # and manille
    ("A♠ K♦ 5♦ 3♠", "7♥", "A♠ K♦ 5♦ 3♠"),  # spadille is never forced
    ("A♠ A♣ K♦", "7♥", "A♠ A♣"),  # basto forced, either trump may go
    ("7♥ A♣ K♦", "A♠", "7♥ A♣"),
    ("7♥ A♣ K♦", "3♥", "7♥ A♣ K♦"),
    ("A♣ 4♥ K♦ 3♠", "2♥", "A♣ 4♥"),  # with another trump: follow
    ("A♣ K♦ 5♦", "Q♦", "K♦ 5♦"),  # plain suits as usual
])
def test_law_17_matadores(hand: str, led: str, may: str) -> None:
    assert s(lawful_plays(cards(hand), card(led), Suit.HEARTS)) == may


def test_law_17_strict_names_the_privilege() -> None:
    hands = ["J♠ 7♣ 6♠ 5♠ 4♠ 6♦ 5♦ 2♣ 3♦ 7♦", "A♠ 7♥ A♥ K♥ Q♥ 2♥ K♣ Q♣ 3♠ 4♦",
             "A♣ J♥ 3♥ 4♥ K♠ Q♠ 7♠ 2♠ 4♣ 3♣", "K♦ Q♦ J♦ A♦ 2♦ 5♥ 6♥ J♣ 6♣ 5♣"]
    deal = called_game(Options(strict=True), trump="diamonds", call="K♠", hands=hands)
    deal.play("A♠")  # spadille led: P2's only trump is basto, which must go
    assert deal.legal_plays() == [card("A♣")]
    with pytest.raises(IllegalPlay) as exc:
        deal.play("J♥")
    assert law_of(exc) == L.LAW_17


def test_law_17_at_the_table_a_matador_kept_back_is_a_renounce() -> None:
    hands = ["J♠ 7♣ 6♠ 5♠ 4♠ 6♦ 5♦ 2♣ 3♦ 7♦", "A♠ 7♥ A♥ K♥ Q♥ 2♥ K♣ Q♣ 3♠ 4♦",
             "A♣ J♥ 3♥ 4♥ K♠ Q♠ 7♠ 2♠ 4♣ 3♣", "K♦ Q♦ J♦ A♦ 2♦ 5♥ 6♥ J♣ 6♣ 5♣"]
    deal = called_game(trump="diamonds", call="K♠", hands=hands)
    deal.play("A♠")
    deal.play("J♥")  # basto kept back: refused by law 17 when strict, beasted by law 14
    assert deal.irregularities[-1].law == L.LAW_14 and deal.renounces == [[2, 1, 0]]


# -- the vole, the claims and the payments -----------------------------------------


STRONG = ["J♠ 7♣ 6♠ 5♠ 4♠ 4♣ 3♣ 2♣ 3♦ 7♦", "A♠ 7♥ A♣ A♥ K♥ Q♥ J♥ 2♥ 3♥ 4♥",
          "K♣ Q♣ 5♥ 6♥ K♠ Q♠ 7♠ 2♠ 6♦ 5♦", "K♦ Q♦ J♦ A♦ 2♦ 4♦ 3♠ J♣ 6♣ 5♣"]


def test_vole_undertaken_and_made() -> None:
    deal = Deal.from_hands(STRONG)
    deal.act("sans-prendre")
    deal.act("name-trump", value="hearts")
    for _ in range(6):
        deal.play(deal.legal_plays()[0])
        for _ in range(3):
            deal.play(deal.legal_plays()[0])
    assert deal.stage == "vole" and "no-vole" in [a.kind for a in deal.legal_actions()]
    deal.play(deal.legal_plays()[0])
    assert deal.vole_undertaken
    autoplay(deal, until="claims")
    assert deal.tricks_won[1] == 10
    deal.act("demand", value="sans-prendre")
    deal.act("demand", value="matadores 10")
    deal.act("settle")
    result = deal.result()
    assert result.outcome == "vole"
    per_item: dict[str, int] = {}
    for t in result.transfers:
        per_item.setdefault(t.item, 0)
        per_item[t.item] += t.counters
    o = deal.options
    assert per_item["vole"] == 3 * o.vole and per_item["matadores"] == 30 * o.matador
    assert per_item["sans prendre"] == 3 * o.sans_prendre
    assert result.totals[1] == 4 + 3 * (o.game + o.consolation + o.sans_prendre + 10 + o.vole)


def test_no_vole_stops_the_deal() -> None:
    deal = Deal.from_hands(STRONG)
    deal.act("sans-prendre")
    deal.act("name-trump", value="hearts")
    for _ in range(24):
        deal.play(deal.legal_plays()[0])
    deal.act("no-vole")
    assert deal.phase is Phase.SCORING and len(deal.tricks) == 6
    deal.act("settle")
    assert deal.result().outcome == "won" and not deal.result().vole_undertaken
    assert sum(len(h) for h in deal.hands) == 16


def test_failed_vole_pays_when_agreed() -> None:
    for pays in (False, True):
        deal = Deal.from_hands(STRONG, options=Options(failed_vole_pays=pays))
        deal.act("sans-prendre")
        deal.act("name-trump", value="hearts")
        for _ in range(25):
            deal.play(deal.legal_plays()[0])
        assert deal.vole_undertaken
        deal.tricks_won[1] -= 1  # let a defender have taken one of the last tricks
        deal.tricks_won[0] += 1
        autoplay(deal)
        result = deal.result()
        vole_lines = [t for t in result.transfers if t.item == "vole"]
        assert result.outcome == "won"
        assert bool(vole_lines) is pays
        assert all(t.payer == 1 for t in vole_lines)


def test_forced_spadille_may_not_play_the_vole() -> None:
    deal = Deal.from_hands(STRONG)
    for _ in range(4):
        deal.act("pass")
    assert deal.mode == "forced"
    deal.act("name-trump", value="hearts")
    deal.act("call", card="K♠")
    for _ in range(24):
        deal.play(deal.legal_plays()[0])
    assert deal.stage == "play"


def test_law_18_demanded_matadores_only() -> None:
    deal = autoplay(Deal.new(seed=1), until="claims")
    held = deal.matadores_held()
    assert held == 7 and deal.open_claims()[0] == f"matadores {held}"
    with pytest.raises(IllegalBid) as exc:
        deal.act("demand", value="matadores 9")
    assert law_of(exc) == L.LAW_18
    deal.act("demand", value="matadores 2")
    deal.act("settle")
    mats = [t for t in deal.result().transfers if t.item == "matadores"]
    assert sum(t.counters for t in mats) == 2 * 2 * deal.options.matador


def test_law_18_undemanded_are_lost() -> None:
    deal = autoplay(Deal.new(seed=1), until="claims")
    deal.act("settle")
    assert not [t for t in deal.result().transfers if t.item == "matadores"]


def test_law_19_matadores_instead_of_sans_prendre() -> None:
    deal = autoplay(Deal.new(seed=17), until="claims")
    assert deal.mode == "sans prendre" and deal.side_tricks() >= 6
    deal.act("demand", value="matadores 5")
    assert deal.open_claims() == ["sans-prendre"]
    deal.act("settle")
    items = {t.item for t in deal.result().transfers}
    assert "matadores" in items and "sans prendre" not in items


def result_of(tricks_for_side: int, ombre_tricks: int, mode: str = "called",
              options: Options | None = None) -> Result:
    """A settled deal with the tricks set as asked (the cards are not played)."""
    deal = called_game(options) if mode == "called" else Deal.from_hands(HANDS, options=options)
    if mode == "forced":
        for _ in range(4):
            deal.act("pass")
        deal.act("name-trump", value="hearts")
        deal.act("call", card="K♠")
    deal.tricks_won = [0] * 4
    deal.tricks_won[1] = ombre_tricks
    deal.tricks_won[2] = tricks_for_side - ombre_tricks
    deal.tricks_won[0] = 10 - tricks_for_side
    deal._end_play()
    deal.act("settle")
    return deal.result()


def test_payments_won() -> None:
    result = result_of(7, 4)
    assert result.outcome == "won"
    # pool 4 split 2/2; game 1 and consolation 1 from each of P0, P3
    assert result.totals == (-4 - 2, 2 + 2, 2 + 2, -2)


def test_payments_remise_split() -> None:
    result = result_of(5, 3, options=Options(mark=5))
    assert result.outcome == "remise"
    beast = [t for t in result.transfers if t.item == "beast"]
    assert [(t.payer, t.counters) for t in beast] == [(1, 3), (2, 2)]  # odd by the ombre
    assert result.pool_after == 5 + 5


def test_payments_codille_ombre_under_three_pays_alone() -> None:
    result = result_of(4, 2)
    assert result.outcome == "codille"
    side_pay = {t.payer for t in result.transfers
                if t.item in ("beast", "game", "consolation")}
    assert side_pay == {1}


def test_payments_forced_spadille_friend_pays_half() -> None:
    result = result_of(3, 1, mode="forced")
    payers = {t.payer for t in result.transfers
              if t.item in ("beast", "game", "consolation")}
    assert payers == {1, 2}


def test_payments_codille_pool_divided() -> None:
    result = result_of(2, 1, options=Options(mark=5))
    pool_out = [(t.payee, t.counters) for t in result.transfers
                if t.item == "pool"]
    assert sorted(pool_out) == [(0, 2), (3, 3)]  # P3 held the best trump (6♥ over none)
    assert result.pool_after == 0 + 5


def test_devole() -> None:
    result = result_of(0, 0)
    assert any(t.item == "devole" for t in result.transfers)


def test_result_json_and_text() -> None:
    deal = autoplay(Deal.new(seed=1))
    data = deal.result().to_json()
    json.dumps(data)
    assert data["outcome"] == "won" and sum(data["totals"]) + data["pool_after"] - \
        data["pool_before"] == 0
    text = describe(deal)
    assert "is ombre (called), spades trumps" in text or "is ombre" in text
    assert "totals" in text


# -- records, tables, players, the terminal ------------------------------------------


def test_record_round_trip_with_irregularities() -> None:
    deal = called_game()
    deal.play("Q♣")
    deal.act("play", player=3, card="J♣")
    deal.act("show-card", player=3, card="6♣")
    deal.play("3♥")
    deal.act("look-tricks", player=0)
    deal.play("6♣")
    deal.play("2♣")
    deal.act("turn-up", player=0, value="3")
    autoplay(deal)
    text = record.dumps(deal)
    again = record.loads(text)
    assert again.result().to_json() == deal.result().to_json()
    assert [str(a) for a in again.history] == [str(a) for a in deal.history]


def test_record_refuses_a_bad_act() -> None:
    deal = called_game()
    data = record.to_json(deal)
    data["actions"].append({"player": 1, "kind": "play", "cards": ["K♦"]})
    with pytest.raises(RecordError):
        record.from_json(data)


def test_options_json() -> None:
    o = Options(mark=2, strict=True)
    assert Options.from_json(o.to_json()) == o
    with pytest.raises(ValueError, match="unknown option"):
        Options.from_json({"stake": 3})
    with pytest.raises(ValueError):
        Options(mark=-1)
    with pytest.raises(TypeError):
        Options(strict=1)  # type: ignore[arg-type]


def test_table_carries_the_pool() -> None:
    table = Table()
    rng = random.Random(4)
    table.play([SensiblePlayer()] * 4, rng, deals=12)
    assert sum(table.counters) + table.pool == 0
    assert table.dealer == 12 % 4
    assert table.results[0].pool_before == 0
    for before, after in zip(table.results, table.results[1:]):
        assert after.pool_before == before.pool_after


def test_clone_is_independent() -> None:
    deal = called_game()
    copy = deal.clone()
    copy.play("Q♣")
    assert len(deal.hand(1)) == 10 and len(copy.hand(1)) == 9
    deal.legal_actions()  # a clone of a deal whose acts are worked out and kept
    other = deal.clone()
    deal.play("Q♣")
    assert sorted(map(str, other.legal_plays())) == sorted(map(str, other.hand(1)))
    other.play("K♣")
    assert card("K♣") in deal.hand(1) and card("Q♣") in other.hand(1)


def test_the_deal_is_a_game_deal_of_the_core() -> None:
    deal = called_game()
    assert isinstance(deal, GameDeal) and isinstance(deal, DealLike)
    assert deal.seats == 4 and deal.cards_played == 0
    deal.play("Q♣")
    deal.play("3♥")
    assert deal.cards_played == 2 and deal.view(2).seat == 2 == deal.view(2).player
    assert deal.irregular_actions() and all(a not in deal.legal_actions()
                                            for a in deal.irregular_actions())
    before = len(deal.history)
    assert deal.why_not(Action("play", 2, (card("K♦"),))) is not None
    assert len(deal.history) == before


def test_the_account_names_each_item() -> None:
    deal = called_game(Options(mark=5))
    deal.play("Q♣")
    deal.act("turn-up", player=0, value="P2")
    assert [(line.player, line.points, line.item) for line in deal.account] == [
        (0, -3, "beast"), (2, -2, "beast")]
    autoplay(deal)
    result = deal.result()
    lines = deal.account.lines
    assert deal.account.totals(4) == result.totals
    items = {"mark", "pool", "game", "consolation", "sans-prendre", "matadores", "vole",
             "devole", "beast"}
    assert {line.item for line in lines} <= items and "game" in {line.item for line in lines}
    assert all(line.law in LAWS or (line.law is None and line.authority) for line in lines)
    assert {line.authority for line in lines if line.law is None} <= {
        HOYLE, "Hoyle, terms", "The Game of Quadrille"}


def test_the_sensible_player_says_why_and_chooses_as_it_says() -> None:
    """``advise`` gives ``choose``'s act with a reason (but for the dealer's
    packets), over whole seeded deals; and its reasons tell a seated reader
    nothing the cards and the words spoken do not: one reason for a card
    that does not take the trick, whoever holds it, one for every call,
    and none that names what a player keeps back (the friend, the called
    king still in his hand, shows himself by no word: law 10's secret)."""
    player = SensiblePlayer()
    said: dict[str, set[str]] = {}
    for seed in range(40):
        for _, _, advice in advised(Deal.new(seed), player, seed):
            assert bool(advice.reason) == (advice.action.kind != "deal")  # no word on packets
            assert advice.law is None
            said.setdefault(advice.action.kind, set()).add(advice.reason)
    assert said["call"] == {"the call that serves his hand best"}
    assert said["play"] <= {"the cheapest card", "the trick taken with the lowest card that takes it",
                            "the ombre leads his best trump, to draw the others'",
                            "a king, the surest plain card to lead", "the cheapest plain card",
                            "no plain card to lead: the cheapest trump"}
    assert not any(re.search(r"\d|hearts|spades|clubs|diamonds|partner|side|friend|called", r)
                   for reasons in said.values() for r in reasons)


def test_sensible_player_asks_with_three_tricks() -> None:
    assert estimate(cards("A♠ 7♥ A♣ K♦ Q♦ 2♠ 3♠ 4♠ 5♠ 6♠"), Suit.HEARTS) >= 3
    assert estimate(cards("2♣ 3♣ 4♣ 5♦ 6♦ 2♥ 3♠ 4♠ 5♠ 6♠"), Suit.HEARTS) < 3


def test_bench_variants() -> None:
    for label, playout in bench.variants(GAMES["quadrille"]):
        assert "Quadrille" in label
        assert 24 <= playout(random.Random(1)) <= 40


def test_play_terminal_scripted() -> None:
    out = io.StringIO()
    answers = "\n".join(["1"] * 40 + ["n"]) + "\n"
    assert play("quadrille", io.StringIO(answers), out, seed=3) == 0
    text = out.getvalue()
    assert "Quadrille" in text and "totals" in text


def test_play_terminal_quits() -> None:
    out = io.StringIO()
    assert play("quadrille", io.StringIO("quit\n"), out, seed=1) == 0
    assert "Goodbye" in out.getvalue()


def test_card_type() -> None:
    assert isinstance(Deal.from_hands(HANDS).hand(0)[0], Card)
    assert POOL == 4


def test_law_12_and_law_13_acts_are_listed_as_the_laws_say_them() -> None:
    south = TableWords("quadrille", 4, 0)
    assert south.label(Action("look-tricks", 0)) == "look upon the tricks"
    assert south.label(Action("turn-up", 1, value="0")) == "turn up your game"
    assert south.label(Action("turn-up", 0, value="2")) == "turn up North's game"


def test_the_table_says_who_plays_with_whom_forced_or_with_his_own_king() -> None:
    """Forced spadille calls a king as a called game does (law 4), but the
    table told its ombre "You play alone", and a defender "You defend, with
    the other two"; an ombre who called his own king was never shown to play
    alone, the defenders told "the friend is not yet known" to the end."""
    from playable.table.words import Onlooker, TableWords

    hands = ["J♠ 7♣ 6♠ 5♠ 4♠ 4♣ 3♣ 2♣ 3♦ 7♦", "A♠ 7♥ A♥ K♥ Q♥ 2♥ K♣ Q♣ 3♠ 4♦",
             "A♣ J♥ 3♥ 4♥ K♠ Q♠ 7♠ 2♠ 6♦ 5♦", "K♦ Q♦ J♦ A♦ 2♦ 5♥ 6♥ J♣ 6♣ 5♣"]

    def said(deal: Deal, seat: int) -> str:
        words = TableWords("quadrille", 4, seat) if seat >= 0 else Onlooker("quadrille", 4)
        return " ".join(words.table(deal))

    forced = Deal.from_hands(hands)
    for word in ("pass", "pass", "pass", "pass"):
        forced.act(word)
    assert forced.mode == "forced" and forced.ombre == 1  # spadille's holder
    forced.act("name-trump", value="hearts")
    forced.act("call", card="K♠")  # North's
    assert "You are the ombre; the holder of the called king is your friend" in said(forced, 1)
    assert "play alone" not in said(forced, 1)
    assert "You defend, against the ombre and his friend" in said(forced, 0)
    assert "The friend: North, who holds the called king" in said(forced, -1)
    own = Deal.from_hands(hands)
    for word in ("ask-leave", "pass", "pass", "pass"):
        own.act(word)
    own.act("name-trump", value="hearts")
    own.act("call", card="K♣")  # East's own
    assert own.friend is None
    assert "You play alone" in said(own, 1) and "plays alone" in said(own, -1)
    assert "The friend is not yet known." in said(own, 0)  # the others do not know yet
    own.play("K♣")
    assert "East called his own king, and so plays alone." in said(own, 0)
    assert "not yet known" not in said(own, 0)
    words = TableWords("quadrille", 4, 0)
    assert words.words.news(words, own) == [
        "The called king K♣ has fallen: it is the ombre's own, so East plays alone."]


def test_a_queen_called_is_called_a_queen() -> None:
    """With the four kings the ombre may call a queen (law 6); the table had
    asked "Which king do you call?" and then spoke of "the king called: the
    queen of spades" and "the called king Q♠"."""
    from playable.table.words import TableWords

    deal = four_kings()
    words = TableWords("quadrille", 4, 1)
    assert words.prompt(deal, deal.legal_actions()) == "Which king or queen do you call? "
    deal.act("call", card="Q♠")
    said = " ".join(words.table(deal))
    assert "The queen called: the queen of spades Q♠." in said
    assert "with a called queen" in said and "called king" not in said


def test_the_french_rule_charges_a_lost_sans_prendre_what_a_won_one_is_paid() -> None:
    """The table rule "hoyle-variants" says a lost sans prendre is paid "the
    French rule, as reported", which the option's own words give as the
    counters paid for one won; it had charged 1 where a won one is paid 2."""
    from playable.games import GAMES

    variants = dict(GAMES["quadrille"].option_sets)["hoyle-variants"]
    assert isinstance(variants, Options)
    assert variants.sans_prendre_lost == variants.sans_prendre == Options().sans_prendre > 0


def test_i_ask_is_said_as_hoyles_law_19_has_it() -> None:
    """The ombre's "I ask" (``Options.vole_announced``: Hoyle's law 19, the
    friend makes himself known before the vole is declared) was offered and
    told as "ask whether the vole is played"."""
    from playable.table.words import TableWords

    words = TableWords("quadrille", 4, 0)
    assert words.act(Action("ask", 0)) == 'You say "I ask", and the friend makes himself known.'
    assert "vole" not in words.words.meanings["ask"]


def test_a_trump_named_without_leave_may_be_any_suit() -> None:
    """As at the table, a trump named before leave is asked (law 5) was
    offered in spades and hearts alone: 'name clubs' was not one of the choices."""
    deal = Deal.from_hands(HANDS)
    named = [a.value for a in deal.irregular_actions() if a.kind == "name-trump"]
    assert sorted(named) == sorted(s.noun for s in Suit)


def test_the_tables_rulings_and_a_game_turned_up_are_told_in_words() -> None:
    """Laws 10, 13 and 15 at the terminal had been told in the engine's
    names: "You: turn up 3.", "You: replay 2.", "You: rule fraud."."""
    from playable.table.words import TableWords

    words = TableWords("quadrille", 4, 0)
    told = [words.act(Action("turn-up", 0, value="3")), words.act(Action("replay", 0, value="2")),
            words.act(Action("rule-fraud", 2))]
    assert told == ["You turn up West's game.",
                    ("The renounce harmed the game: the cards are taken up from trick 2 and "
                     "played again."),
                    ("The table rules that North showed himself the friend with a fraudulent "
                     "design.")]
    assert not any(line.startswith("You:") for line in told)


def test_no_look_at_tricks_before_one_is_quitted_and_sans_prendre_demanded_in_words() -> None:
    """Law 12's look upon the tricks was offered (and recorded) before any
    trick was quitted; a demand was labelled "demand sans-prendre"."""
    from playable.table.words import TableWords

    deal = called_game()
    assert deal.phase is Phase.PLAY and not deal.tricks
    assert not any(a.kind == "look-tricks" for a in deal.irregular_actions())
    for c in ("Q♣", "3♥", "K♦", "2♣"):
        deal.play(c)
    assert deal.tricks and any(a.kind == "look-tricks" for a in deal.irregular_actions())
    words = TableWords("quadrille", 4, 0)
    demand = Action("demand", 0, value="sans-prendre")
    assert words.label(demand) == "demand sans prendre"
    assert words.act(demand) == "You demand sans prendre."


def played_sensibly(seed: int) -> Deal:
    """Seeded deal ``seed`` played to its end by the sensible player at every seat."""
    import random

    deal = Deal.new(seed)
    while not deal.is_over:
        assert deal.to_move is not None
        deal.apply(SensiblePlayer().choose(deal.view(deal.to_move), deal.legal_actions(),
                                           random.Random(seed)))
    return deal


def test_every_trick_without_the_vole_is_explained() -> None:
    """A side that took all ten tricks without the vole undertaken was told
    only "win the game"; the table now says why no vole is paid."""
    from playable.table.words import TableWords

    deal = played_sensibly(34)
    result = deal.result()
    assert result.outcome == "won" and result.side_tricks == 10 and not deal.vole_undertaken
    said = TableWords("quadrille", 4, 0).verdict(deal, None)
    assert said[1].startswith("  Every trick, but no vole: it is paid only where it was "
                              "undertaken")


def test_the_hands_as_dealt_are_shown_in_the_order_of_play() -> None:
    """The hands as dealt, once the deal is over, had ranked a red suit as
    other games do ("K♥ 7♥ 5♥"), where the table in play shows Quadrille's
    order (the red small cards ranking upward from the seven)."""
    from playable.table.words import as_dealt

    deal = played_sensibly(34)
    for hand in as_dealt(deal, 4):
        assert hand == sorted(hand, key=deal._display_key)


def test_a_failed_vole_paid_by_the_french_rule_names_the_french_book() -> None:
    """``failed_vole_pays`` is the *Académie universelle des jeux*'s payment
    (Hoyle's law 29 has none): its score line had been credited to Hoyle,
    where the lost sans prendre, the other French payment, names the French
    book."""
    from playable.engine.strategies import play_out
    from playable.quadrille.scoring import ACADEMIE, HOYLE

    point = {
        "hands": ["Q♦ J♦ J♥ A♥", "Q♠ 3♦ 2♥ 4♥", "K♣ J♣ 7♣ 4♦", "Q♣ 5♣ A♦ Q♥"],
        "speaking": ["ask-leave", "pass", "pass", "pass"], "trump": "spades", "called": "K♥",
        "tricks": ["A♠ 3♠ 4♠ 7♥", "2♠ J♠ 6♠ 6♦", "A♣ K♠ 7♠ 3♣", "K♦ 5♦ 7♦ 2♦",
                "6♥ 5♥ K♥ 3♥", "2♣ 4♣ 5♠ 6♣"]}
    deal = Deal.setup(**point, options=Options(failed_vole_pays=True))  # type: ignore[arg-type]
    deal.play("3♦")  # the ombre's side leads to the seventh trick: the vole undertaken
    assert deal.vole_undertaken
    play_out(deal, [SensiblePlayer() for _ in range(4)], random.Random(0))
    failed = [t for t in deal.result().transfers if t.item == "vole"]
    assert failed and deal.result().side_tricks < 10
    assert {t.source for t in failed} == {ACADEMIE} != {HOYLE}
