"""Card pictures of the table by engine card index: faces, backs (the kit draws everything else)."""

from __future__ import annotations

import pygame

from castlecombo.combo.engine.catalog import CARDS, COST, DECK, DECK_NAMES, NAMES
from castlecombo.kit import assets, theme

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


def clear_caches() -> None:
    """Forget every cached surface (after pygame was quit and started again)."""
    _faces.clear()
    _placeholders.clear()
