"""Whist at the table (issue 34): the terminal, the records and ``replay``, the
position notation, and the deals of Portable Bridge Notation reached from the
command line through the registry (``export``, ``replay FILE.pbn``, ``play
whist --deal FILE.pbn``), with no game named above it."""

from __future__ import annotations

import io
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from test_browser import (  # the browser's fixtures and helpers
    SHOTS,
    TABLE_GEOMETRY,
    Tables,
    assert_no_violations,
    kept_tables,  # noqa: F401  (a fixture: imported, pytest finds it here)
    overlap,
    play_first,
    server,  # noqa: F401
    tables,  # noqa: F401
    wait_update,
)

from playable.__main__ import main
from playable.engine import notation
from playable.games import GAMES, interchange_for
from playable.table import record, web
from playable.table.terminal import play
from playable.whist import Deal, Options, pbn

ENGINE_SPEAK = re.compile(r"\bP\d\b")


def _played(seed: int, cards: int | None = None, dealer: int = 0) -> Deal:
    """A seeded deal played on at random by regular cards (``cards`` of them,
    or to its end)."""
    deal = Deal.new(seed, dealer=dealer)
    rng = random.Random(seed)
    while not deal.is_over and (cards is None or len(deal.history) < cards):
        deal.apply(rng.choice([a for a in deal.legal_actions() if a.kind == "play"]))
    return deal


def _terminal(text: str, seed: int = 4, **kwargs: object) -> str:
    out = io.StringIO()
    assert play("whist", io.StringIO(text), out, seed=seed, **kwargs) == 0  # type: ignore[arg-type]
    return out.getvalue()


def test_a_deal_at_the_terminal_with_its_record_kept_and_replayed(tmp_path: Path) -> None:
    """Four seats round the table, you South with North your partner; a deal
    played by typing cards to its end, its verdict and the hands as dealt, its
    record written; ``replay`` names each seat once, by the compass."""
    out = _terminal("help\n" + "1\n" * 13 + "quit\n", record_dir=str(tmp_path))
    assert "you (South) and North against West and East" in out.replace("\n  ", " ")
    assert "Play goes to the left: you, West, North, East." in out
    assert "--- End of deal 1." in out and "The hands as dealt: you " in out
    tricks = re.findall(r"Trick (\d+): ", out)
    assert tricks[-1] == "13"
    assert not ENGINE_SPEAK.search(out.split("--- End of deal 1.")[0])
    (saved,) = tmp_path.glob("whist-4-1*.json")
    deal = record.load(saved)
    assert deal.is_over and deal.GAME == "whist"
    replayed = io.StringIO()
    assert main(["replay", str(saved)], stdout=replayed) == 0
    told = replayed.getvalue()
    assert told.startswith("Seats: South (P0), West (P1), North (P2), East (P3).")
    assert re.search(r"\b(South|West|North|East) \(\1\)", told) is None, told
    assert "Trick 13:" in told


