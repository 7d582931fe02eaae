"""The notebooks: executed, not pasted.

``make test`` runs every notebook in ``notebooks/`` through nbval (see
``[tool.pytest.ini_options]`` in pyproject.toml), which fails when a stored
output differs from a fresh run.  The tests here check that this comparison
has teeth (a stale output on a copy fails it, HTML pictures and SVG plots
included), that the stored outputs hold nothing that changes from run to
run, that every notebook says how to run it, and that the site shows the
notebooks and links each law they illustrate to the step where it happens.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from playable.laws import GAMES, LAWS

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
ALL = sorted(NOTEBOOKS.glob("*.ipynb"))
SUPPORT = [p for p in NOTEBOOKS.glob("*.py")]
#: The quickest of the worked hands, for the tests that run nbval on a copy.
QUICK = NOTEBOOKS / "all-fours-one-card-all-four.ipynb"


def read(path: Path) -> nbformat.NotebookNode:
    return nbformat.read(path, as_version=4)


def nbval(*paths: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run nbval on ``paths`` as ``make test`` does, in a fresh pytest."""
    env = dict(os.environ)
    env.pop("PYTEST_ADDOPTS", None)
    return subprocess.run(
        [sys.executable, "-m", "pytest", "--nbval", "--nbval-current-env", "-q",
         "-p", "no:cacheprovider", "--rootdir", str(cwd), *map(str, paths)],
        cwd=cwd, env=env, capture_output=True, text=True, timeout=600, check=False)


def copy_with_support(notebook: Path, where: Path) -> Path:
    for helper in SUPPORT:
        shutil.copy(helper, where / helper.name)
    return Path(shutil.copy(notebook, where / notebook.name))


def outputs(nb: nbformat.NotebookNode) -> list[tuple[int, dict]]:
    return [(i, out) for i, cell in enumerate(nb.cells) if cell.cell_type == "code"
            for out in cell.outputs]


# -------------------------------------------------------- the comparison has teeth


def test_there_are_notebooks_and_pytest_runs_them() -> None:
    assert ALL, "no notebooks"
    config = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'testpaths = \[[^\]]*"notebooks"', config)
    assert "--nbval " in config or '--nbval"' in config


def test_a_stale_output_fails_the_notebook_tests(tmp_path: Path) -> None:
    """Change what a notebook stores (a line of text and a card in a picture)
    and nbval must fail those two cells, and only those."""
    copy = copy_with_support(QUICK, tmp_path)
    nb = read(copy)
    streams = [out for _, out in outputs(nb)
               if out.output_type == "stream" and "high and low" in out.text]
    pictures = [out for _, out in outputs(nb)
                if 'aria-label="knave of hearts"' in out.get("data", {}).get("text/html", "")]
    assert streams and pictures, "the notebook no longer has the outputs this test alters"
    streams[0].text = streams[0].text.replace("high and low", "neither high nor low")
    html = pictures[0].data["text/html"]
    pictures[0].data["text/html"] = html.replace('aria-label="knave of hearts"',
                                                 'aria-label="queen of hearts"', 1)
    nbformat.write(nb, copy)
    proc = nbval(copy, cwd=tmp_path)
    report = proc.stdout + proc.stderr
    assert proc.returncode != 0, report
    assert "Cell outputs differ" in report
    assert re.search(r"\b2 failed\b", report), report


def test_plots_are_compared_and_come_out_the_same_twice(tmp_path: Path) -> None:
    """A plot made as the notebooks make them is stored, run again by nbval
    (identical, so it passes), and once its stored picture is altered, fails."""
    from nbclient import NotebookClient

    for helper in SUPPORT:
        shutil.copy(helper, tmp_path / helper.name)
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(
        "import matplotlib.pyplot as plt\nimport trials\n"
        "fig, ax = plt.subplots(figsize=(3, 2))\nax.plot([0, 1, 2], [2, 0, 1])\n"
        "trials.svg(fig, 'a test line')")]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    NotebookClient(nb, kernel_name="python3", timeout=120,
                   resources={"metadata": {"path": str(tmp_path)}}).execute()
    svg = nb.cells[0].outputs[0].data["image/svg+xml"]
    assert "dc:date" not in svg and "Matplotlib v" not in svg
    nbformat.write(nb, tmp_path / "same.ipynb")
    altered = nbformat.from_dict(json.loads(json.dumps(nb)))
    first_path = re.search(r' d="M [0-9.]+ ', svg)
    assert first_path
    altered.cells[0].outputs[0].data["image/svg+xml"] = svg.replace(
        first_path.group(0), first_path.group(0).replace("M ", "M 1", 1), 1)
    nbformat.write(altered, tmp_path / "altered.ipynb")
    proc = nbval(tmp_path / "same.ipynb", tmp_path / "altered.ipynb", cwd=tmp_path)
    report = proc.stdout + proc.stderr
    assert re.search(r"\b1 failed, 1 passed\b", report), report
    assert "altered.ipynb" in report.split("short test summary")[-1]


