"""A small trick game written in the tests alone: the proof that a game is its
own code and one entry in each registry (``tests/test_toy_game.py``).

*Toy* is played by two with eight cards (ace, king, queen and knave of spades
and hearts), four each, dealt one at a time from the eldest hand, who leads.
Four rules, cited as the period games cite theirs:

1. the deal: four cards each, the eldest hand leads;
2. follow suit if you can: a card of another suit while holding the suit led
   is a renounce; strict play refuses it, and as at the table it is committed
   and the adversary scores ``Options.penalty`` for it;
3. play in turn;
4. the higher card of the suit led wins the trick, a point to its winner, who
   leads to the next.

Nothing here is imported by the engine: the game reaches the session, the
records, the notation, the terminal and ``web.Table`` through :data:`ENTRY`
and :data:`TEXT` alone, registered by the test's fixture.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, ClassVar, NamedTuple

from playable import laws
from playable.engine.cards import Card, Rank, Suit
from playable.engine.core import Account, Action, GameDeal, Irregularity, Phase, act, seeded
from playable.engine.errors import IllegalPlay, NotHeld, OutOfTurn, SetupError
from playable.engine.options import GameOptions
from playable.engine.strategies import RandomPlayer
from playable.engine.words import GameWords, Speaker
from playable.games import Game, GameRules, Playout, Solver
from playable.laws import Law, Text
from playable.solver.pimc import GameSampling
from playable.solver.solve import Analysis, Budget

GAME = "toy"
RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.KNAVE)
PACK: tuple[Card, ...] = tuple(Card(rank, suit) for suit in (Suit.SPADES, Suit.HEARTS)
                               for rank in RANKS)
POWER = {rank: 4 - i for i, rank in enumerate(RANKS)}

TEXT = Text("Toy", heading="Rule {number}", citation="{title}, rule {number}")
DEAL, FOLLOW, TURN, TRICK = (f"{GAME}:rule-{n}" for n in range(1, 5))
LAWS = (
    Law(GAME, "rule-1", "law", "1", "Four cards each", "1. Four cards each"),
    Law(GAME, "rule-2", "law", "2", "Follow suit", "2. Follow suit"),
    Law(GAME, "rule-3", "law", "3", "Play in turn", "3. Play in turn"),
    Law(GAME, "rule-4", "law", "4", "A point a trick", "4. A point a trick"),
)


@contextmanager
def registered() -> Iterator[None]:
    """The toy's text and rules in the law registry while it lasts (its
    handlers' laws are looked up when the class is made, and the tests that
    play it run inside it)."""
    laws.TEXTS[GAME] = TEXT
    laws.GAMES[GAME] = TEXT.title
    laws.LAWS.update((item.id, item) for item in LAWS)
    try:
        yield
    finally:
        for item in LAWS:
            del laws.LAWS[item.id]
        del laws.GAMES[GAME], laws.TEXTS[GAME]


@dataclass(frozen=True)
class Options(GameOptions):
    """The toy's options.

    * ``strict`` — refuse a renounce (True) or commit it as at the table
    * ``penalty`` — what the adversary scores for a renounce committed
    """

    strict: bool = True
    penalty: int = 1


@dataclass(frozen=True)
class View:
    seat: int
    hand: tuple[Card, ...]
    trick: tuple[tuple[int, Card], ...]
    to_move: int | None


class Trick(NamedTuple):
    """A trick played: its cards by seat, and who won it (the shape the table reads)."""

    cards: tuple[tuple[int, Card], ...]
    winner: int


@dataclass(frozen=True)
class Result:
    points: tuple[int, int]

    def to_json(self) -> dict[str, object]:
        return {"points": list(self.points)}

    def __str__(self) -> str:
        return f"P0 {self.points[0]}, P1 {self.points[1]}"


with registered():  # its handlers name their rules

    class Deal(GameDeal):
        GAME: ClassVar[str] = GAME
        OPTIONS: ClassVar[type[Any]] = Options
        _COPIED: ClassVar[dict[str, Any]] = {
            "history": list, "irregularities": list, "_hands": lambda h: [list(x) for x in h],
            "trick": list, "tricks": list, "account": lambda a: a.copy()}

        def __init__(self, pack: Sequence[Card], dealer: int = 0, options: Options | None = None,
                     seed: int | None = None) -> None:
            if sorted(map(str, pack)) != sorted(map(str, PACK)):
                raise SetupError("pack", "the toy is dealt from its eight cards")
            self.pack = tuple(pack)
            eldest = (dealer + 1) % 2  # dealt the first card, one at a time
            hands: list[list[Card]] = [[], []]
            hands[eldest], hands[dealer] = list(pack[0::2]), list(pack[1::2])
            self._begin(dealer, options, seed, hands)

        def _begin(self, dealer: int, options: Options | None, seed: int | None,
                   hands: list[list[Card]], leader: int | None = None) -> None:
            self.dealer = dealer
            self.options = options or Options()
            self.seed = seed
            self._hands = hands
            self.history: list[Action] = []
            self.irregularities: list[Irregularity] = []
            self.account = Account()
            self.trick: list[tuple[int, Card]] = []
            self.tricks: list[Trick] = []
            self.to_move: int | None = (dealer + 1) % 2 if leader is None else leader
            self.phase = Phase.PLAY
            self.start: dict[str, object] | None = None

        @classmethod
        def new(cls, seed: int | None = None, options: Options | None = None,
                dealer: int = 0) -> Deal:
            return cls.shuffled(seeded(seed), dealer, options, seed)

        @classmethod
        def shuffled(cls, rng: random.Random, dealer: int = 0, options: Options | None = None,
                     seed: int | None = None) -> Deal:
            pack = list(PACK)
            rng.shuffle(pack)
            return cls(pack, dealer=dealer, options=options, seed=seed)

        @classmethod
        def setup(cls, *, hands: Sequence[Iterable[object]], leader: int = 1, dealer: int = 0,
                  options: Options | None = None) -> Deal:
            """A deal at the start of a trick: each seat's cards (as text) and who leads."""
            cards = [[c if isinstance(c, Card) else Card.parse(str(c)) for c in h] for h in hands]
            if len(cards) != 2 or len(cards[0]) != len(cards[1]) or len(cards[0]) > 4:
                raise SetupError("hands", "two hands of as many cards, four at most")
            if len({*cards[0], *cards[1]}) != 2 * len(cards[0]) or not set(cards[0]) <= set(PACK) \
                    or not set(cards[1]) <= set(PACK):
                raise SetupError("hands", "cards of the toy's pack, each once")
            if leader not in (0, 1):
                raise SetupError("leader", "seat 0 or 1")
            deal = cls.__new__(cls)
            deal.pack = (*cards[0], *cards[1])
            deal._begin(dealer, options, None, cards, leader)
            deal.start = {"hands": [[str(c) for c in h] for h in cards], "leader": leader,
                          "dealer": dealer}
            return deal

        def to_setup(self) -> dict[str, object]:
            if self.trick:
                raise SetupError("(position)", "a toy deal is set up between tricks")
            return {"hands": [[str(c) for c in h] for h in self._hands],
                    "leader": self.to_move if self.to_move is not None else 0,
                    "dealer": self.dealer}

        # -- what a game provides ------------------------------------------------

        @property
        def seats(self) -> int:
            return 2

        def _seat_law(self) -> str:
            return TURN

        @property
        def is_over(self) -> bool:
            return self.phase is Phase.OVER

        @property
        def cards_played(self) -> int:
            return 2 * len(self.tricks) + len(self.trick)

        def hand(self, seat: int) -> tuple[Card, ...]:
            return tuple(self._hands[seat])

        def _lawful(self, seat: int) -> list[Card]:
            hand = self._hands[seat]
            if self.trick:
                led = self.trick[0][1].suit
                same = [c for c in hand if c.suit == led]
                if same:
                    return same
            return list(hand)

        def legal_actions(self) -> list[Action]:
            if self.to_move is None:
                return []
            return [Action("play", self.to_move, (c,)) for c in self._lawful(self.to_move)]

        def irregular_actions(self) -> list[Action]:
            if self.to_move is None:
                return []
            lawful = self._lawful(self.to_move)
            return [Action("play", self.to_move, (c,)) for c in self._hands[self.to_move]
                    if c not in lawful]

        def view(self, player: int) -> View:
            return View(player, self.hand(player), tuple(self.trick), self.to_move)

        def result(self) -> Result:
            totals = self.account.totals(2)
            return Result((totals[0], totals[1]))

        # -- the acts --------------------------------------------------------------

        @act("play", law=FOLLOW, cards=1, value=False)
        def _play(self, action: Action) -> None:
            """Rule 2: the suit led is followed; rule 3: in turn."""
            seat, card = action.player, action.cards[0]
            if seat != self.to_move:
                raise OutOfTurn(TURN, f"P{seat} plays out of turn; P{self.to_move} is to play")
            if card not in self._hands[seat]:
                raise NotHeld(f"P{seat} does not hold {card}")
            if card not in self._lawful(seat):
                self._commit(IllegalPlay, FOLLOW, f"P{seat} renounces: {card} on {self.trick[0][1]}",
                             seat)
                self.account.add(1 - seat, self.options.penalty, FOLLOW,
                                 f"P{seat} renounced", item="renounce")
            self._hands[seat].remove(card)
            self.trick.append((seat, card))
            if len(self.trick) < 2:
                self.to_move = 1 - seat
                return
            led = self.trick[0][1].suit
            winner = max((s for s, c in self.trick if c.suit == led),
                         key=lambda s: POWER[dict(self.trick)[s].rank])
            self.tricks.append(Trick(tuple(self.trick), winner))
            self.trick = []
            self.account.add(winner, 1, TRICK, f"P{winner} wins the trick", item="trick")
            if self._hands[0]:
                self.to_move = winner
            else:
                self.to_move, self.phase = None, Phase.OVER


