"""The Castle Rooms table's sounds: what each play makes follows from the engine's change of state, for every
seat alike; the table plays them through the app's player, so the sound settings rule them as at Castle Combo."""

from __future__ import annotations

import pygame
import pytest

from castlecombo.app.options import default_seats
from castlecombo.resources import asset_path
from castlecombo.rooms.engine import GameState
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.ui import motion as M
from castlecombo.rooms.ui.sounds import DRAW_STAGGER, Cue, sound_cues
from castlecombo.rooms.ui.table import RoomsTable
from rooms_helpers import CC, SC, SS, UP, D, K, table
from ui_helpers import post, random_transitions

SOUND_FILES = {p.stem for p in asset_path("sounds").glob("*.wav")}
FRAME = 1 / 60


TRANSITIONS = list(random_transitions(GameState.new, games=10, players=3))


def names(cues: list[Cue]) -> list[str]:
    return [c.name for c in cues]


def test_every_cue_names_a_sound_file():
    for before, action, after in TRANSITIONS:
        for cue in sound_cues(before, action, after, humans=(0, 1)):
            assert cue.name in SOUND_FILES, cue
            assert 0 < cue.volume <= 1 and cue.after >= 0


def test_each_kind_of_play_leaves_the_hand_and_lands_with_its_own_sound():
    landing = {"add": ["card_place"], "new": ["card_flip"], "dragon": ["card_place", "dragon"],
               "knight": ["knight", "refresh"], "discard": ["refresh"]}
    seen = set()
    for before, action, after in TRANSITIONS:
        kind = A.decode(action).kind
        if kind == "end" or after.is_over:
            continue
        cues = sound_cues(before, action, after)
        assert cues[0] == Cue("card_take")  # heard as the card leaves the hand
        assert names(cues[1:]) == landing[kind] and all(c.lands for c in cues[1:])  # heard as it lands
        seen.add(kind)
    assert seen == set(landing)  # random games play every kind of card


def test_a_knight_clearing_a_dragon_clashes_and_both_go_to_the_discard():
    s = table(hands={0: [K, SS]}, lines={0: [((SS, SC), UP, True)]})
    before = s.clone()
    s.apply(A.knight(0))
    assert not s.lines[0][0].dragon and s.discard[-2:] == [D, K]
    assert names(sound_cues(before, A.knight(0), s)) == ["card_take", "knight", "refresh"]


def test_the_end_of_a_turn_is_heard_as_the_next_player_drawing_each_card():
    ends = 0
    for before, action, after in TRANSITIONS:
        if action != A.END_TURN or after.is_over:
            continue
        cues = sound_cues(before, action, after)
        assert [(c.name, c.after) for c in cues] == [("card_take", k * DRAW_STAGGER) for k in range(after.drawn)]
        assert all(c.volume < 1 for c in cues)  # a draw is softer than a play
        ends += 1
    assert ends > 50
    # the last card of the pile: one is drawn, one is heard
    s = table(hands={0: [CC]}, pile_top=[SS], pile_size=1)
    s.apply(A.new_line(CC, UP))
    before = s.clone()
    s.apply(A.END_TURN)
    assert s.drawn == 1 and names(sound_cues(before, A.END_TURN, s)) == ["card_take"]


def test_the_end_of_the_game_and_the_winner():
    ends = [(b, a, s) for b, a, s in TRANSITIONS if s.is_over]
    assert len(ends) == 10
    for before, action, after in ends:
        winners = after.winners()
        losers = [i for i in range(after.n) if i not in winners]
        assert names(sound_cues(before, action, after))[-2:] == ["game_end", "winner"]  # no people: a fanfare
        assert names(sound_cues(before, action, after, humans=(winners[0],)))[-2:] == ["game_end", "winner"]
        if losers:
            lost = names(sound_cues(before, action, after, humans=(losers[0],)))
            assert lost[-1] == "game_end" and "winner" not in lost  # a person who lost hears no fanfare
        fanfare = sound_cues(before, action, after)[-1]
        assert fanfare.after > 0 and fanfare.lands
    ten = table(hands={0: [SS]}, lines={0: [((SS,) * 9, UP, False)]})
    before = ten.clone()
    ten.apply(A.add_room(SS, 0))
    assert ten.is_over  # the tenth room wins at once: placed, then the end and the fanfare
    assert names(sound_cues(before, A.add_room(SS, 0), ten, humans=(0,))) == ["card_take", "card_place", "game_end",
                                                                              "winner"]


