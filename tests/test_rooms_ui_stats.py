"""Statistics kept per game, and a Castle Rooms game replayed from the Statistics scene."""

from __future__ import annotations

import random

import pygame
import pytest

from castlecombo.app.options import default_seats
from castlecombo.combo.engine import GameState as ComboState
from castlecombo.combo.replay import history_record as combo_record
from castlecombo.rooms.engine import GameState
from castlecombo.rooms.replay import history_record
from castlecombo.storage import saves, stats
from castlecombo.storage.records import SaveGame
from ui_helpers import post, record_of


def rooms_record(n: int, seed: int, stamp: str):
    state = GameState.new(n, seed, 0)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    seats = default_seats(["human", *["easy", "hard", "medium"][:n - 1]])
    return history_record(SaveGame.new(seed, seats, 0, game="rooms"), state).model_copy(update={"finished_at": stamp})


def combo_history(seed: int, stamp: str):
    state = ComboState.new(2, seed, 0)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return combo_record(SaveGame.new(seed, default_seats(["human", "medium"]), 0), state).model_copy(
        update={"finished_at": stamp})


def test_statistics_figures_are_per_game():
    records = [combo_history(1, "2026-11-01T10:00:00+00:00"), rooms_record(2, 2, "2026-11-02T10:00:00+00:00"),
               rooms_record(3, 3, "2026-11-03T10:00:00+00:00"), rooms_record(3, 4, "2026-11-04T10:00:00+00:00")]
    rooms = stats.of_game(records, "rooms")
    assert [r.seed for r in rooms] == [2, 3, 4] and [r.seed for r in stats.of_game(records, "combo")] == [1]
    sizes = stats.games_by_table_size(rooms)
    assert [(n, played) for n, played, _won in sizes] == [(2, 1), (3, 2)]
    assert sum(won for _n, _p, won in sizes) == sum(0 in r.winners for r in rooms)
    assert all(b.score <= 10 for b in stats.best_scores(rooms))  # a longest line, not points


def test_the_statistics_scene_shows_one_game_at_a_time_and_replays_a_rooms_game(app):
    from castlecombo.app.statistics_scene import StatisticsScene
    from castlecombo.rooms.ui.replay_scene import RoomsReplay

    saves.record_finished_game(combo_history(1, "2026-11-01T10:00:00+00:00"))
    saves.record_finished_game(rooms_record(3, 5, "2026-11-02T10:00:00+00:00"))
    saves.record_finished_game(rooms_record(2, 6, "2026-11-03T10:00:00+00:00"))
    scene = StatisticsScene(app)
    app.stack.push(scene)
    app.step(0.016)
    assert scene.game == "rooms"  # the newest game's
    assert [r.game for r in scene.games] == ["rooms", "rooms"]
    assert sum(level.played for level in scene.levels) == 2
    combo_cell = scene.game_selector._cells()[0]
    post(pygame.MOUSEBUTTONUP, pos=combo_cell.center, button=1)
    app.step(0.016)
    assert scene.game == "combo" and [r.game for r in scene.games] == ["combo"]
    scene.set_game("rooms")
    app.step(0.016)
    button, index = scene.replay_buttons[0]
    post(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1)
    app.step(0.016)
    replay = app.stack.top
    assert isinstance(replay, RoomsReplay) and replay.record is scene.games[index]


