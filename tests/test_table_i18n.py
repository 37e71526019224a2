"""The table, a prompt, the hot-seat cover, the score pad and the ending in the pseudo-language at
1280x720: every word drawn is translated (the pseudo-language accents every vowel and marks every
string ‹…›, so a word with a plain vowel was never translated), and every line stays in its box.

This is the guard that no untranslated words come back to the table: player names, numbers and
symbols are the only words drawn as they are.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame
import pytest

from castlecombo import i18n
from castlecombo.combo.engine import actions as A
from castlecombo.kit import draw
from castlecombo.kit.names import name_forms
from castlecombo.storage import saves
from castlecombo.storage.records import SaveGame
from test_layout_fit import LONG_NAMES, app_at, long_seats, misfits, resume_mid_game, take_then_prompt
from ui_helpers import finished_game, hold_a_card_over_the_field

SIZE = (1280, 720)
BRAND = "Castle Combo"  # the game's name is its name in every language
PLAIN_VOWEL = re.compile(r"[A-Za-z]*[aeiouAEIOU][A-Za-z]*")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


@contextmanager
def pseudo_app() -> Iterator[Any]:
    """The real App at 1280x720 speaking the pseudo-language (the App sets its language as it starts)."""
    with app_at(SIZE) as app:
        i18n.set_language("pseudo")
        yield app


def untranslated(lines: list[draw.DrawnText]) -> list[str]:
    """Return the drawn lines that hold a word the pseudo-language did not accent (names left out)."""
    bad = []
    for line in lines:
        words = line.words.replace(BRAND, "")
        for name in (form for long in LONG_NAMES for form in name_forms(long)):  # "Bartholomew A." too
            words = words.replace(name, "")
            for cut in range(len(name) - 1, 2, -1):  # a name shortened to fit: "Bartholomew Ashcroft-…"
                words = words.replace(name[:cut].rstrip() + "…", "")
            if len(part := words.strip().removesuffix("…").rstrip()) > 2 and part in name:  # a line of a long name
                words = ""
        if PLAIN_VOWEL.search(words):
            bad.append(line.words)
    return bad


def look(app: Any, steps: int = 2) -> list[str]:
    """Draw the window a few times while recording; return each line not translated or not in its box."""
    with draw.recording() as lines:
        for _ in range(steps):
            app.stack.draw(app.screen)
    assert lines, "nothing was drawn"
    bad = [f"untranslated: {w!r}" for w in untranslated(lines)] + misfits(lines)
    for problem in bad:
        print(problem)
    return bad


def enter() -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))


def test_the_table_mid_game_speaks_the_language_with_its_log_seats_and_a_card_held() -> None:
    from castlecombo.combo.ui.card_views import DiscardViewer
    from castlecombo.combo.ui.seat_overlay import SeatTableau

    with pseudo_app() as app:
        resume_mid_game(app, ["human", "hard", "medium", "easy", "random"])
        app.step(0.0)
        assert look(app) == []
        table = app.stack.top
        hold_a_card_over_the_field(app)
        assert look(app) == []  # a card dragged over the field, with its price tag and the points of a space
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(2, 2)))
        app.step(0.0)
        app.stack.push(SeatTableau(app, table.view, table.state, 1))
        assert look(app) == []
        app.stack.pop()
        app.stack.push(DiscardViewer(app, table.view, 0, table.state.discards[0]))
        assert look(app) == []


def test_a_prompt_and_the_hot_seat_cover_speak_the_language() -> None:
    from castlecombo.combo.ui.pass_cover import PassCover
    from castlecombo.combo.ui.prompts import ChoicePrompt

    with pseudo_app() as app:
        seed, actions = take_then_prompt(5)
        saves.write_current_save(SaveGame.new(seed, long_seats(["human"] * 5), 0).with_actions(actions))
        assert app.continue_game()
        assert isinstance(app.stack.top, PassCover)
        assert look(app) == []
        enter()
        app.step(0.0)
        prompt = app.stack.top
        assert isinstance(prompt, ChoicePrompt)
        assert look(app) == []
        i18n.set_language("en")  # changed under the prompt (Settings): it says itself anew when drawn
        app.stack.draw(app.screen)
        assert "‹" not in prompt.title and not any("‹" in label for _action, label in prompt.options)


def test_the_ending_and_the_score_pad_speak_the_language() -> None:
    from castlecombo.combo.ui.ending import EndingScene
    from castlecombo.combo.ui.scoring_scene import ScoringScene

    with pseudo_app() as app:
        kinds = ["human", "hard", "medium", "easy", "random"]
        played = finished_game(5, 9)
        saves.write_current_save(SaveGame.new(9, long_seats(kinds), played.first_player)
                                   .with_actions(played.actions))
        assert app.continue_game()
        assert isinstance(app.stack.top, EndingScene)
        assert look(app) == []  # the last move held on the table, in words
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
        app.step(0.016)  # a person at the table: the last move stays until a key
        assert look(app) == []  # every final tableau with its badges
        enter()
        app.step(0.0)
        assert isinstance(app.stack.top, ScoringScene)
        assert look(app) == []  # counting
        app.step(2.5)
        assert look(app) == []  # the winner's moment
        app.step(5.0)
        assert look(app) == []  # the pad with its note


def test_a_change_of_language_rewords_the_log_of_a_game_under_way() -> None:
    from castlecombo.combo.ui.narration import game_log, speaker_names

    i18n.set_language("en")
    played = finished_game(2, 3)
    seats = long_seats(["human", "easy"])
    entries = game_log(2, 3, played.first_player, played.actions[:6], speaker_names(seats))
    english = [e.text for e in entries]
    assert any(line.startswith("You ") for line in english)
    i18n.set_language("pseudo")
    said = [e.text for e in entries]
    assert all(line.startswith("‹") for line in said) and untranslated(
        [draw.DrawnText(pygame.Rect(0, 0, 1, 1), pygame.Rect(0, 0, 1, 1), 16, line) for line in said]) == []
    i18n.set_language("en")
    assert [e.text for e in entries] == english


def test_the_log_says_you_in_sentences_of_your_own() -> None:
    """The person at the screen gets second-person sentences (many languages conjugate for them), and a
    neighbour counting their tableau says "your tableau" (it said "You's tableau")."""
    import random

    from castlecombo.combo.engine import GameState
    from castlecombo.combo.ui.narration import narrate, speaker_names

    i18n.set_language("en")
    names = speaker_names(long_seats(["human", "easy", "hard"]))
    rng = random.Random(5)
    seen_you = seen_yours = False
    for seed in range(1, 60):
        state = GameState.new(3, seed, 0)
        while not state.is_over and not (seen_you and seen_yours):
            action = rng.choice(state.legal_actions())
            line = narrate(state, action, names)
            if state.current == 0:
                seen_you = seen_you or line.startswith(("You took", "You bought"))
                assert "You's" not in line and LONG_NAMES[0] not in line
            elif A.is_neighbour(action) and state.neighbours(state.current)[A.neighbour_side(action)] == 0:
                assert "counted your tableau for" in line
                seen_yours = True
            state.apply(action)
        if seen_you and seen_yours:
            break
    assert seen_you and seen_yours


def test_a_seats_status_that_does_not_fit_after_its_discounts_gets_a_line_of_its_own():
    """Five players at 1366x768 in Italian: "-2 · in / movimento" broke after the discounts. The status goes on a
    line of its own under them, whole."""
    import random

    from castlecombo.combo.engine.state import GameState
    from castlecombo.combo.ui import seats_view
    from castlecombo.combo.ui.table import TableScene
    from castlecombo.kit import draw
    from castlecombo.storage.records import SaveGame
    from test_layout_fit import app_at, long_seats

    with app_at((1366, 768), 100, "it") as app:
        for seed in range(1, 60):  # a random game in which the fifth seat has a discount on the first's turn
            state, rng = GameState.new(5, seed, 0), random.Random(seed)
            while not state.is_over and not (any(state.players[4].discount) and state.current == 0
                                             and state.phase == 0):
                state.apply(rng.choice(state.legal_actions()))
            if not state.is_over:
                break
        seats = long_seats(["human", "easy", "medium", "hard", "easy"])
        save = SaveGame.new(seed, seats, 0).with_actions(state.actions)
        table = TableScene(app, save)
        app.stack.push(table)
        app.step(0.016)
        moving = "in movimento"
        with draw.recording() as drawn:
            seats_view.draw_seats(app.screen, table.view, table.state, table.marks(),
                                  lambda seat, playing: moving if seat == 4 else "")
        info = table.view.layout.seats[4].info
        said = [t for t in drawn if info.contains(t.rect) and t.words in moving]
        assert [t.words for t in said] == [moving] and said[0].rect.left <= info.left + 2, [t.words for t in said]
