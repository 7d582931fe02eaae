"""Bezique: the rules agreed before play (:class:`Options`).

Each field is a point where period sources differ, or a law leaves the choice
to the players.  The deal that reads them is :class:`playable.bezique.Deal`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from playable.engine.cards import Suit
from playable.engine.options import GameOptions

LAST_TRICK_CHOICES = ("last", "twenty-fourth")
GAME_CHOICES = (1000, 2000, 4000)


#: What becomes of an overdrawn card (126 iv); see :class:`Options`.
OVERDRAW_CHOICES = ("returned", "kept")
#: Which declared cards may serve again (125 ii); see :class:`Options`.
REUSE_CHOICES = ("another-class", "new-card")
#: How the seven of trumps scores (125 vii); see :class:`Options`.
SEVEN_CHOICES = ("played", "declared")
#: Whether a double bezique after a bezique needs a new card (124 ii); see :class:`Options`.
DOUBLE_CHOICES = ("on-table", "new-card")
#: Which cards make bezique (124 ii); see :class:`Options`.
BEZIQUE_CHOICES = ("spades-diamonds", "with-trumps")
#: Which card takes a trick while the stock lasts (122); see :class:`Options`.
TRICK_CHOICES = ("any-suit", "suit-led")


@dataclass(frozen=True)
class Options(GameOptions):
    """The rules agreed before play.

    * ``players`` — 2, or 3 (128).
    * ``packs`` — piquet packs shuffled together: two for two players, three
      for three (128 i), which is what ``None`` gives; ``packs=2`` with three players is the game "with two
      packs of cards, suppressing an eight" (128 ii, cut off in the
      transcription).  The engine's reading: one eight is taken out
      (``suppressed_eight`` names its suit), leaving 63 cards; eight are dealt
      to each, the twenty-fifth is turned up, and the 39 cards of the stock
      (turn-up included) go round evenly, three to a trick, for thirteen
      tricks before the last eight — which is why an eight must go.
    * ``suppressed_eight`` — the suit of the eight taken out when three play
      with two packs (128 ii): the text does not say which; the engine takes
      out the eight of clubs unless the players name another suit.
    * ``game`` — 1,000, 2,000 or 4,000 up (125 viii), for a :class:`Match`.
    * ``last_trick`` — ``"last"``: the last trick of the deal scores 10
      (125 vii); ``"twenty-fourth"``: the last trick before the stock is
      exhausted scores it instead (the twenty-fourth when two play), the
      alternative Enquire Within allows if agreed beforehand.
    * ``overdraw`` — what becomes of the card too many after an overdraw
      (126 iv): ``"returned"``, the adversary decides which of the two cards
      drawn goes back into the pack, towards the middle (Enquire Within, 122);
      ``"kept"``, the overdrawer keeps it and misses his next draw (the
      engine's reading before the witness was found; records written then
      replay with it); an overdraw by a player whose adversary holds a card
      too many already pays that adversary nothing, each playing his next
      trick without drawing ("Should both have more than their proper number
      there is no penalty, but each must play without drawing", 122).
    * ``reuse`` — which cards lying declared on the table may serve again
      (125 ii-vi): ``"another-class"``, a card on the table may serve in a
      declaration of another class without any new card from the hand
      (married kings and queens "used, while they remain on the table, to make
      up four kings, four queens", 125 ii; Foster, *Complete Hoyle*, who
      asks a new card from the hand only for a new declaration in the same
      class); ``"new-card"``, every declaration lays at least one new card
      from the hand (the engine's earlier reading; the edition has found no
      period source that holds it for Bezique).
    * ``double`` — a double bezique made after a bezique: ``"on-table"``,
      its four cards need only lie on the table together, a bezique
      declared "may be again used to form Double Bezique" (Enquire Within,
      124 ii, which asks no new card), so a second queen of spades and knave
      of diamonds laid down in fours may join the first bezique for 500;
      ``"new-card"``, at least one of its cards comes new from the hand, as
      for every new declaration in a class whose cards have served in it
      (Foster, *Complete Hoyle*: no 40 for a second bezique and then 500 for
      the two, "at least one new card must be added from the player's
      hand").  ``reuse="new-card"`` asks a new card of it in either case.
    * ``bezique`` — which cards make bezique: ``"spades-diamonds"``, the queen
      of spades and knave of diamonds whatever the trumps (Enquire Within,
      124 ii); ``"with-trumps"``, the variation the same paragraph gives: when
      spades or diamonds are trumps, the queen of clubs and knave of hearts.
    * ``seven`` — how the seven of trumps scores (125 vii): ``"played"``, 10
      when played to a trick while the stock lasts and 10 when exchanged for
      the turn-up (Enquire Within, 123 iii-iv and 125 vii); ``"declared"``,
      10 when declared by its holder after winning a trick, in place of a
      declaration (``declare`` with the value ``"seven of trumps"``), or when
      exchanged, and nothing when played (*Hoyle's Games Modernized*, ed.
      Hoffmann, 1909: "the seven of trumps ... declared by either player").
    * ``trick`` — which card takes a trick while the stock lasts:
      ``"any-suit"``, a trump takes any card of another suit, and else the
      higher card takes the trick "whether of the same suit or not", the ace
      highest, then the ten, king, queen, knave, nine, eight, seven (Enquire
      Within, 122); ``"suit-led"``, only a card of the suit led or a trump
      can take it, the reading the same paragraph gives to "some players"
      (and the engine's before this option).  In the last eight tricks the
      play is "as at Whist" (123 v) under both.
    * ``strict`` — refuse the irregular acts of 126, and a wrong declaration
      (Enquire Within, 123 ii), instead of letting the table commit them and
      paying the forfeit or bearing the penalty.
    """

    players: int = 2
    packs: int | None = None
    suppressed_eight: str = "♣"
    game: int = 1000
    last_trick: str = "last"
    overdraw: str = "returned"
    reuse: str = "another-class"
    double: str = "on-table"
    bezique: str = "spades-diamonds"
    seven: str = "played"
    trick: str = "any-suit"
    strict: bool = False

    def __post_init__(self) -> None:
        if self.players not in (2, 3):
            raise ValueError(f"players must be 2 or 3, not {self.players!r}")
        if self.packs is None:
            object.__setattr__(self, "packs", self.players)
        if self.packs not in (2, 3) or (self.players == 2 and self.packs != 2):
            raise ValueError(f"packs must be 2 for two players, 2 or 3 for three, "
                             f"not {self.packs!r}")
        try:
            suit = Suit.parse(self.suppressed_eight)
        except ValueError:
            raise ValueError(f"suppressed_eight must name a suit, not "
                             f"{self.suppressed_eight!r}") from None
        object.__setattr__(self, "suppressed_eight", suit.value)
        if self.game not in GAME_CHOICES:
            raise ValueError(f"game must be 1000, 2000 or 4000 up (125 viii), not {self.game!r}")
        if self.last_trick not in LAST_TRICK_CHOICES:
            raise ValueError(f"last_trick must be 'last' or 'twenty-fourth', "
                             f"not {self.last_trick!r}")
        if self.overdraw not in OVERDRAW_CHOICES:
            raise ValueError(f"overdraw must be 'returned' or 'kept', not {self.overdraw!r}")
        if self.reuse not in REUSE_CHOICES:
            raise ValueError(f"reuse must be 'another-class' or 'new-card', not {self.reuse!r}")
        if self.double not in DOUBLE_CHOICES:
            raise ValueError(f"double must be 'on-table' or 'new-card', not {self.double!r}")
        if self.bezique not in BEZIQUE_CHOICES:
            raise ValueError(f"bezique must be 'spades-diamonds' or 'with-trumps', "
                             f"not {self.bezique!r}")
        if self.seven not in SEVEN_CHOICES:
            raise ValueError(f"seven must be 'played' or 'declared', not {self.seven!r}")
        if self.trick not in TRICK_CHOICES:
            raise ValueError(f"trick must be 'any-suit' or 'suit-led', not {self.trick!r}")
        if not isinstance(self.strict, bool):
            raise TypeError(f"strict must be true or false, not {self.strict!r}")

    @property
    def eight_suppressed(self) -> bool:
        return self.players == 3 and self.packs == 2

    def to_json(self) -> dict[str, Any]:
        # ``packs`` as null where it is the players' own number (two for two,
        # three for three), so that what differs from the defaults is what was
        # agreed: a position of the three-handed game need not name its packs.
        return {"players": self.players,
                "packs": None if self.packs == self.players else self.packs,
                "suppressed_eight": self.suppressed_eight, "game": self.game,
                "last_trick": self.last_trick, "overdraw": self.overdraw,
                "reuse": self.reuse, "double": self.double, "bezique": self.bezique,
                "seven": self.seven, "trick": self.trick,
                "strict": self.strict}


#: The options when none are given, made once: a deal shuffled without
#: options (every deal of a random playout) need not make and check new ones.
DEFAULT_OPTIONS = Options()


def players(options: Options | None = None) -> int:
    return (options or DEFAULT_OPTIONS).players


