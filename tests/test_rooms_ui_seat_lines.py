"""Another seat's lines, large, over the Castle Rooms table (two playtests found the others' rooms too small to
read): a click on their panel or O opens them, Left/Right go round the others, a click or Esc closes."""

from __future__ import annotations

import pygame

from castlecombo.kit import draw
from castlecombo.rooms.ai import players as P
from castlecombo.rooms.ui.seat_lines import SeatLines
from castlecombo.rooms.ui.shortcuts import lines as shortcut_lines
from test_rooms_ui_table import click, key, start


def _play_a_few_rounds(app, table, longest: int = 5) -> None:
    """Let medium play every seat until some line has ``longest`` rooms and it is seat 0's turn again."""
    s = table.state
    seed = 0
    while max([len(line.rooms) for ls in s.lines for line in ls] or [0]) < longest or s.current != 0:
        s.apply(P.choose("medium", s.observation(s.current), seed))
        seed += 1
    table.input.reset()
    app.step(0.016)


def test_a_click_on_a_rivals_panel_shows_their_lines_larger_and_left_right_go_round_the_others(app):
    table = start(app, ("human", "easy", "easy", "easy"))
    _play_a_few_rounds(app, table)
    panels = table.view.layout.panels
    click(app, panels[2].rect.center)
    scene = app.stack.top
    assert isinstance(scene, SeatLines) and scene.seat == 2
    assert scene.panel.card[0] >= 2 * panels[2].card[0]  # the rooms at least twice as wide as on the table
    with draw.recording() as drawn:
        app.step(0.016)
    assert any(t.words == table.view.seat_name(2) for t in drawn)
    assert all(scene.panel.rect.contains(scene.panel.room_rect(li, len(line.rooms)))
               for li, line in enumerate(table.state.lines[2]))  # every line whole, with its end slot
    seen = [scene.seat]
    for _ in range(3):
        key(app, pygame.K_RIGHT)
        seen.append(scene.seat)
    assert seen == [2, 3, 0, 1]  # the others in turn, then your own
    key(app, pygame.K_LEFT)
    assert scene.seat == 0
    click(app, (5, 5))
    assert app.stack.top is table
    click(app, panels[0].rect.center)  # your own panel: nothing opens
    assert app.stack.top is table


def test_the_magnifier_of_your_own_panel_shows_your_lines_large_where_they_have_grown_small(app):
    """Playtests 90 and 91 at 1280x720: each new line shrank your own rooms (46 px at 150 % with five lines), and
    only the others' lines could be seen large. The magnifier in your panel's corner (or O, after the others)
    shows yours large; a click elsewhere on your panel still opens nothing."""
    from castlecombo.rooms.ui.seat_panel import zoom_mark_rect
    from ui_helpers import post

    for game in range(5, 40):  # a game where medium, in your seat, starts a fourth line
        table = start(app, ("human", "easy", "easy"), game)
        s = table.state
        seed = 0
        while not s.is_over and (len(s.lines[0]) < 4 or s.current != 0):
            s.apply(P.choose("medium", s.observation(s.current), seed))
            seed += 1
        if not s.is_over:
            break
    table.input.reset()
    app.step(0.016)
    own = table.view.layout.panels[0]
    mark = zoom_mark_rect(own, table.view.layout.scale)
    post(pygame.MOUSEMOTION, pos=mark.center, rel=(1, 1), buttons=(0, 0, 0))
    with draw.recording() as drawn:
        app.step(0.016)
    assert any(t.words.endswith(f"Click: see {table.view.seat_name(0)}'s lines enlarged") for t in drawn)
    click(app, mark.center)
    scene = app.stack.top
    assert isinstance(scene, SeatLines) and scene.seat == 0
    assert scene.panel.card[0] >= 1.25 * own.card[0]
    key(app, pygame.K_ESCAPE)
    click(app, (own.rect.right - mark.w * 3, own.rect.bottom - mark.h * 3))  # the panel beside it: nothing
    assert app.stack.top is table


def test_o_opens_the_next_players_lines_and_esc_closes_them_whoever_is_to_play(app):
    table = start(app, ("human", "easy"))
    key(app, pygame.K_o)
    scene = app.stack.top
    assert isinstance(scene, SeatLines) and scene.seat == 1
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table  # Esc closed the lines, it did not go to the menu


def test_with_a_card_chosen_a_click_on_a_rivals_panel_opens_nothing(app):
    table = start(app, ("human", "easy"))
    click(app, table.view.layout.hand[0].center)  # a card chosen: a click on the table plays or is refused
    assert table.input.selected == 0
    click(app, table.view.layout.panels[1].rect.center)
    assert not isinstance(app.stack.top, SeatLines)


def test_the_shortcuts_list_says_how_to_see_the_others_lines(app):
    said = dict(shortcut_lines())
    assert "O" in said and "Click a player" in said


