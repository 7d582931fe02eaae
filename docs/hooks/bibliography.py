"""MkDocs hook: one bibliography, cited by key, and the Sources page.

Every book, edition, page and website the edition cites is one entry of
``docs/bibliography.yml``.  Commentary, apparatus, glossary, examples and the
other pages cite an entry by its key, in square brackets, Pandoc style:

    [@enquire-within-1894]                 (Enquire Within 1894)
    [@enquire-within-1894, ¶124 ii]        (Enquire Within 1894, ¶124 ii)
    [@enquire-within-1894; ¶124 ii]        the same: a part after ";" that is
                                           not a key is a locator
    [@foster; @hoffmann, p. 12]            two works in one bracket

Each citation becomes a link to the entry on the Sources page
(``bibliography.md``, the line ``@@ bibliography``), whose text is the entry's
short label and the locator, in parentheses; its tooltip is the full
reference.  Where a link cannot stand (the tooltip of an editorial note) it is
the same words as plain text.  The markup is written by ``page_render.py``:
on a game page from the page's model, where every citation belongs to its
item; on any page as Markdown is converted (its ``EditionMarkdown``).  This
hook adds to the model (``page_model.py``) the works the citations resolve to
and where the Sources page is, and keeps the places that cite each work.

Each entry's ``read`` list is the edition's one record of what was read: a
reading per part of the work, with its status (read, seen in part, carried
over from the earlier notes).  The Sources page shows each reading with its
status, and the entry's status is the best of them; the concordance
(``concordance.py``) names a reading for each passage it compares and takes
from it whether the passage was checked.

The build stops (``PluginError``) on a citation of a key that is not in the
file, on a ``[@`` that is not a well-formed citation, and on an entry that no
page cites (the Sources page itself does not count).  Each entry on the Sources
page lists the places that cite it: the law items (from the model of their
page) and the pages.  This hook runs after ``edition.py`` (order in
``mkdocs.yml``), which makes the model.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page
from mkdocs.utils import get_relative_url

import data_files
import page_model
from page_model import Citation, Edition, Work, find_citations, parse_citation
from page_render import join_wrapped_lines, markdown_without_html, plain_markdown

HOOKS = Path(__file__).resolve().parent
ROOT = HOOKS.parents[1]
DOCS = ROOT / "docs"

SOURCES_PAGE = "bibliography.md"

KINDS = {
    "witness": "The witness",
    "period": "Other period books",
    "modern": "Later books and websites",
}
STATUS = {
    "read": "Read for this edition in the copy named above.",
    "excerpts": "Seen only in part (the pages or excerpts named above).",
    "not-rechecked": ("Carried over from the edition's earlier notes: the details above "
                      "were not checked again in a copy of the book for this revision."),
}
#: What each reading's status says beside it on the Sources page, and the
#: order of the statuses, best first: an entry's status is its best reading's.
READING_STATUS = {
    "read": "read for this revision",
    "excerpts": "seen in part for this revision",
    "not-rechecked": "carried over from the earlier notes, not checked again",
}


@dataclass(frozen=True)
class Entry:
    key: str
    kind: str
    short: str
    title: str
    #: The record of what was read: one reading per part of the work, each
    #: ``{id, what, url, google_books, status}`` (the file's header).
    read: tuple[dict[str, str], ...]
    author: str = ""
    editor: str = ""
    edition: str = ""
    publisher: str = ""
    place: str = ""
    year: str = ""
    note: str = ""

    @property
    def anchor(self) -> str:
        return f"bib-{self.key}"

    @property
    def status(self) -> str:
        """How far the work was checked for this revision: the best status of
        its readings."""
        return min((r["status"] for r in self.read), key=list(READING_STATUS).index)

    def reading(self, reading_id: str) -> dict[str, str] | None:
        """The reading of that id, or ``None``."""
        return next((r for r in self.read if r["id"] == reading_id), None)

    @property
    def edited(self) -> str:
        """The editor as a responsibility statement ("Edited by ..."), or ""."""
        return f"Edited by {self.editor}" if self.editor else ""

    @property
    def reference(self) -> str:
        """The full reference as plain text (a tooltip)."""
        parts = [self.author, self.title, self.edited, self.edition]
        imprint = ": ".join(p for p in (self.place, self.publisher) if p)
        imprint = ", ".join(p for p in (imprint, self.year) if p)
        parts.append(imprint)
        return ". ".join(p.strip().rstrip(".") for p in parts if p and p.strip()) + "."

    def markdown(self) -> str:
        """The entry as it stands on the Sources page.  Its fields are plain
        text, escaped as such; ``what`` and ``note`` are Markdown without
        raw HTML; ``url`` and ``google_books`` are checked by the schema."""
        lines = [f"### {plain_markdown(self.short)} {{#{self.anchor}}}", ""]
        title = f"*{plain_markdown(self.title)}*"
        parts = [plain_markdown(self.author), title, plain_markdown(self.edited),
                 plain_markdown(self.edition)]
        imprint = ": ".join(plain_markdown(p) for p in (self.place, self.publisher) if p)
        imprint = ", ".join(p for p in (imprint, plain_markdown(self.year)) if p)
        parts.append(imprint)
        lines.append(". ".join(p.strip().rstrip(".") for p in parts if p and p.strip()) + ".")
        lines.append("")
        for where in self.read:
            text = markdown_without_html(where.get("what", "").strip())
            if where.get("google_books"):
                gb = where["google_books"]
                text += (f" Google Books id `{gb}` "
                         f"([books.google.com](https://books.google.com/books?id={gb})).")
            if where.get("url"):
                text += f" <{where['url']}>"
            lines += [f"- **Where read** ({READING_STATUS[where['status']]}): {text.strip()}"]
        lines += [f"- **Status:** {STATUS[self.status]}"]
        lines += [f"- **Cited on:** {cited_by_placeholder(self.key)}", ""]
        if self.note:
            lines += [markdown_without_html(self.note.strip()), ""]
        return "\n".join(lines)


def cited_by_placeholder(key: str) -> str:
    """Where the Sources page lists the places that cite an entry, filled in
    once every page is read (``on_post_page``)."""
    return f'<span class="cited-by" data-key="{key}"></span>'


def load_bibliography(path: Path | None = None) -> dict[str, Entry]:
    """The entries of ``docs/bibliography.yml`` by key.  The file's shape is
    checked against ``schemas/bibliography.json`` (``data_files.py``); a key
    given twice, or a reading id given twice in one entry, stops the build
    here, each fault with one line naming the entry."""
    path = path or DOCS / "bibliography.yml"
    raw = data_files.load_yaml(path, "bibliography", name_field="key", empty=[])
    entries: dict[str, Entry] = {}
    for number, item in enumerate(raw, 1):
        key = item["key"]
        if key in entries:
            raise data_files.fault(path, f"entry {number} ({key!r}): the key is there twice")
        ids = [where["id"] for where in item["read"]]
        if len(ids) != len(set(ids)):
            twice = sorted({i for i in ids if ids.count(i) > 1})
            raise data_files.fault(path, f"entry {number} ({key!r}): the reading id "
                                         f"{twice[0]!r} is there twice")
        fields = {k: " ".join(v.split()) for k, v in item.items() if k not in ("read", "note")}
        entries[key] = Entry(**fields, read=tuple(item["read"]), note=item.get("note", ""))
    return entries


# --------------------------------------------------------------------------
# Citations (the syntax, and the types, are the page model's)

Cite = Citation
parse = parse_citation


@dataclass(frozen=True)
class Place:
    """Where a work is cited: a page, or a law item on it (``anchor``)."""

    page: Page
    anchor: str = ""
    label: str = ""  # the item's citation ("All-Fours, law iii"); the page's title if ""


@dataclass
class State:
    entries: dict[str, Entry] = field(default_factory=dict)
    #: key -> the places that cite it, in the order of the build
    cited: dict[str, list[Place]] = field(default_factory=dict)


_state = State()


def contribute(edition: Edition, entries: dict[str, Entry]) -> None:
    """The works the model's citations resolve to."""
    edition.works = {key: Work(key, entry.short, entry.reference)
                     for key, entry in entries.items()}


