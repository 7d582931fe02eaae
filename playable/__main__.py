"""The command line: ``python -m playable play|replay|export|bench``.

* ``play GAME [--seed N] [--as-at-the-table] [--opponent PLAYER] [--auto-single] [--rules NAME]``
  — play in the terminal against the engine's players (``--as-at-the-table``:
  irregular acts may be committed, and the law deals with them, out of turn
  too where the table command ``step`` stops before each of the others' acts; ``--opponent
  strong``: the strong player, :mod:`playable.solver.pimc`; ``--auto-single``: your one
  lawful card is played for you, as the table command ``auto`` turns on and off;
  ``--rules``: rules a period book gives where it differs from our text, or
  that our text leaves to the players, ``Game.table_rules``, Short Whist
  among them);
  at the end of a match the table asks whether to deal another;
  with ``PLAYABLE_RECORD_DIR`` set, the record of every deal is kept there (the
  folder is checked, and made if missing, before any card is dealt; each
  record is a new file, never one already there, never through a symbolic link).
* ``replay RECORD.json`` — read a record (checking it) and show the deal trick
  by trick, the seats named by the compass after a line giving each name its
  index in the record ("South (P0)"); then, if the record carries the
  solver's verdicts, each act's ("no verdict" where it gave none: a position
  too large for its budget, among others); with ``--judge``, the solver
  judges every act the record carries no verdict on, there and then (the
  default budget an act; on a terminal, stderr says how many are done), says
  why the acts it gives no verdict on are not judged, counted by the reason,
  and values every act open where a deal not over stands.  A file in another program's format that a game reads (its registry
  entry's ``formats``: Whist's ``.pbn``, Portable Bridge Notation) is read by
  that game, its recorded cards played through the laws, and each of its
  deals shown so.
* ``export RECORD.json [--to FORMAT]`` — the record's deal in another
  program's format its game writes (Whist: PBN), on stdout.
* ``play GAME --deal FILE`` — play the deals of a file in a format the game
  reads (Whist's PBN), from the hands as dealt, one after another.
* ``play GAME --watch [--seed N] [--opponent PLAYER] [--deal FILE]`` — watch
  the engine's players at every seat (:mod:`playable.table.watching`).
* ``bench [GAME ...]`` — random playouts per second and microseconds per card,
  beside a trivial pure-Python loop measured in the same run; ``bench --solver
  [--deals N]`` — the perfect-information solver's time per position (the
  median, the 99th percentile and the worst; ``--deals`` given, every case
  is timed on N deals, the slow ones too); ``bench [GAME ...] --pimc
  [--deals N] [--no-clock]`` — the strong player's time per move and its gain
  over the period player in duplicate (``--no-clock``: played on its samples
  and nodes alone, so the gain depends on the seeds, not on the machine's
  load); ``bench --peers`` —
  the games beside OpenSpiel's C++ engines (the ``bench`` extra), in one run.
  One measurement a run; an option it does not read (``--seconds`` but of the
  playouts and ``--peers``, ``--deals`` of the playouts, ``--no-clock`` but of
  ``--pimc``, a game named to ``--peers``) is refused, never dropped.

The games, their terminals and their accounts of a deal come from the
registry, :mod:`playable.games`.

Every way out is clean: a bad argument or record is one message on stderr and
exit status 2; Ctrl-C at a prompt or during ``bench``/``replay`` prints
"Interrupted." and exits with 130; a closed output pipe (``replay … | head``)
exits quietly with 141, as a process ended by SIGPIPE does.  Nothing read from
a record reaches the terminal raw: its control characters are escaped
(:func:`playable.engine.checks.escaped`).  Where the output's encoding has no suit
signs (``PYTHONIOENCODING=ascii``, a Latin-1 terminal), cards are written in
letters (``QS``), never a ``UnicodeEncodeError`` (:func:`_fit_encoding`).
"""

from __future__ import annotations

import argparse
import codecs
import math
import os
import sys
import textwrap
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, Final, TextIO

from playable.engine.cards import Suit
from playable.engine.checks import MAX_INT_DIGITS, escaped, shown, typed_number
from playable.engine.errors import RecordError
from playable.games import GAMES, TableDeal, game_of, interchange_for

PROG = "python -m playable"
#: What ``--help`` says first (the docstring's first line is markup for the docs)
DESCRIPTION = ("Laws of the Card Table: play the period games in the terminal, replay or "
               "export a recorded deal, or measure the engine.")
