"""The ranks that decided a result: the partition search's table of
:class:`playable.solver.search.TrickSearch`, after the winning ranks of DDS.

A position at a trick's start is described by its *shape*, how many cards
of each class each seat holds (with the number of privileged trumps still
out; the search adds the leader), and by the owner of each card still out, class by class
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

from collections.abc import Callable, Sequence

from playable.solver.moves import Tables


def below_found(b: int, found: int, m: int) -> int:
    """DDS's lowest winning rank: the cards of class mask ``m`` (``b``'s
    class) below every card of ``found`` in it (all of the class where
    ``found`` holds none), if the card of bit ``b`` is among them; else 0.
    Once ``b`` was tried and failed on the ranks ``found``, each of these
    plays as ``b``: the positions differ only in which small card the seat
    keeps, and the answers below rest only on the owners of the cards of
    ``found`` and above (the argument of the module docstring, at a card of
    a trick)."""
    fc = found & m
    under = m & ((fc & -fc) - 1)  # every card of the class when none is found
    return under if (1 << b) & under else 0


def like_small(b: int, found: int, small: int, cm: Sequence[int], cls: Sequence[int]) -> bool:
    """Whether the card of bit ``b`` and one of ``small`` (cards of the same
    seat tried at the same turn, each taking nothing in the trick, or each
    taking it, or each led, whose answers rest on the ranks ``found``) play
    as one (:func:`below_found`; ``cm`` the class masks, ``cls`` each bit's
    class): then ``b`` has the answer of that card.  A card led, or taking
    the trick, is no exception: had it won by beating a card of its class it
    would be among ``found``, and so is a card that beat it, above either.
    Never asked of a privileged or distinct card (:class:`Ranks` keeps them
    apart), nor where the partition search does not hold."""
    return bool(small & below_found(b, found, cm[cls[b]]))


#: The most cards of a class :meth:`Ranks.top` reads from a table (one
#: entry for each set of them: 8,192 at 13).
TABLED = 13
#: :func:`highest`'s tables, by the number of cards of a class.
_HIGHEST: dict[int, list[tuple[int, ...] | None]] = {}


def owners_code(classes: Sequence[tuple[int, int, int, int]]) -> tuple[
        Callable[[tuple[int, int, int, int]], tuple[int, int, int]],
        dict[tuple[int, int, int, int], tuple[int, int, int]]]:
    """How :class:`~playable.solver.partners.PartnersSearch` describes a
    position at a trick's start, for its tables: ``describe(hands)`` (the
    four hands) gives the shape of the hands (each hand's length in each
    class), the owners' code (each class's cards out, from the highest, by
    their owners: two bits a card) and a mask of every card but the classes
    one hand holds alone (the shape says their owner); and the dict of the
    descriptions made, by the hands, which the search reads first.
    ``classes``: each class with cards, as its mask, the offset of its field
    in the code, the offset of its lengths in the shape (four bits a hand)
    and its field's mask."""
    parts: dict[tuple[int, int, int, int], tuple[int, int, int]] = {}
    whole: dict[tuple[int, int, int, int], tuple[int, int, int]] = {}

    def describe(h: tuple[int, int, int, int]) -> tuple[int, int, int]:
        shape = code = lone = 0
        h0, h1, h2, h3 = h
        for m, off, soff, _ in classes:
            segs = (h0 & m, h1 & m, h2 & m, h3 & m)
            part = parts.get(segs)
            if part is None:
                x = out = segs[0] | segs[1] | segs[2] | segs[3]
                field = 0
                shift = off
                while x:
                    top = 1 << (x.bit_length() - 1)
                    x ^= top
                    field |= (0 if segs[0] & top else 1 if segs[1] & top
                              else 2 if segs[2] & top else 3) << shift
                    shift += 2
                part = parts[segs] = (
                    field, (segs[0].bit_count() | segs[1].bit_count() << 4 |
                            segs[2].bit_count() << 8 | segs[3].bit_count() << 12) << soff,
                    m if out and out in segs else 0)  # 0 for a class run out (all share its key)
            code |= part[0]
            shape |= part[1]
            lone |= part[2]
        if len(whole) > 1 << 18:
            whole.clear()
        found = whole[h] = (shape, code, ~lone)
        return found

    return describe, whole


