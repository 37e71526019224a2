"""Settings open over a game (the cog button or F2) and Done comes back to the same table.

A playtest of the frozen app found the settings only through Menu, Settings, then Continue; a
keyboard playtest looked for them from the table too.
"""

from __future__ import annotations

import pygame
import pytest

from castlecombo import i18n
from castlecombo.app.options import default_seats
from castlecombo.app.settings_scene import SettingsScene
from castlecombo.combo.ui.table import TableScene
from castlecombo.kit import draw
from castlecombo.rooms.ui.table import RoomsTable
from ui_helpers import post


def _click(app, pos) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.step(0.016)


def _key(app, key) -> None:
    post(pygame.KEYDOWN, key=key, mod=0, unicode="")
    post(pygame.KEYUP, key=key, mod=0, unicode="")
    app.step(0.016)


def _table(app, game: str):
    app.start_game(default_seats(["human", "easy"]), 5, 0, game)
    kind = TableScene if game == "combo" else RoomsTable
    table = app.stack.find(kind)
    assert table is not None
    app.step(0.016)
    return table


@pytest.mark.parametrize("game", ["combo", "rooms"])
@pytest.mark.parametrize("way", ["cog", "F2"])
def test_settings_open_over_the_game_and_done_comes_back_to_it(app, game, way):
    table = _table(app, game)
    actions = len(table.state.actions) if hasattr(table.state, "actions") else None
    if way == "cog":
        _click(app, table.view.layout.settings.center)
    else:
        _key(app, pygame.K_F2)
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    settings.draw(app.screen)
    _click(app, settings.done.rect.center)
    assert app.stack.top is table  # the same game, not the menu
    if actions is not None:
        assert len(table.state.actions) == actions


@pytest.mark.parametrize("game", ["combo", "rooms"])
def test_a_language_chosen_over_the_game_is_spoken_by_the_table_at_once(app, game):
    table = _table(app, game)
    _key(app, pygame.K_F2)
    settings = app.stack.top
    try:
        settings.set_language("fr")
        _click(app, settings.done.rect.center)
        assert app.stack.top is table
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        words = " ".join(line.words for line in lines)
        assert "Règles" in words and "Rules" not in words
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game", ["combo", "rooms"])
def test_the_cog_is_drawn_in_the_top_bar_clear_of_the_other_buttons(app, game):
    table = _table(app, game)
    lay = table.view.layout
    others = [lay.menu, lay.rules] + ([lay.undo, lay.suggest, lay.shortcuts] if game == "combo" else [])
    assert lay.settings.w > 0 and lay.top.contains(lay.settings)
    assert not any(lay.settings.colliderect(r) for r in others)


def test_the_window_is_titled_as_the_screen_shown(app):
    """A playtest of the frozen app: the window said "Castle Combo" over a menu titled "Castle card games"."""
    app.show_menu()
    app.step(0.016)
    assert pygame.display.get_caption()[0] == "Castle card games"
    app.start_game(default_seats(["human", "easy"]), 5, 0, "rooms")
    app.step(0.016)
    assert pygame.display.get_caption()[0] == "Castle Rooms"
    app.show_menu()
    app.start_game(default_seats(["human", "easy"]), 5, 0)
    app.step(0.016)
    assert pygame.display.get_caption()[0] == "Castle Combo"


@pytest.mark.parametrize("game", ["combo", "rooms"])
def test_leaving_a_game_over_before_its_ending_records_it_and_offers_no_continue(app, game):
    """A keyboard playtest pressed Esc on the table of a game of Castle Rooms just won ("Enter shows the ending
    · Esc: the menu"): the menu offered "Continue: Castle Rooms, Round 6" for a game that was over."""
    import random

    from castlecombo.storage import files as storage
    from castlecombo.storage import saves

    table = _table(app, game)
    rng = random.Random(3)
    s = table.state
    while not s.is_over:
        assert table.decide(rng.choice(s.legal_actions()))
    _key(app, pygame.K_ESCAPE)
    assert type(app.stack.top).__name__ == "MenuScene"
    records, _messages = storage.load_history()
    assert [(r.game, r.actions) for r in records] == [(game, s.actions)]
    assert saves.load_current_save(game) == (None, None)
    assert not app.continue_game(game)  # "There is no game in progress to continue."
