"""Where a Castle Rooms refusal or suggestion box goes: in the seat's panel clear of its lines, else in another
seat's panel, else over the log."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from castlecombo.kit import theme
from castlecombo.kit.draw import font, wrap_balanced
from castlecombo.rooms.engine.state import GameState
from castlecombo.rooms.ui.layout import RoomsLayout
from castlecombo.rooms.ui.log_view import row_grid
from castlecombo.rooms.ui.seat_panel import line_spaces, zoom_mark_rect


def kept_in_sight(lay: RoomsLayout, state: GameState | None,
                  seat: int) -> tuple[list[pygame.Rect], list[tuple[int, list[pygame.Rect]]]]:
    """Return what a box over ``seat``'s panel keeps clear of (its lines and new line's space), and the same for
    every other seat (with its magnifier); nothing without a ``state``."""
    if state is None:
        return [], []
    return (line_spaces(lay.panels[seat], state.lines[seat]),
            [(k, [*line_spaces(sp, state.lines[k]), zoom_mark_rect(sp, lay.scale)])
             for k, sp in lay.panels.items() if k != seat])


def reason_box(lay: RoomsLayout, reason: str, seat: int, avoid: Sequence[pygame.Rect] = (),
               others: Sequence[tuple[int, Sequence[pygame.Rect]]] = ()) -> tuple[pygame.Rect, list[str], int]:
    """Return where the refusal ``reason`` is shown in ``seat``'s panel, clear of its name and the line
    numbers, its wrapped lines and their font size: across the panel's foot, else in the panel's right
    half at its foot or its top, the first place that covers none of ``avoid`` (the lines and the lit spaces);
    where none is clear, the same places in another seat's panel clear of its lines (``others``: each seat and
    what to avoid there), else over the log, else the place in ``seat``'s panel that hides least."""
    tried: list[tuple[pygame.Rect, list[str], int]] = []
    found = _clear_box(lay, reason, seat, avoid, tried)
    # at 1280x720 and 150 % a refusal across the foot covered the new line's space it told the player to use, and
    # the panel had no other room (playtest 82): a rival's panel is the next place, then the log (a suggestion
    # covered the lines it named, playtest 83)
    if found is None:
        found = next((box for other, there in others if (box := _clear_box(lay, reason, other, there, []))), None)
    if found is None and others:
        found = _log_box(lay, reason)
    if found is not None:
        return found
    own = lay.panels[seat].rect
    return min(tried, key=lambda t: (not own.contains(t[0]), sum(t[0].clip(r).w * t[0].clip(r).h for r in avoid)))


def _log_box(lay: RoomsLayout, reason: str) -> tuple[pygame.Rect, list[str], int] | None:
    """Return :func:`reason_box`'s place over the log at the side, or None where the words do not fit there."""
    sc = lay.scale
    size = max(theme.MIN_TEXT_PX, round(18 * sc))
    f = font(size, "bold")
    inner = lay.log.inflate(-round(16 * sc), -round(16 * sc))
    lines = wrap_balanced(reason, f, inner.w - 2 * round(14 * sc))  # no last line of one word ("juega", 171)
    box = pygame.Rect(inner.x, inner.y, inner.w, len(lines) * f.get_linesize() + 2 * round(7 * sc))
    # the box ends between two rows of the log, not through one (the row under it was cut in half, playtest 90)
    first, step, _size = row_grid(lay.log, sc)
    box.h = max(box.h, first + math.ceil((box.bottom - first) / step) * step - 2 - box.y)
    return (box, lines, size) if inner.contains(box) else None


def _clear_box(lay: RoomsLayout, reason: str, seat: int, avoid: Sequence[pygame.Rect],
               tried: list[tuple[pygame.Rect, list[str], int]]) -> tuple[pygame.Rect, list[str], int] | None:
    """Return the first place of :func:`reason_box` in ``seat``'s panel that covers none of ``avoid``, or None
    (each place tried added to ``tried``)."""
    sc = lay.scale
    sp = lay.panels[seat]
    size = max(theme.MIN_TEXT_PX, round(18 * sc))
    pad_x, pad_y = round(14 * sc), round(7 * sc)
    f = font(size, "bold")
    line_h = f.get_linesize()
    margin = round(24 * sc)
    mark = zoom_mark_rect(sp, sc)
    half = sp.rect.right - margin - sp.rect.centerx
    # beside the magnifier: a foot across the panel went above it and onto the new line's space, and the box went
    # over the log while the panel's foot was free (playtest 130)
    beside = mark.left - round(8 * sc) - sp.rect.x - margin
    for width, where in ((sp.rect.w - 2 * margin, "foot"), (beside, "foot beside"), (half, "right foot"),
                         (half, "right top")):
        lines = wrap_balanced(reason, f, width - 2 * pad_x)
        inner_w = max(f.size(line)[0] for line in lines)
        box = pygame.Rect(0, 0, inner_w + 2 * pad_x, len(lines) * line_h + 2 * pad_y)
        if where == "foot":
            box.midbottom = (sp.rect.centerx, sp.rect.bottom - round(8 * sc))
        elif where == "foot beside":
            box.midbottom = (sp.rect.x + margin + width // 2, sp.rect.bottom - round(8 * sc))
        elif where == "right foot":
            box.bottomright = (sp.rect.right - margin, sp.rect.bottom - round(8 * sc))
        else:
            box.topright = (sp.rect.right - margin, sp.header.bottom)
        if box.colliderect(mark):  # above the magnifier in the panel's corner (playtest 102: a suggestion covered it)
            box.bottom = mark.top - round(3 * sc)
        box.top = max(box.top, sp.header.bottom)
        if sp.rect.contains(box) and not any(box.colliderect(r) for r in (*avoid, mark)):
            return box, lines, size
        tried.append((box, lines, size))
    return None


__all__ = ["kept_in_sight", "reason_box"]
