"""The Castle Rooms log panel: the newest whole entries that fit, wrapped once and kept."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from castlecombo.i18n import _
from castlecombo.kit import theme
from castlecombo.kit.draw import font, text, wrap

WRAP_CACHE = 400  # wrapped entries kept before the cache starts again


class LogView:
    """Draws the log; remembers how each entry wraps so that a frame does not wrap it again."""

    def __init__(self) -> None:
        self._wrapped: dict[tuple[str, int, int], list[str]] = {}

    def draw(self, surface: pygame.Surface, log: Sequence[str], rect: pygame.Rect, scale: float) -> None:
        """Draw the log in ``rect``: the newest lines that fit, the last one bright."""
        pygame.draw.line(surface, theme.PANEL_EDGE, (rect.x + 10, rect.y), (rect.right - 10, rect.y))
        # TRANSLATORS: the heading over the list of plays made so far
        text(surface, _("Log"), (rect.x + 12, rect.y + 6), round(18 * scale), theme.ACCENT, "bold")
        size = round(15 * scale)
        line_h = size + 4
        y = rect.y + 6 + round(26 * scale)
        max_lines = max(0, (rect.bottom - y - 4) // line_h)
        lines: list[tuple[str, bool]] = []
        for k, entry in enumerate(reversed(log)):  # whole entries only, the newest at the bottom
            wrapped = [(ln, k == 0) for ln in self._wrap(entry, size, rect.w - 24)]
            if len(lines) + len(wrapped) > max_lines:
                break
            lines = wrapped + lines
        for line, newest in lines:
            text(surface, line, (rect.x + 12, y), size, theme.TEXT if newest else theme.TEXT_DIM)
            y += line_h

    def _wrap(self, entry: str, size: int, width: int) -> list[str]:
        key = (entry, size, width)
        lines = self._wrapped.get(key)
        if lines is None:
            if len(self._wrapped) > WRAP_CACHE:
                self._wrapped.clear()
            lines = self._wrapped[key] = wrap(entry, font(size), width)
        return lines
