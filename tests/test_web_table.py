"""The Deal pages' table (:mod:`playable.table.web`), in CPython: a match played deal
after deal, the table in the words of the table (no engine-speak), refusals
in the one format, the reader's forced acts made for him, and play "as at the
table": an irregular act committed, its law told, its penalty applied.

The same calls drive the page in the browser (``tests/test_browser.py``)."""

from __future__ import annotations

import itertools
import json
import re
from typing import Any

import pytest
from conftest import ROOT

from playable.engine import notation
from playable.engine.checks import MAX_RECORD_BYTES
from playable.games import GAMES as REGISTRY
from playable.laws import GAMES, LAWS
from playable.solver.pimc import DEFAULT_SAMPLES, DEFAULT_SECONDS
from playable.solver.solve import Budget
from playable.table import given, record, seats, web
from playable.table.views import shown_cards, tricks
from playable.table.words import TableWords

#: Engine-speak the table must not show the reader: "P0", "P1 play Q♦ table".
ENGINE_SPEAK = re.compile(r"\bP\d\b")


def lawful_card(state: dict[str, Any]) -> tuple[str, bool]:
    """A card the reader may play now: (its text, whether from the table)."""
    seat = state["seats"][state["seat"]]
    for card in seat["hand"]:
        if card["legal"]:
            return card["text"], False
    card = next(c for c in seat["table"] if c["legal"])
    return card["text"], True


def play_simply(table: web.Table, state: dict[str, Any]) -> dict[str, Any]:
    """The reader's first choice, or his first lawful card; then the table on."""
    if state["actions"]:
        answer = table.act(state["actions"][0]["index"])
    else:
        answer = table.play(*lawful_card(state))
    assert answer["ok"], answer
    return table.run()["state"]


def words_of(state: dict[str, Any]) -> list[str]:
    """Everything the board shows in words (the engine's own log aside)."""
    shown = [*state["table"], state["status"], *state["acts"], *state["account"],
             *(state["verdict"] or []), *[s["label"] for s in state["seats"]],
             *[a["label"] for a in state["actions"]]]
    if state["note"]:
        shown.append(state["note"]["text"])
    return shown


@pytest.mark.parametrize("game", GAMES)
def test_a_match_goes_on_deal_after_deal_in_the_words_of_the_table(game: str) -> None:
    table = web.Table(game, 11, seat=0)
    state = table.run()["state"]
    assert state["deal_number"] == 1 and state["match"] is not None
    seen = 0
    while state["deal_number"] < 3:
        assert state["your_turn"] or state["over"]
        for line in words_of(state):
            assert not ENGINE_SPEAK.search(line), line
        if state["over"]:
            verdict = state["verdict"]
            assert verdict and re.search(r"\b(win|wins|even|lose|loses)\b", verdict[0]), verdict
            assert not state["can_undo"], "a deal counted in the match is not taken back"
            if state["match"]["over"]:
                break
            assert state["match"]["next"]
            scores = [s["score"] for s in state["match"]["scores"]]
            assert scores == list(table.session.series.scores)  # type: ignore[union-attr]
            state = table.next_deal()["state"]
            assert not state["over"] and state["match"]["next"] is False
            continue
        state = play_simply(table, state)
        seen += 1
    assert state["deal_number"] == 3 and seen > 5


def cards_in(view: object) -> set[str]:
    """Every card a seat's view holds anywhere, by its text (what the table
    counts as shown to the seat: :func:`playable.table.views.shown_cards`)."""
    return {str(c) for c in shown_cards(view)}


@pytest.mark.parametrize(("game", "variant"), [(g, None) for g in GAMES]
                         + [("bezique", v) for v in seats.seat_variants("bezique")])
def test_the_account_of_a_deal_in_play_keeps_the_hidden_hands_from_a_seat(
        game: str, variant: str | None) -> None:
    """The page's "deal so far, as replay tells it" told every hand as dealt
    to a reader in a seat, mid-deal, and the state sent to the page carried
    the hands drawn face down: neither names any card another seat holds
    that the reader's own view does not show him (a card drawn, the hands
    dealt) and that it was never shown (its view at each of his turns), nor,
    at Quadrille, the friend before the king called falls;
    once the deal is over it tells every hand, as ``replay`` does."""
    for seed, seat in ((1, 0), (2, 1), (5, 0)):
        table = web.Table(game, seed, seat=seat, variant=variant)
        state = table.run()["state"]
        told_any = False
        seen: set[str] = set()  # what the reader has been shown so far (a declaration)
        while not state["over"]:
            # all but the records the page keeps, never drawn, to open the
            # table again if its worker is lost (as the seed, they hold the pack)
            deal = table.deal
            told = json.dumps({k: v for k, v in state.items() if k != "resume"},
                              ensure_ascii=False)
            seen |= cards_in(deal.view(seat))
            for other in range(deal.seats):
                if other == seat:
                    continue
                for card in map(str, deal.hand(other)):
                    if card not in seen:
                        told_any = True
                        assert not re.search(rf"(?<![0-9A-Z]){re.escape(card)}", told), (
                            f"{card}, {other}'s, told to {seat}:\n{told}")
            if game == "quadrille" and deal.called is not None and not deal.friend_revealed:
                holder = deal.ombre if deal.friend is None else deal.friend
                said = bool(re.search(r"is the friend|his own", state["describe"]))
                assert (seat == holder) == said, state["describe"]
            state = play_simply(table, state)
        assert told_any, "no hidden card was ever there to be kept"
        assert state["describe"] == table.words.record(table.entry.describe(table.deal))


def test_a_card_exposed_in_dealing_is_offered_without_naming_the_hidden_hand() -> None:
    """Played as at the table, a reader who deals may expose a card in dealing
    (All-Fours law i, Whist ¶76 ii): the table offered one such act for each
    card of the other hands, each naming its card, so that the list told him
    his adversary's hand.  Now one act a hand is offered, "one of North's
    cards", its card drawn at random and the same each time it is asked; his
    own cards, which he sees, are named; once committed, the card exposed is
    shown to all."""
    checked = 0
    for game in ("all-fours", "whist"):
        for seed in range(1, 9):
            for seat in range(4 if game == "whist" else 2):
                table = web.Table(game, seed, seat=seat, lenient=True)
                deal, state = table.deal, table.state()
                if seat != deal.dealer or not state["paused"]:
                    continue
                unseen = table.session.unseen()
                assert unseen and all(holder != seat for holder in unseen.values())
                told = json.dumps([i for i in state["irregular"]], ensure_ascii=False)
                assert not any(re.search(rf"(?<![0-9A-Z]){re.escape(str(c))}", told)
                               for c in unseen), told
                offered = table.session.irregular_actions()
                assert offered == table.session.irregular_actions()
                hidden = [a for a in offered if a.cards and a.cards[0] in unseen]
                holders = [unseen[a.cards[0]] for a in hidden]
                assert sorted(holders) == sorted(set(holders)) and holders, offered
                labels = {i["index"]: i["label"] for i in state["irregular"]}
                index = offered.index(hidden[0])
                assert f"one of {table.words.name(holders[0])}'s cards" in labels[index]
                answer = table.commit(index)
                assert answer["ok"], answer
                assert str(hidden[0].cards[0]) in " ".join(answer["state"]["acts"])
                checked += 1
    assert checked >= 4


@pytest.mark.parametrize("game", GAMES)
def test_the_engines_reasons_are_kept_from_a_seat_until_the_deal_is_over(game: str) -> None:
    """The reason an engine seat gives for its act ("keep 10♣ back and lead
    3♦") may say what its hidden hand holds: one who watches reads it under
    the act; a reader in a seat, only once the deal is over."""
    watched = web.Table(game, 4)
    state = watched.step()["state"]
    while not (state["note"] or state["over"]):
        state = watched.step()["state"]
    assert state["note"] and state["note"]["text"]
    seated = web.Table(game, 4, seat=0)
    state = seated.run()["state"]
    reasoned = False
    while not state["over"]:
        assert state["note"] is None
        reasoned = reasoned or any(n is not None and n.reason for n in seated.session.notes)
        state = play_simply(seated, state)
    assert reasoned, "the engine's seats gave reasons all the same"
    note = seated.session.last_note
    assert (state["note"] is not None) == (note is not None and bool(note.reason))


