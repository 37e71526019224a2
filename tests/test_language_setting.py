"""The language the app speaks: picked from the system on the first start, chosen in Settings (at
once, and kept for the next runs), and every word of the menu-side scenes translated and fitting
its box in the pseudo-language (40 % longer, every string marked ‹…›)."""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Iterator

import pygame
import pytest

from castlecombo import i18n
from castlecombo.app.menu import MenuScene
from castlecombo.app.newgame import NewGameScene
from castlecombo.app.notice import ConfirmScene, show_notice
from castlecombo.app.settings_scene import SettingsScene
from castlecombo.app.statistics_scene import StatisticsScene
from castlecombo.kit import draw, theme
from castlecombo.storage import files as storage
from castlecombo.storage import saves
from castlecombo.storage.records import Language, SeatConfig
from test_layout_fit import misfits
from ui_helpers import finished_game, post, record_of

SIZES = [(1024, 600), (1024, 640), (1280, 720), (1920, 1080)]
LOCALE_VARS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
NAMES = ["Aldric", "Beatrix", "Cedric"]
MARKED = re.compile(r"[‹›áéíóúÁÉÍÓÚçñýÇ]")  # what the pseudo-language puts in every translated line


@pytest.fixture(autouse=True)
def english_after(monkeypatch) -> Iterator[None]:
    """The system asks for English unless a test says otherwise; English again afterwards (the
    language is the process's, and the next tests expect English)."""
    for var in LOCALE_VARS:
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    yield
    i18n.set_language("en")


def start_app(size: tuple[int, int] = (1280, 720)):
    """The real App at ``size`` (home: the test's own CASTLECOMBO_HOME)."""
    from castlecombo.app.window import App

    app = App(argparse.Namespace(size=f"{size[0]}x{size[1]}"))
    pygame.event.clear()
    return app


def stop(app) -> None:
    app.shutdown()
    pygame.quit()


def click(app, rect: pygame.Rect) -> None:
    """A left click (down and up) at the centre of ``rect``, through the app's event loop."""
    pos = pygame.Rect(rect).center
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.step(0.016)


def press(app, key: int, mod: int = 0) -> None:
    post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
    app.step(0.016)


def drawn_words(app) -> list[str]:
    """Return every line the scenes draw in one frame."""
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    return [line.words for line in lines]


def language_cell(scene: SettingsScene, code: str) -> pygame.Rect:
    return scene.language._cells()[[value for value, _name in scene.language.options].index(code)]


# --- which language ----------------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "expected"), [("fr_FR.UTF-8", "fr"), ("pt_BR.UTF-8", "pt"),
                                                ("xx_YY.UTF-8", "en"), ("C", "en")])
def test_the_system_locale_picks_the_language_on_the_first_start(monkeypatch, lang, expected):
    monkeypatch.setenv("LANG", lang)
    app = start_app()
    try:
        assert i18n.language() == expected
        assert app.settings.language is None  # nothing chosen yet: the system's language is followed
    finally:
        stop(app)


def test_the_language_codes_of_the_settings_are_those_offered():
    assert Language.__args__ == tuple(i18n.LANGUAGES)


def test_choosing_a_language_in_settings_speaks_it_at_once_and_keeps_it_for_the_next_run(monkeypatch):
    app = start_app()
    try:
        app.show_menu()
        app.stack.push(SettingsScene(app))
        app.step(0.016)
        scene = app.stack.top
        assert isinstance(scene, SettingsScene) and i18n.language() == "en"
        click(app, language_cell(scene, "fr"))
        assert i18n.language() == "fr"
        assert storage.load_settings()[0].language == "fr"
        press(app, pygame.K_l)  # L: the next language in the list
        assert i18n.language() == "it"
        press(app, pygame.K_l, pygame.KMOD_SHIFT)  # Shift+L: the one before
        assert i18n.language() == "fr"
    finally:
        stop(app)
    i18n.set_language("en")
    monkeypatch.setenv("LANG", "es_ES.UTF-8")  # the choice wins over the system's language
    again = start_app()
    try:
        assert again.settings.language == "fr"
        assert i18n.language() == "fr"
    finally:
        stop(again)


def test_a_language_whose_catalog_is_missing_says_so_instead_of_staying_english_in_silence(monkeypatch):
    """A playtest ran a source tree with no compiled catalogs: Français clicked, English went on, no word."""
    real = i18n.catalog_path
    monkeypatch.setattr(i18n, "catalog_path", lambda code, suffix=".mo": real(code, ".missing"))
    app = start_app()
    try:
        app.show_menu()
        app.stack.push(SettingsScene(app))
        app.step(0.016)
        click(app, language_cell(app.stack.top, "fr"))
        assert i18n.language() == "en"
        words = " ".join(drawn_words(app))
        assert "Français cannot be shown" in words and "make catalogs" in words
    finally:
        stop(app)


