"""Positions in one line of text: any point of a deal, to paste, set up and share.

What chess readers have in FEN and bridge players in PBN: a line that holds
everything needed to go on from a point in a deal.  It is written from the
keyword arguments of the game's ``Deal.setup`` (``deal.to_setup()``), so the
position holds exactly what a set-up deal needs, and reading it is setting the
deal up — with every check ``setup`` makes, and its
:class:`~playable.engine.errors.SetupError` naming what is inconsistent (a card
twice, a hand of the wrong size, a declaration the cards cannot make).

The line is the game, a colon, then ``name=value`` pairs separated by
semicolons, in the order of ``setup``'s arguments; arguments at their default
are left out, and so are options at theirs (``options={target: 7}`` gives the
others).  An All-Fours deal three tricks in::

    all-fours: hands=[Q♣ 8♣ 8♥, 5♣ A♠ Q♥]; turn_up=K♣; stage=play;
    tricks=[2♦ 8♦, 5♥ 4♥, J♦ 2♥]; stock=6♦ 9♥ J♠ ...; to_move=0

(one line; wrapped here).  A value is

* a word — cards and names as the game writes them (``K♣``, ``A♠ 9♠ 4♥``,
  ``play``): any text without ``[ ] { } , ; = :`` or a ``"``, trimmed;
* a whole number (``0``, ``-3``), ``true`` or ``false``, or ``-`` for none;
* a list ``[a, b]`` or a set of named values ``{player: 0, points: 4}``;
* text in double quotes, as JSON writes it, for anything else (``""`` is the
  empty text).

Cards may be written in either notation (``K♣`` or ``KC``); positions are
written with the suit symbols.  :func:`write` and :func:`read` are the two
directions; a game's deal has them as ``deal.position()`` and
``Deal.from_position(text)``.
"""

from __future__ import annotations

import inspect
import json
import re
from collections.abc import Mapping
from typing import Any

from playable.engine.errors import SetupError

#: Characters a bare word may not hold.
_SPECIAL = set('[]{},;=:"')
_INT = re.compile(r"-?(?:0|[1-9][0-9]{0,39})")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_GAME = re.compile(r"[a-z][a-z0-9-]*")
#: The longest position read (a deal's is a few hundred characters).
MAX_POSITION = 20_000


def _value(value: object) -> str:
    if value is None:
        return "-"
    if value is True or value is False:
        return "true" if value else "false"
    if type(value) is int:
        return str(value)
    if isinstance(value, str):
        bare = (value == value.strip() and value != "" and not (_SPECIAL & set(value))
                and value not in ("-", "true", "false") and not _INT.fullmatch(value)
                and value.isprintable())
        return value if bare else json.dumps(value, ensure_ascii=False)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{_name(k)}: {_value(v)}" for k, v in value.items()) + "}"
    raise TypeError(f"a position holds no {type(value).__name__}: {value!r}")


def _name(name: object) -> str:
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        raise TypeError(f"not a name for a position: {name!r}")
    return name


def _plain(value: object) -> object:
    """``value`` as JSON has it (tuples are lists), to compare with a default."""
    return json.loads(json.dumps(value, ensure_ascii=False))


def write(game: str, arguments: Mapping[str, object], options: Mapping[str, object] = {},
          defaults: Mapping[str, object] = {},
          default_options: Mapping[str, object] = {}) -> str:
    """The position of ``game`` whose setup takes ``arguments``: those equal
    to ``defaults`` (the setup's own) are left out, and so are ``options``
    equal to ``default_options``."""
    pairs = [f"{_name(k)}={_value(v)}" for k, v in arguments.items()
             if k not in defaults or _plain(v) != _plain(defaults[k])]
    changed = {k: v for k, v in options.items()
               if k not in default_options or _plain(v) != _plain(default_options[k])}
    if changed:
        pairs.append(f"options={_value(changed)}")
    return f"{game}: " + "; ".join(pairs)


