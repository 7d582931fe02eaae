"""Whist's position: what a deal holds, the laws its acts cite, and what a seat sees.

The pieces every part of the game shares, below :class:`playable.whist.Deal`:

* :data:`LAW` — the law of the text each rule of the engine cites, by a name
  of the engine's own (``LAW.revoke`` is ¶76 xv), so that every part cites
  the same item for the same rule;
* :class:`View` — what one seat can see, and :class:`Answer`, an answer the
  table gives (the cards of a trick drawn, ¶76 xiii; the partner's question,
  ¶76 xiv; the last trick seen, ¶76 xii);
* :class:`Position`, a :class:`playable.engine.core.GameDeal`: the fields of a
  deal (the hands, the card turned up, the trick on the table, the tricks
  turned, the cards exposed and liable to be called, the revokes) and the
  rules every act reads: who is to play, the lawful cards (a card played and
  its trick turned are :mod:`playable.whist.play`'s, at every card of a
  playout without a call of their own).

The acts are marked ``@act`` in the parts :class:`~playable.whist.Deal`
gathers: the play and the call at eight in :mod:`playable.whist.play`; the
irregular acts and their penalties in :mod:`playable.whist.irregular`.  The
score is in :mod:`playable.whist.scoring`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from playable.engine import checks
from playable.engine.cards import Card, Suit
from playable.engine.core import Account, Action, GameDeal, Irregularity, Phase, ScoreLine
from playable.engine.errors import OutOfTurn, RuleError
from playable.engine.tricks import lawful
from playable.laws.ids import LawId
from playable.laws.ids import WhistLaws as L
from playable.whist.cards import (
    BEATEN_BY_ID,
    CARDS,
    FIRST_CARD,
    FOLLOW,
    GAME,
    KEY_BY_ID,
    NAMES,
    ORDER,
    SEATS,
    SIDE_NAMES,
    TABLES,
    Trick,
    dealt_hands,
    left,
    short_name,
    sort_cards,
    with_trump,
)
from playable.whist.cutting import CUT_LAW
from playable.whist.options import DEFAULT_OPTIONS, Options


@dataclass(frozen=True)
class Laws:
    """The law of *Enquire Within* each rule of the engine cites.

    The deal and the order of play cite ¶73, which directs them; the deal's
    irregularities cite the laws of ¶76 that name them: a card exposed in
    dealing ii, a misdeal iv, a fresh deal called too late v.  A card led out
    of turn cites ix: the card is taken back and lies exposed, to be called,
    ix's remedy.  A card played to a trick by the third or fourth hand before
    its turn cites viii, whose remedy the engine gives: the cards stand; the
    fourth may play before his partner, or the second must win the trick if
    he can (with ``Options(out_of_turn="called")``, the reading of the engine
    before it followed viii, the card is taken back and called, citing ix).
    The trump card left on the table past the first round cites vii: it is
    treated as an exposed card and called; taken up before the first trick
    is turned, iii: the adversaries may call a fresh deal, as for the dealer
    found to have looked at the bottom card (iii too).  A cut to the
    dealer of fewer than three cards, above or below, cites i: it is no cut
    (:mod:`playable.whist.cutting`, which cuts for partners and the deal
    too).  Two cards dealt together to one player cite vi: the dealer may
    put it right before he deals another card, and after that the hands are
    wrong, a misdeal (iv); one partner dealing for another, vi's gloss: the
    adversaries may refuse their consent and have the dealer deal."""

    #: ¶76 i's gloss: "Less than three cards, above or below, is not a cut."
    cut: LawId = CUT_LAW
    #: ¶73 ii: one card at a time from the dealer's left, the last turned up
    #: and left on the table till the first trick be played.
    deal: LawId = L.S73
    #: ¶73 iii: the elder hand plays first, the winner of a trick again.
    play: LawId = L.S73
    #: ¶74 v: "Ten make the game; as many as are gained by tricks or honours,
    #: so many points are set up".
    score: LawId = L.S74_V
    #: ¶76 iv: "Too many or too few cards is a misdeal ... [In cases of a
    #: misdeal, the deal passes to the next player.]"
    misdeal: LawId = L.S76_IV
    #: ¶76 ii: "If a card be exposed, a fresh deal may be demanded."
    exposed_in_dealing: LawId = L.S76_II
    #: ¶76 v: "After the first round has been played, no fresh deal can be called."
    no_fresh_deal: LawId = L.S76_V
    #: ¶76 ix: "If a player lead out of his turn ... that card may be called".
    lead_out_of_turn: LawId = L.S76_IX
    #: A card played out of turn to a trick led, by a seat that is not the
    #: third or fourth hand, or that has played to it already: taken back and
    #: exposed, ix's remedy ("or otherwise expose a card").
    play_out_of_turn: LawId = L.S76_IX
    #: ¶76 viii: the third hand before the second, or the fourth before the
    #: second or third: "the cards so played must stand".
    cards_stand: LawId = L.S76_VIII
    exposed: LawId = L.S76_IX
    #: ¶76 iii: "the trump-card must be left, face upwards, on the table till
    #: the first trick be turned, or opponents may call a fresh deal."
    trump_card_up: LawId = L.S76_III
    #: ¶76 iii: "Dealer must not look at bottom card; ... or opponents may
    #: call a fresh deal."
    bottom_card: LawId = L.S76_III
    #: ¶76 vii: "If the trump-card be not taken into the dealer's hand at the
    #: expiration of the first round, it may be treated as an exposed card, and called."
    trump_card_left: LawId = L.S76_VII
    #: ¶76 vi: "If two cards be dealt to the same player, the dealer may
    #: rectify his error before dealing another card."
    two_cards: LawId = L.S76_VI
    #: ¶76 vi's gloss: "One partner may not deal for another without the
    #: consent of opponents."
    partner_deals: LawId = L.S76_VI
    trumped_by_mistake: LawId = L.S76_X
    not_followed: LawId = L.S76_XI
    last_trick: LawId = L.S76_XII
    draw: LawId = L.S76_XIII
    question: LawId = L.S76_XIV
    revoke: LawId = L.S76_XV
    no_late_claim: LawId = L.S76_XVI
    proof: LawId = L.S76_XVII
    both_revoke: LawId = L.S76_XVIII
    honours_claimed: LawId = L.S76_XIX
    honours_called: LawId = L.S76_XX
    short: LawId = L.S77


LAW: Final = Laws()

#: The phases, bound once.
DEAL, PLAY, SCORING, OVER = Phase.DEAL, Phase.PLAY, Phase.SCORING, Phase.OVER
#: A trick made without the call of its class's ``__new__`` (a frame of its own).
_tuple_new: Final = tuple.__new__


@dataclass(frozen=True, slots=True)
class Answer:
    """What the table told a seat: the cards of a trick drawn (¶76 xiii), a
    partner's answer to "having none?" (¶76 xiv), the last trick seen
    (¶76 xii)."""

    seat: int
    question: str
    answer: str

    def __str__(self) -> str:
        return f"{short_name(self.seat)} {self.question}: {self.answer}"


@dataclass(slots=True)
class View:
    """What one seat can see (a fresh copy each time)."""

    seat: int
    phase: Phase
    stage: str
    to_move: int | None
    dealer: int
    trump: Suit
    #: The card turned up for trumps, while it lies on the table (before the
    #: first trick is turned); ``turned_up`` names it as text throughout.
    turn_up: Card | None
    turned_up: str
    hand: tuple[Card, ...]
    #: The seat's cards it may play from: its hand and, for the dealer, the
    #: card turned up while it lies on the table.
    held: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    leader: int
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[Trick, ...]
    #: The tricks each side has taken (South–North, West–East).
    won: tuple[int, int]
    #: Cards exposed and liable to be called, by seat (¶76 ix).
    exposed: dict[int, tuple[Card, ...]]
    answers: tuple[Answer, ...]
    options: Options
    #: The card the dealer exposed in dealing, the deal let stand (¶76 ii),
    #: and the seat that holds it, while another seat holds it: the whole
    #: table saw it.
    dealing_exposed: tuple[int, Card] | None = None

    @property
    def player(self) -> int:
        return self.seat

    def __str__(self) -> str:
        from playable.whist.cards import show

        lines = [f"{short_name(self.seat)} holds {show(self.held, self.trump)}",
                 f"trumps {self.trump.noun} (turned up {self.turned_up})"]
        if self.trick:
            lines.append("trick: " + ", ".join(f"{short_name(s)} {c}" for s, c in self.trick))
        return "\n".join(lines)


class Position(GameDeal):
    """The fields of a deal of Whist and the rules every part reads of them."""

    GAME: ClassVar[str] = GAME
    OPTIONS: ClassVar[type[Any]] = Options
    _COPIED: ClassVar[dict[str, Any]] = {
        "history": list, "irregularities": list, "account": lambda a: a.copy(),
        "_hands": lambda h: [list(x) for x in h], "trick": list, "_turned": list,
        "_tricks": list,
        "exposed": lambda e: [set(x) for x in e], "revokes": list, "renounces": list,
        "answers": list, "claims": list, "won": list, "compelled": dict,
        "_legal": lambda _: None,  # the acts offered are worked out again for a clone
    }

    # Every field is a slot: on Python 3.11 an object with more fields than a
    # shared instance dictionary holds (thirty) has its fields and methods
    # looked up unspecialized at every read, and a playout reads them at every
    # card.  (The parts that subclass this may still add a field of their own:
    # they keep an instance dictionary for it.)
    __slots__ = (
        "_beaten", "_hands", "_honours", "_legal", "_phase", "_start", "_tables", "_tricks",
        "_turned", "account", "answers", "before", "called_out", "calls", "claims", "compelled",
        "dealer", "dealing_exposed", "dealt", "exposed", "history", "irregularities",
        "is_over", "leader", "options", "pack", "redeal", "renounces", "revokes", "seats",
        "seed", "stage", "stood", "to_move", "trick", "trump", "turn_up", "two_dealt", "up_on_table",
        "void", "won",
    )

    options: Options

    @property
    def names(self) -> tuple[str, ...]:
        """The four seats by the compass, play going to the left: South, West,
        North, East (:func:`playable.engine.words.compass`)."""
        return NAMES

    def said(self, what: Action | ScoreLine) -> str:
        """An act with its seat's name; a score line with its side's, since
        Whist scores by partnerships: ``South–North +2  2 odd tricks ...``."""
        if isinstance(what, ScoreLine):
            return what.said(SIDE_NAMES)
        return super().said(what)

    def __init__(self, pack: Sequence[Card], dealer: int = 0, options: Options | None = None,
                 seed: int | None = None) -> None:
        try:
            keys = [ORDER.key(c) for c in pack]
        except (KeyError, TypeError):
            keys = []
        if sorted(keys) != list(range(len(ORDER.cards))):
            raise ValueError("a Whist deal needs the full pack of 52 different cards")
        self._begin(keys, dealer, options, seed)

    def _begin(self, order: Sequence[int], dealer: int, options: Options | None,
               seed: int | None) -> None:
        """The fields of a deal dealt from the pack whose cards' keys are
        ``order`` (top card first) by ``dealer``: one card at a time from his
        left, the last, his own, turned up (¶73)."""
        checks.seat(dealer, SEATS, "the dealer")
        #: Each hand kept as it is shown (trumps first, each suit from the
        #: highest), so that the lawful cards come in that order unsorted; the
        #: dealer's without the card turned up.  The honours each seat was
        #: dealt, counted with them.
        self.pack, self._hands, self._honours = dealt_hands(order, dealer)
        self.dealer = dealer
        self.options = options or DEFAULT_OPTIONS
        self.seed = seed
        self.seats = SEATS
        self._start: dict[str, object] | None = None
        self.history: list[Action] = []
        self.irregularities: list[Irregularity] = []
        self.account = Account()
        # One card at a time from the dealer's left: each seat has every fourth
        # card of the pack from its place; the last, the dealer's, is turned up.
        pack = self.pack
        first = FIRST_CARD[dealer]
        self.dealt: tuple[tuple[Card, ...], ...] = (
            pack[first[0]::SEATS], pack[first[1]::SEATS], pack[first[2]::SEATS],
            pack[first[3]::SEATS])
        self.turn_up: Card = pack[-1]
        trump = self.trump = self.turn_up.suit
        #: The card order's tables under these trumps, read at every trick turned.
        self._tables = TABLES[trump]
        #: For the trick's winner: the cards that beat each card, by identity.
        self._beaten = BEATEN_BY_ID[id(trump)]
        #: The turn-up lies on the table until the first trick is turned (¶73).
        self.up_on_table = True
        self.phase = PLAY
        #: The step within the deal: "play", "exposed" (the adversaries decide
        #: on a card exposed in dealing), "misdealt" (on a misdeal), "taken-up"
        #: (on the trump card taken up before the first trick is turned),
        #: "looked" (on the dealer found to have looked at the bottom card),
        #: "partner-dealt" (on the dealer's partner found to have dealt for
        #: him), "two-dealt" (the dealer, who dealt two cards together to one
        #: player, may put it right), "claims" (the revokes are claimed at
        #: the end), "over".
        self.stage = "play"
        self.leader = left(dealer)
        self.to_move: int | None = self.leader
        self.trick: list[tuple[int, Card]] = []
        #: Each trick turned as it lay on the table, and its winner
        #: (:attr:`tricks` makes the records of them when it is read).
        self._turned: list[tuple[list[tuple[int, Card]], int]] = []
        self._tricks: list[Trick] = []
        #: Tricks taken by each side (a revoke's penalty may move three).
        self.won = [0, 0]
        #: Cards exposed and liable to be called, by seat (¶76 ix).
        self.exposed: list[set[Card]] = [set(), set(), set(), set()]
        #: A seat that recalled a trump played by mistake must play the highest
        #: or lowest of the suit led (¶76 x); the second hand, after the fourth
        #: played before him, must win the trick if he can (¶76 viii):
        #: seat -> "highest" | "lowest" | "win".
        self.compelled: dict[int, str] = {}
        #: Whether cards of the trick on the table were played out of turn and
        #: stand (¶76 viii): the seat to play is then found afresh at each card.
        self.stood = False
        #: The fourth hand, while he may play before his partner, the third
        #: having played before the second (¶76 viii); else None.
        self.before: int | None = None
        #: Renounces on the table, not yet turned: (seat, card).
        self.renounces: list[tuple[int, Card]] = []
        #: Revokes made (the trick turned): (seat, trick number).
        self.revokes: list[tuple[int, int]] = []
        #: Penalties claimed for revokes: (claiming side, "tricks" | "deduct" | "add").
        self.claims: list[tuple[int, str]] = []
        self.answers: list[Answer] = []
        #: Why the deal is void and must be dealt again, or None.
        self.void: str | None = None
        #: Whether the same dealer deals again (a new deal) or the deal passes (a misdeal).
        self.redeal = False
        #: A side that won the game by calling honours at eight (¶76 xx).
        self.called_out: int | None = None
        #: Seats that have called at eight, answered or not.
        self.calls: list[int] = []
        #: An exposed card in dealing awaiting the adversaries' decision.
        self.dealing_exposed: Card | None = None
        #: The seat the dealer gave two cards together, while he may put it
        #: right (¶76 vi; the stage "two-dealt"), else None.
        self.two_dealt: int | None = None
        #: The regular acts open now, once worked out (None: to be worked out).
        self._legal: list[Action] | None = None

    # -- what a deal of any game tells ---------------------------------------

    #: Four seats (a field, not the base's property: the checked way in reads
    #: it at every act, and on Python 3.11 neither a property nor a class
    #: attribute read through a deal is specialized).
    seats: int

    #: Whether the deal is over: a field kept with the phase (read before every
    #: act of a playout), set by :attr:`phase`'s setter alone.
    is_over: bool

    @property
    def phase(self) -> Phase:
        """The deal's :class:`~playable.engine.core.Phase`; setting it sets
        :attr:`is_over` with it."""
        return self._phase

    @phase.setter
    def phase(self, value: Phase) -> None:
        self._phase = value
        self.is_over = value is OVER

    @property
    def cards_played(self) -> int:
        return SEATS * len(self._turned) + len(self.trick)

    @property
    def tricks(self) -> list[Trick]:
        """The tricks turned, in order: each its leader, its cards with their
        seats as played, and its winner (made when first read: a playout that
        reads none makes none)."""
        made, turned = self._tricks, self._turned
        if len(made) < len(turned):
            for cards, best in turned[len(made):]:  # (a loop: a generator is a call on 3.11)
                made.append(_tuple_new(Trick, (cards[0][0], tuple(cards), best)))
        return made

    @property
    def start(self) -> dict[str, object] | None:
        return None if self._start is None else dict(self._start)

    @property
    def eldest(self) -> int:
        return left(self.dealer)

    def hand(self, seat: int) -> tuple[Card, ...]:
        """A seat's cards in hand, trumps first, each suit from the highest
        (the dealer's turn-up is not in his hand while it lies on the table)."""
        return tuple(sort_cards(self._hands[checks.seat(seat, SEATS, "the player")],
                                self.trump))

    def held(self, seat: int) -> tuple[Card, ...]:
        """The cards a seat may play from: its hand and, for the dealer, the
        card turned up while it lies on the table."""
        cards = list(self._hands[seat])
        if self.up_on_table and seat == self.dealer:
            cards.append(self.turn_up)
        return tuple(sort_cards(cards, self.trump))

    def _cards_of(self, seat: int) -> list[Card]:
        """:meth:`held`, unsorted (read at every card of a playout)."""
        if self.up_on_table and seat == self.dealer:
            return with_trump(self._hands[seat], self.turn_up)
        return self._hands[seat]

    def _holds(self, seat: int, card: Card) -> bool:
        return card in self._hands[seat] or (self.up_on_table and seat == self.dealer
                                             and card == self.turn_up)

    def _seat_law(self) -> LawId:
        return LAW.play

    def _unknown_act(self, action: Action) -> RuleError:
        return RuleError(LAW.play, f"{action.kind!r} is not an act of Whist; its acts are: "
                                   + ", ".join(sorted(self._ACTS)))

    # -- the rules every act reads ---------------------------------------------

    def _following(self, seat: int) -> list[Card]:
        """The cards ``seat`` may play to the trick on the table by the rule of
        following (¶73): the suit led if he holds it, else any."""
        cards = self._cards_of(seat)
        if not self.trick:
            return list(cards)
        key = KEY_BY_ID
        keys = [key[id(c)] for c in cards]  # the pack's own card objects
        t = TABLES[self.trump]
        ok = lawful(keys, [key[id(self.trick[0][1])]], FOLLOW, t.follows, t.power)
        if len(ok) == len(keys):
            return list(cards)
        return [CARDS[k] for k in ok]

    def _lawful(self, seat: int) -> list[Card]:
        """The cards ``seat`` may lawfully play now: following suit, then a
        recalled trump's compulsion (¶76 x) or the second hand's to win the
        trick if he can (¶76 viii), then a card exposed and called (¶76 ix)
        whenever it may be played."""
        cards = self._following(seat)
        how = self.compelled.get(seat)
        if how == "win" and self.trick:
            beaten = self._beaten[id(self._winning()[1])]
            winners = [c for c in cards if id(c) in beaten]
            cards = winners or cards
        elif how is not None and self.trick:
            led = self.trick[0][1].suit
            suit = [c for c in cards if c.suit is led]
            if suit:
                pick = max if how == "highest" else min
                cards = [pick(suit, key=lambda c: c.rank)]
        called = [c for c in cards if c in self.exposed[seat]]
        return called or cards

    def _revoking(self, seat: int, card: Card) -> bool:
        """Whether ``card`` played by ``seat`` to the trick on the table is a
        revoke: another suit while he holds the suit led (¶76 xv)."""
        if not self.trick:
            return False
        led = self.trick[0][1].suit
        return card.suit is not led and any(c.suit is led for c in self._cards_of(seat))

    def _answer(self, seat: int, question: str, answer: str) -> None:
        """Keep what the table told (or asked of) ``seat``."""
        self.answers.append(Answer(seat, question, answer))

    def _winning(self) -> tuple[int, Card]:
        """The seat and card holding the trick on the table (not empty): a
        card gives way only to one that beats it, whatever order they fell in."""
        beaten = self._beaten
        best = self.trick[0]
        for seat, card in self.trick[1:]:
            if id(card) in beaten[id(best[1])]:
                best = (seat, card)
        return best

    def _next_to_play(self) -> int:
        """Who plays next to the trick on the table: the fourth hand while he
        may play before his partner (¶76 viii), else the first seat from the
        leader's left that has not played to it (the next in turn, when no
        card stands out of turn)."""
        if self.before is not None:
            return self.before
        lead = self.trick[0][0]
        return next(s for s in ((lead + i) % SEATS for i in range(1, SEATS))
                    if not self._in_trick(s))

    def _in_trick(self, seat: int) -> bool:
        """Whether ``seat`` has played to the trick on the table."""
        return any(s == seat for s, _ in self.trick)

    def _taken_up_early(self) -> bool:
        """Whether the dealer took the trump card up before the first trick was
        turned (¶76 iii): it never lay on the table after that.  (The act
        that committed it tells it from a look at the bottom card, the same
        law's other fault.)"""
        history = self.history
        return any(i.law == LAW.trump_card_up and 0 <= i.at < len(history)
                   and history[i.at].kind == "take-up-trump" for i in self.irregularities)

    def _has_played(self, seat: int) -> bool:
        return any(s == seat for t in self.tricks for s, _ in t.cards) or self._in_trick(seat)

    # The parts of the deal (:mod:`playable.whist.play`, ``irregular``,
    # ``scoring``) each provide one of these.

    def _end_play(self) -> None:
        """The last trick turned: the revokes are claimed, then the score."""
        self._open_claims()

    def _open_claims(self) -> None:
        raise NotImplementedError

    def _finish(self) -> None:
        raise NotImplementedError

    def _call_fault(self, seat: int) -> str | None:
        raise NotImplementedError

    def _check_turn(self, action: Action) -> None:
        """An act of the play by a seat not to play: refused in every mode
        outside the play."""
        if self.stage != "play" or self.to_move is None:
            raise OutOfTurn(LAW.play, f"{short_name(action.player)}: no card is to be played now"
                            f" (the deal is at its {self.stage})")

    # -- the honours --------------------------------------------------------------

    def honours_held(self) -> tuple[int, int]:
        """The honours each side held as dealt (the turn-up is the dealer's)."""
        held = self._honours
        return held[0] + held[2], held[1] + held[3]

    def honours_of(self, seat: int) -> int:
        """The honours ``seat`` was dealt."""
        return self._honours[seat]

    # -- another process's copy -------------------------------------------------------

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled (a deal sent to another process, or deep-copied) as its
        start and its acts, as text, and replayed when read back: the copy
        holds the pack's own cards, which the acts offered and the trick's
        winner read by identity (a card itself pickled comes back an equal
        card made elsewhere, which they would not find)."""
        return (_replayed, (type(self), [str(c) for c in self.pack], self.dealer, self.options,
                            self.seed, self._start, [a.to_json() for a in self.history]))

    # -- views ----------------------------------------------------------------------

    def view(self, player: int) -> View:
        exposed = {s: tuple(sort_cards(self.exposed[s], self.trump))
                   for s in range(SEATS) if self.exposed[s] and s != player}
        return View(
            seat=player, phase=self.phase, stage=self.stage, to_move=self.to_move,
            dealer=self.dealer, trump=self.trump,
            turn_up=self.turn_up if self.up_on_table else None, turned_up=str(self.turn_up),
            hand=self.hand(player), held=self.held(player),
            hand_sizes=tuple(len(self._cards_of(s)) for s in range(SEATS)), leader=self.leader,
            trick=tuple(self.trick), tricks=tuple(self.tricks), won=(self.won[0], self.won[1]),
            exposed=exposed, answers=tuple(self.answers),
            options=self.options, dealing_exposed=self._dealing_exposed(player))

    def _dealing_exposed(self, player: int) -> tuple[int, Card] | None:
        """The card exposed in dealing and its holder, where another seat than
        ``player`` holds it (a card played is in the tricks)."""
        card = self.dealing_exposed
        if card is None:
            return None
        holder = next((s for s in range(SEATS) if card in self._cards_of(s)), None)
        return None if holder is None or holder == player else (holder, card)


def _replayed(cls: type[Position], pack: list[str], dealer: int, options: Options,
              seed: int | None, start: dict[str, object] | None,
              history: list[dict[str, Any]]) -> Position:
    """A deal read back from :meth:`Position.__reduce__`: dealt (or set up)
    again and its acts applied again, as :meth:`GameDeal.replayed` does."""
    deal = (cls.setup_from(start, options) if start is not None
            else cls([Card.parse(c) for c in pack], dealer=dealer, options=options, seed=seed))
    for act in history:
        deal.apply(Action.from_json(act))
    return deal
