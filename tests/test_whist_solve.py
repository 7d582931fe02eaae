"""The double-dummy search of four seats in two partnerships
(:mod:`playable.solver.partners`), which Whist's solver uses.

* against a plain exhaustive search written here (every lawful card tried,
  no table, no bound, no merge) on small endings of seeded deals: five
  tricks or fewer, every leader, each suit trumps and no trumps, at a
  trick's start and within a trick;
* against the general :class:`~playable.solver.search.TrickSearch` on
  twenty seeded deals of eight cards a hand, every leader (run everywhere:
  the deepest check of the table's shared answers where DDS is not
  installed);
* against DDS (``endplay``, where it is installed: the test says so and
  skips where it is not) on ten seeded whole deals, every leader;
* :func:`playable.whist.solve.analyse` on a whole deal from the first lead,
  each lawful card's value the plain search's through the general
  :class:`~playable.solver.search.TrickSearch`'s on a smaller ending.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from playable.engine.tricks import SUITS, TRUMPS
from playable.solver.memory import Memory
from playable.solver.moves import Problem, Tables, compact
from playable.solver.pairs_bounds import sure_tricks
from playable.solver.partners import PartnersSearch, partners
from playable.solver.search import TrickSearch
from playable.solver.solve import solve, solve_first
from playable.whist import Deal
from playable.whist import solve as whist_solve
from playable.whist.cards import FOLLOW, ORDER
from playable.whist.solve import FINAL


def problem(seed: int, tricks: int, leader: int, trump: int | None, played: int = 0) -> Problem:
    """A seeded deal of ``tricks`` cards a hand, ``trump`` the index of the
    trump suit (None: no trumps), ``played`` cards of the first trick played
    (each a random lawful card)."""
    rng = random.Random(seed)
    t = compact(ORDER, None if trump is None else SUITS[trump])
    keys = rng.sample(range(52), 4 * tricks)
    hands = [0] * 4
    for i, k in enumerate(keys):
        hands[i % 4] |= 1 << t.bits[k][0]
    trick: list[tuple[int, int]] = []
    for i in range(played):
        seat = (leader + i) % 4
        cards = lawful(t, hands[seat], trick[0][1] if trick else -1)
        b = rng.choice(cards)
        hands[seat] ^= 1 << b
        trick.append((seat, b))
    return Problem(t, FOLLOW, (0, 1, 0, 1), hands, leader, trick, (0,) * 52, trick_count=1,
                   final=FINAL, final_offset=13)


def lawful(t: Tables, hand: int, lead: int) -> list[int]:
    """The bits of ``hand`` its holder may play to the card ``lead`` (-1: he leads)."""
    mask = hand
    if lead >= 0 and hand & t.class_mask[t.cls[lead]]:
        mask = hand & t.class_mask[t.cls[lead]]
    return [b for b in range(len(t.key)) if mask >> b & 1]


def winner(t: Tables, trick: list[tuple[int, int]]) -> int:
    """The seat that wins the four cards ``trick``."""
    seat, win = trick[0]
    for s, b in trick[1:]:
        if t.cls[b] == t.cls[win] and t.power[b] > t.power[win] or (
                t.cls[b] == TRUMPS and t.cls[win] != TRUMPS):
            seat, win = s, b
    return seat


def plain(t: Tables, hands: list[int], leader: int, trick: list[tuple[int, int]]) -> int:
    """Side 0's (South–North's) tricks from here, every card tried."""
    if len(trick) == 4:
        w = winner(t, trick)
        return (w % 2 == 0) + plain(t, hands, w, [])
    if not any(hands):
        return 0
    seat = (leader + len(trick)) % 4
    values = []
    for b in lawful(t, hands[seat], trick[0][1] if trick else -1):
        hands[seat] ^= 1 << b
        values.append(plain(t, hands, leader, [*trick, (seat, b)]))
        hands[seat] ^= 1 << b
    return max(values) if seat % 2 == 0 else min(values)


def searched(p: Problem) -> int:
    """Side 0's tricks from ``p`` by the partners' search (a binary search on
    its probes)."""
    search = PartnersSearch(p)
    root = search.root()
    lo, hi = 0, (sum(h.bit_count() for h in p.hands) + len(p.trick)) // 4
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if search.at_least(root, mid):
            lo = mid
        else:
            hi = mid - 1
    return lo


CASES = [(seed, tricks, leader, trump, played)
         for seed in range(6) for tricks in (3, 4) for leader in range(4)
         for trump in (0, 1, 2, 3, None) for played in (0, 2)]


def test_whist_problems_are_the_partners_search() -> None:
    p = problem(0, 3, 0, 0)
    assert partners(p)
    assert not partners(Problem(p.tables, FOLLOW, (0, 1, 1, 1), p.hands, 0, [], p.points,
                                trick_count=1))


@pytest.mark.parametrize(("seed", "tricks", "leader", "trump", "played"), CASES)
def test_small_endings_against_the_plain_search(seed: int, tricks: int, leader: int,
                                                trump: int | None, played: int) -> None:
    p = problem(seed, tricks, leader, trump, played)
    assert searched(p) == plain(p.tables, list(p.hands), p.leader, list(p.trick))


@pytest.mark.parametrize("seed", range(0, 8, 2))
def test_five_tricks_every_card_valued_as_the_plain_search(seed: int) -> None:
    """The value of each lawful card at the root (the solver's entry), five
    tricks a hand, within a trick or at its start."""
    p = problem(100 + seed, 5, seed % 4, None if seed == 7 else seed % 4, seed % 3)
    solution = solve(p, line=False)
    seat = p.to_move
    t = p.tables
    for b in lawful(t, p.hands[seat], p.trick[0][1] if p.trick else -1):
        hands = list(p.hands)
        hands[seat] ^= 1 << b
        ns = plain(t, hands, p.leader, [*p.trick, (seat, b)])
        mine = ns if seat % 2 == 0 else 5 - ns
        # FINAL: the points of a difference of tricks (from -13), as if
        # the tricks before were shared evenly
        assert solution.values[b] == FINAL[mine - (5 - mine) + 13]
    # the general trick search agrees on the tricks
    assert searched(p) == _tricks(TrickSearch(p), p)


def _tricks(search: TrickSearch, p: Problem) -> int:
    root = search.root()
    return sum(1 for k in range(1, 6) if search.at_least(root, k))


def test_dds_cut_offs_fire_and_answer_as_the_plain_search() -> None:
    """DDS's later-tricks bound (the side not on lead surely takes a trick
    or two: with no trump out, the side to lead cannot take every trick
    leading only the classes it commands; with trumps, a trump trick held
    over the top trump or beside the second and third) and its skip of the
    small cards of a class once one of them failed below the lowest rank
    the failure rested on, and its quick trick of the second hand (the
    trick is all his side needs, and it surely takes it: its highest card
    of the suit led beats the lead and the third seat's, or it ruffs while
    the third follows or cannot ruff): on seeded endings of three and four
    tricks, at a trick's start and within it, every probe is the plain
    search's, and each cut-off fires in many of them."""
    fired = [0, 0, 0]
    for seed in range(400):
        tricks = 4 if seed % 4 == 1 else 3
        p = problem(2000 + seed, tricks, seed % 4, None if seed % 5 == 4 else seed % 5 % 4,
                    seed % 3)
        value = plain(p.tables, list(p.hands), p.leader, list(p.trick))
        search = PartnersSearch(p)
        root = search.root()
        for k in range(1, tricks + 1):
            assert search.at_least(root, k) == (value >= k), (seed, k)
        for i in range(3):
            fired[i] += search.fired[i] > 0
    assert fired[0] >= 30 and fired[1] >= 80 and fired[2] >= 80, fired


