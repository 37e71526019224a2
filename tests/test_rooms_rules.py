"""One test per rule of castle-rooms.md (with its clarifications), on hand-built tables."""

import pytest

from castlecombo.rooms.engine import GameState, IllegalAction, add_room, discard, dragon, end_turn, knight, new_line
from castlecombo.rooms.engine.state import DRAW
from rooms_helpers import CC, CS, DOWN, SC, SS, UP, D, K, table


def legal(s: GameState) -> set[int]:
    return set(s.legal_actions())


def reason(s: GameState, action: int) -> str:
    with pytest.raises(IllegalAction) as err:
        s.apply(action)
    return err.value.code


# --- cards and setup ---------------------------------------------------------------

@pytest.mark.parametrize(("players", "dragons", "knights"), [(2, 4, 4), (3, 4, 4), (4, 6, 6)])
def test_deck_is_52_rooms_13_of_each_kind_with_6_dragons_and_6_knights_less_2_of_each_below_4_players(
        players, dragons, knights):
    s = GameState.new(players, 3)
    assert s.card_counts() == [13, 13, 13, 13, dragons, knights]
    assert sum(s.card_counts()) == (64 if players == 4 else 60)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_is_dealt_2_and_the_first_player_draws_2_more(players):
    s = GameState.new(players, 11)
    sizes = [s.hand_size(i) for i in range(players)]
    assert sizes[s.first_player] == 4
    assert all(sizes[i] == 2 for i in range(players) if i != s.first_player)
    assert len(s.pile) == sum(s.card_counts()) - 2 * players - 2
    assert s.to_move() == s.first_player and not any(s.lines)


def test_the_first_player_is_drawn_from_the_seed():
    firsts = {GameState.new(3, seed).first_player for seed in range(40)}
    assert firsts == {0, 1, 2}
    assert GameState.new(3, 5).first_player == GameState.new(3, 5).first_player
    assert GameState.new(3, 5).pile == GameState.new(3, 5).pile


@pytest.mark.parametrize("players", [1, 5])
def test_castle_rooms_is_for_2_to_4_players(players):
    with pytest.raises(ValueError, match="2 to 4 players"):
        GameState.new(players, 0)


def test_play_goes_clockwise_and_every_turn_starts_by_drawing_2():
    s = table(3, hands={0: [], 1: [SS], 2: []}, pile_top=[CC, SC, K], current=2)
    s.apply(end_turn())
    assert s.to_move() == 0 and s.hands[0][CC] == 1 and s.hands[0][SC] == 1 and s.hand_size(0) == DRAW
    s.apply(end_turn())
    assert s.to_move() == 1 and s.hand_size(1) == 3 and s.hands[1][K] == 1


def test_a_turn_draws_fewer_when_the_pile_holds_fewer_than_2():
    s = table(2, hands={0: []}, pile_top=[CS], pile_size=1)
    s.apply(end_turn())
    assert s.hand_size(1) == 1 and s.drawn == 1 and not s.pile and not s.is_over


# --- rooms -------------------------------------------------------------------------

def test_a_room_is_added_only_where_its_entry_matches_the_line_exit():
    s = table(hands={0: [SC, CS, CC]}, lines={0: [((SS,), UP, False)]})
    assert legal(s) == {add_room(SC, 0)}
    assert reason(s, add_room(CS, 0)) == "no_match"
    assert reason(s, add_room(CC, 0)) == "no_match"
    s.apply(add_room(SC, 0))
    assert s.lines[0][0].rooms == (SS, SC)
    assert set(s.legal_actions()) == {end_turn(), add_room(CS, 0), add_room(CC, 0)}  # the exit is now corridor


def test_a_helmet_down_line_reads_every_room_with_entry_and_exit_swapped():
    # stairs→corridor turned upside down reads corridor→stairs: the line ends in stairs
    s = table(hands={0: [SC, CS]}, lines={0: [((SC,), DOWN, False)]})
    assert legal(s) == {end_turn(), add_room(CS, 0)}  # corridor→stairs read upside down enters by stairs
    assert reason(s, add_room(SC, 0)) == "no_match_down"
    # the words say the room would be turned: a player sees it helmet up in their hand (found in a playtest)
    why = s.problem(add_room(SC, 0)).text
    assert "helmet down" in why and "turned" in why and "start on a corridor side" in why


