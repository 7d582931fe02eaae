"""The laws' own hard cases for Bezique (issue 12), each set up in a few lines:

* 125 ii as written: cards on the table serve in a declaration of another
  class with no new card from the hand (``Options(reuse="new-card")`` keeps
  the stricter reading); Foster's double declarations (``announce``);
* three-handed (128, *Britannica* 9th ed.): a second double bezique onto a
  bezique already used in one;
* the seven of trumps declared (``Options(seven="declared")``, Hoffmann);
* a wrong declaration committed and punished (Enquire Within, 123 ii): no
  score, the cards faced and liable to be called for; refused in strict mode;
* the overdraw: the adversary names the card returned (126 iv, as 122 has it).
"""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from playable.bezique import Deal, Options, expected_pack
from playable.engine.cards import card, cards
from playable.engine.core import Action
from playable.engine.errors import IllegalDeclaration, IllegalPlay, RuleError, SetupError
from playable.laws.ids import BeziqueLaws as L


def rest(options: Options, *placed: str) -> list[str]:
    """The cards of the pack not in ``placed``, in the pack's order (a stock)."""
    left = Counter(expected_pack(options)) - Counter(c for text in placed for c in cards(text))
    return [str(c) for c in left.elements()]


def after_a_trick(table0: list[str], hand0: str, hand1: str, trick: str = "7♣ A♣",
                  options: Options | None = None, turn_up: str = "9♥") -> Deal:
    """Two-handed, P0 deals; P1 led and P0 won ``trick``; P0 is to declare."""
    options = options or Options()
    placed = [c.split(":")[0] for c in table0]
    stock = rest(options, hand0, hand1, trick, turn_up, *placed)
    return Deal.setup(hands=[hand0, hand1], tables=[table0, []], tricks=[trick],
                      turn_up=turn_up, stock=" ".join(stock), options=options)


def strict(deal: Deal) -> Deal:
    copy = deal.clone()
    copy.options = dataclasses.replace(deal.options, strict=True)
    return copy


# -- 125 ii: another class from the table -------------------------------------

MARRIED = ["K♠:marriage", "Q♠:marriage", "K♦:marriage", "Q♦:marriage", "K♣:marriage",
           "Q♣:marriage"]


def test_married_kings_make_four_kings_from_the_table() -> None:
    deal = after_a_trick(MARRIED, "K♥", "7♦ 8♦ 9♦ 10♦ 7♠ 8♠ 9♠")
    hand = deal.hand(0)
    assert [a.value for a in deal.legal_declarations()].count("four kings") == 1
    deal.declare("four kings", "K♠ K♦ K♣ K♥")
    assert deal.account.lines[-1].points == 80 and deal.account.lines[-1].law == L.S125_II
    assert deal.hand(0) == [], "the new king is laid; the married ones were there"
    assert hand == cards("K♥")


def test_all_four_from_the_table_need_no_new_card() -> None:
    deal = after_a_trick(MARRIED + ["K♥:marriage"], "", "7♦ 8♦ 9♦ 10♦ 7♠ 8♠ 9♠")
    deal.declare("four kings", "K♠ K♦ K♣ K♥")
    assert deal.account.lines[-1].points == 80
    # with the stricter reading, a new card from the hand is asked of every declaration
    old = after_a_trick(MARRIED + ["K♥:marriage"], "", "7♦ 8♦ 9♦ 10♦ 7♠ 8♠ 9♠",
                        options=Options(reuse="new-card"))
    assert not old.legal_declarations()
    err = strict(old).why_not(Action("declare", 0, tuple(cards("K♠ K♦ K♣ K♥")), "four kings"))
    assert err is not None and "new card" in err.reason


def test_the_same_class_still_asks_a_new_card() -> None:
    # two single beziques lie on the table: the double needs a new card (Foster)
    deal = after_a_trick(["Q♠:bezique", "J♦:bezique", "Q♠:bezique", "J♦:bezique"], "A♣ 9♣ 8♣",
                         "7♦ 8♦ 9♦ 10♦ 7♠ 8♠ 9♠", trick="7♣ A♥")
    assert not [a for a in deal.legal_declarations() if a.value == "double bezique"]
    err = strict(deal).why_not(
        Action("declare", 0, tuple(cards("Q♠ Q♠ J♦ J♦")), "double bezique"))
    assert err is not None and err.law == L.S125_I and "beziques" in err.reason


