"""MkDocs hook: the edition as TEI P5, written from the model of the pages.

One TEI document per source (``tei/<game>.xml``) and one for the whole
(``tei/edition.xml``, a ``teiCorpus`` of them all), generated at every build
from the same model of each game page that the HTML is written from
(``page_model.py``): the same cut of the transcription into items, the same
apparatus notes, the same commentary.  Nothing is typed twice.

How the model becomes TEI:

* each law item is a ``<div type="item">`` whose ``xml:id`` is its law id made
  an XML name (``page_model.xml_id``: ``allfours-s92-iii``), with the
  editors' heading (``<head type="editorial">``), its period text in an
  ``<ab type="transcription">``, and its commentary in a
  ``<div type="commentary">``; a section heading of the source is an
  ``<ab type="transcription" subtype="heading">`` at the head of a ``<div
  type="section">`` that holds its items, up to the next heading of the
  source or of the page (Whist's ¶77 stands apart from ¶76's laws);
* the period text is the item's exact slice of the transcription,
  ``playable/laws/sources/<game>.txt`` (``sources/<game>.txt`` on the site):
  every character of it stands in the TEI as text, in order, with an
  ``<lb/>`` at the head of each line that begins after a line break of the
  transcription (the e-text's line breaks, not the printed book's) and
  ``<hi rend="italic">`` for what the transcription marks ``_so_``;
* a misprint is ``<choice><sic>…</sic><corr>…</corr></choice>``, and every
  editorial note a ``<note>`` beside the words it is on (wrapped in a
  ``<seg>``, which the note targets);
* where a fragment opens or breaks off, what the witness has of the broken
  paragraph (``witness.py``) stands at the point of loss, as ``<supplied
  reason="lost">`` with the witness as its ``@source`` (``l<supplied>`` ...:
  "the l" supplied before "atter case"); the witness's whole paragraphs beyond
  it stand apart, in a ``<div type="supplied">``; a ``<gap/>`` only where
  nothing is known of what was lost (Quadrille).  None of it is part of the
  transcription;
* each item's concordance (``concordance.py``) is an apparatus after its
  text, ``<listApp>``: an ``<app>`` whose ``<lem>`` points to the item's text
  with the fragment and the books of the same words as witnesses, and a
  ``<rdg>`` for every other book; the witnesses are declared in the header's
  ``<listWit>``;
* the header names the editors' work in a ``<respStmt>`` and each version of
  ``CHANGELOG.md`` in the ``<revisionDesc>``;
* the works the notes and commentary cite are listed in the ``<back>``
  (``<listBibl>``), each ``<bibl xml:id="bib-<key>">``.

The transcription is the text of every ``<ab type="transcription">`` in
document order, taking ``<sic>`` and not ``<corr>``, leaving out ``<note>``,
``<gap/>`` and ``<supplied>``, with each ``<hi rend="italic">`` between underscores:
``tests/test_tei.py`` rebuilds every transcription so, character for
character, and validates every document against ``tei_all.rng`` with jing.

Each game page offers its document (``GamePage.downloads``, shown by the
page's renderer); the editorial method links to them.  This hook runs after
``cite.py`` (order in ``mkdocs.yml``), whose release (version, date,
address) the headers carry.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as etree
from pathlib import Path

from markdown import Markdown
from markdown.inlinepatterns import InlineProcessor
from markdown.treeprocessors import Treeprocessor
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files

import page_model
from bibliography import STATUS, Entry, load_bibliography
from page_model import (
    CITATION,
    ITALIC,
    ApparatusNote,
    Citation,
    Counterpart,
    Download,
    Edition,
    GamePage,
    LawItem,
    PeriodText,
    Prose,
    Release,
    SuppliedText,
    parse_citation,
)
from playable.laws import GAMES, LAWS
from witness import SOURCES, WITNESSED

HOOKS = Path(__file__).resolve().parent
ROOT = HOOKS.parents[1]
DOCS = ROOT / "docs"

TEI_NS = "http://www.tei-c.org/ns/1.0"
XML_NS = "http://www.w3.org/XML/1998/namespace"
etree.register_namespace("", TEI_NS)

#: What the sourceDesc says of each text, beyond its witness's entry in
#: the bibliography: what it is, what is known and what is not (from the
#: editorial method, docs/method.md#text).  Three are fragments as received;
#: Whist is not one (``kind``, ``name``: how the header types and names it).
FRAGMENTS: dict[str, dict[str, str]] = {
    "quadrille": {
        "extent": "the nineteen numbered general laws of Quadrille, the last cut off",
        "known": (
            "A plain UTF-8 text, kept as received and served as sources/quadrille.txt: one "
            "paragraph with no line breaks, curly quotation marks, underscores for italics. "
            "Its laws follow, in order and nearly clause for clause, the numbered laws of "
            "Quadrille in a French book of the games of Quadrille and Ombre."),
        "unknown": (
            "Its source has not been identified: it is not in the 1894 Enquire Within Upon "
            "Everything, whose only Quadrille paragraph (117) says the game is obsolete; "
            "whether another edition of that book prints these laws could not be seen. Its "
            "date, place, printer and the text it breaks off from are not known, and nothing "
            "is supplied for what it lacks."),
    },
    "all-fours": {
        "extent": "from inside law i of paragraph 92 to inside maxim iv of paragraph 94",
        "known": (
            "A copy of the Project Gutenberg e-text (eBook 10766, plain-text file 10766.txt) "
            "of the 1894 Enquire Within Upon Everything, lines 4060 to 4125: word for word, "
            "line for line and misprint for misprint; it differs only in layout (indentation "
            "dropped, runs of blank lines made one)."),
        "unknown": (
            "No printed copy of the 1894 edition has been seen: what the e-text's "
            "volunteers may have changed from the print is not known. The line breaks are "
            "the e-text's, not the book's."),
    },
    "bezique": {
        "extent": "from the last letters of paragraph 124 to inside paragraph 128 ii",
        "known": (
            "A copy of the Project Gutenberg e-text (eBook 10766, plain-text file 10766.txt) "
            "of the 1894 Enquire Within Upon Everything, lines 4921 to 4991: word for word "
            "and misprint for misprint; it differs only in layout (indentation dropped, runs "
            "of blank lines made one, the columns of spaces in the list of forfeits closed "
            "up). It follows the e-text's plain-ASCII file, not its accented one."),
        "unknown": (
            "No printed copy of the 1894 edition has been seen: what the e-text's "
            "volunteers may have changed from the print is not known. The line breaks are "
            "the e-text's, not the book's."),
    },
    "whist": {
        "kind": "transcription",
        "name": "text",
        "extent": "paragraphs 73 to 77 of the 1894 Enquire Within, whole",
        "known": (
            "Not received as a fragment: transcribed by the editors from the Project "
            "Gutenberg e-text (eBook 10766, plain-text file 10766.txt, lines 3370 to 3654) of "
            "the 1894 Enquire Within Upon Everything, word for word: one paragraph of the "
            "e-text to a line, its lines joined, indentation dropped and runs of spaces "
            "closed up, a blank line between paragraphs. It was first transcribed from two "
            "web reprints of the e-text (free-books.at's and grapenovel.com's), which agree "
            "with it wherever they were read."),
        "unknown": (
            "No printed copy of the 1894 edition has been seen: what the e-text's "
            "volunteers may have changed from the print is not known. The e-text's line "
            "breaks are not kept, and the scoring figure of term xi loses its layout (the "
            "apparatus describes it)."),
    },
}


def kind_of(game: str) -> str:
    """What a game's text is, as the TEI types it: "fragment", or Whist's
    "transcription" (the editors transcribed it whole)."""
    return FRAGMENTS[game].get("kind", "fragment")


def name_of(game: str) -> str:
    """A game's text as the header names it: "Quadrille fragment", "Whist
    text"."""
    return f"{GAMES[game]} {FRAGMENTS[game].get('name', 'fragment')}"


