"""Shared test set-up: headless SDL, a private home folder for every test and a headless App."""

import argparse
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest


@pytest.fixture(autouse=True)
def _private_home(tmp_path_factory, monkeypatch):
    """Never touch the real user folders."""
    if not os.environ.get("CASTLECOMBO_HOME_KEEP"):
        monkeypatch.setenv("CASTLECOMBO_HOME", str(tmp_path_factory.mktemp("home")))


@pytest.fixture(autouse=True)
def _fresh_render_caches():
    """Fonts and surfaces cached by an earlier test's pygame session are dead once it quit: start each test without."""
    from castlecombo.app.window import clear_render_caches

    clear_render_caches()


@pytest.fixture(autouse=True)
def _covers_answer_at_once(monkeypatch):
    """Tests press a hot-seat cover's Enter as soon as it shows; the moment a cover stays deaf for a person (so
    that a double Enter does not pass it) is tested on its own, in test_hand_off.py."""
    from castlecombo.kit import scene

    monkeypatch.setattr(scene, "HAND_OFF_PAUSE", 0.0)


@pytest.fixture
def app(tmp_path, monkeypatch):
    """The real App in a 1280x720 window, home in ``tmp_path``, no events pending."""
    monkeypatch.setenv("CASTLECOMBO_HOME", str(tmp_path))
    from castlecombo.app.window import App

    application = App(argparse.Namespace(size="1280x720"))
    pygame.event.clear()
    yield application
    application.shutdown()
    pygame.quit()


@pytest.fixture(autouse=True)
def _clicks_apart(monkeypatch):
    """A test's clicks come within milliseconds: two on one spot are not a double-click's, which a button takes as
    one press, but where a test tries double-clicks (``test_double_clicks``)."""
    from castlecombo.kit import scene

    monkeypatch.setattr(scene, "ONE_PRESS_PER_DOUBLE_CLICK", False)


@pytest.fixture(autouse=True)
def _rules_start_on_their_first_page(monkeypatch):
    """The rules pages remember where a reader left them for the next opening from the table: not across tests."""
    from castlecombo.combo.ui.rules_scene import RulesScene
    from castlecombo.rooms.ui.rules_scene import RoomsRulesScene

    for scene in (RulesScene, RoomsRulesScene):
        monkeypatch.setattr(scene, "left_at", 0)
