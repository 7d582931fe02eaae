"""Hand records: any deal written as readable JSON and replayed exactly.

Schema, version 2 (one object per deal)::

    {
      "format": "playable-record",   # always this
      "version": 2,                  # 1 is read too (see below)
      "game": "all-fours",           # quadrille | all-fours | bezique
      "options": {...},              # the game's Options.to_json(); missing keys take defaults
      "seed": 7,                     # the seed the pack was shuffled with, or null
      "dealer": 0,                   # seat of the dealer
      "pack": ["J♥", "10♦", ...],    # the pack in dealing order, top card first;
                                     # may be left out when "seed" is given
      "actions": [                   # every act at the table, in order
        {"player": 1, "kind": "beg"},
        {"player": 0, "kind": "play", "cards": ["A♠"]}
      ],
      "result": {...}                # optional: the game's result; checked on replay
    }

Version 3 is version 2 for a deal set up at a given point (``Deal.setup``)
rather than dealt: it has ``"start"``, the keyword arguments of the game's
``setup`` (the hands, what was played, the score...: see each game's
``Deal.setup``), in place of ``"seed"``, ``"dealer"`` and ``"pack"``; the
acts that follow are replayed from there.  A deal that was dealt is written
as version 2, as before.

Records written before a reading of the laws changed replay with the options
their engine played by: each game's ``record_options`` in
:mod:`playable.games` fills, for a record of a given version, the options it
leaves out (a record names every option its engine knew); an option it does
not name and ``record_options`` does not give takes its default.  So far:
Bezique's ``overdraw`` (126 iv) for version 1, and ``double`` (124 ii) and
``trick`` (122) for every version written before them; All-Fours' ``game_nought`` (93 iv) for
versions 1 and 2; Quadrille's ``friend_shown`` (law 10) and ``count_aloud``
(law 12) for versions 1 to 3 written before those options were; Whist's
``out_of_turn`` (¶76 viii) and ``misdeal`` (iv) for versions 2 and 3 written
before they were.  Score lines
in a version 1 result have no ``item``.

A record of any version may carry ``"analysis"`` after its acts: one entry
per act, the solver's verdict on it (:func:`playable.table.analysis.annotate`:
``{"value", "best", "best_value", "cost", "unit", "words"}``, the best acts
written as acts are) or ``null`` where the solver gave none (a position it
does not take, an act it does not value, or a position past the analysis's
budget: :class:`playable.solver.solve.NoVerdict`, "no verdict").  Its shape is
checked on reading (one entry per act, the cost the difference of the two
values, each best act an act); the verdicts are not solved again on replay:
:func:`playable.table.analysis.annotate` of the replayed deal gives them again.

Cards are written in the symbol notation and read in either notation
(``"J♥"`` or ``"JH"``).

Reading never trusts a record.  Every record, whatever its bytes, is either
read or refused with one :class:`RecordError` naming the field by its path
(``actions[12].cards``, ``options.target``) and what is wrong, in a line or
two, the offending value shortened and its control characters escaped
(:func:`playable.engine.checks.shown`).  Limits are checked before any work is done
(:mod:`playable.engine.checks`: at most 1 MB, nesting 16 deep, integers of 40
digits, 5,000 acts; a pack is compared with the game's length before its
cards are read).  Types are exact: the version is the integer 1, 2 or 3 (not
``1.0``, not ``true``), a seat an integer (not a boolean), each option of the
type its game declares.  A key appearing twice in one object, text that is
not UTF-8 (a byte-order mark is allowed), ``NaN`` and ``Infinity`` are
refused.  An unknown field, an unknown card, a card dealt twice or missing,
an act with a key it does not have, an act no table could make (by a seat not
at the table, of a kind the game has not: its ``player`` or ``kind`` named,
no law cited), an act the laws refuse, or a result that the replay does not
reach is refused.  A record that gives both its ``seed``
and its ``pack`` must have been dealt from that seed: a seed that does not
deal the pack is refused (not dropped), since a record whose fields disagree
has been altered and its replay would not be the deal it claims.  No pickle,
no code in records.
"""

from __future__ import annotations

import json
import os
import re
import stat
import tempfile
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

