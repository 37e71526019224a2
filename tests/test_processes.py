"""Every thread and process the app starts has an owner that stops it: leaving a table, quitting,
SIGTERM and SIGKILL leave nothing behind, and a killed AI process does not weaken the AI."""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

import pygame
import pytest

from castlecombo.app.options import default_seats
from castlecombo.app.window import App
from castlecombo.combo.ai import decide
from castlecombo.combo.engine import actions as A
from castlecombo.combo.ui.table import TableScene
from castlecombo.storage import files as storage
from castlecombo.storage import saves
from process_helpers import alive_in_session, children_of, session_members, wait_until


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", CASTLECOMBO_HOME=str(home))
    return env


def _play(home: Path, *flags: str) -> subprocess.Popen[bytes]:
    """``castlecombo play --autoplay`` in a session of its own (so that its processes can be found)."""
    return subprocess.Popen([sys.executable, "-m", "castlecombo", "play", "--autoplay", "--max-seconds", "120",
                             *flags], env=_env(home), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            start_new_session=True)


def _end_session(proc: subprocess.Popen[bytes]) -> None:
    if alive_in_session(session=proc.pid):
        os.killpg(proc.pid, signal.SIGKILL)
    if proc.poll() is None:
        proc.kill()
    proc.wait(timeout=10)


def _saved_actions() -> int:
    save, _message = saves.load_current_save()
    return len(save.actions) if save is not None else 0


