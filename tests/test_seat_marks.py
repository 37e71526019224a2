"""Seats told apart by shape as well as colour: a red-green colour-blind player (1 man in 12) could not tell the
red seat from the green one, nor the blue from the purple, in the panels, the log or the top bar (headless SDL)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from castlecombo.app.window import default_seats
from castlecombo.combo.engine import GameState
from castlecombo.kit import glyphs, theme

COLOURS = [theme.hex_colour(c) for c in theme.SEAT_COLOURS]


def mask(colour: tuple[int, int, int], radius: int) -> set[tuple[int, int]]:
    """Return the pixels the mark of a seat of ``colour`` covers, whatever its colour."""
    surface = pygame.Surface((4 * radius, 4 * radius))
    surface.fill((0, 0, 0))
    glyphs.seat_mark(surface, colour, (2 * radius, 2 * radius), radius)
    return {(x, y) for x in range(4 * radius) for y in range(4 * radius) if surface.get_at((x, y))[:3] != (0, 0, 0)}


@pytest.mark.parametrize("radius", [5, 7, 9, 14])
def test_each_seat_colour_has_a_shape_of_its_own(radius):
    """Drawn in one colour, the five marks still differ: an eighth or more of the ink of any two is not shared
    (the same shape twice shares it all)."""
    shapes = [mask(c, radius) for c in COLOURS]
    for a, b in itertools.combinations(shapes, 2):
        assert len(a ^ b) >= len(a | b) // 8
    assert mask((10, 200, 10), radius) == shapes[0]  # a colour of no seat: the plain dot


@pytest.fixture
def marks(monkeypatch):
    """The shapes of the seat marks drawn (by the seat colour each was drawn for)."""
    drawn: list[int] = []
    real = glyphs.seat_mark

    def spy(surface, colour, centre, radius, fill=None):
        drawn.append(glyphs._seat_shape(colour))
        real(surface, colour, centre, radius, fill)

    monkeypatch.setattr(glyphs, "seat_mark", spy)
    return drawn


def test_the_castle_combo_table_marks_five_seats_with_five_shapes(app, marks):
    from castlecombo.combo.ui.table import TableScene
    from castlecombo.storage.records import SaveGame

    state = GameState.new(5, 3)
    for _ in range(6):  # a few moves: the log tells of four seats
        state.apply(state.legal_actions()[0])
    save = SaveGame.new(3, default_seats(["human", "easy", "medium", "hard", "expert"]), 0)
    app.stack.push(TableScene(app, save.with_actions(state.actions)))
    app.step(0.016)
    marks.clear()
    app.stack.draw(app.screen)
    assert set(marks) == {0, 1, 2, 3, 4}


def test_the_castle_rooms_table_marks_four_seats_with_four_shapes(app, marks):
    from test_rooms_ui_table import start

    start(app, ("human", "easy", "medium", "hard"))
    marks.clear()
    app.stack.draw(app.screen)
    assert set(marks) == {0, 1, 2, 3}