from playable.engine import checks
from playable.engine.cards import Card, NotationError
from playable.engine.checks import InvalidValue, kind_of, shown
from playable.engine.core import Action, OptionsLike
from playable.engine.errors import RecordError, RuleError, SetupError
from playable.engine.words import compass
from playable.games import (
    GAMES,
    Game,
    Interchange,
    TableDeal,
    UnknownGame,
    game,
    game_of,
    interchange_for,
)
from playable.table.words import by_name

FORMAT = "playable-record"
VERSION = 2
#: The version of a record that starts from a deal set up at a point.
VERSION_SET_UP = 3
#: The versions this engine reads.
READABLE = (1, 2, 3)
#: The fields of a record, in the order they are written.
FIELDS = ("format", "version", "game", "options", "seed", "dealer", "pack", "start", "actions",
          "result", "analysis")
#: The keys of one act's verdict in ``"analysis"`` (see above).
VERDICT_KEYS = ("value", "best", "best_value", "cost", "unit", "words")
T = TypeVar("T")

#: The most values a record's ``result`` may hold (a real one has a few hundred).
MAX_RESULT_VALUES = 10_000


def game_of_record(game_id: object) -> Game:
    """The registered game a record names; a clear error for an unknown game."""
    if type(game_id) is not str:
        raise RecordError("game", f"must be the name of a game ({', '.join(GAMES)}), "
                                  f"not {kind_of(game_id)}")
    try:
        return game(game_id)
    except UnknownGame:
        raise RecordError("game", f"unknown game {shown(game_id)}; "
                                  f"the games are {', '.join(GAMES)}") from None


def to_json(deal: TableDeal,
            analysis: list[dict[str, object] | None] | None = None) -> dict[str, object]:
    """The record of a deal (finished or not); with ``analysis`` (one verdict
    or None per act, :func:`playable.table.analysis.annotate`), carrying it."""
    start = deal.start
    record: dict[str, object] = {
        "format": FORMAT,
        "version": VERSION if start is None else VERSION_SET_UP,
        "game": deal.GAME,
        "options": deal.options.to_json(),
    }
    if start is None:
        record.update(seed=deal.seed, dealer=deal.dealer, pack=[str(c) for c in deal.pack])
    else:
        record["start"] = start
    record["actions"] = [a.to_json() for a in deal.history]
    if deal.is_over:
        record["result"] = deal.result().to_json()
    if analysis is not None:
        if len(analysis) != len(deal.history):
            raise ValueError(f"the analysis has {len(analysis)} entries for "
                             f"{len(deal.history)} acts")
        record["analysis"] = analysis
    return record


def dumps(deal: TableDeal, analysis: list[dict[str, object] | None] | None = None) -> str:
    return json.dumps(to_json(deal, analysis), ensure_ascii=False, indent=1)


def record_dir_problem(record_dir: str) -> str | None:
    """What is wrong with ``record_dir`` as the folder for records (checked
    before any deal is played), or None: it is made if missing, and must be
    a folder in which a file can be created."""
    folder = Path(record_dir)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        return "not a folder"
    except OSError as exc:
        return f"cannot be made: {exc.strerror or exc}"
    if not folder.is_dir():
        return "not a folder"
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        return f"no file can be written there: {exc.strerror or exc}"
    return None


def save(deal: TableDeal, path: str | Path) -> None:
    """Write the record of ``deal`` to a new file at ``path``.  The file is
    created exclusively: if anything is there already (a file, or a symbolic
    link, which is never followed), nothing is written and
    ``FileExistsError`` is raised."""
    text = dumps(deal) + "\n"
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) \
        | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags, 0o666)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as out:
            fd = -1
            out.write(text)
    finally:
        if fd != -1:
            os.close(fd)


def load(path: str | Path) -> TableDeal:
    """Read a record file and replay it; returns the deal.  A file larger
    than :data:`playable.engine.checks.MAX_RECORD_BYTES` is refused unread, and so is
    anything that is not a regular file (a folder, a named pipe, a device),
    which could hold a read up for ever: it is opened without waiting for a
    writer, and looked at before a byte is read."""
    return loads(_read(path))


