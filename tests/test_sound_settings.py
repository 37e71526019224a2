"""Sound settings: the volumes and mute are kept between runs and are what the app's player plays at;
M mutes anywhere (but types an "m" in a name); no sound card means silence and a quiet terminal."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys

import pygame
import pytest

from castlecombo.app.newgame import NewGameScene
from castlecombo.app.settings_scene import SettingsScene
from castlecombo.storage import files as storage
from ui_helpers import post


def press(app, key: int, mod: int = 0) -> None:
    post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
    app.step(0.016)


def drag_slider(scene, slider, share: float) -> None:
    """Press on the slider's track, drag to ``share`` of it and let go."""
    track = slider.track()
    start = (track.left + 2, track.centery)
    end = (round(track.left + share * track.w), track.centery)
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def test_volumes_and_animation_set_in_settings_are_kept_and_used_by_the_next_run(app):
    app.show_menu()
    scene = SettingsScene(app)
    app.stack.push(scene)
    app.step(0.016)
    drag_slider(scene, scene.master, 0.25)
    drag_slider(scene, scene.effects, 0.5)
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.animation._cells()[2].center, button=1))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=scene.animation._cells()[2].center, button=1))
    saved, message = storage.load_settings()
    assert message is None
    assert (saved.master_volume, saved.effects_volume, saved.animation) == (25, 50, "fast")
    # the player follows at once: an effect plays at master x effects
    assert (app.sound.master, app.sound.effects) == (25, 50)
    assert app.sound.level(1.0) == pytest.approx(0.125)

    from castlecombo.app.window import App

    later = App(argparse.Namespace(size="1280x720"))
    try:
        assert (later.sound.master, later.sound.effects, later.sound.muted) == (25, 50, False)
        assert later.settings.animation == "fast"
    finally:
        later.shutdown()


def test_the_wheel_over_a_volume_moves_it_a_step_a_click_and_it_is_kept(app, monkeypatch):
    """Playtest 307 turned the wheel three clicks over Master volume and it stayed at 80 %."""
    app.show_menu()
    scene = SettingsScene(app)
    app.stack.push(scene)
    app.step(0.016)
    before = scene.master.value
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: scene.master.rect.center)
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    assert scene.master.value == before - 3 * scene.master.step
    assert storage.load_settings()[0].master_volume == scene.master.value
    assert app.sound.master == scene.master.value
    effects = scene.effects.value  # only the slider under the pointer moves
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert scene.master.value == before - 2 * scene.master.step and scene.effects.value == effects


def test_a_settings_file_from_before_the_volumes_loads_with_their_defaults(tmp_path):
    storage.settings_path().parent.mkdir(parents=True, exist_ok=True)
    storage.settings_path().write_text('{"ai_pace": "slow", "sound": false}\n', encoding="utf-8")
    settings, message = storage.load_settings()
    assert message is None
    assert (settings.sound, settings.master_volume, settings.effects_volume, settings.animation) == (
        False, 80, 100, "normal")


@pytest.mark.parametrize("field, value", [("master_volume", 101), ("effects_volume", -1), ("master_volume", 50.0),
                                          ("animation", "slow")])
def test_out_of_range_sound_settings_are_refused(field, value):
    from castlecombo.storage.records import Settings

    with pytest.raises(ValueError):
        Settings.model_validate({field: value})


def test_m_mutes_and_unmutes_anywhere_and_is_kept(app):
    app.show_menu()
    app.step(0.016)
    assert app.settings.sound and not app.sound.muted
    press(app, pygame.K_m)
    assert app.sound.muted and app.settings.sound is False
    assert storage.load_settings()[0].sound is False
    app.play_sound("winner")
    assert not pygame.mixer.get_busy()  # muted: nothing plays
    press(app, pygame.K_m)
    assert not app.sound.muted and storage.load_settings()[0].sound is True
    press(app, pygame.K_m, pygame.KMOD_CTRL)  # Ctrl+M is not the mute key
    assert not app.sound.muted


def test_m_in_a_seat_name_types_an_m_instead_of_muting(app):
    app.show_menu()
    scene = NewGameScene(app)
    app.stack.push(scene)
    app.step(0.016)
    field = scene.rows[0]["input"]
    field.focus(True)
    press(app, pygame.K_m)
    assert not app.sound.muted
    field.focus(False)
    press(app, pygame.K_m)
    assert app.sound.muted
    press(app, pygame.K_m)  # sound back on
    scene.ring.key = "0.name"  # the keys' ring on the name, as Tab brings it (a letter there starts typing)
    press(app, pygame.K_m)
    assert not app.sound.muted  # M muted the sound as it typed "m" there (a playtest)


def test_muted_or_zero_volume_plays_nothing_and_levels_follow_the_settings(app):
    assert pygame.mixer.get_init()  # the dummy driver: a mixer that plays into the void
    app.settings = app.settings.model_copy(update={"master_volume": 0})
    app.apply_settings()
    assert app.sound.level() == 0.0
    app.play_sound("card_place")
    assert not pygame.mixer.get_busy()
    app.settings = app.settings.model_copy(update={"master_volume": 60, "effects_volume": 50, "sound": True})
    app.apply_settings()
    app.play_sound("card_place")
    assert pygame.mixer.get_busy()
    assert app.sound.level() == pytest.approx(0.3)


