"""The concordance (docs/concordance.yml, docs/hooks/concordance.py): every
law item beside the other period books; the file is checked at build, shown
under each law ("Also in") and on the Concordance page, whose tables a small
script of the site's own sorts; its citations count on the Sources page."""

from __future__ import annotations

import functools
import html as html_lib
import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest
import yaml
from mkdocs.exceptions import PluginError

from playable.laws import GAMES, LAWS

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
HOOKS = DOCS / "hooks"


@functools.cache
def load_hook(name: str) -> ModuleType:
    """The hook ``docs/hooks/<name>.py``, loaded once."""
    spec = importlib.util.spec_from_file_location(f"{name}_hook", HOOKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def hook() -> ModuleType:
    return load_hook("concordance")


def raw() -> dict[str, list[dict[str, object]]]:
    data = yaml.safe_load((DOCS / "concordance.yml").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def write(tmp_path: Path, data: object) -> Path:
    path = tmp_path / "concordance.yml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return path


# ------------------------------------------------------------------ the file


def test_every_law_item_has_counterparts_and_every_key_is_in_the_bibliography() -> None:
    concordance = hook().load_concordance()
    assert set(concordance) == set(LAWS) and len(concordance) == len(LAWS) == 110
    keys = {e["key"] for e in yaml.safe_load((DOCS / "bibliography.yml").read_text("utf-8"))}
    for law_id, counterparts in concordance.items():
        assert counterparts, law_id
        for c in counterparts:
            assert c.work in keys, (law_id, c.work)
            assert c.differs and c.basis, law_id
            assert not c.found or c.differs, law_id


def test_the_edition_and_year_are_the_bibliography_entry_s() -> None:
    concordance = hook().load_concordance()
    witness = next(c for c in concordance["all-fours:s92-iii"] if c.work == "enquire-within-1894")
    assert witness.year == "1894" and witness.edition == "Eighty-ninth edition, revised"
    assert "1894" in witness.edition_year
    hoyle = next(c for c in concordance["quadrille:law-2"] if c.work == "hoyle-improved")
    assert hoyle.edition_year == "edition and year not established"
    britannica = next(c for c in concordance["all-fours:s92-iii"] if c.work == "britannica-11")
    assert britannica.edition_year == "Eleventh edition"


def test_a_book_whose_short_title_names_its_edition_gives_the_edition() -> None:
    """"Britannica, 11th ed." beside "edition and year not established" in
    the same row: a short title that names the edition is an edition known."""
    for entry in yaml.safe_load((DOCS / "bibliography.yml").read_text("utf-8")):
        if re.search(r"\b\d+(st|nd|rd|th) ed\.", entry["short"]):
            assert entry.get("edition"), entry["key"]


def test_a_fragment_s_witness_has_the_same_words() -> None:
    """Where the concordance says the witness has the same words, the item's
    slice of the transcription stands in the witness's lines."""
    from playable.laws import segments, transcription

    concordance = hook().load_concordance()
    for game in ("all-fours", "bezique"):
        witness = " ".join((DOCS / "witness" / f"{game}.txt").read_text("utf-8").split())
        text = transcription(game)
        for segment in segments(game, text):
            law_id = getattr(segment.item, "id", "")
            if law_id not in concordance:
                continue
            entry = next(c for c in concordance[law_id] if c.work == "enquire-within-1894")
            assert entry.found and entry.checked and entry.differs.startswith(
                ("The same words", "The whole maxim")), law_id
            assert " ".join(segment.text.split()) in witness, law_id


# ------------------------------------------------------------ the validation


def test_the_validation_refuses_an_unknown_key(tmp_path: Path) -> None:
    data = raw()
    data["quadrille:law-1"][0]["work"] = "no-such-book"
    with pytest.raises(PluginError, match="no-such-book.*bibliography"):
        hook().load_concordance(write(tmp_path, data))


def test_the_validation_refuses_an_unknown_law_id(tmp_path: Path) -> None:
    data = raw()
    data["quadrille:law-20"] = data["quadrille:law-19"]
    with pytest.raises(PluginError, match="no such law id: quadrille:law-20"):
        hook().load_concordance(write(tmp_path, data))


def test_the_validation_refuses_a_missing_item(tmp_path: Path) -> None:
    data = raw()
    del data["bezique:s127"]
    with pytest.raises(PluginError, match="no entry: bezique:s127"):
        hook().load_concordance(write(tmp_path, data))
    data = raw()
    data["bezique:s127"] = []
    with pytest.raises(PluginError, match="bezique:s127: must be a list of at least one counterpart, not an empty list"):
        hook().load_concordance(write(tmp_path, data))


@pytest.mark.parametrize("change, message", [
    (lambda e: e.pop("read"), r"missing fields \['read'\]"),
    (lambda e: e.update(read="no-such-reading"),
     r"\[@facts-worth-knowing\] has no reading 'no-such-reading'"),
    (lambda e: e.update(verdict="x"), r"unknown fields \['verdict'\]"),
    (lambda e: e.update(found="yes"), "field 'found': must be true or false, not the text 'yes'"),
    (lambda e: e.update(basis=""), "field 'basis': must be text, not blank"),
    (lambda e: e.update(locator="p. 3]; @x"), "field 'locator': must be a locator without"),
])
def test_the_validation_refuses_a_bad_entry(tmp_path: Path, change, message: str) -> None:
    data = raw()
    change(data["all-fours:s92-ii"][1])
    with pytest.raises(PluginError, match=r"all-fours:s92-ii, entry 2(: |, )" + message):
        hook().load_concordance(write(tmp_path, data))


# ------------------------------------------------------------- the markup


def test_the_concordance_page_has_a_table_per_game_with_every_item() -> None:
    module = hook()
    concordance = module.load_concordance()
    markdown = module.page_markdown(concordance, module.load_works())
    for game in GAMES:
        assert f"{{#{game}}}" in markdown
    for law in LAWS.values():
        rows = [line for line in markdown.splitlines()
                if line.startswith("| [") and f"]({law.game}.md#{law.anchor})" in line]
        assert len(rows) == len(concordance[law.id]), law.id
        for row, c in zip(rows, concordance[law.id]):
            assert f"[@{c.work}" in row
            # a book not compared (the part that would hold it not seen) is
            # never said to have no counterpart
            assert ("No counterpart found." in row) is (c.compared and not c.found)


# -------------------------------------------------------------- the build


def test_the_built_pages_show_the_concordance(built_site: Path) -> None:
    concordance = hook().load_concordance()
    page = (built_site / "concordance" / "index.html").read_text(encoding="utf-8")
    rows = re.findall(r"<tr>\s*<td>(.*?)</td>", page, re.DOTALL)
    assert len(rows) == sum(len(v) for v in concordance.values())
    for law in LAWS.values():
        assert f'href="../{law.game}/#{law.anchor}"' in page, law.id
    assert "[@" not in page
    assert '<a class="cite" href="../bibliography/#bib-hoyle-improved"' in page
    for game in GAMES:
        html = (built_site / game / "index.html").read_text(encoding="utf-8")
        items = [law for law in LAWS.values() if law.game == game]
        assert html.count('<details class="also-in" ') == len(items)
        assert html.count("<summary>Also in: ") == len(items)
    sources = (built_site / "bibliography" / "index.html").read_text(encoding="utf-8")
    assert re.search(r'<a href="\.\./concordance/"[^>]*>Concordance</a>', sources)


def test_each_laws_also_in_list_is_a_file_of_the_site_read_on_opening(
        built_site: Path) -> None:
    """The lists under "Also in" (a quarter of the Whist page, gzipped) are
    not in the pages: each law's line names its list in a file of the site,
    one for each game page, which holds every counterpart of every law, its
    book cited from the page that shows it and its check said; without the
    page's script the line sends the reader to the Concordance page."""
    import json

    concordance = hook().load_concordance()
    for game in GAMES:
        page = (built_site / game / "index.html").read_text(encoding="utf-8")
        lines = re.findall(r'<details class="also-in" data-also-in="([^"]+)" '
                           r'data-rows="([^"]+)">(.*?)</details>', page, re.DOTALL)
        items = [law for law in LAWS.values() if law.game == game]
        assert sorted(law for law, _, _ in lines) == sorted(law.id for law in items)
        assert {rows for _, rows, _ in lines} == {f"../concordance/{game}-also-in.json"}
        assert all("<li>" not in body and f'href="../concordance/#{game}"' in body
                   for _, _, body in lines)
        lists = json.loads((built_site / "concordance" / f"{game}-also-in.json")
                           .read_text(encoding="utf-8"))
        assert sorted(lists) == sorted(law.id for law in items)
        for law in items:
            rows = re.findall(r"<li>(.*?)</li>", lists[law.id], re.DOTALL)
            assert len(rows) == len(concordance[law.id]), law.id
            for row, c in zip(rows, concordance[law.id], strict=True):
                assert f'href="../bibliography/#bib-{c.work}"' in row
                assert (f'<span class="ed check">{"Checked" if c.checked else "Not checked"}: '
                        in row)
                assert ("No counterpart found." in row) is (c.compared and not c.found)


def test_a_laws_also_in_names_each_book_once_those_with_a_counterpart_first(
        built_site: Path) -> None:
    """The folded line under a law names each book once (two places in one
    book, as ¶73's in Hoyle, are one name), and the books where none was
    found after those where one was: "no counterpart found in X; Y (laws
    44, 49)" would read as though none were found in Y either."""
    concordance = hook().load_concordance()
    shorts = {e["key"]: e["short"]
              for e in yaml.safe_load((DOCS / "bibliography.yml").read_text("utf-8"))}
    pages = {game: (built_site / game / "index.html").read_text(encoding="utf-8")
             for game in GAMES}
    twice = unseen = 0
    for law in LAWS.values():
        page = pages[law.game]
        start = page.index("<summary>Also in: ", page.index(f'id="{law.anchor}"'))
        summary = html_lib.unescape(page[start:page.index("</summary>", start)])
        works = [c.work for c in concordance[law.id]]
        twice += len(works) != len(set(works))
        found = {c.work for c in concordance[law.id] if c.found}
        compared = {c.work for c in concordance[law.id] if c.compared}
        for work in set(works):
            assert summary.count(shorts[work]) == 1, (law.id, summary)
        missing = summary.find("no counterpart found in")
        if found and missing >= 0:
            assert all(summary.index(shorts[w]) < missing for w in found), (law.id, summary)
        assert summary.count("no counterpart found in") == len(compared - found), summary
        # a book whose part that would hold it was not seen is "not compared"
        assert summary.count("not compared with") == len(set(works) - compared), summary
        unseen += len(set(works) - compared)
    assert twice, "no law has two places in one book: the first assertion tests nothing"
    assert unseen, "no book is uncompared: the last assertion tests nothing"


def test_the_sort_script_is_served_and_loaded_on_the_concordance_page_only(
        built_site: Path) -> None:
    script = built_site / "js" / "sort-tables.js"
    assert script.is_file() and "aria-sort" in script.read_text(encoding="utf-8")
    page = (built_site / "concordance" / "index.html").read_text(encoding="utf-8")
    assert '<script src="../js/sort-tables.js" defer></script>' in page
    assert 'class="concordance-table"' in page
    assert "sort-tables.js" not in (built_site / "quadrille" / "index.html").read_text("utf-8")


# ------------------------------------------------- one record of what was read


def bibliography_hook() -> ModuleType:
    return load_hook("bibliography")


def sources_page() -> dict[str, str]:
    """The Sources page as the build writes it, entry by entry (its key ->
    its Markdown)."""
    bib = bibliography_hook()
    markdown = bib.sources_markdown(bib.load_bibliography())
    entries = {}
    for part in re.split(r"^### ", markdown, flags=re.MULTILINE)[1:]:
        key = re.search(r"\{#bib-([a-z0-9-]+)\}", part.splitlines()[0])
        assert key, part[:80]
        entries[key.group(1)] = part
    return entries


def test_the_sources_page_and_the_concordance_tell_one_story() -> None:
    """What was read is one record (docs/bibliography.yml): a passage the
    Concordance page marks checked ("Yes") rests on a reading that its
    book's entry on the Sources page shows as read or seen for this revision,
    and no entry the Sources page calls carried over from the earlier notes
    has a passage marked checked; a passage marked "No" names no reading the
    Sources page shows as read for this revision."""
    module, bib = hook(), bibliography_hook()
    entries = bib.load_bibliography()
    concordance = module.load_concordance()
    page = module.page_markdown(concordance, module.load_works())
    sources = sources_page()
    rows = [line for line in page.splitlines() if line.startswith("| [")]
    counterparts = [c for law in LAWS for c in concordance[law]]
    assert len(rows) == len(counterparts)
    carried = bib.STATUS["not-rechecked"]
    for row, c in zip(rows, counterparts):
        said = row.rstrip(" |").rsplit(" | ", 1)[1]
        assert said.startswith("**Yes**" if c.checked else "**No**"), row
        entry = sources[c.work]
        if not c.checked:
            continue
        assert carried not in entry, (c.work, "marked checked, but carried over on Sources")
        reading = entries[c.work].reading(c.reading)
        assert reading is not None, (c.work, c.reading)
        what = " ".join(bib.markdown_without_html(reading["what"]).split())
        lines = [" ".join(line.split()) for line in entry.splitlines()
                 if line.startswith("- **Where read**")]
        shown = [line for line in lines if what in line]
        assert len(shown) == 1, (c.work, c.reading)
        assert "for this revision" in shown[0] and "not checked again" not in shown[0], shown
    for key, entry in entries.items():
        if entry.status == "not-rechecked":
            assert not any(c.checked for c in counterparts if c.work == key), key


def test_a_reading_carried_over_makes_its_passages_unchecked(tmp_path: Path) -> None:
    """The concordance takes "checked" from the reading, never from itself:
    mark a reading carried over and every passage resting on it is "No"."""
    module = hook()
    data = yaml.safe_load((DOCS / "bibliography.yml").read_text(encoding="utf-8"))
    hoffmann = next(e for e in data if e["key"] == "hoffmann")
    next(r for r in hoffmann["read"] if r["id"] == "chapters")["status"] = "not-rechecked"
    path = tmp_path / "bibliography.yml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    before = module.load_concordance()
    after = module.load_concordance(works=module.load_works(path))
    resting = [(law, i) for law, cs in before.items() for i, c in enumerate(cs)
               if c.work == "hoffmann" and c.reading == "chapters"]
    assert resting and all(before[law][i].checked for law, i in resting)
    assert not any(after[law][i].checked for law, i in resting)


def test_an_editor_is_named_as_the_editor() -> None:
    """A title page that names an editor gives a responsibility statement,
    not an author (Hoyle's Games Modernized, "edited by Professor Hoffmann")."""
    bib = bibliography_hook()
    hoffmann = bib.load_bibliography()["hoffmann"]
    assert hoffmann.editor == "Professor Hoffmann" and not hoffmann.author
    assert hoffmann.reference.startswith("Hoyle's Games Modernized. Edited by Professor Hoffmann.")
    assert "Edited by Professor Hoffmann" in sources_page()["hoffmann"]
