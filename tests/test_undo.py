"""Undo: the engine says what may be taken back (a decision of this turn that showed no card), the
table takes it back with Z, Ctrl+Z or its button, says why not when it may not, and the save, the
log and the history never keep an undone decision."""

from __future__ import annotations

import random
import time

import pygame

from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.problems import takeback_point
from castlecombo.combo.engine.state import GameState
from castlecombo.combo.ui.narration import game_log, speaker_names
from castlecombo.kit import theme
from castlecombo.storage import files as storage
from castlecombo.storage import saves
from ui_helpers import post, take_the_seat

SEED = 5  # 2 players, first player 0: the Messenger's row (the Village) starts with Bombardier,
# whose ability asks to choose (an option), then Spice Merchant and Potter


def key(k: int, mod: int = 0, unicode: str = "") -> None:
    post(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


def click(pos: tuple[int, int]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def start(app, kinds=("human", "easy")):
    from castlecombo.app.window import default_seats

    app.start_game(default_seats(list(kinds)), SEED, 0)
    table = take_the_seat(app)  # two people or more: the game opens under the cover
    app.step(0.016)
    return table


def saved_actions(app) -> list[int]:
    app.flush_saves()
    save, _message = saves.load_current_save()
    assert save is not None
    return list(save.actions)


# --- the engine ---------------------------------------------------------------------------------


def test_undo_is_allowed_exactly_for_this_turns_decisions_that_showed_no_card():
    """Over random games: undo_problem() is None exactly when the last decision was the player to
    move's, in this turn, and no card left a deck since; then undo() gives the state before it."""
    allowed = refused = 0
    for seed in range(8):
        n = 2 + seed % 4
        rng = random.Random(seed)
        state = GameState.new(n, seed)
        while not state.is_over:
            problem = state.undo_problem()
            if state.actions:
                before = GameState.replay(n, seed, state.actions[:-1])
                same_turn = before.current == state.current and before.turn == state.turn
                showed = before.decks != state.decks or before.shuffles != state.shuffles
                assert (problem is None) == (same_turn and not showed), (state.actions, problem)
                if problem is None:
                    allowed += 1
                    back = state.clone()
                    back.undo()
                    assert (back.displays, back.decks, back.actions) == (before.displays, before.decks, before.actions)
                    assert [(p.gold, p.keys, p.grid) for p in back.players] == \
                           [(p.gold, p.keys, p.grid) for p in before.players]
                else:
                    refused += 1
            state.apply(rng.choice(state.legal_actions()))
        assert state.undo_problem() == "the game is over"
    assert allowed > 20 and refused > 100


def random_game(n: int, seed: int, most: int) -> tuple[GameState, list[int]]:
    """Return a game of ``n`` players after 10 to ``most`` random decisions, and who decided each."""
    rng = random.Random(seed)
    state = GameState.new(n, seed)
    movers = []  # who decided each action
    for _ in range(rng.randrange(10, most)):
        if state.is_over:
            break
        movers.append(state.current)
        state.apply(rng.choice(state.legal_actions()))
    return state, movers


def test_a_take_back_point_is_the_seats_last_decision_and_rewinding_there_replays_the_record():
    for seed in range(6):
        n = 2 + seed % 4
        state, movers = random_game(n, seed, 40)
        for seat in range(n):
            point = takeback_point(state, seat)
            mine = [i for i, mover in enumerate(movers) if mover == seat]
            assert point == (mine[-1] if mine else None)
            if point is None:
                continue
            back = state.clone()
            back.undo(to=point)
            before = GameState.replay(n, seed, state.actions[:point])
            assert back.current == seat and back.actions == before.actions and back.decks == before.decks
            assert [(p.gold, p.keys, p.grid) for p in back.players] == \
                   [(p.gold, p.keys, p.grid) for p in before.players]
    state = GameState.new(2, SEED, 0)
    assert takeback_point(state, 0) is None
    for bad in (-1, 1):
        try:
            state.undo(to=bad)
        except ValueError:
            continue
        raise AssertionError(f"undo(to={bad}) of an empty record was allowed")


def test_undo_problems_in_words():
    state = GameState.new(2, SEED, 0)
    assert state.undo_problem() == "nothing has been played yet"
    state.apply(A.KEY_MOVE)
    assert state.undo_problem() is None  # the Messenger's walk shows no new card
    state.undo()
    state.apply(A.KEY_REFRESH)
    assert state.undo_problem() == "the refresh showed new cards"
    state = GameState.new(2, SEED, 0)
    state.apply(A.take(0, A.CENTRE, False))  # Bombardier: its choice is pending, nothing was drawn yet
    assert state.undo_problem() is None
    state.apply(state.legal_actions()[0])  # the choice ends the turn: the row is refilled
    assert state.current == 1 and state.undo_problem() == "nothing to undo this turn"
    assert state.observation(1).undo_problem() == "an observation cannot be undone"


def test_after_a_turn_the_engine_says_what_ending_it_showed():
    """A seat whose turn is over hears why in its own words: the new card its move showed."""
    state = GameState.new(2, SEED, 0)
    state.apply(A.take(1, A.CENTRE, False))  # Spice Merchant asks nothing: the row is refilled, the turn passes
    assert state.current == 1
    assert state.undo_problem(0) == "placing it showed a new card from the deck"
    assert state.undo_problem(1) == state.undo_problem() == "nothing to undo this turn"
    state = GameState.new(2, SEED, 0)
    state.apply(A.take(0, A.CENTRE, False))  # Bombardier: its choice ends the turn
    state.apply(state.legal_actions()[0])
    assert state.undo_problem(0) == "answering its ability showed a new card from the deck"
    state.apply(next(a for a in state.legal_actions() if A.is_take(a)))
    assert state.undo_problem(0) == "another player has played since your turn"
    three = GameState.new(3, SEED, 0)
    three.apply(A.take(1, A.CENTRE, True))
    assert three.undo_problem(2) == "your turn has not come yet"


# --- the table ----------------------------------------------------------------------------------


def test_z_takes_back_a_key_and_the_save_and_log_forget_it(app):
    table = start(app)
    s = table.state
    key(pygame.K_k)  # spend a key: the Messenger walks to the Castle
    app.step(0.016)
    assert s.actions == [A.KEY_MOVE] and saved_actions(app) == [A.KEY_MOVE] and len(table.log.entries) == 1
    key(pygame.K_z)
    app.step(0.016)
    assert s.actions == [] and s.messenger == 1 and s.players[0].keys == 2
    assert saved_actions(app) == [] and table.log.entries == []
    assert table.log.note == "taken back: you sent the Messenger to the Castle with a key."  # lower case after
    # the colon (playtests 88 and 89)
    key(pygame.K_k)
    app.step(0.016)
    # a playtest: the note stayed under the next decision's line and seemed to say it was taken back
    assert len(table.log.entries) == 1 and table.log.note == ""
    key(pygame.K_z, mod=pygame.KMOD_LCTRL)  # Ctrl+Z does the same
    app.step(0.016)
    assert s.actions == []
    key(pygame.K_k)
    app.step(0.016)
    click(table.view.layout.undo.center)  # and so does the button
    app.step(0.016)
    assert s.actions == [] and table.reason == ""


def test_a_refresh_cannot_be_undone_and_the_table_says_why(app):
    table = start(app, ("human", "human"))  # with two people: against AIs alone a take-back is allowed
    s = table.state
    key(pygame.K_k)  # a walk of the Messenger, taken back: the next decision is judged anew
    app.step(0.016)
    assert table.undo_problem() is None
    key(pygame.K_z)
    key(pygame.K_r)  # spend a key: refresh the Village
    app.step(0.016)
    shown = s.displays[1][:]
    assert s.actions == [A.KEY_REFRESH]
    assert table.undo_problem() == "the refresh showed new cards"
    click(table.view.layout.undo.center)
    app.step(0.016)
    assert s.actions == [A.KEY_REFRESH] and s.displays[1] == shown and saved_actions(app) == [A.KEY_REFRESH]
    assert table.reason == "Cannot undo: the refresh showed new cards"
    # the greyed button says why under the pointer too, before any click (a playtest saw it grey, no reason)
    from castlecombo.kit import draw

    table.reason = ""
    post(pygame.MOUSEMOTION, pos=table.view.layout.undo.center, rel=(1, 1), buttons=(0, 0, 0))
    app.step(0.016)
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    assert "Cannot undo: the refresh showed new cards" in " ".join(line.words for line in lines)


def _ends_the_turn(state: GameState, action: int) -> bool:
    after = state.clone()
    after.apply(action)
    return after.current != state.current


def test_against_ais_alone_a_refresh_is_not_taken_back_either(app):
    """Playtest 308: against AIs alone, Z after a refresh dealt the unseen cards anew, and a second refresh showed
    three other cards for the same key. The cards a refresh showed stay; the card taken after it may be taken back."""
    table = start(app)
    s = table.state
    key(pygame.K_r)  # spend a key: refresh the Messenger's row
    app.step(0.016)
    shown = [d[:] for d in s.displays]
    assert s.actions == [A.KEY_REFRESH]
    key(pygame.K_z)
    app.step(0.016)
    assert s.actions == [A.KEY_REFRESH] and s.displays == shown and not s.reshuffled
    assert table.reason == "Cannot undo: the refresh showed new cards"
    placed = next(a for a in s.legal_actions() if A.is_take(a) and _ends_the_turn(s, a))
    table.decide(placed)
    deadline = time.monotonic() + 60  # the AI answers in its worker, in real time
    while not (s.current == 0 and len(s.actions) > 2 and table.human_turn()) and time.monotonic() < deadline:
        app.step(0.05)
        time.sleep(0.005)
    key(pygame.K_z)  # the card and the AI's moves since: back to just after the refresh
    app.step(0.016)
    assert s.actions == [A.KEY_REFRESH] and s.displays[s.messenger] == shown[s.messenger]
    key(pygame.K_z)
    app.step(0.016)
    assert s.actions == [A.KEY_REFRESH]


def test_undo_in_an_ability_prompt_puts_the_card_back(app):
    from castlecombo.combo.ui.prompts import ChoicePrompt

    table = start(app)
    s = table.state
    assert table.decide(A.take(0, A.CENTRE, False))  # Bombardier: a choice follows
    app.step(0.016)
    assert isinstance(app.stack.top, ChoicePrompt)
    gold = s.players[0].gold
    key(pygame.K_z)  # the prompt passes Z to the table
    app.step(0.016)
    assert app.stack.top is table and s.actions == [] and s.players[0].gold == gold + 2
    assert s.players[0].count == 0 and s.displays[1][0] >= 0
    assert saved_actions(app) == [] and table.log.entries == []



def test_an_answer_taken_back_brings_its_question_back_and_a_banner_says_what_went(app):
    """Beside a card's question the log has a row or two: the note was cut ("…played since; the", playtest 217)."""
    from castlecombo.combo.ui.prompts import ChoicePrompt

    table = start(app)
    s = table.state
    assert table.decide(A.take(0, A.CENTRE, False))  # Bombardier: a choice follows
    app.step(0.016)
    prompt = app.stack.top
    assert isinstance(prompt, ChoicePrompt)
    prompt.answer(prompt.buttons[0][1])
    app.step(0.016)
    assert len(s.actions) == 2 and s.current == 1
    key(pygame.K_z)  # while the AI answers: the answer goes, the question comes back
    app.step(0.016)
    assert len(s.actions) == 1 and isinstance(app.stack.top, ChoicePrompt)
    said = [text for text in app.banners.texts if text.startswith("Taken back: you chose")]
    assert said and table.log.note.startswith("taken back: you chose") and said[0][1:] == table.log.note[1:]
    assert "(Bombardier)" in said[0] and "comes into" not in said[0]  # the decision, not what it changed

def test_against_ais_alone_undo_takes_back_a_placed_card_and_the_ais_answer(app):
    """A newcomer misplaced a card against the easy AI: Z said "Nothing to undo this turn" (the AI had answered at
    once) and the engine's undo stops at a card shown. Against AIs alone nobody else saw that card."""
    table = start(app)
    s = table.state
    placed = A.take(1, A.CENTRE, False)  # Spice Merchant asks nothing: the AI plays next
    table.decide(placed)
    deadline = time.monotonic() + 60  # the AI answers in its worker, in real time: a busy machine is slower
    while not (s.current == 0 and len(s.actions) > 1 and table.human_turn()) and time.monotonic() < deadline:
        app.step(0.05)
        time.sleep(0.005)
    assert s.current == 0 and len(s.actions) >= 2 and table.undo_problem() is None
    key(pygame.K_z)
    app.step(0.016)
    assert s.actions == [] and s.players[0].count == 0 and s.players[1].count == 0
    assert saved_actions(app) == [] and table.log.entries == []
    assert table.human_can_take()
    # the AI's turn, a key spent in it or not (it said "the 2 moves since"), named (playtest 129)
    since = f"and what {table.names[1]} played since"
    assert "Spice Merchant" in table.log.note and f"{since}; the cards not yet shown are shuffled" in table.log.note
    assert ".," not in table.log.note
    table.decide(A.take(2, A.CENTRE, True))  # another move from the same position: the game plays on
    assert s.actions[0] == A.take(2, A.CENTRE, True)


def test_undo_during_the_ais_answer_takes_back_the_card_just_placed(app):
    table = start(app)
    s = table.state
    table.decide(A.take(1, A.CENTRE, False))
    app.step(0.016)
    assert s.current == 1 and not table.human_turn() and table.undo_problem() is None
    key(pygame.K_z)  # at once, while the AI thinks
    app.step(0.016)
    assert s.actions == [] and s.current == 0 and table.human_can_take()
    for _ in range(40):  # the AI's request was dropped: nothing is played for it
        app.step(0.05)
    assert s.actions == []


def wait_for_cover(app, table):  # type: ignore[no-untyped-def]
    """Step the app until the hot-seat cover is up; return it."""
    from castlecombo.combo.ui.pass_cover import PassCover

    deadline = time.monotonic() + 60  # an AI between the two people answers in its worker, in real time
    while not isinstance(app.stack.top, PassCover) and time.monotonic() < deadline:
        app.step(0.05)
        time.sleep(0.005)
    assert isinstance(app.stack.top, PassCover)
    return app.stack.top


def test_hot_seat_undo_takes_back_the_turns_last_move_until_the_next_person_takes_the_seat(app):
    """A café's playtest: at a hot-seat table the cover came at once and a misplaced card could never be taken
    back ("placing it showed a new card from the deck"). The person who played may take back the move that ended
    their turn while the next person's cover is up; once that person takes the seat, it stays."""
    table = start(app, ("human", "human"))
    s = table.state
    placed = A.take(1, A.CENTRE, False)
    table.decide(placed)  # player 1's turn ends; the card placed showed a new one from the deck
    app.step(0.016)
    assert table.undo_problem() is None
    key(pygame.K_z)  # at once, as the move plays out
    app.step(0.016)
    assert s.actions == [] and table.view_seat == 0 and table.human_can_take() and not table.pass_open
    assert "taken back:" in table.log.note and saved_actions(app) == []
    for _ in range(20):
        app.step(0.05)
    assert app.stack.top is table  # no cover comes for a turn taken back
    table.decide(placed)
    cover = wait_for_cover(app, table)
    assert cover.seat == 1
    key(pygame.K_z)  # on the cover: the one who played is still at the screen
    app.step(0.016)
    # a first press only asks: the next person pressing it took back another's move at once (playtests 143, 146)
    assert app.stack.top is cover and s.actions == [placed]
    assert cover._back_words() == f"Are you {table.view.seat_name(0)}? Press again to take it back (Z)"
    key(pygame.K_z)
    app.step(0.016)
    assert app.stack.top is table and s.actions == [] and table.view_seat == 0 and table.human_can_take()
    table.decide(A.take(2, A.CENTRE, False))
    wait_for_cover(app, table)
    key(pygame.K_RETURN)  # the next person takes the seat: the move stays
    app.step(0.016)
    assert app.stack.top is table and table.view_seat == 1
    key(pygame.K_z)
    app.step(0.016)
    # why, to the one who played: "nothing to undo" alone did not say that the cover was the last chance (193)
    assert s.actions == [A.take(2, A.CENTRE, False)] and table.reason == (
        "Nothing to undo this turn: the turn before is final once the next player takes the seat")


def test_hot_seat_undo_under_the_cover_takes_back_the_ais_moves_since_never_a_persons(app):
    """Two people and an AI between them: under the second person's cover, the first takes back their move and
    the AI's answer; a person's own later decision is never undone by another."""
    from castlecombo.combo.engine.problems import takeback_point

    table = start(app, ("human", "easy", "human"))
    s = table.state
    table.decide(A.take(1, A.CENTRE, False))
    app.step(0.016)
    assert s.current == 1 and table.undo_problem() is None  # while the AI between plays (a playtest read "no")
    key(pygame.K_z)
    app.step(0.016)
    assert s.actions == [] and table.view_seat == 0 and table.human_can_take()
    table.decide(A.take(1, A.CENTRE, False))
    cover = wait_for_cover(app, table)
    assert cover.seat == 2 and len(s.actions) >= 2  # the AI played in between
    key(pygame.K_z)
    key(pygame.K_z)  # the second press confirms
    app.step(0.016)
    assert s.actions == [] and table.view_seat == 0 and app.stack.top is table and table.human_can_take()
    assert f"and what {table.names[1]} played since" in table.log.note
    # the engine's side: a person's decision after ours makes no take-back point for us
    played = s.clone()
    for action in (A.take(1, A.CENTRE, False),):
        played.apply(action)
    while played.current != 2:
        played.apply(played.legal_actions()[0])
    played.apply(played.legal_actions()[0])  # the second person decides
    assert takeback_point(played, 0, [1]) is None and takeback_point(played, 0) == 0


def test_after_undo_the_game_plays_on_and_the_record_is_exact(app):
    """Take back, play something else: the save, the log and the history record hold only what stands."""
    from castlecombo.combo.ui.pass_cover import PassCover
    from castlecombo.combo.ui.prompts import ChoicePrompt

    table = start(app, ("human", "human"))
    s = table.state
    rng = random.Random(3)
    undone = 0
    while not s.is_over:
        top = app.stack.top
        if isinstance(top, PassCover):  # the next player takes the seat
            app.stack.pop()
            table.pass_done(top.seat)
        elif isinstance(top, ChoicePrompt):  # answered through the table below
            app.stack.pop()
            table.prompt_open = False
        elif table.cover_for is not None:  # the cover comes once the move has played out
            table.motion.clear()
            app.step(0.016)
        elif s.undo_problem() is None and rng.random() < 0.5:
            count = len(s.actions)
            table.undo()
            assert len(s.actions) == count - 1
            undone += 1
        else:  # a key walk (which may be undone) half the times it is legal
            legal = s.legal_actions()
            assert table.decide(A.KEY_MOVE if A.KEY_MOVE in legal and rng.random() < 0.5 else rng.choice(legal))
    assert undone >= 5
    for _ in range(300):  # the last move plays out, then the game goes into the history
        if table.finished:
            break
        app.step(0.016)
    record = storage.load_history()[0][-1]
    assert list(record.actions) == s.actions
    replayed = GameState.replay(2, SEED, list(record.actions), 0)
    assert [sh.total for sh in replayed.scores()] == [sh.total for sh in s.scores()]
    assert table.log.entries == game_log(2, SEED, 0, record.actions, speaker_names(record.seats))



def test_after_an_undo_the_scores_and_lit_spaces_are_the_new_states(app):
    table = start(app, ("human", "human"))
    s = table.state
    table.decide(A.take(0, A.CENTRE, False))  # Bombardier (its choice pending)
    app.step(0.016)
    key(pygame.K_z)
    app.step(0.016)
    table.decide(A.take(2, A.CENTRE, True))  # Potter face down instead: a record of the same length
    app.step(0.016)
    assert table.view.scores(s) == [s.score(i).total for i in range(2)]


def test_what_an_undo_took_back_is_said_in_the_log_at_its_own_size(app):
    """'taken back: …' was squeezed into the log's title in small type (found in a playtest): it is said
    under the newest line, as large as the log's lines, while the player follows the game."""

    table, lines = a_key_taken_back_on_turn_two(app)
    note = [line for line in lines if line.words.startswith("Taken back:")]
    told = [line for line in lines if line.words.startswith(("You ", "Easy AI "))]  # the log's lines of moves
    assert note and told
    assert note[0].size == told[0].size and note[0].rect.top > max(line.rect.top for line in told)
    assert table.view.layout.log.contains(note[0].rect)
    # in no seat's colour: green, it read as the green seat's line (playtest 96)
    ink = {tuple(app.screen.get_at((x, y)))[:3] for x in range(note[0].rect.left, note[0].rect.right)
           for y in range(note[0].rect.top, note[0].rect.bottom)}
    assert not ink & ({theme.hex_colour(c) for c in theme.SEAT_COLOURS} | {theme.GOOD})


def test_a_taken_back_note_stays_under_its_own_turns_heading(app):
    """Two playtests: undoing the only decision of turn 2 took the "Turn 2" heading away, and "Taken back: …"
    sat under turn 1's lines as if it told of them."""

    table, lines = a_key_taken_back_on_turn_two(app)
    assert table.state.round == 2
    words = [line.words for line in lines]
    note = next(i for i, w in enumerate(words) if w.startswith("Taken back:"))
    assert words[note - 1] == "Turn 2" and "Turn 1" in words[:note - 1]


def test_u_undoes_at_the_combo_table_as_at_castle_rooms(app):
    """A playtest pressed U, Castle Rooms' undo key, at the Castle Combo table: nothing happened."""
    table = start(app)
    s = table.state
    key(pygame.K_k)
    app.step(0.016)
    assert s.actions == [A.KEY_MOVE]
    key(pygame.K_u)
    app.step(0.016)
    assert s.actions == [] and table.log.note.startswith("taken back:")


def a_key_taken_back_on_turn_two(app):
    """Play a first card face down (a line in the log), come round to turn 2, spend a key and take it back;
    return the table and the lines its log draws then."""
    from castlecombo.kit import draw

    table = start(app)
    s = table.state
    table.decide(next(a for a in s.legal_actions() if A.is_take(a) and A.take_parts(a).face_down))
    while s.current != 0:
        s.apply(s.legal_actions()[0])
    table.turn_begins()
    table.log.set_entries(game_log(2, s.seed, s.first_player, s.actions, speaker_names(table.seats)))
    key(pygame.K_k)
    app.step(0.016)
    key(pygame.K_z)
    app.step(0.016)
    with draw.recording() as lines:
        table.log.draw(app.screen, table.view.layout.log, table.view.layout.scale, table.view.seat_colour)
    return table, lines


def test_the_moves_taken_back_with_a_decision_are_counted_by_turn_not_by_action():
    """A playtest read "and the 2 moves since" of one AI turn: a key spent and the card taken after it. The undo's
    log line counts the turns played since the person's decision."""
    from castlecombo.combo.ui.table_undo import movers_in

    seen = set()
    for seed in range(60):
        rng = random.Random(seed)
        s = GameState.new(3, seed, 0)
        while s.turn < 4:
            s.apply(rng.choice(s.legal_actions()))
        start, first = s.clone(), None
        actions: list[int] = []
        turns: dict[int, int] = {}
        while s.turn < 7 and not s.is_over:
            action = rng.choice(s.legal_actions())
            if first is None:
                first = action
            else:
                if s.turn != start.turn:  # the person's own later decisions are not moves since (playtest 84)
                    turns.setdefault(s.turn, s.current)
                actions.append(action)
            s.apply(action)
        assert first is not None
        assert movers_in(start, actions, first) == list(turns.values())
        seen.add(len(actions) - len(turns))  # actions beyond one a turn: keys and choices
    assert seen - {0}, "no turn with a key or a choice came up"
    s = GameState.new(2, 3, 0)
    first = next(a for a in s.legal_actions() if A.is_take(a))
    after = s.clone()
    after.apply(first)
    used = next(a for a in after.legal_actions() if A.is_key(a))
    after.apply(used)
    taken = next(a for a in after.legal_actions() if A.is_take(a))
    assert movers_in(s, [used, taken], first) == [1]  # a key and a take: one move, the other seat's


def test_the_greyed_undos_reason_stays_clear_of_the_seats_names_in_a_large_window():
    """A café's playtest at 1920x1080: "Nothing to undo this turn" under the pointer covered the first seat's name."""
    from castlecombo.app.window import default_seats
    from castlecombo.combo.ui.table_undo import refusal
    from castlecombo.kit import draw
    from test_layout_fit import app_at

    with app_at((1920, 1080)) as app:
        app.start_game(default_seats(["human", "human"]), SEED, 0)
        table = take_the_seat(app)  # two people: the game opens under the cover
        app.step(0.016)
        assert table.undo_problem() is not None
        post(pygame.MOUSEMOTION, pos=table.view.layout.undo.center, rel=(1, 1), buttons=(0, 0, 0))
        app.step(0.016)
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        words = refusal(table.undo_problem())
        said = [line.rect for line in lines if line.words == words[:1].upper() + words[1:]]
        assert said and all(rect.right <= table.view.layout.side.left for rect in said)


def test_a_whole_turn_take_back_point_is_the_first_decision_of_the_seats_last_turn():
    """Playtest 84: around one screen the cover's "Take back Owain's move" took back his answer to the Banker and
    left the card he bought. Asked for the whole turn, the point is the first decision of the seat's last turn."""
    refreshed = 0
    for seed in range(16):
        n = 2 + seed % 4
        state, movers = random_game(n, seed, 60)
        for seat in range(n):
            starts = [i for i, mover in enumerate(movers) if mover == seat and (i == 0 or movers[i - 1] != seat)]
            point = starts[-1] if starts else None
            # a turn begun with a refresh is taken back from the card taken after it: the cards it showed stay, as
            # within the turn (playtest 146 saw new cards, took the refresh back, kept the key)
            if point is not None and state.actions[point] == A.KEY_REFRESH:
                refreshed += 1
                point = point + 1 if point + 1 < len(state.actions) else None
            assert takeback_point(state, seat, whole_turn=True) == point
            if point is not None:
                back = state.clone()
                back.undo(to=point)
                assert back.current == seat and back.phase == 0  # a card to take
    assert refreshed >= 2


def test_hot_seat_take_back_under_the_cover_takes_back_the_whole_turn_the_card_and_its_answer(app):
    """Playtest 84: "Take back Owain's move" took back his answer to the Banker and left the card he had bought.
    Around one screen the cover's take-back takes back the person's whole turn."""
    from castlecombo.app.window import default_seats
    from castlecombo.combo.engine.state import TAKE
    from castlecombo.combo.ui.prompts import ChoicePrompt

    for seed in range(SEED, SEED + 40):  # a deal whose first player can take a card that asks a question
        probe = GameState.new(2, seed, 0)
        asking = []
        for a in probe.legal_actions():
            if A.is_take(a) and not A.take_parts(a).face_down:
                after = probe.clone()
                after.apply(a)
                if after.phase != TAKE and after.current == 0:
                    asking.append(a)
        if asking:
            break
    else:
        raise AssertionError("no deal with a card that asks")
    app.start_game(default_seats(["human", "human"]), seed, 0)
    table = take_the_seat(app)  # two people: the game opens under the cover
    app.step(0.016)
    s = table.state
    table.decide(asking[0])
    for _ in range(100):
        app.step(0.02)
        top = app.stack.top
        if isinstance(top, ChoicePrompt):
            top.answer(top.buttons[0][1])
        if s.current == 1:
            break
    assert s.current == 1 and len(s.actions) >= 2  # the card and its answer
    wait_for_cover(app, table)
    decisions = len(s.actions)
    key(pygame.K_z)
    key(pygame.K_z)  # the second press confirms
    app.step(0.016)
    assert s.actions == [] and table.view_seat == 0 and table.human_can_take()
    # the log's note says the rest of the turn went too, not only its first line (playtest 199)
    more = decisions - 1
    assert f"and {more} more decision{'s' if more > 1 else ''} of that turn" in table.log.note, table.log.note


def test_hot_seat_take_back_is_still_offered_after_the_menu_and_continue(app):
    """Playtest 97: the cover up after Tomás's move, Esc to the menu and Continue: the cover offered only "I am
    Player 2", and Z said "Nothing to undo this turn". Within the session the one who had the screen is known:
    the take-back stays. A game continued after the app was closed still asks who sits there."""
    table = start(app, ("human", "human"))
    table.decide(A.take(1, A.CENTRE, False))  # Spice Merchant asks nothing: the turn passes to player 2
    cover = wait_for_cover(app, table)
    assert cover._back_words()
    key(pygame.K_ESCAPE)
    app.step(0.016)
    assert app.continue_game()
    table = app.stack.find(type(table))
    cover = wait_for_cover(app, table)
    assert cover.seat == 1 and cover._back_words().startswith("Take back")
    key(pygame.K_z)
    key(pygame.K_z)  # the second press confirms
    app.step(0.016)
    assert table.state.actions == [] and app.stack.top is table and table.human_can_take()
    # closed and opened again: nobody knows who sits at the screen
    table.decide(A.take(1, A.CENTRE, False))
    wait_for_cover(app, table)
    key(pygame.K_ESCAPE)
    app.step(0.016)
    from castlecombo.combo.ui.table import remember_screen

    remember_screen(app.combo_session, table.save, None)  # as a new process starts
    assert app.continue_game()
    cover = wait_for_cover(app, app.stack.find(type(table)))
    assert not cover._back_words()


def test_a_double_click_on_undo_takes_back_one_decision(app, monkeypatch):
    """Playtest 164 double-clicked Undo: it took back the card and the key spent before it. Two clicks within a
    double-click are one take-back; Z pressed twice is two, and a click after a pause is another."""
    from castlecombo.kit import scene

    monkeypatch.setattr(scene, "ONE_PRESS_PER_DOUBLE_CLICK", True)  # as for a person (off for the tests' clicks)
    now = [100_000]
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: now[0])
    table = start(app)
    s = table.state
    key(pygame.K_k)  # a key spent: the Messenger walks
    app.step(0.016)
    take = next(a for a in s.legal_actions() if A.is_take(a) and A.take_parts(a).face_down)
    table.decide(take)
    app.step(0.016)
    assert s.actions == [A.KEY_MOVE, take]
    undo = table.view.layout.undo.center
    click(undo)
    app.step(0.016)
    now[0] += 150
    click(undo)  # the second click of a double-click
    app.step(0.016)
    assert s.actions == [A.KEY_MOVE]
    now[0] += 1000
    click(undo)  # a click of its own
    app.step(0.016)
    assert s.actions == []


def test_the_covers_take_back_label_on_two_lines_stays_above_its_waiting_bar(monkeypatch, tmp_path):
    """Playtest 193 (Italian, 1600x900): the bar that fills while the cover's buttons wait crossed the second line of
    "Annulla la mossa di Gianmarco / e il turno dell'IA giocato dopo (Z)". A label keeps above the bar."""
    from castlecombo.app.window import default_seats
    from castlecombo.kit import draw, scene
    from castlecombo.kit.glyphs import waiting_bar_foot
    from test_layout_fit import app_at

    monkeypatch.setenv("CASTLECOMBO_HOME", str(tmp_path))
    monkeypatch.setattr(scene, "HAND_OFF_PAUSE", 1.2)  # the real pause (the tests' conftest sets none)
    with app_at((1600, 900), 100, "it") as app:
        app.start_game(default_seats(["human", "easy", "human"]), SEED, 0)
        table = take_the_seat(app)
        app.step(0.016)
        table.decide(A.take(1, A.CENTRE, False))
        cover = wait_for_cover(app, table)
        cover.shown_for = 0.0  # its buttons still wait: the bar is drawn
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        _box, ok, back, _news = cover._laid_out()
        assert back is not None and not cover.ready
        font_h = {line.size: draw.font(line.size, "bold").get_linesize() for line in lines}
        for button in (ok, back):
            label = [line for line in lines if button.contains(line.rect)]
            # each line's whole height, its descenders too, above the bar
            assert label and all(line.rect.top + font_h[line.size] <= button.bottom - waiting_bar_foot(button)
                                 for line in label), [(line.words, line.rect, button) for line in label]
        assert len([line for line in lines if back.contains(line.rect)]) == 2  # the case the playtest saw


def test_a_take_back_stays_in_the_log_where_it_was_made(app):
    """Playtest 249 scrolled the log back after a take-back: its note had gone after five seconds, where Castle
    Rooms' log keeps "Taken back: …" lines. The note stays a line of the log, after the decisions before it; while
    it is told under the newest line it is not said twice."""
    table = start(app)
    key(pygame.K_k)  # a key spent, then taken back
    app.step(0.016)
    key(pygame.K_z)
    app.step(0.016)
    told = "Taken back: you sent the Messenger to the Castle with a key."
    kept = "Turn 1, taken back: you sent the Messenger to the Castle with a key."  # the turn it took back from (252)

    def rows() -> str:
        from castlecombo.kit import draw

        app.step(0.0)
        with draw.recording() as lines:
            app.stack.draw(app.screen)
        return " ".join(line.words for line in lines if table.log.rect.contains(line.rect) and line.words != "Log")

    assert table.log.note and rows().count(told) == 1 and kept not in rows()  # told under the newest line, once
    table.log.tick(6.0)
    assert table.log.note == "" and rows() == f"Turn 1 {kept}"
    key(pygame.K_k)  # the next decision comes after it
    app.step(0.016)
    assert rows().startswith(f"Turn 1 {kept} You sent the Messenger")
    key(pygame.K_l)  # and in the whole log
    app.step(0.016)
    whole = app.stack.top
    from castlecombo.kit import draw

    with draw.recording() as lines:
        app.stack.draw(app.screen)
    assert type(whole).__name__ == "WholeLog" and kept in " ".join(line.words for line in lines)


def test_take_backs_made_in_a_row_stay_together_before_the_moves_played_after_them():
    """Playtest 250 took back Nun (turn 3), then Beekeeper (turn 2), and played on: the first note sat under Aldric's
    new turn-3 move, as if taken back after it, and "Turn 3" stood over a second "Turn 2". Notes made in a row stay
    together, in order, where the game stood after the last, under one heading per turn."""
    from castlecombo.combo.ui.log_panel import LogPanel
    from castlecombo.kit import draw

    rng = random.Random(5)
    s = GameState.new(2, SEED, 0)
    while s.round < 4:
        s.apply(rng.choice(s.legal_actions()))
    from castlecombo.app.window import default_seats

    names = speaker_names(default_seats(["human", "easy"]))
    played = game_log(2, SEED, 0, s.actions, names)
    turn_3 = next(i for i, e in enumerate(played) if e.round == 3)
    turn_2 = next(i for i, e in enumerate(played) if e.round == 2)
    log = LogPanel(played)
    log.set_entries(played[:turn_3])
    log.keep("taken back: you bought Nun", 3, 3)
    log.set_entries(played[:turn_2])
    log.keep("taken back: you bought Beekeeper", 2, 2)
    again = GameState.new(2, SEED, 0)
    for entry in played[:turn_2]:
        again.apply(entry.action)
    while again.round < 4:
        again.apply(rng.choice(again.legal_actions()))
    log.set_entries(game_log(2, SEED, 0, again.actions, names))
    screen = pygame.Surface((900, 3000))
    with draw.recording() as lines:
        log.draw(screen, pygame.Rect(0, 0, 900, 3000), 1.0, lambda seat: (200, 200, 200))
    words = [line.words for line in lines if line.words not in ("Log",)]
    nun, beekeeper = words.index("Turn 3, taken back: you bought Nun"), words.index("Turn 2, taken back: you bought "
                                                                                       "Beekeeper")
    new_turn_2 = [i for i, w in enumerate(words) if w == "Turn 2"]
    assert nun + 1 == beekeeper and len(new_turn_2) == 1 and new_turn_2[0] < nun
    assert [w for w in words if w in ("Turn 1", "Turn 2", "Turn 3")] == ["Turn 1", "Turn 2", "Turn 3"]
