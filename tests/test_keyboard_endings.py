"""The end screens and the rules pages by keyboard alone (a playtest: a player who keeps to the keyboard could
reach only the one button Enter pressed, and the last rules page could not be left with Enter or Space).
Tab rings each button in turn and Enter presses the ringed one; the mouse hides the ring."""

from __future__ import annotations

import pygame

from castlecombo.app.menu import MenuScene
from castlecombo.app.options import default_seats
from castlecombo.combo.ui.ending import EndingScene
from castlecombo.combo.ui.rules_scene import RulesScene
from castlecombo.combo.ui.scoring_scene import ScoringScene
from castlecombo.combo.ui.table import TableScene
from castlecombo.kit import draw, theme
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.ui.ending import EndingScene as RoomsEndingScene
from castlecombo.rooms.ui.rules_scene import RoomsRulesScene
from castlecombo.rooms.ui.table import RoomsTable
from castlecombo.storage import saves
from castlecombo.storage.records import SaveGame, SeatConfig
from rooms_helpers import SS, UP, table
from ui_helpers import finished_game, post, press, ringed

TAB, ENTER, SPACE = pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE
SHIFT = pygame.KMOD_LSHIFT


def finished_combo(app, kinds: list[str]) -> EndingScene:
    """A finished game of Castle Combo continued from its save: its ending, past the last move held."""
    played = finished_game(len(kinds), 6)
    seats = [SeatConfig(name=name, kind=kind, colour=theme.SEAT_COLOURS[i])
             for i, (name, kind) in enumerate(zip(["Alice", "Bertram", "Cleo"], kinds))]
    saves.write_current_save(SaveGame.new(6, seats, played.first_player).with_actions(played.actions))
    assert app.continue_game()
    ending = app.stack.top
    assert isinstance(ending, EndingScene)
    press(app, pygame.K_LSHIFT)  # any key ends the hold
    assert not ending.holding
    return ending


def test_tab_rings_each_button_of_the_final_tableaux_and_enter_presses_it(app):
    ending = finished_combo(app, ["human", "easy"])
    assert ending.ring.key is None and not ringed(app.screen, ending.pad.rect)
    walked = []
    for _ in range(4):
        press(app, TAB)
        walked.append(ending.ring.key)
    assert walked == ["menu", "again", "pad", "menu"]
    assert ringed(app.screen, ending.menu.rect) and not ringed(app.screen, ending.pad.rect)
    press(app, TAB, SHIFT)
    assert ringed(app.screen, ending.pad.rect)
    press(app, ENTER)
    pad = app.stack.top
    assert isinstance(pad, ScoringScene)
    pad.update(10.0)  # past the count-up and the winner's moment
    walked = []
    for _ in range(5):
        press(app, TAB)
        walked.append(pad.ring.key)
    assert walked == ["replay", "review", "back", "menu", "again"]  # left to right
    assert ringed(app.screen, pad.again.rect) and not ringed(app.screen, pad.review.rect)
    press(app, TAB)
    press(app, TAB)
    press(app, TAB)
    assert ringed(app.screen, pad.back.rect)
    press(app, ENTER)  # Tableaux: back to the final tableaux
    assert app.stack.top is ending
    press(app, TAB, SHIFT)
    press(app, TAB, SHIFT)
    assert ending.ring.key == "menu"
    press(app, SPACE)
    assert isinstance(app.stack.top, MenuScene)


