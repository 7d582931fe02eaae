"""The perfect-information solver (issue 13): checked against the engine itself.

* the oracle: a plain exhaustive minimax written here over the ENGINE's own
  ``clone()``/``apply()``/``legal_actions()`` and its scores at the end; on
  small endings (three or four tricks left) of random seeded deals, the
  solver's value of every lawful act equals the oracle's;
* the solver's lawful cards are the engine's legal plays at every step of
  random deals, and :data:`playable.solver.solve.LAWFUL` gives the cards
  :func:`playable.engine.tricks.lawful` gives, for every rule of following and every
  game's card order, on random hands and tricks;
* hand-worked cases: an All-Fours ending where winning the knave decides, a
  Bezique last-eight ending where the rule "win the trick if able" forces a ten;
* the match objective of All-Fours against the oracle counting each finished
  deal with the engine's ``Match.count``;
* four seats in two sides (Quadrille's shape, its card order) against a brute
  force written on :mod:`playable.engine.tricks` alone, with one best card
  (:func:`~playable.solver.solve.solve_one`) and a verdict's values
  (:func:`~playable.solver.solve.judge_one`) too;
* ``python -m playable bench --solver`` prints its table.

Hypothesis is derandomized: the same examples every run.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playable.allfours import Deal as AllFoursDeal
from playable.allfours import Options as AllFoursOptions
from playable.allfours import solve as allfours_solve
from playable.allfours.cards import ORDER as ALLFOURS_ORDER
from playable.bezique import Deal as BeziqueDeal
from playable.bezique import Options as BeziqueOptions
from playable.bezique import solve as bezique_solve
from playable.bezique.cards import BRISQUES
from playable.bezique.cards import CARD_ORDER as BEZIQUE_ORDER
from playable.engine.cards import Card, Suit
from playable.engine.tricks import SUITS, CardOrder, Follow, lawful, winner
from playable.quadrille.cards import ORDER as QUADRILLE_ORDER
from playable.solver.solve import (
    LAWFUL,
    PartnersSearch,
    Problem,
    Search,
    bits_of,
    compact,
    judge_one,
    searcher,
    solve,
    solve_one,
)
from playable.table.analysis import analyse

SETTINGS = settings(max_examples=40, derandomize=True, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow])


# --------------------------------------------------------------------------
# The oracle: exhaustive minimax over the engine


def final_diff(deal: Any, seat: int, points: Any) -> int:
    p = points(deal)
    return sum(v if s == seat else -v for s, v in enumerate(p))


def oracle(deal: Any, seat: int, points: Any) -> int:
    """The value for ``seat`` (his points minus the other's at the end) of
    ``deal`` with both players playing their best: every lawful act tried."""
    if deal.is_over:
        return final_diff(deal, seat, points)
    mover = deal.to_move
    results = []
    for action in deal.legal_actions():
        child = deal.clone()
        child.apply(action)
        results.append(oracle(child, seat, points))
    return max(results) if mover == seat else min(results)


def oracle_values(deal: Any, points: Any) -> dict[Any, int]:
    seat = deal.to_move
    out = {}
    for action in deal.legal_actions():
        child = deal.clone()
        child.apply(action)
        out[action] = oracle(child, seat, points)
    return out


def allfours_points(deal: AllFoursDeal) -> tuple[int, ...]:
    return tuple(deal.result().points)


def bezique_points(deal: BeziqueDeal) -> tuple[int, ...]:
    return tuple(deal.scores())


def allfours_ending(seed: int, cards_left: int, options: AllFoursOptions | None = None
                    ) -> AllFoursDeal:
    """A deal played at random until ``cards_left`` cards are left in the hands
    and on the table to be played."""
    rng = random.Random(seed)
    deal = AllFoursDeal.new(seed, options=options)
    while deal.phase.value != "play" and not deal.is_over:
        deal.apply(rng.choice(deal.legal_actions()))
    while not deal.is_over and len(deal.hand(0)) + len(deal.hand(1)) > cards_left:
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


def bezique_ending(seed: int, cards_left: int, options: BeziqueOptions | None = None
                   ) -> BeziqueDeal:
    """A two-handed deal played at random into its last eight tricks and on
    until ``cards_left`` cards are left in the hands."""
    rng = random.Random(seed)
    deal = BeziqueDeal.new(seed, options=options, dealer=seed % 2)
    while not deal.last_eight:
        deal.apply(rng.choice(deal.legal_actions()))
    while not deal.is_over and len(deal.hand(0)) + len(deal.hand(1)) > cards_left:
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


# --------------------------------------------------------------------------
# Against the oracle


@SETTINGS
@given(seed=st.integers(0, 2**31), cards=st.integers(1, 8),
       tie=st.sampled_from(["eldest", "none"]))
def test_allfours_values_equal_exhaustive_search(seed: int, cards: int, tie: str) -> None:
    deal = allfours_ending(seed, cards, AllFoursOptions(game_tie=tie))  # type: ignore[arg-type]
    if deal.is_over:
        return
    got = allfours_solve.values(deal)
    assert got == oracle_values(deal, allfours_points)


@SETTINGS
@given(seed=st.integers(0, 2**31), cards=st.integers(1, 8), target=st.sampled_from([7, 10]),
       behind=st.tuples(st.integers(1, 4), st.integers(1, 4)))
def test_allfours_match_values_equal_exhaustive_search(seed: int, cards: int, target: int,
                                                       behind: tuple[int, int]) -> None:
    """The match objective: the oracle counts each finished deal into the
    match with the engine's own ``Match.count``."""
    deal = allfours_ending(seed, cards, AllFoursOptions(target=target))
    if deal.is_over:
        return
    match = (target - behind[0], target - behind[1])
    got = allfours_solve.values(deal, match=match)
    seat = deal.to_move

    def worth(d: AllFoursDeal) -> tuple[int, ...]:
        w = allfours_solve.match_worth(d, match)
        return (w, 0)

    expected = {a: v if seat == 0 else -v
                for a, v in oracle_values_for(deal, 0, worth).items()}
    assert got == expected


def oracle_values_for(deal: Any, seat: int, points: Any) -> dict[Any, int]:
    """Each lawful act's value for ``seat`` (minimax over the engine)."""
    out = {}
    for action in deal.legal_actions():
        child = deal.clone()
        child.apply(action)
        out[action] = oracle(child, seat, points)
    return out


@SETTINGS
@given(seed=st.integers(0, 2**31), cards=st.integers(1, 8),
       last=st.sampled_from(["last", "twenty-fourth"]))
def test_bezique_values_equal_exhaustive_search(seed: int, cards: int, last: str) -> None:
    deal = bezique_ending(seed, cards, BeziqueOptions(last_trick=last))
    if deal.is_over:
        return
    got = bezique_solve.values(deal)
    assert got == oracle_values(deal, bezique_points)


@settings(max_examples=6, derandomize=True, deadline=None, database=None)
@given(seed=st.integers(0, 2**31))
def test_allfours_whole_deal_principal_line_scores_its_value(seed: int) -> None:
    """From the first lead: the principal line, played through the engine,
    scores the value the solver gives, and every lawful lead is worth at most
    the best (checked against the oracle on the line's last tricks)."""
    deal = allfours_ending(seed, 12)
    a = analyse(deal)
    assert a.best and a.value == max(v for _, v in a.values)
    clone = deal.clone()
    for act in a.line:
        if len(clone.hand(0)) + len(clone.hand(1)) <= 6:
            assert analyse(clone).value == oracle(clone, clone.to_move, allfours_points)
            break
        clone.apply(act)


# --------------------------------------------------------------------------
# The rules are the engine's


def solver_plays(search: Search) -> set[int]:
    node = search.root()
    t = search.problem.tables
    return {t.key[b] for b in bits_of(search.allowed(node))}


@settings(max_examples=15, derandomize=True, deadline=None, database=None)
@given(seed=st.integers(0, 2**31))
def test_solver_lawful_cards_are_the_engine_legal_plays(seed: int) -> None:
    rng = random.Random(seed)
    af = allfours_ending(seed, 12)
    while not af.is_over:
        search = Search(allfours_solve.problem(af))
        assert solver_plays(search) == {ALLFOURS_ORDER.key(c) for c in af.legal_plays()}
        af.apply(rng.choice(af.legal_actions()))
    bz = bezique_ending(seed, 16)
    while not bz.is_over:
        search = Search(bezique_solve.problem(bz))
        assert solver_plays(search) == {BEZIQUE_ORDER.key(c) for c in bz.legal_plays()}
        bz.apply(rng.choice(bz.legal_actions()))


ORDERS = [ALLFOURS_ORDER, BEZIQUE_ORDER, QUADRILLE_ORDER]


@settings(max_examples=300, derandomize=True, deadline=None, database=None)
@given(seed=st.integers(0, 2**31), which=st.integers(0, 2), rule=st.sampled_from(list(Follow)),
       trump=st.sampled_from(list(Suit)))
def test_the_bitmask_rules_are_playable_tricks_lawful(seed: int, which: int, rule: Follow,
                                                      trump: Suit) -> None:
    order: CardOrder = ORDERS[which]
    rng = random.Random(seed)
    t = compact(order, trump)
    tables = order.tables(trump)
    keys = rng.sample(range(len(order.cards)), rng.randint(2, 14))
    trick = keys[:rng.randint(1, 3)]
    hand = keys[len(trick):]
    expected = set(lawful(hand, trick, rule, tables.follows, tables.power))
    best = trick[0]
    for k in trick[1:]:
        if (1 << t.bits[k][0]) & t.beats(t.bits[best][0]):
            best = k
    mask = sum(1 << t.bits[k][0] for k in hand)
    got = LAWFUL[rule](mask, t.cls[t.bits[trick[0]][0]], t.bits[best][0], t.class_mask, t.cls,
                       t.above)
    assert {t.key[b] for b in bits_of(got)} == expected


def test_compact_tables_follow_the_card_order() -> None:
    for order in ORDERS:
        for trump in SUITS:
            t = compact(order, trump, copies=2)
            tables = order.tables(trump)
            for b, k in enumerate(t.key):
                assert t.cls[b] == tables.follows[k]
                for c, j in enumerate(t.key):
                    higher = tables.follows[j] == tables.follows[k] and \
                        tables.power[j] > tables.power[k]
                    assert bool(t.above[b] >> c & 1) == higher


# --------------------------------------------------------------------------
# Hand-worked cases


def test_allfours_the_lead_decides_the_knave() -> None:
    """Hearts trumps (the four turned up).  P1, the eldest, holds Q♥ 2♠ A♣ K♣
    A♦ K♦; P0, the dealer, J♥ 3♠ 4♣ 5♣ 4♦ 5♦.  P1 wins the four tricks of clubs
    and diamonds (14 for Game, which P0 can no longer reach) and leads with
    two cards left, Q♥ 2♠ against J♥ 3♠: only the Jack is open.

    * Q♥ led: P0 holds a heart, so he must follow with the knave (law iii),
      the queen takes it, and Jack goes to P1.
    * 2♠ led: P0 trumps it with the knave (he may trump though he holds the
      suit), wins it into his own tricks and keeps Jack.

    The Jack is a point each way, so the queen is worth two more than the
    spade, and P1's best is the queen: High (Q♥) and Game to P1, Low (J♥,
    dealt to P0) to P0, Jack to P1: 3 to 1."""
    deal = AllFoursDeal.from_hands(eldest="QH 2S AC KC AD KD", dealer="JH 3S 4C 5C 4D 5D",
                                   turn_up="4H")
    deal.stand()
    for lead, reply in [("AC", "4C"), ("KC", "5C"), ("AD", "4D"), ("KD", "5D")]:
        deal.play(lead)
        deal.play(reply)
    assert deal.to_move == 1
    a = analyse(deal)
    by_card = {act.cards[0].ascii: v for act, v in a.values}
    assert by_card == oracle_by_card(deal)
    assert by_card == {"QH": 2, "2S": 0}
    assert [act.cards[0].ascii for act in a.best] == ["QH"]
    assert a.points == (1, 3)
    assert [act.cards[0].ascii for act in a.line] == ["QH", "JH", "2S", "3S"]


def oracle_by_card(deal: Any) -> dict[str, int]:
    points = allfours_points if isinstance(deal, AllFoursDeal) else bezique_points
    return {act.cards[0].ascii: v for act, v in oracle_values(deal, points).items()}


def test_bezique_refuses_hands_of_two_sizes_and_says_why() -> None:
    """A draw missed or a card overdrawn (126 iii-iv), as at the table,
    can bring a deal to its last eight tricks with a card more in one hand
    than the other.  The solver, which plays out hands of one size, had
    taken such a position and then stopped inside its search; it now
    refuses it, and the table says why in the solver's words."""
    from playable.engine.errors import RuleError
    from playable.table.analysis import refusal, solvable, standing

    def unequal(seed: int) -> BeziqueDeal | None:
        rng = random.Random(seed)
        deal = BeziqueDeal.new(seed, options=BeziqueOptions(strict=False), dealer=seed % 2)
        while not deal.is_over and not deal.last_eight:
            odd = [a for a in deal.irregular_actions() if a.player == deal.to_move
                   and a.kind in ("draw", "play")] if rng.random() < 0.2 else []
            try:
                deal.apply(rng.choice(odd) if odd else rng.choice(deal.legal_actions()))
            except RuleError:
                deal.apply(rng.choice(deal.legal_actions()))
        sizes = {len(deal.hand(seat)) for seat in (0, 1)}
        return deal if deal.last_eight and not deal.is_over and len(sizes) == 2 else None

    deal = next(d for d in map(unequal, range(200)) if d is not None)
    assert not solvable(deal)
    why = refusal(deal)
    assert why is not None and why.startswith("the hands are not of one size")
    assert standing(deal) == [f"Now: no verdict: {why}."]


def test_where_the_solver_refuses_a_card_of_the_play_the_table_says_its_reason() -> None:
    """A Whist deal with a renounce on the table, as at the table: the
    solver does not take it, and the table's "no verdict" gives the solver's
    own reason rather than a word for any irregularity."""
    from playable.engine.errors import RuleError
    from playable.table.analysis import refusal, standing
    from playable.whist import Deal as WhistDeal
    from playable.whist import Options as WhistOptions

    deal = WhistDeal.new(5, options=WhistOptions(strict=False))
    while not deal.renounces:
        lawful = set(deal.legal_actions())
        renounce = [a for a in deal.irregular_actions() if a.kind == "play" and
                    a.player == deal.to_move and a not in lawful]
        try:
            deal.apply(renounce[0] if renounce else deal.legal_actions()[0])
        except RuleError:
            deal.apply(deal.legal_actions()[0])
    why = refusal(deal)
    assert why is not None and "a renounce" in why
    assert standing(deal) == [f"Now: no verdict: {why}."]


def test_bezique_must_win_forces_a_ten() -> None:
    """Bezique's last eight (124), hearts trumps, the last two tricks, worked by
    hand on the solver's own tables.  P0 has led K♠ and holds A♠; P1 holds
    10♠ 7♠.  P1 must follow suit and win if able: the ten is his only lawful
    card (the seven would follow but not win).  P1 takes the trick with its
    brisque (+10), leads the seven, and P0's ace takes the last trick: the ace
    (+10) and the last trick (+10).  P1's value: 10 - 20 = -10.

    Were P1 free to duck with the seven (follow suit only), P0 would win the
    first trick and lead the ace, and P1's ten would fall to it: -30; the
    rule that forces the ten here spares P1 twenty points."""
    t = compact(BEZIQUE_ORDER, Suit.HEARTS, copies=2)

    def bit(text: str) -> int:
        return t.bits[BEZIQUE_ORDER.key(Card.parse(text))][0]

    points = tuple(10 if k in BRISQUES else 0 for k in t.key)
    for rule, expected in [(bezique_solve.LAST_EIGHT, {"TS": -10}),
                           (Follow.SUIT, {"TS": -10, "7S": -30})]:
        problem = Problem(t, rule, (0, 1), [1 << bit("AS"), (1 << bit("TS")) | (1 << bit("7S"))],
                          leader=0, trick=[(0, bit("KS"))], points=points, last_bonus=10)
        solution = solve(problem)
        got = {Card.parse(str(BEZIQUE_ORDER.cards[t.key[b]])).ascii: v
               for b, v in solution.values.items()}
        assert got == expected


# --------------------------------------------------------------------------
# Four seats in two sides (Quadrille's shape), on the solver's own problem


def brute(hands: list[list[int]], trick: list[tuple[int, int]], leader: int, rule: Follow,
          order: CardOrder, trump: Suit, side: tuple[int, ...], worth: dict[int, int]) -> int:
    """Side 0's tricks-and-points minus side 1's from here, every lawful card
    tried, by playable.engine.tricks alone (keys, not bits)."""
    tables = order.tables(trump)
    n = len(hands)
    if not trick and not any(hands):
        return 0
    if len(trick) == n:
        keys = [k for _, k in trick]
        won_by = trick[lawful_winner(keys, tables)][0]
        gain = 1 + sum(worth.get(k, 0) for k in keys)
        rest = brute(hands, [], won_by, rule, order, trump, side, worth)
        return rest + (gain if side[won_by] == 0 else -gain)
    seat = (leader + len(trick)) % n
    values = []
    for k in lawful(hands[seat], [k for _, k in trick], rule, tables.follows, tables.power):
        hands[seat].remove(k)
        values.append(brute(hands, [*trick, (seat, k)], leader, rule, order, trump, side, worth))
        hands[seat].append(k)
    return max(values) if side[seat] == 0 else min(values)


def lawful_winner(keys: list[int], tables: Any) -> int:
    return winner(keys, tables.follows, tables.power)


def four_seats(seed: int, sides: tuple[int, ...], rule: Follow, size: int, played: int,
               points: bool = True) -> tuple[Problem, dict[int, int]]:
    """A seeded problem of four seats in two sides, ``size`` cards a hand,
    ``played`` cards on the table (lawfully played), each card worth some
    points (or none: a problem of tricks alone), and each lawful card's
    value for the side to move by :func:`brute` (by key)."""
    rng = random.Random(seed)
    order = QUADRILLE_ORDER
    trump = rng.choice(list(Suit))
    keys = rng.sample(range(len(order.cards)), 4 * size)
    hands = [keys[i * size:(i + 1) * size] for i in range(4)]
    worth = {k: rng.choice([0, 0, 1, 3]) if points else 0 for k in keys}
    leader = rng.randrange(4)
    t = compact(order, trump)
    tables = order.tables(trump)
    trick: list[tuple[int, int]] = []
    for i in range(min(played, 3)):  # cards already on the table, lawfully played
        seat = (leader + i) % 4
        choices = lawful(hands[seat], [k for _, k in trick], rule, tables.follows, tables.power)
        k = rng.choice(choices)
        hands[seat].remove(k)
        trick.append((seat, k))
    seat = (leader + len(trick)) % 4
    final_range = 4 * size
    problem = Problem(t, rule, sides, [sum(1 << t.bits[k][0] for k in h) for h in hands],
                      leader, [(s, t.bits[k][0]) for s, k in trick],
                      tuple(worth.get(k, 0) for k in t.key), trick_count=1,
                      final=tuple(range(-final_range, final_range + 1)),
                      final_offset=final_range)
    # each trick counts one (trick_count) and final() scores the difference
    # itself: the value is the tricks plus the points, as brute() counts them
    sign = 1 if sides[seat] == 0 else -1
    expected = {}
    for k in lawful(hands[seat], [k for _, k in trick], rule, tables.follows, tables.power):
        hands[seat].remove(k)
        on = [*trick, (seat, k)]
        value = brute(hands, on, leader, rule, order, trump, sides, worth)
        hands[seat].append(k)
        expected[k] = sign * value
    return problem, expected


#: The strategies of :func:`four_seats`' arguments.
FOUR_SEATS: dict[str, Any] = {
    "seed": st.integers(0, 2**31),
    "sides": st.sampled_from([(0, 1, 0, 1), (0, 0, 1, 1), (0, 1, 1, 1)]),
    "rule": st.sampled_from(list(Follow)), "size": st.integers(1, 3),
    "played": st.integers(0, 3)}


@settings(max_examples=60, derandomize=True, deadline=None, database=None)
@given(**FOUR_SEATS)
def test_four_seats_in_two_sides_equal_brute_force(seed: int, sides: tuple[int, ...],
                                                   rule: Follow, size: int,
                                                   played: int) -> None:
    problem, expected = four_seats(seed, sides, rule, size, played)
    t = problem.tables
    got = {t.key[b]: v for b, v in solve(problem).values.items()}
    assert got == expected


@settings(max_examples=80, derandomize=True, deadline=None, database=None)
@given(**FOUR_SEATS, points=st.booleans())
def test_one_best_card_keeps_the_value_brute_force_finds(seed: int, sides: tuple[int, ...],
                                                         rule: Follow, size: int, played: int,
                                                         points: bool) -> None:
    """:func:`solve_one`, the value alone and one card that keeps it, with
    each kind of search: points (:class:`Search`), tricks alone
    (:class:`TrickSearch`), and bridge's problem (partners opposite,
    "follow suit": :class:`PartnersSearch`)."""
    problem, expected = four_seats(seed, sides, rule, size, played, points)
    value, bit = solve_one(problem)
    assert value == max(expected.values())
    assert expected[problem.tables.key[bit]] == value


@settings(max_examples=60, derandomize=True, deadline=None, database=None)
@given(**FOUR_SEATS, points=st.booleans())
def test_a_verdicts_values_are_those_brute_force_finds(seed: int, sides: tuple[int, ...],
                                                       rule: Follow, size: int, played: int,
                                                       points: bool) -> None:
    """:func:`judge_one`, a verdict's values for each lawful card played in
    turn: that card's, the best value and every best card's, with each kind
    of search (as above); no card it values is valued wrongly."""
    problem, expected = four_seats(seed, sides, rule, size, played, points)
    t = problem.tables
    top = max(expected.values())
    best = {k for k, v in expected.items() if v == top}
    for b in bits_of(problem.hands[problem.to_move]):
        if t.key[b] not in expected:
            continue  # not lawful here
        found = judge_one(problem, b)
        values = {t.key[c]: v for c, v in found.values.items()}
        assert values[t.key[b]] == expected[t.key[b]] and found.value == top
        assert best <= set(values) and all(expected[k] == v for k, v in values.items())


def test_solve_one_searches_the_partners_problem_from_a_whole_deal() -> None:
    """Whist's first lead, thirteen cards a hand: :func:`solve_one`'s value
    and card against :func:`solve`'s every card."""
    from playable.whist import Deal as WhistDeal
    from playable.whist import solve as whist_solve

    problem = whist_solve.problem(WhistDeal.new(6))
    assert isinstance(searcher(problem), PartnersSearch)
    values = solve(problem, line=False).values
    value, bit = solve_one(problem)
    assert value == max(values.values()) and values[bit] == value


def test_solve_one_takes_the_card_the_search_found() -> None:
    """After the value of Whist's first lead, the partners search names the
    lead its last search found best (:meth:`Search.found`): a card that
    keeps the value, which :func:`solve_one` returns without trying the
    lawful cards in their order.  A search that keeps none says -1."""
    from playable.whist import Deal as WhistDeal
    from playable.whist import solve as whist_solve

    for seed in (1, 6, 9):
        problem = whist_solve.problem(WhistDeal.new(seed))
        values = solve(problem, line=False).values
        search = searcher(problem)
        root = search.root()
        search.exact(root)
        card = search.found(root)
        # solve and solve_one value for the side to move
        value, bit = solve_one(problem)
        assert card >= 0 and bit == card
        assert values[card] == value == max(values.values())
        # mid-trick the killer lead is not the mover's card: none is named
        assert search.found(search.advance(root, card)) == -1
    plain = Search(four_seats(3, (0, 1, 0, 1), Follow.SUIT, 3, 0, True)[0])
    assert plain.found(plain.root()) == -1


def test_bench_solver_prints_its_table() -> None:
    import io

    from playable.__main__ import main

    out = io.StringIO()
    assert main(["bench", "--solver", "--deals", "2"], stdout=out) == 0
    text = out.getvalue()
    assert "All-Fours" in text and "Bezique, last eight" in text and "nodes" in text
    assert "Quadrille, ten tricks from the first lead" in text
    assert "of 2 over 1 s; the slowest searches: #" in text
    # each case's line: its label, then the median, the 99th percentile and
    # the worst of the times, then of the nodes, each in order
    header, *rows = text.splitlines()
    assert header.split()[1:] == ["median", "ms", "p99", "ms", "max", "ms", "nodes", "p99",
                                  "nodes", "max", "nodes"]
    timed = [r for r in rows if r.endswith(tuple("0123456789")) and ": " in r[:50]]
    assert len(timed) >= 8  # a search and an analysis of each of four cases
    for row in timed:
        figures = row[50:].split()
        assert len(figures) == 6, row
        ms, p99_ms, max_ms, nodes, p99_nodes, max_nodes = map(float, figures)
        assert ms <= p99_ms <= max_ms and nodes <= p99_nodes <= max_nodes, row


def test_bench_solver_deals_reach_the_slow_case(monkeypatch: Any) -> None:
    """``--deals N`` times every case on N deals, Quadrille's slow first
    leads too; without it, the slow case stops at its ``most``."""
    import io

    from playable import bench
    from playable.__main__ import main

    counts: dict[str, int] = {}
    monkeypatch.setattr(bench, "_time_case", lambda entry, number, count, *rest: counts.update(
        {entry.solver.cases[number].label: count}))
    assert main(["bench", "--solver", "--deals", "200"], stdout=io.StringIO()) == 0
    assert counts["Quadrille, ten tricks from the first lead"] == 200
    assert set(counts.values()) == {200}
    assert main(["bench", "--solver"], stdout=io.StringIO()) == 0
    assert counts["Quadrille, ten tricks from the first lead"] == 15
    assert counts["Bezique, last eight"] == 50


def test_bench_solver_times_the_games_named_alone(monkeypatch: Any) -> None:
    """``bench quadrille --solver`` times Quadrille's cases and no other
    game's (it timed every game's, the name unread)."""
    import io

    from playable import bench
    from playable.__main__ import main

    timed: list[str] = []
    monkeypatch.setattr(bench, "_time_case", lambda entry, *rest: timed.append(entry.id))
    assert main(["bench", "quadrille", "--solver", "--deals", "3"], stdout=io.StringIO()) == 0
    assert timed and set(timed) == {"quadrille"}
    timed.clear()
    assert main(["bench", "whist", "bezique", "--solver"], stdout=io.StringIO()) == 0
    assert set(timed) == {"whist", "bezique"}


def test_a_percentile_is_one_of_the_values_by_nearest_rank() -> None:
    from playable.bench import percentile

    values = list(range(1, 201))
    random.Random(3).shuffle(values)
    assert percentile(values, 99) == 198
    assert percentile(values, 50) == 100
    assert percentile(values, 100) == max(values)
    assert percentile([7.5], 99) == 7.5
    assert percentile([1, 2], 99) == 2
