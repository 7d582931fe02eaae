"""All-Fours in the terminal: a match against the period player, and the
trick-by-trick account of a recorded deal (``python -m playable replay``).
The match is a :class:`~playable.session.Session` of an All-Fours match; this
module only draws it.

Saving the deals of a match: set the environment variable
``PLAYABLE_RECORD_DIR`` to a directory, and the record of every deal is
written there as ``all-fours-<match seed>-<deal number>.json``; replay one
with ``python -m playable replay FILE``.  Without it, the seed of each deal is
printed so that its cards can be dealt again (``Deal.new(seed, dealer=...)``).
"""

from __future__ import annotations

import random
from typing import TextIO

from playable.allfours import (
    Deal,
    Match,
    Options,
    show,
)
from playable.allfours_irregular import MARKED
from playable.cards import Card, NotationError
from playable.core import Action, ScoreLine
from playable.laws import law as _law
from playable.session import Session
from playable.terminal import Quit, choose, keep_record, say

YOU, THEM = 0, 1


def _who(seat: int) -> str:
    return "you" if seat == YOU else "the period player"


def _deal(session: Session) -> Deal:
    deal = session.deal
    assert isinstance(deal, Deal)
    return deal


def _match(session: Session) -> Match:
    assert session.series is not None
    match = session.series.match
    assert isinstance(match, Match)
    return match


def play_terminal(stdin: TextIO, stdout: TextIO, seed: int | None = None,
                  record_dir: str | None = None, options: Options | None = None,
                  opponent: str | None = None) -> int:
    """Play a match to ten against the period player (or the engine player
    named ``opponent``, as the registry names them: ``"strong"``...); returns 0."""
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000)
    session = Session.sitting(Deal.GAME, seed, humans={YOU}, options=options, players=opponent)
    match = _match(session)
    who = "the period player" if opponent in (None, "period") else f"the {opponent} player"
    say(stdout, f"All-Fours: you (P0) against {who} (P1), first to "
                f"{match.options.target} points. Match seed {seed}.")
    say(stdout, "Type a card (J♥ or JH), a word (stand, beg, take-one, run), the number of a "
                "choice, or 'quit'.")
    say(stdout, f"The cut gives the first deal to {_who(match.dealer)}.")
    number = 0
    try:
        while True:
            number += 1
            _play_deal(session, number, stdin, stdout)
            session.book()
            _report(_deal(session), match, number, seed, record_dir, stdout)
            if match.over:
                break
            session.next_deal()
    except Quit:
        say(stdout, "Match abandoned.")
        return 0
    winner = "You win" if match.winner == YOU else "The period player wins"
    say(stdout, f"{winner} the match, {max(match.scores)} to {min(match.scores)}.")
    return 0


class _Table:
    """What the reader is told after each act: the cards turned up by a run,
    each trick as it is won, the points scored as they are scored."""

    def __init__(self, deal: Deal, stdout: TextIO) -> None:
        self.deal, self.out = deal, stdout
        self.tricks = 0
        self.lines = len(deal.account.lines)
        self.turned = len(deal.turned)

    def after(self, action: Action) -> None:
        deal, out = self.deal, self.out
        if action.kind == "run":
            say(out, "  Turned up: " + ", ".join(str(c) for c in deal.turned[self.turned:])
                + (f" — trumps are now {deal.trump.noun} ({deal.trump})."
                   if not deal.void else "."))
        if len(deal.tricks) > self.tricks:
            self.tricks = len(deal.tricks)
            t = deal.tricks[-1]
            say(out, f"  Trick {self.tricks}: {t.lead} and {t.reply} — "
                     f"{'you win' if t.winner == YOU else 'the period player wins'} it.")
        if not deal.is_over:
            for line in deal.account.lines[self.lines:]:
                say(out, f"  {line.reason}.")
        self.lines = len(deal.account.lines)
        self.turned = len(deal.turned)


