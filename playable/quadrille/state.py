"""Quadrille's position: what a deal holds, and how a card played changes it.

The pieces every part of the game shares, below :class:`playable.quadrille.Deal`:

* the table's words: :data:`SEATS`, :data:`POOL`, :data:`TRICKS`, the agreed
  :class:`Options`, a :class:`Transfer` of counters, a quitted :class:`Trick`,
  a seat's :class:`View`, and :class:`ImpossibleAct`;
* :class:`Position`, a :class:`playable.engine.core.GameDeal`: the fields of a deal
  (hands, speaking, the game undertaken, tricks, irregularities and their
  consequences), who is who (ombre, friend, the side), the lawful cards of the
  seat to move (read with :meth:`Position._lawful`, worked out with the acts
  offered by :meth:`playable.quadrille.Deal.legal_actions` from
  :func:`playable.quadrille.cards.lawful_keys`: following suit after
  :mod:`playable.engine.tricks` with the matadores' privilege over it), and a card
  played and its trick quitted (the winner as :func:`playable.engine.tricks.winner`
  finds it, read from :attr:`playable.engine.tricks.Tables.beaten`).

The acts that change a position are marked ``@act`` in the parts that
:class:`~playable.quadrille.Deal` gathers: the deal, speaking and the call in
:mod:`playable.quadrille.speaking`; the irregular acts in
:mod:`playable.quadrille.irregular`; the play, the vole and the claims in
:mod:`playable.quadrille.play`.  The payments are in
:mod:`playable.quadrille.scoring`; the card order in
:mod:`playable.quadrille.cards`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Final, NamedTuple

from playable.engine import checks
from playable.engine.cards import Card, Suit, quadrille_pack, show
from playable.engine.core import Action, GameDeal, Irregularity, Phase, nested
from playable.engine.errors import RuleError
from playable.engine.tricks import TRUMPS, Tables
from playable.engine.words import compass, seat_name
from playable.laws.ids import LawId
from playable.laws.ids import QuadrilleLaws as L
from playable.quadrille.cards import (
    CARDS,
    GAME,
    TABLES,
    card_sort_key,
    key,
    lawful_keys,
)
from playable.quadrille.options import DEFAULT_OPTIONS, Options

SEATS: Final = 4
#: The pool, as a payer or payee in :class:`Transfer` (seats are 0-3).
POOL: Final = 4
TRICKS: Final = 10

_NO_MATADORES: frozenset[int] = frozenset()
#: The phases, bound once: on Python 3.11 a member looked up on its Enum class
#: costs more than most of what an act does (``EnumType.__getattr__``).
DEAL, BIDDING, PLAY_PHASE, SCORING, OVER = (Phase.DEAL, Phase.BIDDING, Phase.PLAY,
                                            Phase.SCORING, Phase.OVER)


class ImpossibleAct(RuleError):
    """An act no table could perform (a card the player does not hold, an act
    unknown to the game).  It is refused in every mode; it cites the law of the
    stage of the deal it was tried in, for want of a law against it."""


# --------------------------------------------------------------------------
# Options

def players(options: Options | None = None) -> int:
    return SEATS


def expected_pack(options: Options | None = None) -> list[Card]:
    return quadrille_pack()


# --------------------------------------------------------------------------
# Counters paid, tricks quitted, what a seat sees


class Transfer(NamedTuple):
    """Counters passing from ``payer`` to ``payee`` (a seat 0-3, or
    :data:`POOL`), for ``item``, with the reason and its authority: a law of
    the text (``law``) or the treatise the rule is taken from (``source``)."""

    payer: int
    payee: int
    counters: int
    item: str
    reason: str
    law: LawId | None = None
    source: str = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"payer": who(self.payer), "payee": who(self.payee),
                               "counters": self.counters, "item": self.item,
                               "reason": self.reason}
        if self.law:
            out["law"] = self.law
        if self.source:
            out["source"] = self.source
        return out

    def __str__(self) -> str:
        cite = self.law.split(":")[1] if self.law else self.source
        return (f"{name_of(self.payer)} pays {name_of(self.payee)} {self.counters}: "
                f"{self.reason} [{cite}]")


def who(seat: int) -> str:
    """A seat as a record's payments write it, by its index (``P2``), or
    ``pool``: the record's own data, kept as records have always had it."""
    return "pool" if seat == POOL else f"P{seat}"


