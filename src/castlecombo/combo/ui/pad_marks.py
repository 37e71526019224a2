"""The score pad's small drawings: the 3x3 mark of a card's space and the winner's moment."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from castlecombo.i18n import ngettext
from castlecombo.kit import draw, theme

SPARKS = 90
GOLDEN_ANGLE = 2.399963  # spreads the sparks evenly round the circle


def mini_grid(surface: pygame.Surface, left_mid: tuple[int, int], size: int, lit: tuple[int, int]) -> None:
    """Draw a 3x3 grid of ``size`` pixels from ``left_mid`` with the space ``lit`` (row, column) marked."""
    x, cy = left_mid
    step = size / 3
    top = cy - size / 2
    for r in range(3):
        for cc in range(3):
            rect = pygame.Rect(round(x + cc * step), round(top + r * step), max(2, round(step) - 1),
                               max(2, round(step) - 1))
            colour = theme.ACCENT if (r, cc) == lit else (80, 88, 80)
            pygame.draw.rect(surface, colour, rect)


def row_rule(surface: pygame.Surface, table: pygame.Rect, y: int, row: int, row_h: int, s: float) -> int:
    """Draw the line above score pad ``row`` (accent above the total, stronger between the grid's rows of
    three) and return the row's top (the total stands a little apart)."""
    left, right = table.left + int(8 * s), table.right - int(8 * s)
    if row == 12:
        y += int(row_h * 0.4)
        pygame.draw.line(surface, theme.ACCENT, (left, y - int(3 * s)), (right, y - int(3 * s)), 2)
    elif row:
        pygame.draw.line(surface, theme.PANEL_EDGE if row % 3 == 0 else (48, 54, 50), (left, y), (right, y), 1)
    return y


def winner_moment(surface: pygame.Surface, moment: float, headline: str,
                  winner_colours: Sequence[tuple[int, int, int]], best: int, s: float, sparks: bool = True) -> None:
    """Draw the winner's moment at ``moment`` (1 as it starts, down to 0): the headline large across the
    window, the winning points under it, and (``sparks``) a burst of sparks in the winners' colours and gold."""
    w, h = surface.get_size()
    t = 1.0 - moment  # 0 -> 1
    grow = min(1.0, t / 0.2)
    fade = min(1.0, moment / 0.25)
    draw.dim(surface, round(150 * fade), (10, 12, 10))
    cx, cy = w // 2, h // 2
    colours = [*winner_colours, theme.ACCENT, theme.HIGHLIGHT]
    reach = min(w, h) * 0.75
    for k in range(SPARKS if sparks else 0):
        angle = k * GOLDEN_ANGLE
        speed = 0.35 + 0.65 * ((k * 37) % 11) / 10
        d = reach * speed * (1 - (1 - t) ** 3)  # fast out, slowing down
        x = cx + math.cos(angle) * d * 1.5
        y = cy + math.sin(angle) * d + reach * 0.25 * t * t  # and falling a little
        radius = max(1, round((2 + (k % 4)) * s * fade))
        pygame.draw.circle(surface, colours[k % len(colours)], (round(x), round(y)), radius)
    band = pygame.Rect(0, 0, w, round(170 * s))
    band.center = (cx, cy)
    draw.tint(surface, band, (*theme.PANEL, round(235 * fade)))
    for edge in (band.top, band.bottom - 2):
        draw.tint(surface, (0, edge, w, 2), (*theme.ACCENT, round(200 * fade)))
    inner = band.inflate(-round(40 * s), 0)
    draw.text(surface, headline, (cx, cy - round(16 * s)), round((30 + 24 * grow) * s), theme.HIGHLIGHT,
              "title", anchor="center", fit="shrink", box=inner)
    draw.text(surface, ngettext("{n} point", "{n} points", best).format(n=best), (cx, cy + round(44 * s)),
              round(24 * s), theme.TEXT, "bold", anchor="center", fit="shrink", box=inner)
