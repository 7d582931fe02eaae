"""Shared fixtures and the way the suite runs: the repository root, one strict
build of the site for the whole test session, Debian's Chromium, and the
settings of the property tests.

``make test`` runs the tests on every core with pytest-xdist (``-n auto``),
and the suite is made for it:

* **The site is built once a session**, whatever the number of workers.  The
  first process that collects a test needing ``built_site`` starts ``mkdocs
  build --strict`` in the background, into a folder the controlling process
  made for the session (:class:`SharedBuild`); every ``built_site`` of every
  worker waits for that one build.  The tests that need the site are put
  last, so that the build (a cold one prints the PDF in Chromium) runs while
  the other tests do.
* **Tests are dealt one by one, a notebook whole.**  nbval runs a notebook's
  cells one after another in one kernel, so a notebook goes to one worker,
  which runs its cells in order; every other test goes wherever a worker is
  free (:func:`pytest_xdist_make_scheduler`).  (Not by ``xdist_group`` marks
  and ``--dist loadgroup``: pytest-xdist 3.8 keeps a group by rewriting node
  ids, which pytest 9.2 no longer lets it do, and the cells would be
  scattered.)
* **Chromium is one per worker process** (``browser``): Playwright's sync API
  runs one instance per process.
* **Property tests are derandomized**: hypothesis draws the same examples,
  in the number each test asks for, on every run and in every worker.

Without ``-n`` the same happens in one process (the build still runs beside
the first tests).
"""

from __future__ import annotations

import os
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

    def start(self) -> None:
        """Start the build in the background, unless a process of this
        session has started it already."""
        try:
            claim = os.open(self.folder / "build.claimed", os.O_CREAT | os.O_EXCL | os.O_WRONLY)
        except FileExistsError:
            return
        os.close(claim)
        env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
        proc = subprocess.Popen(  # its own process group, stopped at the session's end
            [sys.executable, "-c", _BUILD_SCRIPT, str(self.site), str(self.log),
             str(self.result)],
            cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, start_new_session=True)
        self.pid.write_text(str(proc.pid), encoding="utf-8")

    def wait(self) -> Path:
        """The built site, once the build is done; the build's own output is
        shown if it failed."""
        self.start()
        deadline = time.monotonic() + BUILD_TIMEOUT_S
        while not self.result.exists():
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

    def clean_up() -> None:
        build.stop()
        import shutil

        shutil.rmtree(folder, ignore_errors=True)

    config.add_cleanup(clean_up)


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node: Any) -> None:
    """xdist: give each worker the session's build folder."""
    node.workerinput[SHARED_KEY] = str(node.config.stash[_BUILD].folder)


def needs_site(item: pytest.Item) -> bool:
    return "built_site" in getattr(item, "fixturenames", ())


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """xdist, with ``--dist loadscope`` (pyproject.toml): each test is a unit of
    work of its own, but a notebook's cells are one (they share a kernel).
    Where this file is not loaded, xdist's own loadscope still keeps a
    notebook whole (it deals whole modules)."""
    if config.getvalue("dist") != "loadscope":
        return None
    from xdist.scheduler import LoadScopeScheduling  # type: ignore[import-untyped]

    class OneByOneNotebooksWhole(LoadScopeScheduling):  # type: ignore[misc]
        def _split_scope(self, nodeid: str) -> str:
            path = nodeid.split("::", 1)[0]
            return path if path.endswith(".ipynb") else nodeid

    return OneByOneNotebooksWhole(config, log)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    later = [item for item in items if needs_site(item)]
    if later and not config.option.collectonly:
        config.stash[_BUILD].start()
    items[:] = [item for item in items if not needs_site(item)] + later


@pytest.fixture(scope="session")
def built_site(pytestconfig: pytest.Config) -> Path:
    """The site, built once for the session with ``mkdocs build --strict``
    (see :class:`SharedBuild`); tests read it and do not change it."""
    return pytestconfig.stash[_BUILD].wait()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's Chromium, driven by Playwright: one for the whole session of
    this process (each xdist worker has its own), since Playwright's sync API
    cannot run a second instance in the same process."""
    from test_browser import CHROMIUM, CHROMIUM_ARGS, SHOTS

    assert Path(CHROMIUM).exists(), f"{CHROMIUM} is missing: `make test` installs Debian's chromium"
    from playwright.sync_api import sync_playwright

    SHOTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()
