"""The numbered rulings of /work/shared/reference/cards-base.md (and RULES.md), one test group each.

Expected values are worked out by hand from the rules text.
"""

from __future__ import annotations

import random

import pytest

from castlecombo.combo.engine import GameState, IllegalAction
from castlecombo.combo.engine.actions import KEY_MOVE, KEY_REFRESH, option, take
from castlecombo.combo.engine.catalog import NAMES
from castlecombo.combo.engine.scoring import score_tableau
from engine_helpers import (
    CASTLE,
    VILLAGE,
    assert_conserved,
    at,
    build,
    card,
    cell,
    grid_cells,
    new_game,
    pass_turn,
    put_in_tableau,
    set_display,
    set_messenger,
    set_resources,
    stack_deck,
)
from test_card_abilities import CASTLE_CARDS


def key_actions(state):
    return [a for a in state.legal_actions() if a in (KEY_MOVE, KEY_REFRESH)]


def take_actions(state):
    return [a for a in state.legal_actions() if a >= 100]


# --- 1. Setup -------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_1_setup(n):
    s = GameState.new(n, seed=5)
    for p in s.players:
        assert (p.gold, p.keys) == (15, 2)
        assert all(v == -1 for v in p.grid)
    assert s.messenger == VILLAGE
    assert len(s.displays[CASTLE]) == 3 and len(s.displays[VILLAGE]) == 3
    assert all(NAMES[c] in CASTLE_CARDS for c in s.displays[CASTLE])
    assert all(NAMES[c] not in CASTLE_CARDS for c in s.displays[VILLAGE])
    assert all(NAMES[c] in CASTLE_CARDS for c in s.decks[CASTLE])
    assert all(NAMES[c] not in CASTLE_CARDS for c in s.decks[VILLAGE])
    assert len(s.decks[CASTLE]) == 36 and len(s.decks[VILLAGE]) == 36
    assert s.discards == [[], []]
    assert 0 <= s.first_player < n and s.to_move() == s.first_player
    assert_conserved(s)


def test_1_first_player_random_and_settable():
    firsts = {GameState.new(4, seed=seed).first_player for seed in range(60)}
    assert firsts == {0, 1, 2, 3}
    assert GameState.new(3, seed=1, first_player=2).to_move() == 2


@pytest.mark.parametrize("n", [0, 1, 6])
def test_1_player_count(n):
    with pytest.raises(ValueError):
        GameState.new(n)


def test_1_gold_and_keys_unlimited():
    s = new_game(2)
    set_resources(s, 0, gold=500, keys=300)
    s.apply(take(0, 12, face_down=True))
    assert (s.players[0].gold, s.players[0].keys) == (506, 302)


# --- 2. Turn ----------------------------------------------------------------------------------

def test_2_key_move_then_take_from_the_other_location():
    s = new_game(2)
    assert sorted(key_actions(s)) == [KEY_MOVE, KEY_REFRESH]
    s.apply(KEY_MOVE)
    assert s.messenger == CASTLE
    assert s.players[0].keys == 1
    assert key_actions(s) == []  # one key per turn
    assert s.legal_actions() == take_actions(s)  # taking a card is mandatory
    assert s.to_move() == 0
    with pytest.raises(IllegalAction):
        s.apply(KEY_REFRESH)
    castle_card = s.displays[CASTLE][1]
    s.apply(take(1, 12, face_down=True))
    assert at(s, 0, 12) == (NAMES[castle_card], True)
    assert s.to_move() == 1
    assert sorted(key_actions(s)) == [KEY_MOVE, KEY_REFRESH]  # a new turn, a new key


def test_2_key_refresh_discards_the_messenger_display():
    s = new_game(2)
    old = list(s.displays[VILLAGE])
    castle = list(s.displays[CASTLE])
    stack_deck(s, VILLAGE, ["Farmer", "Baker", "Monk"])
    s.apply(KEY_REFRESH)
    assert s.players[0].keys == 1
    assert sorted(s.discards[VILLAGE]) == sorted(old)
    assert sorted(s.displays[VILLAGE]) == sorted(card(n) for n in ["Farmer", "Baker", "Monk"])
    assert s.displays[CASTLE] == castle
    assert s.messenger == VILLAGE
    assert key_actions(s) == []
    assert_conserved(s)


def test_2_no_key_no_key_action():
    s = new_game(2)
    set_resources(s, 0, keys=0)
    assert key_actions(s) == []
    with pytest.raises(IllegalAction):
        s.apply(KEY_MOVE)