# --------------------------------------------------------------------------
# Its player, its words, its match, its solver


class HighPlayer:
    """Plays the highest lawful card: the toy's period player."""

    name = "high"

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        return max(legal, key=lambda a: POWER[a.cards[0].rank])


class ToyWords(GameWords):
    examples = "AS, KH"
    meanings: ClassVar[dict[str, str]] = {"play": "play a card"}

    def intro(self, match: Any, seed: int, opponent: str | None) -> list[str]:
        return [f"Toy: you against North, first to {ToyMatch.TARGET} points. Seed {seed}."]

    def verdict(self, words: Speaker, deal: Any, match: Any) -> list[str]:
        return [f"Points: {words.scores(deal.result().points)}."]


def describe(deal: Deal, seat: int | None = None) -> str:
    """The deal trick by trick; it names no hand, so told to ``seat`` it is the same."""
    lines = [f"Toy: P{deal.dealer} deals."]
    lines += [f"Trick {n}: " + ", ".join(f"P{s} {c}" for s, c in t.cards)
              for n, t in enumerate(deal.tricks, 1)]
    return "\n".join([*lines, f"Result: {deal.result()}"])


class ToyMatch:
    """Deals until a seat has :attr:`TARGET` points."""

    TARGET = 6

    def __init__(self, options: Any, rng: random.Random, seed: int, dealer: int | None) -> None:
        self.options, self.rng = options, rng
        self.dealer = 0 if dealer is None else dealer
        self.totals = [0, 0]
        self.match = self

    @property
    def over(self) -> bool:
        return max(self.totals) >= self.TARGET

    @property
    def winner(self) -> int | None:
        return self.totals.index(max(self.totals)) if self.over else None

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.totals)

    def next_deal(self) -> Deal:
        deal = Deal.new(self.rng.randrange(10**6), self.options, dealer=self.dealer)
        self.dealer = 1 - self.dealer
        return deal

    def book(self, deal: Any) -> None:
        for seat, points in enumerate(deal.result().points):
            self.totals[seat] += points

    def retake(self, deal: Any) -> None:
        pass


