"""The flat layout's module names still import, as the modules they became
(:mod:`playable.moved`), and nothing of the project's own uses them."""

from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path

import pytest

from playable.moved import MOVED

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("old", sorted(MOVED))
def test_an_old_name_imports_as_the_module_it_became(old: str) -> None:
    new = importlib.import_module(f"playable.{MOVED[old]}")
    sys.modules.pop(f"playable.{old}", None)
    with pytest.warns(DeprecationWarning, match=f"playable.{old} is now playable.{MOVED[old]}"):
        module = importlib.import_module(f"playable.{old}")
    assert module is new
    assert getattr(importlib.import_module("playable"), old) is new


def test_from_an_old_name_the_same_class() -> None:
    from playable.allfours.strategy import PeriodPlayer

    sys.modules.pop("playable.allfours_players", None)
    with pytest.warns(DeprecationWarning):
        from playable.allfours_players import PeriodPlayer as Old  # type: ignore[import-not-found]
    assert Old is PeriodPlayer


def test_a_name_never_moved_is_not_found() -> None:
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("playable.no_such_module")


def test_every_old_name_points_at_a_module_that_is() -> None:
    for new in MOVED.values():
        path = ROOT / "playable" / (new.replace(".", "/") + ".py")
        assert path.is_file(), new


_OLD = re.compile(r"\b(?:from|import) playable\.(" + "|".join(map(re.escape, MOVED)) + r")\b")


def test_nothing_of_the_project_imports_an_old_name() -> None:
    places = [*ROOT.glob("playable/**/*.py"), *ROOT.glob("docs/**/*.md"), *ROOT.glob("docs/hooks/*.py"),
              *ROOT.glob("notebooks/*.py"), *ROOT.glob("notebooks/*.ipynb"), ROOT / "README.md",
              *(p for p in ROOT.glob("tests/*.py") if p.name != "test_moved.py")]
    found = [f"{p.relative_to(ROOT)}: playable.{m.group(1)}" for p in places
             for m in _OLD.finditer(p.read_text(encoding="utf-8"))]
    assert not found, "\n".join(found)
