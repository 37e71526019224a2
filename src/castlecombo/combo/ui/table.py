"""The live table: whose turn it is, the AI's pace, input turned into engine actions, the log,
the autosave after every decision and the history record at the end.

The drawing is the :class:`~castlecombo.combo.ui.table_view.TableView`'s; the log lines are
:func:`~castlecombo.combo.ui.narration.narrate`'s. The UI never decides a rule: legal drops
come from ``state.legal_actions()``, the words for a refusal from ``state.take_problem`` and
``state.key_problem``; every decision goes through ``state.apply``.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import pygame

from castlecombo.combo.ai.decide import AIMove, AIResult
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.state import TAKE, GameState, IllegalAction
from castlecombo.combo.replay import history_record
from castlecombo.combo.ui import cardface, market_view, seats_view
from castlecombo.combo.ui.ai_pacing import AIPacer, AIPhase, pace_of
from castlecombo.combo.ui.ending import EndingScene
from castlecombo.combo.ui.host import TableHost
from castlecombo.combo.ui.live_words import field_title, hint, turn_words
from castlecombo.combo.ui.narration import narrate
from castlecombo.combo.ui.prompts import CardZoom, ChoicePrompt, DiscardViewer, PassCover
from castlecombo.combo.ui.seat_overlay import SeatTableau
from castlecombo.combo.ui.table_input import TableInput
from castlecombo.combo.ui.table_view import CardShown, Marks, TableView
from castlecombo.kit.anim import Flight
from castlecombo.kit.scene import Scene
from castlecombo.storage import files as storage
from castlecombo.storage.records import AIFallback, SaveGame

LOG_LINES = 40


class TableScene(Scene):
    """One game at the table (hot-seat for several people, AI seats paced for the eye)."""

    app: TableHost

    def __init__(self, app: TableHost, save: SaveGame) -> None:
        """Set the game of ``save`` up at its last decision; raise ValueError if it does not replay."""
        super().__init__(app)
        self.save = save
        self.seats = list(save.seats)
        self.n = len(self.seats)
        self.state = GameState.replay(self.n, save.seed, list(save.actions), save.first_player)
        self.view = TableView(self.seats, app.size)
        self.humans = self.view.humans()
        self.view_seat = self.state.current if (not self.humans or self.is_human(self.state.current)) \
            else self.humans[0]
        self.last_human: int | None = None
        self.input = TableInput(self)
        self.reason = ""
        self.reason_time = 0.0
        self.log: list[str] = []
        self.ai = AIPacer()
        self.flight: Flight | None = None
        self.hidden_slot: tuple[int, int] | None = None
        self.hidden_cell: tuple[int, int] | None = None
        self.finished = False
        self.prompt_open = False
        self.pass_open = False
        self._warm: Iterator[None] | None = self.view.warm(self.state)
        if save.actions:
            self.log.append(f"Game resumed after {len(save.actions)} decisions.")

    # --- questions ---------------------------------------------------------------------

    def is_human(self, seat: int) -> bool:
        """True if a person plays ``seat``."""
        return self.seats[seat].kind == "human"

    @property
    def pace(self) -> tuple[float, float, float]:
        """The AI's pace now: least thinking shown, card flight, pause after a move (seconds)."""
        return pace_of(self.app)

    def human_can_take(self) -> bool:
        """True if the person shown may take a card now."""
        s = self.state
        return (not s.is_over and s.phase == TAKE and self.is_human(s.current) and self.ai.phase is AIPhase.IDLE
                and not self.pass_open and self.view_seat == s.current)

    def marks(self) -> Marks:
        """Return what the view shows on top of the state this frame."""
        drag = self.input.drag
        return Marks(self.view_seat, None if self.state.is_over else self.state.current, self.human_can_take(),
                     self.input.flip, self.hidden_slot, self.hidden_cell,
                     drag if drag is not None and drag.moved else None, self.reason, self.view.hover.pos)

    # --- scene hooks -------------------------------------------------------------------

    def enter(self) -> None:
        self.view.resize(self.app.size)
        if len(self.humans) < self.n and not self.state.is_over:
            self.app.ai_worker().start()  # the AI process is ready before the first AI turn
        if self.state.is_over:
            self.finish()
        else:
            self.turn_begins()

    def leave(self) -> None:
        self.app.flush_saves()
        self.ai.stop()
        cardface.release()

    def resume(self) -> None:
        self.view.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size)
        self._warm = self.view.warm(self.state)

    # --- turn flow ---------------------------------------------------------------------

    def turn_begins(self) -> None:
        """The decision passed to ``state.current``: turn the view, cover for hot-seat, ask prompts."""
        s = self.state
        seat = s.current
        if self.is_human(seat):
            if len(self.humans) > 1 and self.last_human not in (None, seat) and not self.pass_open:
                self.pass_open = True
                self.app.stack.push(PassCover(self.app, self, seat))
                return
            self.view_seat = seat
            self.last_human = seat
            self.input.flip = [False, False, False]
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
        """Ask the player to move for the choice their card's ability needs."""
        if not self.prompt_open:
            self.prompt_open = True
            self.app.stack.push(ChoicePrompt(self.app, self))

    def prompt_answer(self, action: int) -> None:
        """The prompt was answered with ``action``."""
        self.prompt_open = False
        self.decide(action)

    def decide(self, action: int) -> bool:
        """Apply ``action`` for the player to move: log it, autosave, hand on the turn; False if refused."""
        s = self.state
        seat, before_turn = s.current, s.turn
        words = narrate(s, action, [seat.name for seat in self.seats])
        try:
            s.apply(action)
        except IllegalAction as exc:
            self.show_reason(str(exc))
            return False
        self.log = [*self.log, words][-LOG_LINES:]
        self.save = self.save.with_actions(s.actions)
        self.app.autosave(self.save)
        self.reason = ""
        if s.is_over:
            self.finish()
        elif s.turn != before_turn or s.current != seat:
            self.turn_begins()
        elif s.phase != TAKE and self.is_human(s.current):
            self.open_prompt()
        return True

    def finish(self) -> None:
        """The game is over: record it in the history and show the scores."""
        if self.finished:
            return
        self.finished = True
        self.app.flush_saves()
        problem = record_game(self.save, self.state)
        if problem is not None:
            self.app.notify(f"The finished game could not be recorded: {problem}", 6.0)
        self.log.append("The game is over.")
        self.app.stack.push(EndingScene(self.app, self))  # the last move, the final tableaux, the score pad
        self.app.scoring_reached()

    def show_reason(self, words: str) -> None:
        """Show why an attempt was refused, for a few seconds."""
        self.reason = words[0].upper() + words[1:] if words else words
        self.reason_time = 6.0

    # --- the AI seats ------------------------------------------------------------------

    def update_ai(self, dt: float) -> None:
        """Advance the AI's move: ask, wait at least the think time, fly the card, pause."""
        s = self.state
        think, fly, settle = self.pace
        if self.ai.phase is AIPhase.FLYING:
            assert self.flight is not None
            self.flight.update(dt)
            if self.flight.done:
                self.flight = None
                self.hidden_slot = self.hidden_cell = None
                self.decide(self.ai.land())
            return
        if self.ai.phase is AIPhase.SETTLING:
            self.ai.rest(dt, settle)
            return
        if s.is_over or self.is_human(s.current) or self.pass_open:
            self.ai.stop()
            return
        if self.ai.phase is AIPhase.IDLE:
            seed = (self.save.seed * 1000003 + len(s.actions)) & 0x7FFFFFFF
            self.ai.ask(AIMove(self.app.ai_worker(), s, self.seats[s.current].kind, seed))
            return
        result = self.ai.think(dt, think)
        if result is not None:
            self._record_fallback(result)
            self.ai_move(result.action, fly)

    def _record_fallback(self, result: AIResult) -> None:
        if result.error is None:
            return
        s = self.state
        self.app.notify(result.error)
        self.save = self.save.with_ai_fallback(AIFallback.model_validate(
            {"decision": len(s.actions), "seat": s.current, "wanted": self.seats[s.current].kind,
             "used": result.level_used}))

    def ai_move(self, action: int, fly: float) -> None:
        """Show the AI's ``action``: a take flies its card to its space first."""
        s = self.state
        if not A.is_take(action):
            self.decide(action)
            self.ai.settle()
            return
        take = A.take_parts(action)
        seat = s.current
        src = self.view.layout.slots[s.messenger][take.slot]
        after = s.clone()
        after.apply(action)
        dst = self.view.cell_rect(after, seat, take.position, self.view_seat)
        card = s.displays[s.messenger][take.slot]
        self.flight = Flight(self.view.take_surface(card, take.face_down, src.size), src, dst, fly)
        self.hidden_slot = (s.messenger, take.slot)
        self.hidden_cell = (seat, take.position)
        self.ai.fly(action)

    # --- what the input and the prompts ask ----------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        self.input.handle(event)

    def key_legal(self, action: int) -> bool:
        """True if the person shown may spend a key on ``action`` now."""
        return self.human_can_take() and self.state.key_problem(action) is None

    def open_discards(self, loc: int) -> None:
        """Show the discard pile of location ``loc``."""
        self.app.stack.push(DiscardViewer(self.app, self.view, loc, self.state.discards[loc]))

    def go_menu(self) -> None:
        """Back to the main menu (the game is saved after every decision)."""
        self.app.show_menu()

    def open_zoom(self, card: CardShown) -> None:
        """Show ``card`` large."""
        self.app.stack.push(CardZoom(self.app, card[0], card[1]))

    def open_tableau(self, seat: int) -> None:
        """Show ``seat``'s tableau at full size with the points each card scores now."""
        self.app.stack.push(SeatTableau(self.app, self.view, self.state, seat))

    # --- every frame ---------------------------------------------------------------------

    def update(self, dt: float) -> None:
        if self.reason_time > 0:
            self.reason_time -= dt
            if self.reason_time <= 0:
                self.reason = ""
        s = self.state
        if s.is_over:
            self.finish()
            return
        stop = self.app.stop_after_turns
        if stop is not None and s.turn >= stop and s.phase == TAKE and self.ai.phase in (AIPhase.IDLE,
                                                                                         AIPhase.SETTLING):
            self.app.quit(0)
            return
        if self.is_human(s.current) and s.phase != TAKE and not self.prompt_open and not self.pass_open:
            self.open_prompt()
        self.update_ai(dt)
        dragging = self.input.drag is not None
        if not dragging:
            self.warm_up()
        hover = self.view.hover.pos
        self.view.hover.update(dt, self.view.card_at(hover, s, self.view_seat)
                               if hover is not None and not dragging else None)

    def warm_up(self, budget: float = 0.003) -> None:
        """Spend about ``budget`` seconds of this frame drawing cards ahead of need."""
        end = time.perf_counter() + budget
        while self._warm is not None and time.perf_counter() < end:
            if next(self._warm, StopIteration) is StopIteration:
                self._warm = None

    def seat_status(self, seat: int, playing: bool) -> str:
        """Return the status words beside a seat's mini tableau."""
        if not playing:
            return ""
        if self.is_human(seat):
            return "playing now"
        if self.ai.phase is AIPhase.THINKING:
            return "thinking" + "." * (1 + int(pygame.time.get_ticks() / 350) % 3)
        return "moving"

    def draw(self, surface: pygame.Surface) -> None:
        s = self.state
        view = self.view
        marks = self.marks()
        view.draw_top(surface, turn_words(view, s), marks.active, "Menu (Esc)", marks.hover)
        market_view.draw_market(surface, view, s, marks)
        market_view.draw_keys(surface, view, s, (self.key_legal(A.KEY_MOVE), self.key_legal(A.KEY_REFRESH)),
                              hint(view, s, marks.offer), marks.hover)
        view.draw_log(surface, self.log)
        view.draw_field(surface, s, marks, field_title(view, s, self.view_seat, marks.offer))
        seats_view.draw_seats(surface, view, s, marks, self.seat_status)
        if self.flight is not None:
            self.flight.draw(surface)
        if marks.drag is not None:
            view.draw_drag(surface, s, marks.drag)
        elif self.app.stack.top is self:
            view.hover.draw(surface, view.layout.scale)


def record_game(save: SaveGame, state: GameState) -> str | None:
    """Put the finished game in the history (unless it is there already) and remove its save;
    return why the disk refused, or None."""
    if already_recorded(save, state):
        # killed between writing the history and removing the save: the game is in the history
        try:
            storage.delete_current_save()
        except OSError:
            pass  # the next start finds the game in the history and cleans up again
        return None
    try:
        storage.record_finished_game(history_record(save, state))
    except OSError as exc:  # a disk problem must not lose the scoring screen
        return str(exc)
    return None


def already_recorded(save: SaveGame, state: GameState) -> bool:
    """True if ``save`` was loaded already over and is in the history (same seed, seats and actions)."""
    if len(save.actions) != len(state.actions):
        return False  # the game ended at this table, not before it was loaded
    records, _messages = storage.load_history()
    return any(r.seed == save.seed and list(r.actions) == list(state.actions) and r.first_player == save.first_player
               and r.seats == list(save.seats) for r in records)