#: The four seats by the compass, play going to the right
#: (:func:`playable.engine.words.compass`): South, East, North, West.
NAMES: Final = tuple(compass(SEATS, to_the_right=True))


def name_of(seat: object) -> str:
    """A seat as the game's words name it ("South", "East"...), or the pool."""
    return "pool" if seat == POOL else seat_name(seat, SEATS, to_the_right=True)


def act_of(action: Action) -> str:
    """An act as the game's words say it: "East play K♠" (the record's own
    text, ``str(action)``, gives the seat's index)."""
    return action.said(name_of(action.player))


#: Each seat's card on the table, made once (a card is placed at every act of
#: the play): ``_PLACED[seat][key]`` is ``(seat, key)`` as the trick on the
#: table holds it, ``_SHOWN[seat][key]`` is ``(seat, card)`` as a quitted
#: :class:`Trick` holds it; ``_NEXT[seat]`` is the seat on his right.
_PLACED: Final = tuple(tuple((p, c) for c in range(len(CARDS))) for p in range(SEATS))
_SHOWN: Final = tuple(tuple((p, card) for card in CARDS) for p in range(SEATS))
_NEXT: Final = tuple((p + 1) % SEATS for p in range(SEATS))

#: Make a named tuple from its fields in order, without its Python ``__new__``
#: (``_tuple(Trick, (leader, cards, winner))``): a trick is made at every trick
#: of every playout.
_tuple = tuple.__new__


class Trick(NamedTuple):
    """A quitted trick: its leader, the cards in the order played, its winner.
    (A named tuple: one is made at every trick of every playout.)"""

    leader: int
    cards: tuple[tuple[int, Card], ...]
    winner: int

    def __str__(self) -> str:
        return " ".join(f"{name_of(s)}:{c}" for s, c in self.cards) + f"  -> {name_of(self.winner)}"


@dataclass(slots=True)
class View:
    """What one seat can see (see :meth:`Deal.view`): a fresh copy each time,
    so a strategy may keep or change it without touching the deal."""

    seat: int
    phase: Phase
    stage: str
    to_move: int | None
    dealer: int
    eldest: int
    hand: tuple[Card, ...]
    speaking: tuple[tuple[int, str], ...]
    ombre: int | None
    mode: str | None
    trump: Suit | None
    called: Card | None
    #: The ombre's friend: None while this seat does not know him, or when the
    #: ombre plays alone.
    friend: int | None
    trick: tuple[tuple[int, Card], ...]
    tricks_won: tuple[int, ...]
    #: The quitted tricks, for the player whose turn it is only (law 12).
    quitted: tuple[Trick, ...] | None
    #: Cards of other seats the table has seen (shown, played out of turn, games shown).
    seen: dict[int, tuple[Card, ...]]
    pool: int
    vole_undertaken: bool
    #: This seat's own cards shown, which it must play as soon as it lawfully
    #: may (law 11).
    shown: tuple[Card, ...] = ()

    @property
    def player(self) -> int:
        """The seat (the name this view had before :class:`ViewLike`)."""
        return self.seat

    def __str__(self) -> str:
        lines = [f"{name_of(self.seat)} holds {show(self.hand)}"]
        if self.trump:
            call = f", called {self.called}" if self.called else ""
            lines.append(f"ombre {name_of(self.ombre)} ({self.mode}) in {self.trump.noun}{call}")
        if self.trick:
            lines.append("trick: " + " ".join(f"{name_of(s)}:{c}" for s, c in self.trick))
        return "\n".join(lines)


# --------------------------------------------------------------------------
# The position


