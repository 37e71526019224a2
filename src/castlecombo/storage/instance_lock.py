"""One window per data folder: a lock on a file there, held while the app runs, so that two copies never
write over each other's saved games (a playtest started a second copy on the same saves). The system lets
go of the lock when the process ends, however it ends, so a crash leaves nothing stale behind."""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

log = logging.getLogger("castlecombo")

LOCK_NAME = "running.lock"


class InstanceLock:
    """The lock of a data folder, held until :meth:`release` or the process's end."""

    def __init__(self, fd: int | None) -> None:
        self._fd = fd  # None: a folder that cannot hold a lock file (nothing is locked, nothing refused)

    def release(self) -> None:
        """Let go of the lock (closing its file); nothing if already let go."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


def _try_lock(fd: int) -> None:
    """Lock the open file ``fd`` at once; raise OSError if another process holds it."""
    if sys.platform == "win32":
        import msvcrt

        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


def acquire(folder: Path) -> InstanceLock | None:
    """Return the lock of ``folder``, now held by this process; None if another running copy holds it. A folder
    where no lock file can be made is not refused (its saves will say what is wrong when written)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(folder / LOCK_NAME, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as exc:
        log.info("No lock file in %s: %s", folder, exc)
        return InstanceLock(None)
    try:
        _try_lock(fd)
    except OSError:
        os.close(fd)
        return None
    return InstanceLock(fd)


__all__ = ["LOCK_NAME", "InstanceLock", "acquire"]
