"""Castle Rooms figures: engine speed, and the AI targets (win rates with 95% CIs, decision times).

    python bench/rooms_bench.py --only engine             # random games per second, decision/clone/observation µs
    python bench/rooms_bench.py --only medium             # medium vs random, 400 games
    python bench/rooms_bench.py --only hard --iterations 150 --workers 2   # hard vs medium at a fixed budget
    python bench/rooms_bench.py                           # everything (hard at --think-ms, default 1000)
    python bench/rooms_bench.py --only paired --games 1000 --iterations 210   # hard vs medium, deal by deal

Matches are 2-player games with seats rotated (game g: seat i is played by players[(i + g) % 2],
seat 0 first), run in a process pool. A shared victory counts 1/k. Targets: medium beats
random in at least 90% of games, hard beats medium in at least 65%, hard decides within 1 s.

``paired`` plays the same games twice, hard vs medium and medium vs medium. The pile's order is
fixed by the seed and every turn draws two, so each seat gets the same cards whatever is
played: the games differ only by the decisions taken in hard's seat. It prints how often
hard wins the deals that medium wins from the same seat, and the deals that medium loses.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from castlecombo.rooms.ai.simulate import play_game
from castlecombo.rooms.engine import GameState


def engine_figures(games: int = 2000) -> None:
    """Print random 2-player games per second, one decision, clone and observation+resample in µs."""
    clock = time.perf_counter
    decisions = 0
    start = clock()
    for seed in range(games):
        s = GameState.new(2, seed)
        rng = random.Random(seed)
        while not s.is_over:
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
            decisions += 1
    elapsed = clock() - start
    print(f"engine: {games / elapsed:,.0f} random 2-player games/s; one decision {elapsed / decisions * 1e6:.2f} µs "
          f"({decisions / games:.1f} decisions a game)")
    states = []
    for seed in range(200):
        s = GameState.new(2, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(10, 30)):
            if s.is_over:
                break
            s.apply(rng.choice(s.legal_actions()))
        states.append(s)
    reps = 20
    start = clock()
    for _ in range(reps):
        for s in states:
            s.clone()
    clone_us = (clock() - start) / (reps * len(states)) * 1e6
    rng = random.Random(1)
    start = clock()
    for _ in range(reps):
        for s in states:
            s.observation(s.to_move()).resample(rng)
    obs_us = (clock() - start) / (reps * len(states)) * 1e6
    print(f"engine: clone {clone_us:.2f} µs; observation+resample {obs_us:.2f} µs")


def _one(job: tuple[list[str], int, int, int | None, int | None]) -> dict[str, Any]:
    players, g, seed, think_ms, iterations = job
    n = len(players)
    who = [(i + g) % n for i in range(n)]
    result = play_game([players[k] for k in who], seed + g, think_ms, iterations,
                       player_seeds=[(seed + g) * 31 + k for k in who])
    return {"who": who, **result}


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Return the 95% Wilson score interval of a rate."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def match(players: list[str], games: int, seed: int, think_ms: int | None, iterations: int | None,
          workers: int, target: float | None = None) -> None:
    """Play ``games`` rotated games and print each player's win rate (95% CI) and decision times."""
    n = len(players)
    wins = [0.0] * n
    times: list[list[float]] = [[] for _ in range(n)]
    turns = []
    start = time.perf_counter()
    jobs = [(players, g, seed, think_ms, iterations) for g in range(games)]
    label = " vs ".join(players)
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for done, r in enumerate(pool.map(_one, jobs, chunksize=1), 1):
            for seat in r["winners"]:
                wins[r["who"][seat]] += 1 / len(r["winners"])
            for seat in range(n):
                times[r["who"][seat]].extend(r["times"][seat])
            turns.append(r["turns"])
            if done % max(1, games // 20) == 0 or done == games:
                print(f"  {label}: {done}/{games} games, {players[0]} {wins[0] / done:.1%} "
                      f"({time.perf_counter() - start:.0f} s)", file=sys.stderr, flush=True)
    budget = ""
    if "hard" in players:
        budget = f" (hard: at most {think_ms} ms" + (f" and {iterations} simulations" if iterations else "") + \
            " a decision)"
    print(f"{label}, {games} games{budget}, {time.perf_counter() - start:.0f} s, "
          f"{statistics.mean(turns):.1f} turns a game:")
    for k, name in enumerate(players):
        lo, hi = wilson(wins[k], games)
        ts = sorted(times[k])
        mark = ""
        if k == 0 and target is not None:
            mark = f"  target ≥ {target:.0%}: " + ("met" if lo >= target else "met (point)" if wins[k] / games >= target
                                                   else "not met")
        print(f"  {name:7s} wins {wins[k] / games:6.1%}  95% CI [{lo:.1%}, {hi:.1%}]   decision mean "
              f"{statistics.mean(ts) * 1e3:8.3f} ms  p95 {ts[int(0.95 * (len(ts) - 1))] * 1e3:8.3f} ms  "
              f"max {ts[-1] * 1e3:8.1f} ms{mark}")


def _wins(players: list[str], games: int, seed: int, think_ms: int | None, iterations: int | None,
          workers: int) -> list[float]:
    """Return, game by game, the share of the win that went to ``players[0]``."""
    jobs = [(players, g, seed, think_ms, iterations) for g in range(games)]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return [next((1 / len(r["winners"]) for seat in r["winners"] if r["who"][seat] == 0), 0.0)
                for r in pool.map(_one, jobs, chunksize=1)]


def paired(games: int, seed: int, think_ms: int | None, iterations: int | None, workers: int) -> None:
    """Print hard's win rate against medium split by whether medium, in hard's seat, wins the same deal."""
    start = time.perf_counter()
    hard = _wins(["hard", "medium"], games, seed, think_ms, iterations, workers)
    same = _wins(["medium", "medium"], games, seed, None, None, workers)
    won = [h for h, m in zip(hard, same) if m > 0]
    lost = [h for h, m in zip(hard, same) if m == 0]
    differ = sum(1 for h, m in zip(hard, same) if h != m)
    print(f"hard vs medium, deal by deal, {games} games ({time.perf_counter() - start:.0f} s): hard wins "
          f"{sum(hard) / games:.1%}; medium in hard's seat {sum(same) / games:.1%}")
    for label, part in (("medium wins", won), ("medium loses", lost)):
        rate = sum(part) / len(part) if part else 0.0
        print(f"  deals {label} from that seat: {len(part):5d}; hard wins {rate:6.1%} of them")
    print(f"  outcomes that differ: {differ} of {games}")


def main(argv: list[str] | None = None) -> None:
    """Run the parts chosen on the command line."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", choices=["engine", "easy", "medium", "hard", "paired"], action="append")
    ap.add_argument("--games", type=int, default=400, help="games per match (default 400)")
    ap.add_argument("--seed", type=int, default=20_000)
    ap.add_argument("--think-ms", type=int, default=1000, help="the hard level's time a decision")
    ap.add_argument("--iterations", type=int, default=None,
                    help="the hard level's simulations a decision (instead of a time: the same on any machine)")
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args(argv)
    parts = args.only or ["engine", "easy", "medium", "hard"]
    if "engine" in parts:
        engine_figures()
    if "easy" in parts:
        match(["easy", "random"], args.games, args.seed, None, None, args.workers)
    if "medium" in parts:
        match(["medium", "random"], args.games, args.seed, None, None, args.workers, target=0.90)
    if "hard" in parts:
        match(["hard", "medium"], args.games, args.seed, args.think_ms, args.iterations, args.workers, target=0.65)
    if "paired" in parts:
        paired(args.games, args.seed, args.think_ms, args.iterations, args.workers)


if __name__ == "__main__":
    main()
