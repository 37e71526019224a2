"""Hot seat at the Castle Combo table: the cover that hides the table until the next person takes the seat."""

from __future__ import annotations

import pygame

from castlecombo.combo.ui.prompts import TABLE_DIM, PromptTable
from castlecombo.combo.ui.table_view import Point
from castlecombo.i18n import _
from castlecombo.kit import theme
from castlecombo.kit.draw import button, dim, font, panel, text
from castlecombo.kit.scene import HandOff, Navigator


class PassCover(HandOff):
    """Hot-seat: hide the table until the next player takes the seat."""

    transparent = True

    def __init__(self, app: Navigator, table: PromptTable, seat: int, resumed: bool = False) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.resumed = resumed  # the game was just continued: nobody passed the table
        self.hover: Point | None = None

    def _words(self) -> tuple[str, str, str]:
        """Return the cover's title, its line and its button's label, in the language spoken now."""
        name = self.table.view.seat_name(self.seat)
        line = (_("The game goes on where it was left.  Esc: the menu.") if self.resumed
                else _("The screen passes to the next player.  Esc: the menu."))
        # TRANSLATORS: hot-seat button: the named player confirms they took the seat
        return _("Pass to {player}").format(player=name), line, _("I am {player}: my turn").format(player=name)

    def _back_words(self) -> str:
        """Return the label of the button that takes back the move of the person who played, or "" if none may."""
        if self.resumed or self.table.undo_problem() is not None:
            return ""
        # TRANSLATORS: hot-seat cover: the person who just played takes back the move that ended their turn
        return _("Take back {player}'s move (Z)").format(player=self.table.view.seat_name(self.table.view_seat))

    def _rects(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect | None]:
        w, h = self.app.size
        sc = self.table.view.layout.scale
        title, _line, label = self._words()
        back_words = self._back_words()
        # as wide as a long name needs ("Sou Maria Eduarda Santos: …" was squeezed smaller: a playtest), and as the
        # market where that is wider, so that it fits over the market and the log (below)
        need = max(font(round(34 * sc), "title").size(title)[0] + round(60 * sc),
                   font(round(20 * sc)).size(label)[0] + round(90 * sc),
                   font(round(16 * sc)).size(back_words)[0] + round(90 * sc) if back_words else 0)
        back_h = round(52 * sc) if back_words else 0
        lay = self.table.view.layout
        box = pygame.Rect(0, 0, min(w - 40, max(min(round(520 * sc), lay.market.w), need)), round(220 * sc) + back_h)
        # over the market and the log, in the same place every time (a café's playtest: at the top, the foot or the
        # middle by turns, its button was somewhere else each time), clear of the tableau: over it, it hid the card
        # its player placed last, and the tableau read as empty (two playtests). Where the window is too narrow for
        # that, at the top, the foot or the middle, whichever first leaves that card in sight.
        seat = self.table.view_seat
        placed = self.table.placed
        newest = lay.cells[placed[1]] if placed is not None and placed[0] == seat else pygame.Rect(0, 0, 0, 0)
        box.midleft = (max(round(20 * sc), lay.market.centerx - box.w // 2), h // 2)
        if not box.colliderect(newest) and box.right <= w - round(20 * sc):
            return (box, *self._button_rects(box, need, back_words, back_h, sc))
        box.centerx = w // 2
        edge = round(20 * sc) + lay.top.bottom
        places = (edge + box.h // 2, h - round(20 * sc) - box.h // 2, h // 2)
        box.centery = next((y for y in places if not box.move(0, y - box.centery).colliderect(newest)), places[0])
        return (box, *self._button_rects(box, need, back_words, back_h, sc))

    def _button_rects(self, box: pygame.Rect, need: int, back_words: str, back_h: int,
                      sc: float) -> tuple[pygame.Rect, pygame.Rect | None]:
        """Return the cover's button and its take-back button (None without one) inside ``box``."""
        ok = pygame.Rect(0, 0, min(box.w - round(40 * sc), max(round(340 * sc), need - round(60 * sc))),
                         round(50 * sc))
        ok.midbottom = (box.centerx, box.bottom - round(24 * sc) - back_h)
        if not back_words:
            return ok, None
        back = pygame.Rect(0, 0, min(box.w - round(40 * sc), font(round(16 * sc)).size(back_words)[0] +
                                     round(40 * sc)), round(38 * sc))
        back.midbottom = (box.centerx, box.bottom - round(18 * sc))
        return ok, back

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif self.ready and ((event.type == pygame.MOUSEBUTTONUP and event.button == 1
                              and self._rects()[1].collidepoint(event.pos))
                             or (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE))):
            self.app.stack.pop()
            self.table.pass_done(self.seat)
        elif (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE) or (
                event.type == pygame.MOUSEBUTTONUP and event.button == 1
                and self.table.view.layout.menu.collidepoint(event.pos)):
            self.table.go_menu()  # the game is saved; whoever continues it takes the seat
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_z, pygame.K_u):
            self.table.handle(event)  # the move taken back (the cover goes), or why not, said on the cover
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.ready:
            back = self._rects()[2]
            if back is not None and back.collidepoint(event.pos):
                self.table.undo()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 225, TABLE_DIM)
        box, button_rect, back = self._rects()
        view = self.table.view
        sc = view.layout.scale
        panel(surface, box, alpha=255, radius=10, edge=view.seat_colour(self.seat), width=3)
        title, words, label = self._words()
        inner = box.inflate(-round(24 * sc), 0)
        text(surface, title, (box.centerx, box.y + round(30 * sc)),
             round(34 * sc), theme.TEXT, "title", anchor="midtop", fit="shrink", box=inner)
        text(surface, words, (box.centerx, box.y + round(84 * sc)), round(19 * sc), theme.TEXT_DIM, anchor="midtop",
             fit="shrink", box=inner)
        if self.table.reason:  # said on the table, it lay under the cover's dimming (a playtest)
            text(surface, self.table.reason, (box.centerx, box.y + round(116 * sc)), round(17 * sc), theme.BAD,
                 "bold", anchor="midtop", fit="shrink", box=inner)
        hover = self.hover is not None and button_rect.collidepoint(self.hover)
        button(surface, button_rect, label, round(20 * sc), hover=hover, pad=12)
        if back is not None:
            button(surface, back, self._back_words(), round(16 * sc),
                   hover=self.hover is not None and back.collidepoint(self.hover), pad=10)
