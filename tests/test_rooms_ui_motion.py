"""Motion at the Castle Rooms table: the play is made at once and its card flies to its place at the animation
speed of the settings ("off" instant, "fast" in half the time); input is never held up by it; a scene opened over
the table, an undo or the ending see the play done."""

from __future__ import annotations

import pygame
import pytest

from castlecombo.app.options import default_seats
from castlecombo.kit import draw
from castlecombo.rooms.engine import GameState
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.ui import motion as M
from castlecombo.rooms.ui import moves
from castlecombo.rooms.ui.ending import EndingScene
from castlecombo.rooms.ui.live_words import turn_words
from castlecombo.rooms.ui.table import END_HOLD, RoomsTable
from castlecombo.storage.records import SaveGame
from rooms_helpers import SS, UP
from rooms_helpers import table as scenario
from ui_helpers import post

FRAME = 1 / 60


def start(app, kinds=("human", "easy"), seed=5, animation="normal") -> RoomsTable:
    app.settings = app.settings.model_copy(update={"animation": animation})
    app.start_game(default_seats(list(kinds)), seed, 0, "rooms")
    table = app.stack.find(RoomsTable)
    assert table is not None
    app.step(FRAME)
    return table


def a_play(state: GameState) -> int:
    return next(a for a in state.legal_actions() if a != A.END_TURN)


def frames_until_still(app, table, limit=3.0) -> float:
    waited = 0.0
    while table.motion.busy:
        assert waited < limit, "the card did not land"
        app.step(FRAME)
        waited += FRAME
    return waited


@pytest.mark.parametrize("animation, seconds", [("normal", M.FLIGHT), ("fast", M.FLIGHT / 2)])
def test_the_play_is_made_at_once_and_its_card_lands_within_the_speeds_time(app, animation, seconds):
    table = start(app, animation=animation)
    s = table.state
    action = a_play(s)
    before = s.clone()
    card = A.decode(action).card
    index = before.hand_cards(0).index(card)
    assert table.decide(action)
    assert s.actions[-1] == action and s.hand_size(0) == before.hand_size(0) - 1  # the engine is the truth at once
    shown = table.shown()
    assert shown is not s and shown.lines == before.lines and shown.hand_cards(0) == before.hand_cards(0)
    marks = table.marks()
    assert marks.hidden == (0, moves.target_of(before, action))  # its place stays empty until it lands
    assert marks.hand_hidden == {index}  # and its place in the hand too
    assert table.motion.flight is not None and table.motion.flight.duration == pytest.approx(seconds)
    waited = frames_until_still(app, table)
    assert seconds - 2 * FRAME <= waited <= seconds + 2 * FRAME
    assert table.shown() is s and table.marks().hidden is None and not table.marks().hand_hidden


def test_off_makes_the_play_instant(app):
    table = start(app, animation="off")
    s = table.state
    assert table.decide(a_play(s))
    assert not table.motion.busy and table.shown() is s and table.marks().hidden is None


def test_autoplay_flies_a_quarter_as_long(app):
    app.autoplay = True
    table = start(app, kinds=("easy", "easy"))
    table.decide(a_play(table.state))
    assert table.motion.flight is not None and table.motion.flight.duration == pytest.approx(M.FLIGHT / 4)


def test_a_dragged_card_settles_from_where_it_was_let_go(app):
    table = start(app)
    s = table.state
    action = a_play(s)
    card = A.decode(action).card
    index = s.hand_cards(0).index(card)
    table.view.arrange(s, 0)
    src = table.view.layout.hand[index].center
    dst = table.view.target_rect(s, moves.target_of(s, action)).center
    post(pygame.MOUSEBUTTONDOWN, pos=src, button=1)
    post(pygame.MOUSEMOTION, pos=(src[0] + 30, src[1] - 30), rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEMOTION, pos=dst, rel=(0, 0), buttons=(1, 0, 0))
    app.step(FRAME)  # the dragged card is drawn under the pointer
    dropped_at = table.drop_rect
    assert dropped_at is not None
    post(pygame.MOUSEBUTTONUP, pos=dst, button=1)
    app.step(FRAME)
    assert s.actions == [action]
    flight = table.motion.flight
    assert flight is not None and flight.duration == pytest.approx(M.SETTLE)  # a short settle, not a flight
    assert flight.src == dropped_at


