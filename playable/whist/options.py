"""Whist: the rules agreed before play (:class:`Options`).

Each field is a point where the period sources differ, or a law leaves the
choice to the players; the default is the reading of *Enquire Within Upon
Everything*, ¶73–77.  The deal that reads them is :class:`playable.whist.Deal`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from playable.engine.checks import shown
from playable.engine.options import GameOptions
from playable.whist.cutting import cut_fault

Variety = Literal["long", "short"]
PlayedOutOfTurn = Literal["stand", "called"]
MisdealRemedy = Literal["demand", "void"]


@dataclass(frozen=True)
class Options(GameOptions):
    """The rules agreed before play.

    * ``strict`` — refuse an irregular act (a revoke, a lead out of turn, a
      card exposed, a misdeal...) with the law of ¶76 cited, instead of
      letting the table commit it and the law punish it (the default: as at
      the table).
    * ``variety`` — ``"long"``: Long Whist, the game of ten points, honours
      called at eight and not counted at nine (¶76 xx, the default: the
      laws of ¶76 are written for it); ``"short"``: Short Whist, "the above
      game cut in half" (¶77), five points, honours never called and not
      counted at four.
    * ``deal_calls_against_nine`` — ¶76 xx's gloss: "In some Clubs, eight,
      with the deal, cannot call against nine."  ``True`` (the default, the
      law as printed): a side at eight may call whoever deals; ``False``: the
      clubs' rule, the side at eight that holds the deal may not call when the
      adversaries are at nine.
    * ``claim_honours`` — who claims the honours, ¶76 xix: "Honours cannot be
      counted unless they are claimed previous to the next deal", and its
      gloss: "No omission to score honours can be rectified after the cards
      are packed; but an overscore, if proved, must be deducted."  ``False``
      (the default): the engine claims them for the side that held them when
      the cards are abandoned, as a table that remembers does, and the score
      counts them without an act.  ``True``: the table claims them: after the
      last trick (and the revokes claimed), the holders claim their honours
      (``claim-honours``, value ``"three"`` or ``"four"``) or let the cards be
      packed without (``pack``), and honours not claimed do not count; a claim
      of more honours than the side held is an overscore, deducted once proved
      (irregular: refused in strict play).  Honours called at eight (¶76 xx)
      are claimed by the call.
    * ``out_of_turn`` — a card played out of turn to a trick by the third or
      fourth hand, before a player whose turn came first.  ``"stand"`` (the
      default, ¶76 viii as printed): "the cards so played must stand"; if the
      third hand played before the second, the fourth "has a right to play
      before his partner"; if the fourth played before the second, the
      second is "compelled to win the trick if he can".  ``"called"``: the
      card is taken back and lies exposed, to be called (¶76 ix's remedy for
      a card "otherwise exposed"), the reading of the engine before it
      followed viii; records written then replay with it.
    * ``misdeal`` — what follows a misdeal, too many or too few cards dealt.
      ``"demand"`` (the default, ¶76 iv as printed: "a fresh deal may be
      demanded"): the adversaries choose a fresh deal, the deal passing to
      the next player, or let the deal stand.  ``"void"``: the deal is void
      at once and passes, the reading of the engine before it followed iv;
      records written then replay with it.
    * ``score`` — not a rule but the table's state: the score of the game the
      deal is played at, side South–North's and side West–East's (the
      :class:`~playable.whist.Rubber` sets it; ``None``, the default, for a
      deal played alone, where every honour counts and none is called).
      Kept with the options so that a deal's record replays it.
    * ``cut`` — not a rule but the table's act before the deal: the cards
      the dealer's right-hand adversary lifts off the shuffled pack in
      cutting it to him (¶73 ii: "The pack is then cut by the right hand
      adversary"), which then go under the rest (:func:`~playable.whist.cutting.cut`).
      ``None`` (the default): the pack is dealt as it was shuffled, uncut.
      Fewer than three cards lifted, or fewer than three left under them,
      is refused: "Less than three cards, above or below, is not a cut"
      (¶76 i).  A deal shuffled from a seed is cut so; a deal given its pack
      is dealt from that pack as it lies (a record's pack is the pack cut).
    """

    strict: bool = False
    variety: Variety = "long"
    deal_calls_against_nine: bool = True
    claim_honours: bool = False
    out_of_turn: PlayedOutOfTurn = "stand"
    misdeal: MisdealRemedy = "demand"
    score: tuple[int, int] | None = None
    cut: int | None = None

    def __post_init__(self) -> None:
        for flag in ("strict", "deal_calls_against_nine", "claim_honours"):
            if not isinstance(getattr(self, flag), bool):
                raise TypeError(f"{flag!r} must be true or false, not {getattr(self, flag)!r}")
        if self.variety not in ("long", "short"):
            raise ValueError(f"'variety' must be 'long' or 'short', not {self.variety!r}")
        if self.misdeal not in ("demand", "void"):
            raise ValueError(f"'misdeal' must be 'demand' or 'void', not {self.misdeal!r}")
        if self.out_of_turn not in ("stand", "called"):
            raise ValueError(f"'out_of_turn' must be 'stand' or 'called', not "
                             f"{self.out_of_turn!r}")
        if self.score is not None:
            why = (score_fault(self.score, self.target) if isinstance(self.score, tuple)
                   else f"the score is a tuple of two numbers here, not {shown(self.score)}")
            if why is not None:
                raise ValueError(f"'score': {why}")
        if self.cut is not None:
            why = cut_fault(self.cut)
            if why is not None:
                raise ValueError(f"'cut': {why} (¶76 i)")

    @property
    def target(self) -> int:
        """The points of a game: ten at Long Whist, five at Short (¶77)."""
        return 10 if self.variety == "long" else 5


DEFAULT_OPTIONS = Options()


def score_fault(score: object, target: int) -> str | None:
    """Why ``score`` is not the score of a game to ``target``, or None."""
    if not isinstance(score, list | tuple) or len(score) != 2:
        return f"the score is two numbers, the two sides', not {shown(score)}"
    for s, points in enumerate(score):
        if type(points) is not int or not 0 <= points < target:
            return (f"side {s}'s score must be a whole number from 0 to {target - 1} "
                    f"(the game is {target}), not {shown(points)}")
    return None


def players(options: Options | None = None) -> int:
    """Whist is a game for four."""
    return 4
