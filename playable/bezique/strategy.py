"""The cautions of Bezique (127) as a player.

Paragraph 127 advises: keep your tens till you can make them count; retain
your sequence cards as long as possible; watch your opponent's play; declare
a royal marriage before declaring a sequence or double bezique; make sure of
the last trick but one, to prevent your opponent from declaring; declare as
soon as you have an opportunity.  :class:`CautiousPlayer` follows each caution
that is switched on (all are, by default) and a plain baseline where one is
off, so that a notebook can measure what each is worth.

The engine's readings of the cautions (``CAUTIONS``):

* ``keep-tens`` — do not lead or throw away a ten while the stock lasts,
  unless the ten wins the trick it is played to (then it "counts": it is a
  brisque in one's own tricks).  Off: a ten is valued like any other card.
* ``keep-sequence`` — keep the ace, ten, king, queen and knave of trumps out
  of play while the stock lasts.  Off: they are valued as plain trumps.
* ``watch`` — remember the cards played and declared; in the last eight
  tricks lead a card that no unseen card can beat, when there is one.  Off:
  lead the lowest card.
* ``royal-marriage-first`` — when a royal marriage and the sequence are both
  open, declare the marriage first (the sequence can follow, 125 ii, but not
  the reverse, 125 iii); likewise a single bezique before the double (and a
  double before the treble).  Off: declare the higher at once.
* ``last-trick-but-one`` — in the last trick before the stock is exhausted
  (the last chance to declare), play to win it.  Off: play it like any other.
* ``declare-early`` — declare the best combination open whenever a trick is
  won.  Off: declare only half the times one is open (the player "waits").

Besides the cautions the player always exchanges the seven of trumps when
it can, and plays the seven of trumps early (it scores 10, 125 vii).

It says why it chooses (:meth:`CautiousPlayer.advise`, an :class:`Advice`):
the reason in plain words, and 127 where one of its cautions decided the act
(the last trick before the stock is out, a master card led in the last
eight, a declaration made at once or the lower one first); the Deal pages
show it under an engine seat's act (to one who watches; in a seat once the
deal is over), and as the period player's advice.

The player reads the game's card order (:data:`playable.bezique.cards.CARD_ORDER`,
whose keys are ``suit * 8 + strength``) and judges which card wins a trick
with :mod:`playable.engine.tricks`, as the rules do.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from playable.bezique.cards import (
    ACE,
    CARD,
    CARD_ORDER,
    KNAVE,
    KNAVE_OF_DIAMONDS,
    QUEEN_OF_SPADES,
    SEVEN,
    TEN,
    stock_winner,
)
from playable.bezique.deal import View
from playable.bezique.declarations import KINDS
from playable.engine.cards import Card, Rank, Suit
from playable.engine.core import Action
from playable.engine.tricks import beats, winner
from playable.laws.ids import BeziqueLaws as L
from playable.laws.ids import LawId

_key = CARD_ORDER.key
_keys_of = CARD_ORDER.keys

CAUTIONS: tuple[str, ...] = ("keep-tens", "keep-sequence", "watch", "royal-marriage-first",
                             "last-trick-but-one", "declare-early")

#: The higher declarations for which 127 says to declare the lower one first.
_LOWER_FIRST = {"sequence": "royal marriage", "double bezique": "bezique",
                "treble bezique": "double bezique"}


#: Why the player plays as it does, by the code its choice returns: the
#: reason in words, and 127 where one of its cautions decided the card (126
#: iv where it names the card an overdrawer returns).
_WHY: dict[str, tuple[str, LawId | None]] = {
    "last-lead": ("the last trick before the stock is out: his strongest card led, to win "
                  + "it and declare after it", L.S127),
    "lead": ("the card he would soonest part with (tens and the sequence's cards kept)", None),
    "last-take": ("the last trick before the stock is out: taken, to declare after it", L.S127),
    # a brisque led, or a declaration open to him: one reason, as what he
    # could declare is his until he does
    "worth": ("a trick worth taking: taken with the card he would soonest part with", None),
    "throw": ("the card he would soonest part with", None),
    "master": ("a card no card unseen can beat (he watches the cards played)", L.S127),
    "low-lead": ("his weakest card", None),
    "take": ("the trick taken with the lowest card that takes it", None),
    "low": ("no card takes the trick: his weakest", None),
    "return": ("of the two cards the overdrawer drew, the one he would rather keep goes back",
               L.S126_IV),
}


@dataclass(frozen=True)
class Advice:
    """What the player chooses, why, and the caution (127) that decided it, if one did."""

    action: Action
    reason: str
    law: LawId | None = None


def _points(declaration: Action) -> int:
    """What a declaration scores: its kind's points, 10 for the seven of trumps
    declared (``Options(seven="declared")``)."""
    kind = KINDS.get(declaration.value or "")
    return kind.points if kind is not None else 10


class CautiousPlayer:
    """A player who follows the cautions of ¶127 (each can be switched off)."""

    name = "cautious"

    def __init__(self, cautions: Iterable[str] = CAUTIONS) -> None:
        chosen = frozenset(cautions)
        unknown = chosen - set(CAUTIONS)
        if unknown:
            raise ValueError(f"unknown caution(s) {sorted(unknown)}; the cautions are "
                             f"{', '.join(CAUTIONS)}")
        self.cautions = chosen
        #: :meth:`keep_value` of every card by key, for each trump suit: to
        #: throw, and to win the trick (filled as the suits are trumps).
        self._keep_values: dict[Suit, tuple[tuple[float, ...], tuple[float, ...]]] = {}

    def __repr__(self) -> str:
        off = [c for c in CAUTIONS if c not in self.cautions]
        return "CautiousPlayer()" if not off else f"CautiousPlayer(without {', '.join(off)})"

    # -- the choice ------------------------------------------------------

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        return self._choice(view, legal, rng)[0]

    def advise(self, view: View, legal: Sequence[Action], rng: random.Random) -> Advice:
        """The act :meth:`choose` makes (drawing the same numbers from
        ``rng``), and why: the caution of 127 that decided it, where one did."""
        action, why = self._choice(view, legal, rng)
        if action.kind == "declare":
            points = f"{_points(action)} points"
            if why == "lower-first":
                return Advice(action, f"{points}, declared before the higher declaration it "
                                      "opens, as 127 cautions", L.S127)
            if "declare-early" in self.cautions:
                return Advice(action, f"{points}, declared at once, as 127 cautions", L.S127)
            return Advice(action, f"{points}, declared")
        if action.kind == "exchange":
            return Advice(action, "the seven of trumps exchanged for the card turned up")
        if action.kind == "draw":
            return Advice(action, "")
        reason, law = _WHY[why]
        if why == "lead" and not {"keep-tens", "keep-sequence"} & self.cautions:
            reason = _WHY["throw"][0]  # nothing kept back
        return Advice(action, reason, law)

    def _choice(self, view: View, legal: Sequence[Action],
                rng: random.Random) -> tuple[Action, str]:
        """:meth:`choose`'s act and the code of why (:data:`_WHY`, or a
        declaration's: ``"lower-first"`` where 127's order decided it)."""
        if not legal:
            raise ValueError("no legal act to choose from")
        returns = [a for a in legal if a.kind == "return"]
        if returns:  # 126 iv: the overdrawer's adversary names the card that goes back
            return max(returns, key=lambda a: self.keep_value(view, a.cards[0])), "return"
        declares = [a for a in legal if a.kind == "declare"]
        if declares:
            chosen, lower = self._declaration(declares, rng)
            if chosen is not None:
                return chosen, "lower-first" if lower else ""
        for a in legal:
            if a.kind == "exchange":
                return a, ""
        plays = [a for a in legal if a.kind == "play"]
        if not plays:
            return next(a for a in legal if a.kind == "draw"), ""
        if view.last_eight:
            return self._play_last_eight(view, plays)
        return self._play_with_stock(view, plays)

    def choose_declaration(self, declares: Sequence[Action],
                           rng: random.Random) -> Action | None:
        """The declaration to make now, or None to draw without declaring."""
        return self._declaration(declares, rng)[0]

    def _declaration(self, declares: Sequence[Action],
                     rng: random.Random) -> tuple[Action | None, bool]:
        """:meth:`choose_declaration`'s, and whether 127's order (the lower
        declaration first) set a higher one aside."""
        if "declare-early" not in self.cautions and rng.random() < 0.5:
            return None, False
        options = list(declares)
        if "royal-marriage-first" in self.cautions:
            names = {a.value for a in options}
            lower_first = [a for a in options
                           if a.value in _LOWER_FIRST and _LOWER_FIRST[a.value] in names]
            options = [a for a in options if a not in lower_first] or options
        chosen = max(options, key=lambda a: (_points(a), -len(a.cards)))
        return chosen, len(options) < len(declares)

    # -- play while the stock lasts ----------------------------------------

    def keep_value(self, view: View, card: Card, wins: bool = False) -> float:
        """How much the player would rather keep ``card`` (lower: play it)."""
        return self._keep_value(_key(card), view.trump, wins)

    def _keep_value(self, k: int, trump: Suit, wins: bool) -> float:
        strength = k & 7
        value = float(strength) / 2
        if CARD[k].suit is trump:
            value += 2
            if strength == SEVEN:
                return -5.0  # the seven of trumps scores 10 when played (125 vii)
            if strength >= KNAVE and "keep-sequence" in self.cautions:
                value += 6
        if strength == TEN and "keep-tens" in self.cautions:
            value += 1 if wins else 6
        if strength == ACE:
            value += 2
        if k in (QUEEN_OF_SPADES, KNAVE_OF_DIAMONDS):
            value += 3
        return value

    def _values(self, trump: Suit) -> tuple[tuple[float, ...], tuple[float, ...]]:
        """:meth:`keep_value` of every card by key with ``trump`` trumps: to
        throw, and to win the trick (computed once for each suit)."""
        values = self._keep_values.get(trump)
        if values is None:
            keys = range(len(CARD))
            values = (tuple(self._keep_value(k, trump, False) for k in keys),
                      tuple(self._keep_value(k, trump, True) for k in keys))
            self._keep_values[trump] = values
        return values

    def _play_with_stock(self, view: View, plays: Sequence[Action]) -> tuple[Action, str]:
        decisive = ("last-trick-but-one" in self.cautions
                    and view.stock <= view.players)
        trump = view.trump
        to_throw, to_win = self._values(trump)
        keys = _play_keys(plays)
        if not view.trick:
            if decisive:
                return _first_best(plays, keys, _POWERS[trump], highest=True), "last-lead"
            return _first_best(plays, keys, to_throw), "lead"
        winning = _winning(keys, view.trick, trump, view.trick_rule)
        brisque_led = any(c.rank in (Rank.ACE, Rank.TEN) for _, c in view.trick)
        want = decisive or brisque_led or bool(view.open_declarations)
        if want and winning:
            return (_first_best([plays[i] for i in winning], [keys[i] for i in winning], to_win),
                    "last-take" if decisive else "worth")
        return _first_best(plays, keys, to_throw), "throw"

    # -- the last eight tricks ---------------------------------------------

    def _play_last_eight(self, view: View, plays: Sequence[Action]) -> tuple[Action, str]:
        trump = view.trump
        power = _POWERS[trump]
        keys = _play_keys(plays)
        if not view.trick:
            if "watch" in self.cautions:
                seen = _seen(view)
                masters = [i for i, k in enumerate(keys) if _is_master(k, seen, view.packs)]
                if masters:
                    return _first_best([plays[i] for i in masters], [keys[i] for i in masters],
                                       power, highest=True), "master"
            return _first_best(plays, keys, power), "low-lead"
        winning = _winning(keys, view.trick, trump)
        if winning:
            return (_first_best([plays[i] for i in winning], [keys[i] for i in winning], power),
                    "take")
        return _first_best(plays, keys, power), "low"


def _play_keys(plays: Sequence[Action]) -> list[int]:
    """The key of the card of each play."""
    return _keys_of([a.cards[0] for a in plays])


def _first_best(plays: Sequence[Action], keys: Sequence[int], values: Sequence[float],
                highest: bool = False) -> Action:
    """The first of ``plays`` (their cards keyed ``keys``) whose card has the
    lowest value in ``values`` (by key), or the highest: the play ``min`` or
    ``max`` with a key would choose, without a call for each play."""
    best, top = 0, values[keys[0]]
    for i in range(1, len(keys)):
        v = values[keys[i]]
        if (v > top) if highest else (v < top):
            best, top = i, v
    return plays[best]


def _power(card: Card, trump: Suit) -> int:
    """How strong a card is to lead or to throw: its strength, trumps above."""
    return (_key(card) & 7) + (8 if card.suit is trump else 0)


#: :func:`_power` of every card by key, for each trump suit.
_POWERS: dict[Suit, tuple[int, ...]] = {trump: tuple(_power(c, trump) for c in CARD)
                                        for trump in Suit}


def _winning(keys: Sequence[int], trick: Sequence[tuple[int, Card]], trump: Suit,
             rule: str = "suit-led") -> list[int]:
    """The places in ``keys`` (the plays' cards) of the cards that would win
    the trick so far: while the stock lasts by ``Options.trick`` (``rule``,
    :func:`playable.bezique.cards.stock_winner`), in the last eight by the
    suit led (:func:`playable.engine.tricks.winner` finds the card winning it,
    :func:`playable.engine.tricks.beats` the cards above)."""
    tables = CARD_ORDER.tables(trump)
    follows, power = tables.follows, tables.power
    played = _keys_of(c for _, c in trick)
    if rule == "any-suit":
        return [i for i, k in enumerate(keys)
                if stock_winner([*played, k], follows, power, rule) == len(played)]
    best = played[winner(played, follows, power)]
    return [i for i, k in enumerate(keys) if beats(k, best, follows, power)]


def _seen(view: View) -> Counter[int]:
    """How many of each card (by key) this player has seen: played, in his
    hand, on his table and on every table (his own counted with the rest)."""
    seen = Counter(_keys_of(view.played))
    seen.update(_keys_of(view.hand))
    seen.update(_keys_of(c for c, _ in view.table))
    for t in view.tables:
        seen.update(_keys_of(t))
    return seen


def _is_master(k: int, seen: Counter[int], copies: int) -> bool:
    """No card of the suit above the card keyed ``k`` is left unseen by this
    player (``seen``: :func:`_seen`; ``copies``: the packs, so the copies of
    each card)."""
    return all(seen[higher] >= copies for higher in range(k + 1, (k | 7) + 1))