#: A bezique declared, a second queen of spades in four queens and a second
#: knave of diamonds in four knaves: the four cards of a double bezique on the
#: table, no new one in the hand (the other Q♣ of the four queens won the trick).
ONE_BEZIQUE = ["Q♠:bezique+four queens", "J♦:bezique+four knaves", "Q♠:four queens",
               "Q♣:four queens", "J♦:four knaves", "J♣:four knaves", "J♥:four knaves"]


def test_a_double_bezique_from_the_table_after_one_bezique_is_an_option() -> None:
    """Issue 29 point 7a: 124 ii sets no new-card condition ("Bezique having
    been declared, may be again used to form Double Bezique.  All four cards
    must be visible on the table together"), the default; Foster asks a new
    card from the hand, ``Options(double="new-card")``."""
    deal = after_a_trick(ONE_BEZIQUE, "", "7♦ 8♦ 9♦ 10♦ 7♠ 8♠ 9♠", trick="7♣ Q♣")
    assert "double bezique" in [a.value for a in deal.legal_declarations()]
    deal.declare("double bezique", "Q♠ Q♠ J♦ J♦")
    assert deal.account.lines[-1].points == 500 and not deal.irregularities
    foster = after_a_trick(ONE_BEZIQUE, "", "7♦ 8♦ 9♦ 10♦ 7♠ 8♠ 9♠", trick="7♣ Q♣",
                           options=Options(double="new-card"))
    assert "double bezique" not in [a.value for a in foster.legal_declarations()]
    err = strict(foster).why_not(
        Action("declare", 0, tuple(cards("Q♠ Q♠ J♦ J♦")), "double bezique"))
    assert err is not None and "new card" in err.reason
    old = after_a_trick(ONE_BEZIQUE, "", "7♦ 8♦ 9♦ 10♦ 7♠ 8♠ 9♠", trick="7♣ Q♣",
                        options=Options(reuse="new-card"))
    assert "double bezique" not in [a.value for a in old.legal_declarations()]


# -- Foster's double declarations ------------------------------------------------


def foster() -> Deal:
    """Four kings on the table (the K♠ among them); Q♠ and J♦ in the hand."""
    return after_a_trick(["K♠:four kings", "K♦:four kings", "K♣:four kings", "K♥:four kings"],
                         "Q♠ J♦ 8♣", "7♦ 8♦ 9♦ 10♦ 7♠ 8♠ 9♠")


def test_declare_one_announce_the_other_score_it_after_the_next_trick() -> None:
    deal = foster()
    deal.declare("bezique", "Q♠ J♦")
    announce = Action("announce", 0, tuple(cards("K♠ Q♠")), "common marriage")
    assert announce in deal.legal_actions()
    deal.apply(announce)
    assert deal.account.total(0) == 40, "the marriage is not scored yet"
    assert deal.view(1).announced == ((0, "common marriage", tuple(cards("K♠ Q♠"))),)
    deal.draw()
    deal.play("8♣")  # P0 leads, P1 plays a losing card
    deal.play(next(c for c in deal.legal_plays() if c.rank.symbol in "789"))
    assert deal.tricks[-1].winner == 0
    assert Action("declare", 0, tuple(cards("K♠ Q♠")), "common marriage") in \
        deal.legal_declarations()
    deal.declare("common marriage", "K♠ Q♠")
    assert deal.account.lines[-1].points == 20
    assert deal.account.lines[-1].law == L.S125_VI


def test_only_one_declaration_scores_after_a_trick() -> None:
    deal = foster()
    deal.declare("bezique", "Q♠ J♦")
    with pytest.raises(IllegalDeclaration) as info:
        deal.declare("common marriage", "K♠ Q♠")
    assert info.value.law == L.S124


def test_an_announcement_lapses_when_its_card_is_played() -> None:
    deal = foster()
    deal.declare("bezique", "Q♠ J♦")
    deal.apply(Action("announce", 0, tuple(cards("K♠ Q♠")), "common marriage"))
    deal.draw()
    deal.play("K♠", from_table=True)
    assert deal.view(0).announced == ()


# -- three-handed: a second double bezique ------------------------------------------


def test_a_second_double_bezique_onto_a_bezique_used_in_one() -> None:
    three = Options(players=3)
    table = ["Q♠:double bezique", "Q♠:double bezique", "J♦:double bezique",
             "J♦:double bezique"]
    hands = ["Q♠ J♦ 8♣", "7♦ 8♦ 9♦ 10♦ 7♠ 8♠ 9♠", "7♦ 8♦ 9♦ 10♦ 7♠ 8♠ 9♠"]
    trick = "7♣ 9♣ A♣"  # P1 leads, P2, then P0 takes it
    stock = rest(three, *hands, trick, "9♥", *(c.split(":")[0] for c in table))
    deal = Deal.setup(hands=hands, tables=[table, [], []], tricks=[trick], turn_up="9♥",
                      stock=" ".join(stock), options=three)
    assert deal.to_move == 0
    assert any(a.value == "double bezique" for a in deal.legal_declarations())
    deal.declare("double bezique", "Q♠ Q♠ J♦ J♦")
    assert deal.account.lines[-1].points == 500
    marks = sorted(m for c, m in deal.view(0).table if c in cards("Q♠ J♦"))
    assert marks.count("double bezique") == 6  # every card has served in a double now
    # no third: each of the six has served in a double bezique
    assert not any(a.value == "double bezique" for a in deal.declarations_open_to(0))


