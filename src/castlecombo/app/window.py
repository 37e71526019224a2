"""The application: the window, the scene stack, the main loop and the ``play`` entry point.

``run(options)`` is what ``castlecombo play`` calls. The App owns one resizable window
(never smaller than 1024x640, F11 toggles full screen), the :class:`SceneStack`, the
settings and a transient banner (``notify``). Autoplay mode seats AI everywhere, plays a
whole game through the real scenes and can write frame-time and memory figures as JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import random

try:
    import resource  # Unix only: peak memory of this process and its children
except ImportError:  # Windows
    resource = None  # type: ignore[assignment]
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from castlecombo.kit import theme
from castlecombo.kit.scene import Scene, SceneStack
from castlecombo.storage.records import AI_KINDS, SEAT_KINDS, HistoryRecord, SaveGame, SeatConfig, Settings

AI_NAMES = {"random": "Random", "easy": "Easy AI", "medium": "Medium AI", "hard": "Hard AI"}


def _start_time() -> float:
    """perf_counter() of process start as recorded by the CLI (or now)."""
    for modname in ("castlecombo", "castlecombo.cli"):
        mod = sys.modules.get(modname)
        value = getattr(mod, "START_TIME", None) if mod is not None else None
        if isinstance(value, (int, float)):
            return float(value)
    return time.perf_counter()


def default_seats(kinds: list[str]) -> list[SeatConfig]:
    """Seat configs for the given kinds ("human", "easy"...), named and coloured."""
    seats = []
    humans = sum(1 for k in kinds if k == "human")
    used: dict[str, int] = {}
    for i, kind in enumerate(kinds):
        if kind == "human":
            name = "You" if humans == 1 else f"Player {i + 1}"
        else:
            base = AI_NAMES.get(kind, kind.title())
            used[base] = used.get(base, 0) + 1
            name = base if kinds.count(kind) == 1 else f"{base} {used[base]}"
        seats.append(SeatConfig(name=name, kind=kind, colour=theme.SEAT_COLOURS[i % len(theme.SEAT_COLOURS)]))
    return seats


def parse_players(text: str | None, autoplay: bool) -> list[str]:
    """Return seat kinds from "hard,medium"; raise ValueError with words for a bad list."""
    if not text:
        return ["medium", "easy"] if autoplay else ["human", "medium"]
    kinds = [k.strip().lower() for k in text.split(",") if k.strip()]
    for k in kinds:
        if k not in SEAT_KINDS:
            raise ValueError(f"unknown player kind {k!r}: use {', '.join(SEAT_KINDS)}")
    if not 2 <= len(kinds) <= 5:
        raise ValueError(f"Castle Combo is for 2 to 5 players, not {len(kinds)}")
    if autoplay:
        kinds = [k if k in AI_KINDS else "medium" for k in kinds]
    return kinds


def _clear_render_caches() -> None:
    try:
        from castlecombo.kit import assets

        assets.clear_caches()
    except Exception:
        pass
    try:
        from castlecombo.combo.ui import cardface

        cardface.clear_cache()
    except Exception:
        pass
    try:
        from castlecombo.combo.ui import table_gfx

        table_gfx.clear_caches()
    except Exception:
        pass


class Perf:
    """Frame times and the first-frame time, for --perf-json."""

    def __init__(self, start: float) -> None:
        self.start = start
        self.frames: list[float] = []
        self.first_frame_ms: float | None = None

    def frame(self, ms: float) -> None:
        if self.first_frame_ms is None:
            self.first_frame_ms = (time.perf_counter() - self.start) * 1000.0
        self.frames.append(ms)

    def summary(self) -> dict[str, Any]:
        data = sorted(self.frames[1:]) or [0.0]  # the first frame includes start-up

        def pct(p: float) -> float:
            return round(data[min(len(data) - 1, int(p * (len(data) - 1) + 0.5))], 2)

        return {"frames": len(self.frames), "frame_ms_p50": pct(0.5), "frame_ms_p95": pct(0.95),
                "frame_ms_max": round(data[-1], 2),
                "first_frame_ms": round(self.first_frame_ms or 0.0, 1)}


def _status_kb(pid: int | str, field: str = "VmHWM") -> int:
    try:
        with open(f"/proc/{pid}/status", encoding="ascii", errors="replace") as fh:
            for line in fh:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return 0


def _live_children_kb() -> int:
    """Sum of the peak RSS of this process's live descendants (AI worker processes)."""
    me = os.getpid()
    total = 0
    try:
        pids = [p for p in os.listdir("/proc") if p.isdigit()]
    except OSError:
        return 0
    parents: dict[int, int] = {}
    for p in pids:
        ppid = _status_kb(p, "PPid")
        parents[int(p)] = ppid
    family = {me}
    changed = True
    while changed:
        changed = False
        for pid, ppid in parents.items():
            if ppid in family and pid not in family:
                family.add(pid)
                changed = True
    for pid in family - {me}:
        total += _status_kb(pid)
    return total


