"""Replays of finished games in the table's drawing, and settings applied live (headless SDL)."""

from __future__ import annotations

import pygame
import pytest

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.state import TAKE, GameState
from castlecombo.storage import files as storage
from castlecombo.storage import saves
from castlecombo.storage.records import HistoryRecord, SaveGame
from ui_helpers import finished_game, post, record_of


def finished_record(n: int = 2, seed: int = 11) -> HistoryRecord:
    """A whole game of random legal moves, as the table records it."""
    from castlecombo.app.window import default_seats

    return record_of(finished_game(n, seed), seed, default_seats(["human"] + ["medium"] * (n - 1)),
                     f"2026-03-{seed % 28 + 1:02d}T10:00:00+00:00")


def after_turns(record: HistoryRecord, turns: int) -> GameState:
    """The engine's state once ``turns`` whole turns of ``record`` are played."""
    state = GameState.new(len(record.seats), record.seed, record.first_player)
    for action in record.actions:
        if state.turn >= turns and state.phase == TAKE:
            break
        state.apply(action)
    assert state.turn == turns
    return state


def key(app, k, frames=1):
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    for _ in range(frames):
        app.step(0.016)


def click(app, pos):
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.step(0.016)


def open_replay(app, record):
    from castlecombo.combo.ui.replay_scene import ReplayScene

    assert app.start_replay(record) is True
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    app.step(0.016)
    return scene


def assert_shows(scene, record, turns):
    """The scene shows exactly the engine's state after ``turns`` turns."""
    expected = after_turns(record, turns)
    s = scene.state
    assert scene.index == turns
    assert s.turn == expected.turn == turns
    n = len(record.seats)
    shown_round = (turns - 1) // n + 1 if turns else 1  # the round the shown turn was played in, as the table says
    assert f"Turn {shown_round} of 9" in scene.turn_words()
    for seat in range(len(record.seats)):
        assert s.players[seat].count == expected.players[seat].count
        assert s.players[seat].grid == expected.players[seat].grid
        assert s.players[seat].gold == expected.players[seat].gold
    assert s.displays == expected.displays
    assert s.messenger == expected.messenger
    assert scene.view.scores(scene.state) == [expected.score(i).total for i in range(len(record.seats))]
    # the log holds one entry per decision of the turns shown
    decisions = len(expected.actions)
    assert len(scene.log) == decisions
    if turns:
        assert scene.mover() == scene.turns[turns - 1].seat


def test_steps_forward_and_back_match_the_engine(app):
    record = finished_record(2, 11)
    scene = open_replay(app, record)
    assert scene.total == 18
    assert_shows(scene, record, 0)
    for n in range(1, 8):
        key(app, pygame.K_RIGHT)
        assert_shows(scene, record, n)
        # a turn is a player's whole turn: the mover alternates in two players
        assert scene.turns[n - 1].seat == (record.first_player + n - 1) % 2
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert_shows(scene, record, 5)
    # the on-screen buttons do the same
    click(app, scene.controls["next"].center)
    assert_shows(scene, record, 6)
    click(app, scene.controls["back"].center)
    click(app, scene.controls["back"].center)
    assert_shows(scene, record, 4)
    click(app, scene.controls["start"].center)
    assert_shows(scene, record, 0)
    click(app, scene.controls["back"].center)  # nothing before the start
    assert_shows(scene, record, 0)
    key(app, pygame.K_END)
    assert_shows(scene, record, 18)
    key(app, pygame.K_RIGHT)  # nothing after the end
    assert_shows(scene, record, 18)
    key(app, pygame.K_HOME)
    assert_shows(scene, record, 0)


def test_every_turn_of_a_three_player_game(app):
    record = finished_record(3, 4)
    scene = open_replay(app, record)
    assert scene.total == 27
    for n in range(scene.total + 1):
        scene.seek(n)
        app.step(0.016)
        assert_shows(scene, record, n)


