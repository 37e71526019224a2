"""Measure the AI targets: win rates between levels and decision times.

    python bench/ai_bench.py                       # everything at the default budget (~40 min on 2 cores)
    python bench/ai_bench.py --hard-games 40       # quicker figures
    python bench/ai_bench.py --only hard2p --hard-games 400 --think-ms 1000

Games run in a process pool over all cores; seats are rotated (game g: seat i is played by
players[(i + g) % n], seat 0 first). A shared victory counts 1/k.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from castlecombo.combo.ai.players import DEFAULT_THINK_MS
from castlecombo.combo.ai.simulate import play_game


def _one(args: tuple[list[str], int, int, int | None]) -> tuple[int, dict]:
    players, g, seed, think_ms = args
    n = len(players)
    who = [(i + g) % n for i in range(n)]
    res = play_game([players[k] for k in who], seed + g, think_ms,
                    player_seeds=[(seed + g) * 31 + k for k in who])
    return g, {"who": who, **res}


def match(players: list[str], games: int, seed: int, think_ms: int | None, workers: int,
          label: str = "", progress: bool = True) -> dict:
    """Play ``games`` rotated games; return wins, scores and decision times per listed player."""
    n = len(players)
    wins = [0.0] * n
    scores = [0.0] * n
    times: list[list[float]] = [[] for _ in range(n)]
    done = 0
    start = time.perf_counter()
    jobs = [(players, g, seed, think_ms) for g in range(games)]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for _g, r in pool.map(_one, jobs, chunksize=1):
            who = r["who"]
            for seat in r["winners"]:
                wins[who[seat]] += 1 / len(r["winners"])
            for seat in range(n):
                scores[who[seat]] += r["scores"][seat]
                times[who[seat]].extend(r["times"][seat])
            done += 1
            if progress and (done % max(1, games // 40) == 0 or done == games):
                rate = ", ".join(f"{p} {w / done:.1%}" for p, w in zip(players, wins))
                print(f"  {label} {done}/{games} games: {rate}  ({time.perf_counter() - start:.0f} s)",
                      file=sys.stderr, flush=True)
    return {"players": players, "games": games, "wins": wins, "win_rate": [w / games for w in wins],
            "mean_score": [s / games for s in scores], "times": times,
            "seconds": time.perf_counter() - start}


def _rate(wins: float, games: int, target: float | None = None) -> str:
    """``62.5% of 400 games (95% CI ±4.7)`` and, with a target, whether it is met."""
    p = wins / games
    half = 1.96 * (p * (1 - p) / games) ** 0.5
    text = f"{p:.1%} of {games} games (95% CI ±{100 * half:.1f} pts)"
    if target is not None:
        text += f" [target ≥ {target:.0%}: {'met' if p >= target else 'NOT met'}]"
    return text


def _ms(ts: list[float]) -> str:
    if not ts:
        return "-"
    s = sorted(ts)
    p99 = s[int(0.99 * (len(s) - 1))]
    return f"p50 {1000 * statistics.median(s):.1f} ms, p99 {1000 * p99:.1f} ms, max {1000 * s[-1]:.1f} ms"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200, help="games for medium vs random")
    ap.add_argument("--hard-games", type=int, default=400, help="games for hard vs medium (2p)")
    ap.add_argument("--four-games", type=int, default=100, help="games for hard vs 3 medium (4p)")
    ap.add_argument("--think-ms", type=int, default=DEFAULT_THINK_MS)
    ap.add_argument("--seed", type=int, default=10_000)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--only", choices=["medium", "hard2p", "hard4p", "times"], action="append",
                    help="run only these parts (repeatable); default: medium, hard2p and hard4p")
    a = ap.parse_args(argv)
    parts = set(a.only or ["medium", "hard2p", "hard4p"])
    out = []
    level_times: dict[str, list[float]] = {}  # every decision of every match, by level

    def note_times(r: dict) -> None:
        for lv, ts in zip(r["players"], r["times"]):
            level_times.setdefault(lv, []).extend(ts)
    if "medium" in parts:
        r = match(["medium", "random"], a.games, a.seed, None, a.workers, "medium-random")
        note_times(r)
        out.append(f"medium vs random (2p): medium wins {_rate(r['wins'][0], a.games)} "
                   f"(mean score {r['mean_score'][0]:.1f} to {r['mean_score'][1]:.1f}); medium {_ms(r['times'][0])}")
        r = match(["easy", "random"], a.games, a.seed, None, a.workers, "easy-random")
        note_times(r)
        out.append(f"easy vs random (2p): easy wins {r['win_rate'][0]:.1%} of {a.games} games; "
                   f"easy {_ms(r['times'][0])}")
        r = match(["medium", "easy"], a.games, a.seed, None, a.workers, "medium-easy")
        note_times(r)
        out.append(f"medium vs easy (2p): medium wins {r['win_rate'][0]:.1%} of {a.games} games "
                   f"(mean score {r['mean_score'][0]:.1f} to {r['mean_score'][1]:.1f})")
        print(*out[-3:], sep="\n", flush=True)
    if "hard4p" in parts:
        r = match(["hard", "medium", "medium", "medium"], a.four_games, a.seed, a.think_ms, a.workers, "hard-3medium")
        note_times(r)
        out.append(f"hard vs 3 medium (4p, {a.think_ms} ms): hard wins {_rate(r['wins'][0], a.four_games, 0.40)} "
                   f"(parity 25%; mean score {r['mean_score'][0]:.1f}, mediums {sum(r['mean_score'][1:]) / 3:.1f}); "
                   f"hard {_ms(r['times'][0])}")
        print(out[-1], flush=True)
    if "hard2p" in parts:
        r = match(["hard", "medium"], a.hard_games, a.seed, a.think_ms, a.workers, "hard-medium")
        note_times(r)
        out.append(f"hard vs medium (2p, {a.think_ms} ms): hard wins {_rate(r['wins'][0], a.hard_games, 0.65)} "
                   f"(mean score {r['mean_score'][0]:.1f} to {r['mean_score'][1]:.1f}); "
                   f"hard {_ms(r['times'][0])}; medium {_ms(r['times'][1])}")
        print(out[-1], flush=True)
    if "times" in parts:
        for lv in ("easy", "medium", "hard"):
            r = match([lv, "medium", "medium"], 6, a.seed, a.think_ms, 1, lv, progress=False)
            note_times(r)
            out.append(f"{lv}: decisions {_ms(r['times'][0])} over {len(r['times'][0])} decisions")
            print(out[-1], flush=True)
    if level_times:
        out.append("decision times (every decision of the games above; hard at "
                   f"{a.think_ms} ms; {a.workers} games at once on {os.cpu_count()} cores):")
        for lv in ("random", "easy", "medium", "hard"):
            if level_times.get(lv):
                out.append(f"  {lv:>6}: {_ms(level_times[lv])} over {len(level_times[lv])} decisions")
    print("\n== summary ==")
    print(*out, sep="\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
