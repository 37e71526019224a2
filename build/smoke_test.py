#!/usr/bin/env python3
"""Smoke test of the frozen Castle Combo (what `make app` runs after PyInstaller).

For the one-folder app and the one-file executable (whichever exist under --dist):

1. ``castlecombo --version`` exits 0 and prints ``castlecombo <version of the source tree>``;
2. start-up: ``castlecombo play`` opens the menu (timed from launch to the menu's first frame,
   seen as the menu's screenshot; the best of two launches must be under --startup-limit s);
3. ``castlecombo play --autoplay --players medium,medium --max-seconds 60`` plays a whole game
   through the real scenes and exits 0, writing its save and history where the installed app
   does (platformdirs; checked on Linux and macOS through redirected XDG/HOME folders);
4. ``--autoplay --players hard,medium --stop-after-turns 2``: the hard AI's spawn process pool
   works frozen (a child that ignored ``freeze_support()`` would print a usage error);
5. (Linux) SIGTERM during a game saves it and exits 0; SIGKILL of the app leaves no process of its
   session (the AI process, the resource tracker, the one-file bootloader) within 5 s.

Headless (SDL dummy drivers; --window for a real display such as xvfb-run) and never touching the
user's real settings and saves.
Exit status 0 when every check passes. Standard library only; runs on Linux, Windows, macOS.

    python build/smoke_test.py [--dist dist] [--only folder|onefile] [--quick]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXE_NAME = "castlecombo.exe" if sys.platform.startswith("win") else "castlecombo"
APP_NAME = "castlecombo"


def source_version() -> str:
    text = (ROOT / "src" / "castlecombo" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'__version__\s*=\s*"([^"]+)"', text)
    if not match:
        raise SystemExit("smoke test: no __version__ in src/castlecombo/__init__.py")
    return match.group(1)


def executables(dist: Path, only: str | None) -> dict[str, Path]:
    found = {"folder": dist / APP_NAME / EXE_NAME, "onefile": dist / "onefile" / EXE_NAME}
    if only:
        found = {only: found[only]}
    return found


class Sandbox:
    """Temporary user folders, and the environment that points the app (and platformdirs) at them."""

    def __init__(self, window: bool = False) -> None:
        self.root = Path(tempfile.mkdtemp(prefix="castlecombo-smoke-"))
        env = dict(os.environ)
        env.update(SDL_AUDIODRIVER="dummy", PYTHONDONTWRITEBYTECODE="1")
        if window:
            env.pop("SDL_VIDEODRIVER", None)
        else:
            env["SDL_VIDEODRIVER"] = "dummy"
        env.pop("CASTLECOMBO_HOME", None)
        self.platformdirs_checked = sys.platform.startswith("linux") or sys.platform == "darwin"
        if sys.platform.startswith("linux"):
            for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
                env[var] = str(self.root / var.lower())
        elif sys.platform == "darwin":
            env["HOME"] = str(self.root / "home")
            (self.root / "home").mkdir()
        else:  # Windows: platformdirs asks the shell, so the app's own override keeps us apart
            env["CASTLECOMBO_HOME"] = str(self.root / "home")
        self.env = env

    def data_dir(self) -> Path:
        """Where the installed app keeps saves and history under this environment."""
        if not self.platformdirs_checked:
            return Path(self.env["CASTLECOMBO_HOME"])
        saved = dict(os.environ)
        try:
            os.environ.clear()
            os.environ.update(self.env)
            try:
                import platformdirs
            except ImportError:  # the spec's rules, for a Python without platformdirs
                if sys.platform == "darwin":
                    return Path(self.env["HOME"]) / "Library" / "Application Support" / APP_NAME
                return Path(self.env["XDG_DATA_HOME"]) / APP_NAME
            return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
        finally:
            os.environ.clear()
            os.environ.update(saved)

    def reset(self) -> None:
        for child in self.root.iterdir():
            if child.is_dir():
                shutil.rmtree(child)
            else:
                child.unlink()
        if sys.platform == "darwin":
            (self.root / "home").mkdir()

    def cleanup(self) -> None:
        shutil.rmtree(self.root, ignore_errors=True)


class Failure(Exception):
    pass


def run(cmd: list[str], env: dict[str, str], timeout: float) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise Failure(f"{' '.join(cmd[1:])}: no exit within {timeout:g} s") from None


def tail(text: str, lines: int = 15) -> str:
    return "\n".join(("    " + line) for line in text.strip().splitlines()[-lines:])


def check_version(exe: Path, box: Sandbox, version: str) -> str:
    start = time.perf_counter()
    proc = run([str(exe), "--version"], box.env, 60)
    took = time.perf_counter() - start
    out = (proc.stdout + proc.stderr).strip()
    if proc.returncode != 0:
        raise Failure(f"--version exited {proc.returncode}:\n{tail(out)}")
    if out != f"castlecombo {version}":
        raise Failure(f"--version printed {out!r}, expected 'castlecombo {version}'")
    return f"--version: {out!r} in {took:.2f} s"


def time_to_menu(exe: Path, box: Sandbox, timeout: float = 30.0) -> float:
    """Seconds from launch to the menu's first frame (its screenshot appears), then stop the app."""
    box.reset()
    shots = box.root / "shots"
    shots.mkdir()
    start = time.perf_counter()
    proc = subprocess.Popen([str(exe), "play", "--screenshot-dir", str(shots)], env=box.env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        while True:
            menu = [p for p in shots.glob("*.png") if "menu" in p.name.lower()]
            if menu:
                return time.perf_counter() - start
            if proc.poll() is not None:
                err = proc.stderr.read() if proc.stderr else ""
                raise Failure(f"play exited {proc.returncode} before showing the menu:\n{tail(err)}")
            if time.perf_counter() - start > timeout:
                raise Failure(f"play: no menu within {timeout:g} s")
            time.sleep(0.005)
    finally:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def check_startup(exe: Path, box: Sandbox, limit: float) -> str:
    times = [time_to_menu(exe, box) for _ in range(2)]
    best = min(times)
    shown = ", ".join(f"{t:.2f}" for t in times)
    if best > limit:
        raise Failure(f"start-up to the menu took {shown} s (limit {limit:g} s)")
    return f"start-up to menu: {shown} s (limit {limit:g} s)"


def check_autoplay(exe: Path, box: Sandbox) -> str:
    box.reset()
    perf = box.root / "perf.json"
    cmd = [str(exe), "play", "--autoplay", "--players", "medium,medium", "--max-seconds", "60",
           "--seed", "7", "--perf-json", str(perf)]
    start = time.perf_counter()
    proc = run(cmd, box.env, 120)
    took = time.perf_counter() - start
    if proc.returncode != 0:
        raise Failure(f"autoplay exited {proc.returncode}:\n{tail(proc.stdout + proc.stderr)}")
    if "Traceback" in proc.stderr:
        raise Failure(f"autoplay printed a traceback:\n{tail(proc.stderr)}")
    figures = json.loads(perf.read_text(encoding="utf-8")) if perf.is_file() else {}
    if figures and not figures.get("reached_scoring", True):
        raise Failure("autoplay exited 0 but its perf figures say scoring was not reached")
    data = box.data_dir()
    history = list((data / "history").glob("*.json"))
    if not history:
        raise Failure(f"autoplay left no finished-game record under {data / 'history'}")
    where = "platformdirs user_data_dir" if box.platformdirs_checked else "CASTLECOMBO_HOME"
    extra = ""
    if figures:
        extra = (f", first frame {figures.get('first_frame_ms')} ms, frame p50 {figures.get('frame_ms_p50')} ms,"
                 f" peak {figures.get('peak_rss_mb')} MB")
    return f"autoplay medium,medium: exit 0 in {took:.1f} s, history in {where}{extra}"


def check_process_pool(exe: Path, box: Sandbox) -> str:
    box.reset()
    cmd = [str(exe), "play", "--autoplay", "--players", "hard,medium", "--seed", "3",
           "--stop-after-turns", "2", "--max-seconds", "60"]
    start = time.perf_counter()
    proc = run(cmd, box.env, 120)
    took = time.perf_counter() - start
    out = proc.stdout + proc.stderr
    if proc.returncode != 0:
        raise Failure(f"hard AI autoplay exited {proc.returncode}:\n{tail(out)}")
    for bad in ("usage:", "Traceback", "BrokenProcessPool", "error:"):
        if bad in out:
            raise Failure(f"hard AI autoplay printed {bad!r} (process pool not working frozen?):\n{tail(out)}")
    return f"hard AI (spawn process pool): two turns, exit 0 in {took:.1f} s"


def session_members(session: int) -> dict[int, int]:
    """Live (not zombie) processes of a session, as pid -> parent pid (Linux /proc)."""
    found = {}
    for name in os.listdir("/proc"):
        try:
            with open(f"/proc/{name}/stat", encoding="ascii") as fh:
                fields = fh.read().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if fields[0] != "Z" and int(fields[3]) == session:
            found[int(name)] = int(fields[1])
    return found


def wait_for(condition, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def start_hard_game(exe: Path, box: Sandbox) -> tuple[subprocess.Popen[str], Path]:
    """A hard-against-hard autoplay game in a session of its own, once it has saved two decisions."""
    box.reset()
    proc = subprocess.Popen([str(exe), "play", "--autoplay", "--players", "hard,hard", "--seed", "5",
                             "--max-seconds", "120"], env=box.env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    save = box.data_dir() / "saves" / "current.json"

    def saved() -> int:
        try:
            return len(json.loads(save.read_text(encoding="utf-8"))["actions"])
        except (OSError, ValueError, KeyError):
            return 0

    if not wait_for(lambda: saved() >= 2 and len(session_members(proc.pid)) >= 3, 60):
        stop_session(proc)
        raise Failure("the hard autoplay game did not get under way within 60 s")
    return proc, save


def stop_session(proc: subprocess.Popen[str]) -> None:
    for pid in session_members(proc.pid):
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    proc.wait(10)


def check_catalogs(dist: Path) -> str:
    """Return a line saying the one-folder build carries every language's compiled catalog; raise
    Failure if one is missing."""
    found = sorted(dist.glob("castlecombo/**/assets/locale/*/LC_MESSAGES/castlecombo.mo"))
    codes = sorted(p.parents[1].name for p in found)
    if codes != sorted(("en", "fr", "it", "es", "pt")):
        raise Failure(f"compiled catalogs in the build: {codes or 'none'} (want en, es, fr, it, pt)")
    return "catalogs: " + ", ".join(codes)


def check_signals(exe: Path, box: Sandbox) -> str:
    proc, save = start_hard_game(exe, box)
    try:
        proc.send_signal(signal.SIGTERM)
        code = proc.wait(20)
        err = proc.stderr.read() if proc.stderr else ""
        if code != 0:
            raise Failure(f"SIGTERM: exit {code}, not 0:\n{tail(err)}")
        if not save.is_file():
            raise Failure("SIGTERM: the game in progress was not kept")
        if not wait_for(lambda: not session_members(proc.pid), 5):
            raise Failure(f"SIGTERM: processes left running: {session_members(proc.pid)}")
    finally:
        stop_session(proc)
    proc, save = start_hard_game(exe, box)
    try:
        members = session_members(proc.pid)
        # the app is the process with the most children (the AI process and the resource tracker);
        # in the one-file build its parent is the bootloader
        app = max(members, key=lambda pid: sum(parent == pid for parent in members.values()))
        os.kill(app, signal.SIGKILL)
        killed = time.monotonic()
        if not wait_for(lambda: not session_members(proc.pid), 5):
            raise Failure(f"SIGKILL: processes still running 5 s later: {session_members(proc.pid)}")
        took = time.monotonic() - killed
    finally:
        stop_session(proc)
    return f"SIGTERM: game saved, exit 0; SIGKILL: all {len(members)} processes gone in {took:.1f} s"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", default=str(ROOT / "dist"), help="PyInstaller's dist folder")
    parser.add_argument("--only", choices=("folder", "onefile"), help="test one build only")
    parser.add_argument("--quick", action="store_true", help="only --version and the medium autoplay game")
    parser.add_argument("--window", action="store_true",
                        help="use the real display (e.g. under xvfb-run) instead of SDL's dummy driver")
    parser.add_argument("--startup-limit", type=float, default=2.0, help="seconds to the menu (default 2)")
    args = parser.parse_args(argv)

    version = source_version()
    targets = executables(Path(args.dist), args.only)
    missing = [str(p) for p in targets.values() if not p.is_file()]
    if missing:
        print("smoke test: not built: " + ", ".join(missing) + " (run `make app`)", file=sys.stderr)
        return 1
    failed = 0
    if "folder" in targets:
        try:
            print(f"ok    folder  {check_catalogs(Path(args.dist))}", flush=True)
        except Failure as exc:
            failed += 1
            print(f"FAIL  folder  {exc}", flush=True)
    box = Sandbox(window=args.window)
    try:
        for kind, exe in targets.items():
            checks = [("version", lambda exe=exe: check_version(exe, box, version))]
            if not args.quick:
                checks.append(("startup", lambda exe=exe: check_startup(exe, box, args.startup_limit)))
            checks.append(("autoplay", lambda exe=exe: check_autoplay(exe, box)))
            if not args.quick:
                checks.append(("pool", lambda exe=exe: check_process_pool(exe, box)))
            if not args.quick and sys.platform.startswith("linux"):
                checks.append(("signals", lambda exe=exe: check_signals(exe, box)))
            for _name, check in checks:
                try:
                    print(f"ok    {kind:7} {check()}", flush=True)
                except Failure as exc:
                    failed += 1
                    print(f"FAIL  {kind:7} {exc}", flush=True)
    finally:
        box.cleanup()
    print("smoke test: " + ("passed" if not failed else f"{failed} check(s) failed"))
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
