"""Runs an AI decision in the background so the pygame loop keeps its 60 FPS.

One daemon thread takes requests and hands easy, medium and hard to a one-process
``ProcessPoolExecutor`` (spawn-safe: the job is a top-level function and the observation is
pickled), so the GIL stays with the UI; the search process lowers its own priority
(``os.nice(5)`` where the platform has it) so that the UI's frames come first. The pool's
process is started with the thread, before the first answer is needed; a warm round trip
adds about a millisecond to a medium decision. Only random decides on the thread.

    worker = AIWorker()
    worker.request(state, "hard", seed)     # builds the observation of the seat to move
    ...each frame: result = worker.poll()  # AIResult or None
    worker.cancel()                         # leaving the game: answer dropped, search stopped
    worker.shutdown()                       # quitting the app

If the AI raises, the worker answers with the medium level's choice and sets ``error`` to a
short sentence that the UI can show.
"""

from __future__ import annotations

import multiprocessing
import os
import queue
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass

from castlecombo.combo.ai.players import LEVELS, make_player
from castlecombo.combo.engine.state import GameState

FALLBACK_LEVEL = "medium"
PROCESS_LEVELS = ("easy", "medium", "hard")  # decided in the worker process, off the UI's GIL

# --- the worker process's side (module top level: spawn pickles these by name) ---------

_generation = None  # multiprocessing.Value shared with the parent: the request being answered


NICENESS = 5  # how much the search process lowers its priority below the UI's


def _init_process(generation) -> None:
    global _generation
    _generation = generation
    if hasattr(os, "nice"):  # POSIX only; Windows has no os.nice
        try:
            os.nice(NICENESS)
        except OSError:
            pass


def _ping() -> int:
    """A no-op job that makes the pool start its process ahead of the first request."""
    return os.getpid()


def _stale(gen: int) -> bool:
    g = _generation
    return g is not None and g.value != gen


def process_choose(obs: GameState, level: str, seed: int, think_ms: int | None, gen: int) -> int:
    """Decide in the worker process; the search stops early when the request was cancelled."""
    if level == "hard":
        from castlecombo.combo.ai import search
        from castlecombo.combo.ai.players import DEFAULT_THINK_MS

        return search.choose(obs, seed=seed, think_ms=DEFAULT_THINK_MS if think_ms is None else think_ms,
                             should_stop=lambda: _stale(gen))
    return make_player(level, seed, think_ms).choose(obs)


# --- the UI's side --------------------------------------------------------------------

@dataclass(frozen=True)
class AIResult:
    """What the worker decided: ``action`` (None only if even the fallback failed)."""

    action: int | None
    level_used: str
    error: str | None = None


@dataclass
class _Job:
    gen: int
    obs: GameState
    level: str
    seed: int
    think_ms: int | None


_WARM = _Job(-1, None, "", 0, None)  # type: ignore[arg-type]  # the thread's "start the pool" job


