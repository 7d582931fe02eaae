"""Who sits at a Deal page's table (:class:`playable.table.web.Table`, and a
file's deals, :mod:`playable.table.given`), and by which rules: the engine's
players a page may seat, a game's variants that deal to another number of
seats, the rules a reader may choose (``Game.table_rules``) and the options
the two make together, and the reader's seat checked.  Standard library
only."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any, cast

from playable.engine.core import OptionsLike
from playable.games import GAMES

__all__ = ["PLAYERS", "changed_fields", "check_seat", "rule_variants", "rule_words", "rules_of",
           "rules_told", "rules_told_of", "seat_variants", "table_options"]

#: The engine's players a page can choose for the seats it plays: the
#: registry's players of every game, by name (what the page says of each is
#: the game's: ``Game.player_words``).
PLAYERS: tuple[str, ...] = tuple(dict.fromkeys(
    name for entry in GAMES.values() for name in entry.players))


def seat_variants(game: str) -> dict[str, OptionsLike]:
    """The game's named sets of options (``Game.option_sets``) that deal to
    another number of seats than its default: Bezique's three-handed games."""
    entry = GAMES[game]
    return {name: options for name, options in entry.option_sets
            if entry.seats(options) != entry.seats()}


def rule_variants(game: str) -> dict[str, tuple[str, OptionsLike]]:
    """The rules a reader may choose to play ``game`` by
    (``Game.table_rules``), by name: what the table says of each, and its
    options."""
    entry = GAMES[game]
    sets = dict(entry.option_sets)
    return {name: (said, sets[name]) for name, said in entry.table_rules}


def table_options(game: str, players: str | None = None,
                  rules: str | None = None) -> OptionsLike | None:
    """The options a table of ``game`` is dealt with: the variant of
    ``players`` (:func:`seat_variants`; None: the game's own number), under
    the ``rules`` chosen (:func:`rule_variants`; None: the edition's), each
    rule that differs from the game's own laid over the players' variant;
    None for the game's own options.  An unknown name is a ``ValueError``
    naming those there are."""
    seated, ruled = seat_variants(game), rule_variants(game)
    if players is not None and players not in seated:
        raise ValueError(f"unknown variant {players!r} of {game}")
    if rules is not None and rules not in ruled:
        known = ", ".join(ruled) or "none but its own"
        raise ValueError(f"unknown rules {rules!r} of {game}: its rules are {known}")
    base = None if players is None else seated[players]
    if rules is None:
        return base
    chosen = ruled[rules][1]
    if base is None:
        return chosen
    return cast(OptionsLike, dataclasses.replace(cast(Any, base), **changed_fields(game, chosen)))


def changed_fields(game: str, options: OptionsLike) -> dict[str, object]:
    """The fields of ``options`` that differ from ``game``'s own, and their values."""
    # each game's options are a frozen dataclass
    own: Any = GAMES[game].rules.default_options()
    return {f.name: getattr(options, f.name) for f in dataclasses.fields(cast(Any, options))
            if getattr(options, f.name) != getattr(own, f.name)}


def rules_of(game: str, options: OptionsLike) -> list[str]:
    """The rules a reader may choose (:func:`rule_variants`) that ``options``
    play by: each whose fields that differ from the game's own have the same
    values in ``options`` (a record's options, say, which carry as well the
    table's state, such as Whist's score, and another number of players)."""
    return [name for name, (_, chosen) in rule_variants(game).items()
            if all(getattr(options, field) == value
                   for field, value in changed_fields(game, chosen).items())]


def rule_words(game: str, rules: str) -> str:
    """What the table says of the rules named, as a choice heads it: "The
    game 4,000 up (125 viii)"."""
    said = rule_variants(game)[rules][0]
    return said[:1].upper() + said[1:]


def rules_told(game: str, rules: str | None) -> list[str]:
    """The line that tells the rules chosen, as the table says it (none
    for the edition's): "Rules: Short Whist, five points a game, ..."."""
    return [] if rules is None else [f"Rules: {rule_words(game, rules)}."]


def rules_told_of(game: str, options: Sequence[OptionsLike]) -> list[str]:
    """The lines that tell the rules a table may choose (:func:`rules_of`)
    that every one of the deals of ``options`` was played by, as the table
    says them: a record replayed, a file's deals dealt again."""
    each = [rules_of(game, o) for o in options]
    common = [name for name in each[0] if all(name in other for other in each[1:])] if each else []
    return [line for name in common for line in rules_told(game, name)]


def check_seat(seat: int | None, seats: int) -> None:
    """A reader's seat (None: he watches) at a table of ``seats``, or why not."""
    if seat is not None and not 0 <= seat < seats:
        raise ValueError(f"seat must be 0-{seats - 1}, not {seat}")
