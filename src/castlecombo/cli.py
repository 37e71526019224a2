"""Command line: play (the default), score, simulate, replay, review."""

from __future__ import annotations

import argparse
import difflib
import json
import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from castlecombo import __version__
from castlecombo.cliargs import (
    count_between,
    finite_seconds,
    output_file,
    seed_value,
    window_size,
    writable_folder,
)
from castlecombo.combo.cards import CardDataError
from castlecombo.inputfiles import InputError, read_stdin, read_text_file
from castlecombo.storage.records import MIN_WINDOW

if TYPE_CHECKING:
    from castlecombo.storage.records import GameName

COMMANDS = ("play", "score", "simulate", "replay", "review")
GAME_CHOICES = ("combo", "rooms")  # Castle Combo, Castle Rooms


SCORE_HELP = """Score finished Castle Combo tableaux as the score pad does.

The input is one JSON object, or one per line (JSON Lines):
  {"grid": [["Judge", "His Holiness", "Locksmith"],
            ["Clockmaker", {"card": "Sculptor", "gold": 2}, "Spice Merchant"],
            ["Banker", {"face_down": true}, {"card": "Miraculously Cured", "gold": 4}]],
   "keys": 11, "gold": 3}

grid   3 rows of 3 cells, top row first. A cell is a card's name in any of the game's languages (English,
       French, Italian, Spanish or Portuguese, as the game shows it; with or without its accents, in any case),
       {"card": NAME, "gold": N} for a purse card with the gold its ability put on it during the game,
       or {"face_down": true} for a card taken face down (its name may be given: "card").
keys   the keys left at the end (1 point each; 0 if left out).
gold   the gold left in hand at the end, before any goes onto purses (0 if left out): it fills the
       purses with room, 2 points each; what is left over scores nothing.

Each tableau's score is printed as one line of JSON: every card's points (rows and columns
counted from 0, as grid[row][col]), the keys, the gold on purses and the total. A message about a
cell names it both ways: "row 1, column 3 (grid[0][2])"."""

SIMULATE_HELP = """Play games between AI levels without a window and print one line of JSON. The seats rotate
from game to game, so every level listed plays every seat; its figures are in the order listed:
"wins" (games won; a win shared by two counts a half to each, by three a third), "mean_score",
"mean_decision_ms" and "max_decision_ms". With hard or expert (a game can take a minute) it says on stderr
how far it is. Few games tell close levels apart: a win rate over 20 games is within about 22 points of the
true one (95 % of the time), over 400 games within 5."""

REPLAY_HELP = """Replay a save or a finished-game record of either game and check it; print one line of JSON:
"turns_played" (players' turns: a finished 2-player Castle Combo game has 18, 9 each), "finished", "names"
(the seats' names, in seat order, as every list of the output), "scores"
(Castle Combo: the final scores; Castle Rooms: each seat's longest line) and "winners" (the seats that won,
from 0), both null for a game not finished; Castle Rooms adds "lines" (each seat's line lengths, longest first,
as its tie-break compares them)."""


