"""The site's own data files (docs/hooks/data_files.py; issue 30, points 6 and 7).

* **Hostile edits end in one line.**  Each YAML file is validated against its
  schema (``docs/hooks/schemas/``) with ``jsonschema``; a file that is not
  UTF-8, not YAML, of the wrong shape, or that names what is not there (a
  law, a game, a law whose opening words a transcription lost) stops the build
  with one ``PluginError`` of one printable line naming the file, the entry or
  line, and the fault.  The loaders are tried here on edited copies of the
  real files; one test runs a real build to show the line reaches the reader
  without a traceback.
* **Markup from the data is escaped.**  Text documented as plain (a title, a
  definition, the concordance's words) reaches the Sources, Glossary and
  Concordance pages and the Cite text as text; Markdown fields (a note,
  ``more``) keep their Markdown but not raw HTML.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from itertools import count
from pathlib import Path

import markdown
import pytest
from mkdocs.exceptions import PluginError

import bibliography
import cite
import concordance
import data_files
import edition
from page_model import LawItem, PeriodText, Prose
from playable.laws import LAWS

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"

HOSTILE = '<script>alert(1)</script> <img src=x onerror="alert(2)"> & co'
EXTENSIONS = ["abbr", "attr_list", "md_in_html", "tables", "def_list"]


def original(name: str) -> Path:
    """A data file by its name under docs/, or a transcription by its address
    on the site (``sources/<game>.txt``), which the law registry's package keeps."""
    if name.startswith("sources/"):
        return data_files.transcription_path(Path(name).stem)
    return DOCS / name


def edited(tmp_path: Path, name: str, change: Callable[[bytes], bytes]) -> Path:
    """A copy of a data file (``name``, as :func:`original` reads it) with
    ``change`` made to its bytes."""
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    original_bytes = original(name).read_bytes()
    changed = change(original_bytes)
    assert changed != original_bytes, f"the edit of {name} changed nothing"
    path.write_bytes(changed)
    return path


def replace(old: str | bytes, new: str | bytes) -> Callable[[bytes], bytes]:
    old_b = old.encode() if isinstance(old, str) else old
    new_b = new.encode() if isinstance(new, str) else new
    return lambda data: data.replace(old_b, new_b, 1)


def sub(pattern: bytes, new: bytes) -> Callable[[bytes], bytes]:
    return lambda data: re.sub(pattern, new, data, count=1)


def bib(path: Path) -> object:
    return bibliography.load_bibliography(path)


def glossary(path: Path) -> object:
    return edition.load_glossary(path)


def apparatus(path: Path) -> object:
    return edition.load_notes("all-fours", path)


def concordance_of(path: Path) -> object:
    return concordance.load_concordance(path, works=concordance.load_works())


def source(path: Path) -> object:
    return edition.source_segments("all-fours", path)


def note_past_the_text(path: Path) -> object:
    """An apparatus note whose words are not in its law's text."""
    notes = edition.load_notes("all-fours", path)
    texts = {s.item.id: s.text for s in edition.source_segments("all-fours")
             if hasattr(s.item, "id")}
    law = LAWS["all-fours:s92-vi"]
    return edition.period_text(law, texts[law.id], notes, count(1))


DEFINITION = rb"  definition: >-\n(?:    .*\n)+"

def lines_named(file: str, message: str) -> str:
    """``message`` with ``{of TEXT}`` made the number of the line of ``file``
    (as :func:`original` reads it) where TEXT first stands, and ``{after TEXT}``
    the number of the next line."""
    lines = original(file).read_text(encoding="utf-8").split("\n")

    def number(match: re.Match[str]) -> str:
        first = next(i for i, line in enumerate(lines, 1) if match.group(2) in line)
        return str(first + (match.group(1) == "after"))

    return re.sub(r"\{(of|after) ([^}]+)\}", number, message)