def test_quick_tricks_of_both_hands_and_trumps_drawn_answer_as_the_plain_search() -> None:
    """DDS's quick tricks of both hands of the side on lead (the leader
    cashes his own, crosses in a class he left alone to his partner's
    highest card, the partner cashes his: ``fired[3]``) and the leader's
    quick tricks once his top trumps have drawn the adversaries' (none of
    theirs then left to ruff: ``fired[4]``; and both hands' where the
    leader's trumps drew theirs before he crossed, so that the partner's
    classes are safe from a ruff: ``fired[6]``), each taken only where better
    than the bound before: on seeded endings of four tricks, at a trick's
    start and within it, every probe is the plain search's, each bound is
    taken in many of them, and at a trick's start the sure tricks of each
    side (:func:`~playable.solver.pairs_bounds.sure_tricks`) are at most
    the tricks it takes."""
    taken = [0, 0, 0]
    tricks = 4
    for seed in range(150):
        played = seed % 3 % 2
        p = problem(3000 + seed, tricks, seed % 4, seed % 4 if seed % 5 else None, played)
        value = plain(p.tables, list(p.hands), p.leader, list(p.trick))
        search = PartnersSearch(p)
        root = search.root()
        for k in range(1, tricks + 1):
            assert search.at_least(root, k) == (value >= k), (seed, k)
        taken[0] += search.fired[3] > 0
        taken[1] += search.fired[4] > 0
        taken[2] += search.fired[6] > 0
        if not played:
            t = p.tables
            count = sure_tricks(list(p.hands), [m for m in t.class_mask if m],
                                t.class_mask[TRUMPS], len(t.cls), [0] * 7)
            q, _, r, _ = count(p.leader, tricks, p.hands[0] | p.hands[1] | p.hands[2] | p.hands[3])
            mine = value if p.leader % 2 == 0 else tricks - value
            assert q <= mine and r <= tricks - mine, seed
    assert taken[0] >= 15 and taken[1] >= 25 and taken[2] >= 5, taken  # 8 of the 150