def test_2_take_only_from_the_messenger_location_and_play_passes_clockwise():
    s = new_game(3, first_player=1)
    assert s.messenger == VILLAGE
    village = list(s.displays[VILLAGE])
    s.apply(take(2, 12, face_down=True))
    assert at(s, 1, 12) == (NAMES[village[2]], True)
    assert s.to_move() == 2
    pass_turn(s)
    assert s.to_move() == 0
    pass_turn(s)
    assert s.to_move() == 1


# --- 3. Face-down cards -----------------------------------------------------------------------

def test_3_face_down_gives_6_gold_2_keys_and_no_ability():
    s = new_game(3)
    set_messenger(s, CASTLE)
    set_display(s, CASTLE, ["His Holiness"])  # face up: +3 keys, +1 key to each opponent
    set_resources(s, 0, gold=0, keys=0)  # cannot afford it: face down is still allowed
    s.apply(take(0, 12, face_down=True))
    assert (s.players[0].gold, s.players[0].keys) == (6, 2)
    assert [(p.gold, p.keys) for p in s.players[1:]] == [(15, 2), (15, 2)]
    assert at(s, 0, 12) == ("His Holiness", True)
    assert s.to_move() == 1  # no decision pending


def test_3_face_down_gives_no_discount_and_no_shields_but_occupies_a_space():
    s = new_game(2)
    set_messenger(s, CASTLE)
    set_display(s, CASTLE, ["Baron"])  # -1 on everything when face up
    s.apply(take(0, 12, face_down=True))
    assert s.messenger == CASTLE
    pass_turn(s, avoid=("Prince",))
    set_messenger(s, CASTLE)
    set_display(s, CASTLE, ["Prince"])  # 6; gain 1 gold per Noble (Baron is Noble, but face down)
    set_resources(s, 0, gold=20)
    assert 12 not in s.players[0].legal_positions()
    s.apply(take(0, 13))
    assert s.players[0].gold == 20 - 6 + 1  # full price; only Prince's own Noble
    sheet = s.score(0)
    assert sheet.cards[[c.card for c in sheet.cards].index("Baron")].points == 0


# --- 4. Messenger -------------------------------------------------------------------------------

@pytest.mark.parametrize("name, loc", [("Nun", CASTLE), ("Vicar", VILLAGE)])
def test_4_face_down_never_moves_the_messenger(name, loc):
    s = new_game(2)
    set_messenger(s, loc)
    set_display(s, loc, [name])  # shows the Messenger icon
    s.apply(take(0, 12, face_down=True))
    assert s.messenger == loc


@pytest.mark.parametrize("name, loc, after", [("Nun", CASTLE, VILLAGE), ("Vicar", VILLAGE, CASTLE),
                                               ("Duchess", CASTLE, CASTLE), ("Traveler", VILLAGE, VILLAGE)])
def test_4_face_up_moves_it_only_with_the_icon(name, loc, after):
    s = new_game(2)
    set_messenger(s, loc)
    set_display(s, loc, [name])
    s.apply(take(0, 12))
    assert s.messenger == after


# --- 5. Discounts ---------------------------------------------------------------------------------

def _discounted_player():
    # Squire (-1 all), Baron (-1 all), Fisherman (-1 castle): castle -3, village -2.
    s = new_game(2)
    build(s, 0, [("Squire", 4), ("Baron", 3), ("Fisherman", 5)])
    return s


def test_5_discounts_stack():
    s = _discounted_player()
    set_messenger(s, CASTLE)
    set_display(s, CASTLE, ["Duchess"])  # 5 - 3 = 2
    set_resources(s, 0, gold=10)
    s.apply(take(0, cell(1)))
    assert s.players[0].gold == 8
    pass_turn(s, avoid=("Farmer",))
    set_messenger(s, VILLAGE)
    set_display(s, VILLAGE, ["Farmer"])  # 5 - 2 = 3
    s.apply(take(0, cell(7)))
    assert s.players[0].gold == 5


def test_5_never_below_zero_never_a_refund():
    s = _discounted_player()
    set_messenger(s, CASTLE)
    set_display(s, CASTLE, ["Chatelaine"])  # 2 - 3 -> 0, not -1
    set_resources(s, 0, gold=4)
    s.apply(take(0, cell(1)))
    assert s.players[0].gold == 4


