"""Bezique in the table's words (:mod:`playable.table.words`): the table in
view (the stock, the declared cards), the verdict of a deal, its prompts, the
rule of play (126 v in the last eight tricks) and how its declarations, calls
and returns are said."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from playable.bezique.deal import KEY, Deal
from playable.bezique.irregular import overdrawer
from playable.engine.cards import Suit, face_down, show
from playable.engine.core import Action
from playable.engine.words import GameWords, Speaker, cards_text, cite, compass
from playable.laws import law
from playable.laws.ids import BeziqueLaws


class BeziqueWords(GameWords):
    """The words of a Bezique table."""

    period_advice = "the cautions of ¶127"
    match_word = "game"

    examples = "declare four kings, exchange, draw"
    meanings: ClassVar[Mapping[str, str]] = {
        "call": "call for a faced card: its holder must play it when next to play",
        "declare": "declare cards from your hand for points (they lie on the table)",
        "announce": "announce a declaration to score after a later trick",
        "exchange": "exchange the seven of trumps for the turn-up (10 points)",
        "draw": "draw from the stock (no declaration)",
        "return": "send the card overdrawn back into the stock",
    }
    from_hand = frozenset({"play", "declare", "announce", "exchange"})
    acts: ClassVar[Mapping[str, tuple[str, str]]] = {"draw": ("draw", "draws")}
    solver_takes = ("Bezique's last eight tricks only: before them the order of the stock, "
                    "which nobody knows, decides too much")

    def table(self, words: Speaker, deal: Any, match: Any) -> list[str]:
        lines = [f"Trumps: {deal.trump.noun} {deal.trump}"
                 + (f" (turned up: {deal.turn_up})" if deal.turn_up else "")
                 + f". Stock: {deal.stock_size} cards."
                 + (" The last eight tricks: follow suit and win if you can."
                    if deal.last_eight else "")]
        lines.append(f"Points this deal: {words.scores(deal.scores())}.")
        if match is not None:
            lines.append(f"The game: {words.scores(match.totals())} — first to "
                         f"{match.options.game:,}.")
        for s in range(words.seats):
            if s != words.you and deal.table(s):
                lines.append(f"{words.name(s, True)}'s declared cards: {show(deal.table(s))}")
        if words.you < 0:
            return lines
        lines.append(f"Your hand: {show(deal.hand(words.you))}")
        if deal.table(words.you):
            lines.append(f"Your declared cards (you may play them): {show(deal.table(words.you))}")
        return lines + self._faced(words, deal)

    @staticmethod
    def _faced(words: Speaker, deal: Any) -> list[str]:
        """The faced cards of each seat, a wrong declaration's taken back into
        the hand (123 ii), which an adversary may call for while the stock
        lasts (123 xi): seen by all, though they lie in the hand."""
        if deal.last_eight:
            return []
        lines = []
        for s in range(words.seats):
            faced = deal.faced(s)
            if faced:
                callers = " or ".join(words.name(c) for c in range(words.seats) if c != s)
                whose = "your" if s == words.you else f"{words.name(s)}'s"
                lines.append(f"Faced, to be called by {callers}: {whose} {show(faced)}.")
        return lines

    def irregular(self, description: str) -> str:
        # the engine's note is a noun ("a wrong declaration (K♠ Q♣): ..."), said after a name
        if description.startswith("a wrong declaration"):
            return "made " + description
        return description

    def verdict(self, words: Speaker, deal: Any, match: Any) -> list[str]:
        result = deal.result()
        out = [words.winner(list(result.scores), "deal")]
        out.append(f"Tricks: {words.scores(result.tricks)}.")
        for line in result.lines:
            out.append("  " + words.line(line))
        if match is not None:
            out.append(f"The game: {words.scores(match.totals())} — first to "
                       f"{match.options.game:,}.")
        return out

    def play_rule(self, words: Speaker, deal: Any) -> str:
        if getattr(deal, "last_eight", False):
            return ("The last eight tricks: follow suit and win the trick if you can "
                    "(" + cite("bezique:s126-v") + ").")
        if deal.options.trick == "suit-led":
            return ("While the stock lasts any card may be played: you need not follow suit; "
                    "the higher card of the suit led wins, or a trump.")
        return ("While the stock lasts any card may be played: you need not follow suit; "
                "a trump takes any other card, else the higher card wins, of any suit.")

    def prompt(self, words: Speaker, deal: Any, offered: Sequence[Action]) -> str | None:
        kinds = {a.kind for a in offered}
        if "declare" in kinds or "exchange" in kinds:
            said = [w for k, w in (("declare", "declare"), ("announce", "announce"),
                                   ("exchange", "exchange the seven")) if k in kinds]
            return ", ".join(said).capitalize() + (", or draw? " if "draw" in kinds else "? ")
        return None

    def act(self, words: Speaker, action: Action, hidden: bool) -> str | None:
        p, cards, value = action.player, cards_text(action.cards), action.value or ""
        kind = action.kind
        if kind == "call":
            said = (f"call for the faced {cards}", f"calls for the faced {cards}")
        elif kind in ("declare", "announce"):
            said = (f"{kind} {value}: {cards}", f"{kind}s {value}: {cards}")
        elif kind == "exchange":
            said = ("exchange the seven of trumps for the turn-up",
                    "exchanges the seven of trumps for the turn-up")
        elif kind == "return":
            return self._return(words, action, hidden)
        else:
            return None
        return words.does(p, *said) + "."

    @staticmethod
    def _return(words: Speaker, action: Action, hidden: bool) -> str:
        """An overdrawn card sent back into the stock (126 iv): named to the
        player whose card it was and to the adversary who chose it;
        ``hidden``, kept from anyone else."""
        chooser = action.player
        owner = overdrawer(chooser, words.seats)
        cards = cards_text(action.cards)
        if owner == words.you:
            whose = f"your {cards}"
        elif hidden and chooser != words.you:
            whose = f"one of {words.name(owner)}'s cards"
        else:
            whose = f"{words.name(owner)}'s {cards}"
        return words.does(chooser, f"send {whose}", f"sends {whose}") + " back into the stock."

    def label(self, words: Speaker, action: Action) -> str | None:
        cards = cards_text(action.cards)
        if action.kind in ("declare", "announce"):
            return f"{action.kind} {action.value} {cards}"
        if action.kind == "exchange":
            return f"exchange {cards} for the turn-up"
        return None

    def unsolved(self, deal: Any, action: Action | None, refused: str | None = None) -> str:
        if refused is not None and deal.options.players != 2:
            return refused  # three hands are not two sides: no act of the deal is judged
        if refused is not None and deal.last_eight and (action is None or action.kind == "play"):
            return refused  # in the last eight, the solver's own reason (a revoke, a draw missed)
        return f"the solver takes {self.solver_takes}"

    def weighs_samples(self, name: str | None, options: Any = None) -> bool:
        # three hands are not two sides: the solver, and so the sampler, takes none
        return super().weighs_samples(name, options) and (options is None or
                                                          options.players == 2)

    def player(self, name: str | None, options: Any = None) -> str:
        if name == "strong" and not self.weighs_samples(name, options):
            return (f"the strong player, which at three hands plays by {self.period_advice} "
                    "as the period player does (its solver takes two hands only)")
        return super().player(name, options)

    def intro(self, match: Any, seed: int, opponent: str | None) -> list[str]:
        options = match.options
        if options.players == 2:
            who = f"Bezique, two-handed: you against North, {self.player(opponent)}"
        else:  # 128: three packs, or two with an eight suppressed
            names = compass(options.players, self.to_the_right)
            packs = "three packs" if options.packs in (None, 3) else \
                f"two packs less the eight of {Suit.parse(options.suppressed_eight).noun} (128 ii)"
            who = (f"Bezique, three-handed (128), with {packs}: you against {names[1]} and "
                   f"{names[2]}, each {self.player(opponent, options)}")
        return [
            (f"{who}; the first to {options.game:,} points wins the game. Seed {seed}."),
            ("After each trick the winner may declare (marriages, bezique, sequences, "
             f"fours), then {'both' if options.players == 2 else 'all'} draw; when the "
             "stock is out, the last eight tricks follow suit."),
        ]


WORDS = BeziqueWords()


# --------------------------------------------------------------------------
# The account of a deal


def _law_short(law_id: str) -> str:
    return law(law_id).citation


def describe(deal: Deal, seat: int | None = None) -> str:
    """The deal from its first card to its account, replayed from its record:
    the hands dealt, every trick, declaration, exchange, draw and forfeit;
    ``seat``: told to the player of that seat while it is played, the other
    hands not shown, nor the cards another draws (but the turn-up, taken at
    the last draw in sight of all) or sends back where the player did not
    see it (the Deal page's account of a deal in play,
    :mod:`playable.table.web`)."""
    start = deal.start
    if start is not None:  # a deal set up at a point: told from there
        replay = Deal.setup(**start, options=deal.options)
    else:
        replay = Deal(deal.pack, dealer=deal.dealer, options=deal.options, seed=deal.seed)
    n = replay.n
    names = compass(n)
    out = [(f"Bezique, {n} players ({replay.options.packs} packs), {names[replay.dealer]} deals; "
            f"trumps {replay.trump.noun}"
            + (f" (turned up: {replay.turn_up})." if replay.turn_up else "."))]
    if start is not None:
        out.append(f"Set up after {len(replay.tricks)} tricks, the stock {replay.stock_size}.")
    for i in range(n):
        p = (replay.dealer + 1 + i) % n
        hand = replay.held(p) if start is not None else replay.hand(p)
        out.append(f"{names[p]} {'holds' if start is not None else 'is dealt'} "
                   + (show(hand) if seat in (None, p) else face_down(hand)))
    seen_lines = 0
    for line in replay.account.lines:
        out.append(f"  {line.said(names)}")
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
                # the last of the last round of draws takes the turn-up, face up
                seen = seat in (None, p) or (i == n - 1 and not replay.stock_size)
                if got or p == action.player:
                    draws.append(f"{names[p]} draws "
                                 + (show(got) or "nothing" if seen else "a card"))
            out.append("  " + ", ".join(draws))
        elif action.kind == "declare":
            out.append(f"  {names[action.player]} declares {action.value}: {show(action.cards)}")
        elif action.kind == "exchange":
            out.append(f"  {names[action.player]} exchanges the seven of trumps for the turn-up")
        elif action.kind == "announce":
            out.append(f"  {names[action.player]} announces {action.value}: {show(action.cards)}, "
                       "to score after a later trick")
        elif action.kind == "call":
            out.append(f"  {names[action.player]} calls for the faced {show(action.cards)}")
        elif action.kind == "return":
            owner = overdrawer(action.player, n)
            sent = (show(action.cards) if seat in (None, action.player, owner)
                    else f"one of {names[owner]}'s cards")
            out.append(f"  {names[action.player]} sends {sent} back into the pack, "
                       "towards the middle")
        for trick in replay.tricks[seen_tricks:]:
            out.append(f"Trick {trick.number}: "
                       + ", ".join(f"{names[p]} {c}" for p, c in trick.cards)
                       + f" — {names[trick.winner]} wins")
            seen_tricks += 1
        for line in replay.account.lines[seen_lines:]:
            out.append(f"  {line.said(names)}")
            seen_lines += 1
        for irr in replay.irregularities:
            if irr.at == len(replay.history) - 1 and irr.law in (BeziqueLaws.S126_V,
                                                                  BeziqueLaws.S124):
                # a revoke, and a wrong declaration, which scores nothing and
                # so leaves no line in the account to tell it
                out.append(f"  {names[irr.player]} {WORDS.irregular(irr.description)} "
                           f"[{irr.breaks or irr.law}]")
        if replay.last_eight and not last_eight:
            last_eight = True
            out.append("The stock is exhausted: the last eight tricks, following suit.")
    result = replay.result()
    state = "Result" if result.complete else "So far"
    out.append(f"{state}: " + ", ".join(f"{names[p]} {s}" for p, s in enumerate(result.scores))
               + "; tricks " + ", ".join(f"{names[p]} {t}" for p, t in enumerate(result.tricks)))
    return "\n".join(out)