def test_a_game_in_the_list_shows_every_seats_score_winner_first_with_long_names(tmp_path, monkeypatch):
    """'Wilhelmina Fothering 9 · Bartholome…' hid the winner's score and two seats at 1024x640 (found in play)."""
    import argparse

    from castlecombo.app.statistics_scene import StatisticsScene
    from castlecombo.app.window import App
    from castlecombo.games import finishing_order, score_words
    from castlecombo.kit import draw

    monkeypatch.setenv("CASTLECOMBO_HOME", str(tmp_path))
    record = rooms_record(4, 7, "2026-11-02T10:00:00+00:00")
    long_names = ["Wilhelmina Fothering", "Bartholomew Quincey", "Maximilian-Alexander", "Genevieve Longbottom"]
    record = record.model_copy(update={"seats": [seat.model_copy(update={"name": name})
                                                 for seat, name in zip(record.seats, long_names)]})
    saves.record_finished_game(record)
    app = App(argparse.Namespace(size="1024x640"))
    try:
        scene = StatisticsScene(app)
        app.stack.push(scene)
        app.step(0.016)
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        scores = [line.words.strip() for line in lines if line.words.strip().replace("·", "").isdigit()
                  and scene.rects["games"].contains(line.rect)]
        words = score_words(record)  # a longest line alike another's with the lines that part them ("6·3")
        assert scores == [words[k] for k in finishing_order(record)]  # all four, the winner's first
        assert [int(one.split("·")[0]) for one in scores] == sorted(record.scores, reverse=True)
        assert all(line.rect.right <= scene.rects["games"].right for line in lines)
    finally:
        app.shutdown()
        pygame.quit()


def test_the_games_list_orders_castle_rooms_seats_as_the_ending_places_them():
    """A playtest: the ending said Aldric 2nd (8·4) and the player 3rd (8·2·1·1), while Statistics listed
    "Beatrix 10 · Bartholomew 8 · Aldric 8" (longest line, then seat order). The list follows the tie-break."""
    from castlecombo.app.statistics_charts import seat_lines
    from castlecombo.rooms.replay import replay_state
    from castlecombo.rooms.ui.ending import places

    found = 0
    better_later = set()
    for seed in range(400):
        record = rooms_record(3, seed, "2026-11-03T10:00:00+00:00")
        state = replay_state(record)
        losers = [q for q in range(3) if q not in record.winners]
        a, b = losers
        if record.scores[a] != record.scores[b] or state.standing(a) == state.standing(b):
            continue
        found += 1
        better_later.add(state.standing(b) > state.standing(a))
        order = [q for line in seat_lines(record, 5000, 5000, 1.0) for q in line]
        place = places(state)
        assert [place[q] for q in order] == sorted(place.values()), (seed, order, place)
        if found >= 5 and len(better_later) == 2:
            break
    assert found >= 5 and better_later == {True, False}  # alike longest lines, the better one either seat


def test_castle_rooms_seats_alike_in_longest_line_are_listed_with_all_their_lines():
    """Playtest 194: the list read "Aldric 9 / Beatrix 9 · Lucía 7" and did not say why Aldric won (9·8 against
    9·6); playtest 300: "Tobenna 9·3·1" beside an ending that said 9·3·1·1 read as a room lost. A longest line as
    long as another seat's is listed with all that seat's lines, longest first; the others with their longest
    line alone."""
    from castlecombo.games import score_words
    from castlecombo.rooms.replay import replay_state

    seen = cut_before = 0
    for seed in range(300):
        record = rooms_record(3, seed, "2026-11-03T10:00:00+00:00")
        state = replay_state(record)
        words = score_words(record)
        for k in range(3):
            lines = tuple(int(n) for n in words[k].split("·"))
            alike = [q for q in range(3) if q != k and record.scores[q] == record.scores[k]]
            if not alike:
                assert words[k] == str(record.scores[k])
                continue
            seen += 1
            assert lines == state.standing(k) or (lines == (0,) and not state.standing(k))
            # the rule of playtest 194 stopped at the line that parts them: here the lines after it are said too
            parted = [next((d for d, (a, b) in enumerate(zip(lines, state.standing(q))) if a != b), None)
                      for q in alike]
            cut_before += any(d is not None and d + 1 < len(lines) for d in parted)
    assert seen >= 10 and cut_before >= 1


def statistics_after(app, record):
    """Write ``record`` to the history, open Statistics; return the scene and the words it draws."""
    from castlecombo.app.statistics_scene import StatisticsScene
    from castlecombo.kit import draw

    saves.record_finished_game(record)
    scene = StatisticsScene(app)
    app.stack.push(scene)
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    return scene, [line.words for line in lines]


