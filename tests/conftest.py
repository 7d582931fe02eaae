"""Shared fixtures and the way the suite runs: the repository root, one strict
build of the site for the whole test session, Debian's Chromium, and the
settings of the property tests.

``make test`` runs the tests on every core with pytest-xdist (``-n auto``),
and the suite is made for it:

* **The site is built once a session**, whatever the number of workers.  The
  first process that collects a test needing the site starts ``mkdocs build
  --strict`` in the background, into a folder the controlling process made
  for the session (:class:`SharedBuild`); every worker waits for that one
  build.  ``built_site`` waits only until the pages are written (the print
  hook says so, docs/hooks/print_edition.py), so that the tests of the pages
  run while Chromium prints the PDF (a minute or more when cold);
  ``printed_site`` waits for the whole build.  A session whose tests passed
  waits for the build at its end and fails if the build did.
* **Tests are dealt longest first, a notebook whole.**  Those needing no site
  come first (the build runs meanwhile), then those of the pages, then those
  of the PDF; within each, the tests known to be long (:data:`COSTS`) first,
  so that the maxims notebook starts at once and no long test is left alone
  at the end.  nbval runs a notebook's cells one after another in one
  kernel, so a notebook goes to one worker, which runs its cells in order;
  every other test goes wherever a worker is free
  (:func:`pytest_xdist_make_scheduler`).  (Not by ``xdist_group`` marks
  and ``--dist loadgroup``: pytest-xdist 3.8 keeps a group by rewriting node
  ids, which pytest 9.2 no longer lets it do, and the cells would be
  scattered.)
* **Chromium is one per worker process** (``browser``, its headless shell):
  Playwright's sync API runs one instance per process.
* **Bytecode is kept for the session** where the environment says not to
  write it beside the sources (``PYTHONDONTWRITEBYTECODE``): in the session's
  folder (``PYTHONPYCACHEPREFIX``), so that its Python processes compile the
  engine once, not each.
* **Property tests are derandomized**: hypothesis draws the same examples,
  in the number each test asks for, on every run and in every worker.

Without ``-n`` the same happens in one process (the build still runs beside
the first tests).
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

ROOT = Path(__file__).resolve().parents[1]


def advised(deal: Any, player: Any, seed: int) -> Iterator[tuple[int, Any, Any]]:
    """Play ``deal`` to its end by ``player``'s advice (a game's period
    player's ``advise``), each act checked to be the one its ``choose``
    makes, drawing the same numbers from a generator seeded ``seed``; yields
    (the seat, its view, the advice) before each act is made."""
    by_advice, by_choice = random.Random(seed), random.Random(seed)
    while not deal.is_over:
        seat = deal.to_move
        assert seat is not None
        view, legal = deal.view(seat), deal.legal_actions()
        advice = player.advise(view, legal, by_advice)
        assert advice.action == player.choose(view, legal, by_choice)
        assert by_advice.getstate() == by_choice.getstate()
        yield seat, view, advice
        deal.apply(advice.action)

# Derandomized (the same examples every run, so a failure is met again), no
# deadline (a busy machine must not fail a test: speed is measured elsewhere)
# and no example database (nothing written beside the project by the workers).
settings.register_profile("playable", derandomize=True, deadline=None, database=None)
settings.load_profile("playable")

#: How the controlling process tells the workers where the session's build goes.
SHARED_KEY = "playable_shared_build"
#: Generous: a cold build prints a PDF of some two hundred pages on a busy machine.
BUILD_TIMEOUT_S = 3600

#: Runs the build and then writes its exit status, so that any process can wait for it.
_BUILD_SCRIPT = """
import os, subprocess, sys
site, log, result = sys.argv[1:]
with open(log, "w", encoding="utf-8") as out:
    code = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", site],
        stdout=out, stderr=subprocess.STDOUT, check=False).returncode
with open(result + ".part", "w", encoding="utf-8") as out:
    out.write(str(code))
