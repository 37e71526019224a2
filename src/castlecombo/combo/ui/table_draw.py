"""What the live table draws each frame, bottom to top: the top bar and its buttons, the market and
its key buttons (the line under them says a suggestion), the log (above an open ability prompt), the
field, the seats, the chosen card and the keyboard cursor, the move suggested, the motion of the last
decision, then the dragged card with its points, or the zoom."""

from __future__ import annotations

from functools import partial
from typing import Protocol

import pygame

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.state import GameState
from castlecombo.combo.engine.tableau import EMPTY
from castlecombo.combo.reason_texts import reason_words
from castlecombo.combo.ui import log_panel, market_view, seats_view, table_marks
from castlecombo.combo.ui.ai_pacing import AIPacer, AIPhase
from castlecombo.combo.ui.host import TableHost
from castlecombo.combo.ui.live_words import brings_gold, field_title, flip_words, hint, score_words, turn_words
from castlecombo.combo.ui.log_panel import LogPanel
from castlecombo.combo.ui.motion import TableMotion
from castlecombo.combo.ui.prompts import ChoicePrompt
from castlecombo.combo.ui.space_words import draw_refusal
from castlecombo.combo.ui.suggest_words import WORDINGS
from castlecombo.combo.ui.table_input import TableInput
from castlecombo.combo.ui.table_suggest import SUGGEST_COLOUR, TableSuggest
from castlecombo.combo.ui.table_undo import refusal
from castlecombo.combo.ui.table_view import Marks, TableView
from castlecombo.i18n import _, pgettext
from castlecombo.kit.tips import draw_tip
from castlecombo.people import thinking_word


class DrawnTable(Protocol):
    """What the drawing needs of the live table."""

    app: TableHost
    state: GameState
    view: TableView
    view_seat: int
    input: TableInput
    log: LogPanel
    motion: TableMotion
    suggest: TableSuggest

    def marks(self) -> Marks: ...

    def human_can_take(self) -> bool: ...

    def undo_problem(self) -> str | None: ...

    @property
    def ai(self) -> AIPacer: ...

    def is_human(self, seat: int) -> bool: ...


def seat_status(t: DrawnTable, seat: int, playing: bool) -> str:
    """Return the status words beside a seat's mini tableau."""
    if not playing:
        return ""
    if t.is_human(seat):
        return _("playing now")
    if t.ai.phase is AIPhase.THINKING:
        return thinking_word()  # its three dots are drawn beside it, pulsing ("riflette.. • • •", a playtest)
    # TRANSLATORS: status of an AI seat while its chosen move plays out
    return _("moving")


def key_legal(t: DrawnTable, action: int) -> bool:
    """True if the person shown may spend a key on ``action`` now (its button is lit)."""
    return t.human_can_take() and t.state.key_reason(action) is None


def pointer_tip(view: TableView, s: GameState, marks: Marks) -> str | None:
    """Return the tip for what the pointer rests on: a seat's points (two playtests read them as won for good) or a
    face-down button (two did not find what the small round button under a card does); None elsewhere."""
    hover = marks.hover
    if hover is None or hover == view.hover.still_at:
        return None
    seat = next((i for i, rect in view.score_rects.items() if rect.collidepoint(hover)), None)
    if seat is not None:
        return score_words(s, seat)
    seat = next((i for i, rect in view.neighbour_rects.items() if rect.collidepoint(hover)), None)
    if seat is not None:
        # TRANSLATORS: the tip over the neighbour icon on the panel of a seat beside the person at the screen
        return _("{name} sits beside you: your neighbour, for the abilities that count one").format(
            name=view.seat_name(seat))
    slot = view.flip_at(hover, s) if marks.offer else None
    return flip_words(bool(marks.flip[slot])) if slot is not None else None


def keys_why(s: GameState, marks: Marks) -> tuple[str, str]:
    """Return why each key button is greyed while a card is to be taken ("" where it is not), said in the button
    itself: playtest 117 had keys left and did not know why; a tip over it covered the Village's cards (181, 190,
    193); said under the pointer only, the other greyed button's own words read as a button to use (329)."""
    why = []
    for action in (A.KEY_MOVE, A.KEY_REFRESH):
        reason = s.key_reason(action) if marks.offer else None
        words = reason_words(reason) if reason is not None else ""
        why.append(words[:1].upper() + words[1:])
    return why[0], why[1]