def test_a_room_alike_both_ways_is_not_said_turned_on_a_helmet_down_line():
    """"The line is laid helmet down, so the room would be turned" about a stairs→stairs room, which reads
    the same turned, confused a new player (a playtest)."""
    s = table(hands={0: [SS, CC]}, lines={0: [((SC,), DOWN, False)]})  # SC turned: the line ends in stairs
    assert reason(s, add_room(CC, 0)) == "no_match"
    why = s.problem(add_room(CC, 0)).text
    assert "turned" not in why and "helmet" not in why
    assert why == "a corridor→corridor room does not fit line 1: the line ends on a stairs side and the room " \
                  "would start on a corridor side"
    assert reason(s, new_line(CC, UP)) == "room_fits"  # the stairs→stairs room fits: named without a turn
    assert "turned" not in s.problem(new_line(CC, UP)).text


def test_a_new_line_is_allowed_only_when_no_room_in_hand_fits_an_open_line():
    s = table(hands={0: [SC, CC]}, lines={0: [((SS,), UP, False)]})
    assert reason(s, new_line(CC, DOWN)) == "room_fits"  # SC fits line 1, so CC cannot start a line
    s.apply(add_room(SC, 0))
    s.apply(add_room(CC, 0))
    s = table(hands={0: [CC, CS]}, lines={0: [((SS,), UP, False)]})
    assert new_line(CC, DOWN) in legal(s) and new_line(CS, DOWN) in legal(s)


def test_a_new_line_refused_names_the_room_held_where_it_fits_a_line_itself():
    """Playtest 311 held a corridor→corridor room that fitted a line and read that another room of the hand did."""
    s = table(hands={0: [SC, CC]}, lines={0: [((SS,), UP, False), ((CC,), DOWN, False)]})
    assert "a corridor→corridor room fits line 2" in s.problem(new_line(CC, UP)).text
    assert "a stairs→corridor room fits line 1" in s.problem(new_line(SC, UP)).text


def test_the_card_you_would_start_with_counts_when_asking_whether_a_room_fits():
    s = table(hands={0: [SC]}, lines={0: [((SS,), UP, False)]})
    assert legal(s) == {end_turn(), add_room(SC, 0)}
    assert reason(s, new_line(SC, DOWN)) == "room_fits"


def test_a_blocked_line_never_prevents_a_new_line():
    s = table(hands={0: [SC]}, lines={0: [((SS,), UP, True)]})
    assert new_line(SC, DOWN) in legal(s)
    assert reason(s, add_room(SC, 0)) == "line_blocked"


def test_the_first_line_takes_either_orientation_even_with_a_small_hand():
    s = table(hands={0: [CS]})
    assert legal(s) == {end_turn(), new_line(CS, UP), new_line(CS, DOWN)}


def test_each_new_line_has_the_opposite_orientation_of_the_previous_one():
    s = table(hands={0: [CC]})
    s.apply(new_line(CC, DOWN))
    assert s.last_orientation[0] == DOWN
    s = table(hands={0: [SS, SS]}, lines={0: [((CC,), DOWN, False)]})
    assert legal(s) >= {new_line(SS, UP)} and new_line(SS, DOWN) not in legal(s)
    assert reason(s, new_line(SS, DOWN)) == "orientation"
    s.apply(new_line(SS, UP))
    assert s.last_orientation[0] == UP
    s.apply(add_room(SS, 1))
    s = table(hands={0: [CS]}, lines={0: [((CC,), DOWN, False), ((SS,), UP, True)]})
    assert legal(s) == {end_turn(), new_line(CS, DOWN)}  # the line started most recently was helmet up


# --- dragons and knights ---------------------------------------------------------------

