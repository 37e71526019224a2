"""Suggest at Castle Rooms: the hard AI's turn for the person to move is legal play by play, the same for the
same position and seed, blind to the cards the seat cannot see, picked on the table one play at a time (Enter
plays it), put away by another play, and counted in the save and the history."""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from castlecombo.kit import draw
from castlecombo.rooms.ai import players, search
from castlecombo.rooms.ai.suggest import suggest
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.engine.state import GameState
from castlecombo.rooms.replay import history_record
from castlecombo.rooms.ui import moves
from castlecombo.rooms.ui.suggest import RoomsSuggest, turn_words
from castlecombo.storage import saves, stats
from test_rooms_ui_table import click, key, start
from ui_helpers import post, spy_on_submit, wait_for_suggestion

SIMULATIONS = 60  # small budgets: the tests check behaviour, not strength

KEEP_ONE = "you keep 1 room that fits for a later turn, to lay once you see the rooms you draw"


def medium_game(seed: int, turns: int) -> GameState:
    """The 2-player game of ``seed`` after ``turns`` turns of the medium AI on both seats (seat 0 to move)."""
    rng = random.Random(seed)
    state = GameState.new(2, seed, 0)
    while state.turn < turns or state.current != 0:
        assert not state.is_over
        state.apply(players.choose("medium", state.observation(state.current), rng.randrange(1000)))
    return state


def positions() -> list[GameState]:
    """Positions with a real choice: a turn's first play, in the opening and later."""
    return [medium_game(seed, turns) for seed, turns in [(1, 0), (2, 2), (3, 4), (4, 6)]]


def test_a_suggested_turn_is_legal_play_by_play_and_the_same_for_the_same_position_and_seed():
    for state in positions():
        obs = state.observation(0)
        one = suggest(obs, 7, SIMULATIONS)
        assert one == suggest(state.observation(0), 7, SIMULATIONS)
        after = state.clone()
        for action in one.plan:
            assert action in after.legal_actions()
            after.apply(action)
        assert one.plan[-1] == A.END_TURN or after.is_over  # a whole turn
        assert after.is_over or after.current == 1
        assert one.win_chance is None or 0.0 <= one.win_chance <= 1.0


def test_the_first_play_suggested_is_the_one_the_hard_level_makes_with_the_same_work():
    for state in positions():
        found = suggest(state.observation(0), 5, SIMULATIONS)
        search._plans.clear()
        assert search.choose(state.observation(0), 5, think_ms=60_000, iterations=SIMULATIONS) == found.plan[0]


def test_the_suggestion_never_reads_the_cards_hidden_from_the_seat():
    """Another game that looks the same to seat 0 (the opponent's hand and the pile dealt otherwise): the same
    suggestion."""
    for state in positions():
        other = state.clone()
        hidden = other.pile + other.hand_cards(1)
        random.Random(9).shuffle(hidden)
        size = other.hand_size(1)
        other.hands[1] = [0] * len(other.hands[1])
        for card in hidden[:size]:
            other.hands[1][card] += 1
        other.pile = hidden[size:]
        other._legal = None
        assert (other.pile, other.hands[1]) != (state.pile, state.hands[1])
        assert suggest(other.observation(0), 11, SIMULATIONS) == suggest(state.observation(0), 11, SIMULATIONS)


def test_a_finished_game_or_a_full_state_has_nothing_to_suggest():
    state = medium_game(6, 0)
    with pytest.raises(ValueError, match="never the full state"):
        suggest(state, 1, SIMULATIONS)
    while not state.is_over:
        state.apply(players.choose("medium", state.observation(state.current), 1))
    with pytest.raises(ValueError, match="nothing to suggest"):
        suggest(state.observation(0), 1, SIMULATIONS)


def test_the_turn_is_said_play_by_play_with_lines_numbered_as_the_table_shows_them():
    state = medium_game(3, 4)
    plan = suggest(state.observation(0), 3, SIMULATIONS).plan
    words = turn_words(state, plan, ["You", "Aldric"])
    assert len(words) == len(plan) and (plan[-1] != A.END_TURN or words[-1] == "end the turn")
    for action, said in zip(plan, words, strict=True):
        d = A.decode(action)
        if d.kind == "add":
            assert said.endswith(f"on your line {d.line + 1}")
        elif d.kind == "dragon":
            assert said == f"a dragon on Aldric's line {d.line + 1}"


# --- at the table ---------------------------------------------------------------------------------

@pytest.fixture(autouse=True)
def _budget():
    kept = RoomsSuggest.simulations
    RoomsSuggest.simulations = SIMULATIONS
    yield
    RoomsSuggest.simulations = kept



