"""The table's log: the whole game told from the record, kept through leaving, the rules, a restart
and a resume; scrolled by the wheel, a drag of its text or its bar; its newest lines in sight beside
an ability prompt."""

from __future__ import annotations

import argparse
import random

import pygame
import pytest

from castlecombo.combo.engine import actions as A
from castlecombo.combo.ui.narration import game_log, speaker_names
from castlecombo.kit import draw, theme
from ui_helpers import post, take_the_seat


def move(pos: tuple[int, int], buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)


def play_hot_seat(app, decisions: int, seed: int = 9):
    """A 4-person game with ``decisions`` random decisions made through the table."""
    from castlecombo.app.window import default_seats

    app.start_game(default_seats(["human"] * 4), seed, 0)
    table = take_the_seat(app)
    rng = random.Random(seed)
    for _ in range(decisions):
        assert table.decide(rng.choice(table.state.legal_actions()))
    while app.stack.top is not table:  # the pass cover or a prompt: not needed here
        app.stack.pop()
    table.pass_open = table.prompt_open = False
    app.step(0.016)
    return table


def test_the_log_survives_the_menu_the_rules_a_restart_and_a_resume(app, tmp_path):
    from castlecombo.app.window import App

    table = play_hot_seat(app, 30)
    entries = list(table.log.entries)
    assert len(entries) == 30 and entries == game_log(4, 9, 0, table.state.actions, speaker_names(table.seats))
    table.open_rules()
    app.step(0.016)
    app.stack.pop()
    app.step(0.016)
    assert table.log.entries == entries
    table.go_menu()
    app.step(0.016)
    assert app.continue_game()
    resumed = app.stack.top.table  # a resumed hot-seat game opens under the pass cover
    assert resumed is not table and resumed.log.entries == entries  # not "Game resumed after 30 decisions"
    app.flush_saves()
    app.shutdown()
    again = App(argparse.Namespace(size="1280x720"))  # a restart: the same home, the save on disk
    try:
        assert again.continue_game()
        assert again.stack.top.table.log.entries == entries
    finally:
        again.shutdown()


