"""``castlecombo play --autoplay`` plays a whole game through the real scenes."""

from __future__ import annotations

import json
import os
import subprocess
import sys


def _env(tmp_path):
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", CASTLECOMBO_HOME=str(tmp_path))
    return env


def test_autoplay_reaches_scoring_and_writes_perf_json(tmp_path):
    perf = tmp_path / "perf.json"
    proc = subprocess.run(
        [sys.executable, "-m", "castlecombo", "play", "--autoplay", "--players", "easy,random",
         "--seed", "7", "--max-seconds", "90", "--perf-json", str(perf)],
        env=_env(tmp_path), capture_output=True, text=True, timeout=150)
    assert proc.returncode == 0, proc.stderr
    data = json.loads(perf.read_text())
    for key in ("frames", "frame_ms_p50", "frame_ms_p95", "frame_ms_max", "first_frame_ms", "peak_rss_mb",
                "reached_scoring"):
        assert key in data
    assert data["reached_scoring"] is True
    assert data["frames"] > 10
    assert 0 < data["peak_rss_mb"] < 400
    assert list((tmp_path / "history").glob("*.json")), "the finished game was not recorded"


def test_stop_after_turns_then_resume(tmp_path):
    base = [sys.executable, "-m", "castlecombo", "play", "--autoplay", "--players", "random,random",
            "--seed", "3", "--max-seconds", "60"]
    proc = subprocess.run([*base, "--stop-after-turns", "4"], env=_env(tmp_path), capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    save = json.loads((tmp_path / "saves" / "current.json").read_text())
    assert save["actions"], "the game in progress was not saved"
    proc = subprocess.run([*base, "--resume"], env=_env(tmp_path), capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert not (tmp_path / "saves" / "current.json").exists()
