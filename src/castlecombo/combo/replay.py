"""Replaying Castle Combo saves and game records (the ``replay`` command and the replay viewer), and
turning a save into a history record (a finished game, or one abandoned for a new game: see
``castlecombo.games.abandon_game_in_progress``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import ValidationError

from castlecombo.combo.engine import GameState, IllegalAction
from castlecombo.inputfiles import InputError, JsonSyntaxError, parse_json, read_text_file
from castlecombo.storage.files import describe_validation
from castlecombo.storage.records import HistoryRecord, SaveGame, now_iso


class ReplayError(ValueError):
    """A file that cannot be replayed; the message says which and why."""


def load_game_file(path: str | Path) -> SaveGame | HistoryRecord:
    """Return the save or finished-game record in ``path``; raise ReplayError saying what is wrong."""
    try:
        text = read_text_file(path)
    except InputError as exc:
        raise ReplayError(str(exc)) from None
    if not text.strip():
        raise ReplayError(f"{path}: is empty")
    try:
        data = parse_json(text)
    except JsonSyntaxError as exc:
        raise ReplayError(f"{path}: is not valid JSON ({exc})") from None
    except InputError as exc:
        raise ReplayError(f"{path}: {exc}") from None
    model: type[SaveGame] | type[HistoryRecord] = (
        HistoryRecord if isinstance(data, dict) and "scores" in data else SaveGame
    )
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise ReplayError(f"{path} {describe_validation(exc)}") from None


def replay_state(record: SaveGame | HistoryRecord) -> GameState:
    """Return the game state a save or record reaches; raise ReplayError if its actions are not legal."""
    if record.game != "combo":
        raise ReplayError(f"the record is of another game ({record.game}), not of Castle Combo")
    try:
        return GameState.replay(len(record.seats), record.seed, list(record.actions), record.first_player,
                                record.reshuffled)
    except (IllegalAction, ValueError) as exc:
        raise ReplayError(f"the record does not replay: {exc}") from None


def summarise_file(path: str | Path) -> dict[str, Any]:
    """Return {"turns_played", "finished", "names", "scores", "winners"} for a save or game record; raise
    ReplayError."""
    record = load_game_file(path)
    state = replay_state(record)
    scores = [s.total for s in state.scores()] if state.is_over else None
    if isinstance(record, HistoryRecord):
        name = Path(path).name
        if record.finished and not state.is_over:
            # players' turns, as "turns_played" counts them ("stop at turn 8" read as the window's "Turn 9 of 9")
            raise ReplayError(f"{name}: the record says the game finished, but its actions stop after "
                              f"{state.turn} players' turns")
        if not record.finished and state.is_over:
            raise ReplayError(f"{name}: the record says the game was abandoned, but its actions reach the end")
        if scores is not None and scores != list(record.scores):
            raise ReplayError(f"{name}: the record says {record.scores} but the replay scores {scores}")
    return {"turns_played": state.turn, "finished": state.is_over, "names": [seat.name for seat in record.seats],
            "scores": scores, "winners": state.winners() if state.is_over else None}


def history_record(save: SaveGame, state: GameState) -> HistoryRecord:
    """Return the history record of ``save`` played to ``state``: finished if the game is over, else abandoned."""
    sheets = state.scores()
    return HistoryRecord(
        seed=save.seed, seats=list(save.seats), first_player=save.first_player, actions=list(state.actions),
        finished=state.is_over, scores=[sheet.total for sheet in sheets],
        winners=state.winners() if state.is_over else [], finished_at=now_iso(),
        cards_scored=[{c.card: c.points for c in sheet.cards if c.card} for sheet in sheets],
        ai_fallbacks=list(save.ai_fallbacks), hints=list(save.hints), hinted=list(save.hinted),
        reshuffled=list(state.reshuffled),
    )
