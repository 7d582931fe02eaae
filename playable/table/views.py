"""What a Deal page's board reads of a deal beyond
:class:`~playable.engine.core.DealLike`, where a game has it: the eldest hand,
the card turned up, the cards declared on the table (Bezique), the tricks,
the trick on the table and the trump suit, the stock, the account's lines;
and the JSON forms of cards, suits, laws, refusals and the engine players'
reasons the page reads.
:class:`playable.table.web.Table` draws the board from them; a game that has
none of these is drawn without them.  Standard library only."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from playable.engine.cards import Card, Suit
from playable.engine.core import Action, ScoreLine
from playable.engine.errors import RuleError
from playable.engine.strategies import Note
from playable.engine.tricks import PlayedTrick
from playable.games import TableDeal
from playable.laws import LAWS

__all__ = ["DeclaresOnTable", "HasEldest", "HasTricks", "HasTurnUp", "TrickView",
           "account_lines", "card_json", "last_trick", "law_json", "note_json", "refusal_json",
           "shown_cards", "stock", "suit_json", "tricks"]

Json = dict[str, object]


@runtime_checkable
class HasEldest(Protocol):
    @property
    def eldest(self) -> int: ...


@runtime_checkable
class HasTurnUp(Protocol):
    @property
    def turn_up(self) -> Card | None: ...


@runtime_checkable
class DeclaresOnTable(Protocol):
    """Bezique: the cards declared lie on the table, played from there."""

    def table(self, seat: int, /) -> Sequence[Card]: ...


@runtime_checkable
class HasTricks(Protocol):
    @property
    def tricks(self) -> Sequence[object]: ...


@runtime_checkable
class TrickView(Protocol):
    """A seat's view with the trick on the table and the trump suit."""

    @property
    def trick(self) -> Sequence[tuple[int, Card]]: ...

    @property
    def trump(self) -> Suit | None: ...


def stock(deal: TableDeal) -> int | None:
    """The cards left in the stock (All-Fours' pack, Bezique's talon), if any."""
    size = getattr(deal, "stock_size", None)
    if isinstance(size, int):
        return size
    stock = getattr(deal, "stock", None)
    return len(stock) if isinstance(stock, tuple) else None


def tricks(deal: TableDeal) -> Sequence[object]:
    return deal.tricks if isinstance(deal, HasTricks) else ()


def last_trick(deal: TableDeal) -> tuple[Sequence[tuple[int, Card]], int] | None:
    """The last trick's cards (seat, card) and its winner, or None."""
    played = tricks(deal)
    if not played:
        return None
    trick = played[-1]
    if isinstance(trick, PlayedTrick):
        return trick.cards, trick.winner
    return None


def closing(deal: TableDeal, cards: Sequence[tuple[int, Card]]) -> int:
    """The index in ``deal.history`` of the act whose card closed the trick
    of ``cards`` (seat, card; the last its closing card): the last act of
    that seat with that card (a card once played out of turn and taken back
    is played again later).  -1 if none (never, for a trick of the deal)."""
    seat, card = cards[-1]
    history = deal.history
    for i in range(len(history) - 1, -1, -1):
        act = history[i]
        if act.player == seat and card in act.cards:
            return i
    return -1


def account_lines(deal: TableDeal) -> list[ScoreLine]:
    return list(deal.account.lines)


# -- cards, suits, laws and refusals as the page reads them (JSON) ---------


def card_json(card: Card) -> Json:
    return {"text": str(card), "rank": card.rank.symbol, "symbol": card.suit.value,
            "suit": card.suit.noun, "name": card.name, "red": card.suit.is_red}


def suit_json(suit: Suit | None) -> Json | None:
    if suit is None:
        return None
    return {"symbol": suit.value, "suit": suit.noun, "red": suit.is_red}


def law_json(law_id: str) -> dict[str, str]:
    """Where a law is on the site: its game page and anchor, and its citation."""
    law = LAWS[law_id]
    return {"id": law.id, "game": law.game, "anchor": law.anchor,
            "citation": law.citation, "title": law.title}


def refusal_json(error: RuleError) -> Json:
    return {"reason": error.reason, "message": str(error),
            "law": law_json(error.law) if error.law is not None else None}


class ActWords(Protocol):
    """What :func:`note_json` asks of the table's words
    (:class:`~playable.table.words.TableWords`)."""

    def act(self, action: Action, *, hidden: bool = False) -> str: ...

    def speak(self, text: str) -> str: ...


def note_json(words: ActWords, note: Note, hidden: bool) -> Json:
    """An engine seat's act (``hidden`` as for ``words.act``), its player's
    reason and the law or maxim it follows, as the page reads them."""
    return {"act": words.act(note.action, hidden=hidden), "text": words.speak(note.reason),
            "law": law_json(note.law) if note.law else None}


def shown_cards(view: object) -> set[Card]:
    """Every card a seat's view holds anywhere (its hand, the tricks, a card
    turned up, exposed or declared): what the seat is shown."""
    if isinstance(view, Card):
        return {view}
    if dataclasses.is_dataclass(view) and not isinstance(view, type):
        return set().union(*(shown_cards(getattr(view, f.name))
                             for f in dataclasses.fields(view)))
    if isinstance(view, dict):
        return set().union(*(shown_cards(v) for v in view.values()))
    if isinstance(view, (tuple, list, set, frozenset)):
        return set().union(*(shown_cards(v) for v in view))
    return set()