def test_the_wheel_the_text_and_the_bar_scroll_the_whole_game(app):
    table = play_hot_seat(app, 32)
    log = table.log
    with draw.recording() as before:
        app.step(0.016)
    rect = log.rect
    newest = log.entries[-1].text.split()[-1]
    assert any(newest in t.words for t in before if rect.contains(t.rect))  # following the game
    move(rect.center)
    post(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0)
    app.step(0.016)
    assert log.offset == 6
    move((rect.centerx, rect.bottom + 40))  # the wheel elsewhere does not scroll the log
    post(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0)
    app.step(0.016)
    assert log.offset == 6
    # drag the text down: older lines come into sight
    start = (rect.centerx - 40, rect.y + 40)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    move((start[0], start[1] + 60), (1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(start[0], start[1] + 60), button=1)
    app.step(0.016)
    assert log.offset > 6
    # the bar's top end shows the first decision of the game
    bar = (rect.right - 8, rect.y + 30)
    post(pygame.MOUSEBUTTONDOWN, pos=bar, button=1)
    move((bar[0], rect.y - 50), (1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(bar[0], rect.y - 50), button=1)
    with draw.recording() as oldest:
        app.step(0.016)
    assert log.offset == log.max_offset() > 0
    in_log = [t.words for t in oldest if rect.contains(t.rect)]
    assert "Turn 1" in in_log and log.entries[0].text.split()[1] in " ".join(in_log)
    assert "Log  ·  turn 1" in in_log  # the title says where in the game the reader is
    assert table.state.actions and app.stack.top is table  # scrolling decided nothing
    # a new decision while scrolled back: the same lines stay in sight
    offset = log.offset
    table.decide(table.state.legal_actions()[0])
    app.stack.pop() if app.stack.top is not table else None
    app.step(0.016)
    assert log.offset > offset
    post(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0)
    app.step(0.016)
    assert log.offset == 0


def bombardiers_prompt(app):
    """Start a game against easy and take Bombardier, whose choice opens a prompt; return the table, the prompt
    and the lines drawn in the frame after."""
    from castlecombo.app.window import default_seats
    from castlecombo.combo.ui.prompts import ChoicePrompt

    app.start_game(default_seats(["human", "easy"]), 5, 0)
    table = app.stack.top
    app.step(0.016)
    table.decide(A.take(0, A.CENTRE, False))  # Bombardier asks for a choice
    with draw.recording() as lines:
        app.step(0.016)
    prompt = app.stack.top
    assert isinstance(prompt, ChoicePrompt)
    return table, prompt, lines


def test_the_newest_lines_stay_in_sight_beside_a_prompt(app):
    table, prompt, lines = bombardiers_prompt(app)
    log = table.log.rect
    assert log.bottom <= prompt.rect.top and log.left == prompt.rect.left
    newest = [t for t in lines if t.words.startswith("You bought Bombardier")]
    assert newest and log.contains(newest[-1].rect) and not newest[-1].rect.colliderect(prompt.rect)
    for rect, _action, _label in prompt.buttons:
        assert prompt.rect.contains(rect)


def test_the_log_follows_the_game_again_when_your_turn_begins(app):
    """Scrolled back, the log stayed on an old turn for several turns: a player missed what the others did
    (found in a playtest). When the person's turn begins it shows the newest lines again."""
    from castlecombo.app.window import default_seats

    app.start_game(default_seats(["human", "easy"]), 9, 0)
    table = app.stack.top
    rng = random.Random(9)
    s = table.state
    while s.turn < 6:  # three rounds: enough lines to scroll
        assert table.decide(rng.choice(s.legal_actions()))
    while app.stack.top is not table:
        app.stack.pop()
    table.prompt_open = False
    app.step(0.016)
    assert s.current == 0
    table.log.scroll(4)
    assert table.log.offset > 0
    assert table.decide(next(a for a in s.legal_actions() if A.is_take(a)))  # your take: the log stays put
    while s.current == 0 and not s.is_over:  # the rest of your turn (an ability's answer)
        assert table.decide(s.legal_actions()[0])
    assert table.log.offset > 0
    while s.current == 1:  # the AI's turn (played here), then yours begins
        assert table.decide(s.legal_actions()[0])
    assert table.log.offset == 0


@pytest.mark.parametrize("size,scale,suggested", [("1280x720", 100, False), ("1366x768", 100, False),
                                                  ("1600x900", 100, False), ("1920x1080", 100, False),
                                                  ("1600x900", 125, True), ("1280x720", 150, True)])
def test_a_prompts_log_never_half_covers_the_key_buttons(tmp_path, monkeypatch, size, scale, suggested):
    """Two playtests saw the top halves of "Key: Messenger to Castle" and "Key: refresh Village" stick out
    above the log while a card's choice was open: buttons the log rises over are not drawn; nor those the
    prompt itself covers (playtest 171, at 125 %)."""
    import argparse

    from castlecombo.app.window import App, default_seats
    from castlecombo.combo.engine.state import TAKE
    from castlecombo.combo.ui.prompts import ChoicePrompt

    monkeypatch.setenv("CASTLECOMBO_HOME", str(tmp_path))
    app = App(argparse.Namespace(size=size))
    try:
        app.settings.ui_scale = scale
        app.apply_settings()
        app.start_game(default_seats(["human", "easy", "easy"] if suggested else ["human", "easy"]), 12, 0)
        table = app.stack.top
        app.step(0.016)
        table.decide(next(a for a in table.state.legal_actions() if asks_a_choice(table.state, a, TAKE)))
        if suggested:  # its line under the answers makes the prompt taller
            from castlecombo.combo.ai.suggest import Suggestion

            table.suggest.shown = Suggestion(app.stack.top.buttons[0][1], 0, 60.0, 10)
            app.step(0.016)
        with draw.recording() as lines:
            app.step(0.016)
        assert isinstance(app.stack.top, ChoicePrompt)
        log = table.log.rect
        lay = table.view.layout
        for line in lines:
            if line.words.startswith("Key:"):
                assert not line.rect.colliderect(log), (line.words, tuple(line.rect), tuple(log))
                assert not line.rect.colliderect(app.stack.top.rect), (line.words, tuple(app.stack.top.rect))
        if log.colliderect(lay.key_move):
            assert not any(line.words.startswith("Key:") for line in lines)
    finally:
        app.shutdown()
        pygame.quit()


def asks_a_choice(state, action: int, take_phase: int) -> bool:
    """True if taking ``action`` opens a card's choice (at seed 12: three answers, the tallest prompt)."""
    after = state.clone()
    after.apply(action)
    return after.phase != take_phase


def test_the_rooms_logs_top_line_begins_an_entry():
    """The Castle Rooms log's top line read "2 cards." (an entry's end, the rest scrolled away, a playtest), then
    a blank band stood there (the next playtest): the log's first line is at its top and begins an entry or
    heads a round, its plays under it; the newest is in sight."""
    from castlecombo.rooms.ui.log_view import LogView
    from castlecombo.rooms.ui.narration import RoundHeading

    pygame.init()
    entries = []
    for n in range(1, 6):
        entries += [RoundHeading(f"Round {n}"),
                    f"Aldric added a corridor→stairs room to line {n} ({n + 1} rooms).",
                    "Aldric ended the turn; Beatrix drew 2 cards."]
    firsts = {draw.wrap(e, draw.font(15), 1000)[0].split()[0] for e in entries}
    headed = 0
    for height in range(150, 230, 3):
        view = LogView()
        rect = pygame.Rect(0, 0, 260, height)
        with draw.recording() as lines:
            view.draw(pygame.Surface((300, 300)), entries, rect, 1.0)
        said = [line for line in lines if line.words != "Log"]
        assert said and said[0].words.split()[0] in firsts, [line.words for line in said]
        assert said[0].rect.top < rect.y + 6 + 26 + 10, said[0]  # at the top: no blank band over it
        assert said[-1].words.endswith("2 cards.") and said[-1].rect.bottom > rect.bottom - 50  # the newest
        rounds = [k for k, line in enumerate(said) if line.words.startswith("Round ")]
        assert all(k + 1 < len(said) and not said[k + 1].words.startswith("Round ") for k in rounds)
        headed += bool(rounds) and rounds[0] == 0
    assert headed


def test_the_combo_logs_top_line_begins_an_entry(app):
    """As in Castle Rooms: a long entry scrolled half out of sight is not shown by its end alone."""
    table = play_hot_seat(app, 40)
    log = table.log
    headed = False
    for height in range(120, 200, 4):
        with draw.recording() as lines:
            log.draw(app.screen, pygame.Rect(10, 10, 300, height), 1.0, lambda seat: (200, 200, 200))
        starts = {r.words for r in log._rows if r.heading or r.seat is not None}  # first lines, at this width
        # (the title by its words: where the newest entry is whole only without it, the log has none, and its
        # first line is at the top)
        inside = [line for line in lines if line.words != "Latest" and not line.words.startswith("Log")]
        assert inside and inside[0].words in starts, [line.words for line in inside]
        # no blank band over the first play shown: it is at the top, or its turn's heading is over it
        area = log._geometry(pygame.Rect(10, 10, 300, height), 1.0)[0]
        assert inside[0].rect.top < area.y + 8, inside[0]  # at the top: no blank band over it
        headed = headed or (inside[0].words.startswith("Turn ") and not inside[1].words.startswith("Turn "))
    assert headed


def test_an_entry_cut_at_the_logs_top_shows_its_beginning_and_leaves_no_blank_rows(app):
    """Playtest 272: after a take-back the small log showed "Turn 7" and the AI's line over two empty rows, the
    player's own long move dropped because only its end would have fitted. The log fills its rows: the cut entry's
    beginning under its turn's heading, ended with "…", then the entries after it whole."""
    table = play_hot_seat(app, 40)
    log = table.log
    begun = 0
    for height in range(100, 220, 3):
        with draw.recording() as lines:
            log.draw(app.screen, pygame.Rect(10, 10, 300, height), 1.0, lambda seat: (200, 200, 200))
        inside = [line for line in lines if line.words != "Latest" and not line.words.startswith("Log")]
        assert len(inside) == log._visible, (height, [line.words for line in inside])  # every row used
        firsts = {r.words for r in log._rows if r.seat is not None}
        cut = [line.words for line in inside if line.words.endswith("…")]
        whole = {w.strip(".,;:·") for e in log.entries for w in e.text.split()}
        # cut after a whole word: "les cartes du Château c…" read as a typo (playtest 305)
        assert all(c[:-1].split()[-1].strip(".,;:·") in whole for c in cut if c[:-1].split()), cut
        if cut and not inside[-1].words.endswith("…"):  # (not the newest entry, too long for the log alone)
            begun += 1
            assert inside[0].words.startswith("Turn ") and inside[1].words in firsts | set(cut), inside[1].words
    assert begun


@pytest.mark.parametrize("size, scale, whole", [((1024, 600), 150, False), ((1024, 640), 150, True),
                                               ((1280, 720), 100, True)])
def test_the_newest_entry_is_whole_beside_a_prompt(monkeypatch, size, scale, whole):
    """Beside a card's choice the log kept two rows, and a newest entry wrapped over three began mid-sentence
    (a playtest, in Italian at 1024x640): it keeps the rows that show it whole, as long as the Village row's
    tags stay in sight, and where they do not it shows the entry's beginning, shortened with "…". (At 1024x640 and
    150 % it is whole since the log gives its title's room to it, a later playtest.)"""
    from castlecombo.combo.ui.narration import LogEntry
    from test_layout_fit import app_at

    said = LogEntry.text  # every entry as long as the longest a translation and a long name make
    monkeypatch.setattr(LogEntry, "text", property(lambda e: said.fget(e).rstrip(".") + (
        ", a face scoperta, in alto a sinistra nella griglia di Alessandra-Josephine Vandersteen,"
        " e ne ricava due chiavi.")))
    with app_at(size, scale) as app:
        table, prompt, lines = bombardiers_prompt(app)
        log = table.log.rect
        entry = table.log.entries[-1].text
        drawn = " ".join(t.words for t in lines if log.contains(t.rect) and t.words.rstrip("…") in entry)
        if whole:
            assert drawn.split() == entry.split()  # begun and ended, each row once
        else:  # no room for it whole: its beginning, shortened
            assert drawn.endswith("…") and entry.startswith(drawn[:-1]) and len(drawn) > 40
        assert log.bottom <= prompt.rect.top


def test_a_log_squeezed_by_a_tall_prompt_shows_its_newest_entry_not_only_its_title():
    """At 150 % in 1280x720 the Executioner's prompt left the log room for its title alone ("Log" over nothing, a
    playtest): where no row fits under the title, the newest entry is shown without it."""
    from castlecombo.app.window import default_seats
    from castlecombo.combo.ui.prompts import ChoicePrompt
    from test_layout_fit import app_at

    with app_at((1280, 720), 150) as app:
        app.start_game(default_seats(["human", "human"]), 12, 0)
        table = take_the_seat(app)  # two people: the game opens under the cover
        app.step(0.016)
        table.decide(A.take(1, 12, False))  # the Executioner: discard a Castle card, a prompt of three answers
        app.step(0.016)
        prompt = app.stack.top
        assert isinstance(prompt, ChoicePrompt)
        prompt.title += " (as long as it was when the playtest saw it)"
        prompt.place()  # its title on more lines: a taller prompt
        with draw.recording() as lines:
            app.step(0.016)
        log = table.log.rect
        drawn = [t.words for t in lines if log.contains(t.rect)]
        assert drawn == [table.log.entries[-1].text]  # "Player 1 bought Executioner for 0 gold.", no "Log"
        app.stack.pop()
        with draw.recording() as lines:
            app.step(0.016)
        assert "Log" in [t.words for t in lines if table.log.rect.contains(t.rect)]  # room again: the title is back


def test_a_click_on_the_log_or_l_shows_the_whole_game_large_and_esc_goes_back(app):
    """A family found no way to read the log larger than its five lines (playtest 76): a click on it (not a drag)
    or L opens every line of the game large over the table."""
    from castlecombo.combo.ui.log_scene import WholeLog

    table = play_hot_seat(app, 32)
    rect = table.log.rect
    spot = (rect.centerx - 40, rect.y + 40)
    post(pygame.MOUSEBUTTONDOWN, pos=spot, button=1)
    move((spot[0], spot[1] + 60), (1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(spot[0], spot[1] + 60), button=1)
    app.step(0.016)
    assert app.stack.top is table  # a drag scrolls the log and opens nothing
    post(pygame.MOUSEBUTTONDOWN, pos=spot, button=1)
    post(pygame.MOUSEBUTTONUP, pos=spot, button=1)
    with draw.recording() as lines:
        app.step(0.016)
    whole = app.stack.top
    assert isinstance(whole, WholeLog)
    shown = [line for line in lines if whole.log.rect.contains(line.rect)]
    small = [line for line in shown if line.words and not line.words.startswith(("Log", "Turn"))]
    assert len(small) > 2 * table.log._visible  # many more lines than the table's log holds
    assert whole.log.rect.h > 2 * rect.h and table.state.actions and len(table.state.actions) >= 32
    post(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode="", scancode=0)
    with draw.recording() as oldest:
        app.step(0.016)
    assert "Turn 1" in [line.words for line in oldest]  # scrolled to the start of the game
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
    app.step(0.016)
    assert app.stack.find(WholeLog) is None
    while app.stack.top is not table:  # the hot-seat cover the table then asks for: not needed here
        app.stack.pop()
    table.pass_open = False
    post(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0)
    app.step(0.016)
    assert isinstance(app.stack.top, WholeLog)
    post(pygame.MOUSEBUTTONDOWN, pos=(2, 2), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(2, 2), button=1)  # a click beside it
    app.step(0.016)
    assert app.stack.find(WholeLog) is None
    while app.stack.top is not table:
        app.stack.pop()
    post(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0)
    app.step(0.016)
    back = app.stack.top.back()  # and its button, for a mouse alone (playtest 77)
    assert back.collidelist([app.stack.top.rect()]) == -1 and back.bottom <= app.size[1]
    post(pygame.MOUSEBUTTONDOWN, pos=back.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=back.center, button=1)
    app.step(0.016)
    assert app.stack.find(WholeLog) is None


@pytest.mark.parametrize("size, scale", [((1024, 600), 100), ((1024, 600), 150), ((1024, 640), 150)])
def test_the_log_beside_a_prompt_never_covers_the_village_rows_tags(size, scale):
    """Playtest 79 at 1024x600 in Italian: beside the Gravedigger's prompt the log's one row lay over the gold each
    Village card would bring ("+0  +4 gold  +0"). Where no row has room under the tags, the log is not drawn."""
    from castlecombo.app.window import default_seats
    from castlecombo.combo.ui.prompts import ChoicePrompt
    from test_layout_fit import app_at

    with app_at(size, scale, "it") as app:
        app.start_game(default_seats(["human", "human"]), 12, 0)
        table = take_the_seat(app)  # two people: the game opens under the cover
        app.step(0.016)
        table.decide(A.take(1, 12, False))  # the Executioner: discard a card of a row, a prompt of three answers
        with draw.recording() as lines:
            app.step(0.016)
        assert isinstance(app.stack.top, ChoicePrompt)
        lay = table.view.layout
        tags = max(r.bottom for r in lay.slots[1]) + round(22 * lay.scale)
        log = table.log.rect
        assert log.h == 0 or log.top >= tags, (log, tags)
        entries = {e.text for e in table.log.entries}
        from castlecombo.combo.ui import log_panel

        for room in range(0, 80, 4):  # prompts ever taller (a suggested answer adds a line, a title wraps)
            squeezed = log_panel.log_rect(lay, pygame.Rect(lay.log.x, tags + room, lay.log.w, 200), 2)
            assert squeezed.h == 0 or squeezed.top >= tags, (room, squeezed, tags)
        column = [t for t in lines if lay.log.left <= t.rect.left and t.rect.right <= lay.log.right]
        assert not [t for t in column if t.words.rstrip("…") and any(e.startswith(t.words.rstrip("…"))
                                                                      for e in entries) and t.rect.top < tags]


def test_beside_a_prompt_the_log_gives_its_title_s_room_to_the_newest_entry_rather_than_cut_it():
    """Two playtests: beside a card's question the log kept its title and one row, "…bought Guildmaster for 5…".
    Where the newest entry fits whole without the title, the title goes."""
    from castlecombo.combo.ui.log_panel import LogPanel
    from ui_helpers import finished_game

    played = finished_game(3, 4)
    entries = game_log(3, 4, played.first_player, played.actions, ["Marie-Christine Dubois-Lefèvre", "B", "C"])
    surface = pygame.Surface((400, 200))
    rect = pygame.Rect(0, 0, 300, 60)  # at scale 1: the title and one row, or two rows without it
    wrapped = 0
    for k in range(1, len(entries)):
        log = LogPanel(entries[:k])
        with draw.recording() as lines:
            log.draw(surface, rect, 1.0, lambda _seat: (200, 200, 200))
        said = [line.words for line in lines]
        newest = entries[k - 1].text
        if draw.font(16).size(newest)[0] > 2 * (rect.w - 60) or draw.font(16).size(newest)[0] < rect.w - 40:
            continue  # one row, or more than two
        wrapped += 1
        assert "Log" not in said and " ".join(said) == newest, said
    assert wrapped >= 3


def test_the_whole_logs_help_line_has_a_ground_of_its_own(app):
    """Playtest 82: the whole log's help line ("Wheel, arrows…") lay on the table's own log, dimmed behind it, and
    the two read as one. It is written on a panel the table does not show through."""
    from castlecombo.combo.ui.log_scene import WholeLog

    play_hot_seat(app, 32)
    post(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0)
    app.step(0.016)
    whole = app.stack.top
    assert isinstance(whole, WholeLog)
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    help_line = next(line for line in lines if line.words.startswith("Wheel, arrows"))
    row = help_line.rect
    ground = {tuple(app.screen.get_at((x, y)))[:3] for x in range(row.x - 6, row.x - 2)
              for y in range(row.top, row.bottom)}
    assert ground == {theme.PANEL}, ground


def test_the_magnifier_of_a_log_scrolled_back_opens_it_whole_and_latest_stands_beside_it(app):
    """Playtest 230 scrolled the log back and clicked its magnifier: "Latest" stood in its place and jumped to
    the newest line. The magnifier stays, "Latest" comes left of it, clear of the title, and each does its own."""
    table = play_hot_seat(app, 40)
    log = table.log
    rect = pygame.Rect(10, 10, 300, 200)
    log.draw(app.screen, rect, 1.0, lambda seat: (200, 200, 200))
    log.scroll(6)
    with draw.recording() as lines:
        log.draw(app.screen, rect, 1.0, lambda seat: (200, 200, 200))
    assert any(line.words == "Latest" for line in lines)
    title = next(line for line in lines if line.words.startswith("Log"))
    button = log._latest_rect(1.0)
    side = round(18 * 1.1)
    glass = pygame.Rect(rect.right - side - 24, rect.y + 6, side, side)  # where the magnifier is drawn
    assert button.right < glass.x and title.rect.right < button.x
    pointer = glass.center
    assert log.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pointer, button=1), pointer, 1.0)
    assert log.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pointer, button=1), pointer, 1.0)
    assert log.opened and log.offset == 6
    log.opened = False
    at = log._latest_rect(1.0).center
    log.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1), at, 1.0)
    assert log.offset == 0


