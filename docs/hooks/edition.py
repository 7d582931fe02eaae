"""MkDocs hook that builds the edition's law pages from the transcriptions.

A game page (``docs/<game>.md``) holds its summary and, for every numbered
item of the period text, a marker line followed by that item's commentary::

    @@ law all-fours:s92-iii
    Commentary in Markdown ...

This hook makes the model of each game page (``page_model.py``), as the site's
files are known: each marker becomes an item with its law (heading and anchor
from ``playable.laws``), the period text cut from the transcription the law
registry keeps, ``playable/laws/sources/<game>.txt`` (never retyped), the
commentary under the marker, and the item's executable example, parsed from
``docs/examples/<game>/<anchor>.md`` (or a marked place for it).  The source's
own section headings stand before the items they open.  Editorial notes from
``docs/apparatus/<game>.yml`` are put on the words of the period text they
concern, numbered in page order.  Markdown after a line
``@@@`` under an item stands after the item; ``@@ supplied <game>:before`` (or
``after``) in the page's own Markdown is where the text supplied from the
witness goes (``witness.py`` adds it to the model).  The hooks after this one
add their parts to the model; the page's Markdown is then written from it by
the one renderer, ``page_render.py``.

The transcriptions are served whole as downloads, ``sources/<game>.txt`` on the
site (the pages link them), copied from the law registry's package: they have
one home, and it is not under ``docs/``.

Every page gets the glossary (``docs/glossary.yml``) as abbreviations, so each
term shows its definition on hover and focus (marked on its first use in each
part of a page, by ``page_render.EditionMarkdown``); the glossary page itself
is ``@@ glossary``.  ``@@ table playable.<module>:<function>`` puts in a table
the engine writes.  Hearts and diamonds are printed in red in running text.

Anything inconsistent (a missing or repeated item, an item out of order, a
note whose words are not in its item, a marker left over) stops the build with
a message.  This hook must be the first of the hooks in ``mkdocs.yml``: it
starts the model the others add to.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import count
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

import data_files
import page_model
from page_model import (
    ApparatusNote,
    Example,
    Flow,
    GamePage,
    LawItem,
    NoteKind,
    Paragraph,
    PeriodText,
    Prose,
    SourceHeading,
    SuppliedPlace,
    Words,
    collapse,
    paragraphs,
)
from page_render import (
    EditionMarkdown,
    MarkupContext,
    game_page_markdown,
    join_wrapped_lines,
    markdown_without_html,
    plain_markdown,
)
from playable.laws import GAMES, LAWS, Law, Segment, laws_of, segments

HOOKS = Path(__file__).resolve().parent
ROOT = HOOKS.parents[1]
DOCS = ROOT / "docs"

MARKER = re.compile(r"^@@ (?P<verb>law|glossary)(?: (?P<arg>\S+))?[ \t]*$", re.MULTILINE)
SUPPLIED = re.compile(r"^@@ supplied (?P<game>[a-z-]+):(?P<where>before|after)[ \t]*$",
                      re.MULTILINE)


# --------------------------------------------------------------------------
# Data: sources, apparatus, glossary


def source_segments(game: str, path: Path | None = None) -> list[Segment]:
    """A game's transcription (``playable/laws/sources/<game>.txt``) cut into
    its items; a law whose opening words are not where the registry says stops
    the build, naming the file."""
    path = path or data_files.transcription_path(game)
    text = data_files.read_text(path)
    try:
        cut = list(segments(game, text))
    except ValueError as err:
        raise data_files.fault(path, str(err)) from None
    if "".join(s.text for s in cut) != text:
        raise data_files.fault(path, "the segments do not rebuild the source")
    return cut


@dataclass(frozen=True)
class Note:
    """One entry of the apparatus."""

    law: str
    kind: NoteKind
    at: str  # words of the period text, or "start"/"end" for a lacuna
    note: str
    reading: str = ""

    def numbered(self, number: int) -> ApparatusNote:
        """The note as the page gives it, with its number."""
        return ApparatusNote(number, self.law, self.kind, self.at, self.note, self.reading)


def load_apparatus() -> list[Note]:
    notes = []
    for game in GAMES:
        notes += load_notes(game, DOCS / "apparatus" / f"{game}.yml")
    return notes


def load_notes(game: str, path: Path) -> list[Note]:
    """A game's apparatus: its shape checked against ``schemas/apparatus.json``
    (``data_files.py``), then each note's law against the registry."""
    raw = data_files.load_yaml(path, "apparatus", name_field="law", empty=[])
    notes = []
    for number, entry in enumerate(raw, 1):
        note = Note(**entry)
        if note.law not in LAWS:
            raise data_files.fault(path, f"entry {number}: unknown law {note.law!r}")
        if LAWS[note.law].game != game:
            raise data_files.fault(path, f"entry {number}: {note.law} belongs to another game")
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


