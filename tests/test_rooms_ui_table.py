"""The Castle Rooms table driven through synthetic pygame events (headless SDL drivers) and the real App."""

from __future__ import annotations

import time

import pygame
import pytest

from castlecombo.app.options import default_seats
from castlecombo.kit import theme
from castlecombo.rooms.engine import GameState
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.deck import DOWN, DRAGON, UP
from castlecombo.rooms.ui import moves
from castlecombo.rooms.ui.cover import PassCover
from castlecombo.rooms.ui.ending import EndingScene
from castlecombo.rooms.ui.narration import narrate_game
from castlecombo.rooms.ui.table import RoomsTable
from castlecombo.storage import files as storage
from castlecombo.storage import saves
from ui_helpers import later, post


def start(app, kinds=("human", "easy"), seed=5, first_player=0) -> RoomsTable:
    app.start_game(default_seats(list(kinds)), seed, first_player, "rooms")
    table = app.stack.find(RoomsTable)
    assert table is not None
    app.step(0.016)
    return table


def drag(app, src, dst, button=1):
    """Press on ``src``, move past the threshold to ``dst`` and let go there."""
    post(pygame.MOUSEBUTTONDOWN, pos=src, button=button)
    post(pygame.MOUSEMOTION, pos=((src[0] + dst[0]) // 2, (src[1] + dst[1]) // 2), rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEMOTION, pos=dst, rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=dst, button=button)
    app.step(0.016)


def click(app, pos, button=1):
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    app.step(0.016)


def key(app, k, mod=0):
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    app.step(0.016)


def set_state(app, table, state):
    """Put the table in ``state`` (a scenario), nothing chosen, and draw a frame."""
    table.state = state
    table.input.reset()
    app.step(0.016)


def seed_with_a_second_room_that_fits() -> tuple[int, int, int]:
    """A 2-player deal where seat 0 moves first holding rooms k1, k2 such that k2 continues a line
    started with k1 helmet up; return (seed, k1, k2)."""
    for seed in range(500):
        s = GameState.new(2, seed, 0)
        cards = s.hand_cards(0)
        for k1 in set(cards):
            if not moves.is_room(k1):
                continue
            after = s.clone()
            after.apply(A.new_line(k1, UP))
            adds = [a for a in after.legal_actions() if A.decode(a).kind == "add"]
            if adds:
                return seed, k1, A.decode(adds[0]).card
    raise AssertionError("no such deal")


def hand_index(table: RoomsTable, card: int) -> int:
    return table.state.hand_cards(table.view_seat).index(card)


def test_a_drag_onto_a_lit_line_end_plays_exactly_that_action(app):
    seed, k1, k2 = seed_with_a_second_room_that_fits()
    table = start(app, seed=seed)
    s = table.state
    lay = table.view.layout
    # the first line: onto the lit space for a new line
    src = lay.hand[hand_index(table, k1)].center
    post(pygame.MOUSEBUTTONDOWN, pos=src, button=1)
    post(pygame.MOUSEMOTION, pos=(src[0] + 30, src[1] - 60), rel=(0, 0), buttons=(1, 0, 0))
    app.step(0.016)
    assert set(table.input.lit()) == {moves.new_line(0)}  # no line yet: only a new line
    dst = table.view.target_rect(s, moves.new_line(0)).center
    post(pygame.MOUSEMOTION, pos=dst, rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=dst, button=1)
    app.step(0.016)
    assert s.actions == [A.new_line(k1, UP)]
    # the second room: while it is dragged, the lit ends are exactly the engine's legal adds
    src = table.view.layout.hand[hand_index(table, k2)].center
    post(pygame.MOUSEBUTTONDOWN, pos=src, button=1)
    post(pygame.MOUSEMOTION, pos=(src[0] + 40, src[1] - 40), rel=(0, 0), buttons=(1, 0, 0))
    app.step(0.016)
    legal_adds = {moves.line_end(0, A.decode(a).line) for a in s.legal_actions()
                  if A.decode(a).kind == "add" and A.decode(a).card == k2}
    assert {t for t in table.input.lit() if t.kind == "line"} == legal_adds == {moves.line_end(0, 0)}
    dst = table.view.target_rect(s, moves.line_end(0, 0)).center
    post(pygame.MOUSEMOTION, pos=dst, rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=dst, button=1)
    app.step(0.016)
    assert s.actions == [A.new_line(k1, UP), A.add_room(k2, 0)]
    assert s.lines[0][0].rooms == (k1, k2)
    assert table.reason == ""
    assert table.log[-1].startswith("You added a ")


def test_an_illegal_drop_changes_nothing_and_shows_the_engines_reason(app):
    seed, k1, _k2 = seed_with_a_second_room_that_fits()
    table = start(app, seed=seed)
    s = table.state
    table.decide(A.new_line(k1, UP))
    misfit = next((c for c in s.hand_cards(0) if moves.is_room(c) and not s.lines[0][0].fits(c)), None)
    if misfit is None:
        pytest.skip("every room of this hand fits")
    before = (list(s.actions), [h[:] for h in s.hands], list(s.lines[0]))
    drag(app, table.view.layout.hand[hand_index(table, misfit)].center,
         table.view.target_rect(s, moves.line_end(0, 0)).center)
    assert (list(s.actions), [h[:] for h in s.hands], list(s.lines[0])) == before
    reason = s.problem(A.add_room(misfit, 0))
    assert reason is not None and reason.code == "no_match"
    assert table.reason.lower() == reason.text.lower()
    # a room dropped on the opponent's space is refused in words too, and nothing changes
    drag(app, table.view.layout.hand[hand_index(table, misfit)].center,
         table.view.layout.panels[1].rect.center)
    assert list(s.actions) == before[0] and table.reason


def test_end_turn_is_refused_with_the_engines_words_until_two_cards_remain(app, monkeypatch):
    table = start(app, seed=3)
    s = table.state
    assert s.hand_size(0) == 4
    click(app, table.view.layout.end_turn.center)
    assert s.actions == [] and table.reason.lower().startswith("you hold 4 cards")
    # play until the engine allows the end, then the button ends the turn
    while A.END_TURN not in s.legal_actions():
        table.decide(next(a for a in s.legal_actions() if a != A.END_TURN))
    later(monkeypatch)  # (a person plays between the two clicks: not a double-click)
    click(app, table.view.layout.end_turn.center)
    assert s.actions[-1] == A.END_TURN and s.current == 1


def test_undo_takes_back_a_play_of_this_turn_but_never_a_draw(app):
    seed, k1, _k2 = seed_with_a_second_room_that_fits()
    table = start(app, seed=seed)
    s = table.state
    hand = [h[:] for h in s.hands]
    table.decide(A.new_line(k1, UP))
    assert table.can_undo()
    click(app, table.view.layout.undo.center)
    assert s.actions == [] and s.hands == hand and s.lines[0] == []
    assert table.save.actions == []
    while A.END_TURN not in s.legal_actions():
        table.decide(next(a for a in s.legal_actions() if a != A.END_TURN))
    table.decide(A.END_TURN)
    assert not table.can_undo()


def test_a_room_turns_for_a_first_line_and_the_line_is_laid_that_way(app):
    seed, k1, _k2 = seed_with_a_second_room_that_fits()
    table = start(app, seed=seed)
    i = hand_index(table, k1)
    click(app, table.view.layout.hand[i].center)  # choose it
    key(app, pygame.K_r)  # turn it helmet down: the first line's orientation is free
    assert table.input.is_turned(i)
    key(app, pygame.K_DOWN)  # the keyboard picks the only lit space
    key(app, pygame.K_RETURN)
    assert table.state.actions == [A.new_line(k1, DOWN)]
    # the next line's orientation is not free: turning says why, in the engine's words
    s = table.state
    room = next(c for c in s.hand_cards(0) if moves.is_room(c))
    post(pygame.MOUSEBUTTONDOWN, pos=table.view.layout.hand[hand_index(table, room)].center, button=3)
    app.step(0.016)
    assert not any(table.input.turned) and table.reason


def test_r_turns_the_room_under_the_pointer_as_a_right_click_does(app):
    """A playtest: a right-click on a room of the hand turned it, R over the same room said "choose a room of your
    hand first, then turn it" (the rules say "press R or right-click the room")."""
    seed, k1, _k2 = seed_with_a_second_room_that_fits()
    table = start(app, seed=seed)
    i = hand_index(table, k1)
    post(pygame.MOUSEMOTION, pos=table.view.layout.hand[i].center, rel=(0, 0), buttons=(0, 0, 0))
    app.step(0.016)
    assert table.input.selected is None
    key(app, pygame.K_r)
    assert table.input.is_turned(i) and not table.reason
    # the card under the pointer is outlined, so the card R acts on shows before the key (a playtest)
    from castlecombo.kit import theme

    rect = table.view.layout.hand[i]
    app.stack.draw(app.screen)
    edge = [app.screen.get_at((x, rect.top - 1))[:3] for x in range(rect.left + 8, rect.right - 8)]
    assert sum(colour == theme.TEXT_DIM for colour in edge) > len(edge) // 2


def test_turning_a_room_whose_new_line_has_one_way_says_it_goes_that_way_by_itself(app):
    """A playtest: R on a room that could only start a new line, helmet down, said "A room joins a line the way
    the line is laid; your new line must be helmet down…": the first half is about a line it was not joining."""
    from rooms_helpers import CC, CS, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, seed=2)
    s = scenario(2, hands={0: [CC, CS]}, lines={0: [((SS,), H_UP, False)], 1: [((SS,), H_UP, False)]})
    table.state = s
    table.input.reset()
    app.step(0.016)
    assert moves.new_line_orientations(s, CC) == [DOWN]  # no room fits line 1: a new line, helmet down only
    click(app, table.view.layout.hand[s.hand_cards(0).index(CC)].center)
    key(app, pygame.K_r)
    assert not any(table.input.turned)
    assert table.reason.startswith("No need to turn it: your new line must be helmet down")
    assert "joins a line" not in table.reason


def test_turn_room_looks_usable_while_a_room_of_the_hand_may_be_turned(app, monkeypatch):
    """A playtest: "Turn room (R)" looked greyed at the start of a turn although a room could be turned (it
    needed a room chosen first, which a click on it then said). It is lit while a room of the hand may turn."""
    from rooms_helpers import CC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    shown: list[dict[str, bool]] = []
    table = start(app, seed=2)
    monkeypatch.setattr(table.view, "draw_buttons",
                        lambda surface, enabled, hover, caption="": shown.append(dict(enabled)))
    table.state = scenario(2, hands={0: [CC, SS]})  # no line yet: either room may start one either way
    table.input.reset()
    app.step(0.016)
    assert shown[-1]["rotate"]
    table.state = scenario(2, hands={0: [CC, SS]}, lines={0: [((SS,), H_UP, False)]})  # SS fits: no new line
    table.input.reset()
    app.step(0.016)
    assert not shown[-1]["rotate"]


def test_turn_room_goes_once_the_first_line_is_laid_and_r_says_why_in_a_few_words(app, monkeypatch):
    """Playtest 78: "Turn room (R)" stayed greyed out all game once a line was laid, and R said "a room joins a
    line the way the line is laid; a new line may only start when…". Only the first line's way is chosen."""
    from rooms_helpers import CC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    shown: list[dict[str, bool | None]] = []
    table = start(app, seed=2)
    monkeypatch.setattr(table.view, "draw_buttons",
                        lambda surface, enabled, hover, caption="": shown.append(dict(enabled)))
    table.state = scenario(2, hands={0: [CC, SS]}, lines={0: [((SS,), H_UP, False)]})  # SS fits line 1
    table.input.reset()
    app.step(0.016)
    assert shown[-1]["rotate"] is None and shown[-1]["end"] is not None  # not drawn; the others are
    click(app, table.view.layout.rotate.center)  # where the button was: nothing to press
    assert table.reason == ""
    click(app, table.view.layout.hand[table.state.hand_cards(0).index(SS)].center)
    key(app, pygame.K_r)
    assert not any(table.input.turned)
    assert table.reason == "A room lies the way its line lies: only your first line's way was yours to choose"


def test_where_turn_room_was_the_table_says_rooms_now_turn_by_themselves(app):
    """Playtest 130: the "Turn room (R)" button vanished once the first line was laid, without a word. Its place
    says why, small; before the first line the button is there and the words are not."""
    from castlecombo.kit import draw
    from rooms_helpers import CC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, seed=2)
    rotate = table.view.layout.rotate
    with draw.recording() as drawn:
        app.step(0.016)
    inside = [t.words for t in drawn if rotate.contains(t.rect)]
    assert inside == ["Turn room (R)"]
    table.state = scenario(2, hands={0: [CC, SS]}, lines={0: [((SS,), H_UP, False)]})
    table.input.reset()
    with draw.recording() as drawn:
        app.step(0.016)
    from castlecombo.rooms.ui.view import caption_room

    room = caption_room(table.view.layout)  # the button's place, widened into the free foot (playtest 142)
    assert room.right == rotate.right and room.w > rotate.w
    assert not any(room.colliderect(card) for card in table.view.layout.hand)
    inside = [t for t in drawn if room.contains(t.rect)]
    assert " ".join(t.words for t in inside) == "Every room now turns itself to match its line", inside
    assert len(inside) <= 2 and min(t.size for t in inside) >= 14  # two lines at most, not three tiny ones
    # on another's turn the hand's foot says nothing of it (playtest 170 read it all through the AIs' turns)
    table.state = scenario(2, hands={0: [CC, SS]}, lines={0: [((SS,), H_UP, False)]}, current=1)
    table.input.reset()
    with draw.recording() as drawn:
        app.step(0.016)
    assert not [t for t in drawn if room.contains(t.rect)]
    # nor beside a hand of no room (it stood over an empty hand, playtest 237)
    from rooms_helpers import K

    for hand in ([], [K]):
        table.state = scenario(2, hands={0: hand}, lines={0: [((SS,), H_UP, True)]})
        table.input.reset()
        with draw.recording() as drawn:
            app.step(0.016)
        assert not [t for t in drawn if room.contains(t.rect) and "turns itself" in t.words]


def test_hot_seat_hides_the_hand_while_an_ai_plays_between_two_people(app):
    table = start(app, kinds=("human", "easy", "human"), seed=4)
    key(app, pygame.K_RETURN)  # the first person takes the seat
    s = table.state
    assert table.view_seat == 0 and table.marks().show_hand
    while A.END_TURN not in s.legal_actions():
        table.decide(next(a for a in s.legal_actions() if a != A.END_TURN))
    table.decide(A.END_TURN)
    assert s.current == 1 and table.view_seat == 0 and not table.marks().show_hand  # the AI's turn: backs only



def test_in_hot_seat_each_other_seat_keeps_its_place_from_one_persons_view_to_the_next(app):
    """Playtest 222: the AI's panel was top left on the grandfather's turn and top right on his granddaughter's."""
    table = start(app, kinds=("human", "human", "medium"), seed=4)
    view = table.view
    first = view.arrange(table.state, 0).panels
    second = view.arrange(table.state, 1).panels
    assert first[2].rect.topleft == second[2].rect.topleft  # the AI where it was
    assert first[1].rect.topleft == second[0].rect.topleft  # the other person in the place the next one had
    solo = start(app, kinds=("easy", "human", "medium"), seed=4).view.arrange(table.state, 1).panels
    assert solo[2].rect.x < solo[0].rect.x  # alone against AIs: the next to play first, as before

def test_hot_seat_cover_hides_the_hand_between_two_people(app, monkeypatch):
    table = start(app, kinds=("human", "human"), seed=4)
    shown: list[int] = []
    monkeypatch.setattr(table.view, "draw_hand", lambda surface, state, marks, title: shown.append(marks.view_seat))
    cover = app.stack.top
    assert isinstance(cover, PassCover) and cover.seat == 0
    app.step(0.016)
    assert shown == []  # nothing of the table is drawn under the cover
    key(app, pygame.K_RETURN)
    assert app.stack.top is table and table.view_seat == 0 and shown[-1] == 0
    s = table.state
    while A.END_TURN not in s.legal_actions():
        table.decide(next(a for a in s.legal_actions() if a != A.END_TURN))
    table.decide(A.END_TURN)
    cover = app.stack.top
    assert isinstance(cover, PassCover) and cover.seat == 1
    shown.clear()
    app.step(0.016)
    assert shown == [] and not table.human_can_play()
    key(app, pygame.K_RETURN)
    assert table.view_seat == 1 and shown[-1] == 1 and table.human_can_play()


def play_to_the_ending(app, table, seconds=90.0):
    deadline = time.monotonic() + seconds
    while not isinstance(app.stack.top, EndingScene):
        assert time.monotonic() < deadline, f"no ending after {seconds} s (turn {table.state.turn})"
        app.step(0.05)


def test_a_whole_game_with_ai_seats_reaches_the_ending_and_its_log_is_the_records_narration(app):
    app.autoplay = True  # the fast pace
    table = start(app, kinds=("easy", "medium", "easy"), seed=12)
    play_to_the_ending(app, table)
    s = table.state
    assert s.is_over and table.finished and app.reached_scoring
    ending = app.stack.top
    assert ending.winning and set(ending.winning) == set(s.winners())
    records, _ = storage.load_history()
    assert [(r.game, r.actions, r.winners) for r in records] == [("rooms", s.actions, s.winners())]
    assert saves.load_current_save() == (None, None)
    names = [seat.name for seat in table.seats]
    rebuilt = narrate_game(3, table.save.seed, table.save.first_player, s.actions, names)
    assert table.log == rebuilt  # the whole game's log: it scrolls back


def test_a_rooms_game_is_saved_after_every_decision_and_resumes_where_it_was(app):
    table = start(app, seed=8)
    s = table.state
    while A.END_TURN not in s.legal_actions():
        table.decide(next(a for a in s.legal_actions() if a != A.END_TURN))
    played = list(s.actions)
    lines = list(s.lines[0])
    key(app, pygame.K_ESCAPE)  # to the menu: the table leaves and its save is on disk
    assert not isinstance(app.stack.top, RoomsTable)
    save, message = saves.load_current_save("rooms")
    assert message is None and save is not None and save.game == "rooms" and save.actions == played
    assert app.continue_game()
    again = app.stack.top
    assert isinstance(again, RoomsTable) and again is not table
    assert again.state.actions == played and again.state.lines[0] == lines and again.human_can_play()
    assert again.can_undo()  # the turn under way: its plays can still be taken back
    assert again.log == table.log  # the log comes back whole, with no line of jargon about "decisions"


def _finished_rooms_game():
    """A 3-player game of random plays to its end (seed 30), and its history record."""
    import random

    from castlecombo.rooms.replay import history_record
    from castlecombo.storage.records import SaveGame

    state = GameState.new(3, 30, 0)
    rng = random.Random(30)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state, history_record(SaveGame.new(30, default_seats(["human", "easy", "hard"]), 0, game="rooms"), state)


def replay_to_its_end(app):
    """Open the replay of :func:`_finished_rooms_game` and go to its end (End); return the game and the replay."""
    from castlecombo.rooms.ui.replay_scene import RoomsReplay

    state, record = _finished_rooms_game()
    assert app.start_replay(record)
    replay = app.stack.top
    assert isinstance(replay, RoomsReplay)
    app.step(0.016)
    key(app, pygame.K_END)
    return state, replay


def test_a_rooms_record_replays_turn_by_turn_to_its_winners(app):
    state, replay = replay_to_its_end(app)
    assert replay.state.is_over and replay.state.winners() == state.winners()
    assert replay.turn_words().endswith(("wins", "win"))
    key(app, pygame.K_LEFT)
    assert replay.index == replay.total - 1


def test_the_wheel_over_the_replays_log_scrolls_it_and_elsewhere_steps_the_turns(app):
    """A playtest: in the replay the wheel over the log stepped the turns back, where at the live table it
    scrolls the log; earlier lines could only be reached by stepping turns."""
    _state, record = _finished_rooms_game()
    assert app.start_replay(record)
    replay = app.stack.top
    key(app, pygame.K_END)
    app.stack.draw(app.screen)
    end = replay.index
    log = replay.view.log_view
    assert log.max_offset() > 0
    post(pygame.MOUSEMOTION, pos=log.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)
    app.step(0.016)
    assert replay.index == end and log.offset > 0  # the log scrolled back; the turn shown stayed
    panel = replay.view.layout.panels[0].rect
    post(pygame.MOUSEMOTION, pos=panel.center, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)
    app.step(0.016)
    assert replay.index == end - 1 and log.offset == 0  # over the table it steps a turn back, the log to its end


def test_the_replay_keeps_the_panels_in_place_and_says_play_and_pause_whole(app):
    """The seat panels changed places at every step of a replay (the player to move went to the bottom), and the
    Play button read "Pa…" while playing (found in a playtest)."""
    from castlecombo.kit import draw

    _state, record = _finished_rooms_game()
    assert app.start_replay(record)
    replay = app.stack.top
    places = set()
    movers = set()
    for _ in range(4):
        key(app, pygame.K_RIGHT)
        app.stack.draw(app.screen)
        movers.add(replay.mover())
        panels = replay.view.layout.panels
        places.add(tuple(sorted(panels, key=lambda seat: (panels[seat].rect.y, panels[seat].rect.x))))
    assert len(movers) > 1 and len(places) == 1
    key(app, pygame.K_SPACE)  # playing: the button says Pause
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    assert "Pause" in [line.words for line in lines if replay.controls["play"].contains(line.rect)]


