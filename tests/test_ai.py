"""AI players: legal through whole games, deterministic, blind to the deck order (the worker: test_worker.py)."""

from __future__ import annotations

import os
import random

import pytest

from castlecombo.combo.ai import LEVELS, make_player
from castlecombo.combo.ai.players import ExpertPlayer, HardPlayer, MediumPlayer
from castlecombo.combo.ai.simulate import run_simulation
from castlecombo.combo.engine.state import DISCARD, NEIGHBOUR, OPTION, PURSES, TAKE, GameState


def _player(level: str, seed: int):
    if level in ("hard", "expert"):
        # capped: fast and deterministic, yet enough for every halving round to run
        return (HardPlayer if level == "hard" else ExpertPlayer)(seed, think_ms=10_000, iterations=24, searchers=1)
    return make_player(level, seed)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_every_level_plays_legal_actions_through_whole_games(n: int) -> None:
    phases = set()
    for game in range(2):
        levels = [LEVELS[(i + game + n) % len(LEVELS)] for i in range(n)]
        players = [_player(lv, 100 * n + i) for i, lv in enumerate(levels)]
        state = GameState.new(n, seed=7 * n + game)
        while not state.is_over:
            seat = state.to_move()
            obs = state.observation(seat)
            action = players[seat].choose(obs)
            assert action in state.legal_actions(), (levels[seat], action, state.phase)
            phases.add(state.phase)
            state.apply(action)
        assert all(state.players[i].count == 9 for i in range(n))
    assert TAKE in phases


def test_ability_choices_are_answered_by_every_level() -> None:
    seen = {lv: set() for lv in LEVELS}
    for seed in range(12):
        state = GameState.new(3, seed)
        levels = [["random", "easy", "medium"], ["hard", "medium", "random"], ["expert", "medium", "easy"]][seed % 3]
        players = [_player(lv, seed) for lv in levels]
        while not state.is_over:
            seat = state.to_move()
            if state.phase != TAKE:
                seen[levels[seat]].add(state.phase)
            action = players[seat].choose(state.observation(seat))
            assert action in state.legal_actions()
            state.apply(action)
    for lv in LEVELS:
        assert seen[lv] & {NEIGHBOUR, OPTION, PURSES, DISCARD}, lv


def _game_actions(levels: list[str], seed: int) -> list[int]:
    state = GameState.new(len(levels), seed)
    players = [_player(lv, 5 + i) for i, lv in enumerate(levels)]
    while not state.is_over:
        seat = state.to_move()
        state.apply(players[seat].choose(state.observation(seat)))
    return state.actions


def test_medium_is_deterministic_for_a_seed() -> None:
    assert _game_actions(["medium", "medium", "medium"], 3) == _game_actions(["medium", "medium", "medium"], 3)
    obs = GameState.new(2, 11).observation(0)
    assert len({MediumPlayer(4).choose(obs.clone()) for _ in range(3)}) == 1


def test_hard_with_an_iteration_cap_is_deterministic() -> None:
    assert _game_actions(["hard", "medium"], 8) == _game_actions(["hard", "medium"], 8)


def test_expert_with_an_iteration_cap_is_deterministic() -> None:
    assert _game_actions(["expert", "hard"], 9) == _game_actions(["expert", "hard"], 9)


def test_expert_thinks_longer_than_hard_on_every_core() -> None:
    hard, expert = make_player("hard", 1, think_ms=300), make_player("expert", 1, think_ms=300)
    assert isinstance(hard, HardPlayer) and isinstance(expert, ExpertPlayer)
    assert expert.think_ms > hard.think_ms == 300
    assert expert.searchers == (os.cpu_count() or 1) >= hard.searchers == max(1, (os.cpu_count() or 1) - 1)


def test_a_search_shared_with_a_helper_process_chooses_as_one_process_does() -> None:
    from castlecombo.combo.ai import pool, search

    state = GameState.new(2, 31)
    players = [make_player("medium", i) for i in range(2)]
    while state.turn < 4 or state.phase != TAKE:
        state.apply(players[state.to_move()].choose(state.observation(state.to_move())))
    obs = state.observation(state.to_move())
    helpers = pool.start(1)
    try:
        assert helpers is not None
        helpers.starting[0].result(timeout=60)
        assert pool.helpers(1) is helpers
        alone = search.choose(obs, seed=3, think_ms=60_000, iterations=40, searchers=1)
        alone_stats = dict(search.last_stats)
        shared = search.choose(obs, seed=3, think_ms=60_000, iterations=40, searchers=2)
        assert shared == alone and search.last_stats == alone_stats
    finally:
        pool.stop_all()  # no helper process outlives the test (test_processes counts this process's children)


