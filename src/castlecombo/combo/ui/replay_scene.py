"""Watching a finished game again, turn by turn, in the table's own view.

A *turn* is one player's whole turn (key use, the take and its ability choices); the words count
them as the live table does, in rounds ("Turn 2 of 9": every seat plays once a round). The states
after 0, 1, ... T turns are built once by replaying the record's actions from the start, and
the log lines come from the same narration the live table uses; stepping only changes which
state is shown, so no input can change the game.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import pygame

from castlecombo.combo.engine.state import TABLEAU_CARDS
from castlecombo.combo.ui import cardface, market_view, seats_view
from castlecombo.combo.ui.ai_pacing import pace_of
from castlecombo.combo.ui.card_views import CardZoom, DiscardViewer
from castlecombo.combo.ui.host import TableHost
from castlecombo.combo.ui.log_scene import WholeLog
from castlecombo.combo.ui.narration import LogEntry, called_you
from castlecombo.combo.ui.replay_panels import (
    ReplayTurn,
    draw_controls,
    draw_last_card,
    draw_turns_log,
    game_over_words,
    place_controls,
    replay_log,
    replay_turns,
)
from castlecombo.combo.ui.table_view import Marks, Point, TableView
from castlecombo.i18n import N_, _, language, pgettext
from castlecombo.kit import screen_keys
from castlecombo.kit.anim import Flight
from castlecombo.kit.scene import Scene, second_click
from castlecombo.storage.records import HistoryRecord, SaveGame


class ReplayScene(Scene):
    """The table in replay mode: ◀ / ▶ a turn, start, end, play/pause; Esc goes back."""
    keys_help = screen_keys.REPLAY

    window_title = N_("Castle Combo")  # over the menu, which is "Castle card games"
    app: TableHost

    def __init__(self, app: TableHost, record: HistoryRecord | SaveGame) -> None:
        """Replay ``record`` once; raise ValueError if it does not replay."""
        super().__init__(app)
        self.record = record
        you = called_you(record.seats)  # a seat called "You" in any language: named in today's
        self.seats = [s.model_copy(update={"name": _("You")}) if i == you else s for i, s in enumerate(record.seats)]
        self.n = len(self.seats)
        self.view = TableView(self.seats, app.size)
        self.frames, self.turns = replay_turns(record, self.n)
        self.state = self.frames[0]
        self.index = 0
        self.view_seat = self.state.current
        self.log: list[str] = []
        self.entries: list[LogEntry] | None = None  # the whole log, made when it is first asked for (L)
        self.playing = False
        self.play_timer = 0.0
        self.pinned: int | None = None
        self.flight: Flight | None = None
        self.hidden_slot: tuple[int, int] | None = None
        self.hidden_cell: tuple[int, int] | None = None
        self.controls: dict[str, pygame.Rect] = {}
        self.controls_language = ""
        self.place_buttons()
        self._warm: Iterator[None] | None = self.view.warm(self.state)
        self.seek(0)

    # --- position ----------------------------------------------------------------------------

    @property
    def total(self) -> int:
        """How many turns the record holds."""
        return len(self.frames) - 1

    @property
    def at_end(self) -> bool:
        """True when the last turn is shown."""
        return self.index >= self.total

    def seek(self, index: int, animate: bool = False) -> None:
        """Show the state after ``index`` turns (clamped); animate the card of a single step forward."""
        index = max(0, min(self.total, index))
        forward_one = index == self.index + 1
        self.index = index
        self.state = self.frames[index]
        self.flight = None
        self.hidden_slot = self.hidden_cell = None
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
        fly = pace_of(self.app)[1]
        if turn.take is None or fly <= 0:
            return
        loc, slot, card, position, face_down = turn.take
        src = self.view.layout.slots[loc][slot]
        dst = self.view.cell_rect(self.state, turn.seat, position, self.view_seat)
        self.flight = Flight(self.view.take_surface(card, face_down, src.size), src, dst, fly)
        self.hidden_slot = (loc, slot)
        self.hidden_cell = (turn.seat, position)

    def step(self, delta: int) -> None:
        """Move ``delta`` turns (one step forward is animated)."""
        self.seek(self.index + delta, animate=delta == 1)

    def toggle_play(self) -> None:
        """Play from here (from the start at the end), or pause."""
        if self.at_end and not self.playing:
            self.seek(0)
        self.playing = not self.playing
        self.play_timer = 0.0

    def play_interval(self) -> float:
        """Return the seconds between turns while playing."""
        think, fly, settle = pace_of(self.app)
        return max(0.6, think + fly + settle)

    def close(self) -> None:
        """Back to the scene below (Statistics), or the menu if there is none."""
        if len(self.app.stack.scenes) > 1:
            self.app.stack.pop()
        else:
            self.app.show_menu()

    # --- scene hooks ---------------------------------------------------------------------------

    def enter(self) -> None:
        self.resize(self.app.size)

    def leave(self) -> None:
        self.playing = False
        cardface.release()

    def resume(self) -> None:
        self.view.resize(self.app.size)
        self.place_buttons()

    def place_buttons(self) -> None:
        """Lay the control buttons out for the window and the language spoken now."""
        self.controls, self.controls_language = place_controls(self.view), language()

    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size)
        self.place_buttons()
        self._warm = self.view.warm(self.state)

    # --- input ---------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self.key(event.key)
        elif event.type == pygame.MOUSEMOTION:
            self.view.hover.pos = event.pos
        elif event.type == pygame.MOUSEWHEEL:
            self.playing = False
            self.step(-1 if event.y > 0 else 1)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.view.hover.time = 0.0
            card = self.view.card_at(event.pos, self.state, self.view_seat) if event.button == 3 else None
            if card is not None:
                self.view.hover.quiet = card  # closed, it does not come back as a hover zoom where the pointer was
                self.app.stack.push(CardZoom(self.app, card[0], card[1]))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.click(event.pos, second_click(event))

    def key(self, key: int) -> None:
        """Arrows, Page up/down, Home, End, Space or P, L the whole log, Esc or Backspace."""
        if key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
        elif key in (pygame.K_SPACE, pygame.K_p):
            self.toggle_play()
        elif key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
            self.press("next")
        elif key in (pygame.K_LEFT, pygame.K_PAGEUP):
            self.press("back")
        elif key == pygame.K_HOME:
            self.press("start")
        elif key == pygame.K_END:
            self.press("end")
        elif key == pygame.K_l:
            self.open_log()

    def open_log(self) -> None:
        """Show the decisions of the turns so far whole, large: the log's newest turn may end in "…" (a playtest)."""
        if self.entries is None:
            self.entries = replay_log(self.record, self.n)
        self.playing = False
        self.app.stack.push(WholeLog(self.app, self.entries[:len(self.log)], self.view.seat_colour, True))

    def click(self, pos: Point, double: bool = False) -> None:
        """The Back button, a control, a discard pile, or a seat (pin its tableau in view); ``double``: a
        double-click's second, which a control takes as its first (Next stepped two turns, playtest 238)."""
        if self.view.layout.menu.collidepoint(pos):
            self.close()
            return
        if self.view.layout.log.collidepoint(pos):
            self.open_log()
            return
        for name, rect in self.controls.items():
            if rect.collidepoint(pos):
                if not double:
                    self.press(name)
                return
        loc = self.view.discard_at(pos)
        if loc is not None:
            self.app.stack.push(DiscardViewer(self.app, self.view, loc, self.state.discards[loc]))
            return
        seat = self.view.seat_at(pos)
        if seat is not None:
            # pin the big tableau to this seat; a second click follows the players again
            self.pinned = None if self.pinned == seat else seat
            self.seek(self.index)

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
        """True if the control ``name`` does something now."""
        if name in ("start", "back"):
            return self.index > 0
        if name in ("next", "end"):
            return not self.at_end
        return self.total > 0

    # --- every frame -------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        if self.flight is not None:
            self.flight.update(dt)
            if self.flight.done:
                self.flight = None
                self.hidden_slot = self.hidden_cell = None
        if self.playing:
            self.play_timer += dt
            if self.play_timer >= self.play_interval():
                self.play_timer = 0.0
                self.step(1)
        end = time.perf_counter() + 0.003
        while self._warm is not None and time.perf_counter() < end:
            if next(self._warm, StopIteration) is StopIteration:
                self._warm = None
        hover = self.view.hover.pos
        self.view.hover.update(dt, self.view.card_at(hover, self.state, self.view_seat) if hover else None)

    def mover(self) -> int | None:
        """Return the seat that played the turn shown (None at the start)."""
        return self.turns[self.index - 1].seat if self.index > 0 else None

    def over_shown(self) -> bool:
        """True when the end of a finished game is shown."""
        return self.at_end and self.state.is_over

    def turn_words(self) -> str:
        """Return the words of the top bar: which turn is shown (a round, as the table counts) and who played it."""
        played = self.turns[self.index - 1].round if self.index > 0 else 1
        turns = TABLEAU_CARDS  # a game has as many rounds as a tableau has cards
        if self.index == 0 and self.state.current == called_you(self.seats):
            return _("Replay  ·  Turn {turn} of {turns}  ·  You play first").format(turn=played, turns=turns)
        if self.index == 0:
            return _("Replay  ·  Turn {turn} of {turns}  ·  {player} plays first").format(
                turn=played, turns=turns, player=self.view.seat_name(self.state.current))
        if self.over_shown():
            winners = self.state.winners()
            return game_over_words(played, turns, [self.view.seat_name(w) for w in winners],
                                   winners == [called_you(self.seats)])
        if self.mover() == called_you(self.seats):  # "Vous a joué" (a playtest): the person's own words
            return _("Replay  ·  Turn {turn} of {turns}  ·  You played").format(turn=played, turns=turns)
        return _("Replay  ·  Turn {turn} of {turns}  ·  {player} played").format(
            turn=played, turns=turns, player=self.view.seat_name(self.mover() or 0))

    def field_title(self) -> str | list[str]:
        """Return the words above the big tableau, or their forms from the longest (the first that fits is said)."""
        title = self.view.tableau_title(self.view_seat)
        if self.pinned is not None:  # whose it is, first: the hint alone lost the name (playtest 177)
            return [_("{title}  ·  kept in view (click the seat again to follow the turns)").format(title=title),
                    # TRANSLATORS: above a seat's tableau kept in view in the replay, short form of the words above
                    _("{title}  ·  kept in view").format(title=title), title]
        return title  # who plays first is said in the top bar (here it said a long name twice)

    def seat_status(self, seat: int, playing: bool) -> str:
        """Return the status words beside a seat's mini tableau."""
        if self.over_shown() and seat in self.state.winners():
            # TRANSLATORS: a mark beside the seat that won
            return _("winner")
        if playing:
            # TRANSLATORS: a seat's status in the replay, short (it sits beside a small tableau)
            return _("just played")  # "played this turn" was cut short beside a mini tableau at 1110x640
        return ""

    def draw(self, surface: pygame.Surface) -> None:
        s = self.state
        view = self.view
        active = self.mover()  # the game's last turn too: it is a step of its own (a playtest missed it)
        marks = Marks(self.view_seat, active, hidden_slot=self.hidden_slot, hidden_cell=self.hidden_cell,
                      hover=view.hover.pos)
        # TRANSLATORS: button back to where the replay was opened; Esc is its key in every language
        dot = None if self.over_shown() else active  # the top bar then says who won, not who played
        view.draw_top(surface, self.turn_words(), dot, pgettext("button", "Back (Esc)"), marks.hover, live=False)
        market_view.draw_market(surface, view, s, marks)
        if self.controls_language != language():  # the widths follow the words, in the language spoken
            self.place_buttons()
        draw_controls(surface, view, self.controls, {name: self.control_enabled(name) for name in self.controls},
                      self.playing, marks.hover)
        recorded = self.record.scores if isinstance(self.record, HistoryRecord) else []
        draw_turns_log(surface, view, s, self.turns[:self.index], self.at_end, recorded)
        view.draw_field(surface, s, marks, self.field_title())
        seats_view.draw_seats(surface, view, s, marks, self.seat_status)
        if self.flight is not None:
            self.flight.draw(surface)
        if self.index > 0 and self.flight is None:  # under a card shown large (it was drawn over it, playtest 233)
            draw_last_card(surface, view, s, self.turns[self.index - 1], self.view_seat)
        if self.app.stack.top is self:
            view.hover.draw(surface, view.layout.scale, top=view.layout.top.bottom + 4)