@pytest.mark.parametrize("game", GAMES)
def test_every_engine_acts_reason_is_listed_once_the_deal_is_over(game: str) -> None:
    """Once the deal is over, in a seat or watching, ``reasons`` holds each
    engine act that has a reason, by its index in the history, in the words
    of the last act's note (another's discard kept from a seat); none before."""
    from playable.table.views import law_json

    for seat in (0, None):
        table = web.Table(game, 4, seat=seat)
        state = table.step()["state"]
        while not state["over"]:
            assert state["reasons"] == []
            state = play_simply(table, state) if state["your_turn"] else table.step()["state"]
        notes = table.session.notes
        given = [i for i, n in enumerate(notes) if n is not None and n.reason]
        assert given and [r["index"] for r in state["reasons"]] == given
        words = table.words
        for r in state["reasons"]:
            n = notes[r["index"]]
            assert n is not None and n.action == table.deal.history[r["index"]]
            assert r["act"] == words.act(n.action, hidden=seat is not None)
            assert r["text"] == words.speak(n.reason)
            assert r["law"] == (law_json(n.law) if n.law else None)
        assert all(table.deal.history[r["index"]].player != seat for r in state["reasons"])


@pytest.mark.parametrize("game", GAMES)
def test_the_period_players_advice_is_given_at_the_readers_turn(game: str) -> None:
    """The page's ``advice`` call: at the reader's turn, the session's advice
    in the table's words (the maxim linked, not named in the text), the
    deal unchanged; watching, or past his turn, a message and no advice."""
    from playable.table.views import law_json

    web.call("open", json.dumps([game, 5, 0]))
    table = web._table
    assert table is not None
    state = json.loads(web.call("run"))["state"]
    assert state["your_turn"]
    answer = json.loads(web.call("advice"))  # as the page calls it
    note = table.session.advice()
    advice = answer["advice"]
    assert answer["ok"] and advice["text"] == table.words.advice(note, cite=False)
    assert advice["text"].startswith("The period player")
    assert advice["law"] == (None if note is None or note.law is None else law_json(note.law))
    assert " — " not in advice["text"]  # the law is the page's link
    assert answer["state"]["history"] == state["history"]
    watched = web.Table(game, 5)
    refused = watched.advice()
    assert not refused["ok"] and "advice" not in refused
    assert refused["message"] == "The period player's advice is given at your turn."


def test_a_whist_rubber_is_won_by_a_side_by_games_and_so_named() -> None:
    """A rubber is a side's, won by two games: its end names the side, the
    games and the rubber's points, as the rubber counts them (it named one
    seat, West for side 1, and the game in progress: "0 to 0 to 0 to 0")."""
    table = web.Table("whist", 9)
    state = table.run()["state"]
    for _ in range(40):
        if state["match"]["over"]:
            break
        assert state["match"]["winner"] is None
        table.next_deal()
        state = table.run()["state"]
    assert state["match"]["word"] == "rubber"  # "Another rubber?", "a rubber from seed 9"
    rubber = table.session.series.match
    side, games = rubber.winner, rubber.games_won
    assert side is not None and games[side] == 2
    winners = ("South–North", "West–East")[side]
    lost = ("none", "one")[games[1 - side]]
    points = rubber.points()[side]
    assert state["match"]["winner"] == (f"{winners} win the rubber, two games to {lost}: "
                                        f"a rubber of {points} point{'s' * (points != 1)}.")
    answer = table.next_deal()
    assert not answer["ok"] and answer["message"].endswith(f"({winners} win the rubber, "
                                                           f"two games to {lost}: a rubber of "
                                                           f"{points} point{'s' * (points != 1)})")


def test_an_all_fours_match_is_played_to_ten_and_its_winner_named() -> None:
    table = web.Table("all-fours", 5, seat=1, auto=True)
    state = table.run()["state"]
    for _ in range(500):
        if state["over"]:
            if state["match"]["over"]:
                break
            state = table.next_deal()["state"]
            continue
        state = play_simply(table, state)
    match = state["match"]
    assert match["over"] and not match["next"]
    assert re.fullmatch(r"(You win|South wins) the match, \d+ to \d+\.", match["winner"])
    assert match["word"] == "match"
    assert web.Table("bezique", 5).state()["match"]["word"] == "game"  # a game to 1,000
    assert max(s["score"] for s in match["scores"]) >= 10
    answer = table.next_deal()
    assert not answer["ok"] and "the match is over" in answer["message"]


@pytest.mark.parametrize("game", GAMES)
def test_the_table_in_view_names_trumps_and_whose_turn(game: str) -> None:
    table = web.Table(game, 3, seat=0)
    state = table.run()["state"]
    while state["phase"] != "play" or not state["your_turn"]:
        state = play_simply(table, state)
    assert state["table"][0].startswith("Trumps:"), state["table"]
    assert not any(line.startswith("Your hand") for line in state["table"]), \
        "the hand is drawn as cards, not told again"
    assert state["status"].startswith("Your turn: ")
    assert state["prompt"] in ("Lead a card:", "Play a card:")


def test_quadrille_tells_the_friend_and_the_sides() -> None:
    for seed in range(1, 30):
        table = web.Table("quadrille", seed, seat=0)
        state = table.run()["state"]
        while not state["over"]:
            if any("You are the friend" in line for line in state["table"]):
                assert any(line.startswith("The king called:") for line in state["table"])
                return
            state = play_simply(table, state)
    pytest.fail("no table of seeds 1-29 made seat 0 the friend")


def test_the_seats_have_one_name_on_the_page_and_its_picture() -> None:
    """Issue 33: a seat is named by the compass whoever sits where, "you"
    where the reader sits; at Quadrille play goes to the right (seat s + 1
    on s's right: playable.quadrille.deal), South's right is East, and the
    picture (deal.js, place) draws the next seat on the reader's right."""
    seated = web.Table("quadrille", 4, seat=1).run()["state"]
    assert seated["names"] == ["South", "you", "North", "West"]
    watched = web.Table("quadrille", 4).run()["state"]
    assert watched["names"][1] == "East"
    script = (ROOT / "docs" / "js" / "deal.js").read_text(encoding="utf-8")
    # the picture goes round the table the way play goes: to the right at Quadrille
    assert watched["to_the_right"] is True
    four = re.search(r'state\.to_the_right \? \[("bottom", "\w+", "top", "\w+")\]', script)
    assert four is not None and json.loads(f"[{four.group(1)}]")[1] == "right"
    # The account of the deal, as replay tells it: the names, each given its index once.
    told = watched["describe"].splitlines()
    assert told[0] == "Seats: South (P0), East (P1), North (P2), West (P3)."
    assert not re.search(r"\bP\d\b", "\n".join(told[1:]))


def test_the_seat_list_names_the_seats_as_the_table_does() -> None:
    """Issue 33: the Deal pages' seat list said "Play seat 1 (P0 in the
    record)"; it names each seat as the table does, with its index, and a
    seat named otherwise by three players than by two carries both; so does
    an engine player (Bezique's strong player plays as the period player by
    three)."""
    import live

    quadrille = live.deal_app("quadrille")
    assert re.findall(r'<option value="\d">([^<]+)</option>', quadrille) == [
        "South (P0)", "East (P1)", "North (P2)", "West (P3)"]
    bezique = live.deal_app("bezique")
    assert re.search(r'<option value="1" data-label-2="North \(P1\)" '
                     r'data-label-3="West \(P1\)">North \(P1\)</option>', bezique)
    assert "Play seat" not in quadrille + bezique
    # the engine's players too: the strong one plays as the period player by three
    strong = re.search(r'<option value="strong"([^>]*)>([^<]+)</option>', bezique)
    assert strong is not None and "unseen cards could make" in strong.group(2)
    assert 'data-label-3="the strong player, which at three hands plays by' in strong.group(1)
    assert re.search(r'<option value="period">', bezique)


def test_a_watcher_sees_the_seats_by_the_compass() -> None:
    table = web.Table("quadrille", 4)
    state = table.run()["state"]
    assert state["names"] == ["South", "East", "North", "West"]
    assert state["verdict"] and not any("you" in line.split() for line in state["verdict"])
    assert any(line.startswith("The friend:") or "plays alone" in line
               for line in state["table"]), state["table"]


@pytest.mark.parametrize("game", GAMES)
def test_refusals_are_in_one_format_and_a_card_not_held_cites_no_law(game: str) -> None:
    for seed in range(1, 30):
        table = web.Table(game, seed, seat=0)
        state = table.run()["state"]
        while not state["over"]:
            if state["phase"] == "play" and state["your_turn"]:
                hand = {c["text"] for c in state["seats"][0]["hand"] + state["seats"][0]["table"]}
                # another seat's card (from the engine: the state sends a hand
                # face down as its count alone)
                other = next(t for t in map(str, table.deal.hand(1)) if t not in hand)
                answer = table.play(other)
                assert answer["message"] == f"You do not hold {other}."
                assert "refused" not in answer
                illegal = [c for c in state["seats"][0]["hand"] if not c["legal"]]
                if illegal:
                    answer = table.play(illegal[0]["text"])
                    refused = answer["refused"]
                    assert refused["law"]["id"] in LAWS and refused["law"]["game"] == game
                    assert refused["words"][:1].isupper() and refused["words"].endswith(".")
                    assert not ENGINE_SPEAK.search(refused["words"]), refused["words"]
                    assert refused["commit"] is False, "strict play: nothing to commit"
                    assert answer["state"]["history"] == state["history"]
                    return
            state = play_simply(table, state)
    pytest.fail(f"no deal of {game} gave seat 0 a card it may not play")


