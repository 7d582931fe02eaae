"""The first ten minutes (issue 33): what a newcomer meets first.

* the README opens with what a reader and a player do (read the laws online,
  ``make serve``, ``python -m playable play all-fours``), the architecture
  after;
* ``make serve`` serves the site before the edition's PDF is printed, and
  the print says how far it has gone (docs/hooks/print_edition.py);
* under ``mkdocs serve`` only, the pages' Content-Security-Policy lets
  MkDocs' live-reload script run (docs/hooks/serve.py,
  docs/overrides/main.html); a build keeps the strict policy;
* ``make serve PORT=8001`` serves there, and the site's address (the
  citations, the Cite links, the engine's law links) follows the port.
"""

from __future__ import annotations

import logging
import os
import re
import shutil
import subprocess
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import jinja2
import pytest

ROOT = Path(__file__).resolve().parents[1]


# -- make serve: the site first, the PDF after, its progress told ---------------------------


@pytest.fixture
def post_build(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> dict[str, Any]:
    """print_edition's on_post_build with a book of nothing and no printer:
    what it printed now and what it left to the background."""
    import print_edition as pe

    monkeypatch.setattr(pe, "CACHE", tmp_path / "print")
    monkeypatch.setitem(pe._state, "parts", ["a page"])
    monkeypatch.setattr(pe, "build_will_stop", lambda: False)
    monkeypatch.setattr(pe, "book_document", lambda config: "<html></html>")
    monkeypatch.setattr(pe, "book_info", dict)  # no page model: the PDF's information none
    monkeypatch.delenv(pe.PAGES_WRITTEN, raising=False)
    done: dict[str, Any] = {"now": [], "later": [], "site": tmp_path / "site", "pe": pe}
    done["site"].mkdir()

    def now(book: object) -> Path:
        done["now"].append(book)
        pdf = tmp_path / "printed.pdf"
        pdf.write_bytes(b"%PDF-")
        return pdf

    monkeypatch.setattr(pe, "cached_pdf", now)
    monkeypatch.setattr(pe, "print_later", lambda book, target: done["later"].append(target))
    return done


@pytest.mark.parametrize("older", [False, True])
def test_serve_serves_the_site_first_and_prints_the_pdf_after(
        post_build: dict[str, Any], monkeypatch: pytest.MonkeyPatch, older: bool) -> None:
    """On a first ``make serve`` (no PDF printed before) the build does not
    wait minutes for the print: it goes on behind the served site."""
    pe = post_build["pe"]
    if older:
        last = pe.CACHE / "older-key" / pe.PDF_NAME
        last.parent.mkdir(parents=True)
        last.write_bytes(b"%PDF-old")
    monkeypatch.setitem(pe._serving, "command", "serve")
    pe.on_post_build(SimpleNamespace(site_dir=str(post_build["site"])))
    target = post_build["site"] / pe.PDF_NAME
    assert post_build["now"] == [] and post_build["later"] == [target]
    assert target.exists() == older


def test_a_build_still_prints_before_it_ends(post_build: dict[str, Any],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    pe = post_build["pe"]
    monkeypatch.setitem(pe._serving, "command", "build")
    pe.on_post_build(SimpleNamespace(site_dir=str(post_build["site"])))
    assert len(post_build["now"]) == 1 and post_build["later"] == []
    assert (post_build["site"] / pe.PDF_NAME).read_bytes() == b"%PDF-"


class _Tab:
    """A page of Chromium where paged.js lays out 40 pages between looks."""

    def __init__(self, looks: int) -> None:
        self.looks, self.waits = looks, 0

    def wait_for_function(self, expression: str, timeout: float, polling: int) -> None:
        from playwright.sync_api import TimeoutError as NotYet

        assert "__bookPages" in expression and timeout < 60_000
        self.waits += 1
        if self.waits <= self.looks:
            raise NotYet("not laid out yet")

    def evaluate(self, expression: str) -> int:
        assert ".pagedjs_page" in expression
        return 40 * self.waits


def test_the_print_says_how_far_the_layout_has_gone(caplog: pytest.LogCaptureFixture,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    import print_edition as pe

    with caplog.at_level(logging.INFO, logger=pe.log.name):
        pe.wait_for_layout(_Tab(looks=2))
    told = [r.getMessage() for r in caplog.records]
    assert told[0].startswith("print: laying out the edition")
    assert [re.sub(r" in \d+ s$", "", t) for t in told[1:]] == [
        "print: 40 pages laid out", "print: 80 pages laid out"]
    monkeypatch.setattr(pe, "LAYOUT_MS", 0)  # and it still gives up in the end
    from playwright.sync_api import TimeoutError as NotYet

    with pytest.raises(NotYet):
        pe.wait_for_layout(_Tab(looks=5))


# -- make serve PORT=8001: the address follows the port ----------------------------------


def _served(tmp_path: Path, *args: str, **env: str) -> list[str]:
    """What ``make serve ARGS`` hands MkDocs: its site address and its
    arguments, MkDocs being a stand-in that prints them (nothing installed)."""
    stand_in = tmp_path / "bin" / "mkdocs"
    stand_in.parent.mkdir(exist_ok=True)
    stand_in.write_text('#!/bin/sh\necho "$PLAYABLE_SITE_URL"\necho "$@"\n', encoding="utf-8")
    stand_in.chmod(0o755)
    environ = {k: v for k, v in os.environ.items() if k != "PLAYABLE_SITE_URL"} | env
    done = subprocess.run(["make", "--no-print-directory", "-s", "-C", str(ROOT), "serve",
                           f"BIN={stand_in.parent}", "STAMP=", "NODE_STAMP=", "CHROMIUM=",
                           *args], capture_output=True, text=True, env=environ, timeout=60,
                          check=True)
    return done.stdout.splitlines()


@pytest.mark.skipif(shutil.which("make") is None, reason="no make")
def test_serve_on_another_port_gives_the_site_that_address(tmp_path: Path) -> None:
    """Issue 33: ``make serve PORT=8001`` served there, but the citations and
    the law links said port 8000 (PLAYABLE_SITE_URL unset); the address now
    follows the port, and an address set is kept."""
    assert _served(tmp_path, "PORT=8001") == [
        "http://127.0.0.1:8001/", "serve --dev-addr 127.0.0.1:8001"]
    assert _served(tmp_path)[0] == "http://127.0.0.1:8000/"
    assert _served(tmp_path, "PORT=8001", PLAYABLE_SITE_URL="https://example.org/laws/")[0] \
        == "https://example.org/laws/"


# -- live reload under serve, the strict policy in a build ----------------------------------


def _policy(serving: bool | None) -> str:
    """The Content-Security-Policy main.html writes, for a config whose
    ``extra`` sets ``serving`` (or not at all)."""
    source = (ROOT / "docs" / "overrides" / "main.html").read_text(encoding="utf-8")
    sets = source[source.index("{% set csp_inline_scripts"):source.index("{% block site_meta")]
    template = jinja2.Environment(undefined=jinja2.Undefined).from_string(
        sets + "{{ csp | join('; ') }}")
    extra = {} if serving is None else {"serving": serving}
    return template.render(config={"extra": extra}).strip()


def _script_src(policy: str) -> str:
    return next(d for d in policy.split("; ") if d.startswith("script-src "))


def test_serve_lets_the_live_reload_script_run_and_a_build_does_not() -> None:
    import serve

    for command, serving in (("serve", True), ("build", False), ("gh-deploy", False)):
        serve.on_startup(command, dirty=False)
        config: Any = SimpleNamespace(extra={})
        assert serve.on_config(config).extra["serving"] is serving
    built, unset, served = _policy(False), _policy(None), _policy(True)
    assert built == unset
    assert "'unsafe-inline'" not in _script_src(built) and "'sha256-" in _script_src(built)
    # a hash beside 'unsafe-inline' would void it: under serve there is none
    assert _script_src(served) == "script-src 'self' 'wasm-unsafe-eval' 'unsafe-inline'"
    assert "connect-src 'self'" in served.split("; ")  # the reload asks its own server
    others = [d for d in built.split("; ") if not d.startswith("script-src ")]
    assert others == [d for d in served.split("; ") if not d.startswith("script-src ")]
    hooks = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert "- docs/hooks/serve.py" in hooks


# -- the README: what a reader and a player do, first ---------------------------------------


def test_the_readme_opens_with_reading_and_playing_and_its_commands_work() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    heads = re.findall(r"^## (.+)$", readme, re.MULTILINE)
    assert heads[0] == "Start here", heads
    opening = readme.split("\n## ", 2)[1]
    assert opening.index("To read the laws") < opening.index("To play") \
        < opening.index("make test")
    assert "make serve" in opening and "http://127.0.0.1:8000" in opening
    assert "python3 -m playable play all-fours" in opening
    # the options it names are the command line's, and the game it names plays
    import subprocess
    import sys

    shown = subprocess.run([sys.executable, "-m", "playable", "play", "--help"],
                           capture_output=True, text=True, check=True, cwd=ROOT).stdout
    named = set(re.findall(r"`(--[a-z-]+)", opening))
    assert named >= {"--seed", "--as-at-the-table", "--auto-single"}
    assert all(option in shown for option in named), named
    played = subprocess.run([sys.executable, "-m", "playable", "play", "all-fours", "--seed",
                             "1"], input="help\nquit\n", capture_output=True, text=True,
                            check=True, cwd=ROOT).stdout
    assert "Choices open now:" in played and played.rstrip().endswith("Goodbye.")


def test_the_command_lines_help_says_what_it_does_in_plain_words() -> None:
    """``python -m playable --help`` opens with a sentence for the reader (it
    once printed the docstring's first line, its reST markup and all, and
    left ``export`` out), and names every command."""
    import sys

    shown = subprocess.run([sys.executable, "-m", "playable", "--help"], capture_output=True,
                           text=True, check=True, cwd=ROOT).stdout
    assert "``" not in shown
    opening = " ".join(shown.split("\n\n")[1].split())
    assert opening.startswith("Laws of the Card Table:"), opening
    for command in ("play", "replay", "export", "bench"):
        assert re.search(rf"^\s+{command}\s+\S", shown, re.MULTILINE), command
