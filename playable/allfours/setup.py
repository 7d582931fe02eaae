"""All-Fours: a deal set up at a given point (``Deal.setup``), and back.

:func:`build` is :meth:`playable.allfours.Deal.setup`: it reads a point of a
deal — the hands, the cards turned up, the begs, the discards, the tricks,
the trick in progress, the stock where known, the penalties already scored,
the match score (kept in the options, ``Options.score``; ``score=`` puts it
there) — checks it, and makes the deal that stands there.
:func:`arguments` is :meth:`~playable.allfours.Deal.to_setup`, the keyword
arguments of ``setup`` that reproduce the current point of a deal.

How a point is checked: the engine itself is the judge.  From the arguments
a full pack is laid out as a dealer would have dealt it — each seat's cards
(those held, played and discarded) by threes, eldest first, the first
turn-up, then three more each and the next turn-up for every card turned
while running, then the stock's known cards and the rest of the pack in a
fixed order — and the deal is played from it up to the point, in strict
mode: the begs and answers, the discards, every trick.  Anything no table
could have reached (a card twice, a hand of the wrong size, a turn-up that
running could not have given, a renounce in a trick, a gift Foster's rule
forbids, a play after the knave turned up had put the dealer out) is refused
there, and the refusal is raised as :class:`~playable.engine.errors.SetupError`
naming the argument.  That pack is the set-up deal's ``pack``: dealing it
and playing the same acts gives the same deal.  The acts are then forgotten:
the set-up deal's ``history`` starts at the point, and ``deal.start`` holds
the arguments (as JSON: cards as text) that made it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from itertools import pairwise
from typing import Any

from playable.allfours.cards import CARDS, KEY_BY_ID, TABLES, Answer, card_key, name_of
from playable.allfours.options import DEFAULT_OPTIONS, Options
from playable.allfours.scoring import Scoring
from playable.allfours.state import SIMPLE, match_score
from playable.engine.cards import Card, NotationError
from playable.engine.checks import shown
from playable.engine.core import Action, ScoreLine
from playable.engine.errors import RuleError, SetupError
from playable.engine.tricks import winner
from playable.laws.ids import AllFoursLaws as L

#: The stages a deal may be set up at (``stage``).
STAGES = ("stand", "answer", "discard", "play", "over")
#: The penalties a set-up deal may carry, by item, and the law of each.
PENALTIES = {"wrong-score": L.S92_IV, "renounce": L.S92_III}
#: The items of the count at the end of the play.
COUNT = ("high", "low", "jack", "game")


def _cards(value: object, field: str) -> list[Card]:
    """Cards given as text (``"AS KH 10D"``, ``"A♠ K♥"``) or a sequence of
    cards or texts; every card is the pack's own object."""
    if isinstance(value, str):
        items: list[object] = list(value.replace(",", " ").split())
    elif isinstance(value, list | tuple):
        items = list(value)
    else:
        raise SetupError(field, f"cards are text (\"AS KH\") or a list of cards, not "
                                f"{shown(value)}")
    out = []
    for item in items:
        if isinstance(item, Card):
            out.append(CARDS[card_key(item)])
            continue
        if not isinstance(item, str):
            raise SetupError(field, f"{shown(item)} is not a card")
        try:
            out.append(CARDS[card_key(Card.parse(item))])
        except (NotationError, ValueError):
            raise SetupError(field, f"{shown(item)} is not a card of the full pack") from None
    return out


def _pair(value: object, field: str, default: object = None) -> list[list[Card]]:
    """Two lots of cards, South's and North's."""
    if value is None and default is not None:
        value = default
    if not isinstance(value, list | tuple) or len(value) != 2:
        raise SetupError(field, f"two lots of cards, South's and North's, not {shown(value)}")
    return [_cards(value[0], f"{field}[0]"), _cards(value[1], f"{field}[1]")]


def _seat(value: object, field: str) -> int:
    if type(value) is not int or value not in (0, 1):
        raise SetupError(field, f"a seat is 0 or 1, not {shown(value)}")
    return value


def _text(cards: Sequence[Card]) -> str:
    return " ".join(str(c) for c in cards)


