"""Bezique's declarations (125 i-viii, 128 i) and the exchange of the seven (125 vii).

The kinds of declaration and their scores (:data:`KINDS`), and
:class:`Declarations`, the part of a ``Deal`` that finds the declarations open
to a player, checks one against the laws, lays its cards on the table and
scores it; and the exchange of the seven of trumps for the turn-up.

Declared cards lie on the table and may serve again (125 i): a card never
serves twice in the same kind of declaration (125 ii); a card of a higher
declaration of its class cannot serve in a lower one (125 iii); a new
declaration in a class in which its cards have served lays at least one new
card from the hand (Foster, *Complete Hoyle*), but for a double bezique made
with a bezique declared, which needs only its four cards on the table (124 ii;
``Options(double="new-card")`` for Foster's reading).  The classes are marriages and
sequences, beziques, and fours; between classes cards on the table serve
freely, no new card needed (125 ii, iv, v, vi; ``Options(reuse="new-card")``
for the older, stricter reading).  Each card on the table carries a mask of
the declarations it has served in.  Also here: announcements scored after a
later trick (Foster's double declarations), the second double bezique of the
three-pack game (*Britannica*, 9th ed.), the seven of trumps declared
(``Options(seven="declared")``, Hoffmann), and the wrong declaration of the
witness's 123 ii, committed and punished (faced cards, and their ``call``).

The position these acts change is :class:`playable.bezique.play.Position`;
the ``Deal`` that joins the parts is :mod:`playable.bezique`.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from playable.bezique.cards import (
    ACE,
    CARD,
    COMBINATION_KEYS,
    KING,
    KNAVE,
    KNAVE_OF_DIAMONDS,
    QUEEN,
    QUEEN_OF_SPADES,
    TEN,
    announce_action,
    declare_action,
    key_of,
    name_of,
)
from playable.bezique.play import Position
from playable.engine.cards import Card, show
from playable.engine.core import Action, act
from playable.engine.errors import IllegalDeclaration, IllegalPlay, NotHeld, OutOfTurn, RuleError
from playable.laws.ids import BeziqueLaws as L
from playable.laws.ids import LawId


@dataclass(frozen=True)
class Kind:
    """A kind of declaration: its name, points, class, and the marks on a card
    that forbid it to serve again in this kind (125 ii, iii)."""

    name: str
    points: int
    klass: str
    bit: int
    blocked_by: int
    lower: str = ""  # the lower declaration of the class that a card of this one may not make

    @property
    def item(self) -> str:
        """The item of its score line: the name, hyphenated (``"four-aces"``)."""
        return self.name.replace(" ", "-")


_MARRIAGE, _SEQUENCE, _BEZIQUE, _DOUBLE, _TREBLE = 1, 2, 4, 8, 16
_ACES, _KINGS, _QUEENS, _KNAVES = 32, 64, 128, 256
_BEZIQUES = _BEZIQUE | _DOUBLE | _TREBLE
#: The marks of each class of declarations (Foster's classes A, B and C).
_CLASS_BITS = {"marriages and sequences": _MARRIAGE | _SEQUENCE, "beziques": _BEZIQUES,
               "fours": _ACES | _KINGS | _QUEENS | _KNAVES}
#: The seven of trumps declared (``Options(seven="declared")``): its value in a ``declare``.
SEVEN_OF_TRUMPS = "seven of trumps"
_MARKS = ((_MARRIAGE, "marriage"), (_SEQUENCE, "sequence"), (_BEZIQUE, "bezique"),
          (_DOUBLE, "double bezique"), (_TREBLE, "treble bezique"), (_ACES, "four aces"),
          (_KINGS, "four kings"), (_QUEENS, "four queens"), (_KNAVES, "four knaves"))

KINDS: dict[str, Kind] = {k.name: k for k in (
    Kind("bezique", 40, "beziques", _BEZIQUE, _BEZIQUE | _DOUBLE | _TREBLE),
    Kind("double bezique", 500, "beziques", _DOUBLE, _DOUBLE | _TREBLE),
    Kind("treble bezique", 1500, "beziques", _TREBLE, _TREBLE),
    Kind("royal marriage", 40, "marriages and sequences", _MARRIAGE, _MARRIAGE | _SEQUENCE),
    Kind("common marriage", 20, "marriages and sequences", _MARRIAGE, _MARRIAGE),
    Kind("sequence", 250, "marriages and sequences", _SEQUENCE, _SEQUENCE),
    Kind("four aces", 100, "fours", _ACES, _ACES),
    Kind("four kings", 80, "fours", _KINGS, _KINGS),
    Kind("four queens", 60, "fours", _QUEENS, _QUEENS),
    Kind("four knaves", 40, "fours", _KNAVES, _KNAVES),
)}
_FOURS = {"four aces": ACE, "four kings": KING, "four queens": QUEEN, "four knaves": KNAVE}
_FOURS_ITEMS = tuple(_FOURS.items())
#: Each suit (its first key) with the keys of its king and queen, a marriage.
_MARRIAGES = tuple((s, (s + KING, s + QUEEN)) for s in range(0, 32, 8))
# The keys of the marriages and of the fours' ranks in the four suits, which
# the first tests of ``Declarations._declaration_actions`` write out.
assert [pair for _, pair in _MARRIAGES] == [(5, 4), (13, 12), (21, 20), (29, 28)]
assert [tuple(range(rank, 32, 8)) for _, rank in _FOURS_ITEMS] == [
    (7, 15, 23, 31), (5, 13, 21, 29), (4, 12, 20, 28), (3, 11, 19, 27)]


def marks_text(mask: int) -> str:
    """The declarations a card on the table has served in: ``"bezique+four queens"``."""
    return "+".join(name for bit, name in _MARKS if mask & bit)


def kind_cards(kind: str, trump: int, suit: int | None = None,
               bezique: tuple[int, int] = (QUEEN_OF_SPADES, KNAVE_OF_DIAMONDS)
               ) -> tuple[int, ...]:
    """The keys a declaration needs (fours excepted: any four of the rank);
    ``bezique``, the keys of its queen and knave."""
    t8 = trump * 8
    bq, bj = bezique
    if kind == "bezique":
        return (bq, bj)
    if kind == "double bezique":
        return (bq, bq, bj, bj)
    if kind == "treble bezique":
        return (bq,) * 3 + (bj,) * 3
    if kind == "royal marriage":
        return (t8 + KING, t8 + QUEEN)
    if kind == "common marriage":
        assert suit is not None
        return (suit * 8 + KING, suit * 8 + QUEEN)
    if kind == "sequence":
        return (t8 + ACE, t8 + TEN, t8 + KING, t8 + QUEEN, t8 + KNAVE)
    raise KeyError(kind)


@functools.cache
def _needs(keys: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """Each key of ``keys`` with the number of times it is named, in order."""
    need: dict[int, int] = {}
    for k in keys:
        need[k] = need.get(k, 0) + 1
    return tuple(need.items())


@functools.cache
def _sorted_cards(kind: str, trump: int, bezique: tuple[int, int]) -> list[int]:
    """:func:`kind_cards`, sorted, for each declaration, trumps and bezique
    met (asked at every declaration: read, never changed)."""
    return sorted(kind_cards(kind, trump, bezique=bezique))


@functools.cache
def _fours_combinations(avail: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every way of choosing four cards of one rank from ``avail[s]`` copies
    in each suit ``s``: tuples of suits, lowest suit first."""
    out: list[tuple[int, ...]] = []

    def walk(s: int, left: int, acc: tuple[int, ...]) -> None:
        if left == 0:
            out.append(acc)
            return
        if s == 4:
            return
        for take in range(min(avail[s], left), -1, -1):
            walk(s + 1, left - take, acc + (s,) * take)

    walk(0, 4, ())
    return out


