"""The winner's moment at a game's end: the headline large across the window, and sparks when it is worth cheering."""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence

import pygame

from castlecombo.kit import draw, theme

SPARKS = 90
GOLDEN_ANGLE = 2.399963  # spreads the sparks evenly round the circle
MOMENT_SECONDS = 2.2  # how long the moment lasts


def celebrates(kinds: Sequence[str], winners: Collection[int]) -> bool:
    """Return whether the winner's moment bursts into sparks: a person won, or only AIs played (not when you lost)."""
    humans = [i for i, kind in enumerate(kinds) if kind == "human"]
    return not humans or any(i in winners for i in humans)


def draw_moment(surface: pygame.Surface, moment: float, headline: str, subline: str,
                winner_colours: Sequence[tuple[int, int, int]], s: float, sparks: bool = True) -> None:
    """Draw the winner's moment at ``moment`` (1 as it starts, down to 0): ``headline`` large across the window,
    ``subline`` (what won it) under it, and (``sparks``) a burst of sparks in the winners' colours and gold."""
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
    band = band.clip(surface.get_rect())
    # the band and its words fade out together (the words stayed whole over a band gone faint, its edges left as
    # two stray lines across the panels, playtest 116): drawn whole, then mixed with what lay under them
    under = surface.subsurface(band).copy() if fade < 1.0 else None
    draw.tint(surface, band, (*theme.PANEL, 235))
    for edge in (band.top, band.bottom - 2):
        draw.tint(surface, (0, edge, w, 2), (*theme.ACCENT, 200))
    inner = band.inflate(-round(40 * s), 0)
    draw.text(surface, headline, (cx, cy - round(16 * s)), round((30 + 24 * grow) * s), theme.HIGHLIGHT,
              "title", anchor="center", fit="shrink", box=inner)
    draw.text(surface, subline, (cx, cy + round(44 * s)), round(24 * s), theme.TEXT, "bold", anchor="center",
              fit="shrink", box=inner)
    if under is not None:
        drawn = surface.subsurface(band).copy()
        drawn.set_alpha(round(255 * fade))
        surface.blit(under, band)
        surface.blit(drawn, band)


__all__ = ["MOMENT_SECONDS", "SPARKS", "celebrates", "draw_moment"]
