"""Castle Rooms and the rules pages in the pseudo-language: every word drawn is translated and fits its box.

The pseudo-language marks every translated string ‹…› and makes it 40 % longer, so a word drawn
outside the marks bypassed translation, and a line outside its box will not fit a long language.
"""

from __future__ import annotations

import random
import re

import pygame
import pytest

from castlecombo import i18n
from castlecombo.app.options import default_seats
from castlecombo.kit import draw
from castlecombo.rooms.engine import GameState, IllegalAction
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.reasons import Reason
from castlecombo.rooms.reason_texts import TEXTS, english, reason_words
from castlecombo.rooms.ui.ending import EndingScene
from castlecombo.rooms.ui.table import RoomsTable
from rooms_helpers import CC, CS, SC, SS, UP, D, K, table
from test_layout_fit import misfits

_INNER = re.compile(r"‹[^‹›]*›")
_CLIPPED = re.compile(r"^(?:[^‹›]*›)+")
_ELIDED = re.compile(r"‹[^‹›\n]*…(?=\n|$)")  # a marked line shortened to fit: its end (and mark) cut off


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def untranslated(lines: list[draw.DrawnText], names: list[str]) -> list[str]:
    """Return the drawn lines holding a word outside the pseudo marks (player names, numbers and symbols aside).

    The lines are read as one stream, as a wrapped paragraph opens its mark on one line and closes it on another."""
    stream = "\n".join(line.words for line in lines)
    while True:
        shorter = _ELIDED.sub("", _INNER.sub("", stream))
        if shorter == stream:
            break
        stream = shorter
    for name in sorted(names, key=len, reverse=True):
        stream = stream.replace(name, "")
    # a log clipped at its top starts inside a mark opened on a line not drawn: its words run to the "›", which
    # may be some lines down (the lines before it, with no mark of their own, are inside that mark too)
    lines = stream.split("\n")
    for i, line in enumerate(lines):
        if _CLIPPED.match(line):
            lines[i] = _CLIPPED.sub("", line)
            j = i - 1
            while j >= 0 and "‹" not in lines[j] and "›" not in lines[j] and lines[j]:
                lines[j] = ""
                j -= 1
    return [left for left in lines if re.search(r"[^\W\d_]", left)]


def drawn(app) -> list[draw.DrawnText]:
    """Draw the scene stack twice while recording; return every line drawn."""
    with draw.recording() as lines:
        for _ in range(2):
            app.stack.draw(app.screen)
    assert lines, "nothing was drawn"
    return lines


def check(lines: list[draw.DrawnText], names: list[str]) -> None:
    assert untranslated(lines, names) == []
    assert misfits(lines) == []


def test_the_checker_sees_english_and_a_line_outside_its_box():
    i18n.set_language("pseudo")
    box = pygame.Rect(0, 0, 100, 20)
    ok = draw.DrawnText(pygame.Rect(0, 0, 50, 10), box, 14, i18n._("Pile  {n}").format(n=3) + " Aldric")
    wrapped = [draw.DrawnText(pygame.Rect(0, 0, 50, 10), box, 14, words) for words in ("‹Ééch línéé", "ís lóng~~›")]
    english_line = draw.DrawnText(pygame.Rect(0, 0, 50, 10), box, 14, "End turn (E)")
    outside = draw.DrawnText(pygame.Rect(90, 0, 50, 10), box, 14, "‹x›")
    assert untranslated([ok, *wrapped], ["Aldric"]) == []
    assert untranslated([english_line], []) == ["End turn (E)"]
    assert misfits([outside]) != []


def test_the_rooms_table_mid_game_is_translated_and_fits(app):
    app.start_game(default_seats(["human", "easy", "medium"]), 5, 0, "rooms")
    tbl = app.stack.find(RoomsTable)
    assert tbl is not None
    # three seats: you hold five cards, a dragon blocks your first line, rivals have lines of their own
    tbl.state = table(3, hands={0: [SS, SC, CS, D, K]}, lines={0: [((SS, SC), UP, True), ((CC,), 1, False)],
                                                              1: [((CC, CS), UP, False)], 2: [((SS,), UP, False)]})
    i18n.set_language("pseudo")
    assert tbl.decide(A.dragon(1, 0))  # a log line
    tbl.end_turn()  # four cards held: the why-not of End turn shows
    assert tbl.reason
    tbl.input.selected = 0  # a card chosen: the hint says where it may go
    names = [seat.name for seat in tbl.seats]
    check(drawn(app), names)


