"""Whist: four players in two partnerships, as *Enquire Within* ¶73–77 has it.

Four seats, partners opposite, play to the left (clockwise): seat 0 South,
1 West, 2 North, 3 East; South–North against West–East.  The dealer deals the
52 cards one at a time, beginning with the player on his left, and turns up
the last, his own, for trumps; it lies on the table until the first trick is
played and then goes into his hand (¶73 ii: "until he comes to the last card,
which he turns up for trump, and leaves on the table till the first trick be
played").  The elder hand, on the dealer's left, leads (¶73 iii); each plays
in turn to the left, following suit if he can, else any card; the trick goes
to the highest trump, or else to the highest card of the suit led, and its
winner leads to the next.  After thirteen tricks the revokes are claimed and
the deal is scored (:mod:`playable.whist.scoring`).

A deal passes through the phases of :class:`playable.engine.core.Phase`:
``PLAY`` (from the first lead; until the first trick is turned a misdeal, or
a card exposed in dealing, may be found, ¶76 ii, iv, v), ``DEAL`` (only while
the adversaries decide on a fault of the deal, or the dealer puts right two
cards dealt together, ¶76 vi), ``SCORING`` (only while
a revoke is claimed, or the honours, with ``Options.claim_honours``),
``OVER``.

Record kinds (``P`` is the acting seat): ``play`` ``cards:[c]``; ``call``
(honours at eight); the irregular acts of :mod:`playable.whist.irregular`
(``misdeal``, ``deal-exposed``, ``new-deal``, ``let-stand``, ``take-up-trump``,
``look-at-bottom``, ``two-cards``, ``rectify``, ``deal-on``, ``deal-for-partner``,
``leave-trump``, ``expose``,
``waive``, ``recall``, ``ask``, ``draw``, ``see-trick``, ``claim-revoke``, ``gather``); ``wait``
(the fourth hand lets his partner play first, when the third has played
before the second, ¶76 viii: :mod:`playable.whist.play`); with
``Options.claim_honours``, ``claim-honours`` (value ``"three"`` or ``"four"``)
and ``pack`` (:mod:`playable.whist.scoring`).
``options``: the fields of :class:`Options`.

Where the game lives: :mod:`~playable.whist.cards` (the card order, seats and
sides), :mod:`~playable.whist.options`, :mod:`~playable.whist.state` (the
position, the laws cited, the view), :mod:`~playable.whist.play`,
:mod:`~playable.whist.irregular`, :mod:`~playable.whist.scoring`,
:mod:`~playable.whist.setup`, :mod:`~playable.whist.cutting` (the cuts for
partners and the deal, and to the dealer, ``Options.cut``); this module
joins them in :class:`Deal` and runs the rubber (:class:`Rubber`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, ClassVar, Self

from playable.engine.cards import Card, face_down, shuffle
from playable.engine.core import Action, seeded
from playable.whist.cards import (
    CARDS,
    SEATS,
    left,
    seat_name,
    show,
    side,
    sort_cards,
    trick_text,
)
from playable.whist.cutting import cut, cutter
from playable.whist.irregular import DECIDING, Irregularities
from playable.whist.options import Options, score_fault
from playable.whist.play import Playing
from playable.whist.scoring import Result, Scoring, game_value
from playable.whist.setup import set_up, to_setup

#: The act of playing each card, for each seat, made once.
PLAY: tuple[tuple[Action, ...], ...] = tuple(tuple(Action("play", p, (c,)) for c in CARDS)
                                             for p in range(SEATS))
#: The same acts by the identity of the pack's own card (``PLAY_BY_ID[seat][id(card)]``).
PLAY_BY_ID: tuple[dict[int, Action], ...] = tuple(
    {id(c): a for c, a in zip(CARDS, acts, strict=True)} for acts in PLAY)
_WORDS: dict[tuple[str, int, str | None], Action] = {}


def word(kind: str, player: int, value: str | None = None) -> Action:
    """The act ``kind`` (with ``value``) by ``player``, made once and kept."""
    found = _WORDS.get((kind, player, value))
    if found is None:
        found = _WORDS[kind, player, value] = Action(kind, player, (), value)
    return found


class Deal(Scoring, Playing, Irregularities):
    """One deal of Whist; see the module docstring."""

    SETUP_NEEDS: ClassVar[Mapping[str, str]] = {
        "hands": "the cards each of the four seats holds now",
        "turn_up": "the card turned up for trumps"}

    @classmethod
    def new(cls, seed: int | None = None, options: Options | None = None,
            dealer: int = 0) -> Self:
        """A deal from a pack shuffled with ``random.Random(seed)``, cut
        to the dealer where ``Options.cut`` says how (¶73 ii, ¶76 i)."""
        return cls._shuffled(seeded(seed), dealer, options, seed)

    @classmethod
    def shuffled(cls, rng: random.Random, dealer: int = 0,
                 options: Options | None = None) -> Self:
        return cls._shuffled(rng, dealer, options, None)

    @classmethod
    def _shuffled(cls, rng: random.Random, dealer: int, options: Options | None,
                  seed: int | None) -> Self:
        # The keys of the 52 cards, shuffled as the cards themselves would be (the
        # same draws): the checks of ``__init__`` would find nothing to refuse.
        order = list(range(len(CARDS)))
        shuffle(order, rng)
        if options is not None and options.cut is not None:
            # the right-hand adversary's cut (¶73 ii, ¶76 i)
            order = cut(order, options.cut)
        deal = cls.__new__(cls)
        deal._begin(order, dealer, options, seed)
        return deal

    @classmethod
    def setup(cls, *, hands: Sequence[Any], turn_up: Any, dealer: int = 0,
              tricks: Sequence[Any] = (), trick: Any = (),
              options: Options | None = None) -> Self:
        """A deal at a given point of its play, checked: the four ``hands``
        held now, the ``dealer``, the card ``turn_up``, the ``tricks`` turned
        (each four cards from its leader) and the ``trick`` on the table (see
        :mod:`playable.whist.setup`).

        ``Deal.setup(hands=[...], turn_up="7♥", tricks=["K♠ 2♠ 5♠ 9♠"])``."""
        return set_up(cls, hands=hands, dealer=dealer, turn_up=turn_up, tricks=tricks,
                      trick=trick, options=options)

    def to_setup(self) -> dict[str, object]:
        return to_setup(self)

    # -- what may be done ---------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """The regular acts open to the seat to move (a new list each time;
        worked out once for a position)."""
        acts = self._legal
        if acts is not None:
            return acts[:]
        p = self.to_move
        options = self.options
        if (p is None or self.stage != "play" or self.compelled or self.exposed[p]
                or self.before is not None
                or (options.score is not None and options.variety != "short")):
            acts = self._legal = self._offered()
            return acts[:]
        # The common case, at every card of a playout, worked out here without a
        # call of its own: in the play, no card called or compelled and no call
        # of honours possible (never at Short Whist nor without a score:
        # _call_fault's first two reasons), following suit alone (¶73).
        table = PLAY_BY_ID[p]
        cards = self._hands[p] if not self.up_on_table or p != self.dealer else self._cards_of(p)
        acts = []  # (loops: on Python 3.11 a comprehension is a call of its own)
        trick = self.trick
        if trick:
            led = trick[0][1].suit
            for c in cards:
                if c.suit is led:
                    acts.append(table[id(c)])
                elif acts:  # the hand is kept as it is shown: the suit's cards lie together
                    break
        if not acts:
            for c in cards:
                acts.append(table[id(c)])
        self._legal = acts
        return acts[:]

    def _offered(self) -> list[Action]:
        """The regular acts open now by the general rule: in the play, the
        lawful cards (following suit, a recalled trump's compulsion, a card
        called: :meth:`_lawful`) and the call at eight."""
        p = self.to_move
        if p is None:
            return []
        if self.stage == "play":
            table = PLAY_BY_ID[p]
            acts = [table[id(c)] for c in self._lawful(p)]
            if p == self.before:  # ¶76 viii: he may play before his partner, or wait
                acts.append(word("wait", p))
            if self._call_fault(p) is None:
                acts.append(word("call", p))
            return acts
        if self.stage in DECIDING:
            return [word("new-deal", p), word("let-stand", p)]
        if self.stage == "two-dealt":  # ¶76 vi: put right before another card (to deal on
            return [word("rectify", p)]  # is irregular: Irregularities.irregular_actions)
        if self.stage == "claims":
            return [*(word("claim-revoke", p, v) for v in ("tricks", "deduct", "add")),
                    word("gather", p)]
        if self.stage == "honours":  # ¶76 xix: the honours held, claimed or let go
            held = self.honours_held()[side(p)]
            return [word("claim-honours", p, "four" if held == 4 else "three"),
                    word("pack", p)]
        return []

    def legal_plays(self) -> list[Card]:
        """The cards the seat to move may lawfully play now, as his hand is
        shown (trumps first, each suit from the highest)."""
        return sort_cards([a.cards[0] for a in self.legal_actions() if a.kind == "play"],
                          self.trump)

    def play(self, card: Card | str, player: int | None = None) -> None:
        """Play a card (``Card`` or notation) for the seat to move, or for ``player``."""
        self.act("play", player, card)

    def act(self, kind: str, player: int | None = None, card: Card | str | None = None,
            value: str | None = None) -> None:
        """Shorthand for :meth:`apply`: ``deal.act("play", card="K♠")``,
        ``deal.act("expose", player=2, card="7♠")``; the seat defaults to the
        one to move."""
        seat = self.to_move if player is None else player
        if seat is None:
            seat = self.dealer
        cards = () if card is None else (Card.parse(card) if isinstance(card, str) else card,)
        self.apply(Action(kind, seat, cards, value))

    def __str__(self) -> str:
        return describe(self)


# --------------------------------------------------------------------------
# The rubber


class Rubber:
    """Deals at one table until a side has won two games: the score of the
    game carried into each deal (``Options.score``), the deal passing to the
    left (and staying with the dealer for a new deal, after a card exposed in
    dealing or revokes on both sides, ¶76 xviii; passing on after a misdeal,
    ¶76 iv: "In cases of a misdeal, the deal passes to the next player").
    ``Rubber(score=(3, 7))`` begins in a game at that score (a deal's record
    carries the score it was played at: ``play --deal``), checked as
    ``Options.score`` is; the options' own score, if any, is the rubber's to
    keep, so they are taken without it."""

    def __init__(self, options: Options | None = None, dealer: int = 0,
                 score: Sequence[int] = (0, 0)) -> None:
        self.options = replace(options, score=None) if options is not None else Options()
        fault = score_fault(score, self.options.target)
        if fault is not None:
            raise ValueError(f"a rubber's score: {fault}")
        self.dealer = dealer
        #: The score of the game in progress, by side.
        self.score = [score[0], score[1]]
        #: Each game won: (winning side, its value).
        self.games: list[tuple[int, int]] = []
        self.results: list[Result] = []

    @property
    def games_won(self) -> tuple[int, int]:
        return (sum(1 for s, _ in self.games if s == 0), sum(1 for s, _ in self.games if s == 1))

    @property
    def over(self) -> bool:
        return max(self.games_won) >= 2

    @property
    def winner(self) -> int | None:
        """The side that won the rubber, or None."""
        won = self.games_won
        return None if not self.over else (0 if won[0] >= 2 else 1)

    def points(self) -> tuple[int, int]:
        """The rubber's points by side once it is won: the winners' games'
        values and two for the rubber, less the losers' game in a rubber of
        three; before, each side's games' values so far."""
        out = [0, 0]
        for s, value in self.games:
            out[s] += value
        winner = self.winner
        if winner is not None:
            out[winner] += 2 - out[1 - winner]
            out[1 - winner] = 0
        return out[0], out[1]

    def new_deal(self, seed: int | None = None, cut: int | None = None) -> Deal:
        """The next deal, at the game's score, shuffled with ``seed``; with
        ``cut``, the pack cut to the dealer by his right-hand adversary, who
        lifts that many cards (``Options.cut``; fewer than three, above or
        below, is refused: ¶76 i)."""
        options = replace(self.options, score=(self.score[0], self.score[1]), cut=cut)
        return Deal.new(seed, options=options, dealer=self.dealer)

    def count(self, deal: Deal) -> Result:
        """Book a finished deal: its points to the game, a game won, the deal
        passed on."""
        result = deal.result()
        self.results.append(result)
        if result.void is not None:
            if not result.redeal:
                self.dealer = left(self.dealer)
            return result
        target = self.options.target
        score, won = game_after(self.score, result, target)
        if won is not None:
            self.games.append((won, game_value(score[1 - won], target)))
            score = [0, 0]
        self.score = score
        self.dealer = left(self.dealer)
        return result

    def __str__(self) -> str:
        return (f"game {self.score[0]}–{self.score[1]}; games {self.games_won[0]}–"
                f"{self.games_won[1]}")


def game_after(score: Sequence[int], result: Result, target: int) -> tuple[list[int], int | None]:
    """The game's score after a deal's points (``result``, not void) are
    booked line by line from ``score``, never below love, and the side that
    reached ``target`` on the way (its points stop there: the game is won),
    or None."""
    after = [score[0], score[1]]
    for line in result.lines:
        s = line.player
        after[s] = max(0, after[s] + line.points)
        if after[s] >= target:
            return after, s
    return after, None


# --------------------------------------------------------------------------
# The account of a deal (also its ``str``)


def describe(deal: Deal, seat: int | None = None) -> str:
    """A deal told trick by trick, with its score; ``seat``: told to the
    player of that seat while it is played, the other hands not shown (the
    Deal page's account of a deal in play, :mod:`playable.table.web`)."""
    start = deal.start
    lines = [f"Whist: {seat_name(deal.dealer)} deals"
             + (f" (seed {deal.seed})" if deal.seed is not None else "")
             + ("" if start is None else ", set up at a point") + "; "
             + f"{seat_name(deal.eldest)} leads."]
    if deal.options.cut is not None and start is None:
        lines.append(f"{seat_name(cutter(deal.dealer))} cuts to the dealer, lifting "
                     f"{deal.options.cut} cards.")
    replay = deal.restarted()
    lines.append(f"Turned up: {replay.turn_up}; trumps {replay.trump.noun}.")
    for s in range(4):
        held = replay.held(s)
        lines.append(f"  {seat_name(s)}: " + (show(held, replay.trump) if seat in (None, s)
                                             else face_down(held)))
    for n, t in enumerate(replay.tricks, 1):
        lines.append(f"Trick {n}: {t}")
    irregular = len(replay.irregularities)
    for action in deal.history:
        tricks = len(replay.tricks)
        replay.apply(action)
        noted = replay.irregularities[irregular:]
        for i in noted:
            lines.append(f"  Irregular: {seat_name(i.player)} {i.description} [{i.law}]")
        irregular = len(replay.irregularities)
        if len(replay.tricks) > tricks:
            lines.append(f"Trick {len(replay.tricks)}: {replay.tricks[-1]}")
        elif action.kind != "play" and not any(i.player == action.player for i in noted):
            # an act the laws note is told by its note above; the others by their
            # words, with the card each names (a card called or let go, all have seen)
            lines.append(f"  {seat_name(action.player)}: {action.kind}"
                         + "".join(f" {c}" for c in action.cards)
                         + (f" {action.value}" if action.value else ""))
    if replay.trick:
        lines.append(f"On the table: {trick_text(replay.trick)}")
    if replay.is_over:
        lines.append(str(replay.result()))
        told = replay.result().told()
        if told:
            lines.append(told)
    elif replay.to_move is not None:
        lines.append(f"{seat_name(replay.to_move)} to play.")
    return "\n".join(lines)
