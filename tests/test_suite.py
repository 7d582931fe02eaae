"""The test session's own machinery (tests/conftest.py), as one who runs a
part of the suite meets it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: A plugin loaded into a child session: each start of the session's site
#: build is noted, and stands for a build that failed at once (nothing runs).
_WATCH = '''
import os, sys
import pytest

@pytest.hookimpl(trylast=True)
def pytest_configure(config):
    shared = sys.modules["conftest"].SharedBuild
    def start(self):
        with open(os.environ["BUILD_STARTS"], "a", encoding="utf-8") as out:
            out.write("started\\n")
        self.log.write_text("not built: the test of the test session", encoding="utf-8")
        self.result.write_text("1", encoding="utf-8")
    shared.start = start
'''


def test_a_selection_that_needs_no_site_starts_no_build(tmp_path: Path) -> None:
    """``-k`` chose only tests that need no site, in a file whose other tests
    read it: the session had started the strict build (and the PDF) before
    the selection was made, and then waited for it."""
    (tmp_path / "watch_build.py").write_text(_WATCH, encoding="utf-8")
    starts = tmp_path / "starts.txt"
    env = dict(os.environ, BUILD_STARTS=str(starts),
               PYTHONPATH=os.pathsep.join([str(tmp_path), str(ROOT)]))

    def run(*arguments: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0",
             "-p", "watch_build", "tests/test_tei.py", *arguments],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=300, check=False)

    chosen = run("-k", "xml_ids_map_one_to_one")
    assert chosen.returncode == 0, chosen.stdout + chosen.stderr
    assert not starts.exists()
    listed = run("-k", "xml_ids_map_one_to_one or every_tei_document_is_valid", "--co")
    assert listed.returncode == 0 and not starts.exists(), "collecting alone builds nothing"
    # the build still starts where a chosen test reads the site (here it "fails")
    reading = run("-k", "xml_ids_map_one_to_one or every_tei_document_is_valid")
    assert reading.returncode != 0 and starts.read_text(encoding="utf-8").count("started") >= 1
