"""The print edition: the whole edition as one PDF, and every page on paper.

* the PDF (``docs/hooks/print_edition.py``) that every site build makes and
  the front page links to, read back with Debian's ``poppler-utils``
  (``pdftotext`` for its text, ``pdftoppm`` for its pages as pictures): every
  law of the registry is in it with its heading and permalink; no page is
  blank; each page past the contents has its number at its foot, and the
  pages of the laws carry running heads naming the game and a law on the
  page; the contents lists the games with the pages where they begin; the
  book's page references read "(see p. N)" on one line; the worked hands'
  tricks, hands and captions are not split; no address is printed twice nor
  runs off the page; small capitals are whole words in the text; the PDF's
  document information names the edition, its version and editors; its
  bookmarks name the headings word for word; each law's permalink is a link;
  a closed "Also in" prints no disclosure triangle;
* the print stylesheet (the ``@media print`` part of ``docs/css/edition.css``) of a page of the site, in
  headless Chromium with the print medium: no navigation, search, header,
  footer or Run controls; the period text and its commentary one above the
  other; addresses after links that leave the page, none after in-page ones.

``make test`` installs poppler-utils and chromium; a missing tool fails the
test (it is not skipped).
"""

from __future__ import annotations

import itertools
import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from playable.laws import GAMES, LAWS

ROOT = Path(__file__).resolve().parents[1]
PDF_NAME = "laws-of-the-card-table.pdf"


def tool(name: str) -> str:
    found = shutil.which(name)
    assert found, f"{name} is missing: install Debian's poppler-utils (`make test` does)"
    return found


def squeeze(text: str) -> str:
    return " ".join(text.split()).casefold()


@pytest.fixture(scope="module")
def pdf(printed_site: Path) -> Path:
    path = printed_site / PDF_NAME
    assert path.is_file(), f"the build made no {PDF_NAME}"
    assert path.read_bytes()[:5] == b"%PDF-"
    return path


@pytest.fixture(scope="module")
def pages(pdf: Path) -> list[str]:
    """The text of each page, as laid out (``pdftotext -layout``)."""
    out = subprocess.run([tool("pdftotext"), "-layout", str(pdf), "-"], capture_output=True,
                         text=True, check=True).stdout
    found = out.split("\f")
    if found and not found[-1].strip():
        found.pop()
    return found


@pytest.fixture(scope="module")
def raw_pages(pdf: Path) -> list[str]:
    """The text of each page in the order it was written (``pdftotext -raw``):
    a line of it is a line as printed."""
    out = subprocess.run([tool("pdftotext"), "-raw", str(pdf), "-"], capture_output=True,
                         text=True, check=True).stdout
    return out.split("\f")[:-1] if out.endswith("\f") else out.split("\f")


def lines_of(page: str) -> list[str]:
    return [line.strip() for line in page.splitlines() if line.strip()]


def test_the_front_page_links_to_the_pdf(built_site: Path, pdf: Path) -> None:
    front = (built_site / "index.html").read_text(encoding="utf-8")
    assert f'href="{PDF_NAME}"' in front
    assert pdf.stat().st_size > 100_000


def test_every_law_is_in_the_book_with_its_heading_and_permalink(pages: list[str]) -> None:
    text = squeeze("\n".join(pages))
    for law in LAWS.values():
        assert squeeze(law.url) in text, f"{law.id}: its permalink {law.url} is not printed"
        assert squeeze(law.heading) in text, f"{law.id}: its heading {law.heading!r} is missing"


def test_the_title_page_gives_the_version_date_and_address(
        built_site: Path, pages: list[str]) -> None:
    """The release the citations give (docs/hooks/cite.py): version, date and
    the one address, read from the built home page's metadata."""
    import tomllib

    from test_cite import changelog_date, page_tags

    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    title = squeeze(pages[0])
    assert squeeze(f"Version {version}, {changelog_date()}") in title
    address = page_tags(built_site, "index.html").meta["DC.relation"]
    assert squeeze(f"The edition online: {address}") in title


