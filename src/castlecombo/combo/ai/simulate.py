"""Headless AI-vs-AI games for ``castlecombo simulate`` and the benchmarks."""

from __future__ import annotations

import random
import time
from typing import Any

from castlecombo.combo.ai.players import LEVELS, make_player
from castlecombo.combo.engine.state import MAX_PLAYERS, MIN_PLAYERS, GameState
from castlecombo.simulation import Progress, run_rotated


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


def run_simulation(players: list[str], games: int, seed: int, think_ms: int | None = None,
                   progress: Progress | None = None) -> dict[str, Any]:
    """Play ``games`` games among ``players`` (levels, 2 to 5), rotating seats (``progress`` told of each game
    played); return the JSON dict; raise ValueError.

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
    return run_rotated(play_game, players, games, seed, think_ms, progress)


__all__ = ["play_game", "run_simulation"]
