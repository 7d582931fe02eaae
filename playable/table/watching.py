"""Watching the engine's players at every seat in the terminal
(``python -m playable play GAME --watch``), as the Deal pages' *Watch*
does: every hand in view, each act with its player's reason and the maxim
or law it follows, a trick at a time (Enter for the next, ``end`` for the
rest of the deal), then the deal's verdict and the next deal of the match;
between deals, ``verdicts`` gives the solver's verdict on every act of the
deal just over, and what each seat's acts cost.

The table's words are an onlooker's (:class:`~playable.table.words.Onlooker`:
the seats by the compass, nobody "you"); what is said after each act (the
tricks, the points, the irregularities noted) is the playing table's
(:class:`playable.table.terminal._Watch`).  Standard library only."""

from __future__ import annotations

import random
import textwrap
from collections.abc import Sequence
from typing import TextIO

from playable.engine.words import cards_text
from playable.games import TableDeal, game
from playable.table.console import WIDTH, Quit, ask, say
from playable.table.seats import rules_told, rules_told_of, table_options
from playable.table.session import RUN_LIMIT, Session
from playable.table.terminal import (
    SLOW_PLAYERS,
    VERDICT_WORDS,
    _Watch,
    judge_deal,
    tell_deal_over,
)
from playable.table.views import tricks
from playable.table.words import Onlooker

__all__ = ["watch"]

#: What the reader is asked after each trick.
NEXT_TRICK = "Next trick [Enter], the rest of the deal [end], or quit: "
#: What the reader is asked between deals.
NEXT_DEAL = "Next deal [Enter], the solver's verdicts on this one [verdicts], or quit: "
#: What the reader is asked once the match is over.
LAST_DEAL = "The solver's verdicts on this deal [verdicts], or leave [Enter]: "


def watch(game_id: str, stdin: TextIO, out: TextIO, seed: int | None = None,
          record_dir: str | None = None, players: str | None = None,
          deals: Sequence[TableDeal] | None = None, rules: str | None = None,
          seats: str | None = None) -> int:
    """Watch ``game_id`` played by the engine's player ``players`` (by name;
    None: the period player) at every seat, deal after deal to the end of
    the match (a table that plays on: until the reader leaves); ``seed``
    deals the same match again, ``deals`` (read from a file) are played in
    turn instead; ``record_dir`` keeps each deal's record; ``rules``: the
    rules chosen (``play --rules``), ``seats`` a variant of another number
    of seats (``play --players``).  Returns 0."""
    entry = game(game_id)
    options = table_options(game_id, seats, rules)
    told = rules_told(game_id, rules)
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000)
    if deals:
        session = Session.of_deals(deals, seed, players=players)
        told = rules_told_of(entry.id, [d.options for d in deals])
    else:
        session = Session.sitting(entry.id, seed, players=players, options=options)
    series = session.series
    assert series is not None
    words = Onlooker(entry.id, session.seats)
    who = entry.words.player(players, session.deal.options)
    say(out, textwrap.fill(f"{entry.title}: {who} at every seat, every hand in view; "
                           + ("the deals of a file" if deals else f"seed {seed}") + ".",
                           WIDTH, subsequent_indent="  "))
    for line in told:
        say(out, line)
    say(out, "Each act is shown with its player's reason, a trick at a time.")
    if players in SLOW_PLAYERS and entry.words.weighs_samples(players, session.deal.options):
        say(out, "Each of its acts may take a second or more (Ctrl-C stops).")
    number = 0
    try:
        while True:
            number += 1
            _watch_deal(session, words, number, series.match, stdin, out)
            session.book()
            deal = session.deal
            tell_deal_over(deal, number, words, series.match, out, record_dir,
                           f"{entry.id}-{seed}-{number}")
            if series.over:
                won = words.series_won(series, entry.words.match_word)
                if won is not None:
                    say(out, won)
                _asked(stdin, out, LAST_DEAL, deal, number, words)
                break
            _asked(stdin, out, NEXT_DEAL, deal, number, words)
            session.next_deal()
    except Quit:
        pass
    say(out, "You leave the table. Goodbye.")
    return 0


def _asked(stdin: TextIO, out: TextIO, prompt: str, deal: TableDeal, number: int,
           words: Onlooker) -> str:
    """:func:`ask` after a deal, where ``verdicts`` judges every act of it
    (:func:`~playable.table.terminal.judge_deal`) and the question is asked
    again."""
    while True:
        text = ask(stdin, out, prompt)
        if " ".join(text.lower().split()) not in VERDICT_WORDS:
            return text
        judge_deal(deal, number, words, out)


def _watch_deal(session: Session, words: Onlooker, number: int, match: object,
                stdin: TextIO, out: TextIO) -> None:
    """One deal, act by act, the reader asked after each trick whether to go
    on (``end``: the rest of the deal without asking)."""
    deal = session.deal
    eldest = getattr(deal, "eldest", (deal.dealer + 1) % session.seats)
    say(out)
    say(out, f"=== Deal {number}: {words.name(deal.dealer, True)} deals; "
             f"{words.name(eldest, True)} is the eldest hand.")
    for said in words.table(deal, match, hand=False, hints=False):
        say(out, said)
    for line in deal.account.lines:
        say(out, "  " + words.line(line))
    told = _Watch(deal, words, out)
    to_the_end = shown = False
    for _ in range(RUN_LIMIT):
        if session.over:
            return
        if not shown and all(deal.hand(seat) for seat in range(session.seats)):
            shown = True  # once dealt (Quadrille's deal is an act of its own)
            say(out, "The hands:")
            for seat in range(session.seats):
                say(out, f"  {words.name(seat, True)}: {cards_text(deal.hand(seat))}")
        turned = len(tricks(deal))
        note = session.step()
        say(out, "  " + (words.reason(note) if note.reason else words.act(note.action)))
        told.after(note.action)
        if not to_the_end and len(tricks(deal)) > turned and not session.over:
            to_the_end = " ".join(ask(stdin, out, NEXT_TRICK).lower().split()) == "end"
    raise RuntimeError(f"the engine made {RUN_LIMIT} acts without ending the deal")
