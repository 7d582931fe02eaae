"""The engine's types, style and layering, checked by ``make test``.

* ``mypy`` (strict, the ``[tool.mypy]`` configuration of ``pyproject.toml``)
  over ``playable/`` and ``tablerun/``;
* ``ruff check`` over the engine, the console, the tests, the notebooks'
  helpers and the site's hooks;
* the import graph of ``playable/`` (module-level and function-level imports
  alike, read with ``ast``; an import only for the type checker, under ``if
  TYPE_CHECKING:``, is not one at run time and is left out) has no circle, and
  the registry of the games is imported only by the layers above it;
* the generic layers that reach a game through the registry's spec (the strong
  player, :mod:`playable.solver.pimc`; the analysis, :mod:`playable.table.analysis`) import
  no game's own module and name no game.

Each tool runs as a subprocess; a failure shows its output.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "playable"

#: What ruff checks (paths relative to the project).
RUFF_PATHS = ["playable", "tablerun", "tests", "docs/hooks",
              *sorted(str(p.relative_to(ROOT)) for p in (ROOT / "notebooks").glob("*.py"))]

#: The modules of ``playable`` that may import the registry (``playable.games``):
#: the layers above it.  ``terminal`` is the terminals' helper (a type only).
ABOVE_THE_REGISTRY = {"playable.table.session", "playable.table.record", "playable.__main__",
                      "playable.bench", "playable.table.web", "playable.table.terminal",
                      "playable.table.readings", "playable.table.words", "playable.table.analysis",
                      "playable.table.views", "playable.table.ahead", "playable.table.given",
                      "playable.table.watching", "playable.table.seats"}


def tool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True,
                          text=True, check=False, timeout=600)


def test_mypy_strict_passes() -> None:
    proc = tool("mypy")
    assert proc.returncode == 0, f"mypy --strict:\n{proc.stdout}{proc.stderr}"


def test_ruff_passes() -> None:
    proc = tool("ruff", "check", "--no-cache", *RUFF_PATHS)
    assert proc.returncode == 0, f"ruff check:\n{proc.stdout}{proc.stderr}"


# --------------------------------------------------------------------------
# The import graph


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def engine_modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(ENGINE.rglob("*.py"))}


def _type_checking(node: ast.AST) -> bool:
    """``if TYPE_CHECKING:`` (or ``typing.TYPE_CHECKING``)."""
    if not isinstance(node, ast.If):
        return False
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def import_nodes(tree: ast.AST, typing: bool = False) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement, at any depth, but those for the type checker
    only (unless ``typing``)."""
    found: list[ast.Import | ast.ImportFrom] = []
    todo = [tree]
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        elif _type_checking(node) and not typing:
            assert isinstance(node, ast.If)
            todo.extend(node.orelse)
            continue
        todo.extend(ast.iter_child_nodes(node))
    return found


def imported(path: Path, name: str, modules: Iterable[str], typing: bool = False) -> set[str]:
    """The modules of the engine that ``path`` (module ``name``) imports, at
    module level or inside a function alike (and for the type checker only,
    if ``typing``)."""
    known = set(modules)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in import_nodes(ast.parse(path.read_text(encoding="utf-8"), str(path)), typing):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            # ``from playable import record`` imports the module playable.table.record.
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                       for alias in node.names]
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def import_graph(typing: bool = False) -> dict[str, set[str]]:
    modules = engine_modules()
    return {name: imported(path, name, modules, typing) for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each tangle of modules that import one another (a strongly connected
    group, by Tarjan's algorithm): one circle through it, then its members."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return [[*circle(graph, group), f"(all of: {', '.join(group)})"] for group in groups]


def circle(graph: dict[str, set[str]], group: list[str]) -> list[str]:
    """A path from the group's first module back to itself, inside the group."""
    start, members = group[0], set(group)
    paths = {start: [start]}
    queue = [start]
    while queue:
        v = queue.pop(0)
        for w in sorted(graph[v] & members):
            if w == start:
                return [*paths[v], start]
            if w not in paths:
                paths[w] = [*paths[v], w]
                queue.append(w)
    return group


def test_the_import_graph_is_read(tmp_path: Path) -> None:
    graph = import_graph()
    assert "playable.games" in graph["playable.table.session"]
    assert "playable.table.record" in graph["playable.table.web"]  # ``from playable import record``
    assert "playable.bench" in graph["playable.__main__"]  # inside a function
    typed = tmp_path / "typed.py"
    typed.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                     "    from playable.games import Game\n", encoding="utf-8")
    modules = engine_modules()
    assert imported(typed, "playable.typed", modules) == set()
    assert imported(typed, "playable.typed", modules, typing=True) == {"playable.games"}


def test_no_import_circles_in_the_engine() -> None:
    found = cycles(import_graph())
    assert not found, "import circles in playable/ (one through each tangle):\n" + "\n".join(
        " -> ".join(c) for c in found)


def test_no_import_circles_even_for_the_type_checker() -> None:
    """Nor through the imports made for the type checker alone: a module
    below the deal class types what it does to a deal by the class's parts
    below it (as ``bezique.setup`` and ``quadrille.setup`` once did)."""
    graph = import_graph(typing=True)
    found = cycles(graph)
    assert not found, "import circles in playable/, counting TYPE_CHECKING imports:\n" + (
        "\n".join(" -> ".join(c) for c in found))


def test_the_registry_is_imported_only_from_above() -> None:
    graph = import_graph()
    below = sorted(m for m, targets in graph.items()
                   if "playable.games" in targets and m not in ABOVE_THE_REGISTRY)
    assert not below, f"modules below the registry that import it: {below}"


#: The games' packages.
GAME_PREFIXES = ("playable.allfours", "playable.quadrille", "playable.bezique", "playable.whist")

#: The floor plan: what each wing of the engine may import (besides itself).
#: The ground (the laws, the engine) knows no game; the solver knows the
#: engine; a game's package knows the ground and the solver, never another
#: game, the registry or the table above it; the table stands on the registry.
WINGS: dict[str, set[str]] = {
    "playable.laws": set(),
    "playable.moved": set(),
    "playable.engine": {"playable.laws"},
    "playable.solver": {"playable.laws", "playable.engine"},
    **{game: {"playable.laws", "playable.engine", "playable.solver"} for game in GAME_PREFIXES},
    "playable.games": {"playable.laws", "playable.engine", "playable.solver", *GAME_PREFIXES},
    "playable.table": {"playable.laws", "playable.engine", "playable.solver", "playable.games"},
}


def wing(module: str) -> str:
    """The wing a module stands in: its package under ``playable`` (or the
    module itself at the top)."""
    parts = module.split(".")
    return ".".join(parts[:2])


def test_each_wing_imports_only_the_wings_below_it() -> None:
    graph = import_graph()
    assert {wing(m) for m in graph} >= set(WINGS)
    wrong = sorted(f"{m} -> {t}" for m, targets in graph.items() if wing(m) in WINGS
                   for t in targets if wing(t) != wing(m) and wing(t) not in WINGS[wing(m)]
                   and t != "playable")
    assert not wrong, "imports against the floor plan:\n" + "\n".join(wrong)


#: Generic layers: what they need of a game comes from the registry's spec.
GENERIC = ("playable.solver.pimc", "playable.table.analysis")


def test_the_strong_player_and_the_analysis_import_no_game() -> None:
    graph = import_graph()
    for name in GENERIC:
        games = sorted(m for m in graph[name] if m.startswith(GAME_PREFIXES))
        assert not games, f"{name} imports a game's own modules: {games}"
    assert "playable.games" not in graph["playable.solver.pimc"], "pimc is below the registry"


def test_the_generic_layers_name_no_game() -> None:
    """No game id in the code of :mod:`playable.solver.pimc` or
    :mod:`playable.table.analysis` (docstrings aside): no switch on a game."""
    ids = ("all-fours", "quadrille", "bezique")
    for name in GENERIC:
        tree = ast.parse(engine_modules()[name].read_text(encoding="utf-8"))
        docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                      if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
                      and node.body and isinstance(node.body[0], ast.Expr)}
        named = sorted({node.value for node in ast.walk(tree)
                        if isinstance(node, ast.Constant) and isinstance(node.value, str)
                        and id(node) not in docstrings and any(g in node.value for g in ids)})
        assert not named, f"{name} names a game: {named}"


