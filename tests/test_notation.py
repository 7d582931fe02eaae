"""Positions in one line (``playable.engine.notation``, ``deal.position()``,
``Deal.from_position``): the syntax round-trips any value a setup takes, a
position read gives the same deal for every game, and text that is not a
position is refused with the column and what was expected."""

from __future__ import annotations

import doctest
import random
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playable.engine import notation
from playable.engine.errors import SetupError
from playable.games import GAMES, Game

#: Values as a setup's arguments hold them: JSON without floats.
WORDS = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=12)
VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | WORDS,
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.from_regex(r"[a-z_][a-z0-9_]{0,6}", fullmatch=True), inner,
                      max_size=3),
    max_leaves=12)
NAMES = st.from_regex(r"[a-z_][a-z0-9_]{0,8}", fullmatch=True).filter(lambda n: n != "options")


@settings(max_examples=300, derandomize=True, deadline=None)
@given(arguments=st.dictionaries(NAMES, VALUES, max_size=5),
       options=st.dictionaries(NAMES, VALUES, max_size=3))
def test_any_arguments_written_are_read_back(arguments: dict[str, Any],
                                             options: dict[str, Any]) -> None:
    text = notation.write("a-game", arguments, options)
    assert "\n" not in text
    assert notation.parse(text) == ("a-game", arguments, options)


def test_arguments_and_options_at_their_defaults_are_left_out() -> None:
    text = notation.write("g", {"hands": ["A♠ K♠", "2♥"], "trick": "", "tricks": []},
                          {"target": 10, "strict": True},
                          defaults={"trick": "", "tricks": ()},
                          default_options={"target": 10, "strict": False})
    assert text == "g: hands=[A♠ K♠, 2♥]; options={strict: true}"


def test_words_that_would_read_as_something_else_are_quoted() -> None:
    text = notation.write("g", {"a": "10", "b": "-", "c": "true", "d": "x; y", "e": "",
                                "f": " pad"})
    assert text == 'g: a="10"; b="-"; c="true"; d="x; y"; e=""; f=" pad"'


@pytest.mark.parametrize("word", ["a\tb", "a\u200bb", "a\x7fb", "a\u2028b", "\u00a0x"])
def test_text_with_a_character_that_does_not_print_is_quoted(word: str) -> None:
    text = notation.write("g", {"a": word})
    assert text.startswith('g: a="') and notation.parse(text) == ("g", {"a": word}, {})


@pytest.mark.parametrize("text, words", [
    ("", "begins with its game"), ("hands=[A♠]", "begins with its game"),
    ("g: hands=[A♠", "column 13: expected ',' or ']'"),
    ("g: hands=[A♠,]", "column 14: expected a value"),
    ("g: =1", "column 4: expected a name"), ("g: a 1", "expected '=' after 'a'"),
    ("g: a=1 b=2", "expected ';' between two values"), ("g: a=1; a=2", "given twice"),
    ("g: a={x: 1, x: 2}", "'x' is"), ('g: a="open', "text in double quotes"),
    ("g: options=[1]", "options={target: 7}"), ("g: a=" + "[" * 10 + "]" * 10, "nest"),
])
def test_text_that_is_not_a_position_is_refused_with_the_column(text: str,
                                                                words: str) -> None:
    with pytest.raises(SetupError, match=None) as err:
        notation.parse(text)
    assert words in str(err.value), err.value


def test_not_text_and_too_long_are_refused() -> None:
    with pytest.raises(SetupError, match="is text"):
        notation.parse(b"g: a=1")
    with pytest.raises(SetupError, match="at most"):
        notation.parse("g: a=" + "x" * notation.MAX_POSITION)


def key(action: Any) -> str:
    return str(action)


