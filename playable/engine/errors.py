"""One hierarchy of errors, all under ``ValueError``.

A :class:`RuleError` carries ``.law``, the identifier of the law it enforces;
its message names the law and gives the address of its anchor on the site.
One rule for what is no law's business: a card the player does not hold
(:class:`NotHeld`), or an act out of turn where the game's laws have no law of
play out of turn (All-Fours), cites no law: its ``.law`` is None, and every
surface (the terminal, the Deal pages, the examples, ``replay``) says so alike.
"""

from __future__ import annotations

from playable.laws import law as _law
from playable.laws.ids import LawId


class RuleError(ValueError):
    """An act the laws forbid, refused by the engine.

    ``fault`` names the field of an act that no position of the game allows
    whatever the laws say, set by :meth:`playable.engine.core.GameDeal.apply`:
    ``"player"``, a seat not at the table; ``"kind"``, an act the game has
    not.  The table refuses it citing the law of the stage, as any act; a
    record that holds it is miswritten, and its reader names that field of
    the file and cites no law (:mod:`playable.table.record`).  None for an
    act a law refuses."""

    def __init__(self, law_id: LawId | None, message: str, *,
                 fault: str | None = None) -> None:
        self.law = law_id
        self.reason = message
        self.fault = fault
        if law_id is None:  # no law's business: the act cannot be done at all
            super().__init__(message)
            return
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


class NotHeld(IllegalPlay, IllegalDeclaration):
    """A card the player does not hold, played, discarded, declared or
    exchanged: no table can do it, and no law speaks of it, so it cites none
    (``.law`` is None) and is refused in every mode.  It is both an
    :class:`IllegalPlay` and an :class:`IllegalDeclaration`, so that code
    catching either for the act it tried catches it."""

    def __init__(self, message: str) -> None:
        super().__init__(None, message)


class Misdeal(RuleError):
    """A deal made otherwise than the laws direct."""


class RecordError(ValueError):
    """A record that cannot be read or replayed: names the field and why (the
    field ``"(file)"``: the file itself, not a field of it, said as such)."""

    def __init__(self, field: str, reason: str) -> None:
        self.field = field
        self.reason = reason
        super().__init__(f"the file: {reason}" if field == "(file)" else
                         f"record field {field!r}: {reason}")


class SetupError(ValueError):
    """A deal set up at a given point (``Deal.setup``) that no table could
    reach: names what is inconsistent (a card twice, a hand of the wrong
    size, a declaration the cards cannot make) and why."""

    def __init__(self, field: str, reason: str) -> None:
        self.field = field
        self.reason = reason
        super().__init__(f"cannot set up the deal: {field}: {reason}")