@pytest.mark.parametrize("by_keys", [False, True])
def test_h_picks_the_suggested_card_and_place_enter_plays_it_and_the_turn_goes_on_to_its_end(app, by_keys):
    """(By the keys too: where they lead, a card of the hand is chosen after each play, but not over a suggested end
    of the turn, which Enter ends as said.)"""
    table = start(app, seed=3)
    app.keys_lead = by_keys
    asked = spy_on_submit(app)
    key(app, pygame.K_h)
    assert table.suggest.thinking
    (obs, seed, budget), = asked
    seen = table.state.observation(0)
    assert obs.viewer == 0 and (obs.hands, obs.pile) == (seen.hands, seen.pile)  # what the seat sees, never more
    found = wait_for_suggestion(app, table)
    assert found == suggest(obs, seed, budget)  # the worker's answer is the pure function's
    assert table.save.hints == [1, 0]
    for step, action in enumerate(found.plan):
        with draw.recording() as drawn:
            app.step(0.016)
        line = " ".join(t.words for t in drawn)
        assert "Suggestion:" in line, f"play {step} of the suggested turn is not said"
        if action == A.END_TURN:  # Enter ends it too (it took up a card instead, a playtest)
            assert table.input.chosen() is None and "Enter ends it" in line
        else:
            assert table.input.lit().get(table.input.over) == action and "Enter plays it" in line
        key(app, pygame.K_RETURN)
        assert table.state.actions[-1] == action
    assert table.suggest.shown is None and table.save.hints == [1, 0]  # one turn suggested, counted once
    app.flush_saves()
    saved, _problem = saves.load_current_save("rooms")
    assert saved is not None and saved.hints == [1, 0]


def test_the_chance_to_win_is_said_in_two_player_games_only(app):
    for kinds in (("human", "easy"), ("human", "easy", "easy")):
        table = start(app, kinds=kinds, seed=4)
        key(app, pygame.K_h)
        found = wait_for_suggestion(app, table)
        with draw.recording() as drawn:
            app.step(0.016)
        line = " ".join(t.words for t in drawn)
        assert "Suggestion:" in line and found.win_chance is not None
        assert (f"about {round(100 * found.win_chance)}% to win" in line) == (len(kinds) == 2)


def test_a_suggestion_in_the_line_under_the_hand_is_in_the_coachs_blue_not_the_helps_grey(app):
    """Playtest 105 missed "Suggestion: end the turn: …" in the help line's grey, where a longer one came in a box."""
    from castlecombo.kit import theme
    from castlecombo.rooms.ui.view import COACH_LOOK

    table = start(app, kinds=("human", "easy", "easy"), seed=4)  # three seats: no chance to win said, shorter
    said: list[tuple] = []
    real = table.view.draw_hint
    table.view.draw_hint = lambda surface, words, *rest: (said.append((words, *rest)), real(surface, words, *rest))[1]
    app.step(0.016)
    assert said[-1][1] == theme.TEXT_DIM  # the help of the moment
    from castlecombo.rooms.ai.suggest import RoomsSuggestion

    for play in table.state.legal_actions():  # a turn short enough for the line (a long one goes in a box)
        table.suggest.shown = RoomsSuggestion((play,), 0.5, 100)
        table.suggest.aim()
        if table.view.hint_roomy(table.suggest.words(["You", "Aldric", "Beatrix"])):
            break
    app.step(0.016)
    assert said[-1][0].startswith("Suggestion:") and said[-1][1] == COACH_LOOK[1]


def test_after_the_suggested_card_is_dragged_to_its_place_the_turns_next_play_is_shown(app):
    """Playtest 106 dragged the suggested room to its place: the turn's next play was shown nowhere (the drop let go
    of the place Suggest had just ringed for it), and H had to be pressed twice to see it."""
    from test_rooms_ui_table import drag

    table = start(app, seed=3)
    key(app, pygame.K_h)
    found = wait_for_suggestion(app, table)
    assert len(found.plan) > 1
    src = table.view.layout.hand[table.input.selected].center
    drag(app, src, table.view.target_rect(table.state, table.input.over).center)
    assert table.state.actions[-1] == found.plan[0]
    with draw.recording() as drawn:
        app.step(0.016)
    assert table.suggest.shows() and "Suggestion:" in " ".join(t.words for t in drawn)


def test_a_chance_is_said_between_1_and_99_percent_never_certain(app):
    """"environ 100 % de chances" read odd (a playtest): the chance is an estimate."""
    from castlecombo.rooms.ai.suggest import RoomsSuggestion

    table = start(app, seed=3)
    plan = (next(a for a in table.state.legal_actions() if a != A.END_TURN), A.END_TURN)
    for chance, said in ((0.999, "about 99% to win"), (0.002, "about 1% to win"), (0.5, "about 50% to win")):
        table.suggest.shown = RoomsSuggestion(plan, chance, 100)
        table.suggest.aim()
        assert said in table.suggest.words(["You", "Aldric"])


