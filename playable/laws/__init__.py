"""The law registry: one home for every numbered item of the four period texts.

Each item has an identifier ``"<game>:<anchor>"`` (``"quadrille:law-14"``,
``"all-fours:s92-iii"``, ``"bezique:s126-iv"``, ``"whist:s76-xv"``).  The same identifier is the
page anchor on the site, the ``.law`` of every :class:`playable.RuleError`, the
key of each example and the citation in the notebooks.

The registry also says where each item *opens* in the transcription (the exact
words it starts with), and where the source's own section headings stand
(:data:`DIVISIONS`), so that :func:`segments` can cut a source into items and
put it back together byte for byte.  The identifier scheme is explained on the
site's "Editorial method" page.

The transcriptions themselves are this package's data, ``sources/<game>.txt``
beside this module, byte for byte as received: :func:`transcription` reads one
(with ``importlib.resources``, so the engine finds them wherever it is
installed, the browser's wheel included).  The site's build reads them from
here too, cuts its pages from them and serves them as downloads.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Literal


@dataclass(frozen=True)
class Text:
    """How the edition names a game's period text and cites its items: the
    ``heading`` of an item on the page and its ``citation`` in prose, as
    formats of the item's ``number``, its ``kind`` (``Kind`` capitalised) and
    the game's ``title``."""

    title: str
    heading: str
    citation: str

    def cite(self, form: str, item: Law) -> str:
        return form.format(title=self.title, number=item.number, kind=item.kind,
                           Kind=item.kind.capitalize())


#: The period texts of the edition, by game id, in the order of the pages.
TEXTS: dict[str, Text] = {
    "quadrille": Text("Quadrille", heading="Law {number}", citation="{title}, {kind} {number}"),
    "all-fours": Text("All-Fours", heading="{Kind} {number}",
                      citation="{title}, {kind} {number}"),
    "bezique": Text("Bezique", heading="{number}", citation="{title} {number}"),
    "whist": Text("Whist", heading="{Kind} {number}", citation="{title}, {kind} {number}"),
}

#: Each game's title, by id.
GAMES: dict[str, str] = {game: text.title for game, text in TEXTS.items()}

#: Where the edition is served.  ``make serve`` serves it here; set
#: ``PLAYABLE_SITE_URL`` to point law citations at another copy.
SITE_URL = os.environ.get("PLAYABLE_SITE_URL", "http://127.0.0.1:8000/")

Kind = Literal["law", "term", "maxim", "paragraph", "forfeit", "caution"]
Cut = Literal["", "opens", "closes", "lost"]


@dataclass(frozen=True)
class Law:
    """One numbered item of a period text.

    ``cut`` says where the transcription lacks part of it: ``"opens"``, its
    beginning (the text starts inside it); ``"closes"``, its end; ``"lost"``,
    all of it: the item is known to stand here (its number is in the sequence)
    but none of its words were seen, so its ``opens`` is empty and its text is
    empty (no item is lost today: Whist's laws i-viii of 76 were, until its
    text was read in the e-text itself)."""

    game: str
    anchor: str
    kind: Kind
    number: str
    title: str
    opens: str
    cut: Cut = ""

    @property
    def id(self) -> str:
        return f"{self.game}:{self.anchor}"

    @property
    def url(self) -> str:
        return f"{SITE_URL.rstrip('/')}/{self.game}/#{self.anchor}"

    @property
    def heading(self) -> str:
        """The heading shown on the page, e.g. ``"Law iii"`` or ``"125 · iv"``."""
        text = TEXTS[self.game]
        return text.cite(text.heading, self)

    @property
    def citation(self) -> str:
        """How the edition cites the item in prose: ``"All-Fours, law iii"``."""
        text = TEXTS[self.game]
        return text.cite(text.citation, self)

    def __str__(self) -> str:
        return f"{self.citation} ({self.url})"


@dataclass(frozen=True)
class Division:
    """A piece of source text that is not a numbered item: a section heading
    of the original, or an opening phrase.  It stands just before the item
    ``before``; ``heading`` is the name the page gives the section and
    ``anchor`` its page anchor."""

    game: str
    opens: str
    before: str
    heading: str
    anchor: str


