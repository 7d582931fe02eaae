"""Records and acts from outside, mutated at random (hypothesis; issue 11).

* **Records.**  Valid records of every game (the old records of
  ``tests/records`` and deals the engine plays, irregular acts included, under
  every option set of the contract suite) are mutated three ways: their JSON
  structure (a value replaced by another of any type, a key dropped or added,
  an item repeated or moved, a value wrapped in a list), their fields (an act's
  player, kind, cards or value changed to something near a real one), and
  their bytes (bytes changed, inserted, cut, repeated).  Reading must end in a
  deal or in one :class:`~playable.engine.errors.RecordError` whose message is one
  printable line of bounded length, never anything else.
* **Positions and set-up records** (issue 30).  The setup's arguments at
  points deals of every game reached are changed: a random subset of them
  left out (the parts the setup needs among them), a part given a value of
  another type or shape, an item inside it replaced, another part's value
  given under its name.  Written as a position and read back
  (``Deal.from_position``), they set up a deal or raise one
  :class:`~playable.engine.errors.SetupError` naming the part; as a version-3
  record's ``start``, they are read or refused with a ``RecordError`` naming
  ``start.<part>``; never a ``TypeError``, ``KeyError``, ``IndexError`` or
  anything else.
* **Acts.**  Deals of every game are played some way, then handed an act of any
  kind, seat, cards and value.  ``apply`` must either do it (and the deal's
  record must then replay) or refuse it with a ``ValueError`` subclass (a
  :class:`~playable.engine.errors.RuleError` or :class:`~playable.engine.checks.InvalidValue`)
  and leave the deal exactly as it was: never a half-applied act.
* **The site's data files** (issue 30).  The YAML files of docs/ (bibliography,
  glossary, concordance, apparatus) are mutated in their structure as records
  are, with the fields of the data files among the keys and hostile markup
  among the values, and they and the transcriptions in their bytes.  Each
  hook's loader must read the file or refuse it with one ``PluginError`` of one
  printable line of bounded length that names the file.

The examples are derandomized (the same every run, so that a failure is
reproducible); ``PLAYABLE_FUZZ_EXAMPLES`` sets how many each test tries
(default :data:`EXAMPLES`).
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import json
import os
import random
import re
import tempfile
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from picking import some_irregular

from playable.engine import notation
from playable.engine.cards import bezique_pack, full_pack
from playable.engine.checks import InvalidValue
from playable.engine.core import Action, OptionsLike
from playable.engine.errors import RecordError, RuleError, SetupError
from playable.games import GAMES, Game, TableDeal
from playable.table import record
from playable.table.analysis import Budget, NoVerdict, analyse, best_first, judge, solvable

#: Examples per test; the suite's default keeps the file under half a minute.
EXAMPLES = int(os.environ.get("PLAYABLE_FUZZ_EXAMPLES", "600"))
FUZZ = settings(max_examples=EXAMPLES, derandomize=True, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.large_base_example])
#: The longest message a refused record may give (a line or two).
LONGEST_MESSAGE = 500

RECORDS = sorted((Path(__file__).parent / "records").glob("*.json"))
CARDS = sorted(set(full_pack()) | set(bezique_pack(1)), key=str)
KINDS = sorted({kind for g in GAMES.values() for kind in g.module.Deal._ACTS})
#: Values a record's act may carry, some real, some near, some hostile.
WORDS = ["table", "hand", "4-3-3", "4-4-2", "sans-prendre", "matadores 3", "matadores",
         "P1", "P7", "1", "2", "0", "-1", "99", "1" * 60, "bezique", "royal-marriage",
         "sequence", "four-aces", "hearts", "♥", "H", "", " ", "\x1b[2J\x1b[31m",
         "\u202eevil", "\ud800", "x" * 120]
ATOMS = [None, True, False, 0, 1, -1, 2, 3, 4, 1.0, 0.5, -0.0, 10**39, -(10**39), 2**64,
         "A♠", "10♦", "TD", "1♠", "A", "♠", "J♥ ", *KINDS[:6], *WORDS[:12], [], {}]


def game_deals() -> list[TableDeal]:
    """Deals of every game and option set, played at random with some
    irregular acts among the regular ones; finished, and stopped midway."""
    out: list[TableDeal] = []
    for entry in GAMES.values():
        for index, (_, options) in enumerate(entry.option_sets):
            for stop in (None, 12):
                rng = random.Random(index * 100 + (stop or 0))
                deal = entry.rules.new(rng.randrange(10**6), options=options,
                                       dealer=rng.randrange(entry.seats(options)))
                played_out(deal, rng, stop)
                out.append(deal)
    return out


def played_out(deal: TableDeal, rng: random.Random, stop: int | None = None,
               irregular: float = 0.08) -> TableDeal:
    """Play ``deal`` on at random (``stop`` acts at most), an irregular act
    now and then (refused ones are skipped)."""
    acts = 0
    while not deal.is_over and (stop is None or acts < stop) and acts < 2000:
        acts += 1
        odd = deal.irregular_actions() if rng.random() < irregular else []
        if odd:
            try:
                deal.apply(some_irregular(rng, odd))
                continue
            except RuleError:
                pass
        legal = deal.legal_actions()
        if not legal:
            break
        deal.apply(rng.choice(legal))
    return deal


@functools.cache
def valid_records() -> tuple[str, ...]:
    """The records mutated, as JSON text (each parsed afresh for a mutation)."""
    texts = [p.read_text(encoding="utf-8") for p in RECORDS]
    texts += [record.dumps(deal) for deal in game_deals()]
    return tuple(texts)


def read(source: object, note: bool = True) -> TableDeal | None:
    """Read a record (text, bytes or JSON data): a deal, or None when refused
    with a RecordError of one short printable line.  Anything else fails."""
    try:
        if isinstance(source, str | bytes):
            deal = record.loads(source)
        else:
            deal = record.from_json(source)
    except RecordError as exc:
        message = str(exc)
        assert message.isprintable(), message  # no newline, no control character
        assert len(message) <= LONGEST_MESSAGE, message
        assert exc.field and exc.reason
        if note:
            event(f"refused: {exc.field.split('[')[0].split('.')[0]}")
        return None
    assert deal.GAME in GAMES
    if note:
        event("read")
    return deal


def test_every_valid_record_is_read() -> None:
    for text in valid_records():
        assert read(text, note=False) is not None


# --------------------------------------------------------------------------
# Records mutated


json_values = st.recursive(
    st.one_of(st.sampled_from(ATOMS), st.none(), st.booleans(),
              st.integers(min_value=-(2**70), max_value=2**70),
              st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=12)),
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.sampled_from(["player", "kind", "cards", "value", "seed", "x"]),
                      inner, max_size=3),
    max_leaves=6,
)


def places(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path into a JSON value (keys and indexes), the root included."""
    out = [path]
    if isinstance(value, dict):
        for key, inner in value.items():
            out += places(inner, (*path, key))
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            out += places(inner, (*path, i))
    return out


