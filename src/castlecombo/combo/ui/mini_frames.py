"""Which 3x3 part of each seat's field its mini grid shows, kept from one frame to the next.

A tableau's 3x3 frame is fixed only as its rows and columns fill. Anchored at the cards' top-left
corner, the mini grid moved every card one place whenever a card went above or left of the others
(a playtest: "Aldric's cards move from turn to turn"). Here the part shown moves only when a new
card would fall outside it, and only as far as that card needs; a first card shows in the middle.
"""

from __future__ import annotations

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.state import GameState, IllegalAction
from castlecombo.combo.engine.tableau import EMPTY, Player


def _within(value: int, low: int, high: int) -> int:
    return min(max(value, low), high)


def _next_corner(p: Player, before: tuple[int, int] | None) -> tuple[int, int]:
    """Return the corner ``before`` moved just enough to hold every card of ``p`` (the cards as near the middle
    as they can be when nothing was shown before)."""
    last = A.FIELD - 3
    rows = (max(0, p.maxr - 2), min(p.minr, last))  # the corners that hold every card
    cols = (max(0, p.maxc - 2), min(p.minc, last))
    if before is None:
        before = ((rows[0] + rows[1] + 1) // 2, (cols[0] + cols[1] + 1) // 2)
    return _within(before[0], *rows), _within(before[1], *cols)


def _corner_of_history(state: GameState, seat: int) -> tuple[int, int] | None:
    """Return the corner a table watching ``state``'s game from its start would show for ``seat``; None when the
    actions do not lead to its cards (a position set up by hand)."""
    s = GameState.new(state.n, state.seed, state.first_player, state.reshuffled)
    corner = None
    try:
        for action in state.actions:
            mover = s.current
            s.apply(action)
            if mover == seat and A.is_take(action):
                corner = _next_corner(s.players[seat], corner)
    except IllegalAction:
        return None
    return corner if s.players[seat].grid == state.players[seat].grid else None


class MiniFrames:
    """The field (row, column) at the top left of every seat's mini grid."""

    def __init__(self) -> None:
        self._corner: dict[int, tuple[int, int]] = {}

    def corner(self, state: GameState, seat: int) -> tuple[int, int]:
        """Return the field (row, column) shown at the top left of ``seat``'s mini grid in ``state``: the one
        shown before if every card still fits in it, else moved just enough (the frame's corner once fixed).
        Seen for the first time (a game resumed, a replay), it is the corner the game's cards led to, one by one."""
        if not state.players[seat].count:
            return 1, 1
        before = self._corner.get(seat)
        if before is None and state.players[seat].count > 1:
            before = _corner_of_history(state, seat)
        corner = _next_corner(state.players[seat], before)
        self._corner[seat] = corner
        return corner

    def cells(self, state: GameState, seat: int) -> list[tuple[int, int]]:
        """Return the nine (card value or EMPTY, gold on it) of ``seat``'s mini grid, in reading order."""
        top, left = self.corner(state, seat)
        p = state.players[seat]
        purses = state.purses_shown(seat)
        out = []
        for i in range(9):
            pos = (top + i // 3) * A.FIELD + left + i % 3
            out.append((p.grid[pos], purses[pos] if p.grid[pos] != EMPTY else 0))
        return out


__all__ = ["MiniFrames"]
