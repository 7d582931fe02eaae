"""Whist: the play of the cards, the fourth hand's wait, and the call of honours at eight.

* ``play`` — a card played.  In turn, and following suit if able, it is the
  regular act of ¶73.  Otherwise it is irregular, and strict play refuses it
  with its law; as at the table it is committed and the law deals with it:

  - a card led out of turn (against ¶73 iii) is taken back and lies exposed,
    liable to be called (¶76 ix: "If a player lead out of his turn, or
    otherwise expose a card, that card may be called"): the engine calls it
    for the adversaries, so it must be played as soon as it lawfully may be;
  - a card played to a trick led by the third hand before the second, or by
    the fourth before the second or third, stands (¶76 viii: "the cards so
    played must stand"): if the third played before the second, the fourth
    is asked to play next, and may (his "right to play before his partner")
    or ``wait`` for his partner; if the fourth played before the second, the
    second must win the trick if he can (a card that beats the trick as it
    lies, or any lawful card if none does).  The trick is kept as it was
    played; the seat to play is the first that has not played to it.  A
    renounce so played stands as a renounce.  With
    ``Options(out_of_turn="called")``, the reading of the engine before it
    followed viii, the card is taken back and called instead, citing ix;
  - any other card played out of turn (by a seat that has played to the
    trick, or the second while the fourth may play first) is dealt with as
    a lead out of turn: taken back, exposed and called (ix, a card
    "otherwise exposed");
  - a card of another suit while holding the suit led is a renounce: it lies
    on the table, and may be recalled before the trick is turned (¶76 x, xi:
    ``recall``, :mod:`playable.whist.irregular`); once the trick is turned it
    is a revoke, whose penalty the adversaries claim when the cards are
    abandoned (¶76 xv).

  A card held back from a call (an exposed card not played when it may be,
  a recalled trump's "highest or lowest" not obeyed, the second hand's
  compulsion to win, viii) is refused in every
  mode, citing the law of the call: the adversaries insist, and the table
  plays on only when the card is played.
* ``wait`` — the fourth hand, who may play before his partner because the
  third played before the second (¶76 viii), lets the second play first.
* ``call`` — at Long Whist a side at eight whose player holds two honours
  calls them (¶76 xx), before he plays his first card: if his partner holds
  a third, the game is won then and there; if not, the deal is played out.
  Called where the law does not allow it (not at eight, without two honours,
  after playing, at Short Whist, ¶77, or, under the clubs' rule, with the
  deal against nine), it is irregular: refused in strict play, and as at the
  table noted without effect.
"""

from __future__ import annotations

from playable.engine.cards import Card
from playable.engine.core import Action, act
from playable.engine.errors import IllegalBid, IllegalPlay, NotHeld, OutOfTurn, RuleError
from playable.whist.cards import SEATS, TRICKS, canonical, partner, short_name, side, with_trump
from playable.whist.state import LAW, OVER, Position


