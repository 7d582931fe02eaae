"""What Zotero saves from a page of the edition, by Zotero's own code: its
Embedded Metadata translator (zotero/translators, ``Embedded Metadata.js``)
run under Node on pages of the built site, in Debian's Chromium driven by
``puppeteer-core`` (in ``package-lock.json``, through Lighthouse), with the
stand-in for Zotero's framework in ``tests/zotero/embedded_metadata.js``.

The translator is not kept in this project.  The test reads it from
``ZOTERO_TRANSLATORS``: a checkout of zotero/translators (or its git
directory, whose newest commit is read), by default
``.cache/zotero-translators`` (``git clone --depth 1
https://github.com/zotero/translators .cache/zotero-translators``); without
it the test is skipped, and says where it looked.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from playable.laws import LAWS

ROOT = Path(__file__).resolve().parents[1]
HARNESS = ROOT / "tests" / "zotero" / "embedded_metadata.js"
TRANSLATOR = "Embedded Metadata.js"
EDITORS = "The editors of Laws of the Card Table"  # mkdocs.yml's site_author
BOOK = ("Laws of the Card Table: An Annotated Edition of the Period Laws of Quadrille, "
        "All-Fours, Bezique and Whist")


def translator_file(tmp: Path) -> Path:
    """``Embedded Metadata.js`` from ``ZOTERO_TRANSLATORS`` (a checkout, or a
    git directory), or a skip saying where it was looked for."""
    where = Path(os.environ.get("ZOTERO_TRANSLATORS", ROOT / ".cache" / "zotero-translators"))
    if (where / TRANSLATOR).is_file():
        return where / TRANSLATOR
    if where.is_dir():
        shown = subprocess.run(["git", "--git-dir", str(where), "show", f"HEAD:{TRANSLATOR}"],
                               capture_output=True, check=False)
        if shown.returncode == 0:
            (tmp / TRANSLATOR).write_bytes(shown.stdout)
            return tmp / TRANSLATOR
    pytest.skip(f"Zotero's {TRANSLATOR!r} is not at {where} (set ZOTERO_TRANSLATORS to a "
                "checkout of zotero/translators)")


@pytest.fixture(scope="module")
def saved(built_site: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """What the translator saves from each page, by its address."""
    node = shutil.which("node")
    assert node, "node is missing"
    assert (ROOT / "node_modules" / "puppeteer-core").is_dir(), "run `npm ci`"
    translator = translator_file(tmp_path_factory.mktemp("zotero"))
    pages = ["all-fours/#s92-iii", "all-fours/", "quadrille/#law-14", "bezique/#s125-iv",
             "method/", ""]
    done = subprocess.run([node, str(HARNESS), str(translator), str(built_site), *pages],
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    found: dict[str, Any] = json.loads(done.stdout)
    return found


def editor_names(item: dict[str, Any]) -> list[tuple[str, str]]:
    return [(c["creatorType"], " ".join(p for p in (c.get("firstName"), c["lastName"]) if p))
            for c in item["creators"]]


@pytest.mark.parametrize("law_id", ["all-fours:s92-iii", "quadrille:law-14", "bezique:s125-iv"])
def test_zotero_saves_a_law_as_a_section_of_the_edited_edition(
        saved: dict[str, Any], law_id: str) -> None:
    law = LAWS[law_id]
    result = saved[f"{law.game}/#{law.anchor}"]
    assert result["detected"] == "bookSection"
    [item] = result["items"]
    assert item["itemType"] == "bookSection"
    assert item["title"] == f"{law.citation}: {law.title}", "the law's own title"
    assert item["url"].endswith(f"/{law.game}/#{law.anchor}"), "the law's own address"
    assert item["publicationTitle"] == BOOK
    assert editor_names(item) == [("editor", EDITORS)], "the editors, as editors"
    assert item["date"] == item["date"][:4] + "/" + item["date"][5:7] + "/" + item["date"][8:]


def test_zotero_saves_a_page_without_a_law_as_the_page(saved: dict[str, Any]) -> None:
    for page, title in (("all-fours/", "All-Fours"), ("method/", "Editorial method")):
        [item] = saved[page]["items"]
        assert item["itemType"] == "bookSection", page
        assert item["title"] == title
        assert item["url"].endswith("/" + page)
        assert editor_names(item) == [("editor", EDITORS)]


def test_zotero_saves_the_home_page_as_the_edited_book(saved: dict[str, Any]) -> None:
    """By its ``bibo.type`` (an rdf:type for the translator's RDF import, whose
    type detection the stand-in does as RDF.js does for it), not the journal
    article the translator guesses from a lone ``citation_title``."""
    result = saved[""]
    assert result["detected"] == "book"
    [item] = result["items"]
    assert item["itemType"] == "book"
    assert item["title"] == BOOK
    assert editor_names(item) == [("editor", EDITORS)]
