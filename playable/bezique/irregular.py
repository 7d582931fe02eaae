"""Bezique's forfeits (126): the irregular acts a table can commit, and their price.

Drawing out of turn (126 i, 10), playing out of turn (126 ii, 10), playing
without drawing (126 iii, 10), overdrawing (126 iv, 100) and a revoke in the
last eight tricks (126 v, the eight tricks).  Each goes through
:meth:`playable.engine.core.GameDeal._commit`: with ``Options(strict=True)`` the act
is refused citing the paragraph; otherwise it is noted as an
:class:`~playable.engine.core.Irregularity` and :class:`Forfeits` applies the penalty
(the forfeit is paid to the adversary — to each adversary when three play —
or, for a revoke, settled at the end of the deal by
:meth:`playable.bezique.play.Position._finish`).

The acts are dispatched here from the ``play`` and ``draw`` handlers of
:mod:`playable.bezique`; the position they change is
:class:`playable.bezique.play.Position`.
"""

from __future__ import annotations

from playable.bezique.cards import CARD, DRAWS, cached_action, name_of
from playable.bezique.play import Position
from playable.engine.core import Action, act
from playable.engine.errors import IllegalPlay, OutOfTurn
from playable.laws.ids import BeziqueLaws as L
from playable.laws.ids import LawId


def overdrawer(chooser: int, players: int) -> int:
    """The player whose card is sent back after an overdraw (126 iv), from the
    seat of the adversary who chooses it: the engine's reading is that the
    player on the overdrawer's left decides (his only adversary, at two)."""
    return (chooser - 1) % players


