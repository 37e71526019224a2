"""The table view: draws a game state as one seat sees it and says what is under a point.

The live table and the replay both own a :class:`TableView`; what they show beyond the state
(the lit seat, a dragged card, a card in flight, a refusal) they pass in as :class:`Marks`.
The view decides nothing and changes no state.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

import pygame

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.catalog import CARDS, DECK, N_CARDS
from castlecombo.combo.engine.state import FACE_DOWN_GOLD, FACE_DOWN_KEYS, GameState
from castlecombo.combo.engine.tableau import EMPTY, card_of, is_face_down
from castlecombo.combo.ui import cardface
from castlecombo.combo.ui.hover_zoom import CardShown as CardShown  # the table's names for them too
from castlecombo.combo.ui.hover_zoom import HoverZoom
from castlecombo.combo.ui.hover_zoom import Point as Point
from castlecombo.combo.ui.mini_frames import MiniFrames
from castlecombo.combo.ui.space_words import SpaceNotes, draw_points_now, draw_tag_under
from castlecombo.combo.ui.table_gfx import back_surface, card_surface
from castlecombo.combo.ui.table_layout import BUTTON_TEXT, TableLayout, compute, dragged_rect, field_window, refit_field
from castlecombo.combo.ui.veil import NO_VEIL, Veil
from castlecombo.i18n import _, language, ngettext
from castlecombo.kit import glyphs, theme
from castlecombo.kit.draw import Colour, button, font, panel, text, user_scale, wrap
from castlecombo.people import shown
from castlecombo.storage.records import SeatConfig

# an empty space of the field that is not lit: (fill, edge, edge width) where the card held may not go, where a card
# may go before one is taken up, and elsewhere
SPACE_LOOKS: dict[str, tuple[Colour, Colour, int]] = {"refused": ((80, 50, 46), theme.BAD, 2),
                                                      "open": ((50, 64, 54), (104, 138, 108), 2),
                                                      "plain": ((44, 52, 46), (70, 80, 72), 1)}


def draw_space(surface: pygame.Surface, rect: pygame.Rect, look: str) -> None:
    """Draw an empty space of the field as ``look`` (a key of SPACE_LOOKS); one a card may go to bears a "+", so
    that it stands out by shape too (playtest 96: a colour-blind player told it only by a slightly lighter ground)."""
    fill, edge, width = SPACE_LOOKS[look]
    pygame.draw.rect(surface, fill, rect, border_radius=8)
    pygame.draw.rect(surface, edge, rect, width=width, border_radius=8)
    if look == "open":
        arm, bar = max(4, min(rect.w, rect.h) // 7), max(2, min(rect.w, rect.h) // 28)
        cx, cy = rect.center
        pygame.draw.rect(surface, edge, (cx - arm, cy - bar // 2, 2 * arm, bar))
        pygame.draw.rect(surface, edge, (cx - bar // 2, cy - arm, bar, 2 * arm))


FULL_FIELD = (range(5), range(5), 0)  # the whole 5x5, as a new layout lays it out


@dataclass
class Drag:
    """A display card being dragged towards the field."""

    slot: int
    face_down: bool
    button: int
    start: Point
    pos: Point
    grab: Point  # offset of the pointer inside the card
    moved: bool = False
    legal: dict[int, int] = field(default_factory=dict)  # position -> score change


@dataclass
class Marks:
    """What the owner of the view shows on top of the state."""

    view_seat: int  # whose tableau fills the centre
    active: int | None = None  # the lit seat (None: nobody, the game is over)
    offer: bool = False  # the player to move may take: price tags and face-down buttons
    flip: Sequence[bool] = (False, False, False)  # display slots turned face down by their button
    hidden_slot: tuple[int, int] | None = None  # (location, slot) whose card is in flight
    hidden_cell: tuple[int, int] | None = None  # (seat, position) the card in flight lands on
    drag: Drag | None = None  # a card being dragged (moved past the threshold)
    reason: str = ""  # why the last attempt was refused
    hover: Point | None = None
    reason_row: int = 0  # the field row the refusal is shown over (clear of the cards and of the pointer)
    lit: dict[int, int] = field(default_factory=dict)  # a card picked by click or key: legal spaces -> score change
    aim: int | None = None  # the space a picked card would go to (under the pointer or the keyboard cursor)
    veil: Veil = NO_VEIL  # what the animation of the last decision holds back (combo/ui/motion)
    notes: SpaceNotes = field(default_factory=SpaceNotes)  # what the lit spaces say under their points
    newest: dict[int, int] = field(default_factory=dict)  # seat -> the space its last card went to (outlined)


def reason_row(grid: Sequence[int], pointer_row: int) -> int:
    """Return the field row a refusal is shown over: the row farthest from the pointer's that holds no card
    and is not the pointer's (an outer row first among equals), else the farthest without a card, else the
    farthest."""
    width = A.FIELD
    rows = sorted(range(width), key=lambda r: (-abs(r - pointer_row), 0 < r < width - 1))
    empty = [r for r in rows if all(grid[r * width + c] == EMPTY for c in range(width))]
    clear = [r for r in empty if r != pointer_row]
    return (clear or empty or rows)[0]


def first_fitting(forms: Sequence[str], size: int, width: int) -> str:
    """Return the first of ``forms`` (longest first) that fits ``width`` pixels in bold at ``size``, else the last."""
    return next((words for words in forms if font(size, "bold").size(words)[0] <= width), forms[-1])


@functools.lru_cache(maxsize=8)  # drawn every frame of the first turn
def _fitted_lines(words: str, width: int, height: int, size: int) -> tuple[list[str], int]:
    """Return ``words`` wrapped to ``width`` at the largest size from ``size`` down whose lines fit ``height``."""
    while size > theme.MIN_TEXT_PX and len(wrap(words, font(size), width)) * font(size).get_linesize() > height:
        size -= 1
    return wrap(words, font(size), width), size


def draw_first_card_words(surface: pygame.Surface, lay: TableLayout) -> None:
    """Say, above the middle space of an empty tableau, how a tableau grows: from the middle to 3 by 3."""
    above = [rect for rect in lay.cells[:A.CENTRE - 2] if rect.w]
    if not above:
        return
    area = above[0].unionall(above[1:]).inflate(-round(16 * lay.scale), -round(8 * lay.scale))
    # TRANSLATORS: above the middle space of a tableau without cards, on the first turn
    words = _("Your tableau will be 9 cards, 3 by 3. The first goes in the middle; each next one beside a card, "
              "on any side, until 3 rows and 3 columns are set.")
    lines, size = _fitted_lines(words, area.w, area.h, round(19 * lay.scale))
    y = area.bottom - len(lines) * font(size).get_linesize()
    for line in lines:
        text(surface, line, (area.centerx, y), size, theme.TEXT_DIM, anchor="midtop", box=area, fit="shrink")
        y += font(size).get_linesize()


def _top_place(lay: TableLayout, forms: Sequence[str], left: int, right: int) -> tuple[tuple[int, int], int, int]:
    """Return the top bar words' centre, half their room and the index in ``forms`` of the first that fits, between
    ``left`` (what is drawn before them ends there) and ``right``."""
    s = lay.scale
    room = pygame.Rect(left + round(46 * s), lay.top.y, right - left - round(46 * s), lay.top.h)
    at = (max(room.left + room.w // 2, min(lay.top.centerx + round(14 * s), room.right - room.w // 2)),
          lay.top.centery)
    half = min(at[0] - room.left, room.right - at[0])
    return at, half, forms.index(first_fitting(forms, round(17 * s), 2 * half))


def flip_hit(button: pygame.Rect) -> pygame.Rect:
    """Return where a face-down ``button`` takes a click: a little wider than drawn (at 1024x600 the 18 px button
    was missed with nothing said, playtest 258); not lower, where a click is one elsewhere that lets a card go."""
    return button.inflate(12, 0)


class TableView:
    """Drawing and hit-testing of a game state for one seat at the current window size."""

    def __init__(self, seats: Sequence[SeatConfig], size: tuple[int, int]) -> None:
        self.seats = list(seats)
        self.n = len(self.seats)
        self.layout: TableLayout = compute(size, self.n)
        self._laid_for = (size, user_scale(), language())  # the window, UI scale and language laid out for
        self._window = FULL_FIELD  # the field's rows and columns laid out, and the room under them
        self._fitted: int | None = None  # the seat fitted to since the layout (another's anew: off centre, pt 154)
        self.field_reserve = 0  # pixels kept free under the field (the review's caption)
        self.hover = HoverZoom()
        self.minis = MiniFrames()
        self._scores: tuple[int, tuple[int, ...], list[int]] = (-1, (), [])
        self.score_rects, self.neighbour_rects = dict[int, pygame.Rect](), dict[int, pygame.Rect]()  # tips' places

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the table out for a window of ``size`` (kept as it is where laid out for it, scale and language: the
        field jumped back to the middle as a scene over it closed, and a click hit a gap, playtest 144)."""
        if (laid_for := (size, user_scale(), language())) == self._laid_for:
            return
        self._laid_for = laid_for
        self.layout = compute(size, self.n)
        self._window, self._fitted = FULL_FIELD, None

    def fit_field(self, state: GameState, seat: int) -> None:
        """Lay the big field out for the spaces ``seat``'s tableau in ``state`` may still reach."""
        p = state.players[seat]
        window = (*field_window(p.count, (p.minr, p.maxr), (p.minc, p.maxc)), self.field_reserve)
        if window != self._window or self._fitted != seat:
            refit_field(self.layout, window, keep=self._fitted == seat and self._window[2] == window[2])
            self._window = window
        self._fitted = seat

    def seat_name(self, seat: int) -> str:
        """Return the name of ``seat`` as the app writes it (a default "Player 2" in the language spoken)."""
        return shown(self.seats[seat].name)

    def seat_colour(self, seat: int) -> Colour:
        """Return the colour of ``seat``."""
        return theme.hex_colour(self.seats[seat].colour)

    def humans(self) -> list[int]:
        """Return the seats people play."""
        return [i for i, seat in enumerate(self.seats) if seat.kind == "human"]

    def is_you(self, seat: int) -> bool:
        """True if ``seat`` is the only seat a person plays (the table then says "you")."""
        return self.humans() == [seat]

    def tableau_title(self, seat: int) -> str:
        """Return "Your tableau" or "<name>'s tableau"."""
        if self.is_you(seat):
            return _("Your tableau")
        return _("{player}'s tableau").format(player=self.seat_name(seat))

    def scores(self, state: GameState) -> list[int]:
        """Return every seat's score now (computed once per state and record: an undo then another
        decision gives a record of the same length)."""
        key = (id(state), tuple(state.actions))
        if self._scores[:2] != key:
            self._scores = (*key, [state.score(i).total for i in range(self.n)])
        return self._scores[2]

    # --- what is under a point ------------------------------------------------------------------

    def slot_at(self, pos: Point, state: GameState, loc: int | None = None) -> int | None:
        """Return the display slot under ``pos`` that holds a card, of row ``loc`` (the Messenger's if None)."""
        loc = state.messenger if loc is None else loc
        for slot, rect in enumerate(self.layout.slots[loc]):
            if rect.collidepoint(pos) and state.displays[loc][slot] >= 0:
                return slot
        return None

    def flip_rect(self, state: GameState, slot: int) -> pygame.Rect:
        """Return the face-down button of display ``slot`` in the Messenger's row."""
        r = self.layout.slots[state.messenger][slot]
        d = max(24, round(28 * self.layout.scale))  # 16 px was hard to hit on a touchpad at 1024x600 (playtest 312)
        # under the card, touching its edge: over the card it hid the last words of a long scroll
        return pygame.Rect(r.centerx - d // 2, r.bottom - max(2, round(3 * self.layout.scale)), d, d)

    def flip_at(self, pos: Point, state: GameState) -> int | None:
        """Return the display slot whose face-down button is under ``pos`` (a slot that holds a card)."""
        for slot in range(A.DISPLAY):
            hit = flip_hit(self.flip_rect(state, slot))
            if state.displays[state.messenger][slot] >= 0 and hit.collidepoint(pos):
                return slot
        return None

    def cell_at(self, pos: Point) -> int | None:
        """Return the field position under ``pos``."""
        for i, rect in enumerate(self.layout.cells):
            if rect.collidepoint(pos):
                return i
        return None

    def seat_at(self, pos: Point) -> int | None:
        """Return the seat whose panel is under ``pos``."""
        for seat, box in enumerate(self.layout.seats):
            if box.rect.collidepoint(pos):
                return seat
        return None

    def discard_at(self, pos: Point) -> int | None:
        """Return the location whose discard pile is under ``pos``."""
        for loc in range(2):
            if self.layout.discard[loc].collidepoint(pos):
                return loc
        return None

    def card_at(self, pos: Point, state: GameState, view_seat: int) -> CardShown | None:
        """Return the card (index, face down) drawn under ``pos``, if any."""
        s = state
        lay = self.layout
        for loc in range(2):
            for slot, rect in enumerate(lay.slots[loc]):
                if rect.collidepoint(pos) and s.displays[loc][slot] >= 0:
                    return s.displays[loc][slot], False
            if lay.discard[loc].collidepoint(pos) and s.discards[loc]:
                return s.discards[loc][-1], False
        grid = s.players[view_seat].grid
        self.fit_field(s, view_seat)
        for i, rect in enumerate(lay.cells):
            if rect.collidepoint(pos) and grid[i] != EMPTY:
                return card_of(grid[i]), is_face_down(grid[i])
        seat = self.seat_at(pos)
        if seat is not None:
            for (value, _gold), rect in zip(self.minis.cells(s, seat), lay.seats[seat].mini):
                if rect.collidepoint(pos) and value != EMPTY:
                    return card_of(value), is_face_down(value)
        return None

    def cell_rect(self, state: GameState, seat: int, position: int, view_seat: int) -> pygame.Rect:
        """Return where ``seat``'s field ``position`` is drawn in ``state`` (the big field or the mini grid)."""
        if seat == view_seat:
            self.fit_field(state, seat)
            return self.layout.cells[position]
        top, left = self.minis.corner(state, seat)
        r, c = A.field_rc(position)
        idx = (r - top) * 3 + (c - left) if 0 <= r - top < 3 and 0 <= c - left < 3 else -1
        box = self.layout.seats[seat]
        return box.mini[idx] if 0 <= idx < 9 else box.rect

    def take_surface(self, card: int, face_down: bool, size: tuple[int, int]) -> pygame.Surface:
        """Return a display card as it is taken (its back when face down)."""
        return back_surface(DECK[card], size) if face_down else card_surface(card, size)

    def warm(self, state: GameState) -> Iterator[None]:
        """Draw the cards on show now (the next frame needs them anyway) and return steps that draw
        every other card at this layout's sizes, those coming up next first."""
        lay = self.layout
        for loc in range(2):
            for card in state.displays[loc]:
                if card >= 0:
                    card_surface(card, lay.card_size)
            if state.discards[loc]:
                card_surface(state.discards[loc][-1], lay.discard[loc].size)
        coming = [c for d in state.displays for c in d if c >= 0] + state.decks[0][-3:] + state.decks[1][-3:]
        order = dict.fromkeys(coming + list(range(N_CARDS)))
        return cardface.warm([CARDS[c] for c in order], self.card_sizes())

    def card_sizes(self) -> list[tuple[int, int]]:
        """Return the sizes the table draws every card at (display, field, mini tableaux)."""
        lay = self.layout
        return [(max(8, w), max(8, h)) for w, h in (lay.card_size, lay.cell_card, lay.seats[0].mini[0].size)]

    # --- drawing --------------------------------------------------------------------------------

    def draw_button(self, surface: pygame.Surface, rect: pygame.Rect, label: str, enabled: bool,
                    hover: Point | None, size: int | None = None) -> None:
        """Draw a table button (lit under the pointer), its label at ``size`` or the table's."""
        lit = hover is not None and rect.collidepoint(hover)
        button(surface, rect, label, size or round(BUTTON_TEXT * self.layout.scale), hover=lit, enabled=enabled)

    def draw_top(self, surface: pygame.Surface, words: str | Sequence[str], dot: int | None, menu_label: str,
                 hover: Point | None, live: bool = True, beside: Sequence[pygame.Rect] = ()) -> None:
        """Draw the top bar: the title, ``words`` (or the first of its forms that fits) after ``dot``'s colour, the
        menu button (``live``: the live table's buttons beside it take their room too; a replay has none; the
        buttons ``beside`` it, drawn by the caller, too)."""
        lay = self.layout
        s = lay.scale
        pygame.draw.rect(surface, theme.PANEL, lay.top)
        pygame.draw.line(surface, theme.PANEL_EDGE, lay.top.bottomleft, lay.top.bottomright)
        forms = (words,) if isinstance(words, str) else tuple(words)
        buttons = (lay.menu, lay.rules, lay.undo, lay.suggest, lay.shortcuts, lay.settings) if live \
            else (lay.menu, *beside)
        right = min(r.left for r in buttons if r.w) - round(20 * s)
        # the words sit centred between the title and the menu button (smaller, then shortened, if need be); where
        # a shorter form would lose what the bar says (the turn beside a 32-letter name at 150 %, playtest 83) and
        # the room of the game's title (the window's title says it too) keeps it, the title gives way
        title_w = font(round(24 * s), "title").size(_("Castle Combo"))[0]
        at, half, k = _top_place(lay, forms, round(16 * s) + title_w, right)
        bare = _top_place(lay, forms, 0, right)
        if bare[2] < k:
            at, half, k = bare
        else:
            text(surface, _("Castle Combo"), (round(16 * s), lay.top.centery), round(24 * s), theme.ACCENT,
                 "title", anchor="midleft")
        r = text(surface, forms[k], at, round(24 * s), theme.TEXT, "bold", anchor="center", fit="shrink",
                 min_size=round(17 * s), box=pygame.Rect(at[0] - half, lay.top.y, 2 * half, lay.top.h))
        if dot is not None:
            glyphs.seat_mark(surface, self.seat_colour(dot), (r.x - round(16 * s), r.centery), round(9 * s))
        self.draw_button(surface, lay.menu, menu_label, True, hover)

    def draw_log(self, surface: pygame.Surface, log: Sequence[str]) -> None:
        """Draw the log panel: the newest lines that fit, the last one bright."""
        lay = self.layout
        sc = lay.scale
        panel(surface, lay.log, alpha=255, radius=10)
        text(surface, _("Log"), (lay.log.x + 12, lay.log.y + 6), round(18 * sc), theme.ACCENT, "bold", fit="shrink",
             box=lay.log)
        size = round(16 * sc)
        line_h = size + 4
        y = lay.log.y + 6 + round(26 * sc)
        lines: list[str] = []
        for entry in reversed(log):
            lines = wrap(entry, font(size), lay.log.w - 24) + lines
            if len(lines) * line_h > lay.log.bottom - y - 4:
                break
        max_lines = max(0, (lay.log.bottom - y - 4) // line_h)
        shown = lines[-max_lines:] if max_lines else []
        for i, line in enumerate(shown):
            text(surface, line, (lay.log.x + 12, y), size, theme.TEXT if i >= len(shown) - 1 else theme.TEXT_DIM,
                 box=lay.log)
            y += line_h

    def draw_field(self, surface: pygame.Surface, s: GameState, marks: Marks, title: str | Sequence[str]) -> None:
        """Draw the big field of ``marks.view_seat`` (the spaces it may still reach): cards, legal drops of a drag
        (the live table draws a refusal over its cursor: ``space_words.draw_refusal``); its ``title``, or the first
        of its shorter forms that fits (by default the words after its first dot)."""
        lay = self.layout
        sc = lay.scale
        seat = marks.view_seat
        p = s.players[seat]
        self.fit_field(s, seat)
        my_turn = seat == marks.active
        panel(surface, lay.centre, alpha=255, edge=self.seat_colour(seat) if my_turn else theme.PANEL_EDGE,
              width=3 if my_turn else 1, radius=10)
        x = lay.field_title[0]
        box = pygame.Rect(x, lay.centre.y, lay.centre.right - (x - lay.centre.x) - x, lay.centre.h)
        # a shorter form rather than a long name and "…dest…" (a playtest)
        tail = title.split("  ·  ", 1)[-1] if isinstance(title, str) else ""  # a sentence: "Take a card…"
        words = first_fitting((title, tail[:1].upper() + tail[1:]) if isinstance(title, str) else title,
                              round(21 * sc * 0.8), box.w)
        text(surface, words, lay.field_title, round(21 * sc), theme.TEXT, "bold", box=box, fit="shrink")
        drag = marks.drag
        legal = drag.legal if drag is not None else marks.lit
        over = marks.aim  # where the card held would go now (or be refused)
        cw, ch = lay.cell_card
        empty = p.count == 0  # the middle alone (playtest 78 expected a 3x3), even while others play first
        # before a card is taken up, the spaces one may go to stand out from the 5x5 (playtest 87: "a grid of
        # identical empty spaces; nothing shows where a card can go")
        open_now = set(p.legal_positions()) if marks.offer and my_turn and not legal and drag is None else set()
        purses = s.purses_shown(seat)
        for pos, rect in enumerate(lay.cells):
            if not rect.w or (empty and pos != A.CENTRE and pos not in legal):
                continue  # a space no card of this tableau can reach: not drawn
            v = p.grid[pos]
            if v != EMPTY and marks.hidden_cell != (seat, pos) and (seat, pos) not in marks.veil.cells:
                surface.blit(card_surface(card_of(v), (cw, ch), is_face_down(v), purses[pos]), rect)
                continue
            if pos in legal:
                good = pos == over
                pygame.draw.rect(surface, (70, 112, 78) if good else (56, 86, 62), rect, border_radius=8)
                pygame.draw.rect(surface, theme.HIGHLIGHT if good else theme.LEGAL, rect, width=3, border_radius=8)
                notes = marks.notes
                draw_points_now(surface, rect, legal[pos], sc, notes.losses.get(pos, ""), notes.gold.get(pos, 0),
                                notes.later.get(pos, 0), notes.never.get(pos, 0))
            else:
                draw_space(surface, rect, "refused" if pos == over else "open" if pos in open_now else "plain")
        if empty and marks.offer:  # how it grows, when the first card is to be taken
            draw_first_card_words(surface, lay)

    def draw_drag(self, surface: pygame.Surface, s: GameState, drag: Drag) -> pygame.Rect:
        """Draw the dragged card under the pointer with what taking it that way costs or gives; return its rect."""
        card = s.displays[s.messenger][drag.slot]
        if card < 0:
            return pygame.Rect(drag.pos, (0, 0))
        lay = self.layout
        img = self.take_surface(card, drag.face_down, lay.cell_card)
        rect = dragged_rect(lay, drag.pos, drag.grab)
        pygame.draw.rect(surface, (10, 12, 10), rect.move(6, 8), border_radius=8)
        surface.blit(img, rect)
        if drag.face_down:
            tag, colour = _("face down: +{gold} gold +{keys} keys").format(gold=FACE_DOWN_GOLD,
                                                                          keys=FACE_DOWN_KEYS), theme.GOOD
        else:
            price = s.price(s.current, card)
            gold = s.players[s.current].gold
            if price > gold:
                tag, colour = ngettext("costs {price} gold, you have {gold}: press F for face down",
                                       "costs {price} gold, you have {gold}: press F for face down",
                                       price).format(price=price, gold=gold), theme.BAD
            else:
                tag = ngettext("face up: pay {price} gold  (F: face down)",
                               "face up: pay {price} gold  (F: face down)", price).format(price=price)
                colour = theme.TEXT
        if colour == theme.BAD or not lay.centre.collidepoint(drag.pos):  # over the tableau, the lit spaces say
            draw_tag_under(surface, tag, colour, rect, lay.scale)  # what counts: the price covered their numbers
        return rect
