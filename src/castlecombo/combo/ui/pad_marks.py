"""The score pad's small drawings: the 3x3 mark of a card's space and the rules between its rows."""

from __future__ import annotations

import pygame

from castlecombo.kit import theme


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
