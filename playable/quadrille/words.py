"""Quadrille in the table's words (:mod:`playable.table.words`): the table in
view (the speaking, the ombre, the king called and the reader's side), the
verdict of a deal with its payments, its prompts, the rule of play (laws 14
and 17) and how its acts are said and listed."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from playable.engine.cards import Card, Rank
from playable.engine.core import Action, ScoreLine
from playable.engine.words import (
    GameWords,
    Speaker,
    cards_text,
    cite,
    compass,
    current_trick,
    held,
)
from playable.laws import law
from playable.quadrille.cards import BASTO, SPADILLE, manille
from playable.quadrille.deal import describe
from playable.quadrille.state import POOL


def payments(text: str) -> str:
    """Quadrille's payments in words: "South pays pool 4" is "South pays 4
    into the pool", "[law-16]" is "[Quadrille, law 16]"."""
    text = re.sub(r"\bpays pool (\d+)", r"pays \1 into the pool", text)
    text = re.sub(r"\bpays pool\b", "pays into the pool", text)
    text = re.sub(r"^pool pays\b", "the pool pays", text)
    return re.sub(r"\[law-(\d+)\]", r"[Quadrille, law \1]", text)


class QuadrilleWords(GameWords):
    """The words of a Quadrille table."""

    period_advice = "Hoyle's advice"
    examples = "pass, ask leave, hearts, call the king of spades"
    to_the_right = True  # the next seat sits on one's right (playable.quadrille.deal)
    meanings: ClassVar[Mapping[str, str]] = {
        # Hoyle's law 19: the ombre, six tricks won, says "I ask" to know his
        # friend before he declares the vole (it had been "ask whether the vole is played")
        "ask": "say \"I ask\": the holder of the king called makes himself known",
        "pass": "you will not play this deal as ombre",
        "ask-leave": "play as ombre with a partner, the holder of the king you call",
        "sans-prendre": "play as ombre, alone, without calling a king",
        "name-trump": "name the trump suit",
        "call": "call a king: its holder becomes your secret partner (the friend)",
        "settle": "close the deal: every payment is made",
        "deal": "deal the cards by fours and threes, in this order",
        "no-vole": "stop after six tricks: you do not play for all ten (the vole)",
        "play-vole": "undertake the vole: to win every trick",
    }
    from_hand = frozenset({"play", "show-card"})
    acts: ClassVar[Mapping[str, tuple[str, str]]] = {
        "pass": ("pass", "passes"),
        "ask-leave": ("ask leave (to call a king for a partner)",
                      "asks leave (to call a king for a partner)"),
        # an offer, which a later player may overbid ("plays sans prendre" had
        # been said of a word that did not settle the game)
        "sans-prendre": ("offer to play sans prendre (alone)",
                         "offers to play sans prendre (alone)"),
        "settle": ("settle the deal", "settles the deal"),
        "no-vole": ("stop: no vole", "stops: no vole"),
        "play-vole": ("undertake the vole", "undertakes the vole"),
        "show-game": ("show your game", "shows his game"),
        "look-tricks": ("look at the quitted tricks", "looks at the quitted tricks"),
        "count-aloud": ("count aloud what has been played",
                        "counts aloud what has been played"),
        "take-back": ("take back your card", "takes back his card"),
        "ask": ("say \"I ask\", and the friend makes himself known",
                "says \"I ask\", and the friend makes himself known"),
    }
    series_kind = "table"
    endless = True
    pace = ("Quadrille's solver takes seconds a card from the first lead: the "
            "verdicts on a whole deal take a few minutes in the browser.")
    solver_takes = ("the play of the ten tricks, not the deal, the speaking and the call, or "
                    "the demands and the settling at the end")

    def table(self, words: Speaker, deal: Any, match: Any) -> list[str]:
        view = deal.view(words.viewer)
        lines = []
        if view.trump is None:
            if view.speaking:
                said = {"pass": "passed", "ask-leave": "asked leave",
                        "sans-prendre": "offered sans prendre"}
                lines.append("Speaking so far: " + ", ".join(
                    f"{words.name(s)} {said.get(w, w)}" for s, w in view.speaking) + ".")
            elif deal.stage == "speak":
                lines.append(f"The speaking begins with {words.name(view.eldest)}, "
                             "the eldest hand.")
            if view.ombre is not None:
                lines.append(f"The ombre: {words.name(view.ombre)}; trumps not yet named.")
        else:
            mode = {"called": f"with a called {_called_word(view)}",
                    "sans prendre": "sans prendre (alone)",
                    "forced": "forced by spadille"}.get(view.mode or "", view.mode or "")
            lines.append(f"Trumps: {view.trump.noun} {view.trump}. The ombre: "
                         f"{words.name(view.ombre)}, {mode}.")
            if view.called is not None:
                lines.append(f"The {view.called.rank.noun} called: the {view.called.name} "
                             f"{view.called}.")
            lines.append(self.side(words, view, deal))
            won = view.tricks_won
            line = "Tricks won: " + words.scores(won) + "."
            # one who watches knows the friend from the deal, before the king falls
            friend = getattr(deal, "friend", None) if words.you < 0 else view.friend
            if friend is not None or not _called_game(view) or _known_alone(words, view, deal):
                side = {view.ombre} | ({friend} if friend is not None else set())
                ours = sum(won[s] for s in side)
                line += (f" The ombre's side {ours}, the defenders "
                         f"{sum(won) - ours}: the ombre's side needs 6 of the 10.")
            else:
                line += " The friend is not yet known."
            lines.append(line)
        # what is upon the game: the pool carried and the dealer's mark (the
        # table had shown the pool carried alone, "0 counters" of a deal played
        # for 4); a beast is owed to the pool of the next deal (law 9's gloss),
        # paid at the settlement
        beasts = sum(f.counters for f in deal.fines if f.payee == POOL)
        mark = deal.options.mark
        if deal.is_over:
            # settled: every beast paid in (a remise's and codille's too, which
            # the line had left out, beside a verdict that counts them)
            after = deal.result().pool_after
            owed = (f"; settled, the pool holds {after}, carried to the next deal"
                    if after else "; settled, the pool is empty")
        else:
            owed = f"; {beasts} in beasts owed to the next deal's pool" if beasts else ""
        lines.append(f"The pool: {deal.stake} counters upon the game"
                     + (f" (the dealer's mark of {mark} in it)" if mark else "")
                     + owed + "." + (f" Counters so far: {words.scores(match.counters)}."
                                     if match is not None else ""))
        if deal.dealt and words.you >= 0:
            hand = sorted(view.hand, key=deal._display_key)
            lines.append(f"Your hand: {cards_text(hand)}")
        return lines + self._seen(words, deal, view)

    @staticmethod
    def _seen(words: Speaker, deal: Any, view: Any) -> list[str]:
        """The cards the table has seen that are still in a hand: a card shown
        (law 11), which its holder must play as soon as he lawfully may; a
        game turned up (law 13) or shown (law 16); a card played out of turn
        and taken back.  The table had never said so: three tricks after
        showing A♥, the reader was offered it alone of his four hearts."""
        if deal.trump is None and not view.seen and not view.shown:
            return []
        lines = []
        for s in range(words.seats):
            if s != words.you:
                cards = view.seen.get(s, ())
            else:  # the reader's own, as another seat's view has them (a card shown: below)
                cards = tuple(c for c in deal.view((s + 1) % words.seats).seen.get(s, ())
                              if c not in view.shown)
            if not cards:
                continue
            whose = "your" if s == words.you else f"{words.name(s)}'s"
            lines.append(f"Seen by the table, still in {whose} hand: {cards_text(cards)}.")
        if words.you >= 0 and view.shown:
            lines.append(f"You showed {cards_text(view.shown)}: you must play it as soon as "
                         f"you lawfully may ({law('quadrille:law-11').citation}).")
        return lines

    def side(self, words: Speaker, view: Any, deal: Any) -> str:
        """Who plays with whom, as the reader knows it (one who watches knows the friend)."""
        if words.you < 0:
            return self._watched_side(words, view, deal)
        you = words.you
        k = _called_word(view)
        alone = not _called_game(view) or _known_alone(words, view, deal)
        if view.ombre == you:
            if alone:
                return "You play alone: you must win six of the ten tricks yourself."
            if view.friend is not None:  # the called card has fallen
                return (f"You are the ombre; your friend is {words.name(view.friend)} (the "
                        f"called {k} has shown him).")
            return (f"You are the ombre; the holder of the called {k} is your friend "
                    f"(unknown until the {k} falls).")
        if view.friend == you:
            if getattr(deal, "friend_revealed", False):
                return ("You are the friend, known to all now: you play with the ombre "
                        f"({words.name(view.ombre)}).")
            return (f"You are the friend: you hold the called {k}, so you play with the "
                    f"ombre ({words.name(view.ombre)}), unknown to the others until it falls.")
        if view.friend is not None:
            return (f"The friend: {words.name(view.friend)} (the called {k} has shown him). "
                    "You defend.")
        if alone and _called_game(view):  # the king fell from the ombre's own hand
            return (f"{words.name(view.ombre, True)} called his own {k}, and so plays alone. "
                    "You defend, with the other two.")
        if _called_game(view):
            return f"You defend, against the ombre and his friend (whoever holds the {k})."
        return "You defend, with the other two, against the ombre."

    @staticmethod
    def _watched_side(words: Speaker, view: Any, deal: Any) -> str:
        friend = getattr(deal, "friend", None)
        k = _called_word(view)
        if not _called_game(view) or _known_alone(words, view, deal):
            return f"{words.name(view.ombre, True)} plays alone: six of the ten tricks to win."
        if friend is None:
            return "The friend: nobody yet (the king is still to be called)."
        hidden = "" if getattr(deal, "friend_revealed", False) else \
            f" (the others do not know it until the {k} falls)"
        return f"The friend: {words.name(friend)}, who holds the called {k}{hidden}."

    def verdict(self, words: Speaker, deal: Any, match: Any) -> list[str]:
        r = deal.result()
        side = [r.ombre] + ([r.friend] if r.friend is not None else [])
        names = " and ".join(words.name(s) for s in side)
        outcome = {"won": "win the game", "vole": "win the vole: every trick",
                   "remise": "lose by remise (five tricks): the side is beasted",
                   "codille": "lose by codille: the defenders took more tricks"}
        plural = len(side) > 1 or r.ombre == words.you
        verb = outcome.get(r.outcome, r.outcome)
        if not plural:
            verb = verb.replace("win ", "wins ", 1).replace("lose ", "loses ", 1)
        mode = {"called": "with a called king", "sans prendre": "sans prendre",
                "forced": "forced by spadille"}.get(r.mode, r.mode)
        out = [words.sentence(f"{names} ({mode}, {r.trump.noun} trumps, {r.side_tricks} "
                              f"tricks) {verb}")]
        if r.outcome == "won" and r.side_tricks == 10:  # every trick, and no vole: say why
            out.append("  Every trick, but no vole: it is paid only where it was undertaken, "
                       "by leading to the seventh trick after the first six (not by forced "
                       "spadille, nor before the called king has appeared, nor once forfeited).")
        for t in r.transfers:
            said = words.speak(payments(str(t)))
            out.append("  " + said[:1].upper() + said[1:])
        out.append("This deal: " + ", ".join(f"{words.name(s)} {n:+d}"
                                              for s, n in enumerate(r.totals))
                   + f"; the pool {r.pool_before} -> {r.pool_after}.")
        if match is not None:
            out.append("Counters so far (totals): " + ", ".join(
                f"{words.name(s)} {n:+d}" for s, n in enumerate(match.counters))
                + f"; the pool {match.pool}.")
        return out

    def play_rule(self, words: Speaker, deal: Any) -> str:
        if not current_trick(deal):
            return "You lead: any card."
        return ("Follow suit if you can; a matador need not be played to a lower trump led ("
                + cite("quadrille:law-14") + "; " + law("quadrille:law-17").citation + ").")

    def prompt(self, words: Speaker, deal: Any, offered: Sequence[Action]) -> str | None:
        kinds = {a.kind for a in offered}
        if kinds == {"name-trump"}:
            return "Name the trump suit: "
        if kinds == {"call"}:  # with the four kings, a queen (law 6)
            queens = any(c.rank is Rank.QUEEN for a in offered for c in a.cards)
            return f"Which {'king or queen' if queens else 'king'} do you call? "
        if kinds & {"pass", "ask-leave", "sans-prendre"}:
            said = [words.label(a) for a in offered]
            return "Your word: " + ", ".join(said[:-1]) + f" or {said[-1]}? "
        if kinds == {"deal"}:
            return "How do you deal? "
        if "settle" in kinds:  # the ombre's last word (a claim unmade is lost: law 18)
            return ("Your last word, the ten tricks played: demand what is owed, or settle "
                    "the deal? " if "demand" in kinds
                    else "Your last word, the ten tricks played: settle the deal? ")
        return None

    def act(self, words: Speaker, action: Action, hidden: bool) -> str | None:
        p, cards, value = action.player, cards_text(action.cards), action.value or ""
        kind = action.kind
        if kind == "name-trump":
            return words.does(p, f"name {value} trumps", f"names {value} trumps") + "."
        if kind == "deal":
            return words.does(p, f"deal the cards {value}", f"deals the cards {value}") + "."
        if kind == "call":
            called = action.cards[0].name if action.cards else "no king"
            return words.does(p, f"call the {called}", f"calls the {called}") + "."
        if kind == "show-card":
            return words.does(p, f"show {cards}", f"shows {cards}") + "."
        if kind == "demand":  # "sans-prendre" is the record's word
            what = value.replace("-", " ")
            return words.does(p, f"demand {what}", f"demands {what}") + "."
        if kind == "turn-up" and value.isdigit():  # law 13 ("You: turn up 3." had been said)
            seat = int(value)
            whose = "your" if seat == words.you else f"{words.name(seat)}'s"
            return words.does(p, f"turn up {whose} game", f"turns up {whose} game") + "."
        if kind == "replay" and value.isdigit():  # law 15, the table's ruling
            return (f"The renounce harmed the game: the cards are taken up from trick {value} "
                    "and played again.")
        if kind == "claim-renounce" and value.isdigit():  # law 14 ("You: claim renounce 3.")
            whose = "your own" if int(value) == words.you else f"{words.name(int(value))}'s"
            return words.does(p, f"claim {whose} renounce", f"claims {whose} renounce") + "."
        if kind == "rule-fraud":  # law 10, the table's ruling on the friend
            return (f"The table rules that {words.name(p)} showed "
                    f"{'yourself' if p == words.you else 'himself'} the friend with a "
                    "fraudulent design.")
        return None

    def reading(self, description: str) -> str | None:
        # trumps named without asking leave: law 5, which strict play cites,
        # says he who asked "must not play sans prendre"; the penalty is Hoyle's
        if description.endswith("(Hoyle law 10)"):
            return ("Our text has no law for naming trumps without asking leave: the engine "
                    "follows Hoyle's law 10, p. 276 of Hoyle's Games, Improved and Enlarged: "
                    "\"Any person naming his trump without asking leave, is obliged to play "
                    "sans prendre, unless he is the younger hand, and all the rest have "
                    "passed.\"")
        return None

    def label(self, words: Speaker, action: Action) -> str | None:
        kind, value = action.kind, action.value
        if kind == "name-trump":
            return f"name {value}"
        if kind == "deal":
            return f"deal {value}"
        if kind == "turn-up" and value is not None and value.isdigit():
            seat = int(value)
            whose = "your" if seat == words.you else f"{words.name(seat)}'s"
            return f"turn up {whose} game"
        if kind == "show-card":
            return f"show {cards_text(action.cards)}"
        if kind == "look-tricks":
            return "look upon the tricks"  # law 12: "None ought to look upon the tricks"
        if kind == "show-game":
            return "show your game"
        if kind == "demand" and value is not None:
            return f"demand {value.replace('-', ' ')}"
        if kind == "replay" and value is not None and value.isdigit():
            return f"the renounce harmed the game: play again from trick {value} (law 15)"
        if kind == "claim-renounce" and value is not None and value.isdigit():
            return ("claim your own renounce" if int(value) == words.you
                    else f"claim {words.name(int(value))}'s renounce")
        if kind == "rule-fraud":
            return "the table rules the friend's showing fraudulent (law 10)"
        if kind == "call":
            return f"call the {action.cards[0].name}" if action.cards else "call"
        return None

    def line(self, words: Speaker, line: ScoreLine) -> str | None:
        """A payment (a line of counters paid), told by its reason."""
        if line.points >= 0:
            return None
        cited = line.citation
        reason = words.speak(payments(line.reason))
        paid = re.sub(r"\b(pays?) into the pool", rf"\1 {-line.points} into the pool",
                      reason, count=1)
        if paid == reason:
            paid += f" ({-line.points})"
        return f"{paid[:1].upper() + paid[1:]} [{cited}]"

    def reason(self, text: str) -> str:
        return payments(text)

    def news(self, words: Speaker, deal: Any) -> list[str]:
        """The friend, once the called king falls (or he makes himself known)."""
        friend, ombre, king = deal.friend, deal.ombre, deal.called
        if king is None or deal.mode not in CALLED or not deal.friend_revealed:
            return []
        played = [c for t in deal.tricks for _, c in t.cards] + [c for _, c in deal.trick]
        card = king.rank.noun  # with the four kings, a queen is called (law 6)
        known = (f"The called {card} {king} has fallen: " if king in played
                 else f"The friend makes himself known (the called {card} {king}): ")
        if friend is None or friend == ombre:  # the engine's friend is None for one's own king
            own = "your own" if ombre == words.you else "the ombre's own"
            return [known + f"it is {own}, so {words.name(ombre)} "
                    f"{'play' if ombre == words.you else 'plays'} alone."]
        whose = "your friend" if ombre == words.you else \
            f"the friend of {words.name(ombre)}, the ombre"
        return [known + f"{words.name(friend)} {'are' if friend == words.you else 'is'} "
                f"{whose}."]

    def card_words(self, deal: Any) -> dict[str, Card | str]:
        """Spadille and basto, the black aces, whatever the trumps; manille
        and punto (ponto) only once trumps are named, and punto only in red."""
        trump = getattr(deal, "trump", None)
        if trump is None:
            manille_: Card | str = "Manille is the second trump: trumps are not named yet."
            punto: Card | str = ("Punto is the ace of a red trump suit: trumps are not "
                                 "named yet.")
        else:
            manille_ = manille(trump)
            punto = Card(Rank.ACE, trump) if trump.is_red else (
                f"Punto is the ace of a red trump suit: with {trump.noun} trumps there is "
                "none (the king is the fourth trump).")
        return {"spadille": SPADILLE, "manille": manille_, "basto": BASTO, "punto": punto,
                "ponto": punto}

    def hand_order(self, words: Speaker, deal: Any) -> list[Card]:
        return sorted(held(deal, words.you), key=deal._display_key)


    def intro(self, match: Any, seed: int, opponent: str | None) -> list[str]:
        _, right, across, left = compass(4, self.to_the_right)
        return [
            (f"Quadrille: you (South) and three players, each {self.player(opponent)}: "
             f"{right} on your right, {across} across, {left} on your left. Seed {seed}."),
            (f"Play goes to the right: you, {right}, {across}, {left}. The eldest hand, on "
             "the dealer's right, speaks and leads first."),
            ("The ombre (who asks leave) names trumps and calls a king: its holder is his "
             "secret friend; they need six of the ten tricks. Counters go to and from "
             "the pool; leave the table after any deal."),
        ]


WORDS = QuadrilleWords()

#: The account of a deal is the deal's own text (``str(deal)``), told where the deal is.
__all__ = ["WORDS", "QuadrilleWords", "describe", "payments"]


#: The games played with a called king: by asking leave, or forced by
#: spadille (law 4: the forced player calls a king too).
CALLED = ("called", "forced")


def _called_word(view: Any) -> str:
    """The card called, by its rank: a king, or (with the four kings, law 6) a queen."""
    return view.called.rank.noun if view.called is not None else "king"


def _called_game(view: Any) -> bool:
    """Whether the ombre plays with a king called (or still to call)."""
    return view.mode in CALLED


def _known_alone(words: Speaker, view: Any, deal: Any) -> bool:
    """Whether the ombre, having called a king he holds himself, is known to
    play alone where the table is seen from: by himself and by one who
    watches at once, by the others once the king has fallen."""
    own = view.called is not None and getattr(deal, "friend", 0) is None
    return own and (words.you < 0 or words.you == view.ombre
                    or bool(getattr(deal, "friend_revealed", False)))
