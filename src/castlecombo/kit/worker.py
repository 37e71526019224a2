"""Run picklable functions in one background process, so the window's loop keeps its frames.

The GIL is why this is a process and not a thread: a CPU-bound search on a thread costs the
60 FPS loop about one switch interval per frame, a process costs it nothing. The process is
started on the first ``submit`` (or ``start``), lowers its priority (``os.nice`` where the
platform has it) and exits by itself when its parent dies, even by ``kill -9``.

    worker = Worker()                     # owned by the app; nothing runs yet
    future = worker.submit(fn, *args)     # fn: a top-level function, args: picklable
    ...each frame: if future.done(): value = future.result()
    worker.cancel(future)                 # the answer is no longer wanted
    worker.shutdown()                     # quitting
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

T = TypeVar("T")

NICENESS = 5  # how far the worker process lowers its priority below the window's
PARENT_CHECK_SECONDS = 0.25  # how often the worker process looks for its parent
STOP_SECONDS = 1.0  # how long a stopped worker process may take to end before it is killed


# --- the worker process's side (module top level: spawn pickles these by name) -----------

def _exit_with_parent(parent: int) -> None:
    """Poll until the parent is gone (the process is re-parented), then end this process at once."""
    while os.getppid() == parent:
        time.sleep(PARENT_CHECK_SECONDS)
    os._exit(0)


def _stop(_signum: int, _frame: object) -> None:
    """End the worker process at once when the app stops it, its own helper processes first.

    A job may have started processes of its own (the expert search's helpers). Their pools'
    semaphores are released here: killed without that, the process leaves them to the
    resource tracker, which warns about leaked semaphores when the app quits.
    """
    for child in multiprocessing.active_children():
        child.kill()
    # no public call runs the finalizers that unlink them; os._exit skips them otherwise
    multiprocessing.util._run_finalizers(0)  # type: ignore[attr-defined]
    os._exit(0)


def _leave_cancelled(_exc: BaseException | None) -> None:
    """Leave a cancelled future cancelled (what its ``set_exception`` does once the pool stops)."""


def _init_process(parent: int, niceness: int) -> None:
    """Set up the worker process: lower priority, ignore Ctrl-C (the app handles it), end cleanly on
    SIGTERM, watch the parent."""
    if sys.platform != "win32":
        try:
            os.nice(niceness)
        except OSError:  # not permitted here: run at normal priority
            pass
        signal.signal(signal.SIGTERM, _stop)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(target=_exit_with_parent, args=(parent,), name="watch-parent", daemon=True).start()


def _ready() -> int:
    """A no-op job that makes the pool start its process; returns the process id."""
    return os.getpid()


# --- the app's side -------------------------------------------------------------------------

class Worker:
    """One background process for CPU-bound jobs: submit, poll the future, cancel, shut down."""

    def __init__(self, niceness: int = NICENESS) -> None:
        self._niceness = niceness
        self._pool: ProcessPoolExecutor | None = None
        self._closed = False

    def start(self) -> None:
        """Launch the process now, ahead of the first job that needs a quick answer."""
        self.submit(_ready)

    def submit(self, fn: Callable[..., T], /, *args: Any) -> Future[T]:
        """Run ``fn(*args)`` in the worker process; a pool whose process died is replaced first.

        Raises RuntimeError after ``shutdown``.
        """
        if self._closed:
            raise RuntimeError("the worker was shut down")
        try:
            return self._live_pool().submit(fn, *args)
        except BrokenProcessPool:  # its process died between the check and the submit
            self._discard_pool()
            return self._live_pool().submit(fn, *args)

    def cancel(self, future: Future[Any]) -> None:
        """Drop ``future``: not started, it never runs; running, the process is stopped (and restarted
        by the next ``submit``), so no job keeps running behind the caller's back."""
        if future.cancel() or future.done():
            return
        self._discard_pool()

    def shutdown(self) -> None:
        """Stop the process, whatever it is doing; later submits raise RuntimeError."""
        self._closed = True
        self._discard_pool()

    def process_ids(self) -> list[int]:
        """The ids of the live worker processes (none before the first job)."""
        if self._pool is None:
            return []
        return [pid for pid, process in self._pool._processes.items() if process.is_alive()]

    def __enter__(self) -> Worker:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.shutdown()

    def _live_pool(self) -> ProcessPoolExecutor:
        """The pool, started if need be; one whose process died (killed while idle) is replaced."""
        if self._pool is not None and not all(p.is_alive() for p in self._pool._processes.values()):
            self._discard_pool()
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                initializer=_init_process, initargs=(os.getpid(), self._niceness))
        return self._pool

    def _discard_pool(self) -> None:
        """Stop the process (a search may be running; killed if it does not end within ``STOP_SECONDS``)
        and wait for the pool's threads to end."""
        pool, self._pool = self._pool, None
        if pool is None:
            return
        # ProcessPoolExecutor has no public way to stop a running job or to see its process
        # before Python 3.14 (terminate_workers); its process table is the way in.
        processes = list(pool._processes.values())
        # The stopped pool marks every waiting job's future failed; before Python 3.12 it raises in its
        # own thread (a traceback on stderr) for a future already cancelled (CPython gh-107219).
        for item in list(pool._pending_work_items.values()):
            if item.future.cancelled():
                item.future.set_exception = _leave_cancelled  # type: ignore[method-assign,assignment]
        for process in processes:
            process.terminate()
        for process in processes:
            process.join(STOP_SECONDS)
            if process.is_alive():
                process.kill()
        pool.shutdown(wait=True)  # cancelling the waiting jobs here would race with the failing above
