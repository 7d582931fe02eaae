"""Checks on what comes from outside the engine: one home for the rules.

Records (:mod:`playable.table.record`), the command line (:mod:`playable.__main__`)
and callers of the public API (:class:`playable.engine.core.Action`, a game's
``Options.from_json``, a seed) hand the engine values it must not trust.  This
module holds, once:

* the **limits** a record must keep within, checked before any work is done
  (generous for any real deal: the longest real record, a three-handed
  Bezique deal, is about 30 KB with a few hundred acts);
* **exact type checks**: a seat is an ``int`` and not a ``bool``, a version is
  the integer 1 and not ``1.0`` or ``true``, an option is of the type its
  dataclass field declares (:func:`options_from_json`);
* how a value is **shown in a message**, :func:`shown`: shortened, in JSON's
  notation, with every control character escaped, so that no message is
  longer than a line or two and nothing from a file reaches a terminal raw;
  and :func:`escaped`, the same escaping for longer text (``replay``'s account);
* the **one rule for digits** typed on the command line,
  :func:`typed_number`: ASCII ``0``-``9`` only, for every numeric option.

A value that fails a check raises :class:`InvalidValue` (a ``ValueError``)
naming *where* it was found (a path such as ``actions[12].cards`` or
``options.target``) and what is wrong; :class:`WrongType` is also a
``TypeError``, for the callers that catch that.
"""

from __future__ import annotations

import dataclasses
import math
import re
import types
import typing
from collections.abc import Mapping
from typing import Any, Final, Literal, TypeVar, Union

# --------------------------------------------------------------------------
# Limits

#: The largest record file read, in bytes.
MAX_RECORD_BYTES: Final = 1_000_000
#: The deepest nesting of lists and objects in a record (a real one has 4).
MAX_DEPTH: Final = 16
#: The most digits of an integer in a record (seeds included: 2**128 has 39).
MAX_INT_DIGITS: Final = 40
#: The most acts in a record's history (a real deal has a few hundred at most).
MAX_ACTIONS: Final = 5_000
#: The most cards one act may name (a Bezique sequence names five).
MAX_CARDS_PER_ACT: Final = 16
#: The longest word an act's ``kind`` may be, and the longest ``value``.
MAX_KIND: Final = 40
MAX_VALUE: Final = 100
#: The longest text read as a card ("10♦" is three characters).
MAX_CARD_TEXT: Final = 8
_INT_LIMIT: Final = 10**MAX_INT_DIGITS
#: How much of a value a message shows.
SHOWN: Final = 40


# --------------------------------------------------------------------------
# The error


class InvalidValue(ValueError):
    """A value of the wrong type, shape or size: ``where`` names it (a path
    such as ``actions[12].cards``), ``reason`` says what is wrong."""

    def __init__(self, where: str, reason: str) -> None:
        self.where = where
        self.reason = reason
        super().__init__(f"{where}: {reason}" if where else reason)


class WrongType(InvalidValue, TypeError):
    """A value of the wrong type (also a ``TypeError``)."""


# --------------------------------------------------------------------------
# Showing values in messages

_ESCAPES: Final = {"\t": "\\t", "\r": "\\r", "\n": "\\n"}