def test_a_persons_next_move_is_not_held_up_by_the_card_in_the_air(app):
    table = start(app)
    s = table.state
    assert table.decide(a_play(s))
    assert table.motion.busy and table.human_can_play()
    post(pygame.KEYDOWN, key=pygame.K_e, mod=0, unicode="", scancode=0)  # the key lands the card and acts
    app.step(FRAME)
    assert not table.motion.busy
    assert s.actions[-1] == A.END_TURN or table.reason  # ended, or refused in words (two cards or fewer needed)


def test_an_undo_or_a_scene_over_the_table_shows_the_play_done(app):
    table = start(app)
    s = table.state
    table.decide(a_play(s))
    table.undo()
    assert not table.motion.busy and table.shown() is s and s.actions == []
    table.decide(a_play(s))
    table.show_rules()
    assert not table.motion.busy


def test_the_ending_waits_for_the_winning_room_to_land(app):
    # seat 0 holds the tenth room of its line (a position set on the table; the engine's rules still decide)
    t = start(app)
    t.state = scenario(hands={0: [SS, SS]}, lines={0: [((SS,) * 9, UP, False)]})
    t.save = SaveGame.new(t.save.seed, list(t.seats), 0, "rooms")
    t.decide(A.add_room(SS, 0))
    assert t.state.is_over and t.motion.busy and not t.finished
    app.step(FRAME)
    assert not isinstance(app.stack.top, EndingScene)  # the card is still in the air
    frames_until_still(app, t)
    for _ in range(round(END_HOLD / FRAME) * 3):  # the table holds on the winning play until a key: the ending
        app.step(FRAME)                          # came under the Enter its hint asked for, a playtest
    assert not isinstance(app.stack.top, EndingScene)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)
    app.step(FRAME)
    app.step(FRAME)
    assert t.finished and isinstance(app.stack.top, EndingScene)
    ending = app.stack.top
    app.step(FRAME)
    assert app.stack.top is ending  # one Enter: the ending, not through it to the menu


def test_an_ais_winning_play_stays_on_the_table_until_a_key_and_the_table_leads_back_to_the_ending(app):
    """The ending came at once after an AI's knight and tenth room: the player never saw how it won (found in play)."""
    t = start(app)
    t.state = scenario(hands={1: [SS, SS]}, lines={1: [((SS,) * 9, UP, False)]}, current=1)
    t.save = SaveGame.new(t.save.seed, list(t.seats), 0, "rooms")
    t.decide(A.add_room(SS, 0))
    assert t.motion.busy
    with draw.recording() as lines:  # the tenth room in the air: no way to the ending yet (playtest 198 saw it,
        app.stack.draw(app.screen)  # "Vedi il finale", while the room was still flying)
    assert "The ending (Enter)" not in [line.words for line in lines]
    frames_until_still(app, t)
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    assert "The ending (Enter)" in [line.words for line in lines]  # landed: the way on
    for _ in range(round(END_HOLD / FRAME) * 3):  # an AI's win waits for the person (after 3 s the ending
        app.step(FRAME)                              # came before a playtest had seen the play)
    assert not isinstance(app.stack.top, EndingScene)
    assert "wins" in turn_words(t.view, t.state)[0]  # the top bar says who won while the table holds
    log = t.view.layout.log.center  # the log scrolled by the wheel and opened is looking, not leaving (249: the
    post(pygame.MOUSEBUTTONDOWN, pos=log, button=4)  # ending came up as the log scrolled)
    post(pygame.MOUSEBUTTONUP, pos=log, button=4)
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    for _ in range(round(END_HOLD / FRAME) * 2):
        app.step(FRAME)
    assert app.stack.top is t and t.end_hold > 0
    post(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l")  # the whole log is looking too (255: L after the keys'
    app.step(FRAME)  # list brought the ending)
    assert t.end_hold > 0 and type(app.stack.top).__name__ == "WholeLog"
    app.stack.pop()
    cog = t.view.layout.settings.center  # so are the settings (note 76: the cog went on at Castle Combo's end)
    post(pygame.MOUSEBUTTONDOWN, pos=cog, button=1)
    post(pygame.MOUSEBUTTONUP, pos=cog, button=1)
    app.step(FRAME)
    assert t.end_hold > 0 and type(app.stack.top).__name__ == "SettingsScene"
    app.stack.pop()
    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0)
    app.step(FRAME)
    app.step(FRAME)
    assert isinstance(app.stack.top, EndingScene)  # a key: the person has seen enough
    app.stack.top.press("table")  # See the table
    app.step(FRAME)
    assert app.stack.top is t
    t.end_turn()  # the turn's buttons give way to one back to the ending
    assert isinstance(app.stack.top, EndingScene)


