"""One hierarchy of errors, all under ``ValueError``.

A :class:`RuleError` carries ``.law``, the identifier of the law it enforces;
its message names the law and gives the address of its anchor on the site.
"""

from __future__ import annotations

from playable.law_ids import LawId
from playable.laws import law as _law


class RuleError(ValueError):
    """An act the laws forbid, refused by the engine."""

    def __init__(self, law_id: LawId, message: str) -> None:
        self.law = law_id
        self.reason = message
        cited = _law(law_id)
        super().__init__(f"{message} — {cited.citation}, {cited.url}")


class IllegalPlay(RuleError):
    """A card that may not be played now."""


class OutOfTurn(RuleError):
    """An act by a player whose turn it is not."""


class IllegalBid(RuleError):
    """A bid, beg, call or answer that the laws do not allow."""


class IllegalDeclaration(RuleError):
    """A declaration that the laws do not allow (Bezique)."""


class Misdeal(RuleError):
    """A deal made otherwise than the laws direct."""


class RecordError(ValueError):
    """A record that cannot be read or replayed: names the field and why."""

    def __init__(self, field: str, reason: str) -> None:
        self.field = field
        self.reason = reason
        super().__init__(f"record field {field!r}: {reason}")


class SetupError(ValueError):
    """A deal set up at a given point (``Deal.setup``) that no table could
    reach: names what is inconsistent (a card twice, a hand of the wrong
    size, a declaration the cards cannot make) and why."""

    def __init__(self, field: str, reason: str) -> None:
        self.field = field
        self.reason = reason
        super().__init__(f"cannot set up the deal: {field}: {reason}")
