"""Quadrille's irregular acts and the laws that punish them (laws 9-17).

:class:`Irregularities` is the part of :class:`playable.quadrille.Deal` that
handles what a careless table does during the play, each act marked ``@act``
for :meth:`playable.engine.core.GameDeal.apply`, or reached from the play handler:

* a card played out of turn (law 9: taken back, no beast) or a renounce (laws
  14, 17: the rule of following is :attr:`playable.engine.tricks.Follow.SUIT` with the
  matadores' privilege, :func:`playable.quadrille.cards.lawful_keys`);
* ``show-card`` (law 11), ``look-tricks`` (law 12), ``turn-up`` (law 13),
  ``show-game`` (law 16): committed, or refused in strict play, through
  :meth:`GameDeal._commit`;
* the table's part: ``rule-fraud`` (law 10), ``claim-renounce`` (law 14),
  ``replay`` (law 15).

:meth:`Irregularities.irregular_actions` lists what a careless table could
commit now.  Beasts go into the pool as :class:`~playable.quadrille.state.Transfer`
lines (``Deal.fines``), paid at the settlement
(:mod:`playable.quadrille.scoring`).
"""

from __future__ import annotations

from typing import Final

from playable.engine.cards import Card, Rank, Suit, show
from playable.engine.core import Action, Phase, act
from playable.engine.errors import IllegalPlay, NotHeld, OutOfTurn
from playable.engine.tricks import TRUMPS
from playable.laws.ids import LawId
from playable.laws.ids import QuadrilleLaws as L
from playable.quadrille.cards import CARDS, card_sort_key, key, key_or_none
from playable.quadrille.state import PLAY, SEATS, ImpossibleAct, Position, act_of, name_of, word

#: The irregular acts, with the law each comes under.
IRREGULAR_ACTS: Final[dict[str, LawId]] = {
    "play (out of turn)": L.LAW_9, "play (a renounce)": L.LAW_14,
    "show-card": L.LAW_11, "look-tricks": L.LAW_12,
    "turn-up": L.LAW_13, "claim-renounce": L.LAW_14, "count-aloud": L.LAW_12,
    "replay": L.LAW_15, "show-game": L.LAW_16,
    "rule-fraud": L.LAW_10, "take-back": L.LAW_14,
    "name-trump (without leave)": L.LAW_5, "call (a king of trumps)": L.LAW_7,
}


