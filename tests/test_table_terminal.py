"""At the table (issue 17, the terminal): the three games driven by scripted
input through a match, with help, forgiving input, an irregularity committed
and punished "as at the table", and the verdict of each deal; the words of the
table (:mod:`playable.table.words`) on their own."""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Sequence
from functools import partial
from pathlib import Path

import pytest

from playable.table import terminal
from playable.table.console import WIDTH
from playable.table.terminal import play

play_allfours = partial(play, "all-fours")
play_bezique = partial(play, "bezique")
play_quadrille = partial(play, "quadrille")

from playable import allfours, bezique, quadrille, whist
from playable.__main__ import main
from playable.engine.cards import Card
from playable.engine.core import Action, Irregularity
from playable.games import GAMES as GAME_ENTRIES
from playable.table.record import load
from playable.table.session import Session
from playable.table.typed import read_choice, read_irregular
from playable.table.words import HELP_WIDTH, TableWords, law_text, seat_names


def run(play: object, text: str, seed: int = 3, **kwargs: object) -> str:
    out = io.StringIO()
    assert play(io.StringIO(text), out, seed=seed, **kwargs) == 0  # type: ignore[operator]
    return out.getvalue()


# -- the words ---------------------------------------------------------------------------


def test_one_naming_scheme() -> None:
    assert seat_names(2) == ["you", "North"]
    assert seat_names(4) == ["you", "West", "North", "East"]  # play to the left
    assert seat_names(4, to_the_right=True) == ["you", "East", "North", "West"]
    assert seat_names(3) == ["you", "West", "East"]
    assert seat_names(2, you=1) == ["South", "you"]  # the compass does not turn with you
    words = TableWords("all-fours", 2)
    assert words.speak("P0 holds clubs; it is P1's turn") == "you hold clubs; it is North's turn"
    assert words.act(Action("beg", 1)) == "North begs."
    assert words.act(Action("stand", 0)) == "You stand."


def test_scores_mark_thousands_as_the_targets_do() -> None:
    """Bezique's totals run into thousands and are read against "first to
    2,000": both are written with the thousands marked."""
    assert TableWords("bezique", 2).scores([1250, 980]) == "you 1,250, North 980"
    assert TableWords("quadrille", 4).scores([-3, 2, 0, 1]) == "you -3, East 2, North 0, West 1"


def test_quadrille_names_follow_its_seating() -> None:
    """Issue 33: play goes to the right at Quadrille (seat s + 1 sits on s's
    right: playable.quadrille.deal), and South, facing North, has East on his
    right: the next seat is East, not West as it was."""
    assert TableWords("quadrille", 4).names == ["you", "East", "North", "West"]
    assert TableWords("bezique", 3).names == ["you", "West", "East"]  # to the left
    out = run(play_quadrille, "quit\n")
    assert "East on your right" in out.replace("\n  ", " ")
    assert "Play goes to the right: you, East, North, West." in out.replace("\n  ", " ")


@pytest.mark.parametrize("typed", ["qs", "QS", "Q♠", "queen of spades", "the queen of spades",
                                   "play qs", "Q S"])
def test_a_card_in_any_notation(typed: str) -> None:
    queen = Card.parse("QS")
    offered = [Action("play", 0, (Card.parse("10H"),)), Action("play", 0, (queen,))]
    assert read_choice(typed, offered).action == offered[1]


def test_tens_knaves_suits_words_and_prefixes() -> None:
    ten, knave = Card.parse("10H"), Card.parse("JD")
    plays = [Action("play", 0, (ten,)), Action("play", 0, (knave,))]
    for typed in ("10h", "th", "TH", "ten of hearts", "2"):
        assert read_choice(typed, plays).action in plays
    assert read_choice("jack of diamonds", plays).action == plays[1]
    assert read_choice("knave of diamonds", plays).action == plays[1]
    trumps = [Action("name-trump", 0, value=s) for s in ("clubs", "hearts", "spades")]
    assert read_choice("hearts", trumps).action == trumps[1]
    assert read_choice("name spades", trumps).action == trumps[2]
    speech = [Action("pass", 0), Action("ask-leave", 0), Action("sans-prendre", 0)]
    assert read_choice("ask leave", speech).action == speech[1]
    assert read_choice("sans", speech).action == speech[2]
    kings = [Action("call", 0, (Card.parse(c),)) for c in ("KS", "KH")]
    assert read_choice("call the king of spades", kings).action == kings[0]
    assert read_choice("call KH", kings).action == kings[1]
    begging = [Action("stand", 0), Action("beg", 0)]
    assert read_choice("beg", begging).action == begging[1]
    assert read_choice("st", begging).action == begging[0]
    declares = [Action("declare", 0, tuple(Card.parse(c) for c in ("KS", "KH", "KC", "KD")),
                       "four kings"), Action("declare", 0, (Card.parse("KS"), Card.parse("QS")),
                                             "royal marriage"), Action("draw", 0)]
    assert read_choice("declare four kings", declares).action == declares[0]
    assert read_choice("declare", declares).matches == tuple(declares[:2])
    assert read_choice("draw", declares).action == declares[2]
    assert read_choice("fish", declares).action is None


def test_a_call_not_offered_is_read_as_a_call_never_as_a_play() -> None:
    """Law 7: "call the king of clubs" when clubs are trumps is the call the
    law forbids (its ``attempt``), so that its refusal names law 7; and words
    that name a call are never read as a play of the card."""
    king = Card.parse("KC")
    kings = [Action("call", 1, (Card.parse(c),)) for c in ("KD", "KH", "KS")]
    choice = read_choice("call the king of clubs", kings)
    assert choice.action is None and choice.card == king
    assert choice.attempt == Action("call", 1, (king,))
    plays = [Action("play", 1, (king,)), Action("play", 1, (Card.parse("QC"),))]
    choice = read_choice("call the king of clubs", plays)
    assert choice.action is None and choice.attempt == Action("call", 1, (king,))
    assert read_choice("king of clubs", plays).action == plays[0]


def test_quadrille_the_king_of_trumps_called_is_refused_under_law_7_or_committed() -> None:
    # seed 1: you ask leave, the others pass, you name clubs and call their king
    said = "ask leave\nclubs\ncall the king of clubs\n"
    out = run(play_quadrille, said + "quit\n", seed=1)
    assert "Refused: K♣ may not be called: neither the king nor the queen of trumps. — " \
           'Quadrille, law 7 "Never call the king or queen of trumps"' in out
    assert "law 9" not in out and "not being played now" not in out
    typed = run(play_quadrille, "ask leave\nclubs\nkc\nquit\n", seed=1)
    assert "Refused: K♣ may not be called" in typed and "law 9" not in typed
    out = run(play_quadrille, said + "do it\n1\nquit\n", seed=1, lenient=True)
    assert "You commit an irregularity: you called the king of clubs (K♣), of the suit " \
           "which is trumps: the call does not stand and you call again.\n" in out
    assert "The law sets no penalty for it: nothing is paid, and the score stands." in out
    assert "You call the king of diamonds." in out


def test_an_irregularity_without_a_penalty_is_told_so_once() -> None:
    """Law 12 sets no penalty: the table says so once, and does not promise
    a change of the score; a law with a penalty still says it will apply it,
    without promising a change of the score either (Whist's exposed card is
    called, and no point changes hands)."""
    words = TableWords("quadrille", 4)
    look = Irregularity("quadrille:law-12", 0, "looked at the quitted tricks out of his turn "
                        "(the law sets no penalty)", 5, penalty=False)
    told = "\n".join(words.committed(look))
    assert told.count("no penalty") == 1 and "watch the score" not in told
    assert told.startswith("You commit an irregularity: you looked at the quitted tricks out "
                           "of your turn.\n")
    assert told.endswith("The law sets no penalty for it: nothing is paid, and the score "
                         "stands.")
    shown = Irregularity("quadrille:law-16", 0, "showed his game before the deal was out: "
                         "beasted", 5)
    assert words.committed(shown)[-1] == "The law deals with it as soon as it is found."
    exposed = Irregularity("whist:s76-ix", 0, "exposed A♣: it is called, to be played when it "
                           "may be", 5)
    told = "\n".join(TableWords("whist", 4).committed(exposed))
    assert "score" not in told and told.endswith("as soon as it is found.")


def test_a_card_not_held_names_no_law_and_refusals_have_one_format() -> None:
    session = Session.sitting("all-fours", 3, humans={0})
    session.play_on()
    session.act(session.deal.legal_actions()[0])  # take one
    session.play_on()
    deal = session.deal
    words = TableWords("all-fours", 2)
    not_held = next(c for c in allfours.Deal.new(1).pack if c not in deal.hand(0))
    assert words.refusal(deal, Action("play", 0, (not_held,))) == f"You do not hold {not_held}."
    renounce = words.refusal(deal, Action("play", 0, (Card.parse("9S"),)))
    assert renounce is not None
    assert renounce.startswith("Refused: You must follow suit or trump: you hold clubs. — "
                               "All-Fours, law iii \"Trump or follow suit\" (http")
    # the other games refuse in the same format
    for game, options in (("quadrille", quadrille.Options()), ("bezique", bezique.Options())):
        other = Session.sitting(game, 3, humans={0}, options=options)
        other.play_on()
        odd = next(a for a in other.deal.irregular_actions() if a.player == 0)
        said = TableWords(game, other.seats).refusal(other.deal, odd)
        assert said is not None and re.match(r"Refused: [A-Z].*\. — \w", said), said


