"""The AI seats' turns at the live table: ask the worker, show the thinking, let the move show, pause.

The pacing states are :class:`~castlecombo.combo.ui.ai_pacing.AIPacer`'s; this drives them from
the table's frames and hands each decision to the table's ``decide``, like a person's.
"""

from __future__ import annotations

from typing import Protocol

from castlecombo.combo.ai.decide import AIMove, AIResult
from castlecombo.combo.engine.state import GameState
from castlecombo.combo.ui.ai_pacing import AIPacer, AIPhase
from castlecombo.combo.ui.host import TableHost
from castlecombo.combo.ui.motion import TableMotion
from castlecombo.combo.ui.table_view import TableView
from castlecombo.i18n import N_, _
from castlecombo.kit.ai_pacing import AskedAhead
from castlecombo.storage.records import AIFallback, SaveGame, SeatConfig

# the AI levels as the notices name them ("the medium AI"); say with _()
# TRANSLATORS: AI levels in "the {wanted} AI could not choose..."
LEVEL_WORDS = {"easy": N_("easy"), "medium": N_("medium"), "hard": N_("hard"), "expert": N_("expert"),
               "random": N_("random")}


class AITable(Protocol):
    """What the AI's turns need of the live table."""

    app: TableHost
    state: GameState
    save: SaveGame
    seats: list[SeatConfig]
    view: TableView
    view_seat: int
    pass_open: bool
    motion: TableMotion

    @property
    def pace(self) -> tuple[float, float, float]: ...

    def is_human(self, seat: int) -> bool: ...

    def decide(self, action: int) -> bool: ...


class AITurns:
    """The AI's move in progress: its pacing (the table's motion shows the move, as a person's), and the next AI
    decision asked ahead while the last one shows (the same observation and seed as asked after it: the same move)."""

    def __init__(self, table: AITable) -> None:
        self.table = table
        self.pacer = AIPacer()
        self.ahead = AskedAhead[AIMove]()  # keyed by the actions it follows

    def update(self, dt: float) -> None:
        """Advance the AI's move: ask, wait at least the think time, let the move show, pause."""
        t = self.table
        ai = self.pacer
        s = t.state
        think, _fly, settle = t.pace
        if ai.phase is AIPhase.FLYING:
            if not t.motion.card_flying:
                ai.land()
            return
        if ai.phase is AIPhase.SETTLING:
            ai.rest(dt, settle, t.is_human(s.current) and not s.is_over)
            return
        if s.is_over or t.is_human(s.current) or t.pass_open:
            self.stop()
            return
        if ai.phase is AIPhase.IDLE:
            ai.ask(self._request())
            return
        result = ai.think(dt, think)
        if result is not None:
            self._record_fallback(result)
            self.move(result.action)

    def _record_fallback(self, result: AIResult) -> None:
        if result.error is None:
            return
        t = self.table
        s = t.state
        wanted, used = t.seats[s.current].kind, result.level_used
        # the error itself is logged in English by the request; the player reads what happened
        t.app.notify(_("The {wanted} AI could not choose its move, so the {used} AI made this move.").format(
            wanted=_(LEVEL_WORDS.get(wanted, wanted)), used=_(LEVEL_WORDS.get(used, used))))
        t.save = t.save.with_ai_fallback(AIFallback.model_validate(
            {"decision": len(s.actions), "seat": s.current, "wanted": t.seats[s.current].kind,
             "used": result.level_used}))

    def move(self, action: int) -> None:
        """Make the AI's ``action`` now; the table's motion shows it and the next move waits for its card to land."""
        t = self.table
        t.decide(action)
        self._ask_ahead()
        if t.motion.card_flying:
            self.pacer.fly(action)
        else:
            self.pacer.settle()

    def stop(self) -> None:
        """Cancel the decision under way and the one asked ahead (leaving the table, a person to move)."""
        self.pacer.stop()
        self.ahead.drop()

    def _request(self) -> AIMove:
        """Return the request for the decision of the seat to move: the one asked ahead, or a new one."""
        return self.ahead.take(tuple(self.table.state.actions)) or self._new_request()

    def _ask_ahead(self) -> None:
        """Ask for the next decision now, if an AI seat makes it: it is thought over while this move's card flies
        and settles (a 4-player game waited 8 to 16 s between a person's turns, playtest 322)."""
        t = self.table
        s = t.state
        self.ahead.drop()
        if not s.is_over and not t.is_human(s.current) and not t.pass_open:
            self.ahead.ask(tuple(s.actions), self._new_request())

    def _new_request(self) -> AIMove:
        t = self.table
        s = t.state
        seed = (t.save.seed * 1000003 + len(s.actions)) & 0x7FFFFFFF
        return AIMove(t.app.ai_worker(), s, t.seats[s.current].kind, seed)