def tei(tag: str) -> str:
    return f"{{{TEI_NS}}}{tag}"


def sub(parent: etree.Element, tag: str, text: str = "", **attrs: str) -> etree.Element:
    element = etree.SubElement(parent, tei(tag), {_attr(k): v for k, v in attrs.items()})
    if text:
        element.text = text
    return element


def _attr(name: str) -> str:
    if name == "xml_id":
        return f"{{{XML_NS}}}id"
    if name == "xml_lang":
        return f"{{{XML_NS}}}lang"
    return name.rstrip("_")


def append_text(parent: etree.Element, text: str) -> None:
    """Add text at the end of an element's content."""
    if not text:
        return
    if len(parent):
        parent[-1].tail = (parent[-1].tail or "") + text
    else:
        parent.text = (parent.text or "") + text


# --------------------------------------------------------------------------
# Period text


def prefix_of(game: str) -> str:
    """What the identifiers of a game's document begin with: its id without
    hyphens (``allfours``), so that they stay unique in the whole edition."""
    return game.replace("-", "")


class Lines:
    """Where the text being written stands: at the head of a line of the
    transcription or inside one (a line begun by an earlier piece)."""

    def __init__(self, at_head: bool = False) -> None:
        self.at_head = at_head


def lines_into(parent: etree.Element, text: str, lines: Lines | None = None) -> None:
    """Transcription text into ``parent``: an ``<lb/>`` at the head of each
    line that begins after a line break (before its first character, as the
    Guidelines and EpiDoc place it; a blank line has none), each ``_italic_``
    a ``<hi rend="italic">``.  ``lines`` carries, from one piece of a text to
    the next, whether the next character begins a line."""
    lines = lines or Lines()
    for i, part in enumerate(ITALIC.split(text)):
        target = sub(parent, "hi", rend="italic") if i % 2 else parent
        pieces = part.split("\n")
        for j, piece in enumerate(pieces):
            if j:
                append_text(target, "\n")
                lines.at_head = True
            if piece:
                if lines.at_head:
                    sub(target, "lb")
                    lines.at_head = False
                append_text(target, piece)


