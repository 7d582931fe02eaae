"""The period player: All-Fours played by the maxims of ¶94, each switchable.

The maxims, as the player reads them:

* **i. Make your knave as soon as you can** (``AllFoursLaws.S94_I``).  Holding
  the knave of trumps, it takes the first trick it can: second in hand, when
  the knave wins the trick (a plain card led, or a lower trump); leading,
  when no higher trump is left unseen against it.
* **ii. Secure your tens by playing small cards, throwing the lead into the
  adversary's hand** (``AllFoursLaws.S94_II``).  Holding a ten that is not sure
  of its trick, it leads a small card rather than the ten (so that the
  adversary leads, and the ten can win a lower card of its suit); second in
  hand, it takes the trick with the ten when the ten wins, and never throws a
  ten away on a trick it cannot win while it has a smaller card to give.
* **iii. Win your adversary's best cards when you can, by trumping or with
  superior cards** (``AllFoursLaws.S94_III``).  Second in hand, when the card led
  counts for game (ace, king, queen, knave, ten), it wins it with the
  cheapest card that does.
* **iv.** The edition's fragment breaks off at "If, bei—".  Fuller printings
  of the same four maxims go on: if, being eldest hand, you hold the ace,
  king or queen of trumps without the knave or ten, play them at once, as you
  may so win the knave or ten.  The player follows that complete text
  (``AllFoursLaws.S94_IV``): as eldest hand, holding ace, king or queen of
  trumps and neither knave nor ten of trumps, it leads the highest of them.

Where no maxim applies it plays plainly: it leads its lowest plain card (a
trump if it has nothing else), and, second in hand, wins the trick with a
small plain card when it can, or else throws its lowest card.

Stand, beg, take one, run: it reckons what its hand is likely to score with
the trump turned up — one for the ace or king of trumps (High is likely),
one for the knave of trumps, a half for a trump of four or lower (Low), a
half for a ten, or an ace with a trump beside it (Game).  The eldest stands
on 1½ or more and begs below; the dealer, begged, says "take one" when his own
hand reckons 1½ or more with this trump (he expects to gain more than the
point he gives) and runs the cards otherwise.  After a run it discards (when
the options ask for it) its plain cards of least worth, keeping trumps, tens
and aces.  The reckoning knows nothing of the match score.

The maxims are named by their law ids (:class:`playable.laws.ids.AllFoursLaws`),
and :class:`Advice` cites the one applied.  The rules the player reasons about
are in :mod:`playable.allfours` (and its parts); it sees only a
:class:`playable.allfours.View`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from playable.allfours.cards import name_of
from playable.allfours.deal import GAME_VALUES, ORDER, View, game_value
from playable.engine.cards import Card, Rank, Suit
from playable.engine.core import Action
from playable.laws.ids import AllFoursLaws as L
from playable.laws.ids import LawId

#: The four maxims, by their law ids: i, make your knave; ii, secure your tens;
#: iii, win the adversary's best cards; iv, lead high trumps.
MAXIMS: tuple[LawId, ...] = (L.S94_I, L.S94_II, L.S94_III, L.S94_IV)

# The ranks the maxims name, read once (an enum member read is not free).
_ACE, _KING, _QUEEN, _KNAVE, _TEN, _FOUR = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.KNAVE,
                                            Rank.TEN, Rank.FOUR)


def _maxim_id(name: str) -> LawId:
    key = name.strip().lower()
    for law in MAXIMS:
        if key in (law, law.split(":")[1], law.split("-")[-1], "maxim " + law.split("-")[-1]):
            return law
    raise ValueError(f"unknown maxim {name!r}; the maxims are {', '.join(MAXIMS)}")


@dataclass(frozen=True)
class Advice:
    """What the player chooses and why; ``law`` is the maxim applied, if any."""

    action: Action
    reason: str
    law: LawId | None = None

    def __str__(self) -> str:
        what = " ".join([self.action.kind] + [str(c) for c in self.action.cards])
        cited = f" [{self.law}]" if self.law else ""
        return f"{name_of(self.action.player)} {what}: {self.reason}{cited}"


def reckon(hand: Iterable[Card], trump: Suit) -> float:
    """What a hand may hope to score with ``trump`` (the stand/beg reckoning)."""
    cards = list(hand)
    trumps = [c.rank for c in cards if c.suit is trump]
    points = 0.0
    if any(r >= _KING for r in trumps):
        points += 1
    if _KNAVE in trumps:
        points += 1
    if any(r <= _FOUR for r in trumps):
        points += 0.5
    if any(c.rank is _TEN for c in cards) or (trumps and any(c.rank is _ACE
                                                                 for c in cards)):
        points += 0.5
    return points


class PeriodPlayer:
    """Plays by the maxims of ¶94 (all four by default; switch any off with
    :meth:`without`, or name the ones to follow)."""

    name = "period"

    def __init__(self, maxims: Iterable[str] = MAXIMS) -> None:
        self.maxims = frozenset(_maxim_id(m) for m in maxims)

    @classmethod
    def without(cls, *maxims: str) -> PeriodPlayer:
        """The period player with the named maxims switched off."""
        off = {_maxim_id(m) for m in maxims}
        return cls(m for m in MAXIMS if m not in off)

    def __repr__(self) -> str:
        on = ", ".join(m.split(":")[1] for m in MAXIMS if m in self.maxims) or "none"
        return f"PeriodPlayer(maxims: {on})"

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.advise(view, legal, rng).action

    def advise(self, view: View, legal: Sequence[Action],
               rng: random.Random | None = None) -> Advice:
        """The act chosen among ``legal`` and the reason for it."""
        if not legal:
            raise ValueError("no legal act to choose from")
        plays = [a for a in legal if a.kind == "play"]
        if plays:
            return self._play(view, plays)
        kinds = {a.kind for a in legal}
        if "stand" in kinds:
            return self._stand_or_beg(view, legal)
        if "run" in kinds:
            return self._answer(view, legal)
        if "discard" in kinds:
            return self._discard(view, legal)
        return self._remedy(view, legal, rng)

    # -- before the play ----------------------------------------------------------

    def _stand_or_beg(self, view: View, legal: Sequence[Action]) -> Advice:
        worth = reckon(view.hand, view.trump)
        kind = "stand" if worth >= 1.5 else "beg"
        return Advice(_pick(legal, kind), f"the hand reckons {worth:g} with {view.trump} trumps")

    def _answer(self, view: View, legal: Sequence[Action]) -> Advice:
        worth = reckon(view.hand, view.trump)
        kind = "take-one" if worth >= 1.5 else "run"
        return Advice(_pick(legal, kind), f"the dealer's hand reckons {worth:g} with "
                                          f"{view.trump} trumps")

    def _discard(self, view: View, legal: Sequence[Action]) -> Advice:
        def worth(a: Action) -> tuple[int, int, int]:
            c = a.card
            keep = c.suit is view.trump or c.rank in (_TEN, _ACE)
            return (int(keep), game_value(c), c.rank)

        choice = min(legal, key=worth)
        return Advice(choice, "the plain card of least worth goes")

    def _remedy(self, view: View, legal: Sequence[Action],
                rng: random.Random | None) -> Advice:
        draws = [a for a in legal if a.kind == "draw"]
        if draws:
            pick = draws[rng.randrange(len(draws))] if rng else draws[0]
            return Advice(pick, "the extra card is drawn blind")
        stay = [a for a in legal if a.kind in ("let-stand", "supply")]
        mine = [c for c in view.shown if c in view.hand]
        if stay and not any(c.suit is view.trump or game_value(c) for c in mine):
            return Advice(stay[0], "nothing of worth was shown")
        return Advice(_pick(legal, "new-deal"), "a new deal, as law i allows")

    # -- the play -----------------------------------------------------------------

    def _play(self, view: View, legal: Sequence[Action]) -> Advice:
        cards = [a.cards[0] for a in legal]  # a play names one card
        if view.trick:
            advice = self._follow(view, view.trick[0][1], cards)
        else:
            advice = self._lead(view, cards)
        card, reason, law = advice
        for act in legal:  # the act of the card chosen, one of ``cards`` itself
            if act.cards[0] is card:
                return Advice(act, reason, law)
        raise ValueError(f"{card} is not among the lawful plays")

    def _lead(self, view: View, cards: list[Card]) -> tuple[Card, str, LawId | None]:
        trump = view.trump
        mine = [c for c in cards if c.suit is trump]
        if L.S94_IV in self.maxims and view.seat == view.eldest:
            ranks = {c.rank for c in mine}
            high = [c for c in mine if c.rank >= _QUEEN]
            if high and _KNAVE not in ranks and _TEN not in ranks:
                card = max(high, key=lambda c: c.rank)
                why = (f"eldest hand, with {card} and neither knave nor ten of trumps: "
                       "lead it at once, to catch the knave or ten")
                return (card, why, L.S94_IV)
        knave = _find(mine, _KNAVE)
        # The cards seen are gathered only for a trump that needs them (a knave
        # under maxim i, a ten): most leads need none.
        if L.S94_I in self.maxims and knave is not None and not _unseen_above(
                knave, view.seen):
            return (knave, f"no higher trump is left against {knave}: make the knave",
                    L.S94_I)
        plain = [c for c in cards if c.suit is not trump]
        tens = [c for c in cards if c.rank is _TEN]
        if any(c.suit is trump for c in tens):
            seen = view.seen
            tens = [c for c in tens if not _master(c, trump, seen)]
        if L.S94_II in self.maxims and tens:
            small = [c for c in cards if c.rank is not _TEN and c.suit is not trump]
            if not small:
                small = [c for c in cards if c.rank is not _TEN]
            if small:
                card = min(small, key=lambda c: (game_value(c), c.rank))
                why = (f"keep {tens[0]} back and lead {card}, the least of the other cards, "
                       "to throw the lead into the adversary's hand")
                return (card, why, L.S94_II)
        pool = plain or cards
        card = min(pool, key=lambda c: c.rank)
        why = ("the only card he may play" if len(cards) == 1 else "lead the lowest plain card"
               if plain else "nothing but trumps: lead the lowest")
        return (card, why, None)

    def _follow(self, view: View, lead: Card, cards: list[Card]
                ) -> tuple[Card, str, LawId | None]:
        trump = view.trump

        def wins(c: Card) -> bool:
            if c.suit is lead.suit:
                return c.rank > lead.rank
            return c.suit is trump

        winners = [c for c in cards if wins(c)]
        knave = _find([c for c in cards if c.suit is trump], _KNAVE)
        if L.S94_I in self.maxims and knave is not None and wins(knave):
            return (knave, f"{knave} wins this trick: make the knave", L.S94_I)
        if L.S94_III in self.maxims and game_value(lead) and winners:
            card = min(winners, key=_cost(trump))
            how = "by trumping" if card.suit is trump and lead.suit is not trump else \
                "with a superior card"
            return (card, f"win the adversary's {lead} {how}", L.S94_III)
        ten_wins = sorted((c for c in winners if c.rank is _TEN),
                          key=lambda c: c.suit is trump)
        if L.S94_II in self.maxims and ten_wins:
            card = ten_wins[0]
            return (card, f"{card} takes the trick: the ten is secured", L.S94_II)
        cheap = [c for c in winners if c.suit is not trump and not game_value(c)]
        if cheap:
            card = min(cheap, key=lambda c: c.rank)
            return (card, "win the trick with a small card", None)
        if L.S94_II in self.maxims and any(c.rank is _TEN for c in cards):
            others = [c for c in cards if c.rank is not _TEN]
            if others:
                card = min(others, key=lambda c: (c.suit is trump, game_value(c), c.rank))
                return (card, "throw a small card and keep the ten", L.S94_II)
        card = min(cards, key=lambda c: (c.suit is trump, c.rank))
        # a lone card is no choice ("throw the lowest card" had been said of it)
        return (card, "throw the lowest card" if len(cards) > 1 else "the only card he may play",
                None)


def _pick(legal: Sequence[Action], kind: str) -> Action:
    for a in legal:
        if a.kind == kind:
            return a
    return legal[0]


def _find(cards: Iterable[Card], rank: Rank) -> Card | None:
    return next((c for c in cards if c.rank is rank), None)


def _unseen_above(card: Card, seen: frozenset[Card]) -> bool:
    """Whether some card of ``card``'s suit above it is not yet seen."""
    for above in ORDER.plain[card.suit]:  # the suit from the highest
        if above.rank <= card.rank:
            return False
        if above not in seen:
            return True
    return False


def _master(card: Card, trump: Suit, seen: frozenset[Card]) -> bool:
    """A card sure of its trick if led: a trump with no higher trump unseen."""
    return card.suit is trump and not _unseen_above(card, seen)


def _cost(trump: Suit) -> Callable[[Card], tuple[int, int, int]]:
    """Order of cheapness for winning a trick: plain before trump, then what
    the card counts for game, then rank."""
    def key(c: Card) -> tuple[int, int, int]:
        return (int(c.suit is trump), GAME_VALUES.get(c.rank, 0), c.rank)
    return key
