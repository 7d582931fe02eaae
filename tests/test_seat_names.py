"""Issue 33: a seat has one name everywhere.  The engine's own words (the
account, ``str(deal)``, the descriptions of irregularities, the reasons of
refusals, the game's account of a deal, its acts and score lines as the deal
says them, an engine player's note, the solver's verdict, a record's act
refused) name the seats by the compass (:func:`playable.engine.words.compass`),
as the table does; only an act or a score line as a record holds it
(``str(action)``, ``str(line)``) and a record's data give the index."""

from __future__ import annotations

import random
import re

import pytest

from playable.engine.checks import InvalidValue
from playable.engine.core import Action
from playable.engine.errors import RecordError
from playable.engine.strategies import decide
from playable.engine.words import compass, seat_name
from playable.games import game
from playable.table import record
from playable.table.analysis import analyse, solvable
from playable.table.words import TableWords, by_name, in_the_record

#: A seat by a record's index, as the engine wrote it before.
INDEX = re.compile(r"\bP\d\b")

#: The three games of the edition and their seats by the compass.
SEATS = {"all-fours": ["South", "North"], "quadrille": ["South", "East", "North", "West"],
         "bezique": ["South", "North"]}
#: Every game's seats: Whist's account names a seat with its index (``South
#: (P0) deals``) and scores by sides, so the tests of issue 33 above leave it out.
ALL_SEATS = {**SEATS, "whist": ["South", "West", "North", "East"]}


def engine_texts(game_id: str, seed: int) -> list[str]:
    """Every text the engine writes of two deals played at random to their
    end: one strict, with the reason it refuses each irregular act open at
    each turn; one "as at the table", irregular acts committed among the
    lawful."""
    entry = game(game_id)
    texts = []
    for lenient in (False, True):
        options = entry.rules.as_at_the_table() if lenient else None
        deal = entry.rules.new(seed, options=options)
        rng = random.Random(seed)
        for _ in range(1000):
            if deal.is_over:
                break
            texts.append(str(deal))
            irregular = deal.irregular_actions()
            texts += [deal.said(act) for act in deal.legal_actions() + irregular]
            if not lenient:
                texts += [error.reason for act in irregular
                          if (error := deal.why_not(act)) is not None]
            wrong = lenient and irregular and rng.random() < 0.1
            deal.apply(rng.choice(irregular if wrong else deal.legal_actions()))
        texts += [str(deal), str(deal.account), str(deal.result()), entry.describe(deal)]
        texts += [i.description for i in deal.irregularities]
        texts += [deal.said(line) for line in deal.account]
    return texts


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_the_engine_names_every_seat_by_the_compass(game_id: str) -> None:
    names = SEATS[game_id]
    assert compass(len(names), game(game_id).words.to_the_right) == names
    said: set[str] = set()
    for seed in range(8):
        texts = engine_texts(game_id, seed)
        for text in texts:
            assert not INDEX.search(text), text
        said |= {n for n in names if any(n in t for t in texts)}
    assert said == set(names)


def test_an_out_of_range_seat_and_no_seat_are_named_as_given() -> None:
    assert seat_name(2, 4, to_the_right=True) == "North"
    assert seat_name(7, 2) == "seat 7" and seat_name(None, 2) == "nobody"


