"""The registry of the games: the one list of them, and what each is made of.

:data:`GAMES` holds, for each game of the edition (in the order of
:data:`playable.laws.GAMES`, whose titles it reads), one :class:`Game`:

* its ``id`` and ``title``, its ``module``, its ``Deal`` and ``Options``
  classes (:class:`Rules`: dealt from a seed, a generator or a pack; options
  read from a record), the number of seats its options give;
* the engine's players by name (``"period"``: each game's period player, named
  alike on every surface by its words, "the period player (the maxims of ¶94)",
  "(Hoyle's advice)", "(the cautions of ¶127)": ``GameWords.period_player``;
  ``"strong"``: Perfect-Information Monte Carlo, :mod:`playable.solver.pimc`, which
  plays as the period player where it cannot sample and solve; ``"random"``)
  and which of them sits opposite a human by default;
* its words at the table (``words``, ``playable.<game>.words``): the table in
  view, the verdict of a deal, its prompts and its acts in words, which
  :mod:`playable.table.words` asks for, the terminal's opening lines, and
  its ``describe`` (the deal told trick by trick, for ``replay`` and the
  Deal pages);
* its match or table of several deals (:class:`Series`);
* its perfect-information solver as :mod:`playable.table.analysis` reaches it
  (:class:`Solver`: the adapter ``playable.<game>.solve``, the units of its
  values and the positions ``bench --solver`` times) and how the strong
  player samples and values it (:class:`~playable.solver.pimc.GameSampling`,
  from ``playable.<game>.sample``);
* the option sets the contract suite plays (``tests/test_contract.py``) and
  the playouts ``python -m playable bench`` measures.

Everything that needs "the games" reads this: the records
(:mod:`playable.table.record`), the command line, the terminal
(:mod:`playable.table.terminal`), the benchmark, the session, the browser's
Deal pages (:mod:`playable.table.web`, ``docs/hooks/live.py``) and the
notebooks' helpers.  Adding a game is adding its package
(``playable/<game>/``, the same rooms as the others) and an entry here.

The arrows point down: this module imports the games' packages; a game's
package imports the engine (``playable.engine``), the laws and the solver
(``playable.solver``), never this registry or the table above it.

The seams are typed: a deal of any game is a :class:`TableDeal` (the core's
:class:`~playable.engine.core.DealLike`, with the pack it was dealt from and each
seat's hand), its options an :class:`~playable.engine.core.OptionsLike`, its players
:class:`~playable.engine.strategies.Player` s.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import ModuleType
from typing import Any, Generic, Protocol, Self, TypeVar

from playable import allfours, bezique, quadrille, whist
from playable.allfours import sample as allfours_sample
from playable.allfours import solve as allfours_solve
from playable.allfours import words as allfours_words
from playable.allfours.strategy import PeriodPlayer
from playable.bezique import sample as bezique_sample
from playable.bezique import solve as bezique_solve
from playable.bezique import words as bezique_words
from playable.bezique.strategy import CautiousPlayer
from playable.engine.cards import Card
from playable.engine.core import Action, DealLike, OptionsLike
from playable.engine.strategies import Player, RandomPlayer
from playable.engine.words import ENGINE_PLAYERS, GameWords
from playable.laws import GAMES as TITLES
from playable.quadrille import sample as quadrille_sample
from playable.quadrille import solve as quadrille_solve
from playable.quadrille import words as quadrille_words
from playable.quadrille.strategy import SensiblePlayer
from playable.solver.pimc import GameSampling, StrongPlayer
from playable.solver.solve import Analysis, Budget
from playable.whist import pbn as whist_pbn
from playable.whist import sample as whist_sample
from playable.whist import solve as whist_solve
from playable.whist import words as whist_words
from playable.whist.strategy import PeriodPlayer as WhistPeriodPlayer

# --------------------------------------------------------------------------
# The typed seams


class TableDeal(DealLike, Protocol):
    """A deal of any registered game: :class:`~playable.engine.core.DealLike`, with
    the pack it was dealt from (top card first: with the dealer, the options
    and the history, it is the deal's record) and each seat's hand."""

    @property
    def pack(self) -> Sequence[Card]: ...

    @property
    def start(self) -> dict[str, object] | None:
        """For a deal set up at a point (``Deal.setup``), the arguments it was
        set up from, as JSON; ``None`` for a deal dealt from a pack."""

    def hand(self, seat: int, /) -> Sequence[Card]: ...

    def replayed(self, acts: int, /) -> Self:
        """The deal as it stood after its first ``acts`` acts."""


D_co = TypeVar("D_co", bound=TableDeal, covariant=True)
O_contra = TypeVar("O_contra", bound="ReadOptions", contravariant=True)
O = TypeVar("O", bound="ReadOptions")
D = TypeVar("D", bound=TableDeal)


class DealClass(Protocol[D_co, O_contra]):
    """A game's ``Deal`` class: dealt from a pack, a seed or a generator."""

    def __call__(self, pack: Sequence[Card], dealer: int = ..., options: O_contra | None = ...,
                 seed: int | None = ...) -> D_co: ...

    def new(self, seed: int | None = ..., options: O_contra | None = ...,
            dealer: int = ...) -> D_co: ...

    def shuffled(self, rng: random.Random, dealer: int = ...,
                 options: O_contra | None = ...) -> D_co: ...

    def from_position(self, text: str) -> D_co: ...

    @property
    def ACT_LAWS(self) -> Mapping[str, str | None]: ...

    def setup_from(self, arguments: Mapping[str, object],
                   options: O_contra | None = ...) -> D_co: ...


class ReadOptions(OptionsLike, Protocol):
    """A game's options, which its class reads from a record (``from_json``)."""

    @classmethod
    def from_json(cls, data: object, /) -> Self: ...


class Rules(Protocol):
    """How to deal a game and read its options, whatever the game."""

    def default_options(self) -> OptionsLike: ...

    def options_from_json(self, data: object) -> OptionsLike: ...

    def new(self, seed: int | None = None, options: OptionsLike | None = None,
            dealer: int = 0) -> TableDeal: ...

    def shuffled(self, rng: random.Random, options: OptionsLike | None = None,
                 dealer: int = 0) -> TableDeal: ...

    def from_pack(self, pack: Sequence[Card], dealer: int = 0,
                  options: OptionsLike | None = None, seed: int | None = None) -> TableDeal: ...

    def from_position(self, text: str) -> TableDeal: ...

    def setup(self, start: Mapping[str, object],
              options: OptionsLike | None = None) -> TableDeal: ...

    def act_law(self, kind: str) -> str | None:
        """The law that governs a kind of act (``@act(..., law=...)``), or
        None where no law of the text speaks of it or the game has no such act."""

    def as_at_the_table(self, options: OptionsLike | None = None) -> OptionsLike:
        """``options`` (or the defaults) with strict play off: an irregular
        act may be committed, and its law deals with it."""


@dataclass(frozen=True)
class GameRules(Generic[D, O]):
    """:class:`Rules` from a game's own ``Deal`` and ``Options`` classes: the
    options a caller passes are checked to be the game's own."""

    deal: DealClass[D, O]
    options: type[O]

    def own_options(self, options: OptionsLike | None) -> O | None:
        if options is None or isinstance(options, self.options):
            return options
        raise TypeError(f"{options!r} are not the options of this game "
                        f"({self.options.__module__}.{self.options.__qualname__})")

    def default_options(self) -> O:
        return self.options()

    def options_from_json(self, data: object) -> O:
        return self.options.from_json(data)

    def new(self, seed: int | None = None, options: OptionsLike | None = None,
            dealer: int = 0) -> D:
        return self.deal.new(seed, options=self.own_options(options), dealer=dealer)

    def shuffled(self, rng: random.Random, options: OptionsLike | None = None,
                 dealer: int = 0) -> D:
        return self.deal.shuffled(rng, dealer=dealer, options=self.own_options(options))

    def from_pack(self, pack: Sequence[Card], dealer: int = 0,
                  options: OptionsLike | None = None, seed: int | None = None) -> D:
        return self.deal(pack, dealer=dealer, options=self.own_options(options), seed=seed)

    def from_position(self, text: str) -> D:
        """The deal a position's text describes (:mod:`playable.engine.notation`)."""
        return self.deal.from_position(text)

    def act_law(self, kind: str) -> str | None:
        return self.deal.ACT_LAWS.get(kind)

    def as_at_the_table(self, options: OptionsLike | None = None) -> O:
        chosen: Any = self.own_options(options) or self.options()  # a frozen dataclass
        lenient: O = replace(chosen, strict=False)
        return lenient

    def setup(self, start: Mapping[str, object], options: OptionsLike | None = None) -> D:
        """The deal ``Deal.setup(**start, options=options)`` sets up, ``start``
        read from JSON (a record's ``"start"``): an argument the game's setup
        does not take is a :class:`~playable.engine.errors.SetupError`, as is
        anything inconsistent in the rest."""
        return self.deal.setup_from(start, self.own_options(options))


# --------------------------------------------------------------------------
# Several deals at one table


class Series(Protocol):
    """Several deals at one table, as the game's own laws run them: a match to
    a score (All-Fours, Bezique) or Quadrille's table, where the pool is carried
    and play goes on as long as the players like, or Whist's rubber.  ``match``
    is the game's own object (``allfours.Match``, ``quadrille.Table``,
    ``bezique.Match``, ``whist.Rubber``); ``winner`` is a seat, or where a game
    is won by sides (Whist's rubber) a side, which the game's words say
    (:meth:`~playable.engine.words.GameWords.won`)."""

    @property
    def match(self) -> object: ...

    @property
    def over(self) -> bool: ...

    @property
    def winner(self) -> int | None: ...

    @property
    def scores(self) -> tuple[int, ...]: ...

    def next_deal(self) -> TableDeal: ...

    def book(self, deal: TableDeal) -> None: ...

    def retake(self, deal: TableDeal) -> None:
        """The current deal has been taken back and replayed as ``deal`` (a
        new object: :meth:`playable.table.session.Session.replay`): go on with it."""


#: Make a game's series: (options, the table's generator, the seed it was made
#: from, the first dealer or None for the game's own way of choosing him).
SeriesFactory = Callable[[OptionsLike | None, random.Random, int, int | None], Series]


def _own(deal: TableDeal, kind: type[D]) -> D:
    if not isinstance(deal, kind):
        raise TypeError(f"{deal!r} is not a deal of this game")
    return deal


class _CountedMatch:
    """A series kept by the game's own match (``match``), which counts each
    deal when it is over and deals the next from a seed the table's generator
    draws (``_rng``): All-Fours' match, Whist's rubber."""

    match: Any
    _rng: random.Random

    @property
    def over(self) -> bool:
        return bool(self.match.over)

    @property
    def winner(self) -> int | None:
        winner: int | None = self.match.winner
        return winner

    def next_deal(self) -> Any:
        return self.match.new_deal(self._rng.randrange(1_000_000_000))

    def retake(self, deal: TableDeal) -> None:
        pass  # the match holds no deal before it is counted


class AllFoursMatch(_CountedMatch):
    """A match of All-Fours to ten: a cut (from the table's generator) gives
    the first deal; each deal is dealt from a seed the generator draws."""

    def __init__(self, options: OptionsLike | None, rng: random.Random, seed: int,
                 dealer: int | None) -> None:
        first = rng.randrange(2) if dealer is None else dealer
        own = ALL_FOURS_RULES.own_options(options)
        if own is not None and own.score is not None:
            # a record's options carry the match score its deal was played at:
            # a match made from them (play --deal) begins at that score
            self.match = allfours.Match(replace(own, score=None), first_dealer=first,
                                        score=own.score)
        else:
            self.match = allfours.Match(own, first_dealer=first)
        self._rng = rng

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.match.scores)

    def book(self, deal: TableDeal) -> None:
        self.match.count(_own(deal, allfours.Deal))