@pytest.mark.parametrize(("text", "rests"), [
    # West follows to the heart (his higher trump idle), East has none
    ("2♥ 3♣ | A♥ 3♠ | 2♠ 4♣ | K♥ 5♣", None),
    # East is out of hearts too, but his trump is below North's queen
    ("2♥ 3♣ | 5♥ K♠ | Q♠ 4♣ | 2♠ 6♣", "Q♠"),
])
def test_the_partner_ruffs_a_quick_trick(text: str, rests: str | None) -> None:
    """South, to lead with spades trumps, has no trick of his own and North
    none he can reach, and North's trump is beaten: only the heart led for
    North to ruff takes a trick, which DDS's quick tricks count (``fired[5]``)
    where each adversary follows or trumps below North.  The bound rests on
    North's highest trump where an adversary may trump, else on no rank."""
    t = compact(ORDER, next(s for s in SUITS if s.letter == "S"))
    hands = laid(t, text)
    assert plain(t, list(hands), 0, []) == 1
    fired = [0] * 7
    count = sure_tricks(list(hands), [m for m in t.class_mask if m], t.class_mask[TRUMPS],
                        len(t.cls), fired)
    q, rq, _, _ = count(0, 2, hands[0] | hands[1] | hands[2] | hands[3])
    assert (q, fired[5]) == (1, 1)
    assert rq == (0 if rests is None else 1 << laid(t, f"{rests} | | |")[0].bit_length() - 1)
    p = Problem(t, FOLLOW, (0, 1, 0, 1), hands, 0, [], (0,) * 52, trick_count=1,
                final=FINAL, final_offset=13)
    search = PartnersSearch(p)
    root = search.root()
    assert [search.at_least(root, k) for k in (1, 2)] == [True, False]


def test_the_partners_ruff_answers_as_the_plain_search() -> None:
    """The partner's ruff counted as the leader's quick trick: on seeded
    endings of three and four tricks with trumps, at a trick's start and
    within it, every probe is the plain search's, and it is counted in many."""
    counted = 0
    for seed in range(400):
        tricks = 4 if seed % 3 == 0 else 3
        p = problem(5000 + seed, tricks, seed % 4, seed % 4, seed % 3)
        value = plain(p.tables, list(p.hands), p.leader, list(p.trick))
        search = PartnersSearch(p)
        root = search.root()
        for k in range(1, tricks + 1):
            assert search.at_least(root, k) == (value >= k), (seed, k)
        counted += search.fired[5] > 0
    assert counted >= 20, counted  # 33 of the 400


def test_the_partner_is_reached_in_a_class_the_leader_left_alone() -> None:
    """South cashes his two spades (the ace, then the two once North's king
    fell under it) but cannot reach North's hearts after: the quick tricks
    of both hands count the partner's only where the leader holds a card
    of a class whose tricks he left to the partner (here none), so the four
    tricks the two hands hold between them are not claimed; the side takes
    three (the two of spades led to North's king, then the hearts)."""
    t = compact(ORDER, None)
    hands = laid(t, "A♠ 2♠ 3♦ 2♣ | Q♠ A♦ K♦ A♣ | K♠ A♥ K♥ 3♣ | J♠ Q♦ J♦ K♣")
    p = Problem(t, FOLLOW, (0, 1, 0, 1), hands, 0, [], (0,) * 52, trick_count=1,
                final=FINAL, final_offset=13)
    assert plain(t, list(hands), 0, []) == 3
    search = PartnersSearch(p)
    root = search.root()
    assert [search.at_least(root, k) for k in (3, 4)] == [True, False]