def test_the_replay_counts_turns_in_rounds_like_the_table(app):
    """Turn 3 / 18 and 'Turn 3 · Beatrix' while the table said 'Turn 2 of 9': the replay now speaks of rounds."""
    from castlecombo.kit import draw

    record = finished_record(3, 7)
    scene = open_replay(app, record)
    scene.seek(4)  # the first seat of round 2 has played
    app.step(0.016)
    assert scene.turn_words().startswith("Replay  ·  Turn 2 of 9  ·  ")
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    drawn = [line.words for line in lines]
    heads = [words for words in drawn if words.startswith("Turn ")]
    names = [scene.view.seat_name(turn.seat) for turn in scene.turns[:4]]
    expected = [f"Turn {r}  ·  {name}" for r, name in zip((1, 1, 1, 2), names, strict=True)]
    assert heads and heads == expected[-len(heads):]  # the newest turns that fit the panel
    scene.seek(0)
    first = scene.state.current
    said = "You play first" if first == 0 else f"{scene.view.seat_name(first)} plays first"  # seat 0: "You"
    assert scene.turn_words() == f"Replay  ·  Turn 1 of 9  ·  {said}"


def test_the_replay_says_you_play_first_to_the_person_called_you(app):
    """'You plays first' was shown over a game the person called "You" began."""
    from castlecombo.app.window import default_seats
    from castlecombo.combo.ui.replay_scene import ReplayScene
    from castlecombo.kit import draw

    seed = next(s for s in range(100) if finished_game(2, s).first_player == 0)
    record = record_of(finished_game(2, seed), seed, default_seats(["human", "medium"]), "2026-03-01T10:00:00+00:00")
    assert record.seats[0].name == "You" and record.first_player == 0
    scene = open_replay(app, record)
    assert isinstance(scene, ReplayScene)
    assert scene.turn_words() == "Replay  ·  Turn 1 of 9  ·  You play first"
    assert "first" not in scene.field_title()  # said once, in the top bar
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    drawn = [line.words for line in lines]
    assert "You play first. Press → or Play." in drawn and not any("plays first" in w for w in drawn)
    scene.seek(1)  # after the person's own turn: "You played" ("Vous a joué" in French, a playtest)
    assert scene.mover() == 0 and scene.turn_words() == "Replay  ·  Turn 1 of 9  ·  You played"
    from castlecombo import i18n
    i18n.set_language("fr")
    try:
        assert scene.turn_words().endswith("Vous avez joué")
    finally:
        i18n.set_language("en")


def test_the_end_shows_the_final_scores(app):
    record = finished_record(2, 23)
    scene = open_replay(app, record)
    click(app, scene.controls["end"].center)
    assert scene.at_end and scene.state.is_over
    assert [sh.total for sh in scene.state.scores()] == list(record.scores)
    assert scene.view.scores(scene.state) == list(record.scores)
    words = scene.turn_words()
    assert "Game over" in words and "Turn 9 of 9" in words
    winner = scene.view.seat_name(record.winners[0])
    assert winner in words
    app.step(0.016)  # draws the final-score table in the log panel
    # a playtest missed the last turn's step: its seat is lit and "just played" unless it won
    last = scene.mover()
    loser = next(q for q in range(2) if q not in record.winners)
    assert scene.seat_status(last, True) == ("winner" if last in record.winners else "just played")
    assert scene.seat_status(loser, loser == last) == ("just played" if loser == last else "")
    from castlecombo.kit import draw
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    assert ("just played" in [line.words for line in lines]) == (last not in record.winners)


def test_the_replays_header_is_said_whole_with_long_names(app):
    """The header left room for the live table's Rules, Undo and Suggest, which a replay has not, and cut
    "Game over · won by Lucía Fer…" with half the bar empty (a playtest)."""
    from castlecombo import i18n
    from castlecombo.kit import draw

    record = finished_record(2, 23)
    seats = [seat.model_copy(update={"name": name}) for seat, name in
             zip(record.seats, ["Bartholomew Ashcombe", "Wilhelmina Fothering"])]
    scene = open_replay(app, record.model_copy(update={"seats": seats}))
    click(app, scene.controls["end"].center)
    i18n.set_language("es")  # the playtest's language: its words are longer
    try:
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        top = scene.view.layout.top
        header = [line.words for line in lines if top.contains(line.rect) and "9" in line.words]
        assert header == [scene.turn_words()], header
    finally:
        i18n.set_language("en")


