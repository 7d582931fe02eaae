"""Pictures for the worked hands: each game's table as it stands, step by step.

A *table* draws one :class:`playable.session.Session`: a deal of the engine
and the players who play it.  Each call has the session play the next step
(a bid, a trick, a declaration) through the checked interface, keeps a
running score, and returns a picture (:class:`playable.render.Html`) of what
happened: the cards drawn as cards, the suits named in words, the reason each
player gave (the session's notes), and the score so far.  The notebooks tell
the same steps in prose, with the law that governs each.
"""

from __future__ import annotations

import html
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from playable import allfours, bezique, quadrille
from playable.cards import Card, Rank
from playable.core import Action, ScoreLine
from playable.laws import LAWS
from playable.render import Html, cards_html, hand_html, row_html, table_html, trick_html
from playable.session import Session
from playable.strategies import Player


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
        self.names = names or {0: "P0", 1: "P1"}
        self.running = RunningScore([self.names[0], self.names[1]])
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

    def _act(self) -> tuple[Action, str]:
        """The session plays one act; the act, and the player's reason."""
        note = self.session.step()
        reason = note.reason
        if note.law:
            reason += f" ({cite(note.law)})"
        return note.action, reason

    def speak(self) -> Html:
        """The eldest hand stands or begs; after a beg the dealer answers."""
        d = self.deal
        self._step = "bidding"
        said = []
        while not d.is_over and d.phase is not allfours.Phase.PLAY and d.legal_actions():
            action, reason = self._act()
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
            action, reason = self._act()
            reasons.append([self.names[action.player], str(action.cards[0]), reason])
        t = d.tricks[-1]
        plays = [(self.names[t.leader], t.lead), (self.names[1 - t.leader], t.reply)]
        winner = 0 if t.winner == t.leader else 1
        picture = trick_html(plays, winner=winner, title=f"Trick {number}")
        if d.is_over:
            self._step = "the count"
        lines = self._take_lines()
        why = table_html(["Who", "Plays", "Why"], reasons)
        parts = [picture, why]
        if not d.is_over:
            parts.append(self.hands())
        parts.append(_scored(lines, self.running))
        return row_html(*parts)

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
        self.names = names or {s: f"P{s}" for s in range(4)}
        self.tally_rows: list[list[object]] = []

    def _act(self) -> Action:
        return self.session.step().action

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
        words = []
        while len(d.tricks) < number and not d.is_over and d.stage in ("play", "vole"):
            action = self._act()
            if action.kind == "no-vole":
                words.append(f"{self.names[action.player]} says \"no vole\": "
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
        parts += [Html(f"<p>{_esc(w)}</p>", w) for w in words]
        if d.stage in ("play", "vole"):
            parts.append(self.hands())
        return row_html(*parts)

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
        self.names = names or {0: "P0", 1: "P1"}
        self.running = RunningScore([self.names[0], self.names[1]])
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
        return self.session.step().action

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
        for _ in range(count):
            if d.is_over:
                break
            number = len(d.tricks) + 1
            after: list[str] = []
            declared: list[Html] = []
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
            pictures += declared
            scored = "; ".join(f"{self.names[line.player]} +{line.points} {line.reason}"
                               for line in lines)
            rows.append([number, *[str(c) for _, c in t.cards], self.names[t.winner],
                         "; ".join(a for a in after if not a.endswith("draws")) or "",
                         scored, *self.running.totals])
        header = ["Trick", "Led", "Played to it", "Won by", "Then", "Scored",
                  self.names[0], self.names[1]]
        table = table_html(header, rows, numeric=(6, 7))
        return row_html(*pictures, table, self.show())

    def score(self) -> Html:
        return self.running.html()

    def count(self) -> Html:
        """The final count: aces and tens in the tricks, and the totals."""
        d = self.deal
        brisques = [[c for c in d.won(p) if c.rank in (Rank.ACE, Rank.TEN)]
                    for p in (0, 1)]
        pictures = [cards_html(self._sorted(brisques[p]),
                               f"{self.names[p]}: aces and tens in the tricks "
                               f"({len(brisques[p])}):") for p in (0, 1)]
        return row_html(*pictures, self.running.html("The running score of the deal"))


def _scored(lines: list[ScoreLine], running: RunningScore) -> Html:
    if not lines:
        text = f"No points scored. Score so far: {running.now()}."
    else:
        text = "; ".join(f"{line.reason}" for line in lines) + \
            f". Score so far: {running.now()}."
    return Html(f'<p style="margin:.3em 0">{_esc(text)}</p>', text)


def _esc(text: str) -> str:
    return html.escape(text)
