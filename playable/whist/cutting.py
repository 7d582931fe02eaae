"""Whist: the cuts, for partners and the deal and to the dealer (¶73; ¶76 i).

*Enquire Within* names two cuts. Before play, "Four persons cut for
partners; the two highest are against the two lowest. The partners sit
opposite to each other, and he who cuts the lowest card is entitled to the
deal. The ace is the lowest in cutting" (¶73, before its part i); law i of
¶76 calls it *cutting in* and adds in its gloss "Ace is lowest. Ties cut
again. Lowest deals." Before each deal, "The pack is then cut by the right
hand adversary" (¶73 ii; the gloss of ¶76 i: "The right-hand adversary cuts
to dealer"), and "Less than three cards, above or below, is not a cut".

:func:`cut_in` is the first cut, :func:`cut` the second; ``Options.cut``
(:mod:`playable.whist.options`) is the number of cards the right-hand
adversary lifts before a deal shuffled from a seed, so that the deal's
record replays it.  What the book leaves open, and the engine decides
(each named where it is decided): how four players cut one pack, who of the
other pair sits on the dealer's left, and which ties are cut again.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import groupby
from typing import Final, TypeVar

from playable.engine import checks
from playable.engine.cards import Card, Rank, shuffled
from playable.engine.errors import RuleError
from playable.laws.ids import WhistLaws as L
from playable.whist.cards import CARDS, SEATS, left
from playable.whist.cards import partner as partner_of

__all__ = ["MIN_PACKET", "CuttingIn", "cut", "cut_fault", "cut_in", "cutter", "cutting_value"]

T = TypeVar("T")

#: ¶76 i's gloss: "Less than three cards, above or below, is not a cut."
MIN_PACKET: Final = 3

#: The law a cut to the dealer of too few cards cites: law i of ¶76, whose
#: gloss sets out the cut.  (Cutting in refuses nothing: its cuts are drawn.)
CUT_LAW: Final = L.S76_I


def cutter(dealer: int) -> int:
    """The seat that cuts the pack to ``dealer``: his right-hand adversary,
    the seat before him in the order of play (the deal goes to the left)."""
    return (dealer - 1) % SEATS


def cut_fault(lifted: object, size: int = len(CARDS)) -> str | None:
    """Why lifting ``lifted`` cards off a pack of ``size`` is no cut, or None
    where it is one: a whole number, with at least three cards lifted and
    three left below (¶76 i)."""
    if type(lifted) is not int:
        return f"a cut lifts a whole number of cards, not {lifted!r}"
    if not MIN_PACKET <= lifted <= size - MIN_PACKET:
        return (f"lifting {lifted} of the {size} cards leaves "
                f"{min(lifted, size - lifted)} in a packet: less than three cards, above or "
                f"below, is not a cut")
    return None


def cut(pack: Sequence[T], lifted: int) -> list[T]:
    """``pack`` (top card first; cards, or their keys) cut: the top
    ``lifted`` cards lifted off and put under the rest, the pack then dealt
    from its new top.  A cut that leaves fewer than three cards in either
    packet is refused, citing ¶76 i: it "is not a cut", and the adversary
    cuts again."""
    why = cut_fault(lifted, len(pack))
    if why is not None:
        raise RuleError(CUT_LAW, why)
    return [*pack[lifted:], *pack[:lifted]]


def cutting_value(card: Card) -> int:
    """A card's value in cutting, from 1 up: "The ace is the lowest in
    cutting" (¶73), the others as they rank, the two next and the king
    highest; the suit counts for nothing, so two cards of one rank tie."""
    return 1 if card.rank is Rank.ACE else int(card.rank)


@dataclass(frozen=True)
class CuttingIn:
    """Four players' cut for partners and the deal (:func:`cut_in`).

    ``rounds``: each round of cuts in the order it was made, a tuple of
    (player, card cut): the four's first, then each tie's again; ``order``:
    the players from the lowest cut up, each tie settled by its own cut
    again."""

    rounds: tuple[tuple[tuple[str, Card], ...], ...]
    order: tuple[str, str, str, str]

    @property
    def dealer(self) -> str:
        """"He who cuts the lowest card is entitled to the deal" (¶73)."""
        return self.order[0]

    @property
    def partners(self) -> tuple[tuple[str, str], tuple[str, str]]:
        """"The two highest are against the two lowest" (¶73): the two
        lowest cuts, then the two highest."""
        return (self.order[0], self.order[1]), (self.order[2], self.order[3])

    def seats(self, dealer: int = 3) -> tuple[str, str, str, str]:
        """The players by seat (South, West, North, East), the dealer at
        ``dealer`` (the table's rubber deals first from East), his partner
        opposite.  "The partners sit opposite to each other" is all the book
        says of the seats: the engine puts the lower cut of the other pair
        on the dealer's left, to lead first."""
        checks.seat(dealer, SEATS, "the dealer")
        low, partner, elder, last = self.order
        out = [""] * SEATS
        out[dealer], out[partner_of(dealer)] = low, partner
        out[left(dealer)], out[cutter(dealer)] = elder, last
        return out[0], out[1], out[2], out[3]


def cut_in(players: Sequence[str], rng: random.Random) -> CuttingIn:
    """Four players cut for partners and the deal (¶73; ¶76 i), the cards
    drawn with ``rng`` (seeded by the caller).

    How four players cut one pack the book does not say; the engine makes
    each round of cuts from the whole pack, shuffled: each player in turn
    lifts a packet (three cards at least, and three left under it) and
    shows its bottom card, which is set aside, so the cards of one round
    differ.  "Ties cut again": players whose cards are of one rank, suits
    not counting, cut again among themselves (a round of their own) to
    settle their order, and keep their place among the others; the gloss
    does not say which ties matter, and the engine cuts every tie again."""
    names = tuple(players)
    if len(names) != SEATS or len(set(names)) != SEATS or not all(
            isinstance(n, str) and n for n in names):
        raise ValueError(f"four players with four different names cut in, not {names!r}")
    rounds: list[tuple[tuple[str, Card], ...]] = []

    def cut_round(among: Sequence[str]) -> list[str]:
        """``among`` cut, ordered from the lowest card, ties cut again."""
        pack = shuffled(CARDS, rng)
        cuts = []
        for name in among:
            lifted = rng.randint(MIN_PACKET, len(pack) - MIN_PACKET)
            cuts.append((name, pack.pop(lifted - 1)))  # the bottom card of the packet lifted
        rounds.append(tuple(cuts))
        ordered: list[str] = []
        ranked = sorted(cuts, key=lambda c: cutting_value(c[1]))
        for _, group in groupby(ranked, key=lambda c: cutting_value(c[1])):
            tied = [name for name, _ in group]
            ordered += tied if len(tied) == 1 else cut_round(tied)
        return ordered

    order = cut_round(names)
    return CuttingIn(tuple(rounds), (order[0], order[1], order[2], order[3]))
