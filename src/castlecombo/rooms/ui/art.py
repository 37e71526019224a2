"""Castle Rooms card pictures at any size, from the original SVG art in ``assets/rooms/art``.

A room is drawn from its composed face ``room_<entry>_<exit>.svg`` (read with the helmet up);
in a helmet-down line the face is turned half a turn, so its ends still meet the neighbours'
at mid-height. Dragons, knights and the card back are never turned.
"""

from __future__ import annotations

import pygame

from castlecombo.kit.assets import svg_surface
from castlecombo.kit.surface_cache import SurfaceCache
from castlecombo.resources import asset_path
from castlecombo.rooms.engine.deck import DOWN, DRAGON, ENTRY, EXIT, KNIGHT, N_KINDS, SIDE_NAMES

RATIO = 100 / 140  # a card's height / width: landscape 7:5

_cards: SurfaceCache[tuple[int, int, int, int]] = SurfaceCache(6 * 2**20)
_svgs: dict[str, str] = {}


def card_size(width: int) -> tuple[int, int]:
    """Return the size of a card ``width`` pixels wide."""
    width = max(8, int(width))
    return width, max(6, round(width * RATIO))


def art_name(card: int) -> str:
    """Return the art file (without .svg) of a card type: a room's composed face, 'dragon' or 'knight'."""
    if card == DRAGON:
        return "dragon"
    if card == KNIGHT:
        return "knight"
    if not 0 <= card < N_KINDS:
        raise ValueError(f"{card} is not a Castle Rooms card type")
    return f"room_{SIDE_NAMES[ENTRY[card]]}_{SIDE_NAMES[EXIT[card]]}"


def _svg(name: str) -> str:
    text = _svgs.get(name)
    if text is None:
        text = _svgs[name] = asset_path("rooms", "art", f"{name}.svg").read_text(encoding="utf-8")
    return text


def card_surface(card: int, size: tuple[int, int], orientation: int = 0) -> pygame.Surface:
    """Return card type ``card`` drawn at ``size``; a room in a helmet-down ``orientation`` is turned (cached)."""
    w, h = max(8, int(size[0])), max(6, int(size[1]))
    turned = int(orientation == DOWN and card < N_KINDS)

    def make() -> pygame.Surface:
        face = svg_surface(_svg(art_name(card)), (w, h))
        return pygame.transform.rotate(face, 180) if turned else face

    return _cards.get((card, w, h, turned), make)


def back_surface(size: tuple[int, int]) -> pygame.Surface:
    """Return the back of a Castle Rooms card at ``size`` (cached)."""
    w, h = max(8, int(size[0])), max(6, int(size[1]))
    return _cards.get((-1, w, h, 0), lambda: svg_surface(_svg("back"), (w, h)))


def clear_cache() -> None:
    """Forget every drawn card (after pygame was quit and started again)."""
    _cards.clear()