def test_a_game_several_people_played_is_listed_but_not_counted_as_yours(app):
    """A playtest after an all-human hot-seat game: "1 game played, 1 won (100%)", "Your best games … won",
    the first person's results. Such a game is listed and left out of the player's own figures; the charts of
    levels and best games show each person's games, wins and best results by name instead."""
    record = rooms_record(3, 5, "2026-11-02T10:00:00+00:00")
    people = [seat.model_copy(update={"kind": "human", "name": f"P{i}"}) for i, seat in enumerate(record.seats)]
    scene, words = statistics_after(app, record.model_copy(update={"seats": people}))
    assert len(scene.games) == 1 and scene.played == (0, 0) and scene.people
    assert sorted((level.level, level.played) for level in scene.levels) == [("P0", 1), ("P1", 1), ("P2", 1)]
    assert sorted(best.who for best in scene.best) == ["P0", "P1", "P2"]
    assert "1 hot-seat game" in words
    assert not any("won (100%)" in w for w in words)
    # no chart is left empty (two said "Hot-seat games are not counted here.", a playtest): the longest lines of
    # the people and the hot-seat games by number of players, with those a person won
    assert "Games by each person's longest line" in words and "Hot-seat games by number of players" in words
    assert [start for start, count in scene.histogram for _ in range(count)] == sorted(record.scores)
    assert scene.sizes == [(3, 1, 1)]
    assert "1  (1 won by a person)" in words  # "(1 won)" asked who won (playtest 325)
    assert "Hot-seat games are not counted here." not in words and "Finish a game to see it here." not in words


def test_beside_games_of_your_own_the_summary_says_where_the_hot_seat_games_are_counted(app):
    """Playtest 300: "1 game played, 0 won (0%) · 1 hot-seat game not counted" read as the family's game lost, on
    either view of the charts. The summary names the view that counts them, as its button says it."""
    family = rooms_record(4, 5, "2026-11-02T10:00:00+00:00")
    people = [seat.model_copy(update={"kind": "human", "name": f"P{i}"}) for i, seat in enumerate(family.seats)]
    saves.record_finished_game(family.model_copy(update={"seats": people}))
    scene, words = statistics_after(app, rooms_record(3, 6, "2026-11-03T10:00:00+00:00"))
    summary = " ".join(words)  # on one line or two
    assert scene.both and scene.played[0] == 1
    shown = dict(scene.view_selector.options)["people"]
    assert f"1 hot-seat game: see {shown}" in summary and "not counted" not in summary


def test_the_cards_chart_says_its_points_are_added_up_over_the_games(app):
    """Playtest 299 read "Potter 16" under "Cards that scored most, all your games" as one game's score: it was 8 in
    each of two games. The chart's title says its points are added up, and they are."""
    first, second = combo_history(1, "2026-11-01T10:00:00+00:00"), combo_history(2, "2026-11-02T10:00:00+00:00")
    saves.record_finished_game(first)
    scene, words = statistics_after(app, second)
    both = set(first.cards_scored[0]) & set(second.cards_scored[0])
    sums = {name: first.cards_scored[0][name] + second.cards_scored[0][name] for name in both}
    shown = dict(scene.cards)
    assert any(name in shown and shown[name] == total for name, total in sums.items() if total), (shown, sums)
    assert "Points per card, all your games added up" in words


def test_a_game_of_ais_alone_is_listed_and_the_empty_charts_say_it_does_not_count(app):
    """A playtest: after an autoplay game (AIs alone) the list showed it while every chart said "Finish a game to
    see it here." The summary counts it apart and the charts say which games count."""
    record = rooms_record(2, 7, "2026-11-03T10:00:00+00:00")
    ais = [seat.model_copy(update={"kind": "medium"}) for seat in record.seats]
    scene, words = statistics_after(app, record.model_copy(update={"seats": ais}))
    assert len(scene.games) == 1 and sum(level.played for level in scene.levels) == 0
    assert "1 game of AIs alone: listed, not counted in the figures" in " ".join(words)  # on one line or two
    assert words.count("Only games with one person at the table count here.") == 4
    assert "Finish a game to see it here." not in words


