"""Round robin of the AI levels with 95 % confidence intervals: ``make tournament``.

    python bench/tournament.py                     # the full table, 400 games a pairing (days on 2 cores)
    python bench/tournament.py --games 4           # a quick look that everything runs
    python bench/tournament.py --only scaling --games 200

Prints three parts:
- 2 players: the row level's win rate against the column level (seats rotated: game g, seat i
  is played by players[(i + g) % n], seat 0 first; a shared win counts 1/k), with its 95 % CI;
- 4 players: the row level against three copies of the column level (parity 25 %);
- the time-scaling line: hard at 100 / 300 / 1000 / 3000 ms against hard at 300 ms;
and every level's decision times (p50, p95, max) over all its decisions.

Hard plays at its default budget on every core but one, expert at its own on every core, so
games with either run one at a time per the cores they use; the other games run on all cores.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from castlecombo.combo.ai import pool
from castlecombo.combo.ai.players import LEVELS, ExpertPlayer, HardPlayer, make_player
from castlecombo.combo.engine.state import GameState

SCALING_MS = (100, 300, 1000, 3000)
BASE_MS = 300


def player(spec: str, seed: int) -> Any:
    """Return the player of ``spec``: a level, ``LEVEL@MS`` for hard (expert) at hard's budget MS, or
    ``hard#N`` for the hard search at N simulations a decision in one process (figures the load cannot change)."""
    if "#" in spec:
        level, sims = spec.split("#")
        if level != "hard":  # expert is the same search: a count says all of its budget
            raise ValueError(f"a fixed simulation count is for hard, not {level!r}")
        return HardPlayer(seed, iterations=int(sims), searchers=1)
    if "@" in spec:
        level, ms = spec.split("@")
        return make_player(level, seed, int(ms))
    return make_player(spec, seed)


def searchers(spec: str) -> int:
    """Return how many processes ``spec`` searches with."""
    if "#" in spec:
        return 1
    level = spec.split("@")[0]
    if level == "hard":
        return HardPlayer().searchers
    if level == "expert":
        return ExpertPlayer().searchers
    return 1


def at_budget(level: str, think_ms: int | None) -> str:
    """Return the spec of ``level`` with hard's budget ``think_ms`` (None: the default)."""
    return level if think_ms is None or level not in ("hard", "expert") else f"{level}@{think_ms}"


def one_game(args: tuple[list[str], int, int]) -> dict[str, Any]:
    """Play game ``g`` of a rotated match; return who sat where, scores, winners and decision times."""
    specs, g, seed = args
    n = len(specs)
    who = [(i + g) % n for i in range(n)]  # seat -> listed player
    players = [player(specs[k], (seed + g) * 31 + k) for k in who]
    state = GameState.new(n, seed + g, first_player=0)
    times: list[list[float]] = [[] for _ in range(n)]
    while not state.is_over:
        seat = state.current
        t0 = time.perf_counter()
        action = players[seat].choose(state.observation(seat))
        times[seat].append(time.perf_counter() - t0)
        state.apply(action)
    pool.shutdown()  # expert's helpers: a pool worker that still owns processes never ends
    return {"who": who, "winners": state.winners(), "scores": [s.total for s in state.scores()], "times": times}


