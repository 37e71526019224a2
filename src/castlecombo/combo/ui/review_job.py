"""A game's review computed in the app's worker process a turn at a time, so that the window shows
how far it has gone and can stop it between turns; and the review as the history record keeps it.

The budget and seed are those of the ``review`` command's defaults, so the app and the command
give the same review of the same game.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool

from castlecombo.combo.ai.review import Review, TurnResult, TurnReview, review_turn, turn_decisions, turn_row
from castlecombo.kit.worker import Worker
from castlecombo.storage.records import HistoryRecord, ReviewedTurn, SeatReview

THINK_MS = 1000  # the search budget of each turn, as `castlecombo review` (tests lower it)
REST_FLOOR = 2  # a decision's suggestion costs about as much as simulating two more turns (measured: 5 players)
REVIEW_SEED = 0  # as `castlecombo review`


class ReviewJob:
    """One seat's review on its way: one turn in the worker at a time; poll it each frame."""

    first = 0  # the turns this job reviews begin here (after those carried over): its pace is theirs

    def __init__(self, worker: Worker, record: HistoryRecord, seat: int, think_ms: int = THINK_MS,
                 seed: int = REVIEW_SEED, carried: Sequence[TurnReview] = ()) -> None:
        """Start reviewing ``seat``'s turns of the game ``record`` after the ``carried`` ones (reviewed before, then
        left); raise ValueError if it does not replay."""
        self.worker = worker
        self.seat = seat
        self.think_ms = think_ms
        self.seed = seed
        self.game_seed = record.seed
        self.decisions = turn_decisions(len(record.seats), record.seed, list(record.actions), record.first_player,
                                        seat, record.reshuffled)
        self.step = 0  # which decision of the turn under review is in the worker (a key, the take, an answer)
        self.results: list[TurnResult] = []  # the turn's decisions reviewed so far
        self.turns: list[TurnReview] = list(carried)
        self.first = len(self.turns)
        self.future: Future[TurnResult] | None = None
        self.retried = False  # the worker's process died once on this turn: it is asked once more
        self.started = self.turn_started = time.monotonic()
        self._submit()

    @property
    def total(self) -> int:
        """How many turns the seat played."""
        return len(self.decisions)

    @property
    def done(self) -> int:
        """How many of them are reviewed."""
        return len(self.turns)

    @property
    def finished(self) -> bool:
        """True once every turn is reviewed."""
        return self.done >= self.total

    def weights(self) -> list[int]:
        """Return what each turn weighs in the review's time: each of its decisions costs a suggestion and the
        simulations of the rest of the game, so about REST_FLOOR + the turns from it to the end (the later turns
        of a 5-player review took a third of the first ones' time, each decision; a turn with a key and an ability
        asks three). Weighing the turns left alone said "about 25 s left" with 90 s to go (playtest 203)."""
        return [len(turn) * (REST_FLOOR + self.total - i) for i, turn in enumerate(self.decisions)]

    def seconds_left(self, now: float | None = None) -> float | None:
        """Return about how many seconds the turns left will take, at the pace of those reviewed (None before one
        is done: a playtest waited four minutes with no idea how long), less the time into the turn under way."""
        if self.done <= self.first or self.finished:
            return None
        weights = self.weights()
        pace = (self.turn_started - self.started) / sum(weights[self.first:self.done])  # seconds a unit took
        into = (time.monotonic() if now is None else now) - self.turn_started
        return max(pace * weights[self.done] * 0.1, pace * sum(weights[self.done:]) - into)

    def share_done(self, now: float | None = None) -> float | None:
        """Return how much of the work is done, 0 to 1, as the turns weigh (:meth:`weights`), the turn under way
        counted by its time so far against the pace (None before a turn is done: no pace yet). The bar stood
        still on its first turn for a third of the whole review (playtest 93)."""
        if self.finished:
            return 1.0
        if not self.done:
            return None
        weights = self.weights()
        before = sum(weights[:self.done])
        now = time.monotonic() if now is None else now
        mine = sum(weights[self.first:self.done])  # the weight of the turns this job reviewed
        pace = (self.turn_started - self.started) / mine if mine else 0.0  # seconds a unit of weight took
        current = weights[self.done]
        creep = min(0.9, (now - self.turn_started) / (pace * current)) if pace > 0 else 0.0
        return (before + creep * current) / sum(weights)

    def review(self) -> Review:
        """Return the review of the turns reviewed so far (all of them once finished)."""
        return Review(self.seat, tuple(self.turns))

    def _submit(self) -> None:
        if self.finished:
            self.future = None
            return
        index, played, seen = self.decisions[self.done][self.step]
        self.future = self.worker.submit(review_turn, seen, played, self.think_ms, self.seed, index, self.game_seed)

    def poll(self) -> bool:
        """Take the worker's answer if it has come and send the next turn; return True once finished.

        Raises BrokenProcessPool if the worker's process died twice on the same turn."""
        future = self.future
        if future is None or not future.done():
            return self.finished
        try:
            best, played_value, best_value = future.result()
        except BrokenProcessPool:
            if self.retried:
                raise
            self.retried = True  # the worker starts a new process for the same turn
            self._submit()
            return False
        self.retried = False
        self.results.append((best, played_value, best_value))
        row = turn_row(self.done + 1, self.decisions[self.done], self.results)
        if row is not None:
            self.turns.append(row)
            self.step, self.results = 0, []
            self.turn_started = time.monotonic()
        else:  # the decision was the best: the next of the turn is reviewed (the take after a key, an answer)
            self.step += 1
        self._submit()
        return self.finished

    def cancel(self) -> None:
        """Stop: the turn in the worker is dropped (its process stopped if it had begun)."""
        if self.future is not None:
            self.worker.cancel(self.future)
            self.future = None


def kept(review: Review, think_ms: int, seed: int) -> SeatReview:
    """Return ``review`` as the history record keeps it."""
    return SeatReview(seat=review.seat, think_ms=think_ms, seed=seed, turns=[
        ReviewedTurn(index=t.index, played=t.played, best=t.best, played_value=t.played_value,
                     best_value=t.best_value) for t in review.turns])


def from_kept(seat_review: SeatReview) -> Review:
    """Return the review a history record keeps."""
    return Review(seat_review.seat, tuple(
        TurnReview(k + 1, t.index, t.played, t.best, t.played_value, t.best_value)
        for k, t in enumerate(seat_review.turns)))