# --------------------------------------------------------------------------
# Against DDS (bridge's double-dummy solver), where endplay is installed

SEATS_DDS = ("S", "W", "N", "E")  # seat 0 South, then the order of play


def pbn(p: Problem) -> str:
    """The hands of ``p`` in PBN, North first."""
    t = p.tables
    hands = []
    for seat in (2, 3, 0, 1):
        suits: dict[str, list[tuple[int, str]]] = {"S": [], "H": [], "D": [], "C": []}
        for b in range(len(t.key)):
            if p.hands[seat] >> b & 1:
                card = ORDER.cards[t.key[b]]
                rank = str(card.rank)
                suits[card.suit.letter].append((int(card.rank), "T" if rank == "10" else rank))
        hands.append(".".join("".join(r for _, r in sorted(suits[s], reverse=True))
                              for s in "SHDC"))
    return "N:" + " ".join(hands)


def against_dds(seed: int, tricks: int, trump: int | None) -> None:
    """Side 0's tricks in the seeded deal of ``tricks`` cards a hand, every
    seat leading, are DDS's."""
    dds = pytest.importorskip("endplay.dds", reason="endplay (DDS) is not installed here")
    types = pytest.importorskip("endplay.types")
    for leader in range(4):
        p = problem(seed, tricks, leader, trump)
        deal = types.Deal(pbn(p))
        deal.trump = (types.Denom.nt if trump is None
                      else types.Denom.find(SUITS[trump].letter))
        deal.first = types.Player.find(SEATS_DDS[leader])
        best = max(won for _, won in dds.solve_board(deal))
        assert searched(p) == (best if leader % 2 == 0 else tricks - best), (seed, leader)


@pytest.mark.parametrize("seed", range(10))
def test_against_dds_every_leader(seed: int) -> None:
    """Ten seeded deals of eight cards a hand (a quicker check than
    tests/test_whist_dds.py's hundred whole deals), each suit trumps in
    turn and no trumps."""
    against_dds(500 + seed, 8, None if seed % 5 == 4 else seed % 4)


def test_many_small_deals_against_dds() -> None:
    """A hundred and twenty seeded deals of four to seven cards a hand (the
    sweep that found a partner's entry counted where the leader's lowest
    card of the class was above the partner's highest, in no trumps)."""
    for seed in range(120):
        against_dds(7000 + seed, 4 + seed % 4, None if seed % 5 == 4 else seed % 5)


def test_the_solver_values_honours_claimed_by_the_table_as_the_engine_claims_them() -> None:
    """Where the table claims its honours (``Options.claim_honours``, ¶76 xix)
    the principal line ends at the claim; the solver has the holders claim
    them in full, so every card is worth what it is worth when the engine
    claims them itself (before, the analysis failed: the line did not end
    the deal)."""
    from playable.whist import Deal, Options
    from playable.whist.solve import analyse

    claimed = 0
    for seed in range(1, 25):
        deals = [Deal.new(seed, options=Options(claim_honours=on)) for on in (False, True)]
        rng = random.Random(seed)
        while len(deals[0].tricks) < 9:
            plays = [a for a in deals[0].legal_actions() if a.kind == "play"]
            act = plays[rng.randrange(len(plays))]
            for d in deals:
                d.apply(act)
        plain, table = (analyse(d) for d in deals)
        assert table.values == plain.values and table.best == plain.best
        assert table.line == plain.line[:len(table.line)]
        claimed += max(deals[1].honours_held()) >= 3
    assert claimed >= 5


# --------------------------------------------------------------------------
# The partition of the table by the ranks that decided an answer


def swaps(p: Problem) -> list[list[int]]:
    """The hands of ``p`` with two cards of one class, held by two hands,
    exchanged (the lowest three of each class out only): the same lengths,
    other owners below the highest cards."""
    t = p.tables
    out = []
    held = 0
    for h in p.hands:
        held |= h
    for mask in t.class_mask:
        low = [b for b in range(len(t.key)) if (held & mask) >> b & 1][:3]
        for i, b in enumerate(low):
            for c in low[i + 1:]:
                hb = next(s for s in range(4) if p.hands[s] >> b & 1)
                hc = next(s for s in range(4) if p.hands[s] >> c & 1)
                if hb != hc:
                    hands = list(p.hands)
                    hands[hb] ^= 1 << b | 1 << c
                    hands[hc] ^= 1 << b | 1 << c
                    out.append(hands)
    return out