def test_another_play_puts_the_suggestion_away_and_h_twice_hides_then_shows_it(app):
    table = start(app, seed=5)
    key(app, pygame.K_h)
    found = wait_for_suggestion(app, table)
    key(app, pygame.K_h)  # put away: nothing picked, not counted again
    assert table.suggest.shown is None and table.input.chosen() is None and table.save.hints == [1, 0]
    key(app, pygame.K_h)  # shown again at once, the same
    assert table.suggest.shown == found and not table.suggest.thinking and table.save.hints == [1, 0]
    other = next(a for a in table.state.legal_actions() if a not in (found.plan[0], A.END_TURN))
    table.decide(other)
    app.step(0.016)
    assert table.suggest.shown is None
    with draw.recording() as drawn:
        app.step(0.016)
    assert not any("Suggestion:" in t.words for t in drawn)


def test_esc_puts_the_suggestion_and_its_card_away_at_once_then_opens_nothing_else(app):
    """A playtest pressed Esc to put away the card Suggest picked: the first Esc left the card picked (it let go
    of the ringed place alone). Now one Esc puts the suggestion away as H does; the table stays open."""
    table = start(app, seed=5)
    key(app, pygame.K_h)
    found = wait_for_suggestion(app, table)
    assert found.plan[0] != A.END_TURN and table.input.chosen() is not None
    key(app, pygame.K_ESCAPE)
    assert table.suggest.shown is None and table.input.chosen() is None and table.input.over is None
    assert app.stack.top is table  # not the menu
    key(app, pygame.K_h)  # shown again at once, the same
    assert table.suggest.shown == found and table.input.chosen() is not None
    key(app, pygame.K_RIGHT)  # another card picked: Esc is about that card, not the suggestion
    key(app, pygame.K_ESCAPE)
    assert table.input.chosen() is None and app.stack.top is table


def test_suggest_is_for_the_persons_own_turn_and_the_button_asks_as_h_does(app):
    table = start(app, kinds=("easy", "human"), seed=3)
    assert not table.human_can_play()
    key(app, pygame.K_h)
    assert not table.suggest.thinking and "your own turn" in table.reason and table.save.hints == []
    table = start(app, seed=3)
    click(app, table.view.layout.suggest.center)
    assert table.suggest.thinking
    lay = table.view.layout
    row = [lay.settings, lay.shortcuts, lay.suggest, lay.rules, lay.menu]  # left to right, as at Castle Combo's table
    assert all(a.right <= b.x for a, b in itertools.pairwise(row))


def test_an_undo_or_leaving_drops_the_suggestion_being_found(app):
    table = start(app, seed=3)
    table.decide(next(a for a in table.state.legal_actions() if a != A.END_TURN))
    key(app, pygame.K_h)
    assert table.suggest.thinking
    key(app, pygame.K_z)
    assert not table.suggest.thinking and table.suggest.shown is None and table.save.hints == []
    key(app, pygame.K_h)
    assert table.suggest.thinking
    key(app, pygame.K_ESCAPE)  # to the menu (the game is saved)
    assert app.stack.top is not table and not table.suggest.thinking and table.save.hints == []


def test_the_history_record_keeps_the_hints_used():
    from castlecombo.app.options import default_seats
    from castlecombo.storage.records import SaveGame

    save = SaveGame.new(4, default_seats(["human", "medium"]), 0, game="rooms").with_hint(0)
    state = GameState.new(2, 4, 0)
    record = history_record(save, state)
    assert record.hints == [1, 0] and stats.hints_used(record) == 1  # Statistics counts it as for Castle Combo


@pytest.mark.parametrize("size, scale, language", [((1024, 640), 150, "pt"), ((1024, 640), 100, "it"),
                                                   ((1280, 720), 150, "fr"), ((1024, 640), 150, "es")])
def test_the_top_bar_says_whose_turn_it_is_whole_beside_its_five_buttons(size, scale, language):
    """With Suggest and "?" added, the middle of the bar left "Sua vez · roda…" at 1024x640 and 150 %; a long name
    on another's turn was drawn tiny ("Turno de María José Fernández-Cas", a playtest)."""
    from castlecombo.app.options import default_seats
    from castlecombo.rooms.ui.live_words import turn_words
    from test_layout_fit import app_at

    with app_at(size, scale, language) as app:
        seats = default_seats(["human", "medium", "medium", "medium"])
        seats[2] = seats[2].model_copy(update={"name": "María José Fernández-Castañ"})  # 27 letters
        app.start_game(seats, 4, 0, "rooms")
        app.step(0.016)
        table = app.stack.top
        for pile in (None, 3, "other"):  # as most turns are, the last before the pile runs out, another's turn
            if pile == "other":
                table.state.pile = table.state.pile + [0] * 20  # no warning of the pile's end
                table.state.current = 2
            elif pile is not None:
                table.state.pile = table.state.pile[:pile]
            with draw.recording() as drawn:
                app.step(0.016)
            lay = table.view.layout
            forms = turn_words(table.view, table.state)
            said = [t for t in drawn if t.words in forms]
            assert said, f"none of {forms!r} is drawn whole"
            assert said[0].rect.right <= lay.settings.x and said[0].size >= round(17 * lay.scale)


