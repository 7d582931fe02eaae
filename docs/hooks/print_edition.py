"""MkDocs hook: the print edition.

* **Every page prints.**  ``docs/css/edition.css`` (its ``@media print``) takes away
  the site's furniture and the live controls and sets the text for paper.  So
  that a printed link can say where it goes, this hook gives each link of a
  page's text that leaves the page a ``data-print-url`` (its full address, on
  the edition's canonical site: the release's address, ``PLAYABLE_SITE_URL``,
  from ``cite.py``), which the stylesheet prints after it; in-page anchors
  get none.  A law's "Cite" control, which paper cannot open, is not printed.
* **One PDF of the whole edition** (:data:`PDF_NAME`, linked from the front
  page).  After the build, the text of the site's pages, in the order of the
  navigation (the Deal a hand pages left out: they need a browser), is put in
  one document behind a title page (with the release's version and date)
  and a contents; Chromium (Debian's,
  through Playwright, as the browser tests drive it) lays it out in pages with
  the paged.js polyfill (npm ``pagedjs``, pinned in ``package-lock.json``),
  which gives what Chromium alone cannot: running heads taken from the text
  (the game, and the law on the page, by CSS ``string-set``) and page numbers
  in the contents (``target-counter``).  ``docs/hooks/book.css`` is the
  layout of the book, ``docs/hooks/book.js`` paged.js's settings; the book
  loads the edition's own stylesheets, not the theme's (which would double the time paged.js takes).  The document and
  the files it loads are served to Chromium from 127.0.0.1 for the time it
  prints; every other request is refused.
* **Document information.**  Chromium writes the PDF's Title alone; the hook
  then gives it, by an incremental update of the file, the Title with the
  version, the editors as Author, a Subject with the version and date and
  Keywords, as the citations give the edition (``cite.py``).
* **Cached** (``build_cache.py``).  The PDF is kept in ``.cache/print/<key>/`` under a hash of
  everything it is made from (the document, the files it loads, paged.js and
  this hook), so a rebuild where nothing printed changed (``mkdocs serve``
  after an edit elsewhere) copies it instead of printing again.  Printing
  takes a minute or two (minutes on a busy machine), told as it goes (the
  pages laid out so far); under ``mkdocs serve`` the site is served first and
  a changed book is printed in the background, the last PDF served meanwhile
  (none on a first serve), so neither the first build nor a rebuild waits.
"""

from __future__ import annotations

import functools
import hashlib
import html
import http.server
import json
import logging
import os
import re
import shutil
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlsplit

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page

import build_cache
import page_model
from build_cache import ROOT, build_will_stop, keep, one_at_a_time
from playable.laws import GAMES

HOOKS = Path(__file__).resolve().parent

PAGEDJS = ROOT / "node_modules" / "pagedjs"
POLYFILL = PAGEDJS / "dist" / "paged.polyfill.js"
BOOK_CSS = HOOKS / "book.css"
#: paged.js's settings: it says when it has laid out the last page, and resolves
#: the page references faster than its own handler (the file says how).
BOOK_JS = HOOKS / "book.js"
CACHE = build_cache.CACHE / "print"
CHROMIUM = "/usr/bin/chromium"
#: Where the PDF is in the built site.
PDF_NAME = "laws-of-the-card-table.pdf"
#: Pages of the navigation that stay out of the book: they are programs.
LEFT_OUT = ("play/",)
#: Where the print server serves the book's own files (the site is at /).
PRINT_PREFIX = "/__print__/"
#: A quiet, offline headless Chromium (FIELD-NOTES, "Browser testing").
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
]
#: Generous: paged.js lays out some two hundred pages on a busy two-core machine.
LAYOUT_MS = 600_000
#: How often the print says how far the layout has gone.
PROGRESS_MS = 20_000

_state: dict[str, Any] = {}
log = logging.getLogger("mkdocs.hooks.print_edition")

_ARTICLE = re.compile(r'<article class="md-content__inner md-typeset">(?P<body>.*?)</article>',
                      re.DOTALL)
