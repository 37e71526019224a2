"""Hard level: determinized Monte Carlo search over the real engine.

For the decision at hand the medium evaluation proposes a handful of candidate actions (the
best takes, plus the key uses). Each simulation clones the observation, ``resample``s the
hidden deck order (the AI never sees the real one), applies a candidate, and plays the game
on to its end: our own turns the medium way (a greedy full turn by the evaluation, no keys),
the opponents' turns by a cheap policy (buy the dearest card they can afford face up, else
take one face down) that only has to take cards away and move the Messenger as real players
do. The value is our exact final score; in 2-player games half the opponent's score is taken
off, since there every point they make is a point of margin. The value of a candidate is
thus what the game is worth if we play it and then go on as medium would: a one-step policy
improvement over medium with no hand-tuned horizon estimate at the leaves.

Candidates share the same determinizations (common random numbers) and are narrowed by
successive halving: the time budget (or the iteration cap) is split equally between the
rounds, and each round keeps the better half.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from castlecombo.combo.ai import evaluate as E
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.catalog import COST
from castlecombo.combo.engine.state import TAKE, GameState

ROLLOUT = E.Params(keys=False, refresh_samples=0, opponents=0.0)  # our gains only: the same choices, cheaper
CANDIDATES = 7
HORIZON = 9          # our own turns played after this one in a simulation (9: to the end)
OPPONENT_WEIGHT = {2: 0.5}  # share of the best opponent's score taken off ours, by player count (else 0)


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


def _play_turn(state: GameState, params: E.Params, rng: random.Random) -> None:
    """Play the whole turn of the player to move with the medium policy (no key use)."""
    seat = state.to_move()
    turn = state.turn
    while not state.is_over and state.turn == turn:
        state.apply(E.choose_greedy(state, params, rng))
        if state.to_move() != seat:
            break


def _cheap_turn(state: GameState, rng: random.Random) -> None:
    """An opponent's turn in a rollout: buy the dearest affordable card face up, else take one face down."""
    turn = state.turn
    while not state.is_over and state.turn == turn:
        legal = state.legal_actions()
        if state.phase != TAKE:
            state.apply(legal[rng.randrange(len(legal))])
            continue
        display = state.displays[state.messenger]
        best, best_c = [], -1
        for a in legal:
            if not A.is_take(a):
                continue
            slot, down, _pos = A.take_parts(a)
            if down:
                continue
            c = COST[display[slot]]
            if c > best_c:
                best, best_c = [a], c
            elif c == best_c:
                best.append(a)
        if not best:
            best = [a for a in legal if A.is_take(a)]
        state.apply(best[rng.randrange(len(best))])


def simulate(obs: GameState, seat: int, action: int, det_seed: int, margin: bool = True) -> float:
    """One determinized simulation of ``action`` played to the end; return seat's final value
    (without ``margin``: its final score alone, in 2-player games too)."""
    rng = random.Random(det_seed)
    s = obs.clone()
    s.resample(rng)
    s.apply(action)
    _play_turn(s, ROLLOUT, rng)  # the rest of our turn (after a key: the take; ability choices)
    mine = 0
    while not s.is_over:
        if s.current == seat:
            if mine >= HORIZON:
                break
            _play_turn(s, ROLLOUT, rng)
            mine += 1
        else:
            _cheap_turn(s, rng)
    w = OPPONENT_WEIGHT.get(s.n, 0.0) if margin else 0.0
    mine_v = E.evaluate(s, seat, E.MEDIUM)
    if w:
        mine_v -= w * max(E.evaluate(s, j, E.MEDIUM) for j in range(s.n) if j != seat)
    return mine_v


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
    budget = (think_ms if think_ms is not None else 1000) / 1000.0
    deadline = start + budget
    cands = candidates(obs, seat)
    fallback = cands[0]  # the medium's best take
    if len(cands) == 1:
        return cands[0]
    # successive halving: each round shares the time (or the iterations) left equally, every
    # live candidate is simulated on the same determinizations (common random numbers) and
    # the better half goes on; only determinizations every live candidate finished count
    totals = {a: 0.0 for a in cands}
    dets = 0
    alive = list(cands)
    sims = 0
    rounds = 1
    k = len(alive)
    while k > 2:
        k = (k + 1) // 2
        rounds += 1
    done = False
    while not done:
        now = time.perf_counter()
        round_end = now + (deadline - now) / rounds
        sim_cap = None if iterations is None else sims + max(len(alive), (iterations - sims) // rounds)
        first = True
        while True:
            if not first and (time.perf_counter() >= round_end or (sim_cap is not None and sims >= sim_cap)):
                break
            ds = rng.getrandbits(32)
            got: dict[int, float] = {}
            for a in alive:
                if (iterations is not None and sims >= iterations) or time.perf_counter() >= deadline \
                        or (should_stop is not None and should_stop()):
                    done = True
                    break
                got[a] = simulate(obs, seat, a, ds)
                sims += 1
            if done:
                break
            for a, v in got.items():
                totals[a] += v
            dets += 1
            first = False
        if rounds > 1:
            rounds -= 1
            if dets and len(alive) > 2:
                alive.sort(key=lambda a: (totals[a], a == fallback), reverse=True)
                alive = alive[:max(2, (len(alive) + 1) // 2)]
        elif not done:
            # the last round still has time (a tiny iteration cap is spent): go on with the pair
            done = iterations is not None and sims >= iterations
            if not done and time.perf_counter() >= deadline:
                done = True
    last_stats.update(sims=sims, dets=dets, candidates=len(cands), alive=len(alive))
    if not dets:
        return fallback
    return max(alive, key=lambda a: (totals[a], a == fallback))
