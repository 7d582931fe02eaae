"""Helpers for playing in the terminal, shared by the games' terminals
(``playable.<game>_terminal``, each drawing a :class:`~playable.session.Session`).

The reader types a card (``JH``, ``J♥``, ``10d``), a word (``beg``,
``stand``, ``pass``), or the number shown beside a choice.  Anything else is
answered with the choices again, never a traceback.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from playable.cards import Card, NotationError
from playable.core import Action

if TYPE_CHECKING:
    from playable.games import TableDeal


def keep_record(deal: TableDeal, record_dir: str | None, name: str, out: TextIO,
                deal_seed: int | None = None) -> Path | None:
    """Save a finished deal as ``<record_dir>/<name>.json`` when the reader
    asked for records (``PLAYABLE_RECORD_DIR``), and say how to replay it;
    otherwise say how to deal it again."""
    if not record_dir:
        seed = deal.seed if deal_seed is None else deal_seed
        say(out, f"Deal seed {seed}, dealer P{deal.dealer} (set PLAYABLE_RECORD_DIR to save "
                 "each deal's record).")
        return None
    from playable.record import save

    path = Path(record_dir) / f"{name}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    save(deal, path)
    say(out, f"Record saved: {path} (python -m playable replay {path})")
    return path


class Quit(Exception):
    """The reader typed ``quit`` or closed the input."""


def say(out: TextIO, text: str = "") -> None:
    print(text, file=out, flush=True)


def ask(stdin: TextIO, out: TextIO, prompt: str) -> str:
    out.write(prompt)
    out.flush()
    line = stdin.readline()
    if not line:
        say(out)
        raise Quit
    text = line.strip()
    if text.lower() in ("q", "quit", "exit"):
        raise Quit
    return text


def label(action: Action) -> str:
    """How a choice is offered: the card(s), then any word it needs."""
    words = [str(c) for c in action.cards]
    if action.kind != "play" or not action.cards:
        words.insert(0, action.kind)
    if action.value is not None:
        words.append(action.value)
    return " ".join(words)


def choose(stdin: TextIO, out: TextIO, legal: Sequence[Action],
           prompt: str = "Your choice: ",
           refuse: Callable[[str], str | None] | None = None) -> Action:
    """Offer ``legal`` numbered and read the reader's choice.

    ``refuse(text)`` may explain why a typed card is not among the choices
    (naming the law); its answer is shown before asking again.
    """
    while True:
        say(out, "  " + "   ".join(f"[{i}] {label(a)}" for i, a in enumerate(legal, 1)))
        text = ask(stdin, out, prompt)
        if text.isdigit() and 1 <= int(text) <= len(legal):
            return legal[int(text) - 1]
        matches = [a for a in legal if label(a).lower() == text.lower() or a.kind == text.lower()]
        if len(matches) == 1:
            return matches[0]
        try:
            card = Card.parse(text)
        except NotationError:
            card = None
        if card is not None:
            plays = [a for a in legal if a.cards == (card,)]
            if len(plays) == 1:
                return plays[0]
            reason = refuse(text) if refuse else None
            say(out, reason or f"{card} is not one of your choices.")
            continue
        say(out, f"{text!r} is not one of the choices: type its number, the card, or 'quit'.")
