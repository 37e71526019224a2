"""Engine games saved and reloaded at every turn finish with the same scores."""

import random

from castlecombo.combo.engine import GameState
from castlecombo.combo.replay import replay_state, summarise_file
from castlecombo.storage import saves
from castlecombo.storage.records import HistoryRecord, SaveGame, SeatConfig, dump_json, now_iso

SEATS = [SeatConfig(name=f"P{i}", kind="random", colour=f"#1{i}1{i}1{i}") for i in range(5)]


def test_a_thousand_games_saved_and_reloaded_every_turn_score_the_same():
    for game in range(1000):
        players = 2 + game % 4
        rng = random.Random(game)
        straight = GameState.new(players, game)
        save = SaveGame.new(game, SEATS[:players], straight.first_player)
        reloaded = replay_state(save)
        while not straight.is_over:
            action = rng.choice(straight.legal_actions())
            straight.apply(action)
            reloaded.apply(action)
            if reloaded.phase == 0 or reloaded.is_over:  # a turn boundary: save, load and carry on
                save = SaveGame.model_validate_json(dump_json(save.with_actions(reloaded.actions)))
                reloaded = replay_state(save)
        assert reloaded.is_over
        assert [s.total for s in reloaded.scores()] == [s.total for s in straight.scores()]


def test_replay_command_summarises_a_save_and_a_finished_record():
    rng = random.Random(3)
    state = GameState.new(3, 42)
    while state.turn < 7:
        state.apply(rng.choice(state.legal_actions()))
    save = SaveGame.new(42, SEATS[:3], state.first_player).with_actions(state.actions)
    saves.write_current_save(save)
    summary = summarise_file(saves.current_save_path())
    assert summary == {"turns_played": 7, "finished": False, "names": ["P0", "P1", "P2"], "scores": None,
                       "winners": None}

    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    sheets = state.scores()
    record = HistoryRecord(seed=42, seats=SEATS[:3], first_player=state.first_player, actions=state.actions,
                           scores=[s.total for s in sheets], winners=state.winners(), finished_at=now_iso(),
                           cards_scored=[{c.card: c.points for c in s.cards if c.card} for s in sheets])
    path = saves.record_finished_game(record)
    assert summarise_file(path) == {"turns_played": 27, "finished": True, "names": ["P0", "P1", "P2"],
                                    "scores": [s.total for s in sheets],
                                    "winners": state.winners()}
    assert not saves.current_save_path().exists()
