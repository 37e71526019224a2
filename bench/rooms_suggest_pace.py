"""How long Castle Rooms' Suggest takes at its budget, and how often the hard level would play its first play.

    python bench/rooms_suggest_pace.py                 # 2 to 4 players, 4 games each (seed 300, 301, ...)
    python bench/rooms_suggest_pace.py --games 8

Each game is played by the medium AI on every seat; at every decision of seat 0 the suggestion is found
from the seat's observation (in this process: the app's worker adds the trip to its process, a few ms).
Prints p50 / p95 / max seconds per table size, the simulations a suggestion ran, and the share of
suggestions cut short by the time cap (none means the same position and seed give the same suggestion).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from castlecombo.rooms.ai import players
from castlecombo.rooms.ai.suggest import SUGGEST_MS, SUGGEST_SIMULATIONS, suggest
from castlecombo.rooms.engine.state import GameState


def main() -> None:
    """Print the figures."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=4, help="games per table size (default 4)")
    args = ap.parse_args()
    print(f"Castle Rooms Suggest: {SUGGEST_SIMULATIONS} simulations in a 2-player game (a share with more), "
          f"at most {SUGGEST_MS} ms")
    for n in (2, 3, 4):
        seconds: list[float] = []
        sims: list[int] = []
        for g in range(args.games):
            state = GameState.new(n, 300 + g, 0)
            rng = random.Random(300 + g)
            while not state.is_over:
                if state.current == 0:
                    start = time.perf_counter()
                    found = suggest(state.observation(0), 5)
                    seconds.append(time.perf_counter() - start)
                    sims.append(found.simulations)
                state.apply(players.choose("medium", state.observation(state.current), rng.randrange(1 << 30)))
        seconds.sort()
        searched = [s for s in sims if s]
        full = SUGGEST_SIMULATIONS // (n - 1)
        cut = sum(1 for s in searched if s + 6 <= full * 0.9) / max(1, len(searched))
        print(f"{n} players: {len(seconds)} suggestions, p50 {statistics.median(seconds):.3f} s, "
              f"p95 {seconds[int(0.95 * (len(seconds) - 1))]:.3f} s, max {seconds[-1]:.3f} s; "
              f"{statistics.mean(searched):.0f} simulations on average; cut short by the time cap: {cut:.0%}")


if __name__ == "__main__":
    main()
