"""A finished Castle Rooms game put in the history once, its save then removed."""

from __future__ import annotations

from castlecombo.rooms.engine.state import GameState
from castlecombo.rooms.replay import history_record
from castlecombo.storage import files as storage
from castlecombo.storage import saves
from castlecombo.storage.records import SaveGame


def record_game(save: SaveGame, state: GameState) -> str | None:
    """Put the finished game in the history (unless it is there already) and remove its save;
    return why the disk refused, or None."""
    return saves.record_once("rooms", lambda: history_record(save, state), already_recorded(save))


def already_recorded(save: SaveGame) -> bool:
    """True if ``save`` (loaded already over) is in the history: same game, seed, seats and actions."""
    records, _messages = storage.load_history()
    return any(r.game == save.game and r.seed == save.seed and r.actions == save.actions
               and r.first_player == save.first_player and r.seats == save.seats for r in records)


__all__ = ["already_recorded", "record_game"]
