"""Watching a finished game again, turn by turn, on the table's own drawing.

A *turn* is one player's whole turn (key use, the take and its ability choices). The states
after 0, 1, ... T turns are built once by replaying the record's actions from the start;
stepping only changes which of them is shown, so no input can change the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.catalog import DECK
from castlecombo.combo.engine.state import GameState, IllegalAction
from castlecombo.combo.ui.table import LOC_NAMES, TableScene
from castlecombo.combo.ui.table_gfx import back_surface, card_surface
from castlecombo.kit import theme
from castlecombo.kit.anim import Flight
from castlecombo.kit.draw import button_frame, font, panel, text, text_surface, wrap
from castlecombo.storage.records import HistoryRecord, SaveGame

CONTROLS = ("start", "back", "play", "next", "end")
CONTROL_LABELS = {"start": "Start", "back": "Back", "play": "Play", "next": "Next", "end": "End"}


@dataclass
class ReplayTurn:
    """What one turn did: who played, the log lines, and the card taken."""

    seat: int
    lines: list[str]
    take: tuple[int, int, int, int, bool] | None  # (location, slot, card, position, face down)


class ReplayScene(TableScene):
    """The table in replay mode: ◀ / ▶ a turn, start, end, play/pause; Esc goes back."""

    menu_label = "Back (Esc)"

    def __init__(self, app: Any, record: HistoryRecord | SaveGame) -> None:
        save = SaveGame.new(record.seed, list(record.seats), record.first_player)
        super().__init__(app, save)
        self.record = record
        self.frames: list[GameState] = []
        self.turns: list[ReplayTurn] = []
        self._build(list(record.actions))
        self.index = 0
        self.playing = False
        self.play_timer = 0.0
        self.pinned: int | None = None
        self.controls: dict[str, pygame.Rect] = {}
        self.seek(0)

    # --- building -------------------------------------------------------------------------

    def _build(self, actions: list[int]) -> None:
        """Replay ``actions`` once, keeping the state after every whole turn; raise ValueError."""
        try:
            state = GameState.new(self.n, self.save.seed, self.save.first_player)
        except ValueError as exc:
            raise ValueError(f"the record cannot be set up: {exc}") from None
        self.frames = [state.clone()]
        self.turns = []
        lines: list[str] = []
        take = None
        for i, action in enumerate(actions):
            seat, before = state.current, state.turn
            self.state = state  # describe() reads the state before the action
            try:
                lines.append(self.describe(action))
                d = A.decode(action)
                if d.kind == "take":
                    loc = state.messenger
                    take = (loc, d.slot, state.displays[loc][d.slot], d.position, d.face_down)
                state.apply(action)
            except (IllegalAction, ValueError) as exc:
                raise ValueError(f"the record does not replay at decision {i + 1}: {exc}") from None
            if state.turn != before or state.is_over:
                self.frames.append(state.clone())
                self.turns.append(ReplayTurn(seat, lines, take))
                lines, take = [], None
        if lines:  # a record cut in the middle of a turn: show what there is
            self.frames.append(state.clone())
            self.turns.append(ReplayTurn(state.current, lines, take))
        self.state = self.frames[0]

    # --- position ----------------------------------------------------------------------------

    @property
    def total(self) -> int:
        """How many turns the record holds."""
        return len(self.frames) - 1

    @property
    def at_end(self) -> bool:
        return self.index >= self.total

    def seek(self, index: int, animate: bool = False) -> None:
        """Show the state after ``index`` turns (clamped); animate the card of a single step forward."""
        index = max(0, min(self.total, index))
        forward_one = index == self.index + 1
        self.index = index
        self.state = self.frames[index]
        self.flight = None
        self.hidden_slot = None
        self.hidden_cell = None
        if self.pinned is not None:
            self.view_seat = self.pinned
        elif index > 0:
            self.view_seat = self.turns[index - 1].seat
        else:
            self.view_seat = self.state.current
        self.log = [line for turn in self.turns[:index] for line in turn.lines]
        if index >= self.total:
            self.playing = False
        if animate and forward_one:
            self._fly(self.turns[index - 1])

    def _fly(self, turn: ReplayTurn) -> None:
        fly = self.pace[1]
        if turn.take is None or fly <= 0:
            return
        loc, slot, card, position, face_down = turn.take
        src = self.layout.slots[loc][slot]
        dst = self.cell_rect(turn.seat, position)
        surf = back_surface(DECK[card], src.size) if face_down else card_surface(card, src.size)
        self.flight = Flight(surf, src, dst, fly)
        self.hidden_slot = (loc, slot)
        self.hidden_cell = (turn.seat, position)

    def step(self, delta: int) -> None:
        """Move ``delta`` turns (one step forward is animated)."""
        self.seek(self.index + delta, animate=delta == 1)

    def toggle_play(self) -> None:
        if self.at_end and not self.playing:
            self.seek(0)
        self.playing = not self.playing
        self.play_timer = 0.0

    def play_interval(self) -> float:
        think, fly, settle = self.pace
        return max(0.6, think + fly + settle)

    def close(self) -> None:
        """Back to the scene below (Statistics), or the menu if there is none."""
        if len(self.app.stack.scenes) > 1:
            self.app.stack.pop()
        else:
            self.app.show_menu()

    # --- the table's flow, switched off -------------------------------------------------------

    def enter(self) -> None:
        self.resize(self.app.size)

    def leave(self) -> None:
        self.playing = False

    def human_can_take(self) -> bool:
        return False

    def decide(self, action: int, label: str = "") -> bool:  # nothing is decided in a replay
        return False

    def autosave(self) -> None:
        pass

    def finish(self) -> None:
        pass

    def open_prompt(self) -> None:
        pass

    def turn_begins(self) -> None:
        pass

    # --- input --------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.close()
            elif key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
                self.playing = False
                self.step(1)
            elif key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.playing = False
                self.step(-1)
            elif key == pygame.K_HOME:
                self.playing = False
                self.seek(0)
            elif key == pygame.K_END:
                self.playing = False
                self.seek(self.total)
            elif key in (pygame.K_SPACE, pygame.K_p):
                self.toggle_play()
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
            return
        if event.type == pygame.MOUSEWHEEL:
            self.playing = False
            self.step(-1 if event.y > 0 else 1)
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.hover_time = 0.0
            if event.button == 3:
                card = self.card_at(event.pos)
                if card is not None:
                    self.open_zoom(card)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.click(event.pos)

    def click(self, pos: tuple[int, int]) -> None:
        lay = self.layout
        if lay.menu.collidepoint(pos):
            self.close()
            return
        for name, rect in self.controls.items():
            if rect.collidepoint(pos):
                self.press(name)
                return
        for loc in range(2):
            if lay.discard[loc].collidepoint(pos):
                from castlecombo.combo.ui.prompts import DiscardViewer

                self.app.stack.push(DiscardViewer(self.app, self, loc))
                return
        for seat, box in enumerate(lay.seats):
            if box.rect.collidepoint(pos):
                # pin the big tableau to this seat; a second click follows the players again
                self.pinned = None if self.pinned == seat else seat
                self.seek(self.index)
                return

    def press(self, name: str) -> None:
        """A replay control: start, back, play, next or end."""
        if name == "play":
            self.toggle_play()
            return
        self.playing = False
        if name == "start":
            self.seek(0)
        elif name == "back":
            self.step(-1)
        elif name == "next":
            self.step(1)
        elif name == "end":
            self.seek(self.total)

    def control_enabled(self, name: str) -> bool:
        if name in ("start", "back"):
            return self.index > 0
        if name in ("next", "end"):
            return not self.at_end
        return self.total > 0

    # --- update -------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        if self.flight is not None:
            self.flight.update(dt)
            if self.flight.done:
                self.flight = None
                self.hidden_slot = None
                self.hidden_cell = None
        if self.playing:
            self.play_timer += dt
            if self.play_timer >= self.play_interval():
                self.play_timer = 0.0
                self.step(1)
        self.warm_up()
        key = self.card_at(self.hover_pos) if self.hover_pos else None
        if key != self.hover_key:
            self.hover_key = key
            self.hover_time = 0.0
        elif key is not None:
            self.hover_time += dt

    # --- words ------------------------------------------------------------------------------------

    def mover(self) -> int | None:
        """The seat that played the turn shown (None at the start)."""
        return self.turns[self.index - 1].seat if self.index > 0 else None

    def turn_words(self) -> str:
        head = f"Replay  ·  Turn {self.index} / {self.total}"
        if self.index == 0:
            return f"{head}  ·  before the first turn"
        if self.at_end and self.state.is_over:
            winners = self.state.winners()
            names = " and ".join(self.seat_name(w) for w in winners)
            verb = "win" if len(winners) > 1 or names == "You" else "wins"
            return f"{head}  ·  Game over: {names} {verb}"
        return f"{head}  ·  {self.seat_name(self.mover() or 0)} played"

    def top_dot_seat(self) -> int | None:
        return None if self.at_end and self.state.is_over else self.mover()

    def active_seat(self) -> int | None:
        return None if self.at_end and self.state.is_over else self.mover()

    def seat_status(self, seat: int, playing: bool) -> str:
        if playing:
            return "played this turn"
        if self.at_end and self.state.is_over and seat in self.state.winners():
            return "winner"
        return ""

    def field_title(self) -> str:
        name = self.seat_name(self.view_seat)
        title = "Your tableau" if name == "You" else f"{name}'s tableau"
        if self.pinned is not None:
            title += "  ·  kept in view (click the seat again to follow the turns)"
        elif self.index == 0:
            title += f"  ·  {self.seat_name(self.state.current)} plays first"
        return title

    # --- drawing ------------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self._place_controls()

    def resume(self) -> None:
        super().resume()
        self._place_controls()

    def _place_controls(self) -> None:
        lay = self.layout
        gap = max(4, round(8 * lay.scale))
        row = lay.key_move.union(lay.key_refresh)
        widths = {"start": 1.0, "back": 1.0, "play": 1.15, "next": 1.0, "end": 1.0}
        unit = (row.w - gap * (len(CONTROLS) - 1)) / sum(widths.values())
        x = float(row.x)
        self.controls = {}
        for name in CONTROLS:
            w = unit * widths[name]
            self.controls[name] = pygame.Rect(round(x), row.y, round(w), row.h)
            x += w + gap

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_last_card(surface)

    def draw_last_card(self, surface: pygame.Surface) -> None:
        """Outline the card the shown turn placed (on the big field and in the seat's mini grid)."""
        if self.index == 0 or self.flight is not None:
            return
        turn = self.turns[self.index - 1]
        if turn.take is None:
            return
        position = turn.take[3]
        width = max(2, round(3 * self.layout.scale))
        if turn.seat == self.view_seat:
            rect = self.layout.cells[position]
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6), width=width, border_radius=10)
        p = self.state.players[turn.seat]
        top, left = p.frame()
        r, c = divmod(position, A.FIELD)
        idx = (r - top) * 3 + (c - left)
        if 0 <= idx < 9:
            mini = self.layout.seats[turn.seat].mini[idx]
            pygame.draw.rect(surface, theme.HIGHLIGHT, mini.inflate(4, 4), width=2, border_radius=4)

    def draw_market_footer(self, surface: pygame.Surface) -> None:
        lay = self.layout
        sc = lay.scale
        for name, rect in self.controls.items():
            enabled = self.control_enabled(name)
            label = ("Pause" if self.playing else "Play") if name == "play" else CONTROL_LABELS[name]
            self.draw_control(surface, rect, name, label, enabled)
        hint = "← → a turn  ·  Home / End  ·  Space: play or pause  ·  Esc: back"
        text(surface, hint, lay.hint, round(15 * sc), theme.TEXT_DIM, max_width=lay.market.w - 24, fit="shrink")

    def draw_control(self, surface: pygame.Surface, rect: pygame.Rect, name: str, label: str,
                     enabled: bool) -> None:
        hover = self.hover_pos is not None and rect.collidepoint(self.hover_pos)
        colour = button_frame(surface, rect, hover=hover, enabled=enabled, lit=name == "play" and self.playing)
        size = round(17 * self.layout.scale)
        img_w = text_surface(label, size, colour, "bold").get_width()
        ic = max(8, round(rect.h * 0.34))
        glyph_w = self._glyph_width(name, ic)
        total = glyph_w + round(6 * self.layout.scale) + img_w
        x = rect.centerx - total // 2
        cy = rect.centery
        if name in ("next", "end"):  # words first, arrow after
            r = text(surface, label, (x, cy), size, colour, "bold", anchor="midleft")
            self._glyph(surface, name, r.right + round(6 * self.layout.scale), cy, ic, colour)
        else:
            self._glyph(surface, name, x, cy, ic, colour)
            text(surface, label, (x + glyph_w + round(6 * self.layout.scale), cy), size, colour, "bold",
                 anchor="midleft")

    def _glyph_width(self, name: str, h: int) -> int:
        tri = round(h * 0.85)
        if name in ("start", "end"):
            return tri + max(2, h // 5) + 1
        if name == "play" and self.playing:
            return round(h * 0.8)
        return tri

    def _glyph(self, surface: pygame.Surface, name: str, x: int, cy: int, h: int, colour: Any) -> None:
        """Drawn arrows (the bundled fonts have no ◀ ▶ glyphs)."""
        tri = round(h * 0.85)
        half = h // 2
        bar = max(2, h // 5)
        if name == "play" and self.playing:
            w = round(h * 0.8)
            pygame.draw.rect(surface, colour, (x, cy - half, max(2, w // 3), h))
            pygame.draw.rect(surface, colour, (x + w - max(2, w // 3), cy - half, max(2, w // 3), h))
            return
        if name in ("back", "start"):
            if name == "start":
                pygame.draw.rect(surface, colour, (x, cy - half, bar, h))
                x += bar + 1
            pygame.draw.polygon(surface, colour, [(x, cy), (x + tri, cy - half), (x + tri, cy + half)])
            return
        pygame.draw.polygon(surface, colour, [(x, cy - half), (x + tri, cy), (x, cy + half)])
        if name == "end":
            pygame.draw.rect(surface, colour, (x + tri + 1, cy - half, bar, h))

    def draw_log(self, surface: pygame.Surface) -> None:
        """The turns so far, newest last (the shown turn bright); the final scores at the end."""
        lay = self.layout
        sc = lay.scale
        box = lay.log
        panel(surface, box, alpha=255, radius=10)
        title = "Final scores" if self.at_end and self.state.is_over else "What happened"
        text(surface, title, (box.x + 12, box.y + 6), round(18 * sc), theme.ACCENT, "bold")
        y = box.y + 6 + round(26 * sc)
        if self.at_end and self.state.is_over:
            y = self.draw_final_scores(surface, y)
        size = round(16 * sc)
        line_h = size + 4
        bottom = box.bottom - 4
        rows: list[tuple[str, tuple[int, int, int], str]] = []
        if self.index == 0:
            rows.append((f"{self.seat_name(self.state.current)} plays first. Press → or Play.", theme.TEXT_DIM,
                         "text"))
        for k, turn in enumerate(self.turns[:self.index]):
            newest = k == self.index - 1
            head = f"Turn {k + 1}  ·  {self.seat_name(turn.seat)}"
            rows.append((head, self.seat_colour(turn.seat) if newest else theme.TEXT_DIM, "bold"))
            for line in turn.lines:
                for part in wrap(line, font(size), box.w - 36):
                    rows.append(("  " + part, theme.TEXT if newest else theme.TEXT_DIM, "text"))
        max_rows = max(0, (bottom - y) // line_h)
        for words, colour, kind in rows[-max_rows:] if max_rows else []:
            text(surface, words, (box.x + 12, y), size, colour, kind, max_width=box.w - 24, fit="shrink")
            y += line_h

    def draw_final_scores(self, surface: pygame.Surface, y: int) -> int:
        lay = self.layout
        sc = lay.scale
        box = lay.log
        winners = set(self.state.winners())
        sheets = self.state.scores()
        order = sorted(range(self.n), key=lambda i: -sheets[i].total)
        size = round(18 * sc)
        row_h = size + round(8 * sc)
        for seat in order:
            colour = self.seat_colour(seat)
            pygame.draw.circle(surface, colour, (box.x + round(20 * sc), y + row_h // 2), round(6 * sc))
            kind = "bold" if seat in winners else "text"
            name = self.seat_name(seat) + ("  (wins)" if seat in winners else "")
            text(surface, name, (box.x + round(34 * sc), y + row_h // 2), size,
                 theme.TEXT if seat in winners else theme.TEXT_DIM, kind, anchor="midleft",
                 max_width=box.w - round(110 * sc), fit="shrink")
            text(surface, f"{sheets[seat].total} pts", (box.right - round(14 * sc), y + row_h // 2), size,
                 theme.ACCENT if seat in winners else theme.TEXT, "bold", anchor="midright")
            y += row_h
        recorded = list(getattr(self.record, "scores", []) or [])
        if recorded and recorded != [sh.total for sh in sheets]:
            text(surface, f"(the record says {recorded})", (box.x + 12, y), round(14 * sc), theme.BAD)
            y += round(20 * sc)
        pygame.draw.line(surface, theme.PANEL_EDGE, (box.x + 10, y + 3), (box.right - 10, y + 3))
        return y + round(10 * sc)


__all__ = ["LOC_NAMES", "ReplayScene", "ReplayTurn"]
