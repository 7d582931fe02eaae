"""All-Fours in the terminal, driven end to end by scripted input."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest

from playable import allfours
from playable.__main__ import main
from playable.engine.core import Action
from playable.table import record
from playable.table.terminal import play
from playable.table.words import TableWords


def run(text: str, seed: int = 3, **kwargs: object) -> str:
    out = io.StringIO()
    assert play("all-fours", io.StringIO(text), out, seed=seed, **kwargs) == 0  # type: ignore[arg-type]
    return out.getvalue()


def test_a_whole_match_to_the_end() -> None:
    out = run("1\n" * 3000)
    assert re.search(r"(You win|North wins) the match, 1\d to \d\b", out)
    assert "=== Deal 1:" in out and "--- End of deal 1." in out
    assert "Your hand:" in out and "Trumps:" in out and "The match: you " in out
    assert "[All-Fours, term" in out  # the score with its reasons
    assert "Deal seed" in out


def test_quitting() -> None:
    out = run("quit\n")
    assert out.rstrip().endswith("the match is abandoned. Goodbye.")
    assert run("").rstrip().endswith("the match is abandoned. Goodbye.")  # end of input


def find_renounce(seed: int) -> tuple[int, str] | None:
    """The number of answers typed before the first prompt at which the
    reader holds the suit led and a card of a third suit, and that card."""
    out = run("1\n" * 3000, seed=seed)
    answers, trump, hand, led = 0, "", [], ""
    for line in out.splitlines():
        if line.startswith("Trumps:"):
            trump, led = line.split()[2], ""
        elif line.startswith("Your hand:"):
            hand = line.split(":", 1)[1].split()
        elif line.startswith("On the table:"):
            led = line.split()[-1].rstrip(".")
        elif re.match(r"\s+\[1\] ", line):
            offered = re.findall(r"\] (\S+)", line)
            third = [c for c in hand if c not in offered and led and c[-1] not in (led[-1], trump)]
            if third and any(c[-1] == led[-1] for c in hand):
                return answers, third[0]
            answers += 1
    return None


def test_a_renounce_typed_is_refused_with_law_iii() -> None:
    found = next((seed, hit) for seed in range(50) if (hit := find_renounce(seed)))
    seed, (before, card) = found
    out = run("1\n" * before + card + "\n" + "1\n" * 3000, seed=seed)
    assert "Refused: You must follow suit or trump: you hold" in out
    assert 'All-Fours, law iii "Trump or follow suit"' in out
    assert re.search(r"wins the match", out)  # play went on after the refusal


def test_typing_nonsense_is_answered_with_the_choices() -> None:
    out = run("fish\n" + "1\n" * 3000)
    assert "'fish' is not one of the choices" in out


def test_records_are_written_when_asked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                        ) -> None:
    monkeypatch.setenv("PLAYABLE_RECORD_DIR", str(tmp_path))
    out = io.StringIO()
    assert main(["play", "all-fours", "--seed", "5"], io.StringIO("1\n" * 3000), out) == 0
    saved = sorted(tmp_path.glob("all-fours-5-*.json"))
    assert saved and "Record saved:" in out.getvalue()
    deal = record.load(saved[0])
    assert deal.is_over
    assert json.loads(saved[0].read_text(encoding="utf-8"))["game"] == "all-fours"


def test_the_command_line(tmp_path: Path) -> None:
    out = io.StringIO()
    assert main(["play", "all-fours", "--seed", "7"], io.StringIO("q\n"), out) == 0
    assert "Match seed 7" in out.getvalue()
    deal = allfours.Deal.new(12)
    deal.stand()
    while not deal.is_over:
        deal.apply(deal.legal_actions()[0])
    path = tmp_path / "deal.json"
    record.save(deal, path)
    shown = io.StringIO()
    assert main(["replay", str(path)], stdout=shown) == 0
    text = shown.getvalue()
    assert "North stands." in text and "Trick 6:" in text and "Points:" in text


def test_law_i_and_law_iv_acts_are_listed_in_words() -> None:
    """The misdeals of law i and the wrong score of law iv, as the table
    lists them to the reader (the dealer, South, or North)."""
    south, north = TableWords("all-fours", 2, 0), TableWords("all-fours", 2, 1)
    extra, short = Action("deal-extra", 0, value="0"), Action("deal-short", 0, value="1")
    assert south.label(extra) == "deal yourself a card too many"
    assert south.label(short) == "deal North a card too few"
    assert north.label(extra) == "deal South a card too many"
    assert north.label(short) == "deal you a card too few"
    assert south.label(Action("mark", 0, value="1")) == "mark a point"
    assert south.label(Action("mark", 0, value="jack")) == "mark jack"