#: (name, file as :func:`original` names it, the edit, the loader, what the line must say;
#: ``{of TEXT}`` is the number of the line holding TEXT, as :func:`lines_named` says)
CASES: list[tuple[str, str, Callable[[bytes], bytes], Callable[[Path], object], str]] = [
    ("a title that is a list", "bibliography.yml",
     replace("  title: Enquire Within Upon Everything\n", "  title: [Enquire, Within]\n"), bib,
     "entry 1 ('enquire-within-1894'), field 'title': must be text, not a list"),
    ("a required field missing", "bibliography.yml", replace("      status: read\n", ""), bib,
     "entry 1 ('enquire-within-1894'), field 'read', item 1: missing fields ['status']"),
    ("a list where an entry's mapping is expected", "bibliography.yml",
     sub(rb"- key: enquire-within-undated\n(?:  .*\n|    .*\n|\n)+?(?=- key)", b"- [a, b]\n\n"),
     bib, "entry 2: must be a mapping, not a list"),
    ("a year that is a number", "bibliography.yml", replace('year: "1894"', "year: 1894"), bib,
     "field 'year': must be a year of four digits, in quotes, not the number 1894"),
    ("a kind that is not one of the three", "bibliography.yml",
     replace("kind: witness", "kind: [witness]"), bib,
     "field 'kind': must be one of witness, period, modern, not a list"),
    ("an address that is not http", "bibliography.yml",
     replace("url: https://www.gutenberg.org/ebooks/10766", 'url: "javascript:alert(1)"'), bib,
     "field 'read', item 1, field 'url': must be an http(s) address"),
    ("bad YAML syntax", "bibliography.yml", replace("  kind: witness\n", "  kind: [witness\n"),
     bib, "line {after   kind: witness}, column 8: not valid YAML ("),
    ("an alias that holds itself", "bibliography.yml",
     replace("  kind: witness\n", "  kind: witness\n  extra: &loop [*loop]\n"), bib,
     "an alias (*name) puts a list or mapping inside itself"),
    ("aliases that repeat a list a billion times", "bibliography.yml",
     replace("  kind: witness\n", "  kind: witness\n  extra:\n" + "".join(
         f"    - &a{n} [{', '.join([f'*a{n - 1}' if n else 'x'] * 10)}]\n" for n in range(9))),
     bib, "its aliases (*name) make it more than 200000 values"),
    ("a key given twice in one entry", "bibliography.yml",
     replace("  kind: witness\n", "  kind: witness\n  kind: period\n"), bib,
     "line {after   kind: witness}, column 3: not valid YAML (the key 'kind' is there twice)"),
    ("a byte that is not UTF-8", "bibliography.yml", replace(b"Houlston", b"Houl\xffston"), bib,
     "line {of Houlston}, column 18: not UTF-8 (byte 0xff)"),
    ("a mapping where the list of entries is expected", "bibliography.yml",
     lambda data: b"enquire-within-1894:\n" + data.replace(b"\n", b"\n  "), bib,
     "must be a list of entries, one per work the edition cites, not a mapping"),
    ("a definition that is a list", "glossary.yml",
     sub(DEFINITION, b"  definition:\n    - one\n    - two\n"), glossary,
     "field 'definition': must be plain text without square brackets, not a list"),
    ("a definition missing", "glossary.yml", sub(DEFINITION, b""), glossary,
     "entry 1 ('dealer'): missing fields ['definition']"),
    ("forms that are not a list", "glossary.yml",
     replace("forms: [dealer, dealers, Dealer]", "forms: dealer"), glossary,
     "entry 1 ('dealer'), field 'forms': must be a list, not the text 'dealer'"),
    ("a control character", "glossary.yml", replace("- term: dealer", "- term: deal\x00er"),
     glossary, "line {of - term: dealer}, column 13: YAML does not allow the character '\\x00'"),
    ("an unknown field in a note", "apparatus/all-fours.yml",
     replace("  kind: lacuna\n", "  kind: lacuna\n  page: 3\n"), apparatus,
     "entry 1 ('all-fours:s92-i'): unknown fields ['page']"),
    ("a note that is empty", "apparatus/all-fours.yml", lambda data: data + b"\n-\n", apparatus,
     "entry 8: must be a mapping, not empty"),
    ("a note of another game's law", "apparatus/all-fours.yml",
     replace("law: all-fours:s92-vi", "law: bezique:s127"), apparatus,
     "entry 2: bezique:s127 belongs to another game"),
    ("a note pointing past its text", "apparatus/all-fours.yml",
     replace("at: as explained by--", "at: as explained by nobody"), note_past_the_text,
     "all-fours:s92-vi: 'as explained by nobody' is not in its text"),
    ("a counterpart that is text", "concordance.yml",
     replace("  - work: hoyle-fashionable\n", "  - hoyle\n  - work: hoyle-fashionable\n"),
     concordance_of, "quadrille:law-1, entry 1: must be a mapping, not the text 'hoyle'"),
    ("a law id given twice", "concordance.yml", lambda data: data + b"\nquadrille:law-1: []\n",
     concordance_of, "not valid YAML (the key 'quadrille:law-1' is there twice)"),
    ("a law's opening words edited away", "sources/all-fours.txt",
     replace("iii. Each player", "iii. Every player"), source,
     "the opening words of all-fours:s92-iii, 'iii. Each player', are not found after line"),
    ("a transcription that is not UTF-8", "sources/all-fours.txt",
     replace("iii. Each player", b"iii. Each pl\xe9yer"), source, "not UTF-8 (byte 0xe9)"),
]


