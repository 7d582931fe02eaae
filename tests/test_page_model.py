"""The model of a game page (docs/hooks/page_model.py), as the build makes it:
the hooks of mkdocs.yml run their first events (``on_config``, ``on_files``)
here, in this process, and each adds its part; then the model is checked
against the sources it was made from, and the renderer against the model."""

from __future__ import annotations

import dataclasses
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import nbformat
import pytest

import page_model
import page_render
from page_model import (
    Citation,
    ConsoleBlock,
    Edition,
    Example,
    GamePage,
    Prose,
    collapse,
    find_citations,
)
from playable.laws import GAMES, LAWS, laws_of, transcription

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
NOTEBOOKS = ROOT / "notebooks"


@pytest.fixture(scope="module")
def build() -> Iterator[tuple[Edition, Any]]:
    """The model of this build, as the hooks make it (and the config)."""
    from mkdocs.config import load_config
    from mkdocs.structure.files import get_files

    config = load_config(str(ROOT / "mkdocs.yml"))
    config = config.plugins.on_config(config)
    files = config.plugins.on_files(get_files(config), config=config)
    yield page_model.current(), files


@pytest.fixture(scope="module")
def edition(build: tuple[Edition, Any]) -> Edition:
    return build[0]


def hook(name: str) -> ModuleType:
    """A hook as MkDocs loaded it for the build above."""
    return sys.modules[f"docs/hooks/{name}.py"]


def source(game: str) -> str:
    return transcription(game)


# ------------------------------------------------------------- the items


@pytest.mark.parametrize("game", GAMES)
def test_every_law_is_an_item_once_in_source_order(edition: Edition, game: str) -> None:
    page = edition.pages[game]
    assert [item.law for item in page.items] == laws_of(game)
    assert (page.src_uri, page.url, page.title) == (f"{game}.md", f"{game}/", GAMES[game])
    for item in page.items:
        assert (item.id, item.anchor) == (item.law.id, item.law.anchor)
        assert item.heading and item.title and item.commentary.markdown.strip()


@pytest.mark.parametrize("game", GAMES)
def test_period_text_rebuilds_the_transcription(edition: Edition, game: str) -> None:
    page = edition.pages[game]
    pieces = []
    for item in page.items:
        pieces += [heading.text.source for heading in item.headings]
        pieces.append(item.period.source)
        # what the page prints is the slice, line-wrapping apart
        printed = " ".join(p.text for p in item.period.paragraphs)
        assert collapse(printed) == collapse(item.period.source), item.id
    assert "".join(pieces) == source(game)


@pytest.mark.parametrize("game", GAMES)
def test_apparatus_notes_are_numbered_in_page_order_on_their_words(
        edition: Edition, game: str) -> None:
    page = edition.pages[game]
    notes = page.notes
    assert [n.number for n in notes] == list(range(1, len(notes) + 1))
    for item in page.items:
        for paragraph in item.period.paragraphs:
            for words in paragraph.words:
                if words.note:
                    assert words.note.law_id == item.id
                    assert collapse(words.text) == collapse(words.note.at)
                # no run of words cuts an italic run in two: the page makes
                # its italics within each run (Whist term xiii's "_Tenance,_"
                # had been printed with its underscores)
                assert words.text.count("_") % 2 == 0, (item.id, words.text)
        for lacuna, at in ((item.period.opening_lacuna, "start"),
                           (item.period.closing_lacuna, "end")):
            if lacuna:
                assert (lacuna.kind, lacuna.at, lacuna.law_id) == ("lacuna", at, item.id)
    cut = [law.id for law in laws_of(game) if law.cut]
    assert cut == [item.id for item in page.items
                   if item.period.opening_lacuna or item.period.closing_lacuna]