def _escape_char(char: str) -> str:
    if char.isprintable():
        return char
    code = ord(char)
    return _ESCAPES.get(char) or (f"\\x{code:02x}" if code < 0x100 else
                                  f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")


def escaped(text: str, keep_newlines: bool = True) -> str:
    """``text`` with every character Python does not call printable escaped:
    control characters (``\\x1b``), invisible formatting characters (``\\u202e``,
    a right-to-left override), lone surrogates; safe to print to a terminal.
    Newlines are kept unless ``keep_newlines`` is false."""
    if text.isprintable():
        return text
    if keep_newlines and "\n" in text:
        return "\n".join(escaped(line, keep_newlines=False) for line in text.split("\n"))
    return "".join(map(_escape_char, text))


def shown(value: object, limit: int = SHOWN) -> str:
    """A value as a message shows it: in JSON's notation (``true``, ``null``,
    ``"text"``), control characters escaped, shortened to about ``limit``
    characters; a long list or string says how long it is.  Never fails, and
    never takes time in proportion to the value (a huge integer is not
    converted to digits)."""
    out: list[str] = []
    _render(value, out, [limit], 0)
    text = "".join(out)
    if len(text) > limit:
        text = text[:limit] + "…"
    size = _size(value)
    return f"{text} ({size})" if size and len(text) > limit else text


def _size(value: object) -> str:
    if isinstance(value, str) and len(value) > SHOWN:
        return f"{len(value):,} characters"
    if isinstance(value, list | tuple | dict) and len(value) > 3:
        return f"{len(value):,} {'keys' if isinstance(value, dict) else 'items'}"
    return ""


def _render(value: object, out: list[str], budget: list[int], depth: int) -> None:
    if budget[0] <= 0:
        return
    if value is None or isinstance(value, bool):
        piece = {None: "null", True: "true", False: "false"}[value]
    elif isinstance(value, int):
        piece = _int_text(value)
    elif isinstance(value, float):
        piece = repr(value) if math.isfinite(value) else (
            "NaN" if math.isnan(value) else "Infinity" if value > 0 else "-Infinity")
    elif isinstance(value, str):
        piece = '"' + escaped(value[: budget[0] + 1].replace("\\", "\\\\").replace('"', '\\"'),
                              keep_newlines=False) + '"'
    elif isinstance(value, list | tuple | dict):
        opening, closing = ("{", "}") if isinstance(value, dict) else ("[", "]")
        if depth >= 3:
            piece = opening + ("…" if value else "") + closing
        else:
            out.append(opening)
            budget[0] -= 1
            items = value.items() if isinstance(value, dict) else value
            for i, item in enumerate(items):
                if budget[0] <= 0:
                    break
                if i:
                    out.append(", ")
                    budget[0] -= 2
                if isinstance(value, dict):
                    key, item = item
                    _render(key if isinstance(key, str) else str(key), out, budget, depth + 1)
                    out.append(": ")
                    budget[0] -= 2
                _render(item, out, budget, depth + 1)
            out.append(closing)
            budget[0] -= 1
            return
    else:
        try:
            text = str(value) if _has_own_str(value) else repr(value)
        except Exception:  # noqa: BLE001 - a message must never fail
            text = f"<{type(value).__name__}>"
        piece = escaped(text[: budget[0] + 1], keep_newlines=False)
    out.append(piece)
    budget[0] -= len(piece)


def _has_own_str(value: object) -> bool:
    """Cards, suits and ranks show their notation (``J♥``), not their repr."""
    return type(value).__module__ == "playable.engine.cards"


def _int_text(value: int) -> str:
    if value.bit_length() > 4 * MAX_INT_DIGITS:
        return f"<an integer of about {int(value.bit_length() * 0.30103) + 1:,} digits>"
    return str(value)


def key(name: object) -> str:
    """A key of a JSON object as a path shows it: escaped and shortened."""
    text = name if isinstance(name, str) else shown(name)
    short = escaped(text[:SHOWN], keep_newlines=False)
    return short + "…" if len(text) > SHOWN else short


def kind_of(value: object) -> str:
    """The kind of a value in JSON's words, with the value when short:
    ``a list``, ``text "x"``, ``the number 1.5``, ``true``, ``null``."""
    if value is None or isinstance(value, bool):
        return shown(value)
    if isinstance(value, int | float):
        return f"the number {shown(value)}"
    if isinstance(value, str):
        return f"text {shown(value)}"
    if isinstance(value, list | tuple):
        return f"a list of {len(value):,} item{'s' * (len(value) != 1)}"
    if isinstance(value, dict):
        return "an object"
    return f"a {type(value).__name__} ({shown(value)})"


# --------------------------------------------------------------------------
# Exact types


def is_int(value: object) -> bool:
    """An integer and not a boolean."""
    return type(value) is int  # bool and int subclasses are not


def whole_number(value: object, where: str, low: int | None = None,
                 high: int | None = None) -> int:
    """``value`` if it is an integer (not a boolean) within ``low``-``high``."""
    if type(value) is not int:
        raise WrongType(where, f"must be a whole number, not {kind_of(value)}")
    if (low is not None and value < low) or (high is not None and value > high):
        span = (f"{low}-{high}" if low is not None and high is not None
                else f"at least {low}" if low is not None else f"at most {high}")
        raise InvalidValue(where, f"must be {span}, not {shown(value)}")
    return value


def seat(value: object, seats: int, who: str) -> int:
    """``value`` if it is a seat at a table of ``seats``: a whole number (not
    a boolean) from 0.  The one check of a seat handed to a deal, its dealer
    or the seat whose hand or view is asked for (a list would take ``-1`` for
    the last seat, and ``9`` fail as an ``IndexError``): else
    :class:`InvalidValue` (a ``ValueError``; :class:`WrongType` for what is no
    number), ``who`` opening it: "the dealer must be a seat 0-3, not 9"
    (of two, "seat 0 or 1")."""
    if type(value) is int and 0 <= value < seats:
        return value
    span = "seat 0 or 1" if seats == 2 else f"a seat 0-{seats - 1}"
    error = InvalidValue if type(value) is int else WrongType
    raise error("", f"{who} must be {span}, not {shown(value)}")


def text(value: object, where: str, longest: int, empty: bool = False) -> str:
    """``value`` if it is a string of at most ``longest`` characters."""
    if type(value) is not str:
        raise WrongType(where, f"must be text, not {kind_of(value)}")
    if len(value) > longest:
        raise InvalidValue(where, f"is too long ({len(value):,} characters; at most {longest})")
    if not value and not empty:
        raise InvalidValue(where, "must not be empty")
    return value


def seed(value: object, where: str = "seed") -> int | None:
    """A seed: a whole number (of at most :data:`MAX_INT_DIGITS` digits) or None.
    ``random.Random`` would take text, bytes or a float and deal from it;
    the engine's seeds are integers, so that a record's seed deals its pack."""
    if value is None:
        return None
    if type(value) is not int:
        raise WrongType(where, f"must be a whole number or null, not {kind_of(value)}")
    if not -_INT_LIMIT < value < _INT_LIMIT:
        raise InvalidValue(where, f"is too large ({shown(value)}; at most "
                                  f"{MAX_INT_DIGITS} digits)")
    return value


# --------------------------------------------------------------------------
# Numbers typed by a person (the command line's options)

_TYPED_WHOLE: Final = re.compile(rf"[+-]?[0-9]{{1,{MAX_INT_DIGITS}}}")
_TYPED_DECIMAL: Final = re.compile(r"[+-]?(?:[0-9]{1,20}(?:\.[0-9]{0,20})?|\.[0-9]{1,20})"
                                   r"(?:[eE][+-]?[0-9]{1,3})?")


def typed_number(typed: str, fraction: bool = False) -> int | float | None:
    """The number ``typed`` says, or None if it says none: the one rule for
    digits on the command line.  The digits are ASCII ``0``-``9`` only (Python
    would read ``٣`` or ``੩`` as 3, and ``1_000`` as a thousand), with a sign
    if wanted and spaces around; a whole number has at most
    :data:`MAX_INT_DIGITS` digits.  With ``fraction``, a decimal point and an
    exponent (``0.5``, ``2e1``) are allowed and the number is a float;
    ``inf`` and ``nan`` are not numbers here."""
    text = typed.strip(" \t")
    if fraction:
        return float(text) if _TYPED_DECIMAL.fullmatch(text) else None
    return int(text) if _TYPED_WHOLE.fullmatch(text) else None


# --------------------------------------------------------------------------
# Options from JSON, by the types their dataclass declares

O = TypeVar("O")


def options_from_json(cls: type[O], data: object, where: str = "options") -> O:
    """Build the frozen dataclass ``cls`` (a game's ``Options``) from the JSON
    object ``data``: missing keys take their defaults; an unknown key, or a
    value not of the exact type its field declares (``bool`` is not ``int``,
    a ``Literal`` names its choices, ``int | None`` allows null), raises
    :class:`InvalidValue` naming the option (``options.target``).  The class's
    own checks (``__post_init__``) then run, and their errors are named the
    same way."""
    if not dataclasses.is_dataclass(cls):
        raise TypeError(f"{cls!r} is not a dataclass")
    if not isinstance(data, Mapping):
        raise WrongType(where, f"must be an object, not {kind_of(data)}")
    fields = {f.name: f for f in dataclasses.fields(cls) if f.init}
    hints = _hints(cls)
    for name in data:
        if not isinstance(name, str) or name not in fields:
            raise InvalidValue(f"{where}.{key(name)}",
                               f"unknown option; the options are {', '.join(fields)}")
    values = {}
    for name, value in data.items():
        _check_type(value, hints[name], f"{where}.{name}")
        # JSON has lists where a field is a tuple (a score: two numbers)
        values[name] = tuple(value) if isinstance(value, list) else value
    try:
        return cls(**values)
    except (TypeError, ValueError) as exc:
        named = [name for name in data if name in str(exc)]
        raise InvalidValue(f"{where}.{named[0]}" if len(named) == 1 else where,
                           _short(str(exc))) from None


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls)
    return hints


