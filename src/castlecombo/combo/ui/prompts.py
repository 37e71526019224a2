"""Overlay scenes of the table: ability prompts, the hot-seat cover, discards, card zoom."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.catalog import COST, NAMES
from castlecombo.combo.engine.state import DISCARD, NEIGHBOUR, OPTION, PURSES
from castlecombo.combo.ui.table_gfx import card_surface
from castlecombo.kit import theme
from castlecombo.kit.draw import button, dim, font, panel, text, wrap
from castlecombo.kit.scene import Scene

if TYPE_CHECKING:
    from castlecombo.combo.ui.table import TableScene

LOC_NAMES = ("Castle", "Village")
TABLE_DIM = (10, 12, 10)  # the table's overlays darken towards its felt, not black


NEXT_CHOICE = {NEIGHBOUR: "then choose a neighbour", OPTION: "then choose an option",
               PURSES: "then choose purses", DISCARD: "then choose a card to discard"}


def outcome_words(table: TableScene, action: int) -> str:
    """What ``action`` gives the player to move, in words ("+3 gold, +1 key")."""
    s = table.state
    seat = s.current
    before = s.players[seat]
    clone = s.clone()
    try:
        clone.apply(action)
    except Exception:
        return ""
    after = clone.players[seat]
    parts = []
    dg = after.gold - before.gold
    dk = after.keys - before.keys
    dp = sum(after.purse) - sum(before.purse)
    if dg:
        parts.append(f"{dg:+d} gold")
    if dk:
        parts.append(f"{dk:+d} key" + ("s" if abs(dk) != 1 else ""))
    if dp:
        parts.append(f"{dp} gold on purses")
    if clone.current == seat and clone.phase not in (0, 5) and clone.turn == s.turn:
        parts.append(NEXT_CHOICE.get(clone.phase, "then one more choice"))
    delta = clone.score(seat).total - s.score(seat).total
    words = ", ".join(parts) if parts else "nothing now"
    return f"{words}  ({delta:+d} points now)"


class ChoicePrompt(Scene):
    """Ask the player to move for the decision their card's ability needs."""

    transparent = True

    def __init__(self, app: Any, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.hover: tuple[int, int] | None = None
        self.selected: list[int] = []
        self.build()

    def build(self) -> None:
        t = self.table
        s = t.state
        self.phase = s.phase
        self.legal: list[int] = list(s.pending[1]) if s.pending else []
        self.effect = s.pending[2] if s.pending else None
        card = s.card
        self.title = f"{NAMES[card]}: " if card >= 0 else ""
        seat = s.current
        self.options: list[tuple[int, str]] = []
        if self.phase == NEIGHBOUR:
            left, right = (seat + 1) % s.n, (seat - 1) % s.n
            self.title += "count which neighbour's tableau?"
            for action in self.legal:
                who = left if action == A.NEIGHBOUR_BASE + A.LEFT else right
                side = "Left" if who == left else "Right"
                self.options.append((action, f"{side}: {t.seat_name(who)}  ·  {outcome_words(t, action)}"))
        elif self.phase == OPTION:
            self.title += "choose one"
            for action in self.legal:
                i = action - A.OPTION_BASE
                label = f"Option {i + 1}"
                try:
                    from castlecombo.combo import cardtext

                    label = " and ".join(cardtext.plain(cardtext.effect_markup(e)) for e in self.effect.options[i])
                except Exception:
                    pass
                outcome = outcome_words(t, action)
                same = outcome.split("  (")[0] == label  # "+2 keys" needs saying once
                self.options.append((action, outcome if same else f"{label}  ·  {outcome}"))
        elif self.phase == PURSES:
            need = len(A.decode(self.legal[0]).positions) if self.legal else 1
            self.need = need
            self.title += f"fill {need} purse{'s' if need > 1 else ''}: click purse cards on your tableau"
            if need == 1:
                for action in self.legal:
                    pos = A.decode(action).positions[0]
                    self.options.append((action, f"{NAMES[s.players[seat].grid[pos] % 128]}  ·  "
                                                 f"{outcome_words(t, action)}"))
            else:
                for action in self.legal:
                    names = " + ".join(NAMES[s.players[seat].grid[p] % 128] for p in A.decode(action).positions)
                    self.options.append((action, f"{names}  ·  {outcome_words(t, action)}"))
        elif self.phase == DISCARD:
            loc = LOC_NAMES.index(self.effect.deck.title()) if self.effect is not None else 0
            self.loc = loc
            self.title += f"discard a {LOC_NAMES[loc]} card from the market (click it)"
            for action in self.legal:
                slot = action - A.DISCARD_BASE
                card = s.displays[loc][slot]
                self.options.append((action, f"{NAMES[card]}  ·  {outcome_words(t, action)}"))
        else:
            self.options = [(a, A.describe(a)) for a in self.legal]
        self.layout()

    def layout(self) -> None:
        lay = self.table.layout
        sc = lay.scale
        bh = round(34 * sc)
        gap = round(6 * sc)
        shown = self.options[:6]
        title_lines = wrap(self.title, font(round(19 * sc), "bold"), lay.log.w - 24)
        head = round(12 * sc) + len(title_lines) * round(24 * sc) + round(6 * sc)
        h = head + len(shown) * (bh + gap) + round(8 * sc)
        rect = pygame.Rect(lay.log.x, lay.log.bottom - h, lay.log.w, h)
        if rect.y < lay.market.y:
            rect.y = lay.market.y
        self.rect = rect
        self.title_lines = title_lines
        self.buttons: list[tuple[pygame.Rect, int, str]] = []
        y = rect.y + head
        for action, label in shown:
            self.buttons.append((pygame.Rect(rect.x + 12, y, rect.w - 24, bh), action, label))
            y += bh + gap

    def resize(self, size: tuple[int, int]) -> None:
        self.table.resize(size)
        self.layout()

    def answer(self, action: int, label: str = "") -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()
        short = label.split("  ·  ")[0] if label else ""
        self.table.prompt_answer(action, short)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.table.hover_pos = event.pos
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.go_menu()
            return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
                card = self.table.card_at(event.pos)
                if card is not None:
                    self.table.open_zoom(card)
            return
        for rect, action, label in self.buttons:
            if rect.collidepoint(event.pos):
                self.answer(action, label)
                return
        t = self.table
        s = t.state
        if self.phase == DISCARD:
            for slot, rect in enumerate(t.layout.slots[self.loc]):
                action = A.DISCARD_BASE + slot
                if rect.collidepoint(event.pos) and action in self.legal:
                    self.answer(action, f"discarded {NAMES[s.displays[self.loc][slot]]}")
                    return
        elif self.phase == PURSES:
            pos = t.cell_at(event.pos)
            if pos is None:
                return
            if any(pos in A.decode(a).positions for a in self.legal):
                if pos in self.selected:
                    self.selected.remove(pos)
                else:
                    self.selected.append(pos)
                    self.selected = self.selected[-self.need:]
                if len(self.selected) == self.need:
                    action = A.purses(*self.selected)
                    if action in self.legal:
                        names = " + ".join(NAMES[s.players[s.current].grid[p] % 128] for p in self.selected)
                        self.answer(action, f"filled {names}")

    def draw(self, surface: pygame.Surface) -> None:
        t = self.table
        lay = t.layout
        sc = lay.scale
        s = t.state
        # highlights on the table itself
        if self.phase == DISCARD:
            for action in self.legal:
                slot = action - A.DISCARD_BASE
                rect = lay.slots[self.loc][slot]
                hover = self.hover is not None and rect.collidepoint(self.hover)
                pygame.draw.rect(surface, theme.HIGHLIGHT if hover else theme.LEGAL, rect.inflate(8, 8), width=3,
                                 border_radius=10)
                card = s.displays[self.loc][slot]
                if card >= 0:
                    text(surface, f"+{COST[card]}", (rect.centerx, rect.bottom + 2), round(16 * sc), theme.GOOD,
                         "bold", anchor="midtop")
        elif self.phase == PURSES:
            cand = {p for a in self.legal for p in A.decode(a).positions}
            for pos in cand:
                rect = lay.cells[pos]
                chosen = pos in self.selected
                pygame.draw.rect(surface, theme.HIGHLIGHT if chosen else theme.LEGAL, rect.inflate(6, 6), width=3,
                                 border_radius=10)
        panel(surface, self.rect, alpha=255, radius=10, edge=theme.ACCENT, width=2, fill=(34, 40, 36))
        y = self.rect.y + round(10 * sc)
        for line in self.title_lines:
            text(surface, line, (self.rect.x + 12, y), round(19 * sc), theme.ACCENT, "bold")
            y += round(24 * sc)
        for rect, _action, label in self.buttons:
            hover = self.hover is not None and rect.collidepoint(self.hover)
            button(surface, rect, label, round(17 * sc), hover=hover, pad=12)


class PassCover(Scene):
    """Hot-seat: hide the table until the next player takes the seat."""

    transparent = True

    def __init__(self, app: Any, table: TableScene, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.hover: tuple[int, int] | None = None

    def _rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        w, h = self.app.size
        sc = self.table.layout.scale
        box = pygame.Rect(0, 0, round(520 * sc), round(220 * sc))
        box.center = (w // 2, h // 2)
        ok = pygame.Rect(0, 0, round(340 * sc), round(50 * sc))
        ok.midbottom = (box.centerx, box.bottom - round(24 * sc))
        return box, ok

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._rects()[1].collidepoint(event.pos)) \
                or (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)):
            self.app.stack.pop()
            self.table.pass_done(self.seat)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 225, TABLE_DIM)
        box, button_rect = self._rects()
        sc = self.table.layout.scale
        colour = self.table.seat_colour(self.seat)
        panel(surface, box, alpha=255, radius=10, edge=colour, width=3)
        name = self.table.seat_name(self.seat)
        text(surface, f"Pass to {name}", (box.centerx, box.y + round(30 * sc)), round(34 * sc), theme.TEXT, "title",
             anchor="midtop")
        text(surface, "The table turns to the next player.", (box.centerx, box.y + round(84 * sc)), round(19 * sc),
             theme.TEXT_DIM, anchor="midtop")
        hover = self.hover is not None and button_rect.collidepoint(self.hover)
        button(surface, button_rect, f"I am {name}: show my table", round(20 * sc), hover=hover, pad=12)


