"""The words of the table: what a player is told (what he types is read by
:mod:`playable.table.typed`).

One home for the words every surface shows a human player (the terminals
today, the "Deal a hand" pages later), for every game alike:

* **names**: every seat by the compass, the same on every surface (the
  terminal, the Deal pages seated and watching, ``replay``): seat 0 South,
  North across, and at four, play going to the right, East on South's right
  and West on his left (:func:`seat_names`); the human is "you"; where a
  record is meant, a line first gives each name its index in the record,
  "South (P0)" (:func:`in_the_record`), and the index a record's text still
  gives is put as the name (:func:`by_name`);
* **acts** in words (:meth:`TableWords.act`): "North plays Q♦.", "You beg.";
* **refusals** in one format (:meth:`TableWords.refusal`): ``Refused: <why>
  — <the law> "<its title>" <its address>``; a card you do not hold is no
  law's business: "You do not hold Q♠." cites none;
* **the table** (:meth:`TableWords.table`): trumps and turn-up, the ombre and
  the called king ("you are the friend", "you play alone"), tricks won, the
  stock, the points of the deal and of the match, whose turn, the last trick;
* **the verdict** of a deal (:meth:`TableWords.verdict`): who won it, why, and
  the match so far;
* **help** (:meth:`TableWords.help`): the notation the terminal reads
  (:func:`playable.table.typed.read_choice`: card names in any usual
  notation, ``qs``, ``Q♠``, ``queen of spades``, ``10h``, ``th``, suit names,
  the game's words, ``ask leave``, ``call the king of spades``, numbers of
  the listed choices and unique prefixes) and each choice with the law
  behind it.

The engine's own reasons name the seats by the compass too;
:meth:`TableWords.speak` puts the reader's seat as "you" ("South holds clubs"
becomes "you hold clubs" to South).

What is one game's own (its table in view, its verdict, its prompts, the rule
of play, what its acts mean and how some are said) is that game's, in
``playable.<game>.words`` (a :class:`~playable.engine.words.GameWords`), which
the registry's entry of the game holds (``Game.words``); this module asks it
and says the rest alike for every game.
"""

from __future__ import annotations

import re
import textwrap
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Protocol, runtime_checkable

from playable.engine.cards import Card, Rank, Suit
from playable.engine.core import Action, Irregularity, ScoreLine
from playable.engine.errors import RuleError
from playable.engine.words import (
    GameWords,
    card_in_words,
    cards_text,
    cite,
    compass,
    current_trick,
    held,
    led_suit,
    trick_cards,
)
from playable.games import GAMES as ENTRIES
from playable.games import game as registered
from playable.laws import GAMES, LAWS, Law, law, segments, transcription
from playable.laws.ids import LawId

__all__ = ["Onlooker", "TableWords", "by_name", "cite", "in_the_record", "joined", "law_text",
           "onlooker_names", "seat_names", "thinking_words"]


@runtime_checkable
class HasDealt(Protocol):
    """A deal that keeps its hands as dealt: Quadrille's and Whist's (their
    deal is an act of the history), All-Fours' (cards are dealt again when
    they are run)."""

    @property
    def dealt(self) -> Sequence[Sequence[Card]]: ...


def as_dealt(deal: Any, seats: int) -> list[list[Card]]:
    """Each seat's hand as dealt, suit by suit, each from the highest: what
    the terminal and the Deal pages show once a deal is over."""
    if isinstance(deal, HasDealt):
        hands = deal.dealt
    else:
        start = deal.replayed(0)
        hands = [start.hand(s) for s in range(seats)]
    # in the order the game shows a hand in play where it has one (Quadrille's
    # red suits rank king, queen, knave, ace, two...: "K♥ 7♥ 5♥" had been shown
    # of cards played as "5♥ 7♥ K♥")
    shown = getattr(deal, "_display_key", None)
    if shown is not None:
        return [sorted(h, key=shown) for h in hands]
    return [sorted(h, key=lambda c: (list(Suit).index(c.suit), -c.rank)) for h in hands]


def without(cards: Sequence[Card], taken: Sequence[Card]) -> list[Card]:
    """``cards`` in their order less one of each of ``taken`` (a doubled pack
    has two of a card): Bezique's hand, its declared cards on the table."""
    left = Counter(taken)
    out = []
    for card in cards:
        if left[card]:
            left[card] -= 1
        else:
            out.append(card)
    return out


def seat_names(seats: int, you: int = 0, to_the_right: bool = False) -> list[str]:
    """Each seat's name as the human at ``you`` hears it: "you", the others
    by the compass (:func:`~playable.engine.words.compass`: seat 0 South,
    North across; play going to the right, East, North, West follow South)."""
    return [("you" if s == you else name) for s, name in enumerate(compass(seats, to_the_right))]


