"""Quadrille set up at a given point: :meth:`playable.quadrille.Deal.setup`,
:meth:`~playable.quadrille.Deal.to_setup` and :attr:`~playable.quadrille.Deal.start`.

A case of the laws is a point in a deal: hands, the speaking, the game
undertaken, tricks quitted, the trick on the table.  :func:`set_up` makes a
deal at such a point from keyword arguments that JSON can hold (cards as text,
``"A♠ 7♥ K♣"`` or ``"AS 7H KC"``, or as :class:`~playable.engine.cards.Card` lists):

``hands``
    four hands: what each seat holds NOW (not the cards already played).
``dealer``
    the dealer's seat (default 0); the eldest is on his right, ``dealer + 1``.
``speaking``
    the words said, in the order said, from the eldest: ``"pass"``,
    ``"ask-leave"``, ``"sans-prendre"`` (the seat of each follows from the
    laws, as at the table).
``trump``, ``called``
    the trump named (``"hearts"``) and the card called (``"K♠"``); whoever
    holds the called card (in hand or among his played cards) is the friend.
``tricks``
    the quitted tricks, each the four cards in the order played from its
    leader (``"Q♣ 3♥ 5♣ 2♣"``): the leader and the winner follow from the
    laws (the eldest leads first, the winner of a trick leads the next).
``trick``
    the cards of the trick on the table, in the order played.
``vole``
    the words said when the ombre's side had won the first six tricks:
    ``["no-vole"]``, or under ``Options(vole_announced=True)`` ``["ask"]``,
    ``["play-vole"]``, ``["ask", "play-vole"]``.
``demands``, ``settled``
    the ombre's demands once the cards are played out (``"matadores 3"``,
    ``"sans-prendre"``, law 18) and whether he has settled.
``king_seen``
    True when the called king has been seen although it is in no trick (the
    friend played it out of turn and took it back, law 10).
``vole_forfeited``, ``fraud_suspects``
    law 10 already incurred: the ombre's side may not undertake the vole, and
    the friends (seats) whose fraud the table may still rule.
``seen``
    for each seat, the cards of his hand the table has seen (played out of
    turn and taken back, law 9): four texts, ``["", "J♣", "", ""]``.
``pool``
    the counters carried in the pool (``Options.pool_carried``) when given.

Everything is checked: the deal is made from the hands as dealt (each seat's
hand now and the cards he played) and every word and card is then applied
through the deal's own checked acts, so a card twice, a card not in the
40-card pack, a hand of the wrong size for the tricks played, a call the
ombre may not make, a card out of turn, a trick whose winner leads none of the
next, each raises :class:`playable.engine.errors.SetupError` naming the argument
(``tricks[2]``) and the reason.  A card that does not follow suit is a
renounce: committed and beasted as at the table, or refused (a
:class:`SetupError`) under ``Options(strict=True)``.

The set-up deal has no history (its :attr:`start` holds the arguments) and
no seed; its ``pack`` is the one that, dealt by 4-3-3 from the dealer's right,
gives the hands as dealt.  Irregularities committed while it was set up are
kept with ``at == -1``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, Final, TypeVar

from playable.engine.cards import Card
from playable.engine.core import Action, Phase
from playable.engine.errors import SetupError
from playable.engine.tricks import SUIT_INDEX, winner
from playable.laws.ids import QuadrilleLaws as L
from playable.quadrille.cards import CARDS, TABLES, key_or_none
from playable.quadrille.options import DEFAULT_OPTIONS, Options
from playable.quadrille.speaking import Speaking, read_suits
from playable.quadrille.state import SEATS, TRICKS, Position, name_of

#: The deal set up: :class:`playable.quadrille.Deal`, typed by its part that
#: deals and speaks (this module is below the class); what is read of a deal
#: is its :class:`~playable.quadrille.state.Position`.
D = TypeVar("D", bound=Speaking)

#: The words a set-up deal may have said when the vole was in question.
VOLE_WORDS: Final = ("no-vole", "play-vole", "ask")
#: The irregularities whose consequences :func:`to_setup` can write down: a
#: misdeal dealt again (law 1), a trump or king not properly named (laws 2,
#: 3), trumps named without leave (law 5, after Hoyle: the speaking holds
#: it), the king of trumps called (law 7: the call does not stand), a card
#: out of turn taken back (law 9), law 10 (unless beasted), a look at the
#: tricks or a count aloud (law 12: no penalty).
_WRITABLE: Final = frozenset((L.LAW_1, L.LAW_2, L.LAW_3, L.LAW_5, L.LAW_7, L.LAW_9,
                               L.LAW_10, L.LAW_12))


def _cards(value: object, field: str, most: int = TRICKS) -> list[Card]:
    """Cards given as text or as a list of cards (or of card texts)."""
    if isinstance(value, str):
        items: list[object] = list(value.replace(",", " ").split())
    elif isinstance(value, (list, tuple)):
        items = list(value)
    else:
        raise SetupError(field, f"cards are text or a list, not {type(value).__name__}")
    if len(items) > most:
        raise SetupError(field, f"{len(items)} cards; at most {most} here")
    out = []
    for i, item in enumerate(items):
        if isinstance(item, str):
            try:
                item = Card.parse(item)
            except ValueError as exc:
                raise SetupError(f"{field}[{i}]", str(exc)) from None
        if type(item) is not Card:
            raise SetupError(f"{field}[{i}]", f"not a card: {type(item).__name__}")
        if key_or_none(item) is None:
            raise SetupError(f"{field}[{i}]", f"{item} is not in the 40-card pack of Quadrille "
                                              "(no eights, nines or tens)")
        out.append(item)
    return out


def _words(value: object, field: str) -> list[str]:
    if not isinstance(value, (list, tuple)) or not all(isinstance(w, str) for w in value):
        raise SetupError(field, "a list of words (text) is needed")
    if len(value) > 2 * SEATS:
        raise SetupError(field, f"{len(value)} words: more than a deal holds")
    return list(value)


def _seat(value: object, field: str) -> int:
    if type(value) is not int or not 0 <= value < SEATS:
        raise SetupError(field, f"a seat 0-3 is needed, not {value!r}")
    return value


def _flag(value: object, field: str) -> bool:
    if not isinstance(value, bool):
        raise SetupError(field, f"true or false, not {value!r}")
    return value


def _text(cards: Sequence[Card]) -> str:
    return " ".join(str(c) for c in cards)


def set_up(cls: type[D], *, hands: object, dealer: object = 0, speaking: object = (),
           trump: object = None, called: object = None, tricks: object = (),
           trick: object = (), vole: object = (), demands: object = (),
           settled: object = False, king_seen: object = None, vole_forfeited: object = False,
           fraud_suspects: object = (), seen: object = None, pool: object = None,
           options: Options | None = None) -> D:
    """The deal ``cls`` at the point the arguments describe (see the module
    docstring), or :class:`SetupError` naming what no table could reach."""
    if options is not None and not isinstance(options, Options):
        raise SetupError("options", f"Quadrille's Options are needed, not "
                                    f"{type(options).__name__}")
    opts = options or DEFAULT_OPTIONS
    if pool is not None:
        if type(pool) is not int or pool < 0:
            raise SetupError("pool", f"a whole number of counters (0 or more), not {pool!r}")
        opts = replace(opts, pool_carried=pool)
    dealer_ = _seat(dealer, "dealer")
    if not isinstance(hands, (list, tuple)) or len(hands) != SEATS:
        raise SetupError("hands", "four hands are needed, one for each seat")
    now = [_cards(h, f"hands[{s}]") for s, h in enumerate(hands)]
    words = _words(speaking, "speaking")
    trump_ = None
    if trump is not None:
        if not isinstance(trump, str):
            raise SetupError("trump", f"the trump is named in words, not {trump!r}")
        named, _ = read_suits(trump)
        if not named:
            raise SetupError("trump", f"{trump!r} names no suit")
        trump_ = named[0]
    called_ = None
    if called is not None:
        one = _cards(called, "called", 1)
        if not one:
            raise SetupError("called", "name the card called")
        called_ = one[0]
    if not isinstance(tricks, (list, tuple)) or len(tricks) > TRICKS:
        raise SetupError("tricks", "a list of at most ten tricks is needed")
    quitted = [_cards(t, f"tricks[{i}]", SEATS) for i, t in enumerate(tricks)]
    for i, t in enumerate(quitted):
        if len(t) != SEATS:
            raise SetupError(f"tricks[{i}]", f"a quitted trick holds four cards, not {len(t)}")
    table = _cards(trick, "trick", SEATS - 1)
    if (quitted or table) and trump_ is None:
        raise SetupError("tricks", "cards are played only once the trump is named")
    # Who played each card: the eldest leads first, the winner of each trick next.
    played: list[list[Card]] = [[] for _ in range(SEATS)]
    order: list[tuple[str, int, Card]] = []
    leader = (dealer_ + 1) % SEATS
    if trump_ is not None:
        tables = TABLES[SUIT_INDEX[trump_]]
        for i, t in enumerate([*quitted, table]):
            for k, c in enumerate(t):
                seat = (leader + k) % SEATS
                played[seat].append(c)
                order.append((f"tricks[{i}]" if i < len(quitted) else "trick", seat, c))
            if len(t) == SEATS:
                keys = [key_or_none(c) or 0 for c in t]
                leader = (leader + winner(keys, tables.follows, tables.power)) % SEATS
    dealt = [now[s] + played[s] for s in range(SEATS)]
    everywhere = [c for h in dealt for c in h]
    for c in set(everywhere):
        if everywhere.count(c) > 1:
            raise SetupError("hands", f"{c} is given twice (in the hands and the tricks)")
    for s in range(SEATS):
        if len(dealt[s]) != TRICKS:
            raise SetupError(f"hands[{s}]", f"{name_of(s)} holds {len(now[s])} cards and has "
                                            f"played {len(played[s])}: a "
                                            f"hand of {TRICKS} was dealt")
    deal = cls.from_hands(dealt, dealer=dealer_, options=opts)

    def step(field: str, do: Callable[[], None]) -> None:
        try:
            do()
        except SetupError:
            raise
        except (ValueError, TypeError, KeyError, IndexError, AssertionError) as exc:
            reason = getattr(exc, "reason", None) or str(exc)
            raise SetupError(field, reason) from None

    for i, w in enumerate(words):
        step(f"speaking[{i}]", lambda w=w: deal.act(w))  # type: ignore[misc]
    if trump_ is not None:
        if deal.stage != "name":
            raise SetupError("trump", f"the trump is named when the speaking is done; the deal "
                                      f"is at {deal.stage!r}")
        step("trump", lambda: deal.act("name-trump", value=str(trump)))
    if called_ is not None:
        if deal.stage != "call":
            raise SetupError("called", "a card is called only by the ombre who asked leave (or "
                                       "forced spadille), once the trump is named")
        refused = deal.why_not(Action("call", deal.to_move or 0, (called_,)))
        if refused is not None:  # a call the laws forbid (law 7) would not stand
            raise SetupError("called", refused.reason)
        step("called", lambda: deal.act("call", card=called_))
    if deal.stage == "call" and (quitted or table):
        raise SetupError("called", "the ombre must call a king before the cards are played")
    if quitted or table:  # law 10 already incurred bears on the vole from the first card
        _forfeit(deal, king_seen, vole_forfeited)
    said = _words(vole, "vole")
    for w in said:
        if w not in VOLE_WORDS:
            raise SetupError("vole", f"{w!r}: the words are {', '.join(VOLE_WORDS)}")
    pending = list(said)
    for field, seat, c in order:
        while deal.stage == "vole" and pending:
            w = pending.pop(0)
            step("vole", lambda w=w: deal.act(w))  # type: ignore[misc]
        if deal.stage not in ("play", "vole"):
            raise SetupError(field, f"{c}: the cards are not being played (the deal is at "
                                    f"{deal.stage!r})")
        if seat != deal.to_move:
            raise SetupError(field, f"{name_of(seat)} plays {c} out of turn: "
                                    f"it is {name_of(deal.to_move)}'s turn")
        step(field, lambda seat=seat, c=c: deal.apply(  # type: ignore[misc]
            Action("play", seat, (c,))))
    while deal.stage == "vole" and pending:
        w = pending.pop(0)
        step("vole", lambda w=w: deal.act(w))  # type: ignore[misc]
    if pending:
        raise SetupError("vole", f"{', '.join(pending)}: the vole is not in question at this "
                                 "point")
    for i, d in enumerate(_words(demands, "demands")):
        if deal.stage != "claims":
            raise SetupError(f"demands[{i}]", "the ombre demands when the cards are played out")
        step(f"demands[{i}]", lambda d=d: deal.act("demand", value=d))  # type: ignore[misc]
    if _flag(settled, "settled"):
        if deal.stage != "claims":
            raise SetupError("settled", "the deal is settled only when the cards are played out")
        step("settled", lambda: deal.act("settle"))
    _consequences(deal, king_seen, vole_forfeited, fraud_suspects, seen)
    start: dict[str, object] = {"hands": [_text(h) for h in now], "dealer": dealer_,
                                "speaking": words}
    if trump_ is not None:
        start["trump"] = trump
    if called_ is not None:
        start["called"] = str(called_)
    if quitted:
        start["tricks"] = [_text(t) for t in quitted]
    if table:
        start["trick"] = _text(table)
    extras: dict[str, object] = {
        "vole": said, "demands": list(demands) if isinstance(demands, (list, tuple)) else [],
        "settled": settled, "king_seen": king_seen, "vole_forfeited": vole_forfeited,
        "fraud_suspects": list(fraud_suspects) if isinstance(fraud_suspects, (list, tuple))
        else [],
        "seen": list(seen) if isinstance(seen, (list, tuple)) else None, "pool": pool}
    start.update({k: v for k, v in extras.items() if v not in (None, False, [])})
    deal.history.clear()
    deal.irregularities[:] = [replace(i, at=-1) for i in deal.irregularities]
    deal.seed = None
    deal._start = start
    deal._legal = None
    return deal


def _forfeit(deal: Position, king_seen: object, vole_forfeited: object) -> None:
    """Law 10's consequences set before the cards are played again, so that
    the vole is not opened by the tricks of a side that had forfeited it."""
    if king_seen is True and deal.friend is not None and deal.phase is Phase.PLAY:
        deal._king_shown = True
        deal.friend_revealed = True
    if vole_forfeited is True and deal.ombre is not None:
        deal.vole_forfeited = True


def _consequences(deal: Position, king_seen: object, vole_forfeited: object,
                  fraud_suspects: object, seen: object) -> None:
    """The consequences of irregularities already on record (laws 9, 10)."""
    if king_seen is not None and _flag(king_seen, "king_seen") != deal.friend_revealed:
        if not king_seen:
            raise SetupError("king_seen", f"the called king {deal.called} has been played")
        if deal.friend is None or deal.phase is not Phase.PLAY:
            raise SetupError("king_seen", "only a friend's king can be seen out of turn, "
                                          "while the cards are played")
        deal._king_shown = True
        deal.friend_revealed = True
    if _flag(vole_forfeited, "vole_forfeited"):
        if deal.ombre is None:
            raise SetupError("vole_forfeited", "no game is undertaken yet")
        deal.vole_forfeited = True
        if deal.stage == "vole":
            raise SetupError("vole_forfeited", "the vole is in question: it was not forfeited")
    if not isinstance(fraud_suspects, (list, tuple)):
        raise SetupError("fraud_suspects", "a list of seats is needed")
    for i, s in enumerate(fraud_suspects):
        seat = _seat(s, f"fraud_suspects[{i}]")
        if seat != deal.friend or not deal.vole_forfeited:
            raise SetupError(f"fraud_suspects[{i}]", f"{name_of(seat)} is not a friend who showed "
                             "himself (law 10: the vole is forfeited by his side)")
        deal.fraud_suspects.add(seat)
    if seen is not None:
        if not isinstance(seen, (list, tuple)) or len(seen) != SEATS:
            raise SetupError("seen", "four texts of cards are needed, one for each seat")
        for s, shown in enumerate(seen):
            for c in _cards(shown, f"seen[{s}]"):
                k = key_or_none(c)
                if k is None or k not in deal._hands[s]:
                    raise SetupError(f"seen[{s}]", f"{name_of(s)} does not hold {c}")
                deal._seen[s].add(k)


def to_setup(deal: Position) -> dict[str, Any]:
    """The keyword arguments of :func:`set_up` that make the deal as it is
    now; :class:`SetupError` where they cannot (before the deal, or with an
    irregularity on record whose consequences they do not hold)."""
    if deal.stage == "deal":
        raise SetupError("phase", "the cards are not dealt yet: a deal is set up from its hands")
    for irr in deal.irregularities:
        if irr.law not in _WRITABLE:
            raise SetupError("irregularities", f"{irr.law} ({irr.description}): its "
                             "consequences cannot be set up")
    if deal.fines:
        raise SetupError("irregularities", "beasts already paid cannot be set up")
    if any(deal._must):
        raise SetupError("irregularities", "a card shown and to be played (law 11) cannot be "
                                           "set up")
    # The hands in the deal's own order (not sorted), so that the acts offered
    # come in the same order as the deal's.
    out: dict[str, Any] = {"hands": [_text(h) for h in deal.hands],
                           "dealer": deal.dealer, "speaking": [w for _, w in deal.speaking]}
    if deal.trump is not None:
        out["trump"] = deal.trump.noun
    if deal.called is not None:
        out["called"] = str(deal.called)
    if deal.tricks:
        out["tricks"] = [_text([c for _, c in t.cards]) for t in deal.tricks]
    if deal.trick:
        out["trick"] = _text([c for _, c in deal.trick])
    start = deal.start or {}
    earlier = start.get("vole", [])
    said = [*earlier, *(a.kind for a in deal.history if a.kind in VOLE_WORDS)]  # type: ignore[misc]
    if said:
        out["vole"] = said
    demands = []
    if deal.demanded_sans_prendre:
        demands.append("sans-prendre")
    if deal.demanded_matadores:
        demands.append(f"matadores {deal.demanded_matadores}")
    if demands:
        out["demands"] = demands
    if deal.is_over:
        out["settled"] = True
    if deal._king_shown and not any(c == deal.called for t in deal.tricks for _, c in t.cards):
        out["king_seen"] = True
    if deal.vole_forfeited:
        out["vole_forfeited"] = True
    if deal.fraud_suspects:
        out["fraud_suspects"] = sorted(deal.fraud_suspects)
    seen = [_text(sorted((CARDS[c] for c in deal._seen[s] if c in deal._hands[s]),
                         key=deal._display_key)) for s in range(SEATS)]
    if any(seen):
        out["seen"] = seen
    if deal.options.pool_carried:
        out["pool"] = deal.options.pool_carried
    return out

