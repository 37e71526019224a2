"""Replaying saves and finished-game records (the ``replay`` command and the replay viewer)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from castlecombo.combo.engine import GameState, IllegalAction
from castlecombo.storage.files import _read_model
from castlecombo.storage.records import HistoryRecord, SaveGame


class ReplayError(ValueError):
    """A file that cannot be replayed; the message says which and why."""


def load_game_file(path: str | Path) -> SaveGame | HistoryRecord:
    """Return the save or finished-game record in ``path``; raise ReplayError saying what is wrong."""
    path = Path(path)
    if not path.exists():
        raise ReplayError(f"{path}: no such file")
    try:
        looks_finished = "scores" in json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, TypeError):
        looks_finished = False
    model: type[SaveGame] | type[HistoryRecord] = HistoryRecord if looks_finished else SaveGame
    record, why = _read_model(path, model)
    if record is None:
        raise ReplayError(f"{path.name} {why}")
    return record


def replay_state(record: SaveGame | HistoryRecord) -> GameState:
    """Return the game state a save or record reaches; raise ReplayError if its actions are not legal."""
    try:
        return GameState.replay(len(record.seats), record.seed, list(record.actions), record.first_player)
    except (IllegalAction, ValueError) as exc:
        raise ReplayError(f"the record does not replay: {exc}") from None


def summarise_file(path: str | Path) -> dict[str, Any]:
    """Return {"turns_played", "finished", "scores"} for a save or finished-game record."""
    record = load_game_file(path)
    state = replay_state(record)
    scores = [s.total for s in state.scores()] if state.is_over else None
    if isinstance(record, HistoryRecord) and scores is not None and scores != list(record.scores):
        raise ReplayError(f"{Path(path).name}: the record says {record.scores} but the replay scores {scores}")
    return {"turns_played": state.turn, "finished": state.is_over, "scores": scores}
