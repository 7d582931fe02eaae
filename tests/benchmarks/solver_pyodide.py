"""The solver's figures in Pyodide, under Node (issue 13).

    .venv/bin/python tests/benchmarks/solver_pyodide.py [--deals N]

Loads the pinned Pyodide from ``node_modules/pyodide`` in Node (as the site
build does, ``docs/hooks/live.py``), writes the engine's sources into its
file system and runs ``python -m playable bench --solver`` there: the same
seeded positions and the same table as under CPython.  A script that prints,
never a test.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PYODIDE = ROOT / "node_modules" / "pyodide"

SCRIPT = """
import { loadPyodide } from %(module)s;
const py = await loadPyodide({ indexURL: %(index)s });
const files = %(files)s;
py.FS.mkdirTree("/engine/playable");
for (const [name, text] of Object.entries(files)) {
  py.FS.writeFile("/engine/playable/" + name, text);
}
py.setStdout({ batched: (line) => console.log(line) });
py.runPython(`
import sys
sys.path.insert(0, "/engine")
print(sys.version.split()[0], "(Pyodide)")
from playable.bench import solver
solver(%(deals)d)
`);
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=50)
    args = parser.parse_args()
    node = shutil.which("node")
    if node is None or not (PYODIDE / "pyodide.mjs").exists():
        print("needs node and node_modules/pyodide (npm ci)", file=sys.stderr)
        return 2
    files = {p.name: p.read_text(encoding="utf-8") for p in (ROOT / "playable").glob("*.py")}
    script = SCRIPT % {"module": json.dumps((PYODIDE / "pyodide.mjs").as_uri()),
                       "index": json.dumps(str(PYODIDE) + "/"), "files": json.dumps(files),
                       "deals": args.deals}
    with tempfile.TemporaryDirectory(prefix="solver-pyodide-") as tmp:
        path = Path(tmp) / "run.mjs"
        path.write_text(script, encoding="utf-8")
        return subprocess.run([node, str(path)], check=False).returncode


if __name__ == "__main__":
    sys.exit(main())
