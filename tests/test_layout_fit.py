"""Every scene at 1024x640, 1280x720 and 1920x1080 with five players named with up to 32 characters:
no line of text outside the box it is drawn in, and none under 12 px; and the same in the
pseudo-language, where every string is 40 % longer and marked, so that a line drawn without
going through translation is found too.

``draw.recording()`` collects every line ``draw.text`` draws with the box it belongs in; the
boxes are the scenes' own panels, buttons and cells (or the window).
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pygame
import pytest

from castlecombo import i18n
from castlecombo.combo.engine import GameState
from castlecombo.combo.engine import actions as A
from castlecombo.kit import draw, theme
from castlecombo.kit.names import name_forms
from castlecombo.kit.scene import Scene
from castlecombo.storage import saves
from castlecombo.storage.records import SaveGame, SeatConfig
from ui_helpers import finished_game, hold_a_card_over_the_field, pad_drawn, record_of, rects_drawn_in

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]
LONG_NAMES = ["W" * 32, "Bartholomew Ashcroft-Lee", "Maximilianus Wolfram III", "M" * 32,
              "Lucía Fernández-Castellanos"]


def long_seats(kinds: list[str]) -> list[SeatConfig]:
    """Seats of ``kinds`` with names of the longest allowed (32 characters)."""
    return [SeatConfig(name=LONG_NAMES[i], kind=kind, colour=theme.SEAT_COLOURS[i]) for i, kind in enumerate(kinds)]


LANGUAGE = ["en"]  # the language app_at speaks (the App sets its own from the settings at start)


@pytest.fixture(autouse=True, params=["en", "pseudo"])
def language(request):
    """Every test in English and in the pseudo-language."""
    LANGUAGE[0] = request.param
    yield request.param
    LANGUAGE[0] = "en"
    i18n.set_language("en")


# a translated string: ‹…› whole, or the part of one on this line when it was wrapped or shortened
_TRANSLATED = re.compile(f"{i18n.PSEUDO_OPEN}[^{i18n.PSEUDO_CLOSE}]*(?:{i18n.PSEUDO_CLOSE}|$)"
                         f"|^[^{i18n.PSEUDO_OPEN}]*{i18n.PSEUDO_CLOSE}")
_WORD = re.compile(r"[^\W\d_]{2,}")
_PLAIN_VOWEL = re.compile("[aeiouAEIOU]")
_PATH = re.compile(r"\S*/\S*|\S*\.json\S*")  # file names and folders are the system's words
_PSEUDO_VOWEL = re.compile("[áéíóúýÁÉÍÓÚ]")


def untranslated(words: str) -> str | None:
    """Return the words of a drawn line that did not go through translation (None if all did).

    The pseudo-language accents every vowel: a word with a plain vowel, or a word with no vowel
    outside the ‹…› marks, was not translated. Player names are the players' own words, file
    names the system's, and the Settings list each language in its own."""
    rest = words
    # the languages are listed in their own names; a long name may take a shorter form ("Bartholomew A.")
    for name in [*(form for long in LONG_NAMES for form in name_forms(long)), *i18n.LANGUAGES.values()]:
        rest = rest.replace(name, " ")
        for cut in range(len(name) - 1, 2, -1):  # a name shortened to fit: "Bartholomew…"
            rest = rest.replace(name[:cut].rstrip() + "…", " ")
        for cut in range(1, len(name) - 1):  # a name too long for a line, broken: its end begins the next line
            if rest.startswith(name[cut:]):
                rest = " " + rest[len(name) - cut:]
                break
        if len(rest.strip()) > 2 and rest.strip().removesuffix("…").rstrip() in name:  # ... a line of its middle
            rest = " "
        for cut in range(len(name) - 1, 2, -1):  # ... and its start ends the line before ("‹Páss tó Bartholomew")
            start = name[:cut].rstrip()
            if rest.rstrip("›").endswith(start):
                rest = rest.rstrip("›")[:-len(start)] + " ›"
                break
    rest = _PATH.sub(" ", rest)
    found = [w for w in _WORD.findall(rest) if _PLAIN_VOWEL.search(w)]
    outside = _TRANSLATED.sub(" ", rest)
    found += [w for w in _WORD.findall(outside) if not _PSEUDO_VOWEL.search(w) and w not in found]
    return " ".join(found) if found else None


def misfits(lines: list[draw.DrawnText]) -> list[str]:
    """Return a line of words for each drawn text outside its box or under the minimum size."""
    bad = []
    for line in lines:
        if line.size < theme.MIN_TEXT_PX:
            bad.append(f"{line.words!r} at {line.size} px")
        if not line.box.contains(line.rect):
            bad.append(f"{line.words!r} {tuple(line.rect)} outside {tuple(line.box)}")
    return bad


@contextmanager
def app_at(size: tuple[int, int], ui_scale: int = 100, language: str | None = None) -> Iterator[object]:
    """The real App in a window of ``size``, the UI-scale setting at ``ui_scale`` %, speaking ``language`` (the
    language of the tests again afterwards)."""
    from castlecombo.app.window import App

    app = App(argparse.Namespace(size=f"{size[0]}x{size[1]}"))
    if ui_scale != 100:
        app.settings = app.settings.model_copy(update={"ui_scale": ui_scale, "window_width": size[0],
                                                       "window_height": size[1]})  # else the default window size
        app.apply_settings()
    i18n.set_language(language or LANGUAGE[0])
    pygame.event.clear()
    try:
        yield app
    finally:
        i18n.set_language(LANGUAGE[0])
        draw.set_user_scale(1.0)
        app.shutdown()
        pygame.quit()