#: The law whose stage an act was tried in, cited when no law forbids it.
_STAGE_LAW: dict[str, LawId] = {"deal": L.LAW_1, "speak": L.LAW_4, "reply": L.LAW_5,
                                "name": L.LAW_3, "call": L.LAW_7, "claims": L.LAW_18}


class Position(GameDeal):
    """The fields of a deal of Quadrille and what every part reads of them.

    Cards are kept by their key in :data:`playable.quadrille.cards.ORDER`
    (``_hands``, ``_trick``, ``_quitted``, ``_must``, ``_seen``); the public
    properties give them back as cards.  Every field is a slot: a new one goes in
    ``__slots__`` and, if it is mutable, in ``_COPIED`` (which :meth:`clone`
    copies).
    """

    GAME: ClassVar[str] = GAME
    _COPIED: ClassVar[dict[str, Any]] = {
        "history": list, "irregularities": list, "_hands": nested, "speaking": list,
        "passed": set, "_trick": list, "_quitted": list, "_tricks": list, "tricks_won": list, "_must": nested,
        "_seen": nested, "renounces": nested, "fraud_suspects": set, "fines": list,
        "_legal": lambda _: None,  # the acts offered are worked out again for a clone
    }

    # Every field is a slot (the parts of the game that subclass this add
    # none): on Python 3.11 a method of an object whose fields outnumber what
    # a shared instance dictionary holds (thirty) is looked up unspecialized
    # at every call, and the deal's own methods are called at every card.
    __slots__ = (
        "_called", "_dealt", "_hands", "_king_shown", "_lawful_keys", "_legal", "_legal_keys",
        "_mats", "_must",
        "_order", "_quitted", "_result", "_seen", "_speaker_index", "_start", "_t", "_tables",
        "_trick", "_tricks",
        "asker", "called", "dealer", "demanded_matadores", "demanded_sans_prendre", "eldest",
        "fines", "fraud_suspects", "friend", "friend_revealed", "history", "irregularities",
        "is_over", "leader", "mode", "offerer", "ombre", "options", "packets", "passed", "phase",
        "renounces", "seats", "seed", "speaking", "stage", "to_move", "tricks_won",
        "trump", "vole_forfeited", "vole_undertaken",
    )
    options: Options

    def __init__(self, pack: Sequence[Card], dealer: int = 0, options: Options | None = None,
                 seed: int | None = None) -> None:
        try:
            order = list(map(key, pack))
        except (KeyError, TypeError):
            order = []
        if sorted(order) != list(range(len(CARDS))):
            raise ValueError("a Quadrille deal needs the 40-card pack (no eights, nines or tens), "
                             "each card once")
        self._set_up(order, dealer, options, seed)

    def _set_up(self, order: list[int], dealer: int, options: Options | None,
                seed: int | None) -> None:
        """The fields of a deal from the pack ``order`` (keys, a permutation of
        the 40), before the deal (:meth:`Deal.new` shuffles keys, not cards)."""
        checks.seat(dealer, SEATS, "the dealer")
        self._order = order  # the pack as keys (:attr:`pack` gives the cards)
        self.dealer = dealer
        self.seats = SEATS
        self.options = options or DEFAULT_OPTIONS
        self.seed = seed
        #: The arguments of :meth:`Deal.setup` a set-up deal was made from.
        self._start: dict[str, object] | None = None
        self.history: list[Action] = []
        self.irregularities: list[Irregularity] = []
        self.eldest = (dealer + 1) % SEATS
        self.phase = DEAL
        self.is_over = False
        #: The step within the phase: deal | speak | reply | name | call | play |
        #: vole | claims | over.
        self.stage = "deal"
        self.to_move: int | None = dealer
        # (Four seats written out: a comprehension is a call of its own on Python 3.11.)
        self._hands: list[list[int]] = [[], [], [], []]
        self._dealt: list[tuple[int, ...]] = []
        self.packets: str | None = None
        # speaking
        self.speaking: list[tuple[int, str]] = []
        self._speaker_index = 0
        self.passed: set[int] = set()
        self.asker: int | None = None
        self.offerer: int | None = None
        # the game undertaken
        self.ombre: int | None = None
        self.mode: str | None = None  # "called", "forced" or "sans prendre"
        self.trump: Suit | None = None
        self._t = -1  # the trump's index in playable.engine.tricks.SUITS
        self._tables: Tables = TABLES[0]  # the order under the trump, once named
        self._mats = _NO_MATADORES  # the keys of the matadores, once the trump is named
        self.called: Card | None = None
        self._called = -1
        self.friend: int | None = None
        self.friend_revealed = False
        #: The called king seen out of turn (law 10) though not in a trick.
        self._king_shown = False
        # play
        self.leader = self.eldest
        self._trick: list[tuple[int, int]] = []
        #: Each quitted trick as it lay on the table, ``(seat, key)`` in the
        #: order played, and its winner (:attr:`tricks` makes the records).
        self._quitted: list[tuple[list[tuple[int, int]], int]] = []
        self._tricks: list[Trick] = []
        self.tricks_won = [0] * SEATS
        self.vole_undertaken = False
        self.vole_forfeited = False
        # irregularities and their consequences
        self._must: list[set[int]] = [set(), set(), set(), set()]  # law 11
        self._seen: list[set[int]] = [set(), set(), set(), set()]  # known to the table
        self.renounces: list[list[int]] = []  # [seat, trick number, beasted 0/1]
        self.fraud_suspects: set[int] = set()  # law 10, awaiting the table's ruling
        self.fines: list[Transfer] = []  # beasts for irregularities, paid to the pool
        # claims (law 18)
        self.demanded_sans_prendre = False
        self.demanded_matadores = 0
        #: The regular acts open now (None: to be worked out), and in the play the
        #: keys of the cards they play, in the same order (maybe the hand itself:
        #: read only while ``_legal`` is set; every act sets it to None).
        self._legal: list[Action] | None = None
        self._legal_keys: list[int] = []
        #: In the play, the keys of the cards the seat to move may lawfully play
        #: (:meth:`_lawful`), worked out with ``_legal`` and read only then.
        self._lawful_keys: list[int] = []

    # -- what a deal of any game tells ---------------------------------------

    #: Four seats (a slot, set with the other fields: the base's checked
    #: ``apply`` reads it at every act, and a class attribute read through a
    #: deal is not specialized on Python 3.11).
    seats: int

    @property
    def names(self) -> tuple[str, ...]:
        """The four seats by the compass, play going to the right."""
        return NAMES

    @property
    def cards_played(self) -> int:
        """Cards played to the tricks so far (a replay, law 15, takes some back)."""
        return SEATS * len(self._quitted) + len(self._trick)

    #: Whether the deal is settled: a field, not a property (read before every
    #: act of a playout), set with the phase ``OVER`` by the one act that ends
    #: a deal (``settle``, :mod:`playable.quadrille.play`).
    is_over: bool

    def legal_actions(self) -> list[Action]:
        raise NotImplementedError  # the Deal lists them

    @property
    def start(self) -> dict[str, object] | None:
        """For a deal made by :meth:`setup`, the arguments it was made from
        (JSON-able: cards as text), so that ``Deal.setup(**deal.start,
        options=deal.options)`` makes the same deal; None for a dealt deal."""
        return None if self._start is None else dict(self._start)

    # -- the position as cards ------------------------------------------------

    @property
    def pack(self) -> tuple[Card, ...]:
        """The pack as it was dealt from (made when read: a playout never reads it)."""
        return tuple([CARDS[k] for k in self._order])

    @property
    def hands(self) -> list[list[Card]]:
        """Each seat's cards now (a copy)."""
        return [[CARDS[c] for c in h] for h in self._hands]

    def hand(self, seat: int) -> tuple[Card, ...]:
        """One seat's cards now, trumps first, each suit from the highest."""
        held = self._hands[checks.seat(seat, SEATS, "the player")]
        return tuple(sorted((CARDS[c] for c in held), key=self._display_key))

    @property
    def dealt(self) -> tuple[tuple[Card, ...], ...]:
        """The hands as dealt."""
        return tuple(tuple(CARDS[c] for c in h) for h in self._dealt)

    @property
    def tricks(self) -> list[Trick]:
        """The quitted tricks, in order (made from ``_quitted`` when first
        asked for: a playout that reads none makes none)."""
        made, quitted = self._tricks, self._quitted
        if len(made) < len(quitted):
            for cards_, won_by in quitted[len(made):]:
                made.append(_tuple(Trick, (cards_[0][0], tuple([_SHOWN[s][c] for s, c in cards_]),
                                           won_by)))
        return made

    @property
    def trick(self) -> list[tuple[int, Card]]:
        """The trick on the table: (seat, card) in the order played."""
        return [(s, CARDS[c]) for s, c in self._trick]

    @property
    def stake(self) -> int:
        """What is "upon the game": the counters carried in the pool plus this
        deal's mark.  A beast is this many counters ("paying as many counters as
        are down on the board", Hoyle's terms p. 278)."""
        return self.options.pool_carried + self.options.mark

    def _display_key(self, card: Card) -> tuple[int, int]:
        if self._t < 0:
            return card_sort_key(card)
        c = key(card)
        suit = self._tables.follows[c]
        return (-1 if suit == TRUMPS else suit, -self._tables.power[c])

    # -- who is who -------------------------------------------------------------

    def side(self) -> tuple[int, ...]:
        """The ombre and his friend (if any)."""
        assert self.ombre is not None
        return (self.ombre,) if self.friend is None else (self.ombre, self.friend)

    def side_tricks(self) -> int:
        won = self.tricks_won
        n = 0
        for s in self.side():  # (a loop: a generator is a call of its own on Python 3.11)
            n += won[s]
        return n

    def _side_won(self) -> bool:
        return self.ombre is not None and self.side_tricks() >= 6

    def _alone(self, seat: int) -> bool:
        """The ombre who plays sans prendre or called his own king."""
        return seat == self.ombre and (self.mode == "sans prendre" or self.friend is None)

    def matadores_held(self) -> int:
        """The matadores of the ombre's side: spadille, manille, basto and the
        trumps that follow them unbroken ("false matadores", which the earlier
        notes cite from Hoyle's terms, p. 279), in the hands as dealt of ombre and friend together (*The Game of
        Quadrille*: "it is indifferent whether they are all in the Ombre's
        hand"); none unless all three are held."""
        if self._t < 0 or self.ombre is None:
            return 0
        held = self._dealt[self.ombre]
        if self.friend is not None:
            held += self._dealt[self.friend]
        n = 0
        for c in self._tables.trumps:
            if c not in held:
                break
            n += 1
        return n if n >= 3 else 0

    # -- the cards a seat may play -----------------------------------------------

    def _lawful(self) -> list[int]:
        """The keys of the cards the seat to move may lawfully play, in the
        play: following suit and law 17, then law 11, as
        :meth:`~playable.quadrille.Deal.legal_actions` works them out (their
        one home, read there at every card of a playout).  The acts offered
        are kept only if they were already: the caller may be about to change
        the position."""
        kept = self._legal
        self._legal = None
        self.legal_actions()
        self._legal = kept
        return self._lawful_keys

    def _following(self, seat: int) -> list[int]:
        """The cards of ``seat`` that follow suit as the laws require (14, 17)."""
        hand = self._hands[seat]
        return lawful_keys(hand, self._trick[0][1], self._tables, self._mats) if self._trick \
            else hand

    # -- a card played, a trick quitted (laws 10, 14; the vole) -------------------

    def _start_play(self) -> None:
        self.phase = PLAY_PHASE
        self.stage = "play"
        self.leader = self.eldest
        self.to_move = self.eldest

    def _play_card(self, seat: int, c: int) -> None:
        self._hands[seat].remove(c)
        if self._must[seat]:
            self._must[seat].discard(c)
        trick = self._trick
        if not trick:
            if self.stage == "vole":
                self.vole_undertaken = True  # Hoyle law 11 (p. 276)
                self.stage = "play"
            if seat == self.friend:
                self._check_friend_lead(seat, c)
        trick.append(_PLACED[seat][c])
        if c == self._called:
            self.friend_revealed = True
        if len(trick) < SEATS:
            self.to_move = _NEXT[seat]
            return
        self._quit_trick()

    def _quit_trick(self) -> None:
        # The winner as playable.engine.tricks.winner finds it, read from the same
        # order's Tables.beaten (the cards that beat each card): the card
        # winning so far gives way only to one that beats it, so of equal
        # cards the first played keeps the trick.  The four cards by name, a
        # look-up each: a call of winner() with its loop costs a twentieth of
        # a random playout, a trick being quitted ten times a deal.
        trick = self._trick
        (s0, c0), (s1, c1), (s2, c2), (s3, c3) = trick
        beaten = self._tables.beaten
        best_seat, best = s0, c0
        if c1 in beaten[best]:
            best_seat, best = s1, c1
        if c2 in beaten[best]:
            best_seat, best = s2, c2
        if c3 in beaten[best]:
            best_seat = s3
        quitted = self._quitted
        quitted.append((trick, best_seat))
        self.tricks_won[best_seat] += 1
        self._trick = []
        self.leader = self.to_move = best_seat
        number = len(quitted)
        if self.renounces and self.options.notice_renounces:
            for r in self.renounces:
                if r[1] == number and not r[2]:
                    self._beast_renounce(r, "when the trick was quitted")
        if number == TRICKS:
            self._end_play()
        elif number == 6 and self._vole_open():
            self.stage = "vole"

    def _vole_open(self) -> bool:
        """The vole may be undertaken when the ombre's side has won the first six
        tricks: not by forced spadille (Hoyle law 16, p. 276), not before the
        called king has appeared (*Académie*, law LI; Hoyle law 19: with
        ``vole_announced`` the question is open and the ombre may ask), not by
        a side that has forfeited it (law 10)."""
        side = self.side()
        for _, won_by in self._quitted:  # (a loop: a generator is a call of its own on 3.11)
            if won_by not in side:
                return False
        if self.mode == "forced" or self.vole_forfeited:
            return False
        # With the vole announced, the ombre may ask to know his king (Hoyle law 19).
        return self.friend is None or self.friend_revealed or self.options.vole_announced

    def _check_friend_lead(self, seat: int, c: int) -> None:
        """Law 10 as ``Options(friend_shown="lead")`` reads it (the English
        treatise's "not being eldest Hand"): the friend, not eldest hand, who
        leads spadille, manille or basto, or leads the called king, before the
        called king has appeared, gives notice that he is the friend: his side
        may not undertake the vole, and he is beasted if the table rules it
        fraudulent (``rule-fraud``).  The lead is lawful: the notice is noted
        in strict play too.  (By default law 10 is read of a card played out
        of turn: :meth:`_friend_out_of_turn`.)"""
        if (self.options.friend_shown != "lead" or seat == self.eldest
                or self.friend_revealed):
            return
        if c in self._mats or c == self._called:
            self.vole_forfeited = True
            self.fraud_suspects.add(seat)
            self._note(L.LAW_10, seat,
                       f"led {CARDS[c]}, showing himself the friend before the called king "
                       "appeared: no vole for his side; a beast if the table rules it fraudulent")

    def _friend_out_of_turn(self, seat: int, c: int) -> bool:
        """Law 10 as the text has it (``friend_shown="out-of-turn"``, the
        default): the friend, "whose turn is not to play", who plays
        spadille, manille or basto, or the called king, before the called king
        has appeared, gives notice that he is the friend.  Like any card
        played out of turn it is taken back (law 9); besides, his side may not
        undertake the vole, and he is beasted if the table rules it fraudulent
        (``rule-fraud``).  Whether it was this case (True) is for the caller."""
        if (self.options.friend_shown != "out-of-turn" or seat != self.friend
                or self.friend_revealed or not (c in self._mats or c == self._called)):
            return False
        self.vole_forfeited = True
        self.fraud_suspects.add(seat)
        if c == self._called:  # the table has seen the king: the friend is known
            self._king_shown = True
            self.friend_revealed = True
        return True

    def _beast_renounce(self, r: list[int], when: str) -> None:
        """Law 14: each renounce costs a beast."""
        r[2] = 1
        self._fine([(r[0], self.stake)], L.LAW_14,
                   f"beast: {name_of(r[0])} renounced in trick {r[1]} ({when})")

    def _end_play(self) -> None:
        self.phase = SCORING
        self.stage = "claims"
        self.to_move = self.ombre

    # -- acting --------------------------------------------------------------

    def play(self, card: Card | str, player: int | None = None) -> None:
        """Play a card (``Card`` or notation) for the player to move, or for
        ``player`` (out of turn, law 9)."""
        self.act("play", player, card)

    def act(self, kind: str, player: int | None = None, card: Card | str | None = None,
            value: str | None = None) -> None:
        """Shorthand for :meth:`apply`: ``deal.act("ask-leave")``,
        ``deal.act("call", card="K♠")``, ``deal.act("show-card", player=2,
        card="7♠")``.  The player defaults to the one whose turn it is."""
        seat = self.to_move if player is None else player
        if seat is None:
            raise ImpossibleAct(L.LAW_18, f"{kind}: the deal is settled")
        cards_ = () if card is None else (Card.parse(card) if isinstance(card, str) else card,)
        self.apply(Action(kind, seat, cards_, value))

    # -- the checked way in: what every handler asks -------------------------------

    def _offered(self, action: Action) -> bool:
        """Whether ``action`` is one of the regular acts open now (those
        :meth:`legal_actions` lists); the cached list goes with it, for the act
        changes the position."""
        legal = self._legal if self._legal is not None else self.legal_actions()
        self._legal = None
        for a in legal:  # identity first: the acts offered are made once
            if a is action:
                return True
        return action in legal

    def _open(self, action: Action) -> None:
        """An act that is not regular now: refused once the deal is settled."""
        self._legal = None
        if self.phase is OVER:
            raise ImpossibleAct(L.LAW_18, f"{act_of(action)}: the deal is settled")

    def _stage_law(self) -> LawId:
        return _STAGE_LAW.get(self.stage, L.LAW_9)

    def _seat_law(self) -> LawId:
        # GameDeal.apply refuses a seat not at the table with OutOfTurn and
        # its own words; Quadrille refused it as an ImpossibleAct ("there is no
        # seat 9").  The law cited is kept: the law of the stage.
        return self._stage_law()

    def _unknown_act(self, action: Action) -> RuleError:
        if self.phase is OVER:
            return ImpossibleAct(L.LAW_18, f"{act_of(action)}: the deal is settled")
        return ImpossibleAct(self._stage_law(), f"{act_of(action)}: no such act here (open: "
                             + ", ".join(act_of(a) for a in self.legal_actions()) + ")")

    def _fine(self, payers: list[tuple[int, int]], law: LawId, reason: str) -> None:
        for seat, counters in payers:
            if counters:
                self.fines.append(Transfer(seat, POOL, counters, "beast", reason, law=law))


# --------------------------------------------------------------------------
# The acts offered, made once

#: The act of playing each card (by key), for each seat.
PLAY: Final = [[Action("play", p, (c,)) for c in CARDS] for p in range(SEATS)]
#: The key of the card each of those acts plays, by the act's identity (they are
#: made once and kept, so no other act has the identity of one of them).
PLAY_KEY: Final = {id(a): c for table in PLAY for c, a in enumerate(table)}
_WORDS: dict[tuple[str, int, str | None], Action] = {}


def word(kind: str, player: int, value: str | None = None) -> Action:
    """The act ``kind`` (with ``value``) by ``player``, made once and kept."""
    key = (kind, player, value)
    found = _WORDS.get(key)
    if found is None:
        found = _WORDS[key] = Action(kind, player, (), value)
    return found
