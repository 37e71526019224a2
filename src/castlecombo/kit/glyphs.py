"""Small signs drawn with lines rather than loaded from art: they stay sharp at any size."""

from __future__ import annotations

import pygame

from castlecombo.kit.draw import Colour


def magnifier(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """Draw a magnifying glass filling the square ``rect``: what a click there shows larger."""
    side = min(rect.w, rect.h)
    lens = max(3, round(side * 0.3))
    centre = (rect.x + lens + 1, rect.y + lens + 1)
    pygame.draw.circle(surface, colour, centre, lens, width=max(2, side // 9))
    reach = round(lens * 0.7)
    pygame.draw.line(surface, colour, (centre[0] + reach, centre[1] + reach), (rect.x + side - 1, rect.y + side - 1),
                     width=max(2, side // 6))