def show_a_long_turn(app):
    """Start a game whose first turn can play three cards or more, and show such a turn as the suggestion (a 60 %
    chance); return the table and the turn."""
    from castlecombo.rooms.ai import evaluate as E
    from castlecombo.rooms.ai.suggest import RoomsSuggestion

    for seed in range(30):
        table = start(app, seed=seed)
        plan = next((path for path, _end in E.turn_plans(table.state) if len(path) >= 3), None)
        if plan is not None:
            break
    assert plan is not None
    table.suggest.shown = RoomsSuggestion(tuple(plan), 0.6, 100)
    table.suggest.aim()
    return table, plan


def test_a_long_turn_is_said_shorter_where_the_line_under_the_hand_has_no_room_for_it(app):
    """Pablo's four-play turn ended in "…escaleras→escale…" at 1024x640 and 150 % (a playtest): where the whole turn
    does not fit, the line says the play to make now and how many follow, else that play alone."""
    table, plan = show_a_long_turn(app)
    names = ["You", "Aldric"]
    whole = table.suggest.words(names)
    assert whole.count(", then ") == len(plan) - 1 and "about 60% to win" in whole
    shorter = table.suggest.words(names, lambda words: words != whole)
    more = len(plan) - 1 - (plan[-1] == A.END_TURN)  # the end of the turn is no play ("depois mais 2 jogadas")
    assert f", then {more} more play" in shorter and shorter.endswith(" · about 60% to win · Enter plays it")
    alone = table.suggest.words(names, lambda _words: False)  # the shortest: the play to make now, no more
    assert ", then" not in alone and alone.startswith(whole.split(", then")[0])
    assert alone.endswith(" · about 60% to win · Enter plays it") and ":" not in alone.removeprefix("Suggestion:")


def test_the_suggestion_says_what_its_turn_does_on_the_table():
    """A learner asked why ("keep it for later", "block their longest line"): the line says what the turn does."""
    from castlecombo.rooms.ui.suggest import why_words
    from rooms_helpers import SS, UP, D
    from rooms_helpers import table as scenario

    state = scenario(2, hands={0: [D, SS]}, lines={0: [((SS, SS), UP, False)], 1: [((SS,) * 6, UP, False)]})
    dragon = next(a for a in state.legal_actions() if A.decode(a).kind == "dragon")
    assert why_words(state, [dragon, A.END_TURN], ["You", "Aldric"]) == [
        "you block Aldric's line of 6", KEEP_ONE]
    add = next(a for a in state.legal_actions() if A.decode(a).kind == "add")
    assert why_words(state, [add, A.END_TURN], ["You", "Aldric"]) == [
        "your longest open line reaches 3", "you keep the dragon for a later turn"]
    assert why_words(state, [A.END_TURN], ["You", "Aldric"]) == [
        "you keep the dragon for a later turn", KEEP_ONE]
    # a rival who plays no more: its line counts whole, blocked or not, and no block is said (playtest 191)
    last = scenario(2, hands={0: [D, SS]}, lines={0: [((SS, SS), UP, False)], 1: [((SS,) * 6, UP, False)]},
                    pile_size=0)
    dragon = next(a for a in last.legal_actions() if A.decode(a).kind == "dragon")
    assert not any("block" in words for words in why_words(last, [dragon, A.END_TURN], ["You", "Aldric"]))


def test_a_room_kept_for_a_line_under_a_dragon_is_said_so():
    """Playtest 108: "end the turn: you keep 1 room that fits for a later turn" read as a poor turn in a race to ten
    rooms. Where a room kept continues the person's line under a dragon, the suggestion names that line."""
    from castlecombo.rooms.ui.suggest import why_words
    from rooms_helpers import CS, DOWN, SS, UP, K
    from rooms_helpers import table as scenario

    state = scenario(2, hands={0: [SS, CS]}, lines={0: [((SS,) * 4, UP, True), ((SS,), DOWN, False)]})
    # with no knight in hand the knight is one still to draw ("once a knight frees it" read as a knight held,
    # playtest 142), and the rooms kept for the line are counted
    assert why_words(state, [A.END_TURN], ["You", "Aldric"]) == [
        "you keep 1 room for your line 1, in case you draw a knight to free it"]
    two = scenario(2, hands={0: [SS, SS]}, lines={0: [((SS,) * 4, UP, True), ((SS,), DOWN, False)]})
    assert why_words(two, [A.END_TURN], ["You", "Aldric"]) == [
        "you keep 2 rooms for your line 1, in case you draw a knight to free it"]
    armed = scenario(2, hands={0: [SS, CS, K]}, lines={0: [((SS,) * 4, UP, True), ((SS,), DOWN, False)]})
    # the knight it could play now and keeps is said too ("why not the knight now?", playtest 170)
    assert why_words(armed, [A.END_TURN], ["You", "Aldric"]) == [
        "you keep your knight for a later turn", "you keep 1 room for your line 1, to play once your knight frees it"]
    free = scenario(2, hands={0: [SS, CS]}, lines={0: [((SS,) * 4, UP, False), ((SS,), DOWN, False)]})
    assert why_words(free, [A.END_TURN], ["You", "Aldric"]) == [
        "you keep 2 rooms that fit for a later turn, to lay once you see the rooms you draw"]


