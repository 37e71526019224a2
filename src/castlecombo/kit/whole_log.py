"""A game's whole log, large, over its table (the table's own log shows a few lines of it).

The frame both games share: a tall panel over the dimmed table, a Back button under it and a line
saying how to scroll and leave. The wheel, the arrows, Page Up / Page Down, Home and End scroll it;
Esc, Enter, Space, L, Back or a click beside it go back to the table. A game's log says how it
scrolls and draws itself (:class:`LogOverlay`'s abstract methods).
"""

from __future__ import annotations

from abc import ABC, abstractmethod

import pygame

from castlecombo.i18n import N_, _
from castlecombo.kit import theme
from castlecombo.kit.draw import button, dim, font, panel, text, user_scale
from castlecombo.kit.scene import Navigator, Scene

Point = tuple[int, int]
WIDTH = 820  # the log's width at scale 1: lines a person reads at a glance
BACK = N_("Back to the game")
# TRANSLATORS: under the whole log, opened large over the table
LEAVE = N_("Wheel, arrows, Page Up / Down: scroll  ·  Esc or a click outside: back to the table")
# TRANSLATORS: the button under the whole log, opened large over a replay of a finished game
REPLAY_BACK = N_("Back to the replay")
# TRANSLATORS: under the whole log, opened large over a replay of a finished game
REPLAY_LEAVE = N_("Wheel, arrows, Page Up / Down: scroll  ·  Esc or a click outside: back to the replay")
# TRANSLATORS: the button under the whole log, opened large over the final tableaux of a game just over
ENDING_BACK = N_("Back to the final tableaux")
# TRANSLATORS: under the whole log, opened large over the final tableaux of a game just over
ENDING_LEAVE = N_("Wheel, arrows, Page Up / Down: scroll  ·  Esc or a click outside: back to the final tableaux")
CLOSING = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_l)


class LogOverlay(Scene, ABC):
    """The whole log in a tall panel over the dimmed table; subclasses scroll and draw the lines."""

    transparent = True

    def __init__(self, app: Navigator, replay: bool = False, ending: bool = False) -> None:
        super().__init__(app)
        self.pointer: Point | None = None
        # over the final tableaux it said "Back to the game" of a game over (playtest 252)
        self.back_words, self.leave_words = (REPLAY_BACK, REPLAY_LEAVE) if replay else \
            (ENDING_BACK, ENDING_LEAVE) if ending else (BACK, LEAVE)

    # --- what a game's log does ----------------------------------------------------------

    @abstractmethod
    def log_event(self, event: pygame.event.Event, pointer: Point, scale: float) -> bool:
        """Return True if the log used ``event`` itself (the wheel, a drag of its bar)."""

    @abstractmethod
    def scroll(self, rows: int) -> None:
        """Scroll ``rows`` back in time (negative: towards the newest)."""

    @abstractmethod
    def page(self) -> int:
        """Return the rows one Page Up scrolls."""

    @abstractmethod
    def follow(self) -> None:
        """Scroll to the newest line."""

    @abstractmethod
    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
        """Draw the log's lines in ``rect``."""

    # --- the frame -----------------------------------------------------------------------

    def scale(self) -> float:
        """Return the overlay's scale: the window's against 1280x720, times the text size chosen."""
        w, h = self.app.size
        return min(w / 1280, h / 720) * user_scale()

    def rect(self) -> pygame.Rect:
        """Return where the log is drawn: centred, as tall as the window allows above the footer."""
        w, h = self.app.size
        sc = self.scale()
        margin = round(20 * sc)
        rect = pygame.Rect(0, 0, min(w - 2 * margin, round(WIDTH * sc)), h - 2 * margin - round(54 * sc))
        rect.midtop = (w // 2, margin)
        return rect

    def back(self) -> pygame.Rect:
        """Return the button back to the table, under the log's right end (a mouse alone has it to click)."""
        rect = self.rect()
        sc = self.scale()
        width = min(rect.w // 2, font(round(18 * sc), "bold").size(_(self.back_words))[0] + round(40 * sc))
        return pygame.Rect(rect.right - width, rect.bottom + round(10 * sc), width, round(40 * sc))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        pointer = self.pointer or self.rect().center  # the wheel scrolls it before the pointer has moved
        if self.log_event(event, pointer, self.scale()):
            return
        if event.type == pygame.KEYDOWN:
            steps = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: self.page(),
                     pygame.K_PAGEDOWN: -self.page(), pygame.K_HOME: 10 ** 6}
            if event.key in steps:
                self.scroll(steps[event.key])
            elif event.key == pygame.K_END:
                self.follow()
            elif event.key in CLOSING:
                self.app.stack.pop()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.rect().collidepoint(event.pos):
            self.app.stack.pop()  # Back, or anywhere beside the log

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 200, (10, 12, 10))
        rect = self.rect()
        sc = self.scale()
        self.draw_log(surface, rect, sc)
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, width=1, border_radius=10)
        back = self.back()
        button(surface, back, _(self.back_words), round(18 * sc),
               hover=self.pointer is not None and back.collidepoint(self.pointer))
        words = _(self.leave_words)
        # on a ground of its own: over the table's own log, dimmed behind it, the two read as one (playtest 82)
        strip = pygame.Rect(rect.x, back.y, back.x - rect.x - round(8 * sc), back.h)
        panel(surface, strip, alpha=255, radius=8)
        text(surface, words, (strip.x + round(10 * sc), back.centery), max(theme.MIN_TEXT_PX, round(16 * sc)),
             theme.TEXT_DIM, anchor="midleft", max_width=strip.w - round(20 * sc), fit="shrink")
