"""Whist deals in Portable Bridge Notation (issue 34): :mod:`playable.whist.pbn`.

* **Round trip**: a deal written and read back is the same deal (hands,
  dealer, trump and the card turned up, every card played in its order), at
  any point of the play, for seeded deals.
* **Another program's files**: the example game of the PBN standard (its
  section 1.2: import format with an auction, notes, a claim) and a file
  written by endplay's PBN writer are read as whist deals.
* **Bad files** end in one :class:`~playable.whist.pbn.PbnError` (a
  :class:`~playable.engine.errors.RecordError`, as a bad record does) naming
  the game, the tag and its line, and what is wrong.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from playable.engine.cards import Card, Suit, full_pack
from playable.engine.errors import RecordError
from playable.whist import pbn


def _random_deal(seed: int, dealer: int | None = None) -> pbn.WhistDeal:
    """A seeded deal, its trump the dealer's last card, played to the end at
    random by the one rule of play (follow suit if able)."""
    rng = random.Random(seed)
    pack = full_pack()
    rng.shuffle(pack)
    dealer = rng.randrange(4) if dealer is None else dealer
    hands = tuple(tuple(pack[(dealer + 1 + seat) % 4::4]) for seat in range(4))
    turn_up = hands[dealer][-1]
    deal = pbn.WhistDeal(hands=hands, dealer=dealer, trump=turn_up.suit, turn_up=turn_up)
    held = [list(hand) for hand in hands]
    plays: list[tuple[int, Card]] = []
    leader = deal.eldest
    for _ in range(13):
        trick: list[tuple[int, Card]] = []
        for i in range(4):
            seat = (leader + i) % 4
            follow = [c for c in held[seat] if trick and c.suit == trick[0][1].suit]
            card = rng.choice(follow or held[seat])
            held[seat].remove(card)
            trick.append((seat, card))
        plays += trick
        leader = pbn.trick_winner(trick, deal.trump)
    return dataclasses.replace(deal, plays=tuple(plays))


def _same(a: pbn.WhistDeal, b: pbn.WhistDeal) -> None:
    assert [sorted(h, key=str) for h in a.hands] == [sorted(h, key=str) for h in b.hands]
    assert (a.dealer, a.trump, a.turn_up, a.plays, dict(a.tags)) == \
        (b.dealer, b.trump, b.turn_up, b.plays, dict(b.tags))


@pytest.mark.parametrize("seed", range(12))
def test_round_trip_at_every_stage(seed: int) -> None:
    whole = _random_deal(seed)
    for cards in (0, 1, 4, 7, 30, 51, 52):
        deal = dataclasses.replace(whole, plays=whole.plays[:cards])
        text = pbn.write([deal])
        (back,) = pbn.read(text)
        _same(back, deal)
        assert pbn.write([back]) == text


def test_several_games_and_their_tags_kept() -> None:
    deals = [dataclasses.replace(_random_deal(seed), tags={"Event": "Club night",
                                                          "North": "Sarah \"Battle\""})
             for seed in (1, 2, 3)]
    text = pbn.write(deals)
    assert text.count("[Deal ") == 3 and '[North "Sarah \\"Battle\\""]' in text
    for deal, back in zip(deals, pbn.read(text), strict=True):
        _same(back, deal)


def test_short_whist_is_written_in_the_scoring_tag_and_read_back() -> None:
    """A deal of Short Whist (¶77) had gone into PBN as any other, and came
    back as the long game: five points a game became ten.  It is written
    ``[Scoring "Short Whist"]`` and read back as Short Whist, its cards
    played through the laws as ever; the long game stays ``"Whist"``, and a
    bridge program's scoring method is read as the long game."""
    from playable.whist import Deal, Options

    for variety in ("short", "long"):
        deal = Deal.new(3, dealer=3, options=Options(variety=variety))
        while not deal.is_over:
            deal.play(deal.legal_plays()[0])
        text = pbn.write_deals([deal])
        assert ('[Scoring "Short Whist"]' in text) == (variety == "short")
        assert ('[Scoring "Whist"]' in text) == (variety == "long")
        (back,) = pbn.read_deals(text)
        assert back.options.variety == variety and back.history == deal.history
        assert back.result().points == deal.result().points
    bridge = pbn.write_deals([Deal.new(3)]).replace('"Whist"', '"IMP"')
    assert pbn.read_deals(bridge)[0].options.variety == "long"