os.replace(result + ".part", result)
"""


class SharedBuild:
    """One ``mkdocs build --strict`` for the test session, in ``folder``,
    shared by every process of the session."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.site = folder / "site"
        self.log = folder / "build.log"
        self.result = folder / "build.status"
        self.pid = folder / "build.pid"
        #: Written by docs/hooks/print_edition.py once every page is, before the PDF prints.
        self.pages = folder / "pages.written"

    def start(self) -> None:
        """Start the build in the background, unless a process of this
        session has started it already."""
        try:
            claim = os.open(self.folder / "build.claimed", os.O_CREAT | os.O_EXCL | os.O_WRONLY)
        except FileExistsError:
            return
        os.close(claim)
        env = dict(os.environ, NO_MKDOCS_2_WARNING="1", PLAYABLE_PAGES_WRITTEN=str(self.pages))
        proc = subprocess.Popen(  # its own process group, stopped at the session's end
            [sys.executable, "-c", _BUILD_SCRIPT, str(self.site), str(self.log),
             str(self.result)],
            cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, start_new_session=True)
        self.pid.write_text(str(proc.pid), encoding="utf-8")

    def wait(self, *, printed: bool = True) -> Path:
        """The built site, once the build is done, or (``printed=False``) once
        its pages are written and it will not stop for a warning, while the
        PDF prints; the build's own output is shown if it failed."""
        self.start()
        deadline = time.monotonic() + BUILD_TIMEOUT_S
        while not self.result.exists():
            if not printed and self.pages.exists():
                return self.site
            assert time.monotonic() < deadline, "the site's build did not finish"
            time.sleep(0.5)
        code = int(self.result.read_text(encoding="utf-8"))
        log = self.log.read_text(encoding="utf-8", errors="replace")
        assert code == 0, f"mkdocs build --strict failed:\n{log}"
        return self.site

    def stop(self) -> None:
        """Stop a build still running when the session ends (no test waits
        for it any more: the session was cut short)."""
        if self.result.exists() or not self.pid.exists():
            return
        try:
            os.killpg(int(self.pid.read_text(encoding="utf-8")), signal.SIGTERM)
        except (ProcessLookupError, ValueError):
            pass


_BUILD = pytest.StashKey[SharedBuild]()


def pytest_configure(config: pytest.Config) -> None:
    workerinput = getattr(config, "workerinput", None)
    if workerinput is not None:  # an xdist worker: the controller's folder
        config.stash[_BUILD] = SharedBuild(Path(workerinput[SHARED_KEY]))
        return
    folder = Path(tempfile.mkdtemp(prefix="playable-tests-"))
    build = SharedBuild(folder)
    config.stash[_BUILD] = build
    if os.environ.pop("PYTHONDONTWRITEBYTECODE", None):
        # Where bytecode is not to be written beside the sources, the
        # session's Python processes (the workers, the build, the notebooks'
        # kernels and trial pools, the commands the tests run: some eighty)
        # keep it in the session's folder, removed at its end, rather than
        # each compiling the engine again (0.4 s of CPU a process).
        os.environ["PYTHONPYCACHEPREFIX"] = str(folder / "bytecode")

    def clean_up() -> None:
        build.stop()
        import shutil

        shutil.rmtree(folder, ignore_errors=True)

    config.add_cleanup(clean_up)


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node: Any) -> None:
    """xdist: give each worker the session's build folder."""
    node.workerinput[SHARED_KEY] = str(node.config.stash[_BUILD].folder)


#: What each kind of test waits for: nothing, the site's pages, the whole
#: build with its PDF.  Dealt in that order (:func:`pytest_collection_modifyitems`).
SITE_FIXTURES = ("built_site", "printed_site")

#: The longest tests, with their seconds in a full run on two busy cores
#: (``--durations``): dealt first within their kind, so that no long one is
#: left for the end while the other worker has nothing to do.  A guide to
#: the order only (a test renamed just loses its place); a test driving
#: Chromium that is not named here counts :data:`BROWSER_COST`.
COSTS = {
    "notebooks/maxims-put-to-the-test.ipynb": 800,
    "tests/test_browser.py::test_every_page_passes_axe_and_works_under_its_policy": 120,
    "tests/test_edition.py::test_strict_build_fails_on_a_broken_anchor_or_link": 20,
    "tests/test_bibliography.py::test_the_build_fails_on_an_unknown_key": 10,
    "tests/test_browser.py::test_the_live_parts_pass_axe_once_drawn": 40,
    "tests/test_notation.py::test_any_arguments_written_are_read_back": 26,
    "tests/test_notebooks.py::test_plots_are_compared_and_come_out_the_same_twice": 25,
    "tests/test_fuzz.py::test_a_record_of_changed_structure_is_read_or_refused": 25,
    "tests/test_static.py::test_mypy_strict_passes": 23,
    "tests/test_quadrille_solve.py::test_the_vole_after_the_sixth_trick": 19,
    "tests/test_notebooks.py::test_a_stale_output_fails_the_notebook_tests": 14,
    "tests/test_fuzz.py::test_an_act_of_any_shape_is_done_or_refused_changing_nothing": 12,
    "tests/test_solve.py::test_bench_solver_prints_its_table": 12,
    "tests/test_pimc.py::test_play_against_the_strong_player_and_bench_pimc": 11,
}
BROWSER_COST = 15