class QuadrilleTable:
    """Deals of Quadrille at one table, the pool carried and the deal passing to
    the right; the first dealer is P3 unless named, so that P0 is eldest hand."""

    def __init__(self, options: OptionsLike | None, rng: random.Random, seed: int,
                 dealer: int | None) -> None:
        self.match = quadrille.Table(QUADRILLE_RULES.own_options(options),
                                     dealer=quadrille.SEATS - 1 if dealer is None else dealer)
        self._rng = rng

    @property
    def over(self) -> bool:
        return False  # the table plays on as long as the players like

    @property
    def winner(self) -> int | None:
        return None

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.match.counters)

    def next_deal(self) -> quadrille.Deal:
        return self.match.new_deal(self._rng.randrange(10**9))

    def book(self, deal: TableDeal) -> None:
        self.match.settle(_own(deal, quadrille.Deal))

    def retake(self, deal: TableDeal) -> None:
        pass  # the table holds no deal before it is settled


class BeziqueMatch:
    """A game of Bezique to 1,000 (or the game agreed): the match deals from
    its own generator, seeded with the table's seed; the first dealer is P1
    unless named, so that P0 leads to the first trick."""

    def __init__(self, options: OptionsLike | None, rng: random.Random, seed: int,
                 dealer: int | None) -> None:
        self.match = bezique.Match(BEZIQUE_RULES.own_options(options), seed=seed,
                                   dealer=1 if dealer is None else dealer)

    @property
    def over(self) -> bool:
        return self.match.is_over

    @property
    def winner(self) -> int | None:
        return self.match.winner

    @property
    def scores(self) -> tuple[int, ...]:
        return self.match.totals()

    def next_deal(self) -> bezique.Deal:
        return self.match.next_deal()

    def book(self, deal: TableDeal) -> None:
        if not self.match.deals or deal is not self.match.deals[-1]:
            raise ValueError("only the match's current deal can be booked")
        self.match.settle()

    def retake(self, deal: TableDeal) -> None:
        """The match counts its current deal as it goes: it is this one now."""
        current = self.match.deals[-1] if self.match.deals else None
        if current is None or list(current.pack) != list(deal.pack):
            raise ValueError("only the match's current deal can be taken back")
        self.match.deals[-1] = _own(deal, bezique.Deal)