def test_a_renounce_is_refused_in_words_naming_the_suit_held() -> None:
    for seed in range(1, 40):
        table = web.Table("all-fours", seed, seat=0)
        state = table.run()["state"]
        while not state["over"]:
            illegal = [c for c in state["seats"][0]["hand"] if not c["legal"]]
            if state["phase"] == "play" and state["your_turn"] and illegal:
                refused = table.play(illegal[0]["text"])["refused"]
                assert re.fullmatch(r"You must follow suit or trump: you hold \w+\.",
                                    refused["words"]), refused["words"]
                assert refused["law"]["citation"] == "All-Fours, law iii"
                return
            state = play_simply(table, state)
    pytest.fail("no renounce to try")


def test_bezique_draws_are_made_for_the_reader_in_strict_play() -> None:
    table = web.Table("bezique", 8, seat=0)
    state = table.run()["state"]
    made = 0
    while not state["over"]:
        kinds = {a["kind"] for a in state["actions"]}
        assert kinds != {"draw"} or state["irregular"], "a lone draw is never left to the reader"
        state = play_simply(table, state)
        made = sum("(made for you)" in act for act in state["acts"])
    assert made >= 10


@pytest.mark.parametrize("game", GAMES)
def test_forced_choices_are_made_when_asked(game: str) -> None:
    table = web.Table(game, 9, seat=0, auto=True)
    state = table.run()["state"]
    turns = 0
    while not state["over"]:
        legal = table.deal.legal_actions()
        assert len(legal) > 1 or table.words.choices(table.deal) != legal, \
            "a single lawful act is made for the reader"
        state = play_simply(table, state)
        turns += 1
    assert turns > 2


def test_take_back_goes_back_past_the_acts_made_for_the_reader() -> None:
    table = web.Table("bezique", 8, seat=0)
    state = table.run()["state"]
    for _ in range(3):
        state = play_simply(table, state)
    mine = [i for i, a in enumerate(table.deal.history) if a.player == 0
            and i not in table.session.made_for]
    state = table.undo()["state"]
    assert len(state["history"]) >= mine[-1]
    assert state["your_turn"]
    assert len([i for i, a in enumerate(table.deal.history) if a.player == 0
                and i not in table.session.made_for]) == len(mine) - 1


@pytest.mark.parametrize("game", GAMES)
def test_start_again_takes_back_every_act_and_the_engine_plays_as_it_did(game: str) -> None:
    """*Start again* (the page's ``undo`` with ``true``): in a seat, the same
    cards from the deal's start, the engine playing on to the reader's turn
    as it did the first time; watching, no act left.  A deal counted in the
    match is not started again, as it is not taken back."""
    web.call("open", json.dumps([game, 8, 0]))
    table = web._table
    assert table is not None
    state = table.run()["state"]
    first = list(table.deal.history)  # the engine's acts before the reader's first turn
    for _ in range(3):
        if state["over"]:
            break
        state = play_simply(table, state)
    assert len(table.deal.history) > len(first)
    pack = table.deal.pack
    state = json.loads(web.call("undo", json.dumps([True])))["state"]
    assert table.deal.history == first and table.deal.pack == pack
    assert len(state["history"]) == len(first)
    # before the reader's first act of a deal there is nothing of his to take back
    fresh = web.Table(game, 8, seat=0)
    state = fresh.run()["state"]
    assert not state["can_undo"]
    assert fresh.undo(True)["message"] == "Nothing to take back."
    assert fresh.undo()["message"] == "Nothing to take back."
    assert fresh.deal.history == first
    watching = web.Table(game, 8)
    for _ in range(5):
        watching.step()
    assert watching.undo(True)["state"]["history"] == []
    assert watching.undo(True)["message"] == "Nothing to take back."
    while not watching.deal.is_over:
        watching.run()
    if watching.session.series is not None:
        told = watching.undo(True)
        assert told["message"] == "The deal is counted in the match: it cannot be taken back."


@pytest.mark.parametrize("game", GAMES)
def test_as_at_the_table_an_irregular_act_is_committed_and_punished(game: str) -> None:
    for seed in range(1, 10):
        table = web.Table(game, seed, seat=0, lenient=True)
        state = table.run()["state"]
        committed = False
        while not state["over"]:
            irregular = [a for a in state["irregular"]
                         if a["label"].startswith("play") or a["label"] == "draw"]
            if irregular and not committed:
                assert irregular[0]["law"]["id"] in LAWS and irregular[0]["why"]
                state = table.commit(irregular[0]["index"])["state"]
                told = state["committed"][-1]
                (said,) = told["irregularities"]
                assert said["said"].startswith("You commit an irregularity: ")
                assert said["law"]["game"] == game and said["text"], said
                committed = True
                state = table.run()["state"]
                continue
            state = play_simply(table, state)
        if committed:
            assert state["penalties"], "the law's penalty is applied when it is found"
            assert all(p.startswith("The law is applied: ") for p in state["penalties"])
            return
    pytest.fail(f"no irregular play was open in {game}")


def test_a_refused_card_may_be_played_anyway_as_at_the_table() -> None:
    for seed in range(1, 40):
        table = web.Table("all-fours", seed, seat=0, lenient=True)
        state = table.run()["state"]
        while not state["over"]:
            illegal = [c for c in state["seats"][0]["hand"] if not c["legal"]]
            if state["phase"] == "play" and state["your_turn"] and illegal:
                answer = table.play(illegal[0]["text"])
                assert answer["refused"]["commit"] is True
                assert answer["refused"]["law_text"].startswith("iii.")
                before = len(answer["state"]["history"])
                state = table.commit(None)["state"]
                assert len(state["history"]) == before + 1
                assert state["committed"][-1]["act"] == f"You play {illegal[0]['text']}."
                return
            state = play_simply(table, state)
    pytest.fail("no renounce to try")


@pytest.mark.parametrize("game", GAMES)
def test_stopped_before_the_others_acts_the_reader_breaks_a_law_out_of_turn(game: str) -> None:
    """*Stop before each of their acts* (``step_by_step``), as at the table:
    after the reader's act the table stops before another seat's act where
    he may break a law there (a card played out of turn, Quadrille's tricks
    looked at), which he commits, the law dealing with it; *Play on to my
    turn* (``run``) passes the stops; strict play has none.  Without them the
    table runs on to his turn, and only the deal's first act waits."""
    table = web.Table(game, 3, seat=0, lenient=True)
    state = table.run()["state"]
    assert state["stops"] is False
    while not state["over"] and len(state["history"]) < 6:
        state = play_simply(table, state)  # runs on: never stopped after the first act
        assert not state["paused"]
    state = table.step_by_step(True)["state"]
    assert state["stops"] is True
    while not state["paused"]:  # the reader's act, then the table stops before another's
        assert not state["over"]
        if state["actions"]:
            answer = table.act(state["actions"][0]["index"])
        else:
            answer = table.play(*lawful_card(state))
        assert answer["ok"], answer
        state = table.run(True, False)["state"]
    assert not state["your_turn"] and state["irregular"] and state["history"]
    assert state["status"].startswith(f"Before {state['names'][state['to_move']]}'s turn")
    before = len(state["history"])
    state = table.commit(state["irregular"][0]["index"])["state"]
    told = state["committed"][-1]
    assert told["at"] == before and told["irregularities"][0]["law"]["game"] == game
    state = table.run()["state"]  # past every stop, to his turn
    assert state["over"] or (state["your_turn"] and not state["paused"])
    assert not web.Table(game, 3, seat=0).step_by_step(True)["state"]["stops"]


def test_strict_play_commits_nothing() -> None:
    table = web.Table("all-fours", 1, seat=0)
    state = table.run()["state"]
    assert state["irregular"] == [] and state["lenient"] is False
    assert not table.commit(0)["ok"]


def test_the_strong_player_s_time_per_move_is_stated() -> None:
    state = web.Table("all-fours", 2, seat=0, others="strong").state()
    assert f"{DEFAULT_SAMPLES} deals or {DEFAULT_SECONDS:g} s a move" in state["thinking"]
    assert web.Table("all-fours", 2, seat=0).state()["thinking"] is None


def test_the_page_calls_open_with_the_options() -> None:
    answer = json.loads(web.call("open", json.dumps(["bezique", 4, 1, "period", None, True,
                                                      True])))
    state = answer["state"]
    assert state["lenient"] and state["auto"] and state["seat"] == 1
    assert json.loads(web.call("record"))["filename"] == "bezique-4-1.json"


