"""Hard level: determinized Monte Carlo search over the real engine.

For the decision at hand the medium evaluation proposes a handful of candidate actions (the
best takes, plus the key uses). Each simulation clones the observation, ``resample``s the
hidden deck order (the AI never sees the real one), applies a candidate, finishes the turn,
lets every opponent play a medium turn (so denial and what the next display offers count),
plays our own next turn the medium way and scores the position with the medium evaluation,
relative to the best opponent. Candidates share the same determinizations (common random
numbers) and are narrowed by successive halving until the time budget or the iteration cap
runs out.
"""

from __future__ import annotations

import random
import time
from typing import Callable

from castlecombo.ai import evaluate as E
from castlecombo.engine import actions as A
from castlecombo.engine.state import TAKE, GameState

ROLLOUT = E.Params(keys=False, refresh_samples=0)
CANDIDATES = 7
MARGIN = 0.75  # points a searched move must gain over the medium's choice (3+ players)


def candidates(obs: GameState, seat: int, k: int = CANDIDATES) -> list[int]:
    """Return the actions worth searching: the medium's best takes (distinct cards first) and key uses."""
    vals = sorted(E.take_values(obs, seat, E.MEDIUM), reverse=True)
    out: list[int] = []
    seen_card: dict[tuple[int, bool], int] = {}
    for v, a in vals:  # the best position of each card and face first
        slot, rem = divmod(a - A.TAKE_BASE, 50)
        key = (slot, rem >= 25)
        if key not in seen_card:
            seen_card[key] = a
            out.append(a)
    for v, a in vals:  # then other positions of the best cards
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


def _play_turn(state: GameState, params: E.Params, rng: random.Random) -> None:
    """Play the whole turn of the player to move with the medium policy (no key use)."""
    seat = state.to_move()
    turn = state.turn
    while not state.is_over and state.turn == turn:
        state.apply(E.choose_greedy(state, params, rng))
        if state.to_move() != seat:
            break


def _relative(state: GameState, seat: int) -> float:
    mine = E.evaluate(state, seat, E.MEDIUM)
    best_other = max(E.evaluate(state, j, E.MEDIUM) for j in range(state.n) if j != seat)
    return mine - best_other


def simulate(obs: GameState, seat: int, action: int, det_seed: int) -> float:
    """One determinized simulation of ``action``; return seat's value relative to the best opponent."""
    rng = random.Random(det_seed)
    s = obs.clone()
    s.resample(rng)
    s.apply(action)
    _play_turn(s, ROLLOUT, rng)  # the rest of our turn (after a key: the take; ability choices)
    if s.n > 2:
        # with several opponents a full round is too dear for the budget: the next player
        # answers (denial, the Messenger) and the position is judged there
        if not s.is_over:
            _play_turn(s, ROLLOUT, rng)
        return _relative(s, seat)
    for _ in range(s.n - 1):      # the opponent answers
        if s.is_over:
            break
        _play_turn(s, ROLLOUT, rng)
    if not s.is_over and s.to_move() == seat:
        _play_turn(s, ROLLOUT, rng)  # our next turn
    return _relative(s, seat)


def choose(obs: GameState, seed: int = 0, think_ms: int | None = 1000, iterations: int | None = None,
           should_stop: Callable[[], bool] | None = None) -> int:
    """Return the action for ``obs.to_move()`` found within ``think_ms`` (or ``iterations`` simulations)."""
    seat = obs.to_move()
    legal = obs.legal_actions()
    rng = random.Random(seed * 7_919 + obs.turn * 104_729 + len(legal))
    if len(legal) == 1:
        return legal[0]
    if obs.phase != TAKE:
        return E.choose_greedy(obs, E.MEDIUM, rng)
    start = time.perf_counter()
    deadline = start + (think_ms if think_ms is not None else 1000) / 1000.0
    cands = candidates(obs, seat)
    fallback = cands[0]  # the medium's best take
    if len(cands) == 1:
        return cands[0]
    totals = {a: 0.0 for a in cands}
    counts = {a: 0 for a in cands}
    alive = list(cands)
    det = 0
    sims = 0
    per_round = 4
    while True:
        # one round: every live candidate on the same determinizations
        seeds = [rng.getrandbits(32) for _ in range(per_round)]
        stop = False
        for ds in seeds:
            for a in alive:
                if (iterations is not None and sims >= iterations) or time.perf_counter() >= deadline \
                        or (should_stop is not None and should_stop()):
                    stop = True
                    break
                totals[a] += simulate(obs, seat, a, ds)
                counts[a] += 1
                sims += 1
            if stop:
                break
            det += 1
        if stop:
            break
        if len(alive) > 2:  # successive halving: keep the better half
            alive.sort(key=lambda a: totals[a] / max(1, counts[a]), reverse=True)
            alive = alive[:max(2, (len(alive) + 1) // 2)]
    scored = [a for a in cands if counts[a] > 0]
    if not scored:
        return fallback
    # compare on the determinizations every survivor saw
    best = max(alive if all(counts[a] for a in alive) else scored,
               key=lambda a: (totals[a] / counts[a], a == fallback))
    if obs.n > 2 and best != fallback and fallback in alive and counts[fallback] == counts[best]:
        # few simulations per candidate with several players: keep the medium's choice
        # unless the search finds it clearly worse
        if (totals[best] - totals[fallback]) / counts[best] < MARGIN:
            return fallback
    return best
