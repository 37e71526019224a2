"""The live Castle Rooms table: whose turn it is, the AI's pace, input turned into engine actions,
undo within a turn, the log, the autosave after every decision and the history record at the end.

The drawing is the :class:`~castlecombo.rooms.ui.view.RoomsView`'s; the log lines are
:func:`~castlecombo.rooms.ui.narration.narrate`'s. The UI never decides a rule: lit targets come
from ``state.legal_actions()``, the words for a refusal from ``state.problem()``; every decision
goes through ``state.apply``. Every decision, a person's or an AI's, is applied at once and then
shown: its card flies (:mod:`~castlecombo.rooms.ui.motion`, at the animation speed of the settings)
and its sounds play (:mod:`~castlecombo.rooms.ui.sounds`). The turn passes only with the end of a
turn, which plays no card: the hot-seat cover comes at once (the cards drawn under it are in the
hand when it goes).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from castlecombo.i18n import N_, _, language, pgettext
from castlecombo.kit import theme
from castlecombo.kit.anim import speed_factor
from castlecombo.kit.finish import record_finished
from castlecombo.kit.scene import Scene
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.state import GameState, IllegalAction
from castlecombo.rooms.reason_texts import reason_words
from castlecombo.rooms.ui import moves
from castlecombo.rooms.ui.ai_turns import AIPacer, AIPhase, AITurns
from castlecombo.rooms.ui.aiming import lines_at
from castlecombo.rooms.ui.art import clear_cache
from castlecombo.rooms.ui.cover import PassCover
from castlecombo.rooms.ui.ending import EndingScene
from castlecombo.rooms.ui.hand_flip import FLIP_SECONDS
from castlecombo.rooms.ui.host import RoomsHost
from castlecombo.rooms.ui.live_words import SEPARATOR, hint, seat_status, since_turn, turn_words
from castlecombo.rooms.ui.marks import Marks
from castlecombo.rooms.ui.motion import RoomsMotion
from castlecombo.rooms.ui.narration import (
    LOG_LINES,
    first_heading,
    log_after_undo,
    narrate,
    narrate_game,
    narrate_lines,
)
from castlecombo.rooms.ui.recorded import record_game
from castlecombo.rooms.ui.rules_scene import RoomsRulesScene
from castlecombo.rooms.ui.seat_lines import SeatLines
from castlecombo.rooms.ui.seat_panel import draw_warning_tip
from castlecombo.rooms.ui.shortcuts import shortcuts_scene
from castlecombo.rooms.ui.sounds import ILLEGAL, schedule, sound_cues
from castlecombo.rooms.ui.suggest import RoomsSuggest
from castlecombo.rooms.ui.table_input import TableInput, aim_again, key_start, seat_names
from castlecombo.rooms.ui.table_marks import new_line_down, table_marks
from castlecombo.rooms.ui.view import COACH_LOOK, REFUSAL_LOOK, RoomsView, ending_button, rooms_turn_words
from castlecombo.rooms.ui.whole_log import WholeLog
from castlecombo.storage.records import SaveGame

END_HOLD = 3.0  # seconds the table stays on the final play of AIs playing alone (with a person: until a key)


def turn_start(actions: list[int]) -> int:
    """Return the index of the first decision of the turn under way (after the last end of a turn)."""
    for i in range(len(actions) - 1, -1, -1):
        if actions[i] == A.END_TURN:
            return i + 1
    return 0


def told(save: SaveGame, n: int, names: list[str]) -> list[str]:
    """Return the last lines of the log of the game of ``save`` (narration is a function of the record)."""
    return narrate_game(n, save.seed, save.first_player, save.actions, names)[-LOG_LINES:] if save.actions else []


class RoomsTable(Scene):
    """One game of Castle Rooms at the table (hot-seat for several people, AI seats paced for the eye)."""

    window_title = N_("Castle Rooms")
    game = "rooms"  # Esc on the menu comes back to it

    app: RoomsHost

    def __init__(self, app: RoomsHost, save: SaveGame) -> None:
        """Set the game of ``save`` up at its last decision; raise ValueError if it does not replay."""
        super().__init__(app)
        self.save = save
        self.seats = list(save.seats)
        self.n = len(self.seats)
        self.state = GameState.replay(self.n, save.seed, list(save.actions), save.first_player)
        self.view = RoomsView(self.seats, app.size)
        self.humans = self.view.humans()
        self.view_seat = self.humans[0] if self.humans and not self.is_human(self.state.current) else self.state.current
        self.last_human: int | None = None
        self.input = TableInput(self)
        self.suggest = RoomsSuggest(self)
        self.reason = ""
        self.reason_time = 0.0
        self.motion = RoomsMotion(self.view)  # the card of the last play in the air
        self.drop_rect: pygame.Rect | None = None  # where the card being dragged was drawn last frame
        self.moves = AITurns(self)
        self.finished = False
        self.end_hold = 0.0  # seconds the table stays on the final play before the ending
        self.unlanded = 0  # the log's newest lines, held back while their card flies
        self.pass_open = False
        self.log, self.told_in = told(save, self.n, self.names()), language()  # and the language it was told in

    # --- questions ---------------------------------------------------------------------

    def names(self) -> list[str]:
        """Return the seats' names as the log says them ("You" for the one person at the table, as elsewhere)."""
        return self.view.said_names()

    def is_human(self, seat: int) -> bool:
        """True if a person plays ``seat``."""
        return self.seats[seat].kind == "human"

    @property
    def ai(self) -> AIPacer:
        """The pacing of the AI's decision in progress (idle when a person plays)."""
        return self.moves.pacer

    def shown(self) -> GameState:
        """Return the state drawn this frame: the one before the last play while its card is in the air."""
        return self.motion.shown(self.state)

    def human_can_play(self) -> bool:
        """True if the person shown may play a card now."""
        s = self.state
        return (not s.is_over and self.is_human(s.current) and self.ai.phase is AIPhase.IDLE
                and not self.pass_open and self.view_seat == s.current)

    def can_undo(self) -> bool:
        """True if the person to move has played a card this turn (and nothing was drawn since)."""
        return self.human_can_play() and len(self.state.actions) > turn_start(self.state.actions)

    def shows_hand(self) -> bool:
        """True if the hand at the bottom may be shown face up: no person at the table, the only person's
        own hand, or in hot-seat the hand of the person to move (between two people's turns it is hidden)."""
        if len(self.humans) > 1:
            return self.view_seat == self.state.current and not self.pass_open
        return self.is_human(self.view_seat) or not self.humans

    def marks(self) -> Marks:
        """Return what the view shows on top of the state this frame."""
        return table_marks(self)

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
        self.suggest.cancel()
        self.moves.stop()
        self.motion.clear()
        clear_cache()  # the cards drawn for this table's sizes

    def pause(self) -> None:
        self.motion.clear()  # a scene opens over the table, which is not updated under it: the play shows done
        self.input.hover = None  # the pointer moves under it: Suggest stayed lit under the next cover (a playtest)

    def resume(self) -> None:
        self.view.resize(self.app.size)
        self.retell()
        key_start(self.input)  # back by the keys: a card ringed, as at each turn's start (playtest 236)

    def retell(self) -> None:
        """Tell the log anew in the language spoken if it was told in another (it stayed so: playtest 162)."""
        if self.told_in != language():
            self.log, self.told_in = told(self.save, self.n, self.names()), language()

    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size)
        self.motion.clear()  # its path was for the old layout
        aim_again(self.input)

    # --- turn flow ---------------------------------------------------------------------

    def turn_begins(self) -> None:
        """The decision passed to ``state.current``: turn the view, cover the table between two people."""
        seat = self.state.current
        self.input.reset()
        if self.is_human(seat):
            if len(self.humans) > 1 and self.last_human != seat and not self.pass_open:
                self.pass_open = True
                turns, news = since_turn(self.state, seat, self.names())
                self.app.stack.push(PassCover(self.app, self.view, seat, self.pass_done, news, turns))
                return
            self.view_seat = seat
            self.last_human = seat
            self.view.log_view.offset = 0  # your turn: the log shows what the others just did, as Castle Combo's
            key_start(self.input)
        elif not self.humans:
            self.view_seat = seat

    def pass_done(self, seat: int) -> None:
        """The hot-seat cover was dismissed by ``seat``'s player."""
        self.motion.clear()  # cards drawn under the cover were bound for the view before it turns
        self.pass_open = False
        self.last_human = seat
        self.view_seat = seat
        self.turn_begins()

    def decide(self, action: int) -> bool:
        """Apply ``action`` for the player to move: log it, autosave, hand on the turn; False if refused."""
        s = self.state
        seat = s.current
        words = [*(first_heading(s, self.names()) if not self.log else []), *narrate_lines(s, action, self.names())]
        self.motion.clear()  # the last decision's cards land first
        before = s.clone()
        hand = s.hand_cards(self.view_seat) if seat == self.view_seat else []
        try:
            s.apply(action)
        except IllegalAction as exc:
            self.show_reason(reason_words(exc.reason, self.names()))
            return False
        self.log = [*self.log, *words][-LOG_LINES:]
        self.unlanded = len(words)  # the log tells the play once its card has landed
        self.keep_saved()
        self.reason = ""
        self.input.reset((hand, A.decode(action).card))
        self.suggest.made(action)  # its next play is picked, or it is put away
        if s.current != seat and not s.is_over:
            self.turn_begins()
        key_start(self.input)  # after a card played, the next (a keyboard playtest met no ring after each, 209)
        self.animate(before, action)  # after the turn flow: the cards drawn fly to the hand shown now
        if s.is_over:  # the log shows the winning play (playtest 145's stayed scrolled back); the table holds on it
            self.view.log_view.offset = 0  # until a key or a click (an ending came before a player had seen the win)
            factor = speed_factor(self.app.settings.animation, self.app.autoplay)
            self.end_hold = math.inf if self.humans and not self.app.autoplay else END_HOLD * factor
            self.finish()  # once the last card has landed and the hold is over: update() comes back here
        return True

    def animate(self, before: GameState, action: int) -> None:
        """Show and sound ``action`` (the state is already the one after it): for every seat alike."""
        factor = speed_factor(self.app.settings.animation, self.app.autoplay)
        source = self.drop_rect if self.input.dropped else None
        landing = self.motion.changed(before, action, self.state, self.view_seat, factor, source)
        schedule(sound_cues(before, action, self.state, self.humans), landing, self.app.play_sound)

    def keep_saved(self) -> None:
        """Autosave the game as it stands."""
        self.save = self.save.with_actions(self.state.actions)
        self.app.autosave(self.save)

    def end_turn(self) -> None:
        """End the turn of the person to move, or say why not (the engine's words); back to the ending once
        the game is over."""
        if self.state.is_over:
            self.end_hold = 0.0
            if self.finished:
                self.show_ending()
            else:
                self.finish()
            return
        if not self.human_can_play():
            return
        problem = moves.end_turn_problem(self.state)
        if problem is None:
            self.decide(A.END_TURN)
        else:
            self.show_reason(problem)

    def undo(self) -> None:
        """Take back the last card played this turn, or say why not."""
        take_back(self)

    def finish(self) -> None:
        """The game is over: record it in the history and show the ending."""
        if self.finished or self.motion.busy or self.end_hold > 0:
            return
        self.moves.stop()
        self.finished = record_finished(self.app, lambda: record_game(self.save, self.state))
        self.show_ending(moment=True)
        self.app.scoring_reached()

    def show_ending(self, moment: bool = False) -> None:
        """Show the ending (with the winner's moment the first time; again, after a look at the table)."""
        self.app.stack.push(EndingScene(self.app, self.state, self.seats, self.log, self.save, moment))

    def show_reason(self, words: str) -> None:
        """Show why an attempt was refused, for a few seconds."""
        self.reason = words[0].upper() + words[1:] if words else words
        self.reason_time = 6.0
        self.app.play_sound(ILLEGAL)

    def show_shortcuts(self) -> None:
        """Show every keyboard shortcut over the game."""
        self.app.stack.push(shortcuts_scene(self.app))

    def show_log(self) -> None:
        """Show the whole log large over the table (the side column shows its last lines)."""
        self.app.stack.push(WholeLog(self.app, told_log(self)))

    def show_lines(self, seat: int) -> None:
        """Show ``seat``'s lines large over the table (the others' panels draw them small)."""
        # what each seat is doing asked at each frame: an AI's turn goes on under the lines
        self.app.stack.push(SeatLines(self.app, self.view, self.state, seat, self.view_seat,
                                      lambda q: statuses(self)(q), goes_on=True))

    def ask_suggestion(self) -> None:
        """Suggest (H): the turn the hard AI would play for the person to move, or why there is none."""
        self.suggest.press()

    def put_away_suggestion(self) -> bool:
        """Put away the suggestion shown while its card and place are still the ones picked; return whether one was."""
        return self.suggest.put_away()

    def suggests_ending(self) -> bool:
        """Return whether the suggestion shown says to end the turn now."""
        return self.suggest.next_action() == A.END_TURN

    def show_settings(self) -> None:
        """Show the settings over the game; Done comes back to it."""
        self.input.reset_choice()
        self.app.open_settings()

    def show_rules(self) -> None:
        """Show the rules over the game; their last button comes back to it."""
        self.input.reset_choice()
        self.app.stack.push(RoomsRulesScene(self.app, back_label=N_("Back to the game"), page=None))

    def go_menu(self) -> None:
        """Back to the main menu (the game is saved after every decision; a game over is recorded)."""
        # Esc on the table of a game just won went on as a game in progress ("Continue: Round 6", a playtest)
        if self.state.is_over and not self.finished:
            self.finished = record_finished(self.app, lambda: record_game(self.save, self.state))
        self.app.show_menu()

    # --- every frame ---------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if self.state.is_over and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and not looks(self, event):
            self.end_hold = 0.0  # the person has seen enough
        if self.finished and event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.show_ending()
            return
        pressed: int | None = None
        if self.motion.busy and self.human_can_play() and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            pressed = self.motion.card_under(self.state, self.view_seat, self.view.hand_index_at(event.pos)) \
                if event.type == pygame.MOUSEBUTTONDOWN else None
            self.motion.clear()  # the person's next move first lands their last card
            self.view.arrange(self.state, self.view_seat)
        self.input.handle(event)
        if pressed is not None and event.button == 1:  # the card as it was drawn under the pointer
            self.input.press = (pressed, event.pos)

    def update(self, dt: float) -> None:
        self.motion.update(dt)
        self.end_hold = max(0.0, self.end_hold - dt)
        if self.reason_time > 0:
            self.reason_time -= dt
            if self.reason_time <= 0:
                self.reason = ""
        self.suggest.update()
        s = self.state
        if s.is_over:
            self.finish()
            return
        stop = self.app.stop_after_turns
        if stop is not None and s.turn >= stop and self.ai.phase in (AIPhase.IDLE, AIPhase.SETTLING):
            self.app.quit(0)
            return
        self.moves.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(self, surface)


