"""The ranks that decided a result: the partition search's table of
:class:`playable.solver.search.TrickSearch`, after the winning ranks of DDS.

A position at a trick's start is described by its *shape*, how many cards
of each class each seat holds (with the leader and the number of privileged
trumps still out), and by the owner of each card still out, class by class
from the highest (:meth:`Ranks.describe`).  When the trick search proves
that side 0 takes at least (or fewer than) ``k`` tricks, it also knows which
cards' ranks decided it: the winners of the tricks in its proof that beat a
card of their own class (a card that wins because no other card of its
class is in the trick wins by the shape alone), the cards a bound looked at
and, because they follow their own rule, the privileged trumps.  Every
position of the same shape whose cards of each class, down to the lowest of
those in that class, have the same owners has the same answer: the cards
below never beat one another in the proof, so they play as "small cards"
whichever they are.  :meth:`Ranks.cut` makes the mask of the owners' code
that an entry must match, and :meth:`Ranks.top` gives back, in a position
that matched, the cards the entry's answer rests on (so that the search
above it knows them too).

It holds only when no two cards of a class are of equal power and a class's
cards are consecutive bits from the lowest, and when what a seat may play
depends on the card led alone (the trick search checks both).
"""

from __future__ import annotations

from playable.solver.moves import Tables


class Ranks:
    """The owners' code and its cuts for one card order and number of seats
    (see the module docstring): each class's cards from its highest, one
    field of ``width`` bits a card, the classes side by side."""

    def __init__(self, tables: Tables, seats: int, privilege: int) -> None:
        self.seats = seats
        self.privilege = privilege
        self.width = max(1, (seats - 1).bit_length())
        #: (class mask, offset of its field in the code) of each class that has cards
        self.classes: list[tuple[int, int]] = []
        offset = 0
        for mask in tables.class_mask:
            if mask:
                self.classes.append((mask, offset))
                offset += self.width * mask.bit_count()
        self._memo: dict[tuple[int, ...], tuple[int, tuple[int, ...]]] = {}

    def describe(self, hands: list[int], leader: int) -> tuple[tuple[int, ...], int]:
        """The shape of ``hands`` (``leader``, the privileged trumps out, each
        seat's number of cards of each class) and the owners' code."""
        memo = self._memo
        width = self.width
        rem = 0
        for h in hands:
            rem |= h
        shape = [leader, (rem & self.privilege).bit_count()]
        code = 0
        for mask, offset in self.classes:
            segs = tuple([h & mask for h in hands])
            found = memo.get(segs)
            if found is None:
                field = 0
                shift = offset
                x = rem & mask
                while x:
                    top = 1 << (x.bit_length() - 1)
                    x ^= top
                    field |= next(i for i, h in enumerate(segs) if h & top) << shift
                    shift += width
                found = memo[segs] = (field, tuple([h.bit_count() for h in segs]))
            code |= found[0]
            shape += found[1]
        return tuple(shape), code

    def cut(self, rel: int, rem: int) -> tuple[int, tuple[int, ...]]:
        """For the cards ``rel`` an answer rests on, among the cards ``rem``
        still out: the mask of the owners' code an entry must match (each
        class's cards down to its lowest card in ``rel``, the privileged
        always) and how many cards of each class that is."""
        rel |= rem & self.privilege
        width = self.width
        emask = 0
        js = []
        for mask, offset in self.classes:
            rc = rel & mask
            j = 0
            if rc:
                j = (rem & mask & ~((rc & -rc) - 1)).bit_count()
                emask |= ((1 << (width * j)) - 1) << offset
            js.append(j)
        return emask, tuple(js)

    def top(self, js: tuple[int, ...], rem: int) -> int:
        """The cards of ``rem`` that an entry's answer rests on: the ``js[c]``
        highest of each class."""
        out = 0
        for (mask, _), j in zip(self.classes, js, strict=True):
            if j:
                x = rem & mask
                extra = x.bit_count() - j
                while extra > 0:
                    x &= x - 1
                    extra -= 1
                out |= x
        return out