def test_no_law_prints_a_cite_label(pages: list[str]) -> None:
    """A law's Cite control opens only on screen: paper gets none of it."""
    for number, page in enumerate(pages, 1):
        assert "Cite" not in lines_of(page), f"page {number} prints a Cite label"
        assert "Download or copy" not in page, f"page {number} prints a citation"


def test_no_page_is_blank(pdf: Path, pages: list[str], tmp_path: Path) -> None:
    """Each page, as a picture, has ink between its running head and its
    number (in its text area: the page less the margins of book.css, where
    the head and the number are), and text besides them (the title page
    aside).  A last page of one line is not blank."""
    subprocess.run([tool("pdftoppm"), "-r", "30", "-gray", str(pdf), str(tmp_path / "p")],
                   check=True, capture_output=True)
    pictures = sorted(tmp_path.glob("p-*.pgm"))
    assert len(pictures) == len(pages) > 100
    for number, picture in enumerate(pictures, start=1):
        ink = ink_share(picture.read_bytes())
        assert ink > 0.002, f"page {number} is blank ({ink:.3%} of its text area inked)"
        assert len(lines_of(pages[number - 1])) >= 3 or number == 1, (
            f"page {number} has almost no text: {pages[number - 1]!r}")


def page_margins() -> tuple[float, float]:
    """The top and bottom margins of the book's A4 page (``@page``'s
    ``margin`` in docs/hooks/book.css), as shares of its height: the running
    head is printed in the top one, the number in the bottom one."""
    css = (ROOT / "docs" / "hooks" / "book.css").read_text(encoding="utf-8")
    found = re.search(r"@page \{\s*size: A4;\s*margin: (\d+)mm \d+mm (\d+)mm;", css)
    assert found, "book.css: @page's size and margin not found"
    return int(found.group(1)) / 297, int(found.group(2)) / 297


def ink_share(pgm: bytes) -> float:
    """The share of the text area (a page less its top and bottom margins,
    where the running head and the number are) of a greyscale picture (PGM,
    P5) that is not white."""
    fields = pgm.split(maxsplit=4)
    assert fields[0] == b"P5"
    width, height, pixels = int(fields[1]), int(fields[2]), fields[4]
    top, bottom = page_margins()
    body = pixels[width * round(height * top): width * (height - round(height * bottom))]
    return sum(1 for value in body if value < 200) / len(body)


def test_pages_are_numbered_at_the_foot(pages: list[str]) -> None:
    for number, page in enumerate(pages, start=1):
        if number == 1:
            continue  # the title page
        assert lines_of(page)[-1] == str(number), (
            f"page {number} ends with {lines_of(page)[-1]!r}, not its number")


def printed(url: str, page: str) -> bool:
    """Whether a page prints this address (not just one that begins with it)."""
    return re.search(re.escape(url) + r"(?![\w-])", page) is not None


def test_the_laws_pages_have_running_heads_naming_game_and_law(pages: list[str]) -> None:
    for law in LAWS.values():
        (number,) = [n for n, page in enumerate(pages, start=1) if printed(law.url, page)]
        head = squeeze(lines_of(pages[number - 1])[0])
        assert squeeze(GAMES[law.game]) in head, f"page {number}: head {head!r} lacks the game"
        on_page = [other for other in LAWS.values() if other.game == law.game
                   and printed(other.url, pages[number - 1])]
        assert any(squeeze(other.heading) + " ·" in head or head.endswith(squeeze(other.heading))
                   for other in on_page), (
            f"page {number}: head {head!r} names no law on the page ({law.id})")


def test_the_contents_lists_the_games_with_their_pages(pages: list[str]) -> None:
    contents = lines_of(pages[1])
    assert contents[0] == "Contents"
    for title in GAMES.values():
        (line,) = [line for line in contents if re.fullmatch(rf"{re.escape(title)}\s+\d+", line)]
        number = int(line.split()[-1])
        opening = lines_of(pages[number - 1])
        assert title in opening[:3], f"the contents puts {title} on page {number}: {opening[:3]}"


# ------------------------------------------------ one page, printed


