"""The command line ends cleanly (issue 11): every bad argument, record or
folder is one line on stderr and a status that is not 0, never a traceback;
Ctrl-C exits with 130 and "Interrupted."; a closed output pipe exits quietly
with 141; nothing from a record reaches the terminal raw."""

from __future__ import annotations

import io
import json
import os
import re
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import playable.__main__ as cli
from playable.__main__ import main
from playable.allfours import Deal as AllFoursDeal
from playable.engine.cards import Card
from playable.engine.core import Action
from playable.games import GAMES
from playable.table import record
from playable.table.seats import rule_words, rules_of, rules_told_of
from playable.table.words import TableWords

ROOT = Path(__file__).resolve().parents[1]
RECORDS = sorted((ROOT / "tests" / "records").glob("*.json"))


def one_line(text: str) -> str:
    assert text.endswith("\n") and text.count("\n") == 1, repr(text)
    assert "Traceback" not in text
    return text


def command(*args: str, env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), **(env or {}))
    env.pop("PLAYABLE_RECORD_DIR", None)
    return subprocess.Popen([sys.executable, "-m", "playable", *args], cwd=ROOT, env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)


# -- replay ------------------------------------------------------------------------------


def test_a_bad_record_is_one_line_and_status_2(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    for content in (b"\xff\xfe", b"[" * 100_000, b'{"version": 1.0}', b"{}"):
        bad.write_bytes(content)
        out = io.StringIO()
        assert main(["replay", str(bad)], stdout=out) == 2
        assert out.getvalue() == ""
        # a field of the record named, or the file itself ("record field
        # '(file)'" had named the file as though it were a field of it)
        said = one_line(capsys.readouterr().err)
        assert said.startswith((f"{bad}: record field '", f"{bad}: the file: ")), said
        assert "'(file)'" not in said
    assert main(["replay", str(tmp_path / "missing.json")], stdout=io.StringIO()) == 2
    assert "the file: cannot read" in one_line(capsys.readouterr().err)


def test_a_set_up_record_without_its_hands_is_one_line_and_status_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "start.json"
    bad.write_text(json.dumps({"format": "playable-record", "version": 3, "game": "all-fours",
                               "start": {}, "actions": []}), encoding="utf-8")
    assert main(["replay", str(bad)], stdout=io.StringIO()) == 2
    err = one_line(capsys.readouterr().err)
    assert err.startswith(f"{bad}: record field 'start.hands': missing (the cards each seat")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_replay_refuses_a_named_pipe_or_a_device_at_once(tmp_path: Path) -> None:
    """A named pipe with no writer would hold ``open`` up for ever, and a
    device's reads never end: neither is a record, and each is refused by
    its path (in a process of its own, which a hang would not stop)."""
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    for path, kind in ((pipe, "a named pipe"), (Path("/dev/null"), "a device")):
        proc = command("replay", str(path))
        try:
            _, err = proc.communicate(timeout=60)
        finally:
            proc.kill()
        assert proc.returncode == 2
        said = err.decode()
        # (a long path is shortened in the message: the test's folder may be long)
        assert said.endswith(f": not a regular file ({kind})\n"), said
        assert f'cannot read "{str(path)[:40]}' in said


def test_replay_escapes_what_a_record_carries(tmp_path: Path) -> None:
    deal = AllFoursDeal.new(3)
    deal.apply(Action("mark", 0, (), "\r\x0b1\u2028"))  # int() reads it as 1
    path = tmp_path / "odd.json"
    record.save(deal, path)
    out = io.StringIO()
    assert main(["replay", str(path)], stdout=out) == 0
    shown = out.getvalue()
    assert "marks \\r\\x0b1\\u2028 point(s)" in shown
    assert all(line.isprintable() for line in shown.splitlines())


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_replay_of_an_ordinary_record_is_unchanged_by_the_escaping(path: Path) -> None:
    deal = record.load(path)
    out = io.StringIO()
    assert main(["replay", str(path)], stdout=out) == 0
    entry = GAMES[deal.GAME]
    words = TableWords(entry.id, entry.seats(deal.options))
    told = [f"Rules: {rule_words(entry.id, name)}." for name in rules_of(entry.id, deal.options)]
    assert out.getvalue() == words.record("\n".join([*told, entry.describe(deal)])) + "\n"


def test_verdicts_on_a_deal_the_solver_takes_no_act_of_say_why_in_a_line() -> None:
    """Three-handed Bezique, watched to its end, then ``verdicts``: a line an
    act, every one "no verdict" (128 lines), and then a reason that was
    wrong (that the solver takes the last eight tricks); now the verdicts
    say in two lines that none is judged, and why."""
    out = io.StringIO()
    main(["play", "bezique", "--players", "three-handed", "--watch", "--seed", "4"],
         stdin=io.StringIO("end\nverdicts\nquit\n"), stdout=out)
    said = out.getvalue().split("The solver's verdicts on the acts in deal 1", 1)[1]
    assert "no verdict" not in said
    assert "  None of the acts is one the solver values." in said
    assert re.search(r"\n\d+ acts not judged: the solver plays two-handed Bezique only\.\n",
                     said)


@pytest.mark.parametrize("watch", [["--watch"], []])
def test_the_strong_player_at_three_handed_bezique_is_said_to_play_as_the_period_player(
        watch: list[str]) -> None:
    """Its solver takes two hands only, so at three it plays every act as the
    period player, each act saying so; the table had named it "the strong
    player (it solves the deals the unseen cards could make ...)", and the
    watching table had said that each of its acts may take a second or more."""
    out = io.StringIO()
    main(["play", "bezique", "--players", "three-handed", "--opponent", "strong", "--seed", "4",
          *watch], stdin=io.StringIO("quit\n"), stdout=out)
    opening = " ".join(out.getvalue().split("Seed 4.")[0].split("seed 4;")[0].split())
    assert ("the strong player, which at three hands plays by the cautions of ¶127 as the "
            "period player does (its solver takes two hands only)") in opening
    assert "unseen cards" not in opening
    # nor does the watching table say its acts may take a second or more
    assert "second or more" not in out.getvalue()
    two = io.StringIO()
    main(["play", "bezique", "--opponent", "strong", "--seed", "4", *watch],
         stdin=io.StringIO("quit\n"), stdout=two)
    assert "it solves the deals the unseen cards could make" in " ".join(two.getvalue().split())
    if watch:  # by two it weighs samples in the last eight, and the table says so
        assert "Each of its acts may take a second or more" in two.getvalue()
    if not watch:  # seated: the others' acts of the first tricks are not announced as thinking
        played = io.StringIO()
        main(["play", "bezique", "--players", "three-handed", "--opponent", "strong", "--seed",
              "4"], stdin=io.StringIO("1\n" * 6 + "quit\n"), stdout=played)
        assert "plays" in played.getvalue() and "thinking" not in played.getvalue()


def test_replay_says_the_rules_a_table_may_choose_that_the_deal_was_played_by(
        tmp_path: Path) -> None:
    """A record of Short Whist (¶77) replayed: the header said "Whist" and no
    more, and the deal's honours were "not counted at 4" with nothing to say
    why.  Replay now says the rules as the table that dealt it said them, and
    so does ``play --deal`` of the record; a record by the edition's own rules
    says none, and one by two of the rules says both."""
    from playable.whist import Deal as WhistDeal
    from playable.whist import Options as WhistOptions

    def replayed(options: WhistOptions) -> list[str]:
        deal = WhistDeal.new(3, dealer=3, options=options)
        while not deal.is_over:
            deal.play(deal.legal_plays()[0])
        path = tmp_path / f"whist-{len(list(tmp_path.iterdir()))}.json"
        record.save(deal, path)
        out = io.StringIO()
        assert main(["replay", str(path)], stdout=out) == 0
        return out.getvalue().splitlines()

    short = replayed(WhistOptions(variety="short", score=(4, 2)))
    assert short[1] == "Rules: Short Whist, five points a game, honours never called (¶77)."
    assert short[2].startswith("Whist: East deals")
    # the file's deal dealt again at the table says them too, watched or played
    for watch in (["--watch"], []):
        out = io.StringIO()
        main(["play", "whist", "--deal", str(tmp_path / "whist-0.json"), *watch],
             stdin=io.StringIO("quit\n"), stdout=out)
        assert "Rules: Short Whist, five points a game, honours never called (¶77)." \
            in out.getvalue().splitlines()
    assert not [line for line in replayed(WhistOptions(score=(4, 2))) if line.startswith("Rules:")]
    # a file of several deals (a rubber's, each with its score): the rules they all share
    assert rules_told_of("whist", [WhistOptions(variety="short", score=(0, 0)),
                                   WhistOptions(variety="short", score=(3, 2))]) == [short[1]]
    assert rules_told_of("whist", [WhistOptions(variety="short"), WhistOptions()]) == []
    # the clubs' rule at eight is "deal_calls_against_nine=False": Short Whist has it not
    both = replayed(WhistOptions(variety="short", deal_calls_against_nine=False))
    assert [line for line in both if line.startswith("Rules:")] == [
        "Rules: Short Whist, five points a game, honours never called (¶77).",
        f"Rules: {rule_words('whist', 'clubs-at-eight')}."]


def test_replay_names_the_seats_as_the_table_does() -> None:
    """Issue 33: replay said P0-P3; it names the seats by the compass, as the
    terminal and the pages do, after a line giving each its index."""
    out = io.StringIO()
    assert main(["replay", str(ROOT / "tests" / "records" / "quadrille-107.json")], stdout=out) == 0
    lines = out.getvalue().splitlines()
    assert lines[0] == "Seats: South (P0), East (P1), North (P2), West (P3)."
    assert "East is ombre (called), clubs trumps, calls K♥ (West is the friend)" in lines
    assert not re.search(r"\bP\d\b", "\n".join(lines[1:]))


def test_a_closed_pipe_ends_replay_quietly_with_141() -> None:
    proc = command("replay", str(RECORDS[0]))
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # the reader is gone before anything is written
    status = proc.wait(timeout=60)
    assert status == 141, proc.stderr.read()
    assert proc.stderr.read() == b""


def test_ctrl_c_during_replay_exits_130(monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    def interrupted(path: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(record, "load_analysed", interrupted)  # what replay reads with
    assert main(["replay", str(RECORDS[0])], stdout=io.StringIO()) == 130
    assert one_line(capsys.readouterr().err) == "Interrupted.\n"


def _all_fours_played(seed: int) -> AllFoursDeal:
    """A deal of All-Fours played to its end by seeded choices of the lawful acts."""
    import random

    deal = AllFoursDeal.new(seed)
    rng = random.Random(seed)
    while not deal.is_over:
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


def test_replay_judge_gives_the_solvers_verdict_on_every_act(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """``replay --judge``: every act judged by the solver, as ``annotate``
    judges it, where the record carries no verdicts (a deal kept at the
    terminal); a record's own verdicts kept and its nulls judged again; on a
    terminal, how many acts are judged is shown on stderr meanwhile."""
    from playable.table import analysis

    deal = _all_fours_played(7)
    path = tmp_path / "plain.json"
    record.save(deal, path)
    plain = io.StringIO()
    assert main(["replay", str(path)], stdout=plain) == 0
    assert "The solver's verdicts" not in plain.getvalue()
    verdicts = analysis.annotate(deal)
    expected = record.verdict_lines(deal, verdicts, "judged now")
    # then the acts not judged, by the reason (the beg and its answer here)
    unjudged = analysis.not_judged(deal, verdicts)
    assert unjudged == [("2 acts not judged: the solver takes the play of the tricks, not "
                         "the stand, the beg or the run.")]
    out = io.StringIO()
    assert main(["replay", str(path), "--judge"], stdout=out) == 0
    lines = out.getvalue().splitlines()
    at = lines.index("The solver's verdicts, every hand known (judged now):")
    assert lines[:at] == plain.getvalue().splitlines()  # the deal told as without --judge
    assert lines[at:] == expected + unjudged and len(expected) == len(deal.history) + 1
    assert any(line.endswith(": best") for line in expected)
    assert capsys.readouterr().err == ""  # no progress where stderr is not a terminal

    known = [None if i % 2 else v for i, v in enumerate(verdicts)]
    kept = sum(isinstance(v, dict) for v in known)
    annotated = tmp_path / "annotated.json"
    annotated.write_text(record.dumps(deal, analysis=known), encoding="utf-8")
    judged: list[int] = []
    judge_one = analysis._judged

    def counted(*args: object) -> object:
        judged.append(1)
        return judge_one(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(analysis, "_judged", counted)
    monkeypatch.setattr(cli, "_is_terminal", lambda stream: True)
    out = io.StringIO()
    assert main(["replay", str(annotated), "--judge"], stdout=out) == 0
    lines = out.getvalue().splitlines()
    at = lines.index("The solver's verdicts, every hand known (judged now, "
                     f"{kept} of them as the record carries them):")
    assert lines[at + 1:] == expected[1:] + unjudged
    assert len(judged) == len(known) - kept  # the nulls alone judged again
    acts = len(deal.history)
    err = capsys.readouterr().err
    assert err.startswith(f"\rThe solver has judged 0 of {acts} acts…")
    assert f"\rThe solver has judged {acts} of {acts} acts…" in err
    assert err.endswith("\r\x1b[K")  # the progress line wiped at the end


def test_replay_judge_values_the_acts_where_a_deal_stopped(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """A deal left half-played: ``replay --judge`` judges its acts and then
    values every act open where it stands, as *Show the best card* does; a
    deal with no act (Quadrille's, before its auction) has no verdicts, and
    where the solver does not take the position, it says why."""
    from playable.quadrille import Deal as QuadrilleDeal
    from playable.table import analysis

    whole = _all_fours_played(7)
    half = whole.replayed(len(whole.history) - 5)
    assert not half.is_over and half.history
    path = tmp_path / "half.json"
    record.save(half, path)
    out = io.StringIO()
    assert main(["replay", str(path), "--judge"], stdout=out) == 0
    lines = out.getvalue().splitlines()
    now = analysis.standing(half)
    assert lines[-len(now):] == now
    assert re.fullmatch(r"Now, for (South|North): the best is .+ \([+-]\d+ points?\)\.", now[0])
    found = analysis.analyse(half, line=False, values_only=True)
    assert len(now) == 1 + len(found.values) and sum("(best)" in x for x in now) == len(found.best)
    at = lines.index("The solver's verdicts, every hand known (judged now):")
    unjudged = analysis.not_judged(half, analysis.annotate(half))
    assert len(lines) - len(now) - len(unjudged) - at - 1 == len(half.history)
    assert lines[at + 1 + len(half.history):len(lines) - len(now)] == unjudged
    monkeypatch.setattr(cli, "_is_terminal", lambda stream: True)
    assert main(["replay", str(path), "--judge"], stdout=io.StringIO()) == 0
    err = capsys.readouterr().err
    assert err.endswith("The solver is valuing the acts where the deal stands…\r\x1b[K")

    fresh = tmp_path / "fresh.json"
    record.save(QuadrilleDeal.new(3), fresh)
    out = io.StringIO()
    assert main(["replay", str(fresh), "--judge"], stdout=out) == 0
    text = out.getvalue()
    assert "The solver's verdicts" not in text
    assert text.endswith("South to deal\nNow: no verdict: the solver takes the play of the "
                         "ten tricks, not the deal, the speaking and the call, or the demands "
                         "and the settling at the end.\n")


# -- play --------------------------------------------------------------------------------


class CtrlC(io.StringIO):
    """Input that is interrupted at the first prompt."""

    def readline(self, size: int | None = -1, /) -> str:
        raise KeyboardInterrupt


@pytest.mark.parametrize("game", list(GAMES))
def test_ctrl_c_at_a_prompt_exits_130(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    out = io.StringIO()
    assert main(["play", game, "--seed", "3"], CtrlC(), out) == 130
    assert one_line(capsys.readouterr().err) == "Interrupted.\n"


def test_a_real_ctrl_c_at_the_play_prompt() -> None:
    proc = command("play", "bezique", "--seed", "3")
    assert proc.stdout is not None and proc.stderr is not None
    seen, deadline = b"", time.monotonic() + 60
    while b"Lead a card: " not in seen and time.monotonic() < deadline:
        ready, _, _ = select.select([proc.stdout], [], [], 1)
        if ready:
            seen += os.read(proc.stdout.fileno(), 65536)
    assert b"Lead a card: " in seen
    proc.send_signal(signal.SIGINT)
    assert proc.wait(timeout=30) == 130
    assert proc.stderr.read() == b"Interrupted.\n"


def test_input_with_no_newline_is_read_a_line_at_a_time() -> None:
    from playable.table.console import MAX_LINE, ask

    text = "\0" * (MAX_LINE * 3)
    stdin, out = io.StringIO(text), io.StringIO()
    assert ask(stdin, out, "? ") == "\0" * MAX_LINE


def test_typed_nonsense_is_echoed_short_and_escaped() -> None:
    out = io.StringIO()
    assert main(["play", "quadrille", "--seed", "3"],
                io.StringIO("\x1b[2J" + "x" * 500 + "\nquit\n"), out) == 0
    line = next(x for x in out.getvalue().splitlines() if "is not one of the choices" in x)
    assert "\x1b" not in line and "\\x1b[2J" in line and len(line) < 200


def test_a_bad_record_folder_is_refused_before_any_card_is_dealt(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    a_file = tmp_path / "a-file"
    a_file.write_text("", encoding="utf-8")
    for folder in (a_file, a_file / "below"):
        monkeypatch.setenv("PLAYABLE_RECORD_DIR", str(folder))
        out = io.StringIO()
        assert main(["play", "bezique", "--seed", "3"], io.StringIO("quit\n"), out) == 2
        assert out.getvalue() == ""  # nothing dealt
        err = one_line(capsys.readouterr().err)
        assert f"PLAYABLE_RECORD_DIR={folder}" in err
    made = tmp_path / "new" / "records"
    monkeypatch.setenv("PLAYABLE_RECORD_DIR", str(made))
    assert main(["play", "bezique", "--seed", "3"], io.StringIO("quit\n"), io.StringIO()) == 0
    assert made.is_dir()


def test_play_never_writes_through_a_link_in_the_record_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "precious.txt"
    target.write_text("keep me", encoding="utf-8")
    folder = tmp_path / "records"
    folder.mkdir()
    (folder / "all-fours-5-1.json").symlink_to(target)
    monkeypatch.setenv("PLAYABLE_RECORD_DIR", str(folder))
    out = io.StringIO()
    assert main(["play", "all-fours", "--seed", "5"], io.StringIO("1\n" * 3000), out) == 0
    assert target.read_text(encoding="utf-8") == "keep me"
    assert (folder / "all-fours-5-1-2.json").is_file()
    assert record.load(folder / "all-fours-5-1-2.json").is_over


# -- arguments ---------------------------------------------------------------------------


@pytest.mark.parametrize("args, words", [
    (["bench", "--seconds", "nan"], "more than 0"), (["bench", "--seconds", "inf"], "more than 0"),
    (["bench", "--seconds", "-1"], "more than 0"), (["bench", "--seconds", "0"], "more than 0"),
    (["bench", "--seconds", "x"], "more than 0"),
    (["bench", "piquet"], "unknown game \"piquet\"; the games are quadrille, all-fours, bezique, whist"),
    (["play", "bezique", "--seed", "1.5"], "a seed is a whole number"),
    (["play", "bezique", "--seed", "9" * 41], "a seed is a whole number"),
    (["play", "piquet"], "invalid choice"),
    # one rule for digits: ASCII only, whichever option (Python's int() reads them all)
    (["play", "bezique", "--seed", "\u0663"], "a seed is a whole number"),
    (["bench", "--solver", "--deals", "\u0665"], "a number of deals is a whole number"),
    (["bench", "--seconds", "\u0663"], "more than 0"),
    (["bench", "--solver", "--deals", "1_0"], "a number of deals is a whole number"),
    (["bench", "--seconds", "1_0"], "more than 0"),
])
def test_a_bad_argument_is_refused_with_status_2(args: list[str], words: str,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(args, io.StringIO(), io.StringIO())
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err


@pytest.mark.parametrize("args, words", [
    (["--pimc", "--solver"], "--solver and --pimc are separate measurements"),
    (["--peers", "--solver"], "--solver and --peers are separate measurements"),
    (["--no-clock"], "--no-clock is for --pimc, not the playouts"),
    (["--solver", "--no-clock"], "--no-clock is for --pimc, not --solver"),
    (["--deals", "3"], "--deals is for --solver, --pimc or --peers, not the playouts"),
    (["bezique", "--deals", "3"], "--deals is for --solver, --pimc or --peers"),
    (["--solver", "--seconds", "1"], "--seconds is for the playouts (bench alone) or --peers"),
    (["--pimc", "--seconds", "1"], "not --pimc"),
    (["whist", "--peers"], "a game named is for the playouts (bench alone), --solver or --pimc"),
])
def test_bench_refuses_options_that_mean_nothing_together(
        args: list[str], words: str, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """``bench --pimc --solver`` ran --pimc alone, and --no-clock without
    --pimc, --deals without a measurement that reads it, --seconds with
    --solver were dropped without a word: each is one line on stderr and
    status 2, as ``play --watch --go-on`` is, before anything is measured."""
    from playable import bench

    def measured(*args: object, **kwargs: object) -> int:
        raise AssertionError("measured")

    for name in ("run", "solver", "pimc", "peers"):
        monkeypatch.setattr(bench, name, measured)
    out = io.StringIO()
    assert main(["bench", *args], stdout=out) == 2
    assert out.getvalue() == ""
    err = one_line(capsys.readouterr().err)
    assert err.startswith("python -m playable bench: ") and words in err, err
    assert err.rstrip().endswith(("leave it out", "give one at a time")), err


def test_bench_options_that_go_together_are_read(monkeypatch: pytest.MonkeyPatch) -> None:
    from playable import bench

    calls: list[tuple[str, object]] = []
    monkeypatch.setattr(bench, "run", lambda games, seconds, out: calls.append(
        ("run", seconds)) or 0)
    monkeypatch.setattr(bench, "peers", lambda seconds, out, solver_deals: calls.append(
        ("peers", (seconds, solver_deals))) or 0)
    monkeypatch.setattr(bench, "pimc", lambda deals, out, games, seconds: calls.append(
        ("pimc", (deals, games, seconds))) or 0)
    for args in (["bezique"], ["--seconds", "0.5"], ["--peers", "--seconds", "3", "--deals", "4"],
                 ["all-fours", "--pimc", "--deals", "2", "--no-clock"]):
        assert main(["bench", *args], stdout=io.StringIO()) == 0
    assert calls == [("run", 2.0), ("run", 0.5), ("peers", (3.0, 4)),
                     ("pimc", (2, ["all-fours"], None))]


def test_bench_help_names_every_case_timed_on_fewer_deals(
        capsys: pytest.CaptureFixture[str]) -> None:
    """``bench --help`` said --deals is at most 15 \"of Quadrille's slow first
    leads\" alone, where Whist's two cases are capped too (at 15 and 3): it
    names each capped case of the registry and its number."""
    with pytest.raises(SystemExit) as exited:
        main(["bench", "--help"], io.StringIO(), io.StringIO())
    assert exited.value.code == 0
    shown = " ".join(capsys.readouterr().out.split())
    capped = [case for game in GAMES.values() for case in game.solver.cases
              if case.most is not None]
    assert {case.label.partition(",")[0] for case in capped} >= {"Quadrille", "Whist"}
    for case in capped:
        assert f"{case.most} for {case.label}" in shown, case.label


def test_bench_run_refuses_an_unknown_game_or_a_time_that_never_ends() -> None:
    from playable.bench import run

    for games, seconds in ((["piquet"], 1.0), (["bezique"], float("nan")),
                           (["bezique"], float("inf")), (["bezique"], -1.0)):
        out = io.StringIO()
        assert run(games, seconds=seconds, out=out) == 2
        assert "the games are" in out.getvalue() or "more than 0" in out.getvalue()


def test_ctrl_c_during_bench_exits_130(monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    from playable import bench
    def interrupted(*args: object, **kwargs: object) -> tuple[float, float]:
        raise KeyboardInterrupt

    monkeypatch.setattr(bench, "measure", interrupted)
    assert main(["bench", "bezique", "--seconds", "0.01"], stdout=io.StringIO()) == 130
    assert one_line(capsys.readouterr().err) == "Interrupted.\n"


def test_the_record_of_a_deal_played_at_the_prompt_replays(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    monkeypatch.setenv("PLAYABLE_RECORD_DIR", str(tmp_path))
    assert main(["play", "quadrille", "--seed", "4"], io.StringIO("1\n" * 400 + "n\n"),
                io.StringIO()) == 0
    saved = sorted(tmp_path.glob("quadrille-4-*.json"))
    assert saved
    data = json.loads(saved[0].read_text(encoding="utf-8"))
    assert record.from_json(data).is_over


# -- output in an encoding without the suit signs ------------------------------------------


@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_play_and_replay_write_cards_in_letters_where_the_signs_cannot_be(encoding: str) -> None:
    """With ``PYTHONIOENCODING`` an encoding without ♠ ♥ ♦ ♣ (or the dash), the
    command line writes cards in the letter notation the engine reads, and
    reads what cannot be decoded without failing."""
    env = {"PYTHONIOENCODING": encoding}
    proc = command("replay", str(ROOT / "tests" / "records" / "bezique-7.json"), env=env)
    out, err = proc.communicate(timeout=120)
    assert (proc.returncode, err) == (0, b"")
    text = out.decode(encoding)
    assert "North is dealt 7C 8C 9D JD JH QH 10H 7S" in text and "?" not in text
    proc = command("play", "all-fours", "--seed", "5", env=env)
    out, err = proc.communicate("Q♠\n1\nq\n".encode(), timeout=120)
    assert (proc.returncode, err) == (0, b"")
    text = out.decode(encoding)
    assert "Your hand: QS 4S  9C 2C  KD 4D" in text
    assert "is not one of the choices" in text  # the card typed in signs, not understood


def test_a_message_on_stderr_is_in_letters_too(tmp_path: Path) -> None:
    bad = tmp_path / "pack.json"
    data = json.loads((ROOT / "tests" / "records" / "all-fours-3.json").read_text("utf-8"))
    data["pack"][1] = data["pack"][0]
    bad.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    proc = command("replay", str(bad), env={"PYTHONIOENCODING": "ascii"})
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 2
    twice = Card.parse(data["pack"][0])
    assert f"dealt more often than the pack holds it: {twice.rank}{twice.suit.letter}" in \
        err.decode()


def test_replay_cites_the_laws_as_the_table_does() -> None:
    """``replay`` had cited "[all-fours:s93-v]" (the engine's id), where the
    table, playing the same deal, says "[All-Fours, term v]"."""
    records = sorted((Path(__file__).parent / "records").glob("*.json"))
    assert records
    seen = 0
    for path in records:
        out = io.StringIO()
        assert main(["replay", str(path)], stdout=out) == 0
        text = out.getvalue()
        assert not re.search(r"\[(all-fours|quadrille|bezique|whist):[a-z0-9-]+\]", text), path
        seen += bool(re.search(r"\[(All-Fours|Quadrille|Bezique|Whist)[ ,]", text))
    assert seen, "no record replayed cites a law: the first assertion tests nothing"


def test_replay_wraps_to_the_window_on_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """On a terminal ``replay`` wraps its lines at word boundaries, as the
    table does (a line of 176 characters had been cut by the terminal inside
    a card, "8" then "♥"); to a file or a pipe its lines stay whole."""
    from playable.table.console import _wrapped

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.setenv("COLUMNS", "60")
    record = min((Path(__file__).parent / "records").glob("*.json"))
    shown, piped = Terminal(), io.StringIO()
    assert main(["replay", str(record)], stdout=shown) == 0
    assert main(["replay", str(record)], stdout=piped) == 0
    assert any(len(line) > 60 for line in piped.getvalue().splitlines())
    assert all(len(line) <= 60 for line in shown.getvalue().splitlines()), shown.getvalue()
    assert shown.getvalue().split() == piped.getvalue().split()  # the same words
    # a line of choices keeps each choice's cards with its words
    line = "  [1] 10♦   [2] stand   [3] beg   [4] discard 4♠   [5] declare common marriage K♥ Q♥"
    wrapped = _wrapped(line, 40).splitlines()
    assert any("[4] discard 4♠" in x for x in wrapped)
    assert any("marriage K♥ Q♥" in x for x in wrapped)  # the cards with the word before them


def test_an_option_given_twice_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    """``--rules short --rules clubs-at-eight`` had played by the last alone,
    saying nothing of the first."""
    with pytest.raises(SystemExit) as exited:
        main(["play", "whist", "--rules", "short", "--rules", "clubs-at-eight"],
             io.StringIO(), io.StringIO())
    assert exited.value.code == 2
    assert "--rules is given once" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["play", "bezique", "--players", "three-handed", "--players", "three-handed"],
             io.StringIO(), io.StringIO())
    out = io.StringIO()
    assert main(["play", "whist", "--rules", "short"], io.StringIO("quit\n"), out) == 0
    assert "Short Whist" in out.getvalue()
