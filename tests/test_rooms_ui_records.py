"""Castle Rooms saves, history records, `simulate --game rooms` and `replay` of a Rooms record."""

from __future__ import annotations

import json
import random

import pytest
from pydantic import ValidationError

from castlecombo.cli import main
from castlecombo.games import abandon_game_in_progress, summarise_file
from castlecombo.rooms.engine import GameState
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.replay import history_record, longest_lines
from castlecombo.storage import saves
from castlecombo.storage.records import HistoryRecord, SaveGame, SeatConfig, dump_json

SEATS = [SeatConfig(name="Ann", kind="human", colour="#d9534f"),
         SeatConfig(name="Bob", kind="medium", colour="#4a90d9"),
         SeatConfig(name="Cy", kind="easy", colour="#5cb85c")]


def random_actions(n: int, seed: int, stop: int | None = None) -> GameState:
    """A Castle Rooms game of random legal moves (to the end, or ``stop`` decisions)."""
    rng = random.Random(seed)
    state = GameState.new(n, seed, 0)
    while not state.is_over and (stop is None or len(state.actions) < stop):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_a_rooms_save_says_its_game_and_an_old_file_without_the_field_is_castle_combo():
    rooms = SaveGame.new(4, SEATS, 0, game="rooms").with_actions(random_actions(3, 4, 12).actions)
    data = json.loads(dump_json(rooms))
    assert data["game"] == "rooms"
    assert SaveGame.model_validate(data).game == "rooms"
    combo = json.loads(dump_json(SaveGame.new(4, SEATS, 0)))
    assert "game" not in combo  # Castle Combo files are written as before
    assert SaveGame.model_validate(combo).game == "combo"


def test_a_rooms_record_with_five_seats_is_refused():
    five = [*SEATS, SeatConfig(name="Di", kind="easy", colour="#f0ad4e"),
            SeatConfig(name="Ed", kind="easy", colour="#9b59b6")]
    with pytest.raises(ValidationError, match="2 to 4"):
        SaveGame.new(1, five, game="rooms")
    SaveGame.new(1, five)  # Castle Combo seats five


def test_the_game_in_progress_is_a_rooms_game_that_resumes_where_it_was():
    state = random_actions(3, 9, 40)
    saves.write_current_save(SaveGame.new(9, SEATS, 0, game="rooms").with_actions(state.actions))
    save, message = saves.load_current_save("rooms")
    assert message is None and save is not None and save.game == "rooms"
    assert GameState.replay(3, save.seed, list(save.actions), save.first_player).lines == state.lines


def test_a_rooms_save_whose_actions_the_rules_refuse_is_kept_aside():
    saves.write_current_save(SaveGame.new(9, SEATS, 0, game="rooms").with_actions([3099]))
    save, message = saves.load_current_save("rooms")
    assert save is None and message is not None and "holds moves the rules refuse" in message


