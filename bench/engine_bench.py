"""Engine benchmark: full random 2-player games per second on one core, and the cost of one decision."""

from __future__ import annotations

import random
import statistics
import time

from castlecombo.combo.engine import GameState


def random_game(seed: int, players: int = 2) -> GameState:
    """Play one game with uniformly random legal actions; return the final state."""
    state = GameState.new(players, seed)
    choose = random.Random(seed).choice
    while not state.is_over:
        state.apply(choose(state.legal_actions()))
    return state


def games_per_second(players: int, seconds: float = 3.0) -> tuple[float, int]:
    """Return (games per second, games played) over about ``seconds``."""
    count = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        random_game(count, players)
        count += 1
    return count / (time.perf_counter() - start), count


def decision_cost(samples: int = 20000) -> tuple[float, float, float, float]:
    """Return mean microseconds of legal_actions()+apply(), clone(), observation+resample and score()."""
    rng = random.Random(1)
    states = []
    for g in range(200):
        s = GameState.new(2, g)
        target = rng.randrange(30)
        while not s.is_over and len(s.actions) < target:
            s.apply(rng.choice(s.legal_actions()))
        if not s.is_over:
            states.append(s)
    t_apply = []
    for _ in range(samples // len(states) + 1):
        for s in states:
            c = s.clone()
            t0 = time.perf_counter()
            a = c.legal_actions()
            c.apply(a[len(a) // 2])
            t_apply.append(time.perf_counter() - t0)
    t0 = time.perf_counter()
    for _ in range(samples // 10):
        states[0].clone()
    t_clone = (time.perf_counter() - t0) / (samples // 10)
    t0 = time.perf_counter()
    for _ in range(samples // 10):
        states[0].observation(0).resample(rng)
    t_obs = (time.perf_counter() - t0) / (samples // 10)
    t0 = time.perf_counter()
    for i in range(samples // 10):
        states[i % len(states)].score(0)
    t_score = (time.perf_counter() - t0) / (samples // 10)
    return statistics.mean(t_apply) * 1e6, t_clone * 1e6, t_obs * 1e6, t_score * 1e6


def main() -> None:
    """Print the figures."""
    gps, n = games_per_second(2)
    print(f"random 2-player games: {gps:,.0f} games/s on one core ({n} games)  [target >= 3,000]")
    for players in (3, 4, 5):
        gps_n, _ = games_per_second(players, 1.0)
        print(f"random {players}-player games: {gps_n:,.0f} games/s")
    apply_us, clone_us, obs_us, score_us = decision_cost()
    print(f"one decision (legal_actions + apply): {apply_us:.1f} us")
    print(f"clone: {clone_us:.1f} us; observation + resample: {obs_us:.1f} us")
    print(f"score sheet of a partial tableau (every scroll rule it holds): {score_us:.1f} us")


if __name__ == "__main__":
    main()