def _reshuffled(state: GameState, seed: int) -> GameState:
    other = state.clone()
    rng = random.Random(seed)
    rng.shuffle(other.decks[0])
    rng.shuffle(other.decks[1])
    return other


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_the_ai_never_sees_the_real_deck_order(level: str) -> None:
    state = GameState.new(3, 21)
    rng = random.Random(1)
    for _ in range(7):  # a few turns in, so tableaux and displays are not the opening
        state.apply(rng.choice(state.legal_actions()))
    while state.phase != TAKE:
        state.apply(state.legal_actions()[0])
    seat = state.to_move()
    twins = [state, _reshuffled(state, 1), _reshuffled(state, 2)]
    assert twins[0].decks != twins[1].decks  # the real futures differ
    observations = [t.observation(seat) for t in twins]
    for obs in observations:
        assert obs.decks == [sorted(d) for d in obs.decks]
        assert obs.decks == observations[0].decks
    choices = {_player(level, 3).choose(obs) for obs in observations}
    assert len(choices) == 1


def test_simulation_credits_the_listed_players() -> None:
    out = run_simulation(["medium", "random"], 6, seed=3, think_ms=None)
    assert out["games"] == 6 and out["players"] == ["medium", "random"]
    assert sum(out["wins"]) == pytest.approx(6)
    assert out["wins"][0] >= 5 and out["mean_score"][0] > out["mean_score"][1]
    assert set(out) >= {"games", "seconds", "games_per_second", "players", "wins", "mean_score",
                        "mean_decision_ms", "max_decision_ms"}


def test_medium_beats_random() -> None:
    # Deterministic: medium is seeded, random is seeded, seats rotate. Seeds 2024..2063.
    # Measured 200/200 in the benchmark; 36 of 40 leaves a wide margin.
    out = run_simulation(["medium", "random"], 40, seed=2024, think_ms=None)
    assert out["wins"][0] >= 36


def test_hard_search_values_are_the_final_score_on_the_last_turn() -> None:
    from castlecombo.combo.ai import rollout, search

    state = GameState.new(3, 12, first_player=0)
    players = [make_player("medium", i) for i in range(3)]
    while state.turn < 3 * 9 - 1 or state.phase != TAKE:  # up to the very last take of the game
        state.apply(players[state.to_move()].choose(state.observation(state.to_move())))
    seat = state.to_move()
    obs = state.observation(seat)
    for a in search.candidates(obs, seat):
        after = obs.clone()
        after.apply(a)
        rollout.play_turn(after, search.ROLLOUT, random.Random(0))
        assert after.is_over
        # with no turn left the simulation is the exact final score, whatever the deck order
        assert search.simulate(obs, seat, a, 1) == search.simulate(obs, seat, a, 2)
        assert abs(search.simulate(obs, seat, a, 1) - after.score(seat).total) < 0.1
    choice = search.choose(obs, seed=1, think_ms=None, iterations=60)
    assert choice in state.legal_actions()
    assert search.last_stats["dets"] >= 1


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="expert has no helper process on one core")
def test_an_expert_decision_cancelled_in_the_worker_leaves_no_helper_running() -> None:
    from castlecombo.combo.ai.decide import AIMove
    from castlecombo.kit.worker import Worker
    from process_helpers import alive_in_session, children_of, wait_until

    state = GameState.new(2, 6)
    with Worker() as worker:
        move = AIMove(worker, state, "expert", seed=1, think_ms=60_000)
        assert wait_until(lambda: bool(worker.process_ids()), 30)
        searcher = worker.process_ids()[0]
        assert wait_until(lambda: bool(children_of(searcher)), 30)  # the helper process of the search
        helpers = children_of(searcher)
        move.cancel()
        assert wait_until(lambda: not alive_in_session(helpers), 5)


