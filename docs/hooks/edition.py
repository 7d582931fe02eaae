"""MkDocs hook that builds the edition's law pages from the transcriptions.

A game page (``docs/<game>.md``) holds its summary and, for every numbered
item of the period text, a marker line followed by that item's commentary::

    @@ law all-fours:s92-iii
    Commentary in Markdown ...

The hook replaces each marker with the item's heading and anchor (from
``playable.laws``), the period text cut from ``docs/sources/<game>.txt`` (never
retyped), the commentary beside it, and the item's executable example from
``docs/examples/<game>/<anchor>.md`` (or a marked place for it).  The source's
own section headings are put in where they stand.  Editorial notes from
``docs/apparatus/<game>.yml`` are marked in the period text and listed at the foot
of the page.  Every page gets the glossary (``docs/glossary.yml``) as
abbreviations, so each term shows its definition on hover and focus; the
glossary page itself is ``@@ glossary``.

Anything inconsistent (a missing or repeated item, an item out of order, a
note whose words are not in its item) stops the build with a message.
"""

from __future__ import annotations

import html
import importlib
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from mkdocs.exceptions import PluginError

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from playable.laws import GAMES, LAWS, Division, Law, laws_of, segments

MARKER = re.compile(r"^@@ (?P<verb>law|glossary)(?: (?P<arg>\S+))?[ \t]*$", re.MULTILINE)
LACUNA_SIGN = "⟨…⟩"


# --------------------------------------------------------------------------
# Data: sources, apparatus, glossary


def source_text(game: str) -> str:
    return (DOCS / "sources" / f"{game}.txt").read_text(encoding="utf-8")


@dataclass(frozen=True)
class Note:
    """One entry of the apparatus."""

    law: str
    kind: str  # lacuna, misprint, note
    at: str  # words of the period text, or "start"/"end" for a lacuna
    note: str
    reading: str = ""

    @property
    def label(self) -> str:
        return {"lacuna": "Lacuna", "misprint": "Misprint", "note": "Note"}[self.kind]

    @property
    def tooltip(self) -> str:
        text = f"{self.label}. {self.note}"
        if self.reading:
            text = f"{self.label}: read “{self.reading}”. {self.note}"
        return text


def load_apparatus() -> list[Note]:
    notes = []
    for game in GAMES:
        path = DOCS / "apparatus" / f"{game}.yml"
        notes += _load_notes(game, yaml.safe_load(path.read_text(encoding="utf-8")) or [])
    return notes


def _load_notes(game: str, raw: list[dict[str, str]]) -> list[Note]:
    notes = []
    for entry in raw:
        note = Note(**entry)
        if note.law not in LAWS:
            raise PluginError(f"apparatus/{game}.yml: unknown law {note.law!r}")
        if LAWS[note.law].game != game:
            raise PluginError(f"apparatus/{game}.yml: {note.law} belongs to another game")
        if note.kind not in ("lacuna", "misprint", "note"):
            raise PluginError(f"apparatus/{game}.yml: {note.law}: unknown kind {note.kind!r}")
        notes.append(note)
    return notes


@dataclass(frozen=True)
class Term:
    term: str
    forms: tuple[str, ...]
    games: tuple[str, ...]
    definition: str
    more: str = ""
    local: bool = False  # marked only on its own games' pages and the glossary

    def marks_on(self, page_name: str) -> bool:
        return not self.local or page_name in self.games or page_name == "glossary"

    @property
    def anchor(self) -> str:
        return "term-" + re.sub(r"[^a-z0-9]+", "-", self.term.lower()).strip("-")


def load_glossary() -> list[Term]:
    raw = yaml.safe_load((DOCS / "glossary.yml").read_text(encoding="utf-8"))
    terms = []
    for entry in raw:
        forms = tuple(entry.get("forms") or [entry["term"]])
        games = tuple(entry.get("games") or ())
        for game in games:
            if game not in GAMES:
                raise PluginError(f"glossary.yml: {entry['term']}: unknown game {game!r}")
        terms.append(
            Term(entry["term"], forms, games, " ".join(entry["definition"].split()),
                 entry.get("more", "").strip(), bool(entry.get("local", False)))
        )
    return sorted(terms, key=lambda t: t.term.lower())


# --------------------------------------------------------------------------
# Period text to Markdown


def collapse(text: str) -> str:
    return " ".join(text.split())


