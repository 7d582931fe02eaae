"""All-Fours: what happens between the deal and the play (93 · v, law ii).

The eldest hand **stands** or **begs**; to a beg the dealer answers **take
one** or **runs** the cards; after a run the hands may discard to six
(``Options.after_running``).  :class:`Speaking` holds these acts, each a handler
of :meth:`playable.engine.core.GameDeal.apply` marked with :func:`playable.engine.core.act`,
and the knave turned up (the dealer's point).  It is a part of
:class:`playable.allfours.Deal`; the fields it reads are declared in
:class:`playable.allfours.state.DealState`.
"""

from __future__ import annotations

from playable.allfours.cards import CARDS, NAMES, card_key, name_of
from playable.allfours.state import DealState
from playable.engine.cards import Rank
from playable.engine.core import Action, Phase, act
from playable.engine.errors import IllegalBid, IllegalPlay, NotHeld, OutOfTurn
from playable.laws.ids import AllFoursLaws as L

_KNAVE = Rank.KNAVE


class Speaking(DealState):
    """Stand, beg, take one, run and discard: the acts before the play."""

    __slots__ = ()

    def _score_turn_up(self, card_key: int) -> None:
        """The dealer scores one when the card turned up for trumps is a
        knave (the opening of the article; 93 · iii is the Jack).  A knave of
        the suit begged against, turned up while running, is not a trump and
        scores nothing."""
        card = CARDS[card_key]
        if card.rank is _KNAVE:
            self.account.add_later(self.dealer, 1, L.S93_III,
                                   "{} turned up for trumps: the dealer ({}) scores one",
                                   card, NAMES[self.dealer], item="turn-up")

    @act("stand", cards=0, value=False, law=L.S93_V)
    def _do_stand(self, action: Action) -> None:
        """93 · v: the eldest hand stands (keeps the trump turned up)."""
        self._bidding_turn(action, "stand")
        self._start_play()

    @act("beg", cards=0, value=False, law=L.S93_V)
    def _do_beg(self, action: Action) -> None:
        """93 · v, law ii: the eldest hand begs, once a hand unless both agreed
        otherwise (``Options.begs``)."""
        if self.begs and self.begs >= self.options.begs:
            raise IllegalBid(L.S92_II, f"{name_of(action.player)} has begged already in this hand; "
                             "no one may beg more than once in a hand except by mutual "
                             "agreement")
        self._bidding_turn(action, "beg")
        self.begs += 1
        self._step = "answer"
        self.to_move = self.dealer

    def _bidding_turn(self, action: Action, word: str) -> None:
        if self._step != "stand":
            raise IllegalBid(L.S93_V, f"no one may {word} now: the eldest hand stands or "
                             "begs on seeing the trump turned up, before the play")
        if action.player != self.eldest:
            raise OutOfTurn(L.S93_V, f"only the eldest hand ({name_of(self.eldest)}) "
                                     "stands or begs")

    def _answer_turn(self, action: Action) -> None:
        if self._step != "answer":
            raise IllegalBid(L.S93_V, f"{action.kind} answers a beg, and no beg is waiting")
        if action.player != self.dealer:
            raise OutOfTurn(L.S93_V, f"only the dealer ({name_of(self.dealer)}) answers the beg")

    def gift_puts_out(self) -> bool:
        """Would "take one" bring the eldest hand to the target?  (His match
        score, :attr:`score`, and what he has scored in this deal, plus one.)"""
        eldest = self.eldest
        return self.match_points(eldest) + self.account.total(eldest) + 1 >= self.options.target

    @act("take-one", cards=0, value=False, law=L.S93_V)
    def _do_take_one(self, action: Action) -> None:
        """93 · v: "Take one" — the eldest scores one and the trump stands.
        With ``Options.no_gift_out`` (Foster) the dealer may not give the
        point that would put the eldest out: he must run the cards.  A gift
        that puts the eldest out in a match wins it at once."""
        self._answer_turn(action)
        if self.options.no_gift_out and self.gift_puts_out():
            raise IllegalBid(L.S93_V, f"the dealer cannot give {name_of(self.eldest)} "
                                      "the point that would put him out (Foster's "
                                      "rule, agreed): he must run the cards")
        self.account.add_later(self.eldest, 1, L.S93_V,
                               "the eldest hand ({}) begged and the dealer said \"take one\"",
                               NAMES[self.eldest], item="gift")
        if not self._out_at_once():
            self._start_play()

    @act("run", cards=0, value=False, law=L.S93_V)
    def _do_run(self, action: Action) -> None:
        """93 · v: running the cards.  Three more cards to each (eldest first)
        and the next card turned up; while it is of the suit begged against,
        three more each and another turned up, until the suit changes.  The
        replaced turn-ups are laid aside, face up.  If the pack cannot give
        three each and a card to turn, the deal is thrown in and the same
        dealer deals again (the engine's reading: the text is silent; Foster
        has the cards "bunched" and dealt again by the same dealer when the
        players agree to it after a run)."""
        self._answer_turn(action)
        begged = self.trump
        stock = self._stock
        while True:
            if len(stock) < 7:
                self._throw_in(L.S93_V, f"the pack ran out before a suit other than "
                               f"{begged.noun} was turned up: the cards are thrown in and "
                               f"{name_of(self.dealer)} deals again")
                return
            for seat in (self.eldest, self.dealer):
                for _ in range(3):
                    self._take(seat, stock.pop())
            self.aside.append(self.turn_up)
            up = stock.pop()
            self.turn_up = CARDS[up]
            self.turned.append(self.turn_up)
            if self.turn_up.suit is not begged:
                break
        self._turn_up(up)
        self._score_turn_up(up)
        if self._out_at_once():
            return
        if self.begs < self.options.begs:
            self._resume_speaking()
        else:
            self._start_play()

    def _start_play(self) -> None:
        """After the trump is settled: discard if ``Options.after_running``
        asks it (eldest first), then the eldest leads."""
        size = len(self._hands[self.eldest])
        rule = self.options.after_running
        if size > 6 and (rule == "discard" or (rule == "keep-nine" and size > 9)):
            self._await("discard", Phase.DEAL, self.eldest)
            return
        self._begin_play()

    @act("discard", cards=1, value=False, law=None)
    def _do_discard(self, action: Action) -> None:
        """Discarding to six after the cards were run (Foster; an option).
        Discards are laid aside face down and count for no one."""
        if self._step != "discard":
            raise IllegalPlay(L.S93_V, "no discarding now: only after the cards were run, "
                              f"and only when the options say so (after_running="
                              f"{self.options.after_running!r})")
        if action.player != self.to_move:
            raise OutOfTurn(L.S93_V, f"{name_of(self.to_move)} discards now (the eldest first)")
        key = card_key(action.card)
        hand = self._hands[action.player]
        if key not in hand:
            raise NotHeld(f"{name_of(action.player)} does not hold {CARDS[key]}")
        del hand[key]
        self.aside.append(CARDS[key])
        self._discards[action.player].append(CARDS[key])
        if len(hand) == 6:
            if action.player == self.eldest:
                self.to_move = self.dealer
            else:
                self._begin_play()
