"""Hard level: determinized Monte Carlo search from the observation.

The search never sees the real hidden cards: it is given ``state.observation(seat)``, whose
other hands and pile are dealt from the unseen cards in a fixed order, and each simulation
``resample``s them. The candidates are the first actions of the best few turns by the strong
evaluation (``evaluate.STRONG``: the race estimate plus the rooms the best line can expect
next turn, counted from the unseen cards). Each simulation applies a candidate to a fresh
deal and plays the game to its end, our seat by the strong evaluation and the others as the
medium level plays; a win is worth 1 (a shared win 1/k). Candidates share the same deals
(common random numbers) and are narrowed by successive halving: the budget (time or
simulations) is split equally between the rounds, and each round keeps the better half.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from castlecombo.rooms.ai import evaluate as E
from castlecombo.rooms.engine.state import GameState

CANDIDATES = 3
SURE_MARGIN = 3.0  # the best turn leads the next by this much evaluation: no search needed
DEFAULT_THINK_MS = 1000

Policy = Callable[[GameState, random.Random], int]

last_stats: dict[str, int] = {}  # the last search's simulations, deals and candidates (for benchmarks)


def _strong(state: GameState, rng: random.Random) -> int:
    return E.choose_plan(state, rng, E.STRONG)


def _medium(state: GameState, rng: random.Random) -> int:
    return E.choose_plan(state, rng, E.MEDIUM)


def candidates(obs: GameState, k: int = CANDIDATES) -> list[tuple[int, float]]:
    """Return the first actions of the best turns by the strong evaluation, best first, with their values."""
    seat = obs.current
    scored: dict[int, float] = {}
    for path, end in E.turn_plans(obs):
        v = E.evaluate(end, seat, E.STRONG) - 1e-3 * len(path)
        if v > scored.get(path[0], -1e9):
            scored[path[0]] = v
    best = sorted(scored.items(), key=lambda av: -av[1])
    return best[:k]


def simulate(obs: GameState, seat: int, action: int, deal_seed: int,
             mine: Policy = _strong, others: Policy = _medium) -> float:
    """Play ``action`` on a fresh deal of the hidden cards, then the game to its end; return seat's share of the win."""
    rng = random.Random(deal_seed)
    s = obs.clone()
    s.resample(rng)
    s.apply(action)
    while not s.over:
        s.apply((mine if s.current == seat else others)(s, rng))
    winners = s.winners()
    return 1.0 / len(winners) if seat in winners else 0.0


def choose(obs: GameState, seed: int = 0, think_ms: int | None = DEFAULT_THINK_MS, iterations: int | None = None,
           should_stop: Callable[[], bool] | None = None) -> int:
    """Return the action for ``obs.to_move()`` found within ``think_ms`` (or ``iterations`` simulations).

    ``obs`` must be an observation (``GameState.observation``): the search deals the cards
    its seat cannot see anew for every simulation. Raise ValueError when given a full state.
    """
    if obs.viewer < 0:
        raise ValueError("the search plays from an observation (state.observation(seat)), never the full state")
    legal = obs.legal_actions()
    if len(legal) == 1:
        return legal[0]
    seat = obs.current
    rng = random.Random(seed * 7_919 + obs.turn * 104_729 + len(obs.actions) + sum(obs.hands[seat]))
    ranked = candidates(obs)
    if len(ranked) == 1 or ranked[0][1] - ranked[1][1] >= SURE_MARGIN:
        return ranked[0][0]
    cands = [a for a, _v in ranked]
    fallback = cands[0]
    deadline = time.perf_counter() + (think_ms if think_ms is not None else DEFAULT_THINK_MS) / 1000.0
    totals = dict.fromkeys(cands, 0.0)
    alive = list(cands)
    rounds = 1
    k = len(alive)
    while k > 2:
        k = (k + 1) // 2
        rounds += 1
    sims = deals = 0
    done = False
    while not done:
        now = time.perf_counter()
        round_end = now + (deadline - now) / rounds
        sim_cap = None if iterations is None else sims + max(len(alive), (iterations - sims) // rounds)
        first = True
        while first or not (time.perf_counter() >= round_end or (sim_cap is not None and sims >= sim_cap)):
            deal_seed = rng.getrandbits(32)
            got: dict[int, float] = {}
            for a in alive:
                if (iterations is not None and sims >= iterations) or time.perf_counter() >= deadline \
                        or (should_stop is not None and should_stop()):
                    done = True
                    break
                got[a] = simulate(obs, seat, a, deal_seed)
                sims += 1
            if done:
                break
            for a, v in got.items():
                totals[a] += v
            deals += 1
            first = False
        if rounds > 1:
            rounds -= 1
            if deals and len(alive) > 2:
                alive.sort(key=lambda a: (totals[a], a == fallback), reverse=True)
                alive = alive[:max(2, (len(alive) + 1) // 2)]
        elif not done:
            done = (iterations is not None and sims >= iterations) or time.perf_counter() >= deadline
    last_stats.update(sims=sims, deals=deals, candidates=len(cands), alive=len(alive))
    if not deals:
        return fallback
    return max(alive, key=lambda a: (totals[a], a == fallback))