def test_a_suggestion_to_end_the_turn_says_why_where_nothing_else_does():
    """Playtest 101: "Dica: encerrar o turno · Enter o encerra" said no why. Where the hand holds nothing that may
    be played it says so; where it holds a card it could play and keeps, it says that."""
    from castlecombo.rooms.ui.suggest import why_words
    from rooms_helpers import CC, SC, SS, UP, D, K
    from rooms_helpers import table as scenario

    # a knight with no blocked line of its own, a dragon with no open rival line: nothing to play
    stuck = scenario(2, hands={0: [K, D]}, lines={0: [((SC,), UP, False)], 1: [((SS,), UP, True)]})
    assert [A.decode(a).kind for a in stuck.legal_actions()] == ["end"]
    assert why_words(stuck, [A.END_TURN], ["You", "Aldric"]) == ["nothing in your hand can be played now"]
    # a room that may only start a new line, kept (a later test: it is not said to fit)
    kept = scenario(2, hands={0: [SS, K]}, lines={0: [((CC,), UP, False)]})
    assert why_words(kept, [A.END_TURN], ["You", "Aldric"]) == ["you keep your cards for a later turn"]
    one = scenario(2, hands={0: [SS]}, lines={0: [((CC,), UP, False)]})  # "vos cartes" of one card (playtest 142)
    assert why_words(one, [A.END_TURN], ["You", "Aldric"]) == ["you keep your card for a later turn"]
    # after plays, what is left: "…, then end the turn: nothing in your hand can be played now" read as contradicting
    # the plays just suggested (playtest 105)
    new_line = next(a for a in kept.legal_actions() if A.decode(a).kind == "new")
    after = kept.clone()
    after.apply(new_line)
    assert [A.decode(a).kind for a in after.legal_actions()] == ["end"]  # the knight alone, with no dragon to drive
    assert why_words(kept, [new_line, A.END_TURN], ["You", "Aldric"]) == ["nothing left in your hand can be played"]


def test_a_dragon_held_back_is_said_and_one_that_could_not_be_played_is_not():
    """A learner asked why the coach kept a dragon it could have played; the line says it holds it back."""
    from castlecombo.rooms.ui.suggest import why_words
    from rooms_helpers import SS, UP, D
    from rooms_helpers import table as scenario

    state = scenario(2, hands={0: [D, SS]}, lines={0: [((SS, SS), UP, False)], 1: [((SS,) * 2, UP, False)]})
    add = next(a for a in state.legal_actions() if A.decode(a).kind == "add")
    assert why_words(state, [add, A.END_TURN], ["You", "Aldric"]) == [
        "your longest open line reaches 3", "you keep the dragon for a later turn"]
    blocked = scenario(2, hands={0: [D, SS]}, lines={0: [((SS, SS), UP, False)], 1: [((SS,) * 2, UP, True)]})
    add = next(a for a in blocked.legal_actions() if A.decode(a).kind == "add")
    assert why_words(blocked, [add, A.END_TURN], ["You", "Aldric"]) == ["your longest open line reaches 3"]


def test_a_rival_near_winning_is_said_unless_the_turn_blocks_them():
    """A learner followed the coach and lost the next turn to Aldric, 3 rooms from winning, of which no suggestion
    said a word: a rival three rooms or fewer from winning after the suggested turn is said, a blocked one not."""
    from castlecombo.rooms.ui.suggest import why_words
    from rooms_helpers import CC, CS, SC, SS, UP, D
    from rooms_helpers import table as scenario

    seven = (SS, SC, CC, CS, SS, SC, CC)
    # Aldric keeps a card: with the two he draws, his seven rooms could reach ten next turn
    state = scenario(2, hands={0: [D, SS], 1: [CC]}, lines={0: [((SS, SS), UP, False)], 1: [(seven, UP, False)]})
    add = next(a for a in state.legal_actions() if A.decode(a).kind == "add")
    # the dragon kept, in one part with the rival it could stop: "careful, …; you keep the dragon for a later turn"
    # read as contradicting itself (playtests 276, 277)
    assert why_words(state, [add, A.END_TURN], ["You", "Aldric"])[:2] == [
        "you keep the dragon while Aldric is still 3 rooms from winning", "your longest open line reaches 3"]
    no_dragon = scenario(2, hands={0: [SS], 1: [CC]}, lines={0: [((SS, SS), UP, False)], 1: [(seven, UP, False)]})
    add = next(a for a in no_dragon.legal_actions() if A.decode(a).kind == "add")
    assert why_words(no_dragon, [add, A.END_TURN], ["You", "Aldric"])[:2] == [
        "careful, Aldric is 3 rooms from winning", "your longest open line reaches 3"]
    dragon = next(a for a in state.legal_actions() if A.decode(a).kind == "dragon")
    said = why_words(state, [dragon, A.END_TURN], ["You", "Aldric"])
    assert said[0] == "you block Aldric's line of 7" and not any("from winning" in words for words in said)