def check(app, make: Callable[[], Scene] | None = None, steps: int = 2) -> list[str]:
    """Push ``make()`` (if given), draw a few frames while recording; return the misfits."""
    if make is not None:
        app.stack.push(make())
    with draw.recording() as lines:
        for _ in range(steps):
            app.stack.draw(app.screen)
    assert lines, "nothing was drawn"
    bad = misfits(lines)
    if i18n.language() == i18n.PSEUDO:
        bad += [f"{line.words!r} not translated: {missed!r}" for line in lines if (missed := untranslated(line.words))]
    for line in bad:
        print(line)  # all of them, where the assertion shows only the first
    return bad


def resume_mid_game(app, kinds: list[str], seed: int = 8, after: int = 40) -> None:
    """Continue a game of ``len(kinds)`` long-named seats, cut where seat 0 is to take."""
    played = finished_game(len(kinds), seed)
    state = GameState.new(len(kinds), seed, played.first_player)
    cut = 0
    for i, action in enumerate(played.actions):
        if i > after and state.current == 0 and state.phase == 0:
            cut = i
            break
        state.apply(action)
    saves.write_current_save(SaveGame.new(seed, long_seats(kinds), played.first_player)
                               .with_actions(played.actions[:cut]))
    assert app.continue_game()


@pytest.mark.parametrize("size", SIZES)
def test_the_table_fits_with_five_long_names(size):
    with app_at(size) as app:
        resume_mid_game(app, ["human", "hard", "medium", "easy", "random"])
        app.step(0.0)
        assert check(app) == []
        hold_a_card_over_the_field(app)
        assert check(app) == []  # a card dragged over the field, with its price tag


@pytest.mark.parametrize("size", SIZES)
def test_the_hot_seat_cover_fits_long_names(size):
    from castlecombo.combo.ui.pass_cover import PassCover

    with app_at(size) as app:
        resume_mid_game(app, ["human"] * 5)
        cover = app.stack.top  # a resumed hot-seat game opens under the cover
        assert isinstance(cover, PassCover)
        table = cover.table
        for seat in range(5):
            app.stack.push(PassCover(app, table, seat))
            assert check(app) == []
            app.stack.pop()


@pytest.mark.parametrize("size", SIZES)
def test_the_menu_side_scenes_fit(size):
    from castlecombo.app.menu import MenuScene
    from castlecombo.app.newgame import NewGameScene
    from castlecombo.app.settings_scene import SettingsScene
    from castlecombo.app.statistics_scene import StatisticsScene
    from castlecombo.combo.ui.rules_scene import PAGES, RulesScene

    with app_at(size) as app:
        for seed in range(1, 4):
            state = finished_game(5, seed)
            saves.record_finished_game(record_of(state, seed, long_seats(["human", "hard", "medium", "easy",
                                                                            "random"]),
                                                   f"2026-03-0{seed}T10:00:00+00:00"))
        app.settings = app.settings.model_copy(update={"last_seats": long_seats(["human", "hard", "medium",
                                                                                  "easy", "random"])})
        for make in (lambda: MenuScene(app), lambda: NewGameScene(app), lambda: SettingsScene(app),
                     lambda: StatisticsScene(app)):
            assert check(app, make) == []
            app.stack.pop()
        rules = RulesScene(app)
        app.stack.push(rules)
        for _page in PAGES:
            assert check(app) == []
            rules.next_page()


@pytest.mark.parametrize("size", SIZES)
def test_the_score_pad_fits_five_long_names(size):
    from castlecombo.combo.ui.scoring_scene import ScoringScene

    with app_at(size) as app:
        scoring = ScoringScene(app, finished_game(5, 3), long_seats(["human", "hard", "medium", "easy", "random"]))
        app.stack.push(scoring)
        assert check(app) == []
        scoring.update(10.0)  # the count-up is over: the winner's words
        assert check(app) == []


def take_then_prompt(n: int) -> tuple[int, list[int]]:
    """Return a seed and the actions of an ``n``-player game up to a take whose ability asks seat 0 to choose."""
    for seed in range(1, 400):
        state = GameState.new(n, seed, 0)
        for action in state.legal_actions():
            if A.is_take(action):
                after = state.clone()
                after.apply(action)
                if after.current == 0 and after.pending is not None:
                    return seed, [action]
    raise AssertionError("no seed found")


@pytest.mark.parametrize("size", SIZES)
def test_an_ability_prompt_fits_with_long_neighbour_names(size):
    from castlecombo.combo.ui.prompts import ChoicePrompt

    with app_at(size) as app:
        seed, actions = take_then_prompt(5)
        saves.write_current_save(SaveGame.new(seed, long_seats(["human"] * 5), 0).with_actions(actions))
        assert app.continue_game()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        app.step(0.0)  # the player to move takes the seat (the pass cover of a resumed hot-seat game)
        prompt = app.stack.top
        assert isinstance(prompt, ChoicePrompt)
        assert check(app) == []
        # the answers share one size: each shrunk on its own came in two sizes (a playtest)
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        answers = [line.size for line in lines if any(rect.contains(line.rect) for rect, _a, _l in prompt.buttons)]
        assert len(set(answers)) == 1
        for rect, _a, _l in prompt.buttons:  # a long answer may take two lines rather than shrink
            assert 1 <= sum(rect.contains(line.rect) for line in lines) <= 2


