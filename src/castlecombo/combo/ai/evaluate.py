"""The medium evaluation: what a position is worth to one seat at the end of the game.

``evaluate(state, seat)`` = the score the tableau makes now (the engine's own scoring of
the partial 3x3 frame, gold left off the purses) + an estimate of what each scroll will
still gain from the cards to come + the value of gold, keys and discounts for the turns
left. ``choose_greedy`` plays the best full turn by that evaluation: every key use, card,
face and position, with ability choices resolved the same way.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.catalog import (
    COST,
    DECK,
    HAS_DISCOUNT,
    N_CARDS,
    N_SHIELDS,
    PURSE,
    SCROLL,
    SHIELD_INDEX,
    SHIELDS_OF,
)
from castlecombo.combo.engine.scoring import POSITIONS, score_tableau, scroll_total
from castlecombo.combo.engine.state import TAKE, GameState
from castlecombo.combo.engine.tableau import EMPTY, FACE_DOWN

# --- what an average future card brings ------------------------------------------

SHIELD_FREQ = [sum(SHIELDS_OF[c].count(s) for c in range(N_CARDS)) / N_CARDS for s in range(6)]
NSH_FREQ = [sum(1 for c in range(N_CARDS) if N_SHIELDS[c] == n) / N_CARDS for n in range(4)]
COST_FREQ = {k: sum(1 for c in range(N_CARDS) if COST[c] == k) / N_CARDS for k in range(12)}
COST_AT_LEAST = {k: sum(1 for c in range(N_CARDS) if COST[c] >= k) / N_CARDS for k in range(12)}
DISCOUNT_FREQ = sum(1 for c in range(N_CARDS) if HAS_DISCOUNT[c]) / N_CARDS
AVG_COST = sum(COST) / N_CARDS
LINE_CELLS = {
    "row": [[r * 3, r * 3 + 1, r * 3 + 2] for r in range(3) for _ in range(3)],
    "column": [[c % 3, c % 3 + 3, c % 3 + 6] for c in range(9)],
}
LINE_CELLS["row"] = [[(i // 3) * 3, (i // 3) * 3 + 1, (i // 3) * 3 + 2] for i in range(9)]
CROSS_CELLS = [sorted(set(LINE_CELLS["row"][i]) | set(LINE_CELLS["column"][i])) for i in range(9)]


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


def turns_left(p) -> int:
    return 9 - p.count


def _frame_positions(minv: int, maxv: int, count: int) -> list[int]:
    """Possible first rows (or columns) of the final 3x3 frame on the 5-wide field."""
    if count == 0:
        return [0, 1, 2]
    return [t for t in range(max(0, maxv - 2), min(minv, 2) + 1)]


def scroll_potential(state: GameState, seat: int, cells: list[int], purse: list[int], gold_left: int,
                     params: Params) -> float:
    """Estimate what the face-up scrolls will still gain from the cards to come."""
    p = state.players[seat]
    T = turns_left(p)
    bias = params.bias
    shields = p.shields
    up = [v for v in cells if 0 <= v < FACE_DOWN]
    total = 0.0
    for i, v in enumerate(cells):
        if not 0 <= v < FACE_DOWN:
            continue
        s = SCROLL[v]
        t = s.type
        if t == "position":
            where = s.where
            rows = _frame_positions(p.minr, p.maxr, p.count)
            cols = _frame_positions(p.minc, p.maxc, p.count)
            if len(rows) == 1 and len(cols) == 1:
                continue  # already exact in the current score
            fr, fc = divmod(_field_pos(state, seat, i), 5)
            hits = 0
            for top in rows:
                for left in cols:
                    cell = (fr - top) * 3 + (fc - left)
                    if 0 <= fr - top < 3 and 0 <= fc - left < 3 and cell in POSITIONS[where]:
                        hits += 1
            prob = hits / (len(rows) * len(cols))
            total += s.points * min(1.0, prob * 1.6) * 0.85
            continue
        if T == 0:
            continue
        if t == "line_shields":
            empty = sum(1 for c in LINE_CELLS[s.line][i] if cells[c] == EMPTY)
            total += s.points * SHIELD_FREQ[SHIELD_INDEX[s.shield]] * empty * bias
        elif t == "cross_shields":
            empty = sum(1 for c in CROSS_CELLS[i] if cells[c] == EMPTY)
            total += s.points * SHIELD_FREQ[SHIELD_INDEX[s.shield]] * empty * bias
        elif t == "line_shield_types":
            line = LINE_CELLS[s.line][i]
            empty = sum(1 for c in line if cells[c] == EMPTY)
            have = {x for c in line if 0 <= cells[c] < FACE_DOWN for x in SHIELDS_OF[cells[c]]}
            total += s.points * empty * (6 - len(have)) / 6 * 0.9 * bias
        elif t == "shield_types":
            total += s.points * sum(1 - (1 - SHIELD_FREQ[k] * bias) ** T for k in range(6) if not shields[k]) * 0.8
        elif t == "missing_shield_types":
            total -= s.points * sum(1 - (1 - SHIELD_FREQ[k]) ** T for k in range(6) if not shields[k]) * 0.45
        elif t == "no_shield":
            if shields[SHIELD_INDEX[s.shield]] == 0:
                total -= s.points * min(0.5, 0.06 * T)
        elif t == "shield_sets":
            ks = [SHIELD_INDEX[x] for x in s.shields]
            now = min(shields[k] for k in ks)
            fut = min(shields[k] + T * SHIELD_FREQ[k] * bias for k in ks)
            total += s.points * max(0.0, fut - now) * 0.75
        elif t == "triples":
            now = sum(x // s.size for x in shields)
            fut = sum(x + T * SHIELD_FREQ[k] * bias for k, x in enumerate(shields)) / s.size
            total += s.points * max(0.0, fut - now) * 0.55
        elif t == "keys":
            total += s.points * T * 0.45
        elif t == "deck_cards":
            total += s.points * T * 0.5 * bias * 0.85
        elif t == "castle_village_pairs":
            c0 = sum(1 for x in up if DECK[x] == 0)
            c1 = len(up) - c0
            total += s.points * max(0.0, min(c0 + T * 0.5, c1 + T * 0.5) - min(c0, c1)) * 0.8
        elif t == "deck_sets":
            k = sum(1 for x in up if DECK[x] == (s.deck == "village"))
            total += s.points * max(0.0, (k + T * 0.55 * bias) / s.size - k // s.size) * 0.75
        elif t == "cards_with_n_shields":
            total += s.points * T * NSH_FREQ[s.n] * bias * 0.85
        elif t == "cards_costing":
            total += s.points * T * COST_FREQ.get(s.cost, 0) * bias * 0.85
        elif t == "cards_costing_at_least":
            total += s.points * T * COST_AT_LEAST.get(s.cost, 0) * bias * 0.7
        elif t == "discount_cards":
            total += s.points * T * DISCOUNT_FREQ * bias * 0.8
        elif t == "any_face_down":
            if not any(x >= FACE_DOWN for x in cells):
                total += s.points * min(0.75, 0.15 * T)
        elif t == "purse_gold" or t == "all_purse_gold":
            pass  # handled through the value of gold
    return total * params.potential


def _field_pos(state: GameState, seat: int, cell: int) -> int:
    top, left = state.players[seat].frame()
    r, c = divmod(cell, 3)
    return (top + r) * 5 + (left + c)


def evaluate(state: GameState, seat: int, params: Params = MEDIUM) -> float:
    """Return the estimated final score of ``seat`` from this position (its exact score once it ends)."""
    p = state.players[seat]
    T = turns_left(p)
    cells, purse, rows_fixed, cols_fixed = state.frame_cells(seat)
    if T == 0:
        sheet = score_tableau(cells, purse, p.keys, p.gold, rows_fixed, cols_fixed)
        return sheet.total + sheet.leftover_gold * 0.001
    value = float(p.keys + scroll_total(cells, purse, p.keys, rows_fixed, cols_fixed))
    # purse room: each gold that ends there scores 2 (Banker's scroll: 1 per gold more)
    room = 0
    per_gold = 2.0
    for i, v in enumerate(cells):
        if 0 <= v < FACE_DOWN:
            if PURSE[v]:
                room += PURSE[v] - purse[i]
            if SCROLL[v].type == "all_purse_gold":
                per_gold += SCROLL[v].points
    # gold: first what the turns left will spend, then what fills purses, the rest little
    gold = p.gold
    disc = p.discount
    need = max(0.0, T * (AVG_COST + 0.6 - 0.5 * (min(disc[0], 4) + min(disc[1], 4))))
    buy = min(gold, need)
    rest = gold - buy
    on_purse = min(rest, room)
    # a gold on a purse with room is worth its points; buying competes with it
    purse_w = min(params.purse_gold, per_gold * 0.85)
    value += buy * max(params.gold, purse_w if room > buy else params.gold)
    value += on_purse * purse_w + (rest - on_purse) * params.spare_gold
    # purses still empty may fill from future income
    if room > gold:
        value += min(room - gold, T * 1.2) * 0.5
    value += min(p.keys, T) * params.key_use
    value += params.gold * params.discount * T * (min(disc[0], 4) * 0.5 + min(disc[1], 4) * 0.5)
    if params.horizon:
        value += scroll_potential(state, seat, cells, purse, gold, params)
    if params.opponents:
        others = 0.0
        for j in range(state.n):
            if j != seat:
                q = state.players[j]
                others += min(q.gold, 9 * 4) * params.gold + q.keys
        value -= params.opponents * others / (state.n - 1)
    return value


# --- choosing ------------------------------------------------------------------------

def finish_turn(state: GameState, seat: int, params: Params) -> None:
    """Resolve the ability decisions left in ``seat``'s turn greedily, in place."""
    while not state.is_over and state.phase != TAKE and state.to_move() == seat:
        best, best_v = None, -1e18
        for a in state.legal_actions():
            c = state.clone()
            c.apply(a)
            finish_turn(c, seat, params)
            v = evaluate(c, seat, params)
            if v > best_v:
                best, best_v = a, v
        state.apply(best)


def _value_after(state: GameState, seat: int, action: int, params: Params) -> float:
    c = state.clone()
    c.apply(action)
    finish_turn(c, seat, params)
    return evaluate(c, seat, params)


def take_values(state: GameState, seat: int, params: Params, face_down: bool = True) -> list[tuple[float, int]]:
    """Return (value, action) for every take action now, face-down ones judged once per position."""
    out = []
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