def test_the_rooms_ending_is_translated_and_fits(app):
    seats = default_seats(["human", "easy", "medium"])
    s = table(3, lines={0: [((SS, SS, SS), UP, False), ((CC,), 1, False)], 1: [((SS, SS, SS), UP, True)],
                        2: [((CC, CC), UP, False)]}, pile_size=0)
    s.apply(A.END_TURN)
    assert s.is_over
    i18n.set_language("pseudo")
    app.stack.push(EndingScene(app, s, seats, []))
    check(drawn(app), [seat.name for seat in seats])


@pytest.mark.parametrize("game", ["rooms", "combo"])
def test_every_rules_page_is_translated_and_fits(app, game):
    from castlecombo.combo.ui import rules_scene as combo_rules
    from castlecombo.rooms.ui import rules_scene as rooms_rules

    pages = len(rooms_rules.PAGES if game == "rooms" else combo_rules.PAGES)
    i18n.set_language("pseudo")
    scene = rooms_rules.RoomsRulesScene(app) if game == "rooms" else combo_rules.RulesScene(app)
    app.stack.push(scene)
    for page in range(pages):
        scene.page = page
        lines = drawn(app)
        assert untranslated(lines, ["Ann", "Bob"]) == [], page
        assert misfits(lines) == [], page


def _reasons_the_engine_gives() -> dict[str, Reason]:
    """Return a reason of every code the engine gave for illegal actions in a few random games."""
    seen: dict[str, Reason] = {}
    rng = random.Random(3)
    candidates = list(range(0, 20)) + list(range(1000, 1410, 3)) + list(range(2000, 2410, 7)) + [3000, 3001, 3005]
    for seed in range(6):
        s = GameState.new(2 + seed % 3, seed)
        while not s.is_over:
            for action in candidates:
                reason = s.problem(action)
                if reason is not None and reason.code not in seen:
                    seen[reason.code] = reason
            s.apply(rng.choice(s.legal_actions()))
        seen.setdefault("game_over", s.problem(A.END_TURN))  # type: ignore[arg-type]
    return seen


def test_every_rooms_reason_says_itself_in_english_and_in_pseudo():
    reasons = _reasons_the_engine_gives()
    assert set(reasons) == set(TEXTS)
    for code, reason in reasons.items():
        words = english(reason)
        assert "{" not in words and "‹" not in words and words == reason.text
        i18n.set_language("pseudo")
        said = reason_words(reason)
        spot = pygame.Rect(0, 0, 1, 1)
        assert said.startswith("‹") and "{" not in said, code
        assert untranslated([draw.DrawnText(spot, spot, 14, said)], []) == [], code
        assert english(reason) == words  # the engine's message stays English whatever the player reads
        i18n.set_language("en")
        assert reason_words(reason) == words


def test_the_engines_message_is_the_english_sentence_with_its_words():
    s = table(2, hands={0: [SC, SS]}, lines={0: [((SC,), UP, False)]})  # the line ends in a corridor
    with pytest.raises(IllegalAction) as err:
        s.apply(A.add_room(SS, 0))
    assert str(err.value) == ("a stairs→stairs room does not fit line 1: the line ends on a corridor side and the "
                              "room would start on a stairs side")
    assert err.value.reason.params == {"room": SS, "line": 1, "exit": 1, "entry": 0}  # codes, not words
    with pytest.raises(IllegalAction) as err:
        s.apply(A.discard(D))
    assert str(err.value) == "you hold no dragon"
    i18n.set_language("pseudo")
    p = i18n.pseudo  # the words inside the sentence are translated too
    room = p("{sides} room").format(sides=f"{p('stairs')}→{p('corridor')}")
    assert reason_words(Reason("no_card", {"card": SC})) == p("you hold no {card}").format(card=room)


def _random_rooms_record(players: int, seed: int):
    """A finished Castle Rooms game of random legal plays, as the history keeps it."""
    from castlecombo.rooms.replay import history_record
    from castlecombo.storage.records import SaveGame

    s = GameState.new(players, seed, 0)
    rng = random.Random(seed)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    return history_record(SaveGame.new(seed, default_seats(["human"] + ["easy"] * (players - 1)), 0,
                                       game="rooms"), s)


def test_the_rooms_replay_and_the_hot_seat_cover_are_translated_and_fit(app):
    from castlecombo.rooms.ui.cover import PassCover
    from castlecombo.rooms.ui.replay_scene import RoomsReplay

    record = _random_rooms_record(3, 4)
    names = [seat.name for seat in record.seats]
    i18n.set_language("pseudo")
    replay = RoomsReplay(app, record)
    app.stack.push(replay)
    for index in (0, 3, replay.total):  # the first turn, one in the middle, the end and its winner
        replay.seek(index)
        check(drawn(app), names)
    app.stack.push(PassCover(app, replay.view, 1, lambda seat: None))
    check(drawn(app), names)


