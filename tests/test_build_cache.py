"""The build's cache (docs/hooks/build_cache.py): what the live and print
hooks make once — the engine's wheel, Python's library for Pyodide, the
edition's PDF — is made once at a time, kept whole, and replaces the older
builds of its kind, only ever inside the cache."""

from __future__ import annotations

import shutil
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def build_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[ModuleType]:
    """The module, its cache moved to a temporary folder."""
    import build_cache

    monkeypatch.setattr(build_cache, "CACHE", tmp_path / ".cache")
    yield build_cache
    sys.modules.pop("build_cache", None)


def test_a_build_replaces_the_older_ones_of_its_kind_only(build_cache: ModuleType,
                                                           tmp_path: Path) -> None:
    cache = build_cache.CACHE
    older = cache / "live" / "wheel" / "old-key"
    older.mkdir(parents=True)
    (older / "playable.whl").write_bytes(b"old")
    other_kind = cache / "live" / "stdlib" / "key"
    other_kind.mkdir(parents=True)
    built = tmp_path / "playable.whl"
    built.write_bytes(b"new")
    home = cache / "live" / "wheel" / "new-key"
    kept = build_cache.keep(built, home)
    assert kept == home / "playable.whl" and kept.read_bytes() == b"new"
    assert not older.exists(), "the older build of the same kind stays"
    assert other_kind.is_dir(), "a build of another kind went"
    assert [p.name for p in home.iterdir()] == ["playable.whl"], "a partial copy is left"
    built.write_bytes(b"newer")
    assert build_cache.keep(built, home).read_bytes() == b"newer"


def test_the_cache_drops_old_builds_only_inside_itself(build_cache: ModuleType,
                                                       tmp_path: Path) -> None:
    """A folder given by mistake (a temporary one, say) would have all its
    neighbours removed: refused, nothing removed, nothing made."""
    built = tmp_path / "x.whl"
    built.write_bytes(b"built")
    neighbour = tmp_path / "neighbour"
    neighbour.mkdir()
    for home in (tmp_path / "home", build_cache.CACHE / "home"):
        with pytest.raises(ValueError, match="not an entry of the cache"):
            build_cache.keep(built, home)
        assert neighbour.is_dir() and not home.exists()


def test_two_builds_at_once_make_an_entry_one_after_the_other(build_cache: ModuleType) -> None:
    home = build_cache.CACHE / "print" / "key"
    inside, let_go, order = threading.Event(), threading.Event(), []

    def first() -> None:
        with build_cache.one_at_a_time(home):
            order.append("first in")
            inside.set()
            let_go.wait(10)
            order.append("first out")

    def second() -> None:
        with build_cache.one_at_a_time(home):
            order.append("second in")

    a = threading.Thread(target=first)
    a.start()
    assert inside.wait(10)
    b = threading.Thread(target=second)
    b.start()
    b.join(0.5)
    assert b.is_alive(), "the second build did not wait for the first"
    let_go.set()
    a.join(10)
    b.join(10)
    assert order == ["first in", "first out", "second in"]


def test_the_wheels_key_follows_the_package_data(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The engine's wheel carries the transcriptions (the law registry's
    package data), so a change to one makes a new wheel; bytecode does not."""
    import live

    source = tmp_path / "source"
    for name in live.WHEEL_SOURCES:
        (source / name).parent.mkdir(parents=True, exist_ok=True)
        (source / name).write_bytes((ROOT / name).read_bytes())
    for package in live.WHEEL_PACKAGES:
        shutil.copytree(ROOT / package, source / package,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    monkeypatch.setattr(live, "ROOT", source)
    before = live.source_hash()
    (source / "playable" / "__pycache__").mkdir(exist_ok=True)
    (source / "playable" / "__pycache__" / "cards.cpython-311.pyc").write_bytes(b"compiled")
    assert live.source_hash() == before, "bytecode changed the wheel's key"
    text = source / "playable" / "laws" / "sources" / "bezique.txt"
    text.write_bytes(text.read_bytes() + b"\n")
    assert live.source_hash() != before, "a changed transcription kept the older wheel"
