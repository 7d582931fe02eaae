"""Bezique's position and the course of play: the deal, tricks, draws, the count.

:class:`Position` is the part of a Bezique ``Deal`` that every other part
stands on: the cards dealt by three, two and three and the turn-up (124); the
hands, the cards declared on the table, the stock; the tricks — won by the
best card, :func:`playable.engine.tricks.winner` from the game's card order
(:data:`playable.bezique.cards.CARD_ORDER`); the draws after each trick; the
last eight tricks, in which the rule of following is
``playable.engine.tricks.Follow.SUIT_AND_WIN`` (124) and the game's own exception is
that it holds only there (while the stock lasts no one need follow suit); and
the count at the end (125 vii, with a revoke's forfeit, 126 v).

Each physical card is one position of the pack (its *id*), so the two (or
three) equal cards of the Bezique pack are never confused; ``_keys[id]`` is
its key in the card order.  The hands and tables are, for each player, the ids
held under each key.

The acts that change the position are handled in :mod:`playable.bezique`
(play, draw), :mod:`playable.bezique.declarations` (declare, exchange) and
:mod:`playable.bezique.irregular` (the irregular acts of 126).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from playable.bezique.cards import (
    ACE,
    BRISQUES,
    CARD,
    CARD_ORDER,
    GAME,
    KNAVE_OF_DIAMONDS,
    KNAVE_OF_HEARTS,
    QUEEN_OF_CLUBS,
    QUEEN_OF_SPADES,
    SEVEN,
    name_of,
    pack_keys,
    stock_winner,
)
from playable.bezique.options import DEFAULT_OPTIONS, Options
from playable.engine import checks
from playable.engine.cards import Card, Suit
from playable.engine.core import (
    Account,
    Action,
    GameDeal,
    Irregularity,
    Phase,
    ScoreLine,
    nested,
    nested2,
)
from playable.engine.errors import Misdeal, OutOfTurn
from playable.engine.tricks import SUITS, Follow, lawful
from playable.engine.tricks import winner as trick_winner
from playable.engine.words import compass
from playable.laws.ids import BeziqueLaws as L
from playable.laws.ids import LawId

#: The rule of following in the last eight tricks, bound once (on Python 3.11
#: looking a member up on its Enum class costs more than following suit).
_SUIT_AND_WIN = Follow.SUIT_AND_WIN

#: The card order's tables under each suit as trumps, by the suit's index: a
#: deal finds its own without hashing the suit (an Enum's hash is a Python call).
_TABLES = tuple(CARD_ORDER.tables(suit) for suit in SUITS)

_SMALL = ("zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
          "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth",
          "sixteenth", "seventeenth", "eighteenth", "nineteenth")


def _ordinal(n: int) -> str:
    """The number of the last trick before the stock is out, in words, as its
    score line names it: the twenty-fourth from a stock of 48 (two players)
    or 72 (three with three packs), the thirteenth from 39 (three with two
    packs), another where a forfeit left a hand short or long."""
    if n < 20:
        return _SMALL[n]
    tens, units = divmod(n, 10)
    word = ("twenty", "thirty", "forty")[tens - 2] if tens < 5 else ""
    if not word:
        return f"{n}th"
    return word[:-1] + "ieth" if not units else f"{word}-{_SMALL[units]}"
_ORDERS = {n: tuple(tuple((leader + i) % n for i in range(n)) for leader in range(n))
           for n in (2, 3)}


@dataclass(frozen=True)
class Trick:
    """A trick as played: who led, the cards in order, who won, in which stage."""

    number: int
    cards: tuple[tuple[int, Card], ...]
    winner: int
    last_eight: bool

    def __str__(self) -> str:
        n = len(self.cards)  # a card from each player
        played = ", ".join(f"{name_of(p, n)} {c}" for p, c in self.cards)
        return f"trick {self.number}: {played} — {name_of(self.winner, n)} wins"


@dataclass(frozen=True)
class DealResult:
    """The outcome of a deal: each player's points and every line that made them."""

    scores: tuple[int, ...]
    lines: tuple[ScoreLine, ...]
    tricks: tuple[int, ...]
    irregularities: tuple[Irregularity, ...]
    complete: bool

    def to_json(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "tricks": list(self.tricks),
                "lines": [line.to_json() for line in self.lines],
                "irregularities": [i.to_json() for i in self.irregularities]}

    def __str__(self) -> str:
        names = compass(len(self.scores))
        body = "\n".join(line.said(names) for line in self.lines)
        totals = "  ".join(f"{names[p]} {s}" for p, s in enumerate(self.scores))
        return f"{body}\nTotals: {totals}" if body else f"Totals: {totals}"


