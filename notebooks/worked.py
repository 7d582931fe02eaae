"""Pictures for the worked hands: each game's table as it stands, step by step.

A *table* draws one :class:`playable.table.session.Session`: a deal of the engine
and the players who play it.  Each call has the session play the next step
(a bid, a trick, a declaration) through the checked interface, keeps a
running score, and returns a picture (:class:`playable.table.render.Html`) of what
happened: the cards drawn as cards, the suits named in words, the reason each
player gave (the session's notes), and the score so far.  The notebooks tell
the same steps in prose, with the law that governs each.

Beside each card played stands the perfect-information solver's verdict
(:class:`Verdicts`, :func:`playable.table.analysis.judge`): "best", or what the card
cost against the best, *with every hand known* ("double dummy"), which no
player at the table had.  Each table's :meth:`account` tells where the deal
was won and lost by those verdicts.
"""

from __future__ import annotations

import html
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from playable import allfours, bezique, quadrille, whist
from playable.engine.cards import Card, Rank
from playable.engine.core import Action, ScoreLine
from playable.engine.strategies import Advising, Note, Player
from playable.engine.words import compass
from playable.games import game_of
from playable.laws import LAWS
from playable.solver.memory import Memory
from playable.table import analysis
from playable.table.analysis import Verdict
from playable.table.render import Html, cards_html, hand_html, row_html, table_html, trick_html
from playable.table.session import Session
from playable.whist.cards import is_honour
from playable.whist.irregular import PENALTIES, PENALTY_WORDS

#: The heading of the solver's verdicts: what it knew, which the players did not.
KNOWN = "With every hand known"


def cite(law_id: str) -> str:
    """How the edition cites a law in prose: ``"All-Fours, term iv"``."""
    return LAWS[law_id].citation


@dataclass
class RunningScore:
    """The running score of a deal: one row for each line scored, with the
    step it was scored at and the totals after it."""

    names: list[str]
    rows: list[tuple[str, str, str, list[int]]] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.totals = [0] * len(self.names)

    def add(self, step: str, line: ScoreLine) -> None:
        self.totals[line.player] += line.points
        self.rows.append((step, line.reason, cite(line.law) if line.law else line.authority,
                          list(self.totals)))

    def now(self) -> str:
        return ", ".join(f"{n} {t}" for n, t in zip(self.names, self.totals))

    def html(self, caption: str = "The running score") -> Html:
        header = ["Step", "Scored", "Law", *self.names]
        rows = [[step, reason, law, *totals] for step, reason, law, totals in self.rows]
        if not rows:
            rows = [["-", "nothing yet", "", *self.totals]]
        last = len(header)
        return table_html(header, rows, caption=caption,
                          numeric=tuple(range(3, last)))


@dataclass(frozen=True)
class Judged:
    """One card played and the solver's verdict on it (``None`` where the
    solver does not take the position, or the card is not a lawful one:
    ``irregular``, a revoke, say)."""

    trick: int
    seat: int
    card: Card
    verdict: Verdict | None
    irregular: bool = False


