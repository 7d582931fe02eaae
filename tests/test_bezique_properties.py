"""Property-based tests of the Bezique engine over random seeded deals, two-
and three-handed, with and without irregular acts at the table:

* every card of the pack (64, 96 or 63) is accounted for at every step;
* no card is scored twice in a way the rules of 125 forbid (checked against
  an independent reading of the declaration log);
* a deal's record replays to the identical deal;
* every point is explained: each line names a law of the registry and a
  reason, and the lines add up to what the rules give.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from playable.bezique import KINDS, Deal, Options
from playable.laws import LAWS
from playable.laws.ids import BeziqueLaws as L
from playable.table import record

VARIANTS = [Options(), Options(players=3), Options(players=3, packs=2),
            Options(last_trick="twenty-fourth"), Options(reuse="new-card"),
            Options(seven="declared"), Options(bezique="with-trumps")]

GROUP = {"royal marriage": "marriage", "common marriage": "marriage"}
CLASS = {"marriage": "A", "sequence": "A", "bezique": "B", "double bezique": "B",
         "treble bezique": "B", "four aces": "C", "four kings": "C", "four queens": "C",
         "four knaves": "C"}
LOWER_BLOCKED = {"royal marriage": {"sequence"}, "bezique": {"double bezique", "treble bezique"},
                 "double bezique": {"treble bezique"}}


def play(seed: int, options: Options, irregular: float) -> Deal:
    deal = Deal.new(seed, options=options, dealer=seed % options.players)
    rng = random.Random(seed)
    size = len(deal.pack)
    while not deal.is_over:
        odd = deal.irregular_actions()
        if odd and rng.random() < irregular:
            deal.apply(rng.choice(odd))
        else:
            deal.apply(rng.choice(deal.legal_actions()))
        assert sum(deal.card_count().values()) == size
    return deal


def check_declarations(deal: Deal) -> None:
    """Walk the history again, keeping an independent account of which cards
    lie on each player's table and which declarations each card has made."""
    replay = Deal(deal.pack, dealer=deal.dealer, options=deal.options)
    marks: dict[int, set[str]] = {}
    table: list[set[int]] = [set() for _ in range(replay.n)]
    logged = 0
    for action in deal.history:
        played_before = len(replay._played)
        replay.apply(action)
        for card_id in replay._played[played_before:]:
            for t in table:
                t.discard(card_id)
        if replay.last_eight:
            for t in table:
                t.clear()
        if len(replay.declared_ids) > logged:
            player, kind, ids, new = replay.declared_ids[logged]
            logged += 1
            group = GROUP.get(kind, kind)
            klass = CLASS[group]
            reused = [marks.get(i, set()) for i in ids if i not in new]
            if deal.options.reuse == "new-card" or any(
                    CLASS[g] == klass for used in reused for g in used):
                assert new, f"{kind} laid no new card from the hand in its class"
            again: set[object] = set()  # a second double bezique with three packs (Britannica)
            for card_id in ids:
                used = marks.setdefault(card_id, set())
                if group == "double bezique" and group in used and deal.options.packs == 3:
                    key = deal.pack[card_id]
                    assert key not in again, "more than one bezique served again"
                    again.add(key)
                    continue
                assert group not in used, f"card {card_id} served twice as {group}"
                assert not used & LOWER_BLOCKED.get(kind, set()), \
                    f"card {card_id} of a {used} made a lower {kind}"
                if card_id in new:
                    assert card_id not in table[player]
                else:
                    assert card_id in table[player], "a re-used card must be on the table"
                used.add(group)
                table[player].add(card_id)
            if action.kind == "declare":
                assert sorted(map(str, (deal.pack[i] for i in ids))) == sorted(
                    map(str, replay.declarations[-1][2]))
    assert logged == len(deal.declared_ids)