def test_the_replays_play_button_says_its_word_whole_in_portuguese_at_the_smallest_window():
    """A playtest at 1024x640 in Portuguese: the button read "Repro…" ("Reproduzir"). It goes under the arrows,
    the column's whole width, and the arrows keep their marks beside the words Castle Combo's replay says (bare
    "|< < > >|" read as another game's, playtests 337 and 338)."""
    from castlecombo.kit import draw
    from test_layout_fit import app_at

    _state, record = _finished_rooms_game()
    with app_at((1024, 640), 100, "pt") as small:
        assert small.start_replay(record)
        replay = small.stack.top
        with draw.recording() as lines:
            small.stack.draw(small.screen)
    button = replay.controls["play"]
    said = [line for line in lines if button.contains(line.rect)]
    assert [line.words for line in said] == ["Reproduzir"] and said[0].size >= draw.theme.MIN_TEXT_PX
    arrows = [(line.words, line.size) for name in ("start", "back", "next", "end") for line in lines
              if replay.controls[name].contains(line.rect)]
    assert [words for words, _size in arrows] == ["|<  Início", "<  Anterior", "Próximo  >", "Fim  >|"]
    assert all(size >= draw.theme.MIN_TEXT_PX for _words, size in arrows)


def test_the_menu_offers_both_games_each_with_its_picture_and_rules(app):
    from castlecombo.app.menu import MenuScene
    from castlecombo.app.newgame import NewGameScene
    from castlecombo.combo.ui.rules_scene import RulesScene
    from castlecombo.rooms.ui.rules_scene import PAGES, RoomsRulesScene

    menu = MenuScene(app)
    app.stack.push(menu)
    app.step(0.016)
    for game in ("combo", "rooms"):
        rect = menu.pictures[game]
        assert rect.w > 200 and rect.h > 130  # the picture is drawn large
        picture = menu.picture(game, rect.size)
        assert app.screen.subsurface(rect).get_at((rect.w // 2, rect.h // 2)) == picture.get_at((rect.w // 2,
                                                                                               rect.h // 2))
    assert not menu.pictures["combo"].colliderect(menu.pictures["rooms"])
    for name, kind in (("rules", RulesScene), ("rooms_rules", RoomsRulesScene)):
        click(app, menu.buttons[name].rect.center)
        assert isinstance(app.stack.top, kind)
        if kind is RoomsRulesScene:
            for page in range(len(PAGES)):  # every page draws (its pictures are lines the rules allow)
                assert app.stack.top.page == page
                key(app, pygame.K_RIGHT)
        app.stack.pop()
    click(app, menu.buttons["rooms_new"].rect.center)
    setup = app.stack.top
    assert isinstance(setup, NewGameScene) and setup.game == "rooms" and setup.max_seats == 4
    for _ in range(4):
        setup.add_seat()
    assert len(setup.seats) == 4  # Castle Rooms seats four at most
    setup.set_kind(3, "human")
    setup.start()
    table = app.stack.find(RoomsTable)
    assert table is not None and table.n == 4 and table.save.game == "rooms"


def test_new_game_switches_between_the_games_and_keeps_what_fits(app):
    from castlecombo.app.newgame import NewGameScene

    setup = NewGameScene(app)
    app.stack.push(setup)
    while len(setup.seats) < 5:
        setup.add_seat()
    setup.set_game("rooms")
    assert len(setup.seats) == 4 and setup.max_seats == 4
    setup.set_game("combo")
    setup.add_seat()
    assert len(setup.seats) == 5


def test_a_dragon_goes_onto_a_lit_rival_line_and_a_knight_onto_your_blocked_line(app):
    from rooms_helpers import CC, CS, SC, SS, D, K
    from rooms_helpers import DOWN as H_DOWN
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, seed=2)
    s = scenario(2, hands={0: [D, K, SS]}, lines={0: [((SS, SS), H_UP, True), ((CC,), H_DOWN, False)],
                                                 1: [((SC, CC), H_UP, False), ((CS,), H_DOWN, True)]})
    table.state = s
    table.input.reset()
    app.step(0.016)
    cards = s.hand_cards(0)
    # the dragon: lit exactly on the rival's lines without a dragon
    src = table.view.layout.hand[cards.index(D)].center
    post(pygame.MOUSEBUTTONDOWN, pos=src, button=1)
    post(pygame.MOUSEMOTION, pos=(src[0] + 30, src[1] - 50), rel=(0, 0), buttons=(1, 0, 0))
    app.step(0.016)
    assert set(table.input.lit()) == {moves.line_end(1, 0)}
    dst = table.view.target_rect(s, moves.line_end(1, 0)).center
    post(pygame.MOUSEMOTION, pos=dst, rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=dst, button=1)
    app.step(0.016)
    assert s.actions == [A.dragon(1, 0)] and s.lines[1][0].dragon
    # the knight: dropped on the rival's blocked line it is refused; on your own blocked line it plays
    src = table.view.layout.hand[s.hand_cards(0).index(K)].center
    drag(app, src, table.view.target_rect(s, moves.line_end(1, 1)).center)
    assert s.actions == [A.dragon(1, 0)] and table.reason.startswith("A knight fights a dragon on one of your own")
    drag(app, table.view.layout.hand[s.hand_cards(0).index(K)].center,
         table.view.target_rect(s, moves.line_end(0, 0)).center)
    assert s.actions == [A.dragon(1, 0), A.knight(0)] and not s.lines[0][0].dragon
    assert s.discard[-2:] == [D, K]


def test_play_refuses_five_seats_for_castle_rooms_in_one_line(capsys):
    from castlecombo.cli import main

    assert main(["play", "--game", "rooms", "--players", "human,easy,easy,easy,easy"]) == 2
    err = capsys.readouterr().err
    assert "Castle Rooms is for 2 to 4 players" in err and err.count("\n") == 1


def test_a_whole_turn_by_keyboard_alone(app):
    table = start(app, seed=3)
    s = table.state
    for _ in range(6):
        if A.END_TURN in s.legal_actions():
            break
        before = len(s.actions)
        key(app, pygame.K_TAB)  # the first card with a lit space, and its first space
        assert table.input.over in table.input.lit()
        expected = table.input.lit()[table.input.over]
        key(app, pygame.K_RETURN)
        assert len(s.actions) == before + 1 and s.actions[-1] == expected
    key(app, pygame.K_e)
    assert s.actions[-1] == A.END_TURN and s.current == 1


def test_esc_by_keyboard_lets_go_of_the_place_then_the_card_and_the_arrows_come_back_to_it(app):
    """Esc takes one step back: from a ringed place to the chosen card, then lets go of the card;
    the next arrow comes back to the card let go (it went to the first card, so the place was lost)."""
    from castlecombo.app.menu import MenuScene

    table = start(app, seed=3)
    inp = table.input
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    chosen = inp.selected
    assert chosen == 1 % len(inp.hand())
    key(app, pygame.K_TAB)  # its first lit place is ringed
    assert inp.over is not None and inp.selected == chosen
    key(app, pygame.K_ESCAPE)  # the place goes, the card stays chosen
    assert inp.over is None and inp.selected == chosen and app.stack.top is table
    key(app, pygame.K_ESCAPE)  # the card goes
    assert inp.selected is None and app.stack.top is table
    key(app, pygame.K_RIGHT)  # back on the same card
    assert inp.selected == chosen
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)  # nothing chosen: the menu
    assert isinstance(app.stack.top, MenuScene)


def test_undo_takes_the_plays_line_out_of_the_log_and_names_each_play_taken_back(app):
    seed, k1, k2 = seed_with_a_second_room_that_fits()
    table = start(app, seed=seed)
    # the first play brings round 1's heading and the first draw, which stay (the draw was untold, playtest 176)
    before = [*table.log, "Round 1", "You drew 2 cards."]
    table.decide(A.new_line(k1, UP))
    table.decide(A.add_room(k2, 0))
    assert table.log[-1].startswith("You added a ")
    added = table.log[-1]
    key(app, pygame.K_z)  # Z, as in Castle Combo (U too)
    # the play named (a playtest), after the colon in lower case (playtests 88 and 89: "Annulé : Vous avez…")
    assert table.log == [*before, table.log[-2], f"Taken back: y{added[1:]}"]
    assert table.log[-2].startswith("You started line 1")  # the add is gone, the start stays
    started = table.log[-2]
    key(app, pygame.K_u)
    # nothing undone is still told as played, and the second play is named too (playtest 245: "You took back 2
    # plays." replaced the first note's words)
    assert table.log == [*before, f"Taken back: y{added[1:]}", f"Taken back: y{started[1:]}"]
    table.decide(A.new_line(k1, UP))
    key(app, pygame.K_u)
    assert table.log == [*before, f"Taken back: y{added[1:]}", f"Taken back: y{started[1:]}",
                         f"Taken back: y{started[1:]}"]


def test_with_two_people_an_undo_never_names_the_card_back_in_a_secret_hand(app):
    """A hot-seat playtest: "Taken back: João added a corridor→corridor room to line 1" stayed in the log for
    Maria's turn, telling her a card of João's hand. With two people the note says only that a play went back."""
    seed, k1, k2 = seed_with_a_second_room_that_fits()
    table = start(app, kinds=("human", "human"), seed=seed)
    key(app, pygame.K_RETURN)  # past the cover
    table.decide(A.new_line(k1, UP))
    played = table.log[-1]
    key(app, pygame.K_z)
    name = table.seats[0].name
    assert table.log[-1] == f"{name} took back a play."
    assert played not in " ".join(table.log)
    table.decide(A.new_line(k1, UP))  # two plays taken back in a row: one note counts both
    table.decide(A.add_room(k2, 0))
    key(app, pygame.K_z)
    key(app, pygame.K_z)
    assert table.log[-1] == f"{name} took back 2 plays."


def test_a_dragon_on_a_line_that_has_one_is_refused_naming_its_builder_not_a_seat_number(app):
    from rooms_helpers import SS, D
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, kinds=("human", "easy", "easy"), seed=2)
    s = scenario(3, hands={0: [D, SS, SS]}, lines={1: [((SS,), H_UP, False)], 2: [((SS, SS), H_UP, True)]})
    table.state = s
    table.input.reset()
    app.step(0.016)
    drag(app, table.view.layout.hand[s.hand_cards(0).index(D)].center,
         table.view.target_rect(s, moves.line_end(2, 0)).center)
    assert s.actions == []
    assert table.reason == f"{table.seats[2].name}'s line 1 already carries a dragon"
    assert "seat" not in table.reason.lower()


def test_the_replay_calls_the_one_persons_hand_yours_and_others_by_name(app):
    from castlecombo.rooms.replay import history_record
    from castlecombo.rooms.ui.replay_scene import RoomsReplay
    from castlecombo.storage.records import SaveGame

    state = GameState.new(2, 31, 0)
    state.apply(next(a for a in state.legal_actions() if a != A.END_TURN))
    while A.END_TURN not in state.legal_actions():
        state.apply(next(a for a in state.legal_actions() if a != A.END_TURN))
    state.apply(A.END_TURN)
    seats = default_seats(["human", "easy"])
    assert app.start_replay(history_record(SaveGame.new(31, seats, 0, game="rooms").with_actions(state.actions),
                                           state))
    replay = app.stack.top
    assert isinstance(replay, RoomsReplay)
    titles: list[str] = []
    replay.view.draw_hand = lambda surface, s, marks, title: titles.append(title)
    app.step(0.016)
    key(app, pygame.K_RIGHT)  # after seat 0's turn (the person's)
    assert titles[-1] == "Your hand"
    assert replay.view.hand_title(1) == f"{seats[1].name}'s hand"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_a_long_refusal_wraps_at_the_foot_of_the_panel_clear_of_the_name_and_never_squeezed(app, size):
    from castlecombo.kit import draw
    from castlecombo.kit.theme import MIN_TEXT_PX
    from castlecombo.rooms.ui.reason_place import reason_box
    from castlecombo.rooms.ui.seat_panel import zoom_mark_rect
    from castlecombo.rooms.ui.view import RoomsView

    surface = pygame.Surface(size)
    seats = default_seats(["human", "easy", "easy", "easy"])
    view = RoomsView(seats, size)
    s = GameState.new(4, 3, 0)
    view.arrange(s, 0)
    words = ("You still have a play (add a corridor→stairs room to line 2): only a dragon or knight you "
             "cannot play is discarded")
    with draw.recording() as drawn:
        view.draw_reason(surface, words, 0)
    own = view.layout.panels[0]
    box, lines, _size = reason_box(view.layout, words, 0)
    assert " ".join(lines) == words  # every word, none cut
    assert own.rect.contains(box) and not box.colliderect(own.header)
    assert not box.colliderect(zoom_mark_rect(own, view.layout.scale))  # nor over the panel's magnifier
    assert [d.words for d in drawn] == lines
    for d in drawn:
        assert box.contains(d.rect) and d.size >= MIN_TEXT_PX


def test_the_help_line_says_what_to_do_and_why_a_chosen_card_has_nowhere_to_go(app):
    from castlecombo.rooms.ui.live_words import hint
    from rooms_helpers import CS, SC, SS, D, K
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, seed=2)
    s = scenario(2, hands={0: [K, D, SS, CS]}, lines={0: [((SC,), H_UP, False)], 1: [((SS,), H_UP, True)]})
    table.state = s
    table.input.reset()
    app.step(0.016)
    words, warn = hint(table.view, s, True, False)
    assert words.startswith("You hold 4 cards: play until 2 or fewer remain") and not warn  # an instruction
    for card, start_words in ((K, "No dragon blocks your lines"), (D, "No rival line is open for a dragon"),
                              (SS, "This room fits no open line, and no new line may start while another "
                                   "room of your hand fits line 1")):
        table.input.selected = s.hand_cards(0).index(card)
        assert table.input.lit() == {}
        words, warn = hint(table.view, s, True, False, card, False)
        assert words.startswith(start_words) and warn
    table.input.selected = s.hand_cards(0).index(CS)
    assert table.input.lit()  # a card that has a space: how to play it
    # how to play it, by the pointer or the keys (it said only "Drop it" to a player of the keys: a playtest)
    said = hint(table.view, s, True, False, CS, True)[0]
    assert said == "Click a lit space, or Tab to one and Enter · Esc lets go"
    assert hint(table.view, s, True, False, CS, True, dragging=True)[0] == "Drop it on a lit space · Esc lets go"
    stuck = scenario(2, hands={0: [K, K, D]}, lines={0: [((SC,), H_UP, False)]})  # nothing to fight, no rival line
    assert {A.decode(a).kind for a in stuck.legal_actions()} == {"discard"}
    assert hint(table.view, stuck, True, False)[0].startswith("You hold 3 cards and none can be played: put one "
                                                              "on the discard pile")
    assert hint(table.view, stuck, True, False, K, True)[0].startswith("Click the lit discard pile")
    assert hint(table.view, stuck, True, False, K, True, dragging=True)[0].startswith("Drop it on the lit discard")
    # the keys are named ("drag it there" alone, a keyboard playtest), and they do what is said
    assert "(drag it there, or ← → and Enter)" in hint(table.view, stuck, True, False)[0]
    assert "or Enter" in hint(table.view, stuck, True, False, K, True)[0]
    table.state = stuck
    table.input.reset()
    app.step(0.016)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)  # the pile is ringed, as any place is (playtest 273), and the next Enter discards
    assert not stuck.actions
    key(app, pygame.K_RETURN)
    assert [A.decode(a).kind for a in stuck.actions] == ["discard"] and stuck.hand_size(0) == 2
    # a lone knight with no dragon to fight: no card to drag (it said "Drag a card onto a lit space", a playtest)
    alone = scenario(2, hands={0: [K]}, lines={0: [((SC,), H_UP, False)]})
    assert alone.legal_actions() == [A.END_TURN]
    assert hint(table.view, alone, True, False)[0].startswith("None of your cards can be played now: end the turn")
    first = scenario(2, hands={0: [CS, SS]})  # no line yet: a room may be turned for the first one
    assert "R or right-click turns it" in hint(table.view, first, True, False, CS, True)[0]
    assert "Tab to one and Enter" in hint(table.view, first, True, False, CS, True)[0]  # the keys too (a playtest)


def test_the_rules_open_over_the_game_by_key_or_button_and_come_back_to_it(app):
    from castlecombo.rooms.ui.rules_scene import RoomsRulesScene

    table = start(app, seed=3)
    s = table.state
    table.decide(next(a for a in s.legal_actions() if a != A.END_TURN))
    played = list(s.actions)
    key(app, pygame.K_h)  # H asks for a suggestion: it opens nothing (it opened the rules once, to a player's surprise)
    assert app.stack.top is table
    key(app, pygame.K_F1)  # the rules key of both games
    rules = app.stack.top
    assert isinstance(rules, RoomsRulesScene) and rules.back.label == "Back to the game"
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table and s.actions == played and table.human_can_play()
    lay = table.view.layout
    assert lay.rules.w > 0 and not lay.rules.colliderect(lay.menu)
    click(app, lay.rules.center)
    assert isinstance(app.stack.top, RoomsRulesScene)
    click(app, app.stack.top.back.rect.center)
    assert app.stack.top is table and table.can_undo()  # the turn goes on where it was


def test_a_room_dropped_just_past_a_dragon_is_refused_for_the_dragon(app):
    """A rules-minded playtest dropped a room just right of the dragon on its line and read "Drop the room on a
    lit space…"; on the dragon itself it read the useful reason. Just past it says the dragon's reason too."""
    from rooms_helpers import SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, seed=2)
    s = scenario(2, hands={0: [SS]}, lines={0: [((SS, SS), H_UP, True)], 1: [((SS,), H_UP, False)]})
    table.state = s
    table.input.reset()
    app.step(0.016)
    panel = table.view.layout.panels[0]
    past = panel.room_rect(0, 3).center  # the slot after the dragon (which sits at 2)
    assert table.view.target_at(past, s, 0) == moves.line_end(0, 0)
    drag(app, table.view.layout.hand[0].center, past)
    assert "dragon" in table.reason.lower() and "lit space" not in table.reason


def test_a_card_dragged_over_a_space_it_may_not_go_to_is_framed_red(app):
    from castlecombo.kit import theme
    from rooms_helpers import SS, D
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, seed=2)
    s = scenario(2, hands={0: [D, SS]}, lines={0: [((SS,), H_UP, False)], 1: [((SS,), H_UP, False)]})
    table.state = s
    table.input.reset()
    app.step(0.016)
    src = table.view.layout.hand[s.hand_cards(0).index(D)].center
    dst = table.view.target_rect(s, moves.line_end(0, 0)).center  # your own line: no place for a dragon
    post(pygame.MOUSEBUTTONDOWN, pos=src, button=1)
    post(pygame.MOUSEMOTION, pos=dst, rel=(0, 0), buttons=(1, 0, 0))
    app.step(0.016)
    marks = table.marks()
    assert marks.refused == moves.line_end(0, 0) and marks.drag is not None
    surface = pygame.Surface(app.size)
    rect = table.view.draw_drag(surface, marks.drag, False, False, refused=True)
    frame = rect.inflate(6, 6)
    assert surface.get_at((frame.centerx, frame.y + 1))[:3] == theme.BAD[:3]
    plain = pygame.Surface(app.size)
    table.view.draw_drag(plain, marks.drag, False, False)
    assert plain.get_at((frame.centerx, frame.y + 1))[:3] != theme.BAD[:3]


@pytest.mark.parametrize("name", ["Bartholomew Whitfiel", "WWWWWWWWWWWWWWWWWWWW"])
def test_the_hot_seat_cover_holds_a_twenty_character_name_whole_inside_its_box(app, monkeypatch, name):
    from castlecombo.kit import draw
    from castlecombo.kit.theme import MIN_TEXT_PX

    seats = default_seats(["human", "human"])
    seats[0] = seats[0].model_copy(update={"name": name})
    app.start_game(seats, 4, 0, "rooms")
    cover = app.stack.top
    assert isinstance(cover, PassCover)
    for size in ((1024, 640), (1280, 720)):
        monkeypatch.setattr(type(app), "size", property(lambda _app, size=size: size))
        surface = pygame.Surface(size)
        with draw.recording() as drawn:
            cover.draw(surface)
        box, ok, _lines = cover._rects()
        for d in drawn:
            assert d.size >= MIN_TEXT_PX and "…" not in d.words, d.words
            if name in d.words:
                assert box.contains(d.rect), (d.words, d.rect, box)
        assert any(d.words == f"I am {name}: show my hand" and ok.contains(d.rect) for d in drawn)



def test_the_name_typed_for_the_one_person_shows_on_their_panel(app):
    """A person who typed their name saw "You" on their panel (found in a playtest); the log and the top bar
    still speak to them as "you", as Castle Combo's table does."""
    from castlecombo.kit import draw

    seats = default_seats(["human", "easy"])
    seats[0] = seats[0].model_copy(update={"name": "Maximilian Thornbury"})
    app.start_game(seats, 5, 0, "rooms")
    table = app.stack.find(RoomsTable)
    app.step(0.016)
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    words = [line.words for line in lines]
    assert "Maximilian Thornbury" in words
    assert "You" not in words
    assert table.names()[0] == "You"