def match(specs: list[str], games: int, seed: int, label: str, jobs: int) -> dict[str, Any]:
    """Play ``games`` rotated games among ``specs``, at most ``jobs`` at once; return win counts, mean scores
    and decision times per spec."""
    n = len(specs)
    wins = [0.0] * n
    scores = [0.0] * n
    times: list[list[float]] = [[] for _ in range(n)]
    workers = max(1, min(jobs, (os.cpu_count() or 1) // max(searchers(s) for s in specs)))
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=min(workers, games)) as pool:
        for done, r in enumerate(pool.map(one_game, [(specs, g, seed) for g in range(games)]), 1):
            for seat in r["winners"]:
                wins[r["who"][seat]] += 1 / len(r["winners"])
            for seat, k in enumerate(r["who"]):
                scores[k] += r["scores"][seat]
                times[k] += r["times"][seat]
            if done % max(1, games // 10) == 0:
                print(f"  {label}: {done}/{games} games, {specs[0]} {wins[0] / done:.1%} "
                      f"({time.perf_counter() - start:.0f} s)", file=sys.stderr, flush=True)
    return {"wins": wins, "mean_score": [s / games for s in scores], "times": times}


def rate(wins: float, games: int) -> str:
    """``62% ±4.7`` : the win rate and the half-width of its 95 % confidence interval (normal approximation)."""
    p = wins / games
    return f"{p:.0%} ±{196 * (p * (1 - p) / games) ** 0.5:.0f}"


def ms(ts: list[float]) -> str:
    """Decision times: p50, p95 and max in milliseconds."""
    if not ts:
        return "-"
    s = sorted(ts)
    return (f"p50 {1000 * statistics.median(s):7.1f} ms  p95 {1000 * s[int(0.95 * (len(s) - 1))]:7.1f} ms  "
            f"max {1000 * s[-1]:7.1f} ms")


def table(title: str, levels: list[str], cells: dict[tuple[str, str], str]) -> None:
    """Print a row-vs-column table of ``cells``."""
    print(title)
    print(" " * 8 + "".join(f"{lv:>12}" for lv in levels))
    for x in levels:
        print(f"{x:>8}" + "".join(f"{cells.get((x, y), '-'):>12}" for y in levels), flush=True)
    print()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=400, help="games per pairing (2 players; seats rotated)")
    ap.add_argument("--four-games", type=int, default=None, help="games per 4-player match (default: --games)")
    ap.add_argument("--seed", type=int, default=500)
    ap.add_argument("--levels", default=",".join(LEVELS), help="comma-separated levels for the tables")
    ap.add_argument("--think-ms", type=int, default=None,
                    help="hard's budget per decision in the tables (expert: 4 times it); default: the levels' own")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="games at once, at most")
    ap.add_argument("--only", choices=["two", "four", "scaling"], action="append",
                    help="run only these parts (repeatable); default: all three")
    a = ap.parse_args(argv)
    if a.games < 1:
        ap.error("--games must be at least 1")
    levels = [lv.strip() for lv in a.levels.split(",") if lv.strip()]
    for lv in levels:
        if lv not in LEVELS:
            ap.error(f"unknown level {lv!r}; choose from {', '.join(LEVELS)}")
    parts = set(a.only or ["two", "four", "scaling"])
    four_games = a.four_games or a.games
    times: dict[str, list[float]] = {lv: [] for lv in levels}
    if "two" in parts:
        cells: dict[tuple[str, str], str] = {}
        for i, x in enumerate(levels):
            for y in levels[i + 1:]:
                r = match([at_budget(x, a.think_ms), at_budget(y, a.think_ms)], a.games, a.seed, f"{x}-{y}", a.jobs)
                cells[x, y], cells[y, x] = rate(r["wins"][0], a.games), rate(r["wins"][1], a.games)
                times[x] += r["times"][0]
                times[y] += r["times"][1]
        budget = "" if a.think_ms is None else f", hard at {a.think_ms} ms"
        table(f"2 players: row's win rate against column, 95% CI ({a.games} games each, seats rotated{budget})",
              levels, cells)
    if "four" in parts:
        cells = {}
        for x in levels:
            for y in levels:
                if x != y:
                    specs = [at_budget(x, a.think_ms)] + [at_budget(y, a.think_ms)] * 3
                    r = match(specs, four_games, a.seed, f"{x}+3 {y}", a.jobs)
                    cells[x, y] = rate(r["wins"][0], four_games)
                    times[x] += r["times"][0]
                    times[y] += [t for ts in r["times"][1:] for t in ts]
        budget = "" if a.think_ms is None else f", hard at {a.think_ms} ms"
        table(f"4 players: row's win rate against 3 of column, parity 25%, 95% CI ({four_games} games each{budget})",
              levels, cells)
    print("decision times (every decision above)")
    for lv in levels:
        print(f"{lv:>8}  {ms(times[lv])}  over {len(times[lv])} decisions")
    print()
    if "scaling" in parts:
        line = []
        for t in SCALING_MS:
            if t == BASE_MS:
                line.append(f"{t} ms 50%")
                continue
            r = match([f"hard@{t}", f"hard@{BASE_MS}"], a.games, a.seed, f"hard {t} ms - {BASE_MS} ms", a.jobs)
            line.append(f"{t} ms {rate(r['wins'][0], a.games)} (p50 {1000 * statistics.median(r['times'][0]):.0f} ms)")
        print(f"time scaling, hard vs hard at {BASE_MS} ms ({a.games} games each): " + " | ".join(line))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
