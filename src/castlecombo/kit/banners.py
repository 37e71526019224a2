"""Short notices at the foot of the window (or its top) that fade out on their own."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from castlecombo.kit import draw, theme

FADE_SECONDS = 0.4
SIZE = 20  # the words' size in pixels at scale 1 (they grow with the window and the UI scale: 18 px on a
# 2560x1440 screen read as tiny, playtest 272)
KEPT = 3  # at most this many at once: the newest win


@dataclass
class _Banner:
    text: str
    left: float  # seconds still shown


class Banners:
    """The notices on screen; the app adds them and draws them every frame."""

    def __init__(self) -> None:
        self._shown: list[_Banner] = []

    def add(self, text: str, seconds: float = 4.0) -> None:
        """Show ``text`` for ``seconds`` (dropping the oldest beyond the few kept); the same text again is shown
        once, for the time asked from now (two Lefts on a dimmed volume stacked its notice twice, playtest 263)."""
        self._shown = [*(b for b in self._shown if b.text != text), _Banner(text, seconds)][-KEPT:]

    @property
    def texts(self) -> list[str]:
        """Return the texts on screen now, oldest first."""
        return [b.text for b in self._shown]

    def rects(self, size: tuple[int, int], top: bool = False) -> list[pygame.Rect]:
        """Return where the notices shown go in a window of ``size``: centred at its foot, the newest lowest
        (at the top they covered the turn and the Suggest button, a playtest); at its ``top``, the newest highest,
        where the foot holds buttons (the menu's Statistics, Settings and Quit, playtest 230)."""
        width, height = size
        s = draw.ui_scale(size)
        f = draw.font(words_size(size))
        out: list[pygame.Rect] = []
        margin, gap = round(8 * s), round(6 * s)
        edge = margin if top else height - margin
        for banner in reversed(self._shown):
            words_w, words_h = f.size(banner.text)
            rect = pygame.Rect(0, 0, min(width - 40, words_w + round(32 * s)), words_h + round(14 * s))
            if top:
                rect.midtop = (width // 2, edge)
                edge = rect.bottom + gap
            else:
                rect.midbottom = (width // 2, edge)
                edge = rect.top - gap
            out.append(rect)
        return out[::-1]

    def draw(self, surface: pygame.Surface, dt: float, top: bool = False) -> None:
        """Age the notices by ``dt`` seconds and draw those still shown at the foot of ``surface`` (its ``top``)."""
        for banner in self._shown:
            banner.left -= dt
        self._shown = [b for b in self._shown if b.left > 0]
        for banner, rect in zip(self._shown, self.rects(surface.get_size(), top), strict=True):
            alpha = max(0, min(255, int(255 * banner.left / FADE_SECONDS))) if banner.left < FADE_SECONDS else 255
            box = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(box, (*theme.PANEL, 235), box.get_rect(), border_radius=10)
            pygame.draw.rect(box, theme.ACCENT, box.get_rect(), width=2, border_radius=10)
            # a message longer than the window is shrunk, then shortened, inside the box
            draw.text(box, banner.text, (rect.w // 2, rect.h // 2), words_size(surface.get_size()), anchor="center",
                      fit="shrink", box=box.get_rect().inflate(-16, 0))
            box.set_alpha(alpha)
            surface.blit(box, rect)


def words_size(size: tuple[int, int]) -> int:
    """Return the notices' words' size in pixels in a window of ``size``."""
    return round(SIZE * draw.ui_scale(size))
