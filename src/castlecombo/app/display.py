"""The game's window: its surface, full screen or a resizable window never below the smallest size,
and the windowed size it comes back to from full screen."""

from __future__ import annotations

import os
import warnings

import pygame

from castlecombo.app import screen
from castlecombo.i18n import _
from castlecombo.kit import assets, theme
from castlecombo.storage.records import Settings

STILL_MS = 400  # after the window changes, the pointer's motion this long is SDL's, not the player's


def at_least_min(size: tuple[int, int]) -> tuple[int, int]:
    """Return ``size`` grown to the smallest window where it is smaller."""
    return max(theme.MIN_WINDOW[0], size[0]), max(theme.MIN_WINDOW[1], size[1])


def first_size(saved: tuple[int, int], asked: str | None, chosen: bool = True) -> tuple[tuple[int, int], str | None]:
    """Return the size the window opens at: ``asked`` ("1280x720") if given, else ``saved`` fitted to the
    screen, or where no size was ever ``chosen`` one that suits the screen; with a message for the player when
    ``asked`` is not a size."""
    area = screen.usable_area()
    # a first run on a 4K screen opened at 1280x720 in a corner, and full screen came back to it (playtest 109)
    fitted = screen.fit_window(saved, area)  # the screen may be smaller
    suited = None if chosen else screen.suited_size(area)
    # never smaller than the default fitted: a 1600x900 screen opened at 1024x600, a 1366x768 one larger (148)
    size = max(suited or fitted, fitted, key=lambda wh: wh[0] * wh[1])
    if not asked:
        return size, None
    try:
        w, h = (int(v) for v in asked.lower().split("x"))
    except ValueError:
        return size, _("window size {asked} is not like 1280x720; using {width}x{height}").format(
            asked=repr(asked), width=size[0], height=size[1])
    fitted = screen.fit_window((w, h), area)
    # its edges went off the screen, out of the keyboard's reach (playtest 206); but the smallest window is said
    # nothing of: "larger than the screen has room for; using 1024x600" for 1024x600 read as a fault (playtest 231)
    if fitted != (w, h):
        # how to fill the screen after all: a window the size of the screen asked on it read as refused (244)
        # TRANSLATORS: F11 is the key; Settings has the same switch ("Full screen")
        return fitted, _("window size {asked} is larger than the screen has room for; using {width}x{height} "
                         "(F11: full screen)").format(asked=asked, width=fitted[0], height=fitted[1])
    return (w, h), None


def opening(settings: Settings, asked: str | None) -> tuple[tuple[int, int], str | None, Settings]:
    """Return :func:`first_size`'s size and message for ``settings`` and the size ``asked``, and the settings to
    keep: where no window size was ever chosen nor saved, the size that suits the screen becomes theirs (leaving
    full screen comes back to it)."""
    chosen = bool({"window_width", "window_height"} & settings.model_fields_set)
    size, problem = first_size(settings.window_size, asked, chosen)
    if not chosen:  # with --size too: a setting changed then saved 1280x720 as the player's size (playtest 110)
        own = first_size(settings.window_size, None, chosen)[0] if asked else size
        settings = settings.model_copy(update={"window_width": own[0], "window_height": own[1]})
    return size, problem, settings


class Display:
    """The window: full screen or a resizable window of ``windowed_size``, and the surface drawn on."""

    def __init__(self, windowed_size: tuple[int, int], fullscreen: bool,
                 saved_size: tuple[int, int] | None = None) -> None:
        if pygame.display.get_driver() == "x11":
            # the window is drawn in software: X11's shared-memory framebuffer shows it as it is, where SDL's
            # default copies it through an OpenGL texture (a 1920x1080 flip: 13.7 ms under Xvfb, 1.0 ms this way)
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        self.title = "Castle Combo"
        pygame.display.set_caption(self.title)
        self.windowed_size = at_least_min(windowed_size)
        self.fullscreen = fullscreen
        self.saved_size = saved_size or windowed_size  # the settings' size when last applied
        self.dragged = False  # the player resized the window by hand: its size is kept for the next run
        self.windowed_at: tuple[int, int] | None = None  # where the window was before full screen
        self.surface = self._set_mode()
        self.moved_at = -STILL_MS  # ticks when the window last changed (not its opening: the pointer is free then)
        pygame.display.set_icon(assets.icon("app", 64))

    def set_title(self, title: str) -> None:
        """Name the window ``title`` (the system is asked only when it changes)."""
        if title != self.title:
            self.title = title
            pygame.display.set_caption(title)

    @property
    def size(self) -> tuple[int, int]:
        """The window's size in pixels."""
        return self.surface.get_size()

    def window_motion(self, event: pygame.event.Event) -> bool:
        """True if ``event`` is a pointer motion SDL makes as the window changes under a still pointer, not the
        player's (going full screen from Settings by keys hid the focus ring, playtest 256)."""
        return event.type == pygame.MOUSEMOTION and pygame.time.get_ticks() < self.moved_at + STILL_MS \
            and not any(getattr(event, "buttons", ()))  # (a motion posted without its buttons: none held)

    def _set_mode(self) -> pygame.Surface:
        self.moved_at = pygame.time.get_ticks()
        if self.fullscreen:
            if pygame.display.get_surface() is not None:
                # without a window manager X11 leaves a full screen where the window was, its right and foot off
                # the screen (playtests 271, 272): the window goes to the top left first, and back on leaving
                self.windowed_at = pygame.display.get_window_position()
                pygame.display.set_window_position((0, 0))
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        with warnings.catch_warnings():  # "Requested window was forcibly resized": asked once more below
            warnings.simplefilter("ignore", RuntimeWarning)
            surface = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        if surface.get_size() != self.windowed_size:
            # leaving full screen with the window drawn in software, SDL keeps the screen's size the first time
            # (X11: the window stayed 2560x1440, half off the screen, playtest 97); asked again, it takes the size
            surface = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        if self.windowed_at is not None:
            pygame.display.set_window_position(self.windowed_at)
            self.windowed_at = None
        return surface

    def toggle_fullscreen(self) -> None:
        """Switch between the window and full screen."""
        self.fullscreen = not self.fullscreen
        self.surface = self._set_mode()

    def apply(self, fullscreen: bool, size: tuple[int, int], chosen: bool = False) -> bool:
        """Go full screen or not, with the settings' ``size`` (never below the minimum) as the windowed size if
        it changed or was ``chosen`` (else the window keeps the size it has: from --size, or dragged); return
        True if the window changed. Raise pygame.error if SDL refuses the new mode (the surface is then what
        SDL kept)."""
        wanted = at_least_min(size if chosen or size != self.saved_size else self.windowed_size)
        self.saved_size = size
        changed = False
        if fullscreen != self.fullscreen:
            self.fullscreen = fullscreen
            changed = True
        elif not self.fullscreen and (wanted != self.windowed_size or wanted != self.size):
            changed = True
        self.windowed_size = wanted
        if changed:
            try:
                self.surface = self._set_mode()
            except pygame.error:
                self.surface = pygame.display.get_surface() or self.surface
                raise
        return changed

    def resized(self, w: int, h: int) -> bool:
        """The player resized the window to ``w`` x ``h``: keep it at least the minimum; return False (nothing
        changes) in full screen."""
        if self.fullscreen:
            return False
        self.dragged = True
        self.windowed_size = at_least_min((w, h))
        if self.windowed_size != (w, h):
            self.surface = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        else:
            self.surface = pygame.display.get_surface() or self.surface
        return True
