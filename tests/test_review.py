"""The review of a finished game: the same review for the same game, seed and budget; never a
look at a card the seat could not see; and the ``review`` command's output and refusals."""

from __future__ import annotations

import json
import random
import re

import pytest

from castlecombo.app.options import default_seats
from castlecombo.cli import main
from castlecombo.combo.ai import review as R
from castlecombo.combo.engine import GameState
from castlecombo.combo.engine import actions as A
from ui_helpers import finished_game, record_of

THINK_MS = 60  # small budgets: the tests check behaviour, not strength


@pytest.fixture(autouse=True)
def _small_hint(monkeypatch):
    monkeypatch.setattr(R, "HINT_MS", THINK_MS)


def test_a_review_is_the_same_for_the_same_game_seed_and_budget_and_names_legal_moves():
    game = finished_game(2, 11)
    one = R.review_game(2, 11, list(game.actions), game.first_player, 0, think_ms=THINK_MS, review_seed=3)
    two = R.review_game(2, 11, list(game.actions), game.first_player, 0, think_ms=THINK_MS, review_seed=3)
    assert one == two
    assert one is not None and len(one.turns) >= 9  # every turn of the seat (a key use starts one too)
    state = GameState.new(2, 11, game.first_player)
    starts = {t.index: t for t in one.turns}
    for i, action in enumerate(game.actions):
        if i in starts:
            t = starts[i]
            assert t.played == action
            assert t.best in state.legal_actions()  # the best move is one the seat could make then
            assert t.expected_loss >= 0
            assert t.expected_loss == pytest.approx(max(0.0, t.best_value - t.played_value))
        state.apply(action)
    assert one.total_expected_loss == pytest.approx(sum(t.expected_loss for t in one.turns))


def test_the_review_never_reads_the_cards_hidden_from_the_seat():
    """Swap the undealt deck order behind seat 0 at each of its turns: the review does not change."""
    game = finished_game(2, 12)
    actions = list(game.actions)
    reference = R.review_game(2, 12, actions, game.first_player, 0, think_ms=THINK_MS)
    assert reference is not None

    real_observation = GameState.observation

    def scrambled(self: GameState, seat: int) -> GameState:
        other = self.clone()
        for deck in other.decks:  # what is still in the decks, in another order
            deck.reverse()
        return real_observation(other, seat)

    GameState.observation = scrambled  # type: ignore[method-assign]
    try:
        again = R.review_game(2, 12, actions, game.first_player, 0, think_ms=THINK_MS)
    finally:
        GameState.observation = real_observation  # type: ignore[method-assign]
    assert again == reference


def test_a_review_can_be_stopped_and_reports_its_progress():
    game = finished_game(2, 13)
    seen: list[tuple[int, int]] = []
    calls = iter(range(100))
    result = R.review_game(2, 13, list(game.actions), game.first_player, 1, think_ms=THINK_MS,
                           progress=lambda done, total: seen.append((done, total)),
                           should_stop=lambda: next(calls) >= 3)
    assert result is None
    # three decisions reviewed: three turns, or fewer when a turn's answer to its card was reviewed too
    assert 1 <= len(seen) <= 3 and [done for done, _ in seen] == list(range(1, len(seen) + 1))
    assert all(total == 9 for _, total in seen)


def test_moves_are_worded_as_a_player_reads_them():
    game = finished_game(2, 14)
    state = GameState.new(2, 14, game.first_player)
    take = next(a for a in state.legal_actions() if A.is_take(a))
    words = R.move_words(state, take, state.current, game)
    slot = A.take_parts(take).slot
    name = R.CARDS[state.displays[state.messenger][slot]].name
    assert words.startswith(name + " face ")
    # on turn 1 any space is the same: named as the first card's, not by where it ends in the final 3x3 (a
    # playtest read "bottom left" for the card placed in the middle of an empty tableau)
    assert words == f"{name} face {'down' if A.take_parts(take).face_down else 'up'}, first card"
    later, rng = GameState.new(2, 14), random.Random(14)  # the same random moves as finished_game's
    while later.players[later.to_move()].count < 2 or not any(A.is_take(a) for a in later.legal_actions()):
        later.apply(rng.choice(later.legal_actions()))
    take = next(a for a in later.legal_actions() if A.is_take(a))
    words = R.move_words(later, take, later.current, game)
    assert words.split(", ")[1] in {"top left", "top middle", "top right", "middle left", "centre", "middle right",
                                    "bottom left", "bottom middle", "bottom right", "outside the final tableau"} or \
        words.split(", ")[1].split(" ")[0] in {"left", "right", "above", "below"}
    # the row refreshed named, as the game's "Key: refresh Castle" (playtest 328 read "the display")
    row = ("Castle", "Village")[state.messenger]
    assert R.move_words(state, A.KEY_REFRESH, state.current, game) == f"a key to refresh the {row}"