def test_a_forced_play_is_suggested_with_the_rest_of_its_turn_and_kept_rooms_are_ones_that_fit():
    """A playtest got "a room on your line 1: it keeps 3 rooms…" with three cards in hand (the one play allowed,
    shown alone), and nothing after it was played; and "rooms that fit" for rooms that fitted no line."""
    from castlecombo.rooms.ui.suggest import why_words
    from rooms_helpers import SS, UP, K
    from rooms_helpers import table as scenario

    state = scenario(2, hands={0: [SS, K, K]}, lines={0: [((SS, SS), UP, False)], 1: [((SS,) * 3, UP, False)]})
    assert len(state.legal_actions()) == 1  # the room, and nothing else, may be played now
    found = suggest(state.observation(0), 1, SIMULATIONS)
    assert found.plan == (state.legal_actions()[0], A.END_TURN) and found.win_chance is not None
    assert why_words(state, found.plan, ["You", "Aldric"]) == ["your longest open line reaches 3"]  # knights kept


def test_a_room_kept_that_could_only_start_a_new_line_is_not_said_to_fit():
    """A playtest read "it keeps 2 rooms that fit" where neither continued a line."""
    from castlecombo.rooms.ui.suggest import why_words
    from rooms_helpers import SC, SS, UP, K
    from rooms_helpers import table as scenario

    state = scenario(2, hands={0: [SS, K]}, lines={0: [((SC,), UP, False)], 1: [((SS,) * 3, UP, False)]})
    assert {A.decode(a).kind for a in state.legal_actions()} == {"end", "new"}  # no line takes it, a new one may
    assert why_words(state, [A.END_TURN], ["You", "Aldric"]) == ["you keep your cards for a later turn"]


def test_a_suggestion_too_long_for_the_line_under_the_hand_is_said_whole_in_a_box_at_a_readable_size():
    """At 1024x640 and 150 % the suggestion was two lines of 12 px under the hand, its why dropped (a learner
    squinted): where the strip cannot hold it at its own size, the whole of it is said in a box in the person's
    panel, at a refusal's size, and the strip says the keys."""
    from castlecombo.rooms.ui.table_input import seat_names
    from test_layout_fit import app_at

    with app_at((1024, 640), 150) as app:
        table, _plan = show_a_long_turn(app)
        whole = table.suggest.words(seat_names(table.view))
        assert not table.view.hint_roomy(whole)
        with draw.recording() as drawn:
            app.step(0.016)
        panel = table.view.layout.panels[table.view_seat].rect
        boxed = [t for t in drawn if panel.contains(t.rect) and t.words in whole]
        assert " ".join(t.words for t in boxed) == whole  # every word, once, in order
        assert min(t.size for t in boxed) >= round(18 * table.view.layout.scale)
        under = [t for t in drawn if t.rect.top >= table.view.layout.hand_area.y]
        assert not any("Suggestion" in t.words for t in under)


def test_a_turn_that_wins_now_says_so_without_a_chance_to_win(app):
    """"it wins the game now · about 99% to win" contradicted itself (a playtest): a winning turn has no chance."""
    from castlecombo.rooms.ai.suggest import RoomsSuggestion
    from rooms_helpers import CC, CS, SC, SS, UP
    from rooms_helpers import table as scenario

    table = start(app, seed=3)
    nine = (SS, SC, CC, CS, SS, SC, CC, CS, SS)  # a line of nine rooms, ending in stairs
    won = scenario(2, hands={0: [SS]}, lines={0: [(nine, UP, False)], 1: [((SS,) * 3, UP, False)]})
    table.state = won
    add = next(a for a in won.legal_actions() if A.decode(a).kind == "add")
    table.suggest.shown = RoomsSuggestion((add,), 0.99, 100)
    table.suggest.aim()
    words = table.suggest.words(["You", "Aldric"])
    assert "you win the game now" in words and "% to win" not in words, words


def test_a_suggestion_put_away_turns_the_room_it_turned_back(app):
    """Playtest 87: Suggest turned a room of the hand helmet down for a new line; Esc put the suggestion away and the
    room stayed turned, so the person's own first line started helmet down, not as they chose."""
    from castlecombo.rooms.ai.suggest import RoomsSuggestion
    from castlecombo.rooms.engine.deck import DOWN
    from castlecombo.rooms.ui import moves

    table = start(app, seed=3)
    s = table.state
    card = next(c for c in s.hand_cards(0) if moves.is_room(c))
    index = s.hand_cards(0).index(card)
    play = A.new_line(card, DOWN)
    assert play in s.legal_actions() and not table.input.is_turned(index)
    table.suggest.shown = RoomsSuggestion((play, A.END_TURN), 0.5, 100)
    table.suggest.aim()
    assert table.input.is_turned(index)  # shown as it would be laid
    key(app, pygame.K_ESCAPE)
    assert table.suggest.shown is None and not table.input.is_turned(index)