def analyse(deal: Deal, line: bool = True, *, budget: Budget | None = None) -> Analysis:
    """Every lawful card's value by exhaustive search: the points of the side
    to move less the other's, both playing their best."""
    takes(deal)
    seat = deal.to_move
    assert seat is not None
    nodes = 0

    def best(d: Deal) -> tuple[int, list[Action]]:  # value for P0, and the line
        nonlocal nodes
        nodes += 1
        if d.is_over:
            p = d.result().points
            return p[0] - p[1], []
        outcomes = []
        for a in d.legal_actions():
            child = d.clone()
            child.apply(a)
            value, rest = best(child)
            outcomes.append((value, [a, *rest]))
        pick = max if d.to_move == 0 else min
        return pick(outcomes, key=lambda o: o[0])

    sign = 1 if seat == 0 else -1
    values = []
    for a in deal.legal_actions():
        child = deal.clone()
        child.apply(a)
        values.append((a, sign * best(child)[0]))
    top = max(v for _, v in values)
    _, principal = best(deal)
    end = deal.clone()
    for a in principal:
        end.apply(a)
    return Analysis(seat, tuple(values), tuple(a for a, v in values if v == top), top,
                    tuple(principal) if line else (), end.result().points, nodes)


def takes(deal: Deal) -> None:
    if deal.is_over or deal.trick:
        raise ValueError("the toy's solver takes a deal between tricks")


def _nodes(deal: Deal, budget: Budget) -> int:
    return analyse(deal, line=False).nodes


RULES = GameRules(Deal, Options)

ENTRY = Game(
    id=GAME,
    module=sys.modules[__name__],
    rules=RULES,
    seats_for=lambda options: 2,
    pack_for=lambda options: list(PACK),
    players={"period": HighPlayer, "random": RandomPlayer},
    opposite="period",
    period_player="the high player (the highest lawful card)",
    words=ToyWords(),
    describer=describe,
    series=ToyMatch,
    option_sets=(("default", Options()), ("as-at-the-table", Options(strict=False)),
                 ("strict", Options(strict=True, penalty=2))),
    playouts=(Playout("Toy (random)"),),
    solver=Solver(analyse, takes, ("point", "points"), nodes=_nodes, cases=()),
    sampling=GameSampling(GAME, HighPlayer, None, None, lambda deal, match, nodes: {}),
)
