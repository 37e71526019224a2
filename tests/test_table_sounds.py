"""The sounds a decision makes follow from the engine's change of state, for every seat alike."""

from __future__ import annotations

import pygame
import pytest

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.state import FACE_DOWN_GOLD, FACE_DOWN_KEYS, GameState
from castlecombo.combo.ui.sounds import Cue, coins, schedule, sound_cues
from castlecombo.kit.sound import SoundPlayer
from castlecombo.resources import asset_path
from ui_helpers import random_transitions

SOUND_FILES = {p.stem for p in asset_path("sounds").glob("*.wav")}


TRANSITIONS = list(random_transitions(GameState.new, games=12, players=3))


@pytest.fixture
def mixer_player():
    pygame.mixer.init()  # the dummy driver: a mixer that plays into the void
    yield SoundPlayer()
    pygame.mixer.quit()


def names(cues: list[Cue]) -> list[str]:
    return [c.name for c in cues]


def test_every_cue_names_a_sound_file():
    for before, action, after in TRANSITIONS:
        for cue in sound_cues(before, action, after, humans=(0, 1)):
            assert cue.name in SOUND_FILES, cue
            assert 0 < cue.volume <= 1


def test_coins_are_scaled_by_amount():
    assert [coins(n).name for n in (1, 2, 3, 4, 9)] == [
        "coins_gain_small", "coins_gain_medium", "coins_gain_medium", "coins_gain_large", "coins_gain_large"]
    assert [coins(-n).name for n in (1, 3, 6)] == ["coins_pay_small", "coins_pay_medium", "coins_pay_large"]
    with pytest.raises(ValueError):
        coins(0)


def test_a_face_up_take_is_taken_placed_and_paid_by_its_price():
    seen_prices = set()
    for before, action, after in TRANSITIONS:
        if not A.is_take(action) or A.take_parts(action).face_down:
            continue
        take = A.take_parts(action)
        card = before.displays[before.messenger][take.slot]
        price = before.price(before.current, card)
        got = sound_cues(before, action, after)
        assert names(got)[:2] == ["card_take", "card_place"]
        assert got[1].lands and not got[0].lands  # the place is heard when the card lands
        pays = [c for c in got if c.name.startswith("coins_pay")]
        assert pays == ([coins(-price)] if price else [])
        seen_prices.add(min(price, 4))
    assert seen_prices == {0, 1, 2, 3, 4}  # free cards, small, medium and large payments all happen


def test_a_face_down_take_flips_and_gains_six_gold_and_two_keys():
    count = 0
    for before, action, after in TRANSITIONS:
        if A.is_take(action) and A.take_parts(action).face_down:
            got = names(sound_cues(before, action, after))
            assert got[:2] == ["card_take", "card_flip"]
            assert coins(FACE_DOWN_GOLD).name in got and "keys" in got
            assert after.players[before.current].keys - before.players[before.current].keys == FACE_DOWN_KEYS
            assert not any(n.startswith("coins_pay") for n in got)
            count += 1
    assert count > 5


def test_keys_move_the_messenger_or_refresh_the_row():
    kinds = set()
    for before, action, after in TRANSITIONS:
        if action == A.KEY_MOVE:
            assert names(sound_cues(before, action, after))[:2] == ["keys", "messenger"]
            kinds.add("move")
        elif action == A.KEY_REFRESH:
            assert names(sound_cues(before, action, after))[:2] == ["keys", "refresh"]
            kinds.add("refresh")
    assert kinds == {"move", "refresh"}


def test_a_card_that_sends_the_messenger_on_is_heard_and_a_card_that_does_not_is_not():
    sent = stayed = 0
    for before, action, after in TRANSITIONS:
        if not A.is_take(action) or after.turn == before.turn:
            continue  # the Messenger moves at the end of the turn
        got = names(sound_cues(before, action, after))
        if after.messenger != before.messenger:
            assert "messenger" in got
            sent += 1
        else:
            assert "messenger" not in got
            stayed += 1
    assert sent and stayed


def test_what_others_gain_is_heard_softer():
    heard = 0
    for before, action, after in TRANSITIONS:
        others = sum(max(0, after.players[i].gold - before.players[i].gold) for i in range(before.n)
                     if i != before.current)
        soft = [c for c in sound_cues(before, action, after) if c.volume < 1]
        assert bool(others) == bool(soft)
        if others:
            assert soft == [coins(others, soft[0].volume, lands=True)]
            heard += 1
    assert heard


def test_the_end_of_the_game_and_the_winner():
    ends = [(b, a, s) for b, a, s in TRANSITIONS if s.is_over]
    assert len(ends) == 12
    for before, action, after in ends:
        winners = after.winners()
        loser = next(i for i in range(after.n) if i not in winners)
        assert names(sound_cues(before, action, after))[-2:] == ["game_end", "winner"]  # no people: a fanfare
        assert names(sound_cues(before, action, after, humans=(winners[0],)))[-2:] == ["game_end", "winner"]
        lost = names(sound_cues(before, action, after, humans=(loser,)))
        assert lost[-1] == "game_end" and "winner" not in lost  # a person who lost hears no fanfare
        fanfare = sound_cues(before, action, after)[-1]
        assert fanfare.after > 0 and fanfare.lands


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


def test_cues_are_timed_from_now_or_from_the_landing_of_the_card(mixer_player):
    player = mixer_player
    cues = [Cue("card_take"), Cue("card_place", lands=True), Cue("winner", 0.5, after=1.0, lands=True)]
    schedule(cues, 0.4, player.play)
    assert player.pending == 2  # the take at once, the rest waits
    player.update(0.3)
    assert player.pending == 2
    player.update(0.15)
    assert player.pending == 1  # the card landed: placed
    player.update(1.0)
    assert player.pending == 0
    # nothing flies (animation off): every cue but the fanfare's own wait at once
    schedule(cues, 0.0, player.play)
    assert player.pending == 1
    player.cancel()
    assert player.pending == 0


def test_the_player_plays_delayed_effects_when_due_and_muting_drops_them(mixer_player):
    player = mixer_player
    assert player.play("keys", delay=0.2) is None and not pygame.mixer.get_busy()
    player.update(0.1)
    assert not pygame.mixer.get_busy()
    player.update(0.15)
    assert pygame.mixer.get_busy()
    player.stop()
    player.play("keys", delay=0.2)
    player.muted = True
    player.muted = False
    player.update(1.0)
    assert not pygame.mixer.get_busy()
    with pytest.raises(KeyError):
        player.play("fanfare", delay=1.0)  # a wrong name is an error at once, not later
