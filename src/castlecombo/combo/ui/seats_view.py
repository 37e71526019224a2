"""The seats column of the table view: one panel per seat with its score, gold, keys, discounts,
mini tableau and status."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.state import GameState
from castlecombo.combo.engine.tableau import EMPTY, card_of, is_face_down
from castlecombo.combo.ui.table_gfx import card_surface
from castlecombo.combo.ui.table_view import Marks, TableView
from castlecombo.i18n import N_, _, ngettext
from castlecombo.kit import glyphs, theme
from castlecombo.kit.draw import dashed_rect, font, icon, icon_value, inside, panel, text, wrap
from castlecombo.kit.glyphs import thinking_dots
from castlecombo.people import thinking_word

DECK_ICON = ("card_castle", "card_village")  # the icon of a card of each location, as printed on the cards
_AI_WORDS = {"easy": N_("easy AI"), "medium": N_("medium AI"), "hard": N_("hard AI"), "expert": N_("expert AI"),
             "random": N_("random AI")}


def kind_words(view: TableView, seat: int) -> str:
    """Return who plays a seat in words ("hard AI", "random AI"; "" for a person)."""
    kind = view.seats[seat].kind
    return "" if kind == "human" else _(_AI_WORDS.get(kind, kind))


def draw_seats(surface: pygame.Surface, view: TableView, s: GameState, marks: Marks,
               status: Callable[[int, bool], str]) -> None:
    """Draw every seat's panel; ``status(seat, playing)`` gives the words beside its mini tableau."""
    lay = view.layout
    sc = lay.scale
    scores = view.scores(s)
    shown_mark = s.n > 1 and bool(view.humans())
    # the seats next to the one shown carry the cards' neighbour icon: with five seats nothing said who sat beside
    # whom, and abilities count a neighbour's tableau (playtest 310)
    nearby = set(s.neighbours(marks.view_seat)) if s.n > 2 and shown_mark else set()
    view.neighbour_rects.clear()
    for seat, box in enumerate(lay.seats):
        p = s.players[seat]
        rect = box.rect
        playing = seat == marks.active
        colour = view.seat_colour(seat)
        panel(surface, rect, alpha=255, radius=10, edge=colour if playing else theme.PANEL_EDGE,
              width=3 if playing else 1, fill=(40, 48, 42) if playing else theme.PANEL)
        if seat == marks.view_seat and shown_mark:  # the tableau in the centre is this seat's
            pygame.draw.rect(surface, colour, (rect.x + 3, rect.y + round(10 * sc), max(3, round(4 * sc)),
                                               rect.h - round(20 * sc)), border_radius=2)
        with inside(rect.inflate(-4, -2)):
            name = box.name
            r = round(6 * sc)
            glyphs.seat_mark(surface, colour, (name.x + r, name.centery), r)
            # a click on the panel shows the tableau large: its magnifier says so, as the log's does (playtest 203
            # found it only in the replay)
            side = round(16 * sc)
            glyphs.magnifier(surface, pygame.Rect(name.right - side, name.centery - side // 2, side, side),
                             theme.TEXT_DIM)
            taken = side + round(6 * sc)
            big = round(24 * sc)
            if seat in nearby:
                surface.blit(icon("neighbour", big), (name.right - taken - big, name.centery - big // 2))
                view.neighbour_rects[seat] = pygame.Rect(name.right - taken - big, name.centery - big // 2, big, big)
            if nearby:  # every name keeps clear of where the icon may be: a name changed size from turn to turn
                taken += big + round(4 * sc)
            text(surface, view.seat_name(seat), (name.x + 2 * r + round(6 * sc), name.centery), round(19 * sc),
                 theme.TEXT, "bold", anchor="midleft", fit="name", min_size=round(15 * sc),
                 box=name.inflate(-taken, 0).move(-taken // 2, 0))
            _draw_mini(surface, view, s, seat, marks.hidden_cell, marks.veil.cells)
            if seat != marks.view_seat and seat in marks.newest:
                _outline_newest(surface, view, s, seat, marks.newest[seat], marks)
            _draw_info(surface, view, seat, *marks.veil.gold_keys(seat, s.gold_shown(seat), p.keys), p.discount,
                       scores[seat], status(seat, playing), playing)


def _draw_info(surface: pygame.Surface, view: TableView, seat: int, gold: int, keys: int,
               discount: tuple[int, int] | list[int], score: int, status: str, playing: bool) -> None:
    """The column right of the mini grid: score, gold and keys, discounts, then who plays or the status
    (on fewer, fuller lines when the panel is short: five seats, a small window or a large UI scale)."""
    sc = view.layout.scale
    info = view.layout.seats[seat].info
    # a discount as the cards print it: the discount icon, then each deck's card icon and its -n (words
    # such as "Castle -1 Village -1" did not fit the column in French or Portuguese)
    parts = [(DECK_ICON[loc], f"-{off}") for loc, off in enumerate(discount) if off]
    words = status or kind_words(view, seat)
    natural = round(24 * sc)
    compact = 4 * natural > info.h  # decided for every seat alike: the panels look the same
    rows = (1 + bool(parts or words)) if compact else (2 + bool(parts) + bool(words))
    step = min(natural, info.h // rows)
    size = max(theme.MIN_TEXT_PX, min(round(20 * sc), step - 2))
    isz = max(12, min(round(18 * sc), step - 4))
    x, y = info.x, info.y
    with inside(info):
        # TRANSLATORS: a seat's score so far, short ("12 pts")
        # compact: the gold and keys follow, whole and closer, the score smaller for them (two figures each cut the
        # keys to "…" at 1024x600, playtest 184)
        gap = round(8 * sc) if compact else 12
        after = sum(isz + 4 + gap + font(int(isz * 0.95), "bold").size(str(n))[0] for n in (gold, keys)) + gap
        r = text(surface, ngettext("{n} pt", "{n} pts", score).format(n=score), (x, y + step // 2), size,
                 theme.ACCENT, "bold", anchor="midleft", fit="shrink",
                 max_width=info.w - max(6 * isz, after) if compact else info.w)
        view.score_rects[seat] = r
        if compact:
            nx = r.right + gap
        else:
            nx, y = x, y + step
        nx = icon_value(surface, "gold", str(gold), (nx, y + (step - isz) // 2), isz, right=info.right, gap=gap)
        icon_value(surface, "key", str(keys), (nx, y + (step - isz) // 2), isz, right=info.right, gap=gap)
        y += step
        nx = x
        if parts:
            nx = _draw_discounts(surface, parts, (x, y + step // 2), isz, info.right)
            if not compact:
                nx, y = x, y + step
        least = max(theme.MIN_TEXT_PX, round(min(size, round(17 * sc)) * 0.85))
        if words and parts and compact and font(least, "bold").size(words)[0] > info.right - nx - round(14 * sc) \
                and y + 2 * step <= info.bottom:
            nx, y = x, y + step  # a line of its own under the discounts: after them it broke ("· in / movimento")
        if words and nx < info.right - 4 * isz:
            if parts and compact and nx != x:  # a dot between: "-1 easy AI" read as one phrase
                nx = text(surface, "·", (nx, y + step // 2), min(size, round(17 * sc)), theme.TEXT_DIM, "bold",
                          anchor="midleft").right + round(6 * sc)
            _draw_status(surface, view, seat, words, playing, (nx, y + step // 2), min(size, round(17 * sc)))


def _draw_mini(surface: pygame.Surface, view: TableView, s: GameState, seat: int,
               hidden_cell: tuple[int, int] | None, veiled: frozenset[tuple[int, int]] = frozenset()) -> None:
    top, left = view.minis.corner(s, seat)
    for i, ((v, gold), mrect) in enumerate(zip(view.minis.cells(s, seat), view.layout.seats[seat].mini)):
        r, c = top + i // 3, left + i % 3
        if v == EMPTY or hidden_cell == (seat, r * A.FIELD + c) or (seat, r * A.FIELD + c) in veiled:
            pygame.draw.rect(surface, (50, 56, 52), mrect, border_radius=3)
        else:
            surface.blit(card_surface(card_of(v), mrect.size, is_face_down(v), gold), mrect)


def _outline_newest(surface: pygame.Surface, view: TableView, s: GameState, seat: int, position: int,
                    marks: Marks) -> None:
    """Outline, in ``seat``'s mini grid, the card it placed last, once landed: the others' cards were told only by
    the log, and a player followed an AI's moves in a 40-pixel grid (playtest 208)."""
    if marks.hidden_cell == (seat, position) or (seat, position) in marks.veil.cells:
        return
    top, left = view.minis.corner(s, seat)
    r, c = A.field_rc(position)
    index = (r - top) * 3 + (c - left)
    if 0 <= r - top < 3 and 0 <= c - left < 3:  # dashed, as on the final tableaux: a thin yellow line alone was
        sc = view.layout.scale  # lost by a colour-blind player beside the cards' light faces (playtest 275)
        dashed_rect(surface, theme.HIGHLIGHT, view.layout.seats[seat].mini[index].inflate(4, 4), width=2,
                    dash=max(4, round(6 * sc)), gap=max(2, round(3 * sc)))


def _draw_status(surface: pygame.Surface, view: TableView, seat: int, status: str, playing: bool,
                 left_mid: tuple[int, int], size: int) -> None:
    sc = view.layout.scale
    colour = view.seat_colour(seat)
    info = view.layout.seats[seat].info
    least = max(theme.MIN_TEXT_PX, round(size * 0.85))
    f, room = font(least, "bold"), info.right - left_mid[0]
    lines = wrap(status, f, room)
    step = f.get_linesize()
    if f.size(status)[0] > room and len(lines) == 2 and left_mid[1] + step * 3 // 2 <= info.bottom:
        for k, line in enumerate(lines):  # on a second line below, not cut short ("ha appena gio…", a playtest)
            text(surface, line, (left_mid[0], left_mid[1] + k * step), least,
                 colour if playing else theme.TEXT_DIM, "bold", anchor="midleft")
        return
    r = text(surface, status, left_mid, size, colour if playing else theme.TEXT_DIM, "bold", anchor="midleft",
             fit="shrink")
    if status.startswith(thinking_word()):
        thinking_dots(surface, (r.right + round(10 * sc), r.centery), colour, sc, view.layout.seats[seat].info.right)


def _draw_discounts(surface: pygame.Surface, parts: list[tuple[str, str]], left_mid: tuple[int, int], size: int,
                    right: int) -> int:
    """Draw the discount icon, then each (deck icon, "-n"), smaller if they would pass ``right``; return the x
    after them."""
    x, cy = left_mid
    gap = max(2, size // 5)
    while size > 8:
        widths = [font(int(size * 0.95), "bold").size(off)[0] for _name, off in parts]
        if x + size + sum(size + gap + w + 2 * gap for w in widths) <= right:
            break
        size -= 1
    surface.blit(icon("discount", size), (x, cy - size // 2))
    x += size + gap
    for name, off in parts:
        surface.blit(icon(name, size), (x, cy - size // 2))
        r = text(surface, off, (x + size + gap, cy), int(size * 0.95), theme.TEXT, "bold", anchor="midleft",
                 max_width=max(8, right - x - size - gap), fit="shrink")
        x = r.right + 2 * gap
    return x + gap
