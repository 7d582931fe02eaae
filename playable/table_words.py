"""The words of the table: what a player is told, and how what he types is read.

One home for the words every surface shows a human player (the terminals
today, the "Deal a hand" pages later), for the three games alike:

* **names**: the human is "you"; the others are named by their places round
  the table (:func:`seat_names`): at two, "North" sits opposite; at four,
  play goes to the right, so "West", "North", "East" follow you in turn;
* **acts** in words (:meth:`TableWords.act`): "North plays Q♦.", "You beg.";
* **refusals** in one format (:meth:`TableWords.refusal`): ``Refused: <why>
  — <the law> "<its title>" <its address>``; a card you do not hold is no
  law's business: "You do not hold Q♠." cites none;
* **the table** (:meth:`TableWords.table`): trumps and turn-up, the ombre and
  the called king ("you are the friend", "you play alone"), tricks won, the
  stock, the points of the deal and of the match, whose turn, the last trick;
* **the verdict** of a deal (:meth:`TableWords.verdict`): who won it, why, and
  the match so far;
* **input** (:func:`read_choice`): card names in any usual notation (``qs``,
  ``Q♠``, ``queen of spades``, ``10h``, ``th``), suit names, the game's words
  (``ask leave``, ``call the king of spades``, ``declare four kings``),
  numbers of the listed choices and unique prefixes; :meth:`TableWords.help`
  explains the notation and each choice with the law behind it.

The engine's own reasons name seats ``P0``, ``P1``...; :meth:`TableWords.speak`
puts them in these words ("P0 holds clubs" becomes "you hold clubs").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from playable.cards import Card, NotationError, Rank, Suit
from playable.core import Action, Irregularity, ScoreLine
from playable.errors import RuleError
from playable.games import game as registered
from playable.laws import GAMES, Law, law, segments, transcription

__all__ = ["Choice", "Onlooker", "TableWords", "card_names", "law_text", "onlooker_names",
           "read_choice", "seat_names"]


def seat_names(seats: int, you: int = 0) -> list[str]:
    """Each seat's name as the human at ``you`` hears it: "you", then the
    others by their places (two: North opposite; three: West, East; four, play
    going to the right: West, North, East)."""
    places = {2: ["North"], 3: ["West", "East"], 4: ["West", "North", "East"]}
    others = places.get(seats) or [f"Player {n}" for n in range(2, seats + 1)]
    return [("you" if s == you else others[(s - you) % seats - 1]) for s in range(seats)]


#: A verb after a seat in the engine's reasons, and its form after "you".
_YOU_FORMS = {"is": "are", "was": "were", "has": "have", "does": "do", "holds": "hold",
              "plays": "play", "leads": "lead", "pays": "pay", "draws": "draw",
              "declares": "declare", "speaks": "speak", "asks": "ask", "calls": "call",
              "names": "name", "stands": "stand", "begs": "beg", "runs": "run",
              "deals": "deal", "wins": "win", "takes": "take", "needs": "need",
              "scores": "score", "counts": "count", "marks": "mark", "shows": "show",
              "looks": "look", "says": "say", "follows": "follow", "renounces": "renounce",
              "overdrew": "overdrew", "receives": "receive", "gets": "get", "loses": "lose",
              "keeps": "keep", "makes": "make", "goes": "go", "knows": "know",
              "counted": "counted", "held": "held", "holds,": "hold,"}

_SEAT = re.compile(r"\bP(\d+)('s)?(?:(\s+)(\w+,?))?")


#: What an irregularity's description ends with, in brackets, where its law
#: sets no penalty (Quadrille's law 12).
_NO_PENALTY = "the law sets no penalty"

#: What each kind of choice means, for ``help`` (second person).
_MEANINGS = {
    "stand": "keep the trump turned up and play (All-Fours: the dealer then plays to it)",
    "beg": "refuse the trump and ask the dealer for a point; he gives one or runs the cards",
    "take-one": "give the eldest hand one point and keep the trump",
    "run": "deal three more cards each and turn up a new trump",
    "ask": "ask whether a trump just played is high or low (law v: the answer must be true)",
    "pass": "you will not play this deal as ombre",
    "ask-leave": "play as ombre with a partner, the holder of the king you call",
    "sans-prendre": "play as ombre, alone, without calling a king",
    "name-trump": "name the trump suit",
    "call": "call a king: its holder becomes your secret partner (the friend)",
    "settle": "close the deal: every payment is made",
    "deal": "deal the cards by fours and threes, in this order",
    "no-vole": "stop after six tricks: you do not play for all ten (the vole)",
    "play-vole": "undertake the vole: to win every trick",
    "declare": "declare cards from your hand for points (they lie on the table)",
    "announce": "announce a declaration to score after a later trick",
    "exchange": "exchange the seven of trumps for the turn-up (10 points)",
    "draw": "draw from the stock (no declaration)",
    "return": "send the card overdrawn back into the stock",
}


#: Where a game's act of the same word means something else.
_GAME_MEANINGS = {
    ("quadrille", "ask"): "ask whether the vole is played",
    ("bezique", "call"): "call for a faced card: its holder must play it when next to play",
    ("all-fours", "draw"): "draw the extra card, blind, from the hand dealt one too many",
}


@dataclass(frozen=True)
class Choice:
    """What :func:`read_choice` made of a line typed: one act, several that
    fit (``matches``), or none (``matches`` empty) with the card named, if any,
    and the act the words name when it is not offered (``attempt``: "call the
    king of clubs" when that call is not open), so that its refusal can name
    the law that forbids it."""

    action: Action | None
    matches: tuple[Action, ...] = ()
    card: Card | None = None
    attempt: Action | None = None


def card_names(card: Card) -> set[str]:
    """Every way of typing ``card`` that :func:`read_choice` accepts."""
    rank = card.rank
    letters = {str(rank).lower(), rank.noun}
    if rank == Rank.TEN:
        letters |= {"t", "10"}
    if rank == Rank.KNAVE:
        letters |= {"jack", "j", "knave"}
    suits = {card.suit.value, card.suit.letter.lower(), card.suit.noun, card.suit.noun[:-1]}
    names = {f"{r}{s}" for r in letters for s in suits if len(r) <= 2 and len(s) <= 1}
    names |= {f"{r} of {s}" for r in letters for s in suits}
    names |= {f"{r} {s}" for r in letters for s in suits}
    return names


def _card_in(text: str) -> Card | None:
    """The card named in ``text`` in any usual notation, or None."""
    text = text.strip().lower().removeprefix("the ").strip()
    try:
        return Card.parse(text)
    except NotationError:
        pass
    words = text.replace(" of ", " ").split()
    if len(words) == 2:
        rank_words = {r.noun: r for r in Rank} | {"jack": Rank.KNAVE}
        rank = rank_words.get(words[0])
        if rank is None:
            try:
                rank = Rank.parse(words[0])
            except NotationError:
                return None
        try:
            suit = Suit.parse(words[1])
        except NotationError:
            return None
        return Card(rank, suit)
    return None


def _suit_in(text: str) -> Suit | None:
    try:
        return Suit.parse(text.strip().lower().removeprefix("the ").strip())
    except NotationError:
        return None


def _norm(text: str) -> str:
    return " ".join(text.lower().replace("-", " ").replace("_", " ").split())


#: Words a reader may put before a card or a suit: "play qs", "name hearts".
_LEAD_WORDS = ("play ", "lead ", "name trump ", "name ", "trumps ", "trump ", "call the ",
               "call ", "discard ", "ask about ", "ask ")


#: What the table's own prompts say, read as the act they ask about ("give one
#: (take one) or run the cards?").
_SAID = {"give one": "take one", "give a point": "take one", "run the cards": "run"}


def read_choice(text: str, offered: Sequence[Action], labels: Sequence[str] = ()) -> Choice:
    """Read what a player typed against the acts ``offered`` (shown as
    ``labels`` when given): a number of the list, a card in any usual
    notation, a suit (naming trumps), the act's words or a unique prefix of
    them (``ask leave``, ``sans``, ``call the king of spades``,
    ``declare four kings``).  Words that name an act not offered are not
    read as another act: "call the king of clubs" is a call (its
    ``attempt``), never a play of K♣."""
    raw = text.strip()
    said = _norm(raw)
    said = _SAID.get(said, said)
    if said.isdigit():
        n = int(said)
        return Choice(offered[n - 1]) if 1 <= n <= len(offered) else Choice(None)
    if not said:
        return Choice(None)
    labels = list(labels) or [_norm(str(a).split(" ", 1)[1]) for a in offered]

    def one(found: list[Action], card: Card | None = None) -> Choice | None:
        unique = list(dict.fromkeys(found))
        if len(unique) == 1:
            return Choice(unique[0], card=card)
        if unique:
            return Choice(None, tuple(unique), card)
        return None

    # the act's own words: "ask leave", "take one", "sans prendre", "declare four kings"
    words = [(_norm(a.kind + (" " + a.value if a.value else "")), a) for a in offered]
    exact = [a for w, a in words if w == said or _norm(a.kind) == said]
    exact += [a for a, lab in zip(offered, labels) if _norm(lab) == said]
    if (hit := one(exact)) is not None:
        return hit
    # a card, alone or after a word: "qs", "play the queen of spades", "call ks"
    body = said
    kinds = {a.kind for a in offered}
    for lead in _LEAD_WORDS:
        if said.startswith(lead):
            body = said[len(lead):]
            break
    card = _card_in(body)
    if card is not None:
        wanted = [a for a in offered if card in a.cards]
        if said.startswith("call"):  # a call, never a play of the card named
            wanted = [a for a in wanted if a.kind == "call"]
            if not wanted and offered:
                seat = offered[0].player
                return Choice(None, card=card, attempt=Action("call", seat, (card,)))
        elif said.startswith("ask") and "ask" in kinds:
            wanted = [a for a in wanted if a.kind == "ask"]
        elif len(wanted) > 1:
            plain = [a for a in wanted if a.cards == (card,) and a.kind in ("play", "discard")]
            wanted = plain or wanted
        if (hit := one(wanted, card)) is not None:
            return hit
        return Choice(None, card=card)
    suit = _suit_in(body)
    if suit is not None:
        named = [a for a in offered if a.value == suit.noun]
        if (hit := one(named)) is not None:
            return hit
    # a unique prefix of the act's words ("sans", "decl four", "st")
    prefixed = [a for w, a in words if w.startswith(said)]
    prefixed += [a for a, lab in zip(offered, labels) if _norm(lab).startswith(said)]
    if (hit := one(prefixed)) is not None:
        return hit
    # every word typed begins a word of the act ("decl 4 kings" is not, "declare kings" is)
    parts = said.split()
    loose = [a for w, a in words
             if all(any(x.startswith(p) for x in w.split()) for p in parts)]
    if (hit := one(loose)) is not None:
        return hit
    return Choice(None)


@cache
def _source_segments(game: str) -> dict[str, str]:
    """Each law's period text, cut from the transcription the law registry
    keeps as its package data, its whitespace made single spaces."""
    return {seg.item.id: " ".join(seg.text.split())
            for seg in segments(game, transcription(game)) if isinstance(seg.item, Law)}


def law_text(law_id: str, limit: int = 600) -> str:
    """The period text of a law, shortened to ``limit`` characters."""
    text = _source_segments(law(law_id).game)[law_id]
    return text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0] + " …"


def cite(law_id: str) -> str:
    """A law as the table cites it: ``All-Fours, law iii "Trump or follow
    suit" (address)``."""
    item = law(law_id)
    return f"{item.citation} \"{item.title}\" ({item.url})"


def _trick_cards(trick: Any) -> list[tuple[int, Card]]:
    cards = getattr(trick, "cards", None)
    if cards is not None:
        return list(cards)
    return [(trick.leader, trick.lead), (1 - trick.leader, trick.reply)]


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(str(c) for c in cards) or "-"


class TableWords:
    """The words of one table: ``game`` (its id), ``seats``, the human at ``you``."""

    def __init__(self, game: str, seats: int, you: int = 0) -> None:
        self.game, self.seats, self.you = game, seats, you
        self.names = seat_names(seats, you)

    @property
    def viewer(self) -> int:
        """The seat whose view the table is drawn from (the human's)."""
        return self.you

    # -- names and the engine's sentences -------------------------------------

    def name(self, seat: int, capital: bool = False) -> str:
        word = self.names[seat] if 0 <= seat < self.seats else f"P{seat}"
        return word[:1].upper() + word[1:] if capital else word

    def does(self, seat: int, you_form: str, third: str) -> str:
        """``"You beg"`` / ``"North begs"``."""
        return f"{self.name(seat, True)} {you_form if seat == self.you else third}"

    def speak(self, text: str) -> str:
        """The engine's words with its seats named as this table names them."""
        def named(m: re.Match[str]) -> str:
            seat = int(m.group(1))
            if seat >= self.seats:
                return m.group(0)
            possessive, space, verb = m.group(2), m.group(3) or "", m.group(4) or ""
            if seat == self.you:
                if possessive:
                    return "your" + space + verb
                return "you" + space + _YOU_FORMS.get(verb, verb)
            return self.names[seat] + (possessive or "") + space + verb
        said = _SEAT.sub(named, text)
        said = re.sub(r"\byou (\w+) you\b", r"you \1 yourself", said)
        first = _SEAT.search(text)
        if said.startswith("you ") or (first is not None and int(first.group(1)) == self.you):
            said = said.replace(" his ", " your ")
            said = re.sub(r"\bhe (\w+)\b", lambda m: "you " + _YOU_FORMS.get(m.group(1), m.group(1)),
                          said)
            said = re.sub(r" and (was|is|has) ", lambda m: " and " + _YOU_FORMS[m.group(1)] + " ",
                          said)
        return said

    @staticmethod
    def sentence(text: str) -> str:
        text = text.strip()
        if not text:
            return text
        text = text[:1].upper() + text[1:]
        return text if text[-1] in ".!?)" else text + "."

    # -- acts --------------------------------------------------------------------

    def act(self, action: Action, *, hidden: bool = False) -> str:
        """An act in words, as a sentence: ``hidden`` keeps a card of another
        player's discard or return to himself."""
        p, cards, value = action.player, _cards(action.cards), action.value or ""
        you = p == self.you
        kind = action.kind

        def d(second: str, third: str) -> str:
            return self.does(p, second, third) + "."

        if kind == "play":
            return d(f"play {cards}", f"plays {cards}") if not value else \
                d(f"play {cards} from the table", f"plays {cards} from the table")
        if kind == "discard":
            shown = cards if you or not hidden else "a card"
            return d(f"discard {shown}", f"discards {shown}")
        simple = {
            "stand": ("stand", "stands"), "beg": ("beg", "begs"),
            "take-one": ("say \"take one\": the eldest hand scores a point",
                         "says \"take one\": the eldest hand scores a point"),
            "run": ("run the cards", "runs the cards"),
            "pass": ("pass", "passes"),
            "ask-leave": ("ask leave (to call a king for a partner)",
                          "asks leave (to call a king for a partner)"),
            "sans-prendre": ("play sans prendre (alone)", "plays sans prendre (alone)"),
            "settle": ("settle the deal", "settles the deal"),
            "no-vole": ("stop: no vole", "stops: no vole"),
            "play-vole": ("undertake the vole", "undertakes the vole"),
            "draw": ("draw", "draws"), "new-deal": ("claim a new deal", "claims a new deal"),
            "let-stand": ("let the deal stand", "lets the deal stand"),
            "supply": ("are supplied from the stock", "is supplied from the stock"),
            "show-game": ("show your game", "shows his game"),
            "look-tricks": ("look at the quitted tricks", "looks at the quitted tricks"),
            "count-aloud": ("count aloud what has been played",
                            "counts aloud what has been played"),
            "take-back": ("take back your card", "takes back his card"),
        }
        if kind in simple:
            return d(*simple[kind])
        if kind == "ask":
            if self.game == "quadrille":
                return d("ask whether the vole is played", "asks whether the vole is played")
            return d(f"ask whether {cards} is high or low",
                     f"asks whether {cards} is high or low")
        if kind == "name-trump":
            return d(f"name {value} trumps", f"names {value} trumps")
        if kind == "deal":
            return d(f"deal the cards {value}", f"deals the cards {value}")
        if kind == "call":
            if self.game == "quadrille":
                called = action.cards[0].name if action.cards else "no king"
                return d(f"call the {called}", f"calls the {called}")
            return d(f"call for the faced {cards}", f"calls for the faced {cards}")
        if kind == "declare":
            return d(f"declare {value}: {cards}", f"declares {value}: {cards}")
        if kind == "announce":
            return d(f"announce {value}: {cards}", f"announces {value}: {cards}")
        if kind == "exchange":
            return d("exchange the seven of trumps for the turn-up",
                     "exchanges the seven of trumps for the turn-up")
        if kind == "return":
            return self._return(action, hidden)
        if kind == "show-card":
            return d(f"show {cards}", f"shows {cards}")
        if kind == "mark":
            return d(f"mark {value} at the reckoning", f"marks {value} at the reckoning")
        if kind == "demand":
            return d(f"demand {value}", f"demands {value}")
        words = " ".join([kind.replace("-", " "), *([cards] if action.cards else []),
                          *([value] if value else [])])
        return self.sentence(f"{self.name(p, True)}: {words}")

    def _return(self, action: Action, hidden: bool) -> str:
        """An overdrawn card sent back into the stock (Bezique, 126 iv): named
        to the player whose card it was and to the adversary who chose it;
        ``hidden``, kept from anyone else."""
        from playable.bezique_forfeits import overdrawer

        chooser = action.player
        owner = overdrawer(chooser, self.seats)
        cards = _cards(action.cards)
        if owner == self.you:
            whose = f"your {cards}"
        elif hidden and chooser != self.you:
            whose = f"one of {self.name(owner)}'s cards"
        else:
            whose = f"{self.name(owner)}'s {cards}"
        return self.does(chooser, f"send {whose}", f"sends {whose}") + " back into the stock."

    # -- refusals ---------------------------------------------------------------

    def refusal(self, deal: Any, action: Action) -> str | None:
        """Why strict play refuses ``action`` now, in one format for every game,
        or None if it is lawful.  A card not held names no law."""
        pack = set(getattr(deal, "pack", ()) or ())
        foreign = [c for c in action.cards if pack and c not in pack]
        if foreign:
            return f"{foreign[0]} is not in the {GAMES.get(self.game, self.game)} pack."
        missing = [c for c in action.cards if c not in _held(deal, action.player)]
        if missing and action.kind in ("play", "discard", "declare", "show-card", "announce",
                                       "exchange"):
            return f"You do not hold {missing[0]}."
        error = deal.why_not(action)
        if error is None:
            return None
        return self.refused(error, deal, action)

    def refused(self, error: RuleError, deal: Any = None, action: Action | None = None) -> str:
        """A refusal in the table's one format (no law cited where none
        speaks of the act: :class:`~playable.errors.NotHeld`, or All-Fours'
        play out of turn)."""
        reason = self.refused_reason(error, deal, action)
        if error.law is None:
            return f"Refused: {reason.rstrip('.')}."
        return f"Refused: {reason} — {cite(error.law)}"

    def refused_reason(self, error: RuleError, deal: Any = None,
                       action: Action | None = None) -> str:
        """The reason of a refusal, as a sentence (the browser links the law
        that :meth:`refused` cites after it)."""
        reason = self.speak(error.reason)
        led = _led_suit(deal) if deal is not None else None
        if (action is not None and action.kind == "play" and led is not None
                and "renounce" in error.reason
                and any(c.suit is led for c in _held(deal, action.player))):
            also = " or trump" if self.game == "all-fours" else ""
            reason = f"you must follow suit{also}: you hold {led.noun}"
        return self.sentence(reason)

    # -- the table in view ---------------------------------------------------------

    def table(self, deal: Any, match: Any = None, *, hand: bool = True,
              hints: bool = True) -> list[str]:
        """The table as it stands: what a player would see and remember
        (``hand``: with his hand in words; ``hints``: with the terminal's
        commands, such as ``last``)."""
        lines: list[str] = list(getattr(self, "_table_" + self.game.replace("-", ""))(deal,
                                                                                     match))
        if not hand:
            lines = [line for line in lines if not line.startswith("Your hand")
                     and not line.startswith("Your declared cards")]
        last = self.last_trick(deal)
        if last:
            lines.append(f"Last trick: {last}" + (" (type 'last' to see it again)"
                                                   if hints else ""))
        trick = _current_trick(deal)
        if trick:
            lines.append("On the table: " + ", ".join(
                f"{self.name(s, True)} {'led' if i == 0 else 'played'} {c}"
                for i, (s, c) in enumerate(trick)) + ".")
        if not deal.is_over:
            lines.append("Your turn." if deal.to_move == self.you
                         else f"To play: {self.name(deal.to_move)}.")
        return lines

    def hand_order(self, deal: Any) -> list[Card]:
        """The reader's cards in the order the table shows them."""
        if self.game == "all-fours":
            from playable.allfours_cards import sort_cards

            return sort_cards(deal.hand(self.you), None if deal.void else deal.trump)
        key = getattr(deal, "_display_key", None)
        cards = _held(deal, self.you)
        return sorted(cards, key=key) if key is not None else cards

    def last_trick(self, deal: Any) -> str | None:
        tricks = getattr(deal, "tricks", ())
        if not tricks:
            return None
        t = tricks[-1]
        cards = _trick_cards(t)
        won = "you win it" if t.winner == self.you else f"{self.name(t.winner)} wins it"
        return ", ".join(f"{self.name(s)} {c}" for s, c in cards) + f" — {won}"

    def _scores(self, values: Sequence[int]) -> str:
        return ", ".join(f"{self.name(s)} {v}" for s, v in enumerate(values))

    def _table_allfours(self, deal: Any, match: Any) -> list[str]:
        from playable.allfours import show

        lines = []
        if deal.void:
            lines.append("No trump: the pack ran out in running the cards.")
        else:
            turned = ", ".join(str(c) for c in deal.turned)
            lines.append(f"Trumps: {deal.trump.noun} {deal.trump} (turned up: {turned}).")
        if len(deal.turned) > 1:
            stock = deal.view(self.viewer).stock_size
            lines.append(f"The cards were run: {stock} left in the stock.")
        points = deal.account.totals(2)
        lines.append(f"Points this deal: {self._scores(points)}."
                     + (" High, Low, Jack and Game are counted after the last trick."
                        if not deal.is_over else ""))
        if match is not None:
            lines.append(f"The match: {self._scores(match.scores)} — first to "
                         f"{match.options.target}.")
        tricks = [sum(1 for t in deal.tricks if t.winner == s) for s in range(2)]
        if deal.tricks:
            lines.append(f"Tricks: {self._scores(tricks)}.")
        if self.you >= 0:
            lines.append(f"Your hand: {show(deal.hand(self.you), None if deal.void else deal.trump)}")
        return lines

    def _table_quadrille(self, deal: Any, match: Any) -> list[str]:
        view = deal.view(self.viewer)
        lines = []
        if view.trump is None:
            if view.speaking:
                said = {"pass": "passed", "ask-leave": "asked leave",
                        "sans-prendre": "played sans prendre"}
                lines.append("Speaking so far: " + ", ".join(
                    f"{self.name(s)} {said.get(w, w)}" for s, w in view.speaking) + ".")
            elif deal.stage == "speak":
                lines.append(f"The speaking begins with {self.name(view.eldest)}, "
                             "the eldest hand.")
            if view.ombre is not None:
                lines.append(f"The ombre: {self.name(view.ombre)}; trumps not yet named.")
        else:
            mode = {"called": "with a called king", "sans prendre": "sans prendre (alone)",
                    "forced": "forced by spadille"}.get(view.mode or "", view.mode or "")
            lines.append(f"Trumps: {view.trump.noun} {view.trump}. The ombre: "
                         f"{self.name(view.ombre)}, {mode}.")
            if view.called is not None:
                lines.append(f"The king called: the {view.called.name} {view.called}.")
            lines.append(self._your_side(view, deal))
            won = view.tricks_won
            line = "Tricks won: " + self._scores(won) + "."
            if view.friend is not None or view.mode != "called":
                side = {view.ombre} | ({view.friend} if view.friend is not None else set())
                ours = sum(won[s] for s in side)
                line += (f" The ombre's side {ours}, the defenders "
                         f"{sum(won) - ours}: the ombre's side needs 6 of the 10.")
            elif view.mode == "called":
                line += " The friend is not yet known."
            lines.append(line)
        pool = view.pool
        lines.append(f"The pool: {pool} counters."
                     + (f" Counters so far: {self._scores(match.counters)}."
                        if match is not None else ""))
        if deal.dealt and self.you >= 0:
            key = getattr(deal, "_display_key", None)
            hand = sorted(view.hand, key=key) if key is not None else list(view.hand)
            lines.append(f"Your hand: {_cards(hand)}")
        return lines

    def _your_side(self, view: Any, deal: Any = None) -> str:
        you = self.you
        if view.ombre == you:
            if view.mode != "called" or view.friend == you:
                return "You play alone: you must win six of the ten tricks yourself."
            return ("You are the ombre; the holder of the called king is your friend "
                    "(unknown until the king falls).")
        if view.friend == you:
            return ("You are the friend: you hold the called king, so you play with the "
                    f"ombre ({self.name(view.ombre)}), unknown to the others until it falls.")
        if view.friend is not None:
            return (f"The friend: {self.name(view.friend)} (the called king has shown him). "
                    "You defend.")
        if view.mode == "called":
            return "You defend, against the ombre and his friend (whoever holds the king)."
        return "You defend, with the other two, against the ombre."

    def _table_bezique(self, deal: Any, match: Any) -> list[str]:
        from playable.cards import show

        lines = [f"Trumps: {deal.trump.noun} {deal.trump}"
                 + (f" (turned up: {deal.turn_up})" if deal.turn_up else "")
                 + f". Stock: {deal.stock_size} cards."
                 + (" The last eight tricks: follow suit and win if you can."
                    if deal.last_eight else "")]
        lines.append(f"Points this deal: {self._scores(deal.scores())}.")
        if match is not None:
            lines.append(f"The game: {self._scores(match.totals())} — first to "
                         f"{match.options.game:,}.")
        for s in range(self.seats):
            if s != self.you and deal.table(s):
                lines.append(f"{self.name(s, True)}'s declared cards: {show(deal.table(s))}")
        if self.you < 0:
            return lines
        lines.append(f"Your hand: {show(deal.hand(self.you))}")
        if deal.table(self.you):
            lines.append(f"Your declared cards (you may play them): {show(deal.table(self.you))}")
        return lines

    # -- choices, help ----------------------------------------------------------------

    def label(self, action: Action) -> str:
        """How a choice is listed."""
        cards, value = _cards(action.cards), action.value
        kind = action.kind
        if kind == "play":
            return cards + (" (from the table)" if value else "")
        if kind == "ask":
            return f"ask about {cards}" if action.cards else "ask"
        if kind == "name-trump":
            return f"name {value}"
        if kind == "deal":
            return f"deal {value}"
        if kind == "turn-up" and value is not None and value.isdigit():
            return f"turn up {self.name(int(value))}'s game"
        if kind == "show-card":
            return f"show {cards}"
        if kind == "show-game":
            return "show your game"
        if kind == "mark":
            return f"mark {value}"
        if kind == "call" and self.game == "quadrille":
            return f"call the {action.cards[0].name}" if action.cards else "call"
        if kind in ("declare", "announce"):
            return f"{kind} {value} {cards}"
        if kind == "exchange":
            return f"exchange {cards} for the turn-up"
        words = [kind.replace("-", " ")] + ([cards] if action.cards else [])
        return " ".join(words + ([value] if value else []))

    def help(self, offered: Sequence[Action], lenient: bool = False,
             deal: Any = None) -> list[str]:
        """``help``: the notation, the commands, and each choice open now with
        its meaning and the law behind it."""
        examples = {"all-fours": "stand, beg, take one, run, ask about J♥",
                    "quadrille": "pass, ask leave, hearts, call the king of spades",
                    "bezique": "declare four kings, exchange, draw"}.get(self.game, "")
        out = ["Type the number of a choice, or a card in any usual notation: QS, Q♠, qs,",
               "'queen of spades', 10H or TH; J is the knave. The game's words work too",
               f"({examples}), and so does the start of a choice's words if only one",
               "choice begins so.",
               "Commands: 'table' (the table again), 'last' (the last trick), 'help' or '?',",
               "'quit'.",
               ("As at the table: 'irregular' lists the irregular acts you may commit, 'do it' "
                "commits one just refused; 'strict' goes back to strict play." if lenient else
                "'as at the table' lets you break the laws, and see what they do to you."),
               "Choices open now:"]
        plays = [i for i, a in enumerate(offered, 1) if a.kind == "play"]
        if plays:
            cards = " ".join(self.label(offered[i - 1]) for i in plays)
            numbers = f"[{plays[0]}]" + (f"-[{plays[-1]}]" if len(plays) > 1 else "")
            out.append(f"  {numbers} the cards you may play: {cards}")
            out.append("      " + self._play_rule(deal))
        for i, a in enumerate(offered, 1):
            if a.kind == "play":
                continue
            meaning = self.meaning(a)
            line = f"  [{i}] {self.label(a)}" + (f": {meaning}" if meaning else "")
            law_id = self.choice_law(a)
            if law_id is not None:
                item = law(law_id)
                line += f" — {item.citation} \"{item.title}\""
            out.append(line)
        return out

    def _play_rule(self, deal: Any) -> str:
        """The rule of play now, with its law."""
        trick = _current_trick(deal) if deal is not None else []
        if self.game == "bezique":
            if getattr(deal, "last_eight", False):
                return ("The last eight tricks: follow suit and win the trick if you can "
                        "(" + cite("bezique:s126-v") + ").")
            return ("While the stock lasts any card may be played: you need not follow suit; "
                    "the higher card of the suit led wins, or a trump.")
        if not trick:
            return "You lead: any card."
        if self.game == "all-fours":
            return "Follow suit if you can, or trump (" + cite("all-fours:s92-iii") + ")."
        return ("Follow suit if you can; a matador need not be played to a lower trump led ("
                + cite("quadrille:law-14") + "; " + law("quadrille:law-17").citation + ").")

    # -- the end of a deal ------------------------------------------------------------

    def line(self, line: ScoreLine) -> str:
        """A score line in words, with its law."""
        who = self.name(line.player, True)
        cited = law(line.law).citation if line.law is not None else line.authority
        reason = self.speak(_payments(line.reason))
        if self.game == "quadrille" and line.points < 0:  # a payment, told by its reason
            paid = re.sub(r"\b(pays?) into the pool", rf"\1 {-line.points} into the pool",
                          reason, count=1)
            if paid == reason:
                paid += f" ({-line.points})"
            return f"{paid[:1].upper() + paid[1:]} [{cited}]"
        return f"{who} {line.points:+d}: {reason} [{cited}]"

    def verdict(self, deal: Any, match: Any = None) -> list[str]:
        """Who won the deal, why (the score lines in words), and the match so far."""
        return list(getattr(self, "_verdict_" + self.game.replace("-", ""))(deal, match))

    def _winner(self, points: Sequence[int], what: str) -> str:
        best = max(points)
        top = [s for s, p in enumerate(points) if p == best]
        figures = " to ".join(str(p) for p in sorted(points, reverse=True))
        if len(top) > 1:
            return f"The {what} is even, {figures}."
        return f"{self.does(top[0], 'win', 'wins')} the {what}, {figures}."

    def _verdict_allfours(self, deal: Any, match: Any) -> list[str]:
        result = deal.result()
        if result.void:
            return [f"No score: {self.speak(result.void)}."]
        points = list(result.points)
        out = [self._winner(points, "deal")]
        out.append(f"Game (the count of the tricks): {self._scores(result.game)}.")
        counted = match.counted[-1] if match is not None and match.counted else None
        for line in result.lines:
            late = counted is not None and line not in counted
            out.append("  " + self.line(line)
                       + ("  (not counted: the match was already won)" if late else ""))
        if not result.lines:
            out.append("  No points this deal.")
        if match is not None:
            out.append(f"The match: {self._scores(match.scores)} — first to "
                       f"{match.options.target}.")
        return out

    def _verdict_quadrille(self, deal: Any, match: Any) -> list[str]:
        r = deal.result()
        side = [r.ombre] + ([r.friend] if r.friend is not None else [])
        names = " and ".join(self.name(s) for s in side)
        outcome = {"won": "win the game", "vole": "win the vole: every trick",
                   "remise": "lose by remise (five tricks): the side is beasted",
                   "codille": "lose by codille: the defenders took more tricks"}
        plural = len(side) > 1 or r.ombre == self.you
        verb = outcome.get(r.outcome, r.outcome)
        if not plural:
            verb = verb.replace("win ", "wins ", 1).replace("lose ", "loses ", 1)
        mode = {"called": "with a called king", "sans prendre": "sans prendre",
                "forced": "forced by spadille"}.get(r.mode, r.mode)
        out = [self.sentence(f"{names} ({mode}, {r.trump.noun} trumps, {r.side_tricks} "
                             f"tricks) {verb}")]
        for t in r.transfers:
            said = self.speak(_payments(str(t)))
            out.append("  " + said[:1].upper() + said[1:])
        out.append("This deal: " + ", ".join(f"{self.name(s)} {n:+d}"
                                              for s, n in enumerate(r.totals))
                   + f"; the pool {r.pool_before} -> {r.pool_after}.")
        if match is not None:
            out.append("Counters so far (totals): " + ", ".join(
                f"{self.name(s)} {n:+d}" for s, n in enumerate(match.counters))
                + f"; the pool {match.pool}.")
        return out

    def _verdict_bezique(self, deal: Any, match: Any) -> list[str]:
        result = deal.result()
        out = [self._winner(list(result.scores), "deal")]
        out.append(f"Tricks: {self._scores(result.tricks)}.")
        for line in result.lines:
            out.append("  " + self.line(line))
        if match is not None:
            out.append(f"The game: {self._scores(match.totals())} — first to "
                       f"{match.options.game:,}.")
        return out

    # -- as at the table -----------------------------------------------------------

    def committed(self, irregularity: Irregularity) -> list[str]:
        """An irregularity just committed, with the law that deals with it;
        the last line says what follows: the law's penalty when it is found,
        or, where the law sets none (:attr:`Irregularity.penalty`), that
        nothing is paid (said once: the engine's own "(the law sets no
        penalty)" is left out of the first line)."""
        item = law(irregularity.law)
        description = irregularity.description
        if not irregularity.penalty:
            description = description.removesuffix(f" ({_NO_PENALTY})")
        said = self.speak(description)
        if not said.startswith("you"):
            said = self.speak(f"P{self.you} " + said)
        out = [f"You commit an irregularity: {said}.",
               f"The law: {item.citation} \"{item.title}\" ({item.url})",
               f"  \"{law_text(irregularity.law)}\""]
        if irregularity.penalty:
            out.append("The law deals with it as soon as it is found (watch the score).")
        else:
            out.append("The law sets no penalty for it: nothing is paid, and the score stands.")
        return out

    def penalty(self, line: ScoreLine) -> str:
        return f"The law is applied: {self.line(line)}"


    # -- what the reader is asked, and may ask ------------------------------------

    def prompt(self, deal: Any, offered: Sequence[Action]) -> str:
        """What the reader is asked, given the choices ``offered``."""
        kinds = {a.kind for a in offered}
        trick = _current_trick(deal)
        if kinds <= {"play", "ask"} and "play" in kinds:
            return "Play a card: " if trick else "Lead a card: "
        if kinds == {"discard"}:
            return "Discard a card: "
        if kinds == {"name-trump"}:
            return "Name the trump suit: "
        if kinds == {"call"}:
            return "Which king do you call? "
        if "stand" in kinds:
            return "Stand or beg? "
        if "run" in kinds:
            return f"{self.name(1 - self.you, True)} begs: give one (take one) or run the cards? "
        if kinds & {"pass", "ask-leave", "sans-prendre"}:
            said = [self.label(a) for a in offered]
            return "Your word: " + ", ".join(said[:-1]) + f" or {said[-1]}? "
        if kinds == {"deal"}:
            return "How do you deal? "
        if "declare" in kinds or "exchange" in kinds:
            said = [w for k, w in (("declare", "declare"), ("announce", "announce"),
                                   ("exchange", "exchange the seven")) if k in kinds]
            return ", ".join(said).capitalize() + (", or draw? " if "draw" in kinds else "? ")
        return "Your choice: "

    def choices(self, deal: Any) -> list[Action]:
        """The choices open to the reader: the lawful acts, in hand order, and
        the questions of All-Fours law v not yet asked."""
        legal = list(deal.legal_actions())
        order = {c: i for i, c in enumerate(self.hand_order(deal))}
        legal.sort(key=lambda a: (0, order.get(a.cards[0], 0))
                   if a.kind in ("play", "discard") and a.cards else (1, 0))
        questions = getattr(deal, "questions", None)
        if callable(questions):
            asked = {(a.asker, a.card) for a in getattr(deal, "answers", ())}
            tricks = list(getattr(deal, "tricks", ()))
            table = _current_trick(deal)
            if not table and tricks:
                table = _trick_cards(tricks[-1])
            yours = {c for s, c in table if s == self.you}  # no need to ask of your own card
            legal += [q for q in questions(self.you)
                      if (q.player, q.cards[0]) not in asked and q.cards[0] not in yours]
        return legal

    def answer(self, answer: Any) -> str:
        """An answer to "high or low?" (All-Fours law v) in words."""
        asker, card, said = answer.asker, answer.card, str(answer.answer)
        other = self.name(1 - asker, True)
        meaning = {"high": "it is the highest trump out",
                   "low": "it is the lowest trump out",
                   "high and low": "it is the only trump out: both the highest and the lowest",
                   }.get(said, "it is neither the highest nor the lowest trump out")
        return f"{other} answer{'' if 1 - asker == self.you else 's'} about {card}: {meaning}."

    def meaning(self, action: Action) -> str | None:
        """What a choice means, in a few words (for ``help`` and the pages)."""
        return _GAME_MEANINGS.get((self.game, action.kind)) or _MEANINGS.get(action.kind)

    def choice_law(self, action: Action) -> str | None:
        """The law behind a kind of choice (its handler's ``@act(law=...)``),
        or None where no law of the text speaks of it."""
        return registered(self.game).rules.act_law(action.kind)


def onlooker_names(seats: int) -> list[str]:
    """The seats as one who watches them all names them: by the compass,
    South in the place of "you" (:func:`seat_names`)."""
    return ["South" if name == "you" else name for name in seat_names(seats, 0)]


class Onlooker(TableWords):
    """The words for one who watches every seat play (the Deal pages'
    "Watch"): the seats by the compass, nobody "you", every hand in view."""

    def __init__(self, game: str, seats: int) -> None:
        super().__init__(game, seats, 0)
        self.you = -1
        self.names = onlooker_names(seats)

    @property
    def viewer(self) -> int:
        return 0

    def _your_side(self, view: Any, deal: Any = None) -> str:
        friend = getattr(deal, "friend", None)
        if view.mode != "called" or friend == view.ombre:
            return f"{self.name(view.ombre, True)} plays alone: six of the ten tricks to win."
        if friend is None:
            return "The friend: nobody yet (the called king is still to come)."
        hidden = "" if getattr(deal, "friend_revealed", False) else \
            " (the others do not know it until the king falls)"
        return f"The friend: {self.name(friend)}, who holds the called king{hidden}."


def _payments(text: str) -> str:
    """Quadrille's payments in words: "P0 pays pool 4" is "P0 pays 4 into the
    pool", "[law-16]" is "[Quadrille, law 16]"."""
    text = re.sub(r"\bpays pool (\d+)", r"pays \1 into the pool", text)
    text = re.sub(r"\bpays pool\b", "pays into the pool", text)
    text = re.sub(r"^pool pays\b", "the pool pays", text)
    return re.sub(r"\[law-(\d+)\]", r"[Quadrille, law \1]", text)


def _held(deal: Any, seat: int) -> list[Card]:
    held = getattr(deal, "held", None)
    if callable(held):
        return list(held(seat))
    return list(deal.hand(seat))


def _current_trick(deal: Any) -> list[tuple[int, Card]]:
    trick = getattr(deal, "current_trick", None)
    if trick is None:
        trick = getattr(deal, "trick", None)
    return list(trick or [])


def _led_suit(deal: Any) -> Suit | None:
    trick = _current_trick(deal)
    return trick[0][1].suit if trick else None