def build(cls: Callable[..., Scoring], *, dealer: object = 0, hands: object = None, turn_up: object = None,
          turned: object = "", begs: object = 0, stage: object = None, discards: object = None,
          tricks: object = (), trick: object = "", stock: object = "", asked: object = (),
          penalties: object = (), score: object = None, to_move: object = None,
          options: Options | None = None) -> Any:
    """``Deal.setup``: see :meth:`playable.allfours.Deal.setup` (``cls`` is
    the ``Deal`` class, which this module does not import)."""
    if options is not None and not isinstance(options, Options):
        raise SetupError("options", f"must be All-Fours Options, not {shown(options)}")
    rules = options if options is not None else DEFAULT_OPTIONS
    dealer_seat = _seat(dealer, "dealer")
    eldest = 1 - dealer_seat
    if hands is None:
        raise SetupError("hands", "missing: the cards each seat holds, South's and North's")
    held = _pair(hands, "hands")
    if turn_up is None:
        raise SetupError("turn_up", "missing: the card turned up for trumps")
    up = _cards(turn_up, "turn_up")
    if len(up) != 1:
        raise SetupError("turn_up", f"one card, the trump in force, not {len(up)}")
    turns = _cards(turned, "turned") + up
    laid = _pair(discards, "discards", ["", ""])
    if type(begs) is not int or not 0 <= begs <= rules.begs:
        raise SetupError("begs", f"a number of begs from 0 to {rules.begs} (Options.begs), "
                                 f"not {shown(begs)}")
    if not isinstance(tricks, list | tuple):
        raise SetupError("tricks", f"a list of tricks, each its two cards, not {shown(tricks)}")
    played = [_cards(t, f"tricks[{i}]") for i, t in enumerate(tricks)]
    for i, pair in enumerate(played):
        if len(pair) != 2:
            raise SetupError(f"tricks[{i}]", f"a trick is two cards, the lead first, not "
                                             f"{len(pair)}")
    lead = _cards(trick, "trick")
    if len(lead) > 1:
        raise SetupError("trick", f"the trick in progress holds the card led or none, not "
                                  f"{len(lead)} cards")
    known = _cards(stock, "stock")
    checked_score = match_score(score, rules)
    if checked_score is not None:
        if rules.score not in (None, checked_score):
            raise SetupError("score", f"{list(checked_score)} differs from the options' score "
                                      f"{list(rules.score or ())}: give it once")
        rules = replace(rules, score=checked_score)
    if to_move is not None:
        _seat(to_move, "to_move")
    inferred = stage is None
    if stage is None:
        stage = "play" if played or lead else "stand"
    if stage not in STAGES:
        raise SetupError("stage", f"one of {', '.join(STAGES)}, not {shown(stage)}")
    if (played or lead) and stage not in ("play", "over"):
        raise SetupError("stage", f"tricks are played, so the deal is at the play, not "
                                  f"{shown(stage)}")

    # -- every card once
    named: list[tuple[str, Card]] = []
    for seat in (0, 1):
        named += [(f"hands[{seat}]", c) for c in held[seat]]
        named += [(f"discards[{seat}]", c) for c in laid[seat]]
    named += [("turned", c) for c in turns[:-1]] + [("turn_up", up[0])]
    named += [(f"tricks[{i}]", c) for i, pair in enumerate(played) for c in pair]
    named += [("trick", c) for c in lead] + [("stock", c) for c in known]
    where: dict[int, str] = {}
    for field, card in named:
        key = KEY_BY_ID[id(card)]
        if key in where:
            raise SetupError(field, f"{card} is named twice (also in {where[key]})")
        where[key] = field

    # -- who played each card: the eldest leads, the winner of each trick next
    tables = TABLES[KEY_BY_ID[id(up[0])]]
    by_seat: list[list[Card]] = [[], []]
    leader = eldest
    for a, b in played:
        by_seat[leader].append(a)
        by_seat[1 - leader].append(b)
        first = winner((KEY_BY_ID[id(a)], KEY_BY_ID[id(b)]), tables.follows, tables.power)
        leader = leader if first == 0 else 1 - leader
    if lead:
        by_seat[leader].append(lead[0])

    # -- the pack a dealer would have dealt
    rounds = len(turns) - 1
    size = 6 + 3 * rounds
    dealt: list[list[Card]] = []
    for seat in (0, 1):
        cards = held[seat] + by_seat[seat] + laid[seat]
        if len(cards) != size:
            raise SetupError(f"hands[{seat}]", f"{name_of(seat)} holds {len(held[seat])}, has "
                                               f"played {len(by_seat[seat])} and discarded "
                                               f"{len(laid[seat])}: {len(cards)} cards, where "
                                               f"{'six' if not rounds else size} were dealt him "
                                               f"({rounds} turn-up{'s' * (rounds != 1)} "
                                               "run through)")
        dealt.append(by_seat[seat] + laid[seat] + held[seat])
    e, d = dealt[eldest], dealt[dealer_seat]
    pack = e[0:3] + d[0:3] + e[3:6] + d[3:6] + [turns[0]]
    for r in range(rounds):
        pack += e[6 + 3 * r:9 + 3 * r] + d[6 + 3 * r:9 + 3 * r] + [turns[r + 1]]
    pack += known
    used = {id(c) for c in pack}
    pack += [c for c in CARDS if id(c) not in used]

    # -- play it from the deal to the point, in strict mode
    strict = replace(rules, strict=True)
    deal = cls(pack, dealer=dealer_seat, options=strict)
    runs = sum(1 for a, b in pairwise(turns) if a.suit is not b.suit)
    if begs not in (runs, runs + 1):
        raise SetupError("begs", f"{begs} beg{'s' * (begs != 1)} with {runs} run"
                                 f"{'s' * (runs != 1)} of the cards (the turn-ups change suit "
                                 f"{runs} time{'s' * (runs != 1)}): each run answers a beg")

    def step(action: Action, field: str) -> None:
        if deal.is_over:
            why = (f"{name_of(deal.won_match)} was out at once (the match score {list(deal.score)})"
                   if deal.won_match is not None and deal.score is not None
                   else "the deal is over")
            raise SetupError(field, f"nothing follows: {why}")
        try:
            deal.apply(action)
        except RuleError as exc:
            raise SetupError(field, exc.reason) from None

    for _ in range(runs):
        step(SIMPLE["beg", eldest], "begs")
        step(SIMPLE["run", dealer_seat], "turned")
    if [str(c) for c in deal.turned] != [str(c) for c in turns[:len(deal.turned)]] \
            or len(deal.turned) != len(turns):
        raise SetupError("turned", f"running the cards turns up {_text(deal.turned)} from this "
                                   f"deal, not {_text(turns)}: the cards are run until the suit "
                                   "changes, and only then")
    if begs == runs + 1:
        step(SIMPLE["beg", eldest], "begs")
        if stage != "answer":
            step(SIMPLE["take-one", dealer_seat], "begs")
    elif stage == "answer":
        raise SetupError("stage", "the dealer answers a beg, and no beg awaits an answer "
                                  f"({begs} beg{'s' * (begs != 1)}, {runs} run{'s' * (runs != 1)})")
    elif stage != "stand" and deal._step == "stand" and not deal.is_over:
        step(SIMPLE["stand", eldest], "stage")
    for seat in (eldest, dealer_seat):
        for card in laid[seat]:
            if deal._step != "discard":
                raise SetupError(f"discards[{seat}]", "cards are discarded after running, "
                                 "down to six, when Options.after_running says so "
                                 f"({rules.after_running!r})")
            step(Action("discard", seat, (card,)), f"discards[{seat}]")
    for i, pair in enumerate(played):
        for card in pair:
            step(Action("play", deal.to_move if deal.to_move is not None else -1, (card,)),
                 f"tricks[{i}]")
    for card in lead:
        step(Action("play", deal.to_move if deal.to_move is not None else -1, (card,)), "trick")
    reached = deal._step
    if inferred and deal.won_match is not None:
        stage = reached  # the deal ended at once: a player is out
    if reached != stage:
        if deal.won_match is not None and deal.score is not None:
            raise SetupError("stage", f"the deal so set up is over, not at {stage!r}: "
                                      f"{name_of(deal.won_match)} was out at once (the match score "
                                      f"{list(deal.score)})")
        raise SetupError("stage", f"the deal so set up is at {reached!r}, not {stage!r}"
                         + (" (every card is played)" if reached == "over" else ""))

    # -- what was asked (law v) and the penalties already scored
    if not isinstance(asked, list | tuple):
        raise SetupError("asked", f"a list of [seat, card] questions, not {shown(asked)}")
    out = {id(c) for pair in played for c in pair} | {id(c) for c in lead}
    trumps = deal.trumps_out()
    for i, question in enumerate(asked):
        if not isinstance(question, list | tuple) or len(question) != 2:
            raise SetupError(f"asked[{i}]", f"a question is [seat, card], not {shown(question)}")
        asker = _seat(question[0], f"asked[{i}]")
        (card,) = _cards([question[1]], f"asked[{i}]") if isinstance(question[1], str | Card) \
            else _cards(question[1], f"asked[{i}]")
        if card.suit is not deal.trump or id(card) not in out:
            raise SetupError(f"asked[{i}]", f"law v asks about a trump played: {card} is not")
        high, low = trumps[0][0] is card, trumps[-1][0] is card
        deal.answers.append(Answer(asker, card, "high and low" if high and low else "high"
                                   if high else "low" if low else "neither high nor low"))
    if not isinstance(penalties, list | tuple):
        raise SetupError("penalties", f"a list of score lines, not {shown(penalties)}")
    lines = list(deal.account.lines)
    count = [ln for ln in lines if ln.item in COUNT]
    before = [ln for ln in lines if ln not in count]
    extra = [_penalty(p, f"penalties[{i}]") for i, p in enumerate(penalties)]
    deal.account.lines[:] = before + extra + count
    if extra and rules.score is not None and stage != "over" and deal._out_at_once():
        raise SetupError("penalties", f"they put {name_of(deal.won_match)} out at once: the deal "
                                      "would have ended there")
    deal.history.clear()
    deal.irregularities.clear()
    deal.options = rules
    if to_move is not None and to_move != deal.to_move:
        raise SetupError("to_move", f"{name_of(deal.to_move)} "
                                    f"is to move at this point, not {name_of(to_move)}")
    deal._start = {
        "dealer": dealer_seat, "hands": [_text(h) for h in held], "turn_up": str(up[0]),
        "turned": _text(turns[:-1]), "begs": begs, "stage": stage,
        "discards": [_text(c) for c in laid], "tricks": [_text(p) for p in played],
        "trick": _text(lead), "stock": _text(known),
        "asked": [[a.asker, str(a.card)] for a in deal.answers],
        "penalties": [line.to_json() for line in extra],
        "to_move": deal.to_move,
    }
    return deal