class WhistRubber(_CountedMatch):
    """A rubber of Whist: deals until a side has won two games, the score of
    the game carried into each deal; the first dealer is East (seat 3) unless
    named, so that South, on his left, leads first.  The scores are by seat,
    each seat showing its side's score of the game in progress."""

    def __init__(self, options: OptionsLike | None, rng: random.Random, seed: int,
                 dealer: int | None) -> None:
        own = WHIST_RULES.own_options(options)
        # a record's options carry the score of the game its deal was played
        # at: a rubber made from them (play --deal) is in a game at that score
        self.match = whist.Rubber(own, dealer=3 if dealer is None else dealer,
                                  score=(0, 0) if own is None or own.score is None
                                  else own.score)
        self._rng = rng

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.match.score[s % 2] for s in range(whist.SEATS))

    def book(self, deal: TableDeal) -> None:
        self.match.count(_own(deal, whist.Deal))


# --------------------------------------------------------------------------
# The solver


class Analyser(Protocol):
    """A game's analysis of a deal with every hand known (its adapter's
    ``analyse``): each lawful act's value, the best, the line."""

    def __call__(self, deal: Any, line: bool = ..., *,
                 budget: Budget | None = ...) -> Analysis: ...


#: A game's analysis that gives the values and the best acts alone (the
#: deal, the budget): see :attr:`Solver.values_only`; or one best act alone:
#: :attr:`Solver.best_first`.
ValuesAnalyser = Callable[[Any, Budget | None], Analysis]

