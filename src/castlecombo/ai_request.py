"""One AI decision made off the window's process, for any game: ``AIMove`` sends it and waits.

    move = AIMove(worker, choose, observation, "hard", seed, None, "medium")
    ...each frame: result = move.poll()          # AIResult once, then None
    move.cancel()                                 # leaving the table: the answer is dropped

``choose(level, observation, seed, think_ms)`` is the game's top-level decision function (so that
spawn can pickle it by name). If the worker's process dies the same request is sent once more:
the worker starts a new process, so the move still comes from the level asked for. Only if that
fails too, or the AI itself raises or answers an illegal action, does a weaker level decide here,
and the result says so (``fell_back``) so that the game's record can tell.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

log = logging.getLogger(__name__)


class Observation(Protocol):
    """What a seat sees: enough to check that an answer is legal."""

    def legal_actions(self) -> Sequence[int]:
        """Return the actions the seat to move may take."""
        ...


Obs = TypeVar("Obs", bound=Observation)  # the observation type of a game


class Submitter(Protocol[Obs]):
    """Where the decision runs: ``castlecombo.kit.worker.Worker`` (or any executor-like object)."""

    def submit(self, fn: Callable[[str, Obs, int, int | None], int], /,
               *args: str | Obs | int | None) -> Future[int]:
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


class AIMove(Generic[Obs]):
    """One AI decision on ``observation`` by ``choose`` at ``level``, run by ``worker``; poll it each frame."""

    def __init__(self, worker: Submitter[Obs], choose: Callable[[str, Obs, int, int | None], int], observation: Obs,
                 level: str, seed: int, think_ms: int | None, fallback_level: str, ai_name: str = "AI") -> None:
        """Send the request; ``fallback_level`` decides here if it fails (``random`` if it was that level)."""
        self.level = level
        self._worker = worker
        self._choose = choose
        self._observation = observation
        self._seed = seed
        self._fallback_level = fallback_level
        self._ai_name = ai_name
        self._args = (level, observation, seed, think_ms)
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
            self._future = self._worker.submit(self._choose, *self._args)
            return None
        self._answered = True
        if problem is None:
            action = self._future.result()
            if action in self._observation.legal_actions():
                return AIResult(action, self.level)
            return self._fall_back(f"the {self.level} AI chose an illegal action ({action})")
        log.error("The %s %s failed", self.level, self._ai_name, exc_info=problem)
        return self._fall_back(f"the {self.level} AI ran into a problem ({type(problem).__name__})")

    def cancel(self) -> None:
        """Drop the decision: ``poll`` answers None from now on."""
        self._answered = True
        self._worker.cancel(self._future)

    def _fall_back(self, why: str) -> AIResult:
        level = self._fallback_level if self.level != self._fallback_level else "random"
        action = self._choose(level, self._observation, self._seed, None)
        return AIResult(action, level, f"{why[0].upper()}{why[1:]}, so the {level} AI made this move.")


__all__ = ["AIMove", "AIResult", "Observation", "Submitter"]
