"""The engine's side of the "Deal a hand" pages: a deal at the table, as JSON.

The site runs the engine in the reader's browser (Pyodide, loaded when the
reader asks).  A Deal page's script (``docs/js/deal.js``) calls :func:`call`
here and gets JSON back: :class:`Table` is one deal of a registered game
(:mod:`playable.games`) made from a seed, a :class:`~playable.session.Session`
that the engine's players (:data:`PLAYERS`) play, with the reader in one seat
or watching.  The session steps the players, stops at the reader's turn,
refuses an unlawful act with the law it breaks, and takes back; this module
only draws it.  Its record is :func:`playable.record.dumps`, which ``python
-m playable replay`` reads.

The law examples' Run button is not the engine's business: its console is
``tablerun``, beside this package in the same wheel.

Standard library only, like the rest of the engine; nothing here touches the
browser, so the same calls are tested in CPython (``tests/test_browser.py``).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from playable import record
from playable.cards import Card, Suit
from playable.core import Action, Phase, ScoreLine
from playable.errors import RuleError, SetupError
from playable.games import GAMES, TableDeal
from playable.laws import LAWS
from playable.session import Session, SessionError

Json = dict[str, object]

# --------------------------------------------------------------------------
# Cards, laws and acts as JSON


def card_json(card: Card) -> Json:
    return {"text": str(card), "rank": card.rank.symbol, "symbol": card.suit.value,
            "suit": card.suit.noun, "name": card.name, "red": card.suit.is_red}


def suit_json(suit: Suit | None) -> Json | None:
    if suit is None:
        return None
    return {"symbol": suit.value, "suit": suit.noun, "red": suit.is_red}


def law_json(law_id: str) -> dict[str, str]:
    """Where a law is on the site: its game page and anchor, and its citation."""
    law = LAWS[law_id]
    return {"id": law.id, "game": law.game, "anchor": law.anchor,
            "citation": law.citation, "title": law.title}


def refusal_json(error: RuleError) -> Json:
    return {"reason": error.reason, "message": str(error), "law": law_json(error.law)}


def _label(action: Action) -> str:
    words = [action.kind.replace("-", " ")] + [str(c) for c in action.cards]
    if action.value is not None:
        words.append(action.value)
    return " ".join(words)


# --------------------------------------------------------------------------
# What the board draws beyond DealLike, where a game has it


@runtime_checkable
class HasEldest(Protocol):
    @property
    def eldest(self) -> int: ...


@runtime_checkable
class HasTurnUp(Protocol):
    @property
    def turn_up(self) -> Card | None: ...


@runtime_checkable
class DeclaresOnTable(Protocol):
    """Bezique: the cards declared lie on the table, played from there."""

    def table(self, seat: int, /) -> Sequence[Card]: ...


@runtime_checkable
class HasTricks(Protocol):
    @property
    def tricks(self) -> Sequence[object]: ...


@runtime_checkable
class TrickView(Protocol):
    """A seat's view with the trick on the table and the trump suit."""

    @property
    def trick(self) -> Sequence[tuple[int, Card]]: ...

    @property
    def trump(self) -> Suit | None: ...


@runtime_checkable
class CardsTrick(Protocol):
    """A trick as its cards in the order played (Quadrille, Bezique)."""

    @property
    def cards(self) -> Sequence[tuple[int, Card]]: ...

    @property
    def winner(self) -> int: ...


@runtime_checkable
class LeadReplyTrick(Protocol):
    """A trick of two cards, a lead and a reply (All-Fours)."""

    @property
    def leader(self) -> int: ...

    @property
    def lead(self) -> Card: ...

    @property
    def reply(self) -> Card: ...

    @property
    def winner(self) -> int: ...


def _tricks(deal: TableDeal) -> Sequence[object]:
    return deal.tricks if isinstance(deal, HasTricks) else ()


def _last_trick(deal: TableDeal) -> Json | None:
    tricks = _tricks(deal)
    if not tricks:
        return None
    trick = tricks[-1]
    if isinstance(trick, CardsTrick):
        cards: Sequence[tuple[int, Card]] = trick.cards
    elif isinstance(trick, LeadReplyTrick):
        cards = ((trick.leader, trick.lead), (1 - trick.leader, trick.reply))
    else:
        return None
    return {"cards": [{"seat": s, "card": card_json(c)} for s, c in cards],
            "winner": trick.winner}


