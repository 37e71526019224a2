"""The live table's input: the pointer and keys turned into engine actions.

A card is taken three ways: dragged from the Messenger's row onto a lit space of the tableau;
clicked, then a lit space clicked; or with the keyboard (arrows, Enter; see ``table_keys``).
Right drag, the face-down button or F turn it face down. The lit spaces and the words for a
refused take come from the engine. Reads positions from ``event.pos`` only, so posted events
drive it in tests.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

import pygame

from castlecombo.combo.ai.suggest import Suggestion
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.state import GameState
from castlecombo.combo.reason_texts import reason_words
from castlecombo.combo.ui import table_cursor
from castlecombo.combo.ui import table_keys as keys
from castlecombo.combo.ui.host import TableHost
from castlecombo.combo.ui.lit_spaces import drop_points
from castlecombo.combo.ui.log_panel import LogPanel
from castlecombo.combo.ui.log_scene import WholeLog
from castlecombo.combo.ui.market_view import closed_row_words
from castlecombo.combo.ui.space_words import SpaceNotes
from castlecombo.combo.ui.table_keys import Command, Target
from castlecombo.combo.ui.table_layout import TableLayout, cell_near, covered_cell, dragged_rect
from castlecombo.combo.ui.table_suggest import TableSuggest
from castlecombo.combo.ui.table_view import CardShown, Drag, Point, TableView
from castlecombo.i18n import _
from castlecombo.kit.scene import second_click, soon_after

DRAG_THRESHOLD = 5  # pixels the pointer moves before a press on a card becomes a drag


class InputTable(Protocol):
    """What the input needs of the live table."""

    state: GameState
    view: TableView
    view_seat: int
    log: LogPanel
    suggest: TableSuggest
    reason: str  # why the last attempt was refused ("" once answered)

    def human_can_take(self) -> bool: ...

    def decide(self, action: int) -> bool: ...

    def show_reason(self, words: str) -> None: ...

    def go_menu(self) -> None: ...

    def open_zoom(self, card: CardShown) -> None: ...

    def open_discards(self, loc: int) -> None: ...

    def open_tableau(self, seat: int) -> None: ...

    def undo(self) -> None: ...

    def open_rules(self) -> None: ...

    def open_shortcuts(self) -> None: ...

    @property
    def app(self) -> TableHost: ...


def drop_cell(view: TableView, drag: Drag, pos: Point) -> int | None:
    """Return the space ``drag`` let go at ``pos`` goes to, or is refused at (None: off the field)."""
    # let go in a gap between spaces: the space lit under the card last goes (a playtest was refused there)
    cell = view.cell_at(pos)
    cell = view.cell_at(drag.pos) if cell is None else cell
    if cell is None or cell not in drag.legal:  # the card over a lit space, the pointer beside it: it goes there
        covered = covered_cell(view.layout, dragged_rect(view.layout, drag.pos, drag.grab), drag.legal)
        if covered is not None:
            return covered
    if cell is None:  # or just beside a lit space: a fast drop in a gap was refused (playtest 91)
        cell = cell_near(view.layout, pos, drag.legal)
    return cell


def on_pile(lay: TableLayout, pos: Point) -> bool:
    """Return whether ``pos`` is on a deck or a discard pile (a card dropped there did nothing, with no word:
    playtest 157)."""
    return any(r.collidepoint(pos) for r in (*lay.deck, *lay.discard))


@dataclass
class Pick:
    """A display card chosen by a click or Enter: it goes to the next lit space clicked or entered."""

    slot: int
    face_down: bool
    legal: dict[int, int] = field(default_factory=dict)  # position -> score change
    at: int = field(default_factory=lambda: pygame.time.get_ticks())  # when chosen (a double-click keeps it so)


def suggested_here(t: InputTable, cell: int) -> A.Take | None:
    """Return the suggestion's take if it places its card on ``cell``, and is legal now (None otherwise): a click on
    the suggested card shown there plays it (a child clicked it and was told to choose a card first, playtest 345)."""
    take = t.suggest.take()
    if take is None or take.position != cell or A.take(take.slot, cell, take.face_down) not in t.state.legal_actions():
        return None
    return take


class TableInput:
    """Drags, picks, the keyboard cursor, face-down toggles, buttons and clicks at the live table."""

    def __init__(self, table: InputTable) -> None:
        self.table = table
        self.drag: Drag | None = None
        self.pick: Pick | None = None
        self.notes = SpaceNotes()  # of the card dragged or chosen: see lit_notes
        self.cursor: Target | None = None  # shown once a key moved it, hidden by a click
        self.flip = [False, False, False]  # display slots turned face down by their button
        # the left button went down on a flip button, or Esc let go of a drag: its release is no click (it said
        # "choose a lit card first" after Esc mid-drag, a playtest)
        self.quiet_release = False
        self.pointer_moved = False  # the pointer moved since the last key: V shows the card under it
        self.followed: Suggestion | None = None  # the suggestion the cursor last went to
        self.left_cell: tuple[int, int, int] | None = None  # (turn, seat, space) the cursor last left the tableau from

    def reset(self) -> None:
        """Let go of any dragged or chosen card (a new turn, an undo); the cursor starts again if shown or keyed."""
        self.drag, self.pick = None, None
        self.flip = [False, False, False]
        if self.cursor is not None or self.table.app.keys_lead:  # playtest 204
            self.cursor = keys.start(self.table.state)

    # --- what is lit -----------------------------------------------------------------------------

    def lit_notes(self) -> SpaceNotes:
        """Return what the lit spaces say under their points (nothing while no card is dragged or chosen)."""
        return self.notes if self.drag is not None or self.pick is not None else SpaceNotes()

    def lit(self) -> dict[int, int]:
        """Return the legal spaces of the card being dragged or chosen, with the score change of each."""
        if self.drag is not None:
            return self.drag.legal
        return self.pick.legal if self.pick is not None else {}

    def aim(self) -> int | None:
        """Return the space a chosen or dragged card would go to now: under the keyboard cursor or the pointer (a
        dragged card: where letting go would take it, or be refused)."""
        if self.drag is not None:
            return drop_cell(self.table.view, self.drag, self.drag.pos) if self.drag.moved else None
        if self.pick is None:
            return None
        if self.cursor is not None:
            return self.cursor.index if self.cursor.kind == "cell" else None
        hover = self.table.view.hover.pos
        return self.table.view.cell_at(hover) if hover is not None else None

    def hint(self) -> str:
        """Return the keyboard's hint while its cursor shows on the person's turn, else ""."""
        if self.cursor is None or not self.table.human_can_take():
            return ""
        slot = self.cursor.index if self.cursor.kind == "slot" else None
        return keys.cursor_hint(self.cursor, self.table.state, self.lit(), self.pick is not None,
                                slot is not None and 0 <= slot < len(self.flip) and self.flip[slot])

    def legal_drops(self, slot: int, face_down: bool) -> dict[int, int]:
        """Return the legal positions for display ``slot`` (from the engine) with the score change of each."""
        s = self.table.state
        self.notes = SpaceNotes()
        return drop_points(s, slot, face_down, self.table.view.scores(s)[s.current], self.notes)

    # --- events ----------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        """React to one event."""
        t = self.table
        view = t.view
        if event.type == pygame.MOUSEMOTION:
            view.hover.move(event.pos)
        if t.log.handle(event, view.hover.pos, view.layout.scale):
            if t.log.opened and self.pick is not None:  # a click "elsewhere" lets go of the chosen card, as the hint
                t.log.opened = False  # says: it opened the whole log, the card still chosen (playtest 345)
                self.let_go()
            elif t.log.opened:
                self.open_log()
            return
        if event.type == pygame.KEYDOWN:
            cmd = keys.command(event)
            if cmd is not None:
                self.pointer_moved = cmd == "zoom" and self.pointer_moved
                self.command(cmd)
                view.hover.keys = self.cursor is not None  # no zoom under the idle pointer while keys play
        elif event.type == pygame.MOUSEMOTION:
            self.pointer_moved = True
            if self.drag is not None:
                self.drag.pos = event.pos
                sx, sy = self.drag.start
                if abs(event.pos[0] - sx) + abs(event.pos[1] - sy) > DRAG_THRESHOLD:
                    self.drag.moved = True
        elif event.type == pygame.MOUSEBUTTONDOWN:
            view.hover.time = 0.0
            view.hover.keys = False
            self.cursor = None
            if event.button in (1, 3):
                self.press(event.pos, event.button, second_click(event))
        elif event.type == pygame.MOUSEBUTTONUP:
            quiet, self.quiet_release = self.quiet_release, False
            if self.drag is not None and event.button == self.drag.button:
                self.drop(event.pos)
            elif event.button == 1 and not quiet:  # a press on a flip button let go over a space placed the
                self.click(event.pos, second_click(event))  # card face down, taken for a drag (a playtest)

    def press(self, pos: Point, button: int, double: bool = False) -> None:
        """A button went down at ``pos``: a face-down toggle, the start of a drag, or a zoom (right); ``double``: a
        double-click's second, which the toggle takes as its first (it turned the card face up again, playtest 234)."""
        t = self.table
        s = t.state
        flip = t.view.flip_at(pos, s) if button == 1 and t.human_can_take() else None
        if flip is not None:  # the button hangs below its card: tried before the card
            if not double:
                self.toggle_flip(flip)
            self.quiet_release = True
            if self.pick is None or self.pick.slot != flip:  # and the card is chosen: its lit spaces show
                self.choose(flip)
            return
        slot = t.view.slot_at(pos, s) if t.human_can_take() else None
        if slot is not None:
            rect = t.view.layout.slots[s.messenger][slot]
            self.drag = Drag(slot, self.flip[slot] or button == 3, button, pos, pos, (pos[0] - rect.x, pos[1] - rect.y))
            self.drag.legal = self.legal_drops(slot, self.drag.face_down)
            t.reason = ""  # as for a card chosen by a click
        elif button == 3:
            card = t.view.card_at(pos, s, t.view_seat)
            if card is not None:
                t.open_zoom(card)
        elif t.human_can_take() and t.view.slot_at(pos, s, 1 - s.messenger) is not None:
            t.show_reason(closed_row_words(s))

    def click(self, pos: Point, double: bool = False) -> None:
        """A left click at ``pos`` (not on a display card): a button, a space for the chosen card, a discard pile
        (``double``: a double-click's second, which a button takes as the first: Undo undid twice, playtest 232)."""
        t = self.table
        lay = t.view.layout
        buttons = ((lay.menu, t.go_menu), (lay.rules, t.open_rules), (lay.undo, t.undo),
                   (lay.suggest, t.suggest.press), (lay.shortcuts, t.open_shortcuts),
                   (lay.settings, t.app.open_settings),
                   (lay.key_move, lambda: self.use_key(A.KEY_MOVE)),
                   (lay.key_refresh, lambda: self.use_key(A.KEY_REFRESH)))
        for rect, act in buttons:
            if rect.collidepoint(pos):
                if not double:
                    act()
                return
        cell = t.view.cell_at(pos)
        if t.view.flip_at(pos, t.state) is not None:
            return  # the face-down button answered the press: the chosen card stays chosen
        if self.pick is not None and cell is not None:
            self.place(cell)
        elif cell is not None and t.human_can_take() and (hinted := suggested_here(t, cell)) is not None:
            self.take(hinted.slot, cell, hinted.face_down)  # the suggested card, shown on its space: a child clicked it
        elif cell is not None and t.human_can_take() and not t.reason:  # (a press may have said why already)
            t.show_reason(_("choose a card of the lit row first: click it, or drag it onto a space"))
        elif (loc := t.view.discard_at(pos)) is not None:
            t.open_discards(loc)
        elif (seat := t.view.seat_at(pos)) is not None:
            t.open_tableau(seat)
        else:
            self.let_go()

    def drop(self, pos: Point) -> None:
        """The dragged card was let go at ``pos``: take it there, choose it (a click), or say why not."""
        drag, self.drag = self.drag, None
        if drag is None:
            return
        if self.pick is not None and (self.pick.slot, self.pick.face_down) != (drag.slot, drag.face_down):
            self.pick.legal = self.legal_drops(self.pick.slot, self.pick.face_down)  # (the drag's notes: 218)
        t = self.table
        # let go over its own card, it is a click (a trackpad's click that slid, or a drag that stopped short, put
        # the card back with no word: playtest 115); the card is chosen and its spaces lit
        home = t.view.layout.slots[t.state.messenger][drag.slot]
        if not drag.moved or (drag.button == 1 and home.collidepoint(pos)):
            if drag.button == 3:
                t.open_zoom((t.state.displays[t.state.messenger][drag.slot], False))
            elif not (self.pick is not None and self.pick.slot == drag.slot and soon_after(self.pick.at)):
                self.choose(drag.slot)  # (a double-click's second click let go of the card it chose, playtest 97)
            return
        cell = drop_cell(t.view, drag, pos)
        if cell is not None and cell in drag.legal:
            self.take(drag.slot, cell, drag.face_down)
        elif cell is not None:
            why = t.state.take_reason(drag.slot, cell, drag.face_down)
            t.show_reason(reason_words(why) if why else _("that space is not a legal drop"))
        elif not t.view.layout.market.collidepoint(pos) or on_pile(t.view.layout, pos):  # back on a row: no message
            t.show_reason(_("drop the card on a lit space of your tableau"))

    # --- choosing and placing ------------------------------------------------------------------

    def choose(self, slot: int) -> None:
        """Choose display ``slot`` (again: let it go); its lit spaces show until a space is chosen."""
        # a card let go turns face up again (its flip had stayed on, as if taken face down: a playtest)
        self.flip = [i == slot and down for i, down in enumerate(self.flip)]
        if self.pick is not None and self.pick.slot == slot:
            self.let_go()
            return
        face_down = self.flip[slot]
        self.table.reason = ""  # a card of the open row chosen answers the refusal before (it hid the lit spaces)
        self.pick = Pick(slot, face_down, self.legal_drops(slot, face_down))
        if not self.pick.legal:
            s = self.table.state
            spaces = s.players[s.current].legal_positions()
            why = s.take_reason(slot, spaces[0], face_down) if spaces else None
            self.table.show_reason(reason_words(why) if why else _("this card has no space it may go to"))

    def let_go(self) -> None:
        """Let go of the chosen card: it, and any card turned face down by its button, show face up again."""
        self.pick, self.flip = None, [False] * A.DISPLAY

    def toggle_flip(self, slot: int) -> None:
        """Turn display ``slot`` face down or back up (the chosen card's lit spaces follow)."""
        self.flip[slot] = not self.flip[slot]
        self.table.reason = ""  # a refusal of the card as it was ("too dear: turn it face down") is answered
        if self.pick is not None and self.pick.slot == slot:
            self.pick = Pick(slot, self.flip[slot], self.legal_drops(slot, self.flip[slot]))

    def place(self, cell: int) -> None:
        """Put the chosen card on ``cell``, or say why not."""
        pick = self.pick
        if pick is None:
            return
        if cell in pick.legal:
            self.take(pick.slot, cell, pick.face_down)
        else:
            why = self.table.state.take_reason(pick.slot, cell, pick.face_down)
            self.table.show_reason(reason_words(why) if why else _("that space is not lit"))

    def take(self, slot: int, cell: int, face_down: bool) -> None:
        """Take display ``slot`` to ``cell``."""
        self.pick = None
        self.table.decide(A.take(slot, cell, face_down))

    def use_key(self, action: int) -> None:
        """Spend a key (``KEY_MOVE`` or ``KEY_REFRESH``), or say why not."""
        if not self.table.human_can_take():
            return
        problem = self.table.state.key_reason(action)
        if problem is None:
            self.pick = None
            self.table.decide(action)
            if self.cursor is not None:  # not on a button that has just been spent (a playtest)
                self.cursor = keys.start(self.table.state)
        else:
            self.table.show_reason(reason_words(problem))

    def set_drag_face(self, face_down: bool) -> None:
        """Turn the dragged card face down or up (the lit spaces follow)."""
        assert self.drag is not None
        self.drag.face_down = face_down
        self.drag.legal = self.legal_drops(self.drag.slot, face_down)

    # --- the keyboard --------------------------------------------------------------------------

    def command(self, cmd: Command) -> None:
        """Carry out a keyboard command (see ``table_keys.SHORTCUTS``)."""
        t = self.table
        log = t.log
        if cmd == "escape":
            escape(self)
        elif cmd == "undo":
            self.drag = None
            t.undo()
        elif cmd in (simple := {
                "shortcuts": t.open_shortcuts, "rules": t.open_rules, "suggest": t.suggest.press,
                "settings": t.app.open_settings,
                "log_back": lambda: log.scroll(log.page()), "log_on": lambda: log.scroll(-log.page()),
                "log_latest": log.follow, "key_move": lambda: self.use_key(A.KEY_MOVE),
                "key_refresh": lambda: self.use_key(A.KEY_REFRESH), "flip": self.flip_key,
                "tableaux": lambda: t.open_tableau((t.view_seat + 1) % t.state.n),
                "zoom": self.zoom_key, "log": self.open_log}):
            simple[cmd]()
        elif t.human_can_take():
            table_cursor.command(self, cmd)

    def open_log(self) -> None:
        """Show the whole log large over the table."""
        self.table.log.opened = False
        log = self.table.log
        self.table.app.stack.push(WholeLog(self.table.app, log.entries, self.table.view.seat_colour, kept=log.kept))

    def zoom_key(self) -> None:
        """V: show the card under the pointer or the keyboard's cursor large (``table_cursor.zoom_key``)."""
        table_cursor.zoom_key(self)

    def flip_key(self) -> None:
        """F: turn the dragged or chosen card (or the one under the keys' cursor or the pointer) face down or up."""
        if self.drag is not None:
            self.set_drag_face(not self.drag.face_down)
        elif not self.table.human_can_take():
            return
        elif self.pick is not None:
            self.toggle_flip(self.pick.slot)
        elif self.cursor is not None and self.cursor.kind == "slot":
            self.toggle_flip(self.cursor.index)
        elif (hover := self.table.view.hover.pos) is not None and \
                (slot := self.table.view.slot_at(hover, self.table.state)) is not None:
            # the card under the pointer, chosen face down as its button does (F on a hovered card did nothing,
            # playtest 129: the help says "F: face down")
            self.toggle_flip(slot)
            self.choose(slot)


