"""Bezique, two- and three-handed, as *Enquire Within Upon Everything* gives it.

The period text (``playable/laws/sources/bezique.txt``) is a copy of Project
Gutenberg's e-text #10766 of the eighty-ninth edition (1894): it opens with
the last words of paragraph 124 and goes on with 125 (declarations and their
re-use), 126 (forfeits), 127 (cautions) and 128 (three players).  The rules of
play stand before it in the same e-text, in 122 ("Bezique") and 123 ("Mode of
Playing"), which the edition shows beside the fragment as supplied text; the
engine takes them from there and cites them as ``bezique:s124``, the first
item of the fragment:

* the pack: two piquet packs (seven to ace) shuffled together, 64 cards; each
  player gets eight, dealt by three, two and three, beginning on the dealer's
  left; the next card is turned up for trumps and lies at the bottom of the
  stock, to be drawn last; a seven turned up scores the dealer 10;
* rank in play: ace, ten, king, queen, knave, nine, eight, seven; of two equal
  cards the first played wins;
* while the stock lasts no one need follow suit; the winner of a trick may
  make one declaration (and exchange the seven of trumps for the turn-up)
  before drawing, then each player draws one card, the winner first (in the
  engine the winner's ``draw`` act makes the whole round of draws, the
  others' following his as a matter of course);
* when the stock is exhausted the declared cards are taken back into the hand
  and the last eight tricks are played: follow suit and win the trick if
  able, trump if void (a failure is a revoke, 126 v).

Declarations and scores (Enquire Within and Foster's *Complete Hoyle*,
which agree): bezique (queen of
spades and knave of diamonds) 40, double bezique 500, treble bezique 1,500
(three packs, 128 i), royal marriage (king and queen of trumps) 40, common
marriage 20, sequence (ace, ten, king, queen, knave of trumps) 250, four aces
100, four kings 80, four queens 60, four knaves 40.  Re-use of declared cards
(125 ii-vi) follows these rules: a card never serves twice in the same kind
of declaration; a card that has served in a higher declaration of a class
(sequence; double or treble bezique) cannot serve in a lower one of the same
class (royal marriage; bezique); a new declaration in a class in which its
cards have served lays at least one new card from the hand (Foster), but
for a double bezique made with one bezique declared, which needs only its
four cards on the table (124 ii; ``Options(double="new-card")`` is Foster's
reading); and between classes a card on the table serves freely, with no new card, which
is what 125 ii, iv, v and vi say case by case (``Options(reuse="new-card")``
asks a new card of every declaration, the engine's older reading).  The three
classes are marriages and sequences, beziques, and fours.  When three play
with three packs, a bezique that has served in a double bezique may serve in
a second one (*Britannica*, 9th ed.).  Only one declaration scores after each
trick; a second combination may be *announced* with it and scored after a
later trick won (Foster's "double declarations").  A wrong declaration (cards
that do not make it, or may not serve in it) is committed and punished as the
witness's 123 ii says: nothing scores, and the cards are faced, liable to be
called for (refused in strict mode).

Options (agreed before play, ``Options``): the game of 1,000, 2,000 or 4,000
(125 viii); the last trick scored at the end, or at the twenty-fourth trick,
the last before the stock is exhausted (Enquire Within's alternative); two or
three players, and for three the two-pack game with an eight suppressed
(128 ii, see :class:`Options`); ``strict``.

Irregularities (126): drawing out of turn, playing out of turn, playing
without drawing, overdrawing and a revoke in the last eight tricks are acts
the table can commit; :meth:`Deal.apply` records them and the forfeit is paid
(see :mod:`playable.bezique.irregular`), or, with ``Options(strict=True)``,
refuses them citing the paragraph.

Each physical card is one position of the pack, so the two (or three) equal
cards of the Bezique pack are never confused: a declared queen of spades and
the one still in the hand are different cards to the rules.

Sources checked: *Enquire Within Upon Everything* (the Project Gutenberg
edition, whose paragraphs 122-123 hold the pack, the deal, the mode of
playing and the forfeits in prose); R. F. Foster, *Foster's Complete Hoyle*
(the classes of declarations and the re-use rules); *Cassell's Book of
In-door Amusements, Card Games and Fireside Fun* (its list of terms); *Hoyle's
Games Modernized*, ed. "Professor Hoffmann" (1909; a card led out of turn is
taken back); the *Encyclopædia Britannica*, 9th edition, article "Bézique"
(three-handed play).  The engine's own readings where the sources are silent
are marked as such in the docstrings.

Where the game lives
--------------------
``Deal`` (here) joins the parts of the game, each a module of its own, and
this module re-exports their public names (``from playable.bezique.deal import
Deal, Options, KINDS, KEY`` as before):

* :mod:`playable.bezique.cards` — the card order as data
  (:data:`CARD_ORDER`, a :class:`playable.engine.tricks.CardOrder`: ace, ten, king,
  queen, knave, nine, eight, seven in every suit; its keys are the game's one
  card encoding, :data:`KEY`, :data:`CARD`, :func:`key_of`), the pack, the
  :class:`Options`, the acts built once;
* :mod:`playable.bezique.play` — the position and the course of play: the
  deal, tricks (their winner is :func:`playable.engine.tricks.winner`), draws, the
  last eight tricks and the count at the end.  The rule of following suit is
  :func:`playable.engine.tricks.lawful` with ``Follow.SUIT_AND_WIN`` (124); the game's
  own exception is that it binds only in the last eight tricks — while the
  stock lasts any card may be played;
* :mod:`playable.bezique.declarations` — declarations, their re-use (125) and
  the exchange of the seven (125 vii);
* :mod:`playable.bezique.irregular` — the forfeits of 126.

The shared skeleton (the checked ``apply`` and its dispatch of acts,
strict-or-commit, ``why_not``, ``clone``, score lines) is
:mod:`playable.engine.core`.  The period player is
:class:`playable.bezique.strategy.CautiousPlayer`; the terminal game and
:func:`describe` live in :mod:`playable.bezique.terminal`.

Acts (``Action.kind``; the handler of each is marked ``@act``): ``play``
(``cards:[c]``, ``value`` ``None`` from the hand or ``"table"`` /
``"table:<declarations>"`` from the declared cards), ``draw`` (the winner's
draw makes the whole round of draws), ``declare`` (``cards``, ``value``: the
kind; ``"seven of trumps"`` with ``Options(seven="declared")``), ``announce``
(``cards``, ``value``: a combination shown with the trick's declaration, to
score after a later trick), ``exchange`` (the seven of trumps for the
turn-up), ``return`` (``cards:[c]``: after an overdraw, the adversary names
which of the two cards drawn goes back into the pack, 126 iv as 122 directs),
``call`` (``cards:[c]``, by an adversary: a faced card of a wrong declaration
called for, which its holder must play next, 123 ii, xi).

A deal set up at a given point: :meth:`Deal.setup` (hands, declared cards on
the table and what each has served in, stock, turn-up or trumps, tricks
played or what each has won, the trick in progress, scores, ...; see
:mod:`playable.bezique.setup`); ``deal.start`` gives its arguments back, and
``deal.to_setup()`` writes any point of regular play as such arguments.

Score lines and their items (:attr:`playable.engine.core.ScoreLine.item`):

* ``"seven-turned-up"`` — the dealer's 10 for a seven turned up (125 vii);
* ``"seven-played"`` — 10 for the seven of trumps played while the stock
  lasts (125 vii);
* ``"seven-exchanged"`` — 10 for exchanging it for the turn-up (125 vii);
* ``"seven-declared"`` — 10 for declaring it (``Options(seven="declared")``,
  Hoffmann);
* ``"carried"`` — the points a set-up deal starts with (125 viii);
* a declaration, its kind hyphenated: ``"bezique"``, ``"double-bezique"``,
  ``"treble-bezique"``, ``"royal-marriage"``, ``"common-marriage"``,
  ``"sequence"``, ``"four-aces"``, ``"four-kings"``, ``"four-queens"``,
  ``"four-knaves"`` (125 i-vi, 128 i);
* ``"last-trick"`` — 10 for the last trick, or for the twenty-fourth as
  agreed (125 vii; under 126 v when a revoke forfeited it);
* ``"brisque"`` — 10 for each ace and ten in a player's tricks (125 vii;
  under 126 v for those in tricks a revoke forfeited);
* ``"forfeit"`` — a forfeit of 126 i-iv paid to the adversary.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from operator import itemgetter
from typing import Any, ClassVar

from playable.bezique import setup as bezique_setup
from playable.bezique.cards import (
    ACE,
    BRISQUES,
    CARD,
    CARD_ORDER,
    DRAWS,
    EIGHT,
    GAME,
    HAND_PLAY_KEY,
    KEY,
    KING,
    KNAVE,
    KNAVE_OF_DIAMONDS,
    NINE,
    ORDER,
    PLAYS,
    QUEEN,
    QUEEN_OF_SPADES,
    RANK_IN_PLAY,
    SEVEN,
    STRENGTH,
    TABLE_PLAYS,
    TEN,
    cached_action,
    expected_pack,
    key_of,
    name_of,
    pack_in_order,
)
from playable.bezique.declarations import KINDS, Declarations, Kind, kind_cards, marks_text
from playable.bezique.irregular import Forfeits
from playable.bezique.options import (
    DEFAULT_OPTIONS,
    GAME_CHOICES,
    LAST_TRICK_CHOICES,
    Options,
    players,
)
from playable.bezique.play import DealResult, Trick
from playable.engine import checks
from playable.engine.cards import Card, Suit, shuffle
from playable.engine.cards import cards as parse_cards
from playable.engine.core import Action, act, seeded
from playable.engine.errors import IllegalPlay, NotHeld, OutOfTurn, RuleError
from playable.engine.tricks import SUITS
from playable.laws.ids import BeziqueLaws as L

__all__ = [
    "ACE", "BRISQUES", "CARD", "CARD_ORDER", "DRAWS", "EIGHT", "GAME", "GAME_CHOICES", "KEY",
    "KINDS", "KING", "KNAVE", "KNAVE_OF_DIAMONDS", "LAST_TRICK_CHOICES", "NINE", "ORDER",
    "PLAYS", "QUEEN", "QUEEN_OF_SPADES", "RANK_IN_PLAY", "SEVEN", "STRENGTH", "SUITS", "TEN",
    "Deal", "DealResult", "Kind", "Match", "Options", "Trick", "View", "expected_pack",
    "key_of", "kind_cards", "marks_text", "players",
]


@dataclass(frozen=True)
class View:
    """What one player (``seat``) can see: his own hand and declared cards,
    everyone's declared cards, the turn-up, the stock's size, the trick, and
    the cards played so far."""

    seat: int
    players: int
    packs: int
    dealer: int
    trump: Suit
    turn_up: Card | None
    stock: int
    hand: tuple[Card, ...]
    table: tuple[tuple[Card, str], ...]
    tables: tuple[tuple[Card, ...], ...]
    hand_sizes: tuple[int, ...]
    trick: tuple[tuple[int, Card], ...]
    played: tuple[Card, ...]
    scores: tuple[int, ...]
    last_eight: bool
    to_move: int | None
    open_declarations: tuple[tuple[str, tuple[Card, ...]], ...]
    #: The faced cards of each seat, a wrong declaration's (123 ii), seen by all.
    faced: tuple[tuple[Card, ...], ...] = ()
    #: The combinations announced and not yet scored: (seat, kind, cards).
    announced: tuple[tuple[int, str, tuple[Card, ...]], ...] = ()
    #: Which card takes a trick while the stock lasts (``Options.trick``, 122).
    trick_rule: str = "any-suit"

    @property
    def player(self) -> int:
        """The seat, by its older name."""
        return self.seat


class Deal(Declarations, Forfeits):
    """One deal of Bezique: the position, the history, the account.

    ``Deal(pack, dealer=0, options=Options())`` deals ``pack`` (top card
    first) as the rules direct; :meth:`new` shuffles a pack with a seed;
    :meth:`from_hands` builds a deal from given hands; :meth:`setup` starts
    one at any point — keyword arguments ``hands``, ``tables`` (declared
    cards, ``"Q♠:bezique+four queens"``), ``stock`` (top first; ``"..."`` at the end for
    the rest in the pack's order), ``turn_up``, ``trump``, ``tricks`` (or
    ``won`` and ``leader``), ``trick``, ``scores``, ``dealer``, ``declared``,
    ``exchange``, ``exchanged``, ``announced``, ``faced``, ``called``,
    ``sevens_scored`` (described in :mod:`playable.bezique.setup`), checked,
    a :class:`~playable.engine.errors.SetupError` naming what is inconsistent;
    :attr:`start` and :meth:`to_setup` give such arguments back.  ``apply`` (from
    :class:`playable.engine.core.GameDeal`) is checked and dispatches each act to its
    handler here (``play``, ``draw``) or in :class:`Declarations` (``declare``,
    ``exchange``); ``legal_actions`` lists the regular acts open to the player
    to move, ``irregular_actions`` (:class:`Forfeits`) some irregular ones.
    The mutable fields a clone copies are listed in
    ``playable.bezique.play.Position._COPIED``: a new one must be added there
    (and, as every field is, to ``Position.__slots__``).
    """

    __slots__ = ()
    #: The options' class: positions read them by it (``Deal.from_position``).
    OPTIONS = Options
    SETUP_NEEDS: ClassVar[Mapping[str, str]] = {
        "hands": "the cards each seat holds in his hand now"}

    # -- construction ------------------------------------------------------

    @classmethod
    def new(cls, seed: int | None = None, options: Options | None = None,
            dealer: int = 0) -> Deal:
        """A deal from a pack shuffled with ``random.Random(seed)``."""
        return cls._dealt(seeded(seed), dealer, options, seed)

    @classmethod
    def shuffled(cls, rng: random.Random, dealer: int = 0, options: Options | None = None,
                 seed: int | None = None) -> Deal:
        """A deal from a pack shuffled with the caller's ``rng``."""
        return cls._dealt(rng, dealer, options, seed)

    @classmethod
    def _dealt(cls, rng: random.Random, dealer: int, options: Options | None,
               seed: int | None) -> Deal:
        """The expected pack shuffled with ``rng`` and dealt: the places of
        the cards shuffled (the same order a shuffle of the cards gives: a
        shuffle depends only on the length), and the cards and their keys
        read at those places, so the pack needs no check."""
        options = options or DEFAULT_OPTIONS
        pack, keys = pack_in_order(options)
        order = list(range(len(pack)))
        shuffle(order, rng)
        at = itemgetter(*order)  # the pack has more than one card: tuples
        deal = cls.__new__(cls)
        deal._init(at(pack), dealer, options, seed, at(keys))
        deal._deal()
        return deal

    @classmethod
    def from_hands(cls, hands: Sequence[str | Sequence[Card]], turn_up: str | Card,
                   stock: str | Sequence[Card] = (), dealer: int = 0,
                   options: Options | None = None) -> Deal:
        """A deal whose players hold ``hands`` (by seat), with ``turn_up``
        turned for trumps and ``stock`` (top card first) on top of the rest of
        the stock, which follows in the pack's fixed order."""
        options = options or Options()
        n = options.players
        held = [parse_cards(h) if isinstance(h, str) else list(h) for h in hands]
        if len(held) != n or any(len(h) != 8 for h in held):
            raise ValueError(f"give {n} hands of eight cards")
        turn = Card.parse(turn_up) if isinstance(turn_up, str) else turn_up
        top = parse_cards(stock) if isinstance(stock, str) else list(stock)
        rest = expected_pack(options)
        for c in [c for h in held for c in h] + [turn] + top:
            try:
                rest.remove(c)
            except ValueError:
                raise ValueError(f"{c} is given more often than the pack holds it") from None
        order = [(dealer + 1 + i) % n for i in range(n)]
        pack: list[Card] = []
        taken = [0] * n
        for batch in (3, 2, 3):
            for p in order:
                pack += held[p][taken[p]:taken[p] + batch]
                taken[p] += batch
        return cls(pack + [turn] + top + rest, dealer=dealer, options=options)

    @classmethod
    def setup(cls, *, hands: Sequence[str | Sequence[Card]],
              stock: str | Sequence[Card] | None = None, turn_up: str | Card | None = None,
              trump: str | None = None, tables: Sequence[Any] | None = None,
              tricks: Sequence[str | Sequence[Card]] | None = None,
              won: Sequence[Sequence[int]] | None = None, leader: int | None = None,
              trick: str | Sequence[Card] | None = None, scores: Sequence[int] | None = None,
              dealer: int | None = None, declared: bool | None = None,
              exchange: str | Card | None = None, exchanged: bool | None = None,
              announced: Sequence[Any] | None = None, faced: Sequence[Any] | None = None,
              called: Sequence[Any] | None = None, sevens_scored: Sequence[int] | None = None,
              options: Options | None = None, **unknown: Any) -> Deal:
        """A deal set up at a given point, checked for consistency: the hands,
        the declared cards on the table and what each has served in, the
        stock (top first) and the turn-up or trumps, the tricks played (or
        what each seat has won: tricks and brisques), the trick in progress,
        the points so far, the moment after a trick (declared, exchange),
        announcements, faced cards.  The arguments are described in
        :mod:`playable.bezique.setup`; an inconsistency raises
        :class:`~playable.engine.errors.SetupError` naming the argument.  The last
        eight tricks in a few lines::

            Deal.setup(hands=["A♥ 10♥ ...", "..."], trump="♥",
                       won=[[14, 9], [10, 5]], leader=0)
        """
        given = {k: v for k, v in {
            "hands": hands, "stock": stock, "turn_up": turn_up, "trump": trump,
            "tables": tables, "tricks": tricks, "won": won, "leader": leader, "trick": trick,
            "scores": scores, "dealer": dealer, "declared": declared, "exchange": exchange,
            "exchanged": exchanged, "announced": announced, "faced": faced, "called": called,
            "sevens_scored": sevens_scored}.items() if v is not None}
        given.update(unknown)  # refused by name, as a SetupError
        return bezique_setup.setup(cls, given, options)

    @property
    def start(self) -> dict[str, Any] | None:
        """For a set-up deal, the keyword arguments it was set up from, as JSON
        values (``Deal.setup(**deal.start, options=deal.options)`` sets it up
        again); None for a dealt deal."""
        return None if self._start is None else dict(self._start)

    def to_setup(self) -> dict[str, Any]:
        """The keyword arguments of :meth:`setup` that give the point this deal
        has reached (JSON values), between acts; a
        :class:`~playable.engine.errors.SetupError` says why where none can (the deal
        over, an irregularity still to be settled)."""
        return bezique_setup.to_setup(self)

    # -- the position ------------------------------------------------------

    @property
    def turn_up(self) -> Card | None:
        """The card turned up for trumps (or the seven exchanged for it), while
        it lies under the stock."""
        return self.pack[self._stock[0]] if self._stock else None

    @property
    def stock_size(self) -> int:
        return len(self._stock)

    @property
    def current_trick(self) -> list[tuple[int, Card]]:
        return [(p, self.pack[i]) for p, i in zip(self._trick_players, self._trick)]

    def card_count(self) -> dict[str, int]:
        """Where every card of the pack is: in hands, on the table, in the stock,
        in the trick on the table, in the tricks won."""
        return {
            "hands": sum(len(v) for h in self._hand for v in h.values()),
            "tables": sum(len(v) for t in self._table for v in t.values()),
            "stock": len(self._stock),
            "trick": len(self._trick),
            "tricks won": sum(len(t[1]) for t in self._tricks),
        }

    # -- legal acts --------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """The regular acts open to the player to move (irregular ones, which
        the table may commit all the same, are in :meth:`irregular_actions`).
        The list is shared until the next act: read it, do not change it."""
        acts = self._legal_cache
        if acts is not None:
            return acts
        if self.is_over:
            acts = []
        elif self._returning is not None:
            acts = self.return_actions()
        elif self._queue:
            p = self._queue[0]
            if self._window:
                if self._declared:
                    acts = self._announce_actions(p)
                else:
                    acts = self._declaration_actions(p)
                    if acts:  # kept to be known when one is made (_on_declare)
                        self._declarable = (acts, tuple(acts))
                if not self._exchanged and self._seven in self._hand[p] and self._can_exchange(p):
                    acts.append(cached_action("exchange", p, self._seven))
            else:
                acts = []
            acts.append(DRAWS[p])
        else:  # a play: from the hand or the table, in the last eight as the rules allow
            p = self._to_play[0]
            plays = PLAYS[p]
            called = self._called
            if called is not None and called[0] == p:
                acts = [plays[self._keys[called[1]]]]
            elif not self._last_eight:
                acts = []
                for k in sorted(self._hand[p]):  # a loop: a comprehension is a call
                    acts.append(plays[k])
                if self._table[p]:
                    listed = self._table_plays[p]
                    if listed is None:
                        listed = self._table_plays[p] = self._plays_from_table(p)
                    acts += listed
            else:
                self._allowed = allowed = self._allowed_last_eight(p)
                acts = []
                for k in allowed:
                    acts.append(plays[k])
        self._legal_cache = acts
        return acts

    def _plays_from_table(self, p: int) -> list[Action]:
        """The plays of ``p``'s declared cards on the table, in the order of
        their keys (kept in ``_table_plays`` until his table changes: they
        are listed at each of his plays while it lies there)."""
        acts = []
        for k, ids in sorted(self._table[p].items()):
            if len(ids) == 1:
                acts.append(TABLE_PLAYS[p][k])
            else:
                acts += [cached_action("play", p, k, tag) for tag in self._table_tags(ids)]
        return acts

    def legal_plays(self) -> list[Card]:
        """The cards the player to move may play now (none while a draw is due)."""
        seen: list[Card] = []
        for a in self.legal_actions():
            if a.kind == "play" and a.cards[0] not in seen:
                seen.append(a.cards[0])
        return seen

    def legal_declarations(self) -> list[Action]:
        """The declarations open now to the player to move: only to the winner
        of a trick, once, before he draws, while the stock lasts (124)."""
        return [a for a in self.legal_actions() if a.kind == "declare"]

    def _table_tags(self, ids: list[int]) -> list[str]:
        """How a play from the table names its card: ``"table"``, or, when
        equal cards on the table have served in different declarations,
        ``"table:<declarations>"`` for each (the re-use rules tell them apart)."""
        if len(ids) == 1:
            return ["table"]
        masks = sorted({self._mask[i] for i in ids}, reverse=True)
        if len(masks) == 1:
            return ["table"]
        return ["table:" + marks_text(m) if m else "table:" for m in masks]

    # -- acts --------------------------------------------------------------

    def _seat(self, player: int | None) -> int:
        seat = self.to_move if player is None else player
        if seat is None:
            raise OutOfTurn(L.S124, "the deal is over")
        return seat

    def play(self, card: Card | str, player: int | None = None,
             from_table: bool = False) -> None:
        """Play ``card`` for the player to move (or ``player``), from the hand,
        or from the declared cards on the table if ``from_table`` (125 i)."""
        c = Card.parse(card) if isinstance(card, str) else card
        self.apply(cached_action("play", self._seat(player), key_of(c),
                                 "table" if from_table else None))

    def draw(self, player: int | None = None) -> None:
        """Draw the top card of the stock, for the player to move (or ``player``)."""
        self.apply(cached_action("draw", self._seat(player)))

    def declare(self, kind: str, cards_: str | Sequence[Card],
                player: int | None = None) -> None:
        """Declare ``kind`` with ``cards_`` (all its cards, those on the table
        included), for the player to move (or ``player``)."""
        cs = parse_cards(cards_) if isinstance(cards_, str) else list(cards_)
        self.apply(Action("declare", self._seat(player), tuple(cs), kind))

    def announce(self, kind: str, cards_: str | Sequence[Card],
                 player: int | None = None) -> None:
        """Announce ``kind`` with ``cards_``, to score it after a later trick
        (Foster's double declarations), for the player to move (or ``player``)."""
        cs = parse_cards(cards_) if isinstance(cards_, str) else list(cards_)
        self.apply(Action("announce", self._seat(player), tuple(cs), kind))

    def call(self, card: Card | str, player: int | None = None) -> None:
        """Call for a faced card of the adversary to play (123 ii, xi), by
        ``player`` (by default the adversary of the player to move, when two
        play)."""
        c = Card.parse(card) if isinstance(card, str) else card
        seat = player if player is not None else (self._seat(None) + 1) % self.n
        self.apply(Action("call", seat, (c,)))

    def exchange(self, player: int | None = None) -> None:
        """Exchange the seven of trumps for the turn-up (125 vii)."""
        self.apply(cached_action("exchange", self._seat(player), self._seven))

    @act("play", cards=1, law=L.S124)
    def _on_play(self, action: Action) -> None:
        """A card played to the trick, from the hand or the table (125 i): in
        turn, it goes to the trick (a revoke in the last eight is committed,
        126 v); out of turn or before drawing, the forfeits of 126 ii, iii."""
        if self.is_over or self._returning is not None:
            self._check_open()
        p = action.player
        queue = self._queue
        if self._called is not None and not queue and self._called[0] == p == self._to_play[0]:
            self._check_called(p, action)
        if not queue and p == self._to_play[0]:
            hand = self._hand[p]
            try:  # (subscripts, not calls of get(): cheaper on Python 3.11)
                k = HAND_PLAY_KEY[id(action)]
                ids = hand[k]
            except KeyError:  # a play from the table, or of a card not in the hand
                ids = None
            if ids:  # the common case: a card from the hand, in turn
                if self._last_eight:
                    allowed = self._allowed if self._legal_cache is not None else None
                    if k not in (allowed or self._allowed_last_eight(p)):
                        self._revoke_in_last_eight(p, k)
                self._legal_cache = None
                card_id = ids.pop()
                if not ids:
                    del hand[k]
                self._cnt[p][k] -= 1
                self._trick.append(card_id)
                self._trick_keys.append(k)
                self._trick_players.append(p)
                self._played.append(card_id)
                if k == self._seven and not self._last_eight:
                    self._seven_played(p)
                if self._faced[p] or self._called is not None:
                    self._unface(p, card_id)
                to_play = self._to_play
                del to_play[0]
                if not to_play:
                    self._settle_trick()
                return
        if len(action.cards) != 1:
            raise IllegalPlay(L.S124, "a play names one card")
        k = key_of(action.cards[0])
        card_id = self._locate(p, k, action.value)
        if queue:
            if p in queue and not self._trick and p == self._leader:
                self._forfeit_play_without_drawing(p, card_id)
            else:
                self._forfeit_out_of_turn_play(p, card_id)
            return
        if p != self._to_play[0]:
            self._forfeit_out_of_turn_play(p, card_id)
            return
        if self._last_eight:
            allowed = self._allowed if self._legal_cache is not None else None
            if k not in (allowed or self._allowed_last_eight(p)):
                self._revoke_in_last_eight(p, k)
        self._legal_cache = None
        self._put(p, card_id)

    def _locate(self, p: int, k: int, value: str | None) -> int:
        """The card a play names: from the hand (``value`` None), or from the
        table (``"table"``, or ``"table:<declarations>"`` to choose among equal
        declared cards, 125 i).  Not removed yet."""
        if value is None:
            ids = self._hand[p].get(k)
            if ids:
                return ids[-1]
            ids = self._table[p].get(k)
            if ids:
                return max(ids, key=lambda i: (self._mask[i].bit_count(), i))
            raise NotHeld(f"{name_of(p, self.n)} does not hold {CARD[k]}")
        if not value.startswith("table"):
            raise IllegalPlay(L.S125_I, f"a card is played from the hand or from the table, "
                                        f"not {value!r}")
        ids = self._table[p].get(k)
        if not ids:
            raise IllegalPlay(L.S125_I, f"{name_of(p, self.n)} has no "
                                        f"{CARD[k]} declared on the table")
        if value == "table":
            return max(ids, key=lambda i: (self._mask[i].bit_count(), i))
        wanted = value[len("table:"):]
        for i in ids:
            if marks_text(self._mask[i]) == wanted:
                return i
        raise IllegalPlay(L.S125_I, f"{name_of(p, self.n)} has no {CARD[k]} "
                                    f"on the table that served in {wanted!r}")

    @act("draw", cards=0, value=False, law=L.S124)
    def _on_draw(self, action: Action) -> None:
        """The winner's draw makes the round of draws (124); a draw by another
        is drawing out of turn (126 i) or overdrawing (126 iv)."""
        if self.is_over or self._returning is not None:
            self._check_open()
        p = action.player
        if not self._stock:
            raise OutOfTurn(L.S124, "the stock is exhausted: there is nothing to draw")
        queue = self._queue
        if queue and queue[0] == p:
            self._legal_cache = None
            self._draw_round()
        elif p in queue:
            self._forfeit_draw_out_of_turn(p)
        else:
            self._forfeit_overdraw(p)

    # -- views -------------------------------------------------------------

    def view(self, player: int) -> View:
        """What ``player`` sees (see :class:`View`).  Built at every move of a
        playout, so read straight from the position: the same values as
        :meth:`hand`, :meth:`table`, :meth:`faced`, :meth:`scores` give."""
        n = self.n
        mask = self._mask
        own = self._table[checks.seat(player, n, "the player")]
        table = tuple((CARD[k], _marks(mask[i])) for k in sorted(own)
                      for i in own[k]) if own else ()
        if self._window and not self._declared and self._queue and self._queue[0] == player \
                and self._returning is None and not self.is_over:
            # the winner of the trick, to declare: his legal acts (cached for
            # the move) are these declarations, then the exchange and the draw
            declarations = [a for a in self.legal_actions() if a.kind == "declare"]
        else:
            declarations = self._declaration_actions(player)
        opens = tuple((a.value or "", a.cards) for a in declarations) if declarations else ()
        tables = tuple(map(_cards, self._table))
        keys = self._keys
        faced = tuple(tuple(CARD[keys[i]] for i in ids) if ids else () for ids in self._faced
                      ) if any(self._faced) else ((),) * n
        announced = tuple((p, kind, tuple(CARD[keys[i]] for i in ids))
                          for p in range(n) for kind, ids in self._announced[p]
                          ) if any(self._announced) else ()
        pack = self.pack
        stock = self._stock
        return _view(
            seat=player, players=n, packs=self.options.packs or n,
            dealer=self.dealer, trump=self.trump,
            turn_up=pack[stock[0]] if stock else None, stock=len(stock),
            hand=_cards(self._hand[player]),
            table=table, tables=tables,
            hand_sizes=tuple(self._count),
            trick=tuple(zip(self._trick_players, map(pack.__getitem__, self._trick))),
            played=tuple(map(pack.__getitem__, self._played)), scores=self.scores(),
            last_eight=self._last_eight, to_move=self.to_move, open_declarations=opens,
            faced=faced, announced=announced, trick_rule=self.options.trick)

    def __str__(self) -> str:
        lines = [f"Bezique, {self.n} players, {name_of(self.dealer, self.n)} deals; "
                 f"trumps {self.trump.noun}" + (f", turn-up {self.turn_up}" if self.turn_up
                                               else "") + f"; stock {len(self._stock)}"]
        for p in range(self.n):
            table = self.table(p)
            lines.append(f"{name_of(p, self.n)}: {' '.join(map(str, self.hand(p)))}"
                         + (f" | table {' '.join(map(str, table))}" if table else ""))
        if self._trick:
            lines.append("trick: " + ", ".join(f"{name_of(p, self.n)} {c}"
                                               for p, c in self.current_trick))
        return "\n".join(lines)


def _view(**fields: Any) -> View:
    """A :class:`View` of every field given, without the frozen dataclass's
    ``__init__`` (an ``object.__setattr__`` for each of its fields, a good part
    of the cost of a view at every move): the same object it would make."""
    view = object.__new__(View)
    view.__dict__.update(fields)
    return view


#: :func:`marks_text` of each mask met so far (a few dozen at most).
_MARKS_TEXT: dict[int, str] = {}


def _marks(mask: int) -> str:
    """:func:`marks_text`, remembered for each mask."""
    text = _MARKS_TEXT.get(mask)
    if text is None:
        text = _MARKS_TEXT[mask] = marks_text(mask)
    return text


def _cards(held: dict[int, list[int]]) -> tuple[Card, ...]:
    """The cards of a hand or a table held as ids by key, in the order of
    their keys (as :meth:`Deal.hand` and :meth:`Deal.table` list them)."""
    out: list[Card] = []
    for k in sorted(held):
        n = len(held[k])
        if n == 1:
            out.append(CARD[k])
        else:
            out += [CARD[k]] * n
    return tuple(out)


# --------------------------------------------------------------------------
# A match: deals until someone reaches the game (125 viii)


class Match:
    """Deals played until a player reaches the game agreed (125 viii).

    The deal passes to the left (to the other player when two play).  The
    winner is the first to reach the game, counting the points in the order
    they were scored, the aces and tens from the dealer's left (Enquire
    Within: the non-dealer scores aces and tens first).
    """

    def __init__(self, options: Options | None = None, seed: int | None = None,
                 dealer: int = 0) -> None:
        self.options = options or Options()
        self.seed = seed
        self._rng = seeded(seed)
        self.first_dealer = dealer
        self.deals: list[Deal] = []
        self.winner: int | None = None

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def totals(self) -> tuple[int, ...]:
        n = self.options.players
        return tuple(sum(d.account.total(p) for d in self.deals) for p in range(n))

    def next_deal(self) -> Deal:
        """Deal the next hand (the previous one must be finished)."""
        if self.is_over:
            raise RuleError(L.S125_VIII, "the game is won by "
                                         f"{name_of(self.winner or 0, self.options.players)}")
        if self.deals and not self.deals[-1].is_over:
            raise RuleError(L.S125_VIII, "the current deal is not finished")
        dealer = (self.first_dealer + len(self.deals)) % self.options.players
        deal = Deal.new(self._rng.randrange(2 ** 32), options=self.options, dealer=dealer)
        self.deals.append(deal)
        return deal

    def settle(self) -> int | None:
        """After a deal: who, if anyone, has reached the game."""
        running = [0] * self.options.players
        for d in self.deals:
            for line in d.account.lines:
                running[line.player] += line.points
                if running[line.player] >= self.options.game and self.winner is None:
                    self.winner = line.player
        return self.winner

    def play(self, strategies: Sequence[Any], rng: random.Random) -> int:
        """Play deals to the end of the game; returns the winner."""
        from playable.engine.strategies import play_out

        while not self.is_over:
            deal = self.next_deal()
            play_out(deal, strategies, rng)
            self.settle()
        assert self.winner is not None
        return self.winner
