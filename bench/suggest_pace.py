"""How long Suggest takes in the app's worker process, from the press to the answer, at its budget.

    python bench/suggest_pace.py                     # 2 to 5 players, the app's budget (SUGGEST_MS)
    python bench/suggest_pace.py --think-ms 500 --games 2

Each game is played by the medium AI on every seat (seed 200, 201, ...); every third decision of
seat 0 (takes, key uses and ability answers alike) is sent to a kit.worker.Worker as the table
does (the seat's observation, the table's seeds), and each answer is timed from its submit. Prints
p50 / p95 / max seconds per table size and over all, and the simulations a suggestion ran.
"""

from __future__ import annotations

import argparse
import statistics
import time
from functools import partial

from castlecombo.combo.ai.players import make_player
from castlecombo.combo.ai.suggest import SUGGEST_MS, decision_seed, suggest
from castlecombo.combo.engine import GameState
from castlecombo.kit.worker import Worker


def positions(n: int, seed: int) -> list[GameState]:
    """Return every third position of seat 0's decisions in a game the medium AI plays on every seat."""
    state = GameState.new(n, seed)
    players = [make_player("medium", seed * 10 + i, None) for i in range(n)]
    out: list[GameState] = []
    mine = 0
    while not state.is_over:
        if state.current == 0:
            if mine % 3 == 0:
                out.append(state.clone())
            mine += 1
        state.apply(players[state.current].choose(state.observation(state.current)))
    return out


def quantile(values: list[float], q: float) -> float:
    """Return the ``q`` quantile of ``values`` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--think-ms", type=int, default=SUGGEST_MS)
    parser.add_argument("--games", type=int, default=1, help="games per table size")
    parser.add_argument("--players", default="2,3,4,5")
    args = parser.parse_args()
    every: list[float] = []
    with Worker() as worker:
        worker.submit(int).result()  # the process is up before the clock starts
        for n in (int(p) for p in args.players.split(",")):
            times: list[float] = []
            sims: list[int] = []
            for g in range(args.games):
                for state in positions(n, 200 + g):
                    seed = decision_seed(state.seed, len(state.actions))
                    # as the table asks: a key that moves the Messenger brings the take after it too
                    find = partial(suggest, then_seed=decision_seed(state.seed, len(state.actions) + 1))
                    start = time.perf_counter()
                    found = worker.submit(find, state.observation(state.current), seed, args.think_ms).result()
                    times.append(time.perf_counter() - start)
                    sims.append(found.simulations)
            every += times
            print(f"{n} players: {len(times)} suggestions  p50 {statistics.median(times):.2f} s  "
                  f"p95 {quantile(times, 0.95):.2f} s  max {max(times):.2f} s  "
                  f"simulations p50 {statistics.median(sims):.0f}")
    print(f"all: {len(every)} suggestions  p50 {statistics.median(every):.2f} s  p95 {quantile(every, 0.95):.2f} s  "
          f"max {max(every):.2f} s  (budget {args.think_ms} ms of work)")


if __name__ == "__main__":
    main()
