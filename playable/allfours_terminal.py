"""All-Fours in the terminal: a match against the period player, and the
trick-by-trick account of a recorded deal (``python -m playable replay``).
The match is a :class:`~playable.session.Session` of an All-Fours match; this
module only draws it.

Saving the deals of a match: set the environment variable
``PLAYABLE_RECORD_DIR`` to a directory, and the record of every deal is
written there as ``all-fours-<match seed>-<deal number>.json``; replay one
with ``python -m playable replay FILE``.  Without it, the seed of each deal is
printed so that its cards can be dealt again (``Deal.new(seed, dealer=...)``).
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TextIO

from playable.allfours import (
    Deal,
    Match,
    Options,
    show,
)
from playable.allfours_irregular import MARKED
from playable.core import Action, ScoreLine
from playable.laws import law as _law
from playable.session import Session
from playable.table_words import TableWords
from playable.terminal import play_table

YOU = 0


def play_terminal(stdin: TextIO, stdout: TextIO, seed: int | None = None,
                  record_dir: str | None = None, options: Options | None = None,
                  lenient: bool = False, opponent: str | None = None,
                  auto_single: bool = False) -> int:
    """Play a match to ten against the period player (North), or the engine
    player named ``opponent`` (``"strong"``, :mod:`playable.pimc`); returns 0.
    ``lenient`` plays "as at the table": irregular acts may be committed."""
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000)
    if lenient:
        options = replace(options or Options(), strict=False)
    session = Session.sitting(Deal.GAME, seed, humans={YOU}, options=options, players=opponent)
    assert session.series is not None
    match = session.series.match
    assert isinstance(match, Match)
    words = TableWords(Deal.GAME, 2, YOU)
    first = "you" if match.dealer == YOU else "North"
    intro = [
        (f"All-Fours: you against North, {_opponent(opponent)}; first to "
         f"{match.options.target} points wins the match. Match seed {seed}."),
        ("Each deal: six cards each and a trump turned up. The eldest hand stands or "
         "begs; then six tricks, following suit or trumping (law iii)."),
        f"The cut gives the first deal to {first}.",
    ]
    return play_table(session, words, stdin, stdout, intro=intro, record_dir=record_dir,
                      record_name=f"all-fours-{seed}", lenient=lenient,
                      auto_single=auto_single)


def _opponent(name: str | None) -> str:
    if name is None or name == "period":
        return "the period player (maxims i-iv)"
    if name == "strong":
        return "the strong player (it samples the unseen cards and solves each sample)"
    return f"the {name} player"


# --------------------------------------------------------------------------
# The account of a deal


def _cited(line: ScoreLine) -> str:
    return _law(line.law).citation if line.law is not None else line.authority


def describe(deal: Deal) -> str:
    """A deal told act by act and trick by trick, with its score."""
    start = deal.start
    if start is None:
        replay = Deal(deal.pack, dealer=deal.dealer, options=deal.options, seed=deal.seed)
    else:  # a deal set up at a point: told from there
        replay = Deal.setup(**start, options=deal.options)  # type: ignore[arg-type]
    e, d = replay.eldest, replay.dealer
    given = "is dealt" if start is None else "holds"
    out = [f"All-Fours: P{d} deals, P{e} is eldest hand"
           + (f" (seed {deal.seed})" if deal.seed is not None else "")
           + ("" if start is None else f", set up at a point: {len(replay.tricks)} tricks "
              f"played") + ".",
           f"P{e} (eldest) {given}: {show(replay.hand(e), replay.trump)}",
           f"P{d} (dealer) {given}: {show(replay.hand(d), replay.trump)}",
           f"Turned up: {replay.turn_up}; trumps {replay.trump}."]
    out += [f"  {line}" for line in replay.account.lines]
    lines = len(replay.account.lines)
    for action in deal.history:
        turned = len(replay.turned)
        tricks = len(replay.tricks)
        irregular = len(replay.irregularities)
        replay.apply(action)
        out += [f"  Irregular: {i.description} [{i.law}]"
                for i in replay.irregularities[irregular:] if action.kind == "play"]
        if action.kind == "play":
            if len(replay.tricks) > tricks:
                t = replay.tricks[-1]
                out.append(f"Trick {len(replay.tricks)}: {t}")
        elif action.kind == "run":
            new = ", ".join(str(c) for c in replay.turned[turned:])
            out.append(f"P{action.player} runs the cards: turned up {new or 'nothing'}"
                       + ("" if replay.void else f"; trumps {replay.trump}.")
                       + (f" P{e} now holds {show(replay.hand(e), replay.trump)};"
                          f" P{d} holds {show(replay.hand(d), replay.trump)}."
                          if not replay.void else ""))
        elif action.kind == "ask":
            out.append(str(replay.answers[-1]))
        elif action.kind == "discard":
            out.append(f"P{action.player} discards {action.card}.")
        else:
            out.append(_narrate(action, replay))
        for line in replay.account.lines[lines:]:
            out.append(f"  {line}")
        lines = len(replay.account.lines)
    result = replay.result()
    if result.void:
        out.append(f"No score: {result.void}.")
    elif replay.is_over:
        out.append(f"Game counted: P0 {result.game[0]}, P1 {result.game[1]}.")
        out.append(f"Points: P0 {result.points[0]}, P1 {result.points[1]}.")
    else:
        out.append(f"(The record stops here: {replay.phase.value}, P{replay.to_move} to move.)")
    return "\n".join(out)


def _narrate(action: Action, deal: Deal) -> str:
    p = f"P{action.player}"
    cards = " ".join(str(c) for c in action.cards)
    text = {
        "stand": f"{p} stands.",
        "beg": f"{p} begs.",
        "take-one": f"{p} says \"take one\".",
        "expose": f"{p}, dealing, exposes {cards} (law i).",
        "deal-extra": f"{p} deals P{action.value} a card too many (law i).",
        "deal-short": f"{p} deals P{action.value} a card too few (law i).",
        "new-deal": f"{p} claims a new deal (law i).",
        "let-stand": f"{p} lets the deal stand (law i).",
        "draw": f"{p} draws the extra card from the opposing hand (law i).",
        "supply": f"{p}'s hand is made up from the stock.",
        "mark": (f"{p} marks {(action.value or '').strip().capitalize()} at the reckoning "
                 "(law iv)." if (action.value or "").strip().lower() in MARKED
                 else f"{p} marks {action.value} point(s) not due (law iv)."),
    }
    return text.get(action.kind, f"{action}.")
