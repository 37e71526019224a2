"""Tips under the pointer at Castle Combo's table: a seat's points are the score if the game ended now (playtest 85
read "18 pts" as points on the table and missed that the gold kept counted on the purses; playtest 86 read an AI's
"35 pts" after one card as won for good); the face-down button says what it does (playtests 85 and 86)."""

from __future__ import annotations

import pygame

from castlecombo.app.options import default_seats
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.tableau import EMPTY
from castlecombo.combo.ui.table import TableScene
from castlecombo.kit import draw
from ui_helpers import post, take_the_seat


def _said(app) -> str:
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    return " ".join(line.words for line in lines)


def test_pointing_at_a_seats_points_says_they_are_the_score_if_the_game_ended_now(app):
    app.start_game(default_seats(["human", "human"]), 5, 0)
    take_the_seat(app)  # two people: the game opens under the cover
    table = app.stack.find(TableScene)
    app.step(0.016)

    def asks_nothing(action: int) -> bool:
        after = table.state.clone()
        after.apply(action)
        return after.current != 0

    table.decide(next(a for a in table.state.legal_actions() if A.is_take(a) and asks_nothing(a)))
    app.step(0.016)
    seat = 0
    sheet = table.state.score(seat)
    rect = table.view.score_rects[seat]
    assert "If the game ended now" not in _said(app)
    post(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0))
    app.step(0.016)
    said = _said(app)
    assert (f"If the game ended now: {sheet.card_points} from cards + {sheet.key_points} from keys = "
            f"{sheet.total}.") in said
    assert f"{sheet.total} pt" in said  # the points themselves stay in sight beside the tip
    post(pygame.MOUSEMOTION, pos=(rect.centerx, rect.bottom + 60), rel=(1, 1), buttons=(0, 0, 0))
    app.step(0.016)
    assert "If the game ended now" not in _said(app)


def test_pointing_at_a_face_down_button_says_what_it_gives_and_how(app):
    app.start_game(default_seats(["human", "medium"]), 5, 0)
    table = app.stack.find(TableScene)
    app.step(0.016)
    button = table.view.flip_rect(table.state, 0)
    post(pygame.MOUSEMOTION, pos=button.center, rel=(1, 1), buttons=(0, 0, 0))
    app.step(0.016)
    assert "Take it face down: +6 gold and +2 keys" in _said(app)
    # at least a point a key: "each key 1 point" was wrong beside a Templar scoring keys too (playtest 141)
    assert "each key 1 point at the end (more if a card scores keys)" in _said(app)
    post(pygame.MOUSEBUTTONDOWN, pos=button.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=button.center, button=1)
    app.step(0.016)
    said = _said(app)
    assert "Face down: place it for +6 gold and +2 keys" in said and "Take it face down" not in said


def test_the_points_tip_names_the_gold_kept_that_would_go_on_purses_only_where_some_would(app):
    """Playtest 87: the sentence about purses came with no purse card on the table."""
    from castlecombo.combo.engine.catalog import PURSE

    for seed in range(1, 60):
        app.start_game(default_seats(["human", "medium"]), seed, 0)
        table = app.stack.find(TableScene)
        app.step(0.016)
        s = table.state
        takes = [a for a in s.legal_actions() if A.is_take(a) and not A.take_parts(a).face_down]
        purse = [a for a in takes if PURSE[s.displays[s.messenger][A.take_parts(a).slot]]]
        if purse:
            break
    else:
        raise AssertionError("no deal with a purse card to take first")
    rect = table.view.score_rects[0]
    post(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0))
    app.step(0.016)
    assert "If the game ended now" in _said(app) and "purses" not in _said(app)  # no purse card yet
    table.decide(purse[0])
    while table.state.current == 0 and not table.state.is_over:  # its question, if any
        table.decide(table.state.legal_actions()[0])
    app.step(0.016)
    post(pygame.MOUSEMOTION, pos=table.view.score_rects[0].center, rel=(1, 1), buttons=(0, 0, 0))
    app.step(0.016)
    kept = table.state.players[0].gold
    assert kept > 0
    assert "Gold kept that would go onto purses with room:" in _said(app)


def test_a_market_rows_name_stands_wholly_above_the_lit_rows_band():
    """Playtest 87: the edge of the lit row's band ran through the tails of "Castelo · o Mensageiro está aqui"."""
    from test_layout_fit import app_at

    for size in ((1024, 600), (1194, 672), (1280, 720), (1920, 1080)):
        with app_at(size, 100, "pt") as app:
            app.start_game(default_seats(["medium", "human"]), 5, 0)  # the AI plays: the long name is said
            table = app.stack.find(TableScene)
            app.step(0.016)
            lay = table.view.layout
            label = next(line for line in _lines(app) if "o Mensageiro está aqui" in line.words)
            row = lay.slots[table.state.messenger]
            assert label.rect.bottom < row[0].y - 6, size  # the band's edge is 6 px above the cards
            assert label.rect.top > lay.market.top, size


def _lines(app) -> list[draw.DrawnText]:
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    return lines


def test_before_a_card_is_taken_up_the_spaces_it_may_go_to_stand_out(app):
    """Playtest 87 at turn 2: "a 5x5 grid of identical empty spaces; nothing shows where a card can go until you pick
    one up". The spaces a card may go to now are drawn apart from the others, until a card is taken up."""
    from castlecombo.combo.ui.table_view import SPACE_LOOKS

    app.start_game(default_seats(["human", "medium"]), 5, 0)
    table = app.stack.find(TableScene)
    app.step(0.016)
    s = table.state
    table.decide(next(a for a in s.legal_actions() if A.is_take(a) and A.take_parts(a).face_down))
    for _ in range(400):  # the AI's turn
        app.step(0.05)
        if s.current == 0 and table.human_can_take():
            break
    for _ in range(40):  # the last card lands
        app.step(0.05)
    app.stack.draw(app.screen)
    cells = table.view.layout.cells
    open_now = set(s.players[0].legal_positions())
    looks = {pos: tuple(app.screen.get_at(cells[pos].move(-cells[pos].w // 4, -cells[pos].h // 4).center))[:3]
             for pos in range(len(cells)) if cells[pos].w and s.players[0].grid[pos] == EMPTY}  # beside the "+"
    assert open_now and {looks[p] for p in open_now} == {SPACE_LOOKS["open"][0]}
    assert {looks[p] for p in looks if p not in open_now} == {SPACE_LOOKS["plain"][0]}


def test_no_tip_where_the_pointer_rested_as_the_hot_seat_cover_was_clicked_until_it_moves(app):
    """Playtest 266: the cover's "I am Lucía" button lay over the face-down button under a market card; after her click
    the pointer rested there and five lines of its tip covered the key buttons at every hand-over. No tip there till
    the pointer moves."""
    app.start_game(default_seats(["human", "human"]), 5, 0)
    table = app.stack.find(TableScene)
    button = table.view.flip_rect(table.state, 1)
    post(pygame.MOUSEMOTION, pos=button.center, rel=(1, 1), buttons=(0, 0, 0))  # over the cover's button, say
    app.step(0.016)
    take_the_seat(app)
    app.step(0.016)
    assert "Take it face down" not in _said(app)
    post(pygame.MOUSEMOTION, pos=(button.centerx + 1, button.centery), rel=(1, 0), buttons=(0, 0, 0))
    app.step(0.016)
    assert "Take it face down" in _said(app)