def test_the_combo_replay_and_shortcuts_are_translated_and_fit(app):
    from castlecombo.combo.ui.replay_scene import ReplayScene
    from castlecombo.combo.ui.shortcuts_scene import shortcuts_scene
    from test_replay_ui import finished_record

    record = finished_record(3)
    names = [*(seat.name for seat in record.seats), "Castle Combo"]  # the top bar's title: the table view's
    i18n.set_language("pseudo")
    replay = ReplayScene(app, record)
    app.stack.push(replay)
    for index in (0, replay.total):
        replay.seek(index)
        check(drawn(app), names)
    app.stack.push(shortcuts_scene(app))
    assert untranslated(drawn(app), [*names, "F", "K", "R", "H", "M", "?", "Esc"]) == []


@pytest.mark.parametrize(("game", "name"), [("rooms", "Castle Rooms"), ("combo", "Castle Combo")])
@pytest.mark.parametrize("code", ["en", "es", "fr"])
def test_each_games_rules_pages_name_the_game_above_their_title(app, game, name, code):
    """Castle Rooms' pages said "How to play Castle Rooms", Castle Combo's only "How to play" (playtest 76); the name
    is the one the menu gives the game (playtest 77; "Castle Combo" in French too, as its French edition is sold,
    playtest 85)."""
    from castlecombo.combo.ui import rules_scene as combo_rules
    from castlecombo.rooms.ui import rules_scene as rooms_rules

    i18n.set_language(code)
    app.stack.push(rooms_rules.RoomsRulesScene(app) if game == "rooms" else combo_rules.RulesScene(app))
    named = i18n._(name)
    assert any(named in line.words and line.words != named for line in drawn(app))


@pytest.mark.parametrize("code", ["it", "fr", "es", "pt", "en"])
def test_the_top_bars_suggest_and_rules_buttons_say_their_words_at_one_size(app, code):
    """Playtest 82 (1280x720 at 150 %): "Suggerisci (H)" was shrunk in its button beside "Regole (F1)"."""
    draw.set_user_scale(1.5)
    try:
        i18n.set_language(code)
        app.start_game(default_seats(["human", "easy"]), 5, 0, "rooms")
        tbl = app.stack.find(RoomsTable)
        lines = drawn(app)
        lay = tbl.view.layout
        sizes = {line.words: line.size for line in lines if lay.suggest.contains(line.rect) or
                 lay.rules.contains(line.rect)}
        assert len(sizes) == 2 and len(set(sizes.values())) == 1, sizes
    finally:
        draw.set_user_scale(1.0)
        i18n.set_language("en")


@pytest.mark.parametrize("code", ["it", "pt", "en"])
def test_the_top_bars_words_keep_their_size_where_the_games_name_gives_way(app, code):
    """Playtest 83 (1280x720 at 150 %): "Il tuo ultimo turno · giro 9" was squeezed to 12 px between the game's name
    and the buttons. Where the words would shrink, the game's name gives way (the window's title says it)."""
    draw.set_user_scale(1.5)
    try:
        i18n.set_language(code)
        app.start_game(default_seats(["human", "easy", "medium"]), 5, 0, "rooms")
        tbl = app.stack.find(RoomsTable)
        lay = tbl.view.layout
        lines = [line for line in drawn(app) if lay.top.contains(line.rect) and line.rect.x < lay.settings.x]
        words = [line for line in lines if any(ch.isdigit() for ch in line.words)]  # "… · round 1"
        assert words and words[0].size >= round(17 * lay.scale), [(t.words, t.size) for t in lines]
    finally:
        draw.set_user_scale(1.0)
        i18n.set_language("en")


def test_an_empty_pile_is_said_as_a_pile_not_as_an_empty_space():
    """Playtest 107 read "Mazo 0 / vacía": the pile is masculine in Spanish, where a score pad's empty space is not."""
    i18n.set_language("es")
    try:
        assert i18n.pgettext("pile", "empty") == "vacío" and i18n._("empty") == "vacía"
    finally:
        i18n.set_language("en")


def test_a_language_chosen_during_a_game_retells_its_log(app):
    """Playtest 162 switched Italian to Spanish in Settings during a Castle Rooms game: the headings changed and the
    log stayed in Italian (Castle Combo's re-worded at once). Back at the table, the log is told in the new one."""
    from castlecombo.app.settings_scene import SettingsScene

    app.start_game(default_seats(["human", "easy"]), 5, 0, "rooms")
    t = app.stack.find(RoomsTable)
    assert t is not None
    rng = random.Random(5)
    while len(t.state.actions) < 8:
        t.decide(rng.choice(t.state.legal_actions()))
    english_log = list(t.log)
    assert any("line" in line for line in english_log)
    app.stack.push(SettingsScene(app))
    i18n.set_language("es")
    app.stack.pop()
    app.step(0.016)
    assert t.log != english_log and any("línea" in line for line in t.log), t.log