def test_after_the_suggested_card_is_played_a_click_on_the_card_it_chose_next_keeps_it_chosen(app):
    """Playtest 103 (a touchpad, clicks only): H, a click on the lit place played the suggested card; Suggest chose
    the card of its next play, and a click on that card let it go (only an outline left, nothing lit)."""
    for seed in range(3, 30):
        table = start(app, seed=seed)
        key(app, pygame.K_h)
        found = wait_for_suggestion(app, table)
        if len(found.plan) >= 3 and found.plan[0] != A.END_TURN:
            break
        app.stack.pop()
    app.step(0.016)
    target = table.input.over
    assert target is not None and table.input.lit()[target] == found.plan[0]
    click(app, table.view.target_rect(table.state, target).center)
    assert table.state.actions[-1] == found.plan[0]
    while table.motion.busy:
        app.step(0.05)
    aimed = table.input.selected  # the card of the suggestion's next play, chosen for Enter
    assert aimed is not None
    click(app, table.view.layout.hand[aimed].center)
    assert table.input.selected == aimed and table.input.lit()
    click(app, table.view.layout.hand[aimed].center)  # chosen by the person now: a click lets it go, as before
    assert table.input.selected is None


def test_a_click_on_the_hand_while_the_last_card_flies_chooses_the_card_drawn_there(app):
    """The hand drawn while a card flies keeps its place empty; a click then on a card right of that place chose
    the card beside it, once the hand closed up."""
    table = start(app, seed=5)
    s = table.state
    cards = s.hand_cards(0)
    index = next(i for i in range(len(cards) - 1) if moves.targets(s, cards[i], 0))
    click(app, table.view.layout.hand[index].center)
    target = next(iter(table.input.lit()))
    click(app, table.view.target_rect(s, target).center)
    assert table.motion.busy and len(s.actions) == 1
    shown = table.motion.shown(s).hand_cards(0)
    last = len(shown) - 1  # drawn where it was, right of the empty place
    click(app, table.view.layout.hand[last].center)
    assert table.input.selected == last - 1 and s.hand_cards(0)[last - 1] == shown[last]


def test_on_the_last_turn_nothing_is_kept_for_a_later_turn():
    """Playtest 119, the pile empty: "…then end the turn: you keep a room for your line 1, once a knight frees it",
    though no turn was left. With the pile empty, the words say the game ends after this turn instead."""
    from castlecombo.rooms.ui.suggest import why_words
    from rooms_helpers import CC, SS, UP
    from rooms_helpers import table as scenario

    cards = {0: [SS]}
    lines = {0: [((SS, SS), UP, True)], 1: [((CC,) * 3, UP, False)]}
    later = scenario(2, hands=cards, lines=lines)
    assert why_words(later, [A.END_TURN], ["You", "Aldric"]) == ["you keep 1 room for your line 1, in case you draw "
                                                                 "a knight to free it"]
    last = scenario(2, hands=cards, lines=lines, pile_size=0)
    said = why_words(last, [A.END_TURN], ["You", "Aldric"])
    assert said == ["the pile is empty: the game ends after this turn"], said


def test_the_reasons_of_a_suggested_turn_stand_apart(app):
    """Playtest 150 read "…: attenzione, a Concetta mancano 4 stanze per vincere, tieni 1 stanza per la tua fila 1"
    as one reason that made no sense. The reasons of a suggested turn are parted by a semicolon."""
    from castlecombo.rooms.ai.suggest import RoomsSuggestion
    from rooms_helpers import CC, CS, SC, SS, UP
    from rooms_helpers import table as scenario

    table = start(app, seed=4)
    seven = (SS, SC, CC, CS, SS, SC, CC)
    table.state = scenario(2, hands={0: [SS], 1: [CC]}, lines={0: [((SS, SS), UP, False)], 1: [(seven, UP, False)]})
    table.input.reset()
    add = next(a for a in table.state.legal_actions() if A.decode(a).kind == "add")
    table.suggest.shown = RoomsSuggestion((add, A.END_TURN), 0.4, 100)
    table.suggest.aim()
    words = table.suggest.words(["You", "Aldric"])
    assert "careful, Aldric is 3 rooms from winning; your longest open line reaches 3" in words, words


def test_h_brings_back_a_suggestion_another_card_put_out_of_sight(app):
    """Playtest 255: with another card picked the suggestion's line was gone, and H put away what nobody saw; only a
    second press showed it. H shows it again at once."""
    table = start(app, seed=5)
    key(app, pygame.K_h)
    found = wait_for_suggestion(app, table)
    assert found.plan[0] != A.END_TURN and table.suggest.shows()
    key(app, pygame.K_RIGHT)  # another card picked: the suggestion's line goes
    assert table.suggest.shown == found and not table.suggest.shows()
    key(app, pygame.K_h)
    assert table.suggest.shown == found and table.suggest.shows()
    key(app, pygame.K_h)  # seen, a press puts it away as before
    assert table.suggest.shown is None


