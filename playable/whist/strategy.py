"""The period player: Whist played by the maxims of ¶75, each switchable.

*Enquire Within Upon Everything* gives twenty-two maxims for Whist (¶75).
The player reads each as a rule it can follow at the table, keyed by its law
id (:class:`playable.laws.ids.WhistLaws`), and :class:`Advice` cites the
maxim that decided a card.  It follows all twenty-two by default
(:data:`ALL_MAXIMS`).  The last two were read once the e-text itself was
found; until 0.3.8 the player followed the first twenty alone
(:data:`MAXIMS`), and ``PeriodPlayer(MAXIMS)`` still does,
``PeriodPlayer([*MAXIMS, "xxii"])`` the twenty and xxii.  Where the words
leave a measure open (what is "strong",
"weak", "small") the player's measure is stated here; a maxim switched off
(:meth:`PeriodPlayer.without`) leaves the plain play below in its place.

**Measures.**  *Strong in trumps*: five trumps, or four with an honour (ace,
king, queen or knave of trumps) among them, much as *Hoyle's Games, Improved and Enlarged*
has it, "five small ones, or three small ones and one honour" (p. 156 of the
reprint read; edition not checked); otherwise *weak* in them.  A
*strong hand*: six honours of any suit (aces, kings, queens, knaves) or more;
a *weak hand*: two or fewer.  A *strong suit*: a plain suit of five cards, or
of four with two honours.  A *small* card: a ten or lower.  A *sequence*:
two or more successive cards of a suit headed by a ten or better; a *good*
one three or more headed by a queen or better (a tierce, ¶74 xiv).  A card
is *master* (commanding) when no card of its suit above it is still out.

The maxims, as the player reads them:

* **i. Lead from your strong suit, be cautious how you change suits, and keep
  a commanding card to bring it in again.**  Leading a plain suit, it goes on
  with the suit it led last while it holds two cards of it or more; else it
  opens its strongest plain suit (most cards, then most honours).  From a
  suit of three cards or more it does not lead the commanding card it holds
  (it leads low and keeps it), unless iii or vii says otherwise.
* **ii. Lead through the strong suit and up to the weak; but not in trumps,
  unless very strong in them.**  The suit its left-hand adversary opened (his
  strong suit, by maxim i) is led through him, before its own; a suit its
  right-hand adversary opened is not led up to him while another will do.
  Trumps are led by v, vi and the rest, never for this maxim.
* **iii. Lead the highest of a sequence; but if you have a quarte or cinque
  to a king, lead the lowest.**  Leading a suit headed by a sequence, it
  leads the highest card of it; four or five successive cards headed by the
  king, the lowest of them.
* **iv. Lead through an honour, particularly if the game is against you.**
  The player reads it of the honour turned up, the one honour a player can
  know to lie in a given hand: when the dealer sits on its left and turned up
  an honour he has not yet played, it leads a trump through him, when the
  game is against its side (the adversaries' score above its own) or level.
* **v. Lead your best trump, if the adversaries be eight, and you have no
  honour; but not if you have four trumps, unless you have a sequence.**  At
  Long Whist when the adversaries are at eight (where a call of honours could
  win them the game, ¶76 xx), holding no honour in trumps, it leads its
  highest trump, except with four trumps or more and no sequence in them.  At
  Short Whist (¶77) the score read for "eight" is three, two from the game.
* **vi. Lead a trump if you have four or five, or a strong hand; but not if
  weak.**  With four trumps or more, or a strong hand, and its hand not weak,
  it leads a trump (by iii and vii's choice of card) while any trump is out
  against it.
* **vii. Having ace, king, and two or three small cards, lead ace and king if
  weak in trumps, but a small one if strong in them.**  With such a suit it
  leads the ace, then the king, when weak in trumps; when strong in them, the
  smallest card.
* **viii. If you have the last trump, with some winning cards, and one losing
  card only, lead the losing card.**  Holding every trump still out, with
  master cards besides and a single card that is not master, it leads that
  card (the trump brings the lead back to it).
* **ix. Return your partner's lead, not the adversaries'; and if you hold only
  three originally, play the best; but you need not return it immediately,
  when you win with a king, queen, or knave, and have only small ones, or when
  you hold a good sequence, a strong suit, or five trumps.**  Having the lead,
  it leads the suit its partner last led, the highest card if it held three of
  it at the deal, else the lowest; it leads elsewhere when it won the last
  trick with a king, queen or knave and has only small cards of the suit, or
  holds a good sequence, a strong suit or five trumps.  The adversaries'
  suits it opens only when no other will do (with ii's exception).
* **x. Do not lead from ace queen, or ace knave.**  A suit holding the ace
  with the queen or the knave but not the king is not opened while another
  will do.
* **xi. Do not--as a rule--lead an ace, unless you have a king.**  Leading a
  suit holding the ace without the king (not a single ace), it leads low.
* **xii. Do not lead a thirteenth card, unless trumps be out.**  A card whose
  suit has no other card out (the rest played or in its own hand) is not led
  while a trump not its own is unplayed (trumps not yet out, in the text's
  sense) and another card will do.
* **xiii. Do not trump a thirteenth card, unless you be last player, or want
  the lead.**  Void of such a card's suit, it throws a loose card instead of
  trumping, unless it plays last to the trick or holds two master cards or
  more (it wants the lead to make them).
* **xiv. Keep a small card to return your partner's lead.**  Throwing a loose
  card, it keeps its last small card of its partner's suit.
* **xv. Be cautious in trumping a card when strong in trumps, particularly if
  you have a strong suit.**  Strong in trumps, it does not trump second in
  hand (its partner may win the trick); with a strong suit besides, it trumps
  only when it plays last and the adversaries hold the trick.
* **xvi. Having only a few small trumps, make them when you can.**  With three
  trumps or fewer, none an honour, it trumps whenever it can take the trick,
  unless its partner holds it with a master card.
* **xvii. If your partner refuse to trump a suit, of which he knows you have
  not the best, lead your best trump.**  When its partner, void of a suit,
  threw a plain card to a trick the adversaries won (refusing to trump: he is
  strong in trumps, xv), it leads its highest trump.
* **xviii. When you hold all the remaining trumps, play one, and then try to
  put the lead in your partner's hand.**  Holding every trump still out, it
  leads one of them, if it did not lead the last trick it led with a trump;
  then a low card of its partner's suit, or of a suit where it holds nothing
  commanding and its partner is not void.
* **xix. Remember how many of each suit are out, and what is the best card
  left in each hand.**  A machine remembers what it is told to: with xix the
  player counts every card played in the deal, so that it knows which cards
  are master, which suits have none out, who has shown out of a suit.
  Switched off, it counts no card gone: it knows its hand, the trick on the
  table, the card turned up, who led which suit and who has shown out of one,
  but every card not in its own hand or on the table is still "out" for it.
  Where the count alone decides (third in hand, its partner's card found
  master by the cards gone) the advice cites xix.
* **xx. Never force your partner if you are weak in trumps, unless you have a
  renounce, or want the odd trick.**  (*Hoyle's Games, Improved and Enlarged*, p. 156 of
  the reprint read, edition not checked, has "or want only the odd trick",
  which is how the player reads it.)  Weak in trumps, with no renounce (every
  plain suit still in its hand) and its side not wanting only the odd trick
  (six tricks won), it does not lead a suit its partner has shown out of.

The last two, not followed by default (switched on by name, above):

* **xxi. When playing for the odd trick, be cautious of trumping out,
  especially if your partner be likely to trump a suit.  Make all the tricks
  you can early, and avoid finessing.**  Its side *plays for the odd trick*
  when it has won six tricks (xx's "want only the odd trick"), or when it
  stands one point from the game before the deal (nine at Long Whist, four at
  Short), where the odd trick alone wins it, and has not yet won seven.  Then
  (a) holding a plain card, it leads no trump by any maxim (iv, v, vi, ix
  returning a trump, xvii) while a trump is out against it, unless with
  *overwhelming strength*: the card led is master and it holds as many trumps
  above every trump out as there are trumps out, so that each round of trumps
  is its own trick; and never when its partner is likely to trump a suit (he
  has shown out of a plain suit and not of trumps).  The lead goes to the next
  rule, or the plain lead.  (b) Leading, after viii and xviii, it cashes a
  sure winner: a master card of a plain suit that no adversary who may still
  hold a trump has shown out of (of the suit with most such cards, the
  highest).  (c) Third in hand it does not finesse, but plays high.
* **xxii. If you take a trick, and have a sequence, win it with the
  lowest.**  Taking a trick it has not led, with a card of a sequence (as
  measured above) that runs down from it in its hand, it plays the lowest
  card of that sequence: the card chosen for a finesse (holding ace, queen
  and knave, the queen) gives way to the knave.  That is the one place where
  it decides: third in hand high the plain play already puts on the lowest of
  its top sequence, last in hand the cheapest card that wins, void of the
  suit the cheapest trump, and there xxii is not cited.  Cards that the cards
  gone make equal (ace and queen with the king played) are no sequence for
  it.  Leading, it plays the highest of a sequence by iii.

**The plain play**, where no maxim decides: it leads from the plain suit
holding its lowest card (the lowest of four cards or more, the highest of
three or fewer); second in hand it
plays low; third in hand high (the lowest of its top sequence), and with the
best and third best of the suit it *finesses* the third best (¶74 i) when the
second best is still out; last in hand it wins as cheaply as it can, or gives
its lowest card.  Void of the suit led it trumps with the cheapest trump that
wins when the adversaries hold the trick and it plays last or their card is
master, and otherwise throws a *loose card* (¶74 iv): the lowest card of its
weakest plain suit.  Besides the cards: at eight with two honours it calls
(¶76 xx); after a card exposed in dealing it asks for a new deal (¶76 ii);
claiming a revoke it takes three points from the adversaries' score when they
lead the game (and have three), else adds three to its own (¶76 xv).

The player sees only a :class:`playable.whist.View`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property

from playable.engine.cards import Card, Rank, Suit
from playable.engine.core import Action
from playable.engine.words import compass
from playable.laws.ids import LawId
from playable.laws.ids import WhistLaws as L
from playable.whist.cards import is_honour
from playable.whist.irregular import FRESH_DEALS
from playable.whist.state import View

__all__ = ["ALL_MAXIMS", "MAXIMS", "Advice", "PeriodPlayer", "Sight", "sequence", "sequences"]

#: The first twenty maxims of ¶75, i-xx, by their law ids: the player's
#: default until 0.3.8, before maxims xxi and xxii were read.
MAXIMS: tuple[LawId, ...] = (
    L.S75_I, L.S75_II, L.S75_III, L.S75_IV, L.S75_V, L.S75_VI, L.S75_VII, L.S75_VIII,
    L.S75_IX, L.S75_X, L.S75_XI, L.S75_XII, L.S75_XIII, L.S75_XIV, L.S75_XV, L.S75_XVI,
    L.S75_XVII, L.S75_XVIII, L.S75_XIX, L.S75_XX)

#: Every maxim of ¶75, i-xxii: the ones the player follows by default.
ALL_MAXIMS: tuple[LawId, ...] = (*MAXIMS, L.S75_XXI, L.S75_XXII)

_SEATS = compass(4)
_ACE, _KING, _QUEEN, _KNAVE, _TEN = Rank.ACE, Rank.KING, Rank.QUEEN, Rank.KNAVE, Rank.TEN
_HONOURS = frozenset((_ACE, _KING, _QUEEN, _KNAVE))
_PACK = {suit: tuple(Card(rank, suit) for rank in sorted(Rank, reverse=True)) for suit in Suit}

Choice = tuple[Card, str, LawId | None]

#: Why a suit is not led, by the maxim that says so.
_AVOID: dict[LawId, str] = {
    L.S75_II: "not up to the right-hand adversary's suit",
    L.S75_IX: "the adversaries' suit",
    L.S75_X: "ace with queen or knave, no king",
    L.S75_XII: "thirteenth cards, trumps not yet out",
    L.S75_XX: "weak in trumps, partner is void: no forcing",
}


#: Every name a maxim answers to: its law id, ``s75-ix``, ``ix``, ``maxim ix``.
_NAMES: dict[str, LawId] = {
    alias: law for law in ALL_MAXIMS
    for alias in (law, law.split(":")[1], law.rsplit("-", 1)[1], "maxim " + law.rsplit("-", 1)[1])}


def _maxim_id(name: str) -> LawId:
    law = _NAMES.get(name.strip().lower())
    if law is None:
        raise ValueError(f"unknown maxim {name!r}; the maxims are {', '.join(ALL_MAXIMS)}")
    return law


@dataclass(frozen=True)
class Advice:
    """The act the player chooses, the reason it gives, and the maxim (or
    law) that decided it, if one did: ``law``."""

    action: Action
    reason: str
    law: LawId | None = None

    def __str__(self) -> str:
        words = [_SEATS[self.action.player], self.action.kind,
                 *map(str, self.action.cards)]
        if self.action.value is not None:
            words.append(self.action.value)
        return " ".join(words) + f": {self.reason}" + (f" [{self.law}]" if self.law else "")


def _by_suit(cards: Iterable[Card]) -> dict[Suit, list[Card]]:
    """Cards by suit, each suit from its highest card."""
    out: dict[Suit, list[Card]] = {}
    for c in sorted(cards, key=lambda c: -c.rank):
        out.setdefault(c.suit, []).append(c)
    return out


def _beats(card: Card, best: Card, trump: Suit) -> bool:
    if card.suit is best.suit:
        return card.rank > best.rank
    return card.suit is trump


def sequence(cards: Sequence[Card]) -> list[Card]:
    """The run of successive cards that heads ``cards`` (one suit, highest
    first): ``[K, Q, J]`` of ``K Q J 7``; one card when the top two are not
    successive."""
    run = [cards[0]] if cards else []
    for c in cards[1:]:
        if c.rank != run[-1].rank - 1:
            break
        run.append(c)
    return run


_RUN_NAMES = {3: "tierce", 4: "quarte", 5: "quinte"}


def sequences(cards: Iterable[Card]) -> list[tuple[str, tuple[Card, ...]]]:
    """The runs of three or more successive cards of one suit in ``cards``,
    highest first, each named as ¶74 names it: a *tierce* (xiv), *quarte*
    (vi), *quinte* (viii), *major* when the ace heads it (xv, vii, ix); a
    longer run is "a sequence of" its length."""
    out: list[tuple[str, tuple[Card, ...]]] = []
    for held in _by_suit(cards).values():
        while held:
            run = sequence(held)
            held = held[len(run):]
            if len(run) >= 3:
                name = _RUN_NAMES.get(len(run), f"a sequence of {len(run)}")
                if run[0].rank is _ACE and len(run) <= 5:
                    name += " major"
                out.append((name, tuple(run)))
    return out


class Sight:
    """What the player makes of its :class:`~playable.whist.View`: the cards
    gone (all played, with maxim xix; without it only the trick on the
    table), the cards still out in the other hands, the suits each seat has
    shown out of, who led which suit."""

    def __init__(self, view: View, remember: bool = True) -> None:
        self.view = view
        self.seat = view.seat
        self.partner = (view.seat + 2) % 4
        self.left = (view.seat + 1) % 4
        self.right = (view.seat + 3) % 4
        self.trump = view.trump
        self.hand = tuple(view.held)  # the dealer's turn-up is his to play
        self._out: dict[Suit, list[Card]] = {}
        self.remember = remember
        self.tricks: list[tuple[tuple[tuple[int, Card], ...], int]] = [
            (tuple(t.cards), t.winner) for t in view.tricks]
        self.trick = tuple(view.trick)

    @cached_property
    def turned(self) -> Card:
        """The card the dealer turned up."""
        return Card.parse(self.view.turned_up)

    @cached_property
    def suits(self) -> dict[Suit, list[Card]]:
        return _by_suit(self.hand)

    @cached_property
    def gone(self) -> frozenset[Card]:
        """The cards played that the player keeps in mind."""
        out = {c for _, c in self.trick}
        if self.remember:
            for cards, _ in self.tricks:
                out.update(c for _, c in cards)
        return frozenset(out)

    def out(self, suit: Suit) -> list[Card]:
        """The cards of ``suit`` still out in the other hands, as far as the
        player knows (highest first)."""
        found = self._out.get(suit)
        if found is None:
            known = self.known
            found = self._out[suit] = [c for c in _PACK[suit] if c not in known]
        return found

    @cached_property
    def known(self) -> frozenset[Card]:
        """The cards the player knows are not out: its own and those gone."""
        return self.gone | frozenset(self.hand)

    def master(self, card: Card) -> bool:
        """No card of its suit above it is out."""
        return all(c.rank < card.rank for c in self.out(card.suit))

    @cached_property
    def trumps(self) -> list[Card]:
        return self.suits.get(self.trump, [])

    @cached_property
    def trumps_out(self) -> bool:
        """Whether any trump is still out against the player (not gone, not its own)."""
        return bool(self.out(self.trump))

    @cached_property
    def void(self) -> dict[int, set[Suit]]:
        """The suits each seat has shown out of (failed to follow), in the
        tricks played and the trick on the table."""
        out: dict[int, set[Suit]] = {s: set() for s in range(4)}
        rounds = [cards for cards, _ in self.tricks] + [self.trick]
        for cards in rounds:
            if cards:
                led = cards[0][1].suit
                for seat, c in cards[1:]:
                    if c.suit is not led:
                        out[seat].add(led)
        return out

    def leads(self, seat: int) -> list[Suit]:
        """The suits ``seat`` led, in order (the leads are remembered always)."""
        return [cards[0][1].suit for cards, _ in self.tricks
                if cards and cards[0][0] == seat]

    def held_at_deal(self, suit: Suit) -> int:
        """How many cards of ``suit`` the player held at the deal."""
        played = sum(1 for cards, _ in self.tricks for s, c in cards
                     if s == self.seat and c.suit is suit)
        return played + len(self.suits.get(suit, ()))

    @cached_property
    def strong_in_trumps(self) -> bool:
        n = len(self.trumps)
        return n >= 5 or (n >= 4 and any(c.rank in _HONOURS for c in self.trumps))

    @cached_property
    def honours(self) -> int:
        return sum(1 for c in self.hand if c.rank in _HONOURS)

    def strong_suit(self, suit: Suit) -> bool:
        cards = self.suits.get(suit, [])
        return suit is not self.trump and (
            len(cards) >= 5 or (len(cards) >= 4 and sum(c.rank in _HONOURS for c in cards) >= 2))

    def good_sequence(self) -> bool:
        return any(len(run) >= 3 and run[0].rank >= _QUEEN
                   for run in (sequence(cards) for cards in self.suits.values()))

    @cached_property
    def score(self) -> tuple[int, int]:
        """(ours, theirs): the game's score before this deal."""
        score = self.view.options.score or (0, 0)
        side = self.seat % 2
        return score[side], score[1 - side]

    @cached_property
    def target(self) -> int:
        return int(self.view.options.target)

    @cached_property
    def tricks_won(self) -> int:
        side = self.seat % 2
        return sum(1 for _, w in self.tricks if w % 2 == side)

    @cached_property
    def winning(self) -> tuple[int, Card] | None:
        """The seat and card holding the trick on the table."""
        if not self.trick:
            return None
        best = self.trick[0]
        for seat, c in self.trick[1:]:
            if _beats(c, best[1], self.trump):
                best = (seat, c)
        return best

    @cached_property
    def for_the_odd_trick(self) -> bool:
        """Whether its side plays for the odd trick (¶75 xxi): it has won six
        tricks, or it stands one point from the game and has not won seven."""
        won = self.tricks_won
        return won == 6 or (won < 7 and self.score[0] == self.target - 1)

    def may_trump(self, seat: int) -> list[Suit]:
        """The plain suits ``seat`` has shown out of, while not out of trumps."""
        void = self.void[seat]
        return [] if self.trump in void else [x for x in Suit if x in void]

    @cached_property
    def partner_may_trump(self) -> list[Suit]:
        """The plain suits the partner may trump (:meth:`may_trump`)."""
        return self.may_trump(self.partner)

    def thirteenth(self, card: Card) -> bool:
        """A card whose suit has no other card out (¶75 xii, xiii)."""
        return card.suit is not self.trump and not self.out(card.suit)


