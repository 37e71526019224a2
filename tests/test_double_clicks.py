"""A double-click is the habit of many: a button that acts on each click acts once for it (playtest 232 undid two
plays, added two players, skipped a page of the rules and turned a room back with double-clicks), and a
double-click in a name selects it, as in every text field."""

from __future__ import annotations

import pygame
import pytest

from castlecombo.combo.engine import actions as A
from ui_helpers import post, take_the_seat


@pytest.fixture(autouse=True)
def _double_clicks(monkeypatch):
    """Two clicks on one spot within a double-click's time are one, as for a person."""
    from castlecombo.kit import scene

    monkeypatch.setattr(scene, "ONE_PRESS_PER_DOUBLE_CLICK", True)


def double_click(app, pos: tuple[int, int]) -> None:
    """Two left clicks on ``pos`` in a row, as a double-click comes (within the double-click's time)."""
    for _ in range(2):
        post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.step(0.016)


def two_clicks(app, pos: tuple[int, int], monkeypatch) -> None:
    """Two left clicks on ``pos``, further apart than a double-click."""
    from castlecombo.kit import scene

    clock = [pygame.time.get_ticks() + 10_000]
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: clock[0])
    for _ in range(2):
        post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        app.step(0.016)
        clock[0] += scene.DOUBLE_CLICK_MS + 100
    monkeypatch.undo()


def test_the_rules_next_button_turns_one_page_for_a_double_click_and_two_for_two_clicks(app, monkeypatch):
    from castlecombo.combo.ui.rules_scene import RulesScene

    rules = RulesScene(app)
    app.stack.push(rules)
    app.step(0.016)
    double_click(app, rules.next.rect.center)
    assert rules.page == 1  # not 2: "How to read a card" was skipped
    two_clicks(app, rules.next.rect.center, monkeypatch)
    assert rules.page == 3


def test_a_double_click_on_add_a_player_adds_one(app):
    from castlecombo.app.newgame import NewGameScene

    form = NewGameScene(app)
    app.stack.push(form)
    app.step(0.016)
    seats = len(form.seats)
    double_click(app, form.add_button.rect.center)
    assert len(form.seats) == seats + 1


def test_a_double_click_in_a_name_selects_it_and_typing_replaces_it(app):
    from castlecombo.kit.text_input import TextInput

    field = TextInput((100, 100, 300, 40), "Tú")
    field.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(150, 120), button=1))  # focused: selected
    field.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(150, 120), button=1))  # a click: the caret
    assert not field.selected
    field.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(150, 120), button=1, double=True))
    assert field.selected
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="R"))
    assert field.text == "R"


def test_a_double_click_on_castle_combos_key_button_spends_one_key_without_a_refusal(app):
    from castlecombo.app.window import default_seats

    app.start_game(default_seats(["human", "human"]), 5, 0)
    table = take_the_seat(app)
    app.step(0.016)
    keys = table.state.players[0].keys
    double_click(app, table.view.layout.key_move.center)
    assert table.state.actions == [A.KEY_MOVE] and table.state.players[0].keys == keys - 1
    assert table.reason == ""  # the second click did not say that one key a turn is spent


def test_a_double_click_on_castle_rooms_turn_room_and_undo_acts_once(app, monkeypatch):
    from castlecombo.app.options import default_seats
    from castlecombo.rooms.engine import actions as RA
    from castlecombo.rooms.ui import moves
    from castlecombo.rooms.ui.table import RoomsTable

    app.start_game(default_seats(["human", "easy"]), 5, 0, "rooms")
    table = app.stack.find(RoomsTable)
    app.step(0.016)
    hand = table.input.hand()
    room = next(i for i, card in enumerate(hand) if moves.is_room(card))
    table.input.selected = room
    double_click(app, table.view.layout.rotate.center)
    assert table.input.is_turned(room)  # turned once: twice it lay as it was, and the button seemed broken
    for _ in range(2):
        play = next(a for a in table.state.legal_actions() if RA.decode(a).kind != "end")
        assert table.decide(play)
    app.step(0.016)
    assert len(table.state.actions) == 2
    double_click(app, table.view.layout.undo.center)
    assert len(table.state.actions) == 1  # one play taken back, not both
    two_clicks(app, table.view.layout.undo.center, monkeypatch)
    assert table.state.actions == []


