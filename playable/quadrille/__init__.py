"""Quadrille: the game's package, whose rooms every game shares.

Its public names are handed on here from the rooms that define them, so that
``from playable.quadrille import Deal, Options`` reads as it always has.
"""

from playable.engine.core import Phase
from playable.quadrille.cards import (
    BASTO,
    CARDS,
    GAME,
    SPADILLE,
    SUIT_NOUNS,
    beats,
    card_title,
    is_matador,
    is_trump,
    key,
    lawful_keys,
    lawful_plays,
    manille,
    order_table,
    order_table_markdown,
    plain_order,
    power,
    trump_order,
)
from playable.quadrille.deal import Deal, Table, describe
from playable.quadrille.irregular import IRREGULAR_ACTS
from playable.quadrille.options import Options
from playable.quadrille.play import Playing
from playable.quadrille.scoring import HOYLE, Result, settlement
from playable.quadrille.setup import set_up, to_setup
from playable.quadrille.speaking import PATTERNS, Speaking
from playable.quadrille.state import (
    PLAY,
    POOL,
    SEATS,
    TRICKS,
    ImpossibleAct,
    Transfer,
    Trick,
    View,
    expected_pack,
    players,
    word,
)

__all__ = [
    "BASTO",
    "CARDS",
    "GAME",
    "HOYLE",
    "IRREGULAR_ACTS",
    "PATTERNS",
    "PLAY",
    "POOL",
    "SEATS",
    "SPADILLE",
    "SUIT_NOUNS",
    "TRICKS",
    "Deal",
    "ImpossibleAct",
    "Options",
    "Phase",
    "Playing",
    "Result",
    "Speaking",
    "Table",
    "Transfer",
    "Trick",
    "View",
    "beats",
    "card_title",
    "describe",
    "expected_pack",
    "is_matador",
    "is_trump",
    "key",
    "lawful_keys",
    "lawful_plays",
    "manille",
    "order_table",
    "order_table_markdown",
    "plain_order",
    "players",
    "power",
    "set_up",
    "settlement",
    "to_setup",
    "trump_order",
    "word",
]
