"""Castle Rooms on its last turns: who may still win, and what the panels say once a seat plays no more."""

from __future__ import annotations

from castlecombo.app.options import default_seats
from castlecombo.rooms.ui.live_words import since_turn
from castlecombo.rooms.ui.seat_panel import near_win
from castlecombo.rooms.ui.table import RoomsTable
from rooms_helpers import CC, CS, SC, SS, UP
from rooms_helpers import table as scenario

EIGHT = (SC, CS, SS, SC, CC, CS, SC, CS)
NAMES = ["Ann", "Bob", "Cy"]


def test_a_rival_with_no_turn_left_is_not_warned_of():
    """Playtest 122: on the last turn, the pile empty, a rival at 8 rooms with two cards was shown "2 to win" in
    red, though the game ends before its turn comes. A rival is warned of only when a turn of its own is left;
    the seat playing is still told how near it is."""
    eights = {0: [(EIGHT, UP, False)], 1: [(EIGHT, UP, False)], 2: [(EIGHT, UP, False)]}
    hands = {0: [SS, SC], 1: [SC, CS], 2: [SS, CC]}
    s = scenario(3, hands=hands, lines=eights, pile_size=0)
    assert s.next_draw(1) is None and s.next_draw(2) is None
    assert near_win(s, 1) is None and near_win(s, 2) is None
    assert near_win(s, 0) == (2, False)  # its own turn: the two cards it holds may finish the line
    assert since_turn(s, 0, NAMES)[1] == []  # the cover warns of nobody
    s = scenario(3, hands=hands, lines=eights, pile_size=2)  # Bob draws the last two; Cy never plays again
    assert s.next_draw(1) == 2 and s.next_draw(2) is None
    assert near_win(s, 1) == (2, False) and near_win(s, 2) is None
    assert since_turn(s, 0, NAMES)[1] == ["Bob is 2 rooms from winning!"]


def test_a_long_name_with_no_turn_left_keeps_its_longest_line_not_its_hand(app):
    """Playtest 122, 1366x740, four seats: "Javier Fernández-Castellanos  hand 0" on the last turn, his line of 9
    (the one that won) unsaid beside his long name. Once a seat plays no more, what the panel keeps beside a long
    name is its longest line."""
    from castlecombo.kit import draw
    from test_layout_fit import app_at

    names = ["Lucía de la Torre Montalbán", "Beatrix", "Javier Fernández-Castellanos", "Aldric"]
    with app_at((1366, 740), 100, "es") as small:
        seats = default_seats(["human", "easy", "human", "medium"])
        seats = [seat.model_copy(update={"name": name}) for seat, name in zip(seats, names)]
        small.start_game(seats, 5, 0, "rooms")
        table = small.stack.find(RoomsTable)
        while small.stack.top is not table:  # the first player's cover
            small.stack.pop()
        ones = [((t,), UP, False) for t in (CC, SS, CS, CC)]  # Beatrix's five lines: three top panels, narrow
        table.state = scenario(4, hands={0: [SS, SC, CS, CC], 1: [SS, SC]}, pile_size=0,
                               lines={0: [(EIGHT, UP, False)], 1: [(EIGHT, UP, False), *ones],
                                      2: [((*EIGHT, SS), UP, False), ((CC, CS), UP, False)],
                                      3: [((CC, SS, CC, SS, CC, SS, CC), UP, False)]})
        table.input.reset()
        small.step(0.016)  # laid out for those lines
        with draw.recording() as lines:
            small.stack.draw(small.screen)
    said = [line.words for line in lines]
    # Javier's, who will win with it, rather than "mano 0"
    assert any(w.startswith("más larga 9") for w in said), [w for w in said if "larga" in w]
    warned = [words for words in said if "ganar" in words]
    assert len(warned) == 1 and "4 en mano" in warned[0], warned  # Lucía's own, playing: Beatrix plays no more


def test_on_its_last_turn_a_seat_holding_nothing_it_can_lay_is_not_told_it_may_win():
    """Playtest 191: on the game's last turn a player's own panel kept "2 rooms from winning" though none of the
    rooms in hand fitted its line: the pile was empty and nothing more could be laid. A seat on its last turn is
    told how near it is only while it can still add a room (or a knight)."""
    for hand, fits in (((SS, SC), True), ((CS, CC), False), ((CC, CC), False)):
        s = scenario(3, hands={0: list(hand)}, lines={0: [(EIGHT, UP, False)]}, pile_size=0)
        assert s.next_draw(0) is None and s.current == 0
        assert near_win(s, 0) == ((2, False) if fits else None), hand


def test_a_cover_in_the_middle_of_a_turn_still_says_what_the_others_did():
    """Playtest 122 quit in the middle of Javier's turn and continued: the cover said only "Pass to Javier", though
    the same cover had listed the others' turns before. The summary is of the turns before the one under way."""
    import random

    from castlecombo.rooms.engine import GameState
    from castlecombo.rooms.engine import actions as A

    s = GameState.new(3, seed=4, first_player=0)
    rng = random.Random(4)
    while not (s.current == 0 and s.round >= 3):
        s.apply(rng.choice(s.legal_actions()))
    before = since_turn(s, 0, NAMES)
    assert len(before[0]) == 2  # Bob's turn and Cy's
    s.apply(next(a for a in s.legal_actions() if a != A.END_TURN))
    assert since_turn(s, 0, NAMES)[0] == before[0]


