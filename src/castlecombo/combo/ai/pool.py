"""Root-parallel search: helper processes that simulate a share of each search round.

The engine is pure Python, so the helpers are processes, not threads. They are started on the
first search that asks for them and kept for the next ones (one pool per size), run below the
caller's priority (``os.nice``), and end by themselves when the process that started them dies,
even by ``kill -9`` (the app cancels a decision by stopping its worker process). With no helper
wanted (one searcher: a 2-core machine keeps a core for the window) nothing is started and every
call runs in this process exactly as before.

Iteration budgets split a round's determinization seeds among the processes and put the rows
back in seed order, so the choice does not depend on how many processes searched; time budgets
give each process its own stream of determinizations until the round's end.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass

from castlecombo.combo.ai import rollout
from castlecombo.combo.ai.rollout import Config
from castlecombo.combo.engine.state import GameState

NICENESS = 5  # how far below normal priority the helpers run (at least)
PARENT_CHECK_SECONDS = 0.25

_pools: dict[int, Helpers] = {}


@dataclass(frozen=True)
class Helpers:
    """A pool of ``size`` helper processes, ``starting`` one no-op job each."""

    pool: ProcessPoolExecutor
    size: int
    starting: list[Future[int]]

    def ready(self) -> bool:
        """Whether every helper has started (a search does not wait for a helper still importing)."""
        return all(f.done() for f in self.starting)


def _exit_with_parent(parent: int) -> None:
    """Poll until the parent is gone (the process is re-parented), then end this process at once."""
    while os.getppid() == parent:
        time.sleep(PARENT_CHECK_SECONDS)
    os._exit(0)


def _init_helper(parent: int) -> None:
    """Set up a helper process: low priority, watch the parent."""
    if sys.platform != "win32":
        try:
            os.nice(max(0, NICENESS - os.nice(0)))
        except OSError:  # not permitted here: run at the inherited priority
            pass
    threading.Thread(target=_exit_with_parent, args=(parent,), name="watch-parent", daemon=True).start()


def searchers(reserve: int) -> int:
    """Return how many processes a search may use: the machine's cores less ``reserve``, one at least."""
    return max(1, (os.cpu_count() or 1) - reserve)


def _ready() -> int:
    """A no-op job that makes the pool start a process; returns the process id."""
    return os.getpid()


def start(n: int) -> Helpers | None:
    """Return the pool of ``n`` helper processes, starting it (or replacing it if a helper died); None for none."""
    if n <= 0:
        return None
    got = _pools.get(n)
    if got is None or not all(p.is_alive() for p in got.pool._processes.values()):
        if got is not None:
            got.pool.shutdown(wait=False, cancel_futures=True)
        executor = ProcessPoolExecutor(max_workers=n, mp_context=multiprocessing.get_context("spawn"),
                                       initializer=_init_helper, initargs=(os.getpid(),))
        got = Helpers(executor, n, [executor.submit(_ready) for _ in range(n)])
        _pools[n] = got
    return got


def stop_all() -> None:
    """Stop every helper pool this process started (the next search that wants helpers starts anew)."""
    for got in list(_pools.values()):
        got.pool.shutdown(wait=True, cancel_futures=True)
    _pools.clear()


def shutdown() -> None:
    """Stop every helper process this process started (a process that ends by returning, not by a kill,
    e.g. a benchmark's game worker, calls this first)."""
    while _pools:
        _n, got = _pools.popitem()
        got.pool.shutdown(wait=True, cancel_futures=True)


def helpers(n: int) -> Helpers | None:
    """Return the pool of ``n`` helper processes if they are all up; None while they start, or for none
    (a search never waits for a helper to start: the first one that asks runs alone)."""
    got = start(n)
    return got if got is not None and got.ready() else None


def values_on(helpers: Helpers | None, obs: GameState, seat: int, alive: list[int], seeds: list[int],
              config: Config, stop: Callable[[], bool], deadline: float) -> list[list[float]]:
    """Return the rows of ``rollout.values_on`` for ``seeds``, shared among this process and the helpers
    (helpers stop at ``deadline``, this process when ``stop()``); rows after a missing one are dropped."""
    if helpers is None or len(seeds) < 2:
        return rollout.values_on(obs, seat, alive, seeds, config, stop)
    k = helpers.size + 1
    futures: list[Future[list[list[float]]]] = [
        helpers.pool.submit(rollout.values_on, obs, seat, alive, seeds[j::k], config, _Deadline(deadline))
        for j in range(1, k)]
    shares = [rollout.values_on(obs, seat, alive, seeds[0::k], config, stop)]
    shares += [f.result() for f in futures]
    rows: list[list[float]] = []
    for i in range(len(seeds)):
        share = shares[i % k]
        if i // k >= len(share):
            break
        rows.append(share[i // k])
    return rows


def values_until(helpers: Helpers | None, obs: GameState, seat: int, alive: list[int], stream_seed: int,
                 until: float, config: Config, should_stop: Callable[[], bool] | None) -> tuple[list[float], int]:
    """Return ``rollout.values_until`` summed over this process and the helpers, each on its own stream."""
    if helpers is None:
        return rollout.values_until(obs, seat, alive, stream_seed, until, config, should_stop)
    futures = [helpers.pool.submit(rollout.values_until, obs, seat, alive, stream_seed * 1_000_003 + j, until,
                                   config) for j in range(1, helpers.size + 1)]
    totals, dets = rollout.values_until(obs, seat, alive, stream_seed, until, config, should_stop)
    for f in futures:
        more, n = f.result()
        totals = [a + b for a, b in zip(totals, more)]
        dets += n
    return totals, dets


class _Deadline:
    """A picklable ``stop`` for helpers: true once ``time.monotonic()`` reaches the deadline."""

    def __init__(self, deadline: float) -> None:
        self.deadline = deadline

    def __call__(self) -> bool:
        return time.monotonic() >= self.deadline
