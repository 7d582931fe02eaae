"""Run notebooks and store their outputs as the tests expect them.

    python notebooks/execute.py                  # every notebook here
    python notebooks/execute.py maxims.ipynb     # the ones named

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


def main(names: list[str]) -> int:
    paths = [HERE / n for n in names] if names else sorted(HERE.glob("*.ipynb"))
    for path in paths:
        print(f"{path.name}: {execute(path):.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
