"""The games in progress, one per game, and their end in the history.

Each game keeps its own save, so a Castle Rooms game can be started, played and left while a
Castle Combo game waits to be continued (and the other way round)::

    saves/current.json    the Castle Combo game in progress (the name older versions used)
    saves/rooms.json      the Castle Rooms game in progress

Older versions kept either game in ``current.json``; a Castle Rooms game found there is moved
to ``rooms.json`` the first time the saves are read. Writes and loads go through ``files``
(atomic, backed up, damaged copies moved aside and explained).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from castlecombo.i18n import N_, _
from castlecombo.inputfiles import InputError, parse_json, read_text_file, shorten
from castlecombo.storage.files import (
    MAX_FILE_BYTES,
    StorageError,
    _fsync_dir,
    _load_with_recovery,
    _write,
    backup_path,
    history_dir,
    saves_dir,
)
from castlecombo.storage.records import GAMES, TITLES, GameName, HistoryRecord, SaveGame

__all__ = ["current_save_path", "delete_current_save", "latest_saved_game", "load_current_save",
           "record_finished_game", "record_once", "save_replay_problem", "write_current_save"]

SAVE_NAMES: dict[GameName, str] = {"combo": "current.json", "rooms": "rooms.json"}
log = logging.getLogger("castlecombo")


def current_save_path(game: GameName = "combo") -> Path:
    """Path of ``game``'s game in progress (``saves/current.json`` for Castle Combo, ``saves/rooms.json``)."""
    return saves_dir() / SAVE_NAMES[game]


def _game_in(path: Path) -> str | None:
    """Return the game a save file says it is of ("combo" when it says none), or None if it cannot be read."""
    try:
        data = parse_json(read_text_file(path, MAX_FILE_BYTES))
    except (OSError, InputError, ValueError):
        return None
    return str(data.get("game", "combo")) if isinstance(data, dict) else None


def _settle_older_save() -> None:
    """Move a Castle Rooms game an older version saved as ``current.json`` (and its backup) to ``rooms.json``."""
    old, new = current_save_path("combo"), current_save_path("rooms")
    if new.exists() or backup_path(new).exists() or _game_in(old) != "rooms":
        return
    try:
        if _game_in(backup_path(old)) == "rooms":
            os.replace(backup_path(old), backup_path(new))
        os.replace(old, new)
        _fsync_dir(new.parent)
    except OSError:
        pass  # left where it was: it is read again (and offered to move) next time


def save_replay_problem(save: SaveGame) -> str | None:
    """Return why ``save`` cannot be resumed by this version of the game (its actions), or None."""
    # the rules only when a save is read; both engines refuse an action with a ValueError (IllegalAction)
    from castlecombo.combo.engine import GameState
    from castlecombo.rooms.engine import GameState as RoomsState

    try:
        if save.game == "rooms":
            RoomsState.replay(len(save.seats), save.seed, list(save.actions), save.first_player)
        else:
            GameState.replay(len(save.seats), save.seed, list(save.actions), save.first_player, save.reshuffled)
    except ValueError as exc:  # damaged by hand, or saved by another version: "this version" read as the game's fault
        log.warning("A save does not replay: %s", shorten(str(exc), 200))
        # TRANSLATORS: what is wrong with a saved game, after its file's name
        return _("holds moves the rules refuse (it was changed outside the game, or saved by another version)")
    return None


def load_current_save(game: GameName = "combo") -> tuple[SaveGame | None, str | None]:
    """Load ``game``'s game in progress (None when there is none); the message explains any repair.

    A save must also replay: one whose actions the rules refuse (after a rules or card change)
    is moved aside like a damaged one, and the backup is tried the same way.
    """
    _settle_older_save()

    def problem(save: SaveGame) -> str | None:
        if save.game != game:
            return _("holds a game of the other card game")
        return save_replay_problem(save)

    return _load_with_recovery(
        current_save_path(game),
        SaveGame,
        # TRANSLATORS: {game} is the game's name: "current.json" alone did not say which (playtest 162)
        unusable=N_("Your saved game of {game} could not be used: {file} {problem}."),
        lost=N_("The game in progress could not be resumed"),
        restored=N_("The game was resumed from the backup copy made one save earlier, "
                    "so the very last move may be missing"),
        check=problem,
        words={"game": _(TITLES[game])},
    )


def latest_saved_game() -> GameName | None:
    """Return the game whose game in progress was saved last (None when neither has one)."""
    _settle_older_save()
    stamps: list[tuple[float, GameName]] = []
    for game in GAMES:
        try:
            stamps.append((current_save_path(game).stat().st_mtime, game))
        except OSError:
            continue
    return max(stamps)[1] if stamps else None


def write_current_save(save: SaveGame) -> None:
    """Write the game in progress (to its game's file) atomically; raise StorageError if the disk refuses."""
    # a backup must replay too
    _write(current_save_path(save.game), save, N_("Could not save your game to {path}: {problem}."),
           save_replay_problem)


def delete_current_save(game: GameName = "combo") -> None:
    """Remove ``game``'s game in progress and its backup (damaged copies kept aside stay)."""
    path = current_save_path(game)
    # the backup first: a backup left alone would be restored as the game in progress
    for victim in (backup_path(path), path):
        try:
            victim.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise StorageError(_("Could not remove the saved game {path}: {problem}.").format(
                path=victim, problem=exc.strerror or exc)) from exc
    if path.parent.exists():
        _fsync_dir(path.parent)


def _history_stem(record: HistoryRecord) -> str:
    try:
        stamp = record.finished_datetime().strftime("%Y%m%d-%H%M%S")
    except ValueError:
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    return f"{stamp}-{record.seed}"


def record_once(game: GameName, record: Callable[[], HistoryRecord], already: bool) -> str | None:
    """Put a finished game of ``game`` (its ``record`` made when asked) in the history and remove its save, or, if it
    is there ``already`` (the app was killed between the two), only remove the save; return why the disk refused
    (a disk problem must not lose the ending), or None."""
    if already:
        try:
            delete_current_save(game)
        except OSError:
            pass  # the next start finds the game in the history and cleans up again
        return None
    try:
        record_finished_game(record())
    except OSError as exc:
        return str(exc)
    return None


def record_finished_game(record: HistoryRecord) -> Path:
    """Write ``history/<timestamp>-<seed>.json`` (finished or abandoned) and remove its game's save.

    Returns the path written; raises StorageError if the disk refuses.
    """
    folder = history_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StorageError(_("Could not create the history folder {path}: {problem}.").format(
            path=folder, problem=exc.strerror or exc)) from exc
    stem = _history_stem(record)
    path = folder / f"{stem}.json"
    n = 2
    while path.exists() or path.is_symlink():
        path = folder / f"{stem}-{n}.json"
        n += 1
    _write(path, record, N_("Could not save the finished game to {path}: {problem}."))
    delete_current_save(record.game)
    return path