def test_law_text_comes_from_the_transcription() -> None:
    assert "trump or follow suit" in law_text("all-fours:s92-iii")


def test_law_text_needs_only_the_engine_package(tmp_path: Path) -> None:
    """The transcriptions are the package's data: an engine copied away from
    the repository (as the browser unpacks its wheel) still quotes its laws."""
    engine = Path(__file__).resolve().parents[1] / "playable"
    shutil.copytree(engine, tmp_path / "playable", ignore=shutil.ignore_patterns("__pycache__"))
    script = ("import playable, playable.table.words as t; "
              "print(playable.__file__); print(t.law_text('bezique:s126-iv'))")
    proc = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, capture_output=True,
                          text=True, check=True, env=dict(os.environ, PYTHONPATH=str(tmp_path)))
    where, text = proc.stdout.splitlines()
    assert Path(where).is_relative_to(tmp_path)
    assert text.startswith("iv. For overdrawing")


# -- a match of each game ------------------------------------------------------------------


def test_all_fours_match_with_help_forgiving_input_and_a_renounce_punished() -> None:
    # seed 3: North begs; you give one; North leads 2♣ and you, holding 9♣, play 9♠
    # as at the table, a deal you deal waits before its first act ("Enter goes on")
    out = run(play_allfours, "help\ntake one\n9s\ndo it\nas at the table\n9s\ndo it\n"
                             + "1\n\n" * 3000, lenient=False)
    assert "Choices open now:" in out and 'All-Fours, term v "Begging"' in out
    # the help names the command that lets a law be broken, as a command
    assert "Type 'as at the table' to be allowed to break the laws" in out
    assert "You say \"take one\"" in out
    assert "Refused: You must follow suit or trump: you hold clubs." in out
    assert "'do it' is not one of the choices" in out  # strict: no committing
    assert "You commit an irregularity: you hold clubs and must follow suit" in out
    assert '"iii. Each player must trump or follow suit' in out
    assert re.search(r"The law is applied: North \+1: you renounced \(9♠ to the lead of 2♣\) "
                     r"and were found out", out)
    assert "--- End of deal 1." in out and re.search(r"(You win|North wins) the deal", out)
    assert "The match: you " in out
    assert re.search(r"(You win|North wins) the match, 1\d to \d+\.", out)
    assert "P0" not in out and "P1" not in out


def test_all_fours_asking_is_explained_once_and_answered_in_words() -> None:
    out = run(play_allfours, "1\n" * 3000, seed=3)
    asked = re.findall(r"\[\d\] ask about (\S+)", out)
    assert asked and "(ask: law v lets you ask" in out
    out = run(play_allfours, "1\n1\n1\nask about 4h\nquit\n", seed=3)
    assert "  You ask whether 4♥ is high or low.\n  North answers about 4♥: it is the lowest " \
           "trump out.\n  [1] 9♠   [2] A♣   [3] 9♣   [4] Q♦\n" in out  # not offered again


def test_quadrille_deal_with_the_table_in_view_and_a_game_shown() -> None:
    out = run(play_quadrille, "pass\nirregular\n!11\n" + "1\n" * 40 + "n\n", lenient=True)
    assert "You are the friend: you hold the called king" in out
    assert "The king called: the king of spades K♠." in out
    assert "Trumps: diamonds ♦. The ombre: North, with a called king." in out
    assert re.search(r"Tricks won: you \d, East \d, North \d, West \d\. The ombre's side", out)
    assert "You commit an irregularity: you showed your game before the deal was out" in out
    assert 'Quadrille, law 16 "Showing one\'s game before the deal is out"' in out
    assert "The law is applied: You pay 4 into the pool: beast: you showed your game" in out
    assert "--- End of deal 1." in out and "lose by codille" in out
    assert "Counters so far (totals): you -4" in out
    assert out.rstrip().endswith("You leave the table. Goodbye.")
    # the game shown is known to all: the table says so while its cards are in hand
    shown = out[out.index("you showed your game"):]
    assert "Seen by the table, still in your hand: " in shown


def test_a_card_the_table_forces_is_said_so_in_help_and_on_the_table() -> None:
    """Whist's help said "You lead: any card." with only the called A♣
    lawful; Quadrille never said a card was shown (law 11) and must be played:
    the reader learnt why only when another card was refused."""
    out = io.StringIO()
    main(["play", "whist", "--seed", "1", "--as-at-the-table"],
         io.StringIO("expose A♣\nhelp\nquit\n"), out)
    said = out.getvalue()
    rule = said[said.index("the cards you may play: A♣"):].splitlines()[1].strip()
    assert rule.startswith("Your exposed card is called: you must play A♣ (Whist, law ix ")
    assert "You lead: any card." not in said
    out = io.StringIO()
    script = ("!2\nks\nqs\njs\ndo it\n" + "1\n" * 8 + "y\n1\npass\n!13\n2\n1\n3\nhelp\n"
              "quit\n")
    main(["play", "quadrille", "--seed", "3", "--as-at-the-table"], io.StringIO(script), out)
    said = out.getvalue()
    deal2 = said[said.index("=== Deal 2"):]
    assert "You showed A♥: you must play it as soon as you lawfully may (Quadrille, law 11)." \
        in deal2
    rule = deal2[deal2.index("the cards you may play: A♥"):].splitlines()[1].strip()
    assert rule.startswith("You drew and showed A♥ and must play it now (Quadrille, law 11 ")


def test_step_stops_the_table_before_the_others_acts_to_break_a_law_out_of_turn() -> None:
    """Quadrille's law 12 (the tricks looked at out of turn) at the terminal:
    ``step`` makes the table stop before each of the others' acts, where
    the act is the reader's to commit in its words; in strict play ``step``
    says what it is for, and the table runs on."""
    said = "step\n1\n1\n" + "\n" * 3 + "look upon the tricks\n\nstep\n" + "1\n" * 40 + "n\n"
    out = run(play_quadrille, said, lenient=True)
    flat = " ".join(out.split())  # the opening lines are wrapped
    assert "'step' stops the table before each of the others' acts" in flat
    assert "Step by step: the table now stops before each of the others' acts" in out
    stops = re.findall(r"Before (East|North|West)'s turn: break a law, or go on \[Enter\]:", out)
    assert len(stops) >= 4
    assert "you looked at the quitted tricks out of your turn" in out
    assert "Quadrille, law 12" in out
    assert "The table plays on to your turn again." in out
    strict = run(play_quadrille, "step\nquit\n")
    assert "type 'as at the table' first" in strict and "Before East's turn" not in strict


def test_quadrille_tells_the_lone_ombre() -> None:
    out = run(play_quadrille, "sans prendre\nhearts\n" + "1\n" * 12 + "n\n")
    assert "You offer to play sans prendre (alone)." in out and "You name hearts trumps." in out
    assert "You play alone: you must win six of the ten tricks yourself." in out
    assert "The ombre: you, sans prendre (alone)." in out


def test_bezique_game_with_a_card_not_in_the_pack_and_playing_without_drawing() -> None:
    # "1", then Enter, which goes on where a deal waits before its first act
    out = run(play_bezique, "?\n2C\nqueen of spades\nexchange\nirregular\n!1\n" + "1\n\n" * 4000,
              lenient=True)
    assert "Choices open now:" in out
    assert "2♣ is not in the Bezique pack." in out
    assert "Trick 1: you Q♠, North 7♠ — you win it." in out
    assert "You exchange the seven of trumps for the turn-up." in out
    assert "You commit an irregularity: you played without drawing" in out
    assert re.search(r"The law is applied: North \+10: forfeit: you played without drawing", out)
    assert "Stock: " in out and "The game: you " in out
    assert "--- End of deal 1." in out and re.search(r"(You win|North wins) the deal", out)
    assert re.search(r"(You win|North wins) the game, \d[\d,]* to \d+\.", out)


def test_an_overdrawn_card_sent_back_is_named_to_its_owner() -> None:
    """Issue 29 point 5: the card the adversary sends back after an overdraw
    (Bezique 126 iv) leaves its owner's hand named; only a third player, who
    neither held nor chose it, is not shown it."""
    out = run(play_bezique, "irregular\n!1\nquit\n", lenient=True)
    drawn = re.search(r"You draw (\S+)\.", out)
    assert drawn is not None
    assert f"North sends your {drawn.group(1)} back into the stock." in out
    back = Action("return", 1, (Card.parse("KC"),))
    assert TableWords("bezique", 2, 0).act(back, hidden=True) == \
        "North sends your K♣ back into the stock."
    assert TableWords("bezique", 2, 1).act(back, hidden=True) == \
        "You send South's K♣ back into the stock."
    assert TableWords("bezique", 3, 0).act(back, hidden=True) == \
        "West sends your K♣ back into the stock."
    assert TableWords("bezique", 3, 2).act(back, hidden=True) == \
        "West sends one of South's cards back into the stock."
    assert TableWords("bezique", 3, 2).act(back) == "West sends South's K♣ back into the stock."
    # the Deal page's log of acts (its record's form) keeps the card from him too
    assert TableWords("bezique", 3, 2).logged(back, hidden=True) == "P1 return"
    assert TableWords("bezique", 3, 0).logged(back, hidden=True) == "P1 return K♣"
    assert TableWords("bezique", 3, 2).logged(back) == str(back) == "P1 return K♣"