def project_root() -> Path:
    """Where ``CHANGELOG.md`` is: the project of the engine the build runs,
    as ``cite.py`` finds it (a copy of ``docs/`` built elsewhere has none)."""
    import playable

    project = Path(playable.__file__).resolve().parents[1]
    return project if (project / "CHANGELOG.md").exists() else ROOT


def loss_of(text: str, where: str) -> str:
    """Of the text the witness supplies on one side of a fragment, the part
    of the paragraph the fragment breaks into: after the last blank line of
    what comes before it, or before the first blank line of what comes after."""
    if where == "before":
        at = text.rfind("\n\n")
        return text if at < 0 else text[at + 2:]
    at = text.find("\n\n")
    return text if at < 0 else text[:at]


def apart_from_loss(text: str, where: str) -> str:
    """The rest of the supplied text: the whole paragraphs beyond the one the
    fragment breaks into ("" if there are none)."""
    if where == "before":
        at = text.rfind("\n\n")
        return "" if at < 0 else text[:at]
    at = text.find("\n\n")
    return "" if at < 0 else text[at + 2:]


def changes(changelog: str) -> list[tuple[str, str, str]]:
    """The entries of ``CHANGELOG.md``, newest first: version, date, and a
    short summary in plain text: the entry's opening paragraph where it has
    one, else the heads of its bullets (their bold words), each without its
    closing punctuation.  Never the bullets themselves: the whole history,
    some 100 KB, in every document's header, is the changelog's to give."""
    out = []
    entries = re.split(r"^## ", changelog, flags=re.MULTILINE)[1:]
    for entry in entries:
        head, _, body = entry.partition("\n")
        match = re.match(r"(?P<version>\S+)\s+—\s+(?P<date>\d{4}-\d{2}-\d{2})", head)
        if match is None:
            continue
        paragraphs = [p.strip() for p in body.strip().split("\n\n") if p.strip()]
        opening = next((p for p in paragraphs[:1] if not re.match(r"[-*+]\s|\d+\.\s", p)), "")
        if opening:
            summary = sentence(plain(opening))
        else:
            heads = [plain(m) for m in re.findall(r"^- \*\*(.+?)\*\*", body, re.MULTILINE)]
            summary = sentence("; ".join(h.strip().rstrip(".:;, ") for h in heads))
        out.append((match.group("version"), match.group("date"), summary))
    return out


def sentence(text: str) -> str:
    """Text as one sentence: its whitespace made single spaces, a full stop
    at its end unless it has one ("" stays "")."""
    text = " ".join(text.split())
    return text if not text or text[-1] in ".!?" else text + "."


def plain(markdown: str) -> str:
    """Inline Markdown as plain text: emphasis and code marks dropped, links
    reduced to their words."""
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", markdown)
    return re.sub(r"[*`]", "", text)


def unwrap(text: str) -> str:
    """The editors' soft line-wrapping of Markdown made spaces."""
    return re.sub(r"[ \t]*\n[ \t]*", " ", text)


def find_words(source: str, at: str, start: int = 0) -> re.Match[str] | None:
    """The words of a note in the exact source, whatever its line breaks."""
    pattern = r"\s+".join(re.escape(word) for word in at.split())
    return re.compile(pattern).search(source, start)


