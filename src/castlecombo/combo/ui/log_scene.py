"""The whole log of a Castle Combo game, large, over the table (the table's log shows a few lines of it).

A click on the table's log, or L, opens it; the wheel, a drag, the arrows and Page Up / Page Down scroll it;
Esc, Enter, L, its Back button or a click outside it go back to the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from castlecombo.combo.ui.log_panel import LogPanel, Point
from castlecombo.combo.ui.narration import LogEntry
from castlecombo.i18n import N_, _
from castlecombo.kit import theme
from castlecombo.kit.draw import Colour, button, dim, font, panel, text, user_scale
from castlecombo.kit.scene import Navigator, Scene

WIDTH = 820  # the log's width at scale 1: lines a person reads at a glance
BACK = N_("Back to the game")
CLOSING = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_l)


class WholeLog(Scene):
    """Every line of the game's log in a tall panel over the dimmed table."""

    transparent = True

    def __init__(self, app: Navigator, entries: Sequence[LogEntry], seat_colour: Callable[[int], Colour]) -> None:
        super().__init__(app)
        self.log = LogPanel(entries)
        self.log.zoomable = False
        self.seat_colour = seat_colour
        self.pointer: Point | None = None

    def _scale(self) -> float:
        w, h = self.app.size
        return min(w / 1280, h / 720) * user_scale()

    def _rect(self) -> pygame.Rect:
        """Return where the log is drawn: centred, as tall as the window allows above the footer."""
        w, h = self.app.size
        sc = self._scale()
        margin = round(20 * sc)
        rect = pygame.Rect(0, 0, min(w - 2 * margin, round(WIDTH * sc)), h - 2 * margin - round(54 * sc))
        rect.midtop = (w // 2, margin)
        return rect

    def _back(self) -> pygame.Rect:
        """Return the button back to the table, under the log's right end (a mouse alone has it to click)."""
        rect = self._rect()
        sc = self._scale()
        width = min(rect.w // 2, font(round(18 * sc), "bold").size(_(BACK))[0] + round(40 * sc))
        return pygame.Rect(rect.right - width, rect.bottom + round(10 * sc), width, round(40 * sc))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        pointer = self.pointer or self._rect().center  # the wheel scrolls it before the pointer has moved
        if self.log.handle(event, pointer, self._scale()):
            return
        if event.type == pygame.KEYDOWN:
            steps = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: self.log.page(),
                     pygame.K_PAGEDOWN: -self.log.page(), pygame.K_HOME: 10 ** 6}
            if event.key in steps:
                self.log.scroll(steps[event.key])
            elif event.key == pygame.K_END:
                self.log.follow()
            elif event.key in CLOSING:
                self.app.stack.pop()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self._rect().collidepoint(event.pos):
            self.app.stack.pop()  # Back, or anywhere beside the log

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 200, (10, 12, 10))
        rect = self._rect()
        sc = self._scale()
        self.log.draw(surface, rect, sc, self.seat_colour)
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, width=1, border_radius=10)
        back = self._back()
        button(surface, back, _(BACK), round(18 * sc),
               hover=self.pointer is not None and back.collidepoint(self.pointer))
        # TRANSLATORS: under the whole log, opened large over the table
        words = _("Wheel, arrows, Page Up / Down: scroll  ·  Esc or a click outside: back to the table")
        # on a ground of its own: over the table's own log, dimmed behind it, the two read as one (playtest 82)
        strip = pygame.Rect(rect.x, back.y, back.x - rect.x - round(8 * sc), back.h)
        panel(surface, strip, alpha=255, radius=8)
        text(surface, words, (strip.x + round(10 * sc), back.centery), max(theme.MIN_TEXT_PX, round(16 * sc)),
             theme.TEXT_DIM, anchor="midleft", max_width=strip.w - round(20 * sc), fit="shrink")
