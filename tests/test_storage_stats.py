"""Statistics helpers over the history of finished games."""

from __future__ import annotations

from datetime import date

from castlecombo.storage.records import HistoryRecord, SeatConfig
from castlecombo.storage.stats import (
    best_scores,
    best_shared_scores,
    games_by_level,
    games_by_person,
    human_seat,
    opponent_level,
    score_distribution,
    score_histogram,
    shared_games,
    shared_games_by_table_size,
    shared_score_histogram,
    top_cards,
)


def seat(kind: str, name: str | None = None) -> SeatConfig:
    return SeatConfig(name=name or kind.title(), kind=kind, colour="#123456")


def record(kinds, scores, winners, when="2026-11-29T14:00:00+00:00", cards=None) -> HistoryRecord:
    return HistoryRecord(
        seed=1, seats=[seat(k) for k in kinds], actions=[], scores=scores, winners=winners,
        finished_at=when, cards_scored=cards or [{} for _ in kinds],
    )


HISTORY = [
    record(["human", "easy"], [50, 40], [0], "2026-11-01T10:00:00+00:00",
           [{"Queen": 10, "Bard": 4}, {"King": 30}]),
    record(["easy", "human"], [60, 45], [0], "2026-11-02T10:00:00+00:00",
           [{"King": 50}, {"Queen": 6, "Monk": 9}]),
    record(["human", "hard", "easy"], [70, 70, 20], [0, 1], "2026-11-03T10:00:00+00:00",
           [{"Monk": 9}, {}, {}]),
    record(["human", "human", "hard"], [30, 80, 10], [1], "2026-11-04T10:00:00+00:00",
           [{"Bard": 1}, {"Queen": 40}, {}]),
    record(["human", "human"], [55, 20], [0], "2026-11-05T10:00:00+00:00"),
    record(["hard", "medium"], [90, 10], [0], "2026-11-06T10:00:00+00:00", [{"King": 99}, {}]),
    record(["hard", "human"], [5, 70], [1], "2026-11-07T10:00:00+00:00"),
]


def test_human_seat_and_opponent_level():
    assert [human_seat(r) for r in HISTORY] == [0, 1, 0, 0, 0, None, 1]
    assert [opponent_level(r) for r in HISTORY] == [
        "easy", "easy", "easy+hard", "hard", "hot-seat", "medium+hard", "hard"]


def test_games_by_level_counts_played_and_won_ties_count_as_wins():
    """Games several people played (the 4th and 5th) are nobody's figures: a playtest read "1 game played,
    1 won (100 %)" after an all-human game."""
    levels = {s.level: (s.played, s.won) for s in games_by_level(HISTORY)}
    assert levels == {"easy": (2, 1), "hard": (1, 1), "easy+hard": (1, 1)}
    assert [s.level for s in games_by_level(HISTORY)] == ["easy", "hard", "easy+hard"]
    assert shared_games(HISTORY) == 2
    easy = games_by_level(HISTORY)[0]
    assert easy.win_rate == 0.5


def test_score_distribution_and_histogram_skip_ai_only_and_shared_games():
    assert score_distribution(HISTORY) == [50, 45, 70, 70]  # and games several people played
    assert score_histogram(HISTORY, bucket=20) == [(40, 2), (60, 2)]


def test_best_scores_top_five_with_dates_earlier_first_on_ties():
    best = best_scores(HISTORY)
    assert [b.score for b in best] == [70, 70, 50, 45]
    assert best[0].date == date(2026, 11, 3) and best[1].date == date(2026, 11, 7)
    assert best[0].won and best[0].level == "easy+hard"
    assert best_scores(HISTORY, n=0) == []


def test_top_cards_for_the_player_and_for_everyone():
    assert top_cards(HISTORY) == [("Monk", 18), ("Queen", 16), ("Bard", 4)]
    everyone = top_cards(HISTORY, all_seats=True)
    assert everyone[0] == ("King", 179) and ("Queen", 56) in everyone
    assert len(top_cards(HISTORY, n=2)) == 2


def test_top_cards_leave_out_cards_that_scored_nothing():
    """Bombardier 0 and Chaplain 0 (played face down) were listed among the cards that scored most."""
    games = [record(["human", "easy"], [40, 30], [0], cards=[{"Monk": 9, "Bombardier": 0, "Chaplain": 0}, {}]),
             record(["human", "easy"], [35, 30], [0], cards=[{"Monk": 4, "Chaplain": 0}, {"Bombardier": 0}])]
    assert top_cards(games) == [("Monk", 13)]
    assert top_cards(games, all_seats=True) == [("Monk", 13)]


def test_empty_history():
    assert games_by_level([]) == []
    assert score_distribution([]) == [] and best_scores([]) == [] and top_cards([]) == []


def test_games_of_ais_alone_are_counted_apart_from_the_players_figures():
    from castlecombo.storage.stats import watched_games

    assert watched_games(HISTORY) == 1  # the 6th: hard against medium
    assert watched_games([HISTORY[0], HISTORY[4]]) == 0  # one person, several people