def test_the_engine_imports_nothing_of_the_site() -> None:
    for name, path in engine_modules().items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                         else [node.module or ""])
                assert not any(n.split(".")[0] in ("tablerun", "docs", "mkdocs")
                               for n in names), f"{name} imports the site: {names}"


def test_make_serve_takes_a_port() -> None:
    """``make serve PORT=8001`` serves on that port (8000 unless told)."""
    def serve(*args: str) -> str:
        done = subprocess.run(["make", "-n", "serve", *args], cwd=ROOT, capture_output=True,
                              text=True, check=True, timeout=60)
        (line,) = [x for x in done.stdout.splitlines() if "mkdocs serve" in x]
        return line

    assert serve("PORT=8001").endswith("--dev-addr 127.0.0.1:8001")
    assert serve().endswith("--dev-addr 127.0.0.1:8000")


# --------------------------------------------------------------------------
# How the hooks and the tests find what they import


def _code_touching_the_import_path(path: Path) -> list[int]:
    """The lines of ``path`` whose code changes or reads the import path:
    ``sys.path`` itself, or pytest's ``monkeypatch.syspath_prepend`` (code
    only: a script handed to another interpreter as text is not counted)."""
    lines = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Attribute) and (
                node.attr == "syspath_prepend"
                or (node.attr == "path" and isinstance(node.value, ast.Name)
                    and node.value.id == "sys")):
            lines.append(node.lineno)
    return lines


def test_no_hook_or_test_puts_a_folder_on_the_import_path() -> None:
    """MkDocs runs each hook's module with the hook's folder first on the
    import path (``mkdocs.config.config_options.Hooks``), and the engine is
    installed: a hook imports its neighbours and ``playable`` by name.  The
    tests find the hooks and the notebooks' helpers through one setting,
    ``pythonpath`` in ``pyproject.toml``."""
    files = [*sorted((ROOT / "docs" / "hooks").glob("*.py")),
             *sorted((ROOT / "tests").rglob("*.py"))]
    found = [f"{path.relative_to(ROOT)}:{line}" for path in files
             for line in _code_touching_the_import_path(path)]
    assert not found, f"the import path changed by hand: {found}"


def test_the_hooks_import_each_other_at_module_level() -> None:
    """The hooks' folder is on the import path only while MkDocs runs a hook's
    module body: a neighbour imported inside a function would be found in the
    tests (``pythonpath``) and, unless imported before, not in a build."""
    hooks = ROOT / "docs" / "hooks"
    neighbours = {p.stem for p in hooks.glob("*.py")}
    late = []
    for path in sorted(hooks.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for node in ast.walk(function):
                names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                         else [node.module or ""] if isinstance(node, ast.ImportFrom)
                         else [])
                late += [f"{path.name}:{node.lineno} imports {name}" for name in names
                         if name.split(".")[0] in neighbours]
    assert not late, f"hooks importing a neighbour inside a function: {late}"