def test_export_format() -> None:
    """The mandatory tags in their order, whist's trump as the contract's
    suit, no declarer, the tricks of each side; the play in fixed columns
    from the eldest hand, a card to come marked "+"."""
    deal = _random_deal(5, dealer=2)  # North deals: East is the eldest hand
    text = pbn.write([dataclasses.replace(deal, plays=deal.plays[:6])])
    lines = text.splitlines()
    assert lines[:2] == ["% PBN 2.1", "% EXPORT"]
    names = [line[1:].split(" ")[0] for line in lines if line.startswith("[")]
    assert names[:15] == list(pbn.MANDATORY)
    assert names[15:] == ["TurnUp", "Play"]
    tags = dict(line[1:-1].split(" ", 1) for line in lines if line.startswith("["))
    assert tags["Dealer"] == '"N"' and tags["Deal"].startswith('"N:')
    assert tags["Contract"] == f'"{deal.trump.letter}"' and tags["Declarer"] == '""'
    assert tags["Play"] == '"E"'
    won = pbn.tricks_won(deal.plays[:4], deal.trump)
    assert tags["Result"] == f'"NS {won[0]} EW {won[1]}"'
    rows = lines[lines.index('[Play "E"]') + 1:]
    assert len(rows) == 2 and rows[1].split().count("+") == 1


# The example game of the PBN standard (section 1.2), in its import format.
STANDARD_EXAMPLE = """\
% PBN 2.1
[Event "International Amsterdam Airport Schiphol Bridgetournament"]
[Site "Amsterdam, The Netherlands NLD"]
[Date "1995.06.10"]
[Board "1"]
[West "Podgor"]
[North "Westra"]
[East "Kalish"]
[South "Leufkens"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]
[Scoring "IMP"]
[Declarer "S"]
[Contract "5HX"]
[Result "9"]
{ a comment
  over two lines }
[Auction "N"]
1D      1S   3H =1= 4S
4NT =2= X    Pass   Pass
5C      X    5H     X
Pass    Pass Pass
[Note "1:non-forcing 6-9 points, 6-card"]
[Note "2:two colors: clubs and diamonds"]
[Play "W"]
SK =1= H3 S4 S3
C5 C2 C6 CK
S2 H6 S5 S7 ; North ruffs again
C8 CA CT C4
D2 DA DT D3
D4 DK H5 H7
- - - H2
*
[Note "1:highest of series"]
"""


def test_the_standards_example_game() -> None:
    (deal,) = pbn.read(STANDARD_EXAMPLE)
    north, east, south, west = (deal.hands[pbn.SEAT_OF[d]] for d in "NESW")
    assert sorted(map(str, north)) == sorted(["6♥", "3♥", "A♦", "K♦", "Q♦", "9♦", "8♦", "7♦",
                                              "A♣", "9♣", "7♣", "3♣", "2♣"])
    assert len(east) == len(south) == len(west) == 13
    # a bridge file: the trump is the contract's suit, and West, who led
    # against South's contract, is the eldest hand, so South deals at whist
    # (the file's Dealer, North, opened the auction)
    assert deal.dealer == pbn.SEAT_OF["S"] and deal.trump is Suit.HEARTS
    assert deal.turn_up is None
    # West led; North ruffed the first trick and led the second, and so on;
    # the seventh trick stops after South's lead (the claim, "*").
    said = [(pbn.DIRECTION_OF[seat], pbn.card_text(card)) for seat, card in deal.plays]
    assert said[:8] == [("W", "SK"), ("N", "H3"), ("E", "S4"), ("S", "S3"),
                        ("N", "C2"), ("E", "C6"), ("S", "CK"), ("W", "C5")]
    assert said[-5:] == [("N", "DK"), ("E", "H5"), ("S", "H7"), ("W", "D4"), ("S", "H2")]
    assert len(deal.plays) == 25
    assert deal.tags["West"] == "Podgor" and deal.tags["Date"] == "1995.06.10"