def test_take_back_in_a_bezique_game_keeps_the_game_s_totals_true() -> None:
    """The game counts its current deal as it goes: a deal taken back and
    replayed is the one it counts."""
    table = web.Table("bezique", 7)
    for _ in range(5):
        table.step()
    table.undo()
    state = table.run()["state"]
    assert state["over"]
    result = table.deal.result()
    assert [s["score"] for s in state["match"]["scores"]] == list(result.scores)


def test_the_best_card_waits_for_the_end_of_the_deal_in_a_seat() -> None:
    """The solver sees every hand: a seated reader is shown its verdicts once
    the deal is over, never during it."""
    table = web.Table("all-fours", 6, seat=0)
    state = table.run()["state"]
    assert state["best"]["open"] is False and "once the deal is over" in \
        state["best"]["why_closed"]
    answer = table.judge(0)
    assert not answer["ok"] and answer["state"]["best"]["judged"] == 0
    assert not table.best_now()["ok"]
    while not state["over"]:
        state = play_simply(table, state)
    assert state["best"]["open"]
    while state["best"]["judged"] < state["best"]["acts"]:
        state = table.judge(state["best"]["judged"])["state"]
    verdicts = state["best"]["verdicts"]
    plays = [v for v in verdicts if table.deal.history[v["index"]].kind == "play"]
    assert plays and all(v["words"] for v in plays), "the solver judges every card played"
    others = [v for v in verdicts if table.deal.history[v["index"]].kind != "play"]
    assert others and all(v["words"] is None for v in others)
    assert {v["why"].split(":")[0] for v in others} <= {
        "the solver takes the play of the tricks, not the stand, the beg or the run",
        "a question, not a card"}
    assert json.loads(table.record())["analysis"] == [
        None if v["words"] is None else table._verdicts[v["index"]] for v in verdicts]


def test_a_watcher_is_shown_the_best_card_of_the_choice_now() -> None:
    table = web.Table("all-fours", 6)
    while table.deal.phase.value != "play" or not table.deal.history \
            or table.deal.history[-1].kind != "play":
        table.step()
    now = table.best_now()["now"]
    assert now["name"] in ("South", "North") and now["unit"] == "points"
    assert now["best"] and all(v["value"] <= now["value"] for v in now["values"])
    assert [v["label"] for v in now["values"] if v["best"]] == now["best"]
    state = table.judge(len(table.deal.history) - 1)["state"]
    (last,) = state["best"]["verdicts"]
    assert re.fullmatch(r"best|cost \d+ points?: best was .+", last["words"])


def _watched_after(game: str, seed: int, tricks: int) -> web.Table:
    """A watched table of ``game`` at the lead after ``tricks`` tricks."""
    table = web.Table(game, seed)
    while len(table.deal.tricks) < tricks or table.deal.trick:
        table.step()
    return table


def test_a_slow_position_is_valued_in_slices_that_show_their_progress() -> None:
    """``best_now(slice)``: each call stops at its slice and answers the acts
    valued so far (against the best of them); the next goes on, and the
    last answers what one call without slices answers.  A clock that moves
    one second each time it is read makes the slices the same every run
    (about 8,000 nodes each)."""
    ticks = itertools.count()
    table = _watched_after("whist", 3, 2)
    table.budget = Budget(seconds=None, clock=lambda: float(next(ticks)))
    full = _watched_after("whist", 3, 2).best_now()["now"]
    worth = {v["label"]: v["value"] for v in full["values"]}
    shown = []
    while (now := table.best_now(1.5)["now"]).get("partial"):
        shown.append(now)
        assert now["name"] == full["name"] and now["acts"] == len(full["values"])
        if now["solved"]:
            top = max(worth[v["label"]] for v in now["solved"])
            assert all(v["value"] == worth[v["label"]] - top for v in now["solved"])
    assert len(shown) >= 3 and any(now["solved"] for now in shown)
    assert now == full


def test_the_slices_of_one_position_share_its_budget() -> None:
    """Past the page's budget, added up over the slices, the answer is the
    one a single call gives past it: no verdict, and the budget named."""
    table = _watched_after("whist", 3, 2)
    table.budget = Budget(nodes=20_000, seconds=None)
    single = _watched_after("whist", 3, 2)
    single.budget = table.budget
    expected = single.best_now()["now"]["why"]
    assert expected.startswith("the position is too large to solve here (budget: 20,000 nodes")
    ticks = itertools.count()
    table.budget = Budget(nodes=20_000, seconds=None, clock=lambda: float(next(ticks)))
    calls = 1
    while (now := table.best_now(1.5)["now"]).get("partial"):
        calls += 1
    assert calls >= 2 and now["why"] == expected


def test_a_slow_position_shows_one_best_card_first() -> None:
    """Where every card takes seconds to value (Whist's early tricks), the
    slices find one best card and its value first: the slice that finds it
    answers at once, every answer after it short of the whole one carries
    it, and it is one of the whole answer's best, at the best value.  Past
    the budget, the answer that says so carries it too where it was found."""
    ticks = itertools.count()
    table = _watched_after("whist", 3, 2)
    table.budget = Budget(seconds=None, clock=lambda: float(next(ticks)))
    full = _watched_after("whist", 3, 2).best_now()["now"]
    answers = []
    while (now := table.best_now(1.5)["now"]).get("partial"):
        answers.append(now)
    assert now == full and "first" not in now
    shown = [i for i, answer in enumerate(answers) if "first" in answer]
    assert shown and shown == list(range(shown[0], len(answers)))
    found = answers[shown[0]]
    assert not found["solved"] and any(answer["solved"] for answer in answers[shown[0]:])
    first = found["first"]
    assert first["best"] and set(first["best"]) <= set(full["best"])
    assert (first["value"], first["value_unit"]) == (full["value"], full["value_unit"])
    short = _watched_after("whist", 3, 2)
    # enough for the first, not for all (35,000 to 45,000 nodes since 0.3.19)
    short.budget = Budget(nodes=40_000, seconds=None)
    now = short.best_now()["now"]
    assert now["why"].startswith("the position is too large") and now["first"] == first


def test_a_slow_position_says_what_the_solver_has_proved_before_its_best_card() -> None:
    """Before one best card is found, each slice says how many tricks the
    side to move has been proved to take so far: bounds that only narrow and
    always hold the count the solver finds, until it is exact; past the
    budget, the answer that says so carries what was proved."""
    from playable.whist import pbn

    ticks = itertools.count()
    table = _watched_after("whist", 4, 1)
    table.budget = Budget(seconds=None, clock=lambda: float(next(ticks)))
    tricks = pbn.solver_tricks(table.deal.clone())  # West and East's, to lead
    proved = []
    while (now := table.best_now(1.5)["now"]).get("partial") and "first" not in now:
        if "tricks" in now:
            proved.append(now["tricks"])
    assert "first" in now
    assert {(t["side"], t["seats"], t["of"]) for t in proved} == {("East and West", 2, 12)}
    assert all(t["least"] <= tricks <= t["most"] for t in proved)
    pairs = list(itertools.pairwise(proved))
    assert all(b["least"] >= a["least"] and b["most"] <= a["most"] for a, b in pairs)
    assert len({(t["least"], t["most"]) for t in proved}) >= 3  # the reader sees it narrow
    assert proved[-1]["least"] == proved[-1]["most"] == tricks
    short = _watched_after("whist", 4, 1)
    short.budget = Budget(nodes=40_000, seconds=None)
    now = short.best_now()["now"]
    assert now["why"].startswith("the position is too large") and "first" not in now
    assert now["tricks"]["least"] <= tricks <= now["tricks"]["most"]
    assert (now["tricks"]["least"], now["tricks"]["most"]) != (0, 12)


def test_bezique_says_why_the_solver_waits_for_the_last_eight() -> None:
    table = web.Table("bezique", 6)
    for _ in range(4):
        table.step()
    now = table.best_now()["now"]
    assert now["why"].startswith("the solver takes Bezique's last eight tricks only")


def test_three_handed_bezique_says_the_solver_plays_two_hands_only() -> None:
    """Three hands are not two sides: the solver takes no act of a
    three-handed deal, in the last eight tricks neither; the page (and the
    terminal's verdicts, counted by reason) said it took the last eight,
    and then gave none there either."""
    from playable.table.analysis import not_judged

    table = web.Table("bezique", 6, variant="three-handed")
    assert table.best_now()["now"]["why"] == "the solver plays two-handed Bezique only"
    state = table.run()["state"]
    while not state["over"]:
        state = table.run()["state"]
    deal = table.deal
    assert deal.last_eight or deal.is_over
    said = not_judged(deal, [None] * len(deal.history))
    assert said == [(f"{len(deal.history)} acts not judged: the solver plays two-handed "
                     "Bezique only.")]


