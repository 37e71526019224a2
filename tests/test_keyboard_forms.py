"""New game and Settings by keyboard alone (a playtest: a player who keeps to the keyboard could not
reach most of their controls, and saw no focus). Tab and Shift+Tab walk a ring through every control in
reading order; the arrows change a choice, Enter or Space press; the mouse hides the ring."""

from __future__ import annotations

import pygame

from castlecombo.app.newgame import NewGameScene
from castlecombo.app.settings_scene import SettingsScene
from castlecombo.combo.ui.table import TableScene
from castlecombo.storage import files as storage
from ui_helpers import post, press, ringed

TAB, ENTER, SPACE, LEFT, RIGHT = pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT
SHIFT = pygame.KMOD_LSHIFT


def open_new_game(app) -> NewGameScene:
    """From the menu by keyboard: Tab to New game (where the ring is not on it already), Enter."""
    app.show_menu()
    menu = app.stack.top
    for _ in range(12):
        if menu.ring.key == "new":
            break
        press(app, TAB)
    press(app, ENTER)
    scene = app.stack.top
    assert isinstance(scene, NewGameScene)
    return scene


def tab_to(app, scene, key: str, limit: int = 40) -> None:
    """Press Tab until the focus is on the control ``key``."""
    for _ in range(limit):
        if scene.ring.key == key:
            return
        press(app, TAB)
    raise AssertionError(f"Tab never reached {key}: {[k for k, _c in scene.controls()]}")


def test_tab_walks_the_new_game_form_in_reading_order_with_a_ring(app):
    scene = open_new_game(app)
    app.stack.draw(app.screen)
    # opened by the keyboard: the ring on its first control (playtest 204 found none, and a second Enter started the
    # game with its AI's level unchosen)
    assert scene.ring.key == "game" and ringed(app.screen, scene.game_selector.rect)
    walked = []
    for _ in range(11):
        press(app, TAB)
        walked.append(scene.ring.key)
    # two seats: no × to remove one (there would be too few)
    assert walked == ["0.name", "0.kind", "0.colour", "1.name", "1.kind", "1.colour", "add", "first",
                      "back", "start", "game"]  # Back, Start: left to right, as drawn (playtest 204)
    assert ringed(app.screen, scene.game_selector.rect)
    assert not ringed(app.screen, scene.back_button.rect)
    press(app, TAB, SHIFT)
    assert scene.ring.key == "start" and ringed(app.screen, scene.start_button.rect)
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    app.step(0.016)
    assert scene.ring.key is None and not ringed(app.screen, scene.start_button.rect)  # the pointer is back


def test_arrows_change_the_focused_choice_and_enter_presses_the_focused_button(app):
    scene = open_new_game(app)
    press(app, RIGHT)
    assert scene.game == "rooms"
    press(app, LEFT)
    assert scene.game == "combo"
    tab_to(app, scene, "0.kind")
    press(app, RIGHT)
    assert scene.seats[0].kind == "easy"
    assert ringed(app.screen, scene.rows[0]["kind"].rect)
    tab_to(app, scene, "1.colour")
    theirs, mine = scene.seats[1].colour, scene.seats[0].colour
    press(app, LEFT)
    assert scene.seats[1].colour != theirs
    if scene.seats[1].colour == mine:  # the colour the first seat wore: it takes the second's
        assert scene.seats[0].colour == theirs
    tab_to(app, scene, "add")
    press(app, ENTER)
    press(app, SPACE)
    assert len(scene.seats) == 4 and scene.ring.key == "add"
    tab_to(app, scene, "first")
    press(app, RIGHT)
    press(app, RIGHT)
    assert scene.first_player == 1
    tab_to(app, scene, "3.remove")
    press(app, ENTER)  # the last seat goes; the focus goes on to the control after its ×
    assert len(scene.seats) == 3 and scene.ring.key == "add"
    assert ringed(app.screen, scene.add_button.rect)
    tab_to(app, scene, "start")
    press(app, ENTER)
    assert isinstance(app.stack.top, TableScene)
    assert [seat.kind for seat in app.stack.top.save.seats] == ["easy", "medium", "medium"]


