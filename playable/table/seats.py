"""Who sits at a Deal page's table (:class:`playable.table.web.Table`, and a
file's deals, :mod:`playable.table.given`): the engine's players a page may
seat, a game's variants that deal to another number of seats, and the
reader's seat checked.  Standard library only."""

from __future__ import annotations

from playable.engine.core import OptionsLike
from playable.games import GAMES

__all__ = ["PLAYERS", "check_seat", "seat_variants"]

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


def check_seat(seat: int | None, seats: int) -> None:
    """A reader's seat (None: he watches) at a table of ``seats``, or why not."""
    if seat is not None and not 0 <= seat < seats:
        raise ValueError(f"seat must be 0-{seats - 1}, not {seat}")
