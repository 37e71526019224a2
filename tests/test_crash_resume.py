"""kill -9 during autoplay at random moments, then ``--resume``: no game is lost or damaged.

Each round starts ``castlecombo play --autoplay`` (headless, in its own session), SIGKILLs the
whole process group after a random 0.8-2.2 s (that the AI process also goes by itself when only the
app is killed is test_processes.py's business) and checks the
autosave: it loads without any repair and only ever grows. A last ``--resume`` finishes the game,
whose history record starts with the actions of the last save, and ``castlecombo replay`` agrees.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from castlecombo.combo.replay import load_game_file, replay_state
from castlecombo.storage import files as storage
from castlecombo.storage import saves
from castlecombo.storage.records import HistoryRecord, SaveGame
from ui_helpers import finished_game, record_of

ROUNDS = 3


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", CASTLECOMBO_HOME=str(home))
    return env


def _command(seed: int, resume: bool) -> list[str]:
    cmd = [sys.executable, "-m", "castlecombo", "play", "--autoplay", "--players", "medium,easy",
           "--max-seconds", "60"]
    return cmd + (["--resume"] if resume else ["--seed", str(seed)])


def _check_save(home: Path, previous: list[int] | None, note: str) -> list[int] | None:
    """The autosave after a kill: it loads cleanly, replays, and extends the one before."""
    if not saves.current_save_path().exists():
        return previous
    save, message = saves.load_current_save()
    assert message is None, f"{note}: the save needed repair: {message}"
    assert isinstance(save, SaveGame), note
    replay_state(save)  # its actions are legal from the start
    actions = list(save.actions)
    if previous is not None:
        assert actions[:len(previous)] == previous, f"{note}: the save lost moves"
    return actions


def _finished(home: Path) -> list[Path]:
    return sorted(storage.history_dir().glob("*.json"))


@pytest.mark.parametrize("seed", [4242, 977])
def test_kill_during_autoplay_then_resume_finishes_the_game(tmp_path, monkeypatch, seed):
    monkeypatch.setenv("CASTLECOMBO_HOME", str(tmp_path))
    env = _env(tmp_path)
    rng = random.Random()
    notes: list[str] = []
    last: list[int] | None = None
    for round_no in range(ROUNDS):
        resume = saves.current_save_path().exists()
        if _finished(tmp_path) and not resume:
            break  # the game ended (and was recorded) before a kill
        assert resume or last is None, f"{'; '.join(notes)}: the save vanished but no game was recorded"
        delay = rng.uniform(0.8, 2.2)
        notes.append(f"round {round_no + 1}: {'resume' if resume else 'new game'}, kill after {delay:.2f} s")
        note = "; ".join(notes)
        err_path = tmp_path / f"stderr-{round_no}.txt"
        with open(err_path, "wb") as err:
            proc = subprocess.Popen(_command(seed, resume), env=env, stdout=subprocess.DEVNULL, stderr=err,
                                    start_new_session=True)
            try:
                proc.wait(timeout=delay)  # the game may end before the kill
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
            finally:
                if proc.poll() is None:
                    os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=10)
        assert proc.returncode in (0, -signal.SIGKILL), f"{note}: {err_path.read_text()}"
        last = _check_save(tmp_path, last, note)
        saved = len(last) if (last is not None and saves.current_save_path().exists()) else "no"
        notes[-1] += f" ({saved} decisions saved{', game recorded' if _finished(tmp_path) else ''})"
    note = "; ".join(notes)
    if saves.current_save_path().exists() or not _finished(tmp_path):
        resume = saves.current_save_path().exists()
        proc2 = subprocess.run(_command(seed, resume), env=env, capture_output=True, text=True, timeout=120)
        assert proc2.returncode == 0, f"{note}: {proc2.stderr}"
    assert not saves.current_save_path().exists(), note
    histories = _finished(tmp_path)
    assert len(histories) == 1, f"{note}: {histories}"
    record = load_game_file(histories[0])
    assert isinstance(record, HistoryRecord), note
    if last is not None:
        assert list(record.actions[:len(last)]) == last, f"{note}: the finished game does not continue the save"
    out = subprocess.run([sys.executable, "-m", "castlecombo", "replay", str(histories[0]), "--json"], env=env,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert summary["finished"] is True, note
    assert summary["scores"] == list(record.scores), note
    assert summary["turns_played"] == 18
    print(note)


def test_killed_between_recording_and_removing_the_save(tmp_path, monkeypatch):
    """The history was written but the save not yet removed: resuming records the game only once."""
    from castlecombo.app.window import default_seats

    monkeypatch.setenv("CASTLECOMBO_HOME", str(tmp_path))
    state = finished_game(2, 6)
    seats = default_seats(["medium", "easy"])
    save = SaveGame.new(6, seats).with_actions(state.actions)
    record = record_of(state, 6, seats, "2026-03-01T10:00:00+00:00", first_player=None)
    saves.record_finished_game(record)
    saves.write_current_save(save)
    proc = subprocess.run(_command(6, True), env=_env(tmp_path), capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert not saves.current_save_path().exists()
    assert len(_finished(tmp_path)) == 1
