"""Players for Quadrille: the random player and a sensible one.

:class:`SensiblePlayer` speaks and plays by the advice of *Hoyle's Games,
Improved and Enlarged* (the account of Quadrille, pp. 262-283):

* Ask leave only with "a fair probability of winning three tricks, to prevent
  being beasted" (p. 265): the ombre who makes fewer than three pays alone.
* With spadille and a bad hand, pass, so that if all pass and spadille is
  forced to play it is not beasted alone (¶7 of the account in *Hoyle's Games,
  Improved and Enlarged*: "he who has spadille, with a bad hand, should pass").
* Between a doubtful sans prendre and a call, call a king: "calling a king
  makes a sure game, besides the chance of a vole" (p. 275, N.B.).  So the
  player goes sans prendre only with a hand that should win alone.
* The friend does not lead a matador or the called king to show himself
  (law 10); nobody renounces, shows a card or looks out of turn.

The play itself is plain good sense rather than period doctrine: win a trick
cheaply when the other side holds it, give the lowest card when one's own side
holds it, lead strong trumps as the ombre, kings as a defender.

It says why it chooses (:meth:`SensiblePlayer.advise`, an :class:`Advice`),
in plain words that tell a reader at the table nothing the cards do not: not
the hand's strength beyond what the word spoken shows, not whom a player takes
for his partner, not that he holds the called king (law 10 keeps the friend
hidden, and the reasons keep him so); the Deal pages show it under an engine
seat's act (to one who watches; in a seat once the deal is over), and as the
period player's advice to a reader.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from playable.engine.cards import Card, Rank, Suit
from playable.engine.core import Action
from playable.engine.strategies import RandomPlayer
from playable.laws.ids import LawId
from playable.quadrille.cards import beats, is_matador, is_trump, power
from playable.quadrille.state import View

__all__ = ["Advice", "RandomPlayer", "SensiblePlayer", "estimate"]


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


@dataclass(frozen=True)
class Advice:
    """What the player chooses, why, and the law it keeps to, if one decided it."""

    action: Action
    reason: str
    law: LawId | None = None


class SensiblePlayer:
    """Speaks and plays by simple period advice (see the module docstring)."""

    name = "sensible"

    def __init__(self, ask: float = 3.0, alone: float = 6.5) -> None:
        self.ask = ask
        self.alone = alone

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.advise(view, legal, rng).action

    def advise(self, view: View, legal: Sequence[Action], rng: random.Random) -> Advice:
        """The act :meth:`choose` makes, and why (it draws nothing from ``rng``)."""
        kinds = {a.kind for a in legal}
        if "deal" in kinds:
            return Advice(legal[0], "")  # the packets: nothing to say of them
        if "pass" in kinds:
            return self._speak(view, legal)
        if "name-trump" in kinds:
            suit = best_suit(view.hand)[1]
            return Advice(next(a for a in legal if a.value == suit.noun),
                          "the suit his hand promises most tricks in")
        if "call" in kinds:
            return self._call(view, legal)
        if "settle" in kinds:
            demands = [a for a in legal if a.kind == "demand"]
            if demands:
                return Advice(demands[0], "what the laws give him, demanded")
            return Advice(legal[-1], "the deal settled")
        if "no-vole" in kinds:
            assert view.trump is not None
            if all(is_trump(c, view.trump) for c in view.hand):
                return self._play(view, [a for a in legal if a.kind == "play"])
            return Advice(next(a for a in legal if a.kind == "no-vole"),
                          "no vole to play for")
        return self._play(view, legal)

    def _speak(self, view: View, legal: Sequence[Action]) -> Advice:
        # The reasons say what the hand promises, not how much or in what
        # suit: nothing of a hidden hand beyond the word spoken.
        value, _ = best_suit(view.hand)
        words = {a.kind: a for a in legal}
        replying = "ask-leave" not in words and any(
            s == view.seat and w == "ask-leave" for s, w in view.speaking)
        if replying:
            if value >= self.alone - 1:
                return Advice(words["sans-prendre"], "tricks enough to play alone")
            return Advice(words["pass"], "too few tricks to play alone")
        if value >= self.alone:
            return Advice(words["sans-prendre"], "tricks enough to win alone")
        if "ask-leave" in words and value >= self.ask:
            return Advice(words["ask-leave"], "a fair hope of three tricks, so as not to be "
                                              "beasted")
        return Advice(words["pass"], "too few tricks to ask leave")

    def _call(self, view: View, legal: Sequence[Action]) -> Advice:
        hand = set(view.hand)
        assert view.trump is not None

        def worth(a: Action) -> tuple[int, int, int]:
            card = a.card
            suit_cards = [c for c in view.hand
                          if c.suit is card.suit and not is_trump(c, view.trump)]  # type: ignore[arg-type]
            return (card not in hand, card.rank == Rank.KING, len(suit_cards))

        # one reason for every call: which king he holds, and so whether he
        # plays alone, is his secret
        return Advice(max(legal, key=worth), "the call that serves his hand best")

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

    def _play(self, view: View, legal: Sequence[Action]) -> Advice:
        trump = view.trump
        assert trump is not None
        partners, adversaries = self._partners(view)
        if not view.trick:
            return self._lead(view, legal, trump)
        best_seat, best = view.trick[0]
        for seat, card in view.trick[1:]:
            if beats(card, best, trump):
                best_seat, best = seat, card
        # whom he takes for a partner is his secret (the friend's above all):
        # a card not taking the trick has one reason, whatever his side
        cheapest = Advice(min(legal, key=lambda a: _cost(a.card, trump)), "the cheapest card")
        if best_seat in partners:
            return cheapest
        winners = [a for a in legal if beats(a.card, best, trump)]
        if winners and (best_seat in adversaries or not partners or len(view.trick) == 3):
            return Advice(min(winners, key=lambda a: _strength(a.card, trump)),
                          "the trick taken with the lowest card that takes it")
        return cheapest

    def _lead(self, view: View, legal: Sequence[Action], trump: Suit) -> Advice:
        me = view.seat
        trumps = [a for a in legal if is_trump(a.card, trump)]
        plain = [a for a in legal if not is_trump(a.card, trump)]
        if me == view.ombre and trumps:
            top = max(trumps, key=lambda a: _strength(a.card, trump))
            if is_matador(top.card, trump) or len(trumps) >= 4:
                return Advice(top, "the ombre leads his best trump, to draw the others'")
        # The friend still unknown does not show himself (law 10).
        hidden_friend = me != view.ombre and view.called is not None and view.called in view.hand

        def shows(card: Card) -> bool:
            return hidden_friend and (card == view.called or is_matador(card, trump))

        # no word of what he keeps back: that he holds the called king is the
        # friend's secret until it falls
        safe = [a for a in plain if not shows(a.card)]
        kings = [a for a in safe if a.card.rank == Rank.KING]
        if kings:
            return Advice(kings[0], "a king, the surest plain card to lead")
        if safe:
            return Advice(min(safe, key=lambda a: _cost(a.card, trump)), "the cheapest plain card")
        quiet = [a for a in trumps if not shows(a.card)]
        return Advice(min(quiet or list(legal), key=lambda a: _cost(a.card, trump)),
                      "no plain card to lead: the cheapest trump" if quiet else "the cheapest card")


def _strength(card: Card, trump: Suit) -> int:
    """How high a card stands (trumps above all plain cards)."""
    return power(card, trump)


def _cost(card: Card, trump: Suit) -> tuple[int, int]:
    """What giving up a card costs: any trump more than any plain card."""
    return (1 if is_trump(card, trump) else 0, _strength(card, trump))
