"""The shared skeleton every game extends.

The four games (``allfours``, ``quadrille``, ``bezique``, ``whist``) are one engine: each
``Deal`` is a subclass of :class:`GameDeal`, which holds what a deal of any
card game at this table has, once:

* the **history** and the **checked** :meth:`GameDeal.apply` with its dispatch
  of acts: a game marks each of its handlers with :func:`act` (``@act("play")``)
  and the base class finds the handler, checks the seat, keeps the act in
  ``history`` (and takes it out again if the act is refused);
* **strict-or-commit** (:meth:`GameDeal._commit`): an irregular act is either
  refused with its law (``Options.strict``) or committed and noted as an
  :class:`Irregularity` for the game's law to punish — one home for the rule
  "as at the table";
* :meth:`GameDeal.why_not` (the law strict play would cite) and
  :meth:`GameDeal.clone` (copy the fields a game names in ``_COPIED``);
* the **account**: :class:`ScoreLine` carries a machine-readable ``item``
  (``"high"``, ``"brisque"``, ``"codille"`` ...) beside its law and reason.

Tricks, following suit and the winner of a trick live in
:mod:`playable.engine.tricks`, from each game's card order given as data.  Each game
keeps only what is its own: its card order, its lawful plays, its speaking or
declarations, its scoring, its ``Options``.

The seams are typed: :class:`DealLike` is what the rest of the engine (the
registry, the session, the records, the strategies) may use of any game's deal;
:class:`ViewLike` what a strategy is shown; :class:`OptionsLike` the options.

Errors are the hierarchy of :mod:`playable.engine.errors`; each names its law.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, Protocol, Self, TypeVar, runtime_checkable

from playable.engine import checks, notation
from playable.engine.cards import Card, NotationError
from playable.engine.errors import OutOfTurn, RuleError, SetupError
from playable.laws import GAMES as _GAMES
from playable.laws import law as _law
from playable.laws.ids import LawId


class Phase(enum.Enum):
    """The stage of a deal, the same names in every game."""

    DEAL = "deal"
    BIDDING = "bidding"  # begging and standing, asking leave, passing, calling
    PLAY = "play"
    SCORING = "scoring"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Action:
    """One act at the table, as a record stores it.

    ``kind`` names the act in the game's own words (``"play"``, ``"beg"``,
    ``"stand"``, ``"take-one"``, ``"run"``, ``"ask-leave"``, ``"call"``,
    ``"declare"``, ``"draw"``, ...); ``cards`` are the cards it uses; ``value``
    is any other word it needs (a suit named, a declaration's name).

    The types are checked when an act is made: ``kind`` text, ``player`` an
    ``int`` (not a ``bool``), ``cards`` a tuple of :class:`~playable.engine.cards.Card`,
    ``value`` text or None; anything else raises
    :class:`~playable.engine.checks.WrongType` (a ``ValueError``), so no act of the
    wrong type reaches a game.  An act longer than a record may hold (a kind
    or value too long, too many cards: :mod:`playable.engine.checks`) raises
    :class:`~playable.engine.checks.InvalidValue`.  The games make their acts once and re-use them,
    so the check costs a playout nothing.
    """

    kind: str
    player: int
    cards: tuple[Card, ...] = ()
    value: str | None = None
    #: The act's shape, made once: its kind, how many cards it names and
    #: whether it has a value (:func:`shape`); :meth:`GameDeal.apply` finds the
    #: handler of an act of a lawful shape by it in one look-up.
    shape: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if (type(self.kind) is not str or type(self.player) is not int
                or type(self.cards) is not tuple
                or (self.value is not None and type(self.value) is not str)):
            _wrong_action(self)
        for card in self.cards:
            if type(card) is not Card:
                _wrong_action(self)
        if (len(self.kind) > checks.MAX_KIND or len(self.cards) > checks.MAX_CARDS_PER_ACT
                or (self.value is not None and len(self.value) > checks.MAX_VALUE)):
            _too_long(self)
        object.__setattr__(self, "shape", shape(self.kind, len(self.cards),
                                                self.value is not None))

    @property
    def card(self) -> Card:
        if len(self.cards) != 1:
            raise checks.InvalidValue(
                "action.cards", f"{checks.shown(self.kind)} must name one card, "
                                f"not {len(self.cards)}")
        return self.cards[0]

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"player": self.player, "kind": self.kind}
        if self.cards:
            out["cards"] = [str(c) for c in self.cards]
        if self.value is not None:
            out["value"] = self.value
        return out

    @classmethod
    def from_json(cls, data: Any) -> Action:
        """Read an action as a record writes it (:meth:`to_json`).  Anything
        else raises :class:`~playable.engine.checks.InvalidValue` (a ``ValueError``)
        naming the key (``cards[1]``) and what is wrong: a key it does not
        have, a value of another type (a seat is a whole number, not
        ``true``), text too long for its key (:mod:`playable.engine.checks` holds the
        limits), a card that is not one."""
        if type(data) is not dict:
            raise checks.WrongType("", "an action must be an object with 'player' and 'kind', "
                                       f"not {checks.kind_of(data)}")
        for key in data:
            if key not in _ACTION_KEYS:
                raise checks.InvalidValue(checks.key(key), "unknown key; an action has 'player', "
                                                            "'kind', 'cards' and 'value'")
        if "player" not in data:
            raise checks.InvalidValue("player", "missing (the seat number of who acts)")
        if "kind" not in data:
            raise checks.InvalidValue("kind", "missing (the word that names the act)")
        player = data["player"]
        if type(player) is not int:
            raise checks.WrongType("player", f"must be a seat number, not {checks.kind_of(player)}")
        if not -1 <= player < _MAX_SEATS:
            raise checks.InvalidValue("player",
                                      f"must be a seat number, not {checks.shown(player)}")
        kind = checks.text(data["kind"], "kind", checks.MAX_KIND)
        value = data.get("value")
        if value is not None:
            checks.text(value, "value", checks.MAX_VALUE, empty=True)
        raw = data.get("cards", [])
        if type(raw) is not list:
            raise checks.WrongType("cards", f"must be a list of cards, not {checks.kind_of(raw)}")
        if len(raw) > checks.MAX_CARDS_PER_ACT:
            raise checks.InvalidValue("cards", f"names {len(raw):,} cards; an act names at most "
                                               f"{checks.MAX_CARDS_PER_ACT}")
        cards = []
        for i, text in enumerate(raw):
            checks.text(text, f"cards[{i}]", checks.MAX_CARD_TEXT)
            try:
                cards.append(Card.parse(text))
            except NotationError as exc:
                raise checks.InvalidValue(f"cards[{i}]", checks.escaped(str(exc), False)) from None
        return cls(kind, player, tuple(cards), value)

    def __str__(self) -> str:
        """``P1 play J♥``: the act as the record holds it, its seat by the
        record's index (an act knows no table: its deal names the seat,
        :meth:`GameDeal.said`)."""
        return self.said(f"P{self.player}")

    def said(self, name: str) -> str:
        """``North play J♥``: the act with its seat named ``name`` (the game's
        words name it by the compass), control characters in its kind or
        value escaped, so that no message carries them raw."""
        words = [name, self.kind]
        words += [str(c) for c in self.cards]
        if self.value is not None:
            words.append(self.value)
        return checks.escaped(" ".join(words), keep_newlines=False)


def shape(kind: str, cards: int, value: bool) -> str:
    """The shape of an act (:attr:`Action.shape`): its kind, the number of
    cards it names, and ``"+"`` if it has a value."""
    return f"{kind}/{cards}{'+' if value else ''}"


_ACTION_KEYS = frozenset(("player", "kind", "cards", "value"))
#: Seats a record's act may name (-1: an act by nobody, which a game refuses
#: with its law; the largest table here has four).
_MAX_SEATS = 16


def _too_long(action: Action) -> None:
    """Raise the error for an act longer than a record may hold."""
    if len(action.kind) > checks.MAX_KIND:
        checks.text(action.kind, "action.kind", checks.MAX_KIND)
    if action.value is not None:
        checks.text(action.value, "action.value", checks.MAX_VALUE, empty=True)
    raise checks.InvalidValue("action.cards", f"names {len(action.cards):,} cards; an act "
                                              f"names at most {checks.MAX_CARDS_PER_ACT}")


def _wrong_action(action: Action) -> None:
    """Raise the error for an act whose fields are of the wrong type."""
    kind, player, cards, value = action.kind, action.player, action.cards, action.value
    if type(kind) is not str:
        raise checks.WrongType("action.kind", f"must be text, not {checks.kind_of(kind)}")
    if type(player) is not int:
        raise checks.WrongType("action.player", f"must be a seat number (an int), "
                                                f"not {checks.kind_of(player)}")
    if type(cards) is not tuple:
        raise checks.WrongType("action.cards", f"must be a tuple of cards, "
                                               f"not {checks.kind_of(cards)}")
    for i, card in enumerate(cards):
        if type(card) is not Card:
            raise checks.WrongType(f"action.cards[{i}]", f"must be a Card, "
                                                         f"not {checks.kind_of(card)}")
    raise checks.WrongType("action.value", f"must be text or None, not {checks.kind_of(value)}")


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One entry of a deal's account: who scores (or pays) what, under which
    law, and why.  Payments in counters are negative for the payer.

    ``item`` names the thing scored in a word a program can test (``"high"``,
    ``"low"``, ``"jack"``, ``"game"``, ``"brisque"``, ``"last-trick"``,
    ``"forfeit"``, ``"matadores"`` ...): two lines under one law are told apart
    by it, never by parsing ``reason``.  Where the period text has no law for a
    score (most of Quadrille's payments, which follow Hoyle), ``law`` is None
    and ``authority`` names the book the engine follows instead."""

    player: int
    points: int
    law: LawId | None
    reason: str
    item: str
    authority: str = ""

    def __post_init__(self) -> None:
        if self.law is None:
            if not self.authority:
                raise ValueError("a score line cites a law of the text or, where there is "
                                 "none, the authority the engine follows")
        else:
            _law(self.law)  # an unknown identifier is a bug: fail loudly
        if not self.item or self.item != self.item.strip().lower() or " " in self.item:
            raise ValueError(f"a score line's item is one lower-case word, not {self.item!r}")

    @property
    def cited(self) -> str:
        """What the line cites: its law's identifier, or its authority."""
        return self.law if self.law is not None else self.authority

    @property
    def citation(self) -> str:
        """What the line cites as the table cites it: its law's citation
        ("All-Fours, term v"), or its authority."""
        return _law(self.law).citation if self.law is not None else self.authority

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"player": self.player, "points": self.points, "law": self.law,
                               "item": self.item, "reason": self.reason}
        if self.authority:
            out["authority"] = self.authority
        return out

    def said(self, names: Sequence[str]) -> str:
        """The line as the game's account writes it, its seat by its name
        (``names``: the game's seats by the compass): "South +4  ...  [law]"."""
        return f"{named(names, self.player)} {self.points:+d}  {self.reason}  [{self.cited}]"

    def __str__(self) -> str:
        """The line alone, which knows no table: its seat as the record gives
        it (``P0``); an :class:`Account` and the deal (:meth:`GameDeal.said`)
        name the seats."""
        return f"P{self.player} {self.points:+d}  {self.reason}  [{self.cited}]"


