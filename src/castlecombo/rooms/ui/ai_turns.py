"""The AI seats' decisions at the Castle Rooms table: made off the window's process, paced for the eye.

``AIMove`` is one pending decision: the observation of the seat to move goes to the app's
worker process, which runs ``castlecombo.rooms.ai.players.choose`` (top level, so spawn can
pickle it by name). If the process dies the request is sent once more; if that fails too, or
the AI raises, a weaker level decides here and the result says so (to be recorded).

``AIPacer`` is the pace: the kit's state machine (:mod:`castlecombo.kit.ai_pacing`), answering
with this module's ``AIResult``.
"""

from __future__ import annotations

from castlecombo.ai_request import AIMove as SharedMove
from castlecombo.ai_request import AIResult
from castlecombo.kit.ai_pacing import AIPacer as _Pacer
from castlecombo.kit.ai_pacing import AIPhase, pace_seconds
from castlecombo.kit.worker import Worker
from castlecombo.rooms.ai.players import LEVELS, choose
from castlecombo.rooms.engine.state import GameState
from castlecombo.rooms.ui.host import RoomsHost

FALLBACK_LEVEL = "medium"  # cheap enough to decide on the window's thread when the worker cannot


def pace_of(host: RoomsHost) -> tuple[float, float, float]:
    """Return the pace the player chose: least thinking shown, card flight, pause after a move (seconds)."""
    return pace_seconds(host.autoplay, host.settings.ai_pace)


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


__all__ = ["FALLBACK_LEVEL", "AIMove", "AIPacer", "AIPhase", "AIResult", "pace_of"]
