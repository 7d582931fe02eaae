"""MkDocs hook: the concordance, each law item beside the other period books.

``docs/concordance.yml`` maps every law id of the edition (every item of
``playable.laws``) to its counterparts: for each book the commentary
compares (a key of ``docs/bibliography.yml``), where the same law or passage
stands in it, its own number, how it differs in substance, and which of the
editors' readings of the book it was checked in (``read``: an id of the
book's ``read`` list in the bibliography, or null); or that no counterpart
was found there.  The file's header describes the fields.

What was read is recorded once, in the bibliography: each reading of a book
with its status (read, seen in part, or carried over from the earlier notes).
Whether a passage was checked is not written here but taken from the status
of the reading it names, so that the Sources page and the concordance cannot
tell two stories; a reading the bibliography does not have stops the build.

This hook loads the file and checks it as the build is configured: every law
id is one of the edition's, every item has at least one entry, every key is
in the bibliography, every entry has the fields it must and no others, of the
right kinds.  Any fault stops the build (``PluginError``) with the entry named.
It then adds each item's counterparts to the page model (``LawItem.concordance``,
``page_model.Counterpart``, with the edition and year of the book's
bibliography entry), so that the renderer (``page_render.py``) writes "Also
in:" under each law and the citations count as the item's on the Sources page.

The Concordance page (``concordance.md``, its line ``@@ concordance``) is a
table per game, written here as Markdown with the same ``[@key, locator]``
citations as any page; the hook puts it into the page's source before the
pages are read, so the bibliography hook counts its citations too.
``js/sort-tables.js``, which this hook adds to that page only, makes the
tables sortable by any column.

Runs after ``bibliography.py`` (order in ``mkdocs.yml``).
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page
from mkdocs.utils import get_relative_url

import data_files
import page_model
from bibliography import load_bibliography
from page_model import Counterpart, Edition
from page_render import also_in_file, also_in_rows, plain_markdown, sources_href
from playable.laws import GAMES, LAWS

HOOKS = Path(__file__).resolve().parent
ROOT = HOOKS.parents[1]
DOCS = ROOT / "docs"

CONCORDANCE = DOCS / "concordance.yml"
BIBLIOGRAPHY = DOCS / "bibliography.yml"
PAGE = "concordance.md"
SCRIPT = "js/sort-tables.js"

def load_works(path: Path = BIBLIOGRAPHY) -> dict[str, dict[str, Any]]:
    """The bibliography's entries by key, as far as the concordance needs
    them (short label, edition, year, and each reading's status by its id),
    read by the bibliography hook's loader."""
    return {key: {"short": e.short, "edition": e.edition, "year": e.year,
                  "readings": {r["id"]: r["status"] for r in e.read}}
            for key, e in load_bibliography(path).items()}


def checked_in(status: str) -> bool:
    """Whether a reading of that status checked its passages for this revision."""
    return status in ("read", "excerpts")


def load_concordance(path: Path = CONCORDANCE,
                     works: dict[str, dict[str, Any]] | None = None,
                     law_ids: set[str] | None = None) -> dict[str, tuple[Counterpart, ...]]:
    """Read and check the concordance: its shape against
    ``schemas/concordance.json`` (``data_files.py``), then its law ids against
    the registry, its works and their readings against the bibliography;
    every fault raises ``PluginError`` naming the file, the law id and the
    entry.  An entry is checked when the reading it names was."""
    works = load_works() if works is None else works
    law_ids = set(LAWS) if law_ids is None else law_ids
    raw = data_files.load_yaml(path, "concordance")
    unknown = sorted(str(k) for k in raw if k not in law_ids)
    if unknown:
        raise data_files.fault(path, f"no such law id: {', '.join(unknown)} "
                                     "(the ids are those of playable.laws)")
    missing = sorted(law_ids - set(raw))
    if missing:
        raise data_files.fault(path, f"these law items have no entry: {', '.join(missing)} "
                                     "(every item needs at least one, if only 'found: false')")
    result: dict[str, tuple[Counterpart, ...]] = {}
    for law_id, entries in raw.items():
        counterparts = []
        for n, entry in enumerate(entries, 1):
            key = entry["work"]
            if key not in works:
                raise data_files.fault(path, f"{law_id}, entry {n}: [@{key}] is not in "
                                             "docs/bibliography.yml")
            reading = entry["read"]
            readings = works[key].get("readings", {})
            if reading is not None and reading not in readings:
                raise data_files.fault(path, f"{law_id}, entry {n}: [@{key}] has no reading "
                                             f"{reading!r} in docs/bibliography.yml (its "
                                             f"readings: {', '.join(readings) or 'none'})")
            text = {k: " ".join((entry[k] or "").split())
                    for k in ("locator", "numbering", "differs", "basis")}
            counterparts.append(Counterpart(
                work=key, found=entry["found"], reading=reading or "",
                checked=reading is not None and checked_in(readings[reading]),
                edition=works[key]["edition"], year=works[key]["year"], **text))
        result[law_id] = tuple(counterparts)
    return result


def contribute(edition: Edition, concordance: dict[str, tuple[Counterpart, ...]]) -> None:
    """Each item of the model gets its counterparts."""
    for page in edition.pages.values():
        for item in page.items:
            item.concordance = concordance.get(item.id, ())


# --------------------------------------------------------------------------
# The Concordance page


def _cell(text: str) -> str:
    """Text for a Markdown table cell."""
    return " ".join(text.split()).replace("|", "\\|")


def page_markdown(concordance: dict[str, tuple[Counterpart, ...]],
                  works: dict[str, dict[str, Any]]) -> str:
    """A table per game: each item's counterparts, one row each, in the order
    of the items."""
    out = []
    for game, name in GAMES.items():
        laws = [law for law in LAWS.values() if law.game == game]
        rows = [counterpart for law in laws for counterpart in concordance.get(law.id, ())]
        checked = sum(c.checked for c in rows)
        out += [f"## {name} {{#{game}}}", "",
                (f"{len(laws)} items, {len(rows)} entries, {checked} of them checked in the "
                 "book for this revision."), "",
                '<div class="concordance-table" markdown="block">', "",
                "| Law | Book | Edition, year | Its numbering | How it differs | Checked |",
                "| --- | --- | --- | --- | --- | --- |"]
        for law in laws:
            for c in concordance.get(law.id, ()):
                locator = f", {c.locator}" if c.locator else ""
                differs = plain_markdown(c.differs)
                # "Not compared: ..." says itself why no counterpart is given
                differs = differs if c.found or not c.compared else \
                    f"No counterpart found. {differs}"
                check = ("**Yes**: " if c.checked else "**No**: ") + plain_markdown(c.basis)
                out.append("| " + " | ".join([
                    f"[{_cell(law.heading)} · {_cell(law.title)}]({game}.md#{law.anchor})",
                    f"[@{c.work}{_cell(locator)}]",
                    _cell(plain_markdown(c.edition_year)),
                    _cell(plain_markdown(c.numbering) if c.found and c.numbering else "—"),
                    _cell(differs),
                    _cell(check),
                ]) + " |")
        out += ["", "</div>", ""]
    return "\n".join(out)


# --------------------------------------------------------------------------
# MkDocs events

_state: dict[str, Any] = {}


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    _state["works"] = load_works()
    _state["concordance"] = load_concordance(works=_state["works"])
    return config


def also_in_lists(edition: Edition) -> dict[str, str]:
    """The files of the "Also in" lists of each game page's laws (by path in
    the site: :func:`page_render.also_in_file`): each law's list by its id,
    its citations linked from the page that shows it."""
    out = {}
    for page in edition.pages.values():
        lists = {item.id: also_in_rows(item.concordance, edition.works,
                                       sources_href(edition, page.url))
                 for item in page.items if item.concordance}
        if lists:
            game = page.items[0].law.game
            out[also_in_file(game)] = json.dumps(lists, ensure_ascii=False, sort_keys=True)
    return out


def on_files(files: Files, config: MkDocsConfig) -> Files:
    edition = page_model.current()
    contribute(edition, _state["concordance"])
    for path, content in also_in_lists(edition).items():
        files.append(File.generated(config, path, content=content))
    page = files.get_file_from_path(PAGE)
    if page is None:
        raise PluginError(f"concordance: the page docs/{PAGE} is missing")
    if files.get_file_from_path(SCRIPT) is None:
        raise PluginError(f"concordance: docs/{SCRIPT} is missing")
    source = page.content_string
    if not re.search(r"^@@ concordance[ \t]*$", source, re.MULTILINE):
        raise PluginError(f"concordance: docs/{PAGE} has no line '@@ concordance'")
    page.content_string = re.sub(
        r"^@@ concordance[ \t]*$",
        lambda _: page_markdown(_state["concordance"], _state["works"]), source,
        flags=re.MULTILINE)
    return files


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    if page.file.src_uri != PAGE:
        return output
    src = html.escape(get_relative_url(SCRIPT, page.url))
    return output.replace("</body>", f'<script src="{src}" defer></script>\n</body>', 1)