def test_the_arrows_walk_the_final_tableaux_and_say_why_each_card_scored(app):
    """The hover's reason by keyboard: the first arrow rings the first card of the first tableau and says why
    it scored; Right crosses from one tableau to the next; the pointer takes over again when it moves."""
    from castlecombo.combo.ui.tableau_board import reason
    from castlecombo.kit import draw

    ending = finished_combo(app, ["human", "easy"])
    press(app, pygame.K_RIGHT)
    first = ending.boards[0]
    assert ending.card == (0, 0) and ringed(app.screen, first.rects[0])
    for _ in range(3):
        press(app, pygame.K_RIGHT)
    press(app, pygame.K_DOWN)
    assert ending.card == (1, 3)  # the second tableau's first column, middle row
    with draw.recording() as drawn:
        app.stack.draw(app.screen)
    said = [t.words for t in drawn]
    because = reason(ending.boards[1].entry(3))
    assert any(because.startswith(line) and ":" in line for line in said)  # the reason's first line
    for _ in range(9):  # the walk stops at the last column
        press(app, pygame.K_RIGHT)
    assert ending.card == (1, 5)
    press(app, ENTER)  # Enter still opens the score pad
    assert isinstance(app.stack.top, ScoringScene)
    app.stack.pop()
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    app.step(0.016)
    assert ending.card is None


def notes_drawn(monkeypatch, module) -> list[pygame.Rect]:
    """Where ``module``'s scene drew the note over Play again, frame by frame (the real drawing, watched)."""
    from castlecombo.kit import enter_note

    drawn: list[pygame.Rect] = []

    def watched(surface, ring, button, s):
        box = enter_note.draw_enter_note(surface, ring, button, s)
        if box is not None:
            assert box.bottom < button.top and surface.get_rect().contains(box)  # over the button, on the screen
            drawn.append(box)
        return box

    monkeypatch.setattr(module, "draw_enter_note", watched)
    return drawn


def test_enter_on_the_ringed_button_of_the_score_pad_and_enter_alone_rings_play_again_first(app, monkeypatch):
    from castlecombo.combo.ui import scoring_scene

    notes = notes_drawn(monkeypatch, scoring_scene)
    ending = finished_combo(app, ["easy", "hard"])
    press(app, ENTER)  # no ring: Enter opens the score pad, as before
    pad = app.stack.top
    assert isinstance(pad, ScoringScene)
    pad.update(10.0)
    press(app, TAB)  # no Review for AIs alone: Tab begins at Replay, then Tableaux
    assert pad.ring.key == "replay"
    press(app, TAB)
    assert pad.ring.key == "back"
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    app.step(0.016)
    assert pad.ring.key is None and not ringed(app.screen, pad.back.rect)  # the pointer hides the ring
    assert not notes  # Tab rang buttons: no note
    press(app, ENTER)  # Enter with no ring rings Play again (Enter twice from the tableaux began a game unasked)
    assert app.stack.top is pad and pad.ring.key == "again" and ringed(app.screen, pad.again.rect)
    assert notes  # and says what the next Enter does (playtest 343 pressed it into a new game unasked)
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    assert pad.note_lines and not set(pad.note_lines) & {line.words for line in lines}  # over the footnote (344)
    press(app, ENTER)  # and the next Enter plays again
    assert isinstance(app.stack.top, TableScene) and app.stack.top is not ending


def test_tab_rings_each_button_of_the_castle_rooms_ending_and_enter_presses_it(app):
    state = table(2, lines={0: [((SS,) * 2, UP, False)], 1: [((SS,) * 3, UP, False)]}, pile_size=0)
    state.apply(A.END_TURN)
    assert state.is_over
    app.show_menu()
    ending = RoomsEndingScene(app, state, default_seats(["human", "easy"]), [])
    app.stack.push(ending)
    app.step(0.016)
    walked = []
    for _ in range(4):
        press(app, TAB)
        walked.append(ending.ring.key)
    assert walked == ["menu", "table", "again", "menu"]
    assert ringed(app.screen, ending.buttons["menu"]) and not ringed(app.screen, ending.buttons["again"])
    press(app, TAB)
    assert ringed(app.screen, ending.buttons["table"])
    app.step(0.5)  # the ending takes no Enter in its first half second (keys of the last play, a playtest)
    press(app, ENTER)  # See the table: the scene below (here the menu)
    assert isinstance(app.stack.top, MenuScene)
    app.stack.push(ending)
    press(app, TAB)
    assert ending.ring.key == "again"
    press(app, ENTER)
    assert isinstance(app.stack.top, RoomsTable)