def test_the_opponent_overlays_help_line_is_whole_in_italian_at_the_smallest_window():
    """A playtest at 1024x640 in Italian: the overlay of another seat's tableau ended "clic o Esc: torna al…".
    Where one line cuts it, the help takes two, and every word of it is drawn."""
    from castlecombo.combo.ui.seat_overlay import FOOTER, SeatTableau

    with app_at((1024, 640), 100, "it") as app:
        resume_mid_game(app, ["human", "hard", "medium", "easy", "random"])
        table = app.stack.top
        overlay = SeatTableau(app, table.view, table.state, 1)
        app.stack.push(overlay)
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        whole = i18n._(FOOTER)
        box = overlay.box
    assert len(overlay.footer) == 2 and "  ·  ".join(overlay.footer) == whole  # broken between its parts
    said = [line for line in lines if line.words in overlay.footer]
    assert len(said) == 2 and misfits(said) == [] and all(box.contains(line.rect) for line in said)


@pytest.mark.parametrize("size", SIZES)
def test_a_mouse_alone_goes_round_the_tableaux_by_the_arrows_beside_the_help(size):
    """The help said "Left / Right: other players" to a mouse-only player (playtest 77): a ‹ and a › button at the
    ends of the help line show the seat before and after, clear of its words and inside the panel."""
    from castlecombo.combo.ui.seat_overlay import SeatTableau
    from ui_helpers import post

    with app_at(size) as app:
        resume_mid_game(app, ["human", "hard", "medium"])
        table = app.stack.top
        overlay = SeatTableau(app, table.view, table.state, 1)
        app.stack.push(overlay)
        earlier, later = overlay.arrows()
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        said = [line.rect for line in lines if line.words in overlay.footer]
        assert said and not any(r.colliderect(earlier) or r.colliderect(later) for r in said)
        assert overlay.box.contains(earlier) and overlay.box.contains(later)
        for rect, seat in ((later, 2), (later, 0), (earlier, 2)):
            post(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)
            post(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)
            app.step(0.016)
            assert app.stack.top is overlay and overlay.seat == seat


@pytest.mark.parametrize("size", SIZES)
def test_the_opponent_overlay_the_ending_and_the_score_pad_fit(size):
    from castlecombo.combo.ui.ending import EndingScene
    from castlecombo.combo.ui.scoring_scene import ScoringScene
    from castlecombo.combo.ui.seat_overlay import SeatTableau

    with app_at(size) as app:
        kinds = ["human", "hard", "medium", "easy", "random"]
        resume_mid_game(app, kinds)
        table = app.stack.top
        for seat in range(5):
            app.stack.push(SeatTableau(app, table.view, table.state, seat))
            assert check(app) == []
            app.stack.pop()
        app.show_menu()
        played = finished_game(5, 9)
        saves.write_current_save(SaveGame.new(9, long_seats(kinds), played.first_player)
                                   .with_actions(played.actions))
        assert app.continue_game()
        ending = app.stack.top
        assert isinstance(ending, EndingScene)
        assert check(app) == []  # the last move held on the table
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
        app.step(0.016)  # a person at the table: the last move stays until a key
        assert check(app) == []  # every final tableau with its badges
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        app.step(0.0)
        assert isinstance(app.stack.top, ScoringScene)
        app.step(2.5)
        assert check(app) == []  # the winner's moment
        app.step(5.0)
        assert check(app) == []


@pytest.mark.parametrize("size", SIZES)
def test_the_replay_the_discards_and_a_long_notice_fit(size):
    from castlecombo.app.menu import MenuScene
    from castlecombo.combo.ui.card_views import DiscardViewer

    with app_at(size) as app:
        state = finished_game(5, 4)
        record = record_of(state, 4, long_seats(["human", "hard", "medium", "easy", "random"]),
                           "2026-03-04T10:00:00+00:00")
        assert app.start_replay(record)
        for _ in range(12):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
            app.step(0.02)
        assert check(app) == []
        view = app.stack.top.view
        assert check(app, lambda: DiscardViewer(app, view, 0, state.discards[0])) == []
        app.show_menu()
        path = saves.current_save_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text('{"seed": 5, "actions": [1, 2', encoding="utf-8")  # cut short
        app.stack.push(MenuScene(app))  # finds the damaged save and explains it
        notice = app.stack.top
        assert "JSON" not in notice.text
        assert LANGUAGE[0] != "en" or "damaged" in notice.text
        assert check(app) == []  # every word of it shows, the long path too


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_at_150_percent_the_table_and_the_settings_still_fit(size):
    from castlecombo.app.settings_scene import SettingsScene

    with app_at(size) as app:
        app.settings = app.settings.model_copy(update={"ui_scale": 150})
        app.apply_settings()
        try:
            assert check(app, lambda: SettingsScene(app)) == []
            app.stack.pop()
            resume_mid_game(app, ["human", "hard", "medium", "easy", "random"])
            app.step(0.0)
            assert check(app) == []
        finally:
            draw.set_user_scale(1.0)


def test_a_wrapped_line_never_starts_with_the_punctuation_french_spaces_off():
    pygame.font.init()
    f = draw.font(20)
    words = "Vous avez pris Bouffon face cachée : +6 or, +2 clés ; le Messager va au Château !"
    widest = max(f.size(w + " :")[0] for w in words.split())  # no word is cut into pieces
    for width in range(widest, f.size(words)[0] + 1, 7):
        lines = draw.wrap(words, f, width)
        assert " ".join(lines) == words
        assert not any(line[:1] in ":;!?" for line in lines), (width, lines)


def _wrapped_at_every_width(words: str, narrowest: str, step: int) -> Iterator[tuple[int, list[str]]]:
    """Yield ``words`` wrapped at 17 px at every ``step``-th width from ``narrowest``'s up to their own, each way
    checked whole and within its width."""
    pygame.font.init()
    f = draw.font(17)
    for width in range(f.size(narrowest)[0], f.size(words)[0], step):
        lines = draw.wrap(words, f, width)
        assert " ".join(lines) == words and all(f.size(line)[0] <= width for line in lines)
        yield width, lines


