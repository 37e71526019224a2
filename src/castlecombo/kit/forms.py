"""Form widgets shared by the menu-side scenes (buttons, inputs, toggles, selectors) and the
base class of the scenes built from them; they draw with :mod:`castlecombo.kit.draw`.

Everything here reads positions from ``event.pos`` (never the mouse state) so that posted
events drive it in tests, and lays itself out from rects the owning scene computes for the
current window size.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from castlecombo import i18n
from castlecombo.kit import glyphs, theme
from castlecombo.kit.draw import fitted, font, label_room, mix, seat_colour, shares, text, ui_scale, user_scale
from castlecombo.kit.focus import PRESS_KEYS
from castlecombo.kit.scene import Navigator, Scene, second_click

# --- widgets ---------------------------------------------------------------------------------

class Button:
    """A clickable button: ``enabled`` greys it out and ignores clicks, ``primary`` gives it the
    accent colour, ``visible`` hides it (and its clicks)."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str,
                 on_click: Callable[[], None], *, enabled: bool = True, size: int = 22,
                 tooltip: str = "", primary: bool = False) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.on_click = on_click
        self.enabled = enabled
        self.size = size
        self.tooltip = tooltip
        self.primary = primary
        self.visible = True
        self.hover = False

    def handle(self, event: pygame.event.Event) -> bool:
        """React to ``event``; return True if it was a click on this button."""
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.enabled and not second_click(event):
                self.on_click()
            return True
        return False

    def press_key(self, key: int) -> bool:
        """The keyboard's focus is on the button: Enter or Space presses it."""
        if key in PRESS_KEYS and self.visible and self.enabled:
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        if not self.enabled:
            fill = theme.BUTTON_DISABLED
        elif self.primary:
            fill = theme.PRIMARY_HOVER if self.hover else theme.PRIMARY
        else:
            fill = theme.BUTTON_HOVER if self.hover else theme.BUTTON
        radius = max(4, self.rect.height // 5)
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        edge = theme.ACCENT if (self.primary and self.enabled) or (self.hover and self.enabled) else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, width=1, border_radius=radius)
        colour = ((theme.PRIMARY_TEXT if self.primary else theme.TEXT) if self.enabled else theme.TEXT_DIM)
        text(surface, self.label, self.rect.center, self.size, colour, kind="bold" if self.primary else "text",
             anchor="center", max_width=label_room(self.rect, 8), fit="shrink", box=self.rect)


