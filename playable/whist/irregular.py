"""Whist: the irregularities of ¶76, each an act with its penalty.

Strict play (``Options(strict=True)``) refuses an irregular act, citing its
law; as at the table (the default) the act is committed, noted under its law
(:attr:`~playable.engine.core.GameDeal.irregularities`), and the law deals with
it.  The acts (besides a card played out of turn or a renounce, which are
``play`` acts: :mod:`playable.whist.play`):

* ``misdeal`` (the dealer, until the first trick is turned) — too many or
  too few cards dealt, a misdeal (¶76 iv): "a fresh deal may be demanded".
  The adversaries, the elder hand for them, say ``new-deal`` (the deal is
  void and passes to the next player, as iv's gloss has it: "In cases of a
  misdeal, the deal passes to the next player"; the club code too, law 43,
  "A misdeal loses the deal") or ``let-stand`` (the deal stands and the play
  goes on where it stood).  The engine deals no wrong number of cards
  itself: the act says that the dealer did, and that it was found.  With
  ``Options(misdeal="void")``, the reading of the engine before 0.3.8, no
  one is asked: the deal is void at once and passes;
* ``deal-exposed`` ``cards:[c]`` (the dealer, until the first trick is
  turned) — a card exposed in dealing: "a fresh deal may be demanded" (¶76
  ii).  The adversaries, the elder hand for them, say ``new-deal`` (the same
  dealer deals again, as the Club laws have it, law 38: ¶76 iv seems to count
  "an exposed or face card" among its misdeals, whose deal passes, and the
  edition does not decide between them) or ``let-stand`` (the deal stands,
  the card is not called, and the play goes on where it stood);
* either claimed once the first trick has been turned is refused in every
  mode: "After the first round has been played, no fresh deal can be called"
  (¶76 v).  (Its gloss, a first player holding fewer than thirteen cards,
  the others right, is not modelled: the engine deals no short hand.)
* ``two-cards`` value: the seat (the dealer, before the first card is led)
  — two cards dealt together to one player: "the dealer may rectify his
  error before dealing another card" (¶76 vi).  The dealer's next act is
  ``rectify`` (the error put right: the deal stands as dealt, and no one is
  penalized), or, irregular, ``deal-on`` (another card dealt first: too late
  to put right; the pack runs out a card early, the player holding a card
  too many and the dealer a card too few, a misdeal, and the adversaries
  decide as after ``misdeal``).  The engine deals no two cards together
  itself: the act says that the dealer did;
* ``deal-for-partner`` (the dealer's partner, until the first trick is
  turned) — the cards dealt by the dealer's partner in his place: "One
  partner may not deal for another without the consent of opponents" (¶76
  vi's gloss).  The adversaries, the elder hand for them, say ``new-deal``
  (they do not consent: the dealer deals again himself) or ``let-stand``
  (they consent, and the play goes on);
* ``take-up-trump`` (the dealer, while the trump card lies on the table) —
  the trump card taken into his hand before the first trick is turned:
  "the trump-card must be left, face upwards, on the table till the first
  trick be turned, or opponents may call a fresh deal" (¶76 iii).  The
  adversaries, the elder hand for them, say ``new-deal`` (the same dealer
  deals again: iii does not say who deals, and the deal passes only for a
  misdeal, iv's gloss) or ``let-stand`` (the card stays in his hand, and the
  play goes on);
* ``look-at-bottom`` (the dealer, until the first trick is turned) — the
  dealer found to have looked at the bottom card, the last he deals and
  turns up for trumps: "Dealer must not look at bottom card; ... or
  opponents may call a fresh deal" (¶76 iii, its penalty read as the
  commentary reads it, for both its faults).  The adversaries, the elder
  hand for them, say ``new-deal`` (the same dealer deals again, as after
  ``take-up-trump``) or ``let-stand``.  The engine's dealer never looks: the
  act says that he did, and that it was found;
* ``leave-trump`` (the dealer, once the first trick is turned and before he
  plays to the second) — the trump card not taken into his hand at the end
  of the first round: "it may be treated as an exposed card, and called"
  (¶76 vii).  The engine takes the card up itself as the first trick is
  turned; the act says that the dealer left it lying, and the card lies
  exposed in his hand, called like any other;
* ``expose`` ``cards:[c]`` — a card shown during the play: it lies exposed
  and is called, played as soon as it lawfully may be (¶76 ix: "Calling a
  card is the insisting of its being played when the suit comes round, or
  when it may be played");
* ``waive`` ``cards:[c]`` — an adversary of the seat whose card lies exposed
  lets it go uncalled: "that card may be called" (¶76 ix), and need not be.
  The engine calls every exposed card for the adversaries unless they waive
  the call; the card is then played as any other (the table has seen it,
  though the seats' views no longer list it);
* ``recall`` (value ``"highest"``, ``"lowest"`` or none) — the player who
  renounced takes his card back before the trick is turned: a trump played by
  mistake, if no one has played after it, with the adversaries' demand that
  he play the highest or lowest of the suit led (¶76 x); any other renounce
  while the trick lies on the table (¶76 xi), the cards played after it taken
  back too.  The card recalled lies exposed and is called.  It is the
  correction the law allows, not an offence: strict play has no renounce to
  recall.  The engine turns a trick as its fourth card falls, but a table
  turns it when its winner gathers it to lead again: until the next card is
  led, a renounce in the trick just turned (the fourth hand's above all) may
  be recalled, the trick laid on the table again;
* ``ask`` — the partner of a player who has not followed suit asks whether he
  has none of it (¶76 xiv): the answer is true, and a renounce so found is
  recalled as ¶76 xi allows (in the trick just turned too, before the next
  lead);
* ``draw`` — before he plays, a player asks his partner to draw his card, or
  has each card of the trick claimed (¶76 xiii): the engine answers with the
  cards of the trick by seat (it needs no asking, and keeps the answer);
* ``see-trick`` (value: the trick's number) — the last trick may be seen
  before the next is turned, by the player who made it (¶76 xii); any other
  trick ("Only one trick is to be shown"), or a look by another seat, is
  irregular, with no penalty set;
* ``claim-revoke`` value ``"tricks"``, ``"deduct"`` or ``"add"`` — when the
  cards are abandoned, the adversaries of a side that revoked claim the
  penalty of their choice: three tricks taken from the revokers, three points
  deducted from their score, or three added to their own (¶76 xv and its
  gloss), one penalty for each revoke; a claim before the cards are abandoned
  is premature (¶76 xv, noted without effect), a claim against a side that
  did not revoke fails on the proof, the tricks examined (¶76 xvii);
* ``gather`` — the claimants let the tricks be gathered without claiming: no
  revoke can be claimed after (¶76 xvi).  Revokes on both sides: a new deal
  (¶76 xviii), with no claim.
"""