def escape(inp: TableInput) -> None:
    """Esc: let go of the card held, else close what a click or the resting pointer opened, else put away the
    suggestion being found or shown, else hide the keys' cursor, else open the menu."""
    t = inp.table
    if inp.drag is not None or inp.pick is not None:
        if inp.pick is not None and inp.cursor is not None:  # back on the card let go, not in the tableau
            inp.cursor = Target("slot", inp.pick.slot)
        inp.quiet_release = inp.quiet_release or inp.drag is not None
        inp.drag = None
        inp.let_go()
    elif t.reason or t.view.hover.shown():  # what a click or the resting pointer opened closes first: Esc
        # on a card of the closed row (large, and why it may not be taken) went to the menu (playtest 134)
        t.reason = ""
        t.view.hover.quiet = t.view.hover.card
    elif t.suggest.put_away():  # Esc while a hint was being found left for the menu (playtest 217)
        return
    elif inp.cursor is not None and t.human_can_take():  # its ring reads as a card chosen (playtest 204)
        inp.cursor = None
    else:
        t.go_menu()


def back_at_table(inp: TableInput) -> None:
    """Back at the table from a scene over it: the pointer where it is now, the keys' cursor where it was."""
    pointer_back(inp)
    cursor_back(inp)


def pointer_back(inp: TableInput) -> None:
    """Back at the table from a scene over it: the pointer is where it is now (its moves went to that scene: V
    opened the card it had left for another while one was shown large, playtest 248)."""
    pos = inp.table.app.stack.pointer
    if pos is not None and pos != inp.table.view.hover.pos:
        inp.table.view.hover.move(pos)
        inp.pointer_moved = True


def cursor_back(inp: TableInput) -> None:
    """Back at the table from a scene over it (the menu, the rules, …) by the keys: the cursor comes back where Esc
    had put it away (a keyboard-only player came back to no ring, the help line speaking of the mouse, 236)."""
    if inp.cursor is None and inp.drag is None and inp.table.app.keys_lead and inp.table.human_can_take():
        inp.cursor = keys.start(inp.table.state)
