"""The whole log of a Castle Rooms game, large, over the table (its side column shows a few lines):
L or a click on the side log opens it; the frame, its keys and its Back button are the kit's."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from castlecombo.kit.draw import panel
from castlecombo.kit.scene import Navigator
from castlecombo.kit.whole_log import LogOverlay, Point
from castlecombo.rooms.ui.log_view import LogView

LARGER = 1.2  # its words against the side log's at the same scale: the point of opening it


class WholeLog(LogOverlay):
    """Every line of the game's log in a tall panel over the dimmed table."""

    def __init__(self, app: Navigator, log: Sequence[str]) -> None:
        super().__init__(app)
        self.log = list(log)
        self.view = LogView()

    def log_event(self, event: pygame.event.Event, pointer: Point, scale: float) -> bool:
        return self.view.handle(event, pointer)

    def scroll(self, rows: int) -> None:
        self.view.scroll(rows)

    def page(self) -> int:
        return self.view.page()

    def follow(self) -> None:
        self.view.offset = 0

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
        panel(surface, rect, alpha=255, radius=10)
        self.view.draw(surface, self.log, rect, scale * LARGER)