def test_a_number_ending_the_words_never_stands_alone_on_the_last_line():
    """Playtest 311: the Castle Rooms log wrapped "Aldric set a dragon on your line" over a lone "1."."""
    for width, lines in _wrapped_at_every_width("Aldric set a dragon on your line 1.", "Aldric set a", 3):
        assert lines[-1] != "1.", (width, lines)


def test_two_words_in_brackets_stay_on_one_line():
    """The Guildmaster's prompt broke "…from its row (click" / "it)" (playtest 157)."""
    words = "Guildmaster: discard a Village card from its row"
    for width, lines in _wrapped_at_every_width(words, "Guildmaster: discard", 5):
        assert not any(line.endswith("(click") for line in lines), (width, lines)


def test_a_file_name_too_long_for_a_line_breaks_after_a_slash_dash_or_dot_never_inside_a_number():
    """A notice broke "…corrupt-20261203-16" / "5218." (a playtest)."""
    pygame.font.init()
    f = draw.font(20)
    name = "/tmp/pt70/home/.local/share/castlecombo/history/20261203-163920-169845625.json.corrupt-20261203-165218."
    for width in range(f.size("20261203-163920-16")[0], f.size(name)[0], 9):
        lines = draw.wrap(name, f, width)
        assert "".join(lines) == name and all(f.size(line)[0] <= width for line in lines)
        assert all(line[-1] in "/-." for line in lines[:-1]), (width, lines)


@pytest.mark.parametrize("size", [(1920, 1080), (1024, 640)])
def test_the_score_pads_totals_stay_inside_the_table_at_the_largest_ui_scale(size):
    """At 150 % in a 1920x1080 window the totals ran over the table's foot and the winner's frame (a playtest)."""
    from castlecombo.combo.ui.scoring_scene import ScoringScene

    with app_at(size) as app:
        app.settings.ui_scale = 150
        app.apply_settings()
        scoring = ScoringScene(app, finished_game(3, 3), long_seats(["human", "hard", "medium"]))
        app.stack.push(scoring)
        scoring.update(10.0)
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        table = scoring.cells["table"]
        totals = [line for line in lines if line.words in {str(sheet.total) for sheet in scoring.sheets}
                  and line.rect.top > table.top + scoring.cells["row_h"] * 12]
        assert len(totals) >= 3 and all(table.contains(line.rect) for line in totals)
        cards_points = [line.size for line in lines if line.words.isdigit() and line not in totals]
        assert min(line.size for line in totals) >= max(cards_points)  # the totals stay the largest numbers


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_card_reading_pages_labels_keep_off_its_text_in_french_at_the_largest_ui_scale(size):
    """At 150 % in French the label 'parchemin' covered the page's last paragraph and 'blasons' ran to the window's
    edge; on the page of a turn the two captions ran together (a playtest)."""
    from castlecombo.combo.ui.rules_scene import PAGES, RulesScene

    with app_at(size) as app:
        app.settings.ui_scale = 150
        app.apply_settings()
        i18n.set_language("fr")
        rules = RulesScene(app)
        app.stack.push(rules)
        for page in range(len(PAGES)):
            with draw.recording() as lines:
                app.stack.draw(app.screen)
            if PAGES[page].picture == "anatomy":
                labels = [line for line in lines if line.words in ("coût", "nom", "effet", "parchemin", "blasons")]
                assert len(labels) == 5
                assert all(rules.pic_rect.contains(line.rect) for line in labels)
                assert not any(line.rect.colliderect(rules.text_rect) for line in labels)
            if PAGES[page].picture == "turn":
                up, down = (next(line for line in lines if line.words.startswith(start))
                            for start in ("face visible", "face cachée :"))
                assert not up.rect.colliderect(down.rect) and up.rect.right < down.rect.left
            rules.next_page()


@pytest.mark.parametrize("code", ["en", "fr", "it", "es", "pt"])
def test_the_score_pad_says_every_card_name_whole_with_four_players_at_the_largest_ui_scale(language, code):
    """A playtest at 150 % in 1920x1080 with four players read "Her Majesty the…" and "Queen Mo…" on the score
    pad. A card's name is drawn a little smaller before it is shortened (in the five languages; the
    pseudo-language's names, 40 % longer, may still be shortened)."""
    if language == "pseudo":
        pytest.skip("the real languages' card names")
    seen: list[str] = []
    with app_at((1920, 1080), 150, code) as app:
        for seed in range(1, 13):
            scoring, lines = pad_drawn(app, finished_game(4, seed), long_seats(["human", "easy", "medium", "hard"]),
                                       10.0)
            table = scoring.cells["table"]
            cut = [line.words for line in lines if line.words.endswith("…") and line.rect.top > table.top
                   and not any(name.startswith(line.words.rstrip("…")) for name in LONG_NAMES)]
            assert not cut, (seed, cut)  # (a name of 32 W may be shortened in a column of four)
            seen += [line.words for line in lines if len(line.words) >= 14 and line.rect.top > table.top]
    assert seen  # long names were on the pads


