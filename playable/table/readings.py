"""The engine's readings: each game's :class:`Options`, as the pages show them.

Where the period books differ, or a law leaves a point to the players, the
engine offers the choice as a field of the game's ``Options`` and its default
is the reading of the edition's own text.  Each field is documented once, in
the engine, in one of Sphinx's two forms:

* a bullet of the class docstring, ``* ``name`` — what it decides``, its
  continuation lines indented under it; or
* a ``#:`` comment block just above the field.

:func:`readings` reads them (with each field's default) and
:func:`markdown` writes the table a game page puts in with the marker
``@@ table playable.table.readings:markdown <game>``.  A field documented in neither
form, or in both, or a bullet naming no field, is an error: the page cannot
fall behind the engine.
"""

from __future__ import annotations

import ast
import inspect
import re
import textwrap
from dataclasses import MISSING, dataclass, fields, is_dataclass

from playable.games import game

#: A docstring bullet that documents a field: ``* ``name`` — text``.
_BULLET = re.compile(r"^\* ``(?P<name>\w+)`` — (?P<text>.*)$")


@dataclass(frozen=True)
class Reading:
    """One agreed rule: the field's name, its default, and what it decides."""

    name: str
    default: object
    text: str


class UndocumentedOption(ValueError):
    """An ``Options`` field the engine does not document (or documents twice)."""


def _bullets(doc: str) -> dict[str, str]:
    """The docstring's field bullets, ``{name: text}`` (continuations joined)."""
    found: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in inspect.cleandoc(doc).splitlines():
        match = _BULLET.match(line)
        if match:
            if match.group("name") in found:
                raise UndocumentedOption(f"``{match.group('name')}`` has two bullets")
            current = found[match.group("name")] = [match.group("text")]
        elif current is not None and line.startswith("  ") and line.strip():
            current.append(line.strip())
        else:
            current = None
    return {name: " ".join(parts) for name, parts in found.items()}


def _comments(cls: type) -> dict[str, str]:
    """The ``#:`` comment block above each field of ``cls``, ``{name: text}``."""
    source = textwrap.dedent(inspect.getsource(cls))
    lines = source.splitlines()
    tree = ast.parse(source)
    found: dict[str, str] = {}
    for node in tree.body[0].body if isinstance(tree.body[0], ast.ClassDef) else []:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            block: list[str] = []
            row = node.lineno - 2
            while row >= 0 and lines[row].strip().startswith("#:"):
                block.insert(0, lines[row].strip()[2:].strip())
                row -= 1
            if block:
                found[node.target.id] = " ".join(block)
    return found


def readings(options: type) -> list[Reading]:
    """Each field of the ``options`` dataclass with its default and its text,
    in the order of the fields."""
    if not is_dataclass(options):
        raise TypeError(f"{options!r} is not a dataclass")
    bullets = _bullets(options.__doc__ or "")
    comments = _comments(options)
    names = [f.name for f in fields(options)]
    stray = sorted(set(bullets) - set(names))
    if stray:
        raise UndocumentedOption(f"{options.__qualname__}: bullets for no field: {stray}")
    out: list[Reading] = []
    for f in fields(options):
        texts = [t for t in (bullets.get(f.name), comments.get(f.name)) if t]
        if len(texts) != 1:
            raise UndocumentedOption(
                f"{options.__module__}.{options.__qualname__}.{f.name} is documented "
                f"{'twice' if texts else 'nowhere'}: give it one docstring bullet "
                f"or one '#:' comment")
        default = f.default if f.default is not MISSING else None
        out.append(Reading(f.name, default, texts[0]))
    return out


def _inline(text: str) -> str:
    """reStructuredText's inline forms, as Markdown: ````x```` → ```x```,
    ``:class:`~a.b.C``` → ```C```."""
    text = re.sub(r":\w+:`~?(?:[\w.]*\.)?([\w]+)`", r"`\1`", text)
    return text.replace("``", "`").replace("|", "\\|")


def markdown(game_id: str) -> str:
    """The table of a game's readings, for its page."""
    chosen = game(game_id)
    options = type(chosen.rules.default_options())
    rows = ["| Option | Default | What it decides, and the sources |",
            "|---|---|---|"]
    for reading in readings(options):
        default = (f'"{reading.default}"' if isinstance(reading.default, str)
                   else repr(reading.default))
        text = _inline(reading.text)
        rows.append(f"| `{reading.name}` | `{default}` | {text[:1].upper()}{text[1:]} |")
    return "\n".join(rows) + "\n"