def escape(text: str) -> str:
    """Period text as Markdown that renders to exactly that text, with the
    source's ``_underscores_`` as italics."""
    parts = re.split(r"_([^_]+)_", text)
    out = []
    for i, part in enumerate(parts):
        part = re.sub(r"([\\`*_\[\]<>{}|])", r"\\\1", part)
        out.append(f"*{part}*" if i % 2 else part)
    return "".join(out)


def not_a_list(markdown: str) -> str:
    """Keep a paragraph that opens with a number ("93. Terms") from becoming
    a numbered list."""
    return re.sub(r"^(\d+)\.", r"\1\\.", markdown)


def paragraphs(text: str) -> list[str]:
    """Split on blank lines; join the transcriber's line-wrapping.  A paragraph
    of short lines (a printed list, like the tally of 93 iv) keeps its lines."""
    result = []
    for block in re.split(r"\n\s*\n", text.strip()):
        lines = [line.strip() for line in block.splitlines() if line.strip()]
        if not lines:
            continue
        if len(lines) > 1 and all(len(line) <= 30 for line in lines):
            result.append("\n".join(lines))
        else:
            result.append(" ".join(lines))
    return result


class Apparatus:
    """Numbers the notes of one page and marks them in the period text."""

    def __init__(self, notes: list[Note]) -> None:
        self.notes = notes
        self.numbered: list[tuple[int, Note]] = []

    def number(self, note: Note) -> int:
        n = len(self.numbered) + 1
        self.numbered.append((n, note))
        return n

    def sign(self, note: Note) -> str:
        n = self.number(note)
        return (
            f'<a class="ed lacuna" id="app-ref-{n}" href="#app-{n}" '
            f'title="{html.escape(note.tooltip)}">{LACUNA_SIGN}</a>'
        )

    def render(self, law: Law, text: str) -> str:
        notes = [n for n in self.notes if n.law == law.id]
        start = [n for n in notes if n.kind == "lacuna" and n.at == "start"]
        end = [n for n in notes if n.kind == "lacuna" and n.at == "end"]
        inline = [n for n in notes if n.at not in ("start", "end")]
        blocks = []
        for para in paragraphs(text):
            flat = collapse(para)
            marks: list[tuple[int, int, Note]] = []
            for note in inline:
                at = flat.find(collapse(note.at))
                if at >= 0:
                    marks.append((at, at + len(collapse(note.at)), note))
            marks.sort(key=lambda m: m[0])
            out, pos = [], 0
            source = para if not marks else flat
            for begin, finish, note in marks:
                out.append(escape(source[pos:begin]))
                n = self.number(note)
                out.append(
                    f'<a class="app-ref" id="app-ref-{n}" href="#app-{n}" '
                    f'title="{html.escape(note.tooltip)}">{escape(source[begin:finish])}</a>'
                    f'<sup class="ed app-mark">{n}</sup>'
                )
                pos = finish
            out.append(escape(source[pos:]))
            rendered = "".join(out)
            if "\n" in rendered:
                rendered = rendered.replace("\n", "<br>\n")
            rendered = not_a_list(rendered)
            blocks.append(rendered)
        if start:
            blocks[0] = self.sign(start[0]) + " " + blocks[0]
        if end:
            blocks[-1] = blocks[-1] + " " + self.sign(end[0])
        for note in inline:
            if not any(collapse(note.at) in collapse(p) for p in paragraphs(text)):
                raise PluginError(f"apparatus: {note.law}: {note.at!r} is not in its text")
        return "\n\n".join(blocks)

    def listing(self, game: str) -> str:
        if not self.numbered:
            return ""
        lines = [
            "",
            "## Editorial notes {#editorial-notes}",
            "",
            (
                "The apparatus of this page: each note is marked in the period text above, "
                "which is left as the source prints it. See the "
                "[editorial method](method.md#apparatus)."
            ),
            "",
            '<ol class="apparatus">',
        ]
        for n, note in self.numbered:
            law = LAWS[note.law]
            where = (
                f"“{html.escape(collapse(note.at))}”"
                if note.at not in ("start", "end")
                else ("at the opening" if note.at == "start" else "at the close")
            )
            reading = f" Read “{html.escape(note.reading)}”." if note.reading else ""
            lines.append(
                f'<li id="app-{n}"><a href="#{law.anchor}">{html.escape(law.heading)}</a>, '
                f"{where}. <strong>{note.label}.</strong>{reading} {html.escape(note.note)} "
                f'<a class="ed" href="#app-ref-{n}" title="Back to the text">↩</a></li>'
            )
        lines += ["</ol>", ""]
        return "\n".join(lines)


# --------------------------------------------------------------------------
# Law pages