def test_the_standards_example_game_is_played_through_the_laws() -> None:
    """Its play (West's lead against South's contract, where North dealt and
    opened the auction) goes through the engine's laws to where it stops."""
    (deal,) = pbn.read_deals(STANDARD_EXAMPLE)
    assert deal.dealer == pbn.SEAT_OF["S"] and deal.trump is Suit.HEARTS
    assert len(deal.history) == 25 and list(deal.won) == [6, 0]  # North four tricks, South two
    assert deal.to_move == pbn.SEAT_OF["W"]


def test_a_bridge_files_first_leader_is_the_eldest_hand() -> None:
    """A bid contract's deal: the Play tag's seat leads, else the declarer's
    left-hand adversary, else the Dealer's; a whist file (a bare suit, or a
    card turned up) keeps its Dealer, and its lead out of turn is refused."""
    no_play = STANDARD_EXAMPLE[:STANDARD_EXAMPLE.index('[Play "W"]')]
    (deal,) = pbn.read(no_play)  # South declares: West leads, South deals
    assert deal.dealer == pbn.SEAT_OF["S"] and deal.eldest == pbn.SEAT_OF["W"]
    assert not deal.plays
    (deal,) = pbn.read(no_play.replace('[Declarer "S"]', '[Declarer ""]'))
    assert deal.dealer == pbn.SEAT_OF["N"]
    bare = STANDARD_EXAMPLE.replace('[Contract "5HX"]', '[Contract "H"]')
    assert pbn.read(bare)[0].dealer == pbn.SEAT_OF["N"]
    with pytest.raises(pbn.PbnError, match="out of turn"):
        pbn.read_deals(bare)
    written = pbn.write([_random_deal(3, dealer=2)])  # North deals and turns up, East leads
    assert pbn.read(written.replace('[Contract "', '[Contract "4'))[0].dealer == 2
    bid = written.replace('[Contract "', '[Contract "4').replace('[TurnUp', '[Other')
    assert pbn.read(bid)[0].dealer == 2  # its play begins with East
    # the Play tag's seat leads, whoever declared (here no card was played)
    assert pbn.read(no_play + '[Play "E"]\n*\n')[0].dealer == pbn.SEAT_OF["N"]
    # so a bridge file needs no Dealer tag where it names the leader or the
    # declarer (it had been refused for the tag it would not use)
    undealt = no_play.replace('[Dealer "N"]\n', "")
    assert pbn.read(undealt)[0].dealer == pbn.SEAT_OF["S"]
    assert pbn.read(undealt + '[Play "E"]\n*\n')[0].dealer == pbn.SEAT_OF["N"]
    with pytest.raises(pbn.PbnError, match="no \\[Dealer\\] tag"):
        pbn.read(undealt.replace('[Declarer "S"]', '[Declarer ""]'))


def tournament_file() -> str:
    """Three boards as a bridge program writes them: the standard's example
    (5HX, played), then the same cards at 3NT and passed out."""
    at_no_trump = STANDARD_EXAMPLE.replace('[Board "1"]', '[Board "2"]').replace(
        '[Contract "5HX"]', '[Contract "3NT"]')
    passed = STANDARD_EXAMPLE.replace('[Board "1"]', '[Board "3"]').replace(
        '[Contract "5HX"]', '[Contract "Pass"]')
    return f"{STANDARD_EXAMPLE}\n{at_no_trump}\n{passed}"


def test_a_board_with_no_trump_is_passed_over_where_the_reader_asks() -> None:
    """A tournament's file holds boards at no trump and passed out among the
    others: refused by default (the first named), passed over and named where
    the caller asks; a file of such boards alone is refused whatever."""
    with pytest.raises(pbn.NoTrump, match=r"game 2, \[Contract\].*no trump"):
        pbn.read_deals(tournament_file())
    passed: list[str] = []
    (deal,) = pbn.read_deals(tournament_file(), passed_over=passed)
    assert len(deal.history) == 25 and deal.trump is Suit.HEARTS
    assert passed == ["game 2 (board 2, 3NT: no trump)",
                      "game 3 (board 3, passed out: no trump)"]
    only = tournament_file()[len(STANDARD_EXAMPLE) + 1:]
    with pytest.raises(pbn.PbnError, match=r"\(file\).*no board of it is a deal of whist: no trump"):
        pbn.read_deals(only, passed_over=[])


