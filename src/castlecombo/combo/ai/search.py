"""Hard level: determinized Monte Carlo search over the real engine.

For the decision at hand the medium evaluation proposes a handful of candidate actions (the
best takes, plus the key uses). Each is valued by simulations played to the end of the game
(``rollout.py``: the hidden deck order resampled, our own turns played the medium way, a key
spent to move the Messenger when that pays, the opponents' next two rounds as medium would
play them, their later turns cheaply), so the value of a candidate is what the game is worth
if we play it and then go on as medium would: a one-step policy improvement over medium with
no hand-tuned horizon estimate at the leaves.

Candidates share the same determinizations (common random numbers) and are narrowed by
successive halving: the time budget (or the iteration cap) is split equally between the
rounds, and each round keeps the better half. Each round can be shared with helper processes
(``pool.py``: root-parallel search); with one searcher everything runs here.

``Config`` holds the variants measured for issue 13 (bench figures in the commit notes): the
opponents' next rounds played the medium way (one round: 5.5 points stronger against medium
than buy-the-dearest throughout; two rounds: 6.8 more, at 2 % more time), every later opponent
turn too (the same strength at equal simulations, 1.6 times dearer each), more candidates as
the budget grows (no smaller regret at 900 simulations), searching abilities' choices, the
margin's weight, our own later turns bought the cheap way too (3.3 times cheaper, 10.8 points
weaker against medium at equal time), our next turn searched inside each simulation (``nested``:
16 simulations a search, 25 times dearer a simulation; against hard at 390 simulations it won
20 % of 20 games at 40 simulations a decision, as the plain search at 40 did: the small search
is no better a player than medium's greedy turn). The defaults are what measured best per unit
of time.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from castlecombo.combo.ai import evaluate as E
from castlecombo.combo.ai import pool
from castlecombo.combo.ai.rollout import DEFAULT, OPPONENT_WEIGHT, ROLLOUT, Config, simulate
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.state import TAKE, GameState

__all__ = ["DEFAULT", "OPPONENT_WEIGHT", "ROLLOUT", "Config", "candidates", "choose", "clearly_better", "last_stats",
           "simulate"]

CANDIDATES = 7
SIMS_PER_SECOND = 390  # what one process simulates a second (mid-game, this machine): scales iterations to time

CONFIDENCE = 2.0  # standard errors by which one move must beat another to count as better (Suggest, Review)
last_stats: dict[str, int] = {}  # the last search's simulations, determinizations, candidates


def candidates(obs: GameState, seat: int, k: int = CANDIDATES) -> list[int]:
    """Return the actions worth searching: the medium's best takes (distinct cards first) and key uses."""
    vals = sorted(E.take_values(obs, seat, E.MEDIUM), reverse=True)
    out: list[int] = []
    seen_card: dict[tuple[int, bool], int] = {}
    for _v, a in vals:  # the best position of each card and face first
        slot, down, _pos = A.take_parts(a)
        key = (slot, down)
        if key not in seen_card:
            seen_card[key] = a
            out.append(a)
    for _v, a in vals:  # then other positions of the best cards
        if len(out) >= k:
            break
        if a not in out:
            out.append(a)
    out = out[:k]
    legal = obs.legal_actions()
    if A.KEY_MOVE in legal:
        out.append(A.KEY_MOVE)
    if A.KEY_REFRESH in legal:
        out.append(A.KEY_REFRESH)
    return out


def _halving_rounds(k: int) -> int:
    """Return how many successive-halving rounds narrow ``k`` candidates to a final pair."""
    rounds = 1
    while k > 2:
        k = (k + 1) // 2
        rounds += 1
    return rounds


def choose(obs: GameState, seed: int = 0, think_ms: int | None = 1000, iterations: int | None = None,
           should_stop: Callable[[], bool] | None = None, config: Config = DEFAULT, searchers: int = 1) -> int:
    """Return the action for ``obs.to_move()`` found within ``think_ms`` (or ``iterations`` simulations),
    simulating in ``searchers`` processes at once (this one and ``searchers - 1`` helpers)."""
    seat = obs.to_move()
    legal = obs.legal_actions()
    rng = random.Random(seed * 7_919 + obs.turn * 104_729 + len(legal))
    if len(legal) == 1:
        return legal[0]
    if obs.phase != TAKE:
        greedy = E.choose_greedy(obs, E.MEDIUM, rng)
        if not config.search_choices:
            return greedy
    start = time.monotonic()
    budget = (think_ms if think_ms is not None else 1000) / 1000.0
    deadline = start + budget
    expected = budget * searchers * SIMS_PER_SECOND if iterations is None else iterations
    if obs.phase == TAKE:
        cands = candidates(obs, seat, config.candidates + int(config.widen * expected ** 0.5))
    else:  # an ability's choice: every answer, the medium's first
        cands = [greedy, *(a for a in legal if a != greedy)]
    fallback = cands[0]  # the medium's best
    if len(cands) == 1:
        return cands[0]
    helpers = pool.helpers(searchers - 1)
    # successive halving: each round shares the time (or the iterations) left equally, every
    # live candidate is simulated on the same determinizations (common random numbers) and
    # the better half goes on; only determinizations every live candidate finished count
    totals = {a: 0.0 for a in cands}
    dets = sims = 0
    alive = list(cands)
    rounds = _halving_rounds(len(alive))
    stopped = False

    def stop() -> bool:
        return time.monotonic() >= deadline or (should_stop is not None and should_stop())

    while rounds and not stopped:
        if iterations is not None:
            n = max(1, (iterations - sims) // rounds // len(alive))
            if sims + n * len(alive) > iterations and dets:
                break
            seeds = [rng.getrandbits(32) for _ in range(n)]
            rows = pool.values_on(helpers, obs, seat, alive, seeds, config, stop, deadline)
            stopped = len(rows) < n
            for row in rows:
                for a, v in zip(alive, row):
                    totals[a] += v
            dets += len(rows)
            sims += len(rows) * len(alive)
        else:
            now = time.monotonic()
            got, n = pool.values_until(helpers, obs, seat, alive, rng.getrandbits(32),
                                       now + (deadline - now) / rounds, config, should_stop)
            for a, v in zip(alive, got):
                totals[a] += v
            dets += n
            sims += n * len(alive)
            stopped = stop()
        rounds -= 1
        if rounds and dets and len(alive) > 2:
            alive.sort(key=lambda a: (totals[a], a == fallback), reverse=True)
            alive = alive[:max(2, (len(alive) + 1) // 2)]
    last_stats.update(sims=sims, dets=dets, candidates=len(cands), alive=len(alive))
    if not dets:
        return fallback
    return max(alive, key=lambda a: (totals[a], a == fallback))


def clearly_better(better: list[float], worse: list[float]) -> bool:
    """Return whether ``better`` beats ``worse`` on the same determinizations by more than the noise
    (its mean difference exceeds ``CONFIDENCE`` standard errors)."""
    diffs = [b - w for b, w in zip(better, worse)]
    mean = sum(diffs) / len(diffs)
    spread = sum((d - mean) ** 2 for d in diffs) / max(1, len(diffs) - 1)
    return mean > CONFIDENCE * math.sqrt(spread / len(diffs))