def test_a_record_of_a_deal_in_a_game_goes_on_in_a_rubber_at_its_score(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``play whist --deal FILE`` of a record dealt at a game's score: the
    rubber it is counted in is in a game at that score (it had begun at love,
    the deal's words saying one score and the rubber after it another)."""
    saved = tmp_path / "at-a-score.json"
    record.save(Deal.new(11, options=Options(score=(3, 7)), dealer=3), saved)
    kept = tmp_path / "kept"
    monkeypatch.setenv("PLAYABLE_RECORD_DIR", str(kept))
    out = io.StringIO()
    assert main(["play", "whist", "--deal", str(saved), "--seed", "9"],
                io.StringIO("1\n" * 40 + "quit\n"), out) == 0
    text = out.getvalue()
    assert "The game: South–North 3, West–East 7 — 10 wins it." in text
    (played,) = kept.glob("*.json")
    points = [3, 7]
    for line in record.load(played).result().lines:
        points[line.player] += line.points
    if max(points[0], points[1]) < 10:
        assert f"The rubber: game {points[0]}–{points[1]}; games 0–0." in text
    else:  # the game won at the score carried, a new one begun
        won = "1–0" if points[0] >= 10 else "0–1"
        assert f"The rubber: game 0–0; games {won}." in text


def test_a_record_is_read_back_as_the_same_deal_at_any_point() -> None:
    for cards in (0, 3, 17, None):
        deal = _played(11, cards)
        back = record.loads(record.dumps(deal))
        assert back.history == deal.history and back.dealt == deal.dealt
        assert back.position() == deal.position()
        if deal.is_over:
            assert back.result() == deal.result()


@pytest.mark.parametrize("cards", [0, 1, 6, 8, 30])
def test_a_position_is_read_back_as_the_same_point_of_the_deal(cards: int) -> None:
    deal = _played(12, cards, dealer=2)
    text = deal.position()
    game, arguments, _ = notation.parse(text)
    assert game == "whist" and "turn_up" in arguments
    back = GAMES["whist"].rules.from_position(text)
    assert back.position() == text
    assert [back.held(s) for s in range(4)] == [deal.held(s) for s in range(4)]
    assert back.to_move == deal.to_move and back.trump == deal.trump
    assert set(back.legal_actions()) == set(deal.legal_actions())


def test_whist_reads_and_writes_pbn_through_the_registry() -> None:
    found = interchange_for("club/Night.PBN")
    assert found is not None and found[0].id == "whist" and found[1].name == "PBN"
    assert interchange_for("deal.json") is None
    assert all(not g.formats for g in GAMES.values() if g.id != "whist")


def test_engine_deals_go_to_pbn_and_back_at_any_point() -> None:
    for seed in range(6):
        for cards in (0, 1, 13, 52):
            deal = _played(seed, cards, dealer=seed % 4)
            (back,) = pbn.read_deals(pbn.write_deals([deal]))
            assert [set(h) for h in back.dealt] == [set(h) for h in deal.dealt]
            assert (back.dealer, back.turn_up, back.history) == \
                (deal.dealer, deal.turn_up, deal.history)
            if deal.is_over:
                assert back.result() == deal.result()


def test_a_files_play_is_checked_by_the_laws() -> None:
    """The PBN standard's example read as a whist file (its contract a bare
    suit): North deals, so East, the eldest hand, leads at whist; the file's
    West leads, and the laws refuse it, citing ¶76 ix (a lead out of turn).
    As the bridge file it is (a bid contract), West, who led against South's
    contract, is the eldest hand: South deals and turns up a trump."""
    from test_whist_pbn import STANDARD_EXAMPLE

    as_whist = STANDARD_EXAMPLE.replace('[Contract "5HX"]', '[Contract "H"]')
    with pytest.raises(pbn.PbnError, match=r"\[Play\].*trick 1: West plays K♠.*whist:s76-ix|"
                                           r"\[Play\].*trick 1: West plays K♠.*law ix"):
        pbn.read_deals(as_whist)
    (deal,) = pbn.read(as_whist)
    dealt = pbn.to_deal(deal, replay=False)
    assert dealt.eldest == pbn.SEAT_OF["E"] and dealt.trump.letter == "H"
    assert dealt.turn_up in dealt.dealt[dealt.dealer]
    (dealt,) = pbn.read_deals(STANDARD_EXAMPLE)
    assert dealt.eldest == pbn.SEAT_OF["W"] and dealt.dealer == pbn.SEAT_OF["S"]
    assert dealt.turn_up in dealt.dealt[dealt.dealer] and dealt.trump.letter == "H"


def test_export_replay_and_play_a_pbn_deal_from_the_command_line(tmp_path: Path) -> None:
    deal = _played(21, dealer=1)
    saved = tmp_path / "deal.json"
    record.save(deal, saved)
    out = io.StringIO()
    assert main(["export", str(saved)], stdout=out) == 0
    assert out.getvalue() == pbn.write_deals([deal])
    file = tmp_path / "deal.pbn"
    file.write_text(out.getvalue(), encoding="utf-8")

    from_pbn, from_json = io.StringIO(), io.StringIO()
    assert main(["replay", str(file)], stdout=from_pbn) == 0
    assert main(["replay", str(saved)], stdout=from_json) == 0
    # the same account, but for the seed the record was dealt from
    assert from_pbn.getvalue().splitlines()[2:] == from_json.getvalue().splitlines()[2:]
    assert "Trick 13:" in from_pbn.getvalue()

    # two games in one file: both told, and played one after the other
    two = tmp_path / "two.pbn"
    two.write_text(pbn.write_deals([deal, _played(22, 0, dealer=3)]), encoding="utf-8")
    told = io.StringIO()
    assert main(["replay", str(two)], stdout=told) == 0
    assert "Deal 1 of 2:" in told.getvalue() and "Deal 2 of 2:" in told.getvalue()

    played = io.StringIO()
    assert main(["play", "whist", "--deal", str(two), "--seed", "5"],
                stdin=io.StringIO("1\n" * 13 + "y\n" + "1\n" * 13 + "\n"), stdout=played) == 0
    text = played.getvalue()
    south = " ".join(str(c) for c in deal.dealt[0])
    first_hand = re.search(r"Your hand: (.*)", text)
    assert first_hand is not None
    assert set(first_hand.group(1).split()) == set(south.split())
    assert text.count("--- End of deal") == 2
    assert "=== Deal 1: West deals; North is the eldest hand." in text
    # given cards name no seed to deal them again (it said "Deal.new(None, ...)")
    assert "None" not in text
    assert text.count("These cards were given, not dealt from a seed") == 2


def _stderr_line(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    assert main(argv, stdout=io.StringIO()) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "Traceback" not in err
    return err


def test_the_deal_page_downloads_a_deal_as_pbn(tables: Tables,  # noqa: F811
                                              tmp_path: Path) -> None:
    """*Download as PBN* beside *Download the record*: the deal played out is
    the file ``export`` writes of its record, which reads back to its cards;
    a deal with an act PBN cannot carry is not saved, and the page says why.
    The other games' pages, which have no such format, show no such button."""
    page = tables.deal("whist", 6)
    app = page.locator(".deal-app")
    before = int(app.get_attribute("data-updates") or 0)
    page.click(".deal-run")
    wait_update(page, before)
    assert app.get_attribute("data-over") == "true"
    with page.expect_download() as info:
        page.click(".deal-save")
    saved = tmp_path / info.value.suggested_filename
    info.value.save_as(saved)
    with page.expect_download() as info:
        page.click(".deal-save-as")
    assert page.locator(".deal-save-as").text_content() == "Download as PBN"
    assert info.value.suggested_filename == saved.name.replace(".json", ".pbn")
    file = tmp_path / info.value.suggested_filename
    info.value.save_as(file)
    out = io.StringIO()
    assert main(["export", str(saved)], stdout=out) == 0
    assert file.read_text(encoding="utf-8") == out.getvalue()
    (deal,) = pbn.read_deals(file.read_bytes())
    assert deal.history == record.load(saved).history
    assert "Saved " + file.name in page.locator(".deal-status").text_content()
    assert not tables.deal("bezique", 6).locator(".deal-save-as").count()


def test_a_deal_pbn_cannot_carry_is_not_downloaded_and_the_page_says_why() -> None:
    """The page's call ``record`` with a format's name: the deal in it, or,
    where an act is not a card played (an exposed card), why not."""
    web.call("open", json.dumps(["whist", 6, 0, "period", None, True, False]))
    table = web._table
    assert table is not None
    done = json.loads(web.call("record", json.dumps(["PBN"])))
    assert done["ok"] and done["record"] == pbn.write_deals([table.deal])
    assert done["filename"] == table.filename()
    expose = next(i for i, a in enumerate(table._irregular()) if a.kind == "expose")
    assert json.loads(web.call("commit", json.dumps([expose])))["ok"]
    refused = json.loads(web.call("record", json.dumps(["PBN"])))
    assert not refused["ok"] and "PBN carries the cards played alone" in refused["message"]
    other = json.loads(web.call("record", json.dumps(["LIN"])))
    assert other == {"ok": False, "message": "Whist deals go to PBN, not \"LIN\""}


def test_the_command_line_names_the_boards_it_passes_over(tmp_path: Path) -> None:
    """``replay`` and ``play --deal`` of a tournament's file: its board at no
    trump and its board passed out are named, first, and the rest told."""
    from test_whist_pbn import tournament_file

    file = tmp_path / "event.pbn"
    file.write_text(tournament_file(), encoding="utf-8")
    said = ("Passed over, as no deals of Whist: game 2 (board 2, 3NT: no trump), game 3 "
            "(board 3, passed out: no trump).")
    out = io.StringIO()
    assert main(["replay", str(file)], stdout=out) == 0
    first, rest = out.getvalue().split("\n\n", 1)
    assert " ".join(first.split()) == said and "Trick 6:" in rest and "Deal 2" not in rest
    out = io.StringIO()
    assert main(["play", "whist", "--deal", str(file)], stdin=io.StringIO("quit\n"),
                stdout=out) == 0
    assert " ".join(out.getvalue().split("Whist: you")[0].split()) == said


def test_bad_files_at_the_command_line_are_one_line(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.pbn"
    bad.write_text(pbn.write_deals([_played(3, 8)]).replace('[Dealer "S"]', '[Dealer "Q"]'),
                   encoding="utf-8")
    err = _stderr_line(capsys, ["replay", str(bad)])
    assert "PBN game 1, [Dealer] (line 11)" in err and "not a seat" in err
    err = _stderr_line(capsys, ["play", "whist", "--deal", str(bad)])
    assert "not a seat" in err

    all_fours = tmp_path / "a.json"
    record.save(GAMES["all-fours"].rules.new(3), all_fours)
    err = _stderr_line(capsys, ["export", str(all_fours)])
    assert "All-Fours deals go to no other program's format" in err
    whist_record = tmp_path / "w.json"
    record.save(_played(3, 4), whist_record)
    assert 'Whist deals go to PBN, not "lin"' in _stderr_line(capsys, ["export", str(whist_record), "--to", "lin"])
    # play --deal reads the game's records too (as the Deal page does), not another game's
    err = _stderr_line(capsys, ["play", "whist", "--deal", str(all_fours)])
    assert "a record of All-Fours, not of Whist" in err
    text = tmp_path / "w.txt"
    text.write_text("W", encoding="utf-8")
    assert "PBN: .pbn" in _stderr_line(capsys, ["play", "whist", "--deal", str(text)])
    err = _stderr_line(capsys, ["play", "whist", "--go-on"])
    assert "--go-on goes on with the deals of a file: give it with --deal" in err


def test_what_pbn_cannot_carry_is_refused_by_name() -> None:
    set_up = GAMES["whist"].rules.from_position(_played(5, 8).position())
    with pytest.raises(ValueError, match="set up at a point"):
        pbn.write_deals([set_up])
    exposed = Deal.new(9)  # as at the table: North shows a card, which is called (¶76 ix)
    exposed.act("expose", player=2, card=exposed.held(2)[0])
    with pytest.raises(ValueError, match=r"act 1 \(expose\) is not a card played"):
        pbn.write_deals([exposed])
    assert json.loads(record.dumps(exposed))["actions"][0]["kind"] == "expose"


# -- the Deal page in the browser (the built site, Debian's Chromium: the
# fixtures of tests/test_browser.py) -----------------------------------------


def _play_a_card(page: Any) -> None:
    """The reader's first lawful card, tapped on its corner: in a hand of
    thirteen fanned on a phone, the next card lies over the middle of each."""
    card = page.locator(".deal-seat.yours button.deal-card.legal")
    if not card.count():
        play_first(page)
        return
    before = int(page.locator(".deal-app").get_attribute("data-updates") or 0)
    card.first.click(position={"x": 4, "y": 10})
    wait_update(page, before)


@pytest.mark.parametrize("width", [390, 1280])
def test_the_whist_deal_page_seats_four_round_a_table_that_fits(
        tables: Tables, width: int) -> None:  # noqa: F811  (the fixture imported above)
    """The Deal page of Whist: you at the bottom, North your partner across,
    West on your left and East on your right, the trick between; the table no
    wider than a phone's screen, the words never over the trick, no axe
    violation; a screenshot at each width."""
    page = tables.deal("whist", 5, seat=0, auto=True)
    try:
        height = 844 if width < 500 else 900
        page.set_viewport_size({"width": width, "height": height})
        played = 0  # a few cards, and at least one on the table
        while played < 3 or page.locator(".deal-trick li").count() == 0:
            _play_a_card(page)
            played += 1
        page.locator(".deal-felt").scroll_into_view_if_needed()
        page.wait_for_timeout(250)
        at = page.evaluate(TABLE_GEOMETRY)
        assert at["hand"] and at["hand"][-1]["bottom"] <= height
        assert at["widest"] <= width + 0.5, (width, at["widest"])
        assert at["cards"] > 5 and at["faces"] == at["cards"]
        seats, centre = at["seats"], at["centre"]
        assert set(seats) == {"bottom", "left", "top", "right"}
        assert seats["bottom"]["y"] >= centre["bottom"] - 1
        assert seats["top"]["bottom"] <= centre["y"] + 1
        assert seats["left"]["right"] <= centre["x"] + 1
        assert seats["right"]["x"] >= centre["right"] - 1
        assert not overlap(at["summary"], at["trick"])
        # play goes to the left: West, the next to play, on your left, East on your right
        for place, name in (("left", "West"), ("top", "North"), ("right", "East")):
            assert name in page.locator(f".deal-seat.deal-at-{place}").inner_text(), place
        assert_no_violations(page)
        page.screenshot(path=str(SHOTS / f"deal-table-whist-{width}.png"))
    finally:
        page.set_viewport_size({"width": 1280, "height": 900})


def test_the_page_is_told_which_way_play_goes_round() -> None:
    """The Deal page draws the seats from ``to_the_right``: Whist's play goes
    to the left (West, the next to play, on the reader's left), Quadrille's to
    the right (East on his right)."""
    from playable.table import web

    assert web.Table("whist", 5, seat=0).run()["state"]["to_the_right"] is False
    assert web.Table("quadrille", 5, seat=0).run()["state"]["to_the_right"] is True


def test_the_question_offered_at_the_terminal_is_explained_by_whists_own_law() -> None:
    """The "ask" beside the cards is Whist's ¶76 xiv, "having none?", not
    All-Fours' law v (once the terminal gave every game All-Fours' words)."""
    out = _terminal("1\n" * 400, seed=1)
    assert "[2] ask   (ask: ¶76 xiv lets you ask your partner, who has not followed suit, " \
           "whether he has none of it)" in out
    assert "law v" not in out and "high or low" not in out


def test_the_dealer_s_faults_are_listed_in_words_and_committed_from_the_page() -> None:
    """The Deal page as East, the dealer, as at the table: before his card to
    the first trick the faults of the deal are open to him, listed as the
    acts say them, each with its law; a look at the bottom card committed,
    South calls a fresh deal, and the same dealer deals again (¶76 iii)."""
    table = web.Table("whist", 1, seat=3, lenient=True)
    state = table.state()
    while not state["irregular"]:
        state = table.step()["state"]
    labels = {a["label"]: a["law"]["id"] for a in state["irregular"]}
    assert labels["misdeal"] == "whist:s76-iv"
    assert labels["look at the bottom card"] == "whist:s76-iii"
    assert labels["take up the trump card early"] == "whist:s76-iii"
    # the card exposed, another's, is not named: he has not seen it (0.3.11)
    assert any(re.fullmatch(r"expose one of \w+'s cards in dealing", a) for a in labels)
    look = next(a for a in state["irregular"] if a["label"] == "look at the bottom card")
    state = table.commit(look["index"])["state"]
    while not table.deal.is_over:
        state = table.step()["state"]
    assert table.deal.result().redeal and "bottom card" in (table.deal.result().void or "")


def test_the_deal_page_deals_the_boards_of_a_pbn_file(
        tables: Tables, tmp_path: Path) -> None:  # noqa: F811  (the fixture imported above)
    """"Or deal the cards of a file": a PBN file of two boards chosen on the
    Whist page deals the first, South's cards as the file gives them, the
    address naming no seed (the cards are not the seed's); played out, Next
    deal deals the second; a record of another game is refused in a line,
    the table kept as it stood.  The file is saved in UTF-16 (Windows's
    "Unicode"), which the page reads by its byte order mark, as the engine does."""
    boards = [GAMES["whist"].rules.new(3), GAMES["whist"].rules.new(4)]
    two = tmp_path / "two.pbn"
    two.write_text(pbn.write_deals(boards), encoding="utf-16")
    page = tables.deal("whist", 5)
    app = page.locator(".deal-app")
    before = int(app.get_attribute("data-updates") or 0)
    page.set_input_files("#deal-file", str(two))
    wait_update(page, before)
    assert page.locator(".deal-share").text_content() == "Whist, the cards of two.pbn (deal 1 of 2)."
    assert "seed=" not in page.url
    assert app.get_attribute("data-history") == "0"

    def south_as_dealt() -> set[str | None]:
        """South's cards on the page, with the card turned up if he dealt it."""
        cards = page.locator('.deal-seat[data-seat="0"] [data-card], .deal-turn-up [data-card]')
        return {c.get_attribute("data-card") for c in cards.all()}

    assert south_as_dealt() == {str(c) for c in boards[0].dealt[0]} | {str(boards[0].turn_up)}
    before = int(app.get_attribute("data-updates") or 0)
    page.click(".deal-run")
    wait_update(page, before)
    assert app.get_attribute("data-over") == "true"
    before = int(app.get_attribute("data-updates") or 0)
    page.click(".deal-next-deal")
    wait_update(page, before)
    assert page.locator(".deal-share").text_content() == "Whist, the cards of two.pbn (deal 2 of 2)."
    assert south_as_dealt() == {str(c) for c in boards[1].dealt[0]} | {str(boards[1].turn_up)}
    other = tmp_path / "b.json"
    record.save(GAMES["bezique"].rules.new(2), other)
    page.set_input_files("#deal-file", str(other))
    page.wait_for_function("() => document.querySelector('.deal-status').textContent"
                           ".startsWith('b.json')", timeout=60_000)
    assert page.locator(".deal-status").text_content().startswith(
        "b.json: record field 'game': a record of Bezique, not of Whist")
    assert page.locator(".deal-share").text_content() == "Whist, the cards of two.pbn (deal 2 of 2)."



def test_a_revoke_claimed_and_a_card_exposed_are_told_in_the_tables_words() -> None:
    """The terminal had said "West: claim revoke add." (the engine's own
    words) and "Exposed, to be called: South (P0) A♠." (the record's index
    in the table's sentence)."""
    from playable.engine.core import Action
    from playable.table.words import TableWords
    from playable.whist import Deal

    words = TableWords("whist", 4, 0)
    assert words.act(Action("claim-revoke", 1, (), "add")) == \
        "West claims the revoke: three points added to the claimants' score."
    assert words.act(Action("claim-revoke", 0, (), "tricks")) == \
        "You claim the revoke: three tricks taken from the revoking side."
    deal = Deal.new(3, dealer=3)
    deal.act("play", player=1, card=str(deal.held(1)[0]))  # West leads out of turn
    exposed = [line for line in words.table(deal) if line.startswith("Exposed")]
    (card,) = deal.exposed[1]
    assert exposed == [f"Exposed, to be called: West {card}."]


def test_the_end_of_a_deal_shows_the_game_after_it_and_cites_the_laws_in_words() -> None:
    """The table's game line still showed the score the deal began at once it
    was over (0–0 beside a verdict of 2–2), and the verdict cited the laws by
    the engine's ids ("[whist:s74-v]")."""
    from playable.table.words import TableWords
    from playable.whist import Rubber

    words = TableWords("whist", 4, 0)
    won = 0
    for seed in range(1, 6):
        rubber = Rubber(score=(3, 4))
        deal = rubber.new_deal(seed)
        before = [line for line in words.table(deal) if line.startswith("The game")]
        assert before == ["The game: South–North 3, West–East 4 — 10 wins it."]
        while not deal.is_over:
            deal.apply(deal.legal_actions()[0])
        rubber.count(deal)
        (after,) = [line for line in words.table(deal) if line.startswith("The game")]
        if rubber.games:  # a side reached ten: the game is won
            won += 1
            side, _ = rubber.games[-1]
            assert "win it" in after and ("South–North", "West–East")[side] in after
        else:
            assert after == (f"The game after this deal: South–North {rubber.score[0]}, "
                             f"West–East {rubber.score[1]} — 10 wins it.")
        verdict = "\n".join(words.verdict(deal, rubber))
        assert "[whist:" not in verdict and "[Whist, " in verdict
    assert 0 < won < 5, "the deals test both lines"


def test_a_score_line_at_the_table_names_the_side_that_scores() -> None:
    """The table's lines of the score ("Your irregularities", the account,
    the terminal) name a side, as the verdict does: the points of a deal of
    Whist are a side's, and the table's common words had named the side's
    number as a seat ("West +3" for West–East's revoke claimed)."""
    from playable.table.session import autoplay
    from playable.table.words import TableWords
    from playable.whist.cards import SIDE_NAMES

    sides = set()
    for seed in range(1, 6):
        deal = autoplay(Deal.new(seed), rng=random.Random(seed))
        for line in deal.account.lines:
            told = TableWords("whist", 4, 0).line(line)
            assert told.startswith(f"{SIDE_NAMES[line.player]} {line.points:+d}: "), told
            sides.add(line.player)
    assert sides == {0, 1}
