"""Bezique in the terminal, and a deal told act by act for replay.

``python -m playable play bezique`` plays a two-handed game of 1,000 against
the cautious player (:mod:`playable.bezique_players`); ``python -m playable
replay RECORD.json`` prints :func:`describe` of a recorded deal.  The game is
a :class:`~playable.session.Session` of a Bezique match; this module only
draws it.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TextIO

from playable.bezique import KEY, Deal, Match, Options
from playable.cards import show
from playable.law_ids import BeziqueLaws
from playable.laws import law
from playable.session import Session
from playable.table_words import TableWords
from playable.terminal import play_table

YOU = 0


def _law_short(law_id: str) -> str:
    return law(law_id).citation


def describe(deal: Deal) -> str:
    """The deal from its first card to its account, replayed from its record:
    the hands dealt, every trick, declaration, exchange, draw and forfeit."""
    start = deal.start
    if start is not None:  # a deal set up at a point: told from there
        replay = Deal.setup(**start, options=deal.options)
    else:
        replay = Deal(deal.pack, dealer=deal.dealer, options=deal.options, seed=deal.seed)
    n = replay.n
    out = [(f"Bezique, {n} players ({replay.options.packs} packs), P{replay.dealer} deals; "
            f"trumps {replay.trump.noun}"
            + (f" (turned up: {replay.turn_up})." if replay.turn_up else "."))]
    if start is not None:
        out.append(f"Set up after {len(replay.tricks)} tricks, the stock {replay.stock_size}.")
    for i in range(n):
        p = (replay.dealer + 1 + i) % n
        out.append(f"P{p} {'holds' if start is not None else 'is dealt'} "
                   f"{show(replay.held(p) if start is not None else replay.hand(p))}")
    seen_lines = 0
    for line in replay.account.lines:
        out.append(f"  {line}")
        seen_lines += 1
    seen_tricks = len(replay.tricks)  # those before a setup are not told
    last_eight = replay.last_eight
    for action in deal.history:
        before = [Counter(replay.held(p)) for p in range(n)]
        replay.apply(action)
        if action.kind == "draw":
            draws = []
            for i in range(n):
                p = (action.player + i) % n
                got = sorted((Counter(replay.held(p)) - before[p]).elements(), key=KEY.__getitem__)
                if got or p == action.player:
                    draws.append(f"P{p} draws {show(got) or 'nothing'}")
            out.append("  " + ", ".join(draws))
        elif action.kind == "declare":
            out.append(f"  P{action.player} declares {action.value}: {show(action.cards)}")
        elif action.kind == "exchange":
            out.append(f"  P{action.player} exchanges the seven of trumps for the turn-up")
        elif action.kind == "announce":
            out.append(f"  P{action.player} announces {action.value}: {show(action.cards)}, "
                       "to score after a later trick")
        elif action.kind == "call":
            out.append(f"  P{action.player} calls for the faced {show(action.cards)}")
        elif action.kind == "return":
            out.append(f"  P{action.player} sends {show(action.cards)} back into the pack, "
                       "towards the middle")
        for trick in replay.tricks[seen_tricks:]:
            out.append(f"Trick {trick.number}: "
                       + ", ".join(f"P{p} {c}" for p, c in trick.cards)
                       + f" — P{trick.winner} wins")
            seen_tricks += 1
        for line in replay.account.lines[seen_lines:]:
            out.append(f"  {line}")
            seen_lines += 1
        for irr in replay.irregularities:
            if irr.at == len(replay.history) - 1 and irr.law == BeziqueLaws.S126_V:
                out.append(f"  P{irr.player} {irr.description} [{irr.law}]")
        if replay.last_eight and not last_eight:
            last_eight = True
            out.append("The stock is exhausted: the last eight tricks, following suit.")
    result = replay.result()
    state = "Result" if result.complete else "So far"
    out.append(f"{state}: " + ", ".join(f"P{p} {s}" for p, s in enumerate(result.scores))
               + "; tricks " + ", ".join(f"P{p} {t}" for p, t in enumerate(result.tricks)))
    return "\n".join(out)


def play_terminal(stdin: TextIO, stdout: TextIO, seed: int | None = None,
                  record_dir: str | None = None, lenient: bool = False,
                  opponent: str | None = None, auto_single: bool = False) -> int:
    """A game of 1,000 against the cautious player (North), or the engine
    player named ``opponent`` (``"strong"``, :mod:`playable.pimc`).  With
    ``record_dir`` each finished deal is saved there as a record; ``lenient``
    plays "as at the table": irregular acts may be committed."""
    if seed is None:
        seed = random.SystemRandom().randrange(10 ** 6)
    options = Options(strict=False) if lenient else None
    session = Session.sitting(Deal.GAME, seed, humans={YOU}, options=options, players=opponent)
    assert session.series is not None
    match = session.series.match
    assert isinstance(match, Match)
    words = TableWords(Deal.GAME, 2, YOU)
    north = ("the cautious player (127)" if opponent in (None, "period")
             else f"the {opponent} player")
    intro = [
        (f"Bezique, two-handed: you against North, {north}; the first "
         f"to {match.options.game:,} points wins the game. Seed {seed}."),
        ("After each trick the winner may declare (marriages, bezique, sequences, "
         "fours), then both draw; when the stock is out, the last eight tricks follow "
         "suit."),
    ]
    return play_table(session, words, stdin, stdout, intro=intro, record_dir=record_dir,
                      record_name=f"bezique-{seed}", lenient=lenient,
                      auto_single=auto_single, match_word="game")