def test_the_score_pads_card_names_and_row_labels_each_keep_one_size_and_are_whole():
    """Playtest 155, five seats at 2560x1440 and 150 % in French: "Maître d'ar…" beside its purse's gold, and names
    and row labels in as many sizes as they had lengths ("Sa Majesté la Reine" tiny). The names share one size where
    they fit at three quarters of it, the row labels another, and none is cut."""
    from collections import Counter

    from castlecombo.combo.engine.catalog import CARDS, INDEX_BY_NAME
    from castlecombo.combo.ui.scoring_scene import ScoringScene

    with app_at((2560, 1440), 150, "fr") as app:
        names = long_seats(["human", "easy", "medium", "hard", "expert"])
        played = next(g for g in (finished_game(5, seed) for seed in range(1, 40))
                      if any(c.card == "Master-at-Arms" and c.purse_gold for sheet in g.scores() for c in sheet.cards))
        scoring = ScoringScene(app, played, names)
        app.stack.push(scoring)
        scoring.update(10.0)
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        titles = {CARDS[INDEX_BY_NAME[c.card.casefold()]].title for sheet in played.scores() for c in sheet.cards
                  if c.card is not None and not c.face_down}
    table = scoring.cells["table"]
    words = [line for line in lines if line.rect.top > table.top]
    assert not [line.words for line in words if line.words.endswith("…")
                and not any(name.startswith(line.words.rstrip("…")) for name in LONG_NAMES)]
    sizes = Counter(line.size for line in words if line.words in titles)
    assert sizes.most_common(1)[0][1] >= 0.8 * sum(sizes.values()), sizes  # (a name beside a purse may shrink)
    labels = Counter(line.size for line in words if line.words.startswith(("En ", "Au ", "Centre")))
    assert len(labels) == 1, labels


@pytest.mark.parametrize("size, scale", [((1366, 768), 100), ((1024, 640), 150), ((1920, 1080), 125)])
def test_the_keyboard_ring_round_a_key_button_stays_clear_of_the_words_under_it(monkeypatch, size, scale):
    """The keyboard ring round "Chiave: Messaggero al Castello" crossed the first line of the suggestion under it
    (a playtest at 1366x768)."""
    from castlecombo.combo.ai.suggest import Suggestion
    from castlecombo.combo.ui import table_marks
    from castlecombo.combo.ui.table_keys import Target
    from castlecombo.combo.ui.table_suggest import SUGGEST_COLOUR
    from test_suggest import KEY_POSITION, open_table, position
    from ui_helpers import rects_drawn_in

    with app_at(size, scale, "it") as app:
        table = open_table(app, position(*KEY_POSITION), kinds=("human", "easy"), seed=KEY_POSITION[0])
        app.step(0.016)
        assert A.KEY_MOVE in table.state.legal_actions()
        table.input.cursor = Target("key", A.KEY_MOVE)
        table.suggest.shown = Suggestion(A.KEY_MOVE, 0, 70.0, 100)  # the key suggested: its ring too
        # the cursor's ring and its dark edge, and the suggestion's ring
        rings = [rects_drawn_in(monkeypatch, table_marks, colour) for colour in (table_marks.CURSOR, (16, 18, 16),
                                                                                 SUGGEST_COLOUR)]
        with draw.recording() as drawn:
            app.stack.draw(app.screen)
        lay = table.view.layout
        under = [t.rect for t in drawn if lay.market.contains(t.rect) and t.rect.top >= lay.key_move.bottom]
        assert under
        round_key = [r for drawn_rings in rings for r in drawn_rings
                     if r.contains(lay.key_move) and r.h < 2 * lay.key_move.h]
        assert len(round_key) == 3 and max(r.bottom for r in round_key) <= min(r.top for r in under), (rings, under)


@pytest.mark.parametrize("code", ["en", "fr", "it", "es", "pt"])
def test_the_top_bars_buttons_hold_their_labels_at_full_size(code):
    """"Suggerisci (H)" shrank to 14 px in a button the width of a half-empty "Regole" (a playtest at 1366x768):
    the three buttons share their room by what their labels need in the language spoken."""
    from castlecombo.combo.ui import table_layout as T
    from castlecombo.kit.draw import font, label_room

    spoken = i18n.language()
    try:
        i18n.set_language(code)
        for size in ((1366, 768), (1280, 720), (1920, 1080)):
            lay = T.layout_at(size, 2, min(size[0] / 1280, size[1] / 720))
            f = font(round(T.BUTTON_TEXT * lay.scale), "bold")
            for rect, label in ((lay.suggest, i18n._(T.SUGGEST_LABEL)), (lay.suggest, i18n._(T.THINKING_LABEL)),
                                (lay.undo, i18n._(T.UNDO_LABEL)), (lay.rules, T.rules_label(lay.scale, lay.menu.h))):
                assert f.size(label)[0] <= label_room(rect), (code, size, label, rect.w)
            assert lay.suggest.right < lay.undo.left < lay.undo.right < lay.rules.left < lay.rules.right < lay.menu.left
    finally:
        i18n.set_language(spoken)


def test_the_rules_button_names_its_key_where_the_top_bar_holds_it():
    """Playtest 305: Castle Rooms' button said "Règles (F1)", Castle Combo's "Règles"; Castle Combo's names F1
    too where the three buttons keep their labels at full size, and falls back to "Rules" where not."""
    from castlecombo.combo.ui import table_layout as T

    spoken = i18n.language()
    try:
        for code, keyed in (("en", True), ("fr", True), ("it", False)):
            i18n.set_language(code)
            lay = T.layout_at((1280, 720), 2, 1.0)
            label = T.rules_label(lay.scale, lay.menu.h)
            assert label == (i18n._("Rules (F1)") if keyed else i18n.pgettext("button", "Rules")), (code, label)
    finally:
        i18n.set_language(spoken)