def at(value: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        value = value[step]
    return value


RECORD_KEYS = ["value", "cards", "kind", "player", "seed", "pack", "result", "extra"]


def changed_structure(draw: st.DrawFn, data: Any, values: st.SearchStrategy[Any],
                      keys: list[str]) -> object:
    """``data`` with one to three changes to its structure: a value replaced
    by one of ``values``, dropped, repeated, moved or wrapped in a list, or
    one of ``keys`` added."""
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(places(data)))
        if not path:
            if draw(st.booleans()):
                return draw(values)
            continue
        parent, last = at(data, path[:-1]), path[-1]
        change = draw(st.sampled_from(["replace", "replace", "drop", "repeat", "move",
                                       "wrap", "add"]))
        if change == "replace":
            parent[last] = draw(values)
        elif change == "drop":
            del parent[last]
        elif change == "repeat" and isinstance(parent, list):
            parent.insert(last, copy.deepcopy(parent[last]))
        elif change == "move" and isinstance(parent, list) and len(parent) > 1:
            parent.insert(draw(st.integers(0, len(parent) - 1)), parent.pop(last))
        elif change == "wrap":
            parent[last] = [parent[last]]
        elif isinstance(parent, dict):
            parent[draw(st.sampled_from(keys))] = draw(values)
    return data


@st.composite
def mutated_json(draw: st.DrawFn) -> object:
    """A valid record with one to three changes to its JSON structure."""
    data = json.loads(draw(st.sampled_from(valid_records())))
    return changed_structure(draw, data, json_values, RECORD_KEYS)