def test_two_new_lines_in_a_suggested_turn_are_told_apart_by_their_numbers():
    """Playtest 255: "…on a new line, then … on a new line" read as one line. Each new line suggested says its
    number."""
    from castlecombo.rooms.ui.suggest import turn_words
    from rooms_helpers import CC, SS, UP, table

    s = table(2, hands={0: [SS, CC]})
    first = A.new_line(SS, UP)
    after = s.clone()
    after.apply(first)
    second = next(a for a in after.legal_actions() if A.decode(a).kind == "new")  # the corridor room fits nowhere
    words = turn_words(s, [first, second, A.END_TURN], ["You", "Aldric"])
    assert words[0].endswith("on a new line (line 1)") and words[1].endswith("on a new line (line 2)")


def test_a_later_room_the_hand_shows_the_other_way_up_is_named_as_shown_and_said_to_turn_over():
    """Playtests 259 and 261: "a stairs→stairs room on a new line (line 1), then a stairs→corridor room on your line
    1" named a card the hand still showed corridor→stairs (it lies helmet down once line 1 is laid so): she nearly
    dragged the wrong card. A later room is named as the hand shows it now, and said to turn over."""
    from rooms_helpers import CS, DOWN, SS, UP
    from rooms_helpers import table as scenario

    state = scenario(2, hands={0: [SS, CS]})  # no line yet: the hand shows both helmet up
    plan = [A.new_line(SS, DOWN), A.add_room(CS, 0), A.END_TURN]
    assert turn_words(state, plan, ["You", "Aldric"], {SS: DOWN, CS: UP}) == [
        "a stairs→stairs room on a new line (line 1)", "a corridor→stairs room, turned over, on your line 1",
        "end the turn"]
    # one the hand shows already the way it will lie is named plainly (playtest 263: "a corridor→stairs room, turned
    # over" beside a card the hand showed stairs→corridor, turned for its line already), as is a room alike both ways
    assert turn_words(state, plan, ["You", "Aldric"], {SS: DOWN, CS: DOWN})[1] == \
        "a stairs→corridor room on your line 1"
    plain = [A.new_line(SS, DOWN), A.add_room(SS, 0), A.END_TURN]
    assert "turned over" not in " ".join(turn_words(scenario(2, hands={0: [SS, SS]}), plain, ["You", "Aldric"],
                                                    {SS: UP}))
    # Suggest turned the first room the other way up than the player had: its first line says which way it lies
    # (playtest 265 had turned hers helmet down; Suggest turned it back up, and its words did not say so)
    assert turn_words(state, plan, ["You", "Aldric"], {SS: DOWN, CS: UP}, turned_first=True)[0] == \
        "a stairs→stairs room on a new line (helmet down)"


def test_a_click_on_the_suggestions_words_plays_it_as_enter_does(app):
    """Playtest 276 (mouse only) clicked "Suggestion: … · Enter plays it": it went away and a red box said to put the
    room on the lit space. A click on the suggestion's words, under the hand or in its box, does what Enter does."""
    table = start(app, seed=3)
    key(app, pygame.K_h)
    found = wait_for_suggestion(app, table)
    for action in found.plan:
        app.step(0.016)
        words = table.input.advice
        assert words is not None, "the suggestion's words are drawn somewhere"
        # the pointer goes there first: it left the ringed place, and the suggestion went away (playtest 280)
        post(pygame.MOUSEMOTION, pos=(words.centerx + 3, words.centery), rel=(3, 0), buttons=(0, 0, 0))
        app.step(0.016)
        assert table.input.advice is not None and table.input.advice.collidepoint(words.center)
        click(app, words.center)
        assert table.state.actions[-1] == action and not table.reason
        app.step(0.3)  # past a double-click's time: each click is a click of its own
    assert table.suggest.shown is None


def test_h_after_a_suggested_play_keeps_the_turns_next_play_shown_and_a_second_h_puts_it_away(app):
    """Playtests 341 and 346: H a moment after playing the suggested room (to ask for the next) hid the next play
    the suggestion had moved on to, and nothing seemed to happen. That next play came by itself: the first H keeps it
    (as Castle Combo's card after a suggested key); the next H puts it away, and says so."""
    for seed in range(3, 40):
        table = start(app, seed=seed)
        key(app, pygame.K_h)
        found = wait_for_suggestion(app, table)
        if len(found.plan) > 2 and found.plan[1] != A.END_TURN:
            break
        app.show_menu()
    else:
        raise AssertionError("no suggested turn of two plays")
    key(app, pygame.K_RETURN)  # the first play, as suggested
    assert table.state.actions[-1] == found.plan[0] and table.suggest.next_action() == found.plan[1]
    key(app, pygame.K_h)
    assert table.suggest.shown == found and table.input.lit().get(table.input.over) == found.plan[1]
    key(app, pygame.K_h)
    assert table.suggest.shown is None and "Suggestion put away: H shows it again" in app.banners.texts
