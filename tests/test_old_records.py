"""Records written before the engine was one engine still replay.

``tests/records/`` holds records written by the engine as it stood before the
shared core (three separate engines, commit d1f92c9): deals of each game, some
with irregularities committed and punished.  Behaviour that exists is a
promise: each must replay to the same history and the same stored result.

Beside them, a record of each reading that changed since records were
written, made by the engine of its day: Quadrille's law 10 of a lead in turn
(``quadrille-118``, version 1, written at d1f92c9; ``quadrille-107``, version
2, written at 3022748, just before law 10 was read as the text has it) and
law 12 noting a count aloud in the counter's own turn (``quadrille-12-count-
aloud``, written at a9ce78f); All-Fours' Game with nothing to count
(``all-fours-nought``, version 2, written at 3022748); Bezique's overdraw
(``bezique-7``); Whist's card played out of turn to a trick, taken back and
called before ¶76 viii was followed (``whist-8-out-of-turn``, written at
21c85b3), and its misdeal ending the deal at once before iv's demand was
(``whist-5-misdeal``, written at 21c85b3).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from playable.table import record

RECORDS = sorted((Path(__file__).parent / "records").glob("*.json"))


def test_there_are_old_records_of_every_game() -> None:
    from playable.games import GAMES

    assert {json.loads(p.read_text(encoding="utf-8"))["game"] for p in RECORDS} == set(GAMES)


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_an_old_record_replays_to_its_stored_result(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    deal = record.from_json(data)  # checks the stored result against the replay
    assert deal.is_over
    assert [a.to_json() for a in deal.history] == data["actions"]
    lines = deal.result().to_json()
    assert json.dumps(lines, sort_keys=True) != "{}"


def test_an_old_record_with_a_changed_result_is_refused() -> None:
    data = json.loads(RECORDS[0].read_text(encoding="utf-8"))
    lines = data["result"]["lines"]
    lines[0]["points"] += 1
    with pytest.raises(record.RecordError, match="result"):
        record.from_json(data)


def test_a_bezique_record_without_the_double_option_replays_with_fosters_reading() -> None:
    """Records written before ``Options.double`` (124 ii) name no ``double``:
    they were played while a double bezique after a bezique asked a new card
    from the hand, and replay so; a record written now names it."""
    data = json.loads((Path(__file__).parent / "records" / "bezique-429.json")
                      .read_text(encoding="utf-8"))
    assert "double" not in data["options"]
    deal = record.from_json(data)
    assert deal.options.double == "new-card"
    assert json.loads(record.dumps(deal))["options"]["double"] == "new-card"
    fresh = json.loads(record.dumps(record.from_json({**data, "options": {
        **data["options"], "double": "on-table"}})))
    assert fresh["options"]["double"] == "on-table"


def test_an_old_bezique_record_replays_with_the_overdraw_rule_of_its_day() -> None:
    """Bezique 126 iv changed when the witness was found (122: the adversary
    decides which card goes back).  A version 1 record with an overdraw replays
    under the old reading; the same acts under version 2 do not, since the
    adversary's choice is then awaited."""
    data = json.loads((Path(__file__).parent / "records" / "bezique-7.json")
                      .read_text(encoding="utf-8"))
    assert data["version"] == 1
    deal = record.from_json(data)
    assert deal.options.overdraw == "kept"
    assert any(i.law == "bezique:s126-iv" for i in deal.irregularities)
    with pytest.raises(record.RecordError, match="actions"):
        record.from_json({**data, "version": 2})


#: Records of the readings before today's, each written by the engine of its
#: day: the record's stem, its version, the option its options object leaves
#: out, and the reading its engine played by.
READINGS_BEFORE: list[tuple[str, int, str, str]] = [
    ("quadrille-118", 1, "friend_shown", "lead"),
    ("quadrille-107", 2, "friend_shown", "lead"),
    ("quadrille-12-count-aloud", 2, "count_aloud", "always"),
    ("all-fours-nought", 2, "game_nought", "nobody"),
]


@pytest.mark.parametrize(("stem", "version", "option", "reading"), READINGS_BEFORE)
def test_an_old_record_replays_under_the_reading_of_its_day(
        stem: str, version: int, option: str, reading: str) -> None:
    """Quadrille's law 10 once read a lead in turn (the friend, not eldest,
    leading a matador or the called king) as notice of the friend; its law 12
    once noted every count aloud; All-Fours once gave nobody Game when there
    was nothing to count.  A record without the option's key replays under
    the reading it was written with; given today's reading it does not, since
    its stored result is not the replay's."""
    data = json.loads((Path(__file__).parent / "records" / f"{stem}.json")
                      .read_text(encoding="utf-8"))
    assert data["version"] == version and option not in data["options"]
    deal = record.from_json(data)
    assert getattr(deal.options, option) == reading
    today = getattr(type(deal.options)(), option)
    assert today != reading
    with pytest.raises(record.RecordError, match="result"):
        record.from_json({**data, "options": {**data["options"], option: today}})


def test_a_quadrille_record_of_today_reads_as_written() -> None:
    """A record written now names every option, the readings of today
    included: the older readings fill only the keys a record leaves out."""
    from playable.quadrille import Deal, Options

    deal = Deal.new(12)
    data = json.loads(record.dumps(deal))
    assert data["options"]["friend_shown"] == "out-of-turn"
    assert data["options"]["count_aloud"] == "out-of-turn"
    assert record.from_json(data).options == Options()


def test_a_whist_record_from_before_viii_replays_with_the_card_taken_back() -> None:
    """``whist-8-out-of-turn``: East, the third hand, played before North, and
    the engine of its day took the card back and called it (¶76 ix).  The
    record names no ``out_of_turn`` and replays with ``"called"``; read with
    viii's remedy, the cards standing, its acts no longer fit."""
    data = json.loads((Path(__file__).parent / "records" / "whist-8-out-of-turn.json")
                      .read_text(encoding="utf-8"))
    assert "out_of_turn" not in data["options"]
    deal = record.from_json(data)
    assert deal.options.out_of_turn == "called"
    assert deal.irregularities[0].law == "whist:s76-ix"
    data["options"]["out_of_turn"] = "stand"
    with pytest.raises(record.RecordError):
        record.from_json(data)


def test_a_whist_record_from_before_ivs_demand_replays_with_the_deal_void_at_once() -> None:
    """``whist-5-misdeal``: the dealer misdealt in the first round, and the
    engine of its day voided the deal at once.  The record names no
    ``misdeal`` and replays with ``"void"``; read with iv's demand, the deal
    would wait for the adversaries, and the stored result no longer fits."""
    data = json.loads((Path(__file__).parent / "records" / "whist-5-misdeal.json")
                      .read_text(encoding="utf-8"))
    assert "misdeal" not in data["options"]
    deal = record.from_json(data)
    assert deal.options.misdeal == "void" and deal.is_over
    data["options"]["misdeal"] = "demand"
    with pytest.raises(record.RecordError):
        record.from_json(data)