def named(seats, scores, winners, when="2026-11-29T14:00:00+00:00", finished=True) -> HistoryRecord:
    return HistoryRecord(seed=1, seats=[seat(k, n) for k, n in seats], actions=[], scores=scores, winners=winners,
                         finished_at=when, finished=finished, cards_scored=[{} for _ in seats])


def test_hot_seat_games_are_counted_per_person_by_name():
    """A playtest: a family that only played hot-seat saw four empty charts; their wins are theirs by name."""
    history = [
        named([("human", "Ann"), ("human", "Bob")], [50, 40], [0], "2026-11-01T10:00:00+00:00"),
        named([("human", "Bob"), ("human", "Ann"), ("easy", "Easy AI")], [61, 30, 70], [2], "2026-11-02T10:00:00"),
        named([("human", "Cy"), ("human", "Ann")], [45, 45], [0, 1], "2026-11-03T10:00:00+00:00"),
        named([("human", "Dee"), ("hard", "Hard AI")], [99, 10], [0]),  # one person: the player's own figures
        named([("human", "Eve"), ("human", "Ann")], [10, 20], [], finished=False),  # abandoned
    ]
    people = [(p.level, p.played, p.won) for p in games_by_person(history)]
    assert people == [("Ann", 3, 2), ("Bob", 2, 0), ("Cy", 1, 1)]  # most played first; a shared first place wins
    best = best_shared_scores(history, 3)
    assert [(b.who, b.score, b.won) for b in best] == [("Bob", 61, False), ("Ann", 50, True), ("Cy", 45, True)]
    assert best[1].date == date(2026, 11, 1)
    assert games_by_person([history[3]]) == [] and best_shared_scores([history[3]]) == []


def test_the_hot_seat_view_has_its_own_scores_cards_and_table_sizes():
    """A playtest: the hot-seat view drew two charts that said "Hot-seat games are not counted here." They show
    every person's scores, the cards that scored for the people, and the hot-seat games by table size."""
    history = [
        named([("human", "Ann"), ("human", "Bob")], [50, 40], [0]),
        named([("human", "Bob"), ("human", "Ann"), ("easy", "Easy AI")], [61, 30, 70], [2]),
        named([("human", "Dee"), ("hard", "Hard AI")], [99, 10], [0]),  # one person: not a hot-seat game
    ]
    history[0].cards_scored[0]["Monk"] = 12
    history[1].cards_scored[2]["Queen"] = 30  # the AI's card: not the people's
    history[1].cards_scored[1]["Monk"] = 5
    history[2].cards_scored[0]["Bard"] = 40  # the one-person game's
    assert shared_score_histogram(history, 20) == [(20, 1), (40, 2), (60, 1)]  # 30; 50, 40; 61
    assert top_cards(history, people=True) == [("Monk", 17)]
    assert shared_games_by_table_size(history) == [(2, 1, 1), (3, 1, 0)]  # the easy AI won the 3-player game


def test_a_combo_tie_on_points_is_ordered_by_the_gold_kept_as_on_the_score_pad():
    """Playtest 267 finished 4th on 76, Beatrix 3rd on 76 with a gold more kept, as the score pad said; the review's
    game line, the History list and the replay's final scores put him 3rd. They order a tie as the engine places it."""
    from castlecombo.combo.engine.scoring import places
    from castlecombo.games import finishing_order
    from castlecombo.storage.records import SeatConfig
    from ui_helpers import finished_game, record_of

    state = finished_game(3, 46)  # seats 0 and 1 both on 29; seat 1 kept more gold
    sheets = state.scores()
    assert sheets[0].total == sheets[1].total and places(sheets)[1] < places(sheets)[0]
    seats = [SeatConfig(name=name, kind="human" if not k else "medium", colour=f"#{k}0{k}0{k}0")
             for k, name in enumerate(["Lorenzo", "Beatrix", "Cedric"])]
    order = finishing_order(record_of(state, 46, seats, "2026-12-06T00:00:00"))
    assert order.index(1) < order.index(0)


def test_the_replays_final_scores_order_a_tie_by_the_gold_kept():
    """Playtest 267: the replay's final scores put the 4th on 76 before the 3rd on 76."""
    import pygame

    from castlecombo.combo.ui.replay_panels import draw_final_scores
    from castlecombo.combo.ui.table_view import TableView
    from castlecombo.kit import draw
    from castlecombo.storage.records import SeatConfig
    from ui_helpers import finished_game

    pygame.init()
    state = finished_game(3, 46)  # seats 0 and 1 both on 29; seat 1 kept more gold
    seats = [SeatConfig(name=name, kind="human" if not k else "medium", colour=f"#{k}0{k}0{k}0")
             for k, name in enumerate(["Lorenzo", "Beatrix", "Cedric"])]
    view = TableView(seats, (1280, 720))
    with draw.recording() as lines:
        draw_final_scores(pygame.Surface((1280, 720)), view, state, 100, [s.total for s in state.scores()])
    said = [line.words for line in lines]
    first = {name: next(i for i, w in enumerate(said) if name in w) for name in ("Lorenzo", "Beatrix")}
    assert first["Beatrix"] < first["Lorenzo"]