def test_enter_or_space_on_a_name_types_in_it_and_enter_leaves_it(app):
    scene = open_new_game(app)
    tab_to(app, scene, "1.name")
    press(app, SPACE, text=" ")  # the space that key types is not the name's first letter
    assert scene.typing()
    post(pygame.TEXTINPUT, text="Ann")
    press(app, ENTER)
    assert not scene.typing() and scene.seats[1].name == "Ann"
    assert isinstance(app.stack.top, NewGameScene)  # Enter left the name: it did not start the game
    assert scene.ring.key == "1.kind"  # and went on to how that seat plays, as Tab does (playtest 83)
    press(app, TAB, SHIFT)
    press(app, ENTER)
    post(pygame.TEXTINPUT, text="Bo")
    press(app, TAB)  # Tab from a name being typed keeps it and goes on to how that seat plays
    assert not scene.typing() and scene.seats[1].name == "Bo" and scene.ring.key == "1.kind"
    press(app, TAB, SHIFT)
    press(app, ENTER)
    press(app, TAB, SHIFT)  # and Shift+Tab to the control before the name
    assert not scene.typing() and scene.ring.key == "0.colour"


def test_enter_on_a_ringed_choice_goes_on_to_the_next_control_and_starts_nothing(app):
    """A playtest pressed Enter on a seat's colours, meaning to choose one, and the game started with seats it
    meant to remove."""
    scene = open_new_game(app)
    after_seats = "first" if scene.first_selector is not None else "start"  # past "+ Add a player" (below)
    for ringed_key, after in (("1.colour", after_seats), ("0.kind", "0.colour"), ("game", "0.name")):
        tab_to(app, scene, ringed_key)
        press(app, ENTER)
        assert app.stack.top is scene and scene.ring.key == after
    tab_to(app, scene, "start")
    press(app, ENTER)
    assert isinstance(app.stack.top, TableScene)


def test_enter_with_no_focus_still_starts_the_game_and_esc_still_goes_back(app):
    open_new_game(app)
    press(app, TAB)
    press(app, pygame.K_ESCAPE)
    assert not isinstance(app.stack.top, NewGameScene)
    open_new_game(app)
    press(app, TAB)
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))  # the pointer hides the focus
    press(app, ENTER)
    assert isinstance(app.stack.top, TableScene)


def open_settings(app) -> SettingsScene:
    """From the menu by keyboard: Tab to Settings, Enter."""
    app.show_menu()
    menu = app.stack.top
    while menu.focus != "settings":
        press(app, TAB)
    press(app, ENTER)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    return scene


def test_tab_walks_every_setting_and_the_keys_change_them(app):
    scene = open_settings(app)
    walked = [scene.ring.key]  # opened by the keyboard: its first row ringed already (playtest 90)
    for _ in range(10):
        press(app, TAB)
        walked.append(scene.ring.key)
    assert walked == ["language", "window", "fullscreen", "pace", "animation", "sound", "master", "effects",
                      "scale", "done", "language"]
    assert ringed(app.screen, scene.language.rect)
    tab_to(app, scene, "pace")
    press(app, RIGHT)
    assert app.settings.ai_pace == "fast" and storage.load_settings()[0].ai_pace == "fast"
    assert ringed(app.screen, scene.pace.rect)
    tab_to(app, scene, "master")
    level = app.settings.master_volume
    press(app, LEFT)
    assert app.settings.master_volume == (level - 1) // 5 * 5
    press(app, RIGHT)
    press(app, RIGHT)
    assert app.settings.master_volume == min(100, ((level - 1) // 5 + 2) * 5)
    assert ringed(app.screen, scene.master.rect)
    tab_to(app, scene, "sound")
    press(app, SPACE)
    assert app.settings.sound is False
    press(app, TAB)  # a volume, off with the sound, still stops the ring: passed by, its arrows went to the next
    assert scene.ring.key == "master"  # row (playtest 256)
    press(app, TAB, SHIFT)
    press(app, SPACE)
    assert app.settings.sound is True
    press(app, pygame.K_l)  # L still picks the next language, the focus where it is
    assert app.settings.language != "en" and scene.ring.key == "sound"
    press(app, pygame.K_l, SHIFT)
    tab_to(app, scene, "done")
    press(app, SPACE)
    assert not isinstance(app.stack.top, SettingsScene)


def test_enter_in_settings_turns_a_ringed_switch_goes_on_from_a_choice_and_closes_otherwise(app):
    """A playtest pressed Enter on the ringed Sound switch, as the menu's keys said Enter presses what is ringed,
    and Settings closed with the sound still on."""
    scene = open_settings(app)
    tab_to(app, scene, "sound")
    press(app, ENTER)
    assert app.stack.top is scene and app.settings.sound is False and scene.ring.key == "sound"
    press(app, ENTER)
    assert app.settings.sound is True
    tab_to(app, scene, "pace")
    pace = app.settings.ai_pace
    press(app, ENTER)  # a choice: Enter goes on to the next control and changes nothing
    assert app.stack.top is scene and scene.ring.key == "animation" and app.settings.ai_pace == pace
    tab_to(app, scene, "done")
    press(app, ENTER)
    assert not isinstance(app.stack.top, SettingsScene)
    scene = open_settings(app)
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))  # the pointer hides the ring
    press(app, ENTER)  # nothing ringed: Enter closes
    assert not isinstance(app.stack.top, SettingsScene)


