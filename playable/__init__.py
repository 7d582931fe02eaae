"""playable: the rules engine of *Laws of the Card Table*.

Pure Python, standard library only.  One module per game (``allfours``,
``quadrille``, ``bezique``); every rule the engine enforces cites its law by
the identifier defined in :mod:`playable.laws`.
"""

from playable.cards import Card, Rank, Suit, card, cards
from playable.errors import (
    IllegalBid,
    IllegalDeclaration,
    IllegalPlay,
    Misdeal,
    OutOfTurn,
    RecordError,
    RuleError,
)
from playable.laws import LAWS, law

__version__ = "0.1.0"

__all__ = [
    "LAWS",
    "Card",
    "IllegalBid",
    "IllegalDeclaration",
    "IllegalPlay",
    "Misdeal",
    "OutOfTurn",
    "Rank",
    "RecordError",
    "RuleError",
    "Suit",
    "__version__",
    "card",
    "cards",
    "law",
]