@pytest.mark.parametrize("code", ["en", "pt"])
def test_the_key_list_goes_on_pages_rather_than_shrink_to_a_small_print(code):
    """At 1024x640 and the largest text size the "?" list shrank to 12 px to fit one page (a playtest with weak
    eyes): it keeps a readable size and goes on pages, which the arrows and a click turn; every row is on one."""
    from castlecombo.combo.ui.shortcuts_scene import lines, shortcuts_scene
    from castlecombo.kit.draw import ui_scale

    with app_at((1024, 640), 150, code) as app:
        overlay = shortcuts_scene(app)
        app.stack.push(overlay)
        sc = ui_scale(app.size)
        keys_seen: list[str] = []
        for _page in range(10):
            with draw.recording() as drawn:
                app.stack.draw(app.screen)
            rows = [t for t in drawn if t.words in {k for k, _w in lines()}]
            assert rows and min(t.size for t in rows) >= round(15 * sc)
            assert all(app.screen.get_rect().contains(t.rect) for t in drawn)
            keys_seen += [t.words for t in rows]
            page = overlay.page
            # every page after the first says that Left goes back (a middle page did not, a re-check playtest)
            back = i18n._("Left arrow: the page before") if code == "en" else None
            assert back is None or page == 0 or any(back in t.words for t in drawn), [t.words for t in drawn][-1]
            overlay.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
            if app.stack.top is not overlay:
                break
            assert overlay.page == page + 1
        assert app.stack.top is not overlay  # past the last page, the list closed
        assert set(keys_seen) == {k for k, _w in lines()} and overlay.page >= 1


@pytest.mark.parametrize("size", [(1366, 740), (1024, 600)])
def test_every_window_size_on_settings_is_read_whole_and_above_the_smallest_print(size, monkeypatch):
    """At 1366x740 (not a preset: seven sizes) Settings read "1366×7…" in 12 px among the others."""
    from castlecombo.app import screen
    from castlecombo.app.settings_scene import SettingsScene

    monkeypatch.setattr(screen, "usable_area", lambda: (3824, 2104))  # every preset fits the screen (4K)
    with app_at(size) as app:
        scene = SettingsScene(app)
        app.stack.push(scene)
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        labels = [label for _size, label in scene.window.options]
        assert len(labels) == (7 if size == (1366, 740) else 6)
        drawn = [line for line in lines if line.words in labels]
        assert sorted(line.words for line in drawn) == sorted(labels)  # none cut short
        assert min(line.size for line in drawn) > theme.MIN_TEXT_PX


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_statistics_bars_keep_room_at_150(size, language):
    """Playtest 82 (Italian, 1920x1080 at 150 %): "Partite per livello degli avversari" took two lines, the legend a
    third, and the bar of the one game played lay flat under the labels. The legend goes beside the title's last
    line where it fits, and the labels under the bars take the room they need."""
    from castlecombo.app import statistics_charts
    from castlecombo.app.statistics_scene import StatisticsScene

    if language == "pseudo":
        pytest.skip("the Italian words are the case")
    with app_at(size, 150, "it") as app:
        state = finished_game(3, 4)
        saves.record_finished_game(record_of(state, 4, long_seats(["human", "easy", "medium"]),
                                             "2026-12-04T10:00:00+00:00"))
        import _pytest.monkeypatch
        patch = _pytest.monkeypatch.MonkeyPatch()
        try:
            bars = rects_drawn_in(patch, statistics_charts, statistics_charts.PLAYED)
            card_bars = rects_drawn_in(patch, statistics_charts, (150, 130, 190))
            scene = StatisticsScene(app)
            app.stack.push(scene)
            with draw.recording() as lines:
                app.stack.draw(app.screen)
        finally:
            patch.undo()
        tall = max(bar.h for bar in bars if scene.rects["levels"].contains(bar)
                   and bar.w > 12 * draw.ui_scale(size))  # (not the legend's square)
        assert tall >= 10 * draw.ui_scale(size), bars  # a bar that reads as one game played, not a line
        # the cards' names clear of their bars ("Rivoluzionario" touched its bar)
        names = [line.rect for line in lines if any(line.rect.colliderect(bar.inflate(4000, 0)) and
                                                    line.rect.right <= bar.centerx for bar in card_bars)]
        assert names and all(r.right + 6 * draw.ui_scale(size) / 1.5 <= min(b.left for b in card_bars) for r in names)


def rooms_ending_said(app, state, seats, seat: int) -> list[str]:
    """End the Castle Rooms game ``state`` (its pile empty), show its ending; return the words in ``seat``'s panel."""
    from castlecombo.rooms.engine import actions as RA
    from castlecombo.rooms.ui.ending import EndingScene

    state.apply(RA.END_TURN)
    assert state.is_over
    scene = EndingScene(app, state, seats, [])
    app.stack.push(scene)
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    panel = next(sp for sp in scene.panels if sp.seat == seat)
    return [line.words for line in lines if panel.rect.contains(line.rect)]


@pytest.mark.parametrize("scale", [100, 150])
def test_the_rooms_ending_says_a_long_named_winners_lines(scale, language):
    """Playtest 82 (1280x720 at 150 %): beside "Giuseppina Lombardi-Santangelo" and "winner" the winner's line
    lengths had no room and were left out. Where they do not fit beside the name, they go to the panel's foot."""
    from castlecombo.app.options import default_seats
    from rooms_helpers import CC, CS, SC, SS, UP
    from rooms_helpers import table as scenario

    if language == "pseudo":
        pytest.skip("the lengths' words are checked in Italian")
    with app_at((1280, 720), scale, "it") as app:
        seats = default_seats(["human", "medium"])
        seats = [seats[0].model_copy(update={"name": "Giuseppina Lombardi-Santangelo"}), seats[1]]
        ten = (SS, SC, CS, CC, SS, SC, CS, CC, SS, SC)
        s = scenario(2, lines={0: [(ten, UP, False), ((SC,), 1, False), ((CS,), UP, False)],
                               1: [(ten[:6], UP, False), (ten[:3], 1, False), ((SS,), UP, False), ((SC,), 1, False),
                                   ((CC,), UP, False)]}, pile_size=0)
        said = rooms_ending_said(app, s, seats, 0)
        assert s.winners() == [0]
        assert any("10 · 1 · 1" in words for words in said), said
        assert check(app) == []