from __future__ import annotations

from typing import NamedTuple

from playable.engine.cards import Card
from playable.engine.core import Action, act
from playable.engine.errors import IllegalPlay, Misdeal, NotHeld, RuleError
from playable.laws.ids import LawId
from playable.whist.cards import (
    SEATS,
    in_seat_order,
    left,
    partner,
    short_name,
    side,
    sort_cards,
    trick_text,
    with_trump,
)
from playable.whist.state import DEAL, LAW, OVER, PLAY, SCORING, Position

PENALTIES = ("tricks", "deduct", "add")
#: The steps at which the adversaries decide on a fresh deal, each with its
#: law, what the deal is when they call one (its void, and whether the same
#: dealer deals again) and why the period player calls it: after a card
#: exposed in dealing (¶76 ii), after a misdeal (¶76 iv, whose gloss passes
#: the deal), after the trump card taken up before the first trick is turned
#: or a look at the bottom card (¶76 iii).
class FreshDeal(NamedTuple):
    """A fault of the deal for which the adversaries may call a fresh deal."""

    law: LawId
    void: str  # the deal's void when they call it
    redeal: bool  # the same dealer deals again (else the deal passes)
    why: str  # the period player's reason for calling it
    fault: str  # the fault, as the table asks the adversaries about it


FRESH_DEALS: dict[str, FreshDeal] = {
    "exposed": FreshDeal(LAW.exposed_in_dealing,
                         "a card exposed in dealing: a new deal by the same dealer", True,
                         "a card exposed in dealing: a new deal",
                         "A card was exposed in dealing"),
    "misdealt": FreshDeal(LAW.misdeal, "a misdeal: the deal passes to the next player", False,
                          "a misdeal: a fresh deal, the deal passing", "A misdeal"),
    "taken-up": FreshDeal(LAW.trump_card_up,
                          "the trump card taken up before the first trick was turned: a fresh "
                          "deal by the same dealer", True,
                          "the trump card taken up early: a fresh deal",
                          "The trump card was taken up early"),
    "looked": FreshDeal(LAW.bottom_card,
                        "the dealer looked at the bottom card: a fresh deal by the same dealer",
                        True, "the bottom card looked at: a fresh deal",
                        "The dealer looked at the bottom card"),
    "partner-dealt": FreshDeal(LAW.partner_deals,
                               "one partner dealt for the other without the adversaries' "
                               "consent: a new deal by the dealer", True,
                               "a partner dealt without our consent: the dealer deals",
                               "The dealer's partner dealt for him"),
}
DECIDING = tuple(FRESH_DEALS)
PENALTY_WORDS = {"tricks": "three tricks taken from the revokers",
                 "deduct": "three points deducted from the revokers' score",
                 "add": "three points added to the claimants' score"}


