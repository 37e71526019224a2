"""Finding a finished game's file in the history and writing it again with more in it (its review).

A history file is written once when its game ends (``saves.record_finished_game``); a review
computed later is kept in the same file, rewritten atomically with the previous copy kept as
``.bak``, so the record is never lost even if the machine stops mid-write.
"""

from __future__ import annotations

from pathlib import Path

from castlecombo.i18n import N_, _
from castlecombo.storage.files import StorageError, _read_model, _write, history_dir
from castlecombo.storage.records import HistoryRecord


def same_game(a: HistoryRecord, b: HistoryRecord) -> bool:
    """True if ``a`` and ``b`` record the same game: game, seed, seats, moves and first player (one
    left to the seed, None, is the seat the seed draws: the moves, all the same, tell the rest)."""
    firsts = a.first_player == b.first_player or None in (a.first_player, b.first_player)
    return firsts and (a.game, a.seed, a.seats, a.actions, a.reshuffled) == (b.game, b.seed, b.seats, b.actions,
                                                                             b.reshuffled)


def find_history_record(record: HistoryRecord) -> tuple[Path, HistoryRecord] | None:
    """Return the history file that holds ``record``'s game and the record it holds, or None."""
    folder = history_dir()
    try:  # the file is named after the game's seed; any other name is looked at only if need be
        named = sorted({*folder.glob(f"*-{record.seed}.json"), *folder.glob(f"*-{record.seed}-*.json")})
        others = sorted(set(folder.glob("*.json")) - set(named))
    except OSError:
        return None
    for path in named + others:
        found, _problem = _read_model(path, HistoryRecord)
        if found is not None and same_game(found, record):
            return path, found
    return None


def rewrite_history_record(path: Path, record: HistoryRecord) -> None:
    """Write ``record`` (e.g. with a review) over the history file ``path`` of the same game,
    atomically, the previous copy kept as ``.bak``; raise StorageError if ``path`` no longer holds
    that game or the disk refuses."""
    current, _problem = _read_model(path, HistoryRecord)
    if current is None or not same_game(current, record):
        raise StorageError(_("Could not update the finished game in {path}: the file no longer holds it.").format(
            path=path))
    _write(path, record, N_("Could not update the finished game in {path}: {problem}."))
