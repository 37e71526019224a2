"""Small reusable widgets: buttons and text drawing."""

from __future__ import annotations

from typing import Callable

import pygame

from castlecombo.ui import theme


def font(size: int, name: str = theme.TEXT_FONT) -> pygame.font.Font:
    """Return the bundled font ``name`` at ``size`` pixels (cached)."""
    from castlecombo.ui.assets import get_font  # the assets module caches by (name, size)

    return get_font(name, size)


def draw_text(surface: pygame.Surface, text: str, pos: tuple[int, int], size: int = 20,
              colour: tuple[int, int, int] = theme.TEXT, name: str = theme.TEXT_FONT,
              anchor: str = "topleft") -> pygame.Rect:
    """Draw ``text`` with its ``anchor`` point at ``pos``; return the rect it covers."""
    img = font(size, name).render(text, True, colour)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


class Button:
    """A clickable button; ``enabled`` greys it out and ignores clicks."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str,
                 on_click: Callable[[], None], *, enabled: bool = True, size: int = 22,
                 tooltip: str = "") -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.on_click = on_click
        self.enabled = enabled
        self.size = size
        self.tooltip = tooltip
        self.hover = False

    def handle(self, event: pygame.event.Event) -> bool:
        """React to ``event``; return True if it was a click on this button."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.enabled:
                self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the button."""
        colour = theme.BUTTON_DISABLED if not self.enabled else (theme.BUTTON_HOVER if self.hover else theme.BUTTON)
        pygame.draw.rect(surface, colour, self.rect, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.rect, width=1, border_radius=8)
        text_colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        draw_text(surface, self.label, self.rect.center, self.size, text_colour, anchor="center")
