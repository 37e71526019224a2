"""Where a click or a drop on the Castle Rooms table lands: a lit line end near the pointer for a dragon, a space
the dragged card covers, a panel whose lines a click shows large."""

from __future__ import annotations

import pygame

from castlecombo.rooms.engine.deck import DRAGON
from castlecombo.rooms.engine.state import GameState
from castlecombo.rooms.ui.layout import RoomsLayout
from castlecombo.rooms.ui.marks import Point
from castlecombo.rooms.ui.moves import Target
from castlecombo.rooms.ui.seat_panel import zoom_reach
from castlecombo.rooms.ui.view import RoomsView


def nearest_lit(view: RoomsView, lit: dict[Target, int], chosen: tuple[int, int] | None, pos: Point) -> Target | None:
    """Return, for a ``chosen`` dragon, the ``lit`` line of the rival's panel under ``pos`` nearest to it (a click or
    drop that missed the small slot of a rival's line did nothing: tiny at 1024x640, a playtest), or None. A room or
    a knight is never played where it was not aimed: a miss says why instead."""
    if chosen is None or chosen[1] != DRAGON:
        return None
    for seat, panel in view.layout.panels.items():
        if panel.rect.collidepoint(pos):
            lines = [target for target in lit if target.kind == "line" and target.seat == seat]
            return min(lines, key=lambda target: abs(panel.room_rect(target.line, 0).centery - pos[1]), default=None)
    return None


def covered_lit(view: RoomsView, state: GameState, lit: dict[Target, int], card: pygame.Rect) -> Target | None:
    """Return the ``lit`` space the dragged ``card`` covers most, if it covers a quarter of it at least (the pointer,
    holding a room by its far end, was 7 px beside the space the room lay on, and the drop was refused: a
    playtest), else None."""
    best, most = None, 0
    for target in lit:
        space = view.target_rect(state, target)
        clip = space.clip(card)
        if clip.w * clip.h > most and 4 * clip.w * clip.h >= space.w * space.h:
            best, most = target, clip.w * clip.h
    return best


def other_panel_at(lay: RoomsLayout, pos: Point, own: int) -> int | None:
    """Return the seat whose panel is under ``pos``, unless it is ``own``'s (None: no other panel there)."""
    return next((seat for seat, p in lay.panels.items() if p.rect.collidepoint(pos) and seat != own), None)


def lines_at(lay: RoomsLayout, pos: Point, own: int) -> int | None:
    """Return the seat whose lines a click at ``pos`` shows large: another seat's panel, or ``own``'s magnifier."""
    other = other_panel_at(lay, pos, own)
    if other is not None or own not in lay.panels:
        return other
    return own if zoom_reach(lay.panels[own], lay.scale).collidepoint(pos) else None


def magnifier_at(lay: RoomsLayout, pos: Point) -> int | None:
    """Return the seat whose panel's magnifier is under ``pos`` (None: none is)."""
    return next((seat for seat, p in lay.panels.items() if zoom_reach(p, lay.scale).collidepoint(pos)), None)


__all__ = ["covered_lit", "lines_at", "magnifier_at", "nearest_lit", "other_panel_at"]
