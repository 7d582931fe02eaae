"""A position of the solver's searches (:class:`Node`), beneath both the
searches (:mod:`playable.solver.search`) and the trick search's probes
(:mod:`playable.solver.trick_steps`), which read it."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Node"]


@dataclass(frozen=True)
class Node:
    """A position in the search: the hands, the trick in progress (``pos``
    cards, ``led`` class, winning bit ``win`` of ``win_seat``, the cards'
    mask, points and count), the count difference ``d``, the points and counts
    still to be won, ``base``: what side 0 has won since the root, and the
    bit of the card ``lead`` (-1 at the start of a trick)."""

    hands: tuple[int, ...]
    leader: int
    pos: int
    led: int
    win: int
    win_seat: int
    tmask: int
    tpts: int
    tcnt: int
    d: int
    prem: int
    crem: int
    base: int
    lead: int = -1

    def to_move(self, seats: int) -> int:
        return (self.leader + self.pos) % seats

    @property
    def over(self) -> bool:
        return not any(self.hands) and self.pos == 0