@pytest.fixture(scope="module")
def printed_page(built_site: Path, browser: Any) -> Iterator[Any]:
    """The Quadrille page in headless Chromium, with the print medium."""
    from test_browser import Server

    server = Server(built_site)
    tab = browser.new_page()
    try:
        tab.route("**/*", lambda route: (
            route.continue_() if route.request.url.startswith(server.origin)
            else route.abort()))
        tab.goto(server.url("quadrille/"))
        tab.wait_for_selector(".live-bar button")  # live.js has added its controls
        tab.emulate_media(media="print")
        yield tab
    finally:
        tab.close()
        server.stop()


def test_print_hides_the_navigation_and_the_controls(printed_page: Any) -> None:
    for selector in (".md-header", ".md-tabs", ".md-sidebar--primary", ".md-sidebar--secondary",
                     ".md-search", ".md-footer", ".live-bar", ".headerlink"):
        shown = printed_page.eval_on_selector_all(
            selector, "nodes => nodes.filter(n => n.checkVisibility()).length")
        assert shown == 0, f"{selector} is printed"
    assert printed_page.locator("#law-14").is_visible()
    shown = printed_page.eval_on_selector_all(
        "details.cite-law", "nodes => nodes.filter(n => n.checkVisibility()).length")
    assert shown == 0, "a law's Cite control is printed"
    assert printed_page.locator(".period").first.is_visible()


def test_print_sets_the_period_text_above_its_commentary(printed_page: Any) -> None:
    period, commentary = (printed_page.locator(f"#law-1 ~ .law-grid > .{name}").bounding_box()
                          for name in ("period", "commentary"))
    assert period is not None and commentary is not None
    assert commentary["y"] >= period["y"] + period["height"]
    family = printed_page.eval_on_selector("body", "b => getComputedStyle(b).fontFamily")
    assert "serif" in family and family.split(",")[0] != "sans-serif"
    red = printed_page.eval_on_selector(".red-suit", "n => getComputedStyle(n).color")
    assert red == "rgb(176, 0, 32)"


def test_print_gives_the_address_of_links_that_leave_the_page(printed_page: Any) -> None:
    # (the links of a law's Cite control are not printed: the control is not)
    after = printed_page.eval_on_selector_all(
        "article a[href]",
        "nodes => nodes.filter(n => !n.closest('details.cite-law'))"
        ".map(n => [n.getAttribute('href'), n.className, "
        "getComputedStyle(n, '::after').content])")
    # a citation names its work, which the Sources page lists: no address
    leaving = [(href, content) for href, kind, content in after
               if not href.startswith("#") and kind != "cite"]
    assert len(leaving) >= 2, "no link of the page leaves it"
    for href, content in leaving:
        assert "http" in content, f"{href} is printed without its address: {content!r}"
    for href, _, content in after:
        if href.startswith("#"):
            assert content in ("none", "normal", ""), f"an in-page link {href} gets {content!r}"


# ------------------------------------------------ the book's own furniture


def test_the_books_page_references_say_see_and_stay_on_one_line(raw_pages: list[str]) -> None:
    """A reference into the book gives its page as "(see p. 98)", never as the
    commentary and the Concordance cite a period book's page, "(p. 47)"; and
    it is not broken after "p." or inside its number (the Concordance's
    narrow first column broke ninety of them)."""
    text = "\n".join(raw_pages)
    assert len(re.findall(r"\(see p\.\s\d+\)", text)) > 500
    broken = re.findall(r".{0,30}\(see p\.(?:\s*\n|\s\d+\n).{0,10}", text)
    assert not broken, f"{len(broken)} page references broken across lines: {broken[:5]}"


def caption_texts(built_site: Path) -> set[str]:
    """The captions of the worked hands' tables (``table.nb-table``)."""
    import html

    found = set()
    for page in (built_site / "worked-hands").glob("*/index.html"):
        for caption in re.findall(r"<caption[^>]*>(.*?)</caption>",
                                  page.read_text(encoding="utf-8"), re.DOTALL):
            found.add(" ".join(html.unescape(re.sub(r"<[^>]+>", "", caption)).split()))
    return found


