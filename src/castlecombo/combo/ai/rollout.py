"""The hard level's simulations: a determinized game played to its end, and its value for one seat.

Each simulation clones the observation, ``resample``s the hidden deck order (the AI never sees
the real one), applies a candidate and plays the game on to its end: our own turns the medium
way (a greedy full turn by the evaluation, a key spent on moving the Messenger when that pays
better, never on a refresh); the opponents' next two rounds of turns as the medium level would
play them (``MODEL``), their later turns by the configuration's policy, either a greedy turn or a
cheap one (buy the dearest card they can afford face up, else take one face down). Every
candidate, a take or a key, meets the same opponents. The value is our exact final score, less a
share of the best opponent's score (in 2-player games every point they make is a point of margin).

``values_on`` and ``values_until`` are the work one search process does for a round of the
search: every live candidate on the same determinizations (common random numbers).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from castlecombo.combo.ai import evaluate as E
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.catalog import COST
from castlecombo.combo.engine.state import TAKE, GameState

# our gains only, and the Messenger moved by a key when it pays (no refresh: it would need samples of its own)
ROLLOUT = E.Params(refresh_samples=0, opponents=0.0)
# the opponents' next turns as the medium level plays them (less the refresh, judged on samples of its own)
MODEL = replace(E.MEDIUM, refresh_samples=0)
HORIZON = 9          # our own turns played after this one in a simulation (9: to the end)
OPPONENT_WEIGHT = {2: 0.5}  # share of the best opponent's score taken off ours, by player count (else 0)


@dataclass(frozen=True)
class Config:
    """How the search plays its simulations and values their ends (the levels share the defaults)."""

    candidates: int = 7            # actions searched at the least budget
    widen: float = 0.0             # extra candidates per square root of the simulations the budget buys
    opponents: str = "dearest"     # opponents' rollout turns: "dearest" or "greedy" (the medium way)
    own: str = "greedy"            # our later rollout turns: "greedy" (the medium way) or "dearest"
    modelled: int = 2              # first rounds of opponents' turns played the medium way (MODEL)
    margin: dict[int, float] = field(default_factory=lambda: dict(OPPONENT_WEIGHT))
    win_bonus: float = 0.0         # added to the value when seat's score beats every opponent's
    search_choices: bool = False   # search abilities' choices too (else the medium's answer)
    nested: int = 0                # our next turn in a simulation chosen by a search of this many
                                   # simulations (from what we would see then), else the medium way
    nested_candidates: int = 3     # the takes that search weighs (the medium's best), and the key uses


DEFAULT = Config()


def play_turn(state: GameState, params: E.Params, rng: random.Random) -> None:
    """Play the whole turn of the player to move by the evaluation with ``params``."""
    seat = state.to_move()
    turn = state.turn
    while not state.is_over and state.turn == turn:
        state.apply(E.choose_greedy(state, params, rng))
        if state.to_move() != seat:
            break


def cheap_turn(state: GameState, rng: random.Random) -> None:
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


def searched_turn(state: GameState, iterations: int, rng: random.Random, candidates: int = 3) -> None:
    """Play the whole turn of the player to move, each take chosen by the hard search at ``iterations``
    simulations among the medium's best ``candidates`` takes and the key uses, on what that seat sees
    (the deck's order hidden); abilities' choices the medium way."""
    from castlecombo.combo.ai import search  # the search calls this module: imported when first needed

    seat = state.to_move()
    turn = state.turn
    while not state.is_over and state.turn == turn and state.to_move() == seat:
        if state.phase == TAKE:
            state.apply(search.choose(state.observation(seat), seed=rng.getrandbits(32), think_ms=None,
                                      iterations=iterations, config=Config(candidates=candidates)))
        else:
            state.apply(E.choose_greedy(state, E.MEDIUM, rng))


def playout(obs: GameState, seat: int, action: int, det_seed: int, config: Config = DEFAULT) -> GameState:
    """Return the game one determinized simulation of ``action`` reaches: its end (or ``HORIZON`` turns of ours on)."""
    rng = random.Random(det_seed)
    s = obs.clone()
    s.resample(rng)
    turn = s.turn
    s.apply(action)
    while not s.is_over and s.turn == turn:  # the rest of our turn: the take after a key, the abilities' choices
        s.apply(E.choose_greedy(s, ROLLOUT, rng))
    mine = 0
    while not s.is_over:
        if s.current == seat:
            if mine >= HORIZON:
                break
            if mine == 0 and config.nested:
                searched_turn(s, config.nested, rng, config.nested_candidates)
            elif config.own == "dearest":
                cheap_turn(s, rng)
            else:
                play_turn(s, ROLLOUT, rng)
            mine += 1
        elif mine < config.modelled:
            play_turn(s, MODEL, rng)
        elif config.opponents == "greedy":
            play_turn(s, ROLLOUT, rng)
        else:
            cheap_turn(s, rng)
    return s


def simulate(obs: GameState, seat: int, action: int, det_seed: int, margin: bool = True,
             config: Config = DEFAULT) -> float:
    """One determinized simulation of ``action`` played to the end; return seat's final value
    (without ``margin``: its final score alone, in 2-player games too)."""
    s = playout(obs, seat, action, det_seed, config)
    mine_v = E.evaluate(s, seat, E.MEDIUM)
    if not margin:
        return mine_v
    w = config.margin.get(s.n, 0.0)
    if w or config.win_bonus:
        best_other = max(E.evaluate(s, j, E.MEDIUM) for j in range(s.n) if j != seat)
        if mine_v > best_other:
            mine_v += config.win_bonus
        mine_v -= w * best_other
    return mine_v


def values_on(obs: GameState, seat: int, alive: list[int], seeds: list[int], config: Config,
              stop: Callable[[], bool] | None = None) -> list[list[float]]:
    """Return, per determinization seed in order, the values of every live candidate; once ``stop()``
    is true the unfinished determinization and the rest are left out."""
    rows: list[list[float]] = []
    for ds in seeds:
        row: list[float] = []
        for a in alive:
            if stop is not None and stop():
                return rows
            row.append(simulate(obs, seat, a, ds, config=config))
        rows.append(row)
    return rows


def values_until(obs: GameState, seat: int, alive: list[int], stream_seed: int, until: float, config: Config,
                 should_stop: Callable[[], bool] | None = None) -> tuple[list[float], int]:
    """Return the live candidates' value totals over fresh determinizations, and how many finished,
    simulating until ``time.monotonic()`` reaches ``until`` (one determinization at least, unless stopped)."""
    rng = random.Random(stream_seed)
    totals = [0.0] * len(alive)
    dets = 0

    def stop() -> bool:
        return (dets > 0 and time.monotonic() >= until) or (should_stop is not None and should_stop())

    while not stop():
        rows = values_on(obs, seat, alive, [rng.getrandbits(32)], config, stop)
        if not rows:
            break
        for i, v in enumerate(rows[0]):
            totals[i] += v
        dets += 1
    return totals, dets
