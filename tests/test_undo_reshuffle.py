"""A take-back against AIs alone that had shown cards shuffles the cards not yet shown (playtest 76: "undo
shows you the future"): the record keeps the reshuffle, so a save, a replay, a review and the history all
reach the same game, and the cards already shown stay where they were."""

from __future__ import annotations

import json
import random
import time

import pygame
import pytest

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.rewind import reshuffle_unseen
from castlecombo.combo.engine.state import GameState
from castlecombo.storage import saves
from castlecombo.storage.records import SaveGame
from ui_helpers import post

SEED = 5


def played(n: int, seed: int, moves: int) -> GameState:
    rng = random.Random(seed)
    state = GameState.new(n, seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def unseen_or_shown(state: GameState) -> list[list[int]]:
    """Each location's cards in its deck or its display, sorted (the same cards, whatever their order)."""
    return [sorted(state.decks[loc] + [c for c in state.displays[loc] if c >= 0]) for loc in (0, 1)]


def test_a_recorded_reshuffle_changes_only_the_unseen_order_and_replays_to_the_same_game():
    changed = 0
    for seed in range(8):
        n = 2 + seed % 4
        state = played(n, seed, 30)
        point = 12 + seed
        state.undo(to=point)
        shown = [d[:] for d in state.displays], [d[:] for d in state.discards]
        deck_before = [d[:] for d in state.decks]
        reshuffle_unseen(state, 1000 + seed)
        rng = random.Random(seed + 50)
        state.apply(rng.choice(state.legal_actions()))
        fresh = GameState.replay(n, seed, state.actions[:point])
        fresh.apply(state.actions[point])
        assert ([d[:] for d in fresh.displays] != [d[:] for d in state.displays]) or fresh.decks != state.decks
        assert unseen_or_shown(fresh) == unseen_or_shown(state)
        changed += fresh.decks != state.decks
        for _ in range(20):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        again = GameState.replay(n, seed, state.actions, state.first_player, state.reshuffled)
        assert again.decks == state.decks and again.displays == state.displays
        assert [(p.gold, p.keys, p.grid) for p in again.players] == [(p.gold, p.keys, p.grid) for p in state.players]
        record = json.loads(json.dumps(state.record()))
        assert record["reshuffled"] == [[point, 1000 + seed]]
        at_point = GameState.replay(n, seed, state.actions[:point], state.first_player, state.reshuffled)
        assert (at_point.displays, at_point.discards) == shown and at_point.decks == deck_before  # shuffled next
        assert state.observation(0).reshuffled == ()
    assert changed == 8


def test_undo_keeps_the_reshuffles_before_it_and_a_new_one_replaces_one_at_its_place():
    state = played(3, 4, 25)
    state.undo(to=10)
    reshuffle_unseen(state, 7)
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    reshuffle_unseen(state, 8)
    assert state.reshuffled == ((10, 7), (12, 8))
    state.undo()  # back to 11 actions: the one at 12 was of a move taken back
    assert state.reshuffled == ((10, 7),)
    state.undo(to=10)
    reshuffle_unseen(state, 9)
    assert state.reshuffled == ((10, 9),)


@pytest.mark.parametrize("bad", [[(3, 1), (2, 1)], [(2, 1), (2, 5)], [(-1, 1)]])
def test_reshuffles_out_of_order_are_refused(bad):
    with pytest.raises(ValueError, match="in order"):
        GameState.new(2, 1, None, bad)


def test_reshuffle_salts_out_of_range_and_observations_are_refused():
    state = GameState.new(2, 1)
    with pytest.raises(ValueError, match="salt"):
        reshuffle_unseen(state, 1 << 62)
    with pytest.raises(ValueError, match="observation"):
        reshuffle_unseen(state.observation(0), 1)


def test_a_save_keeps_its_reshuffles_and_files_without_stay_as_they_were():
    from castlecombo.app.options import default_seats

    save = SaveGame.new(22, default_seats(["human", "easy"]), 0)
    assert "reshuffled" not in save.model_dump_json()
    state = played(2, 22, 6)
    kept = save.with_actions(state.actions, [(2, 99)])
    data = json.loads(kept.model_dump_json())
    assert data["reshuffled"] == [[2, 99]] and SaveGame.model_validate_json(kept.model_dump_json()) == kept
    assert kept.with_actions(state.actions).reshuffled == [(2, 99)]  # kept unless given
    for bad, words in (([[9, 1]], "after 9 actions"), ([[3, 1], [1, 1]], "out of order"), ([[1, -1]], "0")):
        with pytest.raises(ValueError, match=words):
            SaveGame.model_validate({**data, "reshuffled": bad})
    with pytest.raises(ValueError, match="only a Castle Combo"):
        SaveGame.model_validate({**data, "game": "rooms", "actions": [], "reshuffled": [[0, 1]]})


def _until_the_person_plays_again(app, table, s: GameState) -> None:
    deadline = time.monotonic() + 60
    while not (s.current == 0 and len(s.actions) > 1 and table.human_turn()) and time.monotonic() < deadline:
        app.step(0.05)
        time.sleep(0.005)
    assert len(s.actions) >= 2


def test_against_ais_a_take_back_that_had_shown_cards_deals_the_unseen_ones_anew_once(app):
    from castlecombo.app.window import default_seats

    app.start_game(default_seats(["human", "easy"]), SEED, 0)
    table = app.stack.top
    app.step(0.016)
    s = table.state
    market = [d[:] for d in s.displays]
    placed = A.take(1, A.CENTRE, False)  # Spice Merchant asks nothing: the AI plays next, cards are shown
    table.decide(placed)
    _until_the_person_plays_again(app, table, s)
    post(pygame.KEYDOWN, key=pygame.K_z, mod=0, unicode="z", scancode=0)
    app.step(0.016)
    assert s.actions == [] and s.displays == market  # what was shown before the move stays
    assert len(s.reshuffled) == 1 and s.reshuffled[0][0] == 0
    assert table.log.note.endswith("the cards not yet shown are shuffled.")  # a sentence's end (playtest 98)
    table.decide(placed)  # the same move again: the card that refills its place comes from a new order
    unshuffled = GameState.replay(2, SEED, [placed], 0)
    assert s.decks != unshuffled.decks and unseen_or_shown(s) == unseen_or_shown(unshuffled)
    dealt = [d[:] for d in s.decks]
    _until_the_person_plays_again(app, table, s)
    app.flush_saves()
    save, _message = saves.load_current_save()
    assert save is not None and save.reshuffled == [s.reshuffled[0]]
    resumed = GameState.replay(2, save.seed, list(save.actions), save.first_player, save.reshuffled)
    assert resumed.decks == s.decks and resumed.displays == s.displays
    # a second take-back to the same point deals as the first: undo and replay do not bring another card
    # (playtest 217 drew a new card into the Village at each try)
    post(pygame.KEYDOWN, key=pygame.K_z, mod=0, unicode="z", scancode=0)
    app.step(0.016)
    assert s.actions == []
    table.decide(placed)
    assert s.decks == dealt
