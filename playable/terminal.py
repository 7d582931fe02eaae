"""Helpers for playing in the terminal, shared by the games' terminals
(``playable.<game>_terminal``, each drawing a :class:`~playable.session.Session`).

The reader types a card (``JH``, ``J♥``, ``10d``), a word (``beg``,
``stand``, ``pass``), or the number shown beside a choice.  Anything else is
answered with the choices again, never a traceback.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from playable.cards import Card, NotationError
from playable.checks import escaped
from playable.core import Action

if TYPE_CHECKING:
    from playable.games import TableDeal


def keep_record(deal: TableDeal, record_dir: str | None, name: str, out: TextIO,
                deal_seed: int | None = None) -> Path | None:
    """Save a finished deal as ``<record_dir>/<name>.json`` when the reader
    asked for records (``PLAYABLE_RECORD_DIR``), and say how to replay it;
    otherwise say how to deal it again.

    The file is always a new one (:func:`playable.record.save` creates it
    exclusively and never follows a symbolic link): if the name is taken, the
    next free ``<name>-2.json``, ``<name>-3.json`` ... is used.  A record that
    cannot be written is reported and play goes on."""
    if not record_dir:
        seed = deal.seed if deal_seed is None else deal_seed
        say(out, f"Deal seed {seed}, dealer P{deal.dealer} (set PLAYABLE_RECORD_DIR to save "
                 "each deal's record).")
        return None
    from playable.record import save

    folder = Path(record_dir)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for number in range(1, _FRESH_NAMES + 1):
            path = folder / (f"{name}.json" if number == 1 else f"{name}-{number}.json")
            try:
                save(deal, path)
            except FileExistsError:
                continue
            say(out, f"Record saved: {escaped(str(path))} "
                     f"(python -m playable replay {escaped(str(path))})")
            return path
        raise FileExistsError(f"{_FRESH_NAMES} files named {name}*.json are there already")
    except OSError as exc:
        say(out, f"The record could not be saved in {escaped(record_dir)}: "
                 f"{escaped(exc.strerror or str(exc))}.")
        return None


#: How many names ``keep_record`` tries before it gives up.
_FRESH_NAMES = 1000


def record_dir_problem(record_dir: str) -> str | None:
    """What is wrong with ``record_dir`` as the folder for records (checked
    before any deal is played), or None: it is made if missing, and must be
    a folder in which a file can be created."""
    folder = Path(record_dir)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        return "not a folder"
    except OSError as exc:
        return f"cannot be made: {exc.strerror or exc}"
    if not folder.is_dir():
        return "not a folder"
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        return f"no file can be written there: {exc.strerror or exc}"
    return None


#: The most characters of one line read at a prompt (the rest comes as the
#: next answer): input with no newline, such as /dev/zero, never fills memory.
MAX_LINE = 1000


class Quit(Exception):
    """The reader typed ``quit`` or closed the input."""


def say(out: TextIO, text: str = "") -> None:
    print(text, file=out, flush=True)


def ask(stdin: TextIO, out: TextIO, prompt: str) -> str:
    """Show ``prompt`` and read one line (at most :data:`MAX_LINE`
    characters).  End of input or ``quit`` raises :class:`Quit`; Ctrl-C goes
    on up to the command line, which exits with 130."""
    out.write(prompt)
    out.flush()
    line = stdin.readline(MAX_LINE)
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
        say(out, f"{_quoted(text)} is not one of the choices: type its number, the card, "
                 "or 'quit'.")


def _quoted(text: str, limit: int = 40) -> str:
    """What the reader typed, quoted (control characters escaped) and shortened."""
    return repr(text) if len(text) <= limit else repr(text[:limit]) + "…"
