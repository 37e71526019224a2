"""Castle Rooms saves and records: the state they reach, their summary, and the history record of a game.

A seat's *score* in a Castle Rooms record is the length of its longest line (the first thing the
end of the game compares); the winners come from the engine's full line-by-line comparison.
"""

from __future__ import annotations

from typing import Any

from castlecombo.rooms.engine import GameState
from castlecombo.rooms.engine.actions import END_TURN
from castlecombo.storage.records import HistoryRecord, SaveGame, now_iso


class RoomsReplayError(ValueError):
    """A Castle Rooms record that does not replay; the message says why."""


def replay_state(record: SaveGame | HistoryRecord) -> GameState:
    """Return the Castle Rooms game a save or record reaches; raise RoomsReplayError if it does not replay."""
    try:
        return GameState.replay(len(record.seats), record.seed, list(record.actions), record.first_player)
    except ValueError as exc:  # IllegalAction is a ValueError, and so is a bad seat count
        raise RoomsReplayError(f"the record does not replay: {exc}") from None


def longest_lines(state: GameState) -> list[int]:
    """Return every seat's longest line (0 without a line): the scores a record keeps."""
    return [max((len(line.rooms) for line in lines), default=0) for lines in state.lines]


def summary(record: SaveGame | HistoryRecord, state: GameState, name: str) -> dict[str, Any]:
    """Return {"turns_played", "finished", "names", "scores", "winners", "lines"} of ``record`` replayed to
    ``state``; raise RoomsReplayError when a history record says otherwise than its replay (``name`` names the
    file). "scores" alone (the longest lines) read as a four-way tie where the second lines decided (playtest 300)."""
    scores = longest_lines(state) if state.is_over else None
    if isinstance(record, HistoryRecord):
        if record.finished and not state.is_over:
            raise RoomsReplayError(f"{name}: the record says the game finished, but its actions stop after "
                                   f"{state.turn} players' turns")
        if not record.finished and state.is_over:
            raise RoomsReplayError(f"{name}: the record says the game was abandoned, but its actions reach the end")
        if scores is not None and scores != list(record.scores):
            raise RoomsReplayError(f"{name}: the record says {record.scores} but the replay scores {scores}")
        if state.is_over and sorted(record.winners) != state.winners():
            raise RoomsReplayError(f"{name}: the record names winners {record.winners} but the replay "
                                   f"{state.winners()}")
    # a line of ten wins within a turn, which the engine's count of ended turns leaves out (the replay shows it)
    won_within = state.is_over and bool(state.actions) and state.actions[-1] != END_TURN
    return {"turns_played": state.turn + won_within, "finished": state.is_over,
            "names": [seat.name for seat in record.seats], "scores": scores,
            "winners": state.winners() if state.is_over else None,
            "lines": [list(state.standing(seat)) for seat in range(state.n)]}


def history_record(save: SaveGame, state: GameState) -> HistoryRecord:
    """Return the history record of ``save`` played to ``state``: finished if the game is over, else abandoned."""
    return HistoryRecord(
        game="rooms", seed=save.seed, seats=list(save.seats), first_player=save.first_player,
        actions=list(state.actions), finished=state.is_over, scores=longest_lines(state),
        winners=state.winners() if state.is_over else [], finished_at=now_iso(),
        cards_scored=[{} for _ in save.seats], ai_fallbacks=list(save.ai_fallbacks), hints=list(save.hints),
        hinted=list(save.hinted),
    )


__all__ = ["RoomsReplayError", "history_record", "longest_lines", "replay_state", "summary"]
