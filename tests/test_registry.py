"""The registry of the games (:mod:`playable.games`): one entry a game, and
everything that needs the games reads it."""

from __future__ import annotations

import ast
import io
import random
import re
from pathlib import Path

import pytest

from playable import allfours, bench, bezique, quadrille, whist
from playable.__main__ import main
from playable.allfours.strategy import PeriodPlayer
from playable.bezique.strategy import CautiousPlayer
from playable.engine.strategies import Player, RandomPlayer, play_out
from playable.engine.tricks import PlayedTrick
from playable.engine.words import GameWords
from playable.games import GAMES, Game, UnknownGame, game, game_of
from playable.laws import GAMES as TITLES
from playable.quadrille.strategy import SensiblePlayer
from playable.table import record, seats, web
from playable.table.session import Session
from playable.table.words import Onlooker, TableWords

ENTRIES = [pytest.param(g, id=g.id) for g in GAMES.values()]


def test_the_games_are_the_laws_games_in_their_order() -> None:
    assert list(GAMES) == list(TITLES)
    for game_id, entry in GAMES.items():
        assert entry.id == game_id and entry.title == TITLES[game_id]
        assert entry.module.GAME == game_id
        assert entry.rules.new(1).GAME == game_id


def test_an_unknown_game_is_named() -> None:
    with pytest.raises(UnknownGame, match="unknown game 'piquet'; the games are quadrille"):
        game("piquet")
    assert game_of(allfours.Deal.new(3)) is GAMES["all-fours"]


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_game_deals_from_a_seed_a_generator_and_a_pack(entry: Game) -> None:
    deal = entry.rules.new(7, dealer=1)
    assert deal.seed == 7 and deal.dealer == 1
    again = entry.rules.from_pack(deal.pack, dealer=1, options=deal.options, seed=7)
    assert list(again.pack) == list(deal.pack)
    assert [tuple(again.hand(p)) for p in range(entry.seats())] == \
        [tuple(deal.hand(p)) for p in range(entry.seats())]
    shuffled = entry.rules.shuffled(random.Random(7))
    assert sorted(map(str, shuffled.pack)) == sorted(map(str, entry.expected_pack()))
    assert entry.rules.options_from_json(deal.options.to_json()) == deal.options


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_game_refuses_another_games_options(entry: Game) -> None:
    other = next(g for g in GAMES.values() if g is not entry)
    with pytest.raises(TypeError, match="are not the options of this game"):
        entry.rules.new(1, options=other.rules.default_options())


def test_seats_come_from_the_options() -> None:
    assert GAMES["all-fours"].seats() == 2
    assert GAMES["quadrille"].seats() == 4
    assert GAMES["bezique"].seats() == 2
    assert GAMES["bezique"].seats(bezique.Options(players=3)) == 3


@pytest.mark.parametrize(("game_id", "period"), [("all-fours", PeriodPlayer),
                                                 ("quadrille", SensiblePlayer),
                                                 ("bezique", CautiousPlayer)])
def test_the_engine_players_by_name(game_id: str, period: type) -> None:
    entry = GAMES[game_id]
    assert set(entry.players) == {"period", "random", "strong"}
    assert isinstance(entry.player("period"), period)
    assert isinstance(entry.player("random"), RandomPlayer)
    assert isinstance(entry.player(), period), "the period player sits opposite a human"
    with pytest.raises(ValueError, match="has no player 'best'"):
        entry.player("best")
    players: list[Player] = [entry.player(), entry.player("random")] * 2
    deal = play_out(entry.rules.new(5), players[:entry.seats()], random.Random(5))
    assert deal.is_over


@pytest.mark.parametrize("entry", ENTRIES)
def test_describe_tells_a_deal_and_is_the_games_own(entry: Game) -> None:
    assert entry.describer.__module__.startswith(entry.module.__name__ + ".")
    deal = Session.new(entry.id, 4, players="random").deal
    text = entry.describe(deal)
    assert text.startswith(entry.title)
    Session(deal).play_on()
    assert entry.describe(deal).startswith(entry.title)


@pytest.mark.parametrize("entry", ENTRIES)
def test_the_command_line_plays_each_game_through_the_registry(entry: Game) -> None:
    out = io.StringIO()
    assert main(["play", entry.id, "--seed", "3"], io.StringIO("quit\n"), out) == 0
    assert "seed 3" in out.getvalue().lower()