class _Brisques:
    """The aces and tens a player takes in his tricks (card ids), which print as
    ``"2 aces and 1 ten"`` (written only when the score lines are read)."""

    __slots__ = ("ids", "keys")

    def __init__(self, ids: list[int], keys: Sequence[int]) -> None:
        self.ids, self.keys = ids, keys

    def __str__(self) -> str:
        aces = sum(1 for i in self.ids if self.keys[i] & 7 == ACE)
        tens = len(self.ids) - aces
        parts = []
        if aces:
            parts.append(f"{aces} ace{'s' if aces > 1 else ''}")
        if tens:
            parts.append(f"{tens} ten{'s' if tens > 1 else ''}")
        return " and ".join(parts)


def _forget(_: object) -> None:
    return None


#: :func:`_dealing` of each table and pack met so far.
_DEALINGS: dict[tuple[int, int, int], tuple[tuple[tuple[int, tuple[int, ...]], ...], int,
                                            tuple[int, ...]]] = {}


def _dealing(n: int, dealer: int, cards: int
             ) -> tuple[tuple[tuple[int, tuple[int, ...]], ...], int, tuple[int, ...]]:
    """Where the deal puts each place of the pack (124): each player's eight
    (the pack's places, dealt by three, two and three, beginning on the
    dealer's left; the players in that order), the place of the turn-up, and
    the stock, the turn-up at the bottom (index 0) and the top card last.
    Worked out once for each table and pack."""
    dealing = _DEALINGS.get((n, dealer, cards))
    if dealing is None:
        order = [(dealer + 1 + i) % n for i in range(n)]
        ids: dict[int, list[int]] = {p: [] for p in order}
        pos = 0
        for batch in (3, 2, 3):
            for p in order:
                ids[p] += range(pos, pos + batch)
                pos += batch
        dealing = _DEALINGS[n, dealer, cards] = (
            tuple((p, tuple(ids[p])) for p in order), pos,
            (pos, *range(cards - 1, pos, -1)))
    return dealing