def test_an_answer_holds_where_only_the_small_cards_differ() -> None:
    """An answer the search proved is stored with the ranks that decided
    it, and answers, from the table alone (one node), a position whose
    cards differ only below those ranks, where a search of its own takes
    more (counted over six seeded endings: in one of them the bounds of a
    trick's start now answer every such position at once); every answer,
    from the table or not, is the plain search's."""
    from_table = 0
    for seed in range(6):
        p = problem(300 + seed, 4, seed % 4, None if seed == 5 else seed % 4)
        value = plain(p.tables, list(p.hands), p.leader, [])
        search = PartnersSearch(p)
        root = search.root()
        for k in (value, value + 1):
            assert search.at_least(root, k) == (value >= k)
            for hands in swaps(p):
                before = search.nodes
                answer = search.at_least(replace(root, hands=tuple(hands)), k)
                assert answer == (plain(p.tables, list(hands), p.leader, []) >= k)
                if search.nodes - before == 1:
                    own = PartnersSearch(replace(p, hands=hands))
                    own.at_least(own.root(), k)
                    from_table += own.nodes > 1
    assert from_table >= 20, from_table


def laid(t: Tables, text: str) -> list[int]:
    """Four hands (South, West, North, East) written as cards, ``|`` between hands."""
    bits = {str(ORDER.cards[t.key[b]]): b for b in range(len(t.key))}
    return [sum(1 << bits[card] for card in hand.split()) for hand in text.split("|")]


def test_a_run_of_equal_cards_decides_a_failure() -> None:
    """North, to lead, cannot take all four tricks while his hearts stand
    above South's small ones (every heart he plays overtakes South's), but
    can once a small heart of his is below them (he unblocks, and South's
    last heart squeezes East); the ranks of North's run 10-9-8, which the
    search tried as one card, decided the first answer, so it is no answer
    to the second (seeded deal 5 of Whist, whose first lead the search
    once valued a trick too high for the side that leads)."""
    t = compact(ORDER, next(s for s in SUITS if s.letter == "S"))  # spades trumps, all out
    first = laid(t, "2♥ 5♥ 7♥ Q♥ | K♣ 2♦ J♦ J♥ | Q♦ 8♥ 9♥ 10♥ | 7♣ 4♦ K♦ 4♥")
    second = laid(t, "2♥ 7♥ 8♥ Q♥ | 7♣ 2♦ J♦ J♥ | 4♦ 5♥ 9♥ 10♥ | K♣ Q♦ K♦ 4♥")
    p = Problem(t, FOLLOW, (0, 1, 0, 1), first, 2, [], (0,) * 52, trick_count=1,
                final=FINAL, final_offset=13)
    assert [plain(t, list(h), 2, []) for h in (first, second)] == [3, 4]
    search = PartnersSearch(p)
    root = search.root()
    assert not search.at_least(root, 4)
    assert search.at_least(replace(root, hands=tuple(second)), 4)


@pytest.mark.parametrize(("text", "tricks", "later"), [
    # West's king in front of North's ace, North's queen to follow: no trick
    ("10♠ 9♠ 8♠ | K♠ 5♠ 2♥ | A♠ Q♠ A♥ | 2♣ 3♣ 4♣", 3, False),
    # East's king behind North's ace, with a card to play under it: a trick
    ("10♠ 9♠ 8♠ | 2♣ 3♣ 4♣ | A♠ Q♠ A♥ | K♠ 5♠ 2♥", 2, True),
    # West's king (with a card beside it) in front, East's queen: a trick
    ("10♠ 9♠ 8♠ | K♠ 5♠ 2♥ | A♠ 2♦ A♥ | Q♠ 3♣ 4♣", 2, True),
])
def test_the_trump_trick_of_the_later_tricks_bound(text: str, tricks: int, later: bool) -> None:
    """South, to lead with spades trumps, takes every trick only when the
    adversaries' king of trumps is caught: the later-tricks bound gives them
    a trick where it sits over the ace or beside the queen, never where the
    ace and queen sit over it (a bound claimed wherever the king sat, or
    with the queen on either side, would find South a trick short)."""
    t = compact(ORDER, next(s for s in SUITS if s.letter == "S"))
    hands = laid(t, text)
    p = Problem(t, FOLLOW, (0, 1, 0, 1), hands, 0, [], (0,) * 52, trick_count=1,
                final=FINAL, final_offset=13)
    assert plain(t, list(hands), 0, []) == tricks
    search = PartnersSearch(p)
    root = search.root()
    assert [search.at_least(root, k) for k in (1, 2, 3)] == [k <= tricks for k in (1, 2, 3)]
    assert (search.fired[0] > 0) == later


