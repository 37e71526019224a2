"""The easy level: a quick rule-based player.

One decision at a time, each legal action gets a score from a few rules and the best is
played: add rooms to your longest open line first, clear a dragon from a line worth it,
put a dragon on an opponent's line, start a new line when nothing fits, end the turn
otherwise. ``Rules`` holds the thresholds; the easy level plays them rashly (dragons on any
line, new lines at will, now and then a random action).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.deck import ROOM_KINDS
from castlecombo.rooms.engine.state import HAND_LIMIT, GameState


@dataclass(frozen=True)
class Rules:
    """Thresholds of the rule-based player."""

    dragon_at: int        # play a dragon on an opponent's line at least this long (or their longest)
    knight_at: int        # clear a dragon from your line at least this long
    new_lines: int        # start new lines (when allowed) while you have fewer open lines than this
    chain_bonus: float    # prefer the room after which another room in hand fits
    noise: float          # chance of a random legal action instead


EASY = Rules(dragon_at=1, knight_at=1, new_lines=9, chain_bonus=0.0, noise=0.2)


def _action_score(state: GameState, action: int, rules: Rules) -> float:
    seat = state.current
    hand = state.hands[seat]
    if action == A.END_TURN:
        return 0.0
    if action < A.NEW_BASE:  # a forced discard: keep the knight, it protects your own lines
        return 0.2 if action == A.DISCARD_BASE else 0.1
    if action < A.ADD_BASE:
        kind = (action - A.NEW_BASE) // 2
        open_lines = sum(1 for line in state.lines[seat] if not line.dragon)
        forced = sum(hand) > HAND_LIMIT
        if open_lines >= rules.new_lines and not forced:
            return -1.0
        return 1.0 + 0.1 * kind
    if action < A.DRAGON_BASE:
        kind, li = divmod(action - A.ADD_BASE, A.STRIDE)
        line = state.lines[seat][li]
        score = 10.0 + len(line.rooms)
        if rules.chain_bonus:
            after = line.plus(kind)
            hand[kind] -= 1
            if any(hand[k] and after.fits(k) for k in ROOM_KINDS):
                score += rules.chain_bonus
            hand[kind] += 1
        return score
    if action < A.KNIGHT_BASE:
        q, li = divmod(action - A.DRAGON_BASE, A.STRIDE)
        length = len(state.lines[q][li].rooms)
        longest = max(len(line.rooms) for line in state.lines[q])
        if length >= rules.dragon_at or (length == longest and sum(hand) > HAND_LIMIT):
            return 5.0 + length
        return -1.0 if sum(hand) <= HAND_LIMIT else 0.5 + 0.1 * length
    li = action - A.KNIGHT_BASE
    length = len(state.lines[seat][li].rooms)
    return 8.0 + length if length >= rules.knight_at else -0.5


def choose_rule(state: GameState, rng: random.Random, rules: Rules = EASY) -> int:
    """Return the legal action the rules score highest (ties broken by ``rng``)."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if rules.noise and rng.random() < rules.noise:
        return legal[rng.randrange(len(legal))]
    best: list[int] = []
    best_score = -1e9
    for a in legal:
        score = _action_score(state, a, rules)
        if score > best_score:
            best, best_score = [a], score
        elif score == best_score:
            best.append(a)
    return best[0] if len(best) == 1 else best[rng.randrange(len(best))]