def load_analysed(path: str | Path) -> tuple[TableDeal, list[object] | None]:
    """:func:`load`, with the record's ``"analysis"`` (one verdict or None per
    act) if it carries one (``replay`` shows both): the file read once."""
    return analysed(_read(path))


def analysed(text: str | bytes) -> tuple[TableDeal, list[object] | None]:
    """:func:`loads`, with the record's ``"analysis"`` if it carries one
    (checked as the deal is replayed): the text parsed once."""
    data = parse(text)
    deal = from_json(data)
    analysis = data.get("analysis") if isinstance(data, dict) else None
    return deal, analysis if isinstance(analysis, list) else None


def _is_record(name: str) -> bool:
    """Whether a file named ``name`` is read as a record (else in a format of
    :func:`interchange_of`)."""
    return name.lower().endswith(".json")


def verdict_lines(deal: TableDeal, analysis: Sequence[object],
                  whence: str = "as the record carries them") -> list[str]:
    """The verdicts of a record's ``"analysis"`` in words, one line per act
    of ``deal``: its words (``"best"``, ``"cost 2 points: best was K♠"``), or
    "no verdict" for a null (a position the solver does not take, an act it
    does not value, or a position past the budget of its analysis);
    ``whence``: where the verdicts come from, said in the heading."""
    lines = [f"The solver's verdicts, every hand known ({whence}):"]
    names = compass(deal.seats, game_of(deal).words.to_the_right)
    for i, (action, entry) in enumerate(zip(deal.history, analysis, strict=True), 1):
        words = entry.get("words") if isinstance(entry, dict) else None
        who = names[action.player] if 0 <= action.player < len(names) else "nobody"
        act = action.said("").lstrip()
        lines.append(f"  {i}. {who}: {act}: "
                     f"{words if isinstance(words, str) else 'no verdict'}")
    return lines


def read_file(path: str | Path) -> bytes:
    """The bytes of a file of deals (a record, or a file in another program's
    format), within the same limits as a record's: refused unread past
    :data:`playable.engine.checks.MAX_RECORD_BYTES` or if it is not a regular
    file, a :class:`RecordError` saying which."""
    return _read(path)


def _read(path: str | Path) -> bytes:
    """The bytes of a record file, refused unread past the size limit or if
    it is not a regular file."""
    limit = checks.MAX_RECORD_BYTES
    try:
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        descriptor = os.open(path, flags)
        # asked what it is before a file object is made of it: made of a
        # folder, that refuses in the system's words ("Is a directory")
        found = os.fstat(descriptor)
        if not stat.S_ISREG(found.st_mode):
            os.close(descriptor)
            raise RecordError("(file)", f"cannot read {shown(str(path), 80)}: not a regular "
                                        f"file ({_kind_of_file(found.st_mode)})")
        with open(descriptor, "rb") as file:
            size = found.st_size
            if size > limit:
                raise RecordError("(file)", f"too large: {size:,} bytes (a record is at most "
                                            f"{limit:,})")
            data = file.read(limit + 1)
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise RecordError("(file)", f"cannot read {shown(str(path), 80)}: {reason}") from None
    return data


