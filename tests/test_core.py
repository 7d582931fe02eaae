"""The pieces the three games share: cards and notation, the law registry,
errors that cite laws, actions, and the generic record reader."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from playable.engine.cards import (
    Card,
    NotationError,
    Rank,
    Suit,
    bezique_pack,
    cards,
    full_pack,
    piquet_pack,
    quadrille_pack,
)
from playable.engine.core import Action, ScoreLine
from playable.engine.errors import IllegalPlay, RecordError
from playable.laws import LAWS, SITE_URL, law, laws_of
from playable.laws.ids import AllFoursLaws, LawId
from playable.table import record

# ------------------------------------------------------------------- cards


@pytest.mark.parametrize(
    "text, rank, suit",
    [("J♥", Rank.KNAVE, Suit.HEARTS), ("JH", Rank.KNAVE, Suit.HEARTS),
     ("10♦", Rank.TEN, Suit.DIAMONDS), ("TD", Rank.TEN, Suit.DIAMONDS),
     ("td", Rank.TEN, Suit.DIAMONDS), (" a♠ ", Rank.ACE, Suit.SPADES), ("2c", Rank.TWO, Suit.CLUBS)],
)
def test_notation_is_read_in_either_form(text: str, rank: Rank, suit: Suit) -> None:
    assert Card.parse(text) == Card(rank, suit)


def test_cards_print_in_symbols_and_letters() -> None:
    card = Card.parse("TD")
    assert (str(card), card.ascii, card.name) == ("10♦", "TD", "ten of diamonds")
    assert eval(repr(card), {"Card": Card}) == card  # repr re-creates the card


@pytest.mark.parametrize("text", ["", "J", "1H", "11H", "JX", "♥J", "10", "ZZ"])
def test_bad_notation_names_the_text(text: str) -> None:
    with pytest.raises(NotationError) as err:
        Card.parse(text)
    assert repr(text) in str(err.value) and isinstance(err.value, ValueError)


@given(st.sampled_from(full_pack()))
def test_every_card_reads_back_from_both_notations(card: Card) -> None:
    assert Card.parse(str(card)) is card and Card.parse(card.ascii) is card


def test_packs() -> None:
    assert len(set(full_pack())) == 52
    assert len(quadrille_pack()) == 40
    assert not {c.rank for c in quadrille_pack()} & {Rank.EIGHT, Rank.NINE, Rank.TEN}
    assert len(piquet_pack()) == 32 and min(c.rank for c in piquet_pack()) == Rank.SEVEN
    assert set(Counter(bezique_pack()).values()) == {2} and len(bezique_pack()) == 64
    assert len(bezique_pack(3)) == 96
    assert cards("JH, 10♦ as") == [Card.parse("J♥"), Card.parse("TD"), Card.parse("A♠")]


# -------------------------------------------------------------------- laws


def roman(n: int) -> str:
    """``n`` (1 to 39) in small roman numerals, as the period texts number their items."""
    tens, units = divmod(n, 10)
    return "x" * tens + ["", "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"][units]


def test_the_registry_holds_every_item_of_the_issue() -> None:
    expected = (
        [f"quadrille:law-{n}" for n in range(1, 20)]
        + [f"all-fours:s92-{n}" for n in ["i", "ii", "iii", "iv", "v", "vi"]]
        + [f"all-fours:s93-{n}" for n in ["i", "ii", "iii", "iv", "v"]]
        + [f"all-fours:s94-{n}" for n in ["i", "ii", "iii", "iv"]]
        + ["bezique:s124"]
        + [f"bezique:s125-{n}" for n in ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii"]]
        + [f"bezique:s126-{n}" for n in ["i", "ii", "iii", "iv", "v"]]
        + ["bezique:s127", "bezique:s128-i", "bezique:s128-ii"]
        # Whist, issue 34: 73, its fifteen terms, twenty-two maxims, twenty laws, 77
        + ["whist:s73"]
        + [f"whist:s74-{roman(n)}" for n in range(1, 16)]
        + [f"whist:s75-{roman(n)}" for n in range(1, 23)]
        + [f"whist:s76-{roman(n)}" for n in range(1, 21)]
        + ["whist:s77"]
    )
    assert list(LAWS) == expected


def test_a_law_knows_its_page_anchor_and_citation() -> None:
    cited = law("all-fours:s92-iii")
    assert cited.url == f"{SITE_URL.rstrip('/')}/all-fours/#s92-iii"
    assert cited.citation == "All-Fours, law iii"
    assert [x.anchor for x in laws_of("quadrille")][-1] == "law-19"
    with pytest.raises(KeyError, match="no law"):
        law("piquet:law-1")


def test_errors_name_their_law_and_its_address() -> None:
    err = IllegalPlay("bezique:s126-ii", "P1 played out of turn")
    assert err.law == "bezique:s126-ii" and err.reason == "P1 played out of turn"
    assert "Bezique 126 · ii" in str(err) and "/bezique/#s126-ii" in str(err)
    with pytest.raises(KeyError):
        IllegalPlay("bezique:s999", "no such law")


def test_score_lines_refuse_an_unknown_law() -> None:
    with pytest.raises(KeyError):
        ScoreLine(0, 1, LawId("all-fours:s93-ix"), "no such term", "high")


def test_score_lines_name_an_item_and_cite_a_law_or_an_authority() -> None:
    line = ScoreLine(0, 1, AllFoursLaws.S93_I, "High", "high")
    assert str(line).endswith("[all-fours:s93-i]") and line.to_json()["item"] == "high"
    paid = ScoreLine(1, -4, None, "the dealer's mark", "mark", "Hoyle, terms")
    assert str(paid).endswith("[Hoyle, terms]") and paid.to_json()["authority"] == "Hoyle, terms"
    with pytest.raises(ValueError, match="authority"):
        ScoreLine(1, -4, None, "the dealer's mark", "mark")
    for item in ("", "Two Words", "High"):
        with pytest.raises(ValueError, match="item"):
            ScoreLine(0, 1, AllFoursLaws.S93_I, "High", item)


# ----------------------------------------------------------------- actions


def test_actions_round_trip_through_json() -> None:
    action = Action("declare", 1, tuple(cards("Q♠ J♦")), "bezique")
    data = json.loads(json.dumps(action.to_json()))
    assert Action.from_json(data) == action


@pytest.mark.parametrize(
    "data, words",
    [([], "object"), ({"player": 0}, "kind"), ({"player": "0", "kind": "play"}, "seat"),
     ({"player": 0, "kind": "play", "cards": "J♥"}, "list"),
     ({"player": 0, "kind": "play", "card": "J♥"}, "unknown key"),
     ({"player": 0, "kind": "play", "cards": ["J?"]}, "not a card")],
)
def test_bad_actions_say_what_is_wrong(data: object, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        Action.from_json(data)


# ----------------------------------------------------------------- records


def a_record() -> dict[str, object]:
    from playable.allfours import Deal
    from playable.engine.strategies import RandomPlayer, play_out

    deal = play_out(Deal.new(11), [RandomPlayer(), RandomPlayer()], random.Random(11))
    return record.to_json(deal)


@pytest.mark.parametrize(
    "change, field",
    [({"format": "pickle"}, "format"), ({"version": 4}, "version"), ({"version": True}, "version"), ({"game": "piquet"}, "game"),
     ({"dealer": 5}, "dealer"), ({"seed": "x"}, "seed"), ({"colour": "red"}, "colour"),
     ({"actions": {}}, "actions")],
)
def test_a_bad_record_names_the_field(change: dict[str, object], field: str) -> None:
    data = {**a_record(), **change}
    with pytest.raises(RecordError) as err:
        record.from_json(data)
    assert err.value.field == field


def test_records_that_are_not_json_or_not_files_fail_cleanly(tmp_path) -> None:
    with pytest.raises(RecordError, match="not JSON"):
        record.loads("{")
    with pytest.raises(RecordError, match="cannot read"):
        record.load(tmp_path / "missing.json")


def test_a_record_replays_to_its_own_result() -> None:
    data = a_record()
    deal = record.loads(json.dumps(data, ensure_ascii=False))
    assert record.to_json(deal) == data


def test_game_deal_clone_copies_named_fields_and_shares_the_rest() -> None:
    from playable.engine.core import GameDeal, nested, nested2

    class Toy(GameDeal):
        __slots__ = ("__dict__", "hands", "held", "stock")
        _COPIED = {"hands": nested, "held": nested2, "stock": list}  # noqa: RUF012

    toy = Toy()
    toy.hands, toy.held, toy.stock = [[1], [2]], [{3: [4]}], [5]
    toy.note = "shared"
    twin = toy.clone()
    twin.hands[0].append(9)
    twin.held[0][3].append(9)
    twin.stock.append(9)
    twin.note = "changed"
    assert (toy.hands, toy.held, toy.stock, toy.note) == ([[1], [2]], [{3: [4]}], [5], "shared")


# ------------------------------------------------- acts of the wrong type or shape


@pytest.mark.parametrize(
    "fields, where",
    [(("play", True), "action.player"), (("play", 0.0), "action.player"),
     ((1, 0), "action.kind"), (("play", 0, [Card.parse("AS")]), "action.cards"),
     (("play", 0, ("AS",)), "action.cards[0]"), (("draw", 0, (1.5,)), "action.cards[0]"),
     (("declare", 0, (), 40), "action.value")],
)
def test_an_action_of_the_wrong_type_is_refused_when_made(fields: tuple[object, ...],
                                                          where: str) -> None:
    from playable.engine.checks import InvalidValue, WrongType

    with pytest.raises(WrongType) as err:
        Action(*fields)  # type: ignore[arg-type]
    assert err.value.where == where
    assert isinstance(err.value, InvalidValue) and isinstance(err.value, ValueError)
    assert isinstance(err.value, TypeError)


@pytest.mark.parametrize(
    "data, where",
    [({"player": 0, "kind": "play", "cards": ["AS"] * 17}, "cards"),
     ({"player": 0, "kind": "x" * 41}, "kind"), ({"player": 0, "kind": ""}, "kind"),
     ({"player": 0, "kind": "mark", "value": "1" * 101}, "value"),
     ({"player": 10**50, "kind": "play"}, "player"), ({"player": True, "kind": "play"}, "player"),
     ({"player": 0, "kind": "play", "cards": [["AS"]]}, "cards[0]"),
     ({"player": 0, "kind": "play", "cards": ["A" * 100]}, "cards[0]"),
     ({"player": 0, "kind": "play", "\x1b[2J": 1}, "\\x1b[2J")],
)
def test_an_action_read_from_json_names_what_is_wrong(data: object, where: str) -> None:
    from playable.engine.checks import InvalidValue

    with pytest.raises(InvalidValue) as err:
        Action.from_json(data)
    assert err.value.where == where
    assert str(err.value).isprintable() and len(str(err.value)) < 200


def test_apply_refuses_what_is_not_an_action_and_changes_nothing() -> None:
    from playable.bezique import Deal
    from playable.engine.checks import WrongType

    deal = Deal.new(3)
    for thing in ({"player": 1, "kind": "play"}, "P1 play A♠", None, ("play", 1)):
        with pytest.raises(WrongType, match="must be an Action"):
            deal.apply(thing)  # type: ignore[arg-type]
    assert deal.history == []


def test_a_bezique_draw_naming_a_float_is_refused_before_the_history() -> None:
    """Issue 11: a draw with a float card went into the history before it failed."""
    from playable.bezique import Deal
    from playable.engine.checks import WrongType

    deal = Deal.new(3)
    deal.apply(deal.legal_actions()[0])
    history = list(deal.history)
    with pytest.raises(WrongType):
        deal.apply(Action("draw", deal.to_move or 0, (1.5,)))  # type: ignore[arg-type]
    assert deal.history == history


def test_an_act_declares_what_it_takes_and_apply_refuses_another_shape() -> None:
    from playable.engine.checks import InvalidValue
    from playable.engine.core import GameDeal, act

    class Toy(GameDeal):
        __slots__ = ("done", "history", "irregularities", "options")
        GAME = "toy"
        seats = 2

        @act("play", law=None, cards=1, value=False)
        def _on_play(self, action: Action) -> None:
            self.done.append(action)

        @act("declare", law=None, cards=(2, 5), value=True)
        def _on_declare(self, action: Action) -> None:
            self.done.append(action)

        @act("stand", law=None)
        def _on_stand(self, action: Action) -> None:
            self.done.append(action)

        def _seat_law(self) -> LawId:
            return AllFoursLaws.S92_II

    toy = Toy()
    toy.history, toy.done = [], []
    two = tuple(cards("K♠ Q♠"))
    toy.apply(Action("play", 0, two[:1]))
    toy.apply(Action("declare", 1, two, "marriage"))
    toy.apply(Action("stand", 0, two, "anything"))  # undeclared: not checked
    for bad, where in [(Action("play", 0, two), "action.cards"),
                       (Action("play", 0, (), None), "action.cards"),
                       (Action("play", 0, two[:1], "table"), "action.value"),
                       (Action("declare", 0, two), "action.value"),
                       (Action("declare", 0, two[:1], "x"), "action.cards")]:
        with pytest.raises(InvalidValue) as err:
            toy.apply(bad)
        assert err.value.where == where
    assert len(toy.done) == len(toy.history) == 3
    assert Toy._TAKES == {"play": (1, 1, False), "declare": (2, 5, True)}


def test_messages_show_values_short_and_escaped() -> None:
    from playable.engine.checks import escaped, shown

    assert shown("\x1b[2Jred") == '"\\x1b[2Jred"'
    assert shown(True) == "true" and shown(None) == "null" and shown(1.0) == "1.0"
    assert shown(10**5000).startswith("<an integer of about 5,00")
    long = shown(["A♠"] * 5_000_000)
    assert len(long) < 80 and "5,000,000 items" in long
    assert len(shown("x" * 10**6)) < 80
    nested: list[object] = []
    for _ in range(10_000):
        nested = [nested]
    assert len(shown(nested)) < 80
    assert escaped("a\u202eb\nc\x07") == "a\\u202eb\nc\\x07"
    assert escaped("lone \ud800") == "lone \\ud800"
    assert escaped("J♥ 10♦ — fine") == "J♥ 10♦ — fine"


@pytest.mark.parametrize("seed", [1.5, "7", b"7", True, None.__class__])
def test_a_deal_s_generator_is_made_from_a_whole_number_only(seed: object) -> None:
    from playable.engine.checks import InvalidValue
    from playable.engine.core import seeded

    with pytest.raises(InvalidValue, match="whole number"):
        seeded(seed)  # type: ignore[arg-type]
    assert seeded(7).random() == random.Random(7).random()
    assert seeded(None) is not None
