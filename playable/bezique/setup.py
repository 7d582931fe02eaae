"""A deal of Bezique set up at a given point (``Deal.setup``), and the point a
deal has reached written as the same arguments (``Deal.to_setup``).

The keyword arguments of :func:`setup` (all JSON-able: cards as text in the
notation :func:`playable.engine.cards.cards` reads, ``"A♠ 10♥ J♦"`` or ``"AS TH JD"``):

* ``hands`` — for each seat, the cards it holds off the table;
* ``tables`` — for each seat, its declared cards lying on the table (125 i),
  each ``"Q♠"`` or ``"Q♠:bezique+four queens"``, naming the declarations the
  card has served in (the marks of 125 ii-vi: ``marriage``, ``sequence``,
  ``bezique``, ``double bezique``, ``treble bezique``, ``four aces``,
  ``four kings``, ``four queens``, ``four knaves``);
* ``stock`` — the stock, top card first, without the turn-up (its order is
  required: the engine draws from it); text ending in ``...`` gives the top
  cards, the rest of the pack following in its fixed order (as
  ``Deal.from_hands`` does), when the tricks played are given or none;
* ``turn_up`` — the card under the stock (after an exchange, the seven of
  trumps); None once the stock is exhausted, when ``trump`` names the suit;
* ``trump`` — the trump suit (``"♥"`` or ``"H"``); read from ``turn_up`` if
  not given;
* ``tricks`` — the tricks played, in order, each its cards in the order played
  from its leader (the first led by the dealer's left, each next by the
  winner of the one before); or, instead, ``won`` — for each seat, the number
  of tricks and of brisques (aces and tens) it has won — with ``leader``, the
  winner of the last trick: the cards not placed elsewhere are then the
  played ones, laid out in tricks of the engine's choosing;
* ``trick`` — the trick in progress, its cards in the order played;
* ``scores`` — each seat's points so far (multiples of 10): one score line
  each, ``item="carried"``, under 125 viii (the markers);
* ``dealer`` — the dealer's seat;
* ``declared`` — after a trick and before the draw: whether its winner has
  made his one declaration (123 i); ``exchange`` — the card he took then in
  exchange for the seven of trumps, if he did; ``exchanged`` — whether the
  seven has been exchanged in this deal;
* ``announced`` — combinations announced and not yet scored (Foster's
  double declarations): ``[seat, kind, "cards"]``, the cards on the table;
* ``faced`` — for each seat, the faced cards of a wrong declaration (123 ii),
  in its hand; ``called`` — ``[seat, "card"]``, a faced card called for;
* ``sevens_scored`` — the seats holding a seven of trumps that has scored
  already (turned up or exchanged, or declared with
  ``Options(seven="declared")``), once for each.

The number of players is the options'.  Everything is checked: each card is
one of the pack's, no more often than the pack holds it, every card of the
pack placed once; the hands are of the size the tricks played and the draws
made leave; the stock divides into the draws; the marks are declarations the
cards can make; the scores are whole tens.  A wrong argument raises
:class:`playable.engine.errors.SetupError` naming it.

A set-up deal's ``pack`` is the cards played (the tricks in order, then the
trick in progress), then each seat's hand and table cards, then the turn-up
and the stock, top card first: the card ids of the position are places in it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any, TypeVar

from playable.bezique.cards import (
    BRISQUES,
    CARD,
    CARD_ORDER,
    KEY,
    KNAVE_OF_DIAMONDS,
    KNAVE_OF_HEARTS,
    QUEEN_OF_CLUBS,
    QUEEN_OF_SPADES,
    SEVEN,
    expected_pack,
    name_of,
    stock_winner,
)
from playable.bezique.declarations import _MARKS, KINDS, Declarations, marks_text
from playable.bezique.options import Options
from playable.engine.cards import Card, NotationError, Suit, show
from playable.engine.cards import cards as parse_cards
from playable.engine.checks import shown
from playable.engine.core import Account
from playable.engine.errors import SetupError
from playable.engine.tricks import SUITS
from playable.engine.words import compass
from playable.laws.ids import BeziqueLaws as L

#: The deal set up: :class:`playable.bezique.Deal`, typed by the part of it that
#: holds the position and the declarations (this module is below the class).
D = TypeVar("D", bound=Declarations)

_MARK_BITS = {name: bit for bit, name in _MARKS}
#: The cards (rank strength, or the key) a mark may lie on.
_KNAVE, _QUEEN, _KING, _TEN, _ACE = 3, 4, 5, 6, 7

_ARGS = ("hands", "tables", "stock", "turn_up", "trump", "tricks", "won", "leader", "trick",
         "scores", "dealer", "declared", "exchange", "exchanged", "announced", "faced",
         "called", "sevens_scored")


def _cards(value: object, field: str) -> list[Card]:
    if isinstance(value, str):
        try:
            return parse_cards(value)
        except (NotationError, ValueError) as exc:
            raise SetupError(field, str(exc)) from None
    if isinstance(value, list | tuple):
        out = []
        for i, c in enumerate(value):
            if isinstance(c, Card):
                out.append(c)
            elif isinstance(c, str):
                out += _cards(c, f"{field}[{i}]")
            else:
                raise SetupError(f"{field}[{i}]", f"a card is text or a Card, "
                                                  f"not {type(c).__name__}")
        return out
    raise SetupError(field, f"cards are given as text or a list of cards, "
                            f"not {type(value).__name__}")


def _card(value: object, field: str) -> Card:
    got = _cards(value, field)
    if len(got) != 1:
        raise SetupError(field, f"names one card, not {len(got)}")
    return got[0]


def _per_seat(value: object, field: str, n: int) -> list[Any]:
    if not isinstance(value, list | tuple) or isinstance(value, str):
        raise SetupError(field, f"give one entry for each of the {n} seats")
    if len(value) != n:
        raise SetupError(field, f"give one entry for each of the {n} seats, not {len(value)}")
    return list(value)


def _seat(value: object, field: str, n: int) -> int:
    if type(value) is not int or not 0 <= value < n:
        raise SetupError(field, f"must be a seat, 0 to {n - 1}, not {value!r}")
    return value


def _flag(value: object, field: str) -> bool:
    if type(value) is not bool:
        raise SetupError(field, f"must be true or false, not {value!r}")
    return value


def _json_cards(cs: Sequence[Card]) -> str:
    return show(cs)


def setup(cls: type[D], kwargs: dict[str, Any], options: Options | None) -> D:
    """Build the deal ``kwargs`` describe (see the module docstring)."""
    options = options or Options()
    if not isinstance(options, Options):
        raise SetupError("options", f"must be bezique Options, not {type(options).__name__}")
    unknown = sorted(set(kwargs) - set(_ARGS))
    if unknown:
        raise SetupError(unknown[0], f"is not an argument of the setup; they are "
                                     f"{', '.join(_ARGS)}")
    if "hands" not in kwargs:
        raise SetupError("hands", "required: the cards each seat holds")
    n = options.players
    pack = expected_pack(options)
    size = len(pack)
    start: dict[str, Any] = {}
    dealer = _seat(kwargs.get("dealer", 0), "dealer", n)
    start["dealer"] = dealer
    hands = [_cards(h, f"hands[{p}]") for p, h in
             enumerate(_per_seat(kwargs["hands"], "hands", n))]
    start["hands"] = [_json_cards(h) for h in hands]
    # -- the tables: cards with their marks
    tables: list[list[tuple[Card, int]]] = [[] for _ in range(n)]
    if kwargs.get("tables") is not None:
        raw_tables = _per_seat(kwargs["tables"], "tables", n)
        for p, entries in enumerate(raw_tables):
            field = f"tables[{p}]"
            if isinstance(entries, str):
                entries = entries.split()
            if not isinstance(entries, list | tuple):
                raise SetupError(field, "a list of declared cards, each 'Q♠:bezique+four queens'")
            for entry in entries:
                if isinstance(entry, Card):
                    raise SetupError(field, f"{entry}: name the declarations it has served in, "
                                            "'card:marks'")
                if not isinstance(entry, str):
                    raise SetupError(field, f"an entry is text, not {type(entry).__name__}")
                text, _, marks = entry.partition(":")
                card = _card(text, field)
                mask = 0
                for name in (marks.split("+") if marks else []):
                    bit = _MARK_BITS.get(name.strip())
                    if bit is None:
                        raise SetupError(field, f"{name!r} is not a declaration a card serves in "
                                                f"({', '.join(_MARK_BITS)})")
                    mask |= bit
                if not mask:
                    raise SetupError(field, f"{card} lies on the table, so it has served in a "
                                            "declaration: name it ('card:marks')")
                tables[p].append((card, mask))
        start["tables"] = [[f"{c}:{marks_text(m)}" for c, m in t] for t in tables]
    # -- the stock, the turn-up, trumps
    raw_stock = kwargs.get("stock", ())
    fill = isinstance(raw_stock, str) and raw_stock.rstrip().endswith(("...", "…"))
    if fill:
        raw_stock = raw_stock.rstrip().rstrip(".…")
    stock = _cards(raw_stock, "stock")
    turn_up = kwargs.get("turn_up")
    turn = None if turn_up is None else _card(turn_up, "turn_up")
    if turn is not None:
        start["turn_up"] = str(turn)
    trump_text = kwargs.get("trump")
    trump: Suit | None = None
    if trump_text is not None:
        if not isinstance(trump_text, str):
            raise SetupError("trump", f"names a suit, not {trump_text!r}")
        try:
            trump = Suit.parse(trump_text)
        except ValueError:
            raise SetupError("trump", f"names a suit, not {trump_text!r}") from None
        start["trump"] = trump.value
    if turn is not None:
        if trump is not None and trump is not turn.suit:
            raise SetupError("trump", f"{trump.noun} are not the suit of the turn-up {turn}")
        trump = turn.suit
    if trump is None:
        raise SetupError("trump", "required when there is no turn-up (the stock is exhausted)")
    if stock and turn is None:
        raise SetupError("turn_up", "required while the stock lasts: it is drawn last")
    t = SUITS.index(trump)
    seven_key = t * 8 + SEVEN
    # -- the trick in progress
    trick = _cards(kwargs.get("trick", ()), "trick")
    if trick:
        start["trick"] = _json_cards(trick)
    # -- tricks played: exactly, or counted
    tricks_arg, won_arg = kwargs.get("tricks"), kwargs.get("won")
    exact: list[list[Card]] | None = None
    won: list[tuple[int, int]] | None = None
    if tricks_arg is not None and won_arg is not None:
        raise SetupError("won", "give the tricks played or what each seat has won, not both")
    if tricks_arg is not None:
        if isinstance(tricks_arg, str) or not isinstance(tricks_arg, list | tuple):
            raise SetupError("tricks", "a list of tricks, each its cards in the order played")
        exact = [_cards(x, f"tricks[{i}]") for i, x in enumerate(tricks_arg)]
        for i, x in enumerate(exact):
            if len(x) != n:
                raise SetupError(f"tricks[{i}]", f"a trick holds {n} cards, not {len(x)}")
        start["tricks"] = [_json_cards(x) for x in exact]
    elif won_arg is not None:
        won = []
        for p, entry in enumerate(_per_seat(won_arg, "won", n)):
            if (not isinstance(entry, list | tuple) or len(entry) != 2
                    or any(type(x) is not int or x < 0 for x in entry)):
                raise SetupError(f"won[{p}]", "[tricks won, brisques in them], two whole numbers")
            won.append((entry[0], entry[1]))
        start["won"] = [list(w) for w in won]
    # -- every card once
    placed = [c for h in hands for c in h] + [c for tb in tables for c, _ in tb] + stock + trick
    if turn is not None:
        placed.append(turn)
    if exact is not None:
        placed += [c for x in exact for c in x]
    wanted = Counter(pack)
    have = Counter(placed)
    for c, m in have.items():
        if c not in wanted:
            raise SetupError("cards", f"{c} is not in this pack (seven to ace"
                                      + (", one eight suppressed)" if options.eight_suppressed
                                         else ")"))
        if m > wanted[c]:
            raise SetupError("cards", f"{c} is given {m} times; the pack holds it "
                                      f"{wanted[c]} times")
    rest = sorted((wanted - have).elements(), key=CARD_ORDER.key)
    if fill:
        if won is not None:
            raise SetupError("stock", "'...' (the rest of the pack) needs the tricks played, "
                                      "not what each seat has won")
        if turn is None:
            raise SetupError("turn_up", "required while the stock lasts: it is drawn last")
        left = wanted - have
        for c in pack:  # the rest of the stock in the pack's fixed order
            if left[c]:
                left[c] -= 1
                stock.append(c)
        rest = []
    start["stock"] = _json_cards(stock)
    if exact is not None and rest:
        raise SetupError("cards", f"{len(rest)} cards of the pack are placed nowhere: "
                                  f"{show(rest[:8])}{' ...' if len(rest) > 8 else ''}")
    # -- the tricks as the engine keeps them
    initial = size - 8 * n
    stock_now = len(stock) + (1 if turn is not None else 0)
    if (initial - stock_now) % n:
        raise SetupError("stock", f"{stock_now} cards left (turn-up included) is not a "
                                  f"number the draws leave: {initial} less {n} a trick")
    draws = (initial - stock_now) // n
    stock_tricks = initial // n
    order_of = [tuple((lead + i) % n for i in range(n)) for lead in range(n)]
    tables_t = CARD_ORDER.tables(trump)
    played_tricks: list[tuple[tuple[int, ...], list[Card], int]] = []  # players, cards, winner
    if exact is not None:
        lead = (dealer + 1) % n
        for i, x in enumerate(exact):
            keys = [KEY[c] for c in x]
            rule = options.trick if i < stock_tricks else "suit-led"  # the last eight's
            win = order_of[lead][stock_winner(keys, tables_t.follows, tables_t.power, rule)]
            played_tricks.append((order_of[lead], x, win))
            lead = win
        leader = lead
        if "leader" in kwargs and kwargs["leader"] is not None:
            raise SetupError("leader", "follows from the tricks played: give one or the other")
    else:
        counts = won or [(0, 0)] * n
        total = sum(w for w, _ in counts)
        if len(rest) != n * total:
            raise SetupError("won", f"{total} tricks won hold {n * total} cards, but "
                                    f"{len(rest)} cards of the pack are placed nowhere")
        brisques = [c for c in rest if KEY[c] in BRISQUES]
        others = [c for c in rest if KEY[c] not in BRISQUES]
        if sum(b for _, b in counts) != len(brisques):
            raise SetupError("won", f"the brisques won add up to {sum(b for _, b in counts)}, "
                                    f"but {len(brisques)} aces and tens are placed nowhere")
        if total:
            if kwargs.get("leader") is None:
                raise SetupError("leader", "required with 'won': the winner of the last trick")
            leader = _seat(kwargs["leader"], "leader", n)
            if counts[leader][0] == 0:
                raise SetupError("leader", f"{name_of(leader, n)} won the last trick, but no trick")
            start["leader"] = leader
        else:
            leader = (dealer + 1) % n
            if kwargs.get("leader") not in (None, leader):
                raise SetupError("leader", f"no trick played: {name_of(leader, n)}, "
                                           "on the dealer's left, leads")
        seats = [p for p in range(n) if p != leader] + [leader]
        for p in seats:
            w, b = counts[p]
            if b > n * w:
                raise SetupError(f"won[{p}]", f"{w} tricks hold at most {n * w} brisques, "
                                              f"not {b}")
            mine = [brisques.pop() for _ in range(b)] + [others.pop() for _ in range(n * w - b)]
            for i in range(w):
                played_tricks.append((order_of[p], mine[i * n:(i + 1) * n], p))
    count = len(played_tricks)
    if stock_now:
        window = count == draws + 1
        if not window and count != draws:
            raise SetupError("tricks", f"{count} tricks played, but {draws} rounds of draws "
                                       f"made ({stock_now} cards left in the stock)")
        last_eight = 0
    else:
        window = False
        if count < stock_tricks:
            raise SetupError("tricks", f"the stock is exhausted after {stock_tricks} tricks, "
                                       f"not {count}")
        last_eight = count - stock_tricks
        if any(tables):
            raise SetupError("tables", "the stock is exhausted: the declared cards are back "
                                       "in the hands (123 v)")
    if last_eight >= 8:
        raise SetupError("tricks", "all the tricks are played: the deal is over")
    if window and trick:
        raise SetupError("trick", f"{name_of(leader, n)} won the last trick and is yet to draw: "
                                  "no card is played before the draw")
    players_in_trick = order_of[leader][:len(trick)]
    if len(trick) >= n:
        raise SetupError("trick", f"a trick in progress holds fewer than {n} cards")
    for p in range(n):
        held = len(hands[p]) + len(tables[p])
        due = 8 - last_eight - (1 if window else 0) - (1 if p in players_in_trick else 0)
        if held != due:
            raise SetupError(f"hands[{p}]", f"{name_of(p, n)} holds {held} cards (hand "
                                            f"and table); at this point he holds {due}")
    # -- the flags of the moment after a trick
    declared = _flag(kwargs.get("declared", False), "declared")
    exchanged = _flag(kwargs.get("exchanged", False), "exchanged")
    if declared:
        if not window:
            raise SetupError("declared", "only after a trick, before the draw")
        start["declared"] = True
    exchange = kwargs.get("exchange")
    taken: Card | None = None
    if exchange is not None:
        taken = _card(exchange, "exchange")
        if not window:
            raise SetupError("exchange", "only after a trick, before the draw")
        if taken not in hands[leader]:
            raise SetupError("exchange", f"{name_of(leader, n)} took {taken} "
                                         "for the seven: it is in his hand")
        exchanged = True
        start["exchange"] = str(taken)
    if exchanged:
        if turn is not None and KEY[turn] != seven_key:
            raise SetupError("exchanged", f"after the exchange the seven of trumps lies under "
                                          f"the stock, not {turn}")
        start["exchanged"] = True
    # -- marks the cards can make
    bezique = ((QUEEN_OF_CLUBS, KNAVE_OF_HEARTS)
               if options.bezique == "with-trumps" and trump in (Suit.SPADES, Suit.DIAMONDS)
               else (QUEEN_OF_SPADES, KNAVE_OF_DIAMONDS))
    for p, tb in enumerate(tables):
        for c, mask in tb:
            k = KEY[c]
            for bit, name in _MARKS:
                if mask & bit and not _can_serve(k, name, t, bezique):
                    raise SetupError(f"tables[{p}]", f"{c} cannot serve in a {name} "
                                                     f"({trump.noun} are trumps)")
    scores = [0] * n
    if kwargs.get("scores") is not None:
        for p, s in enumerate(_per_seat(kwargs["scores"], "scores", n)):
            if type(s) is not int or s < 0 or s % 10 or s > 100_000:
                raise SetupError(f"scores[{p}]", f"a score is a whole number of tens from 0 to "
                                                 f"100,000, not {s!r}")
            scores[p] = s
        start["scores"] = list(scores)
    # -- the pack, laid out
    layout: list[Card] = [c for _, x, _ in played_tricks for c in x] + trick
    first_hand = len(layout)
    for p in range(n):
        layout += hands[p] + [c for c, _ in tables[p]]
    turn_pos = len(layout)
    if turn is not None:
        layout.append(turn)
        layout += stock
    deal = cls.__new__(cls)
    deal._setup_from(layout, dealer, options, trump)
    # ids: played first, then hands, then tables
    pos = 0
    tricks_kept: list[tuple[Sequence[int], Sequence[int], int, bool]] = []
    for players, x, win in played_tricks:
        ids = tuple(range(pos, pos + len(x)))
        pos += len(x)
        tricks_kept.append((players, ids, win, len(tricks_kept) >= stock_tricks))
    deal._tricks = tricks_kept
    deal._played = list(range(pos + len(trick)))
    deal._trick = list(range(pos, pos + len(trick)))
    deal._trick_keys = [KEY[c] for c in trick]
    deal._trick_players = list(players_in_trick)
    pos = first_hand
    for p in range(n):
        for c in hands[p]:
            deal._take(p, pos)
            pos += 1
        for c, mask in tables[p]:
            deal._table[p].setdefault(KEY[c], []).append(pos)
            deal._cnt[p][KEY[c]] += 1
            deal._mask[pos] = mask
            pos += 1
    deal._stock = ([turn_pos] + list(range(len(layout) - 1, turn_pos, -1))
                   if turn is not None else [])
    deal._leader = leader
    deal._last_eight = stock_now == 0
    deal._exchanged = exchanged
    if window:
        deal._queue = list(order_of[leader])
        deal._window = True
        deal._declared = declared
        deal._to_play = []
        if taken is not None:
            deal._taken_in_exchange = deal._hand[leader][KEY[taken]][-1]
    else:
        deal._to_play = [q for q in deal._participants(leader) if q not in players_in_trick]
    if turn is not None and KEY[turn] == seven_key:
        deal._sevens_scored.add(turn_pos)
    # -- announcements, faced cards, a call, sevens scored
    announced = kwargs.get("announced") or []
    if not isinstance(announced, list | tuple):
        raise SetupError("announced", "a list of [seat, kind, cards]")
    used: set[int] = set()
    for i, entry in enumerate(announced):
        field = f"announced[{i}]"
        if not isinstance(entry, list | tuple) or len(entry) != 3:
            raise SetupError(field, "[seat, kind, cards]")
        p = _seat(entry[0], field, n)
        kind = entry[1]
        if type(kind) is not str or kind not in KINDS:
            raise SetupError(field, f"{shown(kind)} is not a declaration")
        bit = KINDS[kind].bit
        chosen: list[int] = []
        for c in _cards(entry[2], field):
            free = [x for x in deal._table[p].get(KEY[c], ()) if deal._mask[x] & bit
                    and x not in used]
            if not free:
                raise SetupError(field, f"{c} of a {kind} announced lies on {name_of(p, n)}'s "
                                        "table, marked as having served in it")
            used.add(free[-1])
            chosen.append(free[-1])
        deal._announced[p].append((kind, tuple(chosen)))
    if announced:
        start["announced"] = [[e[0], e[1], _json_cards(_cards(e[2], "announced"))]
                              for e in announced]
    if kwargs.get("faced") is not None:
        for p, f in enumerate(_per_seat(kwargs["faced"], "faced", n)):
            for c in _cards(f, f"faced[{p}]"):
                free = [x for x in deal._hand[p].get(KEY[c], ()) if x not in deal._faced[p]]
                if not free:
                    raise SetupError(f"faced[{p}]", "a faced card is in the hand: "
                                                    f"{name_of(p, n)} has no {c} there")
                deal._faced[p].append(free[0])
        if deal._last_eight and any(deal._faced):
            raise SetupError("faced", "no faced cards in the last eight tricks (123 xi)")
        start["faced"] = [_json_cards(deal.faced(p)) for p in range(n)]
    called = kwargs.get("called")
    if called is not None:
        if not isinstance(called, list | tuple) or len(called) != 2:
            raise SetupError("called", "[seat, card]")
        p = _seat(called[0], "called", n)
        c = _card(called[1], "called")
        ids_ = [x for x in deal._faced[p] if deal._keys[x] == KEY[c]]
        if not ids_ or window or deal._to_play[:1] != [p]:
            raise SetupError("called", f"{c} is called from {name_of(p, n)}'s "
                                       "faced cards when he is to play")
        deal._called = (p, ids_[0])
        start["called"] = [p, str(c)]
    if kwargs.get("sevens_scored"):
        seats_ = kwargs["sevens_scored"]
        if not isinstance(seats_, list | tuple):
            raise SetupError("sevens_scored", "a list of seats")
        for p in seats_:
            p = _seat(p, "sevens_scored", n)
            free = [x for x in deal._hand[p].get(seven_key, ()) if x not in deal._sevens_scored]
            if not free:
                raise SetupError("sevens_scored", f"{name_of(p, n)} holds no other seven of trumps")
            deal._sevens_scored.add(free[0])
        start["sevens_scored"] = list(seats_)
    account = Account(names=compass(n))
    for p in range(n):
        if scores[p]:
            account.add(p, scores[p], L.S125_VIII, "points scored before the deal was set up "
                                                    "(on the markers)", item="carried")
    deal.account = account
    deal._start = start
    return deal


def _can_serve(k: int, name: str, t: int, bezique: tuple[int, int]) -> bool:
    """Whether the card keyed ``k`` can serve in the declaration ``name``."""
    suit, rank = k >> 3, k & 7
    if name == "marriage":
        return rank in (_KING, _QUEEN)
    if name == "sequence":
        return suit == t and rank in (_ACE, _TEN, _KING, _QUEEN, _KNAVE)
    if name in ("bezique", "double bezique", "treble bezique"):
        return k in bezique
    return rank == {"four aces": _ACE, "four kings": _KING, "four queens": _QUEEN,
                    "four knaves": _KNAVE}[name]


def to_setup(deal: Declarations) -> dict[str, Any]:
    """The keyword arguments of ``Deal.setup`` that give the point ``deal`` has
    reached; :class:`SetupError` where no setup can (the deal over, an
    irregularity still to be settled)."""
    if deal.is_over:
        raise SetupError("deal", "the deal is over: there is no point to set up")
    if deal._returning is not None:
        raise SetupError("deal", "a card is to be returned after an overdraw (126 iv)")
    if any(deal._owed) or deal._revoke is not None:
        raise SetupError("deal", "an irregularity is still to be settled (a draw owed, "
                                 "or a revoke's forfeit at the end)")
    n = deal.n
    if deal._queue and len(deal._queue) != n:
        # the setup's round of draws is whole: every seat still to draw
        raise SetupError("deal", "the round of draws is part made (a draw out of turn, "
                                 "126 i): the point is written once the others have drawn")
    if any(len(players) != n for players, *_ in deal._tricks):
        raise SetupError("deal", "a trick was played short of a card (an irregularity)")
    out: dict[str, Any] = {"dealer": deal.dealer}
    out["hands"] = [_json_cards(deal.hand(p)) for p in range(n)]
    if any(deal._table):
        out["tables"] = [[f"{CARD[deal._keys[i]]}:{marks_text(deal._mask[i])}"
                          for i in sorted(i for ids in deal._table[p].values() for i in ids)]
                         for p in range(n)]
    stock = deal._stock
    out["stock"] = _json_cards([deal.pack[i] for i in reversed(stock[1:])])
    if stock:
        out["turn_up"] = str(deal.pack[stock[0]])
    out["trump"] = deal.trump.value
    out["tricks"] = [_json_cards([deal.pack[i] for i in ids]) for _, ids, _, _ in deal._tricks]
    if deal._trick:
        out["trick"] = _json_cards([deal.pack[i] for i in deal._trick])
    out["scores"] = list(deal.scores())
    if deal._window and deal._declared:
        out["declared"] = True
    if deal._exchanged:
        out["exchanged"] = True
    if deal._window and deal._taken_in_exchange >= 0:
        out["exchange"] = str(deal.pack[deal._taken_in_exchange])
    announced = [[p, kind, _json_cards([deal.pack[i] for i in ids])]
                 for p in range(n) for kind, ids in deal._announced[p]]
    if announced:
        out["announced"] = announced
    if any(deal._faced):
        out["faced"] = [_json_cards(deal.faced(p)) for p in range(n)]
    if deal._called is not None:
        out["called"] = [deal._called[0], str(deal.pack[deal._called[1]])]
    scored = [p for p in range(n) for k, ids in deal._hand[p].items() if k == deal._seven
              for i in ids if i in deal._sevens_scored]
    if scored:
        out["sevens_scored"] = scored
    return out