def _penalty(value: object, field: str) -> ScoreLine:
    """A penalty already scored, as a score line's JSON (``player``,
    ``points``, ``item``, ``reason``; the law follows from the item)."""
    if not isinstance(value, dict):
        raise SetupError(field, f"a score line ({{player, points, item, reason}}), not "
                                f"{shown(value)}")
    item = value.get("item")
    if type(item) is not str or item not in PENALTIES:
        raise SetupError(field, f"a penalty's item is one of {', '.join(PENALTIES)}, not "
                                f"{shown(item)}")
    law = PENALTIES[item]
    if value.get("law", law) != law:
        raise SetupError(field, f"a {item} line cites {law}, not {shown(value.get('law'))}")
    player = _seat(value.get("player"), field + ".player")
    points = value.get("points")
    if type(points) is not int or not 1 <= points <= 4:
        raise SetupError(field, f"a penalty is 1 to 4 points, not {shown(points)}")
    reason = value.get("reason", f"{item} ({law})")
    if not isinstance(reason, str) or not reason.strip():
        raise SetupError(field, f"the reason is text, not {shown(reason)}")
    return ScoreLine(player, points, law, reason, item)


def arguments(deal: Scoring) -> dict[str, object]:
    """``deal.to_setup()``: the arguments of ``Deal.setup`` for the point the
    deal stands at; :class:`~playable.engine.errors.SetupError` where it cannot say
    (an irregularity of law i or iii committed in the deal, a deal thrown
    in, a mark made at the reckoning)."""
    if deal.void is not None:
        raise SetupError("void", f"the deal was thrown in ({deal.void}): there is no point to "
                                 "set up")
    if deal._misdealt or deal.shown or deal._misdeal is not None:
        raise SetupError("misdeal", "a misdeal (law i) was committed in this deal: a set-up "
                                    "deal starts from cards dealt as the laws direct")
    if any(i.law != L.S92_IV for i in deal.irregularities) or deal._renounces:
        raise SetupError("tricks", "a renounce (law iii) was committed in this deal: a set-up "
                                   "deal's tricks are played lawfully")
    if any(a.kind == "mark" and (a.value or "").strip().lower() in COUNT
           for a in deal.history):
        raise SetupError("marks", "points were marked at the reckoning: a set-up deal starts "
                                  "before them")
    lines = deal.account.lines
    kinds = ["count" if ln.item in COUNT else "penalty" if ln.item in PENALTIES else "before"
             for ln in lines]
    if kinds != sorted(kinds, key=("before", "penalty", "count").index):
        raise SetupError("penalties", "a penalty was scored before a later point of the "
                                      "speaking, or at the reckoning: a set-up deal cannot "
                                      "give the lines in the order they were scored")
    penalties = [{k: v for k, v in ln.to_json().items() if k != "law"}
                 for ln in lines if ln.item in PENALTIES]
    turned = [str(c) for c in deal.turned]
    step = deal._step
    out: dict[str, object] = {
        "dealer": deal.dealer,
        "hands": [_text(_held(deal, 0)), _text(_held(deal, 1))],
        "turn_up": turned[-1],
        "turned": " ".join(turned[:-1]),
        "begs": deal.begs,
        "stage": step,
        "discards": [_text(deal._discards[0]), _text(deal._discards[1])],
        "tricks": [f"{t.lead} {t.reply}" for t in deal.tricks],
        "trick": _text([c for _, c in deal.trick]),
        "stock": _text([CARDS[k] for k in reversed(deal._stock)]),
        "asked": [[a.asker, str(a.card)] for a in deal.answers],
        "penalties": penalties,
        "to_move": deal.to_move,
    }
    if step not in STAGES:
        raise SetupError("stage", f"the deal is at {step!r}, which a set-up deal cannot be")
    return out


def _held(deal: Scoring, seat: int) -> list[Card]:
    """The cards ``seat`` holds, as ``Deal.hand`` shows them (trumps first)."""
    return [CARDS[k] for k in sorted(deal._hands[seat], key=deal._places.__getitem__)]
