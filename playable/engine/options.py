"""What every game's ``Options`` share: how they are written to JSON and read
back (a record's ``"options"``, a position's, the Deal pages').

A game's ``Options`` is a frozen dataclass whose fields are the points where
the period sources differ, or a law leaves the choice to the players (each
documented in the class, :mod:`playable.table.readings`); it derives from
:class:`GameOptions`, which writes its fields as they are and reads them with
:func:`playable.engine.checks.options_from_json`, the one reader: missing
keys take their defaults, an unknown key or a value of the wrong type is a
``ValueError`` naming the option.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any, Self

from playable.engine.checks import options_from_json


class GameOptions:
    """The base of each game's frozen ``Options`` dataclass."""

    __slots__ = ()

    def to_json(self) -> dict[str, Any]:
        """The options as JSON: every field, by name (a field is a number, a
        word or a truth value)."""
        fields: dict[str, Any] = asdict(self)  # type: ignore[call-overload]
        return fields

    @classmethod
    def from_json(cls, data: Any) -> Self:
        """Read options: missing keys take their defaults; an unknown key or a
        value of the wrong type raises a ``ValueError`` naming the option."""
        return options_from_json(cls, data)