def test_a_note_that_cuts_an_italic_run_is_refused_by_the_build(
        build: tuple[Edition, Any]) -> None:
    """A note on words inside an italic run (``_Tenance,_`` noted at
    "Tenance") would leave the run's underscores printed on the page: the
    build names the note and asks for the whole run."""
    edition = hook("edition")
    law = LAWS["whist:s74-xiii"]
    text = "xiii. _Tenance,_ is possessing the first and third best cards."
    cut = edition.Note(law.id, "note", "Tenance", "So spelled.")
    with pytest.raises(Exception, match=r"'Tenance' cuts an italic run"):
        edition.period_text(law, text, [cut], iter(range(1, 9)))
    whole = edition.Note(law.id, "note", "_Tenance,_", "So spelled.")
    period = edition.period_text(law, text, [whole], iter(range(1, 9)))
    assert [w.text for w in period.paragraphs[0].words] == [
        "xiii. ", "_Tenance,_", " is possessing the first and third best cards."]


# ------------------------------------------------------------- examples


@pytest.mark.parametrize("law_id", sorted(LAWS))
def test_each_item_has_its_example_parsed_once_and_live(edition: Edition, law_id: str) -> None:
    law = LAWS[law_id]
    item = edition.pages[law.game].item(law_id)
    example = item.example
    if law.cut == "lost":  # no word survives: no example, and the page says why
        assert example is None
        return
    assert example is not None and example.blocks, law_id
    assert example.path == f"examples/{law.game}/{law.anchor}.md"
    text = (DOCS / example.path).read_text(encoding="utf-8")
    fences = re.findall(r"^```pycon\n(.*?)\n```$", text, re.MULTILINE | re.DOTALL)
    assert [block.printed for block in example.blocks] == fences
    for block in example.blocks:
        assert block.statements and all(s.source for s in block.statements)
    assert example.live, "live.py marks every example with a console block"


def test_a_console_block_is_statements_and_their_output() -> None:
    text = (">>> deal = 1\n>>> for x in (1, 2):\n...     print(x)\n1\n2\n"
            ">>> print('a')\na\n>>>")
    block = ConsoleBlock.parse(text)
    assert [(s.source, s.output) for s in block.statements] == [
        ("deal = 1", ""), ("for x in (1, 2):\n    print(x)", "1\n2"), ("print('a')", "a"),
        ("", "")]
    assert block.printed == text
    assert block.code == "deal = 1\nfor x in (1, 2):\n    print(x)\nprint('a')\n\n"
    with pytest.raises(ValueError, match="opens with"):
        ConsoleBlock.parse("1 + 1\n>>> 2")


def test_an_example_is_prose_and_console_blocks_in_order() -> None:
    example = Example.parse("x.md", "Set up [@foster].\n\n```pycon\n>>> 1\n1\n```\n\n"
                            "Then.\n\n```pycon\n>>> 2\n2\n```\n")
    kinds = [type(p).__name__ for p in example.parts]
    assert kinds == ["Prose", "ConsoleBlock", "Prose", "ConsoleBlock"]
    assert example.citations == [Citation("foster")]
    with pytest.raises(ValueError, match="not ```pycon"):
        Example.parse("x.md", "```python\nprint(1)\n```\n")


# ------------------------------------------------------ worked-hand steps


def linked_under_headings() -> dict[str, set[tuple[str, str]]]:
    """Law id -> (notebook page URL, heading anchor) for every law a notebook
    links under one of its headings (a step, or a section), read from the
    notebooks themselves."""
    found: dict[str, set[tuple[str, str]]] = {}
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        heading = ""
        titled = False
        for cell in nbformat.read(path, as_version=4).cells:
            if cell.cell_type != "markdown":
                continue
            for line in cell.source.split("\n"):
                if re.match(r"#{1,6}\s", line):
                    if not titled and line.startswith("# "):
                        titled = True
                        continue
                    step = re.match(r"#{1,6}\s+Step\s+(\d+)\b", line)
                    heading = f"step-{step.group(1)}" if step else "section"
                # a link marked {.mentioned} names a law for what did not happen
                for page, anchor in re.findall(
                        r"\]\(\.\./docs/([a-z-]+)\.md#([\w-]+)\)(?!\{\.mentioned\})", line):
                    if heading and f"{page}:{anchor}" in LAWS:
                        found.setdefault(f"{page}:{anchor}", set()).add(
                            (f"worked-hands/{path.stem}/", heading))
    return found


