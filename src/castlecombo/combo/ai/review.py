"""The review of a finished game: for each of a seat's turns, the move played, the best move the
search finds from the same position (the one Suggest shows for it at the table), and the final
score it expected each to lead to.

Each position is what the seat could see then (``observation``): the deck order and every later
card are unknown, and the simulations draw them at random (``resample``). The budget is a
number of simulations (``think_ms`` times a fixed rate, not the clock), so the same game, seat,
seed and budget always give the same review.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from castlecombo.combo.ai import evaluate as E
from castlecombo.combo.ai import search
from castlecombo.combo.ai.rollout import ROLLOUT
from castlecombo.combo.ai.search import clearly_better
from castlecombo.combo.ai.suggest import SUGGEST_MS, decision_seed, suggested_move
from castlecombo.combo.engine import actions as A
from castlecombo.combo.engine.catalog import CARDS, DECK_NAMES
from castlecombo.combo.engine.state import TAKE, GameState
from castlecombo.combo.engine.tableau import EMPTY, card_of, is_face_down

HINT_MS = SUGGEST_MS  # the hint's budget: the table's, so the same decision gets the same move (tests lower both)
SIMS_PER_MS = 0.35  # simulations per millisecond of budget (about what one core runs: ~3 ms each)
MIN_DETERMINIZATIONS = 8  # per candidate, however small the budget
ROW_WORDS = ("top", "middle", "bottom")
COLUMN_WORDS = ("left", "middle", "right")

TurnResult = tuple[int, float, float]  # (best move, expected final score of the move played, of the best)
KEY_USES = (A.KEY_MOVE, A.KEY_REFRESH)


@dataclass(frozen=True)
class TurnReview:
    """One turn: where it began in the game's actions, what was played and what the search prefers."""

    turn: int  # the seat's own turn, from 1
    index: int  # index in the game's actions of the turn's first decision
    played: int
    best: int
    played_value: float  # expected final score after the move played
    best_value: float  # expected final score after the best move found

    @property
    def expected_loss(self) -> float:
        """Return the final score the move played is expected to have cost (never below 0)."""
        return max(0.0, self.best_value - self.played_value)

    @property
    def as_good(self) -> bool:
        """Return whether the move played is as good as the best found: the same, or no clearly better."""
        return self.played == self.best or self.best_value <= self.played_value


@dataclass(frozen=True)
class Review:
    """A seat's whole game reviewed."""

    seat: int
    turns: tuple[TurnReview, ...]

    @property
    def total_expected_loss(self) -> float:
        """Return the points the seat's moves are expected to have left on the table in all."""
        return sum(t.expected_loss for t in self.turns)

    def costliest(self, k: int = 3) -> list[TurnReview]:
        """Return the ``k`` turns that cost most (those that cost something), the dearest first, and any
        that cost as much as the ``k``-th to the tenth of a point shown (a playtest saw two turns read
        5.6, one marked costly and one not)."""
        ranked = sorted((t for t in self.turns if t.expected_loss > 0.05), key=lambda t: -t.expected_loss)
        if len(ranked) <= k:
            return ranked
        last = round(ranked[k - 1].expected_loss, 1)
        return [t for i, t in enumerate(ranked) if i < k or round(t.expected_loss, 1) == last]

    def rank(self, turn: TurnReview, k: int = 3) -> int | None:
        """Return the place of ``turn`` among the ``k`` costliest, 1 to ``k`` (as the keys 1 to ``k`` open them: two
        turns of one shown loss were both "2", and "3" opened one of them, a playtest), or None. Turns tied with
        the ``k``-th beyond it share the place ``k``."""
        costly = self.costliest(k)
        if turn not in costly:
            return None
        return min(costly.index(turn) + 1, k)

    def costly_position(self, rank: int) -> int | None:
        """Return where the ``rank``-th costliest turn (1 to 3, as the keys open them) is in ``turns``, or None."""
        costly = self.costliest(3)
        return [t.index for t in self.turns].index(costly[rank - 1].index) if 1 <= rank <= len(costly) else None


def turn_starts(n: int, seed: int, actions: list[int], first_player: int | None, seat: int,
                reshuffled: Sequence[tuple[int, int]] = ()) -> list[int]:
    """Return the indices in ``actions`` where ``seat`` began a turn; raise IllegalAction if they do not replay."""
    state = GameState.new(n, seed, first_player, reshuffled)
    starts: list[int] = []
    last_turn = -1
    for i, action in enumerate(actions):
        if state.current == seat and state.phase == TAKE and state.turn != last_turn:
            starts.append(i)
            last_turn = state.turn
        state.apply(action)
    return starts