def test_replay_summarises_a_finished_rooms_record(tmp_path, capsys):
    state = random_actions(3, 21)
    record = history_record(SaveGame.new(21, SEATS, 0, game="rooms"), state)
    assert record.game == "rooms" and record.finished and record.winners == state.winners()
    path = tmp_path / "rooms.json"
    path.write_text(dump_json(record), encoding="utf-8")
    assert main(["replay", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out == {"turns_played": state.actions.count(A.END_TURN) + (state.actions[-1] != A.END_TURN),
                   "finished": True, "names": ["Ann", "Bob", "Cy"], "scores": longest_lines(state),
                   "winners": state.winners(),
                   "lines": [list(state.standing(seat)) for seat in range(3)]}


def test_replay_names_the_winners_where_the_longest_lines_tie(tmp_path, capsys):
    """Playtest 300: the replay of a family's game printed "scores": [9, 9, 9, 9], which read as a four-way tie
    where the second lines had decided. It names the winners and every seat's lines, longest first."""
    for seed in range(300):
        state = random_actions(3, seed)
        if len(set(longest_lines(state))) == 1 and len(state.winners()) == 1:
            break
    else:
        raise AssertionError("no game with alike longest lines and one winner")
    path = tmp_path / "tied.json"
    path.write_text(dump_json(history_record(SaveGame.new(seed, SEATS, 0, game="rooms"), state)), encoding="utf-8")
    assert main(["replay", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    winner = out["winners"][0]
    assert out["winners"] == state.winners() and len(set(out["scores"])) == 1
    assert all(out["lines"][winner] > lines for seat, lines in enumerate(out["lines"]) if seat != winner)


def test_replay_counts_the_turn_a_line_of_ten_won_as_the_replay_scene_does(app, tmp_path, capsys):
    """A playtest read "turns_played: 12" beside the app's replay at "turn 13 / 13": the winning turn ends no
    turn in the engine's count."""
    from castlecombo.app.options import default_seats
    from castlecombo.rooms.ui.replay_scene import RoomsReplay

    ends = {}
    for seed in range(40):
        state = random_actions(2, seed)
        ends.setdefault(state.actions[-1] == A.END_TURN, state)
    assert set(ends) == {True, False}  # a game that ran out of pile and one won by a line of ten
    for state in ends.values():
        record = history_record(SaveGame.new(state.seed, default_seats(["human", "easy"]), 0, game="rooms"), state)
        path = tmp_path / "rooms.json"
        path.write_text(dump_json(record), encoding="utf-8")
        assert main(["replay", str(path), "--json"]) == 0
        assert json.loads(capsys.readouterr().out)["turns_played"] == RoomsReplay(app, record).total


def test_replay_refuses_a_rooms_record_whose_scores_are_not_its_replay(tmp_path, capsys):
    state = random_actions(2, 5)
    data = json.loads(dump_json(history_record(SaveGame.new(5, SEATS[:2], 0, game="rooms"), state)))
    data["scores"] = [s + 1 for s in data["scores"]]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(path), "--json"]) == 2
    err = capsys.readouterr().err
    assert "the replay scores" in err and err.count("\n") == 1


def test_replay_reads_a_rooms_save_in_progress(tmp_path):
    state = random_actions(2, 6, 15)
    path = tmp_path / "current.json"
    path.write_text(dump_json(SaveGame.new(6, SEATS[:2], 0, game="rooms").with_actions(state.actions)))
    assert summarise_file(path) == {"turns_played": state.turn, "finished": False, "names": ["Ann", "Bob"],
                                    "scores": None, "winners": None,
                                    "lines": [list(state.standing(seat)) for seat in range(2)]}


def test_a_rooms_game_in_progress_is_kept_as_abandoned_when_a_new_game_replaces_it():
    state = random_actions(3, 13, 30)
    saves.write_current_save(SaveGame.new(13, SEATS, 0, game="rooms").with_actions(state.actions))
    where, _note = abandon_game_in_progress("rooms")
    assert where is not None
    kept = HistoryRecord.model_validate_json(where.read_text())
    assert (kept.game, kept.finished, kept.actions, kept.winners) == ("rooms", False, state.actions, [])
    assert saves.load_current_save("rooms") == (None, None)


def test_simulate_rooms_prints_the_fields_of_castle_combo(capsys):
    assert main(["simulate", "--game", "rooms", "--players", "random,easy", "--games", "3", "--seed", "2",
                 "--json"]) == 0
    rooms = json.loads(capsys.readouterr().out)
    assert main(["simulate", "--players", "random,random", "--games", "1", "--json"]) == 0
    combo = json.loads(capsys.readouterr().out)
    assert set(rooms) == set(combo)
    assert rooms["games"] == 3 and rooms["players"] == ["random", "easy"]
    assert sum(rooms["wins"]) == pytest.approx(3)
    assert all(0 < s <= 10 for s in rooms["mean_score"])  # a longest line


def test_simulate_rooms_refuses_five_players_in_one_line(capsys):
    assert main(["simulate", "--game", "rooms", "--players", "easy,easy,easy,easy,easy", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "2 to 4 players" in err and err.count("\n") == 1


def test_the_replay_says_a_turn_ended_without_a_card_played(app):
    """Playtest 160 read "Beatrix played" over a turn she ended at once, playing nothing."""
    from castlecombo.app.options import default_seats
    from castlecombo.rooms.ui.replay_scene import RoomsReplay

    for seed in range(60):
        state = random_actions(2, seed)
        record = history_record(SaveGame.new(state.seed, default_seats(["human", "easy"]), 0, game="rooms"), state)
        replay = RoomsReplay(app, record)
        idle = [k for k, turn in enumerate(replay.turns) if not turn.played]
        if idle:
            break
    assert idle
    k = idle[0]
    assert all(A.decode(a).kind == "end" for a in turn_actions(state.actions, k))  # it ended at once
    replay.seek(k + 1)
    assert replay.turn_words().endswith("played no card"), replay.turn_words()
    played = next(i for i, turn in enumerate(replay.turns) if turn.played)
    replay.seek(played + 1)
    assert replay.turn_words().endswith(" played"), replay.turn_words()


def test_the_replays_log_is_the_live_log_with_its_round_headings_and_draws(app):
    """Playtests 176 and 179: the History replay's log had no "Round N" and no first draw, the live log both."""
    from castlecombo.app.options import default_seats
    from castlecombo.rooms.ui.narration import RoundHeading, narrate_game
    from castlecombo.rooms.ui.replay_scene import RoomsReplay

    state = random_actions(3, 4)
    seats = default_seats(["human", "easy", "easy"])
    record = history_record(SaveGame.new(state.seed, seats, 0, game="rooms"), state)
    replay = RoomsReplay(app, record)
    told = [line for turn in replay.turns for line in turn.lines]
    names = [seat.name for seat in seats]
    assert told == narrate_game(3, state.seed, record.first_player, state.actions, names)
    assert isinstance(told[0], RoundHeading) and told[1].endswith("drew 2 cards.")
    assert sum(isinstance(line, RoundHeading) for line in told) >= 3  # a whole game: rounds headed


def turn_actions(actions: list[int], k: int) -> list[int]:
    """Return the actions of the ``k``-th whole turn of a record (turns end with END_TURN)."""
    turns: list[list[int]] = [[]]
    for a in actions:
        turns[-1].append(a)
        if a == A.END_TURN:
            turns.append([])
    return turns[k]


def test_the_replay_marks_who_laid_each_dragon_and_each_seats_last_rooms_as_the_table_does(app):
    """Playtest 276: at the table each dragon is marked in the colour of who laid it and each rival's last rooms are
    outlined; the History replay showed none of it, and who had blocked whom was in the log alone."""
    from castlecombo.app.options import default_seats
    from castlecombo.rooms.ui.marks import marked_plays
    from castlecombo.rooms.ui.replay_scene import RoomsReplay

    seats = default_seats(["human", "easy", "easy"])
    for seed in range(40):
        state = random_actions(3, seed)
        if any(A.decode(a).kind == "dragon" for a in state.actions):
            break
    record = history_record(SaveGame.new(state.seed, seats, 0, game="rooms"), state)
    replay = RoomsReplay(app, record)
    app.stack.push(replay)
    drawn = []
    real = replay.view.draw_panels
    replay.view.draw_panels = lambda surface, s, marks, *rest: (drawn.append((s, marks)), real(surface, s, marks,
                                                                                             *rest))[1]
    dragons = 0
    for k in range(1, len(replay.turns) + 1):
        replay.seek(k)
        app.stack.draw(app.screen)
        s, marks = drawn[-1]
        expected = [(o, line, laid, replay.view.seat_colour(by)) for o, line, laid, by in marked_plays(s, None)]
        assert marks.newest == expected and (expected or k == 1)
        dragons += any(laid == 0 for _o, _line, laid, _c in marks.newest)
    assert dragons


def test_a_players_lines_opened_over_the_replay_say_the_way_back_to_it(app):
    """Playtest 280: over the replay a player's lines said "the other players, then you … back to the table": in a
    replay nobody is "you", and the way back is to the replay."""
    from castlecombo.app.options import default_seats
    from castlecombo.kit import draw
    from castlecombo.rooms.ui.replay_scene import RoomsReplay
    from castlecombo.rooms.ui.seat_lines import SeatLines

    state = random_actions(3, 4)
    record = history_record(SaveGame.new(state.seed, default_seats(["human", "easy", "easy"]), 0, game="rooms"), state)
    replay = RoomsReplay(app, record)
    app.stack.push(replay)
    replay.seek(4)
    replay.show_lines(1)
    assert isinstance(app.stack.top, SeatLines)
    with draw.recording() as lines:
        app.stack.draw(app.screen)
    said = " ".join(line.words for line in lines)
    assert "back to the replay" in said and "then you" not in said and "back to the table" not in said
