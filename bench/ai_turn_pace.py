"""How long an AI turn takes to watch at the table: wall time per turn in a real App (dummy video driver).

    python bench/ai_turn_pace.py --game rooms --players hard,medium --turns 22
    python bench/ai_turn_pace.py --game combo --players hard,medium --turns 22

The App runs its own frames at 60 fps (as ``App.run`` does), the settings at their defaults (AI pace
"normal", animation "normal"); a turn is timed from the moment it passes to a seat to the moment it
passes on. The first two turns (the AI process starting) are left out. Prints p50 / p95 / mean in
seconds, for every turn and per AI level.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def percentile(values: list[float], q: float) -> float:
    """Return the ``q`` quantile (0..1) of ``values`` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def measure(game: str, players: list[str], turns: int, seed: int, pace: str, animation: str) -> list[tuple[str, float]]:
    """Return (level, seconds) of each AI turn watched."""
    import pygame

    from castlecombo.app.options import default_seats
    from castlecombo.app.window import App

    app = App(argparse.Namespace(size="1280x720"))
    app.settings = app.settings.model_copy(update={"ai_pace": pace, "animation": animation})
    app.start_game(default_seats(players), seed, 0, game=game)  # type: ignore[arg-type]
    table = app.stack.top
    clock = pygame.time.Clock()
    out: list[tuple[str, float]] = []
    key = None
    began = time.perf_counter()
    last = began
    dt = 0.0
    try:
        while len(out) < turns + 2:
            app.step(dt)
            clock.tick(60)
            now = time.perf_counter()
            dt, last = min(0.1, now - last), now
            state = table.state  # type: ignore[union-attr]
            if state.is_over:
                break
            now_key = (state.turn, state.current)
            if now_key != key:
                if key is not None:
                    out.append((players[key[1]], now - began))
                key, began = now_key, now
            if app.stack.top is not table:
                break
    finally:
        app.shutdown()
        pygame.quit()
    return out[2:]


def main(argv: list[str] | None = None) -> int:
    """Print the figures; return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("combo", "rooms"), default="rooms")
    parser.add_argument("--players", default="hard,medium")
    parser.add_argument("--turns", type=int, default=22)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--pace", default="normal")
    parser.add_argument("--animation", default="normal")
    args = parser.parse_args(argv)
    os.environ.setdefault("CASTLECOMBO_HOME", tempfile.mkdtemp(prefix="pace-"))
    times: list[tuple[str, float]] = []
    seed = args.seed
    while len(times) < args.turns:
        times += measure(args.game, args.players.split(","), args.turns - len(times), seed, args.pace, args.animation)
        seed += 1
    groups = {"all": [t for _, t in times]}
    for level in sorted({lv for lv, _ in times}):
        groups[level] = [t for lv, t in times if lv == level]
    print(f"{args.game} AI turn at pace {args.pace}, animation {args.animation} ({args.players}):")
    for name, values in groups.items():
        p50, p95, mean = percentile(values, 0.5), percentile(values, 0.95), statistics.fmean(values)
        print(f"  {name:7} n={len(values):3}  p50 {p50:5.2f} s  p95 {p95:5.2f} s  mean {mean:5.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