def named(names: Sequence[str], seat: int) -> str:
    """Seat ``seat`` by its name in ``names`` (a table's seats by the
    compass); a seat the table does not have (a record's act by seat 7, by
    -1; any seat where no names are given) is "seat 7"."""
    return names[seat] if 0 <= seat < len(names) else f"seat {seat}"


@dataclass(frozen=True, slots=True)
class Irregularity:
    """An irregular act committed at the table (a renounce, a card shown, a
    card played out of turn...), kept in the deal until the law deals with it."""

    law: LawId
    player: int
    description: str
    at: int  # index in the deal's history of the act
    #: False where the law forbids the act but sets no penalty for it (a
    #: look at the tricks out of turn, Quadrille's law 12): nothing is paid
    #: and the score stands.  Not part of the record: the description says it.
    penalty: bool = field(default=True, compare=False)
    #: The law that forbids the act, where another law punishes it (``law``):
    #: Quadrille's matador kept back, forbidden by law 17, punished by 14; a
    #: wrong declaration at Bezique, against 125, punished as the witness's
    #: 123 ii directs.  Not part of the record: the act's replay sets it again.
    breaks: LawId | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        _law(self.law)

    def to_json(self) -> dict[str, Any]:
        return {"law": self.law, "player": self.player, "description": self.description,
                "at": self.at}


