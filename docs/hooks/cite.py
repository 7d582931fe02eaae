"""MkDocs hook: cite any law item, and the metadata reference managers read.

* **The release.**  The edition's version is the one in ``pyproject.toml``
  (the project's one version number); its date is the date under that version
  in ``CHANGELOG.md`` (the build stops if the newest entry there is another
  version).  The canonical address is one setting, ``PLAYABLE_SITE_URL``,
  which ``mkdocs.yml`` makes its ``site_url`` (and the engine's law links,
  :data:`playable.laws.SITE_URL`, read): the citations, the TEI and the PDF
  take it from the release.  A build without it, or with a local address, is
  a *local build*, and every citation it makes says "local build, not
  published".  The date a citation gives as its access date is the build's:
  ``SOURCE_DATE_EPOCH`` where it is set, else the day of the project's last
  commit, so that a build of the same commit says the same thing.  The
  editors are ``mkdocs.yml``'s ``site_author`` (names separated by ";").
  The model of the build (``page_model.Release``) carries all this, for the
  TEI and the PDF too.
* **Each item's citation.**  One CSL-JSON record per law item: the item (its
  title, permalink) in the edition (title, editors, version, date), with the
  period source where one is known (the witness of ``witness.py``, described
  by its entry of ``docs/bibliography.yml``: ``original-*`` variables) and,
  in its note, where the item stands in it (``¶92 iii``; Quadrille's source,
  not identified, by its law: ``law 14``).  The text is unsigned: no author,
  so each form opens with the item's title.  Chicago (a note and a
  bibliography entry), MLA and APA are written from that record here (the
  Python CSL processor cannot set a full stop inside closing quotation marks
  nor give Chicago's note form with a locator); BibTeX (classic, ASCII, the
  fields the standard styles know), biblatex, RIS and CSL-JSON files from the
  same record.  The files are generated into the site as
  ``cite/<xml-id>.bib``, ``.biblatex.bib``, ``.ris`` and ``.json``
  (``allfours-s92-iii``: see ``page_model.xml_id``), and the item's
  :class:`page_model.ItemCitation` is what the page's renderer shows under
  the item's "Cite" control.  The four forms of a page's items are one file,
  ``cite/<game>-references.json``, which ``docs/js/cite.js`` reads when a
  control first opens and shows there, each form with a copy button; without
  the script the control still opens, says so, and its files still download.
  The page holds ``cite.js`` back until the reader's first sign of life or
  an address naming a place in the page (``docs/js/lazy-search.js`` loads
  it with the theme's script).
* **Metadata.**  Every page gets Highwire ``citation_*`` and Dublin Core
  ``DC.*`` ``<meta>`` tags (``page.meta["scholarly_meta"]``, written by the
  template ``docs/overrides/main.html``), which Zotero's connector reads: a
  page of the edition is a section of an edited book (``citation_inbook_title``
  with ``citation_editor``); on a game page ``docs/js/cite.js`` gives the
  title and address tags the law's own when the address names one.
* **Changes.**  ``docs/changelog.md`` shows ``CHANGELOG.md`` (its line
  ``@@ changelog``).

This hook runs after ``bibliography.py`` (order in ``mkdocs.yml``).
"""

from __future__ import annotations

import html
import json
import os
import re
import subprocess
import tomllib
from dataclasses import dataclass
from datetime import UTC, datetime
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
from page_render import held_script
from playable.laws import GAMES
from witness import SOURCES

HOOKS = Path(__file__).resolve().parent
ROOT = HOOKS.parents[1]
DOCS = ROOT / "docs"

#: The project (``pyproject.toml``, ``CHANGELOG.md``), found through the engine
#: as ``live.py`` finds it, so that a copy of the docs built elsewhere (as a
#: test does) still reads the project's version.
PROJECT = Path(playable.__file__).resolve().parents[1]
if not (PROJECT / "pyproject.toml").exists():
    PROJECT = ROOT

