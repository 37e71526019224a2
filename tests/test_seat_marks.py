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


@pytest.fixture
def signs(monkeypatch):
    """Where warning signs were drawn (their left middle points)."""
    drawn: list[tuple[int, int]] = []
    real = glyphs.warning_sign

    def spy(surface, left_mid, height, colour):
        drawn.append(left_mid)
        return real(surface, left_mid, height, colour)

    monkeypatch.setattr(glyphs, "warning_sign", spy)
    return drawn


@pytest.fixture
def strikes(monkeypatch):
    """Where slashes were drawn (their rects)."""
    drawn: list[pygame.Rect] = []
    real = glyphs.struck

    def spy(surface, rect, colour):
        drawn.append(pygame.Rect(rect))
        return real(surface, rect, colour)

    monkeypatch.setattr(glyphs, "struck", spy)
    return drawn


def test_a_card_too_dear_is_dimmed_and_its_price_struck(app, strikes, signs):
    """Playtest 96: "6: too dear" in thin red was olive on green to a colour-blind player, over a card drawn as
    brightly as the others: a card the player cannot afford is dimmed and marked. Playtest 115's deuteranope read
    the warning triangle that marked it as the Military crest beside it: its price coin is struck through instead,
    and no warning sign is drawn on the market."""
    from castlecombo.combo.engine.catalog import COST
    from castlecombo.combo.ui.table import TableScene
    from castlecombo.storage.records import SaveGame

    table = TableScene(app, SaveGame.new(3, default_seats(["human", "easy"]), 0))
    app.stack.push(table)
    app.step(0.016)
    state = table.state
    row = state.displays[state.messenger]
    state.players[0].gold = sorted(COST[card] for card in row)[1] - 1  # the cheapest card alone, or two at a price
    dear = [slot for slot, card in enumerate(row) if state.price(0, card) > state.players[0].gold]
    assert dear
    strikes.clear()
    signs.clear()
    app.stack.draw(app.screen)
    for slot in range(3):  # over the card's cost coin, its top left corner
        rect = table.view.layout.slots[state.messenger][slot]
        corner = pygame.Rect(rect.topleft, (rect.w // 3, rect.h // 4))
        on = [r for r in strikes if corner.contains(r)]
        assert len(on) == (slot in dear)
    assert len(strikes) == len(dear) and not signs
    lit = [pygame.transform.average_color(app.screen, table.view.layout.slots[state.messenger][slot])
           for slot in range(3)]
    cheap = next(slot for slot in range(3) if slot not in dear)
    table.state.players[0].gold = 99
    app.stack.draw(app.screen)
    assert pygame.transform.average_color(app.screen, table.view.layout.slots[state.messenger][dear[0]])[:3] > \
        tuple(c + 8 for c in lit[dear[0]][:3])  # brighter once affordable
    assert lit[cheap][:3] == pygame.transform.average_color(
        app.screen, table.view.layout.slots[state.messenger][cheap])[:3]


def test_a_rivals_near_win_follows_a_warning_sign_and_yours_does_not(app, signs):
    """Playtest 96: a rival two rooms from winning was said in red, which a red-green colour-blind player saw as
    the dimmest words of the panel. A rival's near win now follows a warning sign; not a line a dragon blocks
    (playtest 99 found the sign still up once the threat was blocked)."""
    from rooms_helpers import CC, CS, SC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario
    from test_rooms_ui_table import start

    table = start(app, ("human", "easy", "easy"))
    eight = (SC, CS, SS, SC, CC, CS, SC, CS)
    # seat 2 keeps a card: with the two it draws, its seven rooms could reach ten next turn
    table.state = scenario(3, hands={0: [SS, CC], 2: [SS]}, lines={1: [(eight, H_UP, True)],
                                                                   2: [(eight[:7], H_UP, False)],
                                                                   0: [(eight[:7], H_UP, False)]})
    table.input.reset()
    signs.clear()
    app.stack.draw(app.screen)
    panels = table.view.layout.panels  # 1: eight rooms behind a dragon; 2: seven open; 0: yours
    assert len(signs) == 1 and panels[2].header.collidepoint(signs[0])


def test_the_spaces_a_card_may_go_to_bear_a_plus(app):
    """Playtest 96: before a card is taken up, the spaces it may go to differed from the rest by a slightly lighter
    ground alone, which a colour-blind player barely told. They bear a "+"; the others do not."""
    from castlecombo.combo.engine.state import TAKE
    from castlecombo.combo.ui.table import TableScene
    from castlecombo.combo.ui.table_view import SPACE_LOOKS
    from castlecombo.storage.records import SaveGame

    state = GameState.new(2, 3, 0)
    while not (state.current == 0 and state.players[0].count >= 2 and state.phase == TAKE):
        state.apply(state.legal_actions()[0])
    table = TableScene(app, SaveGame.new(3, default_seats(["human", "easy"]), 0).with_actions(state.actions))
    app.stack.push(table)
    app.step(0.016)
    app.stack.draw(app.screen)
    legal = set(table.state.players[0].legal_positions())
    edge = SPACE_LOOKS["open"][1]
    for pos, rect in enumerate(table.view.layout.cells):
        if rect.w and table.state.players[0].grid[pos] < 0 and app.screen.get_rect().contains(rect):
            assert (app.screen.get_at(rect.center)[:3] == edge) == (pos in legal), pos


def test_the_score_pad_marks_its_five_columns_with_five_shapes(app, marks):
    """Playtest 98: the score pad was the one ending screen with seats told by coloured bars alone."""
    from castlecombo.combo.ui.scoring_scene import ScoringScene
    from ui_helpers import finished_game

    pad = ScoringScene(app, finished_game(5, 12), default_seats(["human", "easy", "medium", "hard", "expert"]))
    app.stack.push(pad)
    pad.skip()
    pad.skip()
    marks.clear()
    app.stack.draw(app.screen)
    assert {0, 1, 2, 3, 4} <= set(marks)


def test_the_card_chosen_is_ringed_boldly_between_dark_edges(app):
    """Playtest 115: the thin green ring round the card chosen was duller than the lit row's gold frame to a
    deuteranope. It is bold (at least 4 px), edged in dark outside and light inside, so it stands out by contrast."""
    from castlecombo.combo.ui.table import TableScene
    from castlecombo.kit import theme
    from castlecombo.storage.records import SaveGame

    table = TableScene(app, SaveGame.new(3, default_seats(["human", "easy"]), 0))
    app.stack.push(table)
    app.step(0.016)
    table.state.players[0].gold = 30
    table.input.choose(1)
    app.stack.draw(app.screen)
    card = table.view.layout.slots[table.state.messenger][1]
    y = card.centery
    run = [app.screen.get_at((x, y))[:3] for x in range(card.left - 16, card.left)]
    green = [i for i, c in enumerate(run) if c == theme.LEGAL[:3]]
    assert len(green) >= 4 and green == list(range(green[0], green[-1] + 1)), run
    assert run[green[0] - 1] == (16, 18, 16) and run[green[-1] + 1] == theme.TEXT[:3]  # dark outside, light inside


@pytest.mark.parametrize("kinds, beside", [(["human", "easy", "medium", "hard", "expert"], {1, 4}),
                                           (["human", "easy", "medium"], {1, 2}), (["human", "easy"], set())])
def test_the_seats_beside_the_person_carry_the_neighbour_icon_and_say_so(app, kinds, beside):
    """Playtest 310: with five seats nothing said who sat beside whom, and Templar, Spy or Brigand count a
    neighbour's tableau. The panels of the person's two neighbours carry the cards' neighbour icon, whose tip says
    it (two players: the one opponent is both, nothing to tell apart)."""
    from castlecombo.combo.ui.table_draw import pointer_tip

    app.start_game(default_seats(kinds), 7, 0)
    app.step(0.016)
    table = app.stack.top
    app.stack.draw(app.screen)
    view = table.view
    assert set(view.neighbour_rects) == beside
    for seat, rect in view.neighbour_rects.items():
        marks = table.marks()
        marks.hover = rect.center
        tip = pointer_tip(view, table.state, marks)
        assert tip is not None and tip.startswith(f"{view.seat_name(seat)} sits beside you"), tip


def test_the_new_game_forms_seat_numbers_sit_on_their_seats_colour(app):
    """Playtest 310: a dark "3" on the purple seat's thin star lay half on the dark panel, nearly lost. Round each
    number, the seat's colour is its ground, whatever the shape."""
    from castlecombo.app.newgame import NewGameScene
    from castlecombo.kit import draw

    app.show_menu()
    form = NewGameScene(app)
    app.stack.push(form)
    while len(form.seats) < 5:
        form.add_seat()
    app.step(0.016)
    app.stack.draw(app.screen)
    s = draw.ui_scale(app.screen.get_size())
    for seat, row in zip(form.seats, form.rows, strict=True):
        colour = draw.seat_colour(seat.colour)
        cx, cy = form.layout.columns["num"] + int(14 * s), row["cy"] + int(1 * s)
        d = int(6 * s)  # beside the number's corners, where the star's notches are
        ground = [app.screen.get_at((cx + dx, cy + dy))[:3] for dx, dy in ((-d, -d), (d, -d), (-d, d), (d, d))]
        assert all(g == colour for g in ground), (seat.colour, ground)
