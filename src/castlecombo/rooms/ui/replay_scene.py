"""Watching a game of Castle Rooms again, turn by turn, in the table's own view.

A *turn* is one player's whole turn (every card played and its end). The states after 0, 1, ...
T turns are built once by replaying the record's actions from the start, and the log lines come
from the same narration the live table uses; stepping only changes which state is shown, so no
input can change the game. The game is over, so the hand of the seat that played is shown.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from castlecombo.i18n import N_, _, ngettext, pgettext
from castlecombo.kit import screen_keys, theme
from castlecombo.kit.replay_words import control_label
from castlecombo.kit.scene import Scene, second_click
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.state import GameState
from castlecombo.rooms.ui.ai_turns import pace_of
from castlecombo.rooms.ui.aiming import lines_at
from castlecombo.rooms.ui.ending import winning_lines
from castlecombo.rooms.ui.host import RoomsHost
from castlecombo.rooms.ui.marks import Marks, Point, marked_plays
from castlecombo.rooms.ui.narration import first_heading, is_you, joined, narrate_lines, said
from castlecombo.rooms.ui.seat_lines import SeatLines
from castlecombo.rooms.ui.view import RoomsView
from castlecombo.storage.records import HistoryRecord, SaveGame

CONTROLS = (("start", "|<"), ("back", "<"), ("play", "Play"), ("next", ">"), ("end", ">|"))  # "Play" worded when drawn


@dataclass
class ReplayTurn:
    """One whole turn of the record: who played it and its log lines."""

    seat: int
    lines: list[str]
    played: bool = True  # a card was played (or discarded): "Beatrix played" over a turn ended at once misled (160)


class RoomsReplay(Scene):
    """The Castle Rooms table in replay mode: |< < Play > >| (or the arrow keys, Home, End, Space); Esc goes back."""
    keys_help = screen_keys.ROOMS_REPLAY

    window_title = N_("Castle Rooms")

    app: RoomsHost

    def __init__(self, app: RoomsHost, record: HistoryRecord | SaveGame) -> None:
        """Replay ``record`` once; raise ValueError if it does not replay."""
        super().__init__(app)
        self.record = record
        self.seats = list(record.seats)
        self.n = len(self.seats)
        self.view = RoomsView(self.seats, app.size)
        self.frames: list[GameState] = []
        self.turns: list[ReplayTurn] = []
        self._build(list(record.actions))
        self.index = 0
        self.state = self.frames[0]
        self.playing = False
        self.play_timer = 0.0
        self.hover: Point | None = None
        self.controls: dict[str, pygame.Rect] = {}

    def _build(self, actions: list[int]) -> None:
        """Replay ``actions`` once, keeping the state after every whole turn; raise ValueError."""
        try:
            state = GameState.new(self.n, self.record.seed, self.record.first_player)
        except ValueError as exc:
            raise ValueError(_("the record cannot be set up: {problem}").format(problem=exc)) from None
        names = [seat.name for seat in self.seats]
        self.frames = [state.clone()]
        lines: list[str] = []
        played = False
        for i, action in enumerate(actions):
            seat = state.current
            played = played or action != A.END_TURN
            try:  # told as the live log tells it: round headings, the draws (playtests 176, 179)
                lines += [*first_heading(state, names), *narrate_lines(state, action, names)]
                state.apply(action)
            except ValueError as exc:  # IllegalAction is a ValueError
                raise ValueError(_("the record does not replay at decision {n}: {problem}").format(
                    n=i + 1, problem=exc)) from None
            if state.current != seat or state.is_over:
                self.frames.append(state.clone())
                self.turns.append(ReplayTurn(seat, lines, played))
                lines, played = [], False
        if lines:  # a record cut in the middle of a turn: show what there is
            self.frames.append(state.clone())
            self.turns.append(ReplayTurn(state.current, lines))

    # --- position ----------------------------------------------------------------------------

    @property
    def total(self) -> int:
        """How many turns the record holds."""
        return len(self.frames) - 1

    @property
    def at_end(self) -> bool:
        """True when the last turn is shown."""
        return self.index >= self.total

    def seek(self, index: int) -> None:
        """Show the state after ``index`` turns (clamped)."""
        self.index = max(0, min(self.total, index))
        self.state = self.frames[self.index]
        self.view.log_view.offset = 0  # the turn shown ends the log
        if self.at_end:
            self.playing = False

    def mover(self) -> int:
        """Return the seat that played the turn shown (the first player before the first turn)."""
        return self.turns[self.index - 1].seat if self.index > 0 else self.state.current

    def press(self, name: str) -> None:
        """A replay control: start, back, play, next or end."""
        if name == "play":
            if self.at_end and not self.playing:
                self.seek(0)
            self.playing = not self.playing
            self.play_timer = 0.0
            return
        self.playing = False
        self.seek({"start": 0, "back": self.index - 1, "next": self.index + 1, "end": self.total}[name])

    def close(self) -> None:
        """Back to the scene below (Statistics), or the menu if there is none."""
        if len(self.app.stack.scenes) > 1:
            self.app.stack.pop()
        else:
            self.app.show_menu()

    # --- scene hooks ---------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size)

    def resume(self) -> None:
        self.view.resize(self.app.size)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_HOME: "start", pygame.K_LEFT: "back", pygame.K_PAGEUP: "back", pygame.K_SPACE: "play",
                    pygame.K_p: "play", pygame.K_RIGHT: "next", pygame.K_PAGEDOWN: "next", pygame.K_END: "end"}
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.close()
            elif event.key in keys:
                self.press(keys[event.key])
            elif event.key == pygame.K_o:
                self.show_lines((self.viewer() + 1) % self.n)
        elif event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEWHEEL and self.view.log_view.handle(event, self.hover):
            pass  # over the log the wheel scrolls it, as at the live table
        elif event.type == pygame.MOUSEWHEEL:
            self.playing = False
            self.seek(self.index + (-1 if event.y > 0 else 1))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.view.layout.menu.collidepoint(event.pos):
                self.close()
                return
            for name, rect in self.controls.items():
                if rect.collidepoint(event.pos):
                    if not second_click(event):  # a double-click on Next stepped two turns (playtest 238)
                        self.press(name)
                    return
            seat = lines_at(self.view.layout, event.pos, self.viewer())
            if seat is not None:  # their lines large, as at the table
                self.show_lines(seat)

    def viewer(self) -> int:
        """Return the seat whose panel is the wide one: the one person's (else the first seat's); at a table of
        several people, the seat that played the turn shown, whose hand shows under it (under the first person's
        panel another's hand read as theirs, playtest 140)."""
        humans = self.view.humans()
        if len(humans) > 1:
            return self.mover()
        return humans[0] if humans else 0

    def show_lines(self, seat: int) -> None:
        """Pause, and show ``seat``'s lines large over the replay."""
        self.playing = False
        over = self.at_end and self.state.is_over
        self.app.stack.push(SeatLines(self.app, self.view, self.state, seat, self.viewer(),
                                      lambda q: _("winner") if over and q in self.state.winners() else "", replay=True))

    def update(self, dt: float) -> None:
        if self.playing:
            self.play_timer += dt
            think, fly, settle = pace_of(self.app)
            if self.play_timer >= max(0.6, think + fly + settle):
                self.play_timer = 0.0
                self.seek(self.index + 1)

    # --- drawing -------------------------------------------------------------------------------

    def turn_words(self) -> str:
        """Return the words of the top bar: the round and turn shown (rounds as the live table counts them)
        and who played it."""
        turn, total = self.index, self.total
        at = {"round": max(0, turn - 1) // self.state.n + 1, "turn": turn, "total": total}
        if self.index == 0:  # "round 1 · turn 0 / 22" read as a round before any turn (playtest 319)
            # TRANSLATORS: the Castle Rooms replay's top bar at the deal, before the first of the game's turns
            return said(self.view.seat_name(self.state.current),
                        N_("Replay  ·  before turn 1 of {total}  ·  You play first"),
                        N_("Replay  ·  before turn 1 of {total}  ·  {player} plays first")).format(
                player=self.view.seat_name(self.state.current), total=total)
        if self.at_end and self.state.is_over:
            winners = self.state.winners()
            if len(winners) == 1 and is_you(self.view.seat_name(winners[0])):
                return _("Replay  ·  round {round}  ·  turn {turn} / {total}  ·  the game is over: You win").format(
                    **at)
            return ngettext("Replay  ·  round {round}  ·  turn {turn} / {total}  ·  the game is over: {players} wins",
                            "Replay  ·  round {round}  ·  turn {turn} / {total}  ·  the game is over: {players} win",
                            len(winners)).format(players=joined([self.view.seat_name(w) for w in winners]), **at)
        if self.index > 0 and not self.turns[self.index - 1].played:
            return said(self.view.seat_name(self.mover()),
                        N_("Replay  ·  round {round}  ·  turn {turn} / {total}  ·  You played no card"),
                        N_("Replay  ·  round {round}  ·  turn {turn} / {total}  ·  {player} played no card")).format(
                player=self.view.seat_name(self.mover()), **at)
        # the person's own turn said as such ("Vous a joué" read wrong, a playtest)
        return said(self.view.seat_name(self.mover()),
                    N_("Replay  ·  round {round}  ·  turn {turn} / {total}  ·  You played"),
                    N_("Replay  ·  round {round}  ·  turn {turn} / {total}  ·  {player} played")).format(
            player=self.view.seat_name(self.mover()), **at)

    def _place_controls(self) -> pygame.Rect:
        """Place the controls at the top of the side column; return the rect left for the log."""
        lay = self.view.layout
        s = lay.scale
        pad, gap = round(12 * s), round(5 * s)
        y = lay.log.y + round(8 * s)
        # the arrows two by two with their words, as Castle Combo's replay has them (bare "|< < > >|" read as
        # another game's, playtests 337 and 338), Play / Pause under them the whole width: beside them its words
        # were cut ("Repro…" for "Reproduzir" at 1024x640, a playtest)
        unit = (lay.side.w - 2 * pad - gap) // 2
        bh = round(34 * s)
        self.controls = {}
        arrows = [name for name, _label in CONTROLS if name != "play"]
        for k, name in enumerate(arrows):
            self.controls[name] = pygame.Rect(lay.side.x + pad + (k % 2) * (unit + gap), y + (k // 2) * (bh + gap),
                                              unit, bh)
        y += 2 * (bh + gap)
        self.controls["play"] = pygame.Rect(lay.side.x + pad, y, lay.side.w - 2 * pad, bh)
        return pygame.Rect(lay.log.x, y + bh + round(8 * s), lay.log.w, lay.log.bottom - y - bh - round(8 * s))

    def draw(self, surface: pygame.Surface) -> None:
        s = self.state
        view = self.view
        mover = self.mover()
        view.arrange(s, self.viewer(), mover)  # with one person, the panels keep their places and the hand follows
        over = self.at_end and s.is_over
        # who laid each dragon and each seat's last rooms, marked in its colour as at the table (playtest 276 could not
        # tell in the replay who had blocked whom)
        newest = [(owner, line, laid, view.seat_colour(by)) for owner, line, laid, by in marked_plays(s, None)]
        marks = Marks(mover, None if over else mover, winning=winning_lines(s) if over else {}, hover=self.hover,
                      newest=newest)
        # TRANSLATORS: button back to where the replay was opened; Esc is its key in every language
        view.draw_top(surface, self.turn_words(), marks.active, pgettext("button", "Back (Esc)"), self.hover)
        log_rect = self._place_controls()
        log = [line for turn in self.turns[:self.index] for line in turn.lines]
        view.draw_side(surface, s, log, False, False, log_rect)
        enabled = {"start": self.index > 0, "back": self.index > 0, "play": self.total > 0,
                   "next": not self.at_end, "end": not self.at_end}
        for name, label in CONTROLS:
            if name == "play":
                label = pgettext("button", "Pause") if self.playing else pgettext("button", "Play")
            else:  # the arrow and the word Castle Combo's replay says ("|<  Start", "Next  >")
                words = control_label(name, False)
                label = f"{label}  {words}" if name in ("start", "back") else f"{words}  {label}"
            view.draw_button(surface, self.controls[name], label, enabled[name], self.hover)
        view.draw_panels(surface, s, marks, lambda seat: _("winner") if over and seat in s.winners() else "")
        view.draw_hand(surface, s, marks, view.hand_title(mover))
        view.draw_hint(surface, _("← → a turn · Home, End · Space plays · O or a click on a player: their lines · "
                                  "Esc goes back"), theme.TEXT_DIM)


__all__ = ["RoomsReplay"]