def example_block(law: Law) -> str:
    path = DOCS / "examples" / law.game / f"{law.anchor}.md"
    if path.exists():
        body = path.read_text(encoding="utf-8").rstrip()
        indented = "\n".join(("    " + line) if line else "" for line in body.splitlines())
        return f'!!! example "At the table: {law.citation}"\n\n{indented}\n'
    return (
        '<p class="example-pending" markdown="span">'
        "**Executable example:** this item's example comes with the engine for "
        f"{GAMES[law.game]}.</p>\n"
    )


def division_block(division: Division, text: str) -> str:
    return (
        f"## {division.heading} {{#{division.anchor}}}\n\n"
        f'<div class="period period-division" markdown="block">\n\n'
        + "\n\n".join(not_a_list(escape(p)) for p in paragraphs(text))
        + "\n\n</div>\n"
    )


def law_block(law: Law, text: str, commentary: str, apparatus: Apparatus) -> str:
    if not commentary.strip():
        raise PluginError(f"{law.id}: no commentary under its marker")
    return "\n".join(
        [
            '<section class="law-item" markdown="block">',
            "",
            f"### {law.heading} · {law.title} {{#{law.anchor} data-law-id=\"{law.id}\"}}",
            "",
            '<div class="law-grid" markdown="block">',
            '<div class="period" markdown="block">',
            '<p class="ed pane-label">Period text</p>',
            "",
            apparatus.render(law, text),
            "",
            "</div>",
            '<div class="commentary" markdown="block">',
            '<p class="ed pane-label">Commentary</p>',
            "",
            commentary.strip(),
            "",
            "</div>",
            "</div>",
            '<div class="law-example" markdown="block">',
            "",
            example_block(law),
            "</div>",
            "",
            "</section>",
            "",
        ]
    )


def build_game_page(game: str, markdown: str, notes: list[Note]) -> str:
    pieces = MARKER.split(markdown)
    # re.split with groups gives: text, verb, arg, text, verb, arg, text ...
    head = pieces[0]
    found: list[tuple[str, str]] = []
    for i in range(1, len(pieces), 3):
        verb, arg, body = pieces[i], pieces[i + 1], pieces[i + 2]
        if verb != "law" or not arg:
            raise PluginError(f"{game}.md: unexpected marker '@@ {verb} {arg or ''}'")
        found.append((arg, body))
    expected = [law.id for law in laws_of(game)]
    ids = [law_id for law_id, _ in found]
    if ids != expected:
        missing = [i for i in expected if i not in ids]
        extra = [i for i in ids if i not in expected]
        raise PluginError(
            f"{game}.md: the law markers must be every item of {game} once, in order; "
            f"missing {missing}, unknown {extra}, order {ids}"
        )
    texts: dict[str, str] = {}
    division_before: dict[str, tuple[Division, str]] = {}
    for seg in segments(game, source_text(game)):
        if isinstance(seg.item, Law):
            texts[seg.item.id] = seg.text
        else:
            division_before[seg.item.before] = (seg.item, seg.text)
    apparatus = Apparatus([n for n in notes if LAWS[n.law].game == game])
    out = [head]
    for law_id, commentary in found:
        law = LAWS[law_id]
        # Commentary may end with Markdown meant to stand after the item
        # (a section heading of the editors'); it is anything after a line
        # holding only "@@@".
        after = ""
        if "\n@@@\n" in commentary + "\n":
            commentary, after = (commentary + "\n").split("\n@@@\n", 1)
        if law_id in division_before:
            division, text = division_before[law_id]
            out.append(division_block(division, text))
        out.append(law_block(law, texts[law_id], commentary, apparatus))
        out.append(after)
    out.append(apparatus.listing(game))
    return "\n".join(out)


def glossary_page(terms: list[Term]) -> str:
    lines = []
    for term in terms:
        games = ", ".join(f"[{GAMES[g]}]({g}.md)" for g in term.games)
        lines += [f"## {term.term} {{#{term.anchor}}}", "", term.definition]
        if term.more:
            lines += ["", term.more]
        if games:
            lines += ["", f"*Played in:* {games}"]
        lines.append("")
    return "\n".join(lines)


def abbreviations(terms: list[Term], page_name: str) -> str:
    lines = [""]
    for term in terms:
        if not term.marks_on(page_name):
            continue
        definition = term.definition.replace("]", ")")
        for form in term.forms:
            lines.append(f"*[{form}]: {definition}")
    return "\n".join(lines) + "\n"


_BLOCK_START = re.compile(r"^(\s|[-*+>|#<!?@:]|\d+[.)]\s|```|~~~|\*\[|$)")


