"""The rules facts the UI asks the engine: neighbours, key problems, face-down income, player limits."""

from __future__ import annotations

import random

import pytest

from castlecombo.combo.engine import (
    DISCARD,
    FACE_DOWN_GOLD,
    FACE_DOWN_KEYS,
    KEY_MOVE,
    KEY_REFRESH,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NEIGHBOUR,
    OPTION,
    PURSES,
    TAKE,
    GameState,
    take,
)
from castlecombo.combo.engine import actions as A
from engine_helpers import build, new_game, set_display, set_resources
from test_rulings import CASTLE, VILLAGE, _castle_runs_out


def test_player_limits_are_the_rulebook_2_to_5():
    assert (MIN_PLAYERS, MAX_PLAYERS) == (2, 5)
    for n in (MIN_PLAYERS, MAX_PLAYERS):
        assert GameState.new(n).n == n
    for n in (MIN_PLAYERS - 1, MAX_PLAYERS + 1):
        with pytest.raises(ValueError, match=f"{MIN_PLAYERS} to {MAX_PLAYERS} players"):
            GameState.new(n)


def test_face_down_income_is_what_a_face_down_take_gives():
    assert (FACE_DOWN_GOLD, FACE_DOWN_KEYS) == (6, 2)  # RULES.md: "gain 6 gold and 2 keys"
    s = new_game(3)
    set_resources(s, 0, gold=1, keys=0)
    s.apply(take(2, 12, face_down=True))
    assert (s.players[0].gold, s.players[0].keys) == (1 + FACE_DOWN_GOLD, FACE_DOWN_KEYS)


@pytest.mark.parametrize(("n", "seat", "left", "right"), [
    (2, 0, 1, 1), (2, 1, 0, 0),
    (3, 0, 1, 2), (3, 2, 0, 1),
    (5, 0, 1, 4), (5, 3, 4, 2),
])
def test_neighbours_left_plays_next_right_played_before(n, seat, left, right):
    assert new_game(n).neighbours(seat) == (left, right)


def test_neighbour_choice_counts_the_seat_neighbours_names():
    # Brigand (1 key per Castle card of one neighbour) for seat 0 of 4: the left neighbour's count.
    s = new_game(4)
    left, right = s.neighbours(0)
    build(s, left, [("Knight", 4)])
    build(s, right, [("Jester", 4), ("Princess", 3), ("Cardinal", 5)])
    set_display(s, VILLAGE, ["Brigand"])
    set_resources(s, 0, gold=10, keys=0)
    s.apply(take(0, 12))
    s.apply(10)  # the left neighbour
    assert s.players[0].keys == 1


def test_key_problems_say_why_in_words():
    s = new_game(2)
    assert s.key_problem(KEY_MOVE) is None and s.key_problem(KEY_REFRESH) is None
    s.apply(KEY_MOVE)
    assert s.key_problem(KEY_REFRESH) == "only one key per turn"
    s.apply(take(0, 12, face_down=True))
    set_resources(s, 1, keys=0)
    assert s.key_problem(KEY_MOVE) == "you have no key"
    with pytest.raises(ValueError):
        s.key_problem(take(0, 12))


def test_key_problem_when_a_location_has_left_the_game():
    s = _castle_runs_out(CASTLE, village=["Vicar"])
    s.apply(take(0, 12))
    assert s.alive == [False, True]
    assert s.key_problem(KEY_MOVE) == "the other location has left the game"
    assert s.key_problem(KEY_REFRESH) is None


def test_key_problem_during_an_ability_choice():
    s = new_game(3)
    build(s, 1, [("Knight", 4)])  # the neighbours differ: Brigand asks which one
    set_display(s, VILLAGE, ["Brigand"])
    s.apply(take(0, 12))
    assert s.pending is not None
    assert s.key_problem(KEY_MOVE) == "finish the card's ability first"


def test_problems_are_none_exactly_when_the_action_is_legal():
    rng = random.Random(5)
    for g in range(12):
        s = GameState.new(2 + g % 4, seed=g)
        while not s.is_over:
            legal = set(s.legal_actions())
            for key in (KEY_MOVE, KEY_REFRESH):
                assert (s.key_problem(key) is None) == (key in legal), (g, s.turn, key)
            for slot in range(3):
                for pos in range(25):
                    for down in (False, True):
                        ok = s.take_problem(slot, pos, down) is None
                        assert ok == (take(slot, pos, down) in legal), (g, s.turn, slot, pos, down)
            s.apply(rng.choice(s.legal_actions()))
        assert s.key_problem(KEY_REFRESH) == "the game is over"