def _kind_of_file(mode: int) -> str:
    kinds = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a named pipe"),
             (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket"))
    return next((kind for test, kind in kinds if test(mode)), "not a file of data")


def loads(text: str | bytes) -> TableDeal:
    """Read a record from its JSON text (or the bytes of its file, UTF-8) and
    replay it; returns the deal."""
    return from_json(parse(text))


def interchange_of(name: str, game_id: str | None = None) -> Interchange:
    """The format a game of the registry reads a file named ``name`` in, by
    its suffix (:func:`playable.games.interchange_for`: Whist's ``.pbn``);
    ``game_id``: that game's formats only.  A name no format has is a
    :class:`RecordError` naming the formats that would do (asked before the
    file is read)."""
    found = interchange_for(name)
    if found is None or (game_id is not None and found[0].id != game_id):
        wanted = [k for k in GAMES[game_id].formats] if game_id is not None else [
            k for g in GAMES.values() for k in g.formats]
        raise RecordError("(file)", "not a file of a format the game reads (" + ", ".join(
            f"{k.name}: {k.suffix}" for k in wanted) + ")" if wanted else
            "this game reads no other program's files")
    return found[1]


def deals_in(data: str | bytes, name: str, game_id: str, acts: bool = False,
             passed_over: list[str] | None = None,
             ) -> tuple[list[TableDeal], list[object] | None]:
    """The deals of a file named ``name`` that a table of ``game_id`` deals
    again (a Deal page's "Deal the cards of a file", ``play --deal``), each
    as it was dealt, its acts not made, or with ``acts`` each where its acts
    left it (a record's, a PBN board's play), and with ``acts`` the verdicts a
    record carries on its acts (its ``"analysis"``; None for a file of
    another format, or a record without one): a record (``.json``, of that
    game) holds one deal, a file in one of the game's formats
    (:func:`interchange_of`) one or more.  A file of another game, or one
    that is not read, is a :class:`RecordError`.  ``passed_over``: a list
    that takes the boards of a format's file that are no deals of the game,
    passed over (:class:`~playable.games.Interchange`), as a caller that says
    so (:func:`passed_over_words`) asks."""
    size = len(data.encode("utf-8", "replace")) if isinstance(data, str) else len(data)
    if size > checks.MAX_RECORD_BYTES:
        raise RecordError("(file)", f"{size:,} bytes (a file of deals holds at most "
                                    f"{checks.MAX_RECORD_BYTES:,})")
    verdicts = None
    if _is_record(name):
        deal, verdicts = analysed(data)
        if deal.GAME != game_id:
            raise RecordError("game", f"a record of {game(deal.GAME).title}, not of "
                                      f"{game(game_id).title}: deal it again at {game(deal.GAME).title}'s table")
        deals = [deal]
    else:
        deals = interchange_of(name, game_id).read(data, passed_over=passed_over)
    if not deals:
        raise RecordError("(file)", "no deal in it")
    if acts:
        return list(deals), verdicts
    return [deal.replayed(0) for deal in deals], None


def written(deal: TableDeal, name: str | None = None) -> str:
    """``deal`` as a file in one of its game's formats for other programs
    (by its ``name``, in any case; None: the game's first, Whist's PBN), the
    text its ``write`` gives (``python -m playable export``, a Deal page's
    download); a ``ValueError`` names the formats the game has, or says why
    the format cannot carry the deal."""
    entry = game(deal.GAME)
    kinds = [k for k in entry.formats if name is None or k.name.lower() == name.lower()]
    if not kinds:
        offered = ", ".join(k.name for k in entry.formats)
        raise ValueError(f"{entry.title} deals go to " + (
            f"{offered}, not {shown(name)}" if offered else
            "no other program's format (the record is its own)"))
    return kinds[0].write([deal])


def compact(deal: TableDeal) -> str:
    """A deal's record in one line, as the Deal page keeps it (its table's ``resume``)."""
    return json.dumps(to_json(deal), ensure_ascii=False, separators=(",", ":"))


#: The boards :func:`passed_over_words` names before it counts the rest.
NAMED_BOARDS = 10


def passed_over_words(boards: Sequence[str], game_id: str) -> str:
    """The sentence that names the boards of a file passed over, as no deals
    of the game ``game_id`` (:func:`deals_in`'s ``passed_over``; past
    :data:`NAMED_BOARDS`, how many more), "" if none."""
    if not boards:
        return ""
    named = list(boards[:NAMED_BOARDS])
    if len(boards) > NAMED_BOARDS:
        named.append(f"and {len(boards) - NAMED_BOARDS:,} more")
    return (f"Passed over, as no deal{'s' if len(boards) > 1 else ''} of "
            f"{game(game_id).title}: " + ", ".join(named) + ".")


def parse(text: str | bytes) -> object:
    """The JSON value of a record's text, within the limits (size, nesting,
    digits), with no key twice in an object and no ``NaN``; not yet checked
    as a record."""
    limit = checks.MAX_RECORD_BYTES
    if isinstance(text, bytes | bytearray):
        if len(text) > limit:
            raise RecordError("(file)", f"too large: {len(text):,} bytes (a record is at most "
                                        f"{limit:,})")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise RecordError("(file)", f"not UTF-8 text: byte 0x{text[exc.start]:02x} at "
                                        f"offset {exc.start:,}") from None
    elif not isinstance(text, str):
        raise RecordError("(file)", f"a record is text, not {kind_of(text)}")
    elif len(text) > limit:
        raise RecordError("(file)", f"too large: {len(text):,} characters (a record is at "
                                    f"most {limit:,} bytes)")
    text = text.removeprefix("\ufeff")
    _check_nesting(text)
    try:
        return json.loads(text, parse_int=_int, parse_float=_float,
                          parse_constant=_constant, object_pairs_hook=_object)
    except json.JSONDecodeError as exc:
        raise RecordError("(file)", f"not JSON: {exc.msg} (line {exc.lineno:,}, "
                                    f"column {exc.colno:,}){_not_json_hint(text, exc)}") from None
    except RecursionError:  # pragma: no cover - _check_nesting stops it first
        raise RecordError("(file)", f"nested more than {checks.MAX_DEPTH} deep") from None


def _not_json_hint(text: str, exc: json.JSONDecodeError) -> str:
    """What a reader of "not JSON" is likelier to have: a file that ends
    before its JSON does (cut short), or a PBN file, which is read where its
    name ends in ``.pbn``."""
    if re.match(r"\s*(%[^\n]*\n\s*)*\[[A-Za-z]+ \"", text):
        return ": it looks like a PBN file, which is read where its name ends in .pbn"
    if text.strip() and exc.pos >= len(text.rstrip()):
        return ": the file ends before its JSON does (cut short?)"
    return ""


# A string (which may hold brackets; its closing quote optional, so that an
# unterminated string is read once, to the end, and never again), or a bracket.
_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"?|[\[\]{}]', re.DOTALL)


def _check_nesting(text: str) -> None:
    """Refuse lists and objects nested deeper than the limit, before parsing."""
    depth, deepest = 0, checks.MAX_DEPTH
    for match in _TOKENS.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            if depth > deepest:
                raise RecordError("(file)", f"lists and objects nested more than {deepest} deep")
        elif token in "]}":
            depth -= 1


def _int(digits: str) -> int:
    if len(digits.lstrip("-")) > checks.MAX_INT_DIGITS:
        raise RecordError("(file)", f"an integer of {len(digits.lstrip('-')):,} digits (at most "
                                    f"{checks.MAX_INT_DIGITS})")
    return int(digits)


def _float(text: str) -> float:
    if len(text) > 2 * checks.MAX_INT_DIGITS:
        raise RecordError("(file)", f"a number of {len(text):,} characters")
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise RecordError("(file)", f"a number too large: {shown(text)}")
    return value


def _constant(name: str) -> object:
    raise RecordError("(file)", f"{name} is not a number JSON allows")


def _object(pairs: list[tuple[str, object]]) -> dict[str, object]:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise RecordError("(file)", f"the key {shown(key)} appears twice in one object")
            seen.add(key)
    return out


# --------------------------------------------------------------------------
# The record, field by field


def from_json(data: object) -> TableDeal:
    """Replay a record; returns the deal in the state the record leaves it."""
    if type(data) is not dict:
        raise RecordError("(record)", f"a record must be a JSON object, not {kind_of(data)}")
    for name in data:
        if name not in FIELDS:
            raise RecordError(checks.key(name), f"unknown field; a record has "
                                                f"{', '.join(FIELDS)}")
    if "format" not in data:
        raise RecordError("format", f"missing (a record says \"format\": {shown(FORMAT)})")
    if data["format"] != FORMAT or type(data["format"]) is not str:
        raise RecordError("format", f"expected {shown(FORMAT)}, found {shown(data['format'])}")
    version = data.get("version")
    if type(version) is not int or version not in READABLE:
        raise RecordError("version", f"this engine reads versions "
                                     f"{', '.join(map(str, READABLE))} (whole numbers), "
                                     f"found {shown(version)}")
    if "game" not in data:
        raise RecordError("game", f"missing (one of {', '.join(GAMES)})")
    chosen = game_of_record(data["game"])

    raw_options = data.get("options", {})
    if type(raw_options) is not dict:
        raise RecordError("options", f"must be an object, not {kind_of(raw_options)}")
    if version in chosen.record_options:
        raw_options = {**chosen.record_options[version], **raw_options}
    defaults = chosen.rules.default_options()
    options = _field(lambda: checks.options_from_json(type(defaults), raw_options))

    deal = _set_up(chosen, data, version, options) if "start" in data else _dealt(
        chosen, data, options)

    actions = data.get("actions", [])
    if type(actions) is not list:
        raise RecordError("actions", f"must be a list of acts, not {kind_of(actions)}")
    if len(actions) > checks.MAX_ACTIONS:
        raise RecordError("actions", f"{len(actions):,} acts (a record holds at most "
                                     f"{checks.MAX_ACTIONS:,})")
    for i, raw in enumerate(actions):
        _replay(deal, i, raw)

    if "result" in data:
        _check_result(deal, data["result"])
    if "analysis" in data:
        _check_analysis(data["analysis"], len(actions))
    return deal


def _dealt(chosen: Game, data: dict[str, object], options: OptionsLike) -> TableDeal:
    """The deal a record was dealt: from its pack, or its seed."""
    seed = _field(lambda: checks.seed(data.get("seed")))
    seats = chosen.seats(options)
    dealer = _field(lambda: checks.whole_number(data.get("dealer", 0), "dealer", 0, seats - 1))
    if "pack" in data:
        pack = _read_pack(data["pack"], chosen.expected_pack(options))
        if seed is not None:
            _check_seed(chosen, seed, options, dealer, pack)
        return chosen.rules.from_pack(pack, dealer=dealer, options=options, seed=seed)
    if seed is not None:
        return chosen.rules.new(seed, options=options, dealer=dealer)
    raise RecordError("pack", "missing (a record needs the pack, the seed or the start)")


def _set_up(chosen: Game, data: dict[str, object], version: int,
            options: OptionsLike) -> TableDeal:
    """The deal a version 3 record starts from: set up at a point."""
    if version < VERSION_SET_UP:
        raise RecordError("start", f"a record with a start is version {VERSION_SET_UP}, "
                                   f"not {version}")
    for other in ("seed", "dealer", "pack"):
        if other in data:
            raise RecordError(other, "a record starts from a deal set up at a point (its "
                                     "\"start\") or from a pack dealt, not both")
    start = data["start"]
    _check_size(start, "start")
    if type(start) is not dict:
        raise RecordError("start", f"must be an object (the arguments of the game's setup), "
                                   f"not {kind_of(start)}")
    try:
        return chosen.rules.setup(start, options)
    except SetupError as exc:
        field = checks.escaped(exc.field, keep_newlines=False)[:80]
        reason = checks.escaped(exc.reason, keep_newlines=False)
        raise RecordError(f"start.{field}", reason if len(reason) <= 240
                          else reason[:240] + "…") from None


def _field(read: Callable[[], T]) -> T:
    """``read()``, its :class:`~playable.engine.checks.InvalidValue` a RecordError."""
    try:
        return read()
    except InvalidValue as exc:
        raise RecordError(exc.where, exc.reason) from None


def _replay(deal: TableDeal, i: int, raw: object) -> None:
    where = f"actions[{i}]"
    try:
        action = Action.from_json(raw)
    except InvalidValue as exc:
        raise RecordError(f"{where}.{exc.where}" if exc.where else where, exc.reason) from None
    try:
        deal.apply(action)
    except RuleError as exc:
        if exc.fault is not None:  # no table could make it: the file is wrong, not the play
            raise RecordError(f"{where}.{exc.fault}", _said(exc.reason)) from None
        raise RecordError(where, f"{_act(deal, action)} is refused: {_said(exc)}") from None
    except InvalidValue as exc:
        field = exc.where.removeprefix("action")
        raise RecordError(where + field, exc.reason) from None
    except ValueError as exc:  # a game's own check of an act's shape, not yet an InvalidValue
        raise RecordError(where, f"{_act(deal, action)} cannot be applied: {_said(exc)}") from None


def _act(deal: TableDeal, action: Action) -> str:
    """A record's act as an error names it: its seat by name, with the
    record's index ("South (P0) play J♥"); a seat the table has not, as given."""
    seat = action.player
    names = deal.names
    who = f"{names[seat]} (P{seat})" if 0 <= seat < len(names) else f"seat {seat}"
    return action.said(who)[:120]


def _said(exc: Exception | str, limit: int = 240) -> str:
    text = checks.escaped(str(exc), keep_newlines=False)
    return text if len(text) <= limit else text[:limit] + "…"


def _check_seed(chosen: Game, seed: int, options: object, dealer: int, pack: list[Card]) -> None:
    dealt = chosen.rules.new(seed, options=options, dealer=dealer).pack  # type: ignore[arg-type]
    if list(dealt) != pack:
        first = next(i for i, (a, b) in enumerate(zip(dealt, pack, strict=True)) if a != b)
        raise RecordError("seed", f"{shown(seed)} does not deal the record's pack (pack[{first}] "
                                  f"is {pack[first]}, the seed deals {dealt[first]} there)")


def _check_result(deal: TableDeal, stored: object) -> None:
    _check_size(stored, "result")
    if not deal.is_over:
        raise RecordError("result", "the record gives a result but its actions do not "
                                    "finish the deal")
    # Through JSON, as a record was written: tuples become lists.
    replayed = json.loads(json.dumps(_as_written(deal.result().to_json(), stored)))
    names = compass(deal.seats, game_of(deal).words.to_the_right)
    stored = _named(stored, names)
    if replayed != stored or not _same_types(replayed, stored):
        path, want, have = _difference(replayed, stored, "result")
        raise RecordError(path, f"does not match the replay: the actions give {shown(want)}, "
                                f"the record says {shown(have)}")


def _check_analysis(raw: object, acts: int) -> None:
    """The shape of a record's ``"analysis"``: a verdict or null per act."""
    if type(raw) is not list:
        raise RecordError("analysis", f"must be a list (a verdict or null for each act), "
                                      f"not {kind_of(raw)}")
    if len(raw) != acts:
        raise RecordError("analysis", f"has {len(raw):,} entries for {acts:,} acts")
    for i, entry in enumerate(raw):
        if entry is not None:
            _check_verdict(entry, f"analysis[{i}]")


def _check_verdict(entry: object, where: str) -> None:
    """One act's verdict in a record's ``"analysis"``."""
    if type(entry) is not dict:
        raise RecordError(where, f"must be a verdict (an object) or null, not "
                                 f"{kind_of(entry)}")
    if sorted(entry) != sorted(VERDICT_KEYS):
        raise RecordError(where, f"a verdict has exactly {', '.join(VERDICT_KEYS)}; "
                                 f"found {', '.join(map(checks.key, entry)) or 'nothing'}")
    value, best_value, cost = (_number(entry[k], f"{where}.{k}")
                               for k in ("value", "best_value", "cost"))
    if cost != best_value - value:
        raise RecordError(f"{where}.cost", f"is {cost}, but best_value - value is "
                                           f"{best_value - value}")
    _field(lambda: checks.text(entry["unit"], f"{where}.unit", 40))
    _field(lambda: checks.text(entry["words"], f"{where}.words", 400))
    best = entry["best"]
    if type(best) is not list:
        raise RecordError(f"{where}.best", f"must be a list of acts, not {kind_of(best)}")
    if not best:
        raise RecordError(f"{where}.best", "must name at least one act")
    for j, act in enumerate(best):
        try:
            Action.from_json(act)
        except InvalidValue as exc:
            raise RecordError(f"{where}.best[{j}]" + (f".{exc.where}" if exc.where else ""),
                              exc.reason) from None


def _number(value: object, where: str) -> int:
    return _field(lambda: checks.whole_number(value, where))


def _check_size(value: object, where: str) -> None:
    """A free-form value (the result) within the nesting and size limits."""
    stack, count = [(value, 1)], 0
    while stack:
        item, depth = stack.pop()
        count += 1
        if count > MAX_RESULT_VALUES:
            raise RecordError(where, f"holds more than {MAX_RESULT_VALUES:,} values")
        if depth > checks.MAX_DEPTH:
            raise RecordError(where, f"nested more than {checks.MAX_DEPTH} deep")
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list | tuple):
            stack.extend((v, depth + 1) for v in item)


