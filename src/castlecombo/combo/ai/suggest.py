"""Suggest: the move the hard AI would make for a person, what it scores at once, and the final
score it leads to on average.

It sees what the seat sees (``observation``) and nothing more. The candidates are the hard
search's (the medium's best takes and the key uses) or, for a card's ability, every legal
answer. Each is played out to the end of the game on the same determinizations (common random
numbers, :func:`castlecombo.combo.ai.search.simulate`) and the field is halved round by round,
as the hard search does. Unlike the hard AI, which also weighs the opponents' scores in a
2-player game, a suggestion aims at the seat's own final score: the measure the review of the
game uses, so the review does not fault a move the suggestion made. A key is suggested only
when it clearly beats the best take (by more than the simulations' noise): spending one for
nothing looks like a mistake. The budget is a number of
simulations worked out from the position (what a simulation of it costs on a reference
machine), never the clock, so the same position and seed always give the same suggestion.
The final estimate is the mean final score of the chosen move over simulations of its own.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from castlecombo.combo.ai import search
from castlecombo.combo.ai.search import clearly_better
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.decision import best_total
from castlecombo.combo.engine.state import TAKE, GameState
from castlecombo.combo.engine.tableau import TABLEAU_CARDS

SEED_SALT = 0x5A6E  # a suggestion's seed differs from the AI seats' of the same decision
SUGGEST_MS = 600  # the work a suggestion may take, in milliseconds of the reference machine (idle)
MIN_DETERMINIZATIONS = 6  # per candidate and round, however small the budget
ESTIMATE_SHARE = 0.2  # of the budget: the final-score estimate of the chosen move
# the cost model of one simulation (ms on the reference machine, idle; measured over 2 to 5 players):
# our own turns left dominate (each is a greedy turn), the opponents' cheap turns add a little
SIM_MS = 0.52
OPPONENT_TURN = 0.1


@dataclass(frozen=True)
class Suggestion:
    """The move suggested for the seat to move, with what it is expected to bring."""

    action: int
    points_now: int  # the seat's score change the move makes at once (0 for a key use)
    final_score: float  # the seat's mean final score over the simulations after the move
    simulations: int
    then: Suggestion | None = None  # after a Messenger moved: the take suggested next, its cards being known
    # the other moves played out, each with how many points fewer it ends with on average than the one suggested
    # (on the simulations they shared)
    behind: tuple[tuple[int, float], ...] = ()


def decision_seed(game_seed: int, decisions: int) -> int:
    """Return the seed of the suggestion for the decision after ``decisions`` actions of the game of ``game_seed``
    (the table's and the review's: the same decision gets the same suggestion)."""
    return (game_seed * 1_000_003 + decisions * 7 + SEED_SALT) & 0x7FFFFFFF


def simulation_ms(obs: GameState, seat: int) -> float:
    """Return what one simulation of ``obs`` to the end costs on the reference machine (ms)."""
    own = TABLEAU_CARDS - obs.players[seat].count
    others = sum(TABLEAU_CARDS - p.count for i, p in enumerate(obs.players) if i != seat)
    return SIM_MS * max(1.0, own + OPPONENT_TURN * others)


def budget(obs: GameState, seat: int, think_ms: int) -> int:
    """Return the simulations ``think_ms`` of work buys in ``obs`` (at least one)."""
    return max(1, int(think_ms / simulation_ms(obs, seat)))


def candidates(obs: GameState, seat: int) -> list[int]:
    """Return the moves worth playing out: the hard search's for a take, every answer to an ability."""
    if obs.phase == TAKE:
        return search.candidates(obs, seat)
    return list(obs.legal_actions())


def points_now(obs: GameState, seat: int, action: int) -> int:
    """Return the change of ``seat``'s score that ``action`` makes at once (its ability's choices answered at best)."""
    after = obs.clone()
    after.apply(action)
    return best_total(after, seat, obs.turn) - obs.score(seat).total


