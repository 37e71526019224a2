"""Why an action is refused now, in the words a player reads (the UI shows them; apply raises them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.actions import DISPLAY
from castlecombo.combo.engine.decision import OVER, PHASE_NAMES, TAKE
from castlecombo.combo.engine.tableau import COL, EMPTY, ROW

if TYPE_CHECKING:
    from castlecombo.combo.engine.state import GameState


def key_problem(state: GameState, action: int) -> str | None:
    """Return why the key use ``action`` (KEY_MOVE or KEY_REFRESH) is refused now, or None if legal.

    Raise ValueError if ``action`` is not a key use.
    """
    if not A.is_key(action):
        raise ValueError(f"{action} is not a key use")
    if state.phase != TAKE:
        return "finish the card's ability first" if state.phase != OVER else "the game is over"
    if state.key_used:
        return "only one key per turn"
    if state.players[state.current].keys == 0:
        return "you have no key"
    if action == A.KEY_MOVE and not (state.alive[0] and state.alive[1]):
        return "the other location has left the game"
    return None


def take_problem(state: GameState, slot: int, position: int, face_down: bool = False) -> str | None:
    """Return why taking display ``slot`` to field ``position`` is illegal now, or None if legal."""
    if state.phase != TAKE:
        return "finish the card's ability first" if state.phase != OVER else "the game is over"
    if not 0 <= slot < DISPLAY or state.displays[state.messenger][slot] < 0:
        return "there is no card there"
    if not 0 <= position < A.FIELD_SIZE:
        return "that is outside the tableau"
    p = state.players[state.current]
    if position not in p.legal_positions():
        if p.grid[position] != EMPTY:
            return "that space is taken"
        r, c = ROW[position], COL[position]
        if max(p.maxr, r) - min(p.minr, r) > 2:
            return "a column holds 3 cards: the tableau is already 3 rows tall"
        if max(p.maxc, c) - min(p.minc, c) > 2:
            return "a row holds 3 cards: the tableau is already 3 columns wide"
        return "must touch a placed card"
    if not face_down:
        card = state.displays[state.messenger][slot]
        cost = state.price(state.current, card)
        if cost > p.gold:
            return f"costs {cost} gold, you have {p.gold} — take it face down?"
    return None


def why_illegal(state: GameState, action: int) -> str:
    """Return why ``action`` is not legal now, for the IllegalAction message."""
    try:
        d = A.decode(action)
    except ValueError as exc:
        return str(exc)
    if state.phase == OVER:
        return "the game is over"
    if d.kind == "take" and state.phase == TAKE:
        return take_problem(state, d.slot, d.position, d.face_down) or "not legal now"
    if A.is_key(action) and state.phase == TAKE:
        return key_problem(state, action) or "not legal now"
    return f"'{A.describe(action)}' is not a choice now (waiting for: {PHASE_NAMES[state.phase]})"
