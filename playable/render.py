"""Cards as HTML for the site and the notebooks.

Each card is drawn as a small card face, the suit shown by symbol and colour
and named in text for screen readers and for readers who do not tell red from
black (``aria-label="knave of hearts"``).  Styles are inline so that a
notebook shows them without the site's stylesheet.
"""

from __future__ import annotations

import html
from collections.abc import Iterable

from playable.cards import Card

_FACE = (
    "display:inline-block;min-width:2.1em;padding:.15em .3em;margin:.1em;"
    "border:1px solid #777;border-radius:.3em;background:#fff;"
    "font:600 1em/1.2 system-ui,sans-serif;text-align:center;"
)


def card_html(card: Card) -> str:
    colour = "#b00020" if card.suit.is_red else "#111"
    return (
        f'<span class="playing-card" role="img" aria-label="{html.escape(card.name)}" '
        f'title="{html.escape(card.name)}" style="{_FACE}color:{colour}">{html.escape(str(card))}</span>'
    )


def cards_html(cards: Iterable[Card], label: str = "") -> str:
    faces = "".join(card_html(c) for c in cards) or "<em>none</em>"
    caption = f'<span style="margin-right:.5em">{html.escape(label)}</span>' if label else ""
    return f'<div class="card-row">{caption}{faces}</div>'