# --- the action encoding ----------------------------------------------------------------------------

def _every_action() -> list[int]:
    out = [A.KEY_MOVE, A.KEY_REFRESH, A.neighbour(A.LEFT), A.neighbour(A.RIGHT)]
    out += [A.option(i) for i in range(A.MAX_OPTIONS)] + [A.discard(s) for s in range(A.DISPLAY)]
    out += [A.take(s, p, d) for s in range(A.DISPLAY) for p in range(A.FIELD_SIZE) for d in (False, True)]
    out += [A.purses(a, b) for a in range(A.FIELD_SIZE) for b in range(a, A.FIELD_SIZE)]
    return out


def test_encode_decode_round_trip():
    for slot in range(A.DISPLAY):
        for pos in range(A.FIELD_SIZE):
            for down in (False, True):
                a = A.take(slot, pos, down)
                assert A.take_parts(a) == (slot, down, pos)
                d = A.decode(a)
                assert (d.kind, d.slot, d.position, d.face_down) == ("take", slot, pos, down)
    for side in (A.LEFT, A.RIGHT):
        assert A.neighbour_side(A.neighbour(side)) == side == A.decode(A.neighbour(side)).value
    for i in range(A.MAX_OPTIONS):
        assert A.option_index(A.option(i)) == i == A.decode(A.option(i)).value
    for slot in range(A.DISPLAY):
        assert A.discard_slot(A.discard(slot)) == slot == A.decode(A.discard(slot)).slot
    for a in range(A.FIELD_SIZE):
        assert A.purse_positions(A.purses(a)) == (a,)
        for b in range(a + 1, A.FIELD_SIZE):
            assert A.purse_positions(A.purses(b, a)) == (a, b) == A.decode(A.purses(a, b)).positions


def test_every_action_is_distinct_and_of_exactly_one_kind():
    actions = _every_action()
    assert len(set(actions)) == len(actions)
    predicates = (A.is_key, A.is_take, A.is_neighbour, A.is_option, A.is_discard, A.is_purses)
    for a in actions:
        assert sum(p(a) for p in predicates) == 1, a
        assert A.describe(a)
    for a in set(range(max(actions) + 2)) - set(actions):
        assert not any(p(a) for p in predicates), a
        with pytest.raises(ValueError):
            A.decode(a)


def test_decoders_refuse_other_kinds():
    with pytest.raises(ValueError):
        A.take_parts(A.KEY_MOVE)
    with pytest.raises(ValueError):
        A.option_index(A.take(0, 12))
    with pytest.raises(ValueError):
        A.take(3, 12)
    with pytest.raises(ValueError):
        A.take(0, 25)


def test_legal_actions_decode_to_the_phase_they_answer():
    rng = random.Random(2)
    kinds = {TAKE: {"key_move", "key_refresh", "take"}, NEIGHBOUR: {"neighbour"}, OPTION: {"option"},
             PURSES: {"purses"}, DISCARD: {"discard"}}
    for g in range(8):
        s = GameState.new(3, seed=g)
        while not s.is_over:
            assert {A.decode(a).kind for a in s.legal_actions()} <= kinds[s.phase]
            assert (s.pending is None) == (s.phase == TAKE)
            s.apply(rng.choice(s.legal_actions()))


def test_the_purses_shown_at_the_end_hold_the_gold_the_final_score_puts_on_them():
    """The replay's last frame showed Queen Mother 2/5 where the score pad said 5/5 (playtest 129): once the game
    is over, the gold shown on each purse is the final score's; before that it is the gold placed."""
    from castlecombo.combo.ui.mini_frames import MiniFrames

    moved = 0
    for seed in range(40):
        rng = random.Random(seed)
        s = new_game(2, seed)
        while not s.is_over:
            for seat in range(s.n):
                assert s.purses_shown(seat) == s.players[seat].purse and s.gold_shown(seat) == s.players[seat].gold
            s.apply(rng.choice(s.legal_actions()))
        for seat in range(s.n):
            p, sheet = s.players[seat], s.score(seat)
            shown = s.purses_shown(seat)
            assert [shown[pos] for pos in p.frame_positions()] == [c.purse_gold for c in sheet.cards]
            assert sum(shown) == sum(p.purse) + p.gold - sheet.leftover_gold
            assert s.gold_shown(seat) == sheet.leftover_gold  # the gold moved is not shown in hand too (playtest 132)
            assert [gold for _v, gold in MiniFrames().cells(s, seat)] == [c.purse_gold for c in sheet.cards]
            moved += sum(shown) - sum(p.purse)
    assert moved > 0, "no game ended with leftover gold moved onto a purse"
