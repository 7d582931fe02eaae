"""Whist deals in Portable Bridge Notation (PBN 2.1), read and written.

PBN is the text in which bridge programs exchange deals: tag pairs such as
``[Dealer "N"]`` and ``[Deal "N:AKQ.T98.... ..."]``, one game after another,
each game ended by an empty line, and a ``Play`` section giving the cards
trick by trick.  Whist is played with the same pack, the same four seats and
the same tricks, so a deal of whist goes into PBN nearly whole; what bridge
has and whist has not (an auction, a contract, a declarer) is carried so:

* **the trump** is the card turned up, the dealer's last card.  It is written
  twice: the suit alone as the ``Contract`` (``[Contract "H"]``: the
  denomination without a level, the form PBN gives a position that has no
  contract, its section 3.10), and the card itself in a tag of our own,
  ``[TurnUp "H7"]`` (PBN lets a file carry tags a reader does not know, which
  it skips, section 4.9).  Reading, either will do: a file from a bridge
  program has a contract and no turn-up, and its trumps are the contract's
  suit; a contract at no trump is refused, since whist always has a trump;
* **the scoring** is ``[Scoring "Whist"]``, or ``"Short Whist"`` for a deal
  of Short Whist (¶77, five points a game), which reading deals as Short
  Whist again (PBN's scoring methods are bridge's; any other value is read
  as the long game);
* **the declarer** is empty (``[Declarer ""]``: the value PBN gives a tag
  that does not apply), and **the result** is the tricks of each side
  (``[Result "NS 7 EW 6"]``, one of the forms PBN allows), or ``"?"`` where
  no card is recorded;
* **the play** is the ``Play`` section as PBN has it: its value is the first
  leader (at whist, the eldest hand, on the dealer's left), and each line is
  a trick, its cards in the same four columns from that leader on, whoever
  led the trick; a deal in progress marks the card to come with ``+`` and
  the cards after it with ``-``.  At bridge the auction, not the deal, decides
  who leads (the declarer's left-hand adversary), and the ``Dealer`` is the
  seat that opened the auction: so where a file's contract was bid (it has a
  level, ``5HX``) and it names no card turned up, the dealer at whist is the
  seat on the right of the first leader, who is then the eldest hand: the
  ``Play`` tag's seat, else the declarer's left-hand adversary (so the
  declarer deals); the ``Dealer`` tag only where the file names neither.
  The standard's own example game is read so: West leads, South deals.

The seats: PBN names them by the compass, North, East, South and West in the
order of play; the engine's seat 0 is South and the others follow the order
of play (:func:`playable.engine.words.compass`), so South 0, West 1, North 2,
East 3.

Reading follows PBN's import format: tags in any order and several to a
line, comments (``; ...`` and ``{ ... }``), escape lines (``% ...``), ranks in
any order and either case, tag values inherited (``"#"``, ``"##..."``),
notes, suffixes (``!``, ``?!``) and annotation glyphs (``$12``) after a card,
the revoke mark ``^R`` (the card is read as played), ``*`` where the play
stopped; unknown tags and supplemental sections are kept or skipped, never
an error.  Writing follows its export format (the fifteen tags of its
mandatory set in their order, then ours, then the play).  A file that cannot
be read as whist is refused with one :class:`PbnError` naming the game, the
tag and its line, and what is wrong.

:func:`read` and :func:`write` work on :class:`WhistDeal`, plain data (the
hands, the dealer, the trump, the cards played); :func:`deal_text` writes the
``Deal`` tag's value alone, as other programs (a double-dummy solver) take it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from importlib import import_module
from typing import Any

from playable.engine import checks
from playable.engine.cards import Card, Rank, Suit, full_pack
from playable.engine.core import Action
from playable.engine.errors import RecordError, RuleError
from playable.solver.solve import solve_one
from playable.whist import solve as whist_solve
from playable.whist.deal import Deal
from playable.whist.options import Options
from playable.whist.state import LAW

#: PBN's directions in the order of play (clockwise), and the engine's seat of each.
DIRECTIONS = "NESW"
SEAT_OF: Mapping[str, int] = {"S": 0, "W": 1, "N": 2, "E": 3}
DIRECTION_OF = "SWNE"
#: The suits of a hand in PBN's order, and the ranks in its notation, highest first.
SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
RANKS = "AKQJT98765432"
_RANK_OF = {letter: Rank(14 - i) for i, letter in enumerate(RANKS)}
#: The engine's own card objects (the engine knows a card by its object, not only its value).
_CARD = {(card.rank, card.suit): card for card in full_pack()}
#: The fifteen tags of PBN's mandatory set, in the order its export format writes them.
MANDATORY = ("Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer",
             "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result")
#: The tags whose value may not be inherited from the game before (``"#"``).
NOT_INHERITED = frozenset({"Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Auction",
                           "Play"})
#: Our own tag: the card turned up for trumps.
TURN_UP = "TurnUp"
#: What the writer says of whist where PBN asks for a scoring method: the
#: long game (ten points), or Short Whist (five, ¶77), which reading keeps.
SCORING = "Whist"
SHORT_SCORING = "Short Whist"
#: The most games read from one file.
MAX_GAMES = 10_000

_TAG = re.compile(r'\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\]|\\.)*)"\s*\]')
_PIECE = re.compile(r"=\d+=|\$\d+|[!?]{1,2}|\^[A-Za-z]|[*+]|-|[A-Za-z0-9]+")
_NOTE = re.compile(r"=\d+=|\$\d+|[!?]{1,2}")


class PbnError(RecordError):
    """A PBN file that cannot be read as whist: names the game, the tag and its
    line (``field``), and what is wrong (``reason``)."""

    def __init__(self, where: str, reason: str) -> None:
        super().__init__(where, reason)
        self.args = (f"PBN {where}: {reason}",)


class NoTrump(PbnError):
    """A board that has no trump, and so is no deal of whist: a bridge
    program's board played at no trump, or passed out.  ``board``: the board
    in a few words ("game 17 (board 9, 3NT: no trump)"), for a list of those
    passed over."""

    def __init__(self, game: PbnGame, contract: str, reason: str) -> None:
        super().__init__(game.where("Contract"), reason)
        number = checks.escaped(game.tags.get("Board", "").strip(), keep_newlines=False)[:12]
        said = "passed out" if contract == "PASS" else checks.escaped(contract)[:12]
        self.board = f"game {game.number} (" + (f"board {number}, " if number else "") + \
            f"{said}: no trump)"


@dataclass(frozen=True)
class WhistDeal:
    """A deal of whist as PBN carries it: the hands as dealt (by seat, South
    first), the dealer's seat, the trump suit and the card turned up (None
    where the file does not say which), the cards played in the order they
    were played (seat, card), and the file's other tags (``Event``, ``Board``,
    the players' names...), kept as they were."""

    hands: tuple[tuple[Card, ...], ...]
    dealer: int
    trump: Suit
    turn_up: Card | None = None
    plays: tuple[tuple[int, Card], ...] = ()
    tags: Mapping[str, str] = field(default_factory=dict)

    @property
    def eldest(self) -> int:
        """The eldest hand, on the dealer's left, who leads to the first trick."""
        return (self.dealer + 1) % 4