def test_sigkill_of_the_app_leaves_no_process_of_it_within_5_s(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CASTLECOMBO_HOME", str(tmp_path))
    proc = _play(tmp_path, "--players", "hard,hard", "--seed", "3")
    try:
        # the AI process and the multiprocessing resource tracker run beside the app
        assert wait_until(lambda: len(session_members(proc.pid)) >= 3 and _saved_actions() > 0, 60), \
            f"the game did not get under way: {session_members(proc.pid)}"
        os.kill(proc.pid, signal.SIGKILL)  # the app only: its children must notice by themselves
        proc.wait(timeout=10)
        killed = time.monotonic()
        assert wait_until(lambda: not alive_in_session(session=proc.pid), 5), \
            f"left running: {session_members(proc.pid)}"
        assert time.monotonic() - killed < 5
    finally:
        _end_session(proc)


def test_sigterm_saves_the_game_and_exits_0(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CASTLECOMBO_HOME", str(tmp_path))
    proc = _play(tmp_path, "--players", "hard,hard", "--seed", "5")
    try:
        assert wait_until(lambda: _saved_actions() >= 2, 60), "the game did not get under way"
        before = _saved_actions()
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=20) == 0, proc.stderr.read().decode() if proc.stderr else ""
        assert wait_until(lambda: not alive_in_session(session=proc.pid), 5), session_members(proc.pid)
        save, message = saves.load_current_save()
        assert message is None and save is not None, message
        assert len(save.actions) >= before
        assert not list(storage.history_dir().glob("*.json")), "the game was not over"
    finally:
        _end_session(proc)


# --- in this process: the real App, headless -------------------------------------------------

@pytest.fixture
def fast_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The App with autoplay pacing (no thinking pause, short flights), home in ``tmp_path``."""
    monkeypatch.setenv("CASTLECOMBO_HOME", str(tmp_path))
    application = App(argparse.Namespace(size="1280x720", autoplay=True))
    pygame.event.clear()
    yield application
    application.shutdown()
    pygame.quit()


def _steps(app: App, until: Any, seconds: float, dt: float = 0.05, draw: bool = True) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if draw:
            app.step(dt)
        else:
            top = app.stack.top
            if top is not None:
                top.update(dt)
        if until():
            return True
    return until()


def _face_down_take(table: TableScene) -> int:
    """A face-down take (no ability follows it, so the turn ends with it)."""
    return next(a for a in table.state.legal_actions() if A.is_take(a) and A.take_parts(a).face_down)


class _SpyWorker:
    """Records each job the table sends to the app's worker, and its future."""

    def __init__(self, worker: Any) -> None:
        self.worker = worker
        self.jobs: list[tuple[Any, tuple[Any, ...], Future[Any]]] = []

    def submit(self, fn: Any, /, *args: Any) -> Future[Any]:
        future = self.worker.submit(fn, *args)
        self.jobs.append((fn, args, future))
        return future

    def cancel(self, future: Future[Any]) -> None:
        self.worker.cancel(future)

    def start(self) -> None:
        self.worker.start()


def test_killing_the_idle_ai_process_the_next_move_still_comes_from_hard(fast_app: App,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    spy = _SpyWorker(fast_app.ai_worker())
    monkeypatch.setattr(fast_app, "ai_worker", lambda: spy)
    fast_app.start_game(default_seats(["human", "hard"]), 7, 0)
    table = fast_app.stack.top
    assert isinstance(table, TableScene)
    worker = spy.worker
    assert wait_until(lambda: bool(worker.process_ids()), 30), "the AI process did not start with the table"
    idle = worker.process_ids()
    os.kill(idle[0], signal.SIGKILL)  # while the human thinks, the AI process is idle
    assert wait_until(lambda: not alive_in_session(idle), 5)
    table.decide(_face_down_take(table))
    assert table.state.current == 1
    moves = len(table.state.actions)
    assert _steps(fast_app, lambda: len(table.state.actions) > moves, 60), "the hard AI did not move"
    # the decision played (the next one may be asked ahead already: its seed tells it apart)
    seed = (7 * 1000003 + moves) & 0x7FFFFFFF
    _fn, args, future = next(job for job in spy.jobs if job[0] is decide.choose and job[1][2] == seed)
    assert args[0] == "hard"  # the level asked for ...
    assert future.result() == table.state.actions[moves]  # ... made the move that was played
    assert worker.process_ids() and worker.process_ids() != idle  # in a new process
    fast_app.flush_saves()
    save, _message = saves.load_current_save()
    assert save is not None and save.seats[1].kind == "hard" and save.ai_fallbacks == []


class _BrokenWorker:
    """A worker whose process always dies: every job fails as a broken pool."""

    def submit(self, fn: Any, /, *args: Any) -> Future[Any]:
        future: Future[Any] = Future()
        future.set_exception(BrokenProcessPool("killed"))
        return future

    def cancel(self, future: Future[Any]) -> None:
        pass

    def start(self) -> None:
        pass


def test_a_move_that_really_fell_back_is_in_the_game_record(fast_app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fast_app, "ai_worker", lambda: _BrokenWorker())
    fast_app.start_game(default_seats(["human", "hard"]), 7, 0)
    table = fast_app.stack.top
    assert isinstance(table, TableScene)
    table.decide(_face_down_take(table))
    moves = len(table.state.actions)
    assert _steps(fast_app, lambda: len(table.state.actions) > moves, 30)
    assert [(f.seat, f.wanted, f.used, f.decision) for f in table.save.ai_fallbacks] == [(1, "hard", "medium", moves)]
    fast_app.flush_saves()
    save, _message = saves.load_current_save()
    assert save is not None and save.ai_fallbacks == table.save.ai_fallbacks
    assert any("medium AI made this move" in text for text in fast_app.banners.texts)


def _threads() -> list[str]:
    return sorted(t.name for t in threading.enumerate())


def test_opening_and_closing_20_tables_leaves_threads_and_processes_as_they_were(fast_app: App) -> None:
    def one_table(seed: int) -> None:
        fast_app.start_game(default_seats(["human", "easy", "medium"]), seed, 1)  # an AI seat moves first
        table = fast_app.stack.top
        assert isinstance(table, TableScene)
        assert _steps(fast_app, lambda: len(table.state.actions) >= 1, 30)
        fast_app.step(0.05)  # and perhaps the next AI is thinking: leaving must stop it
        fast_app.show_menu()

    before_app = _threads()
    one_table(100)  # the first table starts what the app keeps: the AI process, the autosave thread
    # the AI process (and the multiprocessing resource tracker); on a loaded machine a process
    # stopped mid-decision as the table closed may take a moment to be gone
    assert wait_until(lambda: len(children_of(os.getpid())) <= 2, 5), children_of(os.getpid())
    threads, children = _threads(), children_of(os.getpid())
    for seed in range(20):
        one_table(seed)
    # none more than after the first table: a decision stopped as a table closed (the next AI's is asked as the
    # last AI moves) stops the AI process, started again by the next one, so the last table may leave none
    assert len(_threads()) <= len(threads), (threads, _threads())
    assert wait_until(lambda: len(children_of(os.getpid())) <= len(children), 5), (children, children_of(os.getpid()))
    # the resource tracker serves this whole test process; the AI process is the app's alone
    tracker = {pid for pid in children if _is_resource_tracker(pid)}
    fast_app.shutdown()
    assert _threads() == before_app
    assert wait_until(lambda: set(children_of(os.getpid())) <= tracker, 5), children_of(os.getpid())


def _is_resource_tracker(pid: int) -> bool:
    """True if process ``pid`` is multiprocessing's resource tracker (False once it is gone: an AI process stopped
    with a decision asked ahead as its table closed)."""
    try:
        return "resource_tracker" in Path(f"/proc/{pid}/cmdline").read_text()
    except FileNotFoundError:
        return False


def _rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as fh:
        return next(int(line.split()[1]) for line in fh if line.startswith("VmRSS:")) / 1024


GAMES = 50  # the figure; under a second each headless (bench/long_run.py plays more and prints the figures)


def test_many_games_in_one_run_keep_threads_and_memory_flat(fast_app: App) -> None:
    def one_game(seed: int) -> None:
        fast_app.start_game(default_seats(["random", "easy"]), seed, None)
        assert _steps(fast_app, lambda: fast_app.reached_scoring, 60, dt=0.2, draw=seed % 4 == 0)
        fast_app.reached_scoring = False
        fast_app.show_menu()

    for seed in range(3):  # warm up: caches, the AI process, the autosave thread
        one_game(1000 + seed)
    threads, rss = _threads(), _rss_mb()
    for seed in range(GAMES):
        one_game(seed)
    assert _threads() == threads
    # no growth; a drop is caches filled by earlier tests of the same worker giving memory back (712 -> 687 MB once)
    assert _rss_mb() - rss <= 10, f"memory went from {rss:.1f} MB to {_rss_mb():.1f} MB"
    assert len(list(storage.history_dir().glob("*.json"))) == GAMES + 3