class Verdicts:
    """The solver's verdict on every card played in a worked hand.

    :meth:`step` has the session play its next act and, when it is a card
    played where the solver takes the position, judges it on the deal as it
    stood before (each position solved once).  ``names`` are the seats' names;
    ``side(seat)`` the side, 0 or 1, a seat plays for (a seat of its own at
    two hands, the ombre's side or the defenders at Quadrille), ``side_names``
    their names and ``side_word`` what a side is called, since a verdict's
    value is the side's.  :meth:`account` is where the deal was won and lost.
    """

    def __init__(self, names: dict[int, str], seats: int,
                 side: Callable[[int], int] = lambda seat: seat,
                 side_names: dict[int, str] | None = None, side_word: str = "player",
                 first_trick: int = 1, judged_if: Callable[[Any], bool] | None = None) -> None:
        self.names = names
        self.seats = seats
        self.side = side
        self.side_names = side_names or names
        self.side_word = side_word
        #: The first trick whose cards are judged (the solver is slow before it).
        self.first_trick = first_trick
        #: Whether a position the solver takes is judged (None: every one).
        self.judged_if = judged_if
        self.judged: list[Judged] = []
        #: Whether a card was played unjudged after the first judged (a
        #: revoke, after which the solver takes no position): the account
        #: then says where the verdicts stop.
        self.stopped = False
        #: The solver's tables, kept from one card's verdict to the next.
        self.memory = Memory()

    def _judges(self, deal: Any) -> bool:
        return (len(deal.tricks) + 1 >= self.first_trick and analysis.solvable(deal)
                and (self.judged_if is None or self.judged_if(deal)))

    def step(self, session: Session) -> tuple[Note, Verdict | None]:
        """The session's next act, and the verdict on it if it is a card
        the solver judges."""
        deal: Any = session.deal
        position = deal.clone() if self._judges(deal) else None
        trick = len(deal.tricks) + 1
        note = session.step()
        action = note.action
        if position is None or action.kind != "play":
            self.stopped |= bool(self.judged) and action.kind == "play"
            return note, None
        verdict = self.judge(position, action)
        self.judged.append(Judged(trick, action.player, action.cards[0], verdict,
                                  action not in position.legal_actions()))
        return note, verdict

    def judge(self, position: Any, action: Action) -> Verdict | None:
        """:func:`playable.table.analysis.judge`: every verdict is solved when
        the notebook runs (Quadrille's first cards too, some seconds), the
        solver's tables kept from the cards before (the same verdicts, in
        fewer nodes)."""
        with self.memory:
            return analysis.judge(position, action)

    def rows(self, trick: int) -> list[list[object]]:
        """Who played what in ``trick`` and the verdict, as table rows."""
        return [[self.names[j.seat], str(j.card),
                 "not judged: an irregular card" if j.irregular else words(j.verdict)]
                for j in self.judged if j.trick == trick]

    def table(self, trick: int) -> Html:
        """The verdicts on the cards of ``trick``."""
        return table_html(["Who", "Plays", KNOWN], self.rows(trick))

    def account(self) -> Html:
        """Where the deal was won and lost: what the cards were worth at the
        first card judged, with every hand known and both sides playing their
        best; each card that cost something against the best, who played it
        and what it cost; what each side's cards cost in all; and the end of
        the deal, which is that first value less the one side's costs and
        plus the other's."""
        judged = [(j, j.verdict) for j in self.judged if j.verdict is not None]
        if not judged:
            text = "The solver judged no card of this deal."
            return Html(f"<p>{_esc(text)}</p>", text)
        (first, v0), (last, v1) = judged[0], judged[-1]
        unit = v0.unit
        ours, theirs = 0, 1
        start = v0.best_value if self.side(first.seat) == ours else -v0.best_value
        end = v1.value if self.side(last.seat) == ours else -v1.value
        costly = [(j, v) for j, v in judged if v.cost]
        cost = {s: sum(v.cost for j, v in costly if self.side(j.seat) == s) for s in (0, 1)}
        summary = table_html(
            [self.side_word.capitalize(), "Cards judged", "Best", "Costly", f"Cost ({unit})"],
            [[self.side_names[s], sum(1 for j, _ in judged if self.side(j.seat) == s),
              sum(1 for j, v in judged if self.side(j.seat) == s and not v.cost),
              sum(1 for j, _ in costly if self.side(j.seat) == s), cost[s]]
             for s in (ours, theirs)],
            caption=f"The cards of each {self.side_word}, {KNOWN.lower()}",
            numeric=(1, 2, 3, 4))
        worth = (f"{KNOWN}, from trick {first.trick} (the first card the solver judges), best "
                 f"play on both sides would have left {self._standing(start, unit)} at the "
                 "end of the deal.")
        parts: list[Html] = []
        if costly:
            parts.append(table_html(
                ["Trick", "Who", "Played", f"Cost ({unit})", KNOWN],
                [[j.trick, self.names[j.seat], str(j.card), v.cost, v.words()]
                 for j, v in costly],
                caption="The costly cards", numeric=(0, 3)))
            ended = f"The play left {self._standing(end, unit)}"
            if start - cost[ours] + cost[theirs] == end:
                ended += (f": {_signed(start)}, less {cost[ours]} for the costly cards of "
                          f"{self.side_names[ours]}, plus {cost[theirs]} for those of "
                          f"{self.side_names[theirs]}.")
            else:
                ended += "."
        elif self.stopped:
            ended = (f"Every card judged was a best card; the solver judged none after "
                     f"{self.names[last.seat]}'s {last.card} in trick {last.trick}.")
        else:
            ended = "Every card played was a best card, and so it ended."
        text = f"{worth} {ended}"
        return row_html(Html(f"<p>{_esc(text)}</p>", text), *parts, summary)

    def _standing(self, value: int, unit: str) -> str:
        """``"South 20 points ahead of North"``: side 0's standing, ``value`` being
        its points (or counters) less side 1's."""
        first, second = self.side_names[0], self.side_names[1]
        if not value:
            return f"{first} level with {second}"
        how = "ahead of" if value > 0 else "behind"
        return f"{first} {abs(value)} {unit.removesuffix('s') if abs(value) == 1 else unit} " \
            f"{how} {second}"


def _signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