#: A game's analysis of what a verdict on one act needs (the deal, the act,
#: the budget): see :attr:`Solver.verdict`.
VerdictAnalyser = Callable[[Any, Action, Budget | None], Analysis]

#: A game's analysis for a match at a score: (the deal, the line wanted, the
#: match scores before the deal, the budget).
MatchAnalyser = Callable[[Any, bool, tuple[int, int] | None, Budget | None], Analysis]


@dataclass(frozen=True)
class SolverCase:
    """Positions of a game that ``python -m playable bench --solver`` times:
    each seeded deal is brought to the position by ``reach`` (the deal and a
    generator for any act made at random; False where this deal does not
    reach it, and the next is dealt).  A slow case is timed on at most
    ``most`` deals, and its searches over ``target_ms`` are reported."""

    label: str
    reach: Callable[[Any, random.Random], bool]
    most: int | None = None
    target_ms: float | None = None


@dataclass(frozen=True)
class Solver:
    """A game's perfect-information solver, as :mod:`playable.table.analysis`
    reaches it: its adapter's ``analyse``; ``takes``, which raises
    ``ValueError`` for a deal or a stage the solver does not take; the unit
    its values count (one, several); for a game whose cards can be valued
    for the match, the analysis at a match score (``for_match``); for a
    game whose analysis finds its points by searching a principal line, the
    analysis without it (``values_only``: the same values, best acts and
    value, an empty line and points; None where the whole analysis costs no
    more); for a game whose cards that fall short of the best cost much to
    value exactly, the analysis a verdict on one act needs (``verdict``: that
    act's value and the best acts', as the whole analysis gives them, the
    other acts not valued; None where the whole analysis costs little more);
    for a game whose slowest positions take seconds to value every act, one
    best act and its value first (``best_first``: that act, with the acts
    merged with it, and the value, as the whole analysis gives them; the
    Deal page shows it while the others are valued); and, for ``bench
    --solver``, the search alone (``nodes``: the nodes it took) and the
    positions it is timed on (``cases``)."""

    analyse: Analyser
    takes: Callable[[Any], object]
    #: The currency an act is valued in: (one, several).
    units: tuple[str, str]
    nodes: Callable[[Any, Budget], int]
    cases: tuple[SolverCase, ...]
    for_match: MatchAnalyser | None = None
    values_only: ValuesAnalyser | None = None
    verdict: VerdictAnalyser | None = None
    best_first: ValuesAnalyser | None = None


# --------------------------------------------------------------------------
# The registry


@dataclass(frozen=True)
class Playout:
    """One line of ``python -m playable bench``: whole deals under ``options``,
    played by the engine's players named in ``players`` (one per seat), or by
    random regular acts when ``players`` is empty."""

    label: str
    options: OptionsLike | None = None
    players: tuple[str, ...] = ()
    #: For the game's random playout measured beside OpenSpiel's C++ games
    #: (``bench --peers``): the most it may take per card, as a multiple of
    #: each peer's time.
    within: float | None = None
    #: The OpenSpiel games its target holds against (``"bridge"``), where not
    #: every one measured (the same play as ours, not a game of another kind).
    peers: tuple[str, ...] = ()


@dataclass(frozen=True)
class SolverPeer:
    """Another engine's solver timed beside the game's own by ``bench --peers``
    (Whist's beside DDS, the double-dummy solver bridge programs use), on the
    same seeded deals from the first lead: ``solve`` gives the tricks its
    solver finds for the side to lead (it imports the other engine, an extra
    the engine never needs: ``module`` names it, so that the bench can say
    it is missing), ``ours`` the game's own solver's; ``within`` is the most
    ours may take, as a multiple of its time."""

    label: str
    module: str
    solve: Callable[[Any], int]
    ours: Callable[[Any], int]
    within: float | None = None


class ReadDeals(Protocol):
    """:attr:`Interchange.read`: a file's text or bytes to its deals, the
    boards that are no deals of the game passed over into ``passed_over``
    where it is a list (else refused)."""

    def __call__(self, text: str | bytes, *,
                 passed_over: list[str] | None = None) -> list[Any]: ...


