"""The one renderer of a game page: it writes the page's Markdown (with HTML
blocks, ``md_in_html``) from its model (``page_model.py``), once, with every
part in it: the headings and anchors, the period text with its apparatus marks,
the commentary, the example (marked for Run where ``live.py`` says it runs),
the worked-hand steps, the text supplied from the witness, the citations, and
the apparatus at the foot.  MkDocs then turns it into HTML like any page.

It also gives every page of the site, through :class:`EditionMarkdown` (a
Markdown extension that ``edition.py`` adds to the build), the markup that is
not a game page's own: a citation ``[@key, locator]`` becomes a link to its
entry on the Sources page, and a glossary term is marked on its first use in
each part of a page (the opening, and each law item).  Both work on the
document as Markdown parses it.  Last, the code blocks as Pygments wrote them
lose the spans that change nothing the reader needs (:func:`plain_code`).
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as etree
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from markdown import Markdown
from markdown.extensions import Extension
from markdown.inlinepatterns import InlineProcessor
from markdown.postprocessors import Postprocessor
from markdown.treeprocessors import Treeprocessor
from mkdocs.exceptions import PluginError
from mkdocs.utils import get_relative_url

from page_model import (
    CITATION,
    ITALIC,
    ApparatusNote,
    Citation,
    ConsoleBlock,
    Counterpart,
    Edition,
    GamePage,
    ItemCitation,
    LawItem,
    Paragraph,
    PeriodText,
    Prose,
    SourceHeading,
    SuppliedPlace,
    SuppliedText,
    Work,
    WorkedHandStep,
    collapse,
    parse_citation,
)
from playable.laws import GAMES

LACUNA_SIGN = "⟨…⟩"
#: The class of a law item's section: each one is a part of its page for the
#: glossary's first uses.
LAW_ITEM = "law-item"


# --------------------------------------------------------------------------
# Citations


def citation_words(cites: Iterable[Citation], works: dict[str, Work]) -> str:
    """Citations as plain words, ``(Enquire Within 1894, ¶122)``: what stands
    where a link cannot (a tooltip)."""
    return "(" + "; ".join(works[c.key].short + (f", {c.locator}" if c.locator else "")
                           for c in cites) + ")"


def citation_html(cites: Iterable[Citation], works: dict[str, Work], href: str) -> str:
    """Citations as links to their entries on the Sources page (``href`` is
    that page, relative to the citing page), with the full reference as each
    link's tooltip."""
    links = []
    for cite in cites:
        work = works[cite.key]
        link = (f'<a class="cite" href="{href}#{work.anchor}" '
                f'title="{html.escape(work.reference)}">{html.escape(work.short)}</a>')
        links.append(link + (f", {html.escape(cite.locator)}" if cite.locator else ""))
    return '<span class="citation">(' + "; ".join(links) + ")</span>"


def resolved(body: str, works: dict[str, Work], where: str) -> list[Citation]:
    """The citations of ``[body]``, every key known, or the build stops."""
    try:
        cites = parse_citation(body)
    except ValueError as err:
        raise PluginError(f"{where}: {err}") from None
    for cite in cites:
        if cite.key not in works:
            raise PluginError(f"{where}: [@{cite.key}] is not in docs/bibliography.yml")
    return cites


def cited_text(text: str, cite: Callable[[list[Citation]], str]) -> str:
    """Plain text as HTML, each citation in it written by ``cite``."""
    out, position = [], 0
    for match in CITATION.finditer(text):
        out.append(html.escape(text[position:match.start()]))
        out.append(cite(parse_citation(match.group("body"))))
        position = match.end()
    out.append(html.escape(text[position:]))
    return "".join(out)


# --------------------------------------------------------------------------
# Period text


def escape(text: str) -> str:
    """Period text as Markdown that renders to exactly that text, with the
    source's ``_underscores_`` as italics."""
    parts = ITALIC.split(text)
    out = []
    for i, part in enumerate(parts):
        part = re.sub(r"([\\`*_\[\]<>{}|])", r"\\\1", part)
        out.append(f"*{part}*" if i % 2 else part)
    return "".join(out)


def plain_markdown(text: str) -> str:
    """Text documented as plain (a title, a definition) as Markdown that
    renders to exactly that text: no HTML, no emphasis, link or code."""
    return re.sub(r"([\\`*_\[\]{}])", r"\\\1", html.escape(text, quote=False))