def words(verdict: Verdict | None) -> str:
    """The verdict in words (:meth:`playable.table.analysis.Verdict.words`), or a
    dash where the solver gave none."""
    return verdict.words() if verdict is not None else "-"


class AllFoursTable:
    """A deal of All-Fours played step by step by two strategies.

    ``names`` are what the pictures call the seats.  :meth:`show` draws both
    hands and the turn-up; :meth:`speak` plays the eldest hand's stand or beg
    (and the dealer's answer); :meth:`trick` plays one trick; :meth:`score`
    is the running score.
    """

    def __init__(self, deal: allfours.Deal, players: Sequence[Player], rng: random.Random,
                 names: dict[int, str] | None = None) -> None:
        self.deal = deal
        self.session = Session(deal, players, rng=rng)
        self.names = names or dict(enumerate(compass(2)))
        self.running = RunningScore([self.names[0], self.names[1]])
        self.verdicts = Verdicts(self.names, 2)
        self._lines_seen = 0
        self._step = "the deal"
        self._take_lines()

    # -- what the table looks like --------------------------------------

    def hands(self) -> Html:
        d = self.deal
        pictures = []
        for seat in (d.eldest, d.dealer):
            role = "eldest hand" if seat == d.eldest else "dealer"
            pictures.append(hand_html(d.hand(seat), f"{self.names[seat]}, {role}",
                                      trump=d.trump, note=f"{len(d.hand(seat))} cards"))
        return row_html(*pictures)

    def show(self) -> Html:
        """Both hands, the card(s) turned up, and the score."""
        d = self.deal
        turned = cards_html(d.turned, "Turned up:")
        trump = Html(f"<p>Trumps: <strong>{d.trump.value} {d.trump.noun}</strong>. "
                     f"Score so far: {self.running.now()}.</p>",
                     f"Trumps: {d.trump.noun}. Score so far: {self.running.now()}.")
        return row_html(self.hands(), turned, trump)

    def score(self) -> Html:
        return self.running.html()

    # -- playing ----------------------------------------------------------

    def _take_lines(self) -> list[ScoreLine]:
        lines = self.deal.account.lines[self._lines_seen:]
        self._lines_seen += len(lines)
        for line in lines:
            self.running.add(self._step, line)
        return list(lines)

    def _act(self) -> tuple[Action, str, Verdict | None]:
        """The session plays one act; the act, the player's reason and the
        solver's verdict on it."""
        note, verdict = self.verdicts.step(self.session)
        reason = note.reason
        if note.law:
            reason += f" ({cite(note.law)})"
        return note.action, reason, verdict

    def speak(self) -> Html:
        """The eldest hand stands or begs; after a beg the dealer answers."""
        d = self.deal
        self._step = "bidding"
        said = []
        while not d.is_over and d.phase is not allfours.Phase.PLAY and d.legal_actions():
            action, reason, _ = self._act()
            said.append((action, reason))
        rows = [[self.names[a.player], a.kind.replace("-", " "), reason] for a, reason in said]
        lines = self._take_lines()
        parts: list[Html] = [table_html(["Who", "Says", "Why"], rows)]
        if len(d.turned) > 1:
            parts.append(self.show())
        parts.append(_scored(lines, self.running))
        return row_html(*parts)

    def trick(self) -> Html:
        """Play one trick; the picture shows it, the reasons, the hands after
        it, and the score."""
        d = self.deal
        number = len(d.tricks) + 1
        self._step = f"trick {number}"
        reasons = []
        while len(d.tricks) < number:
            action, reason, verdict = self._act()
            reasons.append([self.names[action.player], str(action.cards[0]), reason,
                            words(verdict)])
        t = d.tricks[-1]
        plays = [(self.names[t.leader], t.lead), (self.names[1 - t.leader], t.reply)]
        winner = 0 if t.winner == t.leader else 1
        picture = trick_html(plays, winner=winner, title=f"Trick {number}")
        if d.is_over:
            self._step = "the count"
        lines = self._take_lines()
        why = table_html(["Who", "Plays", "Why", KNOWN], reasons)
        parts = [picture, why]
        if not d.is_over:
            parts.append(self.hands())
        parts.append(_scored(lines, self.running))
        return row_html(*parts)

    def account(self) -> Html:
        """Where the deal was won and lost, by the solver's verdicts."""
        return self.verdicts.account()

    def count(self) -> Html:
        """The points of the deal, and what each card counted (law vi)."""
        d = self.deal
        g = d.result().game
        counts = table_html(
            ["Count", self.names[0], self.names[1]],
            [["Counted for Game in the tricks (93 · iv)", g[0], g[1]],
             ["Cards won", len(d.won(0)), len(d.won(1))]], numeric=(1, 2))
        by_card = d.points_by_card()
        made = table_html(["Card", "Counts for"],
                          [[Html(cards_html([c]), str(c)), ", ".join(v)]
                           for c, v in by_card.items()],
                          caption="What each card counted")
        return row_html(counts, made, self.running.html("The points of the deal"))


