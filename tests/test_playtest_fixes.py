"""What a first-time player hit while playing the real window (helper P2's playtest), each kept fixed.

Each test puts the app where the player was and checks what they saw.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest

from castlecombo.kit import draw, theme
from castlecombo.storage import files as storage
from castlecombo.storage.records import SaveGame, SeatConfig


@contextmanager
def app_at(size: tuple[int, int], ui_scale: int = 100) -> Iterator[object]:
    """The real App in a window of ``size`` with the UI-scale setting at ``ui_scale`` %."""
    from castlecombo.app.window import App

    app = App(argparse.Namespace(size=f"{size[0]}x{size[1]}"))
    app.settings = app.settings.model_copy(update={"ui_scale": ui_scale})
    app.apply_settings()
    pygame.event.clear()
    try:
        yield app
    finally:
        draw.set_user_scale(1.0)
        app.shutdown()
        pygame.quit()


def save_a_game() -> None:
    """A Castle Combo game in progress on disk (so the menu shows Continue)."""
    seats = [SeatConfig(name="You", kind="human", colour=theme.SEAT_COLOURS[0]),
             SeatConfig(name="Beatrix", kind="hard", colour=theme.SEAT_COLOURS[1])]
    storage.write_current_save(SaveGame.new(5, seats, 0))


@pytest.mark.parametrize("scale", [90, 100, 150])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_the_menu_buttons_never_overlap_at_any_ui_scale(size, scale):
    """At 150 % in a 1024x640 window the bottom row (Statistics, Settings, Quit) lay over the games'
    New game / Rules buttons and Continue over the title."""
    from castlecombo.app.menu import MenuScene

    save_a_game()
    with app_at(size, scale) as app:
        menu = MenuScene(app)
        app.stack.push(menu)
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        assert menu.buttons["continue"].visible
        rects = [menu.buttons[key].rect for key in menu.visible_buttons] + list(menu.pictures.values())
        window = pygame.Rect((0, 0), app.screen.get_size())
        for i, a in enumerate(rects):
            assert window.contains(a), f"{tuple(a)} outside the window"
            for b in rects[i + 1:]:
                assert not a.colliderect(b), f"{tuple(a)} overlaps {tuple(b)}"
        title = next(line.rect for line in lines if line.words == "Castle card games")
        assert title.bottom <= menu.buttons["continue"].rect.top
