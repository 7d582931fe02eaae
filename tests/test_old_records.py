"""Records written before the engine was one engine still replay.

``tests/records/`` holds records written by the engine as it stood before the
shared core (three separate engines, commit d1f92c9): deals of each game, some
with irregularities committed and punished.  Behaviour that exists is a
promise: each must replay to the same history and the same stored result.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from playable import record

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