def _laws() -> list[Law]:
    q = "quadrille"
    quadrille_titles = [
        "The deal is by fours and threes",
        "Two trumps named: the first stands",
        "Trump and king named by their proper names",
        "Who has passed may not come back in",
        "Who asked leave must play",
        "With four kings, call a queen",
        "Never call the king or queen of trumps",
        "Calling a king in one's own hand",
        "Playing out of turn is not beasted",
        "A friend who shows himself loses the vole",
        "A card shown must be played",
        "Looking at the tricks",
        "Turning up a player's game",
        "Each renounce costs a beast",
        "A renounce that harmed the game: replay",
        "Showing one's game before the deal is out",
        "Matadores cannot be forced by a lower trump",
        "Matadores are paid as demanded",
        "Matadores demanded instead of sans prendre",
    ]
    quadrille_opens = [
        "1. It is not permitted",
        "2. If he who plays",
        "3. He who plays must name",
        "4. He who has said",
        "5. He who has asked",
        "6. He who has the four kings",
        "7. Neither the king",
        "8. He who has one or several",
        "9. Everyone ought",
        "10. He, however,",
        "11. He who has drawn",
        "12. None ought",
        "13. He who, instead of turning",
        "14. He who renounces",
        "15. If the renounce",
        "16. He who shows",
        "17. None of the three",
        "18. If he who plays",
        "19. He who, instead of _sans",
    ]
    laws = [
        Law(q, f"law-{n}", "law", str(n), title, opens, "closes" if n == 19 else "")
        for n, (title, opens) in enumerate(zip(quadrille_titles, quadrille_opens), start=1)
    ]

    a = "all-fours"
    laws += [
        Law(a, "s92-i", "law", "i", "Misdeals and cards exposed", "atter case", "opens"),
        Law(a, "s92-ii", "law", "ii", "Only one beg a hand", "ii. No person"),
        Law(a, "s92-iii", "law", "iii", "Trump or follow suit", "iii. Each player"),
        Law(a, "s92-iv", "law", "iv", "A wrong score is taken down", "iv. If either"),
        Law(a, "s92-v", "law", "v", "Asking whether a trump is high or low", "v. When a trump"),
        Law(a, "s92-vi", "law", "vi", "One card may count all four", "vi. One card"),
        Law(a, "s93-i", "term", "i", "High", "i. _High_"),
        Law(a, "s93-ii", "term", "ii", "Low", "ii. _Low_"),
        Law(a, "s93-iii", "term", "iii", "Jack", "iii. _Jack_"),
        Law(a, "s93-iv", "term", "iv", "Game", "iv. _Game_"),
        Law(a, "s93-v", "term", "v", "Begging", "v. _Begging_"),
        Law(a, "s94-i", "maxim", "i", "Make your knave", "i. Make your knave"),
        Law(a, "s94-ii", "maxim", "ii", "Secure your tens", "ii. Secure your tens"),
        Law(a, "s94-iii", "maxim", "iii", "Win your adversary's best cards", "iii. Win your"),
        Law(a, "s94-iv", "maxim", "iv", "Lead high trumps", "iv. If, bei", "closes"),
    ]

    b = "bezique"
    laws += [
        Law(b, "s124", "paragraph", "124 (end)", "The end of the paragraph before 125",
            "LD ASIDE.]", "opens"),
        Law(b, "s125-i", "paragraph", "125 · i", "Declared cards lie on the table",
            "i. The cards forming"),
        Law(b, "s125-ii", "paragraph", "125 · ii", "Married cards cannot marry again",
            "ii. Kings and queens"),
        Law(b, "s125-iii", "paragraph", "125 · iii", "No royal marriage from a sequence",
            "iii. The king and queen used"),
        Law(b, "s125-iv", "paragraph", "125 · iv", "The knave of diamonds after four knaves",
            "iv. If four knaves"),
        Law(b, "s125-v", "paragraph", "125 · v", "The ace of trumps after four aces",
            "v. If four aces"),
        Law(b, "s125-vi", "paragraph", "125 · vi", "The queen of spades, married and bezique",
            "vi. If the queen of spades"),
        Law(b, "s125-vii", "paragraph", "125 · vii", "The seven of trumps, last trick, aces and tens",
            "vii. Playing the seven"),
        Law(b, "s125-viii", "paragraph", "125 · viii", "The length of the game",
            "viii. The game is"),
        Law(b, "s126-i", "forfeit", "126 · i", "Drawing out of turn", "i. For drawing"),
        Law(b, "s126-ii", "forfeit", "126 · ii", "Playing out of turn", "ii. For playing out"),
        Law(b, "s126-iii", "forfeit", "126 · iii", "Playing without drawing",
            "iii. For playing without"),
        Law(b, "s126-iv", "forfeit", "126 · iv", "Overdrawing", "iv. For overdrawing"),
        Law(b, "s126-v", "forfeit", "126 · v", "A revoke in the last eight tricks",
            "v. For a revoke"),
        Law(b, "s127", "caution", "127", "Cautions", "In playing Bezique"),
        Law(b, "s128-i", "paragraph", "128 · i", "Three players: three packs",
            "i. The above rules"),
        Law(b, "s128-ii", "paragraph", "128 · ii", "Order of play; two packs with an eight out",
            "ii. The game is always", "closes"),
    ]
    return laws + _whist()


