"""One rule on every surface for what a refusal cites.

A card the player does not hold is no law's business: the engine refuses it
with :class:`~playable.engine.errors.NotHeld`, whose ``.law`` is None, and the
terminal, the Deal pages (:mod:`playable.table.web`), an edited law example
(:mod:`tablerun`) and ``replay`` (:mod:`playable.table.record`) all say so without a
law.  A card played out of turn cites the game's law of play out of turn
(Quadrille law 9, Bezique 126 ii) or, at All-Fours, whose laws have none, no
law at all.
"""

from __future__ import annotations

import json

import pytest

from playable import allfours, bezique, quadrille
from playable.engine.cards import Card
from playable.engine.core import Action
from playable.engine.errors import NotHeld, OutOfTurn, RecordError, RuleError
from playable.table import record
from playable.table.session import Session
from playable.table.web import Table
from playable.table.words import TableWords
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
               f"deal.apply(__import__('playable.engine.core', fromlist=['Action'])"
               f".Action('play', {seat}, (__import__('playable').Card.parse({str(card)!r}),)))\n",
               {"__name__": "__main__"}, transcript)
    shown = transcript.text
    assert f"NotHeld: {deal.names[seat]} does not hold {card}" in shown
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


#: Every act of every game and the law of the text that governs it (None: no
#: law of the text speaks of it).  The reasons, where the choice is not plain:
#: Quadrille's sans prendre is limited by law 5 ("he must not play sans
#: prendre except he is forced"), law 19 being about matadores demanded in its
#: stead; a call is named "by its proper name" (law 3), its limits in laws 6-8;
#: the settlement and the vole's undertaking (and "I ask" before it) follow
#: Hoyle; a Quadrille card is played under law 14, the renounce; All-Fours'
#: discard after running is Foster's, an option; Bezique's play, draw and a
#: faced card called are 123 (cited as s124), the round of draws 124.
ACT_LAWS: dict[str, dict[str, str | None]] = {
    "all-fours": {
        "play": "all-fours:s92-iii", "ask": "all-fours:s92-v", "mark": "all-fours:s92-iv",
        "stand": "all-fours:s93-v", "beg": "all-fours:s93-v", "take-one": "all-fours:s93-v",
        "run": "all-fours:s93-v", "discard": None,
        "expose": "all-fours:s92-i", "deal-extra": "all-fours:s92-i",
        "deal-short": "all-fours:s92-i", "new-deal": "all-fours:s92-i",
        "let-stand": "all-fours:s92-i", "draw": "all-fours:s92-i", "supply": "all-fours:s92-i"},
    "quadrille": {
        "deal": "quadrille:law-1", "pass": "quadrille:law-4", "ask-leave": "quadrille:law-5",
        "sans-prendre": "quadrille:law-5", "name-trump": "quadrille:law-3",
        "call": "quadrille:law-3", "play": "quadrille:law-14", "no-vole": None,
        "play-vole": None, "ask": None, "demand": "quadrille:law-18", "settle": None,
        "take-back": "quadrille:law-14", "show-card": "quadrille:law-11",
        "show-game": "quadrille:law-16", "turn-up": "quadrille:law-13",
        "look-tricks": "quadrille:law-12", "count-aloud": "quadrille:law-12",
        "rule-fraud": "quadrille:law-10", "claim-renounce": "quadrille:law-14",
        "replay": "quadrille:law-15"},
    "bezique": {
        "play": "bezique:s124", "draw": "bezique:s124", "call": "bezique:s124",
        "declare": "bezique:s125-i", "announce": "bezique:s125-i",
        "exchange": "bezique:s125-vii", "return": "bezique:s126-iv"},
}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_act_names_the_law_that_governs_it(game: str) -> None:
    assert GAMES[game].Deal.ACT_LAWS == ACT_LAWS[game]


def test_the_choices_shown_cite_the_handlers_laws() -> None:
    words = TableWords("quadrille", 4)
    assert words.choice_law(Action("sans-prendre", 0)) == "quadrille:law-5"
    assert words.choice_law(Action("settle", 0)) is None
    session = Session.sitting("quadrille", 3, humans={0})
    session.play_on()
    shown = "\n".join(words.help(session.deal.legal_actions(), deal=session.deal))
    assert "law 19" not in shown
    bezique_words = TableWords("bezique", 2)
    assert "faced card" in (bezique_words.meaning(Action("call", 1, (Card.parse("QS"),))) or "")


def test_a_call_by_one_who_does_not_play_cites_the_law_of_the_call_not_law_7() -> None:
    """Law 3 names the one who plays as the one who calls; law 7 forbids only
    the king or queen of trumps."""
    session = Session.sitting("quadrille", 5, humans={0})
    session.play_on()
    deal = session.deal
    error = deal.why_not(Action("call", 0, (Card.parse("KH"),)))
    assert error is not None and error.law == "quadrille:law-3"