def suggest(obs: GameState, seed: int, think_ms: int = SUGGEST_MS, then_seed: int | None = None) -> Suggestion:
    """Return the suggestion for the seat to move in ``obs`` (an observation) within ``think_ms`` of work, and
    after a key that moves the Messenger, given ``then_seed`` (the next decision's seed), the take suggested then;
    raise ValueError if the game is over."""
    if obs.is_over:
        raise ValueError("the game is over: there is nothing to suggest")
    seat = obs.to_move()
    sims_total = budget(obs, seat, think_ms)
    best, sims, values = _played_out(obs, seed, think_ms)
    est_dets = max(MIN_DETERMINIZATIONS, sims_total - sims)
    est_rng = random.Random(seed * 1_000_003 + 17)
    deals = [est_rng.getrandbits(32) for _ in range(est_dets)]
    finals = [search.simulate(obs, seat, best, deal, margin=False) for deal in deals]
    final = sum(finals) / est_dets
    short = dict(behind(values, best))
    up = _face_up_instead(obs, best, short)
    if up is not None:  # said beside a take face down: measured on the estimate's deals, not on the few an early
        # halving round gave it ("about 11 points fewer" where the review found 2.9, playtest 132)
        short[up] = final - sum(search.simulate(obs, seat, up, deal, margin=False) for deal in deals) / est_dets
    then = None
    if best == A.KEY_MOVE and then_seed is not None:  # "…then the card suggested after it" did not say which
        # (playtest 121): moving the Messenger shows no new card, so the next take can be found now, as it would be
        after = obs.clone()
        after.apply(best)
        if not after.is_over and after.phase == TAKE and after.to_move() == seat:
            then = suggest(after, then_seed, think_ms)
    return Suggestion(best, points_now(obs, seat, best), final, sims + est_dets * (1 + (up is not None)), then,
                      tuple(short.items()))


def _face_up_instead(obs: GameState, best: int, short: dict[int, float]) -> int | None:
    """Return, for a take face down, the take of the same card face up that ended nearest to it (None if none was
    played out, or ``best`` is no take face down)."""
    if obs.phase != TAKE or not A.is_take(best) or not A.take_parts(best).face_down:
        return None
    slot = A.take_parts(best).slot
    ups = [a for a in short if A.is_take(a) and not A.take_parts(a).face_down and A.take_parts(a).slot == slot]
    return min(ups, key=lambda a: (short[a], a)) if ups else None


def behind(values: dict[int, list[float]], best: int) -> tuple[tuple[int, float], ...]:
    """Return each other move of ``values`` (final scores on shared simulations, in order) with its mean shortfall
    against ``best`` on the simulations both had."""
    out = []
    for a, finals in values.items():
        m = min(len(finals), len(values[best]))
        if a != best and m:
            out.append((a, (sum(values[best][:m]) - sum(finals[:m])) / m))
    return tuple(out)


def suggested_move(obs: GameState, seed: int, think_ms: int = SUGGEST_MS) -> tuple[int, int]:
    """Return (the move :func:`suggest` shows, the simulations spent choosing it), without its estimate."""
    best, sims, _values = _played_out(obs, seed, think_ms)
    return best, sims


def _played_out(obs: GameState, seed: int, think_ms: int) -> tuple[int, int, dict[int, list[float]]]:
    """Return the move :func:`suggest` shows, the simulations spent choosing it and every candidate's final scores
    on the shared simulations, in order."""
    seat = obs.to_move()
    rng = random.Random(seed)
    choose_sims = round(budget(obs, seat, think_ms) * (1 - ESTIMATE_SHARE))
    alive = candidates(obs, seat)
    order = {a: i for i, a in enumerate(alive)}  # ties: the medium's preference
    values: dict[int, list[float]] = {a: [] for a in alive}  # each candidate's finals, on the shared deals in order
    sims = 0
    rounds = 0 if len(alive) == 1 else _halving_rounds(len(alive))
    while rounds:
        # successive halving: every live candidate on the same determinizations, the better half goes on
        for _ in range(max(MIN_DETERMINIZATIONS, (choose_sims - sims) // (rounds * len(alive)))):
            det_seed = rng.getrandbits(32)
            for a in alive:
                values[a].append(search.simulate(obs, seat, a, det_seed, margin=False))
            sims += len(alive)
        rounds -= 1
        alive.sort(key=lambda a: (-sum(values[a]), order[a]))
        if rounds and len(alive) > 2:
            alive = alive[:(len(alive) + 1) // 2]
    best = alive[0]
    takes = [a for a in values if A.is_take(a)]
    if best in (A.KEY_MOVE, A.KEY_REFRESH) and takes:
        # a key is spent only when it clearly pays: against the take that went furthest, on their shared deals
        take = max(takes, key=lambda a: (len(values[a]), sum(values[a]), -order[a]))
        m = min(len(values[best]), len(values[take]))
        if not clearly_better(values[best][:m], values[take][:m]):
            best = take
    return best, sims, values


def _halving_rounds(k: int) -> int:
    """Return how many successive-halving rounds narrow ``k`` candidates to a final pair (and decide it)."""
    rounds = 1
    while k > 2:
        k = (k + 1) // 2
        rounds += 1
    return rounds


__all__ = ["SUGGEST_MS", "Suggestion", "budget", "candidates", "decision_seed", "points_now", "suggest",
           "suggested_move"]