def test_your_turn_sounds_only_when_the_turn_passes_to_another_person():
    passed = 0
    for before, action, after in TRANSITIONS:
        if after.is_over:
            continue
        hot_seat = names(sound_cues(before, action, after, humans=(0, 1, 2)))
        assert ("your_turn" in hot_seat) == (after.current != before.current)
        passed += after.current != before.current
        assert "your_turn" not in names(sound_cues(before, action, after, humans=(after.current,)))
        assert "your_turn" not in names(sound_cues(before, action, after))
    assert passed


# --- at the table ------------------------------------------------------------------------------------


def start(app, kinds=("human", "easy"), seed=5, animation="normal") -> RoomsTable:
    app.settings = app.settings.model_copy(update={"animation": animation})
    app.start_game(default_seats(list(kinds)), seed, 0, "rooms")
    found = app.stack.find(RoomsTable)
    assert found is not None
    app.step(FRAME)
    return found


def a_play(state: GameState) -> int:
    return next(a for a in state.legal_actions() if a != A.END_TURN)


@pytest.fixture
def heard(app, monkeypatch) -> list[tuple[str, float, float]]:
    """Every sound the app is asked to play: (name, volume, delay)."""
    calls: list[tuple[str, float, float]] = []
    real = app.play_sound

    def record(name: str, volume: float = 1.0, delay: float = 0.0) -> None:
        calls.append((name, volume, delay))
        real(name, volume, delay)

    monkeypatch.setattr(app, "play_sound", record)
    return calls


@pytest.mark.parametrize("animation, landing", [("normal", M.FLIGHT), ("fast", M.FLIGHT / 2), ("off", 0.0)])
def test_a_play_at_the_table_is_heard_when_it_leaves_the_hand_and_when_it_lands(app, heard, animation, landing):
    t = start(app, animation=animation)
    s = t.state
    action = a_play(s)
    before = s.clone()
    assert t.decide(action)
    expected = sound_cues(before, action, s, t.humans)
    assert [name for name, _v, _d in heard] == names(expected)
    for (_name, volume, delay), cue in zip(heard, expected):
        assert volume == cue.volume and delay == pytest.approx(cue.after + (landing if cue.lands else 0.0))
    assert app.sound.pending == (1 if landing else 0)  # the landing waits for the card, or plays at once


def test_a_refused_drop_or_key_sounds_the_refusal(app, heard):
    t = start(app)
    post(pygame.KEYDOWN, key=pygame.K_e, mod=0, unicode="", scancode=0)  # End turn before two cards are left
    app.step(FRAME)
    assert t.reason and heard == [("illegal", 1.0, 0.0)]


def test_muted_or_at_zero_volume_the_table_plays_nothing_and_m_mutes_it(app):
    t = start(app, animation="off")
    s = t.state
    assert pygame.mixer.get_init()  # the dummy driver: a mixer that plays into the void
    app.settings = app.settings.model_copy(update={"sound": False})
    app.apply_settings()
    t.decide(a_play(s))
    assert not pygame.mixer.get_busy()
    app.settings = app.settings.model_copy(update={"sound": True, "master_volume": 0})
    app.apply_settings()
    t.show_reason("no")
    assert not pygame.mixer.get_busy()
    app.settings = app.settings.model_copy(update={"master_volume": 50, "effects_volume": 40})
    app.apply_settings()
    t.show_reason("no")
    assert pygame.mixer.get_busy() and app.sound.level() == pytest.approx(0.2)
    app.sound.stop()
    post(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0)  # M at the Rooms table mutes
    app.step(FRAME)
    assert app.sound.muted and app.settings.sound is False
    t.show_reason("no")
    assert not pygame.mixer.get_busy()