@pytest.mark.parametrize("entry", ENTRIES)
def test_option_sets_are_the_games_own_and_include_strict_play(entry: Game) -> None:
    names = [name for name, _ in entry.option_sets]
    assert len(set(names)) == len(names)
    options_class = type(entry.rules.default_options())
    assert all(type(o) is options_class for _, o in entry.option_sets)
    assert any(o.strict for _, o in entry.option_sets)
    assert entry.option_sets[0][1] == entry.rules.default_options()


def test_the_benchmark_measures_what_it_measured_before() -> None:
    labels = [label for g in GAMES.values() for label, _ in bench.variants(g)]
    assert labels == [
        "Quadrille (random players)", "Quadrille (sensible players)",
        "All-Fours (random)", "All-Fours (random, discard to six)", "All-Fours (period v random)",
        "Bezique, two-handed", "Bezique, three-handed (3 packs)",
        "Bezique, three-handed (2 packs)",
        "Whist (random)", "Whist (period players)",
    ]
    for entry in GAMES.values():
        for label, playout in bench.variants(entry):
            played = playout(random.Random(2))
            assert played > 0, label
    # A random playout counts every card of a Bezique deal, as before.
    assert bench.variants(GAMES["bezique"])[0][1](random.Random(1)) == 64
    out = io.StringIO()
    assert bench.run(["bezique"], seconds=0.05, out=out) == 0
    assert "Bezique, two-handed" in out.getvalue() and "floor" in out.getvalue()
    assert bench.run(["piquet"], seconds=0.05, out=io.StringIO()) == 2


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_series_is_the_games_match_or_table(entry: Game) -> None:
    session = Session.sitting(entry.id, 11, players="random")
    series = session.series
    assert series is not None
    kind = {"all-fours": allfours.Match, "quadrille": quadrille.Table, "bezique": bezique.Match,
            "whist": whist.Rubber}
    assert isinstance(series.match, kind[entry.id])
    for _ in range(3):
        session.play_on()
        session.book()
        if series.over:
            break
        session.next_deal()
    assert len(series.scores) == entry.seats()


@pytest.mark.parametrize("entry", ENTRIES)
def test_the_rules_a_reader_may_choose_are_option_sets_that_name_their_source(
        entry: Game) -> None:
    """Each of a game's table rules is one of its option sets, dealt to its
    own number of seats, that differs from the edition's rules, and what the
    table says of it names where it comes from (a law, a book) in brackets;
    laid over a variant of another number of players it keeps its seats."""
    sets = dict(entry.option_sets)
    own = entry.rules.default_options()
    for name, said in entry.table_rules:
        assert entry.seats(sets[name]) == entry.seats() and sets[name] != own, name
        assert re.search(r"\([^()]+\)$", said) and said == said.strip(), said
        assert seats.table_options(entry.id, None, name) is sets[name]
        for players, options in seats.seat_variants(entry.id).items():
            merged = seats.table_options(entry.id, players, name)
            assert entry.seats(merged) == entry.seats(options), (players, name)
    assert seats.table_options(entry.id) is None
    with pytest.raises(ValueError, match="unknown rules 'nope'"):
        seats.table_options(entry.id, None, "nope")


def test_no_other_list_of_the_games() -> None:
    assert not hasattr(record, "MODULES") and not hasattr(record, "game_module")
    assert not hasattr(web, "_period_player")
    assert set(seats.PLAYERS) == {name for g in GAMES.values() for name in g.players}


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_games_words_are_its_own_reached_through_the_registry(entry: Game) -> None:
    """The table's words of one game (its table, verdict, prompts, rule of
    play, meanings) live in that game's words module, held by its entry."""
    assert isinstance(entry.words, GameWords)
    assert type(entry.words).__module__ == f"{entry.module.__name__}.words"
    seats = entry.seats()
    assert TableWords(entry.id, seats).words is entry.words
    assert Onlooker(entry.id, seats).words is entry.words
    # every act the game's Deal knows a law for that it lists means something
    kinds = set(entry.rules.deal.ACT_LAWS) & set(entry.words.meanings)
    assert kinds, "the game's words give no meaning to its acts"


