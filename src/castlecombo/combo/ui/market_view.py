"""The market panel of the table view: both rows with their decks and discards, and the Messenger."""

from __future__ import annotations

import pygame

from castlecombo.combo.engine.catalog import COST, DECK
from castlecombo.combo.engine.state import FACE_DOWN_GOLD, FACE_DOWN_KEYS, GameState
from castlecombo.combo.ui.narration import LOC_NAMES
from castlecombo.combo.ui.table_gfx import back_surface, card_surface
from castlecombo.combo.ui.table_view import Marks, TableView
from castlecombo.kit import theme
from castlecombo.kit.draw import font, icon, inside, panel, text, tint, wrap

FACE_DOWN_TAG = f"+{FACE_DOWN_GOLD} gold +{FACE_DOWN_KEYS} keys"
TAG_LIFT = 7  # px at scale 1 between a display card's top and its price tag: the keyboard cursor's ring


def draw_market(surface: pygame.Surface, view: TableView, s: GameState, marks: Marks) -> None:
    """Draw the market panel: the Messenger's row lit, price tags and flip buttons when ``marks.offer``."""
    panel(surface, view.layout.market, alpha=255, radius=10)
    with inside(view.layout.market):
        _draw_rows(surface, view, s, marks)


def _draw_rows(surface: pygame.Surface, view: TableView, s: GameState, marks: Marks) -> None:
    lay = view.layout
    sc = lay.scale
    active = s.messenger
    dragged = marks.drag.slot if marks.drag is not None else None
    for loc in range(2):
        lx, ly = lay.row_label[loc]
        row = lay.slots[loc]
        if loc == active:
            band = pygame.Rect(row[0].x - 6, row[0].y - 6, row[2].right - row[0].x + 12, row[0].h + 12)
            pygame.draw.rect(surface, (58, 70, 60), band, border_radius=10)
            pygame.draw.rect(surface, theme.ACCENT, band, width=2, border_radius=10)
        label = LOC_NAMES[loc]
        if not s.alive[loc]:
            label += " (left the game)"
        elif loc == active and not marks.offer:
            # while a human picks, the price tags above the cards need this line's room
            label += "  ·  the Messenger is here"
        text(surface, label, (lx, ly), round(19 * sc), theme.ACCENT if loc == active else theme.TEXT_DIM, "bold")
        deck = lay.deck[loc]
        if s.decks[loc]:
            surface.blit(back_surface(loc, deck.size), deck)
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, deck, width=1, border_radius=8)
        text(surface, f"deck {len(s.decks[loc])}", (deck.centerx, deck.bottom + 2), round(16 * sc), theme.TEXT_DIM,
             anchor="midtop")
        for slot, rect in enumerate(row):
            card = s.displays[loc][slot]
            if card < 0 or marks.hidden_slot == (loc, slot) or (loc, slot) in marks.veil.slots \
                    or (loc == active and dragged == slot):
                pygame.draw.rect(surface, theme.PANEL_EDGE, rect, width=1, border_radius=8)
                continue
            flipped = loc == active and marks.offer and marks.flip[slot]
            img = back_surface(DECK[card], rect.size) if flipped else card_surface(card, rect.size)
            surface.blit(img, rect)
            if loc != active:
                tint(surface, rect, (20, 24, 20, 70))
            if loc == active and marks.offer:
                _draw_offer(surface, view, s, marks, slot, flipped)
        disc = lay.discard[loc]
        top = marks.veil.discard_top(loc, s.discards[loc])
        if top is not None:
            surface.blit(card_surface(top, disc.size), disc)
            tint(surface, disc, (20, 24, 20, 110))
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, disc, width=1, border_radius=8)
        text(surface, f"discards {len(s.discards[loc])}", (disc.centerx, disc.bottom + 2), round(16 * sc),
             theme.TEXT_DIM, anchor="midtop")
    tok = lay.messenger[active]
    ic = icon("messenger", tok.w + 6)
    surface.blit(ic, ic.get_rect(center=marks.veil.messenger or tok.center))


def _draw_offer(surface: pygame.Surface, view: TableView, s: GameState, marks: Marks, slot: int,
                flipped: bool) -> None:
    """The price tag above a card the player to move may take, and its face-down button."""
    rect = view.layout.slots[s.messenger][slot]
    card = s.displays[s.messenger][slot]
    price = s.price(s.current, card)
    if flipped:
        tag, colour = FACE_DOWN_TAG, theme.GOOD
    elif price > s.players[s.current].gold:
        tag, colour = f"costs {price}: too dear", theme.BAD
    else:
        tag, colour = (f"pay {price}" if price != COST[card] else ""), theme.TEXT
    if tag:  # above the lit row's band and the keyboard cursor's ring (they would hide its lower half)
        sc = view.layout.scale
        text(surface, tag, (rect.centerx, rect.top - round(TAG_LIFT * sc) - 2), round(14 * sc), colour, "bold",
             anchor="midbottom", max_width=rect.w + 8, fit="shrink")
    fr = view.flip_rect(s, slot)
    hover = marks.hover is not None and fr.collidepoint(marks.hover)
    pygame.draw.circle(surface, theme.ACCENT if (hover or flipped) else theme.BUTTON, fr.center, fr.w // 2)
    pygame.draw.circle(surface, theme.PANEL, fr.center, fr.w // 2, width=2)
    ic = icon("facedown", int(fr.w * 0.62))
    surface.blit(ic, ic.get_rect(center=fr.center))


def draw_keys(surface: pygame.Surface, view: TableView, s: GameState, enabled: tuple[bool, bool], hint: str,
              hover: tuple[int, int] | None) -> None:
    """Draw the two key buttons (move the Messenger, refresh its row) and ``hint`` under the market."""
    lay = view.layout
    view.draw_button(surface, lay.key_move, f"Key: Messenger to {LOC_NAMES[1 - s.messenger]}", enabled[0], hover)
    view.draw_button(surface, lay.key_refresh, f"Key: refresh {LOC_NAMES[s.messenger]}", enabled[1], hover)
    box = pygame.Rect(lay.hint, (lay.market.right - 12 - lay.hint[0], lay.market.bottom - 4 - lay.hint[1]))
    size = max(theme.MIN_TEXT_PX, round(15 * lay.scale))  # measured at the size text() will draw it
    lines = wrap(hint, font(size), box.w)
    while size > theme.MIN_TEXT_PX and len(lines) * font(size).get_linesize() > box.h:
        size -= 1  # smaller words before fewer of them
        lines = wrap(hint, font(size), box.w)
    step = font(size).get_linesize()
    if len(lines) * step > box.h:  # at the least size: lines a little closer rather than one fewer
        step = max(size + 2, box.h // len(lines))
    room = max(1, box.h // step)
    if len(lines) > room:  # the last line that shows ends in "…"
        lines = [*lines[:room - 1], " ".join(lines[room - 1:])]
    for k, line in enumerate(lines):
        text(surface, line, (box.x, box.y + k * step), size, theme.TEXT_DIM, box=box)
