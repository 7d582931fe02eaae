"""Quadrille's payments: the settlement after Hoyle, the result, the account.

When the ombre settles (:mod:`playable.quadrille.play`), :func:`settlement` works
out every payment of the deal as a :class:`~playable.quadrille.state.Transfer`
of counters between the seats and the pool, after the account of Quadrille in
*Hoyle's Games, Improved and Enlarged* (paragraphs 5-7), with laws 18-19 for what the ombre
demands and the beasts of the irregularities (laws 10, 13, 14, 16, noted by
:mod:`playable.quadrille.irregular`).  :class:`Result` holds them with the
outcome; :func:`account_of` gives them as the :class:`playable.engine.core.Account`
every game keeps, one :class:`~playable.engine.core.ScoreLine` for each seat a
payment touches (the pool is no seat), with its ``item``:

``mark`` (the dealer's mark into the pool), ``pool`` (what is upon the game, to
the winners; on codille, divided by the adversaries), ``game``,
``consolation``, ``sans-prendre`` and ``matadores`` (as demanded, law 18),
``vole``, ``devole``, ``beast`` (a remise or codille, or an irregularity).
Remise and codille are outcomes (:attr:`Result.outcome`), not items.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Final

from playable.engine.cards import Card, Suit
from playable.engine.core import Account, Irregularity, ScoreLine
from playable.engine.tricks import TRUMPS
from playable.laws.ids import LawId
from playable.laws.ids import QuadrilleLaws as L
from playable.quadrille.state import NAMES, POOL, SEATS, TRICKS, Position, Transfer, name_of

HOYLE: Final = "Hoyle ¶5-7"
#: A named tuple from its fields in order, without its Python ``__new__``.
_tuple = tuple.__new__
#: The French rules, for what they add to Hoyle's payments.
ACADEMIE: Final = "Académie universelle des jeux"


@dataclass(eq=True)
class Result:
    """How a deal ended and every payment it made."""

    outcome: str  # "won", "vole", "remise" or "codille"
    ombre: int
    friend: int | None
    mode: str  # "called", "forced", "sans prendre"
    trump: Suit
    called: Card | None
    tricks: tuple[int, ...]
    side_tricks: int
    matadores: int
    vole_undertaken: bool
    pool_before: int
    transfers: tuple[Transfer, ...]
    irregularities: tuple[Irregularity, ...]

    @property
    def totals(self) -> tuple[int, ...]:
        """Net counters won (+) or paid (-) by each seat in this deal."""
        net = [0] * (SEATS + 1)
        for t in self.transfers:
            net[t.payer] -= t.counters
            net[t.payee] += t.counters
        return tuple(net[:SEATS])

    @property
    def pool_change(self) -> int:
        return sum(t.counters for t in self.transfers if t.payee == POOL) - sum(
            t.counters for t in self.transfers if t.payer == POOL)

    @property
    def pool_after(self) -> int:
        return self.pool_before + self.pool_change

    def to_json(self) -> dict[str, Any]:
        return {
            "outcome": self.outcome, "ombre": self.ombre, "friend": self.friend,
            "mode": self.mode, "trump": self.trump.noun,
            "called": str(self.called) if self.called else None,
            "tricks": list(self.tricks), "matadores": self.matadores,
            "vole_undertaken": self.vole_undertaken,
            "pool_before": self.pool_before, "pool_after": self.pool_after,
            "totals": list(self.totals),
            "transfers": [t.to_json() for t in self.transfers],
            "irregularities": [i.to_json() for i in self.irregularities],
        }

    def __str__(self) -> str:
        side = name_of(self.ombre) + (f" and {name_of(self.friend)}"
                                      if self.friend is not None else "")
        head = (f"{side} ({self.mode}, {self.trump.noun}): {self.side_tricks} tricks, "
                f"{self.outcome}")
        lines = [head] + [f"  {t}" for t in self.transfers]
        lines.append("  totals "
                     + "  ".join(f"{name_of(i)} {n:+d}" for i, n in enumerate(self.totals))
                     + f"  pool {self.pool_before} -> {self.pool_after}")
        return "\n".join(lines)


def settlement(deal: Position) -> Result:
    """Every payment of a finished deal, after the account of Quadrille in
    *Hoyle's Games, Improved and Enlarged* (paragraphs 5-7):

    * Won (six tricks or more): the ombre's side takes what is upon the game
      (the pool), and each adversary pays the game, the consolation and, as
      demanded (law 18), the matadores and the sans prendre; and the vole if
      made.  Receipts are divided between ombre and friend, the odd counter to
      the ombre (*The Game of Quadrille*).
    * Remise (five tricks): the side is beasted (pays the pool's worth into the
      pool) and pays each adversary the consolation and the matadores.
    * Codille (four or fewer): the adversaries divide the pool (odd counters to
      the holders of the best trumps, else left in the pool: *The Game of
      Quadrille*); the side pays each adversary the game, the consolation and
      the matadores, and is beasted.
    * Losses are paid half by the ombre, half by the friend (the odd counter by
      the ombre); but an ombre who makes fewer than three tricks pays all alone,
      unless he played by force of spadille (¶6-7).  A lone ombre (sans prendre,
      or a king of his own called, law 8) pays and wins all himself.
    * A devole (the side makes no trick) costs the side the devole besides.
    * With ``Options.sans_prendre_lost``, a lost sans prendre pays each
      adversary that many counters besides (the French rules).
    * Beasts for irregularities (laws 10, 13, 14, 16) go into the pool.
    """
    assert deal.ombre is not None and deal.trump is not None and deal.mode is not None
    o = deal.options
    side = deal.side()
    friend = deal.friend
    ombre = deal.ombre
    others = [s for s in range(SEATS) if s not in side]
    transfers: list[Transfer] = []
    stake = deal.stake
    if o.mark:
        transfers.append(Transfer(deal.dealer, POOL, o.mark, "mark",
                                  "the dealer's mark into the pool", source="Hoyle, terms"))
    transfers += deal.fines
    tricks = deal.side_tricks()
    held = deal.matadores_held()
    alone_pays = friend is not None and deal.mode != "forced" and deal.tricks_won[ombre] < 3

    def side_shares(total: int) -> list[tuple[int, int]]:
        if friend is None:
            return [(ombre, total)]
        return [(ombre, total - total // 2), (friend, total // 2)]

    def loss_shares(total: int) -> list[tuple[int, int]]:
        return [(ombre, total)] if alone_pays else side_shares(total)

    def receive(each: int, item: str, reason: str, law: LawId | None = None) -> None:
        if each:
            transfers.extend(_pair([(d, each) for d in others], side_shares(each * len(others)),
                                   item, reason, law, "" if law else HOYLE))

    def pay(each: int, item: str, reason: str, law: LawId | None = None,
            source: str = HOYLE) -> None:
        if each:
            transfers.extend(_pair(loss_shares(each * len(others)), [(d, each) for d in others],
                                   item, reason, law, "" if law else source))

    if tricks >= 6:
        vole = deal.vole_undertaken and tricks == TRICKS
        outcome = "vole" if vole else "won"
        if stake:
            transfers.extend(_pair([(POOL, stake)], side_shares(stake), "pool",
                                   "what is upon the game, to the winners", None, HOYLE))
        receive(o.game, "game", "the game, from each adversary")
        receive(o.consolation, "consolation", "the consolation, from each adversary")
        if deal.mode == "sans prendre" and deal.demanded_sans_prendre:
            receive(o.sans_prendre, "sans prendre", "the sans prendre, as demanded", L.LAW_18)
        if deal.demanded_matadores:
            n = deal.demanded_matadores
            receive(o.matador * n, "matadores", f"{n} matador(es), as demanded", L.LAW_18)
        if vole:
            receive(o.vole, "vole", "the vole, from each adversary")
        elif deal.vole_undertaken and o.failed_vole_pays:
            pay(o.vole, "vole", "the vole undertaken and not made", None, ACADEMIE)  # French
    else:
        outcome = "remise" if tricks == 5 else "codille"
        who_pays = f"{name_of(ombre)} alone" if alone_pays else "the ombre's side"
        if outcome == "codille" and stake:
            transfers.extend(_codille_pool(deal, others, stake))
        if stake:
            transfers.extend(_pair(loss_shares(stake), [(POOL, stake)], "beast",
                                   f"beast: {outcome}, paid by {who_pays}", None, HOYLE))
        if outcome == "codille":
            pay(o.game, "game", f"the game, to each adversary ({outcome})")
        pay(o.consolation, "consolation", f"the consolation, to each adversary ({outcome})")
        if held:
            pay(o.matador * held, "matadores", f"{held} matador(es), to each adversary")
        if tricks == 0:
            pay(o.devole, "devole", "the devole: no trick made")
        if deal.mode == "sans prendre" and o.sans_prendre_lost:
            pay(o.sans_prendre_lost, "sans prendre", f"the sans prendre lost ({outcome}), to "
                "each adversary", None, ACADEMIE)
    return Result(outcome=outcome, ombre=ombre, friend=friend, mode=deal.mode, trump=deal.trump,
                  called=deal.called, tricks=tuple(deal.tricks_won), side_tricks=tricks,
                  matadores=held, vole_undertaken=deal.vole_undertaken,
                  pool_before=deal.options.pool_carried, transfers=tuple(transfers),
                  irregularities=tuple(deal.irregularities))


def _pair(payers: list[tuple[int, int]], payees: list[tuple[int, int]], item: str, reason: str,
          law: LawId | None, source: str = "") -> list[Transfer]:
    """Match what each payer owes to what each payee is due (equal totals)."""
    out: list[Transfer] = []
    due = [[s, n] for s, n in payees if n]
    j, last = 0, len(due)
    for payer, owed in payers:
        while owed and j < last:
            payee = due[j]
            n = min(payee[1], owed)
            out.append(_tuple(Transfer, (payer, payee[0], n, item, reason, law, source)))
            owed -= n
            payee[1] -= n
            if not payee[1]:
                j += 1
    return out


def _codille_pool(deal: Position, winners: list[int], stake: int) -> list[Transfer]:
    """The adversaries who win codille divide the pool; the odd counters go one
    each to those who held the best trumps, and stay in the pool if none held a
    trump (*The Game of Quadrille*, on Quintille, "as at Quadrille")."""
    share, odd = divmod(stake, len(winners))
    power, follows = deal._tables.power, deal._tables.follows
    best = {s: max([power[c] for c in deal._dealt[s] if follows[c] == TRUMPS], default=0)
            for s in winners}
    order = sorted((s for s in winners if best[s]), key=lambda s: -best[s])
    dues = [(s, share + (1 if s in order[:odd] else 0)) for s in winners]
    total = sum(n for _, n in dues)
    return _pair([(POOL, total)], dues, "pool", "codille: the adversaries divide the pool", None,
                 "The Game of Quadrille")


#: The account's word for each item of a transfer that is not one word already.
_ITEMS: Final = {"sans prendre": "sans-prendre"}


def account_of(transfers: Iterable[Transfer]) -> Account:
    """The payments as score lines: for each transfer, a line for the payer
    (counters negative) and one for the payee, leaving out the pool."""
    lines: list[ScoreLine] = []
    for t in transfers:
        item = _ITEMS.get(t.item, t.item)
        law = t.law or None
        reason = f"{name_of(t.payer)} pays {name_of(t.payee)}: {t.reason}"
        if t.payer != POOL:
            lines.append(ScoreLine(t.payer, -t.counters, law, reason, item, t.source))
        if t.payee != POOL:
            lines.append(ScoreLine(t.payee, t.counters, law, reason, item, t.source))
    return Account(lines, NAMES)
