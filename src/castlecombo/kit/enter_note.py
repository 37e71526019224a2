"""The note over a ringed Play again: what the next Enter does there. A keyboard player who pressed Enter to go on
from the results saw the ring come to Play again and pressed once more, into a new game unasked (playtest 343)."""

from __future__ import annotations

import pygame

from castlecombo.i18n import N_, _
from castlecombo.kit import theme
from castlecombo.kit.draw import fitted, font, panel, text
from castlecombo.kit.focus import FocusRing

# TRANSLATORS: a small note over the ringed "Play again" button at the end of a game (Esc leads to the main menu)
AGAIN = N_("Enter again: a new game with the same players · Esc: the menu")


def draw_enter_note(surface: pygame.Surface, ring: FocusRing, button: pygame.Rect, s: float) -> pygame.Rect | None:
    """Draw, while Enter alone rang Play again at ``button`` (:meth:`FocusRing.ring_for_enter`) and the ring is
    still there, what the next Enter does, just over the button inside the screen; return where it went (None: not
    drawn)."""
    if ring.key is None or ring.key != ring.enter_key:
        return None
    size = max(theme.MIN_TEXT_PX, round(15 * s))
    pad = max(4, round(6 * s))
    words, size = fitted(_(AGAIN), size, "text", surface.get_width() - 4 * pad, "shrink", theme.MIN_TEXT_PX)
    w, h = font(size).size(words)
    box = pygame.Rect(0, 0, w + 2 * pad, h + pad)
    box.midbottom = (button.centerx, button.top - max(6, round(8 * s)))  # clear of the ring round the button
    box.clamp_ip(surface.get_rect().inflate(-2 * pad, -2 * pad))
    panel(surface, box, alpha=245, edge=theme.FOCUS, radius=max(4, round(6 * s)))
    text(surface, words, box.center, size, theme.TEXT, anchor="center", box=box)
    return box


__all__ = ["AGAIN", "draw_enter_note"]