class Position(GameDeal):
    """The cards of a deal of Bezique, where each lies, and the course of play.

    The fields are slots (the parts of the game that subclass this add none).
    The mutable ones a clone must copy are listed in ``_COPIED``: a new field
    goes in ``__slots__`` and, if it is mutable, in ``_COPIED`` (the cached
    legal acts are forgotten, not copied).
    """

    GAME = GAME
    _COPIED: ClassVar[dict[str, Callable[[Any], Any]]] = {
        "history": list, "irregularities": list, "account": Account.copy,
        "declarations": list, "declared_ids": list, "_tricks": list, "_mask": list,
        "_cnt": nested, "_hand": nested2, "_table": nested2,
        "_owed": list, "_played": list, "_stock": list, "_trick": list, "_trick_keys": list,
        "_trick_players": list, "_to_play": list, "_queue": list, "_legal_cache": _forget,
        "_last_drawn": list, "_announced": nested, "_faced": nested, "_sevens_scored": set,
        "_table_plays": list,
    }

    # Every field is a slot, so that the base apply reads ``seats`` without a
    # property call.
    __slots__ = (
        "_allowed", "_announced", "_beaten", "_bezique", "_called", "_cnt", "_declarable",
        "_declared", "_exchanged", "_faced", "_follows", "_hand", "_keys", "_last_drawn",
        "_last_eight", "_leader", "_legal_cache", "_mask", "_owed", "_played", "_power",
        "_queue", "_returning", "_revoke", "_scored", "_seven", "_sevens_scored", "_start",
        "_stock", "_table", "_table_plays", "_taken_in_exchange", "_to_play", "_trick",
        "_trick_keys", "_trick_owner", "_trick_players", "_tricks", "_window", "account",
        "dealer", "declarations", "declared_ids", "history", "irregularities", "is_over",
        "n", "options", "pack", "seats", "seed", "trump", "trump_index",
    )
    seats: int  # read by every act (``GameDeal.apply``): a slot, not a property
    #: True once the deal is over (read before every act: a slot, not a property).
    is_over: bool
    options: Options
    account: Account
    declarations: list[tuple[int, str, tuple[Card, ...], int]]
    declared_ids: list[tuple[int, str, tuple[int, ...], tuple[int, ...]]]

    def __init__(self, pack: Sequence[Card], dealer: int = 0, options: Options | None = None,
                 seed: int | None = None) -> None:
        self._init(pack, dealer, options, seed)
        self._deal()

    def _init(self, pack: Sequence[Card], dealer: int, options: Options | None,
              seed: int | None, keys: Sequence[int] | None = None) -> None:
        """The pack checked and the fields of a deal before any card is placed
        (``keys``, the pack's keys, only with a pack made from the expected
        one, which needs no check: :meth:`playable.bezique.Deal.shuffled`)."""
        options = options or DEFAULT_OPTIONS
        n = options.players
        pack = tuple(pack)
        if keys is None:
            keys = self._checked_keys(pack, options)
        checks.seat(dealer, n, "the dealer")
        self.options = options
        self.pack: tuple[Card, ...] = pack
        self.dealer = dealer
        self.seed = seed
        self.n = self.seats = n
        self.history = []
        self.account = Account(names=compass(n))
        self.irregularities = []
        self._tricks: list[tuple[Sequence[int], Sequence[int], int, bool]] = []
        self.declarations = []
        #: Each declaration by the pack positions of its cards and which came from the hand.
        self.declared_ids = []
        self._keys = keys
        self._mask = [0] * len(pack)
        self._cnt: list[list[int]] = [[0] * 32 for _ in range(n)]  # hand + table, by key
        self._hand: list[dict[int, list[int]]] = [{} for _ in range(n)]
        self._table: list[dict[int, list[int]]] = [{} for _ in range(n)]
        #: The plays of each seat's cards on the table as the legal acts list
        #: them, made when first asked for (None: not yet, or his table has
        #: changed since; whatever changes a table or its cards' marks
        #: forgets them).
        self._table_plays: list[list[Action] | None] = [None] * n
        self._owed = [0] * n
        self._played: list[int] = []
        #: The points of the score lines counted so far: (how many lines, the
        #: last of them, each seat's total), so that a view adds only the new
        #: lines (immutable: a clone shares it).
        self._scored: tuple[int, ScoreLine | None, tuple[int, ...]] = (0, None, (0,) * n)

    @staticmethod
    def _checked_keys(pack: Sequence[Card], options: Options) -> list[int]:
        """The keys of ``pack``, which must be the expected pack in some order."""
        n = options.players
        try:
            keys = list(map(CARD_ORDER.key, pack))
        except (KeyError, TypeError):
            keys = []
        expected = pack_keys(options)
        if sorted(keys) != expected:
            raise Misdeal(L.S128_I if n == 3 else L.S124,
                          f"the pack must be the {len(expected)} cards of "
                          f"{options.packs} piquet packs"
                          + (" less one eight" if options.eight_suppressed else ""))
        return keys

    def _deal(self) -> None:
        """The deal by three, two and three, beginning on the dealer's left; the
        next card turned up for trumps; a seven turned scores the dealer 10
        (124, as Enquire Within's mode of playing gives it)."""
        hands, pos, stock = _dealing(self.n, self.dealer, len(self.pack))
        keys = self._keys
        # each card taken into the hand as _take does, written out (sixteen
        # calls fewer a deal)
        for p, ids in hands:
            hand, counts = self._hand[p], self._cnt[p]
            for card_id in ids:
                k = keys[card_id]
                if k in hand:
                    hand[k].append(card_id)
                else:
                    hand[k] = [card_id]
                counts[k] += 1
        self._begin(SUITS[self._keys[pos] >> 3])
        self._stock = list(stock)
        self._leader = hands[0][0]
        self._to_play = self._participants(self._leader)
        if self._keys[pos] == self._seven:
            self._sevens_scored.add(pos)
            self.account.add_later(self.dealer, 10, L.S125_VII,
                                   "a seven turned up for trumps ({}): the dealer scores",
                                   CARD[self._seven], item="seven-turned-up")

    def _setup_from(self, pack: Sequence[Card], dealer: int, options: Options,
                    trump: Suit) -> None:
        """The fields of a deal set up at a point (:mod:`playable.bezique.setup`
        places the cards): the pack checked, nothing dealt yet."""
        self._init(pack, dealer, options, None)
        self._begin(trump)
        self._stock = []
        self._leader = (dealer + 1) % self.n
        self._to_play = []

    def _begin(self, trump: Suit) -> None:
        """The state of play at the start of a deal, trumps being ``trump``."""
        n = self.n
        self.trump_index = SUITS.index(trump)
        self.trump: Suit = trump
        tables = _TABLES[self.trump_index]
        self._follows, self._power = tables.follows, tables.power
        #: The keys that beat each key, from the same tables: the winner of a
        #: trick of two in one look-up.
        self._beaten = tables.beaten
        self._seven = self.trump_index * 8 + SEVEN
        #: The keys of the bezique queen and knave: the queen of spades and knave
        #: of diamonds, or, in Enquire Within's variation (124 ii), the queen of
        #: clubs and knave of hearts when spades or diamonds are trumps.
        self._bezique = ((QUEEN_OF_CLUBS, KNAVE_OF_HEARTS)
                         if self.options.bezique == "with-trumps"
                         and trump in (Suit.SPADES, Suit.DIAMONDS)
                         else (QUEEN_OF_SPADES, KNAVE_OF_DIAMONDS))
        self._exchanged = False
        self._last_eight = False
        self.is_over = False
        self._trick: list[int] = []  # the ids of the cards played to it, in order
        self._trick_keys: list[int] = []  # and their keys
        self._trick_players: list[int] = []
        self._queue: list[int] = []
        self._window = False
        self._declared = False
        self._taken_in_exchange = -1
        self._legal_cache: list[Action] | None = None
        #: The declarations among the legal acts cached, with that list (they
        #: are known by it while it stands: see ``Deal._on_declare``).
        self._declarable: tuple[list[Action], tuple[Action, ...]] | None = None
        self._allowed: list[int] = []
        self._revoke: Irregularity | None = None
        self._trick_owner: list[int] | None = None
        #: The card each player last took from the stock (-1: none yet).
        self._last_drawn = [-1] * n
        #: After an overdraw (126 iv): (the overdrawer, who chooses, the cards to choose from).
        self._returning: tuple[int, int, tuple[int, ...]] | None = None
        #: For each seat, the combinations announced and not yet scored (Foster's
        #: double declarations): (kind, the ids of its cards on the table).
        self._announced: list[list[tuple[str, tuple[int, ...]]]] = [[] for _ in range(n)]
        #: For each seat, the cards of a wrong declaration resumed into the hand,
        #: liable to be called for as faced cards (Enquire Within, 123 ii, xi).
        self._faced: list[list[int]] = [[] for _ in range(n)]
        #: A faced card called for: (the seat that must play it, its id).
        self._called: tuple[int, int] | None = None
        #: The sevens of trumps that have scored by being turned up, exchanged
        #: or declared (``Options(seven="declared")``).
        self._sevens_scored: set[int] = set()
        #: The keyword arguments of ``Deal.setup`` this deal was set up from.
        self._start: dict[str, object] | None = None

    def _take(self, p: int, card_id: int) -> None:
        """A card joins a player's hand (dealt, drawn, taken back)."""
        k = self._keys[card_id]
        hand = self._hand[p]
        if k in hand:  # (a test and a subscript: cheaper than a call of get())
            hand[k].append(card_id)
        else:
            hand[k] = [card_id]
        self._cnt[p][k] += 1

    def _participants(self, leader: int) -> list[int]:
        """The players who play to a trick, in order from the leader (all of
        them, unless an irregularity has left someone without a card)."""
        order = _ORDERS[self.n][leader]
        if all(self._hand):
            return [*order]  # (a display: cheaper than a call of list())
        return [q for q in order if self._hand[q] or self._table[q]]

    # -- the position ------------------------------------------------------

    def _seat_law(self) -> LawId:
        return L.S124

    def _check_open(self) -> None:
        if self.is_over:
            raise OutOfTurn(L.S124, "the deal is over")
        if self._returning is not None:
            p, chooser, _ = self._returning
            raise OutOfTurn(L.S126_IV, f"{name_of(p, self.n)} overdrew: {name_of(chooser, self.n)} "
                                       "first chooses which card goes back into the pack")

    @property
    def phase(self) -> Phase:
        return Phase.OVER if self.is_over else Phase.PLAY

    @property
    def to_move(self) -> int | None:
        """The player whose act is awaited: the winner of the trick (declaring,
        exchanging, drawing), the next to draw, or the next to play."""
        if self.is_over:
            return None
        if self._returning is not None:
            return self._returning[1]
        if self._queue:
            return self._queue[0]
        return self._to_play[0]

    @property
    def _count(self) -> list[int]:
        """The number of cards each player holds, in his hand and on the table:
        his counts by key added up."""
        return list(map(sum, self._cnt))

    @property
    def cards_played(self) -> int:
        """The cards played to tricks so far (the one on the table included)."""
        return len(self._played)

    @property
    def last_eight(self) -> bool:
        """True once the stock is exhausted: the last eight tricks (124)."""
        return self._last_eight

    def scores(self) -> tuple[int, ...]:
        """Each seat's points so far: the score lines added up (the lines
        counted before are not counted again)."""
        lines = self.account.lines
        counted, last, totals = self._scored
        if counted == len(lines) and (not counted or lines[-1] is last):
            return totals
        if counted > len(lines) or (counted and lines[counted - 1] is not last):
            counted, totals = 0, (0,) * self.n  # not the lines counted: count afresh
        running = list(totals)
        for line in lines[counted:]:
            running[line.player] += line.points
        totals = tuple(running)
        self._scored = (len(lines), lines[-1] if lines else None, totals)
        return totals

    def hand(self, player: int) -> list[Card]:
        """The cards a player holds off the table."""
        hand = self._hand[checks.seat(player, self.n, "the player")]
        return [CARD[k] for k in sorted(hand) for _ in hand[k]]

    def table(self, player: int) -> list[Card]:
        """The cards a player has declared and not yet played (125 i)."""
        return [CARD[k] for k in sorted(self._table[player]) for _ in self._table[player][k]]

    def held(self, player: int) -> list[Card]:
        """All the cards a player holds, on the table or not."""
        return sorted(self.hand(player) + self.table(player), key=CARD_ORDER.key)

    # -- cards to the trick ------------------------------------------------

    def _remove(self, p: int, card_id: int) -> None:
        k = self._keys[card_id]
        self._table_plays[p] = None
        for src in (self._hand[p], self._table[p]):
            ids = src.get(k)
            if ids and card_id in ids:
                ids.remove(card_id)
                if not ids:
                    del src[k]
                self._cnt[p][k] -= 1
                return
        raise AssertionError("card not held")  # pragma: no cover

    def _put(self, p: int, card_id: int) -> None:
        self._remove(p, card_id)
        self._to_trick(p, card_id)

    def _to_trick(self, p: int, card_id: int) -> None:
        """A card goes to the trick; the seven of trumps played while the stock
        lasts scores 10 (125 vii); the trick is settled when complete."""
        if self._mask[card_id] and self._announced[p]:
            # an announced combination lapses when one of its cards is played
            self._announced[p] = [a for a in self._announced[p] if card_id not in a[1]]
        self._mask[card_id] = 0
        self._trick.append(card_id)
        self._trick_keys.append(self._keys[card_id])
        self._trick_players.append(p)
        self._played.append(card_id)
        if not self._last_eight and self._keys[card_id] == self._seven:
            self._seven_played(p)
        self._unface(p, card_id)
        self._to_play.pop(0)
        if not self._to_play:
            self._settle_trick()

    def _unface(self, p: int, card_id: int) -> None:
        """A card played leaves the faced cards, and answers a call for it."""
        faced = self._faced[p]
        if faced:
            if card_id in faced:  # (both equal cards faced: this one leaves)
                faced.remove(card_id)
            else:
                k = self._keys[card_id]
                for i in faced:
                    if self._keys[i] == k:  # equal cards: the faced one is played
                        faced.remove(i)
                        break
        if self._called is not None and self._called[0] == p:
            self._called = None

    def _seven_played(self, p: int) -> None:
        if self.options.seven != "played":
            return  # Hoffmann's reading: the seven scores when declared, not played
        self.account.add_later(p, 10, L.S125_VII, "the seven of trumps played ({})",
                               CARD[self._seven], item="seven-played")

    def _allowed_last_eight(self, p: int) -> list[int]:
        """In the last eight tricks: follow suit and win the trick if able; if
        void, trump (and win if able); else any card (124, ``Follow.SUIT_AND_WIN``
        of :mod:`playable.engine.tricks`; a failure is the revoke of 126 v).  The third
        hand of three who can neither follow nor win by trumping throws any
        card (Britannica, 9th ed., on three-handed Bezique)."""
        return lawful(sorted(self._hand[p]), self._trick_keys, _SUIT_AND_WIN,
                      self._follows, self._power)

    @property
    def tricks(self) -> list[Trick]:
        """The tricks played, in order."""
        pack = self.pack
        return [Trick(i, tuple((p, pack[c]) for p, c in zip(players_, ids)), winner, last)
                for i, (players_, ids, winner, last) in enumerate(self._tricks, 1)]

    def _settle_trick(self) -> None:
        """The best card takes the trick (124): while the stock lasts, as
        ``Options.trick`` reads 122 (:func:`~playable.bezique.cards.stock_winner`);
        in the last eight, the highest trump, else the
        highest card of the suit led, of equal cards the first played
        (:func:`playable.engine.tricks.winner`; a trick of two is read from the same
        order's ``Tables.beaten``).  While the stock lasts the winner may
        declare, then each draws, the winner first; in the last eight the
        winner leads again, and the last trick ends the deal."""
        players_, keys = self._trick_players, self._trick_keys
        if not self._last_eight and self.options.trick == "any-suit":
            winner = players_[stock_winner(keys, self._follows, self._power, "any-suit")]
        elif len(keys) == 2:  # (not a list read at a bool: 3.11 reads it slowly)
            winner = players_[1] if keys[1] in self._beaten[keys[0]] else players_[0]
        else:
            winner = players_[trick_winner(keys, self._follows, self._power)]
        # the trick's lists are kept as they are: they are replaced, never changed
        self._tricks.append((players_, self._trick, winner, self._last_eight))
        self._trick = []
        self._trick_keys = []
        self._trick_players = []
        self._leader = winner
        if not self._last_eight:
            self._queue = [*_ORDERS[self.n][winner]]
            self._window = True
            self._declared = False
            self._taken_in_exchange = -1
            return
        self._to_play = self._participants(winner)
        if not self._to_play:
            self._finish()

    # -- the draws ---------------------------------------------------------

    def _draw_round(self) -> None:
        """The draws after a trick: the winner first, then each player in turn
        from his left (124); the others' draws follow the winner's of course."""
        stock, owed, last_drawn = self._stock, self._owed, self._last_drawn
        keys, hands, counts = self._keys, self._hand, self._cnt
        for q in self._queue:
            if not stock:
                break
            if owed[q] == 0:
                last_drawn[q] = card_id = stock.pop()
                # taken into the hand as _take does, written out (a call a card)
                k = keys[card_id]
                hand = hands[q]
                if k in hand:
                    hand[k].append(card_id)
                else:
                    hand[k] = [card_id]
                counts[q][k] += 1
            else:
                self._draw_due(q)
        self._queue = []
        self._window = False
        if stock and not self._trick_players and not self.is_over and all(self._hand):
            # the ordinary course: the stock lasts, everyone holds cards, and
            # the winner leads to all (what _after_draw and _participants
            # find, written out: two calls fewer at a draw)
            self._to_play = [*_ORDERS[self.n][self._leader]]
            return
        self._after_draw()

    def _draw_due(self, p: int) -> None:
        """A player's draw: one card, two if he played without drawing last
        time, none if he holds a card too many (Enquire Within on 126 iii, iv)."""
        wanted = 1 + self._owed[p]
        if wanted <= 0:
            self._owed[p] += 1
            return
        self._owed[p] = 0
        for _ in range(min(wanted, len(self._stock))):
            self._last_drawn[p] = card_id = self._stock.pop()
            self._take(p, card_id)

    def _after_draw(self) -> None:
        if not self._stock and not self._last_eight:
            self._queue = []
            self._window = False
            if self.options.last_trick == "twenty-fourth":
                # the trick's own number: the twenty-fourth when two play, or
                # three with three packs; the thirteenth with two packs among three
                self.account.add_later(self._leader, 10, L.S125_VII,
                                       "the last trick before the stock is exhausted "
                                       f"(the {_ordinal(len(self._tricks))}, as agreed)",
                                       item="last-trick")
            self._begin_last_eight()
        if not self._queue and not self.is_over:
            self._window = False
            played = self._trick_players
            self._to_play = self._participants(self._leader)
            if played:
                self._to_play = [q for q in self._to_play if q not in played]
            if not self._to_play:
                if self._trick:
                    self._settle_trick()
                else:
                    self._finish()

    def _begin_last_eight(self) -> None:
        """The stock exhausted, the players take up their declared cards and
        play the last eight tricks (124)."""
        self._last_eight = True
        self._called = None
        for p in range(self.n):
            self._table_plays[p] = None
            self._announced[p] = []
            self._faced[p] = []  # no faced cards in the last eight tricks (123 xi)
            for k, ids in self._table[p].items():
                self._hand[p].setdefault(k, []).extend(ids)
                for i in ids:
                    self._mask[i] = 0
            self._table[p] = {}

    # -- the end -----------------------------------------------------------

    def _finish(self) -> None:
        """The end of the deal: a revoke's forfeit (126 v), the last trick 10
        and each ace and ten in the tricks 10 (125 vii), counted from the
        dealer's left (the non-dealer first, Enquire Within).

        The forfeit of a revoke: the offender's tricks among the last eight
        go to his adversary (when three play, to the adversary whose card was
        best in the trick without the offender's: the engine's reading)."""
        self.is_over = True
        self._legal_cache = None
        n, keys, tricks = self.n, self._keys, self._tricks
        owner: list[int] = []  # who holds each trick: listed after a revoke only
        forfeited: list[int] = []  # the tricks a revoke forfeited, in order
        offender = self._revoke.player if self._revoke else None
        if offender is not None:
            owner = [t[2] for t in tricks]
            for idx, (players_, ids, winner, last_eight) in enumerate(tricks):
                if last_eight and winner == offender:
                    others = [(q, c) for q, c in zip(players_, ids) if q != offender]
                    if others:
                        owner[idx] = self._best_of(others)
                        forfeited.append(idx)
            self._trick_owner = owner
        # The aces and tens in the tricks each player won, in the order played
        # (a loop: a comprehension is a call of its own) ...
        won: list[list[int]] = [[] for _ in range(n)]
        for _, ids, winner, _ in tricks:
            for i in ids:
                if keys[i] in BRISQUES:
                    won[winner].append(i)
        # ... less those in the tricks a revoke forfeited, which go to the adversary.
        won_forfeit: list[list[int]] = [[] for _ in range(n)]
        for idx in forfeited:
            _, ids, winner, _ = tricks[idx]
            for i in ids:
                if keys[i] in BRISQUES:
                    won[winner].remove(i)
                    won_forfeit[owner[idx]].append(i)
        if self.options.last_trick == "last" and tricks:
            last = len(tricks) - 1
            if last in forfeited:
                self.account.add(owner[last], 10, L.S126_V,
                                 f"the last trick, forfeited to {name_of(owner[last], self.n)} by "
                                 f"{name_of(offender, self.n)}'s revoke", item="last-trick")
            else:
                self.account.add_later(tricks[last][2], 10, L.S125_VII, "the last trick",
                                       item="last-trick")
        for i in range(n):
            p = (self.dealer + 1 + i) % n
            if won[p]:
                self.account.add_later(p, 10 * len(won[p]), L.S125_VII, "{} in the tricks",
                                       _Brisques(won[p], keys), item="brisque")
            if won_forfeit[p]:
                self.account.add(p, 10 * len(won_forfeit[p]), L.S126_V,
                                 f"{_Brisques(won_forfeit[p], keys)} in the last eight "
                                 f"tricks forfeited by {name_of(offender, self.n)}'s revoke",
                                 item="brisque")

    def _best_of(self, played: list[tuple[int, int]]) -> int:
        """The player of the best of ``played`` (player, card id), in play order."""
        keys = self._keys
        best = trick_winner([keys[c] for _, c in played], self._follows, self._power)
        return played[best][0]

    def tricks_won(self) -> tuple[int, ...]:
        """Tricks each player holds (after a revoke's forfeit, at the end)."""
        owners = self._trick_owner or [t[2] for t in self._tricks]
        return tuple(owners.count(p) for p in range(self.n))

    def won(self, player: int) -> list[Card]:
        """The cards in the tricks a player has won."""
        owners = self._trick_owner or [t[2] for t in self._tricks]
        return [self.pack[i] for t, o in zip(self._tricks, owners) if o == player for i in t[1]]

    def result(self) -> DealResult:
        """The deal's account so far (complete once the deal is over)."""
        return DealResult(self.scores(), tuple(self.account.lines), self.tricks_won(),
                          tuple(self.irregularities), self.is_over)
