"""The engine's side of the "Deal a hand" pages: a match at the table, as JSON.

The site runs the engine in the reader's browser (Pyodide, loaded when the
reader asks).  A Deal page's script (``docs/js/deal.js``) calls :func:`call`
here and gets JSON back: :class:`Table` is a match of a registered game
(:mod:`playable.games`: All-Fours to ten, Bezique to 1,000, Quadrille's table
of deals with its pool) made from a seed, or one deal set up at a position, a
:class:`~playable.table.session.Session` that the engine's players
(:data:`~playable.table.seats.PLAYERS`)
play, with the reader in one seat or watching.  The session steps the
players, stops at the reader's turn, refuses an unlawful act with the law it
breaks, commits an irregular one when the reader plays "as at the table", and
takes back; this module only draws it, in the words of the table
(:mod:`playable.table.words`, the terminal's words too).  Its record is
:func:`playable.table.record.dumps`, which ``python -m playable replay`` reads.

The law examples' Run button is not the engine's business: its console is
``tablerun``, beside this package in the same wheel.

Standard library only, like the rest of the engine; nothing here touches the
browser, so the same calls are tested in CPython (``tests/test_browser.py``).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence

from playable.engine.cards import Card
from playable.engine.core import Action, Irregularity, Phase
from playable.engine.errors import RuleError, SetupError
from playable.games import GAMES, TableDeal
from playable.solver.memory import Memory
from playable.solver.solve import Budget, NoVerdict
from playable.table import record
from playable.table.ahead import Ahead, position_of
from playable.table.seats import PLAYERS, check_seat, rules_told, table_options
from playable.table.session import Session, SessionError
from playable.table.views import (
    DeclaresOnTable,
    HasEldest,
    HasTurnUp,
    Json,
    TrickView,
    account_lines,
    card_json,
    closing,
    last_trick,
    law_json,
    note_json,
    refusal_json,
    stock,
    suit_json,
    tricks,
)
from playable.table.words import Onlooker, TableWords, as_dealt, joined, law_text, thinking_words

# --------------------------------------------------------------------------
# A match at the table


class Table:
    """A match of ``game`` from ``seed`` (or one deal at ``position``);
    ``seat`` is the reader's seat (``None``: the engine plays every seat, and
    the reader steps through).  ``lenient``: the reader plays "as at the
    table" and may commit an irregular act; ``auto``: a single lawful choice
    of the reader's is made for him (in strict play).  A forced draw is
    always made for him in strict play.  ``variant``: one of the game's named
    sets of options (``Game.option_sets``) that changes the number of seats,
    such as Bezique's ``"three-handed"``; ``rules``: the rules chosen
    (``Game.table_rules``), such as Whist's ``"short"``; ``None``, the game
    as the edition reads it (a position carries its own).

    The engine's players use ``random.Random(seed)``, so a seed gives the same
    match and, when the engine plays every seat, the same play."""

    #: The limits of the solver's analysis of one act on the page (each
    #: verdict, and the values of the acts now; a fresh budget each time):
    #: the default (:class:`playable.solver.solve.Budget`), whose seconds end a
    #: solve well inside the page's limit on one call to its engine (180 s,
    #: ``docs/js/engine.js``).  Past it the act has no verdict, and the page
    #: says why.
    budget: Budget = Budget()

    def __init__(self, game: str, seed: int, seat: int | None = None,
                 others: str = "period", position: str | None = None,
                 lenient: bool = False, auto: bool = False,
                 variant: str | None = None, rules: str | None = None) -> None:
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}")
        if others not in PLAYERS:
            raise ValueError(f"unknown player {others!r}; choose from {', '.join(PLAYERS)}")
        self.game = game
        self.entry = GAMES[game]
        options = table_options(game, variant, rules)
        if position is not None:  # a position carries its own
            options = variant = rules = None
        #: The named options the match is dealt with, for its seats and its
        #: rules (None: the edition's).
        self.variant, self.rules = variant, rules
        self.seats = self.entry.seats(options)
        check_seat(seat, self.seats)
        self.seed = seed
        self.seat = seat
        self.others = others
        self.lenient = bool(lenient) and seat is not None
        self.auto = bool(auto)
        #: The position the deal was set up at (``?pos=``), or None: a match from the seed.
        self.position = position
        humans = () if seat is None else (seat,)
        if position is None:
            self.session = Session.sitting(game, seed, humans=humans, players=others,
                                           options=options)
        else:
            self.session = Session.at_position(game, position, seed, humans=humans,
                                               players=others)
            self.seats = self.entry.seats(self.deal.options)
        self.words = self._reader_words()
        #: The deal's number in the match (1, 2, ...).
        self.number = 1
        #: The records of the match's deals before this one (compact JSON),
        #: from which the page opens the table again (:meth:`resume`).
        self._finished: list[str] = []
        self._new_deal()

    def _reader_words(self) -> TableWords:
        """The table's words as the reader hears them: in his seat, or watching."""
        seats, seat = self.seats, self.seat
        return Onlooker(self.game, seats) if seat is None else TableWords(self.game, seats, seat)

    def _new_deal(self) -> None:
        self.session.waits = self.lenient  # before a deal's first act, for his irregular act
        #: The laws of the reader's irregularities this deal, and what he was told.
        self._mine: set[str] = set()
        self._committed: list[Json] = []
        #: The act refused last, which "as at the table" may commit.
        self._pending: Action | None = None
        #: The solver's verdict on each act judged (by history index): its
        #: record form (``Verdict.to_json``), or None where it gives none.
        self._verdicts: dict[int, dict[str, object] | None] = {}
        #: Why the solver gave no verdict on an act past its budget (by
        #: history index): :attr:`playable.solver.solve.NoVerdict.reason`.
        self._too_large: dict[int, str] = {}
        #: The solver's tables, kept from one analysis of this deal to the
        #: next (the best card now, then the verdicts of the acts after it);
        #: ``memory.clear()`` forgets them (the browser benchmark times the
        #: best card as for a reader who opens the page at the position).
        self.memory = Memory()
        #: What :meth:`best_now`'s slices have spent on the position they
        #: value: the position (the deal, its acts so far), nodes, seconds.
        self._slices: tuple[tuple[int, tuple[Action, ...]], int, float] | None = None
        #: The best act :meth:`best_now` found first, by position (``now.first``).
        self._first: tuple[tuple[int, tuple[Action, ...]], Json] | None = None
        #: What :meth:`ponder` has worked out ahead of the reader's questions.
        self._ahead = Ahead()

    @property
    def deal(self) -> TableDeal:
        return self.session.deal

    @property
    def match(self) -> object:
        series = self.session.series
        return None if series is None else series.match

    # -- what the page shows ------------------------------------------------

    def _labels(self) -> list[str]:
        deal, words = self.deal, self.words
        eldest = deal.eldest if isinstance(deal, HasEldest) else (deal.dealer + 1) % self.seats
        labels = []
        for s in range(self.seats):
            roles = []
            if s == deal.dealer:
                roles.append("dealer")
            if s == eldest and self.seats > 1:
                roles.append("eldest hand")
            labels.append(words.name(s, True) + (f" ({', '.join(roles)})" if roles else ""))
        return labels

    def _offered(self) -> list[Action]:
        """The reader's choices now (the lawful acts and the questions he may ask)."""
        if self.seat is None:
            return list(self.deal.legal_actions())
        if not self.session.humans_turn:
            return []
        return self.words.choices(self.deal)

    def _choice_json(self, index: int, action: Action) -> Json:
        words = self.words
        law_id = words.choice_law(action)
        return {"index": index, "label": words.label(action), "kind": action.kind,
                "meaning": words.meaning(action),
                "law": law_json(law_id) if law_id is not None else None}

    def _irregular(self) -> list[Action]:
        return self.session.irregular_actions() if self.lenient else []

    def _irregular_jsons(self) -> list[Json]:
        """The irregular acts open to the reader, as the page lists them."""
        acts = self._irregular()
        unseen = self.session.unseen() if acts else {}
        errors = [self.deal.why_not(action) for action in acts]
        out: list[Json] = []
        for index, (error, o) in enumerate(zip(errors, self.words.offered(acts, errors, unseen))):
            # one of a run differing by its card alone: a button a card
            run = None if o.head is None else {
                "head": o.head, "card": o.card, "first": o.first,
                "why": None if o.shared is None else self.words.sentence(o.shared)}
            out.append({"index": index, "label": o.label,
                        "why": None if o.why is None else self.words.sentence(o.why),
                        "law": law_json(error.law) if error is not None and error.law else None,
                        "run": run})
        return out

    def _trick_json(self, cards: Sequence[tuple[int, Card]]) -> list[Json]:
        return [{"seat": s, "name": self.words.name(s, True), "card": card_json(c)}
                for s, c in cards]

    def state(self) -> Json:
        session, deal, words = self.session, self.deal, self.words
        over, seated, paused = session.over, self.seat is not None, session.paused
        to_move = session.to_move
        yours = session.humans_turn
        legal = deal.legal_actions() if not over else []
        plays = {(a.cards[0], a.value) for a in legal if a.kind == "play" and a.cards}
        view = deal.view(0)
        trick_view = view if isinstance(view, TrickView) else None
        seats = []
        dealt = as_dealt(deal, self.seats) if over else None
        for s, label in enumerate(self._labels()):
            hidden = seated and s != self.seat and not over
            table = list(deal.table(s)) if isinstance(deal, DeclaresOnTable) else []
            # the reader's in his order, less his declared cards (shown on the table)
            hand = words.hand_order(deal, table) if s == self.seat else list(deal.hand(s))
            seats.append({
                "seat": s, "name": words.name(s, True), "label": label, "hidden": hidden,
                "count": len(hand), "to_move": s == to_move,
                "hand": [] if hidden else [  # a hand face down is sent as its count
                    dict(card_json(c), legal=s == to_move and (c, None) in plays) for c in hand],
                "table": [dict(card_json(c), legal=s == to_move and (c, "table") in plays)
                          for c in table],
                # once the deal is over: the hands as dealt, shown again
                "dealt": None if dealt is None else [card_json(c) for c in dealt[s]],
            })
        trick = trick_view.trick if trick_view is not None else ()
        # the card turned up as the seat sees it on the table, where its view
        # says (Whist's lies there only until the first trick is turned)
        turn_up = (view.turn_up if isinstance(view, HasTurnUp)
                   else deal.turn_up if isinstance(deal, HasTurnUp) else None)
        offered = self._offered()
        actions = [self._choice_json(i, a) for i, a in enumerate(offered) if a.kind != "play"]
        irregular = self._irregular_jsons()
        history = [words.logged(a, hidden=seated and not over) for a in deal.history]
        note = session.last_note
        last = last_trick(deal)
        return {
            "game": self.game, "title": self.entry.title, "seed": self.seed, "seat": self.seat,
            "source": None, "given": None,  # a file's deals (playable.table.given)
            "variant": self.variant,
            "rules": None if self.rules is None else {
                "name": self.rules, "line": rules_told(self.game, self.rules)[0]},
            "others": self.others, "lenient": self.lenient, "auto": self.auto,
            "stops": self.session.stops,
            "players": self.seats, "names": list(words.names), "phase": deal.phase.value,
            # which way play goes round the table: where the page draws each seat
            "to_the_right": self.entry.words.to_the_right,
            "over": over, "to_move": to_move, "your_turn": yours,
            "trump": suit_json(trick_view.trump if trick_view is not None else None),
            "turn_up": card_json(turn_up) if turn_up else None,
            "stock": stock(deal),
            "table": words.table(deal, self.match, hand=False, hints=False),
            "seats": seats,
            "trick": self._trick_json(trick),
            # "Trick 4, won by you": the name mid-sentence, not capitalised.
            # ``closing``: the index in ``acts`` of the act whose card closed it
            "last_trick": ({"cards": self._trick_json(last[0]), "winner": last[1],
                            "name": words.name(last[1]), "closing": closing(deal, last[0])}
                           if last else None),
            "tricks": len(tricks(deal)),
            "prompt": words.prompt(deal, offered).strip() if yours else None,
            "actions": actions if yours else [],
            "irregular": irregular if yours or paused else [], "paused": paused,
            "answers": [words.answer(a) for a in getattr(deal, "answers", ())],
            "history": history,
            "acts": self._acts(),
            "last": history[-1] if history else None,
            # an engine seat's reason, to one who watches; in a seat once the deal
            # is over (it may say what a hidden hand holds: "keep 10♣ back"); then
            # every engine act's, by its index in the history
            "note": (note_json(words, note, seated) if note is not None and note.reason
                     and (not seated or over) else None),
            "reasons": [dict(note_json(words, n, seated), index=i) for i, n in
                        enumerate(session.notes) if over and n is not None and n.reason],
            "committed": self._committed,
            "penalties": self._penalties(),
            "account": [words.line(line) for line in account_lines(deal)],
            "describe": words.record(self.entry.describe(  # to a seat, as it has seen it
                deal, self.seat if seated and not over else None)),
            "result": str(deal.result()) if over else None,
            "verdict": words.verdict(deal, self.match) if over else None,
            "deal_number": self.number,
            "match": self._match_json(),
            "can_undo": session.can_take_back and not (over and session.series is not None),
            "thinking": thinking_words() if self.others == "strong" else None,
            "best": self._best_json(),
            "resume": self._resume_json(),
            "waiting": self._waiting(),
            "status": self._status(),
        }

    def _resume_json(self) -> Json:
        """What the page keeps to open this table again if its engine is
        lost (:meth:`resume`): the record of each deal of the match so far,
        this one last, and the players' generator as it stands."""
        version, internal, gauss = self.session.rng.getstate()
        current = record.compact(self.deal)
        return {"records": [*self._finished, current],
                "rng": [version, list(internal), gauss]}

    def resume(self, records: list[str], rng: list[object]) -> Json:
        """Open this table again where it stood (the answer to ``open``
        having made it afresh from the same arguments): each deal of
        ``records`` replayed in turn, the finished ones counted in the match,
        the last left where it was, and the players' generator put back
        (``rng``, as :meth:`_resume_json` gave it), so that play goes on as
        it would have; what the reader was told of his acts committed as at the
        table, and which acts the table made for him, found again by replaying
        the last (:meth:`Session.resume`).  Verdicts are judged again if asked for."""
        if not records:
            raise ValueError("no record to resume from")
        for i, text in enumerate(records):
            deal = record.loads(text)
            if getattr(deal, "GAME", None) != self.game:
                raise ValueError("the record is not of this table's game")
            for retraced in self.session.resume(deal, self._due):  # what he was told
                if retraced.committed:
                    self._told(retraced.action, retraced.found, retraced.index)
            if i < len(records) - 1:
                self._book()
                self._finished.append(text)
                self._deal_next()
                self.number += 1
                self._new_deal()
        version, internal, gauss = rng
        if not isinstance(version, int) or not isinstance(internal, list) or \
                not isinstance(gauss, float | None):
            raise TypeError("the players' generator is not as the table gave it")
        self.session.rng.setstate((version, tuple(int(x) for x in internal), gauss))
        return self._answer()

    def _acts(self) -> list[str]:
        """Every act of the deal in words; another's discard or return kept
        from the reader."""
        words, hidden = self.words, self.seat is not None
        said = [words.act(a, hidden=hidden) for a in self.deal.history]
        for i in self.session.made_for:
            if i < len(said):
                said[i] = said[i].removesuffix(".") + " (made for you)."
        return said

    def _penalties(self) -> list[str]:
        told: list[str] = []
        for line in self.deal.account.lines:
            if line.law is not None and line.law in self._mine:
                said = self.words.penalty(line)
                if said not in told:
                    told.append(said)
        return told

    def _match_json(self) -> Json | None:
        series = self.session.series
        if series is None:
            return None
        words = self.words
        over = series.over
        word = self.entry.words.match_word  # "match"; Bezique's "game", Whist's "rubber"
        said = words.series_won(series, word)
        return {"kind": self.entry.words.series_kind, "word": word,
                "over": over, "winner": said,
                "scores": [{"name": words.name(s, True), "score": n}
                           for s, n in enumerate(series.scores)],
                "next": self.deal.is_over and not over}

    def _status(self) -> str:
        deal, words = self.deal, self.words
        if deal.is_over:
            verdict = words.verdict(deal, self.match)
            return f"Deal {self.number} is over. " + (verdict[0] if verdict else "")
        if self.session.humans_turn:
            asked = words.prompt(deal, self._offered()).strip().rstrip(":")
            if asked.startswith("Your "):  # "Your word: pass, ask leave or sans prendre?"
                return asked if asked.endswith(("?", ".")) else f"{asked}."
            return f"Your turn: {asked}" + ("" if asked.endswith("?") else ".")
        if self.session.paused:
            return words.paused(deal) + ": break one below, or play on."
        phase = {Phase.DEAL: "to deal", Phase.BIDDING: "to speak", Phase.PLAY: "to play",
                 Phase.SCORING: "to settle"}.get(deal.phase, "to act")
        seat = self.session.to_move
        return f"{words.name(seat if seat is not None else 0, True)} {phase}."

    # -- the best card: the solver's verdicts (double dummy) -----------------

    def _best_open(self) -> bool:
        """Whether the best card may be shown now.  The solver sees every
        hand: a reader who watches sees them too, so it is shown after any
        act; a reader in a seat sees his own, so it is shown only once the
        deal is over (to show it during the deal would show him the hidden
        hands, through the card it names)."""
        return self.seat is None or self.session.over

    def _best_json(self) -> Json:
        deal = self.deal
        verdicts = [self._verdict_json(i) for i in sorted(self._verdicts)
                    if i < len(deal.history)]
        return {
            "open": self._best_open(),
            "why_closed": None if self._best_open() else (
                "The best card is judged with every hand in view (double dummy), which "
                "you cannot see while you play: it is shown for every card once the "
                "deal is over."),
            "verdicts": verdicts,
            "pace": self.entry.words.pace,
            "judged": len(verdicts), "acts": len(deal.history),
            "analysed": len(verdicts) == len(deal.history) > 0,
        }

    def _verdict_json(self, index: int) -> Json:
        action = self.deal.history[index]
        verdict = self._verdicts.get(index)
        return {"index": index, "act": self.words.act(action, hidden=False),
                "seat": action.player, "name": self.words.name(action.player, True),
                "words": None if verdict is None else verdict["words"],
                "cost": None if verdict is None else verdict["cost"],
                "why": None if verdict is not None else self._unjudged(index)}

    def _unjudged(self, index: int) -> str:
        """Why the solver gives no verdict on the act at ``index``."""
        from playable.table.analysis import why_unjudged

        if index in self._too_large:
            return self._too_large[index]
        return why_unjudged(self.deal.replayed(index), self.deal.history[index])

    def judge(self, start: int, budget: float = 1.5) -> Json:
        """The solver's verdict on the acts of the deal from ``start`` on, as
        many as ``budget`` seconds allow (at least one); the state says how
        many are judged.  Only when the best card may be shown (see
        :meth:`_best_open`)."""
        if not self._best_open():
            return self._answer(str(self._best_json()["why_closed"]))
        history = self.deal.history
        if not 0 <= start <= len(history):
            return self._answer("No such act.")
        began = time.monotonic()
        position = self.deal.replayed(start)
        with self.memory:
            self._judge_from(position, start, history, began, budget)
        return self._answer()

    def _judge_from(self, position: TableDeal, start: int, history: Sequence[Action],
                    began: float, budget: float) -> None:
        """:meth:`judge`'s loop: the acts from ``start`` on, from ``position``
        (the deal before act ``start``), until ``budget`` seconds from ``began``."""
        from playable.table.analysis import judge

        for index in range(start, len(history)):
            action = history[index]
            found, ahead = self._ahead.take(index)  # worked out while the reader looked
            if found and index not in self._verdicts:
                self._verdicts[index] = ahead
            elif index not in self._verdicts:
                try:
                    verdict = judge(position, action, budget=self.budget.fresh())
                except NoVerdict as no:
                    verdict = None
                    self._too_large[index] = no.reason
                self._verdicts[index] = None if verdict is None else verdict.to_json()
            position.apply(action)
            if time.monotonic() - began > budget:
                break

    def best_now(self, slice_seconds: float | None = None) -> Json:
        """The solver's values of every lawful act of the seat to move (for a
        reader who watches: every hand is in view).

        With ``slice_seconds``, a call past that many seconds answers the
        acts valued so far (``now.partial``; ``now.solved`` against the best
        of them; ``now.acts``, how many are lawful); the next goes on from
        the tables it filled (:attr:`memory`): a slow position shows its
        progress.  The slices of a position share its :attr:`budget` (added
        up); past it, the answer is the one without slices: no verdict.
        Where the game's solver offers it (:func:`~playable.table.analysis.best_first`),
        one best act and its value are found first, and every answer short
        of the whole one carries them (``now.first``); the slice that finds
        them answers at once.  Where the solver's questions
        have proved something of the position (a search of tricks), an
        answer short of the whole one, or past the budget, says what:
        ``now.tricks``, the least and the most tricks (``least``, ``most``,
        of ``of`` left) the side of the player to move (``side``, its
        ``seats`` named) is proved to take."""
        from playable.table.analysis import UNITS, analyse, best_first, refusal

        deal, words = self.deal, self.words
        if self.seat is not None:
            return self._answer("The best card of a choice is shown to one who watches: in "
                                "a seat it would show you the hidden hands.")
        if deal.is_over:
            return self._answer("The deal is over: there is no choice to judge.")
        answer = self._answer()
        refused = refusal(deal)
        if refused is not None:
            answer["now"] = {"why": self.entry.words.unsolved(deal, None, refused)}
            return answer
        unit = UNITS[self.game][1]
        position = position_of(deal)
        if self._ahead.now is not None and self._ahead.now[0] == position:
            answer["now"] = self._ahead.now[1]  # found whole before (the reader's or ponder's)
            return answer
        budget, spent = self._slice(slice_seconds, position)
        try:
            with self.memory:
                if self._first is None or self._first[0] != position:
                    first = best_first(deal, budget)
                    if first is not None:
                        self._first = (position, {
                            "best": [words.label(a) for a in first.best],
                            "value": first.value, "value_unit": self._unit(first.value)})
                        if spent is not None:  # this slice answers now
                            raise NoVerdict(budget, first.seat)
                # the values and the best acts alone: no line, no points
                found = analyse(deal, line=False, budget=budget, values_only=True)
            self._slices = None
        except NoVerdict as no:
            now: Json = {"unit": unit,
                         "name": None if no.seat is None else words.name(no.seat, True),
                         "solved": [{"label": words.label(a), "value": v} for a, v in no.solved]}
            if self._first is not None and self._first[0] == position:
                now["first"] = self._first[1]
            if no.tricks is not None:  # what the probes proved before the budget ran out
                least, most, left = no.tricks
                now["tricks"] = {"side": joined([words.name(s, True) for s in no.side]),
                                 "seats": len(no.side), "least": least, "most": most,
                                 "of": left}
            page = self.budget
            if spent is not None:
                nodes, seconds = spent[0] + no.nodes, spent[1] + no.seconds
                self._slices = (position, nodes, seconds)
                if not page.outspent(nodes, seconds):
                    answer["now"] = {**now, "partial": True,
                                     "acts": len([a for a in deal.legal_actions() if a.cards])}
                    return answer
                # the position's budget spent over its slices: said as without slices
                no = NoVerdict(page, no.seat, no.solved)
            answer["now"] = {"why": no.reason, **now}
            return answer

        whole: Json = {
            "name": words.name(found.seat, True),
            "best": [words.label(a) for a in found.best], "value": found.value,
            "unit": unit, "value_unit": self._unit(found.value),
            "values": [{"label": words.label(a), "value": v, "best": a in found.best}
                       for a, v in found.values]}
        answer["now"] = whole
        self._ahead.now = (position, whole)
        return answer

    def ponder(self, seconds: float = 0.25) -> Json:
        """Work ahead, for about ``seconds``, on what "Show the best card"
        will ask, and show nothing of it (:meth:`Ahead.ponder
        <playable.table.ahead.Ahead.ponder>`): the answer says only whether
        there is more to do (``ponder.done``)."""
        found = self._ahead.ponder(self.deal, self.seat is None, self.best_now,
                                   self._verdicts, self.budget, self.memory, seconds)
        return {"ok": True, "ponder": found}

    def advice(self) -> Json:
        """What the period player would choose in the reader's seat, and why
        (:meth:`Session.advice`: from his seat's view alone), at his turn."""
        if not self.session.humans_turn:
            return self._answer("The period player's advice is given at your turn.")
        note = self.session.advice()
        answer = self._answer()
        answer["advice"] = {"text": self.words.advice(note, cite=False),
                            "law": law_json(note.law) if note.law else None}
        return answer

    def _unit(self, value: int) -> str:
        """A value's own unit: "+1 point", "-3 points"."""
        from playable.table.analysis import UNITS

        return UNITS[self.game][0 if abs(value) == 1 else 1]

    def _slice(self, seconds: float | None, position: tuple[int, tuple[Action, ...]]
               ) -> tuple[Budget, tuple[int, float] | None]:
        """The budget of one call of :meth:`best_now`: the page's, fresh,
        without a slice; with one, what is left of the page's for
        ``position`` (the deal and its acts so far), its seconds no more than
        the slice's; and what the slices before had spent on it (nodes,
        seconds; None without a slice)."""
        page = self.budget
        if seconds is None:
            return page.fresh(), None
        nodes, spent = 0, 0.0
        if self._slices is not None and self._slices[0] == position:
            _, nodes, spent = self._slices
        return page.left(nodes, spent, seconds), (nodes, spent)

    # -- the reader's acts made for him ---------------------------------------

    def _due(self, deal: TableDeal | None = None) -> Action | None:
        """The reader's act the table makes for him now (or at ``deal``, a
        point of this table's), if any: a forced draw (strict play), or with
        ``auto`` a single lawful choice."""
        deal = self.deal if deal is None else deal
        if deal.is_over or deal.to_move not in self.session.humans or self.lenient:
            return None
        legal = deal.legal_actions()
        if len(legal) != 1:
            return None
        if legal[0].kind == "draw" or (self.auto and len(self.words.choices(deal)) == 1):
            return legal[0]
        return None

    def _waiting(self) -> bool:
        """Whether the table has acts to make before the reader's turn."""
        session = self.session
        return not session.over and (not session.humans_turn or self._due() is not None) \
            and self.seat is not None and not session.paused

    def _made(self, action: Action) -> None:
        self.session.act(action, made_for=True)

    def _book(self) -> None:
        if self.session.over and self.session.series is not None:
            self.session.book()

    # -- acts ---------------------------------------------------------------

    def _answer(self, message: str | None = None) -> Json:
        self._book()
        if message is not None:
            return {"ok": False, "message": message, "state": self.state()}
        return {"ok": True, "state": self.state()}

    def _refusal(self, action: Action, error: RuleError | None) -> Json:
        words, deal = self.words, self.deal
        said = words.refusal(deal, action) if error is None else None
        answer: Json = {"ok": False, "state": None}
        if error is not None and said is None:
            reason = words.refused_reason(error, deal, action)
            commit = self.lenient and action in self.session.irregular_actions()
            self._pending = action if commit else None
            answer["refused"] = dict(refusal_json(error), words=reason, commit=commit,
                                     law_text=law_text(error.law) if error.law else None)
        else:
            answer["message"] = said or "That act is not open now."
        answer["state"] = self.state()
        return answer

    def _attempt(self, action: Action) -> Json:
        self._pending = None
        words, deal = self.words, self.deal
        plain = words.refusal(deal, action)  # a card not held: no law's business
        if plain is not None and not plain.startswith("Refused"):
            return self._answer(plain)
        try:
            refused = self.session.attempt(action)
        except SessionError as exc:
            return self._answer(str(exc))
        if refused is not None:
            return self._refusal(action, refused)
        return self._answer()

    def step(self) -> Json:
        """One act: the engine's player for the seat to move, or the reader's
        act that the table makes for him (a forced draw)."""
        if self.session.over:
            return self._answer("The deal is over.")
        due = self._due()
        if due is not None:
            self._made(due)
            return self._answer()
        if self.session.humans_turn:
            return self._answer("It is your turn.")
        self.session.go_on()  # past a pause for the reader's irregular act, if any
        self.session.step()
        return self._answer()

    def run(self, go_on: bool = True, through: bool = True) -> Json:
        """Engine acts (and the reader's forced ones) until his turn or the deal's
        end, past a pause for his irregular act if ``go_on`` (not at a new deal),
        and past the stops he asked for before the others' acts if ``through``
        (*Play on to my turn*; not after his own act, :meth:`step_by_step`)."""
        session = self.session
        if go_on:
            session.go_on()
        while True:
            session.play_on()
            if through and session.paused and self.deal.history:
                session.go_on()
                continue
            due = self._due()
            if due is None:
                break
            self._made(due)
        return self._answer()

    def step_by_step(self, on: bool) -> Json:
        """As at the table, stop before each of the others' acts, where the
        reader may break a law out of turn (``on``), or play on to his turn
        (:attr:`Session.stops`)."""
        self.session.stops = bool(on) and self.lenient
        return self._answer()

    def act(self, index: int) -> Json:
        """The reader chooses one of the acts the state lists (by its index)."""
        offered = self._offered()
        if not 0 <= index < len(offered):
            return self._answer("That act is no longer open.")
        return self._attempt(offered[index])

    def play(self, card: str, from_table: bool = False) -> Json:
        """The reader plays ``card`` from his seat; an unlawful play is refused
        with the law it breaks.  Where only calls are open (Quadrille's king
        called), the card chosen is called: the king of trumps is refused
        under law 7."""
        if self.seat is None:
            return self._answer("Take a seat to play.")
        kinds = {a.kind for a in self.deal.legal_actions()}
        kind = ("call" if kinds == {"call"} else
                "discard" if "discard" in kinds and "play" not in kinds else "play")
        action = Action(kind, self.seat, (Card.parse(card),), "table" if from_table else None)
        return self._attempt(action)

    def commit(self, index: int | None = None) -> Json:
        """As at the table: commit the irregular act listed at ``index``
        (``None``: the act refused last), and say what law deals with it."""
        if not self.lenient:
            return self._answer("This table plays strictly: irregular acts are refused.")
        if index is None:
            action = self._pending
        else:
            irregular = self._irregular()
            action = irregular[index] if 0 <= index < len(irregular) else None
        self._pending = None
        if action is None:
            return self._answer("That irregular act is no longer open.")
        try:
            found = self.session.commit(action)
        except (SessionError, RuleError) as exc:
            return self._answer(str(exc))
        self._told(action, found, len(self.deal.history) - 1)
        return self._answer()

    def _told(self, action: Action, found: Sequence[Irregularity], at: int) -> None:
        """What the reader is told of his act committed as at the table."""
        said: list[Json] = []
        for irregularity in found:
            if irregularity.player != self.seat:
                continue
            self._mine.add(irregularity.law)
            lines = self.words.committed(irregularity)
            said.append({"said": lines[0], "law": law_json(cited := self.words.cited(
                irregularity)), "text": law_text(cited), "after": lines[-1],
                "notes": self.words.notes(irregularity)})
        self._committed.append({"act": self.words.act(action), "at": at, "irregularities": said,
                                "none": None if found else "The laws take no notice of it."})

    def undo(self, to_start: bool = False) -> Json:
        """Take back the last act (the reader's seat: back to his last turn
        he chose himself), or ``to_start`` every act (*Start again*)."""
        if self.session.over and self.session.series is not None:
            return self._answer("The deal is counted in the match: it cannot be taken back.")
        if not self.session.take_back(bool(to_start)):
            return self._answer("Nothing to take back.")
        size = len(self.deal.history)
        # the verdicts on the acts still standing hold: kept back, not shown (the deal is
        # in play again), and taken at once when the reader asks again
        self._ahead = self._ahead.before(size, self._verdicts, self._too_large)
        self._verdicts = {}
        self._too_large = {}
        self._committed = [c for c in self._committed
                           if (at if isinstance(at := c["at"], int) else 0) < size]
        if self.seat is not None:
            self.session.play_on()
        return self._answer()

    def next_deal(self) -> Json:
        """The next deal of the match (once this one is over)."""
        session = self.session
        if session.series is None:
            return self._answer("A deal set up at a position is not part of a match.")
        if not session.over:
            return self._answer("The deal is not over.")
        self._book()
        finished = record.compact(self.deal)
        try:
            session.next_deal()
        except SessionError as exc:
            return self._answer(str(exc))
        return self._went_on(finished)

    def _went_on(self, finished: str) -> Json:
        """The table at its next deal, the one before (``finished``, its
        record) kept for :meth:`resume`; played on to the reader's turn."""
        self._finished.append(finished)
        self.number += 1
        self._new_deal()
        if self.seat is not None and self.others != "strong":
            return self.run(go_on=False)
        return self._answer()

    def _deal_next(self) -> None:
        """The match's next deal at the table (:meth:`resume`, a finished deal replayed)."""
        self.session.next_deal()

    def record(self, format: str | None = None) -> str:
        """The deal as a record file (``python -m playable replay`` reads it),
        with the solver's verdict on every act once each has been judged; or
        in the game's format named ``format`` (Whist's "PBN": a ``ValueError``
        where it cannot carry the deal, :func:`playable.table.record.written`)."""
        deal = self.deal
        if format is not None:
            return record.written(deal, format)
        judged = [i for i in range(len(deal.history)) if i in self._verdicts]
        if deal.history and len(judged) == len(deal.history):
            return record.dumps(deal, analysis=[self._verdicts[i] for i in judged]) + "\n"
        return record.dumps(deal) + "\n"

    def filename(self) -> str:
        if self.position is not None:
            return f"{self.game}-position.json"
        return f"{self.game}-{self.seed}-{self.number}.json"


