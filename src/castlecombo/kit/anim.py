"""Small animations: a card flying from one rectangle to another, eased."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

PACE_SECONDS = {  # (least thinking shown, flight, pause after the move)
    "slow": (0.9, 1.1, 0.9),
    "normal": (0.5, 0.7, 0.5),
    "fast": (0.15, 0.35, 0.15),
    "autoplay": (0.0, 0.12, 0.03),
}


def ease(t: float) -> float:
    """Smooth start and stop (0..1 -> 0..1)."""
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


@dataclass
class Flight:
    """A card surface travelling from ``src`` to ``dst`` over ``duration`` seconds."""

    surface: pygame.Surface
    src: pygame.Rect
    dst: pygame.Rect
    duration: float
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def update(self, dt: float) -> None:
        self.elapsed += dt

    def rect(self) -> pygame.Rect:
        t = ease(self.elapsed / self.duration) if self.duration > 0 else 1.0
        x = self.src.x + (self.dst.x - self.src.x) * t
        y = self.src.y + (self.dst.y - self.src.y) * t
        w = self.src.w + (self.dst.w - self.src.w) * t
        h = self.src.h + (self.dst.h - self.src.h) * t
        return pygame.Rect(round(x), round(y), max(1, round(w)), max(1, round(h)))

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect()
        img = self.surface if self.surface.get_size() == r.size else pygame.transform.smoothscale(self.surface, r.size)
        shadow = pygame.Rect(r.x + 6, r.y + 8, r.w, r.h)
        pygame.draw.rect(surface, (12, 14, 12), shadow, border_radius=8)
        surface.blit(img, r)
