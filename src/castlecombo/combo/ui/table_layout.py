"""Where everything on the table goes, computed from the window size and the seat count."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field

import pygame

from castlecombo.i18n import N_, _, pgettext
from castlecombo.kit import draw

BUTTON_TEXT = 19  # the label size of the table's buttons at scale 1
UNDO_LABEL = N_("Undo (Z)")  # say with _()
# TRANSLATORS: button: the hard AI shows the move it would make for the player (H is the key, in every language)
SUGGEST_LABEL = N_("Suggest (H)")  # say with _()
# TRANSLATORS: the Suggest button while the hard AI looks for a move for the player
THINKING_LABEL = N_("Thinking…")  # say with _()

CARD_RATIO = 154 / 110  # height / width of a card


@dataclass
class SeatBox:
    """One seat's panel on the right: its name line, its mini 3x3 grid and the column beside it."""

    rect: pygame.Rect
    mini: list[pygame.Rect]  # 9 cells in reading order of the seat's current 3x3 frame
    name: pygame.Rect = field(default_factory=pygame.Rect)  # the line with the colour dot and the name
    info: pygame.Rect = field(default_factory=pygame.Rect)  # right of the grid: score, gold, keys, status


@dataclass
class TableLayout:
    """Every rectangle of the table scene."""

    size: tuple[int, int]
    scale: float
    top: pygame.Rect
    market: pygame.Rect
    log: pygame.Rect
    centre: pygame.Rect
    side: pygame.Rect
    deck: list[pygame.Rect] = field(default_factory=list)  # per location
    slots: list[list[pygame.Rect]] = field(default_factory=list)  # per location, 3 display cards
    discard: list[pygame.Rect] = field(default_factory=list)  # per location
    row_label: list[tuple[int, int]] = field(default_factory=list)
    messenger: list[pygame.Rect] = field(default_factory=list)  # where the token sits per location
    key_move: pygame.Rect = field(default_factory=pygame.Rect)
    key_refresh: pygame.Rect = field(default_factory=pygame.Rect)
    hint: tuple[int, int] = (0, 0)
    cells: list[pygame.Rect] = field(default_factory=list)  # 25 field cells
    field_rect: pygame.Rect = field(default_factory=pygame.Rect)
    field_title: tuple[int, int] = (0, 0)
    seats: list[SeatBox] = field(default_factory=list)
    menu: pygame.Rect = field(default_factory=pygame.Rect)
    rules: pygame.Rect = field(default_factory=pygame.Rect)  # top bar, left of the menu: rules over the game
    rules_label: str = ""  # its words, "Rules (F1)" where they fit (see :func:`rules_label`)
    undo: pygame.Rect = field(default_factory=pygame.Rect)
    suggest: pygame.Rect = field(default_factory=pygame.Rect)  # top bar, left of Undo: the hard AI's move for you
    shortcuts: pygame.Rect = field(default_factory=pygame.Rect)  # "?": every keyboard shortcut
    settings: pygame.Rect = field(default_factory=pygame.Rect)  # the cog: Settings over the game
    card_size: tuple[int, int] = (80, 112)
    cell_card: tuple[int, int] = (80, 112)


CARDS_KEPT = 0.85  # a larger UI scale may cost the cards at most this share of their size


def compute(size: tuple[int, int], n_seats: int) -> TableLayout:
    """Return the layout for a window of ``size`` with ``n_seats`` players at the UI-scale setting:
    words, buttons and spacing grow with it as long as the cards keep most of their size (in a
    small window the growth stops there)."""
    base = min(size[0] / 1280, size[1] / 720)
    factor = draw.user_scale()
    lay = layout_at(size, n_seats, base * factor)
    if factor > 1.0:
        plain = layout_at(size, n_seats, base)
        while factor > 1.0 and (lay.card_size[1] < CARDS_KEPT * plain.card_size[1]
                                or lay.cell_card[1] < CARDS_KEPT * plain.cell_card[1]):
            factor = max(1.0, factor - 0.05)
            lay = layout_at(size, n_seats, base * factor)
    return lay