def test_an_old_settings_file_without_a_language_loads_and_follows_the_system(monkeypatch):
    old = {"ai_pace": "fast", "animation": "normal", "effects_volume": 100, "fullscreen": False,
           "last_seats": None, "master_volume": 40, "sound": True, "ui_scale": 100,
           "window_height": 720, "window_width": 1280}
    path = storage.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(old), encoding="utf-8")
    settings, message = storage.load_settings()
    assert message is None
    assert settings.language is None and settings.master_volume == 40
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    app = start_app()
    try:
        assert i18n.language() == "it"
    finally:
        stop(app)


def test_a_change_of_language_redraws_settings_and_the_menu_below_in_it():
    app = start_app()
    try:
        app.show_menu()
        app.stack.push(SettingsScene(app))
        english = drawn_words(app)
        assert not any("‹" in words for words in english)
        i18n.set_language("pseudo")  # what choosing a language does, in the language that shows it
        translated = drawn_words(app)
        assert any(words.startswith("‹Séttíñgs") for words in translated)  # the title
        assert sum("‹" in words for words in translated) >= 20  # labels, hints, choices, Done
        press(app, pygame.K_ESCAPE)
        assert isinstance(app.stack.top, MenuScene)
        assert any("‹Séttíñgs" in words for words in drawn_words(app))  # the menu's button
    finally:
        stop(app)


# --- every word translated and fitting, in the pseudo-language ----------------------------------

def untranslated(lines: list[draw.DrawnText], allowed: set[str]) -> list[str]:
    """Return the lines that the pseudo-language did not touch (numbers, symbols and ``allowed`` aside)."""
    return [line.words for line in lines
            if not MARKED.search(line.words) and re.search(r"[A-Za-z]", line.words)
            and line.words.rstrip("…") not in allowed and not any(name in line.words for name in allowed)]


def add_history(n: int = 4) -> None:
    seats = [SeatConfig(name=name, kind=kind, colour=theme.SEAT_COLOURS[i])
             for i, (name, kind) in enumerate(zip(NAMES, ["human", "easy", "hard"], strict=True))]
    for seed in range(1, n + 1):
        state = finished_game(3, seed)
        saves.record_finished_game(record_of(state, seed, seats, f"2026-03-{seed:02d}T10:00:00+00:00",
                                               scored=lambda c: c.card and not c.face_down and c.points))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_menu_side_scenes_speak_the_pseudo_language_and_fit(size):
    add_history()
    app = start_app(size)
    try:
        i18n.set_language("pseudo")
        allowed = {*i18n.LANGUAGES.values(), *NAMES}
        makers = [lambda: MenuScene(app), lambda: NewGameScene(app), lambda: NewGameScene(app, "rooms"),
                  lambda: SettingsScene(app), lambda: StatisticsScene(app)]
        problems: list[str] = []
        for make in makers:
            app.stack.reset(make())
            with draw.recording() as lines:
                app.stack.draw(app.screen)
            name = type(app.stack.top).__name__
            problems += [f"{name}: not translated: {w!r}" for w in untranslated(lines, allowed)]
            problems += [f"{name}: {m}" for m in misfits(lines)]
        app.show_menu()
        show_notice(app, i18n._("There is no game in progress to continue."), i18n._("Notice"))
        app.stack.push(ConfirmScene(app, i18n._("Replace the game in progress?"), i18n._("Almost ready"),
                                    yes=i18n._("Start the new game"), no=i18n._("Keep it"), on_yes=lambda: None))
        for _ in range(2):
            with draw.recording() as lines:
                app.stack.draw(app.screen)
            problems += [f"notice: not translated: {w!r}" for w in untranslated(lines, allowed)]
            problems += [f"notice: {m}" for m in misfits(lines)]
            app.stack.pop()
        app.notify(i18n._("Sound off (M turns it on)"))
        banner = pygame.Surface(app.size)
        with draw.recording() as lines:
            app.banners.draw(banner, 0.0)
        problems += [f"banner: {w!r}" for w in untranslated(lines, allowed)] + misfits(lines)
        for problem in problems:
            print(problem)
        assert not problems
    finally:
        stop(app)


# --- what stays English, what a damaged file says -------------------------------------------------

def test_the_command_line_stays_english_whatever_the_system_and_the_settings(monkeypatch, capsys, tmp_path):
    from castlecombo.cli import main

    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    storage.save_settings(storage.Settings(language="it"))
    code = main(["score", str(tmp_path / "nope.json")])
    assert code == 2 and "no such file" in capsys.readouterr().err
    assert i18n.language() == "en"