def test_no_input_changes_the_game(app):
    record = finished_record(2, 5)
    saves.record_finished_game(record)
    before = sorted((p.name, p.read_bytes()) for p in storage.history_dir().iterdir())
    scene = open_replay(app, record)
    key(app, pygame.K_RIGHT, 2)
    key(app, pygame.K_RIGHT, 2)
    frozen = [list(f.actions) for f in scene.frames]
    state = scene.state
    lay = scene.view.layout
    # drags from the market onto every cell, key buttons, right-drags, F: nothing is taken
    for slot in range(3):
        src = lay.slots[state.messenger][slot].center
        for button in (1, 3):
            for dst in (lay.cells[12].center, lay.cells[7].center):
                post(pygame.MOUSEBUTTONDOWN, pos=src, button=button)
                post(pygame.MOUSEMOTION, pos=dst, rel=(0, 0), buttons=(1, 0, 0))
                post(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f", scancode=0)
                post(pygame.MOUSEBUTTONUP, pos=dst, button=button)
                app.step(0.016)
                while app.stack.top is not scene:  # a right click opens the card zoom: close it
                    key(app, pygame.K_ESCAPE)
    assert scene.index == 2 and scene.state is scene.frames[2]
    assert [list(f.actions) for f in scene.frames] == frozen
    assert list(scene.record.actions) == list(record.actions)
    assert not saves.current_save_path().exists()
    after = sorted((p.name, p.read_bytes()) for p in storage.history_dir().iterdir())
    assert after == before


def test_play_pause_runs_to_the_end_and_stops(app):
    record = finished_record(2, 8)
    scene = open_replay(app, record)
    key(app, pygame.K_SPACE)
    assert scene.playing
    app.step(scene.play_interval() + 0.01)
    assert scene.index == 1
    key(app, pygame.K_SPACE)
    assert not scene.playing
    app.step(5.0)
    assert scene.index == 1
    click(app, scene.controls["play"].center)
    for _ in range(400):
        app.step(0.25)
        if scene.at_end:
            break
    assert scene.at_end and not scene.playing


def test_clicking_a_seat_keeps_its_tableau_in_view(app):
    record = finished_record(2, 9)
    scene = open_replay(app, record)
    key(app, pygame.K_RIGHT)
    mover = scene.mover()
    other = 1 - mover
    assert scene.view_seat == mover
    click(app, scene.view.layout.seats[other].rect.center)
    assert scene.view_seat == other
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.view_seat == other
    click(app, scene.view.layout.seats[other].rect.center)  # again: follow the turns
    assert scene.view_seat == scene.mover()


def test_statistics_replay_button_opens_the_replay_and_escape_returns(app):
    from castlecombo.app.statistics_scene import StatisticsScene
    from castlecombo.combo.ui.replay_scene import ReplayScene

    records = [finished_record(2, 31), finished_record(3, 32)]
    for record in records:
        saves.record_finished_game(record)
    stats = StatisticsScene(app)
    app.stack.push(stats)
    app.step(0.016)
    assert stats.replay_buttons and all(b.enabled for b, _i in stats.replay_buttons)
    button, index = stats.replay_buttons[1]
    click(app, button.rect.center)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    assert scene.record == stats.games[index]
    assert list(scene.record.actions) in [list(r.actions) for r in records]
    key(app, pygame.K_END)
    assert scene.state.is_over and scene.view.scores(scene.state) == list(stats.games[index].scores)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is stats
    # and the Back button in the top bar does the same
    button, _index = stats.replay_buttons[0]
    click(app, button.rect.center)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    click(app, scene.view.layout.menu.center)
    assert app.stack.top is stats


def test_a_record_that_does_not_replay_is_explained(app):
    record = finished_record(2, 12)
    broken = record.model_copy(update={"actions": [A.KEY_MOVE] * 5})
    assert app.start_replay(broken) is False
    assert app.stack.top is None
    assert any("cannot be replayed" in text for text in app.banners.texts)


def test_a_save_cut_mid_game_replays_what_there_is(app):
    record = finished_record(2, 14)
    save = SaveGame.new(record.seed, list(record.seats), record.first_player).with_actions(record.actions[:12])
    scene = open_replay(app, save)
    key(app, pygame.K_END)
    assert scene.at_end
    assert list(scene.state.actions) == list(record.actions[:12])
    assert 0 < scene.total < 18
    assert "Game over" not in scene.turn_words()


def test_replay_redraws_at_every_window_size(app):
    record = finished_record(4, 15)
    scene = open_replay(app, record)
    for size in ((1024, 640), (1600, 900), (1920, 1080), (1280, 720)):
        app.settings = app.settings.model_copy(update={"window_width": size[0], "window_height": size[1]})
        app.apply_settings()
        assert app.size == size
        for n in (0, 9, scene.total):
            scene.seek(n)
            app.step(0.016)
        row = scene.view.layout.key_move.union(scene.view.layout.key_refresh)
        for rect in scene.controls.values():
            assert row.contains(rect)


# --- settings applied live --------------------------------------------------------------------

def test_apply_settings_resizes_and_toggles_full_screen(app):
    app.settings = app.settings.model_copy(update={"window_width": 1600, "window_height": 900})
    app.apply_settings()
    assert app.size == (1600, 900) and not app.fullscreen
    app.settings = app.settings.model_copy(update={"fullscreen": True})
    app.apply_settings()
    assert app.fullscreen
    app.settings = app.settings.model_copy(update={"fullscreen": False, "window_width": 1024,
                                                   "window_height": 640})
    app.apply_settings()
    assert not app.fullscreen and app.size == (1024, 640)
    # never below the minimum, whatever the settings say
    app.settings = app.settings.model_construct(**{**app.settings.model_dump(), "window_width": 800,
                                                   "window_height": 500})
    app.apply_settings()
    assert app.size == (1024, 600)
    # F11 keeps the settings in step, so the Settings scene shows the truth, and the file too (playtest 138)
    from castlecombo.storage import files as storage

    app.settings = app.settings.model_validate({**app.settings.model_dump(), "window_width": 1024,
                                                "window_height": 640})
    app.toggle_fullscreen()
    assert app.fullscreen and app.settings.fullscreen and storage.load_settings()[0].fullscreen
    app.toggle_fullscreen()
    assert not app.fullscreen and not app.settings.fullscreen and not storage.load_settings()[0].fullscreen


def test_settings_scene_changes_reach_the_window_and_the_table(app):
    from castlecombo.app.settings_scene import SettingsScene
    from castlecombo.app.window import default_seats
    from castlecombo.kit.anim import PACE_SECONDS

    app.start_game(default_seats(["human", "easy"]), 3, 0)
    table = app.stack.top
    settings = SettingsScene(app)
    app.stack.push(settings)
    app.step(0.016)
    settings.change(window_width=1600, window_height=900)
    assert app.size == (1600, 900)
    assert table.view.layout.size == (1600, 900)  # every scene was told
    settings.change(ai_pace="slow")
    assert table.pace == PACE_SECONDS["slow"]
    settings.change(ai_pace="fast")
    assert table.pace == PACE_SECONDS["fast"]
    loaded, _message = storage.load_settings()
    assert loaded.window_size == (1600, 900) and loaded.ai_pace == "fast"


def test_a_window_opened_with_size_keeps_it_until_the_player_picks_one(tmp_path, monkeypatch):
    import argparse

    from castlecombo.app.settings_scene import SettingsScene
    from castlecombo.app.window import App

    monkeypatch.setenv("CASTLECOMBO_HOME", str(tmp_path))
    app = App(argparse.Namespace(size="1600x900"))  # the saved settings say 1280 x 720
    try:
        settings = SettingsScene(app)
        app.stack.push(settings)
        app.step(0.016)
        assert settings.window.value == (1600, 900)  # what the window is, not what was saved
        assert (1600, 900) in [size for size, _label in settings.window.options]
        settings.change(ai_pace="slow")  # another setting leaves the window alone
        assert app.size == (1600, 900)
        settings.window.on_change((1280, 720))  # picking the saved size still resizes
        assert app.size == (1280, 720)
        assert storage.load_settings()[0].window_size == (1280, 720)
    finally:
        app.shutdown()
        pygame.quit()


def test_a_right_click_in_the_replay_enlarges_the_card_until_the_next_click(app):
    from castlecombo.combo.ui.card_views import CardZoom

    scene = open_replay(app, finished_record())
    s = scene.state
    pos = scene.view.layout.slots[0][0].center
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=3)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=3)
    app.step(0.016)
    zoom = app.stack.top
    assert isinstance(zoom, CardZoom) and zoom.card == s.displays[0][0]
    click(app, pos)
    assert app.stack.top is scene