def test_scrolled_back_an_entry_cut_at_the_logs_foot_ends_in_an_ellipsis(app):
    """Playtest 311: with the log scrolled back its lowest line stopped mid-sentence, "…comes into the Castle; the",
    read as a sentence cut short. A line whose entry goes on below ends in "…"; a line that ends its entry does not."""
    table = play_hot_seat(app, 40)
    log = table.log
    rect = pygame.Rect(10, 10, 300, 160)
    cut = whole = 0
    for offset in range(1, 30):
        log.offset = offset
        with draw.recording() as lines:
            log.draw(app.screen, rect, 1.0, lambda seat: (200, 200, 200))
        if log.offset != offset:  # the log's start reached
            break
        rows = log._rows
        end = len(rows) - log.offset
        inside = [line for line in lines if line.words != "Latest" and not line.words.startswith("Log")]
        if rows[end].later:
            cut += 1
            assert inside[-1].words.endswith("…"), inside[-1].words
        elif not rows[end - 1].heading:
            whole += 1
            assert not inside[-1].words.endswith("…"), inside[-1].words
    assert cut and whole


def test_a_click_on_the_log_with_a_card_chosen_lets_go_of_the_card_first(app):
    """Playtest 345: with a card chosen, the hint says a click elsewhere lets go of it; a click on the log opened the
    whole log instead, the card still chosen. The first click lets go; the next opens the log."""
    from castlecombo.combo.ui.log_scene import WholeLog

    table = play_hot_seat(app, 32)
    slot = next(i for i, card in enumerate(table.state.displays[table.state.messenger]) if card >= 0)
    table.input.choose(slot)
    assert table.input.pick is not None
    spot = (table.log.rect.centerx - 40, table.log.rect.y + 40)
    post(pygame.MOUSEBUTTONDOWN, pos=spot, button=1)
    post(pygame.MOUSEBUTTONUP, pos=spot, button=1)
    app.step(0.016)
    assert app.stack.top is table and table.input.pick is None
    post(pygame.MOUSEBUTTONDOWN, pos=spot, button=1)
    post(pygame.MOUSEBUTTONUP, pos=spot, button=1)
    app.step(0.016)
    assert isinstance(app.stack.top, WholeLog)
