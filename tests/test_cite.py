"""Cite any law (docs/hooks/cite.py): every item's "Cite" control on the built
pages, its Chicago (note and bibliography), MLA and APA references (written
from the item's CSL-JSON record), its BibTeX, biblatex, RIS and CSL-JSON
files, the metadata tags of every page, the version, date and access date
they carry, and the one address they all give.  What Zotero makes of the
tags is tests/test_cite_zotero.py's."""

from __future__ import annotations

import functools
import json
import re
import tomllib
import warnings
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from mkdocs.exceptions import PluginError

import cite
import playable
from page_model import xml_id
from playable.laws import GAMES, LAWS

ROOT = Path(__file__).resolve().parents[1]

VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
#: The fields of the edition's biblatex files that citeproc's BibTeX reader
#: does not read (it knows the classic BibTeX fields): written for biblatex.
CITEPROC_UNREAD = frozenset({"version", "date", "url", "urldate", "langid", "origtitle",
                             "origdate", "origpublisher", "origlocation", "pubstate"})


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
            self._control = {"summary": "", "styles": {}, "files": {}, "id": a["id"],
                             "references": a.get("data-references", "")}
            self.controls[a["data-cite"]] = self._control
        if self._control is None:
            return
        if tag == "summary":
            self._control["summary"] = a.get("aria-label", "")
        if tag == "p" and a.get("class") == "cite-text":
            self._text = a["id"].removeprefix(f"{self._control['id']}-")
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