def test_the_rules_pages_ring_next_and_enter_or_space_on_the_last_page_leaves(app):
    app.show_menu()
    for scene_type, key in ((RulesScene, ENTER), (RoomsRulesScene, SPACE)):
        app.stack.push(scene_type(app))
        app.step(0.016)
        rules = app.stack.top
        assert isinstance(rules, scene_type)
        assert ringed(app.screen, rules.next.rect)  # the button Enter presses is shown from the start
        press(app, key)
        assert rules.page == 1
        press(app, TAB)  # Back to menu, then Previous
        press(app, TAB)
        assert ringed(app.screen, rules.prev.rect) and not ringed(app.screen, rules.next.rect)
        press(app, key)
        assert rules.page == 0 and ringed(app.screen, rules.next.rect)  # Previous greyed: the ring goes on
        post(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
        app.step(0.016)
        assert not ringed(app.screen, rules.next.rect)
        for _ in range(rules.page_count - 1):
            press(app, pygame.K_RIGHT)
        assert rules.page == rules.page_count - 1 and rules.next.label == "Done"
        assert ringed(app.screen, rules.next.rect)  # a key brings the ring back, on Done
        press(app, key)
        assert isinstance(app.stack.top, MenuScene)


def test_replay_from_the_score_pad_watches_the_game_and_esc_comes_back(app):
    """A playtest looked for a replay after the game: only Statistics offered one. The score pad has it."""
    from castlecombo.combo.ui.replay_scene import ReplayScene

    ending = finished_combo(app, ["human", "hard"])
    press(app, ENTER)
    pad = app.stack.top
    assert isinstance(pad, ScoringScene) and pad.replay.visible
    pad.update(10.0)
    pad.replay.on_click()
    app.step(0.016)
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    assert list(replay.record.actions) == list(pad.state.actions) and ending in app.stack.scenes
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is pad


def test_replay_from_the_castle_rooms_ending_watches_the_game(app):
    """The Castle Rooms ending offered Menu, See the table and Play again: no way to watch the game again."""
    from castlecombo.app.options import default_seats
    from castlecombo.rooms.ui.replay_scene import RoomsReplay
    from castlecombo.rooms.ui.table import RoomsTable

    app.start_game(default_seats(["human", "easy"]), 5, 0, "rooms")
    table = app.stack.find(RoomsTable)
    app.step(0.016)
    while not table.state.is_over:
        table.state.apply(table.state.legal_actions()[0])
    table.save = table.save.with_actions(table.state.actions)
    table.show_ending()
    app.step(0.016)
    ending = app.stack.top
    assert isinstance(ending, RoomsEndingScene) and "replay" in ending.buttons
    ending.press("replay")
    app.step(0.016)
    assert isinstance(app.stack.top, RoomsReplay)


def test_the_last_card_played_is_outlined_dashed_and_the_legend_says_so(app):
    """Playtests took a solid light ring round the last card for the keyboard's focus, then found a "last card"
    tag covering its cost and shields: a dashed gold outline marks it, and a line says what it means."""
    from castlecombo.kit import draw

    ending = finished_combo(app, ["human", "easy"])
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    assert "Dashed outline: the last card played" in [line.words for line in lines]
    board = next(b for b in ending.boards if b.lit is not None)
    frame = board.rects[board.lit].inflate(8, 8)
    edge = [app.screen.get_at((x, frame.top + 1))[:3] == theme.ACCENT[:3]
            for x in range(frame.left + 2, frame.right - 2)]
    assert 0.4 < sum(edge) / len(edge) < 0.9  # dashes and gaps along the top


def test_esc_on_the_final_tableaux_goes_back_to_the_score_pad_once_it_was_opened(app):
    """A playtest: score pad, then 'Tableaux', then Esc: the main menu, and that game's pad could not be opened
    again. Esc goes one step back, as in the replay and the review."""
    ending = finished_combo(app, ["human", "easy"])
    press(app, ENTER)
    pad = app.stack.top
    assert isinstance(pad, ScoringScene)
    pad.update(10.0)
    pad.back.on_click()  # 'Tableaux': back to the final tableaux
    app.step(0.016)
    assert app.stack.top is ending
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ScoringScene)


