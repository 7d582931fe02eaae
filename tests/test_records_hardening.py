"""Records read strictly and safely (issue 11): each class of bad file a new
user or a hostile one may give ends in one RecordError naming the field by
its path, in a line, quickly; the options of every game read by one checker
of their declared types; records written as new files only."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest

from playable.engine import checks
from playable.engine.checks import InvalidValue, WrongType, options_from_json
from playable.engine.core import Action
from playable.engine.errors import RecordError, RuleError
from playable.engine.strategies import RandomPlayer, play_out
from playable.games import GAMES
from playable.table import record

RECORDS = Path(__file__).parent / "records"


def finished(game: str, seed: int = 5) -> dict[str, Any]:
    entry = GAMES[game]
    deal = entry.rules.new(seed)
    players = [RandomPlayer() for _ in range(entry.seats())]
    return record.to_json(play_out(deal, players, random.Random(seed)))


def refused(source: object) -> RecordError:
    """The error reading ``source`` gives; it must be one short printable line."""
    with pytest.raises(RecordError) as err:
        if isinstance(source, str | bytes):
            record.loads(source)
        else:
            record.from_json(source)
    message = str(err.value)
    assert message.isprintable() and len(message) <= 500, message
    return err.value


@pytest.fixture(scope="module")
def bezique() -> dict[str, Any]:
    return json.loads((RECORDS / "bezique-7.json").read_text(encoding="utf-8"))


# -- the file: bytes, size, nesting, numbers --------------------------------------------


def test_bytes_that_are_not_utf8_are_refused(bezique: dict[str, Any]) -> None:
    text = json.dumps(bezique, ensure_ascii=False).encode("utf-8")
    err = refused(text.replace("♦".encode(), b"\xff\xfe", 1))
    assert err.field == "(file)" and "not UTF-8" in err.reason and "0xff" in err.reason
    assert record.loads("\ufeff" + json.dumps(bezique)).is_over  # a byte-order mark is fine
    assert record.loads(text).is_over


def never(*args: object, **kwargs: object) -> object:
    raise AssertionError("the reader went on where it should have stopped")


def test_json_nested_a_hundred_thousand_deep_is_refused_at_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Refused by the scan of its brackets, before the JSON parser sees it."""
    monkeypatch.setattr(record.json, "loads", never)
    for text in ("[" * 100_000 + "]" * 100_000, '{"a":' * 50_000 + "1" + "}" * 50_000,
                 '{"format": ' + "[" * 17 + "]" * 17 + "}"):
        err = refused(text)
        assert err.field == "(file)" and "nested more than 16 deep" in err.reason


def test_deep_nesting_given_as_data_is_refused() -> None:
    deep: list[object] = []
    for _ in range(100_000):
        deep = [deep]
    data = {**finished("all-fours"), "result": deep}
    assert refused(data).field == "result"


def test_an_integer_of_thousands_of_digits_is_refused_before_it_is_read() -> None:
    err = refused('{"format": "playable-record", "version": 2, "seed": ' + "7" * 5000 + "}")
    assert "5,000 digits" in err.reason
    assert refused({"format": "playable-record", "version": 2, "game": "bezique",
                    "seed": 10**5000}).field == "seed"


@pytest.mark.parametrize("text, words", [
    ('{"format": "playable-record", "format": "x"}', 'the key "format" appears twice'),
    ('{"version": NaN}', "NaN is not a number"), ('{"version": Infinity}', "Infinity"),
    ('{"version": 1e999}', "too large"), ("{", "not JSON"), ("", "not JSON"),
    ('"\\ud800"', "must be a JSON object"), ("[1, 2]", "must be a JSON object"),
])
def test_json_a_record_may_not_use_is_refused(text: str, words: str) -> None:
    assert words in str(refused(text))


