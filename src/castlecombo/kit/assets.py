"""Bundled fonts and SVG icons, loaded once per size and cached."""

from __future__ import annotations

import io
from functools import lru_cache
from pathlib import Path

import pygame

from castlecombo.kit.surface_cache import SurfaceCache
from castlecombo.resources import asset_path

FONT_FILES: dict[str, str] = {
    "title": "Marcellus-Regular.ttf",
    "text": "Lato-Regular.ttf",
    "bold": "Lato-Bold.ttf",
}


def _prepare(surface: pygame.Surface) -> pygame.Surface:
    """Convert for fast blits when a display mode is set; otherwise leave as is (headless)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    return surface


@lru_cache(maxsize=24)  # a font face takes about 0.3 MB and 0.2 ms to open: keep the recent sizes
def font(size: int, kind: str = "text") -> pygame.font.Font:
    """Return the bundled font ``kind`` ("title", "text" or "bold") at pixel ``size`` (cached)."""
    if not pygame.font.get_init():
        pygame.font.init()
    try:
        filename = FONT_FILES[kind]
    except KeyError:
        raise ValueError(f"unknown font kind {kind!r}; expected one of {sorted(FONT_FILES)}") from None
    return pygame.font.Font(str(asset_path("fonts", filename)), max(1, int(size)))


def icon_path(name: str) -> Path:
    """Return the path of the SVG icon ``name`` (e.g. "gold", "shield_faith")."""
    return asset_path("cards", "icons", f"{name}.svg")


def shield_icon_name(shield: str) -> str:
    """Return the icon name of a shield type (e.g. "faith" -> "shield_faith")."""
    return f"shield_{shield}"


_icons: SurfaceCache[tuple[str, int, int]] = SurfaceCache(2 * 2**20)
_svgs: SurfaceCache[tuple[str, int, int]] = SurfaceCache(2**20)


def icon(name: str, size: tuple[int, int] | int) -> pygame.Surface:
    """Return the SVG icon ``name`` rendered at ``size`` pixels (an int means square); raise
    FileNotFoundError. Cached, the least recently used dropped past 2 MB of pixels."""
    w, h = (size, size) if isinstance(size, int) else size
    w, h = max(1, int(w)), max(1, int(h))

    def make() -> pygame.Surface:
        path = icon_path(name)
        if not path.is_file():
            raise FileNotFoundError(f"no icon named {name!r} ({path})")
        return _prepare(pygame.image.load_sized_svg(str(path), (w, h)))

    return _icons.get((name, w, h), make)


def svg_surface(svg: str, size: tuple[int, int]) -> pygame.Surface:
    """Return an SVG document given as text rendered at ``size`` (cached, the least recently used
    dropped past 1 MB of pixels: a card frame is the same for every card of its deck; do not draw on it)."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))

    def make() -> pygame.Surface:
        return _prepare(pygame.image.load_sized_svg(io.BytesIO(svg.encode("utf-8")), (w, h)))

    return _svgs.get((svg, w, h), make)


def clear_caches() -> None:
    """Forget every cached font and surface (e.g. after the display mode changes)."""
    font.cache_clear()
    _icons.clear()
    _svgs.clear()
