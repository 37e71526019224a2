"""Another player's tableau at full size over the table: every card with its points now and why.

Opened by a click on a seat's panel; Left/Right show the other seats, Tab walks the cards (a keyboard playtest could
not read one card's points), V shows one large, a click, Esc or Enter close it.
"""

from __future__ import annotations

import pygame

from castlecombo.combo.engine.state import GameState
from castlecombo.combo.engine.tableau import EMPTY, card_of, is_face_down
from castlecombo.combo.ui.card_views import CardZoom
from castlecombo.combo.ui.narration import location_name
from castlecombo.combo.ui.table_layout import CARD_RATIO
from castlecombo.combo.ui.table_view import Point, TableView
from castlecombo.combo.ui.tableau_board import BADGE_SHARE, Board
from castlecombo.i18n import N_, _, ngettext
from castlecombo.kit import glyphs, theme
from castlecombo.kit.draw import dim, font, icon_value, inside, panel, text, two_lines_between
from castlecombo.kit.glyphs import arrow_step, draw_arrows
from castlecombo.kit.scene import Navigator, Scene
from castlecombo.kit.tips import draw_tip

TABLE_DIM = (10, 12, 10)
ARROW = 34  # the side of the buttons to the other seats (at scale 1)
FOOTER = N_("Hover a card or Tab for its points  ·  Left / Right: other players  ·  click or Esc: back to the table")


