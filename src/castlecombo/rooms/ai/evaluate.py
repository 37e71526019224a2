"""Judging a position by a race estimate, and playing the turn that ends in the best one.

``evaluate(state, seat)`` counts what each builder still needs: the rooms their best line
lacks (a blocked line also waits for a knight), so a position is worth the opponents'
distance to a line of 10 minus ours, plus a little for the cards we keep (a knight
protects, a dragon threatens, a room may fit later) and for second lines (they decide the
tie-break). With ``Weights.potential`` it also counts how many rooms our best open line
can expect to take next turn: the longest chain the kept rooms and two drawn cards make
from the line's exit, over every pair of cards that can be drawn (from the cards not seen
yet when ``count_cards`` is set, else from the whole deck). ``turn_plans`` lists the
distinct positions the turn can end in, each with the actions that reach it;
``choose_plan`` plays the first action of the best plan.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.deck import (
    DRAGON,
    KNIGHT,
    MAX_PLAYERS,
    MIN_PLAYERS,
    N_TYPES,
    READ_ENTRY,
    READ_EXIT,
    ROOM_KINDS,
    deck_counts,
)
from castlecombo.rooms.engine.lines import Line
from castlecombo.rooms.engine.state import WIN_LENGTH, GameState


@dataclass(frozen=True)
class Weights:
    """Weights of the race estimate."""

    rooms_per_turn: float = 1.4   # how fast a line grows, to turn a knight's wait into rooms
    held_knight: float = 1.5      # a knight kept against the next dragon
    held_dragon: float = 1.0      # a dragon kept for the opponent's line
    held_room: float = 0.4        # a room kept: it may fit after the line's exit changes
    second_line: float = 0.1      # per room of our other lines (tie-break, a way out of a dragon)
    opponent: float = 1.0         # weight of the best opponent's distance
    field: float = 0.0            # with 3-4 players, the share of that weight given to the others' mean distance
    potential: float = 0.0        # weight of the rooms the best open line expects to take next turn
    count_cards: bool = False     # draw the next turn's cards from those not seen (else from the deck)
    final: bool = False           # with the pile empty, judge by the final standings: the game ends before the next
    #                               turn (a last turn kept rooms "for later", playtest 119, and lost a place); on
    #                               the seat's last turn, value nothing it keeps in hand


# Measured over 1000 2-player games: MEDIUM beats random 89%, STRONG beats random 91.5% and
# MEDIUM 60%; none of the other weights moves STRONG against MEDIUM by more than 1.5 points.
# With 3-4 players the best opponent alone left a dragon unplayed while two rivals stood 3 rooms from
# winning (blocking one did not move the best distance; a playtest). ``field`` 0.5 blocks one of them;
# in 3- and 4-player games of medium against medium it is neither stronger nor weaker (33.3 % of 1,200
# games, 25.2 % of 1,200), and 2-player games are unchanged.
MEDIUM = Weights(field=0.5)
STRONG = Weights(potential=1.0, count_cards=True, field=0.5, final=True)
NO_KNIGHT_WAIT = 12.0  # turns of waiting when no knight is left unseen
_DECK_KNIGHTS = {n: deck_counts(n)[KNIGHT] for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)}


def unseen_knights(state: GameState, seat: int) -> tuple[int, int]:
    """Return (knights ``seat`` has not seen, cards it cannot see): other hands and the pile."""
    unseen = len(state.pile) + sum(sum(h) for q, h in enumerate(state.hands) if q != seat)
    knights = _DECK_KNIGHTS[state.n] - state.hands[seat][KNIGHT] - state.discard.count(KNIGHT)
    return knights, unseen


def knight_wait(knights: int, unseen: int) -> float:
    """Return the turns a builder waits to draw one of ``knights`` among ``unseen`` cards (capped)."""
    if knights <= 0 or unseen <= 0:
        return NO_KNIGHT_WAIT
    per_turn = 1.0 - (1.0 - min(1.0, knights / unseen)) ** 2
    return min(NO_KNIGHT_WAIT, 1.0 / per_turn)


def distance(lines: list[Line], knight_chance: float, wait: float) -> float:
    """Return the rooms the best of ``lines`` lacks; a blocked line adds the wait for a knight.

    ``knight_chance`` is the chance the builder already holds a knight (then the wait is half a room).
    """
    best = float(WIN_LENGTH)
    blocked = 0.5 * knight_chance + wait * (1.0 - knight_chance)
    for line in lines:
        need = float(WIN_LENGTH - len(line.rooms))
        if line.dragon:
            need += blocked
        if need < best:
            best = need
    return best


def longest_chain(exit_side: int, orientation: int, rooms: list[int]) -> int:
    """Return how many of ``rooms`` (counts by kind) one line can take in a row from ``exit_side``.

    Read in the line's orientation, a room either keeps the side (X→X) or turns it (X→Y).
    From side X every X→X room fits, then alternate X→Y and Y→X turns, and once on Y every
    Y→Y room fits too.
    """
    same = [0, 0]
    turn = [0, 0]  # turn[x]: rooms read x→(not x)
    entry, out = READ_ENTRY[orientation], READ_EXIT[orientation]
    for k in ROOM_KINDS:
        n = rooms[k]
        if n:
            if entry[k] == out[k]:
                same[entry[k]] += n
            else:
                turn[entry[k]] += n
    x = exit_side
    away, back = turn[x], turn[1 - x]
    turns = 2 * back + 1 if away > back else 2 * away
    return same[x] + turns + (same[1 - x] if turns else 0)


def _pairs(composition: tuple[int, ...]) -> list[tuple[float, int, int]]:
    """Return (probability, first type, second type) for every pair of cards drawn from ``composition``."""
    total = sum(composition)
    out: list[tuple[float, int, int]] = []
    if total < 2:
        return out
    norm = 1.0 / (total * (total - 1))
    for a in range(N_TYPES):
        na = composition[a]
        if not na:
            continue
        if na > 1:
            out.append((na * (na - 1) * norm, a, a))
        for b in range(a + 1, N_TYPES):
            if composition[b]:
                out.append((2 * na * composition[b] * norm, a, b))
    return out


_MEMO: dict[tuple[int, ...], float] = {}
_MEMO_SIZE = 1 << 16


def unseen_composition(state: GameState, seat: int) -> list[int]:
    """Return how many cards of each type ``seat`` cannot see (the pile and the other hands)."""
    pile = state.pile
    composition = [pile.count(t) for t in range(N_TYPES)]
    for q in range(state.n):
        if q != seat:
            hand = state.hands[q]
            for t in range(N_TYPES):
                composition[t] += hand[t]
    return composition


def next_turn_rooms(state: GameState, seat: int, line: Line, count_cards: bool) -> float:
    """Return the rooms ``line`` can expect to take next turn from ``seat``'s kept rooms and two drawn cards."""
    composition = unseen_composition(state, seat) if count_cards else deck_counts(state.n)
    rooms = state.hands[seat][:DRAGON]
    key = (line.exit, line.orientation, *rooms, *composition)
    value = _MEMO.get(key)
    if value is not None:
        return value
    pairs = _pairs(tuple(composition))
    if not pairs:
        value = float(longest_chain(line.exit, line.orientation, rooms))
    else:
        value = 0.0
        for p, a, b in pairs:
            if a < DRAGON:
                rooms[a] += 1
            if b < DRAGON:
                rooms[b] += 1
            value += p * longest_chain(line.exit, line.orientation, rooms)
            if a < DRAGON:
                rooms[a] -= 1
            if b < DRAGON:
                rooms[b] -= 1
    if len(_MEMO) >= _MEMO_SIZE:
        _MEMO.clear()
    _MEMO[key] = value
    return value