def markdown_without_html(markdown: str) -> str:
    """Markdown from a data file (a note) with raw HTML made impossible:
    every ``<`` is written ``&lt;``, so a tag shows as text.  (Inside a code
    span that shows as ``&lt;``: a note says "less than" there.)"""
    return markdown.replace("<", "&lt;")


def not_a_list(markdown: str) -> str:
    """Keep a paragraph that opens with a number ("93. Terms") from becoming
    a numbered list."""
    return re.sub(r"^(\d+)\.", r"\1\\.", markdown)


#: The Concordance page's address in the site.
CONCORDANCE_URL = "concordance/"


def also_in_file(game: str) -> str:
    """The site's file of the "Also in" lists of ``game``'s laws, by law id
    (:func:`also_in_rows`)."""
    return f"concordance/{game}-also-in.json"


def also_in_rows(counterparts: Iterable[Counterpart], works: dict[str, Work],
                 href: str) -> str:
    """The list inside a law's "Also in": each counterpart, its book cited
    (``href``: the Sources page, relative to the law's page), with its
    number, how it differs, and whether it was checked in the book."""
    rows = []
    for c in counterparts:
        cite = citation_html([c.citation], works, href)
        number = (f" Its numbering: {html.escape(c.numbering)}."
                  if c.found and c.numbering else "")
        what = html.escape(c.differs) if c.found or not c.compared else (
            "No counterpart found. " + html.escape(c.differs))
        check = "Checked" if c.checked else "Not checked"
        rows.append(f"<li>{cite}, {html.escape(c.edition_year)}.{number} {what} <span"
                    f' class="ed check">{check}: '
                    f"{html.escape(c.basis)}</span></li>")
    return "\n".join(["<ul>", *rows, "</ul>"])


def sources_href(edition: Edition, url: str) -> str:
    """The Sources page, relative to the page at ``url`` ("" on itself)."""
    if not edition.sources_url or edition.sources_url == url:
        return ""
    return get_relative_url(edition.sources_url, url)


@dataclass(frozen=True)
class Piece:
    """A piece of a page's Markdown; ``join``: the editors' soft line-wrapping
    in it is joined (see :func:`join_wrapped_lines`)."""

    markdown: str
    join: bool = True


