"""Whist: the game's package, whose rooms every game shares.

Its public names are handed on here from the rooms that define them:
``from playable.whist import Deal, Options``.
"""

from playable.engine.core import Phase
from playable.whist.cards import (
    CARDS,
    FOLLOW,
    GAME,
    HONOURS,
    ORDER,
    SEATS,
    SIDE_NAMES,
    TRICKS,
    Trick,
    card_key,
    expected_pack,
    partner,
    seat_name,
    show,
    side,
    sort_cards,
)
from playable.whist.deal import Deal, Rubber
from playable.whist.options import DEFAULT_OPTIONS, Options, players
from playable.whist.scoring import Result, game_value
from playable.whist.state import LAW, Answer, View

__all__ = [
    "CARDS",
    "DEFAULT_OPTIONS",
    "FOLLOW",
    "GAME",
    "HONOURS",
    "LAW",
    "ORDER",
    "SEATS",
    "SIDE_NAMES",
    "TRICKS",
    "Answer",
    "Deal",
    "Options",
    "Phase",
    "Result",
    "Rubber",
    "Trick",
    "View",
    "card_key",
    "expected_pack",
    "game_value",
    "partner",
    "players",
    "seat_name",
    "show",
    "side",
    "sort_cards",
]