def test_the_log_scrolls_back_with_the_wheel_and_page_keys_and_end_brings_the_newest(app):
    """The Rooms log showed only its newest dozen lines: a player's own plays of the turn scrolled away and
    neither the wheel nor Page Up brought them back (found in a playtest)."""
    from castlecombo.kit import draw

    table = start(app)
    table.log = [f"Entry number {i}" for i in range(120)]

    def shown() -> list[str]:
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        return [line.words for line in lines if line.words.startswith("Entry number")]

    table.log = []
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    assert "Each play of the game will be told here." in " ".join(line.words for line in lines)  # not a bare panel
    table.log = [f"Entry number {i}" for i in range(120)]
    newest = shown()
    assert newest[-1] == "Entry number 119" and "Entry number 0" not in newest
    log = table.view.log_view.rect
    post(pygame.MOUSEMOTION, pos=log.center, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=2, flipped=False)
    app.step(0.016)
    back = shown()
    assert back[-1] == f"Entry number {119 - 6}"  # two notches, three lines each
    post(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0, unicode="")
    app.step(0.016)
    assert shown()[-1] == f"Entry number {119 - 6 - (len(back) - 1)}"
    table.log = [*table.log, "Entry number 120"]  # a play meanwhile: the lines read stay in place
    assert shown()[-1] == f"Entry number {119 - 6 - (len(back) - 1)}"
    for _ in range(40):
        post(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0, unicode="")
    app.step(0.016)
    assert shown()[0] == "Entry number 0"
    post(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="")
    app.step(0.016)
    assert shown()[-1] == "Entry number 120"


def test_a_room_shows_helmet_down_where_it_would_be_laid_so(app):
    """A room dragged at a line laid helmet down, or chosen for a new line that must be helmet down, still
    showed helmet up, so its sides read the other way round from how it would be laid (found in a playtest)."""
    from rooms_helpers import CC, CS, SC, SS
    from rooms_helpers import table as scenario

    table = start(app)
    table.ai.stop()
    # line 1 is laid helmet down; the player holds a stairs→corridor and a corridor→stairs room
    table.state = scenario(hands={0: [SC, CS]}, lines={0: [((SC,), DOWN, False)], 1: [((SS,), UP, False)]})
    table.input.reset()
    s = table.state
    index = hand_index(table, CS)
    # not chosen: the way it may lie (drawn upright beside helmet-down lines, rooms seemed to fit, playtest 219)
    assert table.input.shown_turned(index)
    table.input.selected = index
    assert set(table.input.lit()) == {moves.line_end(0, 0)}
    assert table.input.shown_turned(index)  # its only play lies helmet down: turned, as it would be laid
    assert table.marks().hand_turned[index]
    from castlecombo.kit import draw

    with draw.recording() as lines:  # and the hint says why it looks turned (it turned by itself: a playtest)
        app.stack.draw(app.screen)
    assert any(line.words.startswith("Shown turned helmet down, as its line lies") for line in lines)
    table.input.over = moves.line_end(0, 0)
    assert table.input.shown_turned(index)
    misfit = hand_index(table, SC)  # fits nowhere (and no new line while the other room fits): the way of the
    assert table.input.shown_turned(misfit)  # player's one open line, so that it shows why it does not fit
    table.input.selected, table.input.over = misfit, None
    assert table.input.lit() == {} and table.input.shown_turned(misfit)
    table.input.over = moves.line_end(0, 0)  # aimed at the helmet-down line all the same: as it would lie there
    assert table.input.shown_turned(misfit)
    # no room fits a line: the only play is a new line, which must be helmet down after an up line
    table.state = scenario(hands={0: [SS]}, lines={0: [((SC,), UP, False)]})
    table.input.reset()
    s = table.state
    assert moves.new_line_orientations(s, SS) == [DOWN]
    table.input.selected = 0
    table.input.over = None
    assert table.input.shown_turned(0)
    table.input.selected = None  # not chosen: the same, the one way it may lie
    assert table.input.shown_turned(0) and table.marks().hand_turned[0]
    # lines both ways and a room that fits each: as the player holds it
    table.state = scenario(hands={0: [SS, CC]}, lines={0: [((SS,), UP, False), ((SS,), DOWN, False)]})
    table.input.reset()
    assert moves.one_way(table.state, SS) is None and not table.input.shown_turned(hand_index(table, SS))



def test_a_room_aimed_at_a_blocked_line_keeps_the_way_it_will_lie(app):
    """Playtest 226: a room whose only place was a new line helmet down, let go on the player's blocked line (helmet
    up), was drawn helmet up from then on; it went down helmet down."""
    from rooms_helpers import SC, SS
    from rooms_helpers import table as scenario

    table = start(app)
    table.ai.stop()
    table.state = scenario(hands={0: [SC]}, lines={0: [((SS,), UP, True)]})
    table.input.reset()
    assert moves.one_way(table.state, SC) == DOWN and table.input.shown_turned(0)
    table.input.selected = 0
    table.input.over = moves.line_end(0, 0)  # the blocked line, under the pointer after the refusal
    assert table.input.shown_turned(0)

def test_question_mark_lists_every_key_of_the_rooms_table_over_it(app):
    """"?" did nothing at the Castle Rooms table while Castle Combo's shows its keys (found in a playtest)."""
    from castlecombo.kit import draw
    from castlecombo.kit.shortcuts import ShortcutsScene

    table = start(app)
    post(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_LSHIFT, unicode="?")
    app.step(0.016)
    overlay = app.stack.top
    assert isinstance(overlay, ShortcutsScene)
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    words = " ".join(line.words for line in lines)
    for said in ("end your turn", "turn the chosen room over", "scroll the log back", "the rules, over the game"):
        assert said in words
    assert not any(line.words.endswith("…") for line in lines)
    post(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")
    app.step(0.016)
    assert app.stack.top is table
    click(app, table.view.layout.shortcuts.center)  # the "?" button too, as at Castle Combo's table (a playtest)
    assert isinstance(app.stack.top, ShortcutsScene)


def test_an_empty_hand_is_told_to_end_the_turn_not_to_drag_a_card(app):
    """"Drag a card onto a lit space…" showed with no card left in the hand (found in a playtest)."""
    from castlecombo.rooms.ui.live_words import hint
    from rooms_helpers import SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, seed=2)
    table.ai.stop()
    s = scenario(2, hands={0: []}, lines={0: [((SS,), H_UP, False)]})
    table.state = s
    table.input.reset()
    words, warn = hint(table.view, s, True, False)
    assert words.startswith("Your hand is empty: end the turn (E)") and not warn


def test_a_room_chosen_that_fits_none_of_your_lines_is_told_why(app):
    """Playtest 94: Maria's line lay helmet down and ended on stairs; her stairs→corridor room looked as if it fit,
    only the new line lit, and nothing said why. The hint names the longest open line's end and the room's start,
    read as that line lies."""
    from castlecombo.rooms.ui.live_words import hint
    from rooms_helpers import CS, SC, SS
    from rooms_helpers import table as scenario

    table = start(app, seed=2)
    table.ai.stop()
    # the new line it may start is said too: "it fits none of your lines" beside a lit new line read as a
    # contradiction (playtest 119)
    # what to do first, then why (playtest 296: a boy of 11 did not read past the sides)
    for orientation, card, want in ((DOWN, SC, "It fits none of your lines: start a new line with it (lit) · line 2 "
                                                "ends on stairs; turned helmet down as it lies, this room starts on "
                                                "corridor · Esc lets go"),
                                    (UP, CS, "It fits none of your lines: start a new line with it (lit) · line 2 "
                                              "ends on stairs; this room starts on corridor · Esc lets go")):
        s = scenario(2, hands={0: [card]}, lines={0: [((SS,), 1 - orientation, True), ((SS, SS), orientation, False)]})
        table.state = s
        table.input.reset()
        words, warn = hint(table.view, s, True, False, card, lit=True)
        assert words == want and not warn, words
    # another room of the hand fits line 2: no new line may start, and none is said
    s = scenario(2, hands={0: [CS, SS]}, lines={0: [((SS,), DOWN, True), ((SS, SS), UP, False)]})
    table.state = s
    table.input.reset()
    words, _warn = hint(table.view, s, True, False, CS, lit=True)
    assert words == "Line 2 ends on stairs; this room starts on corridor: it fits none of your lines · Esc lets go"
    # shown turned in the hand for a new line helmet down, the room read as starting on stairs on a helmet-up line
    # (playtest 111): it is said turned back as that line lies
    words, _warn = hint(table.view, s, True, False, CS, lit=True, turned=True)
    assert words == ("Line 2 ends on stairs; laid helmet up like that line, this room starts on corridor: it fits "
                     "none of your lines · Esc lets go"), words
    fits = scenario(2, hands={0: [SC]}, lines={0: [((SS,), UP, False)]})
    words, _warn = hint(table.view, fits, True, False, SC, lit=True)
    assert "fits none" not in words


def _rooms_record(seed: int):
    """A 2-player game of random plays from seat 0 (the person, called "You"), and its history record."""
    import random

    from castlecombo.rooms.replay import history_record
    from castlecombo.storage.records import SaveGame

    state = GameState.new(2, seed, 0)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state, history_record(SaveGame.new(seed, default_seats(["human", "easy"]), 0, game="rooms"), state)


def test_the_rooms_replay_speaks_to_you_when_you_play_first_and_win(app):
    """'You plays first' and 'the game is over: You wins' were shown to the person called "You"."""
    _state, record = next((s, r) for s, r in map(_rooms_record, range(200)) if s.winners() == [0])
    assert record.seats[0].name == "You"
    assert app.start_replay(record)
    replay = app.stack.top
    app.step(0.016)
    assert replay.turn_words() == f"Replay  ·  before turn 1 of {replay.total}  ·  You play first"
    key(app, pygame.K_END)
    last_round = (replay.total - 1) // 2 + 1  # rounds as the live table counts them (a playtest: turns only)
    assert replay.turn_words() == (f"Replay  ·  round {last_round}  ·  turn {replay.total} / {replay.total}  ·  "
                                   "the game is over: You win")
    key(app, pygame.K_HOME)
    for turn, expected_round in ((1, 1), (2, 1), (3, 2)):
        key(app, pygame.K_RIGHT)
        assert replay.turn_words().startswith(f"Replay  ·  round {expected_round}  ·  turn {turn} / ")


def test_the_top_bar_counts_rounds_every_seat_plays_once_in(app):
    """Your turns read turn 1, 3, 5… in a 2-player game; they now read round 1, 2, 3, as Castle Combo's do."""
    from castlecombo.rooms.ui.live_words import turn_words

    table = start(app)  # you (seat 0) against easy, you first
    s = table.state
    assert turn_words(table.view, s)[0] == "Your turn  ·  round 1"
    while s.current == 0:
        table.decide(A.END_TURN if A.END_TURN in s.legal_actions() else s.legal_actions()[0])
    assert turn_words(table.view, s)[0] == f"{table.view.seat_name(1)}'s turn  ·  round 1"
    while s.current == 1:
        s.apply(s.legal_actions()[0])
    assert turn_words(table.view, s)[0] == "Your turn  ·  round 2"


def test_the_log_heads_each_round_as_castle_combos_heads_each_turn(app):
    """The Rooms log ran on without round headings, unlike Castle Combo's 'Turn N' (found in a playtest)."""
    from castlecombo.kit import draw, theme
    from castlecombo.rooms.ui.narration import RoundHeading

    table = start(app)  # you first, against easy
    s = table.state
    for seat in (0, 1):  # a whole round: each seat ends its turn as soon as it may
        while s.current == seat:
            table.decide(A.END_TURN if A.END_TURN in s.legal_actions() else s.legal_actions()[0])
    assert s.turn == 2 and s.current == 0
    headings = [entry for entry in table.log if isinstance(entry, RoundHeading)]
    # round 1 is headed too, above the first play (a playtest: the headings began at "Round 2")
    assert headings == ["Round 1", "Round 2"] and table.log[0] == "Round 1" and table.log[-2] == "Round 2"
    names = table.names()
    assert table.log == narrate_game(2, table.save.seed, table.save.first_player, s.actions, names)
    while table.motion.busy:  # the log tells a play once its cards have landed
        app.step(0.016)
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    drawn = {line.words: line.rect for line in lines}

    def inked(rect, colour) -> bool:
        return any(app.screen.get_at((x, y))[:3] == colour[:3] for x in range(rect.left, rect.right)
                   for y in range(rect.top, rect.bottom))

    assert inked(drawn["Round 2"], theme.ACCENT)  # a heading, in the accent colour
    last_play = next(entry for entry in reversed(table.log) if not isinstance(entry, RoundHeading))
    in_log = {words: rect for words, rect in drawn.items() if table.view.log_view.rect.contains(rect)}
    first_line = next(rect for words, rect in in_log.items() if len(words) > 8 and last_play.startswith(words))
    assert inked(first_line, theme.TEXT)  # the newest play stays bright under the heading after it


def test_the_top_bar_warns_when_the_pile_runs_out_before_the_next_round(app):
    """The game ended on an empty pile during the AIs' turns with no warning, while the person kept a card
    back for later (found in a playtest)."""
    from castlecombo.rooms.ui.live_words import turn_words
    from rooms_helpers import table as scenario

    table = start(app, kinds=("human", "easy", "easy"))
    name = table.view.seat_name(1)
    assert turn_words(table.view, scenario(3, pile_size=12))[0] == "Your turn  ·  round 1"  # two rounds to come
    # a round to come: the person's next turn is the last, said a turn ahead (playtest 124 learnt it too late)
    assert turn_words(table.view, scenario(3, pile_size=6)) == (
        "Your turn  ·  round 1: one more turn for you after this one", "Your turn  ·  round 1")
    assert turn_words(table.view, scenario(3, pile_size=4))[0] == (
        "Your last turn  ·  round 1: the pile runs out before you play again")
    # who plays the last turn, by name: "the pile lasts 2 more turns" was read as two more rounds (playtest 182)
    assert turn_words(table.view, scenario(3, pile_size=3, current=1))[0] == (
        f"{name}'s turn  ·  round 1: the pile runs out after your turn")
    assert turn_words(table.view, scenario(3, pile_size=1, current=1))[0] == (
        f"{name}'s turn  ·  round 1: the pile runs out after {table.view.seat_name(2)}'s turn")
    assert turn_words(table.view, scenario(3, pile_size=0, current=1))[0] == (
        f"{name}'s turn  ·  round 1: the last turn, the pile is empty")
    # shorter where the bar has no room for the whole warning (1024x640 at 150 %, five buttons beside it)
    assert turn_words(table.view, scenario(3, pile_size=4))[-1] == "Your last turn  ·  round 1"
    assert turn_words(table.view, scenario(3, pile_size=0, current=1))[-2:] == (f"{name}'s turn  ·  round 1",
                                                                                f"{name}'s turn")
    # hot seat: the person playing is told it is their last turn (playtest 191 was not)
    table.view.seats[1] = table.view.seats[1].model_copy(update={"kind": "human"})
    table.view.seats[0] = table.view.seats[0].model_copy(update={"name": "Inès"})
    assert turn_words(table.view, scenario(3, pile_size=1, current=1))[0] == (
        f"{table.view.seat_name(1)}'s last turn  ·  round 1: the pile runs out after {table.view.seat_name(2)}'s turn")



def test_a_knight_chosen_lights_up_its_dragon_as_a_space_is_lit(app):
    """Playtest 225: with a knight chosen, the dragon it may fight had only a thin green line inside its frame;
    everything else a card may go to is lit. The dragon is veiled green and framed outside."""
    from castlecombo.rooms.ui.lines_view import end_index, room_at
    from rooms_helpers import SS, K
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, kinds=("human", "easy"), seed=2)
    s = scenario(2, hands={0: [K, SS]}, lines={0: [((SS,), H_UP, True)], 1: [((SS, SS), H_UP, False)]})
    set_state(app, table, s)
    panel = table.view.layout.panels[0]
    line = s.lines[0][0]
    dragon = room_at(panel, s.lines[0], 0, end_index(line))

    def pixels() -> tuple[tuple[int, ...], tuple[int, ...]]:
        app.stack.draw(app.screen)
        return tuple(app.screen.get_at(dragon.center)), tuple(app.screen.get_at((dragon.centerx, dragon.top - 3)))

    plain_inside, plain_outside = pixels()
    table.input.selected = s.hand_cards(0).index(K)
    assert moves.line_end(0, 0) in table.input.lit()
    lit_inside, lit_outside = pixels()
    assert lit_inside != plain_inside  # veiled
    assert lit_outside[:3] == tuple(theme.LEGAL)[:3] and plain_outside[:3] != lit_outside[:3]  # framed outside

def test_a_dragon_or_knight_let_go_on_no_target_says_where_it_goes(app):
    """A dragon dropped on an empty part of the player's own panel said 'the end of a line, a new line or
    the discard pile': not where a dragon goes, and the discard pile was not open (found in a playtest)."""
    from rooms_helpers import SS, D, K
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, kinds=("human", "easy"), seed=2)
    s = scenario(2, hands={0: [D, K, SS]}, lines={0: [((SS,), H_UP, True)], 1: [((SS, SS), H_UP, False)]})
    set_state(app, table, s)
    mine = table.view.layout.panels[0].rect
    empty = (mine.right - 20, mine.bottom - 20)  # no line there, nor the new line's space
    assert table.view.target_at(empty, s, 0) is None
    drag(app, table.view.layout.hand[s.hand_cards(0).index(D)].center, empty)
    assert s.actions == [] and table.reason == "A dragon goes on the lit end of a rival's line"
    drag(app, table.view.layout.hand[s.hand_cards(0).index(K)].center, empty)
    assert s.actions == [] and table.reason == "A knight goes on the lit end of your own line that carries a dragon"
    drag(app, table.view.layout.hand[s.hand_cards(0).index(SS)].center, empty)
    # its only line blocked, a new line is where it goes ("put": a click says it too, playtest 197)
    assert table.reason == "Put the room on the lit space of a new line"
    # a room that fits a line: no new line may start, and none is named (playtest 197 read "or a new line")
    s = scenario(2, hands={0: [SS, D]}, lines={0: [((SS,), H_UP, False)]})
    set_state(app, table, s)
    drag(app, table.view.layout.hand[s.hand_cards(0).index(SS)].center, empty)
    assert s.actions == [] and table.reason == "Put the room on the lit end of one of your lines"
    # with no play at all and three cards, only the discard pile is lit, and the words say so
    set_state(app, table, scenario(2, hands={0: [D, D, K]}))
    drag(app, table.view.layout.hand[0].center, empty)
    assert table.reason == "Drop the dragon on the lit discard pile: no rival's line can take it now"
    drag(app, table.view.layout.hand[2].center, empty)
    assert table.reason == "Drop the knight on the lit discard pile: none of your lines carries a dragon"
    # with nothing lit at all (two cards: no discard), the words do not point at a lit end (a playtest)
    set_state(app, table, scenario(2, hands={0: [D, K]}))
    drag(app, table.view.layout.hand[0].center, empty)
    assert table.reason == "A dragon goes on the end of a rival's line, and no rival's line can take one now"
    drag(app, table.view.layout.hand[1].center, empty)
    assert table.reason == "A knight goes on your own line that carries a dragon, and none of yours carries one now"
    table.reason = ""  # chosen with a click, then a click on the rival's panel: it said nothing (playtest 156)
    click(app, table.view.layout.hand[0].center)
    click(app, table.view.layout.panels[1].rect.center)
    assert s.actions == [] and table.reason == ("A dragon goes on the end of a rival's line, and no rival's line can "
                                                "take one now")


def test_tab_with_no_card_chosen_takes_a_room_that_extends_your_line_first(app):
    """Tab chose the first card of the hand that could go anywhere, a dragon before the room that extends
    your line; the hint said 'Tab picks a card' while the ? list said Tab picks the space (a playtest)."""
    from castlecombo.rooms.ui.live_words import hint
    from rooms_helpers import SS, D
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, kinds=("human", "easy"), seed=2)
    s = scenario(2, hands={0: [D, SS, SS]}, lines={0: [((SS,), H_UP, False)], 1: [((SS, SS), H_UP, False)]})
    table.state = s
    table.input.reset()
    app.step(0.016)
    key(app, pygame.K_TAB)
    assert s.hand_cards(0)[table.input.selected] == SS and table.input.over == moves.line_end(0, 0)
    key(app, pygame.K_RETURN)
    assert s.lines[0][0].rooms == (SS, SS)
    words, _warn = hint(table.view, s, True, False)
    assert "← → a card, Tab a space, Enter plays" in words


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_a_refusal_is_shown_clear_of_the_lines_and_the_new_line_space(app, size):
    """The refusal's box at the foot of the panel covered the lit new-line space the player was aiming
    at (found in a playtest at 1920x1080): it goes where it covers no line and not that space."""
    from castlecombo.kit import draw
    from castlecombo.rooms.ui.reason_place import reason_box
    from castlecombo.rooms.ui.view import RoomsView
    from rooms_helpers import CC, CS, SC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    words = ("A room joins a line the way the line is laid; your new line must be helmet down, the opposite of "
             "the line you started before it, so this room cannot start it the way it is turned now")
    view = RoomsView(default_seats(["human", "easy"]), size)
    for n in range(1, 13):  # as many lines as put the new line's space under the box at the foot
        s = scenario(2, lines={0: [((room,), H_UP, False) for room in [SS, SC, CS, CC] * 3][:n]})
        view.arrange(s, 0)
        sp = view.layout.panels[0]
        spaces = [sp.room_rect(li, 0).union(sp.room_rect(li, 1)) for li in range(n)] + [sp.room_rect(n, 0)]
        at_foot, _lines, _size = reason_box(view.layout, words, 0)
        if any(at_foot.colliderect(r) for r in spaces):
            break
    else:
        pytest.fail("the box at the foot never meets the lines")
    with draw.recording() as drawn:
        view.draw_reason(pygame.Surface(size), words, 0, s)
    box = drawn[0].rect.unionall([d.rect for d in drawn])
    assert sp.rect.contains(box) and not any(box.colliderect(r) for r in spaces)
    assert " ".join(d.words for d in drawn) == words


