"""All-Fours: the irregular acts of the dealer and the score (laws i and iv).

:class:`Irregular` holds the misdeals of law i — a card exposed in dealing, a
hand given a card too many or too few — with their remedies (a new deal, the
deal let stand, the extra card drawn blind, a short hand made up), and the
wrong score of law iv.  Each irregular act goes through
:meth:`playable.engine.core.GameDeal._commit`: refused in strict mode, else committed,
noted and punished as its law says.  The renounce (law iii) is the play's own
and lives with it in :mod:`playable.allfours`.  :meth:`Irregular.irregular_actions`
lists every irregular act a careless table could commit now.  This is a part of
:class:`playable.allfours.Deal`.
"""

from __future__ import annotations

from playable.allfours.cards import CARDS, NAMES, card_key, name_of
from playable.allfours.state import SIMPLE, DealState
from playable.engine.core import Action, Phase, act
from playable.engine.errors import Misdeal, OutOfTurn, RuleError
from playable.laws.ids import AllFoursLaws as L

#: The points of the count a player marks at the reckoning, by their items.
MARKED = ("high", "low", "jack", "game")

#: What each misdeal is called in the reason for a new deal.
_NEW_DEAL_FOR = {"expose": "a card exposed", "extra": "{} dealt a card too many",
                 "short": "{} dealt a card too few"}


def _seat(value: str | None) -> int:
    if value not in ("0", "1"):
        raise Misdeal(L.S92_I, f"a misdeal names the seat it wronged, 0 or 1, not {value!r}")
    return int(value)


