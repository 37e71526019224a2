"""The live table's input: the pointer and keys turned into engine actions.

A card is taken by dragging it from the Messenger's row onto a lit space of the tableau (right
drag, the face-down button or F: face down); the lit spaces and the words for a refused drop
come from the engine. Reads positions from ``event.pos`` only, so posted events drive it in tests.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.state import GameState
from castlecombo.combo.ui.table_view import CardShown, Drag, Point, TableView

DRAG_THRESHOLD = 5  # pixels the pointer moves before a press on a card becomes a drag


class InputTable(Protocol):
    """What the input needs of the live table."""

    state: GameState
    view: TableView
    view_seat: int

    def human_can_take(self) -> bool: ...

    def decide(self, action: int) -> bool: ...

    def show_reason(self, words: str) -> None: ...

    def go_menu(self) -> None: ...

    def open_zoom(self, card: CardShown) -> None: ...

    def open_discards(self, loc: int) -> None: ...

    def open_tableau(self, seat: int) -> None: ...


class TableInput:
    """Drags, face-down toggles, key buttons and clicks at the live table."""

    def __init__(self, table: InputTable) -> None:
        self.table = table
        self.drag: Drag | None = None
        self.flip = [False, False, False]  # display slots turned face down by their button

    def handle(self, event: pygame.event.Event) -> None:
        """React to one event."""
        view = self.table.view
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.drag = None
                self.table.go_menu()
            elif event.key == pygame.K_f and self.drag is not None:
                self.set_drag_face(not self.drag.face_down)
        elif event.type == pygame.MOUSEMOTION:
            view.hover.pos = event.pos
            if self.drag is not None:
                self.drag.pos = event.pos
                sx, sy = self.drag.start
                if abs(event.pos[0] - sx) + abs(event.pos[1] - sy) > DRAG_THRESHOLD:
                    self.drag.moved = True
        elif event.type == pygame.MOUSEBUTTONDOWN:
            view.hover.time = 0.0
            if event.button in (1, 3):
                self.press(event.pos, event.button)
        elif event.type == pygame.MOUSEBUTTONUP:
            if self.drag is not None and event.button == self.drag.button:
                self.drop(event.pos)
            elif event.button == 1:
                self.click(event.pos)

    def press(self, pos: Point, button: int) -> None:
        """A button went down at ``pos``: a face-down toggle, the start of a drag, or a zoom (right)."""
        t = self.table
        s = t.state
        slot = t.view.slot_at(pos, s) if t.human_can_take() else None
        if slot is not None:
            if button == 1 and t.view.flip_rect(s, slot).collidepoint(pos):
                self.flip[slot] = not self.flip[slot]
                return
            rect = t.view.layout.slots[s.messenger][slot]
            self.drag = Drag(slot, self.flip[slot] or button == 3, button, pos, pos, (pos[0] - rect.x, pos[1] - rect.y))
            self.drag.legal = self.legal_drops(slot, self.drag.face_down)
        elif button == 3:
            card = t.view.card_at(pos, s, t.view_seat)
            if card is not None:
                t.open_zoom(card)

    def click(self, pos: Point) -> None:
        """A left click at ``pos``: the menu, a key, or a discard pile."""
        lay = self.table.view.layout
        if lay.menu.collidepoint(pos):
            self.table.go_menu()
        elif lay.key_move.collidepoint(pos):
            self.use_key(A.KEY_MOVE)
        elif lay.key_refresh.collidepoint(pos):
            self.use_key(A.KEY_REFRESH)
        elif (loc := self.table.view.discard_at(pos)) is not None:
            self.table.open_discards(loc)
        elif (seat := self.table.view.seat_at(pos)) is not None:
            self.table.open_tableau(seat)

    def use_key(self, action: int) -> None:
        """Spend a key (``KEY_MOVE`` or ``KEY_REFRESH``), or say why not."""
        if not self.table.human_can_take():
            return
        problem = self.table.state.key_problem(action)
        if problem is None:
            self.table.decide(action)
        else:
            self.table.show_reason(problem)

    def legal_drops(self, slot: int, face_down: bool) -> dict[int, int]:
        """Return the legal positions for display ``slot`` (from the engine) with the score change of each."""
        s = self.table.state
        seat = s.current
        base = self.table.view.scores(s)[seat]
        out: dict[int, int] = {}
        for action in s.legal_actions():
            if not A.is_take(action):
                continue
            take = A.take_parts(action)
            if take.slot == slot and take.face_down == face_down:
                after = s.clone()
                after.apply(action)
                out[take.position] = after.score(seat).total - base
        return out

    def set_drag_face(self, face_down: bool) -> None:
        """Turn the dragged card face down or up (the lit spaces follow)."""
        assert self.drag is not None
        self.drag.face_down = face_down
        self.drag.legal = self.legal_drops(self.drag.slot, face_down)

    def drop(self, pos: Point) -> None:
        """The dragged card was let go at ``pos``: take it there, or say why not."""
        drag, self.drag = self.drag, None
        if drag is None:
            return
        t = self.table
        if not drag.moved:
            if drag.button == 3:
                t.open_zoom((t.state.displays[t.state.messenger][drag.slot], False))
            else:
                t.show_reason("drag the card onto a lit space of your tableau")
            return
        cell = t.view.cell_at(pos)
        if cell is not None and cell in drag.legal:
            t.decide(A.take(drag.slot, cell, drag.face_down))
        elif cell is not None:
            why = t.state.take_problem(drag.slot, cell, drag.face_down)
            t.show_reason(why or "that space is not a legal drop")
        elif t.view.layout.centre.collidepoint(pos):
            t.show_reason("drop the card on a lit space of your tableau")