#: The formatted forms: the label the page shows, and the form's key (the
#: last part of its element's id, and the argument of :func:`formatted`).
STYLES = (
    ("Chicago (note)", "chicago-note"),
    ("Chicago (bibliography)", "chicago-bibliography"),
    ("MLA", "mla"),
    ("APA", "apa"),
)
#: The files of each item: label, the file name's ending, media type.
FORMATS = (
    ("BibTeX", "bib", "application/x-bibtex"),
    ("biblatex", "biblatex.bib", "application/x-bibtex"),
    ("RIS", "ris", "application/x-research-info-systems"),
    ("CSL-JSON", "json", "application/vnd.citationstyles.csl+json"),
)
SUBTITLE = "An Annotated Edition of the Period Laws of Quadrille, All-Fours, Bezique and Whist"
LOCAL_NOTE = "local build, not published"
DEFAULT_SITE_URL = "http://127.0.0.1:8000/"
CHANGELOG_PAGE = "changelog.md"
CHANGE = re.compile(r"^## (?P<version>\S+) — (?P<date>\d{4}-\d{2}-\d{2})[ \t]*$", re.MULTILINE)
UNIDENTIFIED = "an unidentified source"


# --------------------------------------------------------------------------
# The release


def version() -> str:
    """The project's version: ``pyproject.toml``, the one place it is set."""
    with (PROJECT / "pyproject.toml").open("rb") as file:
        return str(tomllib.load(file)["project"]["version"])


def changelog() -> str:
    return (PROJECT / "CHANGELOG.md").read_text(encoding="utf-8")


