"""Bezique: the game's package, whose rooms every game shares.

Its public names are handed on here from the rooms that define them, so that
``from playable.bezique import Deal, Options`` reads as it always has.
"""

from playable.bezique.cards import (
    ACE,
    BRISQUES,
    CARD,
    CARD_ORDER,
    DRAWS,
    EIGHT,
    GAME,
    HAND_PLAY_KEY,
    KEY,
    KING,
    KNAVE,
    KNAVE_OF_DIAMONDS,
    NINE,
    ORDER,
    PLAYS,
    QUEEN,
    QUEEN_OF_SPADES,
    RANK_IN_PLAY,
    SEVEN,
    STRENGTH,
    TABLE_PLAYS,
    TEN,
    cached_action,
    expected_pack,
    key_of,
    pack_in_order,
)
from playable.bezique.deal import Deal, Match, View
from playable.bezique.declarations import KINDS, Declarations, Kind, kind_cards, marks_text
from playable.bezique.irregular import Forfeits
from playable.bezique.options import (
    DEFAULT_OPTIONS,
    GAME_CHOICES,
    LAST_TRICK_CHOICES,
    Options,
    players,
)
from playable.bezique.play import DealResult, Trick
from playable.engine.tricks import SUITS

__all__ = [
    "ACE",
    "BRISQUES",
    "CARD",
    "CARD_ORDER",
    "DEFAULT_OPTIONS",
    "DRAWS",
    "EIGHT",
    "GAME",
    "GAME_CHOICES",
    "HAND_PLAY_KEY",
    "KEY",
    "KINDS",
    "KING",
    "KNAVE",
    "KNAVE_OF_DIAMONDS",
    "LAST_TRICK_CHOICES",
    "NINE",
    "ORDER",
    "PLAYS",
    "QUEEN",
    "QUEEN_OF_SPADES",
    "RANK_IN_PLAY",
    "SEVEN",
    "STRENGTH",
    "SUITS",
    "TABLE_PLAYS",
    "TEN",
    "Deal",
    "DealResult",
    "Declarations",
    "Forfeits",
    "Kind",
    "Match",
    "Options",
    "Trick",
    "View",
    "cached_action",
    "expected_pack",
    "key_of",
    "kind_cards",
    "marks_text",
    "pack_in_order",
    "players",
]
