"""The medium evaluation: what a position is worth to one seat at the end of the game.

``evaluate(state, seat)`` = the score the tableau makes now (the engine's own scoring of
the partial 3x3 frame, gold left off the purses) + an estimate of what each scroll will
still gain from the cards to come (each scroll type's ``outlook``, kept with its rule in
``engine/scrolls.py``) + the value of gold, keys and discounts for the turns left.
``choose_greedy`` plays the best full turn by that evaluation: every key use, card, face
and position, with ability choices resolved the same way.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.catalog import COST, N_CARDS, PURSE
from castlecombo.combo.engine.scoring import score_tableau, scroll_total
from castlecombo.combo.engine.scrolls import OUTLOOK, PURSE_GOLD_POINTS, Outlook
from castlecombo.combo.engine.state import TAKE, GameState, players_after
from castlecombo.combo.engine.tableau import FACE_DOWN, TABLEAU_CARDS, Player

AVG_COST = sum(COST) / N_CARDS  # what an average future card costs


@dataclass(frozen=True)
class Params:
    """Weights of the evaluation (a level is a set of weights)."""

    gold: float = 0.55        # a gold that will buy a card
    spare_gold: float = 0.1   # a gold beyond what the remaining turns can spend
    purse_gold: float = 1.7   # a gold that will end on a purse with room
    key_use: float = 0.25     # a key's use (move/refresh) on top of its 1 point
    discount: float = 0.5     # fraction of later buys a discount applies to
    bias: float = 1.35        # future cards are chosen, not random
    potential: float = 1.0    # scale of scroll potential
    opponents: float = 0.35   # weight of what opponents gain (gold/keys)
    horizon: bool = True      # look at scroll potential at all
    keys: bool = True         # consider spending keys
    refresh_samples: int = 2  # determinizations to judge a refresh


MEDIUM = Params()
EASY = Params(potential=0.35, bias=1.0, opponents=0.0, keys=False, discount=0.25)
EXACT = 1e-6


def turns_left(p: Player) -> int:
    """Return how many cards ``p`` will still take."""
    return TABLEAU_CARDS - p.count


def scroll_potential(p: Player, cells: list[int], params: Params) -> float:
    """Estimate what the face-up scrolls in ``cells`` (``p``'s 3x3 tableau) will still gain from the cards to come."""
    turns = turns_left(p)
    if turns == 0:
        return 0.0
    o = Outlook(cells, p, turns, params.bias)
    total = 0.0
    for i, v in enumerate(cells):
        if 0 <= v < FACE_DOWN:
            total += OUTLOOK[v](o, i)
    return total * params.potential


# What a tableau's cards are worth, by everything it depends on: the same tableaux recur across a
# search's simulations and the takes it compares (about half of the evaluations), so they are kept.
_TERMS: dict[tuple[object, ...], tuple[int, int, float, float]] = {}
TERMS_KEPT = 20_000  # about two searches' worth (8 MB); then the table starts anew


def _tableau_terms(p: Player, cells: list[int], purse: list[int], rows_fixed: bool, cols_fixed: bool,
                   params: Params) -> tuple[int, int, float, float]:
    """Return the scrolls' points now, the purses' room, a purse gold's points and the scrolls' potential."""
    scrolls = scroll_total(cells, purse, p.keys, rows_fixed, cols_fixed)
    # purse room: each gold that ends there scores 2 (Banker's scroll: 1 per gold more)
    room = 0
    per_gold = 2.0
    for i, v in enumerate(cells):
        if 0 <= v < FACE_DOWN:
            if PURSE[v]:
                room += PURSE[v] - purse[i]
            per_gold += PURSE_GOLD_POINTS[v]
    potential = scroll_potential(p, cells, params) if params.horizon else 0.0
    return scrolls, room, per_gold, potential


def evaluate(state: GameState, seat: int, params: Params = MEDIUM) -> float:
    """Return the estimated final score of ``seat`` from this position (its exact score once it ends)."""
    return evaluate_players(state.players, seat, params)


def evaluate_players(players: list[Player], seat: int, params: Params = MEDIUM) -> float:
    """Return :func:`evaluate` of a position whose players are ``players`` (the rest of the game is not read)."""
    p = players[seat]
    T = turns_left(p)
    cells, purse, rows_fixed, cols_fixed = p.frame_cells()
    if T == 0:
        sheet = score_tableau(cells, purse, p.keys, p.gold, rows_fixed, cols_fixed)
        return sheet.total + sheet.leftover_gold * 0.001
    key = (*cells, *purse, p.keys, p.minr, p.maxr, p.minc, p.maxc, params.bias, params.potential, params.horizon)
    terms = _TERMS.get(key)
    if terms is None:
        terms = _tableau_terms(p, cells, purse, rows_fixed, cols_fixed, params)
        if len(_TERMS) >= TERMS_KEPT:
            _TERMS.clear()
        _TERMS[key] = terms
    scrolls, room, per_gold, potential = terms
    value = float(p.keys + scrolls)
    # gold: first what the turns left will spend, then what fills purses, the rest little
    # (conditionals rather than min(): this runs in every simulation's every take)
    gold = p.gold
    d0, d1 = p.discount
    if d0 > 4:
        d0 = 4
    if d1 > 4:
        d1 = 4
    need = T * (AVG_COST + 0.6 - 0.5 * (d0 + d1))
    if need < 0.0:
        need = 0.0
    buy = gold if gold <= need else need
    rest = gold - buy
    on_purse = rest if rest <= room else room
    # a gold on a purse with room is worth its points; buying competes with it
    purse_w = per_gold * 0.85
    if params.purse_gold <= purse_w:
        purse_w = params.purse_gold
    value += buy * max(params.gold, purse_w if room > buy else params.gold)
    value += on_purse * purse_w + (rest - on_purse) * params.spare_gold
    # purses still empty may fill from future income
    if room > gold:
        value += min(room - gold, T * 1.2) * 0.5
    value += (p.keys if p.keys <= T else T) * params.key_use
    value += params.gold * params.discount * T * (d0 * 0.5 + d1 * 0.5)
    if params.horizon:
        value += potential
    if params.opponents:
        others = 0.0
        for j, q in enumerate(players):
            if j != seat:
                others += min(q.gold, 9 * 4) * params.gold + q.keys
        value -= params.opponents * others / (len(players) - 1)
    return value


# --- choosing ------------------------------------------------------------------------

def finish_turn(state: GameState, seat: int, params: Params) -> None:
    """Resolve the ability decisions left in ``seat``'s turn greedily, in place."""
    while not state.is_over and state.phase != TAKE and state.to_move() == seat:
        legal = state.legal_actions()
        best, best_v = legal[0], -1e18
        for a in legal:
            c = state.clone()
            c.apply(a)
            finish_turn(c, seat, params)
            v = evaluate(c, seat, params)
            if v > best_v:
                best, best_v = a, v
        state.apply(best)


def _value_after(state: GameState, seat: int, action: int, params: Params) -> float:
    """Return the evaluation after ``action`` and the greedy rest of the turn's ability decisions."""
    if state.phase == TAKE and seat == state.current and A.is_take(action):
        players = players_after(state, action)
        if players is not None:  # nothing left to decide in the turn
            return evaluate_players(players, seat, params)
    c = state.clone()
    c.apply(action)
    finish_turn(c, seat, params)
    return evaluate(c, seat, params)


def take_values(state: GameState, seat: int, params: Params, face_down: bool = True) -> list[tuple[float, int]]:
    """Return (value, action) for every take action now, face-down ones judged once per position."""
    out: list[tuple[float, int]] = []
    seen_down: dict[int, float] = {}
    display = state.displays[state.messenger]
    for a in state.legal_actions():
        if not A.is_take(a):
            continue
        slot, down, pos = A.take_parts(a)
        if down:
            if not face_down:
                continue
            if pos not in seen_down:
                seen_down[pos] = _value_after(state, seat, a, params)
            # take down the card the next player would like most: a small denial bonus
            out.append((seen_down[pos] + 0.01 * COST[display[slot]], a))
        else:
            out.append((_value_after(state, seat, a, params), a))
    return out


def best_take(state: GameState, seat: int, params: Params, face_down: bool = True) -> tuple[float, int]:
    """Return (value, action) of the best take now, or (-1e18, -1) if there is none."""
    vals = take_values(state, seat, params, face_down)
    return max(vals) if vals else (-1e18, -1)


def choose_greedy(obs: GameState, params: Params, rng: random.Random) -> int:
    """Return the first action of the best full turn for ``obs.to_move()`` by the evaluation."""
    seat = obs.to_move()
    legal = obs.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if obs.phase != TAKE:
        best, best_v = legal[0], -1e18
        for a in legal:
            v = _value_after(obs, seat, a, params)
            if v > best_v + EXACT:
                best, best_v = a, v
        return best
    best_v, best = best_take(obs, seat, params)
    if params.keys and obs.players[seat].keys > 0 and not obs.key_used:
        if A.KEY_MOVE in legal:
            c = obs.clone()
            c.apply(A.KEY_MOVE)
            # after a key, face-down takes are only worth less (a key spent): judge face-up ones
            v, _ = best_take(c, seat, params, face_down=False)
            if v > best_v + 0.3:
                best_v, best = v, A.KEY_MOVE
        if A.KEY_REFRESH in legal and params.refresh_samples:
            total = 0.0
            for _ in range(params.refresh_samples):
                c = obs.clone()
                c.resample(rng)
                c.apply(A.KEY_REFRESH)
                total += max(best_take(c, seat, params, face_down=False)[0], best_v - 1.0)
            v = total / params.refresh_samples
            if v > best_v + 0.6:
                best_v, best = v, A.KEY_REFRESH
    return best
