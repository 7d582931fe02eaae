"""The order the suite's tests are dealt to the workers in (tests/conftest.py),
read from this very session: those needing no site first, then those of the
site's pages, then those of its PDF, each kind longest first, and every
notebook's cells together and in order (they run in one kernel)."""

from __future__ import annotations

import re
from types import SimpleNamespace
from typing import Any

import pytest
from conftest import cost, pytest_collection_modifyitems, site_kind


def test_tests_come_by_kind_then_longest_first(request: pytest.FixtureRequest) -> None:
    items = request.session.items
    assert any(item.nodeid == request.node.nodeid for item in items)
    keys = [(site_kind(item), -cost(item)) for item in items]
    out_of_order = [items[i].nodeid for i in range(1, len(keys)) if keys[i] < keys[i - 1]]
    assert not out_of_order, out_of_order[:5]


def test_a_notebook_s_cells_come_together_and_in_order(request: pytest.FixtureRequest) -> None:
    where: dict[str, list[tuple[int, int]]] = {}
    for place, item in enumerate(request.session.items):
        path, _, name = item.nodeid.partition("::")
        if path.endswith(".ipynb"):
            cell = re.fullmatch(r"Cell (\d+)", name)
            assert cell, item.nodeid
            where.setdefault(path, []).append((place, int(cell.group(1))))
    for path, cells in where.items():
        places = [place for place, _ in cells]
        assert places == list(range(places[0], places[0] + len(places))), path
        assert [n for _, n in cells] == sorted(n for _, n in cells), path


def fake(nodeid: str, *fixtures: str) -> Any:
    """What :func:`site_kind` and :func:`cost` read of a test."""
    return SimpleNamespace(nodeid=nodeid, fixturenames=fixtures)


def test_the_site_s_kinds_and_the_known_costs() -> None:
    assert site_kind(fake("tests/test_core.py::test_x")) == 0
    assert site_kind(fake("t.py::a", "built_site")) == 1
    assert site_kind(fake("t.py::a", "built_site", "printed_site")) == 2
    maxims = fake("notebooks/maxims-put-to-the-test.ipynb::Cell 3")
    assert cost(maxims) > cost(fake("notebooks/all-fours-a-beg.ipynb::Cell 0")) == 0
    assert cost(fake("tests/test_browser.py::test_y[quadrille]", "browser")) > 0
    assert cost(fake("tests/test_bibliography.py::test_the_build_fails_on_an_unknown_key_x")) > 0


def test_the_collection_is_put_in_that_order() -> None:
    collected = [
        fake("tests/test_print.py::test_pdf", "built_site", "printed_site"),
        fake("tests/test_edition.py::test_page", "built_site"),
        fake("tests/test_core.py::test_quick"),
        fake("tests/test_browser.py::test_every_page_passes_axe_and_works_under_its_policy",
             "built_site", "browser"),
        fake("notebooks/all-fours-a-beg.ipynb::Cell 0"),
        fake("notebooks/maxims-put-to-the-test.ipynb::Cell 0"),
        fake("notebooks/maxims-put-to-the-test.ipynb::Cell 1"),
        fake("tests/test_static.py::test_mypy_strict_passes"),
    ]
    items = list(collected)
    config = SimpleNamespace(option=SimpleNamespace(collectonly=True), stash={})
    pytest_collection_modifyitems(config, items)  # type: ignore[arg-type]
    assert [collected.index(item) for item in items] == [5, 6, 7, 2, 4, 3, 1, 0]
