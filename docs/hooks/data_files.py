"""The site's own data files, read and checked in one place.

The hooks read their data through this module: the YAML files
(``docs/bibliography.yml``, ``docs/glossary.yml``, ``docs/apparatus/<game>.yml``,
``docs/concordance.yml``) with :func:`load_yaml`, the transcriptions (the law
registry's package data, ``playable/laws/sources/<game>.txt``) and the witness
texts with :func:`read_text`.  Whatever is wrong with a file stops the
build with one ``PluginError`` whose message is one line naming the file, the
place in it and the fault, which MkDocs prints without a traceback:

    docs/bibliography.yml: entry 4 ('hoyle-1750'), field 'title': must be text, not a list
    docs/glossary.yml: line 12, column 3: mapping values are not allowed here
    playable/laws/sources/bezique.txt: line 7, column 15: not UTF-8 (byte 0xff)

* **Bytes.**  Every file is UTF-8; a byte that is not is named by its line.
* **YAML syntax.**  A file that does not parse is named with the line and
  column the parser stopped at; a mapping that gives one key twice is refused
  too (PyYAML would keep the last silently).
* **Shape.**  Each YAML file is validated by ``jsonschema`` against its schema,
  kept as data in ``docs/hooks/schemas/<name>.json``: which fields an entry
  has, which it must have, and the kind of each.  The validator's first error
  (in the order of the file) becomes the line: the entry (its number, and its
  key or term where it has one), the field, and what is wrong.  A pattern's
  fault is worded by its schema's ``description``.

What a schema cannot see (a law id that is not in the registry, a key that is
not in the bibliography, a note whose words are not in its law) each hook
checks after loading, with messages of the same shape.
"""

from __future__ import annotations

import datetime
import functools
import json
from collections.abc import Hashable, Sequence
from pathlib import Path
from typing import Any

import yaml
from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError
from mkdocs.exceptions import PluginError

from playable.laws import transcription_file

HOOKS = Path(__file__).resolve().parent
ROOT = HOOKS.parents[1]
DOCS = ROOT / "docs"
SCHEMAS = HOOKS / "schemas"

#: The longest message a fault gives, and the longest quotation of a value in it.
LONGEST = 400
QUOTED = 60


def where(path: Path) -> str:
    """The file as a message names it: from the project's root where it is
    inside the project, else as given."""
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def one_line(text: str) -> str:
    """A message made one printable line of bounded length."""
    text = " ".join(text.split())
    text = "".join(c if c.isprintable() else ascii(c)[1:-1] for c in text)
    return text if len(text) <= LONGEST else text[:LONGEST - 1] + "…"


def fault(path: Path, text: str) -> PluginError:
    """The build's error for a fault in a data file."""
    return PluginError(one_line(f"{where(path)}: {text}"))


def quoted(value: object) -> str:
    text = repr(value)
    return text if len(text) <= QUOTED else text[:QUOTED - 1] + "…"


# --------------------------------------------------------------------------
# Bytes


def read_text(path: Path) -> str:
    """A data file's text; not there, or not UTF-8, stops the build."""
    try:
        data = path.read_bytes()
    except OSError as err:
        raise fault(path, f"cannot be read ({err.strerror or err})") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        column = err.start - (data.rfind(b"\n", 0, err.start) + 1) + 1
        raise fault(path, f"line {line}, column {column}: not UTF-8 "
                          f"(byte 0x{data[err.start]:02x})") from None


def transcription_path(game: str) -> Path:
    """Where the law registry keeps a game's period text, as its package data
    (``playable/laws/sources/<game>.txt``, byte for byte as received).  The
    build reads the engine from a folder, where the file is a file."""
    found = transcription_file(game)
    if not isinstance(found, Path):
        raise PluginError(f"the transcription of {game} is not a file ({found}): the build "
                          "needs the engine installed from a folder")
    return found


def transcription(game: str) -> str:
    """A game's period text (:func:`transcription_path`)."""
    return read_text(transcription_path(game))


def witness(game: str) -> str:
    """The witness's text for a game, ``docs/witness/<game>.txt``."""
    return read_text(DOCS / "witness" / f"{game}.txt")


# --------------------------------------------------------------------------
# YAML