def test_5_discount_makes_a_card_affordable():
    s = _discounted_player()
    set_messenger(s, CASTLE)
    set_display(s, CASTLE, ["Duchess"])  # costs 2 after discounts
    set_resources(s, 0, gold=2)
    assert take(0, cell(1)) in s.legal_actions()
    set_resources(s, 0, gold=1)
    assert take(0, cell(1)) not in s.legal_actions()
    assert take(0, cell(1), face_down=True) in s.legal_actions()
    with pytest.raises(IllegalAction):
        s.apply(take(0, cell(1)))


@pytest.mark.parametrize("name, loc, cost", [("Astronomer", CASTLE, 5), ("Squire", VILLAGE, 0),
                                              ("Stonemason", VILLAGE, 3), ("Alchemist", CASTLE, 6)])
def test_5_own_discount_not_on_own_purchase(name, loc, cost):
    s = new_game(2)
    set_messenger(s, loc)
    set_display(s, loc, [name])
    set_resources(s, 0, gold=cost)
    assert take(0, 12) in s.legal_actions()
    s.apply(take(0, 12))
    assert s.players[0].gold == 0
    # and it is not affordable with one gold less
    s2 = new_game(2)
    set_messenger(s2, loc)
    set_display(s2, loc, [name])
    set_resources(s2, 0, gold=cost - 1)
    if cost > 0:
        assert take(0, 12) not in s2.legal_actions()


# --- 6. Placement -----------------------------------------------------------------------------------

def test_6_first_card_then_orthogonal_adjacency():
    s = new_game(2)
    assert {a % 25 for a in take_actions(s)} == {12}
    s.apply(take(0, 12))
    pass_turn(s)
    assert sorted(s.players[0].legal_positions()) == [7, 11, 13, 17]
    for bad in (6, 8, 16, 18, 2, 10, 12):  # diagonal, two away, occupied
        with pytest.raises(IllegalAction):
            s.apply(take(0, bad, face_down=True))


def test_6_no_fourth_card_in_a_row_or_column():
    s = new_game(2)
    put_in_tableau(s, 0, "Nun", 11)
    put_in_tableau(s, 0, "Knight", 12)
    put_in_tableau(s, 0, "Farmer", 13)  # a full row 2, columns 1..3
    legal = set(s.players[0].legal_positions())
    assert legal == {6, 7, 8, 16, 17, 18}
    for bad in (10, 14):
        with pytest.raises(IllegalAction):
            s.apply(take(0, bad, face_down=True))
    s2 = new_game(2)
    put_in_tableau(s2, 0, "Nun", 2)
    put_in_tableau(s2, 0, "Knight", 7)
    put_in_tableau(s2, 0, "Farmer", 12)  # a full column 2, rows 0..2
    assert set(s2.players[0].legal_positions()) == {1, 3, 6, 8, 11, 13}
    with pytest.raises(IllegalAction):
        s2.apply(take(0, 17, face_down=True))


def test_6_frame_fixed_as_it_fills_and_cards_never_move():
    s = new_game(2)
    put_in_tableau(s, 0, "Nun", 12)
    put_in_tableau(s, 0, "Knight", 13)
    put_in_tableau(s, 0, "Farmer", 17)
    # columns 2..3 used: a third column may be 1 or 4; rows 2..3: a third row may be 1 or 4
    assert set(s.players[0].legal_positions()) == {7, 8, 11, 14, 16, 18, 22}
    grid_before = list(s.players[0].grid)
    s.apply(take(0, 14, face_down=True))
    after = s.players[0].grid
    assert all(after[p] == grid_before[p] for p in range(25) if grid_before[p] != -1)
    # column 4 now taken: column 1 is out
    assert 11 not in s.players[0].legal_positions() and 16 not in s.players[0].legal_positions()


def test_6_position_scrolls_judged_on_the_final_grid():
    # Duchess placed first in the centre of the field; the rest of the tableau grows downwards,
    # so the final frame is field rows 2..4 and the Duchess ends in the top row: 8 points.
    s = new_game(2)
    for name, pos in [("Duchess", 12), ("Nun", 11), ("Knight", 13), ("Farmer", 17), ("Baker", 16),
                      ("Inventor", 18), ("Monk", 22), ("Potter", 21), ("Judge", 23)]:
        put_in_tableau(s, 0, name, pos)
    sheet = s.score(0)
    assert sheet.cards[1].card == "Duchess" and sheet.cards[1].points == 8
    # grown upwards instead: the Duchess ends in the bottom row, 0 points
    s = new_game(2)
    for name, pos in [("Duchess", 12), ("Nun", 11), ("Knight", 13), ("Farmer", 7), ("Baker", 6),
                      ("Inventor", 8), ("Monk", 2), ("Potter", 1), ("Judge", 3)]:
        put_in_tableau(s, 0, name, pos)
    sheet = s.score(0)
    assert sheet.cards[7].card == "Duchess" and sheet.cards[7].points == 0