_INDEX = re.compile(r"\bP(\d+)\b")
_NAMED = re.compile(r"\b([A-Z][a-z]+) \(P(\d+)\)")


def joined(names: Sequence[str]) -> str:
    """``"North"``, ``"North and South"``, ``"East, South and West"``."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def by_name(text: str, names: Sequence[str]) -> str:
    """A text that names seats by a record's index, as the engine wrote them
    before it named them by the compass ("P0 deals", in a record's stored
    result) or as an act of a record gives its seat ("P1 play K♠"), with the
    seats by their ``names``: "South deals", "North play K♠".  A text that
    names a seat already with its index ("North (P2)") keeps the name once."""
    text = _NAMED.sub(lambda m: m.group(1) if int(m.group(2)) < len(names)
                      and names[int(m.group(2))] == m.group(1) else m.group(0), text)
    return _INDEX.sub(lambda m: names[int(m.group(1))] if int(m.group(1)) < len(names)
                      else m.group(0), text)


def in_the_record(text: str, names: Sequence[str]) -> str:
    """A record's text (``replay``, the engine's account of a deal and the
    verdicts of its acts) after a line that gives each seat's name its index
    in the record, "Seats: South (P0), North (P1).", and with any index left
    in it (an act as the record holds it) put as the name (:func:`by_name`)."""
    key = "Seats: " + ", ".join(f"{name} (P{s})" for s, name in enumerate(names)) + "."
    return f"{key}\n{cited(by_name(text, names))}"


_LAW_ID = re.compile(r"\[([a-z-]+:[a-z0-9-]+)\]")


def cited(text: str) -> str:
    """The engine's law ids in brackets ("[all-fours:s93-iii]") as the table
    cites them ("[All-Fours, term iii]"); an id of no law is left as it is."""
    return _LAW_ID.sub(lambda m: f"[{LAWS[m.group(1)].citation}]" if m.group(1) in LAWS
                       else m.group(0), text)


#: The width of ``help``'s prose (the notation, the names of cards, the
#: commands, the word on the laws): one paragraph each, in lines of at most this.
HELP_WIDTH = 78

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
              "counted": "counted", "held": "held", "exposes": "expose",
              "gives": "give", "turns": "turn", "misses": "miss", "lets": "let",
              "expects": "expect", "demands": "demand", "comes": "come",
              "exchanges": "exchange", "sends": "send"}


def _you_form(verb: str) -> str:
    """``verb`` (a comma after it kept) as the reader's seat says it."""
    bare = verb.rstrip(",")
    return _YOU_FORMS.get(bare, bare) + verb[len(bare):]


@cache
def _seat_pattern(names: tuple[str, ...]) -> re.Pattern[str]:
    """A seat in the engine's words: its name by the compass (``names``), or
    a record's index (``P1``, in an act as the record holds it), with "'s"
    and the word after it (a verb the reader's seat says otherwise)."""
    named = "|".join(re.escape(n) for n in names)
    return re.compile(rf"\b(?:P(\d+)|({named}))('s)?(?:(\s+)(\w+,?))?")


#: What an irregularity's description ends with, in brackets, where its law
#: sets no penalty (Quadrille's law 12).
_NO_PENALTY = "the law sets no penalty"

def _plural(noun: str) -> str:
    return noun + ("es" if noun.endswith("x") else "s")


@cache
def _source_segments(game: str) -> dict[str, str]:
    """Each law's period text, cut from the transcription the law registry
    keeps as its package data, its whitespace made single spaces."""
    return {seg.item.id: " ".join(seg.text.split())
            for seg in segments(game, transcription(game)) if isinstance(seg.item, Law)}


def law_text(law_id: str, limit: int = 600) -> str:
    """The period text of a law, shortened to ``limit`` characters; where the
    fragment has lost its beginning or its end (:attr:`Law.cut`), an ellipsis
    there says so ("…atter case, a new deal is optional": All-Fours' law i
    had been quoted from the middle of a word, as though it began there)."""
    item = law(law_id)
    # the e-text's italics (_called_) as plain words: a terminal shows no italics
    text = re.sub(r"_([^_\n]+)_", r"\1", _source_segments(item.game)[law_id])
    text = text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0] + " …"
    if item.cut == "opens":
        text = "…" + text
    if item.cut == "closes" and not text.endswith("…"):
        text += " …"
    return text


#: Fewer characters than this of a law the fragment cuts are a scrap, not a
#: rule: the terminal says where the rest is (the witness, on the law's page).
SCRAP = 30

#: A refusal by the rule of following suit (or trumping, or winning the
#: trick in Bezique's last eight), which :meth:`TableWords.play_rule` says.
_FOLLOWING = re.compile(r"renounce|revoke|follow suit")

#: Where a run of irregular acts' shared words had each act's card.
_CARD_SLOT = "\x00"


def _same_but_the_card(a: Action, b: Action) -> bool:
    return (a.kind, a.player, a.value) == (b.kind, b.player, b.value)