def test_typing_on_a_ringed_name_starts_typing_it(app):
    """A keyboard playtest Tabbed to seat 2's name and typed "X": nothing happened, no caret, until Enter.
    A character typed on a ringed name field types it, replacing the name given."""
    scene = open_new_game(app)
    tab_to(app, scene, "1.name")
    post(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="X", scancode=0)
    post(pygame.TEXTINPUT, text="X")
    app.step(0.016)
    post(pygame.TEXTINPUT, text="ena")
    app.step(0.016)
    assert scene.typing() and scene.seats[1].name == "Xena"
    press(app, ENTER)
    assert not scene.typing() and isinstance(app.stack.top, NewGameScene)


def test_ctrl_a_selects_the_whole_name_so_backspace_or_typing_replaces_it(app):
    """A playtest pressed Ctrl+A, Backspace and typed "J" in "João Pedro Albuquerq": it got "João Pedro
    AlbuquerJ" (Ctrl+A did nothing, Backspace took one letter). Ctrl+A selects the name, as in any field."""
    scene = open_new_game(app)
    tab_to(app, scene, "1.name")
    press(app, ENTER)  # typing in it, the name selected
    press(app, pygame.K_END)  # the caret after the name, nothing selected
    post(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_LCTRL, unicode="", scancode=0)
    press(app, pygame.K_BACKSPACE)
    assert scene.seats[1].name == ""
    post(pygame.TEXTINPUT, text="Jo")
    app.step(0.016)
    post(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_LCTRL, unicode="", scancode=0)
    post(pygame.TEXTINPUT, text="Ana")
    app.step(0.016)
    assert scene.seats[1].name == "Ana"


def test_the_focus_ring_is_told_apart_from_a_primary_buttons_gold_edge(app):
    """A keyboard playtest: on a gold (primary) button the focus ring looked like the gold edge every such button
    has. The ring is drawn in a colour far from the buttons' gold, and Tab to the primary Start button shows it."""
    import math

    from castlecombo.app.newgame import NewGameScene
    from castlecombo.kit import draw, theme
    from castlecombo.kit.focus import draw_ring

    surface = pygame.Surface((200, 100))
    surface.fill(theme.BACKGROUND)
    rect = pygame.Rect(50, 30, 100, 40)
    draw.button_frame(surface, rect, lit=True)
    draw_ring(surface, rect, 1.0)
    ring = surface.get_at((rect.centerx, rect.top - 2))[:3]
    assert math.dist(ring, theme.ACCENT) > 150 and math.dist(ring, theme.HIGHLIGHT) > 150
    scene = NewGameScene(app)
    app.stack.push(scene)
    scene.draw(app.screen)
    while scene.ring.key != "start":
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))
    scene.draw(app.screen)
    assert ringed(app.screen, scene.start_button.rect)


def test_back_keeps_the_seats_set_up_for_the_next_time_the_form_opens(app):
    """A playtest removed two seats, went Back by mistake and found the form as before on its return."""
    scene = open_new_game(app)
    tab_to(app, scene, "add")
    press(app, ENTER)
    tab_to(app, scene, "2.name")
    press(app, ENTER)
    post(pygame.TEXTINPUT, text="Bartholomew")
    press(app, ENTER)
    assert [s.name for s in scene.seats][2] == "Bartholomew"
    press(app, pygame.K_ESCAPE)
    assert not isinstance(app.stack.top, NewGameScene)
    again = open_new_game(app)
    assert len(again.seats) == 3 and again.seats[2].name == "Bartholomew"
    assert storage.load_settings()[0].last_seats[2].name == "Bartholomew"  # kept after a restart too


