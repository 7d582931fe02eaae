"""The engine's readings (``playable.table.readings``): every game's ``Options``
field is documented once, and the table its page shows is written from that."""

from __future__ import annotations

from dataclasses import dataclass, fields

import pytest

from playable.games import GAMES
from playable.table import readings


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_option_of_every_game_is_documented_in_field_order(game_id: str) -> None:
    options = GAMES[game_id].rules.default_options()
    found = readings.readings(type(options))
    assert [r.name for r in found] == [f.name for f in fields(options)]  # type: ignore[arg-type]
    for reading, declared in zip(found, fields(options), strict=True):  # type: ignore[arg-type]
        assert reading.default == declared.default
        assert len(reading.text) > 10, reading


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_page_table_has_a_row_per_option(game_id: str) -> None:
    options = GAMES[game_id].rules.default_options()
    table = readings.markdown(game_id).splitlines()
    assert table[0].startswith("| Option |")
    rows = table[2:]
    assert [row.split("|")[1].strip() for row in rows] == [
        f"`{f.name}`" for f in fields(options)]  # type: ignore[arg-type]
    assert all(row.count(" | ") == 2 for row in rows), "a cell's '|' was not escaped"


def test_a_field_documented_nowhere_or_twice_is_an_error() -> None:
    @dataclass(frozen=True)
    class Nowhere:
        """Rules.

        * ``a`` — the first.
        """

        a: int = 1
        b: int = 2

    with pytest.raises(readings.UndocumentedOption, match="b is documented nowhere"):
        readings.readings(Nowhere)

    @dataclass(frozen=True)
    class Twice:
        """Rules.

        * ``a`` — the first.
        """

        #: the first, again.
        a: int = 1

    with pytest.raises(readings.UndocumentedOption, match="a is documented twice"):
        readings.readings(Twice)

    @dataclass(frozen=True)
    class Stray:
        """Rules.

        * ``a`` — the first.
        * ``gone`` — a field that was removed.
        """

        a: int = 1

    with pytest.raises(readings.UndocumentedOption, match="gone"):
        readings.readings(Stray)


def test_both_forms_read_with_continuations_and_inline_code() -> None:
    @dataclass(frozen=True)
    class Both:
        """Rules.

        * ``a`` — the first, ``"x"`` or
          ``"y"`` (a continuation).

        Not a bullet: ``b`` is below.
        """

        a: str = "x"
        #: The second, see :class:`~playable.engine.core.Account`;
        #: on two lines.
        b: int = 2

    found = readings.readings(Both)
    assert [(r.name, r.default, r.text) for r in found] == [
        ("a", "x", 'the first, ``"x"`` or ``"y"`` (a continuation).'),
        ("b", 2, "The second, see :class:`~playable.engine.core.Account`; on two lines."),
    ]
    assert readings._inline(found[1].text) == "The second, see `Account`; on two lines."