class Writer:
    """The TEI of one build: documents per game and the whole."""

    def __init__(self, edition: Edition, entries: dict[str, Entry]) -> None:
        if edition.release is None:
            raise PluginError("tei: no release in the model (docs/hooks/cite.py runs first)")
        self.edition = edition
        self.release: Release = edition.release
        self.entries = entries
        self.cited: dict[str, None] = {}
        self.prefix = ""  # the game's, in its document: ids stay unique in the corpus
        #: The current game's text supplied from the witness, by where it goes.
        self.lost: dict[str, SuppliedText] = {}
        #: Whether the next character of the transcription begins a line.
        self.lines = Lines()

    def local_id(self, name: str) -> str:
        """An ``xml:id`` of the current document: ``allfours-editors``."""
        return f"{self.prefix}-{name}"

    # ---------------------------------------------------------- citations

    def citations_into(self, parent: etree.Element, text: str) -> None:
        """Plain text with ``[@key, loc]`` citations as ``<ref>`` to the back."""
        position = 0
        for match in CITATION.finditer(text):
            append_text(parent, text[position:match.start()])
            self.citation(parent, parse_citation(match.group("body")))
            position = match.end()
        append_text(parent, text[position:])

    def citation(self, parent: etree.Element, cites: list[Citation]) -> None:
        append_text(parent, "(")
        for i, cite in enumerate(cites):
            if i:
                append_text(parent, "; ")
            work = self.edition.work(cite)
            self.cited[cite.key] = None
            sub(parent, "ref", work.short, type="citation",
                target="#" + self.local_id(f"bib-{cite.key}"))
            if cite.locator:
                append_text(parent, f", {cite.locator}")
        append_text(parent, ")")

    # ---------------------------------------------------------- the notes

    def note(self, parent: etree.Element, note: ApparatusNote, game: str,
             target: str = "") -> None:
        attrs = {"type": note.kind, "n": str(note.number),
                 "xml_id": f"{prefix_of(game)}-app-{note.number}"}
        if target:
            attrs["target"] = f"#{target}"
        element = sub(parent, "note", **attrs)
        if note.reading and note.kind != "misprint":
            append_text(element, f"Read “{note.reading}”. ")
        self.citations_into(element, note.note)

    def period(self, parent: etree.Element, text: PeriodText, game: str) -> None:
        """The exact slice of the transcription, with its apparatus."""
        ab = sub(parent, "ab", type="transcription")
        source = text.source
        lines = self.lines
        if text.opening_lacuna:
            if "before" in self.lost:
                self.supplied_at_loss(ab, "before")
                lines.at_head = False  # the fragment goes on with the witness's line
            else:
                sub(ab, "gap", reason="lost", extent="unknown")
            self.note(ab, text.opening_lacuna, game)
        inline = [n for n in text.notes if n.at not in ("start", "end")]
        position = 0
        for note in inline:
            match = find_words(source, note.at, position)
            if match is None:
                raise PluginError(f"tei: {note.law_id}: {note.at!r} not found in its text")
            lines_into(ab, source[position:match.start()], lines)
            seg_id = f"{prefix_of(game)}-app-{note.number}-at"
            seg = sub(ab, "seg", xml_id=seg_id)
            if note.kind == "misprint":
                choice = sub(seg, "choice")
                lines_into(sub(choice, "sic"), match.group(0), lines)
                sub(choice, "corr", note.reading, resp="#" + self.local_id("editors"))
            else:
                lines_into(seg, match.group(0), lines)
            self.note(ab, note, game, seg_id)
            position = match.end()
        rest = source[position:]
        trailing = rest[len(rest.rstrip("\n")):] if text.closing_lacuna else ""
        lines_into(ab, rest[:len(rest) - len(trailing)], lines)
        if text.closing_lacuna:
            if "after" in self.lost:
                self.supplied_at_loss(ab, "after")
            else:
                sub(ab, "gap", reason="lost", extent="unknown")
            self.note(ab, text.closing_lacuna, game)
            lines_into(ab, trailing, lines)
        if ab.get("type") == "transcription" and parent.get("type") == "item":
            ab.set(f"{{{XML_NS}}}id", f"{parent.get(f'{{{XML_NS}}}id')}-text")

    def supplied_at_loss(self, ab: etree.Element, where: str) -> None:
        """What the witness has of the paragraph the fragment breaks into, where
        it is lost: ``<supplied reason="lost">`` with the witness as its source,
        its own line beginnings marked.  The rest of what the witness supplies
        stands apart (:meth:`supplied`)."""
        text = self.lost[where]
        lost = loss_of(text.text, where)
        self.cited[text.witness.key] = None
        element = sub(ab, "supplied", reason="lost",
                      source="#" + self.local_id(f"bib-{text.witness.key}"))
        lines_into(element, lost, Lines(at_head=where == "before"))

    # ---------------------------------------------------------- apparatus

    def witness_id(self, key: str) -> str:
        return self.local_id(f"wit-{key}")

    def witnesses(self, parent: etree.Element, games: list[str]) -> None:
        """The ``<listWit>`` of a document: the fragment itself (the base
        text of the apparatus) and every book the concordance sets beside
        its items, each pointing to its entry in the back."""
        list_wit = sub(parent, "listWit")
        for game in games:
            # (its identifier says "fragment" for Whist too: identifiers stay as published)
            sub(list_wit, "witness", f"The {name_of(game)}, as this edition transcribes it",
                xml_id=self.witness_id(f"fragment-{game}"))
        keys = dict.fromkeys(c.work for game in games for item in self.edition.pages[game].items
                             for c in item.concordance)
        for key in keys:
            self.cited[key] = None
            witness = sub(list_wit, "witness", xml_id=self.witness_id(key))
            sub(witness, "ref", self.entries[key].short, target="#" + self.local_id(f"bib-{key}"))

    def apparatus(self, parent: etree.Element, item: LawItem) -> None:
        """The concordance of an item as an apparatus (``docs/concordance.yml``):
        one ``<app>`` whose ``<lem>`` is the item's text in the fragment (a
        pointer to it, with every book that has the same words) and whose
        ``<rdg>`` are the other books' counterparts, or their lack, with how
        each differs and whether it was checked, in the editors' words."""
        if not item.concordance:
            return
        game = item.law.game
        same = [c for c in item.concordance if c.found and c.differs.startswith(
            ("The same words", "The whole maxim"))]
        others = [c for c in item.concordance if c not in same]
        list_app = sub(parent, "listApp", type="concordance")
        app = sub(list_app, "app", type="concordance")
        wits = [self.witness_id(f"fragment-{game}")] + [self.witness_id(c.work) for c in same]
        lem = sub(app, "lem", wit=" ".join("#" + w for w in wits))
        sub(lem, "ptr", target=f"#{item.xml_id}-text")
        for c in same:
            self.reading_note(lem, c)
        for c in others:
            rdg = sub(app, "rdg", wit="#" + self.witness_id(c.work),
                      **({} if c.found else
                         {"type": "omission" if c.compared else "not-compared"}))
            self.reading_note(rdg, c)

    def reading_note(self, parent: etree.Element, c: Counterpart) -> None:
        """Where a book has the passage, its number there, how it differs, and
        whether the editors checked it."""
        note = sub(parent, "note", type="concordance")
        self.citation(note, [Citation(c.work, c.locator)])
        if c.found and c.numbering and c.numbering != c.locator:
            append_text(note, f", {c.numbering}")
        append_text(note, ". " + ("" if c.found or not c.compared else "No counterpart found. ")
                    + c.differs)
        sub(note, "note", ("Checked: " if c.checked else "Not checked: ") + c.basis,
            type="checked" if c.checked else "unchecked")

    # ---------------------------------------------------------- commentary

    def commentary(self, parent: etree.Element, item: LawItem) -> None:
        """The item's commentary.  A heading of the page's that ends the
        section (Whist's "77 · Short Whist") stands after the item, in the
        Markdown after "@@@" (:attr:`LawItem.after`), never in it."""
        div = sub(parent, "div", type="commentary")
        for child in markdown_tree(item.commentary.markdown):
            if child.tag in HEADINGS:
                raise PluginError(f"tei: {item.id}: a heading in its commentary (a heading "
                                  "that ends it stands after an '@@@' line)")
            self.block(div, child, item.law.game)
        if not len(div):
            raise PluginError(f"tei: {item.id}: its commentary made no paragraph")

    def block(self, parent: etree.Element, element: etree.Element, game: str) -> None:
        tag = element.tag
        if tag == "p":
            self.inline(sub(parent, "p"), element, game)
        elif tag in ("ul", "ol"):
            tei_list = sub(parent, "list", rend="bulleted" if tag == "ul" else "numbered")
            for li in element:
                item = sub(tei_list, "item")
                if len(li) and all(c.tag == "p" for c in li):
                    for i, p in enumerate(li):
                        if i:
                            append_text(item, " ")
                        self.inline(item, p, game)
                else:
                    self.inline(item, li, game)
        elif tag == "table":
            table = sub(parent, "table")
            for row_element in element.iter("tr"):
                row = sub(table, "row", role="label" if row_element.find("th") is not None
                          else "data")
                for cell_element in row_element:
                    self.inline(sub(row, "cell"), cell_element, game)
        elif tag == "blockquote":
            quote = sub(sub(parent, "p"), "quote")
            for child in element:
                self.inline(quote, child, game)
        elif tag in HEADINGS:
            self.inline(sub(parent, "p", rend="heading"), element, game)
        elif tag == "pre":
            sub(parent, "ab", "".join(element.itertext()), type="code")
        else:
            raise PluginError(f"tei: commentary holds a <{tag}> the TEI writer does not know")

    def inline(self, target: etree.Element, element: etree.Element, game: str) -> None:
        """The inline content of an HTML element into a TEI element (the
        editors' line-wrapping of their Markdown undone)."""
        append_text(target, unwrap(element.text or ""))
        for child in element:
            tag = child.tag
            if tag == "tei-cite":
                self.citation(target, parse_citation(child.get("body", "")))
            elif tag in ("em", "i"):
                self.inline(sub(target, "hi", rend="italic"), child, game)
            elif tag in ("strong", "b"):
                self.inline(sub(target, "hi", rend="bold"), child, game)
            elif tag == "code":
                sub(target, "code", child.text or "")
            elif tag == "a":
                self.inline(sub(target, "ref", target=self.link(child.get("href", ""), game)),
                            child, game)
            elif tag == "br":
                sub(target, "lb")
            elif tag == "p":
                self.inline(target, child, game)
            else:
                self.inline(sub(target, "seg", type=tag), child, game)
            append_text(target, unwrap(child.tail or ""))

    def inline_markdown(self, target: etree.Element, markdown: str, game: str = "") -> None:
        """A line of the editors' Markdown (a bibliography entry's note on
        what was read) into a TEI element, as the commentary's inline
        Markdown is written: *emphasis* as <hi>, `code` as <code>, links as
        <ref>.  It may not cite: the works cited are listed from it."""
        if CITATION.search(markdown):
            raise PluginError(f"tei: a bibliography note cites: {markdown[:60]!r}")
        for i, block in enumerate(markdown_tree(" ".join(markdown.split()))):
            if block.tag != "p":
                raise PluginError(f"tei: a bibliography note holds a <{block.tag}>")
            if i:
                append_text(target, " ")
            self.inline(target, block, game)

    def link(self, href: str, game: str) -> str:
        """A link of the commentary: to an item of a TEI document, or to the
        site."""
        page, _, anchor = href.partition("#")
        if re.match(r"^[a-z]+:", href):
            return href
        target_game = game if not page else Path(page).stem
        law_id = f"{target_game}:{anchor}"
        if target_game in GAMES and law_id in LAWS:
            here = (target_game == game)
            xml = page_model.xml_id(LAWS[law_id])
            return f"#{xml}" if here else f"{target_game}.xml#{xml}"
        # a bare "#anchor" is on the game's own page, not the site's home
        path = re.sub(r"(index)?\.md$", "", page or f"{game}.md")
        path = path + "/" if path and not path.endswith("/") else path
        return self.release.url(path) + (f"#{anchor}" if anchor else "")

    # ---------------------------------------------------------- documents

    def header(self, parent: etree.Element, page: GamePage | None) -> None:
        rel = self.release
        header = sub(parent, "teiHeader")
        file_desc = sub(header, "fileDesc")
        title_stmt = sub(file_desc, "titleStmt")
        if page is None:
            sub(title_stmt, "title", f"{rel.title}: {rel.subtitle}", type="main")
        else:
            sub(title_stmt, "title", f"{page.title}: the period laws, with commentary",
                type="main")
            sub(title_stmt, "title", f"{rel.title}: {rel.subtitle}", type="sub")
        sub(title_stmt, "editor", rel.editors, xml_id=self.local_id("editors"))
        resp_stmt = sub(title_stmt, "respStmt")
        sub(resp_stmt, "resp", "transcription, apparatus, concordance, commentary and TEI "
                               "encoding; the rules engine of the examples")
        sub(resp_stmt, "name", rel.editors, ref="#" + self.local_id("editors"))
        edition_stmt = sub(file_desc, "editionStmt")
        edition = sub(edition_stmt, "edition", f"Version {rel.version}, ", n=rel.version)
        sub(edition, "date", rel.date, when=rel.date)
        if rel.local:
            append_text(edition, "; local build, not published")
        pub = sub(file_desc, "publicationStmt")
        sub(pub, "publisher", rel.editors)
        sub(pub, "date", rel.date, when=rel.date)
        name = "edition.xml" if page is None else f"{page.game}.xml"
        sub(pub, "idno", rel.url(f"tei/{name}"), type="URI")
        availability = sub(pub, "availability", status="free")
        sub(availability, "p", "The period texts are in the public domain. The commentary, "
                               "apparatus and encoding are the editors' own work.")
        if rel.local:
            sub(availability, "p", "This copy was made by a local build and is not published: "
                                   "its addresses are not the edition's published ones.")
        source_desc = sub(file_desc, "sourceDesc")
        games = [page.game] if page is not None else list(self.edition.pages)
        for game in games:
            self.source_description(source_desc, game)
        if page is not None:  # the corpus's documents list their own
            self.witnesses(source_desc, games)
        encoding = sub(header, "encodingDesc")
        decl = sub(encoding, "editorialDecl")
        for text in ENCODING:
            sub(decl, "p", text)
        profile = sub(header, "profileDesc")
        lang_usage = sub(profile, "langUsage")
        sub(lang_usage, "language", "English", ident="en")
        self.revisions(header)

    def revisions(self, header: etree.Element) -> None:
        """The ``<revisionDesc>``: each version of the edition in
        ``CHANGELOG.md``, newest first, with its date and what it changed."""
        entries = changes((project_root() / "CHANGELOG.md").read_text(encoding="utf-8"))
        if not entries:
            raise PluginError("tei: CHANGELOG.md has no entry '## <version> — <YYYY-MM-DD>'")
        revision = sub(header, "revisionDesc")
        list_change = sub(revision, "listChange", ordered="true")
        for version, date, summary in entries:
            sub(list_change, "change", f"Version {version}. {summary}".rstrip(), when=date,
                n=version, who="#" + self.local_id("editors"))

    def source_description(self, parent: etree.Element, game: str) -> None:
        facts = FRAGMENTS[game]
        bibl = sub(parent, "bibl", type=kind_of(game), n=game)
        sub(bibl, "title", f"The {name_of(game)}: {facts['extent']}")
        sub(bibl, "idno", self.release.url(f"sources/{game}.txt"), type="transcription")
        sub(bibl, "note", facts["known"], type="known")
        sub(bibl, "note", facts["unknown"], type="unknown")
        key = SOURCES.get(game)
        if key is not None:
            entry = self.entries[key]
            self.cited[entry.key] = None  # its full entry stands in the back
            # a fragment's witness, or the book a text was transcribed from
            related = sub(bibl, "relatedItem", type="witness" if game in WITNESSED else "source")
            self.entry(related, entry, game)

    def entry(self, parent: etree.Element, entry: Entry, game: str = "") -> etree.Element:
        """A bibliography entry as a TEI ``<bibl>``: only the fields known;
        with ``game``, a copy that points to the full entry in the back of
        that game's document (from the corpus's header too, which has no
        back of its own)."""
        name = f"bib-{entry.key}"
        bibl = sub(parent, "bibl", **({"corresp": f"#{prefix_of(game)}-{name}"}
                                      if game else {"xml_id": self.local_id(name)}))
        if entry.author:
            sub(bibl, "author", entry.author)
        sub(bibl, "title", entry.title)
        if entry.editor:
            sub(bibl, "editor", entry.editor)
        if entry.edition:
            sub(bibl, "edition", entry.edition)
        if entry.place:
            sub(bibl, "pubPlace", entry.place)
        if entry.publisher:
            sub(bibl, "publisher", entry.publisher)
        if entry.year:
            sub(bibl, "date", entry.year, when=entry.year)
        for where in entry.read:
            note = sub(bibl, "note", type="read", subtype=where["status"])
            self.inline_markdown(note, where.get("what", ""), game)
            if where.get("url"):
                append_text(note, " ")
                sub(note, "ref", where["url"], target=where["url"])
        sub(bibl, "note", bibliography_status(entry), type="status")
        return bibl

    def body(self, parent: etree.Element, page: GamePage) -> None:
        game = page.game
        prefix = prefix_of(game)
        self.lost = dict(page.supplied)
        self.lines = Lines()
        body = sub(parent, "body")
        fragment = sub(body, "div", type=kind_of(game), n=game, xml_id=f"{prefix}-text")
        sub(fragment, "head", f"{page.title}", type="editorial")
        if "before" in page.supplied:
            self.supplied(fragment, page.supplied["before"])
        # Each heading of the source opens a section that holds the items
        # under it, up to the next heading of the source or of the page's
        # own (Whist's ¶77 is not one of ¶76's laws); items before the first
        # stand in the fragment.
        container = fragment
        for item in page.items:
            for heading in item.headings:
                container = sub(fragment, "div", type="section",
                                xml_id=f"{prefix}-{heading.anchor}")
                sub(container, "head", heading.heading, type="editorial")
                self.period(container, heading.text, game)
                container[-1].set("subtype", "heading")
            div = sub(container, "div", type="item", n=item.law.number, xml_id=item.xml_id,
                      corresp=self.release.url(f"{game}/#{item.anchor}"))
            sub(div, "head", f"{item.heading} · {item.title}", type="editorial")
            self.period(div, item.period, game)
            self.apparatus(div, item)
            self.commentary(div, item)
            if any(isinstance(part, Prose) and has_heading(part.markdown)
                   for part in item.after):
                container = fragment
        if "after" in page.supplied:
            self.supplied(fragment, page.supplied["after"])

    def supplied(self, parent: etree.Element, text: SuppliedText) -> None:
        """What the witness has where the fragment is lost (``witness.py``):
        not part of the transcription, so in an ``<ab type="supplied">``."""
        cite = text.witness
        rest = apart_from_loss(text.text, text.where)
        if not rest.strip():
            return  # the whole of it stands at the point of loss
        work = self.edition.work(cite)
        self.cited[cite.key] = None
        div = sub(parent, "div", type="supplied", n=text.where)
        sub(div, "head", f"Supplied from the witness ({work.short}, {cite.locator})",
            type="editorial")
        ab = sub(div, "ab", type="supplied")
        lines_into(sub(ab, "supplied", reason="lost",
                       source="#" + self.local_id(f"bib-{cite.key}")), rest,
                   Lines(at_head=True))

    def back(self, parent: etree.Element) -> None:
        back = sub(parent, "back")
        div = sub(back, "div", type="bibliography")
        sub(div, "head", "Works cited", type="editorial")
        list_bibl = sub(div, "listBibl")
        for key in sorted(self.cited):
            self.entry(list_bibl, self.entries[key])

    def document(self, page: GamePage) -> etree.Element:
        self.cited = {}
        self.prefix = prefix_of(page.game)
        root = etree.Element(tei("TEI"), {f"{{{XML_NS}}}lang": "en",
                                          f"{{{XML_NS}}}id": f"tei-{prefix_of(page.game)}"})
        self.header(root, page)
        text = sub(root, "text")
        self.body(text, page)
        self.back(text)
        return root

    def corpus(self) -> etree.Element:
        root = etree.Element(tei("teiCorpus"), {f"{{{XML_NS}}}lang": "en"})
        self.prefix = "edition"
        self.header(root, None)
        for page in self.edition.pages.values():
            root.append(self.document(page))
        return root


