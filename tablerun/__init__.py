"""Run: the law examples of the edition, run in the reader's browser as at the
Python prompt.

The site runs Python in the reader's browser (Pyodide, loaded when the reader
asks), and every law example on a game page has a Run button
(``docs/js/live.js``): the page script calls :func:`run_example_json` here,
which runs the code of the example as the Python prompt would (each statement
echoed after ``>>>``, the value of an expression printed, an error shown as a
short traceback) and returns the transcript in the form of the doctest on the
page, so that an unedited example gives back exactly what the page prints.
An error that names a law (every :class:`playable.RuleError`) says which, so
the page can link to it.

This console is the site's, not the engine's: it lives beside ``playable``
and ships in the same wheel (``pyproject.toml``; ``docs/hooks/live.py``
builds the wheel).  Standard library only, and nothing here touches the
browser, so the same calls are tested in CPython (``tests/test_browser.py``).
"""

from __future__ import annotations

import ast
import contextlib
import io
import json
import sys
import time
import traceback
from dataclasses import dataclass, field

from playable.laws import LAWS

__all__ = ["Transcript", "law_json", "run_example", "run_example_json", "run_source",
           "statements"]

def law_json(law_id: str) -> dict[str, str]:
    """Where a law is on the site: its game page and anchor, and its citation."""
    law = LAWS[law_id]
    return {"id": law.id, "game": law.game, "anchor": law.anchor,
            "citation": law.citation, "title": law.title}


@dataclass
class Transcript:
    """The transcript of one block of code: text as a doctest shows it, the
    pieces the page styles (``kind``: ``"in"``, ``"out"``, ``"error"``), and
    the laws its errors name, each once (the page links each under the
    output: two errors under one law are one link, not the same line twice)."""

    parts: list[tuple[str, str]] = field(default_factory=list)
    errors: int = 0
    laws: list[str] = field(default_factory=list)

    def add(self, kind: str, text: str) -> None:
        if text:
            self.parts.append((kind, text))

    @property
    def text(self) -> str:
        return "".join(text for _, text in self.parts)

    def to_json(self) -> dict[str, object]:
        return {"text": self.text, "parts": [list(p) for p in self.parts],
                "errors": self.errors, "laws": [law_json(i) for i in self.laws]}


def statements(source: str) -> list[tuple[int, int]]:
    """The source cut into what the prompt would take as one entry each: line
    ranges (first, last; counted from 1) of the top-level statements, where
    statements sharing a line (``a(); b()``) stay together, comment lines go
    with the statement after them, and a compound statement (``for``,
    ``try``...) keeps a blank line after it, the prompt's ``...`` that ends
    it.  Raises ``SyntaxError``."""
    tree = ast.parse(source, "<stdin>", "exec")
    chunks: list[list[int]] = []  # first, last, compound
    for node in tree.body:
        first, last = node.lineno, node.end_lineno or node.lineno
        for deco in getattr(node, "decorator_list", []):
            first = min(first, deco.lineno)
        compound = int(hasattr(node, "body"))
        if chunks and first <= chunks[-1][1]:
            chunks[-1][1] = max(chunks[-1][1], last)
            chunks[-1][2] |= compound
        else:
            chunks.append([first, last, compound])
    lines = source.splitlines()
    out = []
    start = 1
    for i, (first, last, compound) in enumerate(chunks):
        lead = start
        while lead < first and not lines[lead - 1].strip():
            lead += 1
        limit = chunks[i + 1][0] - 1 if i + 1 < len(chunks) else len(lines)
        if compound and last < limit and not lines[last].strip():
            last += 1
        out.append((lead, last))
        start = last + 1
    return out


def _echo(lines: list[str]) -> str:
    shown = []
    for i, line in enumerate(lines):
        shown.append(("... " if i else ">>> ") + line if line.strip() else "...")
    return "\n".join(shown) + "\n"


def _error_text(exc: BaseException) -> str:
    """An error as the prompt shows it, without the engine's own frames:
    the reader's line, then the exception (doctest accepts this form)."""
    frames = traceback.extract_tb(exc.__traceback__)
    mine = [i for i, f in enumerate(frames) if f.filename == "<stdin>"]
    lines = ["Traceback (most recent call last):\n"]
    if mine:
        frame = frames[mine[0]]
        lines.append(f'  File "<stdin>", line {frame.lineno}, in {frame.name}\n')
        if len(frames) > mine[0] + 1:
            lines.append("  ...\n")
    lines += traceback.format_exception_only(type(exc), exc)
    return "".join(lines)


def run_source(source: str, namespace: dict[str, object], transcript: Transcript) -> None:
    """Run ``source`` statement by statement in ``namespace``, as typed at the
    prompt, adding the echo and the output of each to ``transcript``."""
    try:
        chunks = statements(source)
    except SyntaxError as exc:
        transcript.errors += 1
        transcript.add("error", "".join(traceback.format_exception_only(type(exc), exc)))
        return
    lines = source.splitlines()
    for first, last in chunks:
        entry = lines[first - 1:last]
        transcript.add("in", _echo(entry))
        out = io.StringIO()
        # Leading blank and comment lines keep the line numbers of the source.
        code_text = "\n" * (first - 1) + "\n".join(entry) + "\n"
        try:
            code = compile(code_text, "<stdin>", "single")
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
                exec(code, namespace)  # noqa: S102 - running the reader's code is the point
        except (KeyboardInterrupt, SystemExit) as exc:
            transcript.add("out", out.getvalue())
            transcript.errors += 1
            transcript.add("error", f"{type(exc).__name__} (the page does not stop Python)\n")
            return
        except BaseException as exc:  # noqa: BLE001 - the reader's code may raise anything
            transcript.add("out", out.getvalue())
            transcript.errors += 1
            transcript.add("error", _error_text(exc))
            law_id = getattr(exc, "law", None)
            if isinstance(law_id, str) and law_id in LAWS and law_id not in transcript.laws:
                transcript.laws.append(law_id)
            continue
        transcript.add("out", out.getvalue())


def run_example(blocks: list[str]) -> dict[str, object]:
    """Run the blocks of one example in order, in one fresh namespace (as the
    doctest of the page does); one transcript per block, and the time taken."""
    namespace: dict[str, object] = {"__name__": "__main__"}
    started = time.perf_counter()
    results = []
    saved_hook = sys.displayhook
    sys.displayhook = sys.__displayhook__
    try:
        for source in blocks:
            transcript = Transcript()
            run_source(source, namespace, transcript)
            results.append(transcript.to_json())
    finally:
        sys.displayhook = saved_hook
    return {"blocks": results, "ms": round((time.perf_counter() - started) * 1000, 1)}


def run_example_json(blocks_json: str) -> str:
    """:func:`run_example` for the page script: JSON in, JSON out."""
    return json.dumps(run_example(list(json.loads(blocks_json))), ensure_ascii=False)
