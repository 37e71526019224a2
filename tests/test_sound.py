"""The sound effects (files and their generator) and the game-independent sound player."""

import importlib.util
import math
import os
import subprocess
import sys
import wave
from array import array
from pathlib import Path

import pygame
import pytest

from castlecombo.kit.sound import SoundPlayer
from castlecombo.resources import asset_path

ROOT = Path(__file__).resolve().parents[1]
SOUNDS = asset_path("sounds")
# every moment of the game that issue 11 gives a sound
EFFECTS = ("card_take", "card_place", "card_flip", "coins_gain_small", "coins_gain_medium", "coins_gain_large",
           "coins_pay_small", "coins_pay_medium", "coins_pay_large", "keys", "messenger", "refresh", "illegal",
           "your_turn", "game_end", "winner",
           "dragon", "knight")  # Castle Rooms: a dragon set on a line, a knight clearing it
LONGEST = 1.5  # seconds: every effect is shorter (issue 11)
MINUS_1_DBFS = 10 ** (-1 / 20)


def _samples(name: str) -> tuple[array, int]:
    with wave.open(str(SOUNDS / f"{name}.wav")) as f:
        assert (f.getnchannels(), f.getsampwidth()) == (1, 2), f"{name}: expected 16-bit mono"
        frames = f.readframes(f.getnframes())
        rate = f.getframerate()
    data = array("h", frames)
    if sys.byteorder == "big":
        data.byteswap()
    return data, rate


@pytest.mark.parametrize("name", EFFECTS)
def test_effect_is_short_quiet_and_audible(name):
    data, rate = _samples(name)
    assert len(data) / rate < LONGEST, f"{name} lasts {len(data) / rate:.2f} s"
    peak = max(abs(v) for v in data) / 32768
    assert peak <= MINUS_1_DBFS, f"{name} peaks at {20 * math.log10(peak):.1f} dBFS"
    rms = math.sqrt(sum(v * v for v in data) / len(data)) / 32768
    assert rms > 10 ** (-40 / 20), f"{name} is nearly silent ({20 * math.log10(rms):.1f} dBFS RMS)"
    # no click at the end: the last samples have faded out
    assert max(abs(v) for v in data[-20:]) < 0.01 * 32768


def test_every_effect_loads_in_the_mixer():
    pygame.mixer.init()
    try:
        for name in EFFECTS:
            sound = pygame.mixer.Sound(str(SOUNDS / f"{name}.wav"))
            assert 0.05 < sound.get_length() < LONGEST
    finally:
        pygame.mixer.quit()


def test_no_stray_sound_files():
    assert sorted(p.stem for p in SOUNDS.iterdir()) == sorted(EFFECTS)


def test_generator_rebuilds_identical_files(tmp_path):
    script = ROOT / "tools" / "make_sounds.py"
    if not script.is_file():
        pytest.skip("tools/ is not shipped with this copy")
    spec = importlib.util.spec_from_file_location("make_sounds", script)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    written = module.make_all(tmp_path)
    assert sorted(p.stem for p in written) == sorted(EFFECTS)
    for path in written:
        assert path.read_bytes() == (SOUNDS / path.name).read_bytes(), f"{path.name} differs from the committed file"


# --- the player ---------------------------------------------------------------------

@pytest.fixture
def mixer():
    pygame.mixer.init()  # the dummy driver (conftest): a working mixer that plays into the void
    yield
    pygame.mixer.quit()


def test_player_plays_at_master_times_effects_volume(mixer):
    player = SoundPlayer(master=50, effects=40)
    channel = player.play("card_place")
    assert channel is not None and channel.get_busy()
    assert channel.get_sound().get_volume() == pytest.approx(0.2, abs=0.01)
    player.master = 100
    player.effects = 80
    channel = player.play("card_place", volume=0.5)
    assert channel is not None
    assert channel.get_sound().get_volume() == pytest.approx(0.4, abs=0.01)


def test_player_volumes_are_clamped_percentages():
    player = SoundPlayer(master=140, effects=-5)
    assert (player.master, player.effects) == (100, 0)


@pytest.mark.parametrize("settings", [{"master": 0}, {"effects": 0}, {"muted": True}])
def test_silent_settings_play_nothing(mixer, settings):
    player = SoundPlayer(**settings)
    assert player.play("winner") is None
    assert not pygame.mixer.get_busy()


def test_muting_stops_what_plays_and_unmuting_plays_again(mixer):
    player = SoundPlayer()
    assert player.play("winner") is not None
    assert pygame.mixer.get_busy()
    assert player.toggle_mute() is True
    assert not pygame.mixer.get_busy()
    assert player.play("keys") is None
    assert player.toggle_mute() is False
    assert player.play("keys") is not None


def test_unknown_effect_is_an_error_even_when_silent():
    with pytest.raises(KeyError, match="no sound named 'fanfare'"):
        SoundPlayer(muted=True).play("fanfare")


def test_player_lists_the_folder(tmp_path):
    (tmp_path / "b.wav").write_bytes(b"")
    (tmp_path / "a.ogg").write_bytes(b"")
    (tmp_path / "notes.txt").write_text("not a sound")
    assert SoundPlayer(tmp_path).names() == ["a", "b"]


NO_DEVICE_SCRIPT = """
import sys
from castlecombo.kit.sound import SoundPlayer
player = SoundPlayer(master=80, effects=60)
for name in player.names():
    assert player.play(name) is None
player.master = 100
player.toggle_mute()
player.toggle_mute()
player.stop()
sys.exit(0 if player.audio is False else 3)
"""


def test_without_an_audio_device_every_call_is_a_silent_no_op():
    # ALSA on a device that does not exist: SDL fails and ALSA prints its complaints on the C-level stderr
    env = dict(os.environ, SDL_AUDIODRIVER="alsa", AUDIODEV="castlecombo-no-such-device")
    env.pop("PYGAME_HIDE_SUPPORT_PROMPT", None)
    result = subprocess.run([sys.executable, "-c", NO_DEVICE_SCRIPT], env=env, capture_output=True, text=True,
                            timeout=60)
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")
