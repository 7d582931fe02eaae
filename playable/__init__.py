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
    "Card", "Rank", "Suit", "card", "cards",
    "RuleError", "IllegalPlay", "OutOfTurn", "IllegalBid", "IllegalDeclaration", "Misdeal",
    "RecordError", "LAWS", "law", "__version__",
]
