"""The typed law-id constants and the registry name the same items, once each."""

from __future__ import annotations

from playable.laws import LAWS
from playable.laws import ids as law_ids

GROUPS = {"quadrille": law_ids.QuadrilleLaws, "all-fours": law_ids.AllFoursLaws,
          "bezique": law_ids.BeziqueLaws, "whist": law_ids.WhistLaws}


def constants() -> dict[str, str]:
    out: dict[str, str] = {}
    for group in GROUPS.values():
        for name, value in vars(group).items():
            if name.isupper():
                out[f"{group.__name__}.{name}"] = value
    return out


def test_every_law_has_one_constant_and_every_constant_a_law() -> None:
    values = list(constants().values())
    assert sorted(values) == sorted(LAWS)
    assert len(set(values)) == len(values)


def test_constants_sit_in_their_game_and_are_named_after_the_anchor() -> None:
    for game, group in GROUPS.items():
        for name, value in vars(group).items():
            if name.isupper():
                assert value.startswith(game + ":")
                assert name == value.split(":")[1].upper().replace("-", "_")