class Renderer:
    """Writes one game page's Markdown from its model."""

    def __init__(self, edition: Edition, page: GamePage) -> None:
        self.edition = edition
        self.page = page
        self.sources_href = sources_href(edition, page.url)

    # ---------------------------------------------------------- small parts

    def tooltip(self, note: ApparatusNote) -> str:
        text = f"{note.label}. {note.note}"
        if note.reading:
            text = f"{note.label}: read “{note.reading}”. {note.note}"
        return html.escape(CITATION.sub(lambda m: citation_words(
            parse_citation(m.group("body")), self.edition.works), text))

    def cited(self, text: str) -> str:
        return cited_text(text, lambda cites: citation_html(cites, self.edition.works,
                                                              self.sources_href))

    def paragraph(self, paragraph: Paragraph) -> str:
        out = []
        for words in paragraph.words:
            note = words.note
            if note is None:
                out.append(escape(words.text))
                continue
            n = note.number
            out.append(f'<a class="app-ref" id="app-ref-{n}" href="#app-{n}" '
                       f'title="{self.tooltip(note)}">{escape(words.text)}</a>'
                       f'<sup class="ed app-mark">{n}</sup>')
        return not_a_list("".join(out).replace("\n", "<br>\n"))

    def lacuna(self, note: ApparatusNote) -> str:
        n = note.number
        return (f'<a class="ed lacuna" id="app-ref-{n}" href="#app-{n}" '
                f'title="{self.tooltip(note)}">{LACUNA_SIGN}</a>')

    def period(self, text: PeriodText) -> str:
        blocks = [self.paragraph(p) for p in text.paragraphs]
        if text.opening_lacuna and not blocks:  # an item lost whole: the sign alone
            blocks = [self.lacuna(text.opening_lacuna)]
        elif text.opening_lacuna:
            blocks[0] = self.lacuna(text.opening_lacuna) + self.apart("before") + blocks[0]
        if text.closing_lacuna:
            blocks[-1] = blocks[-1] + self.apart("after") + self.lacuna(text.closing_lacuna)
        return "\n\n".join(blocks)

    def apart(self, where: str) -> str:
        """What stands between the lacuna's sign and the fragment's words at
        the loss ``where`` ("before" its first words, "after" its last):
        nothing where the witness shows the loss inside a word ("⟨…⟩atter
        case", "If, bei⟨…⟩": a space had made a word of part of one), else
        a space."""
        supplied = dict(self.page.supplied).get(where)
        return "" if supplied is not None and supplied.joined else " "

    # ---------------------------------------------------------- page parts

    def source_heading(self, heading: SourceHeading) -> str:
        return (f"## {heading.heading} {{#{heading.anchor}}}\n\n"
                f'<div class="period period-division" markdown="block">\n\n'
                + self.period(heading.text) + "\n\n</div>\n")

    def example(self, item: LawItem) -> str:
        """The item's example as a block of its page; the text of its prose
        keeps its line-wrapping (as written)."""
        example = item.example
        if example is None and item.law.cut == "lost":
            return ('<p class="example-pending" markdown="span">'
                    "**No example:** no word of this item survives in the copies read, so "
                    "there is no law here for the engine to enforce.</p>\n")
        if example is None:
            return ('<p class="example-pending" markdown="span">'
                    "**Executable example:** this item's example comes with the engine for "
                    f"{GAMES[item.law.game]}.</p>\n")
        live = example.live and bool(example.blocks)
        attributes = (f' data-live-example="{html.escape(item.id)}" '
                      f'data-live-game="{item.law.game}"') if live else ""
        classes = "admonition example" + (" live-example" if live else "")
        lines = [f'<div class="{classes}"{attributes} markdown="block">',
                 f'<p class="admonition-title" markdown="span">At the table: {item.law.citation}</p>',
                 ""]
        for part in example.parts:
            lines += [console(part, live) if isinstance(part, ConsoleBlock) else part.markdown,
                      ""]
        lines.append("</div>\n")
        return "\n".join(lines)

    def steps(self, steps: list[WorkedHandStep]) -> str:
        """The line "Seen in a worked hand: <title> (step 4, step 5)." under an
        item, each step a link to its place in the notebook's page."""
        groups: dict[str, dict[str, list[WorkedHandStep]]] = {}
        for step in steps:
            groups.setdefault(step.label, {}).setdefault(step.title, []).append(step)
        out = []
        for label, by_title in groups.items():
            parts = []
            for title, places in by_title.items():
                href = html.escape(get_relative_url(places[0].url, self.page.url))
                links = ", ".join(
                    f'<a href="{href}#{step.anchor}">'
                    f"{html.escape(f'step {step.where}' if step.where.isdigit() else step.where)}"
                    "</a>" for step in places)
                parts.append(f'<a href="{href}"><em>{html.escape(title)}</em></a> ({links})')
            out.append(f'<p class="seen-in">{html.escape(label)}: {"; ".join(parts)}.</p>')
        return "\n\n".join(out)

    def also_in(self, item: LawItem) -> str:
        """The line "Also in:" under a law: the other period books'
        counterparts (``docs/concordance.yml``), folded.  Its list (each
        book cited, with its number, how it differs, and whether it was
        checked in the book: :func:`also_in_rows`) is a file of the site, one
        for the page's laws (:func:`also_in_file`), which ``docs/js/cite.js``
        reads when a law's line is first opened: some 20 KB gzipped at
        Whist, a quarter of the page, which every reader would load and few
        open.  Without the script the line says where the list is: the
        Concordance page, which has every row."""
        counterparts = item.concordance
        if not counterparts:
            return ""
        works = self.edition.works
        # each book named once (two places in one book made "Hoyle's Games;
        # Hoyle's Games"), the books with a counterpart first: "no counterpart
        # found in X; Y (laws 44, 49)" read as though none were found in Y
        # either (the list keeps the books' order and each place)
        numbers: dict[str, list[str]] = {}
        for c in counterparts:
            if c.found:
                numbers.setdefault(c.work, []).extend([c.numbering] if c.numbering else [])
        missing = dict.fromkeys(c.work for c in counterparts if c.work not in numbers)
        compared = {c.work for c in counterparts if c.compared}
        names = "; ".join(
            [html.escape(works[w].short + (f" ({'; '.join(n)})" if n else ""))
             for w, n in numbers.items()]
            + [("no counterpart found in " if w in compared else "not compared with ")
               + html.escape(works[w].short) for w in missing])
        rows = html.escape(get_relative_url(also_in_file(item.law.game), self.page.url))
        where = html.escape(get_relative_url(CONCORDANCE_URL, self.page.url))
        opening = (f'<details class="also-in" data-also-in="{html.escape(item.id)}" '
                   f'data-rows="{rows}"><summary>Also in: {names}</summary>')
        wait = ('<p class="also-in-wait">Each book\'s counterpart, how it differs and whether '
                f'it was checked: in the <a href="{where}#{item.law.game}">Concordance</a>.</p>')
        return f"{opening}\n{wait}\n</details>\n"

    def cite(self, item: LawItem, cite: ItemCitation) -> str:
        """The item's "Cite" control: a disclosure (it opens without script)
        with the files to download, and a place for the formatted references,
        which ``docs/js/cite.js`` fills from the page's file of references
        (``data-references``) when the control first opens, adding copy
        buttons; it also gives the page's metadata tags the item's title
        (``data-title``) and address (the page's with the item's anchor) when
        the address names the item.  Kept out of the search index
        (``data-search-exclude``): a search finds the law's text."""
        ident = item.xml_id
        label = html.escape(f"Cite {item.law.citation}")
        references = html.escape(get_relative_url(cite.references, self.page.url))
        lines = [(f'<details class="cite-law" id="cite-{ident}" data-cite="{item.id}" '
                  f'data-title="{html.escape(cite.title)}" data-references="{references}" '
                  "data-search-exclude>"),
                 f'<summary aria-label="{label}">Cite</summary>',
                 '<div class="cite-body">']
        if cite.local:
            lines.append('<p class="cite-local"><strong>Local build, not published:</strong> '
                         "these citations give this copy's address, not the edition's "
                         "published one.</p>")
        lines.append('<dl class="cite-styles"><dt class="cite-wait">The formatted references'
                     "</dt><dd>are shown here by the page's script; the files below hold the "
                     "same citation.</dd></dl>")
        links = " · ".join(
            f'<a class="cite-file" href="{html.escape(get_relative_url(path, self.page.url))}" '
            f'download>{html.escape(name)}</a>' for name, path in cite.files)
        lines += [f'<p class="cite-files">Download or copy: {links}</p>', "</div>", "</details>"]
        return "\n".join(lines) + "\n"

    def downloads(self) -> str:
        """What the page offers to download (its TEI document)."""
        if not self.page.downloads:
            return ""
        links = "; ".join(
            f'<a href="{html.escape(get_relative_url(d.path, self.page.url))}" download>'
            f"{html.escape(d.label)}</a> ({html.escape(d.about)})" for d in self.page.downloads)
        return f'\n<p class="ed downloads">Download this text: {links}.</p>\n'

    def item(self, item: LawItem) -> list[Piece]:
        """The item's section: its heading and anchor, the period text beside
        the commentary, the example, the worked-hand steps."""
        law = item.law
        opening = "\n".join([
            '<section class="law-item" markdown="block">',
            "",
            f"### {law.heading} · {law.title} {{#{law.anchor} data-law-id=\"{law.id}\"}}",
            "",
            *([self.cite(item, item.cite), ""] if item.cite else []),
            '<div class="law-grid" markdown="block">',
            '<div class="period" markdown="block">',
            '<p class="ed pane-label">Period text</p>',
            "",
            self.period(item.period),
            "",
            "</div>",
            '<div class="commentary" markdown="block">',
            '<p class="ed pane-label">Commentary</p>',
            "",
            item.commentary.markdown,
            "",
            "</div>",
            "</div>",
            self.also_in(item),
            '<div class="law-example" markdown="block">',
            "",
        ])
        close = ["</div>"]
        if item.steps:
            close.append(self.steps(item.steps))
        close += ["", "</section>", ""]
        return [Piece(opening), Piece(self.example(item), join=False), Piece("\n".join(close))]

    def supplied(self, place: SuppliedPlace) -> str:
        """The text supplied from the witness, set apart from the period text:
        a quotation labelled with the witness, its paragraphs cited."""
        if place.where not in self.page.supplied:
            raise PluginError(f"{self.page.src_uri}: no text supplied {place.where} the "
                              f"fragment (docs/hooks/witness.py adds it)")
        supplied: SuppliedText = self.page.supplied[place.where]
        paras = [self.paragraph(p) for p in supplied.paragraphs]
        space = "" if supplied.joined else " "
        word = escape(supplied.fragment_word)
        if supplied.where == "before":
            paras[-1] += (f'{space}<span class="ed" title="Here the fragment takes up">'
                          f"[{word} …]</span>")
            note = ("These words stand in the witness before the first words of the fragment, "
                    "which take up where the bracket shows.")
        else:
            paras[0] = (f'<span class="ed" title="Here the fragment breaks off">'
                        f"[… {word}]</span>{space}") + paras[0]
            note = ("These words follow, in the witness, the last words of the fragment, "
                    "shown in brackets.")
        cite = supplied.witness
        title = f"Supplied from the witness [@{cite.key}, {cite.locator}]"
        body = [f"{note} They are not part of the transcription.\n{{: .ed .supplied-note }}",
                *paras]
        indented = "\n\n".join("\n".join("    " + line for line in p.split("\n")) for p in body)
        return f'!!! quote supplied "{title}"\n\n{indented}\n'

    def flow(self, flow: Iterable[Prose | SuppliedPlace]) -> str:
        return "".join(part.markdown if isinstance(part, Prose) else self.supplied(part)
                       for part in flow)

    def apparatus(self) -> str:
        notes = self.page.notes
        if not notes:
            return ""
        lines = [
            "",
            "## Editorial notes {#editorial-notes}",
            "",
            (
                "The apparatus of this page: each note is marked in the period text above, "
                "which is left as the source prints it. See the "
                "[editorial method](method.md#apparatus)."
            ),
            "",
            '<ol class="apparatus">',
        ]
        for note in notes:
            n = note.number
            law = self.page.item(note.law_id).law
            where = (
                # the words noted, their italics as the text prints them
                "“" + ITALIC.sub(r"<em>\1</em>", html.escape(collapse(note.at))) + "”"
                if note.at not in ("start", "end")
                else ("at the opening" if note.at == "start" else "at the close")
            )
            reading = f" Read “{self.cited(note.reading)}”." if note.reading else ""
            lines.append(
                f'<li id="app-{n}"><a href="#{law.anchor}">{html.escape(law.heading)}</a>, '
                f"{where}. <strong>{note.label}.</strong>{reading} {self.cited(note.note)} "
                f'<a class="ed" href="#app-ref-{n}" title="Back to the text">↩</a></li>'
            )
        lines += ["</ol>", ""]
        return "\n".join(lines)

    # ---------------------------------------------------------- the page

    def markdown(self) -> str:
        """The whole page.  The editors' soft line-wrapping is joined (so that
        a glossary term wrapped across two lines is still one phrase) except in
        the examples, which keep theirs."""
        pieces = [Piece(self.flow(self.page.opening)), Piece(self.downloads(), join=False)]
        for item in self.page.items:
            pieces += [Piece(self.source_heading(heading)) for heading in item.headings]
            pieces += self.item(item)
            pieces.append(Piece(self.flow(item.after)))
        pieces.append(Piece(self.apparatus()))
        return "\n".join(join_wrapped_lines(p.markdown) if p.join else p.markdown
                         for p in pieces)


