"""The edition as TEI P5 (docs/hooks/tei.py): every document the build writes
validates against TEI's own tei_all schema with a real Relax NG validator
(Debian's jing: the test fails, never skips, where it is missing), gives back
each transcription character for character, and carries every law item, the
apparatus and the commentary of the pages."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import yaml

from page_model import xml_id
from playable.laws import GAMES, LAWS, laws_of
from playable.laws import transcription as kept_transcription

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
SCHEMA = ROOT / "tests" / "schemas" / "tei_all.rng"

NS = {"tei": "http://www.tei-c.org/ns/1.0"}
T = "{http://www.tei-c.org/ns/1.0}"
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
FILES = [f"{game}.xml" for game in GAMES] + ["edition.xml"]


def tei_file(site: Path, name: str) -> Path:
    return site / "tei" / name


def parse(site: Path, name: str) -> ET.Element:
    return ET.parse(tei_file(site, name)).getroot()


def transcription(element: ET.Element) -> str:
    """The text of the period text as the TEI header says to read it: every
    <ab type="transcription"> in order, <sic> not <corr>, no <note>, <gap> or
    <supplied> (the witness's words where the fragment's are lost), <hi
    rend="italic"> between underscores."""
    def text_of(node: ET.Element) -> str:
        if node.tag in (T + "note", T + "corr", T + "gap", T + "supplied"):
            return ""
        inner = (node.text or "") + "".join(text_of(c) + (c.tail or "") for c in node)
        if node.tag == T + "hi" and node.get("rend") == "italic":
            return f"_{inner}_"
        return inner

    return "".join(text_of(ab) for ab in element.iter(T + "ab")
                   if ab.get("type") == "transcription")


def source(game: str) -> str:
    return kept_transcription(game)


# ------------------------------------------------------------- validity


def test_jing_is_installed() -> None:
    assert shutil.which("jing"), ("Debian's jing is needed to validate the TEI: "
                                  "apt-get install -y jing (make test does it)")


def test_every_tei_document_is_valid_tei_p5(built_site: Path) -> None:
    jing = shutil.which("jing")
    assert jing, "jing is missing: apt-get install -y jing"
    paths = [str(tei_file(built_site, name)) for name in FILES]
    proc = subprocess.run([jing, str(SCHEMA), *paths], capture_output=True, text=True,
                          check=False)
    assert proc.returncode == 0 and not proc.stdout.strip(), proc.stdout + proc.stderr


def test_jing_refuses_what_tei_does_not_allow(built_site: Path, tmp_path: Path) -> None:
    """The validation is real: an element TEI does not have is refused."""
    text = tei_file(built_site, "quadrille.xml").read_text(encoding="utf-8")
    broken = tmp_path / "broken.xml"
    broken.write_text(text.replace("<gap ", "<lacuna ", 1), encoding="utf-8")
    proc = subprocess.run(["jing", str(SCHEMA), str(broken)], capture_output=True, text=True,
                          check=False)
    assert proc.returncode != 0 and "lacuna" in proc.stdout


def test_the_schema_is_carried_with_its_licence() -> None:
    readme = (ROOT / "tests" / "schemas" / "README.md").read_text(encoding="utf-8")
    assert "CC BY" in readme and "BSD-2" in readme
    head = SCHEMA.read_text(encoding="utf-8")[:1500]
    assert "2.7.0" in head and "CC+BY and BSD-2" in head


# ------------------------------------------------------------- the text


@pytest.mark.parametrize("game", GAMES)
def test_tei_gives_back_the_transcription_exactly(built_site: Path, game: str) -> None:
    assert transcription(parse(built_site, f"{game}.xml")) == source(game)


@pytest.mark.parametrize("game", GAMES)
def test_the_whole_edition_gives_back_each_transcription(built_site: Path, game: str) -> None:
    corpus = parse(built_site, "edition.xml")
    assert corpus.tag == T + "teiCorpus"
    documents = {tei.get(XML_ID): tei for tei in corpus.findall("tei:TEI", NS)}
    assert list(documents) == [f"tei-{g.replace('-', '')}" for g in GAMES]
    assert transcription(documents[f"tei-{game.replace('-', '')}"]) == source(game)


@pytest.mark.parametrize("game", GAMES)
def test_every_item_is_a_div_with_its_law_id(built_site: Path, game: str) -> None:
    root = parse(built_site, f"{game}.xml")
    items = [d for d in root.iter(T + "div") if d.get("type") == "item"]
    assert [d.get(XML_ID) for d in items] == [xml_id(law) for law in laws_of(game)]
    for div, law in zip(items, laws_of(game)):
        assert div.get("corresp", "").endswith(f"/{game}/#{law.anchor}")
        commentary = div.find("tei:div[@type='commentary']", NS)
        assert commentary is not None and "".join(commentary.itertext()).strip(), law.id


@pytest.mark.parametrize("game", GAMES)
def test_each_section_holds_its_items(built_site: Path, game: str) -> None:
    """A section of the source is a <div type="section"> whose heading is
    followed by the items under it, up to the next heading; an item before
    the first heading, or a paragraph the page heads apart, stands in the
    fragment itself.  Each section had held its heading alone, its items
    standing after it as its siblings."""
    root = parse(built_site, f"{game}.xml")
    (fragment,) = [d for d in root.iter(T + "div")
                   if d.get(XML_ID) == f"{game.replace('-', '')}-text"]
    sections = [d for d in fragment if d.get("type") == "section"]
    assert sections == [d for d in root.iter(T + "div") if d.get("type") == "section"]
    for section in sections:
        head, ab, *items = list(section)
        assert head.tag == T + "head" and ab.get("subtype") == "heading"
        assert items and all(d.tag == T + "div" and d.get("type") == "item" for d in items)
    held = [d.get(XML_ID) for s in sections for d in s.findall("tei:div", NS)]
    loose = [d.get(XML_ID) for d in fragment if d.get("type") == "item"]
    assert sorted(held + loose) == sorted(xml_id(law) for law in laws_of(game))
    if game == "whist":
        (s76,) = [s for s in sections if s.get(XML_ID) == "whist-s76"]
        assert [d.get(XML_ID) for d in s76.findall("tei:div", NS)] == [
            xml_id(law) for law in laws_of(game) if law.anchor.startswith("s76-")]
        assert len(s76.findall("tei:div", NS)) == 20
        assert loose == ["whist-s73", "whist-s77"]  # 77 is not a law of 76
        assert not [p for p in root.iter(T + "p") if p.get("rend") == "heading"]
    if game == "quadrille":
        assert loose == [] and len(sections[0].findall("tei:div", NS)) == 19


def test_xml_ids_map_one_to_one_to_law_ids() -> None:
    ids = [xml_id(law) for law in LAWS.values()]
    assert len(set(ids)) == len(LAWS) == 110
    assert xml_id(LAWS["all-fours:s92-iii"]) == "allfours-s92-iii"
    assert xml_id(LAWS["quadrille:law-14"]) == "quadrille-law-14"
    back = {i: law.id for i, law in zip(ids, LAWS.values())}
    assert back["bezique-s125-iv"] == "bezique:s125-iv"


def apparatus(game: str) -> list[dict[str, str]]:
    return yaml.safe_load((DOCS / "apparatus" / f"{game}.yml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", GAMES)
def test_apparatus_is_encoded_as_tei(built_site: Path, game: str) -> None:
    root = parse(built_site, f"{game}.xml")
    notes = apparatus(game)
    tei_notes = [n for n in root.iter(T + "note") if n.get("type") in ("lacuna", "misprint",
                                                                         "note")]
    assert len(tei_notes) == len(notes)
    assert sorted(n.get("type") for n in tei_notes) == sorted(n["kind"] for n in notes)
    by_item = {d.get(XML_ID): d for d in root.iter(T + "div") if d.get("type") == "item"}
    for note in notes:
        div = by_item[xml_id(LAWS[note["law"]])]
        if note["kind"] == "misprint":
            pairs = [(" ".join("".join(c.find("tei:sic", NS).itertext()).split()),
                      c.find("tei:corr", NS).text) for c in div.iter(T + "choice")]
            assert (" ".join(note["at"].split()), note["reading"]) in pairs
        if note["kind"] == "lacuna":
            # what the witness has stands where the text is lost; a gap only
            # where nothing is known (Quadrille, which has no witness)
            losses = list(div.iter(T + "supplied")) + list(div.iter(T + "gap"))
            assert len(losses) == 1 and losses[0].get("reason") == "lost"
            # (Quadrille, which has no witness; Whist, transcribed whole, has no lacuna)
            assert (losses[0].tag == T + "gap") == (game == "quadrille")
            ab = div.find("tei:ab", NS)
            at_start = not ab.text and next(iter(ab)) is losses[0]
            after = "".join((e.tail or "") for e in list(ab)[list(ab).index(losses[0]):])
            assert at_start == (note["at"] == "start")
            if LAWS[note["law"]].cut != "lost":  # an item lost whole has nothing after
                assert (not after.strip()) == (note["at"] == "end")


@pytest.mark.parametrize("game", GAMES)
def test_header_says_what_is_known_and_not_known(built_site: Path, game: str) -> None:
    root = parse(built_site, f"{game}.xml")
    source_desc = root.find("tei:teiHeader/tei:fileDesc/tei:sourceDesc", NS)
    assert source_desc is not None
    kinds = [n.get("type") for n in source_desc.iter(T + "note")]
    assert "known" in kinds and "unknown" in kinds
    titles = "".join(source_desc.itertext())
    if game == "quadrille":
        assert "not been identified" in titles
        assert source_desc.find(".//tei:relatedItem", NS) is None
    else:
        kind = "source" if game == "whist" else "witness"  # whist: transcribed from it
        witness = source_desc.find(f".//tei:relatedItem[@type='{kind}']/tei:bibl", NS)
        assert witness is not None
        assert witness.find("tei:title", NS).text == "Enquire Within Upon Everything"
        assert witness.find("tei:date", NS).get("when") == "1894"
    edition = root.find("tei:teiHeader/tei:fileDesc/tei:editionStmt/tei:edition", NS)
    import tomllib
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert edition is not None and edition.get("n") == version


@pytest.mark.parametrize("name", [*GAMES, "edition"])
def test_whist_is_not_called_a_fragment(built_site: Path, name: str) -> None:
    """Whist's paragraphs 73 to 77 were transcribed whole by the editors, as
    the header's own note says ("Not received as a fragment"): the header
    had typed and titled them a fragment all the same, as had its witness
    list and its body.  The three others are fragments."""
    root = parse(built_site, f"{name}.xml")
    bibls = {b.get("n"): b for b in root.iter(T + "bibl")
             if b.get("n") in GAMES and b.find("tei:note[@type='known']", NS) is not None}
    assert set(bibls) == ({name} if name in GAMES else set(GAMES))
    for game, bibl in bibls.items():
        title = bibl.find("tei:title", NS).text
        if game == "whist":
            assert bibl.get("type") == "transcription"
            assert title.startswith("The Whist text: paragraphs 73 to 77")
        else:
            assert bibl.get("type") == "fragment"
            assert title.startswith(f"The {GAMES[game]} fragment: ")
    words = ["".join(e.itertext()) for e in root.iter(T + "witness")]
    if name in ("whist", "edition"):
        assert "The Whist text, as this edition transcribes it" in words
        body = next(d for d in root.iter(T + "div") if d.get(XML_ID) == "whist-text")
        assert body.get("type") == "transcription"
    assert "Whist fragment" not in "".join(root.itertext())


@pytest.mark.parametrize("game", GAMES)
def test_the_header_names_the_transcription_by_its_address(built_site: Path, game: str) -> None:
    """The fragment's transcription is named where the site serves it, beside
    this document (the repository keeps it elsewhere, as the engine's data)."""
    header = parse(built_site, f"{game}.xml").find("tei:teiHeader", NS)
    assert header is not None
    own = header.find("tei:fileDesc/tei:publicationStmt/tei:idno[@type='URI']", NS)
    kept = header.find("tei:fileDesc/tei:sourceDesc//tei:idno[@type='transcription']", NS)
    assert own is not None and kept is not None
    site = own.text.removesuffix(f"tei/{game}.xml")
    assert kept.text == f"{site}sources/{game}.txt"
    assert (built_site / "sources" / f"{game}.txt").read_text(encoding="utf-8") == source(game)


@pytest.mark.parametrize("game", GAMES)
def test_citations_in_tei_point_to_the_works_cited(built_site: Path, game: str) -> None:
    root = parse(built_site, f"{game}.xml")
    ids = {e.get(XML_ID) for e in root.iter() if e.get(XML_ID)}
    refs = [r.get("target") for r in root.iter(T + "ref") if r.get("type") == "citation"]
    assert refs and all(r[1:] in ids for r in refs)
    internal = [r.get("target") for r in root.iter(T + "ref")
                if (r.get("target") or "").startswith("#")]
    assert all(t[1:] in ids for t in internal), [t for t in internal if t[1:] not in ids]


@pytest.mark.parametrize("name", [*GAMES, "edition"])
def test_no_markdown_is_left_in_the_tei(built_site: Path, name: str) -> None:
    """The editors' Markdown is written as TEI wherever it stands: no
    backtick in any text of a document, and a bibliography entry's note on
    what was read gives its *emphasis* as <hi> and its `code` as <code> (they
    had been copied verbatim)."""
    root = parse(built_site, f"{name}.xml")
    texts = [t for e in root.iter() for t in (e.text, e.tail) if t and "`" in t]
    assert texts == []
    notes = [n for n in root.iter(T + "note") if n.get("type") == "read"]
    assert notes
    for note in notes:
        text = "".join(note.itertext())
        assert "*" not in text and "`" not in text and "  " not in text, text[:120]
    if name in ("whist", "edition"):
        assert any(h.text == "verbatim" for n in notes for h in n.iter(T + "hi"))
    if name != "quadrille":  # the e-text's entry, which Quadrille does not cite
        assert any(c.text == "10766.txt" for n in notes for c in n.iter(T + "code"))


@pytest.mark.parametrize("game", ["all-fours", "bezique"])
def test_text_supplied_from_the_witness_stands_apart(built_site: Path, game: str) -> None:
    """The witness's whole paragraphs before and after the fragment stand
    apart from it; the paragraph the fragment breaks into is supplied where
    its words are lost (the next test).  All-Fours breaks off in its last
    paragraph, so nothing of the witness stands apart after it."""
    root = parse(built_site, f"{game}.xml")
    supplied = [d for d in root.iter(T + "div") if d.get("type") == "supplied"]
    wanted = ["before"] if game == "all-fours" else ["before", "after"]
    assert [d.get("n") for d in supplied] == wanted
    for div in supplied:
        (element,) = div.iter(T + "supplied")
        assert element.get("reason") == "lost"
        assert element.get("source") == f"#{game.replace('-', '')}-bib-enquire-within-1894"
        assert "".join(element.itertext()).strip()
    witness = (DOCS / "witness" / f"{game}.txt").read_text(encoding="utf-8")
    first = "".join(supplied[0].find(".//tei:supplied", NS).itertext()).split()
    assert " ".join(first[:4]) in " ".join(witness.split())


@pytest.mark.parametrize("game", ["all-fours", "bezique"])
def test_the_witness_s_words_stand_at_the_point_of_loss(built_site: Path, game: str) -> None:
    """Where the fragment opens or breaks off inside a word, the witness's
    part of the word is supplied against the fragment's ("l" before "atter
    case"), and where it breaks off, the rest of the word and of its
    paragraph."""
    root = parse(built_site, f"{game}.xml")
    items = [d for d in root.iter(T + "div") if d.get("type") == "item"]
    abs_ = [items[0].find("tei:ab", NS), items[-1].find("tei:ab", NS)]
    first, last = (next(ab.iter(T + "supplied")) for ab in abs_)
    assert abs_[0][0] is first and first.get("reason") == "lost"
    kept = source(game)
    before = "".join(first.itertext())
    opening = before.split()[-1] + (" " if before[-1:].isspace() else "") + kept.split()[0]
    after = "".join(last.itertext())
    closing = kept.split()[-1] + (" " if after[:1].isspace() else "") + after.split()[0]
    witness = " ".join((DOCS / "witness" / f"{game}.txt").read_text(encoding="utf-8").split())
    assert f" {opening} " in f" {witness} " and f" {closing}" in f" {witness}"


@pytest.mark.parametrize("game", GAMES)
def test_each_line_of_the_transcription_begins_with_lb(built_site: Path, game: str) -> None:
    """<lb/> at the head of each line that begins after a line break (the
    Guidelines' and EpiDoc's place), never after the break, none on a blank
    line."""
    root = parse(built_site, f"{game}.xml")
    breaks = [ab for ab in root.iter(T + "ab") if ab.get("type") == "transcription"]
    witness = {lb for ab in breaks for s in ab.iter(T + "supplied") for lb in s.iter(T + "lb")}
    lbs = [lb for ab in breaks for lb in ab.iter(T + "lb") if lb not in witness]
    lines = source(game).split("\n")
    assert len(lbs) == sum(1 for line in lines[1:] if line)
    tails = [lb.tail or "" for lb in lbs]
    assert all(t and not t.startswith("\n") for t in tails), tails[:3]


@pytest.mark.parametrize("game", GAMES)
def test_the_concordance_is_an_apparatus_with_its_witnesses(built_site: Path, game: str) -> None:
    """Each item's concordance (docs/concordance.yml) as <app>: a <lem> that
    points to the item's text with the fragment and the books of the same
    words as its witnesses, and a <rdg> for each other book, every witness
    declared in the header's <listWit>."""
    import importlib.util
    import sys

    spec = importlib.util.spec_from_file_location("concordance_for_tei",
                                                  DOCS / "hooks" / "concordance.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    concordance = module.load_concordance()
    root = parse(built_site, f"{game}.xml")
    declared = {w.get(XML_ID) for w in root.iter(T + "witness")}
    ids = {e.get(XML_ID) for e in root.iter() if e.get(XML_ID)}
    for div in (d for d in root.iter(T + "div") if d.get("type") == "item"):
        law_id = next(law.id for law in laws_of(game) if xml_id(law) == div.get(XML_ID))
        (app,) = div.iter(T + "app")
        lem, rdgs = app.find("tei:lem", NS), app.findall("tei:rdg", NS)
        assert lem.find("tei:ptr", NS).get("target")[1:] in ids
        witnesses = lem.get("wit").split() + [r.get("wit") for r in rdgs]
        assert all(w[1:] in declared for w in witnesses)
        assert len(witnesses) == 1 + len(concordance[law_id]), law_id
        missing = [c for c in concordance[law_id] if not c.found and c.compared]
        assert len([r for r in rdgs if r.get("type") == "omission"]) == len(missing)
        unseen = [c for c in concordance[law_id] if not c.compared]
        assert len([r for r in rdgs if r.get("type") == "not-compared"]) == len(unseen)


def test_the_header_names_who_did_what_and_each_version(built_site: Path) -> None:
    """A <respStmt> for the editors' work, and a <revisionDesc> with a
    <change> for each version of CHANGELOG.md, newest first."""
    import re

    root = parse(built_site, "bezique.xml")
    hoffmann = next(b for b in root.iter(T + "bibl") if b.get(XML_ID) == "bezique-bib-hoffmann")
    assert hoffmann.find("tei:author", NS) is None
    assert hoffmann.find("tei:editor", NS).text == "Professor Hoffmann"
    resp = root.find("tei:teiHeader/tei:fileDesc/tei:titleStmt/tei:respStmt", NS)
    assert resp is not None and "encoding" in resp.find("tei:resp", NS).text
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    versions = re.findall(r"^## (\S+) — (\d{4}-\d{2}-\d{2})", changelog, re.MULTILINE)
    changes = root.findall("tei:teiHeader/tei:revisionDesc/tei:listChange/tei:change", NS)
    assert [(c.get("n"), c.get("when")) for c in changes] == versions
    assert all("".join(c.itertext()).startswith(f"Version {c.get('n')}.") for c in changes)


@pytest.mark.parametrize("name", [*GAMES, "edition"])
def test_each_change_is_a_short_summary_in_plain_text(built_site: Path, name: str) -> None:
    """Each <change> says in a sentence or two what its version changed: the
    entry's opening paragraph, or the heads of its bullets, as plain text.
    The bullets themselves had been copied into every header, flattened,
    with their Markdown ("- **…**", backticks, "*…*", "corrected:.") and
    more than half the bytes of a game's document."""
    root = parse(built_site, f"{name}.xml")
    descs = list(root.iter(T + "revisionDesc"))
    assert len(descs) == (1 if name != "edition" else 1 + len(GAMES))
    for desc in descs:
        assert len(ET.tostring(desc, encoding="utf-8")) < 16_000
        for change in desc.iter(T + "change"):
            text = "".join(change.itertext())
            assert len(text) < 2_500, change.get("n")
            for mark in ("- ", "`", "*", ":.", "  ", "\n"):
                assert mark not in text, (change.get("n"), mark, text[:200])
            assert text.endswith("."), change.get("n")
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    first = descs[0].find("tei:listChange/tei:change", NS)
    assert first is not None
    opening = changelog.split("\n## ", 2)[1].split("\n\n")[1]
    if not opening.startswith("- "):  # the newest entry opens with a paragraph: it is given
        assert "".join(first.itertext()).endswith(re.sub(r"[*`]", "", " ".join(opening.split())))


# ------------------------------------------------------------- downloads


@pytest.mark.parametrize("game", GAMES)
def test_each_game_page_offers_its_tei(built_site: Path, game: str) -> None:
    html = (built_site / game / "index.html").read_text(encoding="utf-8")
    assert f'href="../tei/{game}.xml"' in html and 'href="../tei/edition.xml"' in html


def test_the_method_page_offers_the_tei(built_site: Path) -> None:
    html = (built_site / "method" / "index.html").read_text(encoding="utf-8")
    for name in FILES:
        assert f'href="../tei/{name}"' in html, name


@pytest.mark.parametrize("name", [*GAMES, "edition"])
def test_every_pointer_in_the_tei_names_an_identifier_of_its_document(
        built_site: Path, name: str) -> None:
    """Every local pointer (``#id`` in @target, @corresp, @source, @wit,
    @who, @ref), in each game's document and in the whole edition's: the
    edition's header had pointed its witness at an entry of its own
    (``#edition-bib-…``), which no back of the corpus holds."""
    root = parse(built_site, f"{name}.xml")
    ids = {e.get(XML_ID) for e in root.iter() if e.get(XML_ID)}
    pointers = [(e.tag, attribute, value) for e in root.iter()
                for attribute in ("target", "corresp", "source", "wit", "who", "ref")
                for value in (e.get(attribute) or "").split() if value.startswith("#")]
    assert pointers
    assert [p for p in pointers if p[2][1:] not in ids] == []


@pytest.mark.parametrize("name", [*GAMES, "edition"])
def test_every_address_on_the_site_names_an_anchor_of_its_page(
        built_site: Path, name: str) -> None:
    """Every address of the edition's own site in the TEI (an item's
    @corresp, a link of the commentary) is a page the build wrote, and its
    #anchor is an id on that page: Whist's "[the table of readings](#readings)",
    a link within its page, had become the home page's "#readings", which the
    home page has not.  Links to another document's item name one of its ids."""
    root = parse(built_site, f"{name}.xml")
    own = root.find("tei:teiHeader/tei:fileDesc/tei:publicationStmt/tei:idno[@type='URI']", NS)
    assert own is not None and own.text
    site = own.text.removesuffix(f"tei/{name}.xml")
    pages: dict[Path, str] = {}
    addresses = [v for e in root.iter() for attribute in ("target", "corresp")
                 for v in (e.get(attribute) or "").split() if v.startswith(site)]
    assert any(f"{site}{game}/#" in v for v in addresses for game in GAMES)
    wrong = []
    for address in addresses:
        path, _, anchor = address.removeprefix(site).partition("#")
        page = built_site / path / "index.html" if not path or path.endswith("/") \
            else built_site / path
        if not page.is_file():
            wrong.append(address)
        elif anchor:
            html = pages.setdefault(page, page.read_text(encoding="utf-8", errors="replace"))
            if not re.search(rf"""\bid=["']?{re.escape(anchor)}["'\s>]""", html):
                wrong.append(address)
    documents = {}
    for e in root.iter():
        for value in (e.get("target") or "").split():
            file, hash_, ident = value.partition("#")
            if hash_ and re.fullmatch(r"[a-z-]+\.xml", file):
                ids = documents.setdefault(file, {x.get(XML_ID) for x in parse(
                    built_site, file).iter()})
                if ident not in ids:
                    wrong.append(value)
    assert wrong == []
    if name in ("whist", "edition"):
        assert f"{site}whist/#readings" in addresses


def test_identifiers_are_unique_in_the_whole_edition(built_site: Path) -> None:
    ids = [e.get(XML_ID) for e in parse(built_site, "edition.xml").iter() if e.get(XML_ID)]
    assert len(ids) == len(set(ids)) and len(ids) > 51