def build_date(environ: dict[str, str], fallback: str) -> str:
    """The day this build cites as its access date (ISO): the reproducible-builds
    ``SOURCE_DATE_EPOCH`` where set, else the day (UTC) of the project's last
    commit, else ``fallback`` (a copy of the project outside git)."""
    epoch = environ.get("SOURCE_DATE_EPOCH", "").strip()
    if epoch:
        try:
            return datetime.fromtimestamp(int(epoch), UTC).date().isoformat()
        except (ValueError, OverflowError) as error:
            raise PluginError(f"SOURCE_DATE_EPOCH={epoch!r} is not a time in seconds") from error
    try:
        done = subprocess.run(["git", "-C", str(PROJECT), "log", "-1", "--format=%ct"],
                              capture_output=True, text=True, check=False, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return fallback
    stamp = done.stdout.strip()
    if done.returncode != 0 or not stamp.isdigit():
        return fallback
    return datetime.fromtimestamp(int(stamp), UTC).date().isoformat()


def release(site_name: str, editors: str, environ: dict[str, str] | None = None,
            site_url: str | None = None) -> Release:
    """The edition as this build makes it; the build stops if the changelog's
    newest entry is not the version of ``pyproject.toml``.  ``site_url`` is
    ``mkdocs.yml``'s, which is ``PLAYABLE_SITE_URL``; without it (a test
    calling this) the variable is read from ``environ``."""
    environ = dict(os.environ) if environ is None else environ
    current = version()
    newest = CHANGE.search(changelog())
    if newest is None:
        raise PluginError("CHANGELOG.md: no entry '## <version> — <YYYY-MM-DD>'")
    if newest.group("version") != current:
        raise PluginError(f"CHANGELOG.md: the newest entry is {newest.group('version')}, but "
                          f"pyproject.toml says {current}: add its entry, with its date")
    address = (site_url or environ.get("PLAYABLE_SITE_URL", "")).strip()
    host = urlsplit(address).hostname or ""
    local = not address or host in ("localhost", "127.0.0.1", "::1") or host.endswith(".local")
    address = (address or DEFAULT_SITE_URL).rstrip("/") + "/"
    date = newest.group("date")
    return Release(site_name, SUBTITLE, editors, current, date, address, local,
                   build_date(environ, date))


# --------------------------------------------------------------------------
# An item's record


def nocase(text: str) -> str:
    """Words a style must not re-case (a roman numeral: "iii", not "Iii")."""
    return f'<span class="nocase">{text}</span>'


def item_title(item: LawItem, marked: bool = True) -> str:
    """``All-Fours, law iii: Trump or follow suit``; the number (with its
    colon) kept from title-casing where ``marked`` (CSL-JSON's rich text)."""
    law = item.law
    head = law.citation[: -len(law.number)]
    number = f"{law.number}:"
    return f"{head}{nocase(number) if marked else number} {law.title}"


def source_locator(item: LawItem) -> str:
    """Where the item stands in its source: ``¶92 iii``, ``¶124``, ``law 14``."""
    return source_locator_of(item.anchor)


def source_locator_of(anchor: str) -> str:
    """``s92-iii`` -> ``¶92 iii`` (the witness's paragraph numbers);
    ``law-14`` -> ``law 14`` (the Quadrille fragment's own numbers)."""
    match = re.fullmatch(r"s(\d+)(?:-([a-z]+))?", anchor)
    if match:
        return f"¶{match.group(1)}" + (f" {match.group(2)}" if match.group(2) else "")
    match = re.fullmatch(r"law-(\d+)", anchor)
    if match:
        return f"law {match.group(1)}"
    raise PluginError(f"cite: no locator in the source for the anchor {anchor!r}")


def source_of(game: str, entries: dict[str, Entry]) -> Entry | None:
    """The period source of a game's text, where it is known."""
    key = SOURCES.get(game)
    return entries[key] if key else None


def source_text(source: Entry) -> str:
    """The period source as plain text, by its title (an unsigned book is not
    given to "Anonymous"): ``Enquire Within Upon Everything, Eighty-ninth
    edition, revised (London: Houlston and Sons, …, 1894)``."""
    signed = source.author and not source.author.startswith("Anonymous")
    imprint = ", ".join(p for p in (": ".join(p for p in (source.place, source.publisher) if p),
                                    source.year) if p)
    return ((f"{source.author}, " if signed else "") + source.title
            + (f", {source.edition}" if source.edition else "")
            + (f" ({imprint})" if imprint else ""))


def editor_names(editors: str) -> list[str]:
    """The editors of ``site_author``: names separated by ";"."""
    return [name.strip() for name in editors.split(";") if name.strip()]


def iso_parts(date: str) -> list[int]:
    return [int(part) for part in date.split("-")]


#: The period source's edition ("Eighty-ninth edition, revised"), which the
#: readable forms print, since the date alone does not say which of the
#: book's many editions is meant.  CSL has no variable for an original's
#: edition: the record keeps it under this key of CSL-JSON's ``custom``, the
#: object for data with no variable of its own, which processors pass over.
ORIGINAL_EDITION = "original-edition"


def csl_record(item: LawItem, rel: Release, source: Entry | None) -> dict[str, Any]:
    """The item as CSL-JSON: what every form and file is made from.  No
    author: the texts are unsigned (the 1894 *Enquire Within* names no author
    or editor; the Quadrille source is not known), and an unsigned work is
    cited by its title.  A local build's version says it is local: it is the
    one field every form prints."""
    locator = source_locator(item)
    record: dict[str, Any] = {
        "id": item.xml_id,
        "type": "chapter",
        "title": item_title(item),
        "container-title": f"{rel.title}: {rel.subtitle}",
        "editor": [{"literal": name} for name in editor_names(rel.editors)],
        "version": rel.version + (f", {LOCAL_NOTE}" if rel.local else ""),
        "issued": {"date-parts": [iso_parts(rel.date)]},
        "accessed": {"date-parts": [iso_parts(rel.accessed)]},
        "URL": rel.url(f"{item.law.game}/#{item.anchor}"),
        "language": "en",
    }
    if source is not None:
        record["original-title"] = source.title
        if source.edition:  # CSL has no variable for it (see ORIGINAL_EDITION)
            record["custom"] = {ORIGINAL_EDITION: source.edition}
        if source.year:
            record["original-date"] = {"date-parts": [[int(source.year)]]}
        if source.publisher:
            record["original-publisher"] = source.publisher
        if source.place:
            record["original-publisher-place"] = source.place
        note = f"Period text: {source_text(source)}, {locator}."
    else:
        note = (f"Period text: {UNIDENTIFIED}, {locator} (the source of this fragment has not "
                "been identified: see the edition's editorial method).")
    if rel.local:
        note += f" Cited from a {LOCAL_NOTE}: the address is not a published one."
    record["note"] = note
    return record


# --------------------------------------------------------------------------
# The readable forms: Chicago (note and bibliography), MLA, APA


#: Words a headline-style title keeps in lower case (articles, conjunctions,
#: prepositions) unless first, last or after a colon (Chicago and MLA alike).
MINOR = frozenset({"a", "an", "the", "and", "but", "or", "nor", "for", "so", "yet", "as", "at",
                   "by", "in", "of", "off", "on", "per", "to", "up", "via", "with", "from",
                   "into", "onto", "before", "after", "than"})
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")
#: MLA abbreviates the months of more than four letters.
MLA_MONTHS = ("Jan.", "Feb.", "Mar.", "Apr.", "May", "June", "July", "Aug.", "Sept.", "Oct.",
              "Nov.", "Dec.")


def headline(text: str) -> str:
    """Headline-style capitals: "Trump or Follow Suit"."""
    words = text.split(" ")
    out: list[str] = []
    for index, word in enumerate(words):
        first = index == 0 or out[-1].endswith(":")
        last = index == len(words) - 1
        bare = word.strip("()").lower()
        if bare in MINOR and not first and not last:
            out.append(word.lower())
        else:
            out.append(re.sub(r"(^|[-(])([a-z])", lambda m: m.group(1) + m.group(2).upper(), word))
    return " ".join(out)


def headline_title(record: dict[str, Any]) -> str:
    """The item's title in headline style, its number as it stands
    ("All-Fours, Law iii: Trump or Follow Suit")."""
    marked = re.fullmatch(r'(?P<head>.*)<span class="nocase">(?P<number>[^<]*)</span>'
                          r" (?P<title>.*)", record["title"])
    if marked is None:
        return headline(plain(record["title"]))
    return (f"{headline(marked.group('head'))}{marked.group('number')} "
            f"{headline(marked.group('title'))}")


def long_date(parts: list[int]) -> str:
    year, month, day = parts
    return f"{MONTHS[month - 1]} {day}, {year}"


def mla_date(parts: list[int]) -> str:
    year, month, day = parts
    return f"{day} {MLA_MONTHS[month - 1]} {year}"


def running(name: str) -> str:
    """A responsibility statement's name inside a sentence: "the editors of …"."""
    return "the" + name[3:] if name.startswith("The ") else name


def names_in_text(record: dict[str, Any]) -> str:
    names = [running(e["literal"]) for e in record["editor"]]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def plural_editors(record: dict[str, Any]) -> bool:
    """More than one editor, or one name for a body of editors ("The editors of …")."""
    names = [e["literal"] for e in record["editor"]]
    return len(names) > 1 or names[0].lower().startswith(("the editors", "editors"))


def locator_of(record: dict[str, Any]) -> str:
    """The item's place in its period source (``¶92 iii``, ``law 14``): the
    note's, where :func:`csl_record` put it."""
    match = re.search(r", (¶[^,.(]+|law \d+)[ .]", record["note"])
    if match is None:
        raise PluginError(f"cite: no locator in the note of {record['id']}")
    return match.group(1).strip()


def original(record: dict[str, Any], style: str) -> str:
    """The period source and the item's place in it, as ``style`` gives it
    (HTML): "text from *Enquire Within Upon Everything*, eighty-ninth
    edition, revised (London: …, 1894), ¶92 i" (not "originally published
    in": the text is that edition's, which was not the book's first)."""
    locator = html.escape(locator_of(record))
    if "original-title" not in record:
        return f"period text from {UNIDENTIFIED}, {locator}"
    edition = record.get("custom", {}).get(ORIGINAL_EDITION, "")
    title = f"<i>{html.escape(record['original-title'])}</i>" + (
        f", {html.escape(edition[:1].lower() + edition[1:])}" if edition else "")
    place = html.escape(record.get("original-publisher-place", ""))
    publisher = html.escape(record.get("original-publisher", ""))
    year = str(record["original-date"]["date-parts"][0][0]) if "original-date" in record else ""
    if style == "mla":
        imprint = ", ".join(p for p in (publisher, year) if p)
        return f"text from {title}" + (f", {imprint}" if imprint else "") + f", {locator}"
    imprint = ", ".join(p for p in (": ".join(p for p in (place, publisher) if p), year) if p)
    return f"text from {title}" + (f" ({imprint})" if imprint else "") + f", {locator}"


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def formatted(record: dict[str, Any], style: str) -> str:
    """The record in one of the :data:`STYLES` (its key), as HTML: the
    bibliography's text escaped, titles in ``<i>``."""
    book = f"<i>{html.escape(record['container-title'])}</i>"
    # "the editors of Laws of the Card Table": the edition's title in italics
    main_title = html.escape(record["container-title"].split(":")[0])
    editors = html.escape(names_in_text(record)).replace(main_title, f"<i>{main_title}</i>")
    version = html.escape(record["version"])
    url = html.escape(record["URL"])
    issued = record["issued"]["date-parts"][0]
    accessed = record["accessed"]["date-parts"][0]
    title = html.escape(headline_title(record))
    if style == "chicago-note":
        return (f"“{title},” in {book}, ed. {editors}, version {version} ({long_date(issued)}), "
                f"{original(record, style)}, accessed {long_date(accessed)}, {url}.")
    if style == "chicago-bibliography":
        return (f"“{title}.” In {book}, edited by {editors}. Version {version}. "
                f"{long_date(issued)}. {capital(original(record, style))}. "
                f"Accessed {long_date(accessed)}. {url}.")
    if style == "mla":
        return (f"“{title}.” {book}, edited by {editors}, version {version}, "
                f"{mla_date(issued)}, {url}. {capital(original(record, style))}. "
                f"Accessed {mla_date(accessed)}.")
    if style == "apa":
        sentence = html.escape(plain(record["title"]))
        label = "Eds." if plural_editors(record) else "Ed."
        since = (f" (Original work published {record['original-date']['date-parts'][0][0]})"
                 if "original-date" in record else "")
        return (f"{sentence}. ({issued[0]}). In {editors} ({label}), {book} "
                f"(Version {version}, {html.escape(locator_of(record))}). "
                f"Retrieved {long_date(accessed)}, from {url}{since}")
    raise PluginError(f"cite: no style {style!r}")


def plain(text: str) -> str:
    """A CSL-JSON string (or a formatted reference) without its markup."""
    return html.unescape(re.sub(r"<[^>]+>", "", text))


# --------------------------------------------------------------------------
# The files: BibTeX (classic), biblatex, RIS, CSL-JSON


#: What classic BibTeX, an 8-bit program, is given for the few characters
#: beyond ASCII the edition's records hold.  Any other stops the build.
LATEX = {"¶": "\\P ", " · ": " \\textperiodcentered\\ ", "—": "---", "–": "--", "“": "``",
         "”": "''", "‘": "`", "’": "'", "é": r"\'e", "è": r"\`e", "â": r"\^a",
         "ê": r"\^e", "ç": r"\c c", "ü": r'\"u', "\u00a0": "~"}
BIBTEX_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov",
                 "dec")