def test_a_double_click_on_castle_combos_face_down_button_turns_the_card_face_down_once(app):
    """Playtest 234: a grandmother double-clicked the face-down button under Pilgrim; the second click turned it
    face up again, and every space said "-6 points now"."""
    from castlecombo.app.window import default_seats

    app.start_game(default_seats(["human", "human"]), 5, 0)
    table = take_the_seat(app)
    app.step(0.016)
    s = table.state
    slot = next(i for i, card in enumerate(s.displays[s.messenger]) if card >= 0)
    double_click(app, table.view.flip_rect(s, slot).center)
    pick = table.input.pick
    assert pick is not None and pick.slot == slot and pick.face_down


def test_a_double_click_on_the_replays_next_steps_one_turn_at_both_games(app):
    """Playtest 238 double-clicked Next in Castle Combo's replay: it stepped two turns, and Aldric's was skipped."""
    from castlecombo.app.window import default_seats
    from castlecombo.rooms.ui.replay_scene import RoomsReplay
    from castlecombo.storage.records import SaveGame
    from ui_helpers import finished_game, record_of

    record = record_of(finished_game(3, 5), 5, default_seats(["human", "easy", "easy"]), "2026-03-05T10:00:00+00:00")
    assert app.start_replay(record)
    combo = app.stack.top
    app.step(0.016)
    double_click(app, combo.controls["next"].center)
    assert combo.index == 1
    app.stack.pop()
    from castlecombo.rooms.ai import players as P
    from castlecombo.rooms.engine import GameState

    state = GameState.new(2, 3, 0)
    while not state.is_over:
        state.apply(P.choose("easy", state.observation(state.current), len(state.actions)))
    save = SaveGame.new(3, default_seats(["human", "easy"]), 0, "rooms").with_actions(state.actions)
    rooms = RoomsReplay(app, save)
    app.stack.push(rooms)
    app.step(0.016)
    double_click(app, rooms.controls["next"].center)
    assert rooms.index == 1


def test_a_double_click_on_the_covers_take_back_only_asks_who_is_there(app, monkeypatch):
    """Playtest 240: a single click on the hot-seat cover's take-back asks "Are you Léa? Press again…"; a
    double-click took the move back at once, its second click the answer. It only asks; a later press answers."""
    from castlecombo.app.window import default_seats
    from castlecombo.combo.ui.pass_cover import PassCover
    from ui_helpers import later

    app.start_game(default_seats(["human", "human"]), 5, 0)
    table = take_the_seat(app)
    app.step(0.016)
    placed = A.take(1, A.CENTRE, False)
    table.decide(placed)
    for _ in range(100):
        if isinstance(app.stack.top, PassCover):
            break
        app.step(0.05)
    cover = app.stack.top
    assert isinstance(cover, PassCover)
    back = cover._rects()[2]
    assert back is not None
    double_click(app, back.center)
    assert app.stack.top is cover and table.state.actions == [placed] and cover.confirming
    later(monkeypatch)  # a moment later: not a double-click's second
    post(pygame.MOUSEBUTTONDOWN, pos=back.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=back.center, button=1)
    app.step(0.016)
    assert table.state.actions == []


def test_a_double_click_that_lays_a_dragon_on_a_rivals_line_opens_nothing_after(app):
    """Playtest 243: a dragon chosen, a double-click on the lit end of a rival's line laid it, and its second click
    opened the rival's lines large. The second click of a double-click opens nothing."""
    from castlecombo.app.options import default_seats
    from castlecombo.rooms.engine.deck import DRAGON
    from castlecombo.rooms.ui import moves
    from castlecombo.rooms.ui.seat_lines import SeatLines
    from castlecombo.rooms.ui.table import RoomsTable
    from rooms_helpers import SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    app.start_game(default_seats(["human", "easy"]), 5, 0, "rooms")
    table = app.stack.find(RoomsTable)
    table.state = scenario(2, hands={0: [DRAGON, SS]}, lines={0: [((SS,), H_UP, False)], 1: [((SS,), H_UP, False)]})
    table.input.reset()
    app.step(0.016)
    table.input.selected = table.state.hand_cards(0).index(DRAGON)
    end = table.view.target_rect(table.state, moves.line_end(1, 0))
    double_click(app, end.center)
    assert table.state.lines[1][0].dragon
    assert not isinstance(app.stack.top, SeatLines)
