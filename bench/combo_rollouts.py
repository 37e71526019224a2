"""Castle Combo hard-search variants against medium, each on the same deals, and greedy weights head to head.

    python bench/combo_rollouts.py hard --games 200 --iterations 100 \
        --variants '[{}, {"rollout": {"keys": true, "refresh_samples": 0}}]'
    python bench/combo_rollouts.py greedy --games 1000 --variants '[{"potential": 0.7}]'

``hard``: the hard level at a fixed number of simulations a decision (contention-free: the figures do
not depend on the machine's load) plays medium on ``--games`` deals, once from each seat; a variant
changes the weights its simulations play our turns with (``rollout``, see rollout.ROLLOUT) or those its
candidates are ranked by (``cand``). Each variant is compared game by game with the first one.
``greedy``: the medium way of choosing a turn with changed weights (evaluate.Params) against medium.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from typing import Any

from castlecombo.combo.ai import evaluate as E
from castlecombo.combo.ai import rollout, search
from castlecombo.combo.ai.players import HardPlayer, MediumPlayer
from castlecombo.combo.engine.state import GameState

Variant = dict[str, Any]


def _setup(variant: Variant) -> None:
    """Make this worker's search play ``variant``."""
    if "rollout" in variant:
        rollout.ROLLOUT = replace(rollout.ROLLOUT, **variant["rollout"])
    if "cand" in variant:
        ranked = replace(E.MEDIUM, **variant["cand"])
        plain = search.candidates

        def candidates(obs: GameState, seat: int, k: int = search.CANDIDATES) -> list[int]:
            saved, E.MEDIUM = E.MEDIUM, ranked  # candidates() reads E.MEDIUM when called
            try:
                return plain(obs, seat, k)
            finally:
                E.MEDIUM = saved

        search.candidates = candidates


def _hard_game(job: tuple[Variant, int, int, int]) -> tuple[float, int]:
    """Play one game of hard (``variant``) against medium; return hard's win share and margin."""
    variant, seed, hard_seat, iterations = job
    _setup(variant)
    state = GameState.new(2, seed, first_player=0)
    hard = HardPlayer(seed, iterations=variant.get("iterations", iterations), searchers=1)
    if "config" in variant:
        config = search.Config(**variant["config"])
        hard.choose = lambda obs: search.choose(obs, seed=seed, iterations=hard.iterations,  # type: ignore[method-assign]
                                                searchers=1, config=config)
    medium = MediumPlayer(seed * 31 + 1)
    while not state.is_over:
        seat = state.current
        state.apply((hard if seat == hard_seat else medium).choose(state.observation(seat)))
    return _result(state, hard_seat)


def _greedy_game(job: tuple[Variant, int, int]) -> tuple[float, int]:
    """Play one game of the greedy player with the weights ``variant`` against medium."""
    variant, seed, seat_of_variant = job
    params = replace(E.MEDIUM, **variant)
    state = GameState.new(2, seed, first_player=0)
    while not state.is_over:
        seat = state.current
        rng = random.Random(seed * 1_000_003 + state.turn + 7 * seat)
        state.apply(E.choose_greedy(state.observation(seat), params if seat == seat_of_variant else E.MEDIUM, rng))
    return _result(state, seat_of_variant)


def _result(state: GameState, seat: int) -> tuple[float, int]:
    winners = state.winners()
    scores = state.scores()
    return (1 / len(winners) if seat in winners else 0.0), scores[seat].total - scores[1 - seat].total


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("what", choices=("hard", "greedy"))
    ap.add_argument("--games", type=int, default=200, help="deals, each played from both seats")
    ap.add_argument("--iterations", type=int, default=100, help="hard's simulations a decision")
    ap.add_argument("--variants", default="[{}]", help="a JSON list of variants")
    ap.add_argument("--seed", type=int, default=9000)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--cache", help="a JSON file keeping each variant's games, so a rerun plays only new ones")
    args = ap.parse_args()
    cache: dict[str, list[list[float]]] = {}
    if args.cache and os.path.exists(args.cache):
        with open(args.cache) as f:
            cache = json.load(f)
    first: list[tuple[float, int]] | None = None
    for variant in json.loads(args.variants):
        start = time.perf_counter()
        jobs: list[Any]
        if args.what == "hard":
            jobs = [(variant, args.seed + g, seat, args.iterations) for g in range(args.games) for seat in (0, 1)]
            play: Any = _hard_game
        else:
            jobs = [(variant, args.seed + g, seat) for g in range(args.games) for seat in (0, 1)]
            play = _greedy_game
        key = json.dumps([args.what, variant, args.seed, args.games, args.iterations], sort_keys=True)
        if key in cache:
            results = [(r[0], int(r[1])) for r in cache[key]]
        else:
            with ProcessPoolExecutor(args.workers) as pool:
                results = list(pool.map(play, jobs, chunksize=1 if args.what == "hard" else 8))
            if args.cache:
                cache[key] = [list(r) for r in results]
                with open(args.cache, "w") as f:
                    json.dump(cache, f)
        rate = sum(r[0] for r in results) / len(results)
        margin = sum(r[1] for r in results) / len(results)
        line = f"{json.dumps(variant):60s} wins {rate:.1%}  margin {margin:+.2f}  ({len(results)} games"
        if first is None:
            first = results
        else:
            diffs = [a[0] - b[0] for a, b in zip(results, first)]
            mean = sum(diffs) / len(diffs)
            se = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1) / len(diffs))
            line += f", against the first game by game {100 * mean:+.1f} pts, s.e. {100 * se:.1f}"
        print(f"{line}; {time.perf_counter() - start:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