def test_the_table_turns_the_engine_s_names_to_you() -> None:
    """The engine says "North"; the table says "you" to the reader at North,
    with the verb and "his" in the second person."""
    words = TableWords("all-fours", 2, you=1)
    assert words.speak("North holds spades and must follow suit or trump") == \
        "you hold spades and must follow suit or trump"
    assert words.speak("it is North's turn to play, not South's") == \
        "it is your turn to play, not South's"
    seated = TableWords("quadrille", 4, you=3)
    assert seated.speak("West played J♣: it is North's turn") == "you played J♣: it is North's turn"
    # "himself" too ("you showed himself the friend" had been said)
    assert seated.speak("beast: West showed himself the friend, ruled fraudulent") == \
        "beast: you showed yourself the friend, ruled fraudulent"
    east = TableWords("whist", 4, you=3)
    assert east.speak("East must follow suit: he holds clubs and plays J♠") == \
        "you must follow suit: you hold clubs and play J♠"
    assert east.speak("East deals, South is eldest hand. East (dealer) is dealt: A♠") == \
        "you deal, South is eldest hand. you (dealer) are dealt: A♠"
    assert east.speak("East leads and North plays") == "you lead and North plays"
    # "he" and "his" after a clause whose subject is another seat are that seat's
    assert east.speak("East played A♣ before South: the card stands, and South must win the "
                      "trick if he can") == ("you played A♣ before South: the card stands, and "
                                             "South must win the trick if he can")
    assert east.speak("played 10♠ before East: the card stands, and North may play before his "
                      "partner") == ("played 10♠ before you: the card stands, and North may play "
                                     "before his partner")
    assert east.speak("dealt two cards together to East: he may put it right before he deals "
                      "another card") == "dealt two cards together to you: he may put it " \
        "right before he deals another card"  # the dealer's, named before the words
    assert east.speak("played 10♠ before South: the card stands, and East may play before his "
                      "partner") == ("played 10♠ before South: the card stands, and you may play "
                                     "before your partner")
    assert east.speak("North may look at the tricks only when it is his turn (it is East's)") == \
        "North may look at the tricks only when it is his turn (it is yours)"
    assert east.speak("East dealt two cards together to South: he may put it right") == \
        "you dealt two cards together to South: you may put it right"


#: A word after "you" that is a verb's third person ("you exposes", "you
#: deals,"): a word of more than two letters ending in one "s" (not "ss"),
#: but for the words that end so in the second person too.
THIRD_PERSON = re.compile(r"\b[a-z]+[^s]s\b")
NOT_A_VERB = {"always", "sans"}  # "you always ...", "you sans-prendre"


@pytest.mark.parametrize("game_id", sorted(ALL_SEATS))
def test_the_reader_s_own_words_are_in_the_second_person(game_id: str) -> None:
    """Every text of the engine, spoken to each seat in turn: the verb after
    "you" (after a word in brackets too: "you (eldest) are dealt"), and a
    second verb of the reader's own clause ("you hold clubs and play J♠"),
    is in the second person."""
    seats = len(ALL_SEATS[game_id])
    texts = [t for seed in range(3) for t in engine_texts(game_id, seed)]
    for you in range(seats):
        words = TableWords(game_id, seats, you)
        others = [n for i, n in enumerate(ALL_SEATS[game_id]) if i != you]
        for text in texts:
            said = words.speak(text)
            verbs = [m.group(1) for m in re.finditer(r"\byou (?:\([^()\n]*\) )?(\w+)", said)]
            verbs += [m.group(2) for m in re.finditer(r"\byou \w+([^.;:!?\n]*?) and (\w+)\b", said)
                      if not any(n in m.group(1) for n in others)]
            wrong = [v for v in verbs if THIRD_PERSON.fullmatch(v) and v not in NOT_A_VERB]
            assert not wrong, f"{wrong} in {said!r}"


@pytest.mark.parametrize("game_id", sorted(ALL_SEATS))
def test_a_choice_is_listed_to_its_reader_without_a_you_s(game_id: str) -> None:
    """Each act open at each turn of seeded deals played as at the table,
    lawful or not, as the table lists it to each seat: "your game", never
    "you's game" (Quadrille's turn-up of a game listed so to its owner)."""
    entry = game(game_id)
    for seed in range(4):
        deal = entry.rules.new(seed, options=entry.rules.as_at_the_table())
        seats = entry.seats(deal.options)
        speakers = [TableWords(game_id, seats, you) for you in range(seats)]
        rng = random.Random(seed)
        for _ in range(400):
            if deal.is_over:
                break
            for act in deal.legal_actions() + deal.irregular_actions():
                for words in speakers:
                    assert not re.search(r"\byou's\b", words.label(act), re.IGNORECASE), \
                        words.label(act)
            deal.apply(rng.choice(deal.legal_actions()))