def evaluate_moves(obs: GameState, moves: list[int], sims: int, seed: int) -> dict[int, list[float]]:
    """Return each move's final scores for the seat to move, one per determinization (the same for every move)."""
    seat = obs.to_move()
    rng = random.Random(seed)
    dets = max(MIN_DETERMINIZATIONS, sims // max(1, len(moves)))
    finals: dict[int, list[float]] = {move: [] for move in moves}
    for _ in range(dets):
        det_seed = rng.getrandbits(32)
        for move in moves:
            finals[move].append(search.simulate(obs, seat, move, det_seed, margin=False))
    return finals


def review_turn(observation: GameState, played: int, think_ms: int, review_seed: int, index: int,
                game_seed: int) -> TurnResult:
    """Return (best move, expected final score of ``played``, of the best) for the seat to move in
    ``observation`` at decision ``index`` of the game of ``game_seed`` (top level: the app's worker
    process runs it).

    The best move is what Suggest shows for that decision at the table (the same seed and budget),
    so a hint the player followed is the best move; it counts as better than the one played only
    when it is clearly so on the review's own simulations (``search.clearly_better``): a
    difference the simulations cannot tell from luck is no mistake. Such a move is still named as the
    best, at the played move's value (no loss): calling the move played "the best the AI found" after
    Suggest had shown another read as a contradiction (a playtest).
    """
    hint, _sims = suggested_move(observation, decision_seed(game_seed, index), HINT_MS)
    moves = [played] if hint == played else [played, hint]
    sims = max(1, round(max(0, think_ms - HINT_MS) * SIMS_PER_MS))  # the budget covers the suggestion too
    finals = evaluate_moves(observation, moves, sims, review_seed * 1_000_003 + index)
    mean = {m: sum(v) / len(v) for m, v in finals.items()}
    if hint != played and not clearly_better(finals[hint], finals[played]):
        return hint, mean[played], mean[played]  # the AI's choice, better by no clear margin: as good
    return hint, mean[played], mean[hint]


Decision = tuple[int, int, GameState]  # (index in the game's actions, move played, what the seat saw)


def is_answer(action: int) -> bool:
    """Return whether ``action`` answers a card's ability (not a take, not a key)."""
    return not A.is_take(action) and action not in KEY_USES


def turn_decisions(n: int, seed: int, actions: list[int], first_player: int | None,
                   seat: int, reshuffled: Sequence[tuple[int, int]] = ()) -> list[list[Decision]]:
    """Return, for each of ``seat``'s turns, its decisions in order: the first, the take after a key used
    first, and the answers its card's ability asked for; raise IllegalAction if the actions do not replay."""
    state = GameState.new(n, seed, first_player, reshuffled)
    turns: list[list[Decision]] = []
    last_turn = -1
    for i, action in enumerate(actions):
        if state.current == seat and state.phase == TAKE:
            if state.turn != last_turn:
                turns.append([])
                last_turn = state.turn
            if len(turns[-1]) == 0 or turns[-1][-1][1] in KEY_USES:
                turns[-1].append((i, action, state.observation(seat)))
        elif turns and state.turn == last_turn and state.to_move() == seat and is_answer(action):
            turns[-1].append((i, action, state.observation(seat)))
        state.apply(action)
    return turns


def turn_row(turn: int, decisions: list[Decision], results: list[TurnResult]) -> TurnReview | None:
    """Return the row of a turn once the results of its first decisions (in order) settle it, else None: the
    next decision is reviewed when this one was the best found (the take after a key, or the answer its card
    asked for: a playtest saw "the same move, best" where the answer was worse). A turn whose every decision
    was the best is told by its take."""
    k = len(results) - 1
    index, played, _seen = decisions[k]
    best, played_value, best_value = results[k]
    as_good = played == best or best_value <= played_value
    if as_good and k + 1 < len(decisions):
        return None
    if as_good and is_answer(played):
        k = max(j for j in range(k + 1) if not is_answer(decisions[j][1]))
        index, played, _seen = decisions[k]
        best, played_value, best_value = results[k]
    return TurnReview(turn, index, played, best, played_value, best_value)


def review_game(n: int, seed: int, actions: list[int], first_player: int | None, seat: int,
                think_ms: int = 1000, review_seed: int = 0,
                progress: Callable[[int, int], None] | None = None,
                should_stop: Callable[[], bool] | None = None,
                reshuffled: Sequence[tuple[int, int]] = ()) -> Review | None:
    """Return the review of ``seat``'s turns in the game (None if ``should_stop`` said stop);
    ``progress(done, total)`` hears of each turn. Raise IllegalAction if the actions do not replay."""
    decided = turn_decisions(n, seed, actions, first_player, seat, reshuffled)
    turns: list[TurnReview] = []
    for decisions in decided:
        results: list[TurnResult] = []
        for index, played, seen in decisions:
            if should_stop is not None and should_stop():
                return None
            results.append(review_turn(seen, played, think_ms, review_seed, index, seed))
            row = turn_row(len(turns) + 1, decisions, results)
            if row is not None:
                turns.append(row)
                break
        if progress is not None:
            progress(len(turns), len(decided))
    return Review(seat, tuple(turns))


def key_follow_up(before: GameState, seat: int) -> tuple[GameState, int]:
    """Return the position after ``seat`` moves the Messenger with a key in ``before`` (what it could see)
    and the card it would take then: the take the search's simulations of that key play."""
    after = before.observation(seat)
    after.apply(A.KEY_MOVE)
    return after, E.choose_greedy(after, ROLLOUT, random.Random(0))


def answer_rest(state: GameState, seat: int) -> None:
    """Answer ``seat``'s ability choices left in the turn of ``state`` in place, as the search's simulations
    answer them."""
    turn = state.turn
    while not state.is_over and state.turn == turn and state.current == seat and state.phase != TAKE:
        state.apply(E.choose_greedy(state, ROLLOUT, random.Random(0)))


def best_move_words(state: GameState, action: int, seat: int, final: GameState) -> str:
    """Return the best move found in English words (:func:`move_words`), with the card to take after
    moving the Messenger ("a key to move the Messenger, then Beekeeper face up, centre")."""
    words = move_words(state, action, seat, final)
    if action == A.KEY_REFRESH:  # the cards it brings are hidden from the seat: none can be named
        return f"{words}, then the best of the new cards"
    if action != A.KEY_MOVE:
        return words
    after, take = key_follow_up(state, seat)
    return f"{words}, then {move_words(after, take, seat, final)}"


def move_words(state: GameState, action: int, seat: int, final: GameState) -> str:
    """Return ``action`` (a turn's first decision in ``state``) in English words a player reads,
    e.g. "Beekeeper face up, middle right": the space named in ``final``'s 3x3 tableau of ``seat``."""
    if action == A.KEY_MOVE:
        return "a key to move the Messenger"
    if action == A.KEY_REFRESH:
        return f"a key to refresh the {DECK_NAMES[state.messenger].title()}"  # the row the Messenger is at (328)
    if not A.is_take(action):
        asking = f"{CARDS[state.card].name}: " if state.card >= 0 else ""
        return f"{asking}{A.describe(action)}"  # an answer to the card's ability
    slot, face_down, position = A.take_parts(action)
    card = CARDS[state.displays[state.messenger][slot]]
    face = "face down" if face_down else "face up"
    return f"{card.name} {face}, {space_words(final, seat, position, state)}"


BESIDE = ((0, 1, "left of"), (0, -1, "right of"), (1, 0, "above"), (-1, 0, "below"))  # (row step, column step)


def neighbour(before: GameState, seat: int, position: int) -> tuple[int, int] | None:
    """Return (card value, index in ``BESIDE``) of a card beside field ``position`` in ``seat``'s tableau
    in ``before``, or None."""
    grid = before.players[seat].grid
    r, c = A.field_rc(position)
    for k, (dr, dc, _words) in enumerate(BESIDE):
        rr, cc = r + dr, c + dc
        if 0 <= rr < A.FIELD and 0 <= cc < A.FIELD and grid[rr * A.FIELD + cc] != EMPTY:
            return grid[rr * A.FIELD + cc], k
    return None


def space_words(final: GameState, seat: int, position: int, before: GameState | None = None) -> str:
    """Return the words of field ``position`` in ``seat``'s final 3x3 tableau ("middle right"); a space
    that tableau does not cover is named by the card beside it in ``before`` ("right of Beekeeper"); on a tableau
    still empty it is the first card's space, wherever that card ends."""
    if before is not None and before.players[seat].count == 0:
        return "first card"
    p = final.players[seat]
    r, c = A.field_rc(position)
    outside = not (0 <= r - p.minr < 3 and 0 <= c - p.minc < 3)
    beside = neighbour(before, seat, position) if before is not None and outside else None
    if beside is not None:
        value, k = beside
        return f"{BESIDE[k][2]} {'a card face down' if is_face_down(value) else CARDS[card_of(value)].name}"
    r, c = r - p.minr, c - p.minc
    if not (0 <= r < 3 and 0 <= c < 3):
        return "outside the final tableau"
    if (r, c) == (1, 1):
        return "centre"
    if r == 1:
        return f"middle {COLUMN_WORDS[c]}"
    if c == 1:
        return f"{ROW_WORDS[r]} middle"
    return f"{ROW_WORDS[r]} {COLUMN_WORDS[c]}"
