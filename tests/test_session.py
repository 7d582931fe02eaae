"""The session (:mod:`playable.table.session`): a deal of any game with its players,
stepped to a human's turn, a human's act refused with its law, take back,
notes, matches; and ``autoplay`` for the examples."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pytest

from playable import quadrille
from playable.engine.cards import Card
from playable.engine.core import Action
from playable.engine.errors import RuleError
from playable.engine.strategies import Note, Player, RandomPlayer
from playable.games import GAMES, TableDeal
from playable.laws import LAWS
from playable.quadrille.strategy import SensiblePlayer
from playable.table.session import Session, SessionError, autoplay, stage_of

GAME_IDS = list(GAMES)


def illegal_card(deal: TableDeal, seat: int) -> Card | None:
    """A card the seat holds and may not play now, if any."""
    plays = {a.cards for a in deal.legal_actions() if a.kind == "play"}
    if not plays:
        return None
    return next((c for c in deal.hand(seat) if (c,) not in plays), None)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_engine_plays_up_to_the_humans_turn(game_id: str) -> None:
    for seed in range(5):
        session = Session.new(game_id, seed, humans={1})
        notes = session.play_on()
        assert all(n.seat != 1 for n in notes)
        assert session.over or session.humans_turn
        if session.humans_turn:
            with pytest.raises(SessionError, match="a human's"):
                session.step()
            assert session.play_on() == [], "nothing more until the human acts"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_humans_unlawful_act_is_refused_with_its_law_and_changes_nothing(
        game_id: str) -> None:
    for seed in range(40):
        session = Session.new(game_id, seed, humans={1}, players="random")
        while not session.over:
            session.play_on()
            if session.over:
                break
            card = illegal_card(session.deal, 1)
            if card is not None:
                before = list(session.deal.history), list(session.deal.hand(1))
                with pytest.raises(RuleError) as refused:
                    session.act(Action("play", 1, (card,)))
                assert refused.value.law in LAWS and refused.value.law.startswith(game_id)
                assert (list(session.deal.history), list(session.deal.hand(1))) == before
                assert session.attempt(Action("play", 1, (card,))) is not None
                return
            legal = session.deal.legal_actions()
            assert session.attempt(legal[-1]) is None
    pytest.fail(f"no deal of {game_id} gave P1 an unlawful card")


def test_only_a_humans_seat_acts_through_act() -> None:
    session = Session.new("all-fours", 3, humans={0})
    session.play_on()
    with pytest.raises(SessionError, match="not a human's seat"):
        session.act(Action("stand", 1))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_take_back_replays_and_the_engine_plays_the_same_again(game_id: str) -> None:
    session = Session.new(game_id, 21, humans={0}, players="random")
    rng = random.Random(1)
    for _ in range(6):
        session.play_on()
        if session.over:
            break
        legal = session.deal.legal_actions()
        session.act(legal[rng.randrange(len(legal))])
    session.play_on()
    old = session.deal
    history = list(old.history)
    last_mine = max(i for i, a in enumerate(history) if a.player == 0)
    taken = session.take_back()
    assert taken == len(history) - last_mine
    assert session.deal is not old, "a new deal, replayed: never mutated back"
    assert old.history == history
    assert session.deal.history == history[:last_mine]
    # The reader does again what he did; the engine answers as it did.
    session.act(history[last_mine])
    session.play_on()
    assert session.deal.history[:len(history)] == history[:len(session.deal.history)]


def test_take_back_without_humans_takes_back_one_act() -> None:
    session = Session.new("bezique", 5)
    for _ in range(7):
        session.step()
    before = list(session.deal.history)
    assert session.take_back() == 1
    assert session.deal.history == before[:-1]
    assert session.step().action == before[-1]
    fresh = Session.new("bezique", 5)
    assert fresh.take_back() == 0


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_script_is_followed_while_the_deal_follows_it(game_id: str) -> None:
    """A session given a script (a file's acts) makes its acts in the engine's
    players' stead while the deal has made the script's acts so far, noted
    as the file's: the random players, who would play otherwise, retrace it;
    once a human departs from it, the engine's players play their own."""
    scripted = Session.new(game_id, 21, players="random")
    rng = random.Random(4)
    for _ in range(10):
        legal = scripted.deal.legal_actions()
        scripted.deal.apply(legal[-1 - rng.randrange(min(2, len(legal)))])
    script = list(scripted.deal.history)
    start = scripted.deal.replayed(0)
    engine_own = Session.given(start.replayed(0), 3, players="random")
    engine_own.play_on(lambda d: len(d.history) == len(script))
    assert engine_own.deal.history != script, "the random players alone play otherwise"
    retraced = Session.given(start.replayed(0), 3, players="random", script=script)
    notes = retraced.play_on(lambda d: len(d.history) == len(script))
    assert retraced.deal.history == script
    assert {n.player for n in notes} == {"the file"} and not any(n.reason for n in notes)
    # a human who departs from the script: the engine's players play on their own
    seat = script[0].player
    departing = Session.given(start.replayed(0), 3, humans={seat}, players="random",
                              script=script)
    other = next(a for a in departing.deal.legal_actions() if a != script[0])
    departing.act(other)
    assert departing._scripted(departing.deal.to_move or 0) is None
    departing.play_on()
    assert departing.deal.history[0] == other


def test_notes_give_the_period_players_reasons_or_their_names() -> None:
    session = Session.new("all-fours", 8)
    notes = session.play_on()
    assert notes and all(isinstance(n, Note) for n in notes)
    assert all(n.reason for n in notes), "the period player says why"
    assert any(n.law and n.law.startswith("all-fours:s94") for n in notes), "citing the maxims"
    assert session.notes == notes
    assert str(notes[0]).startswith(f"{session.deal.names[notes[0].seat]} ")  # South, North
    quadrille = Session.new("quadrille", 8).play_on()
    assert all(n.reason for n in quadrille if n.action.kind != "deal")
    assert {n.player for n in quadrille} == {"sensible"}
    assert any(n.reason.endswith("so as not to be beasted") for n in quadrille)  # asking leave
    bezique = Session.new("bezique", 8).play_on()
    assert all(n.reason for n in bezique if n.action.kind != "draw")  # the cautions of ¶127
    assert any(n.law == "bezique:s127" for n in bezique)
    quiet = Session.new("bezique", 8, players="random")  # a player who gives no reason
    note = quiet.step()
    assert note.reason == "" and note.player == "random"
    assert str(note) == f"{note.action.said(quiet.deal.names[note.seat])} (random)"
    assert quiet.last_note == note


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_advice_is_the_period_players_choice_in_the_humans_seat(game_id: str) -> None:
    """``Session.advice``: the game's period player's act for the human to
    move (whoever plays the other seats), one of his lawful acts, with its
    reason where the player gives one; the table's generator is not drawn on,
    so the deal plays on as it would have, and the same position gets the
    same advice; none for a seat that is not a human's."""
    session = Session.new(game_id, 3, humans={0}, players="random")
    session.play_on()
    assert session.humans_turn
    state = session.rng.getstate()
    note = session.advice()
    assert note is not None and note.seat == 0
    assert note.action in session.deal.legal_actions()
    assert note.player == GAMES[game_id].players["period"]().name != "random"
    assert session.rng.getstate() == state
    assert session.advice() == note
    session.act(note.action)
    session.play_on()
    alone = Session.new(game_id, 3, humans={0}, players="random")
    alone.play_on()
    alone.act(note.action)
    alone.play_on()
    assert alone.deal.history == session.deal.history  # as if no advice had been asked
    watched = Session.new(game_id, 3)
    with pytest.raises(SessionError, match="a human whose turn it is"):
        watched.advice()
    if game_id == "all-fours":  # the period player who says why, citing his maxims
        assert note.reason


class Stumped:
    """A player who cannot choose: his strategy fails as a faulty one would."""

    name = "stumped"

    def choose(self, view: object, legal: Sequence[Action], rng: random.Random) -> Action:
        raise ValueError("no act of mine fits")


def test_a_player_who_cannot_choose_is_a_fault_the_table_shows() -> None:
    """The engine's players choose every act the laws put before them
    (tests/test_fuzz.py, irregularities before it included), so a player
    whose strategy fails is a fault: ``step`` raises its error and makes no
    act for it (before 0.3.11 the table made the first lawful act, which
    would have hidden a fault of the solver behind a strange card)."""
    session = Session.new("all-fours", 1, players=[RandomPlayer(), Stumped()])
    session.play_on(until=lambda deal: deal.to_move == 1)
    before = list(session.deal.history)
    with pytest.raises(ValueError, match="no act of mine fits"):
        session.step()
    assert session.deal.history == before


def test_a_session_is_seeded_and_leaves_the_global_generator_alone() -> None:
    random.seed(99)
    expected = random.random()
    random.seed(99)
    first = Session.new("quadrille", 4, players="random")
    first.play_on()
    second = Session.new("quadrille", 4, players="random")
    second.play_on()
    assert first.deal.history == second.deal.history
    assert random.random() == expected


def test_a_session_checks_its_players_and_humans() -> None:
    deal = GAMES["quadrille"].rules.new(1)
    with pytest.raises(ValueError, match="played by 4: 2 player"):
        Session(deal, [RandomPlayer(), RandomPlayer()])
    with pytest.raises(ValueError, match="no seat 4"):
        Session(deal, humans={4})


def reference_autoplay(deal: quadrille.Deal, until: str | None = None,
                       players: Sequence[Player] | None = None,
                       rng: random.Random | None = None) -> quadrille.Deal:
    """``playable.quadrille.autoplay`` as it was before it moved to the session."""
    seats = list(players) if players else [SensiblePlayer()] * 4
    rng = rng or random.Random(0)
    while not deal.is_over and deal.stage != until:
        seat = deal.to_move
        assert seat is not None
        deal.apply(seats[seat].choose(deal.view(seat), deal.legal_actions(), rng))
    return deal


@pytest.mark.parametrize("until", [None, "speak", "call", "play", "claims"])
def test_autoplay_plays_as_quadrilles_autoplay_did(until: str | None) -> None:
    for seed in range(12):
        got = autoplay(quadrille.Deal.new(seed), until=until)
        want = reference_autoplay(quadrille.Deal.new(seed), until=until)
        assert got.history == want.history
        assert got.is_over or got.stage == until
        players: list[Player] = [RandomPlayer()] * 4
        got = autoplay(quadrille.Deal.new(seed), until, players, random.Random(seed))
        want = reference_autoplay(quadrille.Deal.new(seed), until, players, random.Random(seed))
        assert got.history == want.history


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_autoplay_plays_any_game(game_id: str) -> None:
    deal = GAMES[game_id].rules.new(2)
    assert autoplay(deal) is deal and deal.is_over
    assert stage_of(deal) in ("over", "claims")


def test_a_match_is_played_deal_after_deal() -> None:
    session = Session.sitting("all-fours", 5)
    assert session.series is not None
    with pytest.raises(SessionError, match="not over"):
        session.next_deal()
    deals = 0
    while True:
        session.play_on()
        deals += 1
        session.book()
        session.book()  # once only
        if session.series.over:
            break
        session.next_deal()
    assert session.series.winner is not None and max(session.series.scores) >= 10
    with pytest.raises(SessionError, match="the match is over"):
        session.next_deal()
    assert deals > 1
    with pytest.raises(SessionError, match="not part of a match"):
        Session.new("all-fours", 1).book()


def _rubber_deal(number: int, waits: bool = True) -> Session:
    """The reader (South) at a Whist rubber as at the table, at its deal
    ``number`` (each played to its end by his first lawful act)."""
    entry = GAMES["whist"]
    session = Session.sitting("whist", 1, humans={0}, options=entry.rules.as_at_the_table(None))
    session.waits = waits
    for _ in range(number - 1):
        _played_out(session)
        session.next_deal()
    return session


def _played_out(session: Session, check: Callable[[Session], None] | None = None) -> None:
    """The deal played to its end: the humans' first lawful act at their
    turn, on past each pause; ``check`` called at every point."""
    while not session.over:
        if check is not None:
            check(session)
        if session.humans_turn:
            session.act(session.deal.legal_actions()[0])
            continue
        if session.paused:
            session.go_on()  # past the stop: the act of the seat to move
        session.step()


def test_a_table_as_at_the_table_waits_before_the_first_act_for_the_dealers_misdeal() -> None:
    """Where the reader may break a law before the deal's first act though
    another is to move (the dealer's misdeals before the eldest speaks,
    All-Fours' law i), a table that :attr:`Session.waits` stops there once:
    :meth:`Session.run` makes no act until :meth:`Session.go_on`; a table
    that does not wait, or a deal played strictly, plays on as before."""
    entry = GAMES["all-fours"]
    lenient = entry.rules.as_at_the_table(None)
    session = Session.sitting("all-fours", 4, humans={0}, options=lenient)
    assert session.deal.dealer == 0 and not session.humans_turn  # you deal; North speaks
    assert not session.paused and session.play_on()  # a table that does not wait
    session = Session.sitting("all-fours", 4, humans={0}, options=lenient)
    session.waits = True
    assert session.paused and session.play_on() == [] and not session.deal.history
    kinds = {a.kind for a in session.irregular_actions()}
    assert {"expose", "deal-extra", "deal-short"} <= kinds
    exposed = next(a for a in session.irregular_actions() if a.kind == "expose")
    found = session.commit(exposed)
    assert found and found[0].law == "all-fours:s92-i" and not session.paused
    session = Session.sitting("all-fours", 4, humans={0}, options=lenient)
    session.waits = True
    session.go_on()
    assert not session.paused and session.play_on() and session.humans_turn
    strict = Session.sitting("all-fours", 4, humans={0}, options=entry.rules.options(strict=True))
    strict.waits = True
    assert not strict.paused and strict.play_on()


def test_a_table_that_stops_before_each_act_lets_the_reader_break_a_law_out_of_turn() -> None:
    """Quadrille's law 12 forbids looking upon the tricks out of one's turn;
    a table that waits only before the first act never offered it, since
    the tricks are quitted later and the table ran on to the reader's turn.
    Where it :attr:`Session.stops` too, :meth:`Session.run` stops before each
    act of another seat where a law may be broken, :meth:`Session.go_on`
    passes one act, and the act is the reader's to commit; without it the
    same deal runs on to his turn."""
    entry = GAMES["quadrille"]
    lenient = entry.rules.as_at_the_table(None)

    def seated(stops: bool) -> Session:
        session = Session.sitting("quadrille", 3, humans={0}, options=lenient)
        session.waits, session.stops = True, stops
        return session

    def first_only(session: Session) -> None:  # never paused after the first act
        assert not (session.paused and session.deal.history)

    _played_out(seated(False), first_only)
    session = seated(True)
    pauses, found = 0, []
    while not session.over:
        if session.humans_turn:
            session.act(session.deal.legal_actions()[0])
            continue
        if session.paused:
            pauses += 1
            assert session.play_on() == []  # no act before the reader says go on
            look = [a for a in session.irregular_actions() if a.kind == "look-tricks"]
            if look and not found:
                found = session.commit(look[0])
                continue
            session.go_on()
        assert session.play_on()  # one act at least, then the next stop or his turn
        assert session.over or session.humans_turn or session.paused
    assert pauses > 20 and [f.law for f in found] == ["quadrille:law-12"]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_table_that_stops_lets_no_law_go_by_that_the_reader_could_break(game_id: str) -> None:
    """At a table that waits and stops, as at the table, every point of the
    deal where the engine offers the reader's seat an irregular act is one
    where the table gives him the hand (his turn, or a stop), in every seat:
    no law he could break there goes by while the others play on."""
    entry = GAMES[game_id]
    offered = set()

    def stops_where_a_law_may_be_broken(session: Session) -> None:
        deal = session.deal
        mine = [a for a in deal.irregular_actions()
                if a.player in session.humans and a not in deal.legal_actions()]
        offered.update(a.kind for a in mine)
        assert not mine or session.humans_turn or session.paused, (
            f"seat {set(session.humans)}, act {len(deal.history)}: {mine[:3]}")

    for seat in range(entry.seats()):
        for seed in (1, 2):
            session = Session.sitting(game_id, seed, humans={seat},
                                      options=entry.rules.as_at_the_table(None))
            session.waits = session.stops = True
            _played_out(session, stops_where_a_law_may_be_broken)
    assert offered, "no irregular act was open at all"


def test_whists_dealing_laws_are_open_to_a_reader_who_deals_or_whose_partner_does() -> None:
    """¶76 vi's two cards dealt together by the reader who deals, and the
    cards dealt by the dealer's partner in his place: open to him where the
    table waits before the first lead; never where he leads first."""
    assert not _rubber_deal(1).paused  # East deals: you, the eldest, lead first
    dealing = _rubber_deal(2)
    assert dealing.deal.dealer == 0 and dealing.paused
    assert "two-cards" in {a.kind for a in dealing.irregular_actions()}
    partnered = _rubber_deal(4)
    assert partnered.deal.dealer == 2 and partnered.paused
    assert "deal-for-partner" in {a.kind for a in partnered.irregular_actions()}
    assert not _rubber_deal(2, waits=False).paused
