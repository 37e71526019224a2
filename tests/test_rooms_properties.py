"""Property tests over random Castle Rooms games: legality, conservation, undo, replay, hidden information."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from castlecombo.rooms.engine import GameState, IllegalAction, end_turn
from castlecombo.rooms.engine.deck import deck_counts
from castlecombo.rooms.engine.lines import chain_is_valid
from castlecombo.rooms.reason_texts import TEXTS
from rooms_helpers import snapshot

games = st.tuples(st.integers(2, 4), st.integers(0, 2**32))


def random_game(players: int, seed: int, check=None) -> GameState:
    s = GameState.new(players, seed)
    rng = random.Random(seed)
    while not s.is_over:
        legal = s.legal_actions()
        assert legal, "no legal action before the end"
        action = rng.choice(legal)
        if check:
            check(s, action)
        s.apply(action)
    return s


def _invariants(s: GameState, action: int) -> None:
    assert s.card_counts() == deck_counts(s.n)
    for lines in s.lines:
        for line in lines:
            assert chain_is_valid(line) and len(line.rooms) < 10
    if action == end_turn():
        assert s.hand_size(s.to_move()) <= 2
    for a in s.legal_actions():  # every legal action applies
        s.clone().apply(a)


@settings(max_examples=40, deadline=None)
@given(games)
def test_random_games_keep_every_card_end_turns_with_2_or_fewer_and_build_only_valid_lines(game):
    s = random_game(*game, check=_invariants)
    assert s.card_counts() == deck_counts(s.n)
    tens = [(i, line) for i, lines in enumerate(s.lines) for line in lines if len(line.rooms) == 10]
    if tens:
        assert len(tens) == 1 and s.winners() == [tens[0][0]]
    else:
        assert not s.pile and s.drawn == 0
    assert s.legal_actions() == []


@settings(max_examples=15, deadline=None)
@given(games)
def test_undo_restores_the_exact_state_before_each_action(game):
    players, seed = game
    s = GameState.new(players, seed)
    rng = random.Random(seed)
    while not s.is_over:
        before = snapshot(s)
        action = rng.choice(s.legal_actions())
        s.apply(action)
        after = snapshot(s)
        s.undo()
        assert snapshot(s) == before
        s.apply(action)
        assert snapshot(s) == after


def test_undo_with_nothing_to_undo_says_so():
    with pytest.raises(ValueError, match="nothing to undo"):
        GameState.new(2, 1).undo()


@settings(max_examples=30, deadline=None)
@given(games)
def test_the_record_replays_to_the_same_game(game):
    s = random_game(*game)
    record = json.loads(json.dumps(s.record()))
    assert record["game"] == "rooms"
    again = GameState.replay(record["players"], record["seed"], record["actions"], record["first_player"])
    assert snapshot(again) == snapshot(s) and again.winners() == s.winners()


def test_a_bad_record_names_the_action_and_its_reason():
    with pytest.raises(IllegalAction, match=r"^action 1 of the record: you hold 4 cards: play until 2") as err:
        GameState.replay(2, 4, [end_turn()])  # the first player holds 4 cards
    assert err.value.code == "hand_full"


def _midgame(players: int, seed: int) -> GameState:
    s = GameState.new(players, seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(5, 40)):
        if s.is_over:
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def _hidden_swapped(s: GameState, seat: int, rng: random.Random) -> GameState:
    """The same game with the cards ``seat`` cannot see dealt differently."""
    other = s.clone()
    other.viewer = seat
    other.resample(rng)
    other.viewer = -1
    return other


@settings(max_examples=40, deadline=None)
@given(games, st.integers(0, 3))
def test_an_observation_hides_other_hands_and_the_pile_order(game, seat_pick):
    s = _midgame(*game)
    seat = seat_pick % s.n
    rng = random.Random(game[1])
    other = _hidden_swapped(s, seat, rng)
    assert snapshot(s.observation(seat)) == snapshot(other.observation(seat))
    obs = s.observation(seat)
    assert obs.seed == -1 and obs.actions == []
    assert obs.hands[seat] == s.hands[seat] and obs.lines == s.lines and obs.discard == s.discard
    assert [obs.hand_size(i) for i in range(s.n)] == [s.hand_size(i) for i in range(s.n)]
    assert len(obs.pile) == len(s.pile) and obs.to_move() == s.to_move() and obs.turn == s.turn
    with pytest.raises(ValueError, match="observation"):
        obs.undo()


@settings(max_examples=40, deadline=None)
@given(games, st.integers(0, 3))
def test_resample_keeps_what_the_seat_knows_and_redeals_the_rest(game, seat_pick):
    s = _midgame(*game)
    seat = seat_pick % s.n
    obs = s.observation(seat)
    unknown = sorted(obs._unknown_cards(seat))
    deals = set()
    for k in range(8):
        r = obs.clone()
        r.resample(random.Random(k))
        assert r.hands[seat] == s.hands[seat] and r.lines == s.lines and r.discard == s.discard
        assert [r.hand_size(i) for i in range(s.n)] == [s.hand_size(i) for i in range(s.n)]
        assert sorted(r._unknown_cards(seat)) == unknown
        assert r.card_counts() == deck_counts(s.n)
        deals.add((tuple(r.pile), tuple(tuple(h) for h in r.hands)))
    if len(set(unknown)) > 1 and len(unknown) > 4:
        assert len(deals) > 1


def test_only_an_observation_is_resampled():
    with pytest.raises(ValueError, match="only an observation"):
        GameState.new(2, 0).resample(random.Random(0))


@settings(max_examples=30, deadline=None)
@given(games, st.lists(st.integers(0, 4000), min_size=20, max_size=20))
def test_an_illegal_action_raises_its_reason_and_changes_nothing(game, numbers):
    s = _midgame(*game)
    before = snapshot(s)
    for a in numbers:
        if a in s.legal_actions():
            continue
        with pytest.raises(IllegalAction) as err:
            s.apply(a)
        assert err.value.code in TEXTS and str(err.value) == err.value.reason.text
        assert s.problem(a) == err.value.reason
        assert snapshot(s) == before
