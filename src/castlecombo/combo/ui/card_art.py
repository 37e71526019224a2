"""The character emblems (assets/cards/art/<key>.svg), drawn at the size asked and cached within a bound.

An emblem is loaded the first time a card face needs it at a size (nothing is read at start),
and the drawn pictures share one cache bounded by the bytes of their pixels.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pygame

from castlecombo.combo.cards import Card
from castlecombo.kit.surface_cache import SurfaceCache
from castlecombo.resources import asset_path

ART_CACHE_BYTES = 2**20  # a face is cached once drawn: the emblems are needed again only for new faces
_cache: SurfaceCache[tuple[str, int]] = SurfaceCache(ART_CACHE_BYTES)


def art_key(name: str) -> str:
    """Return the file stem of a card's emblem: its name in lower case, other characters as one "_"."""
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def art_path(card: Card) -> Path:
    """Return the path of ``card``'s emblem (it may not exist for a modded card file)."""
    return _art_file(card.name)[0]


def has_emblem(card: Card) -> bool:
    """True if ``card`` has an emblem file (every base card has one)."""
    return _art_file(card.name)[1]


@cache
def _art_file(name: str) -> tuple[Path, bool]:
    """The emblem's path for a card name and whether it is there (looked up once per name)."""
    path = asset_path("cards", "art", f"{art_key(name)}.svg")
    return path, path.is_file()


def emblem(card: Card, size: int) -> pygame.Surface:
    """Return ``card``'s emblem drawn ``size`` pixels square (cached); raise FileNotFoundError if it has none."""
    size = max(1, int(size))
    key = art_key(card.name)

    def make() -> pygame.Surface:
        path = art_path(card)
        if not path.is_file():
            raise FileNotFoundError(f"no emblem for {card.name!r} ({path})")
        surf = pygame.image.load_sized_svg(str(path), (size, size))
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        return surf

    return _cache.get((key, size), make)


def cache_size() -> tuple[int, int]:
    """Return how many emblems are cached and the bytes their pixels take."""
    return len(_cache), _cache.bytes


def clear_cache() -> None:
    """Forget every drawn emblem."""
    _cache.clear()
