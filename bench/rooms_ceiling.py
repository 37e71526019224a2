"""How much better than today's hard can a Castle Rooms search do against medium? Variants on the same deals.

    python bench/rooms_ceiling.py --deals 300 --iterations 400            # every variant, 600 games each
    python bench/rooms_ceiling.py --variants hard,open-full --deals 100

Every variant plays medium on the same deals (seeds 40000 onwards), once from each seat, at a fixed
number of simulations a decision (the machine's load cannot change the result), and is compared
with hard game by game (the paired difference and its standard error):

- hard:        today's hard (each candidate played one round further, judged by the win chance);
- rounds-3:    each candidate played three rounds further before the win chance is read;
- to-the-end:  each candidate played to the end of the game;
- open-hands:  hard that sees the opponents' hands (the pile's order stays hidden);
- open:        hard that sees every hidden card, the pile's order too (no real player can);
- open-full:   ``open``, each candidate played to the end of the game;
- no-hold:     hard that never ends a turn holding a room that still fits an open line (at stop 68, 300
               simulations, 400 games: 51.7 % against hard's 62.5 %; a room kept can go before or after the
               rooms drawn next, which is what Suggest says of a turn that keeps one).

The ``open`` variants cheat on purpose: they bound what any search of this kind could gain from
knowing more, and so show how much of hard's distance to a target is the luck of the draw.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from castlecombo.rooms.ai import evaluate as E
from castlecombo.rooms.ai import players, search
from castlecombo.rooms.ai.winchance import win_chance
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.state import GameState

VARIANTS = {  # name: (rounds looked ahead, what is dealt anew: "all", "pile" or "nothing")
    "hard": (1, "all"),
    "rounds-3": (3, "all"),
    "to-the-end": (99, "all"),
    "open-hands": (1, "pile"),
    "open": (1, "nothing"),
    "open-full": (99, "nothing"),
    "no-hold": (1, "all"),
}
_candidates = search.candidates
_setting: tuple[int, str] = (1, "all")


def _simulate(obs: GameState, seat: int, plan: list[int], deal_seed: int) -> float:
    """``search.simulate`` with the variant's look-ahead and dealing."""
    rounds, dealt = _setting
    s = obs.clone()
    rng = random.Random(deal_seed)
    if dealt == "all":
        s.resample(rng)
    elif dealt == "pile":
        rng.shuffle(s.pile)
    for a in plan:
        s.apply(a)
        if s.is_over:
            return win_chance(s, seat)
    for r in range(rounds):
        while s.current != seat:
            for a in search._best_plan(s, E.MEDIUM)[0]:
                s.apply(a)
                if s.is_over:
                    return win_chance(s, seat)
        path, end = search._best_plan(s, E.STRONG)
        if r == rounds - 1:
            return win_chance(end, seat)
        for a in path:
            s.apply(a)
            if s.is_over:
                return win_chance(s, seat)
    return win_chance(s, seat)


def _holds_a_room(obs: GameState, plan: list[int]) -> bool:
    """True if ``plan`` ends the turn while a room of the hand still fits an open line."""
    s = obs.clone()
    for a in plan:
        if a == A.END_TURN:
            return any(A.decode(b).kind == "add" for b in s.legal_actions())
        s.apply(a)
        if s.is_over:
            return False
    return False


def _no_hold(obs: GameState, k: int = search.CANDIDATES) -> list[list[int]]:
    """``search.candidates`` less the plans that keep a room that fits (all of them if every plan does)."""
    plans = _candidates(obs, k)
    return [p for p in plans if not _holds_a_room(obs, p)] or plans


def _game(job: tuple[str, int, int, int]) -> tuple[int, int, float]:
    """Play deal ``d`` with the variant in ``seat``; return (deal, seat, its share of the win)."""
    global _setting
    variant, d, seat, iterations = job
    _setting = VARIANTS[variant]
    search.simulate = _simulate
    search.candidates = _no_hold if variant == "no-hold" else _candidates
    search._plans.clear()
    state = GameState.new(2, 40_000 + d, first_player=0)
    seeds = [d * 31 + 1, d * 31 + 2]
    while not state.is_over:
        obs = state.observation(state.current)
        if state.current == seat:
            if _setting[1] != "all":  # the cheat: the search is handed more than its seat can see
                obs = state.clone()
                obs.viewer = seat
            action = search.choose(obs, seeds[seat], None, iterations)
        else:
            action = players.choose_medium(obs, seeds[state.current])
        state.apply(action)
    winners = state.winners()
    return d, seat, (1 / len(winners) if seat in winners else 0.0)


def main(argv: list[str] | None = None) -> None:
    """Play every variant chosen and print its win rate against medium and its difference from hard."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variants", default=",".join(VARIANTS), help="comma-separated, from: " + ", ".join(VARIANTS))
    ap.add_argument("--deals", type=int, default=300, help="deals, each played from both seats (default 300)")
    ap.add_argument("--iterations", type=int, default=400, help="simulations a decision (default 400)")
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args(argv)
    names = ["hard", *(v for v in args.variants.split(",") if v != "hard")]
    unknown = [v for v in names if v not in VARIANTS]
    if unknown:
        ap.error(f"unknown variant {unknown[0]!r}; choose from {', '.join(VARIANTS)}")
    base: dict[tuple[int, int], float] = {}
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        for name in names:
            start = time.perf_counter()
            jobs = [(name, d, seat, args.iterations) for d in range(args.deals) for seat in (0, 1)]
            got = {(d, seat): share for d, seat, share in pool.map(_game, jobs, chunksize=2)}
            base = base or got
            n = len(got)
            rate = sum(got.values()) / n
            diffs = [got[k] - base[k] for k in got]
            mean = sum(diffs) / n
            se = math.sqrt(sum((x - mean) ** 2 for x in diffs) / max(1, n - 1) / n)
            print(f"{name:11s} wins {rate:6.1%} ±{1.96 * math.sqrt(rate * (1 - rate) / n):.1%} of {n} games;"
                  f" against hard {mean:+.1%} (paired s.e. {se:.1%}); {time.perf_counter() - start:.0f} s",
                  flush=True)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