APP_WITHOUT_SOUND_CARD = """
import argparse
from castlecombo.app.window import App
app = App(argparse.Namespace(size="1280x720"))
app.play_sound("card_place")
app.step(0.016)
assert app.sound.audio is False
app.shutdown()
"""


def test_the_app_without_a_sound_card_is_silent_and_prints_nothing(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="alsa", AUDIODEV="castlecombo-no-such-device",
               CASTLECOMBO_HOME=str(tmp_path), PYGAME_HIDE_SUPPORT_PROMPT="1")
    result = subprocess.run([sys.executable, "-c", APP_WITHOUT_SOUND_CARD], env=env, capture_output=True, text=True,
                            timeout=120)
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")


def test_the_volume_sliders_are_dimmed_and_still_while_the_sound_is_off(app):
    """A playtest: with Sound off the volume sliders looked as live as ever; they are dimmed and take no drag
    until the sound is on again (M, from anywhere, counts too)."""
    app.show_menu()
    scene = SettingsScene(app)
    app.stack.push(scene)
    app.step(0.016)
    before = app.settings.master_volume
    press(app, pygame.K_m)  # sound off
    assert not app.settings.sound
    drag_slider(scene, scene.master, 0.1)
    assert not scene.master.enabled and app.settings.master_volume == before
    press(app, pygame.K_m)  # on again
    drag_slider(scene, scene.master, 0.1)
    assert scene.master.enabled and app.settings.master_volume == 10


def test_settings_say_when_no_sound_device_plays_the_sounds(app, monkeypatch):
    """A playtest on a machine without audio: Sound on/off and the volumes changed their looks and nothing told
    why nothing could be heard."""
    from castlecombo.app.settings_scene import SettingsScene
    from castlecombo.kit import draw

    scene = SettingsScene(app)
    app.stack.push(scene)
    app.step(0.016)
    with draw.recording() as lines:
        scene.draw(app.screen)
    assert not any("no sound device" in line.words for line in lines)
    monkeypatch.setattr(app.sound, "_audio", False)
    with draw.recording() as lines:
        scene.draw(app.screen)
    assert any(line.words.endswith("no sound device found: nothing can be heard") for line in lines)


def test_with_the_sound_off_the_keys_stop_on_a_volume_and_are_told_why_it_does_not_move(app):
    """Playtest 256, by keys alone: with the sound off, Down from Sound passed both dimmed volumes, and Left Left,
    meant for the volume, set the UI scale to 90 %. The ring stops on a dimmed volume; its arrows change nothing
    there and say why."""
    from ui_helpers import press

    app.show_menu()
    scene = SettingsScene(app)
    app.stack.push(scene)
    app.step(0.016)
    press(app, pygame.K_m)  # sound off
    for _ in range(12):
        if scene.ring.key == "sound":
            break
        press(app, pygame.K_TAB)
    press(app, pygame.K_DOWN)
    assert scene.ring.key == "master"
    volume, scale = app.settings.master_volume, app.settings.ui_scale
    press(app, pygame.K_LEFT)
    press(app, pygame.K_LEFT)
    assert (app.settings.master_volume, app.settings.ui_scale) == (volume, scale)
    # said once, however many times the arrows are pressed (two notices stacked, playtest 263)
    assert [words for words in app.banners.texts if "turn Sound on" in words] == [
        "The sound is off: turn Sound on (or press M) to set the volume"]
    press(app, pygame.K_m)  # on again: the arrows move it
    press(app, pygame.K_LEFT)
    assert app.settings.master_volume < volume


@pytest.mark.parametrize("language", ["pt", "fr"])
def test_the_no_sound_device_words_keep_inside_the_controls_edge(language, monkeypatch):
    """Playtest 316 (1749x984) chose Portuguese in Settings: "nenhum dispositivo de som: nada pode ser ouvido" ran
    to the panel's edge. The words keep to the right edge of the controls above them, as every control does."""
    from castlecombo import i18n
    from castlecombo.app import screen
    from castlecombo.app.settings_scene import SettingsScene
    from castlecombo.kit import draw
    from test_layout_fit import app_at

    monkeypatch.setattr(screen, "usable_area", lambda: (1920, 984))  # a 1920x1080 screen: five sizes offered
    with app_at((1749, 984)) as app:
        scene = SettingsScene(app)
        app.stack.push(scene)
        app.step(0.016)
        monkeypatch.setattr(app.sound, "_audio", False)
        i18n.set_language(language)  # chosen here, as the playtest did
        app.step(0.016)
        with draw.recording() as lines:
            scene.draw(app.screen)
        said = next(line for line in lines if line.rect.left > scene.sound.rect.right
                    and abs(line.rect.centery - scene.sound.rect.centery) < 4)
        assert said.rect.right <= scene.language.rect.right, (said.words, said.rect, scene.language.rect)
