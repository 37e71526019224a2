"""Recording a finished game from its table: the last autosave written first, a refusal of the disk told."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from castlecombo.i18n import _

# seconds the end of a game waits for the last autosave: one still queued when the save is removed wrote the game
# back (a loaded machine took over the usual 5 s, and a finished game stood as the game in progress)
FINISH_WAIT = 60.0


class SavingHost(Protocol):
    """What recording asks of the app: its autosaves written, and a banner."""

    def flush_saves(self, timeout: float = 5.0) -> None: ...

    def notify(self, text: str, seconds: float = 4.0) -> None: ...


def record_finished(app: SavingHost, record: Callable[[], str | None]) -> bool:
    """Write the last autosave, then ``record()`` the finished game (its problem, if any, told in a banner);
    return True (the table is then finished)."""
    app.flush_saves(FINISH_WAIT)
    problem = record()
    if problem is not None:
        app.notify(_("The finished game could not be recorded: {problem}").format(problem=problem), 6.0)
    return True