def test_the_king_of_trumps_called_is_offered_as_at_the_table_under_law_7() -> None:
    """The Deal pages read no typed words: the reader chooses from the lists.
    As at the table, the call law 7 forbids is among the irregular acts, with
    its law; committed, it is told once as a fault without a penalty."""
    table = web.Table("quadrille", 1, seat=0, lenient=True)
    state = table.run()["state"]
    state = table.act(next(a["index"] for a in state["actions"]
                           if a["label"] == "ask leave"))["state"]
    state = table.run()["state"]
    state = table.act(next(a["index"] for a in state["actions"]
                           if a["label"] == "name clubs"))["state"]
    assert "call the king of clubs" not in [a["label"] for a in state["actions"]]
    refused = table.play("K♣")["refused"]  # a card chosen at the call is called
    assert refused["law"]["id"] == "quadrille:law-7" and refused["commit"]
    state = table.state()
    (call,) = state["irregular"]
    assert call["label"] == "call the king of clubs" and call["law"]["id"] == "quadrille:law-7"
    state = table.commit(call["index"])["state"]
    (said,) = state["committed"][-1]["irregularities"]
    assert said["law"]["id"] == "quadrille:law-7" and "does not stand" in said["said"]
    assert said["after"] == "The law sets no penalty for it: nothing is paid, and the score stands."
    assert [a["label"] for a in state["actions"]] == [
        "call the king of diamonds", "call the king of hearts", "call the king of spades"]


# --------------------------------------------------------------------------
# The solver's budget on the page, and a table opened again (issue 30)

#: All-Fours, seed 42: the eldest begged and the dealer ran the cards, 21 a
#: hand (a solve of minutes with no budget).
RUN_OUT = ("all-fours: hands=[K♦ J♦ 10♦ 7♦ 4♦ 3♦ A♠ K♠ Q♠ 9♠ 5♠ A♥ 4♥ 3♥ A♣ K♣ Q♣ 10♣ 6♣ "
           "5♣ 4♣, A♦ Q♦ 9♦ 8♦ 5♦ 2♦ J♠ 8♠ 7♠ 6♠ 4♠ 2♠ Q♥ 10♥ 7♥ 6♥ 5♥ J♣ 8♣ 7♣ 2♣]; "
           "turn_up=6♦; turned=9♥ 2♥ J♥ 8♥ K♥; begs=1; stage=play; "
           "stock=10♠ 3♣ 9♣ 3♠; to_move=1")


