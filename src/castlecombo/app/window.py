"""The application: the window, the scene stack, the main loop and the ``play`` entry point.

``run(options)`` is what ``castlecombo play`` calls. The App owns one resizable window
(never smaller than 1024x600, F11 toggles full screen), the :class:`SceneStack`, the
settings, a transient banner (``notify``), and everything that runs beside the loop: the AI
worker process and the autosave thread. It stops them when it quits, on SIGTERM too.
Autoplay mode seats AI everywhere, plays a whole game through the real scenes and can write
frame-time and memory figures as JSON.

Scenes get the App through narrow protocols (``kit.scene.Navigator``, ``combo.ui.host.TableHost``,
``app.services.AppServices``) and never import this module.
"""

from __future__ import annotations

import argparse
import logging
import random
import signal
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pygame

from castlecombo import START_TIME, i18n
from castlecombo.app import display, screen
from castlecombo.app.menu import MenuScene
from castlecombo.app.notice import show_notice
from castlecombo.app.options import PlayOptions, default_seats, parse_players
from castlecombo.app.perf import Perf
from castlecombo.app.settings_scene import SettingsScene
from castlecombo.combo.ui import cardface, table_gfx
from castlecombo.combo.ui.host import ComboSession
from castlecombo.combo.ui.replay_scene import ReplayScene
from castlecombo.combo.ui.table import TableScene
from castlecombo.games import title as game_title
from castlecombo.i18n import N_, _
from castlecombo.kit import assets, draw, focus, theme
from castlecombo.kit.banners import Banners
from castlecombo.kit.memory import pin_mmap_threshold
from castlecombo.kit.scene import Navigator, Scene, SceneStack
from castlecombo.kit.shortcuts import open_keys_help, open_settings_key
from castlecombo.kit.sound import SoundPlayer, quiet_stderr
from castlecombo.kit.worker import Worker
from castlecombo.kit.writer import LatestWriter
from castlecombo.rooms.ui import art as rooms_art
from castlecombo.rooms.ui.replay_scene import RoomsReplay
from castlecombo.rooms.ui.table import RoomsTable
from castlecombo.storage import files as storage
from castlecombo.storage import instance_lock, saves
from castlecombo.storage.records import GameName, HistoryRecord, SaveGame, SeatConfig, Settings

log = logging.getLogger("castlecombo")

MODIFIERS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META  # with one of these, M is not the mute key
MAX_FAILED_FRAMES = 3  # frames failing in a row before the app gives up (each failure closes more)
# TRANSLATORS: said by a second copy of the game started while the first is open, before it closes
ALREADY_OPEN = N_("The game is already open in another window. Go on there: two copies would write over each "
                  "other's saved games.")


def save_screenshot(surface: pygame.Surface, folder: Path, name: str) -> None:
    """Save ``surface`` as ``<folder>/<name>-WxH.png`` (the folder made if need be)."""
    folder.mkdir(parents=True, exist_ok=True)
    w, h = surface.get_size()
    pygame.image.save(surface, str(folder / f"{name}-{w}x{h}.png"))


def clear_render_caches() -> None:
    """Forget fonts and surfaces: those cached under an earlier ``pygame.init`` are dead."""
    assets.clear_caches()
    draw.clear_caches()
    cardface.clear_cache()
    table_gfx.clear_caches()
    rooms_art.clear_cache()


def push_or_explain(app: Navigator, make: Callable[[], Scene], problem: str) -> bool:
    """Push the scene ``make`` builds; False (with a banner ``problem`` saying why) if it refuses."""
    try:
        scene = make()
    except ValueError as exc:
        app.notify(_(problem).format(problem=exc), 8.0)
        return False
    app.stack.push(scene)
    return True


