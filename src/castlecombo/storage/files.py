"""Persistence: settings, the game in progress and the history of finished games.

Layout (computed at call time, so tests can point ``CASTLECOMBO_HOME`` anywhere)::

    $CASTLECOMBO_HOME/settings.json          or  user_config_dir("castlecombo")/settings.json
    $CASTLECOMBO_HOME/saves/current.json     or  user_data_dir("castlecombo")/saves/current.json
    $CASTLECOMBO_HOME/history/*.json         or  user_data_dir("castlecombo")/history/*.json

Every write is atomic (temp file in the same folder, fsync, ``os.replace``) and keeps the
previous copy as ``<name>.bak`` when, and only when, that copy is itself valid. Every load
is defensive: a file that cannot be parsed or validated is moved aside to
``<name>.corrupt-YYYYmmdd-HHMMSS``, the backup is used when it is good, and the caller gets a
plain-language message for the player instead of an exception.

A file missing while its ``.bak`` is present is treated the same way (the backup is
restored), a caller may add its own check (a save must also replay), and temp files a
killed writer left behind are removed when the folder is next read or written.

Writes raise :class:`StorageError` (an ``OSError``) with a plain-language message when the
disk refuses them; loads never raise for damaged files.
"""

from __future__ import annotations

import logging
import os
import tempfile
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TypeVar

import platformdirs
from pydantic import BaseModel, ValidationError

from castlecombo.i18n import N_, _, ngettext
from castlecombo.inputfiles import InputError, parse_json, read_text_file, shorten
from castlecombo.storage.records import (
    HistoryRecord,
    SaveGame,
    SeatConfig,
    Settings,
    dump_json,
)

log = logging.getLogger("castlecombo")

__all__ = [
    "HOME_ENV",
    "HistoryRecord",
    "SaveGame",
    "SeatConfig",
    "Settings",
    "StorageError",
    "atomic_write_text",
    "backup_path",
    "clean_stale_temps",
    "config_dir",
    "data_dir",
    "describe_validation",
    "dump_json",
    "history_dir",
    "load_history",
    "load_settings",
    "save_settings",
    "saves_dir",
    "settings_language",
    "settings_path",
]

APP_NAME = "castlecombo"
HOME_ENV = "CASTLECOMBO_HOME"
MAX_FILE_BYTES = 16 * 1024 * 1024
# A writer's temp file lives for milliseconds; one this old was left by a killed process.
STALE_TEMP_SECONDS = 10

M = TypeVar("M", bound=BaseModel)


class StorageError(OSError):
    """A file could not be written; ``str(err)`` is a message for the player."""


# --- paths ------------------------------------------------------------------------------

def _home() -> Path | None:
    value = os.environ.get(HOME_ENV)
    return Path(value).expanduser() if value else None


def config_dir() -> Path:
    """Folder for settings: ``$CASTLECOMBO_HOME`` or the platform's user config folder."""
    return _home() or Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """Folder for saves and history: ``$CASTLECOMBO_HOME`` or the platform's user data folder."""
    return _home() or Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    """Path of ``settings.json``."""
    return config_dir() / "settings.json"


def saves_dir() -> Path:
    """Folder holding the game in progress."""
    return data_dir() / "saves"


def history_dir() -> Path:
    """Folder holding one JSON file per finished game."""
    return data_dir() / "history"


def backup_path(path: Path) -> Path:
    """Path of the backup copy kept next to ``path`` (``<name>.bak``)."""
    return path.with_name(path.name + ".bak")


# --- atomic writes ----------------------------------------------------------------------