def test_past_its_budget_the_best_card_says_no_verdict_and_why(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(web.Table, "budget", web.Budget(nodes=20_000))
    table = web.Table("all-fours", 1, position=RUN_OUT)
    now = table.best_now()["now"]
    assert now["why"] == ("the position is too large to solve here "
                          "(budget: 20,000 nodes / 60 s)")
    assert now["name"] == "North" and now["unit"] == "points"
    assert all(v["value"] <= 0 for v in now["solved"])
    table.step()
    state = table.judge(0)["state"]
    (verdict,) = state["best"]["verdicts"]
    assert verdict["words"] is None and verdict["why"] == now["why"]
    assert json.loads(table.record())["analysis"] == [None]  # a record's null: no verdict


def table_again(table: web.Table, *args: Any) -> dict[str, Any]:
    """The page's engine lost and started again: the table opened with the
    same arguments, then resumed from the state's records."""
    web._table = None
    resume = table.state()["resume"]
    json.loads(web.call("open", json.dumps(list(args))))
    answer: dict[str, Any] = json.loads(web.call("resume", json.dumps(
        [resume["records"], resume["rng"]])))
    return answer


@pytest.mark.parametrize("game", ["all-fours", "bezique", "quadrille"])
def test_a_table_lost_with_its_engine_is_opened_again_where_it_stood(game: str) -> None:
    """A match well into its second deal, the reader in a seat: opened again
    from its records, the table stands where it stood, the first deal counted
    in the match, and plays on as the lost one would have."""
    args = (game, 5, 0, "period", None, False, True)
    table = web.Table(*args)
    state = table.run()["state"]
    while not state["over"]:
        state = play_simply(table, state)
    table.next_deal()
    state = table.state()
    for _ in range(3):
        state = play_simply(table, state)
    answer = table_again(table, *args)
    again = answer["state"]
    assert answer["ok"] and web._table is not None
    for key in ("history", "deal_number", "match", "seats", "status", "table"):
        assert again[key] == state[key], key
    # the next acts as the lost table would have made them (its generator too)
    ahead = play_simply(table, state)
    assert play_simply(web._table, again)["history"] == ahead["history"]


@pytest.mark.parametrize("game", GAMES)
def test_a_table_opened_again_keeps_what_the_reader_was_told(game: str) -> None:
    """Playing as at the table, the reader commits every fourth irregular
    act open to him; the engine is then lost (the reader's Stop ends it)
    and the table opened again: it still lists his acts committed, each with
    the law that deals with it, and the penalties it cost him; and a take-back
    takes back the same acts on both tables.  The page used to drop them."""
    args = (game, 7, 0, "period", None, True)
    table = web.Table(*args)
    state = table.run()["state"]
    offered = 0
    while not state["over"] and len(state["committed"]) < 3:
        offered += bool(state["irregular"])
        if state["irregular"] and offered % 4 == 1:
            state = table.commit(state["irregular"][0]["index"])["state"]
            state = table.run()["state"]
        else:
            state = play_simply(table, state)
    assert state["committed"]
    again = table_again(table, *args)["state"]
    for key in ("committed", "penalties", "acts", "history", "can_undo"):
        assert again[key] == state[key], key
    assert web._table is not None
    assert web._table.undo()["state"]["history"] == table.undo()["state"]["history"]


def test_a_table_opened_again_knows_the_acts_it_made_for_the_reader() -> None:
    """Strict play: the table draws for the reader (Bezique's draw after a
    trick is forced).  Opened again, his acts still say so, and a take-back
    passes over those draws as it did."""
    args = ("bezique", 7, 0, "period", None, False)
    table = web.Table(*args)
    state = table.run()["state"]
    while len(table.session.made_for) < 2:
        state = play_simply(table, state)
    assert any(act.endswith("(made for you).") for act in state["acts"])
    again = table_again(table, *args)["state"]
    assert again["acts"] == state["acts"]
    assert web._table is not None and web._table.session.made_for == table.session.made_for
    assert web._table.undo()["state"]["history"] == table.undo()["state"]["history"]


def opened(position: str) -> dict[str, Any]:
    """The page's answer to a Deal with ``position`` in its address (?pos=)."""
    answer: dict[str, Any] = json.loads(web.call("open", json.dumps(
        ["all-fours", 3, 0, "period", position])))
    return answer


def test_a_position_without_a_part_it_needs_is_told_on_the_page() -> None:
    assert opened("all-fours: hands=[Q♣ 8♣, 5♣ A♠]") == {
        "ok": False,
        "message": "That position cannot be set up: turn_up: missing (the card turned up for "
                   "trumps)"}


def test_a_position_too_long_is_told_on_the_page_not_dropped() -> None:
    """The page hands the engine its ?pos= whatever its length (it used to drop
    one over the limit and deal the seeded match): the engine says why."""
    text = "all-fours: hands=[Q♣ 8♣, 5♣ A♠]; turn_up=" + "K♣ " * 7000
    assert len(text) > notation.MAX_POSITION
    assert opened(text) == {
        "ok": False,
        "message": f"That position cannot be set up: {len(text):,} characters (a position has "
                   f"at most {notation.MAX_POSITION:,})"}


@pytest.mark.parametrize("game", GAMES)
def test_the_hands_as_dealt_are_shown_once_the_deal_is_over(game: str) -> None:
    """Issue 33: at the end, where the hands are empty, each seat's hand as
    dealt is in the state (and not before: it would show the hidden hands).
    Every card dealt is one its seat played (Quadrille: exactly those)."""
    from collections import Counter

    table = web.Table(game, 3, seat=0, auto=True)
    state = table.state()
    assert all(seat["dealt"] is None for seat in state["seats"])
    state = table.run()["state"]
    while not state["over"]:
        state = play_simply(table, state)
    for seat in state["seats"]:
        dealt = Counter(c["text"] for c in seat["dealt"])
        played = Counter(str(a.cards[0]) for a in table.deal.history
                         if a.kind == "play" and a.player == seat["seat"])
        assert sum(dealt.values()) == len(seat["dealt"]) > 0
        if game == "quadrille":
            assert dealt == played, seat["name"]
        else:
            assert not dealt - played, (seat["name"], dealt - played)


@pytest.mark.parametrize("variant", ["three-handed", "three-handed-two-packs"])
def test_three_handed_bezique_is_played_at_the_table_and_its_record_replays(
        variant: str, tmp_path: Any) -> None:
    """Issue 33: a Deal page's table deals Bezique by three (``variant``, one
    of the game's named options), plays it to the end with the reader in a
    seat, and its record is of three players."""
    from playable.table import record

    answer = json.loads(web.call("open", json.dumps(
        ["bezique", 4, 1, "period", None, False, True, variant])))
    state = answer["state"]
    assert state["players"] == 3 and len(state["seats"]) == 3 and state["variant"] == variant
    table = web._table
    assert table is not None
    state = table.run()["state"]
    while not state["over"]:
        state = play_simply(table, state)
    assert state["verdict"] and all(seat["dealt"] for seat in state["seats"])
    path = tmp_path / "deal.json"
    path.write_text(table.record(), encoding="utf-8")
    deal = record.load(path)
    assert deal.history == table.deal.history and deal.options == table.deal.options
    assert table.entry.seats(deal.options) == 3
    with pytest.raises(ValueError, match="unknown variant"):
        web.Table("quadrille", 1, variant=variant)
    # its record, chosen as a file on a page set for two, deals the three hands
    # again, the reader in the third seat
    again = opened_file("bezique", table.record(), "deal.json", seat=2)
    assert again["ok"] and again["state"]["players"] == 3 and again["state"]["seat"] == 2


RULES = [(g, name) for g in REGISTRY for name, _ in REGISTRY[g].table_rules]


@pytest.mark.parametrize(("game", "rules"), RULES)
def test_the_rules_chosen_deal_the_match_are_told_and_the_record_keeps_them(
        game: str, rules: str) -> None:
    """The rules a reader chooses (a Deal page's *Rules*, ``Game.table_rules``)
    are the options the match is dealt with, each that differs from the
    game's own; the table tells them, the deal is played to its end under
    them, and its record replays with them."""
    from playable.table import record

    answer = json.loads(web.call("open", json.dumps(
        [game, 3, 0, "period", None, False, True, None, rules])))
    state = answer["state"]
    said = dict(REGISTRY[game].table_rules)[rules]
    assert state["rules"] == {"name": rules, "line": f"Rules: {said[:1].upper()}{said[1:]}."}
    table = web._table
    assert table is not None
    entry = REGISTRY[game]
    chosen, own = dict(entry.option_sets)[rules], entry.rules.default_options()
    changed = {k: v for k, v in vars(chosen).items() if getattr(own, k) != v}
    assert changed and all(getattr(table.deal.options, k) == v for k, v in changed.items())
    state = table.run()["state"]
    while not state["over"]:
        state = play_simply(table, state)
    again = record.loads(table.record())
    assert all(getattr(again.options, k) == v for k, v in changed.items())
    assert not web.Table(game, 3, seat=0).state()["rules"]
    # the record dealt again from a file on the page: the table tells its rules
    told = opened_file(game, table.record(), "r.json")["state"]["rules"]
    assert told is not None and f"Rules: {said[:1].upper()}{said[1:]}." in told["line"]
    assert opened_file(game, web.Table(game, 3, seat=0).record(), "own.json")["state"][
        "rules"] is None


def test_short_whist_is_five_points_and_rules_may_go_with_three_players() -> None:
    """Short Whist (¶77) at the table: the game is five points; Bezique's
    rules are laid over the three-handed game; an unknown name is refused,
    naming the rules the game has."""
    state = web.Table("whist", 3, seat=0, rules="short").state()
    assert any(line.endswith("5 wins it.") for line in state["table"]), state["table"]
    table = web.Table("bezique", 3, seat=0, variant="three-handed", rules="twenty-fourth")
    assert table.seats == 3 and table.deal.options.last_trick == "twenty-fourth"
    with pytest.raises(ValueError, match="its rules are short, clubs-at-eight, honours-claimed"):
        web.Table("whist", 3, rules="twenty-fourth")


def test_the_last_trick_won_by_the_reader_says_you_mid_sentence() -> None:
    """Issue 33: the Deal page heads the last trick "Trick 4, won by you"
    (deal.js puts ``last_trick.name`` after "won by"), not "won by You"."""
    script = (ROOT / "docs" / "js" / "deal.js").read_text(encoding="utf-8")
    assert "won by ${t.name}" in script
    for seed in range(1, 30):
        table = web.Table("all-fours", seed, seat=0)
        state = table.run()["state"]
        while not state["over"]:
            last = state["last_trick"]
            if last is not None and last["winner"] == state["seat"]:
                assert last["name"] == "you"
                return
            state = play_simply(table, state)
    pytest.fail("the reader won no trick in seeds 1-29")


def test_the_best_cards_value_takes_its_own_number() -> None:
    """"the best is 7♠ (+1 point)", not "+1 points": the unit of the value
    shown is singular for one, the unit of the list stays plural."""
    seen = set()
    for seed in range(1, 30):
        table = web.Table("all-fours", seed)
        while not table.deal.is_over and len(seen) < 2:
            if any(a.kind == "play" for a in table.deal.legal_actions()):
                now = table.best_now()["now"]
                if "value" in now:
                    one = abs(now["value"]) == 1
                    assert now["value_unit"] == ("point" if one else "points")
                    assert now["unit"] == "points"
                    seen.add(one)
            table.step()
        if len(seen) == 2:
            break
    assert seen == {True, False}


def test_quadrilles_best_card_is_the_whole_analysiss_without_its_line(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The best card asks for the values alone (``values_only``: Quadrille's
    principal line, a quarter of the nodes at the Deal page's slowest
    position, is not searched), and shows the whole analysis's values and
    best cards at every card to play of seed 1's first deal."""
    from playable.table import analysis

    asked = []
    whole = analysis.analyse

    def told(deal: Any, *args: Any, **kwargs: Any) -> Any:
        asked.append(kwargs.get("values_only", False))
        return whole(deal, *args, **kwargs)

    monkeypatch.setattr(analysis, "analyse", told)
    table = web.Table("quadrille", 1)
    shown = 0
    while not table.deal.is_over:
        if any(a.kind == "play" for a in table.deal.legal_actions()):
            now = table.best_now()["now"]
            full = whole(table.deal.clone())
            words = table.words
            assert now["best"] == [words.label(a) for a in full.best]
            assert now["value"] == full.value
            assert [(v["label"], v["value"]) for v in now["values"]] == \
                [(words.label(a), v) for a, v in full.values]
            shown += 1
        table.step()
    assert shown >= 30 and asked == [True] * shown


# -- "Or deal the cards of a file" ------------------------------------------------


def opened_file(game: str, text: str, name: str, seat: int | None = 0,
                lenient: bool = False, acts: bool | None = None) -> dict[str, Any]:
    """The page's answer to a file chosen on ``game``'s Deal page (the call
    that :mod:`playable.table.given`, which the page's worker imports,
    registers with the page's table); ``acts``: *Make its acts again* ticked
    or not (None: the call as the page made it before the box, without it)."""
    assert web.OPENERS["open_file"] is given.open_file
    args: list[Any] = [game, text, name, 7, seat, "period", lenient, True]
    answer: dict[str, Any] = json.loads(web.call("open_file", json.dumps(
        args if acts is None else [*args, acts])))
    return answer


def part_played(game: str, seed: int, acts: int) -> web.Table:
    """A table of ``game`` from ``seed``, the reader in seat 0, played on
    until the deal has at least ``acts`` acts (and is not over)."""
    table = web.Table(game, seed, 0, "period", None, False, True)
    state = table.run()["state"]
    while len(state["history"]) < acts:
        state = play_simply(table, state)
    assert not state["over"]
    return table


@pytest.mark.parametrize("game", ["all-fours", "bezique", "quadrille", "whist"])
def test_a_record_saved_part_played_goes_on_where_it_stopped(game: str) -> None:
    """With *Make its acts again* ticked, a record saved in the middle of a
    deal opens where it stopped: its acts made again, the reader's seat to
    play or the table playing on to his turn, and Take back stepping back
    through the record's acts; unticked (as before the box), its cards are
    dealt afresh."""
    from playable.table import record

    saved = part_played(game, 5, 6).record()
    kept = record.loads(saved)
    fresh = opened_file(game, saved, "part.json")
    assert fresh["ok"] and fresh["state"]["history"] == []
    assert opened_file(game, saved, "part.json", acts=False)["state"]["history"] == []
    answer = opened_file(game, saved, "part.json", acts=True)
    assert answer["ok"], answer
    table = web._table
    assert table is not None and table.deal.history == kept.history
    assert table.deal.pack == kept.pack and table.deal.options == kept.options
    state = answer["state"]
    assert len(state["history"]) == len(kept.history)
    assert state["can_undo"] and state["given"] == {"of": 1, "next": False, "passed": ""}
    state = table.run()["state"]
    assert state["your_turn"] and len(state["history"]) >= len(kept.history)
    assert table.deal.history[:len(kept.history)] == kept.history
    state = table.undo()["state"]
    assert len(state["history"]) < len(kept.history)
    assert table.deal.history == kept.history[:len(state["history"])]
    state = table.run()["state"]
    while not state["over"]:
        state = play_simply(table, state)
    assert state["verdict"]


@pytest.mark.parametrize("game", ["all-fours", "bezique", "quadrille", "whist"])
def test_a_files_acts_taken_back_are_made_again_as_the_file_has_them(game: str) -> None:
    """Watching a file's deal opened where it stopped, Take back to its
    start and *Play to the end*: the file's acts are made again, not the
    engine's own choices (which, the file's cards dealt afresh, differ)."""
    from playable.table import record

    saved = part_played(game, 5, 6).record()
    kept = record.loads(saved).history
    assert opened_file(game, saved, "part.json", seat=None, acts=False)["ok"]
    assert web._table is not None
    own = web._table.run()["state"]
    assert web._table.deal.history[:len(kept)] != kept, "the engine alone plays otherwise"
    assert opened_file(game, saved, "part.json", seat=None, acts=True)["ok"]
    table = web._table
    assert table is not None
    while table.deal.history:
        table.undo()
    state = table.run()["state"]
    assert state["over"] and own["over"]
    assert table.deal.history[:len(kept)] == kept


def test_a_records_verdicts_come_back_with_its_acts(monkeypatch: pytest.MonkeyPatch) -> None:
    """"Download the record now and it carries these verdicts": a deal the
    page judged, saved and opened again with its acts made again, has the
    record's verdicts; asked for them, the table judges only the acts the
    record has none for (its nulls: a beg, a card past the budget), and
    shows what it showed before.  Opened afresh, it has none."""
    from playable.table import analysis

    table = web.Table("all-fours", 5, None, "period", None, False, True)
    table.run()
    while not table.state()["best"]["analysed"]:
        table.judge(table.state()["best"]["judged"], budget=30)
    judged = table.state()["best"]["verdicts"]
    saved = table.record()
    carried = json.loads(saved)["analysis"]
    asked: list[int] = []
    solver = analysis.judge

    def counted(deal: Any, *args: Any, **kwargs: Any) -> Any:
        asked.append(len(deal.history))
        return solver(deal, *args, **kwargs)

    monkeypatch.setattr(analysis, "judge", counted)
    answer = opened_file("all-fours", saved, "judged.json", seat=None, acts=True)
    best = answer["state"]["best"]
    assert best["judged"] == sum(v is not None for v in carried) > 0
    again = web._table
    assert again is not None
    state = again.judge(0, budget=30)["state"]
    assert state["best"]["analysed"] and state["best"]["verdicts"] == judged
    assert asked == [i for i, v in enumerate(carried) if v is None]
    assert json.loads(again.record())["analysis"] == carried
    fresh = opened_file("all-fours", saved, "judged.json", seat=None, acts=False)
    assert fresh["state"]["best"]["verdicts"] == []


def test_a_file_with_its_acts_made_again_keeps_them_as_at_the_table() -> None:
    """"Play as at the table" deals the file's cards again under the
    table's lenient options: with *Make its acts again*, its acts too, in
    order; a PBN board's play likewise opens where the file's play stops."""
    from playable.table import record
    from playable.whist import pbn

    saved = part_played("whist", 9, 10).record()
    kept = record.loads(saved)
    answer = opened_file("whist", saved, "w.json", lenient=True, acts=True)
    assert answer["ok"] and answer["state"]["lenient"]
    table = web._table
    assert table is not None and not table.deal.options.strict
    assert table.deal.history == kept.history and table.deal.pack == kept.pack

    board = web.GAMES["whist"].rules.new(3)
    for _ in range(8):  # two tricks
        board.apply(board.legal_actions()[0])
    text = pbn.write_deals([board, web.GAMES["whist"].rules.new(4)])
    answer = opened_file("whist", text, "two.pbn", seat=None, acts=True)
    assert answer["ok"] and len(answer["state"]["history"]) == 8
    table = web._table
    assert table is not None and table.deal.history == board.history
    assert opened_file("whist", text, "two.pbn", seat=None, acts=False)["state"]["history"] == []


@pytest.mark.parametrize("game", ["all-fours", "bezique", "quadrille", "whist"])
def test_a_record_saved_on_the_page_deals_its_cards_again(game: str) -> None:
    """A deal of a match well under way, saved: opened on its page, the same
    cards are dealt again by the same dealer, no act made, on their own (no
    match: the record carries the match's score in its options, which a match
    of its own would not take), and the engine plays on from there."""
    from playable.table import record

    table = web.Table(game, 5, 0, "period", None, False, True)
    state = table.run()["state"]
    while not state["over"]:
        state = play_simply(table, state)
    saved = table.record()
    kept = record.loads(saved)
    answer = opened_file(game, saved, f"{game}-5-1.json")
    assert answer["ok"], answer
    fresh = answer["state"]
    assert fresh["source"] == f"{game}-5-1.json" and fresh["match"] is None
    assert fresh["given"] == {"of": 1, "next": False, "passed": ""}
    assert web._table is not None and web._table.deal.pack == kept.pack
    assert web._table.deal.dealer == kept.dealer and web._table.deal.options == kept.options
    assert web._table.filename() == f"{game}-file-1.json"
    played = play_simply(web._table, web._table.run()["state"])
    assert played["history"], "the engine plays on from the cards dealt"


def test_a_pbn_files_deals_are_dealt_one_after_another() -> None:
    """Whist's PBN: each board dealt as it was, Next deal the next, and after
    the last a line that says so; a table lost with its engine opens again
    where it stood, in the second deal."""
    from playable.whist import pbn

    boards = [web.GAMES["whist"].rules.new(3), web.GAMES["whist"].rules.new(4)]
    text = pbn.write_deals(boards)
    answer = opened_file("whist", text, "two.pbn", seat=None)
    assert answer["ok"] and answer["state"]["given"] == {"of": 2, "next": False, "passed": ""}
    table = web._table
    assert table is not None
    assert [set(h) for h in table.deal.dealt] == [set(h) for h in boards[0].dealt]
    state = table.run()["state"]
    assert state["over"] and state["given"]["next"]
    state = table.next_deal()["state"]
    assert state["deal_number"] == 2 and not state["history"]
    assert [set(h) for h in table.deal.dealt] == [set(h) for h in boards[1].dealt]
    resume = state["resume"]
    again = json.loads(web.call("open_file", json.dumps(
        ["whist", text, "two.pbn", 7, None, "period", False, True])))
    assert again["ok"]
    back = json.loads(web.call("resume", json.dumps([resume["records"], resume["rng"]])))
    assert back["state"]["deal_number"] == 2 and back["state"]["given"]["of"] == 2
    assert web._table is not None
    assert [set(h) for h in web._table.deal.dealt] == [set(h) for h in boards[1].dealt]
    table.run()
    assert table.next_deal()["message"] == "That was the last deal of two.pbn."


def test_the_boards_of_a_file_that_are_no_deals_are_passed_over_and_named() -> None:
    """A bridge tournament's file: its board at no trump and its board passed
    out are passed over, and the page's state names them in a sentence (ten at
    most, then how many more)."""
    from test_whist_pbn import tournament_file

    from playable.table import record

    answer = opened_file("whist", tournament_file(), "event.pbn", seat=None)
    assert answer["ok"] and answer["state"]["given"] == {
        "of": 1, "next": False,
        "passed": "Passed over, as no deals of Whist: game 2 (board 2, 3NT: no trump), "
                  "game 3 (board 3, passed out: no trump)."}
    many = [f"game {n} (board {n}, 3NT: no trump)" for n in range(2, 40)]
    said = record.passed_over_words(many, "whist")
    assert said.endswith("game 11 (board 11, 3NT: no trump), and 28 more.")


def test_a_file_the_page_cannot_deal_is_told_in_a_line_and_the_table_kept() -> None:
    from playable.table import record

    web.call("open", json.dumps(["all-fours", 3, 0]))
    before = web._table
    bezique = record.dumps(web.GAMES["bezique"].rules.new(2))
    cases = {
        ("all-fours", bezique, "b.json"): "b.json: record field 'game': a record of Bezique, "
                                          "not of All-Fours: deal it again at Bezique's table",
        ("all-fours", "{", "x.json"): "x.json: the file: not JSON",
        ("all-fours", bezique, "b.pbn"): "b.pbn: the file: this game reads no "
                                         "other program's files",
        ("whist", bezique, "b.txt"): "b.txt: the file: not a file of a format the "
                                     "game reads (PBN: .pbn)",
        ("all-fours", "x" * (MAX_RECORD_BYTES + 1), "big.json"): "big.json: the file: "
                                                                  "1,000,001 bytes",
    }
    for (game, text, name), said in cases.items():
        answer = opened_file(game, text, name)
        assert answer["ok"] is False and "state" not in answer
        assert answer["message"].startswith(said), answer["message"]
        assert "\n" not in answer["message"]
        assert web._table is before, "the table in play is kept"


@pytest.mark.parametrize("game", ["all-fours", "whist"])
def test_a_file_dealt_as_at_the_table_lets_the_reader_break_a_law(game: str) -> None:
    """With "Play as at the table" ticked, the file's cards are dealt again as
    ``play --deal`` deals them at the terminal, and the reader's irregular
    acts are open to him at his turn; without it, none is."""
    from playable.table import record

    saved = record.dumps(web.GAMES[game].rules.new(11))
    offered = {}
    for lenient in (False, True):
        answer = opened_file(game, saved, "a.json", seat=0, lenient=lenient)
        assert answer["ok"] and answer["state"]["lenient"] is lenient
        assert web._table is not None
        state = web._table.run()["state"]
        assert state["your_turn"]
        offered[lenient] = state["irregular"]
    assert offered[True] and not offered[False]


def test_as_at_the_table_the_page_waits_before_the_first_act_for_the_dealers_misdeal() -> None:
    """Where the reader deals at a table as at the table, the page's table
    waits before North speaks: the state says so (``paused``, the status),
    lists the irregular acts open to him and has nothing to play on by
    itself (``waiting``); *Play on* (``run``) goes past it, a committed
    misdeal is dealt with by its law; the next deal he deals waits again;
    a table played strictly never waits."""
    table = web.Table("all-fours", 4, seat=0, lenient=True)
    state = table.state()
    assert state["paused"] and not state["waiting"] and not state["history"]
    assert state["status"].startswith("Nothing is played yet: before North's turn")
    kinds = {a.kind for a in table.session.irregular_actions()}
    assert {"expose", "deal-extra", "deal-short"} <= kinds and len(state["irregular"]) == len(
        table.session.irregular_actions())
    state = table.run()["state"]
    assert not state["paused"] and state["history"] and (state["your_turn"] or state["over"])
    for _ in range(2):  # deal 2, North's, then deal 3, the reader's again
        while not state["over"]:
            state = play_simply(table, state)
        state = table.next_deal()["state"]
    assert table.deal.dealer == 0 and state["paused"] and not state["history"]
    committed = web.Table("all-fours", 4, seat=0, lenient=True)
    answer = committed.commit(0)
    assert answer["ok"] and committed.deal.irregularities[0].law == "all-fours:s92-i"
    assert not answer["state"]["paused"]
    strict = web.Table("all-fours", 4, seat=0)
    assert not strict.state()["paused"] and strict.state()["waiting"]


def test_the_readers_declared_cards_are_shown_on_the_table_alone() -> None:
    """Bezique: the Deal page showed the reader's declared cards twice, in
    his hand (greyed) and on the table: ten cards where he held eight."""
    table = web.Table("bezique", 5, seat=0)
    state = table.run()["state"]
    for _ in range(200):
        me = state["seats"][state["seat"]]
        if me["table"]:
            break
        declare = [a for a in state["actions"] if a["kind"] == "declare"]
        if state["actions"]:
            answer = table.act((declare or state["actions"])[0]["index"])
        else:
            answer = table.play(*lawful_card(state))
        assert answer["ok"], answer
        state = table.run()["state"]
    else:
        raise AssertionError("no declaration in 200 acts: the test tests nothing")
    deal = table.deal
    assert len(me["hand"]) == me["count"] == len(deal.hand(0))
    assert len(me["hand"]) + len(me["table"]) == len(deal.held(0))
    assert sorted(c["text"] for c in me["hand"]) == sorted(map(str, deal.hand(0)))


def test_quadrilles_friend_is_told_as_the_table_knows_him() -> None:
    """The ombre was told his friend was "unknown until the king falls" to the
    end of the deal, though the king had fallen (and the side's tricks were
    counted beside it); one who watches was told the friend by name, then
    "The friend is not yet known." in the next line."""
    table = web.Table("quadrille", 3, seat=0)
    state = table.run()["state"]

    def choose(label: str) -> None:
        nonlocal state
        act = next(a for a in state["actions"] if a["label"].startswith(label))
        assert table.act(act["index"])["ok"]
        state = table.run()["state"]

    choose("ask leave")
    choose("name hearts")
    choose("call the king of clubs")
    while not table.deal.friend_revealed:
        assert not state["over"]
        if state["actions"]:
            assert table.act(state["actions"][0]["index"])["ok"]
        else:
            assert table.play(*lawful_card(state))["ok"]
        state = table.run()["state"]
    said = " ".join(state["table"])
    assert "unknown until the king falls" not in said
    assert re.search(r"You are the ombre; your friend is (East|North|West) \(the called king "
                     r"has shown him\)\.", said), said
    watched = web.Table("quadrille", 11)  # watching: every hand in view
    for _ in range(60):
        deal = watched.deal
        if deal.stage == "play" and deal.friend is not None and not deal.friend_revealed:
            break
        watched.step()
    else:
        raise AssertionError("no play with the friend still hidden: the test tests nothing")
    lines = [line for line in watched.state()["table"] if "friend" in line.lower()]
    assert any(line.startswith("The friend: ") for line in lines), lines
    assert not any("not yet known" in line for line in lines), lines


@pytest.mark.parametrize("game", list(REGISTRY))
def test_the_last_trick_names_the_act_that_closed_it(game: str) -> None:
    """``last_trick.closing`` (the Deal page tells the trick after that act,
    not after the engine's words "X plays …" found again): the deal replayed
    to that act has turned the trick, and replayed to the act before has not."""
    table = web.Table(game, 5, seat=0)
    state = table.run()["state"]
    seen = 0
    while not state["over"]:
        last = state["last_trick"]
        if last is not None:
            i = last["closing"]
            act = table.deal.history[i]
            assert (act.player, str(act.cards[-1] if act.cards else "")) == (
                last["cards"][-1]["seat"], last["cards"][-1]["card"]["text"])
            data = record.to_json(table.deal)
            data.pop("result", None)
            for upto, turned in ((i + 1, state["tricks"]), (i, state["tricks"] - 1)):
                acts = data["actions"]
                assert isinstance(acts, list)
                again = record.from_json({**data, "actions": acts[:upto]})
                assert len(tricks(again)) == turned, (upto, turned)
            seen += 1
        state = play_simply(table, state)
    assert seen >= 3


def test_the_ombre_is_told_why_the_table_stops_after_the_ten_tricks() -> None:
    """Quadrille's last act, the ombre's settling (with his demands, law 18),
    is asked in words (the table had said only "Your choice", with no full
    stop); and a status line the reader is asked in ends as a sentence."""
    table = web.Table("quadrille", 3, seat=0)
    state = table.run()["state"]
    while not any(a["label"] == "settle" for a in state["actions"]):
        assert not state["over"]
        if state["your_turn"]:
            assert state["status"].endswith((".", "?")), state["status"]
        if state["actions"]:
            asked = next((a for a in state["actions"] if a["label"] == "ask leave"),
                         state["actions"][0])
            assert table.act(asked["index"])["ok"]
        else:
            assert table.play(*lawful_card(state))["ok"]
        state = table.run()["state"]
    assert state["status"] == "Your last word, the ten tricks played: settle the deal?"


def test_the_deal_page_is_told_the_reading_the_engine_follows_for_an_irregularity() -> None:
    """Trumps named without asking leave (Quadrille): the terminal says the
    engine follows Hoyle's law 10, our text having no such law; the page's
    account of the reader's irregularities had kept only its first and last
    lines, and says it too."""
    table = web.Table("quadrille", 3, seat=0, lenient=True)
    state = table.run()["state"]
    while not any(a["label"].startswith("name") for a in state["irregular"]):
        assert not state["over"] and state["phase"] != "play"
        state = play_simply(table, state)
    named = next(a for a in state["irregular"] if a["label"].startswith("name"))
    state = table.commit(named["index"])["state"]
    (said,) = state["committed"][-1]["irregularities"]
    notes = said["notes"]
    assert any("Hoyle" in note and "law 10" in note for note in notes), notes
    assert all(not note.startswith("(") for note in notes)
    lines = TableWords("quadrille", 4, 0).committed(table.deal.irregularities[-1])
    assert [said["said"], *[f"  ({n})" for n in notes], said["after"]] == [lines[0], *lines[3:]]