def nth_out(rbest: int, remaining: int, cm: Sequence[int]) -> int:
    """The card of a lead kept in relative ranks, ``class << 4 | j`` (the
    ``j``-th highest card of its class out, from 0), among the cards
    ``remaining``; ``cm``: each class's mask."""
    x = remaining & cm[rbest >> 4]
    for _ in range(rbest & 15):
        x ^= 1 << (x.bit_length() - 1)
    return x.bit_length() - 1


def table_readers(hands: list[int],
                  hint: dict[tuple[int, int], tuple[int, int, int, int, int]],
                  table: dict[int, dict[int, dict[int, tuple[int, int, int]]]],
                  whole: dict[tuple[int, int, int, int], tuple[int, int, int]],
                  describe: Callable[[tuple[int, int, int, int]], tuple[int, int, int]],
                  cm: Sequence[int]) -> tuple[Callable[[int, int], bool | None],
                                              Callable[[int], int]]:
    """Two readers of :class:`~playable.solver.partners.PartnersSearch`'s
    tables (laid out where its ``_build`` makes them: ``hint``, ``table``,
    and :func:`owners_code`'s ``whole`` and ``describe``) at the start of a
    trick led by ``leader``, the hands as ``hands`` holds them, for a caller
    between searches, never searching: ``known(leader, k)``, True where the
    tables prove that side 0 takes ``k`` tricks or more, False where they
    prove fewer, None where they do not say; and ``lead(leader)``, the lead
    they last found best there, or -1."""

    def entries(leader: int) -> tuple[tuple[int, int, int, int, int] | None, int,
                                      dict[int, dict[int, tuple[int, int, int]]]]:
        h = (hands[0], hands[1], hands[2], hands[3])
        shape, code, _ = whole.get(h) or describe(h)
        return hint.get((shape << 2 | leader, code)), code, table.get(shape << 2 | leader) or {}

    def known(leader: int, k: int) -> bool | None:
        entry, code, bucket = entries(leader)
        if entry is not None and (entry[0] >= k or entry[1] < k):
            return entry[0] >= k
        for emask, codes in reversed(bucket.items()):  # the last stored first, as the search
            bound = codes.get(code & emask)
            if bound is not None and (bound[0] >= k or bound[1] < k):
                return bound[0] >= k
        return None

    def lead(leader: int) -> int:
        entry, code, bucket = entries(leader)
        rbest = -1 if entry is None else entry[4]
        for emask, codes in reversed(bucket.items()) if rbest < 0 else ():
            bound = codes.get(code & emask)
            if bound is not None and bound[2] >= 0:
                rbest = bound[2]
                break
        remaining = hands[0] | hands[1] | hands[2] | hands[3]
        return -1 if rbest < 0 else nth_out(rbest, remaining, cm)

    return known, lead


def highest(size: int) -> list[tuple[int, ...] | None]:
    """For a class of ``size`` consecutive bits from bit 0, a table filled as
    it is read (:func:`highest_of`): ``table[sub][j]``, the ``j`` highest
    bits of each set ``sub`` of them (one table a size, for every search)."""
    table = _HIGHEST.get(size)
    if table is None:
        table = _HIGHEST[size] = [None] * (1 << size)
    return table


def highest_of(table: list[tuple[int, ...] | None], sub: int) -> tuple[int, ...]:
    """``table[sub]`` (:func:`highest`), made and kept."""
    row, acc, x = [0], 0, sub
    while x:
        top = 1 << (x.bit_length() - 1)
        x ^= top
        acc |= top
        row.append(acc)
    out = table[sub] = tuple(row)
    return out


