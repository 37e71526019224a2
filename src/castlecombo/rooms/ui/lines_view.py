"""Drawing one seat's lines in its panel: the rooms, a dragon at the end, lit ends, the new-line space.

Shared by the live table, the replay and the ending. What to light comes in as arguments; the
functions here decide nothing and change no state.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field

import pygame

from castlecombo.i18n import _, ngettext
from castlecombo.kit import glyphs, theme
from castlecombo.kit.draw import Colour, font, text, tint
from castlecombo.rooms.engine.deck import DRAGON
from castlecombo.rooms.engine.lines import Line
from castlecombo.rooms.engine.state import WIN_LENGTH
from castlecombo.rooms.reason_texts import orientation_words
from castlecombo.rooms.ui.art import card_surface
from castlecombo.rooms.ui.layout import SeatPanel
from castlecombo.rooms.ui.moves import Target, is_room, line_end, new_line

LIT_FILL = (56, 86, 62)
OVER_FILL = (70, 112, 78)
BAD_FILL = (80, 50, 46)


@dataclass
class LineMarks:
    """What to show on top of a seat's lines."""

    lit: Collection[Target] = ()  # targets the card in hand may go to
    over: Target | None = None  # the target under the pointer (or chosen by the keyboard)
    refused: Target | None = None  # the target under the pointer the card may not go to
    preview: tuple[int, int] | None = None  # (card, orientation) drawn in ``over`` when it is lit
    new_line: bool = False  # show the space for a new line (the seat to move, seen by its player)
    new_closed: bool = False  # no room of the hand may start a new line now: the space says when one may
    new_roomless: bool = False  # the hand holds no room: the space says only a room starts a line (playtest 206)
    new_orientation: int = 0  # the orientation a new line would take
    hidden: Target | None = None  # a card in flight lands here: keep the space empty
    winning: Collection[int] = field(default_factory=tuple)  # lines to frame as the winner's
    newest: Collection[tuple[int, int, Colour]] = ()  # (line, rooms laid by another seat in its last turn (0: its
    # dragon), that seat's colour)
    # another seat's panel: each line's length after it, clear of this rect (the magnifier); its overlapping rooms
    # could not be counted ("max 7" said the longest only, playtests 195, 198)
    lengths_clear_of: pygame.Rect | None = None


def end_index(line: Line) -> int:
    """Return the slot after the last room (where a room is added, or where the dragon sits)."""
    return len(line.rooms)


def slots(line: Line) -> int:
    """Return the slots ``line`` takes in its panel: its rooms and the space after them (a line of ten has none)."""
    return min(len(line.rooms) + 1, WIN_LENGTH)


def room_at(panel: SeatPanel, lines: Sequence[Line], li: int, index: int) -> pygame.Rect:
    """Return where room ``index`` (or the space after the last) of line ``li`` is drawn in ``panel``."""
    return panel.room_rect(li, index, slots(lines[li]))


def target_rect(panel: SeatPanel, lines: Sequence[Line], target: Target) -> pygame.Rect:
    """Return where ``target`` of ``panel``'s seat is drawn (a line's end slot, or the new line's space)."""
    if target.kind == "new":
        return panel.room_rect(len(lines), 0)
    return room_at(panel, lines, target.line, end_index(lines[target.line]))


