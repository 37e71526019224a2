"""What Suggest does alike at both tables: one request for the decision at hand, sent to the app's worker, known
to be stale once that decision is made or undone, and its answer (or why there is none) taken in once."""

from __future__ import annotations

import logging
from collections.abc import Callable, Hashable
from typing import Any, Generic, TypeVar

from castlecombo.ai_request import Request, Runner
from castlecombo.i18n import _

log = logging.getLogger(__name__)

T = TypeVar("T")


def refusal(over: bool, own_turn: bool) -> str | None:
    """Return why Suggest gives nothing now, as the table says it ("No suggestion: the game is over"), or None."""
    if not over and own_turn:
        return None
    problem = _("the game is over") if over else _("suggestions are for your own turn")
    # TRANSLATORS: why Suggest did nothing ("no suggestion: suggestions are for your own turn")
    return _("no suggestion: {reason}").format(reason=problem)


class SuggestRequest(Generic[T]):
    """The suggestion asked for one decision (``asked``: the decision, the observation sent and the seed)."""

    def __init__(self, notify: Callable[[str], None]) -> None:
        self._notify = notify
        self._request: Request[T] | None = None
        self.asked: tuple[Hashable, Any, int] | None = None

    @property
    def thinking(self) -> bool:
        """True while a suggestion is being found."""
        return self._request is not None

    def send(self, worker: Runner, decision: Hashable, fn: Callable[..., T], observation: Any, seed: int,
             budget: int) -> None:
        """Ask ``worker`` for ``fn(observation, seed, budget)``, the suggestion for ``decision``."""
        self.drop()
        self.asked = (decision, observation, seed)
        self._request = Request(worker, fn, observation, seed, budget)

    def drop(self) -> None:
        """Forget the suggestion asked for (the worker stops finding it)."""
        request, self._request = self._request, None
        if request is not None:
            request.cancel()
        self.asked = None

    def stale(self, decision: Hashable) -> bool:
        """True if the suggestion asked for is for another decision than ``decision`` (the one at hand)."""
        return self.asked is not None and self.asked[0] != decision

    def found(self) -> T | None:
        """Each frame: return the suggestion once it is found (once), else None; a failure is said in a banner."""
        done = self._request.poll() if self._request is not None else None
        if done is None:
            return None
        self._request = None
        problem = done.exception()
        if problem is not None:
            log.error("No suggestion could be found", exc_info=problem)
            self._notify(_("No suggestion could be found this time."))
            self.asked = None
            return None
        return done.result()


__all__ = ["SuggestRequest", "refusal"]