def _whist() -> list[Law]:
    """Whist, 73-77 of the 1894 *Enquire Within*, whole: its opening paragraph
    with its parts i-vii, the terms (74), the maxims (75), the laws (76) with
    their bracketed glosses, and Short Whist (77) (``docs/method.md``)."""
    w = "whist"
    laws = [Law(w, "s73", "paragraph", "73", "Partners, deal and play", "73. Whist.")]
    terms = [
        ("Finessing", "i. _Finessing,_"), ("Forcing", "ii. _Forcing_"),
        ("Long trump", "iii. _Long Trump,_"), ("Loose card", "iv. _Loose Card,_"),
        ("Points", "v. _Points,_"), ("Quarte", "vi. _Quarte_"),
        ("Quarte major", "vii. _Quarte Major_"), ("Quinte", "viii. _Quinte_"),
        ("Quinte major", "ix. _Quinte Major,_"), ("See-saw", "x. _See-saw,_"),
        ("Score, and counting it with coins", "xi. _Score_"), ("Slam", "xii. _Slam,_"),
        ("Tenance", "xiii. _Tenance,_"), ("Tierce", "xiv. _Tierce,_"),
        ("Tierce major", "xv. _Tierce Major,_"),
    ]
    maxims = [
        ("Lead from your strong suit", "i. Lead from your strong"),
        ("Lead through strength, up to weakness", "ii. Lead through the strong"),
        ("The highest of a sequence", "iii. Lead the highest"),
        ("Lead through an honour", "iv. Lead through an honour"),
        ("Your best trump when they are at eight", "v. Lead your best trump"),
        ("A trump from four or five", "vi. Lead a trump"),
        ("Ace, king and small ones", "vii. Having ace, king"),
        ("The losing card after the last trump", "viii. If you have the last trump"),
        ("Return your partner's lead", "ix. Return your partner's"),
        ("Not from ace queen or ace knave", "x. Do not lead from ace"),
        ("No ace without the king", "xi. Do not--as a rule"),
        ("No thirteenth card before trumps are out", "xii. Do not lead a thirteenth"),
        ("Trumping a thirteenth card", "xiii. Do not trump"),
        ("A small card for your partner's lead", "xiv. Keep a small card"),
        ("Trumping when strong in trumps", "xv. Be cautious in trumping"),
        ("Make your small trumps", "xvi. Having only a few"),
        ("When your partner will not trump", "xvii. If your partner refuse"),
        ("Holding all the remaining trumps", "xviii. When you hold all"),
        ("Remember the cards", "xix. Remember how many"),
        ("Forcing your partner when weak", "xx. Never force your partner"),
        ("Playing for the odd trick", "xxi. When playing for the odd"),
        ("Win with the lowest of a sequence", "xxii. If you take a trick"),
    ]
    club_laws = [
        ("Cutting for the deal", "i. The deal is determined"),
        ("A card exposed in dealing", "ii. If a card be exposed"),
        ("The bottom card and the trump card", "iii. Dealer must not look"),
        ("A misdeal", "iv. Too many or too few"),
        ("No fresh deal after the first round", "v. After the first round"),
        ("Two cards dealt to one player", "vi. If two cards be dealt"),
        ("The trump card taken up", "vii. If the trump-card be not"),
        ("Playing before one's turn", "viii. If the third hand play"),
        ("A lead out of turn; calling a card", "ix. If a player lead out"),
        ("A card trumped by mistake", "x. If a player trump"),
        ("Not following suit, found in time", "xi. If, before a trick"),
        ("Seeing the last trick", "xii. Before a trick is turned"),
        ("Draw your card", "xiii. Before he plays"),
        ("Asking a partner who does not follow", "xiv. When a player does not"),
        ("The revoke costs three tricks", "xv. The penalty for a revoke"),
        ("When a revoke can no longer be claimed", "xvi. No revoke can be claimed"),
        ("The proof of a revoke", "xvii. The proof"),
        ("Revokes on both sides", "xviii. If a revoke occur"),
        ("Honours claimed before the next deal", "xix. Honours cannot be counted"),
        ("Calling honours at eight", "xx. Honours can only be called"),
    ]
    laws += [Law(w, f"s74-{n}", "term", n, title, opens) for n, (title, opens) in zip(ROMAN, terms)]
    laws += [Law(w, f"s75-{n}", "maxim", n, title, opens) for n, (title, opens) in zip(ROMAN, maxims)]
    laws += [Law(w, f"s76-{n}", "law", n, title, opens) for n, (title, opens) in zip(ROMAN, club_laws)]
    laws.append(Law(w, "s77", "paragraph", "77", "Short Whist", "77. Short Whist"))
    return laws