def _check_type(value: object, hint: Any, where: str) -> None:
    if not _fits(value, hint):
        raise WrongType(where, f"must be {_expected(hint)}, not {kind_of(value)}")


def _fits(value: object, hint: Any) -> bool:
    if hint is Any:
        return True
    origin = typing.get_origin(hint)
    if origin is Literal:
        return any(type(value) is type(choice) and value == choice
                   for choice in typing.get_args(hint))
    if origin is Union or origin is types.UnionType:
        return any(_fits(value, h) for h in typing.get_args(hint))
    if hint is None or hint is type(None):
        return value is None
    if origin is tuple:
        args = typing.get_args(hint)
        return (type(value) in (list, tuple) and len(value) == len(args)  # type: ignore[arg-type]
                and all(_fits(v, h) for v, h in zip(value, args, strict=True)))  # type: ignore[call-overload]
    if hint is float:
        return type(value) in (int, float) and math.isfinite(value)  # type: ignore[arg-type]
    if isinstance(hint, type):
        return type(value) is hint
    return False  # a field type these records never hold


def _expected(hint: Any) -> str:
    origin = typing.get_origin(hint)
    if origin is Literal:
        return "one of " + ", ".join(shown(c) for c in typing.get_args(hint))
    if origin is Union or origin is types.UnionType:
        return " or ".join(_expected(h) for h in typing.get_args(hint))
    if origin is tuple:
        args = typing.get_args(hint)
        return f"a list of {len(args)}: " + ", ".join(_expected(h) for h in args)
    names = {bool: "true or false", int: "a whole number", str: "text", float: "a number",
             type(None): "null"}
    return names.get(hint, getattr(hint, "__name__", str(hint)))


def _short(message: str, limit: int = 200) -> str:
    message = escaped(message, keep_newlines=False)
    return message if len(message) <= limit else message[:limit] + "…"
