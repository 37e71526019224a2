"""The pace of an AI turn at the Castle Rooms table: the thinking is shown once a turn, the next decision is
asked while the card played is in the air, each card shows briefly, and the decisions are those the AI makes
asked one by one (same observation, same seed)."""

from __future__ import annotations

from concurrent.futures import Future

import pytest

from castlecombo.app.options import default_seats
from castlecombo.kit.anim import PACE_SECONDS
from castlecombo.rooms.ai.players import choose
from castlecombo.rooms.engine import GameState
from castlecombo.rooms.engine import actions as A
from castlecombo.rooms.ui import motion as M
from castlecombo.rooms.ui.ai_turns import BETWEEN_PLAYS, decision_seed
from castlecombo.rooms.ui.table import RoomsTable

FRAME = 1 / 60
THINK, _FLY, SETTLE = PACE_SECONDS["normal"]


class InstantWorker:
    """Decides each request at once in this process; notes whether the table's card was in the air then."""

    def __init__(self) -> None:
        self.table: RoomsTable | None = None
        self.asked: list[tuple[int, bool]] = []  # (decisions made when asked, a card in the air)

    def start(self) -> None:
        pass

    def submit(self, fn, *args):
        assert self.table is not None
        self.asked.append((len(self.table.state.actions), self.table.motion.busy))
        future: Future[int] = Future()
        future.set_result(fn(*args))
        return future

    def cancel(self, future) -> None:
        pass


def start(app, monkeypatch, kinds=("medium", "medium"), animation="normal", seed=3) -> tuple[RoomsTable, InstantWorker]:
    worker = InstantWorker()
    monkeypatch.setattr(app, "ai_worker", lambda: worker)
    app.settings = app.settings.model_copy(update={"animation": animation, "ai_pace": "normal"})
    app.start_game(default_seats(list(kinds)), seed, 0, "rooms")
    table = app.stack.find(RoomsTable)
    assert table is not None
    worker.table = table
    return table, worker


def watch_turns(app, table: RoomsTable, turns: int) -> list[tuple[int, float]]:
    """Step frames for ``turns`` whole turns; return (cards played, seconds) of each."""
    s = table.state
    out = []
    for _ in range(turns):
        turn, plays, seconds = s.turn, 0, 0.0
        while s.turn == turn and not s.is_over:
            seen = len(s.actions)
            app.step(FRAME)
            seconds += FRAME
            plays += sum(1 for a in s.actions[seen:] if a != A.END_TURN)
            assert seconds < 20, "the AI turn did not end"
        out.append((plays, seconds))
    return out


def sequential_choices(n: int, seed: int, actions: list[int], levels: list[str]) -> list[int]:
    """Return the actions the AI makes asked one decision at a time on the game's replay."""
    s = GameState.replay(n, seed, [], 0)
    out = []
    for _ in actions:
        obs = s.observation(s.current)
        action = choose(levels[s.current], obs, decision_seed(seed, len(s.actions)), None)
        s.apply(action)
        out.append(action)
    return out


@pytest.mark.parametrize("animation, flight", [("normal", M.FLIGHT), ("off", 0.0)])
def test_an_ai_turn_shows_its_thinking_once_and_each_card_briefly(app, monkeypatch, animation, flight):
    table, _worker = start(app, monkeypatch, animation=animation)
    app.step(FRAME)
    for plays, seconds in watch_turns(app, table, 5)[1:]:  # from one end of a turn to the next
        # the whole pause after the last turn, the least thinking once, each card's flight and short pause
        expected = THINK + plays * (flight + SETTLE * BETWEEN_PLAYS) + SETTLE
        assert expected - 0.05 <= seconds <= expected + (plays + 3) * 2 * FRAME, (plays, seconds)
        one_by_one = (plays + 1) * (THINK + SETTLE) + plays * flight  # the least thinking and pause every decision
        assert plays == 0 or seconds < one_by_one - 0.5


def test_the_next_decision_is_asked_while_the_card_is_in_the_air_and_the_choices_are_unchanged(app, monkeypatch):
    table, worker = start(app, monkeypatch, kinds=("medium", "easy", "medium"), seed=9)
    app.step(FRAME)
    watch_turns(app, table, 7)
    s = table.state
    asked_at = [k for k, _flying in worker.asked]
    assert asked_at == list(range(len(asked_at))) and len(asked_at) >= len(s.actions)  # each decision asked once
    after_a_play = [flying for k, flying in worker.asked if k and s.actions[k - 1] != A.END_TURN]
    assert after_a_play and all(after_a_play)  # asked as soon as the play was made, its card in the air
    levels = [seat.kind for seat in table.seats]
    assert s.actions == sequential_choices(3, table.save.seed, s.actions, levels)


def test_leaving_the_table_cancels_the_decision_asked_ahead(app, monkeypatch):
    table, worker = start(app, monkeypatch)
    cancelled: list[object] = []
    monkeypatch.setattr(worker, "cancel", cancelled.append)
    app.step(FRAME)
    s = table.state
    while not (table.motion.busy and table.moves.ahead.key is not None):
        app.step(FRAME)
        assert s.turn < 4, "no play with a decision asked ahead"
    app.show_menu()
    assert table.moves.ahead.key is None and len(cancelled) == 1
