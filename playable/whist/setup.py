"""Whist: a deal set up at a given point of its play (``Deal.setup``).

The arguments, JSON-able: the four ``hands`` held now (the dealer's without
the card turned up while it lies on the table), the ``dealer``, the card
``turn_up`` turned up for trumps, the ``tricks`` turned (each its four cards
in the order played, from its leader) and the ``trick`` on the table.  Who
played which card, who led and who won follow from the laws: the elder hand
leads to the first trick, the winner of each to the next.  The pack is the one
that, dealt one card at a time from the dealer's left, gives the hands as
dealt (the hand now and the cards its seat played), the turn-up last.  The
tricks are played again through the deal's own acts, strictly: what no table
could reach (a card twice, a hand of the wrong size, a renounce) raises
:class:`~playable.engine.errors.SetupError` naming the argument.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, TypeVar

from playable.engine.cards import Card, NotationError
from playable.engine.core import Action
from playable.engine.errors import RuleError, SetupError
from playable.engine.tricks import winner
from playable.whist.cards import CARDS, ORDER, SEATS, TABLES, TRICKS, canonical, left
from playable.whist.options import Options

if TYPE_CHECKING:
    from playable.whist.state import Position

P = TypeVar("P", bound="Position")


def _cards(value: object, name: str) -> list[Card]:
    items = value.replace(",", " ").split() if isinstance(value, str) else value
    if not isinstance(items, list | tuple):
        raise SetupError(name, "a list of cards, or cards in a line of text")
    try:
        return [canonical(c) for c in items]
    except (NotationError, ValueError) as exc:
        raise SetupError(name, str(exc)) from None


def set_up(cls: type[P], *, hands: Sequence[Any], dealer: int, turn_up: Any,
           tricks: Sequence[Any], trick: Any, options: Options | None) -> P:
    """The deal the arguments describe, checked (see the module docstring)."""
    if type(dealer) is not int or not 0 <= dealer < SEATS:
        raise SetupError("dealer", f"a seat 0-3, not {dealer!r}")
    if not isinstance(hands, list | tuple) or len(hands) != SEATS:
        raise SetupError("hands", "four hands, South's, West's, North's and East's")
    held = [_cards(h, f"hands[{i}]") for i, h in enumerate(hands)]
    up = _cards([turn_up] if isinstance(turn_up, str | Card) else turn_up, "turn_up")
    if len(up) != 1:
        raise SetupError("turn_up", "one card, the card turned up for trumps")
    card = up[0]
    if not isinstance(tricks, list | tuple):
        raise SetupError("tricks", "a list of tricks, each four cards")
    turned = [_cards(t, f"tricks[{i}]") for i, t in enumerate(tricks)]
    for i, t in enumerate(turned):
        if len(t) != SEATS:
            raise SetupError(f"tricks[{i}]", f"four cards, not {len(t)}")
    if len(turned) > TRICKS:
        raise SetupError("tricks", f"thirteen tricks at most, not {len(turned)}")
    table = _cards(trick, "trick")
    if len(table) >= SEATS:
        raise SetupError("trick", "the cards on the table, fewer than four")
    everything = [c for h in held for c in h] + [c for t in turned for c in t] + table
    on_table = not turned and card not in table
    if on_table:
        everything.append(card)
    if len(set(everything)) != len(everything):
        raise SetupError("hands", "a card is given twice")
    if len(everything) != len(CARDS):
        raise SetupError("hands", f"the deal holds {len(everything)} cards, not the 52")
    if card in held[dealer] and on_table:
        raise SetupError("turn_up", "the card turned up lies on the table until the first "
                                    "trick is turned, not in the dealer's hand")
    # who played what: replayed on a deal dealt from the pack these hands come from
    plays: list[list[Card]] = [[], [], [], []]
    leader = left(dealer)
    tables = TABLES[card.suit]
    for t in turned:
        for i, c in enumerate(t):
            plays[(leader + i) % SEATS].append(c)
        keys = [ORDER.key(c) for c in t]
        leader = (leader + winner(keys, tables.follows, tables.power)) % SEATS
    for i, c in enumerate(table):
        plays[(leader + i) % SEATS].append(c)
    dealt = [held[s] + plays[s] for s in range(SEATS)]
    if on_table:
        dealt[dealer].append(card)
    for s in range(SEATS):
        if len(dealt[s]) != TRICKS:
            raise SetupError(f"hands[{s}]", f"seat {s} holds {len(held[s])} cards and played "
                                            f"{len(plays[s])}: not a hand of thirteen")
    if card not in dealt[dealer]:
        raise SetupError("turn_up", "the card turned up is the dealer's")
    dealt[dealer].remove(card)
    dealt[dealer].append(card)
    pack = [dealt[(dealer + 1 + i % SEATS) % SEATS][i // SEATS] for i in range(len(CARDS))]
    chosen = options or Options()
    deal = cls(pack, dealer=dealer, options=replace(chosen, strict=True))
    try:
        for t in [*turned, table]:
            for c in t:
                seat = deal.to_move
                if seat is None:
                    raise SetupError("tricks", "the deal ended before these cards")
                deal.apply(Action("play", seat, (c,)))
    except RuleError as exc:
        raise SetupError("tricks", f"the cards cannot be played so: {exc.reason}") from None
    deal.options = chosen
    deal.history = []
    deal._start = {"hands": [[str(c) for c in h] for h in held], "dealer": dealer,
                   "turn_up": str(card), "tricks": [" ".join(map(str, t)) for t in turned],
                   "trick": [str(c) for c in table]}
    return deal


def to_setup(deal: Position) -> dict[str, object]:
    """The arguments of ``Deal.setup`` that make ``deal`` as it is now;
    :class:`SetupError` where they cannot (a deal with irregularities on
    record, a card exposed or called, a call made, a void deal, the honours
    claimed or let go by the table)."""
    if deal.irregularities or any(deal.exposed) or deal.calls or deal.answers \
            or deal.void is not None or deal.stage not in ("play", "over") or deal.claims \
            or any(a.kind in ("claim-honours", "pack") for a in deal.history):
        raise SetupError("(position)", "a deal with an irregularity, a call, a question or "
                                       "a claim on record is not set up from its cards alone")
    return {"hands": [[str(c) for c in deal.hand(s)] for s in range(SEATS)],
            "dealer": deal.dealer, "turn_up": str(deal.turn_up),
            "tricks": [" ".join(str(c) for _, c in t.cards) for t in deal.tricks],
            "trick": [str(c) for _, c in deal.trick]}