def console(block: ConsoleBlock, live: bool) -> str:
    """A console block as a fenced ``pycon`` block, marked for Run if live."""
    return ("```{.pycon .live-block}" if live else "```pycon") + f"\n{block.printed}\n```"


def game_page_markdown(edition: Edition, page: GamePage) -> str:
    return Renderer(edition, page).markdown()


# --------------------------------------------------------------------------
# The editors' Markdown

_BLOCK_START = re.compile(r"^(\s|[-*+>|#<!?@:]|\d+[.)]\s|```|~~~|\*\[|$)")


def join_wrapped_lines(markdown: str) -> str:
    """Join the author's soft line-wrapping inside plain paragraphs, so that a
    glossary term wrapped across two source lines ("royal / marriage") is
    still one phrase to mark.  Fences, lists, tables, headings, HTML and
    indented blocks are left as they are."""
    out: list[str] = []
    fenced = False
    for line in markdown.split("\n"):
        if line.startswith(("```", "~~~")):
            fenced = not fenced
            out.append(line)
            continue
        previous = out[-1] if out else ""
        if (
            not fenced
            and previous.strip()
            and not previous.endswith("  ")
            and not _BLOCK_START.match(line)
            and not re.match(r"^(#|\||<|\s{4}|```|~~~|\*\[|!!!|\?\?\?|@@)", previous)
        ):
            out[-1] = previous + " " + line
        else:
            out.append(line)
    return "\n".join(out)


