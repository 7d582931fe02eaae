"""Whist: the score of a deal, the game and the rubber.

The account of a deal is written by side: a line of side South–North is the
account's seat 0, of side West–East seat 1 (each side's first seat in the
order of play), so ``deal.account.totals(2)`` is the two sides' points.  The
lines count in this order (the order the Club laws give, "the penalty for a
revoke takes precedence of all other scores; tricks score next; honours
last": *The Laws of Short Whist*, ed. J. L. Baldwin, 1864, law 5, read in a
reprint online, the edition not checked in hand):

* ``revoke`` — the penalty claimed for a revoke (¶76 xv): three points added
  to the claimants, three deducted from the revokers, or three tricks taken
  (a line of nought: the tricks move);
* ``tricks`` — each trick over six, a point to the side that took it (¶74 v:
  "as many as are gained by tricks or honours, so many points are set up");
* ``honours`` — ace, king, queen and knave of trumps held by one side: four
  score four, three score two, two nothing (¶73 vi: "when either of the
  partners hold three separately, or between them, they count two points
  towards the game; and in case they have four honours, they count four
  points"; the Club laws agree, Baldwin, law 3, as does *Cassell's Book of
  In-door Amusements*, 1881, both read in online reprints; the line cites
  ¶76 xix, under which they are claimed); counted after the tricks, claimed before the next deal
  (¶76 xix: the engine claims them for the side that held them; with
  ``Options.claim_honours`` the holders claim them by an act,
  ``claim-honours``, or let the cards be packed and lose them, ``pack``, and
  a claim of more than they held is an overscore, deducted), not counted by a
  side at nine at Long Whist (¶76 xx) or at four at Short (¶77), nor once the
  tricks have won the game (with a score, ``Options.score``).  Honours called at eight and answered win the game at
  once (¶76 xx, :mod:`playable.whist.play`).

A side that revoked cannot score out in that deal (¶76 xv's gloss): with a
score, its points stop one short of the game.

The game is ten points at Long Whist, five at Short (¶77); the rubber the
best of three games.  What a game is worth follows the Club laws of Short
Whist (Baldwin, 1864, laws 8–10, as above): a treble, three points, when the
losers have not scored; a double, two, when they have scored less than three
(at Long Whist, less than five); a single, one, when they have three or four
(at Long Whist, five or more); the winners of the rubber add two, and from a
rubber of three games the losers' game is deducted.  The Long Whist figures
are the Short's doubled at the line of five, the reading of ¶77's "cut in
half"; the edition has not checked them in a period book of Long Whist.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from playable.engine.core import Action, Irregularity, ScoreLine, act
from playable.engine.errors import RuleError
from playable.whist.cards import BOOK, SEATS, SIDE_NAMES, short_name, side
from playable.whist.state import LAW, OVER, SCORING, Position

#: The honours a side may claim, by the word of the claim.
HONOUR_COUNTS = {"three": 3, "four": 4}
#: The honours a side may hold, in words.
NUMBERS = ("no", "one", "two", "three", "four")


@dataclass(frozen=True)
class Result:
    """The outcome of a deal: each side's points and tricks, the honours each
    held, and why the deal is void if it is."""

    points: tuple[int, int]
    tricks: tuple[int, int]
    honours: tuple[int, int]
    lines: tuple[ScoreLine, ...]
    irregularities: tuple[Irregularity, ...]
    void: str | None = None
    redeal: bool = False
    #: The side that won the game in this deal (with a score), or None.
    game: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"points": list(self.points), "tricks": list(self.tricks),
                "honours": list(self.honours), "void": self.void, "redeal": self.redeal,
                "game": self.game, "lines": [line.to_json() for line in self.lines],
                "irregularities": [i.to_json() for i in self.irregularities]}

    def told(self, citations: bool = False) -> str:
        """The lines of the score, one a line, each side by name: ``South–North
        +1  1 odd trick  [whist:s74-v]``; with ``citations``, each law as the
        table cites it (``[Whist, term v]``)."""
        return "\n".join(f"{SIDE_NAMES[line.player]} {line.points:+d}  {line.reason}  "
                         f"[{line.citation if citations else line.cited}]" for line in self.lines)

    def __str__(self) -> str:
        if self.void:
            return f"No score: {self.void}."
        return (f"{SIDE_NAMES[0]} {self.points[0]}, {SIDE_NAMES[1]} {self.points[1]} "
                f"(tricks {self.tricks[0]}–{self.tricks[1]})")


class Scoring(Position):
    """The count of a deal at its end, and the honours claimed (¶76 xix)."""

    #: The honours as the table claimed them, with ``Options.claim_honours``:
    #: ``"three"``, ``"four"``, ``"packed"`` (the cards packed without a
    #: claim), or None (no claim by the table yet, or none needed).
    honours_claim: str | None = None

    def _finish(self) -> None:
        """The cards abandoned and the revokes claimed: the score, in order
        (the honours last, once claimed)."""
        won = list(self.won)
        for claimant, how in self.claims:
            other = 1 - claimant
            if how == "add":
                self._add(claimant, 3, LAW.revoke, "three points added for a revoke", "revoke")
            elif how == "deduct":
                self.account.add(other, -3, LAW.revoke, "three points deducted for a revoke",
                                 item="revoke")
            else:
                moved = min(3, won[other])
                won[other] -= moved
                won[claimant] += moved
                self.account.add(claimant, 0, LAW.revoke,
                                 f"{moved} tricks taken from the revokers", item="revoke")
        self.won = won
        for s in (0, 1):
            if won[s] > BOOK and not self._out(1 - s):
                odd = won[s] - BOOK
                self._add(s, odd, LAW.score, f"{odd} odd trick{'s' if odd > 1 else ''}",
                          "tricks")
        due = self.honours_due() if self.options.claim_honours else None
        if due is not None:
            # ¶76 xix: the holders claim them, or the cards are packed without; the
            # one of them who held more (the elder, when even) speaks for the side
            holders = [s for s in range(SEATS) if side(s) == due]
            self.stage, self.phase = "honours", SCORING
            self.to_move = max(holders, key=lambda s: (self.honours_of(s),
                                                       -((s - self.eldest) % SEATS)))
            return
        self._count_honours(claimed=None)

    def _out(self, s: int) -> bool:
        """Whether side ``s`` has reached the game with this deal's points so far."""
        score = self.options.score
        return score is not None and score[s] + self.account.totals(2)[s] >= self.options.target

    def _add(self, s: int, points: int, law: Any, reason: str, item: str) -> None:
        """Points to side ``s``; a side that revoked stops one short of the game."""
        score, target = self.options.score, self.options.target
        if score is not None and points > 0 and s in {1 - c for c, _ in self.claims}:
            points = min(points, target - 1 - score[s] - self.account.totals(2)[s])
            if points <= 0:
                return
        self.account.add(s, points, law, reason, item=item)

    def honours_due(self) -> int | None:
        """The side whose honours would score if claimed now (three or four
        held, the game not yet won, the side not at nine, or four at Short
        Whist), or None."""
        score, target = self.options.score, self.options.target
        held = self.honours_held()
        for s in (0, 1):
            if held[s] >= 3 and not self._out(0) and not self._out(1) \
                    and (score is None or score[s] != target - 1):
                return s
        return None

    def _count_honours(self, claimed: str | None) -> None:
        """The honours lines, and the deal over: ``claimed`` is the table's
        claim (``"three"``, ``"four"``, ``"packed"``), or None where the engine
        claims them for the holders."""
        options = self.options
        score, target = options.score, options.target
        held = self.honours_held()
        for s in (0, 1):
            n = held[s]
            if n < 3 or self._out(0) or self._out(1):
                continue
            words = "four" if n == 4 else "three"
            if score is not None and score[s] == target - 1:
                law = LAW.honours_called if options.variety == "long" else LAW.short
                self.account.add(s, 0, law, f"{words} honours, not counted at {score[s]}",
                                 item="honours")
                continue
            if claimed == "packed":
                self.account.add(s, 0, LAW.honours_claimed, f"{words} honours, not claimed "
                                 "before the cards were packed", item="honours")
            elif claimed is None or HONOUR_COUNTS[claimed] == n:
                self._add(s, 4 if n == 4 else 2, LAW.honours_claimed,
                          f"{words} honours, claimed", "honours")
            elif HONOUR_COUNTS[claimed] < n:  # claimed fewer than held: they count as claimed
                self._add(s, 2, LAW.honours_claimed, f"{claimed} honours claimed, {words} held",
                          "honours")
            else:  # an overscore, proved: what they held counts, the rest is deducted
                self._add(s, 2, LAW.honours_claimed, f"{claimed} honours claimed, {words} "
                          "held: the overscore deducted", "honours")
        self.stage, self.phase, self.to_move = "over", OVER, None

    # -- the honours claimed by the table (``Options.claim_honours``) ---------------

    @act("claim-honours", law=LAW.honours_claimed, cards=0, value=True)
    def _claim_honours(self, action: Action) -> None:
        """¶76 xix: honours count only if claimed before the next deal; its
        gloss: an overscore, if proved, must be deducted."""
        self._legal = None  # the acts offered go with the position (read only by a card)
        seat, how = action.player, action.value
        if how not in HONOUR_COUNTS:
            raise RuleError(LAW.honours_claimed, "honours are claimed as three or four")
        if self.stage != "honours":
            raise RuleError(LAW.honours_claimed, self._no_claim_now())
        mover = self.to_move
        assert mover is not None  # the holders' seat, while the honours are claimed
        held = self.honours_held()[side(seat)]
        claimed = HONOUR_COUNTS[how]
        if claimed > held:
            had = f"{NUMBERS[held]} honour{'' if held == 1 else 's'}"
            self._commit(RuleError, LAW.honours_claimed, f"{short_name(seat)}'s side held "
                         f"{had}, not {how}", seat,
                         note=f"claimed {how} honours, his side holding {had}: an "
                              "overscore, deducted when proved")
            if side(seat) != side(mover):  # none of theirs counts; the holders claim still
                self.account.add(side(seat), 0, LAW.honours_claimed, f"{how} honours "
                                 f"claimed, {NUMBERS[held]} held: the overscore deducted",
                                 item="honours")
                return
        self.honours_claim = how
        self._count_honours(how)

    @act("pack", law=LAW.honours_claimed, cards=0, value=False)
    def _pack(self, action: Action) -> None:
        """¶76 xix's gloss: "No omission to score honours can be rectified
        after the cards are packed"."""
        self._legal = None  # the acts offered go with the position (read only by a card)
        mover = self.to_move
        if self.stage != "honours" or mover is None or side(action.player) != side(mover):
            raise RuleError(LAW.honours_claimed, "the holders of the honours let the cards be "
                                                 "packed, at the end of the deal, or claim "
                                                 "them")
        self.honours_claim = "packed"
        self._count_honours("packed")

    def _no_claim_now(self) -> str:
        if self.stage == "over" and self.honours_claim == "packed":
            return ("the cards are packed: no omission to score honours can be rectified "
                    "after")
        if not self.options.claim_honours:
            return ("the engine claims the honours for the side that held them "
                    "(Options.claim_honours is off)")
        return "honours are claimed at the end of the deal, by the side that held them"

    def result(self) -> Result:
        """The deal's outcome (its points so far while it is played)."""
        totals = self.account.totals(2)
        game = None
        score = self.options.score
        if score is not None and self.void is None:
            for s in (0, 1):
                if score[s] + totals[s] >= self.options.target:
                    game = s
        return Result((totals[0], totals[1]), (self.won[0], self.won[1]), self.honours_held(),
                      tuple(self.account.lines), tuple(self.irregularities), self.void,
                      self.redeal, game)


def game_value(loser: int, target: int) -> int:
    """What a game is worth to its winners, by the losers' score: three,
    two or one (the module docstring)."""
    if loser <= 0:
        return 3
    single = 3 if target == 5 else 5
    return 1 if loser >= single else 2