def test_a_seat_called_you_in_another_language_is_spoken_to_in_the_replay():
    """A game played in French, its seat named "Vous", replayed in Spanish said "Vous compró Carpintero…"
    (a playtest): the seat called You in any language is spoken to as "you" in the language of the moment."""
    from castlecombo import i18n
    from castlecombo.app.window import default_seats
    from castlecombo.combo.ui.replay_panels import replay_turns

    seats = default_seats(["human", "medium"])
    seats[0] = seats[0].model_copy(update={"name": "Vous"})
    record = record_of(finished_game(2, 11), 11, seats, "2026-03-12T10:00:00+00:00")
    try:
        i18n.set_language("es")
        _frames, turns = replay_turns(record, 2)
    finally:
        i18n.set_language("en")
    mine = [line for turn in turns if turn.seat == 0 for line in turn.lines]
    assert mine and not any("Vous" in line for line in mine)
    _frames, turns = replay_turns(record, 2)  # in English: "You bought…", "You took…"
    assert all(line.startswith("You ") for turn in turns if turn.seat == 0 for line in turn.lines[:1])


def test_the_replays_panels_name_a_seat_called_you_in_the_language_of_the_moment(app):
    """The French seat "Vous" headed its panel and the top bar ("Acaba de jugar: Vous") of a Spanish replay."""
    from castlecombo import i18n
    from castlecombo.app.window import default_seats
    from castlecombo.kit import draw

    seats = default_seats(["human", "medium"])
    seats[0] = seats[0].model_copy(update={"name": "Vous"})
    record = record_of(finished_game(2, 11), 11, seats, "2026-03-12T10:00:00+00:00")
    try:
        i18n.set_language("es")
        scene = open_replay(app, record)
        you = i18n._("You")
        assert scene.view.seat_name(0) == you != "Vous"
        key(app, pygame.K_END)
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        assert not any("Vous" in line.words for line in lines)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("n", "seed"), [(2, k) for k in range(20, 30)]
                         + [(n, k) for n in (3, 4) for k in range(30, 40)])