#: libyaml's parser where PyYAML has it (some ten times faster), with the same
#: safe constructor.
_SafeLoader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _Loader(_SafeLoader):  # type: ignore[misc]
    """PyYAML's safe loader, refusing a mapping that gives a key twice."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        self.flatten_mapping(node)
        seen: set[Hashable] = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=True)
            if isinstance(key, Hashable):
                if key in seen:
                    raise yaml.constructor.ConstructorError(
                        "while reading a mapping", node.start_mark,
                        f"the key {quoted(key)} is there twice", key_node.start_mark)
                seen.add(key)
        return super().construct_mapping(node, deep=deep)


def _yaml_fault(path: Path, text: str, err: yaml.YAMLError) -> PluginError:
    mark = getattr(err, "problem_mark", None)
    if isinstance(err, yaml.reader.ReaderError):
        line = text.count("\n", 0, err.position) + 1
        column = err.position - (text.rfind("\n", 0, err.position) + 1) + 1
        character = chr(err.character) if isinstance(err.character, int) else err.character
        return fault(path, f"line {line}, column {column}: YAML does not allow the character "
                           f"{character!a}")
    problem = getattr(err, "problem", None) or str(err)
    if mark is not None:
        return fault(path, f"line {mark.line + 1}, column {mark.column + 1}: "
                           f"not valid YAML ({problem})")
    return fault(path, f"not YAML: {problem}")


@functools.cache
def schema(name: str) -> dict[str, Any]:
    """The schema of a data file (``schemas/<name>.json``)."""
    loaded: dict[str, Any] = json.loads((SCHEMAS / f"{name}.json").read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(loaded)
    return loaded


def load_yaml(path: Path, schema_name: str, name_field: str = "", empty: Any = None) -> Any:
    """A YAML data file, parsed and validated against its schema; ``empty``
    stands for a file with nothing in it (where that is allowed).  Entries of
    a list are named by their ``name_field`` in messages."""
    text = read_text(path)
    try:
        data = yaml.load(text, Loader=_Loader)  # _Loader is a SafeLoader
    except yaml.YAMLError as err:
        raise _yaml_fault(path, text, err) from None
    if data is None and empty is not None:
        data = empty
    shape = _fault_of_shape(data)
    if shape:
        raise fault(path, shape)
    validate(path, data, schema_name, name_field)
    return data


#: The most values a file may hold once its aliases are followed (the largest,
#: the concordance, holds some two thousand).
MOST_VALUES = 200_000


def _fault_of_shape(data: Any) -> str:
    """What YAML's anchors and aliases (``&name``, ``*name``) can do that the
    schema cannot be asked about: a list or mapping that holds itself, or one
    repeated so often that the file grows beyond :data:`MOST_VALUES`.  An
    alias that merely repeats a value is allowed."""
    sizes: dict[int, int] = {}
    started: set[int] = set()  # the lists and mappings above the one in hand
    stack: list[tuple[Any, bool]] = [(data, False)]
    while stack:
        node, done = stack.pop()
        if not isinstance(node, list | dict):
            continue
        children = list(node.values()) if isinstance(node, dict) else node
        if done:
            started.discard(id(node))
            sizes[id(node)] = 1 + sum(sizes.get(id(child), 1) for child in children)
            continue
        if id(node) in sizes:
            continue
        if id(node) in started:
            return "an alias (*name) puts a list or mapping inside itself"
        started.add(id(node))
        stack.append((node, True))
        stack.extend((child, False) for child in children)
    if sizes.get(id(data), 1) > MOST_VALUES:
        return f"its aliases (*name) make it more than {MOST_VALUES} values"
    return ""


# --------------------------------------------------------------------------
# Schema errors as one line


def kind_of(value: object) -> str:
    """A YAML value's kind, in the words of a message."""
    if value is None:
        return "empty"
    if isinstance(value, bool):
        return f"{str(value).lower()}"
    if isinstance(value, int | float):
        return f"the number {quoted(value)}"
    if isinstance(value, str):
        return f"the text {quoted(value)}" if value.strip() else "blank"
    if isinstance(value, list):
        return "a list" if value else "an empty list"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, datetime.date):
        return f"the date {value.isoformat()} (put it in quotes)"
    return f"a YAML {type(value).__name__}"


KINDS = {"string": "text", "boolean": "true or false", "array": "a list",
         "object": "a mapping", "integer": "a whole number", "number": "a number",
         "null": "empty"}


def _order(data: Any, path: Sequence[Any]) -> tuple[int, ...]:
    """Where a path leads, in the order of the file."""
    out = []
    for step in path:
        if isinstance(data, dict):
            out.append(list(data).index(step))
        else:
            out.append(int(step))
        data = data[step]
    return tuple(out)


def _place(data: Any, path: Sequence[Any], name_field: str) -> str:
    """A path into the data in words: ``entry 4 ('hoyle-1750'), field 'title'``."""
    words = []
    node = data
    for depth, step in enumerate(path):
        if isinstance(node, dict):
            words.append(str(step) if depth == 0 and isinstance(data, dict)
                         else f"field {quoted(step)}")
        else:
            label = "entry" if depth == 0 or (depth == 1 and isinstance(data, dict)) else "item"
            entry = node[step]
            name = entry.get(name_field) if isinstance(entry, dict) and name_field else None
            words.append(f"{label} {step + 1}" + (f" ({quoted(name)})"
                                                  if isinstance(name, str) else ""))
        node = node[step]
    return ", ".join(words)


def _what(error: ValidationError) -> str:
    """What is wrong, in words."""
    kind, value, rule = error.validator, error.instance, error.schema
    described = rule.get("description") if isinstance(rule, dict) else None
    if kind == "type":
        expected = error.validator_value
        names = [expected] if isinstance(expected, str) else list(expected)
        wanted = described or " or ".join(KINDS.get(n, n) for n in names)
        return f"must be {wanted}, not {kind_of(value)}"
    if kind == "required" and isinstance(value, dict):
        missing = sorted(set(rule["required"]) - set(value))
        return f"missing fields {missing}"
    if kind == "additionalProperties" and isinstance(value, dict):
        unknown = sorted(str(k) for k in set(value) - set(rule.get("properties", {})))
        return f"unknown fields {unknown} (the fields: {sorted(rule.get('properties', {}))})"
    if kind == "enum":
        return (f"must be one of {', '.join(str(v) for v in error.validator_value)}, "
                f"not {kind_of(value)}")
    if described and kind in ("pattern", "minItems", "minLength"):
        return f"must be {described}, not {kind_of(value)}"
    return error.message


def validate(path: Path, data: Any, schema_name: str, name_field: str = "") -> None:
    """Refuse data that does not fit its schema, naming the first fault in
    the order of the file."""
    errors = list(Draft202012Validator(schema(schema_name)).iter_errors(data))
    if not errors:
        return
    first = min(errors, key=lambda e: _order(data, e.absolute_path))
    # Every fault of the same value is told at once (fields missing and unknown).
    here = [e for e in errors if list(e.absolute_path) == list(first.absolute_path)]
    what = "; ".join(dict.fromkeys(_what(e) for e in sorted(here, key=lambda e: str(e.validator))))
    place = _place(data, first.absolute_path, name_field)
    raise fault(path, (f"{place}: " if place else "") + what)