def check(edition: Edition) -> None:
    """Every citation of the game pages names a work of the bibliography."""
    for page in edition.pages.values():
        for _, cite in page.citations():
            if cite.key not in edition.works:
                raise PluginError(f"{page.src_uri}: [@{cite.key}] is not in "
                                  "docs/bibliography.yml")


def places(page: Page, markdown: str, edition: Edition) -> list[tuple[Citation, Place]]:
    """What a page cites, and where: a game page's citations are its model's,
    each with its item; another page's are read from its Markdown."""
    game_page = edition.page(page.file.src_uri)
    if game_page is not None:
        labels = {item.anchor: item.law.citation for item in game_page.items}
        return [(cite, Place(page, anchor, labels[anchor]) if anchor else Place(page))
                for anchor, cite in game_page.citations()]
    try:
        cites = find_citations(markdown)
    except ValueError as err:
        raise PluginError(f"{page.file.src_uri}: {err}") from None
    for cite in cites:
        if cite.key not in edition.works:
            raise PluginError(f"{page.file.src_uri}: [@{cite.key}] is not in "
                              "docs/bibliography.yml")
    return [(cite, Place(page)) for cite in cites]


# --------------------------------------------------------------------------
# The Sources page


def sources_markdown(entries: dict[str, Entry]) -> str:
    lines = []
    for kind, heading in KINDS.items():
        group = [e for e in entries.values() if e.kind == kind]
        if not group:
            continue
        lines += [f"## {heading} {{#{kind}}}", ""]
        for entry in sorted(group, key=lambda e: e.short.lower()):
            lines.append(entry.markdown())
    return "\n".join(lines)


