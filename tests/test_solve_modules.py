"""The solver's modules (issue 31's step for ``solve.py``).

* every name ``playable.solver.solve`` offered before it was split is still
  imported from it;
* none of the solver's modules (``playable/solve*.py``) is over 900 lines;
* the rules of following on bits (:data:`playable.solver.solve.LAWFUL`) and the
  matadores' privilege (:func:`playable.solver.solve.privileged`) are applied in
  one module only, :mod:`playable.solver.moves`, whose move generator both
  searches (and Quadrille's search of the vole) call;
* the move generator's contract, on seeded positions of the three games:
  it gives lawful cards only, lowest first, and every lawful card it leaves
  out is equivalent to the one it gives just below it.
"""

from __future__ import annotations

import ast
import importlib
import random
from pathlib import Path
from typing import Any

import pytest

from playable.allfours import solve as allfours_solve
from playable.bench import solver_positions
from playable.bezique import solve as bezique_solve
from playable.quadrille import solve as quadrille_solve
from playable.solver.solve import Search, TrickSearch, allowed_bits, bits_of, move_generator

ENGINE = Path(__file__).resolve().parents[1] / "playable"
SOLVER = ENGINE / "solver"

#: The public names of ``playable.solver.solve`` before it was split in four.
PUBLIC = ["INF", "LAWFUL", "DEFAULT_NODES", "DEFAULT_SECONDS", "LawfulRule", "Tables",
          "compact", "bits_of", "privileged", "Problem", "Budget", "as_budget", "Exhausted",
          "Solution", "Search", "Node", "tricks_only", "TrickSearch", "solve",
          "principal_line", "Analysis", "NoVerdict", "no_verdict", "analyse_deal"]


def test_the_public_names_are_imported_from_playable_solve() -> None:
    module = importlib.import_module("playable.solver.solve")
    missing = [name for name in PUBLIC if not hasattr(module, name)]
    assert not missing
    assert set(PUBLIC) <= set(module.__all__)


def test_no_solver_module_is_over_900_lines() -> None:
    sizes = {p.name: len(p.read_text(encoding="utf-8").splitlines())
             for p in sorted(SOLVER.glob("*.py"))}
    assert {"solve.py", "search.py", "moves.py"} <= set(sizes)
    assert {name: n for name, n in sizes.items() if n > 900} == {}


def names_used(path: Path) -> set[str]:
    """The names a module reads in its code (not in its imports)."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Name):
            out.add(node.id)
        elif isinstance(node, ast.Attribute):
            out.add(node.attr)
    return out


def test_the_rules_on_bits_are_applied_in_one_module() -> None:
    users = sorted(str(p.relative_to(ENGINE)) for p in ENGINE.rglob("*.py")
                   if names_used(p) & {"LAWFUL", "privileged"})
    assert users == ["solver/moves.py"]


POSITIONS: list[tuple[Any, Any]] = [
    (allfours_solve, "all-fours"), (bezique_solve, "bezique"), (quadrille_solve, "quadrille")]


@pytest.mark.parametrize(("module", "game"), POSITIONS)
def test_the_move_generator_gives_one_of_each_set_of_equivalent_cards(module: Any,
                                                                       game: str) -> None:
    rng = random.Random(31)
    seen = 0
    for deal in solver_positions(game, 4):
        while not deal.is_over and deal.phase.value == "play":
            p = module.problem(deal)
            t = p.tables
            search = (TrickSearch if game == "quadrille" else Search)(p)
            node = search.root()
            hand = p.hands[p.to_move]
            win = node.win
            others = node.tmask
            for h in p.hands:
                others |= h
            others &= ~hand
            moves = move_generator(p)(hand, node.lead, win, others)
            lawful = allowed_bits(p, hand, node.lead, win)
            assert lawful == p.lawful() == search.allowed(node)
            assert moves == search.lawful(node) == sorted(moves)
            assert moves and set(moves) <= set(bits_of(lawful))
            count = p.count or (0,) * len(p.points)
            for b in bits_of(lawful):
                if b in moves:
                    continue
                kept = max(c for c in moves if c < b)
                seen += 1
                assert t.cls[kept] == t.cls[b]
                assert (p.points[kept], count[kept]) == (p.points[b], count[b])
                assert not ((p.privilege | p.distinct) >> b) & 1
                between = sum(1 << x for x in range(kept + 1, b)
                              if t.cls[x] == t.cls[b])
                assert not others & between
            acts = [a for a in deal.legal_actions() if a.kind == "play"]
            deal.apply(acts[int(rng.random() * len(acts))])
    assert seen, "no card was merged with another in these positions"


@pytest.mark.parametrize(("module", "game"), POSITIONS)
def test_the_rule_of_the_card_led_is_the_rule_whatever_wins(module: Any, game: str) -> None:
    """:func:`playable.solver.moves.led_rule`, which the trick search asks what
    a seat still to play may play (to know the trick is beyond the other
    side's reach): where the rule of following depends on the card led alone
    (Quadrille's), it gives the lawful cards for every card that may be
    winning; for the other rules (All-Fours', Bezique's last eight), None."""
    from playable.solver.moves import led_rule

    rng = random.Random(7)
    checked = 0
    for deal in solver_positions(game, 3):
        p = module.problem(deal)
        rule = led_rule(p)
        if p.follow.name != "SUIT":
            assert rule is None
            checked += 1
            continue
        assert rule is not None
        everything = sum(p.hands)
        for _ in range(200):
            hand = sum(1 << b for b in bits_of(everything) if rng.random() < 0.3)
            lead = rng.choice(bits_of(everything))
            for win in bits_of(everything):
                assert rule(hand, lead) == allowed_bits(p, hand, lead, win)
            checked += 1
    assert checked