#: Exit statuses: a bad argument or record, Ctrl-C (128 + SIGINT), a closed
#: output pipe (128 + SIGPIPE).
BAD_INPUT, INTERRUPTED, CLOSED_PIPE = 2, 130, 141
#: The longest time ``bench`` spends on one measurement, in seconds, and the
#: time it spends where ``--seconds`` is not given.
MAX_SECONDS, BENCH_SECONDS = 3600.0, 2.0


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None,
         stdout: TextIO | None = None) -> int:
    """Run the command line; returns the exit status."""
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    _fit_encoding(stdin, "replace")
    for out in (stdout, sys.stderr):
        _fit_encoding(out, _FALLBACK)
    try:
        return _run(argv, stdin, stdout)
    except KeyboardInterrupt:
        # On a terminal, the ^C it echoed is left at the end of a line.
        _error(("\n" if _is_terminal(sys.stderr) else "") + "Interrupted.")
        return INTERRUPTED
    except BrokenPipeError:
        _quiet(stdout)
        return CLOSED_PIPE


def _run(argv: Sequence[str] | None, stdin: TextIO, stdout: TextIO) -> int:
    parser, bench_parser = _parser()
    args = parser.parse_args(argv)

    if args.command == "play":
        from playable.table.record import record_dir_problem
        from playable.table.terminal import play

        record_dir = os.environ.get("PLAYABLE_RECORD_DIR") or None
        if record_dir is not None:
            problem = record_dir_problem(record_dir)
            if problem:
                _error(f"{PROG} play: PLAYABLE_RECORD_DIR={escaped(record_dir)}: {problem}")
                return BAD_INPUT
        entry = GAMES[args.game]
        if args.opponent is not None and args.opponent not in entry.players:
            _error(f"{PROG} play: {entry.title} has no player {shown(args.opponent)}; the "
                   f"players are {', '.join(entry.players)}")
            return BAD_INPUT
        deals = None
        if args.watch and (args.as_at_the_table or args.auto_single or args.go_on):
            _error(f"{PROG} play: --watch seats the engine's players alone: "
                   "--as-at-the-table, --auto-single and --go-on are for a reader who plays")
            return BAD_INPUT
        if args.rules is not None or args.players is not None:
            from playable.table.seats import rule_variants, seat_variants

            if args.deal is not None:
                _error(f"{PROG} play: --rules, --players: a file's deals are played by the "
                       "rules and at the seats they were dealt with")
                return BAD_INPUT
            if args.players is not None and args.players not in seat_variants(entry.id):
                known = ", ".join(seat_variants(entry.id))
                _error(f"{PROG} play: {entry.title} has no players {shown(args.players)}"
                       + (f"; its variants for another number are {known}" if known else
                          f"; it is played by {entry.seats()} and by no other number"))
                return BAD_INPUT
            if args.rules is not None and args.rules not in rule_variants(entry.id):
                known = ", ".join(rule_variants(entry.id))
                _error(f"{PROG} play: {entry.title} has no rules {shown(args.rules)}"
                       + (f"; its rules are {known}" if known else
                          "; it is played by our text's alone"))
                return BAD_INPUT
        if args.go_on and args.deal is None:
            _error(f"{PROG} play: --go-on goes on with the deals of a file: give it with --deal")
            return BAD_INPUT
        if args.deal is not None:
            from playable.table.record import deals_in, read_file

            passed: list[str] = []
            try:
                # a record of the game, or a file in one of its formats (as the Deal page reads)
                deals, _ = deals_in(read_file(args.deal), args.deal, entry.id, acts=args.go_on,
                                    passed_over=passed)
            except RecordError as exc:
                _error(f"{escaped(args.deal, keep_newlines=False)}: {escaped(str(exc))}")
                return BAD_INPUT
            if passed:
                _say_passed_over(passed, entry.id, stdout)
        if args.watch:
            from playable.table.watching import watch

            return watch(entry.id, stdin, stdout, seed=args.seed, record_dir=record_dir,
                         players=args.opponent, deals=deals, rules=args.rules,
                         seats=args.players)
        return play(entry.id, stdin, stdout, seed=args.seed, record_dir=record_dir,
                    lenient=args.as_at_the_table, opponent=args.opponent,
                    auto_single=args.auto_single, deals=deals, rules=args.rules,
                    players=args.players)
    if args.command == "replay":
        from playable.table.console import say
        from playable.table.record import load_analysed, verdict_lines
        from playable.table.seats import rules_told_of
        from playable.table.words import TableWords

        told_deals: list[tuple[TableDeal, list[object] | None]]
        passed_over: list[str] = []
        try:
            if interchange_for(args.record) is not None:
                told_deals = [(deal, None) for deal in _read_deals(args.record, passed_over)]
            else:
                told_deals = [load_analysed(args.record)]
        except RecordError as exc:
            _error(f"{escaped(args.record, keep_newlines=False)}: {escaped(str(exc))}")
            return BAD_INPUT
        if passed_over:
            _say_passed_over(passed_over, game_of(told_deals[0][0]).id, stdout)
            print(file=stdout)
        for number, (deal, analysis) in enumerate(told_deals, 1):
            entry = game_of(deal)
            words = TableWords(entry.id, entry.seats(deal.options))
            # the rules a table may choose that the deal was played by, as the table says them
            lines = [*rules_told_of(entry.id, [deal.options]), entry.describe(deal)]
            if args.judge:
                if deal.history:
                    verdicts, whence, unjudged = _judged(deal, analysis, number, len(told_deals))
                    lines += verdict_lines(deal, verdicts, whence) + unjudged
                if not deal.is_over:  # and where it stands (a deal left half-played)
                    lines += _standing(deal)
            elif analysis is not None:
                lines += verdict_lines(deal, analysis)
            heading = [f"Deal {number} of {len(told_deals)}:"] if len(told_deals) > 1 else []
            # each deal as it is told (with --judge, as soon as it is judged),
            # wrapped to the window on a terminal as the table's words are
            say(stdout, ("\n" if number > 1 else "")
                + escaped("\n".join(heading + [words.record("\n".join(lines))])))
        return 0
    if args.command == "export":
        from playable.table.record import load, written

        try:
            deal = load(args.record)
        except RecordError as exc:
            _error(f"{escaped(args.record, keep_newlines=False)}: {escaped(str(exc))}")
            return BAD_INPUT
        try:
            text = written(deal, args.to)
        except ValueError as exc:
            _error(f"{PROG} export: {escaped(str(exc))}")
            return BAD_INPUT
        stdout.write(text)
        stdout.flush()
        return 0
    unknown = [g for g in args.games if g not in GAMES]
    if unknown:
        bench_parser.error(f"unknown game {shown(unknown[0])}; the games are {', '.join(GAMES)}")
    misuse = _bench_misuse(args)
    if misuse:
        _error(f"{PROG} bench: {misuse}")
        return BAD_INPUT
    seconds = args.seconds or BENCH_SECONDS
    if args.pimc:
        from playable.bench import pimc

        return pimc(args.deals if args.deals is not None else 10, out=stdout,
                    games=args.games or None, seconds=None if args.no_clock else "game")
    if args.peers:
        from playable.bench import SOLVER_PEER_DEALS, peers

        return peers(seconds=seconds, out=stdout,
                     solver_deals=args.deals if args.deals is not None else SOLVER_PEER_DEALS)
    if args.solver:
        from playable.bench import solver

        # --deals given: that many of every case, the slow ones too
        return solver(args.deals if args.deals is not None else 50, out=stdout,
                      slow_deals=args.deals, games=args.games or None)
    from playable.bench import run

    return run(args.games or list(GAMES), seconds=seconds, out=stdout)


