"""One rule on every surface for what a refusal cites.

A card the player does not hold is no law's business: the engine refuses it
with :class:`~playable.errors.NotHeld`, whose ``.law`` is None, and the
terminal, the Deal pages (:mod:`playable.web`), an edited law example
(:mod:`tablerun`) and ``replay`` (:mod:`playable.record`) all say so without a
law.  A card played out of turn cites the game's law of play out of turn
(Quadrille law 9, Bezique 126 ii) or, at All-Fours, whose laws have none, no
law at all.
"""

from __future__ import annotations

import json

import pytest

from playable import allfours, bezique, quadrille, record
from playable.cards import Card
from playable.core import Action
from playable.errors import NotHeld, OutOfTurn, RecordError, RuleError
from playable.session import Session
from playable.table_words import TableWords
from playable.web import Table
from tablerun import Transcript, run_source

GAMES = {"all-fours": allfours, "quadrille": quadrille, "bezique": bezique}


def _in_play(game: str, seed: int = 3) -> Session:
    """A session of ``game`` at its first card played, the human at seat 0."""
    session = Session.sitting(game, seed, humans={0})
    session.play_on()
    while not any(a.kind == "play" for a in session.deal.legal_actions()):
        session.act(session.deal.legal_actions()[0])
        session.play_on()
    return session


def _not_held(game: str) -> tuple[Session, int, Card]:
    """A session in play, the seat to move, and a card that seat does not hold."""
    session = _in_play(game)
    seat = session.deal.to_move
    assert seat is not None
    held = set(session.deal.hand(seat))
    return session, seat, next(c for c in session.deal.pack if c not in held)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_card_not_held_cites_no_law_in_the_engine(game: str) -> None:
    session, seat, card = _not_held(game)
    deal = session.deal
    with pytest.raises(NotHeld) as refused:
        deal.apply(Action("play", seat, (card,)))
    assert refused.value.law is None
    assert str(refused.value) == refused.value.reason  # no " — <law>, <address>"
    assert "law" not in str(refused.value)
    assert isinstance(refused.value, RuleError)  # still refused as every rule is
    error = deal.why_not(Action("play", seat, (card,)))
    assert isinstance(error, NotHeld) and error.law is None


def test_all_fours_play_out_of_turn_cites_no_law_the_others_their_own() -> None:
    session = _in_play("all-fours")
    deal = session.deal
    other = 1 - (deal.to_move or 0)
    error = deal.why_not(Action("play", other, (deal.hand(other)[0],)))
    assert isinstance(error, OutOfTurn) and error.law is None
    assert "law iii" not in str(error)

    cited = {"quadrille": "quadrille:law-9", "bezique": "bezique:s126-ii"}
    for game, law in cited.items():
        deal = _in_play(game).deal
        mover = deal.to_move
        assert mover is not None
        seat = (mover + 1) % deal.seats
        error = deal.why_not(Action("play", seat, (deal.hand(seat)[0],)))
        assert isinstance(error, OutOfTurn), (game, error)
        assert error.law == law


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_surface_refuses_a_card_not_held_without_a_law(game: str) -> None:
    session, seat, card = _not_held(game)
    deal = session.deal
    action = Action("play", seat, (card,))
    # the terminal's words (and so the Deal page's, which reads them)
    said = TableWords(game, deal.seats, you=seat).refusal(deal, action)
    assert said == f"You do not hold {card}."
    # the Deal page's table
    table = Table(game, seed=3, seat=0)
    table.run()
    while not any(a.kind == "play" for a in table.deal.legal_actions()):
        table.act(0)
        table.run()
    mine = set(table.deal.hand(0))
    foreign = next(c for c in table.deal.pack if c not in mine)
    answer = table.play(str(foreign))
    assert answer["ok"] is False and "refused" not in answer
    assert answer["message"] == f"You do not hold {foreign}."
    # an edited law example, as Run shows it in the page
    transcript = Transcript()
    module = GAMES[game].__name__
    run_source(f"from {module} import Deal\n"
               f"deal = Deal.from_position({deal.position()!r})\n"
               f"deal.apply(__import__('playable.core', fromlist=['Action'])"
               f".Action('play', {seat}, (__import__('playable').Card.parse({str(card)!r}),)))\n",
               {"__name__": "__main__"}, transcript)
    shown = transcript.text
    assert f"NotHeld: P{seat} does not hold {card}" in shown
    assert " — " not in shown and not transcript.laws


def test_replay_of_a_card_played_out_of_turn_at_all_fours_cites_no_law() -> None:
    session = _in_play("all-fours")
    deal = session.deal
    data = json.loads(record.dumps(deal))
    other = 1 - (deal.to_move or 0)
    data["actions"].append({"player": other, "kind": "play",
                            "cards": [str(deal.hand(other)[0])]})
    with pytest.raises(RecordError) as refused:
        record.loads(json.dumps(data))
    assert "turn to play" in str(refused.value)
    assert "law" not in str(refused.value)