@st.composite
def mutated_acts(draw: st.DrawFn) -> object:
    """A valid record with an act changed to something near a real one."""
    data = json.loads(draw(st.sampled_from(valid_records())))
    actions = data["actions"]
    if not actions:
        return data
    for _ in range(draw(st.integers(1, 2))):
        i = draw(st.integers(0, len(actions) - 1))
        act = actions[i]
        field = draw(st.sampled_from(["player", "kind", "cards", "value", "swap", "insert"]))
        if field == "player":
            act["player"] = draw(st.sampled_from([-1, 0, 1, 2, 3, 4, True, "1", 1.0, None]))
        elif field == "kind":
            act["kind"] = draw(st.sampled_from([*KINDS, "", "Play", "\x1bplay", 7]))
        elif field == "cards":
            act["cards"] = [str(c) for c in draw(st.lists(st.sampled_from(CARDS), max_size=4))]
        elif field == "value":
            act["value"] = draw(st.sampled_from([*WORDS, None, 1, True, ["x"]]))
        elif field == "swap" and i + 1 < len(actions):
            actions[i], actions[i + 1] = actions[i + 1], actions[i]
        else:
            actions.insert(i, copy.deepcopy(draw(st.sampled_from(actions))))
    return data


@st.composite
def mutated_bytes(draw: st.DrawFn) -> bytes:
    """The bytes of a valid record's file with one to four changed."""
    return changed_bytes(draw, draw(st.sampled_from(valid_records())).encode("utf-8"))


def changed_bytes(draw: st.DrawFn, original: bytes) -> bytes:
    """``original`` with one to four of its bytes changed, inserted, cut or
    repeated, or its end cut off."""
    data = bytearray(original)
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(data) - 1))
        change = draw(st.sampled_from(["set", "set", "insert", "cut", "repeat", "end"]))
        if change == "set":
            data[i] = draw(st.integers(0, 255))
        elif change == "insert":
            data[i:i] = draw(st.binary(min_size=1, max_size=6))
        elif change == "cut":
            del data[i:i + draw(st.integers(1, 40))]
        elif change == "repeat":
            data[i:i] = data[i:i + draw(st.integers(1, 40))]
        else:
            del data[i:]
        if not data:
            break
    return bytes(data)


@FUZZ
@given(mutated_json())
def test_a_record_of_changed_structure_is_read_or_refused(data: object) -> None:
    read(data)
    read(json.dumps(data, ensure_ascii=False))


@FUZZ
@given(mutated_acts())
def test_a_record_with_changed_acts_is_read_or_refused(data: object) -> None:
    read(data)


@FUZZ
@given(mutated_bytes())
def test_a_record_of_changed_bytes_is_read_or_refused(data: bytes) -> None:
    read(data)


# --------------------------------------------------------------------------
# Positions and set-up records: a setup's arguments, some left out or wrong


@functools.cache
def set_up_points() -> tuple[tuple[str, int, str, str], ...]:
    """Points that deals of every game and option set reached (some with
    irregular acts committed), as the setup's arguments: ``(game, option
    set, arguments as JSON, the acts played from there as JSON)``.  A point
    the setup cannot express is skipped."""
    out = []
    for entry in GAMES.values():
        for index, (_, options) in enumerate(entry.option_sets):
            for stop in (0, 3, 9, 20, 45, 90):
                rng = random.Random(index * 1000 + stop)
                deal = played_out(entry.rules.new(rng.randrange(10**6), options=options),
                                  rng, stop, irregular=0.03)
                try:
                    start = deal.to_setup()  # type: ignore[attr-defined]
                except SetupError:
                    continue
                rest = played_out(entry.rules.setup(start, options), rng, 6, irregular=0.0)
                out.append((entry.id, index, json.dumps(start, ensure_ascii=False),
                            json.dumps([a.to_json() for a in rest.history], ensure_ascii=False)))
    return tuple(out)


#: Values a part of a position may be given in its place (a position holds
#: JSON without floats): near ones, wrong types, hostile text.
position_values = st.recursive(
    st.one_of(st.sampled_from([a for a in ATOMS if type(a) is not float]), st.none(),
              st.booleans(), st.integers(min_value=-(10**40) + 1, max_value=10**40 - 1),
              st.sampled_from(CARDS).map(str), st.sampled_from(WORDS), st.text(max_size=8)),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.sampled_from(["player", "points", "item", "reason", "kind", "a"]),
                      inner, max_size=3),
    max_leaves=8,
)