class Forfeits(Position):
    """The irregular acts of 126, committed at the table and paid for."""

    __slots__ = ()

    def _pay(self, p: int, points: int, law: LawId, what: str,
             exempt: tuple[int, ...] = ()) -> None:
        """A forfeit: the offender's adversary scores it (each adversary, when
        three play: the engine's reading of "the adversary"), but not one in
        ``exempt``."""
        for q in range(self.n):
            if q != p and q not in exempt:
                self.account.add(q, points, law, f"forfeit: {name_of(p, self.n)} {what}",
                                 item="forfeit")

    def _forfeit_draw_out_of_turn(self, p: int) -> None:
        """126 i: drawing out of turn, 10.  The card drawn is kept; the player
        draws no more this round."""
        what = "drew out of turn"
        self._commit(OutOfTurn, L.S126_I, f"{name_of(p, self.n)} may not draw now: "
                                          f"{name_of(self._queue[0], self.n)} draws first",
                     p, note=what)
        self._legal_cache = None
        self._queue.remove(p)
        self._draw_due(p)
        self._pay(p, 10, L.S126_I, what)
        self._after_draw()

    def _forfeit_out_of_turn_play(self, p: int, card_id: int) -> None:
        """126 ii: playing out of turn, 10.  The card is taken up again (a card
        led out of turn is taken back, *Hoyle's Games Modernized*, 1909), and,
        played in error, it is a faced card, liable to be called for while the
        stock lasts (Enquire Within, 123 xi; the ``call`` act)."""
        what = "played out of turn (the card is taken up again)"
        self._commit(OutOfTurn, L.S126_II, f"{name_of(p, self.n)} may not play now: it "
                                           f"is {name_of(self.to_move, self.n)}'s turn"
                     + (" to draw" if self._queue else ""), p, note=what)
        self._legal_cache = None
        self._pay(p, 10, L.S126_II, what)
        if (not self._last_eight and card_id not in self._faced[p]
                and card_id in self._hand[p].get(self._keys[card_id], ())):
            self._faced[p].append(card_id)

    def _forfeit_play_without_drawing(self, p: int, card_id: int) -> None:
        """126 iii: playing without drawing, 10.  The card led stands; the
        player must draw two cards next time (Enquire Within)."""
        what = "played without drawing (he draws two next time)"
        self._commit(IllegalPlay, L.S126_III, f"{name_of(p, self.n)} must draw before playing",
                     p, note=what)
        self._legal_cache = None
        self._queue.remove(p)
        self._window = False
        self._owed[p] += 1
        self._pay(p, 10, L.S126_III, what)
        self._draw_round()  # the others draw; the lead stands
        self._put(p, card_id)

    def _forfeit_overdraw(self, p: int) -> None:
        """126 iv: overdrawing, 100: a draw by a player whose draw is not due.
        The forfeit is paid at once, and the adversary then decides which of
        the two cards drawn goes back into the pack, towards the middle
        (Enquire Within, 122: "his opponent may decide which card is to be
        returned to the pack"): the ``return`` act.  The two cards are the
        one drawn now and the one the player drew last, if he still holds it.
        When three play, the engine's reading is that the player on the
        overdrawer's left decides.  With ``Options(overdraw="kept")`` the
        overdrawer keeps the card and misses his next draw instead; and an
        adversary who holds a card too many himself scores nothing: "A player
        discovering his opponent holding more than eight cards, while he only
        holds eight, adds 100 to his score.  Should both have more than their
        proper number there is no penalty, but each must play without
        drawing" (122).  Each then misses his next draw."""
        what = "overdrew (a card too many)"
        kept = self.options.overdraw == "kept"
        # (a card too many is kept only under "kept": a draw owed below nought)
        over = tuple(q for q in range(self.n) if q != p and self._owed[q] < 0) if kept else ()
        note = what if not over else (
            f"{what}, while {' and '.join(name_of(q, self.n) for q in over)} held one too "
            f"many: {'no penalty' if len(over) == self.n - 1 else 'no forfeit to him'}, "
            "each plays without drawing")
        self._commit(OutOfTurn, L.S126_IV, f"{name_of(p, self.n)} has no draw "
                                           "due: that would be overdrawing",
                     p, note=note)
        self._legal_cache = None
        if kept:
            self._take(p, self._stock.pop())
            self._owed[p] -= 1  # he misses his next draw
            self._pay(p, 100, L.S126_IV, what, exempt=over)
            if not self._stock:
                self._after_draw()
            return
        last = self._last_drawn[p]
        self._last_drawn[p] = extra = self._stock.pop()
        self._take(p, extra)
        held = self._hand[p].get(self._keys[last], ()) if last >= 0 else ()
        choices = (last, extra) if last in held else (extra,)
        chooser = (p + 1) % self.n
        assert overdrawer(chooser, self.n) == p
        self._returning = (p, chooser, choices)
        self._pay(p, 100, L.S126_IV, what)

    def return_actions(self) -> list[Action]:
        """After an overdraw, the adversary's choices: which card goes back."""
        if self._returning is None:
            return []
        _, chooser, choices = self._returning
        keys = sorted({self._keys[i] for i in choices})
        return [cached_action("return", chooser, k) for k in keys]

    @act("return", cards=1, value=False, law=L.S126_IV)
    def _on_return(self, action: Action) -> None:
        """126 iv, as 122 has it: the overdrawer's adversary names which of the
        two cards drawn is returned; it goes back towards the middle of the
        pack, not on top, and the play goes on where it was."""
        if self._returning is None:
            raise OutOfTurn(L.S126_IV, "no card is to be returned: nobody has overdrawn")
        p, chooser, choices = self._returning
        if action.player != chooser:
            raise OutOfTurn(L.S126_IV, f"{name_of(chooser, self.n)} decides which card "
                                       f"{name_of(p, self.n)} returns, not "
                                       f"{name_of(action.player, self.n)}")
        named = [i for i in choices
                 if len(action.cards) == 1 and CARD[self._keys[i]] == action.cards[0]]
        if not named:
            offered = " or ".join(str(CARD[self._keys[i]]) for i in choices)
            raise IllegalPlay(L.S126_IV, "the card returned is one of the two "
                                         f"{name_of(p, self.n)} drew: {offered}")
        # of two equal cards drawn, the one not faced goes back; a faced card
        # returned to the stock is faced no more
        faced = self._faced[p]
        card_id = next((i for i in reversed(named) if i not in faced), named[-1])
        if card_id in faced:
            faced.remove(card_id)
        k = self._keys[card_id]
        ids = self._hand[p][k]
        ids.remove(card_id)
        if not ids:
            del self._hand[p][k]
        self._cnt[p][k] -= 1
        stock = self._stock
        stock.insert(max(1, len(stock) // 2) if stock else 0, card_id)
        self._returning = None
        self._legal_cache = None

    def _revoke_in_last_eight(self, p: int, k: int) -> None:
        """126 v: a revoke in the last eight tricks — not following suit, not
        winning when able, not trumping when void — costs all the eight tricks,
        settled at the end of the deal (see ``Position._finish``).  The card
        is played all the same."""
        allowed = " ".join(str(CARD[x]) for x in self._allowed_last_eight(p))
        must = f"one of {allowed}" if " " in allowed else allowed
        irregularity = self._commit(
            IllegalPlay, L.S126_V,
            (f"{CARD[k]} is a revoke in the last eight tricks: "
             f"{name_of(p, self.n)} must play {must}"), p,
            note=f"revoked with {CARD[k]} (had to play {must})")
        if self._revoke is None:
            self._revoke = irregularity

    def irregular_actions(self) -> list[Action]:
        """Some irregular acts the table could commit now (126), for tests and
        demonstrations: a draw out of turn, an overdraw, a card played out of
        turn, a card played without drawing, a revoke."""
        if self.is_over or self._returning is not None:
            return []
        acts: list[Action] = []
        mover = self.to_move
        assert mover is not None
        for p in range(self.n):
            if p == mover:
                continue
            if self._stock:
                acts.append(DRAWS[p])
            # each card he could play out of turn (of two alike, one)
            acts += [cached_action("play", p, k) for k in sorted(self._hand[p] or self._table[p])]
        if self._queue and self._queue[0] == mover == self._leader:
            acts += [cached_action("play", mover, k) for k in sorted(self._hand[mover])]
        if not self._queue and self._stock:
            acts.append(cached_action("draw", mover))
        if self._last_eight and not self._queue:
            allowed = set(self._allowed_last_eight(mover))
            acts += [cached_action("play", mover, k) for k in self._hand[mover]
                     if k not in allowed]
        return acts
