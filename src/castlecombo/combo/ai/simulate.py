"""Headless AI-vs-AI games for ``castlecombo simulate`` and the benchmarks."""

from __future__ import annotations

import random
import time
from typing import Any

from castlecombo.combo.ai.players import LEVELS, make_player
from castlecombo.combo.engine.state import MAX_PLAYERS, MIN_PLAYERS, GameState


def play_game(levels: list[str], seed: int, think_ms: int | None = None,
              player_seeds: list[int] | None = None) -> dict[str, Any]:
    """Play one game, seat i played by ``levels[i]``, seat 0 first; return scores, winners, times."""
    n = len(levels)
    state = GameState.new(n, seed, first_player=0)
    seeds = player_seeds or [seed * 31 + i for i in range(n)]
    players = [make_player(lv, seeds[i], think_ms) for i, lv in enumerate(levels)]
    rngs = [random.Random(seeds[i]) for i in range(n)]
    times: list[list[float]] = [[] for _ in range(n)]
    clock = time.perf_counter
    while not state.is_over:
        seat = state.current
        t0 = clock()
        if levels[seat] == "random":
            action = rngs[seat].choice(state.legal_actions())
        else:
            action = players[seat].choose(state.observation(seat))
        times[seat].append(clock() - t0)
        state.apply(action)
    sheets = state.scores()
    return {"scores": [s.total for s in sheets], "winners": state.winners(), "times": times}


def run_simulation(players: list[str], games: int, seed: int, think_ms: int | None = None) -> dict[str, Any]:
    """Play ``games`` games among ``players`` (levels, 2 to 5), rotating seats; return the JSON dict; raise ValueError.

    In game g, seat i is played by ``players[(i + g) % n]`` and seat 0 moves first, so every
    listed player takes every seat in turn. Wins (a shared win counts 1/k), mean scores and
    decision times are credited to the listed player, in the order given.
    """
    n = len(players)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise ValueError(f"a game needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {n}")
    for lv in players:
        if lv not in LEVELS:
            raise ValueError(f"unknown AI level {lv!r}; choose from {', '.join(LEVELS)}")
    if games < 1:
        raise ValueError("games must be at least 1")
    wins = [0.0] * n
    score_sum = [0.0] * n
    time_sum = [0.0] * n
    time_count = [0] * n
    time_max = [0.0] * n
    start = time.perf_counter()
    for g in range(games):
        who = [(i + g) % n for i in range(n)]  # seat -> listed player
        result = play_game([players[k] for k in who], seed + g, think_ms,
                           player_seeds=[(seed + g) * 31 + k for k in who])
        share = 1.0 / len(result["winners"])
        for seat in result["winners"]:
            wins[who[seat]] += share
        for seat in range(n):
            k = who[seat]
            score_sum[k] += result["scores"][seat]
            ts = result["times"][seat]
            time_sum[k] += sum(ts)
            time_count[k] += len(ts)
            if ts:
                time_max[k] = max(time_max[k], max(ts))
    seconds = time.perf_counter() - start
    return {
        "games": games,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds > 0 else None,
        "players": list(players),
        "wins": [round(w, 4) for w in wins],
        "mean_score": [round(s / games, 3) for s in score_sum],
        "mean_decision_ms": [round(1000 * time_sum[k] / time_count[k], 4) if time_count[k] else 0.0
                             for k in range(n)],
        "max_decision_ms": [round(1000 * m, 3) for m in time_max],
    }


__all__ = ["play_game", "run_simulation"]