class UsageError(Exception):
    """Bad input from the user: the message is printed on one line, exit status 2."""


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr (no usage block) and exit 2."""

    def error(self, message: str) -> NoReturn:
        """Print ``prog: message`` and a pointer to --help on one line; exit with status 2."""
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def _add_play(sub: argparse._SubParsersAction[OneLineParser]) -> None:
    p = sub.add_parser("play", help="open the desktop game (default)")
    p.add_argument("--game", choices=GAME_CHOICES,
                   help="the game to start or, with --resume, to continue (default: combo; --resume: the last saved)")
    p.add_argument("--autoplay", action="store_true", help="AI in every seat, through the real scenes")
    p.add_argument("--players", help="comma-separated seats for autoplay, e.g. hard,medium")
    p.add_argument("--seed", type=seed_value, help="game seed")
    p.add_argument("--max-seconds", type=finite_seconds, help="autoplay: fail if scoring is not reached in time")
    p.add_argument("--perf-json", type=output_file, help="autoplay: write frame and memory figures to this file")
    p.add_argument("--stop-after-turns", type=count_between(1, 1000),
                   help="autoplay: stop after N turns, leaving the save")
    p.add_argument("--resume", action="store_true", help="continue the saved game")
    p.add_argument("--size", type=window_size,
                   help=f"window size, e.g. 1280x720 (at least {MIN_WINDOW[0]}x{MIN_WINDOW[1]})")
    p.add_argument("--fullscreen", action="store_true", help="start in full screen")
    p.add_argument("--screenshot-dir", type=writable_folder, help="save a PNG of each scene when first shown")


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser of the ``castlecombo`` command."""
    parser = OneLineParser(prog="castlecombo", description="Castle Combo for the desktop.")
    parser.add_argument("--version", action="version", version=f"castlecombo {__version__}")
    sub = parser.add_subparsers(dest="command")
    _add_play(sub)
    s = sub.add_parser("score", help="score finished tableaux (JSON or JSON Lines)", description=SCORE_HELP,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    s.add_argument("path", nargs="?", default=None,
                   help="file to read (one tableau, or one per line), or - for standard input")
    m = sub.add_parser("simulate", help="play games headless and print figures as JSON", description=SIMULATE_HELP,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    m.add_argument("--game", choices=GAME_CHOICES, default="combo", help="the game to play (default: combo)")
    m.add_argument("--players", default="random,random",
                   help="comma-separated levels, one per seat: random,easy,medium,hard,expert (Castle Rooms: no "
                        "expert; default: random,random)")
    m.add_argument("--games", type=count_between(1, 1_000_000), default=100,
                   help="how many games, 1 to 1,000,000 (default: 100)")
    m.add_argument("--seed", type=seed_value, default=0,
                   help="the first game's seed; game k plays seed+k (default: 0; the same seed, the same figures)")
    m.add_argument("--think-ms", type=count_between(1, 60_000), default=None,
                   help="hard level's budget per decision, 1 to 60,000 (default: 1000; expert: 4 times it)")
    m.add_argument("--json", action="store_true", help="print JSON (the only output format)")
    r = sub.add_parser("replay", help="summarise a save or a finished-game record", description=REPLAY_HELP,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    r.add_argument("path", help="a save (saves folder) or a game record (history folder)")
    r.add_argument("--json", action="store_true", help="print JSON (the only output format)")
    v = sub.add_parser("review", help="the best move the AI finds at each of a seat's turns in a finished game")
    v.add_argument("path", help="a finished-game record (from the history folder)")
    v.add_argument("--seat", type=count_between(0, 4), help="the seat to review, from 0 (default: the first human)")
    v.add_argument("--think-ms", type=count_between(10, 60_000), default=1000,
                   help="search budget per turn, 10 to 60,000 (default 1000; the same budget gives the same review)")
    v.add_argument("--seed", type=seed_value, default=0, help="the search's seed")
    v.add_argument("--json", action="store_true", help="print JSON instead of lines to read")
    return parser


def _cmd_score(path: str | None) -> int:
    from castlecombo.combo.scorecalc import TableauError, score_stream

    if path is None:
        if _at_terminal():  # it would wait without a word (playtest 247)
            raise UsageError("give a file of tableaux to score, or - to type them on standard input "
                             "(see castlecombo score --help)")
        path = "-"
    try:
        text = read_stdin() if path == "-" else read_text_file(path)
        lines = [json.dumps(line) for line in score_stream(text)]
    except (InputError, TableauError) as exc:
        raise UsageError(str(exc)) from None
    print("\n".join(lines))
    return 0


def _at_terminal() -> bool:
    """Return whether standard input is a terminal (a person would type there), not a pipe, file or closed."""
    try:
        return sys.stdin is not None and sys.stdin.isatty()
    except (ValueError, OSError):  # a closed stream
        return False


def _cmd_simulate(args: argparse.Namespace) -> int:
    from castlecombo.simulation import player_list

    if args.game == "rooms":
        from castlecombo.rooms.ai.simulate import run_simulation
    else:
        from castlecombo.combo.ai.simulate import run_simulation

    try:
        players = player_list(args.players)
        result = run_simulation(players, args.games, args.seed, args.think_ms, SimulateProgress(players, args.games))
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    print(json.dumps(result))
    return 0


class SimulateProgress:
    """Says on stderr how far a simulation is, at most every ``EVERY`` seconds: 20 games of hard and expert ran 21
    minutes in silence and read as hung (playtest 336). Fast runs say nothing; slow levels say they began and, when
    done, in how long (the last "2 of 3" before the JSON read as a game missing, playtest 341)."""

    SLOW = ("hard", "expert")
    EVERY = 2.0

    def __init__(self, players: list[str], games: int) -> None:
        self.start = self.said = time.monotonic()
        self.slow = any(level in self.SLOW for level in players)
        if self.slow:
            print(f"castlecombo simulate: playing {games} game{'s' if games != 1 else ''} "
                  f"({', '.join(players)})", file=sys.stderr, flush=True)

    def __call__(self, done: int, total: int) -> None:
        now = time.monotonic()
        if (done < total and now - self.said >= self.EVERY) or (done == total and self.slow):
            self.said = now
            print(f"castlecombo simulate: {done} of {total} games played in {now - self.start:.0f} s",
                  file=sys.stderr, flush=True)


def _cmd_replay(path: str) -> int:
    from castlecombo.games import ReplayError, summarise_file

    try:
        print(json.dumps(summarise_file(path)))
    except ReplayError as exc:
        raise UsageError(str(exc)) from None
    return 0


def review_verdict(turn: dict[str, Any]) -> str:
    """Return what the review says of a turn's move in the text output: the best, as good as the AI's choice (as
    the app's review says it: "(best)" beside another move the app named read as a contradiction), or the loss."""
    if turn["played"] == turn["best"]:
        return "best"
    if turn["expected_loss"] < 0.05:
        return f"as good as the AI's choice: {turn['best']}"
    return f"-{turn['expected_loss']:.1f}: {turn['best']}"


def _cmd_review(args: argparse.Namespace) -> int:
    from castlecombo.combo.ai.review import HINT_MS
    from castlecombo.combo.replay import ReplayError
    from castlecombo.combo.review_report import review_file

    try:
        result = review_file(args.path, args.seat, args.think_ms, args.seed, _review_progress)
    except ReplayError as exc:
        raise UsageError(str(exc)) from None
    if args.think_ms <= HINT_MS:  # every move read as good as the AI's at 50 ms (playtest 247)
        print(f"castlecombo review: at {args.think_ms} ms a turn the review has the fewest simulations and tells "
              f"few moves from luck (a move not clearly worse counts as good); {HINT_MS * 2} ms or more judges "
              "better", file=sys.stderr)
    if args.json:
        print(json.dumps(result))
        return 0
    for t in result["turns"]:
        print(f"turn {t['turn']}: {t['played']} ({review_verdict(t)})")
    print(f"{result['name']} (seat {result['seat']}): about {result['total_expected_loss']:.1f} points left on "
          "the table")
    return 0


def _review_progress(done: int, total: int) -> None:
    """Say on stderr how far the review is (it took 34 to 46 s in silence, playtest 326)."""
    print(f"castlecombo review: turn {done} of {total} reviewed", file=sys.stderr, flush=True)


def _cmd_play(args: argparse.Namespace) -> int:
    from castlecombo.app.options import parse_players
    from castlecombo.app.window import run

    if args.players:
        try:  # before anything is archived for a game that would not start
            parse_players(args.players, args.autoplay, args.game or "combo")
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    if not args.resume and (args.autoplay or args.players or args.seed is not None or args.game not in (None, "combo")):
        _archive_game_in_progress(args.game or "combo")
    return run(args)


def _archive_game_in_progress(game: GameName) -> None:
    """A new game of ``game`` is about to replace its saved one: keep the old one in history as abandoned."""
    from castlecombo.games import abandon_game_in_progress
    from castlecombo.storage.files import StorageError

    try:
        where, note = abandon_game_in_progress(game)
    except StorageError as exc:
        raise UsageError(f"the game in progress could not be kept before a new one replaces it: {exc}") from None
    if note:
        print(f"castlecombo play: {note}", file=sys.stderr)
    if where is not None:
        print(f"castlecombo play: the game in progress was kept in your history as abandoned ({where.name})",
              file=sys.stderr)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    import multiprocessing

    multiprocessing.freeze_support()
    parser = build_parser()
    words = list(sys.argv[1:] if argv is None else argv)
    if words and not words[0].startswith("-") and words[0] not in COMMANDS:
        # "unrecognized arguments: scroe" did not say it was taken for a command (playtest 247)
        near = difflib.get_close_matches(words[0], COMMANDS, n=1)
        guess = f" (did you mean {near[0]}?)" if near else ""
        print(f"castlecombo: unknown command {words[0]!r}{guess}; the commands are {', '.join(COMMANDS)} "
              "(see castlecombo --help)", file=sys.stderr)
        return 2
    if not words or words[0] not in (*COMMANDS, "-h", "--help", "--version"):
        words = ["play", *words]  # `castlecombo --autoplay` means `castlecombo play --autoplay`
    try:
        args = parser.parse_args(words)
    except SystemExit as exc:  # --help, --version, or a one-line usage error
        return 0 if exc.code is None else exc.code if isinstance(exc.code, int) else 2
    try:
        if args.command == "score":
            return _cmd_score(args.path)
        if args.command == "simulate":
            return _cmd_simulate(args)
        if args.command == "replay":
            return _cmd_replay(args.path)
        if args.command == "review":
            return _cmd_review(args)
        return _cmd_play(args)
    except UsageError as exc:
        print(f"castlecombo {args.command}: {exc}", file=sys.stderr)
        return 2
    except CardDataError as exc:
        print(f"castlecombo: the card data cannot be used: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader went away (e.g. `| head -1`): nothing left to say
        _silence_stdout()
        return 1
    except KeyboardInterrupt:
        return 130


def _silence_stdout() -> None:
    """Point stdout at devnull so the interpreter's final flush does not fail again."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


if __name__ == "__main__":
    raise SystemExit(main())