def test_the_leads_are_weighed_as_dds_weighs_them() -> None:
    """Seeded deal 3 from the first lead (West to lead, diamonds trumps):
    West–East take five tricks whatever South–North do, and a lead of the
    5♥ to East's A♥ K♥ shows it at once (26 nodes), where the 2♣ takes
    103,623.  DDS's weights prefer a low card led to the partner's top
    cards (its rank counted from the highest card out): the search proves
    the five in a few dozen nodes, as DDS does (7 of its trick nodes);
    with the rank counted from the lowest, it led the 2♣ first and took
    103,624."""
    search = PartnersSearch(whist_solve.problem(Deal.new(3)))
    # "South–North take nine or more" is false: East–West take five
    assert search.root().leader == 1 and not search.at_least(search.root(), 9)
    assert search.nodes < 100


def test_the_second_hand_covers_from_a_sequence_as_dds_does() -> None:
    """Seeded deal 3: West leads the 3♠, North plays the 6♠, East takes it
    with the A♠, South plays the 7♠, and East leads the 10♦ (diamonds
    trumps).  South holds Q♦ J♦ 8♦ 7♦ 4♦ and West, to play after him,
    A♦ K♦: South cannot take the trick, and playing low lets West keep both
    honours; DDS's second hand covers with the lowest of a sequence (the J♦
    of Q♦ J♦), which forces one out.  South–North's seven tricks of the
    thirteen are proved in a few thousand nodes (3,193), where low first
    took 64,955."""
    p = whist_solve.problem(Deal.new(3))
    search = PartnersSearch(p)
    node = search.root()
    for card in ("3♠", "6♠", "A♠", "7♠", "10♦"):
        node = search.advance(node, next(b for b in search.lawful(node)
                                         if str(ORDER.cards[p.tables.key[b]]) == card))
    assert node.to_move(4) == 0 and search.at_least(node, 7)
    assert search.nodes < 10_000


def test_a_hand_out_of_the_suit_led_throws_its_winners_last() -> None:
    """Seeded deal 4 from the first lead (West to lead, diamonds trumps):
    West–East take two tricks, so "South–North take twelve" is false.  A
    hand that cannot follow throws a class's top cards (a run reaching the
    highest card out of the class) after its other discards; thrown in the
    order of the classes, lowest card first, a king that was its class's
    last winner went before a small card of another class, and the proof
    took 358,261 nodes (201,731 in 0.3.19)."""
    p = whist_solve.problem(Deal.new(4))
    search = PartnersSearch(p)
    assert search.root().leader == 1 and not search.at_least(search.root(), 12)
    assert search.nodes < 300_000


def test_a_second_hand_out_of_the_suit_discards_where_his_partner_takes_it() -> None:
    """Seeded deal 18 from the first lead (West to lead, clubs trumps):
    South–North take seven tricks or more.  A second hand out of the suit
    led, whose partner (fourth) holds a card of it above the lead and the
    third seat's, and the third seat following or holding no trump,
    discards before he trumps, as DDS's second hand does: the proof takes
    285,294 nodes, where the cheapest trump first took 353,834 (142,115 in
    0.3.18, whose leads weighed a run by its lowest card: an order that
    suits this deal better, though not the forty of ``bench --peers``)."""
    p = whist_solve.problem(Deal.new(18))
    search = PartnersSearch(p)
    assert search.root().leader == 1 and search.at_least(search.root(), 7)
    assert search.nodes < 320_000