# --------------------------------------------------------------------------
# The page script's entry point (JSON strings across the Pyodide boundary)

_table: Table | None = None
#: The other ways to open a table, by method, each answering (the table, or
#: None if it could not be opened, and the page's answer): registered by the
#: module that makes such a table (:mod:`playable.table.given`, ``open_file``),
#: which the page's worker imports.
OPENERS: dict[str, Callable[..., tuple[Table | None, Json]]] = {}


#: The page's calls answered by a method of its table, the arguments passed as
#: they come: the call's name and the method's.
TABLE_CALLS = {name: name for name in ("step", "run", "act", "play", "commit", "undo", "resume",
                                       "judge", "best_now", "ponder", "advice", "step_by_step")}
TABLE_CALLS["next"] = "next_deal"


def call(method: str, args_json: str = "[]") -> str:
    """Call the page's table: ``open`` (game, seed, seat, others, position,
    lenient, auto, variant, rules) makes one; ``open_file`` (game, the file's text,
    its name, seed, seat, others, lenient, auto, acts) one that deals the cards of a
    file (:func:`playable.table.given.open_file`); ``state``, ``step``, ``run``, ``act``, ``play``,
    ``commit``, ``undo`` (all the acts: true), ``next``, ``judge`` (from an act, in a slice of
    seconds, 1.5 if none), ``best_now`` (its slice in seconds, if any),
    ``ponder`` (its slice), ``advice``, ``step_by_step`` (on or off) and ``record`` (a
    format's name, if any) act on
    it; ``resume`` (records,
    generator: the state's ``resume``), called
    just after ``open`` with the same arguments, puts it back where it stood
    when the page's engine was lost.  Always answers
    JSON; a mistake of the page's is an error."""
    global _table
    args = json.loads(args_json)
    if not isinstance(args, list):
        raise TypeError("the arguments must be a JSON list")
    if method == "open":
        try:
            _table = Table(*args)
        except SetupError as exc:  # a position (?pos=) no table could reach
            _table = None
            where = "" if exc.field == "(position)" else f"{exc.field}: "  # the text itself
            answer: Json = {"ok": False, "message": f"That position cannot be set up: "
                                                    f"{where}{exc.reason}"}
        else:
            answer = {"ok": True, "state": _table.state()}
    elif method in OPENERS:  # another kind of table (a file's deals)
        table, answer = OPENERS[method](*args)
        _table = table if table is not None else _table
    elif _table is None:
        raise RuntimeError("no table: call 'open' first")
    elif method == "state":
        answer = {"ok": True, "state": _table.state()}
    elif method in TABLE_CALLS:
        answer = getattr(_table, TABLE_CALLS[method])(*args)
    elif method == "record":  # the record, or (its argument) the deal in a format of the game
        try:
            answer = {"ok": True, "record": _table.record(*args), "filename": _table.filename()}
        except ValueError as exc:  # a format that cannot carry the deal: why
            answer = {"ok": False, "message": str(exc)}
    else:
        raise ValueError(f"unknown method {method!r}")
    return json.dumps(answer, ensure_ascii=False)