def test_a_dragon_goes_on_any_opponents_line_without_a_dragon():
    s = table(3, hands={0: [D]}, lines={0: [((SS,), UP, False)], 1: [((SS,), UP, False), ((CC,), DOWN, True)],
                                         2: [((SC,), UP, False)]})
    assert legal(s) == {end_turn(), dragon(1, 0), dragon(2, 0)}
    assert reason(s, dragon(0, 0)) == "own_line"
    assert reason(s, dragon(1, 1)) == "already_blocked"
    assert reason(s, dragon(2, 3)) == "no_opponent_line"
    s.apply(dragon(1, 0))
    assert s.lines[1][0].dragon and s.lines[1][0].rooms == (SS,)


def test_several_dragons_may_be_played_in_one_turn():
    s = table(hands={0: [D, D]}, lines={1: [((SS,), UP, False), ((CC,), DOWN, False)]})
    s.apply(dragon(1, 0))
    s.apply(dragon(1, 1))
    assert all(line.dragon for line in s.lines[1]) and s.hand_size(0) == 0


def test_nobody_adds_rooms_to_a_line_with_a_dragon():
    s = table(hands={0: [SC, SS, CS]}, lines={0: [((SS,), UP, True), ((CC,), DOWN, False)]})
    assert add_room(SC, 0) not in legal(s) and add_room(SS, 0) not in legal(s)
    assert reason(s, add_room(SS, 0)) == "line_blocked"
    # a room that would not fit the line once cleared says so: a player spent a knight, then read that it did not
    # fit (playtest 221); the dragon first (playtest 292 read only the sides on a line his mother had blocked)
    assert reason(s, add_room(CS, 0)) == "blocked_no_match"
    with pytest.raises(IllegalAction) as err:
        s.apply(add_room(CS, 0))
    assert str(err.value).startswith("a dragon blocks line 1, and a corridor→stairs room would not fit it anyway")


def test_a_knight_clears_a_dragon_from_your_line_and_both_go_to_the_discard_pile():
    s = table(hands={0: [K, SC]}, lines={0: [((SS,), UP, True)], 1: [((SS,), UP, True)]})
    assert knight(0) in legal(s) and add_room(SC, 0) not in legal(s)
    before = list(s.discard)
    s.apply(knight(0))
    assert not s.lines[0][0].dragon and s.discard == [*before, D, K]
    assert add_room(SC, 0) in legal(s)  # the line takes rooms again at once
    assert s.lines[1][0].dragon  # only your own line


def test_a_knight_is_never_played_on_a_line_without_a_dragon():
    s = table(hands={0: [K]}, lines={0: [((SS,), UP, False)], 1: [((SS,), UP, True)]})
    assert legal(s) == {end_turn()}
    assert reason(s, knight(0)) == "no_dragon"
    assert reason(s, knight(4)) == "no_line"


# --- the hand limit ----------------------------------------------------------------------

def test_a_turn_ends_only_with_2_cards_or_fewer_in_hand():
    s = table(hands={0: [SS, SS, SS]})
    assert end_turn() not in legal(s)
    assert reason(s, end_turn()) == "hand_full"
    s.apply(new_line(SS, UP))
    assert end_turn() in legal(s)
    assert end_turn() in legal(table(hands={0: []}))  # ending without playing anything is allowed


def test_unplayable_dragons_and_knights_are_discarded_until_2_remain():
    s = table(hands={0: [D, D, K, K]}, lines={0: [((SS,), UP, False)]})  # no opponent line, no dragon on yours
    assert legal(s) == {discard(D), discard(K)}
    # ending the turn is refused for a discard, not for a play (there is none): a rules-minded playtest
    assert reason(s, end_turn()) == "hand_full_discard"
    s.apply(discard(K))
    assert legal(s) == {discard(D), discard(K)}
    s.apply(discard(D))
    assert legal(s) == {end_turn()}
    assert s.hands[0][D] == 1 and s.hands[0][K] == 1 and s.discard[-2:] == [K, D]
    assert reason(s, discard(D)) == "discard_small_hand"
    from castlecombo.rooms.reason_texts import english

    with pytest.raises(IllegalAction) as refused:
        s.apply(discard(D))
    # "you hold 2 cards" read well, "you hold 1 cards" did not (playtest 176): the count stands alone
    assert english(refused.value.reason) == \
        "dragons and knights are discarded only from a hand of 3 cards or more (you hold 2)"


