"""Hard level: a sampled look one round ahead, whole turns at a time, judged by the chance to win.

Within a turn nothing is drawn, so a turn is a plan: the actions up to the end of the turn
(``evaluate.turn_plans``). The candidates are the best plans by the strong evaluation, and
the best plan that starts with a dragon, a knight or anything else, however far behind.

Each candidate is tried on the same deals of the cards our seat cannot see (common random
numbers: the luck of the draw is the same for all of them): the plan is played, then the
opponents' turns as the medium level plays them, then our next turn's best plan by the strong
evaluation; the position we would end that turn in is judged by ``winchance.win_chance`` (a
game that ended on the way counts as won, lost or shared, a lost one with three or four builders
a little less per rival ending ahead). The candidate with the highest
total wins; ties go to the evaluation's favourite.

The search never sees the real hidden cards: it is given ``state.observation(seat)`` and
deals them anew for every simulation. The rest of the chosen plan is remembered, so the
turn's later decisions are answered at once.
"""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Callable

from castlecombo.rooms.ai import evaluate as E
from castlecombo.rooms.ai.winchance import win_chance
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.state import GameState

CANDIDATES = 6
PLACE_STEP = 0.02  # of a chance to win, per rival ending ahead of a lost game's builder (three or four players)
DEFAULT_THINK_MS = 1000
_REMEMBERED = 256  # plans kept for the turn's later decisions

Plan = list[int]
last_stats: dict[str, int] = {}  # the last search's simulations, deals and candidates (for benchmarks)
_plans: dict[tuple[object, ...], int] = {}


def _kind(action: int) -> int:
    """Return 0 for a dragon, 1 for a knight, 2 for anything else."""
    if A.DRAGON_BASE <= action < A.KNIGHT_BASE:
        return 0
    return 1 if action >= A.KNIGHT_BASE else 2


def _best_plan(state: GameState, weights: E.Weights) -> tuple[Plan, GameState]:
    """Return the mover's best plan by ``weights`` and the position before its end of turn (first found on ties)."""
    seat = state.current
    best: tuple[Plan, GameState] | None = None
    best_v = -1e9
    for path, end in E.turn_plans(state):
        v = E.evaluate(end, seat, weights) - 1e-3 * len(path)
        if v > best_v:
            best, best_v = (path, end), v
    assert best is not None  # a turn can always end
    return best


def candidates(obs: GameState, k: int = CANDIDATES) -> list[Plan]:
    """Return the plans worth trying: the ``k`` best by the strong evaluation (best first), then the
    best that starts with a dragon, a knight or another play if none of those does."""
    seat = obs.current
    ranked = sorted(((E.evaluate(end, seat, E.STRONG) - 1e-3 * len(path), path) for path, end in E.turn_plans(obs)),
                    key=lambda vp: -vp[0])
    out = [path for _v, path in ranked[:k]]
    kinds = {_kind(p[0]) for p in out}
    for _v, path in ranked[k:]:
        if _kind(path[0]) not in kinds:
            kinds.add(_kind(path[0]))
            out.append(path)
    return out


def finished(state: GameState, seat: int) -> float:
    """Return what the finished game ``state`` is worth to ``seat``: won 1, shared 1/k, lost 0, and with three or
    four builders ``PLACE_STEP`` less per rival ending ahead (a rival about to win whatever it did, a hard hint kept
    a room that would have lifted its player from third place to second, playtest 313)."""
    chance = win_chance(state, seat)
    if state.n < 3:
        return chance
    mine = state.standing(seat)
    return chance - PLACE_STEP * sum(1 for q in range(state.n) if state.standing(q) > mine)


def simulate(obs: GameState, seat: int, plan: Plan, deal_seed: int) -> float:
    """Play ``plan`` on a fresh deal of the hidden cards, then one round; return seat's chance to win (a finished
    game: :func:`finished`)."""
    s = obs.clone()
    s.resample(random.Random(deal_seed))
    for a in plan:
        s.apply(a)
        if s.is_over:
            return finished(s, seat)
    while s.current != seat:
        path, _end = _best_plan(s, E.MEDIUM)
        for a in path:
            s.apply(a)
            if s.is_over:
                return finished(s, seat)
    _path, end = _best_plan(s, E.STRONG)
    return win_chance(end, seat)


def _public(obs: GameState, seed: int) -> tuple[object, ...]:
    """Return what identifies a decision for the seat to move: everything it can see, and the seed."""
    return (seed, obs.n, obs.turn, obs.current, tuple(tuple(ls) for ls in obs.lines), tuple(obs.hands[obs.current]),
            tuple(sum(h) for h in obs.hands), tuple(obs.discard), len(obs.pile), tuple(obs.last_orientation))


def _remember(obs: GameState, seed: int, plan: Plan) -> None:
    """Keep the rest of ``plan`` for the decisions that follow its first action."""
    if len(_plans) > _REMEMBERED:
        _plans.clear()
    s = obs.clone()
    for a, following in itertools.pairwise(plan):
        s.apply(a)
        if s.is_over:
            return
        _plans[_public(s, seed)] = following


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
    known = _plans.pop(_public(obs, seed), None)
    if known is not None and known in legal:
        return known
    plan, _chance = best_plan(obs, seed, think_ms, iterations, should_stop)
    _remember(obs, seed, plan)
    return plan[0]


def best_plan(obs: GameState, seed: int = 0, think_ms: int | None = DEFAULT_THINK_MS, iterations: int | None = None,
              should_stop: Callable[[], bool] | None = None, judge_one: bool = False) -> tuple[Plan, float | None]:
    """Return the turn the search would play from the observation ``obs`` and its mean chance to win over the
    simulations (None when there was one candidate and nothing was simulated: ``judge_one`` simulates it too)."""
    clock = time.perf_counter
    # aim at 90% of the budget: the slowest deal so far is the guess for the next one
    deadline = clock() + 0.9 * (think_ms if think_ms is not None else DEFAULT_THINK_MS) / 1000.0
    seat = obs.current
    cands = candidates(obs)
    totals = [0.0] * len(cands)
    sims = deals = 0
    if len(cands) > 1 or judge_one:
        rng = random.Random(seed * 7_919 + obs.turn * 104_729 + len(obs.pile) * 31 + sum(obs.hands[seat]))
        slowest = 0.0  # the longest deal so far: no deal starts that would end after the deadline
        while True:
            now = clock()
            if deals and ((iterations is not None and sims + len(cands) > iterations) or now + slowest >= deadline
                          or (should_stop is not None and should_stop())):
                break
            deal_seed = rng.getrandbits(32)
            for i, plan in enumerate(cands):  # the same deal for each: the same luck of the draw
                totals[i] += simulate(obs, seat, plan, deal_seed)
            sims += len(cands)
            deals += 1
            slowest = max(slowest, clock() - now)
    last_stats.update(sims=sims, deals=deals, candidates=len(cands))
    best = max(range(len(cands)), key=lambda i: (totals[i], -i))
    return cands[best], (max(0.0, totals[best] / deals) if deals else None)