def test_the_end_never_starts_the_log_with_the_tail_of_a_cut_line(app, n, seed):
    """A playtest saw "Barbarian, Witch, Revolutionary." alone under the final scores: the end of a
    sentence whose start had no room. The log under them starts at a turn's heading or a line's start."""
    from castlecombo.kit import draw

    scene = open_replay(app, finished_record(n, seed))  # five seats: five score rows leave little room
    click(app, scene.controls["end"].center)
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    box = scene.view.layout.log
    below = [line.words for line in lines if box.contains(line.rect) and line.words.startswith(("Turn ", "  "))]
    assert below or n > 2  # with more seats the final scores may fill the panel
    if not below:
        return
    starts = {f"  {line[:12]}" for turn in scene.turns for line in turn.lines}
    first = below[0]
    assert first.startswith("Turn ") or first[:14] in starts, first


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_the_end_still_says_the_last_move_under_the_final_scores(app, n):
    """Playtest 141 stepped to a 4-seat replay's end: one score row each filled the panel, and the game's last
    move (Cedric's key and Fisherman) was said nowhere. Under the final scores, the last turn's heading shows."""
    from castlecombo.kit import draw

    scene = open_replay(app, finished_record(n, 40 + n))
    click(app, scene.controls["end"].center)
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    box = scene.view.layout.log
    shown = [line.words for line in lines if box.contains(line.rect)]
    last = scene.turns[-1]
    heading = f"Turn {last.round}  ·  {scene.view.seat_name(last.seat)}"
    assert heading in shown, "|".join(shown)
    assert sum(str(sh.total) in shown or f"{sh.total} pts" in shown for sh in scene.state.scores()) >= 1
    assert all(any(scene.view.seat_name(i) in words for words in shown) for i in range(n))


