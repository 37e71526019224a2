"""The screen the window opens on: which window sizes fit it, and whether there is one at all."""

from __future__ import annotations

import os
from collections.abc import Sequence

import pygame

from castlecombo.kit import theme

# room a window needs beyond its own size: the title bar, a task bar or top bar; a window as wide as the screen
# fits (side borders are thin or none: a playtest missed 1920 x 1080 among the sizes on a 1920 x 1200 screen)
DECORATION = (0, 96)
NO_SCREEN_DRIVERS = ("offscreen", "dummy")  # SDL's drivers that draw nowhere
# the window sizes Settings offers (those that fit the screen)
WINDOW_PRESETS: list[tuple[int, int]] = [(1024, 600), (1280, 720), (1366, 768), (1600, 900), (1920, 1080),
                                         (2560, 1440)]
FIRST_SHARE = 0.8  # a first window takes at most this share of the screen's room each way


class NoDisplay(RuntimeError):
    """There is no screen to open the window on."""


def check_display() -> None:
    """Raise NoDisplay if SDL found no screen (it falls back to drawing off screen) unless such a
    driver was asked for by name (the tests and headless runs set SDL_VIDEODRIVER=dummy)."""
    driver = pygame.display.get_driver()
    asked = os.environ.get("SDL_VIDEODRIVER", "").strip().lower()
    if driver in NO_SCREEN_DRIVERS and asked != driver:
        raise NoDisplay("no display found: run it in a desktop session (on Linux, DISPLAY must name an X server)")


def usable_area() -> tuple[int, int] | None:
    """Return the room a window has on the main screen (its size less the decorations), or None
    when the driver draws nowhere."""
    if pygame.display.get_driver() in NO_SCREEN_DRIVERS:
        return None
    sizes = pygame.display.get_desktop_sizes()
    if not sizes:
        return None
    w, h = sizes[0]
    return w - DECORATION[0], h - DECORATION[1]


def fits(size: tuple[int, int], area: tuple[int, int] | None) -> bool:
    """True if a window of ``size`` fits ``area`` (anything fits when the area is unknown)."""
    return area is None or (size[0] <= area[0] and size[1] <= area[1])


def fit_window(size: tuple[int, int], area: tuple[int, int] | None) -> tuple[int, int]:
    """Return ``size`` scaled down (keeping its shape) until it fits ``area``, never below the
    smallest window; ``size`` itself when it fits."""
    if fits(size, area):
        return size
    assert area is not None
    k = min(area[0] / size[0], area[1] / size[1])
    return max(theme.MIN_WINDOW[0], int(size[0] * k)), max(theme.MIN_WINDOW[1], int(size[1] * k))


def sizes_that_fit(sizes: Sequence[tuple[int, int]], area: tuple[int, int] | None) -> list[tuple[int, int]]:
    """Return the ``sizes`` that fit ``area`` (at least the smallest window, which must do)."""
    chosen = [size for size in sizes if fits(size, area)]
    return chosen or [theme.MIN_WINDOW]


def suited_size(area: tuple[int, int] | None) -> tuple[int, int] | None:
    """Return the largest window size offered that takes at most :data:`FIRST_SHARE` of ``area`` each way (the window
    of a first run, before the player chose one), or None where none does or the area is unknown."""
    if area is None:
        return None
    room = area[0] * FIRST_SHARE, area[1] * FIRST_SHARE
    suited = [size for size in WINDOW_PRESETS if size[0] <= room[0] and size[1] <= room[1]]
    return suited[-1] if suited else None