def test_a_file_written_by_endplay() -> None:
    endplay = pytest.importorskip("endplay", reason="endplay (the bench extra) is not installed")
    from endplay.parsers import pbn as endplay_pbn
    from endplay.types import Board, Contract, Deal, Player
    from endplay.types import Card as EndplayCard

    ours = _random_deal(9, dealer=3)  # East deals; South leads
    board = Board(deal=Deal(pbn.deal_text(ours.hands, 0)), dealer=Player.east,
                  contract=Contract(f"1{ours.trump.letter}E"))
    board.contract.declarer = Player.east  # so that South, on his left, leads
    board.play = [EndplayCard(pbn.card_text(card)) for _, card in ours.plays[:21]]
    text = endplay_pbn.dumps([board])
    assert endplay.__name__ == "endplay" and "[Contract" in text
    (deal,) = pbn.read(text)
    assert deal.dealer == 3 and deal.trump == ours.trump and deal.turn_up is None
    assert deal.plays == ours.plays[:21]
    assert [set(h) for h in deal.hands] == [set(h) for h in ours.hands]


def test_inherited_values_and_comments() -> None:
    first = pbn.write([dataclasses.replace(_random_deal(1), tags={"Event": "##Whist club"})])
    second = pbn.game_text(dataclasses.replace(_random_deal(2), tags={"Site": "Bath"}), 2)
    second = second.replace('[Event "?"]\n', "").replace('[Site "Bath"]', '[Site "#"]')
    one, two = pbn.read(first + "\n; a comment alone\n" + second)
    assert one.tags["Event"] == two.tags["Event"] == "Whist club"
    assert "Site" not in two.tags  # "#" with nothing before it is empty


def _game(**changes: str) -> str:
    """The text of one game of a seeded deal, a tag's value changed (or the
    tag left out, where the change is None)."""
    text = pbn.write([_random_deal(4, dealer=1)])
    for name, value in changes.items():
        old = next(line for line in text.splitlines() if line.startswith(f"[{name} "))
        text = text.replace(old + "\n", "" if value is None else f'[{name} "{value}"]\n')
    return text


HANDS_4 = _random_deal(4, dealer=1).hands


def _deal_tag(hands: tuple[tuple[Card, ...], ...] = HANDS_4, *texts: str) -> str:
    """A Deal tag's value from West (seat 1) on, or of the hands' texts given."""
    return "W:" + " ".join(texts or [pbn.hand_text(hands[seat]) for seat in (1, 2, 3, 0)])


WEST, NORTH, EAST, SOUTH = (pbn.hand_text(HANDS_4[seat]) for seat in (1, 2, 3, 0))


@pytest.mark.parametrize(("text", "where", "reason"), [
    ("", "(file)", "no game"),
    ("[Deal \"N:...\"", "game 1 (line 1)", "a tag pair is"),
    (_game(Deal=None), "game 1 (line 3)", "no [Deal] tag"),
    (_game(Dealer=None), "game 1 (line 3)", "no [Dealer] tag"),
    (_game(Dealer="X"), "[Dealer] (line 11)", "not a seat"),
    (_game(Deal=_deal_tag(HANDS_4, WEST, NORTH, EAST)), "[Deal] (line 13)",
     "3 hands given"),
    (_game(Deal=_deal_tag(HANDS_4, WEST, "-", EAST, SOUTH)), "[Deal]",
     "North's hand is not given"),
    (_game(Deal=_deal_tag(HANDS_4, WEST, NORTH, EAST, SOUTH + ".")), "[Deal]",
     "has 5 suits"),
    (_game(Deal=_deal_tag(tuple(h[1:] if s == 2 else h for s, h in enumerate(HANDS_4)))),
     "[Deal]", "North holds 12 cards"),
    (_game(Deal=_deal_tag(HANDS_4, WEST, NORTH, EAST, "X" + SOUTH)), "[Deal]",
     "\"X\" in South's hand is not a rank"),
    (_game(Deal=_deal_tag(HANDS_4, WEST, NORTH, EAST, SOUTH.replace(".", "." + (
        pbn.hand_text(HANDS_4[1]).split(".")[1] or "x")[0], 1))), "[Deal]", "is dealt twice"),
    (_game(Contract="3NT"), "[Contract]", "whist is always played with a trump"),
    (_game(Contract="Pass"), "[Contract]", "the board was passed out, so it has no trump"),
    (_game(Contract="7Z"), "[Contract]", "is not a contract or a trump suit"),
    (_game(Deal="#"), "[Deal]", "(inherited) is not allowed"),
    (_game(Contract="", TurnUp=None), "game 1 (line 3)", "no trump"),
    (_game(TurnUp="ZZ"), "[TurnUp]", "is not a card"),
])
def test_bad_files_name_the_place_and_the_fault(text: str, where: str, reason: str) -> None:
    with pytest.raises(pbn.PbnError) as caught:
        pbn.read(text)
    assert isinstance(caught.value, RecordError)
    message = str(caught.value)
    assert message.startswith("PBN ") and where in message and reason in message, message
    assert "\n" not in message