def test_the_replay_buttons_words_share_one_size_in_a_long_language(app):
    """A Spanish playtest: "Siguiente" was drawn far smaller than "Inicio", "Atrás", "Ver" and "Fin" beside it;
    each button is as wide as its words need (all shrink alike when the row is short)."""
    from castlecombo import i18n
    from castlecombo.combo.ui.replay_panels import control_label
    from castlecombo.kit import draw

    scene = open_replay(app, finished_record(2, 23))
    i18n.set_language("es")
    try:
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        labels = {control_label(name, False) for name in scene.controls}
        sizes = {line.size for line in lines if line.words in labels}
        assert len([line for line in lines if line.words in labels]) == 5 and len(sizes) == 1, sizes
    finally:
        i18n.set_language("en")


def test_a_seats_status_too_long_for_its_column_takes_two_lines_whole():
    """A playtest at 1024x640 in Italian: the seat who made the last move read "ha appena gio…" beside its mini
    tableau. A status too long for the column goes on two lines where the panel has room below it."""
    from castlecombo.kit import draw
    from test_layout_fit import app_at

    record = finished_record(3, 21)  # its last move is not the winner's
    with app_at((1024, 640), 100, "it") as window:
        scene = open_replay(window, record)
        click(window, scene.controls["end"].center)
        with draw.recording() as lines:
            window.stack.draw(window.screen)
    infos = [seat.info for seat in scene.view.layout.seats]
    said = [line.words for line in lines if any(info.contains(line.rect) for info in infos)]
    assert not any(words.endswith("…") for words in said), said
    assert "ha appena" in " ".join(said) and "giocato" in " ".join(said), said


def test_a_game_started_in_full_screen_says_so_in_settings_and_a_change_keeps_it(tmp_path, monkeypatch):
    """Playtest 79 started with --fullscreen: Settings said "Full screen: Off", and any change of a setting would
    have applied that Off."""
    import argparse

    from castlecombo import i18n
    from castlecombo.app.settings_scene import SettingsScene
    from castlecombo.app.window import App

    monkeypatch.setenv("CASTLECOMBO_HOME", str(tmp_path))
    spoken = i18n.language()
    app = App(argparse.Namespace(size="1280x720", fullscreen=True))
    try:
        assert app.fullscreen and app.settings.fullscreen
        scene = SettingsScene(app)
        app.stack.push(scene)
        app.stack.draw(app.screen)
        assert scene.fullscreen.value
        scene.change(language="it")
        assert app.fullscreen
    finally:
        i18n.set_language(spoken)  # the tests' language again for the tests after
        app.shutdown()
        pygame.quit()


