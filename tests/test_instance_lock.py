"""One copy of the game per saved games: a second copy started on the same folder says that the first is
open and writes nothing (playtest 313 ran two windows on the same saves); a copy that ends, even killed,
lets the next one in."""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from castlecombo.app import window
from castlecombo.app.notice import NoticeScene
from castlecombo.storage import instance_lock
from process_helpers import wait_until


def _env(home: Path) -> dict[str, str]:
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "CASTLECOMBO_HOME": str(home)}


def test_a_folder_is_locked_by_one_holder_at_a_time(tmp_path: Path) -> None:
    first = instance_lock.acquire(tmp_path)
    assert first is not None
    assert instance_lock.acquire(tmp_path) is None  # (another open of the file: refused as another process is)
    first.release()
    again = instance_lock.acquire(tmp_path)
    assert again is not None
    again.release()


def test_a_folder_that_cannot_hold_a_lock_file_is_not_refused(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    lock = instance_lock.acquire(blocker / "home")  # cannot be made: the saves will say what is wrong
    assert lock is not None
    lock.release()


def test_a_second_copy_autoplaying_on_the_same_saves_says_so_and_writes_nothing(tmp_path: Path) -> None:
    held = instance_lock.acquire(tmp_path)
    assert held is not None
    done = subprocess.run([sys.executable, "-m", "castlecombo", "play", "--autoplay", "--players", "easy,easy",
                           "--seed", "5", "--max-seconds", "120"], env=_env(tmp_path), capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 1 and "already open in another window" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr
    assert not (tmp_path / "history").exists() and not (tmp_path / "saves").exists()
    held.release()
    done = subprocess.run([sys.executable, "-m", "castlecombo", "play", "--autoplay", "--players", "easy,easy",
                           "--seed", "5", "--max-seconds", "120"], env=_env(tmp_path), capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr  # the folder free again, the game is played
    assert list((tmp_path / "history").glob("*.json"))


def test_a_copy_killed_lets_the_next_one_in(tmp_path: Path) -> None:
    proc = subprocess.Popen([sys.executable, "-m", "castlecombo", "play", "--autoplay", "--players", "hard,hard",
                             "--seed", "3", "--max-seconds", "120"], env=_env(tmp_path),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        def held_elsewhere() -> bool:
            lock = instance_lock.acquire(tmp_path)
            if lock is None:
                return True
            lock.release()
            return False

        assert wait_until(held_elsewhere, 60)
    finally:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
    # the system lets go of the killed copy's lock once its last process is gone (one of its AI process, caught
    # between fork and exec, may hold it a moment longer: CI saw it)
    assert wait_until(lambda: not held_elsewhere(), 10)


def test_a_second_window_shows_why_it_closes_and_opens_no_game(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CASTLECOMBO_HOME", str(tmp_path))
    held = instance_lock.acquire(tmp_path)
    assert held is not None
    seen: list[list[object]] = []

    def run(app: window.App) -> int:
        seen.append(list(app.stack.scenes))
        app.stack.top.close()  # OK: the notice closes, and with it the window
        return app.exit_code

    monkeypatch.setattr(window.App, "run", run)
    namespace = argparse.Namespace(resume=True, game=None, players=None, autoplay=False, seed=None)
    try:
        assert window.run(namespace) == 1
    finally:
        held.release()
    (scenes,) = seen
    assert len(scenes) == 1 and isinstance(scenes[0], NoticeScene)  # no menu, no game behind it
    assert "already open in another window" in scenes[0].text