#: The measurements of ``bench`` (``""``: the playouts, ``bench`` alone), as
#: a message names them.
_MEASUREMENTS: Final = {"": "the playouts (bench alone)", "--solver": "--solver",
                        "--pimc": "--pimc", "--peers": "--peers"}
#: The measurements that read each option of ``bench`` (``GAME``: the games
#: named): given to another, an option is refused, never dropped.
_BENCH_READS: Final = {"--seconds": ("", "--peers"), "--deals": ("--solver", "--pimc", "--peers"),
                       "--no-clock": ("--pimc",), "GAME": ("", "--solver", "--pimc")}


def _bench_misuse(args: argparse.Namespace) -> str | None:
    """Why the options given to ``bench`` mean nothing together, or None:
    two measurements asked for at once, or an option the measurement asked
    for does not read (:data:`_BENCH_READS`)."""
    asked = [m for m in _MEASUREMENTS if m and getattr(args, m.removeprefix("--"))]
    if len(asked) > 1:
        return (f"{', '.join(asked[:-1])} and {asked[-1]} are separate measurements: give "
                "one at a time")
    measurement = asked[0] if asked else ""
    given = {"--seconds": args.seconds is not None, "--deals": args.deals is not None,
             "--no-clock": args.no_clock, "GAME": bool(args.games)}
    for option, readers in _BENCH_READS.items():
        if given[option] and measurement not in readers:
            *others, last = [_MEASUREMENTS[r] for r in readers]
            what = "a game named" if option == "GAME" else option
            return (f"{what} is for {', '.join(others) + ' or ' if others else ''}{last}, "
                    f"not {_MEASUREMENTS[measurement]}: leave it out")
    return None


