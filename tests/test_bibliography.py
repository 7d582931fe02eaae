"""One bibliography: every work the edition cites is an entry of
docs/bibliography.yml, cited by key; the Sources page lists them; the build
refuses an unknown key and an entry nothing cites."""

from __future__ import annotations

import functools
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from urllib.parse import urljoin

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"


@functools.cache
def hook() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bibliography_hook",
                                                  DOCS / "hooks" / "bibliography.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


# ---------------------------------------------------------------- the syntax


def test_a_citation_is_keys_with_optional_locators() -> None:
    parse, Cite = hook().parse, hook().Cite
    assert parse("@enquire-within-1894") == [Cite("enquire-within-1894")]
    assert parse("@enquire-within-1894, ¶124 ii") == [Cite("enquire-within-1894", "¶124 ii")]
    assert parse("@enquire-within-1894; ¶124 ii") == [Cite("enquire-within-1894", "¶124 ii")]
    assert parse("@foster; @hoffmann, p. 12") == [Cite("foster"), Cite("hoffmann", "p. 12")]
    assert parse("@cassell,\n  “All Fours”") == [Cite("cassell", "“All Fours”")]
    for bad in ["@", "@Foster", "@a;;@b", "p. 12; @a"]:
        with pytest.raises(ValueError):
            parse(bad)


def test_citations_become_links_in_text_and_words_in_attributes() -> None:
    """The markup of a citation, written by the page renderer: a link as Markdown
    is converted (code left alone), plain words where a link cannot stand (the
    tooltip of an editorial note)."""
    import markdown

    import page_model
    import page_render

    module = hook()
    edition = page_model.Edition(sources_url="bibliography/")
    module.contribute(edition, module.load_bibliography())

    def convert(text: str) -> str:
        context = page_render.MarkupContext(edition, "test.md", "test/")
        return markdown.markdown(text, extensions=[page_render.EditionMarkdown(context)])

    out = convert("As the witness says [@enquire-within-1894, ¶122].\n\n"
                  "`[@not-a-key]`\n\n```\n[@not-a-key]\n```")
    assert ('<a class="cite" href="../bibliography/#bib-enquire-within-1894"' in out
            and "Enquire Within 1894</a>, ¶122)" in out)
    assert out.count("[@not-a-key]") == 2, "code is left alone"
    words = page_render.citation_words(module.parse("@enquire-within-1894, ¶122"), edition.works)
    assert words == "(Enquire Within 1894, ¶122)"
    with pytest.raises(Exception, match="not in docs/bibliography.yml"):
        convert("[@no-such-book]")
    with pytest.raises(Exception, match="not a citation"):
        convert("[@enquire-within-1894 <em>x</em>]")


# ------------------------------------------------------------------ the file


def test_every_entry_is_well_formed_and_says_where_it_was_read() -> None:
    entries = hook().load_bibliography()
    assert "enquire-within-1894" in entries
    for entry in entries.values():
        assert entry.read and all(where.get("what") for where in entry.read), entry.key
        assert entry.title and entry.short, entry.key


def test_the_witness_entry_names_edition_publisher_year_and_etext() -> None:
    witness = hook().load_bibliography()["enquire-within-1894"]
    assert witness.kind == "witness"
    assert (witness.title, witness.year) == ("Enquire Within Upon Everything", "1894")
    assert "Eighty-ninth edition" in witness.edition
    assert "Houlston and Sons" in witness.publisher and witness.place == "London"
    assert any("#10766" in where["what"] and "gutenberg.org/ebooks/10766" in where["url"]
               for where in witness.read)


def test_no_page_cites_a_book_by_a_bare_google_books_id() -> None:
    """Google Books ids belong to the bibliography; pages cite its entries."""
    offenders = []
    for path in [*DOCS.glob("*.md"), *DOCS.glob("*.yml"), *DOCS.glob("apparatus/*.yml"),
                 *DOCS.glob("examples/**/*.md")]:
        if path.name == "bibliography.yml":
            continue
        text = path.read_text(encoding="utf-8")
        if re.search(r"Google Books id|`[A-Za-z0-9_-]{12}`", text):
            offenders.append(str(path.relative_to(ROOT)))
    assert not offenders


def test_a_book_named_in_full_is_named_as_its_entry_names_it() -> None:
    """Hoyle's Games had been named four ways ("Hoyle's Games Improved",
    "Hoyle's Games, Improved", ...): where the pages, the notes and the
    engine's documentation name it in full, it is the entry's title."""
    entry = hook().load_bibliography(DOCS / "bibliography.yml")["hoyle-improved"]
    assert entry.title == "Hoyle's Games, Improved and Enlarged"
    other = re.compile(r"Hoyle's\s+Games,?\s+Improved(?!\s+and\s+Enlarged)")
    offenders = []
    for path in [*DOCS.rglob("*.md"), *DOCS.rglob("*.yml"), *(ROOT / "playable").rglob("*.py"),
                 *(ROOT / "notebooks").glob("*.ipynb")]:
        # a notebook's lines, a comment's: one run of words
        text = re.sub(r'\\n",\s*"|\n\s*#:?', " ", path.read_text(encoding="utf-8"))
        offenders += [f"{path.relative_to(ROOT)}: {m.group(0)!r}" for m in other.finditer(text)]
    assert offenders == []