def test_worked_hands_keep_tricks_hands_and_captions_whole(
        built_site: Path, raw_pages: list[str]) -> None:
    """A trick's or a hand's label is not left at a page's foot without its
    cards, and a table's caption is on one page, not one word a line."""
    for number, page in enumerate(raw_pages, start=1):
        last = lines_of(page)[-1] if lines_of(page) else ""
        assert not re.fullmatch(
            r"Trick \d+.*|[^.]*(?:in hand|eldest|dealer|North|South|East|West)", last), (
            f"page {number} ends with the label {last!r}, its cards on the next page")
    captions = caption_texts(built_site)
    assert len(captions) >= 10
    for caption in captions:
        holding = [n for n, page in enumerate(raw_pages, start=1) if caption in squeeze_case(page)]
        assert holding, f"the caption {caption!r} is split across pages or lines word by word"
        words = caption.split()
        for page in raw_pages:
            lines = lines_of(page)
            for first, second in itertools.pairwise(lines):
                assert not (len(words) > 2 and first == words[0] and second == words[1]), (
                    f"the caption {caption!r} is set a word a line")


def squeeze_case(text: str) -> str:
    return " ".join(text.split())


def test_no_address_is_printed_twice(raw_pages: list[str]) -> None:
    """A link whose words are its address gets no address after it
    ("https://… <https://…>", 26 times on the Sources pages)."""
    text = "".join("".join(raw_pages).split())
    twice = re.findall(r"(https?://[^<>\s]+?)<\1>", text)
    assert not twice, f"{len(twice)} addresses printed twice: {twice[:3]}"


def test_no_word_runs_off_the_page(pdf: Path) -> None:
    """Nothing is printed past the right margin (a bare address ran off the
    page's edge and was cut)."""
    out = subprocess.run([tool("pdftotext"), "-bbox", str(pdf), "-"], capture_output=True,
                         text=True, check=True).stdout
    width = float(re.search(r'<page width="([\d.]+)"', out).group(1))  # type: ignore[union-attr]
    edge = width - 18 / 25.4 * 72 + 6  # book.css's right margin of 18 mm, 6 pt of slack
    over = [(float(m.group(1)), m.group(2)) for m in
            re.finditer(r'<word xMin="[\d.]+" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">'
                        r"([^<]*)</word>", out) if float(m.group(1)) > edge]
    assert not over, f"{len(over)} words run past the margin: {over[:5]}"


def test_small_capitals_are_whole_words_in_the_text(pages: list[str],
                                                    raw_pages: list[str]) -> None:
    """Small capitals are not letter-spaced: spaced, their letters went into
    the PDF's text apart ("Qu a d r i l l e", "Terms used in All -Fours .")."""
    assert "Quadrille · All-Fours · Bezique · Whist" in lines_of(raw_pages[0])
    text = "\n".join(pages)
    assert "93. Terms used in All-Fours." in squeeze_case(text)
    assert "All -Fours" not in text and "Fours ." not in text


def test_the_pdf_names_its_title_version_editors_and_subject(
        built_site: Path, pdf: Path, pages: list[str]) -> None:
    """The document information (``pdfinfo``) the citations give: the title
    with the version, the editors as author, the version and date, the games
    as keywords; and the PDF, updated after printing, still reads."""
    from test_cite import VERSION, changelog_date, page_tags

    out = subprocess.run([tool("pdfinfo"), str(pdf)], capture_output=True, text=True,
                         check=True)
    assert not out.stderr.strip(), out.stderr
    info = dict(line.split(":", 1) for line in out.stdout.splitlines() if ":" in line)
    info = {key: value.strip() for key, value in info.items()}
    assert info["Title"] == f"Laws of the Card Table, version {VERSION}"
    assert info["Author"] == page_tags(built_site, "index.html").meta["DC.publisher"]
    assert VERSION in info["Subject"] and changelog_date() in info["Subject"]
    for game in GAMES.values():
        assert game in info["Keywords"]
    assert int(info["Pages"]) == len(pages)


