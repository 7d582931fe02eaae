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

from playable.cards import Card, NotationError
from playable.core import Action
from playable.quadrille import Deal, Table
from playable.session import Session
from playable.terminal import Quit, ask, choose, keep_record, say

YOU = 0


def _deal(session: Session) -> Deal:
    deal = session.deal
    assert isinstance(deal, Deal)
    return deal


def play_terminal(stdin: TextIO, stdout: TextIO, seed: int | None = None,
                  record_dir: str | None = None, opponent: str | None = None) -> int:
    """Deal after deal until the reader stops, the others played by the
    sensible player (or the engine player named ``opponent``); returns 0."""
    if seed is None:
        seed = random.SystemRandom().randrange(10**6)
    how = "by Hoyle's advice" if opponent in (None, "period") else f"as the {opponent} player"
    say(stdout, f"Quadrille — you are P{YOU}; the others play {how}. "
                f"Seed {seed}. Type 'quit' to leave.")
    say(stdout, "Play goes to the right: P0, P1, P2, P3. The eldest hand, on the dealer's "
                "right, speaks and leads first.")
    session = Session.sitting(Deal.GAME, seed, humans={YOU}, players=opponent)
    assert session.series is not None
    table = session.series.match
    assert isinstance(table, Table)
    number = 0
    try:
        while True:
            number += 1
            deal = _deal(session)
            _play_deal(session, number, stdin, stdout)
            session.book()
            say(stdout, str(deal.result()))
            say(stdout, f"Counters: {table}")
            keep_record(deal, record_dir, f"quadrille-{seed}-{number}", stdout, deal.seed)
            again = ask(stdin, stdout, "Another deal? [Y/n] ")
            if again.lower().startswith("n"):
                break
            session.next_deal()
    except Quit:
        say(stdout, "Goodbye.")
    return 0


class _Table:
    """What the reader is told as the deal goes: his hand once dealt, each
    trick as it is quitted."""

    def __init__(self, deal: Deal, stdout: TextIO) -> None:
        self.deal, self.out = deal, stdout
        self.shown_hand = False
        self.tricks = 0

    def before(self) -> None:
        """Before an act: the reader's hand, the first time it is dealt."""
        deal = self.deal
        if deal.dealt and not self.shown_hand:
            say(self.out, f"Your hand: {' '.join(str(c) for c in deal.hand(YOU))}")
            self.shown_hand = True

    def after(self) -> None:
        """After an act: the tricks quitted by it; then, if the deal goes on,
        what is shown before the next act."""
        deal = self.deal
        while len(deal.tricks) > self.tricks:
            self.tricks += 1
            say(self.out, f"Trick {self.tricks}: {deal.tricks[self.tricks - 1]}")
        if not deal.is_over:
            self.before()


def _play_deal(session: Session, number: int, stdin: TextIO, stdout: TextIO) -> None:
    deal = _deal(session)
    say(stdout, "")
    say(stdout, f"=== Deal {number}: P{deal.dealer} deals, P{deal.eldest} is eldest hand. "
                f"Pool: {deal.options.pool_carried}.")
    table = _Table(deal, stdout)
    if not session.over:
        table.before()
    while not session.over:
        for note in session.run():
            if note.action.kind != "play":
                say(stdout, f"P{note.seat}: {_words(note.action)}")
            table.after()
        if session.humans_turn:
            session.act(_your_turn(session, deal, stdin, stdout))
            table.after()


def _your_turn(session: Session, deal: Deal, stdin: TextIO, stdout: TextIO) -> Action:
    view = deal.view(YOU)
    if view.trick:
        say(stdout, "On the table: " + " ".join(f"P{s}:{c}" for s, c in view.trick))
    if deal.trump is not None and deal.stage in ("play", "vole"):
        say(stdout, f"Your hand: {' '.join(str(c) for c in view.hand)}")
    legal = sorted(deal.legal_actions(), key=lambda a: deal._display_key(a.cards[0])
                   if a.kind == "play" else (9, 0))
    return choose(stdin, stdout, legal, prompt=f"P{YOU}, your {deal.stage}: ",
                  refuse=lambda text: _why_not(session, deal, text))


def _words(action: Action) -> str:
    words = [action.kind]
    if action.value:
        words.append(action.value)
    words += [str(c) for c in action.cards]
    return " ".join(words)


def _why_not(session: Session, deal: Deal, text: str) -> str | None:
    """Why a typed card may not be played now, with the law."""
    try:
        card = Card.parse(text)
    except NotationError:
        return None
    if card not in deal.hand(YOU):
        return f"You do not hold {card}."
    err = session.refusal(Action("play", YOU, (card,)))
    if err is None:
        return None
    return f"{card}: {err.reason} ({err.law.split(':')[1].replace('-', ' ')})."


# --------------------------------------------------------------------------
# The account of a deal