def test_worked_hand_steps_are_where_the_notebooks_cite_the_laws(edition: Edition) -> None:
    expected = linked_under_headings()
    assert expected, "the notebooks cite laws under their steps"
    for game in GAMES:
        for item in edition.pages[game].items:
            seen = {(s.url, s.anchor if s.anchor.startswith("step-") else "section")
                    for s in item.steps}
            assert seen == expected.get(item.id, set()), item.id
            for step in item.steps:
                assert step.label and step.title and step.where
                if step.anchor.startswith("step-"):
                    assert step.anchor == f"step-{step.where}"
    item = edition.pages["all-fours"].item("all-fours:s92-vi")
    assert ("worked-hands/all-fours-one-card-all-four/", "step-9") in {
        (s.url, s.anchor) for s in item.steps}
    # "had he named two suits, the first named would stand (law 2)": named, not seen
    codille = (NOTEBOOKS / "quadrille-a-called-king-and-codille.ipynb").read_text("utf-8")
    assert "(../docs/quadrille.md#law-2){.mentioned}" in codille
    assert "worked-hands/quadrille-a-called-king-and-codille/" not in {
        s.url for s in edition.pages["quadrille"].item("quadrille:law-2").steps}


# ------------------------------------------------------------- citations


def test_citations_are_found_in_markdown_but_not_in_code() -> None:
    text = ("As [@a, p. 3] and [@b; @c, ¶1] say.\n\n`[@not-a-key]`\n\n"
            "```\n[@not-a-key-either]\n```\n")
    assert find_citations(text) == [Citation("a", "p. 3"), Citation("b"), Citation("c", "¶1")]
    with pytest.raises(ValueError):
        find_citations("[@Foster]")


@pytest.mark.parametrize("game", GAMES)
def test_citations_belong_to_their_items_and_resolve(edition: Edition, game: str) -> None:
    page = edition.pages[game]
    anchors = {item.anchor for item in page.items}
    cited = list(page.citations())
    assert cited
    for anchor, cite in cited:
        assert anchor in anchors or anchor == ""
        work = edition.work(cite)
        assert work.key == cite.key and work.short and work.reference
    for item in page.items:
        assert [c for a, c in cited if a == item.anchor] == item.citations
        assert item.citations == find_citations(item.commentary.markdown) + (
            item.example.citations if item.example else []) + [
            c.citation for c in item.concordance]
    # the apparatus stands last on the page, and cites for the page
    notes = [("", c) for n in page.notes for c in n.citations]
    assert cited[len(cited) - len(notes):] == notes


def test_an_item_cites_what_its_commentary_and_example_cite(edition: Edition) -> None:
    item = edition.pages["all-fours"].item("all-fours:s92-i")
    assert Citation("enquire-within-1894", "¶92 i") in item.citations
    example = edition.pages["bezique"].item("bezique:s124").example
    assert example is not None
    assert Citation("enquire-within-1894", "¶122") in example.citations
    with pytest.raises(KeyError, match="not in docs/bibliography.yml"):
        edition.work(Citation("no-such-book"))


# ------------------------------------------------------ supplied text


@pytest.mark.parametrize("game", GAMES)
def test_the_witness_supplies_text_where_the_page_asks(edition: Edition, game: str) -> None:
    page = edition.pages[game]
    places = [p.where for p in page.flows if isinstance(p, page_model.SuppliedPlace)]
    assert sorted(page.supplied) == sorted(places)
    if game not in hook("witness").WITNESSED:  # Quadrille has none; Whist was transcribed
        assert not places
        return
    assert places == ["before", "after"]
    whole = hook("witness").supplied(game)
    assert page.supplied["before"].text == whole.before
    assert page.supplied["after"].text == whole.after
    for supplied in page.supplied.values():
        assert supplied.witness.key == "enquire-within-1894" and supplied.witness.locator
        assert supplied.fragment_word in source(game)
        assert ("", supplied.witness) in list(page.citations())


