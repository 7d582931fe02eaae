"""Quadrille's play and claims: the cards played, the vole, the ombre's demands.

:class:`Playing` is the part of :class:`playable.quadrille.Deal` that handles
the acts of the phases ``PLAY`` and ``SCORING``, each marked ``@act`` for
:meth:`playable.engine.core.GameDeal.apply`:

* ``play`` — a lawful card of the seat to move goes straight to the trick
  (:meth:`~playable.quadrille.state.Position._play_card`; the lawful cards
  are :attr:`playable.engine.tricks.Follow.SUIT` with the matadores' privilege, law 17,
  in :mod:`playable.quadrille.cards`); any other card played, out of turn or a
  renounce, takes the irregular path of :mod:`playable.quadrille.irregular`;
* ``no-vole`` — the winner of the first six tricks stops;
* ``demand`` and ``settle`` — the ombre's claims (laws 18-19) and the close of
  the deal, whose payments :mod:`playable.quadrille.scoring` works out.
"""

from __future__ import annotations

from typing import NoReturn

from playable.engine.cards import Card
from playable.engine.core import Account, Action, act
from playable.engine.errors import IllegalBid, IllegalPlay, OutOfTurn
from playable.laws.ids import QuadrilleLaws as L
from playable.quadrille.cards import CARDS, key
from playable.quadrille.irregular import Irregularities
from playable.quadrille.options import Options
from playable.quadrille.scoring import Result, account_of, settlement
from playable.quadrille.state import OVER, PLAY_KEY, act_of


class Playing(Irregularities):
    """The play, the vole and the claims (laws 14, 17-19)."""

    __slots__ = ()

    def _set_up(self, order: list[int], dealer: int, options: Options | None,
                seed: int | None) -> None:
        super()._set_up(order, dealer, options, seed)
        self._result: Result | None = None

    def legal_plays(self) -> list[Card]:
        """The cards the player to move may lawfully play (empty outside play)."""
        if self.stage not in ("play", "vole") or self.to_move is None:
            return []
        return [CARDS[c] for c in self._lawful()]

    def open_claims(self) -> list[str]:
        """What the ombre may still demand (law 18): ``"sans-prendre"`` after a
        game won sans prendre; ``"matadores N"`` (N up to what his side holds)."""
        if self.stage != "claims" or not self._side_won():
            return []
        claims = []
        if self.mode == "sans prendre" and not self.demanded_sans_prendre:
            claims.append("sans-prendre")
        held = self.matadores_held()
        if held and not self.demanded_matadores:
            claims += [f"matadores {n}" for n in range(held, 0, -1)]
        return claims

    # -- the play (laws 14, 17; the vole) --------------------------------------

    @act("play", cards=1, value=False, law=L.LAW_14)
    def _on_play(self, action: Action) -> None:
        """A card played: a lawful play of the seat to move at once; a card
        played out of turn, a renounce and the rest by
        :meth:`~playable.quadrille.irregular.Irregularities._irregular_play`."""
        if self._legal is not None:
            # The fast path: one of the acts offered (made once), by identity.
            c = PLAY_KEY.get(id(action))
            if c is not None and action.player == self.to_move and c in self._legal_keys:
                self._legal = None
                self._play_card(action.player, c)
                return
        if self._offered(action):
            self._play_card(action.player, key(action.cards[0]))
        else:
            self._irregular_play(action)

    @act("no-vole", cards=0, value=False, law=None)
    def _on_no_vole(self, action: Action) -> None:
        """The winner of the first six tricks stops: "I do not play the vole"."""
        if not self._offered(action):
            self._open(action)
            self._refuse_late(action)
        self._end_play()

    @act("play-vole", "ask", cards=0, value=False, law=None)
    def _on_vole_word(self, action: Action) -> None:
        """With ``Options(vole_announced=True)``, the winner of the sixth trick
        says "I play the vole" (``play-vole``: the vole is undertaken) or, if
        the called king has not appeared, "I ask" (``ask``: the ombre is
        entitled to know his king called before he declares, Hoyle law 19;
        the friend makes himself known)."""
        if not self._offered(action):
            self._open(action)
            self._refuse_late(action)
        if action.kind == "ask":
            self.friend_revealed = True
            return
        self.vole_undertaken = True
        self.stage = "play"

    # -- claims and settlement (laws 18, 19) -----------------------------------

    @act("demand", cards=0, value=True, law=L.LAW_18)
    def _on_demand(self, action: Action) -> None:
        """Law 18: the ombre receives the matadores he demands, and only as many
        as he names; law 19, as far as the fragment goes: a demand of matadores
        does not stand for the sans prendre, nor the other way about.  A claim
        not made before the deal is settled is lost (Hoyle law 9, p. 276)."""
        if not self._offered(action):
            self._open(action)
            self._refuse_late(action)
        value = action.value or ""
        if value == "sans-prendre":
            self.demanded_sans_prendre = True
        else:
            self.demanded_matadores = int(value.split()[1])

    @act("settle", cards=0, value=False, law=None)
    def _on_settle(self, action: Action) -> None:
        """The ombre closes the deal: every payment is made (see
        :func:`~playable.quadrille.scoring.settlement`)."""
        if not self._offered(action):
            self._open(action)
            self._refuse_late(action)
        self.phase = OVER
        self.is_over = True
        self.stage = "over"
        self.to_move = None
        # The payments are worked out when first read (:meth:`result`,
        # :attr:`account`): a settled deal refuses every act, so they are the
        # same then as now, and a playout that never reads them does not pay.

    def _refuse_late(self, action: Action) -> NoReturn:
        if action.kind in ("no-vole", "play-vole", "ask"):
            raise IllegalPlay(L.LAW_10, f"{act_of(action)}: the vole is not in question now")
        if self.stage != "claims" or action.player != self.ombre:
            raise OutOfTurn(L.LAW_18, f"{act_of(action)}: the ombre makes his "
                                      "demands when the cards are played out")
        raise IllegalBid(L.LAW_18, f"{act_of(action)}: not owed, or already demanded "
                                   f"(open: {', '.join(self.open_claims()) or 'none'})")

    def result(self) -> Result:
        """The outcome and every payment (only once the deal is settled)."""
        if self._result is None:
            if not self.is_over:
                raise ValueError("the deal is not over: the ombre has not settled")
            self._result = settlement(self)
        return self._result

    @property
    def account(self) -> Account:
        """The payments as score lines (their items are listed in
        :mod:`playable.quadrille.scoring`): the beasts paid so far, and once
        the deal is settled every payment."""
        return account_of(self.result().transfers if self.is_over else self.fines)