def _account_lines(deal: TableDeal) -> list[ScoreLine]:
    return list(deal.account.lines)


# --------------------------------------------------------------------------
# A deal at the table


#: The engine's players a page can choose for the seats it plays (the
#: registry's players of every game).
PLAYERS: dict[str, str] = {
    "period": "the period player of the game (the maxims, Hoyle's advice, the cautions)",
    "random": "a player who chooses at random among the lawful acts",
    "strong": "the strong player: Perfect-Information Monte Carlo (playable.pimc)",
}


class Table:
    """One deal of ``game`` from ``seed``; ``seat`` is the reader's seat
    (``None``: the engine plays every seat, and the reader steps through).

    The engine's players use ``random.Random(seed)``, so a seed gives the same
    deal and, when the engine plays every seat, the same play."""

    def __init__(self, game: str, seed: int, seat: int | None = None,
                 others: str = "period", position: str | None = None) -> None:
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}")
        if others not in PLAYERS:
            raise ValueError(f"unknown player {others!r}; choose from {', '.join(PLAYERS)}")
        self.game = game
        self.entry = GAMES[game]
        self.seats = self.entry.seats()
        if seat is not None and not 0 <= seat < self.seats:
            raise ValueError(f"seat must be 0-{self.seats - 1}, not {seat}")
        self.seed = seed
        self.seat = seat
        self.others = others
        #: The position the deal was set up at (``?pos=``), or None: dealt from the seed.
        self.position = position
        humans = () if seat is None else (seat,)
        if position is None:
            self.session = Session.new(game, seed, humans=humans, players=others)
        else:
            self.session = Session.at_position(game, position, seed, humans=humans,
                                               players=others)

    @property
    def deal(self) -> TableDeal:
        return self.session.deal

    # -- what the page shows ------------------------------------------------

    def _labels(self) -> list[str]:
        deal = self.deal
        eldest = deal.eldest if isinstance(deal, HasEldest) else (deal.dealer + 1) % self.seats
        labels = []
        for s in range(self.seats):
            roles = []
            if s == deal.dealer:
                roles.append("dealer")
            if s == eldest and self.seats > 1:
                roles.append("eldest hand")
            if s == self.seat:
                roles.append("you")
            labels.append(f"P{s}" + (f" ({', '.join(roles)})" if roles else ""))
        return labels

    def state(self) -> Json:
        session, deal = self.session, self.deal
        over = session.over
        to_move = session.to_move
        yours = session.humans_turn
        legal = deal.legal_actions() if not over else []
        plays = {(a.cards[0], a.value) for a in legal if a.kind == "play" and a.cards}
        view = deal.view(0)
        trick_view = view if isinstance(view, TrickView) else None
        seats = []
        for s, label in enumerate(self._labels()):
            hidden = self.seat is not None and s != self.seat and not over
            hand = list(deal.hand(s))
            table = list(deal.table(s)) if isinstance(deal, DeclaresOnTable) else []
            seats.append({
                "seat": s, "label": label, "hidden": hidden, "count": len(hand),
                "to_move": s == to_move,
                "hand": [dict(card_json(c), legal=s == to_move and (c, None) in plays)
                         for c in hand],
                "table": [dict(card_json(c), legal=s == to_move and (c, "table") in plays)
                          for c in table],
            })
        trick = trick_view.trick if trick_view is not None else ()
        turn_up = deal.turn_up if isinstance(deal, HasTurnUp) else None
        actions = []
        for i, a in enumerate(legal):
            if a.kind != "play" and (yours or self.seat is None):
                actions.append({"index": i, "label": _label(a), "kind": a.kind})
        history = [str(a) for a in deal.history]
        note = session.last_note
        return {
            "game": self.game, "title": self.entry.title, "seed": self.seed, "seat": self.seat,
            "others": self.others, "players": self.seats, "phase": deal.phase.value,
            "over": over, "to_move": to_move, "your_turn": yours,
            "trump": suit_json(trick_view.trump if trick_view is not None else None),
            "turn_up": card_json(turn_up) if turn_up else None,
            "seats": seats,
            "trick": [{"seat": s, "card": card_json(c)} for s, c in trick],
            "last_trick": _last_trick(deal) if not trick else None,
            "tricks": len(_tricks(deal)),
            "actions": actions if yours else [],
            "engine_actions": actions if self.seat is None else [],
            "history": history,
            "last": history[-1] if history else None,
            "note": ({"text": f"P{note.seat} {_label(note.action)}: {note.reason}",
                      "law": law_json(note.law) if note.law else None}
                     if note is not None and note.reason else None),
            "account": [str(line) for line in _account_lines(deal)],
            "describe": self.entry.describe(deal),
            "result": str(deal.result()) if over else None,
            "status": self._status(),
        }

    def _status(self) -> str:
        deal = self.deal
        if deal.is_over:
            return "The deal is over."
        who = f"P{deal.to_move}"
        phase = {Phase.DEAL: "to deal", Phase.BIDDING: "to speak", Phase.PLAY: "to play",
                 Phase.SCORING: "to settle"}.get(deal.phase, "to act")
        if self.session.humans_turn:
            return f"Your turn ({who}) {phase}."
        return f"{who} {phase}."

    # -- acts ---------------------------------------------------------------

    def _answer(self, message: str | None = None) -> Json:
        if message is not None:
            return {"ok": False, "message": message, "state": self.state()}
        return {"ok": True, "state": self.state()}

    def _attempt(self, action: Action) -> Json:
        try:
            refused = self.session.attempt(action)
        except SessionError as exc:
            return self._answer(str(exc))
        if refused is not None:
            return {"ok": False, "refused": refusal_json(refused), "state": self.state()}
        return self._answer()

    def step(self) -> Json:
        """One act by the engine's player for the seat to move."""
        if self.session.over:
            return self._answer("The deal is over.")
        if self.session.humans_turn:
            return self._answer("It is your turn.")
        self.session.step()
        return self._answer()

    def run(self) -> Json:
        """Engine acts until the reader's turn or the end of the deal."""
        self.session.play_on()
        return self._answer()

    def act(self, index: int) -> Json:
        """The reader chooses one of the acts the state lists (by its index)."""
        legal = self.deal.legal_actions()
        if not 0 <= index < len(legal):
            return self._answer("That act is no longer open.")
        return self._attempt(legal[index])

    def play(self, card: str, from_table: bool = False) -> Json:
        """The reader plays ``card`` from his seat; an unlawful play is refused
        with the law it breaks."""
        if self.seat is None:
            return self._answer("Take a seat to play.")
        action = Action("play", self.seat, (Card.parse(card),), "table" if from_table else None)
        return self._attempt(action)

    def undo(self) -> Json:
        """Take back the last act (the reader's seat: back to his last turn)."""
        if not self.session.take_back():
            return self._answer("Nothing to take back.")
        if self.seat is not None:
            return self.run()
        return self._answer()

    def record(self) -> str:
        """The deal as a record file (``python -m playable replay`` reads it)."""
        return record.dumps(self.deal) + "\n"