class Toggle:
    """An on/off switch with a label to its left."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], value: bool,
                 on_change: Callable[[bool], None] | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.value = value
        self.on_change = on_change

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            if not second_click(event):  # a double-click turned it on and off again: nothing seemed to happen
                self.flip()
            return True
        return False

    def flip(self) -> None:
        """Turn the switch the other way."""
        self.value = not self.value
        if self.on_change:
            self.on_change(self.value)

    def press_key(self, key: int) -> bool:
        """The keyboard's focus is on the switch: Space turns it (Enter is the form's own key)."""
        if key == pygame.K_SPACE:
            self.flip()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        track = mix(theme.GOOD, theme.BUTTON, 0.3) if self.value else theme.BUTTON_DISABLED
        pygame.draw.rect(surface, track, r, border_radius=r.height // 2)
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, width=1, border_radius=r.height // 2)
        knob_r = r.height // 2 - 3
        cx = r.right - r.height // 2 if self.value else r.left + r.height // 2
        pygame.draw.circle(surface, theme.TEXT, (cx, r.centery), knob_r)


class Segmented:
    """A row of mutually exclusive choices (e.g. Human | Easy | Medium | Hard)."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], options: Sequence[tuple[Any, str]],
                 value: Any, on_change: Callable[[Any], None] | None = None, *, size: int = 18) -> None:
        self.rect = pygame.Rect(rect)
        self.options = list(options)
        self.value = value
        self.on_change = on_change
        self.size = size

    def pad(self) -> int:
        """Return the room a label leaves in its cell, growing with the row (at 4K, 16 px left the window sizes
        touching their cells' edges, playtest 109)."""
        return max(16, self.rect.height // 3)

    def wants(self) -> list[int]:
        """Return the width each label needs whole, at the size it is drawn."""
        size = min(self.size, int(self.rect.height * 0.8))
        f, pad = font(max(theme.MIN_TEXT_PX, size), "bold"), self.pad()
        return [f.size(label)[0] + pad for _value, label in self.options]

    def _cells(self) -> list[pygame.Rect]:
        n = max(1, len(self.options))
        size = min(self.size, int(self.rect.height * 0.8))
        wants, pad = self.wants(), self.pad()
        if max(wants, default=0) <= self.rect.width / n:  # every label fits an equal cell: equal cells
            widths = [self.rect.width / n] * n
        elif sum(wants) <= self.rect.width:  # a long label (a player's name) takes the room the short ones leave
            widths = shares(wants, self.rect.width)
        elif size * (self.rect.width - n * pad) / max(1, sum(wants) - n * pad) >= theme.MIN_TEXT_PX:  # too little room
            # for all: every label shrinks alike, each cell keeping its margins ("Jo", shrunk margins and all, sat
            # in a sliver beside two long names, playtest 258)
            ratio = (self.rect.width - n * pad) / max(1, sum(wants) - n * pad)
            widths = [pad + (w - pad) * ratio for w in wants]
        else:  # shrunk alike they would be cut anyway: the short labels stay whole, the long ones share the rest
            widths = shares(wants, self.rect.width)
        cells, x = [], float(self.rect.left)
        for w in widths:
            cells.append(pygame.Rect(round(x), self.rect.top, round(x + w) - round(x), self.rect.height))
            x += w
        return cells

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            for cell, (value, _label) in zip(self._cells(), self.options):
                if cell.collidepoint(event.pos):
                    self.choose(value)
                    return True
        return False

    def choose(self, value: Any) -> None:
        """Choose ``value`` (``on_change`` hears of it when it is a change)."""
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def press_key(self, key: int) -> bool:
        """The keyboard's focus is on the row: Left and Right choose the choice beside (no further than the ends)."""
        step = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}.get(key)
        values = [value for value, _label in self.options]
        if step is None or not values:
            return False
        here = values.index(self.value) if self.value in values else (-1 if step > 0 else len(values))
        self.choose(values[max(0, min(len(values) - 1, here + step))])
        return True

    def draw(self, surface: pygame.Surface) -> None:
        radius = max(4, self.rect.height // 4)
        pygame.draw.rect(surface, theme.BUTTON_DISABLED, self.rect, border_radius=radius)
        cells = self._cells()
        size = min(self.size, int(self.rect.height * 0.8))  # a short row (a large UI scale) takes smaller words
        # one size for the row: the label that must shrink most sets it ("Humain" and "IA experte" were smaller
        # than "IA facile" beside them, a playtest)
        least, pad = font(theme.MIN_TEXT_PX, "bold"), self.pad()
        size = min([size] + [fitted(label, size, "bold", cell.width - pad, "shrink", theme.MIN_TEXT_PX)[1]
                             for cell, (_value, label) in zip(cells, self.options)
                             if least.size(label)[0] <= cell.width - pad])  # one cut anyway sets no size
        for i, (cell, (value, label)) in enumerate(zip(cells, self.options)):
            chosen = value == self.value
            if chosen:
                pygame.draw.rect(surface, theme.PRIMARY, cell.inflate(-4, -4), border_radius=radius)
            elif i:
                pygame.draw.line(surface, theme.PANEL_EDGE, (cell.left, cell.top + 6), (cell.left, cell.bottom - 7))
            text(surface, label, cell.center, size, theme.PRIMARY_TEXT if chosen else theme.TEXT_DIM,
                 kind="bold" if chosen else "text", anchor="center", max_width=cell.width - pad, fit="shrink",
                 box=cell)  # clear of the chosen fill's ends ("Humain" touched them, a playtest)
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.rect, width=1, border_radius=radius)


