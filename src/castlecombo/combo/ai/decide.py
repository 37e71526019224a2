"""An AI decision made off the window's process: ``choose`` runs there, ``AIMove`` waits for it.

``choose`` is the one function the background process runs for Castle Combo (top level, so
that spawn can pickle it by name). ``AIMove`` is one pending decision on the window's side:

    move = AIMove(worker, state, "hard", seed)   # the observation of the seat to move is sent
    ...each frame: result = move.poll()          # AIResult once, then None
    move.cancel()                                 # leaving the table: the answer is dropped

If the worker's process dies (it was killed, or the machine reclaimed it) the same request is
sent once more: the worker starts a new process, so the move still comes from the level asked
for. Only if that fails too, or if the AI itself raises, does a weaker level decide here, and
the result says so (``fell_back``) so that the game's record can tell.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Protocol

from castlecombo.combo.ai.players import LEVELS, make_player
from castlecombo.combo.engine.state import GameState

log = logging.getLogger(__name__)

FALLBACK_LEVEL = "medium"  # what decides when the level asked for cannot; cheap enough for the window's thread


def choose(level: str, observation: GameState, seed: int, think_ms: int | None) -> int:
    """Return the action the ``level`` AI picks for the seat to move in ``observation``."""
    return make_player(level, seed, think_ms).choose(observation)


class Submitter(Protocol):
    """Where the decision runs: ``castlecombo.kit.worker.Worker`` (or any executor-like object)."""

    def submit(self, fn: Callable[[str, GameState, int, int | None], int], /,
               *args: str | GameState | int | None) -> Future[int]:
        """Start ``fn(*args)``; return its future."""
        ...

    def cancel(self, future: Future[int]) -> None:
        """Drop ``future`` (stopping it if it runs)."""
        ...


@dataclass(frozen=True)
class AIResult:
    """What the AI decided: ``action``, the level that decided it and, after a fallback, why."""

    action: int
    level_used: str
    error: str | None = None

    @property
    def fell_back(self) -> bool:
        """Whether another level than the one asked for made the move (the record should say so)."""
        return self.error is not None


class AIMove:
    """One AI decision for the seat to move in a state, made by ``worker``; poll it each frame."""

    def __init__(self, worker: Submitter, state: GameState, level: str, seed: int,
                 think_ms: int | None = None) -> None:
        """Send the request; raise ValueError for an unknown level or a finished game."""
        if level not in LEVELS:
            raise ValueError(f"unknown AI level {level!r}")
        if state.is_over:
            raise ValueError("the game is over: there is nothing to decide")
        self.level = level
        self._worker = worker
        self._observation = state.observation(state.to_move())
        self._seed = seed
        self._args = (level, self._observation, seed, think_ms)
        self._retried = False
        self._answered = False
        self._future: Future[int] = worker.submit(choose, *self._args)

    def poll(self) -> AIResult | None:
        """Return the decision once it is made (once), else None."""
        if self._answered or not self._future.done() or self._future.cancelled():
            return None
        problem = self._future.exception()
        if isinstance(problem, BrokenProcessPool) and not self._retried:
            self._retried = True  # the process died: the worker starts a new one for the same request
            self._future = self._worker.submit(choose, *self._args)
            return None
        self._answered = True
        if problem is None:
            action = self._future.result()
            if action in self._observation.legal_actions():
                return AIResult(action, self.level)
            return self._fall_back(f"the {self.level} AI chose an illegal action ({action})")
        log.error("The %s AI failed", self.level, exc_info=problem)
        return self._fall_back(f"the {self.level} AI ran into a problem ({type(problem).__name__})")

    def cancel(self) -> None:
        """Drop the decision: ``poll`` answers None from now on."""
        self._answered = True
        self._worker.cancel(self._future)

    def _fall_back(self, why: str) -> AIResult:
        level = FALLBACK_LEVEL if self.level != FALLBACK_LEVEL else "random"
        action = choose(level, self._observation, self._seed, None)
        return AIResult(action, level, f"{why[0].upper()}{why[1:]}, so the {level} AI made this move.")


__all__ = ["FALLBACK_LEVEL", "AIMove", "AIResult", "Submitter", "choose"]
