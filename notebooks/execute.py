"""Run notebooks and store their outputs as the tests expect them.

    python notebooks/execute.py                  # every notebook here
    python notebooks/execute.py maxims-put-to-the-test.ipynb   # the ones named
    python notebooks/execute.py notebooks/maxims-put-to-the-test.ipynb   # or their paths

Each notebook runs top to bottom in a fresh kernel of this environment, with
this folder as its working directory.  Streams are stored as a reader saw
them (a progress bar's carriage returns leave only its last state) and no
execution timings are written into the notebook, so that a second run stores
the same file.  ``make test`` then checks, with nbval, that a fresh run gives
the outputs stored here.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

HERE = Path(__file__).resolve().parent


def execute(path: Path) -> float:
    """Run one notebook in place; returns the seconds it took."""
    nb = nbformat.read(path, as_version=4)
    start = time.perf_counter()
    NotebookClient(nb, timeout=1200, kernel_name="python3", record_timing=False,
                   coalesce_streams=True,
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    seconds = time.perf_counter() - start
    nbformat.write(nb, path)
    return seconds


def notebook(name: str) -> Path | None:
    """The notebook of this folder ``name`` names: its file's name, or a path
    to it from where the command runs (as a shell's completion gives it:
    ``notebooks/NAME.ipynb``); None where it names no notebook here."""
    given = Path(name)
    path = HERE / given if given.parent == Path() else given.resolve()
    return path if path.parent == HERE and path.suffix == ".ipynb" and path.is_file() else None


def main(names: list[str]) -> int:
    """Run the notebooks named (every one where none is), each checked
    before any runs: a name that is no notebook here is one line on stderr,
    naming those there are, and status 2."""
    everyone = sorted(HERE.glob("*.ipynb"))
    paths = []
    for name in names:
        path = notebook(name)
        if path is None:
            print(f"execute.py: no notebook {name!r} in {HERE.name}/; give one of "
                  + ", ".join(p.name for p in everyone), file=sys.stderr)
            return 2
        paths.append(path)
    for path in paths or everyone:
        print(f"{path.name}: {execute(path):.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
