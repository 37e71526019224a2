"""How far above today's hard can a Castle Combo search of its kind get? Variants against hard on the same deals.

    python bench/combo_ceiling.py --deals 100 --iterations 390          # every variant, 200 games each
    python bench/combo_ceiling.py --variants open --deals 200

Each variant plays hard in 2-player games on the same deals (seeds 50000 onwards), once from each seat,
at a fixed number of simulations a decision (390: what hard's default second buys on this machine's one
core), so the machine's load cannot change the result:

- expert-sims: hard with four times the simulations (what expert's longer budget buys on one core);
- open:        hard that sees the decks' order and the future's randomness (no real player can): its
               simulations play the real draws, so only the opponent's choices are guessed;
- open-4x:     ``open`` with four times the simulations.

The ``open`` variants cheat on purpose: they bound what any search of this kind (candidates valued by
playing the game on the medium way) could gain from knowing the draws, and so show how much of the
distance to issue 13's 60 % is the luck of the draw rather than the search.

Measured at stop 71 (100 deals, 390 simulations, 2,027 s on 2 cores): ``open`` won 42.0 % of 200 games
against hard (95 % CI 35.2-48.8 %). Knowing the draws does not help: with the draws fixed, every
simulation of a candidate plays nearly the same game (only the opponent's guessed choices differ, and
they are guessed the medium way), so the search fits its move to one predicted future that the real
opponent, who plays another way, does not follow. What hard lacks against hard is not the draws but
the opponent's choices, which no search of this kind sees.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from castlecombo.combo.ai import search
from castlecombo.combo.engine.state import GameState

VARIANTS = {"expert-sims": (4, False), "open": (1, True), "open-4x": (4, True)}  # name: (simulations factor, sees all)


def _choose(state: GameState, seed: int, iterations: int, sees_all: bool) -> int:
    """Return the search's action at ``iterations`` simulations, from the observation or the whole state."""
    if not sees_all:
        return search.choose(state.observation(state.current), seed=seed, think_ms=None, iterations=iterations)
    keep = GameState.resample
    GameState.resample = lambda self, rng: None  # type: ignore[method-assign]  # the simulations keep the real draws
    try:
        return search.choose(state.clone(), seed=seed, think_ms=None, iterations=iterations)
    finally:
        GameState.resample = keep  # type: ignore[method-assign]


def _game(args: tuple[str, int, int, int]) -> tuple[str, int, int, float]:
    """Play one deal with the variant in ``seat``; return (variant, deal, seat, its result: 1, 0.5 or 0)."""
    variant, deal, seat, iterations = args
    factor, sees_all = VARIANTS[variant]
    state = GameState.new(2, 50_000 + deal, first_player=0)
    while not state.is_over:
        mover = state.current
        if mover == seat:
            action = _choose(state, deal * 31 + 1, iterations * factor, sees_all)
        else:
            action = _choose(state, deal * 31 + 2, iterations, False)
        state.apply(action)
    winners = state.winners()
    return variant, deal, seat, (1 / len(winners) if seat in winners else 0.0)


def main() -> None:
    """Play every chosen variant against hard and print its win rate with a 95 % interval."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--iterations", type=int, default=390)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    names = [v for v in args.variants.split(",") if v]
    for v in names:
        if v not in VARIANTS:
            sys.exit(f"unknown variant {v!r}; choose from {', '.join(VARIANTS)}")
    jobs = [(v, d, s, args.iterations) for v in names for d in range(args.deals) for s in (0, 1)]
    results: dict[str, list[float]] = {v: [] for v in names}
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.workers) as ex:
        for i, (v, _d, _s, r) in enumerate(ex.map(_game, jobs, chunksize=1), 1):
            results[v].append(r)
            if i % 20 == 0:
                print(f"  {i}/{len(jobs)} games ({time.perf_counter() - start:.0f} s)", file=sys.stderr, flush=True)
    for v in names:
        rs = results[v]
        p = sum(rs) / len(rs)
        half = 1.96 * math.sqrt(p * (1 - p) / len(rs))
        print(f"{v:12s} against hard: {p:.1%} of {len(rs)} games (95 % CI {p - half:.1%}–{p + half:.1%})")
    print(f"({time.perf_counter() - start:.0f} s, {args.iterations} simulations a decision for hard)")


if __name__ == "__main__":
    main()
