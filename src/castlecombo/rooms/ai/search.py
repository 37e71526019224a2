"""Hard level: determinized Monte Carlo search from the observation.

The search never sees the real hidden cards: it is given ``state.observation(seat)``, whose
other hands and pile are dealt from the unseen cards in a fixed order, and each simulation
``resample``s them. The candidates are the first actions of the best few turns by the strong
evaluation (``evaluate.STRONG``: the race estimate plus the rooms the best line can expect
next turn, counted from the unseen cards). Each simulation applies a candidate to a fresh
deal and plays the game to its end, our seat by the strong evaluation and the others as the
medium level plays; a win is worth 1 (a shared win 1/k). Candidates share the same deals
(common random numbers), so the luck of the draw is the same for all of them and the
difference in wins is the difference the decision makes.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from castlecombo.rooms.ai import evaluate as E
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.state import GameState

CANDIDATES = 3
SURE_MARGIN = 1.0  # a turn this far behind the best by the evaluation is not searched
EVIDENCE = 2.0     # how sure the simulations must be to overrule the evaluation (standard errors)
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
    return sorted(scored.items(), key=lambda av: -av[1])[:k]


def _kind(action: int) -> int:
    """Return 0 for a dragon, 1 for a knight, 2 for anything else."""
    if A.DRAGON_BASE <= action < A.KNIGHT_BASE:
        return 0
    return 1 if action >= A.KNIGHT_BASE else 2


def worth_searching(ranked: list[tuple[int, float]]) -> list[int]:
    """Return the candidates to simulate, the evaluation's favourite first.

    Those within SURE_MARGIN of the favourite, and the best dragon, knight or other play
    however far behind: when to strike and when to clear a line is what the evaluation
    judges least well.
    """
    top = ranked[0][1]
    out = [a for a, v in ranked if top - v < SURE_MARGIN]
    kinds = {_kind(a) for a in out}
    for a, _v in ranked:
        if _kind(a) not in kinds:
            kinds.add(_kind(a))
            out.append(a)
    return out


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
    clock = time.perf_counter
    # aim at 90% of the budget: the slowest deal so far is the guess for the next one
    deadline = clock() + 0.9 * (think_ms if think_ms is not None else DEFAULT_THINK_MS) / 1000.0
    legal = obs.legal_actions()
    if len(legal) == 1:
        return legal[0]
    seat = obs.current
    rng = random.Random(seed * 7_919 + obs.turn * 104_729 + len(obs.pile) * 31 + sum(obs.hands[seat]))
    cands = worth_searching(candidates(obs, len(legal)))
    if len(cands) == 1:
        return cands[0]
    favourite = cands[0]
    lead = dict.fromkeys(cands, 0.0)  # wins beyond the favourite's on the same deals
    split = dict.fromkeys(cands, 0.0)  # how much the outcomes differed from the favourite's (squared)
    sims = deals = 0
    slowest = 0.0  # the longest deal so far: no deal starts that would end after the deadline
    while True:
        now = clock()
        if (iterations is not None and sims + len(cands) > iterations) or now + slowest >= deadline \
                or (should_stop is not None and should_stop()):
            break
        deal_seed = rng.getrandbits(32)
        values = [simulate(obs, seat, a, deal_seed) for a in cands]  # the same deal: the same luck of the draw
        for a, v in zip(cands, values):
            d = v - values[0]
            lead[a] += d
            split[a] += d * d
        sims += len(cands)
        deals += 1
        slowest = max(slowest, clock() - now)
    last_stats.update(sims=sims, deals=deals, candidates=len(cands))
    # the evaluation's favourite stays unless another candidate wins clearly more often on the same
    # deals: by more than EVIDENCE standard errors of the paired difference (a sign test)
    best, best_lead = favourite, 0.0
    for a in cands[1:]:
        if lead[a] > EVIDENCE * math.sqrt(split[a]) and lead[a] > best_lead:
            best, best_lead = a, lead[a]
    return best
