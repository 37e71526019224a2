"""Small signs drawn with lines rather than loaded from art: they stay sharp at any size."""

from __future__ import annotations

import math

import pygame

from castlecombo.kit import theme
from castlecombo.kit.draw import Colour, button

Arrows = tuple[pygame.Rect, pygame.Rect]  # the ‹ and › buttons to the item before and after


def magnifier(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """Draw a magnifying glass filling the square ``rect``: what a click there shows larger."""
    side = min(rect.w, rect.h)
    lens = max(3, round(side * 0.3))
    centre = (rect.x + lens + 1, rect.y + lens + 1)
    pygame.draw.circle(surface, colour, centre, lens, width=max(2, side // 9))
    reach = round(lens * 0.7)
    pygame.draw.line(surface, colour, (centre[0] + reach, centre[1] + reach), (rect.x + side - 1, rect.y + side - 1),
                     width=max(2, side // 6))


def thinking_dots(surface: pygame.Surface, left_mid: tuple[int, int], colour: Colour, sc: float,
                  right: int | None = None) -> None:
    """Draw three dots pulsing in turn from ``left_mid`` (an AI thinking), none past ``right``."""
    t = pygame.time.get_ticks() / 1000.0
    cx, cy = left_mid
    step = round(14 * sc)
    for k in range(3):
        if right is not None and cx + k * step + round(7 * sc) > right:
            break
        radius = round(3 * sc + 1.5 * sc * (1 + math.sin(t * 4 + k * 0.8)))
        pygame.draw.circle(surface, colour, (cx + k * step, cy), radius)


def dots_width(sc: float) -> int:
    """Return the room :func:`thinking_dots` takes after the word it follows, its gap before included."""
    return round(10 * sc) + 2 * round(14 * sc) + round(7 * sc)


def arrow_step(arrows: Arrows | None, pos: tuple[int, int]) -> int:
    """Return -1 for a click at ``pos`` on the ‹ of ``arrows``, 1 on its ›, 0 elsewhere (or with no arrows)."""
    if arrows is None:
        return 0
    return -1 if arrows[0].collidepoint(pos) else 1 if arrows[1].collidepoint(pos) else 0


def draw_arrows(surface: pygame.Surface, arrows: Arrows | None, hover: tuple[int, int] | None,
                enabled: tuple[bool, bool] = (True, True)) -> None:
    """Draw the ‹ and › buttons of ``arrows`` (lit under ``hover``), their signs large: for a mouse alone, where the
    keyboard has Left / Right."""
    for rect, sign, live in zip(arrows or (), "‹›", enabled, strict=False):
        button(surface, rect, sign, round(rect.h * 0.75), hover=hover is not None and rect.collidepoint(hover),
               enabled=live)


_SHAPES = {theme.hex_colour(value): i for i, value in enumerate(theme.SEAT_COLOURS)}  # (marks are drawn every frame)


def _seat_shape(colour: Colour) -> int:
    """Return the shape of a seat of ``colour``: its place among the seat colours (a colour of none: 0)."""
    return _SHAPES.get((colour[0], colour[1], colour[2]), 0)


def seat_mark(surface: pygame.Surface, colour: Colour, centre: tuple[int, int], radius: int,
              fill: Colour | None = None) -> None:
    """Draw a seat's mark at ``centre``: its colour (or ``fill``) in a shape of its own (a circle, square, triangle,
    diamond or star), so that seats are told apart without telling red from green (1 man in 12 cannot, a playtest)."""
    shape = _seat_shape(colour)
    colour = fill if fill is not None else colour
    cx, cy = centre
    r = max(2, radius)
    if shape == 0:
        pygame.draw.circle(surface, colour, centre, r)
        return
    if shape == 1:
        side = round(r * 1.7)
        pygame.draw.rect(surface, colour, (cx - side // 2, cy - side // 2, side, side), border_radius=max(1, r // 4))
        return
    if shape == 2:  # a triangle on its base, its middle on the centre
        points = [(cx, cy - r * 1.1), (cx + r * 1.05, cy + r * 0.75), (cx - r * 1.05, cy + r * 0.75)]
    elif shape == 3:
        points = [(cx, cy - r * 1.2), (cx + r * 1.05, cy), (cx, cy + r * 1.2), (cx - r * 1.05, cy)]
    else:  # a five-pointed star
        points = [(cx + (r * 1.2 if k % 2 == 0 else r * 0.55) * math.sin(k * math.pi / 5),
                   cy + 0.1 * r - (r * 1.2 if k % 2 == 0 else r * 0.55) * math.cos(k * math.pi / 5))
                  for k in range(10)]
    pygame.draw.polygon(surface, colour, [(round(x), round(y)) for x, y in points])


def struck(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """Draw a bold slash, outlined, across ``rect`` from its lower left to its upper right: what it bears (a price)
    cannot be had. A warning triangle beside a card's price read as the Military crest beside it, both olive to a
    red-green colour-blind eye (playtest 115); a struck price says "too dear" by its shape."""
    x0, y0, x1, y1 = rect.left + rect.w * 0.08, rect.bottom - rect.h * 0.08, rect.right - rect.w * 0.08, \
        rect.top + rect.h * 0.08
    length = math.hypot(x1 - x0, y1 - y0) or 1.0
    nx, ny = (y0 - y1) / length, (x1 - x0) / length  # the slash's normal
    for half, ink in ((max(1.0, rect.w * 0.06) + 1.5, theme.PANEL), (max(1.0, rect.w * 0.06), colour)):
        ex, ey = (x1 - x0) / length * (half - 1.5), (y1 - y0) / length * (half - 1.5)  # the ends stick out alike
        pygame.draw.polygon(surface, ink, [(x0 - ex + nx * half, y0 - ey + ny * half),
                                           (x1 + ex + nx * half, y1 + ey + ny * half),
                                           (x1 + ex - nx * half, y1 + ey - ny * half),
                                           (x0 - ex - nx * half, y0 - ey - ny * half)])


def warning_sign(surface: pygame.Surface, left_mid: tuple[int, int], height: int, colour: Colour) -> int:
    """Draw a warning triangle with its "!" from ``left_mid``, ``height`` pixels tall; return its right edge.
    It says "take care" by its shape, where a red word alone is olive to a red-green colour-blind eye."""
    x, cy = left_mid
    h = max(8, height)
    w = round(h * 1.15)
    top = cy - h // 2
    pygame.draw.polygon(surface, colour, [(x + w // 2, top), (x + w, top + h), (x, top + h)])
    bar = max(1, round(h * 0.13))
    ink = theme.PANEL
    pygame.draw.rect(surface, ink, (x + w // 2 - bar // 2, top + round(h * 0.36), bar, round(h * 0.33)))
    pygame.draw.rect(surface, ink, (x + w // 2 - bar // 2, top + round(h * 0.76), bar, bar))
    return x + w


def waiting_bar_foot(rect: pygame.Rect) -> int:
    """Return how much of the foot of the button ``rect`` :func:`waiting_bar` takes (its label keeps above it)."""
    return 2 * max(2, rect.h // 12)


def waiting_bar(surface: pygame.Surface, rect: pygame.Rect, share: float) -> None:
    """Draw along the foot of the button ``rect`` a bar ``share`` (0 to 1) of its width: the button wakes when it is
    full (a greyed cover's button with nothing moving read as broken, playtest 115)."""
    h = max(2, rect.h // 12)
    inset = max(4, rect.h // 5)
    full = rect.w - 2 * inset
    pygame.draw.rect(surface, theme.BUTTON_DISABLED, (rect.x + inset, rect.bottom - 2 * h, full, h))
    pygame.draw.rect(surface, theme.ACCENT, (rect.x + inset, rect.bottom - 2 * h,
                                             round(full * max(0.0, min(1.0, share))), h))
