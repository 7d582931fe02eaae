"""playable: the rules engine of *Laws of the Card Table*.

Pure Python, standard library only; every rule the engine enforces cites its
law by the identifier defined in :mod:`playable.laws`.  The layers, each
importing only those below it:

* the ground: :mod:`~playable.engine.cards`, :mod:`~playable.laws` and
  :mod:`~playable.laws.ids`, :mod:`~playable.engine.errors`;
* what every game shares: :mod:`~playable.engine.core` (the deal's skeleton and the
  typed seams) and :mod:`~playable.engine.tricks` (following suit, the winner of a
  trick, from a card order given as data);
* the games, one module each (``allfours``, ``quadrille``, ``bezique``), and
  beside each its period players (``<game>_players``, on
  :mod:`~playable.engine.strategies`);
* :mod:`~playable.games`, the registry: the one list of the games and what
  each is made of (rules, seats, players, terminal, match, benchmark);
* :mod:`~playable.table.session`: a deal with its players, stepped to a human's
  turn, taken back, with the players' notes;
* what draws a session or reads the registry: the terminals
  (``<game>_terminal``, with :mod:`~playable.table.terminal`), the records
  (:mod:`~playable.table.record`), the Deal pages (:mod:`~playable.table.web`),
  :mod:`~playable.bench` and the command line (``python -m playable``).

The law examples' Run console is not the engine's: it is ``tablerun``, which
ships beside it.
"""

from playable.engine.cards import Card, Rank, Suit, card, cards
from playable.engine.errors import (
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
from playable.moved import install as _install_moved

_install_moved()  # the flat layout's module names still import (playable.moved)

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