def test_the_rooms_ending_says_the_line_lengths_of_a_long_name_in_a_short_panel(language):
    """Playtest 83 (1280x720 at 150 %, three players): 'Giuseppina Lombardi-Santangelo' third, in a panel of two
    long lines, had no line lengths at all: the panel's foot lay beside her last line. They go there, right of it."""
    import re

    from castlecombo.app.options import default_seats
    from rooms_helpers import CC, CS, SC, SS, UP
    from rooms_helpers import table as scenario

    if language == "pseudo":
        pytest.skip("the lengths are numbers")
    with app_at((1280, 720), 150, "it") as app:
        seats = default_seats(["human", "medium", "easy"])
        seats = [seats[0].model_copy(update={"name": "Giuseppina Lombardi-Santangelo"}), *seats[1:]]
        ten = (SS, SC, CS, CC, SS, SC, CS, CC, SS, SC)
        s = scenario(3, lines={0: [(ten[:8], UP, False), (ten[:7], 1, True)],
                               1: [(ten, UP, False), (ten[:2], 1, False), ((CC,), UP, False), ((SC,), 1, False)],
                               2: [(ten[:9], UP, False), ((CS,), 1, False), ((SC,), UP, False)]}, pile_size=0)
        said = rooms_ending_said(app, s, seats, 0)
        assert any(re.fullmatch(r"(\D+: )?\d+( · \d+)+.*", words) for words in said), said
        assert check(app) == []


def test_a_long_name_leaves_every_rooms_ending_panel_saying_what_its_numbers_are():
    """Playtest 101 (Portuguese, 1366x768 at 150 %, three players): 'Dona Lourdes de Albuquerque' left no room beside
    her name for 'por linha: 6 · 4 · 4', so every panel said its lengths bare ("10 · 3"), and the second panel, alone
    in its column, was as tall as the page with its two lines at the top."""
    import re

    from castlecombo.app.options import default_seats
    from castlecombo.rooms.ui.ending import EndingScene
    from rooms_helpers import CC, CS, SC, SS, UP
    from rooms_helpers import table as scenario

    with app_at((1366, 768), 150, "pt") as app:
        seats = [seat.model_copy(update={"name": name}) for seat, name in
                 zip(default_seats(["human"] * 3), ["Rafael", "Camila", "Dona Lourdes de Albuquerque"])]
        ten = (SS, SC, CS, CC, SS, SC, CS, CC, SS, SC)
        s = scenario(3, lines={0: [(ten[:8], UP, False), (ten[:4], 1, False)],
                               1: [(ten[:9], UP, False), (ten[:3], 1, False)],
                               2: [(ten[:6], UP, True), (ten[:4], 1, False), (ten[:4], UP, False)]}, pile_size=0)
        for seat in range(3):
            said = rooms_ending_said(app, s.clone(), seats, seat)
            assert any(re.fullmatch(r"\D+: \d+( · \d+)+.*", words) for words in said), (seat, said)
            app.stack.pop()
        scene = EndingScene(app, s, seats, [])
        assert check(app, lambda: scene) == []
        tall = {sp.seat: sp.rect.h for sp in scene.panels}
        assert tall[0] == tall[1], tall  # two lines each, whichever column they stand in


@pytest.mark.parametrize("code", ["en", "fr", "it", "es", "pt"])
def test_the_turn_pages_captions_are_said_whole_and_readable_at_1366x768(code):
    """"face para baixo: +6 moedas, +2 ch…" was cut and shrunk to 7 px under the face-down card (playtest 108): a
    caption too long for one line takes two."""
    from castlecombo.combo.ui.rules_scene import PAGES, RulesScene

    with app_at((1366, 768), 150, code) as app:
        rules = RulesScene(app)
        app.stack.push(rules)
        while PAGES[rules.page].picture != "turn":
            rules.next_page()
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        captions = [line for line in lines if rules.pic_rect.contains(line.rect) and line.size < 30]
        said = " ".join(line.words for line in captions)
        assert "…" not in said and "+6" in said and "+2" in said
        assert min(line.size for line in captions) >= 14


def test_the_menu_on_a_4k_screen_is_laid_out_as_on_a_1080p_one_twice_as_large():
    """Playtest 109 at 3840x2160: the menu, Settings and the rules stopped growing at 1.6 times their 1280x720 size
    and took the top half of the screen, at 150 % too. They grow with the window as the tables do."""
    from castlecombo.app.menu import MenuScene

    heights = []
    for size in ((1920, 1080), (3840, 2160)):
        with app_at(size) as app:
            app.show_menu()
            menu = app.stack.find(MenuScene)
            app.step(0.02)
            heights.append((menu.buttons["settings"].rect.h, menu.buttons["quit"].rect.bottom / size[1]))
    (small, reach_small), (large, reach_large) = heights
    assert large >= 1.9 * small
    assert abs(reach_large - reach_small) < 0.05  # the same share of the window