def test_enter_after_enter_walks_the_choices_to_start_and_adds_or_removes_no_seat(app):
    """Playtest 83: Enter after Enter went from choice to choice onto "+ Add a player", and three more Enters added
    three seats (after removing one, onto the next ×). Enter walks past the buttons that add or remove a seat, to
    Start, which the last Enter presses."""
    scene = open_new_game(app)
    tab_to(app, scene, "game")
    seats = len(scene.seats)
    walked = []
    for _ in range(4 * seats + 4):
        press(app, ENTER)
        if app.stack.top is not scene:
            break
        walked.append(scene.ring.key)
        assert len(scene.seats) == seats, walked
    assert isinstance(app.stack.top, TableScene), walked
    assert not any(key.endswith((".remove", "add")) for key in walked)


def test_question_mark_on_the_new_game_form_lists_its_keys_and_types_into_a_name(app):
    """Playtest 88 pressed ? on the new game form, as at the menu and the tables, and nothing came."""
    from castlecombo.kit import draw
    from castlecombo.kit.shortcuts import ShortcutsScene

    scene = open_new_game(app)
    press(app, pygame.K_SLASH, pygame.KMOD_SHIFT, "?")
    assert isinstance(app.stack.top, ShortcutsScene)
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    said = " ".join(line.words for line in lines)
    assert "Tab / Shift+Tab" in said and "with none ringed, Enter starts the game" in said
    press(app, pygame.K_ESCAPE)  # any key closes it
    assert app.stack.top is scene
    tab_to(app, scene, "1.name")
    press(app, ENTER)  # typing the name: ? is a character of it
    post(pygame.TEXTINPUT, text="?")
    app.step(0.016)
    assert app.stack.top is scene and scene.seats[1].name.endswith("?")


def test_up_and_down_go_from_row_to_row_in_settings(app):
    """Playtest 92 pressed Down in Settings and nothing moved: Up and Down walk the rows as Tab does, while Left and
    Right still change the ringed row's value."""
    scene = open_settings(app)
    assert scene.ring.key == "language"
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    assert scene.ring.key == "fullscreen"
    press(app, pygame.K_UP)
    assert scene.ring.key == "window"
    pace = app.settings.ai_pace
    tab_to(app, scene, "pace")
    press(app, RIGHT if pace != "fast" else LEFT)
    assert app.settings.ai_pace != pace and scene.ring.key == "pace"


def test_an_arrow_the_ringed_button_does_not_use_goes_to_the_control_that_way(app):
    """Playtest 92 pressed Left on "Start the game" to reach Back, and nothing moved."""
    scene = open_new_game(app)
    tab_to(app, scene, "start")
    start = dict(scene.controls())["start"].rect
    press(app, LEFT)
    left = dict(scene.controls())[scene.ring.key].rect
    assert scene.ring.key != "start" and left.right <= start.left and isinstance(app.stack.top, NewGameScene)
    press(app, RIGHT)
    assert scene.ring.key == "start"


def test_a_game_started_by_the_keys_opens_with_the_cursor_on_the_lit_row_and_a_click_puts_it_away(app):
    """Playtest 204 (keyboard only) started a game by Enter and found no cursor at his first turn, the hint speaking of
    dragging. The person who walked the form by the keys finds the cursor on the lit row's first card; the first Esc
    puts it away (the ring reads as a card chosen) and the next leaves for the menu; after a click it stays away."""
    from castlecombo.app.menu import MenuScene
    from castlecombo.combo.ui import table_keys

    scene = open_new_game(app)
    tab_to(app, scene, "first")
    press(app, RIGHT)  # the first seat (a person) plays first
    press(app, ENTER)
    press(app, ENTER)  # past Back, onto Start, which Enter presses
    table = app.stack.top
    assert isinstance(table, TableScene) and table.human_can_take()
    assert table.input.cursor == table_keys.start(table.state)
    assert "Enter: choose" in table.input.hint()
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is table and table.input.cursor is None
    post(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)
    app.step(0.016)
    table.input.reset()  # as a turn beginning does
    assert table.input.cursor is None and table.input.hint() == ""
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_the_menu_rings_the_button_enter_presses_once_the_keys_lead_and_not_after_a_click(app):
    """Playtest 206 (keyboard only): the menu showed no ring until the first Tab, and from Statistics three Tabs led
    to the wrong game. Once the person plays by the keys, the menu opens with its ring where Enter goes; after a
    click it opens as before, nothing ringed."""
    from castlecombo.app.menu import MenuScene

    app.show_menu()
    assert app.stack.top.ring.key is None  # nothing pressed yet
    press(app, TAB)
    app.show_menu()
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and menu.ring.key == "new"
    app.stack.draw(app.screen)
    assert ringed(app.screen, menu.buttons["new"].rect)
    post(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)
    app.step(0.016)
    app.show_menu()
    assert app.stack.top.ring.key is None