def test_a_run_of_the_leaders_is_weighed_by_its_top_card() -> None:
    """Seeded deal 2 from the first lead (West to lead): South–North take
    eight tricks.  A lead that stands for a run of the leader's equal cards
    (its lowest card, the one played) is weighed by the run's top card, as
    DDS weighs a group: the proof takes 175,180 nodes, where weighing it by
    the lowest card took 249,303."""
    p = whist_solve.problem(Deal.new(2))
    search = PartnersSearch(p)
    assert search.root().leader == 1 and search.at_least(search.root(), 8)
    assert search.nodes < 215_000


def test_a_second_hand_plays_low_where_his_partner_fourth_takes_the_trick() -> None:
    """Seeded deal 33 from the first lead (West to lead, hearts trumps):
    South–North take six tricks, not seven.  A second hand following suit
    whose partner, fourth, holds a card above the lead and the third seat's
    (the third following or holding no trump) plays low first, as DDS's
    does: the proof of "not seven" takes 36,781 nodes, where the cheapest
    card of his that beat the third seat's cards first took 104,924 (69,704
    and 242,041 with the leads' runs weighed by their lowest card)."""
    p = whist_solve.problem(Deal.new(33))
    search = PartnersSearch(p)
    assert search.root().leader == 1 and not search.at_least(search.root(), 7)
    assert search.nodes < 70_000


def test_an_answer_does_not_rest_on_a_class_one_hand_holds_alone() -> None:
    """Seeded deal 37 from the first lead (West to lead, spades trumps):
    South–North do not take nine tricks.  At a trick's start where one hand
    holds every card out of a class, the shape alone says who holds each of
    them, so an answer there rests on none of their ranks; before, a bound
    that counted such a class pinned its cards, and the trick before,
    where the class was still shared, stored its answer for those owners
    only: the proof took 12,090 nodes (2,607 in 0.3.19)."""
    p = whist_solve.problem(Deal.new(37))
    search = PartnersSearch(p)
    assert search.root().leader == 1 and not search.at_least(search.root(), 9)
    assert search.nodes < 6_000
    assert search.at_least(search.root(), 8)


@pytest.mark.parametrize("seed", range(180, 200))
def test_eight_card_deals_every_leader_as_the_general_search(seed: int) -> None:
    """Twenty seeded deals of eight cards a hand, every seat leading, each
    suit trumps in turn and no trumps: the partners' search finds the
    general :class:`~playable.solver.search.TrickSearch`'s tricks.  Deeper
    than the plain search's endings, so the table's answers are shared
    across many positions (an answer taken where it did not hold shows
    here: a class run out taken for another class one hand holds alone
    gave South–North a trick too few on deal 189, where DDS, whose tests
    need the bench extra, is not at hand)."""
    trump = None if seed % 5 == 4 else seed % 4
    for leader in range(4):
        p = problem(9000 + seed, 8, leader, trump)
        general = TrickSearch(p)
        root = general.root()
        assert searched(p) == sum(1 for k in range(1, 9) if general.at_least(root, k)), leader


def _trick_starts(search: PartnersSearch, rng: random.Random, plays: int) -> list:
    """The trick starts of ``plays`` random lines from ``search``'s root (each
    a lawful card at every turn), the root's among them if it is one."""
    found = []
    for _ in range(plays):
        node = search.root()
        while not node.over:
            if node.pos == 0:
                found.append(node)
            node = search.advance(node, rng.choice(search.lawful(node)))
    return found


@pytest.mark.parametrize("seed", range(6))
def test_what_the_tables_say_between_searches_is_what_the_plain_search_finds(
        seed: int) -> None:
    """After a search, :meth:`~playable.solver.trick_steps.TrickSteps.known`
    reads the tables at a trick's start without searching: where it answers,
    its answer is the plain search's, at every step of the value; and
    ``table_lead`` names a card of the leader's or none."""
    p = problem(300 + seed, 4, seed % 4, None if seed == 5 else seed % 4)
    tricks: dict[tuple[tuple[int, ...], int], int] = {}
    with Memory():  # the partition table kept from one search to the next
        first = PartnersSearch(p)
        first.exact(first.root())  # fills its tables: its bounds here, the partition
        # a second search of the problem: the partition kept, no bounds of its own yet
        for search in (first, PartnersSearch(p)):
            answered = 0
            for node in _trick_starts(search, random.Random(seed), 30):
                key = (node.hands, node.leader)
                if key not in tricks:
                    tricks[key] = plain(p.tables, list(node.hands), node.leader, [])
                _, g = search._steps(node)
                for beta in sorted(set(g)):
                    said = search.known(node, beta)
                    if said is not None:
                        answered += 1
                        assert said == (g[tricks[key]] >= beta), (node, beta)
                lead = search.table_lead(node)
                assert lead == -1 or (node.hands[node.leader] >> lead) & 1
            assert answered > 20  # the tables had answers to give


