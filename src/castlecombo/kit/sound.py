"""Sound effects by name: loaded lazily, master and effects volume, mute; silent without an audio device.

The player knows no game: it plays the files of one folder by their stem
(``card_place.wav`` is played as ``"card_place"``). With no audio device (the
mixer cannot start) every call is a quiet no-op; with ``SDL_AUDIODRIVER=dummy``
the sounds play into the void. Starting the mixer prints nothing: SDL and ALSA
write their complaints straight to the C-level standard error, so that file
descriptor points at the null device while the mixer starts.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame

from castlecombo.resources import asset_path

SOUND_SUFFIXES = (".wav", ".ogg")


@contextmanager
def quiet_stderr() -> Iterator[None]:
    """Point file descriptor 2 at the null device for the duration (swallows C-level chatter)."""
    try:
        sys.stderr.flush()
    except (AttributeError, OSError, ValueError):  # no stderr at all (pythonw) or a closed one
        pass
    try:
        saved = os.dup(2)
    except OSError:  # no descriptor 2 (a windowed app): nothing can be printed anyway
        yield
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(devnull)


def start_mixer() -> bool:
    """Return True when the mixer runs (starting it quietly if needed), False when there is no audio device."""
    if pygame.mixer.get_init():
        return True
    with quiet_stderr():
        try:
            pygame.mixer.init()
        except pygame.error:
            return False
    return bool(pygame.mixer.get_init())


def _percent(value: float) -> int:
    """Return ``value`` rounded and clamped to 0..100."""
    return max(0, min(100, round(value)))


class SoundPlayer:
    """Plays the effects in one folder by name, at master × effects volume, unless muted."""

    def __init__(self, folder: Path | None = None, *, master: float = 100, effects: float = 100,
                 muted: bool = False) -> None:
        self.folder = folder if folder is not None else asset_path("sounds")
        self._master = _percent(master)
        self._effects = _percent(effects)
        self._muted = muted
        self._files: dict[str, Path] | None = None
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._audio: bool | None = None  # None: the mixer has not been tried yet
        self._later: list[tuple[float, str, float]] = []  # (seconds left, name, volume)

    # --- settings ------------------------------------------------------------------

    @property
    def master(self) -> int:
        """Return the master volume in percent (0..100)."""
        return self._master

    @master.setter
    def master(self, percent: float) -> None:
        self._master = _percent(percent)

    @property
    def effects(self) -> int:
        """Return the effects volume in percent (0..100)."""
        return self._effects

    @effects.setter
    def effects(self, percent: float) -> None:
        self._effects = _percent(percent)

    @property
    def muted(self) -> bool:
        """Return True while muted."""
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self._muted = value
        if value:
            self.stop()
            self._later = []

    def toggle_mute(self) -> bool:
        """Mute or unmute; return the new muted state."""
        self.muted = not self._muted
        return self._muted

    def level(self, volume: float = 1.0) -> float:
        """Return the mixer level (0..1) an effect played at ``volume`` gets now; 0 when muted."""
        if self._muted:
            return 0.0
        return max(0.0, min(1.0, volume)) * self._master * self._effects / 10_000

    # --- playing -------------------------------------------------------------------

    @property
    def audio(self) -> bool:
        """Return True when an audio device plays the sounds (starts the mixer on first use)."""
        if self._audio is None:
            self._audio = start_mixer()
        return self._audio

    def names(self) -> list[str]:
        """Return the names of the effects in the folder, sorted."""
        return sorted(self._effect_files())

    def play(self, name: str, volume: float = 1.0, delay: float = 0.0) -> pygame.mixer.Channel | None:
        """Play effect ``name`` at ``volume`` (0..1) of the set level, ``delay`` seconds from now
        (:meth:`update` plays it then); return its channel, None if silent or not yet.

        Raise KeyError for a name with no file in the folder (whether or not there is audio).
        """
        files = self._effect_files()
        if name not in files:
            raise KeyError(f"no sound named {name!r} in {self.folder}")
        if delay > 0:
            if not self._muted:
                self._later.append((delay, name, volume))
            return None
        level = self.level(volume)
        if level <= 0.0 or not self.audio:
            return None
        sound = self._sounds.get(name)
        if sound is None:
            sound = self._sounds[name] = pygame.mixer.Sound(str(files[name]))
        sound.set_volume(level)
        return sound.play()

    def update(self, dt: float) -> None:
        """Let ``dt`` seconds pass: play the delayed effects whose time has come."""
        if not self._later:
            return
        due = [(name, volume) for left, name, volume in self._later if left <= dt]
        self._later = [(left - dt, name, volume) for left, name, volume in self._later if left > dt]
        for name, volume in due:
            self.play(name, volume)

    def cancel(self) -> None:
        """Forget the delayed effects not played yet."""
        self._later = []

    @property
    def pending(self) -> int:
        """How many delayed effects are still to play."""
        return len(self._later)

    def stop(self) -> None:
        """Stop every effect that is playing."""
        if self._audio and pygame.mixer.get_init():
            pygame.mixer.stop()

    def _effect_files(self) -> dict[str, Path]:
        if self._files is None:
            found = sorted(self.folder.iterdir()) if self.folder.is_dir() else []
            self._files = {p.stem: p for p in found if p.suffix.lower() in SOUND_SUFFIXES}
        return self._files