def latex_text(value: str) -> str:
    """Plain text as LaTeX for classic BibTeX: its specials escaped, what is
    beyond ASCII written with LaTeX's commands."""
    value = re.sub(r"([\\{}])", lambda m: {"\\": r"{\textbackslash}", "{": r"\{",
                                            "}": r"\}"}[m.group(1)], value)
    value = re.sub(r"([&%$#_])", r"\\\1", value)
    value = value.replace("~", r"{\textasciitilde}").replace("^", r"{\textasciicircum}")
    # A command word eats the space after it (``\P 92`` is "¶92"); a control
    # space keeps the one after the middle dot.  (Written without braces,
    # which citeproc-py's reader of BibTeX, the tests' check, does not take.)
    value = re.sub("|".join(map(re.escape, LATEX)), lambda m: LATEX[m.group(0)], value)
    beyond = sorted({char for char in value if ord(char) > 127})
    if beyond:
        raise PluginError(f"cite: classic BibTeX has no form for {beyond} here: add them to "
                          "cite.LATEX")
    return value


def _braced(value: str) -> str:
    """A value kept whole: no re-casing by the style, no parsing as names."""
    return "{{" + value + "}}"


def bibtex(record: dict[str, Any]) -> str:
    """The record as classic BibTeX: an ``@incollection`` in ASCII with the
    fields the standard styles know, and ``url`` for the styles that read it
    (natbib's and others; the standard ones pass it by).  Version, period
    source, address and access date go in ``note``, which every style prints."""
    year, month, _ = record["issued"]["date-parts"][0]
    accessed = long_date(record["accessed"]["date-parts"][0])
    source = capital(plain(original(record, "chicago-bibliography")))
    note = (f"Version {record['version']}. {source}. "
            f"{record['URL']}. Accessed {accessed}")
    if record["version"].endswith(LOCAL_NOTE):
        note += f". Cited from a {LOCAL_NOTE}"
    # each name braced whole: a body's name is not a person's, to be inverted
    editors = " and ".join("{" + latex_text(e["literal"]) + "}" for e in record["editor"])
    fields = [
        ("title", _braced(latex_text(plain(record["title"])))),
        ("booktitle", _braced(latex_text(record["container-title"]))),
        ("editor", "{" + editors + "}"),
        ("year", str(year)),
        ("month", BIBTEX_MONTHS[month - 1]),
        ("note", "{" + latex_text(note) + "}"),
        ("url", "{" + record["URL"] + "}"),
    ]
    body = ",\n".join(f"  {name} = {value}" for name, value in fields)
    return ("% BibTeX (classic): ASCII, for bibtex and its standard styles.\n"
            f"% The biblatex form is {record['id']}.biblatex.bib.\n"
            f"@incollection{{{record['id']},\n{body}\n}}\n")