def highest_rows(masks: Sequence[int]) -> list[tuple[int, int, list[tuple[int, ...] | None]]] | None:
    """For the class masks ``masks``: each class's lowest bit, the mask of its
    size and its table of :func:`highest`, to read the highest cards of a
    class from (``table[(rem >> low) & size][j]``, made by :func:`highest_of`
    where it is None, then shifted back by ``low``); None if a class's cards
    are not consecutive bits or are more than :data:`TABLED` (then they are
    counted: :func:`highest_counted`)."""
    rows = []
    for mask in masks:
        low = (mask & -mask).bit_length() - 1
        size = mask.bit_count()
        if mask != ((1 << size) - 1) << low or size > TABLED:
            return None
        rows.append((low, (1 << size) - 1, highest(size)))
    return rows


def highest_counted(x: int, j: int) -> int:
    """The ``j`` highest bits of ``x``, counted (where no table is read)."""
    extra = x.bit_count() - j
    while extra > 0:
        x &= x - 1
        extra -= 1
    return x


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
        #: The bits of one count of the shape (a seat's cards of a class, or
        #: the privileged trumps out): enough for a whole class.
        self.count_width = max(mask.bit_count() for mask, _ in self.classes).bit_length()
        #: each class's mask, the offset of its field in the code and the
        #: place of its first count in the shape
        self._fields = [(mask, offset, self.count_width * (1 + number * seats))
                        for number, (mask, offset) in enumerate(self.classes)]
        self._memo: dict[tuple[int, ...], tuple[int, int]] = {}
        self._whole: dict[tuple[int, ...], tuple[int, int]] = {}
        self._tops: dict[tuple[int, tuple[int, ...]], int] = {}
        #: :func:`highest_rows` of the classes (the trick search's relative
        #: ranks), or None
        self._rows = highest_rows([mask for mask, _ in self.classes])

    #: The most hands :meth:`describe` remembers at once (then it starts again).
    REMEMBERED = 1 << 17

    def describe(self, hands: list[int]) -> tuple[int, int]:
        """The shape of ``hands`` (the privileged trumps out, each seat's
        number of cards of each class, as one number: a field of
        :attr:`count_width` bits each, so that a table's key hashes and
        compares as numbers) and the owners' code (each remembered for the
        hands met: most positions a search meets it meets again)."""
        whole = tuple(hands)
        found = self._whole.get(whole)
        if found is not None:
            return found
        if len(self._whole) >= self.REMEMBERED:
            self._whole.clear()
        memo = self._memo
        rem = 0
        for h in hands:
            rem |= h
        shape = (rem & self.privilege).bit_count()
        code = 0
        four = len(hands) == 4
        if four:  # the tables' common case, each class's holdings without a loop
            h0, h1, h2, h3 = hands
        for mask, offset, place in self._fields:
            segs = (h0 & mask, h1 & mask, h2 & mask, h3 & mask) if four else tuple(
                [h & mask for h in hands])
            part = memo.get(segs)
            if part is None:
                width, cw = self.width, self.count_width
                field = 0
                shift = offset
                x = rem & mask
                while x:
                    top = 1 << (x.bit_length() - 1)
                    x ^= top
                    field |= next(i for i, h in enumerate(segs) if h & top) << shift
                    shift += width
                counts = 0
                for h in segs:
                    counts |= h.bit_count() << place
                    place += cw
                part = memo[segs] = (field, counts)
            field, counts = part
            code |= field
            shape |= counts
        found = self._whole[whole] = (shape, code)
        return found

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
        highest of each class: read from the tables of :func:`highest` where
        each class's cards are consecutive bits (as in the trick search),
        else counted and remembered (as :meth:`describe`)."""
        rows = self._rows
        if rows is not None:  # read from the tables
            found = 0
            for (low, size, table), j in zip(rows, js):
                if j:
                    sub = (rem >> low) & size
                    row = table[sub]
                    if row is None:
                        row = highest_of(table, sub)
                    found |= row[j] << low
            return found
        key = (rem, js)
        out = self._tops.get(key)
        if out is not None:
            return out
        if len(self._tops) >= self.REMEMBERED:
            self._tops.clear()
        out = 0
        for (mask, _), j in zip(self.classes, js, strict=True):
            if j:
                out |= highest_counted(rem & mask, j)
        self._tops[key] = out
        return out