def test_bad_plays() -> None:
    text = pbn.write([_random_deal(6, dealer=0)])
    rows = text.splitlines()
    start = rows.index('[Play "W"]') + 1
    first = rows[start].split()

    def changed(row: int, new: str) -> str:
        return "\n".join(rows[:start + row] + [new] + rows[start + row + 1:]) + "\n"

    stolen = pbn.card_text(_random_deal(6, dealer=0).hands[2][0])
    cases = [
        (changed(0, " ".join([stolen, *first[1:]])), "plays", "was dealt to"),
        (changed(1, rows[start + 1] + " *") + "SA\n", "after \"*\"", ""),
        (changed(0, "^L " + rows[start]), "the irregularity", "lead out of turn"),
        (changed(0, " ".join(["-", *first[1:]])), "a card is given after one not played", ""),
        (changed(0, rows[start] + " QQ"), "is not a card", ""),
    ]
    for bad, said, more in cases:
        with pytest.raises(pbn.PbnError, match="Play") as caught:
            pbn.read(bad)
        assert said in str(caught.value) and more in str(caught.value), str(caught.value)


def test_turn_up_must_be_the_dealers() -> None:
    deal = _random_deal(7, dealer=2)
    other = deal.hands[0][0]
    with pytest.raises(pbn.PbnError, match=r"\[TurnUp\].*not in the dealer's hand"):
        pbn.read(_replace_turn_up(deal, other))
    same_suit_other_contract = next(s for s in Suit if s != deal.trump)
    with pytest.raises(pbn.PbnError, match="is not the suit of the card turned up"):
        pbn.read(pbn.write([deal]).replace(f'[Contract "{deal.trump.letter}"]',
                                           f'[Contract "{same_suit_other_contract.letter}"]'))


def _replace_turn_up(deal: pbn.WhistDeal, card: Card) -> str:
    assert deal.turn_up is not None
    return pbn.write([deal]).replace(f'[TurnUp "{pbn.card_text(deal.turn_up)}"]',
                                     f'[TurnUp "{pbn.card_text(card)}"]')


def test_bytes_in_utf8_or_latin1() -> None:
    """PBN's character set is ISO 8859-1; a file in UTF-8 is read as well, and
    one in UTF-16 with its byte order mark (Windows's "Unicode"), either order."""
    deal = dataclasses.replace(_random_deal(8), tags={"South": "Hervé"})
    text = pbn.write([deal])
    for data in (text.encode("utf-8"), text.encode("latin-1"), text.encode("utf-16"),
                 b"\xfe\xff" + text.encode("utf-16-be"), b"\xff\xfe" + text.encode("utf-16-le")):
        (back,) = pbn.read(data)
        assert back.tags["South"] == "Hervé"
        assert [set(h) for h in back.hands] == [set(h) for h in deal.hands]
    with pytest.raises(pbn.PbnError, match="too large"):
        pbn.read(b" " * 1_000_001)