class App:
    """The window, the scene stack, the loop, and the owner of the AI process and the autosave thread."""

    def __init__(self, options: PlayOptions | argparse.Namespace | None = None) -> None:
        if isinstance(options, argparse.Namespace):
            options = PlayOptions.from_namespace(options)
        self.options = opt = options or PlayOptions()
        self.perf = Perf(START_TIME)
        self.autoplay, self.max_seconds = opt.autoplay, opt.max_seconds
        self.stop_after_turns = opt.stop_after_turns
        self.combo_session = ComboSession()  # what this run remembers between Castle Combo's scenes
        self.screenshot_dir: Path | None = Path(opt.screenshot_dir) if opt.screenshot_dir else None
        self._shot_names: set[str] = set()
        self._scoring_frames = self._failed_frames = 0
        self.banners = Banners()
        i18n.on_change(clear_render_caches)  # words drawn in the language before are forgotten
        i18n.set_language(storage.settings_language() or i18n.system_language())  # a damaged file's notice (338)
        self.settings, message = storage.load_settings()
        i18n.set_language(self.settings.language or i18n.system_language())
        self.settings_problem = message  # said in a notice over the first scene (a banner went unread, a playtest)
        self._worker = Worker()  # its process starts with the first AI decision
        self._saver: LatestWriter[SaveGame] = LatestWriter(saves.write_current_save, "autosave")

        pin_mmap_threshold()  # window-sized and card-sized surfaces go back to the system when dropped
        with quiet_stderr():  # SDL's audio back ends (ALSA without a sound card) complain on the C-level stderr
            pygame.init()
        s = self.settings
        self.sound = SoundPlayer(master=s.master_volume, effects=s.effects_volume, muted=not s.sound)
        clear_render_caches()
        draw.set_user_scale(s.ui_scale / 100)
        size, problem, s = display.opening(s, getattr(opt, "size", None))
        self.settings = s
        if problem:  # a sentence on its own, "o tamanho…" began in lower case (261); 8 s: 4 went unread (323)
            self.notify(problem[:1].upper() + problem[1:], 8.0)
        full = bool(opt.fullscreen) or (s.fullscreen and not getattr(opt, "size", None))  # --size: a window (pt. 82)
        self.display = display.Display(size, full, s.window_size)
        if self.display.fullscreen != s.fullscreen:  # Settings shows it, and a change keeps it (playtest 79)
            self.settings = s.model_copy(update={"fullscreen": self.display.fullscreen})
        self.opened_size = self.display.windowed_size  # Settings always offers it again
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = self.reached_scoring = self.keys_lead = self.clicked = False  # see focus.keys_lead_after
        self.terminated = False  # SIGTERM asked the app to stop
        self.exit_code = 0
        self.started = time.perf_counter()

    # --- window -------------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        """The window's size in pixels."""
        return self.display.size

    @property
    def screen(self) -> pygame.Surface:
        """The window's surface, drawn on every frame."""
        return self.display.surface

    @property
    def windowed_size(self) -> tuple[int, int]:
        """The window's size out of full screen (what Settings shows as chosen)."""
        return self.display.windowed_size

    @property
    def fullscreen(self) -> bool:
        """True in full screen."""
        return self.display.fullscreen

    def toggle_fullscreen(self) -> None:
        """Switch between the window and full screen (F11); the settings follow, saved (not kept: playtest 138)."""
        self.display.toggle_fullscreen()
        self.settings = self.settings.model_copy(update={"fullscreen": self.fullscreen})
        self.save_settings()
        self._resized()

    def apply_settings(self, window: bool = False) -> None:
        """Apply ``self.settings`` now: language, sound, full screen, and the window size when it changed or
        ``window`` is set (the player picked it). The table reads the AI pace and animation for every move."""
        s = self.settings
        spoken = i18n.language()
        i18n.set_language(s.language or i18n.system_language())  # the scenes translate as they draw
        self.sound.master, self.sound.effects, self.sound.muted = s.master_volume, s.effects_volume, not s.sound
        try:
            changed = self.display.apply(s.fullscreen, s.window_size, window)
        except pygame.error as exc:
            self.notify(_("The window could not be changed: {problem}").format(problem=exc), 6.0)
            changed = True
        # a new language too: a scene under Settings may have laid out words once per size (a table's help lines)
        if changed or s.ui_scale / 100 != draw.user_scale() or i18n.language() != spoken:
            draw.set_user_scale(s.ui_scale / 100)
            self._resized()

    def _resized(self) -> None:
        for scene in self.stack.scenes:
            scene.resize(self.size)

    # --- services for the scenes -------------------------------------------------

    def play_sound(self, name: str, volume: float = 1.0, delay: float = 0.0) -> None:
        """Play the sound effect ``name`` at ``volume`` (0..1) of the player's levels, ``delay`` seconds
        from now (silent when muted)."""
        self.sound.play(name, volume, delay)

    def sound_device(self) -> bool:
        """True when an audio device plays the sounds."""
        return self.sound.audio

    def toggle_mute(self) -> None:
        """M: mute or unmute the game everywhere (kept in the settings)."""
        self.settings = self.settings.model_copy(update={"sound": not self.settings.sound})
        self.sound.muted = not self.settings.sound
        self.save_settings()
        self.notify(_("Sound on") if self.settings.sound else _("Sound off (M turns it on)"), 2.0)

    def notify(self, text: str, seconds: float = 4.0) -> None:
        """Show ``text`` in a banner for a few seconds (at the window's foot, or its top over the menu)."""
        self.banners.add(text, seconds)

    def ai_worker(self) -> Worker:
        """The one background process for AI decisions (started by the first one)."""
        return self._worker

    def autosave(self, save: SaveGame) -> None:
        """Write ``save`` as the game in progress on the autosave thread (the latest wins)."""
        self._saver.submit(save)

    def flush_saves(self, timeout: float = 5.0) -> None:
        """Wait (at most ``timeout`` seconds) until the last autosave is on disk."""
        self._saver.flush(timeout)

    def screenshot(self, name: str) -> None:
        """Save the window as ``<screenshot_dir>/<name>-WxH.png`` once per name (when enabled)."""
        if self.screenshot_dir is not None and name not in self._shot_names:
            self._shot_names.add(name)
            save_screenshot(self.screen, self.screenshot_dir, name)

    def save_settings(self) -> None:
        """Write the settings, telling the player if the disk refuses."""
        try:
            storage.save_settings(self.settings)
        except OSError as exc:
            self.notify(str(exc), 8.0)

    # --- navigation ----------------------------------------------------------------

    def start_game(self, seats: list[SeatConfig], seed: int | None = None,
                   first_player: int | None = None, game: GameName = "combo") -> None:
        """Start a new game of ``game`` with ``seats`` and push its table."""
        seed = random.SystemRandom().randrange(1, 2**31) if seed is None else seed
        save = SaveGame.new(seed, list(seats), first_player, game)
        self.stack.push(self._table(save))
        self.autosave(save)  # Continue finds it even before a first move (Esc says the game is saved)

    def _table(self, save: SaveGame) -> Scene:
        """Return the table of the game ``save`` is of; raise ValueError if it does not replay."""
        return RoomsTable(self, save) if save.game == "rooms" else TableScene(self, save)

    def continue_game(self, game: GameName | None = None) -> bool:
        """Resume ``game``'s saved game (the one saved last when None); False (with a banner) if there is none."""
        save, message = saves.load_current_save(game or saves.latest_saved_game() or "combo")
        if message:
            self.notify(message, 8.0)
        if save is None:
            if not message and game is not None:  # the game asked for (--resume --game rooms with Combo saved)
                self.notify(_("There is no game of {game} in progress to continue.").format(game=game_title(game)))
            elif not message:
                self.notify(_("There is no game in progress to continue."))
            return False
        return push_or_explain(self, lambda: self._table(save), N_("The saved game could not be resumed: {problem}"))

    def start_replay(self, record: HistoryRecord | SaveGame) -> bool:
        """Watch a finished game again, turn by turn; False (with a banner) if it does not replay."""
        return push_or_explain(
            self, lambda: RoomsReplay(self, record) if record.game == "rooms" else ReplayScene(self, record),
            N_("This game cannot be replayed: {problem}"))

    def show_menu(self) -> None:
        """Leave every scene and show the main menu."""
        self.stack.reset(MenuScene(self))

    def open_settings(self) -> None:
        """Show the settings over the scene on top (a table: a playtest found them only through the menu); by the
        keyboard, with the ring on the first setting, as from the menu (F2 opened them with nothing ringed, 302)."""
        scene = SettingsScene(self)
        if self.keys_lead:
            scene.ring.move(scene.controls(), 1)
        self.stack.push(scene)

    def quit(self, code: int = 0) -> None:
        """Leave the main loop at the end of this frame."""
        self.exit_code = code
        self.running = False

    def terminate(self) -> None:
        """SIGTERM: stop like the window's close button (the game in progress is saved), exit status 0."""
        self.terminated = True
        self.quit(0)

    def scoring_reached(self) -> None:
        """The table calls this when the scoring scene is shown."""
        self.reached_scoring = True

    # --- loop --------------------------------------------------------------------

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit(self.exit_code)
            return
        if window_event(self, event):
            return
        top = self.stack.top
        self.keys_lead, self.clicked = focus.keys_lead_after(event, self.keys_lead, self.clicked,
                                                             type(top) is MenuScene)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m and not event.mod & MODIFIERS \
                and (top is None or not top.takes_text()):
            self.toggle_mute()
            return
        if not open_keys_help(self, top, event) and not open_settings_key(self, top, event):  # "?" where a screen's
            self.stack.deliver(event)  # keys have no list of their own, F2 over the score pad and the review

    def _report_save_errors(self) -> None:
        """Tell the player about autosaves the disk refused; anything else is a bug and raised here."""
        for problem in self._saver.errors():
            if not isinstance(problem, OSError):
                raise problem
            self.notify(_("The game could not be saved: {problem}").format(problem=problem), 6.0)

    def step(self, dt: float) -> None:
        """One frame: events, update, draw (tests call this directly; errors are not caught here)."""
        for event in pygame.event.get():
            self._dispatch(event)
        self.sound.update(dt)
        self.stack.update(dt)
        self._report_save_errors()
        self.screen.fill(theme.BACKGROUND)
        self.stack.draw(self.screen)
        self.banners.draw(self.screen, dt, self.stack.top is not None and self.stack.top.banners_at_top)
        self.display.set_title(_(self.stack.window_title or N_("Castle Combo")))
        top = self.stack.top
        if top is not None and self.screenshot_dir is not None:
            self.screenshot(type(top).__name__)
        if self.autoplay and self.reached_scoring:
            self._scoring_frames += 1
            if self._scoring_frames >= 20:
                self.quit(0)

    def frame(self, dt: float) -> None:
        """One frame, guarded: a scene that fails is closed with a notice instead of ending the app."""
        try:
            self.step(dt)
        except Exception as exc:  # the app's outer boundary: log the traceback, tell the player
            self._scene_failed(exc)
        else:
            self._failed_frames = 0

    def _scene_failed(self, exc: Exception) -> None:
        """Close the failing scene (then everything up to the menu, then the app) and say why."""
        failed = self.stack.top
        log.error("%s failed", type(failed).__name__ if failed else "The window", exc_info=exc)
        self._failed_frames += 1
        if self._failed_frames >= MAX_FAILED_FRAMES or failed is None:
            print(f"castlecombo play: the window cannot go on: {type(exc).__name__}: {exc}", file=sys.stderr)
            self.quit(1)
            return
        if self._failed_frames == 1 and len(self.stack.scenes) > 1:
            self.stack.pop()
        else:
            self.show_menu()
        show_notice(self, _("Something went wrong on this screen, so it was closed.\n\n{error}").format(
            error=f"{type(exc).__name__}: {exc}"), _("Sorry"))

    def run(self) -> int:
        """Run the main loop until quit; return the exit code."""
        self.running = True
        dt = 0.0
        last = time.perf_counter()
        while self.running:
            self.frame(dt)
            pygame.display.flip()
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

    def shutdown(self) -> None:
        """Leave every scene (the table saves its game), then stop the autosave thread and the AI process."""
        while self.stack.scenes:
            self.stack.pop()
        keep_dragged_size(self.display, self.settings)
        self._saver.close()
        self._report_save_errors()
        self._worker.shutdown()