@pytest.mark.parametrize("seed", range(6))
def test_a_quick_line_keeps_the_value_to_the_end(seed: int) -> None:
    """``solve(..., quick=True)``'s line (:func:`~playable.solver.solve.quick_line`),
    which the analyses take where the line is not shown: every card lawful,
    and played out, the tricks give the value found, as the principal
    line's do."""
    p = problem(400 + seed, 7, seed % 4, None if seed == 5 else seed % 4, seed % 3)
    quick = solve(p, quick=True)
    principal = solve(p)
    assert quick.values == principal.values and quick.value == principal.value
    for line in (quick.line, principal.line):
        hands, trick, leader, tricks = list(p.hands), list(p.trick), p.leader, 0
        for b in line:
            seat = (leader + len(trick)) % 4
            assert b in lawful(p.tables, hands[seat], trick[0][1] if trick else -1)
            hands[seat] ^= 1 << b
            trick.append((seat, b))
            if len(trick) == 4:
                leader = winner(p.tables, trick)
                tricks += leader % 2 == 0
                trick = []
        assert not any(hands)
        mine = tricks if p.side[p.to_move] == 0 else 7 - tricks  # the value is the mover's
        assert FINAL[mine - (7 - mine) + 13] == quick.value


@pytest.mark.parametrize("seed", [2, 5])
def test_an_analysis_without_its_line_is_the_analysis_with_it(seed: int) -> None:
    """Whist's analysis where the line is not shown takes a quick line to
    turn the values into points (the tricks each side takes, which the
    value fixes, decide them): the same values, best cards and points as
    with the principal line, at every card of the last seven tricks."""
    deal = Deal.new(seed)
    while len(deal.tricks) < 6:
        deal.apply(deal.legal_actions()[0])
    while not deal.is_over and deal.stage == "play":
        shown, unshown = whist_solve.analyse(deal), whist_solve.analyse(deal, line=False)
        assert (unshown.values, unshown.best, unshown.value, unshown.points) == \
            (shown.values, shown.best, shown.value, shown.points)
        assert shown.line and not unshown.line
        deal.apply(shown.line[0])


@pytest.mark.parametrize("seed", range(4))
def test_the_first_best_card_is_one_of_the_best_with_their_value(seed: int) -> None:
    """:func:`~playable.solver.solve.solve_first`, what a reader waiting on a
    slow position is shown first: one card of the best, with the cards merged
    with it, valued as :func:`~playable.solver.solve.solve` values it, the
    value the best, and a line that keeps it (quick or principal)."""
    p = problem(500 + seed, 7, seed % 4, None if seed == 3 else seed, seed % 3)
    whole = solve(p)
    best = {b for b, v in whole.values.items() if v == whole.value}
    for quick in (False, True):
        first = solve_first(p, quick=quick)
        assert first.value == whole.value and first.values
        assert set(first.values) <= best and set(first.values.values()) == {whole.value}
        assert len(first.line) == 4 * 7 - len(p.trick)
    assert solve_first(p).line == whole.line  # the principal line is one line


@pytest.mark.parametrize("seed", [1, 4])
def test_whist_s_best_first_is_the_analysis_s_best_act_and_value(seed: int) -> None:
    """:func:`playable.whist.solve.best_first`: one of the acts the whole
    analysis finds best (with the acts merged with it: equal cards of one
    hand), and its value in points, at every card of the last ten tricks
    (the points counted on the line as the analysis counts them)."""
    deal = Deal.new(seed)
    while len(deal.tricks) < 3:
        deal.apply(deal.legal_actions()[-1])
    merged = 0
    while not deal.is_over and deal.stage == "play":
        whole, first = whist_solve.analyse(deal, line=False), whist_solve.best_first(deal)
        assert first.best and set(first.best) <= set(whole.best)
        assert first.value == whole.value and first.seat == whole.seat
        assert dict(first.values) == {a: whole.value for a in first.best}
        merged += len(first.best) > 1
        deal.apply(whole.best[-1])
    assert merged  # a card found with the cards merged with it
