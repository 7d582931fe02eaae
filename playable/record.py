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

Version 1 records, written before the engine's readings were corrected from
the witness, replay with the options their engine played by (each game's
``record_options`` in :mod:`playable.games`; so far Bezique's ``overdraw``,
126 iv).  Score lines in a version 1 result have no ``item``.

Cards are written in the symbol notation and read in either notation
(``"J♥"`` or ``"JH"``).  Reading never trusts a record: a wrong version, an
unknown card, a card dealt twice or missing, an act the laws refuse, or a
result that the replay does not reach fails with a :class:`RecordError`
naming the field and the reason.  No pickle, no code in records.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from playable.cards import Card, NotationError
from playable.core import Action
from playable.errors import RecordError, RuleError
from playable.games import GAMES, Game, TableDeal, UnknownGame, game

FORMAT = "playable-record"
VERSION = 2
#: The versions this engine reads.
READABLE = (1, 2)


def game_of_record(game_id: object) -> Game:
    """The registered game a record names; a clear error for an unknown game."""
    try:
        return game(game_id)
    except UnknownGame:
        raise RecordError("game", f"unknown game {game_id!r}; "
                                  f"the games are {', '.join(GAMES)}") from None


def to_json(deal: TableDeal) -> dict[str, object]:
    """The record of a deal (finished or not)."""
    record: dict[str, object] = {
        "format": FORMAT,
        "version": VERSION,
        "game": deal.GAME,
        "options": deal.options.to_json(),
        "seed": deal.seed,
        "dealer": deal.dealer,
        "pack": [str(c) for c in deal.pack],
        "actions": [a.to_json() for a in deal.history],
    }
    if deal.is_over:
        record["result"] = deal.result().to_json()
    return record


def dumps(deal: TableDeal) -> str:
    return json.dumps(to_json(deal), ensure_ascii=False, indent=1)


def save(deal: TableDeal, path: str | Path) -> None:
    Path(path).write_text(dumps(deal) + "\n", encoding="utf-8")


def load(path: str | Path) -> TableDeal:
    """Read a record file and replay it; returns the deal."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise RecordError("(file)", f"cannot read {path}: {exc.strerror}") from None
    return loads(text)


def loads(text: str) -> TableDeal:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError("(file)", f"not JSON: {exc.msg} at line {exc.lineno}") from None
    return from_json(data)


def from_json(data: object) -> TableDeal:
    """Replay a record; returns the deal in the state the record leaves it."""
    if not isinstance(data, dict):
        raise RecordError("(record)", "a record must be a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError("format", f"expected {FORMAT!r}, found {data.get('format')!r}")
    version = data.get("version")
    if version not in READABLE or isinstance(version, bool):
        raise RecordError("version", f"this engine reads versions "
                                     f"{', '.join(map(str, READABLE))}, found {version!r}")
    known = {"format", "version", "game", "options", "seed", "dealer", "pack", "actions",
             "result"}
    unknown = sorted(set(data) - known)
    if unknown:
        raise RecordError(unknown[0], "unknown field")
    chosen = game_of_record(data.get("game"))

    raw_options = data.get("options") or {}
    if isinstance(raw_options, dict) and version in chosen.record_options:
        raw_options = {**chosen.record_options[version], **raw_options}
    try:
        options = chosen.rules.options_from_json(raw_options)
    except (TypeError, ValueError) as exc:
        raise RecordError("options", str(exc)) from None

    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise RecordError("seed", f"must be a whole number or null, not {seed!r}")
    dealer = data.get("dealer", 0)
    seats = chosen.seats(options)
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < seats:
        raise RecordError("dealer", f"must be a seat number 0-{seats - 1}, not {dealer!r}")

    if "pack" in data:
        pack = _read_pack(data["pack"], chosen.expected_pack(options))
    elif seed is not None:
        pack = None
    else:
        raise RecordError("pack", "missing (a record needs the pack or the seed)")

    deal = chosen.rules.new(seed, options=options, dealer=dealer) if pack is None else \
        chosen.rules.from_pack(pack, dealer=dealer, options=options, seed=seed)

    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise RecordError("actions", "must be a list")
    for i, raw in enumerate(actions):
        try:
            action = Action.from_json(raw)
        except ValueError as exc:
            raise RecordError(f"actions[{i}]", str(exc)) from None
        try:
            deal.apply(action)
        except RuleError as exc:
            raise RecordError(f"actions[{i}]", f"{action} is refused: {exc}") from None

    if "result" in data:
        if not deal.is_over:
            raise RecordError("result", "the record gives a result but its actions do not "
                                        "finish the deal")
        replayed = _as_written(deal.result().to_json(), data["result"])
        if replayed != data["result"]:
            raise RecordError("result", "does not match the replay: the actions give "
                                        f"{json.dumps(replayed, ensure_ascii=False)}")
    return deal


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
    if not isinstance(raw, list):
        raise RecordError("pack", "must be a list of cards")
    pack = []
    for i, text in enumerate(raw):
        try:
            pack.append(Card.parse(text))
        except NotationError as exc:
            raise RecordError(f"pack[{i}]", str(exc)) from None
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