def _play_deal(session: Session, number: int, stdin: TextIO, stdout: TextIO) -> None:
    deal = _deal(session)
    say(stdout)
    say(stdout, f"=== Deal {number}: {_who(deal.dealer)} deal"
                f"{'' if deal.dealer == YOU else 's'}; {_who(deal.eldest)} "
                f"{'are' if deal.eldest == YOU else 'is'} eldest hand.")
    say(stdout, f"Turned up: {deal.turn_up} — trumps are {deal.trump.noun} ({deal.trump}).")
    for line in deal.account.lines:
        say(stdout, f"  {line.reason}.")
    table = _Table(deal, stdout)
    while not session.over:
        for note in session.run():
            _say_act(note.action, stdout)
            table.after(note.action)
        if session.humans_turn:
            table.after(_your_turn(session, deal, stdin, stdout))


def _your_turn(session: Session, deal: Deal, stdin: TextIO, stdout: TextIO) -> Action:
    while True:
        say(stdout)
        say(stdout, f"Trumps: {deal.trump}   Your hand: {show(deal.hand(YOU), deal.trump)}")
        if deal.trick:
            say(stdout, f"On the table: the period player led {deal.trick[0][1]}.")
        order = {c: i for i, c in enumerate(deal.hand(YOU))}
        offered = sorted(deal.legal_actions(),
                         key=lambda a: order.get(a.cards[0], 0) if a.cards else 0)
        offered += deal.questions(YOU)
        action = choose(stdin, stdout, offered, prompt=_prompt(deal),
                        refuse=lambda text: _refusal(session, text))
        session.act(action)
        if action.kind == "ask":
            say(stdout, f"  The period player answers: {deal.answers[-1].answer}.")
            continue
        if action.kind != "play":
            say(stdout, f"  You {action.kind.replace('-', ' ')}.")
        return action


def _prompt(deal: Deal) -> str:
    step = {"stand": "Stand or beg? ", "answer": "The period player begs: take one or run? ",
            "discard": "Discard a card: "}
    if deal.legal_plays():
        return "Lead a card: " if not deal.trick else "Play a card: "
    kinds = {a.kind for a in deal.legal_actions()}
    if "stand" in kinds:
        return step["stand"]
    if "run" in kinds:
        return step["answer"]
    if "discard" in kinds:
        return step["discard"]
    return "Your choice: "


def _refusal(session: Session, text: str) -> str | None:
    """Why a typed card is refused, naming the law."""
    try:
        card = Card.parse(text)
    except NotationError:
        return None
    kinds = {a.kind for a in session.deal.legal_actions()}
    kind = "discard" if "discard" in kinds else "play"
    error = session.refusal(Action(kind, YOU, (card,)))
    if error is None:
        return None
    cited = _law(error.law)
    return f"Refused: {error.reason} — {cited.citation} ({cited.title})."


def _say_act(action: Action, stdout: TextIO) -> None:
    words = {"stand": "stands", "beg": "begs", "take-one": "says \"take one\"",
             "run": "runs the cards", "discard": "discards a card", "new-deal": "claims a new deal",
             "let-stand": "lets the deal stand", "draw": "draws a card", "supply": "is supplied"}
    if action.kind == "play":
        say(stdout, f"  The period player plays {action.card}.")
    else:
        say(stdout, f"  The period player {words.get(action.kind, action.kind)}.")


def _report(deal: Deal, match: Match, number: int, seed: int, record_dir: str | None,
            stdout: TextIO) -> None:
    counted = match.counted[-1]
    result = deal.result()
    say(stdout, f"--- End of deal {number}.")
    if result.void:
        say(stdout, f"  No score: {result.void}.")
    else:
        say(stdout, f"  You counted {result.game[YOU]} for game, the period player "
                    f"{result.game[THEM]}.")
        if not result.lines:
            say(stdout, "  No points this deal.")
        for line in result.lines:
            mark = "" if line in counted else "  (not counted: the match was already won)"
            say(stdout, f"  {'You' if line.player == YOU else 'Period player'} "
                        f"+{line.points}: {line.reason} [{_cited(line)}]{mark}")
    say(stdout, f"  Score: you {match.scores[YOU]}, the period player {match.scores[THEM]}.")
    keep_record(deal, record_dir, f"all-fours-{seed}-{number}", stdout, deal.seed)