@st.composite
def changed_start(draw: st.DrawFn, values: st.SearchStrategy[object] = position_values
                  ) -> tuple[Game, OptionsLike, dict[str, Any], list[Any]]:
    """A point a deal reached, its setup's arguments changed: a random subset
    of them left out (those the setup needs among them), or one to three
    changes: a part left out, given a value of another type or shape, an item
    inside it replaced, another part's value given under its name, a part
    the point left out given."""
    game_id, index, start_json, rest_json = draw(st.sampled_from(set_up_points()))
    entry = GAMES[game_id]
    start: dict[str, Any] = json.loads(start_json)
    if draw(st.booleans()):
        kept = draw(st.sets(st.sampled_from(sorted(start))))
        start = {name: value for name, value in start.items() if name in kept}
    names = notation.setup_arguments(entry.module.Deal.setup)
    for _ in range(draw(st.integers(0, 3))):
        change = draw(st.sampled_from(["drop", "replace", "inner", "inner", "swap", "add"]))
        if change == "add" or not start:  # any part, the point's or not, given anything
            start[draw(st.sampled_from(names))] = draw(values)
            continue
        name = draw(st.sampled_from(sorted(start)))
        spots = places(start[name])[1:]
        if change == "drop":
            del start[name]
        elif change == "inner" and spots:
            path = draw(st.sampled_from(spots))
            at(start[name], path[:-1])[path[-1]] = draw(values)
        elif change == "swap":
            start[name] = copy.deepcopy(start[draw(st.sampled_from(sorted(start)))])
        else:
            start[name] = draw(values)
    return entry, entry.option_sets[index][1], start, json.loads(rest_json)


def refused_by_name(exc: SetupError | RecordError, names: list[str]) -> None:
    """A refusal of a changed start names a part: one of the setup's
    arguments (or a path into one), the position, its options, or (Bezique)
    the ``cards`` they place, together."""
    assert exc.field and exc.reason, exc
    head = re.split(r"[.\[ ,]", exc.field.removeprefix("start."), maxsplit=1)[0]
    assert head in (*names, "(position)", "options", "cards"), exc
    event(f"refused: {head}")


@FUZZ
@given(changed_start())
def test_a_changed_position_is_set_up_or_refused_by_name(
        case: tuple[Game, OptionsLike, dict[str, Any], list[Any]]) -> None:
    entry, options, start, _ = case
    deal_class = entry.module.Deal
    names = notation.setup_arguments(deal_class.setup)
    text = notation.write(entry.id, start, options.to_json())
    try:
        deal = deal_class.from_position(text)
    except SetupError as exc:
        refused_by_name(exc, names)
        return
    event("set up")
    assert deal.GAME == entry.id


@FUZZ
@given(changed_start(values=json_values))
def test_a_changed_record_start_is_read_or_refused_by_name(
        case: tuple[Game, OptionsLike, dict[str, Any], list[Any]]) -> None:
    entry, options, start, acts = case
    names = notation.setup_arguments(entry.module.Deal.setup)
    data = {"format": "playable-record", "version": record.VERSION_SET_UP, "game": entry.id,
            "options": options.to_json(), "start": start, "actions": acts}
    try:
        deal = record.from_json(data)
    except RecordError as exc:
        assert str(exc).isprintable() and len(str(exc)) <= LONGEST_MESSAGE, exc
        if exc.field.startswith("actions"):  # the start was read; an act is refused
            event("refused: actions")
            return
        refused_by_name(exc, names)
        return
    event("read")
    assert deal.start is not None


# --------------------------------------------------------------------------
# Acts of any shape given to apply


def state(deal: TableDeal) -> str:
    """Everything a refused act must leave as it was."""
    seats = deal.seats
    return json.dumps([
        record.to_json(deal), [[str(c) for c in deal.hand(s)] for s in range(seats)],
        [a.to_json() for a in deal.legal_actions()], [str(line) for line in deal.account],
        [i.to_json() for i in deal.irregularities], deal.phase.value, deal.to_move,
    ], ensure_ascii=False, default=str)