def test_a_seat_nearly_ten_rooms_long_is_said_in_its_panel(app):
    """A rival went from 6 rooms to 10 in one turn and won with no warning but a small 'longest 6'; another
    won from 9 rooms behind a dragon with no warning at all (two playtests)."""
    from castlecombo.kit import draw, theme
    from rooms_helpers import CC, CS, SC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, kinds=("human", "easy", "easy", "easy"))
    eight = (SC, CS, SS, SC, CC, CS, SC, CS)  # stairs → corridor → stairs …: a line that chains
    s = scenario(4, hands={2: [SS], 0: [SS]},  # seat 2 keeps a card: with two drawn, its seven rooms could reach
                 # ten; seat 0 too, a knight and two rooms for its eight behind a dragon
                 lines={1: [(eight, H_UP, False)], 2: [(eight[:7], H_UP, False), (eight[:6], H_UP, False)],
                           3: [(eight[:6], H_UP, False)], 0: [(eight[:8], H_UP, True)]})
    table.state = s
    table.input.reset()
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    said = {line.words: line for line in lines}
    warned = sorted(w.split("  ·  ")[-1] for w in said if "from winning" in w or w.endswith("to win"))
    # 8 and 7 rooms open, 8 behind a dragon; 6 rooms: nothing (the others' narrow panels may say it shorter)
    assert [int(w.split()[0]) for w in warned] == [2, 2, 3] and sum("behind a dragon" in w for w in warned) == 1
    rival = next(w for w in said if w.endswith(("  ·  2 rooms from winning", "  ·  2 to win")))
    rect = said[rival].rect  # a rival's, in light red (behind a warning sign, playtest 96)
    assert any(app.screen.get_at((x, y))[:3] == theme.LOSS[:3] for x in range(rect.left, rect.right)
               for y in range(rect.top, rect.bottom))



def test_in_hot_seat_the_person_shown_reads_their_own_near_win_in_gold_not_as_an_alarm(app):
    """Playtests 222 and 225: at a table of several people, the panel of the person playing warned of their own
    line near ten in red behind a warning sign, as of a rival's."""
    from castlecombo.kit import draw
    from rooms_helpers import CC, CS, SC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, kinds=("human", "human"))
    key(app, pygame.K_RETURN)  # the first person takes the seat
    eight = (SC, CS, SS, SC, CC, CS, SC, CS)
    s = scenario(2, hands={0: [SS], 1: [SS]}, lines={0: [(eight, H_UP, False)], 1: [(eight, H_UP, False)]})
    set_state(app, table, s)
    assert table.view_seat == 0 and app.stack.top is table
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    warned = [line for line in lines if line.words.endswith(("2 rooms from winning", "2 to win"))]
    assert len(warned) == 2
    own = table.view.layout.panels[0].rect

    def has(line, colour) -> bool:  # type: ignore[no-untyped-def]
        r = line.rect
        return any(app.screen.get_at((x, y))[:3] == colour[:3] for x in range(r.left, r.right)
                   for y in range(r.top, r.bottom))

    mine = next(line for line in warned if own.contains(line.rect))
    other = next(line for line in warned if not own.contains(line.rect))
    assert has(mine, theme.ACCENT) and not has(mine, theme.LOSS)
    assert has(other, theme.LOSS)

def test_no_panel_says_rooms_from_winning_once_the_game_is_won(app):
    """The winner's panel said '0 rooms from winning' in red under the winning play (a playtest)."""
    from castlecombo.kit import draw
    from rooms_helpers import CS, SC
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, kinds=("human", "easy"))
    nine = (SC, CS) * 4 + (SC,)
    s = scenario(2, hands={1: [CS]}, lines={1: [(nine, H_UP, False)], 0: [(nine[:8], H_UP, False)]}, current=1)
    s.apply(A.add_room(CS, 0))
    assert s.is_over and s.winners() == [1]
    table.state = s
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    assert not [line.words for line in lines if "from winning" in line.words]


def test_the_new_line_space_says_when_a_new_line_may_start(app):
    """The dashed 'new line' space showed when no new line was allowed; only a red hint said why, after a
    try (found in a playtest). With no room in the hand (empty, or a dragon only) that note misled: there is
    no room to start a line with anyway (a later playtest)."""
    from castlecombo.kit import draw
    from rooms_helpers import CC, SS, D
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, kinds=("human", "easy"))
    closed = "new line: only when no room of your hand fits an open line"
    for hand, said in (([SS, CC], closed), ([CC], "new line"), ([], "new line"),
                       ([D], "new line: it starts with a room, not a dragon or a knight")):  # (playtest 206)
        # SS continues the line; CC fits it not
        set_state(app, table, scenario(2, hands={0: hand}, lines={0: [((SS,), H_UP, False)]}))
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        words = [line.words for line in lines if table.view.layout.panels[0].rect.contains(line.rect)]
        assert said in words and (closed in words) == (said == closed)


def test_end_turn_is_lit_only_when_it_may_be_pressed(app):
    """Greyed out or not, End turn looked nearly the same (a playtest): allowed, its edge is lit."""
    from castlecombo.kit import theme
    from rooms_helpers import CC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, kinds=("human", "easy"))

    def edge_lit() -> bool:
        app.stack.draw(app.screen)
        rect = table.view.layout.end_turn
        return any(app.screen.get_at((rect.centerx, y))[:3] == theme.ACCENT[:3] for y in range(rect.y, rect.y + 3))

    set_state(app, table, scenario(2, hands={0: [SS, SS, CC, CC]}, lines={0: [((SS,), H_UP, False)]}))
    assert moves.end_turn_problem(table.state) is not None and not edge_lit()
    set_state(app, table, scenario(2, hands={0: [SS, CC]}, lines={0: [((SS,), H_UP, False)]}))
    assert moves.end_turn_problem(table.state) is None and edge_lit()


def test_hot_seat_cover_says_who_set_a_dragon_on_your_lines_since_your_turn(app):
    """A dragon set on your line in hot-seat was said only in the log's small print (a playtest): the cover
    handing you the table says it, and only what happened since your last turn."""
    from castlecombo.kit import draw

    def first_turn(s: GameState) -> list[int]:
        """Seat 0's first turn: start a line, play what fits, end."""
        plays = []
        while A.END_TURN not in s.legal_actions() or not s.lines[0]:
            a = next(a for a in s.legal_actions() if A.decode(a).kind in ("new", "add", "discard"))
            s.apply(a)
            plays.append(a)
        s.apply(A.END_TURN)
        return [*plays, A.END_TURN]

    for seed in range(300):  # a deal where seat 1 can set a dragon on seat 0's line at once
        s = GameState.new(2, seed, 0)
        first = first_turn(s)
        dragon = next((a for a in s.legal_actions() if A.decode(a).kind == "dragon"), None)
        if dragon is not None:
            break
    else:
        raise AssertionError("no such deal")
    table = start(app, kinds=("human", "human"), seed=seed)
    seats = table.seats
    key(app, pygame.K_RETURN)
    for a in first:
        table.decide(a)
    assert isinstance(app.stack.top, PassCover) and app.stack.top.news == []  # nothing happened to seat 1
    laid = sum(1 for a in first if A.decode(a).kind in ("new", "add"))
    longest = max(len(line.rooms) for line in table.state.lines[0])
    # a playtest: after a rival laid 3 rooms the cover said nothing; each turn since yours is summed up
    assert app.stack.top.summary == [f"{seats[0].name} added {laid} room{'s' if laid > 1 else ''}  ·  "
                                     f"longest line {longest}"]
    key(app, pygame.K_RETURN)
    table.decide(dragon)
    while A.END_TURN not in table.state.legal_actions():
        table.decide(next(a for a in table.state.legal_actions() if a != A.END_TURN))
    table.decide(A.END_TURN)
    cover = app.stack.top
    assert isinstance(cover, PassCover) and cover.seat == 0
    assert cover.news == [f"{seats[1].name} set a dragon on your line 1."]
    assert len(cover.summary) == 1 and cover.summary[0].startswith(f"{seats[1].name} added ")
    assert "dragon" not in cover.summary[0]  # said once, in red, by the news
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    words = " ".join(line.words for line in lines)
    assert cover.news[0] in words and cover.summary[0].split("  ·  ")[0] in words


def test_a_card_chosen_by_a_click_shows_faintly_in_the_lit_space_under_the_pointer(app):
    """Dragging showed the room in the space, turned as its line lies; choosing it by a click showed nothing
    there (a playtest)."""
    from rooms_helpers import CS, SC
    from rooms_helpers import table as scenario

    table = start(app, kinds=("human", "easy"))
    set_state(app, table, scenario(2, hands={0: [CS, CS, SC]}, lines={0: [((SC,), DOWN, False)]}))
    end = table.view.target_rect(table.state, moves.line_end(0, 0))

    def space_pixels() -> set[tuple[int, ...]]:
        app.stack.draw(app.screen)
        return {tuple(app.screen.get_at((x, end.centery))) for x in range(end.x + 4, end.right - 4, 3)}

    click(app, table.view.layout.hand[hand_index(table, CS)].center)
    assert moves.line_end(0, 0) in table.input.lit()
    empty = space_pixels()  # lit, the pointer elsewhere
    post(pygame.MOUSEMOTION, pos=end.center, rel=(0, 0), buttons=(0, 0, 0))
    app.step(0.016)
    assert table.input.over == moves.line_end(0, 0)
    shown = space_pixels()
    assert len(shown) > len(empty) + 3  # the room's picture, not just the lit frame


def test_a_double_click_plays_a_card_on_its_one_lit_space_and_slow_clicks_choose_and_let_go(app, monkeypatch):
    """Playtest 231 double-clicked rooms: the first click chose the card, the second let it go, and nothing lit.
    A double-click plays a card where it has one lit space (else keeps it chosen, its spaces lit); two clicks
    further apart than a double-click still choose the card and let it go."""
    from castlecombo.kit import scene
    from rooms_helpers import CS, SC
    from rooms_helpers import table as scenario

    monkeypatch.setattr(scene, "ONE_PRESS_PER_DOUBLE_CLICK", True)
    table = start(app, kinds=("human", "easy"))
    set_state(app, table, scenario(2, hands={0: [CS, CS, SC]}, lines={0: [((SC,), DOWN, False)]}))
    clock = [10_000]
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: clock[0])
    hand = table.view.layout.hand
    misfit = hand[hand_index(table, SC)].center
    click(app, misfit)
    assert table.input.selected == hand_index(table, SC)
    clock[0] += 600
    click(app, misfit)  # slow: let go
    assert table.input.selected is None and not table.state.actions
    assert list(table.input.lit()) == []
    room = hand_index(table, CS)
    assert len(moves.targets(table.state, CS, 0)) == 1
    clock[0] += 600
    click(app, hand[room].center)
    clock[0] += 150
    click(app, hand[room].center)
    assert len(table.state.lines[0][0].rooms) == 2 and table.state.hand_cards(0).count(CS) == 1


def test_end_turn_clicked_while_a_chosen_room_has_places_lit_asks_once_before_it_ends(app, monkeypatch):
    """Playtest 300: a boy of 8 double-clicked a room that fits two lines; it stayed chosen, both ends lit, and he
    clicked End turn: the turn ended with the room in his hand. The first click on End turn says the card is not
    played and waits; a second ends the turn, the room kept."""
    from castlecombo.kit import scene
    from rooms_helpers import CC, CS, SS
    from rooms_helpers import table as scenario

    monkeypatch.setattr(scene, "ONE_PRESS_PER_DOUBLE_CLICK", True)
    table = start(app, kinds=("human", "easy"))
    set_state(app, table, scenario(2, hands={0: [SS, CC]}, lines={0: [((SS,), UP, False), ((CS,), UP, False)]}))
    clock = [10_000]
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: clock[0])
    room = table.view.layout.hand[hand_index(table, SS)].center
    click(app, room)
    clock[0] += 150
    click(app, room)  # a double-click: two places, so it stays chosen
    assert len(table.input.lit()) == 2 and not table.state.actions
    app.stack.draw(app.screen)
    end = table.view.layout.end_turn.center
    clock[0] += 600
    click(app, end)
    assert table.state.current == 0 and not table.state.actions
    assert "not played yet" in table.reason and "End turn again" in table.reason
    clock[0] += 600
    click(app, end)
    assert table.state.current == 1 and table.state.hand_cards(0).count(SS) == 1


def test_a_room_of_the_hand_drawn_the_other_way_after_a_knight_turns_over_on_screen(app, monkeypatch):
    """Playtest 231: a knight cleared the dragon on the player's line, and a room of the hand, drawn helmet up for a
    new line, was drawn helmet down at once for the line now open: read the first way, it was dragged the wrong way
    up. The room turns over on screen (squeezed to its edge, opened the other way) at the animation speed; with
    animations off it turns at once."""
    from rooms_helpers import SS, K
    from rooms_helpers import table as scenario

    clock = [50_000]
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: clock[0])
    for speed, flips in (("normal", True), ("off", False)):
        app.settings = app.settings.model_copy(update={"animation": speed})
        table = start(app, kinds=("human", "easy"))
        set_state(app, table, scenario(2, hands={0: [SS, K]}, lines={0: [((SS,), DOWN, True)]}))
        room = hand_index(table, SS)
        assert not table.input.shown_turned(room)  # helmet up: the new line it may start
        app.step(0.016)
        assert table.decide(A.knight(0))
        room = hand_index(table, SS)
        assert table.input.shown_turned(room)  # helmet down: the line it fits, open again
        app.step(0.016)
        assert table.view.flips.flipping(room) is flips
        clock[0] += 1000
        app.step(0.016)
        assert not table.view.flips.flipping(room)


def test_a_right_click_away_from_the_hand_turns_the_chosen_room(app):
    """Right-click turned only the card under the pointer: with a room chosen and the pointer on the table,
    nothing turned (a playtest)."""
    from rooms_helpers import CS, SC
    from rooms_helpers import table as scenario

    table = start(app, kinds=("human", "easy"))
    set_state(app, table, scenario(2, hands={0: [SC, CS]}))  # no line yet: the first may lie either way
    chosen = hand_index(table, CS)
    click(app, table.view.layout.hand[chosen].center)
    assert table.input.selected == chosen and not table.input.is_turned(chosen)
    away = table.view.layout.panels[0].rect.center
    click(app, away, button=3)
    assert table.input.is_turned(chosen) and not table.input.is_turned(1 - chosen)


def test_the_log_comes_back_to_its_newest_lines_when_your_turn_begins(app):
    """A playtest: scrolled back once, the log stayed there through the AI's turn and into the next, so
    "Beatrix set a dragon on your line 1" was out of sight until End was pressed."""
    app.autoplay = True  # the fast pace
    table = start(app, kinds=("human", "easy"), seed=5)
    table.log = [*table.log, *(f"Entry number {i}" for i in range(60))]
    app.stack.draw(app.screen)
    log = table.view.log_view
    log.scroll(10)
    assert log.offset == 10
    s = table.state
    while A.END_TURN not in s.legal_actions():
        table.decide(next(a for a in s.legal_actions() if a != A.END_TURN))
    table.decide(A.END_TURN)
    deadline = time.monotonic() + 30
    while s.current != 0:
        assert time.monotonic() < deadline
        assert log.offset >= 10  # while the others play, the lines read stay put
        app.step(0.05)
    assert log.offset == 0


def test_the_covers_summary_names_dragons_on_other_seats_and_knights_once_per_turn():
    """Each of the others' turns since yours is one line: rooms laid, longest line, the dragons set on a third
    seat's lines and the knights played, in the order of the turns."""
    import random

    from castlecombo.rooms.ui.live_words import since_turn

    names = ["Ann", "Bob", "Cy"]
    checked = knights = discards = both = 0
    for seed in range(200):
        s = GameState.new(3, seed, 0)
        rng = random.Random(seed)
        while not s.is_over and not (checked >= 3 and knights and discards and both):
            if s.current == 2 and s.actions and A.decode(s.actions[-1]).kind == "end":
                lines = since_turn(s, 2, names)[0]
                for line in lines:  # a knight is said with whose line it cleared ("their line" was unclear): the
                    # mover's own, the subject of the line's parts (playtest 125 read the mover's long name twice)
                    said = "drove the dragon off their own line"  # not "a knight on …", read as a knight staying
                    assert said not in line or (f"{said} " in line and " with a knight" in line)
                    knights += said in line
                started = sum(d.kind == "new" for d in last_turn(s, 1))  # a line started is said (playtest 106),
                numbers = list(range(len(s.lines[1]) - started + 1, len(s.lines[1]) + 1))
                if numbers in ([], [1]):  # but for a seat's first alone
                    assert "started line" not in lines[-1]
                elif len(numbers) == 1:
                    assert lines[-1].count(f"started line {numbers[0]}") == 1
                else:  # all of them when a turn started two (playtest 156 read only "started line 2")
                    both += 1
                    assert f"started lines {', '.join(map(str, numbers[:-1]))} and {numbers[-1]}" in lines[-1]
                thrown = [d.card for d in last_turn(s, 1) if d.kind == "discard"]  # Bob's, the last turn
                if thrown:  # a card discarded is said too (playtest 104 missed it)
                    word = "dragon" if thrown[0] == DRAGON else "knight"
                    assert f"discarded a {word}" in lines[-1] and lines[-1].startswith("Bob added ")
                    discards += 1
                if len(lines) == 2 and any(d.kind == "dragon" and d.seat == 1 for d in last_turn(s, 0)):
                    assert lines[0].startswith("Ann added ") and "a dragon on Bob's line" in lines[0]
                    assert "Bob" in lines[1].split("  ·  ")[0]
                    checked += 1
            s.apply(rng.choice(s.legal_actions()))
        if checked >= 3 and knights and discards and both:
            break
    assert checked >= 3 and knights and discards and both


def test_the_cover_warns_of_a_rivals_open_line_near_ten_rooms():
    """Playtest 106: the hot-seat cover never said that the other player was one room from winning."""
    from castlecombo.rooms.ui.live_words import since_turn
    from rooms_helpers import CC, SS
    from rooms_helpers import table as scenario

    s = scenario(3, lines={1: [((SS,) * 8, UP, False)], 2: [((CC,) * 9, UP, True)]})
    news = since_turn(s, 0, ["Ann", "Bob", "Cy"])[1]
    assert news == ["Bob is 2 rooms from winning!"]  # Cy's line of 9 has a dragon on it: it cannot grow now


def movers(s: GameState) -> list[int]:
    """Return the seat that made each of ``s``'s actions."""
    r = GameState.new(s.n, s.seed, s.first_player)
    out = []
    for a in s.actions:
        out.append(r.current)
        r.apply(a)
    return out


def last_turn(s: GameState, seat: int) -> list:
    """Return the decoded actions of ``seat``'s last whole turn in ``s``."""
    who = movers(s)
    out: list = []
    for a, m in zip(s.actions, who):
        if m == seat:
            d = A.decode(a)
            out = [] if out and out[-1].kind == "end" else out
            out.append(d)
    return out


def test_a_narrow_panel_keeps_a_seats_facts_beside_its_near_win_warning(app):
    """A playtest: a rival's narrow panel said only "2 rooms from winning, behind a dragon": its longest line
    and hand size went just when they mattered most. A shorter warning keeps them."""
    from castlecombo.kit import draw
    from rooms_helpers import CC, CS, SC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, kinds=("human", "easy", "easy"))
    eight = (SC, CS, SS, SC, CC, CS, SC, CS)
    table.state = scenario(3, hands={1: [SS, CC], 2: [SS]}, lines={1: [(eight, H_UP, True)],
                                                                   2: [(eight[:7], H_UP, False)],
                                                                   0: [(eight[:3], H_UP, False)]})
    table.input.reset()
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    headers = [line.words for line in lines if "win" in line.words]
    assert len(headers) == 2, headers
    for words in headers:
        assert "hand" in words and ("to win" in words or "from winning" in words), words
    assert any("blocked" in words or "behind a dragon" in words for words in headers)


def test_a_blocked_line_warns_only_where_a_knight_and_its_rooms_can_come_next_turn():
    """Playtest 188: Aldric, 1 card in hand, read "3 to win, blocked" for his 7 rooms behind a dragon, and his open
    line of 6 no warning; he could add three cards next turn: neither line could be finished then (the blocked one
    takes a knight first). A blocked line counts its knight."""
    from castlecombo.rooms.ui.seat_panel import near_win
    from rooms_helpers import CC, CS, SC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    line = (SC, CS, SS, SC, CC, CS, SC, CS)
    for held, open_rooms, blocked_rooms, warned in (
            ([SS], 6, 7, None),  # 3 cards next turn: 4 rooms, or a knight and 3
            ([SS, SS], 6, 7, (4, False)),  # 4 cards: the open line's 4 rooms (as near as a knight and 3)
            ([SS], 7, 8, (3, False)),  # 3 cards: the open line's 3 rooms
            ([SS], 5, 8, (2, True)),  # 3 cards: a knight and the blocked line's 2 rooms
            ([], 5, 8, None)):  # 2 cards: not a knight and 2 rooms
        s = scenario(2, hands={1: held}, lines={1: [(line[:blocked_rooms], H_UP, True),
                                                    (line[:open_rooms], H_UP, False)]})
        assert near_win(s, 1) == warned, (held, open_rooms, blocked_rooms, near_win(s, 1))


