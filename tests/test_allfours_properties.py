"""All-Fours over many random seeded deals (hypothesis): every card accounted
for at every step, at most one of each point, records that replay to the same
result, and a result that explains each point it awards."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from playable.allfours import GAME_VALUES, Deal, Match, Options
from playable.allfours.strategy import MAXIMS, PeriodPlayer
from playable.engine.cards import Card
from playable.engine.strategies import RandomPlayer
from playable.laws import LAWS
from playable.table import record

#: The score items of All-Fours (the vocabulary of ``playable.allfours``).
ITEMS = {"turn-up", "gift", "high", "low", "jack", "game", "renounce", "wrong-score"}

options = st.builds(
    Options,
    strict=st.booleans(),
    game_tie=st.sampled_from(["eldest", "none"]),
    game_nought=st.sampled_from(["tie", "nobody"]),
    after_running=st.sampled_from(["keep", "discard", "keep-nine"]),
    begs=st.sampled_from([1, 1, 2, 3]),
    wrong_score_penalty=st.sampled_from([4, 1]),
    own_card_exposed=st.sampled_from(["new-deal", "stands"]),
    misdeal_claim=st.sampled_from(["wronged", "eldest"]),
    no_gift_out=st.booleans(),
)


def all_cards(deal: Deal) -> list[Card]:
    """Every card, wherever it is: hands, stock, turn-up, laid aside, tricks."""
    out = list(deal.hand(0) + deal.hand(1) + deal.stock) + [deal.turn_up] + deal.aside
    for trick in deal.tricks:
        out += [trick.lead, trick.reply]
    return out + [c for _, c in deal.trick]


def careless_table(seed: int, opts: Options, irregular: float) -> Deal:
    """A deal played by a table that sometimes commits irregularities and
    asks questions; checks that every card is accounted for at every step."""
    rng = random.Random(seed)
    deal = Deal.new(seed, options=opts, dealer=rng.randrange(2))
    seats = [PeriodPlayer.without(*rng.sample(MAXIMS, rng.randrange(5))), RandomPlayer()]
    rng.shuffle(seats)
    while not deal.is_over:
        cards = all_cards(deal)
        assert len(cards) == 52 and len(set(cards)) == 52
        odd = deal.irregular_actions()
        if odd and rng.random() < irregular:
            action = rng.choice(odd)
            refusal = deal.why_not(action)
            assert refusal is not None and refusal.law in LAWS  # never lawful
            try:
                deal.apply(action)
            except ValueError as err:
                assert opts.strict, err
            continue
        questions = deal.questions()
        if questions and rng.random() < 0.1:
            deal.apply(rng.choice(questions))
            continue
        legal = deal.legal_actions()
        seat = deal.to_move
        assert seat is not None
        action = seats[seat].choose(deal.view(seat), legal, rng)
        assert action in legal and deal.why_not(action) is None
        deal.apply(action)
    cards = all_cards(deal)
    assert len(cards) == 52 and len(set(cards)) == 52
    return deal


def check_result_explains_itself(deal: Deal) -> None:
    result = deal.result()
    assert result.points == tuple(sum(line.points for line in result.lines
                                      if line.player == p) for p in (0, 1))
    for line in result.lines:
        assert line.law in LAWS and line.law.startswith("all-fours:") and line.reason
    if result.void:
        assert result.lines == ()
        return
    kinds = Counter(line.reason.split(":")[0] for line in result.lines)
    assert kinds["High"] <= 1 and kinds["Low"] <= 1 and kinds["Jack"] <= 1
    assert kinds["Game"] <= 1
    # each line names its item, in the module's vocabulary, and the four points
    # of the play are told apart by it as by the words of their reason
    items = Counter(line.item for line in result.lines)
    assert set(items) <= ITEMS
    assert [items[w.lower()] for w in ("High", "Low", "Jack", "Game")] == [
        kinds[w] for w in ("High", "Low", "Jack", "Game")]
    # recompute the terms from the tricks alone
    played: list[list[Card]] = [[], []]
    won: list[list[Card]] = [[], []]
    for t in deal.tricks:
        played[t.leader].append(t.lead)
        played[1 - t.leader].append(t.reply)
        won[t.winner] += [t.lead, t.reply]
    trumps = [(c, p) for p in (0, 1) for c in played[p] if c.suit is deal.trump]
    by = {line.reason.split(":")[0]: line for line in result.lines}
    if trumps:
        high = max(trumps, key=lambda t: t[0].rank)
        low = min(trumps, key=lambda t: t[0].rank)
        assert by["High"].player == high[1] and str(high[0]) in by["High"].reason
        assert by["Low"].player == low[1] and str(low[0]) in by["Low"].reason
        knave = [c for c, _ in trumps if c.rank.name == "KNAVE"]
        if knave:
            assert any(knave[0] in w for w in won)
            assert knave[0] in won[by["Jack"].player]
        else:
            assert "Jack" not in by
    else:
        assert not {"High", "Low", "Jack"} & set(by)
    counts = [sum(GAME_VALUES.get(c.rank, 0) for c in w) for w in won]
    assert list(result.game) == counts
    if counts[0] != counts[1]:
        assert by["Game"].player == (0 if counts[0] > counts[1] else 1)
    elif deal.options.game_tie == "none" or (counts[0] == 0
                                             and deal.options.game_nought == "nobody"):
        assert "Game" not in by
    else:
        assert by["Game"].player == deal.eldest


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), opts=options)
def test_careful_tables(seed: int, opts: Options) -> None:
    deal = careless_table(seed, opts, irregular=0.0)
    assert not deal.irregularities
    check_result_explains_itself(deal)
    replayed = record.loads(record.dumps(deal))
    assert replayed.result() == deal.result() and replayed.answers == deal.answers


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), opts=options)
def test_careless_tables(seed: int, opts: Options) -> None:
    deal = careless_table(seed, opts, irregular=0.1)
    if opts.strict:
        assert not deal.irregularities
    check_result_explains_itself(deal)
    text = json.dumps(record.to_json(deal), ensure_ascii=False)
    assert record.loads(text).result().to_json() == deal.result().to_json()


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), target=st.sampled_from([7, 10]))
def test_matches_end_when_a_player_reaches_the_target(seed: int, target: int) -> None:
    rng = random.Random(seed)
    match = Match(Options(target=target), first_dealer=rng.randrange(2))
    winner = match.play([PeriodPlayer(), RandomPlayer()], rng)
    assert match.scores[winner] == target  # points count one by one
    assert match.scores[1 - winner] < target
    total = [0, 0]
    for counted in match.counted:
        for line in counted:
            total[line.player] += line.points
            assert max(total) <= target or line is match.counted[-1][-1]
    assert total == match.scores
