"""Never lose a game: resume tries the save then the backup, keeps what fails aside, archives replaced games."""

from __future__ import annotations

import json
import os
import random
import time
from pathlib import Path

import pytest

from castlecombo.cli import main
from castlecombo.combo.engine import GameState
from castlecombo.combo.replay import history_record, summarise_file
from castlecombo.games import abandon_game_in_progress
from castlecombo.storage import files as storage
from castlecombo.storage import saves, stats
from castlecombo.storage.records import MAX_NAME, HistoryRecord, SaveGame, SeatConfig, Settings, dump_json

SEATS = [SeatConfig(name="Ann", kind="human", colour="#112233"),
         SeatConfig(name="Bot", kind="medium", colour="#445566")]


def played(n: int, seed: int = 11) -> list[int]:
    """The first ``n`` actions of a 2-player game played by random legal moves."""
    state = GameState.new(2, seed, 0)
    rng = random.Random(seed)
    while len(state.actions) < n and not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return list(state.actions)


def save_of(actions: list[int], seed: int = 11) -> SaveGame:
    return SaveGame.new(seed, SEATS, 0).with_actions(actions)


def aside(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".corrupt-*"))


def plant(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


# --- resume: the save, then the backup; whatever does not replay is kept aside ---------------

def test_resume_from_a_save_that_does_not_replay_restores_the_good_backup():
    saves.write_current_save(save_of(played(6)))
    saves.write_current_save(save_of(played(8)))
    path = saves.current_save_path()
    # the save still validates, but after a rules or card change its 9th action is refused
    refused = save_of([*played(8), 999])
    path.write_text(dump_json(refused), encoding="utf-8")
    save, message = saves.load_current_save()
    assert save is not None and save.actions == played(6)
    assert "holds moves the rules refuse" in message and "backup" in message
    assert [json.loads(p.read_text())["actions"] for p in aside(path)] == [refused.actions]
    assert saves.load_current_save() == (save, None)  # the backup is the save again


def test_resume_when_neither_copy_replays_keeps_both_aside_and_says_so():
    path = saves.current_save_path()
    plant(path, dump_json(save_of([*played(4), 999])))
    plant(storage.backup_path(path), dump_json(save_of([*played(3), 998])))
    save, message = saves.load_current_save()
    assert save is None and "could not be resumed" in message
    assert len(aside(path)) == 1 and len(aside(storage.backup_path(path))) == 1
    assert not path.exists() and not storage.backup_path(path).exists()


def test_missing_save_with_a_good_backup_is_resumed_from_the_backup():
    saves.write_current_save(save_of(played(5)))
    saves.write_current_save(save_of(played(7)))
    saves.current_save_path().unlink()
    save, message = saves.load_current_save()
    assert save is not None and save.actions == played(5)
    assert "missing" in message and "backup" in message
    assert saves.current_save_path().exists()


def test_dangling_save_link_with_a_good_backup_is_resumed_and_the_link_kept_aside():
    saves.write_current_save(save_of(played(5)))
    saves.write_current_save(save_of(played(7)))
    path = saves.current_save_path()
    path.unlink()
    path.symlink_to(path.parent / "gone.json")
    save, message = saves.load_current_save()
    assert save is not None and save.actions == played(5)
    assert "does not exist" in message
    assert len(aside(path)) == 1 and aside(path)[0].is_symlink()


def test_save_replaced_by_a_fifo_or_a_device_is_moved_aside_not_read(tmp_path):
    saves.write_current_save(save_of(played(2)))
    saves.write_current_save(save_of(played(4)))
    path = saves.current_save_path()
    path.unlink()
    os.mkfifo(path)
    started = time.monotonic()
    save, message = saves.load_current_save()
    assert time.monotonic() - started < 5
    assert save is not None and save.actions == played(2) and "not a regular file" in message
    path.unlink()
    path.symlink_to("/dev/zero")
    save, message = saves.load_current_save()
    assert save is not None and "not a regular file" in message


def test_removing_the_save_removes_the_backup_first():
    """Killed between the two removals, a finished game must not come back from its older backup."""
    saves.write_current_save(save_of(played(5)))
    saves.write_current_save(save_of(played(7)))
    real_unlink = Path.unlink

    def killed_after_first(self, *args, **kwargs):
        real_unlink(self, *args, **kwargs)
        raise KeyboardInterrupt  # stands in for the process dying here

    Path.unlink = killed_after_first
    try:
        with pytest.raises(KeyboardInterrupt):
            saves.delete_current_save()
    finally:
        Path.unlink = real_unlink
    save, _message = saves.load_current_save()
    assert save is not None and save.actions == played(7)  # the newest copy, not the backup


# --- temp files a killed writer leaves ----------------------------------------------------

def test_stale_temp_files_are_cleaned_when_the_game_starts():
    folder = storage.saves_dir()
    folder.mkdir(parents=True)
    stale = folder / ".current.json.k1ll3d.tmp"
    live = folder / ".current.json.writing.tmp"
    for temp in (stale, live):
        temp.write_text("{half a sa")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    history_stale = storage.history_dir() / ".20260101-000000-1.json.x.tmp"
    plant(history_stale, "{")
    os.utime(history_stale, (old, old))
    settings_stale = storage.settings_path().parent / ".settings.json.y.tmp"
    plant(settings_stale, "{")
    os.utime(settings_stale, (old, old))
    assert saves.load_current_save() == (None, None)
    storage.load_history()
    storage.load_settings()
    assert not stale.exists() and not history_stale.exists() and not settings_stale.exists()
    assert live.exists()  # a writer of another window may be using it right now


# --- a new game replaces the game in progress: keep the old one as abandoned ---------------

def test_abandoned_game_is_archived_and_replays_as_not_finished(capsys):
    saves.write_current_save(save_of(played(9)))
    path, note = abandon_game_in_progress()
    assert note is None and path is not None and path.parent == storage.history_dir()
    assert not saves.current_save_path().exists()
    assert not storage.backup_path(saves.current_save_path()).exists()
    record = HistoryRecord.model_validate_json(path.read_bytes())
    assert record.finished is False and record.winners == [] and record.actions == played(9)
    assert main(["replay", str(path), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["finished"] is False and summary["scores"] is None
    assert summary == summarise_file(path)


def test_statistics_count_abandoned_games_apart():
    finished_state = GameState.replay(2, 11, played(500), 0)
    saves.record_finished_game(history_record(save_of([]), finished_state))
    saves.write_current_save(save_of(played(9)))
    abandon_game_in_progress()
    records, messages = storage.load_history()
    assert messages == [] and len(records) == 2
    assert stats.abandoned_games(records) == 1
    assert sum(level.played for level in stats.games_by_level(records)) == 1
    assert len(stats.score_distribution(records)) == 1 and len(stats.best_scores(records)) == 1


def test_nothing_is_archived_for_a_game_without_moves_or_already_recorded():
    saves.write_current_save(save_of([]))
    assert abandon_game_in_progress() == (None, None)
    assert not saves.current_save_path().exists()
    # killed between recording a finished game and removing its save: not recorded twice
    over = played(500)
    saves.record_finished_game(history_record(save_of([]), GameState.replay(2, 11, over, 0)))
    saves.write_current_save(save_of(over))
    assert abandon_game_in_progress() == (None, None)
    assert len(storage.load_history()[0]) == 1 and not saves.current_save_path().exists()


def test_a_game_left_before_a_persons_first_move_is_not_counted_as_abandoned():
    """Playtest 91 pressed Play again, the AI who went first moved, and he left for a 2-player game: Statistics
    then counted "1 game abandoned" he never played. Only a game a person moved in is kept as abandoned."""
    state = GameState.new(2, 11, 1)  # the AI seat goes first
    while state.current == 1:
        state.apply(state.legal_actions()[0])
    ai_only = SaveGame.new(11, SEATS, 1).with_actions(list(state.actions))
    saves.write_current_save(ai_only)
    assert abandon_game_in_progress() == (None, None)
    assert storage.load_history() == ([], []) and not saves.current_save_path().exists()
    state.apply(state.legal_actions()[0])  # Ann's first move: now it is her game
    saves.write_current_save(SaveGame.new(11, SEATS, 1).with_actions(list(state.actions)))
    where, _note = abandon_game_in_progress()
    assert where is not None and len(storage.load_history()[0]) == 1


def test_a_save_that_does_not_replay_is_kept_aside_not_archived():
    path = saves.current_save_path()
    plant(path, dump_json(save_of([*played(4), 999])))
    where, note = abandon_game_in_progress()
    assert where is None and "holds moves the rules refuse" in note
    assert len(aside(path)) == 1 and storage.load_history() == ([], [])


def test_autoplay_without_resume_archives_the_game_in_progress(capsys, monkeypatch):
    import castlecombo.app.window as window

    started = []
    monkeypatch.setattr(window, "run", lambda args: started.append(args) or 0)
    saves.write_current_save(save_of(played(9)))
    assert main(["play", "--autoplay", "--players", "random,random"]) == 0
    assert len(started) == 1
    assert "abandoned" in capsys.readouterr().err
    records, _ = storage.load_history()
    assert [r.finished for r in records] == [False] and not saves.current_save_path().exists()
    saves.write_current_save(save_of(played(9)))
    assert main(["play", "--autoplay", "--resume"]) == 0  # resuming it is not replacing it
    assert main(["play", "--autoplay", "--players", "random,wizard"]) == 2  # no new game: nothing archived
    assert "wizard" in capsys.readouterr().err
    assert saves.current_save_path().exists() and len(storage.load_history()[0]) == 1


def test_a_new_game_of_one_game_keeps_the_other_games_game_in_progress(capsys, monkeypatch):
    import castlecombo.app.window as window
    from castlecombo.app.options import PlayOptions

    started: list[PlayOptions] = []
    monkeypatch.setattr(window, "run", lambda args: started.append(PlayOptions.from_namespace(args)) or 0)
    kept = save_of(played(9))  # once: a second save_of may be stamped a second later (a CI run failed so)
    saves.write_current_save(kept)
    assert main(["play", "--game", "rooms", "--autoplay", "--players", "random,random"]) == 0
    assert "abandoned" not in capsys.readouterr().err and storage.load_history() == ([], [])
    assert saves.load_current_save("combo")[0] == kept
    assert main(["play", "--resume"]) == 0
    assert main(["play", "--resume", "--game", "rooms"]) == 0
    assert [(o.game, o.resume, o.resume_game) for o in started] == [
        ("rooms", False, "rooms"), ("combo", True, None), ("rooms", True, "rooms")]


# --- bounded models: absurd but well-formed files are refused, the good ones kept -----------

def test_absurd_history_score_is_refused_and_the_good_games_kept():
    good = saves.record_finished_game(history_record(save_of([]), GameState.replay(2, 11, played(500), 0)))
    absurd = json.loads(good.read_text())
    absurd["scores"][0] = 10**12
    bad = storage.history_dir() / "20260101-000000-99.json"
    bad.write_text(json.dumps(absurd))
    records, messages = storage.load_history()
    assert len(records) == 1 and len(messages) == 1 and "scores[0]" in messages[0]
    assert len(aside(bad)) == 1 and good.exists()
    assert stats.score_histogram(records) and stats.best_scores(records)


@pytest.mark.parametrize("field, value", [
    ("window_width", 16384), ("window_height", 16384), ("window_width", 10**9),
])
def test_absurd_window_in_settings_falls_back_to_defaults(field, value):
    plant(storage.settings_path(), json.dumps({field: value}))
    settings, message = storage.load_settings()
    assert settings == Settings() and field in message
    assert len(aside(storage.settings_path())) == 1


@pytest.mark.parametrize("change", [
    {"seed": 2**64}, {"actions": [5] * 6000}, {"app_version": "v" * 1000},
    {"seats": [{"name": "N" * (MAX_NAME + 1), "kind": "human", "colour": "#000000"}] * 2},
])
def test_absurd_save_is_refused_with_a_clear_message(change):
    data = {**json.loads(dump_json(save_of(played(3)))), **change}
    plant(saves.current_save_path(), json.dumps(data))
    save, message = saves.load_current_save()
    assert save is None and "could not be resumed" in message and len(message) < 400


def test_statistics_draw_the_most_extreme_history_the_models_accept(app):
    from castlecombo.app.statistics_scene import StatisticsScene
    from castlecombo.storage.records import MAX_SCORE

    finished = GameState.replay(2, 11, played(500), 0)
    for n, score in enumerate((MAX_SCORE, -MAX_SCORE, 0)):
        data = json.loads(dump_json(history_record(save_of([]), finished)))
        data["scores"][0] = score
        data["cards_scored"][0] = {"Judge": MAX_SCORE, "Monk": -MAX_SCORE}
        data["finished_at"] = f"2026-11-0{n + 1}T10:00:00+00:00"
        saves.record_finished_game(HistoryRecord.model_validate(data))
    scene = StatisticsScene(app)
    app.stack.push(scene)
    app.stack.draw(app.screen)
    assert len(scene.records) == 3


def _file_the_app_reads(kind: str) -> Path:
    return {"settings": storage.settings_path(), "save": saves.current_save_path(),
            "backup": storage.backup_path(saves.current_save_path()),
            "history": storage.history_dir() / "20261130-120000-1.json"}[kind]


def _load_kind(kind: str) -> str | None:
    if kind == "settings":
        settings, message = storage.load_settings()
        assert settings == Settings()
        return message
    if kind in ("save", "backup"):
        save, message = saves.load_current_save()
        assert save is None
        return message
    records, messages = storage.load_history()
    assert records == []
    return messages[0] if messages else None


@pytest.mark.parametrize("kind", ["settings", "save", "backup", "history"])
@pytest.mark.parametrize("target", ["fifo", "/dev/zero", "/dev/urandom", "folder"])
def test_every_file_the_app_reads_refuses_devices_pipes_and_folders(kind, target):
    path = _file_the_app_reads(kind)
    path.parent.mkdir(parents=True, exist_ok=True)
    if target == "fifo":
        os.mkfifo(path)
    elif target == "folder":
        path.mkdir()
    else:
        path.symlink_to(target)
    started = time.monotonic()
    message = _load_kind(kind)
    assert time.monotonic() - started < 5  # neither read until memory runs out nor blocked on the pipe
    assert message is not None and "\n" not in message and path.name in message
    assert not path.exists() and not path.is_symlink() and len(aside(path)) == 1


def test_resume_with_nothing_saved_shows_the_menu_and_says_so_rather_than_start_a_game(tmp_path, monkeypatch):
    """`play --resume --game rooms` with no save quietly began a new game (found in a playtest)."""
    import argparse

    import pygame

    from castlecombo.app.menu import MenuScene
    from castlecombo.app.options import PlayOptions
    from castlecombo.app.window import App, _first_scene

    namespace = argparse.Namespace(size="1024x640", resume=True, game="rooms")
    app = App(namespace)
    try:
        assert _first_scene(app, PlayOptions.from_namespace(namespace))
        assert isinstance(app.stack.top, MenuScene)
        # the game asked for is named: a Castle Combo game saved beside it was on the menu (a playtest)
        assert app.banners.texts == ["There is no game of Castle Rooms in progress to continue."]
        assert not saves.current_save_path("rooms").exists()
    finally:
        app.shutdown()
    namespace = argparse.Namespace(size="1024x640", resume=True)
    app = App(namespace)
    try:
        assert _first_scene(app, PlayOptions.from_namespace(namespace))
        assert app.banners.texts == ["There is no game in progress to continue."]
    finally:
        app.shutdown()
        pygame.quit()


def test_the_menu_says_where_each_game_in_progress_stands_and_with_whom():
    """Two Continue buttons said nothing of the games they continue (found in a playtest)."""
    from castlecombo.games import progress_words
    from castlecombo.rooms.engine.state import GameState as RoomsState

    seats = [SeatConfig(name=name, kind=kind, colour="#c0392b") for name, kind in
             (("Ann", "human"), ("Aldric", "easy"), ("Beatrix", "hard"), ("Cedric", "medium"))]
    combo = GameState.new(2, 3, 0)
    while combo.turn < 8:  # four rounds played
        combo.apply(random.Random(combo.turn).choice(combo.legal_actions()))
    save = SaveGame.new(3, seats[:2], 0).with_actions(list(combo.actions))
    assert progress_words(save) == "Turn 5 of 9  ·  with Aldric"
    rooms = RoomsState.new(4, 3, 0)
    while rooms.turn < 5:  # the second round under way
        rooms.apply(random.Random(len(rooms.actions)).choice(rooms.legal_actions()))
    assert progress_words(SaveGame.new(3, seats, 0, "rooms").with_actions(list(rooms.actions))) == (
        "Round 2  ·  with 3 others")
    three = SaveGame.new(3, seats[:3], 0)
    assert progress_words(three) == "Turn 1 of 9  ·  with Aldric and Beatrix"
    # left on the winning play, before the ending recorded it: not "Round 7", a game still to play (playtest 148)
    while not rooms.is_over:
        rooms.apply(random.Random(len(rooms.actions)).choice(rooms.legal_actions()))
    assert progress_words(SaveGame.new(3, seats, 0, "rooms").with_actions(list(rooms.actions))) == (
        "Game over: see the ending  ·  with 3 others")
    assert progress_words(save.with_actions([3999])) == ""  # a save that does not replay says nothing
    # several people: nobody is "you", so nobody is left out (a playtest read "with Marta" for Player 1 and Marta)
    people = [seat.model_copy(update={"kind": "human", "name": name}) for seat, name in
              zip(seats, ("Player 1", "Marta", "Cy"))]
    # and whose turn it is (a hot-seat playtest: neither game's Continue line said who was next)
    assert progress_words(SaveGame.new(3, people[:2], 0)) == "Turn 1 of 9  ·  Player 1 and Marta  ·  Player 1 next"
    assert progress_words(SaveGame.new(3, [*people[:2], seats[1]], 1)) == "Turn 1 of 9  ·  3 players  ·  Marta next"
    # where names would not fit under the button (long ones were ~11 px and cut, a playtest): players counted
    assert progress_words(SaveGame.new(3, people[:2], 0), brief=True) == "Turn 1 of 9  ·  Player 1 to play"
    assert progress_words(three, brief=True) == "Turn 1 of 9  ·  with 2 others"


def test_the_continue_line_counts_the_players_when_their_names_would_not_fit(app):
    """A hot-seat playtest at 150 % in 1280x720: "Turn 3 of 9 · Maria Eduarda Albuqu and Joaquim Pedro dos Sa ·…"
    about 11 px high under Continue."""
    from castlecombo.app.menu import MenuScene
    from castlecombo.kit import draw

    people = [SeatConfig(name=name, kind="human", colour=colour) for name, colour in
              (("Maria Eduarda Albuq", "#c0392b"), ("Joaquim Pedro Santos", "#2980b9"))]
    saves.write_current_save(SaveGame.new(3, people, 0))
    app.settings = app.settings.model_copy(update={"ui_scale": 150})
    app.apply_settings()
    menu = MenuScene(app)
    app.stack.push(menu)
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    line = next(line for line in lines if line.words.startswith("Turn 1 of 9"))
    assert line.words == "Turn 1 of 9  ·  Maria Eduarda Albuq to play"
    assert line.size >= round(16 * menu.scale * 0.85)


def test_two_notices_at_once_show_one_after_the_other(app):
    """Playtest 148 damaged the save and the settings: "About your settings" stood over "About your saved game",
    whose title and OK button showed round its edges. A notice asked for while another is up comes once that one
    is closed."""
    from castlecombo.app.notice import NoticeScene, show_notice

    below = app.stack.top
    first = show_notice(app, "Your saved game was damaged.", "About your saved game")
    second = show_notice(app, "Your settings were damaged.", "About your settings")
    third = show_notice(app, "One more thing.", "Notice")
    assert app.stack.top is first and sum(isinstance(s, NoticeScene) for s in app.stack.scenes) == 1
    first.close()
    assert app.stack.top is second and sum(isinstance(s, NoticeScene) for s in app.stack.scenes) == 1
    second.close()
    assert app.stack.top is third
    third.close()
    assert app.stack.top is below


def test_a_finished_games_save_does_not_come_back_when_the_disk_is_slow(app, monkeypatch):
    """A loaded machine took longer than the usual wait to write the last autosave; the end of the game removed the
    save, then the late write put the finished game back as the game in progress. The end waits for it."""
    from castlecombo.combo.ui.table import TableScene

    state = GameState.new(2, 11, 0)
    rng = random.Random(11)
    while True:
        after = state.clone()
        action = rng.choice(state.legal_actions())
        after.apply(action)
        if after.is_over:
            break
        state = after
    usual = app.flush_saves
    monkeypatch.setattr(app, "flush_saves", lambda timeout=5.0: usual(0.05 if timeout == 5.0 else timeout))
    write = app._saver._write

    def slow(save):
        time.sleep(0.5)  # longer than the usual wait here
        write(save)

    monkeypatch.setattr(app._saver, "_write", slow)
    seats = [SEATS[0], SEATS[1].model_copy(update={"kind": "human", "name": "Bea"})]
    table = TableScene(app, SaveGame.new(11, seats, 0).with_actions(state.actions))
    app.stack.push(table)
    while app.stack.top is not table:  # the cover a game of two people opens under
        app.stack.pop()
        table.pass_done(state.current)
    assert table.decide(action)
    for _ in range(400):
        app.step(0.02)
        if table.finished:
            break
    assert table.finished
    time.sleep(0.7)  # any write still on its way lands
    assert saves.load_current_save()[0] is None
    assert len(list(storage.history_dir().glob("*.json"))) == 1


def test_a_save_with_several_problems_is_described_without_brackets_in_brackets():
    """A damaged backup read "(no tiene el campo «seed» (y 3 problemas más))" (playtest 338): the count of the other
    problems follows the first after a comma, as the whole is said in brackets."""
    from pydantic import ValidationError

    from castlecombo.storage.files import describe_validation

    with pytest.raises(ValidationError) as info:
        SaveGame.model_validate({"format": 1})
    count = info.value.error_count()
    words = describe_validation(info.value)
    assert count > 2
    assert words.endswith(f", and {count - 1} more problems") and "(" not in words, words
