"""Command line: play (the default), score, simulate, replay."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence

START_TIME = time.perf_counter()

from castlecombo import __version__  # noqa: E402
from castlecombo.combo.cards import CardDataError  # noqa: E402


class UsageError(Exception):
    """Bad input from the user: the message is printed on one line, exit status 2."""


def _add_play(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("play", help="open the desktop game (default)")
    p.add_argument("--autoplay", action="store_true", help="AI in every seat, through the real scenes")
    p.add_argument("--players", help="comma-separated seats for autoplay, e.g. hard,medium")
    p.add_argument("--seed", type=int, help="game seed")
    p.add_argument("--max-seconds", type=float, help="autoplay: fail if scoring is not reached in time")
    p.add_argument("--perf-json", help="autoplay: write frame and memory figures to this file")
    p.add_argument("--stop-after-turns", type=int, help="autoplay: stop after N turns, leaving the save")
    p.add_argument("--resume", action="store_true", help="continue the saved game")
    p.add_argument("--size", help="window size, e.g. 1280x720")
    p.add_argument("--fullscreen", action="store_true", help="start in full screen")
    p.add_argument("--screenshot-dir", help="save a PNG of each scene when first shown")


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser of the ``castlecombo`` command."""
    parser = argparse.ArgumentParser(prog="castlecombo", description="Castle Combo for the desktop.")
    parser.add_argument("--version", action="version", version=f"castlecombo {__version__}")
    sub = parser.add_subparsers(dest="command")
    _add_play(sub)
    s = sub.add_parser("score", help="score finished tableaux (JSON or JSON Lines)")
    s.add_argument("path", nargs="?", default="-", help="file to read, or - for standard input")
    m = sub.add_parser("simulate", help="play games headless and print figures as JSON")
    m.add_argument("--players", default="random,random", help="comma-separated levels: random,easy,medium,hard")
    m.add_argument("--games", type=int, default=100)
    m.add_argument("--seed", type=int, default=0)
    m.add_argument("--think-ms", type=int, default=None, help="hard level's budget per decision")
    m.add_argument("--json", action="store_true", help="print JSON (the only output format)")
    r = sub.add_parser("replay", help="summarise a save or a finished-game record")
    r.add_argument("path")
    r.add_argument("--json", action="store_true", help="print JSON (the only output format)")
    return parser


def _cmd_score(path: str) -> int:
    from castlecombo.combo.scorecalc import TableauError, score_stream

    try:
        stream = sys.stdin if path == "-" else open(path, encoding="utf-8")  # noqa: SIM115 (closed below)
    except OSError as exc:
        raise UsageError(f"{path}: cannot be read: {exc.strerror}") from None
    try:
        for line in score_stream(stream.read()):
            print(json.dumps(line))
    except TableauError as exc:
        raise UsageError(str(exc)) from None
    finally:
        if stream is not sys.stdin:
            stream.close()
    return 0


def _cmd_simulate(args: argparse.Namespace) -> int:
    from castlecombo.combo.ai.simulate import run_simulation

    players = [p.strip() for p in args.players.split(",") if p.strip()]
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    try:
        result = run_simulation(players, args.games, args.seed, args.think_ms)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    print(json.dumps(result))
    return 0


def _cmd_replay(path: str) -> int:
    from castlecombo.combo.replay import ReplayError, summarise_file

    try:
        print(json.dumps(summarise_file(path)))
    except ReplayError as exc:
        raise UsageError(str(exc)) from None
    return 0


def _cmd_play(args: argparse.Namespace) -> int:
    from castlecombo.app.window import run

    return run(args)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    import multiprocessing

    multiprocessing.freeze_support()
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        args = parser.parse_args(["play", *(argv if argv is not None else sys.argv[1:])])
    try:
        if args.command == "score":
            return _cmd_score(args.path)
        if args.command == "simulate":
            return _cmd_simulate(args)
        if args.command == "replay":
            return _cmd_replay(args.path)
        return _cmd_play(args)
    except UsageError as exc:
        print(f"castlecombo {args.command}: {exc}", file=sys.stderr)
        return 2
    except CardDataError as exc:
        print(f"castlecombo: the card data cannot be used: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