def test_a_panel_too_narrow_for_a_blocked_warning_says_its_facts_not_how_many_rooms_to_win(app):
    """Playtest 182, four seats at 1280x720 in French: a rival whose 9-room line a dragon had just blocked read "0 en
    main · 1 pour gagner", the "blocked" dropped for room, and the couple took it for a threat. Where the blocked
    warning has no room, the panel says the seat's facts alone (its line shows the dragon)."""
    from castlecombo.kit import draw
    from rooms_helpers import CC, CS, SC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario
    from ui_helpers import speaking

    table = start(app, kinds=("human", "easy", "easy", "easy"))
    nine = (SC, CS, SS, SC, CC, CS, SC, CS, SS)
    name = "Aldric le Très Grand de Montmorency"
    table.view.seats[1] = table.view.seats[1].model_copy(update={"name": name})
    table.state = scenario(4, hands={0: [SS]}, lines={1: [(nine, H_UP, True), (nine[:4], H_UP, False)],
                                                       0: [(nine[:3], H_UP, False)]})
    table.input.reset()
    with speaking("fr"), draw.recording() as lines:
        app.stack.draw(app.screen)
    header = table.view.layout.panels[1].header
    said = " ".join(line.words for line in lines if header.contains(line.rect))
    assert "pour gagner" not in said or "bloquée" in said or "dragon" in said, said
    assert "en main" in said, said


def test_the_covers_turn_summary_wraps_between_its_parts():
    """A playtest: "… added 2 rooms · longest / line 2 · a dragon on …" broke a part in two; each part stays
    whole on a line when it fits one, and every entry starts with a bullet."""
    from castlecombo.kit.draw import font
    from castlecombo.rooms.ui.cover import wrap_parts

    f = font(17)
    words = "• Constance Aldergrov added 2 rooms  ·  longest line 2  ·  a dragon on Bartholomew Whitfi's line 1"
    parts = ["• Constance Aldergrov added 2 rooms", "longest line 2", "a dragon on Bartholomew Whitfi's line 1"]
    for width in (300, 420, 520, 700, 2000):
        lines = wrap_parts(words, f, width)
        assert all(f.size(line)[0] <= width for line in lines)
        # broken only between parts, and a line that goes on with the next part ends with its dot: alone,
        # "a dragon on Cedric's line 1" read as a sentence without a verb (a playtest); "·  puso un dragón…"
        # starting a line read as a stray bullet (playtest 122)
        if all(f.size(f"{p}  ·")[0] <= width for p in parts):  # each part fits a line whole
            assert lines[0].startswith(parts[0]) and all(line.endswith("  ·") for line in lines[:-1])
            assert "  ".join(lines) == words and not lines[-1].endswith("·")
            assert all(any(line.startswith(p) for p in parts) for line in lines)
    assert wrap_parts(words, f, 2000) == [words]
    narrow = wrap_parts(words, f, 150)  # narrower than a part: that part wraps on its own
    assert all(f.size(line)[0] <= 150 for line in narrow) and len(narrow) > 3


@pytest.mark.parametrize("players,ui_scale", [(4, 100), (3, 150)])
def test_beside_a_long_name_a_near_win_warning_keeps_the_hand_size(players, ui_scale):
    """Playtests at 1024x640 in Portuguese: João's panel said only "3 para vencer, bloqueada" with four players,
    and "João P. Albuquerq…  3 para vencer" with three at 150 %: his hand size gone when it mattered (does he hold
    a knight?). Where the facts do not fit, the hand stays, the name giving way first; a blocked line's warning is
    said whole or not at all ("mão 1 · 3 para vencer" without "bloqueada" was read as a threat, playtest 182)."""
    from castlecombo.kit import draw
    from rooms_helpers import CC, CS, SC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario
    from test_layout_fit import app_at

    with app_at((1024, 640), ui_scale, "pt") as small:
        seats = default_seats(["human", "human", "easy", "hard"][:players])
        names = ["Maria Eduarda Santos", "João P. Albuquerque", "Beatrix", "Cedric"]
        seats = [seat.model_copy(update={"name": name}) for seat, name in zip(seats, names)]
        small.start_game(seats, 5, 0, "rooms")
        table = small.stack.find(RoomsTable)
        key(small, pygame.K_RETURN)  # past the cover
        seven = (SC, CS, SS, SC, CC, CS, SC)
        table.state = scenario(players, hands={1: [SS]}, lines={1: [(seven, H_UP, True), ((SS, SS), H_UP, False)],
                                                          0: [(seven[:6], H_UP, False)]})
        table.input.reset()
        with draw.recording() as lines:
            small.stack.draw(small.screen)
        header = table.view.layout.panels[1].header
    said = [line.words for line in lines if header.contains(line.rect) and "mão" in line.words]
    assert len(said) == 1 and ("mão 1" in said[0] or "1 na mão" in said[0]), said
    assert "para vencer" not in said[0] or "bloqueada" in said[0], said


def test_enter_with_several_lit_places_picks_the_first_and_the_next_enter_plays(app):
    """A keyboard playtest chose a dragon with Right: two rival lines lit, none picked, and Enter did nothing
    at all. Enter now picks (rings) the first place; the next Enter plays there."""
    from rooms_helpers import CC, SC, SS, D
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, seed=2)
    s = scenario(2, hands={0: [D, SS]}, lines={1: [((SC, CC), H_UP, False), ((SS,), H_UP, False)]})
    table.state = s
    table.input.reset()
    app.step(0.016)
    table.input.selected = s.hand_cards(0).index(D)
    assert len(table.input.lit()) == 2 and table.input.over is None
    key(app, pygame.K_RETURN)
    assert table.input.over in table.input.lit() and s.actions == []
    key(app, pygame.K_RETURN)
    assert len(s.actions) == 1 and A.decode(s.actions[0]).kind == "dragon"


def test_enter_ends_the_turn_where_ending_it_is_the_only_play(app):
    """Playtest 112: with nothing in the hand that could be played and no suggestion shown, Enter did nothing at
    all (E or a click ended the turn). Where ending the turn is the only play, Enter ends it."""
    from rooms_helpers import SC, SS, D, K
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, seed=2)
    table.ai.stop()
    s = scenario(2, hands={0: [K, D]}, lines={0: [((SC,), H_UP, False)], 1: [((SS,), H_UP, True)]})
    assert s.legal_actions() == [A.END_TURN]
    table.state = s
    table.input.reset()
    app.step(0.016)
    key(app, pygame.K_RETURN)
    assert s.actions == [A.END_TURN]


def test_the_end_turn_button_is_filled_when_it_may_be_pressed_not_ringed_like_the_focus(app):
    """A keyboard playtest took the lit End turn's thick gold edge for the keyboard's focus ring and pressed
    Enter. It is filled as the primary button instead, with no ring of its own."""
    table = start(app)
    lay = table.view.layout
    table.view.draw_button(app.screen, lay.end_turn, "End turn (E)", True, None, lit=True)
    lit = app.screen.get_at((lay.end_turn.left + 6, lay.end_turn.centery))[:3]
    inner_edge = app.screen.get_at((lay.end_turn.left + 1, lay.end_turn.centery))[:3]
    table.view.draw_button(app.screen, lay.end_turn, "End turn (E)", True, None, lit=False)
    plain = app.screen.get_at((lay.end_turn.left + 6, lay.end_turn.centery))[:3]
    assert lit != plain and sum(lit) > sum(plain)  # a warmer, brighter fill
    assert inner_edge == lit  # one gold fill to its edge: no ring to take for the focus's


def test_the_covers_button_stays_at_one_place_whatever_the_summary(app):
    """A hot-seat playtest clicked where the last cover's "I am …: show my hand" had been and missed: the box
    was centred, so its button moved with the length of the turns' summary."""
    table = start(app, kinds=("human", "human", "human"), seed=3)
    short = PassCover(app, table.view, 1, lambda seat: None, summary=["Ana added 1 room"])
    long = PassCover(app, table.view, 1, lambda seat: None,
                     summary=[f"Seat {i} added 3 rooms  ·  longest line 5  ·  set a dragon on your line 2"
                              for i in range(4)], news=["Marco set a dragon on your line 1."])
    assert short._rects()[1] == long._rects()[1]
    assert long._rects()[0].h > short._rects()[0].h


def test_the_window_is_named_after_the_game_on_the_table(app):
    """A playtest: the window said 'Castle Combo' over a game of Castle Rooms."""
    assert pygame.display.get_caption()[0] == "Castle Combo"
    start(app)
    from castlecombo.kit.scene import Scene

    app.stack.push(Scene(app))  # a scene without a title (a prompt, the pass cover) keeps the table's
    app.step(0.016)
    assert pygame.display.get_caption()[0] == "Castle Rooms"
    app.show_menu()
    app.step(0.016)
    assert pygame.display.get_caption()[0] == "Castle card games"  # as the menu is titled


def test_f1_on_the_menu_opens_the_rules_of_the_game_under_the_pointer(app):
    """A playtest: F1 shows the rules at both tables but did nothing on the menu."""
    from castlecombo.app.menu import MenuScene
    from castlecombo.combo.ui.rules_scene import RulesScene
    from castlecombo.rooms.ui.rules_scene import RoomsRulesScene

    menu = MenuScene(app)
    app.stack.push(menu)
    app.step(0.016)
    for button, kind in (("rooms_new", RoomsRulesScene), ("new", RulesScene)):
        post(pygame.MOUSEMOTION, pos=menu.buttons[button].rect.center, rel=(0, 0), buttons=(0, 0, 0))
        key(app, pygame.K_F1)
        assert type(app.stack.top) is kind
        app.stack.pop()
        app.step(0.016)


def test_a_turn_of_the_covers_summary_on_two_lines_keeps_its_second_line_under_its_words(app):
    """A playtest: a turn wrapped on the cover put its second line centred alone, without a bullet, read as another
    turn; the turns are a list now, each later line starting where its first line's words start."""
    from castlecombo.kit import draw
    from castlecombo.rooms.ui.cover import BULLET

    table = start(app, ("human", "human"))
    long_turn = ("Constance Aldergrove added 2 rooms  ·  longest line 7  ·  "
                 "drove the dragon off their own line 1 with a knight  ·  started line 2  ·  "
                 "set a dragon on Bartholomew Fitzgerald's line 2  ·  discarded a knight")  # too long for any box
    cover = PassCover(app, table.view, 1, lambda seat: None, summary=[long_turn, "Ann added 1 room  ·  longest line 2"])
    app.stack.push(cover)
    with draw.recording() as lines:
        cover.draw(app.screen)
    bullets = [line for line in lines if line.words == BULLET]
    said = [line for line in lines if any(line.words in turn for turn in cover.summary) and line.words.strip()]
    assert len(bullets) == 2 and len(said) >= 3
    first = min(said, key=lambda line: line.rect.top)
    assert all(line.rect.left == first.rect.left for line in said)  # one left edge, right of the bullets
    assert all(b.rect.right <= first.rect.left for b in bullets)


def test_the_cover_is_as_wide_as_a_turns_summary_where_the_window_has_room(app):
    """Playtest 166 (French, 1366x768): for "Jean-Baptiste" the cover was sized to his short name, and every turn of
    the summary broke over two or three lines, a "·" left at the end of each. The cover is as wide as a turn's summary
    on one line, where the window has room."""
    from castlecombo.kit import draw

    table = start(app, ("human", "human"))
    turn = "Maximilien de la Tour d'Auvergne added 4 rooms  ·  longest line 4  ·  set a dragon on Ann's line 1"
    cover = PassCover(app, table.view, 1, lambda seat: None, summary=[turn])
    app.stack.push(cover)
    with draw.recording() as lines:
        cover.draw(app.screen)
    assert turn in [line.words for line in lines]


def test_the_menu_marks_one_way_on_a_continue_and_no_new_game_beside_it(app):
    """A playtest: Castle Rooms' New game was gold beside the gold 'Continue: Castle Combo', two buttons pulling
    the eye; with a game to continue only its button stands out, with none both New game buttons do."""
    from castlecombo.app.menu import MenuScene

    menu = MenuScene(app)
    app.stack.push(menu)
    app.step(0.016)
    assert menu.buttons["new"].primary and menu.buttons["rooms_new"].primary
    app.stack.pop()
    start(app, ("human", "easy"), seed=5)
    app.flush_saves()
    menu = MenuScene(app)
    app.stack.push(menu)
    app.step(0.016)
    gold = [key for key, button in menu.buttons.items() if button.primary and button.visible]
    assert len(gold) == 1 and "rooms" in gold[0] and not menu.buttons["new"].primary


def test_the_three_turn_buttons_say_their_words_at_one_size_in_portuguese(app):
    """A playtest: 'Encerrar turno (E)' was drawn smaller than 'Virar sala (R)' and 'Desfazer (Z)' above it."""
    from castlecombo import i18n
    from castlecombo.kit import draw

    table = start(app)
    i18n.set_language("pt")
    try:
        with draw.recording() as lines:
            table.view.draw_buttons(app.screen, {"rotate": True, "undo": True, "end": True}, None)
    finally:
        i18n.set_language("en")
    assert len(lines) == 3 and len({line.size for line in lines}) == 1


def test_a_narrow_panel_at_1024x640_with_four_long_names_keeps_the_hand_beside_the_warning(tmp_path, monkeypatch):
    """A playtest at 1024x640 with four seats: 'Guinevere Pendragon  2 rooms from winning, behind a dra…' and
    no 'longest 8 · hand 1'; the short warning keeps the facts, or stands alone whole."""
    import argparse

    from castlecombo.app.window import App
    from castlecombo.kit import draw
    from rooms_helpers import CC, CS, SC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    monkeypatch.setenv("CASTLECOMBO_HOME", str(tmp_path))
    app = App(argparse.Namespace(size="1024x640"))
    try:
        seats = default_seats(["human", "human", "human", "medium"])
        names = ["Bors", "Guinevere Pendragon", "Lancelot du Lac", "Beatrix"]
        seats = [seat.model_copy(update={"name": name}) for seat, name in zip(seats, names)]
        app.start_game(seats, 5, 0, "rooms")
        table = app.stack.find(RoomsTable)
        eight = (SC, CS, SS, SC, CC, CS, SC, CS)
        table.state = scenario(4, hands={1: [SS]}, lines={1: [(eight, H_UP, True)], 0: [(eight[:3], H_UP, False)]})
        table.view_seat = 0
        table.input.reset()
        with draw.recording() as lines:
            table.draw(app.screen)
        warned = [line.words for line in lines if "win" in line.words]
        assert warned and all("hand" in words or not words.endswith("…") for words in warned), warned
    finally:
        app.shutdown()


def _dragon_and_two_rival_lines(app):
    """Return a table and its state where the person holds a dragon (and two rooms) and the rival has two lines."""
    from rooms_helpers import CC, CS, SC, SS, D
    from rooms_helpers import DOWN as H_DOWN
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, seed=2)
    s = scenario(2, hands={0: [D, SS, CC]}, lines={0: [((SS, SS), H_UP, False)],
                                                  1: [((SC, CC), H_UP, False), ((CS,), H_DOWN, False)]})
    table.state = s
    table.input.reset()
    app.step(0.016)
    return table, s


def test_a_dragon_let_go_near_a_rivals_small_line_end_still_lands_on_the_nearest_lit_line(app):
    """A playtest at 1024x640: a click about 10 px right of a rival's lit line end did nothing; a dragon aimed into
    a rival's panel goes onto its nearest lit line. A room is never played where it was not aimed."""
    from rooms_helpers import SS, D

    table, s = _dragon_and_two_rival_lines(app)
    click(app, table.view.layout.hand[s.hand_cards(0).index(D)].center)
    end = table.view.target_rect(s, moves.line_end(1, 1))
    panel = table.view.layout.panels[1].rect
    miss = (min(panel.right - 4, end.right + 3 * end.w), end.centery)  # beside the second line, past its end
    assert table.view.target_at(miss, s, 0) is None
    click(app, miss)
    assert s.actions == [A.dragon(1, 1)]
    # a room chosen and clicked beside the lines of its own panel is not played: the engine's words say why
    click(app, table.view.layout.hand[s.hand_cards(0).index(SS)].center)
    own = table.view.layout.panels[0].rect
    click(app, (own.right - 6, own.bottom - 6))
    assert s.actions == [A.dragon(1, 1)]


def test_a_click_on_a_rivals_magnifier_with_a_dragon_chosen_shows_their_lines_and_plays_nothing(app):
    """Playtest 145 chose a dragon, clicked the magnifier of Carla's panel to see her lines large (the help line said
    so), and the dragon went onto her line 1. A magnifier shows the lines, whatever card is chosen."""
    from castlecombo.rooms.ui.seat_lines import SeatLines
    from castlecombo.rooms.ui.seat_panel import zoom_reach
    from rooms_helpers import CS, SC, SS, D
    from rooms_helpers import DOWN as H_DOWN
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, seed=2)
    s = scenario(2, hands={0: [D, SS]}, lines={0: [((SS, SS), H_UP, False)],
                                              1: [((SC,), H_UP, False), ((CS,), H_DOWN, False)]})
    table.state = s
    table.input.reset()
    app.step(0.016)
    click(app, table.view.layout.hand[s.hand_cards(0).index(D)].center)
    assert table.input.chosen()[1] == D
    click(app, zoom_reach(table.view.layout.panels[1], table.view.layout.scale).center)
    assert s.actions == [] and isinstance(app.stack.top, SeatLines) and app.stack.top.seat == 1


def test_the_rules_page_of_a_turn_says_fits_and_does_not_fit_at_one_size_in_portuguese():
    """A playtest at 1024x640 at 150 % in Portuguese: the green "cabe: ela começa com um corredor" was shrunk far
    smaller than the red "não cabe: escada" beside it. Both captions go at one size."""
    from castlecombo import i18n
    from castlecombo.kit import draw
    from castlecombo.rooms.ui.rules_scene import PAGES, RoomsRulesScene
    from test_layout_fit import app_at

    with app_at((1024, 640), 150, "pt") as small:
        rules = RoomsRulesScene(small)
        rules.page = next(k for k, page in enumerate(PAGES) if page.picture == "turn")
        small.stack.push(rules)
        with draw.recording() as lines:
            small.stack.draw(small.screen)
        fits, misfit = i18n._("fits: it starts with a corridor"), i18n._("does not fit: stairs")
    sizes = {line.words: line.size for line in lines if line.words in (fits, misfit)}
    assert len(sizes) == 2 and len(set(sizes.values())) == 1, sizes


def test_the_hand_strips_help_breaks_between_its_parts_in_portuguese():
    """A playtest at 1024x640 at 150 % in Portuguese: the help under the hand ended "· E: fim" with "do turno" on
    the next line. Where it takes two lines it breaks between its parts."""
    from castlecombo.kit import draw
    from castlecombo.rooms.ui.live_words import hint
    from test_layout_fit import app_at

    with app_at((1024, 640), 150, "pt") as small:
        seats = default_seats(["human", "human", "easy", "hard"])
        names = ["Maria Eduarda Santos", "João P. Albuquerque", "Beatrix", "Cedric"]
        small.start_game([seat.model_copy(update={"name": n}) for seat, n in zip(seats, names)], 5, 0, "rooms")
        table = small.stack.find(RoomsTable)
        key(small, pygame.K_RETURN)  # past the cover
        while table.state.hand_size(0) > 2:  # down to two cards: the help then offers E to end the turn
            table.decide(next(a for a in table.state.legal_actions() if a != A.END_TURN))
        s = table.state
        assert A.END_TURN in s.legal_actions()
        for _ in range(20):  # the plays' flights land
            small.step(0.1)
        words, _warn = hint(table.view, s, True, False)
        with draw.recording() as lines:
            small.stack.draw(small.screen)
    parts = words.split(" · ")
    assert "E: fim do turno" in parts
    said = [line.words for line in lines if line.words.split(" · ")[0] in parts]  # lines that start a part
    assert " · ".join(said) == words, said  # every line is whole parts


@pytest.mark.parametrize("ui_scale", [100, 150])
@pytest.mark.parametrize("language", ["en", "fr", "it", "es", "pt"])
def test_the_hand_strips_help_is_said_whole_in_the_smallest_window(language, ui_scale):
    """At 1024x640 at 100 % the help under the hand ended "E: fim do tur…" and lost "?: todas as teclas": the
    cards left no room for its second line. The cards leave room for two lines at the smallest size."""
    from castlecombo.kit import draw
    from castlecombo.rooms.ui.live_words import hint
    from test_layout_fit import app_at

    with app_at((1024, 640), ui_scale, language) as small:
        small.start_game(default_seats(["human", "easy", "hard", "medium"]), 5, 0, "rooms")
        table = small.stack.find(RoomsTable)
        while table.state.hand_size(0) > 2:  # down to two cards: the help then offers E to end the turn
            table.decide(next(a for a in table.state.legal_actions() if a != A.END_TURN))
        for _ in range(20):  # the plays' flights land
            small.step(0.1)
        words, _warn = hint(table.view, table.state, True, False)
        with draw.recording() as lines:
            small.stack.draw(small.screen)
        strip = table.view.layout.hand_area
    said = [line for line in lines if strip.contains(line.rect) and line.words.split(" · ")[0] in words.split(" · ")]
    assert " · ".join(line.words for line in said) == words, [line.words for line in said]
    assert min(line.size for line in said) >= 12


