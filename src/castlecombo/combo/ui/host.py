"""What the Castle Combo scenes may ask of the app that shows them (the app implements it).

The table, the replay, the scoring screen and the prompts are given a :class:`TableHost`
and never import the app: the dependency points one way, app -> combo.ui -> kit.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from castlecombo.combo.ai.review import TurnReview
from castlecombo.kit.scene import Navigator
from castlecombo.kit.worker import Worker
from castlecombo.storage.records import HistoryRecord, SaveGame, SeatConfig, Settings


@dataclass
class ComboSession:
    """What one run of the app remembers between Castle Combo's scenes, lost when it closes."""

    # a hot-seat game left with its cover up: (seed, decisions, last decision) -> the seat that had the screen
    at_screen: dict[tuple[int, int, int], int] = field(default_factory=dict)
    # a review left before its end: (seed, decisions' hash, decisions, seat) -> the turns it had reviewed
    unfinished: dict[tuple[int, int, int, int], tuple[TurnReview, ...]] = field(default_factory=dict)


class TableHost(Navigator, Protocol):
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
        """Play the sound effect ``name`` at ``volume`` (0..1) of the player's levels, ``delay`` seconds
        from now (silent when muted)."""
        ...

    def ai_worker(self) -> Worker:
        """The app's one background process for AI decisions (started on first use)."""
        ...

    @property
    def combo_session(self) -> ComboSession:
        """What this run of the app remembers between scenes (a game left under its cover, a review midway)."""
        ...

    def autosave(self, save: SaveGame) -> None:
        """Write ``save`` as the game in progress, off the window's thread; the latest wins."""
        ...

    def flush_saves(self, timeout: float = 5.0) -> None:
        """Wait (at most ``timeout`` seconds) until the last autosave is on disk."""
        ...

    def scoring_reached(self) -> None:
        """The game is over and its scores are shown."""
        ...

    def start_game(self, seats: list[SeatConfig], seed: int | None = None,
                   first_player: int | None = None) -> None:
        """Start a new game with ``seats`` and show its table."""
        ...

    def start_replay(self, record: HistoryRecord | SaveGame) -> bool:
        """Watch a game again, turn by turn; False (with a banner) if it does not replay."""
        ...