def _one_of_them(text: str) -> str:
    """A run's shared reason, its card "a card": "the dealer exposed a
    card, a card of your hand" read once."""
    return re.sub(r"\ba card, (a card of [\w ]+'s hand|a card of your hand),?", r"\1", text)


@dataclass(frozen=True)
class Offered:
    """An irregular act as the reader is offered it (:meth:`TableWords.offered`):
    its ``label`` and why the laws refuse it (``why``); where it is one of a
    run of acts that differ by their card alone, the run's words without it
    (``head``, "expose"), its own card (``card``) and why the laws refuse any
    of them (``shared``, "you may not show a card"); ``first``: the run's first act."""

    label: str
    why: str | None
    head: str | None = None
    card: str | None = None
    shared: str | None = None
    first: bool = False


class TableWords:
    """The words of one table: ``game`` (its id), ``seats``, the human at
    ``you``; the game's own words (:class:`~playable.engine.words.GameWords`)
    come from its entry in the registry."""

    def __init__(self, game: str, seats: int, you: int = 0) -> None:
        self.game, self.seats, self.you = game, seats, you
        entry = ENTRIES.get(game)
        self.words: GameWords = entry.words if entry is not None else GameWords()
        self.names = seat_names(seats, you, self.words.to_the_right)

    @property
    def viewer(self) -> int:
        """The seat whose view the table is drawn from (the human's)."""
        return self.you

    # -- names and the engine's sentences -------------------------------------

    def name(self, seat: int, capital: bool = False) -> str:
        word = self.names[seat] if 0 <= seat < self.seats else f"seat {seat}"
        return word[:1].upper() + word[1:] if capital else word

    def record(self, text: str) -> str:
        """A record's text (the engine's account of a deal) with the seats by
        the compass and the record's index (:func:`in_the_record`)."""
        return in_the_record(text, compass(self.seats, self.words.to_the_right))

    def does(self, seat: int, you_form: str, third: str) -> str:
        """``"You beg"`` / ``"North begs"``."""
        return f"{self.name(seat, True)} {you_form if seat == self.you else third}"

    def speak(self, text: str) -> str:
        """The engine's words (which name the seats by the compass) with the
        reader's seat as "you", its verbs in the second person ("South holds
        clubs" is "you hold clubs" to South); an index a record's act gives
        (``P1``) is put as the seat's name too."""
        compass_names = tuple(compass(self.seats, self.words.to_the_right))
        pattern = _seat_pattern(compass_names)

        def seat_of(m: re.Match[str]) -> int:
            return int(m.group(1)) if m.group(1) is not None else compass_names.index(m.group(2))

        def named(m: re.Match[str]) -> str:
            seat = seat_of(m)
            if seat >= self.seats:
                return m.group(0)
            possessive, space, verb = m.group(3), m.group(4) or "", m.group(5) or ""
            if seat == self.you:
                if possessive:  # "your turn"; "it is yours" where no word follows
                    return "your" + space + verb if verb else "yours" + space
                return "you" + space + _you_form(verb)
            return self.names[seat] + (possessive or "") + space + verb
        said = pattern.sub(named, text)
        # a seat's name with a word in brackets after it: "South (eldest) is dealt"
        said = re.sub(r"\byou (\([^()\n]*\) )(\w+,?)",
                      lambda m: "you " + m.group(1) + _you_form(m.group(2)), said)
        said = re.sub(r"\byou (\w+) you\b", r"you \1 yourself", said)
        first = pattern.search(text)
        others = [n for i, n in enumerate(self.names) if i != self.you]
        # "he" and "his" are the reader's in a clause whose subject he is: the
        # words' first (they begin with his seat), or one after a stop whose
        # subject is named ("..., and East must win the trick if he can" is
        # East's; "... to you: he may put it right" the dealer's)
        who = "|".join(["you", *map(re.escape, others)])
        clauses = [(0, said.startswith("you ") or (first is not None and first.start() == 0
                                                    and seat_of(first) == self.you))]
        clauses += [(m.start(), m.group(1) == "you") for m in re.finditer(
            rf"[,:;] (?:and )?({who}) (?:must|may|can|is|are|has|have|was|were|\w+)\b", said)
            if m.start() > 0]
        if any(yours for _, yours in clauses):
            parts: list[str] = []
            for (start, yours), (end, _) in zip(clauses, [*clauses[1:], (len(said), False)]):
                part: str = said[start:end]
                if yours:
                    part = part.replace(" his ", " your ").replace(" himself ", " yourself ")
                    part = re.sub(r"\bhe (\w+)\b", lambda m: "you " + _you_form(m.group(1)), part)
                    part = re.sub(r" and (was|is|has) ",
                                  lambda m: " and " + _YOU_FORMS[m.group(1)] + " ", part)
                parts.append(part)
            said = "".join(parts)
        # a second verb of the reader's own clause ("you hold clubs and plays
        # J♠"), where no other seat is named between them

        def and_verb(m: re.Match[str]) -> str:
            head, verb = m.group(1), m.group(2)
            if any(re.search(rf"\b{re.escape(n)}\b", head) for n in others):
                return m.group(0)
            return head + _you_form(verb)
        return re.sub(r"(\byou \w+[^.;:!?\n]*? and )(\w+)\b", and_verb, said)

    @staticmethod
    def sentence(text: str) -> str:
        text = text.strip()
        if not text:
            return text
        text = text[:1].upper() + text[1:]
        return text if text[-1] in ".!?)" else text + "."

    # -- acts --------------------------------------------------------------------

    def irregular(self, action: Action, error: RuleError | None,
                  unseen: Mapping[Card, int]) -> tuple[str, str | None]:
        """An irregular act as it is offered to the reader, and why the laws
        refuse it (``error``): a card of another's in either that he has not
        been shown (``unseen``, :meth:`Session.unseen
        <playable.table.session.Session.unseen>`) told as one of his."""
        shown = f"play {self.label(action)}" if action.kind == "play" else self.label(action)
        why = None if error is None else self.kept_back(self.speak(error.reason), unseen)
        return self.kept_back(shown, unseen), why

    def offered(self, acts: Sequence[Action], errors: Sequence[RuleError | None],
                unseen: Mapping[Card, int]) -> list[Offered]:
        """The irregular acts ``acts`` as the reader is offered them
        (:meth:`irregular`, ``errors`` the refusal of each), with the runs
        of acts that differ by their card alone (a card shown or led out of
        turn, one act a card of his hand) told once: their words without
        the card (:attr:`Offered.head`), the card of each, and why the laws
        refuse any of them.  A card he has not seen is never one of a run."""
        told = [self.irregular(a, e, unseen) for a, e in zip(acts, errors)]
        out: list[Offered] = []
        i = 0
        while i < len(acts):
            j = i + 1
            template = self._as_one_of_many(acts[i], told[i], unseen)
            if template is not None:
                while j < len(acts) and self._as_one_of_many(acts[j], told[j], unseen) == \
                        template and _same_but_the_card(acts[i], acts[j]):
                    j += 1
            if j - i < 2 or template is None:
                out += [Offered(label, why) for label, why in told[i:j]]
            else:
                head, why = template
                shared = None if why is None else _one_of_them(why.replace(_CARD_SLOT, "a card"))
                out += [Offered(label, own_why, head, str(a.cards[0]), shared, k == i)
                        for k, (a, (label, own_why)) in enumerate(zip(acts[i:j], told[i:j]), i)]
            i = j
        return out

    @staticmethod
    def _as_one_of_many(action: Action, told: tuple[str, str | None],
                        unseen: Mapping[Card, int]) -> tuple[str, str | None] | None:
        """The words of ``action`` (``told``: its label, why it is refused)
        with its one card taken out, where an act of another card could
        share them; None where it names no card, or one the reader has not
        seen."""
        if len(action.cards) != 1 or action.cards[0] in unseen:
            return None
        label, why = told
        pattern = card_in_words(action.cards[0])
        if not re.search(pattern, label):
            return None
        head = " ".join(re.sub(pattern, "", label).split())
        return head, None if why is None else re.sub(pattern, _CARD_SLOT, why)

    @property
    def _by_advice(self) -> str:
        """What the period player plays by, after a comma (", by the maxims
        of ¶75"), where the words are already in brackets."""
        return f", by {self.words.period_advice}" if self.words.period_advice else ""

    def kept_back(self, text: str, unseen: Mapping[Card, int]) -> str:
        """``text`` (an irregular act offered, why the laws refuse it) with
        each card of ``unseen`` (another's, the reader not shown it) told as
        one of its holder's cards."""
        for card, holder in unseen.items():
            text = re.sub(card_in_words(card),
                          f"one of {self.name(holder)}'s cards", text)
        # where the reason names the card's hand after it, once is enough
        return re.sub(r"(one of ([\w ]+)'s cards), a card of \2's hand,?", r"\1", text)

    def logged(self, action: Action, *, hidden: bool = False) -> str:
        """An act as a record writes it (``P1 play Q♦``); ``hidden``: an act
        whose words keep a card from the reader (:meth:`act`) keeps it here
        too (``P2 return``)."""
        if hidden and self.act(action, hidden=True) != self.act(action):
            return f"P{action.player} {action.kind}"
        return str(action)

    def act(self, action: Action, *, hidden: bool = False) -> str:
        """An act in words, as a sentence: ``hidden`` keeps a card of another
        player's discard or return to himself."""
        p, cards, value = action.player, cards_text(action.cards), action.value or ""
        kind = action.kind
        if kind == "play":
            table = " from the table" if value else ""
            return self.does(p, f"play {cards}{table}", f"plays {cards}{table}") + "."
        if kind == "discard":
            shown = cards if p == self.you or not hidden else "a card"
            return self.does(p, f"discard {shown}", f"discards {shown}") + "."
        simple = self.words.acts.get(kind)
        if simple is not None:
            return self.does(p, *simple) + "."
        own = self.words.act(self, action, hidden)
        if own is not None:
            return own
        words = " ".join([kind.replace("-", " "), *([cards] if action.cards else []),
                          *([value] if value else [])])
        return self.sentence(f"{self.name(p, True)}: {words}")

    # -- refusals ---------------------------------------------------------------

    def refusal(self, deal: Any, action: Action) -> str | None:
        """Why strict play refuses ``action`` now, in one format for every game,
        or None if it is lawful.  A card not held names no law."""
        pack = set(getattr(deal, "pack", ()) or ())
        foreign = [c for c in action.cards if pack and c not in pack]
        if foreign:
            lacks = [_plural(r.noun) for r in Rank if all(c.rank is not r for c in pack)]
            has_none = (" It has no " + ", ".join(lacks[:-1]) + " or " * (len(lacks) > 1)
                        + lacks[-1] + ".") if lacks else ""
            return f"{foreign[0]} is not in the {GAMES.get(self.game, self.game)} pack.{has_none}"
        missing = [c for c in action.cards if c not in held(deal, action.player)]
        if missing and action.kind in self.words.from_hand:
            return f"You do not hold {missing[0]}."
        error = deal.why_not(action)
        if error is None:
            return None
        return self.refused(error, deal, action)

    def refused(self, error: RuleError, deal: Any = None, action: Action | None = None) -> str:
        """A refusal in the table's one format (no law cited where none
        speaks of the act: :class:`~playable.engine.errors.NotHeld`, or All-Fours'
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
        led = led_suit(deal) if deal is not None else None
        if (action is not None and action.kind == "play" and led is not None
                and "renounce" in error.reason
                and any(c.suit is led for c in held(deal, action.player))):
            reason = f"you must follow suit{self.words.follow_also}: you hold {led.noun}"
        return self.sentence(reason)

    # -- the table in view ---------------------------------------------------------

    def table(self, deal: Any, match: Any = None, *, hand: bool = True,
              hints: bool = True) -> list[str]:
        """The table as it stands: what a player would see and remember
        (``hand``: with his hand in words; ``hints``: with the terminal's
        commands, such as ``last``)."""
        lines = self.words.table(self, deal, match)
        if not hand:
            lines = [line for line in lines if not line.startswith("Your hand")
                     and not line.startswith("Your declared cards")]
        last = self.last_trick(deal)
        if last:
            lines.append(f"Last trick: {last}" + (" (type 'last' to see it again)"
                                                   if hints else ""))
        trick = current_trick(deal)
        if trick:
            lines.append("On the table: " + ", ".join(
                f"{self.name(s, True)} {'led' if i == 0 else 'played'} {c}"
                for i, (s, c) in enumerate(trick)) + ".")
        if not deal.is_over:
            lines.append("Your turn." if deal.to_move == self.you
                         else f"To play: {self.name(deal.to_move)}.")
        return lines

    def hand_order(self, deal: Any, beside: Sequence[Card] = ()) -> list[Card]:
        """The reader's cards in the order the table shows them; less those
        shown ``beside`` them (Bezique's declared cards, on the table: the
        Deal page had shown them in the hand as well)."""
        ordered = self.words.hand_order(self, deal)
        return without(ordered if ordered is not None else held(deal, self.you), beside)

    def last_trick(self, deal: Any) -> str | None:
        tricks = getattr(deal, "tricks", ())
        return self.trick(tricks[-1]) if tricks else None

    def trick(self, trick: Any) -> str:
        """A trick played, and who won it: "you 10♠, North K♠ — North wins it"."""
        won = "you win it" if trick.winner == self.you else f"{self.name(trick.winner)} wins it"
        return ", ".join(f"{self.name(s)} {c}" for s, c in trick_cards(trick)) + f" — {won}"

    def scores(self, values: Sequence[int]) -> str:
        """Each seat's figure: "you 3, North 5"; thousands marked, as the
        targets they are read against are ("you 1,250, North 980 — first to
        2,000")."""
        return ", ".join(f"{self.name(s)} {v:,}" for s, v in enumerate(values))

    # -- choices, help ----------------------------------------------------------------

    def label(self, action: Action) -> str:
        """How a choice is listed."""
        cards, value = cards_text(action.cards), action.value
        kind = action.kind
        if kind == "play":
            return cards + (" (from the table)" if value else "")
        if kind == "ask":
            return f"ask about {cards}" if action.cards else "ask"
        own = self.words.label(self, action)
        if own is not None:
            return own
        words = [kind.replace("-", " ")] + ([cards] if action.cards else [])
        return " ".join(words + ([value] if value else []))

    def advice(self, note: Any, cite: bool = True) -> str:
        """What the game's period player would choose in the reader's seat,
        and why when it says (a :class:`~playable.engine.strategies.Note` of
        :meth:`~playable.table.session.Session.advice`), in a sentence; with
        ``cite``, the maxim or law it follows named after it (a page links it
        instead)."""
        who = self.words.period_player
        who = who[:1].upper() + who[1:]
        line = f"{who} would choose {self.label(note.action)}"
        if note.reason:
            line += f": {self.speak(note.reason).rstrip('.')}"
        return line + (self._cited(note.law) if cite else "") + "."

    def paused(self, deal: Any) -> str:
        """What the table says where it waits, before the deal's first act
        (or, where it stops before each of the others' acts, before a later
        one), for the reader, who may break a law there though another is to
        move (:attr:`~playable.table.session.Session.paused`); no full stop."""
        if deal.history:
            return (f"Before {self.name(deal.to_move)}'s turn you may break a law here, as at a "
                    "real table")
        return (f"Nothing is played yet: before {self.name(deal.to_move)}'s turn you may break "
                "a law here, as at a real table (the dealer's misdeal, a card shown or led)")

    def reason(self, note: Any, hidden: bool = False) -> str:
        """An engine seat's act and its player's reason for it, with the maxim
        or law it follows named after it, in a sentence ("West plays 4♦:
        second hand low — …"): a :class:`~playable.engine.strategies.Note`
        that gives a reason; ``hidden`` as for :meth:`act`."""
        said = self.act(note.action, hidden=hidden).removesuffix(".")
        return f"{said}: {self.speak(note.reason).rstrip('.')}{self._cited(note.law)}."

    @staticmethod
    def _cited(law_id: str | None) -> str:
        """' — <citation> "<title>"' of the law or maxim ``law_id``, or nothing."""
        if not law_id:
            return ""
        item = law(law_id)
        return f" — {item.citation} \"{item.title}\""

    def news(self, deal: Any) -> list[str]:
        """What the whole table learns as the deal stands (Quadrille: the
        friend, once the called king falls); a surface tells each once."""
        return self.words.news(self, deal)

    def card_words(self, deal: Any) -> dict[str, Card | str]:
        """The game's own names of cards (Quadrille's spadille, manille, basto,
        punto), each the card it names now or why it names none."""
        return self.words.card_words(deal) if deal is not None else {}

    def named(self, text: str, deal: Any) -> tuple[str, str | None]:
        """``text`` with the game's names of cards put as the cards they name
        ("play spadille" is "play A♠"), and None; or ``text`` and why a name
        in it names no card now."""
        names = self.card_words(deal)
        said = []
        for word in text.split():
            card = names.get(word.lower())
            if isinstance(card, str):
                return text, card
            said.append(word if card is None else str(card))
        return " ".join(said), None

    def help(self, offered: Sequence[Action], lenient: bool = False,
             deal: Any = None) -> list[str]:
        """``help``: the notation (its examples cards of the game's pack), the
        game's names of cards, the commands, and each choice open now with its
        meaning and the law behind it."""
        pack = set(getattr(deal, "pack", ()) or ())
        ten = "10H or TH" if not pack or Card(Rank.TEN, Suit.HEARTS) in pack else "7H"
        # the prose in lines of HELP_WIDTH, however long the game's examples and
        # names (a terminal narrower than that wraps them again, to its width)
        out = [*textwrap.wrap(
                   "Type the number of a choice, or a card in any usual notation: QS, Q♠, qs, "
                   f"'queen of spades', {ten}; J is the knave. The game's words work too "
                   f"({self.words.examples}), and so does the start of a choice's words if only "
                   "one choice begins so.", HELP_WIDTH),
               *(line for said in self._named_help(deal) for line in textwrap.wrap(said, HELP_WIDTH)),
               *textwrap.wrap(
                   "Commands: 'table' (the table again), 'last' (the last trick), 'back' (take "
                   "back your last act), 'start again' (every act of the deal), 'advice' (what "
                   f"the period player would choose in your seat{self._by_advice}), 'verdicts' "
                   "(the "
                   "solver's verdicts on your acts in the last deal played out), 'why' (the "
                   "other players' reasons for their acts in it), 'auto' (a lone "
                   "lawful card played for you, or not), 'help' or '?', 'quit'.", HELP_WIDTH),
               *textwrap.wrap(
                   "As at the table: 'irregular' lists the irregular acts you may commit ('!' and "
                   "its number, or its words, commits one), 'do it' "
                   "commits one just refused; 'step' stops the table before each of the others' "
                   "acts, where you may break a law out of turn ('step' again to play on to your "
                   "turn); 'strict' goes back to strict play." if lenient else
                   "Type 'as at the table' to be allowed to break the laws, and see what they "
                   "do to you.", HELP_WIDTH),
               "Choices open now:"]
        plays = [i for i, a in enumerate(offered, 1) if a.kind == "play"]
        if plays:
            cards = " ".join(self.label(offered[i - 1]) for i in plays)
            numbers = f"[{plays[0]}]" + (f"-[{plays[-1]}]" if len(plays) > 1 else "")
            out.append(f"  {numbers} the cards you may play: {cards}")
            out.append("      " + self.play_rule(deal, [offered[i - 1].cards[0] for i in plays]))
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

    def play_rule(self, deal: Any, lawful: Sequence[Card]) -> str:
        """The rule of play now (the game's words), or, where the ``lawful``
        cards are fewer than following suit allows (a card exposed and
        called, Whist's ¶76 ix; a card shown, Quadrille's law 11; a faced
        card called, Bezique's 123 xi; the second hand's duty to win, ¶76
        viii), why, with the law that forces them: the rule of following had
        said "You lead: any card." with one card lawful."""
        for card in held(deal, self.you):
            if card in lawful:
                continue
            error = deal.why_not(Action("play", self.you, (card,)))
            if error is None or error.law is None or _FOLLOWING.search(error.reason):
                continue
            # the reason as it refuses any card but the forced one: not "You play 6♥: ..."
            reason = re.sub(r"^you play \S+: ", "", self.speak(error.reason))
            return self.sentence(f"{reason} ({cite(error.law)}).")
        return self.words.play_rule(self, deal)

    def _named_help(self, deal: Any) -> list[str]:
        names = self.card_words(deal)
        if not names:
            return []
        now = [f"{name} {card}" for name, card in names.items() if isinstance(card, Card)]
        later = [name for name, card in names.items() if isinstance(card, str)]
        return ["The cards' own names work too: " + ", ".join(now)
                + (f" ({', '.join(later)} name no card now)" if later else "") + "."]

    # -- the end of a deal ------------------------------------------------------------

    def line(self, line: ScoreLine) -> str:
        """A score line in words, with its law."""
        own = self.words.line(self, line)
        if own is not None:
            return own
        who = self.words.scorer(self, line.player)
        cited = line.citation
        reason = self.speak(self.words.reason(line.reason))
        return f"{who} {line.points:+d}: {reason} [{cited}]"

    def verdict(self, deal: Any, match: Any = None) -> list[str]:
        """Who won the deal, why (the score lines in words), and the match so far."""
        return self.words.verdict(self, deal, match)

    def series_won(self, series: Any, what: str) -> str | None:
        """Who won ``series`` (a :class:`~playable.games.Series`), said as the
        terminal and the Deal page say it ("North wins the match, 10 to 7":
        ``what`` the series' word), or None while no one has: the game's own
        words where it has them (:meth:`~playable.engine.words.GameWords.won`),
        else the winning seat and the seats' scores, thousands marked as
        :meth:`scores` marks them ("North wins the game, 1,030 to 570")."""
        winner = series.winner
        if winner is None:
            return None
        own = self.words.won(self, series.match)
        if own is not None:
            return own
        scores = " to ".join(f"{s:,}" for s in sorted(series.scores, reverse=True))
        return f"{self.does(winner, 'win', 'wins')} the {what}, {scores}."

    def winner(self, points: Sequence[int], what: str) -> str:
        """Who wins the deal (``what``) and by how much, or that it is even
        (thousands marked, as :meth:`scores` marks them)."""
        best = max(points)
        top = [s for s, p in enumerate(points) if p == best]
        figures = " to ".join(f"{p:,}" for p in sorted(points, reverse=True))
        if len(top) > 1:
            return f"The {what} is even, {figures}."
        return f"{self.does(top[0], 'win', 'wins')} the {what}, {figures}."

    # -- as at the table -----------------------------------------------------------

    def cited(self, irregularity: Irregularity) -> LawId:
        """The law the table cites for ``irregularity``: the law that punishes
        it, unless our fragment keeps only a scrap of that law's text (Bezique's
        123 ii, a wrong declaration's, is cited as 124, "…LD ASIDE.]") and the
        law the act breaks is known: then that one, which the refusal of the
        same act in strict play cites too (125 i, "to show that they are
        properly scored")."""
        item = law(irregularity.law)
        if irregularity.breaks is not None and item.cut \
                and len(law_text(irregularity.law).strip("… ")) < SCRAP:
            return irregularity.breaks
        return irregularity.law

    def committed(self, irregularity: Irregularity) -> list[str]:
        """An irregularity just committed, with the law that deals with it
        (:meth:`cited`); the last line says what follows: the law's penalty
        when it is found, or, where the law sets none
        (:attr:`Irregularity.penalty`), that nothing is paid (said once: the
        engine's own "(the law sets no penalty)" is left out of the first
        line)."""
        cited = self.cited(irregularity)
        item = law(cited)
        description = self.words.irregular(irregularity.description)
        if not irregularity.penalty:
            description = description.removesuffix(f" ({_NO_PENALTY})")
        said = self.speak(description)
        if said.startswith("the dealer "):  # the reader is the dealer: "you, the dealer, gave"
            rest = re.sub(r"\byou\b", "yourself", said.removeprefix("the dealer "))
            said = f"you, the dealer, {rest}"
        elif not said.startswith("you"):
            said = self.speak(f"{compass(self.seats, self.words.to_the_right)[self.you]} "
                              + said)
        out = [f"You commit an irregularity: {said}.",
               f"The law: {item.citation} \"{item.title}\" ({item.url})",
               f"  \"{law_text(cited)}\"", *(f"  ({note})" for note in self.notes(irregularity))]
        if irregularity.penalty:
            # not "watch the score": many a penalty is no score (a card called,
            # the deal lost, the first suit named standing)
            out.append("The law deals with it as soon as it is found.")
        else:
            out.append("The law sets no penalty for it: nothing is paid, and the score stands.")
        return out

    def notes(self, irregularity: Irregularity) -> list[str]:
        """What :meth:`committed` says between the law and its penalty (the
        terminal in brackets, the Deal page as they are): where a penalty our
        fragment lacks comes from, or that the law's page prints the rest of
        it, and the reading the engine follows."""
        cited = self.cited(irregularity)
        out = []
        if cited != irregularity.law:
            # the penalty is the witness's, printed on the page of the law cited for it
            out.append("Our fragment sets no penalty for it: the engine takes it from the "
                       f"witness, the 1894 Enquire Within, as {law(irregularity.law).url} "
                       "prints it.")
        elif law(cited).cut and len(law_text(cited).strip("… ")) < SCRAP:
            out.append("Our fragment keeps no more of it: the law's page prints the rest "
                       "from the witness, the 1894 Enquire Within.")
        reading = self.words.reading(irregularity.description)
        if reading is not None:
            out.append(reading)
        return out

    def penalty(self, line: ScoreLine) -> str:
        return f"The law is applied: {self.line(line)}"

    # -- what the reader is asked, and may ask ------------------------------------

    def prompt(self, deal: Any, offered: Sequence[Action]) -> str:
        """What the reader is asked, given the choices ``offered``."""
        kinds = {a.kind for a in offered}
        if kinds <= {"play", "ask"} and "play" in kinds:
            return "Play a card: " if current_trick(deal) else "Lead a card: "
        if kinds == {"discard"}:
            return "Discard a card: "
        return self.words.prompt(self, deal, offered) or "Your choice: "

    def choices(self, deal: Any) -> list[Action]:
        """The choices open to the reader: the lawful acts, in hand order, and
        the questions the game lets him ask (All-Fours law v) not yet asked."""
        legal = list(deal.legal_actions())
        order = {c: i for i, c in enumerate(self.hand_order(deal))}
        legal.sort(key=lambda a: (0, order.get(a.cards[0], 0))
                   if a.kind in ("play", "discard") and a.cards else (1, 0))
        return legal + self.words.questions(self, deal)

    def answer(self, answer: Any) -> str:
        """An answer to a question (All-Fours law v: "high or low?") in words."""
        return self.words.answer(self, answer)

    def meaning(self, action: Action) -> str | None:
        """What a choice means, in a few words (for ``help`` and the pages)."""
        return self.words.meanings.get(action.kind)

    def choice_law(self, action: Action) -> str | None:
        """The law behind a kind of choice (its handler's ``@act(law=...)``),
        or None where no law of the text speaks of it."""
        return registered(self.game).rules.act_law(action.kind)


def onlooker_names(seats: int, to_the_right: bool = False) -> list[str]:
    """The seats as one who watches them all names them: by the compass."""
    return compass(seats, to_the_right)


class Onlooker(TableWords):
    """The words for one who watches every seat play (the Deal pages'
    "Watch"): the seats by the compass, nobody "you" (``you`` is -1), every
    hand in view."""

    def __init__(self, game: str, seats: int) -> None:
        super().__init__(game, seats, 0)
        self.you = -1
        self.names = onlooker_names(seats, self.words.to_the_right)

    @property
    def viewer(self) -> int:
        return 0


def thinking_words() -> str:
    """What the Deal page says while the strong player thinks: its bound per move."""
    from playable.solver.pimc import DEFAULT_SAMPLES, DEFAULT_SECONDS

    return (f"the strong player deals the cards it cannot see again, consistently with "
            f"what it has seen, and solves each such deal: at most {DEFAULT_SAMPLES} "
            f"deals or {DEFAULT_SECONDS:g} s a move (and one solve more), where the "
            f"solver reaches; elsewhere it plays as the period player")
