"""Write files on one background thread, so that an fsync never stalls a frame.

The owner (the app) submits items in order; an item already superseded by a newer one when
its turn comes is skipped, since only the latest save matters. Failures are handed back on
the owner's thread by :meth:`LatestWriter.errors`: the writing thread never touches the UI.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import wait as wait_for
from typing import Generic, TypeVar

T = TypeVar("T")


class LatestWriter(Generic[T]):
    """``write(item)`` on one thread for the latest submitted item; flush, collect errors, close."""

    def __init__(self, write: Callable[[T], None], name: str = "writer") -> None:
        self._write = write
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=name)
        self._serial = 0
        self._pending: list[Future[None]] = []

    def submit(self, item: T) -> None:
        """Write ``item`` soon, unless a newer item is submitted before its turn."""
        self._serial += 1
        self._pending.append(self._pool.submit(self._write_if_latest, item, self._serial))

    def flush(self, timeout: float = 5.0) -> None:
        """Wait (at most ``timeout`` seconds) until every submitted item is written or skipped."""
        wait_for(self._pending, timeout=timeout)

    def errors(self) -> list[BaseException]:
        """Return (once) what the finished writes raised, oldest first."""
        done: list[Future[None]] = []
        still: list[Future[None]] = []
        for future in self._pending:
            (done if future.done() else still).append(future)
        self._pending = still
        return [problem for future in done if (problem := future.exception()) is not None]

    def close(self) -> None:
        """Write what is pending, then stop the thread."""
        self.flush()
        self._pool.shutdown(wait=True)

    def _write_if_latest(self, item: T, serial: int) -> None:
        if serial == self._serial:
            self._write(item)