def test_the_command_line_option() -> None:
    out = io.StringIO()
    assert main(["play", "bezique", "--seed", "3", "--as-at-the-table"],
                io.StringIO("quit\n"), out) == 0
    said = out.getvalue()
    assert "As at the table: you may break a law" in said
    # the words before the deal are filled as the game's own introduction is
    before = said[:said.index("Type 'help'")].splitlines()
    assert before and all(len(line) <= WIDTH for line in before), before


def test_the_verdicts_are_given_at_the_prompt_before_the_next_deal_as_at_the_table() -> None:
    """As at the table, the prompt after a deal is the next deal's "Break a
    law, or go on"; the hint after the deal said 'verdicts' and 'why' are
    open at it, and it answered them "Press Enter to go on"."""
    out = io.StringIO()

    class Reader(io.StringIO):
        """The first choice throughout; 'verdicts' and 'why' at the first
        prompt after the first deal; then quit."""

        said = 0

        def readline(self, size: int | None = -1, /) -> str:
            text = out.getvalue()
            if "--- End of deal 1." in text and text.endswith("Break a law, or go on [Enter]: "):
                self.said += 1
                return ("verdicts\n", "why\n", "quit\n")[min(self.said, 3) - 1]
            return "1\n" if "--- End of deal 1." not in text else "\n"

    assert main(["play", "all-fours", "--seed", "5", "--as-at-the-table"], Reader(), out) == 0
    after = out.getvalue().split("--- End of deal 1.", 1)[1]
    assert "At the next prompt, 'verdicts'" in after
    assert "The solver's verdicts on your acts in deal 1" in after
    assert "Why the engine's players did what they did in deal 1:" in after
    assert "Press Enter to go on" not in after


def test_play_rules_deals_by_the_rules_chosen_and_says_so(
        capsys: pytest.CaptureFixture[str]) -> None:
    """``play --rules``: Short Whist (¶77) at the terminal, its five points
    in the table's words and the rules told before the first deal; watching
    too; a name the game has not, or rules for a file's deals, refused in
    one line (exit 2)."""
    out = io.StringIO()
    assert main(["play", "whist", "--seed", "3", "--rules", "short"],
                io.StringIO("table\nquit\n"), out) == 0
    said = out.getvalue()
    assert "Rules: Short Whist, five points a game, honours never called (¶77)." in said
    assert "— 5 wins it." in said
    watched = io.StringIO()
    assert main(["play", "bezique", "--seed", "3", "--watch", "--rules", "twenty-fourth"],
                io.StringIO("quit\n"), watched) == 0
    assert "Rules: The ten for the last trick given to the twenty-fourth" in watched.getvalue()
    assert main(["play", "whist", "--rules", "twenty-fourth"], io.StringIO(), io.StringIO()) == 2
    err = capsys.readouterr().err
    assert 'Whist has no rules "twenty-fourth"; its rules are short, clubs-at-eight, honours-claimed' in err
    assert main(["play", "whist", "--rules", "short", "--deal", "x.pbn"],
                io.StringIO(), io.StringIO()) == 2
    assert "a file's deals are played by the rules and at the seats they were dealt with" in (
        capsys.readouterr().err)


def test_play_players_deals_bezique_by_three_and_says_so(
        capsys: pytest.CaptureFixture[str]) -> None:
    """``play --players``: Bezique by three (128) at the terminal, as on its
    Deal page, with rules laid over it; the opening words say three-handed
    and which packs (they had said "two-handed: you against North" of any
    Bezique); another game, or an unknown name, refused in one line."""
    out = io.StringIO()
    assert main(["play", "bezique", "--seed", "3", "--players", "three-handed-two-packs",
                 "--rules", "game-2000"], io.StringIO("quit\n"), out) == 0
    said = " ".join(out.getvalue().split())
    assert ("Bezique, three-handed (128), with two packs less the eight of clubs (128 ii): "
            "you against West and East") in said
    assert "then all draw" in said and "you 0, West 0, East 0 — first to 2,000" in said
    assert main(["play", "whist", "--players", "three-handed"], io.StringIO(), out) == 2
    assert 'Whist has no players "three-handed"; it is played by 4 and by no other number' in (
        capsys.readouterr().err)
    assert main(["play", "bezique", "--players", "three-handed", "--deal", "x.json"],
                io.StringIO(), out) == 2
    assert "at the seats they were dealt with" in capsys.readouterr().err


def test_the_card_you_draw_is_told_whoever_won_the_trick(
        capsys: pytest.CaptureFixture[str]) -> None:
    """At Bezique the winner of a trick draws first, and the other's card
    comes with it: the reader is told his card after a trick North won (it
    had only appeared in his hand), and one who watches is told no "you"."""
    out = run(play_bezique, "1\n" * 3 + "quit\n", seed=4)
    after = out[out.index("Trick 1: you 9♣, North 7♦ — North wins it."):]
    assert after.index("You draw 7♣.") < after.index("Your hand: 7♣")
    watched = io.StringIO()
    assert main(["play", "bezique", "--seed", "4", "--watch"], io.StringIO("\n" * 3 + "quit\n"),
                watched) == 0
    assert "North draws." in watched.getvalue() and "You draw" not in watched.getvalue()


def test_all_fours_after_running_the_stock_and_hand_are_shown_in_order() -> None:
    out = run(play_allfours, "beg\n" + "1\n" * 3000, seed=5)
    assert "You beg.\n  North runs the cards.\n  Turned up: 7♣ — trumps are now clubs ♣." in out
    assert "Trumps: clubs ♣ (turned up: 2♠, 7♣).\nThe cards were run: 32 left in the stock." in out
    assert "Your hand: 9♣ 2♣  A♠ Q♠ 5♠ 4♠  5♥  K♦ 4♦\nYour turn.\n  [1] 9♣   [2] 2♣   [3] A♠" in out


def test_the_words_of_the_prompts_are_read_and_no_choice_says_its_name_twice() -> None:
    """The dealer is asked "give one (take one) or run the cards?": each of
    those words is read as the act; and ``help`` never lists "pass: pass"."""
    offered = [Action("take-one", 0), Action("run", 0)]
    for typed, kind in (("give one", "take-one"), ("take one", "take-one"),
                        ("run the cards", "run"), ("run", "run")):
        choice = read_choice(typed, offered)
        assert choice.action is not None and choice.action.kind == kind, typed
    words = TableWords("quadrille", 4)
    speaking = [Action("pass", 0), Action("ask-leave", 0), Action("sans-prendre", 0)]
    for line in words.help(speaking):
        head, _, rest = line.partition(": ")
        if head.lstrip().startswith("["):
            label = head.split("] ", 1)[1]
            assert not rest.startswith(label), line


def test_do_it_is_offered_only_for_what_the_table_could_do() -> None:
    """A call of the king by one who has not the call is refused in every mode:
    the table does not offer 'do it' for it, and 'do it' then does nothing
    rather than end the program."""
    shown = run(play_quadrille, "ask leave\ncall the king of hearts\ndo it\nquit\n", seed=5,
                lenient=True)
    assert "Refused: You call K♥" in shown
    after = shown.split("Refused: You call K♥", 1)[1]
    assert "type 'do it'" not in after.split("\n\n")[0]
    assert "Traceback" not in shown


class _Window(io.StringIO):
    """A terminal window, as far as the table can tell."""

    def isatty(self) -> bool:
        return True


def test_on_a_terminal_long_lines_wrap_to_the_window_at_word_boundaries(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "50")
    window = _Window()
    assert play_quadrille(io.StringIO("help\nquit\n"), window, seed=5, lenient=True) == 0
    shown = window.getvalue()
    whole = run(play_quadrille, "help\nquit\n", seed=5, lenient=True)
    assert max(len(line) for line in whole.splitlines()) > 50
    # (the prompt waits on its line for the reader's answer and Enter, which
    # a test does not type: what follows it is told from there)
    lines = [line.split("? ", 1)[1] if line.startswith("Your word:") else line
             for line in shown.splitlines()]
    assert all(len(line) <= 50 or " " not in line.strip() for line in lines)
    # the same words, none broken: only the line breaks and indents differ
    assert shown.split() == whole.split()


