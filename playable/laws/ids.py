"""Every law identifier as a typed constant: the one way to write a law id in code.

A :data:`LawId` is the text ``"<game>:<anchor>"`` of :mod:`playable.laws`; the
constants below are grouped by game (``AllFoursLaws.S92_III`` is
``"all-fours:s92-iii"``, following suit).  ``tests/test_law_ids.py`` checks that
they and the registry name the same items, once each.
"""

from __future__ import annotations

from typing import Final, NewType

#: A law identifier of the registry, ``"<game>:<anchor>"``.
LawId = NewType("LawId", str)


class QuadrilleLaws:
    """The nineteen laws of Quadrille."""

    LAW_1: Final = LawId("quadrille:law-1")
    LAW_2: Final = LawId("quadrille:law-2")
    LAW_3: Final = LawId("quadrille:law-3")
    LAW_4: Final = LawId("quadrille:law-4")
    LAW_5: Final = LawId("quadrille:law-5")
    LAW_6: Final = LawId("quadrille:law-6")
    LAW_7: Final = LawId("quadrille:law-7")
    LAW_8: Final = LawId("quadrille:law-8")
    LAW_9: Final = LawId("quadrille:law-9")
    LAW_10: Final = LawId("quadrille:law-10")
    LAW_11: Final = LawId("quadrille:law-11")
    LAW_12: Final = LawId("quadrille:law-12")
    LAW_13: Final = LawId("quadrille:law-13")
    LAW_14: Final = LawId("quadrille:law-14")
    LAW_15: Final = LawId("quadrille:law-15")
    LAW_16: Final = LawId("quadrille:law-16")
    LAW_17: Final = LawId("quadrille:law-17")
    LAW_18: Final = LawId("quadrille:law-18")
    LAW_19: Final = LawId("quadrille:law-19")

class AllFoursLaws:
    """All-Fours: the laws (92), the terms (93) and the maxims (94)."""

    S92_I: Final = LawId("all-fours:s92-i")
    S92_II: Final = LawId("all-fours:s92-ii")
    S92_III: Final = LawId("all-fours:s92-iii")
    S92_IV: Final = LawId("all-fours:s92-iv")
    S92_V: Final = LawId("all-fours:s92-v")
    S92_VI: Final = LawId("all-fours:s92-vi")
    S93_I: Final = LawId("all-fours:s93-i")
    S93_II: Final = LawId("all-fours:s93-ii")
    S93_III: Final = LawId("all-fours:s93-iii")
    S93_IV: Final = LawId("all-fours:s93-iv")
    S93_V: Final = LawId("all-fours:s93-v")
    S94_I: Final = LawId("all-fours:s94-i")
    S94_II: Final = LawId("all-fours:s94-ii")
    S94_III: Final = LawId("all-fours:s94-iii")
    S94_IV: Final = LawId("all-fours:s94-iv")

class BeziqueLaws:
    """Bezique: the paragraphs 124-128, with their items."""

    S124: Final = LawId("bezique:s124")
    S125_I: Final = LawId("bezique:s125-i")
    S125_II: Final = LawId("bezique:s125-ii")
    S125_III: Final = LawId("bezique:s125-iii")
    S125_IV: Final = LawId("bezique:s125-iv")
    S125_V: Final = LawId("bezique:s125-v")
    S125_VI: Final = LawId("bezique:s125-vi")
    S125_VII: Final = LawId("bezique:s125-vii")
    S125_VIII: Final = LawId("bezique:s125-viii")
    S126_I: Final = LawId("bezique:s126-i")
    S126_II: Final = LawId("bezique:s126-ii")
    S126_III: Final = LawId("bezique:s126-iii")
    S126_IV: Final = LawId("bezique:s126-iv")
    S126_V: Final = LawId("bezique:s126-v")
    S127: Final = LawId("bezique:s127")
    S128_I: Final = LawId("bezique:s128-i")
    S128_II: Final = LawId("bezique:s128-ii")

class WhistLaws:
    """Whist: the paragraphs 73-77, with the terms (74), maxims (75) and laws (76)."""

    S73: Final = LawId("whist:s73")
    S74_I: Final = LawId("whist:s74-i")
    S74_II: Final = LawId("whist:s74-ii")
    S74_III: Final = LawId("whist:s74-iii")
    S74_IV: Final = LawId("whist:s74-iv")
    S74_V: Final = LawId("whist:s74-v")
    S74_VI: Final = LawId("whist:s74-vi")
    S74_VII: Final = LawId("whist:s74-vii")
    S74_VIII: Final = LawId("whist:s74-viii")
    S74_IX: Final = LawId("whist:s74-ix")
    S74_X: Final = LawId("whist:s74-x")
    S74_XI: Final = LawId("whist:s74-xi")
    S74_XII: Final = LawId("whist:s74-xii")
    S74_XIII: Final = LawId("whist:s74-xiii")
    S74_XIV: Final = LawId("whist:s74-xiv")
    S74_XV: Final = LawId("whist:s74-xv")
    S75_I: Final = LawId("whist:s75-i")
    S75_II: Final = LawId("whist:s75-ii")
    S75_III: Final = LawId("whist:s75-iii")
    S75_IV: Final = LawId("whist:s75-iv")
    S75_V: Final = LawId("whist:s75-v")
    S75_VI: Final = LawId("whist:s75-vi")
    S75_VII: Final = LawId("whist:s75-vii")
    S75_VIII: Final = LawId("whist:s75-viii")
    S75_IX: Final = LawId("whist:s75-ix")
    S75_X: Final = LawId("whist:s75-x")
    S75_XI: Final = LawId("whist:s75-xi")
    S75_XII: Final = LawId("whist:s75-xii")
    S75_XIII: Final = LawId("whist:s75-xiii")
    S75_XIV: Final = LawId("whist:s75-xiv")
    S75_XV: Final = LawId("whist:s75-xv")
    S75_XVI: Final = LawId("whist:s75-xvi")
    S75_XVII: Final = LawId("whist:s75-xvii")
    S75_XVIII: Final = LawId("whist:s75-xviii")
    S75_XIX: Final = LawId("whist:s75-xix")
    S75_XX: Final = LawId("whist:s75-xx")
    S75_XXI: Final = LawId("whist:s75-xxi")
    S75_XXII: Final = LawId("whist:s75-xxii")
    S76_I: Final = LawId("whist:s76-i")
    S76_II: Final = LawId("whist:s76-ii")
    S76_III: Final = LawId("whist:s76-iii")
    S76_IV: Final = LawId("whist:s76-iv")
    S76_V: Final = LawId("whist:s76-v")
    S76_VI: Final = LawId("whist:s76-vi")
    S76_VII: Final = LawId("whist:s76-vii")
    S76_VIII: Final = LawId("whist:s76-viii")
    S76_IX: Final = LawId("whist:s76-ix")
    S76_X: Final = LawId("whist:s76-x")
    S76_XI: Final = LawId("whist:s76-xi")
    S76_XII: Final = LawId("whist:s76-xii")
    S76_XIII: Final = LawId("whist:s76-xiii")
    S76_XIV: Final = LawId("whist:s76-xiv")
    S76_XV: Final = LawId("whist:s76-xv")
    S76_XVI: Final = LawId("whist:s76-xvi")
    S76_XVII: Final = LawId("whist:s76-xvii")
    S76_XVIII: Final = LawId("whist:s76-xviii")
    S76_XIX: Final = LawId("whist:s76-xix")
    S76_XX: Final = LawId("whist:s76-xx")
    S77: Final = LawId("whist:s77")
