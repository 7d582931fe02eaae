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
reference.  Inside an HTML attribute (the tooltip of an editorial note) it
becomes the same words as plain text.  The work is done on the finished HTML
of each page (``on_page_content``), so citations may stand anywhere: in
Markdown, in the apparatus notes, in the glossary's notes, in the examples.

The build stops (``PluginError``) on a citation of a key that is not in the
file, on a ``[@`` that is not a well-formed citation, and on an entry that no
page cites (the Sources page itself does not count).  Each entry on the Sources
page lists the places that cite it.  This hook must run before ``edition.py``
(order in ``mkdocs.yml``), so that ``@@ bibliography`` is gone when that hook
looks for markers it does not know.
"""

from __future__ import annotations

import html
import re
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from mkdocs.exceptions import PluginError
from mkdocs.utils import get_relative_url

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
SOURCES_PAGE = "bibliography.md"

KINDS = {
    "witness": "The witness",
    "period": "Other period books",
    "modern": "Later books and websites",
}
FIELDS = {"key", "kind", "short", "author", "title", "edition", "publisher", "place", "year",
          "read", "status", "note"}
REQUIRED = {"key", "kind", "short", "title", "read", "status"}
STATUS = {
    "read": "Read for this edition in the copy named above.",
    "excerpts": "Seen only in part (the pages or excerpts named above).",
    "not-rechecked": ("Carried over from the edition's earlier notes: the details above "
                      "were not checked again in a copy of the book for this revision."),
}


@dataclass(frozen=True)
class Entry:
    key: str
    kind: str
    short: str
    title: str
    read: tuple[dict[str, str], ...]
    status: str
    author: str = ""
    edition: str = ""
    publisher: str = ""
    place: str = ""
    year: str = ""
    note: str = ""

    @property
    def anchor(self) -> str:
        return f"bib-{self.key}"

    @property
    def reference(self) -> str:
        """The full reference as plain text (a tooltip)."""
        parts = [self.author, self.title, self.edition]
        imprint = ": ".join(p for p in (self.place, self.publisher) if p)
        imprint = ", ".join(p for p in (imprint, self.year) if p)
        parts.append(imprint)
        return ". ".join(p.strip().rstrip(".") for p in parts if p and p.strip()) + "."

    def markdown(self) -> str:
        """The entry as it stands on the Sources page."""
        lines = [f"### {self.short} {{#{self.anchor}}}", ""]
        title = f"*{self.title}*"
        parts = [self.author, title, self.edition]
        imprint = ": ".join(p for p in (self.place, self.publisher) if p)
        imprint = ", ".join(p for p in (imprint, self.year) if p)
        parts.append(imprint)
        lines.append(". ".join(p.strip().rstrip(".") for p in parts if p and p.strip()) + ".")
        lines.append("")
        for where in self.read:
            text = where.get("what", "").strip()
            if where.get("google_books"):
                gb = where["google_books"]
                text += (f" Google Books id `{gb}` "
                         f"([books.google.com](https://books.google.com/books?id={gb})).")
            if where.get("url"):
                text += f" <{where['url']}>"
            lines += [f"- **Where read:** {text.strip()}"]
        lines += [f"- **Status:** {STATUS[self.status]}"]
        lines += [f'- **Cited on:** <span class="cited-by" data-key="{self.key}"></span>', ""]
        if self.note:
            lines += [self.note.strip(), ""]
        return "\n".join(lines)


def load_bibliography(path: Path | None = None) -> dict[str, Entry]:
    path = path or DOCS / "bibliography.yml"
    raw = yaml.safe_load(path.read_text(encoding="utf-8")) or []
    entries: dict[str, Entry] = {}
    for item in raw:
        key = item.get("key", "?")
        unknown = set(item) - FIELDS
        missing = REQUIRED - set(item)
        if unknown or missing:
            raise PluginError(f"bibliography.yml: {key}: unknown fields {sorted(unknown)}, "
                              f"missing {sorted(missing)}")
        if not re.fullmatch(r"[a-z0-9]+(?:-[a-z0-9]+)*", key):
            raise PluginError(f"bibliography.yml: {key!r}: a key is lower case, digits and hyphens")
        if key in entries:
            raise PluginError(f"bibliography.yml: {key} is there twice")
        if item["kind"] not in KINDS:
            raise PluginError(f"bibliography.yml: {key}: kind must be one of {sorted(KINDS)}")
        if item["status"] not in STATUS:
            raise PluginError(f"bibliography.yml: {key}: status must be one of {sorted(STATUS)}")
        read = item["read"]
        if not isinstance(read, list) or not read:
            raise PluginError(f"bibliography.yml: {key}: 'read' lists where the work was read")
        fields = {k: " ".join(str(v).split()) if k not in ("read", "note") else v
                  for k, v in item.items()}
        fields["read"] = tuple(read)
        fields["note"] = str(item.get("note", ""))
        entries[key] = Entry(**fields)
    return entries


# --------------------------------------------------------------------------
# Citations

CITATION = re.compile(r"\[(?P<body>@[^\[\]<>]*)\]")
STRAY = re.compile(r"\[@")


@dataclass(frozen=True)
class Cite:
    key: str
    locator: str = ""


def parse(body: str) -> list[Cite]:
    """``@a, p. 3; @b`` → two citations.  A part after ``;`` that does not
    start with ``@`` is the locator of the citation before it."""
    cites: list[Cite] = []
    body = " ".join(body.split())
    for part in (p.strip() for p in body.split(";")):
        if not part:
            raise ValueError(f"an empty part in [{body}]")
        if part.startswith("@"):
            key, _, locator = part[1:].partition(",")
            key = key.strip()
            if not re.fullmatch(r"[a-z0-9]+(?:-[a-z0-9]+)*", key):
                raise ValueError(f"{key!r} in [{body}] is not a key")
            cites.append(Cite(key, locator.strip()))
        elif cites and not cites[-1].locator:
            cites[-1] = Cite(cites[-1].key, part)
        else:
            raise ValueError(f"[{body}]: {part!r} is neither a key nor a locator")
    return cites


@dataclass
class State:
    entries: dict[str, Entry] = field(default_factory=dict)
    #: key -> list of (page url, anchor, label) where it is cited
    cited: dict[str, list[tuple[str, str, str]]] = field(default_factory=lambda: defaultdict(list))


_state = State()


def _label(cite: Cite, entries: dict[str, Entry]) -> str:
    entry = entries[cite.key]
    return entry.short + (f", {cite.locator}" if cite.locator else "")


def render(body: str, entries: dict[str, Entry], href: str, *, plain: bool, where: str) -> str:
    try:
        cites = parse(body)
    except ValueError as err:
        raise PluginError(f"{where}: {err}") from None
    for cite in cites:
        if cite.key not in entries:
            raise PluginError(f"{where}: [@{cite.key}] is not in docs/bibliography.yml")
    if plain:
        return "(" + "; ".join(html.escape(_label(c, entries)) for c in cites) + ")"
    links = []
    for cite in cites:
        entry = entries[cite.key]
        link = (f'<a class="cite" href="{href}#{entry.anchor}" '
                f'title="{html.escape(entry.reference)}">{html.escape(entry.short)}</a>')
        links.append(link + (f", {html.escape(cite.locator)}" if cite.locator else ""))
    return '<span class="citation">(' + "; ".join(links) + ")</span>"


_TAG = re.compile(r"(<[^>]+>)")
_ATTR = re.compile(r'(?P<name>[\w-]+)="(?P<value>[^"]*)"')
_HEADING_ID = re.compile(r'<(?:h[1-4]|section)\b[^>]*\bid="(?P<id>[^"]+)"')


def cite_in_html(text: str, entries: dict[str, Entry], href: str, where: str,
                 record: Any = None) -> str:
    """Turn every citation of a page's HTML into a link (or plain words inside
    an attribute); ``record(key, anchor)`` is told of each one."""
    out, depth, anchor = [], 0, ""
    for part in _TAG.split(text):
        if part.startswith("<"):
            heading = _HEADING_ID.match(part)
            if heading:
                anchor = heading.group("id")
            name = re.match(r"</?\s*([a-zA-Z0-9]+)", part)
            if name and name.group(1).lower() in ("code", "pre", "script", "style"):
                depth += -1 if part.startswith("</") else 1
            if "[@" in part:
                def attr(match: re.Match[str]) -> str:
                    value = CITATION.sub(
                        lambda m: render(html.unescape(m.group("body")), entries, href,
                                         plain=True, where=where),
                        match.group("value"))
                    return f'{match.group("name")}="{value}"'
                part = _ATTR.sub(attr, part)
            out.append(part)
            continue
        if depth == 0 and "[@" in part:
            def link(match: re.Match[str], anchor: str = anchor) -> str:
                body = html.unescape(match.group("body"))
                html_out = render(body, entries, href, plain=False, where=where)
                if record:
                    for cite in parse(body):
                        record(cite.key, anchor)
                return html_out
            part = CITATION.sub(link, part)
            if STRAY.search(part):
                raise PluginError(f"{where}: a '[@' that is not a citation: "
                                  f"{part[part.index('[@'):][:60]!r}")
        out.append(part)
    return "".join(out)


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


def on_config(config: Any) -> Any:
    _state.entries = load_bibliography()
    _state.cited = defaultdict(list)
    return config


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    if page.file.src_uri == SOURCES_PAGE:
        markdown = re.sub(r"^@@ bibliography[ \t]*$",
                          lambda _: sources_markdown(_state.entries), markdown,
                          flags=re.MULTILINE)
    return markdown


def _sources_url(files: Any) -> str:
    sources = files.get_file_from_path(SOURCES_PAGE)
    if sources is None:
        raise PluginError(f"bibliography: the Sources page docs/{SOURCES_PAGE} is missing")
    return str(sources.url)


def on_page_content(html_text: str, page: Any, config: Any, files: Any) -> str:
    is_sources = page.file.src_uri == SOURCES_PAGE
    href = "" if is_sources else get_relative_url(_sources_url(files), page.url)

    def record(key: str, anchor: str) -> None:
        if not is_sources:
            _state.cited[key].append((page.url, anchor, page.title or page.file.src_uri))

    return cite_in_html(html_text, _state.entries, href, page.file.src_uri, record)


def on_env(env: Any, config: Any, files: Any) -> Any:
    unused = sorted(set(_state.entries) - set(_state.cited))
    if unused:
        raise PluginError(
            "bibliography: no page cites these entries of docs/bibliography.yml: "
            + ", ".join(unused) + " (cite them, or take them out)")
    return env


_CITED_BY = re.compile(r'<span class="cited-by" data-key="(?P<key>[^"]+)"></span>')


def on_post_page(output: str, page: Any, config: Any) -> str:
    if page.file.src_uri != SOURCES_PAGE:
        return output
    from playable.laws import LAWS  # the law registry names the items cited from

    by_anchor = {(f"{law.game}/", law.anchor): law.citation for law in LAWS.values()}

    def cited_by(match: re.Match[str]) -> str:
        places: dict[tuple[str, str], str] = {}
        for url, anchor, title in _state.cited.get(match.group("key"), []):
            label = by_anchor.get((url, anchor)) or title
            places.setdefault((url, anchor if (url, anchor) in by_anchor else ""), label)
        links = []
        for (url, anchor), label in places.items():
            target = (get_relative_url(url, page.url) or ".") + (f"#{anchor}" if anchor else "")
            links.append(f'<a href="{html.escape(target)}">{html.escape(label)}</a>')
        return ", ".join(links)

    return _CITED_BY.sub(cited_by, output)