def test_statistics_and_the_settings_over_a_table_open_ringed_once_the_keys_lead(app):
    """Playtest 302 (keyboard only): Settings from the menu opened with its first control ringed, but Statistics and
    the settings opened by F2 over a table did not, and Enter there did nothing until a Tab. Once the keys lead,
    both open with their first control ringed; after a click, as before, nothing ringed."""
    from castlecombo.app.settings_scene import SettingsScene
    from castlecombo.app.statistics_scene import StatisticsScene
    from castlecombo.app.window import default_seats

    app.show_menu()
    press(app, TAB)
    assert app.keys_lead
    app.stack.top.on_statistics()
    stats = app.stack.top
    assert isinstance(stats, StatisticsScene) and stats.ring.key is not None
    app.start_game(default_seats(["human", "easy"]), 5, 0)
    app.step(0.016)
    press(app, pygame.K_F2)
    settings = app.stack.top
    assert isinstance(settings, SettingsScene) and settings.ring.key is not None
    press(app, pygame.K_ESCAPE)
    post(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)
    app.step(0.016)
    app.open_settings()
    assert not app.keys_lead and app.stack.top.ring.key is None


def test_enter_before_any_click_leads_the_keys_and_the_cursor_comes_back_from_the_menu(app):
    """Playtest 236 (keyboard only): after a restart she continued her game by Enter and the table showed no
    cursor, its help line speaking of the mouse; after Esc (the cursor put away) and Esc (the menu), back at the
    table there was none either. Enter or Space before any click of the run say the keys lead; back at the table
    from a scene over it, the cursor comes back. After a click, Enter alone no longer does."""
    from castlecombo.app.window import default_seats
    from castlecombo.kit import focus

    assert not app.keys_lead
    app.show_menu()
    press(app, pygame.K_RETURN)  # on the menu, before any click
    assert app.keys_lead
    app.start_game(default_seats(["human", "easy"]), 5, 0)
    table = app.stack.top
    assert isinstance(table, TableScene)
    app.step(0.016)
    assert table.input.cursor is not None
    press(app, pygame.K_ESCAPE)  # the cursor put away
    assert table.input.cursor is None
    press(app, pygame.K_ESCAPE)  # the menu
    assert app.stack.top is not table
    press(app, pygame.K_ESCAPE)  # back to the game (continued from its save)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.input.cursor is not None
    press(app, pygame.K_ESCAPE)  # the cursor put away, then the rules over the table, and back
    press(app, pygame.K_F1)
    assert app.stack.top is not table
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is table and table.input.cursor is not None
    clicked = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)
    assert focus.keys_lead_after(clicked, True, False, True) == (False, True)
    assert focus.keys_lead_after(enter, False, True, True) == (False, True)  # a click seen: Enter does not lead
    assert focus.keys_lead_after(enter, False, False, True) == (True, False)
    assert focus.keys_lead_after(enter, False, False, False) == (False, False)  # a cover's Enter: anyone's


def test_f1_on_a_button_of_neither_game_opens_the_rules_of_the_game_left(app):
    """Playtest 302 played Castle Rooms alone; back at the menu with Statistics ringed, F1 opened Castle Combo's
    rules. On a button of neither game, F1 opens the rules of the game the person came from."""
    from castlecombo.app.window import default_seats
    from castlecombo.combo.ui.rules_scene import RulesScene
    from castlecombo.rooms.ui.rules_scene import RoomsRulesScene

    for game, rules in (("rooms", RoomsRulesScene), ("combo", RulesScene)):
        app.start_game(default_seats(["human", "easy"]), 5, 0, game)
        app.step(0.016)
        app.show_menu()
        menu = app.stack.top
        menu.ring.key = "statistics"
        press(app, pygame.K_F1)
        assert isinstance(app.stack.top, rules), game
        app.stack.pop()