def window_event(app: App, event: pygame.event.Event) -> bool:
    """Handle ``event`` if it is the window's own (a resize, F11, SDL's pointer motion as the window changes);
    return whether it was."""
    if event.type == pygame.VIDEORESIZE:
        if app.display.resized(event.w, event.h):
            app._resized()
        return True
    if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
        app.toggle_fullscreen()
        return True
    if app.display.window_motion(event):
        app.stack.pointer = event.pos  # where it is, but no scene hears of a move the player did not make
        return True
    return False


def keep_dragged_size(window: display.Display, settings: Settings) -> None:
    """Keep the size the player dragged the window to for the next run, as a size chosen in Settings is kept (a
    playtest's window opened again at 1280x720 after it had been made 1920x1080); never a size Settings refuses."""
    size = window.windowed_size
    if not window.dragged or size == settings.window_size:
        return
    try:
        kept = Settings.model_validate({**settings.model_dump(), "window_width": size[0], "window_height": size[1]})
        storage.save_settings(kept)
    except (ValueError, storage.StorageError):
        log.info("The window's size %s was not kept", size)


def tell_settings_problem(app: App) -> None:
    """Say what was wrong with the settings file and what was done, over the first scene (a banner when AIs play
    alone: nobody is there to close a notice)."""
    message, app.settings_problem = app.settings_problem, None
    if message and app.autoplay:
        app.notify(message, 8.0)
    elif message:
        show_notice(app, message, _("About your settings"))


