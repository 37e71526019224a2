"""The "?" overlay: every keyboard shortcut of the table, from the one list the keys obey."""

from __future__ import annotations

import pygame

from castlecombo.combo.ui.table_keys import PROMPT_SHORTCUTS, SHORTCUTS
from castlecombo.i18n import _
from castlecombo.kit import theme
from castlecombo.kit.draw import dim, font, inside, panel, text, ui_scale, wrap
from castlecombo.kit.scene import Navigator, Scene


def lines() -> list[tuple[str, str]]:
    """Return the (keys, what they do) lines the overlay shows, in the language spoken now: the table's, then
    the prompts'. A key's letter stays the same in every language (it has no entry in a catalog)."""
    return ([(_(s.keys), _(s.words)) for s in SHORTCUTS]
            # TRANSLATORS: {action} is what a key does in a card's prompt, e.g. "choose an answer"
            + [(_(k), _("in a card's prompt: {action}").format(action=_(w))) for k, w in PROMPT_SHORTCUTS]
            + [("M", _("sound off or on, anywhere in the game"))])


class ShortcutsScene(Scene):
    """Every shortcut over the dimmed table; any key or click closes it."""

    transparent = True

    def __init__(self, app: Navigator) -> None:
        super().__init__(app)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 200, (10, 12, 10))
        w, h = surface.get_size()
        sc = ui_scale((w, h))
        size = max(theme.MIN_TEXT_PX, round(18 * sc))
        row = size + round(8 * sc)
        box = pygame.Rect(0, 0, min(w - 40, round(900 * sc)), 0)
        keys_w = round(250 * sc)
        words_w = box.w - keys_w - round(60 * sc)
        f = font(size)
        wrapped = [(k, wrap(words, f, words_w)) for k, words in lines()]
        box.h = round(90 * sc) + sum(len(ws) for _k, ws in wrapped) * row + round(40 * sc)
        box.h = min(box.h, h - 20)
        box.center = (w // 2, h // 2)
        panel(surface, box, alpha=255, radius=12, edge=theme.ACCENT, width=2)
        with inside(box):
            text(surface, _("Keyboard shortcuts"), (box.centerx, box.y + round(18 * sc)), round(30 * sc),
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