class _Reader:
    """A position's text, read left to right; errors name the column."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.at = 0

    def fail(self, what: str) -> SetupError:
        shown = self.text[self.at:self.at + 20]
        found = f"found {json.dumps(shown, ensure_ascii=False)}" if shown else "the line ends"
        return SetupError("(position)", f"column {self.at + 1}: expected {what}; {found}")

    def space(self) -> None:
        while self.at < len(self.text) and self.text[self.at] in " \t":
            self.at += 1

    def take(self, char: str) -> bool:
        self.space()
        if self.text.startswith(char, self.at):
            self.at += len(char)
            return True
        return False

    def expect(self, char: str, what: str) -> None:
        if not self.take(char):
            raise self.fail(what)

    def name(self) -> str:
        self.space()
        match = _NAME.match(self.text, self.at)
        if not match:
            raise self.fail("a name (letters, digits, _)")
        self.at = match.end()
        return match.group()

    def value(self, depth: int = 0) -> object:
        if depth > 8:
            raise self.fail("less nesting (lists and sets nest at most 8 deep)")
        self.space()
        if self.take("["):
            items: list[object] = []
            if self.take("]"):
                return items
            while True:
                items.append(self.value(depth + 1))
                if self.take("]"):
                    return items
                self.expect(",", "',' or ']'")
        if self.take("{"):
            named: dict[str, object] = {}
            if self.take("}"):
                return named
            while True:
                key = self.name()
                if key in named:
                    raise self.fail(f"a name not given twice ({key!r} is)")
                self.expect(":", "':' after a name")
                named[key] = self.value(depth + 1)
                if self.take("}"):
                    return named
                self.expect(",", "',' or '}'")
        if self.text.startswith('"', self.at):
            try:
                text, end = json.JSONDecoder().raw_decode(self.text, self.at)
            except json.JSONDecodeError:
                raise self.fail("text in double quotes, as JSON writes it") from None
            self.at = end
            return text
        start = self.at
        while self.at < len(self.text) and self.text[self.at] not in _SPECIAL:
            self.at += 1
        word = self.text[start:self.at].strip()
        if not word:
            self.at = start
            raise self.fail("a value")
        if word == "-":
            return None
        if word in ("true", "false"):
            return word == "true"
        if _INT.fullmatch(word):
            return int(word)
        return word


def parse(text: object) -> tuple[str, dict[str, object], dict[str, object]]:
    """The game, the setup's arguments and the options of a position's text;
    :class:`~playable.engine.errors.SetupError` for text that is not a position."""
    if not isinstance(text, str):
        raise SetupError("(position)", f"a position is text, not {type(text).__name__}")
    if len(text) > MAX_POSITION:
        raise SetupError("(position)", f"{len(text):,} characters (a position has at most "
                                       f"{MAX_POSITION:,})")
    line = text.rstrip()
    game, colon, _ = line.partition(":")
    if not colon or not _GAME.fullmatch(game.strip()):
        raise SetupError("(position)", "a position begins with its game and a colon "
                                       "(\"all-fours: ...\")")
    reader = _Reader(line)
    reader.at = len(game) + 1
    arguments: dict[str, object] = {}
    options: dict[str, object] = {}
    while True:
        reader.space()
        if reader.at >= len(line):
            break
        name = reader.name()
        if name in arguments or (name == "options" and options):
            raise reader.fail(f"each name once ({name!r} is given twice)")
        reader.expect("=", f"'=' after {name!r}")
        value = reader.value()
        if name == "options":
            if not isinstance(value, dict):
                raise SetupError("options", "a set of named values: options={target: 7}")
            options = value
        else:
            arguments[name] = value
        reader.space()
        if reader.at < len(line) and not reader.take(";"):
            raise reader.fail("';' between two values")
    return game.strip(), arguments, options


def setup_arguments(setup: Any) -> list[str]:
    """The names a game's ``setup`` takes (its keyword arguments but ``options``)."""
    return [name for name, p in inspect.signature(setup).parameters.items()
            if p.kind is p.KEYWORD_ONLY and name != "options"]


def setup_required(setup: Any) -> list[str]:
    """The names a game's ``setup`` cannot do without (its keyword arguments
    that have no default), in its order."""
    return [name for name, p in inspect.signature(setup).parameters.items()
            if p.kind is p.KEYWORD_ONLY and p.default is p.empty and name != "options"]


def setup_defaults(setup: Any) -> dict[str, object]:
    """The defaults of a game's ``setup`` (its keyword arguments that have one)."""
    return {name: p.default for name, p in inspect.signature(setup).parameters.items()
            if p.default is not p.empty and name != "options"}


__all__ = ["MAX_POSITION", "parse", "setup_arguments", "setup_defaults", "setup_required",
           "write"]
