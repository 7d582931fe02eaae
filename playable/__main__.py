"""The command line: ``python -m playable play|replay|bench``.

* ``play GAME [--seed N]`` — play in the terminal against the engine's players.
* ``replay RECORD.json`` — read a record (checking it) and show the deal trick
  by trick.
* ``bench [GAME ...]`` — random playouts per second and microseconds per card,
  beside a trivial pure-Python loop measured in the same run.

Each game module provides ``play_terminal(stdin, stdout, seed)`` and
``describe(deal)``; see :mod:`playable.core` for the shape of a game module.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TextIO

from playable.errors import RecordError
from playable.laws import GAMES


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None,
         stdout: TextIO | None = None) -> int:
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    parser = argparse.ArgumentParser(prog="python -m playable", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("play", help="play a game in the terminal")
    play.add_argument("game", choices=list(GAMES))
    play.add_argument("--seed", type=int, default=None,
                      help="seed of the first deal (default: chosen at random and shown)")
    replay = commands.add_parser("replay", help="show a recorded deal trick by trick")
    replay.add_argument("record")
    bench = commands.add_parser("bench", help="measure the engine's speed")
    bench.add_argument("games", nargs="*", metavar="GAME",
                       help="games to measure (default: all in the engine)")
    bench.add_argument("--seconds", type=float, default=2.0,
                       help="time to spend on each measurement (default 2)")
    args = parser.parse_args(argv)

    from playable.record import game_module, load

    if args.command == "play":
        try:
            module = game_module(args.game)
        except RecordError as exc:
            print(exc.reason, file=stdout)
            return 2
        return int(module.play_terminal(stdin, stdout, seed=args.seed))
    if args.command == "replay":
        try:
            deal = load(args.record)
        except RecordError as exc:
            print(f"{args.record}: {exc}", file=sys.stderr)
            return 2
        print(game_module(deal.GAME).describe(deal), file=stdout)
        return 0
    from playable.bench import run

    return run(args.games or list(GAMES), seconds=args.seconds, out=stdout)


if __name__ == "__main__":
    sys.exit(main())