@pytest.mark.parametrize("columns", [47, 60, 73, 88, 101, 120])
def test_on_a_terminal_a_choice_s_number_stays_with_its_choice(
        monkeypatch: pytest.MonkeyPatch, columns: int) -> None:
    """Wrapped to the window, the numbered choices break between choices,
    never between "[13]" and its card (at 120 columns Whist's thirteen
    cards had left "[13]" at the end of a line and "6♣" on the next), nor
    between an irregular act's "[!10]" and its card (at 100 columns)."""
    monkeypatch.setenv("COLUMNS", str(columns))
    window = _Window()
    said = "help\nstep\n1\n\nirregular\nquit\n"
    assert play("whist", io.StringIO(said), window, seed=5, lenient=True) == 0
    shown = window.getvalue()
    choices = [line for line in shown.splitlines() if "[1] " in line]
    assert choices and "[!10] " in shown  # the thirteen cards, and the irregular acts
    assert not [line for line in shown.splitlines() if re.search(r"\[!?\d+\]\s*$", line)]
    assert re.search(r"\[13\] 6♣", shown) and re.search(r"\[!10\] 10♣", shown)
    # the same words as in a file, where nothing is wrapped
    assert shown.split() == run(partial(play, "whist"), said, seed=5, lenient=True).split()


# -- issue 33: the game's names of cards, the pack's own cards ------------------------------


@pytest.mark.parametrize("game", ["all-fours", "bezique", "quadrille", "whist"])
@pytest.mark.parametrize("lenient", [False, True])
def test_the_help_s_prose_is_wrapped_as_one_paragraph(game: str, lenient: bool) -> None:
    """``help`` before the choices: the notation, the game's names of cards,
    the commands and the word on breaking the laws, in lines of at most
    :data:`~playable.table.words.HELP_WIDTH` characters, whatever the game's
    examples and names of cards (between lines of 78, Quadrille's had run
    lines of 105 and 94 characters, and every game the word on the laws, 84,
    or 320 as at the table), the words the same as before."""
    out = run(partial(play, game), "help\nquit\n", seed=5, lenient=lenient)
    prose = out[out.index("Type the number of a choice"):out.index("Choices open now:")]
    assert [line for line in prose.splitlines() if len(line) > HELP_WIDTH] == []
    flat = " ".join(prose.split())
    assert "and so does the start of a choice's words if only one choice begins so." in flat
    assert ("'strict' goes back to strict play." if lenient
            else "and see what they do to you.") in flat


def test_quadrille_cards_are_read_by_their_names_which_follow_the_trump_suit() -> None:
    """Spadille (A♠) and basto (A♣) whatever the trumps; manille, the two of
    a black trump suit or the seven of a red, and punto (ponto), the ace of a
    red trump suit, once trumps are named (docs/glossary.yml;
    playable.quadrille.cards)."""
    early = run(play_quadrille, "manille\nhelp\nquit\n")
    assert "Manille is the second trump: trumps are not named yet." in early
    assert "The cards' own names work too: spadille A♠, basto A♣ (manille, punto, ponto " \
           "name no card now)." in " ".join(early.split())  # the help's prose is wrapped
    red = run(play_quadrille, "sans prendre\nhearts\nhelp\nponto\nquit\n")
    assert "The cards' own names work too: spadille A♠, manille 7♥, basto A♣, punto A♥, " \
           "ponto A♥." in " ".join(red.split())
    assert "Trick 1: you A♥, " in red  # "ponto" led the ace of hearts
    black = run(play_quadrille, "sans prendre\nspades\nponto\nmanille\nplay spadille\nquit\n")
    assert "with spades trumps there is none (the king is the fourth trump)." in black
    assert "You do not hold 2♠." in black and "You do not hold A♠." in black
    words = TableWords("quadrille", 4)
    assert words.named("Play Basto", None) == ("Play Basto", None)  # no deal, no names


def test_no_help_names_a_card_the_pack_lacks_and_its_refusal_says_what_the_pack_has() -> None:
    """Quadrille's forty cards have no eights, nines or tens; Bezique's piquet
    packs no twos to sixes: the help's examples are cards of the pack, and a
    card outside it is refused so."""
    card = re.compile(r"\b(?:10|[2-9AKQJT])[HDSC♥♦♠♣]\b|(?:10|[2-9AKQJ])[♥♦♠♣]")
    for player, game, typed, lacks in (
            (play_quadrille, quadrille, "10H", "It has no eights, nines or tens."),
            (play_bezique, bezique, "2c", "It has no twos, threes, fours, fives or sixes.")):
        out = run(player, f"help\n{typed}\nquit\n")
        pack = set(game.Deal.new(3).pack)
        notation = out.split("Type the number of a choice", 1)[1].split("Choices open now:")[0]
        named = {Card.parse(c) for c in card.findall(notation)}
        assert named and named <= pack, named - pack
        shown = str(Card.parse(typed))
        assert f"{shown} is not in the {game.Deal.GAME.title()} pack. {lacks}" in out


def test_quadrille_names_the_friend_once_when_the_called_king_falls() -> None:
    """Until the called king falls the friend is secret (law 10: he may not
    show himself); when it falls the table names him, once, and the table in
    view no longer calls him unknown."""
    out = run(play_quadrille, "1\n" * 40 + "n\n")  # seed 3: you hold K♠, which North calls
    told = "The called king K♠ has fallen: you are the friend of North, the ombre."
    assert out.count(told) == 1
    before, after = out.split(told)
    assert "Trick 2: West 2♠, you K♠" in after.split("\n\n")[0]  # told with its trick
    assert "unknown to the others until it falls" in before
    assert "unknown to the others" not in after.split("--- End of deal 1.")[0]
    assert "You are the friend, known to all now: you play with the ombre (North)." in after
    other = run(play_quadrille, "1\n" * 60 + "n\n", seed=1)
    assert re.search(r"The called king K♣ has fallen: (West|North|East) is the friend of "
                     r"(West|North|East), the ombre\.", other)


class _Reader(io.StringIO):
    """A player who plays the first choice each time and answers "Another
    match?" from ``again`` (then closes the input)."""

    def __init__(self, out: io.StringIO, again: list[str]) -> None:
        super().__init__()
        self.out, self.again = out, again

    def readline(self, size: int | None = -1) -> str:
        if self.out.getvalue().rstrip().endswith("[y/N]"):
            return self.again.pop(0) + "\n" if self.again else ""
        return "1\n"


def _match_again(again: list[str], *args: str) -> tuple[int, str]:
    out = io.StringIO()
    code = main(["play", "all-fours", "--seed", "3", *args], _Reader(out, again), out)
    return code, out.getvalue()


def test_a_whist_rubber_ends_with_the_side_that_won_it_by_games() -> None:
    """The terminal's last word on a rubber names the side and its games, as
    the Deal page does (it said "West wins the rubber, 0 to 0 to 0 to 0")."""
    out = run(partial(play, "whist"), "1\n" * 2000 + "no\n", seed=9)
    said = re.findall(r"^.* the rubber, .*$", out, re.MULTILINE)
    assert len(said) == 1, said
    assert re.fullmatch(r"(South–North|West–East) win the rubber, two games to (none|one): "
                        r"a rubber of \d+ points?\.", said[0]), said
    games = re.findall(r"^The rubber: game \d+–\d+; games (\d)–(\d)\.$", out, re.MULTILINE)
    final = tuple(int(g) for g in games[-1])
    assert said[0].startswith("South–North" if final[0] == 2 else "West–East"), (said, final)


def test_another_match_deals_a_new_match_with_a_new_seed() -> None:
    code, out = _match_again(["yes", "no"])
    assert code == 0
    assert out.count("Another match? [y/N] ") == 2
    assert len(re.findall(r"(You win|North wins) the match, 1\d to \d+\.", out)) == 2
    new = re.search(r"=== A new match, seed (\d+)\.\n", out)
    assert new is not None and new.group(1) != "3"
    first, second = out.split(new.group(0))
    assert "Match seed 3." in first and re.search(r"wins? the match", first)
    assert "=== Deal 1:" in second and "The match: you 0, North 0" in second
    assert out.rstrip().endswith("You leave the table. Goodbye.")
    assert _match_again(["yes", "no"]) == (code, out)  # a seeded table deals it again
    # no, or the input closed, ends the table as before, with 0
    for again in (["n"], []):
        code, out = _match_again(again)
        assert code == 0 and out.count("Another match? [y/N] ") == 1
        assert "A new match" not in out and out.rstrip().endswith("Goodbye.")


def test_a_lone_lawful_card_is_played_for_you_when_asked() -> None:
    """``--auto-single`` (documented in ``--help``) or the command ``auto``."""
    assert "--auto-single" in subprocess.run(
        [sys.executable, "-m", "playable", "play", "--help"], capture_output=True, text=True,
        check=True).stdout
    told = re.compile(r"  (\S+), your one lawful card, is played for you \('auto' to choose it "
                      r"yourself\)\.\n")
    plain = run(play_allfours, "1\n" * 3000)
    assert not told.search(plain)
    code, auto = _match_again([], "--auto-single")
    assert code == 0 and told.search(auto)
    for card in told.findall(auto):  # it was the only choice, and is not asked for
        assert f"  [1] {card}\n" not in auto.split(f"  {card}, your one lawful card")[0][-400:]
    assert len(auto.split("Another match?")[0]) < len(plain)
    toggled = run(play_allfours, "auto\n" + "1\n" * 3000)
    assert "A lone lawful card is now played for you ('auto' again to stop)." in toggled
    assert told.search(toggled)
    assert "'auto' (a lone" in run(play_quadrille, "help\nquit\n")