def _biblatex_value(value: str) -> str:
    escaped = re.sub(r"([&%$#_])", r"\\\1", value)
    return "{{" + escaped + "}}"  # double braces: no re-casing, no name parsing


def biblatex(record: dict[str, Any]) -> str:
    """The record as a biblatex ``@incollection`` (UTF-8, for biber)."""
    issued = "-".join(f"{p:02d}" for p in record["issued"]["date-parts"][0])
    accessed = "-".join(f"{p:02d}" for p in record["accessed"]["date-parts"][0])
    fields = [
        ("title", _biblatex_value(plain(record["title"]))),
        ("booktitle", _biblatex_value(record["container-title"])),
        ("editor", " and ".join(_biblatex_value(e["literal"]) for e in record["editor"])),
        ("version", _biblatex_value(record["version"])),
        ("date", "{" + issued + "}"),
        ("url", "{" + record["URL"] + "}"),
        ("urldate", "{" + accessed + "}"),
        ("langid", "{english}"),
    ]
    if "original-title" in record:
        fields.append(("origtitle", _biblatex_value(record["original-title"])))
        if "original-date" in record:
            fields.append(("origdate", f"{{{record['original-date']['date-parts'][0][0]}}}"))
        if "original-publisher" in record:
            fields.append(("origpublisher", _biblatex_value(record["original-publisher"])))
        if "original-publisher-place" in record:
            fields.append(("origlocation", _biblatex_value(record["original-publisher-place"])))
    if record["version"].endswith(LOCAL_NOTE):
        fields.append(("pubstate", _biblatex_value(LOCAL_NOTE)))
    fields.append(("note", _biblatex_value(record["note"])))
    body = ",\n".join(f"  {name} = {value}" for name, value in fields)
    return ("% biblatex (with biber): UTF-8.  The classic BibTeX form is "
            f"{record['id']}.bib.\n@incollection{{{record['id']},\n{body}\n}}\n")