class DiscardViewer(Scene):
    """The public discard pile of one location."""

    transparent = True

    def __init__(self, app: Any, table: TableScene, loc: int) -> None:
        super().__init__(app)
        self.table = table
        self.loc = loc

    def handle(self, event: pygame.event.Event) -> None:
        if (event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3)) or \
                (event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE)):
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 190, TABLE_DIM)
        w, h = surface.get_size()
        sc = self.table.layout.scale
        cards = self.table.state.discards[self.loc]
        text(surface, f"{LOC_NAMES[self.loc]} discards ({len(cards)})  ·  click to close", (w // 2, round(60 * sc)),
             round(26 * sc), theme.TEXT, "title", anchor="midtop")
        if not cards:
            text(surface, "No card has been discarded here yet.", (w // 2, h // 2), round(22 * sc), theme.TEXT_DIM,
                 anchor="center")
            return
        cols = 8
        cw = min(round(130 * sc), (w - 80) // cols - 10)
        ch = round(cw * 1.4)
        x0 = (w - cols * (cw + 10)) // 2
        y0 = round(110 * sc)
        for i, card in enumerate(reversed(cards)):
            r, c = divmod(i, cols)
            y = y0 + r * (ch + 10)
            if y + ch > h:
                break
            surface.blit(card_surface(card, (cw, ch)), (x0 + c * (cw + 10), y))


class CardZoom(Scene):
    """One card, large; any click or key closes it."""

    transparent = True

    def __init__(self, app: Any, card: int, face_down: bool = False) -> None:
        super().__init__(app)
        self.card = card
        self.face_down = face_down

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170, TABLE_DIM)
        w, h = surface.get_size()
        ch = int(h * 0.8)
        cw = int(ch / 1.4)
        img = card_surface(self.card, (cw, ch), self.face_down)
        surface.blit(img, img.get_rect(center=(w // 2, h // 2)))
        if self.face_down:
            text(surface, f"{NAMES[self.card]} (face down: no shields, no ability, no scroll)",
                 (w // 2, h - 20), 20, theme.TEXT_DIM, anchor="midbottom")