# --------------------------------------------------------------------------
# The Markdown extension: citations and glossary marks on every page


@dataclass
class MarkupContext:
    """What the extension needs to know of the page being converted (set by
    ``edition.py`` as each page's Markdown is ready)."""

    edition: Edition
    src_uri: str = ""
    url: str = ""

    @property
    def sources_href(self) -> str:
        return sources_href(self.edition, self.url)


class CitationProcessor(InlineProcessor):
    """``[@key, locator]`` → a link to the entry on the Sources page."""

    def __init__(self, md: Markdown, context: MarkupContext) -> None:
        super().__init__(CITATION.pattern, md)
        self.context = context

    def handleMatch(self, m: re.Match[str], data: str) -> tuple[str, int, int]:
        context = self.context
        cites = resolved(m.group("body"), context.edition.works, context.src_uri)
        markup = citation_html(cites, context.edition.works, context.sources_href)
        return self.md.htmlStash.store(markup), m.start(0), m.end(0)


_CODE_TAGS = {"code", "pre", "script", "style"}


def _texts(root: etree.Element) -> Iterable[str]:
    """Every text of the document outside code."""
    def walk(element: etree.Element) -> Iterable[str]:
        if element.tag in _CODE_TAGS:
            return
        yield element.text or ""
        for child in element:
            yield from walk(child)
            yield child.tail or ""
    yield from walk(root)


