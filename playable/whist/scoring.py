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
  score four, three score two, two nothing (the figures of the Club laws,
  Baldwin, law 3, and of *Cassell's Book of In-door Amusements*, 1881, read
  in online reprints: the part of *Enquire Within*'s ¶73 that would give them
  was not seen); counted after the tricks,
  claimed before the next deal (¶76 xix: the engine claims them for the side
  that held them), not counted by a side at nine at Long Whist (¶76 xx) or at
  four at Short (¶77), nor once the tricks have won the game (with a score,
  ``Options.score``).  Honours called at eight and answered win the game at
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

from playable.engine.core import Irregularity, ScoreLine
from playable.whist.cards import BOOK, SIDE_NAMES
from playable.whist.state import LAW, OVER, Position


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

    def told(self) -> str:
        """The lines of the score, one a line, each side by name: ``South–North
        +1  1 odd trick  [whist:s74-v]``."""
        return "\n".join(f"{SIDE_NAMES[line.player]} {line.points:+d}  {line.reason}  "
                         f"[{line.cited}]" for line in self.lines)

    def __str__(self) -> str:
        if self.void:
            return f"No score: {self.void}."
        return (f"{SIDE_NAMES[0]} {self.points[0]}, {SIDE_NAMES[1]} {self.points[1]} "
                f"(tricks {self.tricks[0]}–{self.tricks[1]})")


class Scoring(Position):
    """The count of a deal at its end."""

    def _finish(self) -> None:
        """The cards abandoned and the revokes claimed: the score, in order."""
        options = self.options
        score = list(options.score) if options.score is not None else None
        target = options.target
        won = list(self.won)
        revokers = {1 - s for s, _ in self.claims}
        gained = [0, 0]

        def out(s: int) -> bool:
            return score is not None and score[s] + gained[s] >= target

        def add(s: int, points: int, law: Any, reason: str, item: str) -> None:
            if score is not None and s in revokers and points > 0:
                points = min(points, target - 1 - score[s] - gained[s])  # no scoring out
                if points <= 0:
                    return
            gained[s] += points
            self.account.add(s, points, law, reason, item=item)

        for claimant, how in self.claims:
            other = 1 - claimant
            if how == "add":
                add(claimant, 3, LAW.revoke, "three points added for a revoke", "revoke")
            elif how == "deduct":
                gained[other] -= 3
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
            if won[s] > BOOK and not out(1 - s):
                odd = won[s] - BOOK
                add(s, odd, LAW.score, f"{odd} odd trick{'s' if odd > 1 else ''}", "tricks")
        held = self.honours_held()
        for s in (0, 1):
            n = held[s]
            if n < 3 or out(0) or out(1):
                continue
            if score is not None and score[s] == target - 1:
                law = LAW.honours_called if options.variety == "long" else LAW.short
                self.account.add(s, 0, law, f"{'four' if n == 4 else 'three'} honours, not "
                                 f"counted at {score[s]}", item="honours")
                continue
            add(s, 4 if n == 4 else 2, LAW.honours_claimed,
                f"{'four' if n == 4 else 'three'} honours, claimed", "honours")
        self.stage, self.phase, self.to_move = "over", OVER, None

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