class _Once(argparse.Action):
    """An option a command takes once: ``--rules short --rules clubs-at-eight``
    had played by the last alone, saying nothing of the first."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: str | Sequence[Any] | None, option_string: str | None = None) -> None:
        if getattr(namespace, self.dest) is not None:
            parser.error(f"{option_string} is given once: a table plays by one choice of it")
        setattr(namespace, self.dest, values)


def _parser() -> tuple[argparse.ArgumentParser, argparse.ArgumentParser]:
    """The parser, and its ``bench`` command's (which checks the games named)."""
    from playable.bench import SOLVER_PEER_DEALS
    from playable.table.seats import seat_variants
    parser = argparse.ArgumentParser(prog=PROG, description=DESCRIPTION)
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("play", help="play a game in the terminal")
    play.add_argument("game", choices=list(GAMES))
    play.add_argument("--seed", type=_seed, default=None,
                      help="seed of the first deal (default: chosen at random and shown)")
    play.add_argument("--as-at-the-table", action="store_true",
                      help="let yourself commit irregularities (a renounce, a card shown, an "
                           "overdraw, a wrong score) and see the penalty the law sets; the "
                           "command 'step' at a prompt stops the table before each of the "
                           "others' acts, to break a law out of your turn")
    play.add_argument("--opponent", default=None, metavar="PLAYER",
                      help="the engine's player to play against (with --watch, at every "
                           "seat), by name: period (the default), strong (Perfect-Information "
                           "Monte Carlo), random")
    play.add_argument("--watch", action="store_true",
                      help="watch the engine's players at every seat, every hand in view, "
                           "each act with its reason, a trick at a time")
    play.add_argument("--auto-single", action="store_true",
                      help="when one card alone may lawfully be played, play it for you "
                           "(the command 'auto' at a prompt turns this on and off)")
    play.add_argument("--deal", default=None, metavar="FILE",
                      help="play the deals of a file, from the hands as dealt: a record of "
                           "the game (.json, saved by play or a Deal page) or a file in a "
                           "format the game reads (Whist: a PBN file)")
    play.add_argument("--rules", default=None, metavar="NAME", action=_Once,
                      help="play by rules a period book gives where it differs from our "
                           "text, or that our text leaves to the players (" + "; ".join(
                               f"{entry.title}: " + ", ".join(n for n, _ in entry.table_rules)
                               for entry in GAMES.values() if entry.table_rules)
                           + "); the table says what they are")
    play.add_argument("--players", default=None, metavar="NAME", action=_Once,
                      help="another number of players (" + "; ".join(
                          f"{entry.title}: " + ", ".join(seat_variants(entry.id))
                          for entry in GAMES.values() if seat_variants(entry.id)) + ")")
    play.add_argument("--go-on", action="store_true",
                      help="with --deal: each deal goes on from where the file's play "
                           "stopped, its acts made again (a deal you left half-played)")
    replay = commands.add_parser("replay", help="show a recorded deal trick by trick")
    replay.add_argument("record", help="a record (.json), or a file in a format a game reads "
                                       "(.pbn: Whist in Portable Bridge Notation)")
    replay.add_argument("--judge", action="store_true",
                        help="the solver's verdict on every act, every hand known "
                             "(\"best\", or what it cost and the best); a record's own "
                             "verdicts are kept")
    export = commands.add_parser("export", help="write a record's deal in another program's "
                                                "format (Whist: PBN)")
    export.add_argument("record", help="a record (.json) of a deal played")
    export.add_argument("--to", default=None, metavar="FORMAT",
                        help="the format, by name (default: the game's first: Whist's PBN)")
    bench = commands.add_parser("bench", help="measure the engine's speed")
    bench.add_argument("games", nargs="*", metavar="GAME",
                       help=f"games to measure (default: all in the engine: {', '.join(GAMES)})")
    bench.add_argument("--seconds", type=_seconds, default=None,
                       help=f"time to spend on each measurement of the playouts or --peers "
                            f"(default {BENCH_SECONDS:g})")
    bench.add_argument("--solver", action="store_true",
                       help="time the perfect-information solver instead")
    bench.add_argument("--deals", type=_deals, default=None,
                       help="seeded deals of each game for --solver (default 50, and fewer "
                            f"of its slow cases: {_slow_cases()}; given, every case is timed "
                            "on that many) or --pimc (default 10)")
    bench.add_argument("--pimc", action="store_true",
                       help="time the strong player's moves at its default budget")
    bench.add_argument("--no-clock", action="store_true",
                       help="with --pimc: the strong player without its clock (its samples "
                            "and nodes only), so its gain depends on the seeds alone, not on "
                            "the machine's load")
    bench.add_argument("--peers", action="store_true",
                       help="our games beside OpenSpiel's hearts, bridge and skat, in one run, "
                            "and Whist's solver beside DDS on --deals deals "
                            f"({SOLVER_PEER_DEALS} by default; "
                            "needs the bench extra: pip install -e '.[bench]')")
    return parser, bench


