"""The AI seats' decisions at the Castle Rooms table: made off the window's process, paced for the eye.

``AIMove`` is one pending decision: the observation of the seat to move goes to the app's
worker process, which runs ``castlecombo.rooms.ai.players.choose`` (top level, so spawn can
pickle it by name). If the process dies the request is sent once more; if that fails too, or
the AI raises, a weaker level decides here and the result says so (to be recorded).

``AIPacer`` is the pace: the kit's state machine (:mod:`castlecombo.kit.ai_pacing`), answering
with this module's ``AIResult``.
"""

from __future__ import annotations

import logging
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass

from castlecombo.kit.ai_pacing import AIPacer as _Pacer
from castlecombo.kit.ai_pacing import AIPhase, pace_seconds
from castlecombo.kit.worker import Worker
from castlecombo.rooms.ai.players import LEVELS, choose
from castlecombo.rooms.engine.state import GameState
from castlecombo.rooms.ui.host import RoomsHost

log = logging.getLogger(__name__)

FALLBACK_LEVEL = "medium"  # cheap enough to decide on the window's thread when the worker cannot


def pace_of(host: RoomsHost) -> tuple[float, float, float]:
    """Return the pace the player chose: least thinking shown, card flight, pause after a move (seconds)."""
    return pace_seconds(host.autoplay, host.settings.ai_pace)


@dataclass(frozen=True)
class AIResult:
    """What the AI decided: ``action``, the level that decided it and, after a fallback, why."""

    action: int
    level_used: str
    error: str | None = None


class AIMove:
    """One AI decision for the seat to move in a state, made by ``worker``; poll it each frame."""

    def __init__(self, worker: Worker, state: GameState, level: str, seed: int, think_ms: int | None = None) -> None:
        """Send the request; raise ValueError for an unknown level or a finished game."""
        if level not in LEVELS:
            raise ValueError(f"unknown AI level {level!r}")
        if state.is_over:
            raise ValueError("the game is over: there is nothing to decide")
        self.level = level
        self._worker = worker
        self._observation = state.observation(state.current)
        self._seed = seed
        self._think_ms = think_ms
        self._retried = False
        self._answered = False
        self._future: Future[int] = self._submit()

    def _submit(self) -> Future[int]:
        return self._worker.submit(choose, self.level, self._observation, self._seed, self._think_ms)

    def poll(self) -> AIResult | None:
        """Return the decision once it is made (once), else None."""
        if self._answered or not self._future.done() or self._future.cancelled():
            return None
        problem = self._future.exception()
        if isinstance(problem, BrokenProcessPool) and not self._retried:
            self._retried = True  # the process died: the worker starts a new one for the same request
            self._future = self._submit()
            return None
        self._answered = True
        if problem is None:
            action = self._future.result()
            if action in self._observation.legal_actions():
                return AIResult(action, self.level)
            return self._fall_back(f"the {self.level} AI chose an illegal action ({action})")
        log.error("The %s Castle Rooms AI failed", self.level, exc_info=problem)
        return self._fall_back(f"the {self.level} AI ran into a problem ({type(problem).__name__})")

    def cancel(self) -> None:
        """Drop the decision: ``poll`` answers None from now on."""
        self._answered = True
        self._worker.cancel(self._future)

    def _fall_back(self, why: str) -> AIResult:
        level = FALLBACK_LEVEL if self.level != FALLBACK_LEVEL else "random"
        action = choose(level, self._observation, self._seed)
        return AIResult(action, level, f"{why[0].upper()}{why[1:]}, so the {level} AI made this move.")


AIPacer = _Pacer[AIResult]

__all__ = ["FALLBACK_LEVEL", "AIMove", "AIPacer", "AIPhase", "AIResult", "pace_of"]