@st.composite
def deal_and_act(draw: st.DrawFn) -> tuple[TableDeal, tuple[Any, ...]]:
    """A deal of any game played some way, and the fields of an act for it:
    an act it offers with one field changed, or any kind by any seat."""
    entry = draw(st.sampled_from(list(GAMES.values())))
    _, options = draw(st.sampled_from(entry.option_sets))
    seed = draw(st.integers(0, 10**6))
    rng = random.Random(seed)
    deal = played_out(entry.rules.new(seed, options=options), rng,
                      stop=draw(st.integers(0, 120)), irregular=0.1)
    offered = deal.legal_actions() + deal.irregular_actions()
    if offered and draw(st.booleans()):
        near = draw(st.sampled_from(offered))
        kind, player, cards, value = near.kind, near.player, near.cards, near.value
    else:
        kind, player, cards, value = (draw(st.sampled_from(KINDS)), draw(st.integers(-1, 4)),
                                      (), None)
    change = draw(st.sampled_from(["cards", "value", "player", "kind", "none"]))
    if change == "cards":
        cards = tuple(draw(st.lists(st.sampled_from(CARDS), max_size=5)))
    elif change == "value":
        value = draw(st.sampled_from([None, *WORDS]))
    elif change == "player":
        player = draw(st.sampled_from([-1, 0, 1, 2, 3, 4, 2**40]))
    elif change == "kind":
        kind = draw(st.sampled_from([*KINDS, "", "PLAY", "x" * 50]))
    return deal, (kind, player, cards, value)


@FUZZ
@given(deal_and_act())
def test_an_act_of_any_shape_is_done_or_refused_changing_nothing(
        case: tuple[TableDeal, tuple[Any, ...]]) -> None:
    deal, fields = case
    try:
        action = Action(*fields)
    except InvalidValue:  # longer than a record may hold: refused when made
        event("refused when made")
        return
    before = state(deal)
    try:
        deal.apply(action)
    except (RuleError, InvalidValue) as exc:
        assert state(deal) == before, f"{action} was refused ({exc}) but changed the deal"
        assert str(exc).isprintable()
        event(f"refused: {type(exc).__name__}")
        return
    event("done")
    # Done: the deal's record, this act included, replays.
    again = record.from_json(json.loads(json.dumps(record.to_json(deal), ensure_ascii=False)))
    assert record.to_json(again) == record.to_json(deal)


@pytest.mark.parametrize("game", list(GAMES))
def test_every_act_the_engine_offers_fits_what_its_kind_takes(game: str) -> None:
    """Where a game declares what an act takes (``@act(kind, cards=..., value=...)``),
    every act it offers, regular or irregular, fits the declaration."""
    entry = GAMES[game]
    takes = entry.module.Deal._TAKES
    for index, (_, options) in enumerate(entry.option_sets):
        rng = random.Random(index)
        for _ in range(5):
            deal = entry.rules.new(rng.randrange(10**6), options=options)
            while not deal.is_over:
                offered = deal.legal_actions() + deal.irregular_actions()
                for action in offered:
                    if action.kind in takes:
                        least, most, value = takes[action.kind]
                        assert least <= len(action.cards) <= most, action
                        assert value is None or (action.value is not None) == value, action
                deal.apply(rng.choice(deal.legal_actions()))


# --------------------------------------------------------------------------
# The solver at positions a deal reaches as at the table


