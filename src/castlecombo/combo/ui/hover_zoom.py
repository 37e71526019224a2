"""The card the pointer rests on, shown enlarged beside it after a moment."""

from __future__ import annotations

import pygame

from castlecombo.combo.ui import cardface
from castlecombo.combo.ui.table_gfx import card_surface
from castlecombo.kit.draw import user_scale

Point = tuple[int, int]
CardShown = tuple[int, bool]  # (engine card index, face down)


class HoverZoom:
    """A card the pointer rests on for a while is shown enlarged beside it."""

    DELAY = 0.6  # seconds

    def __init__(self) -> None:
        self.pos: Point | None = None
        self.card: CardShown | None = None
        self.time = 0.0
        self.quiet: CardShown | None = None  # no zoom of this card (just placed) until the pointer leaves it
        self.keys = False  # the keyboard is in use: no zoom until the pointer moves
        # no tip where the pointer rested as the hot-seat cover was clicked, until it moves (the face-down button's
        # five lines lay over the key buttons of each player after the cover, playtest 266)
        self.still_at: Point | None = None

    def move(self, pos: Point) -> None:
        """The pointer is at ``pos`` (a motion event): if it really moved, the zoom follows it again."""
        if pos != self.pos:
            self.keys = False
        if pos != self.still_at:
            self.still_at = None
        self.pos = pos

    def update(self, dt: float, card: CardShown | None) -> None:
        """Follow the card under the pointer (None: nothing there, or zoom not wanted now)."""
        if card != self.quiet:
            self.quiet = None
        if card == self.quiet or self.keys:
            card = None
        if card != self.card:
            self.card = card
            self.time = 0.0
        elif card is not None:
            self.time += dt

    def shown(self) -> bool:
        """True while the enlarged card shows (the pointer has rested on a card long enough)."""
        return self.card is not None and self.time > self.DELAY

    def draw(self, surface: pygame.Surface, scale: float, keep_clear: pygame.Rect | None = None,
             top: int = 8, beside: pygame.Rect | None = None) -> None:
        """Draw the enlarged card once the pointer has rested long enough (left of the pointer rather
        than over ``keep_clear``, unless the pointer is in it; right of ``beside`` when the pointer is in
        it, so that its help stays readable; below ``top`` when it fits there)."""
        if self.card is None or not self.shown():
            return
        # the full sentences, however small the window; as large as the UI scale asks, though the table's own scale
        # stops where its cards would shrink (at 125 and 150 % the cards read no larger, playtest 105), and never
        # taller than the window
        sw, sh = surface.get_size()
        asked = min(sw / 1280, sh / 720) * user_scale()
        w = min(max(cardface.LARGE_WIDTH, round(240 * max(scale, asked))), round((sh - 16) / 1.4))
        img = card_surface(self.card[0], (w, round(w * 1.4)), self.card[1])
        x, y = self.pos or (0, 0)
        rect = img.get_rect()
        least = top if rect.h <= surface.get_height() - top - 8 else 8  # the turn header stays readable
        rect.top = max(least, min(y - rect.h // 2, surface.get_height() - rect.h - 8))
        rect.left = x + 24
        if beside is not None and beside.collidepoint(x, y):
            rect.left = max(rect.left, beside.right + 8)
        if rect.right >= surface.get_width() or (keep_clear is not None and rect.colliderect(keep_clear)
                                                  and not keep_clear.collidepoint(x, y)):
            rect.right = x - 24
        pygame.draw.rect(surface, (10, 12, 10), rect.move(6, 8), border_radius=10)
        surface.blit(img, rect)


__all__ = ["CardShown", "HoverZoom", "Point"]
