"""All-Fours: the count at the end of the play (93 · i–iv, law vi), and law v.

:class:`Scoring` holds the points of the play in the order they count —
**High**, **Low**, **Jack**, **Game** — what each card made (law vi: one card
may count all four), the questions of law v (is the trump just played high or
low?) and :meth:`Scoring.result`.  The trumps "out" are read from the card
order's tables (:data:`playable.allfours.cards.ORDER`, via
:class:`playable.allfours.state.DealState`).  It is a part of
:class:`playable.allfours.Deal`.

Each line of the account names its ``item`` (see :mod:`playable.allfours`).
"""

from __future__ import annotations

from playable.allfours.cards import CARDS, NAMES, VALUE, Answer, canonical
from playable.allfours.state import DealState, Result
from playable.engine.cards import Card, Rank
from playable.engine.core import Action, Phase, act
from playable.engine.errors import RuleError
from playable.engine.tricks import TRUMPS
from playable.laws.ids import AllFoursLaws as L

_KNAVE, _OVER = Rank.KNAVE, Phase.OVER


class Scoring(DealState):
    """High, Low, Jack and Game; law vi; the questions of law v."""

    __slots__ = ()

    def _trumps_out(self) -> list[tuple[int, int]]:
        """The keys of the trumps out and who was dealt each, highest first."""
        follows, power = self._follows, self._power
        out = []  # (a loop: on Python 3.11 a comprehension is a call of its own)
        for seat in (0, 1):
            for k in self._held[seat]:
                if follows[k] == TRUMPS:
                    out.append((k, seat))
        out.sort(key=lambda t: -power[t[0]])
        return out

    def trumps_out(self) -> list[tuple[Card, int]]:
        """The trumps "out" and who was dealt each, highest first: the cards
        held when the play began (turn-ups and discards are not out)."""
        return [(CARDS[k], seat) for k, seat in self._trumps_out()]

    def _play_over(self) -> None:
        """The last trick is played: the deal is over, and the count of the
        play is due (:meth:`_count`, made when the account is first read)."""
        self._await("over", _OVER, None)
        self._count_due = True

    def _count(self) -> None:
        """The points of the play, in the order they count: High, Low, Jack,
        Game (93 · i–iv).  High goes to the holder of the highest trump out,
        Low to the player it was dealt to even if the adversary won it, Jack
        to whoever has the knave of trumps in his tricks (no one, if it was
        not out)."""
        won = self._won
        add = self._account.add_later
        trumps = self._trumps_out()
        if trumps:
            high, high_seat = trumps[0]
            low, low_seat = trumps[-1]
            add(high_seat, 1, L.S93_I, "High: {}, the highest trump out, held by {}",
                CARDS[high], NAMES[high_seat], item="high")
            if low in won[low_seat]:
                add(low_seat, 1, L.S93_II, "Low: {}, the lowest trump out, dealt to {}",
                    CARDS[low], NAMES[low_seat], item="low")
            else:
                add(low_seat, 1, L.S93_II, "Low: {}, the lowest trump out, dealt to {}, "
                    "though {} won it", CARDS[low], NAMES[low_seat], NAMES[1 - low_seat],
                    item="low")
            for knave, holder in trumps:
                if CARDS[knave].rank is _KNAVE:
                    if knave in won[holder]:
                        add(holder, 1, L.S93_III, "Jack: {}, kept by its holder, in {}'s tricks",
                            CARDS[knave], NAMES[holder], item="jack")
                    else:
                        add(1 - holder, 1, L.S93_III, "Jack: {}, won from {}, in {}'s tricks",
                            CARDS[knave], NAMES[holder], NAMES[1 - holder], item="jack")
        self._score_game()

    def _counts(self) -> tuple[int, int]:
        """What each player's tricks count for Game so far (93 · iv)."""
        won = self._won
        return (sum(map(VALUE.__getitem__, won[0])), sum(map(VALUE.__getitem__, won[1])))

    def game_winner(self, counts: tuple[int, int] | None = None) -> int | None:
        """93 · iv: who scores Game with these counts (by default the counts of
        the tricks won): the greater count; equal counts as
        ``Options.game_tie`` says; nothing to count on either side, as a tie
        (``Options.game_nought`` ``"tie"``) or no one (``"nobody"``)."""
        g0, g1 = self._counts() if counts is None else counts
        if g0 != g1:
            return 0 if g0 > g1 else 1
        options = self.options
        if options.game_tie == "none" or (g0 == 0 and options.game_nought == "nobody"):
            return None
        return self.eldest

    def _score_game(self) -> None:
        """Game (93 · iv): ace 4, king 3, queen 2, knave 1, ten 10."""
        g0, g1 = counts = self._counts()
        winner = self.game_winner(counts)
        if winner is None:
            return
        if g0 == g1 == 0:
            self._account.add_later(winner, 1, L.S93_IV,
                                    "Game: nothing to count on either side, which the eldest "
                                    "hand ({}) scores as a tie", NAMES[winner], item="game")
        elif g0 == g1:
            self._account.add_later(winner, 1, L.S93_IV,
                                    "Game: {} to {}, a tie, which the eldest hand ({}) scores",
                                    g0, g1, NAMES[winner], item="game")
        else:
            self._account.add_later(winner, 1, L.S93_IV,
                                    "Game: {} counts {} to {} in the tricks",
                                    NAMES[winner], max(g0, g1), min(g0, g1), item="game")

    def points_by_card(self) -> dict[Card, list[str]]:
        """Law vi, one card may count all four: for each card that made a
        point, the points it made — High, Low, Jack, and Game when the game
        would have gone otherwise without it, or its side would have had
        nothing to reckon for game (so the knave of law vi makes Game even
        where a deal with nothing to count is scored as a tie,
        ``Options.game_nought``).  Empty until the play is over."""
        if self.void is not None or self._step != "over":
            return {}
        made: dict[Card, list[str]] = {}
        trumps = self.trumps_out()
        if trumps:
            made.setdefault(trumps[0][0], []).append("High")
            made.setdefault(trumps[-1][0], []).append("Low")
            made.update({c: made.get(c, []) + ["Jack"] for c, _ in trumps if c.rank is _KNAVE})
        counts = self._counts()
        winner = self.game_winner(counts)
        if winner is not None:
            for k in self._won[winner]:
                less = list(counts)
                less[winner] -= VALUE[k]
                if VALUE[k] and (less[winner] == 0
                                 or self.game_winner((less[0], less[1])) != winner):
                    made.setdefault(CARDS[k], []).append("Game")
        return made

    def result(self) -> Result:
        """The points scored so far and why (complete once the deal is over)."""
        lines = tuple(self.account.lines)
        return Result(points=(self.account.total(0), self.account.total(1)), lines=lines,
                      game=self._counts(), trumps=self.trump, void=self.void,
                      complete=self.is_over)

    # -- law v ---------------------------------------------------------------

    @act("ask", cards=1, value=False, law=L.S92_V)
    def _do_ask(self, action: Action) -> None:
        """Law v: when a trump is played, a player may ask his adversary
        whether it is high or low, and the answer is true: "high" if it is the
        highest trump out, "low" if the lowest, "high and low" if it is the
        only one, else "neither high nor low".  (Between them the two players
        know every card out, so the true answer can always be given.)"""
        if self._step != "play":
            raise RuleError(L.S92_V, "a trump may be asked about only during the play, when "
                                     "it is played")
        card = canonical(action.card) if len(action.cards) == 1 else None
        table = [c for _, c in self._table()]
        if card is None or card.suit is not self.trump or not any(c is card for c in table):
            raise RuleError(L.S92_V, "law v allows asking about a trump when it is played: "
                                     f"{card or 'that'} is not a trump on the table")
        trumps = self.trumps_out()
        high = trumps[0][0] is card
        low = trumps[-1][0] is card
        answer = ("high and low" if high and low else "high" if high else "low" if low
                  else "neither high nor low")
        self.answers.append(Answer(action.player, card, answer))

    def questions(self, player: int | None = None) -> list[Action]:
        """The questions law v allows now: whether a trump just played (to the
        trick on the table, or to the last trick before the next lead) is high
        or low.  Asking changes nothing in the play; the answer is kept."""
        if self._step != "play":
            return []
        cards = [c for _, c in self._table() if c.suit is self.trump]
        seats = (0, 1) if player is None else (player,)
        return [Action("ask", p, (c,)) for p in seats for c in cards]

    def _table(self) -> list[tuple[int, Card]]:
        """The cards on the table: the trick in progress, or the last trick
        until the next card is led."""
        if self.trick:
            return self.trick
        return list(self.tricks[-1].cards) if self.tricks else []