def take_back(table: RoomsTable) -> None:
    """Take back the last card the person to move played this turn, or say why not."""
    if not table.human_can_play():
        return
    if not table.can_undo():
        table.show_reason(_("nothing to undo this turn: cards drawn are never put back"))
        return
    undone = table.state.actions[-1]
    table.motion.clear()
    table.state.undo()
    names = table.names()
    # with two people at the table the card goes back into a secret hand: the note does not name it
    # (a playtest read "Taken back: João added a corridor→corridor room" on Maria's turn)
    table.log = log_after_undo(table.log, narrate(table.state, undone, names), names[table.state.current],
                               secret=len(table.humans) > 1)
    table.keep_saved()
    table.reason = ""
    table.input.reset()
    table.suggest.cancel()
    key_start(table.input)


def told_log(table: RoomsTable) -> list[str]:
    """Return the log's lines told so far (those of a card still in flight wait for it to land)."""
    return table.log[:-table.unlanded] if table.motion.busy and table.unlanded else table.log


def draw_table(table: RoomsTable, surface: pygame.Surface) -> None:
    """Draw the live table: the top bar, the side column, every panel, the hand, its buttons and help, a
    refusal, a card in flight or dragged."""
    s = table.shown()
    view = table.view
    view.arrange(s, table.view_seat)
    marks = table.marks()
    # TRANSLATORS: button back to the main menu; Esc is its key in every language
    view.draw_top(surface, turn_words(view, s), marks.active, pgettext("button", "Menu (Esc)"), marks.hover,
                  rules=True)
    lit = marks.lit
    view.draw_side(surface, s, told_log(table), moves.DISCARD in lit, marks.over == moves.DISCARD)
    view.draw_panels(surface, s, marks, statuses(table, s))
    view.flips.seconds = FLIP_SECONDS * speed_factor(table.app.settings.animation, table.app.autoplay)
    view.draw_hand(surface, s, marks, view.hand_title(table.view_seat))
    can = table.human_can_play()
    chosen = table.input.chosen()
    # the chosen room may be turned, or (none chosen) one of the hand may: a click then says to choose it first
    cards = [chosen[1]] if chosen is not None else (s.hand_cards(table.view_seat) if can else [])
    legal = s.legal_actions()  # once a frame, not once a card
    free = any(len(moves.new_line_orientations(s, card, legal)) == 2 for card in cards)
    if s.is_over:  # one way on to the ending instead of the turn's buttons, once the winning card has landed (it
        # showed while the winning room was still in the air, playtest 198)
        view.draw_button(surface, ending_button(view.layout), _("The ending (Enter)"), True, marks.hover, lit=True)
    else:
        view.draw_buttons(surface, {"rotate": None if moves.way_set(s, table.view_seat) else can and free,
                                    "undo": table.can_undo(),
                                    "end": can and moves.end_turn_problem(s) is None,
                                    # (not beside a hand of no room: it stood over an empty hand, playtest 237)
                                    "told": can and any(map(moves.is_room, s.hand_cards(table.view_seat)))},
                          marks.hover, rooms_turn_words(new_line_down(s, marks), len(marks.hand_new_only)))
    words, warn = hint(view, s, can, table.pass_open, chosen[1] if chosen is not None else None, bool(lit),
                       chosen is not None and table.input.shown_turned(chosen[0]),
                       table.input.over if table.input.keyed else None, table.input.drag is not None)
    # TRANSLATORS: button: the hard AI finds the turn it would play for you; H is its key in every language
    view.draw_button(surface, view.layout.suggest, _("Suggest (H)"), can, marks.hover, lit=table.suggest.thinking)
    view.draw_button(surface, view.layout.shortcuts, "?", True, marks.hover)  # as at Castle Combo's table
    rival = lines_at(view.layout, marks.hover, table.view_seat) if marks.hover and not chosen else None
    advice = table.suggest.words(seat_names(view), view.hint_fits) if can else ""
    # the whole suggestion, too long for the strip at its own size (two lines of 12 px at 150 %, a shrunk turn
    # without its why): said in a box in the panel, at the size of a refusal
    whole = table.suggest.words(seat_names(view)) if advice and not warn and not table.reason else ""
    coach = whole if whole and not view.hint_roomy(whole) else ""
    colour = theme.BAD if warn else theme.TEXT_DIM
    if advice and not warn and not coach:  # the turn suggested, while its card and place are the ones picked
        words, colour = advice, COACH_LOOK[1]  # in the coach's blue: in the help line's grey it was missed (pt 105)
    elif rival is not None and not warn:  # what a click there does (nothing on the panel says it), after the
        # turn's own words where both fit (they took the place of "You hold 3 cards: play until 2…", playtest 116)
        # TRANSLATORS: under the hand while the pointer is on another player's panel
        click = _("Click: see {name}'s lines enlarged").format(name=view.seat_name(rival))  # 'lines, large' (147)
        words = next((w for w in (f"{words}{SEPARATOR}{click}" if words else click, words) if view.hint_fits(w)),
                     words)
    table.input.advice = None
    if warn and not table.reason and not view.hint_fits(words):
        # why the chosen card goes nowhere, too long for the strip under the hand ("… enquanto a sua s…", a
        # playtest): said whole in the panel's box, as a refusal is
        view.draw_reason(surface, words, table.view_seat, table.state)
    else:
        hint_at = view.draw_hint(surface, words, colour)
        box = view.draw_reason(surface, table.reason or coach, table.view_seat, table.state,
                               REFUSAL_LOOK if table.reason else COACH_LOOK)
        # where Suggest's words are: a click there plays as Enter does (playtest 276 clicked them)
        table.input.advice = box if coach and not table.reason else hint_at if advice and words == advice else None
    table.motion.draw(surface)
    if rival is not None:  # why its panel warns, beside the pointer (the help line under the hand went unread)
        draw_warning_tip(surface, view.layout, s, rival, marks.hover, view.seat_name(rival))
    if marks.drag is not None:
        table.drop_rect = view.draw_drag(surface, marks.drag, table.input.shown_turned(marks.drag.index),
                                         marks.over is not None, marks.refused is not None)