def _slow_cases() -> str:
    """The solver's slow cases (a :class:`~playable.games.SolverCase` with a
    ``most``) and the deals each is timed on by default, in words."""
    return "; ".join(f"{case.most} for {case.label}" for entry in GAMES.values()
                     for case in entry.solver.cases if case.most is not None)


@contextmanager
def _progress_line() -> Iterator[Callable[[str], None] | None]:
    """On a terminal, a line on stderr saying how long work goes (each call
    writes it afresh), wiped when the work is done; elsewhere None."""
    if not _is_terminal(sys.stderr):
        yield None
        return

    def show(text: str) -> None:
        sys.stderr.write("\r" + text)
        sys.stderr.flush()

    try:
        yield show
    finally:
        sys.stderr.write("\r\033[K")
        sys.stderr.flush()


def _judged(deal: TableDeal, known: list[object] | None, number: int,
            deals: int) -> tuple[list[object], str, list[str]]:
    """``replay --judge``: the solver's verdict on every act of ``deal``
    (:func:`playable.table.analysis.annotate`, the default budget an act),
    those ``known`` (a record's) kept, where they come from in words, and
    the acts not judged counted by the reason
    (:func:`playable.table.analysis.not_judged`); on a terminal, how many
    acts are judged is shown on stderr meanwhile."""
    from playable.table.analysis import NoVerdict, annotate, not_judged

    where = f"deal {number} of {deals}, " if deals > 1 else ""
    with _progress_line() as show:
        progress = None
        if show is not None:
            def progress(done: int, total: int) -> None:
                show(f"The solver has judged {where}{done} of {total} acts…")

            progress(0, len(deal.history))
        past: dict[int, NoVerdict] = {}
        verdicts: list[object] = list(annotate(deal, progress, unjudged=past, known=known))
    kept = 0 if known is None else sum(isinstance(v, dict) for v in known)
    return verdicts, ("judged now" if not kept else
                      f"judged now, {kept} of them as the record carries them"), \
        not_judged(deal, verdicts, past)


def _standing(deal: TableDeal) -> list[str]:
    """``replay --judge`` of a deal not over: the solver's value of every
    act open where it stands (:func:`playable.table.analysis.standing`); on
    a terminal, a line on stderr meanwhile."""
    from playable.table.analysis import standing

    with _progress_line() as show:
        if show is not None:
            show("The solver is valuing the acts where the deal stands…")
        return standing(deal)


def _say_passed_over(boards: list[str], game_id: str, out: TextIO) -> None:
    """The boards of a file passed over as no deals of the game, in a line
    wrapped as the terminal's (``replay`` and ``play --deal``)."""
    from playable.table.console import WIDTH
    from playable.table.record import passed_over_words

    print(textwrap.fill(escaped(passed_over_words(boards, game_id)), WIDTH,
                        subsequent_indent="  "), file=out)


