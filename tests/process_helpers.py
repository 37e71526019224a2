"""Helpers for the tests of processes and threads: who is alive, waiting for a condition."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterable


def _stat(pid: int) -> tuple[str, int] | None:
    """(state letter, session id) of a process from /proc, or None if it is gone."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as fh:
            fields = fh.read().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return fields[0], int(fields[3])


def session_members(session: int) -> list[int]:
    """The live (not zombie) processes of a session."""
    found = []
    for name in os.listdir("/proc"):
        if name.isdigit():
            stat = _stat(int(name))
            if stat is not None and stat[0] != "Z" and stat[1] == session:
                found.append(int(name))
    return found


def alive_in_session(pids: Iterable[int] = (), *, session: int | None = None) -> bool:
    """True if any of ``pids`` (or any process of ``session``) is still running (zombies count as gone)."""
    if session is not None:
        return bool(session_members(session))
    return any((stat := _stat(pid)) is not None and stat[0] != "Z" for pid in pids)


def children_of(pid: int) -> list[int]:
    """The live child processes of ``pid``."""
    found = []
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", encoding="ascii", errors="replace") as fh:
                fields = fh.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if fields[0] != "Z" and int(fields[1]) == pid:
            found.append(int(name))
    return found


def wait_until(condition: Callable[[], bool], seconds: float, step: float = 0.05) -> bool:
    """Poll ``condition`` until it holds or ``seconds`` pass; return whether it held."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(step)
    return condition()
