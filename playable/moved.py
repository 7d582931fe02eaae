"""The engine's modules under the names they had before each game became a
package: ``playable.allfours_players`` is
:mod:`playable.allfours.strategy`, ``playable.solve`` is
:mod:`playable.solver.solve`, and so on (:data:`MOVED`).

An old name is imported as the module it now is, the same object (its
classes are the same classes), with a :class:`DeprecationWarning` naming the
new one: code written against the flat layout keeps working.  The finder is
put on :data:`sys.meta_path` by ``playable/__init__.py``; it answers for the
names below and nothing else.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
import warnings
from collections.abc import Sequence
from types import ModuleType

#: Each old module (under ``playable.``) and the module it is now.
MOVED: dict[str, str] = {
    "allfours_cards": "allfours.cards",
    "allfours_irregular": "allfours.irregular",
    "allfours_options": "allfours.options",
    "allfours_players": "allfours.strategy",
    "allfours_sample": "allfours.sample",
    "allfours_scoring": "allfours.scoring",
    "allfours_setup": "allfours.setup",
    "allfours_solve": "allfours.solve",
    "allfours_speaking": "allfours.speaking",
    "allfours_state": "allfours.state",
    "allfours_terminal": "allfours.words",
    "allfours_words": "allfours.words",
    "analysis": "table.analysis",
    "batch": "solver.batch",
    "bezique_cards": "bezique.cards",
    "bezique_declarations": "bezique.declarations",
    "bezique_forfeits": "bezique.irregular",
    "bezique_play": "bezique.play",
    "bezique_players": "bezique.strategy",
    "bezique_sample": "bezique.sample",
    "bezique_setup": "bezique.setup",
    "bezique_solve": "bezique.solve",
    "bezique_terminal": "bezique.words",
    "bezique_words": "bezique.words",
    "cards": "engine.cards",
    "checks": "engine.checks",
    "core": "engine.core",
    "errors": "engine.errors",
    "game_words": "engine.words",
    "law_ids": "laws.ids",
    "notation": "engine.notation",
    "pimc": "solver.pimc",
    "quadrille_irregular": "quadrille.irregular",
    "quadrille_order": "quadrille.cards",
    "quadrille_play": "quadrille.play",
    "quadrille_players": "quadrille.strategy",
    "quadrille_position": "quadrille.state",
    "quadrille_sample": "quadrille.sample",
    "quadrille_settlement": "quadrille.scoring",
    "quadrille_setup": "quadrille.setup",
    "quadrille_solve": "quadrille.solve",
    "quadrille_speaking": "quadrille.speaking",
    "quadrille_terminal": "quadrille.words",
    "quadrille_words": "quadrille.words",
    "readings": "table.readings",
    "record": "table.record",
    "render": "table.render",
    "session": "table.session",
    "solve": "solver.solve",
    "solve_budget": "solver.budget",
    "solve_moves": "solver.moves",
    "solve_search": "solver.search",
    "strategies": "engine.strategies",
    "table_words": "table.words",
    "terminal": "table.terminal",
    "tricks": "engine.tricks",
    "web": "table.web",
}


class MovedFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds ``playable.<old>`` and loads it as the module it moved to."""

    def find_spec(self, fullname: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        package, _, old = fullname.partition(".")
        if package != "playable" or old not in MOVED:
            return None
        return importlib.machinery.ModuleSpec(fullname, self)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        new = "playable." + MOVED[spec.name.partition(".")[2]]
        warnings.warn(f"{spec.name} is now {new}", DeprecationWarning, stacklevel=2)
        return importlib.import_module(new)

    def exec_module(self, module: ModuleType) -> None:
        """The module was run when it was imported under its own name."""


def install() -> None:
    """Put the finder first on :data:`sys.meta_path` (it answers for the old
    names alone), once."""
    if not any(isinstance(f, MovedFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, MovedFinder())