def evaluate(state: GameState, seat: int, w: Weights = MEDIUM) -> float:
    """Return how good the position is for ``seat`` (higher is better; a won game is +100)."""
    if state.is_over:
        winners = state.winners()
        return 100.0 / len(winners) if seat in winners else -100.0
    if w.final and not state.pile:  # the next turn begins with an empty pile: these standings are the end's
        winners = state.winners()
        if seat in winners:
            return 100.0 / len(winners)
        return -100.0 + sum(n / 11.0 ** k for k, n in enumerate(state.standing(seat)[:4], 1))  # a better place
    hand = state.hands[seat]
    knights, unseen = unseen_knights(state, seat)
    wait = knight_wait(knights, unseen) * w.rooms_per_turn
    mine = distance(state.lines[seat], 1.0 if hand[KNIGHT] else 0.0, wait)
    lengths = sorted((len(line.rooms) for line in state.lines[seat]), reverse=True)
    value = -mine + w.second_line * sum(lengths[1:])
    # on the seat's last turn (the pile runs out before its next) what it keeps is worth nothing: a dragon kept
    # "for a later turn" let a rival 3 rooms away finish its line (playtest 124)
    last = w.final and state.next_draw(seat) is None
    if not last:
        value += w.held_knight * min(hand[KNIGHT], 1) + w.held_dragon * min(hand[DRAGON], 2)
        value += w.held_room * sum(hand[:DRAGON])
    if w.potential and not last:
        best: Line | None = None
        for line in state.lines[seat]:
            if not line.dragon and (best is None or len(line.rooms) > len(best.rooms)):
                best = line
        if best is not None:
            value += w.potential * next_turn_rooms(state, seat, best, w.count_cards)
    share = min(1.0, knights / unseen) if unseen else 0.0
    theirs = WIN_LENGTH + 0.0
    total = 0.0
    for q in range(state.n):
        if q != seat:
            chance = 1.0 - (1.0 - share) ** sum(state.hands[q])
            d = distance(state.lines[q], chance, wait)
            theirs = min(theirs, d)
            total += d
    if w.field and state.n > 2:
        theirs += w.field * (total / (state.n - 1) - theirs)
    return value + w.opponent * theirs