# --------------------------------------------------------------------------
# Tricks


def trick_winner(cards: Sequence[tuple[int, Card]], trump: Suit) -> int:
    """The seat that takes a trick of (seat, card) in the order played: the
    highest trump, else the highest card of the suit led."""
    best_seat, best = cards[0]
    for seat, card in cards[1:]:
        if (card.suit == best.suit and card.rank > best.rank) or (
                card.suit == trump and best.suit != trump):
            best_seat, best = seat, card
    return best_seat


def tricks_won(plays: Sequence[tuple[int, Card]], trump: Suit) -> tuple[int, int]:
    """The tricks completed in ``plays`` taken by South and North (seats 0
    and 2), and by West and East."""
    won = [0, 0]
    for start in range(0, len(plays) - len(plays) % 4, 4):
        won[trick_winner(plays[start:start + 4], trump) % 2] += 1
    return won[0], won[1]


# --------------------------------------------------------------------------
# Writing


def card_text(card: Card) -> str:
    """A card as PBN's play section writes it: the suit, then the rank (``HT``)."""
    return card.suit.letter + RANKS[14 - card.rank]


def hand_text(hand: Iterable[Card]) -> str:
    """A hand as PBN's ``Deal`` writes it: spades, hearts, diamonds and clubs,
    each from the highest rank, separated by dots."""
    held = sorted(hand, key=lambda c: -c.rank)
    return ".".join("".join(RANKS[14 - c.rank] for c in held if c.suit == suit)
                    for suit in SUITS)


def deal_text(hands: Sequence[Sequence[Card]], first: int) -> str:
    """The value of a ``Deal`` tag: the hands from seat ``first`` on, in the
    order of play (``"N:AKQ.... ..."``)."""
    direction = DIRECTION_OF[first]
    start = DIRECTIONS.index(direction)
    order = [DIRECTIONS[(start + i) % 4] for i in range(4)]
    return direction + ":" + " ".join(hand_text(hands[SEAT_OF[d]]) for d in order)


