"""Castle Rooms log lines say what the table shows: rooms as laid, and who won when the pile ran out."""

from __future__ import annotations

import pytest

from castlecombo.rooms.engine import GameState
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.ui.narration import laid_name, narrate
from rooms_helpers import CC, CS, DOWN, SC, SS, UP, D, K, table

NAMES = ["You", "Aldric"]


def test_a_room_is_named_as_its_line_reads_it_which_is_how_the_hand_shows_it():
    """The hand shows each room the way it may lie, and the line draws it so: "a turned stairs→corridor room",
    named as printed, read wrong beside a card that showed corridor→stairs (five playtests)."""
    assert laid_name(SC, UP) == "stairs→corridor" and laid_name(SC, DOWN) == "corridor→stairs"
    assert laid_name(SS, DOWN) == "stairs→stairs" and laid_name(CC, DOWN) == "corridor→corridor"
    s = table(2, hands={0: [CS, SC]}, lines={0: [((CC,), DOWN, False)], 1: [((SS,), UP, False)]})
    # the line reads corridor at its end; a printed stairs→corridor, turned, reads corridor→stairs and fits
    assert A.add_room(SC, 0) in s.legal_actions()
    assert narrate(s, A.add_room(SC, 0), NAMES) == "You added a corridor→stairs room to line 1 (2 rooms)."
    fresh = table(2, hands={0: [CS]})
    assert narrate(fresh, A.new_line(CS, DOWN), NAMES) == \
        "You started line 1 (helmet down) with a stairs→corridor room."
    assert narrate(fresh, A.new_line(CS, UP), NAMES) == "You started line 1 (helmet up) with a corridor→stairs room."


def test_the_end_on_an_empty_pile_says_who_wins_and_with_which_lines():
    s = table(2, lines={0: [((SS, SS, SS), UP, False), ((CC,), DOWN, False)],
                        1: [((SS, SS, SS), UP, False)]}, pile_size=0)
    words = narrate(s, A.END_TURN, NAMES)
    assert words == "You ended the turn. The pile is empty: the game ends, you win (lines 3 · 1)."
    after = s.clone()
    after.apply(A.END_TURN)
    assert after.is_over and after.winners() == [0]
    tie = table(2, lines={0: [((SS, SS), UP, False)], 1: [((CC, CC), UP, False)]}, pile_size=0, current=1)
    assert narrate(tie, A.END_TURN, NAMES).endswith("the game ends, a shared win for you and Aldric.")


def test_narration_changes_nothing():
    s = GameState.new(3, 9, 0)
    while not s.is_over:
        before = s.clone()
        action = s.legal_actions()[-1]
        narrate(s, action, ["A", "B", "C"])
        assert s.actions == before.actions and s.hands == before.hands and s.pile == before.pile
        s.apply(action)


def test_a_winning_room_says_you_win_mid_sentence():
    """"…: a line of 10 rooms, You win!" had a capital You mid-sentence (a playtest)."""
    s = table(hands={0: [SS]}, lines={0: [((SS,) * 9, UP, False)]})
    line = narrate(s, A.add_room(SS, 0), ["You", "Aldric"])
    assert line.endswith("a line of 10 rooms, you win!") and "You win" not in line
    other = table(hands={1: [SS]}, lines={1: [((SS,) * 9, UP, False)]}, current=1)
    assert narrate(other, A.add_room(SS, 0), ["You", "Aldric"]).endswith("a line of 10 rooms, Aldric wins!")


@pytest.mark.parametrize("code", ["en", "fr", "it", "es", "pt"])
def test_the_person_is_you_not_You_within_a_sentence_and_a_knights_line_is_its_owners(code):
    """A Portuguese playtest: "o jogo termina, Você vence" (a capital mid-sentence), and "na sua linha 1" (yours)
    then "da sua própria linha 1" (Beatrix's) read as the same line. Within a sentence the person is "you";
    a knight's line is the owner's own, without "sua"."""
    from castlecombo import i18n
    from castlecombo.people import YOU

    i18n.set_language(code)
    try:
        you = i18n._(YOU)
        alone = table(2, lines={0: [((SS, SS, SS), UP, False)], 1: [((SS,), UP, False)]}, pile_size=0)
        words = narrate(alone, A.END_TURN, NAMES)
        assert you not in words[1:], words
        tie = table(2, lines={0: [((SS, SS), UP, False)], 1: [((CC, CC), UP, False)]}, pile_size=0, current=1)
        words = narrate(tie, A.END_TURN, NAMES)
        assert you not in words and "Aldric" in words, words
        knight = table(2, hands={1: [K]}, lines={1: [((SS,), UP, True)]}, current=1)
        words = narrate(knight, A.knight(0), NAMES)
        assert " sua " not in words, words
    finally:
        i18n.set_language("en")


