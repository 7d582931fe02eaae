"""MkDocs hook: text supplied from the witness beside the fragments.

Two of the edition's fragments are copies of a known e-text (see the Sources
page): the witness has the words the fragment lost before its first line and
after its last.  The witness's text is kept once, as the e-text prints it, in
``docs/witness/<game>.txt`` (lines copied unchanged from the e-text file, only
its CRLF line ends made LF).  The hook finds the fragment inside it and shows
what lies before and after, never inside the period text:

    @@ supplied all-fours:before
    @@ supplied all-fours:after

Each marker becomes a block set apart from the period text (an admonition
with the class ``supplied``), labelled with the witness and its paragraphs,
and cited through the bibliography like any other source.  A marker after the
last item of a game goes after a ``@@@`` line, so that it stands after the
item (see ``docs/hooks/edition.py``).

The fragment must be found in the witness exactly once, once both are
*normalised*: each line stripped of its indentation, runs of spaces inside a
line made one, and runs of blank lines made one.  Those are the only
differences between the fragments and the e-text; anything else stops the
build.  This hook runs before ``edition.py`` (order in ``mkdocs.yml``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"

#: Games whose fragment has a witness, with the bibliography key of the witness
#: and the paragraphs each supplied piece comes from.
WITNESSED: dict[str, dict[str, str]] = {
    "all-fours": {
        "key": "enquire-within-1894",
        "before": "¶91 and ¶92 i",
        "after": "¶94 iv",
    },
    "bezique": {
        "key": "enquire-within-1894",
        "before": "¶122 to ¶124",
        "after": "¶128 ii and ¶129",
    },
}

MARKER = re.compile(r"^@@ supplied (?P<game>[a-z-]+):(?P<where>before|after)[ \t]*$", re.MULTILINE)


def witness_text(game: str) -> str:
    return (DOCS / "witness" / f"{game}.txt").read_text(encoding="utf-8")


def fragment_text(game: str) -> str:
    return (DOCS / "sources" / f"{game}.txt").read_text(encoding="utf-8")


def normalise(text: str) -> str:
    """The e-text with its layout undone: indentation stripped, runs of spaces
    inside a line made one, runs of blank lines made one."""
    lines = [re.sub(r" {2,}", " ", line.strip()) for line in text.split("\n")]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip("\n")


@dataclass(frozen=True)
class Supplied:
    """What the witness has before and after a fragment (normalised text)."""

    before: str
    after: str


def supplied(game: str) -> Supplied:
    whole = normalise(witness_text(game))
    fragment = fragment_text(game)
    if normalise(fragment) != fragment.strip("\n"):
        raise PluginError(f"witness: the {game} fragment has layout the normalising would change")
    at = whole.find(fragment)
    if at < 0:
        raise PluginError(f"witness: the {game} fragment is not found in docs/witness/{game}.txt")
    if whole.find(fragment, at + 1) >= 0:
        raise PluginError(f"witness: the {game} fragment is found twice in its witness")
    return Supplied(whole[:at], whole[at + len(fragment):])


# --------------------------------------------------------------------------
# Rendering


def escape(text: str) -> str:
    """Period text as Markdown that renders to exactly that text, with the
    e-text's ``_underscores_`` as italics (as ``edition.py`` does)."""
    parts = re.split(r"_([^_]+)_", text)
    out = []
    for i, part in enumerate(parts):
        part = re.sub(r"([\\`*_\[\]<>{}|])", r"\\\1", part)
        out.append(f"*{part}*" if i % 2 else part)
    return "".join(out)


def paragraphs(text: str) -> list[str]:
    """Blank lines divide paragraphs; a paragraph of short lines (a printed
    list) keeps its lines, others are joined."""
    result = []
    for block in re.split(r"\n\s*\n", text.strip("\n")):
        lines = [line.strip() for line in block.splitlines() if line.strip()]
        if not lines:
            continue
        if len(lines) > 1 and all(len(line) <= 30 for line in lines):
            result.append("<br>\n".join(escape(line) for line in lines))
        else:
            result.append(escape(" ".join(lines)))
    return [re.sub(r"^(\d+)\.", r"\1\\.", p) for p in result]


def _join_word(text: str, last: bool) -> str:
    """The partial word where the fragment and the supplied text meet."""
    words = text.split()
    return (words[-1] if last else words[0]) if words else ""


def _joined(left: str, right: str) -> bool:
    """True where the two sides meet inside a word (no space or line between)."""
    return bool(left) and bool(right) and not left.isspace() and not right.isspace()


def block(game: str, where: str) -> str:
    if game not in WITNESSED:
        raise PluginError(f"witness: no witness is recorded for {game!r}")
    info = WITNESSED[game]
    parts = supplied(game)
    text = parts.before if where == "before" else parts.after
    if not text.strip():
        raise PluginError(f"witness: nothing to supply {where} the {game} fragment")
    fragment = fragment_text(game)
    paras = paragraphs(text)
    if where == "before":
        # Where the fragment takes up: its first word, in brackets.
        head = _join_word(fragment, last=False)
        space = "" if _joined(text[-1:], fragment[:1]) else " "
        paras[-1] += (f'{space}<span class="ed" title="Here the fragment takes up">'
                      f"[{escape(head)} …]</span>")
        note = ("These words stand in the witness before the first words of the fragment, "
                "which take up where the bracket shows.")
    else:
        # Where the fragment breaks off: its last word, in brackets.
        tail = _join_word(fragment, last=True)
        space = "" if _joined(fragment[-1:], text[:1]) else " "
        paras[0] = (f'<span class="ed" title="Here the fragment breaks off">'
                    f"[… {escape(tail)}]</span>{space}") + paras[0]
        note = ("These words follow, in the witness, the last words of the fragment, "
                "shown in brackets.")
    title = f"Supplied from the witness [@{info['key']}, {info[where]}]"
    body = [f"{note} They are not part of the transcription.\n{{: .ed .supplied-note }}", *paras]
    indented = "\n\n".join("\n".join("    " + line for line in p.split("\n")) for p in body)
    return f'!!! quote supplied "{title}"\n\n{indented}\n'


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    return MARKER.sub(lambda m: block(m.group("game"), m.group("where")), markdown)


def on_config(config: Any) -> Any:
    for game in WITNESSED:
        supplied(game)  # fails the build at once if a fragment is not in its witness
    return config