ENCODING = (
    ("Each text (a fragment as received, or Whist's paragraphs 73 to 77, which the editors "
    "transcribed whole) is given whole and unchanged: the text of every <ab "
    "type=\"transcription\"> "
    "in document order, taking <sic> and not <corr>, leaving out <note>, <gap> and <supplied> "
    "(what the witness supplies is not the text's), with each "
    "<hi rend=\"italic\"> between underscores, is the transcription the edition keeps and "
    "serves (sources/<game>.txt), character for character; a test of the edition rebuilds "
    "each file so."),
    ("<lb/> stands at the head of each line of the transcription that begins after a line break "
    "(the e-text's lines, not the printed book's), before its first character, as the "
    "Guidelines and EpiDoc place it; the line break itself is kept as text before it, and a "
    "blank line has no <lb/>. The transcription marks italic type with underscores, as the "
    "e-text does: they are given as <hi rend=\"italic\">."),
    ("Each numbered item of a text is a <div type=\"item\"> whose xml:id is the edition's "
    "identifier of the item with the game's hyphens dropped and a hyphen for the colon "
    "(all-fours:s92-iii is allfours-s92-iii); its @corresp is the item's permalink. A section "
    "heading printed by the source opens a <div type=\"section\"> (the heading in an <ab "
    "subtype=\"heading\">) that holds the items under it, up to the next heading; items "
    "before the first, and a paragraph whose heading is part of its own text (Whist's 73 "
    "and 77), stand outside any section. Headings in <head type=\"editorial\"> are the "
    "editors'."),
    ("Evident misprints are given as <choice><sic/><corr/></choice>, with the editors' reading in "
    "<corr>. Where a fragment opens or breaks off inside a paragraph that the witness has, the "
    "witness's words for the lost part of that paragraph stand there, in <supplied "
    "reason=\"lost\"> with the witness as @source (\"l\" supplied before \"atter case\"); the "
    "witness's whole paragraphs beyond it stand apart, in <div type=\"supplied\">. Where nothing "
    "is known of what was lost, a <gap reason=\"lost\"/> stands there. Every editorial note is a <note> with @type lacuna, misprint or note, "
    "beside the words it is on (a <seg> it targets), numbered as on the game page. The "
    "commentary of each item is the editors' and stands in <div type=\"commentary\">; its "
    "citations point to the works listed in <back>."),
    ("The concordance of each item is an apparatus, <listApp type=\"concordance\"> after its text: "
    "the <lem> points to the item's text and names as witnesses the text itself and every book "
    "with the same words; each <rdg> is another book's counterpart (type \"omission\" where "
    "none was found, \"not-compared\" where the part of the book that would hold it was not "
    "seen), described in the editors' words, as the transcriptions of those books "
    "are not part of this edition. The witnesses are listed in <listWit> in the header."),
)


