"""playable: the rules engine of *Laws of the Card Table*.

Pure Python, standard library only; every rule the engine enforces cites its
law by the identifier defined in :mod:`playable.laws`.  Its wings, each
importing only those below it (``tests/test_static.py`` holds them to it):

* the ground: :mod:`playable.laws` (the law registry, its ids, the
  transcriptions) and :mod:`playable.engine` (cards, the deal's skeleton and
  typed seams in ``core``, following suit and the winner of a trick in
  ``tricks``, errors, checks, notation, ``Options``' base, players' base, the
  words a game's table shares);
* :mod:`playable.solver`: the perfect-information search, its budget, and the
  strong player (``pimc``), which receives a game's sampler;
* the games, one package each (``playable.allfours``, ``playable.quadrille``,
  ``playable.bezique``), with the same rooms for the same roles: ``cards``,
  ``options``, ``state``, the acts before play (``speaking``, or
  ``declarations``), ``play``, ``scoring``, ``irregular``, ``setup``, the
  ``deal`` that joins them, its period player (``strategy``), its adapter to
  the solver (``solve``) and the strong player (``sample``), and its words at
  the table (``words``, with ``describe``);
* :mod:`playable.games`, the registry: the one list of the games and what
  each is made of;
* :mod:`playable.table`: the session (a deal with its players, stepped to a
  human's turn), the records, the verdicts (``analysis``), the words of the
  table, the terminal, the Deal pages' ``web`` and ``render``;
* :mod:`playable.bench` and the command line (``python -m playable``).

The names of the flat layout before the packages (``playable.allfours_players``,
``playable.solve``, ...) still import: :mod:`playable.moved`.  The law
examples' Run console is not the engine's: it is ``tablerun``, which ships
beside it.
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

__version__ = "0.3.19"

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
