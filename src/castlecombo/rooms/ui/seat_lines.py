"""A player's lines at full size over the Castle Rooms table.

The others' panels draw their rooms small (a line of ten must fit a third of the width; two playtests found
them hard to read), and one's own shrink as lines are started (46 px at 150 % in 1280x720, two playtests). A
click on a panel (on one's own, its magnifier), or O, opens its lines here as large as the window allows;
Left/Right show the others, then one's own; a click, Esc or Enter close it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from castlecombo.i18n import N_, _
from castlecombo.kit import theme
from castlecombo.kit.draw import dim, font, two_lines_between
from castlecombo.kit.draw import text as draw_text
from castlecombo.kit.glyphs import arrow_step, draw_arrows
from castlecombo.kit.scene import Navigator, Scene
from castlecombo.rooms.engine.state import GameState
from castlecombo.rooms.ui.layout import HEAD, PAD, ROW_GAP, SeatPanel, panel_in
from castlecombo.rooms.ui.marks import Marks, marked_plays
from castlecombo.rooms.ui.seat_panel import SeatLooks, draw_panel
from castlecombo.rooms.ui.view import RoomsView

LARGEST = 110  # the largest room drawn here (at scale 1): the seat shown's panel draws them at most 96
TABLE_DIM = (10, 12, 10)
ARROW = 34  # the side of the buttons to the other seats (at scale 1)
FOOTER = N_("Left / Right: the other players, then you  ·  click or Esc: back to the table")
# TRANSLATORS: under a player's lines shown large over a replay, where no seat is "you" (playtest 280)
REPLAY_FOOTER = N_("Left / Right: the other players  ·  click or Esc: back to the replay")


def _foot(lines: int, s: float) -> int:
    """Return the height of the help's ``lines`` under the rooms, as tall as the arrows beside them at least."""
    return max(lines * font(round(15 * s)).get_linesize(), round(ARROW * s))


class SeatLines(Scene):
    """One seat's lines, large, with its panel's header (name, longest line, hand, a near win)."""

    transparent = True

    def __init__(self, app: Navigator, view: RoomsView, state: GameState, seat: int, viewer: int,
                 status: Callable[[int], str], goes_on: bool = False, replay: bool = False) -> None:
        super().__init__(app)
        self.help = REPLAY_FOOTER if replay else FOOTER
        # over a live table an AI's turn goes on under it (playtest 101 opened it in an AI's turn, which then stood
        # still); ``state`` is then the table's own, which the turn changes
        self.game_goes_on = goes_on
        self.view = view
        self.state = state
        self.seat = seat
        self.viewer = viewer  # whose table it is: Left/Right come to their lines after the others'
        self.status = status
        self.hover: tuple[int, int] | None = None
        self.panel, self.footer = self._place()
        self.lines_seen = self._line_count()

    def _line_count(self) -> int:
        return sum(len(lines) for lines in self.state.lines)

    def update(self, dt: float) -> None:
        if self._line_count() != self.lines_seen:  # a line started under it: as many rows as the most lines
            self.lines_seen = self._line_count()
            self.panel, self.footer = self._place()

    def seats(self) -> list[int]:
        """Return the seats Left/Right go through: the others from the viewer's left, then the viewer's own."""
        n = self.state.n
        return [(self.viewer + k) % n for k in range(1, n + 1)] if 0 <= self.viewer < n else list(range(n))

    def _place(self) -> tuple[SeatPanel, list[str]]:
        """Return the seat's panel, centred in the window as high as its lines and the help under them need, and
        that help's lines."""
        w, h = self.app.size
        s = self.view.layout.scale
        margin = round(24 * s)
        # as many rows as the seat with the most lines: the panel, its rooms and its buttons stay put from seat to
        # seat (a click on › twice missed the button that had moved)
        rows = max(2, *(len(self.state.lines[q]) for q in {self.seat, *self.seats()}))
        footer = two_lines_between(_(self.help), font(round(15 * s)), w - 4 * margin - 2 * round(ARROW * s))
        foot = _foot(len(footer), s) + round(12 * s)
        most = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin - foot)
        sp = panel_in(self.seat, most, rows, s, LARGEST * s)
        need = round(HEAD * s) + 2 * round(PAD * s) + rows * sp.row_step - max(2, round(ROW_GAP * s)) + round(8 * s)
        rect = pygame.Rect(0, 0, most.w, min(most.h, need))
        rect.center = (w // 2, (h - foot) // 2)
        sp = panel_in(self.seat, rect, rows, s, LARGEST * s)
        # the help inside the panel, under the lines: over the dimmed table it was hard to read
        return replace(sp, rect=sp.rect.inflate(0, foot).move(0, foot // 2)), footer

    def arrows(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """Return the buttons to the previous and the next seat's lines, at the foot's ends (None: one seat only)."""
        if len(self.seats()) < 2:
            return None
        s = self.view.layout.scale
        middle = self.panel.rect.bottom - round(8 * s) - _foot(len(self.footer), s) // 2
        side = round(ARROW * s)
        earlier = pygame.Rect(self.panel.rect.left + round(10 * s), middle - side // 2, side, side)
        return earlier, earlier.move(self.panel.rect.w - side - round(20 * s), 0)

    def show(self, seat: int) -> None:
        """Show ``seat``'s lines instead."""
        self.seat = seat
        self.panel, self.footer = self._place()

    def step(self, by: int) -> None:
        """Show the next (``by`` 1) or previous (-1) seat's lines, the viewer's passed by."""
        seats = self.seats()
        here = seats.index(self.seat) if self.seat in seats else -1
        self.show(seats[(here + by) % len(seats)])

    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size)
        self.view.arrange(self.state, self.viewer)
        self.panel, self.footer = self._place()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_UP):
                self.step(-1)
            elif event.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_o, pygame.K_TAB):
                self.step(1)
            elif event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.app.stack.pop()
        elif event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and (
                step := arrow_step(self.arrows(), event.pos)):
            self.step(step)  # for a mouse alone: Left / Right said it to the keyboard only
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            self.app.stack.pop()
            # the table learns where the pointer is now: its hint named the panel the look was opened from
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=event.pos, rel=(0, 0), buttons=(0, 0, 0)))

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 200, TABLE_DIM)
        view = self.view
        s = view.layout.scale
        sp = self.panel
        looks = SeatLooks(view.seat_name(self.seat), view.seat_colour(self.seat), view.is_you(self.seat))
        # who laid each dragon and the others' last rooms, marked as on the table: here every dragon's frame was
        # the card's red, its layer's colour lost (playtest 235)
        marks = Marks(self.viewer, active=None if self.state.is_over else self.state.current, show_hand=False,
                      newest=[(owner, line, laid, view.seat_colour(mover))
                              for owner, line, laid, mover in marked_plays(self.state, self.viewer)])
        # the panel's words are chosen as on the table, for a panel this wide
        draw_panel(surface, replace(view.layout, panels={self.seat: sp}), self.state, sp, marks,
                   self.status(self.seat), looks)
        size = round(15 * s)
        said = len(self.footer) * font(size).get_linesize()
        y = sp.rect.bottom - round(8 * s) - (_foot(len(self.footer), s) + said) // 2  # centred beside the arrows
        for line in self.footer:
            draw_text(surface, line, (surface.get_width() // 2, y), size, theme.TEXT_DIM, anchor="midtop",
                      fit="shrink")
            y += font(size).get_linesize()
        draw_arrows(surface, self.arrows(), self.hover)


__all__ = ["SeatLines"]
