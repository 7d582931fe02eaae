"""Quadrille: Ombre by four, with the nineteen general laws applied at the table.

Four players (seats 0-3) use the 40-card pack.  Everything turns in the order of
play, which is *to the right* (counter-clockwise): seat ``s + 1`` sits on the
right of seat ``s``, the cards are dealt and the players speak and play in that
order, and the *eldest hand*, who speaks first and leads to the first trick, is
the player on the dealer's right, ``(dealer + 1) % 4``.  (*Hoyle's Games,
Improved and Enlarged*, Quadrille, p. 262: the deal begins "with the right-hand
player, who is the elder-hand", and "the right-hand player leads"; p. 275, law 1:
"dealt to the right hand".)

A deal passes through the phases of :class:`playable.engine.core.Phase`:

``DEAL``
    The dealer deals ten cards each in packets of four and three, beginning with
    either number (law 1): the act ``deal`` with value ``"4-3-3"``, ``"3-4-3"`` or
    ``"3-3-4"``.  Any other packets are a misdeal: the same dealer gathers the
    cards and deals again, without penalty (Hoyle p. 275, laws 2-3).
``BIDDING``
    Speaking, from the eldest: ``pass``, ``ask-leave`` (to play with a called
    king) or ``sans-prendre`` (to play alone).  A sans prendre offered after
    someone has asked leave forces the asker to play sans prendre himself or give
    up (Hoyle's "forced sans prendre").  If all pass, the holder of spadille must
    play, calling a king ("forced spadille", law 4).  Then the ombre names the
    trump (``name-trump``, laws 2-3) and, unless alone, calls a king (``call``,
    laws 6-8).
``PLAY``
    Ten tricks (``play``).  Follow suit if able, with the matadores' privilege
    (law 17).  When the ombre's side has won the first six tricks, the winner of
    the sixth says ``no-vole`` to stop, or plays to the seventh and so
    undertakes the vole.
``SCORING``
    The ombre demands what he is owed beyond the game (law 18: ``demand`` with
    value ``"sans-prendre"`` or ``"matadores N"``), then ``settle``.
``OVER``
    :meth:`Deal.result` gives every payment with its reason.

Irregular acts (a card played out of turn, a renounce, a card or a game shown, a
look at the tricks out of turn, another's game turned up) are acts too: by
default the table commits them and the laws punish them; with
``Options(strict=True)`` the engine refuses them, citing the law.  They are not
among :meth:`Deal.legal_actions`, which lists only the regular acts of the
player to move; :meth:`Deal.irregular_actions` lists those a careless table
could commit now, :meth:`Deal.why_not` says which law strict play would cite,
and :meth:`Deal.apply` accepts them.

Payments follow one period source: the account of Quadrille in *Hoyle's Games,
Improved and Enlarged* (paragraphs 5-7 of the description of the game: who is paid the game,
the consolation and the matadores; remise and codille; the losses split between
ombre and friend, the ombre who makes fewer than three tricks paying alone, and
the exception of forced spadille) with its laws and terms (pp. 275-280 of the
*Improved and Enlarged* edition).  The number of counters for each item is an
agreed stake ("who agree upon the value thereof", p. 262), so each is an
:class:`Options` field; the defaults are this edition's choice, not a period
table.  Details the source leaves open are taken, and said so, from *The Game of
Quadrille* as David Parlett reports it (its date not verified here) and the
French *Académie universelle des jeux*.

Record kinds (see :mod:`playable.table.record`; ``P`` is the acting seat)
-------------------------------------------------------------------
``options``: the fields of :class:`Options` by name (``strict``, ``mark``,
``game``, ``consolation``, ``matador``, ``sans_prendre``, ``vole``, ``devole``,
``failed_vole_pays``, ``notice_renounces``, ``pool_carried``, ``friend_shown``,
``renounce_taken_back``, ``vole_announced``, ``sans_prendre_lost``,
``count_aloud``, ``game_shown``); missing keys take their defaults (or, in a
record written before a reading changed, the reading of its day: see
:mod:`playable.table.record`).

``actions`` (``kind``: what it means):

* ``deal`` ``value:"4-3-3"`` — the dealer deals, by those packets (law 1;
  other packets are a misdeal, and he deals again);
* ``pass`` / ``ask-leave`` / ``sans-prendre`` — speaking (laws 4-5);
* ``name-trump`` ``value:"hearts"`` — the ombre names the trump; the value is
  his words, which may name two suits or none (laws 2-3);
* ``call`` ``cards:[c]`` — the king (or queen) called (laws 6-8; the king or queen
  of trumps, which law 7 forbids, does not stand: he calls again);
* ``play`` ``cards:[c]`` — a card played; by a seat not to move it is played
  out of turn (law 9), and a card that does not follow suit is a renounce
  (laws 14, 17);
* ``no-vole`` — the winner of the first six tricks stops ("I do not play the
  vole"); playing on undertakes it; with ``Options(vole_announced=True)`` he
  says ``play-vole`` ("I play the vole") or ``ask`` ("I ask": the ombre learns
  his king called, Hoyle laws 19-20) instead of playing on;
* ``demand`` ``value:"sans-prendre"`` or ``value:"matadores N"``, then
  ``settle`` — the ombre's claims and the close of the deal (laws 18-19);
* irregular acts: ``show-card`` ``cards:[c]`` (law 11), ``look-tricks``
  (law 12), ``turn-up`` ``value:"s"`` (seat ``s``'s game turned up, law 13),
  ``claim-renounce`` ``value:"s"`` (law 14), ``replay`` ``value:"n"`` (from
  trick ``n``, law 15), ``show-game`` (law 16), ``rule-fraud`` (the table rules
  that seat ``P`` showed himself the friend fraudulently, law 10),
  ``count-aloud`` (law 12: out of turn), ``take-back`` (seat ``P`` takes back his renounce before the trick is quitted,
  law 14 and Hoyle law 15), ``name-trump`` by the seat to speak before anyone
  has asked leave (trumps named without leave, Hoyle law 10: he plays sans
  prendre, or, the younger hand after three passes, calls a king).

``result`` (:meth:`Result.to_json`): ``outcome`` (won, vole, remise, codille),
``ombre``, ``friend``, ``mode``, ``trump``, ``called``, ``tricks`` per seat,
``matadores`` held, ``vole_undertaken``, the pool before and after, ``totals``
per seat, every ``transfer`` (payer, payee, counters, item, reason, and the law
or source) and the ``irregularities``.

A deal at a given point
-----------------------
:meth:`Deal.setup` makes a deal at any point of the speaking or the play from
keyword arguments JSON can hold: the four ``hands`` held now, the ``dealer``,
the ``speaking`` (words in the order said), the ``trump`` and the card
``called``, the quitted ``tricks`` (each the four cards in the order played)
and the ``trick`` on the table, the ``vole`` words, the ombre's ``demands``
and ``settled``, law 10 already incurred (``king_seen``, ``vole_forfeited``,
``fraud_suspects``), cards the table has ``seen``, the ``pool`` carried.  Who
played which card, who leads and who won follow from the laws; everything is
checked by the deal's own acts, and what no table could reach raises
:class:`playable.engine.errors.SetupError` naming the argument.  ``deal.start`` holds
the arguments (None for a dealt deal) and ``deal.to_setup()`` writes those of
the point a deal has reached; see :mod:`playable.quadrille.setup`.  A set-up
deal's ``pack`` is the one that, dealt 4-3-3 from the dealer's right, gives the
hands as dealt (each hand now, then the cards its seat played).

Where the game lives
--------------------
This module holds :class:`Deal` (made from a seed or from hands, the acts it
offers, its views) and :class:`Table`; every public name of the game is
importable from here.  The rest is split by part, each a module that does not
import this one (``Deal`` inherits a class from each part):

* :mod:`playable.quadrille.cards` — the card order, as data: a
  :class:`playable.engine.tricks.CardOrder` (trumps and plain suits by colour, the
  matadores), whose keys are the engine's encoding of a card, and the rule of
  following: :attr:`playable.engine.tricks.Follow.SUIT` (law 14) with the matadores'
  privilege (law 17) laid over it;
* :mod:`playable.quadrille.state` — the fields of a deal
  (:class:`~playable.quadrille.state.Position`, a
  :class:`playable.engine.core.GameDeal`), :class:`Options`, :class:`View`,
  :class:`Trick`, :class:`Transfer`; a card played and the trick quitted
  (:func:`playable.engine.tricks.winner`);
* :mod:`playable.quadrille.speaking` — the deal, the speaking, the trump and
  the call (laws 1-8);
* :mod:`playable.quadrille.play` — the play, the vole and the ombre's claims
  (laws 14, 17-19), the result;
* :mod:`playable.quadrille.irregular` — the irregular acts and their penalties
  (laws 9-17);
* :mod:`playable.quadrille.scoring` — the payments after Hoyle, the
  :class:`Result` and the account;
* :mod:`playable.quadrille.setup` — a deal set up at a given point
  (:meth:`Deal.setup`, :meth:`Deal.to_setup`).

Every act goes through :meth:`playable.engine.core.GameDeal.apply` to the handler
marked ``@act`` for its kind; a handler takes a regular act (one that
:meth:`Deal.legal_actions` lists) at once and sends anything else down its
irregular path, where strict play refuses it and a table commits it
(:meth:`playable.engine.core.GameDeal._commit`).

The account (:attr:`Deal.account`): a line for each seat each payment touches,
with its ``item``: ``mark``, ``pool``, ``game``, ``consolation``,
``sans-prendre``, ``matadores``, ``vole``, ``devole``, ``beast`` (see
:mod:`playable.quadrille.scoring`).  During the play it holds the beasts
paid for irregularities; once the deal is settled, every payment.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, ClassVar, Final, Self

from playable.engine.cards import Card, face_down, show, shuffle
from playable.engine.core import Action, Phase, seeded
from playable.quadrille.cards import (
    BASTO,
    CARDS,
    GAME,
    SPADILLE,
    SUIT_NOUNS,
    beats,
    card_title,
    is_matador,
    is_trump,
    key,
    lawful_keys,
    lawful_plays,
    manille,
    order_table,
    order_table_markdown,
    plain_order,
    power,
    trump_order,
)
from playable.quadrille.irregular import IRREGULAR_ACTS
from playable.quadrille.options import Options
from playable.quadrille.play import Playing
from playable.quadrille.scoring import HOYLE, Result, settlement
from playable.quadrille.setup import set_up, to_setup
from playable.quadrille.speaking import PATTERNS, Speaking
from playable.quadrille.state import (
    PLAY,
    POOL,
    SEATS,
    TRICKS,
    ImpossibleAct,
    Transfer,
    Trick,
    View,
    expected_pack,
    name_of,
    players,
    word,
)

#: The words offered before the play, made once (by :func:`word`) for each seat:
#: speaking (pass, ask leave, sans prendre), the trump named, the deal by the dealer.
_SPEAK: Final = tuple((word("pass", p), word("ask-leave", p), word("sans-prendre", p))
                      for p in range(SEATS))
_NAME: Final = tuple(tuple(word("name-trump", p, noun) for noun in SUIT_NOUNS)
                     for p in range(SEATS))
#: No card offered (outside the play): shared, for it is only read.
_NO_KEYS: Final[list[int]] = []
_DEAL: Final = tuple(tuple(word("deal", p, v) for v in PATTERNS) for p in range(SEATS))
#: The act of calling each card (by key), for each seat, made once like :data:`PLAY`.
_CALL: Final = tuple(tuple(Action("call", p, (c,)) for c in CARDS) for p in range(SEATS))


class Deal(Speaking, Playing):
    """One deal of Quadrille; see the module docstring for its course.

    The fields are :class:`~playable.quadrille.state.Position`'s slots (a
    field added goes in its ``__slots__`` and, if mutable, in its ``_COPIED``,
    which :meth:`clone` copies); the acts are handled by the parts this class gathers:
    :class:`~playable.quadrille.speaking.Speaking` (the deal, speaking, trump,
    call), :class:`~playable.quadrille.play.Playing` (the play, the vole, the
    claims, the result) and, beneath it,
    :class:`~playable.quadrille.irregular.Irregularities`.  Here: making a
    deal (from hands already dealt: :meth:`from_hands`, with the deal in
    ``Speaking``), the acts offered, and the views; the shorthand
    :meth:`act` is the ``Position``'s, which the set-up uses too."""

    __slots__ = ()

    OPTIONS = Options
    SETUP_NEEDS: ClassVar[Mapping[str, str]] = {
        "hands": "the cards each of the four seats holds now"}

    # -- construction -------------------------------------------------------

    @classmethod
    def new(cls, seed: int | None = None, options: Options | None = None,
            dealer: int = 0) -> Self:
        """A deal from a pack shuffled with ``random.Random(seed)``."""
        return cls._from_keys(seeded(seed), dealer, options, seed)

    @classmethod
    def shuffled(cls, rng: random.Random, dealer: int = 0,
                 options: Options | None = None) -> Self:
        """A deal from a pack shuffled with the caller's generator (no seed kept)."""
        return cls._from_keys(rng, dealer, options, None)

    @classmethod
    def _from_keys(cls, rng: random.Random, dealer: int, options: Options | None,
                   seed: int | None) -> Self:
        """The pack shuffled as keys: the same order a shuffle of the cards
        gives (a shuffle depends only on the length), without looking each card
        up again."""
        order = list(range(len(CARDS)))
        shuffle(order, rng)
        deal = cls.__new__(cls)
        deal._set_up(order, dealer, options, seed)
        return deal

    @classmethod
    def setup(cls, *, hands: Sequence[Sequence[Card] | str], dealer: int = 0,
              speaking: Sequence[str] = (), trump: str | None = None,
              called: Card | str | None = None, tricks: Sequence[Sequence[Card] | str] = (),
              trick: Sequence[Card] | str = (), vole: Sequence[str] = (),
              demands: Sequence[str] = (), settled: bool = False,
              king_seen: bool | None = None, vole_forfeited: bool = False,
              fraud_suspects: Sequence[int] = (), seen: Sequence[str] | None = None,
              pool: int | None = None, options: Options | None = None) -> Self:
        """A deal at a given point, checked: the four ``hands`` held now, the
        ``dealer``, the ``speaking`` (words in the order said), the ``trump``
        and the card ``called``, the quitted ``tricks`` (each four cards in
        the order played from its leader) and the ``trick`` on the table; the
        ``vole`` words, the ombre's ``demands`` and whether he has
        ``settled``; law 10 already incurred (``king_seen``,
        ``vole_forfeited``, ``fraud_suspects``), cards ``seen`` by the table,
        the ``pool`` carried.  Seats, leaders and winners follow from the
        laws.  Anything no table could reach raises
        :class:`~playable.engine.errors.SetupError` naming the argument; see
        :mod:`playable.quadrille.setup`.

        ``Deal.setup(hands=[...], speaking=["ask-leave", "pass", "pass",
        "pass"], trump="hearts", called="K♠", tricks=["Q♣ 3♥ 5♣ 2♣"])``."""
        return set_up(cls, hands=hands, dealer=dealer, speaking=speaking, trump=trump,
                      called=called, tricks=tricks, trick=trick, vole=vole, demands=demands,
                      settled=settled, king_seen=king_seen, vole_forfeited=vole_forfeited,
                      fraud_suspects=fraud_suspects, seen=seen, pool=pool, options=options)

    def to_setup(self) -> dict[str, object]:
        """The arguments of :meth:`setup` that make this deal as it is now
        (with ``options=deal.options``);
        :class:`~playable.engine.errors.SetupError` where they cannot (before the
        deal; with irregularities on record whose consequences they do not
        hold: a renounce, a card shown, a beast)."""
        return to_setup(self)

    # -- what may be done ---------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """The regular acts open to the player to move.  Irregular acts are
        accepted by :meth:`apply` but never offered."""
        acts = self._legal
        if acts is not None:
            return acts
        stage, p = self.stage, self.to_move
        keys: list[int] = _NO_KEYS
        if stage == "play" or stage == "vole":
            assert p is not None
            # The lawful cards (read through :meth:`_lawful` elsewhere), worked
            # out here, at every card of a playout: following suit and law 17
            # (:func:`~playable.quadrille.cards.lawful_keys`); then law 11, a
            # card drawn and shown is played as soon as it lawfully may be.
            keys = self._hands[p]
            if self._trick:
                keys = lawful_keys(keys, self._trick[0][1], self._tables, self._mats)
            must = self._must[p]
            if must:
                shown = [c for c in keys if c in must]
                if shown:
                    keys = shown
            self._lawful_keys = keys
            table = PLAY[p]
            acts = []  # (a loop: the cheapest way to a list on Python 3.11)
            for k in keys:
                acts.append(table[k])
            if stage == "vole":
                if self.options.vole_announced:  # Hoyle laws 19-20: a word first
                    keys = _NO_KEYS
                    acts = [word("play-vole", p) if self.friend is None or self.friend_revealed
                            else word("ask", p)]
                acts.append(word("no-vole", p))
        elif stage == "speak":
            assert p is not None
            pass_, ask, alone = _SPEAK[p]
            acts = [pass_, ask, alone] if self.asker is None else [pass_, alone]
        elif stage == "reply":
            assert p is not None
            pass_, _, alone = _SPEAK[p]
            acts = [alone, pass_]
        elif stage == "name":
            assert p is not None
            acts = list(_NAME[p])
        elif stage == "call":
            assert p is not None
            calls = _CALL[p]
            acts = [calls[key(c)] for c in self.callable_cards()]
        elif stage == "deal":
            acts = list(_DEAL[self.dealer])
        elif stage == "claims":
            assert p is not None
            acts = []
            for v in self.open_claims():
                acts.append(word("demand", p, v))
            acts.append(word("settle", p))
        else:
            acts = []
        self._legal = acts
        self._legal_keys = keys
        return acts

    # -- views and the result ----------------------------------------------------

    def view(self, player: int) -> View:
        """What seat ``player`` can see: his hand, the speaking, the game
        undertaken, the trick on the table, the tricks won and what the table has
        seen of other hands; the friend only once the called card is played (or
        to the friend himself); the quitted tricks only on his turn (law 12)."""
        friend = self.friend
        if friend is not None and not self.friend_revealed and player != friend:
            friend = None
        seen = {}
        for s in range(SEATS):
            shown = self._seen[s].intersection(self._hands[s])
            if s != player and shown:
                seen[s] = tuple(sorted((CARDS[c] for c in shown), key=self._display_key))
        return View(
            seat=player, phase=self.phase, stage=self.stage, to_move=self.to_move,
            dealer=self.dealer, eldest=self.eldest, hand=tuple(self.hand(player)),
            speaking=tuple(self.speaking), ombre=self.ombre, mode=self.mode, trump=self.trump,
            called=self.called, friend=friend, trick=tuple(self.trick),
            tricks_won=tuple(self.tricks_won),
            quitted=tuple(self.tricks) if player == self.to_move else None,
            seen=seen, pool=self.options.pool_carried, vole_undertaken=self.vole_undertaken,
            shown=tuple(sorted((CARDS[c] for c in self._must[player]), key=self._display_key)))

    def __str__(self) -> str:
        return describe(self)


# --------------------------------------------------------------------------
# Several deals: the pool carried


class Table:
    """Several deals at one table: the pool carried from deal to deal, each
    player's counters, and the deal passing to the right.  Counters paid in and
    out always sum to zero across the four players and the pool."""

    def __init__(self, options: Options | None = None, dealer: int = 0) -> None:
        self.options = options or Options()
        self.dealer = dealer
        self.pool = 0
        self.counters = [0] * SEATS
        self.results: list[Result] = []

    def new_deal(self, seed: int | None = None) -> Deal:
        options = replace(self.options, pool_carried=self.pool)
        return Deal.new(seed, options=options, dealer=self.dealer)

    def settle(self, deal: Deal) -> Result:
        """Book a finished deal and pass the deal to the right."""
        result = deal.result()
        if result.pool_before != self.pool:
            raise ValueError(f"the deal began with {result.pool_before} in the pool, "
                             f"the table holds {self.pool}")
        for seat, n in enumerate(result.totals):
            self.counters[seat] += n
        self.pool = result.pool_after
        self.results.append(result)
        self.dealer = (self.dealer + 1) % SEATS
        return result

    def play(self, strategies: Sequence[Any], rng: random.Random, deals: int = 4) -> None:
        """Play ``deals`` deals through, each seat by its strategy."""
        from playable.engine.strategies import play_out

        for _ in range(deals):
            deal = self.new_deal(rng.randrange(2**32))
            play_out(deal, strategies, rng)
            self.settle(deal)

    def __str__(self) -> str:
        return ("  ".join(f"{name_of(s)} {n:+d}" for s, n in enumerate(self.counters))
                + f"  pool {self.pool}")


# --------------------------------------------------------------------------
# The account of a deal (also its ``str``)


def describe(deal: Deal, seat: int | None = None) -> str:
    """A deal as text: the hands dealt, the speaking, the game, trick by trick,
    the irregularities and the payments; ``seat``: told to the player of that
    seat while it is played, the other hands not shown, nor the friend before
    he is known to that seat (the Deal page's account of a deal in play,
    :mod:`playable.table.web`)."""
    lines = [f"Quadrille: {name_of(deal.dealer)} deals"
             + (f" (seed {deal.seed})" if deal.seed is not None else "")]
    if deal.dealt:
        lines.append(f"  packets {deal.packets}; {name_of(deal.eldest)} is eldest hand")
        for s, hand in enumerate(deal.dealt):
            ordered = sorted(hand, key=deal._display_key)
            lines.append(f"  {name_of(s)}: " + (show(ordered) if seat in (None, s)
                                                else face_down(hand)))
    if deal.speaking:
        lines.append("Speaking: " + ", ".join(f"{name_of(s)} {w}" for s, w in deal.speaking))
    if deal.ombre is not None:
        game = f"{name_of(deal.ombre)} is ombre ({deal.mode})"
        if deal.trump:
            game += f", {deal.trump.noun} trumps"
        if deal.called:
            game += f", calls {deal.called}"
            # the holder of the king called is known to him alone (and the
            # ombre who called his own) until the king falls
            holder = deal.ombre if deal.friend is None else deal.friend
            if seat in (None, holder) or deal.friend_revealed:
                game += (" (his own: he plays alone, law 8)" if deal.friend is None
                         else f" ({name_of(deal.friend)} is the friend)")
        lines.append(game)
    for i, t in enumerate(deal.tricks, 1):
        lines.append(f"  {i:2d}. {t}")
    if deal.trick:
        lines.append("  on the table: " + " ".join(f"{name_of(s)}:{c}" for s, c in deal.trick))
    for irr in deal.irregularities:
        lines.append(f"  ! {irr.law.split(':')[1]}: {name_of(irr.player)} {irr.description}")
    claims = [a.value for a in deal.history if a.kind == "demand"]
    if deal.phase is Phase.OVER and deal.ombre is not None:
        lines.append(f"{name_of(deal.ombre)} demands: "
                     + (", ".join(str(c) for c in claims) or "nothing"))
    if deal.is_over:
        lines.append(str(deal.result()))
    elif deal.to_move is not None:
        lines.append(f"{name_of(deal.to_move)} to {deal.stage}")
    return "\n".join(lines)


__all__ = [
    "BASTO",
    "GAME",
    "HOYLE",
    "IRREGULAR_ACTS",
    "POOL",
    "SEATS",
    "SPADILLE",
    "TRICKS",
    "Deal",
    "ImpossibleAct",
    "Options",
    "Result",
    "Table",
    "Transfer",
    "Trick",
    "View",
    "beats",
    "card_title",
    "describe",
    "expected_pack",
    "is_matador",
    "is_trump",
    "lawful_plays",
    "manille",
    "order_table",
    "order_table_markdown",
    "plain_order",
    "players",
    "power",
    "settlement",
    "trump_order",
]