_LINK = re.compile(r'<a (?P<attrs>[^>]*?)href="(?P<href>[^"]*)"')
_STYLESHEET = re.compile(r'<link rel="stylesheet" href="(?P<href>[^"]+)">')


# --------------------------------------------------------------------------
# Where a link goes


def site_path(page_url: str, href: str) -> tuple[str, str] | None:
    """A link of the page at ``page_url`` as (path on the site, fragment), or
    None for a link to another host or of another scheme."""
    if urlsplit(href).scheme or href.startswith("//"):
        return None
    target = urlsplit(urljoin("/" + page_url, href))
    return target.path, target.fragment


def site_url() -> str:
    """The edition's canonical address (``cite.py``'s release), ending "/"."""
    release = page_model.current().release
    if release is None:
        raise PluginError("print: no release in the model (docs/hooks/cite.py runs first)")
    return release.site_url


def full_url(path: str, fragment: str = "") -> str:
    """An address of the site on the edition's canonical host."""
    return site_url().rstrip("/") + path + (f"#{fragment}" if fragment else "")


def shows_address(match: re.Match[str], *addresses: str) -> bool:
    """Whether the link whose opening tag ``match`` found has for its words
    one of ``addresses``: printed again after it, the address would be there
    twice ("https://… <https://…>")."""
    words = re.match(r"[^>]*>(?P<words>.*?)</a>", match.string[match.end():], re.DOTALL)
    if words is None:
        return False
    text = html.unescape(_TAG.sub("", words.group("words"))).strip()
    return any(text == address or text == address.rstrip("/") for address in addresses)


def mark_links(body: str, page_url: str) -> str:
    """Give each link that leaves the page its full address, as
    ``data-print-url`` (printed after it by ``edition.css``); not a citation
    (``cite``: it names its work, which the Sources page lists, and
    ``edition.css`` prints no address after it) nor the files of a Cite control
    (``cite-file``), which paper does not show; nor a link whose words are
    its address already.  (The Whist page has some
    three hundred of these: 1.8 KB of its first load, gzipped.)"""
    def mark(match: re.Match[str]) -> str:
        href = html.unescape(match.group("href"))
        attrs = match.group("attrs")
        if not href or href.startswith("#") or "data-print-url" in attrs \
                or re.search(r'class="cite(?:-file)?"', attrs):
            return match.group(0)
        where = site_path(page_url, href)
        if where is None:
            url = href
        elif where[0] == "/" + page_url:
            return match.group(0)  # this page: an in-page anchor
        else:
            url = full_url(*where)
        if shows_address(match, href, url):
            return match.group(0)
        return f'{match.group(0)} data-print-url="{html.escape(url)}"'
    return _LINK.sub(mark, body)


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    _state.clear()
    _state["parts"] = {}
    return config


def on_files(files: Files, config: MkDocsConfig) -> Files:
    """The PDF is made after the pages; a place-holder lets pages link to it
    (and the strict build check those links).  It is replaced at the end."""
    files.append(File.generated(config, PDF_NAME, content=b""))
    return files


def on_nav(nav: Navigation, config: MkDocsConfig, files: Files) -> Navigation:
    _state["order"] = {page.file.src_uri: page.parent.title if page.parent else ""
                       for page in nav.pages if not page.file.src_uri.startswith(LEFT_OUT)}
    return nav


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    match = _ARTICLE.search(output)
    if match is None:
        return output
    body = mark_links(match.group("body"), page.url)
    if page.file.src_uri in _state.get("order", ()):
        title = "Introduction" if not page.url else page.title or ""
        _state["parts"][page.file.src_uri] = Part(page.url, title,
                                                  _state["order"][page.file.src_uri], body)
        if not page.url:  # the front page: the edition's own stylesheets are the book's
            _state["stylesheets"] = [
                where for m in _STYLESHEET.finditer(output)
                if (where := site_path("", m.group("href"))) is not None
                and where[0].removeprefix("/") in config.extra_css]
    return output[:match.start("body")] + body + output[match.end("body"):]