class AIWorker:
    """Background decisions for the UI: request, poll each frame, cancel, shutdown."""

    def __init__(self, use_process: bool = True) -> None:
        self._use_process = use_process
        self._lock = threading.Lock()
        self._jobs: queue.Queue[_Job | None] = queue.Queue()
        self._gen = 0
        self._result: AIResult | None = None
        self._busy = False
        self._pool: ProcessPoolExecutor | None = None
        self._shared_gen = None
        self._thread: threading.Thread | None = None
        self._closed = False

    # public API -------------------------------------------------------------------

    def request(self, state: GameState, level: str, seed: int, think_ms: int | None = None) -> None:
        """Start deciding for the seat to move in ``state`` (a previous request is dropped)."""
        if self._closed:
            raise RuntimeError("the AI worker was shut down")
        if level not in LEVELS:
            raise ValueError(f"unknown AI level {level!r}")
        if state.is_over:
            raise ValueError("the game is over: there is nothing to decide")
        obs = state.observation(state.to_move())
        with self._lock:
            self._gen += 1
            gen = self._gen
            self._result = None
            self._busy = True
            if self._shared_gen is not None:
                self._shared_gen.value = gen
        self._ensure_thread()
        self._jobs.put(_Job(gen, obs, level, seed, think_ms))

    def poll(self) -> AIResult | None:
        """Return the answer once (then None), or None while thinking or idle."""
        with self._lock:
            result, self._result = self._result, None
            return result

    @property
    def busy(self) -> bool:
        """Whether a request is being decided."""
        return self._busy

    def cancel(self) -> None:
        """Drop the pending answer and stop any search in progress."""
        with self._lock:
            self._gen += 1
            self._result = None
            self._busy = False
            if self._shared_gen is not None:
                self._shared_gen.value = self._gen
        # empty the queue of requests not yet started
        try:
            while True:
                self._jobs.get_nowait()
        except queue.Empty:
            pass

    def shutdown(self) -> None:
        """Stop everything: thread, search and worker process."""
        self.cancel()
        self._closed = True
        if self._thread is not None:
            self._jobs.put(None)
            self._thread.join(timeout=2.0)
            self._thread = None
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None

    def __enter__(self) -> AIWorker:
        return self

    def __exit__(self, *exc) -> None:
        self.shutdown()

    # the thread -------------------------------------------------------------------

    def _ensure_thread(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._run, name="castlecombo-ai", daemon=True)
            self._thread.start()
            if self._use_process:
                self._jobs.put(_WARM)  # start the process now: the first answer needs it

    def _current(self, gen: int) -> bool:
        return self._gen == gen

    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            if job is _WARM:
                try:
                    self._get_pool().submit(_ping)
                except Exception:
                    pass
                continue
            if not self._current(job.gen):
                continue
            result = self._decide(job)
            with self._lock:
                if self._gen == job.gen:
                    self._result = result
                    self._busy = False

    def _decide(self, job: _Job) -> AIResult:
        try:
            if job.level in PROCESS_LEVELS and self._use_process:
                action = self._in_process(job)
            else:
                action = choose_action(job.obs, job.level, job.seed, job.think_ms)
            if action is None:  # cancelled
                return AIResult(None, job.level, None)
            if action not in job.obs.legal_actions():
                raise ValueError(f"the AI chose an illegal action {action}")
            return AIResult(action, job.level, None)
        except Exception as exc:
            error = (f"The {job.level} AI ran into a problem ({type(exc).__name__}), "
                     f"so the {FALLBACK_LEVEL} AI made this move.")
            try:
                action = choose_action(job.obs, FALLBACK_LEVEL, job.seed, None)
                return AIResult(action, FALLBACK_LEVEL, error)
            except Exception:
                legal = job.obs.legal_actions()
                return AIResult(legal[0] if legal else None, "random", error)

    def _in_process(self, job: _Job) -> int | None:
        pool = self._get_pool()
        future: Future = pool.submit(process_choose, job.obs, job.level, job.seed, job.think_ms, job.gen)
        while True:
            try:
                return future.result(timeout=0.05)
            except TimeoutError:
                if not self._current(job.gen):
                    future.cancel()
                    # the search sees the new generation and returns soon; wait so that no
                    # search keeps running behind the caller's back
                    try:
                        future.result(timeout=5.0)
                    except Exception:
                        pass
                    return None
            except BrokenProcessPool:
                self._pool = None
                raise

    def _get_pool(self) -> ProcessPoolExecutor:
        if self._pool is None:
            ctx = multiprocessing.get_context("spawn")
            self._shared_gen = ctx.Value("q", self._gen, lock=False)
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=ctx, initializer=_init_process,
                                             initargs=(self._shared_gen,))
        return self._pool


def choose_action(obs: GameState, level: str, seed: int, think_ms: int | None) -> int:
    """Decide on the calling thread (random/easy/medium; hard too when no process is used)."""
    return make_player(level, seed, think_ms).choose(obs)


__all__ = ["FALLBACK_LEVEL", "AIResult", "AIWorker", "choose_action", "process_choose"]
