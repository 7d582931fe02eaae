"""Whist in the table's words (:mod:`playable.table.words`): the table in view
(trumps, the card turned up while it lies on the table, ¶76 vii, the tricks of each side, the score of the game),
the verdict of a deal, its prompts, the rule of play (¶73), how its acts are
said, and :func:`describe`, the deal told trick by trick.  Seats are named by
the compass: South, West, North, East, in the order of play."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from playable.engine.cards import Card
from playable.engine.core import Action
from playable.engine.words import GameWords, Speaker, cite, current_trick
from playable.whist.cards import SIDE_NAMES, short_name, show, sort_cards
from playable.whist.deal import describe, game_after
from playable.whist.irregular import FRESH_DEALS
from playable.whist.state import LAW


class WhistWords(GameWords):
    """The words of a Whist table."""

    period_advice = "the maxims of ¶75"
    examples = "K♠, 7♥, call"
    ask_hint = ("¶76 xiv lets you ask your partner, who has not followed suit, whether he has "
                "none of it")
    meanings: ClassVar[Mapping[str, str]] = {
        "call": "call honours at eight: if your partner holds a third, the game is yours",
        "new-deal": "claim a fresh deal (a misdeal, a card exposed in dealing, the trump card "
                    "taken up early, the bottom card looked at, a partner's deal not "
                    "consented to)",
        "let-stand": "let the deal stand (a card exposed in dealing is not called)",
        "rectify": "put right the two cards dealt together before dealing another (¶76 vi)",
        "deal-on": "deal on without putting it right: the hands come out wrong, a misdeal (¶76 iv)",
        "claim-revoke": "claim the penalty of a revoke: three tricks (tricks), three points "
                        "off their score (deduct) or three on yours (add)",
        "gather": "gather the tricks without claiming the revoke",
        "claim-honours": "claim your side's honours: three or four (they count only if claimed)",
        "pack": "let the cards be packed without claiming the honours: they are lost",
        "ask": "ask your partner, who has not followed suit, whether he has none of it",
        "wait": "let your partner play first (the third hand played before him, and you "
                "may play before him: ¶76 viii)",
    }
    acts: ClassVar[Mapping[str, tuple[str, str]]] = {
        "call": ("call honours", "calls honours"),
        "new-deal": ("claim a new deal", "claims a new deal"),
        "let-stand": ("let the deal stand", "lets the deal stand"),
        "gather": ("gather the tricks", "gathers the tricks"),
        "pack": ("let the cards be packed", "lets the cards be packed"),
        "misdeal": ("misdeal", "misdeals"),
        "draw": ("have the cards drawn", "has the cards drawn"),
        "ask": ("ask your partner \"having none?\"", "asks his partner \"having none?\""),
        "recall": ("recall your card", "recalls his card"),
        "wait": ("let your partner play first", "lets his partner play first"),
        "take-up-trump": ("take up the trump card early", "takes up the trump card early"),
        "look-at-bottom": ("look at the bottom card", "looks at the bottom card"),
        "rectify": ("put the error right", "puts the error right"),
        "deal-on": ("deal on", "deals on"),
        "deal-for-partner": ("deal for your partner", "deals for his partner"),
        "leave-trump": ("leave the trump card on the table", "leaves the trump card on the table"),
        "waive": ("waive the call of an exposed card", "waives the call of an exposed card"),
    }
    solver_takes = "the play of the thirteen tricks"
    match_word = "rubber"

    def intro(self, match: Any, seed: int, opponent: str | None) -> list[str]:
        variety = "Long Whist, ten points a game" if match.options.variety == "long" \
            else "Short Whist, five points a game"
        return [
            (f"Whist: you (South) and North against West and East, each "
             f"{self.player(opponent)}; {variety}, the rubber the best of three games. "
             f"Seed {seed}."),
            ("Play goes to the left: you, West, North, East. The dealer turns up his last "
             "card for trumps; the player on his left leads. Follow suit if you can; each "
             "trick over six scores a point, and the honours after them."),
        ]

    def table(self, words: Speaker, deal: Any, match: Any) -> list[str]:
        # ¶76 vii's gloss: after the first round no one may ask what the card
        # turned up was, only what trumps are; the table names it while it lies there.
        lines = [f"Trumps: {deal.trump.noun} {deal.trump}"
                 + (f" (turned up {deal.turn_up}, on the table until the first trick is "
                    "turned)." if deal.up_on_table else ".")]
        lines.append(f"Tricks: {SIDE_NAMES[0]} {deal.won[0]}, {SIDE_NAMES[1]} {deal.won[1]}.")
        if deal.options.score is not None:
            lines.append(_game_line(deal))
        for s in range(4):
            if deal.exposed[s]:
                lines.append(f"Exposed, to be called: {words.name(s, True)} "
                             + " ".join(str(c) for c in sort_cards(deal.exposed[s], deal.trump))
                             + ".")
        if words.you >= 0:
            lines.append(f"Your hand: {show(deal.held(words.you), deal.trump)}")
        return lines

    def verdict(self, words: Speaker, deal: Any, match: Any) -> list[str]:
        result = deal.result()
        if result.void:
            return [f"No score: {result.void}."]
        a, b = result.points
        top = 0 if a > b else 1
        out = [f"The deal is even, {a} to {b}." if a == b else
               f"{SIDE_NAMES[top]} win the deal, {max(a, b)} to {min(a, b)}.",
               f"Tricks: {SIDE_NAMES[0]} {result.tricks[0]}, {SIDE_NAMES[1]} {result.tricks[1]}."]
        # each line as the table cites a law ("[Whist, term v]", not "[whist:s74-v]")
        out += ["  " + line for line in result.told(citations=True).splitlines()]
        if not result.lines:
            out.append("  No points this deal.")
        if match is not None:
            out.append(f"The rubber: {match}.")
        return out

    def scorer(self, words: Speaker, player: int) -> str:
        """A side, as the verdict names it ("West–East +3: three points added
        for a revoke"): the points of a deal of Whist are a side's, and a
        score line's ``player`` is the side's number, not a seat ("West +3")."""
        return SIDE_NAMES[player]

    def won(self, words: Speaker, match: Any) -> str | None:
        """A side wins the rubber, by games (the table's words would name one
        seat, and the game in progress, which starts again at love, as the
        score): "South–North win the rubber, two games to one: a rubber of 3
        points" (:meth:`playable.whist.deal.Rubber.points`)."""
        side = match.winner
        if side is None:
            return None
        lost = ("none", "one")[match.games_won[1 - side]]
        points = match.points()[side]
        return (f"{SIDE_NAMES[side]} win the rubber, two games to {lost}: a rubber of "
                f"{points} point{'' if points == 1 else 's'}.")

    def play_rule(self, words: Speaker, deal: Any) -> str:
        if not current_trick(deal):
            return "You lead: any card."
        return "Follow suit if you can; else any card (" + cite(LAW.play) + ")."

    def prompt(self, words: Speaker, deal: Any, offered: Sequence[Action]) -> str | None:
        kinds = {a.kind for a in offered}
        if "new-deal" in kinds:
            return f"{FRESH_DEALS[deal.stage].fault}: a new deal, or let it stand? "
        if "rectify" in kinds:
            return "Two cards were dealt together to one player: put it right before dealing on. "
        if "claim-revoke" in kinds:
            return "The adversaries revoked: which penalty, or gather the tricks? "
        if "claim-honours" in kinds:
            return "Your side held the honours: claim them, or let the cards be packed? "
        return None

    def label(self, words: Speaker, action: Action) -> str | None:
        if action.kind in ("look-at-bottom", "take-up-trump", "leave-trump", "deal-for-partner"):
            return self.acts[action.kind][0]  # the dealer's faults, as the act says them
        if action.kind == "two-cards" and action.value in ("0", "1", "2", "3"):
            return f"deal two cards together to {short_name(int(action.value))}"
        if action.kind == "deal-exposed":
            return f"expose {' '.join(map(str, action.cards))} in dealing"
        if action.kind == "claim-revoke":
            return f"claim the revoke: {action.value}"
        if action.kind == "claim-honours":
            return f"claim {action.value} honours"
        return None

    #: How each penalty of a revoke a side may claim is said (¶76 xv).
    REVOKE_CLAIMS: ClassVar[Mapping[str, str]] = {
        "tricks": "three tricks taken from the revoking side",
        "deduct": "three points off the revoking side's score",
        "add": "three points added to the claimants' score"}

    def act(self, words: Speaker, action: Action, hidden: bool) -> str | None:
        penalty = self.REVOKE_CLAIMS.get(action.value or "")
        p, kind, value = action.player, action.kind, action.value or ""
        cards = " ".join(map(str, action.cards))
        if kind == "claim-revoke" and penalty is not None:
            # "West: claim revoke add." had been the engine's own words
            return words.does(p, f"claim the revoke: {penalty}",
                              f"claims the revoke: {penalty}") + "."
        # the others had been the engine's names too: "You: expose A♣."
        if kind == "expose":  # ¶76 ix
            said = (f"expose {cards}", f"exposes {cards}")
        elif kind == "deal-exposed":  # ¶76 ii
            said = (f"expose {cards} in dealing", f"exposes {cards} in dealing")
        elif kind == "see-trick":  # ¶76 xii
            trick = f"trick {value}" if value.isdigit() else "the last trick"
            said = (f"look at {trick} again", f"looks at {trick} again")
        elif kind == "two-cards" and value in ("0", "1", "2", "3"):  # ¶76 vi
            whom = "yourself" if int(value) == p == words.you else words.name(int(value))
            said = (f"deal two cards together to {whom}", f"deals two cards together to {whom}")
        elif kind == "claim-honours" and value:  # ¶76 xix
            said = (f"claim {value} honours", f"claims {value} honours")
        else:
            return None
        return words.does(p, *said) + "."

    def questions(self, words: Speaker, deal: Any) -> list[Action]:
        """¶76 xiv: the partner's question, "having none?", of a card on the
        table that does not follow suit, asked once."""
        you = words.you
        if you < 0 or deal.stage != "play" or not deal.trick:
            return []
        led = deal.trick[0][1].suit
        mate = (you + 2) % 4
        if not any(s == mate and c.suit is not led for s, c in deal.trick):
            return []
        here = f"in trick {len(deal.tricks) + 1}"
        if any(a.seat == you and a.question.endswith(here) for a in deal.answers):
            return []
        return [Action("ask", you)]

    def answer(self, words: Speaker, answer: Any) -> str:
        return words.sentence(str(answer))

    def hand_order(self, words: Speaker, deal: Any) -> list[Card]:
        return sort_cards(deal.held(words.you), deal.trump)


WORDS = WhistWords()

__all__ = ["WORDS", "WhistWords", "describe"]


def _game_line(deal: Any) -> str:
    """The game's score: before the deal while it is played; once it is over,
    after it, as the rubber books it (a side at the target has won the game:
    the table had still shown the score the deal began at)."""
    score, target = list(deal.options.score), deal.options.target
    if deal.is_over and deal.result().void is None:
        score, won = game_after(score, deal.result(), target)
        if won is not None:
            return (f"The game: {SIDE_NAMES[won]} reach {score[won]} and win it, to "
                    f"{score[1 - won]}.")
        return (f"The game after this deal: {SIDE_NAMES[0]} {score[0]}, {SIDE_NAMES[1]} "
                f"{score[1]} — {target} wins it.")
    return f"The game: {SIDE_NAMES[0]} {score[0]}, {SIDE_NAMES[1]} {score[1]} — {target} wins it."