# --------------------------------------------------------------------------
# The book: one document of the site's pages


@dataclass(frozen=True)
class Part:
    """A page of the site as a part of the book."""

    url: str
    title: str  # in the contents
    group: str  # the section of the navigation it is in ("Worked hands"), or ""
    body: str  # the page's text, as the site has it

    @property
    def slug(self) -> str:
        return self.url.strip("/").replace("/", "-") or "home"

    @property
    def is_game(self) -> bool:
        return self.url.strip("/") in GAMES


_ID = re.compile(r'(?P<lead>\s(?:id|for|aria-describedby|aria-labelledby))="(?P<value>[^"]*)"')
_HEADERLINK = re.compile(r'<a class="headerlink"[^>]*>.*?</a>', re.DOTALL)
_ABBR = re.compile(r'<abbr\b[^>]*>(?P<text>.*?)</abbr>', re.DOTALL)
_CITE = re.compile(r'<details class="cite-law".*?</details>\s*', re.DOTALL)
_SRC = re.compile(r'(?P<lead>\ssrc)="(?P<src>[^"]+)"')
_LAW_HEADING = re.compile(r'(<h3 data-law-id="(?P<law>[^"]+)"[^>]*>.*?</h3>)', re.DOTALL)
_HEADING = re.compile(r'<h(?P<level>[12]) id="(?P<id>[^"]+)"[^>]*>(?P<text>.*?)</h(?P=level)>',
                      re.DOTALL)
_TAG = re.compile(r"<[^>]+>")
_H1 = re.compile(r'(?P<open><h1 [^>]*>)(?P<text>.*?)</h1>', re.DOTALL)
_PRE = re.compile(r"<pre\b.*?</pre>", re.DOTALL)
_SPAN = re.compile(r"</?span\b[^>]*>")
_FOLDED = re.compile(r'<details class="note">\s*<summary>The code</summary>.*?</details>', re.DOTALL)
_SECTION_HEAD = re.compile(
    r'<h2 [^>]*>(?:(?!</h2>).)*</h2>\s*(?:<div class="period period-division">(?:(?!</div>).)*</div>\s*)?'
    r'<section class="law-item">(?:(?!</section>).)*</section>', re.DOTALL)


def book_part(part: Part, in_book: dict[str, str]) -> str:
    """A page's text made a part of the book: its ids prefixed with the
    part's name, links to the book's own pages turned into links within it,
    every other link to its full address; glossary terms as plain words
    (their definitions are in the glossary); each law with its permalink."""
    url, slug = part.url, part.slug
    body = _HEADERLINK.sub("", part.body)
    body = _ABBR.sub(lambda m: f'<span class="term">{m.group("text")}</span>', body)
    # Code as plain type (the colours of the highlighting are many thousand
    # elements that paged.js would lay out one by one); the worked hands'
    # folded code, which paper cannot unfold, left out.
    body = _PRE.sub(lambda m: _SPAN.sub("", m.group(0)), body)
    body = _FOLDED.sub("", body)
    body = _CITE.sub("", body)  # a law's Cite control: paper cannot open it
    # A section's heading (and the division line under it) stay with its first law.
    body = _SECTION_HEAD.sub(r'<div class="section-head">\g<0></div>', body)

    def ident(match: re.Match[str]) -> str:
        values = " ".join(f"{slug}--{v}" for v in match.group("value").split())
        return f'{match.group("lead")}="{values}"'
    body = _ID.sub(ident, body)

    def link(match: re.Match[str]) -> str:
        attrs, href = match.group("attrs"), html.unescape(match.group("href"))
        attrs = re.sub(r'\sdata-print-url="[^"]*"', "", attrs)
        where = site_path(url, href) if href else None
        if where is None:
            if not href:
                return match.group(0)
            address = href
        else:
            path, fragment = where
            if path in in_book:
                target = in_book[path] + (f"--{fragment}" if fragment else "")
                return f'<a {attrs}href="#{html.escape(target)}" data-book-ref=""'
            address = full_url(path, fragment)
        if shows_address(match, href, address):  # its words are its address
            return f'<a {attrs}href="{html.escape(address)}"'
        return f'<a {attrs}href="{html.escape(address)}" data-print-url="{html.escape(address)}"'
    body = _LINK.sub(link, body)

    def source(match: re.Match[str]) -> str:
        where = site_path(url, html.unescape(match.group("src")))
        return match.group(0) if where is None else f'{match.group("lead")}="{where[0]}"'
    body = _SRC.sub(source, body)

    def permalink(match: re.Match[str]) -> str:
        game, anchor = match.group("law").split(":", 1)
        address = html.escape(full_url(f"/{game}/", anchor))
        # a link, so that the PDF's reader can follow it too
        return f'{match.group(1)}\n<p class="law-permalink"><a href="{address}">{address}</a></p>'
    body = _LAW_HEADING.sub(permalink, body)
    if not url:
        # The front page's heading is the book's title, which the title page
        # gives: here it is the Introduction, as the contents name it (the
        # PDF's bookmarks had the title twice).
        body = _H1.sub(lambda m: f"{m.group('open')}Introduction</h1>", body, count=1)
    return f'<section class="part" id="{slug}">\n{body}\n</section>'