def test_new_games_seat_numbers_are_drawn_in_each_seats_shape(app):
    """Playtest 246, red-green colour-blind: the numbered badges were all circles, so red "1" and green "3" were
    told apart by their numbers alone. Each badge takes its seat's shape (a square's corner is filled, a circle's
    is not)."""
    from castlecombo.app.newgame import NewGameScene
    from castlecombo.kit import draw

    scene = NewGameScene(app, "combo")
    app.stack.push(scene)
    scene.add_seat()
    app.step(0.016)
    s = draw.ui_scale(app.size)
    cx = scene.layout.columns["num"] + int(14 * s)
    corners = []
    for i, row in enumerate(scene.rows[:2]):
        r = int(15 * s)
        corners.append(tuple(app.screen.get_at((cx + int(0.74 * r), row["cy"] - int(0.74 * r))))[:3]
                       == draw.seat_colour(scene.seats[i].colour)[:3])
    assert corners == [False, True]  # seat 1 a circle, seat 2 a square


def test_going_full_screen_by_keys_keeps_the_ring_on_the_switch(app):
    """Playtest 256 pressed Space on Full screen in Settings: the window changed under a still pointer, SDL told of
    the pointer's new place as a motion, the ring went and the next Space pressed nothing. The motion the window's
    change makes is not the player's; a move of theirs after it hides the ring as before."""
    scene = open_settings(app)
    tab_to(app, scene, "fullscreen")
    full = app.settings.fullscreen
    press(app, SPACE)
    assert app.settings.fullscreen != full
    post(pygame.MOUSEMOTION, pos=(85, 48), rel=(85, 48), buttons=(0, 0, 0))  # the window moved, not the mouse
    app.step(0.016)
    assert scene.ring.key == "fullscreen"
    press(app, SPACE)
    assert app.settings.fullscreen == full
    app.display.moved_at = -10_000  # a moment later
    post(pygame.MOUSEMOTION, pos=(90, 50), rel=(5, 2), buttons=(0, 0, 0))
    app.step(0.016)
    assert scene.ring.key is None


def test_question_mark_lists_the_keys_of_the_screens_that_had_no_list(app):
    """Playtest 302 (keyboard only) pressed "?" on the rules, Statistics, Settings and a replay, as on the menu and
    the tables, and nothing came. Each lists its keys; any key closes the list, back on the screen."""
    from castlecombo.app.statistics_scene import StatisticsScene
    from castlecombo.combo.ui.replay_scene import ReplayScene
    from castlecombo.combo.ui.review_scene import ReviewScene
    from castlecombo.combo.ui.rules_scene import RulesScene
    from castlecombo.kit.shortcuts import ShortcutsScene
    from castlecombo.rooms.ui.replay_scene import RoomsReplay
    from castlecombo.rooms.ui.rules_scene import RoomsRulesScene
    from test_replay_ui import finished_record
    from test_rooms_i18n import _random_rooms_record

    screens = [RulesScene(app), RoomsRulesScene(app), StatisticsScene(app), SettingsScene(app),
               ReplayScene(app, finished_record(2)), RoomsReplay(app, _random_rooms_record(3, 4))]
    for scene in screens:
        app.stack.push(scene)
        app.step(0.016)
        press(app, pygame.K_SLASH, pygame.KMOD_SHIFT, "?")
        listing = app.stack.top
        assert isinstance(listing, ShortcutsScene), type(scene).__name__
        keys = [keys for keys, _does in listing.rows()]
        assert "?" in keys and any(k.startswith("Esc") for k in keys), keys
        press(app, pygame.K_ESCAPE)
        assert app.stack.top is scene
        app.stack.pop()
    assert ("1, 2, 3", "the costliest moments, on the table") in ReviewScene.keys_help
    # where a name is typed, "?" is a letter of it
    app.stack.push(NewGameScene(app, "combo"))
    app.step(0.016)
    assert not app.stack.top.keys_help
