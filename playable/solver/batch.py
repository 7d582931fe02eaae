"""Batches on any executor.

A batch — many deals to solve, many seeded simulations — is a function mapped
over tasks; :func:`run_batch` maps it on a :class:`concurrent.futures.Executor`
and gives the results in the order of the tasks, whatever order the executor
finishes them in.  Each task carries everything its result depends on (a deal,
a seed), so the results are the same on every executor: serial, threads,
processes, or a cluster's (Dask's ``distributed.Client(...).get_executor()``
is a ``concurrent.futures.Executor`` too; Ray and others offer the same).

The executor is the caller's, left open for the next batch; with none,
:func:`run_batch` makes a process pool for the batch (one worker per core, at
most :data:`MAX_WORKERS`, processes started by ``spawn`` so that no thread
state is copied) and closes it, or runs the batch in this process where there
are no processes to start (Pyodide in the browser: ``sys.platform`` is
``"emscripten"``) or the batch is a single task.  :class:`SerialExecutor`
runs each task at once, in this process, when it is submitted.

Tasks and results go to other processes by ``pickle``: the function must be
importable by name (a module's function, not a lambda), as for any process
pool.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Executor, Future
from typing import Any, TypeVar

__all__ = ["MAX_WORKERS", "SerialExecutor", "has_processes", "run_batch", "workers"]

T = TypeVar("T")
R = TypeVar("R")

#: The most worker processes :func:`run_batch` starts by itself.
MAX_WORKERS = 4


class SerialExecutor(Executor):
    """An executor that runs each task when it is submitted, in this process
    (the executor of a browser, where there are no processes)."""

    def submit(self, fn: Callable[..., R], /, *args: Any, **kwargs: Any) -> Future[R]:
        future: Future[R] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except Exception as exc:  # noqa: BLE001 - the future carries it, as a pool's would
            future.set_exception(exc)
        return future


def has_processes() -> bool:
    """Whether this Python can start worker processes (not Pyodide's)."""
    return sys.platform not in ("emscripten", "wasi")


def workers() -> int:
    """Worker processes for a pool made here: one per core, at most
    :data:`MAX_WORKERS`."""
    return max(1, min(MAX_WORKERS, os.cpu_count() or 1))


def run_batch(fn: Callable[[T], R], tasks: Iterable[T], executor: Executor | None = None,
              progress: Callable[[int], None] | None = None) -> list[R]:
    """``[fn(task) for task in tasks]``, computed on ``executor`` (see the module
    docstring for the default), in the order of ``tasks``.  ``progress(n)`` is
    called as each result arrives, in order (``n`` results so far)."""
    items = list(tasks)
    if executor is not None:
        return _collect(_mapped(executor, fn, items), progress)
    if len(items) <= 1 or not has_processes():
        return _collect(map(fn, items), progress)
    # imported here: Pyodide has no processes, and need not import their machinery
    from concurrent.futures import ProcessPoolExecutor
    from multiprocessing import get_context

    with ProcessPoolExecutor(workers(), mp_context=get_context("spawn")) as pool:
        return _collect(_mapped(pool, fn, items), progress)


def _mapped(executor: Executor, fn: Callable[[T], R], items: Sequence[T]) -> Iterator[R]:
    """``executor.map`` in order; a process pool is given chunks of tasks (a
    few dozen per worker), which other executors need not take."""
    process = sys.modules.get("concurrent.futures.process")  # imported if a pool was made
    pool = process is not None and isinstance(executor, process.ProcessPoolExecutor)
    if pool:
        chunk = max(1, len(items) // (40 * workers()))
        return executor.map(fn, items, chunksize=chunk)
    return executor.map(fn, items)


def _collect(results: Iterable[R], progress: Callable[[int], None] | None) -> list[R]:
    out: list[R] = []
    for result in results:
        out.append(result)
        if progress is not None:
            progress(len(out))
    return out