def test_a_long_summary_takes_two_lines_rather_than_tiny_words(app):
    """A Spanish summary beside the game selector ("1 partida por turnos en una pantalla: en la lista, fuera de
    las cifras · 2 pistas usadas") was drawn about 9 px high; it takes two lines at a readable size now."""
    from castlecombo import i18n
    from castlecombo.app.statistics_scene import StatisticsScene
    from castlecombo.kit import draw

    record = rooms_record(3, 5, "2026-11-02T10:00:00+00:00")
    people = [seat.model_copy(update={"kind": "human", "name": f"P{i}"}) for i, seat in enumerate(record.seats)]
    saves.record_finished_game(record.model_copy(update={"seats": people, "hints": [2, 0, 0]}))
    i18n.set_language("es")
    try:
        scene = StatisticsScene(app)
        app.stack.push(scene)
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        right = [line for line in lines if line.rect.left > scene.game_selector.rect.right
                 and line.rect.bottom <= scene.rects["levels"].top]
        assert 1 <= len(right) <= 2 and all(line.size >= 14 for line in right), [(x.words, x.size) for x in right]
        assert "…" not in " ".join(line.words for line in right)
    finally:
        i18n.set_language("en")


def test_an_abandoned_game_is_counted_in_the_summary_as_in_the_list(app):
    """The last playtest read "1 hot-seat game: listed, not counted" over a list of two: the other was abandoned.
    The summary says the abandoned games too."""
    record = rooms_record(2, 9, "2026-11-04T10:00:00+00:00")
    left = record.model_copy(update={"finished": False, "winners": [], "finished_at": "2026-11-05T10:00:00+00:00"})
    saves.record_finished_game(left)
    scene, words = statistics_after(app, record)
    assert len(scene.games) == 2
    assert "1 game abandoned" in " ".join(words)


def test_a_summary_on_two_lines_breaks_between_its_parts():
    """'4 games played, 2 won (50%) ·' / '2 hot-seat games not counted': the dot ended a line (a playtest)."""
    import pygame

    from castlecombo.app.statistics_scene import summary_lines
    from castlecombo.kit import draw

    pygame.init()
    f = draw.font(20)
    summary = "4 games played, 2 won (50%)  ·  2 hot-seat games not counted  ·  3 hints used"
    width = f.size("2 hot-seat games not counted  ·  3 hints used")[0] + 2
    lines = summary_lines(summary, f, width)
    assert lines == ["4 games played, 2 won (50%)", "2 hot-seat games not counted  ·  3 hints used"]
    assert summary_lines("1 game played", f, width) == ["1 game played"]


def test_with_solo_and_hot_seat_games_a_choice_shows_either_the_players_figures_or_the_hot_seat_people(app):
    """A playtest: the hot-seat players' wins by name went away once one solo game was finished; a choice at the
    foot of Statistics brings them back."""
    import pygame

    from ui_helpers import post

    shared = rooms_record(3, 5, "2026-11-02T10:00:00+00:00")
    people = [seat.model_copy(update={"kind": "human", "name": f"P{i}"}) for i, seat in enumerate(shared.seats)]
    saves.record_finished_game(shared.model_copy(update={"seats": people}))
    scene, words = statistics_after(app, rooms_record(2, 7, "2026-11-03T10:00:00+00:00"))
    assert scene.both and not scene.people and "Your games" in words and "Hot-seat players" in words
    assert sum(level.played for level in scene.levels) == 1  # the solo game: the player's own figures
    cells = scene.view_selector._cells()
    post(pygame.MOUSEBUTTONDOWN, pos=cells[1].center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=cells[1].center, button=1)
    app.step(0.016)
    assert scene.people and sorted(level.level for level in scene.levels) == ["P0", "P1", "P2"]
    assert {best.who for best in scene.best} == {"P0", "P1", "P2"}


