"""The live table: whose turn it is, the AI's pace, input turned into engine actions, undo, the log,
the autosave after every decision and the history record at the end.

The drawing is the :class:`~castlecombo.combo.ui.table_view.TableView`'s; the log is the narration
of the record (:func:`~castlecombo.combo.ui.narration.game_log`), so it is whole after a resume.
The UI never decides a rule: legal drops come from ``state.legal_actions()``, the words for a
refusal from ``state.take_reason``, ``state.key_reason`` and ``state.undo_reason``; every
decision goes through ``state.apply`` and every take-back through ``state.undo``.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator, Sequence

import pygame

from castlecombo.combo.engine.actions import FIELD, is_take, take_parts
from castlecombo.combo.engine.state import TAKE, GameState, IllegalAction
from castlecombo.combo.reason_texts import reason_words
from castlecombo.combo.replay import history_record
from castlecombo.combo.ui import cardface, table_cursor, table_draw
from castlecombo.combo.ui.ai_pacing import AIPacer, AIPhase, pace_of
from castlecombo.combo.ui.card_views import CardZoom, DiscardViewer
from castlecombo.combo.ui.ending import EndingScene
from castlecombo.combo.ui.host import ComboSession, TableHost
from castlecombo.combo.ui.log_panel import LogPanel
from castlecombo.combo.ui.motion import TableMotion
from castlecombo.combo.ui.narration import game_log, log_entry, newest_places, speaker_names
from castlecombo.combo.ui.pass_cover import PassCover, news_since
from castlecombo.combo.ui.prompts import ChoicePrompt
from castlecombo.combo.ui.rules_scene import RulesScene
from castlecombo.combo.ui.seat_overlay import SeatTableau
from castlecombo.combo.ui.shortcuts_scene import shortcuts_scene
from castlecombo.combo.ui.sounds import ILLEGAL, schedule, sound_cues
from castlecombo.combo.ui.table_ai import AITurns
from castlecombo.combo.ui.table_input import TableInput, back_at_table
from castlecombo.combo.ui.table_suggest import TableSuggest
from castlecombo.combo.ui.table_undo import TableUndo
from castlecombo.combo.ui.table_view import CardShown, Marks, TableView, reason_row
from castlecombo.i18n import N_, _
from castlecombo.kit.anim import speed_factor
from castlecombo.kit.finish import record_finished
from castlecombo.kit.scene import Scene
from castlecombo.storage import files as storage
from castlecombo.storage import saves
from castlecombo.storage.records import SaveGame

NOBODY = -1  # no seat: a resumed hot-seat game's cover asks for the player to move


def lit_seat(s: GameState, playing: tuple[int, int] | None, humans: list[int]) -> int | None:
    """Return the seat lit as playing: an AI whose card still flies (playtest 103 saw its own panel lit and "Your
    turn" while the AI's card flew), else the one to move (None once the game is over)."""
    if playing is not None and playing[0] not in humans:
        return playing[0]
    return None if s.is_over else s.current


def screen_key(save: SaveGame) -> tuple[int, int, int]:
    """Return what tells a saved game at one decision from another: its seed, decisions and last decision."""
    return save.seed, len(save.actions), save.actions[-1] if save.actions else -1


def remember_screen(session: ComboSession, save: SaveGame, seat: int | None) -> None:
    """Remember that the game of ``save`` was left with its hot-seat cover up, ``seat`` having had the screen
    (None: forget it; one game is remembered, for this run of the app)."""
    session.at_screen.clear()
    if seat is not None:
        session.at_screen[screen_key(save)] = seat


def reason_row_near(view: TableView, grid: Sequence[int]) -> int:
    """Return the row of the field a refusal's box goes to: clear of the space aimed at and of the cards."""
    pointer = view.hover.pos
    aimed = view.cell_at(pointer) if pointer is not None else None
    if aimed is not None:
        row = aimed // FIELD
    else:
        row = 0 if pointer is not None and pointer[1] < view.layout.field_rect.centery else FIELD - 1
    return reason_row(grid, row)


def quiet_under_pointer(view: TableView, state: GameState, seat: int) -> None:
    """Show no zoom of the card under the pointer (on ``seat``'s view) until the pointer leaves it, nor a tip until
    it moves."""
    hover = view.hover.pos
    view.hover.quiet = view.card_at(hover, state, seat) if hover is not None else None
    view.hover.still_at = hover  # and no tip there either


class TableScene(Scene):
    """One game at the table (hot-seat for several people, AI seats paced for the eye)."""

    window_title = N_("Castle Combo")  # over the menu, which is "Castle card games"
    game = "combo"  # Esc on the menu comes back to it
    app: TableHost

    def __init__(self, app: TableHost, save: SaveGame) -> None:
        """Set the game of ``save`` up at its last decision; raise ValueError if it does not replay."""
        super().__init__(app)
        self.save = save
        self.seats = list(save.seats)
        self.n = len(self.seats)
        self.state = GameState.replay(self.n, save.seed, list(save.actions), save.first_player,
                                      save.reshuffled)
        self.names = speaker_names(self.seats)
        self.log = LogPanel(game_log(self.n, save.seed, save.first_player, save.actions, self.names, save.reshuffled))
        self.view = TableView(self.seats, app.size)
        self.humans = self.view.humans()
        self.view_seat = self.state.current if not self.humans or self.is_human(self.state.current) else self.humans[0]
        # who last had the seat; a game opened (playtests 176, 180: at its start too) does not know who sits there
        # (NOBODY: the cover comes), unless the cover was up when this session left it (its take-back kept, pt 97)
        handed = app.combo_session.at_screen.get(screen_key(save))
        self.last_human: int | None = NOBODY if len(self.humans) > 1 else None
        if handed is not None:
            self.view_seat = self.last_human = handed
        self.cover_for: int | None = None  # the seat the hot-seat cover waits to be shown for (the move plays out)
        self.input = TableInput(self)
        self.reason, self.reason_time, self.reason_row = "", 0.0, 0  # why the last try was refused, how long, where
        self.motion = TableMotion(self.view)  # how each decision looks as it happens
        self.drop_rect: pygame.Rect | None = None  # where the card being dragged was drawn last frame
        self.moves = AITurns(self)
        self.finished = self.prompt_open = self.pass_open = False
        self.placed: tuple[int, int] | None = None  # the seat that last placed a card, and its space
        self._warm: Iterator[None] | None = self.view.warm(self.state)
        self.undoing = TableUndo(self)
        self.suggest = TableSuggest(self)  # the hard AI's move for the person to move (the button and H)

    # --- questions ---------------------------------------------------------------------

    def is_human(self, seat: int) -> bool:
        """True if a person plays ``seat``."""
        return self.seats[seat].kind == "human"

    @property
    def ai(self) -> AIPacer:
        """The pacing of the AI's move in progress (idle when a person plays)."""
        return self.moves.pacer

    @property
    def pace(self) -> tuple[float, float, float]:
        """The AI's pace now: least thinking shown, card flight, pause after a move (seconds)."""
        return pace_of(self.app)

    def human_turn(self) -> bool:
        """True if the person shown is playing their turn now (taking a card or answering its ability)."""
        s = self.state
        return (not s.is_over and self.is_human(s.current) and self.ai.phase is AIPhase.IDLE
                and not self.pass_open and self.view_seat == s.current)

    def human_can_take(self) -> bool:
        """True if the person shown may take a card now."""
        return self.state.phase == TAKE and self.human_turn()

    def undo_problem(self) -> str | None:
        """Return why the person shown may not undo now, or None (the engine's words)."""
        return self.undoing.problem()

    def marks(self) -> Marks:
        """Return what the view shows on top of the state this frame."""
        drag = self.input.drag
        return Marks(self.view_seat, lit_seat(self.state, self.motion.playing(), self.humans), self.human_can_take(),
                     self.input.flip, None, None,
                     drag if drag is not None and drag.moved else None, self.reason, self.view.hover.pos,
                     self.reason_row, self.input.lit() if drag is None else {}, self.input.aim(),
                     self.motion.veil(self.state), self.input.lit_notes(), newest_places(self.log.entries))

    # --- scene hooks -------------------------------------------------------------------

    def enter(self) -> None:
        self.view.resize(self.app.size)
        if len(self.humans) < self.n and not self.state.is_over:
            self.app.ai_worker().start()  # the AI process is ready before the first AI turn
        if self.state.is_over:
            self.finish()
        else:
            self.turn_begins()
            self.cover_when_still(resumed=bool(self.state.actions))  # a hot-seat game opens covered
            if not self.state.actions and len(self.humans) > 1:  # in the log till the first decision (playtests)
                self.log.tell(_("{player} plays first.").format(player=self.view.seat_name(self.state.current)),
                              math.inf)  # (a banner hid the top bar; a note gone after 12 s seemed erased by Suggest)

    def leave(self) -> None:
        remember_screen(self.app.combo_session, self.save, self.view_seat if self.pass_open and len(self.humans) > 1
                        else None)
        self.suggest.cancel()
        self.app.flush_saves()
        self.moves.stop()
        self.motion.clear()
        cardface.release()

    def pause(self) -> None:
        if not self.prompt_open:  # a scene opens over the table, which is not updated under it: the move shows done
            self.motion.clear()

    def update_motion(self, dt: float) -> None:
        """Let the last decision's motion play on, and a suggestion come in, under an ability prompt."""
        self.motion.update(dt)
        self.suggest.update()

    def resume(self) -> None:
        self.view.resize(self.app.size)
        back_at_table(self.input)

    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size)
        self.motion.clear()  # its paths were for the old layout
        self._warm = self.view.warm(self.state)

    # --- turn flow ---------------------------------------------------------------------

    def turn_begins(self) -> None:
        """The decision passed to ``state.current``: turn the view, cover for hot-seat, ask prompts."""
        s = self.state
        seat = s.current
        if self.is_human(seat):
            if len(self.humans) > 1 and self.last_human not in (None, seat) and not self.pass_open:
                self.pass_open = True  # the mover sees their move land first: update() brings the cover
                self.cover_for = seat
                return
            self.view_seat = seat
            self.last_human = seat
            self.input.reset()
            self.log.follow()  # your turn: the log shows what the others just did (scrolled back, it stayed put)
            if s.phase != TAKE:
                self.open_prompt()
        elif not self.humans:
            self.view_seat = seat

    def cover_when_still(self, resumed: bool = False) -> None:
        """Bring the hot-seat cover (``cover_for``) once the last move played out; ``resumed``: nobody passed."""
        if self.cover_for is not None and not self.motion.busy and not self.state.is_over:
            seat, self.cover_for = self.cover_for, None
            self.app.stack.push(PassCover(self.app, self, seat, resumed, news_since(self.log, seat)))

    def pass_done(self, seat: int) -> None:
        """The hot-seat cover was dismissed by ``seat``'s player."""
        self.pass_open = False
        self.last_human = None
        self.view_seat = seat
        self.reason = ""  # a refusal said to the one who passed the device is not the next player's
        self.input.cursor = None  # nor the keyboard cursor where the last person left it (a playtest)
        quiet_under_pointer(self.view, self.state, seat)  # no zoom of the card under it: the cover was clicked
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
        before = s.clone()
        try:
            entry = log_entry(s, action, self.names)
            s.apply(action)
        except IllegalAction as exc:
            self.show_reason(reason_words(exc.reason))
            return False
        self.suggest.made(action)  # the decision it was for is made
        if is_take(action):
            self.placed = (seat, take_parts(action).position)
        self.log.append(entry)
        self.save = self.save.with_actions(s.actions)
        self.app.autosave(self.save)
        self.reason = ""
        if self.is_human(seat):  # the pointer rests on the card just placed: no zoom of it
            quiet_under_pointer(self.view, s, self.view_seat)
        prompt = False
        if s.is_over:
            pass  # the ending waits until this last move has played out: update() calls finish()
        elif s.turn != before_turn or s.current != seat:
            self.turn_begins()
        else:
            prompt = s.phase != TAKE and self.is_human(s.current)
        self.animate(before, action)  # after the turn flow: the view shows whom it will show
        if prompt:
            self.open_prompt()  # after the motion began: it plays on under the prompt
        return True

    def animate(self, before: GameState, action: int) -> None:
        """Show and sound ``action`` (the state is already the one after it): for every seat alike."""
        factor = speed_factor(self.app.settings.animation, self.app.autoplay)
        landing = self.motion.changed(before, action, self.state, self.view_seat, factor, self.drop_rect)
        schedule(sound_cues(before, action, self.state, self.humans), landing, self.app.play_sound)

    def finish(self) -> None:
        """The game is over: record it in the history and show the scores."""
        if self.finished or self.motion.busy:
            return  # the last move plays out first: update() comes back here every frame
        self.finished = record_finished(self.app, lambda: record_game(self.save, self.state))
        self.app.stack.push(EndingScene(self.app, self))  # the last move, the final tableaux, the score pad
        self.app.scoring_reached()

    def undo(self) -> None:
        """Take back the last decision of the person playing this turn, or say why not."""
        made = len(self.state.actions)
        self.undoing.take_back()
        if len(self.state.actions) != made:
            self.suggest.cancel()

    def show_reason(self, words: str) -> None:
        """Show why an attempt was refused, for a few seconds."""
        self.reason = words[0].upper() + words[1:] if words else words
        self.reason_time = 6.0
        self.reason_row = reason_row_near(self.view, self.state.players[self.view_seat].grid)
        self.app.play_sound(ILLEGAL)
        quiet_under_pointer(self.view, self.state, self.view_seat)  # the card let go there, zoomed, hid the words (220)

    # --- what the input and the prompts ask ----------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        self.input.handle(event)

    def open_discards(self, loc: int) -> None:
        """Show the discard pile of location ``loc``."""
        self.app.stack.push(DiscardViewer(self.app, self.view, loc, self.state.discards[loc]))

    def go_menu(self) -> None:
        """Back to the main menu (the game is saved after every decision; a game over is recorded)."""
        if self.state.is_over and not self.finished:  # left before its ending, it was "Continue"d (a playtest)
            self.finished = record_finished(self.app, lambda: record_game(self.save, self.state))
        self.app.show_menu()

    def open_rules(self) -> None:
        """Show the rules over the game; closing them comes back to the table."""
        self.app.stack.push(RulesScene(self.app, back_label=N_("Back to the game"), page=None))

    def open_shortcuts(self) -> None:
        """Show every keyboard shortcut."""
        self.app.stack.push(shortcuts_scene(self.app))

    def open_zoom(self, card: CardShown) -> None:
        """Show ``card`` large (a press opens it: the stack keeps that press's release from closing it)."""
        self.view.hover.quiet = card  # closed, it does not come back as a hover zoom where the pointer was
        self.app.stack.push(CardZoom(self.app, card[0], card[1]))

    def open_tableau(self, seat: int) -> None:
        """Show ``seat``'s tableau at full size with the points each card scores now."""
        self.app.stack.push(SeatTableau(self.app, self.view, self.state, seat))

    # --- every frame ---------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.motion.update(dt)
        self.log.tick(dt)
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
        self.cover_when_still()
        if self.suggest.update() and (at := self.view.hover.pos) is not None:  # a card zoomed under the resting
            self.view.hover.quiet = self.view.card_at(at, self.state, self.view_seat)  # pointer hid it (157, 165)
        table_cursor.follow(self.input, self.suggest)
        self.moves.update(dt)
        dragging = self.input.drag is not None
        if not dragging:
            self.warm_up()
        hover = self.view.hover.pos
        aiming = dragging or self.input.pick is not None  # no zoom over the lit spaces a card is aimed at
        self.view.hover.update(dt, self.view.card_at(hover, s, self.view_seat) if hover and not aiming else None)

    def warm_up(self, budget: float = 0.003) -> None:
        """Spend about ``budget`` seconds of this frame drawing cards ahead of need."""
        end = time.perf_counter() + budget
        while self._warm is not None and time.perf_counter() < end:
            if next(self._warm, StopIteration) is StopIteration:
                self._warm = None

    def draw(self, surface: pygame.Surface) -> None:
        self.drop_rect = table_draw.draw(self, surface, self.app.stack.top is self)


def record_game(save: SaveGame, state: GameState) -> str | None:
    """Put the finished game in the history (unless it is there already) and remove its save;
    return why the disk refused, or None."""
    return saves.record_once("combo", lambda: history_record(save, state), already_recorded(save, state))


def already_recorded(save: SaveGame, state: GameState) -> bool:
    """True if ``save`` was loaded already over and is in the history (same seed, seats and actions)."""
    if len(save.actions) != len(state.actions):
        return False  # the game ended at this table, not before it was loaded
    records, _messages = storage.load_history()
    return any(r.seed == save.seed and list(r.actions) == list(state.actions) and r.first_player == save.first_player
               and r.seats == list(save.seats) for r in records)
