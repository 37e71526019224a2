"""The background process (kit.worker) and an AI decision made in it (combo.ai.decide)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

from castlecombo.combo.ai import decide
from castlecombo.combo.ai.decide import AIMove, AIResult
from castlecombo.combo.ai.players import EasyPlayer, HardPlayer, MediumPlayer
from castlecombo.combo.engine.state import GameState
from castlecombo.kit.worker import NICENESS, Worker
from process_helpers import alive_in_session, wait_until
from ui_helpers import finished_game


def _sleep_then(seconds: float, value: int) -> int:
    time.sleep(seconds)
    return value


def _poll(move: AIMove, seconds: float) -> AIResult | None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        result = move.poll()
        if result is not None:
            return result
        time.sleep(0.01)
    return None


class InlineWorker:
    """Runs each job at once on the calling thread (to test what AIMove makes of an answer)."""

    def submit(self, fn: Any, /, *args: Any) -> Future[int]:
        future: Future[int] = Future()
        try:
            future.set_result(fn(*args))
        except Exception as exc:  # handed over the way a process pool hands it over
            future.set_exception(exc)
        return future

    def cancel(self, future: Future[int]) -> None:
        future.cancel()


def test_a_job_runs_in_another_process_at_lower_priority() -> None:
    with Worker() as worker:
        assert worker.process_ids() == []  # nothing runs before the first job
        pid = worker.submit(os.getpid).result(timeout=30)
        assert pid != os.getpid() and worker.process_ids() == [pid]
        if sys.platform != "win32":
            want = min(19, os.getpriority(os.PRIO_PROCESS, 0) + NICENESS)
            assert os.getpriority(os.PRIO_PROCESS, pid) >= want
    assert worker.process_ids() == []


def test_cancelling_a_running_job_stops_it_and_the_next_job_answers_at_once() -> None:
    with Worker() as worker:
        long_job = worker.submit(_sleep_then, 60, 1)
        first = worker.process_ids()
        wait_until(lambda: long_job.running(), 30)
        worker.cancel(long_job)
        start = time.monotonic()
        assert worker.submit(_sleep_then, 0, 2).result(timeout=30) == 2
        assert time.monotonic() - start < 10
        assert not set(first) & set(worker.process_ids()), "the long job's process is still the worker"
        wait_until(lambda: not alive_in_session(first), 5)


def test_a_job_cancelled_before_it_starts_never_runs() -> None:
    with Worker() as worker:
        worker.start()
        busy = worker.submit(_sleep_then, 1, 1)
        queued = worker.submit(_sleep_then, 0, 2)
        worker.cancel(queued)
        assert busy.result(timeout=30) == 1
        assert queued.cancelled()


def test_a_process_killed_while_idle_is_replaced_on_the_next_submit() -> None:
    with Worker() as worker:
        first = worker.submit(os.getpid).result(timeout=30)
        os.kill(first, signal.SIGKILL)
        # dead for good: a killed process's threads may outlive its "Z" state for a moment, until
        # then it cannot be reaped (and a job sent meanwhile fails: AIMove then asks again)
        assert wait_until(lambda: not worker.process_ids(), 5)
        second = worker.submit(os.getpid).result(timeout=30)
        assert second != first


def test_the_worker_process_exits_within_5_s_when_its_parent_is_killed(tmp_path: Path) -> None:
    script = tmp_path / "parent.py"
    script.write_text(textwrap.dedent("""
        import sys, time
        from castlecombo.kit.worker import Worker
        if __name__ == "__main__":
            worker = Worker()
            print(worker.submit(time.sleep, 0).result() is None and worker.process_ids()[0], flush=True)
            worker.submit(time.sleep, 600)
            time.sleep(600)
    """))
    parent = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True,
                              start_new_session=True)
    try:
        assert parent.stdout is not None
        child = int(parent.stdout.readline())
        assert alive_in_session([child])
        parent.kill()
        parent.wait(timeout=10)
        killed = time.monotonic()
        wait_until(lambda: not alive_in_session(session=parent.pid), 5)
        assert time.monotonic() - killed < 5
    finally:
        os.killpg(parent.pid, signal.SIGKILL) if alive_in_session(session=parent.pid) else None


@pytest.mark.skipif(sys.platform == "win32", reason="the worker is stopped by SIGTERM on POSIX")
@pytest.mark.parametrize("busy", [False, True], ids=["idle", "searching"])
def test_stopping_a_worker_whose_job_started_helpers_ends_them_and_leaks_nothing(tmp_path: Path, busy: bool) -> None:
    # the expert search starts helper processes inside the worker; quitting the app used to
    # print the resource tracker's "leaked semaphore objects" warning
    script = tmp_path / "app.py"
    script.write_text(textwrap.dedent(f"""
        import time
        from castlecombo.combo.ai import pool
        from castlecombo.kit.worker import Worker

        def search_with_helpers(seconds):
            helpers = pool.start(1)
            helper_ids = [f.result() for f in helpers.starting]
            time.sleep(seconds)
            return helper_ids

        if __name__ == "__main__":
            worker = Worker()
            print(worker.submit(search_with_helpers, 0).result()[0], flush=True)
            if {busy}:
                worker.submit(search_with_helpers, 600)
                time.sleep(1.0)
            worker.shutdown()
            print("quit", flush=True)
    """))
    proc = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    helper = int(proc.stdout.split()[0])
    assert proc.stdout.split()[-1] == "quit"
    assert "leaked" not in proc.stderr, proc.stderr
    assert wait_until(lambda: not alive_in_session([helper]), 5)


def test_after_shutdown_no_job_is_taken() -> None:
    worker = Worker()
    worker.start()
    worker.shutdown()
    with pytest.raises(RuntimeError):
        worker.submit(os.getpid)


# --- an AI decision -----------------------------------------------------------------------------

def test_each_level_decides_in_the_worker_as_it_would_here() -> None:
    state = GameState.new(3, 4)
    obs = state.observation(state.to_move())
    with Worker() as worker:
        for level in ("random", "easy", "medium"):
            result = _poll(AIMove(worker, state, level, seed=1), 30)
            assert result == AIResult(decide.choose(level, obs, 1, None), level)
            assert not result.fell_back


def test_a_failing_level_falls_back_to_medium_and_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(self: object, obs: GameState) -> int:
        raise RuntimeError("simulated bug")

    monkeypatch.setattr(EasyPlayer, "choose", boom)
    monkeypatch.setattr(HardPlayer, "choose", boom)
    state = GameState.new(3, 9)
    expected = MediumPlayer(2).choose(state.observation(state.to_move()))
    for level in ("easy", "hard"):
        result = AIMove(InlineWorker(), state, level, seed=2).poll()
        assert result is not None and result.fell_back
        assert result.level_used == "medium" and result.action == expected
        assert result.error and "problem" in result.error and level in result.error


def test_the_ai_process_killed_mid_decision_is_asked_again_at_the_same_level() -> None:
    state = GameState.new(2, 6)
    with Worker() as worker:
        worker.start()
        wait_until(lambda: bool(worker.process_ids()), 30)
        first = worker.process_ids()
        move = AIMove(worker, state, "hard", seed=1, think_ms=1500)
        time.sleep(0.5)  # the search is under way
        os.kill(first[0], signal.SIGKILL)
        result = _poll(move, 60)
        assert result is not None and not result.fell_back and result.level_used == "hard"
        assert result.action in state.legal_actions()
        assert worker.process_ids() and worker.process_ids() != first


def test_cancel_drops_the_answer_and_frees_the_process() -> None:
    state = GameState.new(2, 6)
    with Worker() as worker:
        move = AIMove(worker, state, "hard", seed=1, think_ms=60_000)
        time.sleep(1.0)
        move.cancel()
        assert move.poll() is None
        start = time.monotonic()
        result = _poll(AIMove(worker, state, "hard", seed=1, think_ms=50), 30)
        assert result is not None and result.level_used == "hard" and not result.fell_back
        assert time.monotonic() - start < 10
        assert move.poll() is None


def test_a_move_is_refused_for_an_unknown_level_or_a_finished_game() -> None:
    with pytest.raises(ValueError, match="unknown AI level"):
        AIMove(InlineWorker(), GameState.new(2, 1), "grandmaster", seed=0)
    with pytest.raises(ValueError, match="game is over"):
        AIMove(InlineWorker(), finished_game(2, 1), "easy", seed=0)