def write_record(tmp_path, kinds, seed=15):
    game = finished_game(len(kinds), seed)
    record = record_of(game, seed, default_seats(kinds), "2026-03-01T10:00:00+00:00")
    path = tmp_path / "game.json"
    path.write_text(record.model_dump_json(), encoding="utf-8")
    return path


def test_the_review_command_prints_the_first_human_seats_review_as_json(tmp_path, capsys):
    path = write_record(tmp_path, ["easy", "human"])
    assert main(["review", str(path), "--think-ms", str(THINK_MS), "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert first["seat"] == 1
    assert {"turn", "played", "best", "expected_loss"} <= set(first["turns"][0])
    assert first["total_expected_loss"] == pytest.approx(sum(t["expected_loss"] for t in first["turns"]), abs=0.2)
    assert main(["review", str(path), "--think-ms", str(THINK_MS), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == first  # the same budget and seed: the same output


def test_the_review_commands_text_names_the_seat_and_says_when_its_budget_is_too_small_to_judge(tmp_path, capsys):
    """Playtest 247: the text ended "seat 0: about 0.0 points left on the table", and at --think-ms 50 every move
    read as good as the AI's without a word why. The seat's name is said, and a budget no larger than the hint's
    (which the review spends first) is told of on standard error."""
    path = write_record(tmp_path, ["easy", "human"])
    name = json.loads(path.read_text())["seats"][1]["name"]
    assert main(["review", str(path), "--think-ms", str(2 * THINK_MS)]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines()[-1].startswith(f"{name} (seat 1): about ")
    # how far it is, on standard error (34 to 46 s went by in silence, playtest 326)
    assert err.splitlines() == [f"castlecombo review: turn {k} of 9 reviewed" for k in range(1, 10)]
    assert main(["review", str(path), "--think-ms", str(THINK_MS), "--json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["name"] == name
    assert err.splitlines()[-1].startswith(f"castlecombo review: at {THINK_MS} ms a turn the review has the fewest "
                                           "simulations")


def test_the_review_commands_text_calls_a_move_as_good_as_the_ais_other_choice_so_not_best():
    """A playtest read "(best)" in the text where the app's review named another move and called theirs as good."""
    from castlecombo.cli import review_verdict

    played, other = "Judge face up, centre", "Monk face up, centre"
    assert review_verdict({"played": played, "best": played, "expected_loss": 0.0}) == "best"
    assert review_verdict({"played": played, "best": other, "expected_loss": 0.0}) == \
        "as good as the AI's choice: Monk face up, centre"
    assert review_verdict({"played": played, "best": other, "expected_loss": 2.34}) == "-2.3: Monk face up, centre"


@pytest.mark.parametrize("args, says", [
    (["--seat", "3"], "there is no seat 3"),
    ([], "no seat was played by a person"),
])
def test_the_review_command_refuses_a_bad_seat_in_one_line(tmp_path, capsys, args, says):
    path = write_record(tmp_path, ["easy", "medium"])
    assert main(["review", str(path), "--think-ms", "10", *args]) == 2
    err = capsys.readouterr().err
    assert says in err and err.count("\n") == 1 and "Traceback" not in err


def test_the_review_command_refuses_a_save_of_a_game_in_progress(tmp_path, capsys):
    from castlecombo.storage.records import SaveGame

    path = tmp_path / "current.json"
    path.write_text(SaveGame.new(3, default_seats(["human", "easy"]), 0).model_dump_json(), encoding="utf-8")
    assert main(["review", str(path)]) == 2
    assert "not a finished game" in capsys.readouterr().err


def test_a_move_counts_as_better_only_when_the_simulations_can_tell():
    from castlecombo.combo.ai.search import clearly_better

    played = [40.0, 52.0, 45.0, 61.0, 38.0, 50.0, 47.0, 55.0]
    assert not clearly_better([v + (1.0 if i % 2 else -0.6) for i, v in enumerate(played)], played)  # noise
    assert clearly_better([v + 1.0 for v in played], played)  # one point more on every deal
    assert not clearly_better(played, played)


def test_a_best_key_move_says_which_card_to_take_after_it():
    """"A key to move the Messenger" left the player guessing what to do next: the best move says the card
    to take from the other row then, one of the cards the key shows, chosen without the hidden deck."""
    game = finished_game(2, 14)
    state = GameState.new(2, 14, game.first_player)
    seat = state.current
    assert A.KEY_MOVE in state.legal_actions()
    words = R.best_move_words(state, A.KEY_MOVE, seat, game)
    key, then = words.split(", then ")
    assert key == "a key to move the Messenger"
    other_row = {R.CARDS[c].name for c in state.displays[1 - state.messenger]}
    assert then.split(" face ")[0] in other_row
    scrambled = state.clone()
    for deck in scrambled.decks:
        deck.reverse()
    assert R.best_move_words(scrambled, A.KEY_MOVE, seat, game) == words
    take = next(a for a in state.legal_actions() if A.is_take(a))
    assert R.best_move_words(state, take, seat, game) == R.move_words(state, take, seat, game)


def test_a_best_refresh_says_the_card_comes_from_the_new_ones():
    """"Key: refresh Village" named no card to take after it (found in a playtest): the cards a refresh
    brings are hidden, so it says the best of the new cards is taken, in the command and on screen."""
    from castlecombo.combo.ui.review_words import best_move_words

    game = finished_game(2, 14)
    state = GameState.new(2, 14, game.first_player)
    seat = state.current
    assert A.KEY_REFRESH in state.legal_actions()
    assert R.best_move_words(state, A.KEY_REFRESH, seat, game) == (
        f"a key to refresh the {('Castle', 'Village')[state.messenger]}, then the best of the new cards")
    assert best_move_words(state, A.KEY_REFRESH, seat, game).endswith(", then the best of the new cards")


def test_the_list_says_a_loss_as_points_lost_without_a_minus_sign():
    """"Expected loss (points)" over "−7.3" read as a double negative (found in a playtest)."""
    from castlecombo.combo.ui.review_words import loss_words

    assert loss_words(7.3) == "7.3"
    assert loss_words(0.01) == ""  # as good as the best move found


def test_the_summary_adds_up_the_losses_the_list_shows():
    """'about 19 points on the table' over a column adding up to 18.4 (found in a playtest): turns too close
    to the best to list (shown as 'best') counted in the summary."""
    from castlecombo.app.options import default_seats
    from castlecombo.combo.ui.review_words import loss_words, summary

    losses = [9.04, 9.04, 0.34] + [0.04] * 6  # as listed: 9.0, 9.0, 0.3 and six 'best'
    review = R.Review(0, tuple(R.TurnReview(k + 1, k, 0, 0, 50.0, 50.0 + loss) for k, loss in enumerate(losses)))
    shown = sum(float(loss_words(t.expected_loss) or 0) for t in review.turns)
    assert round(shown, 1) == 18.3 and round(review.total_expected_loss) == 19
    words = summary(review, default_seats(["human", "medium"]))
    # two turns listed at 9.0 each: both are named (playtest 274 read "most in turn 8" beside 2,0 and 2,0)
    assert words == "You left about 18 points on the table; most in turns 1 and 2."
    apart = R.Review(0, tuple(R.TurnReview(k + 1, k, 0, 0, 50.0, 50.0 + loss)
                              for k, loss in enumerate([9.04, 9.24, 0.34])))
    said = summary(apart, default_seats(["human", "medium"]))
    assert said == "You left about 19 points on the table; most in turn 2."  # 9.0 + 9.2 + 0.3 = 18.5
    seats = default_seats(["human", "human"])
    assert summary(review, seats).endswith("left about 18 points on the table; most in turns 1 and 2.")
    # 4.6 and 1.9 listed: a player adds 6.5 and reads "about 7", not "about 6" (playtest 291)
    half = R.Review(0, tuple(R.TurnReview(k + 1, k, 0, 0, 50.0, 50.0 + loss) for k, loss in enumerate([4.6, 1.9])))
    assert summary(half, default_seats(["human", "medium"])) == "You left about 7 points on the table; most in turn 1."


def test_a_game_played_as_the_ai_would_says_with_how_many_hints():
    """Playtest 146: a child followed a hint on every turn and the review praised him alone ("played as well as the
    AI could find on every turn"). Where hints were shown, the summary says how many."""
    from castlecombo.app.options import default_seats
    from castlecombo.combo.ui.review_words import summary

    review = R.Review(0, tuple(R.TurnReview(k + 1, k, 0, 0, 50.0, 50.0) for k in range(9)))
    seats = default_seats(["human", "medium"])
    assert summary(review, seats) == "You played as well as the AI could find on every turn."
    assert summary(review, seats, 9) == "You played as well as the AI could find on every turn, with 9 hints."
    assert summary(review, seats, 1).endswith("with 1 hint.")
    costly = R.Review(0, (R.TurnReview(1, 0, 0, 1, 50.0, 56.0),))
    assert summary(costly, seats, 4) == "You left about 6 points on the table; most in turn 1."


def test_a_lost_game_played_as_the_ai_would_says_no_move_was_to_blame():
    """Playtest 319 followed every hint, lost 81 to 95 and read only praise: the summary of a lost game with no
    costly move says that the loss was not a move's fault; a costly game's summary stays as it was."""
    from castlecombo.app.options import default_seats
    from castlecombo.combo.ui.review_words import summary

    review = R.Review(0, tuple(R.TurnReview(k + 1, k, 0, 0, 50.0, 50.0) for k in range(9)))
    seats = default_seats(["human", "medium"])
    assert summary(review, seats, lost=True) == ("You played as well as the AI could find on every turn and still "
                                                 "lost: no move of yours was to blame.")
    assert summary(review, seats, 9, lost=True).startswith("You played as well as the AI could find on every turn, "
                                                           "with 9 hints, and still lost")
    both = default_seats(["human", "human"])  # hot-seat: the seat is named
    assert summary(review, both, lost=True).endswith("and still lost: no move of theirs was to blame.")
    costly = R.Review(0, (R.TurnReview(1, 0, 0, 1, 50.0, 56.0),))
    assert summary(costly, seats, lost=True) == "You left about 6 points on the table; most in turn 1."


def test_a_turn_begun_with_the_best_key_is_judged_by_the_card_taken_after_it():
    """A key to move the Messenger, as Suggest showed, then a card far worse than the one Suggest showed next:
    the review said 'the same move, best' for the whole turn, judging only the key (a playtest)."""
    import random

    from castlecombo.combo.ai.suggest import decision_seed, suggested_move

    seed, rng = 0, random.Random(0)
    s = GameState.new(2, seed, 0)
    while not s.is_over:  # seat 0 plays every suggestion (it uses a key once in this deal), seat 1 at random
        if s.current == 0:
            move, _sims = suggested_move(s.observation(0), decision_seed(seed, len(s.actions)), THINK_MS)
        else:
            move = rng.choice(s.legal_actions())
        s.apply(move)
    actions = list(s.actions)
    keyed = [i for i in range(1, len(actions)) if actions[i - 1] in R.KEY_USES and A.is_take(actions[i])]
    assert keyed  # the deal still has its key turn
    review = R.review_game(2, seed, actions, 0, 0, think_ms=THINK_MS)
    assert review is not None and len(review.turns) == 9
    assert not [t for t in review.turns if t.played in R.KEY_USES and t.best == t.played]
    judged = {t.index for t in review.turns}
    assert set(keyed) <= judged  # the take after the key is what the turn is judged by
    # the review's list and its table say that turn with its key, for the move played and the best
    from castlecombo.combo.ui.review_position import Turning

    turning = Turning(record_of(s, seed, default_seats(["human", "easy"]), "2026-12-02T00:00:00"))
    for t in review.turns:
        if t.index in keyed:
            for words in (turning.played_words(t.index, 0), turning.best_words(t.index, t.best, 0)):
                assert words.startswith("Key: Messenger to ") and ", then " in words
    data = as_data_of(review, s, seed)
    key_turns = [row for row, t in zip(data["turns"], review.turns) if t.index in keyed]
    assert key_turns and all(row["played"].startswith("a key to move the Messenger, then ") for row in key_turns)


def as_data_of(review, state, seed):
    """The ``review`` command's data for ``review`` of the finished ``state``."""
    from castlecombo.combo.review_report import as_data

    return as_data(review, record_of(state, seed, default_seats(["human", "easy"]), "2026-12-02T00:00:00"), state)


def _a_turn_with_an_answer(seed_from: int = 20) -> tuple[GameState, list[R.Decision]]:
    """A random game in which seat 0 answered its card's ability on some turn, and that turn's decisions."""
    for seed in range(seed_from, seed_from + 40):
        game = finished_game(2, seed)
        for decisions in R.turn_decisions(2, seed, list(game.actions), game.first_player, 0):
            if any(R.is_answer(played) for _i, played, _seen in decisions):
                return game, decisions
    raise AssertionError("no turn with an answer in 40 games")


def test_a_turns_answers_to_its_card_are_decisions_the_review_may_judge():
    """A playtest discarded Pilgrim where Suggest said Prince; the review called the turn "the same move,
    best", judging the card and space only. A turn's decisions now run on to the answers its card asks."""
    game, decisions = _a_turn_with_an_answer()
    kinds = ["answer" if R.is_answer(p) else "take" if A.is_take(p) else "key" for _i, p, _s in decisions]
    assert kinds.index("answer") > kinds.index("take")
    indices = [i for i, _p, _s in decisions]
    assert indices == sorted(indices) and all(seen.to_move() == 0 for _i, _p, seen in decisions)
    for index, played, seen in decisions:
        assert game.actions[index] == played and played in seen.legal_actions()


def test_a_turns_row_is_its_first_decision_that_was_not_the_best():
    """The take that was not the best tells the turn; a best take hands over to its card's answer; a turn
    whose every decision was the best is told by its take."""
    _game, decisions = _a_turn_with_an_answer()
    take = next(k for k, (_i, p, _s) in enumerate(decisions) if A.is_take(p))
    answer = next(k for k, (_i, p, _s) in enumerate(decisions) if R.is_answer(p))
    best = [(p, 50.0, 50.0) for _i, p, _s in decisions]  # every decision the best found
    other = A.KEY_MOVE if decisions[take][1] != A.KEY_MOVE else A.KEY_REFRESH
    worse_take = [*best[:take], (other, 40.0, 45.0)]
    row = R.turn_row(3, decisions, worse_take)
    assert row is not None and row.index == decisions[take][0] and row.best == other and row.turn == 3
    assert R.turn_row(3, decisions, best[:take + 1]) is None  # a best take: its answer is judged next
    better = next(a for a in decisions[answer][2].legal_actions() if a != decisions[answer][1])
    worse_answer = [*best[:answer], (better, 44.0, 47.5)]
    row = R.turn_row(3, decisions, worse_answer)
    assert row is not None and row.index == decisions[answer][0] and row.played == decisions[answer][1]
    assert row.best == better and row.expected_loss == pytest.approx(3.5)
    row = R.turn_row(3, decisions, best)
    assert row is not None and row.index == decisions[take][0] and row.played == row.best == decisions[take][1]


@pytest.mark.parametrize("edge, costs", [(0.0, False), (5.0, True)])
def test_the_move_suggest_showed_is_named_even_when_it_is_no_clearly_better(monkeypatch, edge, costs):
    """A playtest: Suggest showed Gunner, the player took another card, and the review then said "the move played
    was the best the AI found". The AI's choice is named as the best either way; it costs points only when the
    simulations tell it apart from luck."""
    state = GameState.new(2, 5, 0)
    takes = [a for a in state.legal_actions() if A.is_take(a)]
    played, hint = takes[0], takes[1]
    monkeypatch.setattr(R, "suggested_move", lambda obs, seed, ms: (hint, 10))
    noise = [0.5, -0.5, 0.7, -0.7, 0.2, -0.2]
    monkeypatch.setattr(R, "evaluate_moves", lambda obs, moves, sims, seed: {
        played: [50.0 + n for n in noise], hint: [50.0 + edge - n for n in noise]})
    best, played_value, best_value = R.review_turn(state.observation(0), played, THINK_MS, 1, 0, 5)
    assert best == hint and played_value == pytest.approx(50.0)
    turn = R.TurnReview(1, 0, played, best, played_value, best_value)
    assert turn.expected_loss == pytest.approx(5.0 if costs else 0.0)
    assert turn.as_good is not costs


def test_the_legend_says_what_a_whole_turn_brought_its_cards_questions_answered(monkeypatch):
    """Playtest 88: the best last move was a key, then a Templar whose question gave keys; the legend said "+6
    points, -1 key" and the review expected 111 where that could reach 101 only. What a move brought at once is its
    whole turn: the answers given for the move played, the simulations' answers for another."""
    from castlecombo.combo.ui import review_turning
    from castlecombo.combo.ui.review_position import Turning

    seen: list[tuple[GameState, GameState]] = []
    from castlecombo.combo.ui.review_words import gains_words

    real = review_turning.gain_parts
    monkeypatch.setattr(review_turning, "gain_parts",
                        lambda before, after, seat: seen.append((before, after)) or real(before, after, seat))
    asked = 0
    for seed in range(40, 46):
        game = finished_game(2, seed)
        turning = Turning(record_of(game, seed, default_seats(["human", "easy"]), "2026-12-02T00:00:00"))
        for index, played, _seen in (d[0] for d in R.turn_decisions(2, seed, list(game.actions), game.first_player,
                                                                      0)):
            before = turning.before(index)
            done = before.clone()
            j = index
            while not done.is_over and done.turn == before.turn:
                done.apply(game.actions[j])
                j += 1
            assert turning.gains(index, played, 0) == gains_words(before, done, 0)  # the turn as it was played
            for action in (a for a in before.legal_actions() if A.is_take(a) and a != played):
                after = before.clone()
                after.apply(action)
                if after.current == 0 and not after.is_over:  # its card asks a question
                    asked += 1
                    turning.gains(index, action, 0)
                    answered = seen[-1][1]
                    assert answered.is_over or answered.current != 0 or answered.turn != before.turn
    assert asked >= 5


def test_a_move_that_changes_only_the_keys_is_not_said_twice():
    """Playtest 278 read "-1 point, -1 key (keys -1)" in the review's legend: where the keys alone change the score,
    the cards whose points changed are not added; where a card's points change, they still are."""
    from castlecombo.combo.ui.review_turning import Turning
    from test_review_scene import recorded

    alone = told = keyed = 0
    for seed in range(30, 40):
        _state, record = recorded(["human", "medium"], seed)
        turning = Turning(record)
        for index in R.turn_starts(2, record.seed, list(record.actions), record.first_player, 0):
            action = record.actions[index]
            said = turning.gains(index, action, 0, why=True)
            plain = turning.gains(index, action, 0)
            if said == plain:
                alone += "key" in plain
            else:
                told += 1
                # the cards right after the points they make up, the keys' count after them (playtest 329 read
                # "+10 points, +3 keys (Brigand +7, keys +3)" as 13 points)
                points, *rest = plain.split(", ")
                assert said.startswith(points + " (") and said.endswith(")" + "".join(f", {r}" for r in rest)), said
                inside = said[len(points) + 2:len(said) - sum(len(r) + 2 for r in rest) - 1]
                assert not re.fullmatch(r"keys [+-]\d+", inside), said
                keyed += any("key" in r for r in rest)
    assert alone and told and keyed


def test_the_review_commands_move_begun_with_a_key_names_the_card_taken_after_it():
    """Playtest 326: `castlecombo review` said "a key to move the Messenger" alone for a turn judged at its key, where
    the table's review said the card taken after it."""
    for seed in range(40):
        game = finished_game(2, seed)
        actions = list(game.actions)
        keyed = [i for i in range(len(actions) - 1) if actions[i] in R.KEY_USES and A.is_take(actions[i + 1])
                 and GameState.replay(2, seed, actions[:i], game.first_player).current == 0]
        if keyed:
            break
    else:
        raise AssertionError("no game of 40 where seat 0 used a key")
    i = keyed[0]
    before = GameState.replay(2, seed, actions[:i + 1], game.first_player)
    other = next(a for a in GameState.replay(2, seed, actions[:i], game.first_player).legal_actions()
                 if A.is_take(a))
    review = R.Review(0, (R.TurnReview(1, i, actions[i], other, 50.0, 55.0),))
    data = as_data_of(review, game, seed)
    taken = R.move_words(before, actions[i + 1], 0, game)
    assert data["turns"][0]["played"] == f"{R.move_words(before, actions[i], 0, game)}, then {taken}"