class Irregular(DealState):
    """Law i (misdeals and their remedies) and law iv (a wrong score)."""

    __slots__ = ()

    def irregular_actions(self) -> list[Action]:
        """Irregular acts the table could commit now, each punished by its law
        (or refused in strict mode): the dealer's misdeals before the eldest
        has spoken (law i), a renounce (law iii), a wrong score (law iv)."""
        out: list[Action] = []
        step = self._step
        if (step == "stand" and not self._misdealt and self.begs == 0) or \
                self._out_by_turn_up(len(self.history)):
            d = self.dealer
            for seat in (0, 1):
                out += [Action("expose", d, (CARDS[k],))  # as the hand is shown
                        for k in sorted(self._hands[seat], key=self._places.__getitem__)]
                out.append(Action("deal-extra", d, value=str(seat)))
                out.append(Action("deal-short", d, value=str(seat)))
        if step == "play" and self._lead is not None:
            lawful = set(map(id, self.legal_actions()))
            mover = self._leader ^ 1
            hand = self._hands[mover]
            out += [hand[k] for k in sorted(hand, key=self._places.__getitem__)
                    if id(hand[k]) not in lawful]
        if step in ("stand", "answer", "discard", "play"):
            out += [Action("mark", p, value="1") for p in (0, 1)]
        elif self.reckoning_open:
            due = self.reckoning()
            out += [Action("mark", p, value=value) for p in (0, 1)
                    for value in ("1", *MARKED) if Action("mark", p, value=value) not in due]
        return out

    # -- law iv --------------------------------------------------------------

    @property
    def reckoning_open(self) -> bool:
        """The reckoning: after the last trick (or once the deal has ended at
        once, a player out), until the deal is counted in a match, the points
        are marked and a wrong mark can still be made (law iv).  A deal
        thrown in has nothing to reckon."""
        return self._step == "over" and self.void is None and not self._counted

    def close_reckoning(self) -> None:
        """The deal is counted (:meth:`playable.allfours.Match.count`): no
        mark is taken after that."""
        self._counted = True

    def reckoning(self) -> list[Action]:
        """The marks due at the reckoning: each point the count gives a
        player, by its item (``mark`` ``value:"game"``), not marked yet.  The
        engine keeps the true score, so these change nothing; any other mark
        is a wrong score (:meth:`irregular_actions`)."""
        if not self.reckoning_open:
            return []
        return [Action("mark", p, value=item) for p in (0, 1) for item in MARKED
                if self._due(p, item) > self._marked(p, item)]

    def _due(self, player: int, item: str) -> int:
        return sum(1 for line in self.account.lines if line.player == player and line.item == item)

    def _marked(self, player: int, item: str, before: int | None = None) -> int:
        """How often ``player`` has marked ``item`` already (in the acts before ``before``)."""
        acts = self.history if before is None else self.history[:before]
        return sum(1 for a in acts if a.kind == "mark" and a.player == player
                   and a.value == item)

    @act("mark", cards=0, value=True, law=L.S92_IV)
    def _do_mark(self, action: Action) -> None:
        """Law iv: a wrong score (points put up that are not due) is taken
        down and the adversary scores four or one, as agreed
        (``Options.wrong_score_penalty``).  During the deal the engine keeps
        the true score, so every mark a player makes himself (``value`` a
        number of points) is a wrong one.  At the reckoning, after the last
        trick, a player marks a point by its item (``"high"``, ``"low"``,
        ``"jack"``, ``"game"``): right if the count gives it him and he has
        not marked it yet (nothing changes), wrong otherwise.  A wrong score
        that puts the adversary out in a match wins it at once."""
        step = self._step
        if step == "law-i" or (step == "over" and not self.reckoning_open):
            why = ("the deal was thrown in: nothing in it is marked" if self.void is not None
                   else "the deal has been counted in the match: the reckoning is closed"
                   if self._counted else "no marking while a misdeal awaits its remedy")
            raise RuleError(L.S92_IV, why)
        value = action.value or ""
        player = action.player
        other = 1 - player
        item = value.strip().lower()
        if item in MARKED:
            if step != "over":
                raise RuleError(L.S92_IV, f"{item.capitalize()} is marked at the reckoning, "
                                          "after the last trick")
            if self._due(player, item) > self._marked(player, item, self._at):
                return  # a right mark: the engine has scored it already
            line = next((ln for ln in self.account.lines if ln.item == item), None)
            why = ("already marked" if line is not None and line.player == player else
                   line.reason.partition(": ")[2] or line.reason if line is not None
                   else "nobody scores it in this deal")
            reason = f"{name_of(player)} marked {item.capitalize()}, not his ({why})"
        else:
            try:
                points = int(value)
            except ValueError:
                points = 0
            if points < 1:
                raise RuleError(L.S92_IV, "a mark is a number of points, 1 or more, or a point "
                                          "of the count by name: " + ", ".join(MARKED))
            reason = f"{name_of(player)} marked {points} point{'s' * (points > 1)} not due"
        self._commit(RuleError, L.S92_IV, reason + ": a wrong score must be taken down",
                     player, note=reason)
        penalty = self.options.wrong_score_penalty
        self.account.add_later(other, penalty, L.S92_IV, "{}: taken down, and {} scores {}, "
                               "as agreed", reason, NAMES[other], penalty, item="wrong-score")
        if step != "over":
            self._out_at_once()

    # -- law i: misdeals -----------------------------------------------------

    def _out_by_turn_up(self, acts_before: int) -> bool:
        """The deal ended as it was dealt, nothing done in it yet: the knave
        turned up put the dealer out (:meth:`_out_at_once`), and the match has
        not counted the deal.  The cards dealt may still be found wrong: law i
        allows the new deal "before a card has been played", and Foster
        (Seven-Up) will not count the knave when a player's wrong number of
        cards is announced before the first trick: it "could not have been the
        proper trump"."""
        if acts_before or self._step != "over" or self.won_match is None or self._counted:
            return False
        return self.begs == 0 and all(line.item == "turn-up" for line in self.account.lines)

    def _misdeal_turn(self, action: Action) -> None:
        if (self._step != "stand" or self.begs or self._misdealt) and \
                not self._out_by_turn_up(self._at):
            raise Misdeal(L.S92_I, "a misdeal happens in dealing, before the eldest hand "
                                   "has stood or begged")
        if action.player != self.dealer:
            raise OutOfTurn(L.S92_I, f"only the dealer ({name_of(self.dealer)}) deals")

    def _misdealt_now(self) -> None:
        """A misdeal committed: the deal awaits its remedy, and a knave turned
        up that put the dealer out has not won him the match yet (a new deal
        voids its point; a deal let stand ends again, won by it)."""
        self._misdealt = True
        self.won_match = None

    def _claimant(self, wronged: int) -> int:
        """Who claims a misdeal of the number of cards and takes its remedy
        (``Options.misdeal_claim``): the player the error wrongs, or always the
        eldest hand, the dealer's adversary."""
        return self.eldest if self.options.misdeal_claim == "eldest" else wronged

    @act("expose", cards=1, value=False, law=L.S92_I)
    def _do_expose(self, action: Action) -> None:
        """Law i: a card exposed in dealing.  The eldest may demand a new deal
        or let the deal stand; if the dealer showed one of his own cards and
        ``Options.own_card_exposed`` is ``"stands"``, the deal stands."""
        self._misdeal_turn(action)
        key = card_key(action.card)
        owner = next((s for s in (0, 1) if key in self._hands[s]), None)
        if owner is None:
            raise Misdeal(L.S92_I, f"{CARDS[key]} is not in either hand")
        self._commit(Misdeal, L.S92_I, f"the dealer exposed {CARDS[key]}, a card of "
                     f"{name_of(owner)}'s hand, in dealing", action.player)
        self._misdealt_now()
        self.shown.append(CARDS[key])
        if owner == self.dealer and self.options.own_card_exposed == "stands":
            self._out_at_once()  # the deal stands, and so does a knave turned up
            return
        self._await_remedy("expose", owner, self.eldest)

    @act("deal-extra", cards=0, value=True, law=L.S92_I)
    def _do_deal_extra(self, action: Action) -> None:
        """Law i: too many cards dealt to one hand (the engine gives it the top
        card of the stock).  The adversary of that hand may have a new deal or
        draw the extra card from it, blind, before a card is played.  With
        ``Options.misdeal_claim`` ``"eldest"`` the eldest claims even when the
        extra card is his: a new deal, or he lets the deal stand and the
        dealer draws the card from his hand, blind."""
        self._misdeal_turn(action)
        seat = _seat(action.value)
        self._commit(Misdeal, L.S92_I, f"the dealer gave {name_of(seat)} a card too many",
                     action.player)
        self._take(seat, self._stock.pop())
        self._misdealt_now()
        self._await_remedy("extra", seat, self._claimant(1 - seat))

    @act("deal-short", cards=0, value=True, law=L.S92_I)
    def _do_deal_short(self, action: Action) -> None:
        """Law i: too few cards dealt to one hand (its last card is left on
        the stock).  Its holder may demand a new deal; if he does not, the
        engine makes the hand up from the stock (the text gives only the new
        deal: the engine will not play a short hand).  With
        ``Options.misdeal_claim`` ``"eldest"`` the eldest chooses, whoever
        was dealt short."""
        self._misdeal_turn(action)
        seat = _seat(action.value)
        self._commit(Misdeal, L.S92_I, f"the dealer gave {name_of(seat)} a card too few",
                     action.player)
        hand = self._hands[seat]
        self._stock.append(last := next(reversed(hand)))
        del hand[last]
        self._dealt[seat].remove(last)
        self._misdealt_now()
        self._await_remedy("short", seat, self._claimant(seat))

    def _await_remedy(self, kind: str, seat: int, chooser: int) -> None:
        self._misdeal = (kind, seat)
        self._chooser = chooser
        self._await("law-i", Phase.DEAL, chooser)

    def _remedies(self) -> list[Action]:
        """The remedies open to the player who chooses (law i)."""
        assert self._misdeal is not None
        kind, seat = self._misdeal
        who = self._chooser
        draws = [Action("draw", who, value=str(k)) for k in range(1, len(self._hands[seat]) + 1)]
        if kind == "extra-let":  # the eldest let it stand: the dealer draws
            return draws
        out = [SIMPLE["new-deal", who]]
        if kind == "expose" or (kind == "extra" and who == seat):
            out.append(SIMPLE["let-stand", who])
        elif kind == "extra":
            out += draws
        else:
            out.append(SIMPLE["supply", who])
        return out

    def _remedy_turn(self, action: Action, kinds: tuple[str, ...]) -> tuple[str, int]:
        if self._misdeal is None or self._misdeal[0] not in kinds:
            if self.cards_played or self._step in ("play", "over"):
                raise Misdeal(L.S92_I, f"too late for {action.kind}: law i allows it before "
                                       "a card has been played, but not after")
            raise Misdeal(L.S92_I, f"no {action.kind}: nothing in the deal calls for it")
        if action.player != self._chooser:
            raise OutOfTurn(L.S92_I, f"{name_of(self._chooser)} chooses the remedy")
        return self._misdeal

    @act("new-deal", cards=0, value=False, law=L.S92_I)
    def _do_new_deal(self, action: Action) -> None:
        """Law i: a new deal, claimed before a card has been played.  Nothing
        in the misdealt deal counts (so not a knave turned up: Foster, "it
        could not have been the proper trump"); the same dealer deals again."""
        kind, seat = self._remedy_turn(action, ("expose", "extra", "short"))
        what = _NEW_DEAL_FOR[kind].format(name_of(seat))
        self._throw_in(L.S92_I, f"new deal claimed by {name_of(action.player)} for {what}: "
                                f"{name_of(self.dealer)} deals again")

    @act("let-stand", cards=0, value=False, law=L.S92_I)
    def _do_let_stand(self, action: Action) -> None:
        """Law i: the exposed card is let stand; play goes on, the card known.
        An extra card in the claimant's own hand (``Options.misdeal_claim``
        ``"eldest"``) is then drawn from it by the dealer, blind."""
        kind, seat = self._remedy_turn(action, ("expose", "extra"))
        if kind == "extra":
            if self._chooser != seat:
                raise Misdeal(L.S92_I, f"{name_of(self._chooser)} draws the extra card or claims "
                                       "a new deal: the deal does not stand with a card too many")
            self._await_remedy("extra-let", seat, 1 - seat)
            return
        self._resume_speaking()

    @act("draw", cards=0, value=True, law=L.S92_I)
    def _do_draw(self, action: Action) -> None:
        """Law i: the extra card drawn, blind, from the opposing hand (the
        ``value`` counts the cards of that hand as they lie, from 1).  It is
        laid aside face down."""
        _, seat = self._remedy_turn(action, ("extra", "extra-let"))
        if self._chooser == seat:
            raise Misdeal(L.S92_I, f"{name_of(seat)} does not draw from his own hand: he "
                                   "claims a new deal, or lets the dealer draw the extra card")
        hand = self._hands[seat]
        try:
            k = int(action.value or "")
        except ValueError:
            k = 0
        if not 1 <= k <= len(hand):
            raise Misdeal(L.S92_I, f"draw names a card of the opposing hand by its place, "
                                   f"1 to {len(hand)}")
        drawn = list(hand)[k - 1]
        del hand[drawn]
        self.aside.append(CARDS[drawn])
        self._resume_speaking()

    @act("supply", cards=0, value=False, law=L.S92_I)
    def _do_supply(self, action: Action) -> None:
        """A short hand made up from the top of the stock (see deal-short)."""
        _, seat = self._remedy_turn(action, ("short",))
        self._take(seat, self._stock.pop())
        self._resume_speaking()