class QuadrilleTable:
    """A deal of Quadrille played step by step by four strategies.

    :meth:`deal_cards` deals; :meth:`speak` plays the speaking;
    :meth:`name_and_call` the trump named and the king called; :meth:`trick`
    one trick (and the word "no vole" when it is said); :meth:`settle` the
    ombre's demands and the payments.  :meth:`tally` is the running count of
    tricks, :meth:`payments` the running count of counters.
    """

    def __init__(self, deal: quadrille.Deal, players: Sequence[Player], rng: random.Random,
                 names: dict[int, str] | None = None) -> None:
        self.deal = deal
        self.session = Session(deal, players, rng=rng)
        self.names = names or dict(enumerate(compass(4, to_the_right=True)))
        self.tally_rows: list[list[object]] = []
        self.verdicts = Verdicts(self.names, 4, side=lambda seat: 0 if seat in deal.side() else 1,
                                 side_names={0: "the ombre's side", 1: "the defenders"},
                                 side_word="side")

    def _act(self) -> Action:
        return self.verdicts.step(self.session)[0].action

    def _role(self, seat: int) -> str:
        d = self.deal
        roles = []
        if seat == d.dealer:
            roles.append("dealer")
        if seat == d.eldest:
            roles.append("eldest")
        if d.ombre is not None and seat == d.ombre:
            roles.append("ombre")
        if d.friend is not None and seat == d.friend:
            roles.append("friend")
        return f"{self.names[seat]}" + (f", {' and '.join(roles)}" if roles else "")

    def hands(self) -> Html:
        d = self.deal
        order = [(d.eldest + k) % 4 for k in range(4)]  # in the order of play
        return row_html(*[hand_html(d.hand(s), self._role(s), trump=d.trump,
                                    note=f"{len(d.hand(s))} cards") for s in order])

    def deal_cards(self) -> Html:
        action = self._act()
        text = (f"{self.names[self.deal.dealer]} deals by packets of {action.value}, "
                f"beginning with {self.names[self.deal.eldest]} on the right.")
        return row_html(Html(f"<p>{_esc(text)}</p>", text), self.hands())

    def speak(self) -> Html:
        d = self.deal
        said = []
        while d.stage in ("speak", "reply"):
            action = self._act()
            said.append([self.names[action.player], action.kind.replace("-", " ")])
        return table_html(["Who", "Says"], said, caption="The speaking, from the eldest")

    def name_and_call(self) -> Html:
        d = self.deal
        rows = []
        callable_: list[Card] = []
        while d.stage in ("name", "call"):
            if d.stage == "call":
                callable_ = d.callable_cards()
            action = self._act()
            what = action.value if action.kind == "name-trump" else str(action.card)
            if action.kind == "call":
                what = f"{action.card.name} ({action.card})"
            rows.append([self.names[action.player], action.kind.replace("-", " "), what])
        parts: list[Html] = [table_html(["Who", "Does", "What"], rows)]
        if callable_:
            parts.append(cards_html(callable_, "The cards he might call (laws 6-8):"))
        if d.trump is not None:
            order = quadrille.trump_order(d.trump)
            parts.append(cards_html(order, f"The trumps, highest first ({d.trump.noun}):"))
        parts.append(self.hands())
        return row_html(*parts)

    def trick(self) -> Html:
        d = self.deal
        number = len(d.tricks) + 1
        said = []
        while len(d.tricks) < number and not d.is_over and d.stage in ("play", "vole"):
            action = self._act()
            if action.kind == "no-vole":
                said.append(f"{self.names[action.player]} says \"no vole\": "
                             "the rest of the tricks are played without the vole at stake.")
        if len(d.tricks) < number:
            raise ValueError("no trick was played")
        t = d.tricks[-1]
        plays = [(self.names[s], c) for s, c in t.cards]
        winner = [s for s, _ in t.cards].index(t.winner)
        picture = trick_html(plays, winner=winner, title=f"Trick {number}")
        side = d.side()
        ours = sum(d.tricks_won[s] for s in side)
        self.tally_rows.append([number, self.names[t.winner], *d.tricks_won, ours,
                                number - ours])
        text = (f"{self.names[t.winner]} wins. Tricks so far: the ombre's side {ours}, "
                f"the defenders {number - ours}.")
        parts: list[Html] = [picture, Html(f"<p>{_esc(text)}</p>", text)]
        parts += [Html(f"<p>{_esc(w)}</p>", w) for w in said]
        parts.append(self.verdicts.table(number))
        if d.stage in ("play", "vole"):
            parts.append(self.hands())
        return row_html(*parts)

    def account(self) -> Html:
        """Where the deal was won and lost, by the solver's verdicts."""
        return self.verdicts.account()

    def tally(self) -> Html:
        header = ["Trick", "Won by", *[self.names[s] for s in range(4)],
                  "Ombre's side", "Defenders"]
        return table_html(header, self.tally_rows, caption="The running count of tricks",
                          numeric=tuple(range(2, 8)))

    def settle(self) -> Html:
        d = self.deal
        said = []
        while not d.is_over:
            action = self._act()
            said.append([self.names[action.player], action.kind,
                         action.value or ""])
        result = d.result()
        return row_html(table_html(["Who", "Does", "What"], said,
                                   caption="The ombre's demands (law 18)"),
                        self.payments(result))

    def payments(self, result: quadrille.Result) -> Html:
        """Every payment in order, with the running totals of each seat and
        of the pool."""
        who = dict(self.names)
        who[quadrille.POOL] = "the pool"
        totals = [0] * 4
        pool = result.pool_before
        rows = []
        for t in result.transfers:
            for seat, sign in ((t.payer, -1), (t.payee, 1)):
                if seat == quadrille.POOL:
                    pool += sign * t.counters
                else:
                    totals[seat] += sign * t.counters
            authority = cite(t.law) if t.law else t.source
            rows.append([who[t.payer], who[t.payee], t.counters, t.reason, authority,
                         *[f"{n:+d}" for n in totals], pool])
        header = ["Pays", "To", "Counters", "For", "Authority",
                  *[self.names[s] for s in range(4)], "Pool"]
        return table_html(header, rows, caption="The payments, with the running totals",
                          numeric=(2, 5, 6, 7, 8, 9))