def looks(table: RoomsTable, event: pygame.event.Event) -> bool:
    """True if ``event`` asks for a closer look at the table (O, a press on another seat's panel, the wheel, a
    click on the log, the rules, the settings or the keys): at the end of a game it is no sign that the person has
    seen enough (the ending came up as the look closed, a playtest; as the log scrolled, playtest 249)."""
    if event.type == pygame.KEYDOWN:  # O, L the whole log, ? the keys, F1 the rules (L after "?" brought the ending
        return event.key in (pygame.K_o, pygame.K_l, pygame.K_F1, pygame.K_F2) or getattr(event, "unicode", "") == "?"
    lay = table.view.layout  # (255); and the rules' and settings' buttons, as at Castle Combo's ending (note 76)
    return event.button in (4, 5) or (event.button == 1 and (any(r.collidepoint(event.pos) for r in (
        lay.log, lay.rules, lay.settings, lay.shortcuts)) or lines_at(lay, event.pos, table.view_seat) is not None))


def statuses(table: RoomsTable, shown: GameState | None = None) -> Callable[[int], str]:
    """Return what each seat's panel says it is doing ("playing now", "thinking…") in ``shown`` (the table's state)."""
    thinking = table.ai.phase is AIPhase.THINKING
    state = table.state if shown is None else shown
    return lambda seat: seat_status(state, seat, table.is_human(seat), thinking)


__all__ = ["RoomsTable", "draw_table", "log_after_undo", "turn_start"]