@pytest.mark.parametrize("game_id", ["all-fours", "quadrille", "bezique", "whist"])
def test_advice_names_the_period_players_choice_which_may_then_be_made(game_id: str) -> None:
    """``advice`` (or ``hint``) at a prompt: what the game's period player
    would choose in the reader's seat, and why where he says, his maxim
    named; typed back, the choice it names is made; the help lists it."""
    player = partial(play, game_id)
    out = run(player, "help\nadvice\nquit\n", seed=5)
    words = TableWords(game_id, 4).words
    period = words.period_player
    # the advice it plays by after a comma, not in brackets within brackets
    assert (f"'advice' (what the period player would choose in your seat, by "
            f"{words.period_advice}), 'verdicts'") in " ".join(out.split())
    found = re.search(r"(The period player .*?) would choose (.+?)(?:: (.+?))?"
                      r"(?: — (\S.*) \"(.+)\")?\.$", out, re.MULTILINE)
    assert found is not None, out
    assert found[1] == period[:1].upper() + period[1:]
    if game_id in ("all-fours", "whist"):  # period players who say why
        assert found[3]
    if game_id == "whist":  # the maxims of ¶75, cited
        assert found[4].startswith("Whist, maxim")
    assert run(player, "hint\nquit\n", seed=5).count(found[0]) == 1
    took = run(player, f"advice\n{found[2]}\nquit\n", seed=5)
    after = took.split(found[0], 1)[1]
    assert "not one of" not in after and "could be" not in after  # taken as typed
    assert after.count("Goodbye") == 1 and len(after) > 200  # and play went on


@pytest.mark.parametrize(("player", "game"), [(play_allfours, allfours), (play_bezique, bezique)])
def test_the_end_of_a_deal_shows_the_hands_as_dealt(player: object, game: object) -> None:
    """Once a deal is over its hands are no longer in view: the table gives
    each seat's hand as it was dealt, the same cards the deal's seed deals."""
    out = run(player, "1\n" * 3000, seed=3)
    dealt = re.search(r"The hands as dealt: you (.+?); North (.+?)\.\n", out)
    assert dealt, out[-2000:]
    seed = re.search(r"Deal seed (\d+): in Python, Deal\.new\(\d+, dealer=(\d)\)", out)
    assert seed, out[-2000:]
    deal = game.Deal.new(int(seed.group(1)), dealer=int(seed.group(2)))  # type: ignore[attr-defined]
    for seat, shown in enumerate(dealt.groups()):
        assert sorted(str(Card.parse(c)) for c in shown.split()) == sorted(
            str(c) for c in deal.hand(seat))
        # suit by suit, two spaces between suits, as a hand is shown in play
        suits = [{Card.parse(c).suit for c in group.split()} for group in shown.split("  ")]
        assert all(len(suit) == 1 for suit in suits) and len(suits) == len(set().union(*suits))


def test_the_call_that_deals_the_cards_again_names_the_options_that_change_them() -> None:
    """Three-handed Bezique deals from three packs: the end of a deal said
    "Deal.new(seed, dealer=d) deals these cards again", which deals a
    two-handed deal of other cards; the call now names the options where the
    game's own would deal other cards, and the call given deals the hands
    shown."""
    out = run(partial(play, "bezique"), "1\n" * 3000, seed=3, players="three-handed")
    dealt = re.search(r"The hands as dealt: you (.+?); West (.+?); East (.+?)\.\n", out)
    call = re.search(r"Deal seed \d+: in Python, (Deal\.new\(\d+, dealer=\d, options=Options\(.*?\)\)) "
                     r"deals these cards again", out)
    assert dealt and call, out[-2000:]
    deal = eval(call.group(1), {"Deal": bezique.Deal, "Options": bezique.Options})
    for seat, shown in enumerate(dealt.groups()):
        assert sorted(str(Card.parse(c)) for c in shown.split()) == sorted(
            str(c) for c in deal.hand(seat))


def test_the_strong_player_s_wait_is_announced_and_a_forced_card_is_not() -> None:
    """Issue 33: while the strong player thinks (up to a second a move) the
    terminal says so, and how to stop, before its act; a lone lawful card
    is played at once and announces no wait; the period player never waits."""
    out = run(play_allfours, "1\n" * 8 + "quit\n", opponent="strong")
    lines = out.splitlines()
    waits = [i for i, line in enumerate(lines) if "thinking" in line]
    assert waits and all(lines[i].endswith("  North is thinking… (Ctrl-C to stop)")
                         for i in waits)  # after a prompt, the reader's input not echoed
    assert all(lines[i + 1].startswith("  North plays ") for i in waits)
    plays = [line for line in lines if "  North plays " in line]
    assert len(plays) > len(waits)  # a card forced by the suit led: no wait announced
    assert "thinking" not in run(play_allfours, "1\n" * 8 + "quit\n")


def test_back_takes_back_the_readers_last_choice_and_play_goes_on() -> None:
    """``back`` at a prompt: the reader's last act he chose this deal, and the
    acts after it, taken back (a forced draw made for him is passed over);
    the table is shown as it was, and the engine answers a new card afresh.
    Nothing to take back is said so; the help names the command."""
    # All-Fours seed 3: North begs, you give one; North leads 2♣ and you win with 10♥
    out = run(play_allfours, "back\nhelp\n1\n1\nback\n2\n" + "1\n" * 3000)
    assert "Nothing of yours to take back in this deal." in out
    assert "'back' (take" in out
    assert "Taken back: You play 10♥.\n" in out
    assert "Trick 1: North 2♣, you 10♥" in out and "Trick 1: North 2♣, you 6♥" in out
    assert out.count("--- End of deal 1.") == 1 and "wins the match" in out
    # Bezique seed 3: your draw after a trick is made for you; back passes over it
    out = run(play_bezique, "1\n1\n1\nback\nquit\n")
    assert "Taken back: You play 8♣, and the 2 acts after it.\n" in out
    after = out[out.index("Taken back"):]
    assert "Your hand: 8♣ K♣ Q♦ 10♦ 8♥ A♥ Q♠ 10♠" in after
    # start again: every act of the deal, the engine making its own again as it did
    out = run(play_allfours, "1\n1\nstart again\n1\n2\nquit\n")
    assert "Started again: the 4 acts of this deal taken back, the same cards from its " \
           "start.\n" in out
    assert out.count("  North begs.\n") == 2 and "Trick 1: North 2♣, you 6♥" in out