@pytest.mark.parametrize("longer", [False, True])
def test_why_a_chosen_room_goes_nowhere_is_said_whole(monkeypatch, longer):
    """A playtest at 1024x640 at 150 % in Portuguese, three cards in hand: the red words under the hand read
    "… nenhuma linha nova pode começar enquanto a sua s…", the reason cut off. They take two lines, broken
    between their parts; words too long even for two lines are said whole in a box, as a refused move's reason
    is. (At 125 %: since the others' rooms overlap, 150 % grows the words more and these no longer fit there.)"""
    from castlecombo.kit import draw
    from castlecombo.rooms.ui import table as table_module
    from castlecombo.rooms.ui.live_words import hint
    from rooms_helpers import CC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario
    from test_layout_fit import app_at

    if longer:  # a language wordier still
        from castlecombo.rooms.ui import live_words

        real = live_words.nowhere
        monkeypatch.setattr(live_words, "nowhere", lambda state, card: real(state, card) + " " + real(state, card))
        monkeypatch.setattr(table_module, "hint", live_words.hint)
    with app_at((1024, 640), 125, "pt") as small:
        seats = default_seats(["human", "human", "hard"])
        names = ["Maria Eduarda Santos", "João P. Albuquerque", "Beatrix"]
        small.start_game([seat.model_copy(update={"name": n}) for seat, n in zip(seats, names)], 5, 0, "rooms")
        table = small.stack.find(RoomsTable)
        key(small, pygame.K_RETURN)  # past the cover
        table.state = scenario(3, hands={0: [CC, SS, CC]}, lines={0: [((SS,), H_UP, False)]})
        table.input.reset()
        small.step(0.016)
        # a corridor room, chosen (by a click: the arrows step over it): it fits nowhere while the stairs room fits
        # line 1, and no new line may start
        table.input.selected = table.state.hand_cards(0).index(CC)
        small.step(0.016)
        words, warn = hint(table.view, table.state, True, False, CC, False)
        assert warn and table.view.hint_fits(words) != longer
        with draw.recording() as lines:
            small.stack.draw(small.screen)
        under_hand = table.view.layout.hand_area
    said = [line for line in lines if len(line.words) > 10 and line.words.rstrip("…") in words]
    told = " ".join(line.words for line in said).split()
    assert [w for w in told if w != "·"] == [w for w in words.split() if w != "·"]  # whole, in order
    assert not any(line.words.endswith("…") for line in said)
    assert any(under_hand.contains(line.rect) for line in said) != longer  # in a box, else under the hand


def test_the_space_the_keys_aim_at_is_said_in_words_under_the_hand(app):
    """A keyboard playtest aimed a dragon: a thin ring on one of a rival's small rooms was all that showed where
    Enter would put it. The help line names the space: "Enter: Aldric's line 1"."""
    from castlecombo.rooms.ui.live_words import aimed_words, hint
    from rooms_helpers import CC, SS, D
    from rooms_helpers import table as scenario

    table = start(app)
    set_state(app, table, scenario(2, hands={0: [D, SS, CC]},
                                   lines={0: [((SS,), 0, False)], 1: [((CC, CC), 0, False)]}))
    table.view.arrange(table.state, 0)
    key(app, pygame.K_LEFT)  # the dragon, the first card of the hand
    assert table.input.chosen()[1] == D
    key(app, pygame.K_TAB)  # the first lit space: the rival's open line
    assert table.input.keyed and table.input.over == moves.line_end(1, 0)
    words, warn = hint(table.view, table.state, True, False, D, True, False, table.input.over)
    assert words == f"Enter: {table.seats[1].name}'s line 1 · Tab: the next space · Esc: back to the card"
    assert not warn
    key(app, pygame.K_ESCAPE)  # as it says: back to the card, still chosen (playtest 133 read "Esc lets go")
    assert table.input.over is None and table.input.chosen() is not None and table.input.chosen()[1] == D
    view, state = table.view, table.state
    assert aimed_words(view, state, moves.line_end(0, 0)) == "your line 1"
    assert aimed_words(view, state, moves.new_line(0)) == "a new line of yours"
    assert aimed_words(view, state, moves.DISCARD) == "onto the discard pile"


def test_shift_tab_goes_back_through_the_spaces_as_tab_goes_forward(app):
    """Playtest 185 (keyboard only) aimed a dragon at Aldric's line 1, pressed Shift+Tab to go back, and came to line
    2, then 3: Shift+Tab went forward. It goes back, as at Castle Combo's table."""
    from rooms_helpers import CC, SS, D
    from rooms_helpers import table as scenario

    table = start(app)
    set_state(app, table, scenario(2, hands={0: [D, SS]}, lines={
        0: [((SS,), 0, False)], 1: [((CC, CC), 0, False), ((SS,), 1, False), ((CC,), 0, False)]}))
    key(app, pygame.K_LEFT)  # the dragon
    assert table.input.chosen()[1] == D
    seen = []
    for _ in range(3):
        key(app, pygame.K_TAB)
        seen.append(table.input.over)
    assert len(set(seen)) == 3, seen
    key(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
    assert table.input.over == seen[1]
    key(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
    assert table.input.over == seen[0]


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_rivals_long_name_is_drawn_whole_in_a_third_of_the_table(app, language):
    """A playtest at 1280x720 with four players, four lines each: a rival's panel read "Anna Maria Co…" beside
    "max 6 · mano 2". A name is drawn a little smaller before it is cut."""
    from castlecombo.kit import draw
    from rooms_helpers import CC, CS, SC, SS
    from rooms_helpers import table as scenario

    seats = default_seats(["human", "easy", "medium", "hard"])
    names = ["Giovanni Battista Ferri", "Anna Maria Colombo", "Aldric", "Beatrix"]
    seats = [seat.model_copy(update={"name": name}) for seat, name in zip(seats, names)]
    from castlecombo import i18n

    app.start_game(seats, 5, 0, "rooms")
    table = app.stack.find(RoomsTable)
    kinds = (SS, SC, CS, CC)
    table.state = scenario(4, hands={0: [SS, CC]}, lines={q: [((kinds[(q + i) % 4],) * (3 if i == 0 else 1),
                                                              UP if i % 2 == 0 else DOWN, False) for i in range(4)]
                                                          for q in range(4)})
    table.input.reset()
    i18n.set_language(language)
    try:
        app.step(0.016)
        with draw.recording() as lines:
            app.stack.draw(app.screen)
    finally:
        i18n.set_language("en")
    assert table.view.layout.columns == 3
    head = table.view.layout.panels[1].header
    said = [line for line in lines if head.contains(line.rect)]
    assert "Anna Maria Colombo" in [line.words for line in said], [line.words for line in said]


def test_the_replay_says_the_persons_own_turn_as_theirs_in_every_language(app):
    """The French replay read "Vous a joué" (a playtest): the person's turn has its own words."""
    from castlecombo import i18n

    _state, replay = replay_to_its_end(app)
    own = next(i for i in range(1, replay.total) if replay.turns[i - 1].seat == 0)
    other = next(i for i in range(1, replay.total) if replay.turns[i - 1].seat == 1)
    replay.seek(own)
    assert replay.turn_words().endswith("  ·  You played")
    replay.seek(other)
    assert replay.turn_words().endswith(f"  ·  {replay.view.seat_name(1)} played")
    spoken = i18n.language()
    i18n.set_language("fr")
    try:
        replay.seek(own)
        assert replay.turn_words().endswith("vous avez joué")
    finally:
        i18n.set_language(spoken)


def test_a_button_lit_by_the_pointer_before_the_cover_is_not_lit_after_it(app):
    """A family pressed Suggest, ended the turn, and the next person's table still showed Suggest lit (playtest 76):
    the pointer had moved on, over the cover."""
    from castlecombo.kit import theme

    table = start(app, kinds=("human", "human"), seed=4)
    key(app, pygame.K_RETURN)  # the first person takes the seat
    s = table.state
    button = table.view.layout.suggest
    post(pygame.MOUSEMOTION, pos=button.center, rel=(0, 0), buttons=(0, 0, 0))
    app.step(0.016)
    assert app.screen.get_at((button.x + 3, button.centery))[:3] == theme.BUTTON_HOVER  # lit under the pointer
    while A.END_TURN not in s.legal_actions():
        table.decide(next(a for a in s.legal_actions() if a != A.END_TURN))
    table.decide(A.END_TURN)
    assert isinstance(app.stack.top, PassCover)
    click(app, app.stack.top._rects()[1].center)
    assert app.stack.top is table
    app.step(0.016)
    assert app.screen.get_at((button.x + 3, button.centery))[:3] == theme.BUTTON


@pytest.mark.parametrize("size", [(1024, 640), (1366, 740), (1920, 1080)])
@pytest.mark.parametrize("players, lines", [(2, 2), (3, 3), (4, 3), (4, 5)])
def test_another_seats_panel_shows_a_magnifier_clear_of_its_rooms(size, players, lines):
    """A family never found that a click on another player's panel shows its lines large (playtest 76): each other
    panel draws a magnifying glass in a corner no room takes (right of a line of nine and its dragon)."""
    from castlecombo.rooms.ui import layout
    from castlecombo.rooms.ui.seat_panel import zoom_mark

    pygame.init()
    lay = layout.compute(size, list(range(players)), [lines] * players, 4)
    surface = pygame.Surface(size)
    for seat, sp in lay.panels.items():
        if seat == lay.own:
            continue
        mark = zoom_mark(surface, sp, lay.scale, False)
        assert sp.rect.contains(mark) and mark.w >= 10
        rooms = [sp.room_rect(line, i, 10) for line in range(sp.rows_visible()) for i in range(10)]
        assert mark.collidelist(rooms) == -1, (seat, mark)


def test_the_magnifier_lights_with_its_panel_under_the_pointer(app):
    from castlecombo.kit import theme

    table = start(app, kinds=("human", "easy", "easy"))
    sp = table.view.layout.panels[1]
    corner = (sp.rect.right - 1, sp.rect.centery)
    app.step(0.016)
    assert app.screen.get_at(corner)[:3] != theme.ACCENT
    post(pygame.MOUSEMOTION, pos=sp.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.step(0.016)
    assert app.screen.get_at(corner)[:3] == theme.ACCENT  # the panel's edge in gold: a click there does something


def test_the_help_line_says_click_after_a_click_and_drop_during_a_drag(app):
    """A playtest clicked a room and read "Drop it on a lit space": after a click the help says to click a lit
    space; while the room is dragged, to drop it."""
    seed, k1, _k2 = seed_with_a_second_room_that_fits()
    table = start(app, seed=seed)
    said: list[str] = []
    real = table.view.draw_hint
    table.view.draw_hint = lambda surface, words, *rest: (said.append(words), real(surface, words, *rest))[1]
    src = table.view.layout.hand[hand_index(table, k1)].center
    click(app, src)
    assert table.input.selected is not None and said[-1].startswith("Click a lit space")
    post(pygame.MOUSEBUTTONDOWN, pos=src, button=1)
    post(pygame.MOUSEMOTION, pos=(src[0] + 30, src[1] - 60), rel=(0, 0), buttons=(1, 0, 0))
    app.step(0.016)
    assert table.input.drag is not None and said[-1].startswith("Drop it on a lit space")


def test_a_thinking_ai_says_the_word_alone_beside_three_pulsing_dots(app):
    """As at Castle Combo's table (a playtest read "riflette.. • • •"): the word had cycling dots of its own."""
    from castlecombo.kit import draw
    from castlecombo.people import thinking_word
    from castlecombo.rooms.ui.live_words import seat_status

    table = start(app, kinds=("human", "hard"), seed=5, first_player=1)
    s = table.state
    assert s.current == 1
    assert seat_status(s, 1, False, True) == thinking_word() == "thinking"
    circles: list[tuple[int, int]] = []
    real = pygame.draw.circle

    def spy(surface, colour, centre, radius, *rest, **kw):  # type: ignore[no-untyped-def]
        circles.append((round(centre[0]), round(centre[1])))
        return real(surface, colour, centre, radius, *rest, **kw)

    pygame.draw.circle = spy
    try:
        with draw.recording() as drawn:
            table.view.draw_panels(app.screen, s, table.marks(), lambda seat: seat_status(s, seat, False, seat == 1))
    finally:
        pygame.draw.circle = real
    word = next(t for t in drawn if t.words == "thinking")
    header = table.view.layout.panels[1].header
    dots = [c for c in circles if c[0] > word.rect.right and abs(c[1] - word.rect.centery) <= 2]
    assert len(dots) == 3 and max(x for x, _y in dots) <= header.right


def test_a_thinking_ai_beside_a_short_name_says_the_word_whole_in_a_narrow_panel():
    """Playtest 231 at 1024x600 with three AIs: the panels abreast stack their headers, and "thinking" was cut to
    "think…" beside "Cedric", with most of the line empty. The status takes the room a short name leaves."""
    from castlecombo.kit import draw
    from castlecombo.people import thinking_word
    from castlecombo.rooms.ui.live_words import seat_status
    from test_layout_fit import app_at

    with app_at((1024, 600)) as app:
        table = start(app, kinds=("human", "easy", "medium", "hard"), seed=5, first_player=3)
        s = table.state
        header = table.view.layout.panels[3].header
        assert header.w < 300  # narrow: the name and the status, then the facts below
        with draw.recording() as drawn:
            table.view.draw_panels(app.screen, s, table.marks(), lambda seat: seat_status(s, seat, False, seat == 3))
        words = [t.words for t in drawn if header.contains(t.rect)]
        assert thinking_word() in words, words


def test_a_suggestions_box_leaves_the_words_beside_the_new_line_space_in_sight(app):
    """A café's playtest at 1366x768: the Suggest box lay over "nouvelle ligne : seulement si aucune salle de votre
    main ne v…". The box keeps clear of the new line's space and the words beside it where the panel has room."""
    from castlecombo import i18n
    from castlecombo.kit import draw
    from castlecombo.rooms.ui.marks import Marks
    from rooms_helpers import CC, CS, SC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, kinds=("human", "easy", "easy", "easy"), seed=2)
    s = scenario(4, hands={0: [CS, CS, SS]},
                 lines={0: [((SC, CC), H_UP, False), ((CC, CS, SS), H_UP, False)]})
    table.state = s
    table.input.reset()
    table.view.arrange(s, 0)
    i18n.set_language("fr")
    try:
        with draw.recording() as drawn:
            table.view.draw_panels(app.screen, s, Marks(0, 0, new_line_seat=0, new_closed=True), lambda _seat: "")
        label = next(d for d in drawn if d.words.startswith("nouvelle ligne : seulement"))
        words = ("Conseil : une salle couloir→escalier retournée sur votre ligne 2, puis une salle couloir→couloir "
                 "sur votre ligne 2, puis finir le tour : votre plus longue ligne ouverte atteint 4 · Entrée la joue")
        with draw.recording() as said:
            table.view.draw_reason(app.screen, words, 0, s)
    finally:
        i18n.set_language("en")
    box = next(d.rect for d in said).unionall([d.rect for d in said])
    assert not box.colliderect(label.rect)


def reason_drawn(view, state, words: str):  # type: ignore[no-untyped-def]
    """Show ``state`` in ``view`` for seat 0 and draw ``words`` as a refusal; return the box its lines fill and
    the lines."""
    from castlecombo.kit import draw

    view.arrange(state, 0)
    with draw.recording() as drawn:
        view.draw_reason(pygame.Surface(view.layout.size), words, 0, state)
    return drawn[0].rect.unionall([d.rect for d in drawn]), drawn


def test_a_refusal_beside_a_long_line_leaves_the_new_line_space_in_sight_at_150(app):
    """Playtest 82 (1280x720 at 150 %): with a line of eight rooms and one of one, the refusal across the foot of
    the panel covered the new line's space, the one the player was told to use. It goes right of the lines."""
    from castlecombo.kit import draw
    from castlecombo.rooms.ui.seat_panel import line_spaces
    from castlecombo.rooms.ui.view import RoomsView
    from rooms_helpers import CC, CS, SC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    words = ("Only a dragon or a knight you cannot play may be discarded, and you still have a play: start a new "
             "line (helmet up) with a corridor→stairs room")
    draw.set_user_scale(1.5)
    try:
        view = RoomsView(default_seats(["human", "easy"]), (1280, 720))
        rival = [((SS, SC, CS, CC, SS), H_UP, False), ((SC, CS), H_UP, False)] + [((r,), H_UP, False)
                                                                               for r in (SS, CC, SS)]
        s = scenario(2, lines={0: [((SS, SC, CS, CC, SS, SC, CS, CC), H_UP, False), ((SC,), H_UP, False)], 1: rival})
        sp = view.layout.panels[0]
        box, drawn = reason_drawn(view, s, words)
        spaces = [sp.room_rect(0, 0).union(sp.room_rect(0, 7)), sp.room_rect(1, 0).union(sp.room_rect(1, 1)),
                  sp.room_rect(2, 0)]
    finally:
        draw.set_user_scale(1.0)
    assert not any(box.colliderect(r) for r in spaces), (box, spaces)
    rival = view.layout.panels[1]  # no room in the panel: over the rival's, clear of its lines
    assert rival.rect.contains(box) and not any(box.colliderect(r) for r in line_spaces(rival, s.lines[1]))
    assert " ".join(d.words for d in drawn) == words


def test_the_keys_list_closes_by_its_cross_or_a_click_beside_it_on_any_page(app):
    """Playtest 82, mouse only: a click on the "?" list turned its page, and only a key closed it before its last
    page. An × in its corner closes it, as a click beside it does; a click on it still turns the page."""
    from castlecombo.kit import draw
    from castlecombo.kit.shortcuts import ShortcutsScene

    draw.set_user_scale(1.5)  # at 150 % the list takes pages
    try:
        table = start(app)
        for closing in ("cross", "beside"):
            click(app, table.view.layout.shortcuts.center)
            overlay = app.stack.top
            assert isinstance(overlay, ShortcutsScene)
            box = overlay._box()
            click(app, (box.centerx, box.bottom - 60))  # on the list: the next page
            assert app.stack.top is overlay and overlay.page == 1
            click(app, overlay._close().center if closing == "cross" else (box.x // 2, box.centery))
            assert app.stack.top is table, closing
    finally:
        draw.set_user_scale(1.0)


def test_a_card_that_cannot_go_anywhere_says_the_mouses_way_to_let_it_go(app):
    """Playtest 82, mouse only: a knight with no dragon to fight stayed chosen, and the line said only "Esc" lets
    it go. A click on the card again does, and the line says so."""
    from castlecombo.rooms.ui.live_words import hint
    from rooms_helpers import SS, K
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app)
    s = scenario(2, hands={0: [K, SS]}, lines={0: [((SS,), H_UP, False)]})
    set_state(app, table, s)
    words, warn = hint(table.view, s, True, False, K, False)
    assert warn and words.endswith("click the card again or Esc to let it go"), words
    card = table.view.hand_rect(0, 0, 0)
    click(app, card.center)
    assert table.input.selected == 0
    click(app, card.center)  # the same card again: let go
    assert table.input.selected is None


def test_a_long_suggestion_with_no_room_in_any_panel_goes_over_the_log(app):
    """Playtest 83 (1280x720 at 150 %, three players): a suggestion naming "your line 2" covered lines 1 and 2 across
    the panel's foot; no panel had a clear place for it. It goes over the log at the side."""
    from castlecombo.kit import draw
    from castlecombo.rooms.ui.seat_panel import line_spaces
    from castlecombo.rooms.ui.view import RoomsView
    from rooms_helpers import CC, CS, SC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    words = ("Suggestion: a stairs→stairs room on your line 2, then a corridor→stairs room turned over on your line 2, "
             "then end the turn: Beatrix lacks 1 room to win, your longest open line reaches 8 · Enter plays it")
    chain = (SS, SC, CS, CC, SS, SC, CS, CC, SS)
    draw.set_user_scale(1.5)
    try:
        view = RoomsView(default_seats(["human", "easy", "medium"]), (1280, 720))
        s = scenario(3, lines={0: [(chain[:4], H_UP, False), ((SC,), 1, False)],
                               1: [(chain[:5], H_UP, False), (chain[:2], 1, False)] + [((r,), H_UP, False)
                                                                                     for r in (SS, CC, SC)],
                               2: [(chain, H_UP, False), (chain[:2], 1, False), ((CS,), H_UP, False)]})
        box, drawn = reason_drawn(view, s, words)
        mine = line_spaces(view.layout.panels[0], s.lines[0])
    finally:
        draw.set_user_scale(1.0)
    assert not any(box.colliderect(r) for r in mine), (box, mine)
    assert " ".join(d.words for d in drawn) == words


def test_a_box_over_the_log_ends_between_two_rows_of_it(app):
    """Playtest 90: the suggestion's box over the log cut the log's row under it in half. It ends between two rows:
    a row of the log is wholly under the box or wholly below it."""
    from castlecombo.kit import draw
    from castlecombo.rooms.ui.log_view import row_grid
    from castlecombo.rooms.ui.reason_place import reason_box
    from castlecombo.rooms.ui.view import RoomsView

    for scale, words in ((1.0, "Suggestion: " + "a room on your line 2, " * 4 + "then end the turn"),
                         (1.5, "Suggestion: a room on your line 2 · Enter plays it")):
        draw.set_user_scale(scale)
        try:
            view = RoomsView(default_seats(["human", "easy", "medium"]), (1280, 720))
            lay = view.layout
            box, _lines, _size = reason_box(lay, words, 0, [lay.panels[0].rect],
                                            [(k, [sp.rect]) for k, sp in lay.panels.items() if k])
        finally:
            draw.set_user_scale(1.0)
        assert lay.log.contains(box), (box, lay.log)
        first, step, size = row_grid(lay.log, lay.scale)
        tops = range(first, lay.log.bottom, step)
        assert all(t + size <= box.bottom for t in tops if box.top <= t < box.bottom), (scale, box, list(tops))
        assert any(t >= box.bottom for t in tops)


def test_enter_rings_the_longest_line_first_for_a_dragon_or_a_knight(app):
    """Playtest 83, keyboard only: Enter after Enter put a dragon on a rival's first line, and a knight on a line of
    four rather than the line of eight two rooms from winning. The keys' order takes the longest line first."""
    from rooms_helpers import CC, CS, SC, SS, D, K
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    chain = (SS, SC, CS, CC, SS, SC, CS, CC)
    table = start(app)
    s = scenario(2, hands={0: [K, D, SS]}, lines={0: [(chain[:4], H_UP, True), (chain, 1, True)],
                                                  1: [(chain[:2], H_UP, False), (chain[:7], 1, False)]})
    set_state(app, table, s)
    for card, seat, line in ((K, 0, 1), (D, 1, 1)):  # the knight: my line of 8; the dragon: the rival's line of 7
        table.input.reset_choice()
        table.input.selected = table.input.hand().index(card)
        key(app, pygame.K_RETURN)
        over = table.input.over
        assert over is not None and (over.seat, over.line) == (seat, line), over


def test_tab_starts_on_the_longest_rival_line_then_goes_round_the_panels_as_drawn(app):
    """Playtest 300: Adaeze pressed Tab three times for Tobenna's line and the ring went Chiamaka, Tobenna, Emeka's
    line 1, Emeka's line 2 (longest first, panel to panel and back): her dragon went on her mother's line. The
    first press rings the longest line (playtest 83), the next ones go round the panels as they are drawn."""
    from rooms_helpers import SC, SS, D
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    chain = (SS, SC, SS, SC)
    table = start(app, kinds=("human", "easy", "easy", "easy"))
    s = scenario(4, hands={0: [D]}, lines={1: [(chain[:3], H_UP, False), (chain[:1], 1, False)],
                                           2: [(chain[:2], H_UP, False)], 3: [(chain, H_UP, False)]})
    set_state(app, table, s)
    app.stack.draw(app.screen)
    panels = table.view.layout.panels
    drawn = sorted((seat for seat in (1, 2, 3)), key=lambda k: (panels[k].rect.top, panels[k].rect.left))
    table.input.selected = 0
    rung = []
    for _ in range(4):
        key(app, pygame.K_TAB)
        rung.append((table.input.over.seat, table.input.over.line))
    around = [(k, line) for k in drawn for line in range(len(s.lines[k]))]
    assert rung[0] == (3, 0)  # the line of 4, two rooms longer than the next
    start_at = around.index(rung[0])
    assert rung == [around[(start_at + i) % len(around)] for i in range(4)]
    assert rung != sorted(rung, key=lambda sl: -len(s.lines[sl[0]][sl[1]].rooms))  # not longest first any more


def test_a_room_let_go_beside_a_lit_end_it_covers_is_played_there(app):
    """Playtest 86 on a 1024x600 netbook: a room held by its far end lay over the lit end of a line, the pointer 7 px
    beside it, and the drop was refused ("Drop the room on a lit space"). A card covering a quarter of a lit space goes
    there; the lit space shows it while it is dragged."""
    seed, k1, k2 = seed_with_a_second_room_that_fits()
    table = start(app, seed=seed)
    s = table.state
    table.decide(A.new_line(k1, UP))
    app.step(0.016)
    hand = table.view.layout.hand[hand_index(table, k2)]
    src = (hand.right - 3, hand.centery)  # held by its right end
    end = table.view.target_rect(s, moves.line_end(0, 0))
    dst = (end.right + 7, end.centery)
    assert table.view.target_at(dst, s, 0) is None  # the pointer is on no space
    post(pygame.MOUSEBUTTONDOWN, pos=src, button=1)
    post(pygame.MOUSEMOTION, pos=(src[0] + 20, src[1] - 40), rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEMOTION, pos=dst, rel=(0, 0), buttons=(1, 0, 0))
    app.step(0.016)
    assert table.input.over == moves.line_end(0, 0)
    post(pygame.MOUSEBUTTONUP, pos=dst, button=1)
    app.step(0.016)
    assert s.actions == [A.new_line(k1, UP), A.add_room(k2, 0)] and table.reason == ""


def test_r_with_no_room_in_hand_says_only_rooms_turn_not_to_choose_one(app):
    """Playtest 85: R with two knights in hand said "Choose a room of your hand first, then turn it", and there was
    none to choose."""
    from rooms_helpers import SS, K
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, seed=2)
    set_state(app, table, scenario(2, hands={0: [K, K]}, lines={0: [((SS,), H_UP, False)]}))
    key(app, pygame.K_r)
    assert table.reason == "Only rooms turn, and your hand holds none"
    set_state(app, table, scenario(2, hands={0: [K, SS]}, lines={0: [((SS,), H_UP, False)]}))
    key(app, pygame.K_r)
    assert table.reason.startswith("Choose a room of your hand first")


def test_a_room_turned_stays_turned_when_a_dragon_is_played_first(app):
    """Playtest 97 turned a room of the hand and found it turned back after playing another card. Before a first
    line a room may lie either way; a dragon played meanwhile no longer turns the rooms back."""
    from rooms_helpers import CS, SC, D
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, kinds=("human", "easy"))
    set_state(app, table, scenario(2, hands={0: [SC, CS, D]}, lines={1: [((SC, CS), H_UP, False)]}))
    s = table.state
    table.input.rotate(hand_index(table, CS))
    assert table.input.is_turned(hand_index(table, CS))
    table.decide(next(a for a in s.legal_actions() if A.decode(a).kind == "dragon"))
    assert D not in s.hand_cards(0)
    assert table.input.is_turned(hand_index(table, CS)) and not table.input.is_turned(hand_index(table, SC))
    # once the first line is laid, every room lies its line's way: nothing stays turned by hand
    table.decide(A.new_line(SC, 0))
    assert not any(table.input.turned)


def said_over_dona_lourdes(ui_scale: int, lines_2: list) -> list[str]:
    """Return the words in the header of "Dona Lourdes de Albuquerque"'s panel (seat 2 of three people, with lines
    ``lines_2``) at 1366x768, at ``ui_scale`` %, in Portuguese."""
    from castlecombo.kit import draw
    from rooms_helpers import CC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario
    from test_layout_fit import app_at

    with app_at((1366, 768), ui_scale, "pt") as app:
        names = ["Rafael", "Camila", "Dona Lourdes de Albuquerque"]
        seats = [seat.model_copy(update={"name": name}) for seat, name in zip(default_seats(["human"] * 3), names)]
        app.start_game(seats, 5, 0, "rooms")
        table = app.stack.find(RoomsTable)
        key(app, pygame.K_RETURN)  # past the cover
        table.state = scenario(3, hands={0: [SS, SS, CC, CC], 1: [SS, CC]},
                               lines={1: [((SS,), H_UP, False), ((CC,), 1, False)], 2: lines_2})
        table.input.reset()
        app.step(0.016)
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        head = table.view.layout.panels[2].header
    return [line.words for line in lines if head.contains(line.rect)]


@pytest.mark.parametrize("ui_scale", [125, 150])
def test_a_rivals_long_name_is_never_cut_beside_the_hand_size(ui_scale):
    """Playtest 101 (Portuguese, 1366x768, three players at 125 %): the rival panel read "Dona Lourdes de Albuq…" beside
    "maior linha 4 · mão 0". The name is not cut: whole beside the hand size, or in its shorter form beside the
    longest line too where that leaves both whole (playtest 321 could not see Dad's longest line at a glance)."""
    from rooms_helpers import CC, CS, SC, SS
    from rooms_helpers import UP as H_UP

    said = said_over_dona_lourdes(ui_scale, [((SS, SC, CC, CS), H_UP, False)])
    assert ("Dona Lourdes de Albuquerque" in said or "Dona L. Albuquerque" in said) \
        and not any(words.endswith("…") for words in said) and "0 na mão" in " ".join(said), said


def test_a_room_of_the_hand_that_cannot_be_played_now_is_dimmed(app):
    """Playtest 101: a newcomer had to work out, turning rooms in his head, which of his hand fit his lines. On his
    turn a card with no play now is dimmed (a click on it still says why); one that may be played is not."""
    from castlecombo.rooms.ui.table_marks import table_marks
    from rooms_helpers import CC, SC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, seed=2)
    # line 1 ends in a corridor: the corridor→corridor room fits it, so no new line may start
    set_state(app, table, scenario(2, hands={0: [SS, CC, SC]}, lines={0: [((SC,), H_UP, False)]}))
    s = table.state
    cards = s.hand_cards(0)
    marks = table_marks(table)
    assert sorted(cards[i] for i in marks.hand_idle) == sorted([SS, SC])
    idle, free = table.view.layout.hand[cards.index(SS)], table.view.layout.hand[cards.index(CC)]
    app.stack.draw(app.screen)
    lit = sum(app.screen.get_at(free.center)[:3])
    dark = sum(app.screen.get_at(idle.center)[:3])
    assert dark < lit * 0.75, (dark, lit)
    table.state.current = 1  # not the person's turn: nothing is dimmed
    assert not table_marks(table).hand_idle