def _same_types(a: object, b: object) -> bool:
    """Equal values of the same JSON types (``1`` is not ``true`` or ``1.0``)."""
    if type(a) is not type(b) and not (isinstance(a, list | tuple) and isinstance(b, list)):
        return False
    if isinstance(a, dict):
        return all(_same_types(v, b[k]) for k, v in a.items())  # type: ignore[index]
    if isinstance(a, list | tuple):
        return all(_same_types(x, y) for x, y in zip(a, b))  # type: ignore[call-overload]
    return True


def _difference(replayed: object, stored: object, path: str) -> tuple[str, object, object]:
    """The first place where the stored result differs from the replay."""
    if isinstance(replayed, dict) and isinstance(stored, dict):
        for key in replayed:
            if key not in stored:
                return f"{path}.{key}", replayed[key], "nothing"
            if replayed[key] != stored[key] or not _same_types(replayed[key], stored[key]):
                return _difference(replayed[key], stored[key], f"{path}.{key}")
        extra = next(k for k in stored if k not in replayed)
        return f"{path}.{checks.key(extra)}", "nothing", stored[extra]
    if isinstance(replayed, list | tuple) and isinstance(stored, list):
        for i, (a, b) in enumerate(zip(replayed, stored)):
            if a != b or not _same_types(a, b):
                return _difference(a, b, f"{path}[{i}]")
        return path, f"{len(replayed)} items", f"{len(stored)}"
    return path, replayed, stored