def test_the_cards_drawn_come_from_the_pile_face_down_and_fill_their_places_as_they_land(app):
    table = start(app)
    s = table.state
    while A.END_TURN not in s.legal_actions():
        table.decide(a_play(s))
    held = list(s.hands[0])
    table.decide(A.END_TURN)  # the AI's turn, then back to the person
    for _ in range(3000):
        app.step(FRAME)
        if s.current == 0:
            break
    assert s.current == 0 and not s.is_over and s.drawn == 2
    drawn = [t for t, (b, a) in enumerate(zip(held, s.hands[0])) for _ in range(a - b)]
    places = {flight_place for _flight, flight_place in table.motion.draws}
    assert len(table.motion.draws) == 2 and len(places) == 2
    assert sorted(s.hand_cards(0)[i] for i in places) == sorted(drawn)  # the new cards' places are kept empty
    assert table.marks().hand_hidden == places
    assert all(flight.src == table.view.layout.pile for flight, _place in table.motion.draws)
    waited = frames_until_still(app, table)
    assert waited <= M.DRAW + M.DRAW_STAGGER + 2 * FRAME and not table.marks().hand_hidden


def test_the_pause_after_an_ai_turn_does_not_call_the_person_a_third_person(app):
    from castlecombo.rooms.ui.live_words import hint

    table = start(app)
    s = table.state
    while A.END_TURN not in s.legal_actions():
        table.decide(a_play(s))
    table.decide(A.END_TURN)
    for _ in range(3000):
        app.step(FRAME)
        if s.current == 0:
            break
    assert s.current == 0 and not table.human_can_play()  # the AI's last pause
    words, _warn = hint(table.view, s, False, False)
    assert "You" not in words and "playing" not in words


def test_in_hot_seat_the_cover_comes_at_once_and_the_view_turns_with_nothing_in_the_air(app):
    table = start(app, kinds=("human", "human"), seed=4)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)  # the first person takes the seat
    app.step(FRAME)
    s = table.state
    while A.END_TURN not in s.legal_actions():
        table.decide(a_play(s))
    table.decide(A.END_TURN)
    cover = app.stack.top
    assert cover is not table and table.pass_open  # the cover at once: the last card landed first
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    app.step(FRAME)
    assert app.stack.top is table and table.view_seat == 1 and not table.motion.busy


def test_the_log_tells_a_play_once_its_card_has_landed(app):
    """The log said "(5 rooms)" while the line still showed 4 and the card was in the air (a playtest)."""
    from castlecombo.kit import draw
    from castlecombo.rooms.ui.narration import narrate

    table = start(app)
    action = a_play(table.state)
    told = narrate(table.state, action, table.names())

    def drawn() -> list[str]:
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        return [line.words for line in lines]

    assert table.decide(action) and table.motion.busy
    assert told in table.log
    assert not any(told.startswith(w) or w in told for w in drawn() if len(w) > 12)  # in the air: not yet told
    frames_until_still(app, table)
    assert any(w in told for w in drawn() if len(w) > 12)  # landed: told (wrapped over lines)


def test_a_knight_stays_on_its_dragon_a_moment_then_both_go_to_the_discard_pile(app):
    """The dragon was gone 0.3 s after the knight was let go, and the knight never seen: a knight, unlike a
    dragon, seemed not to move at all (a playtest)."""
    from rooms_helpers import D, K

    table = start(app)
    table.state = scenario(hands={0: [K, SS]}, lines={0: [((SS,) * 3, UP, True)]})
    table.input.reset()
    app.step(FRAME)
    pile = table.view.layout.discard
    spot = table.view.target_rect(table.state, moves.target_of(table.state, A.knight(0)))
    assert table.decide(A.knight(0))
    going = [flight for flight, _index in table.motion.draws]
    assert len(going) == 4 and {f.dst.topleft for f in going} == {spot.topleft, pile.topleft}
    landed_knight = table.motion.flight.duration
    waited = 0.0
    while waited < landed_knight + M.STRUCK * 0.5:  # landed, not yet gone: the knight and dragon are shown on it
        app.step(FRAME)
        waited += FRAME
    assert table.motion.busy and table.motion.flight is None
    shown = [flight.rect() for flight, _index in table.motion.draws if flight.started]
    assert shown and all(r.topleft == spot.topleft for r in shown)
    apart = False  # the dragon leaves first, so both are seen on their way (one hid the other, a playtest)
    while table.motion.busy and not apart:
        app.step(FRAME)
        shown = {flight.rect().topleft for flight, _index in table.motion.draws if flight.started}
        apart = len(shown) == 2
    assert apart
    frames_until_still(app, table)
    assert sorted(table.state.discard[-2:]) == [D, K]