def test_a_damaged_settings_file_is_explained_in_the_language_spoken(monkeypatch):
    path = storage.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{", encoding="utf-8")
    i18n.set_language("pseudo")
    settings, message = storage.load_settings()
    assert settings == storage.Settings()
    assert message is not None and message.startswith("‹Yóúr séttíñgs fílé çóúld ñót bé úséd: settings.json ‹ís")
    assert "‹Yóúr séttíñgs wéré rését tó défáúlts" in message


def test_the_lone_person_named_you_in_the_last_game_is_named_you_in_the_language_spoken_now():
    """A French game saved the person's seat as "Vous"; set up again in English it reads "You" (and
    back), while a name the player typed, and two people's seats, keep their names."""
    from castlecombo.app.newgame_seats import initial_seats
    from castlecombo.combo.ui.narration import called_you
    from castlecombo.rooms.ui.narration import is_you

    colours = [c.lower() for c in theme.SEAT_COLOURS]

    def seat(name: str, kind: str, k: int) -> SeatConfig:
        return SeatConfig(name=name, kind=kind, colour=theme.SEAT_COLOURS[k])

    i18n.set_language("fr")
    vous = i18n._("You")
    assert vous != "You"
    last = [seat(vous, "human", 0), seat("Aldric", "medium", 1)]
    i18n.set_language("en")
    assert [d.name for d in initial_seats(last, colours, 5)] == ["You", "Aldric"]
    assert called_you(last) == 0 and is_you(vous)
    i18n.set_language("fr")
    assert initial_seats([seat("You", "human", 0), seat("Aldric", "hard", 1)], colours, 5)[0].name == vous
    assert initial_seats([seat("Youssef", "human", 0), seat("Aldric", "hard", 1)], colours, 5)[0].name == "Youssef"
    two = [seat("You", "human", 0), seat(vous, "human", 1)]
    assert [d.name for d in initial_seats(two, colours, 5)] == ["You", vous]


def test_a_name_saved_as_you_in_another_language_reads_you_in_statistics(app):
    """A playtest saw "Tú 10" and "Vous 100" in the Portuguese game list: the lone player's name as the
    language spoken when each game was played saved it. The list says it in the language spoken now."""
    i18n.set_language("fr")
    vous = i18n._("You")
    i18n.set_language("en")
    seats = [SeatConfig(name=vous, kind="human", colour=theme.SEAT_COLOURS[0]),
             SeatConfig(name="Aldric", kind="medium", colour=theme.SEAT_COLOURS[1])]
    saves.record_finished_game(record_of(finished_game(2, 3), 3, seats, "2026-11-02T10:00:00+00:00"))
    app.stack.push(StatisticsScene(app))
    words = drawn_words(app)
    assert "You" in words and "Aldric" in words
    assert vous not in words


@pytest.mark.parametrize("size", SIZES)
def test_settings_labels_and_hints_keep_their_size_in_every_language(size):
    """A playtest saw Settings' hints shrunk to fit ("usate quando non sei a schermo intero" at 9 px, "M lo
    silencia en cualquier momento" with its spaces gone): the labels' column makes room for them."""
    from castlecombo.app.settings_scene import ROW_WORDS

    app = start_app(size)
    try:
        app.show_menu()
        app.stack.push(SettingsScene(app))
        app.step(0.016)
        scene = app.stack.top
        for code in i18n.LANGUAGES:
            click(app, language_cell(scene, code))
            with draw.recording() as lines:
                app.stack.draw(app.screen)
            label_size, hint_size = scene._text_sizes(scene.form_scale(size))
            drawn = {line.words: line.size for line in lines}
            for label, hint in ROW_WORDS:
                assert drawn[i18n._(hint)] == hint_size, (code, i18n._(hint), drawn[i18n._(hint)], hint_size)
                assert drawn[i18n._(label)] == label_size, (code, i18n._(label))
    finally:
        stop(app)


def test_french_elides_de_before_a_name_that_starts_with_a_vowel():
    """"la ligne 1 de Aldric" and "les lignes de Aldric" read wrong in French (a playtest)."""
    from castlecombo import i18n

    spoken = i18n.language()
    try:
        i18n.set_language("fr")
        said = i18n.elided("la ligne 1 de Aldric · les lignes de Beatrix")
        assert said == "la ligne 1 d’Aldric · les lignes de Beatrix"
        assert i18n.elided("Plus long que Ellen") == "Plus long qu’Ellen"
        i18n.set_language("es")
        assert i18n.elided("la línea 1 de Aldric") == "la línea 1 de Aldric"
    finally:
        i18n.set_language(spoken)


@pytest.mark.parametrize("code, joined", [("pt", "do Jogador 2"), ("es", "del Jugador 2"), ("it", "del Giocatore 2"),
                                          ("fr", "du Joueur 2")])
def test_a_preposition_takes_the_article_of_a_seats_default_name(code, joined):
    """"a linha 1 de Jogador 1" read wrong in Portuguese (a playtest): a seat's default name is a noun with an
    article, which the preposition before it joins; a person's own name is left as it is."""
    from castlecombo import i18n

    spoken = i18n.language()
    try:
        i18n.set_language(code)
        line = i18n._("a dragon on {player}'s line {line}")
        default = i18n._("Player {number}").format(number=2)
        assert joined in i18n.elided(line.format(player=default, line=1))
        assert i18n.elided(line.format(player="Beatrix", line=1)) == line.format(player="Beatrix", line=1)
    finally:
        i18n.set_language(spoken)


@pytest.mark.parametrize("code", ["fr", "it", "es", "pt"])
def test_the_replay_button_and_the_replay_are_called_alike_and_not_like_the_review(code):
    """An Italian playtest clicked "Rivedi" looking for the review and landed in "Replica": the button that opens a
    replay is called as the replay's own title is, and differently from the button of the review."""
    from castlecombo import i18n

    spoken = i18n.language()
    try:
        i18n.set_language(code)
        replay, review = i18n.pgettext("button", "Replay"), i18n.pgettext("button", "Review")
        title = i18n._("Replay  ·  Turn {turn} of {turns}  ·  You played").split("  ·  ")[0]
        rooms = i18n._("Replay  ·  round {round}  ·  turn {turn} / {total}  ·  You played").split("  ·  ")[0]
        assert title.startswith(replay.split()[0]) and rooms.startswith(replay.split()[0]), (replay, title, rooms)
        assert review.split()[0] not in (replay.split()[0], title.split()[0])
    finally:
        i18n.set_language(spoken)


@pytest.mark.parametrize("code, before, after", [
    ("it", "Passa a Anna", "Passa ad Anna"), ("it", "Bianca e Elena", "Bianca ed Elena"),
    ("it", "Passa a Bruno", "Passa a Bruno"), ("es", "Lucía y Inés", "Lucía e Inés"),
    ("es", "Lucía y Hilda", "Lucía e Hilda"), ("es", "Ana o Óscar", "Ana u Óscar"),
    ("es", "Lucía y Diego", "Lucía y Diego"), ("fr", "Anna et Elena", "Anna et Elena"),
])
def test_a_short_word_takes_its_form_before_a_name_with_the_same_sound(code, before, after):
    """"a Aldric" read wrong in Italian (a playtest): a name put in after translation can ask "ad", "ed", or in
    Spanish "e" for "y" and "u" for "o"."""
    from castlecombo import i18n

    spoken = i18n.language()
    try:
        i18n.set_language(code)
        assert i18n.elided(before) == after
    finally:
        i18n.set_language(spoken)


def test_french_elides_de_before_a_name_beginning_with_a_vowel_or_an_h():
    """Playtest 99, a French teacher: "Main de Hélène", "ligne 1 de Hélène". French writes "d’Hélène"; "de Paul"
    and "de 8" stay as they are."""
    from castlecombo import i18n

    try:
        assert i18n.set_language("fr") == "fr"
        hand = i18n._("{player}'s hand")
        assert hand.format(player="Hélène") == "Main d’Hélène" and hand.format(player="Paul") == "Main de Paul"
        assert hand.format(player="Isabelle") == "Main d’Isabelle"
        line = i18n._("{player}'s line {line}")
        assert line.format(line=1, player="Hélène") == "la ligne 1 d’Hélène"
        blocks = i18n.ngettext("you block {player}'s line of {n}", "you block {player}'s line of {n}", 8)
        assert blocks.format(n=8, player="Olivier") == "vous bloquez la ligne de 8 salles d’Olivier"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game", ["combo", "rooms"])
def test_a_seats_default_name_is_said_in_the_language_spoken_now(app, game):
    """Playtest 117 set up two people in English ("Player 1", "Player 2"), went on in French, and read "Passez
    l'écran à Player 1": a seat's default name is said in the language spoken, as "You" is; a name typed stays."""
    from castlecombo.people import shown

    i18n.set_language("en")
    seats = [SeatConfig(name="Player 1", kind="human", colour=theme.SEAT_COLOURS[0]),
             SeatConfig(name="Player 2", kind="human", colour=theme.SEAT_COLOURS[1]),
             SeatConfig(name="Player 2b", kind="human", colour=theme.SEAT_COLOURS[2])]
    i18n.set_language("fr")
    assert [shown(seat.name) for seat in seats] == ["Joueur 1", "Joueur 2", "Player 2b"]
    app.start_game(seats, 4, 0, game)
    words = " ".join(drawn_words(app))
    assert "Joueur 1" in words and "Player 1" not in words
    i18n.set_language("it")
    assert shown("Joueur 3") == "Giocatore 3" and shown("Joueur") == "Joueur"
    i18n.set_language("en")
