"""The command line: ``python -m playable play|replay|bench``.

* ``play GAME [--seed N]`` — play in the terminal against the engine's players;
  with ``PLAYABLE_RECORD_DIR`` set, the record of every deal is kept there.
* ``replay RECORD.json`` — read a record (checking it) and show the deal trick
  by trick.
* ``bench [GAME ...]`` — random playouts per second and microseconds per card,
  beside a trivial pure-Python loop measured in the same run.

The games, their terminals and their accounts of a deal come from the
registry, :mod:`playable.games`.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import TextIO

from playable.errors import RecordError
from playable.games import GAMES, game_of


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None,
         stdout: TextIO | None = None) -> int:
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    parser = argparse.ArgumentParser(prog="python -m playable",
                                     description=(__doc__ or "").splitlines()[0])
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

    if args.command == "play":
        return GAMES[args.game].play_terminal(stdin, stdout, seed=args.seed,
                                              record_dir=os.environ.get("PLAYABLE_RECORD_DIR"))
    if args.command == "replay":
        from playable.record import load

        try:
            deal = load(args.record)
        except RecordError as exc:
            print(f"{args.record}: {exc}", file=sys.stderr)
            return 2
        print(game_of(deal).describe(deal), file=stdout)
        return 0
    from playable.bench import run

    return run(args.games or list(GAMES), seconds=args.seconds, out=stdout)


if __name__ == "__main__":
    sys.exit(main())
