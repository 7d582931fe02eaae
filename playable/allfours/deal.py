"""All-Fours for two players, as *Enquire Within Upon Everything* gives it.

The edition's text is the end of the laws (92 · i–vi), the terms (93 · i–v)
and the maxims (94 · i–iv, the last cut off).  The opening of the article is
lost from the fragment; what it said is taken from the witness, the 1894
*Enquire Within*, which prints the article whole (the deal, the turn-up, the
knave turned up, ten points game):

* a full pack of 52, ranked as at whist (ace high, two low);
* six cards each, dealt by threes, eldest hand first; the thirteenth card is
  turned up for trumps, and the dealer scores one at once if it is a knave;
* the eldest hand **stands** or **begs** (93 · v); to a beg the dealer answers
  **take one** (the eldest scores one and the turn-up stands) or **runs** the
  cards: three more to each and the next card turned up, again and again while
  the suit begged against comes up (93 · v);
* the eldest leads; each player must **trump or follow suit** (law iii): the
  second player may trump though he holds the suit led, and may play a card
  of a third suit only when he holds none of the suit led;
* **High**, **Low**, **Jack** and **Game** score one each (93 · i–iv), counted
  in that order; one card may count all four (law vi); the match is ten points,
  and a player who reaches ten in the middle of the count has won.

Choices where the period sources differ are fields of :class:`Options`; the
engine's reading where they are silent is said in the docstring of the rule.

Where things live.  ``Deal`` is a :class:`playable.engine.core.GameDeal` (the checked
``apply`` and its dispatch of acts, strict-or-commit, ``why_not``, ``clone``)
made of one part per subject, each in its own module and all importable from
here:

* :mod:`playable.allfours.cards` — the **card order** as data (``ORDER``, a
  :class:`playable.engine.tricks.CardOrder`: ace high, two low, as at whist, trumps
  alike), the card keys, what each card counts for Game, display;
* :mod:`playable.allfours.options` — :class:`Options`;
* :mod:`playable.allfours.state` — the deal's fields, :class:`View`,
  :class:`Result`;
* :mod:`playable.allfours.speaking` — stand, beg, take one, run, discard;
* this module — the deal's construction, what it shows, the **play** (law iii)
  and :class:`Match`;
* :mod:`playable.allfours.scoring` — High, Low, Jack, Game, law vi, law v;
* :mod:`playable.allfours.irregular` — the misdeals of law i, the wrong score
  of law iv and the reckoning;
* :mod:`playable.allfours.setup` — a deal set up at a given point
  (:meth:`Deal.setup`) and back (:meth:`Deal.to_setup`).

The **rule of following** is :func:`playable.engine.tricks.lawful` with
``Follow.SUIT_OR_TRUMP`` (law iii: trump or follow suit), with no exception of
All-Fours' own laid over it; the reply wins the trick if it
:func:`playable.engine.tricks.beats` the lead, both from ``ORDER``'s tables for the
trump.

The API in brief: ``Deal.new(seed)``, ``Deal(pack, dealer=0)``,
``Deal.from_hands(eldest=..., dealer=..., turn_up=...)`` and
``Deal.setup(hands=..., turn_up=..., tricks=..., ...)`` (a deal at a given
point, below) make a deal, each with an optional ``score``, the match score it
is played at (then a point scored at once that puts a player out ends the
deal: ``deal.won_match``);
``deal.phase`` (``BIDDING`` for stand/beg and the answer, ``DEAL`` while a
misdeal is put right or cards are discarded after running, ``PLAY``, ``OVER``),
``deal.to_move``, ``deal.legal_actions()``, ``deal.legal_plays()``,
``deal.apply(action)`` or ``stand()``, ``beg()``, ``take_one()``, ``run()``,
``play(card)``, ``ask(card)``; ``deal.view(seat)``, ``deal.clone()``,
``deal.result()``, ``deal.points_by_card()`` (law vi); after the last trick,
``deal.reckoning()`` (the marks due) and ``mark(player, "game")`` (law iv).
:class:`Match` plays to ten with the deal alternating, from ``score`` if given
(``Match(score=(9, 8))``), and ``match.take(deal)`` puts a deal made elsewhere
into it.

A deal at a given point
-----------------------
``Deal.setup(*, dealer=0, hands, turn_up, turned="", begs=0, stage=None,
discards=("", ""), tricks=(), trick="", stock="", asked=(), penalties=(),
score=None, to_move=None, options=None)``; cards are text (``"AS KH 10D"``,
``"A♠ K♥"``) or lists of cards, pairs are by seat (South's, North's):

* ``hands`` — the cards each seat holds now;
* ``turn_up`` — the card turned up for trumps, in force; ``turned`` — the
  cards turned up before it and laid aside by running, in order;
* ``begs`` — how many times the eldest has begged; a run of the cards answers
  each beg but the last, which may wait for its answer (``stage="answer"``) or
  have been answered "take one" (the gift is scored);
* ``stage`` — ``"stand"``, ``"answer"``, ``"discard"``, ``"play"`` or
  ``"over"``; by default ``"play"`` when tricks are given, else ``"stand"``;
* ``discards`` — the cards each seat has laid aside after running;
* ``tricks`` — the tricks played, each its two cards, the lead first (the
  eldest leads the first, the winner of each the next); ``trick`` — the card
  led to the trick in progress, if any;
* ``stock`` — the top cards of the stock where known, top first (the rest of
  the pack follows them in a fixed order);
* ``asked`` — the questions of law v, ``[seat, card]`` (answered again);
* ``penalties`` — points already scored under law iv or iii, each
  ``{"player", "points", "item", "reason"}`` (items ``wrong-score``,
  ``renounce``);
* ``score`` — the match score, South's and North's, or None for a deal alone;
* ``to_move`` — checked if given: the seat to move at that point.

The knave turned up and the gift are scored as the cards say.  Everything is
checked, by playing the deal from a pack laid out as it would have been dealt,
in strict mode, up to the point; an inconsistency raises
:class:`~playable.engine.errors.SetupError` naming the argument.  That pack is the
set-up deal's ``pack`` (each seat's cards — played, discarded, held — dealt by
threes with the turn-ups between, then the stock), so dealing it and playing
the same acts gives the same deal.  ``deal.start`` is the arguments as JSON
(None for a dealt deal), and ``deal.to_setup()`` the arguments for the point
a deal stands at (``SetupError`` after a misdeal or a renounce, in a deal
thrown in, or once marks were made at the reckoning).  The period player is
:class:`playable.allfours.strategy.PeriodPlayer`; the terminal game and
:func:`describe` live in :mod:`playable.allfours.terminal` (set
``PLAYABLE_RECORD_DIR`` to keep the record of every deal played there).

Irregularities are acts, not only errors (see :mod:`playable.engine.core`): with
``Options.strict`` false (the default) the table may commit them and the law
punishes them; with ``strict`` true the same act is refused, the law cited.
The lawful acts are :meth:`Deal.legal_actions`; the irregular ones a careless
table could commit are :meth:`Deal.irregular_actions`; questions under law v
are :meth:`Deal.questions`.

Record kinds (see :mod:`playable.table.record`; ``P`` is the acting seat)
-------------------------------------------------------------------
``options``: the fields of :class:`Options` by name (``strict``, ``target``,
``game_tie``, ``game_nought``, ``after_running``, ``begs``,
``wrong_score_penalty``, ``own_card_exposed``, ``misdeal_claim``,
``no_gift_out``); missing keys take their defaults.

``actions`` (``kind``: what it means):

* ``stand`` / ``beg`` — the eldest hand keeps the turn-up or begs (93 · v);
* ``take-one`` / ``run`` — the dealer's answer to a beg (93 · v);
* ``discard`` ``cards:[c]`` — lay one card aside after the cards were run
  (only with ``after_running`` ``"discard"`` or ``"keep-nine"``);
* ``play`` ``cards:[c]`` — play a card to the trick (law iii);
* ``ask`` ``cards:[c]`` — ask whether the trump ``c`` just played is high or
  low (law v); the answer is recomputed on replay and kept in ``deal.answers``;
* irregular acts of the dealer, before the eldest has spoken (law i):
  ``expose`` ``cards:[c]`` (a card shown in dealing), ``deal-extra``
  ``value:"s"`` (seat ``s`` given a card too many, from the top of the stock),
  ``deal-short`` ``value:"s"`` (seat ``s`` given one too few, its last card
  left on the stock);
* remedies under law i: ``new-deal``, ``let-stand``, ``draw`` ``value:"k"``
  (draw blind the ``k``-th card of the opposing hand, the extra card),
  ``supply`` (make a short hand up from the stock); a misdeal may still be
  committed, and its remedy claimed, in a deal the knave turned up ended at
  once, until anything else is done in it or the match counts it;
* ``mark`` ``value:"n"`` — an irregular act: the player puts up ``n`` points
  that are not due (law iv); ``mark`` ``value:"high"`` (``"low"``, ``"jack"``,
  ``"game"``) — at the reckoning, after the last trick, the player marks that
  point: right if the count gives it him (nothing changes), else a wrong
  score (law iv).

``result`` (:meth:`Result.to_json`): ``points`` per seat, ``lines`` (each
point scored: ``player``, ``points``, ``law``, ``item``, ``reason``, in the
order they count), ``game`` (what each seat counts for game), ``trumps`` and
``void`` (why the deal was thrown in, or null).

Score items (:attr:`playable.engine.core.ScoreLine.item`)
--------------------------------------------------
``turn-up`` — a knave turned up for trumps, the dealer's point (93 · iii);
``gift`` — the point given by "take one" (93 · v); ``high``, ``low``,
``jack``, ``game`` — the four points of the play (93 · i–iv); ``renounce`` — the
point for a renounce found out (law iii); ``wrong-score`` — the adversary's
points for a wrong score taken down (law iv).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any, ClassVar

from playable.allfours.cards import (
    CARDS,
    GAME,
    GAME_VALUES,
    KEY_BY_ID,
    NAMES,
    ORDER,
    Answer,
    Trick,
    card_key,
    expected_pack,
    game_value,
    keys_of_pack,
    name_of,
    show,
    sort_cards,
)
from playable.allfours.irregular import Irregular
from playable.allfours.options import (
    DEFAULT_OPTIONS,
    AfterRunning,
    GameTie,
    Options,
    OwnCardExposed,
    players,
)
from playable.allfours.scoring import Scoring
from playable.allfours.setup import arguments, build
from playable.allfours.speaking import Speaking
from playable.allfours.state import (
    DISCARDS,
    FOLLOW,
    PLAY_KEY,
    PLAYS,
    SIMPLE,
    Result,
    View,
    match_score,
)
from playable.engine import checks
from playable.engine.cards import Card, shuffle
from playable.engine.cards import cards as _parse_cards
from playable.engine.core import Account, Action, Phase, ScoreLine, act, seeded
from playable.engine.errors import IllegalPlay, NotHeld, OutOfTurn, RuleError, SetupError
from playable.engine.tricks import TRUMPS, holds, lawful
from playable.laws.ids import AllFoursLaws as L

__all__ = [
    "CARDS", "DEFAULT_OPTIONS", "GAME", "GAME_VALUES", "KINDS", "ORDER", "AfterRunning",
    "Answer", "Deal", "GameTie", "Match", "Options", "OwnCardExposed", "Phase", "Result",
    "Trick", "View", "expected_pack", "game_value", "players", "show", "sort_cards",
]

_BIDDING = Phase.BIDDING
_new_view = object.__new__


class Deal(Scoring, Irregular, Speaking):
    """One deal of All-Fours between seats 0 and 1.

    ``Deal(pack, dealer=0)`` deals from ``pack`` (52 cards, top first): three
    to the eldest hand, three to the dealer, three and three again, and the
    thirteenth turned up.  ``Deal.new(seed)`` shuffles a pack with
    ``random.Random(seed)``; :meth:`from_hands` sets chosen hands up, and
    :meth:`setup` a deal at any point (the arguments are in the module
    docstring: hands, turn-ups, begs, stage, discards, tricks, the trick in
    progress, the stock, questions, penalties, the match score).  ``score``
    is the match score the deal is played at (None: played alone).

    Every act goes through :meth:`apply` (the convenience methods
    :meth:`stand`, :meth:`beg`, :meth:`take_one`, :meth:`run`, :meth:`play`,
    :meth:`ask` build the action), is checked against the laws, and is kept in
    :attr:`history`, which with the pack is the deal's record.  The fields are
    declared (and the mutable ones listed for :meth:`clone`) in
    :class:`playable.allfours.state.DealState`.
    """

    OPTIONS = Options
    SETUP_NEEDS: ClassVar[Mapping[str, str]] = {
        "hands": "the cards each seat holds now, South's and North's",
        "turn_up": "the card turned up for trumps"}
    __slots__ = ()

    def __init__(self, pack: Sequence[Card], dealer: int = 0, options: Options | None = None,
                 seed: int | None = None, score: Sequence[int] | None = None) -> None:
        checks.seat(dealer, 2, "the dealer")
        self._setup(keys_of_pack(pack), dealer, options, seed, match_score(score, options))

    @classmethod
    def shuffled(cls, rng: random.Random, dealer: int = 0, options: Options | None = None,
                 seed: int | None = None, score: Sequence[int] | None = None) -> Deal:
        """A deal from the full pack shuffled with ``rng`` (a full pack by
        construction, so not checked again)."""
        keys = list(range(52))
        shuffle(keys, rng)
        deal = cls.__new__(cls)
        deal._setup(keys, dealer, options, seed, match_score(score, options))
        return deal

    def _setup(self, keys: list[int], dealer: int, options: Options | None,
               seed: int | None, score: tuple[int, int] | None = None) -> None:
        """Deal by threes, eldest first, and turn up the thirteenth card.
        ``score``, where given, is put in the options (their ``score``)."""
        rules = options if options is not None else DEFAULT_OPTIONS
        if score is not None and score != rules.score:
            if rules.score is not None:
                raise ValueError(f"the match score is given twice: {list(score)}, and "
                                 f"{list(rules.score)} in the options")
            rules = replace(rules, score=score)
        self.seats = 2
        self.score = rules.score
        self.won_match = None
        self._start = None
        self._counted = False
        self._keys = keys
        self.dealer = dealer
        self.eldest = eldest = 1 - dealer
        self.options = rules
        self.seed = seed
        self.history = []
        self._account = Account(names=NAMES)
        self._count_due = False
        self.irregularities = []
        self.answers = []
        # (loops: on Python 3.11 a comprehension is a call of its own)
        plays, first = PLAYS[eldest], {}
        for k in keys[0:3] + keys[6:9]:
            first[k] = plays[k]
        plays, second = PLAYS[dealer], {}
        for k in keys[3:6] + keys[9:12]:
            second[k] = plays[k]
        self._hands = [first, second] if eldest == 0 else [second, first]
        self._stock = keys[:12:-1]  # the rest of the pack, top card last
        self._turn_up(keys[12])
        self.turned = [self.turn_up]
        self.aside = []
        self.shown = []
        self._tricks = []
        self._played = []
        self.void = None
        self._step = "stand"
        self.is_over = False
        self.phase = _BIDDING
        self.to_move = eldest
        self.begs = 0
        self._leader = eldest
        self._lead = None
        self._held = ((), ())
        self._renounces = []
        self._misdeal = None
        self._misdealt = False
        self._discards = [[], []]
        self._dealt = [list(first), list(second)] if eldest == 0 else [list(second), list(first)]
        self._chooser = eldest
        self._score_turn_up(keys[12])
        self._out_at_once()

    # -- construction ------------------------------------------------------

    @classmethod
    def new(cls, seed: int | None = None, options: Options | None = None,
            dealer: int = 0, score: Sequence[int] | None = None) -> Deal:
        """A deal from a pack shuffled with ``random.Random(seed)``; ``score``
        is the match score it is played at (see :attr:`score`)."""
        checks.seat(dealer, 2, "the dealer")
        return cls.shuffled(seeded(seed), dealer=dealer, options=options, seed=seed,
                            score=score)

    @classmethod
    def from_hands(cls, eldest: str | Iterable[str], dealer: str | Iterable[str],
                   turn_up: str, stock: str | Iterable[str] = "", *, dealer_seat: int = 0,
                   options: Options | None = None, score: Sequence[int] | None = None) -> Deal:
        """A deal with chosen hands, for examples and tests.

        ``eldest`` and ``dealer`` are six cards each (``"J♥ 2♣ ..."`` or
        ``"JH 2C ..."``), ``turn_up`` the thirteenth card, ``stock`` the cards
        that come next off the pack (for running), top first.  The rest of
        the pack follows in a fixed order, so the deal is a full, consistent
        pack and its record replays like any other.  ``score`` is the match
        score it is played at (see :attr:`score`).
        """
        e, d = _parse_cards(eldest), _parse_cards(dealer)
        if len(e) != 6 or len(d) != 6:
            raise ValueError(f"each hand needs six cards (eldest has {len(e)}, dealer {len(d)})")
        top = e[:3] + d[:3] + e[3:] + d[3:] + _parse_cards(turn_up) + _parse_cards(stock)
        named = set(top)
        if len(named) != len(top):
            raise ValueError("a card is named twice: " + ", ".join(
                sorted({str(c) for c in top if top.count(c) > 1})))
        pack = top + [c for c in CARDS if c not in named]
        return cls(pack, dealer=dealer_seat, options=options, score=score)

    @classmethod
    def setup(cls, *, dealer: int = 0, hands: Sequence[str | Sequence[Card | str]],
              turn_up: str | Card | Sequence[Card | str],
              turned: str | Sequence[Card | str] = "", begs: int = 0,
              stage: str | None = None,
              discards: Sequence[str | Sequence[Card | str]] = ("", ""),
              tricks: Sequence[str | Sequence[Card | str]] = (),
              trick: str | Sequence[Card | str] = "", stock: str | Sequence[Card | str] = "",
              asked: Sequence[Sequence[object]] = (),
              penalties: Sequence[dict[str, object]] = (),
              score: Sequence[int] | None = None, to_move: int | None = None,
              options: Options | None = None) -> Deal:
        """A deal set up at a given point, checked (see the class docstring
        and :mod:`playable.allfours.setup`); an inconsistency raises
        :class:`~playable.engine.errors.SetupError` naming the argument."""
        deal: Deal = build(cls, dealer=dealer, hands=hands,
                     turn_up=[turn_up] if isinstance(turn_up, Card) else turn_up,
                     turned=turned, begs=begs, stage=stage, discards=discards, tricks=tricks,
                     trick=trick, stock=stock, asked=asked, penalties=penalties, score=score,
                     to_move=to_move, options=options)
        return deal

    @property
    def start(self) -> dict[str, object] | None:
        """For a set-up deal, the arguments of :meth:`setup` it was made from,
        as JSON (cards as text): ``Deal.setup(**deal.start,
        options=deal.options)`` makes the same deal.  None for a dealt deal."""
        import copy

        return None if self._start is None else copy.deepcopy(self._start)

    def to_setup(self) -> dict[str, object]:
        """The arguments of :meth:`setup` that reproduce the point this deal
        stands at (as JSON: cards as text); ``SetupError`` where it cannot (a
        misdeal or a renounce committed, a deal thrown in, marks made at the
        reckoning)."""
        return arguments(self)

    # -- looking at the deal -------------------------------------------------

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds now, sorted (trumps first)."""
        held = self._hands[checks.seat(seat, 2, "the player")]
        return tuple(map(CARDS.__getitem__, sorted(held, key=self._places.__getitem__)))

    def show_hand(self, seat: int) -> str:
        """The cards ``seat`` holds, as text (trumps first)."""
        return show([CARDS[k] for k in self._hands[seat]], self.trump)

    @property
    def dealt(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards dealt in this deal: its first six, then those
        dealt to it later (running the cards, 93 · v; a card too many or
        supplied, law i), in the order dealt."""
        return tuple(tuple(CARDS[k] for k in keys) for keys in self._dealt)

    @property
    def stock(self) -> tuple[Card, ...]:
        """The undealt cards, top first."""
        return tuple(CARDS[k] for k in reversed(self._stock))

    def won(self, seat: int) -> tuple[Card, ...]:
        """The cards in the tricks ``seat`` has won."""
        return tuple(CARDS[k] for k in self._won[seat])

    def view(self, player: int) -> View:
        """What ``player`` can see at the table."""
        # A player is shown a view at every act: it is made without the frozen
        # dataclass's __init__ (a call to set each field), its fields given
        # in the class's order, all of them (a test compares it with the
        # constructor's).
        view = _new_view(View)
        view.__dict__.update(
            seat=player, dealer=self.dealer, phase=self.phase, to_move=self.to_move,
            hand=self.hand(player), trump=self.trump, turn_up=self.turn_up,
            turned=tuple(self.turned), trick=tuple(self.trick), tricks=tuple(self.tricks),
            hand_sizes=(len(self._hands[0]), len(self._hands[1])),
            stock_size=len(self._stock), shown=tuple(self.shown),
            discards=tuple(self._discards[player]), begs=self.begs,
            lines=tuple(self.account.lines), answers=tuple(self.answers), options=self.options,
        )
        return view

    def legal_plays(self) -> list[Card]:
        """The cards the player to move may lawfully play (law iii): any card
        to lead; to a lead, a card of the suit led or a trump, or any card if
        he holds none of the suit led.  Empty outside the play."""
        if self._step != "play":
            return []
        return [a.cards[0] for a in self.legal_actions()]

    def legal_actions(self) -> list[Action]:
        """The lawful acts open to the player to move (questions under law v
        and irregular acts are not among them: see :meth:`questions` and
        :meth:`irregular_actions`)."""
        step = self._step
        seat = self.to_move
        if seat is None:
            return []
        if step == "play":
            hand = self._hands[seat]
            lead = self._lead
            if lead is None:
                return list(hand.values())  # any card may be led
            # law iii, by playable.engine.tricks (the hand is a dict: key -> play act)
            keys = lawful(hand, (lead,), FOLLOW, self._follows, self._power)
            if len(keys) == len(hand):
                return list(hand.values())
            acts = []  # (a loop: on Python 3.11 a comprehension is a call of its own)
            for k in keys:
                acts.append(hand[k])
            return acts
        if step == "stand":
            return [SIMPLE["stand", seat], SIMPLE["beg", seat]]
        if step == "answer":
            if self.options.no_gift_out and self.gift_puts_out():
                return [SIMPLE["run", seat]]
            return [SIMPLE["take-one", seat], SIMPLE["run", seat]]
        if step == "discard":
            discards = DISCARDS[seat]
            return [discards[k] for k in self._hands[seat]]
        if step == "law-i":
            return self._remedies()
        return []

    # -- acts ---------------------------------------------------------------

    def _unknown_act(self, action: Action) -> RuleError:
        law = L.S92_III if self._step == "play" else L.S93_V
        open_ = sorted({a.kind for a in self.legal_actions()}) or ["none: the deal is over"]
        return RuleError(law, f"{action.kind!r} is not an act of All-Fours; the acts open now "
                              f"are: {', '.join(open_)}")

    def stand(self) -> None:
        """The eldest hand keeps the turn-up for trumps (93 · v)."""
        self.apply(SIMPLE["stand", self.eldest])

    def beg(self) -> None:
        """The eldest hand begs (93 · v; law ii: once a hand unless agreed)."""
        self.apply(SIMPLE["beg", self.eldest])

    def take_one(self) -> None:
        """The dealer answers a beg with "take one" (93 · v)."""
        self.apply(SIMPLE["take-one", self.dealer])

    def run(self) -> None:
        """The dealer answers a beg by running the cards (93 · v)."""
        self.apply(SIMPLE["run", self.dealer])

    def play(self, card: Card | str, player: int | None = None) -> None:
        """Play a card (``Card`` or notation) for the player to move, or for
        ``player`` (law iii)."""
        c = Card.parse(card) if isinstance(card, str) else card
        seat = self.to_move if player is None else player
        self.apply(Action("play", seat if seat is not None else -1, (c,)))

    def discard(self, card: Card | str) -> None:
        """Lay a card aside after running (``Options.after_running``)."""
        c = Card.parse(card) if isinstance(card, str) else card
        self.apply(Action("discard", self.to_move if self.to_move is not None else -1, (c,)))

    def ask(self, card: Card | str, player: int | None = None) -> str:
        """Ask (law v) whether the trump ``card`` just played is high or low;
        returns the answer, which is also kept in :attr:`answers`."""
        c = Card.parse(card) if isinstance(card, str) else card
        seat = player if player is not None else (self.to_move if self.to_move is not None else 0)
        self.apply(Action("ask", seat, (c,)))
        return self.answers[-1].answer

    def mark(self, player: int, points: int | str = 1) -> None:
        """``player`` puts up ``points`` that are not due (a number), or, at
        the reckoning after the last trick, marks a point of the count by
        name (``"high"``, ``"low"``, ``"jack"``, ``"game"``): right if it is
        his, else a wrong score (law iv)."""
        self.apply(Action("mark", player, value=str(points)))

    def expose(self, card: Card | str) -> None:
        """The dealer shows ``card`` in dealing (law i)."""
        c = Card.parse(card) if isinstance(card, str) else card
        self.apply(Action("expose", self.dealer, (c,)))

    def give_extra(self, seat: int) -> None:
        """The dealer gives ``seat`` a card too many (law i)."""
        self.apply(Action("deal-extra", self.dealer, value=str(seat)))

    def give_short(self, seat: int) -> None:
        """The dealer gives ``seat`` a card too few (law i)."""
        self.apply(Action("deal-short", self.dealer, value=str(seat)))

    def claim_new_deal(self, player: int | None = None) -> None:
        """Claim a new deal under law i (by the player to choose, by default)."""
        seat = self.to_move if player is None else player
        self.apply(SIMPLE["new-deal", seat if seat is not None else self.eldest])

    def draw(self, place: int) -> None:
        """Draw the extra card, blind, from the opposing hand: its ``place``-th
        card as the cards lie (law i)."""
        self.apply(Action("draw", self.to_move if self.to_move is not None else -1,
                          value=str(place)))

    # -- law iii: the play ----------------------------------------------------

    @act("play", cards=1, value=False, law=L.S92_III)
    def _do_play(self, action: Action) -> None:
        """Law iii: each player must trump or follow suit.  A card of a third
        suit, played while holding the suit led, is a renounce: refused in
        strict mode; otherwise played, and the adversary scores one when it
        is found — when the renouncer plays a card of the suit he renounced,
        which shows he held it (he always does, by the last trick at latest).
        The second card closes the trick, won by the lead unless the reply
        :func:`playable.engine.tricks.beats` it: the higher card of the suit led, or
        the trump."""
        if self._step != "play":
            raise IllegalPlay(L.S92_III, "no card may be played now: "
                              + ("the deal is over" if self._step == "over" else
                                 "the trump is not yet settled"))
        seat = action.player
        if seat != self.to_move:
            raise OutOfTurn(None, f"it is {name_of(self.to_move)}'s turn to "
                                  f"play, not {name_of(seat)}'s")  # no law of it
        try:
            key = PLAY_KEY[id(action)]
        except KeyError:  # not one of the acts offered: the card it names
            try:
                (card,) = action.cards
            except ValueError:
                raise IllegalPlay(L.S92_III, "a play is one card") from None
            try:
                key = KEY_BY_ID[id(card)]
            except KeyError:
                key = card_key(card)
        hand = self._hands[seat]
        if key not in hand:
            raise NotHeld(f"{name_of(seat)} does not hold {CARDS[key]}")
        lead = self._lead
        if lead is None:  # any card may be led
            if self._renounces:
                self._find_renounces(seat, key)
            del hand[key]
            self._lead = key
            self.to_move = seat ^ 1
            return
        follows = self._follows
        suit = follows[key]
        led_suit = follows[lead]
        # a card of the suit led, or a trump, is always lawful (law iii); any
        # other is a renounce if the player holds the suit led
        if suit != led_suit and suit != TRUMPS and holds(hand, led_suit, follows):
            led = CARDS[lead]
            card = CARDS[key]
            self._commit(IllegalPlay, L.S92_III, f"{name_of(seat)} holds {led.suit.noun} and must "
                         f"follow suit or trump: {card} to the lead of {led} is a renounce", seat)
            self._renounces.append((seat, led_suit, f"{card} to the lead of {led}"))
        if self._renounces:
            self._find_renounces(seat, key)
        del hand[key]
        # the trick goes to the higher card of the suit led, or to the trump
        leader = self._leader
        won_by = leader ^ 1 if key in self._beaten[lead] else leader
        self._played.append((leader, lead, key, won_by))  # a Trick when asked for
        self._lead = None
        if self._hands[won_by]:
            self.to_move = self._leader = won_by
        else:
            self._play_over()

    def _find_renounces(self, seat: int, key: int) -> None:
        """Law iii's penalty, when the renounce is found: one point to the
        adversary for each renounce."""
        keep = []
        suit = self._follows[key]
        for who, led, what in self._renounces:
            if who == seat and suit == led:
                self.account.add_later(
                    1 - seat, 1, L.S92_III,
                    "{} renounced ({}) and was found out playing {}: {} scores one",
                    NAMES[seat], what, CARDS[key], NAMES[1 - seat], item="renounce")
            else:
                keep.append((who, led, what))
        self._renounces = keep

    # -- text ----------------------------------------------------------------

    def __str__(self) -> str:
        e, d = self.eldest, self.dealer
        turned = ", ".join(str(c) for c in self.turned)
        lines = [f"Dealer {name_of(d)}; eldest hand {name_of(e)}; trumps {self.trump} "
                 + f"(turned up {turned})",
                 f"{name_of(e)} (eldest): {self.show_hand(e)}",
                 f"{name_of(d)} (dealer): {self.show_hand(d)}"]
        if self.trick:
            lines.append("On the table: " + ", ".join(f"{name_of(p)} {c}" for p, c in self.trick))
        return "\n".join(lines)

    def __repr__(self) -> str:
        return (f"<All-Fours deal: dealer {name_of(self.dealer)}, trumps {self.trump}, "
                f"{self.phase.value}, {len(self.history)} acts>")


#: The acts a deal answers to, as a record names them: the deal's own table of
#: handlers (the ``@act`` marks of its parts), not a list kept beside it.
KINDS = tuple(Deal._ACTS)


# --------------------------------------------------------------------------
# The match


class Match:
    """A match to ``options.target`` points (ten), the deal alternating.

    ``Match(score=(9, 8))`` begins at a given score (checked: two whole
    numbers by seat, each below the target).  :meth:`new_deal` deals the next
    deal, and :meth:`take` puts in a deal made elsewhere (``Deal.from_hands``,
    ``Deal.setup``), dealt by the match's dealer at the match's score.  Each
    deal knows the score it is played at (:attr:`Deal.score`), so a point
    scored at once that puts a player out — the knave turned up at nine —
    ends the deal then and there (:attr:`Deal.won_match`).

    :meth:`count` takes a finished deal's lines in the order they count, and
    the first player to reach the target wins at once, even in the middle of
    the count (the lines after it are not counted); counting closes the
    deal's reckoning (law iv).  A deal thrown in (a new deal under law i, or
    the pack run out) counts nothing, and the same dealer deals again.
    """

    def __init__(self, options: Options | None = None, first_dealer: int = 0,
                 score: Sequence[int] = (0, 0)) -> None:
        self.options = options if options is not None else DEFAULT_OPTIONS
        if self.options.score is not None:
            raise ValueError("a match keeps its own score: Match(score=...), and options "
                             "without one")
        checks.seat(first_dealer, 2, "the dealer")
        checked = match_score(score, self.options)
        if checked is None:
            raise SetupError("score", "a match begins at a score: two numbers, South's and North's")
        self.scores = list(checked)
        self.dealer = first_dealer
        self.deals: list[Deal] = []
        self.counted: list[list[ScoreLine]] = []
        self.winner: int | None = None

    @property
    def over(self) -> bool:
        return self.winner is not None

    def _open(self) -> None:
        if self.over:
            raise ValueError(f"the match is over: {name_of(self.winner)} has won")

    def new_deal(self, seed: int | None = None) -> Deal:
        """The next deal, by the player whose turn it is to deal, at the
        match's score."""
        self._open()
        deal = Deal.new(seed, options=self.options, dealer=self.dealer,
                        score=tuple(self.scores))
        self.deals.append(deal)
        return deal

    def take(self, deal: Deal) -> Deal:
        """Put ``deal``, made elsewhere, into the match as its next deal: it
        must be dealt by the match's dealer, under the match's options, at
        the match's score (``Deal.setup(..., dealer=match.dealer,
        score=match.scores)``); otherwise ``ValueError`` says what differs."""
        self._open()
        if not isinstance(deal, Deal):
            raise TypeError(f"{deal!r} is not a deal of All-Fours")
        if deal.dealer != self.dealer:
            raise ValueError(f"it is {name_of(self.dealer)}'s turn to deal, "
                             f"and {name_of(deal.dealer)} dealt this deal")
        if replace(deal.options, score=None) != replace(self.options, score=None):
            raise ValueError("the deal is played under other options than the match's")
        if deal.score != tuple(self.scores):
            at = "alone" if deal.score is None else f"at the score {list(deal.score)}"
            raise ValueError(f"the deal is played {at}, and the match stands at "
                             f"{self.scores}: give it score={self.scores}")
        if any(d is deal for d in self.deals):
            raise ValueError("the deal is in the match already")
        self.deals.append(deal)
        return deal

    def count(self, deal: Deal) -> list[ScoreLine]:
        """Count a finished deal; returns the lines that counted."""
        if not deal.is_over:
            raise ValueError("the deal is not finished")
        if deal.score is not None and deal.score != tuple(self.scores):
            raise ValueError(f"the deal was played at the score {list(deal.score)}, and the "
                             f"match stands at {self.scores}")
        counted: list[ScoreLine] = []
        for line in deal.result().lines:
            if self.winner is not None:
                break
            self.scores[line.player] += line.points
            counted.append(line)
            if self.scores[line.player] >= self.options.target:
                self.winner = line.player
        self.counted.append(counted)
        deal.close_reckoning()
        if deal.void is None:
            self.dealer = 1 - deal.dealer
        return counted

    def play(self, players: Sequence[Any], rng: random.Random) -> int:
        """Play the match out with two strategies; returns the winner."""
        from playable.engine.strategies import play_out

        while not self.over:
            deal = self.new_deal(rng.randrange(2**32))
            play_out(deal, players, rng)
            self.count(deal)
        assert self.winner is not None
        return self.winner
