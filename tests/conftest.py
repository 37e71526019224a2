"""Shared test set-up: headless SDL and a private home folder for every test."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _private_home(tmp_path_factory, monkeypatch):
    """Never touch the real user folders."""
    if not os.environ.get("CASTLECOMBO_HOME_KEEP"):
        monkeypatch.setenv("CASTLECOMBO_HOME", str(tmp_path_factory.mktemp("home")))
