"""The Bezique view, built at every move of a playout straight from the
position, against the same fields read through the deal's public methods,
at every step of seeded deals (irregular acts among them: faced cards,
announcements, overdraws), for every seat."""

from __future__ import annotations

import dataclasses
import random

import pytest

from playable.bezique import CARD, Deal, Options, View, marks_text
from playable.games import GAMES

GAME = GAMES["bezique"]


def reference_view(deal: Deal, player: int) -> View:
    """The view as the deal's public methods give its fields."""
    own = deal._table[player]
    return View(
        seat=player, players=deal.n, packs=deal.options.packs or deal.n,
        dealer=deal.dealer, trump=deal.trump, turn_up=deal.turn_up, stock=deal.stock_size,
        hand=tuple(deal.hand(player)),
        table=tuple((CARD[k], marks_text(deal._mask[i])) for k in sorted(own) for i in own[k]),
        tables=tuple(tuple(deal.table(p)) for p in range(deal.n)),
        hand_sizes=tuple(deal._count), trick=tuple(deal.current_trick),
        played=tuple(deal.pack[i] for i in deal._played), scores=deal.account.totals(deal.n),
        last_eight=deal._last_eight, to_move=deal.to_move,
        open_declarations=tuple((a.value or "", a.cards)
                                for a in deal.declarations_open_to(player)),
        faced=tuple(tuple(deal.faced(p)) for p in range(deal.n)),
        announced=tuple((p, kind, tuple(CARD[deal._keys[i]] for i in ids))
                        for p in range(deal.n) for kind, ids in deal._announced[p]),
        trick_rule=deal.options.trick)


def _option_sets() -> list[tuple[str, Options | None]]:
    sets: list[tuple[str, Options | None]] = [(name, o) for name, o in GAME.option_sets]
    return sets + [(p.label, p.options) for p in GAME.playouts]


@pytest.mark.parametrize("name,options", _option_sets())
def test_view_matches_the_public_reading_at_every_step(name: str,
                                                       options: Options | None) -> None:
    fields = [f.name for f in dataclasses.fields(View)]
    for seed in range(6):
        rng = random.Random(seed)
        deal = GAME.rules.shuffled(rng, options)
        lenient = options is not None and not options.strict
        while not deal.is_over:
            for p in range(deal.n):
                view = deal.view(p)
                assert list(vars(view)) == fields
                assert view == reference_view(deal, p)
                assert repr(view) == repr(reference_view(deal, p))
            acts = deal.legal_actions()
            if lenient and rng.random() < 0.1:
                acts = deal.irregular_actions() or acts
            deal.apply(acts[rng.randrange(len(acts))])