def _quoted(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _next_to_play(plays: Sequence[tuple[int, Card]], trump: Suit, eldest: int) -> int:
    """The seat to play after ``plays``."""
    if not plays:
        return eldest
    done = len(plays) % 4
    if done == 0:
        return trick_winner(plays[-4:], trump)
    return (plays[-1][0] + 1) % 4


def game_text(deal: WhistDeal, board: int = 1) -> str:
    """One game of PBN's export format: the fifteen tags of its mandatory set
    (what whist lacks written as the module says), ours, then the play."""
    given = dict(deal.tags)
    north_south, east_west = tricks_won(deal.plays, deal.trump)
    values = {
        "Event": given.get("Event", "?"), "Site": given.get("Site", "?"),
        "Date": given.get("Date", "?"), "Board": given.get("Board", str(board)),
        "West": given.get("West", "?"), "North": given.get("North", "?"),
        "East": given.get("East", "?"), "South": given.get("South", "?"),
        "Dealer": DIRECTION_OF[deal.dealer], "Vulnerable": "",
        "Deal": deal_text(deal.hands, deal.dealer),
        "Scoring": given.get("Scoring", SCORING), "Declarer": "",
        "Contract": deal.trump.letter,
        "Result": f"NS {north_south} EW {east_west}" if deal.plays else "?",
    }
    lines = [f"[{name} {_quoted(values[name])}]" for name in MANDATORY]
    extra = {name: value for name, value in given.items()
             if name not in MANDATORY and name not in (TURN_UP, "Play", "Auction", "Note")}
    if deal.turn_up is not None:
        extra[TURN_UP] = card_text(deal.turn_up)
    lines += [f"[{name} {_quoted(extra[name])}]" for name in sorted(extra)]
    if deal.plays:
        leader = deal.plays[0][0]
        lines.append(f"[Play {_quoted(DIRECTION_OF[leader])}]")
        rows: list[list[str]] = []
        for start in range(0, len(deal.plays), 4):
            row = ["-"] * 4
            for seat, card in deal.plays[start:start + 4]:
                row[(seat - leader) % 4] = card_text(card)
            rows.append(row)
        if len(deal.plays) < 52:
            upcoming = _next_to_play(deal.plays, deal.trump, deal.eldest)
            if len(deal.plays) % 4 == 0:
                rows.append(["-"] * 4)
            rows[-1][(upcoming - leader) % 4] = "+"
        lines += [" ".join(row) for row in rows]
    return "\n".join(lines) + "\n"


def write(deals: Iterable[WhistDeal]) -> str:
    """A PBN file in export format holding ``deals``, one game each, numbered
    from 1 where a deal's tags give no ``Board``."""
    games = [game_text(deal, number) for number, deal in enumerate(deals, 1)]
    return "% PBN 2.1\n% EXPORT\n" + "\n".join(games)


# --------------------------------------------------------------------------
# Reading: the file into games of tags and section tokens


@dataclass
class PbnGame:
    """One game of a PBN file as read: its tags (inherited values resolved,
    a tag given twice read once), the tokens of the section each tag opens
    (``Play``, ``Auction``, a table), its notes, and where each tag stood."""

    number: int
    line: int
    tags: dict[str, str] = field(default_factory=dict)
    sections: dict[str, list[tuple[str, int]]] = field(default_factory=dict)
    notes: dict[str, str] = field(default_factory=dict)
    lines: dict[str, int] = field(default_factory=dict)

    def where(self, tag: str | None = None, line: int | None = None) -> str:
        at = line if line is not None else self.lines.get(tag or "", self.line)
        return f"game {self.number}" + (f", [{tag}]" if tag else "") + f" (line {at})"

    def fail(self, tag: str | None, reason: str, line: int | None = None) -> PbnError:
        return PbnError(self.where(tag, line), reason)


def games(text: str | bytes) -> list[PbnGame]:
    """The games of a PBN file's text, tags and tokens not yet read as whist;
    :class:`PbnError` for text that is not PBN."""
    if isinstance(text, bytes | bytearray):
        data = bytes(text)
        if len(data) > checks.MAX_RECORD_BYTES:
            raise PbnError("(file)", f"too large: {len(data):,} bytes (at most "
                                     f"{checks.MAX_RECORD_BYTES:,})")
        try:
            if data.startswith((b"\xff\xfe", b"\xfe\xff")):  # UTF-16, as Windows saves "Unicode"
                text = data.decode("utf-16")
            else:
                text = data.decode("utf-8")
        except UnicodeDecodeError:  # PBN's own character set is ISO 8859-1: every byte reads
            text = data.decode("latin-1")
    if not isinstance(text, str):
        raise PbnError("(file)", f"a PBN file is text, not {checks.kind_of(text)}")
    if len(text) > checks.MAX_RECORD_BYTES:
        raise PbnError("(file)", f"too large: {len(text):,} characters (at most "
                                 f"{checks.MAX_RECORD_BYTES:,})")
    found: list[PbnGame] = []
    previous: dict[str, str] = {}
    header: dict[str, str] = {}
    current: PbnGame | None = None
    section: str | None = None
    in_brace = False
    for number, line in enumerate(text.removeprefix("\ufeff").splitlines(), 1):
        if not in_brace and not line.strip():
            if current is not None:
                found.append(_resolved(current, previous, header))
                previous = current.tags
                current, section = None, None
            continue
        if not in_brace and line.lstrip().startswith("%"):
            continue
        at = 0
        while at < len(line):
            if in_brace:
                close = line.find("}", at)
                if close < 0:
                    break
                in_brace, at = False, close + 1
                continue
            char = line[at]
            if char in " \t":
                at += 1
                continue
            if char == ";":
                break
            if char == "{":
                in_brace, at = True, at + 1
                continue
            if current is None:
                if len(found) >= MAX_GAMES:
                    raise PbnError("(file)", f"more than {MAX_GAMES:,} games")
                current = PbnGame(len(found) + 1, number)
            if char == "[":
                match = _TAG.match(line, at)
                if match is None:
                    raise current.fail(None, "a tag pair is [Name \"value\"] on one line: "
                                             f"{checks.shown(line[at:at + 40])}", number)
                name, value = match.group(1), re.sub(r"\\(.)", r"\1", match.group(2))
                section = _tag(current, name, value, number)
                at = match.end()
                continue
            end = at
            while end < len(line) and line[end] not in ' \t[]{};"':
                end += 1
            if end == at:
                raise current.fail(None, f"unexpected {checks.shown(char)}", number)
            chunk = line[at:end]
            pieces = _PIECE.findall(chunk)
            if "".join(pieces) != chunk:
                raise current.fail(section, f"cannot read {checks.shown(chunk)}", number)
            if section is None:
                raise current.fail(None, f"{checks.shown(chunk)} stands outside any section "
                                         "(a Play or Auction section follows its tag)", number)
            current.sections[section].extend((piece, number) for piece in pieces)
            at = end
    if current is not None:
        found.append(_resolved(current, previous, header))
    return found


def _tag(game: PbnGame, name: str, value: str, line: int) -> str | None:
    """Note one tag pair; the section its data opens (tokens that follow it)."""
    if name == "Note":
        index, colon, said = value.partition(":")
        if colon:
            game.notes.setdefault(index.strip(), said)
        return _open(game, "Note#" + str(len(game.notes)))
    if name in game.tags:  # PBN's import format: a tag given again is ignored
        return _open(game, f"{name}#again{line}")
    game.tags[name] = value
    game.lines[name] = line
    return _open(game, name)


def _open(game: PbnGame, name: str) -> str:
    game.sections.setdefault(name, [])
    return name


def _resolved(game: PbnGame, previous: Mapping[str, str], header: dict[str, str]) -> PbnGame:
    """Tag values inherited from the games before (``"#"``, ``"##text"``)."""
    for name, value in list(game.tags.items()):
        if value.startswith("#") and name in NOT_INHERITED:
            raise game.fail(name, f"the value {checks.shown(value)} (inherited) is not allowed "
                                  f"for {name}")
        if value.startswith("##"):
            header[name] = game.tags[name] = value[2:]
        elif value == "#":
            game.tags[name] = previous.get(name, header.get(name, ""))
    for name, value in header.items():
        game.tags.setdefault(name, value)
    return game


# --------------------------------------------------------------------------
# Reading: a game as a deal of whist


def read(text: str | bytes) -> list[WhistDeal]:
    """The deals of whist in a PBN file's text (:class:`PbnError` for anything
    that cannot be read as whist, naming the game, tag and line)."""
    out = [whist_deal(game) for game in games(text)]
    if not out:
        raise PbnError("(file)", "no game in it (a game is tag pairs such as "
                                 "[Deal \"N:...\"])")
    return out


def whist_deal(game: PbnGame) -> WhistDeal:
    """A game of a PBN file read as a deal of whist."""
    if "Deal" not in game.tags:
        raise game.fail(None, "no [Deal] tag: the hands are needed")
    hands = _hands(game)
    given = _direction(game, "Dealer", game.tags["Dealer"]) if "Dealer" in game.tags else None
    # a bridge program's deal: its dealer at whist is found from its first
    # leader or its declarer, whatever its Dealer tag says (or without one)
    bridge = TURN_UP not in game.tags and _bid(game)
    dealer = _bridge_dealer(game, given) if bridge else given
    if dealer is None:
        raise game.fail(None, "no [Dealer] tag: at whist the dealer turns up the trump and "
                              "the eldest hand, on his left, leads")
    turn_up = _turn_up(game, hands, dealer)
    trump = _trump(game, turn_up)
    plays = _plays(game, hands, trump) if "Play" in game.tags else ()
    _check_result(game, plays, trump)
    # what the writer fills in where nothing was given is not kept as given
    kept = {name: value for name, value in game.tags.items()
            if name not in ("Deal", "Dealer", "Contract", "Declarer", "Result", "Vulnerable",
                            TURN_UP, "Play", "Auction")
            and not (name in MANDATORY and value in ("?", ""))
            and not (name == "Scoring" and value == SCORING)
            and not (name == "Board" and value == str(game.number))}
    return WhistDeal(hands=hands, dealer=dealer, trump=trump, turn_up=turn_up,
                     plays=plays, tags=kept)


def _check_result(game: PbnGame, plays: Sequence[tuple[int, Card]], trump: Suit) -> None:
    """A ``Result`` in the sides' form (``NS 8 EW 5``, as this module writes
    it) must agree with the cards played: no fewer tricks than a side took
    in them, thirteen at most in all, and where every card was played, the
    tricks they give.  (A play cut short may be followed by more tricks
    than it shows; a result in bridge's form, the declarer's tricks, is not
    read.)"""
    match = re.fullmatch(r"NS (\d+) EW (\d+)", game.tags.get("Result", "").strip())
    if match is None:
        return
    # (a count of three digits or more is no count of tricks: read as 99, never
    # turned into a number of any length)
    said = tuple(int(g) if len(g) <= 2 else 99 for g in match.groups())
    won = tricks_won(plays, trump)
    whole = len(plays) == 52
    if sum(said) > 13 or said[0] < won[0] or said[1] < won[1] or (whole and said != won):
        ns, ew = (g if len(g) <= 6 else g[:3] + "…" for g in match.groups())
        raise game.fail("Result", f"it says NS {ns} EW {ew}, but the cards played "
                                  f"give NS {won[0]} EW {won[1]}"
                                  + ("" if whole else f" in the {sum(won)} tricks played"))


def _direction(game: PbnGame, tag: str, value: str) -> int:
    key = value.strip().upper()
    if len(key) != 1 or key not in SEAT_OF:
        raise game.fail(tag, f"{checks.shown(value)} is not a seat (N, E, S or W)")
    return SEAT_OF[key]


def _hands(game: PbnGame) -> tuple[tuple[Card, ...], ...]:
    value = game.tags["Deal"]
    first, colon, rest = value.strip().partition(":")
    if not colon:
        raise game.fail("Deal", f"{checks.shown(value)} is not \"<first>:<hand> <hand> <hand> "
                                "<hand>\"")
    start = DIRECTIONS.index(DIRECTION_OF[_direction(game, "Deal", first)])
    texts = rest.split()
    if len(texts) != 4:
        raise game.fail("Deal", f"{len(texts)} hands given; a deal of whist has four")
    hands: list[tuple[Card, ...]] = [() for _ in range(4)]
    owner: dict[Card, str] = {}
    names = {"N": "North", "E": "East", "S": "South", "W": "West"}
    for i, text in enumerate(texts):
        direction = DIRECTIONS[(start + i) % 4]
        who = names[direction]
        if text == "-":
            raise game.fail("Deal", f"{who}'s hand is not given (\"-\"); whist is dealt "
                                    "from a whole pack")
        suits = text.split(".")
        if len(suits) != 4:
            raise game.fail("Deal", f"{who}'s hand {checks.shown(text)} has {len(suits)} "
                                    "suits; a hand is spades.hearts.diamonds.clubs")
        hand: list[Card] = []
        for suit, ranks in zip(SUITS, suits, strict=True):
            for letter in ranks.upper():
                if letter not in _RANK_OF:
                    raise game.fail("Deal", f"{checks.shown(letter)} in {who}'s hand is not "
                                            "a rank (A K Q J T 9 ... 2)")
                card = _CARD[_RANK_OF[letter], suit]
                if card in owner:
                    raise game.fail("Deal", f"{card} is dealt twice: to {owner[card]} and "
                                            f"to {who}")
                owner[card] = who
                hand.append(card)
        if len(hand) != 13:
            raise game.fail("Deal", f"{who} holds {len(hand)} cards; at whist each hand "
                                    "is dealt 13")
        hands[SEAT_OF[direction]] = tuple(hand)
    return tuple(hands)


def _card(game: PbnGame, tag: str, text: str, line: int | None = None) -> Card:
    body = text.strip().upper()
    if len(body) != 2 or body[0] not in "SHDC" or body[1] not in _RANK_OF:
        raise game.fail(tag, f"{checks.shown(text)} is not a card (a suit S H D C, then a "
                             "rank A K Q J T 9 ... 2: HT)", line)
    return _CARD[_RANK_OF[body[1]], Suit.parse(body[0])]


def _turn_up(game: PbnGame, hands: Sequence[Sequence[Card]], dealer: int) -> Card | None:
    if TURN_UP not in game.tags:
        return None
    card = _card(game, TURN_UP, game.tags[TURN_UP])
    if card not in hands[dealer]:
        raise game.fail(TURN_UP, f"{card} is not in the dealer's hand: the card turned up "
                                 "is the dealer's last card")
    return card


#: A ``Contract`` tag's value: its level (none in a whist file's bare suit),
#: its denomination and its risk (doubled, redoubled).
CONTRACT = re.compile(r"([1-7]?)(NT|N|S|H|D|C)(X{0,2})")


def _trump(game: PbnGame, turn_up: Card | None) -> Suit:
    contract = game.tags.get("Contract", "").strip().upper()
    suit: Suit | None = None
    if contract == "PASS":
        raise NoTrump(game, contract, "the board was passed out, so it has no trump: whist is "
                                      "always played with one (give the card turned up, "
                                      "[TurnUp \"H7\"], or the suit, [Contract \"H\"])")
    if contract not in ("", "?"):
        match = CONTRACT.fullmatch(contract)
        if match is None:
            raise game.fail("Contract", f"{checks.shown(game.tags['Contract'])} is not a "
                                        "contract or a trump suit (S, H, D, C)")
        if match.group(2) in ("NT", "N"):
            raise NoTrump(game, contract, "no trump: whist is always played with a trump, the "
                                          "card turned up")
        suit = Suit.parse(match.group(2))
    if turn_up is not None:
        if suit is not None and suit != turn_up.suit:
            raise game.fail("Contract", f"the trump {suit.noun} is not the suit of the card "
                                        f"turned up, {turn_up}")
        return turn_up.suit
    if suit is None:
        raise game.fail(None, "no trump: give the card turned up ([TurnUp \"H7\"]) or the "
                              "suit ([Contract \"H\"])")
    return suit


def _bid(game: PbnGame) -> bool:
    """Whether the file's contract was bid (a level, as ``5HX``): a bridge
    program's, not a whist file's bare suit (``H``)."""
    match = CONTRACT.fullmatch(game.tags.get("Contract", "").strip().upper())
    return match is not None and bool(match.group(1))


def _bridge_dealer(game: PbnGame, dealer: int | None) -> int | None:
    """The dealer at whist of a bridge program's deal: the seat on the right
    of its first leader (the eldest hand at whist), who is the ``Play`` tag's
    seat, else the declarer's left-hand adversary; ``dealer`` (the file's
    ``Dealer``, who opened the auction, None where it has none) where the
    file names neither."""
    if "Play" in game.tags:
        return (_direction(game, "Play", game.tags["Play"]) - 1) % 4
    declarer = game.tags.get("Declarer", "").strip().upper()
    if len(declarer) == 1 and declarer in SEAT_OF:
        return SEAT_OF[declarer]  # his left-hand adversary leads: he deals
    return dealer


def _plays(game: PbnGame, hands: Sequence[Sequence[Card]],
           trump: Suit) -> tuple[tuple[int, Card], ...]:
    """The ``Play`` section in the order the cards were played."""
    leader = _direction(game, "Play", game.tags["Play"])
    slots: list[tuple[Card | None, int]] = []
    ended = False
    for text, line in game.sections.get("Play", []):
        if _NOTE.fullmatch(text) or text == "^R":
            continue  # a note, a glyph, a suffix; a revoke is read as the card played
        if text.startswith("^"):
            raise game.fail("Play", f"the irregularity {checks.shown(text)} is not read "
                                    "(a lead out of turn changes the order of the trick)", line)
        if ended:
            raise game.fail("Play", f"{checks.shown(text)} after \"*\", which ends the play",
                            line)
        if text == "*":
            ended = True
            continue
        if text in ("-", "+"):
            slots.append((None, line))
            continue
        slots.append((_card(game, "Play", text, line), line))
    if len(slots) > 52:
        raise game.fail("Play", f"{len(slots)} cards in 13 tricks of four")
    held = [set(hand) for hand in hands]
    plays: list[tuple[int, Card]] = []
    to_lead = leader
    for start in range(0, len(slots), 4):
        row = slots[start:start + 4]
        trick: list[tuple[int, Card]] = []
        for i in range(4):
            seat = (to_lead + i) % 4
            column = (seat - leader) % 4
            card, line = row[column] if column < len(row) else (None, row[-1][1])
            if card is None:
                break
            if card not in held[seat]:
                owner = next((DIRECTION_OF[s] for s in range(4) if card in hands[s]), None)
                said = (f"{card} was dealt to {_NAMES[owner]}" if owner else
                        f"{card} was played already")
                raise game.fail("Play", f"trick {start // 4 + 1}: {_NAMES[DIRECTION_OF[seat]]} "
                                        f"plays {card}, but {said}", line)
            held[seat].discard(card)
            trick.append((seat, card))
        later = [card for card, _ in row if card is not None]
        if len(trick) < 4:
            if len(later) > len(trick):
                raise game.fail("Play", f"trick {start // 4 + 1}: a card is given after one "
                                        "not played", row[0][1])
            plays += trick
            if any(card is not None for card, _ in slots[start + 4:]):
                raise game.fail("Play", f"cards are given after trick {start // 4 + 1}, "
                                        "which was not finished", row[0][1])
            break
        plays += trick
        to_lead = trick_winner(trick, trump)
    return tuple(plays)


_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}