def load_glossary(path: Path | None = None) -> list[Term]:
    """The glossary: its shape checked against ``schemas/glossary.json``
    (``data_files.py``), then each term's games against the registry."""
    path = path or DOCS / "glossary.yml"
    raw = data_files.load_yaml(path, "glossary", name_field="term", empty=[])
    terms = []
    for number, entry in enumerate(raw, 1):
        forms = tuple(entry.get("forms") or [entry["term"]])
        games = tuple(entry.get("games") or ())
        for game in games:
            if game not in GAMES:
                raise data_files.fault(path, f"entry {number} ({entry['term']!r}), field "
                                             f"'games': unknown game {game!r}")
        terms.append(
            Term(entry["term"], forms, games, " ".join(entry["definition"].split()),
                 entry.get("more", "").strip(), entry.get("local", False))
        )
    return sorted(terms, key=lambda t: t.term.lower())


# --------------------------------------------------------------------------
# The model of a game page


def period_text(law: Law, text: str, notes: list[Note], number: Iterator[int]) -> PeriodText:
    """An item's period text, its paragraphs as the page prints them, with
    the apparatus notes on their words, numbered from ``number``."""
    mine = [n for n in notes if n.law == law.id]
    start = [n for n in mine if n.kind == "lacuna" and n.at == "start"]
    end = [n for n in mine if n.kind == "lacuna" and n.at == "end"]
    inline = [n for n in mine if n.at not in ("start", "end")]
    if len(start) > 1 or len(end) > 1:
        raise PluginError(f"docs/apparatus/{law.game}.yml: {law.id}: one lacuna at most at "
                          "each end")
    paras = paragraphs(text)
    for note in inline:
        if not any(collapse(note.at) in collapse(p) for p in paras):
            raise PluginError(data_files.one_line(
                f"docs/apparatus/{law.game}.yml: {note.law}: {note.at!r} is not in its text"))
    opening = start[0].numbered(next(number)) if start else None
    built = []
    for para in paras:
        flat = collapse(para)
        marks: list[tuple[int, int, Note]] = []
        for note in inline:
            at = flat.find(collapse(note.at))
            if at >= 0:
                marks.append((at, at + len(collapse(note.at)), note))
        marks.sort(key=lambda m: m[0])
        source = para if not marks else flat  # a list's lines are joined where it is noted
        words, position = [], 0
        for begin, finish, note in marks:
            if source[:begin].count("_") % 2 or source[begin:finish].count("_") % 2:
                # the page's italics are made within each run of words: a
                # note that cut one in two left its underscores printed
                raise PluginError(data_files.one_line(
                    f"docs/apparatus/{law.game}.yml: {note.law}: {note.at!r} cuts an italic "
                    "run (_so_) in two: give the whole run, underscores and all"))
            words += [Words(source[position:begin]),
                      Words(source[begin:finish], note.numbered(next(number)))]
            position = finish
        words.append(Words(source[position:]))
        built.append(Paragraph(tuple(w for w in words if w.text)))
    closing = end[0].numbered(next(number)) if end else None
    return PeriodText(text, tuple(built), opening, closing)


def plain_text(text: str) -> PeriodText:
    """Period text without notes (a section heading of the source)."""
    return PeriodText(text, tuple(Paragraph((Words(p),)) for p in paragraphs(text)))


def flow(game: str, markdown: str) -> Flow:
    """The page's own Markdown between items: prose, and where the text
    supplied from the witness goes."""
    pieces = SUPPLIED.split(markdown)
    parts: list[Prose | SuppliedPlace] = []
    for i in range(0, len(pieces), 3):
        if pieces[i]:
            parts.append(Prose(pieces[i]))
        if i + 2 < len(pieces):
            if pieces[i + 1] != game:
                raise PluginError(f"{game}.md: '@@ supplied {pieces[i + 1]}:{pieces[i + 2]}' "
                                  "names another game")
            parts.append(SuppliedPlace("before" if pieces[i + 2] == "before" else "after"))
    return tuple(parts)


def example_of(law: Law) -> Example | None:
    path = DOCS / "examples" / law.game / f"{law.anchor}.md"
    if not path.exists():
        return None
    try:
        return Example.parse(f"examples/{law.game}/{law.anchor}.md",
                             path.read_text(encoding="utf-8"))
    except ValueError as err:
        raise PluginError(str(err)) from None


def build_page(game: str, markdown: str, notes: list[Note], url: str) -> GamePage:
    """The model of a game page from its Markdown (``docs/<game>.md``)."""
    pieces = MARKER.split(engine_tables(markdown))
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
    headings: dict[str, list[SourceHeading]] = {}
    for seg in source_segments(game):
        if isinstance(seg.item, Law):
            texts[seg.item.id] = seg.text
        else:
            division = seg.item
            headings.setdefault(division.before, []).append(
                SourceHeading(division.heading, division.anchor, plain_text(seg.text)))
    number = count(1)
    items = []
    for law_id, commentary in found:
        law = LAWS[law_id]
        # Commentary may end with Markdown meant to stand after the item
        # (a section heading of the editors'); it is anything after a line
        # holding only "@@@".
        after = ""
        if "\n@@@\n" in commentary + "\n":
            commentary, after = (commentary + "\n").split("\n@@@\n", 1)
        if not commentary.strip():
            raise PluginError(f"{law.id}: no commentary under its marker")
        period = period_text(law, texts[law_id], notes, number)
        items.append(LawItem(law, period, Prose(commentary.strip()), example_of(law),
                             tuple(headings.get(law_id, ())), flow(game, after)))
    return GamePage(game, GAMES[game], f"{game}.md", url, flow(game, head), items)