class Swatches:
    """A row of colour dots; clicking one calls ``on_pick(colour)``."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], colours: Sequence[str], value: str,
                 on_pick: Callable[[str], None] | None = None, *, taken: Callable[[], set[str]] | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.colours = [c.lower() for c in colours]
        self.value = value.lower()
        self.on_pick = on_pick
        self.taken = taken

    def _centres(self) -> list[tuple[int, int]]:
        n = len(self.colours)
        step = self.rect.width / n
        return [(round(self.rect.left + step * (i + 0.5)), self.rect.centery) for i in range(n)]

    def _radius(self) -> int:
        return max(6, min(self.rect.height // 2 - 2, int(self.rect.width / len(self.colours) / 2) - 3))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            r = self._radius() + 3
            for colour, (cx, cy) in zip(self.colours, self._centres()):
                if math.hypot(event.pos[0] - cx, event.pos[1] - cy) <= r:
                    if self.on_pick:
                        self.on_pick(colour)
                    return True
        return False

    def press_key(self, key: int) -> bool:
        """The keyboard's focus is on the dots: Left and Right pick the colour beside (no further than the ends)."""
        step = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}.get(key)
        if step is None:
            return False
        here = self.colours.index(self.value) if self.value in self.colours else 0
        colour = self.colours[max(0, min(len(self.colours) - 1, here + step))]
        if colour != self.value and self.on_pick:
            self.on_pick(colour)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        taken = self.taken() if self.taken else set()
        r = self._radius()
        for colour, centre in zip(self.colours, self._centres()):
            rgb = seat_colour(colour)
            chosen = colour == self.value
            if chosen:
                pygame.draw.circle(surface, theme.TEXT, centre, r + 3, width=2)
                glyphs.seat_mark(surface, rgb, centre, r)
            elif colour in taken:
                glyphs.seat_mark(surface, rgb, centre, r - 2, fill=mix(rgb, theme.PANEL, 0.65))
            else:
                glyphs.seat_mark(surface, rgb, centre, r - 2)


# --- scenes ----------------------------------------------------------------------------------

class FormScene(Scene):
    """A menu-side scene: its widgets are placed again whenever the window size changes.

    Subclasses override :meth:`place`; ``close`` goes back to the scene below.
    """

    def __init__(self, app: Navigator) -> None:
        super().__init__(app)
        self._size: tuple[int, int] | None = None
        self._scale = 0.0
        self._language = ""

    def place(self, w: int, h: int, s: float) -> None:
        """Place the widgets for a ``w`` x ``h`` window (``s`` is its :func:`ui_scale`)."""

    def _layout(self, size: tuple[int, int]) -> None:
        if size == self._size and self._scale == user_scale() and self._language == i18n.language():
            return
        self._size = size
        self._scale = user_scale()  # the UI-scale setting changes the layout as much as the window does
        self._language = i18n.language()  # and the language: longer words take more room
        self.place(size[0], size[1], self.form_scale(size))

    def relayout(self) -> None:
        """Lay out for the window as the app knows it now (a no-op when the size is unchanged)."""
        self._layout(self.app.size)

    def form_scale(self, size: tuple[int, int]) -> float:
        """Return the size factor of fonts and spacing in a window of ``size`` (:func:`ui_scale`)."""
        return ui_scale(size)

    def frame(self, surface: pygame.Surface) -> tuple[int, int, float]:
        """Lay out for ``surface`` and return its width, height and ui scale (to start drawing)."""
        size = surface.get_size()
        self._layout(size)
        return size[0], size[1], self.form_scale(size)

    def enter(self) -> None:
        self.relayout()

    def resize(self, size: tuple[int, int]) -> None:
        self._layout(size)

    def close(self) -> None:
        """Back to the scene below."""
        self.app.stack.pop()

    @staticmethod
    def click_through(event: pygame.event.Event, widgets: Sequence[Any]) -> bool:
        """Show ``event`` to each widget in turn, stopping at the first that takes a click."""
        return any(widget.handle(event) and event.type == pygame.MOUSEBUTTONUP for widget in widgets)