# --------------------------------------------------------------------------
# The engine's deals


def from_deal(deal: Deal) -> WhistDeal:
    """A deal of the engine as PBN carries it: the hands as dealt, the dealer,
    the card turned up, the cards played.  ``ValueError`` for what PBN cannot
    carry: an act other than a card played (a call of honours, a revoke
    claimed: the record, JSON, carries every act), a card played out of turn
    (standing, ¶76 viii, or taken back and called, ix), a card the laws
    refuse where a file's cards are read (:func:`to_deal`: a renounce, ¶76
    xv), or a deal set up at a point of its play (PBN gives the hands as
    dealt)."""
    if deal.start is not None:
        raise ValueError("a deal set up at a point has no hands as dealt for PBN; its "
                         "position (Deal.position()) or its record carries it")
    plays: list[tuple[int, Card]] = []
    for number, action in enumerate(deal.history, 1):
        if action.kind != "play" or len(action.cards) != 1:
            raise ValueError(f"act {number} ({action.kind}) is not a card played: PBN carries "
                             "the cards played alone, and the record (JSON) every act")
        plays.append((action.player, action.cards[0]))
    for irregularity in deal.irregularities:
        if irregularity.law in (LAW.cards_stand, LAW.exposed):
            raise ValueError("a card played out of turn (¶76 viii, ix): PBN carries the cards "
                             "played in turn, and the record (JSON) every act")
    short = {"Scoring": SHORT_SCORING} if deal.options.variety == "short" else {}
    written = WhistDeal(hands=tuple(tuple(hand) for hand in deal.dealt), dealer=deal.dealer,
                        trump=deal.trump, turn_up=deal.turn_up, plays=tuple(plays), tags=short)
    try:  # read back as a file is read (read_deals): a card the laws refuse is not written
        to_deal(written)
    except PbnError as exc:
        raise ValueError(f"a PBN file is read through the laws, which refuse a card of this "
                         f"deal ({exc.reason}); the record (JSON) carries every act") from None
    return written


