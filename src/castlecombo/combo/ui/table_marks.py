"""What the live table draws over its view for the person playing: the top bar's Rules, Undo, Suggest
and "?" buttons, the chosen card, the keyboard cursor, the move suggested, and the score a dragged card
would make."""

from __future__ import annotations

import functools
from collections.abc import Collection, Sequence

import pygame

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.state import GameState
from castlecombo.combo.ui import log_panel
from castlecombo.combo.ui.table_input import TableInput
from castlecombo.combo.ui.table_keys import rect_of
from castlecombo.combo.ui.table_layout import SUGGEST_LABEL, THINKING_LABEL, UNDO_LABEL
from castlecombo.combo.ui.table_suggest import SUGGEST_COLOUR, TableSuggest
from castlecombo.combo.ui.table_view import SPACE_LOOKS, Point, TableView
from castlecombo.i18n import _, ngettext
from castlecombo.kit import theme
from castlecombo.kit.draw import dashed_rect, font, icon_button, inside, text, wrap

CURSOR = theme.FOCUS  # the keyboard cursor: a colour nothing else on the table uses


def draw_top_buttons(surface: pygame.Surface, view: TableView, can_undo: bool, hover: Point | None) -> None:
    """Draw the Rules, Undo, "?" and Settings buttons of the top bar (Undo greyed when nothing may be undone)."""
    lay = view.layout
    view.draw_button(surface, lay.rules, lay.rules_label, True, hover)
    view.draw_button(surface, lay.undo, _(UNDO_LABEL), can_undo, hover)
    view.draw_button(surface, lay.shortcuts, "?", True, hover)
    icon_button(surface, lay.settings, "settings", hover=hover is not None and lay.settings.collidepoint(hover))


def draw_choice(surface: pygame.Surface, view: TableView, s: GameState, tin: TableInput, acting: bool = True) -> None:
    """Draw the ring round the chosen card and the keyboard cursor (only while the person may take a card:
    it hung over the market through the AI's turns)."""
    lay = view.layout
    sc = lay.scale
    if tin.pick is not None:
        # bold, between dark edges, its inside light: a thin green ring was duller than the lit row's gold frame to a
        # red-green colour-blind eye (playtest 115); told apart by its weight and contrast, whatever the hue
        rect = lay.slots[s.messenger][tin.pick.slot].inflate(round(12 * sc), round(12 * sc))
        width = max(4, round(5 * sc))
        pygame.draw.rect(surface, (16, 18, 16), rect.inflate(4, 4), width=width + 4, border_radius=12)
        pygame.draw.rect(surface, theme.LEGAL, rect, width=width, border_radius=10)
        pygame.draw.rect(surface, theme.TEXT, rect.inflate(-2 * width, -2 * width), width=max(1, round(sc)),
                         border_radius=8)
    cursor = tin.cursor
    if cursor is not None and acting:
        # snug round a key button: wider, it crossed the first line of the words under the keys (a playtest)
        grow = round((6 if cursor.kind == "key" else 14) * sc)
        rect = rect_of(cursor, lay, s).inflate(grow, grow)
        width = max(3, round(4 * sc))
        pygame.draw.rect(surface, (16, 18, 16), rect.inflate(4, 4), width=2, border_radius=12)
        pygame.draw.rect(surface, CURSOR, rect, width=width, border_radius=12)


