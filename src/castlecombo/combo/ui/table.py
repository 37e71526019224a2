"""The table: market, the seated player's 5x5 field, the other seats, AI turns and hot-seat.

The UI never decides a rule: legal drops come from ``state.legal_actions()``, the words for
an illegal drop from ``state.take_problem``; every decision goes through ``state.apply``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import pygame

from castlecombo.combo.ai.decide import AIMove, AIResult
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.catalog import COST, DECK, NAMES
from castlecombo.combo.engine.state import TAKE, GameState, IllegalAction
from castlecombo.combo.engine.tableau import EMPTY, FACE_DOWN
from castlecombo.combo.ui.host import TableHost
from castlecombo.combo.ui.scoring_scene import ScoringScene
from castlecombo.combo.ui.table_gfx import back_surface, card_surface
from castlecombo.combo.ui.table_layout import TableLayout, compute
from castlecombo.kit import theme
from castlecombo.kit.anim import PACE_SECONDS, Flight
from castlecombo.kit.draw import button, font, icon, icon_value, panel, text, text_surface, tint, wrap
from castlecombo.kit.scene import Scene
from castlecombo.storage import files as storage
from castlecombo.storage.records import AIFallback, HistoryRecord, SaveGame, now_iso

LOC_NAMES = ("Castle", "Village")
DRAG_THRESHOLD = 5


@dataclass
class Drag:
    """A display card being dragged towards the field."""

    slot: int
    face_down: bool
    button: int
    start: tuple[int, int]
    pos: tuple[int, int]
    grab: tuple[int, int]  # offset of the pointer inside the card
    moved: bool = False
    legal: dict[int, int] = field(default_factory=dict)  # position -> score change


class TableScene(Scene):
    """One game at the table."""

    app: TableHost

    def __init__(self, app: TableHost, save: SaveGame) -> None:
        super().__init__(app)
        self.save = save
        self.seats = list(save.seats)
        self.n = len(self.seats)
        self.state = GameState.replay(self.n, save.seed, list(save.actions), save.first_player)
        self.layout: TableLayout = compute(app.size, self.n)
        humans = [i for i, s in enumerate(self.seats) if s.kind == "human"]
        self.humans = humans
        self.view_seat = self.state.current if (not humans or self.is_human(self.state.current)) else humans[0]
        self.last_human: int | None = None
        self.drag: Drag | None = None
        self.flip = [False, False, False]
        self.reason = ""
        self.reason_time = 0.0
        self.log: list[str] = []
        self.hover_pos: tuple[int, int] | None = None
        self.hover_time = 0.0
        self.hover_key: Any = None
        self.ai_phase = "idle"  # idle, thinking, flying, settle
        self.ai_timer = 0.0
        self.ai_request: AIMove | None = None
        self.ai_result: AIResult | None = None
        self.flight: Flight | None = None
        self.flight_action: int | None = None
        self.hidden_slot: tuple[int, int] | None = None
        self.hidden_cell: tuple[int, int] | None = None
        self.finished = False
        self.prompt_open = False
        self.pass_open = False
        self._score_cache: tuple[int, list[int]] = (-1, [])
        self.turn_started = -1
        self._warm = self._warm_cards()
        if save.actions:
            self.log.append(f"Game resumed after {len(save.actions)} decisions.")

    # --- questions ---------------------------------------------------------------

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].kind == "human"

    @property
    def pace(self) -> tuple[float, float, float]:
        if self.app.autoplay:
            return PACE_SECONDS["autoplay"]
        return PACE_SECONDS.get(self.app.settings.ai_pace, PACE_SECONDS["normal"])

    def human_can_take(self) -> bool:
        s = self.state
        return (not s.is_over and s.phase == TAKE and self.is_human(s.current) and self.ai_phase == "idle"
                and not self.pass_open and self.view_seat == s.current)

    def live_scores(self) -> list[int]:
        key = len(self.state.actions)
        if self._score_cache[0] != key:
            self._score_cache = (key, [self.state.score(i).total for i in range(self.n)])
        return self._score_cache[1]

    def seat_name(self, seat: int) -> str:
        return self.seats[seat].name

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return theme.hex_colour(self.seats[seat].colour)

    # --- scene hooks ----------------------------------------------------------------

    def enter(self) -> None:
        self.layout = compute(self.app.size, self.n)
        if len(self.humans) < self.n and not self.state.is_over:
            self.app.ai_worker().start()  # the AI process is ready before the first AI turn
        if self.state.is_over:
            self.finish()
        else:
            self.turn_begins()

    def leave(self) -> None:
        self.app.flush_saves()
        if self.ai_request is not None:
            self.ai_request.cancel()
            self.ai_request = None

    def resume(self) -> None:
        self.layout = compute(self.app.size, self.n)

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = compute(size, self.n)
        self._warm = self._warm_cards()

    # --- flow ---------------------------------------------------------------------

    def turn_begins(self) -> None:
        """The decision passed to ``state.current``: turn the view, cover for hot-seat, ask prompts."""
        s = self.state
        seat = s.current
        if self.is_human(seat):
            if len(self.humans) > 1 and self.last_human is not None and self.last_human != seat and not self.pass_open:
                from castlecombo.combo.ui.prompts import PassCover

                self.pass_open = True
                self.app.stack.push(PassCover(self.app, self, seat))
                return
            self.view_seat = seat
            self.last_human = seat
            self.flip = [False, False, False]
            if s.phase != TAKE:
                self.open_prompt()
        elif not self.humans:
            self.view_seat = seat

    def pass_done(self, seat: int) -> None:
        """The hot-seat cover was dismissed by ``seat``'s player."""
        self.pass_open = False
        self.last_human = None
        self.view_seat = seat
        self.turn_begins()

    def open_prompt(self) -> None:
        if self.prompt_open:
            return
        from castlecombo.combo.ui.prompts import ChoicePrompt

        self.prompt_open = True
        self.app.stack.push(ChoicePrompt(self.app, self))

    def prompt_answer(self, action: int, label: str = "") -> None:
        """Called by the prompt with the chosen action."""
        self.prompt_open = False
        self.decide(action, label)

    def decide(self, action: int, label: str = "") -> bool:
        """Apply ``action`` for the player to move; log, autosave, then hand on the turn."""
        s = self.state
        seat = s.current
        before_turn = s.turn
        words = self.describe(action, label)
        try:
            s.apply(action)
        except IllegalAction as exc:
            self.show_reason(str(exc))
            return False
        self.log.append(words)
        self.log = self.log[-40:]
        self.autosave()
        self.reason = ""
        if s.is_over:
            self.finish()
            return True
        if s.turn != before_turn or s.current != seat:
            self.turn_begins()
        elif s.phase != TAKE and self.is_human(s.current):
            self.open_prompt()
        return True

    def describe(self, action: int, label: str = "") -> str:
        s = self.state
        who = self.seat_name(s.current)
        d = A.decode(action)
        if d.kind == "key_move":
            return f"{who} spent a key: the Messenger goes to the {LOC_NAMES[1 - s.messenger]}."
        if d.kind == "key_refresh":
            return f"{who} spent a key to refresh the {LOC_NAMES[s.messenger]} display."
        if d.kind == "take":
            card = s.displays[s.messenger][d.slot]
            if card < 0:
                return A.describe(action)
            if d.face_down:
                return f"{who} took {NAMES[card]} face down: +6 gold, +2 keys."
            return f"{who} bought {NAMES[card]} for {s.price(s.current, card)} gold."
        if label:
            return f"{who}: {label}."
        card = NAMES[s.card] + ": " if s.card >= 0 else ""
        try:
            if d.kind == "option" and s.pending is not None:
                from castlecombo.combo import cardtext

                words = " and ".join(cardtext.plain(cardtext.effect_markup(e)) for e in s.pending[2].options[d.value])
                return f"{who} chose {card}{words}."
            if d.kind == "neighbour":
                other = (s.current + 1) % s.n if d.value == A.LEFT else (s.current - 1) % s.n
                return f"{who} counted {self.seat_name(other)}'s tableau for {card.rstrip(': ')}."
            if d.kind == "purses":
                names = " and ".join(NAMES[s.players[s.current].grid[p] % FACE_DOWN] for p in d.positions)
                return f"{who} filled {names} with gold."
            if d.kind == "discard" and s.pending is not None:
                loc = LOC_NAMES.index(s.pending[2].deck.title())
                return f"{who} discarded {NAMES[s.displays[loc][d.slot]]} from the {LOC_NAMES[loc]}."
        except Exception:
            pass
        return f"{who}: {A.describe(action)}."

    def autosave(self) -> None:
        self.save = self.save.with_actions(self.state.actions)
        self.app.autosave(self.save)

    def finish(self) -> None:
        """The game is over: record it and show the scores."""
        if self.finished:
            return
        self.finished = True
        self.app.flush_saves()
        s = self.state
        sheets = s.scores()
        if self._already_recorded():
            # killed between writing the history and removing the save: the game is in the history
            try:
                storage.delete_current_save()
            except OSError:
                pass
            self.app.stack.push(self._score_scene())
            self.app.scoring_reached()
            return
        try:
            record = HistoryRecord(
                seed=self.save.seed, seats=self.seats, first_player=self.save.first_player,
                actions=list(s.actions), scores=[sh.total for sh in sheets], winners=s.winners(),
                finished_at=now_iso(),
                cards_scored=[{c.card: c.points for c in sh.cards if c.card} for sh in sheets],
                ai_fallbacks=self.save.ai_fallbacks)
            storage.record_finished_game(record)
        except Exception as exc:  # a disk problem must not lose the scoring screen
            self.app.notify(f"The finished game could not be recorded: {exc}", 6.0)
        self.log.append("The game is over.")
        self.app.stack.push(self._score_scene())
        self.app.scoring_reached()

    def _score_scene(self) -> Scene:
        return ScoringScene(self.app, self.state, self.seats)

    def _already_recorded(self) -> bool:
        """True if a game resumed already over is in the history (same seed, seats and actions)."""
        if len(self.save.actions) != len(self.state.actions):
            return False  # the game ended at this table, not before it was loaded
        records, _messages = storage.load_history()
        return any(r.seed == self.save.seed and list(r.actions) == list(self.state.actions)
                   and r.first_player == self.save.first_player and r.seats == self.seats for r in records)

    def show_reason(self, words: str) -> None:
        self.reason = words[0].upper() + words[1:] if words else words
        self.reason_time = 6.0

    # --- AI ---------------------------------------------------------------------------

    def update_ai(self, dt: float) -> None:
        s = self.state
        think, fly, settle = self.pace
        if self.ai_phase == "flying":
            assert self.flight is not None
            self.flight.update(dt)
            if self.flight.done:
                action = self.flight_action
                self.flight = None
                self.hidden_slot = None
                self.hidden_cell = None
                self.ai_phase = "settle"
                self.ai_timer = 0.0
                if action is not None:
                    self.decide(action)
            return
        if self.ai_phase == "settle":
            self.ai_timer += dt
            if self.ai_timer >= settle:
                self.ai_phase = "idle"
            return
        if s.is_over or self.is_human(s.current) or self.pass_open:
            self.ai_phase = "idle"
            return
        if self.ai_phase == "idle":
            seed = (self.save.seed * 1000003 + len(s.actions)) & 0x7FFFFFFF
            self.ai_request = AIMove(self.app.ai_worker(), s, self.seats[s.current].kind, seed)
            self.ai_phase = "thinking"
            self.ai_timer = 0.0
            self.ai_result = None
        elif self.ai_phase == "thinking":
            self.ai_timer += dt
            if self.ai_result is None and self.ai_request is not None:
                self.ai_result = self.ai_request.poll()
            if self.ai_result is not None and self.ai_timer >= think:
                result, self.ai_result, self.ai_request = self.ai_result, None, None
                if result.error is not None:
                    self.app.notify(result.error)
                    self.save = self.save.with_ai_fallback(AIFallback.model_validate(
                        {"decision": len(s.actions), "seat": s.current, "wanted": self.seats[s.current].kind,
                         "used": result.level_used}))
                self.ai_move(result.action, fly)

    def ai_move(self, action: int, fly: float) -> None:
        s = self.state
        d = A.decode(action)
        if d.kind == "take":
            card = s.displays[s.messenger][d.slot]
            seat = s.current
            src = self.layout.slots[s.messenger][d.slot]
            dst = self.cell_rect(seat, d.position, action)
            surf = back_surface(DECK[card], src.size) if d.face_down else card_surface(card, src.size)
            self.flight = Flight(surf, src, dst, fly)
            self.flight_action = action
            self.hidden_slot = (s.messenger, d.slot)
            self.hidden_cell = (seat, d.position)
            self.ai_phase = "flying"
            return
        self.decide(action)
        self.ai_phase = "settle"
        self.ai_timer = 0.0

    def cell_rect(self, seat: int, position: int, action: int | None = None) -> pygame.Rect:
        """Where ``seat``'s field ``position`` is drawn (the big field or the mini grid)."""
        if seat == self.view_seat:
            return self.layout.cells[position]
        p = self.state.players[seat]
        if action is not None:
            clone = self.state.clone()
            clone.apply(action)
            p = clone.players[seat]
        top, left = p.frame()
        r, c = divmod(position, A.FIELD)
        idx = (r - top) * 3 + (c - left)
        mini = self.layout.seats[seat].mini
        return mini[idx] if 0 <= idx < 9 else self.layout.seats[seat].rect

    # --- input --------------------------------------------------------------------------

    def slot_at(self, pos: tuple[int, int]) -> int | None:
        loc = self.state.messenger
        for slot, rect in enumerate(self.layout.slots[loc]):
            if rect.collidepoint(pos) and self.state.displays[loc][slot] >= 0:
                return slot
        return None

    def flip_rect(self, slot: int) -> pygame.Rect:
        r = self.layout.slots[self.state.messenger][slot]
        d = max(18, round(26 * self.layout.scale))
        return pygame.Rect(r.centerx - d // 2, r.bottom - d // 2, d, d)

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        for i, rect in enumerate(self.layout.cells):
            if rect.collidepoint(pos):
                return i
        return None

    def legal_drops(self, slot: int, face_down: bool) -> dict[int, int]:
        """Legal positions for display ``slot`` (from the engine) with the score change of each."""
        s = self.state
        seat = s.current
        base = self.live_scores()[seat]
        out: dict[int, int] = {}
        for action in s.legal_actions():
            if action < A.TAKE_BASE or action >= A.PURSES_BASE:
                continue
            d = A.decode(action)
            if d.slot != slot or d.face_down != face_down:
                continue
            clone = s.clone()
            clone.apply(action)
            out[d.position] = clone.score(seat).total - base
        return out

    def key_move_legal(self) -> bool:
        return self.human_can_take() and A.KEY_MOVE in self.state.legal_actions()

    def key_refresh_legal(self) -> bool:
        return self.human_can_take() and A.KEY_REFRESH in self.state.legal_actions()

    def handle(self, event: pygame.event.Event) -> None:
        lay = self.layout
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.drag = None
                self.go_menu()
            elif event.key == pygame.K_f and self.drag is not None:
                self.set_drag_face(not self.drag.face_down)
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
            if self.drag is not None:
                self.drag.pos = event.pos
                sx, sy = self.drag.start
                if abs(event.pos[0] - sx) + abs(event.pos[1] - sy) > DRAG_THRESHOLD:
                    self.drag.moved = True
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.hover_time = 0.0
            if event.button not in (1, 3):
                return
            if self.human_can_take():
                slot = self.slot_at(event.pos)
                if slot is not None:
                    if event.button == 1 and self.flip_rect(slot).collidepoint(event.pos):
                        self.flip[slot] = not self.flip[slot]
                        return
                    rect = lay.slots[self.state.messenger][slot]
                    face_down = self.flip[slot] or event.button == 3
                    self.drag = Drag(slot, face_down, event.button, event.pos, event.pos,
                                     (event.pos[0] - rect.x, event.pos[1] - rect.y))
                    self.drag.legal = self.legal_drops(slot, face_down)
                    return
            if event.button == 3:
                card = self.card_at(event.pos)
                if card is not None:
                    self.open_zoom(card)
            return
        if event.type == pygame.MOUSEBUTTONUP:
            if self.drag is not None and event.button == self.drag.button:
                self.drop(event.pos)
                return
            if event.button != 1:
                return
            if lay.menu.collidepoint(event.pos):
                self.go_menu()
            elif lay.key_move.collidepoint(event.pos):
                if self.key_move_legal():
                    self.decide(A.KEY_MOVE)
                elif self.human_can_take():
                    self.show_reason(self.key_problem())
            elif lay.key_refresh.collidepoint(event.pos):
                if self.key_refresh_legal():
                    self.decide(A.KEY_REFRESH)
                elif self.human_can_take():
                    self.show_reason(self.key_problem())
            else:
                for loc in range(2):
                    if lay.discard[loc].collidepoint(event.pos):
                        from castlecombo.combo.ui.prompts import DiscardViewer

                        self.app.stack.push(DiscardViewer(self.app, self, loc))
                        return

    def key_problem(self) -> str:
        s = self.state
        if s.key_used:
            return "only one key per turn"
        if s.players[s.current].keys == 0:
            return "you have no key"
        return "the other location has left the game"

    def set_drag_face(self, face_down: bool) -> None:
        assert self.drag is not None
        self.drag.face_down = face_down
        self.drag.legal = self.legal_drops(self.drag.slot, face_down)

    def drop(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        self.drag = None
        if drag is None:
            return
        if not drag.moved:
            if drag.button == 3:
                card = self.state.displays[self.state.messenger][drag.slot]
                if card >= 0:
                    self.open_zoom((card, False))
            else:
                self.show_reason("drag the card onto a lit space of your tableau")
            return
        cell = self.cell_at(pos)
        if cell is not None and cell in drag.legal:
            self.decide(A.take(drag.slot, cell, drag.face_down))
            return
        if cell is not None:
            why = self.state.take_problem(drag.slot, cell, drag.face_down)
            self.show_reason(why or "that space is not a legal drop")
        elif self.layout.centre.collidepoint(pos):
            self.show_reason("drop the card on a lit space of your tableau")

    def go_menu(self) -> None:
        self.app.show_menu()

    def card_at(self, pos: tuple[int, int]) -> tuple[int, bool] | None:
        """The card (index, face down) drawn under ``pos``, if any."""
        s = self.state
        lay = self.layout
        for loc in range(2):
            for slot, rect in enumerate(lay.slots[loc]):
                if rect.collidepoint(pos) and s.displays[loc][slot] >= 0:
                    return s.displays[loc][slot], False
            if lay.discard[loc].collidepoint(pos) and s.discards[loc]:
                return s.discards[loc][-1], False
        grid = s.players[self.view_seat].grid
        for i, rect in enumerate(lay.cells):
            if rect.collidepoint(pos) and grid[i] != EMPTY:
                return grid[i] % FACE_DOWN, grid[i] >= FACE_DOWN
        for seat, box in enumerate(lay.seats):
            if not box.rect.collidepoint(pos):
                continue
            cells, _purse, _r, _c = s.frame_cells(seat)
            for i, rect in enumerate(box.mini):
                if rect.collidepoint(pos) and cells[i] != EMPTY:
                    return cells[i] % FACE_DOWN, cells[i] >= FACE_DOWN
        return None

    def open_zoom(self, card: tuple[int, bool]) -> None:
        from castlecombo.combo.ui.prompts import CardZoom

        self.app.stack.push(CardZoom(self.app, card[0], card[1]))

    def _warm_cards(self) -> Any:
        """Render every card at the table's sizes ahead of need, a little each frame."""
        from castlecombo.combo.engine.catalog import N_CARDS

        while True:
            lay = self.layout
            sizes = [lay.card_size, lay.cell_card, lay.seats[0].mini[0].size]
            state_cards = [c for d in self.state.displays for c in d if c >= 0] + self.state.decks[0][-3:] \
                + self.state.decks[1][-3:]
            order = state_cards + list(range(N_CARDS))
            for card in order:
                for size in sizes:
                    yield card_surface(card, size)
            yield None

    def warm_up(self, budget: float = 0.003) -> None:
        import time

        if self._warm is None:
            return
        end = time.perf_counter() + budget
        while time.perf_counter() < end:
            if next(self._warm) is None:
                self._warm = None
                return

    # --- update --------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        if self.reason_time > 0:
            self.reason_time -= dt
            if self.reason_time <= 0:
                self.reason = ""
        s = self.state
        if s.is_over:
            if not self.finished:
                self.finish()
            return
        stop = self.app.stop_after_turns
        if stop is not None and s.turn >= stop and s.phase == TAKE and self.ai_phase in ("idle", "settle"):
            self.app.quit(0)
            return
        if self.is_human(s.current) and s.phase != TAKE and not self.prompt_open and not self.pass_open:
            self.open_prompt()
        self.update_ai(dt)
        if self.drag is None:
            self.warm_up()
        key = self.card_at(self.hover_pos) if (self.hover_pos and self.drag is None) else None
        if key != self.hover_key:
            self.hover_key = key
            self.hover_time = 0.0
        elif key is not None:
            self.hover_time += dt

    # --- drawing ------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_top(surface)
        self.draw_market(surface)
        self.draw_log(surface)
        self.draw_field(surface)
        self.draw_seats(surface)
        if self.flight is not None:
            self.flight.draw(surface)
        if self.drag is not None and self.drag.moved:
            self.draw_drag(surface)
        elif self.hover_key is not None and self.hover_time > 0.6 and self.app.stack.top is self:
            self.draw_hover_zoom(surface)

    def turn_words(self) -> str:
        s = self.state
        if s.is_over:
            return "The game is over"
        turn = s.turn // self.n + 1
        who = self.seat_name(s.current)
        if self.is_human(s.current):
            doing = "your turn" if len(self.humans) == 1 else "to play"
            return f"Turn {turn} of 9  ·  {who}: {doing}" if who != "You" else f"Turn {turn} of 9  ·  Your turn"
        return f"Turn {turn} of 9  ·  {who} is playing"

    def draw_top(self, surface: pygame.Surface) -> None:
        lay = self.layout
        s = lay.scale
        pygame.draw.rect(surface, theme.PANEL, lay.top)
        pygame.draw.line(surface, theme.PANEL_EDGE, lay.top.bottomleft, lay.top.bottomright)
        text(surface, "Castle Combo", (round(16 * s), lay.top.centery), round(24 * s), theme.ACCENT, "title",
             anchor="midleft")
        words = self.turn_words()
        r = text(surface, words, (lay.top.centerx + round(14 * s), lay.top.centery), round(24 * s), theme.TEXT,
                 "bold", anchor="center")
        dot = self.top_dot_seat()
        if dot is not None:
            pygame.draw.circle(surface, self.seat_colour(dot), (r.x - round(16 * s), r.centery), round(9 * s))
        self.draw_button(surface, lay.menu, self.menu_label, True)

    menu_label = "Menu (Esc)"

    def top_dot_seat(self) -> int | None:
        """The seat whose colour dot stands before the words in the top bar."""
        return None if self.state.is_over else self.state.current

    def draw_button(self, surface: pygame.Surface, rect: pygame.Rect, label: str, enabled: bool) -> None:
        hover = self.hover_pos is not None and rect.collidepoint(self.hover_pos)
        button(surface, rect, label, round(19 * self.layout.scale), hover=hover, enabled=enabled)

    def draw_market(self, surface: pygame.Surface) -> None:
        lay = self.layout
        s = self.state
        sc = lay.scale
        panel(surface, lay.market, alpha=255, radius=10)
        active = s.messenger
        can_take = self.human_can_take()
        for loc in range(2):
            lx, ly = lay.row_label[loc]
            row = lay.slots[loc]
            if loc == active:
                band = pygame.Rect(row[0].x - 6, row[0].y - 6, row[2].right - row[0].x + 12, row[0].h + 12)
                pygame.draw.rect(surface, (58, 70, 60), band, border_radius=10)
                pygame.draw.rect(surface, theme.ACCENT, band, width=2, border_radius=10)
            label = LOC_NAMES[loc]
            if not s.alive[loc]:
                label += " (left the game)"
            elif loc == active and not can_take:
                # while a human picks, the price tags above the cards need this line's room
                label += "  ·  the Messenger is here"
            text(surface, label, (lx, ly), round(19 * sc), theme.ACCENT if loc == active else theme.TEXT_DIM,
                 "bold")
            deck = lay.deck[loc]
            if s.decks[loc]:
                surface.blit(back_surface(loc, deck.size), deck)
            else:
                pygame.draw.rect(surface, theme.PANEL_EDGE, deck, width=1, border_radius=8)
            text(surface, f"deck {len(s.decks[loc])}", (deck.centerx, deck.bottom + 2), round(16 * sc),
                 theme.TEXT_DIM, anchor="midtop")
            for slot, rect in enumerate(row):
                card = s.displays[loc][slot]
                if card < 0 or self.hidden_slot == (loc, slot) or (self.drag and self.drag.moved and loc == active
                                                                   and self.drag.slot == slot):
                    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, width=1, border_radius=8)
                    continue
                flipped = loc == active and can_take and self.flip[slot]
                img = back_surface(DECK[card], rect.size) if flipped else card_surface(card, rect.size)
                surface.blit(img, rect)
                if loc != active:
                    tint(surface, rect, (20, 24, 20, 70))
                if loc == active and can_take:
                    price = s.price(s.current, card)
                    if flipped:
                        tag = "+6 gold +2 keys"
                        colour = theme.GOOD
                    elif price > s.players[s.current].gold:
                        tag = f"costs {price}: too dear"
                        colour = theme.BAD
                    else:
                        tag = f"pay {price}" if price != COST[card] else ""
                        colour = theme.TEXT
                    if tag:
                        text(surface, tag, (rect.centerx, rect.top - 1), round(14 * sc), colour, "bold",
                             anchor="midbottom", max_width=rect.w + 8, fit="shrink")
                    fr = self.flip_rect(slot)
                    hover = self.hover_pos is not None and fr.collidepoint(self.hover_pos)
                    pygame.draw.circle(surface, theme.ACCENT if (hover or flipped) else theme.BUTTON, fr.center,
                                       fr.w // 2)
                    pygame.draw.circle(surface, theme.PANEL, fr.center, fr.w // 2, width=2)
                    ic = icon("facedown", int(fr.w * 0.62))
                    if ic is not None:
                        surface.blit(ic, ic.get_rect(center=fr.center))
            disc = lay.discard[loc]
            if s.discards[loc]:
                surface.blit(card_surface(s.discards[loc][-1], disc.size), disc)
                tint(surface, disc, (20, 24, 20, 110))
            else:
                pygame.draw.rect(surface, theme.PANEL_EDGE, disc, width=1, border_radius=8)
            text(surface, f"discards {len(s.discards[loc])}", (disc.centerx, disc.bottom + 2), round(16 * sc),
                 theme.TEXT_DIM, anchor="midtop")
        tok = lay.messenger[active]
        ic = icon("messenger", tok.w + 6)
        if ic is not None:
            surface.blit(ic, ic.get_rect(center=tok.center))
        else:
            pygame.draw.circle(surface, theme.ACCENT, tok.center, tok.w // 2)
        self.draw_market_footer(surface)

    def draw_market_footer(self, surface: pygame.Surface) -> None:
        """The two key buttons and the hint under the market (the replay puts its controls here)."""
        lay = self.layout
        s = self.state
        sc = lay.scale
        active = s.messenger
        can_take = self.human_can_take()
        other = LOC_NAMES[1 - active]
        self.draw_button(surface, lay.key_move, f"Key: Messenger to {other}", self.key_move_legal())
        self.draw_button(surface, lay.key_refresh, f"Key: refresh {LOC_NAMES[active]}", self.key_refresh_legal())
        if can_take:
            hint = "Drag a card onto a lit space. Flip button, right-drag or F: face down (+6 gold, +2 keys)."
        elif self.is_human(s.current) and s.phase != TAKE:
            hint = "Answer the card's ability to finish your turn."
        else:
            hint = "Hover a card to read it; right-click to enlarge."
        text(surface, hint, lay.hint, round(15 * sc), theme.TEXT_DIM, max_width=lay.market.w - 24, fit="shrink")

    def draw_log(self, surface: pygame.Surface) -> None:
        lay = self.layout
        sc = lay.scale
        panel(surface, lay.log, alpha=255, radius=10)
        text(surface, "Log", (lay.log.x + 12, lay.log.y + 6), round(18 * sc), theme.ACCENT, "bold")
        size = round(16 * sc)
        line_h = size + 4
        y = lay.log.y + 6 + round(26 * sc)
        lines: list[str] = []
        for entry in reversed(self.log):
            lines = wrap(entry, font(size), lay.log.w - 24) + lines
            if len(lines) * line_h > lay.log.bottom - y - 4:
                break
        max_lines = max(0, (lay.log.bottom - y - 4) // line_h)
        for i, line in enumerate(lines[-max_lines:] if max_lines else []):
            colour = theme.TEXT if i >= len(lines[-max_lines:]) - 1 else theme.TEXT_DIM
            text(surface, line, (lay.log.x + 12, y), size, colour)
            y += line_h

    def draw_field(self, surface: pygame.Surface) -> None:
        lay = self.layout
        s = self.state
        sc = lay.scale
        seat = self.view_seat
        p = s.players[seat]
        my_turn = seat == self.active_seat()
        edge = self.seat_colour(seat) if my_turn else theme.PANEL_EDGE
        panel(surface, lay.centre, alpha=255, edge=edge, width=3 if my_turn else 1, radius=10)
        title = self.field_title()
        text(surface, title, lay.field_title, round(21 * sc), theme.TEXT, "bold", max_width=lay.centre.w - 24,
             fit="shrink")
        reason_at = (lay.centre.centerx, lay.field_rect.y + round(10 * sc))
        # which rows / columns may still hold cards
        if p.count:
            rlo, rhi = p.maxr - 2, p.minr + 2
            clo, chi = p.maxc - 2, p.minc + 2
        else:
            rlo, rhi, clo, chi = 0, 4, 0, 4
        legal = self.drag.legal if (self.drag is not None and self.drag.moved) else {}
        over = self.cell_at(self.drag.pos) if (self.drag is not None and self.drag.moved) else None
        cw, ch = lay.cell_card
        for pos, rect in enumerate(lay.cells):
            r, c = divmod(pos, 5)
            v = p.grid[pos]
            if v != EMPTY and self.hidden_cell != (seat, pos):
                surface.blit(card_surface(v % FACE_DOWN, (cw, ch), v >= FACE_DOWN, p.purse[pos]), rect)
                continue
            possible = rlo <= r <= rhi and clo <= c <= chi
            if pos in legal:
                good = pos == over
                fill = (70, 112, 78) if good else (56, 86, 62)
                pygame.draw.rect(surface, fill, rect, border_radius=8)
                pygame.draw.rect(surface, theme.HIGHLIGHT if good else theme.LEGAL, rect, width=3, border_radius=8)
                delta = legal[pos]
                text(surface, f"{delta:+d}", rect.center, round(30 * sc), theme.TEXT, "bold", anchor="center")
                text(surface, "points now", (rect.centerx, rect.centery + round(20 * sc)), round(13 * sc),
                     theme.TEXT_DIM, anchor="midtop")
            elif pos == over:
                pygame.draw.rect(surface, (80, 50, 46), rect, border_radius=8)
                pygame.draw.rect(surface, theme.BAD, rect, width=2, border_radius=8)
            elif possible:
                pygame.draw.rect(surface, (44, 52, 46), rect, border_radius=8)
                pygame.draw.rect(surface, (70, 80, 72), rect, width=1, border_radius=8)
            else:
                pygame.draw.rect(surface, (36, 40, 37), rect, width=1, border_radius=8)
        if self.reason:
            img = text_surface(self.reason, round(20 * sc), theme.TEXT, "bold")
            if img.get_width() > lay.centre.w - 40:
                img = pygame.transform.smoothscale(img, (lay.centre.w - 40, img.get_height()))
            box = img.get_rect(midtop=reason_at).inflate(round(24 * sc), round(14 * sc))
            pygame.draw.rect(surface, (70, 34, 30), box, border_radius=10)
            pygame.draw.rect(surface, theme.BAD, box, width=2, border_radius=10)
            surface.blit(img, img.get_rect(center=box.center))

    def field_title(self) -> str:
        """The words above the big tableau."""
        s = self.state
        seat = self.view_seat
        name = self.seat_name(seat)
        title = "Your tableau" if name == "You" else f"{name}'s tableau"
        if self.human_can_take():
            title += "  ·  drag a card onto a lit space"
        elif not (seat == s.current and not s.is_over) and not s.is_over:
            who = self.seat_name(s.current)
            title += f"  ·  waiting for {who}"
        return title

    def active_seat(self) -> int | None:
        """The seat whose panel is lit (the one to move; None when the game is over)."""
        return None if self.state.is_over else self.state.current

    def seat_status(self, seat: int, playing: bool) -> str:
        """The status words beside a seat's mini tableau."""
        if not playing:
            return ""
        if self.is_human(seat):
            return "playing now"
        if self.ai_phase == "thinking":
            return "thinking" + "." * (1 + int(pygame.time.get_ticks() / 350) % 3)
        return "moving"

    def draw_seats(self, surface: pygame.Surface) -> None:
        lay = self.layout
        s = self.state
        sc = lay.scale
        scores = self.live_scores()
        for seat, box in enumerate(lay.seats):
            p = s.players[seat]
            rect = box.rect
            playing = seat == self.active_seat()
            colour = self.seat_colour(seat)
            panel(surface, rect, alpha=255, radius=10, edge=colour if playing else theme.PANEL_EDGE,
                  width=3 if playing else 1, fill=(40, 48, 42) if playing else theme.PANEL)
            x = rect.x + round(12 * sc)
            y = rect.y + round(6 * sc)
            pygame.draw.circle(surface, colour, (x + round(6 * sc), y + round(12 * sc)), round(6 * sc))
            name = self.seat_name(seat)
            kind = self.seats[seat].kind
            label = name if kind == "human" or "AI" in name or kind == "random" else f"{name} ({kind})"
            if seat == self.view_seat and s.n > 1 and self.humans:
                label += "  (shown)"
            text(surface, label, (x + round(18 * sc), y), round(19 * sc), theme.TEXT, "bold",
                 max_width=rect.w - round(110 * sc), fit="shrink")
            text(surface, f"{scores[seat]} pts", (rect.right - round(12 * sc), y), round(20 * sc), theme.ACCENT,
                 "bold", anchor="topright")
            y += round(26 * sc)
            isz = round(18 * sc)
            nx = icon_value(surface, "gold", str(p.gold), (x, y), isz)
            nx = icon_value(surface, "key", str(p.keys), (nx, y), isz)
            if p.discount[0] or p.discount[1]:
                parts = []
                if p.discount[0]:
                    parts.append(f"Castle -{p.discount[0]}")
                if p.discount[1]:
                    parts.append(f"Village -{p.discount[1]}")
                icon_value(surface, "discount", " ".join(parts), (nx, y), isz, right=rect.right - round(8 * sc))
            cells, purse, _rf, _cf = s.frame_cells(seat)
            top, left = p.frame()
            for i, mrect in enumerate(box.mini):
                v = cells[i]
                r, c = top + i // 3, left + i % 3
                hidden = self.hidden_cell is not None and self.hidden_cell == (seat, r * 5 + c)
                if v == EMPTY or hidden:
                    pygame.draw.rect(surface, (50, 56, 52), mrect, border_radius=3)
                else:
                    surface.blit(card_surface(v % FACE_DOWN, mrect.size, v >= FACE_DOWN, purse[i]), mrect)
            mx = box.mini[2].right + round(14 * sc)
            my = box.mini[0].y
            status = self.seat_status(seat, playing)
            if status:
                text(surface, status, (mx, my), round(18 * sc), colour if playing else theme.TEXT_DIM, "bold")
                if status.startswith("thinking"):
                    t = pygame.time.get_ticks() / 1000.0
                    cx, cy = mx + round(10 * sc), my + round(40 * sc)
                    for k in range(3):
                        a = (t * 4 + k * 0.8)
                        rr = round(4 * sc + 2 * sc * (1 + math.sin(a)))
                        pygame.draw.circle(surface, colour, (cx + k * round(18 * sc), cy), rr)

    def draw_drag(self, surface: pygame.Surface) -> None:
        drag = self.drag
        assert drag is not None
        s = self.state
        card = s.displays[s.messenger][drag.slot]
        if card < 0:
            return
        size = self.layout.cell_card
        img = back_surface(DECK[card], size) if drag.face_down else card_surface(card, size)
        gx = drag.grab[0] * size[0] // max(1, self.layout.card_size[0])
        gy = drag.grab[1] * size[1] // max(1, self.layout.card_size[1])
        rect = img.get_rect(topleft=(drag.pos[0] - gx, drag.pos[1] - gy))
        pygame.draw.rect(surface, (10, 12, 10), rect.move(6, 8), border_radius=8)
        surface.blit(img, rect)
        sc = self.layout.scale
        if drag.face_down:
            tag = "face down: +6 gold +2 keys"
            colour = theme.GOOD
        else:
            price = s.price(s.current, card)
            gold = s.players[s.current].gold
            if price > gold:
                tag = f"costs {price} gold, you have {gold}: press F for face down"
                colour = theme.BAD
            else:
                tag = f"face up: pay {price} gold  (F: face down)"
                colour = theme.TEXT
        tr = text(surface, tag, (rect.centerx, rect.bottom + 4), round(17 * sc), colour, "bold", anchor="midtop")
        pygame.draw.rect(surface, theme.PANEL, tr.inflate(12, 6), border_radius=6)
        text(surface, tag, (rect.centerx, rect.bottom + 4), round(17 * sc), colour, "bold", anchor="midtop")

    def draw_hover_zoom(self, surface: pygame.Surface) -> None:
        card, face_down = self.hover_key
        w = round(240 * self.layout.scale)
        size = (w, round(w * 1.4))
        img = card_surface(card, size, face_down)
        x, y = self.hover_pos or (0, 0)
        rect = img.get_rect()
        rect.left = x + 24 if x + 24 + rect.w < surface.get_width() else x - 24 - rect.w
        rect.top = max(8, min(y - rect.h // 2, surface.get_height() - rect.h - 8))
        pygame.draw.rect(surface, (10, 12, 10), rect.move(6, 8), border_radius=10)
        surface.blit(img, rect)


__all__ = ["TableScene"]