def _top_needs(s: float, h: int, rules: str) -> list[int]:
    labels = ((_(SUGGEST_LABEL), _(THINKING_LABEL)), (_(UNDO_LABEL),), (rules,))
    f = draw.font(round(BUTTON_TEXT * s), "bold")
    return [max(f.size(label)[0] for label in forms) + max(10, h // 2) + round(8 * s) for forms in labels]


def rules_label(s: float, h: int) -> str:
    """Return the top bar's Rules label at scale ``s`` (``h`` tall): "Rules (F1)", as Castle Rooms' says, where the
    three buttons' room holds it at full size (a playtest compared the two games, 305), else "Rules"."""
    keyed = _("Rules (F1)")
    # TRANSLATORS: button that opens the rules pages
    return keyed if sum(_top_needs(s, h, keyed)) <= 3 * round(124 * s) else pgettext("button", "Rules")


def top_widths(s: float, h: int, rules: str) -> tuple[int, int, int]:
    """Return the widths of the top bar's Suggest, Undo and Rules buttons at scale ``s`` (``h`` tall, the Rules one
    saying ``rules``): the room of three 104-pixel buttons, shared by what their labels need in the language spoken,
    and more (up to 124 each) where they need it ("Suggerisci (H)" shrank to 14 px beside a half-empty "Regole")."""
    need = _top_needs(s, h, rules)
    room = max(3 * round(104 * s), min(sum(need), 3 * round(124 * s)))
    if sum(need) <= room:
        return tuple(w + (room - sum(need)) // 3 for w in need)  # type: ignore[return-value]
    return tuple(w * room // sum(need) for w in need)  # type: ignore[return-value]


def layout_at(size: tuple[int, int], n_seats: int, s: float) -> TableLayout:
    """Return the layout for a window of ``size`` with ``n_seats`` players at scale ``s`` (1.0: 1280x720)."""
    w, h = size
    m = max(8, round(12 * s))
    top_h = round(44 * s)
    top = pygame.Rect(0, 0, w, top_h)
    body_y = top_h + m // 2
    body_h = h - body_y - m

    side_w = round(max(250 * s, w * 0.2))
    market_w = round(w * 0.39)
    side = pygame.Rect(w - m - side_w, body_y, side_w, body_h)

    # --- market: two rows of deck + 3 cards + discard (deck and discard a little smaller)
    pad = round(12 * s)
    gap = round(10 * s)
    label_h = round(26 * s)
    below_h = round(22 * s)
    buttons_h = round(40 * s)
    hint_h = round(36 * s)  # two lines of the hint
    small = 0.65  # decks and discards: the display cards get the room
    cw = (market_w - 2 * pad - 4 * gap) / (3 + 2 * small)
    max_h = body_h * 0.74 - 2 * pad - buttons_h - hint_h - 2 * (label_h + below_h) - gap
    ch = min(cw * CARD_RATIO, max_h / 2)
    cw = ch / CARD_RATIO
    cw, ch = int(cw), int(ch)
    sw, sh = int(cw * small), int(ch * small)
    market_h = 2 * pad + 2 * (label_h + ch + below_h) + gap + buttons_h + hint_h
    market = pygame.Rect(m, body_y, market_w, market_h)
    log = pygame.Rect(m, market.bottom + m, market_w, body_h - market_h - m)
    centre = pygame.Rect(market.right + m, body_y, side.left - market.right - 2 * m, body_h)
    lay = TableLayout(size, s, top, market, log, centre, side)
    lay.menu = pygame.Rect(w - m - round(130 * s), round(6 * s), round(130 * s), top_h - round(12 * s))
    lay.rules_label = rules_label(s, lay.menu.h)
    suggest_w, undo_w, rules_w = top_widths(s, lay.menu.h, lay.rules_label)
    lay.rules = pygame.Rect(lay.menu.x - m // 2 - rules_w, lay.menu.y, rules_w, lay.menu.h)
    lay.undo = pygame.Rect(lay.rules.x - m // 2 - undo_w, lay.menu.y, undo_w, lay.menu.h)
    lay.suggest = pygame.Rect(lay.undo.x - m // 2 - suggest_w, lay.menu.y, suggest_w, lay.menu.h)
    lay.shortcuts = pygame.Rect(lay.suggest.x - m // 2 - lay.menu.h, lay.menu.y, lay.menu.h, lay.menu.h)
    lay.settings = pygame.Rect(lay.shortcuts.x - m // 2 - lay.menu.h, lay.menu.y, lay.menu.h, lay.menu.h)
    lay.card_size = (cw, ch)
    token = round(26 * s)
    row_w = 3 * cw + 2 * sw + 4 * gap
    x0 = market.x + (market.w - row_w) // 2
    y = market.y + pad
    for _loc in range(2):
        lay.row_label.append((market.x + pad, y))
        y += label_h
        x = x0
        lay.deck.append(pygame.Rect(x, y + (ch - sh) // 2, sw, sh))
        # on the deck's right edge, its picture (drawn 6 px wider) ending half way to the first card
        lay.messenger.append(pygame.Rect(x + sw + gap // 2 - token - 3, y + ch // 2 - token // 2, token, token))
        x += sw + gap
        row = []
        for _slot in range(3):
            row.append(pygame.Rect(x, y, cw, ch))
            x += cw + gap
        lay.slots.append(row)
        lay.discard.append(pygame.Rect(x, y + (ch - sh) // 2, sw, sh))
        y += ch + below_h
    bw = (market.w - 2 * pad - gap) // 2
    # the keys' focus ring (4 px out at 100 %) clear of the line under them: it crossed its first line (a playtest)
    by = market.bottom - pad - hint_h - buttons_h - round(3 * s)
    lay.key_move = pygame.Rect(market.x + pad, by, bw, buttons_h)
    lay.key_refresh = pygame.Rect(market.x + pad + bw + gap, by, bw, buttons_h)
    lay.hint = (market.x + pad, market.bottom - pad - hint_h + round(4 * s))

    # --- centre: the 5x5 field (zoom_field lays out the part a tableau may still reach)
    lay.field_title = (centre.x + pad, centre.y + round(8 * s))
    zoom_field(lay, range(5), range(5))

    # --- side: one panel per seat
    sg = round(8 * s)
    ph = min(round(215 * s), (side.h - (n_seats - 1) * sg) // n_seats)
    y = side.y
    for _seat in range(n_seats):
        lay.seats.append(seat_box(pygame.Rect(side.x, y, side.w, ph), s))
        y += ph + sg
    return lay


def field_window(count: int, rows: tuple[int, int], cols: tuple[int, int]) -> tuple[range, range]:
    """Return the field's rows and columns a tableau of ``count`` cards spanning ``rows`` and ``cols`` (first and
    last) may still hold cards on: all five while it is empty, else those within three of its cards."""
    if not count:
        return range(5), range(5)
    return (range(max(0, rows[1] - 2), min(4, rows[0] + 2) + 1),
            range(max(0, cols[1] - 2), min(4, cols[0] + 2) + 1))


def zoom_field(lay: TableLayout, rows: range, cols: range, reserve: int = 0) -> None:
    """Lay the field's spaces out for ``rows`` and ``cols`` only, as large as the centre allows (less ``reserve``
    pixels kept free under them); the others get empty rects. Spaces no card can reach took room: a big window
    showed a finished 3x3 tableau in a third of its panel (a playtest)."""
    s = lay.scale
    centre = lay.centre
    pad = round(12 * s)
    title_h = round(34 * s)
    cg = max(3, round(5 * s))
    nr, nc = len(rows), len(cols)
    fh = centre.h - title_h - pad - reserve
    cell_h = (fh - (nr - 1) * cg) / nr
    cell_w = cell_h / CARD_RATIO
    max_cw = (centre.w - 2 * pad - (nc - 1) * cg) / nc
    if cell_w > max_cw:
        cell_w = max_cw
        cell_h = cell_w * CARD_RATIO
    cell_w, cell_h = int(cell_w), int(cell_h)
    total_w = nc * cell_w + (nc - 1) * cg
    total_h = nr * cell_h + (nr - 1) * cg
    fx = centre.x + (centre.w - total_w) // 2
    fy = centre.y + title_h + (centre.h - title_h - reserve - total_h) // 2
    lay.field_rect = pygame.Rect(fx, fy, total_w, total_h)
    lay.cells = [pygame.Rect(fx + (c - cols.start) * (cell_w + cg), fy + (r - rows.start) * (cell_h + cg),
                             cell_w, cell_h) if r in rows and c in cols else pygame.Rect(fx, fy, 0, 0)
                 for r in range(5) for c in range(5)]
    lay.cell_card = (cell_w, cell_h)


def field_bounds(lay: TableLayout, reserve: int = 0) -> pygame.Rect:
    """Return the part of the centre the field may be drawn in (under its title, above ``reserve`` pixels)."""
    s = lay.scale
    pad, title_h = round(12 * s), round(34 * s)
    c = lay.centre
    return pygame.Rect(c.x + pad, c.y + title_h, c.w - 2 * pad, c.h - title_h - reserve)


def keep_in_place(lay: TableLayout, before: list[pygame.Rect], before_card: tuple[int, int], reserve: int = 0) -> None:
    """Shift the field just laid out so that the spaces it shares with the field ``before`` (spaces of
    ``before_card``'s size) stay where they were, as far as the centre allows. Between turns the field re-centred
    on the spaces a tableau may still reach and moved every card by half a space: a fast drag to where a space had
    been was refused in the gap between two (two playtests). A new size of space re-centres the field."""
    if lay.cell_card != before_card:
        return
    shared = next((i for i, (old, new) in enumerate(zip(before, lay.cells)) if old.w and new.w), None)
    if shared is None:
        return
    room = field_bounds(lay, reserve)
    dx = before[shared].x - lay.cells[shared].x
    dy = before[shared].y - lay.cells[shared].y
    dx = max(room.left - lay.field_rect.left, min(room.right - lay.field_rect.right, dx))
    dy = max(room.top - lay.field_rect.top, min(room.bottom - lay.field_rect.bottom, dy))
    lay.field_rect.move_ip(dx, dy)
    for rect in lay.cells:
        if rect.w:
            rect.move_ip(dx, dy)
        else:
            rect.topleft = lay.field_rect.topleft


def refit_field(lay: TableLayout, window: tuple[range, range, int], keep: bool) -> None:
    """Lay the field out for ``window`` (its rows, its columns, the pixels kept free under it); with ``keep``, the
    spaces it shares with the field laid out before stay where they were (:func:`keep_in_place`)."""
    before, before_card = list(lay.cells), lay.cell_card
    zoom_field(lay, *window)
    if keep:
        keep_in_place(lay, before, before_card, window[2])


def cell_near(lay: TableLayout, pos: tuple[int, int], allowed: Iterable[int]) -> int | None:
    """Return the space of ``allowed`` nearest ``pos`` when ``pos`` is in the gap beside it or within a quarter of
    a space of its edge (a drop let go just beside a lit space goes there), else None."""
    w, h = lay.cell_card
    near = [(math.dist(pos, lay.cells[i].center), i) for i in allowed
            if lay.cells[i].w and lay.cells[i].inflate(w // 2, h // 2).collidepoint(pos)]
    return min(near)[1] if near else None


def dragged_rect(lay: TableLayout, pos: tuple[int, int], grab: tuple[int, int]) -> pygame.Rect:
    """Return where a card dragged to ``pos`` is drawn: a space's size, held where it was ``grab``-bed (in a market
    card's size)."""
    size = lay.cell_card
    gx = grab[0] * size[0] // max(1, lay.card_size[0])
    gy = grab[1] * size[1] // max(1, lay.card_size[1])
    return pygame.Rect(pos[0] - gx, pos[1] - gy, *size)


def covered_cell(lay: TableLayout, card: pygame.Rect, allowed: Iterable[int]) -> int | None:
    """Return the space of ``allowed`` a card drawn at ``card`` covers most, if it covers a quarter of it at least
    (playtest 97 held a card by its edge, 15 px beside the space it covered, and was refused), else None."""
    covered = [(clip.w * clip.h, i) for i in allowed if (clip := lay.cells[i].clip(card)).w * clip.h * 4
               >= lay.cells[i].w * lay.cells[i].h > 0]
    return max(covered)[1] if covered else None


def seat_box(rect: pygame.Rect, s: float) -> SeatBox:
    """Return the parts of one seat's panel: the name across the top, the mini grid below on the
    left as tall as the panel allows (never wider than 45 % of it), the info column on its right."""
    pad = round(10 * s)
    name_h = round(26 * s)
    name = pygame.Rect(rect.x + pad, rect.y + round(4 * s), rect.w - 2 * pad, name_h)
    gy = name.bottom + round(2 * s)
    grid_h = rect.bottom - pad // 2 - gy
    gap = 2
    mh = max(12, (grid_h - 2 * gap) // 3)
    mw = int(mh / CARD_RATIO)
    if 3 * mw + 2 * gap > rect.w * 0.45:
        mw = int((rect.w * 0.45 - 2 * gap) / 3)
        mh = int(mw * CARD_RATIO)
    gx = rect.x + pad
    mini = [pygame.Rect(gx + c * (mw + gap), gy + r * (mh + gap), mw, mh) for r in range(3) for c in range(3)]
    ix = gx + 3 * mw + 2 * gap + round(12 * s)
    info = pygame.Rect(ix, gy, rect.right - pad - ix, rect.bottom - pad // 2 - gy)
    return SeatBox(rect, mini, name, info)
