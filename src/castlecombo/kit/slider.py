"""A horizontal slider for a whole number in a range (volumes in percent), dragged or clicked,
or moved a step by Left and Right when the keyboard's focus is on it.

Reads positions from ``event.pos`` only, so posted events drive it in tests. While the knob is
dragged the value follows the pointer (``on_move``); ``on_change`` is called once, on release,
so a setting is written once per gesture rather than once per pixel.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from castlecombo.kit import theme
from castlecombo.kit.draw import mix, text


class Slider:
    """A value from ``low`` to ``high`` (whole numbers) shown as a track with a knob and the value."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], value: int, low: int = 0, high: int = 100,
                 on_change: Callable[[int], None] | None = None, *, on_move: Callable[[int], None] | None = None,
                 words: Callable[[int], str] = "{}%".format, size: int = 18, step: int = 5) -> None:
        self.rect = pygame.Rect(rect)
        self.low, self.high = low, high
        self.value = max(low, min(high, value))
        self.on_change = on_change
        self.on_move = on_move
        self.words = words  # the value as drawn beside the track ("80%"; "80 %" in French)
        self.size = size
        self.step = step  # what Left and Right move it by, the keyboard's focus on it
        self.dragging = False
        self.enabled = True  # off: drawn dimmed and deaf to the pointer (a volume while the sound is off)
        # off, the keyboard still stops on it and Left or Right calls this to say why it is off: passed by, the ring
        # went on to the next row and its arrows changed that (the UI scale, not the volume, playtest 256)
        self.on_refused: Callable[[], None] | None = None

    @property
    def focusable(self) -> bool:
        """True if Tab stops at the slider: it is on, or it says why it is off."""
        return self.enabled or self.on_refused is not None

    def track(self) -> pygame.Rect:
        """Return the track the knob runs along (the rect less the room for the value's words)."""
        words = max(self.rect.h, round(self.size * 3.6))
        return pygame.Rect(self.rect.x + self.rect.h // 2, self.rect.y, self.rect.w - words - self.rect.h, self.rect.h)

    def value_at(self, x: int) -> int:
        """Return the value the knob has at ``x`` pixels (clamped to the range)."""
        t = self.track()
        share = (x - t.left) / max(1, t.w)
        return round(self.low + max(0.0, min(1.0, share)) * (self.high - self.low))

    def knob_x(self) -> int:
        """Return where the knob is drawn."""
        t = self.track()
        return round(t.left + (self.value - self.low) / max(1, self.high - self.low) * t.w)

    def _move(self, x: int) -> None:
        value = self.value_at(x)
        if value != self.value:
            self.value = value
            if self.on_move:
                self.on_move(value)

    def handle(self, event: pygame.event.Event) -> bool:
        """React to ``event``; return True when it was used (pressed, dragged or released here)."""
        if not self.enabled:
            self.dragging = False
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.track().inflate(
                self.rect.h, 0).collidepoint(event.pos):
            self.dragging = True
            self._move(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._move(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self._move(event.pos[0])
            if self.on_change:
                self.on_change(self.value)
            return True
        return False

    def press_key(self, key: int) -> bool:
        """The keyboard's focus is on the slider: Left and Right move it to the step below or above (73 goes
        to 70 or 75), heard as a release is."""
        if key not in (pygame.K_LEFT, pygame.K_RIGHT) or not self.focusable:
            return False
        if not self.enabled:
            if self.on_refused:
                self.on_refused()
            return True
        here = self.value - self.low
        steps = (here - 1) // self.step if key == pygame.K_LEFT else here // self.step + 1
        value = max(self.low, min(self.high, self.low + steps * self.step))
        if value != self.value:
            self.value = value
            if self.on_move:
                self.on_move(value)
            if self.on_change:
                self.on_change(value)
        return True

    def wheel(self, clicks: int, pointer: tuple[int, int]) -> bool:
        """The wheel turned ``clicks`` (up: more) with the pointer at ``pointer``: over the slider, move it that many
        steps, as Right and Left do; return whether it was over it (a playtest turned it over Master volume, 307)."""
        if not self.rect.collidepoint(pointer) or not clicks:
            return False
        for _click in range(abs(clicks)):
            self.press_key(pygame.K_RIGHT if clicks > 0 else pygame.K_LEFT)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        t = self.track()
        h = max(4, t.h // 4)
        bar = pygame.Rect(t.left, t.centery - h // 2, t.w, h)
        pygame.draw.rect(surface, theme.BUTTON_DISABLED, bar, border_radius=h // 2)
        x = self.knob_x()
        fill = mix(theme.ACCENT, theme.BUTTON, 0.35) if self.enabled else theme.BUTTON
        pygame.draw.rect(surface, fill, (bar.x, bar.y, x - bar.x, bar.h), border_radius=h // 2)
        pygame.draw.rect(surface, theme.PANEL_EDGE, bar, width=1, border_radius=h // 2)
        r = max(6, t.h // 2 - 3)
        knob = theme.ACCENT if self.dragging else theme.TEXT if self.enabled else theme.TEXT_DIM
        pygame.draw.circle(surface, knob, (x, t.centery), r)
        pygame.draw.circle(surface, theme.PANEL_EDGE, (x, t.centery), r, width=1)
        text(surface, self.words(self.value), (self.rect.right, self.rect.centery), self.size,
             theme.TEXT if self.enabled else theme.TEXT_DIM, anchor="midright")
