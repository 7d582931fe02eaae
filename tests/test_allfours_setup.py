"""All-Fours deals set up at a given point (``Deal.setup``), and back
(``deal.start``, ``deal.to_setup()``); the match from a score; the reckoning."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from playable.allfours import Deal, Match, Options
from playable.allfours.strategy import PeriodPlayer
from playable.engine.cards import Card
from playable.engine.core import Action, Phase
from playable.engine.errors import IllegalBid, RuleError, SetupError
from playable.engine.strategies import RandomPlayer, play_out
from playable.laws.ids import AllFoursLaws as L
from playable.table import seats

OPTION_SETS = [Options(), Options(after_running="discard"), Options(after_running="keep-nine"),
               Options(begs=2, game_tie="none", game_nought="nobody"),
               Options(no_gift_out=True, target=7)]


def key(action: Action) -> str:
    return json.dumps(action.to_json(), ensure_ascii=False, sort_keys=True)


def same_point(a: Deal, b: Deal) -> None:
    """The same legal acts, the same view for every seat, the same text and result."""
    assert sorted(map(key, a.legal_actions())) == sorted(map(key, b.legal_actions()))
    assert sorted(map(key, a.irregular_actions())) == sorted(map(key, b.irregular_actions()))
    for seat in (0, 1):
        assert a.view(seat) == b.view(seat), f"P{seat}'s view differs"
        assert a.hand(seat) == b.hand(seat)
    assert str(a) == str(b)
    assert a.result() == b.result()
    assert (a.phase, a.to_move, a.is_over, a.stock) == (b.phase, b.to_move, b.is_over, b.stock)


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: repr(o)[:60])
def test_a_deal_set_up_from_any_point_goes_on_as_the_deal(options: Options) -> None:
    """The property of the setup: play a random number of acts, set a deal up
    from ``to_setup()``, and both have the same acts, views and result, and
    stay the same through the same continuation."""
    player = RandomPlayer()
    for seed in range(120):
        rng = random.Random(seed)
        score = None if seed % 3 == 0 else [rng.randrange(options.target)
                                            for _ in (0, 1)]
        deal = Deal.new(seed, options=options, dealer=seed % 2, score=score)
        for _ in range(rng.randrange(30)):
            if deal.is_over:
                break
            seat = deal.to_move
            assert seat is not None
            deal.apply(player.choose(deal.view(seat), deal.legal_actions(), rng))
        if deal.void is not None:
            with pytest.raises(SetupError, match="thrown in"):
                deal.to_setup()
            continue
        args = deal.to_setup()
        json.dumps(args)  # JSON-able
        copy = Deal.setup(**args, options=deal.options)  # type: ignore[arg-type]
        assert copy.history == [] and copy.start == args
        same_point(deal, copy)
        again = Deal.setup(**copy.start, options=copy.options)  # type: ignore[arg-type]
        same_point(copy, again)
        while not deal.is_over:
            seat = deal.to_move
            assert seat is not None
            action = player.choose(deal.view(seat), deal.legal_actions(), rng)
            deal.apply(action)
            copy.apply(action)
            same_point(deal, copy)
        assert deal.result().to_json() == copy.result().to_json()


def test_the_pack_of_a_set_up_deal_deals_the_same_hands() -> None:
    deal = Deal.setup(dealer=0, hands=["K♣ J♣ 5♦", "6♠ 3♥ 9♦"], turn_up="3♠",
                      tricks=["Q♥ A♥", "A♠ Q♠", "A♦ K♠"])
    dealt = Deal(deal.pack, dealer=0)
    for seat in (0, 1):
        played = [c for t in deal.tricks for c, s in ((t.lead, t.leader), (t.reply, 1 - t.leader))
                  if s == seat]
        assert sorted(dealt.hand(seat), key=str) == sorted(list(deal.hand(seat)) + played,
                                                           key=str)
    assert [t.winner for t in deal.tricks] == [0, 0, 1] and deal.to_move == 1


def test_a_set_up_deal_does_what_a_dealt_one_does() -> None:
    deal = Deal.setup(hands=["A♠ 9♠ 4♥ 7♣ 3♦ 2♦", "K♥ 5♠ Q♣ 10♣ 8♦ 6♦"], turn_up="7♥",
                      stage="play")
    assert deal.phase is Phase.PLAY and deal.to_move == 1 and deal.seed is None
    assert deal.begs == 0 and len(deal.stock) == 39
    clone = deal.clone()
    clone.play("8♦")
    assert deal.cards_played == 0 and clone.cards_played == 1
    assert deal.why_not(Action("play", 0, (Card.parse("A♠"),))) is not None
    deal.play("K♥")
    deal.play("7♣")  # a renounce (P0 holds 4♥): committed and punished when found
    assert deal.irregularities and deal.irregularities[0].law == L.S92_III
    with pytest.raises(SetupError, match="renounce"):
        deal.to_setup()


def test_running_and_discards_set_up() -> None:
    options = Options(after_running="discard")
    deal = Deal.setup(hands=["A♠ 9♠ 4♥ 7♣ 3♦ 2♦ 2♣ 3♣ 4♣ 5♣ 6♣ 8♣",
                             "K♥ 5♠ Q♣ 10♣ 8♦ 6♦ 9♣ J♣ K♣ A♣"], turned="7♥ 2♥",
                      turn_up="K♠", begs=1, stage="discard", discards=["", "3♠ 4♠"],
                      options=options)
    assert [str(c) for c in deal.turned] == ["7♥", "2♥", "K♠"]
    assert deal.phase is Phase.DEAL and deal.to_move == 1 and len(deal.hand(1)) == 10
    deal.discard("A♣")
    assert deal.view(1).discards == tuple(Card.parse(c) for c in ("3♠", "4♠", "A♣"))
    assert Deal.setup(**deal.to_setup(), options=options).view(1) == deal.view(1)  # type: ignore[arg-type]
    with pytest.raises(SetupError, match="turned"):
        Deal.setup(hands=["A♠ 9♠ 4♥ 7♣ 3♦ 2♦ 2♣ 3♣ 4♣", "K♥ 5♠ Q♣ 10♣ 8♦ 6♦ 5♣ 6♣ 8♣"],
                   turned="7♥", turn_up="2♥", begs=1, stage="play")


@pytest.mark.parametrize(("arguments", "field", "reason"), [
    ({"hands": ["A♠ A♠ 4♥ 7♣ 3♦ 2♦", "K♥ 5♠ Q♣ 10♣ 8♦ 6♦"]}, "hands[0]", "named twice"),
    ({"hands": ["A♠ 9♠ 4♥ 7♣ 3♦ 2♦", "K♥ 5♠ Q♣ 10♣ 8♦ 7♥"]}, "turn_up", "named twice"),
    ({"hands": ["A♠ 9♠ 4♥ 7♣ 3♦ 1X", "K♥ 5♠ Q♣ 10♣ 8♦ 6♦"]}, "hands[0]", "not a card"),
    ({"hands": ["A♠ 9♠ 4♥ 7♣ 3♦", "K♥ 5♠ Q♣ 10♣ 8♦ 6♦"]}, "hands[0]", "six were dealt"),
    ({"hands": "A♠ 9♠"}, "hands", "two lots"),
    ({"hands": [5, "K♥"]}, "hands[0]", "cards are text"),
    ({"turn_up": "7♥ 8♥"}, "turn_up", "one card"),
    ({"begs": 2}, "begs", "from 0 to 1"),
    ({"begs": "1"}, "begs", "from 0 to 1"),
    ({"score": [10, 0]}, "score", "from 0 to 9"),
    ({"score": [True, 0]}, "score", "from 0 to 9"),
    ({"score": 9}, "score", "two numbers"),
    ({"stage": "bidding"}, "stage", "one of"),
    ({"stage": "answer"}, "stage", "no beg"),
    ({"dealer": 2}, "dealer", "a seat"),
    ({"to_move": 0, "stage": "play"}, "to_move", "North is to move"),
    ({"tricks": ["A♠"]}, "tricks[0]", "two cards"),
    ({"tricks": "A♠ K♥"}, "tricks", "two cards"),
    ({"hands": ["A♠ 9♠ 4♥ 3♦ 2♦", "5♠ Q♣ 10♣ 8♦ 6♦"], "tricks": ["K♥ 7♣"]}, "tricks[0]",
     "renounce"),
    ({"hands": ["A♠ 9♠ 7♣ 3♦ 2♦", "5♠ Q♣ 10♣ 8♦ 9♦"], "tricks": ["K♥ 4♥"], "trick": "6♦"},
     "hands[1]", "six were dealt"),
    ({"tricks": ["A♠ K♥"], "stage": "stand"}, "stage", "at the play"),
    ({"discards": ["2♣", ""]}, "hands[0]", "dealt"),
    ({"penalties": [{"player": 0, "points": 4, "item": "gift"}]}, "penalties[0]", "item"),
    ({"hands": ["A♠ 9♠ 7♣ 3♦ 2♦", "5♠ Q♣ 10♣ 8♦ 6♦"], "tricks": ["K♥ 4♥"],
      "asked": [[0, "A♠"]]}, "asked[0]", "not"),
    ({"turn_up": None}, "turn_up", "missing"),
])
def test_an_inconsistent_setup_names_what_is_wrong(arguments: dict[str, Any], field: str,
                                                   reason: str) -> None:
    base: dict[str, Any] = {"hands": ["A♠ 9♠ 4♥ 7♣ 3♦ 2♦", "K♥ 5♠ Q♣ 10♣ 8♦ 6♦"],
                            "turn_up": "7♥"}
    with pytest.raises(SetupError, match=reason) as err:
        Deal.setup(**{**base, **arguments})
    assert err.value.field == field


def test_the_knave_turned_at_nine_wins_the_match_at_once() -> None:
    """The dealer at nine turns up a knave: he is out, and the deal is not
    played (Hoffmann: the turned knave takes precedence of any other score)."""
    match = Match(score=(9, 8))
    deal = match.take(Deal.setup(hands=["A♠ 9♠ 4♥ 7♣ 3♦ 2♦", "K♥ 5♠ Q♣ 10♣ 8♦ 6♦"],
                                 turn_up="J♥", score=match.scores))
    assert deal.is_over and deal.won_match == 0 and deal.legal_actions() == []
    counted = match.count(deal)
    assert [line.item for line in counted] == ["turn-up"]
    assert match.winner == 0 and match.scores == [10, 8]
    with pytest.raises(ValueError, match="over"):
        match.new_deal(1)
    with pytest.raises(SetupError, match="out at once"):
        Deal.setup(hands=["A♠ 9♠ 4♥ 7♣ 3♦ 2♦", "K♥ 5♠ Q♣ 10♣ 8♦ 6♦"], turn_up="J♥",
                   score=[9, 8], stage="play")
    alone = Deal.setup(hands=["A♠ 9♠ 4♥ 7♣ 3♦ 2♦", "K♥ 5♠ Q♣ 10♣ 8♦ 6♦"], turn_up="J♥")
    assert not alone.is_over and alone.won_match is None  # not in a match: played out


def test_a_deal_ended_at_once_in_a_match_replays_from_its_record() -> None:
    """The match score is kept in the options, so a record (written by the
    terminal or a Deal page in a match) replays a deal the knave at nine
    ended before play."""
    import json

    from playable.table import record
    for seed in range(400):
        deal = Match(score=(3, 9), first_dealer=1).new_deal(seed)
        if deal.won_match is not None:
            break
    else:
        raise AssertionError("no knave turned up in 400 deals")
    assert deal.options.score == (3, 9) and deal.is_over
    data = json.loads(record.dumps(deal))
    assert data["version"] == 2 and data["options"]["score"] == [3, 9]  # type: ignore[index]
    back = record.loads(record.dumps(deal))
    assert back.is_over and back.won_match == deal.won_match  # type: ignore[attr-defined]
    assert record.to_json(back) == record.to_json(deal)
    alone = dict(data, options={**data["options"], "score": None})  # type: ignore[dict-item]
    with pytest.raises(record.RecordError, match="result"):
        record.from_json(alone)  # the same pack played alone is not over
    with pytest.raises(record.RecordError, match="options.score"):
        record.from_json(dict(data, options={**data["options"], "score": [9]}))  # type: ignore[dict-item]
    with pytest.raises(ValueError, match="given twice"):
        Deal.new(seed, options=deal.options, dealer=1, score=(3, 3))
    with pytest.raises(ValueError, match="own score"):
        Match(options=deal.options)


@pytest.mark.parametrize("score", [(10, 0), (0, -1), (True, 0), (3.0, 4), ("3", 4), (3,),
                                   (1, 2, 3), ()])
@pytest.mark.parametrize("target", [10, 7])
def test_a_match_score_is_refused_for_one_reason_wherever_it_is_given(
        score: tuple[Any, ...], target: int) -> None:
    """The match-score rule has one home: the options refuse a score with a
    ValueError, a deal, a set-up and a match with a SetupError (the position's
    error), and all four give the same reason."""
    rules = Options(target=target)
    with pytest.raises(ValueError) as in_options:
        Options(target=target, score=score)
    reasons = {str(in_options.value).removeprefix("'score': ")}
    for make in (lambda: Deal.new(1, options=rules, score=score),
                 lambda: Deal.setup(hands=["A♠ 9♠ 4♥ 7♣ 3♦ 2♦", "K♥ 5♠ Q♣ 10♣ 8♦ 6♦"],
                                    turn_up="7♥", score=list(score), options=rules),
                 lambda: Match(score=score, options=rules)):
        with pytest.raises(SetupError) as at_the_table:
            make()
        assert at_the_table.value.field == "score"
        reasons.add(at_the_table.value.reason)
    assert len(reasons) == 1, reasons


def test_a_match_from_a_score_takes_only_its_own_deals() -> None:
    with pytest.raises(SetupError, match="score"):
        Match(score=(10, 2))
    match = Match(score=(3, 4), first_dealer=1)
    with pytest.raises(ValueError, match="North's turn to deal"):
        match.take(Deal.new(1, dealer=0, score=(3, 4)))
    with pytest.raises(ValueError, match="score"):
        match.take(Deal.new(1, dealer=1))
    deal = match.new_deal(5)
    assert deal.score == (3, 4) and deal.dealer == 1
    play_out(deal, [PeriodPlayer(), PeriodPlayer()], random.Random(0))
    match.count(deal)
    assert sum(match.scores) == 7 + deal.result().points[0] + deal.result().points[1]


def test_a_gift_that_puts_out_ends_the_deal_or_is_refused_under_fosters_rule() -> None:
    hands = {"hands": ["A♠ 9♠ 4♥ 7♣ 3♦ 2♦", "K♥ 5♠ Q♣ 10♣ 8♦ 6♦"], "turn_up": "7♥",
             "score": [8, 9]}
    deal = Deal.setup(**hands, begs=1, stage="answer")  # type: ignore[arg-type]
    deal.take_one()
    assert deal.is_over and deal.won_match == 1
    foster = Deal.setup(**hands, begs=1, stage="answer",  # type: ignore[arg-type]
                        options=Options(no_gift_out=True))
    assert [a.kind for a in foster.legal_actions()] == ["run"]
    with pytest.raises(IllegalBid) as err:
        foster.take_one()
    assert err.value.law == L.S93_V and "Foster" in str(err.value)
    with pytest.raises(SetupError, match="Foster"):
        Deal.setup(**hands, begs=1, stage="play",  # type: ignore[arg-type]
                   options=Options(no_gift_out=True))
    far = Deal.setup(**{**hands, "score": [8, 5]}, begs=1, stage="answer",  # type: ignore[arg-type]
                     options=Options(no_gift_out=True))
    assert [a.kind for a in far.legal_actions()] == ["take-one", "run"]


def test_the_table_rules_of_seven_up_are_fosters_with_his_gift_rule() -> None:
    """The rules a reader chooses as "the American Seven-up (Foster)" keep
    Foster's rule of the gift: at six of seven the eldest's beg is answered
    by running the cards (they had let a gift win the match, which Foster
    forbids: the commentary of term v); and his discard to six after a run,
    which the edition calls his usual practice (a reader may choose one set
    of rules, so the set must hold both)."""
    said, options = seats.rule_variants("all-fours")["seven-up"]
    assert isinstance(options, Options)
    assert "Foster" in said and "puts the eldest out" in said
    assert options.target == 7 and options.no_gift_out
    assert options.after_running == "discard"  # "the usual practice" (Foster), as the words say
    assert "discarding down to six" in said
    deal = Deal.setup(hands=["A♠ 9♠ 4♥ 7♣ 3♦ 2♦", "K♥ 5♠ Q♣ 10♣ 8♦ 6♦"], turn_up="7♥",
                      score=[5, 6], begs=1, stage="answer", options=options)
    assert [a.kind for a in deal.legal_actions()] == ["run"]


def test_the_reckoning_takes_marks_right_and_wrong() -> None:
    deal = play_out(Deal.new(3), [PeriodPlayer(), PeriodPlayer()], random.Random(0))
    assert deal.is_over and deal.reckoning_open
    due = {(a.player, a.value) for a in deal.reckoning()}
    assert due == {(0, "high"), (0, "game"), (1, "low"), (1, "jack")}
    before = deal.result().points
    deal.mark(0, "game")  # right: nothing changes
    assert deal.result().points == before and not deal.irregularities
    deal.mark(0, "game")  # twice: a wrong score
    deal.mark(1, "high")  # not his
    assert deal.result().points == (before[0] + 4, before[1] + 4)
    assert [line.item for line in deal.account.lines][-2:] == ["wrong-score", "wrong-score"]
    strict = play_out(Deal.new(3, options=Options(strict=True)),
                      [PeriodPlayer(), PeriodPlayer()], random.Random(0))
    strict.mark(0, "high")
    with pytest.raises(RuleError) as err:
        strict.mark(1, "game")
    assert err.value.law == L.S92_IV
    match = Match()
    match.take(closed := Deal.new(3, score=match.scores))
    match.count(play_out(closed, [PeriodPlayer(), PeriodPlayer()], random.Random(0)))
    with pytest.raises(RuleError, match="counted"):
        closed.mark(1, "game")
    early = Deal.new(4)
    with pytest.raises(RuleError, match="reckoning"):
        early.mark(0, "game")