def join_wrapped_lines(markdown: str) -> str:
    """Join the author's soft line-wrapping inside plain paragraphs, so that a
    glossary term wrapped across two source lines ("royal / marriage") is
    still one phrase to mark.  Fences, lists, tables, headings, HTML and
    indented blocks are left as they are."""
    out: list[str] = []
    fenced = False
    for line in markdown.split("\n"):
        if line.startswith(("```", "~~~")):
            fenced = not fenced
            out.append(line)
            continue
        previous = out[-1] if out else ""
        if (
            not fenced
            and previous.strip()
            and not previous.endswith("  ")
            and not _BLOCK_START.match(line)
            and not re.match(r"^(#|\||<|\s{4}|```|~~~|\*\[|!!!|\?\?\?|@@)", previous)
        ):
            out[-1] = previous + " " + line
        else:
            out.append(line)
    return "\n".join(out)


# --------------------------------------------------------------------------
# MkDocs events

_state: dict[str, Any] = {}


def on_config(config: Any) -> Any:
    _state["notes"] = load_apparatus()
    _state["terms"] = load_glossary()
    for game in GAMES:
        text = source_text(game)
        if "".join(s.text for s in segments(game, text)) != text:
            raise PluginError(f"{game}: the segments do not rebuild the source")
    return config


_TABLE = re.compile(r"^@@ table (?P<module>playable(?:\.\w+)*):(?P<function>\w+)[ \t]*$", re.MULTILINE)


def engine_table(match: re.Match[str]) -> str:
    """``@@ table playable.quadrille:order_table_markdown`` puts in the Markdown
    that engine function returns, so a table on the page is the engine's own."""
    module = importlib.import_module(match.group("module"))
    return str(getattr(module, match.group("function"))())


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    name = Path(page.file.src_uri).stem
    markdown = _TABLE.sub(engine_table, markdown)
    if name in GAMES and page.file.src_uri == f"{name}.md":
        markdown = build_game_page(name, markdown, _state["notes"])
    if re.search(r"^@@ glossary\s*$", markdown, re.MULTILINE):
        markdown = re.sub(
            r"^@@ glossary\s*$", lambda _: glossary_page(_state["terms"]), markdown,
            flags=re.MULTILINE,
        )
    if "\n@@ " in "\n" + markdown:
        raise PluginError(f"{page.file.src_uri}: a '@@' marker was left unprocessed")
    return join_wrapped_lines(markdown) + abbreviations(_state["terms"], name)


_ABBR = re.compile(r'<abbr title="(?P<title>[^"]*)">(?P<text>[^<]*)</abbr>')


def mark_first_uses(html_text: str) -> str:
    """Keep a glossary term's mark on its first use in each part of a page
    (the opening, and each law item) and drop the repeats, so the text is not
    a thicket of underlines and the keyboard does not stop on every 'trick'.
    The marks kept take keyboard focus, so definitions show on focus too."""
    chunks = re.split(r'(?=<section class="law-item">)', html_text)
    return "".join(_first_uses_in(chunk) for chunk in chunks)


def _first_uses_in(chunk: str) -> str:
    seen: set[str] = set()

    def once(match: re.Match[str]) -> str:
        key = match.group("text").lower()
        if key in seen:
            return match.group("text")
        seen.add(key)
        return f'<abbr tabindex="0" title="{match.group("title")}">{match.group("text")}</abbr>'

    return _ABBR.sub(once, chunk)


_RED_CARD = re.compile(r"(?:\b(?:10|[2-9AKQJ]))?[♥♦]")
_TAG = re.compile(r"(<[^>]+>)")


def colour_red_suits(html_text: str) -> str:
    """Print hearts and diamonds (``J♥``, ``10♦``) in red in running text, as
    on the cards; code, where examples print, is left as the engine wrote it."""
    out, depth = [], 0
    for part in _TAG.split(html_text):
        if part.startswith("<"):
            name = re.match(r"</?\s*([a-zA-Z0-9]+)", part)
            if name and name.group(1).lower() in ("code", "pre", "script", "style", "title"):
                depth += -1 if part.startswith("</") else 1
            out.append(part)
        elif depth == 0 and ("♥" in part or "♦" in part):
            out.append(_RED_CARD.sub(lambda m: f'<span class="red-suit">{m.group(0)}</span>', part))
        else:
            out.append(part)
    return "".join(out)


def on_page_content(html_text: str, page: Any, config: Any, files: Any) -> str:
    return colour_red_suits(mark_first_uses(html_text))
