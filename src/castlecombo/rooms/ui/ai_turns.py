"""The AI seats' decisions at the Castle Rooms table: made off the window's process, paced for the eye.

``AIMove`` is one pending decision: the observation of the seat to move goes to the app's
worker process, which runs ``castlecombo.rooms.ai.players.choose`` (top level, so spawn can
pickle it by name). If the process dies the request is sent once more; if that fails too, or
the AI raises, a weaker level decides here and the result says so (to be recorded).

``AITurns`` paces a whole AI turn like one Castle Combo move: the least thinking of the pace is
shown once, before the turn's first play; each card played then flies to its place (the table's
motion) with a short pause after it, and the turn ends with the pace's whole pause. The next
decision is asked of the worker as soon as a play is made, so the AI thinks while its card is in
the air. The decisions are the same as asked one by one: the same observation, the same seed.
"""

from __future__ import annotations

from typing import Protocol

from castlecombo.ai_request import AIMove as SharedMove
from castlecombo.ai_request import AIResult
from castlecombo.i18n import N_, _
from castlecombo.kit.ai_pacing import AIPacer as _Pacer
from castlecombo.kit.ai_pacing import AIPhase, AskedAhead, pace_seconds
from castlecombo.kit.worker import Worker
from castlecombo.rooms.ai.players import LEVELS, choose
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.state import GameState
from castlecombo.rooms.ui.host import RoomsHost
from castlecombo.rooms.ui.motion import RoomsMotion
from castlecombo.storage.records import AIFallback, SaveGame, SeatConfig

FALLBACK_LEVEL = "medium"  # cheap enough to decide on the window's thread when the worker cannot
BETWEEN_PLAYS = 0.3  # the pause after a play within a turn, as a share of the pace's pause after a move
# the AI levels as the notices name them ("the medium AI"); say with _()
# TRANSLATORS: AI levels in "the {wanted} AI could not choose..."
LEVEL_WORDS = {"easy": N_("easy"), "medium": N_("medium"), "hard": N_("hard"), "random": N_("random")}


def pace_of(host: RoomsHost) -> tuple[float, float, float]:
    """Return the pace the player chose: least thinking shown, card flight, pause after a move (seconds)."""
    return pace_seconds(host.autoplay, host.settings.ai_pace)


def decision_seed(game_seed: int, decisions: int) -> int:
    """Return the seed of the AI's decision after ``decisions`` actions of the game of ``game_seed``."""
    return (game_seed * 1000003 + decisions) & 0x7FFFFFFF


def first_of_turn(actions: list[int]) -> bool:
    """Return whether the next decision is the first of a turn (nothing played since the turn began)."""
    return not actions or actions[-1] == A.END_TURN


class AIMove(SharedMove[GameState]):
    """One AI decision for the seat to move in a state, made by ``worker``; poll it each frame."""

    def __init__(self, worker: Worker, state: GameState, level: str, seed: int, think_ms: int | None = None) -> None:
        """Send the request; raise ValueError for an unknown level or a finished game."""
        if level not in LEVELS:
            raise ValueError(f"unknown AI level {level!r}")
        if state.is_over:
            raise ValueError("the game is over: there is nothing to decide")
        super().__init__(worker, choose, state.observation(state.current), level, seed, think_ms, FALLBACK_LEVEL,
                         "Castle Rooms AI")


AIPacer = _Pacer[AIResult]


class AITable(Protocol):
    """What the AI's turns need of the live table."""

    app: RoomsHost
    state: GameState
    save: SaveGame
    seats: list[SeatConfig]
    pass_open: bool
    motion: RoomsMotion

    def is_human(self, seat: int) -> bool: ...

    def decide(self, action: int) -> bool: ...


class AITurns:
    """The AI's turn in progress: its pacing, and the next decision asked ahead while the last one shows."""

    def __init__(self, table: AITable) -> None:
        self.table = table
        self.pacer = AIPacer()
        self.ahead = AskedAhead[AIMove]()  # keyed by the decisions made before it
        self.least = 0.0  # the least thinking shown for the decision under way
        self.pause = 0.0  # the pause after the last play

    def update(self, dt: float) -> None:
        """Advance the AI's turn: ask, wait at least the think time, let the card fly, pause."""
        t = self.table
        ai = self.pacer
        s = t.state
        if ai.phase is AIPhase.FLYING:
            if not t.motion.card_flying:
                ai.land()
            return
        if ai.phase is AIPhase.SETTLING:
            ai.rest(dt, self.pause, t.is_human(s.current) and not s.is_over)
            return
        if s.is_over or t.is_human(s.current) or t.pass_open:
            self.stop()
            return
        if ai.phase is AIPhase.IDLE:
            self.least = pace_of(t.app)[0] if first_of_turn(s.actions) else 0.0
            ai.ask(self._request())
            dt = 0.0
        result = ai.think(dt, self.least)
        if result is not None:
            self._record_fallback(result)
            self.move(result.action)

    def move(self, action: int) -> None:
        """Make the AI's ``action`` now; the table's motion shows it, the next decision is asked at once."""
        t = self.table
        settle = pace_of(t.app)[2]
        t.decide(action)
        self.pause = settle if action == A.END_TURN or t.state.is_over else settle * BETWEEN_PLAYS
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
        return self.ahead.take(len(self.table.state.actions)) or self._new_request()

    def _ask_ahead(self) -> None:
        """Ask for the next decision now, if an AI seat makes it."""
        t = self.table
        s = t.state
        if not s.is_over and not t.is_human(s.current) and not t.pass_open:
            self.ahead.ask(len(s.actions), self._new_request())

    def _new_request(self) -> AIMove:
        t = self.table
        s = t.state
        return AIMove(t.app.ai_worker(), s, t.seats[s.current].kind, decision_seed(t.save.seed, len(s.actions)))

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
            {"decision": len(s.actions), "seat": s.current, "wanted": wanted, "used": used}))


__all__ = ["BETWEEN_PLAYS", "FALLBACK_LEVEL", "AIMove", "AIPacer", "AIPhase", "AIResult", "AITurns", "decision_seed",
           "first_of_turn", "pace_of"]