def test_a_record_s_index_is_given_with_the_name_once() -> None:
    """``replay`` gives each name its index once; an index left in a text
    written before (an old record's stored result) is put as the name."""
    names = SEATS["quadrille"]
    told = in_the_record("Quadrille: South deals\nP3 pays pool 4", names).splitlines()
    assert told == ["Seats: South (P0), East (P1), North (P2), West (P3).",
                    "Quadrille: South deals", "West pays pool 4"]
    assert by_name("P0 marked Game, not his (P1 counts 17)", SEATS["all-fours"]) == \
        "South marked Game, not his (North counts 17)"


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_the_deal_says_an_act_by_its_seat_s_name_the_record_keeps_its_index(
        game_id: str) -> None:
    """``deal.said(act)`` is the act with its seat's name; the act itself, as a
    record holds it (its text and its JSON), keeps the index; so does a score
    line on its own, which the deal says by the name too."""
    names = SEATS[game_id]
    deal = game(game_id).rules.new(4)
    rng = random.Random(4)
    while not deal.is_over:
        for act in deal.legal_actions() + deal.irregular_actions():
            kept = str(act)
            assert kept.startswith(f"P{act.player} ")
            assert deal.said(act) == names[act.player] + kept.removeprefix(f"P{act.player}")
            assert act.to_json()["player"] == act.player and Action.from_json(act.to_json()) == act
        deal.apply(rng.choice(deal.legal_actions()))
    assert deal.account.lines
    for line in deal.account:
        assert deal.said(line) == f"{names[line.player]}{str(line).removeprefix(f'P{line.player}')}"
    assert deal.names == tuple(names)


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_a_player_s_note_and_the_solver_s_verdict_name_the_seat(game_id: str) -> None:
    """What an engine player did (its :class:`Note`) and the solver's verdict
    on a position (its :class:`Analysis`) name the seat to move."""
    names = SEATS[game_id]
    entry = game(game_id)
    deal = entry.rules.new(5)
    rng = random.Random(5)
    while not (solvable(deal) and deal.cards_played >= 4 * deal.seats):
        seat = deal.to_move
        assert seat is not None
        note = decide(entry.player("period"), deal, rng)
        assert str(note).startswith(names[seat] + " "), note
        assert not INDEX.search(str(note)), note
        deal.apply(note.action)
    verdict = analyse(deal)
    assert str(verdict).startswith(f"{names[verdict.seat]} to play: "), verdict


@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_a_record_s_refused_act_is_named_with_its_index(game_id: str) -> None:
    """An act a record holds, refused on replay, is named as a record is
    shown: the name, then the index ("South (P0) stand is refused: ...")."""
    names = SEATS[game_id]
    deal = game(game_id).rules.new(3)
    first = deal.legal_actions()[0]
    other = 1 - first.player if first.player < 2 else 0
    data = record.to_json(deal)
    data["actions"] = [{**first.to_json(), "player": other}]
    options = data["options"]
    assert isinstance(options, dict)
    data["options"] = {**options, "strict": True}
    with pytest.raises(RecordError) as err:
        record.from_json(data)
    assert f"{names[other]} (P{other}) {first.kind}" in str(err.value)
    assert not INDEX.search(str(err.value).replace(f"(P{other})", "")), err.value


def test_an_act_of_the_wrong_shape_is_refused_without_an_index() -> None:
    with pytest.raises(InvalidValue) as err:
        Action("play", 1, ()).card  # noqa: B018 - the property raises
    assert err.value.reason == '"play" must name one card, not 0'
