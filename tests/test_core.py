"""The pieces the three games share: cards and notation, the law registry,
errors that cite laws, actions, and the generic record reader."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from playable import record
from playable.cards import (
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
from playable.core import Action, ScoreLine
from playable.errors import IllegalPlay, RecordError
from playable.law_ids import AllFoursLaws, LawId
from playable.laws import LAWS, SITE_URL, law, laws_of

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
    )
    assert list(LAWS) == expected


def test_a_law_knows_its_page_anchor_and_citation() -> None:
    cited = law("all-fours:s92-iii")
    assert cited.url == f"{SITE_URL.rstrip('/')}/all-fours/#s92-iii"
    assert cited.citation == "All-Fours, law iii"
    assert [x.anchor for x in laws_of("quadrille")][-1] == "law-19"
    with pytest.raises(KeyError, match="no law"):
        law("whist:law-1")


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
    from playable.strategies import RandomPlayer, play_out

    deal = play_out(Deal.new(11), [RandomPlayer(), RandomPlayer()], random.Random(11))
    return record.to_json(deal)


@pytest.mark.parametrize(
    "change, field",
    [({"format": "pickle"}, "format"), ({"version": 3}, "version"), ({"version": True}, "version"), ({"game": "whist"}, "game"),
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
    from playable.core import GameDeal, nested, nested2

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