class BeziqueTable:
    """A two-handed deal of Bezique played trick by trick by two strategies.

    :meth:`show` draws both hands (and the cards declared, on the table), the
    turn-up and the stock; :meth:`tricks` plays tricks, each with what its
    winner did after it (declare, exchange the seven, draw), and draws them;
    :meth:`score` is the running score, one row for each line scored.
    """

    def __init__(self, deal: bezique.Deal, players: Sequence[Player], rng: random.Random,
                 names: dict[int, str] | None = None) -> None:
        self.deal = deal
        self.session = Session(deal, players, rng=rng)
        self.names = names or dict(enumerate(compass(2)))
        self.running = RunningScore([self.names[0], self.names[1]])
        self.verdicts = Verdicts(self.names, 2)
        self._lines_seen = 0
        self._take_lines("the deal")

    def _take_lines(self, step: str) -> list[ScoreLine]:
        lines = self.deal.account.lines[self._lines_seen:]
        self._lines_seen += len(lines)
        for line in lines:
            self.running.add(step, line)
        return list(lines)

    def _sorted(self, cards: Sequence[Card]) -> list[Card]:
        trump = self.deal.trump
        return sorted(cards, key=lambda c: (c.suit is not trump, bezique.SUITS.index(c.suit),
                                            -bezique.KEY[c]))

    def show(self) -> Html:
        """Both hands, each player's declared cards on the table, the turn-up
        and the stock."""
        d = self.deal
        pictures = []
        for seat in ((d.dealer + 1) % 2, d.dealer):
            role = "dealer" if seat == d.dealer else "non-dealer"
            pictures.append(hand_html(self._sorted(d.hand(seat)),
                                      f"{self.names[seat]}, {role}: in hand",
                                      trump=d.trump, note=f"{len(d.hand(seat))} cards"))
            table = d.table(seat)
            if table:
                pictures.append(hand_html(self._sorted(table), f"{self.names[seat]}: declared, "
                                          "on the table", trump=d.trump))
        turn_up = d.turn_up
        stock = (cards_html([turn_up], f"Turn-up, under the stock of {d.stock_size}:")
                 if turn_up is not None else
                 Html("<p>The stock is exhausted.</p>", "The stock is exhausted."))
        text = (f"Trumps: {d.trump.value} {d.trump.noun}. Score: {self.running.now()}.")
        return row_html(*pictures, stock, Html(f"<p>{_esc(text)}</p>", text))

    def _act(self) -> Action:
        return self.verdicts.step(self.session)[0].action

    def _between_tricks(self) -> bool:
        d = self.deal
        return not d.is_over and not d.current_trick and any(
            a.kind == "play" for a in d.legal_actions())

    def tricks(self, count: int = 1) -> Html:
        """Play ``count`` tricks, each with the winner's declaration, exchange
        and the draws that follow it."""
        d = self.deal
        rows: list[list[object]] = []
        pictures: list[Html] = []
        first = len(d.tricks) + 1
        for _ in range(count):
            if d.is_over:
                break
            number = len(d.tricks) + 1
            after: list[str] = []
            declared: list[Html] = []
            noted = len(d.irregularities)
            while len(d.tricks) < number:
                self._act()
            while not d.is_over and not self._between_tricks():
                action = self._act()
                who = self.names[action.player]
                if action.kind == "declare":
                    after.append(f"{who} declares {action.value}")
                    declared.append(cards_html(self._sorted(list(action.cards)),
                                               f"{who} declares {action.value}:"))
                elif action.kind == "exchange":
                    after.append(f"{who} exchanges the seven of trumps for the turn-up")
                elif action.kind == "draw":
                    after.append(f"{who} draws")
            t = d.tricks[-1]
            lines = self._take_lines(f"trick {number}")
            plays = [(self.names[p], c) for p, c in t.cards]
            winner = [p for p, _ in t.cards].index(t.winner)
            pictures.append(trick_html(plays, winner=winner, title=f"Trick {number}"))
            for i in d.irregularities[noted:]:  # a forfeit of 126 incurred in the trick
                said = f"{self.names[i.player]} {i.description} ({cite(i.law)})."
                pictures.append(Html(f"<p><strong>{_esc(said)}</strong></p>", said))
            pictures += declared
            scored = "; ".join(f"{self.names[line.player]} +{line.points} {line.reason}"
                               for line in lines)
            rows.append([number, *[str(c) for _, c in t.cards], self.names[t.winner],
                         "; ".join(a for a in after if not a.endswith("draws")) or "",
                         scored, *self.running.totals])
        header = ["Trick", "Led", "Played to it", "Won by", "Then", "Scored",
                  self.names[0], self.names[1]]
        table = table_html(header, rows, numeric=(6, 7))
        judged = [[n, *row] for n in range(first, len(d.tricks) + 1)
                  for row in self.verdicts.rows(n)]
        if not judged:  # before the last eight tricks the solver does not judge
            return row_html(*pictures, table, self.show())
        verdicts = table_html(["Trick", "Who", "Plays", KNOWN], judged, numeric=(0,))
        return row_html(*pictures, table, verdicts, self.show())

    def score(self) -> Html:
        return self.running.html()

    def account(self) -> Html:
        """Where the deal was won and lost, by the solver's verdicts."""
        return self.verdicts.account()

    def count(self) -> Html:
        """The final count: aces and tens in the tricks, and the totals."""
        d = self.deal
        brisques = [[c for c in d.won(p) if c.rank in (Rank.ACE, Rank.TEN)]
                    for p in (0, 1)]
        pictures = [cards_html(self._sorted(brisques[p]),
                               f"{self.names[p]}: aces and tens in the tricks "
                               f"({len(brisques[p])}):") for p in (0, 1)]
        return row_html(*pictures, self.running.html("The running score of the deal"))



