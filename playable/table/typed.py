"""What the reader types, read: one of the acts offered (:func:`read_choice`:
its number, a card in any usual notation, the act's words or the start of
them), an irregular act by its words (:func:`read_irregular`), and every way
of typing a card (:func:`card_names`).  The terminal reads each line with
them; the table's words, what it says, are :mod:`playable.table.words`."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from playable.engine.cards import Card, NotationError, Rank, Suit
from playable.engine.core import Action
from playable.engine.words import card_in_words

__all__ = ["Choice", "card_names", "read_choice", "read_irregular"]


@dataclass(frozen=True)
class Choice:
    """What :func:`read_choice` made of a line typed: one act, several that
    fit (``matches``), or none (``matches`` empty) with the card named, if any,
    and the act the words name when it is not offered (``attempt``: "call the
    king of clubs" when that call is not open), so that its refusal can name
    the law that forbids it."""

    action: Action | None
    matches: tuple[Action, ...] = ()
    card: Card | None = None
    attempt: Action | None = None


def card_names(card: Card) -> set[str]:
    """Every way of typing ``card`` that :func:`read_choice` accepts."""
    rank = card.rank
    letters = {str(rank).lower(), rank.noun}
    if rank == Rank.TEN:
        letters |= {"t", "10"}
    if rank == Rank.KNAVE:
        letters |= {"jack", "j", "knave"}
    suits = {card.suit.value, card.suit.letter.lower(), card.suit.noun, card.suit.noun[:-1]}
    names = {f"{r}{s}" for r in letters for s in suits if len(r) <= 2 and len(s) <= 1}
    names |= {f"{r} of {s}" for r in letters for s in suits}
    names |= {f"{r} {s}" for r in letters for s in suits}
    return names


def _card_in(text: str) -> Card | None:
    """The card named in ``text`` in any usual notation, or None."""
    text = text.strip().lower().removeprefix("the ").strip()
    try:
        return Card.parse(text)
    except NotationError:
        pass
    words = text.replace(" of ", " ").split()
    if len(words) == 2:
        rank_words = {r.noun: r for r in Rank} | {"jack": Rank.KNAVE}
        rank = rank_words.get(words[0])
        if rank is None:
            try:
                rank = Rank.parse(words[0])
            except NotationError:
                return None
        try:
            suit = Suit.parse(words[1])
        except NotationError:
            return None
        return Card(rank, suit)
    return None


def _suit_in(text: str) -> Suit | None:
    try:
        return Suit.parse(text.strip().lower().removeprefix("the ").strip())
    except NotationError:
        return None


def _norm(text: str) -> str:
    return " ".join(text.lower().replace("-", " ").replace("_", " ").split())


#: Words a reader may put before a card or a suit: "play qs", "name hearts".
_LEAD_WORDS = ("play ", "lead ", "name trump ", "name ", "trumps ", "trump ", "call the ",
               "call ", "discard ", "ask about ", "ask ")


#: What the table's own prompts say, read as the act they ask about ("give one
#: (take one) or run the cards?").
_SAID = {"give one": "take one", "give a point": "take one", "run the cards": "run"}


def read_choice(text: str, offered: Sequence[Action], labels: Sequence[str] = ()) -> Choice:
    """Read what a player typed against the acts ``offered`` (shown as
    ``labels`` when given): a number of the list, a card in any usual
    notation, a suit (naming trumps), the act's words or a unique prefix of
    them (``ask leave``, ``sans``, ``call the king of spades``,
    ``declare four kings``).  Words that name an act not offered are not
    read as another act: "call the king of clubs" is a call (its
    ``attempt``), never a play of K♣."""
    raw = text.strip()
    said = _norm(raw)
    said = _SAID.get(said, said)
    if said.isdigit():
        n = int(said)
        return Choice(offered[n - 1]) if 1 <= n <= len(offered) else Choice(None)
    if not said:
        return Choice(None)
    labels = list(labels) or [_norm(str(a).split(" ", 1)[1]) for a in offered]

    def one(found: list[Action], card: Card | None = None) -> Choice | None:
        unique = list(dict.fromkeys(found))
        if len(unique) == 1:
            return Choice(unique[0], card=card)
        if unique:
            return Choice(None, tuple(unique), card)
        return None

    # the act's own words: "ask leave", "take one", "sans prendre", "declare four kings"
    words = [(_norm(a.kind + (" " + a.value if a.value else "")), a) for a in offered]
    exact = [a for w, a in words if w == said or _norm(a.kind) == said]
    exact += [a for a, lab in zip(offered, labels) if _norm(lab) == said]
    if (hit := one(exact)) is not None:
        return hit
    # an act of words and cards typed whole ("declare common marriage kd qh")
    if (hit := _words_and_cards(said, offered)) is not None:
        return hit
    # a card, alone or after a word: "qs", "play the queen of spades", "call ks"
    body = said
    kinds = {a.kind for a in offered}
    for lead in _LEAD_WORDS:
        if said.startswith(lead):
            body = said[len(lead):]
            break
    card = _card_in(body)
    if card is not None:
        wanted = [a for a in offered if card in a.cards]
        if said.startswith("call"):  # a call, never a play of the card named
            wanted = [a for a in wanted if a.kind == "call"]
            if not wanted and offered:
                seat = offered[0].player
                return Choice(None, card=card, attempt=Action("call", seat, (card,)))
        elif said.startswith("ask") and "ask" in kinds:
            wanted = [a for a in wanted if a.kind == "ask"]
        elif len(wanted) > 1:
            plain = [a for a in wanted if a.cards == (card,) and a.kind in ("play", "discard")]
            wanted = plain or wanted
        if (hit := one(wanted, card)) is not None:
            return hit
        return Choice(None, card=card)
    suit = _suit_in(body)
    if suit is not None:
        named = [a for a in offered if a.value == suit.noun]
        if (hit := one(named)) is not None:
            return hit
    # a unique prefix of the act's words ("sans", "decl four", "st")
    prefixed = [a for w, a in words if w.startswith(said)]
    prefixed += [a for a, lab in zip(offered, labels) if _norm(lab).startswith(said)]
    if (hit := one(prefixed)) is not None:
        return hit
    # every word typed begins a word of the act ("decl 4 kings" is not, "declare kings" is)
    parts = said.split()
    loose = [a for w, a in words
             if all(any(x.startswith(p) for x in w.split()) for p in parts)]
    if (hit := one(loose)) is not None:
        return hit
    return Choice(None)


def _words_and_cards(said: str, offered: Sequence[Action]) -> Choice | None:
    """An act of a kind offered with words and cards (Bezique's declarations),
    typed whole: its kind, its words, its cards ("declare common marriage kd
    qh"); the act where it is offered, else the act typed as an ``attempt``,
    whose refusal names the law (and which, as at the table, may be
    committed: a wrong declaration)."""
    for kind in dict.fromkeys(a.kind for a in offered if a.value and a.cards):
        head = _norm(kind) + " "
        if not said.startswith(head):
            continue
        tokens = said[len(head):].split()
        cards: list[Card] = []
        while tokens and (card := _card_in(tokens[-1])) is not None:
            cards.insert(0, card)
            tokens.pop()
        value = " ".join(tokens)
        if not cards or not value:
            continue
        for a in offered:
            if a.kind == kind and _norm(a.value or "") == value and \
                    sorted(map(str, a.cards)) == sorted(map(str, cards)):
                return Choice(a)
        return Choice(None, card=cards[0],
                      attempt=Action(kind, offered[0].player, tuple(cards), value=value))
    return None


def read_irregular(text: str, acts: Sequence[Action], labels: Sequence[str],
                   unseen: Mapping[Card, int]) -> Action | None:
    """The irregular act of ``acts`` (offered as ``labels``) that ``text``
    names by its words: the label whole ("misdeal"), or, for an act of one
    card, its words and the card in any usual notation ("expose ac", "play
    the ace of clubs").  Never an act that names a card the reader has not
    seen (``unseen``: he could learn where it lies), nor a number (that is
    a choice's)."""
    said = _norm(text)
    if not said or said.isdigit():
        return None
    for action, label in zip(acts, labels):
        if any(c in unseen for c in action.cards):
            continue
        if _norm(label) == said:
            return action
        if len(action.cards) == 1:
            head = _norm(re.sub(card_in_words(action.cards[0]), "", label))
            if head and said.startswith(head + " ") and \
                    _card_in(said[len(head) + 1:]) == action.cards[0]:
                return action
    return None
