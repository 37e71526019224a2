"""Small animations: a card flying from one rectangle to another, a number counting, eased; and the
animation-speed setting as a factor on every duration.

Each animation may wait ``delay`` seconds before it starts and is over ``delay + duration`` seconds
after it was made; a duration of 0 makes it instant (the "off" speed).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

PACE_SECONDS = {  # (least thinking shown, flight, pause after the move)
    "slow": (1.4, 1.6, 1.4),  # to follow every move (playtest 90: "slow" was over before she had read it)
    "normal": (0.5, 0.7, 0.5),
    "fast": (0.15, 0.35, 0.15),
    "autoplay": (0.0, 0.12, 0.03),
}
SPEED_FACTOR = {"off": 0.0, "normal": 1.0, "fast": 0.5}  # the animation-speed setting
AUTOPLAY_FACTOR = 0.25  # autoplay shows the motion (and measures its frames) in a quarter of the time


def ease(t: float) -> float:
    """Smooth start and stop (0..1 -> 0..1)."""
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


def speed_factor(speed: str, autoplay: bool = False) -> float:
    """Return the factor on every animation's duration for the setting ``speed`` (0: instant);
    raise KeyError for an unknown speed."""
    return SPEED_FACTOR[speed] * (AUTOPLAY_FACTOR if autoplay else 1.0)


@dataclass
class Tween:
    """Progress from 0 to 1 over ``duration`` seconds after waiting ``delay`` seconds."""

    duration: float
    delay: float = 0.0
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        """True once the wait and the movement are over."""
        return self.elapsed >= self.delay + self.duration

    @property
    def started(self) -> bool:
        """True once the wait is over (the animation shows)."""
        return self.elapsed >= self.delay

    @property
    def left(self) -> float:
        """Seconds until it is over."""
        return max(0.0, self.delay + self.duration - self.elapsed)

    def update(self, dt: float) -> None:
        """Let ``dt`` seconds pass."""
        self.elapsed += dt

    def progress(self) -> float:
        """Return the eased progress (0 before the start, 1 at the end)."""
        if self.duration <= 0:
            return 1.0 if self.started else 0.0
        return ease((self.elapsed - self.delay) / self.duration)

    def finish(self) -> None:
        """Jump to the end."""
        self.elapsed = max(self.elapsed, self.delay + self.duration)


@dataclass
class Flight:
    """A card surface travelling from ``src`` to ``dst`` over ``duration`` seconds (after ``delay``)."""

    surface: pygame.Surface
    src: pygame.Rect
    dst: pygame.Rect
    duration: float
    elapsed: float = 0.0
    delay: float = 0.0

    @property
    def done(self) -> bool:
        """True once the card has landed."""
        return self.elapsed >= self.delay + self.duration

    @property
    def started(self) -> bool:
        """True once the card has set off (before, it is not drawn)."""
        return self.elapsed >= self.delay

    def update(self, dt: float) -> None:
        """Let ``dt`` seconds pass."""
        self.elapsed += dt

    def rect(self) -> pygame.Rect:
        """Return where the card is now."""
        t = ease((self.elapsed - self.delay) / self.duration) if self.duration > 0 else 1.0
        x = self.src.x + (self.dst.x - self.src.x) * t
        y = self.src.y + (self.dst.y - self.src.y) * t
        w = self.src.w + (self.dst.w - self.src.w) * t
        h = self.src.h + (self.dst.h - self.src.h) * t
        return pygame.Rect(round(x), round(y), max(1, round(w)), max(1, round(h)))

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the card where it is now, with its shadow (nothing before it sets off)."""
        if not self.started:
            return
        r = self.rect()
        img = self.surface if self.surface.get_size() == r.size else pygame.transform.smoothscale(self.surface, r.size)
        shadow = pygame.Rect(r.x + 6, r.y + 8, r.w, r.h)
        pygame.draw.rect(surface, (12, 14, 12), shadow, border_radius=8)
        surface.blit(img, r)


@dataclass
class Count:
    """A whole number shown counting from ``start`` to ``end``."""

    start: int
    end: int
    tween: Tween

    def value(self) -> int:
        """Return the number to show now."""
        return round(self.start + (self.end - self.start) * self.tween.progress())
