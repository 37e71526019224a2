"""The kit's surface cache: bounded by the bytes of its pixels, least recently used out first."""

from __future__ import annotations

import pygame

from castlecombo.kit.surface_cache import SurfaceCache, surface_bytes


def square(side: int) -> pygame.Surface:
    return pygame.Surface((side, side), pygame.SRCALPHA)


def test_least_recently_used_go_first_and_the_bound_holds() -> None:
    one = surface_bytes(square(10))
    cache: SurfaceCache[str] = SurfaceCache(3 * one)
    made: list[str] = []

    def get(key: str) -> pygame.Surface:
        return cache.get(key, lambda: made.append(key) or square(10))

    a = get("a")
    get("b")
    get("c")
    assert get("a") is a  # a hit: not made again, and now the most recent
    get("d")  # over the bound: "b" (least recently used) goes
    assert len(cache) == 3 and cache.bytes == 3 * one
    get("b")
    assert made == ["a", "b", "c", "d", "b"]
    cache.max_bytes = one
    assert len(cache) == 1 and cache.bytes == one


def test_keep_only_and_clear_give_the_bytes_back() -> None:
    cache: SurfaceCache[tuple[int, str]] = SurfaceCache(10**9)
    for side in (4, 8, 16):
        for name in ("x", "y"):
            cache.get((side, name), lambda side=side: square(side))
    cache.keep_only(lambda key: key[0] == 8)
    assert len(cache) == 2 and cache.bytes == 2 * surface_bytes(square(8))
    cache.clear()
    assert len(cache) == 0 and cache.bytes == 0
