"""A cache of drawn surfaces bounded by the memory their pixels take, least recently used out first."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

import pygame

K = TypeVar("K", bound=Hashable)


def surface_bytes(surface: pygame.Surface) -> int:
    """Return how many bytes the pixels of ``surface`` take."""
    return surface.get_pitch() * surface.get_height()


class SurfaceCache(Generic[K]):
    """Surfaces by key; once their pixels pass ``max_bytes`` the least recently used are dropped."""

    def __init__(self, max_bytes: int) -> None:
        self._items: OrderedDict[K, pygame.Surface] = OrderedDict()
        self._bytes = 0
        self._max_bytes = max_bytes

    def __len__(self) -> int:
        return len(self._items)

    @property
    def bytes(self) -> int:
        """How many bytes the cached pixels take now."""
        return self._bytes

    @property
    def max_bytes(self) -> int:
        """The most the cached pixels may take."""
        return self._max_bytes

    @max_bytes.setter
    def max_bytes(self, value: int) -> None:
        self._max_bytes = value
        self._trim()

    def get(self, key: K, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """Return the surface cached for ``key``, or ``make()`` it and cache it."""
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
            return surf
        surf = make()
        self._items[key] = surf
        self._bytes += surface_bytes(surf)
        self._trim()
        return surf

    def keep_only(self, wanted: Callable[[K], bool]) -> None:
        """Forget every surface whose key is not ``wanted``."""
        for key in [k for k in self._items if not wanted(k)]:
            self._bytes -= surface_bytes(self._items.pop(key))

    def clear(self) -> None:
        """Forget every surface."""
        self._items.clear()
        self._bytes = 0

    def _trim(self) -> None:
        # the newest entry always stays, even when it alone is over the bound
        while self._bytes > self._max_bytes and len(self._items) > 1:
            _key, old = self._items.popitem(last=False)
            self._bytes -= surface_bytes(old)