def check_points(deal: Deal) -> None:
    result = deal.result()
    lines = result.lines
    assert all(line.law in LAWS and LAWS[line.law].game == "bezique" for line in lines)
    assert all(line.reason for line in lines)
    assert result.scores == tuple(sum(line.points for line in lines if line.player == p)
                                  for p in range(deal.n))
    declared = [line for line in lines if "declared" in line.reason
                and line.item != "seven-declared"]
    assert [line.points for line in declared] == [KINDS[k].points for _, k, _, _ in
                                                  deal.declarations]
    forfeits = [line for line in lines if line.reason.startswith("forfeit")]
    paid = {L.S126_I: 10, L.S126_II: 10, L.S126_III: 10, L.S126_IV: 100}
    expected = sorted((paid[i.law], i.law) for i in deal.irregularities if i.law in paid
                      for _ in range(deal.n - 1))
    assert sorted((line.points, line.law) for line in forfeits) == expected
    lasts = [line for line in lines if "last trick" in line.reason]
    assert len(lasts) == 1 and lasts[0].points == 10
    sevens = [line for line in lines if "seven" in line.reason]
    assert all(line.points == 10 and line.law == L.S125_VII for line in sevens)
    assert len(sevens) <= 3  # the turn-up or the exchange, and two sevens played
    brisque_lines = [line for line in lines if "in the tricks" in line.reason
                     or "tricks forfeited" in line.reason]
    in_tricks = [c for p in range(deal.n) for c in deal.won(p)]
    brisques = sum(1 for c in in_tricks if c.rank.symbol in ("A", "10"))
    assert sum(line.points for line in brisque_lines) == 10 * brisques
    other = set(map(id, declared + forfeits + lasts + sevens + brisque_lines))
    assert all(id(line) in other for line in lines), "a line nobody explains"


def check_replay(deal: Deal) -> None:
    again = record.loads(record.dumps(deal))
    assert again.history == deal.history
    assert again.result().to_json() == deal.result().to_json()
    assert [t.cards for t in again.tricks] == [t.cards for t in deal.tricks]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1), variant=st.sampled_from(VARIANTS))
def test_regular_deals(seed: int, variant: Options) -> None:
    deal = play(seed, variant, irregular=0.0)
    assert deal.irregularities == []
    counts = deal.card_count()
    assert counts["tricks won"] == len(deal.pack) == {2: 64, 3: 96}.get(
        variant.packs or 0, 0) - (1 if variant.eight_suppressed else 0)
    assert all(len(deal.hand(p)) == 0 for p in range(deal.n))
    check_declarations(deal)
    check_points(deal)
    check_replay(deal)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1), variant=st.sampled_from(VARIANTS),
       rate=st.sampled_from([0.01, 0.05, 0.2]))
def test_deals_with_irregularities(seed: int, variant: Options, rate: float) -> None:
    deal = play(seed, variant, irregular=rate)
    counts = deal.card_count()
    assert counts["hands"] == counts["tables"] == counts["trick"] == 0
    assert counts["tricks won"] + counts["stock"] == len(deal.pack)
    check_declarations(deal)
    check_points(deal)
    check_replay(deal)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1), variant=st.sampled_from(VARIANTS))
def test_strict_play_of_legal_actions_never_errs(seed: int, variant: Options) -> None:
    strict = Options(**{**variant.to_json(), "strict": True})
    deal = play(seed, strict, irregular=0.0)
    assert deal.irregularities == []


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2 ** 32 - 1), cut=st.integers(0, 150))
def test_clone_then_same_acts_same_deal(seed: int, cut: int) -> None:
    deal = Deal.new(seed)
    rng = random.Random(seed)
    for _ in range(cut):
        if deal.is_over:
            break
        deal.apply(rng.choice(deal.legal_actions()))
    copy = deal.clone()
    rng2 = random.Random(seed + 1)
    rng3 = random.Random(seed + 1)
    while not deal.is_over:
        deal.apply(rng2.choice(deal.legal_actions()))
        copy.apply(rng3.choice(copy.legal_actions()))
    assert copy.result().to_json() == deal.result().to_json()
    assert copy.history == deal.history
