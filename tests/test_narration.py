"""Move narration is a pure function of (state before, action): the log rebuilds from the record."""

from __future__ import annotations

import random

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.catalog import NAMES
from castlecombo.combo.engine.state import FACE_DOWN_GOLD, FACE_DOWN_KEYS, GameState
from castlecombo.combo.ui.narration import narrate, narrate_game
from castlecombo.storage import files as storage

NAMES_OF_SEATS = ["Ada", "Brice", "Cato", "Dara", "Emil"]


def test_the_live_log_is_the_log_rebuilt_from_the_record(app):
    from castlecombo.app.window import default_seats
    from castlecombo.combo.ui.replay_scene import ReplayScene

    app.start_game(default_seats(["human", "human"]), 17, 0)
    table = app.stack.top
    rng = random.Random(17)
    while not table.state.is_over:  # every decision goes through the table's own decide()
        assert table.decide(rng.choice(table.state.legal_actions()))
    assert table.log[-1] == "The game is over."
    live = table.log[:-1]
    record = storage.load_history()[0][-1]
    assert list(record.actions) == list(table.state.actions)
    rebuilt = narrate_game(2, record.seed, record.first_player, record.actions, [s.name for s in record.seats])
    assert len(rebuilt) == len(record.actions)
    assert live == rebuilt[-len(live):] and len(live) == min(len(rebuilt), 40)
    replay = ReplayScene(app, record)
    replay.seek(replay.total)
    assert replay.log == rebuilt


def test_each_line_says_what_the_engine_did():
    """Over whole random games: the mover is named, a take names the card that lands on the tableau,
    a face-down take gives exactly what the line says, a key use names the right row."""
    seen = set()
    for seed in range(12):
        n = 2 + seed % 4
        rng = random.Random(seed)
        state = GameState.new(n, seed)
        while not state.is_over:
            action = rng.choice(state.legal_actions())
            seat = state.current
            line = narrate(state, action, NAMES_OF_SEATS)
            before = state.clone()
            state.apply(action)
            assert line.startswith(NAMES_OF_SEATS[seat] + " "), line
            if A.is_take(action):
                take = A.take_parts(action)
                card = state.players[seat].card_at(take.position)
                assert NAMES[card] in line
                if take.face_down:
                    seen.add("face down")
                    assert f"+{FACE_DOWN_GOLD} gold, +{FACE_DOWN_KEYS} keys" in line
                    assert state.players[seat].gold - before.players[seat].gold == FACE_DOWN_GOLD
                    assert state.players[seat].keys - before.players[seat].keys == FACE_DOWN_KEYS
                else:
                    seen.add("bought")
                    assert f"for {before.price(seat, card)} gold" in line
            elif action == A.KEY_MOVE:
                seen.add("key move")
                assert ("Castle" if state.messenger == 0 else "Village") in line
            elif A.is_neighbour(action):
                seen.add("neighbour")
                counted = before.neighbours(seat)[A.neighbour_side(action)]
                assert f"counted {NAMES_OF_SEATS[counted]}'s tableau" in line
            elif A.is_discard(action):
                seen.add("discard")
                top = [NAMES[pile[-1]] for pile in state.discards if pile]
                assert "discarded" in line and any(f"discarded {name} from" in line for name in top)
    assert {"face down", "bought", "key move", "neighbour", "discard"} <= seen


def test_narration_reads_the_state_and_changes_nothing():
    state = GameState.new(3, 8)
    for action in state.legal_actions():
        copy = state.clone()
        narrate(state, action, NAMES_OF_SEATS)
        assert state.actions == copy.actions and state.players[0].gold == copy.players[0].gold
        assert state.displays == copy.displays