@dataclass(frozen=True)
class Interchange:
    """A format in which other programs write and read a game's deals (Whist's
    in the bridge players' PBN): its ``name``, the ``suffix`` of its files,
    ``write`` (deals to the file's text) and ``read`` (a file's text or bytes
    to its deals, their recorded acts replayed through the laws; a bad file
    is a :class:`~playable.engine.errors.RecordError` naming where and why;
    given ``passed_over=`` a list, a board the format holds that is no deal
    of the game, such as a bridge board at no trump, is passed over and named
    in it rather than refused: :func:`playable.table.record.passed_over_words`
    says them)."""

    name: str
    suffix: str
    write: Callable[[Sequence[Any]], str]
    read: ReadDeals


#: What every surface says of the engine's players that every game has,
#: besides its period player (``Game.period_player``, from its words).
SHARED_PLAYER_WORDS: Mapping[str, str] = ENGINE_PLAYERS


@dataclass(frozen=True)
class Game:
    """One game of the edition, and everything the layers above need of it."""

    id: str
    module: ModuleType
    rules: Rules
    #: Seats at the table under the given options.
    seats_for: Callable[[OptionsLike], int]
    #: The cards of the pack under the given options (a record's pack is checked against it).
    pack_for: Callable[[OptionsLike], list[Card]]
    #: The engine's players, each made afresh by name.
    players: Mapping[str, Callable[[], Player]]
    #: The player who sits opposite a human unless another is asked for.
    opposite: str
    #: What every surface says of the period player: "the period player (Hoyle's
    #: advice)", the game's words' (:attr:`GameWords.period_player`).
    period_player: str
    #: The game's own words at the table (``playable.<game>.words``): its table
    #: in view, verdict, prompts, rule of play, and what its acts mean.
    words: GameWords
    #: The deal told act by act and trick by trick (``describe`` in the game's words).
    describer: Callable[[Any, int | None], str]
    series: SeriesFactory
    #: The option sets the contract suite plays, by name.
    option_sets: tuple[tuple[str, OptionsLike], ...]
    playouts: tuple[Playout, ...]
    #: Its perfect-information solver (:mod:`playable.table.analysis`).
    solver: Solver
    #: How the strong player samples and values it (:mod:`playable.solver.pimc`).
    sampling: GameSampling
    #: For each older record version, the options its engine played by where
    #: they differ from today's defaults (a record leaves out the keys it did
    #: not know; these fill them, so old records replay as they were played).
    record_options: Mapping[int, Mapping[str, object]] = field(default_factory=dict)
    #: Formats of other programs its deals go to and come from (``export``,
    #: ``replay FILE``, ``play --deal FILE``); most games have none.
    formats: tuple[Interchange, ...] = ()
    #: Other engines' solvers ``bench --peers`` times beside its own.
    solver_peers: tuple[SolverPeer, ...] = ()
    #: The rules a reader may choose to play by at the table (a Deal page's
    #: *Rules*, ``play --rules``), where the period books differ from the
    #: edition's text or it leaves the choice to the players: an option set's name (:attr:`option_sets`, dealt to
    #: the game's own seats: tests/test_registry.py) and what the table says
    #: of it, its source named.
    table_rules: tuple[tuple[str, str], ...] = ()

    @property
    def title(self) -> str:
        return TITLES[self.id]

    @property
    def player_words(self) -> dict[str, str]:
        """What the pages say of each of the game's players, by name: the
        period player first, then the others (:data:`SHARED_PLAYER_WORDS`)."""
        return {"period": self.period_player,
                **{name: said for name, said in SHARED_PLAYER_WORDS.items() if name in self.players}}

    def seats(self, options: OptionsLike | None = None) -> int:
        return self.seats_for(self.rules.default_options() if options is None else options)

    def expected_pack(self, options: OptionsLike | None = None) -> list[Card]:
        return self.pack_for(self.rules.default_options() if options is None else options)

    def player(self, name: str | None = None) -> Player:
        """A fresh engine player (``None``: the one opposite a human)."""
        key = self.opposite if name is None else name
        if key not in self.players:
            raise ValueError(f"{self.title} has no player {key!r}; "
                             f"the players are {', '.join(self.players)}")
        return self.players[key]()

    def describe(self, deal: TableDeal, seat: int | None = None) -> str:
        """The deal told act by act and trick by trick, with its score;
        ``seat``: told to the player of that seat while it is played (the
        other hands, and what else he has not seen of them, not shown)."""
        return self.describer(deal, seat)

    def new_series(self, rng: random.Random, seed: int, options: OptionsLike | None = None,
                   dealer: int | None = None) -> Series:
        return self.series(options, rng, seed, dealer)


ALL_FOURS_RULES = GameRules(allfours.Deal, allfours.Options)
QUADRILLE_RULES = GameRules(quadrille.Deal, quadrille.Options)
BEZIQUE_RULES = GameRules(bezique.Deal, bezique.Options)
WHIST_RULES = GameRules(whist.Deal, whist.Options)


