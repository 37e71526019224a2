"""Many games in one run of the app (headless, autoplay pace): do threads, processes and memory stay flat?

Plays ``--games`` games (random against easy, the AI in the app's worker process) through the real
App and table, going back to the menu between games, and prints the thread count, the child
processes and the resident memory after a warm-up and after the run, and the games per second.
Every tenth game is drawn; the others only update, like a window nobody looks at.

    python bench/long_run.py --games 50
"""

from __future__ import annotations

import argparse
import os
import tempfile
import threading
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def rss_mb() -> float:
    """This process's resident memory in MB (from /proc)."""
    with open("/proc/self/status", encoding="ascii") as fh:
        return next(int(line.split()[1]) for line in fh if line.startswith("VmRSS:")) / 1024


def children() -> int:
    """How many live child processes this process has."""
    me = str(os.getpid())
    count = 0
    for name in os.listdir("/proc"):
        try:
            with open(f"/proc/{name}/stat", encoding="ascii") as fh:
                fields = fh.read().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        count += fields[0] != "Z" and fields[1] == me
    return count


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--warm-up", type=int, default=3)
    args = ap.parse_args()
    os.environ["CASTLECOMBO_HOME"] = tempfile.mkdtemp(prefix="castlecombo-long-run-")

    from castlecombo.app.options import default_seats
    from castlecombo.app.window import App

    app = App(argparse.Namespace(size="1280x720", autoplay=True))

    def one_game(seed: int) -> None:
        app.start_game(default_seats(["random", "easy"]), seed, None)
        while not app.reached_scoring:
            if seed % 10 == 0:
                app.step(0.2)
            else:
                top = app.stack.top
                assert top is not None
                top.update(0.2)
        app.reached_scoring = False
        app.show_menu()

    for seed in range(args.warm_up):
        one_game(10_000 + seed)
    threads, kids, rss = threading.active_count(), children(), rss_mb()
    start = time.perf_counter()
    for seed in range(args.games):
        one_game(seed)
    seconds = time.perf_counter() - start
    print(f"{args.games} games in {seconds:.1f} s ({args.games / seconds:.2f} games/s)")
    print(f"threads        {threads} -> {threading.active_count()}")
    print(f"child processes {kids} -> {children()}")
    print(f"memory (RSS)   {rss:.1f} MB -> {rss_mb():.1f} MB ({rss_mb() - rss:+.1f} MB)")
    app.shutdown()
    print(f"after shutdown: threads {threading.active_count()}, child processes {children()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
