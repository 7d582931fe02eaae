"""Cards, hands, tricks and tables as HTML, for the site and the notebooks.

Each card is drawn as a small card face: its rank above its suit sign, red
for hearts and diamonds, black for clubs and spades.  The suit is never told
by colour alone: every card carries its name in words for screen readers and
on hover (``aria-label="knave of hearts"``), a hand is laid out suit by suit
under the suits' names, and the cards of a trick are captioned in words.
Styles are inline, so that a notebook shows them without the site's
stylesheet and a page of the site needs no extra CSS.

Every function returns :class:`Html`, a string of HTML that Jupyter displays
as HTML (``_repr_html_``) and whose ``repr()`` is a plain-text account of the
same thing, so that a notebook's text output says what the picture shows.

Standard library only.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from typing import Self

from playable.engine.cards import BLACK_INK, FACE_STYLE, RED_INK, Card, Suit, face_html

__all__ = [
    "Html",
    "back_html",
    "card_html",
    "cards_html",
    "hand_html",
    "row_html",
    "suit_label",
    "table_html",
    "trick_html",
]


class Html(str):
    """A fragment of HTML.  ``str`` of it is the HTML; Jupyter shows it as
    HTML; ``repr`` gives ``text``, a plain account of what it shows."""

    text: str

    def __new__(cls, markup: str, text: str = "") -> Self:
        self = super().__new__(cls, markup)
        self.text = text
        return self

    def _repr_html_(self) -> str:
        return str(self)

    def __repr__(self) -> str:
        return self.text or "<HTML>"


_BACK = (
    FACE_STYLE + ";background:repeating-linear-gradient(45deg,#7a2e1e 0 .25em,#a5523c .25em .5em)"
)
_SMALL = "font:400 .75em/1.2 system-ui,sans-serif;color:inherit"
# A hand or a trick lies on a light panel with dark text of its own, so that
# it reads the same on a light page and a dark one (contrast above 4.5:1).
_BOX = ("display:inline-block;vertical-align:top;margin:.2em .6em .2em 0;"
        "padding:.3em .5em;border:1px solid #d8d0c0;border-radius:.4em;"
        "background:#fbf8f1;color:#111;font:400 .9em/1.3 system-ui,sans-serif")


def _colour(suit: Suit) -> str:
    return RED_INK if suit.is_red else BLACK_INK


def suit_label(suit: Suit, trump: Suit | None = None) -> str:
    """The suit in words with its sign, ``"♥ hearts"``, and ``"(trumps)"``
    after it when it is the trump suit."""
    return f"{suit.value} {suit.noun}" + (" (trumps)" if suit is trump else "")


def card_html(card: Card, *, highlight: bool = False) -> Html:
    """One card face.  ``highlight`` rings it (the card that wins a trick)."""
    ring = ";outline:3px solid #e0a000;outline-offset:1px" if highlight else ""
    return Html(face_html(card, ring), str(card))


def back_html(label: str = "a card face down") -> Html:
    """The back of a card (the stock, a hand not shown)."""
    return Html(
        f'<span class="playing-card" role="img" aria-label="{html.escape(label)}" '
        f'title="{html.escape(label)}" style="{_BACK}"></span>',
        "[face down]",
    )


def cards_html(cards: Iterable[Card], label: str = "") -> Html:
    """A row of cards, with a label before it."""
    cards = list(cards)
    faces = "".join(card_html(c) for c in cards) or "<em>none</em>"
    caption = (f'<span style="margin-right:.5em">{html.escape(label)}</span>'
               if label else "")
    text = " ".join(str(c) for c in cards) or "-"
    lead = (label if label.endswith(":") else label + ":") if label else ""
    return Html(f'<div class="card-row">{caption}{faces}</div>',
                f"{lead} {text}" if label else text)


def hand_html(cards: Iterable[Card], label: str = "", *, trump: Suit | None = None,
              note: str = "") -> Html:
    """A hand laid out suit by suit, in the order given, each suit under its
    name (``"♥ hearts (trumps)"``).  ``note`` is a line of text under it."""
    groups: list[tuple[Suit, list[Card]]] = []
    for c in cards:
        if not groups or groups[-1][0] is not c.suit:
            groups.append((c.suit, []))
        groups[-1][1].append(c)
    blocks = []
    for suit, run in groups:
        blocks.append(
            f'<span style="display:inline-block;vertical-align:top;margin:0 .5em .2em 0">'
            f'<span style="display:block;{_SMALL};color:{_colour(suit)}">'
            f"{html.escape(suit_label(suit, trump))}</span>"
            + "".join(card_html(c) for c in run) + "</span>"
        )
    body = "".join(blocks) or "<em>no cards</em>"
    head = (f'<div style="font-weight:600;margin-bottom:.15em">{html.escape(label)}</div>'
            if label else "")
    foot = f'<div style="{_SMALL}">{html.escape(note)}</div>' if note else ""
    text = "  ".join(" ".join(str(c) for c in run) for _, run in groups) or "-"
    return Html(f'<div class="hand" style="{_BOX}">{head}<div>{body}</div>{foot}</div>',
                f"{label}: {text}" if label else text)


def trick_html(plays: Sequence[tuple[str, Card]], *, winner: int | None = None,
               title: str = "", note: str = "") -> Html:
    """A trick: each card under the name of the player who played it and
    over its own name in words; ``winner`` (an index into ``plays``) is
    ringed and marked "wins"."""
    cells = []
    for i, (who, c) in enumerate(plays):
        won = i == winner
        mark = ' <strong style="color:#5c3b00">wins</strong>' if won else ""
        cells.append(
            '<span style="display:inline-flex;flex-direction:column;align-items:center;'
            'margin:0 .35em;min-width:5.5em">'
            f'<span style="{_SMALL}">{html.escape(who)}</span>'
            f"{card_html(c, highlight=won)}"
            f'<span style="{_SMALL};color:{_colour(c.suit)}">{html.escape(c.name)}</span>'
            f'<span style="{_SMALL}">{mark or "&nbsp;"}</span></span>'
        )
    head = (f'<div style="font-weight:600;margin-bottom:.15em">{html.escape(title)}</div>'
            if title else "")
    foot = f'<div style="{_SMALL}">{html.escape(note)}</div>' if note else ""
    played = ", ".join(f"{who} {c}" for who, c in plays)
    won_by = f" - {plays[winner][0]} wins" if winner is not None else ""
    return Html(f'<div class="trick" style="{_BOX}">{head}<div>{"".join(cells)}</div>'
                f"{foot}</div>", f"{title + ': ' if title else ''}{played}{won_by}")


def row_html(*parts: Html | str) -> Html:
    """Several pictures side by side (wrapping on a narrow screen)."""
    text = "\n".join(p.text if isinstance(p, Html) else str(p) for p in parts)
    markup = "".join(str(p) for p in parts)
    return Html('<div style="display:flex;flex-wrap:wrap;align-items:flex-start;gap:.2em 1em">'
                f"{markup}</div>", text)


def table_html(header: Sequence[str], rows: Iterable[Sequence[object]], *,
               caption: str = "", numeric: Sequence[int] = ()) -> Html:
    """A table.  Cells are text (escaped) unless they are :class:`Html`;
    the columns whose indices are in ``numeric`` are right-aligned."""
    cell = "padding:.2em .6em;border-bottom:1px solid rgba(128,128,128,.35);"

    def td(i: int, value: object, tag: str = "td") -> str:
        align = "text-align:right;" if i in numeric else "text-align:left;"
        inner = str(value) if isinstance(value, Html) else html.escape(str(value))
        return f'<{tag} style="{cell}{align}">{inner}</{tag}>'

    rows = [list(r) for r in rows]
    out = [('<table class="nb-table" style="border-collapse:collapse;margin:.4em 0;'
            'font:400 .9em/1.35 system-ui,sans-serif">')]
    if caption:
        out.append(f'<caption style="text-align:left;font-weight:600;padding:.2em 0">'
                   f"{html.escape(caption)}</caption>")
    out.append("<thead><tr>" + "".join(td(i, h, "th") for i, h in enumerate(header))
               + "</tr></thead><tbody>")
    for r in rows:
        out.append("<tr>" + "".join(td(i, v) for i, v in enumerate(r)) + "</tr>")
    out.append("</tbody></table>")
    widths = [max(len(_plain(v)) for v in col) for col in zip(header, *rows)]
    lines = [" | ".join(_plain(v).ljust(w) for v, w in zip(r, widths)).rstrip()
             for r in [list(header)] + rows]
    lines.insert(1, "-+-".join("-" * w for w in widths))
    if caption:
        lines.insert(0, caption)
    return Html("".join(out), "\n".join(lines))


def _plain(value: object) -> str:
    return value.text if isinstance(value, Html) else str(value)
