"""What the menu-side scenes may ask of the app (``App`` in window.py implements it).

The menu, new game, settings and statistics scenes are given an :class:`AppServices` and never
import window.py, so the scene modules form no loop with the app that shows them.
"""

from __future__ import annotations

from typing import Protocol

from castlecombo.combo.ui.host import TableHost
from castlecombo.storage.records import GameName, HistoryRecord, SaveGame, SeatConfig, Settings


class AppServices(TableHost, Protocol):
    """A :class:`TableHost` that also changes settings and opens saved and finished games."""

    @property
    def settings(self) -> Settings:
        """The player's settings."""
        ...

    @settings.setter
    def settings(self, value: Settings) -> None: ...

    def start_game(self, seats: list[SeatConfig], seed: int | None = None, first_player: int | None = None,
                   game: GameName = "combo") -> None:
        """Start a new game of ``game`` with ``seats`` and show its table."""
        ...

    def apply_settings(self, window: bool = False) -> None:
        """Apply ``settings`` now (full screen; the window size when it changed or ``window`` is set)."""
        ...

    @property
    def windowed_size(self) -> tuple[int, int]:
        """The window's size out of full screen, as it is now."""
        ...

    @property
    def opened_size(self) -> tuple[int, int]:
        """The window's size when the app opened it."""
        ...

    def continue_game(self, game: GameName | None = None) -> bool:
        """Resume ``game``'s saved game (the one saved last when None); False (with a banner) if there is none."""
        ...

    def start_replay(self, record: HistoryRecord | SaveGame) -> bool:
        """Watch a finished game again; False (with a banner) if it does not replay."""
        ...

    def sound_device(self) -> bool:
        """True when an audio device plays the sounds (False: the sound settings are kept, nothing is heard)."""
        ...