def test_best_games_of_the_same_day_say_their_hour():
    """A playtest: 'Your best games' listed '02 Dec · Hard' three times, which could not be told apart."""
    import pygame

    from castlecombo.app import statistics_charts as charts
    from castlecombo.kit import draw
    from castlecombo.storage import stats

    pygame.init()
    records = [rooms_record(2, seed, f"2026-11-0{2 + (seed == 9)}T1{seed}:0{seed}:00+00:00") for seed in (5, 6, 9)]
    best = stats.best_scores(records, 5)
    with draw.recording() as lines:
        charts.best_chart(pygame.Surface((600, 400)), pygame.Rect(0, 0, 600, 400), 1.0, "rooms", best)
    labels = [line.words for line in lines if " · " in line.words]
    assert len(labels) == 3 and len(set(labels)) == 3, labels
    assert sum(":" in label for label in labels) == 2  # the two games of one day say their hour, the other not


def test_statistics_by_keyboard_alone_tab_reaches_a_games_replay_and_down_scrolls_the_list(app):
    """A keyboard playtest: Tab and the arrows did nothing in Statistics; only Esc worked."""
    import pygame

    from castlecombo.rooms.ui.replay_scene import RoomsReplay
    from ui_helpers import press

    for k in range(6):
        saves.record_finished_game(rooms_record(2, 10 + k, f"2026-11-0{k + 1}T10:00:00+00:00"))
    scene, _words = statistics_after(app, rooms_record(2, 9, "2026-11-09T10:00:00+00:00"))
    press(app, pygame.K_TAB)
    assert scene.ring.key == "game"
    press(app, pygame.K_TAB)
    assert scene.ring.key == "replay0"  # the newest game's Replay
    first = scene.scroll
    press(app, pygame.K_DOWN)
    assert scene.scroll > first  # the list scrolls by keys
    press(app, pygame.K_UP)
    assert scene.scroll == first
    assert scene.ring.key == "replay1"  # its row scrolled out a moment: the focus went on to the next
    press(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
    assert scene.ring.key == "replay0"
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, RoomsReplay)