@pytest.mark.parametrize("game", list(GAMES.values()), ids=lambda g: g.id)
def test_a_position_read_is_the_same_deal(game: Game) -> None:
    """Over seeded deals of every option set, stopped at random points: the
    position read back writes the same position and offers the same acts."""
    tried = 0
    for name, options in game.option_sets:
        for seed in range(12):
            deal = game.rules.new(seed, options=options)
            rng = random.Random(seed)
            for _ in range(rng.randrange(70)):
                if deal.is_over:
                    break
                legal = deal.legal_actions()
                deal.apply(legal[rng.randrange(len(legal))])
            try:
                text = deal.position()  # type: ignore[attr-defined]
            except SetupError:
                continue
            tried += 1
            again = type(deal).from_position(text)  # type: ignore[attr-defined]
            assert again.position() == text, (name, seed)
            assert sorted(map(key, again.legal_actions())) == sorted(
                map(key, deal.legal_actions())), (name, seed)
            assert again.options == deal.options
    assert tried >= 12 * len(game.option_sets) // 2


def test_a_position_of_another_game_or_a_bad_argument_is_named() -> None:
    deal = GAMES["all-fours"].rules.new(4)
    quadrille = type(GAMES["quadrille"].rules.new(4))
    with pytest.raises(SetupError, match="a position of all-fours, not of quadrille"):
        quadrille.from_position(deal.position())  # type: ignore[attr-defined]
    # a game misspelt is no game, not a game of its own ("a position of allfours")
    for name, shown in (("allfours", '"allfours"'), ("piquet", '"piquet"')):
        with pytest.raises(SetupError) as err:
            type(deal).from_position(f"{name}: hands=[Q♣]")  # type: ignore[attr-defined]
        assert str(err.value) == (f"cannot set up the deal: (position): unknown game {shown}; "
                                  f"the games are {', '.join(GAMES)}")
    with pytest.raises(SetupError, match="not an argument of the setup") as err:
        type(deal).from_position(deal.position() + "; colour=red")  # type: ignore[attr-defined]
    assert err.value.field == "colour"
    with pytest.raises(SetupError) as err:
        type(deal).from_position(deal.position() + "; options={target: 0}")  # type: ignore[attr-defined]
    assert err.value.field == "options.target"


@pytest.mark.parametrize("text, field, words", [
    ("all-fours: hands=[Q♣ 8♣, 5♣ A♠]", "turn_up", "missing (the card turned up for trumps)"),
    ("all-fours:", "hands", "turn_up is missing too (the card turned up for trumps)"),
    ("quadrille:", "hands", "missing (the cards each of the four seats holds now)"),
    ("bezique: trump=♥", "hands", "missing (the cards each seat holds in his hand now)"),
])
def test_a_part_the_setup_needs_left_out_is_named(text: str, field: str, words: str) -> None:
    deal = GAMES[text.split(":")[0]].module.Deal
    with pytest.raises(SetupError) as err:
        deal.from_position(text)
    assert err.value.field == field and words in err.value.reason, err.value


@pytest.mark.parametrize("game", list(GAMES.values()), ids=lambda g: g.id)
def test_every_part_a_setup_needs_says_what_it_is(game: Game) -> None:
    """The words of the message above are there for every argument without a
    default, and only for those."""
    deal = game.module.Deal
    assert set(deal.SETUP_NEEDS) == set(notation.setup_required(deal.setup))


def test_the_positions_page_prints_what_the_engine_prints() -> None:
    """docs/positions.md's console blocks, run as the law examples are."""
    page = Path(__file__).resolve().parents[1] / "docs" / "positions.md"
    blocks = re.findall(r"^```pycon\n(.*?)^```", page.read_text(encoding="utf-8"),
                        re.MULTILINE | re.DOTALL)
    assert blocks
    test = doctest.DocTestParser().get_doctest("\n".join(blocks), {}, "positions",
                                                str(page), 0)
    runner = doctest.DocTestRunner()
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0


def test_the_positions_page_names_every_argument_of_all_fours_setup() -> None:
    """The page lists the names a position of All-Fours may give, as its
    ``Deal.setup`` takes them (``score`` had been left out)."""
    page = (Path(__file__).resolve().parents[1] / "docs" / "positions.md").read_text(
        encoding="utf-8")
    listed = re.search(r"\(for All-Fours: (.*?)\)", " ".join(page.split()))
    assert listed is not None
    names = re.findall(r"`(\w+)`", listed.group(1))
    assert names == notation.setup_arguments(GAMES["all-fours"].module.Deal.setup)
