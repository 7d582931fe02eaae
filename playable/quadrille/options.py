"""Quadrille: the rules agreed before play (:class:`Options`).

Each field is a point where period sources differ, or a law leaves the choice
to the players.  The deal that reads them is :class:`playable.quadrille.Deal`.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Final, Literal

from playable.engine.options import GameOptions

FriendShown = Literal["out-of-turn", "lead"]
RenounceTakenBack = Literal["beasted", "free"]
CountAloud = Literal["out-of-turn", "always"]
GameShown = Literal["beasted", "no-vole"]
#: The choices of the options that are words.
_CHOICES: Final[dict[str, tuple[str, ...]]] = {
    "friend_shown": ("out-of-turn", "lead"),
    "renounce_taken_back": ("beasted", "free"),
    "count_aloud": ("out-of-turn", "always"),
    "game_shown": ("beasted", "no-vole"),
}


@dataclass(frozen=True)
class Options(GameOptions):
    """The rules agreed at the table.

    Stakes are in counters.  The period sources leave their value to the
    players ("who agree upon the value thereof", Hoyle p. 262); the defaults
    are this edition's.  Each item is paid by each adversary (see
    :func:`~playable.quadrille.scoring.settlement`).

    * ``strict`` — refuse irregular acts, citing the law, instead of letting
      the table commit them and punishing them as the laws say.
    * ``mark`` — counters the dealer puts in the pool at each deal ("the
      mark", which the earlier notes cite from the terms of *Hoyle's Games,
      Improved and Enlarged*, p. 279, a page not read again); an agreed stake.
    * ``game`` — the game, paid by each adversary to the winners (and by the
      losers on codille); an agreed stake.
    * ``consolation`` — the consolation, "always paid by losers to those who
      win, whether by codill or remise" (*Hoyle's Games, Improved and Enlarged*, terms
      p. 278); an agreed stake.
    * ``matador`` — counters for each matador (spadille, manille, basto and the
      trumps following them unbroken) held by the ombre's side; an agreed stake.
    * ``sans_prendre`` — counters for a game won sans prendre, as demanded
      (law 18); an agreed stake.
    * ``vole`` — counters for the vole made; an agreed stake.
    * ``devole`` — counters for a devole (the ombre's side makes no trick),
      paid by the ombre's side; an agreed stake.
    * ``failed_vole_pays`` — whether a vole undertaken and not made pays the
      vole to each adversary: True after the French *Académie universelle des
      jeux*; False (the default) after *Hoyle's Games, Improved and Enlarged* law 29
      (p. 277), which lets the ombre keep the game he has won and says nothing
      of a payment.
    * ``notice_renounces`` — True (the default): the table notices each
      renounce when its trick is turned and quitted (*Hoyle's Games, Improved and Enlarged*
      law 15, p. 276) and beasts it at once; False: a renounce is punished
      only when a player claims it (the act ``claim-renounce``, law 14).
    * ``pool_carried`` — counters already in the pool when this deal begins
      (stakes and beasts carried from earlier deals);
      :class:`~playable.quadrille.Table` sets it.
    * ``friend_shown`` — whom law 10 punishes: ``"out-of-turn"`` (the
      default, the text's own words "whose turn is not to play"): the friend
      who, out of his turn and before the called king has appeared, plays
      spadille, manille, basto or the called king, so that the table knows
      him; ``"lead"``: the friend, not eldest hand, who leads one of those
      cards in his turn (the English treatise on Ombre and Quadrille, p. 61,
      "not being eldest Hand"; the reading of earlier versions of this engine).
    * ``renounce_taken_back`` — a renounce taken back before its trick is
      turned and quitted (the act ``take-back``): ``"beasted"`` (the default,
      law 14 as printed, "he who renounces must be beasted": the card is
      put right but the beast stands) or ``"free"`` (*Hoyle's Games,
      Improved and Enlarged* law 15, p. 276: "No person is to be beasted for a renounce,
      unless the trick is turned and quitted").
    * ``vole_announced`` — False (the default: the text has no announcement;
      leading to the seventh trick undertakes the vole, Hoyle law 11); True:
      the winner of the sixth trick says "I play the vole" (``play-vole``),
      "I do not play the vole" (``no-vole``) or "I ask" (``ask``: the ombre
      asks to know his king called before he declares), and nothing else
      (*Hoyle's Games, Improved and Enlarged* laws 19-20, pp. 276-277); a card played
      without the word is noted under law 10 and undertakes the vole
      (Hoyle law 11) once the king is known.
    * ``sans_prendre_lost`` — counters a player who plays sans prendre and
      loses (remise or codille) pays each adversary for the sans prendre: 0
      (the default: neither our text nor Hoyle's payments charge it); the
      French rules (*Académie universelle des jeux*, as we have seen it
      reported: not checked in a French text) charge it, as the counters
      paid for one won.
    * ``count_aloud`` — when counting aloud what has been played is an
      irregularity (law 12): ``"out-of-turn"`` (the default, the text's
      words: none ought to look upon the tricks "nor to count aloud what
      has been played, except when it is his turn to play", so the player
      whose turn it is may do both) or ``"always"`` (*Hoyle's Games,
      Improved and Enlarged* law 32, p. 277: "Nobody is to declare how many trumps are
      played out"; the reading of earlier versions of this engine, which
      noted every count aloud).  The law sets no penalty either way.
    * ``game_shown`` — what follows when a player shows his game before
      the deal is out and is beasted for it (law 16): ``"beasted"`` (the
      default: the beast is law 16's whole penalty; law 10 takes the vole
      only from the friend who makes himself known by the cards it names)
      or ``"no-vole"`` (*Hoyle's Games, Improved and Enlarged* law 30, p. 277: "Any
      person discovering his game is not entitled to play for the vole"):
      if he is the ombre or the friend, his side may not undertake the
      vole either.
    """

    strict: bool = False
    mark: int = 4
    game: int = 1
    consolation: int = 1
    matador: int = 1
    sans_prendre: int = 2
    vole: int = 4
    devole: int = 4
    failed_vole_pays: bool = False
    notice_renounces: bool = True
    pool_carried: int = 0
    friend_shown: FriendShown = "out-of-turn"
    renounce_taken_back: RenounceTakenBack = "beasted"
    vole_announced: bool = False
    sans_prendre_lost: int = 0
    count_aloud: CountAloud = "out-of-turn"
    game_shown: GameShown = "beasted"

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            choices = _CHOICES.get(f.name)
            if choices is not None:
                if value not in choices or not isinstance(value, str):
                    raise ValueError(f"option {f.name!r} must be one of "
                                     f"{', '.join(map(repr, choices))}, not {value!r}")
            elif f.type in ("bool", bool):
                if not isinstance(value, bool):
                    raise TypeError(f"option {f.name!r} must be true or false, not {value!r}")
            elif not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise ValueError(f"option {f.name!r} must be a whole number of counters "
                                 f"(0 or more), not {value!r}")


#: The options agreed when none are given: made once (Options are frozen, and
#: checking their fields costs more than a playout's card play).
DEFAULT_OPTIONS: Final = Options()