class SeatTableau(Scene):
    """One seat's tableau, large, with a badge of points on each card (the engine's score now)."""

    transparent = True

    def __init__(self, app: Navigator, view: TableView, state: GameState, seat: int) -> None:
        super().__init__(app)
        self.view = view
        self.state = state
        self.seat = seat
        self.hover: Point | None = None
        self.card: int | None = None  # the place Tab is on (its points said as under the pointer)
        self.box, self.area, self.footer = self._rects()  # the panel, its cards' area, its help line's lines
        self.board = self._board()

    def _rects(self) -> tuple[pygame.Rect, pygame.Rect, list[str]]:
        """Return the panel, the area of the cards in it and the help line under them, on one line or two."""
        w, h = self.app.size
        sc = self.view.layout.scale
        head, foot, pad = round(84 * sc), round(34 * sc), round(20 * sc)
        box_h = h - 2 * pad
        for _lines in (1, 2):  # the footer on two lines where one cuts it ("clic o Esc: torna al…", a playtest)
            # as wide as the cards the height allows, and the words above them
            board_w = round((box_h - head - foot) / 3 / (CARD_RATIO + BADGE_SHARE * 0.8) * 3.1)
            box = pygame.Rect(0, 0, min(w - 2 * pad, max(board_w + 2 * pad, round(620 * sc))), box_h)
            box.center = (w // 2, h // 2)
            footer = two_lines_between(_(FOOTER), font(round(15 * sc)), box.w - round(28 * sc) - 2 * round(ARROW * sc))
            if len(footer) == 1:
                break
            foot = round(52 * sc)
        area = pygame.Rect(box.x + pad, box.y + head, box.w - 2 * pad, box.h - head - foot)
        return box, area, footer

    def _board(self) -> Board:
        # the cards where the seat's mini grid shows them (they sat one column apart, a playtest)
        corner = self.view.minis.corner(self.state, self.seat)
        return Board.seen_from(self.state, self.seat, self.area, corner)

    def arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Return the buttons to the previous and the next seat's tableau, at the ends of the help line."""
        sc = self.view.layout.scale
        side = round(ARROW * sc)
        middle = self.box.bottom - round(10 * sc) - len(self.footer) * font(round(15 * sc)).get_linesize() // 2
        earlier = pygame.Rect(self.box.x + round(14 * sc), middle - side // 2, side, side)
        return earlier, earlier.move(self.box.w - side - round(28 * sc), 0)

    def show(self, seat: int) -> None:
        """Show ``seat``'s tableau instead."""
        self.seat = seat % self.state.n
        self.board = self._board()
        self.card = None

    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size)
        self.box, self.area, self.footer = self._rects()
        self.board = self._board()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover, self.card = event.pos, None
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_TAB:
                self.next_card(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            elif event.key in (pygame.K_LEFT, pygame.K_UP):
                self.show(self.seat - 1)
            elif event.key in (pygame.K_RIGHT, pygame.K_DOWN):
                self.show(self.seat + 1)
            elif event.key == pygame.K_v:
                self.zoom()
            elif event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.app.stack.pop()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and (
                step := arrow_step(self.arrows(), event.pos)):
            self.show(self.seat + step)  # for a mouse alone: Left / Right said it to the keyboard only
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3 and self.card_under(event.pos) is not None:
            self.card, self.hover = None, event.pos  # a right-click shows the card large, as on the table (its rules
            self.zoom()  # were 7 px here at 1024x600, and a right-click closed the tableau, playtest 223)
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            self.app.stack.pop()

    def zoom(self) -> None:
        """V: show the card Tab is on, else the one under the pointer, large (as V does on the table; it did
        nothing here, a keyboard playtest)."""
        at = self.card if self.card is not None else self.card_under(self.hover)
        if at is not None and self.board.cells[at] != EMPTY:
            value = self.board.cells[at]
            self.app.stack.push(CardZoom(self.app, card_of(value), is_face_down(value)))

    def card_under(self, pos: Point | None) -> int | None:
        """Return the place of the card under ``pos`` (None: no card there)."""
        return self.board.place_at(pos)

    def next_card(self, step: int) -> None:
        """Put the keyboard on the next (or previous) card of the tableau shown, in reading order."""
        placed = [i for i, v in enumerate(self.board.cells) if v != EMPTY]
        if placed:
            at = placed.index(self.card) if self.card in placed else (-1 if step > 0 else 0)
            self.card = placed[(at + step) % len(placed)]
            self.hover = None

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 200, TABLE_DIM)
        view = self.view
        sc = view.layout.scale
        box = self.box
        colour = view.seat_colour(self.seat)
        panel(surface, box, alpha=255, radius=12, edge=colour, width=3)
        p = self.state.players[self.seat]
        sheet = self.board.sheet
        over = self.state.is_over
        with inside(box.inflate(-round(28 * sc), 0)):
            x, y = box.x + round(22 * sc), box.y + round(14 * sc)
            r = round(8 * sc)
            glyphs.seat_mark(surface, colour, (x + r, y + round(16 * sc)), r)
            n = sheet.total
            said = (ngettext("{n} point", "{n} points", n) if over
                    else ngettext("{n} point now", "{n} points now", n)).format(n=n)
            score = text(surface, said,
                         (box.right - round(22 * sc), y + round(16 * sc)), round(26 * sc), theme.ACCENT, "bold",
                         anchor="midright")
            text(surface, view.tableau_title(self.seat), (x + 2 * r + round(8 * sc), y + round(16 * sc)),
                 round(26 * sc), theme.TEXT, "title", anchor="midleft", fit="shrink", min_size=round(18 * sc),
                 box=pygame.Rect(x, y, score.left - round(16 * sc) - x, round(34 * sc)))
            y += round(42 * sc)
            isz = round(20 * sc)
            nx = icon_value(surface, "gold", str(sheet.leftover_gold if over else p.gold), (x, y), isz)
            # TRANSLATORS: beside the key icon: the keys held and the points they score at the end
            keys = ngettext("{keys}  (+{n} point)", "{keys}  (+{n} points)", sheet.key_points).format(
                keys=p.keys, n=sheet.key_points)
            nx = icon_value(surface, "key", keys, (nx, y), isz)
            # TRANSLATORS: a seat's discount on one location's cards ("Castle -1")
            parts = [_("{place} -{n}").format(place=location_name(loc), n=off)
                     for loc, off in enumerate(p.discount) if off]
            if parts:
                icon_value(surface, "discount", " ".join(parts), (nx, y), isz, right=box.right - round(22 * sc))
            self.board.draw(surface)
            step = font(round(15 * sc)).get_linesize()
            for k, line in enumerate(reversed(self.footer)):
                text(surface, line, (box.centerx, box.bottom - round(10 * sc) - k * step), round(15 * sc),
                     theme.TEXT_DIM, anchor="midbottom", fit="shrink")
            draw_arrows(surface, self.arrows(), self.hover)
        if self.card is not None:
            rect = self.board.rects[self.card]
            pygame.draw.rect(surface, theme.FOCUS, rect.inflate(8, 8), width=max(3, round(4 * sc)), border_radius=10)
            draw_tip(surface, self.board.why(self.card), rect.midbottom, round(17 * sc), box)
        elif self.hover is not None and self.app.stack.top is self:  # (not under the card shown large, 227)
            at = self.card_under(self.hover)
            if at is not None:  # under the card, as Tab's: beside the pointer it hid the card it told of (a playtest)
                draw_tip(surface, self.board.why(at), self.board.rects[at].midbottom, round(17 * sc), box)