def test_a_forced_discard_says_its_player_could_not_play_the_card_not_that_nobody_could():
    """A café's playtest: "discarded a knight nobody could use" while another player's line carried a dragon (a
    knight was of use to them). The rule is about the holder: a dragon or knight they cannot play."""
    s = table(2, hands={1: [K, K, K]}, lines={0: [((SS,), UP, True)], 1: [((CC,), UP, False)]}, current=1)
    discard = A.discard(K)
    assert {A.decode(a).kind for a in s.legal_actions()} == {"discard"}
    assert narrate(s, discard, NAMES) == "Aldric discarded a knight they could not play."
    mine = table(2, hands={0: [K, K, K]}, lines={0: [((CC,), UP, False)], 1: [((SS,), UP, True)]})
    assert narrate(mine, A.discard(K), NAMES) == "You discarded a knight you could not play."


def test_a_new_rounds_heading_stands_over_the_draw_that_opens_it():
    # playtest 170: "Giro 2" stood alone under "Beatrix ended the turn; Alessandra draws 2 cards."
    from castlecombo.rooms.ui.narration import RoundHeading, narrate_game, narrate_lines

    names = ["You", "Aldric", "Beatrix"]
    s = GameState.new(3, 5, 0)

    def play_to(turn: int) -> None:  # each seat ends its turn as soon as it may
        while not (s.turn == turn and A.END_TURN in s.legal_actions()):
            s.apply(A.END_TURN if A.END_TURN in s.legal_actions() else s.legal_actions()[0])

    play_to(1)
    assert narrate_lines(s, A.END_TURN, names) == [narrate(s, A.END_TURN, names)]  # mid-round: one line
    play_to(2)
    lines = narrate_lines(s, A.END_TURN, names)
    assert lines == ["Beatrix ended the turn.", "Round 2", "You drew 2 cards."]
    assert isinstance(lines[1], RoundHeading)
    play_to(8)
    log = narrate_game(3, 5, 0, s.actions, names)
    heads = [i for i, line in enumerate(log) if isinstance(line, RoundHeading)]
    assert [log[i] for i in heads] == ["Round 1", "Round 2", "Round 3"]
    assert all(log[i + 1].endswith("drew 2 cards.") for i in heads)  # round 1 too (176)


def test_a_knight_says_whose_dragon_it_drove_off():
    """Playtest 253 scrolled the log back: "Beatrix's knight drove the dragon off their own line 1" did not say whose
    dragon it was. The knight's line names who laid it."""
    s = table(3, hands={0: [K, SS], 1: [D, SS], 2: [D, SS]}, lines={0: [((SS, SS), UP, False)],
                                                                   1: [((CC,), UP, False)], 2: [((CC,), UP, False)]},
              current=1)
    names = ["You", "Aldric", "Beatrix"]
    s.apply(A.dragon(0, 0))  # Aldric's dragon on your line 1
    s.apply(A.END_TURN)
    while s.current != 0:
        s.apply(next(a for a in s.legal_actions() if A.decode(a).kind != "dragon"))
    assert s.lines[0][0].dragon and A.knight(0) in s.legal_actions()
    assert narrate(s, A.knight(0), names) == "Your knight drove Aldric's dragon off your line 1."
    other = table(2, hands={0: [D, SS], 1: [K, SS]}, lines={0: [((CC,), UP, False)], 1: [((SS, SS), UP, False)]})
    other.apply(A.dragon(1, 0))  # your dragon on Aldric's line 1
    other.apply(A.END_TURN)
    assert narrate(other, A.knight(0), NAMES) == "Aldric's knight drove your dragon off Aldric's line 1."
    # a third seat's dragon: the line is named by its owner ("…off their own line 1" read as Beatrix's, playtest 259)
    third = table(3, hands={0: [D, SS], 1: [K, SS], 2: [SS]},
                  lines={0: [((CC,), UP, False)], 1: [((SS, SS), UP, False)], 2: [((CC,), UP, False)]})
    third.apply(A.dragon(1, 0))  # seat 0, named Beatrix here, lays it on Aldric's line 1
    third.apply(A.END_TURN)
    assert narrate(third, A.knight(0), ["Beatrix", "Aldric", "Cedric"]) == \
        "Aldric's knight drove Beatrix's dragon off Aldric's line 1."