def ris(record: dict[str, Any]) -> str:
    """The record as RIS (a book section; ``Y2`` the access date)."""
    year, month, day = record["issued"]["date-parts"][0]
    seen = "/".join(f"{p:02d}" for p in record["accessed"]["date-parts"][0])
    lines = [
        ("TY", "CHAP"),
        ("TI", plain(record["title"])),
        ("T2", record["container-title"]),
        *(("A2", e["literal"]) for e in record["editor"]),
        ("PY", str(year)),
        ("DA", f"{year:04d}/{month:02d}/{day:02d}"),
        ("Y2", seen),
        ("ET", f"Version {record['version']}"),
        ("UR", record["URL"]),
        ("LA", "en"),
        ("ID", record["id"]),
    ]
    if "original-title" in record:
        original_title = record["original-title"]
        if "original-date" in record:
            original_title += f" ({record['original-date']['date-parts'][0][0]})"
        lines.append(("OP", original_title))
    lines.append(("N1", record["note"]))
    lines.append(("ER", ""))
    return "".join(f"{tag}  - {value}".rstrip() + "\r\n" for tag, value in lines)


def csl_json(record: dict[str, Any]) -> str:
    return json.dumps([record], ensure_ascii=False, indent=2) + "\n"


WRITERS = {"bib": bibtex, "biblatex.bib": biblatex, "ris": ris, "json": csl_json}