def contents(parts: list[Part]) -> str:
    """The contents: each part, the sections of each game, the parts of a
    group of the navigation under its name."""
    lines = ['<nav class="book-contents" aria-labelledby="book-contents">',
             '<h1 id="book-contents">Contents</h1>', "<ol>"]
    group = ""
    for part in parts:
        if part.group != group:
            if group:
                lines.append("</ol></li>")
            if part.group:
                lines.append(f'<li class="toc-group"><span>{html.escape(part.group)}</span><ol>')
            group = part.group
        lines.append(f'<li class="toc-part"><a href="#{part.slug}">{html.escape(part.title)}</a>')
        if part.is_game:
            lines.append("<ol>")
            for heading in _HEADING.finditer(part.body):
                if heading.group("level") == "2":
                    text = _TAG.sub("", _HEADERLINK.sub("", heading.group("text"))).strip()
                    lines.append(f'<li><a href="#{part.slug}--{heading.group("id")}">{text}</a>'
                                 "</li>")
            lines.append("</ol>")
        lines.append("</li>")
    if group:
        lines.append("</ol></li>")
    lines += ["</ol>", "</nav>"]
    return "\n".join(lines)


def book_document(config: MkDocsConfig) -> str:
    parts: list[Part] = [_state["parts"][uri] for uri in _state["order"]
                         if uri in _state["parts"]]
    in_book = {"/" + part.url: part.slug for part in parts}
    styles = [path for path, _ in _state.get("stylesheets", [])]
    links = "\n".join(f'<link rel="stylesheet" href="{html.escape(p)}">' for p in styles)
    site = html.escape(config.site_name)
    description = html.escape(" ".join((config.site_description or "").split()))
    games = " · ".join(html.escape(part.title) for part in parts if part.is_game)
    address = site_url()
    release = page_model.current().release
    assert release is not None  # site_url() has said so otherwise
    local = " (a local build, not published)" if release.local else ""
    text = "\n".join(book_part(part, in_book) for part in parts)
    return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{site}</title>
{links}
<link rel="stylesheet" href="{PRINT_PREFIX}book.css">
<script src="{PRINT_PREFIX}book.js"></script>
<script src="{PRINT_PREFIX}paged.polyfill.js"></script>
</head>
<body dir="ltr" data-md-color-scheme="default">
<section class="title-page">
<p class="title-games">{games}</p>
<h1 class="book-title">{site}</h1>
<p class="book-subtitle">{description}</p>
<p class="book-editors">{html.escape(config.site_author or "")}</p>
<p class="book-version">Version {html.escape(release.version)}, {html.escape(release.date)}</p>
<p class="book-address">The edition online: {html.escape(address)}{local}</p>
<p class="book-copyright">{html.escape(config.copyright or "")}</p>
</section>
{contents(parts)}
<div class="md-typeset book-text">
{text}
</div>
</body>
</html>
"""




# --------------------------------------------------------------------------
# The PDF's document information


def book_info() -> dict[str, str]:
    """The PDF's Title, Author, Subject and Keywords, as the citations give
    the edition (``cite.py``): Chromium writes the Title alone, from <title>."""
    release = page_model.current().release
    assert release is not None
    games = list(GAMES.values())
    return {
        "Title": f"{release.title}, version {release.version}",
        "Author": release.editors,
        "Subject": f"{release.title}: {release.subtitle}. Version {release.version}, "
                   f"{release.date}; {release.site_url}",
        "Keywords": "; ".join([*games, "card games", "laws of games", "annotated edition",
                               "digital edition"]),
    }


def pdf_string(text: str) -> bytes:
    """A PDF text string: ASCII as a literal, anything else as UTF-16 in hex."""
    if text.isascii():
        return b"(" + re.sub(rb"([\\()])", rb"\\\1", text.encode()) + b")"
    return b"<FEFF" + text.encode("utf-16-be").hex().upper().encode() + b">"


_TRAILER = re.compile(rb"trailer\s*<<(?P<dict>.*?)>>\s*startxref\s*(?P<xref>\d+)\s*%%EOF\s*$",
                      re.DOTALL)


def set_info(pdf: Path, info: dict[str, str]) -> None:
    """Replace the document information dictionary of ``pdf`` (Chromium's
    Skia writes a classic cross-reference table) by an incremental update:
    a new version of the dictionary's object, with the entries Chromium gave
    it (its Creator, Producer and dates) and ``info``'s.  A PDF of another
    form is left as it is, and the build says so."""
    data = pdf.read_bytes()
    trailer = _TRAILER.search(data[-4096:])
    if trailer is None or not data[int(trailer.group("xref")):].startswith(b"xref"):
        log.warning("print: %s has no classic cross-reference table (a newer Chromium?): "
                    "its Title alone is set, not its Author, Subject and Keywords", pdf.name)
        return
    fields = trailer.group("dict")
    ref = re.search(rb"/Info (\d+) (\d+) R", fields)
    if ref is None:
        log.warning("print: %s has no document information: none is set", pdf.name)
        return
    number, generation = int(ref.group(1)), int(ref.group(2))
    old = re.search(rb"\n%d %d obj\s*<<(?P<dict>.*?)>>\s*endobj" % (number, generation), data,
                    re.DOTALL)
    kept = [] if old is None else [
        m.group(0) for m in re.finditer(rb"/(?:Creator|Producer|CreationDate|ModDate) "
                                        rb"(?:\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f]*>)",
                                        old.group("dict"))]
    entries = kept + [b"/" + key.encode() + b" " + pdf_string(value)
                      for key, value in info.items()]
    offset = len(data) + (0 if data.endswith(b"\n") else 1)
    update = b"%d %d obj\n<<%s>>\nendobj\n" % (number, generation, b"\n".join(entries))
    size = re.search(rb"/Size (\d+)", fields)
    root = re.search(rb"/Root (\d+ \d+ R)", fields)
    assert size is not None and root is not None
    xref = offset + len(update)
    update += (b"xref\n%d 1\n%010d %05d n \ntrailer\n<</Size %s /Root %s /Info %d %d R "
               b"/Prev %s>>\nstartxref\n%d\n%%%%EOF\n"
               % (number, offset, generation, size.group(1), root.group(1), number, generation,
                  trailer.group("xref"), xref))
    pdf.write_bytes(data + (b"" if data.endswith(b"\n") else b"\n") + update)


# --------------------------------------------------------------------------
# Printing


@dataclass(frozen=True)
class Book:
    """What the PDF is made from: the document and the site's files it loads
    (a copy, so that a rebuild of the site under ``mkdocs serve`` does not
    pull them away while the book prints)."""

    document: str
    files: dict[str, bytes]  # path on the site -> content
    info: dict[str, str] = field(default_factory=dict)  # the PDF's Title, Author, …

    @classmethod
    def of(cls, document: str, site_dir: Path, info: dict[str, str] | None = None) -> Book:
        files = {}
        for name in sorted(set(re.findall(r'(?:src|href)="(/[^"#?]*)"', document))):
            path = site_dir / name.lstrip("/")
            if path.is_file():
                files[name] = path.read_bytes()
        return cls(document, files, dict(info or {}))

    @property
    def key(self) -> str:
        """A hash of all the book is made of: the document, the files it
        loads, paged.js, the book's layout and settings and this hook."""
        digest = hashlib.sha256()
        for name, data in self.files.items():
            digest.update(name.encode() + b"\0" + data + b"\0")
        for path in (POLYFILL, BOOK_CSS, BOOK_JS, Path(__file__)):
            digest.update(path.read_bytes() + b"\0")
        digest.update(self.document.encode())
        digest.update(json.dumps(self.info, sort_keys=True).encode())
        return digest.hexdigest()[:20]