def outline_titles(pdf: Path) -> list[str]:
    """The titles of the PDF's bookmarks (Chromium's Skia writes them plain)."""
    def text(token: bytes) -> str:
        if token.startswith(b"<"):
            data = bytes.fromhex(token[1:-1].decode())
            return data[2:].decode("utf-16-be") if data[:2] == b"\xfe\xff" else data.decode()
        return re.sub(rb"\\(.)", rb"\1", token[1:-1]).decode("latin-1")
    return [text(m.group(1)) for m in re.finditer(
        rb"<</Title (\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f]*>)\s*/Dest", pdf.read_bytes())]


def test_the_bookmarks_name_the_headings_word_for_word(pdf: Path, pages: list[str]) -> None:
    """A bookmark has its heading's words (a wrapped heading's lines were
    joined without a space: "from the deal to thecount"), and the book's
    title is one bookmark, the title page's: the first part is the
    Introduction, as the contents and its heading say."""
    titles = outline_titles(pdf)
    assert len(titles) > 100
    words = set(re.findall(r"[\w'’-]+", "\n".join(pages)))
    for title in titles:
        unknown = [word for word in re.findall(r"[\w'’-]+", title) if word not in words]
        assert not unknown, f"the bookmark {title!r} has words the book has not: {unknown}"
    assert titles.count("Laws of the Card Table") == 1
    assert "Introduction" in titles
    (line,) = [line for line in lines_of(pages[1]) if re.fullmatch(r"Introduction\s+\d+", line)]
    assert "Introduction" in lines_of(pages[int(line.split()[-1]) - 1])[:3]


def test_each_laws_permalink_is_a_link(pdf: Path) -> None:
    """A law's permalink, printed under its heading, is a link in the PDF."""
    links = {re.sub(rb"\\(.)", rb"\1", m.group(1)).decode()
             for m in re.finditer(rb"/URI \(((?:\\.|[^\\)])*)\)", pdf.read_bytes())}
    missing = [law.id for law in LAWS.values() if law.url not in links]
    assert not missing, f"{len(missing)} permalinks are not links: {missing[:5]}"


def test_a_closed_also_in_prints_no_disclosure_triangle(pdf: Path, raw_pages: list[str],
                                                        tmp_path: Path) -> None:
    """A law's closed "Also in" prints its words, not the triangle of a
    disclosure that paper cannot open: nothing is inked just before "Also"."""
    (number,) = [n for n, page in enumerate(raw_pages, start=1)
                 if "Also in: Enquire Within 1894 (¶124)" in page]
    out = subprocess.run([tool("pdftotext"), "-bbox", "-f", str(number), "-l", str(number),
                          str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    found = re.search(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">'
                      r"Also</word>\s*<word[^>]*>in:</word>", out)
    assert found, f"page {number}: no 'Also in:'"
    left, top, bottom = (float(value) for value in found.groups())
    # the 8 pt before the word, at 4 pixels a point: the triangle's place
    scale = 4
    subprocess.run([tool("pdftoppm"), "-f", str(number), "-l", str(number), "-r", str(72 * scale),
                    "-gray", "-x", str(round((left - 8) * scale)), "-y", str(round(top * scale)),
                    "-W", str(round(7 * scale)), "-H", str(round((bottom - top) * scale)),
                    str(pdf), str(tmp_path / "also")], check=True, capture_output=True)
    (picture,) = tmp_path.glob("also*.pgm")
    fields = picture.read_bytes().split(maxsplit=4)
    inked = sum(1 for value in fields[4] if value < 160)
    assert inked == 0, f"page {number}: {inked} pixels inked before 'Also in:' (a triangle)"


def test_a_concordance_heading_and_its_count_stay_with_their_table(
        pages: list[str]) -> None:
    """A game's heading on the Concordance and its count of rows ("59 items,
    213 entries, …") open its table: they had stood alone at a page's foot,
    the table overleaf."""
    counts = 0
    for page in pages:
        lines = [line.strip() for line in lines_of(page) if line.strip()]
        for i, line in enumerate(lines):
            if re.match(r"\d+ items, \d+ entries", line):
                counts += 1
                following = [x for x in lines[i + 1:] if not re.fullmatch(r"\d+", x)]
                assert following and following[0].startswith("Law"), (line, following[:2])
    assert counts == 4
