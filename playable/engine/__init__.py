"""The ground every game stands on: cards and packs (``cards``), the deal's
skeleton with its checked ``apply``, strict-or-commit and the typed seams
(``core``), following suit and the winner of a trick from a card order given
as data, and the one shape of a trick played (``tricks``), the errors that
name their law (``errors``), the checks of anything read from outside
(``checks``), positions in one line (``notation``), what every game's
``Options`` share (``options``), the players' protocol (``strategies``) and
what a game's own words are (``words``).  It imports the law registry and
nothing of a game."""