class _Server:
    """The book and the files it loads on 127.0.0.1 while Chromium prints."""

    def __init__(self, root: Path) -> None:
        class Handler(http.server.SimpleHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

        handler = functools.partial(Handler, directory=str(root))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.origin = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def print_book(book: Book, out: Path) -> int:
    """Lay the book out with paged.js in Chromium and print it to ``out``;
    the number of pages."""
    try:
        from playwright.sync_api import Error as PlaywrightError
        from playwright.sync_api import sync_playwright
    except ImportError as error:  # pragma: no cover - the site extra has it
        raise PluginError("print: Playwright is needed to print the edition "
                          "(pip install -e '.[site]')") from error
    if not Path(CHROMIUM).exists():
        raise PluginError(f"print: {CHROMIUM} is needed to print the edition; "
                          "`make build` and `make serve` install Debian's chromium")
    if not POLYFILL.exists():
        raise PluginError("print: node_modules/pagedjs is missing; run `npm ci` in the project "
                          "root (`make build` and `make serve` do it)")
    with tempfile.TemporaryDirectory(prefix="print-book-") as tmp:
        root = Path(tmp)
        for name, data in book.files.items():
            (root / name.lstrip("/")).parent.mkdir(parents=True, exist_ok=True)
            (root / name.lstrip("/")).write_bytes(data)
        own = root / PRINT_PREFIX.strip("/")
        own.mkdir()
        (own / "book.html").write_text(book.document, encoding="utf-8")
        shutil.copy2(BOOK_JS, own / "book.js")
        shutil.copy2(BOOK_CSS, own / "book.css")
        shutil.copy2(POLYFILL, own / "paged.polyfill.js")
        server = _Server(root)
        errors: list[str] = []
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                try:
                    tab = browser.new_page()
                    tab.route("**/*", lambda route: (
                        route.continue_() if route.request.url.startswith(server.origin)
                        else route.abort()))
                    tab.on("pageerror", lambda error: errors.append(str(error)))
                    tab.emulate_media(media="print")
                    tab.goto(f"{server.origin}{PRINT_PREFIX}book.html")
                    wait_for_layout(tab)
                    pages = int(tab.evaluate("window.__bookPages"))
                    tab.pdf(path=str(out), prefer_css_page_size=True, print_background=True,
                            outline=True, tagged=True)
                    if book.info:
                        set_info(out, book.info)
                finally:
                    browser.close()
        except PlaywrightError as error:
            raise PluginError(f"print: Chromium could not print the edition: {error}\n"
                              + "\n".join(errors)) from error
        finally:
            server.stop()
    return pages


def wait_for_layout(tab: Any) -> None:
    """Wait for paged.js to lay the book out in ``tab`` (a Playwright page),
    saying every :data:`PROGRESS_MS` how many pages it has laid out."""
    from playwright.sync_api import TimeoutError as LayoutNotDone

    started = time.monotonic()
    log.info("print: laying out the edition in Chromium with paged.js")
    while True:
        try:
            tab.wait_for_function("window.__bookPages > 0", timeout=PROGRESS_MS, polling=500)
            return
        except LayoutNotDone:
            waited = time.monotonic() - started
            if waited * 1000 >= LAYOUT_MS:
                raise
            laid = tab.evaluate("document.querySelectorAll('.pagedjs_page').length")
            log.info("print: %d pages laid out in %.0f s", laid, waited)


def cached_pdf(book: Book) -> Path:
    """The book's PDF, printed now unless the cache has it.  Two builds of
    the same book at once (the tests build the edition more than once) print
    it once: the second waits for the first, holding the book's lock, and
    takes its PDF."""
    home = CACHE / book.key
    cached = home / PDF_NAME
    if cached.exists():
        return cached
    with one_at_a_time(home):
        if cached.exists():
            return cached
        started = time.monotonic()
        with tempfile.TemporaryDirectory(prefix="print-pdf-") as tmp:
            built = Path(tmp) / PDF_NAME
            pages = print_book(book, built)
            (home / "book.json").write_text(json.dumps({"pages": pages}), encoding="utf-8")
            keep(built, home)  # and the older books go
    log.info("print: the edition printed to %s, %d pages, in %.1f s", PDF_NAME, pages,
             time.monotonic() - started)
    return cached


# --------------------------------------------------------------------------
# When: at the end of each build; behind ``mkdocs serve``, in the background


_serving: dict[str, Any] = {"command": "", "pending": None, "thread": None}
_lock = threading.Lock()


def on_startup(command: str, dirty: bool) -> None:
    _serving["command"] = command


def print_later(book: Book, target: Path) -> None:
    """Under ``mkdocs serve``: print in a thread, and put the PDF in the
    served site when it is done (the latest book asked for wins)."""
    with _lock:
        _serving["pending"] = (book, target)
        if _serving["thread"] is not None:
            return
        thread = threading.Thread(target=_print_pending, name="print-edition", daemon=True)
        _serving["thread"] = thread
        thread.start()


def _print_pending() -> None:
    while True:
        with _lock:
            job = _serving["pending"]
            _serving["pending"] = None
            if job is None:
                _serving["thread"] = None
                return
        book, target = job
        try:
            pdf = cached_pdf(book)
            if target.parent.is_dir():
                shutil.copy2(pdf, target)
        except Exception as error:  # noqa: BLE001 - told, and the served PDF stays
            log.error("print: the edition could not be printed: %s", error)


#: A file to write when the site's pages are all written and the build will
#: not stop, before the PDF is printed: the tests read the pages meanwhile
#: (tests/conftest.py); the build's exit status still says whether it passed.
PAGES_WRITTEN = "PLAYABLE_PAGES_WRITTEN"


def pages_written(site_dir: Path) -> None:
    """Say, where :data:`PAGES_WRITTEN` asks, that every page of ``site_dir``
    is written (this hook is the build's last and the PDF its last file)."""
    marker = os.environ.get(PAGES_WRITTEN)
    if marker:
        Path(marker).write_text(str(site_dir), encoding="utf-8")


def on_post_build(config: MkDocsConfig) -> None:
    if not _state.get("parts"):
        raise PluginError("print: no page of the book was built")
    if build_will_stop():
        log.warning("print: the build has warnings and stops; the edition is not printed")
        return
    site_dir = Path(config.site_dir)
    pages_written(site_dir)
    document = book_document(config)
    book = Book.of(document, site_dir, book_info())
    target = site_dir / PDF_NAME
    cached = CACHE / book.key / PDF_NAME
    older = sorted(CACHE.glob(f"*/{PDF_NAME}"))
    if not cached.exists() and _serving["command"] == "serve":
        # The site is served at once, the last PDF (if any) until the new one
        # is printed: neither the first build nor a rebuild waits for paged.js.
        if older:
            shutil.copy2(older[0], target)
        log.info("print: printing the edition in the background; %s",
                 f"{PDF_NAME} is the last one until then" if older else
                 f"{PDF_NAME} is served when it is done (a few minutes the first time)")
        print_later(book, target)
        return
    shutil.copy2(cached_pdf(book), target)
