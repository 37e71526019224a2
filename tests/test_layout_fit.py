"""Every scene at 1024x640, 1280x720 and 1920x1080 with five players named with 20 characters:
no line of text outside the box it is drawn in, and none under 12 px.

``draw.recording()`` collects every line ``draw.text`` draws with the box it belongs in; the
boxes are the scenes' own panels, buttons and cells (or the window).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pygame
import pytest

from castlecombo.combo.engine import GameState
from castlecombo.combo.engine import actions as A
from castlecombo.kit import draw, theme
from castlecombo.kit.scene import Scene
from castlecombo.storage import files as storage
from castlecombo.storage.records import SaveGame, SeatConfig
from ui_helpers import finished_game, record_of

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]
LONG_NAMES = ["WWWWWWWWWWWWWWWWWWWW", "Bartholomew Ashcroft", "Maximilianus Wolfram", "MMMMMMMMMMMMMMMMMMMM",
              "Constantina Beauvoir"]


def long_seats(kinds: list[str]) -> list[SeatConfig]:
    """Seats of ``kinds`` with 20-character names."""
    return [SeatConfig(name=LONG_NAMES[i], kind=kind, colour=theme.SEAT_COLOURS[i]) for i, kind in enumerate(kinds)]


def misfits(lines: list[draw.DrawnText]) -> list[str]:
    """Return a line of words for each drawn text outside its box or under the minimum size."""
    bad = []
    for line in lines:
        if line.size < theme.MIN_TEXT_PX:
            bad.append(f"{line.words!r} at {line.size} px")
        if not line.box.contains(line.rect):
            bad.append(f"{line.words!r} {tuple(line.rect)} outside {tuple(line.box)}")
    return bad


@contextmanager
def app_at(size: tuple[int, int]) -> Iterator[object]:
    """The real App in a window of ``size``."""
    from castlecombo.app.window import App

    app = App(argparse.Namespace(size=f"{size[0]}x{size[1]}"))
    pygame.event.clear()
    try:
        yield app
    finally:
        app.shutdown()
        pygame.quit()


def check(app, make: Callable[[], Scene] | None = None, steps: int = 2) -> list[str]:
    """Push ``make()`` (if given), draw a few frames while recording; return the misfits."""
    if make is not None:
        app.stack.push(make())
    with draw.recording() as lines:
        for _ in range(steps):
            app.stack.draw(app.screen)
    assert lines, "nothing was drawn"
    return misfits(lines)


def resume_mid_game(app, kinds: list[str], seed: int = 8, after: int = 40) -> None:
    """Continue a game of ``len(kinds)`` long-named seats, cut where seat 0 is to take."""
    played = finished_game(len(kinds), seed)
    state = GameState.new(len(kinds), seed, played.first_player)
    cut = 0
    for i, action in enumerate(played.actions):
        if i > after and state.current == 0 and state.phase == 0:
            cut = i
            break
        state.apply(action)
    storage.write_current_save(SaveGame.new(seed, long_seats(kinds), played.first_player)
                               .with_actions(played.actions[:cut]))
    assert app.continue_game()


@pytest.mark.parametrize("size", SIZES)
def test_the_table_fits_with_five_long_names(size):
    with app_at(size) as app:
        resume_mid_game(app, ["human", "hard", "medium", "easy", "random"])
        app.step(0.0)
        assert check(app) == []
        table = app.stack.top
        s = table.state
        slot = next(A.take_parts(a).slot for a in s.legal_actions() if A.is_take(a))
        src = table.view.layout.slots[s.messenger][slot].center
        dst = table.view.layout.centre.center
        for kind, fields in ((pygame.MOUSEBUTTONDOWN, {"button": 1, "pos": src}),
                             (pygame.MOUSEMOTION, {"pos": dst, "rel": (0, 0), "buttons": (1, 0, 0)})):
            pygame.event.post(pygame.event.Event(kind, **fields))
        app.step(0.0)
        assert check(app) == []  # a card dragged over the field, with its price tag


@pytest.mark.parametrize("size", SIZES)
def test_the_hot_seat_cover_fits_long_names(size):
    from castlecombo.combo.ui.prompts import PassCover

    with app_at(size) as app:
        resume_mid_game(app, ["human"] * 5)
        table = app.stack.top
        for seat in range(5):
            app.stack.push(PassCover(app, table, seat))
            assert check(app) == []
            app.stack.pop()


@pytest.mark.parametrize("size", SIZES)
def test_the_menu_side_scenes_fit(size):
    from castlecombo.app.menu import MenuScene
    from castlecombo.app.newgame import NewGameScene
    from castlecombo.app.settings_scene import SettingsScene
    from castlecombo.app.statistics_scene import StatisticsScene
    from castlecombo.combo.ui.rules_scene import PAGES, RulesScene

    with app_at(size) as app:
        for seed in range(1, 4):
            state = finished_game(5, seed)
            storage.record_finished_game(record_of(state, seed, long_seats(["human", "hard", "medium", "easy",
                                                                            "random"]),
                                                   f"2026-03-0{seed}T10:00:00+00:00"))
        app.settings = app.settings.model_copy(update={"last_seats": long_seats(["human", "hard", "medium",
                                                                                  "easy", "random"])})
        for make in (lambda: MenuScene(app), lambda: NewGameScene(app), lambda: SettingsScene(app),
                     lambda: StatisticsScene(app)):
            assert check(app, make) == []
            app.stack.pop()
        rules = RulesScene(app)
        app.stack.push(rules)
        for _page in PAGES:
            assert check(app) == []
            rules.next_page()


@pytest.mark.parametrize("size", SIZES)
def test_the_score_pad_fits_five_long_names(size):
    from castlecombo.combo.ui.scoring_scene import ScoringScene

    with app_at(size) as app:
        scoring = ScoringScene(app, finished_game(5, 3), long_seats(["human", "hard", "medium", "easy", "random"]))
        app.stack.push(scoring)
        assert check(app) == []
        scoring.update(10.0)  # the count-up is over: the winner's words
        assert check(app) == []