class Playing(Position):
    """The acts of the play: a card, the call at eight."""

    @act("play", law=LAW.play, cards=1, value=False)
    def _play(self, action: Action) -> None:
        """¶73: the elder hand leads, each follows in turn to the left, the
        suit led followed if he can; the winner of the trick leads to the next."""
        seat, card = action.player, action.cards[0]
        offered = self._legal
        self._legal = None  # the acts offered go with the position
        if offered is not None:
            for a in offered:  # (a loop: on Python 3.11 a generator is a call of its own)
                if a is action:  # one of the regular acts offered: placed at once
                    break
            else:
                offered = None
        if offered is None:
            placed = self._checked_play(seat, card, action)
            if placed is None:
                return
            card = placed
        # The card on the table (here, not in a call of its own: at every card of
        # a playout); the trick turned at the fourth.
        if self.up_on_table and seat == self.dealer and card == self.turn_up:
            self.up_on_table = False  # the turn-up taken from the table
        else:
            hand = self._hands[seat]
            i = 0
            # the pack's own card, found by identity (a count, not enumerate's
            # pairs: 40 ns less a card, 3% of a random playout)
            for c in hand:
                if c is card:
                    del hand[i]
                    break
                i += 1  # noqa: SIM113 - see above
            else:
                hand.remove(card)  # (never: a deal holds only the pack's own cards)
        if self.exposed[seat]:
            self.exposed[seat].discard(card)
        if self.compelled:
            self.compelled.pop(seat, None)
        trick = self.trick
        trick.append((seat, card))
        if len(trick) < SEATS:
            if self.stood:  # cards stand out of turn in this trick (¶76 viii)
                if self.before == seat:  # the fourth hand used his right
                    self.before = None
                self.to_move = self._next_to_play()
            else:
                self.to_move = (seat + 1) % SEATS  # left(seat), at every card
            return
        # The fourth card: the trick turned.  Its winner as
        # playable.engine.tricks.winner finds it, read from the cards that beat
        # each card (Tables.beaten, by identity): the card winning so far gives
        # way only to one that beats it, so of equal cards the first played
        # keeps the trick.  The four cards by name, a look-up each, without a call.
        (best, c0), (s1, c1), (s2, c2), (s3, c3) = trick
        beaten = self._beaten
        winning = id(c0)
        if id(c1) in beaten[winning]:
            best, winning = s1, id(c1)
        if id(c2) in beaten[winning]:
            best, winning = s2, id(c2)
        if id(c3) in beaten[winning]:
            best = s3
        turned = self._turned
        turned.append((trick, best))
        number = len(turned)
        if self.renounces:
            for renouncer, _ in self.renounces:  # noted when played: now a revoke made
                self.revokes.append((renouncer, number))
            self.renounces = []
        self.won[best % 2] += 1  # side(best)
        self.trick = []
        if self.stood:
            self.stood = False
        if self.up_on_table:  # the turn-up is taken into the dealer's hand (¶73)
            self.up_on_table = False
            self._hands[self.dealer] = with_trump(self._hands[self.dealer], self.turn_up)
        self.leader = self.to_move = best
        if number == TRICKS:
            self._end_play()

    def _checked_play(self, seat: int, card: Card, action: Action) -> Card | None:
        """A card not among the acts offered, by the general rule: refused with
        its law, or committed as at the table.  Returns the pack's own card to
        place on the table (in turn, or a renounce), or None where nothing is
        placed (a card out of turn, taken back and exposed)."""
        self._check_turn(action)
        if not self._holds(seat, card):
            raise NotHeld(f"{short_name(seat)} does not hold {card}")
        card = canonical(card)  # an equal card made elsewhere: the pack's own on the table
        mover = self.to_move
        assert mover is not None
        if seat != mover and self._stands(seat, mover):
            self._stand(seat, card, mover)
        elif seat != mover:
            leading = not self.trick
            law = LAW.lead_out_of_turn if leading else LAW.play_out_of_turn
            self._commit(OutOfTurn, law, f"{short_name(seat)} {'leads' if leading else 'plays'} "
                         f"{card} out of turn; {short_name(mover)} is to play", seat,
                         note=f"{'led' if leading else 'played'} {card} out of turn: it is taken "
                              "back and lies exposed, to be called",
                         punished_by=LAW.exposed)
            self.exposed[seat].add(card)
            return None
        if self._revoking(seat, card):
            led = self.trick[0][1].suit
            self._commit(IllegalPlay, LAW.revoke, f"{short_name(seat)} must follow suit: he "
                         f"holds {led.noun} and plays {card}", seat,
                         note=f"renounced: {card} on {led.noun}, holding {led.noun}; a "
                              "revoke once the trick is turned")
            self.renounces.append((seat, card))
            return card
        if card not in self._lawful(seat):
            self._refuse_held_back(seat)
        return card

    def _stands(self, seat: int, mover: int) -> bool:
        """Whether ``seat``'s card played before ``mover``'s turn stands (¶76
        viii): the third or fourth hand, who has not played to the trick,
        playing before a hand whose turn came first."""
        if not self.trick or self.options.out_of_turn != "stand" or self.before is not None:
            return False
        lead = self.trick[0][0]
        place = (seat - lead) % SEATS
        return place >= 2 and place > (mover - lead) % SEATS and not self._in_trick(seat)

    def _stand(self, seat: int, card: Card, mover: int) -> None:
        """¶76 viii: "If the third hand play before the second, the fourth has a
        right to play before his partner; or if the fourth hand play before
        the second or third, the cards so played must stand, and the second be
        compelled to win the trick if he can."  The card stays on the table
        (a call or compulsion on it is not escaped by playing early)."""
        if not self._revoking(seat, card) and card not in self._lawful(seat):
            self._refuse_held_back(seat)
        lead = self.trick[0][0]
        second, fourth = (lead + 1) % SEATS, (lead + 3) % SEATS
        third_early = seat == (lead + 2) % SEATS
        fourth_may_play = third_early and not self._in_trick(fourth)
        second_must_win = not third_early and mover == second
        then = ("the card stands" + (f", and {short_name(fourth)} may play before his partner"
                                     if fourth_may_play else
                                     f", and {short_name(second)} must win the trick if he can"
                                     if second_must_win else ""))
        self._commit(OutOfTurn, LAW.cards_stand, f"{short_name(seat)} plays {card} out of "
                     f"turn; {short_name(mover)} is to play", seat,
                     note=f"played {card} before {short_name(mover)}: {then}")
        self.stood = True
        if fourth_may_play:
            self.before = fourth
        elif second_must_win:
            self.compelled[second] = "win"

    def _refuse_held_back(self, seat: int) -> None:
        """A card held back from a call or a compulsion: refused in every mode,
        citing the law of the call (the adversaries insist)."""
        how = self.compelled.get(seat)
        if how in ("highest", "lowest"):
            raise IllegalPlay(LAW.trumped_by_mistake,
                              f"{short_name(seat)} must play the {how} of the suit led, "
                              "having recalled his trump")
        lawful = ", ".join(str(c) for c in self._lawful(seat))
        if how == "win":
            raise IllegalPlay(LAW.cards_stand, f"{short_name(seat)} must win the trick if he "
                                               f"can: he must play {lawful}")
        raise IllegalPlay(LAW.exposed, f"{short_name(seat)}'s exposed card is called: "
                                       f"he must play {lawful}")

    @act("wait", law=LAW.cards_stand, cards=0, value=False)
    def _wait(self, action: Action) -> None:
        """¶76 viii: the fourth hand, who may play before his partner (the third
        having played before the second), lets the second play first."""
        self._legal = None  # the acts offered go with the position (read only by a card)
        if self.stage != "play" or action.player != self.before or self.to_move != self.before:
            raise RuleError(LAW.cards_stand, "only the fourth hand waits, when the third has "
                                             "played before the second")
        self.before = None
        self.to_move = self._next_to_play()

    # -- the call at eight (¶76 xx) -----------------------------------------------

    def _call_fault(self, seat: int) -> str | None:
        """Why ``seat`` may not call honours now, or None if he may."""
        options = self.options
        if options.variety == "short":
            return "at Short Whist honours are never called (¶77)"
        if options.score is None:
            return "honours are called only at eight, and this deal is played at no score"
        mine, theirs = options.score[side(seat)], options.score[1 - side(seat)]
        if mine != 8:
            return f"honours are called only at eight; {short_name(seat)}'s side has {mine}"
        if self.stage != "play" or seat != self.to_move or self._has_played(seat):
            return "honours are called before the caller plays his first card, in his turn"
        if any(side(s) == side(seat) for s in self.calls):
            return "his side has called already"
        if self.honours_of(seat) < 2:
            return f"{short_name(seat)} does not hold two honours"
        if (not options.deal_calls_against_nine and side(self.dealer) == side(seat)
                and theirs == 9):
            return "in this club eight with the deal cannot call against nine"
        return None

    @act("call", law=LAW.honours_called, cards=0, value=False)
    def _call(self, action: Action) -> None:
        """¶76 xx: honours are called at eight points (Long Whist), and at
        nine they do not count."""
        self._legal = None  # the acts offered go with the position (read only by a card)
        seat = action.player
        if self.stage == "over" or self.to_move is None:
            raise RuleError(LAW.honours_called, "the deal is over")
        fault = self._call_fault(seat)
        if fault is not None:
            self._commit(IllegalBid, LAW.honours_called,
                         f"{short_name(seat)} may not call: {fault}", seat,
                         note=f"called honours where he may not ({fault}): the call stands "
                              "for nothing", penalty=False)
            return
        self.calls.append(seat)
        own = self.honours_of(seat)
        held = own + self.honours_of(partner(seat))
        if held >= 3:
            self.called_out = side(seat)
            assert self.options.score is not None
            points = self.options.target - self.options.score[side(seat)]
            # answered by the partner's honour, or the caller's own three
            how = " and answered" if own < 3 else ", the caller holding three"
            self.account.add(side(seat), points, LAW.honours_called,
                             f"honours called at eight{how}: {held} honours, the game",
                             item="honours")
            self.stage, self.phase, self.to_move = "over", OVER, None
            return
        self._answer(partner(seat), "answers the call at eight", "no honour: play on")