def test_verdicts_judge_the_readers_acts_in_the_last_deal_played_out(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``verdicts`` at a prompt: before any deal is over, a line saying so;
    after, the solver's verdict on each of the reader's acts in the last deal
    (as ``annotate`` judges them), and what they cost in all; Ctrl-C stops the
    judging, and play goes on."""
    from playable.table import analysis, record

    out = run(play_allfours, "1\nverdicts\n" * 40 + "quit\n", record_dir=str(tmp_path))
    first = out.index("The solver's verdicts on your acts in deal 1")
    assert "No deal is over yet" in out[:first] and "No deal is over yet" not in out[first:]
    deal = record.load(tmp_path / "all-fours-3-1.json")
    words = TableWords("all-fours", 2)
    verdicts = analysis.annotate(deal)
    mine = [(a, v) for a, v in zip(deal.history, verdicts, strict=True) if a.player == 0]
    expected = [f"  {words.act(a).removesuffix('.')}: {v['words'] if v else 'no verdict'}"
                for a, v in mine]
    told = out[first:].splitlines()[1:1 + len(expected)]
    assert told == expected
    judged = [v for _, v in mine if v is not None]
    lost = sum(int(v["cost"]) for v in judged)  # type: ignore[call-overload]
    assert f"Of your {len(judged)} acts judged, " in out[first:]
    assert (f"cost {lost} point" in out[first:]) if lost else "every one was the best" in out

    def stopped(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(analysis, "annotate", stopped)
    out = run(play_allfours, "1\nverdicts\n" * 40 + "quit\n")
    after = out.split("Stopped: no verdicts.", 1)[1]
    assert "Your turn" in after and "Interrupted" not in out


def test_on_a_terminal_the_judging_says_how_far_it_is() -> None:
    """A whole deal's verdicts take seconds (Whist's): on a terminal a line
    below the first says which act the solver is at, and is wiped for the
    verdicts; elsewhere (a pipe, a file) no such line is written."""
    from playable.table.terminal import judge_deal

    session = Session.sitting("all-fours", 3)
    session.play_on()
    acts = len(session.deal.history)
    words = TableWords("all-fours", 2)
    window = _Window()
    judge_deal(session.deal, 1, words, window, 0)
    shown = window.getvalue()
    steps = re.findall(r"\r  at act (\d+) of (\d+)…", shown)
    assert steps == [(str(done), str(acts)) for done in range(acts + 1)]
    before, after = shown.split("\r\033[K")
    assert before.startswith("The solver is judging your acts in deal 1")
    assert after.startswith("The solver's verdicts on your acts in deal 1, every hand known:")
    piped = io.StringIO()
    judge_deal(session.deal, 1, words, piped, 0)
    assert "\r" not in piped.getvalue()
    # the same words (a terminal's lines are wrapped to its window)
    assert piped.getvalue().split() == (before.split("\r")[0] + after).split()


def test_why_gives_the_other_players_reasons_in_the_last_deal_played_out(
        tmp_path: Path) -> None:
    """``why`` at a prompt: before any deal is over, a line saying so (a
    reason may say what a hidden hand holds); after, each engine act of the
    last deal, numbered by its place in the deal, with its player's reason
    and the maxim it follows (the record's acts, the reader's none of them)."""
    from playable.table import record

    out = run(play_allfours, "1\nwhy\n" * 40 + "quit\n", record_dir=str(tmp_path))
    head = "Why the engine's players did what they did in deal 1:\n"
    first = out.index(head)
    assert "No deal is over yet: the other players' reasons" in out[:first]
    assert "No deal is over yet" not in out[first:]
    deal = record.load(tmp_path / "all-fours-3-1.json")
    words = TableWords("all-fours", 2)
    told: list[str] = []  # the numbered lines (whole: the output is not a terminal)
    for line in out[first + len(head):].splitlines():
        if not re.match(r"  \d+\. ", line):
            break
        told.append(line.strip())
    assert len(told) > 5
    for line in told:
        number, said = line.split(". ", 1)
        action = deal.history[int(number) - 1]
        assert action.player == 1, line  # North's, never the reader's
        act = words.act(action, hidden=True).removesuffix(".")
        assert said.startswith(f"{act}: ") and said.endswith("."), line
    assert {int(line.split(".")[0]) - 1 for line in told} <= {
        i for i, a in enumerate(deal.history) if a.player == 1}
    assert any(" — All-Fours" in line for line in told), "a maxim named after its reason"


class _Reader(io.StringIO):
    """A reader who plays his first choice at every prompt of the match and,
    asked "Another match?", says each of ``then`` in turn."""

    def __init__(self, out: io.StringIO, then: Sequence[str]) -> None:
        super().__init__()
        self.out, self.then = out, list(then)

    def readline(self, size: int | None = -1) -> str:
        if self.out.getvalue().endswith("Another match? [y/N] "):
            return self.then.pop(0) + "\n" if self.then else ""
        return "1\n"


def test_the_last_deal_of_a_match_is_reviewed_before_another_is_dealt() -> None:
    """After the first deal a line tells of ``verdicts`` and ``why`` (once);
    at "Another match?", after the match's last deal, both review that deal
    and the question is asked again."""
    out = io.StringIO()
    assert play_allfours(_Reader(out, ["why", "verdicts", "n"]), out, seed=3) == 0
    said = out.getvalue()
    assert said.count("At the next prompt, 'verdicts' gives the solver's verdict") == 1
    assert said.index("At the next prompt") > said.index("--- End of deal 1.")
    last = said.count("--- End of deal ")
    tail = said[said.index("Another match? [y/N] "):]
    assert tail.startswith(f"Another match? [y/N] Why the engine's players did what they did "
                           f"in deal {last}:")
    assert f"The solver's verdicts on your acts in deal {last}, every hand known:" in tail
    assert tail.count("Another match? [y/N] ") == 3 and tail.endswith("Goodbye.\n")


def test_acts_that_differ_by_their_card_alone_are_offered_as_one_run() -> None:
    """Whist's dealer, as at the table, may lead out of turn or show any card
    of his hand: each is one run (its words once, why the laws refuse any of
    them, a card each, in the hand's order); the card he may expose in
    dealing, not his own, is never one of a run (its card is not named)."""
    session = Session.new("whist", 7, humans=[3], dealer=3, options=whist.Options(strict=False))
    acts = session.irregular_actions()
    offered = TableWords("whist", 4, 3).offered(
        acts, [session.deal.why_not(a) for a in acts], session.unseen())
    runs: dict[str, list[str]] = {}
    for a, o in zip(acts, offered):
        if o.head is not None:
            assert o.first == (o.head not in runs) and o.card == str(a.cards[0])
            runs.setdefault(o.head, []).append(o.card)
            assert o.label == f"{o.head} {o.card}"
    hand = [str(c) for c in session.deal.held(3)]
    assert runs == {"play": hand, "expose": [c for c in hand if c != str(session.deal.turn_up)]}
    shared = {o.head: o.shared for o in offered if o.head is not None}
    assert shared == {"play": "you lead a card out of turn; South is to play",
                      "expose": "you may not show a card"}
    exposed = next(o for a, o in zip(acts, offered) if a.kind == "deal-exposed")
    assert exposed.head is None and exposed.label == "expose one of South's cards in dealing"


def test_a_reader_sees_his_hand_before_the_others_speak() -> None:
    """At Quadrille the dealer deals as his first act; a reader who is not
    the eldest hand is shown his hand as soon as the cards are dealt, before
    the eldest speaks, not at his own turn after the others."""
    out = run(play_quadrille, "1\n" * 30 + "y\n" + "1\n" * 30 + "quit\n", seed=13)
    second = out[out.index("=== Deal 2: You deal; East is the eldest hand.\n"):]
    dealt = second.index("You deal the cards 4-3-3.")
    hand = second.index("Your hand: ")
    assert dealt < hand < second.index("East asks leave") < second.index("Your word")


def test_an_irregular_act_may_be_typed_in_its_own_words() -> None:
    """As at the table, an irregular act is committed by '!' and its number
    or by its words as 'irregular' lists them, its card in any notation
    ("expose the ace of diamonds"); a card not in the hand names nothing."""
    whist_play = partial(play, "whist")
    out = run(whist_play, "irregular\nexpose 3♣\nexpose the ace of diamonds\nquit\n", seed=11,
              lenient=True)
    assert "Your hand: K♥ 9♥ 7♥ 6♥  J♠ 8♠ 7♠  10♣ 7♣ 2♣  A♦ J♦ 2♦\n" in out
    assert ("Irregular acts you may commit (type '!' and the number, or the act's words, as "
            "'expose K♥'):") in out
    assert "'expose 3♣' is not one of the choices" in out
    assert "You commit an irregularity: you exposed A♦: it is called" in out
    listed = read_irregular("expose one of South's cards in dealing",
                            [Action("deal-exposed", 3, (Card.parse("A♠"),))],
                            ["expose one of South's cards in dealing"], {Card.parse("A♠"): 0})
    assert listed is None  # an act that names a card unseen is never read from its words


def test_a_dealer_s_misdeal_is_told_to_the_dealer_in_the_second_person() -> None:
    """The laws' words name the dealer ("the dealer gave South a card too
    many"): told to the reader who dealt, they say "you, the dealer", and
    the hand he gave himself is "yourself"."""
    session = Session.new("all-fours", 3, humans=[1], dealer=1,
                          options=allfours.Options(strict=False))
    session.commit(Action("deal-extra", 1, value="1"))
    said = TableWords("all-fours", 2, 1).committed(session.deal.irregularities[-1])[0]
    assert said == "You commit an irregularity: you, the dealer, gave yourself a card too many."


def test_as_at_the_table_a_deal_you_deal_waits_for_your_misdeal() -> None:
    """As at the table, where you deal, the table waits before North speaks:
    'irregular' lists the dealer's misdeals (All-Fours' law i), '!' and a
    number commits one and the law deals with it; Enter goes on.  Strict
    play never waits.  He is shown his hand and the trumps first."""
    out = run(play_allfours, "irregular\n!1\n" + "1\n\n" * 200, seed=4, lenient=True)
    first = out.index("=== Deal 1: You deal; North is the eldest hand.\n")
    assert out[first:].split("\n")[1:7] == [
        "Trumps: hearts ♥ (turned up: 7♥).",
        ("Points this deal: you 0, North 0. High, Low, Jack and Game are counted after the "
         "last trick."),
        "The match: you 0, North 0 — first to 10.",
        "Your hand: Q♠ J♠  Q♣  9♦ 8♦ 3♦",
        "To play: North.",
        ("Nothing is played yet: before North's turn you may break a law here, as at a real "
         "table (the dealer's misdeal, a card shown or led): 'irregular' lists how; Enter goes "
         "on.")]
    # the cards of his own hand he may expose: one line of words, a number a card, in the
    # hand's order
    assert ("[!1]-[!6] expose — the dealer exposed a card of your hand in dealing:\n"
            "    [!1] Q♠   [!2] J♠   [!3] Q♣   [!4] 9♦   [!5] 8♦   [!6] 3♦\n") in out
    # North's cards are not named: one of them is offered, the card drawn at random
    listed = out[out.index("Irregular acts you may commit"):out.index("You commit")]
    assert "expose one of North's cards — the dealer exposed one of North's cards in dealing\n" \
        in listed  # not "one of North's cards, a card of North's hand"
    north = Session.sitting("all-fours", 4, humans={0}).deal.hand(1)  # as the table deals
    assert not any(re.search(rf"(?<![0-9A-Z]){re.escape(str(c))}", listed) for c in north)
    assert "You commit an irregularity: you, the dealer, exposed Q♠, a card of your hand" in out
    assert 'All-Fours, law i "Misdeals and cards exposed"' in out
    out = run(play_allfours, "\n" + "1\n" * 200, seed=4, lenient=True)
    after = out.index("Enter goes on.\nBreak a law, or go on [Enter]: ")
    assert "North stands." in out[after:] or "North begs." in out[after:]
    assert "Nothing is played yet" not in run(play_allfours, "1\n" * 200, seed=4)


def test_a_deal_left_unfinished_is_kept_when_records_are(tmp_path: Path) -> None:
    """With records asked for, a reader who leaves in the middle of a deal he
    has played in finds it saved, unfinished, and told how to go on with it;
    one who leaves before his first act of a deal leaves no record of it."""
    from playable.table import record

    out = run(play_allfours, "1\n1\nquit\n", record_dir=str(tmp_path))
    (saved,) = tmp_path.glob("all-fours-3-1.json")
    assert f"Record saved: {saved}" in out and "The deal is unfinished" in out
    assert f"(python -m playable replay {saved}; add --judge for the solver's verdict on " \
           "every act)" in out  # replay --judge: the verdicts, and where the deal stands
    deal = record.load(saved)
    assert not deal.is_over and [a.player for a in deal.history].count(0) == 2
    assert out.index("Record saved") < out.index("You leave the table")
    other = tmp_path / "other"
    out = run(play_allfours, "quit\n", record_dir=str(other))
    assert "Record saved" not in out and not list(other.glob("*.json"))


def test_a_deal_stopped_by_ctrl_c_is_kept_as_one_left(tmp_path: Path) -> None:
    """Ctrl-C at a prompt stops the game ("Interrupted.", exit 130): the deal
    the reader had played in is kept as when he leaves with 'quit' (it had
    been lost, where the README says a deal left half-played is kept)."""
    from playable.table import record

    class Stopped(io.StringIO):
        def readline(self, size: int | None = -1) -> str:
            line = super().readline()
            if not line:
                raise KeyboardInterrupt
            return line

    out = io.StringIO()
    with pytest.raises(KeyboardInterrupt):
        play_allfours(Stopped("1\n1\n"), out, seed=3, record_dir=str(tmp_path))
    (saved,) = tmp_path.glob("all-fours-3-1.json")
    assert f"Record saved: {saved}" in out.getvalue()
    assert "You leave the table" not in out.getvalue()
    assert [a.player for a in record.load(saved).history].count(0) == 2


def test_a_deal_left_half_played_goes_on_at_the_terminal(tmp_path: Path) -> None:
    """The record the terminal kept of a deal left half-played: ``play --deal
    FILE --go-on`` makes its acts again and the reader goes on from his turn
    (``back`` reaching into the file's acts); without ``--go-on`` its cards
    are dealt afresh.  A record of a deal in a match goes on in a match at the
    score it was played at."""
    from playable.table import record

    run(play_allfours, "1\n1\nquit\n", record_dir=str(tmp_path))
    saved = tmp_path / "all-fours-3-1.json"
    kept = record.load(saved)
    out = io.StringIO()
    assert main(["play", "all-fours", "--deal", str(saved), "--go-on", "--seed", "9"],
                io.StringIO("back\n2\n" + "1\n" * 3000), out) == 0
    text = out.getvalue()
    assert f"The file's {len(kept.history)} acts made again: the deal goes on from there." in text
    # the table's first dealer is the file's, not one the match cut for
    assert "The cut gives the first deal to you." in text and "Deal 1: You deal" in text
    assert text.index("made again") < text.index("Your hand: 6♥  9♠  A♣ 9♣  Q♦")
    assert "Taken back: You play 10♥." in text and "Trick 1: North 2♣, you 6♥" in text
    assert "--- End of deal 1." in text
    # the hint after the deal ("At the next prompt, 'verdicts' ...") is kept:
    # the file's last deal over, a prompt follows (the table had ended there)
    assert "At the next prompt, 'verdicts'" in text
    assert text.rstrip().endswith(terminal.LAST_OF_FILE.rstrip())
    reviewed = io.StringIO()

    class Reader(io.StringIO):
        """Plays the first choice, and at the last prompt asks for the verdicts."""

        asked = 0

        def readline(self, size: int | None = -1, /) -> str:
            if reviewed.getvalue().endswith(terminal.LAST_OF_FILE):
                self.asked += 1
                return "verdicts\n" if self.asked == 1 else "\n"
            return "1\n"

    assert main(["play", "all-fours", "--deal", str(saved), "--go-on", "--seed", "9"],
                Reader(), reviewed) == 0
    after = reviewed.getvalue().split("--- End of deal 1.", 1)[1]
    assert "The solver's verdicts on your acts in deal 1" in after, after[-600:]
    fresh = io.StringIO()
    assert main(["play", "all-fours", "--deal", str(saved), "--seed", "9"],
                io.StringIO("quit\n"), fresh) == 0
    assert "made again" not in fresh.getvalue()
    assert "Your hand: 10♥ 6♥  9♠  A♣ 9♣  Q♦" in fresh.getvalue()

    from playable.table import web

    table = web.Table("all-fours", 5)  # watched: the engine plays both seats
    assert table.run()["state"]["over"]
    assert table.next_deal()["state"]["deal_number"] == 2
    match = tmp_path / "second.json"
    match.write_text(table.record(), encoding="utf-8")
    score = record.load(match).options.score
    assert score is not None and sum(score) > 0
    out = io.StringIO()
    assert main(["play", "all-fours", "--deal", str(match), "--seed", "9"],
                io.StringIO("quit\n"), out) == 0
    assert f"The match: you {score[0]}, North {score[1]}" in out.getvalue()


def test_a_lone_q_asks_before_the_table_is_left() -> None:
    """A lone "q" had left the match at once: a reader who typed "Q" for his
    one queen (the start of a choice, as the help allows) lost the rubber.
    It now asks; anything but yes goes back to the prompt."""
    from playable.table.console import LEAVE

    out = run(play_allfours, "q\nn\nquit\n")
    assert out.count(LEAVE) == 1 and out.count("Goodbye") == 1
    before, after = out.split(LEAVE)
    prompt = before.splitlines()[-1]  # the prompt asked again after the "no"
    assert prompt and after.startswith(prompt), (prompt, after)
    left = run(play_allfours, "q\ny\n1\n")
    assert LEAVE in left and "Goodbye" in left
    assert run(play_allfours, "quit\n").count(LEAVE) == 0


def test_strict_typed_in_strict_play_says_so() -> None:
    """'strict' where play was strict already had said "irregular acts are
    refused again", though none had been allowed."""
    out = run(play_allfours, "strict\nquit\n")
    assert "Play is strict already" in out and "refused again" not in out
    back = run(play_allfours, "as at the table\nstrict\nquit\n")
    assert "Strict play: irregular acts are refused again." in back


def test_a_law_the_fragment_cuts_is_quoted_with_the_cut_shown() -> None:
    """All-Fours' law i was quoted "atter case, a new deal is optional", as
    though the law began inside a word: the fragment has lost its beginning,
    and the quote now says so; a law that has lost its end, likewise."""
    from playable.laws import LAWS
    from playable.table.words import law_text

    assert law_text("all-fours:s92-i").startswith("…atter case, a new deal is optional")
    # the e-text's italics as plain words ("that card may be _called_")
    assert "may be called" in law_text("whist:s76-ix") and "_" not in law_text("whist:s76-ix")
    for item in LAWS.values():
        quoted = law_text(item.id)
        assert quoted.startswith("…") is (item.cut == "opens"), item.id
        assert (quoted.endswith("…") or item.cut != "closes"), item.id


def test_a_declaration_typed_whole_is_made_or_refused_with_its_law() -> None:
    """Bezique: a declaration typed with its words and cards ("declare common
    marriage kd qh") had been "not one of the choices", and a wrong one could
    not be made at all, though the engine punishes it (123 ii); now the one
    offered is made, another refused with the law it breaks, and, as at the
    table, committed with 'do it'."""
    offered = [Action("declare", 0, (Card.parse("K♥"), Card.parse("Q♥")),
                      value="common marriage"), Action("draw", 0)]
    made = read_choice("declare common marriage qh kh", offered)
    assert made.action is offered[0]
    wrong = read_choice("declare common marriage K♦ Q♥", offered)
    assert wrong.action is None and wrong.attempt == Action(
        "declare", 0, (Card.parse("K♦"), Card.parse("Q♥")), value="common marriage")
    assert read_choice("declare kd qh", offered).attempt is None  # no words: not read so
    script = "1\n" * 8 + "as at the table\ndeclare common marriage K♦ Q♥\ndo it\nquit\n"
    out = io.StringIO()
    assert main(["play", "bezique", "--seed", "2"], io.StringIO(script), out) == 0
    said = out.getvalue()
    assert "Refused: K♦ Q♥ is not a common marriage (clubs are trumps)" in said
    assert "You commit an irregularity: you made a wrong declaration (K♦ Q♥)" in said
    # the law that punishes it (123 ii, before the fragment, cited as 124) is a
    # scrap in our text ("…LD ASIDE.]"): the table cites the law the refusal
    # cites, 125 i, and says where the penalty comes from
    committed = said[said.index("You commit an irregularity"):]
    assert committed.splitlines()[1].startswith('  The law: Bezique 125 · i "Declared cards')
    assert "LD ASIDE" not in committed
    assert "(Our fragment sets no penalty for it: the engine takes it from the witness" \
        in committed
    # the faced cards are shown at the table, with who may call them
    assert "Faced, to be called by North: your K♦ Q♥." in committed


def test_a_wrong_declaration_is_told_in_the_replay_and_its_faced_cards_to_each_seat(
        tmp_path: Path) -> None:
    """Bezique: the replay had told a wrong declaration as a lawful one
    ("South declares common marriage: K♠ Q♣"), with nothing to say it scored
    nothing; and the faced cards were never shown at the table."""
    script = "9c\nac\n!1\nah\ndeclare common marriage K♠ Q♣\ndo it\nquit\n"
    env = {"PLAYABLE_RECORD_DIR": str(tmp_path)}
    out = io.StringIO()
    with pytest.MonkeyPatch.context() as patch:
        for key, value in env.items():
            patch.setenv(key, value)
        main(["play", "bezique", "--seed", "4", "--as-at-the-table"], io.StringIO(script), out)
    (record,) = tmp_path.glob("*.json")
    told = io.StringIO()
    assert main(["replay", str(record)], io.StringIO(), told) == 0
    lines = told.getvalue().splitlines()
    at = lines.index("  South declares common marriage: K♠ Q♣")
    assert lines[at + 1].startswith("  South made a wrong declaration (K♠ Q♣): K♠ Q♣ is not a "
                                    "common marriage")
    assert lines[at + 1].endswith("faced cards [Bezique 125 · i]")
    deal = load(record)
    north = TableWords("bezique", 2, 1)
    assert "Faced, to be called by you: South's K♠ Q♣." in north.table(deal, None)


def test_a_draw_is_told_once_with_its_cards_and_every_draw_to_one_who_watches() -> None:
    """Bezique: the reader who chose to draw was told "You draw." and then
    "You draw J♦."; one who watches, every hand in view, was told only
    "East draws.", while the record's replay names every card drawn."""
    out = io.StringIO()
    main(["play", "bezique", "--seed", "2"], io.StringIO("1\n" * 8 + "2\nquit\n"), out)
    said = out.getvalue()
    assert "Declare, or draw?   You draw J♦." in said and "You draw.\n" not in said
    watched = io.StringIO()
    main(["play", "bezique", "--watch", "--players", "three-handed", "--seed", "2"],
         io.StringIO("end\nquit\n"), watched)
    lines = watched.getvalue().splitlines()
    at = next(i for i, line in enumerate(lines) if line.endswith("East draws."))
    assert lines[at + 1] == "  Drawn: East 10♥, South J♦, West 7♠."


def test_all_fours_misdeals_are_told_in_words() -> None:
    """Law i's acts had been told in the engine's names: "You: deal extra 1."
    and choices "draw 1" to "draw 7" with nothing to say what the number is."""
    words = TableWords("all-fours", 2, 0)
    assert words.act(Action("deal-extra", 0, value="1")) == "You deal North a card too many."
    assert words.act(Action("deal-short", 1, value="1")) == \
        "North deals himself a card too few."
    assert words.label(Action("draw", 0, value="3")) == "draw card 3"


def test_all_fours_the_extra_card_drawn_blind_is_said_from_whose_hand_and_laid_aside() -> None:
    """Law i: "You draw." had said nothing of the card drawn, and eight choices
    "draw, blind, the card at place 1 of the hand dealt one too many" wrapped
    over the screen; the card is drawn blind, and no one sees it."""
    out = io.StringIO()
    main(["play", "all-fours", "--seed", "2", "--as-at-the-table"],
         io.StringIO("!10\n2\nquit\n"), out)
    said = out.getvalue()
    assert ("Draw the extra card blind from North's hand, by its place as the cards lie, "
            "or claim a new deal? ") in said
    assert "[2] draw card 1   [3] draw card 2" in said
    assert "You draw a card blind from North's hand, dealt one too many: it is laid aside, " \
           "face down." in said
    north = TableWords("all-fours", 2, 1)
    assert north.act(Action("draw", 0, value="3")) == \
        "South draws a card blind from your hand, dealt one too many: it is laid aside, " \
        "face down."


def test_an_irregular_act_may_be_committed_by_its_number_unlisted() -> None:
    """'!N' before 'irregular' had listed the acts was "not one of the choices"
    (and, where the table waits, "Press Enter to go on"): the number is the
    list's, whether or not it was shown."""
    listed = run(play_allfours, "irregular\n!1\nquit\n", lenient=True)
    unlisted = run(play_allfours, "!1\nquit\n", lenient=True)
    assert "You commit an irregularity" in listed
    committed = listed[listed.index("You commit an irregularity"):].splitlines()[0]
    assert committed in unlisted and "is not one of the choices" not in unlisted


#: A value of each act that takes one, as the engine offers it (a seat, a
#: trick's number, a penalty, a declaration); any other act takes "1".
_ACT_VALUES = {"claim-revoke": "add", "claim-honours": "three", "name-trump": "hearts",
               "deal": "4-3-3", "demand": "sans-prendre", "declare": "common marriage",
               "announce": "common marriage", "mark": "1"}


@pytest.mark.parametrize("game_id", sorted(GAME_ENTRIES))
def test_every_act_of_every_game_is_said_in_the_game_s_words(game_id: str) -> None:
    """Acts missing from a game's words fell through to the engine's names:
    "You: expose A♣.", "You: deal exposed J♠.", "East: see trick 1.",
    "You: claim renounce 3." (see TableWords.act).  Every kind of act a
    game's Deal handles (its @act marks) is said by the game's own words."""
    entry = GAME_ENTRIES[game_id]
    options = entry.rules.default_options()
    seats = entry.seats(options)
    pack = entry.pack_for(options)
    for kind in sorted(entry.rules.deal.ACT_LAWS):
        least, most, takes_value = entry.rules.deal._TAKES.get(kind, (0, 0, None))
        for player in range(seats):
            for you in (0, 1):
                words = TableWords(game_id, seats, you)
                action = Action(kind, player, tuple(pack[:max(least, 1 if most else 0)]),
                                _ACT_VALUES.get(kind, "1") if takes_value else None)
                said = words.act(action)
                fallback = f"{words.name(player, True)}: {kind.replace('-', ' ')}"
                assert not said.startswith(fallback), f"{game_id} {kind}: {said!r}"


def test_trumps_named_without_asking_leave_says_the_engine_follows_hoyle_s_law_10() -> None:
    """Quadrille: the table quoted law 5, whose words say he who asked leave
    "must not play sans prendre", for a penalty that makes him play sans
    prendre; the penalty is Hoyle's law 10, which the table now names and quotes."""
    out = io.StringIO()
    main(["play", "quadrille", "--seed", "3", "--as-at-the-table"], io.StringIO("!2\nquit\n"),
         out)
    committed = out.getvalue()[out.getvalue().index("You commit an irregularity"):]
    lines = committed.splitlines()
    assert lines[1].startswith("  The law: Quadrille, law 5")
    assert lines[3].startswith("    (Our text has no law for naming trumps without asking leave: "
                               "the engine follows Hoyle's law 10")
    assert '"Any person naming his trump without asking leave, is obliged to play sans ' \
           'prendre' in lines[3]


def test_an_empty_line_at_a_prompt_and_the_seed_of_a_file_s_deals_are_said_plainly(
        tmp_path: Path) -> None:
    """An empty line at a card prompt had answered "'' is not one of the
    choices"; and ``play --deal FILE --go-on`` said "Seed 9." as though it
    dealt the file's cards, though it seeds only the deals after them."""
    said = run(partial(play, "whist"), "\nquit\n", seed=1)
    assert "Lead a card: Type a card, its number, or 'help'." in said
    assert "'' is not one of the choices" not in said
    run(play_allfours, "1\n1\nquit\n", record_dir=str(tmp_path))
    out = io.StringIO()
    main(["play", "all-fours", "--deal", str(tmp_path / "all-fours-3-1.json"), "--go-on",
          "--seed", "9"], io.StringIO("quit\n"), out)
    assert "Match seed 9, for the deals after the file's." in " ".join(out.getvalue().split())


def test_all_fours_a_misdeal_is_not_judged_as_a_stand_a_beg_or_a_run() -> None:
    """``replay --judge``: law i's acts (a card dealt too many, the blind
    draw) were counted among those "not the stand, the beg or the run"."""
    from playable.table.analysis import why_unjudged

    deal = allfours.Deal.new(2, options=allfours.Options(strict=False))
    deal.apply(Action("deal-extra", deal.dealer, value=str(1 - deal.dealer)))
    for action in (deal.history[0], *deal.legal_actions()[1:2]):
        why = why_unjudged(deal, action)
        assert "law i" in why and "the stand, the beg or the run" not in why
    stand = Action("stand", 1 - deal.dealer)
    assert "the stand, the beg or the run" in why_unjudged(deal, stand)