# -- the seven of trumps declared -------------------------------------------------------


def test_the_seven_declared_in_place_of_a_declaration() -> None:
    hoffmann = Options(seven="declared")
    deal = after_a_trick([], "7♥ K♠ Q♠ 8♣ 9♣ 10♣ 7♠", "7♦ 8♦ 9♦ 10♦ 8♠ 9♠ J♠",
                         options=hoffmann, turn_up="9♥")
    seven = Action("declare", 0, (card("7♥"),), "seven of trumps")
    assert seven in deal.legal_declarations()
    deal.apply(seven)
    line = deal.account.lines[-1]
    assert (line.points, line.item, line.law) == (10, "seven-declared", L.S125_VII)
    assert not deal.legal_declarations(), "the seven is this trick's declaration"
    assert "exchange" not in [a.kind for a in deal.legal_actions()], "it has scored once"
    deal.draw()
    deal.play("7♥")
    assert deal.account.total(0) == 10, "played, it scores nothing more (Hoffmann)"


def test_the_seven_is_not_declared_under_enquire_within() -> None:
    deal = after_a_trick([], "7♥ K♠ Q♠ 8♣ 9♣ 10♣ 7♠", "7♦ 8♦ 9♦ 10♦ 8♠ 9♠ J♠")
    seven = Action("declare", 0, (card("7♥"),), "seven of trumps")
    assert seven not in deal.legal_actions()
    err = strict(deal).why_not(seven)
    assert err is not None and err.law == L.S125_VII
    deal.apply(seven)  # at the table: a wrong declaration, punished (123 ii)
    assert deal.account.total(0) == 0 and deal.faced(0) == cards("7♥")
    deal.draw()
    deal.play("7♥")
    assert deal.account.total(0) == 10, "played while the stock lasts, it scores (123 iv)"


# -- a wrong declaration (123 ii) ------------------------------------------------------


def wrong() -> Deal:
    deal = after_a_trick([], "Q♠ J♥ J♦ 8♣ 9♣ 10♣ 7♠", "7♦ 8♦ 9♦ 10♦ 8♠ 9♠ J♠")
    deal.declare("bezique", "Q♠ J♥")
    return deal


def test_a_wrong_declaration_scores_nothing_and_faces_its_cards() -> None:
    deal = wrong()
    assert deal.account.total(0) == 0
    assert [(i.law, i.player) for i in deal.irregularities] == [(L.S124, 0)]
    assert "wrong declaration" in deal.irregularities[0].description
    assert deal.faced(0) == cards("Q♠ J♥") and deal.table(0) == []
    assert deal.view(1).faced == (tuple(cards("Q♠ J♥")), ())
    # no second declaration now; a combination may still be announced, to score
    # after another trick, which is what 123 ii allows
    assert "declare" not in [a.kind for a in deal.legal_actions()]


def test_a_wrong_declaration_is_refused_in_strict_mode() -> None:
    deal = after_a_trick([], "Q♠ J♥ J♦ 8♣ 9♣ 10♣ 7♠", "7♦ 8♦ 9♦ 10♦ 8♠ 9♠ J♠",
                         options=Options(strict=True))
    with pytest.raises(RuleError) as info:
        deal.declare("bezique", "Q♠ J♥")
    assert info.value.law == L.S125_I and "is not a bezique" in info.value.reason
    with pytest.raises(IllegalDeclaration) as missing:
        deal.declare("bezique", "Q♠ J♣")
    assert "does not hold" in missing.value.reason


def test_a_faced_card_is_called_for() -> None:
    deal = wrong()
    deal.draw()
    assert deal.to_move == 0
    deal.apply(Action("call", 1, (card("Q♠"),)))
    assert deal.legal_plays() == cards("Q♠")
    with pytest.raises(IllegalPlay) as info:
        deal.play("J♥")
    assert info.value.law == L.S124
    deal.play("Q♠")
    assert deal.faced(0) == cards("J♥")
    with pytest.raises(IllegalPlay):
        deal.apply(Action("call", 1, (card("8♣"),)))


