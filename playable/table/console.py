"""The terminal's console: what the table says, wrapped to the window
(:func:`say`), and what the reader answers at a prompt (:func:`ask`, at most
:data:`MAX_LINE` characters a line; ``quit`` or the end of input is
:class:`Quit`).  The primitives of :mod:`playable.table.terminal` and
:mod:`playable.table.watching`.  Standard library only."""

from __future__ import annotations

import re
import shutil
import textwrap
from typing import TextIO

__all__ = ["MAX_LINE", "WIDTH", "Quit", "ask", "say", "window"]

#: The width the long lines of the table are wrapped to.
WIDTH = 92

#: The most characters of one line read at a prompt (the rest comes as the
#: next answer): input with no newline, such as /dev/zero, never fills memory.
MAX_LINE = 1000


class Quit(Exception):
    """The reader typed ``quit`` or closed the input."""


def say(out: TextIO, text: str = "") -> None:
    """Print ``text``; on a terminal, each line longer than the window is
    wrapped at word boundaries, its continuation indented under it (a file or
    a pipe gets the lines whole, as a record or a test reads them)."""
    width = window(out)
    if width is not None:
        text = "\n".join(_wrapped(line, width) for line in text.split("\n"))
    print(text, file=out, flush=True)


def window(out: TextIO) -> int | None:
    """The width of the terminal ``out`` writes to, or None if it is not one."""
    try:
        if not out.isatty():
            return None
    except (AttributeError, ValueError):  # a closed or unusual stream
        return None
    return max(20, shutil.get_terminal_size().columns)


#: A choice's number and the space after it ("[13] 6♣", an irregular act's
#: "[!10] 10♣"): a wrapped line keeps the number with its choice.
_NUMBERED = re.compile(r"(\[!?\d+\]) ")
#: The space before a card ("discard 4♠", "marriage K♥ Q♥"), in a line of choices.
_BEFORE_CARD = re.compile(r" (?=(?:10|[2-9AKQJ])[♠♥♦♣])")
#: What holds them together while the line is wrapped: a character of
#: Unicode's private use, never in the table's words, and not one that
#: :mod:`textwrap` breaks at.
_GLUE = "\uf8ff"


def _wrapped(line: str, width: int) -> str:
    if len(line) <= width:
        return line
    indent = line[:len(line) - len(line.lstrip(" "))]
    held = _NUMBERED.sub(lambda m: m.group(1) + _GLUE, line)
    if held != line:  # a line of choices: a choice's cards stay with its words ("[6] discard 4♠")
        held = _BEFORE_CARD.sub(_GLUE, held)
    return textwrap.fill(held, width, subsequent_indent=indent + "  ", break_long_words=False,
                         break_on_hyphens=False).replace(_GLUE, " ")


#: What a lone ``q`` is asked (:func:`ask`): anything but yes goes back to the prompt.
LEAVE = "Leave the table? [y/N] "


def ask(stdin: TextIO, out: TextIO, prompt: str) -> str:
    """Show ``prompt`` and read one line (at most :data:`MAX_LINE`
    characters).  End of input, ``quit`` or ``exit`` raises :class:`Quit`; a
    lone ``q`` asks first (a reader who types the start of a choice, "Q" for
    his one queen, would otherwise leave a match half played); Ctrl-C goes
    on up to the command line, which exits with 130."""
    while True:
        out.write(prompt)
        out.flush()
        line = stdin.readline(MAX_LINE)
        if not line:
            say(out)
            raise Quit
        text = line.strip()
        if text.lower() in ("quit", "exit"):
            raise Quit
        if text.lower() != "q":
            return text
        out.write(LEAVE)
        out.flush()
        answer = stdin.readline(MAX_LINE)
        if not answer or answer.strip().lower().startswith("y"):
            say(out)
            raise Quit
