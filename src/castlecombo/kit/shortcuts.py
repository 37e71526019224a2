"""The "?" overlay of a table: what the mouse does, then every keyboard shortcut, from the list the table's keys
obey."""

from __future__ import annotations

import functools
from collections.abc import Callable

import pygame

from castlecombo.i18n import N_, _
from castlecombo.kit import theme
from castlecombo.kit.draw import dim, font, inside, panel, text, ui_scale, wrap
from castlecombo.kit.scene import Navigator, Scene

# TRANSLATORS: the title of the "?" list at a table: what the mouse does, then every key
TITLE = N_("Mouse and keyboard")


class ShortcutsScene(Scene):
    """Every shortcut of a table over it, dimmed: ``rows()`` gives the (mouse or keys, what they do) lines in the
    language spoken now; any key or click closes it."""

    transparent = True

    def __init__(self, app: Navigator, rows: Callable[[], list[tuple[str, str]]]) -> None:
        super().__init__(app)
        self.rows = rows

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 200, (10, 12, 10))
        w, h = surface.get_size()
        sc = ui_scale((w, h))
        box = pygame.Rect(0, 0, min(w - 40, round(900 * sc)), 0)
        box.h, size, row, keys_w, wrapped = _fitted(tuple(self.rows()), box.w, h - 20, sc)
        box.h = min(box.h, h - 20)
        box.center = (w // 2, h // 2)
        panel(surface, box, alpha=255, radius=12, edge=theme.ACCENT, width=2)
        with inside(box):
            text(surface, _(TITLE), (box.centerx, box.y + round(18 * sc)), round(30 * sc),
                 theme.ACCENT, "title", anchor="midtop", fit="shrink")
            y = box.y + round(72 * sc)
            x = box.x + round(30 * sc)
            for keys, ws in wrapped:
                text(surface, keys, (x, y), size, theme.HIGHLIGHT, "bold", max_width=keys_w - 10, fit="shrink")
                for line in ws:
                    text(surface, line, (x + keys_w, y), size, theme.TEXT)
                    y += row
            text(surface, _("Any key or click closes this list."), (box.centerx, box.bottom - round(12 * sc)),
                 max(theme.MIN_TEXT_PX, round(15 * sc)), theme.TEXT_DIM, anchor="midbottom", fit="shrink")


Fitted = tuple[int, int, int, int, list[tuple[str, list[str]]]]


@functools.lru_cache(maxsize=32)  # asked on every frame the list is shown
def _fitted(rows: tuple[tuple[str, str], ...], width: int, most: int, sc: float) -> Fitted:
    """Return (the box's height, the text size, a row's height, the keys' column width, each row's keys and
    wrapped words) at the largest size whose lines all fit ``most`` pixels (a long language at 150 % ran off
    the window's foot)."""
    for size in range(max(theme.MIN_TEXT_PX, round(18 * sc)), theme.MIN_TEXT_PX - 1, -1):
        row = size + round(8 * size / 18)
        keys_w = min(max(font(size, "bold").size(k)[0] for k, _words in rows) + round(30 * sc), width // 3)
        words_w = width - keys_w - round(60 * sc)
        wrapped = [(k, wrap(words, font(size), words_w)) for k, words in rows]
        height = round(90 * sc) + sum(len(ws) for _k, ws in wrapped) * row + round(40 * sc)
        if height <= most:
            break
    return height, size, row, keys_w, wrapped
