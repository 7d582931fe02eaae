"""Quadrille set up at a given point (``Deal.setup``, ``start``, ``to_setup``)
and the cases of issue 12 it serves: law 10, Hoyle's renounce taken back,
the vole announced, trumps named without leave, the sans prendre lost."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playable.engine.cards import card, quadrille_pack
from playable.engine.core import Action
from playable.engine.errors import IllegalBid, IllegalPlay, RuleError, SetupError
from playable.engine.strategies import RandomPlayer
from playable.laws.ids import QuadrilleLaws as L
from playable.quadrille import POOL, SEATS, Deal, Options
from playable.quadrille.strategy import SensiblePlayer
from playable.table.session import autoplay

HANDS = [
    "J♠ 7♣ 6♠ 5♠ 4♠ 4♣ 3♣ 2♣ 3♦ 7♦",
    "A♠ 7♥ A♥ K♥ Q♥ 2♥ K♣ Q♣ 3♠ 4♦",
    "A♣ J♥ 3♥ 4♥ K♠ Q♠ 7♠ 2♠ 6♦ 5♦",
    "K♦ Q♦ J♦ A♦ 2♦ 5♥ 6♥ J♣ 6♣ 5♣",
]
#: After the first trick (Q♣ 3♥ 5♣ 2♣, won by P2): what each holds.
AFTER_ONE = [
    "J♠ 7♣ 6♠ 5♠ 4♠ 4♣ 3♣ 3♦ 7♦",
    "A♠ 7♥ A♥ K♥ Q♥ 2♥ K♣ 3♠ 4♦",
    "A♣ J♥ 4♥ K♠ Q♠ 7♠ 2♠ 6♦ 5♦",
    "K♦ Q♦ J♦ A♦ 2♦ 5♥ 6♥ J♣ 6♣",
]
CALLED: dict[str, Any] = {"speaking": ["ask-leave", "pass", "pass", "pass"],
                          "trump": "hearts", "called": "K♠"}


def played_through() -> Deal:
    deal = Deal.from_hands(HANDS)
    for word in ("ask-leave", "pass", "pass", "pass"):
        deal.act(word)
    deal.act("name-trump", value="hearts")
    deal.act("call", card="K♠")
    for c in ("Q♣", "3♥", "5♣", "2♣"):
        deal.play(c)
    return deal


def same(a: Deal, b: Deal) -> None:
    assert a.legal_actions() == b.legal_actions()
    assert a.irregular_actions() == b.irregular_actions()
    for seat in range(SEATS):
        assert a.view(seat) == b.view(seat)
    assert (a.stage, a.to_move, a.phase) == (b.stage, b.to_move, b.phase)


# -- the setup itself -----------------------------------------------------------


def test_setup_is_the_deal_played_to_that_point() -> None:
    deal = Deal.setup(hands=AFTER_ONE, tricks=["Q♣ 3♥ 5♣ 2♣"],
                      **CALLED)
    played = played_through()
    same(deal, played)
    assert [Counter(h) for h in deal.dealt] == [Counter(h) for h in played.dealt]
    assert deal.friend == 2 and deal.tricks == played.tricks
    assert deal.history == [] and deal.seed is None
    assert sorted(deal.pack, key=str) == sorted(quadrille_pack(), key=str)
    # the rest of the deal goes the same way on both
    rng_a, rng_b = random.Random(5), random.Random(5)
    autoplay(deal, rng=rng_a)
    autoplay(played, rng=rng_b)
    assert deal.result().to_json() == played.result().to_json()


def test_start_round_trips_through_json() -> None:
    deal = Deal.setup(hands=[*AFTER_ONE[:2], AFTER_ONE[2].replace("A♣ ", ""), AFTER_ONE[3]],
                      tricks=["QC 3H 5C 2C"], trick="A♣",
                      options=Options(mark=2), **CALLED)
    start = deal.start
    assert start is not None and start["tricks"] == ["Q♣ 3♥ 5♣ 2♣"]
    text = json.dumps(start)
    again = Deal.setup(**json.loads(text), options=deal.options)
    same(deal, again)
    assert again.start == start
    assert Deal.new(3).start is None
    clone = deal.clone()
    clone.play(clone.legal_plays()[0])
    assert deal.to_move == 3 and clone.to_move == 0 and len(deal.trick) == 1


def test_to_setup_of_a_set_up_deal_and_its_flags() -> None:
    deal = Deal.setup(hands=AFTER_ONE, tricks=["Q♣ 3♥ 5♣ 2♣"], seen=["", "", "", "J♣"],
                      vole_forfeited=True, fraud_suspects=[2], pool=6,
                      **CALLED)
    assert deal.view(0).seen == {3: (card("J♣"),)} and deal.options.pool_carried == 6
    kw = deal.to_setup()
    assert kw["vole_forfeited"] is True and kw["fraud_suspects"] == [2]
    assert kw["seen"] == ["", "", "", "J♣"] and kw["pool"] == 6
    same(deal, Deal.setup(**kw, options=deal.options))  # type: ignore[arg-type]
    deal.act("rule-fraud", player=2)
    assert deal.fines[-1].counters == 10  # the pool carried and the mark
    with pytest.raises(SetupError, match="beasts"):
        deal.to_setup()


def test_king_seen_out_of_turn_is_set_up() -> None:
    deal = Deal.setup(hands=HANDS, **CALLED)
    deal.act("play", player=2, card="K♠")
    kw = deal.to_setup()
    assert kw["king_seen"] is True and kw["seen"] == ["", "", "K♠", ""]
    again = Deal.setup(**kw, options=deal.options)  # type: ignore[arg-type]
    same(deal, again)
    assert again.view(0).friend == 2


@pytest.mark.parametrize(("kwargs", "field", "words"), [
    ({"hands": HANDS[:3]}, "hands", "four hands"),
    ({"hands": 5}, "hands", "four hands"),
    ({"hands": [HANDS[0], HANDS[0], HANDS[2], HANDS[3]]}, "hands", "twice"),
    ({"hands": [HANDS[0].replace("J♠", "10♠"), *HANDS[1:]]}, "hands[0][0]", "40-card"),
    ({"hands": [HANDS[0].replace("J♠", "XX"), *HANDS[1:]]}, "hands[0][0]", "XX"),
    ({"hands": [[1, 2], *HANDS[1:]]}, "hands[0][0]", "not a card"),
    ({"hands": [HANDS[0][:-3], *HANDS[1:]]}, "hands[0]", "a hand of 10"),
    ({"hands": HANDS, "dealer": "0"}, "dealer", "seat"),
    ({"hands": HANDS, "dealer": True}, "dealer", "seat"),
    ({"hands": HANDS, "speaking": "pass"}, "speaking", "list of words"),
    ({"hands": HANDS, "speaking": ["dance"]}, "speaking[0]", "dance"),
    ({"hands": HANDS, "speaking": ["ask-leave", "ask-leave"]}, "speaking[1]", "asked"),
    ({"hands": HANDS, "trump": "hearts"}, "trump", "speaking is done"),
    ({"hands": HANDS, "speaking": CALLED["speaking"], "trump": "wands"}, "trump", "no suit"),
    ({"hands": HANDS, "speaking": CALLED["speaking"], "trump": "hearts", "called": "K♥"},
     "called", "king nor the queen of trumps"),
    ({"hands": AFTER_ONE, "speaking": CALLED["speaking"], "trump": "hearts",
      "tricks": ["Q♣ 3♥ 5♣ 2♣"]}, "called", "must call"),
    ({"hands": AFTER_ONE, **CALLED, "tricks": ["Q♣ 3♥ 5♣"]}, "tricks[0]", "four cards"),
    ({"hands": AFTER_ONE, **CALLED, "tricks": "Q♣ 3♥ 5♣ 2♣"}, "tricks", "list"),
    ({"hands": HANDS, **CALLED, "vole": ["no-vole"]}, "vole", "not in question"),
    ({"hands": HANDS, **CALLED, "vole": ["shout"]}, "vole", "the words"),
    ({"hands": HANDS, **CALLED, "demands": ["matadores 1"]}, "demands[0]", "played out"),
    ({"hands": HANDS, **CALLED, "settled": True}, "settled", "played out"),
    ({"hands": HANDS, **CALLED, "settled": "yes"}, "settled", "true or false"),
    ({"hands": HANDS, **CALLED, "fraud_suspects": [3]}, "fraud_suspects[0]", "not a friend"),
    ({"hands": HANDS, **CALLED, "seen": ["K♦", "", "", ""]}, "seen[0]", "does not hold"),
    ({"hands": HANDS, **CALLED, "pool": -1}, "pool", "whole number"),
    ({"hands": HANDS, "king_seen": True}, "king_seen", "friend's king"),
    ({"hands": HANDS, "options": {"strict": True}}, "options", "Options"),
])
def test_setup_errors_name_what_is_wrong(kwargs: dict[str, Any], field: str,
                                         words: str) -> None:
    with pytest.raises(SetupError) as exc:
        Deal.setup(**kwargs)
    assert exc.value.field == field
    assert words in exc.value.reason


def test_a_renounce_in_the_tricks_is_committed_or_refused() -> None:
    hands = list(AFTER_ONE)
    hands[3] = "Q♦ J♦ A♦ 2♦ 5♥ 6♥ J♣ 6♣ 5♣"  # P3 played K♦ to a club, holding clubs
    deal = Deal.setup(hands=hands, tricks=["Q♣ 3♥ K♦ 2♣"], **CALLED)
    assert [f.law for f in deal.fines] == [L.LAW_14]
    assert deal.irregularities[0].at == -1
    with pytest.raises(SetupError, match="irregularities"):
        deal.to_setup()
    with pytest.raises(SetupError) as exc:
        Deal.setup(hands=hands, tricks=["Q♣ 3♥ K♦ 2♣"], options=Options(strict=True),
                   **CALLED)
    assert exc.value.field == "tricks[0]" and "renounce" in exc.value.reason


def test_nothing_dealt_cannot_be_written() -> None:
    with pytest.raises(SetupError, match="not dealt"):
        Deal.new(1).to_setup()


def test_a_settled_deal_round_trips() -> None:
    deal = autoplay(Deal.new(4), rng=random.Random(4))
    kw = deal.to_setup()
    assert kw["settled"] is True
    again = Deal.setup(**kw, options=deal.options)  # type: ignore[arg-type]
    assert again.result().transfers == deal.result().transfers


OPTIONS = st.sampled_from([Options(), Options(vole_announced=True),
                           Options(friend_shown="lead", notice_renounces=False),
                           Options(pool_carried=5, renounce_taken_back="free")])


@settings(max_examples=120, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), options=OPTIONS, sensible=st.booleans())
def test_to_setup_reproduces_any_point_of_regular_play(seed: int, options: Options,
                                                       sensible: bool) -> None:
    rng = random.Random(seed)
    deal = Deal.new(seed, options=options, dealer=seed % SEATS)
    player = SensiblePlayer() if sensible else RandomPlayer()
    for _ in range(rng.randrange(1, 60)):
        if deal.is_over:
            break
        deal.apply(player.choose(deal.view(deal.to_move or 0), deal.legal_actions(), rng))
    again = Deal.setup(**deal.to_setup(), options=deal.options)  # type: ignore[arg-type]
    same(deal, again)
    assert again.to_setup() == deal.to_setup()
    assert Counter(again.pack) == Counter(quadrille_pack())
    if deal.is_over:
        assert again.result().transfers == deal.result().transfers
        return
    a, b = random.Random(seed + 1), random.Random(seed + 1)
    while not deal.is_over:
        act = player.choose(deal.view(deal.to_move or 0), deal.legal_actions(), a)
        assert act == player.choose(again.view(again.to_move or 0), again.legal_actions(), b)
        deal.apply(act)
        again.apply(act)
    assert again.result().transfers == deal.result().transfers
    assert again.result().outcome == deal.result().outcome


# -- Hoyle's variants -------------------------------------------------------------


def test_take_back_a_renounce() -> None:
    def renounced(options: Options | None = None) -> Deal:
        deal = Deal.setup(hands=HANDS, options=options, **CALLED)
        deal.play("3♠")
        deal.play("3♥")  # P2 holds spades: a renounce
        deal.play("5♣")
        return deal
    deal = renounced()
    assert Action("take-back", 2) in deal.irregular_actions()
    with pytest.raises(RuleError):
        deal.act("take-back", player=3)
    deal.act("take-back", player=2)  # the cards played after it come back too
    assert deal.to_move == 2 and [c for _, c in deal.trick] == [card("3♠")]
    assert card("5♣") in deal.hand(3) and card("3♥") in deal.hand(2)
    assert [str(c) for c in deal.legal_plays()] == ["K♠", "Q♠", "7♠", "2♠"]
    for c in ("2♠", "5♣", "J♠"):
        deal.play(c)
    assert [f.law for f in deal.fines] == [L.LAW_14]
    free = renounced(Options(renounce_taken_back="free"))
    free.act("take-back", player=2)
    for c in ("2♠", "5♣", "J♠"):
        free.play(c)
    assert free.fines == [] and free.renounces == []
    with pytest.raises(RuleError):  # nothing to take back now
        free.act("take-back", player=2)
    done = renounced()
    done.play("J♠")  # the trick is turned and quitted: too late
    with pytest.raises(RuleError):
        done.act("take-back", player=2)
    assert [f.law for f in done.fines] == [L.LAW_14]


def test_vole_announced() -> None:
    point: dict[str, Any] = {
        "hands": ["Q♦ J♦ J♥ A♥", "Q♠ 3♦ 2♥ 4♥", "K♣ J♣ 7♣ 4♦", "Q♣ 5♣ A♦ K♥"],
        "speaking": ["ask-leave", "pass", "pass", "pass"], "trump": "spades", "called": "K♥",
        "tricks": ["A♠ 3♠ 4♠ 7♥", "2♠ J♠ 6♠ 6♦", "A♣ K♠ 7♠ 3♣", "K♦ 5♦ 7♦ 2♦",
                   "6♥ 5♥ Q♥ 3♥", "2♣ 4♣ 5♠ 6♣"]}
    options = Options(vole_announced=True)
    deal = Deal.setup(**point, options=options)
    with pytest.raises(IllegalPlay):  # Hoyle law 19: not before he knows his king
        deal.act("play-vole")
    deal.act("ask")
    kw = deal.to_setup()
    assert kw["vole"] == ["ask"]
    same(deal, Deal.setup(**kw, options=options))
    deal.act("play-vole")
    assert deal.vole_undertaken and deal.stage == "play"
    assert Deal.setup(**deal.to_setup(), options=options).vole_undertaken
    with pytest.raises(IllegalPlay):
        deal.act("no-vole")
    declined = Deal.setup(**point, options=options)
    declined.act("no-vole")
    assert declined.stage == "claims"
    strict = Deal.setup(**point, options=Options(vole_announced=True, strict=True))
    with pytest.raises(IllegalPlay) as exc:
        strict.play("Q♠")
    assert exc.value.law == L.LAW_10
    # once the king is known, a card played without a word undertakes the vole
    known = Deal.setup(**point, options=options)
    known.act("ask")
    known.play("Q♠")
    assert known.vole_undertaken and known.irregularities[-1].law == L.LAW_10


def test_trumps_named_without_leave() -> None:
    deal = Deal.setup(hands=HANDS)
    assert Action("name-trump", 1, (), "hearts") in deal.irregular_actions()
    deal.act("name-trump", value="hearts")
    assert (deal.ombre, deal.mode, deal.stage) == (1, "sans prendre", "play")
    assert deal.irregularities[-1].law == L.LAW_5
    same(deal, Deal.setup(**deal.to_setup()))  # type: ignore[arg-type]
    young = Deal.setup(hands=HANDS, speaking=["pass", "pass", "pass"])
    young.act("name-trump", value="spades")
    assert (young.ombre, young.mode, young.stage) == (0, "called", "call")
    middle = Deal.setup(hands=HANDS, speaking=["pass", "pass"])
    middle.act("name-trump", value="spades")
    assert (middle.ombre, middle.mode) == (3, "sans prendre")
    asked = Deal.setup(hands=HANDS, speaking=["ask-leave"])
    with pytest.raises(RuleError):
        asked.act("name-trump", value="spades")
    assert asked.irregular_actions() == []
    with pytest.raises(IllegalBid):
        Deal.setup(hands=HANDS, options=Options(strict=True)).act("name-trump", value="hearts")
    with pytest.raises(RuleError):  # not his turn to speak
        Deal.setup(hands=HANDS).act("name-trump", player=2, value="hearts")


def test_sans_prendre_lost_pays_each_adversary() -> None:
    results = []
    for options in (Options(), Options(sans_prendre_lost=3)):
        deal = Deal.setup(hands=HANDS, speaking=["sans-prendre"], trump="diamonds",
                          options=options)
        autoplay(deal, until="claims", rng=random.Random(1)).act("settle")
        results.append(deal.result())
    plain, french = results
    assert plain.outcome == french.outcome == "codille"
    lines = [t for t in french.transfers if t.item == "sans prendre"]
    assert [(t.payer, t.payee, t.counters) for t in lines] == [(1, 0, 3), (1, 2, 3), (1, 3, 3)]
    assert french.totals[1] == plain.totals[1] - 9
    assert sum(french.totals) + french.pool_change == 0
    assert POOL not in {t.payee for t in lines}


def test_new_options_are_checked() -> None:
    with pytest.raises(ValueError, match="friend_shown"):
        Options(friend_shown="first")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="renounce_taken_back"):
        Options.from_json({"renounce_taken_back": "never"})
    with pytest.raises(TypeError):
        Options(vole_announced=1)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        Options(sans_prendre_lost=-1)
    assert Options.from_json(Options(friend_shown="lead").to_json()).friend_shown == "lead"


def test_count_aloud_is_recorded_and_refused_when_strict() -> None:
    deal = Deal.setup(hands=AFTER_ONE, tricks=["Q♣ 3♥ 5♣ 2♣"], **CALLED)
    assert Action("count-aloud", 0) in deal.irregular_actions()
    deal.act("count-aloud", player=0)
    assert deal.irregularities[-1].law == L.LAW_12 and deal.fines == []
    same(deal, Deal.setup(**deal.to_setup()))  # type: ignore[arg-type]
    strict = Deal.setup(hands=AFTER_ONE, tricks=["Q♣ 3♥ 5♣ 2♣"], options=Options(strict=True),
                        **CALLED)
    with pytest.raises(IllegalPlay) as exc:
        strict.act("count-aloud", player=0)
    assert exc.value.law == L.LAW_12 and not strict.irregularities
    with pytest.raises(RuleError):  # only while the cards are played
        Deal.setup(hands=HANDS).act("count-aloud", player=0)


def test_a_forfeited_vole_stays_forfeited_through_the_tricks() -> None:
    point: dict[str, Any] = {
        "hands": ["Q♦ J♦ J♥ A♥", "Q♠ 3♦ 2♥ 4♥", "K♣ J♣ 7♣ 4♦", "Q♣ 5♣ A♦ K♥"],
        "speaking": ["ask-leave", "pass", "pass", "pass"], "trump": "spades", "called": "K♥",
        "tricks": ["A♠ 3♠ 4♠ 7♥", "2♠ J♠ 6♠ 6♦", "A♣ K♠ 7♠ 3♣", "K♦ 5♦ 7♦ 2♦",
                   "6♥ 5♥ Q♥ 3♥", "2♣ 4♣ 5♠ 6♣"]}
    assert Deal.setup(**point).side_tricks() == 6
    deal = Deal.setup(**point, king_seen=True)
    assert deal.stage == "vole"  # the king seen: the vole is open
    forfeited = Deal.setup(**point, king_seen=True, vole_forfeited=True, fraud_suspects=[3])
    assert forfeited.stage == "play"
    forfeited.play("Q♠")
    forfeited.play(forfeited.legal_plays()[0])
    kw = forfeited.to_setup()
    again = Deal.setup(**kw, options=forfeited.options)  # type: ignore[arg-type]
    same(forfeited, again)
    assert not again.vole_undertaken and again.vole_forfeited