@pytest.mark.parametrize("language", ["fr", "pt", "it"])
def test_the_menus_keys_line_stays_clear_of_the_statistics_button(language):
    """Playtest 173 (French, 1280x720 at 150 %): "? : toutes les touches" nearly touched Statistiques."""
    with app_at((1280, 720), 150, language) as app:
        app.show_menu()
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        menu = app.stack.top
        keys = next(line for line in lines if line.words.startswith("?"))
        statistics = menu.buttons["statistics"].rect
        assert statistics.left - keys.rect.right >= 16, (keys.rect, statistics)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_rules_back_button_says_a_long_way_back_whole_at_its_size(language):
    """Playtest 266: over the final tableaux F1's rules said "Volver a los tableros fina…", and "Back to the final
    tableaux" shrank to 12 px: the button is as wide as its words need, short of the page dots."""
    from castlecombo.combo.ui.rules_scene import RulesScene
    from castlecombo.i18n import N_

    with app_at((1195, 672), language=language) as app:
        scene = RulesScene(app, back_label=N_("Back to the final tableaux"))
        app.stack.push(scene)
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        said = {line.words: line for line in lines}
        back, following = said[scene.back.label], said[scene.next.label]
        assert back.size == following.size and not back.words.endswith("…")


def test_home_and_end_go_to_the_rules_first_and_last_pages():
    """Playtest 267 pressed End on the rules for their last page (the end and the scoring) and nothing happened."""
    from castlecombo.combo.ui.rules_scene import RulesScene
    from ui_helpers import press

    with app_at((1280, 720)) as app:
        scene = RulesScene(app)
        app.stack.push(scene)
        press(app, pygame.K_END)
        assert scene.page == scene.page_count - 1
        press(app, pygame.K_HOME)
        assert scene.page == 0


@pytest.mark.parametrize(("game", "size", "ui_scale"), [("combo", (1280, 720), 100), ("rooms", (1366, 768), 150)])
def test_a_page_dot_opens_its_page_where_it_is_drawn(game, size, ui_scale):
    """Playtests clicked the rules' page dots to jump to a page and nothing happened: a click on a dot opens its page
    (the lit dot is drawn where the click landed); a click between the dots and the buttons changes nothing."""
    from castlecombo.combo.ui.rules_scene import RulesScene
    from castlecombo.rooms.ui.rules_scene import RoomsRulesScene

    with app_at(size, ui_scale=ui_scale) as app:
        scene = RulesScene(app) if game == "combo" else RoomsRulesScene(app)
        app.stack.push(scene)
        app.stack.draw(app.screen)
        centres = scene.dot_centres()
        assert len(centres) == scene.page_count >= 3
        for page in (scene.page_count - 1, 1, 0):
            x, y = centres[page]
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                scene.handle(pygame.event.Event(kind, pos=(x + 3, y - 2), button=1))
            assert scene.page == page
            app.stack.draw(app.screen)
            assert app.screen.get_at((x, y))[:3] == theme.ACCENT[:3]
        beside = (centres[-1][0] + 40, centres[-1][1])
        assert scene.dot_at(beside) is None and not scene.next.rect.collidepoint(beside)
        scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=beside, button=1))
        assert scene.page == 0


@pytest.mark.parametrize("game", ["combo", "rooms"])
def test_the_rules_open_from_the_table_where_the_reader_left_them(game):
    """F1 at the table opened the rules on page 1 every time, so a player checking "Your turn" again paged through
    from the start: from the table they open where they were closed, and after Done on the last page, at the start."""
    from castlecombo.combo.ui.rules_scene import RulesScene
    from castlecombo.rooms.ui.rules_scene import RoomsRulesScene
    from ui_helpers import press

    kind = RulesScene if game == "combo" else RoomsRulesScene
    with app_at((1280, 720)) as app:
        first = kind(app, back_label="Back to the game", page=None)
        app.stack.push(first)
        assert first.page == 0
        press(app, pygame.K_RIGHT)
        press(app, pygame.K_RIGHT)
        press(app, pygame.K_ESCAPE)
        assert app.stack.top is not first
        again = kind(app, back_label="Back to the game", page=None)
        assert again.page == 2
        assert kind(app).page == 0  # from the menu: from the start
        app.stack.push(again)
        press(app, pygame.K_END)
        again.next_page()  # Done
        assert kind(app, page=None).page == 0


def test_a_long_name_on_the_score_pad_takes_a_shorter_form_rather_than_tiny_letters():
    """Playtest 342 (five seats at 150 %): "Maria da Conceição Albuquerque" was drawn at 12 px beside "Rita" at 35. A
    name too long for its column takes a shorter form ("Maria C. Albuquerque", as the table's panels say it), and
    the heads' names are drawn at nearly one size."""
    from castlecombo.combo.ui.scoring_scene import ScoringScene
    from castlecombo.kit import draw
    from castlecombo.storage.records import SeatConfig

    names = ["Maria da Conceição Albuquerque", "Joaquim Pedro Sousa-Tavares", "Rita", "Cedric", "Dorothea"]
    kinds = ["human", "human", "human", "medium", "hard"]
    seats = [SeatConfig(name=name, kind=kind, colour=theme.SEAT_COLOURS[i])
             for i, (name, kind) in enumerate(zip(names, kinds))]
    with app_at((1749, 984), 150) as app:
        pad = ScoringScene(app, finished_game(5, 3), seats)
        app.stack.push(pad)
        pad.update(10.0)
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        heads = {line.words: line.size for line in lines if line.words.startswith(("Maria", "Joaquim", "Rita"))}
        assert "Maria C. Albuquerque" in heads or "Maria da Conceição Albuquerque" in heads, heads
        assert min(heads.values()) >= 0.85 * heads["Rita"] - 1 and heads["Rita"] >= 0.55 * 40 - 1, heads