def cite_path(item: LawItem, extension: str) -> str:
    return f"cite/{item.xml_id}.{extension}"


@dataclass
class State:
    entries: dict[str, Entry]
    release: Release
    files: dict[str, str]  # site path -> content


def references_path(game: str) -> str:
    """The site path of a game page's formatted references (one file a page)."""
    return f"cite/{game}-references.json"


def contribute(edition: Edition, state: State) -> None:
    """Each item's citation, and the files it offers; and each page's file
    of formatted references: by item id, each form's label, key and HTML
    (``{"whist:s73": [["Chicago (note)", "chicago-note", "..."], ...]}``).
    The page carries the references in that file, not in its markup: they
    were a ninth of the Whist page's first load, and a reader opens few."""
    edition.release = state.release
    for page in edition.pages.values():
        source = source_of(page.game, state.entries)
        references: dict[str, list[list[str]]] = {}
        for item in page.items:
            record = csl_record(item, state.release, source)
            references[item.id] = [[label, key, formatted(record, key)]
                                   for label, key in STYLES]
            files = []
            for label, extension, _ in FORMATS:
                path = cite_path(item, extension)
                state.files[path] = WRITERS[extension](record)
                files.append((label, path))
            item.cite = ItemCitation(references_path(page.game), tuple(files),
                                     state.release.local, plain(record["title"]))
        state.files[references_path(page.game)] = json.dumps(
            references, ensure_ascii=False, separators=(",", ":"))


# --------------------------------------------------------------------------
# Metadata for reference managers


def page_meta(page: Page, game_page: GamePage | None, rel: Release,
              entries: dict[str, Entry]) -> list[tuple[str, str]]:
    """The Highwire and Dublin Core tags of a page.  Every page but the home
    page is a section of the edition, an edited book: Zotero's Embedded
    Metadata translator takes ``citation_inbook_title`` for a book section,
    and ``citation_editor`` for its editors (without a book title it guesses a
    journal article).  The home page is the edition itself, an edited book:
    ``bibo.type`` Book, which the translator gives its RDF import as the
    item's ``rdf:type`` (Highwire has no tag for a book but its ISBN)."""
    whole = f"{rel.title}: {rel.subtitle}"
    title = whole if page.is_homepage else (page.title or rel.title)
    url = rel.url(page.url)
    date = rel.date.replace("-", "/")
    meta = [
        ("citation_title", title),
        *([("bibo.type", "Book")] if page.is_homepage else [("citation_inbook_title", whole)]),
        *(("citation_editor", name) for name in editor_names(rel.editors)),
        ("citation_publisher", rel.editors),
        ("citation_publication_date", date),
        ("citation_online_date", date),
        ("citation_public_url", url),
        ("citation_language", "en"),
        ("DC.title", title),
        *(("DC.contributor", name) for name in editor_names(rel.editors)),
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
        meta.append(("DC.source", source_text(source) if source is not None else
                     f"The source of the {GAMES[game_page.game]} fragment has not been "
                     "identified."))
        meta += [("citation_keywords", f"{GAMES[game_page.game]}; card games; laws")]
    return meta


# --------------------------------------------------------------------------
# MkDocs events

_state: State | None = None


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    """The release; the build stops if ``site_url`` is not the address the
    engine's law links give (both are ``PLAYABLE_SITE_URL``: one setting)."""
    global _state
    from playable.laws import SITE_URL

    rel = release(config.site_name, config.site_author or "The editors",
                  site_url=config.site_url)
    if config.site_url and config.site_url.rstrip("/") != SITE_URL.rstrip("/"):
        raise PluginError(f"mkdocs.yml: site_url is {config.site_url}, but the engine's law "
                          f"links say {SITE_URL}: set the address once, as PLAYABLE_SITE_URL")
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
    # Held back until the reader's first sign of life, or an address naming a
    # place in the page, as the theme's script is (docs/js/lazy-search.js).
    script = get_relative_url("js/cite.js", page.url)
    return output.replace("</body>", f"{held_script(script)}\n</body>", 1)
