"""Rooms of the hand turning over on screen: a short flip where a room comes to be drawn the other way up.

A room of the hand is drawn the one way it may lie now (``hand_ways``), so a play elsewhere can turn it: a knight
clearing a dragon turned a room under a speedrunner's eyes, and he dragged it as he had read it (playtest 231).
The flip squeezes the room to its edge and opens it the other way up, at the animation speed of the settings.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from castlecombo.rooms.ui.art import card_surface

FLIP_SECONDS = 0.35  # at the normal animation speed


class HandFlips:
    """The flips under way in the hand shown, found by comparing each frame's hand with the last."""

    def __init__(self) -> None:
        self.seconds = FLIP_SECONDS  # set from the animation speed: 0 turns the rooms at once
        self._last: tuple[int, list[tuple[int, bool]]] = (-1, [])
        self._flips: dict[int, tuple[int, bool, int]] = {}  # hand index: (card, the way it was, when it began, ms)

    def note(self, seat: int, cards: Sequence[int], turned: Sequence[bool]) -> None:
        """Compare the hand of ``seat`` drawn now (``cards``, each ``turned`` or not) with the last one drawn."""
        now = pygame.time.get_ticks()
        shown = [(card, i < len(turned) and turned[i]) for i, card in enumerate(cards)]
        last_seat, last = self._last
        if last_seat == seat and self.seconds > 0:
            for i, (card, way) in enumerate(shown):
                if i < len(last) and last[i][0] == card and last[i][1] != way:
                    self._flips[i] = (card, last[i][1], now)
        self._flips = {i: flip for i, flip in self._flips.items() if i < len(shown) and shown[i][0] == flip[0]
                       and now - flip[2] < self.seconds * 1000 and last_seat == seat}
        self._last = (seat, shown)

    def flipping(self, index: int) -> bool:
        """True if hand card ``index`` is turning over now."""
        return index in self._flips

    def draw(self, surface: pygame.Surface, index: int, at: pygame.Rect, turned: bool) -> pygame.Rect:
        """Draw hand card ``index`` turning over in ``at``: the way it was, squeezed, then ``turned``, opening;
        return where the card is drawn."""
        card, was, began = self._flips[index]
        t = min(1.0, (pygame.time.get_ticks() - began) / max(1.0, self.seconds * 1000))
        face = card_surface(card, at.size, int(was if t < 0.5 else turned))
        width = max(1, round(at.w * abs(1 - 2 * t)))
        squeezed = pygame.transform.smoothscale(face, (width, at.h))
        return surface.blit(squeezed, squeezed.get_rect(center=at.center))


__all__ = ["FLIP_SECONDS", "HandFlips"]