def test_a_help_line_broken_in_two_starts_its_second_line_with_a_word():
    """Playtest 122 read " Clic: las líneas de Beatrix, en grande" under the hand: the help's parts are joined by
    " · " and the click's words by "  ·  ", and the break between them left a space at the start of the line."""
    from castlecombo.kit.draw import font, two_lines_between

    f = font(15)
    words = "Drag a card to a lit space · ←/→ card, Tab space · E: end  ·  Click: see Beatrix's lines enlarged"
    lines = two_lines_between(words, f, f.size(words)[0] * 3 // 4, " · ")
    assert len(lines) == 2 and lines[1] == "Click: see Beatrix's lines enlarged", lines
    assert lines[0] == lines[0].strip()


def test_on_your_last_turn_hard_and_suggest_play_the_dragon_rather_than_keep_it():
    """Playtest 124, three seats, four cards in the pile: the hint said "end the turn: careful, Aldric is 3 rooms
    from winning, you keep the dragon for a later turn". There was no later turn; Aldric laid three rooms and won.
    On a seat's last turn the strong evaluation values nothing it keeps, so the dragon goes on a rival's line and
    the room that fits on the seat's own line."""
    from castlecombo.rooms.ai import evaluate as E
    from castlecombo.rooms.ai.suggest import suggest
    from castlecombo.rooms.engine import actions as A
    from castlecombo.rooms.ui.suggest import why_words
    from rooms_helpers import D

    seven = EIGHT[:7]
    s = scenario(3, hands={0: [D, CC], 1: [SS, SC], 2: [CS, CC]}, pile_size=4,
                 lines={0: [((CC, CC, CC), UP, False)], 1: [(seven, UP, False)], 2: [(seven, UP, False)]})
    assert s.next_draw(0) is None and s.next_draw(1) == 2  # my last turn: the others still play one each
    dragon = next(a for a in s.legal_actions() if A.decode(a).kind == "dragon")
    held, blocked = s.clone(), s.clone()
    blocked.apply(dragon)
    assert E.evaluate(blocked, 0, E.STRONG) > E.evaluate(held, 0, E.STRONG)
    found = suggest(s.observation(0), 7)
    kinds = [A.decode(a).kind for a in found.plan]
    assert "dragon" in kinds and "add" in kinds, kinds  # and the room that fits is laid, not kept: it counts at the end
    assert not any("later turn" in words for words in why_words(s, list(found.plan), NAMES))


def test_three_words_in_brackets_stay_together_when_words_wrap():
    """Playtest 317 read a review row "… (dica não" with "seguida)" on the next line: two or three words in
    brackets are kept on one line wherever they fit it."""
    from castlecombo.kit.draw import font, wrap

    f = font(15)
    words = "Escudeiro com a face para cima, no meio à direita (dica não seguida)"
    for width in range(f.size("(dica não seguida)")[0], f.size(words)[0], 5):
        lines = wrap(words, f, width)
        assert any("(dica não seguida)" in line for line in lines), (width, lines)
        assert " ".join(lines) == words


def test_a_count_stays_with_the_word_after_it_when_words_wrap():
    """Playtest 125 read the log's "…alla fila 1 (4" with "stanze)." on the next line, "pesca 2 / carte.": a count
    is kept with the word after it, as a lone colon is kept with the word before it."""
    from castlecombo.kit.draw import font, wrap

    f = font(15)
    words = "Giulia ha aggiunto una sala scale→corridoio alla fila 1 (4 stanze). Marco pesca 2 carte."
    for width in range(120, f.size(words)[0], 7):
        lines = wrap(words, f, width)
        assert not any(line.endswith(("(4", " 2")) for line in lines[:-1]), (width, lines)
        assert " ".join(lines) == words


def test_a_warning_of_an_open_line_says_it_is_another_than_the_longest_one(app):
    """Playtest 319 read "longest line 7 · 4 rooms from winning": the line of 7 had a dragon on it, the 4 were an
    open line's of 6. Where the line near ten is not the longest named, the warning says it is another line."""
    from castlecombo.kit import draw

    app.start_game(default_seats(["human", "easy"]), 5, 0, "rooms")
    table = app.stack.find(RoomsTable)
    while app.stack.top is not table:
        app.stack.pop()
    for lines, said in (([(EIGHT, UP, True), (EIGHT[:7], UP, False)], "in hand  ·  another line 3 rooms from"),
                        ([(EIGHT[:7], UP, True), (EIGHT, UP, False)], "in hand  ·  2 rooms from")):
        table.state = scenario(2, hands={0: [SS], 1: [SS, SC]}, lines={1: lines})
        assert near_win(table.state, 1) == (10 - len(lines[1][0]), False)
        table.input.reset()
        app.step(0.016)
        with draw.recording() as drawn:
            app.stack.draw(app.screen)
        assert any(line.words.startswith("longest line 8") and said in line.words for line in drawn), \
            [w.words for w in drawn if "longest" in w.words]