class Irregularities(Position):
    """The irregular acts of ¶76 and the claims of a revoke."""

    def _first_round_played(self) -> bool:
        """Whether the first round has been played (¶76 v): a trick turned, or
        four cards on the table."""
        return bool(self._turned) or len(self.trick) == SEATS

    def _fresh_deal_open(self) -> bool:
        """Whether a fresh deal may still be called: in the play, the first
        round not yet played (¶76 v)."""
        return self.stage == "play" and not self._first_round_played()

    def _fresh_deal_refused(self, law: LawId) -> Misdeal | None:
        """Why a fresh deal (``law``'s) may not be called now, or None if it may."""
        if self._first_round_played():
            return Misdeal(LAW.no_fresh_deal, "after the first round has been played, no "
                                              "fresh deal can be called")
        if self.stage in DECIDING:
            return Misdeal(law, "the adversaries are deciding on a fresh deal")
        if self.stage == "two-dealt":
            return Misdeal(law, "the dealer is putting right two cards dealt together")
        if self.stage != "play":
            return Misdeal(law, "the deal is over")
        return None

    def _dealers_fault(self, action: Action, law: LawId, not_dealer: str,
                       by: int | None = None) -> int:
        """The seat that commits a fault of the deal (``law``'s) found by
        ``action``, the dealer's unless ``by`` names another: refused
        (``not_dealer``) if another seat commits it, or if a fresh deal may
        no longer be called (¶76 v)."""
        self._legal = None  # the acts offered go with the position (read only by a card)
        if action.player != (self.dealer if by is None else by):
            raise Misdeal(law, not_dealer)
        refused = self._fresh_deal_refused(law)
        if refused is not None:
            raise refused
        return action.player

    def _adversaries_decide(self, stage: str) -> None:
        """The adversaries to decide on a fresh deal (``stage``, one of
        :data:`DECIDING`), the elder hand speaking for them."""
        self.stage, self.phase, self.to_move = stage, DEAL, left(self.dealer)

    def _void(self, reason: str, redeal: bool) -> None:
        self.void, self.redeal = reason, redeal
        self.stage, self.phase, self.to_move = "over", OVER, None

    # -- the deal --------------------------------------------------------------------

    @act("misdeal", law=LAW.misdeal, cards=0, value=False)
    def _misdeal(self, action: Action) -> None:
        """¶76 iv: too many or too few cards is a misdeal, and "a fresh deal may
        be demanded", the deal passing to the next player; not after the
        first round (¶76 v)."""
        seat = self._dealers_fault(action, LAW.misdeal, "only the dealer misdeals")
        self._misdealt(seat, LAW.misdeal, f"{short_name(seat)} must deal thirteen cards to "
                       "each player, one at a time from his left, the last turned up",
                       "misdealt")

    def _misdealt(self, seat: int, law: LawId, reason: str, what: str) -> None:
        """A misdeal by ``seat``, committed under ``law`` for ``reason``
        (refused in strict play) and noted under ¶76 iv as ``what`` he did:
        the adversaries may demand a fresh deal, the deal passing (with
        ``Options(misdeal="void")`` the deal is void at once, and passes)."""
        if self.options.misdeal == "void":  # the reading of the engine before 0.3.8
            self._commit(Misdeal, law, reason, seat, punished_by=LAW.misdeal,
                         note=f"{what}: the deal passes to the next player")
            self._void("a misdeal: the deal passes to the next player", redeal=False)
            return
        self._commit(Misdeal, law, reason, seat, punished_by=LAW.misdeal,
                     note=f"{what}: the adversaries may demand a fresh deal, the deal passing "
                          "to the next player")
        self._adversaries_decide("misdealt")

    @act("two-cards", law=LAW.two_cards, cards=0, value=True)
    def _two_cards(self, action: Action) -> None:
        """¶76 vi: two cards dealt together to the seat the value names, found
        before the first card is led; the dealer then puts it right
        (``rectify``) or deals another card first (``deal-on``)."""
        law = LAW.two_cards
        seat = self._dealers_fault(action, law, "only the dealer deals two cards together")
        if action.value not in ("0", "1", "2", "3"):
            raise Misdeal(law, "two cards dealt together name the seat given them, "
                               f"0 to 3, not {action.value!r}")
        if self.trick:
            raise Misdeal(law, "two cards dealt together are found in the dealing, before the "
                               "first card is led")
        to = int(action.value)
        self._commit(Misdeal, law, f"{short_name(seat)} must deal one card at a time; he deals "
                     f"two together to {short_name(to)}", seat,
                     note=f"dealt two cards together to {short_name(to)}: he may put it right "
                          "before he deals another card", penalty=False)
        self.two_dealt = to
        self.stage, self.phase, self.to_move = "two-dealt", DEAL, seat

    @act("rectify", "deal-on", law=LAW.two_cards, cards=0, value=False)
    def _rectify(self, action: Action) -> None:
        """¶76 vi: the dealer who dealt two cards together to one player may
        rectify his error before dealing another card (``rectify``: the deal
        stands as dealt); once he has dealt another (``deal-on``), the hands
        are a card too many and a card too few, a misdeal (¶76 iv)."""
        self._legal = None  # the acts offered go with the position (read only by a card)
        law, seat, to = LAW.two_cards, action.player, self.two_dealt
        if self.stage != "two-dealt" or to is None or seat != self.dealer:
            raise RuleError(law, "the dealer puts right two cards dealt together to one "
                                 "player, before he deals another card")
        if action.kind == "rectify":
            self._note(law, seat, f"put right the two cards dealt to {short_name(to)} before "
                                  "dealing another card", penalty=False)
            self.stage, self.phase, self.to_move = "play", PLAY, self.leader
            self.two_dealt = None
            return
        # the pack runs out a card early: the dealer's last card went to ``to``
        wrong = (f"{short_name(to)} holds a card too many, {short_name(seat)} a card too few"
                 if to != seat else f"his last card falls to {short_name((seat + 3) % SEATS)}")
        self._misdealt(seat, law, f"{short_name(seat)} may put right the two cards dealt to "
                       f"{short_name(to)} only before he deals another card",
                       f"dealt on before putting right the two cards dealt to {short_name(to)} "
                       f"({wrong})")
        self.two_dealt = None

    @act("deal-for-partner", law=LAW.partner_deals, cards=0, value=False)
    def _deal_for_partner(self, action: Action) -> None:
        """¶76 vi's gloss: "One partner may not deal for another without the
        consent of opponents": the dealer's partner found to have dealt in
        his place, and the adversaries may refuse their consent (a new deal,
        by the dealer himself); not after the first round (¶76 v)."""
        law = LAW.partner_deals
        seat = self._dealers_fault(action, law, "only the dealer's partner could deal for him",
                                   by=partner(self.dealer))
        dealer = short_name(self.dealer)
        self._commit(Misdeal, law, f"{short_name(seat)} may deal for his partner, {dealer}, "
                     "only with the adversaries' consent", seat,
                     note=f"dealt for his partner, {dealer}: the adversaries may refuse their "
                          "consent and have him deal")
        self._adversaries_decide("partner-dealt")

    @act("deal-exposed", law=LAW.exposed_in_dealing, cards=1, value=False)
    def _deal_exposed(self, action: Action) -> None:
        """¶76 ii: a card exposed in dealing, and a fresh deal may be demanded;
        not after the first round (¶76 v)."""
        self._legal = None  # the acts offered go with the position (read only by a card)
        seat, card = action.player, action.cards[0]
        if seat != self.dealer or card == self.turn_up:
            raise Misdeal(LAW.exposed_in_dealing, "a card is exposed in dealing by the dealer, "
                                                  "and not the trump card")
        refused = self._fresh_deal_refused(LAW.exposed_in_dealing)
        if refused is not None:
            raise refused
        if not any(card in h for h in self._hands) and all(c != card for _, c in self.trick):
            raise NotHeld(f"{card} is not in any hand")
        self._commit(Misdeal, LAW.exposed_in_dealing, f"{short_name(seat)} must deal the cards "
                     f"face down; he exposes {card}", seat,
                     note=f"exposed {card} in dealing: the adversaries may have a new deal")
        self.dealing_exposed = card
        self._adversaries_decide("exposed")

    @act("new-deal", "let-stand", law=LAW.exposed_in_dealing, cards=0, value=False)
    def _decide(self, action: Action) -> None:
        """¶76 ii, iii and iv: the adversaries' choice after a fault of the
        deal (:data:`FRESH_DEALS`), a fresh deal or the deal let stand (the
        play goes on where it stood).  After a misdeal the deal passes (iv's
        gloss); after the others the same dealer deals again."""
        self._legal = None  # the acts offered go with the position (read only by a card)
        if self.stage not in DECIDING or action.player != self.to_move:
            raise RuleError(LAW.exposed_in_dealing, "a new deal is claimed by the dealer's "
                                                    "adversaries after a fault of the deal")
        if action.kind == "new-deal":
            fault = FRESH_DEALS[self.stage]
            if self.stage == "misdealt":
                self._note(LAW.misdeal, action.player, "demanded a fresh deal for the misdeal: "
                                                       "the deal passes to the next player",
                           penalty=False)
            self._void(fault.void, redeal=fault.redeal)
            return
        self.stage, self.phase = "play", PLAY
        self.to_move = self._next_to_play() if self.trick else self.leader

    @act("take-up-trump", law=LAW.trump_card_up, cards=0, value=False)
    def _take_up_trump(self, action: Action) -> None:
        """¶76 iii: the trump card taken into the dealer's hand before the first
        trick is turned, and the adversaries may call a fresh deal."""
        self._legal = None  # the acts offered go with the position (read only by a card)
        seat, card = action.player, self.turn_up
        if seat != self.dealer or self.stage != "play" or not self.up_on_table:
            raise RuleError(LAW.trump_card_up, "the dealer's trump card lies on the table "
                                               "until the first trick is turned")
        self._commit(Misdeal, LAW.trump_card_up, f"{short_name(seat)} must leave the trump "
                     f"card, {card}, face up on the table till the first trick is turned", seat,
                     note=f"took the trump card, {card}, into his hand before the first trick "
                          "was turned: the adversaries may call a fresh deal")
        self.up_on_table = False
        self._hands[seat] = with_trump(self._hands[seat], card)
        self._adversaries_decide("taken-up")

    @act("look-at-bottom", law=LAW.bottom_card, cards=0, value=False)
    def _look_at_bottom(self, action: Action) -> None:
        """¶76 iii: the dealer found to have looked at the bottom card, and the
        adversaries may call a fresh deal; not after the first round (¶76 v)."""
        seat = self._dealers_fault(action, LAW.bottom_card,
                                   "only the dealer could look at the bottom card")
        self._commit(Misdeal, LAW.bottom_card, f"{short_name(seat)} must not look at the "
                     f"bottom card, {self.turn_up}", seat,
                     note=f"looked at the bottom card, {self.turn_up}: the adversaries may "
                          "call a fresh deal")
        self._adversaries_decide("looked")

    def _lies_up(self, seat: int, card: Card) -> bool:
        """Whether ``card`` of ``seat`` is the trump card lying face up on the
        table, the dealer's (¶73): all have seen it, so it is not offered to be
        shown, and shown again it is not called."""
        return self.up_on_table and seat == self.dealer and card == self.turn_up

    def _trump_card_lies(self) -> bool:
        """Whether the trump card could be left on the table now (¶76 vii): the
        first round played and turned, the card still the dealer's, not yet
        exposed, not taken up before its time (iii: it was not on the table),
        and the dealer not yet playing to the second trick."""
        dealer = self.dealer
        return (self.stage == "play" and len(self._turned) == 1
                and self.turn_up in self._hands[dealer]
                and self.turn_up not in self.exposed[dealer]
                and not self._in_trick(dealer) and not self._taken_up_early())

    @act("leave-trump", law=LAW.trump_card_left, cards=0, value=False)
    def _leave_trump(self, action: Action) -> None:
        """¶76 vii: the trump card not taken into the dealer's hand at the end
        of the first round is treated as an exposed card, and called."""
        self._legal = None  # the acts offered go with the position (read only by a card)
        seat, card = action.player, self.turn_up
        if seat != self.dealer or not self._trump_card_lies():
            raise RuleError(LAW.trump_card_left, "the dealer leaves the trump card on the table "
                                                 "at the end of the first round, before he "
                                                 "plays again")
        self._commit(IllegalPlay, LAW.trump_card_left, f"{short_name(seat)} must take the trump "
                     f"card, {card}, into his hand at the end of the first round", seat,
                     note=f"left the trump card, {card}, on the table after the first round: "
                          "it is treated as an exposed card, and called")
        self.exposed[seat].add(card)

    # -- cards exposed, recalled, asked about ---------------------------------------

    @act("expose", law=LAW.exposed, cards=1, value=False)
    def _expose(self, action: Action) -> None:
        """¶76 ix: an exposed card may be called."""
        self._legal = None  # the acts offered go with the position (read only by a card)
        seat, card = action.player, action.cards[0]
        self._check_turn(action)
        if not self._holds(seat, card):
            raise NotHeld(f"{short_name(seat)} does not hold {card}")
        if card in self.exposed[seat]:
            raise IllegalPlay(LAW.exposed, f"{card} lies exposed already")
        if self._lies_up(seat, card):  # shown already: nothing follows (records keep it)
            self._commit(IllegalPlay, LAW.exposed, f"{card}, the trump card, lies face up on the "
                         f"table already", seat, note=f"showed {card}, the trump card lying face "
                         f"up, which all have seen: it is not called", penalty=False)
            return
        self._commit(IllegalPlay, LAW.exposed, f"{short_name(seat)} may not show {card}", seat,
                     note=f"exposed {card}: it is called, to be played when it may be")
        self.exposed[seat].add(card)

    @act("waive", law=LAW.exposed, cards=1, value=False)
    def _waive(self, action: Action) -> None:
        """¶76 ix: an exposed card "may be called": the adversaries may also let
        it go, and it is played as any other card."""
        self._legal = None  # the acts offered go with the position (read only by a card)
        seat, card = action.player, action.cards[0]
        holder = next((s for s in range(SEATS) if card in self.exposed[s]), None)
        if self.stage != "play" or holder is None:
            raise RuleError(LAW.exposed, f"{card} is not an exposed card liable to be called")
        if side(holder) == side(seat):
            raise RuleError(LAW.exposed, f"a card is called by its holder's adversaries, not by "
                                         f"{short_name(seat)}")
        self.exposed[holder].discard(card)

    @act("recall", law=LAW.not_followed, cards=0, value=None)
    def _recall(self, action: Action) -> None:
        """¶76 x and xi: a renounce recalled before the trick is turned."""
        self._legal = None  # the acts offered go with the position (read only by a card)
        seat, how = action.player, action.value
        # The trick the renounce lies in: on the table, or the one just turned
        # and not yet gathered, laid on the table again only once the recall
        # is found lawful (a refused recall leaves the deal as it was).
        lying = self._lying(seat)
        if lying:
            trick, number = self._turned[-1][0], len(self._turned)
            renounces = [(s, c) for s, c in trick if (s, number) in self.revokes]
        else:
            trick, renounces = self.trick, self.renounces
        found = [i for i, (s, c) in enumerate(trick) if s == seat and (s, c) in renounces]
        if self.stage != "play" or not found:
            raise RuleError(LAW.not_followed, f"{short_name(seat)} has no renounce on the table "
                                              "to recall")
        place = found[0]
        card = trick[place][1]
        covered = place != len(trick) - 1
        if how is not None:
            if how not in ("highest", "lowest"):
                raise RuleError(LAW.trumped_by_mistake, "the adversaries may ask for the "
                                                        "highest or the lowest of the suit led")
            if card.suit is not self.trump or covered:
                raise RuleError(LAW.trumped_by_mistake, "the highest or lowest is asked for "
                                                        "only of a trump played by mistake "
                                                        "and not covered")
        if lying:
            self._lay_again()
        self._take_back(place)
        self.exposed[seat].add(card)
        if how is not None:
            self.compelled[seat] = how
        law = LAW.trumped_by_mistake if card.suit is self.trump and not covered \
            else LAW.not_followed
        self._note(law, seat, f"recalled {card}, which did not follow suit: it lies exposed "
                              "and may be called"
                   + (f"; he must play the {how} of the suit led" if how else ""))

    def _lying(self, seat: int) -> bool:
        """Whether the trick last turned holds a renounce of ``seat``'s and
        still lies where it fell: no card led to the next trick.  The engine
        turns a trick as its fourth card falls; the table turns it when its
        winner gathers it to lead again, and until then ¶76 xi lets a renounce
        in it be recalled, the fourth hand's too (the revoke is not made)."""
        return (self.stage == "play" and not self.trick and bool(self.tricks)
                and (seat, len(self.tricks)) in self.revokes)

    def _lay_again(self) -> None:
        """The trick last turned back on the table, all four cards on it, as
        before it was turned: its renounces not yet revokes, its trick not yet
        won, the turn-up back on the table if the first trick took it up."""
        cards, winner = self._turned.pop()
        del self._tricks[len(self._turned):]  # its record, if it was read
        number = len(self._turned) + 1
        self.won[side(winner)] -= 1
        self.renounces = [(s, c) for s, c in cards if (s, number) in self.revokes]
        self.revokes = [r for r in self.revokes if r[1] != number]
        if number == 1 and all(c != self.turn_up for _, c in cards) \
                and not self._taken_up_early():
            self._hands[self.dealer].remove(self.turn_up)  # not if taken up early (iii)
            self.up_on_table = True
        self.trick = list(cards)
        self.leader = cards[0][0]
        self.stood = not in_seat_order(cards)

    def _take_back(self, place: int) -> None:
        """The cards of the trick from ``place`` on go back to their players."""
        for s, c in self.trick[place:]:
            if s == self.dealer and c == self.turn_up and not self.tricks:
                self.up_on_table = True
            else:
                self._hands[s] = sort_cards([*self._hands[s], c], self.trump)
            if (s, c) in self.renounces:
                self.renounces.remove((s, c))
        del self.trick[place:]
        self._settle_order()
        self.to_move = self._next_to_play()  # the renouncer, unless his card stood out of turn

    def _settle_order(self) -> None:
        """After cards are taken back or laid again (¶76 viii's state read
        afresh): whether cards still stand out of turn, and the second's
        compulsion to win only while the fourth's card that caused it lies
        there; the fourth's right to play first lapses."""
        trick = self.trick
        self.before = None
        self.stood = bool(trick) and not in_seat_order(trick)
        fourth_there = self.stood and self._in_trick((trick[0][0] + 3) % SEATS)
        for seat, how in list(self.compelled.items()):
            if how == "win" and not fourth_there:
                del self.compelled[seat]

    @act("ask", law=LAW.question, cards=0, value=False)
    def _ask(self, action: Action) -> None:
        """¶76 xiv: a partner may ask "having none?" of a player who does not follow."""
        self._legal = None  # the acts offered go with the position (read only by a card)
        seat = action.player
        if self._lying(partner(seat)):  # his renounce in the trick not yet gathered
            self._lay_again()
        if self.stage != "play" or not self.trick:
            raise RuleError(LAW.question, "the question is asked of a card on the table")
        led = self.trick[0][1].suit
        place = next((i for i, (s, c) in enumerate(self.trick)
                      if s == partner(seat) and c.suit is not led), None)
        if place is None:
            raise RuleError(LAW.question, f"{short_name(seat)}'s partner has not failed to "
                                          "follow suit in this trick")
        other, card = self.trick[place]
        if (other, card) in self.renounces:
            self._answer(seat, f"asks {short_name(other)} \"having none?\" in trick {len(self.tricks) + 1}",
                         f"he has {led.noun}: {card} is recalled (¶76 xi)")
            self._take_back(place)
            self.exposed[other].add(card)
            self._note(LAW.not_followed, other, f"recalled {card} when asked: it lies exposed "
                                                "and may be called")
            return
        self._answer(seat, f"asks {short_name(other)} \"having none?\" in trick {len(self.tricks) + 1}",
                     f"none of {led.noun}")

    @act("draw", law=LAW.draw, cards=0, value=False)
    def _draw(self, action: Action) -> None:
        """¶76 xiii: before he plays, a player may have each card of the trick claimed."""
        self._legal = None  # the acts offered go with the position (read only by a card)
        seat = action.player
        if self.stage != "play" or seat != self.to_move or not self.trick:
            raise RuleError(LAW.draw, "the cards are drawn at the asking of the player to play, "
                                      "a trick on the table")
        self._answer(seat, "has the cards of the trick drawn", trick_text(self.trick))

    @act("see-trick", law=LAW.last_trick, cards=0, value=None)
    def _see_trick(self, action: Action) -> None:
        """¶76 xii: "Before a trick is turned, the player who made it may see
        the preceding trick": the last trick, by the seat that made it.  An
        earlier trick ("Only one trick is to be shown"), or a look by another
        seat, is irregular; the law sets no penalty, so as at the table the look
        is noted (and the trick shown), and in strict play refused."""
        self._legal = None  # the acts offered go with the position (read only by a card)
        seat = action.player
        if self.stage != "play" or not self.tricks:
            raise RuleError(LAW.last_trick, "no trick has been turned")
        last = len(self.tricks)
        try:
            number = last if action.value is None else int(action.value)
        except ValueError:
            raise RuleError(LAW.last_trick, f"{action.value!r} is not a trick's number") from None
        if not 1 <= number <= last:
            raise RuleError(LAW.last_trick, f"there is no trick {number}")
        maker = self.tricks[number - 1].winner
        if number != last:  # an earlier trick is to be shown to nobody
            self._commit(RuleError, LAW.last_trick, f"only the last trick may be seen, "
                         f"trick {last}, not trick {number}", seat,
                         note=f"looked at trick {number}, not the last (only one trick is "
                              "shown)", penalty=False)
        elif seat != maker:
            self._commit(RuleError, LAW.last_trick, f"only the player who made trick {number}, "
                         f"{short_name(maker)}, may see it", seat,
                         note=f"looked at trick {number}, which {short_name(maker)} made (only "
                              "the player who made it may see it)", penalty=False)
        self._answer(seat, f"sees trick {number}", trick_text(self.tricks[number - 1].cards))

    # -- the revoke claimed --------------------------------------------------------------

    def _revoking_sides(self) -> set[int]:
        return {side(s) for s, _ in self.revokes}

    def _open_claims(self) -> None:
        """The cards abandoned: the revokes are claimed, or a new deal (¶76 xviii)."""
        sides = self._revoking_sides()
        if not sides:
            self._finish()
            return
        if len(sides) == 2:
            # noted under the last to revoke (the note names who committed it; until
            # 0.3.9 it named the dealer, "revokes on both sides", as if he had)
            self._note(LAW.both_revoke, self.revokes[-1][0],
                       "revoked, as his adversaries had: a new deal")
            self._void("revokes on both sides: a new deal", redeal=True)
            return
        revoker = self.revokes[0][0]
        self.stage, self.phase, self.to_move = "claims", SCORING, left(revoker)

    @act("claim-revoke", law=LAW.revoke, cards=0, value=True)
    def _claim(self, action: Action) -> None:
        """¶76 xv: the penalty of a revoke, at the claimants' choice."""
        self._legal = None  # the acts offered go with the position (read only by a card)
        seat, how = action.player, action.value
        if how not in PENALTIES:
            raise RuleError(LAW.revoke, f"the penalty is one of: {', '.join(PENALTIES)}")
        if self.stage == "play":
            self._commit(RuleError, LAW.revoke, "no revoke can be claimed till the cards are "
                         "abandoned", seat, note="claimed a revoke before the cards were "
                                                 "abandoned: no claim lies yet", penalty=False)
            return
        if self.stage != "claims":
            raise RuleError(LAW.no_late_claim, "no revoke can be claimed now")
        if side(seat) in self._revoking_sides():
            self._commit(RuleError, LAW.proof, f"{short_name(seat)}'s adversaries did not revoke:"
                         " the tricks examined show none", seat,
                         note="claimed a revoke the tricks do not prove", penalty=False)
            return
        revoker, number = self.revokes.pop(0)
        self.claims.append((side(seat), how))
        self._note(LAW.revoke, revoker, f"the revoke in trick {number} is claimed: "
                                        f"{PENALTY_WORDS[how]}")
        if not self.revokes:
            self._finish()
        else:
            self.to_move = left(self.revokes[0][0])

    @act("gather", law=LAW.no_late_claim, cards=0, value=False)
    def _gather(self, action: Action) -> None:
        """¶76 xvi: no revoke can be claimed after the tricks are gathered."""
        self._legal = None  # the acts offered go with the position (read only by a card)
        if self.stage != "claims" or action.player != self.to_move:
            raise RuleError(LAW.no_late_claim, "the tricks are gathered by the claimants, "
                                               "when the revokes are claimed or given up")
        for revoker, number in self.revokes:
            self._note(LAW.no_late_claim, revoker, f"the revoke in trick {number} is not "
                                                   "claimed: the tricks are gathered")
        self.revokes = []
        self._finish()

    # -- what a careless table could do now --------------------------------------------

    def irregular_actions(self) -> list[Action]:
        """The irregular acts a table could commit now (not offered among the
        regular acts, but accepted by :meth:`apply`)."""
        out: list[Action] = []
        if self.stage == "claims":
            for s in range(SEATS):
                if side(s) in self._revoking_sides():
                    out.append(Action("claim-revoke", s, (), "add"))
            return out
        if self.stage == "honours" and self.to_move is not None:  # ¶76 xix: overscores
            mover = self.to_move
            if self.honours_held()[side(mover)] == 3:
                out.append(Action("claim-honours", mover, (), "four"))
            out.append(Action("claim-honours", left(mover), (), "three"))
            return out
        if self.stage == "two-dealt":  # ¶76 vi: dealing on before putting it right
            return [Action("deal-on", self.dealer)]
        if self.stage != "play" or self.to_move is None:
            return out
        mover = self.to_move
        if self._fresh_deal_open():
            out.append(Action("misdeal", self.dealer))
            out.append(Action("look-at-bottom", self.dealer))
            other = self._hands[left(self.dealer)]
            if other:
                out.append(Action("deal-exposed", self.dealer, (other[0],)))
            if not self.trick and not self._turned:  # found in the dealing (¶76 vi)
                out.append(Action("two-cards", self.dealer, (), str(left(self.dealer))))
            out.append(Action("deal-for-partner", partner(self.dealer)))
        if self._trump_card_lies():
            out.append(Action("leave-trump", self.dealer))
        if self.up_on_table:
            out.append(Action("take-up-trump", self.dealer))
        for card in self.held(mover):
            if card not in self._following(mover):
                out.append(Action("play", mover, (card,)))
        # every card a seat could play out of turn or show, in its hand's
        # order: which card it is decides the penalty's weight (an ace
        # called, a lead out of turn answered in its suit), and a reader
        # as at the table chooses it
        for s in range(SEATS):
            if s != mover:
                out += [Action("play", s, (c,)) for c in self.held(s)]
            out += [Action("expose", s, (c,)) for c in self.held(s)
                    if c not in self.exposed[s] and not self._lies_up(s, c)]
        if len(self.tricks) >= 2:
            out.append(Action("see-trick", mover, (), "1"))
        if self.revokes or self.renounces:
            out.append(Action("claim-revoke", mover, (), "tricks"))
        for s, c in self.renounces:
            out.append(Action("recall", s))
        if not self.trick and self.tricks:  # a renounce in the trick not yet gathered
            for s, number in self.revokes:
                if number == len(self.tricks):
                    out.append(Action("recall", s))
        if not self._has_played(mover) and self._call_fault(mover) is not None:
            out.append(Action("call", mover))
        return out