def test_the_pointer_on_a_rivals_panel_says_under_the_hand_what_a_click_does(app):
    from ui_helpers import post

    table = start(app, ("human", "easy"))
    post(pygame.MOUSEMOTION, pos=table.view.layout.panels[1].rect.center, rel=(1, 1), buttons=(0, 0, 0))
    with draw.recording() as drawn:
        app.step(0.016)
    said = f"Click: see {table.view.seat_name(1)}'s lines enlarged"
    # after the turn's own words, which it replaced ("You hold 3 cards: play until 2 remain" went, playtest 116)
    hint = next(t.words for t in drawn if t.words.endswith(said))
    assert hint.startswith("You hold 4 cards") and "  ·  " in hint, hint
    post(pygame.MOUSEMOTION, pos=table.view.layout.panels[0].rect.center, rel=(1, 1), buttons=(0, 0, 0))
    with draw.recording() as drawn:
        app.step(0.016)
    assert not any(said in t.words for t in drawn)  # your own panel: nothing to open


def test_a_press_elsewhere_let_go_over_a_rivals_panel_opens_nothing(app):
    """A playtest's drag that picked nothing up ended over a rival's panel and opened their lines."""
    from ui_helpers import post

    table = start(app, ("human", "easy"))
    panel = table.view.layout.panels[1].rect
    post(pygame.MOUSEBUTTONDOWN, pos=table.view.layout.panels[0].rect.center, button=1)
    post(pygame.MOUSEMOTION, pos=panel.center, rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=panel.center, button=1)
    app.step(0.016)
    assert app.stack.top is table


def test_a_look_at_the_lines_of_a_finished_game_keeps_the_table_until_a_key(app):
    """A playtest pressed O on the finished table, then Esc: the ending came up at once, and its Enter went on to
    the menu before the results were read. A look at the lines leaves the table on the final play."""
    table = start(app, ("human", "easy"))
    s = table.state
    seed = 0
    while not s.is_over:
        table.decide(P.choose("medium", s.observation(s.current), seed))
        seed += 1
    for _ in range(5):
        app.step(0.5)
    assert app.stack.top is table and not table.finished  # the table holds on the final play
    key(app, pygame.K_o)
    assert isinstance(app.stack.top, SeatLines)
    key(app, pygame.K_ESCAPE)
    click(app, table.view.layout.panels[1].rect.center)
    key(app, pygame.K_ESCAPE)
    for _ in range(5):
        app.step(0.5)
    assert app.stack.top is table and not table.finished
    key(app, pygame.K_RETURN)  # the person has seen enough
    for _ in range(5):
        app.step(0.5)
    assert table.finished and app.stack.top is not table


def test_after_a_click_closes_the_lines_the_hint_names_the_panel_under_the_pointer(app):
    """A playtest closed Aldric's lines with a click on Beatrix's panel; the hint still said Aldric's."""
    table = start(app, ("human", "easy", "easy"))
    panels = table.view.layout.panels
    click(app, panels[1].rect.center)
    assert isinstance(app.stack.top, SeatLines)
    click(app, panels[2].rect.center)
    with draw.recording() as drawn:
        app.step(0.016)
    assert app.stack.top is table
    assert any(t.words.endswith(f"Click: see {table.view.seat_name(2)}'s lines enlarged") for t in drawn)


def test_in_the_replay_a_click_on_a_players_panel_or_o_shows_their_lines_and_pauses_it(app):
    from test_rooms_ui_table import replay_to_its_end

    state, replay = replay_to_its_end(app)
    replay.playing = True
    click(app, replay.view.layout.panels[2].rect.center)
    scene = app.stack.top
    assert isinstance(scene, SeatLines) and scene.seat == 2 and not replay.playing
    assert len(state.lines[2]) == len(scene.state.lines[2])  # the lines of the turn shown: the last
    with draw.recording() as drawn:
        app.step(0.016)
    if 2 in state.winners():
        assert any(t.words == "winner" for t in drawn)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is replay  # Esc closed the lines, not the replay
    key(app, pygame.K_o)
    assert isinstance(app.stack.top, SeatLines) and app.stack.top.seat == 1


def test_a_mouse_alone_goes_round_the_others_by_the_arrows_at_the_foot(app):
    """A mouse-only playtester read "Left / Right: other players" and had no way to do it (playtest 77): a ‹ and a
    › button at the foot's ends show the others in turn, clear of the help between them; with one other, they go
    between their lines and yours."""
    table = start(app, ("human", "easy", "easy", "easy"))
    _play_a_few_rounds(app, table)
    click(app, table.view.layout.panels[2].rect.center)
    scene = app.stack.top
    earlier, later = scene.arrows()
    with draw.recording() as drawn:
        app.step(0.016)
    foot = [t.rect for t in drawn if t.words in scene.footer]
    assert foot and all(scene.panel.rect.contains(r) for r in (earlier, later))
    assert not any(r.colliderect(earlier) or r.colliderect(later) for r in foot)
    click(app, later.center)
    assert app.stack.top is scene and scene.seat == 3
    assert scene.arrows() == (earlier, later)  # they stay put from seat to seat: clicked twice, the same button
    click(app, earlier.center)
    click(app, earlier.center)
    assert scene.seat == 1
    key(app, pygame.K_ESCAPE)
    app.stack.pop() if app.stack.top is not table else None
    alone = start(app, ("human", "easy"))
    key(app, pygame.K_o)
    scene = app.stack.top
    assert isinstance(scene, SeatLines) and scene.seat == 1 and alone is not None
    click(app, scene.arrows()[1].center)
    assert scene.seat == 0  # yours


