"""What the Castle Rooms scenes may ask of the app that shows them (the app implements it).

The table, the ending and the replay are given a :class:`RoomsHost` and never import the app:
the dependency points one way, app -> rooms.ui -> kit.
"""

from __future__ import annotations

from typing import Protocol

from castlecombo.kit.scene import Navigator
from castlecombo.kit.worker import Worker
from castlecombo.storage.records import GameName, HistoryRecord, SaveGame, SeatConfig, Settings


class RoomsHost(Navigator, Protocol):
    """A :class:`Navigator` that also runs games: settings, the AI worker, autosaves, new games."""

    @property
    def settings(self) -> Settings:
        """The player's settings (the AI pace is read for every move)."""
        ...

    @property
    def autoplay(self) -> bool:
        """True when AI plays every seat at full speed (``play --autoplay``)."""
        ...

    @property
    def stop_after_turns(self) -> int | None:
        """Autoplay: leave the game after this many turns (the save stays), or None."""
        ...

    def play_sound(self, name: str, volume: float = 1.0, delay: float = 0.0) -> None:
        """Play the sound effect ``name`` at ``volume`` (0..1) of the player's levels, ``delay`` seconds from now
        (silent when muted)."""
        ...

    def ai_worker(self) -> Worker:
        """The app's one background process for AI decisions (started on first use)."""
        ...

    def autosave(self, save: SaveGame) -> None:
        """Write ``save`` as the game in progress, off the window's thread; the latest wins."""
        ...

    def flush_saves(self, timeout: float = 5.0) -> None:
        """Wait (at most ``timeout`` seconds) until the last autosave is on disk."""
        ...

    def scoring_reached(self) -> None:
        """The game is over and its ending is shown."""
        ...

    def start_game(self, seats: list[SeatConfig], seed: int | None = None, first_player: int | None = None,
                   game: GameName = "combo") -> None:
        """Start a new game of ``game`` with ``seats`` and show its table."""
        ...

    def start_replay(self, record: HistoryRecord | SaveGame) -> bool:
        """Watch a game again, turn by turn; False (with a banner) if it does not replay."""
        ...