def _trick_now(view: Any) -> int:
    """The number of the trick a player's view is at: Whist's view keeps the
    tricks played, Bezique's the cards played (the trick on the table's among them)."""
    tricks = getattr(view, "tricks", None)
    if tricks is not None:
        return len(tricks) + 1
    return (len(view.played) - len(view.trick)) // view.players + 1


def _held(view: Any) -> Sequence[Card]:
    """The cards in a player's view of his own hand (``held`` at Whist, ``hand`` at Bezique)."""
    held: Sequence[Card] = view.held if hasattr(view, "held") else view.hand
    return held


@dataclass(frozen=True)
class Slip:
    """An advising player who once, in trick ``trick``, plays ``card`` where
    the laws do not allow it (a renounce, a card out of turn) and gives
    ``reason``; every other act is ``player``'s own.  The worked hands use it
    to show an irregularity and the law that punishes it."""

    player: Advising
    trick: int
    card: Card
    reason: str

    @property
    def name(self) -> str:
        return self.player.name

    def advise(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Any:
        advice = self.player.advise(view, legal, rng)
        if _trick_now(view) == self.trick and self.card in _held(view):
            return type(advice)(Action("play", view.seat, (self.card,)), self.reason)
        return advice

    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        action: Action = self.advise(view, legal, rng).action
        return action


class WhistTable:
    """A deal of Whist played trick by trick by four players (the period
    player's maxims of ¶75, one of them perhaps making a :class:`Slip`).

    :meth:`show` draws the four hands as dealt, the card turned up and the
    honours each side holds; :meth:`trick` plays one trick, with each card's
    reason (the maxim cited) and the solver's verdict, and a call of honours
    at eight (¶76 xx) with its answer (a call answered ends the deal in the
    trick); :meth:`claims` plays
    the claim of a revoke, beside what each of the three penalties of
    ¶76 xv would have made of the deal; :meth:`score` is the deal's account
    and the game.  The solver judges the cards from trick ``first_trick``
    (it is slow before), and not after a revoke: its count is of the tricks
    alone, and a revoke's penalty is claimed after the last of them.
    """

    def __init__(self, deal: whist.Deal, players: Sequence[Player], rng: random.Random,
                 names: dict[int, str] | None = None, first_trick: int = 1) -> None:
        self.deal = deal
        self.session = Session(deal, players, rng=rng)
        self.names = names or dict(enumerate(
            compass(4, to_the_right=game_of(deal).words.to_the_right)))
        sides = {s: "–".join(self.names[p] for p in (s, s + 2)) for s in (0, 1)}
        self.sides = sides
        self.verdicts = Verdicts(self.names, 4, side=whist.side, side_names=sides,
                                 side_word="side", first_trick=first_trick,
                                 judged_if=lambda d: not d.revokes)
        self.tally_rows: list[list[object]] = []
        self.options: list[tuple[str, whist.Result]] = []

    def _role(self, seat: int) -> str:
        d = self.deal
        roles = (["dealer"] if seat == d.dealer else []) + (["eldest"] if seat == d.eldest
                                                            else [])
        return self.names[seat] + (f", {' and '.join(roles)}" if roles else "")

    def hands(self, dealt: bool = False) -> Html:
        """The four hands from the eldest, in the order of play (``dealt``:
        as dealt, the turn-up in the dealer's)."""
        d = self.deal
        order = [(d.eldest + k) % 4 for k in range(4)]
        pictures = []
        for s in order:
            cards = whist.sort_cards(d.dealt[s], d.trump) if dealt else list(d.held(s))
            pictures.append(hand_html(cards, self._role(s), trump=d.trump,
                                      note=f"{len(cards)} cards"))
        return row_html(*pictures)

    def show(self) -> Html:
        """The hands as dealt, the card turned up, the honours of each side,
        the score of the game."""
        d = self.deal
        held = d.honours_held()
        honours = table_html(
            ["Side", "Honours dealt", "How many"],
            [[self.sides[s], " ".join(str(c) for c in whist.sort_cards(
                [c for s2 in (s, s + 2) for c in d.dealt[s2] if is_honour(c, d.trump)],
                d.trump)) or "-", held[s]]
             for s in (0, 1)], caption="The honours: ace, king, queen and knave of trumps",
            numeric=(2,))
        score = d.options.score
        text = (f"{self.names[d.dealer]} deals and turns up the {d.turn_up.name}: "
                f"{d.trump.noun} are trumps. {self.names[d.eldest]} leads. "
                + (f"The game stands at {self.sides[0]} {score[0]}, {self.sides[1]} "
                   f"{score[1]}." if score is not None else ""))
        return row_html(self.hands(dealt=True),
                        cards_html([d.turn_up], "Turned up for trumps:"),
                        Html(f"<p>{_esc(text)}</p>", text), honours)

    def trick(self) -> Html:
        """Play one trick: the picture, who played what and why, the
        solver's verdicts, any irregularity noted, the tricks so far and the
        hands after it."""
        d = self.deal
        number = len(d.tricks) + 1
        rows: list[list[object]] = []
        noted, answered = len(d.irregularities), len(d.answers)
        while len(d.tricks) < number and d.stage == "play":
            before = (len(d.irregularities), bool(d.renounces), bool(d.revokes))
            note, verdict = self.verdicts.step(self.session)
            why = note.reason + (f" ({cite(note.law)})" if note.law else "")
            if not note.action.cards:  # the call of honours at eight (¶76 xx): no card
                rows.append([self.names[note.seat], "calls honours", why,
                             "not judged: the solver weighs the cards"])
                continue
            rows.append([self.names[note.seat], str(note.action.cards[0]), why,
                         self._verdict_words(number, verdict, before)])
        parts: list[Html]
        if len(d.tricks) < number:  # the deal ended in the trick: a call answered
            plays = [(self.names[s], c) for s, c in d.trick]
            text = "The deal ends here, the trick unfinished."
            parts = [trick_html(plays, title=f"Trick {number}, not finished"),
                     Html(f"<p>{_esc(text)}</p>", text)]
        else:
            t = d.tricks[-1]
            plays = [(self.names[s], c) for s, c in t.cards]
            winner = [s for s, _ in t.cards].index(t.winner)
            won = d.won
            self.tally_rows.append([number, self.names[t.winner], won[0], won[1]])
            text = (f"{self.names[t.winner]} wins. Tricks so far: {self.sides[0]} {won[0]}, "
                    f"{self.sides[1]} {won[1]}.")
            parts = [trick_html(plays, winner=winner, title=f"Trick {number}"),
                     Html(f"<p>{_esc(text)}</p>", text)]
        for a in d.answers[answered:]:  # what the table asked of a player, and his answer
            said = f"{self.names[a.seat]} {a.question} — {a.answer}."
            parts.append(Html(f"<p>{_esc(said)}</p>", said))
        for i in d.irregularities[noted:]:
            said = f"{self.names[i.player]} {i.description} ({cite(i.law)})."
            parts.append(Html(f"<p><strong>{_esc(said)}</strong></p>", said))
        parts.append(table_html(["Who", "Plays", "Why", KNOWN], rows))
        if d.stage == "play":
            parts.append(self.hands())
        return row_html(*parts)

    def _verdict_words(self, number: int, verdict: Verdict | None,
                       before: tuple[int, bool, bool]) -> str:
        """The verdict in words, or why the solver gave none: before
        ``first_trick``, an irregular card, a renounce on the table, a revoke
        waiting for its claim."""
        if verdict is not None:
            return verdict.words()
        irregular, renounce, revoke = before
        if number < self.verdicts.first_trick:
            return "not judged (too slow this early)"
        if len(self.deal.irregularities) > irregular:
            return "not judged: an irregular card"
        if renounce:
            return "not judged: a renounce on the table"
        if revoke:
            return "not judged: a revoke to be claimed"
        return "-"

    def tally(self) -> Html:
        return table_html(["Trick", "Won by", self.sides[0], self.sides[1]], self.tally_rows,
                          caption="The running count of tricks", numeric=(2, 3))

    def claims(self) -> Html:
        """The cards abandoned: what each penalty of ¶76 xv would make of the
        deal, then the claim the player makes (or the tricks gathered)."""
        d = self.deal
        parts: list[Html] = []
        if d.stage == "claims":
            seat = d.to_move
            rows = []
            for how in PENALTIES:
                trial = d.clone()
                trial.apply(Action("claim-revoke", seat, (), how))
                while trial.stage == "claims":  # a second revoke: the same penalty again
                    trial.apply(Action("claim-revoke", trial.to_move, (), how))
                r = trial.result()
                rows.append([PENALTY_WORDS[how], r.tricks[0], r.tricks[1],
                             r.points[0], r.points[1]])
            parts.append(table_html(
                ["Penalty", f"Tricks {self.sides[0]}", f"Tricks {self.sides[1]}",
                 f"Points {self.sides[0]}", f"Points {self.sides[1]}"], rows,
                caption="What each penalty would make of the deal", numeric=(1, 2, 3, 4)))
        said = []
        while not d.is_over:
            note = self.session.step()
            a = note.action
            said.append([self.names[a.player], a.kind.replace("-", " ")
                         + (f" ({a.value})" if a.value else ""),
                         note.reason + (f" ({cite(note.law)})" if note.law else "")])
        if said:
            parts.append(table_html(["Who", "Does", "Why"], said))
        else:
            text = "No revoke was made: there is nothing to claim."
            parts.append(Html(f"<p>{_esc(text)}</p>", text))
        return row_html(*parts)

    def score(self) -> Html:
        """The deal's account, in the order the lines count, and the game."""
        d = self.deal
        r = d.result()
        running = RunningScore([self.sides[0], self.sides[1]])
        for line in r.lines:
            running.add(line.item, line)
        parts: list[Html] = [running.html("The score of the deal")]
        score = d.options.score
        if score is not None:
            after = [score[s] + r.points[s] for s in (0, 1)]
            text = (f"The game stood at {self.sides[0]} {score[0]}, {self.sides[1]} "
                    f"{score[1]}; after this deal {after[0]} to {after[1]}.")
            if r.game is not None:
                loser = score[1 - r.game]
                value = whist.game_value(loser, d.options.target)
                text += (f" {self.sides[r.game]} reach {d.options.target} and win the game, "
                         f"worth {value} (the losers had {loser}).")
            parts.append(Html(f"<p>{_esc(text)}</p>", text))
        return row_html(*parts)

    def account(self) -> Html:
        """Where the deal was won and lost, by the solver's verdicts."""
        return self.verdicts.account()



def _scored(lines: list[ScoreLine], running: RunningScore) -> Html:
    if not lines:
        text = f"No points scored. Score so far: {running.now()}."
    else:
        text = "; ".join(f"{line.reason}" for line in lines) + \
            f". Score so far: {running.now()}."
    return Html(f'<p style="margin:.3em 0">{_esc(text)}</p>', text)


def _esc(text: str) -> str:
    return html.escape(text)
