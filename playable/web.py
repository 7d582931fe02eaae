"""The browser's side of the edition: the engine behind the site's live pages.

The site runs the engine in the reader's browser (Pyodide, loaded when the
reader asks).  The page scripts call two things here, and get JSON back:

* :func:`run_example` runs the code of a law example as the Python prompt
  would (each statement echoed after ``>>>``, the value of an expression
  printed, an error shown as a short traceback) and returns the transcript in
  the form of the doctest on the page, so that an unedited example gives back
  exactly what the page prints.  An error that names a law (every
  :class:`playable.RuleError`) says which, so the page can link to it.
* :class:`Table` is one deal on a "Deal a hand" page: made from a seed, played
  by the engine's players (:data:`PLAYERS`), or with the reader in one seat,
  whose illegal acts are refused with the law they break
  (``deal.why_not(action)``, the law strict play would cite).  Its record is
  :func:`playable.record.dumps`, which ``python -m playable replay`` reads.

Standard library only, like the rest of the engine; nothing here touches the
browser, so the same calls are tested in CPython (``tests/test_browser.py``).
"""

from __future__ import annotations

import ast
import contextlib
import io
import json
import random
import sys
import time
import traceback
from dataclasses import dataclass, field
from typing import Any

from playable import record
from playable.cards import Card
from playable.core import Action, Phase
from playable.errors import RuleError
from playable.laws import GAMES, LAWS
from playable.strategies import RandomPlayer, Strategy

# --------------------------------------------------------------------------
# Law examples, run as at the Python prompt


@dataclass
class Transcript:
    """The transcript of one block of code: text as a doctest shows it, and
    the pieces the page styles (``kind``: ``"in"``, ``"out"``, ``"error"``)."""

    parts: list[tuple[str, str]] = field(default_factory=list)
    errors: int = 0
    laws: list[str] = field(default_factory=list)

    def add(self, kind: str, text: str) -> None:
        if text:
            self.parts.append((kind, text))

    @property
    def text(self) -> str:
        return "".join(text for _, text in self.parts)

    def to_json(self) -> dict[str, Any]:
        return {"text": self.text, "parts": [list(p) for p in self.parts],
                "errors": self.errors, "laws": [law_json(i) for i in self.laws]}


def statements(source: str) -> list[tuple[int, int]]:
    """The source cut into what the prompt would take as one entry each: line
    ranges (first, last; counted from 1) of the top-level statements, where
    statements sharing a line (``a(); b()``) stay together, comment lines go
    with the statement after them, and a compound statement (``for``,
    ``try``...) keeps a blank line after it, the prompt's ``...`` that ends
    it.  Raises ``SyntaxError``."""
    tree = ast.parse(source, "<stdin>", "exec")
    chunks: list[list[int]] = []  # first, last, compound
    for node in tree.body:
        first, last = node.lineno, node.end_lineno or node.lineno
        for deco in getattr(node, "decorator_list", []):
            first = min(first, deco.lineno)
        compound = int(hasattr(node, "body"))
        if chunks and first <= chunks[-1][1]:
            chunks[-1][1] = max(chunks[-1][1], last)
            chunks[-1][2] |= compound
        else:
            chunks.append([first, last, compound])
    lines = source.splitlines()
    out = []
    start = 1
    for i, (first, last, compound) in enumerate(chunks):
        lead = start
        while lead < first and not lines[lead - 1].strip():
            lead += 1
        limit = chunks[i + 1][0] - 1 if i + 1 < len(chunks) else len(lines)
        if compound and last < limit and not lines[last].strip():
            last += 1
        out.append((lead, last))
        start = last + 1
    return out


def _echo(lines: list[str]) -> str:
    shown = []
    for i, line in enumerate(lines):
        shown.append(("... " if i else ">>> ") + line if line.strip() else "...")
    return "\n".join(shown) + "\n"


def _error_text(exc: BaseException) -> str:
    """An error as the prompt shows it, without the engine's own frames:
    the reader's line, then the exception (doctest accepts this form)."""
    frames = traceback.extract_tb(exc.__traceback__)
    mine = [i for i, f in enumerate(frames) if f.filename == "<stdin>"]
    lines = ["Traceback (most recent call last):\n"]
    if mine:
        frame = frames[mine[0]]
        lines.append(f'  File "<stdin>", line {frame.lineno}, in {frame.name}\n')
        if len(frames) > mine[0] + 1:
            lines.append("  ...\n")
    lines += traceback.format_exception_only(type(exc), exc)
    return "".join(lines)


