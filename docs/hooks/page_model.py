"""The model of a game page: one plain, typed description of what a page of
laws holds, built once per build, to which each part of the build adds its own
data, and from which the markup is written once (``page_render.py``).

A game page (``docs/<game>.md``) is an *opening* (the page's own Markdown, down
to its first law), then every numbered item of the period text in the order of
the source, then the apparatus.  Each :class:`LawItem` carries:

* its law (identifier, anchor, heading, title: :class:`playable.laws.Law`), and
  the source's own section headings that stand before it;
* its period text, cut from the transcription (:class:`PeriodText`): the exact
  slice, and its paragraphs as :class:`Words` with the apparatus notes on them;
* its commentary (Markdown, :class:`Prose`) and any Markdown that stands after
  it on the page (a ``@@@`` line in the page starts it);
* its example (:class:`Example`), parsed once from
  ``docs/examples/<game>/<anchor>.md``: prose and console blocks, each a list
  of statements with the output the engine prints;
* the worked-hand steps that show it at work (:class:`WorkedHandStep`);
* its counterparts in the other period books (:class:`Counterpart`);
* the citations of all of these (:class:`Citation`), which resolve to the
  works of the bibliography (:class:`Work`).

Who adds what: ``edition.py`` builds the pages (items, period text, apparatus,
commentary, examples); ``witness.py`` adds the text supplied from the witness
(:class:`SuppliedText`); ``bibliography.py`` the works the citations resolve
to; ``concordance.py`` the counterparts; ``notebooks.py`` the worked-hand steps; ``live.py`` marks the examples that
run in the reader's browser.  :func:`begin` starts the model of a build and
:func:`current` gives it to the hooks that add to it.

``cite.py`` adds the edition's release (version, date, canonical address)
and each item's ready citation (:class:`ItemCitation`); ``tei.py`` the TEI
documents the pages offer for download (:class:`Download`).

Nothing here writes markup: the model is written out as HTML (``page_render``)
and as TEI (``tei.py``), and is meant for a concordance or print later, from
the same data.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Literal

from playable.laws import Law

NoteKind = Literal["lacuna", "misprint", "note"]
Where = Literal["before", "after"]

# --------------------------------------------------------------------------
# Citations


#: A citation in Markdown: ``[@key]``, ``[@key, locator]``, ``[@a; @b, p. 3]``.
CITATION = re.compile(r"\[(?P<body>@[^\[\]<>]*)\]")
#: The transcriptions' italics: a run of words between underscores (``_so_``),
#: as the e-text marks them; the page, the apparatus list and the TEI read them so.
ITALIC = re.compile(r"_([^_]+)_")
KEY = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
#: What holds no citation in Markdown: fenced code and code spans.
_CODE = re.compile(r"^(?P<fence>```|~~~).*?^(?P=fence)[ \t]*$|(?P<ticks>`+).+?(?P=ticks)",
                   re.MULTILINE | re.DOTALL)


@dataclass(frozen=True)
class Citation:
    """One work cited, by its key in ``docs/bibliography.yml``, with the place
    in it (``"¶124 ii"``, ``"p. 12"``) if one is given."""

    key: str
    locator: str = ""


def parse_citation(body: str) -> list[Citation]:
    """``@a, p. 3; @b`` → two citations.  A part after ``;`` that does not
    start with ``@`` is the locator of the citation before it.  A malformed
    body raises ``ValueError``."""
    cites: list[Citation] = []
    body = " ".join(body.split())
    for part in (p.strip() for p in body.split(";")):
        if not part:
            raise ValueError(f"an empty part in [{body}]")
        if part.startswith("@"):
            key, _, locator = part[1:].partition(",")
            key = key.strip()
            if not KEY.fullmatch(key):
                raise ValueError(f"{key!r} in [{body}] is not a key")
            cites.append(Citation(key, locator.strip()))
        elif cites and not cites[-1].locator:
            cites[-1] = Citation(cites[-1].key, part)
        else:
            raise ValueError(f"[{body}]: {part!r} is neither a key nor a locator")
    return cites


def find_citations(markdown: str) -> list[Citation]:
    """Every citation in a piece of Markdown, in order; code is left out.  A
    malformed citation raises ``ValueError``."""
    text = _CODE.sub("", markdown)
    return [cite for match in CITATION.finditer(text)
            for cite in parse_citation(match.group("body"))]


@dataclass(frozen=True)
class Work:
    """What a citation resolves to: an entry of the bibliography, as much of
    it as a page shows where it is cited."""

    key: str
    short: str  # the label a citation shows: "Enquire Within 1894"
    reference: str  # the full reference, as plain text

    @property
    def anchor(self) -> str:
        """Its anchor on the Sources page."""
        return f"bib-{self.key}"


# --------------------------------------------------------------------------
# Text


def collapse(text: str) -> str:
    return " ".join(text.split())


def paragraphs(text: str) -> list[str]:
    """Split on blank lines; join the transcriber's line-wrapping.  A paragraph
    of short lines (a printed list, like the tally of 93 iv) keeps its lines."""
    result = []
    for block in re.split(r"\n\s*\n", text.strip()):
        lines = [line.strip() for line in block.splitlines() if line.strip()]
        if not lines:
            continue
        if len(lines) > 1 and all(len(line) <= 30 for line in lines):
            result.append("\n".join(lines))
        else:
            result.append(" ".join(lines))
    return result


# --------------------------------------------------------------------------
# The parts of a page


@dataclass(frozen=True)
class Prose:
    """Markdown written by the editors (commentary, an example's sentences,
    the page's own opening)."""

    markdown: str

    @property
    def citations(self) -> list[Citation]:
        return find_citations(self.markdown)


@dataclass(frozen=True)
class ApparatusNote:
    """One editorial note (``docs/apparatus/<game>.yml``), numbered in the
    order its mark stands on the page."""

    number: int
    law_id: str
    kind: NoteKind
    at: str  # the words of the period text it is on, or "start"/"end" (a lacuna)
    note: str  # plain text; it may cite
    reading: str = ""  # for a misprint: what to read

    @property
    def label(self) -> str:
        return {"lacuna": "Lacuna", "misprint": "Misprint", "note": "Note"}[self.kind]

    @property
    def citations(self) -> list[Citation]:
        return find_citations(self.note)


@dataclass(frozen=True)
class Words:
    """A stretch of a paragraph of the period text, exactly as printed, and
    the apparatus note on these words, if any."""

    text: str
    note: ApparatusNote | None = None


@dataclass(frozen=True)
class Paragraph:
    """A paragraph of the period text.  A printed list of short lines (the
    tally of All-Fours 93 iv) keeps its lines: its text holds ``"\\n"``."""

    words: tuple[Words, ...]

    @property
    def text(self) -> str:
        return "".join(w.text for w in self.words)


@dataclass(frozen=True)
class PeriodText:
    """The period text of one item or section heading: ``source`` is its exact
    slice of the transcription (the slices of a page, in order, are the whole
    transcription); ``paragraphs`` is how the page prints it, line-wrapping
    undone; a lacuna where the fragment is cut stands at its opening or close."""

    source: str
    paragraphs: tuple[Paragraph, ...]
    opening_lacuna: ApparatusNote | None = None
    closing_lacuna: ApparatusNote | None = None

    @property
    def notes(self) -> list[ApparatusNote]:
        """Its notes, in the order of their marks."""
        inline = [w.note for p in self.paragraphs for w in p.words if w.note]
        return ([self.opening_lacuna] if self.opening_lacuna else []) + inline + (
            [self.closing_lacuna] if self.closing_lacuna else [])


@dataclass(frozen=True)
class SourceHeading:
    """A section heading of the source ("92. Laws of All-Fours."), with the
    name and anchor the page gives the section; it stands before an item."""

    heading: str
    anchor: str
    text: PeriodText


@dataclass(frozen=True)
class Statement:
    """One ``>>>`` statement of an example (with its ``...`` lines), and what
    the engine prints for it."""

    source: str  # the code, without prompts; lines joined by "\n"
    output: str  # what it prints, "" for nothing; lines joined by "\n"

    @property
    def printed(self) -> str:
        """The statement as the console prints it, prompts and output."""
        lines = [("... " if i else ">>> ") + line if line else ("..." if i else ">>>")
                 for i, line in enumerate(self.source.split("\n"))]
        if self.output:
            lines.append(self.output)
        return "\n".join(lines)


@dataclass(frozen=True)
class ConsoleBlock:
    """A ``pycon`` block of an example: statements run in one namespace with
    the other blocks of the same example."""

    statements: tuple[Statement, ...]

    @property
    def printed(self) -> str:
        """The block as the page prints it (and as doctest checks it)."""
        return "\n".join(s.printed for s in self.statements)

    @property
    def code(self) -> str:
        """What runs: the statements' source, one after another."""
        return "".join(s.source + "\n" for s in self.statements)

    @classmethod
    def parse(cls, text: str) -> ConsoleBlock:
        """Read a ``pycon`` block: ``>>>`` opens a statement, ``...`` goes on
        with it, other lines are its output.  Raises ``ValueError`` if the
        block does not open with ``>>>`` or does not read back the same."""
        statements: list[tuple[list[str], list[str]]] = []
        for line in text.split("\n"):
            if line == ">>>" or line.startswith(">>> "):
                statements.append(([line[4:]], []))
            elif statements and not statements[-1][1] and (
                    line == "..." or line.startswith("... ")):
                statements[-1][0].append(line[4:])
            elif statements:
                statements[-1][1].append(line)
            else:
                raise ValueError(f"a console block opens with {line!r}, not '>>>'")
        block = cls(tuple(Statement("\n".join(src), "\n".join(out)) for src, out in statements))
        if block.printed != text:
            raise ValueError("a console block does not read back the same")
        return block


_FENCE = re.compile(r"^```pycon[ \t]*\n(?P<body>.*?)\n```[ \t]*$", re.MULTILINE | re.DOTALL)


@dataclass(frozen=True)
class Example:
    """The executable example of an item: sentences saying what it sets up,
    and console blocks that run against the engine.  ``live`` is set by
    ``live.py`` when the reader can run it in the page."""

    path: str  # where it was read from: "examples/<game>/<anchor>.md"
    parts: tuple[Prose | ConsoleBlock, ...]
    live: bool = False

    @property
    def blocks(self) -> list[ConsoleBlock]:
        return [p for p in self.parts if isinstance(p, ConsoleBlock)]

    @property
    def citations(self) -> list[Citation]:
        return [c for p in self.parts if isinstance(p, Prose) for c in p.citations]

    @classmethod
    def parse(cls, path: str, text: str) -> Example:
        """Read an example file: Markdown with ```` ```pycon ```` blocks."""
        parts: list[Prose | ConsoleBlock] = []
        position = 0
        text = text.rstrip()
        for match in _FENCE.finditer(text):
            prose = text[position:match.start()].strip("\n")
            if prose.strip():
                parts.append(Prose(prose))
            try:
                parts.append(ConsoleBlock.parse(match.group("body")))
            except ValueError as err:
                raise ValueError(f"{path}: {err}") from None
            position = match.end()
        rest = text[position:].strip("\n")
        if rest.strip():
            parts.append(Prose(rest))
        if "```" in "".join(p.markdown for p in parts if isinstance(p, Prose)):
            raise ValueError(f"{path}: a fenced block that is not ```pycon")
        return cls(path, tuple(parts))


@dataclass(frozen=True)
class WorkedHandStep:
    """A place in a worked hand (a notebook's page) where an item is seen at
    work: a step ("Step 4") or a section named by its heading."""

    label: str  # the line's label: "Seen in a worked hand"
    title: str  # the notebook's title
    url: str  # the notebook page's URL in the site ("worked-hands/x/")
    anchor: str  # "step-4"
    where: str  # "4", or the heading's words


@dataclass(frozen=True)
class SuppliedText:
    """Words of the witness that the fragment lost, before its first line or
    after its last (normalised: indentation and runs of spaces and of blank
    lines undone), with the fragment's word they meet and whether the two meet
    inside that word; ``witness`` cites the witness and its paragraphs."""

    where: Where
    text: str
    fragment_word: str
    joined: bool
    witness: Citation

    @property
    def paragraphs(self) -> tuple[Paragraph, ...]:
        return tuple(Paragraph((Words(p),)) for p in paragraphs(self.text))


@dataclass(frozen=True)
class SuppliedPlace:
    """Where the page puts the text supplied from the witness
    (``@@ supplied <game>:before``)."""

    where: Where


@dataclass(frozen=True)
class Counterpart:
    """The same law or passage in another period book, or the record that none
    was found there (``docs/concordance.yml``, added by ``concordance.py``):
    the book (``work``, a bibliography key, with the edition and year its
    entry gives), where in it, its own number, how it differs, and whether the
    editors checked it in the book for this revision: ``checked`` is the
    status of the bibliography's reading ``reading`` it rests on (``""``:
    none), and ``basis`` says how, or why not."""

    work: str
    locator: str
    numbering: str
    found: bool
    differs: str
    checked: bool
    basis: str
    reading: str = ""  # the id of the book's reading in the bibliography
    edition: str = ""  # from the bibliography entry
    year: str = ""

    @property
    def citation(self) -> Citation:
        return Citation(self.work, self.locator)

    @property
    def compared(self) -> bool:
        """Whether the book was looked through for the passage: a counterpart
        found, or none found where a reading of the book was made (a book of
        which the part that would hold it was not seen is not compared, and
        is never said to have no counterpart)."""
        return self.found or bool(self.reading)

    @property
    def edition_year(self) -> str:
        """The edition and year as the bibliography gives them, or that it
        does not."""
        return ", ".join(p for p in (self.edition, self.year) if p) or (
            "edition and year not established")


#: Markdown of the page's own, between items: prose and supplied text.
Flow = tuple[Prose | SuppliedPlace, ...]


@dataclass(frozen=True)
class ItemCitation:
    """A ready citation of one item (``cite.py``): the file of its page's
    formatted references (its path in the site: ``cite/<game>-references.json``,
    read by ``docs/js/cite.js`` when a Cite control first opens) and the
    item's files to download (format name, the file's path in the site)."""

    references: str
    files: tuple[tuple[str, str], ...]
    local: bool  # made by a local build: the address is not a published one
    #: The item's own title, for the page's metadata tags (its address is the
    #: page's with the item's anchor: docs/js/cite.js).
    title: str = ""


@dataclass(frozen=True)
class Download:
    """A file a game page offers (``tei.py``: its TEI document): label, path
    in the site, and a few words on what it is."""

    label: str
    path: str
    about: str


@dataclass
class LawItem:
    """One numbered item of the period text, as its page gives it."""

    law: Law
    period: PeriodText
    commentary: Prose
    example: Example | None
    headings: tuple[SourceHeading, ...] = ()  # the source's headings before it
    after: Flow = ()  # the page's Markdown after it (after "@@@")
    steps: list[WorkedHandStep] = field(default_factory=list)
    concordance: tuple[Counterpart, ...] = ()  # the other period books
    cite: ItemCitation | None = None  # added by cite.py

    @property
    def id(self) -> str:
        return self.law.id

    @property
    def xml_id(self) -> str:
        """The item's identifier where a name must be an XML name (``xml:id``
        in TEI, a BibTeX key, a file name): the game without its hyphens, then
        the anchor: ``all-fours:s92-iii`` -> ``allfours-s92-iii``."""
        return xml_id(self.law)

    @property
    def anchor(self) -> str:
        return self.law.anchor

    @property
    def heading(self) -> str:
        return self.law.heading

    @property
    def title(self) -> str:
        return self.law.title

    @property
    def citations(self) -> list[Citation]:
        """What the item cites: in its commentary, its example and its
        concordance."""
        return (self.commentary.citations + (self.example.citations if self.example else [])
                + [c.citation for c in self.concordance])


@dataclass
class GamePage:
    """The page of one game's laws (``docs/<game>.md``)."""

    game: str
    title: str  # "All-Fours"
    src_uri: str  # "all-fours.md"
    url: str  # "all-fours/"
    opening: Flow
    items: list[LawItem]
    supplied: dict[str, SuppliedText] = field(default_factory=dict)
    downloads: list[Download] = field(default_factory=list)  # added by tei.py

    def item(self, law_id: str) -> LawItem:
        for item in self.items:
            if item.id == law_id:
                return item
        raise KeyError(f"{self.src_uri}: no item {law_id!r}")

    @property
    def notes(self) -> list[ApparatusNote]:
        """The apparatus of the page, in the order of its numbers."""
        return [note for item in self.items for note in item.period.notes]

    @property
    def flows(self) -> Iterator[Prose | SuppliedPlace]:
        yield from self.opening
        for item in self.items:
            yield from item.after

    def citations(self) -> Iterator[tuple[str, Citation]]:
        """Every citation of the page in the order it stands, each with the
        anchor of the item it belongs to ("" for the page's own parts: the
        opening, the text supplied from the witness, the apparatus)."""

        def in_flow(flow: Flow) -> Iterator[tuple[str, Citation]]:
            for part in flow:
                if isinstance(part, Prose):
                    yield from (("", c) for c in part.citations)
                elif part.where in self.supplied:
                    yield "", self.supplied[part.where].witness

        yield from in_flow(self.opening)
        for item in self.items:
            yield from ((item.anchor, c) for c in item.citations)
            yield from in_flow(item.after)
        for note in self.notes:
            yield from (("", c) for c in note.citations)


def xml_id(law: Law) -> str:
    """``all-fours:s92-iii`` -> ``allfours-s92-iii``, ``quadrille:law-14`` ->
    ``quadrille-law-14``: an XML name (no colon), one for one with the law ids
    (no game name holds a hyphen once its own are dropped, and each anchor is
    already lower case, digits and hyphens)."""
    return law.game.replace("-", "") + "-" + law.anchor


@dataclass(frozen=True)
class Release:
    """The edition as a whole, as citations and TEI name it (``cite.py``):
    its version (``pyproject.toml``) and that version's date
    (``CHANGELOG.md``), its canonical address (``PLAYABLE_SITE_URL``),
    whether this build is a local one, whose addresses are not published, and
    the build's day, which citations give as their access date."""

    title: str
    subtitle: str
    editors: str
    version: str
    date: str  # ISO, YYYY-MM-DD
    site_url: str  # ends with "/"
    local: bool
    accessed: str = ""  # ISO: the build's day, a citation's access date

    def url(self, path: str = "") -> str:
        return self.site_url + path


@dataclass
class Edition:
    """The model of every game page of one build, and what the pages share:
    the works their citations resolve to, and where the Sources page is."""

    pages: dict[str, GamePage] = field(default_factory=dict)
    works: dict[str, Work] = field(default_factory=dict)
    sources_url: str = ""  # the Sources page's URL in the site, from bibliography.py
    release: Release | None = None  # from cite.py

    def page(self, src_uri: str) -> GamePage | None:
        """The game page built from this file, if it is one."""
        return next((p for p in self.pages.values() if p.src_uri == src_uri), None)

    def work(self, citation: Citation) -> Work:
        try:
            return self.works[citation.key]
        except KeyError:
            raise KeyError(f"[@{citation.key}] is not in docs/bibliography.yml") from None


_current: Edition | None = None


def begin() -> Edition:
    """Start the model of a new build (``edition.py`` does, as the build is
    configured); the hooks after it add to it."""
    global _current
    _current = Edition()
    return _current


def current() -> Edition:
    """The model of this build."""
    if _current is None:
        raise RuntimeError("the page model is made by docs/hooks/edition.py, which must be "
                           "the first of the hooks in mkdocs.yml")
    return _current