class Irregularities(Position):
    """The irregular acts of the play and their penalties (laws 9-17)."""

    __slots__ = ()

    def irregular_actions(self) -> list[Action]:
        """Irregular acts the table could commit now, each punished by its law
        (or refused, in strict mode): a misdeal (law 1), the king of trumps
        called (law 7), a card played out of turn (law 9) or a renounce (laws 14, 17), a card shown (law 11), a look
        at the tricks or a count aloud out of turn (law 12), a game turned up (law 13) or shown
        (law 16), a renounce claimed (law 14) or replayed (law 15), and the
        table's ruling on a friend who showed himself (law 10)."""
        out: list[Action] = []
        if self.stage == "deal":
            return [word("deal", self.dealer, "5-5")]
        if self.stage == "speak" and self.asker is None and self.to_move is not None:
            # law 5: any suit named without leave (the list had offered two of them)
            return [word("name-trump", self.to_move, suit.noun) for suit in Suit]
        if self.stage == "call" and self.ombre is not None and self.trump is not None:
            return [Action("call", self.ombre, (Card(Rank.KING, self.trump),))]
        if self.phase is Phase.PLAY:
            mover = self.to_move
            following = self._following(mover) if self._trick and mover is not None else None
            for seat in range(SEATS):
                # the plays, then the cards shown, each in the order the table
                # shows a hand (the table lists each kind once, a card each)
                hand = sorted(self._hands[seat], key=lambda c: self._display_key(CARDS[c]))
                out += [PLAY[seat][c] for c in hand
                        if seat != mover or (following is not None and c not in following)]
                if not self._alone(seat):
                    out += [Action("show-card", seat, (CARDS[c],)) for c in hand]
                if not (seat == self.ombre and self.mode == "sans prendre") and \
                        set(self._hands[seat]) - self._seen[seat]:  # not shown already
                    out.append(word("show-game", seat))
                out += [word("turn-up", seat, str(o)) for o in range(SEATS) if o != seat]
                if seat != mover and self.tricks:  # law 12: tricks quitted to look upon
                    out.append(word("look-tricks", seat))
                if self.tricks and (seat != mover or self.options.count_aloud == "always"):
                    out.append(word("count-aloud", seat))
            out += [word("replay", self.to_move or 0, str(n))
                    for n in sorted({r[1] for r in self.renounces if r[2]})
                    if n <= len(self.tricks)]
            number = len(self.tricks) + 1
            out += [word("take-back", r[0]) for r in self.renounces
                    if r[1] == number and any(s == r[0] for s, _ in self._trick)]
        if self.phase in (Phase.PLAY, Phase.SCORING):
            out += [word("claim-renounce", (o + 1) % SEATS, str(o))
                    for o in sorted({r[0] for r in self.renounces if not r[2]})]
            out += [word("rule-fraud", s) for s in sorted(self.fraud_suspects)]
        return out

    # -- a card played irregularly (laws 9, 11, 14, 17) ----------------------------

    def _irregular_play(self, action: Action) -> None:
        """A ``play`` that is not among the lawful plays of the seat to move."""
        self._open(action)
        seat = action.player
        if len(action.cards) != 1:
            raise ImpossibleAct(L.LAW_9, f"{act_of(action)}: play one card")
        card = action.cards[0]
        if self.stage not in ("play", "vole"):
            raise OutOfTurn(L.LAW_9, f"{act_of(action)}: the cards are not being played now")
        c = key_or_none(card)
        if c is None or c not in self._hands[seat]:
            raise NotHeld(f"{name_of(seat)} does not hold {card}")
        if seat != self.to_move:
            self._out_of_turn(seat, c)
            return
        if self.stage == "vole" and c in self._lawful():
            self._vole_unsaid(seat, c)
            return
        if c in self._following(seat):  # lawful by suit, but a card shown must be played first
            shown = show(sorted((CARDS[x] for x in self._must[seat]), key=card_sort_key))
            raise IllegalPlay(L.LAW_11, f"{act_of(action)}: {name_of(seat)} drew "
                                        f"and showed {shown} and must play it now")
        forced_matador = self._matador_forced(seat)
        why = ("a matador led forces the lower matador" if forced_matador
               else f"{name_of(seat)} can follow suit")
        number = len(self.tricks) + 1
        self._commit(IllegalPlay, L.LAW_17 if forced_matador else L.LAW_14,
                     f"{act_of(action)}: a renounce ({why})", seat,
                     note=f"renounced with {card} in trick {number}", punished_by=L.LAW_14)
        self.renounces.append([seat, number, 0])
        self._play_card(seat, c)

    def _vole_unsaid(self, seat: int, c: int) -> None:
        """``vole_announced``: the winner of the sixth trick plays on without
        a word (Hoyle law 20: he "ought to say" one of three things "and
        nothing else").  The card stands; it undertakes the vole (Hoyle law
        11) if the ombre knows his king, and otherwise leaves it unattempted
        (the *Académie*, law LII: play may go on to the last card without the
        penalty of a vole missed).  Strict play refuses it, citing law 10,
        the text's one law of the vole."""
        self._commit(IllegalPlay, L.LAW_10, f"{name_of(seat)} played {CARDS[c]}: say first 'I play "
                     "the vole', 'I do not play the vole' or 'I ask'", seat,
                     note=f"played {CARDS[c]} to the seventh trick without a word about the vole")
        if not (self.friend is None or self.friend_revealed):
            self.stage = "play"
        self._play_card(seat, c)

    # -- a renounce taken back before the trick is turned (law 14; Hoyle law 15) --

    @act("take-back", cards=0, value=False, law=L.LAW_14)
    def _take_back(self, action: Action) -> None:
        """The renouncer takes back his card before the trick is turned and
        quitted, with every card played after it, and plays again (they play
        again after him).  Law 14 as printed beasts every renounce: under
        ``renounce_taken_back="beasted"`` the beast stands (it is paid when the
        trick is quitted, or claimed); under ``"free"`` (Hoyle law 15: nobody
        is beasted for a renounce "unless the trick is turned and quitted") it
        goes."""
        seat = action.player
        self._require_play_phase(action)
        number = len(self.tricks) + 1
        places = [i for i, (s, _) in enumerate(self._trick) if s == seat]
        if not places or not any(r[0] == seat and r[1] == number for r in self.renounces):
            raise ImpossibleAct(L.LAW_14, f"{act_of(action)}: {name_of(seat)} has "
                                          "no renounce in the trick on the table")
        at = places[0]
        for s, c in self._trick[at:]:
            self._hands[s].append(c)
            self._seen[s].add(c)
        del self._trick[at:]
        self.to_move = seat
        if self.options.renounce_taken_back == "free":
            self.renounces = [r for r in self.renounces if not (r[0] == seat and r[1] == number)]
            note = "took back his renounce before the trick was quitted: no beast"
        else:
            note = "took back his renounce before the trick was quitted: the beast stands"
        self._note(L.LAW_14, seat, note)

    def _matador_forced(self, seat: int) -> bool:
        """Whether the renounce consists in keeping back a matador that the
        matador led forces (law 17)."""
        if not self._trick:
            return False
        follows, mats = self._tables.follows, self._mats
        return follows[self._trick[0][1]] == TRUMPS and all(
            c in mats for c in self._hands[seat] if follows[c] == TRUMPS)

    def _out_of_turn(self, seat: int, c: int) -> None:
        """Law 9: playing out of turn is not beasted.  The card is taken back
        into the hand; the table has seen it.  (Hoyle's law 5, p. 275, further
        lets the adversaries call that card later in the deal; the engine
        leaves that to the players.)  Law 10, its exception: the friend who so
        plays a matador or the called king before the king has appeared loses
        the vole for his side and may be ruled fraudulent
        (:meth:`~playable.quadrille.state.Position._friend_out_of_turn`)."""
        reason = f"{name_of(seat)} played {CARDS[c]}: it is {name_of(self.to_move)}'s turn"
        if self.options.strict:
            self._commit(OutOfTurn, L.LAW_9, reason, seat)
        if self._friend_out_of_turn(seat, c):
            self._commit(OutOfTurn, L.LAW_9, reason, seat, punished_by=L.LAW_10,
                         note=f"played {CARDS[c]} out of turn, showing himself the friend "
                              "before the called king appeared: taken back; no vole for "
                              "his side; a beast if the table rules it fraudulent")
        else:
            self._commit(OutOfTurn, L.LAW_9, reason, seat, penalty=False,
                         note=f"played {CARDS[c]} out of turn: taken back, no beast")
        self._seen[seat].add(c)

    # -- irregular acts that are only ever irregular --------------------------------

    def _require_play_phase(self, action: Action) -> None:
        self._open(action)
        if self.phase is not Phase.PLAY:
            raise ImpossibleAct(self._stage_law(), f"{act_of(action)}: only "
                                                   "while the cards are played")

    @act("show-card", cards=1, value=False, law=L.LAW_11)
    def _show_card(self, action: Action) -> None:
        """Law 11: a card drawn from the hand and shown must be played, at the
        first turn it may lawfully be played; except by him who plays sans
        prendre or called his own king."""
        seat = action.player
        self._require_play_phase(action)
        c = key_or_none(action.cards[0]) if len(action.cards) == 1 else None
        if c is None or c not in self._hands[seat]:
            raise ImpossibleAct(L.LAW_11, f"{act_of(action)}: show one card of your hand")
        if self._alone(seat):  # lawful for him: no irregularity
            self._seen[seat].add(c)
            return
        self._commit(IllegalPlay, L.LAW_11, f"{name_of(seat)} would show {CARDS[c]}: "
                                            "a card shown must be played", seat,
                     note=f"showed {CARDS[c]}: he must play it as soon as it may be played")
        self._seen[seat].add(c)
        self._must[seat].add(c)

    @act("show-game", cards=0, value=False, law=L.LAW_16)
    def _show_game(self, action: Action) -> None:
        """Law 16: he who shows his game before the deal is out is beasted,
        unless he plays sans prendre.  The beast is the whole penalty by
        default; under ``Options(game_shown="no-vole")`` the ombre or friend
        who so shows his game also loses the vole for his side, if it is not
        undertaken yet (Hoyle's law 30: "Any person discovering his game is
        not entitled to play for the vole")."""
        seat = action.player
        self._require_play_phase(action)
        if not set(self._hands[seat]) - self._seen[seat]:  # a game shown is not shown again
            raise IllegalPlay(L.LAW_16, f"{name_of(seat)}'s game is shown already")
        if seat == self.ombre and self.mode == "sans prendre":  # lawful for him
            self._seen[seat].update(self._hands[seat])
            return
        note = "showed his game before the deal was out: beasted"
        no_vole = (self.options.game_shown == "no-vole" and seat in self.side()
                   and not self.vole_undertaken)
        if no_vole:
            note += "; no vole for his side (Hoyle law 30)"
        self._commit(IllegalPlay, L.LAW_16, f"{name_of(seat)} may not show his game "
                                            "before the deal is out", seat, note=note)
        if no_vole:
            self.vole_forfeited = True
            if self.stage == "vole":  # six tricks won, the vole not yet undertaken
                self.stage = "play"
        self._seen[seat].update(self._hands[seat])
        self._fine([(seat, self.stake)], L.LAW_16, f"beast: {name_of(seat)} showed his game")

    @act("turn-up", cards=0, value=True, law=L.LAW_13)
    def _turn_up(self, action: Action) -> None:
        """Law 13: he who turns up a player's game instead of his tricks is
        beasted with him, each paying half (the odd counter, if any, by him who
        turned it up)."""
        seat = action.player
        self._require_play_phase(action)
        other = _seat_value(action)
        if other is None or other == seat:
            raise ImpossibleAct(L.LAW_13, f"{act_of(action)}: name the other seat whose game was "
                                          "turned up")
        self._commit(IllegalPlay, L.LAW_13, f"{name_of(seat)} may not turn up "
                                            f"{name_of(other)}'s game", seat,
                     note=f"turned up {name_of(other)}'s game instead of the tricks: both beasted, "
                          "half each")
        self._seen[other].update(self._hands[other])
        beast = self.stake
        self._fine([(seat, beast - beast // 2), (other, beast // 2)], L.LAW_13,
                   f"half a beast: {name_of(seat)} turned up {name_of(other)}'s game")

    @act("look-tricks", cards=0, value=False, law=L.LAW_12)
    def _look(self, action: Action) -> None:
        """Law 12: only the player whose turn it is may look at the quitted
        tricks.  The law sets no penalty: a look out of turn is recorded."""
        seat = action.player
        self._require_play_phase(action)
        if seat == self.to_move:
            return
        self._commit(OutOfTurn, L.LAW_12, f"{name_of(seat)} may look at the tricks "
                                          "only when it is his turn (it is "
                                          f"{name_of(self.to_move)}'s)", seat, penalty=False,
                     note="looked at the quitted tricks out of his turn (the law sets no "
                          "penalty)")

    @act("count-aloud", cards=0, value=False, law=L.LAW_12)
    def _count_aloud(self, action: Action) -> None:
        """Law 12: none ought "to look upon the tricks, nor to count aloud what
        has been played, except when it is his turn to play": the exception
        covers both, so the player whose turn it is may count aloud (as he may
        look at the tricks), and out of his turn he may not.  Under
        ``Options(count_aloud="always")`` every count aloud is irregular
        (Hoyle's law 32: "Nobody is to declare how many trumps are played
        out").  The law sets no penalty: a count that breaks it is recorded,
        and the table has heard it."""
        seat = action.player
        self._require_play_phase(action)
        if seat == self.to_move and self.options.count_aloud == "out-of-turn":
            return
        self._commit(IllegalPlay, L.LAW_12, f"{name_of(seat)} may not count aloud what has been "
                     "played: everyone reckons for himself", seat, penalty=False,
                     note="counted aloud what had been played (the law sets no penalty)")

    # -- the table's part: rulings, claims, replays -----------------------------------

    @act("rule-fraud", cards=0, value=False, law=L.LAW_10)
    def _rule_fraud(self, action: Action) -> None:
        """Law 10: the table rules that the friend showed himself "with any
        fraudulent design": he is beasted.  Fraud is a judgement of the table,
        not of the cards (the French decisions make it turn on whether the card
        shown helped to win a doubtful game), so the engine does not guess it:
        the act is open, once, for each friend who gave notice, until the deal
        is settled; the acting seat names the friend ruled against."""
        seat = action.player
        self._open(action)
        if seat not in self.fraud_suspects:
            raise ImpossibleAct(L.LAW_10, f"{act_of(action)}: {name_of(seat)} has not "
                                          "played so as to show himself the friend")
        self.fraud_suspects.discard(seat)
        # (by a card out of turn or a lead: "his lead" had been said of either)
        self._note(L.LAW_10, seat, "his showing himself the friend ruled fraudulent by the "
                                   "table: beasted")
        self._fine([(seat, self.stake)], L.LAW_10, f"beast: {name_of(seat)} showed "
                                                   "himself the friend, ruled fraudulent")

    @act("claim-renounce", cards=0, value=True, law=L.LAW_14)
    def _claim_renounce(self, action: Action) -> None:
        """Law 14, when renounces are left to be claimed (``notice_renounces``
        off): during the deal, a beast for each renounce; once the cards are
        played out and gathered ("mixed"), one beast in all."""
        self._open(action)
        offender = _seat_value(action)
        if offender is None:
            raise ImpossibleAct(L.LAW_14, f"{act_of(action)}: name the seat that renounced")
        open_ = [r for r in self.renounces if r[0] == offender and not r[2]]
        if not open_:
            raise ImpossibleAct(L.LAW_14, f"{act_of(action)}: {name_of(offender)} "
                                          "has no renounce to claim")
        if self.phase is Phase.SCORING:
            for r in open_:
                r[2] = 1
            self._note(L.LAW_14, offender, f"{len(open_)} renounce(s) claimed after the cards "
                                           "were mixed: one beast in all")
            self._fine([(offender, self.stake)], L.LAW_14, f"beast: {name_of(offender)} renounced "
                                                           "(claimed when the cards were mixed)")
            return
        if self.phase is not Phase.PLAY:
            raise ImpossibleAct(L.LAW_14, f"{act_of(action)}: no renounce can be claimed now")
        for r in open_:
            self._beast_renounce(r, f"claimed by {name_of(action.player)}")

    @act("replay", cards=0, value=True, law=L.LAW_15)
    def _replay(self, action: Action) -> None:
        """Law 15: a renounce that harmed the game, found before the deal is
        played out: everyone takes up his cards from the trick where it was made
        and plays them again.  The beast stands (the *Académie*: "la Bête n'en
        est pas moins faite").  Once the last trick is made the deal is
        played out, and the law allows no replay (a settled deal refuses every
        act, as :meth:`_open` does)."""
        self._open(action)
        if self.phase is Phase.SCORING:
            raise ImpossibleAct(L.LAW_15, f"{act_of(action)}: the deal is played out: law 15 "
                                          "allows a replay only before")
        self._require_play_phase(action)
        try:
            number = int(action.value or "")
        except ValueError:
            raise ImpossibleAct(L.LAW_15, f"{act_of(action)}: give the number of the "
                                          "trick where the renounce was made") from None
        if number > len(self.tricks) or not any(r[1] == number and r[2] for r in self.renounces):
            raise ImpossibleAct(L.LAW_15, f"{act_of(action)}: no renounce has been beasted in a "
                                          f"quitted trick {number}")
        for seat, c in self._trick:
            self._hands[seat].append(c)
        for t in self.tricks[number - 1:]:
            for seat, card in t.cards:
                self._hands[seat].append(key(card))
            self.tricks_won[t.winner] -= 1
        self.leader = self.to_move = self.tricks[number - 1].leader
        del self._quitted[number - 1:]
        del self._tricks[number - 1:]  # (all made: the tricks were read just above)
        self._trick = []
        self.friend_revealed = self._king_shown or any(
            c == self.called for t in self.tricks for _, c in t.cards)
        if number <= 7:
            self.vole_undertaken = False
        self.stage = "vole" if number == 7 and self._vole_open() else "play"
        self.renounces = [r for r in self.renounces if r[1] < number or r[2]]
        self._note(L.LAW_15, action.player, "the renounce harmed the game: the cards are taken "
                                            f"up and played again from trick {number}")


def _seat_value(action: Action) -> int | None:
    text = (action.value or "").strip().upper().lstrip("P")
    return int(text) if text.isdigit() and 0 <= int(text) < SEATS else None

