"""playable: the rules engine of *Laws of the Card Table*.

Pure Python, standard library only; every rule the engine enforces cites its
law by the identifier defined in :mod:`playable.laws`.  The layers, each
importing only those below it:

* the ground: :mod:`~playable.cards`, :mod:`~playable.laws` and
  :mod:`~playable.law_ids`, :mod:`~playable.errors`;
* what every game shares: :mod:`~playable.core` (the deal's skeleton and the
  typed seams) and :mod:`~playable.tricks` (following suit, the winner of a
  trick, from a card order given as data);
* the games, one module each (``allfours``, ``quadrille``, ``bezique``), and
  beside each its period players (``<game>_players``, on
  :mod:`~playable.strategies`);
* :mod:`~playable.games`, the registry: the one list of the games and what
  each is made of (rules, seats, players, terminal, match, benchmark);
* :mod:`~playable.session`: a deal with its players, stepped to a human's
  turn, taken back, with the players' notes;
* what draws a session or reads the registry: the terminals
  (``<game>_terminal``, with :mod:`~playable.terminal`), the records
  (:mod:`~playable.record`), the Deal pages (:mod:`~playable.web`),
  :mod:`~playable.bench` and the command line (``python -m playable``).

The law examples' Run console is not the engine's: it is ``tablerun``, which
ships beside it.
"""

from playable.cards import Card, Rank, Suit, card, cards
from playable.errors import (
    IllegalBid,
    IllegalDeclaration,
    IllegalPlay,
    Misdeal,
    NotHeld,
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
    "NotHeld",
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
