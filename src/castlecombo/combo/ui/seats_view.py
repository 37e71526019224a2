"""The seats column of the table view: one panel per seat with its score, gold, keys, discounts,
mini tableau and status."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.state import GameState
from castlecombo.combo.engine.tableau import EMPTY, card_of, is_face_down
from castlecombo.combo.ui.table_gfx import card_surface
from castlecombo.combo.ui.table_view import Marks, TableView
from castlecombo.kit import theme
from castlecombo.kit.draw import icon_value, panel, text


def seat_label(view: TableView, seat: int) -> str:
    """Return a seat's name, with its AI level unless the name says it."""
    name = view.seat_name(seat)
    kind = view.seats[seat].kind
    return name if kind in ("human", "random") or "AI" in name else f"{name} ({kind})"


def draw_seats(surface: pygame.Surface, view: TableView, s: GameState, marks: Marks,
               status: Callable[[int, bool], str]) -> None:
    """Draw every seat's panel; ``status(seat, playing)`` gives the words beside its mini tableau."""
    lay = view.layout
    sc = lay.scale
    scores = view.scores(s)
    shown_mark = s.n > 1 and bool(view.humans())
    for seat, box in enumerate(lay.seats):
        p = s.players[seat]
        rect = box.rect
        playing = seat == marks.active
        colour = view.seat_colour(seat)
        panel(surface, rect, alpha=255, radius=10, edge=colour if playing else theme.PANEL_EDGE,
              width=3 if playing else 1, fill=(40, 48, 42) if playing else theme.PANEL)
        x = rect.x + round(12 * sc)
        y = rect.y + round(6 * sc)
        pygame.draw.circle(surface, colour, (x + round(6 * sc), y + round(12 * sc)), round(6 * sc))
        text(surface, seat_label(view, seat) + ("  (shown)" if seat == marks.view_seat and shown_mark else ""),
             (x + round(18 * sc), y), round(19 * sc), theme.TEXT, "bold", max_width=rect.w - round(110 * sc),
             fit="shrink")
        text(surface, f"{scores[seat]} pts", (rect.right - round(12 * sc), y), round(20 * sc), theme.ACCENT,
             "bold", anchor="topright")
        y += round(26 * sc)
        isz = round(18 * sc)
        nx = icon_value(surface, "gold", str(p.gold), (x, y), isz)
        nx = icon_value(surface, "key", str(p.keys), (nx, y), isz)
        parts = [f"{loc} -{off}" for loc, off in zip(("Castle", "Village"), p.discount) if off]
        if parts:
            icon_value(surface, "discount", " ".join(parts), (nx, y), isz, right=rect.right - round(8 * sc))
        _draw_mini(surface, view, s, seat, marks.hidden_cell)
        _draw_status(surface, view, seat, status(seat, playing), playing)


def _draw_mini(surface: pygame.Surface, view: TableView, s: GameState, seat: int,
               hidden_cell: tuple[int, int] | None) -> None:
    cells, purse, _rf, _cf = s.frame_cells(seat)
    top, left = s.players[seat].frame()
    for i, mrect in enumerate(view.layout.seats[seat].mini):
        v = cells[i]
        r, c = top + i // 3, left + i % 3
        if v == EMPTY or hidden_cell == (seat, r * A.FIELD + c):
            pygame.draw.rect(surface, (50, 56, 52), mrect, border_radius=3)
        else:
            surface.blit(card_surface(card_of(v), mrect.size, is_face_down(v), purse[i]), mrect)


def _draw_status(surface: pygame.Surface, view: TableView, seat: int, status: str, playing: bool) -> None:
    if not status:
        return
    sc = view.layout.scale
    box = view.layout.seats[seat]
    colour = view.seat_colour(seat)
    mx = box.mini[2].right + round(14 * sc)
    my = box.mini[0].y
    text(surface, status, (mx, my), round(18 * sc), colour if playing else theme.TEXT_DIM, "bold")
    if status.startswith("thinking"):
        t = pygame.time.get_ticks() / 1000.0
        cx, cy = mx + round(10 * sc), my + round(40 * sc)
        for k in range(3):
            rr = round(4 * sc + 2 * sc * (1 + math.sin(t * 4 + k * 0.8)))
            pygame.draw.circle(surface, colour, (cx + k * round(18 * sc), cy), rr)