# --------------------------------------------------------------------------
# The page script's entry point (JSON strings across the Pyodide boundary)

_table: Table | None = None


def call(method: str, args_json: str = "[]") -> str:
    """Call the page's table: ``open`` (game, seed, seat, others) makes one;
    ``state``, ``step``, ``run``, ``act``, ``play``, ``undo`` and ``record``
    act on it.  Always answers JSON; a mistake of the page's is an error."""
    global _table
    args = json.loads(args_json)
    if not isinstance(args, list):
        raise TypeError("the arguments must be a JSON list")
    if method == "open":
        try:
            _table = Table(*args)
        except SetupError as exc:  # a position (?pos=) no table could reach
            _table = None
            answer: Json = {"ok": False, "message": f"That position cannot be set up: "
                                                    f"{exc.field}: {exc.reason}"}
        else:
            answer = {"ok": True, "state": _table.state()}
    elif _table is None:
        raise RuntimeError("no table: call 'open' first")
    elif method == "state":
        answer = {"ok": True, "state": _table.state()}
    elif method == "step":
        answer = _table.step()
    elif method == "run":
        answer = _table.run()
    elif method == "act":
        answer = _table.act(*args)
    elif method == "play":
        answer = _table.play(*args)
    elif method == "undo":
        answer = _table.undo()
    elif method == "record":
        name = "position" if _table.position is not None else f"seed-{_table.seed}"
        answer = {"ok": True, "record": _table.record(),
                  "filename": f"{_table.game}-{name}.json"}
    else:
        raise ValueError(f"unknown method {method!r}")
    return json.dumps(answer, ensure_ascii=False)
