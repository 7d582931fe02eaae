"""What the build makes once and keeps: the cache in the project's ``.cache/``.

Not a hook: the part of the hooks that make a costly file and keep it between
builds — the engine's wheel and Python's library compiled for Pyodide
(``live.py``), the edition's PDF (``print_edition.py``).  Each file is kept in
an entry of its own kind, ``.cache/<kind>/<key>/`` (deeper for live.py's
kinds), named by a hash of everything it is made from, so that a build where
nothing it is made from changed takes it instead of making it again.

* **Once at a time** (:func:`one_at_a_time`): builds at the same moment (the
  tests build the site more than once at a time) make an entry once; the
  others wait for its lock and take what the first made.
* **Whole or not at all, the newest only** (:func:`keep`): a file goes into
  its entry by an atomic rename, and the older entries of its kind, the
  folders beside it, are dropped — only ever inside the cache.
* **Only for a site that will be published** (:func:`build_will_stop`): a
  strict build that has logged a warning stops once the hooks are done, so
  the hooks make nothing costly for it (the tests run such builds, on
  purpose, while the session's own build fills a cold cache).
"""

from __future__ import annotations

import fcntl
import logging
import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from mkdocs.utils import CountHandler

import playable

#: The project (for node_modules and .cache): where the engine the build
#: imports comes from, or, for an engine installed elsewhere, these docs' project.
ROOT = Path(playable.__file__).resolve().parents[1]
if not (ROOT / "pyproject.toml").exists():
    ROOT = Path(__file__).resolve().parents[2]
CACHE = ROOT / ".cache"


@contextmanager
def one_at_a_time(home: Path) -> Iterator[None]:
    """Hold the lock of the cache entry ``home`` while its file is made."""
    home.mkdir(parents=True, exist_ok=True)
    with open(home / ".building", "w", encoding="utf-8") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file is closed
        yield


def keep(built: Path, home: Path) -> Path:
    """Put the file ``built`` in the cache entry ``home`` and drop the older
    entries of its kind: the other folders beside ``home``, which must
    therefore be inside a kind's folder of the cache (``.cache/<kind>/...``),
    never a folder elsewhere.  The file's place in the cache is returned."""
    kind = home.parent
    if kind == CACHE or CACHE not in kind.parents:
        raise ValueError(f"{home} is not an entry of the cache {CACHE}: the folders beside "
                         "it would be removed")
    home.mkdir(parents=True, exist_ok=True)
    for old in kind.iterdir():
        if old != home and old.is_dir():
            shutil.rmtree(old, ignore_errors=True)
    target = home / built.name
    partial = home / f".{built.name}.{os.getpid()}"
    shutil.copy2(built, partial)
    os.replace(partial, target)
    return target


def build_will_stop() -> bool:
    """Whether this strict build has logged warnings, so that MkDocs stops it
    once the hooks are done: its site is not published, and what would be made
    for it (the engine's wheel, the PDF: seconds to minutes on a cold cache)
    would be wasted.  (MkDocs counts warnings only in strict mode.)"""
    return any(isinstance(handler, CountHandler) and handler.get_counts()
               for handler in logging.getLogger("mkdocs").handlers)
