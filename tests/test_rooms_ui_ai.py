"""The Castle Rooms table's AI requests: the answer of the worker, a dead process retried, a failing AI replaced."""

from __future__ import annotations

from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool

from castlecombo.rooms.engine import GameState
from castlecombo.rooms.ui.ai_turns import FALLBACK_LEVEL, AIMove


class FakeWorker:
    """Answers each request with the next outcome: an action, or an exception to raise."""

    def __init__(self, *outcomes: object) -> None:
        self.outcomes = list(outcomes)
        self.requests: list[tuple[object, ...]] = []
        self.cancelled = 0

    def submit(self, fn, *args):
        self.requests.append(args)
        future: Future[int] = Future()
        outcome = self.outcomes.pop(0)
        if isinstance(outcome, BaseException):
            future.set_exception(outcome)
        else:
            future.set_result(outcome)
        return future

    def cancel(self, future) -> None:
        self.cancelled += 1


def test_the_workers_legal_answer_is_the_move_and_it_saw_only_an_observation():
    state = GameState.new(3, 4, 0)
    action = state.legal_actions()[-1]
    worker = FakeWorker(action)
    move = AIMove(worker, state, "hard", 7)  # type: ignore[arg-type]
    result = move.poll()
    assert result is not None and (result.action, result.level_used, result.error) == (action, "hard", None)
    level, observation, seed, _think = worker.requests[0]
    assert (level, seed) == ("hard", 7) and observation.viewer == 0 and observation.seed == -1
    assert move.poll() is None  # answered once


def test_a_dead_process_is_asked_again_and_a_failing_ai_is_replaced_by_a_weaker_level():
    state = GameState.new(2, 5, 0)
    action = state.legal_actions()[0]
    retried = AIMove(FakeWorker(BrokenProcessPool(), action), state, "hard", 1)  # type: ignore[arg-type]
    assert retried.poll() is None  # sent again
    result = retried.poll()
    assert result is not None and result.level_used == "hard" and result.error is None
    failing = AIMove(FakeWorker(RuntimeError("boom")), state, "hard", 1)  # type: ignore[arg-type]
    result = failing.poll()
    assert result is not None and result.level_used == FALLBACK_LEVEL and result.action in state.legal_actions()
    assert result.error is not None and "RuntimeError" in result.error
    illegal = AIMove(FakeWorker(3999), state, "easy", 1)  # type: ignore[arg-type]
    result = illegal.poll()
    assert result is not None and result.level_used == FALLBACK_LEVEL and "illegal" in (result.error or "")