def _read_deals(path: str, passed_over: list[str]) -> list[TableDeal]:
    """The deals of a file in a format a game of the registry reads, by its
    suffix (:func:`playable.games.interchange_for`), its acts made (``replay``;
    ``play --deal`` reads through :func:`playable.table.record.deals_in`); the
    boards that are no deals of the game, passed over, named in ``passed_over``."""
    from playable.table.record import interchange_of, read_file

    kind = interchange_of(path)  # refused, naming the formats, before reading
    return kind.read(read_file(path), passed_over=passed_over)


def _seed(text: str) -> int:
    """A seed typed on the command line: a whole number of at most 40 digits."""
    value = typed_number(text)
    if not isinstance(value, int):
        raise argparse.ArgumentTypeError(f"a seed is a whole number of at most "
                                         f"{MAX_INT_DIGITS} digits, not {shown(text)}")
    return value


def _deals(text: str) -> int:
    """A number of deals for ``bench --solver``: a whole number from 1 to 10,000."""
    value = typed_number(text)
    if not isinstance(value, int) or not 1 <= value <= 10_000:
        raise argparse.ArgumentTypeError(f"a number of deals is a whole number from 1 to "
                                         f"10000, not {shown(text)}")
    return value


def _seconds(text: str) -> float:
    """A time for ``bench``: a number of seconds, more than 0 and at most an hour."""
    value = typed_number(text, fraction=True)
    if value is None or not math.isfinite(value) or not 0 < value <= MAX_SECONDS:
        raise argparse.ArgumentTypeError(f"a time is a number of seconds, more than 0 and at "
                                         f"most {MAX_SECONDS:g}, not {shown(text)}")
    return value


#: What the command line writes for a character its output cannot encode (a
#: terminal or a pipe in ASCII or Latin-1): a suit sign becomes its letter,
#: the notation the engine reads as well (``QS`` for Q♠, ``10D`` for 10♦);
#: the few other signs its words use, their nearest in ASCII.
_LETTERS: Final = {suit.value: suit.letter for suit in Suit} | {
    "—": "--", "–": "-", "…": "...", "¶": "para. ", "·": ".", "‘": "'", "’": "'",
    "“": '"', "”": '"', "×": "x", "→": "->"}
_FALLBACK: Final = "playable-letters"


def _letters(error: UnicodeError) -> tuple[str, int]:
    """The codec error handler :data:`_FALLBACK`: what cannot be encoded, in
    letters (:data:`_LETTERS`; else the letter without its accent, else ``?``)."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    out = []
    for char in error.object[error.start:error.end]:
        plain = unicodedata.normalize("NFKD", char).encode("ascii", "ignore").decode()
        out.append(_LETTERS.get(char) or plain or "?")
    return "".join(out), error.end


codecs.register_error(_FALLBACK, _letters)


def _fit_encoding(stream: TextIO | None, errors: str) -> None:
    """The one place the command line meets an encoding without the suit
    signs (``PYTHONIOENCODING=ascii``, a Latin-1 terminal): its output writes
    them in letters (``errors`` :data:`_FALLBACK`) instead of failing, and its
    input reads what it cannot decode as U+FFFD (``errors="replace"``: ``Q♠``
    typed there is not understood, and ``QS`` is)."""
    encoding = getattr(stream, "encoding", None)
    reconfigure = getattr(stream, "reconfigure", None)
    if not isinstance(encoding, str) or reconfigure is None:
        return  # text in memory (a test's StringIO): nothing is encoded
    try:
        "".join(_LETTERS).encode(encoding)
    except UnicodeEncodeError:
        pass
    except LookupError:  # pragma: no cover - Python refuses an unknown encoding first
        return
    else:
        return
    try:
        reconfigure(errors=errors)
    except (OSError, ValueError):  # pragma: no cover - a stream that cannot change
        pass


def _error(message: str) -> None:
    """One line on stderr (nothing if stderr is gone too)."""
    try:
        print(message, file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass


def _is_terminal(stream: TextIO | None) -> bool:
    try:
        return stream is not None and stream.isatty()
    except (OSError, ValueError):
        return False


def _quiet(stdout: TextIO) -> None:
    """After a closed pipe: point stdout at the null device, so that the
    interpreter's last flush at exit does not complain of the pipe again."""
    if stdout is sys.stdout and sys.stdout is not None:
        try:
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, sys.stdout.fileno())
            os.close(null)
        except (OSError, ValueError):
            pass


if __name__ == "__main__":
    sys.exit(main())