def test_searching_an_ability_choice_answers_legally_and_deterministically() -> None:
    from castlecombo.combo.ai import search

    config = search.Config(search_choices=True)
    for seed in range(40):
        state = GameState.new(2, seed)
        medium = make_player("medium", seed)
        while not state.is_over and (state.phase == TAKE or len(state.legal_actions()) < 2):
            state.apply(medium.choose(state.observation(state.to_move())))
        if not state.is_over:
            break
    else:
        pytest.fail("no ability choice with two answers in 40 games")
    obs = state.observation(state.to_move())
    picks = {search.choose(obs, seed=2, think_ms=60_000, iterations=30, config=config) for _ in range(2)}
    assert len(picks) == 1 and picks <= set(state.legal_actions())
    assert search.last_stats["candidates"] == len(state.legal_actions())


def _opponents_next_takes(config_modelled: int) -> tuple[int, int]:
    """Return (opponent takes in simulations, how many of them are the medium's choice) over a few positions."""
    from castlecombo.combo.ai import evaluate as E
    from castlecombo.combo.ai import rollout, search
    from castlecombo.combo.engine import actions as A

    config = rollout.Config(modelled=config_modelled)
    takes = same = 0
    for seed in range(6):
        state = GameState.new(2, seed, first_player=0)
        medium = make_player("medium", seed)
        while state.turn < 4:
            state.apply(medium.choose(state.observation(state.to_move())))
        seat = state.to_move()
        obs = state.observation(seat)
        for action in search.candidates(obs, seat):  # the key moves too: each candidate meets the same opponent
            end = rollout.playout(obs, seat, action, seed, config)
            # the same deal again, step by step, up to the opponent's first take
            again = obs.clone()
            again.resample(random.Random(seed))
            for a in end.actions:
                if again.current != seat and again.phase == TAKE and A.is_take(a):
                    takes += 1
                    mediums = E.choose_greedy(again, rollout.MODEL, random.Random(0))
                    same += a == mediums
                    break
                again.apply(a)
    return takes, same


def test_a_simulation_plays_the_opponents_next_turn_as_medium_would() -> None:
    # hard is valued against the opponent's likely reply, not only against a buyer of the dearest card
    takes, same = _opponents_next_takes(1)
    assert takes >= 6 * 7 and same == takes
    takes, same = _opponents_next_takes(0)
    assert same < takes  # the cheap opponent differs: the test can tell the two apart


def _mid_game(seed: int, turn: int = 4) -> GameState:
    """A 2-player game played the medium way up to ``turn``, with a take to make."""
    state = GameState.new(2, seed, first_player=0)
    medium = make_player("medium", seed)
    while state.turn < turn or state.phase != TAKE:
        state.apply(medium.choose(state.observation(state.to_move())))
    return state


def test_a_searched_turn_takes_what_the_search_finds_on_what_the_seat_sees() -> None:
    from castlecombo.combo.ai import rollout, search

    state = _mid_game(3)
    seat = state.to_move()
    expected = search.choose(state.observation(seat), seed=random.Random(5).getrandbits(32), think_ms=None,
                             iterations=12, config=rollout.Config(candidates=3))
    firsts = set()
    for twin in (state, _reshuffled(state, 1), _reshuffled(state, 2)):  # real futures differ
        played = twin.clone()
        rollout.searched_turn(played, 12, random.Random(5))
        firsts.add(played.actions[len(twin.actions)])
        assert played.turn == twin.turn + 1  # the whole turn, abilities' choices too
    assert firsts == {expected}


def test_a_nested_simulation_searches_our_next_turn_once(monkeypatch: pytest.MonkeyPatch) -> None:
    from castlecombo.combo.ai import rollout, search

    state = _mid_game(4)
    seat = state.to_move()
    obs = state.observation(seat)
    searched: list[tuple[int, int]] = []
    plain = rollout.searched_turn

    def counted(s: GameState, iterations: int, rng: random.Random, candidates: int = 3) -> None:
        searched.append((s.turn, iterations))
        plain(s, iterations, rng, candidates)

    monkeypatch.setattr(rollout, "searched_turn", counted)
    action = search.candidates(obs, seat)[0]
    rollout.playout(obs, seat, action, 7, rollout.Config())
    assert searched == []
    end = rollout.playout(obs, seat, action, 7, rollout.Config(nested=10))
    assert end.is_over and searched == [(state.turn + 2, 10)]  # our next turn, after the opponent's
