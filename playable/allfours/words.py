"""All-Fours in the table's words (:mod:`playable.table.words`): the table in
view, the verdict of a deal, its prompts, the rule of play (law iii) and the
questions of law v with their answers."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from playable.allfours.cards import NAMES, name_of, show, sort_cards
from playable.allfours.deal import Deal
from playable.allfours.irregular import MARKED
from playable.engine.cards import Card, face_down
from playable.engine.core import Action
from playable.engine.words import GameWords, Speaker, cards_text, cite, current_trick, trick_cards


class AllFoursWords(GameWords):
    """The words of an All-Fours table."""

    period_advice = "the maxims of ¶94"
    examples = "stand, beg, take one, run, ask about J♥"
    ask_hint = "law v lets you ask whether a trump just played is high or low; the answer must be true"
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
        "new-deal": ("claim a new deal", "claims a new deal"),
        "let-stand": ("let the deal stand", "lets the deal stand"),
        "supply": ("are supplied from the stock", "is supplied from the stock"),
    }
    follow_also = " or trump"
    solver_takes = "the play of the tricks, not the stand, the beg or the run"

    def intro(self, match: Any, seed: int, opponent: str | None) -> list[str]:
        first = "you" if match.dealer == 0 else "North"
        return [
            (f"All-Fours: you against North, {self.player(opponent)}; first to "
             f"{match.options.target} points wins the match. Match seed {seed}."),
            ("Each deal: six cards each and a trump turned up. The eldest hand stands or "
             "begs; then six tricks (more if the cards are run), following suit or trumping "
             "(law iii)."),
            f"The cut gives the first deal to {first}.",
        ]

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
        if deal.tricks:  # a deal ended before its first trick (a match won at once) counts none
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
        if "draw" in kinds:  # law i: the extra card, from the hand dealt one too many
            return (f"Draw the extra card blind from {words.name(1 - words.you)}'s hand, by "
                    "its place as the cards lie" + (", or claim a new deal? "
                                                     if "new-deal" in kinds else "? "))
        return None

    def act(self, words: Speaker, action: Action, hidden: bool) -> str | None:
        p, cards, value = action.player, cards_text(action.cards), action.value or ""
        if action.kind == "ask":
            return words.does(p, f"ask whether {cards} is high or low",
                              f"asks whether {cards} is high or low") + "."
        if action.kind == "mark":
            return words.does(p, f"mark {value} at the reckoning",
                              f"marks {value} at the reckoning") + "."
        if action.kind in ("deal-extra", "deal-short") and value.isdigit():
            whom = _dealt_to(words, p, int(value), sentence=True)
            too = f"a card too {'many' if action.kind == 'deal-extra' else 'few'}"
            return words.does(p, f"deal {whom} {too}", f"deals {whom} {too}") + "."
        if action.kind == "draw":
            # law i: the extra card, drawn blind from the opposing hand and laid
            # aside face down ("You draw." had said neither); no one sees it
            whose = "your" if 1 - p == words.you else f"{words.name(1 - p)}'s"
            blind = f"draw a card blind from {whose} hand, dealt one too many"
            return (words.does(p, blind, blind.replace("draw", "draws", 1))
                    + ": it is laid aside, face down.")
        if action.kind == "expose":  # law i: a card exposed in dealing
            return words.does(p, f"expose {cards} in dealing", f"exposes {cards} in dealing") + "."
        return None

    #: Law i's acts: the dealing, its misdeals and their remedies.
    DEALING = frozenset({"deal-extra", "deal-short", "expose", "draw", "new-deal", "let-stand",
                         "supply"})

    def unsolved(self, deal: Any, action: Action | None, refused: str | None = None) -> str:
        # a misdeal and its remedy (law i) had been filed under "not the
        # stand, the beg or the run", which they are not
        if action is not None and action.kind in self.DEALING:
            return ("the solver takes the play of the tricks, not the dealing, its misdeals "
                    "and their remedies (law i)")
        return super().unsolved(deal, action, refused)

    def label(self, words: Speaker, action: Action) -> str | None:
        kind, value = action.kind, action.value
        if kind == "mark":
            return "mark a point" if value == "1" else f"mark {value}"
        if kind in ("deal-extra", "deal-short") and value is not None and value.isdigit():
            whom = _dealt_to(words, action.player, int(value))
            return f"deal {whom} a card too {'many' if kind == 'deal-extra' else 'few'}"
        if kind == "draw" and value is not None and value.isdigit():
            # law i: the extra card drawn blind by its place as the cards lie
            # ("draw 3" had said nothing of it); the prompt says from where
            return f"draw card {value}"
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


def _dealt_to(words: Speaker, dealer: int, seat: int, sentence: bool = False) -> str:
    """Law i: the hand ``dealer`` dealt a card too many, or too few, as the
    reader hears it: "yourself", "you" or the seat's name; in a ``sentence``
    whose subject is the dealer, "himself" for his own."""
    if seat == dealer and (dealer == words.you or sentence):
        return "yourself" if dealer == words.you else "himself"
    return "you" if seat == words.you else words.name(seat)


# --------------------------------------------------------------------------
# The account of a deal


def describe(deal: Deal, seat: int | None = None) -> str:
    """A deal told act by act and trick by trick, with its score; ``seat``:
    told to the player of that seat while it is played, the other hand not
    shown, nor the cards it lays aside (the Deal page's account of a deal in
    play, :mod:`playable.table.web`)."""

    def hand(s: int) -> str:
        held = replay.hand(s)
        return show(held, replay.trump) if seat in (None, s) else face_down(held)

    start = deal.start
    if start is None:
        replay = Deal(deal.pack, dealer=deal.dealer, options=deal.options, seed=deal.seed)
    else:  # a deal set up at a point: told from there
        replay = Deal.setup(**start, options=deal.options)  # type: ignore[arg-type]
    e, d = replay.eldest, replay.dealer
    given = "is dealt" if start is None else "holds"
    out = [f"All-Fours: {name_of(d)} deals, {name_of(e)} is eldest hand"
           + (f" (seed {deal.seed})" if deal.seed is not None else "")
           + ("" if start is None else f", set up at a point: {len(replay.tricks)} tricks "
              f"played") + ".",
           f"{name_of(e)} (eldest) {given}: {hand(e)}",
           f"{name_of(d)} (dealer) {given}: {hand(d)}",
           f"Turned up: {replay.turn_up}; trumps {replay.trump}."]
    out += [f"  {line.said(NAMES)}" for line in replay.account.lines]
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
            out.append(f"{name_of(action.player)} runs the cards: turned up {new or 'nothing'}"
                       + ("" if replay.void else f"; trumps {replay.trump}.")
                       + (f" {name_of(e)} now holds {hand(e)}; {name_of(d)} holds {hand(d)}."
                          if not replay.void else ""))
        elif action.kind == "ask":
            out.append(str(replay.answers[-1]))
        elif action.kind == "discard":
            laid = action.card if seat in (None, action.player) else "a card"
            out.append(f"{name_of(action.player)} discards {laid}.")
        else:
            out.append(_narrate(action, replay))
        for line in replay.account.lines[lines:]:
            out.append(f"  {line.said(NAMES)}")
        lines = len(replay.account.lines)
    result = replay.result()
    if result.void:
        out.append(f"No score: {result.void}.")
    elif replay.is_over:
        out.append(f"Game counted: {NAMES[0]} {result.game[0]}, {NAMES[1]} {result.game[1]}.")
        out.append(f"Points: {NAMES[0]} {result.points[0]}, {NAMES[1]} {result.points[1]}.")
    else:
        out.append(f"(The record stops here: {replay.phase.value}, {name_of(replay.to_move)} "
                   "to move.)")
    return "\n".join(out)


def _seat_in(action: Action) -> str:
    """The seat an act's value names ("1", the hand dealt a card too many)."""
    value = action.value or ""
    return name_of(int(value)) if value.isdigit() else value


def _narrate(action: Action, deal: Deal) -> str:
    p = name_of(action.player)
    cards = " ".join(str(c) for c in action.cards)
    text = {
        "stand": f"{p} stands.",
        "beg": f"{p} begs.",
        "take-one": f"{p} says \"take one\".",
        "expose": f"{p}, dealing, exposes {cards} (law i).",
        "deal-extra": f"{p} deals {_seat_in(action)} a card too many (law i).",
        "deal-short": f"{p} deals {_seat_in(action)} a card too few (law i).",
        "new-deal": f"{p} claims a new deal (law i).",
        "let-stand": f"{p} lets the deal stand (law i).",
        "draw": f"{p} draws the extra card from the opposing hand (law i).",
        "supply": f"{p}'s hand is made up from the stock.",
        "mark": (f"{p} marks {(action.value or '').strip().capitalize()} at the reckoning "
                 "(law iv)." if (action.value or "").strip().lower() in MARKED
                 else f"{p} marks {action.value} point(s) not due (law iv)."),
    }
    return text.get(action.kind, action.said(p) + ".")