def draw_drag_points(surface: pygame.Surface, view: TableView, card: pygame.Rect, points: int | None,
                     avoid: Sequence[pygame.Rect] = (), later: tuple[int, str] = (0, "")) -> None:
    """Draw what dropping the dragged card here scores ("+3 points") above the card, or under it, right or left of
    it, where it covers least of the field's title and of ``avoid`` (the other lit spaces and the cards placed: two
    playtests saw it hide a neighbour's "+10 points now"), inside the tableau's panel; with the points its position
    scroll may still score there, and where ("+8 if in the left column"), from ``later``."""
    if points is None:
        return
    lay = view.layout
    sc = lay.scale
    size = round(24 * sc)
    words = ngettext("{n:+d} point here", "{n:+d} points here", abs(points)).format(n=points)
    if later[0]:
        # TRANSLATORS: what a dragged card scores here, then what its scroll may add at the end ("+0 points
        # here · +8 if in the left column"): the final 3x3 is not set yet
        words = _("{now} · {n:+d} {where}").format(now=words, n=later[0], where=later[1])
    w, h = font(size, "bold").size(words)
    screen = surface.get_rect()
    gap = round(6 * sc)
    places = (((card.centerx, card.top - gap), "midbottom"),  # (no price is drawn over the tableau)
              ((card.centerx, card.bottom + gap), "midtop"),
              ((card.right + gap, card.centery), "midleft"), ((card.left - gap, card.centery), "midright"))
    title = pygame.Rect(lay.centre.x, lay.centre.y, lay.centre.w, max(0, lay.field_rect.top - lay.centre.y))
    over_field = card.colliderect(lay.centre)
    hidden = [*avoid, title] if over_field else list(avoid)
    # inside the tableau's panel, clear of its frame: at its edge a label was cut off, and a pill touching the frame
    # read as cut ("+6 puntos aquí", two playtests)
    room = lay.centre.inflate(-round(10 * sc), -round(10 * sc)) if over_field else screen

    def placed(place: tuple[tuple[int, int], str]) -> pygame.Rect:
        box = pygame.Rect(0, 0, min(w, room.w) + round(16 * sc), h + round(8 * sc))
        setattr(box, place[1], place[0])
        return box.clamp(room)  # slid along the panel's edge, over its own card if need be

    def covered(box: pygame.Rect) -> int:
        return sum(box.clip(r).w * box.clip(r).h for r in hidden)

    box = min((placed(place) for place in places), key=covered)  # above, under, right, left on a tie
    img_rect = text(surface, words, box.center, size, theme.TEXT, "bold", anchor="center", fit="shrink", box=room)
    box = img_rect.inflate(round(16 * sc), round(8 * sc)).clamp(room)  # the pill inside the panel too: its round
    pygame.draw.rect(surface, (40, 70, 48), box, border_radius=box.h // 2)  # end cut "+6 puntos aquí" (a playtest)
    pygame.draw.rect(surface, theme.LEGAL, box, width=2, border_radius=box.h // 2)
    text(surface, words, box.center, size, theme.TEXT, "bold", anchor="center", fit="shrink",
         box=box.inflate(-round(12 * sc), 0))


def draw_suggest_button(surface: pygame.Surface, view: TableView, hints: TableSuggest, hover: Point | None) -> None:
    """Draw the Suggest button of the top bar ("Thinking…" while a suggestion is being found)."""
    rect = view.layout.suggest
    label = _(THINKING_LABEL) if hints.thinking else _(SUGGEST_LABEL)
    view.draw_button(surface, rect, label, hints.thinking or hints.problem() is None, hover)
    if hints.thinking or hints.shown is not None:
        pygame.draw.rect(surface, SUGGEST_COLOUR, rect, width=2, border_radius=8)


def draw_face_down_label(surface: pygame.Surface, view: TableView, hints: TableSuggest,
                         lit: Collection[int] = ()) -> None:
    """Say "face down" on the space of a take suggested face down: at its top, or on its top edge when the space
    is ``lit`` (inside, it covered the points, a playtest); drawn over the rings."""
    take = hints.take()
    if take is None or not take.face_down:
        return
    sc = view.layout.scale
    cell = view.layout.cells[take.position]
    # TRANSLATORS: on the space Suggest lights up, when the suggested card goes there face down
    # on a dark backdrop: lilac on the lit space's green was hard to read (a keyboard playtest)
    words = _("face down")
    w, h = font(round(15 * sc), "bold").size(words)
    # wider than the space where the words need it, inside the tableau's panel ("de face…" on a small space, a
    # playtest at 150 %)
    back = pygame.Rect(0, 0, min(w + round(10 * sc), 2 * cell.w), h + 2)
    back.midtop = (cell.centerx, cell.top + round(4 * sc))
    if take.position in lit:
        back.center = (cell.centerx, cell.top)
    back.clamp_ip(view.layout.centre)
    pygame.draw.rect(surface, theme.PANEL, back, border_radius=6)
    text(surface, words, (back.centerx, back.top + 1), round(15 * sc), SUGGEST_COLOUR, "bold", anchor="midtop",
         box=back.inflate(0, 4), fit="shrink")


def draw_suggestion(surface: pygame.Surface, view: TableView, s: GameState, hints: TableSuggest,
                    lit: Collection[int] = ()) -> None:
    """Light up the move suggested: the card and the space it goes to (the card shown faintly there,
    its back if face down, unless the space is ``lit`` for the card picked up: then its points show),
    or the key button to use (with the card to take after a Messenger moved, in dashes)."""
    lay = view.layout
    sc = lay.scale
    width = max(3, round(4 * sc))
    take = hints.take()
    if take is not None:
        slot = lay.slots[s.messenger][take.slot].inflate(round(18 * sc), round(18 * sc))
        pygame.draw.rect(surface, SUGGEST_COLOUR, slot, width=width, border_radius=12)
        cell = lay.cells[take.position]
        card = s.displays[s.messenger][take.slot]
        if card >= 0 and take.position not in lit:
            ghost = view.take_surface(card, take.face_down, cell.size).copy()
            ghost.set_alpha(120)
            pygame.draw.rect(surface, SPACE_LOOKS["open"][0], cell, border_radius=8)  # the space's "+" not through it
            surface.blit(ghost, cell)
        pygame.draw.rect(surface, SUGGEST_COLOUR, cell.inflate(round(8 * sc), round(8 * sc)), width=width,
                         border_radius=10)
    key = hints.key()
    if key is not None:
        rect = lay.key_move if key == A.KEY_MOVE else lay.key_refresh
        pygame.draw.rect(surface, SUGGEST_COLOUR, rect.inflate(round(8 * sc), round(8 * sc)), width=width,
                         border_radius=10)
    then = hints.then_take()
    if then is not None:  # the card named to take once the Messenger moves: in dashes, as what comes next
        slot = lay.slots[1 - s.messenger][then.slot].inflate(round(18 * sc), round(18 * sc))
        dashed_rect(surface, SUGGEST_COLOUR, slot, width=width, dash=round(14 * sc), gap=round(8 * sc))


def coach_box(view: TableView, words: str | Sequence[str], over_help: bool = True) -> tuple[pygame.Rect, list[str],
                                                                                           int]:
    """Return where a suggestion too long for the line under the key buttons is said whole (under the seats' panels
    where it fits there, else from that line down, ``over_help`` (its words are the general help, which the
    suggestion replaces), or at the foot of the log's place, the log never rising over the keyboard's help for it),
    its wrapped lines and their size (smaller, down to 14 px at 100 %, where the log's place is short). Given its
    words at several lengths, longest first, the first that leaves the log two rows, else the shortest."""
    variants = [words] if isinstance(words, str) else list(words)
    for said in variants[:-1]:  # a why cut short before the log is left one row (playtest 181: "Guarda R…")
        box = _coach_place(view, said, over_help)
        if _log_left(view, box[0]) >= log_panel.kept_height(view.layout.scale, 2):
            return box
    return _coach_place(view, variants[-1], over_help)


def over_help(view: TableView, box: pygame.Rect) -> bool:
    """Return whether the coach's ``box`` lies over the line under the key buttons (the log under it)."""
    lay = view.layout
    return box.left == lay.log.left and box.top < lay.log.top


def _log_left(view: TableView, box: pygame.Rect) -> int:
    """Return the height the log keeps beside the coach's ``box``."""
    lay = view.layout
    gap = round(6 * lay.scale)
    if box.left != lay.log.left:  # under the seats' panels
        return lay.log.h
    return lay.log.bottom - box.bottom - gap if over_help(view, box) else box.top - gap - lay.log.top


def _coach_place(view: TableView, words: str, over_help: bool) -> tuple[pygame.Rect, list[str], int]:
    """:func:`coach_box` for one wording."""
    lay = view.layout
    if lay.seats:  # under the seats' panels where it fits whole: the log kept to one cut row beside it (pt 121)
        gap = round(12 * lay.scale)
        top = lay.seats[-1].rect.bottom + gap
        side = _side_box(words, lay.scale, (lay.side.x, top, lay.side.w, lay.side.bottom - top))
        if side is not None:
            return pygame.Rect(side[0]), list(side[1]), side[2]
    rect, lines, size = _coach_box(words, lay.scale, (lay.log.x, lay.log.y, lay.log.w, lay.log.h),
                                   lay.hint[1] - round(6 * lay.scale) if over_help else None)
    return pygame.Rect(rect), list(lines), size  # copies: the cached ones stay as they are


@functools.lru_cache(maxsize=16)
def _side_box(words: str, scale: float, free: tuple[int, int, int, int]) -> tuple[pygame.Rect, list[str], int] | None:
    """Return the coach's box at the top of the ``free`` place, smaller where it must be (as over the log: a long hint
    at 1280x720 went over the log, the place under the seats free, playtest 144), or None where it does not fit."""
    x, y, w, h = free
    lines, size, height = _fitted(words, scale, w, h)
    return (pygame.Rect(x, y, w, height), lines, size) if height <= h else None


@functools.lru_cache(maxsize=16)  # asked every frame a suggestion is shown
def _coach_box(words: str, scale: float, log: tuple[int, int, int, int],
               top: int | None) -> tuple[pygame.Rect, list[str], int]:
    """:func:`coach_box` for the log's place ``log`` at ``scale``, from ``top`` down (None: at the log's foot)."""
    x, y, w, h = log
    room = h - log_panel.headless_height(scale) - round(6 * scale)  # the log keeps its newest row
    if top is not None:  # from the help's line down, the log under it: at the log's foot it left the log one row
        room += y - top  # under a box as tall (playtests 171, 172, 173, 175 and 180)
    lines, size, height = _fitted(words, scale, w, room)
    return pygame.Rect(x, y + h - height if top is None else top, w, height), lines, size


def _fitted(words: str, scale: float, width: int, room: int, shrink: bool = True) -> tuple[list[str], int, int]:
    """Return the coach's ``words`` wrapped in a box ``width`` wide: its lines, their size and the box's height, the
    size lowered (down to 14 px at 100 %, if ``shrink``) while the box is taller than ``room``."""
    pad = round(10 * scale)
    size = max(theme.MIN_TEXT_PX, round(17 * scale))
    lines = wrap(words, font(size, "bold"), width - 2 * pad)
    while shrink and len(lines) * font(size, "bold").get_linesize() + 2 * pad > room and size > round(14 * scale):
        size -= 1
        lines = wrap(words, font(size, "bold"), width - 2 * pad)
    return lines, size, len(lines) * font(size, "bold").get_linesize() + 2 * pad


def draw_coach(surface: pygame.Surface, view: TableView, box: tuple[pygame.Rect, list[str], int]) -> None:
    """Draw the suggestion ``box`` (:func:`coach_box`): its words in the suggestion's colour, framed in it."""
    rect, lines, size = box
    sc = view.layout.scale
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=10)
    pygame.draw.rect(surface, SUGGEST_COLOUR, rect, width=2, border_radius=10)
    step = font(size, "bold").get_linesize()
    with inside(rect):
        for k, line in enumerate(lines):
            text(surface, line, (rect.x + round(10 * sc), rect.y + round(10 * sc) + k * step), size, SUGGEST_COLOUR,
                 "bold")
