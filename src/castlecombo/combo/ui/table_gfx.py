"""Drawing helpers of the table: cached text, card surfaces (with a placeholder fallback)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from castlecombo.combo.engine.catalog import CARDS, COST, DECK, DECK_NAMES, NAMES
from castlecombo.kit import assets, theme
from castlecombo.kit.forms import clear_tints, tint

Colour = tuple[int, int, int]


@lru_cache(maxsize=2048)
def text_surface(text: str, size: int, colour: Colour = theme.TEXT, kind: str = "text") -> pygame.Surface:
    """Rendered ``text`` (cached: the table redraws the same words every frame)."""
    return assets.font(max(8, int(size)), kind).render(text, True, colour)


def text(surface: pygame.Surface, words: str, pos: tuple[int, int], size: int = 18,
         colour: Colour = theme.TEXT, kind: str = "text", anchor: str = "topleft",
         max_width: int | None = None) -> pygame.Rect:
    """Draw ``words`` with its ``anchor`` at ``pos``; shrink the size to fit ``max_width``."""
    img = text_surface(words, size, colour, kind)
    while max_width is not None and img.get_width() > max_width and size > 10:
        size -= 1
        img = text_surface(words, size, colour, kind)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def wrap(words: str, size: int, width: int, kind: str = "text") -> list[str]:
    """Split ``words`` into lines no wider than ``width`` pixels."""
    f = assets.font(max(8, int(size)), kind)
    lines: list[str] = []
    line = ""
    for word in words.split():
        trial = f"{line} {word}".strip()
        if f.size(trial)[0] <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def panel(surface: pygame.Surface, rect: pygame.Rect, edge: Colour = theme.PANEL_EDGE,
          fill: Colour = theme.PANEL, width: int = 1, radius: int = 10) -> None:
    """A rounded panel."""
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, edge, rect, width=width, border_radius=radius)


def button_frame(surface: pygame.Surface, rect: pygame.Rect, *, hover: bool = False, enabled: bool = True,
                 lit: bool = False) -> Colour:
    """The fill and edge of a table button (hover or ``lit`` lights the edge); return the label colour."""
    hover = hover and enabled
    fill = theme.BUTTON_HOVER if hover else (theme.BUTTON if enabled else theme.PANEL)
    pygame.draw.rect(surface, fill, rect, border_radius=8)
    edge = theme.ACCENT if (hover or lit) else (theme.PANEL_EDGE if enabled else theme.BUTTON_DISABLED)
    pygame.draw.rect(surface, edge, rect, width=2 if lit else 1, border_radius=8)
    return theme.TEXT if enabled else theme.TEXT_DIM


def button(surface: pygame.Surface, rect: pygame.Rect, label: str, size: int, *, hover: bool = False,
           enabled: bool = True, pad: int = 10) -> None:
    """A table button with its bold label centred (shrunk to leave ``pad`` pixels)."""
    colour = button_frame(surface, rect, hover=hover, enabled=enabled)
    text(surface, label, rect.center, size, colour, "bold", anchor="center", max_width=rect.w - pad)


_placeholders: dict[tuple[object, ...], pygame.Surface] = {}


def _placeholder(card: int, size: tuple[int, int], face_down: bool) -> pygame.Surface:
    key = (card, size, face_down)
    surf = _placeholders.get(key)
    if surf is None:
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        deck_col = theme.CASTLE if DECK[card] == 0 else theme.VILLAGE
        if face_down:
            pygame.draw.rect(surf, deck_col, surf.get_rect(), border_radius=6)
        else:
            pygame.draw.rect(surf, (244, 234, 211), surf.get_rect(), border_radius=6)
            pygame.draw.rect(surf, deck_col, (0, 0, max(6, w // 7), h), border_top_left_radius=6,
                             border_bottom_left_radius=6)
            f = assets.font(max(9, h // 11), "bold")
            surf.blit(f.render(str(COST[card]), True, (60, 40, 20)), (w // 6, 4))
            name = f.render(NAMES[card], True, (46, 32, 20))
            if name.get_width() > w - w // 6 - 4:
                name = pygame.transform.smoothscale(name, (w - w // 6 - 4, name.get_height()))
            surf.blit(name, (w // 6 + 2, h // 3))
        _placeholders[key] = surf
    return surf


def card_surface(card: int, size: tuple[int, int], face_down: bool = False, purse_gold: int = 0) -> pygame.Surface:
    """The face (or back) of engine card ``card`` at ``size``."""
    size = (max(8, int(size[0])), max(8, int(size[1])))
    key = (card, size, face_down, purse_gold)
    surf = _faces.get(key)
    if surf is not None:
        return surf
    try:
        from castlecombo.combo.ui.cardface import render_card

        surf = render_card(CARDS[card], size, face_down=face_down, purse_gold=purse_gold)
    except Exception:
        surf = _placeholder(card, size, face_down)
    if len(_faces) > 3000:
        _faces.clear()
    _faces[key] = surf
    return surf


_faces: dict[tuple[int, tuple[int, int], bool, int], pygame.Surface] = {}


def back_surface(deck: int, size: tuple[int, int]) -> pygame.Surface:
    """The back of a Castle (0) or Village (1) card."""
    size = (max(8, int(size[0])), max(8, int(size[1])))
    try:
        from castlecombo.combo.ui.cardface import render_card_back

        return render_card_back(DECK_NAMES[deck], size)
    except Exception:
        key = ("back", deck, size)
        surf = _placeholders.get(key)
        if surf is None:
            surf = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(surf, theme.CASTLE if deck == 0 else theme.VILLAGE, surf.get_rect(), border_radius=6)
            _placeholders[key] = surf
        return surf


def icon(name: str, size: int) -> pygame.Surface | None:
    """An SVG icon, or None if it cannot be drawn."""
    try:
        return assets.icon(name, max(6, int(size)))
    except Exception:
        return None


def icon_value(surface: pygame.Surface, name: str, value: str, pos: tuple[int, int], size: int,
               colour: Colour = theme.TEXT, right: int | None = None) -> int:
    """Draw an icon followed by a value (shrunk to end before ``right``); return the x after it."""
    x, y = pos
    img = icon(name, size)
    if img is not None:
        surface.blit(img, (x, y))
        x += img.get_width() + 4
    max_width = max(20, right - x) if right is not None else None
    r = text(surface, value, (x, y + size // 2), int(size * 0.95), colour, "bold", anchor="midleft",
             max_width=max_width)
    return r.right + 12


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken the whole surface (for overlays)."""
    tint(surface, surface.get_rect(), (10, 12, 10, alpha))


def clear_caches() -> None:
    """Forget every cached surface (after pygame was quit and started again)."""
    text_surface.cache_clear()
    _faces.clear()
    _placeholders.clear()
    clear_tints()
