"""How long the review of a finished game takes in the app's worker process, per turn, at a budget.

    python bench/review_pace.py                      # 2, 3 and 4 players, the app's budget (1000 ms)
    python bench/review_pace.py --think-ms 300 --games 2

Each game is played by the medium AI on every seat (seed 100, 101, ...); seat 0's turns are sent
to a kit.worker.Worker one at a time, as the review screen does, and each answer is timed from
its submit. Prints p50 / p95 / mean seconds per turn and the whole review, per table size.
"""

from __future__ import annotations

import argparse
import statistics
import time

from castlecombo.combo.ai.players import make_player
from castlecombo.combo.ai.review import review_turn, turn_decisions
from castlecombo.combo.engine import GameState
from castlecombo.combo.ui.review_job import REVIEW_SEED, THINK_MS
from castlecombo.kit.worker import Worker


def medium_game(n: int, seed: int) -> GameState:
    """Return a finished ``n``-player game the medium AI played on every seat."""
    state = GameState.new(n, seed)
    players = [make_player("medium", seed * 10 + i, None) for i in range(n)]
    while not state.is_over:
        state.apply(players[state.current].choose(state.observation(state.current)))
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--think-ms", type=int, default=THINK_MS)
    parser.add_argument("--games", type=int, default=1, help="games per table size")
    parser.add_argument("--players", default="2,3,4")
    args = parser.parse_args()
    with Worker() as worker:
        worker.submit(int).result()  # the process is up before the clock starts
        for n in (int(p) for p in args.players.split(",")):
            per_turn: list[float] = []
            whole: list[float] = []
            for g in range(args.games):
                game = medium_game(n, 100 + g)
                start = time.perf_counter()
                firsts = [d[0] for d in turn_decisions(n, game.seed, list(game.actions), game.first_player, 0)]
                for index, played, seen in firsts:  # each turn's first decision
                    t = time.perf_counter()
                    worker.submit(review_turn, seen, played, args.think_ms, REVIEW_SEED, index, game.seed).result()
                    per_turn.append(time.perf_counter() - t)
                whole.append(time.perf_counter() - start)
            ordered = sorted(per_turn)
            p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
            print(f"{n} players, {args.think_ms} ms budget: per turn p50 {statistics.median(per_turn):.2f} s, "
                  f"p95 {p95:.2f} s, mean {statistics.mean(per_turn):.2f} s; whole review "
                  f"{statistics.mean(whole):.1f} s ({len(per_turn)} turns)")


if __name__ == "__main__":
    main()