def _game(game_id: str, module: ModuleType, rules: GameRules[Any, Any],
          period: Callable[[], Player], words: ModuleType, sample: ModuleType,
          series: SeriesFactory, **more: Any) -> Game:
    """A game's entry from its package's rooms, as every game joins them: its
    seats and pack from the package (by its own Options), its period player,
    the random and the strong player (by its sampling), and its words."""
    return Game(
        id=game_id, module=module, rules=rules,
        seats_for=lambda options: module.players(rules.own_options(options)),
        pack_for=lambda options: module.expected_pack(rules.own_options(options)),
        players={"period": period, "random": RandomPlayer,
                 "strong": lambda: StrongPlayer(sample.SAMPLING)},
        opposite="period", period_player=words.WORDS.period_player, words=words.WORDS,
        describer=words.describe, series=series, **more)


ALL_FOURS = _game(
    "all-fours", allfours, ALL_FOURS_RULES, PeriodPlayer, allfours_words, allfours_sample, AllFoursMatch,
    option_sets=(
        ("default", allfours.Options()),
        ("discard", allfours.Options(after_running="discard")),
        ("keep-nine", allfours.Options(after_running="keep-nine")),
        ("variants", allfours.Options(game_tie="none", begs=2, wrong_score_penalty=1,
                                      own_card_exposed="stands", misdeal_claim="eldest")),
        # Foster's rule where every gift would put the eldest out; nought is nobody's Game.
        ("foster", allfours.Options(no_gift_out=True, target=1, game_nought="nobody")),
        ("strict", allfours.Options(strict=True)),
        # Rules a reader may choose (table_rules): the wrong score's lesser penalty, Seven-up.
        ("one-for-a-wrong-score", allfours.Options(wrong_score_penalty=1)),
        # Foster's Seven-up: seven points, no gift that puts the eldest out, and
        # after the cards are run each discards down to six ("the usual practice").
        ("seven-up", allfours.Options(target=7, no_gift_out=True, after_running="discard")),
    ),
    playouts=(
        # As fast as OpenSpiel's C++ games (bench --peers).
        Playout("All-Fours (random)", within=1.0),
        Playout("All-Fours (random, discard to six)", allfours.Options(after_running="discard")),
        Playout("All-Fours (period v random)", players=("period", "random")),
    ),
    # A value is the player's points less his adversary's at the end of the deal
    # (with a match score, the match as allfours_solve weighs it).
    solver=Solver(allfours_solve.analyse, allfours_solve.problem, ("point", "points"),
                  nodes=allfours_solve.nodes,
                  cases=(SolverCase("All-Fours, 6 cards each", allfours_solve.stood),
                         SolverCase("All-Fours, 9 each (after a run)", allfours_solve.ran)),
                  for_match=allfours_solve.analyse),
    sampling=allfours_sample.SAMPLING,
    # Records of versions 1 and 2 written before game_nought (d460abb, merged
    # in 69f1c14) were played with nothing to count for Game scoring no Game.
    record_options={1: {"game_nought": "nobody"}, 2: {"game_nought": "nobody"}},
    table_rules=(("one-for-a-wrong-score", ("a wrong score paid with one point, not four "
                                            "(law iv: \"as may have previously been agreed\")")),
                 ("seven-up", ("the match to seven, the dealer not giving the point that puts "
                               "the eldest out, each discarding down to six after the cards are "
                               "run: the American Seven-up (Foster)")),
                 ("discard", "after the cards are run, each discards down to six (Foster)"),
                 ("keep-nine", ("after the cards are run, each keeps nine, and after two runs "
                               "or more discards to six (Foster's \"some clubs\")"))),
)