def hot_seat_statistics(app, names: list[str], games: int):
    """Finish ``games`` random Castle Combo games of the people ``names``, open Statistics at 150 %; return the
    scene and the words it draws."""
    from castlecombo.app.statistics_scene import StatisticsScene
    from castlecombo.kit import draw

    people = [seat.model_copy(update={"name": name}) for seat, name in zip(default_seats(["human"] * len(names)),
                                                                            names, strict=True)]
    for seed in range(games):
        state = ComboState.new(len(names), seed, 0)
        rng = random.Random(seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        saves.record_finished_game(record_of(state, seed, people, f"2026-11-{seed + 1:02d}T10:00:00+00:00"))
    app.settings.ui_scale = 150
    app.apply_settings()
    scene = StatisticsScene(app)
    app.stack.push(scene)
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    return scene, lines


def test_the_bar_charts_show_fewer_rows_rather_than_tiny_words():
    """At 150 % in 1024x640 the eight best cards of hot-seat games were drawn about 12 px high in a chart made for
    five rows; a chart shows the rows that fit at a readable size, best first."""
    from test_layout_fit import app_at

    with app_at((1024, 640)) as app:
        scene, lines = hot_seat_statistics(app, [f"P{i}" for i in range(2)], 6)
        assert scene.people and len(scene.cards) == 8
        chart = scene.rects["cards"]
        names = [line for line in lines if chart.contains(line.rect) and line.words in {n for n, _p in scene.cards}]
        s = scene.form_scale(app.screen.get_size())
        assert 3 <= len(names) < 8 and min(line.size for line in names) >= round(12 * s)
        assert [line.words for line in names] == [name for name, _points in scene.cards[:len(names)]]


def test_long_names_under_the_bars_are_cut_never_broken_inside_a_word():
    """A playtest at 150 % in 1920x1080: the bars of hot-seat players read "Catari / na de", "Bartol / omeu".
    Each line under a bar starts with a whole word of the name, or its initial ("Maria / E. Albuq", playtest 318);
    a word too long ends in "…"."""
    from test_layout_fit import app_at

    names = ["Maria Eduarda Albuq", "Joaquim Pedro Santos", "Ana", "Bartolomeu Gusmão", "Catarina de Bragança"]
    with app_at((1920, 1080)) as app:
        scene, lines = hot_seat_statistics(app, names, 3)
        chart = scene.rects["levels"]
        words = {form for name in names for word in name.split() for form in (word, f"{word[0]}.")}
        under = [line.words for line in lines if chart.contains(line.rect) and line.words[:1].isalpha()
                 and line.words not in ("played", "won") and not line.words.startswith("Hot-seat")]
        assert len(under) >= 5
        for line in under:
            first = line.split()[0]
            assert first in words or (first.endswith("…") and any(w.startswith(first[:-1]) for w in words)), line


def test_the_games_by_players_labels_are_never_cut_at_the_largest_ui_scale_in_spanish():
    """A playtest at 150 % in 1024x640: Castle Rooms' games by number of players read "2 jugad…" beside
    "1  (0 ganadas)". Where "2 jugadores" does not fit whole, the label is "2" under the chart's title."""
    from castlecombo import i18n
    from castlecombo.kit import draw
    from test_layout_fit import app_at

    with app_at((1024, 640)) as app:
        app.settings.ui_scale = 150
        app.apply_settings()
        i18n.set_language("es")
        scene, _words = statistics_after(app, rooms_record(2, 5, "2026-03-01T10:00:00+00:00"))
        assert scene.game == "rooms"
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        chart = scene.rects["cards"]
        labels = [line.words for line in lines if chart.contains(line.rect) and line.words.startswith("2")]
        assert labels in (["2 jugadores"], ["2"])
        title = "Partidas por número de jugadores"  # on one line or two
        assert " ".join(line.words for line in lines if chart.contains(line.rect) and line.words in title) == title


def test_hot_seat_chart_titles_say_what_the_bars_count_whole_at_150_percent_in_portuguese():
    """A playtest at 1024x640 at 150 % in Portuguese: "4" alone under "Hot-seat table sizes", bars at 7 and 9 under
    "Hot-seat longest lines" and best games of "9" left it guessing. The titles say what a bar counts, and a title
    too long for its chart goes on two lines at a readable size rather than shrunk and cut."""
    from castlecombo.app.statistics_scene import StatisticsScene
    from castlecombo.kit import draw
    from test_layout_fit import app_at

    record = rooms_record(4, 5, "2026-11-02T10:00:00+00:00")
    kinds = ["human", "human", "easy", "hard"]
    seats = [seat.model_copy(update={"kind": kind, "name": name}) for seat, kind, name in
             zip(record.seats, kinds, ["Maria Eduarda Santos", "João P. Albuquerque", "Beatrix", "Cedric"])]
    saves.record_finished_game(record.model_copy(update={"seats": seats}))
    with app_at((1024, 640), 150, "pt") as app:
        scene = StatisticsScene(app)
        app.stack.push(scene)
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        rects = dict(scene.rects)
    titles = {"scores": "Partidas pela maior linha de cada jogador",
              "best": "Melhores partidas em grupo (linha mais longa)",
              "cards": "Partidas em grupo por número de jogadores"}
    for chart, title in titles.items():
        said = [line for line in lines if rects[chart].contains(line.rect) and line.words and line.words in title]
        assert " ".join(line.words for line in said) == title
        assert min(line.size for line in said) >= draw.theme.MIN_TEXT_PX + 4


def test_best_games_of_one_day_are_told_by_their_hour_and_level_whole_at_150_percent():
    """A playtest at 150 % in 1280x720: "Your best games" read "03 Dec 01:44 · Easy+…" three times. Where the
    labels are cut, games of one day are told by their hour and level alone ("01:44 · Easy+Hard"), whole."""
    from castlecombo.kit import draw
    from test_layout_fit import app_at

    with app_at((1280, 720), 150) as app:
        records = [rooms_record(3, seed, f"2026-12-03T01:4{seed}:00+00:00") for seed in (4, 5, 6)]
        for record in records[:2]:
            saves.record_finished_game(record)
        scene, _words = statistics_after(app, records[2])
        assert scene.game == "rooms" and len(scene.best) == 3
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        chart = scene.rects["best"]
        labels = [line for line in lines if chart.contains(line.rect) and " · " in line.words]
        assert len(labels) == 3, [line.words for line in lines if chart.contains(line.rect)]
        assert all(line.words.endswith("Easy+Hard") for line in labels), [line.words for line in labels]
        s = scene.form_scale(app.screen.get_size())
        assert min(line.size for line in labels) >= round(12 * s)


def test_the_bars_of_hot_seat_players_keep_their_height_at_150_percent_with_a_long_name():
    """Playtest 108 at 1920x1080 and 150 % in Portuguese: a two-line title, the legend under it and "Maria da Graça
    Albuquerque" on two lines over "0% de vitórias" left the bars of games played and won 3 px tall. The share won
    goes first (the bars show it), then the names' second line, so that the bars stand (20 px at 1x at least)."""
    from castlecombo.app.statistics_charts import PLAYED
    from castlecombo.app.statistics_scene import StatisticsScene
    from test_layout_fit import app_at
    from ui_helpers import finished_game

    seats = [seat.model_copy(update={"name": name}) for seat, name in
             zip(default_seats(["human", "human", "medium"]), ["Maria da Graça Albuquerque", "Tiago", "Aldric"])]
    saves.record_finished_game(record_of(finished_game(3, 7), 7, seats, "2026-12-05T07:52:00+00:00"))
    with app_at((1920, 1080), 150, "pt") as app:
        scene = StatisticsScene(app)
        app.stack.push(scene)
        app.stack.draw(app.screen)
        chart = scene.rects["levels"]
        s = 1920 / 1280 * 1.5
        tallest = max(sum(1 for y in range(chart.top, chart.bottom) if app.screen.get_at((x, y))[:3] == PLAYED)
                      for x in range(chart.left, chart.right, 3))
    assert tallest >= 20 * s


def test_a_games_line_in_the_list_says_less_rather_than_shrink_to_half():
    """Playtest 110 at 2560x1440: "Medium · Aldric won · 14 hints: Maria da Graça Albuquerque 7, Jogador 2 7" was
    drawn at about half the size of the lines around it. A shorter form of the line (without whose hints) is said at
    most of its size before the whole one is shrunk that far."""
    from castlecombo.app.statistics_scene import StatisticsScene
    from castlecombo.kit import draw
    from test_layout_fit import app_at

    record = rooms_record(3, 5, "2026-12-05T09:00:00+00:00")
    seats = [seat.model_copy(update={"kind": kind, "name": name}) for seat, kind, name in
             zip(record.seats, ["human", "human", "medium"], ["Maria da Graça Albuquerque", "Jogador 2", "Aldric"])]
    saves.record_finished_game(record.model_copy(update={"seats": seats, "hints": [7, 7, 0]}))
    with app_at((2560, 1440)) as app:
        scene = StatisticsScene(app)
        app.stack.push(scene)
        scene.set_game("rooms")
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        s = draw.ui_scale(app.size)
    line = next(one for one in lines if "14 hints" in one.words and "won" in one.words)
    assert line.size >= 0.85 * int(14 * s) - 1, (line.words, line.size)


def test_a_hot_seat_replay_shows_the_hand_under_the_panel_of_the_seat_that_played(app):
    """Playtest 140, four people: the replay kept the first person's panel wide and showed under it the hand of
    whoever had just played, which read as theirs. With several people the wide panel follows the turn shown; with
    one person it stays theirs."""
    from castlecombo.rooms.ui.replay_scene import RoomsReplay

    record = rooms_record(4, 7, "2026-12-05T10:00:00+00:00")
    people = record.model_copy(update={"seats": [seat.model_copy(update={"kind": "human"}) for seat in record.seats]})
    for rec, follows in ((people, True), (record, False)):
        replay = RoomsReplay(app, rec)
        app.stack.push(replay)
        movers = set()
        for index in range(1, min(replay.total, 9)):
            replay.seek(index)
            app.stack.draw(app.screen)
            lay = replay.view.layout
            wide = max(lay.panels, key=lambda seat: lay.panels[seat].rect.w * lay.panels[seat].rect.h)
            assert wide == (replay.mover() if follows else 0), (index, wide, replay.mover())
            movers.add(replay.mover())
        assert len(movers) == 4
        app.stack.pop()


def test_among_equal_best_games_the_won_one_comes_first():
    """Playtest 140: three people tied on a longest line of 8 and "Best hot-seat games" listed a loser above the
    winner (the second line broke the tie). Among equal scores a won game comes first."""
    record = rooms_record(4, 7, "2026-12-05T10:00:00+00:00")
    people = record.model_copy(update={"seats": [seat.model_copy(update={"kind": "human"}) for seat in record.seats],
                                       "scores": [8, 8, 8, 6], "winners": [2]})
    best = stats.best_shared_scores([people])
    assert [b.won for b in best] == [True, False, False, False] and [b.score for b in best] == [8, 8, 8, 6]
    assert best[0].who == people.seats[2].name


def test_among_equal_best_games_lost_the_better_place_comes_first():
    """Playtest 325: "Best hot-seat games" listed Jonas (5) above Mariana (5), whom the ending ranked second on
    their second-longest lines."""
    from castlecombo.games import finishing_order

    for seed in range(200):
        record = rooms_record(3, seed, "2026-12-05T10:00:00+00:00")
        people = record.model_copy(update={"seats": [seat.model_copy(update={"kind": "human"})
                                                     for seat in record.seats]})
        order = finishing_order(people)
        losers = [seat for seat in range(3) if seat not in people.winners]
        if len(losers) == 2 and people.scores[losers[0]] == people.scores[losers[1]] and order[1] > order[2]:
            break  # two losers on one longest line, the later seat ahead on the next lines
    else:
        pytest.fail("no game with two losers tied on their longest line, the later seat ahead")
    best = stats.best_shared_scores([people], order=finishing_order)
    assert [b.who for b in best] == [people.seats[seat].name for seat in order]
    assert [b.who for b in stats.best_shared_scores([people])][1:] != [people.seats[seat].name for seat in order[1:]]


def test_a_castle_rooms_game_in_the_list_says_how_it_was_won(app):
    """Playtests 195 and 201: the list said who won a Castle Rooms game, not how: by a line of ten, or on the longest
    lines when the pile ran out. Its line says which, where it has room."""
    seen = {}
    for seed in range(60):
        record = rooms_record(2, seed, "2026-11-03T10:00:00+00:00")
        kind = "ten" if max(record.scores[w] for w in record.winners) >= 10 else "pile"
        seen.setdefault(kind, record)
        if len(seen) == 2:
            break
    assert set(seen) == {"ten", "pile"}
    _scene, said = statistics_after(app, seen["ten"])
    assert any(words.endswith("·  a line of 10 rooms") for words in said), said
    app.stack.pop()
    _scene, said = statistics_after(app, seen["pile"])
    assert any(words.endswith("·  the pile ran out") for words in said), said


def test_how_a_game_was_won_stays_in_the_list_before_its_hints():
    """Playtest 245 at 1280x720 110 % in Portuguese: a game without a hint read "derrota · uma linha de 10 salas",
    the next, with one, "derrota · 1 dica": the line had room for one of the two. How it was won stays."""
    from castlecombo import i18n
    from test_layout_fit import app_at

    record = next(r for r in (rooms_record(3, seed, "2026-12-06T12:48:00+00:00") for seed in range(80))
                  if 0 not in r.winners and max(r.scores) >= 10)
    with app_at((1280, 720)) as app:
        app.settings.ui_scale = 110
        app.apply_settings()
        i18n.set_language("pt")
        try:
            _scene, said = statistics_after(app, record.model_copy(update={"hints": [1, 0, 0]}))
        finally:
            i18n.set_language("en")
    row = [words for words in said if "derrota" in words]
    assert len(row) == 1 and row[0].endswith("·  uma linha de 10 salas"), said