def draw(t: DrawnTable, surface: pygame.Surface, on_top: bool) -> pygame.Rect | None:
    """Draw the live table (``on_top``: no scene over it, the zoom may show); return where the dragged
    card was drawn (None: no card is dragged)."""
    s = t.state
    view = t.view
    marks = t.marks()
    picked = t.input.pick is not None and bool(t.input.pick.legal)  # a card refused (too dear) has no space to go to
    view.draw_top(surface, turn_words(view, s, t.motion.playing()), marks.active, pgettext("button", "Menu (Esc)"),
                  marks.hover)
    undo_problem = t.undo_problem()
    table_marks.draw_top_buttons(surface, view, undo_problem is None, marks.hover)
    table_marks.draw_suggest_button(surface, view, t.suggest, marks.hover)
    market_view.draw_market(surface, view, s, marks)
    prompt = t.app.stack.find(ChoicePrompt)
    said = t.suggest.words() if prompt is None else ""  # an open prompt says it (the log covers this line)
    lit = marks.drag.legal if marks.drag is not None else marks.lit
    below_zero = any(points < 0 for points in lit.values())
    held_by = t.input.drag or t.input.pick
    gold_at_zero = bool(lit) and not any(lit.values()) and held_by is not None and brings_gold(
        s, held_by.slot, held_by.face_down)
    cursor = t.input.cursor
    off = picked and cursor is not None and cursor.kind == "cell" and cursor.index not in lit  # why it is not lit
    # the whole suggestion, where the line under the keys cannot hold it at its own size (two lines of 12 px at
    # 150 %, its why dropped): said in a box under the seats, over the help's line or under the log's newest lines
    keyboard = t.input.hint()  # what Enter and Tab do at the cursor stays in sight under a suggestion
    # (the wordings that say the same, a key's line has no why, laid out once)
    coach = table_marks.coach_box(view, list(dict.fromkeys(t.suggest.words(w) for w in WORDINGS)), not keyboard) \
        if said and not off and not market_view.hint_roomy(view, said) else None
    lay = view.layout
    over_help = coach is not None and table_marks.over_help(view, coach[0])
    words = "" if prompt is not None or over_help else (
        t.input.hint() if off else (said if coach is None else "") or t.input.hint()
        or hint(view, s, marks.offer, picked, below_zero, gold_at_zero, marks.notes))
    if prompt is not None:
        log_rect = log_panel.log_rect(lay, prompt.rect, t.log.rows_for_newest(lay.log.w, lay.scale))
    elif coach is not None and over_help:  # the log under it
        top = coach[0].bottom + round(6 * lay.scale)
        log_rect = pygame.Rect(lay.log.x, top, lay.log.w, lay.log.bottom - top)
    elif coach is not None and coach[0].colliderect(lay.log):  # the log keeps its top: over the keys' help it hid
        # what Enter and Tab do (a playtest)
        log_rect = pygame.Rect(lay.log.x, lay.log.y, lay.log.w, coach[0].top - round(6 * lay.scale) - lay.log.y)
    else:
        log_rect = lay.log
    unsaid = ""  # why a greyed key button is greyed, where its button cannot say it whole
    keys = lay.key_move.union(lay.key_refresh)  # a prompt's log may rise over them, or the prompt itself (at 125 %
    if not log_rect.colliderect(keys) and (prompt is None or not prompt.rect.colliderect(keys)):  # half hid them)
        unsaid = market_view.draw_keys(surface, view, s, (key_legal(t, A.KEY_MOVE), key_legal(t, A.KEY_REFRESH)),
                                       words, marks.hover, SUGGEST_COLOUR if said and not off and coach is None
                                       else None, keys_why(s, marks))
    t.log.draw(surface, log_rect, lay.scale, view.seat_colour)
    if coach is not None:
        table_marks.draw_coach(surface, view, coach)
    flying = t.motion.playing()
    view.draw_field(surface, s, marks, field_title(view, s, t.view_seat, marks.offer,  # "take a card" said over a
                                                   picked or bool(lit and marks.drag),  # card dragged (a playtest)
                                                   flying[0] if flying is not None else None))
    seats_view.draw_seats(surface, view, s, marks, partial(seat_status, t))
    held = t.input.drag.slot if t.input.drag is not None else t.input.pick.slot if t.input.pick is not None else None
    take = t.suggest.take()
    suggested = held is None or take is None or take.slot == held  # another card taken up: its spaces, not the
    if suggested:  # suggestion's (a "face down" label over them, a playtest)
        table_marks.draw_suggestion(surface, view, s, t.suggest, lit)
    # the cursor over the suggestion's ring: a playtest could not tell where Enter would act
    table_marks.draw_choice(surface, view, s, t.input, t.human_can_take())
    holding = t.input.drag or t.input.pick
    if suggested and (holding is None or take is None or holding.face_down == take.face_down):  # the suggested
        table_marks.draw_face_down_label(surface, view, t.suggest, lit)  # card held face up: not "face down" there
    if marks.reason:  # over the cursor: its lines crossed the words (a playtest)
        draw_refusal(surface, view.layout, marks.reason, marks.reason_row)
    t.motion.draw(surface)
    if marks.drag is not None:
        card = view.draw_drag(surface, s, marks.drag)
        cell = view.cell_at(marks.drag.pos)
        grid = s.players[marks.view_seat].grid
        avoid = [rect for i, rect in enumerate(view.layout.cells)
                 if i != cell and rect.w and (i in marks.drag.legal or grid[i] != EMPTY)]
        notes = marks.notes
        table_marks.draw_drag_points(surface, view, card, None if cell is None else marks.drag.legal.get(cell), avoid,
                                     (notes.later.get(cell, 0), notes.where) if cell is not None else (0, ""))
        return card
    hover = marks.hover
    if on_top and undo_problem is not None and hover is not None and view.layout.undo.collidepoint(hover):
        # the greyed Undo says why under the pointer, as a click on it does (a playtest saw it grey, no reason)
        words = refusal(undo_problem)
        clear = pygame.Rect(0, 0, view.layout.side.left - 4, surface.get_height())  # of the seats' names (a playtest)
        draw_tip(surface, words[:1].upper() + words[1:], hover, round(16 * view.layout.scale), clear)
        return None
    tip = (unsaid or pointer_tip(view, s, marks)) if on_top else None
    if tip is not None and hover is not None:
        clear = pygame.Rect(0, 0, view.layout.side.left - 4, surface.get_height())
        # over a key button, not under it on the suggestion's line (playtest 143)
        key = next((r for r in (view.layout.key_move, view.layout.key_refresh) if r.collidepoint(hover)), None)
        draw_tip(surface, tip, hover, round(16 * view.layout.scale), clear, clear_of=key, above=True)
        return None
    if on_top:
        # clear of the seats' "thinking…" and of the turn header
        view.hover.draw(surface, view.layout.scale, keep_clear=view.layout.side, top=view.layout.top.bottom + 4,
                        beside=view.layout.market)  # the market's hint and key buttons stay in sight
    return None
