"""Bezique in the terminal, and a deal told act by act for replay.

``python -m playable play bezique`` plays a two-handed game of 1,000 against
the cautious player (:mod:`playable.bezique_players`); ``python -m playable
replay RECORD.json`` prints :func:`describe` of a recorded deal.  The game is
a :class:`~playable.session.Session` of a Bezique match; this module only
draws it.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TextIO

from playable.bezique import KEY, KINDS, Deal, Match
from playable.cards import Card, show
from playable.core import Action
from playable.law_ids import BeziqueLaws
from playable.laws import law
from playable.session import Session
from playable.terminal import Quit, ask, keep_record, say


def _law_short(law_id: str) -> str:
    return law(law_id).citation


def describe(deal: Deal) -> str:
    """The deal from its first card to its account, replayed from its record:
    the hands dealt, every trick, declaration, exchange, draw and forfeit."""
    start = deal.start
    if start is not None:  # a deal set up at a point: told from there
        replay = Deal.setup(**start, options=deal.options)
    else:
        replay = Deal(deal.pack, dealer=deal.dealer, options=deal.options, seed=deal.seed)
    n = replay.n
    out = [(f"Bezique, {n} players ({replay.options.packs} packs), P{replay.dealer} deals; "
            f"trumps {replay.trump.noun}"
            + (f" (turned up: {replay.turn_up})." if replay.turn_up else "."))]
    if start is not None:
        out.append(f"Set up after {len(replay.tricks)} tricks, the stock {replay.stock_size}.")
    for i in range(n):
        p = (replay.dealer + 1 + i) % n
        out.append(f"P{p} {'holds' if start is not None else 'is dealt'} "
                   f"{show(replay.held(p) if start is not None else replay.hand(p))}")
    seen_lines = 0
    for line in replay.account.lines:
        out.append(f"  {line}")
        seen_lines += 1
    seen_tricks = len(replay.tricks)  # those before a setup are not told
    last_eight = replay.last_eight
    for action in deal.history:
        before = [Counter(replay.held(p)) for p in range(n)]
        replay.apply(action)
        if action.kind == "draw":
            draws = []
            for i in range(n):
                p = (action.player + i) % n
                got = sorted((Counter(replay.held(p)) - before[p]).elements(), key=KEY.__getitem__)
                if got or p == action.player:
                    draws.append(f"P{p} draws {show(got) or 'nothing'}")
            out.append("  " + ", ".join(draws))
        elif action.kind == "declare":
            out.append(f"  P{action.player} declares {action.value}: {show(action.cards)}")
        elif action.kind == "exchange":
            out.append(f"  P{action.player} exchanges the seven of trumps for the turn-up")
        elif action.kind == "announce":
            out.append(f"  P{action.player} announces {action.value}: {show(action.cards)}, "
                       "to score after a later trick")
        elif action.kind == "call":
            out.append(f"  P{action.player} calls for the faced {show(action.cards)}")
        elif action.kind == "return":
            out.append(f"  P{action.player} sends {show(action.cards)} back into the pack, "
                       "towards the middle")
        for trick in replay.tricks[seen_tricks:]:
            out.append(f"Trick {trick.number}: "
                       + ", ".join(f"P{p} {c}" for p, c in trick.cards)
                       + f" — P{trick.winner} wins")
            seen_tricks += 1
        for line in replay.account.lines[seen_lines:]:
            out.append(f"  {line}")
            seen_lines += 1
        for irr in replay.irregularities:
            if irr.at == len(replay.history) - 1 and irr.law == BeziqueLaws.S126_V:
                out.append(f"  P{irr.player} {irr.description} [{irr.law}]")
        if replay.last_eight and not last_eight:
            last_eight = True
            out.append("The stock is exhausted: the last eight tricks, following suit.")
    result = replay.result()
    state = "Result" if result.complete else "So far"
    out.append(f"{state}: " + ", ".join(f"P{p} {s}" for p, s in enumerate(result.scores))
               + "; tricks " + ", ".join(f"P{p} {t}" for p, t in enumerate(result.tricks)))
    return "\n".join(out)


def _explain(session: Session, action: Action) -> str | None:
    """Why the laws would refuse ``action`` (tried on a strict copy)."""
    exc = session.refusal(action)
    return None if exc is None else f"{exc.reason} ({_law_short(exc.law)})"


def _show_state(deal: Deal, out: TextIO, you: int, match: Match) -> None:
    totals = match.totals()
    scores = deal.scores()
    say(out)
    say(out, f"Trumps: {deal.trump.noun} {deal.trump}"
        + (f" (turn-up {deal.turn_up})" if deal.turn_up else "")
        + f"   stock: {deal.stock_size}"
        + ("   — the last eight tricks: follow suit and win if able" if deal.last_eight
           else ""))
    say(out, f"Score this deal: you {scores[you]}, cautious player {scores[1 - you]}"
        f"   (game: you {totals[you]}, cautious {totals[1 - you]}, "
        f"to {match.options.game})")
    table = deal.table(1 - you)
    if table:
        say(out, f"Cautious player's declared cards: {show(table)}")
    say(out, f"Your hand: {show(deal.hand(you))}")
    mine = deal.table(you)
    if mine:
        say(out, f"Your declared cards (playable from the table): {show(mine)}")
    trick = deal.current_trick
    if trick:
        say(out, "Trick: " + ", ".join(("you" if p == you else "cautious") + f" {c}"
                                      for p, c in trick))


def _label(action: Action) -> str:
    if action.kind == "declare":
        kind = KINDS.get(action.value or "")
        return f"declare {action.value} {show(action.cards)} ({kind.points if kind else 10})"
    if action.kind == "announce":
        return f"announce {action.value} {show(action.cards)} (to score after a later trick)"
    if action.kind == "exchange":
        return f"exchange the seven of trumps {show(action.cards)} for the turn-up (10)"
    if action.kind == "draw":
        return "draw (no declaration)"
    return show(action.cards) + (" (from the table)" if action.value else "")


def _deal(session: Session) -> Deal:
    deal = session.deal
    assert isinstance(deal, Deal)
    return deal


class _Table:
    """What the reader is told after each act: the tricks won, the cards he
    draws, the points scored."""

    def __init__(self, deal: Deal, out: TextIO, you: int) -> None:
        self.deal, self.out, self.you = deal, out, you
        self.lines = len(deal.account.lines)
        self.tricks = len(deal.tricks)
        self.held = Counter(deal.held(you))

    def after(self, action: Action) -> None:
        deal, out, you = self.deal, self.out, self.you
        for trick in deal.tricks[self.tricks:]:
            say(out, "  " + ", ".join(("you" if p == you else "cautious") + f" {c}"
                                      for p, c in trick.cards)
                + f" — {'you win' if trick.winner == you else 'the cautious player wins'}"
                + " the trick.")
        if action.kind == "draw":
            got = sorted((Counter(deal.held(you)) - self.held).elements(), key=KEY.__getitem__)
            if got:
                say(out, f"You draw {show(got)}.")
            if deal.last_eight:
                say(out, "The stock is exhausted: take up your declared cards for "
                         "the last eight tricks.")
        for line in deal.account.lines[self.lines:]:
            say(out, f"  {line}")
        self.lines = len(deal.account.lines)
        self.tricks = len(deal.tricks)
        self.held = Counter(deal.held(you))


def play_terminal(stdin: TextIO, stdout: TextIO, seed: int | None = None,
                  record_dir: str | None = None, opponent: str | None = None) -> int:
    """A game of 1,000 against the cautious player (or the engine player
    named ``opponent``).  You are P0.  With ``record_dir`` each finished deal
    is saved there as a record."""
    if seed is None:
        seed = random.SystemRandom().randrange(10 ** 6)
    say(stdout, f"Bezique, two-handed, a game of 1,000 (seed {seed}). You are P0; "
                "type a card (QS, 10H), a number, or 'quit'.")
    you = 0
    session = Session.sitting(Deal.GAME, seed, humans={you}, players=opponent)
    assert session.series is not None
    match = session.series.match
    assert isinstance(match, Match)
    try:
        while True:
            deal = _deal(session)
            say(stdout, f"\n=== Deal {len(match.deals)}: "
                        f"{'you deal' if deal.dealer == you else 'the cautious player deals'} ===")
            for line in deal.account.lines:
                say(stdout, f"  {line}")
            table = _Table(deal, stdout, you)
            while not session.over:
                for note in session.run():
                    action = note.action
                    if action.kind == "declare":
                        say(stdout, f"The cautious player declares {action.value}: "
                                    f"{show(action.cards)}")
                    elif action.kind == "exchange":
                        say(stdout, "The cautious player exchanges the seven of trumps.")
                    elif action.kind == "play" and deal.current_trick:
                        say(stdout, f"The cautious player plays {show(action.cards)}.")
                    table.after(action)
                if not session.humans_turn:
                    continue
                legal = deal.legal_actions()
                if len(legal) == 1 and legal[0].kind == "draw":
                    action = legal[0]
                else:
                    _show_state(deal, stdout, you, match)
                    action = _choose(stdin, stdout, session, legal, you)
                session.act(action)
                table.after(action)
            session.book()
            keep_record(deal, record_dir, f"bezique-{seed}-{len(match.deals)}", stdout)
            totals = match.totals()
            say(stdout, f"End of the deal. Game: you {totals[you]}, "
                        f"cautious player {totals[1 - you]}.")
            if match.is_over:
                break
            session.next_deal()
        say(stdout, "You win the game!" if match.winner == you
            else "The cautious player wins the game.")
    except Quit:
        say(stdout, "Goodbye.")
    return 0


def _choose(stdin: TextIO, out: TextIO, session: Session, legal: list[Action],
            you: int) -> Action:
    """Offer the acts open, numbered; read a number or a card.  A card the
    laws refuse is answered with the law."""
    while True:
        say(out, "Your choices: " + "   ".join(f"[{i}] {_label(a)}"
                                              for i, a in enumerate(legal, 1)))
        text = ask(stdin, out, "Your choice: ")
        if text.isdigit() and 1 <= int(text) <= len(legal):
            return legal[int(text) - 1]
        try:
            card = Card.parse(text)
        except ValueError:
            say(out, f"{text!r} is not one of the choices: type its number, a card, or 'quit'.")
            continue
        plays = [a for a in legal if a.kind == "play" and a.cards == (card,)]
        if plays:
            return plays[0]
        reason = _explain(session, Action("play", you, (card,)))
        say(out, reason or f"{card} is not one of your choices now.")
