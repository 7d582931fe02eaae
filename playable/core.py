"""What the three games share: phases, actions, score lines, irregularities.

Every game module (``allfours``, ``quadrille``, ``bezique``) follows one shape,
modelled on python-chess and OpenSpiel:

* ``Options`` — a frozen dataclass of the rules and agreed variants, with
  ``to_json()`` and ``from_json()``; ``strict`` chooses between refusing an
  irregular act (strict) and letting the table commit it and punishing it as
  the law says (the default, "as at the table").
* ``Deal`` — the position of one deal: ``Deal(pack, dealer=0, options=...)``
  deals from a pack in the given order, ``Deal.new(seed, ...)`` shuffles one
  with ``random.Random(seed)``.  It exposes ``phase``, ``to_move``,
  ``legal_actions()``, ``legal_plays()``, ``apply(action)`` (checked),
  ``play(card)``, ``history``, ``view(player)``, ``clone()`` and ``result()``.
* Module functions used by the command line and the benchmark (see
  :mod:`playable.__main__` and :mod:`playable.bench`).

Errors are the hierarchy of :mod:`playable.errors`; each names its law.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, replace
from typing import Any

from playable.cards import Card
from playable.errors import RuleError
from playable.laws import law as _law


class Phase(enum.Enum):
    """The stage of a deal, the same names in every game."""

    DEAL = "deal"
    BIDDING = "bidding"  # begging and standing, asking leave, passing, calling
    PLAY = "play"
    SCORING = "scoring"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Action:
    """One act at the table, as a record stores it.

    ``kind`` names the act in the game's own words (``"play"``, ``"beg"``,
    ``"stand"``, ``"take-one"``, ``"run"``, ``"ask-leave"``, ``"call"``,
    ``"declare"``, ``"draw"``, ...); ``cards`` are the cards it uses; ``value``
    is any other word it needs (a suit named, a declaration's name).
    """

    kind: str
    player: int
    cards: tuple[Card, ...] = ()
    value: str | None = None

    @property
    def card(self) -> Card:
        if len(self.cards) != 1:
            raise ValueError(f"{self.kind} by player {self.player} does not name one card")
        return self.cards[0]

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"player": self.player, "kind": self.kind}
        if self.cards:
            out["cards"] = [str(c) for c in self.cards]
        if self.value is not None:
            out["value"] = self.value
        return out

    @classmethod
    def from_json(cls, data: Any) -> Action:
        """Read an action; ``ValueError`` names the offending key."""
        if not isinstance(data, dict):
            raise ValueError("an action must be an object with 'player' and 'kind'")  # noqa: TRY004
        unknown = set(data) - {"player", "kind", "cards", "value"}
        if unknown:
            raise ValueError(f"unknown key(s) {sorted(unknown)}")
        player, kind = data.get("player"), data.get("kind")
        if not isinstance(player, int) or isinstance(player, bool):
            raise ValueError(f"'player' must be a seat number, not {player!r}")  # noqa: TRY004
        if not isinstance(kind, str) or not kind:
            raise ValueError(f"'kind' must be a word, not {kind!r}")
        raw_cards = data.get("cards", [])
        if not isinstance(raw_cards, list):
            raise ValueError("'cards' must be a list of cards")  # noqa: TRY004
        value = data.get("value")
        if value is not None and not isinstance(value, str):
            raise ValueError(f"'value' must be text, not {value!r}")
        return cls(kind, player, tuple(Card.parse(c) for c in raw_cards), value)

    def __str__(self) -> str:
        words = [f"P{self.player}", self.kind]
        words += [str(c) for c in self.cards]
        if self.value is not None:
            words.append(self.value)
        return " ".join(words)


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One entry of a deal's account: who scores (or pays) what, under which
    law, and why.  Payments in counters are negative for the payer."""

    player: int
    points: int
    law: str
    reason: str

    def __post_init__(self) -> None:
        _law(self.law)  # an unknown identifier is a bug: fail loudly

    def to_json(self) -> dict[str, Any]:
        return {"player": self.player, "points": self.points, "law": self.law,
                "reason": self.reason}

    def __str__(self) -> str:
        return f"P{self.player} {self.points:+d}  {self.reason}  [{self.law}]"


@dataclass(frozen=True, slots=True)
class Irregularity:
    """An irregular act committed at the table (a renounce, a card shown, a
    card played out of turn...), kept in the deal until the law deals with it."""

    law: str
    player: int
    description: str
    at: int  # index in the deal's history of the act

    def __post_init__(self) -> None:
        _law(self.law)

    def to_json(self) -> dict[str, Any]:
        return {"law": self.law, "player": self.player, "description": self.description,
                "at": self.at}


@dataclass
class Account:
    """The lines scored in a deal, in the order the laws count them."""

    lines: list[ScoreLine] = field(default_factory=list)

    def add(self, player: int, points: int, law: str, reason: str) -> ScoreLine:
        line = ScoreLine(player, points, law, reason)
        self.lines.append(line)
        return line

    def total(self, player: int) -> int:
        return sum(line.points for line in self.lines if line.player == player)

    def totals(self, players: int) -> tuple[int, ...]:
        return tuple(self.total(p) for p in range(players))

    def __str__(self) -> str:
        return "\n".join(str(line) for line in self.lines)


def why_not(deal: Any, action: Action) -> RuleError | None:
    """The error strict play would raise against ``action`` (naming its law),
    or None if it is lawful now.  The deal is not changed: the act is tried on
    a clone under the same options with ``strict`` set.  Each game's
    ``Deal.why_not`` is this function."""
    trial = deal.clone()
    trial.options = replace(deal.options, strict=True)
    try:
        trial.apply(action)
    except RuleError as exc:
        return exc
    return None