def write_deals(deals: Sequence[Deal]) -> str:
    """A PBN file of the engine's deals (:func:`from_deal`)."""
    return write([from_deal(deal) for deal in deals])


def pack_of(deal: WhistDeal) -> list[Card]:
    """A pack, top card first, that the dealer deals into ``deal``'s hands
    (one card at a time from his left, ¶73 ii), its last card the one turned
    up.  Where the file names no card turned up (a bridge program's file,
    whose trump is its contract's suit), the dealer's lowest trump is taken:
    the laws ask only that the card turned up be his and of the trump suit."""
    turn_up = deal.turn_up
    dealer_hand = list(deal.hands[deal.dealer])
    if turn_up is None:
        trumps = sorted((c for c in dealer_hand if c.suit == deal.trump), key=lambda c: c.rank)
        if not trumps:
            raise ValueError(f"the dealer holds no {deal.trump.noun}: at whist the trump is "
                             "the suit of the dealer's last card, turned up")
        turn_up = trumps[0]
    dealer_hand.remove(turn_up)
    hands = [list(hand) for hand in deal.hands]
    hands[deal.dealer] = [*dealer_hand, turn_up]
    return [hands[(deal.dealer + 1 + i) % 4][i // 4] for i in range(52)]


def to_deal(deal: WhistDeal, options: Options | None = None, game: PbnGame | None = None,
            replay: bool = True) -> Deal:
    """The engine's deal of a deal read from PBN: dealt from :func:`pack_of`,
    under ``options`` (by default strict, so that a card the laws refuse is
    refused, not committed), its cards played through the laws (``replay``);
    a card refused is a :class:`PbnError` naming the trick, the card and the law."""
    chosen = options if options is not None else Options(strict=True)
    if deal.tags.get("Scoring") == SHORT_SCORING:  # a deal of Short Whist (¶77), as written
        chosen = replace(chosen, variety="short")
    where = game.where("Play") if game is not None else "[Play]"
    try:
        dealt = Deal(pack_of(deal), dealer=deal.dealer, options=chosen)
    except ValueError as exc:
        raise PbnError(game.where("Deal") if game is not None else "[Deal]", str(exc)) from None
    if not replay:
        return dealt
    for number, (seat, card) in enumerate(deal.plays):
        try:
            dealt.apply(Action("play", seat, (card,)))
        except RuleError as exc:
            raise PbnError(where, f"trick {number // 4 + 1}: {_NAMES[DIRECTION_OF[seat]]} plays "
                                  f"{card}, which "
                                  f"the laws refuse: {exc}") from None
    return dealt


def read_deals(text: str | bytes, options: Options | None = None,
               passed_over: list[str] | None = None) -> list[Deal]:
    """The engine's deals of a PBN file, their cards played through the laws
    (:func:`to_deal`); a :class:`PbnError` names the game, tag, line and fault.
    With ``passed_over`` (a list), a board with no trump (:class:`NoTrump`: a
    bridge program's board at no trump, or passed out, as a tournament's file
    holds among the others) is passed over, named in the list, rather than
    refused, unless no board of the file is a deal of whist."""
    out = []
    skipped: list[NoTrump] = []
    for game in games(text):
        try:
            found = whist_deal(game)
        except NoTrump as exc:
            if passed_over is None:
                raise
            skipped.append(exc)
            continue
        out.append(to_deal(found, options, game))
    if not out:
        if skipped:
            raise PbnError("(file)", f"no board of it is a deal of whist: {skipped[0].reason}")
        raise PbnError("(file)", "no game in it (a game is tag pairs such as "
                                 "[Deal \"N:...\"])")
    if passed_over is not None:
        passed_over.extend(exc.board for exc in skipped)
    return out


# --------------------------------------------------------------------------
# Beside DDS, the double-dummy solver of bridge programs (bench --peers,
# tests/test_whist_dds.py)


def _first_trick(deal: Deal) -> None:
    if deal.trick or deal.stage != "play":
        raise ValueError("tricks are counted from a trick's first lead")


def solver_tricks(deal: Deal, leader: int | None = None) -> int:
    """The tricks the side to lead takes of those to play, every hand known
    and both sides playing their best, by the engine's solver
    (:mod:`playable.whist.solve`'s search, its value the tricks rather than
    their points); ``leader``: another seat to lead, the hands as they are.
    The value and one card that keeps it, the other cards not valued
    (:func:`playable.solver.solve.solve_one`), as :func:`dds_tricks` asks
    DDS."""
    _first_trick(deal)
    problem = whist_solve.problem(deal)
    first = problem.leader if leader is None else leader
    # the value counted in tricks: side 0's tricks for each difference of the sides' tricks
    to_play = sum(len(hand) for hand in deal.dealt) // 4 - len(deal.tricks)
    final = tuple(max(0, (to_play + d) // 2) for d in range(-to_play, to_play + 1))
    counted = replace(problem, leader=first, count_diff=0, final=final, final_offset=to_play)
    value, _ = solve_one(counted)
    side_zero = value if first % 2 == 0 else -value
    return side_zero if first % 2 == 0 else to_play - side_zero


def dds_tricks(deal: Deal, leader: int | None = None) -> int:
    """The same count by DDS, through endplay (the ``bench`` extra: the engine
    never needs it): the hands as PBN's ``Deal`` tag writes them.  DDS is
    asked for one best card and its tricks (its mode of one optimal
    solution), as :func:`solver_tricks` asks the engine's solver.  (Its
    default, every card's tricks, took about 1.5 times as long on seeded
    deals 1-10: 24 ms a deal at the median against 16.  Before 0.3.4 the
    engine's solver valued every card here while DDS found one, which made
    ours look slower than it is.)"""
    _first_trick(deal)
    # imported by name: endplay is not installed where the engine runs (nor
    # where its types are checked), only with the bench extra
    dds: Any = import_module("endplay.dds")
    modes: Any = import_module("endplay.dds.solve")
    types: Any = import_module("endplay.types")

    first = deal.to_move if leader is None else leader
    assert first is not None
    board = types.Deal(deal_text([deal.held(seat) for seat in range(4)], first))
    board.trump = types.Denom.find(deal.trump.letter)
    board.first = types.Player.find(DIRECTION_OF[first])
    return int(max(tricks for _, tricks in dds.solve_board(board, modes.SolveMode.OptimalOne)))
