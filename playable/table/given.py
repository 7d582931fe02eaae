"""A Deal page's table dealt from a file: "Or deal the cards of a file".

The reader chooses a file on a Deal page: a record saved there (any game),
or a file in one of the game's own formats (Whist's PBN).  The page reads it
and hands its text to :func:`open_file`, which reads its deals
(:func:`playable.table.record.deals_in`: each as it was dealt, its acts not
made, or, where the reader ticks *Make its acts again*, each where its acts
left it: a game saved part-played goes on from there) and opens a
:class:`FileTable`: the page's :class:`~playable.table.web.Table`, whose
deals are the file's, played one after another with the form's seat,
players and strictness.  Each deal is
played on its own, as a position is, not as part of a match: a record
carries its match's score in its options (All-Fours' and Whist's ``score``,
Quadrille's ``pool_carried``), which a match of the game's own would not
take.  A file that is not read is answered in one line, and the page's table
in play is kept.  :func:`open_file` is the page's call ``open_file``
(:data:`playable.table.web.OPENERS`; the page's worker imports this module).
Standard library only.
"""

from __future__ import annotations

from collections.abc import Sequence

from playable.engine import checks
from playable.engine.errors import RecordError
from playable.games import TableDeal
from playable.table import record
from playable.table.seats import check_seat, rules_told_of
from playable.table.session import Session, dealt_again
from playable.table.views import Json
from playable.table.web import OPENERS, Table

__all__ = ["FileTable", "open_file"]


class FileTable(Table):
    """The table of the deals of the file ``source`` (read, each as dealt):
    the first at once, the next at *Next deal* once it is over; ``seed``
    seeds the engine's players.  The other arguments are
    :class:`~playable.table.web.Table`'s, the seat among the deals' own; each
    deal stands where its acts leave it (none, or those the file gives), and
    ``verdicts`` are the solver's verdicts on the first deal's acts that the
    file carries (a record's ``"analysis"``: a verdict, or None where it has
    none, which is judged again if asked)."""

    def __init__(self, game: str, deals: Sequence[TableDeal], source: str, seed: int,
                 seat: int | None = None, others: str = "period", lenient: bool = False,
                 auto: bool = False, verdicts: Sequence[object] = (),
                 passed_over: Sequence[str] = ()) -> None:
        if not deals:
            raise ValueError("a file's table needs a deal")
        # the table as the page's, then its session the file's first deal
        super().__init__(game, seed, None, others, None, lenient, auto)
        check_seat(seat, self.entry.seats(deals[0].options))
        self.seat = seat
        self.lenient = bool(lenient) and seat is not None
        #: The name of the file the deals were read from.
        self.source = source
        #: The file's boards that are no deals of the game, passed over
        #: (:func:`playable.table.record.deals_in`), in a sentence ("" if none).
        self.passed_over = record.passed_over_words(passed_over, game)
        rules = self.entry.rules
        #: The file's deals not yet dealt, and how many it holds.
        self._given = [dealt_again(d, rules.as_at_the_table(d.options), acts=True)
                       for d in deals] if self.lenient else list(deals)
        self._given_count = len(deals)
        self._deal_next()
        if len(verdicts) == len(self.deal.history):
            self._verdicts = {i: v for i, v in enumerate(verdicts) if isinstance(v, dict)}
        self.words = self._reader_words()

    def _deal_next(self) -> None:
        """The file's next deal at the table, on its own."""
        humans = () if self.seat is None else (self.seat,)
        deal = self._given.pop(0)
        # its acts (where the file's are made) made again after a take-back
        self.session = Session.given(deal, self.seed, humans=humans, players=self.others,
                                     script=deal.history)
        self.session.waits = self.lenient  # before the deal's first act, for his irregular act
        self.seats = self.entry.seats(self.deal.options)

    def state(self) -> Json:
        """The page's state, with the file's name, and which of its deals
        this is: how many it holds, whether the next may be dealt; the rules
        a page may choose that the deal was played by, told as the table
        tells them (its own *Rules* do not deal a file)."""
        told = rules_told_of(self.game, [self.deal.options])  # the rules its deal was played by
        return {**super().state(), "source": self.source,
                "rules": {"name": None, "line": " ".join(told)} if told else None,
                "given": {"of": self._given_count,
                          "next": self.deal.is_over and bool(self._given),
                          "passed": self.passed_over}}

    def next_deal(self) -> Json:
        """The file's next deal, once this one is over."""
        if not self.deal.is_over:
            return self._answer("The deal is not over.")
        if not self._given:
            return self._answer(f"That was the last deal of {self.source}.")
        finished = record.compact(self.deal)
        self._deal_next()
        return self._went_on(finished)

    def filename(self) -> str:
        return f"{self.game}-file-{self.number}.json"


def open_file(game: str, text: str, name: str, seed: int, seat: int | None = None,
              others: str = "period", lenient: bool = False, auto: bool = False,
              acts: bool = False) -> tuple[FileTable | None, Json]:
    """The page's answer to a file chosen (``name``, its ``text``): a
    :class:`FileTable` of its deals and its state, or no table and why the
    file is not read, in a line.  With ``acts`` (*Make its acts again*)
    each deal is opened where the file's acts left it, with the verdicts a
    record carries on them, else dealt afresh."""
    shown_name = checks.escaped(name, keep_newlines=False)[:80] or "the file"
    passed: list[str] = []
    try:
        deals, verdicts = record.deals_in(text, name, game, acts=bool(acts), passed_over=passed)
        table = FileTable(game, deals, shown_name, seed, seat, others, lenient, auto,
                          verdicts or (), passed)
    except (RecordError, ValueError) as exc:
        return None, {"ok": False, "message": f"{shown_name}: "
                                              f"{checks.escaped(str(exc), keep_newlines=False)}"}
    return table, {"ok": True, "state": table.state()}


#: The page's call ``open_file`` (:func:`playable.table.web.call`).
OPENERS["open_file"] = open_file
