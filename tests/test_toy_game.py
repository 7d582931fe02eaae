"""A game is its own code and one entry in each registry: the toy game of
``tests/toygame.py``, written here alone and registered by one entry in the
games' registry (and its text in the laws'), is played by the contract suite,
the session, the records, the notation, the terminal and the Deal pages'
``web.Table``, none of which is edited for it."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator

import pytest
import test_contract as contract
import toygame

from playable import games
from playable.engine.core import Action
from playable.engine.errors import IllegalPlay, OutOfTurn, SetupError
from playable.table import record, web
from playable.table.session import Session
from playable.table.terminal import play

TOY = toygame.ENTRY
CASES = [pytest.param(TOY, options, id=f"toy-{name}") for name, options in TOY.option_sets]


@pytest.fixture(autouse=True)
def registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The toy's entry in the registry, and its text and rules in the laws'."""
    monkeypatch.setitem(games.GAMES, TOY.id, TOY)  # type: ignore[arg-type]
    with toygame.registered():
        yield


def test_without_its_entry_the_toy_is_no_game(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(games.GAMES, TOY.id)  # type: ignore[attr-defined]
    with pytest.raises(games.UnknownGame):
        games.game("toy")
    with pytest.raises(record.RecordError, match='unknown game "toy"'):
        record.loads(record.dumps(TOY.rules.new(1)))


# --------------------------------------------------------------------------
# The contract suite, as it is


@pytest.mark.parametrize(("game", "options"), CASES)
def test_the_contract_random_lawful_play(game: games.Game, options: toygame.Options) -> None:
    contract.test_random_lawful_play_keeps_the_invariants(game, options)


@pytest.mark.parametrize(("game", "options"), [c for c in CASES if not c.values[1].strict])
def test_the_contract_irregular_acts(game: games.Game, options: toygame.Options) -> None:
    contract.test_irregular_acts_are_committed_and_punished_as_at_the_table(game, options)


@pytest.mark.parametrize(("game", "options"), CASES)
def test_the_contract_refusals_clones_views_and_records(game: games.Game,
                                                        options: toygame.Options) -> None:
    contract.test_a_refused_act_leaves_the_deal_unchanged(game, options)
    contract.test_a_clone_is_independent_of_its_original(game, options)
    contract.test_a_view_hides_the_cards_the_others_hold(game, options)
    contract.test_a_record_round_trips(game, options)


def test_its_rules_are_enforced_with_its_own_laws() -> None:
    deal = TOY.rules.new(4)
    first = deal.legal_actions()[0]
    with pytest.raises(OutOfTurn) as out_of_turn:
        deal.apply(Action("play", 1 - first.player, (deal.hand(1 - first.player)[0],)))
    assert out_of_turn.value.law == "toy:rule-3"
    assert "Toy, rule 3" in str(out_of_turn.value)  # its citation form, from its text
    deal.apply(first)
    renounce = deal.irregular_actions()
    if renounce:  # a renounce: refused strictly, committed and punished as at the table
        with pytest.raises(IllegalPlay, match="renounces"):
            deal.apply(renounce[0])
        lenient = TOY.rules.new(4, options=toygame.Options(strict=False))
        lenient.apply(first)
        lenient.apply(renounce[0])
        assert [i.law for i in lenient.irregularities] == ["toy:rule-2"]
        assert lenient.account.lines[0].item == "renounce"


# --------------------------------------------------------------------------
# The layers above the registry


def test_a_session_plays_its_match_to_the_end() -> None:
    session = Session.sitting("toy", 7, players="random")
    assert session.series is not None
    while not session.series.over:
        session.play_on()
        session.book()
        if not session.series.over:
            session.next_deal()
    assert max(session.series.scores) >= toygame.ToyMatch.TARGET
    assert session.series.winner is not None


def test_a_record_of_a_dealt_and_of_a_set_up_deal_replays() -> None:
    session = Session.new("toy", 12, players="period")
    session.play_on()
    text = record.dumps(session.deal)
    again = record.loads(text)
    assert again.history == session.deal.history
    assert json.loads(text)["result"] == {"points": list(session.deal.result().points)}
    set_up = toygame.Deal.setup(hands=[["AS", "QH"], ["KS", "JH"]], leader=0)
    set_up.apply(set_up.legal_actions()[0])
    back = record.loads(record.dumps(set_up))
    assert back.start == set_up.start and back.history == set_up.history


def test_a_position_is_written_and_set_up_again() -> None:
    deal = TOY.rules.new(3)
    for _ in range(4):
        deal.apply(deal.legal_actions()[0])
    text = deal.position()
    assert text.startswith("toy: hands=[")
    again = TOY.rules.from_position(text)
    assert again.hand(0) == deal.hand(0) and again.to_move == deal.to_move
    with pytest.raises(SetupError, match="hands"):
        TOY.rules.from_position("toy: hands=[[A♠], [A♠]]")
    assert Session.at_position("toy", text, 1, players="random").deal.hand(1) == deal.hand(1)


def test_the_terminal_plays_it_with_its_own_words() -> None:
    out = io.StringIO()
    assert play("toy", io.StringIO("1\n" * 200), out, seed=5) == 0
    text = out.getvalue()
    assert "Toy: you against North, first to 6 points. Seed 5." in text
    assert "Points: " in text  # the game's verdict of each deal
    assert "Traceback" not in text


def test_the_deal_page_table_plays_it() -> None:
    table = web.Table("toy", 9, seat=0)
    state = table.run()["state"]
    assert state["your_turn"] and state["title"] == "Toy"
    while not state["over"]:
        hand = state["seats"][0]["hand"]
        card = next(c["text"] for c in hand if c["legal"])
        answer = table.play(card)
        assert answer["ok"], answer
        state = table.run()["state"]
    assert state["verdict"] and state["verdict"][0].startswith("Points: ")
    assert state["describe"].startswith("Seats: South (P0), North (P1).\nToy: South deals.")
    watched = web.Table("toy", 9)  # one who watches may be shown the best card: the solver's
    watched.step()
    best = watched.best_now()
    assert best["ok"], best
    assert best["state"]["best"], best["state"]
