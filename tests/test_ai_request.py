"""A request run off the window's process (Suggest at both tables, every AI move) is sent once more when its process
dies, and only once; its answer or its problem then comes back once it is done."""

from __future__ import annotations

from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from castlecombo.ai_request import Request


class DyingWorker:
    """A worker whose first ``deaths`` jobs die with their process; the rest answer ``fn(*args)``."""

    def __init__(self, deaths: int) -> None:
        self.deaths = deaths
        self.sent: list[tuple[Any, ...]] = []
        self.cancelled: list[Future[Any]] = []

    def submit(self, fn: Any, /, *args: Any) -> Future[Any]:
        self.sent.append(args)
        future: Future[Any] = Future()
        if len(self.sent) <= self.deaths:
            future.set_exception(BrokenProcessPool("killed"))
        else:
            future.set_result(fn(*args))
        return future

    def cancel(self, future: Future[Any]) -> None:
        self.cancelled.append(future)


def test_a_request_whose_process_died_is_sent_once_more_and_answers():
    worker = DyingWorker(deaths=1)
    request = Request(worker, pow, 2, 5)
    assert request.poll() is None  # the process died: sent again, nothing to show yet
    done = request.poll()
    assert done is not None and done.result() == 32 and worker.sent == [(2, 5), (2, 5)]


def test_a_second_death_is_the_answer_and_cancel_reaches_the_worker():
    worker = DyingWorker(deaths=2)
    request = Request(worker, pow, 2, 5)
    assert request.poll() is None
    done = request.poll()
    assert done is not None and isinstance(done.exception(), BrokenProcessPool) and len(worker.sent) == 2
    request.cancel()
    assert worker.cancelled == [done]


def test_a_cancelled_request_never_answers():
    future: Future[int] = Future()
    future.cancel()

    class Cancelled(DyingWorker):
        def submit(self, fn: Any, /, *args: Any) -> Future[Any]:
            return future

    assert Request(Cancelled(0), pow, 2, 5).poll() is None