def _named(stored: object, names: Sequence[str]) -> object:
    """A stored result with the seats in its texts (each line's ``reason``,
    each irregularity's ``description``) by name: records written before the
    engine named the seats by the compass say "P0 marked Game", which the
    replay now says "South marked Game".  The seats as data (a payment's
    ``payer``, ``"P0"``) are left as written."""
    if isinstance(stored, dict):
        return {k: by_name(v, names) if k in ("reason", "description") and isinstance(v, str)
                else _named(v, names) for k, v in stored.items()}
    if isinstance(stored, list):
        return [_named(v, names) for v in stored]
    return stored


def _as_written(replayed: object, stored: object) -> object:
    """The replayed result as a record of its day wrote it: records written
    before score lines named their ``item`` have lines without that key, and
    are checked on everything else."""
    if isinstance(replayed, dict) and isinstance(stored, dict):
        out = {k: _as_written(v, stored.get(k)) for k, v in replayed.items()}
        if "item" in out and "item" not in stored and "law" in out and "reason" in out:
            del out["item"]
        return out
    if isinstance(replayed, list) and isinstance(stored, list):
        return [_as_written(v, stored[i] if i < len(stored) else None)
                for i, v in enumerate(replayed)]
    return replayed


def _read_pack(raw: object, expected: list[Card]) -> list[Card]:
    if type(raw) is not list:
        raise RecordError("pack", f"must be a list of cards, not {kind_of(raw)}")
    if len(raw) != len(expected):
        raise RecordError("pack", f"holds {len(raw):,} cards; this game's pack has "
                                  f"{len(expected)}")
    pack = []
    for i, text in enumerate(raw):
        where = f"pack[{i}]"
        try:
            pack.append(Card.parse(checks.text(text, where, checks.MAX_CARD_TEXT)))
        except InvalidValue as exc:
            raise RecordError(exc.where, exc.reason) from None
        except NotationError as exc:
            raise RecordError(where, _said(exc)) from None
    have, want = Counter(pack), Counter(expected)
    if have != want:
        extra = have - want
        missing = want - have
        problems = []
        if extra:
            twice = ", ".join(str(c) for c in sorted(extra, key=_order))
            problems.append(f"dealt more often than the pack holds it: {twice}")
        if missing:
            problems.append("missing: " + ", ".join(str(c) for c in sorted(missing, key=_order)))
        raise RecordError("pack", "; ".join(problems) + f" (a pack of {len(expected)} cards)")
    return pack


def _order(card: Card) -> tuple[str, int]:
    return (card.suit.name, card.rank.value)