def test_a_dragon_or_knight_is_not_discarded_while_a_play_exists():
    s = table(hands={0: [D, K, K]}, lines={1: [((SS,), UP, False)]})
    assert legal(s) == {dragon(1, 0)}
    assert reason(s, discard(K)) == "discard_has_play"
    # the play named is the refused card's own where it has one: a dragon refused was told of a knight's play
    # (playtest 113)
    both = table(hands={0: [D, K, SS]}, lines={0: [((SS,), UP, True)], 1: [((SS,), UP, False)]})
    assert {dragon(1, 0), knight(0)} <= legal(both)
    assert s.problem(discard(K)).params["play"] == dragon(1, 0)  # no knight's play: another is named
    assert both.problem(discard(D)).params["play"] == dragon(1, 0)
    assert both.problem(discard(K)).params["play"] == knight(0)
    # a dragon's play named on the longest line it may stop: "on Aldric's line 2", a line of one room, beside a
    # line of four, read as advice to waste it (playtest 287)
    rivals = table(hands={0: [D, K, K]}, lines={1: [((SS, SS, SS, SS), UP, False), ((SS,), DOWN, False)]})
    assert {dragon(1, 0), dragon(1, 1)} <= legal(rivals)
    assert rivals.problem(discard(K)).params["play"] == dragon(1, 0)
    rivals = table(hands={0: [D, K, K]}, lines={1: [((SS,), UP, False), ((SS, SS, SS, SS), DOWN, False)]})
    assert rivals.problem(discard(K)).params["play"] == dragon(1, 1)


def test_rooms_are_never_discarded():
    with pytest.raises(ValueError):
        discard(SS)
    s = table(hands={0: [SC, CS, D, D]}, lines={0: [((SS,), UP, True)]})
    assert discard(D) not in legal(s)  # a room always has a play: here, a new line
    assert new_line(SC, DOWN) in legal(s) and new_line(CS, DOWN) in legal(s)


# --- the end ---------------------------------------------------------------------------

def test_a_line_of_10_rooms_wins_at_once_mid_turn_whatever_the_hand():
    nine = (SS,) * 9
    s = table(hands={0: [SS, SS, SS, D]}, lines={0: [(nine, UP, False)], 1: [((CC,) * 9, UP, False)]})
    s.apply(add_room(SS, 0))
    assert s.is_over and s.winners() == [0] and s.legal_actions() == []
    assert reason(s, end_turn()) == "game_over"


def test_a_dragon_is_not_a_room():
    s = table(hands={0: [K, SS]}, lines={0: [((SS,) * 9, UP, True)], 1: [((CC,) * 9, UP, False)]})
    assert s.standing(0) == (9,) and not s.is_over
    s.apply(knight(0))
    s.apply(add_room(SS, 0))
    assert s.is_over and s.winners() == [0]


def test_the_game_ends_when_a_turn_begins_with_an_empty_pile_after_the_last_drawer_plays_a_full_turn():
    s = table(hands={0: []}, lines={0: [((SS,), UP, False)], 1: [((CC,), UP, False)]}, pile_top=[SS, SC],
              pile_size=2)
    s.apply(end_turn())
    assert not s.is_over and s.to_move() == 1 and not s.pile  # seat 1 drew the last two cards
    s.apply(new_line(SS, DOWN))
    s.apply(new_line(SC, UP))
    s.apply(end_turn())
    assert s.is_over and s.to_move() == 0 and s.hand_size(0) == 0  # seat 0 does not draw nor play
    assert s.winners() == [1]  # 1-1-1 beats 1