_Pending = tuple[int, int, LawId, str, str, tuple[object, ...]]


class Account:
    """The lines scored in a deal, in the order the laws count them.

    :meth:`add` writes a line at once; :meth:`add_later` keeps the reason as a
    template and its arguments and writes it only when the lines are read (a
    playout that nobody reads pays nothing for the English)."""

    __slots__ = ("_lines", "_pending", "names")

    def __init__(self, lines: Sequence[ScoreLine] = (), names: Sequence[str] = ()) -> None:
        self._lines: list[ScoreLine] = list(lines)
        self._pending: list[_Pending] = []
        #: The game's seats by name (:func:`playable.engine.words.compass`),
        #: as the account's text names them.
        self.names: tuple[str, ...] = tuple(names)

    @property
    def lines(self) -> list[ScoreLine]:
        pending = self._pending
        if pending:
            self._lines += [ScoreLine(player, points, law, template.format(*args), item)
                            for player, points, law, item, template, args in pending]
            pending.clear()
        return self._lines

    def add(self, player: int, points: int, law: LawId, reason: str, *, item: str) -> ScoreLine:
        self.lines.append(line := ScoreLine(player, points, law, reason, item))
        return line

    def add_later(self, player: int, points: int, law: LawId, template: str, *args: object,
                  item: str) -> None:
        """Score now; write the reason, ``template.format(*args)``, when read."""
        self._pending.append((player, points, law, item, template, args))

    def total(self, player: int) -> int:
        return sum(line.points for line in self.lines if line.player == player)

    def totals(self, players: int) -> tuple[int, ...]:
        return tuple(self.total(p) for p in range(players))

    def copy(self) -> Account:
        return Account(self.lines, self.names)

    def __iter__(self) -> Iterator[ScoreLine]:
        return iter(self.lines)

    def __len__(self) -> int:
        return len(self.lines)

    def __str__(self) -> str:
        if not self.names:
            return "\n".join(str(line) for line in self.lines)
        return "\n".join(line.said(self.names) for line in self.lines)