def test_files_too_large_or_not_files_are_refused_unread(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    huge = tmp_path / "huge.json"
    with huge.open("wb") as file:
        file.truncate(60_000_000)  # sparse: 60 MB that take no time to make
    with monkeypatch.context() as patched:
        patched.setattr(record, "parse", never)  # refused on its size, its bytes unread
        assert "too large: 60,000,000 bytes" in str(refused_file(huge))
    # a folder, said as such (a file object made of it had refused with
    # the system's "Is a directory")
    assert str(refused_file(tmp_path)).endswith("not a regular file (a folder)")
    assert "cannot read" in str(refused_file(tmp_path / "missing.json"))
    if Path("/dev/zero").exists():
        # a device is not a record: refused before a byte is read (it was
        # refused as too large once a megabyte of it had been read)
        assert "not a regular file (a device)" in str(refused_file(Path("/dev/zero")))


def refused_file(path: Path) -> RecordError:
    with pytest.raises(RecordError) as err:
        record.load(path)
    return err.value


def test_a_fifty_megabyte_pack_is_refused_at_once_and_not_echoed(
        bezique: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    """Refused on its length, before a card of it is read, and as text on its
    size, before it is parsed (no clock: the reader must not get that far)."""
    data = {**bezique, "pack": ["A♠"] * 5_000_000}
    text = json.dumps(data)
    monkeypatch.setattr(record.Card, "parse", never)
    err = refused(data)
    assert err.field == "pack" and "holds 5,000,000 cards" in err.reason
    monkeypatch.setattr(record.json, "loads", never)
    err = refused(text)
    assert err.field == "(file)" and "too large" in err.reason
    assert "A♠" not in str(err)


# -- fields: exact types, paths, short escaped messages ---------------------------------


@pytest.mark.parametrize("change, field, words", [
    ({"version": 1.0}, "version", "found 1.0"), ({"version": True}, "version", "found true"),
    ({"version": "1"}, "version", 'found "1"'), ({"version": 4}, "version", "found 4"),
    ({"game": ["bezique"]}, "game", "not a list"), ({"game": "piquet"}, "game", "unknown game"),
    ({"format": None}, "format", "found null"), ({"options": None}, "options", "not null"),
    ({"options": {"players": "2"}}, "options.players", 'not text "2"'),
    ({"options": {"players": 2.0}}, "options.players", "not the number 2.0"),
    ({"options": {"strict": 0}}, "options.strict", "true or false"),
    ({"options": {"suppressed_eight": ["x"]}}, "options.suppressed_eight", "must be text"),
    ({"options": {"game": 3000}}, "options.game", "1000, 2000 or 4000"),
    ({"options": {"colour": "red"}}, "options.colour", "unknown option"),
    ({"seed": True}, "seed", "whole number"), ({"seed": 7.0}, "seed", "whole number"),
    ({"dealer": True}, "dealer", "whole number"), ({"dealer": 2}, "dealer", "0-1"),
    ({"pack": "A♠"}, "pack", "list of cards"), ({"pack": [1] * 64}, "pack[0]", "must be text"),
    ({"actions": {}}, "actions", "not an object"),
    ({"actions": [{"player": 1, "kind": "play"}] * 5001}, "actions", "5,001 acts"),
    ({"\x1b[2J": 1}, "\\x1b[2J", "unknown field"),
])
def test_a_bad_field_is_named_by_its_path(bezique: dict[str, Any], change: dict[str, Any],
                                          field: str, words: str) -> None:
    data = {**bezique, **change}
    if "options" in change and isinstance(change["options"], dict):
        data["options"] = {**bezique["options"], **change["options"]}
    err = refused(data)
    assert err.field == field and words in err.reason, err


@pytest.mark.parametrize("game, start, field, words", [
    ("all-fours", {}, "start.hands", "turn_up is missing too"),
    ("all-fours", {"hands": ["Q♣ 8♣", "5♣ A♠"]}, "start.turn_up", "missing (the card turned"),
    ("quadrille", {}, "start.hands", "missing (the cards each of the four seats"),
    ("bezique", {"trump": "♥"}, "start.hands", "missing (the cards each seat holds"),
])
def test_a_start_without_a_part_the_setup_needs_names_it(game: str, start: dict[str, Any],
                                                         field: str, words: str) -> None:
    err = refused({"format": "playable-record", "version": 3, "game": game, "start": start,
                   "actions": []})
    assert err.field == field and words in err.reason, err


@pytest.mark.parametrize("game, part, value, field, words", [
    ("all-fours", "penalties", [{"item": ["renounce"], "player": 0, "points": 1}],
     "start.penalties[0]", 'not ["renounce"]'),
    ("bezique", "announced", [[0, ["marriage"], "K♣ Q♣"]], "start.announced[0]",
     '["marriage"] is not a declaration'),
])
def test_a_start_naming_a_kind_by_a_list_is_refused_by_path(game: str, part: str, value: object,
                                                            field: str, words: str) -> None:
    """Found by the fuzz of set-up records (tests/test_fuzz.py): a penalty's
    item or an announcement's kind given as a list was looked up as a key,
    a TypeError (unhashable) where the record should be refused."""
    start = GAMES[game].rules.new(3).to_setup()  # type: ignore[attr-defined]
    start[part] = value
    err = refused({"format": "playable-record", "version": 3, "game": game, "start": start,
                   "actions": []})
    assert err.field == field and words in err.reason, err


def test_an_act_of_a_bad_shape_is_named_by_its_path(bezique: dict[str, Any]) -> None:
    data = json.loads(json.dumps(bezique))
    data["actions"][3]["cards"] = ["A♠", "Q♠", "J♦"]  # three cards where one is meant
    err = refused(data)
    # Refused by the law, or, once Bezique declares what a play takes, by its shape.
    assert (err.field, "refused" in err.reason) == ("actions[3]", True) \
        or err.field == "actions[3].cards"
    data = json.loads(json.dumps(bezique))
    data["actions"][5]["cards"][0] = 1.5
    assert refused(data).field == "actions[5].cards[0]"
    data["actions"][5] = {"player": True, "kind": "play"}
    assert refused(data).field == "actions[5].player"
    data["actions"][5] = {"player": 0, "kind": "play", "cards": ["A♠"], "card": "A♠"}
    assert refused(data).field == "actions[5].card"


@pytest.mark.parametrize("game", list(GAMES))
def test_an_act_no_table_could_make_is_a_fault_of_the_file_citing_no_law(game: str) -> None:
    """A record edited to give an act to seat 7 was refused as "seat 7 play
    Q♣ is refused: there is no seat 7 at a table of 2 — All-Fours, term v",
    citing a law (Begging) that has nothing to say of it.  A seat not at the
    table, or an act the game has not, is no play against the laws but a
    record miswritten: its field is named, and no law.  The table still
    refuses either act citing the law of the stage."""
    data = finished(game)
    seats = GAMES[game].seats()
    for change, field, words in (
            ({"player": 7}, "player", f"there is no seat 7 at a table of {seats}"),
            ({"player": -1}, "player", f"there is no seat -1 at a table of {seats}"),
            ({"kind": "cheat"}, "kind", "cheat")):
        changed = json.loads(json.dumps(data))
        changed["actions"][3].update(change)
        err = refused(changed)
        assert err.field == f"actions[3].{field}" and words in err.reason, err
        assert "refused" not in err.reason and "http" not in str(err), err
    deal = GAMES[game].rules.new(5)
    lawful = deal.legal_actions()[0]
    for act in (Action(lawful.kind, 7, lawful.cards, lawful.value), Action("cheat", 0)):
        with pytest.raises(RuleError) as at_the_table:
            deal.apply(act)
        assert at_the_table.value.law is not None and at_the_table.value.fault is not None


def test_all_fours_play_naming_two_cards_is_refused_by_path() -> None:
    data = finished("all-fours")
    i = next(i for i, a in enumerate(data["actions"]) if a["kind"] == "play")
    data["actions"][i]["cards"] = data["pack"][:2]
    assert refused(data).field.startswith(f"actions[{i}]")


def test_text_from_a_record_is_escaped_and_shortened_in_messages(
        bezique: dict[str, Any]) -> None:
    data = json.loads(json.dumps(bezique))
    data["actions"][3]["kind"] = "\x1b[2J\x1b[31mowned"
    err = refused(data)
    assert "\\x1b[2J" in str(err) and "\x1b" not in str(err)
    data["actions"][3] = {**bezique["actions"][3], "value": "\u202e" + "x" * 90}
    assert "\u202e" not in str(refused(data))
    err = refused({**bezique, "game": "\x07" * 10_000})
    assert len(str(err)) < 200 and "\\x07" in str(err)


def test_a_seed_that_does_not_deal_the_pack_is_refused(bezique: dict[str, Any]) -> None:
    err = refused({**bezique, "seed": bezique["seed"] + 1})
    assert err.field == "seed" and "does not deal the record's pack" in err.reason
    assert record.from_json({**bezique, "seed": None}).is_over  # the pack alone is enough
    without_pack = {k: v for k, v in bezique.items() if k != "pack"}
    assert record.from_json(without_pack).is_over  # the seed alone too


def test_a_result_that_differs_names_the_first_difference(bezique: dict[str, Any]) -> None:
    data = json.loads(json.dumps(bezique))
    data["result"]["scores"][1] += 10
    err = refused(data)
    assert err.field == "result.scores[1]" and "the record says" in err.reason
    data = json.loads(json.dumps(bezique))
    data["result"]["scores"][0] = float(data["result"]["scores"][0])  # 150.0 is not 150
    assert refused(data).field == "result.scores[0]"


def test_an_act_with_a_value_it_does_not_take_is_refused() -> None:
    data = finished("all-fours")
    i = next(i for i, a in enumerate(data["actions"]) if a["kind"] in ("stand", "beg"))
    data["actions"][i]["value"] = "anything"
    assert refused(data).field == f"actions[{i}].value"


def test_every_old_record_is_still_read() -> None:
    for path in sorted(RECORDS.glob("*.json")):
        assert record.load(path).is_over, path


# -- options, one checker of their declared types ---------------------------------------


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_s_options_are_read_by_their_declared_types(game: str) -> None:
    entry = GAMES[game]
    options_class = type(entry.rules.default_options())
    for _, options in entry.option_sets:
        data = json.loads(json.dumps(options.to_json()))
        assert options_from_json(options_class, data) == options
        assert entry.rules.options_from_json(data) == options  # the game's own agrees
    assert options_from_json(options_class, {}) == entry.rules.default_options()
    for bad in ([], None, "strict", {"colour": "red"}, {"strict": 1}, {"strict": None},
                {"strict": "false"}):
        with pytest.raises(InvalidValue):
            options_from_json(options_class, bad)


@pytest.mark.parametrize("game, data, where, words", [
    ("all-fours", {"target": True}, "options.target", "whole number, not true"),
    ("all-fours", {"target": 10.0}, "options.target", "not the number 10.0"),
    ("all-fours", {"target": 0}, "options.target", "at least 1"),
    ("all-fours", {"game_tie": "dealer"}, "options.game_tie", 'one of "eldest", "none"'),
    ("all-fours", {"wrong_score_penalty": 2}, "options.wrong_score_penalty", "4, 1"),
    ("quadrille", {"mark": -1}, "options.mark", "0 or more"),
    ("quadrille", {"failed_vole_pays": 1}, "options.failed_vole_pays", "true or false"),
    ("bezique", {"packs": None}, "", ""),  # int | None: null allowed
    ("bezique", {"packs": "2"}, "options.packs", "a whole number or null"),
    ("bezique", {"players": 4}, "options.players", "2 or 3"),
    ("bezique", {"last_trick": 1}, "options.last_trick", "must be text"),
])
def test_an_option_of_the_wrong_type_or_value_is_named(game: str, data: dict[str, Any],
                                                        where: str, words: str) -> None:
    options_class = type(GAMES[game].rules.default_options())
    if not where:
        assert options_from_json(options_class, data) == options_class(**data)
        return
    with pytest.raises(InvalidValue) as err:
        options_from_json(options_class, data)
    assert err.value.where == where and words in err.value.reason, err.value


def test_a_wrong_type_is_also_a_type_error() -> None:
    options_class = type(GAMES["bezique"].rules.default_options())
    with pytest.raises(TypeError):
        options_from_json(options_class, {"strict": 1})
    with pytest.raises(WrongType):
        options_from_json(options_class, [])


@pytest.mark.parametrize("value", [1.5, "7", b"7", True, [7], 10**41])
def test_a_seed_is_a_whole_number(value: object) -> None:
    with pytest.raises(InvalidValue):
        checks.seed(value)
    assert checks.seed(7) == 7 and checks.seed(None) is None and checks.seed(-3) == -3


# -- saving: a new file, never through a link -------------------------------------------


def test_save_creates_a_new_file_and_never_follows_a_link(tmp_path: Path) -> None:
    deal = record.from_json(finished("bezique"))
    path = tmp_path / "deal.json"
    record.save(deal, path)
    assert record.load(path).history == deal.history
    with pytest.raises(FileExistsError):
        record.save(deal, path)
    target = tmp_path / "target.txt"
    target.write_text("keep me", encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    with pytest.raises(FileExistsError):
        record.save(deal, link)
    dangling = tmp_path / "dangling.json"
    dangling.symlink_to(tmp_path / "nowhere.json")
    with pytest.raises(FileExistsError):
        record.save(deal, dangling)
    assert target.read_text(encoding="utf-8") == "keep me"
    assert not (tmp_path / "nowhere.json").exists()


def test_keep_record_takes_a_fresh_name_beside_what_is_there(tmp_path: Path) -> None:
    import io

    from playable.table.terminal import keep_record

    deal = record.from_json(finished("quadrille"))
    target = tmp_path / "target.txt"
    target.write_text("keep me", encoding="utf-8")
    (tmp_path / "quadrille-5-1.json").symlink_to(target)
    out = io.StringIO()
    first = keep_record(deal, str(tmp_path), "quadrille-5-1", out)
    second = keep_record(deal, str(tmp_path), "quadrille-5-1", out)
    assert first is not None and first.name == "quadrille-5-1-2.json"
    assert second is not None and second.name == "quadrille-5-1-3.json"
    assert target.read_text(encoding="utf-8") == "keep me"
    assert record.load(first).history == deal.history
    if os.geteuid() != 0:  # root may write anywhere
        tmp_path.chmod(0o500)
        try:
            out = io.StringIO()
            assert keep_record(deal, str(tmp_path), "x", out) is None
            assert "could not be saved" in out.getvalue()
        finally:
            tmp_path.chmod(0o700)


def test_text_that_is_not_json_says_what_it_looks_like_instead() -> None:
    """"not JSON: Expecting ',' delimiter (line 6, column 18)" was all a
    reader of a record cut short, or of a PBN file saved as .json, was told."""
    whole = record.dumps(GAMES["all-fours"].rules.new(3))
    cut = str(refused(whole[:100]))
    assert "not JSON" in cut and cut.endswith("the file ends before its JSON does (cut short?)")
    pbn = str(refused('% PBN 2.1\n[Event "?"]\n[Deal "N:AKQ..."]\n'))
    assert pbn.endswith("it looks like a PBN file, which is read where its name ends in .pbn")
    wrong = str(refused('{"version": 3,, "game": "all-fours"}'))
    assert wrong.endswith("(line 1, column 15)"), wrong  # nothing to add