class StrayCitations(Treeprocessor):
    """A ``[@`` left over once the citations are links is a malformed one:
    the build stops on it."""

    def __init__(self, md: Markdown, context: MarkupContext) -> None:
        super().__init__(md)
        self.context = context

    def run(self, root: etree.Element) -> None:
        for text in _texts(root):
            if "[@" in text:
                raise PluginError(f"{self.context.src_uri}: a '[@' that is not a citation: "
                                  f"{text[text.index('[@'):][:60]!r}")


class FirstUses(Treeprocessor):
    """Keep a glossary term's mark (``abbr``) on its first use in each part of
    a page (the opening, and each law item with what follows it) and drop the
    repeats, so the text is not a thicket of underlines and the keyboard does
    not stop on every 'trick'.  The marks kept take keyboard focus, so
    definitions show on focus too.

    A definition is written out once a page, on its first mark, which also
    carries its number on the page (``data-g``); its later marks carry the
    number alone, and ``docs/js/lazy-search.js`` gives them the definition
    (``title``) before the theme's script, which draws the tooltips, comes.
    The Whist page's 266 marks had 35 definitions between them, each written
    out some eight times: 3.3 KB of its first load, gzipped.  Without the
    page's script only the first mark of each term shows its definition."""

    def run(self, root: etree.Element) -> None:
        parents = {child: parent for parent in root.iter() for child in parent}
        seen: set[str] = set()
        numbers: dict[str, int] = {}
        for top in root:
            if top.tag == "section" and LAW_ITEM in (top.get("class") or "").split():
                seen = set()
            for abbr in [e for e in top.iter("abbr")]:
                key = (abbr.text or "").lower()
                if key in seen:
                    _unwrap(abbr, parents[abbr])
                    continue
                seen.add(key)
                title = abbr.get("title", "")
                abbr.attrib.clear()
                abbr.set("tabindex", "0")
                if title not in numbers:
                    numbers[title] = len(numbers)
                    abbr.set("title", title)
                abbr.set("data-g", str(numbers[title]))


def held_script(src: str) -> str:
    """A script the page holds back, unfetched, until the reader's first sign
    of life or an address naming a place in the page: ``docs/js/lazy-search.js``
    loads every script so written, in the page's order (the theme's bundle,
    ``live.py``; a law page's Cite controls, ``cite.py``)."""
    return f'<script type="text/plain" data-lazy-src="{html.escape(src)}"></script>'


