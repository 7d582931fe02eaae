"""Quadrille before the play: the deal, the speaking, the trump and the call.

:class:`Speaking` is the part of :class:`playable.quadrille.Deal` that handles
the acts of the phases ``DEAL`` and ``BIDDING`` (laws 1-8), each marked
``@act`` for :meth:`playable.engine.core.GameDeal.apply`:

* ``deal`` — ten cards each by fours and threes (law 1), a misdeal otherwise;
* ``pass``, ``ask-leave``, ``sans-prendre`` — speaking from the eldest (laws
  4-5), with Hoyle's forced sans prendre and forced spadille;
* ``name-trump`` — the trump named by its proper name (laws 2-3);
* ``call`` — the king (or queen) called (laws 6-8).

Each handler takes the regular act (one :meth:`~playable.quadrille.Deal.legal_actions`
lists) at once, and anything else on its irregular path: refused with the law
that forbids it, or, for an act the table may commit (a misdeal, a trump or a
king not named properly), committed through :meth:`GameDeal._commit`.  The
position it changes is :class:`playable.quadrille.state.Position`; the play
and the claims are in :mod:`playable.quadrille.play`, the other irregular acts in
:mod:`playable.quadrille.irregular`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import itemgetter
from typing import Final, NoReturn, Self, TypeVar

from playable.engine.cards import Card, Rank, Suit
from playable.engine.core import Action, act
from playable.engine.errors import IllegalBid, Misdeal, OutOfTurn
from playable.engine.tricks import SUIT_INDEX
from playable.laws.ids import LawId
from playable.laws.ids import QuadrilleLaws as L
from playable.quadrille.cards import CARDS, KINGS, MATADORES, QUEENS, SPADILLE, TABLES, key
from playable.quadrille.options import Options
from playable.quadrille.state import BIDDING, OVER, SEATS, TRICKS, Position, act_of, name_of, word

_T = TypeVar("_T")

#: The lawful ways to deal (law 1): the packets, in the order dealt.
PATTERNS: Final = ("4-3-3", "3-4-3", "3-3-4")
_SUIT_WORDS: dict[str, Suit] = {
    w: suit for suit in Suit for w in (suit.noun, suit.noun[:-1], suit.value, suit.letter.lower())}


class Speaking(Position):
    """The deal, the speaking, the trump named and the king called (laws 1-8)."""

    __slots__ = ()

    # -- the deal (law 1) -----------------------------------------------------

    @classmethod
    def from_hands(cls, hands: Sequence[Sequence[Card] | str], dealer: int = 0,
                   options: Options | None = None, packets: str = "4-3-3") -> Self:
        """A deal already dealt: ``hands[s]`` is what seat ``s`` holds (cards, or
        text such as ``"A♠ 7♥ K♣ ..."``).  The pack is the one that, dealt by
        ``packets`` from the dealer's right, gives these hands."""
        from playable.engine.cards import cards as parse

        held = [parse(h) if isinstance(h, str) else list(h) for h in hands]
        if len(held) != SEATS or any(len(h) != TRICKS for h in held):
            raise ValueError("four hands of ten cards are needed")
        sizes = read_packets(packets)
        if sorted(sizes) != [3, 3, 4]:
            raise ValueError(f"packets {packets!r} are not a lawful deal (law 1)")
        pack: list[Card] = []
        taken = [0] * SEATS
        for size in sizes:
            for k in range(1, SEATS + 1):
                seat = (dealer + k) % SEATS
                pack += held[seat][taken[seat]:taken[seat] + size]
                taken[seat] += size
        deal = cls(pack, dealer=dealer, options=options)
        deal.apply(word("deal", dealer, packets))
        return deal

    @act("deal", cards=0, value=True, law=L.LAW_1)
    def _on_deal(self, action: Action) -> None:
        if not self._offered(action):
            self._only_by(action, "deal", self.dealer, L.LAW_1,
                          f"it is {name_of(self.dealer)}'s deal, before anything else")
        self._deal(action.value or "")

    def _deal(self, value: str) -> None:
        """Law 1: ten cards each, by fours and threes, the dealer beginning with
        either.  Other packets are a misdeal: the same dealer deals again, with
        no penalty (Hoyle p. 275, laws 2-3: "He who deals wrong is to deal
        again").  The engine deals the second time from the same pack."""
        places = _LAWFUL_PLACES.get(value)
        if places is None:
            sizes = read_packets(value)
            if sorted(sizes) != [3, 3, 4]:
                self._commit(Misdeal, L.LAW_1, f"cards dealt {value}: the deal is by fours and "
                             "threes only", self.dealer,
                             penalty=False,
                             note=f"misdeal ({value}): the same dealer deals again, no penalty")
                return
            places = dealt_places(sizes)
        hands, order, dealer = self._hands, self._order, self.dealer
        for k in range(SEATS):
            hands[(dealer + 1 + k) % SEATS] += places[k](order)
        self._dealt = list(map(tuple, hands))
        self.packets = value
        self.phase = BIDDING
        self.stage = "speak"
        self.to_move = self.eldest

    # -- speaking (laws 4-5) -----------------------------------------------------

    @act("pass", "ask-leave", "sans-prendre", cards=0, value=False,
         law={"pass": L.LAW_4, "ask-leave": L.LAW_5, "sans-prendre": L.LAW_5})
    def _on_speak(self, action: Action) -> None:
        if not self._offered(action):
            self._open(action)
            self._refuse_speech(action)
        self._speak(action.player, action.kind)

    def _speak(self, seat: int, word: str) -> None:
        """Pass, ask leave or offer sans prendre, in turn from the eldest.

        A sans prendre offered after another has asked leave obliges the asker
        to play sans prendre himself or give up (Hoyle's "forced sans prendre",
        terms p. 280; the elder has the preference, law 22 p. 277).  He who
        passed may not come back in (law 4); he who asked and was given leave
        must play, and not sans prendre unless forced (law 5).  If all pass, the
        holder of spadille must play, calling a king (law 4's exception).
        """
        self.speaking.append((seat, word))
        if self.stage == "reply":
            if word == "sans-prendre":
                self._undertake(seat, "sans prendre")
            else:
                self.passed.add(seat)
                assert self.offerer is not None
                self._undertake(self.offerer, "sans prendre")
            return
        if word == "pass":
            self.passed.add(seat)
        elif word == "ask-leave":
            self.asker = seat
        elif self.asker is not None:
            self.offerer = seat
            self.stage = "reply"
            self.to_move = self.asker
            return
        else:
            self._undertake(seat, "sans prendre")
            return
        self._speaker_index += 1
        if self._speaker_index < SEATS:
            self.to_move = (self.eldest + self._speaker_index) % SEATS
        elif self.asker is not None:
            self._undertake(self.asker, "called")
        else:
            spadille = key(SPADILLE)
            holder = next(s for s in range(SEATS) if spadille in self._hands[s])
            self._undertake(holder, "forced")

    def _undertake(self, seat: int, mode: str) -> None:
        self.ombre = seat
        self.mode = mode
        self.stage = "name"
        self.to_move = seat

    def _only_by(self, action: Action, stage: str, seat: int | None, law: LawId,
                 reason: str) -> None:
        """An act not offered now, which only ``seat`` does at ``stage``:
        refused as out of turn anywhere else."""
        self._open(action)
        if self.stage != stage or action.player != seat:
            raise OutOfTurn(law, f"{act_of(action)}: {reason}")

    def _refuse_speech(self, action: Action) -> NoReturn:
        seat = action.player
        if self.stage not in ("speak", "reply"):
            if seat == self.ombre and self.mode == "called":
                raise IllegalBid(L.LAW_5, f"{act_of(action)}: {name_of(seat)} asked leave "
                                          "and was given it: he must play, calling a king, "
                                          "and may not go sans prendre unless forced")
            raise IllegalBid(L.LAW_4, f"{act_of(action)}: the speaking is over")
        if seat in self.passed:
            raise IllegalBid(L.LAW_4, f"{act_of(action)}: {name_of(seat)} "
                                      "has passed and may not come back in")
        if seat != self.to_move:
            raise OutOfTurn(L.LAW_9, f"{act_of(action)}: it is {name_of(self.to_move)}'s "
                                     "turn to speak")
        if action.kind == "ask-leave" and self.asker is not None:
            raise IllegalBid(L.LAW_5, f"{act_of(action)}: {name_of(self.asker)} has already asked "
                                      "leave; a later player may only pass or play sans prendre")
        raise IllegalBid(L.LAW_5, f"{act_of(action)}: not open now")

    # -- the trump named (laws 2-3) ----------------------------------------------

    @act("name-trump", cards=0, value=True, law=L.LAW_3)
    def _on_name_trump(self, action: Action) -> None:
        if not self._offered(action):
            if (self.stage == "speak" and action.player == self.to_move
                    and self.asker is None and self.phase is not OVER):
                self._legal = None
                self._unasked(action)
            else:
                self._only_by(action, "name", self.ombre, L.LAW_2,
                              "only the ombre names the trump, when the speaking is done")
        self._name_trump(action)

    def _unasked(self, action: Action) -> None:
        """A player who names his trump in his turn to speak without asking
        leave (nobody having asked before him) "is obliged to play sans
        prendre, unless he is the younger hand, and all the rest have passed"
        (*Hoyle's Games, Improved and Enlarged*, law 10, p. 276); then he plays as one who
        asked leave and calls a king.  Our text has no such law: strict play
        refuses the word, citing law 5 (he plays who has asked the question)."""
        seat = action.player
        youngest = self._speaker_index == SEATS - 1 and len(self.passed) == SEATS - 1
        mode = "called" if youngest else "sans prendre"
        self._commit(IllegalBid, L.LAW_5, f"{name_of(seat)} names trumps without asking leave",
                     seat,
                     note="named trumps without asking leave: "
                          + ("the younger hand, all the rest having passed: he calls a king"
                             if youngest else "he must play sans prendre")
                          + " (Hoyle law 10)")
        self.speaking.append((seat, "ask-leave" if youngest else "sans-prendre"))
        self._undertake(seat, mode)

    def _name_trump(self, action: Action) -> None:
        """Laws 2-3: the trump is named by its proper name; if two suits are
        named, the first named is trumps (and so it is if he names a suit his
        game is not in: the engine takes him at his word)."""
        text = action.value or ""
        named, improper = _PROPER_NAMES.get(text) or read_suits(text)
        if not named:
            self._commit(IllegalBid, L.LAW_3, f"trumps named as {text!r}: name the suit by its "
                         "proper name", action.player,
                         note=f"trumps named as {text!r}, not by a proper name: as if he had "
                              "not spoken")
            return
        if improper or len(named) > 1:
            self._commit(IllegalBid, L.LAW_2, f"trumps named as {text!r}: the first suit named "
                         "would stand", action.player,
                         note=f"trumps named as {text!r}: {named[0].noun}, the first named, "
                              "stand")
        self.trump = named[0]
        self._t = SUIT_INDEX[self.trump]
        self._tables = TABLES[self._t]
        self._mats = MATADORES[self._t]
        if self.mode == "sans prendre":
            self._start_play()
        else:
            self.stage = "call"

    # -- the call (laws 6-8) ------------------------------------------------------

    def callable_cards(self) -> list[Card]:
        """The cards the ombre may call: any king but the king of trumps (law 7),
        his own included (law 8); with the four kings, also a queen of one of his
        kings, never the queen of trumps (laws 6-7)."""
        assert self.trump is not None and self.ombre is not None
        trump = self._t
        out = [CARDS[k] for i, k in enumerate(KINGS) if i != trump]
        hand = self._hands[self.ombre]
        if all(k in hand for k in KINGS):
            out += [CARDS[k] for i, k in enumerate(QUEENS) if i != trump]
        return out

    @act("call", cards=(0, 1), law=L.LAW_3)
    def _on_call(self, action: Action) -> None:
        if self._offered(action):
            self._call(action.cards[0])
            return
        self._only_by(action, "call", self.ombre, L.LAW_3, "only the ombre who asked leave (or "
                      "forced spadille) calls, after naming the trump")
        seat = action.player
        if not action.cards:
            self._commit(IllegalBid, L.LAW_3, f"the king called as {action.value!r}: call it by "
                         "its proper name", seat,
                         note=f"called {action.value!r}, not by the proper name of a card: as "
                              "if he had not spoken")
            return
        card = action.cards[0]
        if card.suit is self.trump and card.rank in (Rank.KING, Rank.QUEEN):
            self._forbidden_call(seat, card)
            return
        if card.rank == Rank.QUEEN:
            raise IllegalBid(L.LAW_6, f"{card}: a queen may be called only by him who holds "
                                      "the four kings")
        raise IllegalBid(L.LAW_6, f"{card}: call a king (or, with the four kings, a queen)")

    def _forbidden_call(self, seat: int, card: Card) -> None:
        """Law 7: "Neither the king nor queen of the suit which is trumps must
        be called."  Strict play refuses the call, citing law 7.  As at the
        table the words are said, and the law sets no penalty for them; the
        engine reads them as it reads a king not called by his proper name
        (law 3): the call does not stand, nobody becomes the friend by it, and
        the ombre calls again, a king that may be called.  A call that stood
        would make a friend of the holder of the king of trumps, the very thing
        law 7 forbids; and neither our text nor Hoyle's laws (law 12, p. 276,
        which repeats the exclusion of the queen of trumps) give the call any
        other effect.  The table has heard it: the irregularity is noted."""
        self._commit(IllegalBid, L.LAW_7, f"{card} may not be called: neither the king nor the "
                                          "queen of trumps", seat, penalty=False,
                     note=f"called the {card.name} ({card}), of the suit which is trumps: the "
                          "call does not stand and he calls again (the law sets no penalty)")

    def _call(self, card: Card) -> None:
        """Calling a king (laws 6-8): its holder is the ombre's friend, known to
        the others only when the card is played; a king in the ombre's own hand
        means that he plays alone and must make six tricks alone (law 8)."""
        assert self.ombre is not None
        c = key(card)
        self.called = CARDS[c]
        self._called = c
        holder = next(s for s in range(SEATS) if c in self._hands[s])
        self.friend = None if holder == self.ombre else holder
        self._start_play()