# --------------------------------------------------------------------------
# The account of a deal


def _cited(line: ScoreLine) -> str:
    return _law(line.law).citation if line.law is not None else line.authority


def describe(deal: Deal) -> str:
    """A deal told act by act and trick by trick, with its score."""
    start = deal.start
    if start is None:
        replay = Deal(deal.pack, dealer=deal.dealer, options=deal.options, seed=deal.seed)
    else:  # a deal set up at a point: told from there
        replay = Deal.setup(**start, options=deal.options)  # type: ignore[arg-type]
    e, d = replay.eldest, replay.dealer
    given = "is dealt" if start is None else "holds"
    out = [f"All-Fours: P{d} deals, P{e} is eldest hand"
           + (f" (seed {deal.seed})" if deal.seed is not None else "")
           + ("" if start is None else f", set up at a point: {len(replay.tricks)} tricks "
              f"played") + ".",
           f"P{e} (eldest) {given}: {show(replay.hand(e), replay.trump)}",
           f"P{d} (dealer) {given}: {show(replay.hand(d), replay.trump)}",
           f"Turned up: {replay.turn_up}; trumps {replay.trump}."]
    out += [f"  {line}" for line in replay.account.lines]
    lines = len(replay.account.lines)
    for action in deal.history:
        turned = len(replay.turned)
        tricks = len(replay.tricks)
        irregular = len(replay.irregularities)
        replay.apply(action)
        out += [f"  Irregular: {i.description} [{i.law}]"
                for i in replay.irregularities[irregular:] if action.kind == "play"]
        if action.kind == "play":
            if len(replay.tricks) > tricks:
                t = replay.tricks[-1]
                out.append(f"Trick {len(replay.tricks)}: {t}")
        elif action.kind == "run":
            new = ", ".join(str(c) for c in replay.turned[turned:])
            out.append(f"P{action.player} runs the cards: turned up {new or 'nothing'}"
                       + ("" if replay.void else f"; trumps {replay.trump}.")
                       + (f" P{e} now holds {show(replay.hand(e), replay.trump)};"
                          f" P{d} holds {show(replay.hand(d), replay.trump)}."
                          if not replay.void else ""))
        elif action.kind == "ask":
            out.append(str(replay.answers[-1]))
        elif action.kind == "discard":
            out.append(f"P{action.player} discards {action.card}.")
        else:
            out.append(_narrate(action, replay))
        for line in replay.account.lines[lines:]:
            out.append(f"  {line}")
        lines = len(replay.account.lines)
    result = replay.result()
    if result.void:
        out.append(f"No score: {result.void}.")
    elif replay.is_over:
        out.append(f"Game counted: P0 {result.game[0]}, P1 {result.game[1]}.")
        out.append(f"Points: P0 {result.points[0]}, P1 {result.points[1]}.")
    else:
        out.append(f"(The record stops here: {replay.phase.value}, P{replay.to_move} to move.)")
    return "\n".join(out)


def _narrate(action: Action, deal: Deal) -> str:
    p = f"P{action.player}"
    cards = " ".join(str(c) for c in action.cards)
    text = {
        "stand": f"{p} stands.",
        "beg": f"{p} begs.",
        "take-one": f"{p} says \"take one\".",
        "expose": f"{p}, dealing, exposes {cards} (law i).",
        "deal-extra": f"{p} deals P{action.value} a card too many (law i).",
        "deal-short": f"{p} deals P{action.value} a card too few (law i).",
        "new-deal": f"{p} claims a new deal (law i).",
        "let-stand": f"{p} lets the deal stand (law i).",
        "draw": f"{p} draws the extra card from the opposing hand (law i).",
        "supply": f"{p}'s hand is made up from the stock.",
        "mark": (f"{p} marks {(action.value or '').strip().capitalize()} at the reckoning "
                 "(law iv)." if (action.value or "").strip().lower() in MARKED
                 else f"{p} marks {action.value} point(s) not due (law iv)."),
    }
    return text.get(action.kind, f"{action}.")