def test_v_on_the_final_tableaux_shows_the_card_the_arrows_or_the_pointer_are_on_large(app):
    """A playtest: V, which shows a card large at the table, did nothing on the final tableaux."""
    from castlecombo.combo.engine.tableau import EMPTY, card_of
    from castlecombo.combo.ui.card_views import CardZoom

    ending = finished_combo(app, ["human", "easy"])
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    seat, place = ending.card
    value = ending.boards[seat].cells[place]
    assert value != EMPTY
    press(app, pygame.K_v)
    zoom = app.stack.top
    assert isinstance(zoom, CardZoom) and zoom.card == card_of(value)
    press(app, pygame.K_v)  # any key closes it
    assert app.stack.top is ending
    board = ending.boards[1]
    place = next(i for i, v in enumerate(board.cells) if v != EMPTY)
    post(pygame.MOUSEMOTION, pos=board.rects[place].center, rel=(1, 1), buttons=(0, 0, 0))
    app.step(0.016)
    press(app, pygame.K_v)
    assert isinstance(app.stack.top, CardZoom) and app.stack.top.card == card_of(board.cells[place])
    # the card's tip stays under the tableaux: over the card shown large it read "…r key: 19 × 1" (playtest 172)
    from castlecombo.combo.ui.tableau_board import reason
    from castlecombo.kit import draw

    with draw.recording() as lines:
        app.stack.draw(app.screen)
    said = reason(board.entry(place))
    assert not any(line.words in said for line in lines if len(line.words) > 8), [line.words for line in lines]
    app.stack.pop()
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    assert any(line.words in said for line in lines if len(line.words) > 8)  # on the tableaux, said as before


