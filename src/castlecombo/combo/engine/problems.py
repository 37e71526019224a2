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


def undo_problem(state: GameState, seat: int | None = None) -> str | None:
    """Return why the last decision of ``seat`` (default: the player to move) may not be taken back
    now, or None if ``undo()`` may take it back (never for a seat that is not to move).

    Undo stays inside the turn of the player to move and never takes back a decision that
    showed a card from a deck (a refresh, a refill, a reshuffle): that card has been seen.
    """
    if state.hidden:
        return "an observation cannot be undone"
    if state.phase == OVER:
        return "the game is over"
    if not state.actions:
        return "nothing has been played yet"
    if seat is not None and seat != state.current:
        return _turn_over_problem(state, seat)
    if state.phase == TAKE and not state.key_used:
        return "nothing to undo this turn"
    before = type(state).replay(state.n, state.seed, state.actions[:-1], state.first_player)
    if before.shuffles != state.shuffles:
        return "a deck was reshuffled"
    if [len(d) for d in before.decks] != [len(d) for d in state.decks]:
        if state.actions[-1] == A.KEY_REFRESH:
            return "the refresh showed new cards"
        return "new cards were shown"
    return None


def _turn_over_problem(state: GameState, seat: int) -> str:
    """Return why ``seat``, not to move, may not take back its last decision: what ending its turn showed."""
    if state.players[seat].count == 0:
        return "your turn has not come yet"
    before = type(state).replay(state.n, state.seed, state.actions[:-1], state.first_player)
    if before.current != seat:
        return "another player has played since your turn"
    what = "placing it" if A.is_take(state.actions[-1]) else "answering its ability"
    if before.shuffles != state.shuffles:
        return f"{what} ended your turn and a deck was reshuffled"
    shown = sum(len(b) - len(a) for b, a in zip(before.decks, state.decks, strict=True))
    if shown > 0:
        return f"{what} showed {'a new card' if shown == 1 else f'{shown} new cards'} from the deck"
    return "your turn is over"
