"""MkDocs hook: text supplied from the witness beside the fragments.

Two of the edition's fragments are copies of a known e-text (see the Sources
page): the witness has the words the fragment lost before its first line and
after its last.  The witness's text is kept once, as the e-text prints it, in
``docs/witness/<game>.txt`` (lines copied unchanged from the e-text file, only
its CRLF line ends made LF).  The hook finds the fragment inside it and shows
what lies before and after, never inside the period text:

    @@ supplied all-fours:before
    @@ supplied all-fours:after

Each marker is a place in the model of its game page (``page_model.py``),
and this hook adds to the model the text that goes there: the words, the
fragment's word they meet, and the citation of the witness and its
paragraphs.  The page's renderer (``page_render.py``) sets them apart from the
period text (an admonition with the class ``supplied``), labelled with the
witness, cited through the bibliography like any other source.  A marker after
the last item of a game goes after a ``@@@`` line, so that it stands after the
item (see ``docs/hooks/edition.py``).

The fragment must be found in the witness exactly once, once both are
*normalised*: each line stripped of its indentation, runs of spaces inside a
line made one, and runs of blank lines made one.  Those are the only
differences between the fragments and the e-text; anything else stops the
build.  This hook runs after ``edition.py`` (order in ``mkdocs.yml``), which
makes the model it adds to.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files

import data_files
import page_model
from page_model import Citation, Edition, SuppliedPlace, SuppliedText, Where

HOOKS = Path(__file__).resolve().parent
ROOT = HOOKS.parents[1]
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


#: The period source of each text, where it is known, by its bibliography
#: key: the witness of a fragment, or the book a text was transcribed from
#: (Whist, transcribed whole from the same e-text: docs/method.md#whist).
#: Only the games in :data:`WITNESSED` have text supplied beside them.
SOURCES: dict[str, str] = {
    **{game: info["key"] for game, info in WITNESSED.items()},
    "whist": "enquire-within-1894",
}


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
    whole = normalise(data_files.witness(game))
    fragment = data_files.transcription(game)
    if normalise(fragment) != fragment.strip("\n"):
        raise PluginError(f"witness: the {game} fragment has layout the normalising would change")
    at = whole.find(fragment)
    if at < 0:
        raise PluginError(f"witness: the {game} fragment is not found in docs/witness/{game}.txt")
    if whole.find(fragment, at + 1) >= 0:
        raise PluginError(f"witness: the {game} fragment is found twice in its witness")
    return Supplied(whole[:at], whole[at + len(fragment):])


# --------------------------------------------------------------------------
# The page model


def _join_word(text: str, last: bool) -> str:
    """The partial word where the fragment and the supplied text meet."""
    words = text.split()
    return (words[-1] if last else words[0]) if words else ""


def _joined(left: str, right: str) -> bool:
    """True where the two sides meet inside a word (no space or line between)."""
    return bool(left) and bool(right) and not left.isspace() and not right.isspace()


def supplied_text(game: str, where: Where) -> SuppliedText:
    """What the witness supplies on one side of a fragment, for its page."""
    if game not in WITNESSED:
        raise PluginError(f"witness: no witness is recorded for {game!r}")
    info = WITNESSED[game]
    parts = supplied(game)
    text = parts.before if where == "before" else parts.after
    if not text.strip():
        raise PluginError(f"witness: nothing to supply {where} the {game} fragment")
    fragment = data_files.transcription(game)
    if where == "before":
        # Where the fragment takes up: its first word.
        word, joined = _join_word(fragment, last=False), _joined(text[-1:], fragment[:1])
    else:
        # Where the fragment breaks off: its last word.
        word, joined = _join_word(fragment, last=True), _joined(fragment[-1:], text[:1])
    return SuppliedText(where, text, word, joined, Citation(info["key"], info[where]))


def contribute(edition: Edition) -> None:
    """Add to each game page the text supplied where the page asks for it."""
    for page in edition.pages.values():
        for part in page.flows:
            if isinstance(part, SuppliedPlace):
                page.supplied[part.where] = supplied_text(page.game, part.where)


# --------------------------------------------------------------------------
# MkDocs events


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    for game in WITNESSED:
        supplied(game)  # fails the build at once if a fragment is not in its witness
    return config


def on_files(files: Files, config: MkDocsConfig) -> Files:
    contribute(page_model.current())
    return files
