"""Quadrille at the terminal: the reader in seat 0, three engine players who
speak and play by Hoyle's advice (:class:`~playable.quadrille_players.SensiblePlayer`).

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

from playable.core import Action
from playable.quadrille import SEATS, Deal, Table
from playable.quadrille_players import SensiblePlayer
from playable.terminal import Quit, ask, choose, keep_record, say

YOU = 0


def play_terminal(stdin: TextIO, stdout: TextIO, seed: int | None = None,
                  record_dir: str | None = None) -> int:
    """Deal after deal until the reader stops; returns 0."""
    if seed is None:
        seed = random.SystemRandom().randrange(10**6)
    say(stdout, f"Quadrille — you are P{YOU}; the others play by Hoyle's advice. "
                f"Seed {seed}. Type 'quit' to leave.")
    say(stdout, "Play goes to the right: P0, P1, P2, P3. The eldest hand, on the dealer's "
                "right, speaks and leads first.")
    rng = random.Random(seed)
    table = Table(dealer=SEATS - 1)
    others = SensiblePlayer()
    number = 0
    try:
        while True:
            number += 1
            deal_seed = rng.randrange(10**9)
            deal = table.new_deal(deal_seed)
            _play_deal(deal, number, others, rng, stdin, stdout)
            result = table.settle(deal)
            say(stdout, str(result))
            say(stdout, f"Counters: {table}")
            _keep(deal, seed, number, deal_seed, record_dir, stdout)
            again = ask(stdin, stdout, "Another deal? [Y/n] ")
            if again.lower().startswith("n"):
                break
    except Quit:
        say(stdout, "Goodbye.")
    return 0


def _play_deal(deal: Deal, number: int, others: SensiblePlayer, rng: random.Random,
               stdin: TextIO, stdout: TextIO) -> None:
    say(stdout, "")
    say(stdout, f"=== Deal {number}: P{deal.dealer} deals, P{deal.eldest} is eldest hand. "
                f"Pool: {deal.options.pool_carried}.")
    shown_hand = False
    tricks_seen = 0
    while not deal.is_over:
        seat = deal.to_move
        assert seat is not None
        if deal.dealt and not shown_hand:
            say(stdout, f"Your hand: {' '.join(str(c) for c in deal.hand(YOU))}")
            shown_hand = True
        legal = deal.legal_actions()
        if seat == YOU:
            view = deal.view(YOU)
            if view.trick:
                say(stdout, "On the table: " + " ".join(f"P{s}:{c}" for s, c in view.trick))
            if deal.trump is not None and deal.stage in ("play", "vole"):
                say(stdout, f"Your hand: {' '.join(str(c) for c in view.hand)}")
            legal = sorted(legal, key=lambda a: deal._display_key(a.cards[0])
                           if a.kind == "play" else (9, 0))
            action = choose(stdin, stdout, legal, prompt=f"P{YOU}, your {deal.stage}: ",
                            refuse=lambda text: _why_not(deal, text))
        else:
            action = others.choose(deal.view(seat), legal, rng)
            if action.kind != "play":
                say(stdout, f"P{seat}: {_words(action)}")
        deal.apply(action)
        while len(deal.tricks) > tricks_seen:
            tricks_seen += 1
            say(stdout, f"Trick {tricks_seen}: {deal.tricks[tricks_seen - 1]}")


def _words(action: Action) -> str:
    words = [action.kind]
    if action.value:
        words.append(action.value)
    words += [str(c) for c in action.cards]
    return " ".join(words)


def _why_not(deal: Deal, text: str) -> str | None:
    """Why a typed card may not be played now, with the law."""
    from playable.cards import Card, NotationError

    try:
        card = Card.parse(text)
    except NotationError:
        return None
    if card not in deal.hand(YOU):
        return f"You do not hold {card}."
    err = deal.why_not(Action("play", YOU, (card,)))
    if err is None:
        return None
    return f"{card}: {err.reason} ({err.law.split(':')[1].replace('-', ' ')})."


def _keep(deal: Deal, seed: int, number: int, deal_seed: int, record_dir: str | None,
          stdout: TextIO) -> None:
    keep_record(deal, record_dir, f"quadrille-{seed}-{number}", stdout, deal_seed)