@pytest.mark.parametrize("name, file, change, load, message", CASES, ids=[c[0] for c in CASES])
def test_a_hostile_edit_ends_in_one_line_naming_file_place_and_fault(
        tmp_path: Path, name: str, file: str, change: Callable[[bytes], bytes],
        load: Callable[[Path], object], message: str) -> None:
    path = edited(tmp_path, file, change)
    with pytest.raises(PluginError) as caught:
        load(path)
    line = str(caught.value)
    assert line.isprintable() and len(line) <= data_files.LONGEST, line
    # The file as read; a note's text is checked where the page is made, by the
    # name of its game's file.
    assert line.startswith((f"{path}: ", f"docs/{file}: ")), line
    assert lines_named(file, message) in line, line


def test_the_real_files_fit_their_schemas() -> None:
    """Today's data loads, and the schemas' closed lists are the hooks' own."""
    assert bibliography.load_bibliography()
    assert edition.load_glossary() and edition.load_apparatus()
    assert concordance.load_concordance()
    schema = data_files.schema("bibliography")["items"]["properties"]
    assert schema["kind"]["enum"] == list(bibliography.KINDS)
    reading = schema["read"]["items"]["properties"]
    assert reading["status"]["enum"] == list(bibliography.STATUS) == list(bibliography.READING_STATUS)


def test_a_file_not_there_is_named(tmp_path: Path) -> None:
    with pytest.raises(PluginError, match=r"glossary.yml: cannot be read"):
        edition.load_glossary(tmp_path / "glossary.yml")


def test_the_build_prints_the_line_without_a_traceback(tmp_path: Path) -> None:
    """A real build on a copy of docs/ with a hostile glossary stops at once
    (the first hook reads the file as the build is configured) with the line."""
    copy = tmp_path / "edition"
    shutil.copytree(DOCS, copy / "docs", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "mkdocs.yml", copy / "mkdocs.yml")
    path = copy / "docs" / "glossary.yml"
    path.write_bytes(sub(DEFINITION, b"  definition: [one, two]\n")(path.read_bytes()))
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1", PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(tmp_path / "out")],
        cwd=copy, env=env, capture_output=True, text=True, check=False, timeout=300)
    output = proc.stdout + proc.stderr
    assert proc.returncode != 0
    assert "Traceback" not in output, output
    assert ("docs/glossary.yml: entry 1 ('dealer'), field 'definition': must be plain text "
            "without square brackets, not a list") in output, output


# --------------------------------------------------------------------------
# Point 7: what the data says reaches the pages as text


def render(text: str) -> str:
    return markdown.markdown(text, extensions=EXTENSIONS)