@pytest.mark.parametrize("ui_scale", [125, 150])
def test_beside_a_rivals_long_name_the_near_win_warning_is_whole(ui_scale):
    """Playtest 102 (Portuguese, 1366x768, three players at 125 %): "Dona Lourdes de Albu…  ⚠ mão 0 · 2 para ven…":
    the warning that a rival is about to win was cut. The name gives way first."""
    from rooms_helpers import CC, CS, SC, SS
    from rooms_helpers import UP as H_UP

    said = said_over_dona_lourdes(ui_scale, [((SS, SC, CC, CS, SS, SC, CC, CS), H_UP, False)])
    assert any(words.endswith("2 para vencer") for words in said), said


def test_a_suggestion_said_in_the_panel_leaves_its_magnifier_clear_at_150_percent():
    """Playtest 102 (Portuguese, 1366x768 at 150 %): the box of a long suggestion at the foot of the person's panel
    covered the magnifier in its corner."""
    from castlecombo.kit import draw
    from castlecombo.rooms.ui.reason_place import reason_box
    from castlecombo.rooms.ui.seat_panel import zoom_mark_rect
    from castlecombo.rooms.ui.view import RoomsView

    draw.set_user_scale(1.5)
    try:
        view = RoomsView(default_seats(["human", "human", "human"]), (1366, 768))
        view.arrange(GameState.new(3, 3, 0), 0)
        words = ("Dica: uma sala corredor→corredor numa linha nova, depois uma sala corredor→corredor na sua linha 1, "
                 "depois encerrar o turno: a sua linha aberta mais longa chega a 2, guarda 1 sala que encaixa para "
                 "outro turno · Enter a joga")
        own = view.layout.panels[0]
        box, _lines, _size = reason_box(view.layout, words, 0)
        assert own.rect.contains(box) and not box.colliderect(zoom_mark_rect(own, view.layout.scale))
    finally:
        draw.set_user_scale(1.0)


def test_rooms_that_may_only_start_a_new_line_are_said_to_be_shown_the_way_it_lies(app, monkeypatch):
    """Playtest 342: beside a helmet-up line ending in a corridor, a room drawn helmet down (the way its new line must
    lie) read "stair→corridor" and seemed to fit that line. Where the Turn room button was, the hand's panel says so
    ("Your rooms fit no line: shown as your new line lies, helmet down"); with a room that joins a line, as before."""
    from castlecombo.rooms.ui import view as view_module
    from castlecombo.rooms.ui.table_marks import table_marks
    from rooms_helpers import CC, SC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    said: list[str] = []
    real = view_module.draw_caption
    monkeypatch.setattr(view_module, "draw_caption", lambda surface, rect, words, s: said.append(words) or real(
        surface, rect, words, s))
    table = start(app, seed=2)
    set_state(app, table, scenario(2, hands={0: [SS, SC]}, lines={0: [((SC,), H_UP, False)]}))
    assert sorted(table_marks(table).hand_new_only) == [0, 1]  # neither joins line 1: each may only start line 2
    assert said[-1] == "Your rooms fit no line: shown as your new line lies, helmet down"
    assert all(table.input.shown_turned(i) for i in (0, 1))  # as they are drawn
    set_state(app, table, scenario(2, hands={0: [SS, CC]}, lines={0: [((SC,), H_UP, False)]}))
    assert not table_marks(table).hand_new_only  # the corridor room joins line 1 (and no new line may start)
    assert said[-1] == "Every room now turns itself to match its line"
    set_state(app, table, scenario(2, hands={0: [SS, SC]}))
    assert not table_marks(table).hand_new_only  # no line yet: every room starts one


def test_a_knight_that_cannot_be_played_is_dimmed_as_plainly_as_a_room():
    """Playtest 104: a knight with no blocked line to clear looked as bright as a playable one; the wash that dims a
    cream room hardly showed on its dark picture. Its middle is darkened by a third at least."""
    from castlecombo.rooms.ui.view import hand_face
    from rooms_helpers import K

    rect = pygame.Rect(0, 0, 106, 76)
    bright, dim = pygame.Surface(rect.size), pygame.Surface(rect.size)
    hand_face(bright, K, rect, False, idle=False)
    hand_face(dim, K, rect, False, idle=True)
    for spot in (rect.center, (rect.centerx, rect.bottom - 10)):
        assert sum(dim.get_at(spot)[:3]) <= 0.67 * sum(bright.get_at(spot)[:3]), spot


def test_a_rival_who_can_finish_a_line_next_turn_is_warned_of_with_four_rooms_to_go():
    """Playtest 116: Beatrix stood at 6 rooms with two cards kept, drew two, laid four and won, and no panel had
    warned (they spoke from 3 rooms). A line is warned of when the seat's kept cards and the two it draws could
    finish it, and only then (playtest 117 saw a rival holding nothing at 7 rooms warned of)."""
    from castlecombo.rooms.ui.live_words import since_turn
    from castlecombo.rooms.ui.seat_panel import near_win
    from rooms_helpers import CC, CS, SC, SS
    from rooms_helpers import table as scenario

    six = (SC, CS, SS, SC, CC, CS)
    s = scenario(3, hands={1: [SC, CS], 2: [SS]}, lines={1: [(six, UP, False)], 2: [(six, UP, False)]})
    assert near_win(s, 1) == (4, False)  # two kept + two drawn: four rooms could come next turn
    assert near_win(s, 2) is None  # one kept: three at most
    assert since_turn(s, 0, ["Ann", "Bob", "Cy"])[1] == ["Bob is 4 rooms from winning!"]
    s.hands[2][SS] -= 1
    s.lines[2][0] = s.lines[2][0].plus(SC)  # seven rooms, nothing kept: two at most next turn
    assert near_win(s, 2) is None
    s.lines[2][0] = s.lines[2][0].plus(CS)  # eight
    assert near_win(s, 2) == (2, False)
    del s.pile[1:]  # one card left to draw
    assert near_win(s, 2) is None and near_win(s, 1) is None  # two kept and one drawn: three at most


def test_the_arrows_start_on_a_card_that_can_go_somewhere_and_reach_the_greyed_ones(app):
    """Playtest 116 pressed → and the first card, greyed (a room that fits no line, while another fits), was
    chosen with a red "fits no open line…"; Tab and Enter then did nothing. The first arrow chooses a card that can
    go somewhere, either way. Playtest 228, by the keys alone, could not reach a greyed room to hear why it waited:
    the next arrows go over every card, and Enter on a greyed one says why it has no space."""
    from castlecombo.rooms.ui import moves
    from rooms_helpers import CC, SC, SS
    from rooms_helpers import table as scenario

    table = start(app)
    s = scenario(2, hands={0: [SS, CC, SC, CC]}, lines={0: [((SS, SS), UP, False)], 1: [((CC,), UP, False)]})
    set_state(app, table, s)
    inp = table.input
    hand = inp.hand()
    live = moves.playable(s, hand, inp.is_turned)
    assert 0 < len(live) < len(hand)  # the corridor rooms fit no line and may start none
    seen = []
    for _ in range(len(hand)):
        key(app, pygame.K_RIGHT)
        seen.append(inp.selected)
    assert seen[0] == live[0] and sorted(seen) == list(range(len(hand)))
    assert seen == [(live[0] + k) % len(hand) for k in range(len(hand))]
    inp.reset_choice()
    key(app, pygame.K_LEFT)
    assert inp.selected == live[-1]
    greyed = next(i for i in range(len(hand)) if i not in live)
    while inp.selected != greyed:
        key(app, pygame.K_LEFT)
    table.reason = ""
    key(app, pygame.K_RETURN)
    assert "fits no open line" in table.reason and not table.state.actions
    inp.reset_choice()
    key(app, pygame.K_RIGHT)  # the card chosen goes to its place (a lit one is ringed, the next Enter plays)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert len(table.state.actions) == 1


def test_the_winning_play_brings_a_scrolled_back_log_to_its_newest_lines(app):
    """Playtest 145 had scrolled the side log back to round 4; the tenth room ended the game and the log stayed
    there, the winning play out of sight. The end of the game brings the log back to its newest lines."""
    from rooms_helpers import SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    table = start(app, seed=2)
    table.state = scenario(2, hands={0: [SS, SS]}, lines={0: [((SS,) * 9, H_UP, False)]})
    table.input.reset()
    table.log = [f"line {k}" for k in range(40)]
    app.step(0.016)
    table.view.log_view.scroll(12)
    assert table.view.log_view.offset > 0
    assert table.decide(A.add_room(SS, 0)) and table.state.is_over
    assert table.view.log_view.offset == 0


def test_the_turn_rooms_words_keep_clear_of_undo_with_an_empty_hand_at_1024x600():
    """Playtest 168 (Portuguese, 1024x600): with the hand empty, "Agora as salas se viram sozinhas, no sentido da
    linha" took three lines in the button's width, the last under Undo. Beside a hand of one room it keeps clear of
    Undo, on two lines at most; beside an empty hand it is not said at all (playtest 237)."""
    from castlecombo.kit import draw
    from castlecombo.rooms.ui.view import caption_room
    from rooms_helpers import SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario
    from test_layout_fit import app_at

    with app_at((1024, 600), 100, "pt") as small:
        table = start(small)
        for hand in ([SS], []):
            table.state = scenario(2, hands={0: hand}, lines={0: [((SS,), H_UP, False)], 1: [((SS,), H_UP, False)]})
            table.input.reset()
            with draw.recording() as drawn:
                small.step(0.016)
            lay = table.view.layout
            room = caption_room(lay)
            said = [t for t in drawn if "salas se viram" in t.words or (room.colliderect(t.rect)
                                                                       and not lay.undo.contains(t.rect))]
            if hand:
                assert said and all(room.contains(t.rect) and not t.rect.colliderect(lay.undo) for t in said), said
                assert len(said) <= 2
            else:
                assert not [t for t in said if "salas" in t.words], said


def test_a_box_of_three_lines_ends_on_more_than_one_word():
    """Playtest 171 (Spanish, 1600x900 at 125 %): a suggestion's box ended on "juega" alone on its third line. The
    lines of a box are as even as they can be in as many lines."""
    from castlecombo.kit.draw import font
    from castlecombo.rooms.ui.reason_place import reason_box
    from castlecombo.rooms.ui.view import RoomsView

    pygame.init()
    size = (1600, 900)
    view = RoomsView(default_seats(["human", "easy"]), size)
    view.arrange(GameState.new(2, 3, 0), 0)
    words = ("Pista: una sala pasillo→pasillo en una línea nueva, después una sala pasillo→escaleras en tu línea 1, "
             "después termina el turno: tu línea abierta más larga llega a 2; guardas 2 salas que encajan para otro "
             "turno · unos 68 % de ganar · Intro la juega")
    _box, lines, px = reason_box(view.layout, words, 0)
    assert " ".join(lines) == words and len(lines) >= 2
    widths = [font(px, "bold").size(line)[0] for line in lines]
    assert min(widths) > max(widths) // 2, lines  # no short last line


@pytest.mark.parametrize("size", [(1600, 900), (1366, 768)])
def test_the_help_under_the_hand_on_two_lines_has_both_at_one_size(size):
    """Playtest 194 (1600x900, 125 %, Spanish): the second line of a long hint was drawn in tiny type, shrunk alone
    to its width, the first at the table's size. Both lines take one size, smaller if need be."""
    from castlecombo.kit import draw
    from castlecombo.rooms.ui.view import RoomsView

    words = ("La línea 1 termina en un lado pasillo; puesta con el casco arriba como esa línea, esta sala empieza por "
             "un lado escaleras: no encaja en ninguna de tus líneas, pero puede empezar una línea nueva (iluminada) "
             "· Esc cancela")
    draw.set_user_scale(1.25)
    try:
        view = RoomsView(default_seats(["human", "medium", "hard"]), size)
        view.arrange(GameState.new(3, 1, 0), 0)
        assert view.hint_fits(words)
        with draw.recording() as lines:
            view.draw_hint(pygame.Surface(size), words)
    finally:
        draw.set_user_scale(1.0)
    assert len(lines) == 2 and lines[0].size == lines[1].size, [(line.size, line.words) for line in lines]
    assert " ".join(line.words for line in lines).split() == words.split()  # whole