def test_after_another_trick_the_declaration_may_be_made() -> None:
    deal = wrong()
    deal.draw()
    deal.play("8♣")
    deal.play(next(c for c in deal.legal_plays() if c.rank.symbol in "789"))
    deal.declare("bezique", "Q♠ J♦")
    assert deal.account.total(0) == 40


# -- the overdraw (case 4, verified) ------------------------------------------------


def test_the_adversary_names_the_card_returned() -> None:
    deal = Deal.from_hands(["K♥ Q♥ A♣ 9♦ 8♦ J♠ 8♠ 7♠", "7♣ 8♣ 9♣ 7♦ 9♠ 10♠ J♣ J♦"],
                           turn_up="9♥")
    deal.play("7♣")
    deal.play("A♣")
    deal.draw()
    deal.apply(Action("draw", 1))
    # P0, not the overdrawer, names one of the two cards P1 drew (122)
    offered = deal.legal_actions()
    assert deal.to_move == 0 and {a.kind for a in offered} == {"return"} and len(offered) == 2
    assert deal.why_not(Action("return", 1, offered[0].cards)) is not None
    chosen = offered[1].cards[0]
    before = deal.held(1).count(chosen)
    deal.apply(offered[1])
    assert deal.held(1).count(chosen) == before - 1 and len(deal.held(1)) == 8
    # back towards the middle of the stock, not on top
    place = [i for i, x in enumerate(deal._stock) if deal.pack[x] == chosen]
    assert place and all(0 < i < len(deal._stock) - 1 for i in place)


# -- faced cards and draws out of turn, written as a position -------------------------
# (found by tests/test_fuzz.py's positions reached as at the table)

#: P1 leads 7♣, P0 takes it with A♣; the stock's top: K♦, then 10♣
FACED_HANDS = ["K♦ Q♥ A♣ Q♦ 8♦ J♠ 8♠ 7♠", "7♣ 8♣ 9♣ 7♦ 9♠ 10♠ J♣ J♦"]


def test_a_position_is_not_written_while_a_draw_out_of_turn_leaves_the_round_part_made(
        ) -> None:
    """126 i: P1 draws before P0, who won the trick.  The setup takes a
    round of draws whole, so the position waits until P0 has drawn: it was
    written, and reading it back failed ("47 cards left ... is not a number
    the draws leave")."""
    deal = Deal.from_hands(FACED_HANDS, turn_up="9♥", stock="K♦ 10♣")
    deal.play("7♣")
    deal.play("A♣")
    deal.apply(Action("draw", 1))
    with pytest.raises(SetupError, match="the round of draws is part made"):
        deal.position()
    deal.draw()
    again = Deal.from_position(deal.position())
    assert again.position() == deal.position() and again.legal_actions() == deal.legal_actions()


def test_of_two_equal_faced_cards_the_one_played_is_faced_no_more() -> None:
    """126 ii: P0 plays K♦ out of turn twice, the second the K♦ he drew
    between: both faced.  He plays one and declares the other: none is
    faced.  The engine had unfaced the one still in hand when the other was
    played, so the K♦ declared stayed faced on the table, and the position
    was refused ("South has no K♦ there")."""
    deal = Deal.from_hands(FACED_HANDS, turn_up="9♥", stock="K♦ 10♣")
    deal.apply(Action("play", 0, (card("K♦"),)))
    deal.play("7♣")
    deal.play("A♣")
    deal.draw()  # P0's second K♦
    deal.play("7♠")
    deal.apply(Action("play", 0, (card("K♦"),)))
    assert deal.faced(0) == cards("K♦ K♦")
    deal.play("8♣")
    deal.draw()
    deal.play("7♦")
    deal.play("K♦")
    assert deal.faced(0) == cards("K♦") and deal.hand(0).count(card("K♦")) == 1
    deal.declare("common marriage", "K♦ Q♦")
    assert deal.faced(0) == [] and card("K♦") not in deal.hand(0)
    assert Deal.from_position(deal.position()).faced(0) == []


def test_a_faced_card_returned_to_the_stock_is_faced_no_more() -> None:
    """126 ii, then iv: P1 plays the 10♣ he drew out of turn (faced), then
    overdraws, and P0 sends the 10♣ back to the stock.  It had stayed among
    P1's faced cards, which then named a card he did not hold."""
    deal = Deal.from_hands(FACED_HANDS, turn_up="9♥", stock="K♦ 10♣")
    deal.play("7♣")
    deal.play("A♣")
    deal.draw()  # P0 draws K♦, P1 10♣
    deal.apply(Action("play", 1, (card("10♣"),)))
    assert deal.faced(1) == cards("10♣")
    deal.apply(Action("draw", 1))
    back = next(a for a in deal.legal_actions() if a.cards == (card("10♣"),))
    deal.apply(back)
    assert deal.faced(1) == [] and card("10♣") not in deal.hand(1)
    assert Deal.from_position(deal.position()).faced(1) == []


