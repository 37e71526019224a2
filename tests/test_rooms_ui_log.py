"""Castle Rooms' whole log: L or a click on the side log shows every line of the game large, as at Castle Combo's
table (playtest 84: L did nothing there)."""

from __future__ import annotations

import pygame

from castlecombo.kit import draw
from castlecombo.rooms.ui.whole_log import WholeLog
from test_rooms_ui_table import click, key, start


def _drawn(app) -> list[draw.DrawnText]:
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    return [line for line in lines if line.words.startswith("Entry number")]


def _entries(app) -> list[str]:
    """Return the entries drawn in the whole log (the table's side log is drawn under it)."""
    return [line.words for line in _drawn(app) if app.stack.top.rect().contains(line.rect)]


def test_l_shows_the_whole_log_large_home_reaches_its_start_and_esc_goes_back(app):
    table = start(app)
    table.log = [f"Entry number {i}" for i in range(120)]
    side = _drawn(app)
    key(app, pygame.K_l)
    whole = app.stack.top
    assert isinstance(whole, WholeLog)
    shown = [line for line in _drawn(app) if whole.rect().contains(line.rect)]
    assert [line.words for line in shown] == _entries(app)
    assert shown[-1].words == "Entry number 119"  # the newest first in sight
    assert len(shown) >= len(side)  # as many lines as the side column holds, or more
    assert shown[0].size > side[0].size  # and larger
    assert whole.rect().w > 2 * table.view.log_view.rect.w
    key(app, pygame.K_HOME)
    assert _entries(app)[0] == "Entry number 0"  # scrolled to the start of the game
    key(app, pygame.K_END)
    assert _entries(app)[-1] == "Entry number 119"
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table


def test_a_click_on_the_side_log_opens_it_and_a_click_beside_or_back_closes_it(app):
    table = start(app)
    table.log = [f"Entry number {i}" for i in range(40)]
    app.step(0.016)
    click(app, table.view.log_view.rect.center)
    whole = app.stack.top
    assert isinstance(whole, WholeLog)
    click(app, (2, 2))  # beside it
    assert app.stack.top is table
    click(app, table.view.log_view.rect.center)
    back = app.stack.top.back()
    assert not back.colliderect(app.stack.top.rect()) and back.bottom <= app.size[1]
    click(app, back.center)
    assert app.stack.top is table