def test_the_tie_break_compares_lines_longest_first_one_by_one():
    s = table(3, lines={0: [((SS,) * 5, UP, False), ((SS,) * 3, DOWN, False), ((CC,), UP, False)],
                        1: [((CC,) * 5, UP, False), ((CC,) * 3, DOWN, False)],
                        2: [((SC, CS) * 2, UP, False), ((SS,) * 4, DOWN, False), ((CC,) * 4, UP, False)]},
              pile_size=0)
    s.apply(end_turn())
    assert s.is_over
    assert [s.standing(i) for i in range(3)] == [(5, 3, 1), (5, 3), (4, 4, 4)]
    assert s.winners() == [0]  # 5-3-1 beats 5-3, and 5 beats 4


def test_blocked_lines_count_in_full_in_the_tie_break():
    s = table(lines={0: [((SS,) * 6, UP, True)], 1: [((CC,) * 5, UP, False), ((CC,) * 4, DOWN, False)]},
              pile_size=0)
    s.apply(end_turn())
    assert s.is_over and s.winners() == [0]


def test_a_complete_tie_is_shared():
    s = table(3, lines={0: [((SS,) * 4, UP, False), ((SS,) * 2, DOWN, True)],
                        1: [((CC,) * 4, DOWN, False), ((CC,) * 2, UP, False)],
                        2: [((CC,) * 4, UP, False), ((CC,), DOWN, False)]}, pile_size=0)
    s.apply(end_turn())
    assert s.is_over and s.winners() == [0, 1]


def test_a_room_that_fits_a_helmet_down_line_is_named_as_that_line_reads_it():
    """"No new line while a corridor→stairs room fits line 1" read as nonsense next to a line ending in stairs
    (a playtest); the hand shows each room the way it lies, so the room is named as the line reads it: a
    printed corridor→stairs turned reads stairs→corridor (five playtests doubted "a turned corridor→stairs")."""
    s = table(hands={0: [CS, CC]}, lines={0: [((SC,), DOWN, False)]})  # SC turned reads corridor→stairs
    assert reason(s, new_line(CC, UP)) == "room_fits"
    why = s.problem(new_line(CC, UP)).text
    assert "(a stairs→corridor room fits line 1)" in why and "turned" not in why


def test_a_dragon_refused_on_the_discard_pile_is_told_the_rivals_line_it_can_go_on():
    """Playtest 113 dropped a playable dragon on the discard pile and read "…you still have a play: play a knight on
    line 2". The refusal names the dragon's own play, and the rival by name."""
    from castlecombo.rooms.ui import moves

    both = table(hands={0: [D, K, SS]}, lines={0: [((SS,), UP, True)], 1: [((SS,), UP, False)]})
    words = moves.refusal(both, D, moves.DISCARD, 0, ["You", "Aldric"])
    assert words == "only a dragon or knight you cannot play is discarded, and this dragon can go on Aldric's line 1"
    assert "knight on line 1" in moves.refusal(both, K, moves.DISCARD, 0, ["You", "Aldric"])
    # with several places, the line named is one of them (playtest 114 took it for the only one)
    two = table(hands={0: [D, K, SS]}, lines={0: [((SS,), UP, True)], 1: [((SS,), UP, False), ((CC,), DOWN, False)]})
    assert moves.refusal(two, D, moves.DISCARD, 0, ["You", "Aldric"]) == (
        "only a dragon or knight you cannot play is discarded, and this dragon can go on any lit rival line, such as "
        "Aldric's line 1")


def test_a_knight_refused_on_the_discard_pile_names_the_rival_a_held_dragon_can_go_on():
    """Playtest 142 dropped a knight with no dragon to fight on the discard pile, holding a dragon, and read "…you
    still have a play: play a dragon on line 2 of seat 2": the rival is named as the table names them."""
    from castlecombo.rooms.ui import moves

    s = table(hands={0: [D, K, K]}, lines={0: [((SS,), UP, False)], 1: [((SS,), UP, False)]})
    words = moves.refusal(s, K, moves.DISCARD, 0, ["You", "Aldric"])
    assert words.endswith("you still have a play: play a dragon on Aldric's line 1"), words
    assert "seat" not in words
    # the rule first, as the rules say it: "only a dragon or knight you cannot play is discarded" read as allowing
    # this knight, which cannot be played (playtest 298)
    assert words.startswith("dragons and knights are discarded only when no card can be played"), words