# ------------------------------------------------------------ the renderer


@pytest.mark.parametrize("game", GAMES)
def test_the_page_is_written_once_from_its_model(edition: Edition, game: str) -> None:
    page = edition.pages[game]
    markdown = page_render.game_page_markdown(edition, page)
    assert markdown == page_render.game_page_markdown(edition, page), "a function of the model"
    assert "\n@@ " not in "\n" + markdown, "every marker is part of the model"
    for item in page.items:
        assert markdown.count(f'data-law-id="{item.id}"') == 1
        assert markdown.count(f'data-live-example="{item.id}"') == (item.law.cut != "lost")
    for note in page.notes:
        assert markdown.count(f'id="app-ref-{note.number}"') == 1
        assert markdown.count(f'<li id="app-{note.number}">') == 1
        # the words noted, as the list at the foot gives them: italics, no underscores
        listed = markdown.split(f'<li id="app-{note.number}">')[1].split("<strong>")[0]
        assert "_" not in listed, listed
    renderer = page_render.Renderer(edition, page)
    for item in page.items:
        for paragraph in item.period.paragraphs:
            # the transcription's underscores are italics, never printed
            assert "\\_" not in renderer.paragraph(paragraph), item.id


def test_each_part_of_the_model_shows_in_the_page(edition: Edition) -> None:
    """What a hook adds to the model, and only that, changes the page."""
    page = edition.pages["all-fours"]
    item = page.item("all-fours:s92-vi")
    example = item.example
    assert example is not None
    bare = dataclasses.replace(item, example=dataclasses.replace(example, live=False), steps=[])
    shown = GamePage(page.game, page.title, page.src_uri, page.url, page.opening,
                     [bare if i is item else i for i in page.items], page.supplied)
    before = page_render.game_page_markdown(edition, page)
    after = page_render.game_page_markdown(edition, shown)
    assert 'data-live-example="all-fours:s92-vi"' in before
    assert 'data-live-example="all-fours:s92-vi"' not in after
    assert before.count('class="seen-in"') == after.count('class="seen-in"') + 1
    step = '<a href="../worked-hands/all-fours-one-card-all-four/#step-9">step 9</a>'
    assert before.count(step) == after.count(step) + 1
    changed = GamePage(page.game, page.title, page.src_uri, page.url,
                       (Prose("An opening of the editors' [@foster].\n"),), page.items,
                       page.supplied)
    assert page_render.game_page_markdown(edition, changed).startswith(
        "An opening of the editors' [@foster].")


def test_the_lacuna_sign_stands_against_a_word_the_loss_cuts(edition: Edition) -> None:
    """"⟨…⟩ atter case" and "If, bei ⟨…⟩" made words of parts of words: where
    the witness shows the loss inside a word, the sign stands against it;
    elsewhere ("thus ⟨…⟩", "matadores, ⟨…⟩") a space parts them."""
    sign = page_render.LACUNA_SIGN
    found = {}
    for game in ("all-fours", "bezique", "quadrille"):
        markdown = page_render.game_page_markdown(edition, edition.pages[game])
        found[game] = re.findall(rf"([^\s>]* ?)<a class=\"ed lacuna\"[^>]*>{sign}</a>( ?[^\s<]*)",
                                 markdown)
    assert ("", "atter") in found["all-fours"] and ("bei", "") in found["all-fours"]
    assert ("", "LD") in found["bezique"] and ("thus ", "") in found["bezique"]
    assert ("matadores, ", "") in found["quadrille"]