def test_the_seven_exchanged_scores_and_is_not_declared_again() -> None:
    hoffmann = Options(seven="declared")
    deal = after_a_trick([], "7♥ K♠ Q♠ 8♣ 9♣ 10♣ 7♠", "7♥ 8♦ 9♦ 10♦ 8♠ 9♠ J♠",
                         options=hoffmann)
    deal.exchange()
    assert deal.account.lines[-1].item == "seven-exchanged"
    assert not any(a.value == "seven of trumps" for a in deal.legal_declarations())
    deal.draw()
    deal.play("8♣")
    deal.play("7♥")  # P1's seven, played: nothing (Hoffmann)
    assert deal.account.total(1) == 0


# -- 124 ii: the bezique cards vary with trumps (a variation the witness gives) ---------


def test_bezique_with_trumps_when_spades_are_trumps() -> None:
    variation = Options(bezique="with-trumps")
    deal = after_a_trick([], "Q♣ J♥ Q♠ J♦ 9♣ 10♣ 7♠", "7♦ 8♦ 9♦ 10♦ 8♠ 9♠ J♠",
                         options=variation, turn_up="9♠")
    beziques = [a for a in deal.legal_declarations() if a.value == "bezique"]
    assert [a.cards for a in beziques] == [tuple(cards("Q♣ J♥"))]
    err = strict(deal).why_not(Action("declare", 0, tuple(cards("Q♠ J♦")), "bezique"))
    assert err is not None and "is not a bezique" in err.reason
    deal.declare("bezique", "Q♣ J♥")
    assert deal.account.lines[-1].points == 40
    # hearts trumps: the usual cards
    hearts = after_a_trick([], "Q♣ J♥ Q♠ J♦ 9♣ 10♣ 7♠", "7♦ 8♦ 9♦ 10♦ 8♠ 9♠ J♠",
                           options=variation, turn_up="9♥")
    assert [a.cards for a in hearts.legal_declarations() if a.value == "bezique"] == \
        [tuple(cards("Q♠ J♦"))]


# -- 122: which card takes a trick while the stock lasts ----------------------


def first_trick(lead: str, reply: str, options: Options | None = None) -> Deal:
    """Two-handed, hearts trumps, P0 deals: P1 leads ``lead``, P0 plays
    ``reply`` to it, and the trick is settled."""
    options = options or Options()
    hand1 = f"{lead} 7♦ 8♦ 9♦ 7♠ 8♠ 9♠ 10♠"
    hand0 = f"{reply} J♦ Q♦ K♦ J♠ Q♠ K♠ 10♦"
    deal = Deal.setup(hands=[hand0, hand1], tables=[[], []], turn_up="9♥",
                      stock=" ".join(rest(options, hand0, hand1, "9♥")), options=options)
    deal.play(lead)
    deal.play(reply)
    return deal


def test_the_higher_card_of_another_suit_takes_the_trick_as_the_witness_has_it() -> None:
    """Enquire Within, 122: "Except trumping, the higher card, whether of the
    same suit or not, takes the trick"; a trump takes any card of another
    suit, and of two equal cards the first played wins."""
    assert Options().trick == "any-suit"
    assert first_trick("K♣", "A♦").tricks[-1].winner == 0   # a higher card of another suit
    assert first_trick("K♣", "Q♦").tricks[-1].winner == 1   # a lower one
    assert first_trick("K♣", "K♦").tricks[-1].winner == 1   # an equal one: the first played
    assert first_trick("A♣", "7♥").tricks[-1].winner == 0   # the lowest trump on an ace
    assert first_trick("7♥", "A♣").tricks[-1].winner == 1   # an ace does not take a trump


def test_some_players_require_the_suit_led_or_a_trump() -> None:
    """The reading 122 gives to "some players" is ``Options(trick="suit-led")``."""
    suit_led = Options(trick="suit-led")
    assert first_trick("K♣", "A♦", suit_led).tricks[-1].winner == 1
    assert first_trick("K♣", "A♣", suit_led).tricks[-1].winner == 0
    assert first_trick("K♣", "7♥", suit_led).tricks[-1].winner == 0
    with pytest.raises(ValueError, match="trick must be"):
        Options(trick="whist")