# --- 7. Abilities ------------------------------------------------------------------------------------

def test_7_opponents_means_every_other_player():
    s = new_game(5)
    set_messenger(s, CASTLE)
    set_display(s, CASTLE, ["Patron"])
    s.apply(take(0, 12))
    assert [p.gold for p in s.players] == [15 - 7, 17, 17, 17, 17]


def test_7_neighbours_are_next_and_previous_seat():
    # 4 players, seat 0 plays Brigand: left = seat 1 (plays next), right = seat 3 (played before).
    s = new_game(4)
    build(s, 1, [("Knight", 4)])
    build(s, 2, [("Nun", 4), ("Duchess", 3), ("Prince", 5)])  # not a neighbour of seat 0
    build(s, 3, [("Jester", 4), ("Princess", 3), ("Cardinal", 5)])
    set_display(s, VILLAGE, ["Brigand"])
    set_resources(s, 0, gold=10, keys=0)
    s.apply(take(0, 12))
    s.apply(11)  # right
    assert s.players[0].keys == 3
    s = new_game(4)
    build(s, 1, [("Knight", 4)])
    build(s, 3, [("Jester", 4), ("Princess", 3), ("Cardinal", 5)])
    set_display(s, VILLAGE, ["Brigand"])
    set_resources(s, 0, gold=10, keys=0)
    s.apply(take(0, 12))
    s.apply(10)  # left
    assert s.players[0].keys == 1


def test_7_two_players_neighbour_is_the_opponent_without_a_decision():
    s = new_game(2)
    build(s, 1, [("Knight", 4), ("Nun", 3), ("Farmer", 5)])  # 2 castle cards
    set_display(s, VILLAGE, ["Brigand"])
    set_resources(s, 0, gold=10, keys=0)
    s.apply(take(0, 12))
    assert s.players[0].keys == 2
    assert s.to_move() == 1


# --- 8. Discard-a-card abilities and the discard pile --------------------------------------------------

def test_8_empty_deck_rebuilt_from_the_discard_pile():
    s = new_game(2)
    # move the whole village deck to the village discard pile
    s.discards[VILLAGE].extend(s.decks[VILLAGE])
    s.decks[VILLAGE].clear()
    pile = set(s.discards[VILLAGE])
    taken = s.displays[VILLAGE][0]
    s.apply(take(0, 12, face_down=True))
    assert s.alive == [True, True]
    assert s.displays[VILLAGE][0] in pile
    assert s.discards[VILLAGE] == []
    assert len(s.decks[VILLAGE]) == len(pile) - 1
    assert set(s.decks[VILLAGE]) | {s.displays[VILLAGE][0]} == pile
    assert at(s, 0, 12) == (NAMES[taken], True)
    assert_conserved(s)


def test_8_discarded_card_goes_to_the_public_pile_and_the_gap_refills():
    s = new_game(2)
    set_messenger(s, CASTLE)
    set_display(s, CASTLE, ["Gravedigger"])
    set_display(s, VILLAGE, ["Farmer", "Baker", "Monk"])
    stack_deck(s, VILLAGE, ["Potter"])
    s.apply(take(0, 12))
    assert s.displays[VILLAGE][2] == card("Monk")  # not yet discarded: the decision is pending
    s.apply(32)  # discard Monk (printed cost 4)
    assert s.discards[VILLAGE] == [card("Monk")]
    assert s.displays[VILLAGE] == [card("Farmer"), card("Baker"), card("Potter")]
    assert s.players[0].gold == 15 - 4 + 4


# --- 9. Purses ---------------------------------------------------------------------------------------

def test_9_steward_with_two_purses_fills_both():
    s = new_game(2)
    build(s, 0, [("Potter", 4, False, 1)])
    set_messenger(s, CASTLE)
    set_display(s, CASTLE, ["Steward"])
    s.apply(take(0, cell(5)))
    assert s.players[0].purse[cell(5)] == 3 and s.players[0].purse[cell(4)] == 4
    assert s.to_move() == 1


