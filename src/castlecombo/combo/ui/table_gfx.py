"""Card pictures of the table by engine card index: faces and backs (the kit draws everything else)."""

from __future__ import annotations

import pygame

from castlecombo.combo.engine.catalog import CARDS, DECK_NAMES
from castlecombo.combo.ui import cardface


def card_surface(card: int, size: tuple[int, int], face_down: bool = False, purse_gold: int = 0) -> pygame.Surface:
    """Return the face (or back) of engine card ``card`` at ``size`` (cached by cardface)."""
    size = (max(8, int(size[0])), max(8, int(size[1])))
    return cardface.render_card(CARDS[card], size, face_down=face_down, purse_gold=purse_gold)


def back_surface(deck: int, size: tuple[int, int]) -> pygame.Surface:
    """Return the back of a Castle (0) or Village (1) card at ``size``."""
    return cardface.render_card_back(DECK_NAMES[deck], (max(8, int(size[0])), max(8, int(size[1]))))


def clear_caches() -> None:
    """Forget every drawn card (after pygame was quit and started again)."""
    cardface.clear_cache()
