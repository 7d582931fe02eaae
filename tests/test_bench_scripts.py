"""The benchmark scripts of ``tests/benchmarks`` (issue 35's figures of the
best card): they import, read their options, run their probe on one cheap
deal and count a position past the solver's budget as a goal missed.  What
is tested is what they count and print, never a time."""

from __future__ import annotations

import importlib.util
import io
import json
import sys
from contextlib import redirect_stdout
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from playable.games import GAMES

BENCHMARKS = Path(__file__).resolve().parent / "benchmarks"


def script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", ["solver_pyodide", "browser"])
def test_the_scripts_read_their_options(name: str) -> None:
    module = script(name)
    assert module.options([]).games == list(GAMES)
    first = next(iter(GAMES))
    args = module.options(["--games", f"{first}", "--cap", "30", "--check"])
    assert (args.games, args.cap, args.check) == ([first], 30.0, True)
    wrongs: list[list[str]] = [["--games", "piquet"], ["--cap", "-1"]]
    if name == "browser":
        assert (module.options([]).pace, module.options(["--pace", "0"]).pace) == (2.0, 0.0)
        wrongs.append(["--pace", "-1"])
    for wrong in wrongs:
        with pytest.raises(SystemExit), redirect_stdout(io.StringIO()):
            module.options(wrong)


def test_the_probe_times_every_card_and_the_whole_deal(
        capsys: pytest.CaptureFixture[str]) -> None:
    module = script("solver_pyodide")
    module.probe(["all-fours"], 1, 0.0)
    lines = [json.loads(line[len(module.MARK):]) for line in capsys.readouterr().out.splitlines()
             if line.startswith(module.MARK)]
    assert lines[0]["where"] == "CPython"
    best = [r for r in lines if r.get("what") == "best"]
    deal = [r for r in lines if r.get("what") == "deal"]
    assert len(best) >= 6 and all(r["kind"] == "verdict" and r["best"] for r in best)
    assert [r["act"] for r in best] == sorted({r["act"] for r in best})
    assert len(deal) == 1 and deal[0]["judged"] == deal[0]["acts"] > len(best)


def _records(kinds: list[str], seconds: float = 0.01) -> list[dict[str, Any]]:
    game = next(iter(GAMES))
    return [{"what": "best", "game": game, "seed": 1, "act": act, "seconds": seconds,
             "kind": kind, "best": None, "failed": "AssertionError: x" if kind == "failed"
             else None} for act, kind in enumerate(kinds)] + [
        {"what": "deal", "game": game, "seed": 1, "acts": len(kinds), "judged": len(kinds),
         "seconds": seconds, "no_verdict": kinds.count("no verdict")}]


@pytest.mark.parametrize(("kinds", "seconds", "missed"), [
    (["verdict", "verdict", "not taken"], 0.01, []),
    (["verdict", "no verdict"], 0.01, ["no verdict at 1", "1 acts with no verdict"]),
    (["verdict"], 11.0, ["over 1 s at 1 of 1", "over 10 s in 1 of 1"]),
    (["verdict", "failed"], 0.01, ["the engine failed at 1"]),
])
def test_a_position_past_the_budget_is_never_met(kinds: list[str], seconds: float,
                                                 missed: list[str]) -> None:
    module = script("solver_pyodide")
    records = _records(kinds, seconds)
    with redirect_stdout(io.StringIO()) as out:
        said = module.goals_missed([next(iter(GAMES))], records, records, 1)
    for words, line in zip(missed, said, strict=True):
        assert words in line, line
    assert "not taken" in out.getvalue()
    assert ("the engine failed at seed 1 act 1: AssertionError: x" in out.getvalue()) \
        == ("failed" in kinds)


def test_a_probe_that_fails_keeps_its_figures_and_says_so(
        capsys: pytest.CaptureFixture[str]) -> None:
    module = script("solver_pyodide")
    code = f"print({module.MARK!r} + '{{\"python\": \"3\"}}'); raise SystemExit(3)"
    records = module._figures([sys.executable, "-c", code])
    assert records[0] == {"python": "3"}
    assert "exit 3" in records[1]["probe failed"]
    assert "failed (exit 3)" in capsys.readouterr().out