def _key(state: GameState, seat: int) -> tuple[object, ...]:
    return (tuple(tuple(ls) for ls in state.lines), tuple(state.hands[seat]), state.last_orientation[seat])


def turn_plans(state: GameState, limit: int = 4000) -> list[tuple[list[int], GameState]]:
    """Return each distinct way the mover's turn can end: (actions up to END_TURN, position before it).

    A plan that wins the game ends with the winning play instead. At most ``limit`` positions
    are explored (depth first).
    """
    seat = state.current
    out: list[tuple[list[int], GameState]] = []
    seen: set[tuple[object, ...]] = set()
    stack: list[tuple[GameState, list[int]]] = [(state, [])]
    while stack:
        s, path = stack.pop()
        for a in s.legal_actions():
            if a == A.END_TURN:
                out.append(([*path, a], s))
                continue
            c = s.clone()
            c.apply(a)
            if c.is_over:
                out.append(([*path, a], c))
                continue
            key = _key(c, seat)
            if key in seen or len(seen) >= limit:
                continue
            seen.add(key)
            stack.append((c, [*path, a]))
    return out


def choose_plan(obs: GameState, rng: random.Random, w: Weights = MEDIUM) -> int:
    """Return the first action of the best full turn for the mover by ``evaluate`` (ties by ``rng``)."""
    legal = obs.legal_actions()
    if len(legal) == 1:
        return legal[0]
    seat = obs.current
    best: list[int] = []
    best_v = -1e9
    for path, end in turn_plans(obs):
        v = evaluate(end, seat, w) - 1e-3 * len(path)  # equal ends: the shorter way
        if v > best_v + 1e-9:
            best, best_v = [path[0]], v
        elif v > best_v - 1e-9 and path[0] not in best:
            best.append(path[0])
    return best[0] if len(best) == 1 else best[rng.randrange(len(best))]


__all__ = ["MEDIUM", "STRONG", "Weights", "choose_plan", "evaluate", "knight_wait", "longest_chain", "turn_plans",
           "unseen_knights"]
