"""Round robin of the AI levels (2-player games, seats rotated): ``make tournament``.

Prints, for every pairing, the row level's win rate against the column level, and the
mean decision time of each level. Hard plays at its default budget; pairings with hard get
fewer games so the whole table takes a few minutes on two cores.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai_bench import match

from castlecombo.combo.ai.players import DEFAULT_THINK_MS, LEVELS


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40, help="games per pairing without hard")
    ap.add_argument("--hard-games", type=int, default=8, help="games per pairing with hard")
    ap.add_argument("--think-ms", type=int, default=DEFAULT_THINK_MS)
    ap.add_argument("--seed", type=int, default=500)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    a = ap.parse_args(argv)
    rate: dict[tuple[str, str], tuple[float, int]] = {}
    times: dict[str, list[float]] = {lv: [] for lv in LEVELS}
    scores: dict[str, list[float]] = {lv: [] for lv in LEVELS}
    for x, y in combinations(LEVELS, 2):
        games = a.hard_games if "hard" in (x, y) else a.games
        r = match([x, y], games, a.seed, a.think_ms, a.workers, f"{x}-{y}", progress=False)
        rate[x, y] = (r["win_rate"][0], games)
        rate[y, x] = (r["win_rate"][1], games)
        times[x] += r["times"][0]
        times[y] += r["times"][1]
        scores[x].append(r["mean_score"][0])
        scores[y].append(r["mean_score"][1])
        print(f"{x:>6} vs {y:<6} {games:3d} games: {r['win_rate'][0]:6.1%} - {r['win_rate'][1]:6.1%}  "
              f"(mean score {r['mean_score'][0]:.1f} - {r['mean_score'][1]:.1f})", flush=True)
    print()
    print("win rate of row vs column (2 players, seats rotated)")
    print(" " * 8 + "".join(f"{lv:>10}" for lv in LEVELS) + f"{'decision p50':>14}{'max':>10}")
    for x in LEVELS:
        cells = "".join(f"{'-':>10}" if x == y else f"{rate[x, y][0]:>10.0%}" for y in LEVELS)
        ts = times[x]
        print(f"{x:>8}{cells}{1000 * statistics.median(ts):>11.1f} ms{1000 * max(ts):>7.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