def glossary_page(terms: list[Term]) -> str:
    lines = []
    for term in terms:
        games = ", ".join(f"[{GAMES[g]}]({g}.md)" for g in term.games)
        lines += [f"## {plain_markdown(term.term)} {{#{term.anchor}}}", "",
                  plain_markdown(term.definition)]
        if term.more:
            lines += ["", markdown_without_html(term.more)]
        if games:
            lines += ["", f"*Played in:* {games}"]
        lines.append("")
    return "\n".join(lines)


def abbreviations(terms: list[Term], page_name: str) -> str:
    """The glossary as Markdown abbreviations, to append to a page.  Each
    stands apart (a blank line between): as one block of some 330 lines,
    Markdown's block parser searched the rest of the block again for each one
    it took, which was most of the build's time."""
    definitions = []
    for term in terms:
        if not term.marks_on(page_name):
            continue
        definition = term.definition.replace("]", ")")
        for form in term.forms:
            definitions.append(f"*[{form}]: {definition}")
    return "\n\n" + "\n\n".join(definitions) + "\n"


# --------------------------------------------------------------------------
# MkDocs events

_state: dict[str, Any] = {}


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    _state["notes"] = load_apparatus()
    _state["terms"] = load_glossary()
    for game in GAMES:
        source_segments(game)  # a transcription that cannot be cut stops the build here
    context = MarkupContext(page_model.begin())
    _state["context"] = context
    config.markdown_extensions.append(EditionMarkdown(context))
    return config


def on_files(files: Files, config: MkDocsConfig) -> Files:
    """The transcriptions as the site's downloads, and the model of each game
    page, made once the site's files are known."""
    for game in GAMES:
        files.append(File.generated(config, f"sources/{game}.txt",
                                    abs_src_path=str(data_files.transcription_path(game))))
    edition = page_model.current()
    for game in GAMES:
        file = files.get_file_from_path(f"{game}.md")
        if file is None:
            raise PluginError(f"edition: docs/{game}.md is missing")
        edition.pages[game] = build_page(game, file.content_string, _state["notes"], file.url)
    return files


_TABLE = re.compile(r"^@@ table (?P<module>playable(?:\.\w+)*):(?P<function>\w+)"
                    r"(?:[ \t]+(?P<argument>[\w-]+))?[ \t]*$", re.MULTILINE)


def engine_tables(markdown: str) -> str:
    """``@@ table playable.quadrille:order_table_markdown`` puts in the Markdown
    that engine function returns, so a table on the page is the engine's own;
    ``@@ table playable.table.readings:markdown bezique`` passes it one argument."""
    def table(match: re.Match[str]) -> str:
        module = importlib.import_module(match.group("module"))
        function = getattr(module, match.group("function"))
        argument = match.group("argument")
        return str(function(argument) if argument is not None else function())

    return _TABLE.sub(table, markdown)


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    context: MarkupContext = _state["context"]
    context.src_uri, context.url = page.file.src_uri, page.url
    name = Path(page.file.src_uri).stem
    game_page = context.edition.page(page.file.src_uri)
    if game_page is not None:
        markdown = game_page_markdown(context.edition, game_page)
    else:
        markdown = engine_tables(markdown)
        if re.search(r"^@@ glossary\s*$", markdown, re.MULTILINE):
            markdown = re.sub(
                r"^@@ glossary\s*$", lambda _: glossary_page(_state["terms"]), markdown,
                flags=re.MULTILINE,
            )
        markdown = join_wrapped_lines(markdown)
    return markdown + abbreviations(_state["terms"], name)


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


def on_page_content(html_text: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    # Every hook has had the page's Markdown: a marker left in it is one that
    # none of them knows.
    if "\n@@ " in "\n" + (page.markdown or ""):
        raise PluginError(f"{page.file.src_uri}: a '@@' marker was left unprocessed")
    return colour_red_suits(html_text)


_CSS_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)
_CSS_SPACE = re.compile(r"\s+")
_CSS_PUNCTUATION = re.compile(r" ?([{};]) ?")


def light_css(text: str) -> str:
    """A stylesheet as the reader's browser fetches it: without its comments
    and runs of white space (``docs/css`` keeps them for whoever edits the
    rules; on a law page they were over a kilobyte of the first load, gzipped).
    White space inside a rule stays one space, so selectors and values keep
    their meaning."""
    text = _CSS_SPACE.sub(" ", _CSS_COMMENT.sub("", text))
    return _CSS_PUNCTUATION.sub(r"\1", text).strip() + "\n"


def on_post_build(config: MkDocsConfig) -> None:
    # Before the print hook (the last) reads the pages' stylesheets for the PDF.
    for path in sorted((Path(config.site_dir) / "css").glob("*.css")):
        path.write_text(light_css(path.read_text(encoding="utf-8")), encoding="utf-8")
