"""A tip: words in a small box beside the pointer, kept inside the window (the tables' tooltips)."""

from __future__ import annotations

import pygame

from castlecombo.kit import theme
from castlecombo.kit.draw import font, text, wrap

Point = tuple[int, int]


def draw_tip(surface: pygame.Surface, words: str, pos: Point, size: int, bounds: pygame.Rect,
             clear_of: pygame.Rect | None = None, above: bool = False) -> pygame.Rect:
    """Draw ``words`` in a box beside the pointer at ``pos``, kept inside ``bounds`` (and under or over ``clear_of``,
    what it tells of, rather than on it: over it first with ``above``); return the box."""
    f = font(size)
    width = min(bounds.w - 16, max(size * 18, bounds.w // 3))
    lines = wrap(words, f, width - 20)
    step = f.get_linesize()
    box = pygame.Rect(0, 0, max(f.size(line)[0] for line in lines) + 20, len(lines) * step + 14)
    box.topleft = (pos[0] + 18, pos[1] + 18)
    if box.right > bounds.right - 4:
        box.right = pos[0] - 12
    if clear_of is not None and above and clear_of.top - 6 - box.h >= bounds.top:
        box.bottom = clear_of.top - 6
    elif clear_of is not None:
        box.top = clear_of.bottom + 6 if clear_of.bottom + 6 + box.h <= bounds.bottom else clear_of.top - 6 - box.h
    box.clamp_ip(bounds)
    pygame.draw.rect(surface, (24, 28, 26), box, border_radius=8)
    pygame.draw.rect(surface, theme.ACCENT, box, width=1, border_radius=8)
    y = box.y + 7
    for line in lines:
        text(surface, line, (box.x + 10, y), size, theme.TEXT, box=box)
        y += step
    return box
