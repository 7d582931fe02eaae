"""All-Fours: the game's package, whose rooms every game shares.

Its public names are handed on here from the rooms that define them, so that
``from playable.allfours import Deal, Options`` reads as it always has.
"""

from playable.allfours.cards import (
    CARDS,
    GAME,
    GAME_VALUES,
    KEY_BY_ID,
    ORDER,
    Answer,
    Trick,
    card_key,
    expected_pack,
    game_value,
    keys_of_pack,
    show,
    sort_cards,
)
from playable.allfours.deal import KINDS, Deal, Match
from playable.allfours.irregular import Irregular
from playable.allfours.options import DEFAULT_OPTIONS, Options, players
from playable.allfours.scoring import Scoring
from playable.allfours.setup import arguments, build
from playable.allfours.speaking import Speaking
from playable.allfours.state import (
    DISCARDS,
    FOLLOW,
    PLAY_KEY,
    PLAYS,
    SIMPLE,
    Result,
    View,
    match_score,
)
from playable.engine.core import Phase
from playable.engine.tricks import TRUMPS

__all__ = [
    "CARDS",
    "DEFAULT_OPTIONS",
    "DISCARDS",
    "FOLLOW",
    "GAME",
    "GAME_VALUES",
    "KEY_BY_ID",
    "KINDS",
    "ORDER",
    "PLAYS",
    "PLAY_KEY",
    "SIMPLE",
    "TRUMPS",
    "Answer",
    "Deal",
    "Irregular",
    "Match",
    "Options",
    "Phase",
    "Result",
    "Scoring",
    "Speaking",
    "Trick",
    "View",
    "arguments",
    "build",
    "card_key",
    "expected_pack",
    "game_value",
    "keys_of_pack",
    "match_score",
    "players",
    "show",
    "sort_cards",
]