#: The cards left in the hands at which the solver is asked (every game's
#: analysis is quick there, Whist's and Quadrille's last five tricks).
SOLVED_CARDS = 20
SOLVED = settings(max_examples=max(1, EXAMPLES // 4), derandomize=True, deadline=None,
                  database=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def reached_as_at_the_table(draw: st.DrawFn, near_the_end: bool = True) -> TableDeal:
    """A deal of any game and option set, played as at the table (irregular
    acts now and then, committed) to somewhere near its end where the solver
    takes it (or, not ``near_the_end``, to any act of it)."""
    entry = draw(st.sampled_from(list(GAMES.values())))
    _, options = draw(st.sampled_from(entry.option_sets))
    lenient = dataclasses.replace(options if options is not None else entry.module.Options(),
                                  strict=False)
    seed = draw(st.integers(0, 10**6))
    rng = random.Random(seed)
    deal = entry.rules.new(seed, options=lenient, dealer=rng.randrange(entry.seats(lenient)))
    left = draw(st.integers(1, SOLVED_CARDS))  # the cards in hand to stop at, once solvable
    acts = draw(st.integers(0, 150))  # or (not near the end) the acts to stop after
    at_fault = draw(st.booleans())  # or just after an irregularity, where the law is pending
    # (after this many of them in a row, when not near the end: a seat held to two cards)
    faults_to_stop = 1 if near_the_end else draw(st.integers(1, 3))
    faulty = draw(st.sampled_from([0.0, 0.03, 0.15]))  # how often an irregular act is tried
    for done in range(2000):
        if deal.is_over or (cards_in_hand(deal) <= left and solvable(deal) if near_the_end
                            else done >= acts):
            break
        faults, legal = len(deal.irregularities), deal.legal_actions()
        if not legal:
            break
        odd = deal.irregular_actions() if rng.random() < faulty else []
        if at_fault:  # the mover's own faults first: a renounce, a card shown
            odd = [a for a in odd if a.player == deal.to_move] or odd
        try:
            deal.apply(some_irregular(rng, odd) if odd else rng.choice(legal))
        except RuleError:  # refused: a regular act instead
            deal.apply(rng.choice(deal.legal_actions()))
        if at_fault and len(deal.irregularities) > faults and not deal.is_over and (
                not near_the_end or cards_in_hand(deal) <= SOLVED_CARDS and solvable(deal)):
            faults_to_stop -= 1
            if not faults_to_stop:
                break
            faulty = 1.0  # the next act a fault too, where one is open
    return deal


def cards_in_hand(deal: TableDeal) -> int:
    return sum(len(deal.hand(s)) for s in range(deal.seats))


@SOLVED
@given(reached_as_at_the_table())
def test_the_solver_values_or_refuses_every_position_reached_as_at_the_table(
        deal: TableDeal) -> None:
    """Wherever :func:`~playable.table.analysis.solvable` says the solver
    takes a position, renounces, exposed cards and penalties before it
    included, its analysis gives a value to every lawful act (its principal
    line checked against the engine's own account as it goes), or stops at
    its budget with :class:`NoVerdict`; never another error.  The page's
    other ways in (the values alone, one best act first, one act's verdict)
    agree with it.  (Quadrille's analysis stopped on its own check after a
    renounce on the table; Bezique's search on hands of two sizes.)"""
    if deal.is_over or not solvable(deal):
        event("not the solver's")
        return
    if cards_in_hand(deal) > SOLVED_CARDS:
        event("too early to ask")
        return
    try:
        found = analyse(deal, budget=Budget(nodes=400_000, seconds=None))
        # the page's other ways in: the values alone, one best act first, one act's verdict
        alone = analyse(deal, line=False, values_only=True,
                        budget=Budget(nodes=400_000, seconds=None))
        first = best_first(deal, budget=Budget(nodes=400_000, seconds=None))
        acts = [a for a, _ in found.values]
        act = acts[len(acts) // 2]
        verdict = judge(deal, act, budget=Budget(nodes=400_000, seconds=None))
    except NoVerdict:
        event("past its budget")
        return
    event(f"valued: {deal.GAME}" + (" after an irregularity" if deal.irregularities else ""))
    assert len(set(acts)) == len(acts) and set(acts) <= set(deal.legal_actions())
    assert found.best and set(found.best) <= set(acts)
    values = dict(found.values)
    assert dict(alone.values) == values and alone.value == found.value
    assert first is None or (first.value == found.value and set(first.best) <= set(found.best))
    assert verdict is not None and verdict.value == values[act]


@SOLVED
@given(reached_as_at_the_table(near_the_end=False))
def test_the_strong_player_plays_a_lawful_act_wherever_a_deal_stands_as_at_the_table(
        deal: TableDeal) -> None:
    """The period player, and the strong player (:mod:`playable.solver.pimc`,
    a small budget here), at any position a deal reaches as at the table,
    faults before it: each chooses a lawful act (the strong player by its
    samples, or as the period player, saying why); never an error.  (Where
    its own seat had shown two cards in Quadrille, or exposed two at Whist,
    the strong player's samples offered every card; Bezique's period player
    had no word for the card an overdrawer returns.)"""
    from playable.solver.pimc import StrongPlayer

    seat = deal.to_move
    legal = deal.legal_actions()
    if deal.is_over or seat is None or not legal:
        event("no act to choose")
        return
    entry = GAMES[deal.GAME]
    view = deal.view(seat)
    period = entry.player("period")
    assert period.choose(view, legal, random.Random(0)) in legal  # type: ignore[arg-type]
    strong = StrongPlayer(entry.sampling, samples=2, seconds=None, nodes=20_000)
    advice = strong.advise(view, legal, random.Random(0))
    assert advice.action in legal
    event(f"{deal.GAME}: " + ("sampled" if advice.samples else "as the period player"))


@SOLVED
@given(reached_as_at_the_table(near_the_end=False))
def test_the_table_words_every_position_reached_as_at_the_table(deal: TableDeal) -> None:
    """What the terminal and the Deal page say at any position a deal
    reaches as at the table, from every seat: the table, the prompt and the
    help, each act offered (regular or irregular) with its label and the law
    an irregular one breaks, each irregularity committed, each line of the
    account, the verdict once it is over: words, one printable line each
    (a line of the table may wrap), never an error."""
    from playable.table.words import TableWords

    def said(text: object) -> None:
        if isinstance(text, list):  # lines
            for line in text:
                said(line)
            return
        assert isinstance(text, str) and text.strip()
        assert all(line.isprintable() for line in text.splitlines()), text

    entry = GAMES[deal.GAME]
    for seat in range(deal.seats):
        words = TableWords(deal.GAME, deal.seats, you=seat)
        said(words.table(deal))
        offered = deal.legal_actions()
        if deal.to_move == seat and offered:
            said(words.prompt(deal, offered))
            said(words.help(offered, lenient=True, deal=deal))
        for action in [*offered, *deal.irregular_actions()]:
            said(words.act(action))
            said(words.label(action))
            refusal = words.refusal(deal, action)
            assert refusal is None or refusal.isprintable()
        for irregularity in deal.irregularities:
            for line in words.committed(irregularity):
                said(line)
        for line in deal.account:
            said(words.line(line))
        said(words.record(entry.describe(deal)))
        if deal.is_over:
            for line in words.verdict(deal):
                said(line)
    event(f"{deal.GAME}" + (" after an irregularity" if deal.irregularities else ""))


@FUZZ
@given(reached_as_at_the_table(near_the_end=False), st.integers(0, 10**6))
def test_a_position_written_as_at_the_table_sets_up_the_same_deal_or_is_refused(
        deal: TableDeal, seed: int) -> None:
    """At any point a deal reaches as at the table, faults before it, the
    position the Deal page and the terminal write is refused with a
    ``SetupError`` saying why (an irregularity still open), or it is read
    back as the same deal: the same text, hands, seat to move and acts, and
    the same lawful acts after it end in the same points.  (A Bezique draw
    out of turn, the winner still to draw, was written as a position the
    setup refused: "47 cards left (turn-up included) is not a number the
    draws leave".)"""
    try:
        text = deal.position()  # type: ignore[attr-defined]
    except SetupError as exc:
        assert str(exc).isprintable()
        event(f"{deal.GAME}: refused")
        return
    again = type(deal).from_position(text)  # type: ignore[attr-defined]
    assert again.position() == text  # type: ignore[attr-defined]
    assert [sorted(map(str, again.hand(s))) for s in range(deal.seats)] == [
        sorted(map(str, deal.hand(s))) for s in range(deal.seats)]
    assert again.to_move == deal.to_move and again.is_over == deal.is_over
    rng, ours = random.Random(seed), deal.clone()
    for _ in range(500):
        offered = sorted(ours.legal_actions(), key=str)
        assert sorted(again.legal_actions(), key=str) == offered
        if ours.is_over or not offered:
            break
        act = rng.choice(offered)
        ours.apply(act)
        again.apply(act)
    # the same points, counted from the position's scores (its lines may differ:
    # a position keeps what was scored, not why)
    assert again.account.totals(deal.seats) == ours.account.totals(deal.seats)
    event(f"{deal.GAME}: read back" + (" after an irregularity" if deal.irregularities else ""))


# --------------------------------------------------------------------------
# The site's own data files mutated (issue 30)

#: The YAML data files under docs/, and the transcriptions by their addresses on the site.
DATA_FILES = ["bibliography.yml", "glossary.yml", "concordance.yml",
              *(f"apparatus/{game}.yml" for game in GAMES)]
TRANSCRIPTIONS = [f"sources/{game}.txt" for game in GAMES]
#: Examples per test: a data file is read in milliseconds, not microseconds.
DATA_FUZZ = settings(FUZZ, max_examples=max(EXAMPLES // 5, 20))
DATA_KEYS = ["key", "kind", "short", "title", "year", "read", "what", "url", "status", "note",
             "term", "forms", "games", "definition", "more", "local", "law", "at", "reading",
             "work", "locator", "found", "differs", "checked", "basis", "extra"]
DATA_WORDS = ["enquire-within-1894", "all-fours:s92-ii", "quadrille", "lacuna", "witness",
              "read", "1894", "<script>alert(1)</script>", "[@x]", "*x*", "start"]
data_values = st.recursive(
    st.one_of(st.sampled_from([*ATOMS, *DATA_WORDS]), st.none(), st.booleans(),
              st.integers(min_value=-(2**70), max_value=2**70), st.text(max_size=12)),
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.sampled_from(DATA_KEYS), inner, max_size=3),
    max_leaves=6,
)
DOCS = Path(__file__).resolve().parents[1] / "docs"
#: Where the transcriptions are kept: the law registry's package data.
SOURCES = Path(__file__).resolve().parents[1] / "playable" / "laws" / "sources"


def data_path(name: str) -> Path:
    """Where a data file, or a transcription, is kept."""
    return SOURCES / Path(name).name if name in TRANSCRIPTIONS else DOCS / name
YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
YAML_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


@functools.cache
def data_hooks() -> dict[str, Any]:
    """The loader of each data file, from the site's hooks."""
    import bibliography
    import concordance
    import edition

    works = concordance.load_works()
    loaders: dict[str, Any] = {
        "bibliography.yml": bibliography.load_bibliography,
        "glossary.yml": edition.load_glossary,
        "concordance.yml": lambda path: concordance.load_concordance(path, works=works),
    }
    for game in GAMES:
        loaders[f"apparatus/{game}.yml"] = functools.partial(edition.load_notes, game)
        loaders[f"sources/{game}.txt"] = functools.partial(edition.source_segments, game)
    return loaders


@functools.cache
def data_file(name: str) -> bytes:
    return data_path(name).read_bytes()


def load_data(name: str, content: bytes) -> None:
    """Read a data file of these bytes as the build does: it loads, or the
    build would stop with one short printable line naming the file."""
    from mkdocs.exceptions import PluginError

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / Path(name).name
        path.write_bytes(content)
        try:
            data_hooks()[name](path)
        except PluginError as exc:
            message = str(exc)
            assert message.isprintable(), message
            assert len(message) <= LONGEST_MESSAGE, message
            assert message.startswith(f"{path}: "), message
            event(f"refused: {name}")
            return
    event(f"read: {name}")


def test_every_data_file_is_read() -> None:
    for name in DATA_FILES + TRANSCRIPTIONS:
        data_hooks()[name](data_path(name))


@st.composite
def mutated_data(draw: st.DrawFn) -> tuple[str, bytes]:
    """A YAML data file with one to three changes to its structure."""
    name = draw(st.sampled_from(DATA_FILES))
    data = yaml.load(data_file(name), Loader=YAML_LOADER)
    changed = changed_structure(draw, data, data_values, DATA_KEYS)
    text = yaml.dump(changed, Dumper=YAML_DUMPER, allow_unicode=True, sort_keys=False)
    return name, text.encode("utf-8")


@st.composite
def mutated_data_bytes(draw: st.DrawFn) -> tuple[str, bytes]:
    """A data file or transcription with one to four of its bytes changed."""
    name = draw(st.sampled_from(DATA_FILES + TRANSCRIPTIONS))
    return name, changed_bytes(draw, data_file(name))


@DATA_FUZZ
@given(mutated_data())
def test_a_data_file_of_changed_structure_is_read_or_refused_in_one_line(
        case: tuple[str, bytes]) -> None:
    load_data(*case)


@DATA_FUZZ
@given(mutated_data_bytes())
def test_a_data_file_of_changed_bytes_is_read_or_refused_in_one_line(
        case: tuple[str, bytes]) -> None:
    load_data(*case)
