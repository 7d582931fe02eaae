"""Players for Quadrille: the random player and a sensible one.

:class:`SensiblePlayer` speaks and plays by the advice of *Hoyle's Games,
Improved and Enlarged* (the account of Quadrille, pp. 262-283):

* Ask leave only with "a fair probability of winning three tricks, to prevent
  being beasted" (p. 265): the ombre who makes fewer than three pays alone.
* With spadille and a bad hand, pass, so that if all pass and spadille is
  forced to play it is not beasted alone (¶7 of the account in *Hoyle's Games
  Improved*: "he who has spadille, with a bad hand, should pass").
* Between a doubtful sans prendre and a call, call a king: "calling a king
  makes a sure game, besides the chance of a vole" (p. 275, N.B.).  So the
  player goes sans prendre only with a hand that should win alone.
* The friend does not lead a matador or the called king to show himself
  (law 10); nobody renounces, shows a card or looks out of turn.

The play itself is plain good sense rather than period doctrine: win a trick
cheaply when the other side holds it, give the lowest card when one's own side
holds it, lead strong trumps as the ombre, kings as a defender.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from playable.engine.cards import Card, Rank, Suit
from playable.engine.core import Action
from playable.engine.strategies import RandomPlayer
from playable.quadrille.cards import beats, is_matador, is_trump, power
from playable.quadrille.state import View

__all__ = ["RandomPlayer", "SensiblePlayer", "estimate"]


def estimate(hand: Sequence[Card], trump: Suit) -> float:
    """Tricks a hand may expect to take with ``trump`` as trumps: a rough count
    of its matadores, high trumps, length in trumps and kings."""
    trumps = [c for c in hand if is_trump(c, trump)]
    score = 0.0
    for c in trumps:
        place = 100 - power(c, trump)
        if place < 3:
            score += 1.0
        elif place < 5:
            score += 0.75
        else:
            score += 0.35
    if len(trumps) >= 5:
        score += 0.5 * (len(trumps) - 4)
    for suit in Suit:
        if suit is trump:
            continue
        king = Card(Rank.KING, suit)
        if king in hand:
            score += 0.9
            if Card(Rank.QUEEN, suit) in hand:
                score += 0.4
    return score


def best_suit(hand: Sequence[Card]) -> tuple[float, Suit]:
    """The most promising trump suit for a hand, and what it promises."""
    value, suit = max(((estimate(hand, s), -i) for i, s in enumerate(Suit)))
    return value, list(Suit)[-suit]


class SensiblePlayer:
    """Speaks and plays by simple period advice (see the module docstring)."""

    name = "sensible"

    def __init__(self, ask: float = 3.0, alone: float = 6.5) -> None:
        self.ask = ask
        self.alone = alone

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        kinds = {a.kind for a in legal}
        if "deal" in kinds:
            return legal[0]
        if "pass" in kinds:
            return self._speak(view, legal)
        if "name-trump" in kinds:
            suit = best_suit(view.hand)[1]
            return next(a for a in legal if a.value == suit.noun)
        if "call" in kinds:
            return self._call(view, legal)
        if "settle" in kinds:
            demands = [a for a in legal if a.kind == "demand"]
            return demands[0] if demands else legal[-1]
        if "no-vole" in kinds:
            assert view.trump is not None
            if all(is_trump(c, view.trump) for c in view.hand):
                return self._play(view, [a for a in legal if a.kind == "play"])
            return next(a for a in legal if a.kind == "no-vole")
        return self._play(view, legal)

    def _speak(self, view: View, legal: Sequence[Action]) -> Action:
        value, _ = best_suit(view.hand)
        words = {a.kind: a for a in legal}
        replying = "ask-leave" not in words and any(
            s == view.seat and w == "ask-leave" for s, w in view.speaking)
        if replying:
            return words["sans-prendre"] if value >= self.alone - 1 else words["pass"]
        if value >= self.alone:
            return words["sans-prendre"]
        if "ask-leave" in words and value >= self.ask:
            return words["ask-leave"]
        return words["pass"]  # with spadille and a bad hand, too (Hoyle ¶7)

    def _call(self, view: View, legal: Sequence[Action]) -> Action:
        hand = set(view.hand)
        assert view.trump is not None

        def worth(a: Action) -> tuple[int, int, int]:
            card = a.card
            suit_cards = [c for c in view.hand
                          if c.suit is card.suit and not is_trump(c, view.trump)]  # type: ignore[arg-type]
            return (card not in hand, card.rank == Rank.KING, len(suit_cards))

        return max(legal, key=worth)

    # -- the play ----------------------------------------------------------

    def _partners(self, view: View) -> tuple[set[int], set[int]]:
        """(known partners, known adversaries) of the viewing seat."""
        me = view.seat
        ombre = view.ombre
        assert ombre is not None
        called_here = view.called is not None and view.called in view.hand
        if me == ombre:
            if view.friend is not None:
                return {view.friend}, {s for s in range(4) if s not in (me, view.friend)}
            if view.mode == "sans prendre" or called_here:
                return set(), {s for s in range(4) if s != me}
            return set(), set()
        if called_here or view.friend == me:
            return {ombre}, {s for s in range(4) if s not in (me, ombre)}
        adversaries = {ombre}
        if view.friend is not None:
            adversaries.add(view.friend)
            return {s for s in range(4) if s not in adversaries and s != me}, adversaries
        if view.mode == "sans prendre":
            return {s for s in range(4) if s not in (me, ombre)}, adversaries
        return set(), adversaries

    def _play(self, view: View, legal: Sequence[Action]) -> Action:
        trump = view.trump
        assert trump is not None
        partners, adversaries = self._partners(view)
        if not view.trick:
            return self._lead(view, legal, trump)
        best_seat, best = view.trick[0]
        for seat, card in view.trick[1:]:
            if beats(card, best, trump):
                best_seat, best = seat, card
        if best_seat in partners:
            return min(legal, key=lambda a: _cost(a.card, trump))
        winners = [a for a in legal if beats(a.card, best, trump)]
        if winners and (best_seat in adversaries or not partners or len(view.trick) == 3):
            return min(winners, key=lambda a: _strength(a.card, trump))
        return min(legal, key=lambda a: _cost(a.card, trump))

    def _lead(self, view: View, legal: Sequence[Action], trump: Suit) -> Action:
        me = view.seat
        trumps = [a for a in legal if is_trump(a.card, trump)]
        plain = [a for a in legal if not is_trump(a.card, trump)]
        if me == view.ombre and trumps:
            top = max(trumps, key=lambda a: _strength(a.card, trump))
            if is_matador(top.card, trump) or len(trumps) >= 4:
                return top
        # The friend still unknown does not show himself (law 10).
        hidden_friend = me != view.ombre and view.called is not None and view.called in view.hand

        def shows(card: Card) -> bool:
            return hidden_friend and (card == view.called or is_matador(card, trump))

        safe = [a for a in plain if not shows(a.card)]
        kings = [a for a in safe if a.card.rank == Rank.KING]
        if kings:
            return kings[0]
        if safe:
            return min(safe, key=lambda a: _cost(a.card, trump))
        quiet = [a for a in trumps if not shows(a.card)]
        return min(quiet or list(legal), key=lambda a: _cost(a.card, trump))


def _strength(card: Card, trump: Suit) -> int:
    """How high a card stands (trumps above all plain cards)."""
    return power(card, trump)


def _cost(card: Card, trump: Suit) -> tuple[int, int]:
    """What giving up a card costs: any trump more than any plain card."""
    return (1 if is_trump(card, trump) else 0, _strength(card, trump))
