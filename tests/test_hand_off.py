"""Hot seat: a cover that passes the table to the next person takes its Enter only once it has been on screen a
moment, so that a second Enter meant for the table does not pass it unseen (a playtest ended a turn by Enter and
pressed Enter again: the next person's hand showed without the cover)."""

from __future__ import annotations

import pygame
import pytest

from castlecombo.app.options import default_seats
from castlecombo.combo.engine import actions as CA
from castlecombo.combo.ui.pass_cover import PassCover as ComboCover
from castlecombo.kit import scene
from castlecombo.rooms.ui.cover import PassCover as RoomsCover
from ui_helpers import post, take_the_seat

REAL_PAUSE = scene.HAND_OFF_PAUSE  # the tests' conftest sets no pause; these put the real one back


@pytest.fixture(autouse=True)
def _the_real_pause(monkeypatch):
    monkeypatch.setattr(scene, "HAND_OFF_PAUSE", REAL_PAUSE)


def enter(app) -> None:
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    app.step(0.016)


def cover_of(app, game: str):
    """Return the cover that opens a hot-seat game of ``game`` for two people, just shown."""
    app.start_game(default_seats(["human", "human"]), 5, 0, game)
    if game == "combo":  # the first person takes the seat and plays; the cover comes for the second
        take_the_seat(app).decide(CA.take(1, CA.CENTRE, False))
        for _ in range(100):
            if isinstance(app.stack.top, ComboCover):
                break
            app.step(0.016)
    cover = app.stack.top
    assert isinstance(cover, ComboCover if game == "combo" else RoomsCover)
    cover.shown_for = 0.0  # the moment it shows
    return cover


@pytest.mark.parametrize("game", ["combo", "rooms"])
def test_an_enter_at_once_leaves_the_cover_and_one_a_moment_later_takes_the_seat(app, game):
    cover = cover_of(app, game)
    enter(app)
    assert app.stack.top is cover  # the second Enter of a double press
    for _ in range(40):  # and one a second later (playtest 112 showed the next person's hand so)
        app.step(0.025)
    enter(app)
    assert app.stack.top is cover
    for _ in range(20):
        app.step(0.016)
    enter(app)
    assert app.stack.top is not cover and not isinstance(app.stack.top, (ComboCover, RoomsCover))


@pytest.mark.parametrize("game", ["combo", "rooms"])
def test_a_click_at_once_on_the_covers_button_leaves_it_too(app, game):
    cover = cover_of(app, game)
    button = cover._rects()[1]
    post(pygame.MOUSEBUTTONDOWN, pos=button.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=button.center, button=1)
    app.step(0.016)
    assert app.stack.top is cover


def test_the_take_back_button_keeps_well_apart_from_the_seats_button(app):
    """Playtest 111: "Annulla la mossa di Chiara (Z)" lay 20 px under "Sono Marco…: tocca a me"; a hand with a tremor
    slipped from one to the other and undid the move just played. They are 32 px apart at 1x."""
    cover = cover_of(app, "combo")
    _box, seat_button, back = cover._rects()
    assert back is not None
    assert back.top - seat_button.bottom >= round(30 * cover.table.view.layout.scale)


@pytest.mark.parametrize("game", ["combo", "rooms"])
def test_the_covers_button_looks_disabled_while_it_takes_no_click(app, game):
    """The cover is deaf 1.2 s (playtest 112); a click in that time must not look like a button that does nothing: the
    button is drawn greyed until it takes a click."""
    from castlecombo.kit import theme

    cover = cover_of(app, game)
    button = cover._rects()[1]
    app.stack.draw(app.screen)
    assert app.screen.get_at((button.left + 8, button.centery))[:3] == theme.PANEL  # a disabled button's fill
    for _ in range(90):
        app.step(0.016)
    app.stack.draw(app.screen)
    assert cover.ready and app.screen.get_at((button.left + 8, button.centery))[:3] == theme.BUTTON


@pytest.mark.parametrize("game", ["combo", "rooms"])
def test_a_bar_fills_along_the_covers_button_until_it_takes_a_click(app, game, monkeypatch):
    """Playtest 115: the greyed button, with nothing moving, read as broken for a second. A bar along its foot fills
    as the pause runs out, and goes once the button takes a click."""
    from castlecombo.kit import glyphs

    drawn: list[float] = []
    real = glyphs.waiting_bar
    monkeypatch.setattr(glyphs, "waiting_bar", lambda surface, rect, share: (drawn.append(share),
                                                                              real(surface, rect, share)))
    cover = cover_of(app, game)
    shares = []
    while not cover.ready:
        drawn.clear()
        app.stack.draw(app.screen)
        assert drawn
        shares.append(drawn[0])
        app.step(0.1)
    assert shares[0] < 0.1 and shares == sorted(shares) and shares[-1] > 0.8
    drawn.clear()
    app.stack.draw(app.screen)
    assert not drawn
