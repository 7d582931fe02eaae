"""All-Fours in the table's words (:mod:`playable.table_words`): the table in
view, the verdict of a deal, its prompts, the rule of play (law iii) and the
questions of law v with their answers."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from playable.allfours_cards import show, sort_cards
from playable.cards import Card
from playable.core import Action
from playable.game_words import GameWords, Speaker, cards_text, cite, current_trick, trick_cards


class AllFoursWords(GameWords):
    """The words of an All-Fours table."""

    examples = "stand, beg, take one, run, ask about J♥"
    meanings: ClassVar[Mapping[str, str]] = {
        "stand": "keep the trump turned up and play (All-Fours: the dealer then plays to it)",
        "beg": "refuse the trump and ask the dealer for a point; he gives one or runs the cards",
        "take-one": "give the eldest hand one point and keep the trump",
        "run": "deal three more cards each and turn up a new trump",
        "ask": "ask whether a trump just played is high or low (law v: the answer must be true)",
        "draw": "draw the extra card, blind, from the hand dealt one too many",
    }
    from_hand = frozenset({"play", "discard"})
    acts: ClassVar[Mapping[str, tuple[str, str]]] = {
        "stand": ("stand", "stands"), "beg": ("beg", "begs"),
        "take-one": ("say \"take one\": the eldest hand scores a point",
                     "says \"take one\": the eldest hand scores a point"),
        "run": ("run the cards", "runs the cards"),
        "draw": ("draw", "draws"), "new-deal": ("claim a new deal", "claims a new deal"),
        "let-stand": ("let the deal stand", "lets the deal stand"),
        "supply": ("are supplied from the stock", "is supplied from the stock"),
    }
    follow_also = " or trump"
    solver_takes = "the play of the six tricks, not the stand, the beg or the run"

    def table(self, words: Speaker, deal: Any, match: Any) -> list[str]:
        lines = []
        if deal.void:
            lines.append("No trump: the pack ran out in running the cards.")
        else:
            turned = ", ".join(str(c) for c in deal.turned)
            lines.append(f"Trumps: {deal.trump.noun} {deal.trump} (turned up: {turned}).")
        if len(deal.turned) > 1:
            stock = deal.view(words.viewer).stock_size
            lines.append(f"The cards were run: {stock} left in the stock.")
        points = deal.account.totals(2)
        lines.append(f"Points this deal: {words.scores(points)}."
                     + (" High, Low, Jack and Game are counted after the last trick."
                        if not deal.is_over else ""))
        if match is not None:
            lines.append(f"The match: {words.scores(match.scores)} — first to "
                         f"{match.options.target}.")
        tricks = [sum(1 for t in deal.tricks if t.winner == s) for s in range(2)]
        if deal.tricks:
            lines.append(f"Tricks: {words.scores(tricks)}.")
        if words.you >= 0:
            trump = None if deal.void else deal.trump
            lines.append(f"Your hand: {show(deal.hand(words.you), trump)}")
        return lines

    def verdict(self, words: Speaker, deal: Any, match: Any) -> list[str]:
        result = deal.result()
        if result.void:
            return [f"No score: {words.speak(result.void)}."]
        out = [words.winner(list(result.points), "deal")]
        out.append(f"Game (the count of the tricks): {words.scores(result.game)}.")
        counted = match.counted[-1] if match is not None and match.counted else None
        for line in result.lines:
            late = counted is not None and line not in counted
            out.append("  " + words.line(line)
                       + ("  (not counted: the match was already won)" if late else ""))
        if not result.lines:
            out.append("  No points this deal.")
        if match is not None:
            out.append(f"The match: {words.scores(match.scores)} — first to "
                       f"{match.options.target}.")
        return out

    def play_rule(self, words: Speaker, deal: Any) -> str:
        if not current_trick(deal):
            return "You lead: any card."
        return "Follow suit if you can, or trump (" + cite("all-fours:s92-iii") + ")."

    def prompt(self, words: Speaker, deal: Any, offered: Sequence[Action]) -> str | None:
        kinds = {a.kind for a in offered}
        if "stand" in kinds:
            return "Stand or beg? "
        if "run" in kinds:
            return f"{words.name(1 - words.you, True)} begs: give one (take one) or run the cards? "
        return None

    def act(self, words: Speaker, action: Action, hidden: bool) -> str | None:
        p, cards, value = action.player, cards_text(action.cards), action.value or ""
        if action.kind == "ask":
            return words.does(p, f"ask whether {cards} is high or low",
                              f"asks whether {cards} is high or low") + "."
        if action.kind == "mark":
            return words.does(p, f"mark {value} at the reckoning",
                              f"marks {value} at the reckoning") + "."
        return None

    def label(self, words: Speaker, action: Action) -> str | None:
        if action.kind == "mark":
            return f"mark {action.value}"
        return None

    def hand_order(self, words: Speaker, deal: Any) -> list[Card]:
        return sort_cards(deal.hand(words.you), None if deal.void else deal.trump)

    def questions(self, words: Speaker, deal: Any) -> list[Action]:
        """Law v's questions ("is it high or low?") not yet asked of a trump
        on the table, or in the last trick while none is led."""
        asked = {(a.asker, a.card) for a in deal.answers}
        table = current_trick(deal)
        if not table and deal.tricks:
            table = trick_cards(deal.tricks[-1])
        yours = {c for s, c in table if s == words.you}  # no need to ask of your own card
        return [q for q in deal.questions(words.you)
                if (q.player, q.cards[0]) not in asked and q.cards[0] not in yours]

    def answer(self, words: Speaker, answer: Any) -> str:
        """An answer to "high or low?" (law v) in words."""
        asker, card, said = answer.asker, answer.card, str(answer.answer)
        other = words.name(1 - asker, True)
        meaning = {"high": "it is the highest trump out",
                   "low": "it is the lowest trump out",
                   "high and low": "it is the only trump out: both the highest and the lowest",
                   }.get(said, "it is neither the highest nor the lowest trump out")
        return f"{other} answer{'' if 1 - asker == words.you else 's'} about {card}: {meaning}."


WORDS = AllFoursWords()
