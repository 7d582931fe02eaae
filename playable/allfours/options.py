"""All-Fours: the rules agreed before play (:class:`Options`).

Each field is a point where period sources differ, or a law leaves the choice
to the players.  The deal that reads them is :class:`playable.allfours.Deal`;
the card order is in :mod:`playable.allfours.cards`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from playable.allfours.cards import name_of
from playable.engine.checks import shown
from playable.engine.options import GameOptions

GameTie = Literal["eldest", "none"]
GameNought = Literal["tie", "nobody"]
AfterRunning = Literal["keep", "discard", "keep-nine"]
OwnCardExposed = Literal["new-deal", "stands"]
MisdealClaim = Literal["wronged", "eldest"]


@dataclass(frozen=True)
class Options(GameOptions):
    """The rules agreed before play.  Each field is a point where period
    sources differ (or a law leaves the choice to the players).

    * ``strict`` — refuse irregular acts (a renounce, a misdeal, a wrong score)
      with the law cited, instead of letting the table commit them and
      punishing them as the laws say.
    * ``target`` — points to win the match: 10 in *Enquire Within*; 7 in
      *Hoyle's Games Modernized* (ed. Hoffmann) and in American "Seven-up"
      (Foster's *Complete Hoyle*).
    * ``game_tie`` — who scores Game when the counts are equal: ``"eldest"``,
      the non-dealer (Cassell's *Book of In-door Amusements*, dated 1881 by the
      earlier notes; *Hoyle's
      Games Modernized*, ed. Hoffmann, 1909), or ``"none"`` (many modern rule books).
    * ``game_nought`` — a deal in which neither player has anything to count
      for Game: ``"tie"`` (the default) takes it as a tie of nought to nought,
      scored as ``game_tie`` says, so the elder hand scores Game under
      ``"eldest"`` (*Hoyle's Games Modernized*, ed. Hoffmann, 1909: equal counts
      "or neither party holding any card which counts towards Game", the elder
      hand scores; Cassell's: "Should no player have either a court card or a
      ten, the elder hand scores the point for game"); ``"nobody"`` reads 93 · iv's "a deal may be played
      without having any to reckon for game" as no Game that deal.
    * ``after_running`` — what the hands do after the cards were run:
      ``"keep"`` (play all the cards, nine or more tricks: *Enquire Within*
      says nothing of discarding, and several Hoyle-derived accounts play "the
      respective number of tricks"), ``"discard"`` (each discards down to six:
      "the usual practice", Foster), ``"keep-nine"`` (keep nine, but discard
      to six after two or more runs: "some clubs", Foster).
    * ``begs`` — how many times the eldest may beg in one hand: law ii allows
      one "except by mutual agreement"; set 2 or more when both agree.
    * ``wrong_score_penalty`` — law iv: a wrong score is taken down and the
      adversary scores "four points or one, as may have previously been
      agreed".
    * ``own_card_exposed`` — law i allows a new deal "for an exposed card"
      (as the witness, the 1894 *Enquire Within*, begins the law); ``"new-deal"`` reads that of any
      card, ``"stands"`` follows *Facts Worth Knowing*, where the deal stands
      good if the dealer shows one of his own cards.
    * ``misdeal_claim`` — who claims a misdeal of the number of cards and
      takes its remedy (law i): ``"wronged"`` (the default), the player the
      error wrongs, as the text's "to draw from the opposing hand the extra
      card" reads: the adversary of a hand dealt too many claims a new deal
      or draws the card from it, blind, and a player dealt too few claims a
      new deal or is made up from the stock; so a dealer who gives the
      eldest a card too many, or himself one too few, chooses himself.
      ``"eldest"``: the dealer made the error, and his adversary claims
      whichever hand is wrong; the extra card being in his own hand, he
      claims a new deal or lets the dealer draw it from him, blind.  *Facts
      Worth Knowing* (¶2114, law 1) leaves the choice "optional with the
      parties"; the earlier notes report that the Hoyle laws of other
      two-handed games give it to the dealer's adversary (écarté, in
      *Hoyle's Games, Improved and Enlarged*: not read again); no All-Fours
      law the edition has read gives it to the dealer by name.
    * ``no_gift_out`` — Foster's rule (*Foster's Complete Hoyle*, first
      published in 1897, as the earlier notes say): "the dealer cannot give a
      player enough to put him out", so to a beg that
      one point would win the match he must run the cards.  ``False`` (the
      default: the text does not say it) or ``True``.
    * ``score`` — not a rule but the table's state: the match score the deal
      is played at, South's and North's (:class:`~playable.allfours.Match` sets it;
      ``None``, the default, for a deal played alone).  With a score, a point
      scored at once that puts a player out (the knave turned up at nine, a
      point given to a beg, a wrong score's penalty) ends the deal then and
      there: he has won the match (Hoffmann: the turned-up knave takes
      "precedence of any other score").  Kept with the options so that a
      deal's record replays it.
    """

    strict: bool = False
    target: int = 10
    game_tie: GameTie = "eldest"
    game_nought: GameNought = "tie"
    after_running: AfterRunning = "keep"
    begs: int = 1
    wrong_score_penalty: int = 4
    own_card_exposed: OwnCardExposed = "new-deal"
    misdeal_claim: MisdealClaim = "wronged"
    no_gift_out: bool = False
    score: tuple[int, int] | None = None

    def __post_init__(self) -> None:
        for flag in ("strict", "no_gift_out"):
            if not isinstance(getattr(self, flag), bool):
                raise TypeError(f"{flag!r} must be true or false, not {getattr(self, flag)!r}")
        for name in ("target", "begs"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise ValueError(f"{name!r} must be a whole number of at least 1, not {value!r}")
        choices: dict[str, tuple[Any, ...]] = {
            "game_tie": ("eldest", "none"),
            "game_nought": ("tie", "nobody"),
            "after_running": ("keep", "discard", "keep-nine"),
            "wrong_score_penalty": (4, 1),
            "own_card_exposed": ("new-deal", "stands"),
            "misdeal_claim": ("wronged", "eldest"),
        }
        for name, allowed in choices.items():
            value = getattr(self, name)
            if value not in allowed or isinstance(value, bool):
                raise ValueError(f"{name!r} must be one of {', '.join(map(repr, allowed))}, "
                                 f"not {value!r}")
        if self.score is not None:
            # a tuple, as a frozen dataclass's field (JSON's list is read as one)
            why = (score_fault(self.score, self.target) if isinstance(self.score, tuple)
                   else f"the match score is a tuple of two numbers here, not "
                        f"{shown(self.score)}")
            if why is not None:
                raise ValueError(f"'score': {why}")


DEFAULT_OPTIONS = Options()


def score_fault(score: object, target: int) -> str | None:
    """Why ``score`` is not the score of a match to ``target`` points, or None
    if it is one: two whole numbers by seat, South's and North's, each below the
    target (at the target the match is over).  The rule's one statement:
    ``Options(score=...)`` raises the reason as a ``ValueError``; a deal's
    ``score=`` (:func:`playable.allfours.state.match_score`), ``Deal.setup``
    and ``Match`` as a :class:`~playable.engine.errors.SetupError`."""
    if not isinstance(score, list | tuple) or len(score) != 2:
        return f"the match score is two numbers, South's and North's, not {shown(score)}"
    for seat, points in enumerate(score):
        if type(points) is not int or not 0 <= points < target:
            return (f"{name_of(seat)}'s score must be a whole number from 0 to {target - 1} (the "
                    f"match is {target}), not {shown(points)}")
    return None


def players(options: Options | None = None) -> int:
    """All-Fours is a game for two here."""
    return 2
