"""Property tests over many random games: conservation, bounds, shape, replay."""

import json
import random

import pytest

from castlecombo.combo.engine import GameState, IllegalAction, market, take
from castlecombo.combo.engine.actions import KEY_MOVE, KEY_REFRESH
from castlecombo.combo.engine.state import players_after
from castlecombo.combo.engine.tableau import EMPTY

TOUCH = "put it beside a card you have placed: it must touch one of its sides"


def play_random(players: int, seed: int, check=None) -> GameState:
    state = GameState.new(players, seed)
    rng = random.Random(seed * 31 + players)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        if check:
            check(state)
    return state


def _invariants(state: GameState) -> None:
    assert sorted(market.card_locations(state)) == list(range(78))
    for p in state.players:
        assert p.gold >= 0 and p.keys >= 0
        rows = {i // 5 for i, v in enumerate(p.grid) if v != EMPTY}
        cols = {i % 5 for i, v in enumerate(p.grid) if v != EMPTY}
        if rows:
            assert max(rows) - min(rows) <= 2 and max(cols) - min(cols) <= 2
    for loc in (0, 1):
        if state.alive[loc]:
            assert all(c >= 0 for c in state.displays[loc]) or state.phase != 0


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_keep_every_card_and_never_go_negative(players):
    for seed in range(60):
        state = play_random(players, seed, _invariants)
        for p in state.players:
            assert p.count == 9
            assert sum(1 for v in p.grid if v != EMPTY) == 9
            assert p.maxr - p.minr == 2 and p.maxc - p.minc == 2


@pytest.mark.parametrize("players", [2, 3, 5])
def test_record_replays_to_the_same_final_scores(players):
    for seed in range(40):
        state = play_random(players, seed)
        record = json.loads(json.dumps(state.record()))
        again = GameState.replay(record["players"], record["seed"], record["actions"], record["first_player"])
        assert [s.total for s in again.scores()] == [s.total for s in state.scores()]
        assert again.winners() == state.winners()


def test_same_seed_same_game_and_different_seeds_differ():
    a, b, c = GameState.new(3, 7), GameState.new(3, 7), GameState.new(3, 8)
    assert a.displays == b.displays and a.decks == b.decks and a.first_player == b.first_player
    assert (a.decks, a.displays) != (c.decks, c.displays)


def test_undo_returns_to_the_previous_decision():
    state = GameState.new(2, 5)
    rng = random.Random(1)
    for _ in range(12):
        before = (state.to_move(), [p.gold for p in state.players], [d[:] for d in state.displays], len(state.actions))
        state.apply(rng.choice(state.legal_actions()))
        state.undo()
        assert (state.to_move(), [p.gold for p in state.players], state.displays, len(state.actions)) == before
        state.apply(rng.choice(state.legal_actions()))


def test_clone_is_independent():
    state = GameState.new(2, 3)
    copy = state.clone()
    copy.apply(copy.legal_actions()[-1])
    assert state.turn == 0 and not state.actions and state.players[0].count == state.players[1].count == 0


def test_observation_hides_the_deck_order_and_resample_reshuffles():
    state = GameState.new(2, 11)
    obs = state.observation(0)
    assert obs.decks[0] == sorted(state.decks[0]) and obs.decks[1] == sorted(state.decks[1])
    assert obs.displays == state.displays
    with pytest.raises(ValueError):
        obs.undo()
    obs.resample(random.Random(4))
    assert sorted(obs.decks[0]) == sorted(state.decks[0]) and obs.decks[0] != sorted(state.decks[0])


def test_an_observation_does_not_carry_the_game_seed_that_would_give_the_deck_order_away():
    for seed in (11, 12):
        state = GameState.new(2, seed)
        for _ in range(5):
            state.apply(state.legal_actions()[0])
        obs = state.observation(state.to_move())
        assert obs.seed != seed and obs.record()["seed"] != seed
        # nothing that rebuilds the real deck order is left: a game started from what it shows deals other cards
        assert GameState.new(2, obs.seed).decks != GameState.new(2, seed).decks


def test_illegal_action_is_refused_with_a_reason_and_changes_nothing():
    state = GameState.new(2, 2)
    state.apply(take(0, 12, face_down=True))
    state.apply(take(0, 12, face_down=True))
    snapshot = (state.players[state.to_move()].gold, state.displays, len(state.actions))
    with pytest.raises(IllegalAction, match=r"must touch one of its sides|taken"):
        state.apply(take(0, 0))
    assert (state.players[state.to_move()].gold, state.displays, len(state.actions)) == snapshot


def test_first_player_can_be_chosen_and_play_goes_round_the_table():
    state = GameState.new(4, 1, first_player=2)
    seen = []
    while state.turn < 8:
        if state.phase == 0 and not state.key_used and state.to_move() not in seen[-1:]:
            seen.append(state.to_move())
        acts = [a for a in state.legal_actions() if a not in (KEY_MOVE, KEY_REFRESH)]
        state.apply(acts[0])
    assert seen[:8] == [2, 3, 0, 1, 2, 3, 0, 1]


def test_a_space_apart_from_a_narrow_tableau_is_refused_for_not_touching():
    # a playtest: two cards side by side, a click two spaces left of them said "the tableau is
    # already 3 columns wide", which it was not
    state = GameState.new(2, 0, first_player=0)
    for mine, theirs in ((12, 12), (13, 7)):
        state.apply(take(0, mine, face_down=True))
        state.apply(take(0, theirs, face_down=True))
    assert state.take_problem(0, 10) == TOUCH
    assert state.take_problem(0, 0) == TOUCH
    assert state.take_problem(0, 11) is None


def test_player_count_outside_2_to_5_is_refused():
    for n in (0, 1, 6):
        with pytest.raises(ValueError, match="2 to 5"):
            GameState.new(n, 0)


def test_take_problem_names_each_reason_in_words():
    state = GameState.new(2, 0, first_player=0)
    assert state.take_problem(0, 0) == "your first card goes in the middle space: your tableau grows around it"
    for mine, theirs in ((12, 12), (13, 7), (14, 2)):  # seat 0 lays a row of 3, seat 1 a column of 3
        state.apply(take(0, mine, face_down=True))
        state.apply(take(0, theirs, face_down=True))
    assert state.take_problem(0, 15) == TOUCH  # it would be 4 wide too: touching comes first
    assert state.take_problem(0, 11) == "a row holds 3 cards: the tableau is already 3 columns wide"
    assert state.take_problem(0, 2) == TOUCH
    assert state.take_problem(0, 13) == "that space is taken"
    assert state.take_problem(0, 7) is None
    state.players[0].gold = 1
    state._legal = None
    costs = [state.price(0, c) for c in state.displays[state.messenger]]
    slot = costs.index(max(costs))
    assert costs[slot] > 1
    assert state.take_problem(slot, 7) == (
        f"costs {costs[slot]} gold, you have 1: turn it face down to take it (F, or the button under it)")
    assert state.take_problem(slot, 7, face_down=True) is None
    state.apply(take(0, 7, face_down=True))
    assert state.take_problem(0, 17) == "a column holds 3 cards: the tableau is already 3 rows tall"


def _plain_frame(p) -> tuple[list[int], list[int]]:
    """The 3x3 frame read cell by cell from the 5x5 field, from the top left card (the centre's corner before any)."""
    rows = [i // 5 for i, v in enumerate(p.grid) if v != EMPTY] or [1]
    cols = [i % 5 for i, v in enumerate(p.grid) if v != EMPTY] or [1]
    cells = [p.grid[r * 5 + c] for r in range(min(rows), min(rows) + 3) for c in range(min(cols), min(cols) + 3)]
    purse = [p.purse[r * 5 + c] for r in range(min(rows), min(rows) + 3) for c in range(min(cols), min(cols) + 3)]
    return cells, purse


@pytest.mark.parametrize("players", [2, 5])
def test_the_3x3_frame_reads_the_field_as_placed(players):
    def check(state: GameState) -> None:
        for p in state.players:
            cells, purse, _rows, _cols = p.frame_cells()
            assert (cells, purse) == _plain_frame(p)

    for seed in range(40):
        play_random(players, seed, check)


def _player_tuple(p) -> tuple:
    return (p.grid, p.purse, p.gold, p.keys, p.count, p.shields, p.deck_up, p.discount,
            (p.minr, p.maxr, p.minc, p.maxc))


@pytest.mark.parametrize("players", [2, 3, 5])
def test_players_after_a_take_are_the_players_apply_leaves(players):
    fast = 0
    for seed in range(25):
        state = GameState.new(players, seed)
        rng = random.Random(seed)
        while not state.is_over:
            if state.phase == 0:
                for a in state.legal_actions():
                    if a in (KEY_MOVE, KEY_REFRESH):
                        continue
                    before = [_player_tuple(p) for p in state.players]
                    got = players_after(state, a)
                    assert [_player_tuple(p) for p in state.players] == before  # the game is unchanged
                    if got is None:
                        continue
                    fast += 1
                    c = state.clone()
                    c.apply(a)
                    assert c.phase != 0 or c.current != state.current or c.is_over  # nothing was left to decide
                    assert [_player_tuple(p) for p in got] == [_player_tuple(p) for p in c.players]
            state.apply(rng.choice(state.legal_actions()))
    assert fast > 1000
