"""What a game's own words are, and what they may ask of the table.

The words every surface shows a player (:mod:`playable.table.words`) are
common where the games agree (names of seats, refusals, acts in general,
reading what is typed) and each game's own where they differ: the table in
view, the verdict of a deal, the prompts, the rule of play, the meaning of
its acts and how some are said.  Those live in the game's words module
(``playable.<game>.words``), as a :class:`GameWords`, which the registry's
spec of the game holds (``Game.words`` in :mod:`playable.games`).

The arrows point down: a game's words import the game and this module, never
the registry or the table above it; the table hands itself to them as a
:class:`Speaker`, the few things of its words they need (names, the engine's
sentences in the reader's words, scores).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any, ClassVar, Protocol

from playable.engine.cards import Card, Suit
from playable.engine.core import Action, Phase, ScoreLine
from playable.engine.tricks import PlayedTrick
from playable.laws import law

__all__ = ["ENGINE_PLAYERS", "GameWords", "Speaker", "card_in_words", "cards_text", "cite",
           "compass", "current_trick", "held", "led_suit", "seat_name", "trick_cards"]


#: The engine's players every game has, besides its period player, as every
#: surface names them (the terminal, the Deal pages, the registry): the name,
#: then in brackets how it plays.
ENGINE_PLAYERS: Mapping[str, str] = {
    "strong": "the strong player (it solves the deals the unseen cards could make; "
              "up to a second a move)",
    "random": "a random player (any lawful act)",
}


def compass(seats: int, to_the_right: bool = False) -> list[str]:
    """Each seat's name by the compass, the one naming of the seats on every
    surface of the table and in the engine's own words: seat 0 is South, the
    seat across from it North, and the others follow the order of play.
    South faces North, so the player on his left is West and the one on his
    right East: where play goes to the left (clockwise, Bezique by three)
    seat 1 is West, where it goes to the right (Quadrille) seat 1 is East.
    Where a record is shown, the record's index may follow the name:
    "South (P0)"."""
    return list(_compass(seats, to_the_right))


@cache
def _compass(seats: int, to_the_right: bool) -> tuple[str, ...]:
    after = {2: ["North"], 3: ["West", "East"], 4: ["West", "North", "East"]}.get(seats)
    if after is None:
        return ("South", *(f"Player {n}" for n in range(2, seats + 1)))
    return ("South", *(reversed(after) if to_the_right else after))


def seat_name(seat: object, seats: int, to_the_right: bool = False) -> str:
    """Seat ``seat`` of a table of ``seats`` by the compass (:func:`compass`);
    None (no seat to move) is "nobody", and anything else that is no seat of
    the table (a record's act by seat 7, by -1) is named as given, "seat 7"."""
    if seat is None:
        return "nobody"
    names = _compass(seats, to_the_right)
    return names[seat] if type(seat) is int and 0 <= seat < len(names) else f"seat {seat}"


class Speaker(Protocol):
    """The table's words as a game's words use them: ``you`` is the reader's
    seat (below 0 for one who watches every seat), ``viewer`` the seat whose
    view the table is drawn from."""

    you: int
    seats: int

    @property
    def viewer(self) -> int: ...

    def name(self, seat: int, capital: bool = False) -> str: ...

    def does(self, seat: int, you_form: str, third: str) -> str: ...

    def speak(self, text: str) -> str: ...

    def sentence(self, text: str) -> str: ...

    def scores(self, values: Sequence[int]) -> str: ...

    def winner(self, points: Sequence[int], what: str) -> str: ...

    def line(self, line: ScoreLine) -> str: ...

    def label(self, action: Action) -> str: ...


class GameWords:
    """A game's own words; each hook answers None (or nothing) where the
    table's common words serve."""

    #: The game's words for ``help`` ("stand, beg, take one, ...").
    examples: str = ""
    #: What each kind of the game's choices means (second person), for ``help`` and the pages.
    meanings: ClassVar[Mapping[str, str]] = {}
    #: What the terminal says beside the choices when a question may be asked
    #: (an ``ask`` among them), in brackets; None: nothing.
    ask_hint: str | None = None
    #: Acts said alike by every player: (after "you", after another's name).
    acts: ClassVar[Mapping[str, tuple[str, str]]] = {}
    #: The acts whose cards come from the player's hand: a card he does not
    #: hold is refused for that, without a law.
    from_hand: ClassVar[frozenset[str]] = frozenset({"play"})
    #: What a renounce refused adds to "you must follow suit" (All-Fours: " or trump").
    follow_also: str = ""
    #: What several deals at one table are on the pages: a "match" or a "table".
    series_kind: str = "match"
    #: What the page says of the solver's pace, where it is slow.
    pace: str | None = None
    #: What the solver takes of a deal, said where it does not take an act.
    solver_takes: str = "the play of the tricks"
    #: What the terminal and the Deal page call the whole of a series ("match";
    #: Bezique's "game", Whist's "rubber").
    match_word: str = "match"
    #: The terminal plays deal after deal until the reader leaves (Quadrille's table).
    endless: bool = False
    #: What the game's period player plays by, said in the brackets of its
    #: one name on every surface (:attr:`period_player`): "Hoyle's advice".
    period_advice: str = ""
    #: Play goes to the right: the next seat sits on one's right (Quadrille);
    #: else to the left.  The seats' names (:func:`compass`) follow it.
    to_the_right: bool = False

    @property
    def period_player(self) -> str:
        """The game's period player as every surface names it: "the period
        player (Hoyle's advice)", "the period player (the maxims of ¶94)"."""
        return f"the period player ({self.period_advice})" if self.period_advice \
            else "the period player"

    def player(self, name: str | None, options: Any = None) -> str:
        """An engine's player by its name at the table (None or "period": the
        period player; :data:`ENGINE_PLAYERS`; any other, "the NAME player");
        ``options``: the deal's, where a game says more of a player under them."""
        if name is None or name == "period":
            return self.period_player
        return ENGINE_PLAYERS.get(name, f"the {name} player")

    def weighs_samples(self, name: str | None, options: Any = None) -> bool:
        """Whether the engine's player ``name`` weighs the deals the unseen
        cards could make under ``options`` (the strong player, where its
        solver takes the deal), and so may take a second or more an act."""
        return name == "strong"

    def intro(self, match: Any, seed: int, opponent: str | None) -> list[str]:
        """The terminal's opening lines: the game, who plays it with the reader
        (``opponent``: the engine's player named, None for the one opposite a
        human), the seed, and the shape of a deal."""
        return []

    def table(self, words: Speaker, deal: Any, match: Any) -> list[str]:
        """The game's lines of the table in view (before the last trick)."""
        return []

    def verdict(self, words: Speaker, deal: Any, match: Any) -> list[str]:
        """Who won the deal, why, and the match so far."""
        return []

    def won(self, words: Speaker, match: Any) -> str | None:
        """Who won the series (the game's own ``match``, won) and by how much,
        where the game says it its own way (Whist: a side, by games); None:
        the table's words ("North wins the match, 10 to 7")."""
        return None

    def play_rule(self, words: Speaker, deal: Any) -> str:
        """The rule of play now, with its law (for ``help``)."""
        return "You lead: any card." if not current_trick(deal) else "Follow suit if you can."

    def prompt(self, words: Speaker, deal: Any, offered: Sequence[Action]) -> str | None:
        """The game's own question for the choices ``offered``, or None."""
        return None

    def act(self, words: Speaker, action: Action, hidden: bool) -> str | None:
        """An act the game says its own way, as a sentence, or None."""
        return None

    def label(self, words: Speaker, action: Action) -> str | None:
        """How the game lists a choice its own way, or None."""
        return None

    def line(self, words: Speaker, line: ScoreLine) -> str | None:
        """A score line the game tells its own way, or None."""
        return None

    def scorer(self, words: Speaker, player: int) -> str:
        """Who scores a line of the account (its ``player``), as the table
        names him at the head of a line: the seat, or Whist's side."""
        return words.name(player, True)

    def reason(self, text: str) -> str:
        """The engine's reason of a score line, in the game's words."""
        return text

    def reading(self, description: str) -> str | None:
        """Where an irregularity committed (its ``description``) is settled
        by another book's law than the one cited, the table's note that the
        engine follows it (Quadrille: Hoyle's law 10), with its words; else None."""
        return None

    def irregular(self, description: str) -> str:
        """An irregularity's description (the engine's, kept in the record)
        as the table says it after the seat's name: a verb first ("renounced
        with 7♥"), where the engine's words have none."""
        return description

    def news(self, words: Speaker, deal: Any) -> list[str]:
        """What the whole table learns as the deal stands, as sentences: the
        table tells each once, when it first holds."""
        return []

    def card_words(self, deal: Any) -> dict[str, Card | str]:
        """The game's own names of cards ("spadille"), each the card it names
        in ``deal`` as it stands or, where it names none now, why (a sentence)."""
        return {}

    def hand_order(self, words: Speaker, deal: Any) -> list[Card] | None:
        """The reader's cards in the order the game shows them, or None."""
        return None

    def questions(self, words: Speaker, deal: Any) -> list[Action]:
        """Questions the reader may ask besides his lawful acts."""
        return []

    def answer(self, words: Speaker, answer: Any) -> str:
        """An answer to a question, in words."""
        return str(answer)

    def unsolved(self, deal: Any, action: Action | None, refused: str | None = None) -> str:
        """Why the solver does not take ``deal`` as it stands (before
        ``action``), in words; ``refused``: the solver's own reason (the
        ``ValueError`` its ``takes`` raised), said of a card in the play."""
        if deal.phase is not Phase.PLAY or (action is not None and action.kind != "play"):
            return f"the solver takes {self.solver_takes}"
        return refused or ("the solver does not take this position (an irregularity, or hands "
                           "too large)")


def cite(law_id: str) -> str:
    """A law as the table cites it: ``All-Fours, law iii "Trump or follow
    suit" (address)``."""
    item = law(law_id)
    return f"{item.citation} \"{item.title}\" ({item.url})"


def cards_text(cards: Sequence[Card]) -> str:
    """Cards as the table lists them ("-" for none)."""
    return " ".join(str(c) for c in cards) or "-"


def card_in_words(card: Card) -> str:
    """A regular expression for ``card`` where words name it ("10♠", never
    the "0♠" of "10♠"): to find it in a label or a reason, or put another
    word in its place."""
    return rf"(?<![0-9A-Z]){re.escape(str(card))}"


def trick_cards(trick: PlayedTrick) -> list[tuple[int, Card]]:
    """A trick's cards with their seats, in the order played."""
    return list(trick.cards)


def held(deal: Any, seat: int) -> list[Card]:
    """The cards a seat may play from (Bezique: hand and declared cards)."""
    cards = getattr(deal, "held", None)
    if callable(cards):
        return list(cards(seat))
    return list(deal.hand(seat))


def current_trick(deal: Any) -> list[tuple[int, Card]]:
    """The cards played to the trick under way."""
    trick = getattr(deal, "current_trick", None)
    if trick is None:
        trick = getattr(deal, "trick", None)
    return list(trick or [])


def led_suit(deal: Any) -> Suit | None:
    trick = current_trick(deal)
    return trick[0][1].suit if trick else None