def _fsync_dir(folder: Path) -> None:
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
    try:
        fd = os.open(folder, flags)
    except OSError:
        return  # e.g. Windows: directories cannot be opened, and need no fsync
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _replace_with_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` to a temp file next to ``path``, fsync it, then os.replace onto ``path``."""
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        raise


def _looks_like_json(text: str) -> bool:
    try:
        parse_json(text)
    except InputError:
        return False
    return True


def clean_stale_temps(folder: Path) -> None:
    """Remove the temp files killed writers left in ``folder`` (old ones only, never a live writer's)."""
    cutoff = time.time() - STALE_TEMP_SECONDS
    try:
        leftovers = list(folder.glob(".*.tmp"))
    except OSError:
        return
    for leftover in leftovers:
        try:
            if leftover.is_file() and leftover.stat().st_mtime < cutoff:
                leftover.unlink()
        except OSError:
            pass


def atomic_write_text(
    path: Path | str, text: str, *, is_good: Callable[[str], bool] | None = None
) -> None:
    """Atomically replace ``path`` with UTF-8 ``text``, keeping a valid previous copy as ``.bak``."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8")
    good = is_good or (_looks_like_json if path.suffix == ".json" else (lambda _text: True))

    try:
        old: str | None = read_text_file(path, MAX_FILE_BYTES)  # only a regular file of sane size
    except InputError:
        old = None
    if old is not None and old.encode("utf-8") != data and good(old):
        _replace_with_bytes(backup_path(path), old.encode("utf-8"))

    _replace_with_bytes(path, data)
    _fsync_dir(path.parent)
    clean_stale_temps(path.parent)


# --- loading with recovery --------------------------------------------------------------

def _friendly_location(loc: tuple[int | str, ...]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            name = str(part)
            if not (name.isprintable() and len(name) <= 40):  # a field name from the file: never echo it raw
                name = shorten(repr(name)[1:-1], 40)
            out += ("." if out else "") + name
    return out


# the value problems a changed file most often has, in the player's words (pydantic's own, "Input should be less
# than or equal to 3999", read as a developer's message, playtest 313); the others keep pydantic's
VALUE_PROBLEMS = {
    # TRANSLATORS: what is wrong with a value of a damaged file: {le}, {ge} and the others are numbers
    "less_than_equal": N_("it must be at most {le}"),
    "greater_than_equal": N_("it must be at least {ge}"),
    "less_than": N_("it must be under {lt}"),
    "greater_than": N_("it must be over {gt}"),
    "int_type": N_("it must be a whole number"),
    "int_parsing": N_("it must be a whole number"),
    "float_type": N_("it must be a number"),
    "string_type": N_("it must be text"),
    "bool_type": N_("it must be true or false"),
    "list_type": N_("it must be a list"),
    "string_too_long": N_("it must be at most {max_length} characters long"),
    "too_long": N_("it must hold at most {max_length} items"),
}


def value_problem(kind: str, ctx: dict[str, object], fallback: str) -> str:
    """Return the problem of a value of kind ``kind`` (pydantic's error type, with its ``ctx``) in the player's
    words, or ``fallback`` (pydantic's) where it has none."""
    words = VALUE_PROBLEMS.get(kind)
    if words is None:
        return fallback
    try:
        return _(words).format(**ctx)
    except (KeyError, IndexError):
        return fallback


def describe_validation(err: ValidationError) -> str:
    """Return the first problem of ``err`` in words, to follow a file's name ("is missing the field 'seed'", ...)."""
    errors = err.errors(include_url=False, include_input=False)
    first = errors[0]
    where = _friendly_location(tuple(first.get("loc", ())))
    kind = first.get("type", "")
    msg = shorten(str(first.get("msg", "is not valid")), 120)
    if msg.startswith("Value error, "):
        msg = msg[len("Value error, "):]
    # TRANSLATORS: what is wrong with a file, said after its name ("settings.json is missing the field 'seed'")
    if kind == "missing":
        text = _("is missing the field '{field}'").format(field=where)
    elif kind == "extra_forbidden":
        text = _("has an unexpected field '{field}'").format(field=where)
    elif kind in ("model_type", "dict_type") and not where:
        text = _("does not contain the expected JSON object")
    elif where:
        problem = value_problem(kind, dict(first.get("ctx") or {}), msg)
        text = _("has a bad value in '{field}': {problem}").format(field=where, problem=problem)
    else:
        text = _("is inconsistent: {problem}").format(problem=msg)
    if len(errors) > 1:
        more = len(errors) - 1
        # TRANSLATORS: no brackets: the whole is often said in brackets ("(has no field 'seed' (and 3 more
        # problems))", playtest 338)
        text = ngettext("{problem}, and {n} more problem", "{problem}, and {n} more problems", more).format(
            problem=text, n=more)
    return text


def _read_model(
    path: Path, model: type[M], check: Callable[[M], str | None] | None = None
) -> tuple[M | None, str | None]:
    """Load ``path`` as ``model``: (obj, None) if good, (None, None) if absent, else (None, why)."""
    if not path.exists():
        # TRANSLATORS: what is wrong with a file, said after its name (as all the file problems are)
        return None, (_("is a link to a file that does not exist") if path.is_symlink() else None)
    try:
        text = read_text_file(path, MAX_FILE_BYTES)
        if not text.strip():
            return None, _("is empty")
        data = parse_json(text)
    except InputError as exc:
        return None, _without_path(str(exc), path)
    try:
        obj = model.model_validate(data)
    except ValidationError as exc:  # said damaged first, the field after (a playtest read "'actions[5]': Input …")
        # TRANSLATORS: what is wrong with a file, after its name; {problem} names the value ("has a bad value in …")
        return None, _("is damaged, changed outside the game ({problem})").format(problem=describe_validation(exc))
    except (ValueError, TypeError, RecursionError) as exc:
        return None, _("could not be checked ({problem})").format(problem=shorten(str(exc), 80))
    problem = check(obj) if check is not None else None
    return (None, problem) if problem else (obj, None)


def _without_path(message: str, path: Path) -> str:
    """Turn "<path>: problem" into "problem"; a file that is not JSON is said to be damaged in a
    player's words (where its text breaks goes to the log)."""
    prefix = f"{path}: "
    if message.startswith(prefix) and "UTF-8" not in message:  # (not text: damaged too, a playtest read "byte 0xE2")
        return message[len(prefix):]
    log.warning("%s is not valid JSON: %s", path, message)
    return _("is damaged (it was cut short or changed outside the game)")


def _corrupt_name(path: Path) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 2
    while candidate.exists() or candidate.is_symlink():
        candidate = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
        n += 1
    return candidate


_ASIDE: dict[str, tuple[str, str, str]] = {  # what became of a damaged file: gone, left, kept
    "file": (N_("the damaged file has disappeared"),
             N_("the damaged file could not be moved aside ({problem}) and was left as it is"),
             N_("the damaged file was kept as {path}")),
    # TRANSLATORS: said of a damaged backup copy named just before ("..., and it was kept as ...")
    "it": (N_("it has disappeared"), N_("it could not be moved aside ({problem}) and was left as it is"),
           N_("it was kept as {path}")),
}


def _move_aside(path: Path, said: str = "file") -> tuple[Path | None, str]:
    """Rename a damaged file out of the way; returns (new path or None, words for the player: see _ASIDE)."""
    gone, left, kept = _ASIDE[said]
    target = _corrupt_name(path)
    try:
        os.rename(path, target)
    except FileNotFoundError:
        return None, _(gone)
    except OSError as exc:
        return None, _(left).format(problem=exc.strerror or exc)
    _fsync_dir(path.parent)
    return target, _(kept).format(path=target)


def _model_is_good(model: type[M], check: Callable[[M], str | None] | None = None) -> Callable[[str], bool]:
    """Return a test of text: does it hold a valid ``model`` that also passes ``check``?"""
    def is_good(text: str) -> bool:
        try:
            obj = model.model_validate(parse_json(text))
        except (ValueError, TypeError, RecursionError):  # InputError and ValidationError are ValueErrors
            return False
        return check is None or check(obj) is None

    return is_good


def _load_with_recovery(
    path: Path, model: type[M], unusable: str, lost: str, restored: str,
    check: Callable[[M], str | None] | None = None, words: dict[str, str] | None = None,
) -> tuple[M | None, str | None]:
    """Load ``path``; if it is damaged or missing, move it aside, fall back to a good ``.bak``, and explain.

    ``unusable`` ("... {file} {problem}.", and any of ``words``), ``lost`` and ``restored`` are the explanation's
    sentences, marked N_ and translated here.
    """
    clean_stale_temps(path.parent)
    obj, problem = _read_model(path, model, check)
    if obj is not None:
        return obj, None
    bak = backup_path(path)
    kept = ""
    if problem is None:  # absent: nothing to say unless a backup shows there was a file
        if not (bak.exists() or bak.is_symlink()):
            return None, None
        message = _(unusable).format(file=path.name, problem=_("is missing"), **(words or {}))
    else:
        _aside, kept = _move_aside(path)
        kept = f"; {kept}"
        message = _(unusable).format(file=path.name, problem=problem, **(words or {}))
    bak_obj, bak_problem = _read_model(bak, model, check)
    if bak_obj is not None:
        try:  # put the good copy back in place so the folder is consistent again
            atomic_write_text(path, read_text_file(bak, MAX_FILE_BYTES), is_good=_model_is_good(model, check))
        except (OSError, InputError):
            pass
        return bak_obj, f"{message} {_(restored)}{kept}."
    if bak_problem is not None:  # a damaged backup is no use to anyone; keep it aside too
        _aside, bak_kept = _move_aside(bak, said="it")
        kept += "; " + _("the backup copy {file} {problem}, and {kept}").format(file=bak.name, problem=bak_problem,
                                                                              kept=bak_kept)
    return None, f"{message} {_(lost)}{kept}."


# --- settings ---------------------------------------------------------------------------

def load_settings() -> tuple[Settings, str | None]:
    """Load settings (defaults when absent); the message explains any repair made."""
    settings, message = _load_with_recovery(
        settings_path(),
        Settings,
        unusable=N_("Your settings file could not be used: {file} {problem}."),
        lost=N_("Your settings were reset to defaults"),
        restored=N_("Your previous settings were restored from the backup copy"),
    )
    return (settings if settings is not None else Settings()), message


def settings_language() -> str | None:
    """Return the language the settings file names or, where it cannot be read, its backup copy (None: neither
    names one), repairing nothing: a damaged file is then explained in the language chosen before (a Spanish
    notice's body came in English, playtest 338)."""
    for path in (settings_path(), backup_path(settings_path())):
        settings, _problem = _read_model(path, Settings)
        if settings is not None and settings.language:
            return settings.language
    return None


def save_settings(settings: Settings) -> None:
    """Write settings atomically (raises StorageError with a message if the disk refuses)."""
    _write(settings_path(), settings, N_("Could not save your settings to {path}: {problem}."))


def _write(path: Path, model: M, failed: str, check: Callable[[M], str | None] | None = None) -> None:
    """Write ``model`` to ``path``; raise StorageError saying ``failed`` (marked N_) if the disk refuses."""
    try:
        atomic_write_text(path, dump_json(model), is_good=_model_is_good(type(model), check))
    except OSError as exc:
        raise StorageError(_(failed).format(path=path, problem=exc.strerror or exc)) from exc


# --- history ----------------------------------------------------------------------------

def load_history() -> tuple[list[HistoryRecord], list[str]]:
    """All finished games, oldest first; a damaged record is moved aside and restored from its good ``.bak``
    (a record rewritten with its review keeps the one before), else left out; each repair is explained."""
    folder = history_dir()
    clean_stale_temps(folder)
    try:
        names = {p.name for p in folder.glob("*.json")}
        names |= {p.name.removesuffix(".bak") for p in folder.glob("*.json.bak")}  # a record gone, its copy left
    except OSError:
        names = set()
    records: list[HistoryRecord] = []
    messages: list[str] = []
    for name in sorted(names):
        record, message = _load_with_recovery(
            folder / name, HistoryRecord,
            unusable=N_("A finished game in your history could not be used: {file} {problem}."),
            lost=N_("It was left out of your statistics"),
            restored=N_("It was restored from its backup copy"))
        if record is not None:
            records.append(record)
        if message is not None:
            messages.append(message)
    return records, messages