PLAYABLE = Path(web.__file__).parents[1]
#: Every module of the engine but a game's own package and the registry: what
#: they need of a game comes from its entry, so none of them names a game.
#: The law registry (``playable/laws``) is the one list of the period texts,
#: each under its game's id.
NO_GAME_SWITCH = sorted(
    str(path.relative_to(PLAYABLE)) for path in PLAYABLE.rglob("*.py")
    if path.relative_to(PLAYABLE).parts[0] not in {
        *(Path(g.module.__file__).parent.name for g in GAMES.values()),  # type: ignore[arg-type]
        "laws", "games.py"})


def _game_ids_in(path: Path) -> list[int]:
    """The lines where a game id is written in ``path``, docstrings aside."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
                  and node.body and isinstance(node.body[0], ast.Expr)}
    return [node.lineno for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and node.value in GAMES
            and id(node) not in docstrings]


def test_every_module_outside_the_games_is_looked_at() -> None:
    assert {"bench.py", "table/web.py", "solver/pimc.py", "engine/core.py"} <= set(NO_GAME_SWITCH)
    assert not any(name.startswith(("allfours/", "laws/")) for name in NO_GAME_SWITCH)


@pytest.mark.parametrize("name", NO_GAME_SWITCH)
def test_no_game_id_switch_outside_the_games_and_the_registry(name: str) -> None:
    path = PLAYABLE / name
    assert _game_ids_in(path) == [], f"{name} names a game"
    assert len(path.read_text(encoding="utf-8").splitlines()) <= 900


@pytest.mark.parametrize("entry", ENTRIES)
def test_the_pages_say_of_each_player_what_the_registry_says(entry: Game) -> None:
    said = entry.player_words
    assert list(said) == ["period", "strong", "random"]
    assert said["period"] == entry.period_player
    assert set(said) == set(entry.players) and set(said) <= set(seats.PLAYERS)


#: What each game's period player plays by (issue 33: one pattern for all three).
ADVICE = {"all-fours": "the maxims of ¶94", "quadrille": "Hoyle's advice",
          "bezique": "the cautions of ¶127", "whist": "the maxims of ¶75"}


@pytest.mark.parametrize("entry", ENTRIES)
def test_the_engines_players_have_one_name_on_every_surface(entry: Game) -> None:
    """Issue 33: the period player was "the period player", "the sensible
    player (Hoyle's advice)", "the cautious player (the cautions of ¶127)" or
    "players who follow Hoyle's advice"; it is "the period player (...)" in
    the registry, the terminal's opening lines and the Deal pages' list."""
    import live

    name = f"the period player ({ADVICE[entry.id]})"
    assert entry.period_player == entry.player_words["period"] == name
    out = io.StringIO()
    main(["play", entry.id, "--seed", "1"], stdin=io.StringIO("quit\n"), stdout=out)
    opening = " ".join(out.getvalue().split("\n\n")[0].split())
    assert name in opening
    assert f'<option value="period">{name}</option>' in live.deal_app(entry.id).replace(
        "&#x27;", "'")
    assert "sensible" not in opening + live.deal_app(entry.id)
    assert "cautious" not in opening + live.deal_app(entry.id)


@pytest.mark.parametrize("entry", ENTRIES)
def test_the_acts_from_the_hand_are_the_games_own(entry: Game) -> None:
    """A card not held is refused without a law for the acts whose cards come
    from the hand: each game names its own (Bezique's declarations, Quadrille's
    card shown), not the others'."""
    from_hand = entry.words.from_hand
    assert "play" in from_hand and from_hand <= set(entry.rules.deal.ACT_LAWS)


@pytest.mark.parametrize("entry", ENTRIES)
def test_every_games_tricks_have_the_one_shape_the_table_reads(entry: Game) -> None:
    session = Session.new(entry.id, 3, players="random")
    session.play_on()
    tricks = session.deal.tricks  # type: ignore[attr-defined]
    assert tricks
    for trick in tricks:
        assert isinstance(trick, PlayedTrick)
        assert trick.winner in {seat for seat, _ in trick.cards}
        assert len(trick.cards) == entry.seats(session.deal.options)