def site_kind(item: pytest.Item) -> int:
    """0: needs no site; 1: needs its pages; 2: needs the whole build, PDF included."""
    names = getattr(item, "fixturenames", ())
    return max((i + 1 for i, name in enumerate(SITE_FIXTURES) if name in names), default=0)


def needs_site(item: pytest.Item) -> bool:
    return site_kind(item) > 0


def cost(item: pytest.Item) -> float:
    """The seconds :data:`COSTS` gives the test (a notebook's cells, the notebook's)."""
    path = item.nodeid.split("::", 1)[0]
    for key in (item.nodeid, item.nodeid.split("[", 1)[0], path):
        if key in COSTS:
            return COSTS[key]
    for key, seconds in COSTS.items():
        if "::" in key and item.nodeid.startswith(key):
            return seconds
    return BROWSER_COST if "browser" in getattr(item, "fixturenames", ()) else 0


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """xdist, with ``--dist loadscope`` (pyproject.toml): each test is a unit of
    work of its own, but a notebook's cells are one (they share a kernel),
    dealt in the order of the collection (:func:`pytest_collection_modifyitems`),
    not loadscope's largest unit first.  Where this file is not loaded,
    xdist's own loadscope still keeps a notebook whole (it deals whole modules)."""
    if config.getvalue("dist") != "loadscope":
        return None
    from xdist.scheduler import LoadScopeScheduling  # type: ignore[import-untyped]

    config.option.loadscopereorder = False

    class OneByOneNotebooksWhole(LoadScopeScheduling):  # type: ignore[misc]
        def _split_scope(self, nodeid: str) -> str:
            path = nodeid.split("::", 1)[0]
            return path if path.endswith(".ipynb") else nodeid

    return OneByOneNotebooksWhole(config, log)


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The order the tests are dealt in: those needing no site first (the
    build runs meanwhile), then those reading its pages (while the PDF
    prints), then those reading the PDF; each kind longest first (a notebook's
    cells together and in order).  Last of the hooks, after ``-k`` and ``-m``
    have chosen: a build is started only for a chosen test that reads it."""
    if any(needs_site(item) for item in items) and not config.option.collectonly:
        config.stash[_BUILD].start()
    place = {id(item): i for i, item in enumerate(items)}
    items.sort(key=lambda item: (site_kind(item), -cost(item), place[id(item)]))


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """The tests of the pages may pass while the PDF still prints: a session
    that has passed waits for the build's end, and fails if the build did."""
    if hasattr(session.config, "workerinput") or _BUILD not in session.config.stash:
        return
    build = session.config.stash[_BUILD]
    if exitstatus != pytest.ExitCode.OK or not (build.folder / "build.claimed").exists():
        return
    try:
        build.wait()
    except AssertionError as failure:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        if reporter is not None:
            reporter.ensure_newline()
            reporter.write_line(f"the site's build failed after its pages were tested: {failure}",
                                red=True)


#: The report of a test's call, kept on the test (:func:`pytest_runtest_makereport`).
CALL_REPORT = pytest.StashKey[pytest.TestReport]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """Keep the report of each test's call on the test, for the fixtures that
    tidy up after it differently when it failed (test_browser.py's ``tables``)."""
    report = yield
    if report.when == "call":
        item.stash[CALL_REPORT] = report
    return report


@pytest.fixture(scope="session")
def built_site(pytestconfig: pytest.Config) -> Path:
    """The site, built once for the session with ``mkdocs build --strict``
    (see :class:`SharedBuild`), as soon as its pages are written (its PDF
    may still be printing: :func:`printed_site` waits for it); tests read it
    and do not change it."""
    return pytestconfig.stash[_BUILD].wait(printed=False)


@pytest.fixture(scope="session")
def printed_site(pytestconfig: pytest.Config) -> Path:
    """The site once its build is done, the edition's PDF printed."""
    return pytestconfig.stash[_BUILD].wait()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's Chromium headless shell, driven by Playwright: one for the
    whole session of this process (each xdist worker has its own), since
    Playwright's sync API cannot run a second instance in the same process."""
    from test_browser import CHROMIUM_ARGS, CHROMIUM_SHELL, SHOTS

    assert Path(CHROMIUM_SHELL).exists(), \
        f"{CHROMIUM_SHELL} is missing: `make test` installs Debian's chromium-headless-shell"
    from playwright.sync_api import sync_playwright

    SHOTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM_SHELL, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()