def test_9_steward_face_down_purse_is_not_a_purse():
    s = new_game(2)
    build(s, 0, [("Potter", 4), ("Beekeeper", 3, True)])
    set_messenger(s, CASTLE)
    set_display(s, CASTLE, ["Steward"])
    s.apply(take(0, cell(5)))
    assert s.players[0].purse[cell(5)] == 3 and s.players[0].purse[cell(4)] == 4
    assert s.players[0].purse[cell(3)] == 0


def test_9_banker_option_is_capped_and_from_the_supply():
    s = new_game(2)
    build(s, 0, [("Vicar", 4, False, 4)])
    set_messenger(s, CASTLE)
    set_display(s, CASTLE, ["Banker"])
    s.apply(take(0, cell(5)))
    s.apply(option(0))
    assert s.players[0].purse[cell(4)] == 5
    assert s.players[0].gold == 15 - 7


# --- 10. End of game -------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_10_game_ends_when_everyone_has_nine_cards(n):
    s = GameState.new(n, seed=100 + n)
    rng = random.Random(n)
    turns = 0
    while not s.is_over:
        before = s.turn
        s.apply(rng.choice(s.legal_actions()))
        turns += s.turn - before
        if not s.is_over:
            assert_conserved(s)
    assert turns == 9 * n
    assert s.legal_actions() == []
    for seat, p in enumerate(s.players):
        rows = {q // 5 for q in range(25) if p.grid[q] != -1}
        cols = {q % 5 for q in range(25) if p.grid[q] != -1}
        assert sum(1 for v in p.grid if v != -1) == 9
        assert max(rows) - min(rows) == 2 and max(cols) - min(cols) == 2
        sheet = s.score(seat)
        assert sheet.total == sum(c.points for c in sheet.cards) + p.keys
    with pytest.raises(IllegalAction):
        s.apply(take(0, 12, face_down=True))


# --- 11. Row / column / row and column ------------------------------------------------------------

def test_11_row_and_column_counts_the_card_itself_once():
    # Jester (N) alone with no other Noble anywhere: 1 Noble x 2 = 2, not 4.
    grid = ["Nun", "Farmer", "Baker", "Inventor", "Jester", "Monk", "Potter", "Vicar", "Judge"]
    sheet = score_tableau(grid_cells(grid), [0] * 9, 0, 0)
    assert sheet.cards[4].points == 2
    # Knight's cross holds Duchess (NN) in the row and Prince (N) in the column: 3 x 3 = 9;
    # the corner Princess is outside the cross.
    grid = ["Princess", "Prince", "Farmer", "Duchess", "Knight", "Monk", "Potter", "Vicar", "Judge"]
    assert score_tableau(grid_cells(grid), [0] * 9, 0, 0).cards[4].points == 9


# --- 12. Sets ---------------------------------------------------------------------------------------

def test_12_each_scroll_counts_sets_independently():
    # N: Queen 1 + Royal Guard 1 = 2; M: Officer 1 + Royal Guard 1 = 2; S: Goldsmith 1; C: Goldsmith 1 +
    # Clockmaker 1 = 2. Officer: 2 sets (N+M) x 4 = 8; Queen: 1 set (N+S+C) x 10 = 10, using a Noble the
    # Officer also used.
    grid = ["Officer", "Her Majesty the Queen", "Goldsmith", "Royal Guard", "Nun", "Farmer", "Baker", "Monk",
            "Clockmaker"]
    sheet = score_tableau(grid_cells(grid), [0] * 9, 0, 0)
    assert sheet.cards[0].points == 8
    assert sheet.cards[1].points == 10


def test_12_general_counts_each_type_separately():
    # Military: General 1 + Captain 2 = 3 -> 1; Noble: Duchess 2 + Jester 1 = 3 -> 1;
    # Peasant: Farmer 2 + Baker 1 + Shepherd 1 = 4 -> 1; Faith: Nun 1 -> 0. 3 sets x 6 = 18.
    grid = ["General", "Captain", "Duchess", "Jester", "Farmer", "Baker", "Shepherd", "Nun", "~Lookout"]
    assert score_tableau(grid_cells(grid), [0] * 9, 0, 0).cards[0].points == 18


# --- 13. A location runs out for good ------------------------------------------------------------------

def _castle_runs_out(messenger_at, village=()):
    s = new_game(2)
    set_display(s, CASTLE, ["Duchess", "Nun", "Knight"])  # Duchess has no Messenger icon
    set_display(s, VILLAGE, list(village))
    # the castle deck and its discard pile are empty; only its 3 display cards are left
    s.removed.extend(s.decks[CASTLE])
    s.decks[CASTLE].clear()
    set_messenger(s, messenger_at)
    return s


def test_13_empty_location_leaves_the_game():
    s = _castle_runs_out(CASTLE, village=["Vicar"])
    s.apply(take(0, 12))
    assert s.alive == [False, True]
    assert s.displays[CASTLE] == [-1, -1, -1]
    assert s.messenger == VILLAGE
    assert all(c in s.removed for c in s.displays[CASTLE] if c != -1)
    assert_conserved(s)
    # keys can only refresh now
    assert key_actions(s) == [KEY_REFRESH]
    # a village card with the castle icon leaves the Messenger where it is
    assert s.displays[VILLAGE][0] == card("Vicar")
    s.apply(take(0, s.players[1].legal_positions()[0]))
    assert s.messenger == VILLAGE
    assert key_actions(s) == [KEY_REFRESH]
    s.apply(KEY_REFRESH)
    assert s.messenger == VILLAGE and s.alive == [False, True]
    assert all(c != -1 for c in s.displays[VILLAGE])
    assert_conserved(s)


def test_13_a_discard_pile_keeps_a_location_open():
    s = _castle_runs_out(VILLAGE, village=["Executioner"])
    # Executioner discards a castle card into the (empty) castle discard pile
    s.apply(take(0, 12))
    s.apply(31)  # discard Nun: +3 gold; the castle discard pile now holds Nun
    assert s.players[0].gold == 15 + 3
    # with Nun in the discard pile the castle can rebuild one card: the gap refills from it
    assert s.alive == [True, True]
    assert s.displays[CASTLE][1] == card("Nun")
    # the Executioner's icon sent the Messenger to the castle
    assert s.messenger == CASTLE
    assert_conserved(s)


def test_13_refill_that_falls_short_closes_the_location():
    s = _castle_runs_out(CASTLE)
    s.apply(take(0, 12, face_down=True))  # Duchess face down: one gap, nothing to fill it
    assert s.alive == [False, True]
    assert s.messenger == VILLAGE
    assert card("Nun") in s.removed and card("Knight") in s.removed
    assert_conserved(s)


# --- 14. Face-down cards in counts ---------------------------------------------------------------------

def test_14_face_down_counts_only_as_an_occupied_space():
    # Two face-down castle cards and a face-down village card next to a face-up Nun.
    def scene(name):
        s = new_game(2)
        build(s, 0, [("Nun", 4), ("Duchess", 3, True), ("Prince", 5, True), ("Farmer", 1, True)])
        set_messenger(s, CASTLE if name in CASTLE_CARDS else VILLAGE)
        set_display(s, s.messenger, [name])
        set_resources(s, 0, gold=20, keys=0)
        s.apply(take(0, cell(7)))
        return s.players[0]

    assert scene("Woodcutter").gold == 20 + 5  # 4 + itself: face-down cards occupy spaces
    assert scene("Beggar").gold == 20 + 5
    assert scene("Devout").gold == 20 - 4 + 4  # 9 - 5 placed
    assert scene("Shepherd").gold == 20 - 5 + 4
    assert scene("Cardinal").keys == 2  # castle: Nun + Cardinal, not Duchess/Prince
    assert scene("Revolutionary").keys == 1  # village: itself, not Farmer
    assert scene("Chaplain").gold == 20 - 5 + 2  # 1-shield cards: Nun, Chaplain
    # scoring: Chancellor counts face-up castle cards only; Brigand face-up village cards only
    grid = ["Chancellor", "~Duchess", "~Prince", "~Farmer", "~Baker", "~Monk", "Nun", "Inventor", "Potter"]
    sheet = score_tableau(grid_cells(grid), [0] * 9, 0, 0)
    assert sheet.cards[0].points == 4  # Chancellor, Nun
    grid = ["Brigand", "~Duchess", "~Prince", "~Farmer", "~Baker", "~Monk", "Nun", "Inventor", "Potter"]
    assert score_tableau(grid_cells(grid), [0] * 9, 0, 0).cards[0].points == 7  # Brigand, Inventor, Potter
