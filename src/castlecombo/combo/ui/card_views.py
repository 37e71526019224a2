"""Overlay scenes of the table that show cards: a location's discard pile, and one card large."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from castlecombo.combo.ui.narration import card_title
from castlecombo.combo.ui.prompts import TABLE_DIM
from castlecombo.combo.ui.table_gfx import card_surface
from castlecombo.combo.ui.table_view import TableView
from castlecombo.i18n import _
from castlecombo.kit import theme
from castlecombo.kit.draw import dim, text
from castlecombo.kit.scene import Navigator, Scene


class DiscardViewer(Scene):
    """The public discard pile of one location."""

    transparent = True

    def __init__(self, app: Navigator, view: TableView, loc: int, cards: Sequence[int]) -> None:
        super().__init__(app)
        self.view = view
        self.loc = loc
        self.cards = list(cards)

    def handle(self, event: pygame.event.Event) -> None:
        if (event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3)) or \
                (event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE)):
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 190, TABLE_DIM)
        w, h = surface.get_size()
        sc = self.view.layout.scale
        cards = self.cards
        heading = (_("Castle discards ({n})  ·  click to close") if self.loc == 0
                   else _("Village discards ({n})  ·  click to close"))
        text(surface, heading.format(n=len(cards)), (w // 2, round(60 * sc)),
             round(26 * sc), theme.TEXT, "title", anchor="midtop", fit="shrink")
        if not cards:
            text(surface, _("No card has been discarded here yet."), (w // 2, h // 2), round(22 * sc),
                 theme.TEXT_DIM, anchor="center", fit="shrink")
            return
        cols = 8
        cw = min(round(130 * sc), (w - 80) // cols - 10)
        ch = round(cw * 1.4)
        x0 = (w - cols * (cw + 10)) // 2
        y0 = round(110 * sc)
        for i, card in enumerate(reversed(cards)):
            r, c = divmod(i, cols)
            y = y0 + r * (ch + 10)
            if y + ch > h:
                break
            surface.blit(card_surface(card, (cw, ch)), (x0 + c * (cw + 10), y))


class CardZoom(Scene):
    """One card, large; any click or key closes it (the release of the press that opened it is not its own:
    the stack gives a release only to the scene its press went to)."""

    transparent = True

    def __init__(self, app: Navigator, card: int, face_down: bool = False) -> None:
        super().__init__(app)
        self.card = card
        self.face_down = face_down

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170, TABLE_DIM)
        w, h = surface.get_size()
        ch = int(h * 0.8)
        cw = int(ch / 1.4)
        img = card_surface(self.card, (cw, ch), self.face_down)
        at = img.get_rect(center=(w // 2, h // 2))
        surface.blit(img, at)
        if self.face_down:  # on a band of its own: it stood over the dimmed buttons of the final tableaux (a playtest)
            pygame.draw.rect(surface, theme.PANEL, (0, at.bottom + 4, w, h - at.bottom - 4))
            text(surface, _("{card} (face down: no shields, no ability, no scroll)").format(card=card_title(self.card)),
                 (w // 2, h - 20), 20, theme.TEXT_DIM, anchor="midbottom", fit="shrink")
