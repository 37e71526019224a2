"""The pace of an AI seat's moves at a table, as an explicit state machine (any game's).

    IDLE --ask--> THINKING --answer, least think time over--> (a card) FLYING --landed--> SETTLING
                                                           \\-(any other decision)----> SETTLING
    SETTLING --pause over--> IDLE;  stop() from any state --> IDLE (the request is cancelled)

The pacer holds the request and the timers; the table decides what a move means (it applies
the action, animates the card, records a fallback). A request is anything with ``poll()`` and
``cancel()``; its answer type is the game's.
"""

from __future__ import annotations

from enum import Enum
from typing import Generic, Protocol, TypeVar

from castlecombo.kit.anim import PACE_SECONDS

R = TypeVar("R")
R_co = TypeVar("R_co", covariant=True)


def pace_seconds(autoplay: bool, choice: str) -> tuple[float, float, float]:
    """Return the pace ``choice`` names (autoplay's when on): least thinking shown, card flight, pause (seconds)."""
    if autoplay:
        return PACE_SECONDS["autoplay"]
    return PACE_SECONDS.get(choice, PACE_SECONDS["normal"])


class Pending(Protocol[R_co]):
    """A decision under way: ``poll`` answers it once it is made (once), ``cancel`` drops it."""

    def poll(self) -> R_co | None:
        """Return the decision once it is made (once), else None."""
        ...

    def cancel(self) -> None:
        """Drop the decision."""
        ...


class AIPhase(Enum):
    """Where an AI seat's move is."""

    IDLE = "idle"  # no AI move under way
    THINKING = "thinking"  # the worker is deciding (and the least think time of the pace runs)
    FLYING = "flying"  # the card taken flies to its space
    SETTLING = "settling"  # a short pause after the move


class AIPacer(Generic[R]):
    """Paces one AI move at a time: think, show the move, pause."""

    def __init__(self) -> None:
        self.phase = AIPhase.IDLE
        self._timer = 0.0
        self._move: Pending[R] | None = None
        self._result: R | None = None
        self.landing: int | None = None  # the action of the card in flight

    @property
    def busy(self) -> bool:
        """True while a move is thinking, flying or settling."""
        return self.phase is not AIPhase.IDLE

    def ask(self, move: Pending[R]) -> None:
        """IDLE -> THINKING: ``move`` is the request sent to the worker."""
        assert self.phase is AIPhase.IDLE, self.phase
        self.phase = AIPhase.THINKING
        self._move = move
        self._result = None
        self._timer = 0.0

    def think(self, dt: float, least: float) -> R | None:
        """THINKING: return the decision once it is made and ``least`` seconds have passed (once)."""
        assert self.phase is AIPhase.THINKING and self._move is not None, self.phase
        self._timer += dt
        if self._result is None:
            self._result = self._move.poll()
        if self._result is None or self._timer < least:
            return None
        result, self._result, self._move = self._result, None, None
        return result

    def fly(self, action: int) -> None:
        """THINKING -> FLYING: the card of ``action`` is on its way."""
        self.phase = AIPhase.FLYING
        self.landing = action

    def land(self) -> int:
        """FLYING -> SETTLING: return the action of the card that arrived."""
        assert self.phase is AIPhase.FLYING and self.landing is not None, self.phase
        action, self.landing = self.landing, None
        self.settle()
        return action

    def settle(self) -> None:
        """-> SETTLING: the move is made; pause before the next."""
        self.phase = AIPhase.SETTLING
        self._timer = 0.0

    def rest(self, dt: float, pause: float, person_next: bool = False) -> None:
        """SETTLING -> IDLE once ``pause`` seconds have passed, or at once where a person plays next: the pause
        paces one AI move after another, and before a person's turn it left their controls grey for half a second
        under "Your turn" (playtest 322)."""
        assert self.phase is AIPhase.SETTLING, self.phase
        self._timer += dt
        if self._timer >= pause or person_next:
            self.phase = AIPhase.IDLE

    def stop(self) -> None:
        """Any -> IDLE: cancel the request under way (leaving the table, a person to move)."""
        if self._move is not None:
            self._move.cancel()
        self._move = None
        self._result = None
        self.landing = None
        self.phase = AIPhase.IDLE


P = TypeVar("P", bound="Pending[object]")


class AskedAhead(Generic[P]):
    """The next AI decision asked while the last one shows, kept with the key of the position it is for (the
    actions played before it): taken only for that position, cancelled otherwise."""

    def __init__(self) -> None:
        self._asked: tuple[object, P] | None = None

    @property
    def key(self) -> object | None:
        """Return the key of the position the request waiting is for, or None if none waits."""
        return self._asked[0] if self._asked is not None else None

    def ask(self, key: object, request: P) -> None:
        """Keep ``request``, the decision of the position of ``key`` (one asked before is cancelled)."""
        self.drop()
        self._asked = (key, request)

    def take(self, key: object) -> P | None:
        """Return the request waiting if it is for the position of ``key`` (then no longer kept), else None (it is
        cancelled)."""
        asked, self._asked = self._asked, None
        if asked is None:
            return None
        if asked[0] == key:
            return asked[1]
        asked[1].cancel()
        return None

    def drop(self) -> None:
        """Cancel the request waiting, if any."""
        if self._asked is not None:
            self._asked[1].cancel()
            self._asked = None


__all__ = ["AIPacer", "AIPhase", "AskedAhead", "Pending", "pace_seconds"]