# --------------------------------------------------------------------------
# The typed seams: what the rest of the engine may use of any game


@runtime_checkable
class OptionsLike(Protocol):
    """A game's rules and agreed variants (a frozen dataclass in each game)."""

    @property
    def strict(self) -> bool: ...

    def to_json(self) -> dict[str, Any]: ...


@runtime_checkable
class ViewLike(Protocol):
    """What one seat can see at the table: a strategy is shown only this."""

    @property
    def seat(self) -> int: ...


@runtime_checkable
class DealLike(Protocol):
    """What the registry, the session, the records and the strategies may use
    of a deal of any game.  Every game's ``Deal`` (a :class:`GameDeal`) is one."""

    GAME: ClassVar[str]
    history: list[Action]
    irregularities: list[Irregularity]
    seed: int | None

    @property
    def options(self) -> Any: ...

    @property
    def phase(self) -> Phase: ...

    @property
    def to_move(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def seats(self) -> int: ...

    @property
    def dealer(self) -> int: ...

    @property
    def cards_played(self) -> int: ...

    @property
    def account(self) -> Account: ...

    @property
    def names(self) -> tuple[str, ...]: ...

    def said(self, what: Action | ScoreLine) -> str: ...

    def legal_actions(self) -> list[Action]: ...

    def irregular_actions(self) -> list[Action]: ...

    def apply(self, action: Action) -> None: ...

    def why_not(self, action: Action) -> RuleError | None: ...

    def view(self, player: int) -> Any: ...

    def clone(self) -> Self: ...

    def result(self) -> Any: ...


# --------------------------------------------------------------------------
# The skeleton


Handler = Callable[[Any, Action], None]
_H = TypeVar("_H", bound=Handler)


def act(*kinds: str, law: LawId | None | Mapping[str, LawId | None],
        cards: int | tuple[int, int] | None = None,
        value: bool | None = None) -> Callable[[_H], _H]:
    """Mark a method of a game's ``Deal`` as the handler of the acts ``kinds``
    (the words of :attr:`Action.kind`); :class:`GameDeal` dispatches to it.

    ``law`` is the law of the text that governs the act, the one a player is
    shown beside the choice (``help``, the Deal pages): one for every kind,
    or one per kind (``{"pass": L.LAW_4, ...}``), or None where no law of the
    text speaks of it (Quadrille's settlement and the vole's undertaking
    follow Hoyle; All-Fours' discard after running is Foster's).  It is
    required, so that no act is added without its law being looked for; the
    handler's docstring says why that law.  :attr:`GameDeal.ACT_LAWS` gathers
    them.

    ``cards`` and ``value`` say what the act takes beside its seat, if the
    game declares it: the number of cards (``1``, or ``(least, most)``), and
    whether a ``value`` is required (True), refused (False) or either (None).
    :meth:`GameDeal.apply` refuses an act of another shape before its handler
    sees it (``{"kind": "stand", "value": "x"}``, a play naming two cards),
    with :class:`~playable.engine.checks.InvalidValue`."""
    takes = None
    if cards is not None or value is not None:
        least, most = (0, checks.MAX_CARDS_PER_ACT) if cards is None else \
            (cards, cards) if isinstance(cards, int) else cards
        takes = (least, most, value)

    laws = dict(law) if isinstance(law, Mapping) else dict.fromkeys(kinds, law)
    if set(laws) != set(kinds):
        raise ValueError(f"act {kinds}: a law for each kind, not for {sorted(laws)}")
    for law_id in laws.values():
        if law_id is not None:
            _law(law_id)  # an unknown identifier is a bug: fail at import

    def mark(method: _H) -> _H:
        method.__acts__ = kinds  # type: ignore[attr-defined]
        method.__laws__ = laws  # type: ignore[attr-defined]
        if takes is not None:
            method.__takes__ = takes  # type: ignore[attr-defined]
        return method

    return mark


#: What an act takes: least and most cards, and whether a value is required
#: (True), refused (False) or either (None); see :func:`act`.
Takes = tuple[int, int, bool | None]


def _shapes(takes: Takes | None) -> list[tuple[int, bool]]:
    """The shapes of act (cards named, with a value or not) that ``takes``
    allows (any, up to the most cards an act may name, where undeclared)."""
    least, most, value = takes if takes is not None else (0, checks.MAX_CARDS_PER_ACT, None)
    values = (True, False) if value is None else (value,)
    return [(n, v) for n in range(least, most + 1) for v in values]


def _misshapen(action: Action, takes: Takes) -> checks.InvalidValue:
    least, most, value = takes
    n = len(action.cards)
    kind = checks.shown(action.kind)
    if not least <= n <= most:
        wanted = (f"{least}" if least == most else f"{least} to {most}")
        return checks.InvalidValue("action.cards", f"{kind} takes {wanted} card"
                                   f"{'' if wanted == '1' else 's'}, not {n}")
    if value:
        return checks.InvalidValue("action.value", f"{kind} needs a value")
    return checks.InvalidValue("action.value", f"{kind} takes no value, "
                                               f"not {checks.shown(action.value)}")


class GameDeal:
    """The position of one deal of any game, and the acts that change it.

    A game's ``Deal`` subclasses this, marks its handlers with :func:`act`,
    sets ``GAME`` and, in its constructor, ``options``, ``history``,
    ``irregularities``, ``account`` (or a property of that name), ``seed``,
    ``dealer``, ``phase``, ``to_move``.  It names in ``_COPIED`` the mutable
    fields :meth:`clone` must copy (``{"history": list, "_hands": nested}``).

    Subclasses provide ``legal_actions``, ``view``, ``result``, ``seats``,
    ``cards_played``, ``is_over`` and may override :meth:`_unknown_act` and
    :meth:`_seat_law` (the law cited for an act that names no seat).
    """

    GAME: ClassVar[str] = ""
    #: The handler of each kind of act, gathered from the :func:`act` marks.
    _ACTS: ClassVar[dict[str, Handler]] = {}
    #: What each kind of act takes, where the game declares it (see :func:`act`).
    _TAKES: ClassVar[dict[str, Takes]] = {}
    #: The law that governs each kind of act (None: no law of the text speaks
    #: of it), from the :func:`act` marks: what ``help`` shows beside a choice.
    ACT_LAWS: ClassVar[dict[str, LawId | None]] = {}
    #: For :meth:`apply`, one look-up per act: the handler of each kind, and
    #: what it takes (least and most cards, value) or None where undeclared.
    _DISPATCH: ClassVar[dict[str, tuple[Handler, int | None, int, bool | None]]] = {}
    #: The handler of every act of a lawful shape (:attr:`Action.shape`): an
    #: act found here needs no other check of its kind and shape.
    _BY_SHAPE: ClassVar[dict[str, Handler]] = {}
    #: The mutable fields a clone must not share, with the function that copies each.
    _COPIED: ClassVar[dict[str, Callable[[Any], Any]]] = {}

    __slots__ = ()

    history: list[Action]
    irregularities: list[Irregularity]
    options: Any

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        acts: dict[str, Handler] = {}
        takes: dict[str, Takes] = {}
        laws: dict[str, LawId | None] = {}
        for klass in reversed(cls.__mro__):
            for value in vars(klass).values():
                for kind in getattr(value, "__acts__", ()):
                    acts[kind] = value
                    laws[kind] = value.__laws__[kind]
                    takes.pop(kind, None)
                    if hasattr(value, "__takes__"):
                        takes[kind] = value.__takes__
        cls._ACTS = acts
        cls._TAKES = takes
        cls.ACT_LAWS = laws
        cls._DISPATCH = {kind: (handler, *takes.get(kind, (None, 0, None)))
                         for kind, handler in acts.items()}
        cls._BY_SHAPE = {shape(kind, n, has_value): handler for kind, handler in acts.items()
                         for n, has_value in _shapes(takes.get(kind))}
        copied: dict[str, Callable[[Any], Any]] = {}
        for klass in reversed(cls.__mro__):
            copied.update(vars(klass).get("_COPIED", {}))
        cls._COPIED = copied

    # -- what a game provides ------------------------------------------------

    @property
    def seats(self) -> int:
        raise NotImplementedError

    @property
    def names(self) -> tuple[str, ...]:
        """Each seat's name by the compass, as the game's words give them
        (:func:`playable.engine.words.compass`): by default its account's."""
        account: Account = getattr(self, "account")  # noqa: B009 - each game's own
        return account.names

    def said(self, what: Action | ScoreLine) -> str:
        """An act or a score line as the game's words say it, its seat by its
        name: ``South declare K♥ Q♥ royal marriage``, ``North +10  the last
        trick  [bezique:s125-vii]``.  ``str()`` of either, which knows no
        table, gives the seat by the record's index (``P0``)."""
        if isinstance(what, ScoreLine):
            return what.said(self.names)
        return what.said(named(self.names, what.player))

    def _seat_law(self) -> LawId:
        """The law cited when an act names a seat that is not at the table, or
        an act the game does not know (by default: the law of the stage)."""
        raise NotImplementedError

    def _unknown_act(self, action: Action) -> RuleError:
        """The error for an act this game does not have."""
        return RuleError(self._seat_law(), f"{checks.shown(action.kind)} is not an act of "
                                            f"{_GAMES.get(self.GAME, self.GAME)}; "
                         f"its acts are: {', '.join(sorted(self._ACTS))}")

    # -- the one checked way in ---------------------------------------------

    def apply(self, action: Action) -> None:
        """Do ``action`` if the laws allow it (or, for an irregular act not in
        strict mode, commit it and apply its law); otherwise raise the
        :class:`~playable.engine.errors.RuleError` of the law that forbids it.  The
        act joins :attr:`history` only if it was not refused.

        Something that is not an :class:`Action`, or an act not of the shape
        its kind takes (:func:`act`), raises
        :class:`~playable.engine.checks.InvalidValue` before anything is done."""
        if action.__class__ is not Action:
            raise checks.WrongType("action", f"must be an Action, not {checks.kind_of(action)}")
        try:
            handler = self._BY_SHAPE[action.shape]
        except KeyError:
            entry = self._DISPATCH.get(action.kind)
            if entry is None:
                unknown = self._unknown_act(action)
                unknown.fault = "kind"  # no position of the game allows it
                raise unknown from None
            _, least, most, value = entry
            assert least is not None  # an act of a kind that declares no shape is always found
            raise _misshapen(action, (least, most, value)) from None
        seat = action.player
        if seat < 0 or seat >= self.seats:
            raise OutOfTurn(self._seat_law(),
                            f"there is no seat {checks.shown(seat)} at a table of {self.seats}",
                            fault="player")
        self.history.append(action)
        try:
            handler(self, action)
        except BaseException:
            del self.history[-1]
            raise

    @property
    def _at(self) -> int:
        """The index in :attr:`history` of the act being applied."""
        return len(self.history) - 1

    def _commit(self, error: type[RuleError], law: LawId, reason: str, player: int,
                note: str | None = None, punished_by: LawId | None = None,
                penalty: bool = True) -> Irregularity:
        """Strict-or-commit, the one home of "as at the table": in strict mode
        refuse the act with ``error(law, reason)``; otherwise note the
        irregularity (``note``, or the reason) under the law that punishes it
        (``punished_by``, when that is not the law that forbids it: Quadrille's
        matador kept back is forbidden by law 17 and punished as a renounce,
        law 14), and return it.  ``penalty`` is False where the law sets
        none (:attr:`Irregularity.penalty`)."""
        if self.options.strict:
            raise error(law, reason)
        return self._note(punished_by or law, player, reason if note is None else note, penalty,
                          breaks=law if punished_by not in (None, law) else None)

    def _note(self, law: LawId, player: int, description: str,
              penalty: bool = True, breaks: LawId | None = None) -> Irregularity:
        """Note an act the laws take notice of in every mode, strict or not (a
        lead that gives notice, the table's ruling on a claim): the record of
        :attr:`irregularities`, without refusing anything."""
        irregularity = Irregularity(law, player, description, self._at, penalty, breaks)
        self.irregularities.append(irregularity)
        return irregularity

    def why_not(self, action: Action) -> RuleError | None:
        """The error strict play would raise against ``action`` (naming its
        law), or None if it is lawful now (see :func:`why_not`)."""
        return why_not(self, action)

    # -- positions: a point of a deal, set up from arguments or one line of text

    #: The game's ``Options`` class (a position's options are read with it).
    OPTIONS: ClassVar[type[Any]]
    #: What each argument ``setup`` cannot do without is, in a few words, for
    #: the message that names it missing (``turn_up: missing (the card turned
    #: up for trumps)``); the names are the setup's own, without a default.
    SETUP_NEEDS: ClassVar[Mapping[str, str]] = {}

    def to_setup(self) -> dict[str, object]:
        """The keyword arguments of the game's ``Deal.setup`` that set up a
        deal at this point (each game has its own)."""
        raise NotImplementedError(f"{type(self).__name__} cannot be set up at a point")

    @classmethod
    def setup_from(cls, arguments: Mapping[str, object], options: Any = None) -> Self:
        """``cls.setup(**arguments, options=options)`` for arguments read from
        text or JSON (a position, a record's start): a name the game's setup
        does not take, or one it needs left out, is a
        :class:`~playable.engine.errors.SetupError` too, naming it."""
        setup: Callable[..., Self] = getattr(cls, "setup")  # noqa: B009 - each game's own
        takes = notation.setup_arguments(setup)
        for name in arguments:
            if name not in takes:
                raise SetupError(checks.key(name), f"not an argument of the setup (it takes "
                                                   f"{', '.join(takes)})")
        missing = [name for name in notation.setup_required(setup) if name not in arguments]
        if missing:
            what = [cls.SETUP_NEEDS.get(name, "needed by the setup") for name in missing]
            also = "".join(f"; {name} is missing too ({w})"
                           for name, w in zip(missing[1:], what[1:], strict=True))
            raise SetupError(missing[0], f"missing ({what[0]}){also}")
        return setup(**arguments, options=options)

    def position(self) -> str:
        """This point of the deal in one line of text (:mod:`playable.engine.notation`):
        ``Deal.from_position(deal.position())`` sets up the same deal."""
        setup = getattr(type(self), "setup")  # noqa: B009 - each game's own
        return notation.write(self.GAME, self.to_setup(), self.options.to_json(),
                              notation.setup_defaults(setup), self.OPTIONS().to_json())

    @classmethod
    def from_position(cls, text: str) -> Self:
        """The deal at the point a position's text describes, checked as
        ``setup`` checks it: a :class:`~playable.engine.errors.SetupError` names what
        is wrong (a game the edition has not, with those it has)."""
        game, arguments, raw = notation.parse(text)
        if game not in _GAMES:  # a misspelt game ("allfours"), as a record's is named
            raise SetupError("(position)", f"unknown game {checks.shown(game)}; the games "
                                           f"are {', '.join(_GAMES)}")
        if game != cls.GAME:
            raise SetupError("(position)", f"a position of {game}, not of {cls.GAME}")
        try:
            options = checks.options_from_json(cls.OPTIONS, raw)
        except checks.InvalidValue as exc:
            raise SetupError(exc.where, exc.reason) from None
        return cls.setup_from(arguments, options)

    def restarted(self) -> Self:
        """The deal as it stood before its first act: set up again from its
        ``start`` (a deal set up at a point) or dealt again from its pack."""
        start: Mapping[str, object] | None = getattr(self, "start", None)
        if start is not None:
            return self.setup_from(start, self.options)
        deal: Callable[..., Self] = type(self)  # each game's constructor: pack, dealer...
        return deal(getattr(self, "pack"), dealer=getattr(self, "dealer"),  # noqa: B009
                    options=self.options, seed=getattr(self, "seed"))  # noqa: B009

    def replayed(self, acts: int) -> Self:
        """The deal as it stood after its first ``acts`` acts (the same start,
        those acts of its history applied again)."""
        if not 0 <= acts <= len(self.history):
            raise ValueError(f"the deal has {len(self.history)} acts, not {acts}")
        deal = self.restarted()
        for action in self.history[:acts]:
            deal.apply(action)
        return deal

    def clone(self) -> Self:
        """An independent copy, for search and simulation: every field is
        shared except those named in ``_COPIED``, which are copied."""
        cls = type(self)
        other = cls.__new__(cls)
        names = getattr(self, "__dict__", None)
        if names is not None:
            other.__dict__.update(names)
        for klass in cls.__mro__:
            for name in vars(klass).get("__slots__", ()):
                if name not in ("__dict__", "__weakref__") and hasattr(self, name):
                    setattr(other, name, getattr(self, name))
        for name, copy in self._COPIED.items():
            setattr(other, name, copy(getattr(self, name)))
        return other


def nested(value: Any) -> Any:
    """Copy a list (or dict) of lists, sets or dicts one level down."""
    if isinstance(value, dict):
        return {k: type(v)(v) for k, v in value.items()}
    return [type(v)(v) for v in value]


def nested2(value: Any) -> Any:
    """Copy a list of dicts (or lists) of lists two levels down (Bezique's
    hands: for each seat, the cards of each key)."""
    return [{k: list(v) for k, v in inner.items()} if isinstance(inner, dict)
            else [list(v) for v in inner] for inner in value]


def why_not(deal: Any, action: Action) -> RuleError | None:
    """The error strict play would raise against ``action`` (naming its law),
    or None if it is lawful now.  The deal is not changed: the act is tried on
    a clone under the same options with ``strict`` set."""
    trial = deal.clone()
    trial.options = replace(deal.options, strict=True)
    try:
        trial.apply(action)
    except RuleError as exc:
        return exc
    return None


def seeded(seed: int | None) -> random.Random:
    """The one way a deal's generator is made from its seed: a whole number
    (or None).  ``random.Random`` alone would deal from text, bytes or a
    float; anything but a whole number raises
    :class:`~playable.engine.checks.WrongType` (a ``ValueError``)."""
    return random.Random(checks.seed(seed))
