"""The AI seats' turns at the live table: ask the worker, show the thinking, fly the card, pause.

The pacing states are :class:`~castlecombo.combo.ui.ai_pacing.AIPacer`'s; this drives them from
the table's frames and hands each decision to the table's ``decide``, like a person's.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from castlecombo.combo.ai.decide import AIMove, AIResult
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.state import GameState
from castlecombo.combo.ui.ai_pacing import AIPacer, AIPhase
from castlecombo.combo.ui.host import TableHost
from castlecombo.combo.ui.table_view import TableView
from castlecombo.kit.anim import Flight
from castlecombo.storage.records import AIFallback, SaveGame, SeatConfig


class AITable(Protocol):
    """What the AI's turns need of the live table."""

    app: TableHost
    state: GameState
    save: SaveGame
    seats: list[SeatConfig]
    view: TableView
    view_seat: int
    pass_open: bool

    @property
    def pace(self) -> tuple[float, float, float]: ...

    def is_human(self, seat: int) -> bool: ...

    def decide(self, action: int) -> bool: ...


class AITurns:
    """The AI's move in progress: its pacing, the card in flight and where it is hidden meanwhile."""

    def __init__(self, table: AITable) -> None:
        self.table = table
        self.pacer = AIPacer()
        self.flight: Flight | None = None
        self.hidden_slot: tuple[int, int] | None = None  # (location, slot) whose card is in flight
        self.hidden_cell: tuple[int, int] | None = None  # (seat, position) it lands on

    def update(self, dt: float) -> None:
        """Advance the AI's move: ask, wait at least the think time, fly the card, pause."""
        t = self.table
        ai = self.pacer
        s = t.state
        think, fly, settle = t.pace
        if ai.phase is AIPhase.FLYING:
            assert self.flight is not None
            self.flight.update(dt)
            if self.flight.done:
                self.flight = None
                self.hidden_slot = self.hidden_cell = None
                t.decide(ai.land())
            return
        if ai.phase is AIPhase.SETTLING:
            ai.rest(dt, settle)
            return
        if s.is_over or t.is_human(s.current) or t.pass_open:
            ai.stop()
            return
        if ai.phase is AIPhase.IDLE:
            seed = (t.save.seed * 1000003 + len(s.actions)) & 0x7FFFFFFF
            ai.ask(AIMove(t.app.ai_worker(), s, t.seats[s.current].kind, seed))
            return
        result = ai.think(dt, think)
        if result is not None:
            self._record_fallback(result)
            self.move(result.action, fly)

    def _record_fallback(self, result: AIResult) -> None:
        if result.error is None:
            return
        t = self.table
        s = t.state
        t.app.notify(result.error)
        t.save = t.save.with_ai_fallback(AIFallback.model_validate(
            {"decision": len(s.actions), "seat": s.current, "wanted": t.seats[s.current].kind,
             "used": result.level_used}))

    def move(self, action: int, fly: float) -> None:
        """Show the AI's ``action``: a take flies its card to its space first."""
        t = self.table
        s = t.state
        if not A.is_take(action):
            t.decide(action)
            self.pacer.settle()
            return
        take = A.take_parts(action)
        seat = s.current
        src = t.view.layout.slots[s.messenger][take.slot]
        after = s.clone()
        after.apply(action)
        dst = t.view.cell_rect(after, seat, take.position, t.view_seat)
        card = s.displays[s.messenger][take.slot]
        self.flight = Flight(t.view.take_surface(card, take.face_down, src.size), src, dst, fly)
        self.hidden_slot = (s.messenger, take.slot)
        self.hidden_cell = (seat, take.position)
        self.pacer.fly(action)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the card in flight, if any."""
        if self.flight is not None:
            self.flight.draw(surface)