def test_at_125_percent_a_narrow_panels_warning_keeps_the_rivals_longest_line():
    """Playtest 195 (four seats, 1280x720, 125 %): a rival's header read "0 in hand · 1 to win, blocked", its
    line of nine overlapping in slivers, and its length unsaid. On their own line the facts grow a little smaller
    before they grow shorter."""
    from rooms_helpers import CC, CS, SC, SS, header_words
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario
    from test_layout_fit import app_at

    nine = (SC, CS, SS, SC, CC, CS, SC, CS, SS)
    with app_at((1280, 720), 125, "en") as app:
        table = start(app, kinds=("human", "easy", "medium", "hard"))
        said = header_words(app, table, scenario(4, lines={1: [(nine, H_UP, True)], 0: [((SS,), H_UP, False)]}), 1)
    assert any(words.startswith("longest 9") and "1 to win, blocked" in words for words in said), said


def test_at_1024x600_a_rivals_warning_is_said_whole():
    """Playtest 200 (four seats, 1024x600): a rival's panel read "⚠ longest 7 · 2 in hand · 3 rooms from…", the
    words measured smaller than the least size they are drawn at. A warning is said whole, shorter if need be."""
    from castlecombo.kit import draw
    from rooms_helpers import CC, CS, SC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario
    from test_layout_fit import app_at

    seven = (SC, CS, SS, SC, CC, CS, SC)
    with app_at((1024, 600), 100, "en") as app:
        table = start(app, kinds=("human", "easy", "medium", "hard"))
        table.state = scenario(4, hands={3: [SS, CC]}, lines={3: [(seven, H_UP, False)], 0: [((SS,), H_UP, False)]})
        table.input.reset()
        app.step(0.016)
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        head = table.view.layout.panels[3].header
        said = [line for line in lines if head.contains(line.rect)]
    warned = [line.words for line in said if "win" in line.words]
    assert warned and not any(words.endswith("…") for words in warned), [line.words for line in said]


def test_the_others_panels_say_each_lines_length_after_it(app):
    """Playtests 195 and 198: a rival's long line overlaps its rooms, which could not be counted, and the header says
    the longest line alone. Each line of another seat's panel says its length after it, clear of the magnifier;
    the person's own lines, side by side, do not."""
    from castlecombo.kit import draw
    from castlecombo.rooms.ui.seat_panel import zoom_mark_rect
    from rooms_helpers import CC, CS, SC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario

    eight = (SC, CS, SS, SC, CC, CS, SC, CS)
    table = start(app, kinds=("human", "easy", "medium", "hard"))
    lines = {1: [(eight, H_UP, True), ((SS,), 1, False)], 2: [(eight[:6], H_UP, False), ((CC, CC), 1, False)],
             3: [(eight[:3], H_UP, False)], 0: [(eight[:5], H_UP, False), ((SS, SS), 1, False)]}
    set_state(app, table, scenario(4, lines=lines))
    with draw.recording() as drawn:
        app.stack.draw(app.screen)
    for seat, specs in lines.items():
        sp = table.view.layout.panels[seat]
        said = [line for line in drawn if sp.rect.contains(line.rect) and line.rect.y > sp.header.bottom]
        lengths = [line.words for line in said if line.words.split()[0].isdigit() and line.rect.x > sp.label_x + 10]
        if seat == table.view.layout.own:
            assert lengths == [], lengths
            continue
        assert [int(words.split()[0]) for words in lengths] == [len(rooms) for rooms, _o, _d in specs], lengths
        assert len({len(words.split()) for words in lengths}) == 1  # one form in a panel: "8" beside "1", or "… rooms"
        mark = zoom_mark_rect(sp, table.view.layout.scale)
        assert not any(line.rect.colliderect(mark) for line in said)


def test_the_new_line_space_says_only_a_room_starts_one_when_the_hand_holds_none(app):
    """Playtest 206 held a knight alone and read "new line" beside the new line's space, as if it could start one.
    With no room in hand the space says only a room starts a line; with a room it says "new line" as before."""
    from castlecombo.kit import draw
    from castlecombo.rooms.ui.table_marks import table_marks
    from rooms_helpers import CC, UP, K
    from rooms_helpers import table as scenario

    table = start(app)
    for hand, said in (([K], "new line: it starts with a room, not a dragon or a knight"), ([K, CC], "new line")):
        s = scenario(2, hands={0: hand}, lines={0: [((CC, CC), UP, True)]})
        table.state = s
        table.input.reset()
        table.view.arrange(s, 0)
        marks = table_marks(table)
        assert marks.new_roomless == (CC not in hand)
        with draw.recording() as drawn:
            table.view.draw_panels(app.screen, s, marks, lambda _seat: "")
        assert said in [d.words for d in drawn if d.words.startswith("new line")]


def test_where_the_keys_lead_a_playable_card_is_chosen_at_each_turns_start_and_after_each_card(app):
    """Playtest 209 (keyboard only): no card was ringed at his turn's start nor after each card he played, where
    Castle Combo's cursor is on the lit row. Once an arrow or Tab was pressed, the first card that can be played is
    chosen then (as → would choose it); after a click, nothing is."""
    from castlecombo.rooms.ui import moves

    table = start(app)
    assert table.human_can_play() and table.input.selected is None  # nothing pressed yet
    key(app, pygame.K_LEFT)  # the keys lead: ← chooses a card
    key(app, pygame.K_ESCAPE)  # let go
    assert table.input.selected is None
    table.turn_begins()  # as the turn's start does
    s = table.state
    live = moves.playable(s, table.input.hand(), table.input.is_turned)
    assert live and table.input.selected == live[0]
    target = min(table.input.lit(), key=lambda t: (t.kind != "end", t.line))
    table.input.play(target)
    app.step(0.016)
    left = moves.playable(s, table.input.hand(), table.input.is_turned)
    assert s.current == 0 and left and table.input.selected == left[0]  # the next card, after the first one played
    played = len(s.actions)
    key(app, pygame.K_RETURN)  # a card chosen for the keys: Enter rings its place first (an Enter too many played it)
    assert len(s.actions) == played and table.input.over in table.input.lit()
    key(app, pygame.K_RETURN)
    assert len(s.actions) == played + 1
    key(app, pygame.K_ESCAPE)  # let go, then the rules over the table and back: a card is chosen again (236)
    assert table.input.selected is None
    key(app, pygame.K_F1)
    assert app.stack.top is not table
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table and table.input.selected is not None
    click(app, (5, 5))  # the pointer leads now
    table.undo()
    app.step(0.016)
    assert table.input.selected is None


def test_each_seats_last_room_or_dragon_is_known_from_the_record_and_outlined_for_the_others(app, monkeypatch):
    """Playtest 208: an AI's rooms landed in a second and nothing stayed to say where. What each other seat laid in its
    last turn is outlined in its colour, and each dragon still on a line in the colour of who laid it (214 could not
    tell who had blocked him); all read from the record, checked against the seat to move at each play."""
    import random

    from castlecombo.rooms.engine import GameState
    from castlecombo.rooms.engine import actions as RA
    from castlecombo.rooms.ui import lines_view
    from castlecombo.rooms.ui.marks import newest_plays
    from castlecombo.rooms.ui.table_marks import table_marks

    for seed in range(6):
        rng = random.Random(seed)
        s = GameState.new(3, seed)
        last: dict[int, dict[tuple[int, int], int]] = {}
        now: dict[tuple[int, int], int] = {}
        for _ in range(rng.randrange(20, 80)):
            if s.is_over:
                break
            action = rng.choice(s.legal_actions())
            d, mover = RA.decode(action), s.current
            if d.kind in ("new", "add"):
                key = (mover, len(s.lines[mover]) if d.kind == "new" else d.line)
                now[key] = now.get(key, 0) + 1
            s.apply(action)
            if d.kind == "end":
                last[mover] = now or last.get(mover, {})
                now = {}
            seen = {**last, s.current: now or last.get(s.current, {})}  # the turn under way (or that won) too
            rooms = sorted((*key, laid, q) for q, by_line in seen.items() for key, laid in by_line.items())
            blocked = {(q, i) for q in range(3) for i, line in enumerate(s.lines[q]) if line.dragon}
            plays = newest_plays(s)
            assert sorted(p for p in plays if p[2]) == rooms
            assert {(p[0], p[1]) for p in plays if not p[2]} == blocked

    table = start(app, kinds=("human", "easy"))

    def play(seat: int) -> None:  # a room laid, then whatever the turn still asks until it ends
        s = table.state
        table.decide(next(a for a in s.legal_actions() if RA.decode(a).kind in ("new", "add")))
        while s.current == seat:
            legal = s.legal_actions()
            table.decide(RA.END_TURN if RA.END_TURN in legal else legal[0])

    play(0)
    play(1)  # as the AI would
    table.motion.clear()
    marks = table_marks(table).newest
    assert marks and {p[3] for p in marks} == {table.view.seat_colour(1)}  # the AI's, not the person's own
    marked: list[tuple[pygame.Rect, tuple[int, ...]]] = []  # its corners marked in the AI's colour (213), not a
    real_corners = lines_view._corners  # whole frame: a blue seat's read as the keys' ring (228)
    monkeypatch.setattr(lines_view, "_corners", lambda surface, rect, colour, width: (
        marked.append((pygame.Rect(rect), tuple(colour))), real_corners(surface, rect, colour, width)))
    app.stack.draw(app.screen)
    card = table.view.layout.panels[1].card
    assert len([r for r, c in marked if r.w > card[0] and c[:3] == tuple(table.view.seat_colour(1))[:3]]) == len(marks)


def test_a_dragon_held_over_a_rivals_panel_lights_the_line_it_will_go_to_before_it_is_let_go(app):
    """Playtest 210 (an eight-year-old at 125 %): a dragon let go over the empty part of a rival's panel went onto a
    line nobody chose, nothing lit before letting go. Held there, the line it goes to is aimed (ringed, as a slot under
    the pointer is), and that is where it lands."""
    from rooms_helpers import D

    table, s = _dragon_and_two_rival_lines(app)
    src = table.view.layout.hand[s.hand_cards(0).index(D)].center
    end = table.view.target_rect(s, moves.line_end(1, 1))
    panel = table.view.layout.panels[1].rect
    away = (min(panel.right - 60, end.right + 4 * end.w), end.centery)  # beside line 2, far past its end
    assert table.view.target_at(away, s, 0) is None
    post(pygame.MOUSEBUTTONDOWN, pos=src, button=1)
    post(pygame.MOUSEMOTION, pos=((src[0] + away[0]) // 2, (src[1] + away[1]) // 2), rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(1, 0, 0))
    app.step(0.016)
    assert table.input.drag is not None and table.input.over == moves.line_end(1, 1)
    post(pygame.MOUSEBUTTONUP, pos=away, button=1)
    app.step(0.016)
    assert s.actions == [A.dragon(1, 1)]


def test_a_window_resized_during_a_drag_aims_where_the_pointer_is_now(app):
    """Playtest 246 resized the window while dragging a room to line 4: line 4's end stayed ringed, the card under
    the pointer had come over line 1, and the drop went there (refused for its dragon). After a resize the space
    aimed at is found again under the pointer."""
    seed, k1, k2 = seed_with_a_second_room_that_fits()
    table = start(app, seed=seed)
    table.decide(A.new_line(k1, UP))
    src = table.view.layout.hand[hand_index(table, k2)].center
    dst = table.view.target_rect(table.state, moves.line_end(0, 0)).center
    post(pygame.MOUSEBUTTONDOWN, pos=src, button=1)
    post(pygame.MOUSEMOTION, pos=(src[0] + 40, src[1] - 40), rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEMOTION, pos=dst, rel=(0, 0), buttons=(1, 0, 0))
    app.step(0.016)
    assert table.input.drag is not None and table.input.over == moves.line_end(0, 0)
    # the pointer stays; the window shrinks under it
    pygame.display.set_mode((1024, 600), pygame.RESIZABLE)  # as the window system does before it tells
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1024, h=600, size=(1024, 600)))
    app.step(0.016)
    assert app.size == (1024, 600) and table.input.drag is not None
    moved = table.view.target_rect(table.state, moves.line_end(0, 0))
    assert not moved.collidepoint(dst)  # the line's end is elsewhere now
    assert table.input.over == table.input.aimed(dst, table.input.drag) != moves.line_end(0, 0)


def test_your_own_dragon_on_a_rivals_line_is_marked_in_your_colour():
    """Playtest 246: the rivals' dragons on her lines had corners in their colours, hers on a rival's line had none,
    though the rules page says every dragon is marked in the colour of who laid it. Your own last rooms stay
    unmarked (you laid them); your dragons are marked as theirs are."""
    import random

    from castlecombo.rooms.engine import GameState
    from castlecombo.rooms.ui.marks import marked_plays

    seen = 0
    for seed in range(40):
        rng = random.Random(seed)
        s = GameState.new(3, seed)
        while not s.is_over:
            s.apply(rng.choice(s.legal_actions()))
            mine = {(q, i) for q in range(3) for i, line in enumerate(s.lines[q]) if line.dragon}
            plays = marked_plays(s, 0)
            assert all(p[3] != 0 for p in plays if p[2])  # no room of yours
            by_you = {(p[0], p[1]) for p in plays if not p[2] and p[3] == 0}
            assert by_you <= mine
            seen += len(by_you)
            assert {(p[0], p[1]) for p in plays if not p[2]} == mine  # every dragon, yours too
    assert seen  # dragons of seat 0 were met and marked


def test_who_laid_each_dragon_is_told_by_a_shape_as_well_as_a_colour(app, monkeypatch):
    """Playtest 251, red-green colour-blind: a purple and a blue dragon's corners read alike, and the ending showed
    dragons of nobody. Each dragon carries its layer's seat shape on its corner, on the table and at the end."""
    import random

    from castlecombo.kit import glyphs
    from castlecombo.rooms.engine import GameState
    from castlecombo.rooms.engine import actions as RA
    from castlecombo.rooms.ui.ending import EndingScene
    from castlecombo.rooms.ui.marks import newest_plays

    table = start(app, kinds=("human", "easy", "medium"))
    rng = random.Random(4)
    s = GameState.new(3, 4, 0)
    while not s.is_over and sum(line.dragon for q in range(3) for line in s.lines[q]) < 2:
        legal = s.legal_actions()
        dragons = [a for a in legal if RA.decode(a).kind == "dragon"]
        s.apply(rng.choice(dragons or legal))
    assert not s.is_over
    table.state = s
    table.motion.clear()
    shapes: list[tuple[tuple[int, ...], tuple[int, int]]] = []
    real = glyphs.seat_mark
    monkeypatch.setattr(glyphs, "seat_mark", lambda surface, colour, centre, radius, fill=None: (
        shapes.append((tuple(colour)[:3], tuple(centre))), real(surface, colour, centre, radius, fill)))
    app.stack.draw(app.screen)
    laid = [(owner, line, tuple(table.view.seat_colour(mover))[:3])
            for owner, line, n, mover in newest_plays(s) if not n]
    assert len(laid) == 2
    for owner, line, colour in laid:  # on the dragon's top left corner, in its layer's shape
        corner = table.view.target_rect(s, moves.line_end(owner, line)).topleft
        assert any(c == colour and abs(x - corner[0]) <= 12 and abs(y - corner[1]) <= 12 for c, (x, y) in shapes)
    while not s.is_over:
        s.apply(rng.choice([a for a in s.legal_actions() if RA.decode(a).kind != "knight"]))
    ending = EndingScene(app, s, table.seats, table.log, table.save, False)
    shapes.clear()
    ending.draw(app.screen)
    for seat in range(3):  # its head's mark, and one on each dragon it laid
        colour = tuple(table.view.seat_colour(seat))[:3]
        laid_by = sum(1 for _o, _l, n, mover in newest_plays(s) if not n and mover == seat)
        assert [c for c, _at in shapes].count(colour) == 1 + laid_by
    assert any(not n for _o, _l, n, _m in newest_plays(s))


def test_enter_rings_a_place_before_it_plays_and_e_over_a_ringed_place_asks_again(app):
    """Playtest 273 (keyboard): a card she chose with ← → went down at the first Enter where it had one place, one
    chosen for her only rang its place; she pressed Enter then E, and the turn ended with the room in her hand. Enter
    always rings the place first and plays at the next Enter; E over a ringed place, where the turn may end, says
    the card is not played, and a second E ends the turn."""
    table = start(app)
    s = table.state
    asked = 0
    while s.current == 0 and not s.is_over:
        key(app, pygame.K_RIGHT)
        if table.input.selected is None or not table.input.lit():
            key(app, pygame.K_e)
            break
        played = len(s.actions)
        key(app, pygame.K_RETURN)
        assert len(s.actions) == played and table.input.over in table.input.lit()  # rung, not played
        if A.END_TURN not in s.legal_actions():
            key(app, pygame.K_RETURN)
            assert len(s.actions) == played + 1  # the second Enter plays it
            continue
        key(app, pygame.K_e)  # the turn may end: E says the card is not played, and waits
        assert len(s.actions) == played and s.current == 0, table.reason
        assert "not played yet" in table.reason and "Enter: " in table.reason and "E again" in table.reason
        asked += 1
        key(app, pygame.K_e)
        assert s.current != 0 or s.is_over  # the second E ends it, the card kept
    assert asked == 1


def test_the_covers_summary_says_a_turns_discards_once_with_how_many():
    """Playtest 282 read "Beatrix added no room · … · discarded a knight · discarded a knight" on the cover."""
    import random

    from castlecombo.rooms.ui.live_words import since_turn

    found = 0
    for seed in range(400):
        s, rng = GameState.new(2, seed, 0), random.Random(seed)
        turn: list = []
        while not s.is_over:
            mover, action = s.current, rng.choice(s.legal_actions())
            s.apply(action)
            if mover == 1:
                turn.append(A.decode(action))
            if mover == 1 and turn[-1].kind == "end":
                kinds = [d.card for d in turn if d.kind == "discard"]
                if any(kinds.count(card) >= 2 for card in kinds) and s.current == 0:
                    said = " ".join(since_turn(s, 0, ["Ann", "Bob"])[0])
                    assert said.count("discarded") == len(set(kinds)), said
                    assert any(f"discarded {kinds.count(c)} " in said for c in kinds if kinds.count(c) >= 2), said
                    found += 1
                turn = []
        if found >= 2:
            break
    assert found


def test_a_room_dragged_over_the_discard_pile_is_framed_red_as_a_refused_place(app):
    """Playtest 296: a room dragged over the discard pile sat on it as over a place it could go, and was refused only
    once let go. Over the pile it is marked refused, as over a line it does not fit."""
    from castlecombo.rooms.ui.table_marks import table_marks

    table = start(app, seed=2)
    s = table.state
    room = next(i for i, c in enumerate(s.hand_cards(0)) if moves.is_room(c))
    src, dst = table.view.layout.hand[room].center, table.view.layout.discard.center
    post(pygame.MOUSEBUTTONDOWN, pos=src, button=1)
    post(pygame.MOUSEMOTION, pos=(src[0] + 40, src[1] - 40), rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEMOTION, pos=dst, rel=(0, 0), buttons=(1, 0, 0))
    app.step(0.016)
    marks = table_marks(table)
    assert marks.refused is not None and marks.refused.kind == "discard" and marks.over is None


@pytest.mark.parametrize(("size", "scale", "language", "sides"), [((1024, 600), 100, "en", True),
                                                                    ((1109, 624), 125, "fr", False)])
def test_a_room_that_fits_no_line_is_told_to_start_one_at_a_readable_size(size, scale, language, sides):
    """Playtest 298 (French, 125 %, 1109x624): the help under the hand, what to do and why, shrank to about 9 px on
    one line. Where the line has no room for the sides, it says what to do alone, at a readable size."""
    from castlecombo.rooms.ui.live_words import hint
    from rooms_helpers import SC, SS
    from rooms_helpers import table as scenario
    from test_layout_fit import app_at

    with app_at(size, scale, language) as app:
        table = start(app, seed=2)
        table.ai.stop()
        s = scenario(2, hands={0: [SC]}, lines={0: [((SS,), UP, True), ((SS, SS), DOWN, False)]})
        table.state = s
        table.input.reset()
        words, _warn = hint(table.view, s, True, False, SC, lit=True)
        assert table.view.hint_fits(words), words
        assert (("2" in words) == sides) and words.count(" · ") == (2 if sides else 1), words


def test_the_persons_turn_begins_as_the_ais_last_play_lands(app):
    """Playtest 322: under "Your turn", the person's controls stayed grey for the pause that paces one AI play after
    another. The turn is theirs as soon as the AI's turn is over and its cards have landed."""
    import time

    table = start(app, kinds=("easy", "human"), seed=5)
    deadline = time.monotonic() + 60
    while table.state.current != 1 and time.monotonic() < deadline:
        app.step(0.016)
        time.sleep(0.002)
    assert table.state.current == 1
    while table.motion.card_flying and time.monotonic() < deadline:
        app.step(0.016)
    app.step(0.016)
    app.step(0.016)
    assert table.human_can_play()
