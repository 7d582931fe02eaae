"""Quadrille at the terminal: the reader in seat 0 and three engine players who
speak and play by Hoyle's advice (:class:`~playable.quadrille_players.SensiblePlayer`).
A deal's account for ``python -m playable replay`` is
:func:`playable.quadrille.describe`, beside the deal it tells.
The deals are a :class:`~playable.session.Session` at Quadrille's table; this
module only draws them.

The reader types the number of a choice, a card (``7H`` or ``7♥``) or a word
(``pass``, ``ask-leave``, ``sans-prendre``, ``no-vole``, ``settle``); ``quit``
leaves.  The pool is carried from deal to deal and the deal passes to the right.

Saving the deals: set the environment variable ``PLAYABLE_RECORD_DIR`` to a
directory, and the record of every deal is written there as
``quadrille-<seed>-<deal number>.json``; replay one with ``python -m playable
replay FILE``.  Without it, the seed of each deal is printed so that its cards
can be dealt again (``Deal.new(seed, dealer=...)``).
"""

from __future__ import annotations

import random
from typing import TextIO

from playable.quadrille import Deal, Options
from playable.session import Session
from playable.table_words import TableWords
from playable.terminal import play_table

YOU = 0


def play_terminal(stdin: TextIO, stdout: TextIO, seed: int | None = None,
                  record_dir: str | None = None, lenient: bool = False,
                  opponent: str | None = None, auto_single: bool = False) -> int:
    """Deal after deal until the reader stops, the others played by the
    sensible player, or the engine player named ``opponent``; returns 0.
    ``lenient`` plays "as at the table": irregular acts may be committed."""
    if seed is None:
        seed = random.SystemRandom().randrange(10**6)
    options = Options(strict=False) if lenient else None
    session = Session.sitting(Deal.GAME, seed, humans={YOU}, options=options, players=opponent)
    words = TableWords(Deal.GAME, 4, YOU)
    how = ("follow Hoyle's advice" if opponent in (None, "period")
           else f"play as the {opponent} player")
    intro = [
        (f"Quadrille: you and three players who {how} — West, North and East. "
         f"Seed {seed}."),
        ("Play goes to the right: you, West, North, East. The eldest hand, on the "
         "dealer's right, speaks and leads first."),
        ("The ombre (who asks leave) names trumps and calls a king: its holder is his "
         "secret friend; they need six of the ten tricks. Counters go to and from "
         "the pool; leave the table after any deal."),
    ]
    return play_table(session, words, stdin, stdout, intro=intro, record_dir=record_dir,
                      record_name=f"quadrille-{seed}", lenient=lenient,
                      auto_single=auto_single, endless=True)


# --------------------------------------------------------------------------
# The account of a deal