def test_a_size_asked_for_opens_a_window_of_that_size_even_after_full_screen(tmp_path, monkeypatch):
    """Playtest 82 played in full screen, quit, and started again with --size 1280x720: the game came back in full
    screen at 1920x1080 while Settings offered 1280 x 720."""
    import argparse

    from castlecombo.app.window import App
    from castlecombo.storage import files

    monkeypatch.setenv("CASTLECOMBO_HOME", str(tmp_path))
    files.save_settings(files.load_settings()[0].model_copy(update={"fullscreen": True}))
    app = App(argparse.Namespace(size="1280x720", fullscreen=False))
    try:
        assert not app.fullscreen and not app.settings.fullscreen
        assert app.screen.get_size() == (1280, 720)
    finally:
        app.shutdown()
        pygame.quit()
    files.save_settings(files.load_settings()[0].model_copy(update={"fullscreen": True}))
    app = App(argparse.Namespace(size=None, fullscreen=False))  # with no size asked for, the setting holds
    try:
        assert app.fullscreen and app.settings.fullscreen
    finally:
        app.shutdown()
        pygame.quit()


def test_long_names_in_the_final_scores_keep_nearly_one_size(app):
    """Playtest 154 (four colleagues at 1600x900): in the replay's final scores "Tomasz Wiśniewski (wins)" and
    "Priyanka Ramaswamy-Okafor" came much smaller than the other two names. In two columns the winner is told by
    the bright bold name alone, and a name too long is shortened rather than shrunk past 85 %."""
    from castlecombo.app.window import default_seats
    from castlecombo.kit import draw

    names = ["Priyanka Ramaswamy-Okafor", "Gwendolyn Fairweather", "Tomasz Wiśniewski", "Hamish MacGregor"]
    seats = [seat.model_copy(update={"name": name}) for seat, name in zip(default_seats(["human"] * 4), names)]
    record = record_of(finished_game(4, 44), 44, seats, "2026-03-05T10:00:00+00:00")
    scene = open_replay(app, record)
    click(app, scene.controls["end"].center)
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    box = scene.view.layout.log
    said = [line for line in lines if box.contains(line.rect) and any(
        line.words.startswith(name[:6]) for name in names)]
    assert len(said) == 4 and not any("(wins)" in line.words for line in said), [line.words for line in said]
    assert min(line.size for line in said) >= round(0.85 * max(line.size for line in said))
    # the points alone beside them, under "Final scores": "pts" took the names' room ("Rocío Fernández…", pt 163)
    totals = {str(sheet.total) for sheet in finished_game(4, 44).scores()}
    assert totals <= {line.words for line in lines if box.contains(line.rect)}
    assert "Gwendolyn Fairweather" in {line.words for line in said}


@pytest.mark.parametrize("n,seed", [(2, k) for k in range(20, 30)] + [(5, k) for k in range(20, 26)])
def test_the_end_says_the_last_turn_whole_under_two_players_scores(app, n, seed):
    """Playtest 169 (two players, 1366x768): under the final scores the last turn read "Aldric sent the Messenger
    to the Village with a key…", his last buy cut off. The last turn's lines are said whole."""
    from castlecombo.kit import draw

    scene = open_replay(app, finished_record(n, seed))  # five seats: playtest 175
    click(app, scene.controls["end"].center)
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    box = scene.view.layout.log
    shown = [line for line in lines if box.contains(line.rect) and line.words.startswith("  ")]
    assert not any(line.words.endswith("…") for line in shown), [line.words for line in shown]
    said = " ".join(line.words.strip() for line in shown)
    assert all(words in said for words in scene.turns[-1].lines)
    assert min(line.size for line in shown) >= 13


@pytest.mark.parametrize("language", ["it", "en"])
def test_a_tableau_kept_in_view_still_says_whose_it_is(language):
    """Playtest 177 (Italian, 1600x900 at 150 %): the title over a seat kept in view read "Fissata (clicca di nuovo il
    posto per seguire i turni)", whose tableau it was gone. Where the whole does not fit, the name stays."""
    from castlecombo.kit import draw
    from test_layout_fit import app_at

    with app_at((1600, 900), 150, language) as app:
        scene = open_replay(app, finished_record(3, 9))
        key(app, pygame.K_RIGHT)
        other = (scene.mover() + 1) % 3
        click(app, scene.view.layout.seats[other].rect.center)
        assert scene.view_seat == other
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        title = scene.view.tableau_title(other)
        top = scene.view.layout.field_title
        said = [line.words for line in lines if abs(line.rect.top - top[1]) < 40 and line.rect.left >= top[0] - 2]
        assert any(words.startswith(title) for words in said), (title, said)



