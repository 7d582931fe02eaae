"""Cite any law (docs/hooks/cite.py): every item's "Cite" control on the built
pages, its Chicago, MLA and APA references (what citeproc-py makes of the
item's CSL-JSON record with the official styles), its BibTeX, RIS and CSL-JSON
files, the metadata tags of every page, and the version and date they carry."""

from __future__ import annotations

import functools
import html as html_lib
import json
import re
import tomllib
import warnings
from html.parser import HTMLParser
from pathlib import Path

import pytest
from mkdocs.exceptions import PluginError

import cite
import playable
from page_model import xml_id
from playable.laws import GAMES, LAWS

ROOT = Path(__file__).resolve().parents[1]

VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
#: The fields of the edition's .bib files that citeproc's BibTeX reader does
#: not read (it knows the classic BibTeX fields): written for biblatex.
CITEPROC_UNREAD = frozenset({"version", "date", "url", "langid", "origtitle", "origdate",
                             "origpublisher", "origlocation", "pubstate"})


def changelog_date() -> str:
    match = cite.CHANGE.search((ROOT / "CHANGELOG.md").read_text(encoding="utf-8"))
    assert match and match.group("version") == VERSION
    return match.group("date")


class Tags(HTMLParser):
    """The <meta name> tags and the Cite controls of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.meta: dict[str, str] = {}
        self.controls: dict[str, dict[str, object]] = {}
        self._control: dict[str, object] | None = None
        self._text: str | None = None
        self._depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "meta" and "name" in a:
            self.meta[a["name"]] = a.get("content", "")
        if tag == "details" and "cite-law" in a.get("class", ""):
            self._control = {"summary": "", "styles": {}, "files": {}}
            self.controls[a["data-cite"]] = self._control
        if self._control is None:
            return
        if tag == "summary":
            self._control["summary"] = a.get("aria-label", "")
        if tag == "p" and a.get("class") == "cite-text":
            self._text = a["id"].rsplit("-", 1)[1]
            self._control["styles"][self._text] = ""  # type: ignore[index]
            self._depth = 1
        elif self._text is not None:
            self._depth += 1 if tag != "br" else 0
        if tag == "a" and a.get("class") == "cite-file":
            self._control["files"][a["href"]] = "download" in a  # type: ignore[index]

    def handle_endtag(self, tag: str) -> None:
        if self._text is not None:
            self._depth -= 1
            if self._depth == 0:
                self._text = None
        if tag == "details":
            self._control = None

    def handle_data(self, data: str) -> None:
        if self._control is not None and self._text is not None:
            styles = self._control["styles"]
            styles[self._text] += data  # type: ignore[index]


@functools.cache
def page_tags(site: Path, path: str) -> Tags:
    """The tags of a built page, parsed once (the tests only read them: a game's
    page is read for each of its laws)."""
    tags = Tags()
    tags.feed((site / path).read_text(encoding="utf-8"))
    return tags


# ------------------------------------------------------------- the release


def test_version_is_read_from_one_place_and_dated_in_the_changelog() -> None:
    rel = cite.release("Laws of the Card Table", "The editors", environ={})
    assert (rel.version, rel.date) == (VERSION, changelog_date())
    assert playable.__version__ == VERSION  # the engine's copy of it agrees


def test_a_changelog_that_lags_the_version_stops_the_build(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cite, "version", lambda: "99.0.0")
    with pytest.raises(PluginError, match="99.0.0"):
        cite.release("Laws", "The editors", environ={})


@pytest.mark.parametrize("url, local", [
    ("", True), ("http://127.0.0.1:8000/", True), ("http://localhost:8000", True),
    ("https://example.org/laws", False),
])
def test_a_local_build_says_so(url: str, local: bool) -> None:
    environ = {"PLAYABLE_SITE_URL": url} if url else {}
    rel = cite.release("Laws of the Card Table", "The editors", environ=environ)
    assert rel.local is local
    if url:
        assert rel.site_url == url.rstrip("/") + "/"
    from page_model import LawItem, PeriodText, Prose

    item = LawItem(LAWS["all-fours:s92-iii"], PeriodText("", ()), Prose("x"), None)
    record = cite.csl_record(item, rel, None)
    assert (cite.LOCAL_NOTE in record["version"]) is local
    assert (cite.LOCAL_NOTE in record["note"]) is local
    for _, style in cite.STYLES:
        assert (cite.LOCAL_NOTE in cite.formatted(record, style, html=False)) is local
    assert record["URL"] == rel.site_url + "all-fours/#s92-iii"


# ------------------------------------------------------------- every item


@pytest.mark.parametrize("law_id", sorted(LAWS))
def test_every_item_can_be_cited_in_three_styles_and_three_formats(
        built_site: Path, law_id: str) -> None:
    law = LAWS[law_id]
    tags = page_tags(built_site, f"{law.game}/index.html")
    control = tags.controls[law_id]
    assert control["summary"] == f"Cite {law.citation}"
    ident = xml_id(law)
    files = control["files"]
    assert files == {f"../cite/{ident}.{ext}": True for ext in ("bib", "ris", "json")}

    records = json.loads((built_site / "cite" / f"{ident}.json").read_text(encoding="utf-8"))
    assert len(records) == 1
    record = records[0]
    assert record["id"] == ident and record["version"].startswith(VERSION)
    assert record["URL"].endswith(f"/{law.game}/#{law.anchor}")
    assert record["issued"]["date-parts"][0] == [int(p) for p in changelog_date().split("-")]
    if law.game == "quadrille":
        assert "original-title" not in record and "not been identified" in record["note"]
    else:
        assert record["original-title"] == "Enquire Within Upon Everything"
        assert record["original-date"]["date-parts"][0] == [1894]
        assert cite.source_locator_of(law.anchor) in record["note"]

    # The references on the page are what the CSL processor makes of the record.
    styles = control["styles"]
    assert set(styles) == {"chicago", "mla", "apa"}
    for label, style in cite.STYLES:
        expected = re.sub(r"<[^>]+>", "", cite.formatted(record, style))
        assert " ".join(styles[label.lower()].split()) == " ".join(
            html_lib.unescape(expected).split())
        assert record["URL"] in styles[label.lower()]
        assert law.title in styles[label.lower()] or label != "APA"

    bib = (built_site / "cite" / f"{ident}.bib").read_text(encoding="utf-8")
    from citeproc.source.bibtex import BibTeX

    path = built_site / "cite" / f"{ident}.bib"
    # citeproc's reader warns of each field it does not read: those the
    # edition writes for biblatex, and no other (a field misspelt would be one).
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        entry = BibTeX(str(path), encoding="utf-8")[ident]
    ignored = {m.group(1) for w in caught
               if (m := re.fullmatch(r"Unsupported BibTeX field '(\w+)'", str(w.message)))}
    assert len(ignored) == len(caught), [str(w.message) for w in caught]
    assert ignored <= CITEPROC_UNREAD, ignored - CITEPROC_UNREAD
    assert str(entry["title"]) == cite.plain(record["title"])
    assert f"url = {{{record['URL']}}}" in bib

    ris = (built_site / "cite" / f"{ident}.ris").read_bytes().decode("utf-8").split("\r\n")
    assert ris[0] == "TY  - CHAP" and ris[-2] == "ER  -" and ris[-1] == ""
    fields = dict(line.split("  - ", 1) for line in ris[:-2])
    assert fields["UR"] == record["URL"] and fields["ID"] == ident
    assert fields["ET"] == f"Version {record['version']}" and VERSION in fields["ET"]


def test_local_builds_mark_every_control(built_site: Path) -> None:
    html = (built_site / "all-fours" / "index.html").read_text(encoding="utf-8")
    assert html.count('class="cite-local"') == len([1 for law in LAWS.values()
                                                    if law.game == "all-fours"])


# ------------------------------------------------------------- metadata


def every_page(site: Path) -> list[Path]:
    return [p for p in site.rglob("index.html")
            if not str(p.relative_to(site)).startswith(("pyodide", "wheels", "cite", "tei"))]


def test_every_page_carries_highwire_and_dublin_core_tags(built_site: Path) -> None:
    pages = every_page(built_site)
    assert len(pages) > 10
    for path in pages:
        meta = page_tags(built_site, str(path.relative_to(built_site))).meta
        where = path.relative_to(built_site)
        for name in ("citation_title", "citation_publication_date", "citation_public_url",
                     "DC.title", "DC.date", "DC.identifier", "DC.publisher", "DC.language"):
            assert meta.get(name), (where, name)
        assert meta["citation_publication_date"] == changelog_date().replace("-", "/")
        assert meta["DC.date"] == changelog_date()
        assert f"version {VERSION}" in meta["DC.description"]
        url = meta["citation_public_url"]
        assert url == meta["DC.identifier"]
        page_path = str(where.parent).replace(".", "")
        assert url.endswith("/" + (page_path + "/" if page_path else "")), (where, url)


@pytest.mark.parametrize("game", GAMES)
def test_game_pages_name_their_source(built_site: Path, game: str) -> None:
    meta = page_tags(built_site, f"{game}/index.html").meta
    assert meta["citation_title"] == GAMES[game]
    if game == "quadrille":
        assert "not been identified" in meta["DC.source"]
    else:
        assert "Enquire Within Upon Everything" in meta["DC.source"] and "1894" in meta[
            "DC.source"]


def test_the_home_page_is_cited_as_the_edition(built_site: Path) -> None:
    meta = page_tags(built_site, "index.html").meta
    assert meta["citation_title"].startswith("Laws of the Card Table: ")
    assert "citation_inbook_title" not in meta


def test_the_changes_page_shows_the_changelog(built_site: Path) -> None:
    html = (built_site / "changelog" / "index.html").read_text(encoding="utf-8")
    assert f"{VERSION} — {changelog_date()}" in html
    assert "@@" not in html


def test_cite_script_is_a_file_of_the_site_not_inline(built_site: Path) -> None:
    for game in GAMES:
        html = (built_site / game / "index.html").read_text(encoding="utf-8")
        assert '<script src="../js/cite.js" defer></script>' in html
    assert (built_site / "js" / "cite.js").exists()