@functools.cache
def page_references(site: Path, game: str) -> dict[str, list[list[str]]]:
    """A game page's file of formatted references, by item id."""
    path = site / "cite" / f"{game}-references.json"
    return json.loads(path.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


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


def item_of(law_id: str) -> Any:
    from page_model import LawItem, PeriodText, Prose

    return LawItem(LAWS[law_id], PeriodText("", ()), Prose("x"), None)


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
    record = cite.csl_record(item_of("all-fours:s92-iii"), rel, None)
    assert (cite.LOCAL_NOTE in record["version"]) is local
    assert (cite.LOCAL_NOTE in record["note"]) is local
    for _, style in cite.STYLES:
        assert (cite.LOCAL_NOTE in cite.formatted(record, style)) is local
    assert record["URL"] == rel.site_url + "all-fours/#s92-iii"


# ------------------------------------------------------------- the forms


EDITORS = "The editors of Laws of the Card Table"
PUBLISHED = {"PLAYABLE_SITE_URL": "https://example.org/laws/", "SOURCE_DATE_EPOCH": "1796731200"}


@functools.cache
def forms(law_id: str) -> dict[str, str]:
    """Every form of a law's reference, as plain text, from a published build
    dated 8 December 2026 (``SOURCE_DATE_EPOCH``)."""
    from bibliography import load_bibliography

    rel = cite.release("Laws of the Card Table", EDITORS, environ=dict(PUBLISHED))
    law = LAWS[law_id]
    record = cite.csl_record(item_of(law_id), rel, cite.source_of(law.game, load_bibliography()))
    found = {key: cite.plain(cite.formatted(record, key)) for _, key in cite.STYLES}
    found.update({ext: cite.WRITERS[ext](record) for _, ext, _ in cite.FORMATS})
    return found


WITNESSED_LAWS = ["all-fours:s92-iii", "bezique:s125-iv", "all-fours:s94-ii"]
EVERY_KIND = [*WITNESSED_LAWS, "quadrille:law-14"]


@pytest.mark.parametrize("law_id", EVERY_KIND)
def test_an_unsigned_text_is_cited_by_its_title(law_id: str) -> None:
    """No "Anonymous": Chicago, MLA and APA open with the item's title, and
    no form or file names an author (Quadrille's source, unidentified, is
    given to nobody)."""
    law = LAWS[law_id]
    found = forms(law_id)
    title = f"{law.citation}: {law.title}"
    for key in ("chicago-bibliography", "mla"):
        assert found[key].casefold().startswith(f"“{title}.”".casefold()), key
    assert found["chicago-note"].casefold().startswith(f"“{title},”".casefold())
    assert found["apa"].startswith(f"{title}. (")
    for name, text in found.items():
        assert "Anonymous" not in text, name
    record = json.loads(found["json"])[0]
    assert "author" not in record
    assert "author" not in found["bib"] and "author" not in found["biblatex.bib"]
    assert "\nAU  -" not in found["ris"] and "\nA1  -" not in found["ris"]


@pytest.mark.parametrize("law_id", EVERY_KIND)
def test_the_editors_are_a_responsibility_statement(law_id: str) -> None:
    found = forms(law_id)
    assert "edited by the editors of Laws of the Card Table." in found["chicago-bibliography"]
    assert "ed. the editors of Laws of the Card Table, version" in found["chicago-note"]
    assert ", edited by the editors of Laws of the Card Table, version" in found["mla"]
    assert "In the editors of Laws of the Card Table (Eds.), Laws of the Card Table:" in \
        found["apa"]
    assert "The editors" not in found["chicago-bibliography"] + found["chicago-note"] + found["mla"]


def test_apa_counts_the_editors() -> None:
    rel = cite.release("Laws", "A. Smith", environ={})
    one = cite.csl_record(item_of("quadrille:law-1"), rel, None)
    assert "In A. Smith (Ed.)," in cite.formatted(one, "apa")
    rel = cite.release("Laws", "A. Smith; B. Jones", environ={})
    two = cite.csl_record(item_of("quadrille:law-1"), rel, None)
    assert [e["literal"] for e in two["editor"]] == ["A. Smith", "B. Jones"]
    assert "In A. Smith and B. Jones (Eds.)," in cite.formatted(two, "apa")
    assert "editor = {{A. Smith} and {B. Jones}}" in cite.bibtex(two)


def test_apa_gives_the_date_of_the_witness_from_the_bibliography() -> None:
    """"(Original work published 1894)": the year of the witness's entry in
    docs/bibliography.yml, and nothing for the unidentified Quadrille source."""
    from bibliography import load_bibliography

    year = load_bibliography()["enquire-within-1894"].year
    assert year == "1894"
    for law_id in WITNESSED_LAWS:
        assert forms(law_id)["apa"].endswith(f" (Original work published {year})")
    assert "Original work" not in forms("quadrille:law-14")["apa"]


@pytest.mark.parametrize("law_id", WITNESSED_LAWS)
def test_the_readable_forms_name_the_witness_edition_and_call_it_the_text_they_follow(
        law_id: str) -> None:
    """The edition of *Enquire Within* that the texts follow, as its entry
    gives it, in Chicago, MLA and APA too (only the files had named it: the
    book went through many editions, and its date alone does not say which);
    and the text is "from" it, not "originally published" there, which the
    eighty-ninth edition was not.  The CSL-JSON file holds it in ``custom``,
    CSL's object for data with no variable of its own."""
    from bibliography import load_bibliography

    edition = load_bibliography()["enquire-within-1894"].edition
    assert edition == "Eighty-ninth edition, revised"
    found = forms(law_id)
    for key in ("chicago-note", "chicago-bibliography", "mla", "bib"):
        assert "Enquire Within Upon Everything, eighty-ninth edition, revised" in \
            found[key].replace("\n", " "), key
        assert "originally" not in found[key].lower(), key
    record = json.loads(found["json"])[0]
    assert record["custom"] == {"original-edition": edition}
    assert "Eighty-ninth edition, revised" in record["note"]


@pytest.mark.parametrize("law_id", EVERY_KIND)
def test_the_full_stop_and_comma_stand_inside_the_quotation_marks(law_id: str) -> None:
    found = forms(law_id)
    for key in ("chicago-bibliography", "mla"):
        assert found[key].count(".”") == 1 and "”." not in found[key], key
    assert found["chicago-note"].count(",”") == 1 and "”," not in found["chicago-note"]


def test_chicago_gives_a_note_beside_its_bibliography_entry() -> None:
    found = forms("all-fours:s92-iii")
    note, entry = found["chicago-note"], found["chicago-bibliography"]
    assert note.startswith("“All-Fours, Law iii: Trump or Follow Suit,” in Laws of the Card Table")
    assert ", ed. " in note and ", edited by " not in note and note.endswith("#s92-iii.")
    assert entry.startswith("“All-Fours, Law iii: Trump or Follow Suit.” In Laws of the Card")
    assert ".” In " in entry and ", edited by " in entry


@pytest.mark.parametrize("law_id, locator", [
    ("all-fours:s92-iii", "¶92 iii"), ("bezique:s125-iv", "¶125 iv"), ("bezique:s124", "¶124"),
    ("quadrille:law-14", "law 14"),
])
def test_every_form_gives_the_place_in_the_period_text(law_id: str, locator: str) -> None:
    found = forms(law_id)
    for _, key in cite.STYLES:
        assert f", {locator}" in found[key], key
    assert f", {locator}" in json.loads(found["json"])[0]["note"]
    assert cite.latex_text(locator) in found["bib"]
    if law_id.startswith("quadrille"):
        assert "period text from an unidentified source, law 14" in found["chicago-note"]


def test_every_form_that_takes_one_gives_the_access_date() -> None:
    """8 December 2026: SOURCE_DATE_EPOCH's day, in each form's way."""
    found = forms("all-fours:s92-iii")
    assert "accessed December 8, 2026, https://" in found["chicago-note"]
    assert "Accessed December 8, 2026. https://" in found["chicago-bibliography"]
    assert found["mla"].endswith("Accessed 8 Dec. 2026.")
    assert "Retrieved December 8, 2026, from https://example.org/laws/all-fours/#s92-iii" in \
        found["apa"]
    assert "Accessed December 8, 2026}" in found["bib"]
    assert "urldate = {2026-12-08}" in found["biblatex.bib"]
    assert "\r\nY2  - 2026/12/08\r\n" in found["ris"]
    assert json.loads(found["json"])[0]["accessed"] == {"date-parts": [[2026, 12, 8]]}


def test_the_access_date_is_the_builds_and_reproducible(monkeypatch: pytest.MonkeyPatch) -> None:
    """SOURCE_DATE_EPOCH where set; else the day of the last commit, so two
    builds of one commit cite the same day; else the release's date."""
    assert cite.build_date({"SOURCE_DATE_EPOCH": "0"}, "2000-01-01") == "1970-01-01"
    with pytest.raises(PluginError, match="SOURCE_DATE_EPOCH"):
        cite.build_date({"SOURCE_DATE_EPOCH": "tomorrow"}, "2000-01-01")
    import subprocess

    stamp = subprocess.run(["git", "-C", str(cite.PROJECT), "log", "-1", "--format=%cd",
                            "--date=format-local:%Y-%m-%d"], capture_output=True, text=True,
                           env={"TZ": "UTC", "PATH": "/usr/bin:/bin"}, check=True).stdout.strip()
    assert cite.build_date({}, "2000-01-01") == stamp
    monkeypatch.setattr(cite, "PROJECT", Path("/"))  # no git here
    assert cite.build_date({}, "2000-01-01") == "2000-01-01"


def test_classic_bibtex_reads_the_bib_file(tmp_path: Path) -> None:
    """No ``bibtex`` on this machine: the .bib is checked against what classic
    BibTeX knows (an entry type and fields of its standard styles, ``url``
    for the styles that read it; ASCII, as the 8-bit program wants; balanced
    braces; a month macro), and read by citeproc-py's BibTeX parser (a
    dependency of the project)."""
    from citeproc.source.bibtex import BibTeX

    classic = {"address", "author", "booktitle", "chapter", "edition", "editor", "howpublished",
               "institution", "journal", "key", "month", "note", "number", "organization",
               "pages", "publisher", "school", "series", "title", "type", "volume", "year"}
    for law_id in EVERY_KIND:
        bib = forms(law_id)["bib"]
        bib.encode("ascii")
        assert bib.startswith("% BibTeX (classic)")
        body = bib[bib.index("@"):]
        entry = re.fullmatch(r"@incollection\{([\w-]+),\n(.*)\n\}\n", body, re.DOTALL)
        assert entry, body
        fields = dict(re.findall(r"^  (\w+) = (.*?),?$", entry.group(2), re.MULTILINE))
        assert set(fields) <= classic | {"url"}, set(fields) - classic
        assert {"title", "booktitle", "editor", "year", "note"} <= set(fields)
        assert fields["month"] in cite.BIBTEX_MONTHS and fields["year"].isdigit()
        depth = 0
        for char in re.sub(r"\\[{}]", "", entry.group(2)):
            depth += {"{": 1, "}": -1}.get(char, 0)
            assert depth >= 0
        assert depth == 0
        path = tmp_path / f"{entry.group(1)}.bib"
        path.write_text(bib, encoding="ascii")
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            read = BibTeX(str(path), encoding="ascii")[entry.group(1)]
        assert [str(w.message) for w in caught] == ["Unsupported BibTeX field 'url'"]
        assert str(read["title"]) == cite.plain(cite.item_title(item_of(law_id)))


def test_the_biblatex_file_is_labelled_and_keeps_what_classic_bibtex_cannot() -> None:
    found = forms("all-fours:s92-iii")
    assert found["biblatex.bib"].startswith("% biblatex")
    release = cite.release("Laws of the Card Table", EDITORS, environ=dict(PUBLISHED))
    for field in (f"version = {{{{{release.version}}}}}", f"date = {{{release.date}}}",
                  "origdate = {1894}", "urldate = {2026-12-08}", "¶92 iii"):
        assert field in found["biblatex.bib"]


# ------------------------------------------------------------- every item


@pytest.mark.parametrize("law_id", sorted(LAWS))
def test_every_item_can_be_cited_in_four_forms_and_four_files(
        built_site: Path, law_id: str) -> None:
    law = LAWS[law_id]
    tags = page_tags(built_site, f"{law.game}/index.html")
    control = tags.controls[law_id]
    assert control["summary"] == f"Cite {law.citation}"
    ident = xml_id(law)
    files = control["files"]
    assert files == {f"../cite/{ident}.{ext}": True for ext in ("bib", "biblatex.bib", "ris",
                                                                "json")}

    records = json.loads((built_site / "cite" / f"{ident}.json").read_text(encoding="utf-8"))
    assert len(records) == 1
    record = records[0]
    assert record["id"] == ident and record["version"].startswith(VERSION)
    assert record["URL"].endswith(f"/{law.game}/#{law.anchor}")
    assert record["issued"]["date-parts"][0] == [int(p) for p in changelog_date().split("-")]
    assert "accessed" in record
    if law.game == "quadrille":
        assert "original-title" not in record and "not been identified" in record["note"]
    else:
        assert record["original-title"] == "Enquire Within Upon Everything"
        assert record["original-date"]["date-parts"][0] == [1894]
    assert cite.source_locator_of(law.anchor) in record["note"]

    # The page's markup carries no reference (cite.js shows them from the
    # page's file of references when the control opens): they are what the
    # record makes, each form with its label and key.
    assert control["styles"] == {}
    assert control["references"] == f"../cite/{law.game}-references.json"
    references = page_references(built_site, law.game)[law_id]
    assert [(label, key) for label, key, _ in references] == list(cite.STYLES)
    for _, key, reference in references:
        assert reference == cite.formatted(record, key)
        assert record["URL"] in cite.plain(reference)

    from citeproc.source.bibtex import BibTeX

    path = built_site / "cite" / f"{ident}.biblatex.bib"
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
    assert f"url = {{{record['URL']}}}" in path.read_text(encoding="utf-8")
    (built_site / "cite" / f"{ident}.bib").read_text(encoding="ascii")

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


def test_cite_script_is_a_file_of_the_site_held_back_in_the_page(built_site: Path) -> None:
    """Not inline, and held back until the reader's first sign of life (or an
    address naming a law), as the theme's script is (lazy-search.js loads
    both; test_browser sees it load)."""
    for game in GAMES:
        html = (built_site / game / "index.html").read_text(encoding="utf-8")
        assert '<script type="text/plain" data-lazy-src="../js/cite.js"></script>' in html
        assert ' src="../js/cite.js"' not in html
    assert (built_site / "js" / "cite.js").exists()


# ------------------------------------------------------------- one address


def test_one_setting_gives_the_address_of_citations_tei_and_pdf(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``PLAYABLE_SITE_URL`` is mkdocs.yml's ``site_url``; the release takes
    it, and the PDF's links and title page and the TEI take the release's."""
    from mkdocs.config import load_config

    import page_model
    import print_edition

    monkeypatch.setenv("PLAYABLE_SITE_URL", "https://example.org/laws/")
    config = load_config(str(ROOT / "mkdocs.yml"))
    assert config.site_url == "https://example.org/laws/"
    rel = cite.release(config.site_name, config.site_author or "", environ={},
                       site_url=config.site_url)
    assert rel.site_url == "https://example.org/laws/" and not rel.local
    edition = page_model.begin()
    edition.release = rel
    assert print_edition.full_url("/all-fours/", "s92-iii") == \
        "https://example.org/laws/all-fours/#s92-iii"
    tei = (ROOT / "docs" / "hooks" / "tei.py").read_text(encoding="utf-8")
    assert "SITE_URL" not in tei and "self.release.url(" in tei


def test_a_site_url_the_engine_does_not_give_stops_the_build(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from mkdocs.config import load_config

    import playable.laws

    monkeypatch.delenv("PLAYABLE_SITE_URL", raising=False)
    config = load_config(str(ROOT / "mkdocs.yml"))
    assert config.site_url is None  # unset: a local build
    config.site_url = "https://example.org/other/"
    monkeypatch.setattr(playable.laws, "SITE_URL", "http://127.0.0.1:8000/")
    with pytest.raises(PluginError, match="PLAYABLE_SITE_URL"):
        cite.on_config(config)


def test_the_built_site_gives_one_address(built_site: Path) -> None:
    base = page_tags(built_site, "index.html").meta["DC.relation"]
    record = json.loads((built_site / "cite" / "allfours-s92-iii.json").read_text("utf-8"))[0]
    assert record["URL"] == base + "all-fours/#s92-iii"
    tei = (built_site / "tei" / "all-fours.xml").read_text(encoding="utf-8")
    assert f'corresp="{base}all-fours/#s92-iii"' in tei


# ------------------------------------------------------------- search


def test_search_finds_the_law_not_its_citation(built_site: Path) -> None:
    """Each law's section in the search index holds its text, and nothing of
    its Cite control (``data-search-exclude``)."""
    index = json.loads((built_site / "search" / "search_index.json").read_text("utf-8"))
    sections = {doc["location"]: doc["text"] for doc in index["docs"]}
    for law in LAWS.values():
        text = sections[f"{law.game}/#{law.anchor}"]
        assert "Period text" in text, law.id
        for words in ("Download or copy", "Chicago", "Retrieved", "Accessed", "Local build"):
            assert words not in text, (law.id, words)
