"""Bezique in the table's words (:mod:`playable.table_words`): the table in
view (the stock, the declared cards), the verdict of a deal, its prompts, the
rule of play (126 v in the last eight tricks) and how its declarations, calls
and returns are said."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from playable.bezique_forfeits import overdrawer
from playable.cards import show
from playable.core import Action
from playable.game_words import GameWords, Speaker, cards_text, cite


class BeziqueWords(GameWords):
    """The words of a Bezique table."""

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
        return lines

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

    def unsolved(self, deal: Any, action: Action | None) -> str:
        return f"the solver takes {self.solver_takes}"


WORDS = BeziqueWords()