def test_an_ais_turn_goes_on_while_a_players_lines_are_shown_large(app):
    """Playtest 101: a click on a panel during an AI's turn opened its lines large, and the AI's turn stood still
    for as long as they were open (8 s and more, with nothing saying so). It goes on under them, the lines shown
    grow with it, and the panel says what each seat is doing now."""
    import time

    app.autoplay = True  # the fast pace
    table = start(app, ("human", "easy"), seed=5, first_player=1)
    assert table.state.current == 1 and not table.state.actions
    click(app, table.view.layout.panels[1].rect.center)
    scene = app.stack.top
    assert isinstance(scene, SeatLines)
    deadline = time.monotonic() + 30
    while table.state.current == 1:
        assert time.monotonic() < deadline, "the AI's turn stood still under the lines"
        app.step(0.05)
    assert app.stack.top is scene and table.state.lines[1]  # its new line, in the lines shown
    assert scene.status(1) != scene.status(0)  # the panels say who is to play now, not who was


def test_the_pointer_on_a_warning_panel_says_what_set_the_warning_off(app):
    """Playtest 130: one rival at 6 rooms was warned of and another at 6 not, and nothing said why; playtest 133
    looked for the why beside the sign. The pointer on the header of a panel that warns says, beside it, that the
    seat could win next turn: the rooms it lacks are no more than the cards it holds and draws."""
    from rooms_helpers import CC, CS, SC, SS
    from rooms_helpers import UP as H_UP
    from rooms_helpers import table as scenario
    from ui_helpers import post

    table = start(app, ("human", "easy", "easy"))
    eight = (SC, CS, SS, SC, CC, CS, SC, CS)
    table.state = scenario(3, hands={0: [SS, SS, CS]},
                           lines={1: [(eight, H_UP, False)], 2: [(eight[:6], H_UP, False)]})
    table.input.reset()
    name = table.view.seat_name(1)
    why = f"{name} could win next turn: 2 rooms to go, with 0 in hand and 2 to draw"
    header = table.view.layout.panels[1].header
    post(pygame.MOUSEMOTION, pos=header.center, rel=(1, 1), buttons=(0, 0, 0))
    with draw.recording() as drawn:
        app.step(0.016)
    box = next(t.box for t in drawn if t.words.startswith(f"{name} could win"))
    tip = [t for t in drawn if t.box == box]
    assert " ".join(t.words for t in tip) == why
    panel = table.view.layout.panels[1].rect  # under or over the panel, not on the line it warns of (playtest 137)
    assert all(not t.rect.colliderect(panel) and abs(t.rect.centerx - header.centerx) < panel.w for t in tip)
    post(pygame.MOUSEMOTION, pos=table.view.layout.panels[2].header.center, rel=(1, 1), buttons=(0, 0, 0))
    with draw.recording() as drawn:
        app.step(0.016)
    assert not any("could win" in t.words for t in drawn)  # 6 rooms, nothing held: 4 to go, two drawn at most


def test_a_rivals_lines_shown_large_mark_who_laid_each_dragon_as_the_table_does(app, monkeypatch):
    """Playtest 235: on the table a dragon is marked at its corners in the colour of who laid it; shown large, every
    dragon had only the card's own red frame, and who laid it was lost. The lines shown large mark it alike."""
    from castlecombo.rooms.ui import lines_view
    from castlecombo.rooms.ui.marks import newest_plays

    def an_ais_dragon(s) -> tuple[int, int] | None:  # type: ignore[no-untyped-def]
        """(the line's seat, the seat that laid it) of a dragon an AI laid, if one lies on a line."""
        return next(((owner, mover) for owner, _line, laid, mover in newest_plays(s) if not laid and mover), None)

    for game in range(1, 40):  # a game where, at the person's turn, a dragon an AI laid lies on a line
        table = start(app, ("human", "easy", "easy"), seed=game)
        s = table.state
        seed = 0
        while not s.is_over and (an_ais_dragon(s) is None or s.current != 0):
            s.apply(P.choose("medium", s.observation(s.current), seed))
            seed += 1
        if not s.is_over:
            break
        app.stack.pop()
    owner, mover = an_ais_dragon(s) or (0, 0)
    assert mover
    table.input.reset()
    app.step(0.016)
    table.show_lines(owner)
    scene = app.stack.top
    assert isinstance(scene, SeatLines) and scene.seat == owner
    colours = []
    real = lines_view._corners
    monkeypatch.setattr(lines_view, "_corners", lambda surf, rect, colour, width: (colours.append(tuple(colour)),
                                                                                    real(surf, rect, colour, width)))
    scene.draw(app.screen)  # the overlay alone (the table under it marks the dragon too)
    assert tuple(table.view.seat_colour(mover)) in colours