def test_the_britannica_is_named_by_its_edition_not_a_year() -> None:
    """"the eleventh *Britannica*", as its entry gives it: we read the
    article, not a title page with 1911 on it (the glossary had still said
    "the 1911 *Encyclopædia Britannica*" twice)."""
    entry = hook().load_bibliography(DOCS / "bibliography.yml")["britannica-11"]
    assert entry.edition and "Eleventh" in entry.edition
    year = re.compile(r"\b1911\s+\*?(?:Encyclop|Britannica)")
    offenders = []
    for path in [*DOCS.rglob("*.md"), *DOCS.rglob("*.yml"), *(ROOT / "notebooks").glob("*.ipynb")]:
        if path.name == "changelog.md":
            continue
        text = path.read_text(encoding="utf-8")
        offenders += [f"{path.relative_to(ROOT)}: {m.group(0)!r}" for m in year.finditer(text)]
    assert offenders == []


# ------------------------------------------------------------ the built site


def test_every_citation_on_the_site_links_to_its_entry(built_site: Path) -> None:
    sources = (built_site / "bibliography" / "index.html").read_text(encoding="utf-8")
    anchors = set(re.findall(r'id="(bib-[a-z0-9-]+)"', sources))
    cited: set[str] = set()
    for path in built_site.rglob("*.html"):
        html = path.read_text(encoding="utf-8")
        text = re.sub(r"<(code|pre|script|style)\b.*?</\1>", "", html, flags=re.DOTALL)
        assert "[@" not in text, f"{path.relative_to(built_site)}: a citation left unrendered"
        base = "/" + str(path.relative_to(built_site).parent).replace("\\", "/") + "/"
        for href in re.findall(r'<a class="cite" href="([^"]*)"', html):
            target = urljoin(base.replace("/./", "/"), href)
            page_part, _, anchor = target.partition("#")
            assert page_part.rstrip("/").endswith("bibliography") or (
                path.parent.name == "bibliography" and page_part.endswith("/bibliography/")
            ), f"{path}: {href}"
            assert anchor in anchors, f"{path}: {href}"
            cited.add(anchor)
    assert cited == anchors, "every entry is cited and on the Sources page"


def test_the_sources_page_lists_every_entry_with_where_it_is_cited(built_site: Path) -> None:
    entries = hook().load_bibliography()
    sources = (built_site / "bibliography" / "index.html").read_text(encoding="utf-8")
    for key in entries:
        start = sources.index(f'id="bib-{key}"')
        entry = sources[start:sources.find("<h3", start + 1)]
        assert "Where read</strong> (" in entry and "Status:" in entry, key
        cited_on = entry.split("Cited on:", 1)[1].split("</li>", 1)[0]
        assert "<a href=" in cited_on, f"{key}: no place cites it"


def test_game_pages_cite_the_witness_where_they_name_it(built_site: Path) -> None:
    for game in ("all-fours", "bezique"):
        html = (built_site / game / "index.html").read_text(encoding="utf-8")
        assert 'href="../bibliography/#bib-enquire-within-1894"' in html


# --------------------------------------------------------------- the build


def test_the_build_fails_on_an_unknown_key_and_on_an_uncited_entry(tmp_path: Path) -> None:
    copy = tmp_path / "edition"
    shutil.copytree(ROOT / "docs", copy / "docs")
    shutil.copy(ROOT / "mkdocs.yml", copy / "mkdocs.yml")
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1", PYTHONPATH=str(ROOT))
    command = [sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(tmp_path / "out")]

    def build() -> subprocess.CompletedProcess[str]:
        return subprocess.run(command, cwd=copy, env=env, capture_output=True, text=True,
                              check=False)

    index = copy / "docs" / "index.md"
    original = index.read_text(encoding="utf-8")
    index.write_text(original + "\n\nAs no book says [@no-such-book, p. 1].\n", encoding="utf-8")
    proc = build()
    assert proc.returncode != 0, "the build passed with a citation of an unknown key"
    assert "no-such-book" in proc.stdout + proc.stderr
    index.write_text(original, encoding="utf-8")

    bibliography = copy / "docs" / "bibliography.yml"
    bibliography.write_text(
        bibliography.read_text(encoding="utf-8")
        + "\n- key: nobody-cites-this\n  kind: modern\n  short: Nobody\n  title: Nobody\n"
          "  read:\n    - what: nowhere\n  status: read\n",
        encoding="utf-8",
    )
    proc = build()
    assert proc.returncode != 0, "the build passed with an entry that nothing cites"
    assert "nobody-cites-this" in proc.stdout + proc.stderr


def test_the_french_book_the_engine_names_in_a_score_line_has_an_entry() -> None:
    """Quadrille's score line for a lost sans prendre cites "[Académie
    universelle des jeux]", a book the Sources page did not list: a reader
    who looks it up finds what is and is not known of it."""
    from playable.quadrille.scoring import ACADEMIE

    entries = hook().load_bibliography(DOCS / "bibliography.yml")
    named = [e for e in entries.values() if e.short == ACADEMIE]
    assert len(named) == 1 and named[0].title.startswith(f"[{ACADEMIE}")
    assert "[@academie]" in (DOCS / "quadrille.md").read_text(encoding="utf-8")