QUADRILLE = _game(
    "quadrille", quadrille, QUADRILLE_RULES, SensiblePlayer, quadrille_words, quadrille_sample, QuadrilleTable,
    option_sets=(
        ("default", quadrille.Options()),
        ("claimed-renounces", quadrille.Options(notice_renounces=False, failed_vole_pays=True)),
        ("strict", quadrille.Options(strict=True)),
        # the French rule as reported: a lost sans prendre pays what a won one is paid
        ("hoyle-variants", quadrille.Options(
            friend_shown="lead", renounce_taken_back="free", vole_announced=True,
            sans_prendre_lost=quadrille.Options().sans_prendre)),
        ("hoyle-laws-30-32", quadrille.Options(game_shown="no-vole", count_aloud="always")),
    ),
    playouts=(
        Playout("Quadrille (random players)", within=1.0),
        Playout("Quadrille (sensible players)", players=("period",) * 4),
    ),
    # A value is the side's counters less the others'.
    # Its searches are timed on 15 deals at most unless --deals is given (the
    # slowest take seconds), and those over 1 s, issue 35's goal for every
    # search from the first lead, are reported by their place among the positions.
    solver=Solver(quadrille_solve.analyse, quadrille_solve.check, ("counter", "counters"),
                  nodes=quadrille_solve.nodes,
                  cases=(SolverCase("Quadrille, ten tricks from the first lead",
                                    quadrille_solve.first_lead, most=15, target_ms=1000),),
                  values_only=quadrille_solve.values_only),
    sampling=quadrille_sample.SAMPLING,
    # A record's options name every field its engine knew; the fields below
    # came later, and a record without them was played by the reading before
    # them: law 10 of a lead in turn (friend_shown="lead", until law 10 was
    # read as the text has it) and every count aloud noted (count_aloud,
    # until law 12's exception was read to cover it).
    record_options={version: {"friend_shown": "lead", "count_aloud": "always"}
                    for version in (1, 2, 3)},
    table_rules=(("claimed-renounces", ("a renounce beasted only when claimed (law 14), and a "
                                       "vole undertaken and lost paid (the French rule)")),
                 ("hoyle-variants", ("law 10 read of a lead (the English treatise), a renounce "
                                    "taken back unbeasted and the vole announced (Hoyle), "
                                    "sans prendre lost paid (the French rule, as reported)")),
                 ("hoyle-laws-30-32", ("a game shown forfeits the vole, and none counts aloud "
                                       "at any time (Hoyle's laws 30 and 32)"))),
)

BEZIQUE = _game(
    "bezique", bezique, BEZIQUE_RULES, CautiousPlayer, bezique_words, bezique_sample, BeziqueMatch,
    option_sets=(
        ("two-handed", bezique.Options()),
        ("three-handed", bezique.Options(players=3)),
        ("three-handed-two-packs", bezique.Options(players=3, packs=2)),
        ("twenty-fourth", bezique.Options(last_trick="twenty-fourth")),
        ("overdraw-kept", bezique.Options(overdraw="kept")),
        ("reuse-new-card", bezique.Options(reuse="new-card")),
        ("double-new-card", bezique.Options(double="new-card")),
        ("seven-declared", bezique.Options(seven="declared")),
        ("bezique-with-trumps", bezique.Options(bezique="with-trumps")),
        ("trick-suit-led", bezique.Options(trick="suit-led")),
        ("strict", bezique.Options(strict=True)),
        ("game-2000", bezique.Options(game=2000)),
        ("game-4000", bezique.Options(game=4000)),
    ),
    playouts=(
        # A draw and the declarations open at every trick: within twice their time.
        Playout("Bezique, two-handed", bezique.Options(), within=2.0),
        Playout("Bezique, three-handed (3 packs)", bezique.Options(players=3)),
        Playout("Bezique, three-handed (2 packs)", bezique.Options(players=3, packs=2)),
    ),
    # A value is the player's points less his adversary's at the end of the deal.
    solver=Solver(bezique_solve.analyse, bezique_solve.problem, ("point", "points"),
                  nodes=bezique_solve.nodes,
                  cases=(SolverCase("Bezique, last eight", bezique_solve.last_eight),)),
    sampling=bezique_sample.SAMPLING,
    # Version 1 records were written before 126 iv followed the witness (122);
    # a record without "double" was written while a double bezique after a
    # bezique asked a new card from the hand (before 124 ii was followed).
    # A record without "trick" was written while only a card of the suit led
    # or a trump took a trick during the stock (before 122 was followed).
    record_options={1: {"overdraw": "kept", "double": "new-card", "trick": "suit-led"},
                    2: {"double": "new-card", "trick": "suit-led"},
                    3: {"double": "new-card", "trick": "suit-led"}},
    # Enquire Within's paragraphs before our text (which begins before 125) are named as its.
    table_rules=(("game-2000", "the game 2,000 up (125 viii)"),
                 ("game-4000", "the game 4,000 up (125 viii)"),
                 ("twenty-fourth", ("the ten for the last trick given to the twenty-fourth, the "
                                    "last before the stock is out (the thirteenth when three "
                                    "play with two packs), where agreed before the game "
                                    "(Enquire Within 123 viii)")),
                 ("bezique-with-trumps", ("with spades or diamonds trumps, bezique the queen of "
                                          "clubs and knave of hearts (Enquire Within 124 ii)")),
                 ("trick-suit-led", ("while the stock lasts, only the suit led or a trump takes "
                                     "a trick (Enquire Within 122: \"some players\")")),
                 ("seven-declared", ("the seven of trumps scored when declared, not when played "
                                     "(Hoffmann)")),
                 ("double-new-card", ("a double bezique made with a new card from the hand "
                                      "(Foster)"))),
)

