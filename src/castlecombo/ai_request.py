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
from typing import Any, Generic, Protocol, TypeVar

log = logging.getLogger(__name__)


class Observation(Protocol):
    """What a seat sees: enough to check that an answer is legal."""

    def legal_actions(self) -> Sequence[int]:
        """Return the actions the seat to move may take."""
        ...


Obs = TypeVar("Obs", bound=Observation)  # the observation type of a game


T = TypeVar("T")


class Runner(Protocol):
    """Where a request runs: ``castlecombo.kit.worker.Worker`` (or any executor-like object)."""

    def submit(self, fn: Callable[..., T], /, *args: Any) -> Future[T]:
        """Start ``fn(*args)``; return its future."""
        ...

    def cancel(self, future: Future[Any]) -> None:
        """Drop ``future`` (stopping it if it runs)."""
        ...


class Request(Generic[T]):
    """``fn(*args)`` run by ``worker`` off the window's process, sent once more if its process died (the worker
    starts a new one for it); poll it each frame."""

    def __init__(self, worker: Runner, fn: Callable[..., T], *args: Any) -> None:
        self._worker, self._fn, self._args = worker, fn, args
        self._retried = False
        self._future: Future[T] = worker.submit(fn, *args)

    def poll(self) -> Future[T] | None:
        """Return the future once it is done for good (its result, or a problem other than a first lost process),
        else None (also when it was cancelled)."""
        future = self._future
        if not future.done() or future.cancelled():
            return None
        if isinstance(future.exception(), BrokenProcessPool) and not self._retried:
            self._retried = True
            self._future = self._worker.submit(self._fn, *self._args)
            return None
        return future

    def cancel(self) -> None:
        """Drop the request (the worker stops it if it runs)."""
        self._worker.cancel(self._future)


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

    def __init__(self, worker: Runner, choose: Callable[[str, Obs, int, int | None], int], observation: Obs,
                 level: str, seed: int, think_ms: int | None, fallback_level: str, ai_name: str = "AI") -> None:
        """Send the request; ``fallback_level`` decides here if it fails (``random`` if it was that level)."""
        self.level = level
        self._choose = choose
        self._observation = observation
        self._seed = seed
        self._fallback_level = fallback_level
        self._ai_name = ai_name
        self._answered = False
        self._request: Request[int] = Request(worker, choose, level, observation, seed, think_ms)

    def poll(self) -> AIResult | None:
        """Return the decision once it is made (once), else None."""
        done = None if self._answered else self._request.poll()
        if done is None:
            return None
        self._answered = True
        problem = done.exception()
        if problem is None:
            action = done.result()
            if action in self._observation.legal_actions():
                return AIResult(action, self.level)
            return self._fall_back(f"the {self.level} AI chose an illegal action ({action})")
        log.error("The %s %s failed", self.level, self._ai_name, exc_info=problem)
        return self._fall_back(f"the {self.level} AI ran into a problem ({type(problem).__name__})")

    def cancel(self) -> None:
        """Drop the decision: ``poll`` answers None from now on."""
        self._answered = True
        self._request.cancel()

    def _fall_back(self, why: str) -> AIResult:
        level = self._fallback_level if self.level != self._fallback_level else "random"
        action = self._choose(level, self._observation, self._seed, None)
        return AIResult(action, level, f"{why[0].upper()}{why[1:]}, so the {level} AI made this move.")


__all__ = ["AIMove", "AIResult", "Observation", "Request", "Runner"]