@pytest.mark.parametrize("out_of_turn", ["stand", "called"])
def test_a_deal_with_a_card_played_out_of_turn_is_not_written(out_of_turn: str) -> None:
    """PBN's play section has a column for each seat and no order within a
    trick: a card that stood out of turn (¶76 viii), or one taken back and
    called (ix), would be written as if played in turn, or as a fifth card.
    The record carries such a deal; PBN refuses it, saying so."""
    from playable.engine.core import Action
    from playable.whist import Deal, Options

    deal = Deal.new(8, dealer=0, options=Options(out_of_turn=out_of_turn))  # type: ignore[arg-type]
    deal.apply(deal.legal_actions()[0])
    deal.apply(Action("play", 3, (deal.hand(3)[-1],)))  # East before North
    with pytest.raises(ValueError, match="out of turn"):
        pbn.from_deal(deal)
    regular = Deal.new(8, dealer=0)
    regular.apply(regular.legal_actions()[0])
    assert pbn.from_deal(regular).plays == ((1, regular.trick[0][1]),)


def test_a_deal_with_a_renounce_is_not_written_where_it_would_not_be_read() -> None:
    """A renounce played as at the table (¶76 xv) and never claimed leaves
    the record with cards alone.  PBN's cards are read through the laws,
    which refuse it, so the engine wrote a file it then refused ("trick 1:
    North plays ..., which the laws refuse"); it now says why it does not
    write it, and every file it writes reads back to the same cards."""
    from playable.engine.core import Action
    from playable.whist import Deal, Options

    deal = Deal.new(8, dealer=0, options=Options(strict=False))
    deal.apply(deal.legal_actions()[0])  # West leads
    led = deal.trick[0][1].suit
    north = deal.hand(2)
    assert any(c.suit == led for c in north)  # North holds the suit led, and renounces
    deal.apply(Action("play", 2, (next(c for c in north if c.suit != led),)))
    assert deal.renounces
    with pytest.raises(ValueError, match=r"read through the laws, which refuse a card of this "
                                         r"deal \(trick 1: North plays"):
        pbn.from_deal(deal)
    for seed in range(6):
        played = Deal.new(seed, dealer=seed % 4)
        for _ in range(7 * seed):
            played.apply(played.legal_actions()[0])
        (back,) = pbn.read_deals(pbn.write_deals([played]))
        assert back.history == played.history


def test_a_result_the_cards_played_do_not_give_is_refused() -> None:
    """[Result "NS 2 EW 11"] beside a play whose tricks are 8 and 5 had been
    read and replayed without a word.  A result in the sides' form must agree
    with the cards: wholly where every card is played, and where the play is
    cut short, no side below the tricks it took in it (a claim may give more);
    bridge's form (the declarer's tricks) is left alone."""
    deal = _random_deal(6, dealer=0)
    text = pbn.write([deal])
    won = pbn.tricks_won(deal.plays, deal.trump)
    said = f'[Result "NS {won[0]} EW {won[1]}"]'
    assert said in text and pbn.read(text)[0].plays == deal.plays
    wrong = text.replace(said, f'[Result "NS {won[1]} EW {won[0]}"]')
    assert won[0] != won[1]
    with pytest.raises(pbn.PbnError, match="Result") as caught:
        pbn.read(wrong)
    assert (f"it says NS {won[1]} EW {won[0]}, but the cards played give NS {won[0]} "
            f"EW {won[1]}") in str(caught.value)
    # five tricks played, then a claim of the rest: more tricks than shown is no fault
    short = dataclasses.replace(deal, plays=deal.plays[:20])
    text = pbn.write([short])
    five = pbn.tricks_won(short.plays, deal.trump)
    claimed = text.replace(f'[Result "NS {five[0]} EW {five[1]}"]',
                           f'[Result "NS {five[0] + 4} EW {13 - five[0] - 4}"]')
    assert pbn.read(claimed)[0].plays == short.plays
    fewer = text.replace(f'[Result "NS {five[0]} EW {five[1]}"]',
                         f'[Result "NS {five[0] - 1} EW {13 - five[0] + 1}"]')
    assert five[0] >= 1
    with pytest.raises(pbn.PbnError, match="in the 5 tricks played"):
        pbn.read(fewer)
    assert pbn.read(text.replace(f'[Result "NS {five[0]} EW {five[1]}"]',
                                 '[Result "9"]'))[0].plays == short.plays
    # a count of five thousand digits is refused as a count, never made a number
    huge = text.replace(f'[Result "NS {five[0]} EW {five[1]}"]',
                        f'[Result "NS {"9" * 5000} EW 1"]')
    with pytest.raises(pbn.PbnError, match=r"it says NS 999… EW 1"):
        pbn.read(huge)