def assert_escaped(html: str) -> None:
    assert "&lt;script&gt;" in html, html
    assert "<script" not in html and "<img" not in html, html


def test_the_sources_page_shows_a_hostile_entry_as_text(tmp_path: Path) -> None:
    path = edited(tmp_path, "bibliography.yml", lambda data: data.replace(
        b"  title: Enquire Within Upon Everything\n",
        f"  title: 'Enquire {HOSTILE}'\n".encode(), 1).replace(
        b"  short: Enquire Within 1894\n", f"  short: 'Enquire {HOSTILE}'\n".encode(), 1).replace(
        b"  note: >-\n    The All-Fours",
        f"  note: >-\n    *Kept as Markdown* {HOSTILE} The All-Fours".encode(), 1).replace(
        b"    - what: >-\n        Project",
        f"    - what: >-\n        {HOSTILE} Project".encode(), 1))
    entries = bibliography.load_bibliography(path)
    html = render(bibliography.sources_markdown(entries))
    assert_escaped(html)
    assert html.count("&lt;script&gt;") == 4, "the title, the short label, 'what' and the note"
    assert "<em>Kept as Markdown</em>" in html, "the note keeps its Markdown"
    assert "<em>Enquire &lt;script&gt;" in html, "the title keeps its italics"


def test_the_glossary_shows_a_hostile_term_as_text(tmp_path: Path) -> None:
    path = edited(tmp_path, "glossary.yml", lambda data: data.replace(
        b"- term: dealer\n", f"- term: 'dealer {HOSTILE}'\n".encode(), 1).replace(
        b"    The player who shuffles", f"    {HOSTILE} The player who shuffles".encode(), 1)
        .replace(b"  more: >-\n    The All-Fours",
                 f"  more: >-\n    {HOSTILE} The All-Fours".encode(), 1))
    terms = edition.load_glossary(path)
    html = render(edition.glossary_page(terms))
    assert_escaped(html)
    assert html.count("&lt;script&gt;") == 3, "the term, its definition and 'more'"
    assert '<a href="all-fours.md#s92-ii">' in html, "'more' keeps its Markdown links"
    tooltip = render("The dealer deals.\n" + edition.abbreviations(terms, "index"))
    assert "<abbr" in tooltip and "<script" not in tooltip and "<img" not in tooltip


def test_the_cite_text_shows_a_hostile_source_as_text(tmp_path: Path) -> None:
    path = edited(tmp_path, "bibliography.yml", lambda data: data.replace(
        b"  title: Enquire Within Upon Everything\n", f"  title: '{HOSTILE}'\n".encode(), 1)
        .replace(b"  publisher: Houlston and Sons, Paternoster Square\n",
                 f"  publisher: '{HOSTILE}'\n".encode(), 1))
    source = bibliography.load_bibliography(path)["enquire-within-1894"]
    rel = cite.release("Laws of the Card Table", "The editors", environ={})
    item = LawItem(LAWS["all-fours:s92-iii"], PeriodText("", ()), Prose("x"), None)
    record = cite.csl_record(item, rel, source)
    for _, style in cite.STYLES:
        if style == "apa":  # APA gives the original's year, not its title
            assert "<script" not in cite.formatted(record, style)
        else:
            assert_escaped(cite.formatted(record, style))
    assert record["original-title"] == HOSTILE, "the files keep the text as it is"


def test_the_concordance_page_shows_hostile_words_as_text(tmp_path: Path) -> None:
    path = edited(tmp_path, "concordance.yml", lambda data: data.replace(
        b"    differs: >-\n      Deals by fours",
        f"    differs: >-\n      {HOSTILE} Deals by fours".encode(), 1))
    works = concordance.load_works()
    found = concordance.load_concordance(path, works=works)
    assert_escaped(render(concordance.page_markdown(found, works)))


def test_a_schema_is_valid_json_schema() -> None:
    for path in sorted(data_files.SCHEMAS.glob("*.json")):
        assert data_files.schema(path.stem)["$schema"].endswith("2020-12/schema")
        json.loads(path.read_text(encoding="utf-8"))
