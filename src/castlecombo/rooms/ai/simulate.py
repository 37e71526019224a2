"""Headless AI-vs-AI games of Castle Rooms for the benchmarks (and ``castlecombo simulate --game rooms``)."""

from __future__ import annotations

import time
from typing import Any

from castlecombo.rooms.ai.players import LEVELS, choose
from castlecombo.rooms.engine.state import GameState


def play_game(levels: list[str], seed: int, think_ms: int | None = None, iterations: int | None = None,
              player_seeds: list[int] | None = None) -> dict[str, Any]:
    """Play one game, seat i played by ``levels[i]``, seat 0 first; return winners, line lengths and decision times.

    Every player decides from its own observation. ``scores`` holds each seat's longest line.
    """
    n = len(levels)
    state = GameState.new(n, seed, first_player=0)
    seeds = player_seeds or [seed * 31 + i for i in range(n)]
    times: list[list[float]] = [[] for _ in range(n)]
    clock = time.perf_counter
    while not state.is_over:
        seat = state.current
        t0 = clock()
        action = choose(levels[seat], state.observation(seat), seeds[seat], think_ms, iterations)
        times[seat].append(clock() - t0)
        state.apply(action)
    return {"scores": [max((len(line.rooms) for line in ls), default=0) for ls in state.lines],
            "standings": [list(state.standing(i)) for i in range(n)], "winners": state.winners(),
            "turns": state.turn, "times": times}


def check_players(players: list[str]) -> None:
    """Raise ValueError unless ``players`` are 2 to 4 known levels."""
    if not 2 <= len(players) <= 4:
        raise ValueError(f"a game of Castle Rooms needs 2 to 4 players, not {len(players)}")
    for lv in players:
        if lv not in LEVELS:
            raise ValueError(f"unknown AI level {lv!r}; choose from {', '.join(LEVELS)}")


def run_simulation(players: list[str], games: int, seed: int, think_ms: int | None = None) -> dict[str, Any]:
    """Play ``games`` games among ``players`` (levels, 2 to 4), rotating seats; return the JSON dict of
    ``castlecombo simulate`` (the fields of Castle Combo's); raise ValueError.

    In game g, seat i is played by ``players[(i + g) % n]`` and seat 0 moves first. Wins (a shared
    win counts 1/k), mean scores (a seat's longest line) and decision times are credited to the
    listed player, in the order given.
    """
    check_players(players)
    if games < 1:
        raise ValueError("games must be at least 1")
    n = len(players)
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


__all__ = ["check_players", "play_game", "run_simulation"]
