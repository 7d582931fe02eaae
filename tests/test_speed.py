"""The engine's fast paths do what the slower ways did: the same numbers drawn,
the same acts offered in the same order.  (No timing here: ``python -m
playable bench`` prints the figures.)"""

from __future__ import annotations

import random

import pytest

from playable.engine.cards import shuffle


@pytest.mark.parametrize("length", [0, 1, 2, 32, 40, 52, 64, 96, 1024, 1100])
def test_shuffle_is_the_standard_librarys(length: int) -> None:
    for seed in range(40):
        ours, theirs = list(range(length)), list(range(length))
        mine, stdlib = random.Random(seed), random.Random(seed)
        shuffle(ours, mine)
        stdlib.shuffle(theirs)
        assert ours == theirs
        assert mine.getstate() == stdlib.getstate()  # the same numbers drawn


def test_shuffle_leaves_another_generator_its_own_way() -> None:
    class Drawn(random.Random):
        def random(self) -> float:
            return 0.5

    items = list(range(10))
    shuffle(items, Drawn(1))
    expected = list(range(10))
    Drawn(1).shuffle(expected)
    assert items == expected
