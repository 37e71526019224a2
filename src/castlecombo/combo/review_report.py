"""The ``review`` command: a finished Castle Combo game record reviewed for one seat, as data."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from castlecombo.combo.ai.review import KEY_USES, Review, best_move_words, move_words, review_game
from castlecombo.combo.engine import GameState
from castlecombo.combo.engine import actions as A
from castlecombo.combo.replay import ReplayError, load_game_file, replay_state
from castlecombo.storage.records import HistoryRecord


def review_file(path: str | Path, seat: int | None = None, think_ms: int = 1000, seed: int = 0,
                progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """Return {"seat", "name", "turns": [{"turn", "played", "best", "expected_loss"}], "total_expected_loss"}
    for the finished game in ``path`` (``seat`` defaults to the first human seat; ``progress(done, total)`` hears of
    each turn reviewed); raise ReplayError saying what is wrong with the file or the seat."""
    record = load_game_file(path)
    if not isinstance(record, HistoryRecord) or not record.finished:
        raise ReplayError(f"{path}: is not a finished game (a game in progress or abandoned has nothing to review)")
    final = replay_state(record)
    if not final.is_over:
        raise ReplayError(f"{path}: its moves do not reach the end of the game")
    if seat is None:
        humans = [i for i, s in enumerate(record.seats) if s.kind == "human"]
        if not humans:
            raise ReplayError(f"{path}: no seat was played by a person; give one with --seat")
        seat = humans[0]
    elif not 0 <= seat < len(record.seats):
        raise ReplayError(f"there is no seat {seat} in this game (seats 0 to {len(record.seats) - 1})")
    review = review_game(len(record.seats), record.seed, list(record.actions), record.first_player, seat,
                         think_ms=think_ms, review_seed=seed, progress=progress, reshuffled=record.reshuffled)
    assert review is not None  # nothing asked it to stop
    return as_data(review, record, final)


def as_data(review: Review, record: HistoryRecord, final: GameState) -> dict[str, Any]:
    """Return ``review`` in the shape the ``review`` command prints, moves in words."""
    state = GameState.new(len(record.seats), record.seed, record.first_player, record.reshuffled)
    by_index = {t.index: t for t in review.turns}
    turns = []
    key = ""  # a key the seat used just before: a take judged after it is said with it
    for i, action in enumerate(record.actions):
        t = by_index.get(i)
        if t is not None:
            played = move_words(state, t.played, review.seat, final)
            if t.played in KEY_USES:  # the card taken after it, as the table's review says (playtest 326)
                played = _with_take(played, state, record.actions[i:], review.seat, final)
            best = best_move_words(state, t.best, review.seat, final)
            turns.append({"turn": t.turn, "played": f"{key}, then {played}" if key else played,
                          "best": f"{key}, then {best}" if key else best,
                          "expected_loss": round(t.expected_loss, 1)})
        mine = state.current == review.seat and action in KEY_USES
        key = move_words(state, action, review.seat, final) if mine else ""
        state.apply(action)
    return {"seat": review.seat, "name": record.seats[review.seat].name, "turns": turns,
            "total_expected_loss": round(review.total_expected_loss, 1)}


def _with_take(words: str, state: GameState, actions: list[int], seat: int, final: GameState) -> str:
    """Return ``words`` (a key used at the start of ``actions`` in ``state``) with the card ``seat`` took after it."""
    after = state.clone()
    for action in actions:
        if after.is_over or after.current != seat or after.turn != state.turn:
            break
        if A.is_take(action):
            return f"{words}, then {move_words(after, action, seat, final)}"
        after.apply(action)
    return words
