"""Quadrille over many seeded deals: cards accounted for, payments that sum to
zero and are each explained by the result, records that replay exactly —
with the random player, the sensible player, and a table that commits
irregularities."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from playable.engine.cards import quadrille_pack
from playable.engine.errors import RuleError
from playable.engine.strategies import RandomPlayer
from playable.laws.ids import QuadrilleLaws as L
from playable.quadrille import POOL, SEATS, Deal, Options, Result, Table
from playable.quadrille.strategy import SensiblePlayer
from playable.table import record

PACK = Counter(quadrille_pack())
KINDS = {"mark", "beast", "pool", "game", "consolation", "matadores", "sans prendre", "vole",
         "devole"}


def accounted(deal: Deal) -> None:
    """The forty cards are all somewhere: in a hand, on the table, in a trick."""
    if not deal.dealt:
        return
    here = Counter(c for h in deal.hands for c in h)
    here.update(c for _, c in deal.trick)
    here.update(c for t in deal.tricks for _, c in t.cards)
    assert here == PACK


def play(seed: int, players: str, irregular: float, options: Options) -> Deal:
    rng = random.Random(seed)
    deal = Deal.new(seed, options=options, dealer=seed % SEATS)
    seats = [SensiblePlayer() if players == "sensible" else RandomPlayer()] * SEATS
    replays = 0
    while not deal.is_over:
        if rng.random() < irregular:
            acts = deal.irregular_actions()
            act = acts[rng.randrange(len(acts))] if acts else None
            if act is not None and not (act.kind == "replay" and replays >= 2):
                try:
                    deal.apply(act)
                    replays += act.kind == "replay"
                except RuleError:
                    pass
                accounted(deal)
                continue
        seat = deal.to_move
        assert seat is not None
        deal.apply(seats[seat].choose(deal.view(seat), deal.legal_actions(), rng))
        accounted(deal)
    return deal


def explained(deal: Deal, result: Result) -> None:
    """Every payment is one the result accounts for."""
    side = set(deal.side())
    others = set(range(SEATS)) - side
    o = deal.options
    by_item: Counter[str] = Counter()
    for t in result.transfers:
        assert t.item in KINDS and t.counters > 0 and t.payer != t.payee
        assert t.law or t.source, t
        by_item[t.item] += t.counters
        if t.item == "mark":
            assert (t.payer, t.payee, t.counters) == (deal.dealer, POOL, o.mark)
        elif t.item == "beast":
            assert t.payee == POOL
            if t.law:  # an irregularity's beast: the law is among those committed
                assert t.law in {i.law for i in result.irregularities}
            else:
                assert result.outcome in ("remise", "codille") and t.payer in side
        elif t.item == "pool":
            assert t.payer == POOL
            assert t.payee in (side if result.outcome in ("won", "vole") else others)
        elif t.item == "vole" and result.outcome != "vole":
            assert t.payer in side and o.failed_vole_pays
        elif result.outcome in ("won", "vole"):
            assert t.payer in others and t.payee in side
        else:
            assert t.payer in side and t.payee in others
    n = len(others)
    if result.outcome in ("won", "vole"):
        assert by_item["game"] == n * o.game and by_item["consolation"] == n * o.consolation
        assert by_item["matadores"] == n * o.matador * deal.demanded_matadores
        assert by_item["pool"] == deal.stake
    elif result.outcome == "remise":
        assert by_item["game"] == 0 and by_item["pool"] == 0
        assert by_item["matadores"] == n * o.matador * result.matadores
    else:
        assert by_item["game"] == n * o.game and by_item["pool"] <= deal.stake
    assert result.outcome == ("vole" if result.vole_undertaken and result.side_tricks == 10
                              else "won" if result.side_tricks >= 6
                              else "remise" if result.side_tricks == 5 else "codille")
    assert sum(result.totals) + result.pool_change == 0
    assert result.pool_after >= 0


OPTIONS = st.builds(Options, mark=st.integers(0, 6), game=st.integers(0, 3),
                    consolation=st.integers(0, 3), matador=st.integers(0, 2),
                    sans_prendre=st.integers(0, 4), vole=st.integers(0, 6),
                    devole=st.integers(0, 6), failed_vole_pays=st.booleans(),
                    notice_renounces=st.booleans(), pool_carried=st.integers(0, 30))


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.sampled_from(["random", "sensible"]),
       irregular=st.sampled_from([0.0, 0.0, 0.1, 0.3]), options=OPTIONS)
def test_random_deals(seed: int, players: str, irregular: float, options: Options) -> None:
    deal = play(seed, players, irregular, options)
    result = deal.result()
    explained(deal, result)
    again = record.loads(record.dumps(deal))
    assert again.result().to_json() == result.to_json()
    assert [a.to_json() for a in again.history] == [a.to_json() for a in deal.history]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_strict_tables_refuse_every_irregularity(seed: int) -> None:
    deal = play(seed, "random", 0.3, Options(strict=True))
    # Only law 10 remains: the friend's lead is a lawful card with a consequence,
    # and the table's ruling on it is not an irregular act.
    assert {i.law for i in deal.irregularities} <= {L.LAW_10}
    assert {f.law for f in deal.fines} <= {L.LAW_10}


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), deals=st.integers(1, 8))
def test_table_sums_to_zero(seed: int, deals: int) -> None:
    table = Table(Options(mark=3), dealer=seed % SEATS)
    table.play([SensiblePlayer(), RandomPlayer(), SensiblePlayer(), RandomPlayer()],
               random.Random(seed), deals=deals)
    assert sum(table.counters) + table.pool == 0
    assert table.pool == table.results[-1].pool_after


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_views_hide_the_others_cards(seed: int) -> None:
    deal = Deal.new(seed)
    rng = random.Random(seed)
    while not deal.is_over:
        seat = deal.to_move
        assert seat is not None
        for p in range(SEATS):
            view = deal.view(p)
            assert sorted(map(str, view.hand)) == sorted(map(str, deal.hands[p]))
            assert (view.quitted is not None) == (p == deal.to_move)
            if deal.friend is not None and not deal.friend_revealed and p != deal.friend:
                assert view.friend is None
        legal = deal.legal_actions()
        deal.apply(legal[rng.randrange(len(legal))])