def read_packets(value: str) -> list[int]:
    """The packets a deal is said to be made by (``"4-3-3"``), as numbers."""
    try:
        sizes = [int(part) for part in value.replace(",", "-").split("-")]
    except ValueError:
        raise Misdeal(L.LAW_1, f"{value!r} does not say how the cards were dealt "
                               "(write the packets, e.g. '4-3-3')") from None
    if any(n <= 0 for n in sizes):
        raise Misdeal(L.LAW_1, f"{value!r}: each packet holds one card or more")
    return sizes


def dealt_places(sizes: Sequence[int]) -> tuple[Callable[[Sequence[_T]], tuple[_T, ...]], ...]:
    """Where each seat's cards lie in the pack when it is dealt by packets of
    ``sizes`` (law 1: ``[4, 3, 3]``), from the dealer's right: for the ``k``-th
    seat on his right (``k`` from 0), a function that takes those cards from a
    pack, in the order they are dealt."""
    places: list[list[int]] = [[] for _ in range(SEATS)]
    position = 0
    for size in sizes:
        for k in range(SEATS):
            places[k] += range(position, position + size)
            position += size
    return tuple(itemgetter(*p) for p in places)


def read_suits(text: str) -> tuple[list[Suit], list[str]]:
    """The suits named in ``text`` in order, and the words that name no suit."""
    named: list[Suit] = []
    improper: list[str] = []
    for said in text.replace(",", " ").replace(";", " ").split():
        w = said.lower()
        if w in ("and", "or", "then"):
            continue
        suit = _SUIT_WORDS.get(w)
        if suit is None:
            improper.append(said)
        elif suit not in named:
            named.append(suit)
    return named, improper


#: Where the lawful deals put the cards (:func:`dealt_places`), and the suits'
#: proper names, read once (the words the engine offers; any other is read when
#: said).
_LAWFUL_PLACES: Final = {value: dealt_places(read_packets(value)) for value in PATTERNS}
_PROPER_NAMES: Final = {suit.noun: read_suits(suit.noun) for suit in Suit}