def bibliography_status(entry: Entry) -> str:
    return STATUS[entry.status]


# --------------------------------------------------------------------------
# Commentary Markdown as a tree


class _CiteInline(InlineProcessor):
    def handleMatch(self, m: re.Match[str], data: str) -> tuple[etree.Element, int, int]:
        element = etree.Element("tei-cite", {"body": m.group("body")})
        return element, m.start(0), m.end(0)


class _Keep(Treeprocessor):
    def run(self, root: etree.Element) -> None:
        self.md.tei_root = root  # type: ignore[attr-defined]


HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")


def has_heading(markdown: str) -> bool:
    """Whether the page's Markdown holds a heading ("## …"), outside fenced
    code."""
    fenced = False
    for line in markdown.splitlines():
        if re.match(r"\s*(```|~~~)", line):
            fenced = not fenced
        elif not fenced and re.match(r"#{1,6}\s", line):
            return True
    return False


def markdown_tree(text: str) -> etree.Element:
    """Markdown as Python-Markdown parses it (an ElementTree), citations as
    ``<tei-cite>`` elements; raw HTML is not expected in commentary."""
    md = Markdown(extensions=["tables", "attr_list"])
    md.inlinePatterns.register(_CiteInline(CITATION.pattern, md), "tei-cite", 175)
    md.treeprocessors.register(_Keep(md), "tei-keep", -10)
    md.convert(text)
    root: etree.Element = md.tei_root  # type: ignore[attr-defined]
    if md.htmlStash.html_counter:
        raise PluginError("tei: raw HTML in commentary cannot be written as TEI")
    return root


# --------------------------------------------------------------------------
# Files


def serialise(root: etree.Element) -> str:
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            + etree.tostring(root, encoding="unicode") + "\n")


def documents(edition: Edition, entries: dict[str, Entry]) -> dict[str, str]:
    """Every TEI file of the build: site path -> XML."""
    writer = Writer(edition, entries)
    out = {f"tei/{page.game}.xml": serialise(writer.document(page))
           for page in edition.pages.values()}
    out["tei/edition.xml"] = serialise(writer.corpus())
    return out


def on_files(files: Files, config: MkDocsConfig) -> Files:
    edition = page_model.current()
    for path, content in documents(edition, load_bibliography()).items():
        files.append(File.generated(config, path, content=content))
    for page in edition.pages.values():
        page.downloads = [
            Download(f"TEI P5 XML of {page.title}", f"tei/{page.game}.xml",
                     "the period text, apparatus and commentary"),
            Download("TEI of the whole edition", "tei/edition.xml", "the four texts"),
        ]
    return files