def test_a_face_down_cards_caption_stands_on_a_band_of_its_own_over_the_final_tableaux(app):
    """A playtest: the caption under a face-down card shown large was drawn over the dimmed Menu and Play again
    buttons of the final tableaux. It stands on a dark band across the window's foot."""
    from castlecombo.combo.engine.tableau import EMPTY, card_of, is_face_down
    from castlecombo.combo.ui.card_views import CardZoom
    from castlecombo.kit import draw

    ending = finished_combo(app, ["human", "easy"])
    seat, place = next((s, i) for s, b in enumerate(ending.boards) for i, v in enumerate(b.cells)
                       if v != EMPTY and is_face_down(v))
    app.stack.push(CardZoom(app, card_of(ending.boards[seat].cells[place]), True))
    with draw.recording() as drawn:
        app.stack.draw(app.screen)
    caption = next(t for t in drawn if "face down" in t.words)
    for x in (ending.menu.rect.centerx, ending.pad.rect.centerx):
        assert app.screen.get_at((x, caption.rect.centery - caption.rect.h // 2 - 1))[:3] == theme.PANEL


def rooms_ending_over_the_menu(app) -> RoomsEndingScene:
    """The ending of a 2-player Castle Rooms game won on an empty pile, shown over the menu past its first half
    second (when it takes no key)."""
    state = table(2, lines={0: [((SS,) * 2, UP, False)], 1: [((SS,) * 3, UP, False)]}, pile_size=0)
    state.apply(A.END_TURN)
    app.show_menu()
    ending = RoomsEndingScene(app, state, default_seats(["human", "easy"]), [])
    app.stack.push(ending)
    app.step(0.5)
    return ending


def test_enter_alone_on_the_castle_rooms_ending_rings_play_again_first_and_esc_goes_to_the_menu(app, monkeypatch):
    """Playtest 83: Enter on the Castle Rooms ending went to the menu, whose Enter continued a Castle Combo game, and
    a keyboard player never saw who won. As on the score pad, the first Enter rings Play again, the next presses it;
    a note over it says so (playtest 343 pressed on into a new game unasked). The pointer's move takes it away."""
    from castlecombo.rooms.ui import ending as ending_module

    notes = notes_drawn(monkeypatch, ending_module)
    ending = rooms_ending_over_the_menu(app)
    assert not notes
    again = ending.buttons["again"]  # gold, the button to press, as on Castle Combo's score pad (playtest 344)
    assert app.screen.get_at((again.centerx, again.top + 3))[:3] == theme.PRIMARY[:3]
    assert app.screen.get_at((ending.buttons["menu"].centerx, ending.buttons["menu"].top + 3))[:3] != theme.PRIMARY[:3]
    press(app, ENTER)
    assert app.stack.top is ending and ending.ring.key == "again" and ringed(app.screen, ending.buttons["again"])
    assert notes
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    app.step(0.016)
    del notes[:]
    app.step(0.016)
    assert not notes and ending.ring.key is None
    press(app, ENTER)
    assert notes
    press(app, ENTER)
    assert isinstance(app.stack.top, RoomsTable)
    app.stack.push(ending)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_the_arrows_walk_the_castle_rooms_endings_buttons(app):
    """Playtest 92 pressed Tab, then Right three times to reach Play again, and Enter pressed Menu: the arrows did
    nothing there. They go to the button that lies that way, and stay at the last."""
    ending = rooms_ending_over_the_menu(app)
    press(app, pygame.K_TAB)
    left_to_right = sorted(ending.buttons, key=lambda name: ending.buttons[name].x)
    assert ending.ring.key == left_to_right[0]
    walked = []
    for _ in range(len(left_to_right)):
        press(app, pygame.K_RIGHT)
        walked.append(ending.ring.key)
    assert walked == [*left_to_right[1:], left_to_right[-1]]
    press(app, pygame.K_LEFT)
    assert ending.ring.key == left_to_right[-2] and ringed(app.screen, ending.buttons[left_to_right[-2]])


def test_the_arrows_ring_the_score_pads_buttons_as_on_the_menu(app):
    """Playtest 118 pressed Right, Right, Enter on the score pad: the arrows did nothing, and Enter rang Play again
    where he meant another button. The arrows move the ring to the button that lies that way, as on the menu and
    Castle Rooms' ending."""
    finished_combo(app, ["easy", "hard"])
    press(app, ENTER)
    pad = app.stack.top
    assert isinstance(pad, ScoringScene)
    pad.update(10.0)
    press(app, pygame.K_RIGHT)
    first = pad.ring.key
    assert first is not None and ringed(app.screen, dict(pad.controls())[first].rect)
    press(app, pygame.K_RIGHT)
    second = pad.ring.key
    assert second is not None and second != first
    assert dict(pad.controls())[second].rect.centerx > dict(pad.controls())[first].rect.centerx
    press(app, pygame.K_LEFT)
    assert pad.ring.key == first


def test_tab_on_the_final_tableaux_takes_the_mark_off_the_card_the_arrows_were_on(app):
    """Playtest 118: a card ringed by the arrows and Menu ringed by Tab at once; Enter pressed Menu. Tab rings a
    button and the card's mark goes; an arrow brings the card back and the button's ring goes, as before."""
    ending = finished_combo(app, ["human", "easy"])
    press(app, pygame.K_RIGHT)
    assert ending.card == (0, 0)
    press(app, TAB)
    assert ending.ring.key is not None and ending.card is None
    assert not ringed(app.screen, ending.boards[0].rects[0])
    press(app, pygame.K_RIGHT)
    assert ending.card == (0, 0) and ending.ring.key is None


def test_esc_on_the_final_tableaux_opens_the_score_pad_whose_esc_goes_to_the_menu(app):
    """Playtest 293 pressed Esc on the final tableaux to put away a card's words and landed on the menu: the score
    pad never seen. Esc there opens the score pad; the pad's Esc goes to the menu."""
    finished_combo(app, ["human", "hard"])
    press(app, pygame.K_ESCAPE)
    pad = app.stack.top
    assert isinstance(pad, ScoringScene)
    press(app, pygame.K_ESCAPE)  # the first key ends the count-up
    assert app.stack.top is pad and pad.finished
    while pad.moment > 0 and app.stack.top is pad:  # and the winner's moment
        press(app, pygame.K_ESCAPE)
    if app.stack.top is pad:
        press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)