def target_at(panel: SeatPanel, lines: Sequence[Line], pos: tuple[int, int], with_new: bool) -> Target | None:
    """Return the target of ``panel`` under ``pos``: a line (anywhere along it, up to its end slot) or the
    new line's space (when ``with_new``)."""
    for li, line in enumerate(lines):
        first = room_at(panel, lines, li, 0)
        # a blocked line reaches one slot past its dragon: a room dropped there is refused with the dragon's
        # reason, not "drop it on a lit space" (a playtest aimed just right of the dragon)
        last = room_at(panel, lines, li, end_index(line) + (1 if line.dragon else 0))
        if first.union(last).inflate(4, panel.row_step - first.h).collidepoint(pos):
            return line_end(panel.seat, li)
    if with_new:
        rect = panel.room_rect(len(lines), 0)
        if rect.inflate(rect.w, 0).move(rect.w // 2, 0).collidepoint(pos):
            return new_line(panel.seat)
    return None


def _slot(surface: pygame.Surface, rect: pygame.Rect, lit: bool, over: bool, refused: bool) -> None:
    radius = max(3, rect.h // 8)
    if refused:
        pygame.draw.rect(surface, BAD_FILL, rect, border_radius=radius)
        pygame.draw.rect(surface, theme.BAD, rect, width=2, border_radius=radius)
    elif lit:
        pygame.draw.rect(surface, OVER_FILL if over else LIT_FILL, rect, border_radius=radius)
        pygame.draw.rect(surface, theme.HIGHLIGHT if over else theme.LEGAL, rect, width=3 if over else 2,
                         border_radius=radius)
        if over:  # and a blue ring round it: on a rival's small room the gold frame alone was easily lost
            _aim(surface, rect)


def _corners(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, width: int) -> None:
    """Mark ``rect`` at its four corners in ``colour``: who played there, told apart from the solid frames of a lit
    space and of the keys' ring (a blue seat's whole frame read as chosen, a green one's as lit, playtest 228)."""
    arm = max(6, min(rect.w, rect.h) // 3)
    for (x, y), (dx, dy) in (((rect.left, rect.top), (1, 1)), ((rect.right - 1, rect.top), (-1, 1)),
                             ((rect.left, rect.bottom - 1), (1, -1)), ((rect.right - 1, rect.bottom - 1), (-1, -1))):
        pygame.draw.line(surface, colour, (x, y), (x + dx * arm, y), width)
        pygame.draw.line(surface, colour, (x, y), (x, y + dy * arm), width)


def _owner(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, ch: int) -> None:
    """Put the shape of the seat of ``colour`` on the top left corner of ``rect`` (its corners marked): who laid
    it, told without telling colours apart (red-green colour-blind, a purple and a blue dragon read alike,
    playtest 251)."""
    r = max(5, round(ch * 0.16))
    centre = (rect.left + r // 2, rect.top + r // 2)
    pygame.draw.circle(surface, theme.BACKGROUND, centre, r + max(2, r // 2))
    glyphs.seat_mark(surface, colour, centre, r)


def _lit_dragon(surface: pygame.Surface, end: pygame.Rect, over: bool, ch: int) -> None:
    """Light up a dragon a knight may fight: a green veil and frame, as a lit space's (gold and ringed when aimed)."""
    tint(surface, end, (*(OVER_FILL if over else LIT_FILL), 110))
    pygame.draw.rect(surface, theme.HIGHLIGHT if over else theme.LEGAL, end.inflate(6, 6), width=3,
                     border_radius=max(3, ch // 8))
    if over:  # a knight aimed at the dragon: ringed as any space aimed at
        _aim(surface, end)


def draw_lines(surface: pygame.Surface, panel: SeatPanel, lines: Sequence[Line], marks: LineMarks,
               scale: float) -> None:
    """Draw ``lines`` of ``panel``'s seat with their numbers, dragons, lit ends and the new-line space."""
    seat = panel.seat
    cw, ch = panel.card
    label = max(10, min(round(18 * scale), round(ch * 0.5)))
    clip = surface.get_clip()
    surface.set_clip(panel.rect.inflate(-2, -2))
    lengths: list[tuple[int, int, int]] = []  # (x, y, rooms) of each line's length, said after the lines
    for li, line in enumerate(lines):
        y = room_at(panel, lines, li, 0).centery
        if li in marks.winning:
            row = room_at(panel, lines, li, 0).union(room_at(panel, lines, li, end_index(line) - 1)).inflate(8, 6)
            pygame.draw.rect(surface, theme.ACCENT, row, width=3, border_radius=6)
        text(surface, str(li + 1), (panel.label_x, y), label, theme.TEXT_DIM, "bold", anchor="center")
        for i, kind in enumerate(line.rooms):
            surface.blit(card_surface(kind, (cw, ch), line.orientation), room_at(panel, lines, li, i))
        target = line_end(seat, li)
        end = room_at(panel, lines, li, end_index(line))
        lit = target in marks.lit
        over = marks.over == target
        if line.dragon and marks.hidden != target:
            surface.blit(card_surface(DRAGON, (cw, ch)), end)
            if marks.refused == target and not lit:
                pygame.draw.rect(surface, theme.BAD, end.inflate(4, 4), width=3, border_radius=max(3, ch // 8))
        else:
            _slot(surface, end, lit, over, marks.refused == target)
            if lit and over and marks.preview is not None:
                card, _o = marks.preview
                _ghost(surface, card_surface(card, (cw, ch), line.orientation if is_room(card) else 0), end)
                _edge(surface, end)
        # another seat's last play, outlined in its player's colour: an AI's rooms landed in a second and nothing
        # told where (playtest 208), nor who put a dragon there (213)
        for newest_line, laid, colour in marks.newest:  # every room of its last turn, and who laid a dragon (214)
            if newest_line == li and (line.dragon or laid) and line.rooms:
                last = end if not laid else room_at(panel, lines, li, end_index(line) - 1).union(
                    room_at(panel, lines, li, max(0, end_index(line) - laid)))
                _corners(surface, last.inflate(4, 4), colour, max(2, round(3 * scale)))
                _owner(surface, last.inflate(4, 4), colour, ch)
        if line.dragon and marks.hidden != target and lit:  # over the outline of who laid it, lit as a space is: a
            _lit_dragon(surface, end, over, ch)  # thin green line inside its frame went unseen (playtest 225)
        if marks.lengths_clear_of is not None and line.rooms:  # after its last card, or its lit end
            tail = end if line.dragon or lit else room_at(panel, lines, li, end_index(line) - 1)
            lengths.append((tail.right + max(4, cw // 8), y, len(line.rooms)))
    if marks.lengths_clear_of is not None:
        _lengths(surface, panel, lengths, max(theme.MIN_TEXT_PX, label), marks.lengths_clear_of)
    if marks.new_line:
        _draw_new_line(surface, panel, len(lines), marks, scale)
    surface.set_clip(clip)


def _lengths(surface: pygame.Surface, panel: SeatPanel, at: Sequence[tuple[int, int, int]], size: int,
             clear_of: pygame.Rect) -> None:
    """Say each line's length at its (x, y): "7 rooms" where every line of the panel has room for it, else "7";
    none where it would touch ``clear_of`` or leave the panel."""
    forms = [[ngettext("{n} room", "{n} rooms", n).format(n=n) for _x, _y, n in at], [str(n) for _x, _y, n in at]]

    def fits(words: str, x: int, y: int) -> bool:
        box = pygame.Rect(x, y - size // 2, font(size).size(words)[0], size)
        return box.right <= panel.rect.right - round(panel.col_step * 0.1) and not box.colliderect(clear_of)

    said = next((form for form in forms if all(fits(w, x, y) for w, (x, y, _n) in zip(form, at))), forms[1])
    for words, (x, y, _n) in zip(said, at):
        if fits(words, x, y):
            text(surface, words, (x, y), size, theme.TEXT_DIM, anchor="midleft")


def _edge(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Frame the space a card would go to (over its faint picture)."""
    pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(4, 4), width=3, border_radius=max(3, rect.h // 8))


def _aim(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Ring the space aimed at in the keyboard's blue, a little outside it."""
    pygame.draw.rect(surface, theme.FOCUS, rect.inflate(12, 12), width=3, border_radius=max(4, rect.h // 6))


def _ghost(surface: pygame.Surface, img: pygame.Surface, rect: pygame.Rect) -> None:
    ghost = img.copy()
    ghost.set_alpha(190)
    surface.blit(ghost, rect)


def _draw_new_line(surface: pygame.Surface, panel: SeatPanel, index: int, marks: LineMarks, scale: float) -> None:
    target = new_line(panel.seat)
    rect = panel.room_rect(index, 0)
    lit = target in marks.lit
    over = marks.over == target
    if lit or marks.refused == target:
        _slot(surface, rect, lit, over, marks.refused == target)
    else:
        _dashed(surface, rect, theme.PANEL_EDGE)
    if lit and over and marks.preview is not None:
        card, _o = marks.preview
        _ghost(surface, card_surface(card, panel.card, marks.new_orientation), rect)
        _edge(surface, rect)
    if lit:
        words = _("new line, {orientation}").format(orientation=orientation_words(marks.new_orientation))
    elif marks.new_closed:
        # TRANSLATORS: beside the new-line space when the rules allow no new line now
        words = _("new line: only when no room of your hand fits an open line")
    elif marks.new_roomless:
        # ("only a room starts one" read as a riddle, playtests 318 and 319)
        # TRANSLATORS: beside the new-line space when the hand holds only knights and dragons
        words = _("new line: it starts with a room, not a dragon or a knight")
    else:
        words = _("new line")
    colour: Colour = theme.LEGAL if lit else theme.TEXT_DIM
    # as large as the row allows: a third of a small room's height drew it at 11 px (playtest 90); clear of the
    # panel's magnifier in its bottom right corner
    size = max(theme.MIN_TEXT_PX, min(round(15 * scale), panel.row_step * 2 // 3))
    left = rect.right + round(8 * scale)
    text(surface, words, (left, rect.centery), size, colour, anchor="midleft", fit="shrink",
         max_width=panel.rect.right - left - round(40 * scale))


def _dashed(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    dash = max(4, rect.w // 10)
    for x in range(rect.left, rect.right, 2 * dash):
        pygame.draw.line(surface, colour, (x, rect.top), (min(x + dash, rect.right), rect.top))
        pygame.draw.line(surface, colour, (x, rect.bottom - 1), (min(x + dash, rect.right), rect.bottom - 1))
    for y in range(rect.top, rect.bottom, 2 * dash):
        pygame.draw.line(surface, colour, (rect.left, y), (rect.left, min(y + dash, rect.bottom)))
        pygame.draw.line(surface, colour, (rect.right - 1, y), (rect.right - 1, min(y + dash, rect.bottom)))


__all__ = ["LineMarks", "draw_lines", "end_index", "room_at", "slots", "target_at", "target_rect"]