class App:
    """The window, the scene stack and the loop."""

    def __init__(self, options: argparse.Namespace | None = None) -> None:
        self.options = options or argparse.Namespace()
        opt = self.options
        self.start_time = _start_time()
        self.perf = Perf(self.start_time)
        self.autoplay: bool = bool(getattr(opt, "autoplay", False))
        self.max_seconds: float | None = getattr(opt, "max_seconds", None)
        self.stop_after_turns: int | None = getattr(opt, "stop_after_turns", None)
        shots = getattr(opt, "screenshot_dir", None)
        self.screenshot_dir: Path | None = Path(shots) if shots else None
        self._shot_names: set[str] = set()
        self._peak_children_kb = 0
        self._scoring_frames = 0

        from castlecombo.storage import files as storage

        self.storage = storage
        self.settings, message = storage.load_settings()
        self._banners: list[list[Any]] = []  # [text, seconds left]
        if message:
            self.notify(message, 8.0)

        # The AI worker thread shares the GIL with this loop: hand it back quickly.
        sys.setswitchinterval(0.001)
        pygame.init()
        _clear_render_caches()  # fonts and surfaces cached by an earlier pygame.init are dead
        pygame.display.set_caption("Castle Combo")
        size = self.settings.window_size
        text = getattr(opt, "size", None)
        if text:
            try:
                w, h = (int(v) for v in str(text).lower().split("x"))
                size = (w, h)
            except ValueError:
                self.notify(f"window size {text!r} is not like 1280x720; using {size[0]}x{size[1]}")
        self.windowed_size = (max(theme.MIN_WINDOW[0], size[0]), max(theme.MIN_WINDOW[1], size[1]))
        self.fullscreen = bool(getattr(opt, "fullscreen", False) or self.settings.fullscreen)
        self.screen = self._set_mode()
        try:
            from castlecombo.kit import assets

            icon = assets.icon("app", 64)
            pygame.display.set_icon(icon)
        except Exception:  # an icon is a nicety
            pass
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = False
        self.exit_code = 0
        self.reached_scoring = False
        self.ai_worker: Any = None
        self.started = time.perf_counter()

    # --- window -------------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def _set_mode(self) -> pygame.Surface:
        if self.fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        return screen

    def toggle_fullscreen(self) -> None:
        """Switch between the window and full screen (F11)."""
        self.fullscreen = not self.fullscreen
        # keep the settings in step, so the Settings scene shows the truth (saved with the next change)
        self.settings = self.settings.model_copy(update={"fullscreen": self.fullscreen})
        self.screen = self._set_mode()
        self._resized()

    def apply_settings(self) -> None:
        """Apply ``self.settings`` now: window size (never below the minimum) and full screen.

        The AI pace needs nothing here: the table reads ``settings.ai_pace`` for every move.
        """
        s = self.settings
        wanted = (max(theme.MIN_WINDOW[0], s.window_width), max(theme.MIN_WINDOW[1], s.window_height))
        changed = False
        if bool(s.fullscreen) != self.fullscreen:
            self.fullscreen = bool(s.fullscreen)
            self.windowed_size = wanted
            changed = True
        elif not self.fullscreen and (wanted != self.windowed_size or wanted != self.size):
            self.windowed_size = wanted
            changed = True
        else:
            self.windowed_size = wanted
        if changed:
            try:
                self.screen = self._set_mode()
            except pygame.error as exc:
                self.notify(f"The window could not be changed: {exc}", 6.0)
                self.screen = pygame.display.get_surface() or self.screen
            self._resized()

    def _resized(self) -> None:
        for scene in self.stack.scenes:
            scene.resize(self.size)

    def _on_videoresize(self, event: pygame.event.Event) -> None:
        if self.fullscreen:
            return
        w, h = event.w, event.h
        nw, nh = max(theme.MIN_WINDOW[0], w), max(theme.MIN_WINDOW[1], h)
        self.windowed_size = (nw, nh)
        if (nw, nh) != (w, h):
            self.screen = pygame.display.set_mode((nw, nh), pygame.RESIZABLE)
        else:
            self.screen = pygame.display.get_surface()
        self._resized()

    # --- services -----------------------------------------------------------------

    def notify(self, text: str, seconds: float = 4.0) -> None:
        """Show ``text`` in a banner at the top of the window for a few seconds."""
        self._banners.append([text, seconds])
        self._banners = self._banners[-3:]

    def get_ai_worker(self) -> Any:
        """The shared AIWorker (created on first use), or None if the AI is missing."""
        if self.ai_worker is None:
            try:
                from castlecombo.combo.ai.worker import AIWorker
            except ImportError:
                return None
            self.ai_worker = AIWorker()
        return self.ai_worker

    def screenshot(self, name: str) -> None:
        """Save the window as ``<screenshot_dir>/<name>.png`` once per name (when enabled)."""
        if self.screenshot_dir is None or name in self._shot_names:
            return
        self._shot_names.add(name)
        self.screenshot_dir.mkdir(parents=True, exist_ok=True)
        w, h = self.size
        pygame.image.save(self.screen, str(self.screenshot_dir / f"{name}-{w}x{h}.png"))

    def save_settings(self) -> None:
        """Write the settings, telling the player if the disk refuses."""
        try:
            self.storage.save_settings(self.settings)
        except OSError as exc:
            self.notify(str(exc), 8.0)

    # --- games -------------------------------------------------------------------

    def start_game(self, seats: list[SeatConfig], seed: int | None = None,
                   first_player: int | None = None) -> None:
        """Start a new game with ``seats`` and push the table."""
        from castlecombo.combo.ui.table import TableScene

        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        save = SaveGame.new(seed, list(seats), first_player)
        self.stack.push(TableScene(self, save))

    def continue_game(self) -> bool:
        """Load ``saves/current.json`` and resume it; False (with a banner) if there is none."""
        from castlecombo.combo.ui.table import TableScene

        save, message = self.storage.load_current_save()
        if message:
            self.notify(message, 8.0)
        if save is None:
            if not message:
                self.notify("There is no game in progress to continue.")
            return False
        return self._push_or_explain(lambda: TableScene(self, save), "The saved game could not be resumed")

    def start_replay(self, record: HistoryRecord | SaveGame) -> bool:
        """Watch a finished game again, turn by turn; False (with a banner) if it does not replay."""
        from castlecombo.combo.ui.replay_scene import ReplayScene

        return self._push_or_explain(lambda: ReplayScene(self, record), "This game cannot be replayed")

    def _push_or_explain(self, make: Callable[[], Scene], problem: str) -> bool:
        """Push the scene ``make`` builds; False (with a banner "problem: why") if it refuses."""
        try:
            scene = make()
        except ValueError as exc:
            self.notify(f"{problem}: {exc}", 8.0)
            return False
        self.stack.push(scene)
        return True

    def show_menu(self) -> bool:
        """Reset the stack to the main menu; False if the menu is not available."""
        try:
            from castlecombo.app.menu import MenuScene
        except ImportError:
            return False
        self.stack.reset(MenuScene(self))
        return True

    def quit(self, code: int = 0) -> None:
        """Leave the main loop at the end of this frame."""
        self.exit_code = code
        self.running = False

    def scoring_reached(self) -> None:
        """The table calls this when the scoring scene is shown."""
        self.reached_scoring = True

    # --- loop --------------------------------------------------------------------

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit(self.exit_code)
            return
        if event.type == pygame.VIDEORESIZE:
            self._on_videoresize(event)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        top = self.stack.top
        if top is not None:
            top.handle(event)

    def _draw_banners(self, dt: float) -> None:
        if not self._banners:
            return
        from castlecombo.kit import assets

        f = assets.font(20, "text")
        y = 8
        keep = []
        for banner in self._banners:
            banner[1] -= dt
            if banner[1] <= 0:
                continue
            keep.append(banner)
            img = f.render(str(banner[0]), True, theme.TEXT)
            w = min(self.size[0] - 40, img.get_width() + 32)
            rect = pygame.Rect(0, y, w, img.get_height() + 14)
            rect.centerx = self.size[0] // 2
            alpha = max(0, min(255, int(255 * banner[1] / 0.4))) if banner[1] < 0.4 else 255
            box = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(box, (*theme.PANEL, int(235 * alpha / 255)), box.get_rect(), border_radius=10)
            pygame.draw.rect(box, (*theme.ACCENT, alpha), box.get_rect(), width=2, border_radius=10)
            img.set_alpha(alpha)
            box.blit(img, img.get_rect(center=(rect.w // 2, rect.h // 2)))
            self.screen.blit(box, rect)
            y = rect.bottom + 6
        self._banners = keep

    def step(self, dt: float) -> None:
        """One frame: events, update, draw (tests call this directly)."""
        for event in pygame.event.get():
            self._dispatch(event)
        top = self.stack.top
        if top is not None:
            top.update(dt)
        self.screen.fill(theme.BACKGROUND)
        self.stack.draw(self.screen)
        self._draw_banners(dt)
        top = self.stack.top
        if top is not None and self.screenshot_dir is not None:
            self.screenshot(type(top).__name__)
        if self.autoplay and self.reached_scoring:
            self._scoring_frames += 1
            if self._scoring_frames >= 20:
                self.quit(0)

    def run(self) -> int:
        """Run the main loop until quit; return the exit code."""
        self.running = True
        dt = 0.0
        last = time.perf_counter()
        while self.running:
            self.step(dt)
            pygame.display.flip()
            if len(self.perf.frames) % 120 == 0:
                self._peak_children_kb = max(self._peak_children_kb, _live_children_kb())
            self.clock.tick(theme.FPS)
            now = time.perf_counter()
            frame = now - last  # the whole frame interval, waiting included
            self.perf.frame(frame * 1000.0)
            dt = min(0.1, frame)
            last = now
            if self.max_seconds is not None and now - self.started > self.max_seconds and self.running:
                print(f"castlecombo play: scoring not reached within {self.max_seconds:g} s", file=sys.stderr)
                self.quit(3)
            if not self.stack.scenes:
                self.quit(self.exit_code)
        return self.exit_code

    def peak_rss_mb(self) -> float:
        """Peak memory of the app plus its worker processes, in MB."""
        own = _status_kb("self")
        reaped = 0
        if resource is not None:
            if own == 0:
                own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
            reaped = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        children = max(self._peak_children_kb, _live_children_kb(), reaped)
        return round((own + children) / 1024.0, 1)

    def write_perf(self, path: str | os.PathLike[str]) -> None:
        """Write the --perf-json figures."""
        data = self.perf.summary()
        data["peak_rss_mb"] = self.peak_rss_mb()
        data["reached_scoring"] = self.reached_scoring
        Path(path).write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")

    def shutdown(self) -> None:
        """Stop the AI worker and leave every scene."""
        while self.stack.scenes:
            self.stack.pop()
        if self.ai_worker is not None:
            try:
                self.ai_worker.shutdown()
            except Exception:
                pass
            self.ai_worker = None


def _first_scene(app: App, options: argparse.Namespace) -> bool:
    """Push the first scene; False if nothing could start."""
    autoplay = bool(getattr(options, "autoplay", False))
    if getattr(options, "resume", False):
        if app.continue_game():
            return True
        if autoplay:
            return False
    players = getattr(options, "players", None)
    seed = getattr(options, "seed", None)
    if autoplay or players or seed is not None:
        kinds = parse_players(players, autoplay)
        app.start_game(default_seats(kinds), seed, None)
        return True
    if app.show_menu():
        return True
    last = app.settings.last_seats
    app.start_game(list(last) if last else default_seats(["human", "medium"]), None, None)
    return True


def run(options: argparse.Namespace) -> int:
    """Open the window and play (``castlecombo play``); return the exit status."""
    try:
        if getattr(options, "players", None):
            parse_players(options.players, bool(getattr(options, "autoplay", False)))
    except ValueError as exc:
        print(f"castlecombo play: {exc}", file=sys.stderr)
        return 2
    app = App(options)
    code = 1
    try:
        if not _first_scene(app, options):
            print("castlecombo play: there is no saved game to resume", file=sys.stderr)
            code = 1
        else:
            code = app.run()
        if getattr(options, "autoplay", False) and not app.reached_scoring and code == 0 \
                and not getattr(options, "stop_after_turns", None):
            code = 1
    finally:
        perf = getattr(options, "perf_json", None)
        if perf:
            try:
                app.write_perf(perf)
            except OSError as exc:
                print(f"castlecombo play: cannot write {perf}: {exc}", file=sys.stderr)
        app.shutdown()
        pygame.quit()
    return code


__all__ = ["App", "Scene", "Settings", "default_seats", "parse_players", "run"]