# --------------------------------------------------------------------------
# MkDocs events


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    _state.entries = load_bibliography()
    _state.cited = {}
    contribute(page_model.current(), _state.entries)
    return config


def on_files(files: Files, config: MkDocsConfig) -> Files:
    sources = files.get_file_from_path(SOURCES_PAGE)
    if sources is None:
        raise PluginError(f"bibliography: the Sources page docs/{SOURCES_PAGE} is missing")
    edition = page_model.current()
    edition.sources_url = sources.url
    check(edition)
    return files


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    if page.file.src_uri == SOURCES_PAGE:
        return re.sub(r"^@@ bibliography[ \t]*$",
                      lambda _: join_wrapped_lines(sources_markdown(_state.entries)), markdown,
                      flags=re.MULTILINE)
    for cite, place in places(page, markdown, page_model.current()):
        _state.cited.setdefault(cite.key, []).append(place)
    return markdown


def on_env(env: Any, config: MkDocsConfig, files: Files) -> Any:
    unused = sorted(set(_state.entries) - set(_state.cited))
    if unused:
        raise PluginError(
            "bibliography: no page cites these entries of docs/bibliography.yml: "
            + ", ".join(unused) + " (cite them, or take them out)")
    return env


def cited_on(key: str, page: Page) -> str:
    """The places that cite a work, as links from the Sources page: each law
    item once, and each page once for what it cites outside its items."""
    links: dict[tuple[str, str], str] = {}
    for place in _state.cited.get(key, []):
        label = place.label or place.page.title or place.page.file.src_uri
        links.setdefault((place.page.url, place.anchor), label)
    return ", ".join(
        f'<a href="{html.escape((get_relative_url(url, page.url) or ".") + (f"#{anchor}" if anchor else ""))}">'
        f"{html.escape(label)}</a>" for (url, anchor), label in links.items())


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    if page.file.src_uri != SOURCES_PAGE:
        return output
    # Every page has been read by now: fill in the places this hook left for
    # them on its own page.
    for key in _state.entries:
        output = output.replace(cited_by_placeholder(key), cited_on(key, page))
    return output