#: Pygments' token classes whose spans a code block does without: names,
#: constants (True, None) and whitespace, which the theme draws in the code's
#: own colour, and punctuation and operators, which it draws in a grey close
#: to it.  Keywords, strings, numbers, comments, the prompts and the printed
#: output keep their colours.  On a page of laws these spans were over a third
#: of the elements.
PLAIN_TOKENS = ("n", "kc", "w", "p", "o")
_PRE = re.compile(r"<pre\b[^>]*>.*?</pre>", re.DOTALL)
_PLAIN_SPAN = re.compile(r'<span class="(?:' + "|".join(PLAIN_TOKENS) + r')">([^<]*)</span>')
#: Two spans of one class with nothing but a line's end between them (the
#: printed output's lines, a prompt's ``... `` after a blank one): one span.
_NEXT_SAME = re.compile(r'<span class="([^"]+)">([^<]*)</span>(\n?)<span class="\1">')


def plain_code(html_text: str) -> str:
    """The page's code blocks with the spans of :data:`PLAIN_TOKENS` taken
    out (their text stays, the same characters), the spans of one class
    that follow one another made one, Pygments' empty span before the code
    and the escapes of ``>`` (the prompts') left out: the same characters
    drawn in the same colours.  Each block's code is reachable from the
    keyboard (it may scroll sideways; the theme's script, which comes later,
    drops this from the blocks that do not), and has its number of lines
    (``--lines``; a code block never wraps), from which edition.css knows
    its height before it is laid out: a block laid out only near the screen
    keeps its size when it is."""
    def light(match: re.Match[str]) -> str:
        block = _PLAIN_SPAN.sub(r"\1", match.group(0))
        merged = None
        while merged != block:
            merged, block = block, _NEXT_SAME.sub(r'<span class="\1">\2\3', block)
        block = block.replace("<span></span><code>", "<code>", 1).replace("&gt;", ">")
        code = block[block.find("<code>"):]
        lines = html.unescape(re.sub(r"<[^>]+>", "", code)).rstrip("\n").count("\n") + 1
        block = block.replace("<pre", f'<pre style="--lines: {lines}"', 1)
        return block.replace("<code>", '<code tabindex="0">', 1)
    return _PRE.sub(light, html_text)


def keyboard_tables(html_text: str) -> str:
    """The page's tables (Markdown's, with no class) reachable from the
    keyboard: on a phone a wide one scrolls sideways, and a reader without a
    pointer scrolls it with the arrow keys once it has the focus.  (The
    theme's script, which comes later, puts each in a scrolling frame; the
    focusable table inside it still serves.)"""
    return html_text.replace("<table>", '<table tabindex="0">')


class KeyboardTables(Postprocessor):
    """Tables reachable from the keyboard (:func:`keyboard_tables`)."""

    def run(self, text: str) -> str:
        return keyboard_tables(text)


class PlainCode(Postprocessor):
    """Lighter code blocks (:func:`plain_code`), once the highlighted blocks
    are in the page."""

    def run(self, text: str) -> str:
        return plain_code(text)


def _unwrap(element: etree.Element, parent: etree.Element) -> None:
    """Put an element's text in its parent in its place."""
    text = (element.text or "") + (element.tail or "")
    index = list(parent).index(element)
    if index:
        before = parent[index - 1]
        before.tail = (before.tail or "") + text
    else:
        parent.text = (parent.text or "") + text
    parent.remove(element)


class EditionMarkdown(Extension):
    """Citations and glossary marks, as Markdown converts each page."""

    def __init__(self, context: MarkupContext, **kwargs: Any) -> None:
        self.context = context
        super().__init__(**kwargs)

    def extendMarkdown(self, md: Markdown) -> None:
        # Before the links and references, which would read "[@key]" as one.
        md.inlinePatterns.register(CitationProcessor(md, self.context), "citation", 175)
        # After the inline patterns (20); the glossary's marks (abbr, 7) before.
        md.treeprocessors.register(StrayCitations(md, self.context), "stray-citations", 19)
        md.treeprocessors.register(FirstUses(md), "first-uses", 6)
        # After the highlighted blocks are put back in the page (raw_html, 30).
        md.postprocessors.register(PlainCode(md), "plain-code", 10)
        md.postprocessors.register(KeyboardTables(md), "keyboard-tables", 9)
