"""The Castle Rooms log panel: every entry of the game, wrapped once and kept, the newest at the
bottom; it scrolls back with the wheel over it and with Page Up / Page Down (End: the newest), and
follows the game again once scrolled back to the newest line."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from castlecombo.i18n import _
from castlecombo.kit import theme
from castlecombo.kit.draw import font, text, wrap
from castlecombo.rooms.ui.narration import RoundHeading

WRAP_CACHE = 3000  # wrapped entries kept before the cache starts again (a whole game's log fits)
WHEEL_ROWS = 3  # rows one wheel notch scrolls


def row_grid(rect: pygame.Rect, scale: float) -> tuple[int, int, int]:
    """Return where the log drawn in ``rect`` puts its rows: (the first row's top, the step, the text size)."""
    size = round(15 * scale)
    return rect.y + 6 + round(26 * scale), size + 4, size


class LogView:
    """Draws the log; remembers how each entry wraps so that a frame does not wrap it again."""

    def __init__(self) -> None:
        self._wrapped: dict[tuple[str, int, int], list[str]] = {}
        self.offset = 0  # rows scrolled back from the newest (0: following the game)
        self.rect = pygame.Rect(0, 0, 0, 0)  # where it was last drawn
        self._rows = 0  # rows of the whole log, as last drawn
        self._visible = 1  # rows in sight, as last drawn

    def max_offset(self) -> int:
        """Return how many rows the log can scroll back from the newest (as last drawn)."""
        return max(0, self._rows - self._visible)

    def page(self) -> int:
        """Return the rows Page Up scrolls: those in sight, less one kept for context."""
        return max(1, self._visible - 1)

    def scroll(self, rows: int) -> None:
        """Scroll ``rows`` back in time (negative: towards the newest)."""
        self.offset = max(0, min(self.offset + rows, self.max_offset()))

    def handle(self, event: pygame.event.Event, pointer: tuple[int, int] | None) -> bool:
        """Scroll on the wheel over the log or Page Up / Page Down / End; return True if the event was the log's."""
        if event.type == pygame.MOUSEWHEEL and pointer is not None and self.rect.collidepoint(pointer):
            self.scroll(WHEEL_ROWS * event.y)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_END):
            page = self.page()
            if event.key == pygame.K_END:
                self.offset = 0
            else:
                self.scroll(page if event.key == pygame.K_PAGEUP else -page)
            return True
        return False

    def draw(self, surface: pygame.Surface, log: Sequence[str], rect: pygame.Rect, scale: float) -> None:
        """Draw the log in ``rect``: the lines that fit at the scroll position (the newest bright) and,
        when it holds more than fit, a scroll bar."""
        self.rect = pygame.Rect(rect)
        pygame.draw.line(surface, theme.PANEL_EDGE, (rect.x + 10, rect.y), (rect.right - 10, rect.y))
        y, line_h, size = row_grid(rect, scale)
        bar = max(5, round(6 * scale))
        width = rect.w - 24 - bar - 4
        indent = round(10 * scale)  # an entry's later lines: entries stand apart
        newest = max((k for k, entry in enumerate(log) if not isinstance(entry, RoundHeading)), default=-1)
        rows = [(ln, k == newest, j > 0, isinstance(entry, RoundHeading)) for k, entry in enumerate(log)
                for j, ln in enumerate(self._wrap(entry, size, width - indent))]
        if self.offset and len(rows) > self._rows:  # scrolled back: the lines read stay in place
            self.offset += len(rows) - self._rows
        self._rows = len(rows)
        self._visible = max(1, (rect.bottom - y - 4) // line_h)
        self.scroll(0)
        end = len(rows) - self.offset
        start = max(0, end - self._visible)
        shown = rows[start:end]
        # the top line begins an entry: an entry's end alone read as a line of its own ("2 cards.", a playtest)
        cut = next((k for k, row in enumerate(shown) if not row[2]), 0)
        shown = shown[cut:]  # from the top: a blank band there read as a fault (a playtest); the room left is below
        if cut and shown and not shown[0][3]:  # the round's heading over its plays, in one of the rows left
            round_words = next((rows[i][0] for i in range(start + cut - 1, -1, -1) if rows[i][3]), None)
            if round_words is not None:
                shown = [(round_words, False, False, True), *shown]
        # TRANSLATORS: the heading over the list of plays made so far
        # TRANSLATORS: the log's heading while scrolled back; End is the key back to the newest lines
        title = _("Log") if not self.offset else _("Log  ·  End: newest")
        text(surface, title, (rect.x + 12, rect.y + 6), round(18 * scale), theme.ACCENT, "bold",
             max_width=rect.w - 24, fit="shrink")
        if not log:
            # TRANSLATORS: the log before the first play of the game
            for line in self._wrap(_("Each play of the game will be told here."), size, width):
                text(surface, line, (rect.x + 12, y), size, theme.TEXT_DIM)
                y += line_h
        for line, newest, later, heading in shown:
            if heading:  # a round begins, as Castle Combo's log heads each turn
                text(surface, line, (rect.x + 12, y), size, theme.ACCENT, "bold")
            else:
                text(surface, line, (rect.x + 12 + (indent if later else 0), y), size,
                     theme.TEXT if newest else theme.TEXT_DIM)
            y += line_h
        if len(rows) > self._visible:
            track = pygame.Rect(rect.right - 8 - bar, rect.y + round(32 * scale), bar,
                                self._visible * line_h)
            pygame.draw.rect(surface, theme.BUTTON_DISABLED, track, border_radius=bar // 2)
            thumb_h = max(2 * bar, round(track.h * self._visible / len(rows)))
            top_share = (len(rows) - self._visible - self.offset) / max(1, len(rows) - self._visible)
            thumb = pygame.Rect(track.x, track.y + round((track.h - thumb_h) * top_share), bar, thumb_h)
            pygame.draw.rect(surface, theme.PANEL_EDGE, thumb, border_radius=bar // 2)

    def _wrap(self, entry: str, size: int, width: int) -> list[str]:
        key = (entry, size, width)
        lines = self._wrapped.get(key)
        if lines is None:
            if len(self._wrapped) > WRAP_CACHE:
                self._wrapped.clear()
            lines = self._wrapped[key] = wrap(entry, font(size), width)
        return lines
