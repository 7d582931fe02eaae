"""``play GAME --watch``: the engine's players at every seat in the terminal
(:mod:`playable.table.watching`), as the Deal pages' *Watch* shows them."""

from __future__ import annotations

import io
from collections import Counter
from pathlib import Path

import pytest

from playable.__main__ import main
from playable.games import GAMES
from playable.table.session import Session
from playable.table.watching import LAST_DEAL, NEXT_DEAL, NEXT_TRICK, watch
from playable.table.words import Onlooker


def watched(game: str, answers: str, seed: int = 5, **kwargs: object) -> str:
    out = io.StringIO()
    assert watch(game, io.StringIO(answers), out, seed=seed, **kwargs) == 0  # type: ignore[arg-type]
    return out.getvalue()


@pytest.mark.parametrize("game", GAMES)
def test_every_act_of_a_deal_is_told_with_its_reason_a_trick_at_a_time(game: str) -> None:
    """Each act of the first deal, in order, in the words of an onlooker's
    table: with its player's reason and maxim where he gives one (the same
    session, played apart, gives the notes); every hand shown once dealt;
    the reader asked after each trick until he says ``end``; then the deal's
    end and the question of the next, where the end of input leaves."""
    said = watched(game, "\n\nend\n")
    session = Session.sitting(game, 5)  # no human: the period player at every seat
    session.play_on()
    words = Onlooker(game, session.seats)
    told = [words.reason(n) if n.reason else words.act(n.action)
            for n in session.notes if n is not None]
    assert len(told) == len(session.deal.history)
    lines = [line.removeprefix(NEXT_TRICK) for line in said.splitlines()]
    acts = [line[2:] for line in lines if line[2:] in told]
    assert acts == told, "every act, in order, as the session made it"
    cited = [n for n in session.notes if n is not None and n.reason and n.law]
    assert sum(" — " in line for line in acts) == len(cited), "the maxim or law after a reason"
    assert cited or game == "quadrille"  # Hoyle's advice names a law only for a demand
    assert said.count(NEXT_TRICK) == 3 and len(getattr(session.deal, "tricks", ())) > 3
    hands = said.index("The hands:\n")
    for seat in range(session.seats):
        assert f"\n  {words.name(seat, True)}: " in said[hands:hands + 400]
    assert said.index("--- End of deal 1.") < said.index(NEXT_DEAL)
    assert said.endswith("You leave the table. Goodbye.\n")


def test_a_match_is_watched_to_its_end() -> None:
    """Enter at every question: deal after deal to the end of the match, its
    winner named, as at the playing table."""
    said = watched("all-fours", "\n" * 2000, seed=3)
    deals = said.count("--- End of deal ")
    assert deals > 1 and said.count(NEXT_DEAL) == deals - 1
    assert said.endswith(f"North wins the match, 10 to 5.\n{LAST_DEAL}You leave the table. "
                         "Goodbye.\n")
    said = watched("whist", "\n" * 2000, seed=3)  # a rubber
    assert said.splitlines()[-2].startswith("South–North win the rubber, two games to one")


def test_between_deals_the_solver_judges_every_act_of_the_deal_watched() -> None:
    """``verdicts`` at the question after a deal: the solver's verdict on
    each act (numbered as in the deal), as :func:`annotate` gives them, what
    they cost in all and seat by seat; the question is asked again."""
    from playable.table import analysis

    said = watched("all-fours", "end\nverdicts\n", seed=3)
    session = Session.sitting("all-fours", 3)
    session.play_on()
    words = Onlooker("all-fours", 2)
    deal = session.deal
    verdicts = analysis.annotate(deal)
    head = "The solver's verdicts on the acts in deal 1, every hand known:\n"
    told = said[said.index(head) + len(head):].splitlines()
    expected = [f"  {i}. {words.act(a).removesuffix('.')}: "
                + (str(v["words"]) if v is not None else "no verdict")
                for i, (a, v) in enumerate(zip(deal.history, verdicts, strict=True), 1)]
    assert told[:len(expected)] == expected
    costs = dict.fromkeys((0, 1), 0)
    for action, verdict in zip(deal.history, verdicts, strict=True):
        cost = verdict.get("cost") if verdict is not None else None
        if isinstance(cost, int):
            costs[action.player] += cost
    assert told[len(expected)].startswith("Of the ")
    assert any(costs.values())  # this deal has costly acts, so the line per seat is said
    # and, once, what a cost is counted in (the points of a side less the other's)
    assert told[len(expected) + 2].startswith("(A cost is counted in the points of the player's")
    assert told[len(expected) + 1] == (f"What each seat's acts cost: South {costs[0]}, "
                                        f"North {costs[1]}.")
    # the acts not judged, by the reason the Deal page gives (the beg and its answer here)
    reasons = Counter(analysis.why_unjudged(deal.replayed(i), a)
                      for i, (a, v) in enumerate(zip(deal.history, verdicts, strict=True))
                      if v is None)
    assert reasons and told[len(expected) + 3:len(expected) + 3 + len(reasons)] == [
        f"{n} act{'s' if n > 1 else ''} not judged: {why}." for why, n in reasons.items()]
    assert said.count(NEXT_DEAL) == 2  # asked again after the verdicts


def test_the_command_line_watches_and_refuses_what_is_for_a_reader_who_plays(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = io.StringIO()
    assert main(["play", "whist", "--watch", "--seed", "5", "--opponent", "random"],
                io.StringIO("end\n"), out) == 0
    said = out.getvalue()
    assert said.startswith("Whist: a random player (any lawful act) at every seat, every hand in view; "
                           "seed 5.")
    assert "--- End of deal 1." in said and " — Whist, maxim" not in said  # no reasons given
    for extra in ("--as-at-the-table", "--auto-single"):
        assert main(["play", "whist", "--watch", extra], io.StringIO(), io.StringIO()) == 2
        assert "--watch seats the engine's players alone" in capsys.readouterr().err
    # the deals of a file, watched: a record of the deal just played
    from playable.table import record

    deal = Session.sitting("whist", 5).deal
    saved = tmp_path / "w.json"
    record.save(deal, saved)
    out = io.StringIO()
    assert main(["play", "whist", "--watch", "--deal", str(saved)], io.StringIO("end\n"),
                out) == 0
    assert "every hand in view; the deals of a file." in " ".join(out.getvalue().split())
    assert "--- End of deal 1." in out.getvalue()
