"""The game-independent harness of ``castlecombo simulate``: games with seats rotated, tallied into one JSON dict."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, Protocol

Progress = Callable[[int, int], None]  # told (games played, games in all) after each game


class PlayGame(Protocol):
    """One headless game of a wing: seat i played by ``levels[i]``; returns ``scores``, ``winners`` and ``times``."""

    def __call__(self, levels: list[str], seed: int, think_ms: int | None = None, *,
                 player_seeds: list[int] | None = None) -> dict[str, Any]: ...


def player_list(text: str) -> list[str]:
    """Return the players of a comma-separated list ("hard, medium"), lower case; raise ValueError for an empty one
    ("hard,,easy" or a comma at an end: a player typed by mistake is not quietly dropped)."""
    players = [p.strip().lower() for p in text.split(",")]
    if any(not p for p in players):
        raise ValueError(f"an empty player in {text!r}: name one level between commas, e.g. 'hard,medium'")
    return players


def run_rotated(play_game: PlayGame, players: list[str], games: int, seed: int,
                think_ms: int | None = None, progress: Progress | None = None) -> dict[str, Any]:
    """Play ``games`` games of ``play_game`` among ``players``, rotating seats (``progress`` told of each game
    played); return the JSON dict; raise ValueError.

    In game g, seat i is played by ``players[(i + g) % n]`` and seat 0 moves first, so every
    listed player takes every seat in turn. Wins (a shared win counts 1/k), mean scores and
    decision times are credited to the listed player, in the order given.
    """
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
        if progress is not None:
            progress(g + 1, games)
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


__all__ = ["PlayGame", "Progress", "run_rotated"]