def test_the_replay_heads_the_turns_a_hint_was_shown_for(app):
    """Playtests 220 and 229 looked in the replay for the turns they had asked a suggestion about."""
    from castlecombo.combo.ui.replay_panels import replay_turns
    from castlecombo.kit import draw

    plain = finished_record(2, 23)
    record = plain.model_copy(update={"hinted": [0]})  # shown for the game's first decision
    turns = replay_turns(record, 2)[1]
    assert turns[0].hinted and not any(t.hinted for t in turns[1:])
    assert not any(t.hinted for t in replay_turns(plain, 2)[1])
    open_replay(app, record)
    key(app, pygame.K_RIGHT)  # the first turn shown
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    assert any(line.words.endswith("·  hint shown") for line in lines)


def test_the_replays_log_opens_whole_by_l_or_a_click(app):
    """At 1280x720 and 125 % the last turn's line under the final scores ended "comes into…" (playtest 220): the
    replay's log shows its newest turn, and L or a click on it opens the decisions of the turns so far whole and
    large, as the table's log does; Esc comes back to the same turn."""
    from castlecombo.combo.ui.log_scene import WholeLog

    record = finished_record(3, seed=5)
    scene = open_replay(app, record)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_l)
    whole = app.stack.top
    assert isinstance(whole, WholeLog)
    assert [entry.text for entry in whole.log.entries] == scene.log and len(scene.log) >= 2
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and scene.index == 2
    key(app, pygame.K_END)
    click(app, scene.view.layout.log.center)
    whole = app.stack.top
    assert isinstance(whole, WholeLog) and len(whole.log.entries) == len(record.actions)
    assert whole.log.entries[-1].text == scene.turns[-1].lines[-1]


def test_the_last_cards_outline_is_drawn_under_a_card_shown_large(app, monkeypatch):
    """Playtest 233 rested the pointer on Bombardier in the replay: the yellow outline of the card placed last was
    drawn over the large card. The outline is drawn first, the card shown large over it."""
    from castlecombo.combo.ui import replay_scene

    record = finished_record(2, seed=7)
    scene = open_replay(app, record)
    key(app, pygame.K_RIGHT)
    order: list[str] = []
    outline = replay_scene.draw_last_card
    monkeypatch.setattr(replay_scene, "draw_last_card", lambda *a: (order.append("outline"), outline(*a)))
    zoom = scene.view.hover.draw
    monkeypatch.setattr(scene.view.hover, "draw", lambda *a, **k: (order.append("zoom"), zoom(*a, **k)))
    scene.flight = None
    scene.draw(app.screen)
    assert order == ["outline", "zoom"]


def test_full_screen_covers_the_screen_from_its_top_left_and_the_window_comes_back_where_it_was(app, monkeypatch):
    """Playtests 271 and 272: without a window manager, F11 left the full screen where the window was, its right and
    foot off the screen (SDL's dummy and X11 drivers with a window manager place it themselves, so the order of the
    asks is what is checked): the window goes to the top left before it fills the screen, and back after."""
    asked: list[object] = []
    place, set_mode = pygame.display.set_window_position, pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_window_position", lambda at: (asked.append(tuple(at)), place(at))[1])
    monkeypatch.setattr(pygame.display, "set_mode", lambda size=(0, 0), flags=0: (asked.append(flags), set_mode(
        size, flags))[1])
    place((85, 48))
    app.toggle_fullscreen()
    assert app.fullscreen and asked == [(0, 0), pygame.FULLSCREEN]
    asked.clear()
    app.toggle_fullscreen()
    assert not app.fullscreen and asked[-1] == (85, 48) and pygame.FULLSCREEN not in asked