def run_source(source: str, namespace: dict[str, Any], transcript: Transcript) -> None:
    """Run ``source`` statement by statement in ``namespace``, as typed at the
    prompt, adding the echo and the output of each to ``transcript``."""
    try:
        chunks = statements(source)
    except SyntaxError as exc:
        transcript.errors += 1
        transcript.add("error", "".join(traceback.format_exception_only(type(exc), exc)))
        return
    lines = source.splitlines()
    for first, last in chunks:
        entry = lines[first - 1:last]
        transcript.add("in", _echo(entry))
        out = io.StringIO()
        # Leading blank and comment lines keep the line numbers of the source.
        code_text = "\n" * (first - 1) + "\n".join(entry) + "\n"
        try:
            code = compile(code_text, "<stdin>", "single")
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
                exec(code, namespace)  # noqa: S102 - running the reader's code is the point
        except (KeyboardInterrupt, SystemExit) as exc:
            transcript.add("out", out.getvalue())
            transcript.errors += 1
            transcript.add("error", f"{type(exc).__name__} (the page does not stop Python)\n")
            return
        except BaseException as exc:  # noqa: BLE001 - the reader's code may raise anything
            transcript.add("out", out.getvalue())
            transcript.errors += 1
            transcript.add("error", _error_text(exc))
            law_id = getattr(exc, "law", None)
            if isinstance(law_id, str) and law_id in LAWS:
                transcript.laws.append(law_id)
            continue
        transcript.add("out", out.getvalue())


def run_example(blocks: list[str]) -> dict[str, Any]:
    """Run the blocks of one example in order, in one fresh namespace (as the
    doctest of the page does); one transcript per block, and the time taken."""
    namespace: dict[str, Any] = {"__name__": "__main__"}
    started = time.perf_counter()
    results = []
    saved_hook = sys.displayhook
    sys.displayhook = sys.__displayhook__
    try:
        for source in blocks:
            transcript = Transcript()
            run_source(source, namespace, transcript)
            results.append(transcript.to_json())
    finally:
        sys.displayhook = saved_hook
    return {"blocks": results, "ms": round((time.perf_counter() - started) * 1000, 1)}


def run_example_json(blocks_json: str) -> str:
    """:func:`run_example` for the page script: JSON in, JSON out."""
    return json.dumps(run_example(list(json.loads(blocks_json))), ensure_ascii=False)


# --------------------------------------------------------------------------
# Cards, laws and acts as JSON


def card_json(card: Card) -> dict[str, Any]:
    return {"text": str(card), "rank": card.rank.symbol, "symbol": card.suit.value,
            "suit": card.suit.noun, "name": card.name, "red": card.suit.is_red}


def law_json(law_id: str) -> dict[str, str]:
    """Where a law is on the site: its game page and anchor, and its citation."""
    law = LAWS[law_id]
    return {"id": law.id, "game": law.game, "anchor": law.anchor,
            "citation": law.citation, "title": law.title}


def refusal_json(error: RuleError) -> dict[str, Any]:
    return {"reason": error.reason, "message": str(error), "law": law_json(error.law)}


def _label(action: Action) -> str:
    words = [action.kind.replace("-", " ")] + [str(c) for c in action.cards]
    if action.value is not None:
        words.append(action.value)
    return " ".join(words)


# --------------------------------------------------------------------------
# A deal at the table


def _period_player(game: str) -> Strategy:
    if game == "all-fours":
        from playable.allfours_players import PeriodPlayer
        return PeriodPlayer()
    if game == "quadrille":
        from playable.quadrille_players import SensiblePlayer
        return SensiblePlayer()
    from playable.bezique_players import CautiousPlayer
    return CautiousPlayer()


#: The engine's players a page can choose for the seats it plays.
PLAYERS: dict[str, str] = {
    "period": "the period player of the game (the maxims, Hoyle's advice, the cautions)",
    "random": "a player who chooses at random among the lawful acts",
}