class PeriodPlayer:
    """Plays by the maxims of ¶75: all twenty-two by default (:data:`ALL_MAXIMS`);
    name the ones to follow (``PeriodPlayer(MAXIMS)``: the first twenty, the
    player before 0.3.8), or switch any off with :meth:`without`."""

    name = "period"

    def __init__(self, maxims: Iterable[str] = ALL_MAXIMS) -> None:
        self.maxims = frozenset(map(_maxim_id, maxims))

    @classmethod
    def without(cls, *maxims: str, of: Iterable[str] = ALL_MAXIMS) -> PeriodPlayer:
        """The period player with the named maxims switched off, of the
        twenty-two followed by default, or of ``of`` (``of=MAXIMS``: of the
        first twenty)."""
        return cls(frozenset(map(_maxim_id, of)) - set(map(_maxim_id, maxims)))

    def __repr__(self) -> str:
        off = [m.rsplit("-", 1)[1] for m in ALL_MAXIMS if m not in self.maxims]
        return f"PeriodPlayer(without: {', '.join(off)})" if off else "PeriodPlayer()"

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.advise(view, legal, rng).action

    def advise(self, view: View, legal: Sequence[Action],
               rng: random.Random | None = None) -> Advice:
        """The act chosen among ``legal`` and the reason for it."""
        if not legal:
            raise ValueError("no legal act to choose from")
        plays = [a for a in legal if a.kind == "play"]
        call = next((a for a in legal if a.kind == "call"), None)
        if call is not None:
            held = sum(is_honour(c, view.trump) for c in view.held)
            return Advice(call, f"at eight, with {('two', 'three', 'four')[held - 2]} honours: "
                                "call them", L.S76_XX)
        if plays:
            sight = Sight(view, remember=L.S75_XIX in self.maxims)
            cards = [a.cards[0] for a in plays]
            card, reason, law = (self._follow(sight, cards) if sight.trick
                                 else self._lead(sight, cards))
            act = next((a for a in plays if a.cards[0] == card), None)
            if act is None:  # the laws leave fewer cards than the hand (a card called)
                act = min(plays, key=lambda a: (a.cards[0].suit is view.trump, a.cards[0].rank))
                return Advice(act, f"the laws allow only {', '.join(map(str, cards))}: "
                                   f"the least of them")
            return Advice(act, reason, law)
        return self._other(view, legal, rng)

    def _on(self, law: LawId) -> bool:
        return law in self.maxims

    # -- the acts besides playing a card --------------------------------------------

    def _other(self, view: View, legal: Sequence[Action],
               rng: random.Random | None) -> Advice:
        kinds = {a.kind: a for a in legal}
        if "claim-revoke" in kinds:
            score = view.options.score or (0, 0)
            ours, theirs = score[view.seat % 2], score[1 - view.seat % 2]
            how = "deduct" if theirs > ours and theirs >= 3 else "add"
            act = next(a for a in legal if a.kind == "claim-revoke" and a.value == how)
            why = ("three points off the revokers' score, who lead" if how == "deduct"
                   else "three points added to our score")
            return Advice(act, f"the revoke claimed: {why}", L.S76_XV)
        if "claim-honours" in kinds:
            return Advice(kinds["claim-honours"], "our honours claimed before the next deal",
                          L.S76_XIX)
        if "new-deal" in kinds:  # a fault of the deal: the fresh deal called
            fault = FRESH_DEALS[view.stage]
            return Advice(kinds["new-deal"], fault.why, fault.law)
        if "rectify" in kinds:  # ¶76 vi: two cards dealt together, put right in time
            return Advice(kinds["rectify"], "two cards dealt together, put right before "
                                            "another is dealt", L.S76_VI)
        return Advice(legal[0], "the first act offered")

    # -- leading ----------------------------------------------------------------------

    def _lead(self, s: Sight, cards: list[Card]) -> Choice:
        odd = self._odd_trick(s) and any(c.suit is not s.trump for c in cards)
        held: Choice | None = None  # a trump lead xxi holds back
        for rule in (self._last_trump, self._all_trumps, self._cash, self._return,
                     self._refused, self._at_eight, self._through_honour, self._trump_lead):
            choice = rule(s, cards)
            if choice is None:
                continue
            if odd and choice[0].suit is s.trump and not self._overwhelming(s, choice[0]):
                held = held or choice
                continue
            return choice
        choice = self._plain_lead(s, cards)
        if held is not None and choice[0] != held[0]:
            partner = s.partner_may_trump
            why = (f"partner may trump the {' and '.join(x.noun for x in partner)}" if partner
                   else "not strong enough to draw every trump")
            return (choice[0], (f"playing for the odd trick, no trump led (not {held[0]}: "
                                f"{why}); {choice[1]}"), L.S75_XXI)
        return choice

    def _odd_trick(self, s: Sight) -> bool:
        """Whether maxim xxi governs the play: on, and playing for the odd trick."""
        return self._on(L.S75_XXI) and s.for_the_odd_trick

    def _overwhelming(self, s: Sight, card: Card) -> bool:
        """Strength enough to lead ``card``, a trump, when playing for the odd
        trick (xxi): no trump out against it, or the card master and as many
        trumps above every trump out as there are out, and partner not likely
        to trump a suit."""
        out = s.out(s.trump)
        if not out:
            return True
        if s.partner_may_trump:
            return False
        top = [c for c in s.trumps if c.rank > out[0].rank]
        return card in top and len(top) >= len(out)

    def _cash(self, s: Sight, cards: list[Card]) -> Choice | None:
        if not self._odd_trick(s):
            return None
        ruff = {*s.may_trump(s.left), *s.may_trump(s.right)}
        sure = [c for c in cards if c.suit is not s.trump and s.master(c)
                and not (s.trumps_out and c.suit in ruff)]
        if not sure:
            return None
        card = max(sure, key=lambda c: (sum(x.suit is c.suit for x in sure), c.rank))
        return (card, f"playing for the odd trick, make the tricks early: {card}, a sure winner",
                L.S75_XXI)

    def _last_trump(self, s: Sight, cards: list[Card]) -> Choice | None:
        if not self._on(L.S75_VIII) or not s.trumps or s.trumps_out:
            return None
        plain = [c for c in cards if c.suit is not s.trump]
        losers = [c for c in plain if not s.master(c)]
        if len(losers) == 1 and len(plain) > 1:
            return (losers[0], (f"the last trump, winning cards and one losing card: "
                               f"lead the losing {losers[0]}"), L.S75_VIII)
        return None

    def _all_trumps(self, s: Sight, cards: list[Card]) -> Choice | None:
        if not self._on(L.S75_XVIII) or not s.trumps or s.trumps_out:
            return None
        mine = [cards for cards, _ in s.tricks if cards and cards[0][0] == s.seat]
        led_trump = bool(mine) and mine[-1][0][1].suit is s.trump
        if not led_trump and any(s.out(x) for x in Suit if x is not s.trump):
            card = s.trumps[-1]
            return (card, f"every trump left is in hand: play one, {card}", L.S75_XVIII)
        if led_trump:
            partner_suits = [x for x in reversed(s.leads(s.partner)) if x is not s.trump]
            options = [x for x in partner_suits if x in s.suits]
            options += [x for x in s.suits if x is not s.trump and x not in s.void[s.partner]
                        and not s.master(s.suits[x][0]) and s.out(x)]
            if options:
                card = s.suits[options[0]][-1]
                return (card, f"trump played; now put the lead in partner's hand with {card}",
                        L.S75_XVIII)
        return None

    def _return(self, s: Sight, cards: list[Card]) -> Choice | None:
        if not self._on(L.S75_IX):
            return None
        suits = [x for x in reversed(s.leads(s.partner)) if x in s.suits]
        if not suits:
            return None
        suit = suits[0]
        held = s.suits[suit]
        last = s.tricks[-1] if s.tricks else None
        if last is not None and last[1] == s.seat:
            won = next(c for seat, c in last[0] if seat == s.seat)
            if won.rank in (_KING, _QUEEN, _KNAVE) and all(c.rank <= _TEN for c in held):
                return None
        if (s.good_sequence() or any(s.strong_suit(x) for x in s.suits)
                or len(s.trumps) >= 5) and suit is not s.trump:
            return None
        if s.held_at_deal(suit) == 3:
            card = held[0]
            return (card, (f"return partner's {suit.noun}; held three at the deal: "
                          f"the best, {card}"), L.S75_IX)
        card = held[-1]
        return (card, f"return partner's lead of {suit.noun} with {card}", L.S75_IX)

    def _refused(self, s: Sight, cards: list[Card]) -> Choice | None:
        if not self._on(L.S75_XVII) or not s.trumps or not s.trumps_out:
            return None
        for played, winner in s.tricks:
            led = played[0][1].suit
            theirs = winner % 2 != s.seat % 2
            mine = played[0][0] == s.seat
            refused = any(seat == s.partner and c.suit is not led and c.suit is not s.trump
                          for seat, c in played)
            if theirs and not mine and led is not s.trump and refused \
                    and s.trump not in s.void[s.partner]:
                card = s.trumps[0]
                return (card, (f"partner refused to trump the {led.noun}: "
                              f"lead the best trump, {card}"), L.S75_XVII)
        return None

    def _at_eight(self, s: Sight, cards: list[Card]) -> Choice | None:
        if not self._on(L.S75_V) or not s.trumps or not s.trumps_out:
            return None
        if s.score[1] != s.target - 2 or any(c.rank in _HONOURS for c in s.trumps):
            return None
        if len(s.trumps) >= 4 and len(sequence(s.trumps)) < 2:
            return None
        card = s.trumps[0]
        return (card, (f"the adversaries at {s.score[1]}, no honour: lead the best trump, "
                      f"{card}"), L.S75_V)

    def _through_honour(self, s: Sight, cards: list[Card]) -> Choice | None:
        turned = s.turned
        if (not self._on(L.S75_IV) or not s.trumps or s.view.dealer != s.left
                or turned.rank not in _HONOURS
                or any(c == turned for cards_, _ in s.tricks for _, c in cards_)
                or s.score[0] > s.score[1]):
            return None
        card, why, _law = self._card_of(s, s.trumps)
        return (card, f"lead through the {turned} turned up on the left ({why})", L.S75_IV)

    def _trump_lead(self, s: Sight, cards: list[Card]) -> Choice | None:
        if not self._on(L.S75_VI) or not s.trumps or not s.trumps_out or s.honours <= 2:
            return None
        if len(s.trumps) < 4 and s.honours < 6:
            return None
        card, why, law = self._card_of(s, s.trumps)
        what = f"{len(s.trumps)} trumps" if len(s.trumps) >= 4 else "a strong hand"
        return (card, f"with {what}, lead a trump: {why}", law or L.S75_VI)

    def _plain_lead(self, s: Sight, cards: list[Card]) -> Choice:
        plain = [x for x in s.suits if x is not s.trump]
        if not plain:
            card, why, law = self._card_of(s, s.trumps)
            return (card, f"nothing but trumps: {why}", law)
        avoid: dict[Suit, LawId] = {}
        for x in plain:
            held = s.suits[x]
            ranks = {c.rank for c in held}
            if self._on(L.S75_XII) and s.trumps_out and all(s.thirteenth(c) for c in held):
                avoid[x] = L.S75_XII
            elif (self._on(L.S75_XX) and x in s.void[s.partner] and not s.strong_in_trumps
                  and s.trump not in s.void[s.partner]
                  and all(y in s.suits for y in Suit if y is not s.trump)
                  and s.tricks_won != 6):
                avoid[x] = L.S75_XX
            elif (self._on(L.S75_X) and _ACE in ranks and _KING not in ranks
                  and (_QUEEN in ranks or _KNAVE in ranks)):
                avoid[x] = L.S75_X
            elif (self._on(L.S75_IX) and x in s.leads(s.left) + s.leads(s.right)
                  and not (self._on(L.S75_II) and x in s.leads(s.left))):
                avoid[x] = L.S75_IX
            elif self._on(L.S75_II) and x in s.leads(s.right):
                avoid[x] = L.S75_II
        open_ = [x for x in plain if x not in avoid] or plain
        suit, why, law = self._suit_of(s, open_)
        card, how, card_law = self._card_of(s, s.suits[suit], keep=law == L.S75_I)
        reason = f"{why}: {how}"
        if card_law is not None:
            law = card_law
        unchecked = self._suit_of(s, plain)[0]
        if unchecked != suit and unchecked in avoid:
            law = avoid[unchecked]
            reason = f"not the {unchecked.noun} ({_AVOID[law]}); {reason}"
        return (card, reason, law)

    def _suit_of(self, s: Sight, open_: list[Suit]) -> tuple[Suit, str, LawId | None]:
        if self._on(L.S75_I):
            mine = [x for x in reversed(s.leads(s.seat)) if x is not s.trump]
            if mine and mine[0] in open_ and len(s.suits[mine[0]]) >= 2:
                return (mine[0], f"go on with the {mine[0].noun} led before", L.S75_I)
        if self._on(L.S75_II):
            through = [x for x in reversed(s.leads(s.left)) if x in open_]
            if through:
                return (through[0], (f"lead through the left-hand adversary's "
                                    f"{through[0].noun}"), L.S75_II)
        if self._on(L.S75_I):
            best = max(open_, key=lambda x: (len(s.suits[x]),
                                             sum(c.rank in _HONOURS for c in s.suits[x]),
                                             s.suits[x][0].rank))
            # the strongest suit open; but a short suit (three cards or fewer,
            # where the long ones are avoided) is not called "strong"
            which = "the strong suit" if len(s.suits[best]) >= 4 else "the best suit open"
            return (best, f"lead from {which}, {best.noun}", L.S75_I)
        low = min(open_, key=lambda x: (s.suits[x][-1].rank, -len(s.suits[x])))
        return (low, f"lead the {low.noun}", None)

    def _card_of(self, s: Sight, held: list[Card], keep: bool = False
                 ) -> tuple[Card, str, LawId | None]:
        """The card to lead from ``held`` (one suit, highest first)."""
        ranks = [c.rank for c in held]
        run = sequence(held)
        dealt = s.held_at_deal(held[0].suit)
        if self._on(L.S75_VII) and ranks[:2] == [_ACE, _KING] and len(held) == dealt in (4, 5) \
                and all(r <= _TEN for r in ranks[2:]):
            if s.strong_in_trumps:
                return (held[-1], (f"ace, king and small ones, strong in trumps: "
                                  f"a small one, {held[-1]}"), L.S75_VII)
            return (held[0], (f"ace, king and small ones, weak in trumps: "
                             f"the ace, {held[0]}"), L.S75_VII)
        if self._on(L.S75_VII) and held[0].rank is _KING and len(held) + 1 == dealt in (4, 5) and \
                all(r <= _TEN for r in ranks[1:]) and not s.strong_in_trumps and any(
                    c.rank is _ACE and c.suit is held[0].suit and seat == s.seat
                    for cards, _ in s.tricks for seat, c in cards):
            return (held[0], f"the ace led, now the king, {held[0]}", L.S75_VII)
        if self._on(L.S75_III) and len(run) >= 2 and run[0].rank >= _TEN:
            if len(run) >= 4 and run[0].rank is _KING:
                return (run[-1], (f"a {'quinte' if len(run) >= 5 else 'quarte'} to the king: "
                                 f"the lowest, {run[-1]}"), L.S75_III)
            return (run[0], f"the highest of the sequence, {run[0]}", L.S75_III)
        if self._on(L.S75_XI) and ranks[0] is _ACE and _KING not in ranks and len(held) > 1:
            return (held[-1], f"no king with the ace: lead low, {held[-1]}", L.S75_XI)
        if keep and len(held) >= 3 and s.master(held[0]):
            return (held[-1], f"keep the commanding {held[0]}, lead {held[-1]}", L.S75_I)
        if len(held) >= 4:
            return (held[-1], f"the lowest, {held[-1]}", None)
        return (held[0], f"the highest of a short suit, {held[0]}", None)

    # -- following --------------------------------------------------------------------

    def _follow(self, s: Sight, cards: list[Card]) -> Choice:
        led = s.trick[0][1].suit
        assert s.winning is not None
        seat, best = s.winning
        ours = seat == s.partner
        last = len(s.trick) == 3
        place = len(s.trick) + 1
        suit_cards = [c for c in cards if c.suit is led]
        if suit_cards:  # never a revoke, whatever the table allows
            return self._follow_suit(s, suit_cards, best, ours, place)
        trumps = [c for c in cards if c.suit is s.trump]
        winners = sorted((c for c in trumps if _beats(c, best, s.trump)), key=lambda c: c.rank)
        if winners and led is not s.trump:
            card = winners[0]
            if self._on(L.S75_XIII) and s.thirteenth(s.trick[0][1]) and not last \
                    and sum(1 for c in s.hand if c.suit is not s.trump and s.master(c)) < 2:
                return self._loose(s, cards, f"not trumping the thirteenth card "
                                             f"{s.trick[0][1]}", L.S75_XIII)
            few_small = len(s.trumps) <= 3 and all(c.rank <= _TEN for c in s.trumps)
            if self._on(L.S75_XVI) and few_small and not (ours and s.master(best)):
                return (card, f"only a few small trumps: make {card}", L.S75_XVI)
            if self._on(L.S75_XV) and s.strong_in_trumps and not ours:
                strong_suit = any(s.strong_suit(x) for x in s.suits)
                if place == 2 or (strong_suit and not last):
                    why = "strong in trumps" + (" with a strong suit" if strong_suit else "")
                    return self._loose(s, cards, f"{why}: cautious of trumping", L.S75_XV)
            if not ours and (last or s.master(best)):
                return (card, f"trump the adversaries' trick with {card}", None)
        why = ("partner holds the trick" if ours else "no trump to take the trick"
               if not winners or led is s.trump else "not trumping here")
        return self._loose(s, cards, why, None)

    def _follow_suit(self, s: Sight, cards: list[Card], best: Card, ours: bool,
                     place: int) -> Choice:
        held = sorted(cards, key=lambda c: -c.rank)
        winners = [c for c in held if _beats(c, best, s.trump)]
        low = held[-1]
        if place == 2:
            return (low, "second in hand, low", None)
        if place == 4:
            if ours or not winners:
                return (low, "last in hand: the lowest", None)
            return (winners[-1], f"last in hand: win cheaply with {winners[-1]}", None)
        # third in hand
        if ours and s.master(best):
            if self._on(L.S75_XIX) and not Sight(s.view, remember=False).master(best):
                return (low, f"the cards gone make partner's {best} master: the lowest",
                        L.S75_XIX)
            return (low, "partner's card is master: the lowest", None)
        if not winners:
            return (low, "third in hand, nothing to win with: the lowest", None)
        top, out = held[0], s.out(held[0].suit)
        avoided = ""
        if s.master(top):
            for c in held[1:]:
                over = [o for o in out if o.rank > c.rank]
                if len(over) == 1 and _beats(c, best, s.trump):
                    if self._odd_trick(s):
                        avoided = f"playing for the odd trick, no finesse of {c}: "
                        break
                    run = sequence(held[held.index(c):])
                    if self._on(L.S75_XXII) and len(run) >= 2 and c.rank >= _TEN:
                        return (run[-1], (f"finesse: with {top} and {c}, the best and third "
                                          f"best, put on {run[-1]}, the lowest of the sequence "
                                          f"{' '.join(map(str, run))}"), L.S75_XXII)
                    return (c, (f"finesse: with {top} and {c}, the best and third best, "
                               f"put on {c}"), None)
                if over:
                    break
        run = sequence(held)
        card = run[-1] if run[-1] in winners else winners[-1]
        return (card, f"{avoided}third in hand, high: {card}", L.S75_XXI if avoided else None)

    def _loose(self, s: Sight, cards: list[Card], why: str, law: LawId | None) -> Choice:
        """The loose card (¶74 iv): the lowest of the weakest plain suit, keeping
        the last small card of partner's suit (xiv)."""
        plain = [c for c in cards if c.suit is not s.trump] or list(cards)
        suits = _by_suit(plain)
        partner_suits = set(s.leads(s.partner))

        def worth(c: Card) -> tuple[int, int, int, int]:
            held = s.suits.get(c.suit, [])
            keep = 0
            if (self._on(L.S75_XIV) and c.suit in partner_suits
                    and sum(1 for x in held if x.rank <= _TEN) == 1 and c.rank <= _TEN):
                keep = 1
            return (keep, int(s.strong_suit(c.suit)), int(s.master(c)) * 2 + len(held), c.rank)

        choice = min((held[-1] for held in suits.values()), key=worth)
        if choice.suit is s.trump:  # nothing but trumps: no card is loose, the lowest goes
            return (choice, f"{why}; nothing but trumps left: the lowest, {choice}", law)
        kept = self._on(L.S75_XIV) and worth(choice)[0] == 0 and any(
            worth(held[-1])[0] for held in suits.values())
        if kept and law is None:
            return (choice, f"{why}; throw {choice}, keeping a small card of partner's suit",
                    L.S75_XIV)
        return (choice, f"{why}; throw the loose card {choice}", law)