def test_execute_takes_a_notebooks_name_or_path_and_names_the_notebooks_for_another(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """``notebooks/execute.py notebooks/NAME.ipynb`` (a path, as a shell's
    completion gives it) looked for notebooks/notebooks/NAME.ipynb and failed
    with FileNotFoundError; a misspelt name failed with a traceback.  A name
    or a path to a notebook here is run; any other name is one line on
    stderr naming the notebooks, status 2, and nothing is run."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("execute", NOTEBOOKS / "execute.py")
    assert spec is not None and spec.loader is not None
    execute = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(execute)
    ran: list[Path] = []
    monkeypatch.setattr(execute, "execute", lambda path: ran.append(path) or 0.0)
    monkeypatch.chdir(ROOT)
    for name in (QUICK.name, f"notebooks/{QUICK.name}", str(QUICK), f"./notebooks/{QUICK.name}"):
        assert execute.main([name]) == 0
        assert ran.pop() == QUICK, name
    assert capsys.readouterr().err == ""
    for name in ("maxims.ipynb", f"notebooks/notebooks/{QUICK.name}", "notebooks", "execute.py",
                 f"tests/{QUICK.name}"):
        assert execute.main([QUICK.name, name]) == 2
        assert ran == []  # none run, the first named neither
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "Traceback" not in err
        assert err.startswith(f"execute.py: no notebook {name!r} in notebooks/; give one of ")
        assert all(path.name in err for path in ALL)


# ------------------------------------------------------------ what is stored


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_stored_outputs_hold_nothing_that_changes_between_runs(path: Path) -> None:
    nb = read(path)
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert [c.execution_count for c in code] == list(range(1, len(code) + 1)), \
        "run the notebook top to bottom (make run-notebooks)"
    for c in nb.cells:
        assert "execution" not in c.get("metadata", {}), "no execution timings in the file"
    unstable = re.compile(
        r"0x[0-9a-f]{6,}|\bat 0x|\d+(\.\d+)?\s*(it/s|s/it)|\b\d\d:\d\d(:\d\d)?\b|Wall time|"
        r"CPU times|elapsed|\d{4}-\d\d-\d\dT\d\d|Matplotlib v\d|<dc:date>")
    for i, out in outputs(nb):
        assert out.output_type != "error", f"cell {i} stores an error"
        if out.output_type == "stream":
            assert out.name == "stdout", f"cell {i} writes to {out.name}: {out.text[:200]}"
            assert "\r" not in out.text, f"cell {i}: a progress bar stored in all its states"
        texts = [out.get("text", "")] + [v for v in out.get("data", {}).values()
                                         if isinstance(v, str)]
        for text in texts:
            found = unstable.search(text)
            assert not found, f"cell {i} stores {found.group(0)!r}, which changes from run to run"


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_each_notebook_opens_by_saying_how_to_run_it(path: Path) -> None:
    first = read(path).cells[0]
    assert first.cell_type == "markdown"
    lines = [line for line in first.source.splitlines() if line.strip()]
    assert lines[0].startswith("# "), "the title comes first"
    assert "make notebooks" in lines[1], "then one line on how to run it"


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_law_links_name_laws_of_the_edition(path: Path) -> None:
    anchors = {f"{law.game}#{law.anchor}" for law in LAWS.values()}
    from playable.laws import DIVISIONS

    anchors |= {f"{d.game}#{d.anchor}" for d in DIVISIONS}
    # and the sections of a game's page with an id of their own ("## 122 to
    # 124 · Before the fragment {#before-the-fragment}": the witness's text)
    for game in {law.game for law in LAWS.values()}:
        page = (ROOT / "docs" / f"{game}.md").read_text("utf-8")
        ids = re.findall(r"^#+ .*\{#([a-z0-9-]+)\}$", page, re.MULTILINE)
        anchors |= {f"{game}#{a}" for a in ids}
    text = "\n".join(c.source for c in read(path).cells if c.cell_type == "markdown")
    links = re.findall(r"\]\(\.\./docs/([a-z-]+)\.md#([A-Za-z0-9_-]+)\)", text)
    assert links, "a notebook of the edition cites the laws"
    for page, anchor in links:
        assert f"{page}#{anchor}" in anchors, f"no law or section {page}#{anchor}"


def test_every_game_has_a_worked_hand() -> None:
    worked = {}
    for path in ALL:
        nb = read(path)
        if nb.metadata.get("edition", {}).get("label"):
            continue  # not a worked hand
        text = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
        for game in GAMES:
            if re.search(rf"\]\(\.\./docs/{game}\.md#", text):
                worked.setdefault(game, []).append(path.name)
    assert set(worked) == set(GAMES), worked


# ---------------------------------------------------------------- in the site


def test_each_notebook_is_a_page_under_worked_hands(built_site: Path) -> None:
    import yaml

    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"),
                       Loader=yaml.BaseLoader)
    section = next(item["Worked hands"] for item in config["nav"]
                   if isinstance(item, dict) and "Worked hands" in item)
    in_nav = {Path(next(iter(entry.values()))).stem for entry in section}
    assert in_nav == {p.stem for p in ALL}
    for path in ALL:
        page = (built_site / "worked-hands" / path.stem / "index.html").read_text("utf-8")
        assert "make notebooks" in page
        assert "jp-Notebook" not in page and "jupyter-wrapper" not in page, "no Jupyter CSS"


def test_worked_hands_draw_cards_and_name_their_suits(built_site: Path) -> None:
    for path in ALL:
        if read(path).metadata.get("edition", {}).get("label"):
            continue
        page = (built_site / "worked-hands" / path.stem / "index.html").read_text("utf-8")
        cards = re.findall(r'<span class="playing-card" role="img" aria-label="([^"]+)"', page)
        assert len(cards) > 20, path.name
        assert all(re.fullmatch(r"\w+ of (clubs|diamonds|hearts|spades)", c) for c in cards)
        assert re.search(r">[♣♦♥♠] (clubs|diamonds|hearts|spades)", page), "suits named in text"
        assert 'id="step-1"' in page


def test_plots_reach_the_site_as_images_with_their_text(built_site: Path) -> None:
    svgs = sorted((built_site / "worked-hands").glob("*.svg"))
    assert svgs, "the maxims notebook's plots"
    for svg in svgs:
        page = built_site / "worked-hands" / svg.stem.rsplit("-", 2)[0] / "index.html"
        html = page.read_text("utf-8")
        image = re.search(rf'<img[^>]*src="\.\./{re.escape(svg.name)}"[^>]*>', html)
        assert image, f"{svg.name} is not shown on {page}"
        assert re.search(r'alt="[^"]{40,}"', image.group(0)), "the plot is described in words"
        # a link to the figure alone, to open it full size (on a phone the
        # page shrinks it to a third, its labels some 4 px tall)
        assert re.search(rf'<a [^>]*href="\.\./{re.escape(svg.name)}"[^>]*>\s*'
                         rf'{re.escape(image.group(0))}', html), svg.name


def test_laws_link_to_the_steps_that_show_them(built_site: Path) -> None:
    seen = 0
    for game in GAMES:
        html = (built_site / game / "index.html").read_text("utf-8")
        for section in re.findall(r'<section class="law-item">.*?</section>', html, re.DOTALL):
            for line in re.findall(r'<p class="seen-in">.*?</p>', section, re.DOTALL):
                for href in re.findall(r'href="([^"]+#[^"]+)"', line):
                    target, anchor = href.split("#")
                    page = (built_site / game / target / "index.html").resolve()
                    assert page.is_file(), href
                    assert f'id="{anchor}"' in page.read_text("utf-8"), href
                    seen += 1
    assert seen > 20
    # a law the worked hands show is marked on its page
    all_fours = (built_site / "all-fours" / "index.html").read_text("utf-8")
    item = all_fours[all_fours.index('id="s92-vi"'):]
    item = item[:item.index("</section>")]
    assert "Seen in a worked hand" in item and "all-fours-one-card-all-four/#step-" in item