WHIST = _game(
    "whist", whist, WHIST_RULES, WhistPeriodPlayer, whist_words, whist_sample, WhistRubber,
    option_sets=(
        ("default", whist.Options()),
        ("short", whist.Options(variety="short")),
        ("strict", whist.Options(strict=True)),
        # At seven and nine: honours called at eight end a deal before a card
        # is played, which the contract's deals do not (tests/test_whist.py).
        ("at-nine", whist.Options(score=(7, 9))),
        ("short-at-four", whist.Options(variety="short", score=(4, 3))),
        # ¶76 xix: the holders claim their honours, or let the cards be packed.
        ("honours-claimed", whist.Options(claim_honours=True)),
        ("honours-claimed-strict", whist.Options(claim_honours=True, strict=True)),
        # ¶76 viii's cards standing out of turn, as the engine read it before:
        # taken back and called (ix).
        ("out-of-turn-called", whist.Options(out_of_turn="called")),
        # ¶76 iv's misdeal, as the engine read it before: void at once.
        ("misdeal-void", whist.Options(misdeal="void")),
        # ¶73 ii, ¶76 i: the pack cut to the dealer by his right-hand adversary.
        ("cut", whist.Options(cut=20)),
        # ¶76 xx's gloss, a rule a reader may choose (table_rules).
        ("clubs-at-eight", whist.Options(deal_calls_against_nine=False)),
    ),
    playouts=(
        # Issue 34's goal, as fast as OpenSpiel's bridge (judged beside bridge
        # alone, the same play of the same pack): met, 0.87-0.91 x bridge in
        # five runs of bench --peers (1.78-1.82 us a card beside bridge's
        # 2.02-2.08, the shared machine at a load of 2-4 on two cores), where
        # the engine before issue 34's second speed-up measured 1.20-1.22.
        # Later bridge ran faster here (1.74-1.78 us) and ours 1.02-1.10 x;
        # with the turn-up taken in without a sort and the card played found
        # by a count, 0.94-0.98 x (1.69-1.73 us a card) in four runs, and
        # 0.91 x in two of four seconds a contestant.
        Playout("Whist (random)", within=1.0, peers=("bridge",)),
        Playout("Whist (period players)", players=("period",) * 4),
    ),
    # A value is the side's points less the other's: the odd tricks, and the
    # honours the engine counts on the line played out.
    solver=Solver(whist_solve.analyse, whist_solve.takes, ("point", "points"),
                  nodes=whist_solve.nodes, verdict=whist_solve.verdict,
                  best_first=whist_solve.best_first,
                  cases=(SolverCase("Whist, the last eight tricks", whist_solve.last_eight,
                                    most=15),
                         SolverCase("Whist, the first lead", whist_solve.first_lead, most=3,
                                    target_ms=1000.0))),
    sampling=whist_sample.SAMPLING,
    # Whist's deals in the bridge players' Portable Bridge Notation (playable.whist.pbn).
    formats=(Interchange("PBN", ".pbn", whist_pbn.write_deals, whist_pbn.read_deals),),
    # Its solver's tricks and time beside DDS's (endplay, the bench extra).
    solver_peers=(SolverPeer("DDS (endplay)", "endplay", whist_pbn.dds_tricks,
                             whist_pbn.solver_tricks, within=25.0),),
    # Records of versions 2 and 3 written before out_of_turn and misdeal (¶76
    # viii and iv read as the text has them, 0.3.8) were played with a card
    # played out of turn to a trick taken back and called, and a misdeal void
    # at once.
    record_options={version: {"out_of_turn": "called", "misdeal": "void"} for version in (2, 3)},
    table_rules=(("short", "Short Whist, five points a game, honours never called (¶77)"),
                 ("clubs-at-eight", ("the side at eight that holds the deal may not call "
                                     "against nine (¶76 xx: \"In some Clubs\")")),
                 ("honours-claimed", ("honours counted only where their holders claim them "
                                     "(¶76 xix)"))),
)

#: Every game of the edition, by id, in the order of :data:`playable.laws.GAMES`.
GAMES: Mapping[str, Game] = {g.id: g for g in sorted(
    (ALL_FOURS, QUADRILLE, BEZIQUE, WHIST), key=lambda g: list(TITLES).index(g.id))}

if list(GAMES) != list(TITLES):  # pragma: no cover - a game in one list and not the other
    raise RuntimeError(f"the registry's games {list(GAMES)} are not the laws' {list(TITLES)}")


class UnknownGame(KeyError):
    """A game id that is not in the registry."""

    def __init__(self, game: object) -> None:
        self.game = game
        super().__init__(f"unknown game {game!r}; the games are {', '.join(GAMES)}")

    def __str__(self) -> str:
        return str(self.args[0])


def game(game_id: object) -> Game:
    """The game of this id (a deal's ``GAME``, a record's ``"game"``)."""
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise UnknownGame(game_id)
    return GAMES[game_id]


def game_of(deal: DealLike) -> Game:
    """The game a deal belongs to."""
    return game(deal.GAME)


def interchange_for(path: str) -> tuple[Game, Interchange] | None:
    """The game and the format of a file named ``path``, by its suffix
    (``.pbn``: Whist's PBN), or None where no game's format has it."""
    lowered = path.lower()
    for entry in GAMES.values():
        for kind in entry.formats:
            if lowered.endswith(kind.suffix):
                return entry, kind
    return None