class Table:
    """One deal of ``game`` from ``seed``; ``seat`` is the reader's seat
    (``None``: the engine plays every seat, and the reader steps through).

    The engine's players use ``random.Random(seed)``, so a seed gives the same
    deal and, when the engine plays every seat, the same play."""

    def __init__(self, game: str, seed: int, seat: int | None = None,
                 others: str = "period") -> None:
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}")
        if others not in PLAYERS:
            raise ValueError(f"unknown player {others!r}; choose from {', '.join(PLAYERS)}")
        self.game = game
        self.module = record.game_module(game)
        self.deal: Any = self.module.Deal.new(seed)
        self.seats = int(self.module.players(self.deal.options))
        if seat is not None and not 0 <= seat < self.seats:
            raise ValueError(f"seat must be 0-{self.seats - 1}, not {seat}")
        self.seed = seed
        self.seat = seat
        self.others = others
        self.rng = random.Random(seed)
        player = RandomPlayer() if others == "random" else _period_player(game)
        self.players: list[Strategy] = [player] * self.seats
        #: Why the engine's players chose what they did, where they say (the
        #: All-Fours period player cites the maxim it follows), by act.
        self.notes: list[dict[str, Any] | None] = []

    # -- what the page shows ------------------------------------------------

    def _labels(self) -> list[str]:
        deal = self.deal
        eldest = getattr(deal, "eldest", (deal.dealer + 1) % self.seats)
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

    def _human_turn(self) -> bool:
        return self.seat is not None and not self.deal.is_over and self.deal.to_move == self.seat

    def state(self) -> dict[str, Any]:
        deal = self.deal
        over = bool(deal.is_over)
        to_move = None if over else deal.to_move
        yours = self._human_turn()
        legal = deal.legal_actions() if not over else []
        plays = {(a.cards[0], a.value) for a in legal if a.kind == "play" and a.cards}
        view = deal.view(0)
        seats = []
        for s, label in enumerate(self._labels()):
            hidden = self.seat is not None and s != self.seat and not over
            hand = list(deal.hand(s))
            table = list(deal.table(s)) if hasattr(deal, "table") else []
            seats.append({
                "seat": s, "label": label, "hidden": hidden, "count": len(hand),
                "to_move": s == to_move,
                "hand": [dict(card_json(c), legal=s == to_move and (c, None) in plays)
                         for c in hand],
                "table": [dict(card_json(c), legal=s == to_move and (c, "table") in plays)
                          for c in table],
            })
        trump = getattr(view, "trump", None)
        turn_up = getattr(deal, "turn_up", None)
        actions = []
        for i, a in enumerate(legal):
            if a.kind != "play" and (yours or self.seat is None):
                actions.append({"index": i, "label": _label(a), "kind": a.kind})
        history = [str(a) for a in deal.history]
        return {
            "game": self.game, "title": GAMES[self.game], "seed": self.seed, "seat": self.seat,
            "others": self.others, "players": self.seats, "phase": deal.phase.value,
            "over": over, "to_move": to_move, "your_turn": yours,
            "trump": card_json_suit(trump), "turn_up": card_json(turn_up) if turn_up else None,
            "seats": seats,
            "trick": [{"seat": s, "card": card_json(c)} for s, c in view.trick],
            "last_trick": _last_trick(deal) if not view.trick else None,
            "tricks": len(deal.tricks),
            "actions": actions if yours else [],
            "engine_actions": actions if self.seat is None else [],
            "history": history,
            "last": history[-1] if history else None,
            "note": self.notes[-1] if len(self.notes) == len(history) and self.notes else None,
            "account": [str(line) for line in _account_lines(deal)],
            "describe": self.module.describe(deal),
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
        if self._human_turn():
            return f"Your turn ({who}) {phase}."
        return f"{who} {phase}."

    # -- acts ---------------------------------------------------------------

    def _apply(self, action: Action) -> dict[str, Any]:
        refused = self.deal.why_not(action)
        if refused is not None:
            return {"ok": False, "refused": refusal_json(refused), "state": self.state()}
        try:
            self.deal.apply(action)
        except RuleError as exc:
            return {"ok": False, "refused": refusal_json(exc), "state": self.state()}
        return {"ok": True, "state": self.state()}

    def step(self) -> dict[str, Any]:
        """One act by the engine's player for the seat to move."""
        deal = self.deal
        if deal.is_over:
            return {"ok": False, "message": "The deal is over.", "state": self.state()}
        if self._human_turn():
            return {"ok": False, "message": "It is your turn.", "state": self.state()}
        seat = deal.to_move
        player = self.players[seat]
        view, legal = deal.view(seat), deal.legal_actions()
        advise = getattr(player, "advise", None)
        note: dict[str, Any] | None = None
        if advise is not None:
            advice = advise(view, legal, self.rng)
            action = advice.action
            note = {"text": f"P{seat} {_label(action)}: {advice.reason}",
                    "law": law_json(advice.law) if advice.law else None}
        else:
            action = player.choose(view, legal, self.rng)
        del self.notes[len(deal.history):]
        self.notes += [None] * (len(deal.history) - len(self.notes)) + [note]
        return self._apply(action)

    def run(self) -> dict[str, Any]:
        """Engine acts until the reader's turn or the end of the deal."""
        result = {"ok": True, "state": self.state()}
        for _ in range(2000):
            if self.deal.is_over or self._human_turn():
                break
            result = self.step()
            if not result["ok"]:
                break
        return result

    def act(self, index: int) -> dict[str, Any]:
        """The reader chooses one of the acts the state lists (by its index)."""
        legal = self.deal.legal_actions()
        if not 0 <= index < len(legal):
            return {"ok": False, "message": "That act is no longer open.", "state": self.state()}
        return self._apply(legal[index])

    def play(self, card: str, from_table: bool = False) -> dict[str, Any]:
        """The reader plays ``card`` from his seat; an unlawful play is refused
        with the law it breaks."""
        if self.seat is None:
            return {"ok": False, "message": "Take a seat to play.", "state": self.state()}
        action = Action("play", self.seat, (Card.parse(card),), "table" if from_table else None)
        return self._apply(action)

    def undo(self) -> dict[str, Any]:
        """Take back the last act (the reader's seat: back to his last turn)."""
        history = list(self.deal.history)
        if not history:
            return {"ok": False, "message": "Nothing to take back.", "state": self.state()}
        history.pop()
        if self.seat is not None:
            while history and history[-1].player != self.seat:
                history.pop()
            if history:
                history.pop()
        deal = self.module.Deal.new(self.seed)
        for action in history:
            deal.apply(action)
        self.deal = deal
        del self.notes[len(history):]
        if self.seat is not None:
            return self.run()
        return {"ok": True, "state": self.state()}

    def record(self) -> str:
        """The deal as a record file (``python -m playable replay`` reads it)."""
        return record.dumps(self.deal) + "\n"


def card_json_suit(suit: Any) -> dict[str, Any] | None:
    if suit is None:
        return None
    return {"symbol": suit.value, "suit": suit.noun, "red": suit.is_red}


def _last_trick(deal: Any) -> dict[str, Any] | None:
    if not deal.tricks:
        return None
    trick = deal.tricks[-1]
    cards = getattr(trick, "cards", None)
    if cards is None:  # All-Fours: a lead and a reply
        cards = ((trick.leader, trick.lead), (1 - trick.leader, trick.reply))
    return {"cards": [{"seat": s, "card": card_json(c)} for s, c in cards],
            "winner": trick.winner}


def _account_lines(deal: Any) -> list[Any]:
    account = getattr(deal, "account", None)
    if account is not None:
        return list(account.lines)
    try:
        result = deal.result()
    except (ValueError, RuntimeError):
        return []
    return list(getattr(result, "lines", []))


# --------------------------------------------------------------------------
# The page script's entry points (JSON strings across the Pyodide boundary)

_table: Table | None = None


def call(method: str, args_json: str = "[]") -> str:
    """Call the page's table: ``open`` (game, seed, seat, others) makes one;
    ``state``, ``step``, ``run``, ``act``, ``play``, ``undo`` and ``record``
    act on it.  Always answers JSON; a mistake of the page's is an error."""
    global _table
    args = json.loads(args_json)
    if method == "open":
        _table = Table(*args)
        answer: Any = {"ok": True, "state": _table.state()}
    elif _table is None:
        raise RuntimeError("no table: call 'open' first")
    elif method == "state":
        answer = {"ok": True, "state": _table.state()}
    elif method in ("step", "run", "act", "play", "undo"):
        answer = getattr(_table, method)(*args)
    elif method == "record":
        answer = {"ok": True, "record": _table.record(),
                  "filename": f"{_table.game}-seed-{_table.seed}.json"}
    else:
        raise ValueError(f"unknown method {method!r}")
    return json.dumps(answer, ensure_ascii=False)