def _first_scene(app: App, options: PlayOptions) -> bool:
    """Push the first scene; False if nothing could start."""
    if options.resume:
        if app.continue_game(options.resume_game):
            return True
        if options.autoplay:
            return False
        app.show_menu()  # with the banner saying there was nothing to continue, not a new game unasked for
        return True
    if options.autoplay or options.players or options.seed is not None or options.game != "combo":
        kinds = parse_players(options.players, options.autoplay, options.game)
        app.start_game(default_seats(kinds), options.seed, None, options.game)
        return True
    app.show_menu()
    return True


def run(namespace: argparse.Namespace) -> int:
    """Open the window and play (``castlecombo play``); return the exit status."""
    options = PlayOptions.from_namespace(namespace)
    try:
        if options.players:
            parse_players(options.players, options.autoplay, options.game)
    except ValueError as exc:
        print(f"castlecombo play: {exc}", file=sys.stderr)
        return 2
    pygame.display.init()
    try:
        screen.check_display()
    except screen.NoDisplay as exc:
        pygame.quit()
        print(f"castlecombo play: {exc}", file=sys.stderr)
        return 1
    logging.basicConfig(format="castlecombo: %(levelname)s %(name)s: %(message)s")
    lock = instance_lock.acquire(storage.data_dir())  # held until the process ends
    if lock is None and options.autoplay:
        print(f"castlecombo play: {ALREADY_OPEN}", file=sys.stderr)
        return 1
    app = App(options)
    previous = signal.signal(signal.SIGTERM, lambda _signum, _frame: app.terminate())
    code = 1
    try:
        if lock is None:  # the window says so, and closes with its notice
            show_notice(app, _(ALREADY_OPEN), _("Already open"))
            app.run()
        elif not _first_scene(app, options):
            print("castlecombo play: there is no saved game to resume", file=sys.stderr)
        else:
            tell_settings_problem(app)
            code = app.run()
        if options.autoplay and not app.reached_scoring and code == 0 and not options.stop_after_turns \
                and not app.terminated:
            code = 1
    finally:
        if options.perf_json:
            try:
                app.perf.write(options.perf_json, app.reached_scoring)
            except OSError as exc:
                print(f"castlecombo play: cannot write {options.perf_json}: {exc}", file=sys.stderr)
        app.shutdown()
        pygame.quit()
        signal.signal(signal.SIGTERM, previous)
    return code


__all__ = ["App", "PlayOptions", "Settings", "default_seats", "parse_players", "run", "tell_settings_problem"]