#: The item numbers of the period texts, i to xxii.
ROMAN: tuple[str, ...] = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi",
                          "xii", "xiii", "xiv", "xv", "xvi", "xvii", "xviii", "xix", "xx",
                          "xxi", "xxii")


LAWS: dict[str, Law] = {law.id: law for law in _laws()}

DIVISIONS: tuple[Division, ...] = (
    Division("quadrille", "The general laws", "quadrille:law-1", "The general laws", "general-laws"),
    Division("all-fours", "\n\n93. Terms", "all-fours:s93-i", "93. Terms used in All-Fours", "s93"),
    Division("all-fours", "\n\n94. Maxims", "all-fours:s94-i", "94. Maxims for All-Fours", "s94"),
    Division("bezique", "\n\n125. Marriages", "bezique:s125-i", "125. Marriages, Sequences, &c.",
             "s125"),
    Division("bezique", "\n\n126. Forfeits", "bezique:s126-i", "126. Forfeits at Bezique", "s126"),
    Division("bezique", "\n\n127. Cautions", "bezique:s127", "127. Cautions in Bezique", "cautions"),
    Division("bezique", "\n\n128. Three", "bezique:s128-i", "128. Three-Handed Bezique", "s128"),
    Division("whist", "\n\n74. Terms", "whist:s74-i", "74. Terms used in Whist", "s74"),
    Division("whist", "\n\n75. Maxims", "whist:s75-i", "75. Maxims for Whist", "s75"),
    Division("whist", "\n\n76. Laws", "whist:s76-i", "76. Laws of Whist", "s76"),
)


def law(law_id: str) -> Law:
    """The law with this identifier; ``KeyError`` names unknown identifiers."""
    try:
        return LAWS[law_id]
    except KeyError:
        raise KeyError(f"no law {law_id!r} in the registry (see playable.laws.LAWS)") from None


def _known(game: str) -> str:
    if game not in GAMES:
        raise KeyError(f"unknown game {game!r}; the games are {', '.join(GAMES)}")
    return game


def laws_of(game: str) -> list[Law]:
    """The items of one game, in the order of the source."""
    _known(game)
    return [item for item in LAWS.values() if item.game == game]


@dataclass(frozen=True)
class Segment:
    """A slice of a source: ``item`` is the Law or Division it belongs to."""

    item: Law | Division
    text: str


def source_order(game: str) -> list[Law | Division]:
    """The items and divisions of one game in the order of its source."""
    sequence: list[Law | Division] = []
    for item in laws_of(game):
        sequence += [d for d in DIVISIONS if d.before == item.id]
        sequence.append(item)
    return sequence


def segments(game: str, source: str) -> Iterator[Segment]:
    """Cut ``source`` (the transcription of ``game``) into its items.

    Each boundary is found by the exact words its item opens with, searched
    forward from the previous boundary, so the segments' texts joined together
    are ``source`` itself.  A boundary that cannot be found raises
    ``ValueError`` naming it.  An item whose words were all lost (``cut ==
    "lost"``) has an empty segment where the next item found begins.
    """
    starts: list[tuple[int, Law | Division]] = []
    lost: list[Law | Division] = []
    position = 0
    for item in source_order(game):
        if isinstance(item, Law) and item.cut == "lost":
            lost.append(item)
            continue
        at = source.find(item.opens, position)
        if at < 0:
            name = item.id if isinstance(item, Law) else f"the heading {item.heading!r}"
            line = source.count("\n", 0, position) + 1
            raise ValueError(f"{game}: the opening words of {name}, {item.opens!r}, are not "
                             f"found after line {line} (offset {position})")
        starts += [(at, gone) for gone in lost] + [(at, item)]
        lost = []
        position = at + 1
    starts += [(len(source), gone) for gone in lost]
    if starts[0][0] != 0:
        raise ValueError(f"{game}: the first item must open at the start of the source")
    ends = [at for at, _ in starts[1:]] + [len(source)]
    for (start, item), end in zip(starts, ends):
        yield Segment(item, source[start:end])


#: The folder of the transcriptions in this package, one ``<game>.txt`` each.
SOURCES: Traversable = files(__name__) / "sources"


def transcription_file(game: str) -> Traversable:
    """Where this package keeps the transcription of ``game``'s period text."""
    return SOURCES / f"{_known(game)}.txt"


def transcription(game: str) -> str:
    """The transcription of ``game``'s period text, as received (UTF-8)."""
    return transcription_file(game).read_text(encoding="utf-8")
