"""Headless AI-vs-AI games of Castle Rooms for the benchmarks (and ``castlecombo simulate --game rooms``)."""

from __future__ import annotations

import time
from typing import Any

from castlecombo.rooms.ai.players import LEVELS, choose
from castlecombo.rooms.engine.state import GameState
from castlecombo.simulation import Progress, run_rotated


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


def run_simulation(players: list[str], games: int, seed: int, think_ms: int | None = None,
                   progress: Progress | None = None) -> dict[str, Any]:
    """Play ``games`` games among ``players`` (levels, 2 to 4), rotating seats (``progress`` told of each game
    played); return the JSON dict of
    ``castlecombo simulate`` (the fields of Castle Combo's); raise ValueError.

    In game g, seat i is played by ``players[(i + g) % n]`` and seat 0 moves first. Wins (a shared
    win counts 1/k), mean scores (a seat's longest line) and decision times are credited to the
    listed player, in the order given.
    """
    check_players(players)
    return run_rotated(play_game, players, games, seed, think_ms, progress)


__all__ = ["check_players", "play_game", "run_simulation"]
