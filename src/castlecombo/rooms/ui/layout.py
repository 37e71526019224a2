"""Where everything on the Castle Rooms table goes, from the window size, the seats and their line counts.

The seat shown (whose hand is at the bottom) has the wide panel above the hand; the others sit
above it in one or more columns, whichever arrangement gives their cards the most room. Every
panel keeps room for a line of ten from the start, so a line that grows moves nothing; row
heights follow the number of lines, so a panel with many lines draws smaller cards.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from castlecombo.i18n import _
from castlecombo.kit import theme
from castlecombo.kit.draw import font, user_scale
from castlecombo.rooms.engine.state import WIN_LENGTH
from castlecombo.rooms.ui.art import RATIO

SLOTS_PER_LINE = 11.25  # ten rooms, the dragon or the lit end, and a little air
# the others' panels draw five slots side by side, then overlap a longer line's rooms: the ends matter there, and
# at four seats in 1280x720 rooms kept for a line of ten were drawn 33 px wide (playtests 182, 185, 188)
RIVAL_SLOTS = 6.25
OWN_CAP, RIVAL_CAP = 96, 70  # the largest room drawn in the seat shown's panel and in the others' (at scale 1)
OWN_ROW_FACTOR = 1.5  # the seat shown gets rows this much taller than the others'
# rows kept from the start, so that a second line moves nothing: the seat shown two lines and the
# new-line space (the others three lines, AHEAD_ROWS)
OWN_ROWS = 3
OWN_WEIGHT = 0.5  # how the seat shown's cards weigh in choosing the arrangement
AHEAD_ROWS = 3  # the other seats' panels are sized for three lines each, which most games reach
CARDS_KEPT = 0.8  # a larger UI scale may shrink the rooms to this share of their size at 100 %,
ROOM_FLOOR = 40  # the others' rooms down to this (at 1280x720) if that is smaller: their larger rooms since their
# lines overlap must not cost the words of 125 % (which grew only 1.05 times at three seats)
PROBE_HAND = 4  # the hand the UI scale's growth is worked out for: two kept and two drawn


@dataclass
class SeatPanel:
    """One seat's panel: its rect, the header line, and the grid its lines are drawn in."""

    seat: int
    rect: pygame.Rect
    header: pygame.Rect
    card: tuple[int, int]  # a room's size in this panel
    origin: tuple[int, int]  # top-left of the first room of the first line
    row_step: int  # from one line to the next
    col_step: int  # from one room to the next
    label_x: int  # centre of the line numbers
    fit: int = 10  # the slots a line takes with its rooms side by side: a longer one overlaps them

    def room_rect(self, line: int, index: int, count: int = 0) -> pygame.Rect:
        """Return where room ``index`` (from 0, or the end slot after the last) of ``line`` is drawn, that line
        taking ``count`` slots (its rooms overlap, each showing its left part, when they are more than ``fit``)."""
        x0, y0 = self.origin
        step = self.col_step if count <= self.fit else (self.fit - 1) * self.col_step / (count - 1)
        return pygame.Rect(x0 + round(index * step), y0 + line * self.row_step, *self.card)

    def rows_visible(self) -> int:
        """Return how many lines fit in the panel."""
        return max(1, (self.rect.bottom - self.origin[1]) // max(1, self.row_step))


@dataclass
class RoomsLayout:
    """Every rectangle of the Castle Rooms table."""

    size: tuple[int, int]
    scale: float
    top: pygame.Rect
    menu: pygame.Rect
    side: pygame.Rect
    pile: pygame.Rect
    discard: pygame.Rect
    log: pygame.Rect
    hand_area: pygame.Rect
    hand: list[pygame.Rect] = field(default_factory=list)
    hand_card: tuple[int, int] = (100, 71)
    rules: pygame.Rect = field(default_factory=pygame.Rect)  # left of the menu button (the live table's)
    settings: pygame.Rect = field(default_factory=pygame.Rect)  # the cog, leftmost: Settings over the game
    rotate: pygame.Rect = field(default_factory=pygame.Rect)
    undo: pygame.Rect = field(default_factory=pygame.Rect)
    end_turn: pygame.Rect = field(default_factory=pygame.Rect)
    suggest: pygame.Rect = field(default_factory=pygame.Rect)  # top bar, left of the rules: the hard AI's turn for you
    shortcuts: pygame.Rect = field(default_factory=pygame.Rect)  # "?" left of Suggest: every key
    hint: tuple[int, int] = (0, 0)
    panels: dict[int, SeatPanel] = field(default_factory=dict)
    own: int = 0  # the seat shown, whose panel is the wide one above the hand
    columns: int = 0  # the other seats' panels per band


KEEP_UNLESS = 1.2  # the arrangement shown stays unless another draws the smallest cards this much larger
HEAD, PAD, LABEL, ROW_GAP = 26, 8, 22, 5  # a panel's header, padding, line-number column and row gap (at scale 1)
# another seat's panel narrower than this (at scale 1) says its facts on a line under its name, its header this
# high: three abreast, "Guinevere Pen…" stood beside "2 in hand · 3 to…"
STACK_BELOW, STACKED_HEAD = 360, 44


def head_height(w: float, s: float, stack: bool) -> int:
    """Return the height of the header of a panel ``w`` wide: two lines if ``stack`` allows and it is narrow."""
    return round((STACKED_HEAD if stack and w < STACK_BELOW * s else HEAD) * s)


def _card_width(w: float, h: float, rows: int, s: float, cap: float, slots: float = SLOTS_PER_LINE,
                stack: bool = False) -> float:
    head = head_height(w, s, stack)
    by_height = ((h - head - 2 * round(PAD * s)) / max(1, rows) - max(2, round(ROW_GAP * s))) / RATIO
    by_width = (w - 2 * round(PAD * s) - round(LABEL * s)) / slots
    return max(12.0, min(by_height, by_width, cap))


def _height_for(rows: int, cw: float, s: float, head: int) -> int:
    return math.ceil(head + 2 * round(PAD * s) + rows * (round(cw * RATIO) + max(2, round(ROW_GAP * s))))


def panel_in(seat: int, rect: pygame.Rect, rows: int, s: float, max_w: float,
             slots: float = SLOTS_PER_LINE, stack: bool = False) -> SeatPanel:
    """Return ``seat``'s panel in ``rect`` with cards as large as ``rows`` lines, ``slots`` cards wide, and ``max_w``
    allow (a line longer than ``slots`` leaves for its end and the magnifier draws its rooms overlapping), its header
    on two lines if ``stack`` allows and the panel is narrow."""
    pad = round(PAD * s)
    label_w = round(LABEL * s)
    cw = int(_card_width(rect.w, rect.h, rows, s, max_w, slots, stack))
    ch = max(8, round(cw * RATIO))
    col_gap = 1 if cw >= 40 else 0
    header = pygame.Rect(rect.x + pad, rect.y + round(4 * s), rect.w - 2 * pad, head_height(rect.w, s, stack))
    origin = (rect.x + pad + label_w, header.bottom + pad)
    # as many slots side by side as the width holds beside the magnifier's corner, where the height bounds the cards
    spare = SLOTS_PER_LINE - WIN_LENGTH  # the magnifier's slot, and a little air
    fit = max(int(slots) - 1, min(WIN_LENGTH, int((rect.w - 2 * pad - label_w) / (cw + col_gap) - spare)))
    return SeatPanel(seat, rect, header, (cw, ch), origin, ch + max(2, round(ROW_GAP * s)), cw + col_gap,
                     rect.x + pad + label_w // 2, fit)


Arrangement = tuple[float, list[list[int]], list[list[float]], list[int]]  # its measure, bands, widths, heights


def _arrange(area: pygame.Rect, own_rows: int, others: list[int], rival_rows: list[int], cols: int,
             s: float) -> Arrangement:
    """Return the other seats in bands of ``cols`` panels with ``rival_rows[seat]`` rows each, the seat shown
    below with ``own_rows``: the smallest card (the seat shown's at half size), the bands, the panels' widths
    and the bands' heights."""
    gap = round(10 * s)
    opp_cap = RIVAL_CAP * s
    bands = [others[i:i + cols] for i in range(0, len(others), cols)]
    band_rows = [max(rival_rows[q] for q in band) for band in bands]
    band_widths = [[(area.w - (len(band) - 1) * gap) / len(band)] * len(band) for band in bands]
    heads = [head_height(pws[0], s, True) for pws in band_widths]
    free = area.h - len(bands) * gap - sum(heads) - round(HEAD * s) - (len(bands) + 1) * 2 * round(PAD * s)
    row_h = free / max(1.0, OWN_ROW_FACTOR * own_rows + sum(band_rows))
    # the seat shown's rows need no more than its cards, as wide as its panel allows, take: the rest goes to the
    # others (with one rival, whose panel's height bounds its cards, the person's panel kept a third of itself empty)
    own_cw = min(OWN_CAP * s, (area.w - 2 * round(PAD * s) - round(LABEL * s)) / SLOTS_PER_LINE)
    own_need = own_rows * (round(own_cw * RATIO) + max(2, round(ROW_GAP * s)))
    if sum(band_rows) and OWN_ROW_FACTOR * own_rows * row_h > own_need:
        row_h = (free - own_need) / sum(band_rows)
    heights = []
    smallest = opp_cap
    for band, rows, pws, head in zip(bands, band_rows, band_widths, heads):
        h = head + 2 * round(PAD * s) + rows * row_h
        widths = [_card_width(pw, h, rival_rows[q], s, opp_cap, RIVAL_SLOTS, True) for q, pw in zip(band, pws)]
        smallest = min(smallest, *widths)
        need = max(_height_for(rival_rows[q], cw, s, head) for q, cw in zip(band, widths))
        heights.append(min(round(h), need))
    own_h = area.h - sum(heights) - len(heights) * gap
    # the seat shown counts too: its cards at half size against the others' (an arrangement that gives the
    # others a few pixels must not halve the cards of the hand's own lines)
    smallest = min(smallest, OWN_WEIGHT * _card_width(area.w, own_h, own_rows, s, OWN_CAP * s))
    return smallest, bands, band_widths, heights


def _place_seats(lay: RoomsLayout, area: pygame.Rect, order: list[int], lines: list[int], s: float,
                 keep: int = 0) -> None:
    """Place the panels: ``order[0]`` (the seat shown) at the bottom of ``area``, the others above it in bands
    (a band's panels alike, the whole width shared, each room for a line of ten), in the arrangement that
    gives their smallest cards the most room once every seat has a third line (most games come to it, and
    the panels must not jump about then); ``keep`` panels a band (the arrangement shown so far) stays unless
    another draws the cards clearly larger."""
    own, others = order[0], order[1:]
    own_rows = max(OWN_ROWS, lines[own] + 1)  # and the space for a new line
    ahead = [max(AHEAD_ROWS, n) for n in lines]
    best: tuple[float, int] | None = None
    kept: tuple[float, int] | None = None
    for cols in range(1, len(others) + 1):
        smallest = _arrange(area, _banded_rows(own_rows), others, ahead, cols, s)[0]
        if best is None or smallest > best[0] + 0.5:
            best = (smallest, cols)
        if cols == keep:
            kept = (smallest, cols)
    if kept is not None and best is not None and kept[0] * KEEP_UNLESS >= best[0]:
        best = kept
    cols = best[1] if best is not None else 1
    # the others' bands are sized for three lines each, as if the seat shown had three already: its third line,
    # started mid-turn, must not shrink a rival's cards, nor a rival's own third line (their rooms, whose lines
    # overlap past what the panel holds, are bound by its height)
    panels = _panels(area, own, own_rows, others, ahead, cols, s)
    lay.panels.update(panels)
    lay.columns = min(cols, len(others))
    lay.own = own


def _banded_rows(own_rows: int) -> int:
    """Return the rows of the seat shown that the others' bands leave room for: three lines and the new-line space
    from the start, then one fewer than it has, its fourth line shrinking its own rooms a little rather than the
    others' mid-turn (whose rooms, bound by their panels' height, shrank from 63 to 49 px: a playtest's check)."""
    return max(AHEAD_ROWS + 1, own_rows - 1)


def _panels(area: pygame.Rect, own: int, own_rows: int, others: list[int], rows: list[int], cols: int,
            s: float) -> dict[int, SeatPanel]:
    """Return every seat's panel: the ``others`` in bands of ``cols``, each as many rows as the most ``rows[seat]`` of
    its band, the seat shown (``own``, with ``own_rows``) below them."""
    gap = round(10 * s)
    panels = {}
    _measure, bands, band_widths, heights = _arrange(area, _banded_rows(own_rows), others, rows, cols, s)
    y = area.y
    for band, pws, h in zip(bands, band_widths, heights):
        x = float(area.x)
        most = max(rows[q] for q in band)  # a band's rooms alike: a rival with fewer lines drew larger ones (195)
        for seat, pw in zip(band, pws):
            rect = pygame.Rect(round(x), y, round(x + pw) - round(x), h)
            panels[seat] = panel_in(seat, rect, most, s, RIVAL_CAP * s, RIVAL_SLOTS, stack=True)
            x += pw + gap
        y += h + gap
    panels[own] = panel_in(own, pygame.Rect(area.x, y, area.w, area.bottom - y), max(own_rows, AHEAD_ROWS + 1), s,
                           OWN_CAP * s)
    return panels


def compute(size: tuple[int, int], order: list[int], lines: list[int], hand_count: int, keep: int = 0) -> RoomsLayout:
    """Return the layout for a window of ``size``: seats in ``order`` (the seat shown first), ``lines[seat]``
    lines each, and ``hand_count`` cards in the hand shown; the other seats ``keep`` panels a band unless
    another arrangement draws their cards clearly larger. Words, buttons and spacing grow with the UI-scale
    setting as long as the rooms keep most of their size (as Castle Combo's table does): at 150 % in a
    1024x640 window the rooms shrank and the words were cut short (a playtest)."""
    base = min(size[0] / 1280, size[1] / 720)
    factor = user_scale()
    if factor > 1.0:
        # the growth is worked out once for a table most games reach, not for the lines and hand of the
        # moment: worked out anew each play, every word and button shrank when a rival started a third line,
        # or when you started a fifth (two playtests at 125 %)
        probe = [AHEAD_ROWS] * len(lines)
        own, others = _smallest_rooms(layout_at(size, order, probe, PROBE_HAND, 0, base))
        lay = layout_at(size, order, probe, PROBE_HAND, 0, base * factor)
        least = (CARDS_KEPT * own, min(CARDS_KEPT * others, ROOM_FLOOR * base))
        while factor > 1.0 and any(room < at for room, at in zip(_smallest_rooms(lay), least, strict=True)):
            factor = max(1.0, factor - 0.05)
            lay = layout_at(size, order, probe, PROBE_HAND, 0, base * factor)
    return layout_at(size, order, lines, hand_count, keep, base * factor)


def _smallest_rooms(lay: RoomsLayout) -> tuple[int, int]:
    """Return the widths of the smallest rooms of the hand and its seat's lines, and of the others' lines."""
    own = min(lay.hand_card[0], lay.panels[lay.own].card[0])
    return own, min((p.card[0] for seat, p in lay.panels.items() if seat != lay.own), default=own)


def layout_at(size: tuple[int, int], order: list[int], lines: list[int], hand_count: int, keep: int,
              s: float) -> RoomsLayout:
    """Return the layout of :func:`compute` at scale ``s`` (1.0: 1280x720 at 100 %)."""
    w, h = size
    m = max(8, round(12 * s))
    top_h = round(44 * s)
    top = pygame.Rect(0, 0, w, top_h)
    body_y = top_h + m // 2
    body_h = h - body_y - m
    side_w = round(max(250 * s, w * 0.2))
    side = pygame.Rect(w - m - side_w, body_y, side_w, body_h)
    menu = pygame.Rect(w - m - round(130 * s), round(6 * s), round(130 * s), top_h - round(12 * s))

    pad = round(12 * s)
    pile_w = (side.w - 3 * pad) // 2
    pile_h = round(pile_w * RATIO)
    label_h = round(22 * s)
    pile = pygame.Rect(side.x + pad, side.y + pad + label_h, pile_w, pile_h)
    discard = pygame.Rect(pile.right + pad, pile.y, pile_w, pile_h)
    log_top = pile.bottom + round(34 * s)
    log = pygame.Rect(side.x, log_top, side.w, side.bottom - log_top)

    main = pygame.Rect(m, body_y, side.x - 2 * m, body_h)
    hand_h = round(152 * s)  # the cards, and two lines of hint or refusal under them (one was cut at 150 %)
    hand_area = pygame.Rect(main.x, main.bottom - hand_h, main.w, hand_h)
    lay = RoomsLayout(size, s, top, menu, side, pile, discard, log, hand_area)
    # as wide as their words need at the buttons' size ("Suggerisci (H)" was shrunk beside "Regole (F1)", playtest 82)
    bold = font(round(19 * s), "bold")
    rules_w, suggest_w = (max(round(110 * s), bold.size(label)[0] + round(24 * s))
                          for label in (_("Rules (F1)"), _("Suggest (H)")))
    lay.rules = pygame.Rect(menu.x - round(8 * s) - rules_w, menu.y, rules_w, menu.h)
    # then, leftwards, as at Castle Combo's table: Suggest, the "?" of the keys, the cog of Settings
    lay.suggest = pygame.Rect(lay.rules.x - round(8 * s) - suggest_w, menu.y, suggest_w, menu.h)
    lay.shortcuts = pygame.Rect(lay.suggest.x - round(8 * s) - menu.h, menu.y, menu.h, menu.h)
    lay.settings = pygame.Rect(lay.shortcuts.x - round(8 * s) - menu.h, menu.y, menu.h, menu.h)
    bw, bh = round(150 * s), round(36 * s)
    bx = hand_area.right - pad - bw
    by = hand_area.y + round(8 * s)
    lay.rotate = pygame.Rect(bx, by, bw, bh)
    lay.undo = pygame.Rect(bx, by + bh + round(6 * s), bw, bh)
    lay.end_turn = pygame.Rect(bx, by + 2 * (bh + round(6 * s)), bw, bh)
    room = bx - hand_area.x - 2 * pad  # what is left of the strip for the cards
    gap = round(12 * s)
    count = max(1, hand_count)
    hy = hand_area.y + round(36 * s)
    lay.hint = (hand_area.x + pad, hand_area.bottom - round(7 * s))
    # under the cards, two lines of help at the smallest size at least: at 1024x640 one line was cut ("E: fim
    # do tur…", the rest lost) where the cards left no room for a second
    tallest = lay.hint[1] - hy - 2 * font(theme.MIN_TEXT_PX).get_linesize() - round(2 * s)
    cw = int(min(104 * s, (room - (count - 1) * gap) / count, tallest / RATIO))
    ch = round(cw * RATIO)
    lay.hand_card = (cw, ch)
    hx = hand_area.x + pad
    lay.hand = [pygame.Rect(hx + i * (cw + gap), hy, cw, ch) for i in range(hand_count)]
    seats_area = pygame.Rect(main.x, main.y, main.w, hand_area.y - round(8 * s) - main.y)
    _place_seats(lay, seats_area, order, lines, s, keep)
    return lay


__all__ = ["CARDS_KEPT", "RoomsLayout", "SeatPanel", "compute", "layout_at", "panel_in"]