@functools.cache
def _fours_keys(rank: int, avail: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The keys of each of :func:`_fours_combinations` of a rank (made once
    for each rank and holding: asked after every trick while four are held)."""
    return tuple(tuple(s * 8 + rank for s in combo) for combo in _fours_combinations(avail))


class _Shown(tuple[Card, ...]):
    """The cards of a declaration, which print as a line of notation (the
    reason of its score line is written only when the lines are read)."""

    __slots__ = ()

    def __str__(self) -> str:
        return show(self)


class Declarations(Position):
    """Declaring (125, 128 i) and exchanging the seven of trumps (125 vii)."""

    __slots__ = ()

    def declarations_open_to(self, player: int) -> list[Action]:
        """The declarations ``player`` could make from the cards he holds now,
        were it his turn to declare."""
        return list(self._declaration_actions(player))

    def _declaration_actions(self, p: int) -> list[Action]:
        """The declarations ``p`` may make from the cards he holds (see
        :meth:`_assign` for the rules of re-use)."""
        if self._last_eight:
            return []
        counts = self._cnt[p]
        taken = self._taken_in_exchange
        if taken >= 0 and taken in self._hand[p].get(self._keys[taken], ()):
            counts = list(counts)
            counts[self._keys[taken]] -= 1
        candidates: list[tuple[str, tuple[int, ...]]] = []
        bq, bj = self._bezique
        if counts[bq] and counts[bj]:
            q, j = counts[bq], counts[bj]
            candidates.append(("bezique", (bq, bj)))
            if q > 1 and j > 1:
                candidates.append(("double bezique", (bq, bq, bj, bj)))
                if q > 2 and j > 2 and self.options.packs == 3:
                    candidates.append(("treble bezique", (bq,) * 3 + (bj,) * 3))
        # Asked after every trick, and seldom met: is a suit's king and queen
        # held, or four of a rank?  The keys written out first (a loop over the
        # suits or the ranks costs more than its tests on Python 3.11); the
        # loops then find which, when one is.
        c = counts
        if (c[5] and c[4]) or (c[13] and c[12]) or (c[21] and c[20]) or (c[29] and c[28]):
            trumps = self.trump_index * 8
            for s, pair in _MARRIAGES:
                if counts[pair[0]] and counts[pair[1]]:
                    if s == trumps:
                        candidates.append(("royal marriage", pair))
                        if counts[s + ACE] and counts[s + TEN] and counts[s + KNAVE]:
                            candidates.append(("sequence", kind_cards("sequence", s >> 3)))
                    else:
                        candidates.append(("common marriage", pair))
        if (c[7] + c[15] + c[23] + c[31] >= 4 or c[5] + c[13] + c[21] + c[29] >= 4
                or c[4] + c[12] + c[20] + c[28] >= 4 or c[3] + c[11] + c[19] + c[27] >= 4):
            for kind, rank in _FOURS_ITEMS:
                if counts[rank] + counts[8 + rank] + counts[16 + rank] + counts[24 + rank] >= 4:
                    held = (counts[rank], counts[8 + rank], counts[16 + rank],
                            counts[24 + rank])
                    for keys in _fours_keys(rank, held):
                        candidates.append((kind, keys))
        seven = self.options.seven == "declared" and self._unscored_seven(p) is not None
        if not candidates:
            return [declare_action(p, SEVEN_OF_TRUMPS, (self._seven,))] if seven else []
        # The rules of re-use bind only cards on the table: a combination none
        # of whose cards lies there is made from the hand (the counts leave
        # out a card taken in exchange), so only the others ask _assign.
        on_table = self._table[p].keys()
        acts = []
        for kind, keys in candidates:  # (a loop: a comprehension is a call of its own)
            if on_table.isdisjoint(keys) or self._assign(p, kind, keys, explain=False) is not None:
                acts.append(declare_action(p, kind, keys))
        if seven:
            acts.append(declare_action(p, SEVEN_OF_TRUMPS, (self._seven,)))
        return acts

    def _announce_actions(self, p: int) -> list[Action]:
        """After his declaration, the combinations the winner of a trick may
        still announce, to score after a later trick (Foster's double
        declarations)."""
        acts = []
        for a in self._declaration_actions(p):
            kind = a.value or ""
            if kind == SEVEN_OF_TRUMPS:
                continue
            keys = COMBINATION_KEYS[id(a)]
            if self._announced_match(p, kind, keys) is None:
                acts.append(announce_action(p, kind, keys))
        return acts

    def _assign(self, p: int, kind_name: str, keys: Sequence[int], explain: bool = True
                ) -> list[int] | RuleError | None:
        """Which of the player's cards a declaration uses, or why it may not be
        made.

        Declared cards lie on the table and may serve again (125 i), within
        these rules: a card never serves twice in the same kind of declaration
        (125 ii: kings and queens once married cannot be re-married); a card
        of a higher declaration of its class cannot serve in a lower one
        (125 iii: the king and queen of a sequence make no royal marriage;
        neither do the cards of a double bezique make a bezique); a new
        declaration in a class in which its cards have served lays at least
        one new card from the hand (Foster, *Complete Hoyle*, 1897), except a
        double bezique made with a bezique declared: its four cards need only
        lie on the table together (124 ii; ``Options(double="new-card")`` is
        Foster's reading, no second bezique for 40 and then the two for 500).
        Between classes cards on
        the table serve freely, without a new card (125 ii, iv, v, vi;
        ``Options(reuse="new-card")`` asks a new card of every declaration).
        When three play with three packs, one bezique that has served in a
        double bezique may serve in a second one with a new bezique
        (*Britannica*, 9th ed., 1875).  A combination announced after an
        earlier trick (Foster's double declarations) is scored with its own
        cards.  The engine uses the table's cards where they may serve and the
        hand's for the rest, as one lays down at the table only what is needed.

        A declaration that may not be made gives the error that says why; with
        ``explain`` False, only None (the legal acts ask whether, not why).
        """
        if self._announced[p]:
            announced = self._announced_match(p, kind_name, keys)
            if announced is not None:
                return list(announced)
        kind = KINDS[kind_name]
        mask = self._mask
        blocked = kind.blocked_by
        taken = self._taken_in_exchange
        table, hand = self._table[p], self._hand[p]
        second_double = kind.bit == _DOUBLE and self.options.packs == 3
        chosen: list[int] = []
        from_hand: list[tuple[int, int]] = []  # (key, id) available to swap in
        hand_used = 0
        for k, m in _needs(tuple(keys)):
            table_ids = table.get(k) or []
            if len(table_ids) > 1:
                eligible = sorted((i for i in table_ids if not mask[i] & blocked),
                                  key=lambda i: (-mask[i].bit_count(), i))
            elif table_ids and not mask[table_ids[0]] & blocked:
                eligible = [table_ids[0]]
            else:
                eligible = []
            hand_ids = hand.get(k) or []
            if taken >= 0 and taken in hand_ids:
                hand_ids = [i for i in hand_ids if i != taken]
            use_table = min(m, len(eligible))
            use_hand = m - use_table
            if use_hand > len(hand_ids) and second_double and use_table + len(hand_ids) == m - 1:
                again = [i for i in table_ids if mask[i] & _DOUBLE and not mask[i] & _TREBLE]
                if again:  # the bezique of a double bezique serves in a second one
                    eligible = eligible[:use_table] + again[:1]
                    use_table += 1
                    use_hand -= 1
            if use_hand > len(hand_ids):
                if not explain:
                    return None
                refused = [i for i in table_ids if mask[i] & blocked]
                if refused and len(table_ids) + len(hand_ids) >= m:
                    return self._reuse_error(CARD[k], mask[refused[0]], kind)
                if taken >= 0 and self._keys[taken] == k:
                    return IllegalDeclaration(
                        L.S125_VII, f"{CARD[k]} was taken in exchange for the seven of trumps "
                                    "and may not serve in the declaration made with the exchange")
                return IllegalDeclaration(
                    L.S125_I, f"{name_of(p, self.n)} does not hold the cards of a {kind.name}: "
                              f"{CARD[k]} is missing")
            if use_table:
                chosen += eligible[:use_table]
                if len(hand_ids) > use_hand:
                    from_hand.append((k, hand_ids[use_hand]))
            chosen += hand_ids[:use_hand]
            hand_used += use_hand
        if hand_used == 0:
            served = self.options.reuse == "new-card"  # or a card has served in the class
            bits = _CLASS_BITS[kind.klass]
            if kind.bit == _DOUBLE and self.options.double == "on-table" and sum(
                    1 for i in chosen if mask[i] & _BEZIQUE) <= 2:
                # one bezique declared "may be again used to form Double Bezique"
                # (124 ii); two, and it would be 40 twice, then 500 for the pair
                bits &= ~_BEZIQUE
            for i in chosen:  # (a loop: a generator is a call of its own)
                if mask[i] & bits:
                    served = True
                    break
            if served:
                if not from_hand:
                    if not explain:
                        return None
                    return IllegalDeclaration(
                        L.S125_I, f"a {kind.name} must lay at least one new card from the "
                                  "hand: these cards are all on the table already"
                                  + ("" if self.options.reuse == "new-card" else
                                     f", and have served in the {kind.klass}"))
                k, new_id = from_hand[0]
                for idx in range(len(chosen) - 1, -1, -1):
                    if self._keys[chosen[idx]] == k:
                        chosen[idx] = new_id
                        break
        return chosen

    def _announced_match(self, p: int, kind_name: str,
                         keys: Sequence[int]) -> tuple[int, ...] | None:
        """The cards of a combination ``p`` announced after an earlier trick and
        has not yet scored, if ``kind_name`` with ``keys`` is it and its cards
        all lie on his table still (Foster's double declarations)."""
        for kind, ids in self._announced[p]:
            if kind == kind_name and sorted(self._keys[i] for i in ids) == sorted(keys):
                table = self._table[p]
                if all(i in table.get(self._keys[i], ()) for i in ids):
                    return ids
        return None

    def _reuse_error(self, card: Card, mask: int, kind: Kind) -> IllegalDeclaration:
        used = marks_text(mask)
        if mask & kind.bit:
            if kind.bit == _MARRIAGE:
                return IllegalDeclaration(L.S125_II, f"{card} has been married already: kings "
                                                     "and queens once married cannot be "
                                                     "re-married")
            return IllegalDeclaration(
                L.S125_II, f"{card} has served in a {used} already: a card may not serve twice "
                           f"in the same kind of declaration")
        return IllegalDeclaration(
            L.S125_III, f"{card} has served in a {used}: a card of a higher declaration may not "
                        f"then make a {kind.name}, the lower one of its class")

    def _reuse_law(self, ids: list[int], kind: Kind) -> LawId:
        """The paragraph that allows a declaration re-using declared cards: the
        case of 125 ii, iv, v or vi it is, or 125 i (declared cards may serve
        again from the table) for the others."""
        keys, mask = self._keys, self._mask
        for i in ids:
            m, k = mask[i], keys[i]
            if not m:
                continue
            if k == self._bezique[0] and (
                    (m & _MARRIAGE and kind.bit & (_BEZIQUES | _QUEENS))
                    or (m & _BEZIQUES and kind.bit & (_MARRIAGE | _QUEENS))):
                return L.S125_VI
            if k == self.trump_index * 8 + ACE and m & _ACES and kind.bit == _SEQUENCE:
                return L.S125_V
            if k == self._bezique[1] and m & _KNAVES and kind.bit & (_BEZIQUES | _SEQUENCE):
                return L.S125_IV
            if m & _MARRIAGE and kind.bit & (_KINGS | _QUEENS | _SEQUENCE):
                return L.S125_II
        return L.S125_I

    @act("declare", cards=(1, 6), value=True, law=L.S125_I)
    def _on_declare(self, action: Action) -> None:
        """Declare: the cards go from the hand to the table (those already
        there stay) and the declaration scores under the law that allows it.
        A combination announced after an earlier trick scores now with its
        cards (Foster's double declarations).  A wrong declaration — cards
        that do not make it, or that may not serve in it — is committed and
        punished as Enquire Within's 123 ii directs (:meth:`_wrong`)."""
        listed = False
        declarable = self._declarable
        if declarable is not None and declarable[0] is self._legal_cache:
            for a in declarable[1]:  # (by identity: an Action's == is a Python call)
                if a is action:
                    listed = True
                    break
        if listed:
            # one of the declarations listed among the legal acts still
            # standing: _declaration_actions found it by the rules that
            # _declaration_of and _check_combination check, so its cards are
            # only chosen (an act not listed is checked in full)
            kind_name, p = action.value or "", action.player
            keys = COMBINATION_KEYS[id(action)]
        else:
            kind_name, p, keys = self._declaration_of(action)
        if kind_name == SEVEN_OF_TRUMPS:
            self._declare_seven(p, keys)
            return
        kind = KINDS[kind_name]
        if listed:
            result = self._assign(p, kind_name, keys)
            assert result is not None  # explained: an error, not None
        else:
            result = self._lawful(p, kind, keys)
        if isinstance(result, RuleError):
            self._wrong(p, keys, result)
            return
        announced = self._announced_match(p, kind_name, keys)
        law = (L.S128_I if kind_name == "treble bezique" or (
            announced is None and kind.bit == _DOUBLE
            and any(self._mask[i] & _DOUBLE for i in result))
            else self._reuse_law(result, kind))  # a second double bezique: 128 i
        if announced is not None:  # scored now, its cards on the table already
            self._announced[p].remove((kind_name, announced))
        else:
            self._lay(p, kind, result)
        self._legal_cache = None
        self._declared = True
        shown = tuple(map(CARD.__getitem__, keys))
        self.declarations.append((p, kind_name, shown, kind.points))
        self.account.add_later(p, kind.points, law, "{} declared ({})", kind_name,
                               _Shown(shown), item=kind.item)

    @act("announce", cards=(2, 6), value=True, law=L.S125_I)
    def _on_announce(self, action: Action) -> None:
        """Announce a combination now and score it after a later trick won
        (Foster, *Complete Hoyle*, 1897, "Double Declarations": only one
        declaration scores after each trick, but a player may show two, score
        one, and score the other when he next wins a trick, if its cards still
        lie on the table).  Its cards go to the table and count as having
        served in it, so that a new card from the hand is asked when it is
        announced, "even if it is not scored until later"."""
        kind_name, p, keys = self._declaration_of(action, announcing=True)
        if kind_name == SEVEN_OF_TRUMPS or kind_name not in KINDS:
            raise IllegalDeclaration(L.S125_I, "only a combination of cards is announced")
        kind = KINDS[kind_name]
        if self._announced_match(p, kind_name, keys) is not None:
            raise IllegalDeclaration(L.S124, f"that {kind_name} is announced already: it "
                                             "scores when its holder next wins a trick")
        result = self._lawful(p, kind, keys)
        if isinstance(result, RuleError):
            self._wrong(p, keys, result)
            return
        self._legal_cache = None
        self._lay(p, kind, result)
        self._announced[p].append((kind_name, tuple(result)))

    def _declaration_of(self, action: Action, announcing: bool = False
                        ) -> tuple[str, int, tuple[int, ...]]:
        """The kind, seat and card keys of a declaration, checked for what is
        refused in every mode: a word that names no declaration, a declaration
        out of its time (123 i), cards the player does not hold."""
        self._check_open()
        p = action.player
        kind_name = action.value or ""
        if kind_name not in KINDS and kind_name != SEVEN_OF_TRUMPS:
            raise IllegalDeclaration(L.S125_I, f"{kind_name!r} is not a declaration "
                                               f"(the declarations: {', '.join(KINDS)})")
        if kind_name == "treble bezique" and self.options.packs != 3:
            raise IllegalDeclaration(L.S128_I, "treble bezique needs three packs")
        if announcing:
            self._check_announcing_turn(p)
        else:
            self._check_declaration_turn(p)
        keys = COMBINATION_KEYS.get(id(action)) or tuple(key_of(c) for c in action.cards)
        held = self._cnt[p]
        for k, m in _needs(keys):
            if held[k] < m:
                raise NotHeld(f"{name_of(p, self.n)} does not hold {CARD[k]}"
                              + (f" {m} times" if m > 1 else ""))
        return kind_name, p, keys

    def _lawful(self, p: int, kind: Kind, keys: tuple[int, ...]) -> list[int] | RuleError:
        """The cards a declaration uses, or the error that makes it wrong."""
        try:
            self._check_combination(kind, keys)
        except IllegalDeclaration as exc:
            if kind.name == "treble bezique" and self.options.packs != 3:
                raise
            return exc
        result = self._assign(p, kind.name, keys)
        assert result is not None  # explained: an error, not None
        return result

    def _lay(self, p: int, kind: Kind, ids: Sequence[int]) -> None:
        """The cards of a declaration go from the hand to the table (125 i), and
        each is marked as having served in it."""
        mask = self._mask
        new = []
        for i in ids:  # (a loop: a generator is a call of its own)
            if mask[i] == 0:
                new.append(i)
        self.declared_ids.append((p, kind.name, tuple(ids), tuple(new)))
        faced = self._faced[p]
        self._table_plays[p] = None
        for i in ids:
            if mask[i] == 0:  # from the hand to the table (125 i)
                if i in faced:
                    faced.remove(i)  # face up on the table now
                k = self._keys[i]
                held = self._hand[p][k]
                held.remove(i)
                if not held:
                    del self._hand[p][k]
                self._table[p].setdefault(k, []).append(i)
            mask[i] |= kind.bit

    def _wrong(self, p: int, keys: tuple[int, ...], error: RuleError) -> None:
        """A wrong declaration (Enquire Within, 123 ii): "If, in making a
        declaration, a player put down a wrong card or cards, either in
        addition to or in the place of any card or cards of that declaration,
        he is not allowed to score until he has taken another trick.
        Moreover, he must resume the cards, subject to their being called for
        as 'faced' cards."  In strict mode it is refused with the law it
        breaks; at the table it scores nothing, it is this trick's one
        declaration, and the cards he put down from the hand go back into it
        as faced cards, which an adversary may call for (``call``) while the
        stock lasts (123 xi).  The engine cites 123 as ``bezique:s124``."""
        shown = " ".join(str(CARD[k]) for k in keys)
        assert error.law is not None  # a combination's fault: 125 names it
        self._commit(type(error), error.law, error.reason, p,
                     note=f"a wrong declaration ({shown}): {error.reason}; nothing scores, "
                          "and the cards put down from the hand are faced cards",
                     punished_by=L.S124)
        self._legal_cache = None
        self._declared = True
        faced = self._faced[p]
        hand = self._hand[p]
        for k in keys:
            for i in hand.get(k, ()):
                if i not in faced:
                    faced.append(i)
                    break

    @act("call", cards=1, value=False, law=L.S124)
    def _on_call(self, action: Action) -> None:
        """An adversary calls for a faced card (Enquire Within, 123 ii, xi):
        when its holder is next to play a card while the stock lasts, he must
        play it."""
        self._check_open()
        q = action.player
        p = self._to_play[0] if not self._queue else None
        k = key_of(action.cards[0])
        if self._last_eight:
            raise IllegalPlay(L.S124, "no faced card is called in the last eight tricks")
        holders = [h for h in range(self.n) if h != q
                   and any(self._keys[i] == k for i in self._faced[h])]
        if not holders:
            raise IllegalPlay(L.S124, f"no adversary of {name_of(q, self.n)} "
                                      f"holds {CARD[k]} as a faced card")
        if p not in holders:
            raise OutOfTurn(L.S124, f"a faced card is called when its holder is to play, "
                                    f"{name_of(holders[0], self.n)} is not")
        if self._called is not None:
            raise OutOfTurn(L.S124, f"{name_of(p, self.n)} has been called "
                                    "on to play a faced card already")
        self._legal_cache = None
        self._called = (p, next(i for i in self._faced[p] if self._keys[i] == k))

    def _check_called(self, p: int, action: Action) -> None:
        """A player called on to play a faced card must play it (123 ii, xi)."""
        assert self._called is not None
        wanted = CARD[self._keys[self._called[1]]]
        if action.cards != (wanted,) or (action.value or "").startswith("table"):
            raise IllegalPlay(L.S124, f"{name_of(p, self.n)} must play "
                                      f"{wanted}, the faced card called for")

    def faced(self, player: int) -> list[Card]:
        """The faced cards of ``player``: a wrong declaration's, resumed (123 ii)."""
        return [CARD[self._keys[i]] for i in self._faced[player]]

    # -- the seven of trumps declared (Hoffmann) -----------------------------

    def _declare_seven(self, p: int, keys: tuple[int, ...]) -> None:
        """``Options(seven="declared")``: the holder of a seven of trumps that has
        not scored declares it after winning a trick, in place of a
        declaration, and scores 10 (*Hoyle's Games Modernized*, 1909).  Under
        Enquire Within's reading the seven is not declared: a declaration of
        it is a wrong one (123 ii)."""
        seven = self._seven
        if self.options.seven != "declared":
            self._wrong(p, keys, IllegalDeclaration(
                L.S125_VII, "the seven of trumps scores when played or exchanged, not "
                            "declared (Options(seven='declared') is Hoffmann's reading)"))
            return
        free = self._unscored_seven(p)
        if keys != (seven,) or free is None:
            self._wrong(p, keys, IllegalDeclaration(
                L.S125_VII, f"the declaration of the seven names {CARD[seven]}, held and not "
                            "yet scored"))
            return
        self._legal_cache = None
        self._declared = True
        self._sevens_scored.add(free)
        self.account.add_later(p, 10, L.S125_VII, "the seven of trumps declared ({})",
                               CARD[seven], item="seven-declared")

    def _unscored_seven(self, p: int) -> int | None:
        for i in self._hand[p].get(self._seven, ()):
            if i not in self._sevens_scored:
                return i
        return None

    def _check_declaration_turn(self, p: int) -> None:
        """Immediately after taking a trick, and then only, before drawing; one
        declaration after each trick; none once the stock is exhausted (124)."""
        if self._last_eight:
            raise IllegalDeclaration(L.S124, "the stock is exhausted: no more declarations")
        if not (self._queue and self._queue[0] == p and self._window):
            raise IllegalDeclaration(L.S124, f"{name_of(p, self.n)} may not declare "
                                             "now: only the winner of a trick declares, "
                                             "after taking it and before drawing")
        if self._declared:
            raise IllegalDeclaration(L.S124, "only one declaration after each trick")

    def _check_announcing_turn(self, p: int) -> None:
        """Announcements are made with a declaration: by the winner of a trick,
        before he draws, while the stock lasts (Foster)."""
        if self._last_eight:
            raise IllegalDeclaration(L.S124, "the stock is exhausted: no more declarations")
        if not (self._queue and self._queue[0] == p and self._window):
            raise IllegalDeclaration(L.S124, f"{name_of(p, self.n)} may not announce "
                                             "now: only the winner of a trick announces, "
                                             "after taking it and before drawing")

    def _check_combination(self, kind: Kind, keys: tuple[int, ...]) -> None:
        t = self.trump_index
        if kind.name in _FOURS:
            rank = _FOURS[kind.name]
            ok = len(keys) == 4 and all(k & 7 == rank for k in keys)
        elif kind.name == "treble bezique" and self.options.packs != 3:
            raise IllegalDeclaration(L.S128_I, "treble bezique needs three packs")
        elif kind.name == "common marriage":
            ok = (len(keys) == 2 and keys[0] >> 3 == keys[1] >> 3 != t
                  and sorted(k & 7 for k in keys) == [QUEEN, KING])
        else:
            ok = sorted(keys) == _sorted_cards(kind.name, t, self._bezique)
        if not ok:
            shown = " ".join(str(CARD[k]) for k in keys)
            raise IllegalDeclaration(L.S125_I, f"{shown} is not a {kind.name}"
                                               f" ({self.trump.noun} are trumps)")

    # -- the exchange of the seven -----------------------------------------

    def _can_exchange(self, p: int) -> bool:
        """The seven of trumps may be exchanged for the turn-up by the winner of
        a trick, before he draws, once in a deal (the turn-up being drawn last,
        while the stock lasts).  A turned seven is not exchanged: it has scored
        for the dealer already (125 vii)."""
        return (not self._exchanged and self._seven in self._hand[p]
                and self._keys[self._stock[0]] != self._seven
                and (self.options.seven == "played" or self._unscored_seven(p) is not None))

    @act("exchange", cards=(0, 1), value=False, law=L.S125_VII)
    def _on_exchange(self, action: Action) -> None:
        """Exchanging the seven of trumps for the turn-up scores 10 (125 vii);
        made by the winner of a trick before he draws (124)."""
        self._check_open()
        p = action.player
        if action.cards and action.cards != (CARD[self._seven],):
            raise IllegalDeclaration(L.S125_VII, f"only the seven of trumps "
                                                 f"({CARD[self._seven]}) is exchanged")
        if self._last_eight or not self._stock:
            raise IllegalDeclaration(L.S125_VII, "the turn-up has been drawn: no exchange")
        if not (self._queue and self._queue[0] == p and self._window):
            raise IllegalDeclaration(L.S125_VII, f"{name_of(p, self.n)} may not exchange now: the "
                                                 "winner of a trick exchanges, before drawing")
        if self._exchanged:
            raise IllegalDeclaration(L.S125_VII, "the seven of trumps has been exchanged "
                                                 "already")
        if self._keys[self._stock[0]] == self._seven:
            raise IllegalDeclaration(L.S125_VII, "the turn-up is a seven: there is nothing to "
                                                 "exchange it for")
        if self._seven not in self._hand[p]:
            raise NotHeld(f"{name_of(p, self.n)} does not hold the seven of trumps")
        seven_id = self._hand[p][self._seven][-1]
        if self.options.seven == "declared":  # a seven scores once (Hoffmann)
            unscored = self._unscored_seven(p)
            if unscored is None:
                raise IllegalDeclaration(L.S125_VII, "this seven of trumps has scored already, "
                                                     "declared")
            seven_id = unscored
        self._legal_cache = None
        self._remove(p, seven_id)
        self._sevens_scored.add(seven_id)
        if seven_id in self._faced[p]:
            self._faced[p].remove(seven_id)
        old = self._stock[0]
        self._stock[0] = seven_id
        self._take(p, old)
        self._taken_in_exchange = old
        self._exchanged = True
        self.account.add_later(p, 10, L.S125_VII,
                               "the seven of trumps exchanged for the turn-up ({})",
                               self.pack[old], item="seven-exchanged")
