"""The whole log of a Castle Combo game, large, over the table (the table's log shows a few lines of it).

A click on the table's log, or L, opens it; the frame, its keys and its Back button are the kit's
(``kit/whole_log.py``); a drag scrolls it too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from castlecombo.combo.ui.log_panel import LogPanel
from castlecombo.combo.ui.narration import LogEntry
from castlecombo.kit.draw import Colour
from castlecombo.kit.scene import Navigator
from castlecombo.kit.whole_log import LogOverlay, Point


class WholeLog(LogOverlay):
    """Every line of the game's log in a tall panel over the dimmed table."""

    def __init__(self, app: Navigator, entries: Sequence[LogEntry], seat_colour: Callable[[int], Colour],
                 replay: bool = False, kept: Sequence[tuple[int, str, int]] = (), ending: bool = False) -> None:
        super().__init__(app, replay, ending)
        self.log = LogPanel(entries)
        self.log.kept = list(kept)  # the table's take-backs, where they were made
        self.log.zoomable = False
        self.seat_colour = seat_colour

    def log_event(self, event: pygame.event.Event, pointer: Point, scale: float) -> bool:
        return self.log.handle(event, pointer, scale)

    def scroll(self, rows: int) -> None:
        self.log.scroll(rows)

    def page(self) -> int:
        return self.log.page()

    def follow(self) -> None:
        self.log.follow()

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
        self.log.draw(surface, rect, scale, self.seat_colour)
